//===- TargetFacts.cpp - The AMDGPU facts the plugin relies on ------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Looks processors up in the target-facts table, which the build generated
/// from data/target-facts.json into constants
/// (AMDGPUAsyncMark/TargetFactsTable.inc; a malformed table fails the
/// build), and encodes and decodes the counters' waits.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/TargetParser/TargetParser.h"
#include <algorithm>
#include <cassert>
#include <iterator>

using namespace llvm;
using namespace llvm::asyncmark;

std::optional<TargetFacts> TargetFacts::forCPU(StringRef CPU) {
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(CPU);
  if (V.Major == 0)
    return std::nullopt;
  TargetFacts F;
  auto Matches = [](int Field, unsigned Value) {
    return Field < 0 || static_cast<unsigned>(Field) == Value;
  };
  for (const target_table::GenerationRow &Gen : target_table::Generations) {
    if (!Matches(Gen.Major, V.Major) || !Matches(Gen.Minor, V.Minor) ||
        !Matches(Gen.Stepping, V.Stepping))
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
  for (const target_table::GenerationRow &Gen : target_table::Generations) {
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

unsigned TargetFacts::counterMask() const {
  unsigned Mask = 0;
  for (const BitRange &R : CounterBits) {
    if (!R.Width)
      break;
    Mask |= ((1u << R.Width) - 1) << R.Shift;
  }
  return Mask;
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

/// The table's DMA family \p Family, or null.
static const target_table::FamilyRow *family(StringRef Family) {
  for (const target_table::FamilyRow &Row : target_table::Families)
    if (Row.Name == Family)
      return &Row;
  return nullptr;
}

ArrayRef<StringRef> asyncmark::targetFactsIRForms(StringRef Family) {
  const target_table::FamilyRow *Row = family(Family);
  return Row ? Row->IRForms : ArrayRef<StringRef>();
}

ArrayRef<StringRef> asyncmark::targetFactsOpcodePrefixes(StringRef Family) {
  const target_table::FamilyRow *Row = family(Family);
  return Row ? Row->OpcodePrefixes : ArrayRef<StringRef>();
}

ArrayRef<StringRef> asyncmark::targetFactsUncountedOpcodePrefixes() {
  return target_table::UncountedOpcodePrefixes;
}

ArrayRef<StringRef> asyncmark::targetFactsWaitOpcodes() {
  return target_table::WaitOpcodes;
}

/// True if \p Name is one of family \p Family's IR forms, with or without an
/// overload suffix.
static bool isIRFormOf(StringRef Family, StringRef Name) {
  for (StringRef Form : targetFactsIRForms(Family))
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
