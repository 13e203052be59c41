//===- PathCheckTest.cpp - The verifier's path simulation -----------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#undef NDEBUG
#ifdef NDEBUG
#error "the verifier's tests run with its asserts (lib/Verify/CMakeLists.txt)"
#endif

#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "gtest/gtest.h"
#include <string>

using namespace llvm::asyncmark::verify;

namespace {

/// Blocks written as strings: D dma, S dma of the other stream (a store
/// from LDS), C counted, F flat, Wk waitcnt k, X call, U unknown transfers
/// (a gfx1250 call), M mark, Nn wait
/// marker n (An right after it: the least count of the waits right after
/// the marker, which the caller finds), O other; blocks separated by '|'.
/// The counter is 6 bits wide.
PathCheckInput parse(const std::string &Text,
                     std::vector<std::vector<unsigned>> Succs = {}) {
  PathCheckInput In;
  In.FieldMax = 63;
  In.Blocks.emplace_back();
  unsigned Marks = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    auto Num = [&] {
      unsigned V = 0;
      while (I + 1 < Text.size() && isdigit(Text[I + 1]))
        V = V * 10 + (Text[++I] - '0');
      return V;
    };
    std::vector<Step> &B = In.Blocks.back();
    switch (C) {
    case '|': In.Blocks.emplace_back(); break;
    case 'D': B.push_back({Step::Dma}); break;
    case 'S': B.push_back({Step::DmaOtherStream}); break;
    case 'C': B.push_back({Step::Counted}); break;
    case 'F': B.push_back({Step::Flat}); break;
    case 'X': B.push_back({Step::Call}); break;
    case 'U': B.push_back({Step::UnknownTransfers}); break;
    case 'O': B.push_back({Step::Other}); break;
    case 'M': B.push_back({Step::Mark, ++Marks}); break;
    case 'W': B.push_back({Step::Waitcnt, Num()}); break;
    case 'A': B.back().WaitsRightAfter = Num(); break;
    case 'N': {
      unsigned N = Num();
      B.push_back({Step::WaitMarker, N, (unsigned)In.WaitN.size()});
      In.WaitN.push_back(N);
      break;
    }
    default: break;
    }
  }
  if (Succs.empty())
    for (unsigned B = 0; B < In.Blocks.size(); ++B)
      Succs.push_back(B + 1 < In.Blocks.size() ? std::vector<unsigned>{B + 1}
                                               : std::vector<unsigned>{});
  In.Succs = Succs;
  return In;
}

TEST(PathCheckTest, MissingWaitIsAViolation) {
  PathCheckResult R = checkPaths(parse("D D M N0 O"));
  ASSERT_EQ(R.Waits.size(), 1u);
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].UncoveredMark, 1u);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
  EXPECT_EQ(R.Waits[0].Emitted, 63u); // none
}

TEST(PathCheckTest, WaitBeforeTheMarkerCovers) {
  PathCheckResult R = checkPaths(parse("D D M W0 N0"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].Emitted, 0u);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
}

// A marker emits no code: the waits right after it act where it is, and
// with the waits before it the least count is the one emitted.
TEST(PathCheckTest, WaitsRightAfterTheMarkerCover) {
  PathCheckResult R = checkPaths(parse("D M D M N1A1 W1 O"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].Emitted, 1u);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 1u);
  EXPECT_TRUE(checkPaths(parse("D M D M N1A2 W2 O")).Waits[0].Violated);
  R = checkPaths(parse("D M D M W2 N1A1 W1 O"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].Emitted, 1u);
  // Without them the same wait is missing.
  EXPECT_TRUE(checkPaths(parse("D M D M N1 W1 O")).Waits[0].Violated);
}

