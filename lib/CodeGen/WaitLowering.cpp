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
/// * in a function with marks, waits or known-async DMA, takes over the
///   ordering of every LDS DMA from si-insert-waitcnts: each LDS access
///   waits for the ordinary (or possibly ordinary) DMA in flight (from the
///   model), and the memoperands are rewritten so that
///   si-insert-waitcnts adds no LDS-DMA wait of its own (it cannot tell async
///   from ordinary DMA). Elsewhere LLVM keeps the job, with memoperands made
///   sound for it (LdsMemOperands.h). Done here, after all scheduling, so
///   that everything before orders async DMA like any LDS store.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "LdsMemOperands.h"
#include "MachineEvents.h"
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
STATISTIC(NumWaitsCompleted,
          "Number of waits si-insert-waitcnts dropped and the plugin restored");
STATISTIC(NumFencesNarrowed, "Number of LDS release fences narrowed");
STATISTIC(NumSyncDmaWaits,
          "Number of waits for ordinary LDS DMA before LDS accesses");

namespace {

/// Where in the pipeline the lowering runs.
enum class Stage {
  /// Before si-insert-waitcnts: soft waits that LLVM merges with its own,
  /// memoperands and fences prepared for it.
  BeforeWaitcnts,
  /// After it: LLVM 22 erases a soft wait it finds redundant on its first
  /// visit of a loop, before the back edge brings what it waits for. The
  /// model runs again on the final waits and adds a hard wait wherever one
  /// is still missing.
  AfterWaitcnts,
};

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

class WaitCompletion : public MachineFunctionPass {
public:
  static char ID;
  WaitCompletion() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "AMDGPU asyncmark wait completion";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

/// Where a model result turns into code.
enum class SiteKind {
  Wait,       ///< `; wait_asyncmark(N)`: a soft wait before the marker.
  LdsFence,   ///< S_WAITCNT_lds_direct: replaced by a wait for sync DMA.
  LdsAccess,  ///< An LDS access where the plugin orders LDS DMA: a soft wait
              ///< for sync DMA before it (or its bundle).
};

struct ResultSite {
  MachineInstr *MI;
  unsigned EventId;
  SiteKind Kind;
  unsigned N; ///< For waits.
};

} // end anonymous namespace

char WaitLowering::ID = 0;
char WaitCompletion::ID = 0;

static RegisterPass<WaitLowering>
    RegisterWaitLowering(WaitLoweringPassName, "AMDGPU asyncmark wait lowering",
                         /*CFGOnly=*/false, /*is_analysis=*/false);
static RegisterPass<WaitCompletion>
    RegisterWaitCompletion(WaitCompletionPassName,
                           "AMDGPU asyncmark wait completion",
                           /*CFGOnly=*/false, /*is_analysis=*/false);

/// The model event of \p E, or nothing. \p HasMarkers: the function has
/// marks or waits, where an LDS DMA not known to be async is taken as both.
static std::optional<Event> toModelEvent(const MachineEvent &E,
                                         bool HasMarkers) {
  switch (E.Kind) {
  case MachineEventKind::CountedOp:
    return Event::countedOp();
  case MachineEventKind::LdsDma:
    if (E.KnownAsync)
      return Event::asyncDma();
    return HasMarkers ? Event::unknownDma() : Event::syncDma();
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
  return std::nullopt;
}

/// Rewrites LDS memoperands for si-insert-waitcnts (LdsMemOperands.h).
static bool prepareMemOperands(MachineFunction &MF, const MachineEvents &Ev,
                               bool OwnsDmaOrdering) {
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber()))
      for (const MachineEvents::Event &E : Ev.events(En)) {
        if (E.Role & role::LdsDma)
          Changed |= OwnsDmaOrdering ? untrackLdsDmaMemOperands(MF, *E.MI)
                                     : prepareLdsDmaMemOperands(MF, *E.MI);
        else if (OwnsDmaOrdering && (E.Role & role::LdsAccess))
          Changed |= scopeLdsAccessMemOperands(MF, *E.MI);
      }
  return Changed;
}

