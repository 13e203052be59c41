//===- ModelBuilderTest.cpp - What program events mean to the model -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The builder's policies, each against the same program without the
// policy's trigger: an LDS DMA not known to be async, gfx1250's two streams
// of transfers, a call's transfers, the tensor counter.
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/ModelBuilder.h"
#include "gtest/gtest.h"
#include <optional>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

using K = ProgramEventKind;

ProgramEvent dma(bool KnownAsync, bool MayReorderWithLoads = false) {
  ProgramEvent E{K::LdsDma};
  E.KnownAsync = KnownAsync;
  E.MayReorderWithLoads = MayReorderWithLoads;
  return E;
}
/// gfx1250: a store from LDS (the other stream), and a transfer that is
/// not known to be a load or a store.
ProgramEvent store() {
  ProgramEvent E = dma(true, /*MayReorderWithLoads=*/true);
  E.KnownStoreFromLds = true;
  return E;
}
ProgramEvent unknownKind() { return dma(true, /*MayReorderWithLoads=*/true); }
ProgramEvent mark() { return {K::Mark}; }
ProgramEvent wait(unsigned N) { return {K::Wait, N}; }
ProgramEvent callWith(unsigned LoadsIssued, bool Tensor = false,
                      bool Others = false) {
  ProgramEvent E{K::CallWithTransfers};
  E.LeavesAsync = true;
  E.AsyncLoadsIssued = LoadsIssued;
  E.LeavesOtherAsync = Others || !LoadsIssued;
  E.LeavesTensor = Tensor;
  return E;
}

/// A straight-line program of \p Events; the count each wait or fence gets.
struct Straight {
  explicit Straight(std::optional<unsigned> TensorMax = std::nullopt)
      : B(62, TensorMax) {
    Block = B.addBlock();
  }
  unsigned add(const ProgramEvent &E) {
    unsigned H = B.addEvent(Block, E);
    if (E.Kind == K::Wait)
      Results.push_back(H);
    return H;
  }
  unsigned fence() {
    unsigned H = B.addSyncDmaFence(Block);
    Results.push_back(H);
    return H;
  }
  std::vector<std::optional<unsigned>> solve(bool FindTargets = false) {
    B.solve(FindTargets);
    std::vector<std::optional<unsigned>> Counts;
    for (unsigned H : Results)
      Counts.push_back(B.result(H).Count);
    return Counts;
  }
  ModelBuilder B;
  unsigned Block;
  std::vector<unsigned> Results;
};

using Counts = std::vector<std::optional<unsigned>>;

TEST(ModelBuilderTest, DmaNotKnownAsyncIsBothWhereTheProgramHasMarks) {
  // With marks: an ordinary DMA (the fence needs it, and completes it
  // before the wait) and a member of its group.
  Straight WithMarks;
  WithMarks.add(dma(false));
  WithMarks.add(mark());
  WithMarks.add(dma(true));
  WithMarks.add(mark());
  WithMarks.fence();
  WithMarks.add(wait(1));
  EXPECT_EQ(WithMarks.solve(), (Counts{1, std::nullopt}));
  // Without the fence, the wait needs it: a member of its group.
  Straight Member;
  Member.add(dma(false));
  Member.add(mark());
  Member.add(dma(true));
  Member.add(mark());
  Member.add(wait(1));
  EXPECT_EQ(Member.solve(), (Counts{1}));

  // Known async: the fence needs nothing, the wait does.
  Straight Async;
  Async.add(dma(true));
  Async.add(mark());
  Async.add(dma(true));
  Async.add(mark());
  Async.fence();
  Async.add(wait(1));
  EXPECT_EQ(Async.solve(), (Counts{std::nullopt, 1}));

  // Without marks: an ordinary DMA.
  Straight NoMarks;
  NoMarks.add(dma(false));
  NoMarks.add(dma(true));
  NoMarks.fence();
  EXPECT_EQ(NoMarks.solve(), (Counts{1}));
}

