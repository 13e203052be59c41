//===- MarkState.h - Dataflow state of async marks --------------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The abstract state tracked at one program point to compute the vmcnt that
/// `llvm.amdgcn.wait.asyncmark(N)` needs, and its transfer functions.
///
/// A state summarises every path from the function entry to the point. For a
/// single path the interesting facts are:
///
///  * The *distance* of a pending DMA: the number of counted ops (anything that
///    increments vmcnt) issued after it. `s_waitcnt vmcnt(k)` completes every
///    DMA with distance >= k. A DMA that has a generic FLAT op issued after it
///    while pending is *poisoned*: FLAT ops may complete out of order, so only
///    vmcnt(0) completes it from then on.
///  * For each live asyncmark, newest first, the minimum over the pending
///    async DMAs issued before it ("cumulative": a mark stands for every async
///    DMA before it). A wait targeting a mark needs exactly that value, so the
///    values along the list never decrease with age. Keeping the minimum over
///    *all* older DMAs in each entry means that dropping old entries never
///    loses anything a newer entry needs.
///  * The minimum over all pending async DMAs (what the next mark records) and
///    over all pending sync LDS DMAs (what a sync-DMA fence needs).
///  * The number of live marks.
///
/// Distances live in the finite chain
///   Poisoned < 0 < 1 < ... < MaxCount < MaxCount+1 (saturated) < Complete
/// where "saturated" means "more than MaxCount", which any emitted wait
/// (at most MaxCount) completes. Every transfer function acts on a distance
/// as a monotone map of that chain, so it commutes with both min and max.
/// This is what makes the merged state below exact.
///
/// A state over several paths keeps, for every distance, the range [Lo, Hi]
/// over the paths: Lo (the minimum) decides the waits; Hi (the maximum) only
/// tells whether the paths disagree. A path that lacks the I-th newest mark
/// needs nothing from it, so it contributes Complete to Hi and nothing to Lo.
///
/// The list of marks is bounded by MarkLimit, one more than the largest N of
/// any wait in the function: a mark never gets newer, so one at a position
/// >= MarkLimit can never be targeted, and its DMAs are already included in
/// the entry at MarkLimit-1. The list is run-length encoded: Lo and Hi both
/// never decrease with age, so there are at most about 2 * (MaxCount + 4)
/// runs however many marks there are: the size of a state is bounded by
/// what the counter can tell apart, not by N.
///
/// The lengths of the runs are exact, though: whether a path has more than
/// N marks decides whether a wait needs anything, and remarks report the
/// number. So a loop that adds a mark per iteration lengthens a run by one
/// per dataflow sweep, up to MarkLimit. FunctionModel does not run those
/// sweeps one by one: it runs one sweep symbolically, with run lengths that
/// are affine functions of the number of sweeps ahead (BasicMarkState with
/// AffineLength), which is why the length type is a template parameter. The
/// code is the same for both length types, so the symbolic sweep takes the
/// concrete code's branches by construction.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_MODEL_MARKSTATE_H
#define AMDGPUASYNCMARK_MODEL_MARKSTATE_H

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace llvm {
class raw_ostream;

namespace asyncmark {

/// Why a wait needs what it needs (for remarks). For a sync-DMA fence only
/// Count, ForcedByFlat, Saturated, PathsDisagree and Conservative are used.
struct WaitResult {
  /// The vmcnt to emit; std::nullopt means nothing is needed.
  std::optional<unsigned> Count;
  /// A DMA with a FLAT op issued after it forced vmcnt(0).
  bool ForcedByFlat = false;
  /// The requirement exceeded MaxCount and was clamped to it.
  bool Saturated = false;
  /// Nothing is needed although some path has more than N marks: earlier
  /// waits, calls or existing s_waitcnts completed every targeted DMA (or
  /// the targeted marks stand for no DMA).
  bool AlreadySatisfied = false;
  /// Some path reaching the wait has at most N marks (it needs nothing).
  bool FewerMarks = false;
  /// Number of live marks over the paths reaching the wait. MaxMarks is
  /// bounded by the mark limit (one more than the largest N in the function).
  unsigned MinMarks = 0, MaxMarks = 0;
  /// Event ids of the Mark events that are the targeted (N+1)-th newest mark
  /// on some path, sorted. Filled in by FunctionModel.
  SmallVector<unsigned, 4> TargetMarks;
  /// Paths reaching the wait need different counts (including "nothing");
  /// the minimum was taken.
  bool PathsDisagree = false;
  /// No count is exact here: Count is below what the paths need given the
  /// emitted counts, but any larger count would make some wait emit more
  /// than it then needs (typically this one in a loop, whose own wait
  /// completes what the next iteration targets), or the solver ran out of
  /// rounds. Count is safe; the other fields describe what the paths need.
  bool Conservative = false;
};

/// The distance of a set of DMAs: an element of the chain
/// Poisoned < 0 < 1 < ... < Complete.
class Dist {
public:
  static Dist poisoned() { return Dist(0); }
  static Dist ops(unsigned Count) { return Dist(Count + 1); }
  static Dist complete() { return Dist(UINT32_MAX); }

  bool isPoisoned() const { return Raw == 0; }
  bool isComplete() const { return Raw == UINT32_MAX; }
  bool isCounted() const { return !isPoisoned() && !isComplete(); }
  /// The number of counted ops after the DMAs; only for isCounted().
  unsigned count() const;

  friend bool operator==(Dist A, Dist B) { return A.Raw == B.Raw; }
  friend bool operator!=(Dist A, Dist B) { return A.Raw != B.Raw; }
  friend bool operator<(Dist A, Dist B) { return A.Raw < B.Raw; }

private:
  explicit Dist(uint32_t Raw) : Raw(Raw) {}
  uint32_t Raw;
};

/// The range of a distance over the paths merged into a state.
struct DistRange {
  Dist Lo = Dist::complete(); ///< Minimum over the paths.
  Dist Hi = Dist::complete(); ///< Maximum over the paths.

  friend bool operator==(const DistRange &A, const DistRange &B) {
    return A.Lo == B.Lo && A.Hi == B.Hi;
  }
  friend bool operator!=(const DistRange &A, const DistRange &B) {
    return !(A == B);
  }
};

raw_ostream &operator<<(raw_ostream &OS, Dist D);
raw_ostream &operator<<(raw_ostream &OS, const DistRange &R);

/// The merged state of all paths reaching one program point.
///
/// \p LengthT is the type of the run lengths: unsigned (MarkState), or the
/// affine lengths with which FunctionModel runs a sweep symbolically to skip
/// sweeps (lib/Model/AffineLength.h). The code is the same for both: it only
/// adds, subtracts and compares lengths.
template <typename LengthT> class BasicMarkState {
public:
  /// The entry state: no marks, nothing pending. Counts above \p MaxCount
  /// saturate; marks at positions >= \p MarkLimit are dropped.
  BasicMarkState(unsigned MaxCount, unsigned MarkLimit);

  /// \name Transfer functions.
  /// @{
  /// A counted op that is not a DMA and not FLAT.
  void countedOp();
  /// An async LDS DMA (also a counted op).
  void asyncDma();
  /// A non-async LDS DMA (also a counted op).
  void syncDma();
  /// An LDS DMA that may be async or not: pending as both kinds.
  void unknownDma();
  /// Async DMAs of unknown number and order: pending async, poisoned, and
  /// not counted (FunctionModel's EventKind::UnknownTransfers).
  void unknownTransfers();
  /// A generic FLAT memory op: a counted op that poisons every pending DMA.
  void flatOp();
  /// An asyncmark: a new newest mark standing for every pending async DMA.
  void mark();
  /// A call: everything pending is complete on return; the marks stay.
  void call();
  /// The effect of `s_waitcnt vmcnt(K)`, emitted or already in the code.
  void applyWait(unsigned K);
  /// Removes the marks older than the \p N newest: the rest of
  /// `wait.asyncmark(N)`, after applyWait() of the count it emits.
  void consume(unsigned N);
  /// @}

  /// What `wait.asyncmark(N)` needs in this state (TargetMarks left empty).
  WaitResult required(unsigned N) const;
  /// What a sync-DMA fence (every pending sync DMA complete) needs in this
  /// state.
  WaitResult requiredSync() const;

  /// Merges the paths of \p Other into this state. Returns true if this
  /// state changed.
  bool join(const BasicMarkState &Other);

  /// \name Queries.
  /// @{
  /// The number of mark entries (the maximum number of marks over the
  /// paths, bounded by the mark limit).
  LengthT numMarks() const;
  /// The minimum number of marks over the paths.
  unsigned minMarks() const { return MinMarks; }
  /// The entry of the \p I-th newest mark (0 = newest); I < numMarks().
  DistRange markDist(LengthT I) const;
  /// The minimum over all pending async DMAs.
  DistRange asyncDist() const { return Async; }
  /// The minimum over all pending sync DMAs.
  DistRange syncDist() const { return Sync; }
  /// @}

  /// \name Run lengths, for FunctionModel's skipping of sweeps.
  /// @{
  /// The number of runs of equal mark entries.
  unsigned numRuns() const { return Marks.size(); }
  /// The length of run \p I (0 = newest).
  const LengthT &runLength(unsigned I) const { return Marks[I].Len; }
  /// True if \p Other equals this state but for the run lengths.
  template <typename OtherT>
  bool hasShapeOf(const BasicMarkState<OtherT> &Other) const {
    if (MaxCount != Other.MaxCount || MarkLimit != Other.MarkLimit ||
        MinMarks != Other.MinMarks || Async != Other.Async ||
        Sync != Other.Sync || Marks.size() != Other.Marks.size())
      return false;
    for (unsigned I = 0, E = Marks.size(); I != E; ++I)
      if (Marks[I].D != Other.Marks[I].D)
        return false;
    return true;
  }
  /// This state with the length of run I replaced by \p Length(I).
  template <typename NewT, typename FnT>
  BasicMarkState<NewT> withRunLengths(FnT Length) const {
    BasicMarkState<NewT> S(MaxCount, MarkLimit);
    S.MinMarks = MinMarks;
    S.Async = Async;
    S.Sync = Sync;
    for (unsigned I = 0, E = Marks.size(); I != E; ++I)
      S.Marks.push_back({Marks[I].D, Length(I)});
    return S;
  }
  /// @}

  bool operator==(const BasicMarkState &Other) const;
  bool operator!=(const BasicMarkState &Other) const {
    return !(*this == Other);
  }
  void print(raw_ostream &OS) const;

private:
  template <typename> friend class BasicMarkState;

  /// Len consecutive marks with the same entry.
  struct Run {
    DistRange D;
    LengthT Len;
    friend bool operator==(const Run &A, const Run &B) {
      return A.D == B.D && A.Len == B.Len;
    }
  };

  /// Applies a monotone map of the distance chain to every distance.
  template <typename MapT> void mapDists(MapT Map);
  /// Keeps only the \p Len newest marks.
  void truncate(unsigned Len);
  /// Fills the count and its explanation from the range \p D of the
  /// distance that must be complete.
  void explain(WaitResult &R, DistRange D) const;
  /// The count to emit for distance \p D; std::nullopt if complete.
  std::optional<unsigned> countFor(Dist D) const;

  unsigned MaxCount;
  unsigned MarkLimit;
  /// Runs of marks, newest first; adjacent runs differ.
  SmallVector<Run, 4> Marks;
  unsigned MinMarks = 0;
  DistRange Async;
  DistRange Sync;
};

/// The state of the dataflow proper.
using MarkState = BasicMarkState<unsigned>;

inline raw_ostream &operator<<(raw_ostream &OS, const MarkState &S) {
  S.print(OS);
  return OS;
}

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_MODEL_MARKSTATE_H
