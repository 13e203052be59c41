//===- MarkMerging.cpp - LDS accesses merge across marks, empty waits -===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// si-load-store-opt pairs LDS accesses (two `ds_read_b32` into one
/// `ds_read2_b32`) and other memory operations, but stops at any
/// instruction with unmodelled side effects, and a mark is inline assembly
/// with side effects. A mark orders only async DMAs (its group before it,
/// the next group after it), and si-load-store-opt never moves an LDS DMA.
/// So the mark's side-effect flag is lifted for that one pass: the first
/// pass here runs right before it (after gcn-dpp-combine), the second right
/// after it puts the flag back. So is a wait's that orders nothing (the IR
/// lowering tags it, EmptyWaits.h): as in the workaround, which has no wait
/// there, two reads on either side of it pair. Any other wait, also one
/// fused with a mark, keeps its flags: it orders every memory access.
///
/// If the pipeline has no gcn-dpp-combine (`-amdgpu-dpp-combine=false`) no
/// flag is lifted and marks stay barriers, as before. Verify mode's
/// membership check judges where the marks end up.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "MachineClassifier.h"
#include "MarkMerging.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/InlineAsm.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumMarksLifted,
          "Number of marks and empty waits without side effects for "
          "si-load-store-opt");

namespace {

class LiftMarkSideEffects : public MachineFunctionPass {
public:
  static char ID;
  LiftMarkSideEffects() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::LiftMarkSideEffects);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

class RestoreMarkSideEffects : public MachineFunctionPass {
public:
  static char ID;
  RestoreMarkSideEffects() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::RestoreMarkSideEffects);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char LiftMarkSideEffects::ID = 0;
ASYNCMARK_REGISTER_PASS(LiftMarkSideEffects)
char RestoreMarkSideEffects::ID = 0;
ASYNCMARK_REGISTER_PASS(RestoreMarkSideEffects)

bool asyncmark::liftMarkerSideEffects(MachineInstr &MI) {
  if (!MachineClassifier::ordersNoAccess(MI))
    return false;
  MachineOperand &Extra = MI.getOperand(InlineAsm::MIOp_ExtraInfo);
  // Only the plain marker the IR lowering writes: side effects, no memory
  // flags. Anything else stays as it is.
  int64_t Flags = Extra.getImm();
  if ((Flags & (InlineAsm::Extra_MayLoad | InlineAsm::Extra_MayStore)) ||
      !(Flags & InlineAsm::Extra_HasSideEffects))
    return false;
  Extra.setImm(Flags & ~int64_t(InlineAsm::Extra_HasSideEffects));
  return true;
}

bool asyncmark::restoreMarkerSideEffects(MachineInstr &MI) {
  // Every such marker has side effects but while lifted, so restoring
  // needs no record of what was lifted.
  if (!MachineClassifier::ordersNoAccess(MI))
    return false;
  MachineOperand &Extra = MI.getOperand(InlineAsm::MIOp_ExtraInfo);
  if (Extra.getImm() & InlineAsm::Extra_HasSideEffects)
    return false;
  Extra.setImm(Extra.getImm() | InlineAsm::Extra_HasSideEffects);
  return true;
}

bool LiftMarkSideEffects::runOnMachineFunction(MachineFunction &MF) {
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB.instrs())
      if (liftMarkerSideEffects(MI)) {
        ++NumMarksLifted;
        Changed = true;
      }
  return Changed;
}

bool RestoreMarkSideEffects::runOnMachineFunction(MachineFunction &MF) {
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB.instrs())
      Changed |= restoreMarkerSideEffects(MI);
  return Changed;
}
