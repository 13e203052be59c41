//===- VerdictCorpusTest.cpp - PathCheck against the shared spec ----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every program of test/Corpus/wait-verdicts.json, each wait with the
// corpus's count emitted right before its marker: PathCheck finds every
// wait safe and that count the loosest every path allows; one wait at a
// time emitting one more is a violation.
//
//===----------------------------------------------------------------------===//

#include "../Corpus/VerdictCorpus.h"
#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::corpus;
using namespace llvm::asyncmark::verify;

namespace {

constexpr unsigned FieldMax = 63;

/// \p P as PathCheck's input, each wait marker I preceded by a wait for
/// Emitted[I] (none for no value).
PathCheckInput toInput(const CorpusProgram &P,
                       const std::vector<std::optional<unsigned>> &Emitted) {
  PathCheckInput In;
  In.FieldMax = FieldMax;
  In.Succs = P.Succs;
  unsigned Marks = 0;
  for (const std::vector<CorpusEvent> &Block : P.Blocks) {
    std::vector<Step> Steps;
    for (const CorpusEvent &E : Block) {
      switch (E.Kind) {
      case 'D':
        Steps.push_back({Step::Dma});
        break;
      case 'M':
        Steps.push_back({Step::Mark, ++Marks});
        break;
      case 'W': {
        unsigned Id = In.WaitN.size();
        if (Emitted[Id])
          Steps.push_back({Step::Waitcnt, *Emitted[Id]});
        Steps.push_back({Step::WaitMarker, E.Imm, Id});
        In.WaitN.push_back(E.Imm);
        break;
      }
      case 'G':
        Steps.push_back({Step::Counted});
        break;
      case 'F':
        Steps.push_back({Step::Flat});
        break;
      case 'C':
        Steps.push_back({Step::Call});
        break;
      case 'K':
        Steps.push_back({Step::Waitcnt, E.Imm});
        break;
      case 'A':
        Steps.push_back({Step::Other});
        break;
      default:
        ADD_FAILURE() << P.Name << ": unknown event " << E.Kind;
      }
    }
    In.Blocks.push_back(std::move(Steps));
  }
  return In;
}

TEST(VerdictCorpusTest, PathCheckJudgesEveryCountExact) {
  for (const CorpusProgram &P : readCorpus()) {
    PathCheckResult R = checkPaths(toInput(P, P.Needs));
    ASSERT_FALSE(R.GaveUp) << P.Name;
    ASSERT_EQ(R.Waits.size(), P.Needs.size()) << P.Name;
    for (unsigned I = 0; I < P.Needs.size(); ++I) {
      const WaitVerdict &W = R.Waits[I];
      EXPECT_FALSE(W.Violated) << P.Name << ", wait #" << I;
      EXPECT_EQ(W.LoosestSafe, P.Needs[I].value_or(~0u))
          << P.Name << ", wait #" << I;
    }
    // One more at any wait that needs a count leaves its target in flight.
    for (unsigned I = 0; I < P.Needs.size(); ++I) {
      if (!P.Needs[I])
        continue;
      std::vector<std::optional<unsigned>> Looser = P.Needs;
      *Looser[I] += 1;
      PathCheckResult L = checkPaths(toInput(P, Looser));
      EXPECT_TRUE(L.Waits[I].Violated)
          << P.Name << ", wait #" << I << " with one more";
    }
  }
}

} // end anonymous namespace
