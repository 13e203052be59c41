//===- PathCheckEnumerationTest.cpp - The dataflow against brute force ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks checkPaths' dataflow against a reference that simulates paths
/// concretely (the verifier's earlier implementation): the list of in-flight
/// operations in issue order and the live marks as positions in it, each
/// distinct (block, state) pair explored once. That covers every path
/// however long, so where the reference finishes within its state bound it
/// is the meet over all paths, and every field of every verdict must be
/// equal: uncovered or not, the lowest uncovered mark, the loosest safe
/// count (which the over-strict remark is made of), the emitted count and
/// whether the wait is reached.
///
/// The random functions use narrow counters (FieldMax 2 to 6) as well as the
/// real one, so that capacity, FLATs and waits interact within a few steps,
/// both streams, calls, loops and waits on up to four marks.
///
//===----------------------------------------------------------------------===//

#undef NDEBUG
#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <tuple>

using namespace llvm::asyncmark::verify;

namespace {

//===----------------------------------------------------------------------===//
// The reference: concrete path states, explored block by block.
//===----------------------------------------------------------------------===//

/// Unknown: unknown transfers (Step::UnknownTransfers), a stream of their
/// own that nothing counts and only a wait for 0 completes.
enum class Op : uint8_t { Dma, Other, Flat, DmaB, Unknown };

unsigned streamOf(Op O) {
  return O == Op::DmaB ? 1 : O == Op::Unknown ? 2 : 0;
}

struct PathState {
  std::vector<Op> InFlight; ///< Oldest first.
  struct Mark {
    int Newest[3]; ///< Index in InFlight of the newest DMA of each stream.
    unsigned Ordinal;
    bool pending() const {
      return Newest[0] >= 0 || Newest[1] >= 0 || Newest[2] >= 0;
    }
    bool operator<(const Mark &O) const {
      return std::tie(Newest[0], Newest[1], Newest[2], Ordinal) <
             std::tie(O.Newest[0], O.Newest[1], O.Newest[2], O.Ordinal);
    }
  };
  std::vector<Mark> Marks; ///< Oldest first.

  bool operator<(const PathState &O) const {
    return std::tie(InFlight, Marks) < std::tie(O.InFlight, O.Marks);
  }

  void completeAt(unsigned I) {
    InFlight.erase(InFlight.begin() + I);
    for (Mark &M : Marks)
      for (int &J : M.Newest)
        J = J == (int)I ? -1 : J > (int)I ? J - 1 : J;
  }

  void issue(Op O, unsigned MaxInFlight) {
    // Unknown transfers all complete together, at a wait for 0: one in
    // flight stands for any number (and keeps loops' states finite).
    if (O == Op::Unknown) {
      if (newestDma(Op::Unknown) < 0)
        InFlight.push_back(O);
      return;
    }
    InFlight.push_back(O);
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
      InFlight.clear();
      for (Mark &M : Marks)
        M.Newest[0] = M.Newest[1] = M.Newest[2] = -1;
      return;
    }
    unsigned InStream[3] = {0, 0, 0};
    for (Op O : InFlight)
      if (O != Op::Flat && O != Op::Unknown)
        ++InStream[streamOf(O)];
    unsigned ToComplete[3] = {InStream[0] > K ? InStream[0] - K : 0,
                              InStream[1] > K ? InStream[1] - K : 0, 0};
    unsigned Seen[3] = {0, 0, 0};
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

  int newestDma(Op Kind) const {
    for (int I = (int)InFlight.size() - 1; I >= 0; --I)
      if (InFlight[I] == Kind)
        return I;
    return -1;
  }