/// The lowering proper; \p ORE (remarks) only before si-insert-waitcnts.
static bool lowerWaits(MachineFunction &MF, Stage When,
                       MachineOptimizationRemarkEmitter *ORE) {
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->HasLdsDma || !Facts->HasGfx9WaitcntLayout)
    return false;
  MachineClassifier Classifier(MF, *Facts);
  MachineEvents Ev(MF, &Classifier);
  if (!Ev.hasLdsDma() && !Ev.hasMarkers())
    return false;

  // With marks, waits or known-async DMA the plugin orders every LDS DMA
  // itself (the LDS-access fences below); elsewhere LLVM's own tracking does,
  // with memoperands made sound for it.
  bool HasMarkers = Ev.hasMarkers();
  bool OwnsDmaOrdering = HasMarkers || Ev.hasKnownAsyncDma();
  bool Changed = false;
  if (When == Stage::BeforeWaitcnts)
    Changed |= prepareMemOperands(MF, Ev, OwnsDmaOrdering);
  if (!OwnsDmaOrdering)
    return Changed;

  FunctionModel Model(Facts->maxEmittedVmcnt());
  DenseMap<const MachineBasicBlock *, unsigned> BlockIds;
  // Block 0 of the model is the entry block.
  for (MachineBasicBlock &MBB : MF)
    BlockIds[&MBB] = Model.addBlock();

  SmallVector<ResultSite, 16> Sites;
  // Mark events, named for remarks: "asyncmark #<ordinal> (block)".
  DenseMap<unsigned, std::string> MarkNames;
  for (MachineBasicBlock &MBB : MF) {
    unsigned B = BlockIds[&MBB];
    for (MachineBasicBlock *Succ : MBB.successors())
      Model.addEdge(B, BlockIds[Succ]);
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber())) {
      // An LDS access waits for the ordinary (or possibly ordinary) DMA in
      // flight; for a bundle, before the whole bundle.
      if (En.Role & role::LdsAccess)
        Sites.push_back({En.MI, Model.addEvent(B, Event::syncDmaFence()),
                         SiteKind::LdsAccess, 0});
      for (const MachineEvents::Event &E : Ev.events(En)) {
        std::optional<Event> ModelEvent = toModelEvent(E.E, HasMarkers);
        if (!ModelEvent)
          continue;
        unsigned Id = Model.addEvent(B, *ModelEvent);
        if (E.E.Kind == MachineEventKind::Mark)
          MarkNames[Id] = "asyncmark #" + std::to_string(MarkNames.size() + 1) +
                          " (" + describeBlock(MBB) + ")";
        else if (E.E.Kind == MachineEventKind::Wait)
          Sites.push_back({E.MI, Id, SiteKind::Wait, E.E.Imm});
        else if (E.E.Kind == MachineEventKind::LdsDmaFence)
          Sites.push_back({E.MI, Id, SiteKind::LdsFence, 0});
      }
    }
  }

  Model.solve();

  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  unsigned WaitOpc = When == Stage::BeforeWaitcnts
                         ? Classifier.softWaitcntOpcode()
                         : Classifier.waitcntOpcode();
  auto InsertWait = [&](MachineInstr &Before, unsigned Count) {
    BuildMI(*Before.getParent(), Before.getIterator(), Before.getDebugLoc(),
            TII.get(WaitOpc))
        .addImm(Facts->encodeVmcntWait(Count));
    Changed = true;
  };
  for (const ResultSite &S : Sites) {
    const WaitResult &R = Model.result(S.EventId);
    switch (S.Kind) {
    case SiteKind::Wait: {
      if (ORE) {
        SmallVector<std::string, 4> Targets;
        for (unsigned MarkId : R.TargetMarks)
          Targets.push_back(MarkNames.lookup(MarkId));
        emitWaitRemark(*ORE, *S.MI, S.N, R, Targets);
      }
      if (R.Count) {
        InsertWait(*S.MI, *R.Count);
        ++(When == Stage::BeforeWaitcnts ? NumWaitsLowered : NumWaitsCompleted);
      }
      break;
    }
    case SiteKind::LdsFence:
      // A release fence covering LDS: wait for ordinary DMA only.
      if (R.Count)
        InsertWait(*S.MI, *R.Count);
      S.MI->eraseFromParent();
      ++NumFencesNarrowed;
      Changed = true;
      break;
    case SiteKind::LdsAccess:
      if (R.Count) {
        InsertWait(*S.MI, *R.Count);
        ++NumSyncDmaWaits;
      }
      break;
    }
  }
  return Changed;
}

bool WaitLowering::runOnMachineFunction(MachineFunction &MF) {
  return lowerWaits(
      MF, Stage::BeforeWaitcnts,
      &getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE());
}

bool WaitCompletion::runOnMachineFunction(MachineFunction &MF) {
  return lowerWaits(MF, Stage::AfterWaitcnts, nullptr);
}

MachineFunctionPass *asyncmark::createWaitLoweringPass() {
  return new WaitLowering();
}

MachineFunctionPass *asyncmark::createWaitCompletionPass() {
  return new WaitCompletion();
}
