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

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <tuple>

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

void FunctionModel::transfer(unsigned B, MarkState &S,
                             const CountVector *Emitted) {
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

void FunctionModel::runDataflow(const CountVector *Emitted) {
  ++Rounds;
  SmallVector<std::optional<MarkState>, 0> In(Blocks.size());
  In[0].emplace(MaxCount, MarkLimit);
  BitVector Dirty(Blocks.size());
  Dirty.set(0);
  // Each sweep visits, in reverse post-order, the blocks whose in-state
  // changed; only back edges make another sweep necessary.
  while (Dirty.any()) {
    ++Iterations;
    for (unsigned B : RPO) {
      if (!Dirty.test(B))
        continue;
      Dirty.reset(B);
      MarkState S = *In[B];
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
}

FunctionModel::CountVector FunctionModel::neededCounts() const {
  CountVector Counts;
  for (const WaitResult &R : Results)
    Counts.push_back(R.Count);
  return Counts;
}

/// True if no count in \p Emitted is above (nothing being +infinity) the
/// one in \p Needed.
static bool isSafe(const SmallVectorImpl<std::optional<unsigned>> &Emitted,
                   const SmallVectorImpl<std::optional<unsigned>> &Needed) {
  for (auto [E, N] : zip_equal(Emitted, Needed))
    if (N && (!E || *E > *N))
      return false;
  return true;
}

bool FunctionModel::isSafeToEmit(const CountVector &Counts) {
  if (Rounds >= MaxRounds)
    return false;
  runDataflow(&Counts);
  return isSafe(Counts, neededCounts());
}

bool FunctionModel::raise(CountVector &Emitted, const CountVector &Needed) {
  if (isSafeToEmit(Needed)) {
    Emitted = Needed;
    return true;
  }
  // Counts as a chain: 0 .. MaxCount, then MaxCount + 1 for nothing.
  auto Encode = [&](std::optional<unsigned> Count) {
    return Count ? *Count : MaxCount + 1;
  };
  auto Decode = [&](unsigned Code) -> std::optional<unsigned> {
    if (Code > MaxCount)
      return std::nullopt;
    return Code;
  };
  for (unsigned B : RPO) {
    for (unsigned Id : Blocks[B].Events) {
      if (Emitted[Id] == Needed[Id])
        continue;
      // With the other counts fixed, raising this one lowers what every wait
      // needs, so the safe counts for it are those up to some bound.
      unsigned Lo = Encode(Emitted[Id]), Hi = Encode(Needed[Id]);
      CountVector Counts = Emitted;
      while (Lo < Hi) {
        unsigned Mid = Lo + (Hi - Lo + 1) / 2;
        Counts[Id] = Decode(Mid);
        if (isSafeToEmit(Counts))
          Lo = Mid;
        else
          Hi = Mid - 1;
      }
      if (Lo == Encode(Emitted[Id]))
        continue;
      Emitted[Id] = Decode(Lo);
      runDataflow(&Emitted);
      return true;
    }
  }
  return false;
}

void FunctionModel::solve() {
  Results.assign(Events.size(), WaitResult());
  Iterations = 0;
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
  CountVector Emitted = neededCounts();
  runDataflow(&Emitted);
  CountVector Needed = neededCounts();
  assert(isSafe(Emitted, Needed) && "the first round's counts are safe");
  while (Needed != Emitted) {
    SmallVector<WaitResult, 0> Current = Results;
    if (!raise(Emitted, Needed)) {
      Results = std::move(Current);
      for (unsigned Id = 0, E = Results.size(); Id != E; ++Id) {
        if (Emitted[Id] == Needed[Id])
          continue;
        Results[Id].Count = Emitted[Id];
        Results[Id].Conservative = true;
      }
      break;
    }
    Needed = neededCounts();
  }

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
void FunctionModel::findTargetMarks(unsigned B, unsigned Pos) {
  unsigned WaitId = Blocks[B].Events[Pos];
  const unsigned N = Events[WaitId].Imm;
  SmallVector<unsigned, 4> &Targets = Results[WaitId].TargetMarks;

  // A block, the end of the events to scan in it, and the marks passed.
  SmallVector<std::tuple<unsigned, unsigned, unsigned>, 16> Work{{B, Pos, 0}};
  // (block, marks passed) already queued with the whole block to scan.
  DenseSet<std::pair<unsigned, unsigned>> Queued;
  // Scans one block backwards; returns false if the path ends in it.
  auto Scan = [&](unsigned Blk, unsigned End, unsigned &Passed) {
    for (unsigned I = End; I-- > 0;) {
      unsigned Id = Blocks[Blk].Events[I];
      const Event &E = Events[Id];
      if (E.Kind == EventKind::Mark) {
        if (Passed == N) {
          Targets.push_back(Id);
          return false;
        }
        ++Passed;
      } else if (E.Kind == EventKind::Wait && N - Passed >= E.Imm) {
        return false;
      }
    }
    return true;
  };
  while (!Work.empty()) {
    auto [Blk, End, Passed] = Work.pop_back_val();
    if (!Scan(Blk, End, Passed))
      continue;
    for (unsigned Pred : Blocks[Blk].Preds)
      if (Reachable.test(Pred) && Queued.insert({Pred, Passed}).second)
        Work.push_back({Pred, Blocks[Pred].Events.size(), Passed});
  }
  llvm::sort(Targets);
  Targets.erase(std::unique(Targets.begin(), Targets.end()), Targets.end());
}
