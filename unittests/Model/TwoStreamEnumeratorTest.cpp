//===- TwoStreamEnumeratorTest.cpp - gfx1250's streams against brute force -===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks ModelBuilder's waits on gfx1250 programs that mix loads to LDS and
/// stores from LDS (two ASYNCcnt streams, each completing in order, in no
/// known order between them) on random small CFGs, against a reference that
/// runs each path concretely.
///
/// The reference keeps the transfers that may still be in flight, in issue
/// order with their stream, and the marks as positions in that list. A wait
/// for N targets the transfers before the (N+1)-th newest mark; one of them
/// is complete after `s_wait_asynccnt k` exactly when k transfers of its own
/// stream were issued after it and may be in flight (were it not complete,
/// they would be too, and the counter would be above k). So a path needs the
/// smallest such number over the targeted transfers, and a wait, applying
/// the count the model emitted, completes those with at least that many.
///
/// The check is not circular: the reference applies the model's counts but
/// computes needs on its own. Asserted: on every enumerated path no wait
/// emits more than the path needs; where every (block, state) pair was
/// explored (exhaustive), each wait emits exactly the least any path needs,
/// or, flagged Conservative, less. A wait that emits one count for both
/// streams must be tight after an earlier wait that one stream made
/// stricter than the other needed (fuzz seed 520081).
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/ModelBuilder.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

using K = ProgramEventKind;
constexpr unsigned Inf = UINT32_MAX;

enum class Op { Load, Store, Mark, Wait };
struct Step {
  Op Kind;
  unsigned N = 0; ///< For Wait.
};

struct Program {
  unsigned MaxCount = 0;
  std::vector<std::vector<Step>> Blocks;
  std::vector<std::vector<unsigned>> Succs;
  /// Per block, per step: the builder's handle.
  std::vector<std::vector<unsigned>> Handles;
  unsigned MaxN = 0;
};

std::string describe(const Program &P) {
  std::string S = "MaxCount " + std::to_string(P.MaxCount) + "\n";
  for (size_t B = 0; B < P.Blocks.size(); ++B) {
    S += "  bb" + std::to_string(B) + ":";
    for (size_t I = 0; I < P.Blocks[B].size(); ++I) {
      const Step &St = P.Blocks[B][I];
      switch (St.Kind) {
      case Op::Load:
        S += " load";
        break;
      case Op::Store:
        S += " store";
        break;
      case Op::Mark:
        S += " mark";
        break;
      case Op::Wait:
        S += " wait(" + std::to_string(St.N) + ")#" +
             std::to_string(P.Handles[B][I]);
        break;
      }
    }
    S += " ->";
    for (unsigned To : P.Succs[B])
      S += " bb" + std::to_string(To);
    S += "\n";
  }
  return S;
}

Program randomProgram(std::mt19937 &Rng, bool Cyclic) {
  auto Below = [&](unsigned N) { return unsigned(Rng() % N); };
  static const unsigned MaxCounts[] = {2, 3, 62};
  Program P;
  P.MaxCount = MaxCounts[Below(3)];
  unsigned NumBlocks = 2 + Below(5);
  P.Blocks.resize(NumBlocks);
  P.Succs.resize(NumBlocks);
  for (unsigned B = 0; B < NumBlocks; ++B) {
    for (unsigned I = 0, E = Below(6); I < E; ++I) {
      unsigned Pick = Below(10);
      Step St{Pick < 3 ? Op::Load : Pick < 5 ? Op::Store
                                  : Pick < 8 ? Op::Mark
                                             : Op::Wait};
      if (St.Kind == Op::Wait) {
        St.N = Below(4);
        P.MaxN = std::max(P.MaxN, St.N);
      }
      P.Blocks[B].push_back(St);
    }
    auto AddEdge = [&](unsigned To) {
      if (std::find(P.Succs[B].begin(), P.Succs[B].end(), To) ==
          P.Succs[B].end())
        P.Succs[B].push_back(To);
    };
    if (B + 1 < NumBlocks && Below(100) < 80)
      AddEdge(B + 1);
    if (Below(100) < 60) {
      if (Cyclic)
        AddEdge(Below(NumBlocks));
      else if (B + 1 < NumBlocks)
        AddEdge(B + 1 + Below(NumBlocks - B - 1));
    }
  }
  return P;
}

