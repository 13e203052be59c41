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
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MachineEvents.h"
#include "MachineWaitModel.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
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
  MachineWaitModel Model(MF, Ev, *Facts);
  if (!Model.built())
    return false;
  WrittenWaits W = Model.solveAndWrite(Classifier, Classifier.waitcntOpcode(),
                                       /*ORE=*/nullptr);
  NumWaitsCompleted += W.Waits;
  NumTensorWaitsCompleted += W.TensorWaits;
  NumSyncDmaWaitsCompleted += W.SyncDmaWaits;
  return W.Changed;
}

MachineFunctionPass *asyncmark::createWaitCompletionPass() {
  return new WaitCompletion();
}
