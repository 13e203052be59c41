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

enum class Op : uint8_t { Dma, Other, Flat };

/// What one path leaves behind at a program point.
struct PathState {
  /// In-flight counted operations, oldest first.
  std::vector<Op> InFlight;
  /// Live marks, oldest first: the index in InFlight of the newest DMA
  /// before the mark (-1: complete or none), and the mark's ordinal.
  std::vector<std::pair<int, unsigned>> Marks;

  bool operator<(const PathState &O) const {
    return std::tie(InFlight, Marks) < std::tie(O.InFlight, O.Marks);
  }

  /// Completes the \p N oldest in-flight operations.
  void completeOldest(unsigned N) {
    InFlight.erase(InFlight.begin(), InFlight.begin() + N);
    for (auto &M : Marks)
      M.first = M.first < (int)N ? -1 : M.first - (int)N;
  }

  void issue(Op O, unsigned MaxInFlight) {
    InFlight.push_back(O);
    if (InFlight.size() > MaxInFlight)
      completeOldest(InFlight.size() - MaxInFlight);
  }

  void waitVmcnt(unsigned K) {
    if (K == 0) {
      completeOldest(InFlight.size());
      return;
    }
    // Non-FLAT operations complete in order: at most K of them remain.
    unsigned NonFlat = std::count_if(InFlight.begin(), InFlight.end(),
                                     [](Op O) { return O != Op::Flat; });
    if (NonFlat <= K)
      return;
    unsigned ToComplete = NonFlat - K, Seen = 0;
    std::vector<Op> Kept;
    std::vector<int> NewIndex(InFlight.size(), -1);
    for (unsigned I = 0; I < InFlight.size(); ++I) {
      if (InFlight[I] != Op::Flat && Seen < ToComplete) {
        ++Seen;
        continue;
      }
      NewIndex[I] = Kept.size();
      Kept.push_back(InFlight[I]);
    }
    InFlight = std::move(Kept);
    for (auto &M : Marks)
      if (M.first >= 0)
        M.first = NewIndex[M.first];
  }

  int newestDma() const {
    for (int I = (int)InFlight.size() - 1; I >= 0; --I)
      if (InFlight[I] == Op::Dma)
        return I;
    return -1;
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
          auto [Target, Ordinal] = S.Marks[S.Marks.size() - 1 - W.N];
          if (Target >= 0 && !W.Violated) {
            W.Violated = true;
            W.UncoveredMark = Ordinal;
          }
          // The loosest count this path allows, from the state before the
          // waits emitted for this marker.
          int BTarget = Before.Marks[Before.Marks.size() - 1 - W.N].first;
          if (BTarget >= 0) {
            bool FlatAfter =
                std::any_of(Before.InFlight.begin() + BTarget + 1,
                            Before.InFlight.end(),
                            [](Op O) { return O == Op::Flat; });
            unsigned After = Before.InFlight.size() - 1 - BTarget;
            W.LoosestSafe = std::min(W.LoosestSafe, FlatAfter ? 0u : After);
          }
          S.Marks.erase(S.Marks.begin(), S.Marks.end() - W.N);
        }
        BeforeWaits.reset();
        RunVmcnt = FieldMax;
        continue;
      }
      case Step::Mark:
        S.Marks.push_back({S.newestDma(), St.Imm});
        if (S.Marks.size() > MaxN + 1)
          S.Marks.erase(S.Marks.begin());
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
