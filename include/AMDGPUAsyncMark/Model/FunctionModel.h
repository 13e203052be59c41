//===- FunctionModel.h - Async mark waits over a CFG ------------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Computes the exact `s_waitcnt vmcnt(k)` that each
/// `llvm.amdgcn.wait.asyncmark(N)` of a function needs, over an abstract CFG
/// whose blocks are lists of events. It knows nothing about machine code: the
/// caller translates instructions into events.
///
/// The contract, per path from the function entry:
///  * The entry has no marks and nothing pending.
///  * A counted op increments vmcnt; counted ops complete in issue order, so
///    vmcnt(k) completes every op with at least k counted ops issued after it.
///    AsyncDma, SyncDma, UnknownDma and FlatOp are counted ops too.
///  * UnknownDma is an LDS DMA not known to be async. It is taken as both:
///    a member of its mark's group, and waited for by SyncDmaFence. Either
///    reading alone could under-wait; both together only over-wait.
///  * Mark stands for every async DMA issued before it.
///  * Wait(N) needs every async DMA before the (N+1)-th newest mark complete,
///    then consumes the marks older than the N newest. With N or fewer marks
///    it needs nothing and the marks stay.
///  * A FlatOp may complete out of order: a DMA pending when it is issued is
///    only guaranteed complete by vmcnt(0) from then on.
///  * ExistingWait(k) is an `s_waitcnt vmcnt(k)` already in the code.
///  * Call completes everything pending; the marks stay.
///  * UnknownTransfers adds async DMAs that count nothing and that only
///    vmcnt(0) completes: it changes no pending DMA's count (the number
///    issued may be zero) and makes the open group need a wait for 0.
///  * SyncDmaFence needs every pending sync (or unknown) DMA complete.
///
/// A wait emits the minimum over the paths reaching it of what each path
/// needs, clamped to MaxCount, and then acts as `s_waitcnt vmcnt(k)` on every
/// path. There is no limit on the number of marks.
///
/// The solver is a forward dataflow over MarkState (see there). What a wait
/// needs depends on the counts the waits before it emit, including itself
/// around a loop, and emitting a smaller count completes more, so a wait's
/// effect is not monotone in its input state. The solver therefore works in
/// rounds:
///
///  1. A dataflow in which each wait emits what it needs in its current
///     in-state. To terminate, in-states only ever accumulate (new in = old
///     in joined with the incoming state), and every component moves one way
///     through a finite chain. The final counts are always safe (never above
///     what a path needs), but a loop visited early with a larger count at
///     some wait can leave a stale, less complete state behind, making a
///     count lower than needed.
///  2. A dataflow with every emitted count fixed to the current ones. All
///     transfer functions are then monotone and distributive, so this
///     computes exactly what every path needs given those counts. If that is
///     what is emitted everywhere, the counts are exact and the solver stops.
///  3. Otherwise some wait emits less than its paths need. Call a set of
///     counts safe if no wait emits more than it needs given all of them.
///     A larger (weaker) count at one wait can only make every wait (itself
///     too, around a loop) need less, so for one wait, with the others
///     fixed, the safe counts are those up to some bound. The solver raises all
///     counts to what is needed if that is safe, else the first wait (in
///     program order) that can be raised to the largest safe count, found
///     by binary search; then back to step 2. Counts only grow, so this
///     ends; it also ends after MaxRounds rounds, keeping safe counts.
///     (raiseCounts in CountSolver.h, which ModelBuilder also runs over
///     gfx1250's two streams.)
///
/// A wait may have no exact count at all. In a loop, its own wait can
/// complete what its next iteration targets: vmcnt(0) forced by a FLAT op,
/// or vmcnt(MaxCount) for targets that keep more than MaxCount ops after
/// them. Emitting the count makes it unnecessary, emitting nothing makes it
/// necessary. Such waits keep the largest safe count and are flagged
/// WaitResult::Conservative.
///
/// Skipping sweeps. A loop that adds marks makes a round long: the list of
/// marks at its header grows by the loop's marks per sweep up to MarkLimit
/// (65536 with a wait(65535)), each sweep copying and joining the states of
/// the loop's blocks. The plugin does not take a DMA as complete for having
/// more than MaxCount ops after it, so those lengths matter, and the result
/// must be the plain iteration's in every detail: the first round's result
/// even depends on the order of its visits, since its waits emit what their
/// current in-state needs. So instead of widening, the solver accelerates
/// the plain iteration exactly:
///  * When two consecutive sweeps start with the same dirty blocks and
///    in-states that differ only in run lengths, it guesses that every run
///    length keeps moving by as much per sweep: In(s) = In + s * Delta, s
///    sweeps ahead.
///  * It runs one sweep on In(s) with lengths affine in s (AffineLength.h):
///    each comparison answers for s = 0 and narrows the range of s to where
///    the answer is the same, an interval since both sides are affine in s.
///    For every s in the final range [0, Last], the concrete sweep from
///    In(s) thus takes the same branches and ends in the symbolic result at
///    s.
///  * If that result is In(s + 1), as affine functions, with the same dirty
///    blocks, then by induction on s the plain iteration runs Last + 1 such
///    sweeps, and the solver jumps to In(Last + 1). The results are then
///    recomputed from the final in-states: they are what each wait needs at
///    its last visit, which the plain iteration makes with its block's final
///    in-state.
/// Otherwise (a wrong guess, a range of one sweep) the sweep is just run.
/// Only crossing a threshold (a run reaching MarkLimit or a wait's N, a
/// join's runs changing places) ends a range, so a loop costs a few sweeps
/// per threshold, not one per mark.
///
/// The marks a wait targets (for remarks) are found by a backward search
/// over pairs (block, marks passed), which skips counts in the same exact
/// way: see findTargetMarks().
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_MODEL_FUNCTIONMODEL_H
#define AMDGPUASYNCMARK_MODEL_FUNCTIONMODEL_H

