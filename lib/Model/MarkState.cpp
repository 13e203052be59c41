//===- MarkState.cpp - Dataflow state of async marks ----------------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Transfer functions and join of MarkState.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/MarkState.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace llvm::asyncmark;

unsigned Dist::count() const {
  assert(isCounted() && "no count for poisoned or complete distances");
  return Raw - 1;
}

raw_ostream &llvm::asyncmark::operator<<(raw_ostream &OS, Dist D) {
  if (D.isPoisoned())
    return OS << "P";
  if (D.isComplete())
    return OS << "C";
  return OS << D.count();
}

raw_ostream &llvm::asyncmark::operator<<(raw_ostream &OS, const DistRange &R) {
  if (R.Lo == R.Hi)
    return OS << R.Lo;
  return OS << R.Lo << ".." << R.Hi;
}

MarkState::MarkState(unsigned MaxCount, unsigned MarkLimit)
    : MaxCount(MaxCount), MarkLimit(MarkLimit) {
  assert(MaxCount < UINT32_MAX - 2 && "MaxCount must leave room to saturate");
}

template <typename MapT> void MarkState::mapDists(MapT Map) {
  auto MapRange = [&](DistRange &R) {
    R.Lo = Map(R.Lo);
    R.Hi = Map(R.Hi);
  };
  MapRange(Async);
  MapRange(Sync);
  // The map may make neighbouring runs equal.
  SmallVector<Run, 4> Mapped;
  for (Run R : Marks) {
    MapRange(R.D);
    if (!Mapped.empty() && Mapped.back().D == R.D)
      Mapped.back().Len += R.Len;
    else
      Mapped.push_back(R);
  }
  Marks = std::move(Mapped);
}

void MarkState::truncate(unsigned Len) {
  unsigned Kept = 0;
  for (unsigned I = 0, E = Marks.size(); I != E; ++I) {
    if (Kept + Marks[I].Len >= Len) {
      Marks[I].Len = Len - Kept;
      Marks.truncate(Marks[I].Len ? I + 1 : I);
      return;
    }
    Kept += Marks[I].Len;
  }
}

void MarkState::countedOp() {
  const unsigned Saturated = MaxCount + 1;
  mapDists([Saturated](Dist D) {
    return D.isCounted() ? Dist::ops(std::min(D.count() + 1, Saturated)) : D;
  });
}

void MarkState::asyncDma() {
  countedOp();
  Async.Lo = std::min(Async.Lo, Dist::ops(0));
  Async.Hi = std::min(Async.Hi, Dist::ops(0));
}

void MarkState::syncDma() {
  countedOp();
  Sync.Lo = std::min(Sync.Lo, Dist::ops(0));
  Sync.Hi = std::min(Sync.Hi, Dist::ops(0));
}

void MarkState::unknownDma() {
  countedOp();
  for (DistRange *R : {&Async, &Sync}) {
    R->Lo = std::min(R->Lo, Dist::ops(0));
    R->Hi = std::min(R->Hi, Dist::ops(0));
  }
}

void MarkState::unknownTransfers() {
  Async.Lo = std::min(Async.Lo, Dist::poisoned());
  Async.Hi = std::min(Async.Hi, Dist::poisoned());
}

void MarkState::flatOp() {
  // Counting the FLAT op itself changes nothing: every counted distance
  // becomes poisoned, and poisoned and complete ones stay as they are.
  mapDists([](Dist D) { return D.isCounted() ? Dist::poisoned() : D; });
}

void MarkState::mark() {
  // Every path gains a mark standing for all its pending async DMAs.
  if (!Marks.empty() && Marks.front().D == Async)
    ++Marks.front().Len;
  else
    Marks.insert(Marks.begin(), Run{Async, 1});
  truncate(MarkLimit);
  ++MinMarks;
}

void MarkState::call() {
  mapDists([](Dist) { return Dist::complete(); });
}

void MarkState::applyWait(unsigned K) {
  mapDists([K](Dist D) {
    bool Completes = D.isPoisoned() ? K == 0 : D.isCounted() && D.count() >= K;
    return Completes ? Dist::complete() : D;
  });
}

