//===- PathCheck.cpp - Exact judgement of async-mark waits ----------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The dataflow of PathCheck.h: why its summaries are exact is explained
/// there, next to the semantics they summarise.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Verify/PathCheck.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <set>
#include <utility>

using namespace llvm::asyncmark::verify;

namespace {

/// No DMA of the stream in flight on any path: above every count, so that
/// the least of a set ignores it and no wait count can leave it uncovered.
constexpr unsigned Done = ~0u;

/// A stream-0 DMA in flight on some path with a FLAT issued after it.
struct FlatAfter {
  unsigned A; ///< Non-FLAT stream-0 operations issued after it.
  unsigned T; ///< All stream-0 operations issued after it (T > A).
  bool operator==(const FlatAfter &O) const { return A == O.A && T == O.T; }
};

/// "The newest DMA of each stream issued before some point" (a mark, or
/// the current point), summarised over the paths that reach a program
/// point by its worst cases.
struct Summary {
  /// Stream 1: the least A of the paths where it is in flight.
  unsigned A1 = Done;
  /// Stream 0 on paths without a FLAT after it: the least A (T = A).
  unsigned A0 = Done;
  /// Stream 0 on paths with a FLAT after it: the pairs no other pair
  /// dominates, A ascending and T descending.
  std::vector<FlatAfter> F0;
  /// Some path has unknown transfers in flight (Step::UnknownTransfers),
  /// which only a wait for 0 completes.
  bool U = false;

  bool done() const { return A1 == Done && A0 == Done && F0.empty() && !U; }
  bool operator==(const Summary &O) const {
    return A1 == O.A1 && A0 == O.A0 && F0 == O.F0 && U == O.U;
  }
};

/// Keeps the pairs of \p F that no other pair dominates (one with A and T
/// at most its own completes no earlier and is never looser), A ascending.
void keepFront(std::vector<FlatAfter> &F) {
  std::sort(F.begin(), F.end(), [](const FlatAfter &L, const FlatAfter &R) {
    return L.A != R.A ? L.A < R.A : L.T < R.T;
  });
  unsigned LeastT = Done;
  std::vector<FlatAfter> Kept;
  for (const FlatAfter &P : F)
    if (P.T < LeastT) {
      Kept.push_back(P);
      LeastT = P.T;
    }
  F = std::move(Kept);
}

/// Joins \p From into \p Into; true if that changed \p Into.
bool joinSummary(Summary &Into, const Summary &From) {
  bool Changed = false;
  if (From.U && !Into.U) {
    Into.U = true;
    Changed = true;
  }
  if (From.A1 < Into.A1) {
    Into.A1 = From.A1;
    Changed = true;
  }
  if (From.A0 < Into.A0) {
    Into.A0 = From.A0;
    Changed = true;
  }
  if (!From.F0.empty() && From.F0 != Into.F0) {
    std::vector<FlatAfter> Old = Into.F0;
    Into.F0.insert(Into.F0.end(), From.F0.begin(), From.F0.end());
    keepFront(Into.F0);
    Changed |= Into.F0 != Old;
  }
  return Changed;
}

/// A live mark's summary on the paths where it is at one depth.
struct MarkSummary {
  unsigned Depth;   ///< 0: the newest live mark.
  unsigned Ordinal; ///< Its ordinal; 0 when ordinals are not told apart.
  Summary S;
  bool before(const MarkSummary &O) const {
    return Depth != O.Depth ? Depth < O.Depth : Ordinal < O.Ordinal;
  }
};

/// The summary of every path reaching a program point.
struct State {
  /// What a mark placed here would close.
  Summary Newest;
  /// By depth then ordinal; only marks with a DMA in flight on some path
  /// (the others need nothing from any wait).
  std::vector<MarkSummary> Marks;
};

/// Joins \p From into \p Into; true if that changed \p Into.
bool joinState(State &Into, const State &From) {
  bool Changed = joinSummary(Into.Newest, From.Newest);
  std::vector<MarkSummary> Merged;
  Merged.reserve(Into.Marks.size() + From.Marks.size());
  auto I = Into.Marks.begin(), IE = Into.Marks.end();
  auto F = From.Marks.begin(), FE = From.Marks.end();
  while (I != IE || F != FE) {
    if (F == FE || (I != IE && I->before(*F))) {
      Merged.push_back(std::move(*I++));
    } else if (I == IE || F->before(*I)) {
      Merged.push_back(*F++);
      Changed = true;
    } else {
      Changed |= joinSummary(I->S, F->S);
      Merged.push_back(std::move(*I++));
      ++F;
    }
  }
  Into.Marks = std::move(Merged);
  return Changed;
}

/// One run of the dataflow over a PathCheckInput.
class Dataflow {
public:
  Dataflow(const PathCheckInput &In, bool NameMarks, PathCheckResult &Result)
      : In(In), FieldMax(In.FieldMax), NameMarks(NameMarks), Result(Result) {
    for (unsigned N : In.WaitN)
      MaxN = std::max(MaxN, N);
  }

