//===- VerdictCorpus.h - The shared spec of waits, for the C++ judges -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads test/Corpus/wait-verdicts.json, the small programs with the count
/// each wait needs that the model, PathCheck and the assembly checker all
/// run (the file's description says how).
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_UNITTESTS_CORPUS_VERDICTCORPUS_H
#define AMDGPUASYNCMARK_UNITTESTS_CORPUS_VERDICTCORPUS_H

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"
#include <optional>
#include <string>
#include <vector>

#ifndef ASYNCMARK_VERDICT_CORPUS
#error "ASYNCMARK_VERDICT_CORPUS: the path of test/Corpus/wait-verdicts.json"
#endif

namespace llvm {
namespace asyncmark {
namespace corpus {

/// One event of a program: its letter and, for W and K, its number.
struct CorpusEvent {
  char Kind;
  unsigned Imm = 0;
};

struct CorpusProgram {
  std::string Name;
  std::vector<std::vector<CorpusEvent>> Blocks;
  std::vector<std::vector<unsigned>> Succs;
  /// Per wait marker, in block order then position.
  std::vector<std::optional<unsigned>> Needs;
};

/// The corpus's programs; a test failure (and nothing) if the file is
/// malformed.
inline std::vector<CorpusProgram> readCorpus() {
  std::vector<CorpusProgram> Programs;
  auto Buf = MemoryBuffer::getFile(ASYNCMARK_VERDICT_CORPUS);
  if (!Buf) {
    ADD_FAILURE() << "cannot read " << ASYNCMARK_VERDICT_CORPUS;
    return {};
  }
  Expected<json::Value> Root = json::parse((*Buf)->getBuffer());
  if (!Root) {
    ADD_FAILURE() << toString(Root.takeError());
    return {};
  }
  const json::Array *Ps = Root->getAsObject()
                              ? Root->getAsObject()->getArray("programs")
                              : nullptr;
  if (!Ps) {
    ADD_FAILURE() << "no programs";
    return {};
  }
  for (const json::Value &PV : *Ps) {
    const json::Object *P = PV.getAsObject();
    CorpusProgram Prog;
    Prog.Name = P->getString("name").value_or("").str();
    for (const json::Value &BV : *P->getArray("blocks")) {
      const json::Object *B = BV.getAsObject();
      std::vector<CorpusEvent> Events;
      for (const json::Value &EV : *B->getArray("events")) {
        StringRef S = *EV.getAsString();
        CorpusEvent E{S.front()};
        if (S.size() > 1 && S.drop_front().getAsInteger(10, E.Imm))
          ADD_FAILURE() << Prog.Name << ": bad event " << S.str();
        Events.push_back(E);
      }
      std::vector<unsigned> Succs;
      for (const json::Value &SV : *B->getArray("succs"))
        Succs.push_back(static_cast<unsigned>(*SV.getAsInteger()));
      Prog.Blocks.push_back(std::move(Events));
      Prog.Succs.push_back(std::move(Succs));
    }
    for (const json::Value &NV : *P->getArray("needs")) {
      if (std::optional<int64_t> N = NV.getAsInteger())
        Prog.Needs.push_back(static_cast<unsigned>(*N));
      else
        Prog.Needs.push_back(std::nullopt);
    }
    Programs.push_back(std::move(Prog));
  }
  EXPECT_GE(Programs.size(), 10u);
  return Programs;
}

} // namespace corpus
} // namespace asyncmark
} // namespace llvm

#endif
