//===- MarkStateTest.cpp - Tests of the async mark dataflow state ---------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Unit tests of the MarkState transfer functions and join.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/MarkState.h"

#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <string>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

constexpr unsigned MaxCount = 62;
constexpr unsigned Limit = 8;

DistRange range(Dist D) { return DistRange{D, D}; }
DistRange ops(unsigned N) { return range(Dist::ops(N)); }
DistRange poisoned() { return range(Dist::poisoned()); }
DistRange complete() { return range(Dist::complete()); }

/// wait.asyncmark(N) emitting what it needs, as FunctionModel does.
WaitResult wait(MarkState &S, unsigned N) {
  WaitResult R = S.required(N);
  if (R.Count)
    S.applyWait(*R.Count);
  S.consume(N);
  return R;
}

/// A sync-DMA fence emitting what it needs.
WaitResult syncDmaFence(MarkState &S) {
  WaitResult R = S.requiredSync();
  if (R.Count)
    S.applyWait(*R.Count);
  return R;
}

std::string str(const MarkState &S) {
  std::string Out;
  raw_string_ostream OS(Out);
  OS << S;
  return Out;
}

TEST(MarkStateTest, EntryStateIsEmpty) {
  MarkState S(MaxCount, Limit);
  EXPECT_EQ(S.numMarks(), 0u);
  EXPECT_EQ(S.minMarks(), 0u);
  EXPECT_EQ(S.asyncDist(), complete());
  EXPECT_EQ(S.syncDist(), complete());
  WaitResult R = S.required(0);
  EXPECT_FALSE(R.Count);
  EXPECT_TRUE(R.FewerMarks);
  EXPECT_FALSE(R.AlreadySatisfied);
  EXPECT_FALSE(S.requiredSync().Count);
}

TEST(MarkStateTest, DistOrder) {
  EXPECT_LT(Dist::poisoned(), Dist::ops(0));
  EXPECT_LT(Dist::ops(0), Dist::ops(1));
  EXPECT_LT(Dist::ops(UINT32_MAX - 2), Dist::complete());
  EXPECT_EQ(Dist::ops(7).count(), 7u);
}

TEST(MarkStateTest, CountedOpsIncrementPendingDistances) {
  MarkState S(MaxCount, Limit);
  S.countedOp(); // Nothing pending: no effect.
  EXPECT_EQ(S.asyncDist(), complete());
  S.asyncDma();
  EXPECT_EQ(S.asyncDist(), ops(0));
  S.countedOp();
  S.countedOp();
  EXPECT_EQ(S.asyncDist(), ops(2));
  S.syncDma();
  EXPECT_EQ(S.asyncDist(), ops(3));
  EXPECT_EQ(S.syncDist(), ops(0));
  S.asyncDma(); // The newest DMA decides the distance.
  EXPECT_EQ(S.asyncDist(), ops(0));
  EXPECT_EQ(S.syncDist(), ops(1));
}

TEST(MarkStateTest, UnknownDmaIsPendingAsBothKinds) {
  // A DMA not known to be async joins its mark's group and is waited for by
  // a sync-DMA fence: either reading alone could under-wait.
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.unknownDma();
  EXPECT_EQ(S.asyncDist(), ops(0));
  EXPECT_EQ(S.syncDist(), ops(0));
  S.countedOp();
  S.mark();
  EXPECT_EQ(S.markDist(0), ops(1));
  EXPECT_EQ(S.required(0).Count, 1u);
  EXPECT_EQ(syncDmaFence(S).Count, 1u);
  // The fence completed the group.
  EXPECT_TRUE(S.required(0).AlreadySatisfied);

  MarkState Known(MaxCount, Limit);
  Known.asyncDma();
  Known.countedOp();
  EXPECT_FALSE(syncDmaFence(Known).Count);
}

TEST(MarkStateTest, MarkRecordsPendingAsyncDmas) {
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.countedOp();
  S.mark();
  S.asyncDma();
  S.mark();
  EXPECT_EQ(S.numMarks(), 2u);
  EXPECT_EQ(S.minMarks(), 2u);
  EXPECT_EQ(S.markDist(0), ops(0));
  EXPECT_EQ(S.markDist(1), ops(2));
  WaitResult R = S.required(1);
  EXPECT_EQ(R.Count, 2u);
  EXPECT_FALSE(R.FewerMarks);
  EXPECT_FALSE(R.PathsDisagree);
  EXPECT_EQ(S.required(0).Count, 0u);
  EXPECT_FALSE(S.required(2).Count);
  EXPECT_TRUE(S.required(2).FewerMarks);
}