  /// False if a block's summary grew past the limit.
  bool run();

private:
  const PathCheckInput &In;
  const unsigned FieldMax;
  const bool NameMarks;
  PathCheckResult &Result;
  unsigned MaxN = 0;

  /// The count of a stream's DMA once one more of its operations follows:
  /// with FieldMax after it, it must be complete.
  unsigned grown(unsigned C) const {
    return C == Done || C + 1 >= FieldMax ? Done : C + 1;
  }
  /// A DMA just issued: nothing after it.
  unsigned fresh() const { return FieldMax > 0 ? 0 : Done; }

  /// A non-FLAT operation of stream 0 was issued.
  void inOrderStream0(Summary &S) const {
    S.A0 = grown(S.A0);
    for (FlatAfter &P : S.F0) {
      ++P.A;
      ++P.T;
    }
    dropFull(S.F0);
  }
  /// A FLAT was issued: now every path has one after the DMA, so the
  /// FLAT-free ones join the front.
  void flat(Summary &S) const {
    for (FlatAfter &P : S.F0)
      ++P.T;
    if (S.A0 != Done) {
      S.F0.push_back({S.A0, S.A0 + 1});
      S.A0 = Done;
      dropFull(S.F0);
      keepFront(S.F0);
      return;
    }
    dropFull(S.F0);
  }
  void dropFull(std::vector<FlatAfter> &F) const {
    F.erase(std::remove_if(F.begin(), F.end(),
                           [&](const FlatAfter &P) { return P.T >= FieldMax; }),
            F.end());
  }
  /// `s_waitcnt vmcnt(K)`: complete where K operations of the stream follow
  /// (K = 0, a call: everywhere). Survivors keep their order, so the front
  /// stays one.
  static void wait(Summary &S, unsigned K) {
    if (K == 0)
      S.U = false;
    if (S.A1 >= K)
      S.A1 = Done;
    if (S.A0 >= K)
      S.A0 = Done;
    S.F0.erase(std::remove_if(S.F0.begin(), S.F0.end(),
                              [&](const FlatAfter &P) { return P.A >= K; }),
               S.F0.end());
  }

  template <typename Fn> void forEach(State &St, Fn F) const {
    F(St.Newest);
    for (MarkSummary &M : St.Marks)
      F(M.S);
    St.Marks.erase(
        std::remove_if(St.Marks.begin(), St.Marks.end(),
                       [](const MarkSummary &M) { return M.S.done(); }),
        St.Marks.end());
  }