/// What may be in flight on one path: the transfers' streams in issue order
/// (true: a store from LDS), and per mark, oldest first, the number of
/// those issued before it. Marks older than the MaxN + 1 newest are never
/// targeted and are dropped.
struct PathState {
  std::vector<bool> Pending;
  std::vector<unsigned> Marks;
  bool operator<(const PathState &O) const {
    return std::tie(Pending, Marks) < std::tie(O.Pending, O.Marks);
  }
};

/// Per transfer in flight, the transfers of its own stream in flight after
/// it.
std::vector<unsigned> youngerOfOwnStream(const PathState &S) {
  std::vector<unsigned> Younger(S.Pending.size(), 0);
  unsigned Loads = 0, Stores = 0;
  for (size_t I = S.Pending.size(); I-- > 0;) {
    Younger[I] = S.Pending[I] ? Stores : Loads;
    (S.Pending[I] ? Stores : Loads)++;
  }
  return Younger;
}

class Reference {
public:
  Reference(const Program &P, const ModelBuilder &B, unsigned MaxDepth,
            unsigned MaxVisits)
      : P(P), B(B), MaxDepth(MaxDepth), MaxVisits(MaxVisits) {}

  void run() { visit(0, PathState(), 0); }
  bool exhaustive() const { return !Cut; }
  /// Per wait handle: the least a path needs (clamped; Inf: nothing), and
  /// whether a path reached it.
  std::map<unsigned, unsigned> MinNeed;

private:
  void visit(unsigned Blk, PathState S, unsigned Depth) {
    if (Depth >= MaxDepth || Visits >= MaxVisits) {
      Cut = true;
      return;
    }
    auto [It, New] = Seen.insert({Blk, S});
    (void)It;
    if (!New)
      return;
    ++Visits;
    for (size_t I = 0; I < P.Blocks[Blk].size(); ++I) {
      const Step &St = P.Blocks[Blk][I];
      switch (St.Kind) {
      case Op::Load:
      case Op::Store:
        S.Pending.push_back(St.Kind == Op::Store);
        break;
      case Op::Mark:
        S.Marks.push_back(S.Pending.size());
        if (S.Marks.size() > P.MaxN + 1)
          S.Marks.erase(S.Marks.begin());
        break;
      case Op::Wait: {
        unsigned Handle = P.Handles[Blk][I];
        std::vector<unsigned> Younger = youngerOfOwnStream(S);
        unsigned Need = Inf;
        if (S.Marks.size() > St.N) {
          unsigned Before = S.Marks[S.Marks.size() - 1 - St.N];
          for (unsigned T = 0; T < Before; ++T)
            Need = std::min(Need, std::min(Younger[T], P.MaxCount));
        }
        auto [M, First] = MinNeed.insert({Handle, Need});
        if (!First)
          M->second = std::min(M->second, Need);
        std::optional<unsigned> Emitted = B.result(Handle).Count;
        // Safety, on this path.
        if (Need != Inf) {
          EXPECT_TRUE(Emitted.has_value()) << "wait #" << Handle;
          if (Emitted) {
            EXPECT_LE(*Emitted, Need) << "wait #" << Handle;
          }
        }
        if (Emitted) {
          PathState Next;
          for (size_t T = 0; T < S.Pending.size(); ++T) {
            if (Younger[T] >= *Emitted)
              continue;
            Next.Pending.push_back(S.Pending[T]);
          }
          for (unsigned Pos : S.Marks) {
            unsigned Kept = 0;
            for (unsigned T = 0; T < Pos; ++T)
              Kept += Younger[T] < *Emitted;
            Next.Marks.push_back(Kept);
          }
          S = std::move(Next);
        }
        if (S.Marks.size() > St.N)
          S.Marks.erase(S.Marks.begin(), S.Marks.end() - St.N);
        break;
      }
      }
    }
    for (unsigned Succ : P.Succs[Blk])
      visit(Succ, S, Depth + 1);
  }

  const Program &P;
  const ModelBuilder &B;
  unsigned MaxDepth, MaxVisits;
  unsigned Visits = 0;
  bool Cut = false;
  std::set<std::pair<unsigned, PathState>> Seen;
};

ProgramEvent toProgramEvent(const Step &St) {
  switch (St.Kind) {
  case Op::Load: {
    ProgramEvent E{K::LdsDma};
    E.KnownAsync = true;
    return E;
  }
  case Op::Store: {
    ProgramEvent E{K::LdsDma};
    E.KnownAsync = true;
    E.MayReorderWithLoads = true;
    E.KnownStoreFromLds = true;
    return E;
  }
  case Op::Mark:
    return {K::Mark};
  case Op::Wait:
    return {K::Wait, St.N};
  }
  return {};
}

