//===- WaitLowering.cpp - Lower wait_asyncmark markers to s_waitcnt -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine half of the wait computation: a thin adapter between the
/// machine CFG and the tracking model (FunctionModel). It runs after
/// si-memory-legalizer and before si-insert-waitcnts, where the order of
/// memory instructions is final, and
///
/// * gives each `; wait_asyncmark(N)` the vmcnt the model computes, as an
///   `S_WAITCNT_soft` right before the marker: si-insert-waitcnts merges it
///   with its own waits and drops it where its tracking proves it redundant;
/// * makes release fences that cover LDS (S_WAITCNT_lds_direct) wait for
///   ordinary LDS DMA only: async DMA is ordered by marks and waits alone;
/// * names the async scope in the `!noalias` of every LDS access's
///   memoperand, so si-insert-waitcnts' alias check adds no automatic wait
///   for async DMA (done here, after all scheduling, so that everything
///   before orders async DMA against LDS accesses like any store);
/// * widens the LDS memoperand of every LDS DMA to the whole wave's write
///   (LLVM 22 records only the IR pointer's 4 bytes), so the automatic waits
///   LLVM keeps for ordinary DMA are sound.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MachineClassifier.h"
#include "WaitRemarks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumWaitsLowered, "Number of wait_asyncmark markers given a vmcnt");
STATISTIC(NumFencesNarrowed, "Number of LDS release fences narrowed");

namespace {

class WaitLowering : public MachineFunctionPass {
public:
  static char ID;
  WaitLowering() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AMDGPU asyncmark wait lowering";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

/// One machine instruction that produced a model event with a result.
struct ResultSite {
  MachineInstr *MI;
  unsigned EventId;
  MachineEventKind Kind;
  unsigned N;
};

} // end anonymous namespace

char WaitLowering::ID = 0;

static RegisterPass<WaitLowering>
    RegisterWaitLowering(WaitLoweringPassName, "AMDGPU asyncmark wait lowering",
                         /*CFGOnly=*/false, /*is_analysis=*/false);

static Event toModelEvent(const MachineEvent &E) {
  switch (E.Kind) {
  case MachineEventKind::CountedOp:
    return Event::countedOp();
  case MachineEventKind::AsyncDma:
    return Event::asyncDma();
  case MachineEventKind::SyncDma:
    return Event::syncDma();
  case MachineEventKind::FlatOp:
    return Event::flatOp();
  case MachineEventKind::Mark:
    return Event::mark();
  case MachineEventKind::Wait:
    return Event::wait(E.Imm);
  case MachineEventKind::ExistingWait:
    return Event::existingWait(E.Imm);
  case MachineEventKind::LdsDmaFence:
    return Event::syncDmaFence();
  case MachineEventKind::Call:
    return Event::call();
  case MachineEventKind::None:
    break;
  }
  llvm_unreachable("no model event for this instruction");
}

/// LLVM 22 gives the LDS side of a DMA memoperand the IR pointer's 4 bytes,
/// but the wave writes 64 lanes x size bytes from there (plus the immediate
/// offset). Make the LDS memoperand unsized so alias analysis cannot prove a
/// read of a later element independent of the DMA.
static bool widenLdsDmaMemOperands(MachineFunction &MF, MachineInstr &MI) {
  SmallVector<MachineMemOperand *, 2> MMOs;
  bool Changed = false;
  for (MachineMemOperand *MMO : MI.memoperands()) {
    if (MMO->isStore() && MMO->getAddrSpace() == 3 &&
        MMO->getSize() != LocationSize::beforeOrAfterPointer()) {
      MMO = MF.getMachineMemOperand(MMO, MMO->getPointerInfo(),
                                    LocationSize::beforeOrAfterPointer());
      Changed = true;
    }
    MMOs.push_back(MMO);
  }
  if (Changed)
    MI.setMemRefs(MF, MMOs);
  return Changed;
}

/// Adds the async scope to the `!noalias` of each LDS memoperand of \p MI.
static void hideAsyncDmaFrom(MachineFunction &MF, MachineInstr &MI,
                             MDNode *AsyncScopes) {
  SmallVector<MachineMemOperand *, 2> MMOs;
  bool Changed = false;
  for (MachineMemOperand *MMO : MI.memoperands()) {
    if (MMO->getAddrSpace() == 3 &&
        !containsAsyncScope(MMO->getAAInfo().NoAlias)) {
      AAMDNodes AA = MMO->getAAInfo();
      AA.NoAlias = MDNode::concatenate(AA.NoAlias, AsyncScopes);
      MMO = MF.getMachineMemOperand(MMO, AA);
      Changed = true;
    }
    MMOs.push_back(MMO);
  }
  if (Changed)
    MI.setMemRefs(MF, MMOs);
}

bool WaitLowering::runOnMachineFunction(MachineFunction &MF) {
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->HasLdsDma || !Facts->HasGfx9WaitcntLayout)
    return false;

