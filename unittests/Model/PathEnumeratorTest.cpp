//===- PathEnumeratorTest.cpp - FunctionModel against brute force ---------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks FunctionModel on random small CFGs against a reference that
/// simulates paths from the entry concretely: the list of issued counted ops
/// with their completion, and the marks as positions in that list.
///
/// The check is not circular: each wait on a path applies the count the
/// model emitted for that wait, and the model's count must then be the
/// minimum over the paths of what each path needs (and the explanation
/// flags must match). Paths are enumerated depth-first up to a bound on the
/// number of blocks. A (block, path state) pair already explored at the same
/// or smaller depth is not explored again, since what follows depends only on
/// the state. If no path was cut by the bound, every reachable (block, state)
/// pair has been explored, which covers every path however long: the case is
/// *exhaustive*. That is always so for acyclic CFGs, and often for cyclic
/// ones.
///
/// Asserted: (a) on every enumerated path, the model's count is at most what
/// the path needs (safety); (b) in exhaustive cases, every field of
/// WaitResult equals the reference, and so does the count unless the wait is
/// flagged Conservative (no exact count exists), when it must be below.
/// Reported: how many waits were proven exact, how many are conservative,
/// how many are inconclusive (bounded enumeration), and the smallest
/// function with a conservative wait.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/FunctionModel.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

constexpr uint64_t Inf = UINT64_MAX;