TEST(MarkStateTest, ConsecutiveMarksAreCumulative) {
  MarkState S(MaxCount, Limit);
  S.mark(); // Stands for nothing.
  EXPECT_EQ(S.markDist(0), complete());
  S.asyncDma();
  S.mark();
  S.mark(); // Stands for the same DMA as the previous mark.
  S.countedOp();
  EXPECT_EQ(S.numMarks(), 3u);
  EXPECT_EQ(S.markDist(0), ops(1));
  EXPECT_EQ(S.markDist(1), ops(1));
  EXPECT_EQ(S.markDist(2), complete());
  EXPECT_EQ(S.required(1).Count, 1u);
  WaitResult R = S.required(2);
  EXPECT_FALSE(R.Count);
  EXPECT_TRUE(R.AlreadySatisfied);
}

TEST(MarkStateTest, WaitAppliesCountAndConsumesOldMarks) {
  // A M A M G W(1): the wait needs 2, then only the newest mark is left.
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.mark();
  S.asyncDma();
  S.mark();
  S.countedOp();
  WaitResult R = wait(S, 1);
  EXPECT_EQ(R.Count, 2u);
  EXPECT_EQ(S.numMarks(), 1u);
  EXPECT_EQ(S.minMarks(), 1u);
  EXPECT_EQ(S.markDist(0), ops(1));
  EXPECT_EQ(S.asyncDist(), ops(1));
  // W(0) then needs 1 and consumes the last mark.
  R = wait(S, 0);
  EXPECT_EQ(R.Count, 1u);
  EXPECT_EQ(S.numMarks(), 0u);
  EXPECT_EQ(S.asyncDist(), complete());
}

TEST(MarkStateTest, WaitWithFewerMarksKeepsThem) {
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.mark();
  WaitResult R = wait(S, 1);
  EXPECT_FALSE(R.Count);
  EXPECT_TRUE(R.FewerMarks);
  EXPECT_FALSE(R.AlreadySatisfied);
  EXPECT_EQ(R.MinMarks, 1u);
  EXPECT_EQ(R.MaxMarks, 1u);
  EXPECT_EQ(S.numMarks(), 1u);
  EXPECT_EQ(S.markDist(0), ops(0));
}

TEST(MarkStateTest, ApplyWaitCompletesDistancesAtLeastK) {
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.mark();
  S.syncDma();
  S.asyncDma();
  S.mark();
  S.countedOp();
  // Marks [1, 3], async 1, sync 2.
  S.applyWait(2);
  EXPECT_EQ(S.markDist(0), ops(1));
  EXPECT_EQ(S.markDist(1), complete());
  EXPECT_EQ(S.syncDist(), complete());
  EXPECT_EQ(S.asyncDist(), ops(1));
  // An existing wait makes a later wait.asyncmark unnecessary.
  S.applyWait(1);
  WaitResult R = S.required(0);
  EXPECT_FALSE(R.Count);
  EXPECT_TRUE(R.AlreadySatisfied);
}

TEST(MarkStateTest, CallCompletesEverythingButKeepsMarks) {
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.syncDma();
  S.mark();
  S.flatOp();
  S.call();
  EXPECT_EQ(S.numMarks(), 1u);
  EXPECT_EQ(S.markDist(0), complete());
  EXPECT_EQ(S.asyncDist(), complete());
  EXPECT_EQ(S.syncDist(), complete());
  WaitResult R = S.required(0);
  EXPECT_FALSE(R.Count);
  EXPECT_TRUE(R.AlreadySatisfied);
}

TEST(MarkStateTest, FlatPoisonsPendingDmasOnly) {
  MarkState S(MaxCount, Limit);
  S.asyncDma();
  S.mark();
  S.syncDma();
  S.flatOp();
  EXPECT_EQ(S.markDist(0), poisoned());
  EXPECT_EQ(S.syncDist(), poisoned());
  // Counted ops and a later DMA do not unpoison.
  S.countedOp();
  S.asyncDma();
  S.mark();
  EXPECT_EQ(S.markDist(0), poisoned());
  EXPECT_EQ(S.markDist(1), poisoned());
  WaitResult R = S.required(1);
  EXPECT_EQ(R.Count, 0u);
  EXPECT_TRUE(R.ForcedByFlat);
  // Only vmcnt(0) completes a poisoned DMA.
  S.applyWait(1);
  EXPECT_EQ(S.markDist(1), poisoned());
  S.applyWait(0);
  EXPECT_EQ(S.markDist(1), complete());
  EXPECT_EQ(S.syncDist(), complete());

  // A DMA issued after the FLAT op is not affected.
  MarkState T(MaxCount, Limit);
  T.flatOp();
  T.asyncDma();
  T.mark();
  T.countedOp();
  R = T.required(0);
  EXPECT_EQ(R.Count, 1u);
  EXPECT_FALSE(R.ForcedByFlat);
}

TEST(MarkStateTest, ClampAtMaxCount) {
  MarkState S(/*MaxCount=*/3, Limit);
  S.asyncDma();
  S.mark();
  for (int I = 0; I < 3; ++I)
    S.countedOp();
  WaitResult R = S.required(0);
  EXPECT_EQ(R.Count, 3u);
  EXPECT_FALSE(R.Saturated);
  S.countedOp();
  R = S.required(0);
  EXPECT_EQ(R.Count, 3u);
  EXPECT_TRUE(R.Saturated);
  // The saturated value stays put and any emitted count completes it.
  S.countedOp();
  EXPECT_EQ(S.markDist(0), ops(4));
  S.applyWait(3);
  EXPECT_EQ(S.markDist(0), complete());
}

