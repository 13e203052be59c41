//===- WaitLowering.cpp - Lower wait_asyncmark markers to s_waitcnt -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The wait lowering, a thin pass over MachineWaitModel. It runs after
/// si-memory-legalizer and before si-insert-waitcnts, where the order of
/// memory instructions is final, and
///
/// * first moves a wait that orders nothing above LLVM's waits right before
///   it, which would otherwise read as its own;
/// * gives each `; wait_asyncmark(N)` the vmcnt the model computes, as an
///   `S_WAITCNT_soft` right before the marker: si-insert-waitcnts merges it
///   with its own waits and drops it where its tracking proves it redundant;
/// * makes release fences that cover LDS (S_WAITCNT_lds_direct) wait for
///   ordinary LDS DMA only: async DMA is ordered by marks and waits alone;
/// * in a function with marks, waits or known-async DMA, takes over the
///   ordering of every LDS DMA from si-insert-waitcnts: each LDS access
///   waits for the ordinary (or possibly ordinary) DMA in flight (from the
///   model), and the memoperands are rewritten so that
///   si-insert-waitcnts adds no LDS-DMA wait of its own (it cannot tell async
///   from ordinary DMA). Elsewhere LLVM keeps the job, with memoperands made
///   sound for it (LdsMemOperands.h). Done here, after all scheduling, so
///   that everything before orders async DMA like any LDS store;
/// * on gfx1250, gives each store from LDS a soft `s_wait_dscnt 0`.
///
/// WaitCompletion.cpp runs the same model again after si-insert-waitcnts.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "LdsMemOperands.h"
#include "MachineEvents.h"
#include "MachineWaitModel.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include <optional>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumWaitsLowered, "Number of wait_asyncmark markers given a vmcnt");
STATISTIC(NumTensorWaitsLowered,
          "Number of wait_asyncmark markers given an s_wait_tensorcnt");
STATISTIC(NumFencesNarrowed, "Number of LDS release fences narrowed");
STATISTIC(NumLdsWritesDrained,
          "Number of gfx1250 stores from LDS given a soft s_wait_dscnt 0");
STATISTIC(NumSyncDmaWaits,
          "Number of waits for ordinary LDS DMA before LDS accesses");
STATISTIC(NumEmptyWaitsHoisted,
          "Number of waits that order nothing moved above LLVM's waits");
STATISTIC(NumEdgesPruned, "Number of machine CFG edges no execution takes "
                          "(constant uniform branches), left out of the "
                          "wait model");

namespace {

class WaitLowering : public MachineFunctionPass {
public:
  static char ID;
  WaitLowering() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return passDescription(PassId::WaitLowering);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char WaitLowering::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitLowering)

/// Rewrites LDS memoperands for si-insert-waitcnts (LdsMemOperands.h).
static bool prepareMemOperands(MachineFunction &MF, const MachineEvents &Ev,
                               bool OwnsDmaOrdering) {
  LdsMemOperandRewriter Rewriter(MF);
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber()))
      for (const MachineEvents::Event &E : Ev.events(En)) {
        if (E.Role & role::LdsDma)
          Changed |= OwnsDmaOrdering ? Rewriter.untrackLdsDma(*E.MI)
                                     : Rewriter.prepareLdsDma(*E.MI);
        else if (OwnsDmaOrdering && (E.Role & role::LdsAccess))
          Changed |= Rewriter.scopeLdsAccess(*E.MI);
      }
  return Changed;
}

/// gfx1250: an async store from LDS reads LDS through the async engine, and
/// neither LLVM 22 nor the ISA documents say that LDS writes still in
/// flight (DScnt) are visible to it. So each one gets a soft
/// `s_wait_dscnt 0`, which si-insert-waitcnts keeps only where DS
/// operations are in flight.
static bool drainLdsWritesBeforeStoresFromLds(MachineFunction &MF,
                                              const MachineEvents &Ev) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  unsigned SoftDscnt = lookupOpcode(TII, opcode_names::SWaitDscntSoft);
  if (SoftDscnt == ~0u)
    return false;
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber()))
      for (const MachineEvents::Event &E : Ev.events(En))
        if (E.E.Kind == ProgramEventKind::LdsDma && E.E.MayReorderWithLoads) {
          BuildMI(MBB, En.MI->getIterator(), En.MI->getDebugLoc(),
                  TII.get(SoftDscnt))
              .addImm(0);
          ++NumLdsWritesDrained;
          Changed = true;
          break;
        }
  return Changed;
}

