//===- TargetFacts.cpp - The AMDGPU facts the plugin relies on ------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the target-facts table (data/target-facts.json, compiled in as a
/// string) once per process. The table is the project's only statement of
/// counter encodings, limits and DMA sizes; a malformed table is a build
/// error caught by the unit tests, and a fatal error here.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/JSON.h"
#include "llvm/TargetParser/TargetParser.h"
#include <algorithm>
#include <cassert>
#include <iterator>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

const char TableText[] =
#include "TargetFactsData.inc"
    ;

/// One generation row, with the ISA version fields it matches.
struct GenerationRow {
  std::string Name;
  std::optional<unsigned> Major, Minor, Stepping;
  TargetFacts Facts;
};

struct Table {
  std::vector<GenerationRow> Generations;
  StringMap<std::vector<std::string>> IRForms;
  /// Machine opcode name prefixes: the mnemonic prefixes upper-cased.
  StringMap<std::vector<std::string>> OpcodePrefixes;
  std::vector<std::string> WaitOpcodes;
  std::vector<std::string> UncountedPrefixes;
};

[[noreturn]] void bad(const Twine &What) {
  report_fatal_error("amdgpu-asyncmark: malformed target-facts table: " +
                     What);
}

unsigned getUnsigned(const json::Object &O, StringRef Key) {
  std::optional<int64_t> V = O.getInteger(Key);
  if (!V || *V < 0)
    bad("'" + Key + "' is not a non-negative integer");
  return static_cast<unsigned>(*V);
}

const json::Array &getArray(const json::Object &O, StringRef Key) {
  const json::Array *A = O.getArray(Key);
  if (!A)
    bad("'" + Key + "' is not an array");
  return *A;
}

StringRef getString(const json::Value &V, StringRef What) {
  std::optional<StringRef> S = V.getAsString();
  if (!S)
    bad(What + " is not a string");
  return *S;
}

/// Sets the bits of the counter's fields and of every other field
/// ("waitcnt_fields": {"vmcnt": [[shift, width], ...], ...}).
void readFields(const json::Object &Fields, StringRef Counter,
                TargetFacts::BitRange (&CounterBits)[4],
                unsigned &OtherFieldsNoWait) {
  unsigned NumRanges = 0;
  for (const auto &KV : Fields) {
    const json::Array *Ranges = KV.second.getAsArray();
    if (!Ranges)
      bad("field '" + KV.first.str() + "' is not an array");
    for (const json::Value &R : *Ranges) {
      const json::Array *Pair = R.getAsArray();
      if (!Pair || Pair->size() != 2 || !(*Pair)[0].getAsInteger() ||
          !(*Pair)[1].getAsInteger())
        bad("field '" + KV.first.str() + "' has a range that is not [shift, width]");
      unsigned Shift = *(*Pair)[0].getAsInteger();
      unsigned Width = *(*Pair)[1].getAsInteger();
      if (Shift + Width > 16 || Width == 0)
        bad("field '" + KV.first.str() + "' is outside 16 bits");
      if (StringRef(KV.first) == Counter) {
        if (NumRanges == std::size(CounterBits))
          bad("counter '" + Counter + "' has too many ranges");
        CounterBits[NumRanges++] = {static_cast<uint8_t>(Shift),
                                    static_cast<uint8_t>(Width)};
      } else {
        OtherFieldsNoWait |= ((1u << Width) - 1) << Shift;
      }
    }
  }
  if (!NumRanges)
    bad("counter '" + Counter + "' has no field");
}