  unsigned loosestFor(int I) const {
    if (InFlight[I] == Op::Unknown)
      return 0;
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

/// The verdicts of every path, or nothing past \p MaxStatesPerBlock.
std::optional<PathCheckResult> enumeratePaths(const PathCheckInput &In,
                                              unsigned MaxStatesPerBlock) {
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
    if (!Seen[B].insert(S).second)
      continue;
    if (Seen[B].size() > MaxStatesPerBlock)
      return std::nullopt;
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
          // Every uncovered mark is seen: keep the lowest.
          if (Target.pending() &&
              (!W.Violated || Target.Ordinal < W.UncoveredMark)) {
            W.Violated = true;
            W.UncoveredMark = Target.Ordinal;
          }
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
        for (PathState *P : {&S, BeforeWaits ? &*BeforeWaits : nullptr}) {
          if (!P)
            continue;
          P->Marks.push_back(
              {{P->newestDma(Op::Dma), P->newestDma(Op::DmaB),
                P->newestDma(Op::Unknown)},
               St.Imm});
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
      case Step::UnknownTransfers:
        S.issue(Op::Unknown, FieldMax);
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

//===----------------------------------------------------------------------===//
// Random functions.
//===----------------------------------------------------------------------===//

class Random {
public:
  explicit Random(unsigned Seed) : Engine(Seed) {}
  unsigned below(unsigned N) { return Engine() % N; }
  bool chance(unsigned Percent) { return below(100) < Percent; }

private:
  std::mt19937 Engine;
};

PathCheckInput randomFunction(Random &R, bool Cyclic) {
  static const unsigned FieldMaxes[] = {2, 3, 4, 6, 63};
  PathCheckInput In;
  In.FieldMax = FieldMaxes[R.below(5)];
  // Cumulative weights of D, S, C, F, W, X, M, N, O, U. One function in three
  // favours FLATs and counted operations on one stream, where several paths
  // leave one group in flight with different mixes of FLAT and in-order
  // operations after it (the pairs that capacity and waits complete in
  // different orders).
  static const unsigned Mixed[] = {5, 7, 10, 12, 15, 16, 20, 23, 24, 25};
  static const unsigned FlatHeavy[] = {4, 4, 8, 13, 15, 15, 18, 21, 22, 23};
  const unsigned *Weights = R.chance(33) ? FlatHeavy : Mixed;
  unsigned NumBlocks = 1 + R.below(7);
  In.Blocks.resize(NumBlocks);
  In.Succs.resize(NumBlocks);
  unsigned Marks = 0;
  for (unsigned B = 0; B < NumBlocks; ++B) {
    for (unsigned I = 0, E = R.below(8); I < E; ++I) {
      unsigned Pick = R.below(Weights[9]), K = 0;
      while (Pick >= Weights[K])
        ++K;
      Step S{Step::Kind(K)};
      if (S.K == Step::Waitcnt)
        S.Imm = R.below(In.FieldMax + 2);
      else if (S.K == Step::Mark)
        S.Imm = ++Marks;
      else if (S.K == Step::WaitMarker) {
        S.Imm = R.below(4);
        S.Id = In.WaitN.size();
        In.WaitN.push_back(S.Imm);
      }
      In.Blocks[B].push_back(S);
    }
    auto AddEdge = [&](unsigned To) {
      if (std::find(In.Succs[B].begin(), In.Succs[B].end(), To) ==
          In.Succs[B].end())
        In.Succs[B].push_back(To);
    };
    if (B + 1 < NumBlocks && R.chance(80))
      AddEdge(B + 1);
    if (R.chance(60)) {
      if (Cyclic)
        AddEdge(R.below(NumBlocks));
      else if (B + 1 < NumBlocks)
        AddEdge(B + 1 + R.below(NumBlocks - B - 1));
    }
  }
  return In;
}

std::string describe(const PathCheckInput &In) {
  std::string S = "FieldMax " + std::to_string(In.FieldMax) + "\n";
  for (unsigned B = 0; B < In.Blocks.size(); ++B) {
    S += "bb" + std::to_string(B) + ":";
    for (const Step &St : In.Blocks[B]) {
      static const char *Names[] = {"D", "S", "C", "F", "W",
                                    "X", "M", "N", "O", "U"};
      S += std::string(" ") + Names[St.K];
      if (St.K == Step::Waitcnt || St.K == Step::Mark)
        S += std::to_string(St.Imm);
      if (St.K == Step::WaitMarker)
        S += std::to_string(In.WaitN[St.Id]);
    }
    S += " ->";
    for (unsigned Succ : In.Succs[B])
      S += " bb" + std::to_string(Succ);
    S += "\n";
  }
  return S;
}

/// Every field of every verdict of \p Got equals \p Want.
void expectSameVerdicts(const PathCheckInput &In, const PathCheckResult &Got,
                        const PathCheckResult &Want) {
  ASSERT_FALSE(Got.GaveUp) << describe(In);
  ASSERT_EQ(Got.Waits.size(), Want.Waits.size());
  for (unsigned I = 0; I < Want.Waits.size(); ++I) {
    const WaitVerdict &G = Got.Waits[I], &W = Want.Waits[I];
    SCOPED_TRACE("wait " + std::to_string(I) + "\n" + describe(In));
    EXPECT_EQ(G.N, W.N);
    EXPECT_EQ(G.Reached, W.Reached);
    EXPECT_EQ(G.Emitted, W.Emitted);
    EXPECT_EQ(G.Violated, W.Violated);
    EXPECT_EQ(G.UncoveredMark, W.UncoveredMark);
    EXPECT_EQ(G.LoosestSafe, W.LoosestSafe);
  }
}

void checkRandomFunctions(bool Cyclic, unsigned FirstSeed, unsigned Count) {
  unsigned Compared = 0, Skipped = 0, Waits = 0, Uncovered = 0, Loose = 0;
  for (unsigned Seed = FirstSeed; Seed < FirstSeed + Count; ++Seed) {
    Random R(Seed);
    PathCheckInput In = randomFunction(R, Cyclic);
    std::optional<PathCheckResult> Want = enumeratePaths(In, 5000);
    if (!Want) {
      ++Skipped;
      continue;
    }
    ++Compared;
    PathCheckResult Got = checkPaths(In);
    SCOPED_TRACE("seed " + std::to_string(Seed));
    expectSameVerdicts(In, Got, *Want);
    if (::testing::Test::HasFailure())
      return;
    for (const WaitVerdict &W : Want->Waits) {
      Waits += W.Reached;
      Uncovered += W.Violated;
      Loose += W.LoosestSafe != ~0u && W.LoosestSafe > 0;
    }
  }
  std::printf("%s: %u functions compared (%u past the reference's bound), "
              "%u reached waits, %u uncovered, %u allowing a count above 0\n",
              Cyclic ? "cyclic" : "acyclic", Compared, Skipped, Waits,
              Uncovered, Loose);
  // The comparison must not have been vacuous.
  EXPECT_GT(Compared, Count * 9 / 10);
  EXPECT_GT(Uncovered, 100u);
  EXPECT_GT(Loose, 100u);
}

TEST(PathCheckEnumerationTest, RandomAcyclicFunctions) {
  checkRandomFunctions(/*Cyclic=*/false, 1, 4000);
}

TEST(PathCheckEnumerationTest, RandomCyclicFunctions) {
  checkRandomFunctions(/*Cyclic=*/true, 100001, 4000);
}

//===----------------------------------------------------------------------===//
// Chains of diamonds: exponentially many paths.
//===----------------------------------------------------------------------===//

/// \p Count uniform diamonds, each closing a group at its join: the left
/// arm issues \p Left, the right arm \p Right. The exit block holds
/// \p Exit (marks and wait markers numbered on).
PathCheckInput diamonds(unsigned Count, const std::vector<Step> &Left,
                        const std::vector<Step> &Right,
                        const std::vector<Step> &Exit) {
  PathCheckInput In;
  In.FieldMax = 63;
  unsigned Marks = 0;
  auto AddBlock = [&](std::vector<Step> Steps) {
    In.Blocks.push_back(std::move(Steps));
    In.Succs.emplace_back();
    return (unsigned)In.Blocks.size() - 1;
  };
  unsigned Head = AddBlock({{Step::Other}});
  for (unsigned I = 0; I < Count; ++I) {
    unsigned L = AddBlock(Left), R = AddBlock(Right);
    unsigned Join = AddBlock({{Step::Mark, ++Marks}, {Step::Other}});
    In.Succs[Head] = {L, R};
    In.Succs[L] = In.Succs[R] = {Join};
    Head = Join;
  }
  unsigned ExitBlock = AddBlock({});
  In.Succs[Head] = {ExitBlock};
  for (Step S : Exit) {
    if (S.K == Step::Mark)
      S.Imm = ++Marks;
    if (S.K == Step::WaitMarker) {
      S.Id = In.WaitN.size();
      In.WaitN.push_back(S.Imm);
    }
    In.Blocks[ExitBlock].push_back(S);
  }
  return In;
}

/// A random chain of diamonds whose arms mix DMAs, FLATs and in-order
/// operations on narrow counters, then random steps and wait markers: many
/// joins of one group's summaries with different mixes after it.
PathCheckInput randomDiamonds(Random &R) {
  static const Step::Kind Arm[] = {
      Step::Dma,     Step::Counted, Step::Flat,    Step::Flat,
      Step::Counted, Step::Mark,    Step::Waitcnt, Step::DmaOtherStream};
  auto RandomSteps = [&](unsigned Count, unsigned Kinds) {
    std::vector<Step> Steps;
    for (unsigned I = 0; I < Count; ++I)
      Steps.push_back({Arm[R.below(Kinds)]});
    return Steps;
  };
  std::vector<Step> Exit = RandomSteps(R.below(4), 5);
  for (unsigned I = 0, E = 1 + R.below(3); I < E; ++I)
    Exit.push_back({Step::WaitMarker, R.below(3)});
  PathCheckInput In = diamonds(1 + R.below(3), {}, {}, {});
  In.FieldMax = 3 + R.below(5);
  unsigned Marks = 0, Blocks = In.Blocks.size();
  for (unsigned B = 0; B < Blocks; ++B) {
    // The head opens a group; arms and joins get random steps.
    std::vector<Step> Steps = B == 0
                                  ? std::vector<Step>{{Step::Dma}, {Step::Mark}}
                                  : RandomSteps(R.below(7), B % 3 == 0 ? 6 : 8);
    if (B == Blocks - 1)
      Steps = Exit;
    In.Blocks[B].clear();
    for (Step S : Steps) {
      if (S.K == Step::Mark)
        S.Imm = ++Marks;
      if (S.K == Step::Waitcnt)
        S.Imm = R.below(In.FieldMax + 1);
      if (S.K == Step::WaitMarker) {
        S.Id = In.WaitN.size();
        In.WaitN.push_back(S.Imm);
      }
      In.Blocks[B].push_back(S);
    }
  }
  return In;
}

TEST(PathCheckEnumerationTest, RandomDiamondChains) {
  unsigned Uncovered = 0, Loose = 0;
  for (unsigned Seed = 1; Seed <= 20000; ++Seed) {
    Random R(Seed);
    PathCheckInput In = randomDiamonds(R);
    std::optional<PathCheckResult> Want = enumeratePaths(In, 1u << 20);
    ASSERT_TRUE(Want);
    SCOPED_TRACE("seed " + std::to_string(Seed));
    expectSameVerdicts(In, checkPaths(In), *Want);
    if (::testing::Test::HasFailure())
      return;
    for (const WaitVerdict &W : Want->Waits) {
      Uncovered += W.Violated;
      Loose += W.LoosestSafe != ~0u && W.LoosestSafe > 0;
    }
  }
  EXPECT_GT(Uncovered, 1000u);
  EXPECT_GT(Loose, 1000u);
}

TEST(PathCheckEnumerationTest, FewDiamondsAgreeWithEnumeration) {
  const std::vector<Step> Left = {{Step::Dma}, {Step::Counted}};
  const std::vector<Step> Right = {{Step::Dma}, {Step::Dma}};
  const std::vector<Step> Flat = {{Step::Dma}, {Step::Flat}};
  for (unsigned Count : {1u, 4u, 7u, 10u})
    for (unsigned N : {0u, 3u})
      for (unsigned Vm = 0; Vm <= 2 * Count; ++Vm)
        for (bool WithFlat : {false, true}) {
          PathCheckInput In =
              diamonds(Count, Left, WithFlat ? Flat : Right,
                       {{Step::Waitcnt, Vm}, {Step::WaitMarker, N}});
          std::optional<PathCheckResult> Want = enumeratePaths(In, 1u << 20);
          ASSERT_TRUE(Want);
          SCOPED_TRACE(std::to_string(Count) + " diamonds, wait(" +
                       std::to_string(N) + "), vmcnt(" + std::to_string(Vm) +
                       ")");
          expectSameVerdicts(In, checkPaths(In), *Want);
        }
}

TEST(PathCheckEnumerationTest, ManyDiamondsAreJudgedExactly) {
  // 40 diamonds: 2^40 paths. The group of the first join has, on the path
  // taking every left arm, 39 operations after its DMA (one per later
  // diamond), on every other path more: vmcnt(39) covers it, vmcnt(40) not.
  const std::vector<Step> Left = {{Step::Dma}};
  const std::vector<Step> Right = {{Step::Dma}, {Step::Counted}};
  auto Start = std::chrono::steady_clock::now();
  PathCheckInput In =
      diamonds(40, Left, Right, {{Step::Waitcnt, 39}, {Step::WaitMarker, 39}});
  PathCheckResult R = checkPaths(In);
  ASSERT_FALSE(R.GaveUp);
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 39u);
  EXPECT_EQ(R.Waits[0].Emitted, 39u);

  In = diamonds(40, Left, Right, {{Step::Waitcnt, 40}, {Step::WaitMarker, 39}});
  R = checkPaths(In);
  EXPECT_TRUE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].UncoveredMark, 1u);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 39u);

