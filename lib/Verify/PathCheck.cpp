//===- PathCheck.cpp - Concrete path simulation of async-mark waits -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Verify/PathCheck.h"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

using namespace llvm::asyncmark::verify;

namespace {

/// Dma and Other complete in order with each other (stream 0), DmaB only
/// with its own kind (stream 1); Flat in no order.
enum class Op : uint8_t { Dma, Other, Flat, DmaB };

unsigned streamOf(Op O) { return O == Op::DmaB ? 1 : 0; }

/// What one path leaves behind at a program point.
struct PathState {
  /// In-flight counted operations, oldest first.
  std::vector<Op> InFlight;
  /// A live mark: for each stream, the index in InFlight of its newest DMA
  /// before the mark (-1: complete or none), and the mark's ordinal.
  struct Mark {
    int Newest[2];
    unsigned Ordinal;
    bool pending() const { return Newest[0] >= 0 || Newest[1] >= 0; }
    bool operator<(const Mark &O) const {
      return std::tie(Newest[0], Newest[1], Ordinal) <
             std::tie(O.Newest[0], O.Newest[1], O.Ordinal);
    }
  };
  /// Live marks, oldest first.
  std::vector<Mark> Marks;

  bool operator<(const PathState &O) const {
    return std::tie(InFlight, Marks) < std::tie(O.InFlight, O.Marks);
  }

  /// Completes the \p N oldest in-flight operations.
  void completeOldest(unsigned N) {
    InFlight.erase(InFlight.begin(), InFlight.begin() + N);
    for (Mark &M : Marks)
      for (int &I : M.Newest)
        I = I < (int)N ? -1 : I - (int)N;
  }

  /// Completes the in-flight operation at \p I.
  void completeAt(unsigned I) {
    InFlight.erase(InFlight.begin() + I);
    for (Mark &M : Marks)
      for (int &J : M.Newest)
        J = J == (int)I ? -1 : J > (int)I ? J - 1 : J;
  }

  void issue(Op O, unsigned MaxInFlight) {
    InFlight.push_back(O);
    // The counter holds at most MaxInFlight operations. In a stream with
    // more in flight, the oldest has MaxInFlight of its stream after it,
    // so any wait that is a wait completes it. (FLAT counts as stream 0.)
    unsigned Stream = streamOf(O), InStream = 0, Oldest = 0;
    for (unsigned I = InFlight.size(); I-- > 0;)
      if (streamOf(InFlight[I]) == Stream) {
        ++InStream;
        Oldest = I;
      }
    if (InStream > MaxInFlight)
      completeAt(Oldest);
  }

  void waitVmcnt(unsigned K) {
    if (K == 0) {
      completeOldest(InFlight.size());
      return;
    }
    // Each stream completes in order, and the other stream may have
    // completed entirely: at most its K newest operations may remain.
    unsigned InStream[2] = {0, 0};
    for (Op O : InFlight)
      if (O != Op::Flat)
        ++InStream[streamOf(O)];
    if (InStream[0] <= K && InStream[1] <= K)
      return;
    unsigned ToComplete[2] = {InStream[0] > K ? InStream[0] - K : 0,
                              InStream[1] > K ? InStream[1] - K : 0};
    unsigned Seen[2] = {0, 0};
    std::vector<Op> Kept;
    std::vector<int> NewIndex(InFlight.size(), -1);
    for (unsigned I = 0; I < InFlight.size(); ++I) {
      Op O = InFlight[I];
      if (O != Op::Flat && Seen[streamOf(O)] < ToComplete[streamOf(O)]) {
        ++Seen[streamOf(O)];
        continue;
      }
      NewIndex[I] = Kept.size();
      Kept.push_back(O);
    }
    InFlight = std::move(Kept);
    for (Mark &M : Marks)
      for (int &I : M.Newest)
        if (I >= 0)
          I = NewIndex[I];
  }

  /// The newest in-flight DMA of kind \p Kind (Dma or DmaB), or -1.
  int newestDma(Op Kind) const {
    for (int I = (int)InFlight.size() - 1; I >= 0; --I)
      if (InFlight[I] == Kind)
        return I;
    return -1;
  }