  MachineClassifier Classifier(MF, *Facts);
  FunctionModel Model(Facts->maxEmittedVmcnt());
  DenseMap<const MachineBasicBlock *, unsigned> BlockIds;
  for (MachineBasicBlock &MBB : MF)
    BlockIds[&MBB] = ~0u;
  // Block 0 of the model is the entry block.
  for (MachineBasicBlock &MBB : MF)
    BlockIds[&MBB] = Model.addBlock();

  bool Changed = false, HasMarkers = false, HasAsyncDma = false;
  SmallVector<ResultSite, 8> Sites;
  SmallVector<MachineInstr *, 16> LdsAccesses;
  // Mark events, named for remarks: "asyncmark #<ordinal in function> (block)".
  DenseMap<unsigned, std::string> MarkNames;
  for (MachineBasicBlock &MBB : MF) {
    unsigned B = BlockIds[&MBB];
    for (MachineBasicBlock *Succ : MBB.successors())
      Model.addEdge(B, BlockIds[Succ]);
    for (MachineInstr &MI : MBB.instrs()) {
      if (MI.isBundle())
        continue;
      MachineEvent E = Classifier.classify(MI);
      if (E.Kind != MachineEventKind::SyncDma &&
          E.Kind != MachineEventKind::AsyncDma &&
          any_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
            return MMO->getAddrSpace() == 3;
          }))
        LdsAccesses.push_back(&MI);
      if (E.Kind == MachineEventKind::None)
        continue;
      if (E.Kind == MachineEventKind::SyncDma ||
          E.Kind == MachineEventKind::AsyncDma)
        Changed |= widenLdsDmaMemOperands(MF, MI);
      HasAsyncDma |= E.Kind == MachineEventKind::AsyncDma;
      HasMarkers |= E.Kind == MachineEventKind::Mark ||
                    E.Kind == MachineEventKind::Wait;
      unsigned Id = Model.addEvent(B, toModelEvent(E));
      if (E.Kind == MachineEventKind::Mark)
        MarkNames[Id] = "asyncmark #" + std::to_string(MarkNames.size() + 1) +
                        " (" + describeBlock(MBB) + ")";
      if (E.Kind == MachineEventKind::Wait ||
          E.Kind == MachineEventKind::LdsDmaFence)
        Sites.push_back({&MI, Id, E.Kind, E.Imm});
    }
  }
  if (!HasMarkers && !HasAsyncDma)
    return Changed;

  if (HasAsyncDma) {
    MDNode *AsyncScopes = getAsyncScopeList(MF.getFunction().getContext());
    for (MachineInstr *MI : LdsAccesses)
      hideAsyncDmaFrom(MF, *MI, AsyncScopes);
    Changed |= !LdsAccesses.empty();
  }

  Model.solve();

  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  for (const ResultSite &S : Sites) {
    const WaitResult &R = Model.result(S.EventId);
    MachineBasicBlock &MBB = *S.MI->getParent();
    if (S.Kind == MachineEventKind::Wait) {
      SmallVector<std::string, 4> Targets;
      for (unsigned MarkId : R.TargetMarks)
        Targets.push_back(MarkNames.lookup(MarkId));
      emitWaitRemark(ORE, *S.MI, S.N, R, Targets);
      if (!R.Count)
        continue;
      BuildMI(MBB, S.MI->getIterator(), S.MI->getDebugLoc(),
              TII.get(Classifier.softWaitcntOpcode()))
          .addImm(Facts->encodeVmcntWait(*R.Count));
      ++NumWaitsLowered;
      Changed = true;
      continue;
    }
    // A release fence covering LDS: wait for ordinary DMA only.
    if (!HasAsyncDma)
      continue;
    if (R.Count)
      BuildMI(MBB, S.MI->getIterator(), S.MI->getDebugLoc(),
              TII.get(Classifier.softWaitcntOpcode()))
          .addImm(Facts->encodeVmcntWait(*R.Count));
    S.MI->eraseFromParent();
    ++NumFencesNarrowed;
    Changed = true;
  }
  return Changed;
}

MachineFunctionPass *asyncmark::createWaitLoweringPass() {
  return new WaitLowering();
}