TEST(ModelBuilderTest, StoresFromLdsAndLoadsAreTwoStreams) {
  // Loads only: wait(1) leaves the newest group (one load) in flight.
  Straight Loads;
  for (int I = 0; I < 3; ++I) {
    Loads.add(dma(true));
    Loads.add(mark());
  }
  Loads.add(wait(1));
  EXPECT_EQ(Loads.solve(), (Counts{1}));

  // The middle group a store from LDS: no store follows it, and the load
  // after it may complete before it, so only a wait for 0 completes it.
  Straight Mixed;
  Mixed.add(dma(true));
  Mixed.add(mark());
  Mixed.add(store());
  Mixed.add(mark());
  Mixed.add(dma(true));
  Mixed.add(mark());
  Mixed.add(wait(1));
  EXPECT_EQ(Mixed.solve(), (Counts{0}));

  // The store in the group left in flight: the targeted load is done once
  // fewer than two transfers are, since the newer load completes after it;
  // the store does not count.
  Straight StoreKept;
  StoreKept.add(dma(true));
  StoreKept.add(mark());
  StoreKept.add(store());
  StoreKept.add(dma(true));
  StoreKept.add(mark());
  StoreKept.add(wait(1));
  EXPECT_EQ(StoreKept.solve(), (Counts{1}));

  // Stores in order among themselves: the targeted store has one newer
  // store; the loads in between do not count.
  Straight StoreTarget;
  StoreTarget.add(store());
  StoreTarget.add(mark());
  StoreTarget.add(dma(true));
  StoreTarget.add(dma(true));
  StoreTarget.add(store());
  StoreTarget.add(mark());
  StoreTarget.add(wait(1));
  EXPECT_EQ(StoreTarget.solve(), (Counts{1}));

  // Both streams targeted: the stricter of the two counts (the loads' 1,
  // the stores' 2).
  Straight Both;
  Both.add(dma(true));
  Both.add(store());
  Both.add(mark());
  Both.add(dma(true));
  Both.add(store());
  Both.add(store());
  Both.add(mark());
  Both.add(wait(1));
  EXPECT_EQ(Both.solve(), (Counts{1}));

  // Stores alone are one stream, in order.
  Straight Stores;
  for (int I = 0; I < 3; ++I) {
    Stores.add(store());
    Stores.add(mark());
  }
  Stores.add(wait(1));
  EXPECT_EQ(Stores.solve(), (Counts{1}));

  // A transfer of unknown kind counts in neither stream: only a wait for 0
  // completes its group, and it does not count after a load. Also with no
  // load in the program (it may be one).
  Straight Unknown;
  Unknown.add(dma(true));
  Unknown.add(mark());
  Unknown.add(unknownKind());
  Unknown.add(mark());
  Unknown.add(wait(1));
  EXPECT_EQ(Unknown.solve(), (Counts{0}));
  Straight UnknownAfterStore;
  UnknownAfterStore.add(store());
  UnknownAfterStore.add(mark());
  UnknownAfterStore.add(unknownKind());
  UnknownAfterStore.add(mark());
  UnknownAfterStore.add(wait(1));
  EXPECT_EQ(UnknownAfterStore.solve(), (Counts{0}));

  // Across a diamond: the store is on one arm only; the other arm's path
  // has the load alone after the target. Each stream takes its strictest
  // path, the wait the stricter stream.
  ModelBuilder D(62, std::nullopt);
  unsigned Entry = D.addBlock(), Then = D.addBlock(), Else = D.addBlock(),
           Join = D.addBlock();
  D.addEdge(Entry, Then);
  D.addEdge(Entry, Else);
  D.addEdge(Then, Join);
  D.addEdge(Else, Join);
  D.addEvent(Entry, dma(true));
  D.addEvent(Entry, mark());
  D.addEvent(Then, store());
  D.addEvent(Then, dma(true));
  D.addEvent(Then, dma(true));
  D.addEvent(Else, dma(true));
  D.addEvent(Join, mark());
  unsigned W = D.addEvent(Join, wait(1));
  D.solve(/*FindTargetMarks=*/false);
  EXPECT_EQ(D.result(W).Count, std::optional<unsigned>(1));
}

