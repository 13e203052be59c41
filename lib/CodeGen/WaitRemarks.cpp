//===- WaitRemarks.cpp - Remarks that explain each lowered wait -----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "WaitRemarks.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"

using namespace llvm;
using namespace llvm::asyncmark;

static constexpr const char *RemarkPass = "amdgpu-asyncmark";
using NV = DiagnosticInfoOptimizationBase::Argument;

void asyncmark::emitWaitRemark(MachineOptimizationRemarkEmitter &ORE,
                               const MachineInstr &Wait, unsigned N,
                               const WaitResult &R) {
  ORE.emit([&] {
    MachineOptimizationRemarkAnalysis Rem(RemarkPass, "WaitLowered",
                                          Wait.getDebugLoc(),
                                          Wait.getParent());
    Rem << "wait_asyncmark(" << NV("N", N) << ") in block "
        << NV("Block", Wait.getParent()->getFullName()) << ": ";
    if (R.Count)
      Rem << "s_waitcnt vmcnt(" << NV("Count", *R.Count) << ")";
    else
      Rem << "no wait";
    Rem << " (marks on paths here: " << NV("MinMarks", R.MinMarks)
        << " to " << NV("MaxMarks", R.MaxMarks) << ")";
    if (!R.Count && R.AlreadySatisfied)
      Rem << "; an earlier wait or call already completed the target";
    else if (!R.Count)
      Rem << "; at most " << NV("N", N) << " marks: nothing to wait for";
    if (R.ForcedByFlat)
      Rem << "; a generic FLAT access in flight forces vmcnt(0)";
    if (R.Saturated)
      Rem << "; the count saturates at the counter's limit";
    if (R.PathsDisagree)
      Rem << "; paths disagree, the strictest was taken";
    return Rem;
  });
}
