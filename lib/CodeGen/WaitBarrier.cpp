//===- WaitBarrier.cpp - Waits are memory barriers in machine code --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Right after instruction selection, flags every `; wait_asyncmark(N)`
/// inline assembly as writing memory, so that no machine pass moves a memory
/// access across it: LDS written by async DMA changes at the wait. A wait
/// the IR lowering found orders nothing (its tag says so) is left as it is.
///
/// A store to memory nobody knows orders every load and every store around
/// it, and the side effect makes it a scheduling barrier; a load flag would
/// add nothing but cost. The DAG builder gives every load without a
/// successor in its region an edge to the region's exit, which it checks
/// against every edge the exit already has: one such edge per wait, in a
/// 100k-instruction block, cost 4% of the compile.
///
/// In IR the wait is a side-effecting inline assembly call without memory
/// attributes, which every IR pass already treats as reading and writing any
/// memory. It carries no `~{memory}` clobber: instruction selection looks
/// every clobber up by name among all of the target's registers (thousands
/// on AMDGPU) for every inline assembly call, which made the waits of a
/// large kernel a large share of its compile time. Instruction selection
/// keeps the call's order against memory accesses (it is chained); this
/// pass then sets the one flag of the clobber's that the machine passes
/// need.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "MachineClassifier.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/InlineAsm.h"

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

class WaitBarrier : public MachineFunctionPass {
public:
  static char ID;
  WaitBarrier() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::WaitBarrier);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char WaitBarrier::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitBarrier)


bool WaitBarrier::runOnMachineFunction(MachineFunction &MF) {
  constexpr int64_t Memory = InlineAsm::Extra_MayStore;
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      // A wait that orders nothing stays a scheduling barrier only, as a
      // mark does: no memory access is tied to it.
      if (!MI.isInlineAsm() || !MachineClassifier::waitMarkerN(MI) ||
          MachineClassifier::isEmptyWaitMarker(MI))
        continue;
      MachineOperand &Extra = MI.getOperand(InlineAsm::MIOp_ExtraInfo);
      if ((Extra.getImm() & Memory) == Memory)
        continue;
      Extra.setImm(Extra.getImm() | Memory);
      Changed = true;
    }
  return Changed;
}

MachineFunctionPass *asyncmark::createWaitBarrierPass() {
  return new WaitBarrier();
}