TEST(ModelBuilderTest, ACallStandsForTheLoadsItIssues) {
  // Three loads on every path of the callee: they are the first group, and
  // the load after them keeps its count.
  Straight Known;
  Known.add(callWith(3));
  Known.add(mark());
  Known.add(dma(true));
  Known.add(mark());
  Known.add(wait(1));
  EXPECT_EQ(Known.solve(), (Counts{1}));

  // Two loads on every path and maybe stores from LDS: the loads still
  // count for the load before them; the stores, of any number, only a wait
  // for 0 completes (fuzz seed 520012).
  Straight LoadsAndOthers;
  LoadsAndOthers.add(dma(true));
  LoadsAndOthers.add(mark());
  LoadsAndOthers.add(callWith(2, /*Tensor=*/false, /*Others=*/true));
  LoadsAndOthers.add(mark());
  LoadsAndOthers.add(wait(1));
  LoadsAndOthers.add(wait(0));
  EXPECT_EQ(LoadsAndOthers.solve(), (Counts{2, 0}));
  // And with a store of the caller's in flight: the stores' stream needs
  // its own count (none after it: 0).
  Straight WithStore;
  WithStore.add(dma(true));
  WithStore.add(store());
  WithStore.add(mark());
  WithStore.add(callWith(2, /*Tensor=*/false, /*Others=*/true));
  WithStore.add(mark());
  WithStore.add(wait(1));
  EXPECT_EQ(WithStore.solve(), (Counts{0}));

  // Unknown number or kind: only a wait for 0 completes them.
  Straight Unknown;
  Unknown.add(callWith(0));
  Unknown.add(mark());
  Unknown.add(dma(true));
  Unknown.add(mark());
  Unknown.add(wait(1));
  EXPECT_EQ(Unknown.solve(), (Counts{0}));

  // A store from LDS in the first group: no store follows it, and the
  // callee's loads may pass it.
  Straight AfterStore;
  AfterStore.add(store());
  AfterStore.add(dma(true));
  AfterStore.add(mark());
  AfterStore.add(callWith(3));
  AfterStore.add(mark());
  AfterStore.add(dma(true));
  AfterStore.add(mark());
  AfterStore.add(wait(1));
  EXPECT_EQ(AfterStore.solve(), (Counts{0}));

  // A store in the group left in flight: the callee's three loads still
  // complete after the load before the call, and the store does not count.
  Straight StoreAfterCall;
  StoreAfterCall.add(dma(true));
  StoreAfterCall.add(mark());
  StoreAfterCall.add(callWith(3));
  StoreAfterCall.add(store());
  StoreAfterCall.add(mark());
  StoreAfterCall.add(wait(1));
  EXPECT_EQ(StoreAfterCall.solve(), (Counts{3}));

  // The callee's stores count in the stores' stream: the caller's store
  // before the call has the callee's two after it (asynccnt(2)); unknown in
  // number, only 0 would do.
  for (unsigned Stores : {0u, 2u}) {
    Straight Counted;
    Counted.add(store());
    Counted.add(mark());
    ProgramEvent Call = callWith(1, /*Tensor=*/false, /*Others=*/true);
    Call.AsyncStoresIssued = Stores;
    Counted.add(Call);
    Counted.add(dma(true));
    Counted.add(mark());
    Counted.add(wait(1));
    EXPECT_EQ(Counted.solve(), (Counts{Stores})) << Stores;
  }

  // Loads and stores issued on every path (fuzz seed 70515): each stream
  // counts the callee's own, and wait(1) completes the group of the call.
  // A load and a store after it: one of each stream after the callee's,
  // asynccnt(1). Without the store, the callee's store has none after it:
  // 0. Its stores are no reason for a wait for 0 in the loads' stream.
  for (bool StoreAfter : {false, true}) {
    Straight Both;
    Both.add(dma(true));
    Both.add(mark());
    ProgramEvent Call = callWith(2, /*Tensor=*/false, /*Others=*/true);
    Call.AsyncStoresIssued = 1;
    Both.add(Call);
    Both.add(mark());
    Both.add(dma(true));
    if (StoreAfter)
      Both.add(store());
    Both.add(mark());
    Both.add(wait(1));
    EXPECT_EQ(Both.solve(), (Counts{StoreAfter ? 1u : 0u})) << StoreAfter;
  }

  // Only calls issue stores: still two streams. The first call's load and
  // store each have the second call's after them.
  Straight TwoCalls;
  for (int I = 0; I < 2; ++I) {
    ProgramEvent Call = callWith(1, /*Tensor=*/false, /*Others=*/true);
    Call.AsyncStoresIssued = 1;
    TwoCalls.add(Call);
    TwoCalls.add(mark());
  }
  TwoCalls.add(wait(1));
  EXPECT_EQ(TwoCalls.solve(), (Counts{1}));

  // A callee that may issue no load on some path: its loads count nothing,
  // and only a wait for 0 completes the group of the call, however many
  // stores it issues. The caller's load before the call keeps its count.
  Straight MaybeLoads;
  MaybeLoads.add(dma(true));
  MaybeLoads.add(mark());
  ProgramEvent StoresOnly = callWith(0, /*Tensor=*/false, /*Others=*/true);
  StoresOnly.AsyncStoresIssued = 2;
  MaybeLoads.add(StoresOnly);
  MaybeLoads.add(dma(true));
  MaybeLoads.add(mark());
  MaybeLoads.add(wait(1));
  MaybeLoads.add(wait(0));
  EXPECT_EQ(MaybeLoads.solve(), (Counts{1, 0}));

  // A callee that drains (its last transfer completes only with ASYNCcnt
  // 0 before its return): nothing is in flight after the call, the
  // caller's load and store included. Without the drain, wait(1) needs
  // the store before the call done: 0.
  for (bool Drains : {false, true}) {
    Straight Drained;
    Drained.add(dma(true));
    Drained.add(store());
    Drained.add(mark());
    ProgramEvent Call = callWith(1);
    Call.DrainsAsync = Drains;
    Drained.add(Call);
    Drained.add(dma(true));
    Drained.add(mark());
    Drained.add(wait(1));
    EXPECT_EQ(Drained.solve(), Drains ? Counts{std::nullopt} : Counts{0})
        << Drains;
  }
}

