//===- FunctionModel.cpp - Async mark waits over a CFG --------------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The fixed-point solver of FunctionModel and the search for the marks a
/// wait targets.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AffineLength.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <optional>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

FunctionModel::FunctionModel(unsigned MaxCount) : MaxCount(MaxCount) {}

unsigned FunctionModel::addBlock() {
  Blocks.emplace_back();
  return Blocks.size() - 1;
}

void FunctionModel::addEdge(unsigned From, unsigned To) {
  assert(From < Blocks.size() && To < Blocks.size() && "no such block");
  Blocks[From].Succs.push_back(To);
  Blocks[To].Preds.push_back(From);
}

unsigned FunctionModel::addEvent(unsigned B, Event E) {
  assert(B < Blocks.size() && "no such block");
  Events.push_back(E);
  Blocks[B].Events.push_back(Events.size() - 1);
  return Events.size() - 1;
}

const WaitResult &FunctionModel::result(unsigned EventId) const {
  assert(EventId < Results.size() && "no result: unknown event or unsolved");
  assert((Events[EventId].Kind == EventKind::Wait ||
          Events[EventId].Kind == EventKind::SyncDmaFence) &&
         "only waits and sync-DMA fences have results");
  return Results[EventId];
}

SmallVector<unsigned, 0> FunctionModel::reversePostOrder() const {
  SmallVector<unsigned, 0> PostOrder;
  if (Blocks.empty())
    return PostOrder;
  BitVector Visited(Blocks.size());
  // Each stack entry is a block and the index of its next successor to visit.
  SmallVector<std::pair<unsigned, unsigned>, 16> Stack{{0, 0}};
  Visited.set(0);
  while (!Stack.empty()) {
    auto &[B, NextSucc] = Stack.back();
    if (NextSucc == Blocks[B].Succs.size()) {
      PostOrder.push_back(B);
      Stack.pop_back();
      continue;
    }
    unsigned Succ = Blocks[B].Succs[NextSucc++];
    if (!Visited.test(Succ)) {
      Visited.set(Succ);
      Stack.push_back({Succ, 0});
    }
  }
  std::reverse(PostOrder.begin(), PostOrder.end());
  return PostOrder;
}

template <typename StateT>
void FunctionModel::transfer(unsigned B, StateT &S,
                             const WaitCounts *Emitted) {
  for (unsigned Id : Blocks[B].Events) {
    const Event &E = Events[Id];
    switch (E.Kind) {
    case EventKind::CountedOp:
      S.countedOp();
      break;
    case EventKind::AsyncDma:
      S.asyncDma();
      break;
    case EventKind::SyncDma:
      S.syncDma();
      break;
    case EventKind::UnknownDma:
      S.unknownDma();
      break;
    case EventKind::UnknownTransfers:
      S.unknownTransfers();
      break;
    case EventKind::FlatOp:
      S.flatOp();
      break;
    case EventKind::Mark:
      S.mark();
      break;
    case EventKind::Call:
      S.call();
      break;
    case EventKind::ExistingWait:
      S.applyWait(E.Imm);
      break;
    case EventKind::Wait:
    case EventKind::SyncDmaFence: {
      Results[Id] =
          E.Kind == EventKind::Wait ? S.required(E.Imm) : S.requiredSync();
      std::optional<unsigned> Count =
          Emitted ? (*Emitted)[Id] : Results[Id].Count;
      if (Count)
        S.applyWait(*Count);
      // The marks left keep covering the DMAs of the consumed ones, complete
      // or not, so consuming loses nothing.
      if (E.Kind == EventKind::Wait)
        S.consume(E.Imm);
      break;
    }
    }
  }
}

template <typename StateT>
void FunctionModel::sweep(MutableArrayRef<std::optional<StateT>> In,
                          BitVector &Dirty, const WaitCounts *Emitted) {
  for (unsigned B : RPO) {
    if (!Dirty.test(B))
      continue;
    Dirty.reset(B);
    StateT S = *In[B];
    transfer(B, S, Emitted);
    for (unsigned Succ : Blocks[B].Succs) {
      if (!In[Succ])
        In[Succ] = S;
      else if (!In[Succ]->join(S))
        continue;
      Dirty.set(Succ);
    }
  }
}

