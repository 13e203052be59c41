//===- FunctionModelTest.cpp - Tests of the async mark CFG model ----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Hand-derived scenarios for FunctionModel. Events are written as tokens:
/// G counted op, A async DMA, S sync DMA, F FLAT op, M mark, W<N> wait
/// asyncmark N, E<K> existing s_waitcnt vmcnt(K), C call, Y sync-DMA fence.
/// Distances in the comments are the counted ops issued after a mark's
/// newest DMA; lists of them are newest mark first.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/FunctionModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

using Counts = std::vector<std::optional<unsigned>>;
constexpr std::nullopt_t None = std::nullopt;

/// Builds a FunctionModel from blocks written as token strings.
class Builder {
public:
  explicit Builder(unsigned MaxCount = 62) : FM(MaxCount) {}

  unsigned block(StringRef Spec) {
    unsigned B = FM.addBlock();
    SmallVector<StringRef, 16> Tokens;
    Spec.split(Tokens, ' ', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
    for (StringRef Tok : Tokens) {
      unsigned Imm = 0;
      if (Tok.size() > 1 && Tok.drop_front().getAsInteger(10, Imm))
        ADD_FAILURE() << "bad token " << Tok.str();
      unsigned Id = FM.addEvent(B, event(Tok.front(), Imm));
      if (Tok.front() == 'W' || Tok.front() == 'Y')
        Waits.push_back(Id);
      if (Tok.front() == 'M')
        Marks.push_back(Id);
    }
    return B;
  }
  void edge(unsigned From, unsigned To) { FM.addEdge(From, To); }

  /// Solves; returns the counts of the waits and fences in insertion order.
  Counts solve() {
    FM.solve();
    Counts Result;
    for (unsigned Id : Waits)
      Result.push_back(FM.result(Id).Count);
    return Result;
  }
  /// The result of the \p I-th wait or fence.
  const WaitResult &result(unsigned I) const { return FM.result(Waits[I]); }
  /// The event ids of the marks with the given insertion indices.
  SmallVector<unsigned, 4> marks(std::initializer_list<unsigned> Indices) {
    SmallVector<unsigned, 4> Ids;
    for (unsigned I : Indices)
      Ids.push_back(Marks[I]);
    return Ids;
  }

  FunctionModel FM;

private:
  static Event event(char Kind, unsigned Imm) {
    switch (Kind) {
    case 'G':
      return Event::countedOp();
    case 'A':
      return Event::asyncDma();
    case 'S':
      return Event::syncDma();
    case 'F':
      return Event::flatOp();
    case 'M':
      return Event::mark();
    case 'W':
      return Event::wait(Imm);
    case 'E':
      return Event::existingWait(Imm);
    case 'C':
      return Event::call();
    case 'Y':
      return Event::syncDmaFence();
    }
    ADD_FAILURE() << "bad event " << Kind;
    return Event::countedOp();
  }

  SmallVector<unsigned, 8> Waits;
  SmallVector<unsigned, 8> Marks;
};

std::string repeat(StringRef S, unsigned Times) {
  std::string Out;
  for (unsigned I = 0; I < Times; ++I)
    Out += (S + " ").str();
  return Out;
}

/// Counts for a single straight-line block.
Counts straight(StringRef Spec, unsigned MaxCount = 62) {
  Builder B(MaxCount);
  B.block(Spec);
  return B.solve();
}

TEST(FunctionModelTest, StraightLine) {
  // G G A M G A G M: marks [1, 3]. W(1) needs 3, then only [1] is left.
  Builder B;
  B.block("G G A M G A G M W1 W0");
  EXPECT_EQ(B.solve(), (Counts{3, 1}));
  EXPECT_EQ(B.result(0).TargetMarks, B.marks({0}));
  EXPECT_EQ(B.result(1).TargetMarks, B.marks({1}));
  EXPECT_FALSE(B.result(0).PathsDisagree);
  // One sweep computes the counts, one more checks them.
  EXPECT_EQ(B.FM.rounds(), 2u);
  EXPECT_EQ(B.FM.iterations(), 2u);
}

TEST(FunctionModelTest, AssertsAreLive) {
  // The tests run the model with its asserts (lib/Model/CMakeLists.txt):
  // asking a DMA for a wait's result stops here, not in a wrong count.
  Builder B;
  B.block("G M W0");
  B.solve();
  EXPECT_DEATH(B.FM.result(0), "only waits and sync-DMA fences have results");
}

TEST(FunctionModelTest, WithoutTargetMarksTheCountsAreTheSame) {
  // A diamond, a loop with a mark, waits in both: the counts and mark
  // numbers do not depend on the backward search, only TargetMarks does.
  auto Build = [](Builder &B) {
    unsigned E = B.block("A M A M");
    unsigned T = B.block("A M W1");
    unsigned F = B.block("G");
    unsigned L = B.block("A M W2");
    unsigned X = B.block("W0");
    B.edge(E, T);
    B.edge(E, F);
    B.edge(T, L);
    B.edge(F, L);
    B.edge(L, L);
    B.edge(L, X);
  };
  Builder With, Without;
  Build(With);
  Build(Without);
  Without.FM.setFindTargetMarks(false);
  EXPECT_EQ(With.solve(), Without.solve());
  for (unsigned I = 0; I != 3; ++I) {
    EXPECT_EQ(With.result(I).MaxMarks, Without.result(I).MaxMarks);
    EXPECT_FALSE(With.result(I).TargetMarks.empty());
    EXPECT_TRUE(Without.result(I).TargetMarks.empty());
  }
}

TEST(FunctionModelTest, ShortSequences) {
  EXPECT_EQ(straight("A M M W0"), (Counts{0}));
  // Marks [0, 1, 1]: the second mark stands for the first DMA too.
  EXPECT_EQ(straight("A M M A M W1"), (Counts{1}));
  // The DMA after the newest mark is not waited for: marks [1, 2].
  EXPECT_EQ(straight("A M A M A W1"), (Counts{2}));
  EXPECT_EQ(straight("A M W1 W0"), (Counts{None, 0}));
  // A mark with no DMA before it stands for nothing.
  EXPECT_EQ(straight("M A W0"), (Counts{None}));
  EXPECT_EQ(straight("W65535 A M W65535"), (Counts{None, None}));
}

TEST(FunctionModelTest, ExistingWaits) {
  Builder B;
  B.block("A M E0 W0");
  EXPECT_EQ(B.solve(), (Counts{None}));
  EXPECT_TRUE(B.result(0).AlreadySatisfied);
  EXPECT_FALSE(B.result(0).FewerMarks);
  EXPECT_EQ(B.result(0).TargetMarks, B.marks({0}));

  // The wait before the mark completes the DMA; W(1) has too few marks.
  Builder B2;
  B2.block("A E0 M W1 W0");
  EXPECT_EQ(B2.solve(), (Counts{None, None}));
  EXPECT_TRUE(B2.result(0).FewerMarks);
  EXPECT_FALSE(B2.result(0).AlreadySatisfied);
  EXPECT_TRUE(B2.result(1).AlreadySatisfied);

  // Marks [0, C]: W(1) is satisfied, W(0) is not.
  EXPECT_EQ(straight("A M E0 A M W1 W0"), (Counts{None, 0}));
  // vmcnt(1) completes a DMA with 2 ops after it, vmcnt(2) not one with 1.
  EXPECT_EQ(straight("A M G G E1 W0"), (Counts{None}));
  EXPECT_EQ(straight("A M G E2 W0"), (Counts{1}));
}

TEST(FunctionModelTest, CallAndFlat) {
  Builder B;
  B.block("A M C W0");
  EXPECT_EQ(B.solve(), (Counts{None}));
  EXPECT_TRUE(B.result(0).AlreadySatisfied);

  Builder B2;
  B2.block("A M F W0");
  EXPECT_EQ(B2.solve(), (Counts{0}));
  EXPECT_TRUE(B2.result(0).ForcedByFlat);

  // A FLAT op before the DMA does not matter.
  Builder B3;
  B3.block("F A M G W0");
  EXPECT_EQ(B3.solve(), (Counts{1}));
  EXPECT_FALSE(B3.result(0).ForcedByFlat);
}

TEST(FunctionModelTest, SyncDmaFence) {
  EXPECT_EQ(straight("S G A Y"), (Counts{2}));
  EXPECT_EQ(straight("A M Y"), (Counts{None}));
  // The fence's wait completes the older async DMA too.
  EXPECT_EQ(straight("A M S G Y W0"), (Counts{1, None}));
}

TEST(FunctionModelTest, Saturation) {
  Builder B;
  B.block("A M " + repeat("G", 70) + "W0");
  EXPECT_EQ(B.solve(), (Counts{62}));
  EXPECT_TRUE(B.result(0).Saturated);

  Builder B2;
  B2.block("A M " + repeat("G", 62) + "W0");
  EXPECT_EQ(B2.solve(), (Counts{62}));
  EXPECT_FALSE(B2.result(0).Saturated);

  // With a small counter the saturated wait still completes the DMA.
  EXPECT_EQ(straight("A M G G G G G W1 W0 A M G W0", /*MaxCount=*/3),
            (Counts{None, 3, 1}));
}

TEST(FunctionModelTest, PipelinedLoop) {
  // Prolog A M A M: marks [0, 1]. Each iteration pushes a mark: [0, 1, 2],
  // W(2) needs 2 and leaves [0, 1] again. After the loop, W(1) needs 1 and
  // W(0) needs 0.
  for (bool SelfLoop : {true, false}) {
    Builder B;
    unsigned Prolog = B.block("A M A M");
    unsigned Header = SelfLoop ? B.block("A M W2") : B.block("");
    unsigned Body = SelfLoop ? Header : B.block("A M W2");
    unsigned Exit = B.block("W1 W0");
    B.edge(Prolog, Header);
    if (!SelfLoop)
      B.edge(Header, Body);
    B.edge(Body, Header);
    B.edge(SelfLoop ? Body : Header, Exit);
    EXPECT_EQ(B.solve(), (Counts{2, 1, 0})) << "self loop " << SelfLoop;
    // The loop's wait targets the prolog's marks in the first two
    // iterations and its own mark from then on.
    EXPECT_EQ(B.result(0).TargetMarks, B.marks({0, 1, 2}));
    EXPECT_FALSE(B.result(0).PathsDisagree);
    if (SelfLoop) {
      EXPECT_FALSE(B.result(1).FewerMarks);
      EXPECT_EQ(B.result(1).TargetMarks, B.marks({1, 2}));
    } else {
      // The loop may run zero times: the exit then sees the prolog's marks.
      EXPECT_EQ(B.result(1).TargetMarks, B.marks({0, 1, 2}));
    }
  }
}

TEST(FunctionModelTest, PipelinedLoopWithLoads) {
  // Each stage issues two loads and a DMA. Prolog G G A M G G A M: marks
  // [0, 3]. In the loop, G G A M gives [0, 3, 6]: the targeted mark is two
  // stages back and G G A, G G A were issued after its DMA, so W(2) needs 6;
  // it completes that mark and consumes it, leaving [0, 3] again. After the
  // loop W(1) needs 3 (G G A since the older DMA), then W(0) needs 0.
  Builder B;
  unsigned Prolog = B.block("G G A M G G A M");
  unsigned Loop = B.block("G G A M W2");
  unsigned Exit = B.block("W1 W0");
  B.edge(Prolog, Loop);
  B.edge(Loop, Loop);
  B.edge(Loop, Exit);
  EXPECT_EQ(B.solve(), (Counts{6, 3, 0}));
  EXPECT_EQ(B.FM.rounds(), 2u);

  // An epilog stage without a DMA between the waits: G G before W(0) adds to
  // the newest DMA's distance: [0, 3] -> W(1) 3 -> [0] -> G G -> W(0) 2.
  Builder B2;
  Prolog = B2.block("G G A M G G A M");
  Loop = B2.block("G G A M W2");
  Exit = B2.block("W1 G G W0");
  B2.edge(Prolog, Loop);
  B2.edge(Loop, Loop);
  B2.edge(Loop, Exit);
  EXPECT_EQ(B2.solve(), (Counts{6, 3, 2}));
}

TEST(FunctionModelTest, DiamondWithMarkOnOneArm) {
  // Only one path has a mark: W(0) after the join needs 0 and the other path
  // contributes nothing. Both orders of the edges.
  for (bool MarkArmFirst : {true, false}) {
    Builder B;
    unsigned Entry = B.block("G");
    unsigned Arm1 = B.block("A M");
    unsigned Arm2 = B.block("G G");
    unsigned Join = B.block("W0");
    B.edge(Entry, MarkArmFirst ? Arm1 : Arm2);
    B.edge(Entry, MarkArmFirst ? Arm2 : Arm1);
    B.edge(Arm1, Join);
    B.edge(Arm2, Join);
    EXPECT_EQ(B.solve(), (Counts{0}));
    const WaitResult &R = B.result(0);
    EXPECT_TRUE(R.FewerMarks);
    EXPECT_TRUE(R.PathsDisagree);
    EXPECT_EQ(R.MinMarks, 0u);
    EXPECT_EQ(R.MaxMarks, 1u);
    EXPECT_EQ(R.TargetMarks, B.marks({0}));
  }
}

TEST(FunctionModelTest, DiamondTakesMinOverPaths) {
  // Path 1: A M | G G A M | G -> marks [1, 4]: W(1) needs 4, leaves [1].
  // Path 2: A M | A M G G G G G | G -> marks [6, 7]: W(1) needs 7.
  // W(1) emits 4; on path 2 that completes both marks, so W(0) needs 1 from
  // path 1 and nothing from path 2.
  Builder B;
  unsigned Entry = B.block("A M");
  unsigned Arm1 = B.block("G G A M");
  unsigned Arm2 = B.block("A M G G G G G");
  unsigned Join = B.block("G W1 W0");
  B.edge(Entry, Arm1);
  B.edge(Entry, Arm2);
  B.edge(Arm1, Join);
  B.edge(Arm2, Join);
  EXPECT_EQ(B.solve(), (Counts{4, 1}));
  EXPECT_TRUE(B.result(0).PathsDisagree);
  EXPECT_FALSE(B.result(0).FewerMarks);
  EXPECT_EQ(B.result(0).TargetMarks, B.marks({0}));
  EXPECT_TRUE(B.result(1).PathsDisagree);
  EXPECT_EQ(B.result(1).TargetMarks, B.marks({1, 2}));
}

TEST(FunctionModelTest, MoreThanSixteenMarks) {
  // The (k+1)-th newest mark has k DMAs after it.
  EXPECT_EQ(straight(repeat("A M", 18) + "W17 W0"), (Counts{17, 0}));
  EXPECT_EQ(straight(repeat("A M", 40) + "W39"), (Counts{39}));

  // Entry 5 x (A M), loop 18 x (A M), exit A M W(17): every path has at
  // least 24 marks and the 18th newest has 17 DMAs after it. (Upstream keeps
  // 16 marks and under-waits here.)
  Builder B;
  unsigned Entry = B.block(repeat("A M", 5));
  unsigned Loop = B.block(repeat("A M", 18));
  unsigned Exit = B.block("A M W17");
  B.edge(Entry, Loop);
  B.edge(Loop, Loop);
  B.edge(Loop, Exit);
  EXPECT_EQ(B.solve(), (Counts{17}));
  EXPECT_FALSE(B.result(0).FewerMarks);
  EXPECT_EQ(B.result(0).MaxMarks, 18u);
  EXPECT_EQ(B.result(0).TargetMarks, B.marks({6}));

  // The same loop may be skipped: those paths have 6 marks only.
  Builder B2;
  Entry = B2.block(repeat("A M", 5));
  unsigned Header = B2.block("");
  Loop = B2.block(repeat("A M", 18));
  Exit = B2.block("A M W17");
  B2.edge(Entry, Header);
  B2.edge(Header, Loop);
  B2.edge(Loop, Header);
  B2.edge(Header, Exit);
  EXPECT_EQ(B2.solve(), (Counts{17}));
  EXPECT_TRUE(B2.result(0).FewerMarks);
  EXPECT_EQ(B2.result(0).MinMarks, 6u);
  // The newest mark is the exit's and the next 18 are the last iteration's,
  // so the target is always the loop's second mark (paths that skip the loop
  // have too few marks).
  EXPECT_EQ(B2.result(0).TargetMarks, B2.marks({6}));
}

TEST(FunctionModelTest, LoopWithLargeWaitTerminates) {
  // Every iteration pushes a mark, so some path has more than 65535 marks;
  // the oldest ones have many ops after them.
  auto Start = std::chrono::steady_clock::now();
  Builder B;
  unsigned Entry = B.block("A M");
  unsigned Loop = B.block("A M");
  unsigned Exit = B.block("W65535 W1");
  B.edge(Entry, Loop);
  B.edge(Loop, Loop);
  B.edge(Loop, Exit);
  EXPECT_EQ(B.solve(), (Counts{62, 1}));
  EXPECT_TRUE(B.result(0).Saturated);
  EXPECT_TRUE(B.result(0).FewerMarks);
  EXPECT_EQ(B.result(0).MaxMarks, 65536u);
  EXPECT_EQ(B.result(0).TargetMarks, B.marks({0, 1}));

  // Marks without DMAs in the loop: every mark stands for the entry's DMA.
  Builder B2;
  Entry = B2.block("A");
  Loop = B2.block("M");
  Exit = B2.block("W65535");
  B2.edge(Entry, Loop);
  B2.edge(Loop, Loop);
  B2.edge(Loop, Exit);
  EXPECT_EQ(B2.solve(), (Counts{0}));

  // A wait with a large N inside the loop.
  Builder B3;
  Entry = B3.block("A M");
  Loop = B3.block("A G M W3000");
  Exit = B3.block("W0");
  B3.edge(Entry, Loop);
  B3.edge(Loop, Loop);
  B3.edge(Loop, Exit);
  EXPECT_EQ(B3.solve(), (Counts{62, 1}));
  auto Elapsed = std::chrono::steady_clock::now() - Start;
  EXPECT_LT(std::chrono::duration_cast<std::chrono::seconds>(Elapsed).count(),
            2);
}

TEST(FunctionModelTest, LoopAroundSwitchSkipsSweeps) {
  // Issue 19: a loop around a switch whose cases each add a DMA and a mark,
  // then W65535. The list of marks at the header grows by one per sweep up
  // to 65536; the solver skips those sweeps and gets the plain iteration's
  // results. Paths with more than 65535 marks exist, and the 65536th newest
  // mark stands for DMAs with more than 62 ops after them. W0 then needs
  // the newest DMA, with the latch's op after it.
  auto Build = [](Builder &B) {
    unsigned Entry = B.block("A");
    unsigned Header = B.block("G");
    unsigned Latch = B.block("G");
    unsigned Exit = B.block("W65535 W0");
    B.edge(Entry, Header);
    for (unsigned I = 0; I < 4; ++I) {
      unsigned Case = B.block("A M");
      B.edge(Header, Case);
      B.edge(Case, Latch);
    }
    unsigned Default = B.block("");
    B.edge(Header, Default);
    B.edge(Default, Latch);
    B.edge(Latch, Header);
    B.edge(Latch, Exit);
  };
  Builder B, Plain;
  Build(B);
  Build(Plain);
  Plain.FM.setSkipSweeps(false);
  EXPECT_EQ(B.solve(), (Counts{62, 1}));
  EXPECT_EQ(Plain.solve(), (Counts{62, 1}));
  EXPECT_EQ(B.result(0).MaxMarks, 65536u);
  EXPECT_TRUE(B.result(0).Saturated);
  EXPECT_TRUE(B.result(0).FewerMarks);
  EXPECT_EQ(B.result(0).TargetMarks.size(), 4u);
  EXPECT_EQ(B.result(0).TargetMarks, Plain.result(0).TargetMarks);
  EXPECT_EQ(B.FM.rounds(), Plain.FM.rounds());
  EXPECT_EQ(B.FM.iterations() + B.FM.skippedSweeps(), Plain.FM.iterations());
  EXPECT_GT(Plain.FM.iterations(), 65536u);
  EXPECT_LT(B.FM.iterations(), 1000u);
}

TEST(FunctionModelTest, FlatInPipelinedLoopHasNoExactCount) {
  // Prolog A M A M, loop A M W2 F. The first iteration needs 2 (marks
  // [0, 1, 2]). Emitting 2 leaves the newest DMA pending, the FLAT op
  // poisons it, and a later iteration needs 0. Emitting 0 (or 1) completes
  // what later iterations target, so then only the first iteration needs
  // anything: 2. No count is exact; 0 is the largest safe one.
  Builder B;
  unsigned Prolog = B.block("A M A M");
  unsigned Loop = B.block("A M W2 F");
  unsigned Exit = B.block("W0");
  B.edge(Prolog, Loop);
  B.edge(Loop, Loop);
  B.edge(Loop, Exit);
  EXPECT_EQ(B.solve(), (Counts{0, None}));
  EXPECT_TRUE(B.result(0).Conservative);
  EXPECT_TRUE(B.result(0).PathsDisagree);
  EXPECT_FALSE(B.result(1).Conservative);
  EXPECT_TRUE(B.result(1).AlreadySatisfied);
}

TEST(FunctionModelTest, SaturatedLoopWaitHasNoExactCount) {
  // Loop W4 A A M with MaxCount 4. The first wait with 5 marks targets
  // DMAs with 8 ops after them, so emitting nothing would need 4. But
  // emitting 4 completes them in the iteration before, when they already
  // had 6 ops after them: then nothing is needed. 4 is the largest safe
  // count.
  Builder B(/*MaxCount=*/4);
  unsigned Loop = B.block("W4 A A");
  unsigned Latch = B.block("M");
  B.edge(Loop, Latch);
  B.edge(Latch, Loop);
  EXPECT_EQ(B.solve(), (Counts{4}));
  EXPECT_TRUE(B.result(0).Conservative);
  EXPECT_TRUE(B.result(0).AlreadySatisfied);
}

TEST(FunctionModelTest, UnreachableBlock) {
  Builder B;
  B.block("A M");
  B.block("W0"); // No edge reaches it.
  EXPECT_EQ(B.solve(), (Counts{None}));
  EXPECT_TRUE(B.result(0).TargetMarks.empty());
}

} // namespace