TEST(ModelBuilderTest, TensorTransfersHaveTheirOwnCounter) {
  // Two groups, each of a load and a tensor transfer: wait(1) leaves the
  // newest group's one of each in flight, on each counter.
  Straight S(/*TensorMax=*/62);
  for (int I = 0; I < 2; ++I) {
    S.add(dma(true));
    S.add({K::TensorOp});
    S.add(mark());
  }
  unsigned W = S.add(wait(1));
  EXPECT_EQ(S.solve(), (Counts{1}));
  const WaitResult *T = S.B.tensorResult(W);
  ASSERT_NE(T, nullptr);
  EXPECT_EQ(T->Count, std::optional<unsigned>(1));

  // No tensor transfer: no tensor model.
  Straight None(/*TensorMax=*/62);
  None.add(dma(true));
  None.add(mark());
  unsigned W2 = None.add(wait(0));
  EXPECT_EQ(None.solve(), (Counts{0}));
  EXPECT_EQ(None.B.tensorResult(W2), nullptr);
}

TEST(ModelBuilderTest, TargetMarksNameTheMarkEvents) {
  Straight S;
  S.add(dma(true));
  unsigned First = S.add(mark());
  S.add(dma(true));
  S.add(mark());
  unsigned W = S.add(wait(1));
  EXPECT_EQ(S.solve(/*FindTargets=*/true), (Counts{1}));
  const WaitResult &R = S.B.result(W);
  ASSERT_EQ(R.TargetMarks.size(), 1u);
  EXPECT_EQ(S.B.markHandle(R.TargetMarks[0]), First);
}

} // end anonymous namespace
