//===- MarkState.cpp - Dataflow state of async marks ----------------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Transfer functions and join of MarkState, for concrete and for affine
/// run lengths (AffineLength.h).
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/MarkState.h"
#include "AffineLength.h"

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

template <typename LengthT>
BasicMarkState<LengthT>::BasicMarkState(unsigned MaxCount, unsigned MarkLimit)
    : MaxCount(MaxCount), MarkLimit(MarkLimit) {
  assert(MaxCount < UINT32_MAX - 2 && "MaxCount must leave room to saturate");
}

template <typename LengthT>
template <typename MapT>
void BasicMarkState<LengthT>::mapDists(MapT Map) {
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

template <typename LengthT>
void BasicMarkState<LengthT>::truncate(unsigned Len) {
  LengthT Kept = 0;
  for (unsigned I = 0, E = Marks.size(); I != E; ++I) {
    if (Kept + Marks[I].Len >= Len) {
      Marks[I].Len = LengthT(Len) - Kept;
      Marks.truncate(Marks[I].Len != 0 ? I + 1 : I);
      return;
    }
    Kept += Marks[I].Len;
  }
}

template <typename LengthT> void BasicMarkState<LengthT>::countedOp() {
  const unsigned Saturated = MaxCount + 1;
  mapDists([Saturated](Dist D) {
    return D.isCounted() ? Dist::ops(std::min(D.count() + 1, Saturated)) : D;
  });
}

template <typename LengthT> void BasicMarkState<LengthT>::asyncDma() {
  countedOp();
  Async.Lo = std::min(Async.Lo, Dist::ops(0));
  Async.Hi = std::min(Async.Hi, Dist::ops(0));
}

template <typename LengthT> void BasicMarkState<LengthT>::syncDma() {
  countedOp();
  Sync.Lo = std::min(Sync.Lo, Dist::ops(0));
  Sync.Hi = std::min(Sync.Hi, Dist::ops(0));
}

template <typename LengthT> void BasicMarkState<LengthT>::unknownDma() {
  countedOp();
  for (DistRange *R : {&Async, &Sync}) {
    R->Lo = std::min(R->Lo, Dist::ops(0));
    R->Hi = std::min(R->Hi, Dist::ops(0));
  }
}

template <typename LengthT>
void BasicMarkState<LengthT>::unknownTransfers() {
  Async.Lo = std::min(Async.Lo, Dist::poisoned());
  Async.Hi = std::min(Async.Hi, Dist::poisoned());
}

template <typename LengthT> void BasicMarkState<LengthT>::flatOp() {
  // Counting the FLAT op itself changes nothing: every counted distance
  // becomes poisoned, and poisoned and complete ones stay as they are.
  mapDists([](Dist D) { return D.isCounted() ? Dist::poisoned() : D; });
}

template <typename LengthT> void BasicMarkState<LengthT>::mark() {
  // Every path gains a mark standing for all its pending async DMAs.
  if (!Marks.empty() && Marks.front().D == Async)
    Marks.front().Len += 1;
  else
    Marks.insert(Marks.begin(), Run{Async, 1});
  truncate(MarkLimit);
  ++MinMarks;
}

template <typename LengthT> void BasicMarkState<LengthT>::call() {
  mapDists([](Dist) { return Dist::complete(); });
}

template <typename LengthT>
void BasicMarkState<LengthT>::applyWait(unsigned K) {
  mapDists([K](Dist D) {
    bool Completes = D.isPoisoned() ? K == 0 : D.isCounted() && D.count() >= K;
    return Completes ? Dist::complete() : D;
  });
}

template <typename LengthT> void BasicMarkState<LengthT>::consume(unsigned N) {
  truncate(N);
  MinMarks = std::min(MinMarks, N);
}

template <typename LengthT>
std::optional<unsigned> BasicMarkState<LengthT>::countFor(Dist D) const {
  if (D.isComplete())
    return std::nullopt;
  if (D.isPoisoned())
    return 0;
  return std::min(D.count(), MaxCount);
}

template <typename LengthT>
void BasicMarkState<LengthT>::explain(WaitResult &R, DistRange D) const {
  R.Count = countFor(D.Lo);
  R.ForcedByFlat = D.Lo.isPoisoned();
  R.Saturated = D.Lo.isCounted() && D.Lo.count() > MaxCount;
  R.PathsDisagree = R.Count != countFor(D.Hi);
}

template <typename LengthT>
WaitResult BasicMarkState<LengthT>::required(unsigned N) const {
  WaitResult R;
  LengthT NumMarks = numMarks();
  R.MinMarks = MinMarks;
  R.MaxMarks = lengthAtStart(NumMarks);
  R.FewerMarks = MinMarks <= N;
  if (NumMarks <= N)
    return R; // No path has enough marks.
  explain(R, markDist(N));
  R.AlreadySatisfied = !R.Count;
  return R;
}

template <typename LengthT>
WaitResult BasicMarkState<LengthT>::requiredSync() const {
  WaitResult R;
  explain(R, Sync);
  return R;
}

template <typename LengthT>
bool BasicMarkState<LengthT>::join(const BasicMarkState &Other) {
  assert(MaxCount == Other.MaxCount && MarkLimit == Other.MarkLimit &&
         "joining states of different functions");
  BasicMarkState Old = *this;
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
  auto Append = [&](DistRange D, LengthT Len) {
    if (!Merged.empty() && Merged.back().D == D)
      Merged.back().Len += Len;
    else
      Merged.push_back(Run{D, Len});
  };
  const Run *A = Marks.begin(), *AEnd = Marks.end();
  const Run *B = Other.Marks.begin(), *BEnd = Other.Marks.end();
  LengthT AUsed = 0, BUsed = 0;
  while (A != AEnd && B != BEnd) {
    LengthT Len = std::min(A->Len - AUsed, B->Len - BUsed);
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

template <typename LengthT> LengthT BasicMarkState<LengthT>::numMarks() const {
  LengthT Num = 0;
  for (const Run &R : Marks)
    Num += R.Len;
  return Num;
}

template <typename LengthT>
DistRange BasicMarkState<LengthT>::markDist(LengthT I) const {
  for (const Run &R : Marks) {
    if (I < R.Len)
      return R.D;
    I -= R.Len;
  }
  llvm_unreachable("no such mark");
}

template <typename LengthT>
bool BasicMarkState<LengthT>::operator==(const BasicMarkState &Other) const {
  return Marks == Other.Marks && MinMarks == Other.MinMarks &&
         Async == Other.Async && Sync == Other.Sync;
}

template <typename LengthT>
void BasicMarkState<LengthT>::print(raw_ostream &OS) const {
  OS << "marks [";
  ListSeparator LS;
  for (const Run &R : Marks) {
    OS << LS << R.D;
    if (R.Len != 1)
      OS << " x" << lengthAtStart(R.Len);
  }
  OS << "] min " << MinMarks << " async " << Async << " sync " << Sync;
}

namespace llvm {
namespace asyncmark {
template class BasicMarkState<unsigned>;
template class BasicMarkState<AffineLength>;
} // namespace asyncmark
} // namespace llvm
