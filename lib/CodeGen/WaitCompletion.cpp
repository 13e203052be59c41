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
/// Last, two waits with only markers (and meta instructions) between them
/// become one where that loses nothing: the marker's own wait right before
/// it and LLVM's right after it (a release fence's `lgkmcnt(0)` before a
/// barrier), or LLVM's and the marker's side by side. Markers are comments,
/// so the later wait acts where the earlier one is either way.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MachineClassifier.h"
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

STATISTIC(NumWaitsMerged, "Number of s_waitcnt merged into the one before "
                          "them across markers");

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

/// Merges each `s_waitcnt` into the one before it where only markers and
/// meta instructions stand between them and one of the two waits on the
/// async counter alone: the merged wait keeps the other's fields and the
/// smaller count. A wait after a marker is not merged into the marker's
/// own when its count is the smaller one: it would then read as the
/// marker's (too strict for it) to whoever reads the waits before a
/// marker as its own. Returns the number merged.
static unsigned mergeWaitsAcrossMarkers(MachineFunction &MF,
                                        const TargetFacts &Facts,
                                        unsigned WaitcntOpc) {
  unsigned Merged = 0;
  auto IsWait = [&](const MachineInstr &MI) {
    return MI.getOpcode() == WaitcntOpc && !MI.isBundled();
  };
  for (MachineBasicBlock &MBB : MF) {
    MachineInstr *Prev = nullptr;
    bool MarkerSincePrev = false;
    for (MachineInstr &MI : make_early_inc_range(MBB.instrs())) {
      if (MachineClassifier::isMarker(MI)) {
        MarkerSincePrev = true;
        continue;
      }
      if (MI.isMetaInstruction())
        continue;
      if (!IsWait(MI)) {
        Prev = nullptr;
        continue;
      }
      if (Prev) {
        unsigned Earlier = Prev->getOperand(0).getImm();
        unsigned Later = MI.getOperand(0).getImm();
        unsigned EarlierCount = Facts.decodeWait(Earlier);
        unsigned LaterCount = Facts.decodeWait(Later);
        unsigned Count = std::min(EarlierCount, LaterCount);
        std::optional<unsigned> Imm;
        if (Facts.otherFields(Earlier) == Facts.OtherFieldsNoWait)
          Imm = Facts.withCount(Later, Count);
        else if (Facts.otherFields(Later) == Facts.OtherFieldsNoWait)
          Imm = Facts.withCount(Earlier, Count);
        if (MarkerSincePrev && LaterCount < EarlierCount)
          Imm.reset();
        if (Imm) {
          Prev->getOperand(0).setImm(*Imm);
          MI.eraseFromParent();
          ++Merged;
          continue;
        }
      }
      Prev = &MI;
      MarkerSincePrev = false;
    }
  }
  return Merged;
}

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
  bool Changed = W.Changed;
  if (Facts->Counter == AsyncCounter::Vmcnt) {
    unsigned Merged =
        mergeWaitsAcrossMarkers(MF, *Facts, Classifier.waitcntOpcode());
    NumWaitsMerged += Merged;
    Changed |= Merged != 0;
  }
  return Changed;
}

MachineFunctionPass *asyncmark::createWaitCompletionPass() {
  return new WaitCompletion();
}
