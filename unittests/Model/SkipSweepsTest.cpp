//===- SkipSweepsTest.cpp - Skipped sweeps change nothing -----------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// FunctionModel skips sweeps of its fixed-point iteration when a symbolic
/// sweep proves what they do, and skips counts in the search for the marks a
/// wait targets when the search repeats itself (see FunctionModel.h). Both
/// must be exact accelerations: the results are those of the plain
/// algorithms, field by field.
///
/// On random CFGs with loops that add marks, with and without waits in the
/// loops, and with the largest N small or large (up to 65535), this checks
///  * every field of every result against the same model with skipping
///    turned off (the plain iteration);
///  * that the plain iteration ran exactly iterations() + skippedSweeps()
///    sweeps, i.e. the skipped sweeps are sweeps it ran;
///  * TargetMarks against the plain search: a walk over (block, marks
///    passed) pairs, each explored once, as the model did before.
/// The brute-force path enumerator (PathEnumeratorTest.cpp) cannot be
/// exhaustive on these CFGs, since the number of marks on a path is not
/// bounded; it covers the model itself on small N.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/FunctionModel.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <tuple>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

struct RandomFunction {
  unsigned MaxCount = 0;
  std::vector<std::vector<Event>> Blocks;
  std::vector<std::vector<unsigned>> Succs;
};

class Random {
public:
  explicit Random(unsigned Seed) : Engine(Seed) {}
  /// Uniform in [0, N).
  unsigned below(unsigned N) { return Engine() % N; }
  bool chance(unsigned Percent) { return below(100) < Percent; }

private:
  std::mt19937 Engine;
};

/// A function with a loop whose blocks mostly add a DMA and a mark, like a
/// pipelined loop or a loop around a switch. \p BigN is the largest N of a
/// wait; \p WaitsInLoop allows waits in the loop's blocks, else only the
/// exit has waits.
RandomFunction randomLoopFunction(Random &R, unsigned BigN, bool WaitsInLoop) {
  static const unsigned MaxCounts[] = {2, 4, 62};
  RandomFunction F;
  F.MaxCount = MaxCounts[R.below(3)];
  auto RandomN = [&]() -> unsigned {
    switch (R.below(6)) {
    case 0:
      return BigN;
    case 1:
      return BigN - 1;
    case 2:
      return R.below(BigN + 1);
    default:
      return R.below(4);
    }
  };
  auto RandomEvent = [&](bool InLoop) {
    unsigned Pick = R.below(20);
    if (Pick < 3)
      return Event::countedOp();
    if (Pick < 7)
      return R.chance(90) ? Event::asyncDma() : Event::unknownDma();
    if (Pick < 12)
      return Event::mark();
    if (Pick < 15)
      return InLoop && !WaitsInLoop ? Event::mark() : Event::wait(RandomN());
    switch (Pick) {
    case 15:
      return R.chance(50) ? Event::syncDma() : Event::syncDmaFence();
    case 16:
      return R.chance(30) ? Event::flatOp() : Event::countedOp();
    case 17:
      return Event::existingWait(std::min(R.below(8), F.MaxCount + 1));
    case 18:
      return R.chance(20) ? Event::call() : Event::asyncDma();
    default:
      return Event::countedOp();
    }
  };

  // bb0 is the entry, bb1 the loop header, bb2 .. bbL the loop body, the
  // last block the exit.
  unsigned NumBody = 1 + R.below(7);
  unsigned Header = 1, Latch = 1 + NumBody, Exit = Latch + 1;
  F.Blocks.resize(Exit + 1);
  F.Succs.resize(Exit + 1);
  auto AddEdge = [&](unsigned From, unsigned To) {
    std::vector<unsigned> &S = F.Succs[From];
    if (std::find(S.begin(), S.end(), To) == S.end())
      S.push_back(To);
  };
  for (unsigned B = 0; B <= Exit; ++B) {
    bool InLoop = B >= Header && B <= Latch;
    for (unsigned I = 0, E = R.below(5); I < E; ++I)
      F.Blocks[B].push_back(RandomEvent(InLoop));
    // Body blocks mostly end with a DMA and a mark, as in the reproducer.
    if (InLoop && B != Header && R.chance(70)) {
      F.Blocks[B].push_back(Event::asyncDma());
      F.Blocks[B].push_back(Event::mark());
    }
  }
  if (R.chance(50)) {
    F.Blocks[Exit].push_back(Event::wait(BigN));
    F.Blocks[Exit].push_back(Event::wait(R.below(3)));
  }

  AddEdge(0, Header);
  if (R.chance(30))
    AddEdge(0, Exit);
  // The header branches to body blocks (a switch) or falls through them.
  for (unsigned B = Header + 1; B <= Latch; ++B) {
    if (R.chance(60))
      AddEdge(Header, B);
    if (B < Latch && R.chance(50))
      AddEdge(B, B + 1);
    if (R.chance(20))
      AddEdge(B, Header + 1 + R.below(NumBody));
    AddEdge(B, Latch);
  }
  if (F.Succs[Header].empty())
    AddEdge(Header, Header + 1);
  AddEdge(Latch, Header);
  AddEdge(Latch, Exit);
  if (R.chance(20))
    AddEdge(Header, Exit);
  return F;
}