struct Stats {
  unsigned Cases = 0, Exhaustive = 0, Waits = 0, Exact = 0, Conservative = 0;
  /// Exact waits in programs with loads and stores both (two models).
  unsigned ExactTwoStreams = 0;
  /// The smallest program (in steps) with a conservative wait.
  std::string SmallestConservative;
  size_t SmallestConservativeSize = SIZE_MAX;
};

void checkCase(unsigned Seed, bool Cyclic, Stats &S) {
  std::mt19937 Rng(Seed);
  Program P = randomProgram(Rng, Cyclic);
  ModelBuilder B(P.MaxCount, std::nullopt);
  for (size_t Blk = 0; Blk < P.Blocks.size(); ++Blk)
    B.addBlock();
  P.Handles.resize(P.Blocks.size());
  for (size_t Blk = 0; Blk < P.Blocks.size(); ++Blk) {
    for (const Step &St : P.Blocks[Blk])
      P.Handles[Blk].push_back(B.addEvent(Blk, toProgramEvent(St)));
    for (unsigned Succ : P.Succs[Blk])
      B.addEdge(Blk, Succ);
  }
  B.solve(/*FindTargetMarks=*/false);

  SCOPED_TRACE("seed " + std::to_string(Seed) + "\n" + describe(P));
  Reference Ref(P, B, /*MaxDepth=*/16, /*MaxVisits=*/20000);
  Ref.run();
  bool Exhaustive = Ref.exhaustive();
  if (!Cyclic) {
    EXPECT_TRUE(Exhaustive);
  }
  ++S.Cases;
  S.Exhaustive += Exhaustive;
  if (!Exhaustive)
    return;
  bool HasLoad = false, HasStore = false;
  for (const std::vector<Step> &Steps : P.Blocks)
    for (const Step &St : Steps) {
      HasLoad |= St.Kind == Op::Load;
      HasStore |= St.Kind == Op::Store;
    }
  for (size_t Blk = 0; Blk < P.Blocks.size(); ++Blk) {
    for (size_t I = 0; I < P.Blocks[Blk].size(); ++I) {
      if (P.Blocks[Blk][I].Kind != Op::Wait)
        continue;
      unsigned Handle = P.Handles[Blk][I];
      const WaitResult &R = B.result(Handle);
      auto It = Ref.MinNeed.find(Handle);
      if (It == Ref.MinNeed.end()) {
        EXPECT_FALSE(R.Count) << "unreachable wait #" << Handle;
        continue;
      }
      ++S.Waits;
      std::optional<unsigned> Least;
      if (It->second != Inf)
        Least = It->second;
      if (R.Conservative) {
        ++S.Conservative;
        EXPECT_NE(R.Count, Least) << "wait #" << Handle;
        size_t Size = 0;
        for (const std::vector<Step> &Steps : P.Blocks)
          Size += Steps.size();
        if (Size < S.SmallestConservativeSize) {
          S.SmallestConservativeSize = Size;
          S.SmallestConservative = "seed " + std::to_string(Seed) + ", #" +
                                   std::to_string(Handle) + ":\n" +
                                   describe(P);
        }
      } else {
        EXPECT_EQ(R.Count, Least) << "wait #" << Handle;
        S.Exact += R.Count == Least;
        S.ExactTwoStreams += R.Count == Least && HasLoad && HasStore;
      }
    }
  }
}

TEST(TwoStreamEnumeratorTest, RandomPrograms) {
  constexpr unsigned NumCases = 20000;
  Stats S;
  for (unsigned Seed = 0; Seed < NumCases; ++Seed) {
    checkCase(Seed, /*Cyclic=*/Seed % 2, S);
    if (HasFailure())
      break;
  }
  std::printf("[ STATS    ] %u cases (%u exhaustive); %u waits in exhaustive "
              "cases: %u exact (%u with both streams), %u conservative\n",
              S.Cases, S.Exhaustive, S.Waits, S.Exact, S.ExactTwoStreams,
              S.Conservative);
  if (!S.SmallestConservative.empty())
    std::printf("[ STATS    ] smallest conservative wait: %s",
                S.SmallestConservative.c_str());
  // The generator must give the check something to do.
  EXPECT_GT(S.Exhaustive, NumCases / 2);
  EXPECT_GT(S.Exact, 10000u);
  EXPECT_GT(S.ExactTwoStreams, 5000u);
}

} // namespace
