//===- EmptyWaits.h - Waits that no mark can make wait for anything -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// wait.asyncmark(N) waits for the DMAs before the (N+1)-th newest mark.
/// Where no path from the function's entry has an LDS DMA followed by more
/// than N marks, that mark, if there is one, precedes every DMA and stands
/// for none: the wait waits for nothing and orders nothing. (Fewer than
/// N+1 marks on every path is the commonest case.) An earlier wait(k)
/// bounds both counts by k: every group but its k newest is complete
/// after it, as if it held no DMA. That is a fact of the marks, waits and
/// DMA calls alone, and the lowering then leaves LDS accesses free to move
/// across the wait (AsyncMarkLowering.cpp), not across the waits that
/// bound it, which order as before. Any LDS DMA counts, async or not, and
/// so does inline assembly that is no marker (it may issue one; then no
/// wait bounds anything, as the wait lowering may not count it).
///
/// Marks of a callee are the callee's; but a callee inlined later would
/// bring its marks into this function, and a function inlined into a caller
/// would bring the wait behind the caller's marks. So only kernels, which no
/// one calls, that call nothing but intrinsics and inline assembly are
/// read.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_IR_EMPTYWAITS_H
#define AMDGPUASYNCMARK_LIB_IR_EMPTYWAITS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>

namespace llvm {
class BasicBlock;
class CallInst;
class Function;
class Instruction;

namespace asyncmark {

/// Why a wait is empty: the most marks before it on any path, and the most
/// marks after an LDS DMA on any path (none: no path has a DMA before it).
/// One of them is at most its N. With BoundByWait, an earlier wait(k)
/// bounds both by k + the marks since: every group but its k newest is
/// complete after it. Without, the marks alone make it empty.
struct EmptyWait {
  unsigned MaxMarks;
  std::optional<unsigned> MaxMarksAfterDma;
  bool BoundByWait = false;
};

/// The waits (direct calls of \p WaitDecl) of kernel \p F that are empty.
/// Marks are the direct calls of \p MarkDecl and the plugin's marker
/// inline assembly. Empty for a function that is not such a kernel.
DenseMap<const CallInst *, EmptyWait>
findEmptyWaits(const Function &F, const Function *MarkDecl,
               const Function *WaitDecl);

/// Moves the empty waits (\p IsEmptyWait) out of each block of \p F that
/// holds nothing else but debug instructions and its terminator, and has
/// one predecessor, which ends in a branch or a switch: to the end of that
/// predecessor. Every path there has the marks and DMAs it has at the
/// block's start, so each wait is empty for every thread that runs it
/// there, those of the predecessor's other successors included. The block
/// is left with its branch, which CodeGenPrepare folds as it does the
/// workaround's (a wait there would keep an arm of an if/else, flow blocks
/// and copies in the machine code). Blocks are visited successors first, so
/// a chain of such blocks empties into its head's predecessor. Returns each
/// wait moved, with the block it was written in.
SmallVector<std::pair<CallInst *, const BasicBlock *>, 4>
hoistEmptyWaitArms(Function &F,
                   function_ref<bool(const Instruction &)> IsEmptyWait);

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_LIB_IR_EMPTYWAITS_H