/// A reader of the assembly takes the waits right before a marker for the
/// marker's own (asyncmark-check does). A wait that orders nothing may be
/// scheduled right after an access the memory legalizer then gives a wait
/// of its own (a volatile one's `vmcnt(0)`), which would read as the
/// marker's; so where the waits right before such a marker wait for the
/// async or tensor counter, the marker goes above them. It crosses no DMA
/// and no mark, so every group stays what it was.
static bool hoistEmptyWaitsAboveWaits(MachineFunction &MF,
                                      const MachineEvents &Ev,
                                      const MachineClassifier &Classifier) {
  SmallVector<MachineInstr *, 4> Empty;
  for (MachineBasicBlock &MBB : MF)
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber()))
      if ((En.Role & role::Wait) && !En.MI->isBundle() &&
          MachineClassifier::isEmptyWaitMarker(*En.MI))
        Empty.push_back(En.MI);
  bool Changed = false;
  for (MachineInstr *MI : Empty) {
    MachineBasicBlock &MBB = *MI->getParent();
    MachineBasicBlock::iterator Pos = MI->getIterator();
    bool WaitsForCounter = false;
    // Debug instructions between are no code, and the assembly's reader
    // reads past their comments (-g must not change what it sees).
    for (MachineBasicBlock::iterator Scan = Pos; Scan != MBB.begin();) {
      MachineInstr &Prev = *std::prev(Scan);
      if (!Prev.isDebugInstr() && !MachineClassifier::isCounterWait(Prev))
        break;
      --Scan;
      if (Prev.isDebugInstr())
        continue;
      Pos = Scan;
      ProgramEventKind Kind = Classifier.classify(Prev).Kind;
      WaitsForCounter |= Kind == ProgramEventKind::ExistingWait ||
                         Kind == ProgramEventKind::ExistingTensorWait;
    }
    if (!WaitsForCounter)
      continue;
    MBB.splice(Pos, &MBB, MI->getIterator());
    ++NumEmptyWaitsHoisted;
    Changed = true;
  }
  return Changed;
}

bool WaitLowering::runOnMachineFunction(MachineFunction &MF) {
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->hasAsyncCounter())
    return false;
  MachineClassifier Classifier(MF, *Facts);
  std::optional<MachineEvents> Events(std::in_place, MF, &Classifier);
  if (!Events->hasLdsDma() && !Events->hasMarkers())
    return false;
  bool Changed = false;
  // The walk again, in the new order (seldom: only after a move).
  if (Events->hasMarkers() &&
      hoistEmptyWaitsAboveWaits(MF, *Events, Classifier)) {
    Events.emplace(MF, &Classifier);
    Changed = true;
  }
  const MachineEvents &Ev = *Events;

  if (Facts->Counter == AsyncCounter::Vmcnt)
    Changed |= prepareMemOperands(MF, Ev, pluginOrdersLdsDma(Ev, *Facts));
  else
    Changed |= drainLdsWritesBeforeStoresFromLds(MF, Ev);

  // What the completion pass may find of this function's waits is only
  // what this run writes.
  keepLoweredWaits(MF, LoweredWaitMap());
  MachineWaitModel Model(MF, Ev, *Facts);
  if (!Model.built())
    return Changed;
  // gfx9/gfx10: a soft wait, which si-insert-waitcnts merges with its own.
  // LLVM 22 has no soft ASYNCcnt wait and leaves S_WAIT_ASYNCCNT alone, so
  // gfx1250 gets the hard wait at once.
  unsigned WaitOpc = Facts->Counter == AsyncCounter::Vmcnt
                         ? Classifier.softWaitcntOpcode()
                         : Classifier.waitcntOpcode();
  // gfx9/gfx10: the waits written before markers are kept for the
  // completion pass, which loosens them where LLVM's own waits complete
  // more than this pass could know (WaitCompletion.cpp).
  LoweredWaitMap Lowered;
  WrittenWaits W = Model.solveAndWrite(
      Classifier, WaitOpc,
      &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE(),
      Facts->Counter == AsyncCounter::Vmcnt ? &Lowered : nullptr);
  keepLoweredWaits(MF, std::move(Lowered));
  NumWaitsLowered += W.Waits;
  NumTensorWaitsLowered += W.TensorWaits;
  NumFencesNarrowed += W.FencesNarrowed;
  NumSyncDmaWaits += W.SyncDmaWaits;
  NumEdgesPruned += Model.prunedEdges();
  return Changed || W.Changed;
}

MachineFunctionPass *asyncmark::createWaitLoweringPass() {
  return new WaitLowering();
}