std::optional<unsigned>
FunctionModel::skipSweeps(MutableArrayRef<std::optional<MarkState>> In,
                          ArrayRef<std::optional<MarkState>> PrevIn,
                          const BitVector &Dirty, const WaitCounts *Emitted) {
  // Guess: every run length moves by the same amount in each sweep as in the
  // last one, everything else staying the same. The range is capped so that
  // no length overflows: a run that grows (or shrinks) by at least one per
  // sweep cannot do so more than MarkLimit times anyway.
  constexpr int64_t MaxSlope = int64_t(1) << 24;
  SweepRange Range{std::min<int64_t>(MarkLimit, MaxSlope)};
  SmallVector<SmallVector<int64_t, 4>, 0> Slopes(Blocks.size());
  bool Moves = false;
  for (unsigned B = 0, E = Blocks.size(); B != E; ++B) {
    if (In[B].has_value() != PrevIn[B].has_value())
      return std::nullopt;
    if (!In[B])
      continue;
    if (!In[B]->hasShapeOf(*PrevIn[B]))
      return std::nullopt;
    for (unsigned I = 0, R = In[B]->numRuns(); I != R; ++I) {
      int64_t Len = In[B]->runLength(I);
      int64_t Slope = Len - int64_t(PrevIn[B]->runLength(I));
      if (Slope > MaxSlope || Slope < -MaxSlope)
        return std::nullopt;
      // A run that shrinks must keep at least one mark up to the state
      // after the last skipped sweep, Len + Slope * (Last + 1).
      if (Slope < 0)
        Range.Last = std::min(Range.Last, (Len - 1) / -Slope - 1);
      Moves |= Slope != 0;
      Slopes[B].push_back(Slope);
    }
  }
  if (!Moves || Range.Last < 1)
    return std::nullopt;

  using AffineState = BasicMarkState<AffineLength>;
  SmallVector<std::optional<AffineState>, 0> Sym(Blocks.size());
  for (unsigned B = 0, E = Blocks.size(); B != E; ++B)
    if (In[B])
      Sym[B] = In[B]->withRunLengths<AffineLength>([&](unsigned I) {
        return AffineLength(In[B]->runLength(I), Slopes[B][I], &Range);
      });
  BitVector SymDirty = Dirty;
  sweep<AffineState>(Sym, SymDirty, Emitted);
  // For every s in [0, Range.Last], the sweep from the in-states at s takes
  // the branches it took at s = 0, and ends in the states Sym at s. The
  // guess holds if those are the in-states at s + 1, for every s: the same
  // affine functions, since the range has two points or more.
  if (SymDirty != Dirty || Range.Last < 1)
    return 0;
  for (unsigned B = 0, E = Blocks.size(); B != E; ++B) {
    if (Sym[B].has_value() != In[B].has_value())
      return 0;
    if (!In[B])
      continue;
    if (!Sym[B]->hasShapeOf(*In[B]))
      return 0;
    for (unsigned I = 0, R = In[B]->numRuns(); I != R; ++I) {
      AffineLength Next(int64_t(In[B]->runLength(I)) + Slopes[B][I],
                        Slopes[B][I], &Range);
      if (!Sym[B]->runLength(I).isIdentical(Next))
        return 0;
    }
  }
  // The plain iteration would run Range.Last + 1 sweeps with the dirty
  // blocks unchanged, each moving the lengths by their slopes.
  int64_t Skipped = Range.Last + 1;
  for (unsigned B = 0, E = Blocks.size(); B != E; ++B)
    if (In[B])
      In[B] = In[B]->withRunLengths<unsigned>([&](unsigned I) {
        return unsigned(In[B]->runLength(I) + Slopes[B][I] * Skipped);
      });
  return Skipped;
}

void FunctionModel::runDataflow(const WaitCounts *Emitted) {
  ++Rounds;
  SmallVector<std::optional<MarkState>, 0> In(Blocks.size());
  In[0].emplace(MaxCount, MarkLimit);
  BitVector Dirty(Blocks.size());
  Dirty.set(0);
  // The in-states and dirty blocks at the start of the last sweep, kept
  // from the third sweep of the round on to guess how the lengths move (most
  // rounds end before). A wrong guess costs a symbolic sweep; after one, the
  // next few sweeps (twice as many each time) are not guessed from.
  SmallVector<std::optional<MarkState>, 0> PrevIn;
  BitVector PrevDirty;
  unsigned Sweeps = 0, GuessFrom = 2, Backoff = 1;
  bool Skipped = false;
  // Each sweep visits, in reverse post-order, the blocks whose in-state
  // changed; only back edges make another sweep necessary.
  while (Dirty.any()) {
    if (!PrevIn.empty() && Dirty == PrevDirty) {
      std::optional<unsigned> N = skipSweeps(In, PrevIn, Dirty, Emitted);
      PrevIn.clear();
      if (N && *N) {
        SkippedSweeps += *N;
        Skipped = true;
        continue;
      }
      if (N) {
        GuessFrom = Sweeps + Backoff;
        Backoff *= 2;
      }
    }
    PrevIn.clear();
    if (SkipEnabled && Sweeps >= GuessFrom) {
      PrevIn = In;
      PrevDirty = Dirty;
    }
    ++Iterations;
    ++Sweeps;
    sweep<MarkState>(In, Dirty, Emitted);
  }
  // Results holds what each wait needs at its last visit, which the plain
  // iteration makes with the block's final in-state (any later change would
  // visit it again). Skipped sweeps may hold the last visit of a block.
  if (Skipped)
    for (unsigned B : RPO) {
      MarkState S = *In[B];
      transfer(B, S, Emitted);
    }
}