Table parseTable() {
  Expected<json::Value> V = json::parse(TableText);
  if (!V)
    bad(toString(V.takeError()));
  const json::Object *Root = V->getAsObject();
  if (!Root)
    bad("not an object");
  Table T;

  for (const json::Value &P : getArray(*Root, "uncounted_opcode_prefixes"))
    T.UncountedPrefixes.push_back(getString(P, "an opcode prefix").str());

  const json::Object *Counters = Root->getObject("counters");
  const json::Object *Families = Root->getObject("dma_families");
  if (!Counters || !Families)
    bad("no 'counters' or 'dma_families'");
  for (const auto &KV : *Counters) {
    const json::Object *C = KV.second.getAsObject();
    if (!C || !C->getString("wait_opcode"))
      bad("counter '" + KV.first.str() + "' has no wait_opcode");
    T.WaitOpcodes.push_back(C->getString("wait_opcode")->str());
  }
  for (const auto &KV : *Families) {
    const json::Object *Fam = KV.second.getAsObject();
    if (!Fam)
      bad("family '" + KV.first.str() + "' is not an object");
    std::vector<std::string> &Forms = T.IRForms[KV.first.str()];
    for (const json::Value &Form : getArray(*Fam, "ir_forms"))
      Forms.push_back(getString(Form, "an IR form").str());
    std::vector<std::string> &Prefixes = T.OpcodePrefixes[KV.first.str()];
    if (const json::Array *Mnemonics = Fam->getArray("mnemonic_prefixes"))
      for (const json::Value &P : *Mnemonics)
        Prefixes.push_back(getString(P, "a mnemonic prefix").upper());
  }

  // The facts name their generation and wait opcode by StringRefs into the
  // table's own strings: the rows are built in place, and no vector grows
  // after a reference into it is taken.
  const json::Array &Rows = getArray(*Root, "generations");
  T.Generations.reserve(Rows.size());
  for (const json::Value &GV : Rows) {
    const json::Object *G = GV.getAsObject();
    const json::Object *Match = G ? G->getObject("match") : nullptr;
    if (!G || !Match || !G->getString("name"))
      bad("a generation without name or match");
    GenerationRow &Gen = T.Generations.emplace_back();
    Gen.Name = G->getString("name")->str();
    auto MatchField = [&](StringRef Key) -> std::optional<unsigned> {
      if (!Match->get(Key))
        return std::nullopt;
      return getUnsigned(*Match, Key);
    };
    Gen.Major = MatchField("major");
    Gen.Minor = MatchField("minor");
    Gen.Stepping = MatchField("stepping");
    if (!Gen.Major)
      bad("generation '" + Gen.Name + "' matches no major version");

    TargetFacts &F = Gen.Facts;
    for (const json::Value &Fam : getArray(*G, "async_families")) {
      StringRef Name = getString(Fam, "an async family");
      if (!Families->getObject(Name))
        bad("generation '" + Gen.Name + "' names unknown family '" + Name + "'");
      F.HasLdsDma |= Name == "lds_dma";
      F.HasAsyncTransfers |= Name == "async_to_lds" || Name == "async_from_lds";
    }
    for (const json::Value &Size : getArray(*G, "lds_dma_sizes")) {
      std::optional<int64_t> S = Size.getAsInteger();
      if (!S || *S <= 0 || *S >= 32)
        bad("generation '" + Gen.Name + "' has a bad LDS DMA size");
      F.LdsDmaSizes |= 1u << *S;
    }
    std::optional<StringRef> Stores = G->getString("stores_counter");
    if (!Stores)
      bad("generation '" + Gen.Name + "' has no stores_counter");
    F.StoresInVmcnt = *Stores == "vmcnt";

    const json::Value *CounterV = G->get("async_counter");
    if (!CounterV)
      bad("generation '" + Gen.Name + "' has no async_counter");
    if (std::optional<StringRef> Counter = CounterV->getAsString()) {
      const json::Object *C = Counters->getObject(*Counter);
      const json::Object *Fields = G->getObject("waitcnt_fields");
      if (!C || !Fields)
        bad("generation '" + Gen.Name + "' has an unknown counter or no fields");
      if (*Counter == "vmcnt")
        F.Counter = AsyncCounter::Vmcnt;
      else if (*Counter == "asynccnt")
        F.Counter = AsyncCounter::Asynccnt;
      else
        bad("unknown counter '" + *Counter + "'");
      F.CounterFieldMax = getUnsigned(*C, "field_max");
      std::optional<bool> Calls = G->getBoolean("calls_complete_async_counter");
      if (!Calls)
        bad("generation '" + Gen.Name +
            "' has no calls_complete_async_counter");
      F.CallsCompleteCounter = *Calls;
      F.WaitOpcodeName = *find(T.WaitOpcodes, *C->getString("wait_opcode"));
      readFields(*Fields, *Counter, F.CounterBits, F.OtherFieldsNoWait);
    }
    // gfx1250's tensor transfers: group members on a counter of their own.
    if (std::optional<StringRef> Tensor = G->getString("tensor_counter")) {
      const json::Object *C = Counters->getObject(*Tensor);
      const json::Object *Fields = G->getObject("tensor_wait_fields");
      if (!C || !Fields)
        bad("generation '" + Gen.Name +
            "' has an unknown tensor counter or no tensor_wait_fields");
      for (const json::Value &Fam : getArray(*G, "tensor_families"))
        if (!Families->getObject(getString(Fam, "a tensor family")))
          bad("generation '" + Gen.Name + "' names an unknown tensor family");
      F.HasTensorCounter = true;
      F.TensorFieldMax = getUnsigned(*C, "field_max");
      F.TensorWaitOpcodeName =
          *find(T.WaitOpcodes, *C->getString("wait_opcode"));
      readFields(*Fields, *Tensor, F.TensorBits, F.TensorOtherFieldsNoWait);
    }
    F.Generation = Gen.Name;
  }
  return T;
}

