//===- PathCheck.h - Concrete path simulation of async-mark waits -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The verifier's own judgement of a function's waits, over an abstract CFG
/// of steps. It shares nothing with the tracking model (FunctionModel): it
/// simulates paths concretely instead of summarising them.
///
/// A state is what one path leaves behind: the vmcnt-counted operations
/// still in flight, in issue order (DMA, other, generic FLAT), and the live
/// marks, each pointing at the newest in-flight DMA issued before it (or at
/// nothing once that DMA is complete). Every LDS DMA is a member of its
/// mark's group: the verifier does not ask whether a DMA is async.
///
/// * `s_waitcnt vmcnt(k)` completes all but the k newest non-FLAT operations
///   (FLAT ones may complete out of order: only vmcnt(0) completes them);
/// * a call completes everything (callees return with vmcnt(0));
/// * at most FieldMax operations can be in flight (issue stalls beyond), so
///   older ones are complete;
/// * a wait marker's targeted mark must have no DMA in flight after the
///   `s_waitcnt`s right before the marker; it then consumes the older marks.
///   Marks older than the deepest wait can never be targeted and are dropped.
///
/// States are explored block by block, each distinct state once; past
/// MaxStatesPerBlock in one block the function is reported as not verified.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_VERIFY_PATHCHECK_H
#define AMDGPUASYNCMARK_VERIFY_PATHCHECK_H

#include <cstdint>
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
    WaitMarker, ///< `; wait_asyncmark(Imm)`; Id indexes the verdicts.
    Other,      ///< Any other issued instruction: ends a run of waits.
  };
  Kind K;
  unsigned Imm = 0;
  unsigned Id = 0;
};

/// What the verifier learnt about one wait marker.
struct WaitVerdict {
  unsigned N = 0;
  bool Reached = false;
  /// Effective vmcnt of the s_waitcnt run right before the marker, on the
  /// paths seen (FieldMax: none).
  unsigned Emitted = 0;
  /// Loosest count every path allows (~0u: nothing needed).
  unsigned LoosestSafe = ~0u;
  bool Violated = false;
  /// The ordinal of a mark left with a DMA in flight, if Violated.
  unsigned UncoveredMark = 0;
};

struct PathCheckInput {
  /// Largest vmcnt the field holds; also the most operations in flight.
  unsigned FieldMax = 0;
  unsigned MaxStatesPerBlock = 4096;
  /// Block 0 is the entry.
  std::vector<std::vector<Step>> Blocks;
  std::vector<std::vector<unsigned>> Succs;
  /// The N of each wait marker, by Step::Id.
  std::vector<unsigned> WaitN;
};

struct PathCheckResult {
  bool GaveUp = false;
  std::vector<WaitVerdict> Waits;
};

PathCheckResult checkPaths(const PathCheckInput &In);

} // namespace verify
} // namespace asyncmark
} // namespace llvm

#endif
