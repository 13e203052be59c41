//===- PathCheck.h - Exact judgement of async-mark waits --------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The verifier's own judgement of a function's waits, over an abstract CFG
/// of steps. It shares nothing with the tracking model (FunctionModel).
///
/// The semantics are those of a concrete simulation of every path from the
/// entry. What one path leaves behind is the vmcnt-counted operations still
/// in flight, in issue order (DMA, other, generic FLAT), and the live marks,
/// each pointing at the newest DMA issued before it (or at nothing once that
/// DMA is complete). Every LDS DMA is a member of its mark's group: the
/// verifier does not ask whether a DMA is async.
///
/// * `s_waitcnt vmcnt(k)` completes all but the k newest non-FLAT operations
///   of each stream (FLAT ones may complete out of order: only vmcnt(0)
///   completes them). Stream 1 is gfx1250's stores from LDS
///   (Step::DmaOtherStream), which complete in order only among themselves;
///   everything else is stream 0;
/// * a call completes everything (callees return with vmcnt(0));
/// * at most FieldMax operations of a stream can be in flight (issue stalls
///   beyond; FLATs count in stream 0), so older ones are complete;
/// * a wait marker's targeted mark (the N+1-th newest) must have no DMA in
///   flight after the `s_waitcnt`s right before the marker; the marker then
///   consumes it and the older marks. Marks older than the deepest wait can
///   never be targeted and are dropped.
///
/// The judgement is not made by enumerating those paths (seven uniform
/// diamonds already make thousands of distinct states in one block) but by
/// an exact forward dataflow:
///
/// * Per path, all a mark's verdicts depend on is, per stream, whether the
///   newest DMA d issued before the mark is in flight and, if it is, A (the
///   non-FLAT operations of d's stream issued after d), T (all operations of
///   its stream issued after d, FLATs included) and whether a FLAT came after
///   it. Within a stream, in-order operations complete oldest first, so d is
///   in flight exactly until a call, a vmcnt(k) issued while A >= k, or T
///   reaching FieldMax; then everything issued after d in its stream is in
///   flight too. A wait with emitted count E leaves its target uncovered iff
///   some stream has A < E; the loosest count that path allows is A, or 0
///   if a FLAT followed d.
/// * Each verdict is an "on some path" (uncovered) or a "least over the
///   paths" (the loosest safe count), of one stream of one mark depth. So
///   per mark depth (0: newest) and stream, the set of values the paths
///   reaching a point give it is all that matters, and only its worst
///   elements: x dominates y if x's A and T are at most y's and x has a
///   FLAT after it whenever y does. Every step maps dominating values to
///   dominating values (a count grows by the same amount on both, a
///   completion that reaches x reaches y), so y never decides a verdict x
///   does not. What remains is the least A for stream 1 and for stream 0
///   without a FLAT after (T = A there), and for stream 0 with a FLAT after
///   a Pareto front of (A, T) pairs: capacity completes by T, waits by A, so
///   neither order alone dominates. The front has at most FieldMax pairs.
/// * A path without a mark at some depth needs nothing there, as a path
///   whose mark there is complete: neither contributes to any verdict, so a
///   summary only holds the depths that are in flight on some path.
/// * Every step acts on each path's depths in the same way (a mark shifts
///   every depth by one and copies "the newest DMA so far" to depth 0, a
///   marker drops depths >= N), so the summary of a union of path sets is
///   the union of their summaries: transferring the join gives what joining
///   the transfers gives, the meet over all paths. The lattice is finite and
///   every step monotone, so the iteration (in reverse post-order, by a
///   worklist) terminates, and the verdicts gathered on the way are those of
///   the fixed point.
/// * To name the mark a wait leaves uncovered (the lowest ordinal among
///   them), the depths are split by the mark's ordinal. That multiplies the
///   summaries by the marks that can reach one depth, so it is done in a
///   second run, only when some wait is uncovered.
///
/// What still has a limit is the size of one block's summary, MaxMarkSummaries
/// (mark depths, each split by ordinal in the second run); it only grows with
/// the marks that can be in flight at once, so it bites for waits on
/// thousands of marks. Past it the function is reported as not verified
/// (GaveUp), or, in the second run, the uncovered mark is not named.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_VERIFY_PATHCHECK_H
#define AMDGPUASYNCMARK_VERIFY_PATHCHECK_H

#include <cstdint>
#include <climits>
#include <vector>

namespace llvm {
namespace asyncmark {
namespace verify {

/// One instruction of a block, as the verifier reads it.
struct Step {
  enum Kind : uint8_t {
    Dma,        ///< An LDS DMA: counted, in order, a group member.
    /// A group member counted on the same counter but completing in order
    /// only among its own kind (gfx1250's async stores from LDS next to its
    /// async loads to LDS).
    DmaOtherStream,
    Counted,    ///< Another vmcnt-counted op, in order.
    Flat,       ///< A counted op that may complete out of order.
    Waitcnt,    ///< `s_waitcnt vmcnt(Imm)`.
    Call,       ///< Completes everything in flight.
    Mark,       ///< `; asyncmark`; Imm is its ordinal (for messages).
    WaitMarker, ///< `; wait_asyncmark(N)`; Id indexes the verdicts.
    Other,      ///< Any other issued instruction: ends a run of waits.
    /// Group members of unknown number (none included) and kind, counted
    /// nowhere: only `vmcnt(0)` (gfx1250: ASYNCcnt 0) completes them. What
    /// a gfx1250 callee may leave in flight.
    UnknownTransfers,
  };
  Kind K;
  unsigned Imm = 0;
  unsigned Id = 0;
  /// For a WaitMarker: the least count of the s_waitcnts right after it,
  /// before the next issued instruction (UINT_MAX: none). A marker emits
  /// no code, so they act where it is.
  unsigned WaitsRightAfter = UINT_MAX;
};

/// What the verifier learnt about one wait marker.
struct WaitVerdict {
  unsigned N = 0;
  bool Reached = false;
  /// Effective vmcnt of the s_waitcnt run right before the marker
  /// (FieldMax: none).
  unsigned Emitted = 0;
  /// Loosest count every path allows (~0u: nothing needed).
  unsigned LoosestSafe = ~0u;
  bool Violated = false;
  /// If Violated, the lowest ordinal of a mark left with a DMA in flight on
  /// some path; 0 if naming it was past the limit.
  unsigned UncoveredMark = 0;
};

struct PathCheckInput {
  /// Largest vmcnt the field holds; also the most operations in flight.
  unsigned FieldMax = 0;
  /// Most mark summaries one block's entry state may hold (see the file
  /// comment).
  unsigned MaxMarkSummaries = 4096;
  /// Block 0 is the entry.
  std::vector<std::vector<Step>> Blocks;
  std::vector<std::vector<unsigned>> Succs;
  /// The N of each wait marker, by Step::Id.
  std::vector<unsigned> WaitN;
};

struct PathCheckResult {
  /// A block's summary grew past MaxMarkSummaries: no verdict is valid.
  bool GaveUp = false;
  std::vector<WaitVerdict> Waits;
};

PathCheckResult checkPaths(const PathCheckInput &In);

} // namespace verify
} // namespace asyncmark
} // namespace llvm

#endif