TEST(PathCheckTest, CountedOpsAfterTheGroupAllowALooserWait) {
  PathCheckResult R = checkPaths(parse("D M D M C W2 N1"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 2u);
  // One count too weak leaves the first group's DMA in flight.
  EXPECT_TRUE(checkPaths(parse("D M D M C W3 N1")).Waits[0].Violated);
}

TEST(PathCheckTest, FlatOpsOnlyCompleteAtZero) {
  EXPECT_TRUE(checkPaths(parse("D M F W1 N0")).Waits[0].Violated);
  EXPECT_FALSE(checkPaths(parse("D M F W0 N0")).Waits[0].Violated);
}

// gfx1250: a callee may leave transfers of either kind in flight, none
// included; they join the open group and only a wait for 0 completes them.
// What was pending at the call keeps its count.
TEST(PathCheckTest, UnknownTransfersOnlyCompleteAtZero) {
  EXPECT_TRUE(checkPaths(parse("U M W1 N0")).Waits[0].Violated);
  EXPECT_TRUE(checkPaths(parse("U M N0")).Waits[0].Violated);
  EXPECT_FALSE(checkPaths(parse("U M W0 N0")).Waits[0].Violated);
  EXPECT_EQ(checkPaths(parse("U M W0 N0")).Waits[0].LoosestSafe, 0u);
  // D M U D M: the first group has one counted DMA after it.
  PathCheckResult R = checkPaths(parse("D M U D M W1 N1"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 1u);
  // Both paths of a diamond count: one with unknown transfers needs 0.
  PathCheckResult J =
      checkPaths(parse("D | U | M W1 N0", {{1, 2}, {2}, {}}));
  EXPECT_TRUE(J.Waits[0].Violated);
}

TEST(PathCheckTest, CallsCompleteEverything) {
  EXPECT_FALSE(checkPaths(parse("D M X N0")).Waits[0].Violated);
}

TEST(PathCheckTest, FewerMarksThanNNeedNothing) {
  PathCheckResult R = checkPaths(parse("D M N1"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_TRUE(R.Waits[0].Reached);
}

TEST(PathCheckTest, EveryPathOfADiamondCounts) {
  // bb0 -> bb1 | bb2 -> bb3; only bb2 issues a DMA before the mark.
  PathCheckInput In = parse("O | C | D C | M W1 N0", {{1, 2}, {3}, {3}, {}});
  EXPECT_FALSE(checkPaths(In).Waits[0].Violated);
  In = parse("O | C | D | M W1 N0", {{1, 2}, {3}, {3}, {}});
  EXPECT_TRUE(checkPaths(In).Waits[0].Violated); // the bb2 path
  In = parse("O | C | D C | M W2 N0", {{1, 2}, {3}, {3}, {}});
  EXPECT_TRUE(checkPaths(In).Waits[0].Violated);
}

TEST(PathCheckTest, LoopBackEdgeBringsTheNextIterationsGroup) {
  // bb0: prologue group; bb1: loop { wait(1) ... D M } -> bb1 | bb2.
  PathCheckInput In = parse("D M | W1 N1 D M | O", {{1}, {1, 2}, {}});
  PathCheckResult R = checkPaths(In);
  EXPECT_FALSE(R.Waits[0].Violated);
  // Without the wait: nothing is needed on the first visit (one mark), but
  // the back edge brings a second mark and the prologue's group is open.
  In = parse("D M | N1 D M | O", {{1}, {1, 2}, {}});
  R = checkPaths(In);
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].UncoveredMark, 1u);
}

TEST(PathCheckTest, TooManyMarkSummariesGivesUp) {
  // Two marks in flight at the loop's entry: two summaries in one block.
  PathCheckInput In = parse("D M D M | C N1 W0 | O", {{1}, {1, 2}, {}});
  In.MaxMarkSummaries = 1;
  EXPECT_TRUE(checkPaths(In).GaveUp);
  In.MaxMarkSummaries = 2;
  EXPECT_FALSE(checkPaths(In).GaveUp);
}

TEST(PathCheckTest, NamingTheMarkPastTheLimitKeepsTheVerdict) {
  // bb1 and bb2 each close their own group; the join has one mark depth
  // but two marks at it, so only naming the uncovered one is past a limit
  // of one summary.
  PathCheckInput In = parse("O | D M | D C M | N0", {{1, 2}, {3}, {3}, {}});
  PathCheckResult R = checkPaths(In);
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].UncoveredMark, 1u); // the lower of #1 and #2
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
  In.MaxMarkSummaries = 1;
  R = checkPaths(In);
  EXPECT_FALSE(R.GaveUp);
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].UncoveredMark, 0u);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
}

TEST(PathCheckTest, MarkBetweenTheWaitsAndTheirMarker) {
  // LLVM's own s_waitcnt can land before a mark that a wait marker follows.
  PathCheckResult R = checkPaths(parse("D D W1 M N0"));
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
  R = checkPaths(parse("D D W0 M N0"));
  EXPECT_FALSE(R.Waits[0].Violated);
}

TEST(PathCheckTest, StreamsCompleteInOrderOnlyWithinThemselves) {
  // S M D M N1: the load after the store does not complete it at count 1.
  PathCheckResult R = checkPaths(parse("S M D M W1 N1"));
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
  // S M S M N1: a store after it does.
  R = checkPaths(parse("S M S M W1 N1"));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 1u);
  // D S M D M N1: the mark stands for both kinds; one load follows the
  // load, nothing of its kind follows the store.
  R = checkPaths(parse("D S M D M W1 N1"));
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);
  R = checkPaths(parse("D S M D M W0 N1"));
  EXPECT_FALSE(R.Waits[0].Violated);
}

TEST(PathCheckTest, AWaitLeavesEachStreamItsNewest) {
  // After W1 either stream may still have its newest in flight: the older
  // load D1 is complete, the store is not.
  PathCheckResult R = checkPaths(parse("D S D W1 M N0 O"));
  EXPECT_TRUE(R.Waits[0].Violated);
  R = checkPaths(parse("D M S D W1 N0"));
  // Target is the mark after D1, which has D2 after it: complete at W1.
  EXPECT_FALSE(R.Waits[0].Violated);
}

TEST(PathCheckTest, PathsWithAFlatAfterTheGroupAreNotOrdered) {
  // A counter of 6. The left arm leaves the group's DMA with one in-order
  // operation and four FLATs after it (A 1, T 5), the right arm with two and
  // one (A 2, T 3): the left has fewer for a wait, the right longer before
  // issue stalls complete it. One more operation completes the left path's
  // DMA; the right one's has three in-order operations after it.
  auto Input = [](unsigned Vmcnt) {
    PathCheckInput In =
        parse("D M | C F F F F | C C F | C W" + std::to_string(Vmcnt) + " N0",
              {{1, 2}, {3}, {3}, {}});
    In.FieldMax = 6;
    return In;
  };
  PathCheckResult R = checkPaths(Input(3));
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u); // a FLAT after it on the right
  R = checkPaths(Input(4));
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].UncoveredMark, 1u);
}

} // end anonymous namespace