  void issue(State &St, Step::Kind K) const;
  void pushMark(State &St, unsigned Ordinal) const;
  void judge(const State &St, unsigned Id, unsigned Emitted);
  void transfer(unsigned B, State &St);
};

void Dataflow::issue(State &St, Step::Kind K) const {
  switch (K) {
  case Step::Dma:
  case Step::Counted:
    forEach(St, [&](Summary &S) { inOrderStream0(S); });
    if (K == Step::Dma) {
      St.Newest.A0 = fresh();
      St.Newest.F0.clear();
    }
    return;
  case Step::DmaOtherStream:
    forEach(St, [&](Summary &S) { S.A1 = grown(S.A1); });
    St.Newest.A1 = fresh();
    return;
  case Step::Flat:
    forEach(St, [&](Summary &S) { flat(S); });
    return;
  case Step::Call:
    forEach(St, [](Summary &S) { wait(S, 0); });
    return;
  case Step::UnknownTransfers:
    // Counted nowhere: nothing else changes.
    St.Newest.U = true;
    return;
  default:
    return;
  }
}

void Dataflow::pushMark(State &St, unsigned Ordinal) const {
  for (MarkSummary &M : St.Marks)
    ++M.Depth;
  // Sorted by depth: the ones past the deepest wait are at the end.
  while (!St.Marks.empty() && St.Marks.back().Depth > MaxN)
    St.Marks.pop_back();
  if (!St.Newest.done())
    St.Marks.insert(St.Marks.begin(), {0, NameMarks ? Ordinal : 0, St.Newest});
}

/// Judges wait marker \p Id on the state right before its run of waits,
/// whose least count is \p Emitted: a target in flight with fewer than
/// Emitted operations of its stream after its DMA stays in flight.
void Dataflow::judge(const State &St, unsigned Id, unsigned Emitted) {
  WaitVerdict &W = Result.Waits[Id];
  W.Reached = true;
  W.Emitted = Emitted;
  for (const MarkSummary &M : St.Marks) {
    if (M.Depth != W.N)
      continue;
    const Summary &S = M.S;
    unsigned LeastA = std::min(S.A1, S.A0);
    if (!S.F0.empty())
      LeastA = std::min(LeastA, S.F0.front().A);
    if (S.U)
      LeastA = 0;
    if (LeastA < Emitted &&
        (!W.Violated || (NameMarks && M.Ordinal < W.UncoveredMark))) {
      W.Violated = true;
      W.UncoveredMark = M.Ordinal;
    }
    // A FLAT after the DMA: only vmcnt(0) is sure to complete it.
    unsigned Loosest = S.F0.empty() && !S.U ? std::min(S.A1, S.A0) : 0;
    W.LoosestSafe = std::min(W.LoosestSafe, Loosest);
  }
}

void Dataflow::transfer(unsigned B, State &St) {
  // The least count of the run of s_waitcnts in progress. The run is applied
  // when it ends: only marks come between its waits, and a mark commutes
  // with a wait (both act on every summary alike), so a wait marker is
  // judged on the state before the run, with the run's count.
  std::optional<unsigned> Run;
  auto EndRun = [&] {
    if (Run)
      forEach(St, [&](Summary &S) { wait(S, *Run); });
    Run.reset();
  };
  for (const Step &S : In.Blocks[B]) {
    switch (S.K) {
    case Step::Waitcnt:
      Run = std::min(Run.value_or(FieldMax), S.Imm);
      continue;
    case Step::Mark:
      pushMark(St, S.Imm);
      continue;
    case Step::WaitMarker: {
      judge(St, S.Id,
            std::min(Run.value_or(FieldMax), S.WaitsRightAfter));
      EndRun();
      // The marker consumes its target and the older marks.
      unsigned N = In.WaitN[S.Id];
      while (!St.Marks.empty() && St.Marks.back().Depth >= N)
        St.Marks.pop_back();
      continue;
    }
    default:
      EndRun();
      issue(St, S.K);
      continue;
    }
  }
  EndRun();
}

bool Dataflow::run() {
  const unsigned NumBlocks = In.Blocks.size();
  // Reverse post-order from the entry, so that a block is mostly visited
  // after its forward predecessors and an inner loop settles before the
  // code after it is visited.
  std::vector<unsigned> Rpo, RpoIndex(NumBlocks, ~0u);
  {
    std::vector<unsigned> PostOrder;
    std::vector<bool> Visited(NumBlocks);
    std::vector<std::pair<unsigned, unsigned>> Stack = {{0, 0}};
    Visited[0] = true;
    while (!Stack.empty()) {
      auto &[B, Next] = Stack.back();
      if (Next < In.Succs[B].size()) {
        unsigned Succ = In.Succs[B][Next++];
        if (!Visited[Succ]) {
          Visited[Succ] = true;
          Stack.push_back({Succ, 0});
        }
        continue;
      }
      PostOrder.push_back(B);
      Stack.pop_back();
    }
    Rpo.assign(PostOrder.rbegin(), PostOrder.rend());
    for (unsigned I = 0; I < Rpo.size(); ++I)
      RpoIndex[Rpo[I]] = I;
  }

  std::vector<std::optional<State>> Entry(NumBlocks);
  Entry[0] = State();
  std::set<unsigned> Work = {RpoIndex[0]};
  while (!Work.empty()) {
    unsigned B = Rpo[*Work.begin()];
    Work.erase(Work.begin());
    State St = *Entry[B];
    transfer(B, St);
    for (unsigned Succ : In.Succs[B]) {
      if (!Entry[Succ])
        Entry[Succ] = St;
      else if (!joinState(*Entry[Succ], St))
        continue;
      if (Entry[Succ]->Marks.size() > In.MaxMarkSummaries)
        return false;
      Work.insert(RpoIndex[Succ]);
    }
  }
  return true;
}

} // end anonymous namespace

PathCheckResult llvm::asyncmark::verify::checkPaths(const PathCheckInput &In) {
  PathCheckResult Result;
  Result.Waits.resize(In.WaitN.size());
  for (unsigned I = 0; I < In.WaitN.size(); ++I)
    Result.Waits[I].N = In.WaitN[I];
  if (In.Blocks.empty() || In.WaitN.empty())
    return Result;

  if (!Dataflow(In, /*NameMarks=*/false, Result).run()) {
    Result.GaveUp = true;
    return Result;
  }
  if (std::none_of(Result.Waits.begin(), Result.Waits.end(),
                   [](const WaitVerdict &W) { return W.Violated; }))
    return Result;

  // Some wait is uncovered: run again telling the marks of one depth apart
  // to name the lowest one left uncovered. Past the limit the verdicts stand
  // and the mark stays unnamed (0).
  PathCheckResult Named;
  Named.Waits = std::vector<WaitVerdict>(Result.Waits.size());
  for (unsigned I = 0; I < In.WaitN.size(); ++I)
    Named.Waits[I].N = In.WaitN[I];
  if (!Dataflow(In, /*NameMarks=*/true, Named).run())
    return Result;
  for (unsigned I = 0; I < Result.Waits.size(); ++I) {
    assert(Named.Waits[I].Violated == Result.Waits[I].Violated &&
           Named.Waits[I].LoosestSafe == Result.Waits[I].LoosestSafe &&
           "telling marks apart changed a verdict");
    Result.Waits[I].UncoveredMark = Named.Waits[I].UncoveredMark;
  }
  return Result;
}