#include "AMDGPUAsyncMark/Model/CountSolver.h"
#include "AMDGPUAsyncMark/Model/MarkState.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace llvm {
namespace asyncmark {

enum class EventKind {
  CountedOp,    ///< A vector memory op that increments vmcnt.
  AsyncDma,     ///< An async LDS DMA (counted).
  SyncDma,      ///< A non-async LDS DMA (counted).
  FlatOp,       ///< A generic FLAT memory op (counted, out of order).
  Mark,         ///< llvm.amdgcn.asyncmark().
  Wait,         ///< llvm.amdgcn.wait.asyncmark(Imm).
  ExistingWait, ///< An s_waitcnt vmcnt(Imm) already in the code.
  Call,         ///< A call: waits for everything before it.
  SyncDmaFence, ///< Needs every pending sync LDS DMA complete.
  UnknownDma,   ///< An LDS DMA that may be async or not (counted).
  /// Async DMAs of unknown number (none included) and order (gfx1250: what
  /// a callee may leave in flight): not counted, members of the open
  /// group, complete only after vmcnt(0) (here: ASYNCcnt 0).
  UnknownTransfers,
};

struct Event {
  EventKind Kind;
  /// N for Wait, k for ExistingWait; 0 otherwise.
  unsigned Imm = 0;

  static Event countedOp() { return {EventKind::CountedOp}; }
  static Event asyncDma() { return {EventKind::AsyncDma}; }
  static Event syncDma() { return {EventKind::SyncDma}; }
  static Event flatOp() { return {EventKind::FlatOp}; }
  static Event mark() { return {EventKind::Mark}; }
  static Event wait(unsigned N) { return {EventKind::Wait, N}; }
  static Event existingWait(unsigned K) { return {EventKind::ExistingWait, K}; }
  static Event call() { return {EventKind::Call}; }
  static Event syncDmaFence() { return {EventKind::SyncDmaFence}; }
  static Event unknownDma() { return {EventKind::UnknownDma}; }
  static Event unknownTransfers() { return {EventKind::UnknownTransfers}; }
};

class FunctionModel {
public:
  /// \p MaxCount is the largest vmcnt a wait may emit (62 on gfx9).
  explicit FunctionModel(unsigned MaxCount);

  /// Adds a block and returns its index; block 0 is the entry.
  unsigned addBlock();
  void addEdge(unsigned From, unsigned To);
  /// Appends \p E to block \p B. Returns the event's id: ids are dense and
  /// numbered in insertion order across the function.
  unsigned addEvent(unsigned B, Event E);