  // The same on every mark at once: wait(k) targets join 40 - k, which the
  // left arms leave k operations behind.
  std::vector<Step> Exit;
  for (unsigned K = 40; K-- > 0;)
    Exit.insert(Exit.end(), {{Step::Waitcnt, K}, {Step::WaitMarker, K}});
  R = checkPaths(diamonds(40, Left, Right, Exit));
  for (const WaitVerdict &W : R.Waits) {
    EXPECT_FALSE(W.Violated);
    EXPECT_EQ(W.LoosestSafe, W.N);
  }

  // A FLAT in one arm of one diamond makes only vmcnt(0) safe for the
  // groups before it, and is not claimed over-strict.
  In = diamonds(40, Left, Right, {{Step::Waitcnt, 0}, {Step::WaitMarker, 39}});
  In.Blocks[3 * 20 + 2].push_back({Step::Flat}); // diamond 21's right arm
  R = checkPaths(In);
  EXPECT_FALSE(R.Waits[0].Violated);
  EXPECT_EQ(R.Waits[0].LoosestSafe, 0u);

  // 300 diamonds (10^90 paths), waits on every one of the last 40 marks.
  R = checkPaths(diamonds(300, Left, Right, Exit));
  for (const WaitVerdict &W : R.Waits)
    EXPECT_EQ(W.LoosestSafe, W.N);
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  EXPECT_LT(Seconds, 5.0);
}

} // end anonymous namespace