const Table &table() {
  static const Table T = parseTable();
  return T;
}

} // end anonymous namespace

std::optional<TargetFacts> TargetFacts::forCPU(StringRef CPU) {
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(CPU);
  if (V.Major == 0)
    return std::nullopt;
  TargetFacts F;
  for (const GenerationRow &Gen : table().Generations) {
    if (*Gen.Major != V.Major || (Gen.Minor && *Gen.Minor != V.Minor) ||
        (Gen.Stepping && *Gen.Stepping != V.Stepping))
      continue;
    F = Gen.Facts;
    break;
  }
  F.Major = V.Major;
  F.Minor = V.Minor;
  F.Stepping = V.Stepping;
  return F;
}

TargetFacts TargetFacts::anyLdsDma() {
  TargetFacts F;
  for (const GenerationRow &Gen : table().Generations) {
    F.HasLdsDma |= Gen.Facts.HasLdsDma;
    F.LdsDmaSizes |= Gen.Facts.LdsDmaSizes;
  }
  return F;
}

TargetFacts TargetFacts::tensorCounter() const {
  assert(HasTensorCounter && "no tensor counter");
  TargetFacts T = *this;
  T.CounterFieldMax = TensorFieldMax;
  T.WaitOpcodeName = TensorWaitOpcodeName;
  std::copy(std::begin(TensorBits), std::end(TensorBits),
            std::begin(T.CounterBits));
  T.OtherFieldsNoWait = TensorOtherFieldsNoWait;
  return T;
}

std::string TargetFacts::ldsDmaSizeList() const {
  std::string S;
  for (unsigned Bytes = 1; Bytes != 32; ++Bytes)
    if (supportsLdsDmaSize(Bytes))
      S += (S.empty() ? "" : ", ") + std::to_string(Bytes);
  return S;
}

unsigned TargetFacts::encodeWait(unsigned N) const {
  if (N > CounterFieldMax)
    N = CounterFieldMax;
  unsigned Imm = OtherFieldsNoWait;
  for (const BitRange &R : CounterBits) {
    if (!R.Width)
      break;
    Imm |= (N & ((1u << R.Width) - 1)) << R.Shift;
    N >>= R.Width;
  }
  return Imm;
}

unsigned TargetFacts::decodeWait(unsigned Imm) const {
  unsigned N = 0, Pos = 0;
  for (const BitRange &R : CounterBits) {
    if (!R.Width)
      break;
    N |= (Imm >> R.Shift & ((1u << R.Width) - 1)) << Pos;
    Pos += R.Width;
  }
  return N < CounterFieldMax ? N : CounterFieldMax;
}

ArrayRef<std::string> asyncmark::targetFactsIRForms(StringRef Family) {
  auto It = table().IRForms.find(Family);
  if (It == table().IRForms.end())
    return {};
  return It->second;
}

ArrayRef<std::string> asyncmark::targetFactsOpcodePrefixes(StringRef Family) {
  auto It = table().OpcodePrefixes.find(Family);
  if (It == table().OpcodePrefixes.end())
    return {};
  return It->second;
}

ArrayRef<std::string> asyncmark::targetFactsUncountedOpcodePrefixes() {
  return table().UncountedPrefixes;
}

ArrayRef<std::string> asyncmark::targetFactsWaitOpcodes() {
  return table().WaitOpcodes;
}

/// True if \p Name is one of family \p Family's IR forms, with or without an
/// overload suffix.
static bool isIRFormOf(StringRef Family, StringRef Name) {
  for (const std::string &Form : targetFactsIRForms(Family))
    if (Name == Form ||
        (Name.starts_with(Form) && Name.substr(Form.size()).starts_with(".")))
      return true;
  return false;
}

bool asyncmark::isAsyncTransferIRName(StringRef Name) {
  return isIRFormOf("async_to_lds", Name) || isIRFormOf("async_from_lds", Name);
}

bool asyncmark::isAsyncLoadToLdsIRName(StringRef Name) {
  return isIRFormOf("async_to_lds", Name);
}

bool asyncmark::isTensorTransferIRName(StringRef Name) {
  return isIRFormOf("tensor", Name);
}
