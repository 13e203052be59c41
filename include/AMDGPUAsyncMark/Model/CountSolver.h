//===- CountSolver.h - Safe wait counts closest to exact --------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Raises safe wait counts towards what their paths need, for any dataflow
/// in which what a wait needs depends on the counts the waits emit: one
/// FunctionModel (steps 2 and 3 of FunctionModel::solve), or several models
/// whose waits emit one shared count (gfx1250's two ASYNCcnt streams, in
/// ModelBuilder).
///
/// A set of counts is safe when no wait emits more than it needs given all
/// of them. A larger (weaker) count at one wait only leaves more in flight,
/// so with the others fixed the safe counts of one wait are those up to
/// some bound. From safe counts the solver raises every count to what it
/// needs if that is safe, else the first wait (in the given order) that can
/// be raised, to its largest safe count, found by binary search; until the
/// counts are what they need (exact) or none can be raised. Counts only
/// grow, so this ends; it also ends after a number of dataflow rounds,
/// keeping safe counts.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_MODEL_COUNTSOLVER_H
#define AMDGPUASYNCMARK_MODEL_COUNTSOLVER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace llvm {
namespace asyncmark {

/// A count per wait (by the dataflow's own numbering); std::nullopt: emit
/// nothing, which is weaker than any count.
using WaitCounts = SmallVector<std::optional<unsigned>, 0>;

/// True if no count in \p Emitted is above (nothing being above every
/// count) the one in \p Needed.
bool isSafe(ArrayRef<std::optional<unsigned>> Emitted,
            ArrayRef<std::optional<unsigned>> Needed);

struct SolvedCounts {
  /// Safe counts.
  WaitCounts Emitted;
  /// What each wait needs when the waits emit Emitted: equal to it where
  /// the count is exact.
  WaitCounts Needed;
};

/// Raises the safe counts \p Emitted (see the file comment).
///  * \p Needed is what each wait needs when they emit \p Emitted, from the
///    last run of the dataflow.
///  * \p Run runs a dataflow round with the given counts and returns what
///    each wait needs then.
///  * \p Order lists the waits that may be raised one at a time, first
///    first; entries of other indices are only raised all together.
///  * \p MaxCount: the largest count. No round is started once \p MaxRuns
///    have run, but one last where the counts kept were not the last run.
/// On return the last round run was with the returned Emitted, so a
/// dataflow that keeps its results holds those of the returned counts.
SolvedCounts
raiseCounts(WaitCounts Emitted, WaitCounts Needed, ArrayRef<unsigned> Order,
            unsigned MaxCount, unsigned MaxRuns,
            function_ref<WaitCounts(const WaitCounts &)> Run);

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_MODEL_COUNTSOLVER_H