  /// The loosest count that completes the in-flight operation at \p I:
  /// the number of its stream's operations issued after it, 0 if a FLAT
  /// operation was issued after it.
  unsigned loosestFor(int I) const {
    unsigned After = 0;
    for (unsigned J = I + 1; J < InFlight.size(); ++J) {
      if (InFlight[J] == Op::Flat && streamOf(InFlight[I]) == 0)
        return 0;
      if (InFlight[J] != Op::Flat &&
          streamOf(InFlight[J]) == streamOf(InFlight[I]))
        ++After;
    }
    return After;
  }
};

} // end anonymous namespace

PathCheckResult llvm::asyncmark::verify::checkPaths(const PathCheckInput &In) {
  PathCheckResult Result;
  Result.Waits.resize(In.WaitN.size());
  unsigned MaxN = 0;
  for (unsigned I = 0; I < In.WaitN.size(); ++I) {
    Result.Waits[I].N = In.WaitN[I];
    MaxN = std::max(MaxN, In.WaitN[I]);
  }
  if (In.Blocks.empty() || In.WaitN.empty())
    return Result;

  const unsigned FieldMax = In.FieldMax;
  std::vector<std::set<PathState>> Seen(In.Blocks.size());
  std::vector<std::pair<unsigned, PathState>> Work;
  Work.push_back({0, PathState()});

  while (!Work.empty()) {
    auto [B, S] = std::move(Work.back());
    Work.pop_back();
    std::set<PathState> &BlockSeen = Seen[B];
    if (!BlockSeen.insert(S).second)
      continue;
    if (BlockSeen.size() > In.MaxStatesPerBlock) {
      Result.GaveUp = true;
      return Result;
    }
    // The state before the run of waits that precedes a marker.
    std::optional<PathState> BeforeWaits;
    unsigned RunVmcnt = FieldMax;
    for (const Step &St : In.Blocks[B]) {
      switch (St.K) {
      case Step::Waitcnt:
        if (!BeforeWaits)
          BeforeWaits = S;
        RunVmcnt = std::min(RunVmcnt, St.Imm);
        S.waitVmcnt(St.Imm);
        continue;
      case Step::WaitMarker: {
        WaitVerdict &W = Result.Waits[St.Id];
        const PathState &Before = BeforeWaits ? *BeforeWaits : S;
        W.Reached = true;
        W.Emitted = BeforeWaits ? RunVmcnt : FieldMax;
        if (S.Marks.size() > W.N) {
          const PathState::Mark &Target = S.Marks[S.Marks.size() - 1 - W.N];
          if (Target.pending() && !W.Violated) {
            W.Violated = true;
            W.UncoveredMark = Target.Ordinal;
          }
          // The loosest count this path allows, from the state before the
          // waits emitted for this marker.
          const PathState::Mark &BTarget =
              Before.Marks[Before.Marks.size() - 1 - W.N];
          for (int I : BTarget.Newest)
            if (I >= 0)
              W.LoosestSafe = std::min(W.LoosestSafe, Before.loosestFor(I));
          S.Marks.erase(S.Marks.begin(), S.Marks.end() - W.N);
        }
        BeforeWaits.reset();
        RunVmcnt = FieldMax;
        continue;
      }
      case Step::Mark:
        // A mark between the waits and their marker closes the same DMAs
        // in the state before the waits too.
        for (PathState *P : {&S, BeforeWaits ? &*BeforeWaits : nullptr}) {
          if (!P)
            continue;
          P->Marks.push_back(
              {{P->newestDma(Op::Dma), P->newestDma(Op::DmaB)}, St.Imm});
          if (P->Marks.size() > MaxN + 1)
            P->Marks.erase(P->Marks.begin());
        }
        continue;
      default:
        break;
      }
      BeforeWaits.reset();
      RunVmcnt = FieldMax;
      switch (St.K) {
      case Step::Dma:
        S.issue(Op::Dma, FieldMax);
        break;
      case Step::DmaOtherStream:
        S.issue(Op::DmaB, FieldMax);
        break;
      case Step::Counted:
        S.issue(Op::Other, FieldMax);
        break;
      case Step::Flat:
        S.issue(Op::Flat, FieldMax);
        break;
      case Step::Call:
        S.waitVmcnt(0);
        break;
      default:
        break;
      }
    }
    for (unsigned Succ : In.Succs[B])
      Work.push_back({Succ, S});
  }
  return Result;
}