TEST(MarkStateTest, ExistingWaitAboveMaxCount) {
  // vmcnt(K) with K = MaxCount + 1 completes saturated distances; a larger
  // K cannot know whether a saturated DMA has K ops after it.
  MarkState S(/*MaxCount=*/3, Limit);
  S.asyncDma();
  S.mark();
  for (int I = 0; I < 10; ++I)
    S.countedOp();
  MarkState T = S;
  S.applyWait(5);
  EXPECT_EQ(S.markDist(0), ops(4));
  T.applyWait(4);
  EXPECT_EQ(T.markDist(0), complete());
}

TEST(MarkStateTest, SyncDmaFence) {
  MarkState S(MaxCount, Limit);
  S.syncDma();
  S.countedOp();
  S.asyncDma();
  EXPECT_EQ(S.requiredSync().Count, 2u);
  WaitResult R = syncDmaFence(S);
  EXPECT_EQ(R.Count, 2u);
  EXPECT_EQ(S.syncDist(), complete());
  EXPECT_EQ(S.asyncDist(), ops(0)); // Newer than the sync DMA.
  EXPECT_FALSE(syncDmaFence(S).Count);
}

TEST(MarkStateTest, MarkLimitDropsOnlyUntargetableMarks) {
  // With limit 2 only the two newest entries are kept; each entry already
  // covers every older DMA.
  MarkState S(MaxCount, /*MarkLimit=*/2);
  for (int I = 0; I < 5; ++I) {
    S.asyncDma();
    S.mark();
    S.countedOp();
  }
  EXPECT_EQ(S.numMarks(), 2u);
  EXPECT_EQ(S.minMarks(), 5u);
  EXPECT_EQ(S.markDist(1), ops(3));
  EXPECT_EQ(S.required(1).Count, 3u);
}

TEST(MarkStateTest, ManyEqualMarksAreCheap) {
  MarkState S(MaxCount, /*MarkLimit=*/100001);
  S.asyncDma();
  for (int I = 0; I < 100000; ++I)
    S.mark();
  EXPECT_EQ(S.numMarks(), 100000u);
  EXPECT_EQ(str(S), "marks [0 x100000] min 100000 async 0 sync C");
  EXPECT_EQ(S.required(99999).Count, 0u);
  EXPECT_FALSE(S.required(100000).Count);
}

TEST(MarkStateTest, JoinTakesRangesOverPaths) {
  // Path 1: A M G G M.  Path 2: A M.
  MarkState P1(MaxCount, Limit), P2(MaxCount, Limit);
  P1.asyncDma();
  P1.mark();
  P1.countedOp();
  P1.countedOp();
  P1.mark();
  P2.asyncDma();
  P2.mark();
  MarkState J = P1;
  EXPECT_TRUE(J.join(P2));
  EXPECT_EQ(J.numMarks(), 2u);
  EXPECT_EQ(J.minMarks(), 1u);
  EXPECT_EQ(J.markDist(0), (DistRange{Dist::ops(0), Dist::ops(2)}));
  // Path 2 has no second mark: it needs nothing from it.
  EXPECT_EQ(J.markDist(1), (DistRange{Dist::ops(2), Dist::complete()}));
  EXPECT_EQ(J.asyncDist(), (DistRange{Dist::ops(0), Dist::ops(2)}));
  WaitResult R = J.required(0);
  EXPECT_EQ(R.Count, 0u);
  EXPECT_TRUE(R.PathsDisagree);
  R = J.required(1);
  EXPECT_EQ(R.Count, 2u);
  EXPECT_TRUE(R.FewerMarks);
  EXPECT_TRUE(R.PathsDisagree);
  EXPECT_EQ(R.MinMarks, 1u);
  EXPECT_EQ(R.MaxMarks, 2u);
  // Joining again changes nothing, and join is commutative.
  EXPECT_FALSE(J.join(P2));
  EXPECT_FALSE(J.join(P1));
  MarkState J2 = P2;
  J2.join(P1);
  EXPECT_EQ(J, J2);
}

TEST(MarkStateTest, JoinOfAgreeingPaths) {
  // Path 1: A M G.  Path 2: G A G M. Both need vmcnt(1) for W(0).
  MarkState P1(MaxCount, Limit), P2(MaxCount, Limit);
  P1.asyncDma();
  P1.mark();
  P1.countedOp();
  P2.countedOp();
  P2.asyncDma();
  P2.countedOp();
  P2.mark();
  EXPECT_FALSE(P1.join(P2));
  WaitResult R = P1.required(0);
  EXPECT_EQ(R.Count, 1u);
  EXPECT_FALSE(R.PathsDisagree);
  EXPECT_FALSE(R.FewerMarks);
}

} // namespace
