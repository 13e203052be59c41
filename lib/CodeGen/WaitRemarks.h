//===- WaitRemarks.h - Remarks that explain each lowered wait --*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_WAITREMARKS_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_WAITREMARKS_H

#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>

namespace llvm {
class MachineBasicBlock;
class MachineInstr;
class MachineOptimizationRemarkEmitter;

namespace asyncmark {
struct WaitResult;

/// How diagnostics name a block: "function:bb.N.name" (MIR spelling).
std::string describeBlock(const MachineBasicBlock &MBB);
/// "asyncmark #<Ordinal> at <file>:<line>:<column> (<block>)", without the
/// source location where \p Mark has none.
std::string describeMark(unsigned Ordinal, const MachineInstr &Mark);

/// One remark per `; wait_asyncmark(N)` (`-pass-remarks-analysis=
/// amdgpu-asyncmark`): the marks it can resolve to (R.TargetMarks, named by
/// \p MarkName like "asyncmark #2 (loop)"), the count chosen and why it is
/// stricter than the bare count where it is. \p Tensor: gfx1250, the
/// tensor counter's result for the same wait, if the function tracks it
/// (the remark then names the `s_wait_tensorcnt` count, or says none is
/// needed). Nothing is spelt unless the remark is enabled.
void emitWaitRemark(MachineOptimizationRemarkEmitter &ORE,
                    const MachineInstr &Wait, unsigned N, const WaitResult &R,
                    const WaitResult *Tensor, const TargetFacts &Facts,
                    function_ref<std::string(unsigned MarkId)> MarkName);

/// The completion pass set the wait of marker \p Wait (wait_asyncmark(N))
/// from \p Was (the lowering's count, loosened or kept by si-insert-waitcnts)
/// to \p Now (std::nullopt: removed), given LLVM's own waits.
void emitWaitAdjustedRemark(MachineOptimizationRemarkEmitter &ORE,
                            const MachineInstr &Wait, unsigned N, unsigned Was,
                            std::optional<unsigned> Now);

} // namespace asyncmark
} // namespace llvm

#endif