WaitCounts FunctionModel::neededCounts() const {
  WaitCounts Counts;
  for (const WaitResult &R : Results)
    Counts.push_back(R.Count);
  return Counts;
}

WaitCounts FunctionModel::countsNeededWhenEmitting(const WaitCounts &Emitted) {
  assert(Emitted.size() == Events.size() && "a count per event");
  assert(Results.size() == Events.size() && "only after solve()");
  if (Blocks.empty())
    return {};
  runDataflow(&Emitted);
  return neededCounts();
}

void FunctionModel::solve() {
  Results.assign(Events.size(), WaitResult());
  Iterations = 0;
  SkippedSweeps = 0;
  Rounds = 0;
  if (Blocks.empty())
    return;

  unsigned MaxN = 0;
  for (const Event &E : Events)
    if (E.Kind == EventKind::Wait)
      MaxN = std::max(MaxN, E.Imm);
  assert(MaxN < UINT32_MAX && "wait.asyncmark operand out of range");
  MarkLimit = MaxN + 1;
  RPO = reversePostOrder();
  Reachable = BitVector(Blocks.size());
  for (unsigned B : RPO)
    Reachable.set(B);

  // The steps are described in the header's file comment.
  runDataflow(/*Emitted=*/nullptr);
  WaitCounts Emitted = neededCounts();
  runDataflow(&Emitted);
  WaitCounts Needed = neededCounts();
  assert(isSafe(Emitted, Needed) && "the first round's counts are safe");
  SmallVector<unsigned, 0> Order;
  for (unsigned B : RPO)
    append_range(Order, Blocks[B].Events);
  SolvedCounts Solved = raiseCounts(
      std::move(Emitted), std::move(Needed), Order, MaxCount,
      MaxRounds > Rounds ? MaxRounds - Rounds : 0,
      [&](const WaitCounts &Counts) {
        runDataflow(&Counts);
        return neededCounts();
      });
  for (unsigned Id = 0, E = Results.size(); Id != E; ++Id) {
    if (Solved.Emitted[Id] == Solved.Needed[Id])
      continue;
    Results[Id].Count = Solved.Emitted[Id];
    Results[Id].Conservative = true;
  }

  if (!FindTargets)
    return;
  for (unsigned B : RPO) {
    for (unsigned Pos = 0, E = Blocks[B].Events.size(); Pos != E; ++Pos) {
      unsigned Id = Blocks[B].Events[Pos];
      if (Events[Id].Kind == EventKind::Wait &&
          Results[Id].MaxMarks > Events[Id].Imm)
        findTargetMarks(B, Pos);
    }
  }
}