void MarkState::consume(unsigned N) {
  truncate(N);
  MinMarks = std::min(MinMarks, N);
}

std::optional<unsigned> MarkState::countFor(Dist D) const {
  if (D.isComplete())
    return std::nullopt;
  if (D.isPoisoned())
    return 0;
  return std::min(D.count(), MaxCount);
}

void MarkState::explain(WaitResult &R, DistRange D) const {
  R.Count = countFor(D.Lo);
  R.ForcedByFlat = D.Lo.isPoisoned();
  R.Saturated = D.Lo.isCounted() && D.Lo.count() > MaxCount;
  R.PathsDisagree = R.Count != countFor(D.Hi);
}

WaitResult MarkState::required(unsigned N) const {
  WaitResult R;
  R.MinMarks = MinMarks;
  R.MaxMarks = numMarks();
  R.FewerMarks = MinMarks <= N;
  if (R.MaxMarks <= N)
    return R; // No path has enough marks.
  explain(R, markDist(N));
  R.AlreadySatisfied = !R.Count;
  return R;
}

WaitResult MarkState::requiredSync() const {
  WaitResult R;
  explain(R, Sync);
  return R;
}

bool MarkState::join(const MarkState &Other) {
  assert(MaxCount == Other.MaxCount && MarkLimit == Other.MarkLimit &&
         "joining states of different functions");
  MarkState Old = *this;
  auto JoinRange = [](DistRange &R, const DistRange &O) {
    R.Lo = std::min(R.Lo, O.Lo);
    R.Hi = std::max(R.Hi, O.Hi);
  };
  JoinRange(Async, Other.Async);
  JoinRange(Sync, Other.Sync);
  MinMarks = std::min(MinMarks, Other.MinMarks);

  // Walk both run lists in lockstep, one segment of equal entries at a time.
  // Where only one side has marks, the other side's paths lack those marks:
  // they need nothing from them (Complete in Hi) and add nothing to Lo.
  SmallVector<Run, 4> Merged;
  auto Append = [&](DistRange D, unsigned Len) {
    if (!Merged.empty() && Merged.back().D == D)
      Merged.back().Len += Len;
    else
      Merged.push_back(Run{D, Len});
  };
  const Run *A = Marks.begin(), *AEnd = Marks.end();
  const Run *B = Other.Marks.begin(), *BEnd = Other.Marks.end();
  unsigned AUsed = 0, BUsed = 0;
  while (A != AEnd && B != BEnd) {
    unsigned Len = std::min(A->Len - AUsed, B->Len - BUsed);
    DistRange D = A->D;
    JoinRange(D, B->D);
    Append(D, Len);
    if ((AUsed += Len) == A->Len) {
      ++A;
      AUsed = 0;
    }
    if ((BUsed += Len) == B->Len) {
      ++B;
      BUsed = 0;
    }
  }
  for (; A != AEnd; ++A, AUsed = 0)
    Append(DistRange{A->D.Lo, Dist::complete()}, A->Len - AUsed);
  for (; B != BEnd; ++B, BUsed = 0)
    Append(DistRange{B->D.Lo, Dist::complete()}, B->Len - BUsed);
  Marks = std::move(Merged);
  return *this != Old;
}

unsigned MarkState::numMarks() const {
  unsigned Num = 0;
  for (const Run &R : Marks)
    Num += R.Len;
  return Num;
}

DistRange MarkState::markDist(unsigned I) const {
  for (const Run &R : Marks) {
    if (I < R.Len)
      return R.D;
    I -= R.Len;
  }
  llvm_unreachable("no such mark");
}

bool MarkState::operator==(const MarkState &Other) const {
  return Marks == Other.Marks && MinMarks == Other.MinMarks &&
         Async == Other.Async && Sync == Other.Sync;
}

void MarkState::print(raw_ostream &OS) const {
  OS << "marks [";
  ListSeparator LS;
  for (const Run &R : Marks) {
    OS << LS << R.D;
    if (R.Len != 1)
      OS << " x" << R.Len;
  }
  OS << "] min " << MinMarks << " async " << Async << " sync " << Sync;
}
