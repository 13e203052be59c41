//===- VerdictCorpusTest.cpp - The model against the shared spec ----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every program of test/Corpus/wait-verdicts.json: the count the model
// computes for each wait is the corpus's, and exact.
//
//===----------------------------------------------------------------------===//

#include "../Corpus/VerdictCorpus.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::corpus;

namespace {

TEST(VerdictCorpusTest, TheModelComputesEveryCount) {
  for (const CorpusProgram &P : readCorpus()) {
    FunctionModel FM(/*MaxCount=*/62);
    for (unsigned B = 0; B < P.Blocks.size(); ++B)
      FM.addBlock();
    std::vector<unsigned> Waits;
    for (unsigned B = 0; B < P.Blocks.size(); ++B) {
      for (unsigned S : P.Succs[B])
        FM.addEdge(B, S);
      for (const CorpusEvent &E : P.Blocks[B]) {
        switch (E.Kind) {
        case 'D':
          FM.addEvent(B, Event::asyncDma());
          break;
        case 'M':
          FM.addEvent(B, Event::mark());
          break;
        case 'W':
          Waits.push_back(FM.addEvent(B, Event::wait(E.Imm)));
          break;
        case 'G':
          FM.addEvent(B, Event::countedOp());
          break;
        case 'F':
          FM.addEvent(B, Event::flatOp());
          break;
        case 'C':
          FM.addEvent(B, Event::call());
          break;
        case 'K':
          FM.addEvent(B, Event::existingWait(E.Imm));
          break;
        case 'A':
          break;
        default:
          ADD_FAILURE() << P.Name << ": unknown event " << E.Kind;
        }
      }
    }
    FM.solve();
    ASSERT_EQ(Waits.size(), P.Needs.size()) << P.Name;
    for (unsigned I = 0; I < Waits.size(); ++I) {
      const WaitResult &R = FM.result(Waits[I]);
      EXPECT_EQ(R.Count, P.Needs[I]) << P.Name << ", wait #" << I;
      EXPECT_FALSE(R.Conservative) << P.Name << ", wait #" << I;
    }
  }
}

} // end anonymous namespace