/// Walks backwards from the wait, counting the marks passed. The mark met
/// when N have been passed is the target on that path, unless an earlier
/// Wait(M) consumed it: that happens when it was at least the (M+1)-th
/// newest mark there, i.e. N minus the marks passed so far is >= M.
///
/// The walk explores pairs (block, marks passed), one count at a time in
/// increasing order, each pair once. With a large N and a loop that adds
/// marks that is N times the loop's blocks, so counts are skipped where
/// that provably finds nothing new: how a whole block is scanned depends
/// on the count only through the comparisons above, so between the counts
/// where one of them changes ("breakpoints"), exploring count c + 1 from the
/// blocks pending at counts >= c + 1 is exploring count c shifted by one.
/// Once the pending blocks, relative to the current count, repeat those at
/// an earlier count with the same behaviour, they repeat with that period up
/// to the next breakpoint, where the walk resumes. No target is skipped: a
/// mark can only be the target at a count that is a breakpoint of its own.
void FunctionModel::findTargetMarks(unsigned B, unsigned Pos) {
  unsigned WaitId = Blocks[B].Events[Pos];
  const unsigned N = Events[WaitId].Imm;
  SmallVector<unsigned, 4> &Targets = Results[WaitId].TargetMarks;

  // Scans events [0, End) of block Blk backwards with Passed marks passed.
  // Returns the marks passed at the start of the block, or std::nullopt if
  // the path ends in the block.
  auto Scan = [&](unsigned Blk, unsigned End,
                  unsigned Passed) -> std::optional<unsigned> {
    for (unsigned I = End; I-- > 0;) {
      unsigned Id = Blocks[Blk].Events[I];
      const Event &E = Events[Id];
      if (E.Kind == EventKind::Mark) {
        if (Passed == N) {
          Targets.push_back(Id);
          return std::nullopt;
        }
        ++Passed;
      } else if (E.Kind == EventKind::Wait && N - Passed >= E.Imm) {
        return std::nullopt;
      }
    }
    return Passed;
  };

  // The counts at which the scan of some whole block starts to behave
  // differently: a mark found with J marks passed in its block is the
  // target at count N - J only; a Wait(M) found with J passed ends the
  // path up to count N - M - J, and not from N - M - J + 1 on.
  SmallVector<unsigned, 16> Breaks;
  for (unsigned Blk = 0, E = Blocks.size(); Blk != E; ++Blk) {
    if (!Reachable.test(Blk))
      continue;
    unsigned J = 0;
    for (unsigned I = Blocks[Blk].Events.size(); I-- > 0 && J <= N;) {
      const Event &Ev = Events[Blocks[Blk].Events[I]];
      if (Ev.Kind == EventKind::Mark) {
        Breaks.push_back(N - J);
        Breaks.push_back(N - J + 1);
        ++J;
      } else if (Ev.Kind == EventKind::Wait && Ev.Imm <= N - J) {
        Breaks.push_back(N - Ev.Imm - J + 1);
      }
    }
  }
  llvm::sort(Breaks);
  Breaks.erase(std::unique(Breaks.begin(), Breaks.end()), Breaks.end());
  // The first breakpoint after count C (N + 1 if none).
  auto NextBreak = [&](unsigned C) -> uint64_t {
    auto It = std::upper_bound(Breaks.begin(), Breaks.end(), C);
    return It == Breaks.end() ? uint64_t(N) + 1 : *It;
  };

  // Blocks to scan whole, by the marks passed at their end. Every pair is
  // queued once.
  std::map<unsigned, BitVector> Pending;
  auto QueuePreds = [&](unsigned Blk, unsigned Passed) {
    for (unsigned Pred : Blocks[Blk].Preds) {
      if (!Reachable.test(Pred))
        continue;
      BitVector &Queued =
          Pending.try_emplace(Passed, Blocks.size()).first->second;
      Queued.set(Pred);
    }
  };
  if (std::optional<unsigned> Passed = Scan(B, Pos, 0))
    QueuePreds(B, *Passed);

  // The pending blocks relative to the lowest pending count, and where they
  // were seen since the last breakpoint.
  auto PendingKey = [&]() {
    std::vector<unsigned> Key;
    unsigned Base = Pending.begin()->first;
    for (const auto &[Passed, Queued] : Pending) {
      Key.push_back(Passed - Base);
      Key.push_back(Queued.count());
      for (unsigned Blk : Queued.set_bits())
        Key.push_back(Blk);
    }
    return Key;
  };
  std::map<std::vector<unsigned>, unsigned> Seen;
  uint64_t SeenUntil = 0; // The breakpoint that ends the counts in Seen.
  constexpr size_t MaxSeen = 1024;

  SmallVector<unsigned, 16> Work;
  while (!Pending.empty()) {
    unsigned Count = Pending.begin()->first;
    if (NextBreak(Count) != SeenUntil || Seen.size() > MaxSeen) {
      Seen.clear();
      SeenUntil = NextBreak(Count);
    }
    auto [It, New] = Seen.try_emplace(PendingKey(), Count);
    if (!New) {
      // The same pending blocks as at an earlier count with the same
      // behaviour: skip whole periods up to the next breakpoint.
      unsigned Period = Count - It->second;
      uint64_t Skip = (SeenUntil - Count) / Period * Period;
      Seen.clear();
      if (Skip) {
        std::map<unsigned, BitVector> Shifted;
        for (auto &[Passed, Queued] : Pending)
          Shifted.emplace(Passed + Skip, std::move(Queued));
        Pending = std::move(Shifted);
        continue;
      }
    }

    BitVector Queued = std::move(Pending.begin()->second);
    Pending.erase(Pending.begin());
    Work.assign(Queued.set_bits_begin(), Queued.set_bits_end());
    while (!Work.empty()) {
      unsigned Blk = Work.pop_back_val();
      std::optional<unsigned> Passed =
          Scan(Blk, Blocks[Blk].Events.size(), Count);
      if (!Passed)
        continue;
      if (*Passed != Count) {
        QueuePreds(Blk, *Passed);
        continue;
      }
      // No marks in the block: its predecessors at the same count.
      for (unsigned Pred : Blocks[Blk].Preds)
        if (Reachable.test(Pred) && !Queued.test(Pred)) {
          Queued.set(Pred);
          Work.push_back(Pred);
        }
    }
  }
  llvm::sort(Targets);
  Targets.erase(std::unique(Targets.begin(), Targets.end()), Targets.end());
}