  /// Computes the counts (see the file comment) and fills in the results.
  void solve();
  /// The result of a Wait or SyncDmaFence event; valid after solve(). A wait
  /// in a block unreachable from the entry needs nothing.
  const WaitResult &result(unsigned EventId) const;
  /// The number of solver sweeps over the blocks (in reverse post-order,
  /// each visiting the blocks whose in-state changed), over all rounds.
  /// Sweeps skipped (see the file comment) are not included.
  unsigned iterations() const { return Iterations; }
  /// The number of sweeps of the plain iteration that solve() skipped:
  /// iterations() + skippedSweeps() is the number of sweeps without skipping.
  uint64_t skippedSweeps() const { return SkippedSweeps; }
  /// For tests: with false, solve() runs every sweep of the plain iteration
  /// (the results are the same either way).
  void setSkipSweeps(bool Enable) { SkipEnabled = Enable; }
  /// The number of dataflow rounds solve() ran (see the file comment).
  unsigned rounds() const { return Rounds; }
  /// With false, solve() leaves every result's TargetMarks empty: a caller
  /// that reads only counts and mark numbers (the race check, whose models
  /// have a block per probe) saves a backward search per wait, which looks
  /// at every block.
  void setFindTargetMarks(bool Enable) { FindTargets = Enable; }

  /// \name Counts shared with other models (ModelBuilder: gfx1250's two
  /// ASYNCcnt streams, whose waits emit one count). By event id; entries
  /// of events other than waits and fences are unused.
  /// @{
  /// The counts solve() emits.
  WaitCounts emittedCounts() const { return neededCounts(); }
  /// After solve(): runs a dataflow round in which every wait and fence
  /// emits \p Emitted, and returns what each then needs. The results
  /// become those of that round (TargetMarks empty), with Count what the
  /// wait needs.
  WaitCounts countsNeededWhenEmitting(const WaitCounts &Emitted);
  /// @}

private:
  /// Bounds the dataflow rounds of solve(), for compile time.
  static constexpr unsigned MaxRounds = 64;

  struct Block {
    SmallVector<unsigned, 8> Events;
    SmallVector<unsigned, 2> Succs;
    SmallVector<unsigned, 2> Preds;
  };

  /// Blocks reachable from the entry, in reverse post-order.
  SmallVector<unsigned, 0> reversePostOrder() const;
  /// Runs the dataflow to a fixed point from the entry state, recording in
  /// Results what each wait and fence needs. Each emits the count in
  /// \p Emitted, or what it needs if \p Emitted is null.
  void runDataflow(const WaitCounts *Emitted);
  /// Runs the events of block \p B on \p S.
  template <typename StateT>
  void transfer(unsigned B, StateT &S, const WaitCounts *Emitted);
  /// One sweep: visits the \p Dirty blocks in reverse post-order, joining
  /// their out-states into the in-states \p In of their successors.
  template <typename StateT>
  void sweep(MutableArrayRef<std::optional<StateT>> In, BitVector &Dirty,
             const WaitCounts *Emitted);
  /// Tries to skip sweeps of runDataflow(), guessing from the in-states at
  /// the start of the last sweep, \p PrevIn, and now, \p In, with \p Dirty
  /// dirty both times. Returns std::nullopt if there is nothing to guess, 0
  /// if the guess was wrong, else the number of sweeps skipped, with \p In
  /// updated.
  std::optional<unsigned>
  skipSweeps(MutableArrayRef<std::optional<MarkState>> In,
             ArrayRef<std::optional<MarkState>> PrevIn, const BitVector &Dirty,
             const WaitCounts *Emitted);
  /// The counts in Results.
  WaitCounts neededCounts() const;
  /// Fills TargetMarks of the Wait event at \p Pos in block \p B.
  void findTargetMarks(unsigned B, unsigned Pos);

  unsigned MaxCount;
  bool FindTargets = true;
  SmallVector<Block, 0> Blocks;
  SmallVector<Event, 0> Events;
  SmallVector<WaitResult, 0> Results;
  /// Set up by solve(): the blocks reachable from the entry in reverse
  /// post-order, the reachable ones, and the mark limit of MarkState.
  SmallVector<unsigned, 0> RPO;
  BitVector Reachable;
  unsigned MarkLimit = 0;
  unsigned Iterations = 0;
  uint64_t SkippedSweeps = 0;
  unsigned Rounds = 0;
  bool SkipEnabled = true;
};

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_MODEL_FUNCTIONMODEL_H
