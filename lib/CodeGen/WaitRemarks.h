//===- WaitRemarks.h - Remarks that explain each lowered wait --*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_WAITREMARKS_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_WAITREMARKS_H

namespace llvm {
class MachineInstr;
class MachineOptimizationRemarkEmitter;

namespace asyncmark {
struct WaitResult;

/// One remark per `; wait_asyncmark(N)`: the count chosen and why
/// (`-pass-remarks=amdgpu-asyncmark`, `-pass-remarks-analysis=...`).
void emitWaitRemark(MachineOptimizationRemarkEmitter &ORE,
                    const MachineInstr &Wait, unsigned N,
                    const WaitResult &R);

} // namespace asyncmark
} // namespace llvm

#endif