std::string describe(const RandomFunction &F) {
  static const char *const Names[] = {"G", "A", "S", "F", "M",
                                      "W", "E", "C", "Y", "U"};
  std::string Out = "MaxCount " + std::to_string(F.MaxCount) + "\n";
  unsigned Id = 0;
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    Out += "  bb" + std::to_string(B) + ":";
    for (const Event &E : F.Blocks[B]) {
      Out += std::string(" ") + Names[static_cast<int>(E.Kind)];
      if (E.Kind == EventKind::Wait || E.Kind == EventKind::ExistingWait)
        Out += std::to_string(E.Imm);
      Out += "#" + std::to_string(Id++);
    }
    Out += " ->";
    for (unsigned S : F.Succs[B])
      Out += " bb" + std::to_string(S);
    Out += "\n";
  }
  return Out;
}

void build(const RandomFunction &F, FunctionModel &Model) {
  for (size_t B = 0; B < F.Blocks.size(); ++B)
    Model.addBlock();
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    for (const Event &E : F.Blocks[B])
      Model.addEvent(B, E);
    for (unsigned Succ : F.Succs[B])
      Model.addEdge(B, Succ);
  }
}

/// The marks the Wait(N) at \p Pos of block \p B targets, by the plain
/// search: walking backwards over (block, marks passed) pairs, each queued
/// once. This is FunctionModel's search before it skipped counts.
std::vector<unsigned> plainTargetMarks(const RandomFunction &F, unsigned B,
                                       unsigned Pos) {
  // Event ids, block by block; the reachable blocks; predecessors.
  std::vector<std::vector<unsigned>> Ids(F.Blocks.size());
  std::vector<std::vector<unsigned>> Preds(F.Blocks.size());
  unsigned NextId = 0;
  for (size_t Blk = 0; Blk < F.Blocks.size(); ++Blk) {
    for (size_t I = 0; I < F.Blocks[Blk].size(); ++I)
      Ids[Blk].push_back(NextId++);
    for (unsigned Succ : F.Succs[Blk])
      Preds[Succ].push_back(Blk);
  }
  BitVector Reachable(F.Blocks.size());
  std::vector<unsigned> Stack{0};
  Reachable.set(0);
  while (!Stack.empty()) {
    unsigned Blk = Stack.back();
    Stack.pop_back();
    for (unsigned Succ : F.Succs[Blk])
      if (!Reachable.test(Succ)) {
        Reachable.set(Succ);
        Stack.push_back(Succ);
      }
  }

  const unsigned N = F.Blocks[B][Pos].Imm;
  std::vector<unsigned> Targets;
  std::vector<std::tuple<unsigned, unsigned, unsigned>> Work{{B, Pos, 0}};
  DenseSet<std::pair<unsigned, unsigned>> Queued;
  auto Scan = [&](unsigned Blk, unsigned End, unsigned &Passed) {
    for (unsigned I = End; I-- > 0;) {
      const Event &E = F.Blocks[Blk][I];
      if (E.Kind == EventKind::Mark) {
        if (Passed == N) {
          Targets.push_back(Ids[Blk][I]);
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
    auto [Blk, End, Passed] = Work.back();
    Work.pop_back();
    if (!Scan(Blk, End, Passed))
      continue;
    for (unsigned Pred : Preds[Blk])
      if (Reachable.test(Pred) && Queued.insert({Pred, Passed}).second)
        Work.push_back({Pred, unsigned(F.Blocks[Pred].size()), Passed});
  }
  std::sort(Targets.begin(), Targets.end());
  Targets.erase(std::unique(Targets.begin(), Targets.end()), Targets.end());
  return Targets;
}

void expectSameResult(const WaitResult &A, const WaitResult &B) {
  EXPECT_EQ(A.Count, B.Count);
  EXPECT_EQ(A.ForcedByFlat, B.ForcedByFlat);
  EXPECT_EQ(A.Saturated, B.Saturated);
  EXPECT_EQ(A.AlreadySatisfied, B.AlreadySatisfied);
  EXPECT_EQ(A.FewerMarks, B.FewerMarks);
  EXPECT_EQ(A.MinMarks, B.MinMarks);
  EXPECT_EQ(A.MaxMarks, B.MaxMarks);
  EXPECT_EQ(A.TargetMarks, B.TargetMarks);
  EXPECT_EQ(A.PathsDisagree, B.PathsDisagree);
  EXPECT_EQ(A.Conservative, B.Conservative);
}

struct Stats {
  unsigned Cases = 0, CasesSkipping = 0, Waits = 0, WaitsWithTargets = 0;
  uint64_t Sweeps = 0, PlainSweeps = 0;
};

void checkCase(unsigned Seed, unsigned BigN, bool WaitsInLoop, Stats &S) {
  Random R(Seed);
  RandomFunction F = randomLoopFunction(R, BigN, WaitsInLoop);
  SCOPED_TRACE("seed " + std::to_string(Seed) + ", largest N " +
               std::to_string(BigN) + "\n" + describe(F));
  FunctionModel Fast(F.MaxCount), Plain(F.MaxCount);
  build(F, Fast);
  build(F, Plain);
  Plain.setSkipSweeps(false);
  Fast.solve();
  Plain.solve();
  EXPECT_EQ(Plain.skippedSweeps(), 0u);
  EXPECT_EQ(Fast.rounds(), Plain.rounds());
  EXPECT_EQ(Fast.iterations() + Fast.skippedSweeps(), Plain.iterations());
  ++S.Cases;
  S.CasesSkipping += Fast.skippedSweeps() != 0;
  S.Sweeps += Fast.iterations();
  S.PlainSweeps += Plain.iterations();

  unsigned Id = 0;
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    for (size_t I = 0; I < F.Blocks[B].size(); ++I, ++Id) {
      const Event &E = F.Blocks[B][I];
      if (E.Kind != EventKind::Wait && E.Kind != EventKind::SyncDmaFence)
        continue;
      SCOPED_TRACE("event #" + std::to_string(Id));
      ++S.Waits;
      expectSameResult(Fast.result(Id), Plain.result(Id));
      if (E.Kind != EventKind::Wait || Plain.result(Id).MaxMarks <= E.Imm)
        continue;
      std::vector<unsigned> Targets = plainTargetMarks(F, B, I);
      S.WaitsWithTargets += !Targets.empty();
      EXPECT_EQ(std::vector<unsigned>(Fast.result(Id).TargetMarks.begin(),
                                      Fast.result(Id).TargetMarks.end()),
                Targets);
    }
  }
}

void report(const char *Name, const Stats &S) {
  std::printf("[ STATS    ] %s: %u cases (%u of them skipping sweeps), %u "
              "waits (%u with targets); %llu sweeps run, %llu without "
              "skipping\n",
              Name, S.Cases, S.CasesSkipping, S.Waits, S.WaitsWithTargets,
              static_cast<unsigned long long>(S.Sweeps),
              static_cast<unsigned long long>(S.PlainSweeps));
}

TEST(SkipSweepsTest, LoopsAddingMarksSmallN) {
  Stats S;
  for (unsigned Seed = 0; Seed < 3000; ++Seed) {
    checkCase(Seed, /*BigN=*/3 + Seed % 30, /*WaitsInLoop=*/Seed % 2, S);
    if (HasFailure())
      break;
  }
  report("small N", S);
}

TEST(SkipSweepsTest, LoopsAddingMarksMediumN) {
  static const unsigned Ns[] = {62, 63, 64, 100, 1000};
  Stats S;
  for (unsigned Seed = 0; Seed < 600; ++Seed) {
    checkCase(Seed, Ns[Seed % 5], /*WaitsInLoop=*/Seed % 2, S);
    if (HasFailure())
      break;
  }
  report("medium N", S);
}

TEST(SkipSweepsTest, LoopsAddingMarksWait65535) {
  Stats S;
  for (unsigned Seed = 0; Seed < 40; ++Seed) {
    checkCase(Seed, /*BigN=*/65535, /*WaitsInLoop=*/Seed % 2, S);
    if (HasFailure())
      break;
  }
  report("N 65535", S);
}

} // namespace