/// A random function: the events of each block and the CFG edges.
struct RandomFunction {
  unsigned MaxCount = 0;
  std::vector<std::vector<Event>> Blocks;
  std::vector<std::vector<unsigned>> Succs;
  /// Event ids as FunctionModel numbers them: block by block, in order.
  std::vector<std::vector<unsigned>> Ids;
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

Event randomEvent(Random &R, unsigned MaxCount) {
  // Weights favour what makes waits interesting.
  unsigned Pick = R.below(20);
  if (Pick < 4)
    return Event::countedOp();
  if (Pick < 8)
    return R.chance(85) ? Event::asyncDma() : Event::unknownDma();
  if (Pick < 12)
    return Event::mark();
  if (Pick < 16)
    return Event::wait(R.below(5));
  switch (Pick) {
  case 16:
    return R.chance(50) ? Event::syncDma() : Event::syncDmaFence();
  case 17:
    return Event::flatOp();
  case 18:
    // Up to MaxCount + 1: vmcnt(MaxCount + 1) still completes saturated
    // distances exactly (a larger one would not).
    return Event::existingWait(std::min(R.below(8), MaxCount + 1));
  default:
    return R.chance(30)   ? Event::call()
           : R.chance(30) ? Event::unknownTransfers()
                          : Event::countedOp();
  }
}

RandomFunction randomFunction(Random &R, bool Cyclic) {
  static const unsigned MaxCounts[] = {2, 4, 6, 62};
  RandomFunction F;
  F.MaxCount = MaxCounts[R.below(4)];
  unsigned NumBlocks = 2 + R.below(6);
  F.Blocks.resize(NumBlocks);
  F.Succs.resize(NumBlocks);
  F.Ids.resize(NumBlocks);
  unsigned NextId = 0;
  for (unsigned B = 0; B < NumBlocks; ++B) {
    for (unsigned I = 0, E = R.below(6); I < E; ++I) {
      F.Blocks[B].push_back(randomEvent(R, F.MaxCount));
      F.Ids[B].push_back(NextId++);
    }
    // Mostly a fall-through edge plus a branch; cyclic CFGs may branch to
    // any block, acyclic ones only forward.
    auto AddEdge = [&](unsigned To) {
      if (std::find(F.Succs[B].begin(), F.Succs[B].end(), To) ==
          F.Succs[B].end())
        F.Succs[B].push_back(To);
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
  return F;
}

/// What the paths reaching one wait or fence need.
struct Observation {
  bool Reached = false;
  uint64_t MinNeed = Inf;    ///< Unclamped; Inf = nothing.
  uint64_t MinClamped = Inf; ///< Clamped to MaxCount.
  uint64_t MaxClamped = 0;   ///< Clamped to MaxCount.
  bool AnyPoisoned = false;  ///< Some path needs 0 because of a FLAT.
  bool AnyFewer = false;     ///< Some path has <= N marks.
  bool AnyEnough = false;    ///< Some path has > N marks.
  unsigned MinMarks = UINT32_MAX;
  unsigned MaxMarks = 0; ///< Bounded by the model's mark limit.
  std::set<unsigned> Targets;
};

/// Enumerates the paths of a RandomFunction, each wait applying the count
/// the model emitted for it.
class PathEnumerator {
public:
  PathEnumerator(const RandomFunction &F, const FunctionModel &Model,
                 unsigned MaxDepth, unsigned MaxVisits)
      : F(F), Model(Model), MaxDepth(MaxDepth), MaxVisits(MaxVisits) {
    unsigned NumEvents = 0;
    for (const std::vector<Event> &Events : F.Blocks) {
      NumEvents += Events.size();
      for (const Event &E : Events)
        if (E.Kind == EventKind::Wait)
          MarkLimit = std::max(MarkLimit, E.Imm + 1);
    }
    Observations.resize(NumEvents);
  }

  void run() { visit(0, Path(), 1); }
  /// True if every reachable (block, path state) pair was explored.
  bool exhaustive() const { return !Cut; }
  const Observation &observation(unsigned Id) const { return Observations[Id]; }
  unsigned numVisits() const { return Visits; }

private:
  /// A counted op. Only the completion of DMAs matters.
  struct Op {
    EventKind Kind;
    bool Complete = false;
    bool Poisoned = false; ///< A FLAT op was issued while it was pending.
    /// Increments the counter (UnknownTransfers may issue nothing).
    bool Counted = true;
    bool pendingDma() const {
      return !Complete &&
             (Kind == EventKind::AsyncDma || Kind == EventKind::SyncDma ||
              Kind == EventKind::UnknownDma);
    }
  };
  struct MarkPos {
    size_t NumOpsBefore;
    unsigned Id;
  };
  struct Path {
    std::vector<Op> Ops;
    std::vector<MarkPos> Marks; ///< Oldest first.
  };
  /// The counted ops of \p P issued after op \p I.
  static uint64_t countedAfter(const Path &P, size_t I) {
    uint64_t N = 0;
    for (size_t J = I + 1, E = P.Ops.size(); J < E; ++J)
      N += P.Ops[J].Counted;
    return N;
  }

  /// What a path needs for the DMAs of \p Kind issued before op \p End.
  static uint64_t need(const Path &P, EventKind Kind, size_t End,
                       bool &Poisoned) {
    uint64_t Need = Inf;
    for (size_t I = 0; I < End; ++I) {
      const Op &O = P.Ops[I];
      if ((O.Kind != Kind && O.Kind != EventKind::UnknownDma) ||
          !O.pendingDma())
        continue;
      Poisoned |= O.Poisoned;
      Need = std::min<uint64_t>(Need, O.Poisoned ? 0 : countedAfter(P, I));
    }
    return Need;
  }

  static void waitcnt(Path &P, unsigned K) {
    for (size_t I = 0, E = P.Ops.size(); I < E; ++I) {
      Op &O = P.Ops[I];
      if (K == 0 || (!O.Poisoned && countedAfter(P, I) >= K))
        O.Complete = true;
    }
  }

  void observe(unsigned Id, const Path &P, uint64_t Need, bool Poisoned) {
    Observation &O = Observations[Id];
    uint64_t Clamped = std::min<uint64_t>(Need, F.MaxCount);
    O.Reached = true;
    O.MinNeed = std::min(O.MinNeed, Need);
    O.MinClamped = std::min(O.MinClamped, Need == Inf ? Inf : Clamped);
    O.MaxClamped = std::max(O.MaxClamped, Need == Inf ? Inf : Clamped);
    O.AnyPoisoned |= Poisoned;
    unsigned NumMarks = P.Marks.size();
    O.MinMarks = std::min(O.MinMarks, NumMarks);
    O.MaxMarks = std::max(O.MaxMarks, std::min(NumMarks, MarkLimit));
  }

  void step(Path &P, const Event &E, unsigned Id) {
    switch (E.Kind) {
    case EventKind::CountedOp:
    case EventKind::AsyncDma:
    case EventKind::SyncDma:
    case EventKind::UnknownDma:
      P.Ops.push_back(Op{E.Kind});
      return;
    case EventKind::UnknownTransfers:
      // Any number of async DMAs, none included, in any order: one pending
      // DMA that only a wait for 0 completes, counting nothing.
      P.Ops.push_back(Op{EventKind::AsyncDma, /*Complete=*/false,
                         /*Poisoned=*/true, /*Counted=*/false});
      return;
    case EventKind::FlatOp:
      for (Op &O : P.Ops)
        O.Poisoned |= O.pendingDma();
      P.Ops.push_back(Op{E.Kind});
      return;
    case EventKind::Mark:
      P.Marks.push_back(MarkPos{P.Ops.size(), Id});
      return;
    case EventKind::Wait: {
      unsigned N = E.Imm;
      bool Poisoned = false;
      uint64_t Need = Inf;
      Observation &O = Observations[Id];
      if (P.Marks.size() > N) {
        const MarkPos &Target = P.Marks[P.Marks.size() - 1 - N];
        Need = need(P, EventKind::AsyncDma, Target.NumOpsBefore, Poisoned);
        O.AnyEnough = true;
        O.Targets.insert(Target.Id);
      } else {
        O.AnyFewer = true;
      }
      observe(Id, P, Need, Poisoned);
      if (std::optional<unsigned> K = Model.result(Id).Count)
        waitcnt(P, *K);
      if (P.Marks.size() > N)
        P.Marks.erase(P.Marks.begin(), P.Marks.end() - N);
      return;
    }
    case EventKind::SyncDmaFence: {
      bool Poisoned = false;
      uint64_t Need = need(P, EventKind::SyncDma, P.Ops.size(), Poisoned);
      observe(Id, P, Need, Poisoned);
      if (std::optional<unsigned> K = Model.result(Id).Count)
        waitcnt(P, *K);
      return;
    }
    case EventKind::ExistingWait:
      waitcnt(P, E.Imm);
      return;
    case EventKind::Call:
      for (Op &O : P.Ops)
        O.Complete = true;
      return;
    }
  }

  /// Everything the future of a path depends on: the pending DMAs with
  /// their distances, and the marks in between. Completed ops never matter
  /// again. Distances above MaxCount + 1 behave alike, since every count
  /// applied is at most MaxCount + 1 and needs are clamped to MaxCount.
  std::string key(unsigned B, const Path &P) const {
    std::string Key = std::to_string(B);
    size_t NextMark = 0;
    for (size_t I = 0, E = P.Ops.size(); I <= E; ++I) {
      for (; NextMark < P.Marks.size() && P.Marks[NextMark].NumOpsBefore == I;
           ++NextMark)
        Key += " M" + std::to_string(P.Marks[NextMark].Id);
      if (I == E || !P.Ops[I].pendingDma())
        continue;
      Key += P.Ops[I].Kind == EventKind::AsyncDma  ? " A"
             : P.Ops[I].Kind == EventKind::SyncDma ? " S"
                                                   : " U";
      Key += P.Ops[I].Poisoned
                 ? std::string("P")
                 : std::to_string(std::min<uint64_t>(countedAfter(P, I),
                                                     F.MaxCount + 1));
    }
    return Key;
  }

  void visit(unsigned B, Path P, unsigned Depth) {
    auto [It, Inserted] = Explored.try_emplace(key(B, P), Depth);
    if (!Inserted) {
      if (It->second <= Depth)
        return;
      It->second = Depth;
    }
    if (++Visits > MaxVisits) {
      Cut = true;
      return;
    }
    for (size_t I = 0, E = F.Blocks[B].size(); I < E; ++I)
      step(P, F.Blocks[B][I], F.Ids[B][I]);
    for (unsigned Succ : F.Succs[B]) {
      if (Depth == MaxDepth)
        Cut = true;
      else
        visit(Succ, P, Depth + 1);
    }
  }

  const RandomFunction &F;
  const FunctionModel &Model;
  const unsigned MaxDepth;
  const unsigned MaxVisits;
  unsigned MarkLimit = 1;
  std::vector<Observation> Observations;
  /// Explored (block, path state) keys and the smallest depth they were
  /// explored at.
  std::unordered_map<std::string, unsigned> Explored;
  unsigned Visits = 0;
  bool Cut = false;
};

std::string describe(const RandomFunction &F) {
  static const char *const Names[] = {"G", "A", "S", "F", "M",
                                      "W", "E", "C", "Y", "U", "T"};
  std::string Out = "MaxCount " + std::to_string(F.MaxCount) + "\n";
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    Out += "  bb" + std::to_string(B) + ":";
    for (size_t I = 0; I < F.Blocks[B].size(); ++I) {
      const Event &E = F.Blocks[B][I];
      Out += std::string(" ") + Names[static_cast<int>(E.Kind)];
      if (E.Kind == EventKind::Wait || E.Kind == EventKind::ExistingWait)
        Out += std::to_string(E.Imm);
      Out += "#" + std::to_string(F.Ids[B][I]);
    }
    Out += " ->";
    for (unsigned S : F.Succs[B])
      Out += " bb" + std::to_string(S);
    Out += "\n";
  }
  return Out;
}

std::optional<unsigned> asCount(uint64_t Clamped) {
  if (Clamped == Inf)
    return std::nullopt;
  return static_cast<unsigned>(Clamped);
}

struct Stats {
  unsigned Cases = 0, Exhaustive = 0, CyclicExhaustive = 0;
  unsigned WaitsChecked = 0, WaitsExact = 0, WaitsConservative = 0;
  unsigned WaitsInconclusive = 0;
  unsigned Visits = 0, MaxRounds = 0;
  /// The smallest function (in events) with a conservative wait.
  std::string SmallestConservative;
  size_t SmallestConservativeSize = SIZE_MAX;
};

/// Checks one wait or fence. Returns true if it is proven exact.
bool checkResult(const RandomFunction &F, const Event &E, const WaitResult &R,
                 const Observation &O, bool Exhaustive) {
  std::optional<unsigned> RefCount = asCount(O.MinClamped);
  // Safety: never above what an enumerated path needs.
  if (!R.Count) {
    EXPECT_FALSE(RefCount);
  } else if (RefCount) {
    EXPECT_LE(*R.Count, *RefCount);
  }
  if (!Exhaustive)
    return R.Count == RefCount && !R.Conservative;

  // A conservative count is below what is needed; everything else says what
  // the paths need.
  if (R.Conservative)
    EXPECT_NE(R.Count, RefCount);
  else
    EXPECT_EQ(R.Count, RefCount);
  EXPECT_EQ(R.Saturated, O.MinNeed != Inf && O.MinNeed > F.MaxCount);
  EXPECT_EQ(R.ForcedByFlat, O.AnyPoisoned);
  EXPECT_EQ(R.PathsDisagree, O.MinClamped != O.MaxClamped);
  if (E.Kind == EventKind::Wait) {
    EXPECT_EQ(R.FewerMarks, O.AnyFewer);
    EXPECT_EQ(R.AlreadySatisfied, O.AnyEnough && O.MinNeed == Inf);
    EXPECT_EQ(R.MinMarks, O.MinMarks);
    EXPECT_EQ(R.MaxMarks, O.MaxMarks);
    EXPECT_EQ(std::vector<unsigned>(R.TargetMarks.begin(), R.TargetMarks.end()),
              std::vector<unsigned>(O.Targets.begin(), O.Targets.end()));
  }
  return !R.Conservative;
}

void checkCase(unsigned Seed, bool Cyclic, Stats &S) {
  Random R(Seed);
  RandomFunction F = randomFunction(R, Cyclic);
  FunctionModel Model(F.MaxCount);
  for (size_t B = 0; B < F.Blocks.size(); ++B)
    Model.addBlock();
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    for (const Event &E : F.Blocks[B])
      Model.addEvent(B, E);
    for (unsigned Succ : F.Succs[B])
      Model.addEdge(B, Succ);
  }
  Model.solve();

  PathEnumerator Paths(F, Model, /*MaxDepth=*/Cyclic ? 24 : 8,
                       /*MaxVisits=*/20000);
  Paths.run();
  bool Exhaustive = Paths.exhaustive();
  std::string Description = describe(F);
  SCOPED_TRACE("seed " + std::to_string(Seed) +
               (Exhaustive ? " (exhaustive)\n" : " (bounded)\n") + Description);
  if (!Cyclic) {
    EXPECT_TRUE(Exhaustive);
  }
  ++S.Cases;
  S.Exhaustive += Exhaustive;
  S.CyclicExhaustive += Cyclic && Exhaustive;
  S.Visits += Paths.numVisits();
  S.MaxRounds = std::max(S.MaxRounds, Model.rounds());

  size_t NumEvents = 0;
  for (const std::vector<Event> &Events : F.Blocks)
    NumEvents += Events.size();
  for (size_t B = 0; B < F.Blocks.size(); ++B) {
    for (size_t I = 0; I < F.Blocks[B].size(); ++I) {
      const Event &E = F.Blocks[B][I];
      if (E.Kind != EventKind::Wait && E.Kind != EventKind::SyncDmaFence)
        continue;
      unsigned Id = F.Ids[B][I];
      SCOPED_TRACE("event #" + std::to_string(Id));
      const Observation &O = Paths.observation(Id);
      const WaitResult &Result = Model.result(Id);
      if (!O.Reached) {
        // Unreachable, or beyond the bound.
        if (Exhaustive) {
          EXPECT_FALSE(Result.Count);
        }
        continue;
      }
      ++S.WaitsChecked;
      bool Exact = checkResult(F, E, Result, O, Exhaustive);
      S.WaitsExact += Exact;
      S.WaitsConservative += Result.Conservative;
      S.WaitsInconclusive += !Exact && !Result.Conservative;
      if (Result.Conservative && NumEvents < S.SmallestConservativeSize) {
        S.SmallestConservativeSize = NumEvents;
        S.SmallestConservative = "seed " + std::to_string(Seed) + ", #" +
                                 std::to_string(Id) + ":\n" + Description;
      }
    }
  }
}

TEST(PathEnumeratorTest, RandomFunctions) {
  constexpr unsigned NumCases = 6000;
  Stats S;
  for (unsigned Seed = 0; Seed < NumCases; ++Seed) {
    checkCase(Seed, /*Cyclic=*/Seed % 2, S);
    if (HasFailure())
      break;
  }
  RecordProperty("Cases", S.Cases);
  RecordProperty("ExhaustiveCases", S.Exhaustive);
  RecordProperty("WaitsChecked", S.WaitsChecked);
  RecordProperty("WaitsExact", S.WaitsExact);
  RecordProperty("WaitsConservative", S.WaitsConservative);
  std::printf("[ STATS    ] %u cases (%u exhaustive, %u of them cyclic), "
              "%u path visits, up to %u rounds; %u waits checked: %u proven "
              "exact, %u conservative, %u inconclusive (bounded paths)\n",
              S.Cases, S.Exhaustive, S.CyclicExhaustive, S.Visits, S.MaxRounds,
              S.WaitsChecked, S.WaitsExact, S.WaitsConservative,
              S.WaitsInconclusive);
  if (!S.SmallestConservative.empty())
    std::printf("[ STATS    ] smallest conservative wait: %s",
                S.SmallestConservative.c_str());
}

} // namespace
