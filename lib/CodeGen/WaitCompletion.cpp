//===- WaitCompletion.cpp - Restore the waits si-insert-waitcnts dropped --===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs right after si-insert-waitcnts. LLVM 22 erases a soft wait it finds
/// redundant on its first visit of a loop, before the back edge brings the
/// DMA it waits for. So the model runs again (MachineWaitModel), on the
/// final code with its final waits, and a hard wait goes wherever one is
/// still missing; everywhere else the model finds the existing waits
/// enough and adds nothing.
///
/// The other way round, the lowering cannot see the waits si-insert-waitcnts
/// adds for LLVM's own needs: a generic FLAT load whose result is used gets
/// `vmcnt(0)`, which completes everything before it, yet the lowering had
/// to take that FLAT as still in flight at a later marker and wait for 0
/// there. So a wait the lowering wrote right before a marker (gfx9/gfx10)
/// is left out of the second model and set to what the marker needs given
/// every other wait of the final code: loosened, or removed where nothing
/// is left to wait for. Only a wait still as written, or loosened by
/// si-insert-waitcnts, is the marker's own; one that another wait was
/// merged into is left alone.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MachineEvents.h"
#include "MachineWaitModel.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumWaitsCompleted,
          "Number of waits si-insert-waitcnts dropped and the plugin restored");
STATISTIC(NumTensorWaitsCompleted,
          "Number of s_wait_tensorcnt the completion pass added");
STATISTIC(NumSyncDmaWaitsCompleted,
          "Number of waits for ordinary LDS DMA the completion pass added");
STATISTIC(NumWaitsLoosened, "Number of wait_asyncmark waits loosened after "
                            "si-insert-waitcnts's own waits");
STATISTIC(NumWaitsRemoved, "Number of wait_asyncmark waits removed after "
                           "si-insert-waitcnts's own waits");

namespace {

class WaitCompletion : public MachineFunctionPass {
public:
  static char ID;
  WaitCompletion() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return passDescription(PassId::WaitCompletion);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char WaitCompletion::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitCompletion)

bool WaitCompletion::runOnMachineFunction(MachineFunction &MF) {
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->hasAsyncCounter())
    return false;
  MachineClassifier Classifier(MF, *Facts);
  MachineEvents Ev(MF, &Classifier);
  LoweredWaitMap Lowered = takeLoweredWaits(MF);
  MachineWaitModel Model(MF, Ev, *Facts, &Lowered);
  if (!Model.built())
    return false;
  WrittenWaits W = Model.solveAndWrite(
      Classifier, Classifier.waitcntOpcode(),
      &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE(),
      /*Lowered=*/nullptr, /*WaitRemarks=*/false);
  NumWaitsLoosened += W.Loosened;
  NumWaitsRemoved += W.Removed;
  NumWaitsCompleted += W.Waits;
  NumTensorWaitsCompleted += W.TensorWaits;
  NumSyncDmaWaitsCompleted += W.SyncDmaWaits;
  return W.Changed;
}

MachineFunctionPass *asyncmark::createWaitCompletionPass() {
  return new WaitCompletion();
}
