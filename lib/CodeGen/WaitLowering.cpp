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

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "LdsMemOperands.h"
#include "MachineEvents.h"
#include "WaitRemarks.h"
#include "llvm/ADT/BitVector.h"
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
STATISTIC(NumTensorWaitsLowered,
          "Number of wait_asyncmark markers given an s_wait_tensorcnt");
STATISTIC(NumTensorWaitsCompleted,
          "Number of s_wait_tensorcnt the completion pass added");
STATISTIC(NumFencesNarrowed, "Number of LDS release fences narrowed");
STATISTIC(NumLdsWritesDrained,
          "Number of gfx1250 stores from LDS given a soft s_wait_dscnt 0");
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
    return passDescription(PassId::WaitLowering);
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
    return passDescription(PassId::WaitCompletion);
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
  /// For waits in a function that tracks the tensor counter: the wait's
  /// event in the tensor model.
  std::optional<unsigned> TensorEventId = std::nullopt;
};

} // end anonymous namespace

char WaitLowering::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitLowering)
char WaitCompletion::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitCompletion)


/// The most async DMAs a call stands for in the model: one more than the
/// largest count any counter's wait field holds (63), so a DMA pending at
/// the call is past every wait count either way.
static constexpr unsigned MaxCallDmaEvents = 64;

/// The events of a call's transfers on one counter, appended to \p Out:
/// \p Issued async DMAs where the callee issues at least that many, all
/// completing in order with the caller's (0: unknown number or kind).
static void appendCallTransfers(unsigned Issued, SmallVectorImpl<Event> &Out) {
  if (Issued)
    Out.append(std::min(Issued, MaxCallDmaEvents), Event::asyncDma());
  else
    Out.push_back(Event::unknownTransfers());
}

/// The model events of \p E, appended to \p Out. \p HasMarkers: the
/// function has marks or waits, where an LDS DMA not known to be async is
/// taken as both. \p Reorders: an LDS DMA that may complete out of order
/// with the transfers pending when it is issued (storesReachingEntry()).
static void toModelEvents(const MachineEvent &E, bool HasMarkers,
                          bool Reorders, SmallVectorImpl<Event> &Out) {
  switch (E.Kind) {
  case MachineEventKind::CountedOp:
    Out.push_back(Event::countedOp());
    return;
  case MachineEventKind::CallWithTransfers:
    // The callee's transfers join the open group. A callee that issues
    // only loads to LDS, at least AsyncLoadsIssued of them on every path,
    // is that many async DMAs: issuing more only completes more, as the
    // loads complete in order. Unless a store from LDS may be pending
    // (Reorders): then, and where the number or kind is unknown, only a
    // wait for 0 completes them. A transfer pending at the call keeps its
    // count either way: each kind completes in order, and the callee adds
    // to either kind, never takes away. More DMAs than the counter's
    // largest wait would add nothing.
    if (E.LeavesAsync)
      appendCallTransfers(Reorders ? 0 : E.AsyncLoadsIssued, Out);
    return;
  case MachineEventKind::TensorOp:
  case MachineEventKind::ExistingTensorWait:
    // The tensor counter's (toTensorModelEvents()).
    return;
  case MachineEventKind::LdsDma:
    if (Reorders) {
      // A FLAT op poisons every pending transfer; the transfer then becomes
      // pending itself. It is counted twice, which only affects transfers
      // already poisoned.
      Out.push_back(Event::flatOp());
      Out.push_back(Event::asyncDma());
      return;
    }
    if (E.KnownAsync)
      Out.push_back(Event::asyncDma());
    else
      Out.push_back(HasMarkers ? Event::unknownDma() : Event::syncDma());
    return;
  case MachineEventKind::FlatOp:
    Out.push_back(Event::flatOp());
    return;
  case MachineEventKind::Mark:
    Out.push_back(Event::mark());
    return;
  case MachineEventKind::Wait:
    Out.push_back(Event::wait(E.Imm));
    return;
  case MachineEventKind::ExistingWait:
    Out.push_back(Event::existingWait(E.Imm));
    return;
  case MachineEventKind::LdsDmaFence:
    Out.push_back(Event::syncDmaFence());
    return;
  case MachineEventKind::Call:
    Out.push_back(Event::call());
    return;
  case MachineEventKind::None:
    return;
  }
}

/// gfx1250: the events of \p E for the tensor counter's model, appended to
/// \p Out. The same model, another counter: tensor transfers are its async
/// DMA (in order among themselves), marks and waits are the same events,
/// S_WAIT_TENSORCNT its existing waits, and a call whose callee may leave
/// tensor transfers in flight its unknown transfers. ASYNCcnt transfers and
/// waits are nothing to it.
static void toTensorModelEvents(const MachineEvent &E,
                                SmallVectorImpl<Event> &Out) {
  switch (E.Kind) {
  case MachineEventKind::TensorOp:
    Out.push_back(Event::asyncDma());
    return;
  case MachineEventKind::Mark:
    Out.push_back(Event::mark());
    return;
  case MachineEventKind::Wait:
    Out.push_back(Event::wait(E.Imm));
    return;
  case MachineEventKind::ExistingTensorWait:
    Out.push_back(Event::existingWait(E.Imm));
    return;
  case MachineEventKind::CallWithTransfers:
    // As for ASYNCcnt (toModelEvents()); tensor transfers are one kind.
    if (E.LeavesTensor)
      appendCallTransfers(E.TensorIssued, Out);
    return;
  default:
    return;
  }
}

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
        if (E.E.Kind == MachineEventKind::LdsDma && E.E.MayReorderWithLoads) {
          BuildMI(MBB, En.MI->getIterator(), En.MI->getDebugLoc(),
                  TII.get(SoftDscnt))
              .addImm(0);
          ++NumLdsWritesDrained;
          Changed = true;
          break;
        }
  return Changed;
}

/// True if event \p E is a gfx1250 transfer other than a load to LDS (a
/// store from LDS, or an unknown transfer). A call's transfers are not:
/// they count nothing and need a wait for 0 anyway.
static bool mayBeStoreFromLds(const MachineEvent &E) {
  return E.Kind == MachineEventKind::LdsDma && E.MayReorderWithLoads;
}

/// ASYNCcnt with loads to LDS and other transfers (stores from LDS) in one
/// function. Nothing says that the two kinds complete in order with each
/// other on the one counter (upstream's tracker, too, takes a counter with
/// mixed kinds pending as out of order); each kind alone does. So a store
/// is taken as completing out of order with every transfer pending when it
/// is issued, and so is a load that a store may precede on some path: only
/// a wait for 0 completes a transfer with one of them issued after it.
/// Returns, per machine block number, whether a store may precede the
/// block's entry.
static BitVector storesReachingEntry(const MachineFunction &MF,
                                     const MachineEvents &Ev) {
  BitVector HasStore(MF.getNumBlockIDs()), Reaches(MF.getNumBlockIDs());
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber()))
      for (const MachineEvents::Event &E : Ev.events(En))
        if (mayBeStoreFromLds(E.E))
          HasStore.set(MBB.getNumber());
  SmallVector<const MachineBasicBlock *, 16> Work;
  for (const MachineBasicBlock &MBB : MF)
    if (HasStore.test(MBB.getNumber()))
      Work.push_back(&MBB);
  while (!Work.empty()) {
    const MachineBasicBlock *MBB = Work.pop_back_val();
    for (const MachineBasicBlock *Succ : MBB->successors())
      if (!Reaches.test(Succ->getNumber())) {
        Reaches.set(Succ->getNumber());
        Work.push_back(Succ);
      }
  }
  return Reaches;
}

/// The lowering proper; \p ORE (remarks) only before si-insert-waitcnts.
static bool lowerWaits(MachineFunction &MF, Stage When,
                       MachineOptimizationRemarkEmitter *ORE) {
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->hasAsyncCounter())
    return false;
  MachineClassifier Classifier(MF, *Facts);
  MachineEvents Ev(MF, &Classifier);
  if (!Ev.hasLdsDma() && !Ev.hasMarkers())
    return false;

  bool HasMarkers = Ev.hasMarkers();
  // ASYNCcnt with mixed kinds: where a store from LDS may precede
  // (storesReachingEntry()); empty otherwise.
  BitVector StoreReachesEntry;
  bool Changed = false;
  // gfx9/gfx10: with marks, waits or known-async DMA the plugin orders every
  // LDS DMA itself (the LDS-access fences below); elsewhere LLVM's own
  // tracking does, with memoperands made sound for it. gfx1250 has no
  // ordinary DMA: LLVM never waits for ASYNCcnt and the marks are all there
  // is.
  bool OrdersSyncDma = Facts->Counter == AsyncCounter::Vmcnt;
  if (OrdersSyncDma) {
    bool OwnsDmaOrdering = HasMarkers || Ev.hasKnownAsyncDma();
    if (When == Stage::BeforeWaitcnts)
      Changed |= prepareMemOperands(MF, Ev, OwnsDmaOrdering);
    if (!OwnsDmaOrdering)
      return Changed;
  } else {
    if (When == Stage::BeforeWaitcnts)
      Changed |= drainLdsWritesBeforeStoresFromLds(MF, Ev);
    if (!HasMarkers)
      return Changed;
    if (Ev.hasTransfersOfMixedKinds())
      StoreReachesEntry = storesReachingEntry(MF, Ev);
  }

  FunctionModel Model(Facts->maxEmittedCount());
  // gfx1250 with tensor transfers (or calls that may leave some in flight):
  // a second model for TENSORcnt, fed in the same walk, with the same
  // blocks (toTensorModelEvents()).
  std::optional<TargetFacts> TensorFacts;
  std::optional<FunctionModel> TensorModel;
  if (Facts->hasTensorCounter() && Ev.hasTensorTransfers()) {
    TensorFacts = Facts->tensorCounter();
    TensorModel.emplace(TensorFacts->maxEmittedCount());
  }
  DenseMap<const MachineBasicBlock *, unsigned> BlockIds;
  // Block 0 of the model is the entry block.
  for (MachineBasicBlock &MBB : MF) {
    BlockIds[&MBB] = Model.addBlock();
    if (TensorModel)
      TensorModel->addBlock();
  }

  SmallVector<ResultSite, 16> Sites;
  // Mark events, for remarks: the instruction and ordinal that name them
  // (describeMark()), spelt only if a remark is written.
  DenseMap<unsigned, std::pair<const MachineInstr *, unsigned>> Marks;
  SmallVector<Event, 2> ModelEvents, TensorEvents;
  for (MachineBasicBlock &MBB : MF) {
    unsigned B = BlockIds[&MBB];
    for (MachineBasicBlock *Succ : MBB.successors()) {
      Model.addEdge(B, BlockIds[Succ]);
      if (TensorModel)
        TensorModel->addEdge(B, BlockIds[Succ]);
    }
    bool StoreMayPrecede = !StoreReachesEntry.empty() &&
                           StoreReachesEntry.test(MBB.getNumber());
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber())) {
      // An LDS access waits for the ordinary (or possibly ordinary) DMA in
      // flight; for a bundle, before the whole bundle.
      if (OrdersSyncDma && (En.Role & role::LdsAccess))
        Sites.push_back({En.MI, Model.addEvent(B, Event::syncDmaFence()),
                         SiteKind::LdsAccess, 0});
      for (const MachineEvents::Event &E : Ev.events(En)) {
        ModelEvents.clear();
        bool Reorders = false;
        if (!StoreReachesEntry.empty() &&
            E.E.Kind == MachineEventKind::LdsDma)
          Reorders = E.E.MayReorderWithLoads || StoreMayPrecede;
        if (E.E.Kind == MachineEventKind::CallWithTransfers)
          Reorders = StoreMayPrecede;
        StoreMayPrecede |= mayBeStoreFromLds(E.E);
        std::optional<unsigned> TensorId;
        if (TensorModel) {
          TensorEvents.clear();
          toTensorModelEvents(E.E, TensorEvents);
          for (const Event &TE : TensorEvents)
            TensorId = TensorModel->addEvent(B, TE);
        }
        toModelEvents(E.E, HasMarkers, Reorders, ModelEvents);
        if (ModelEvents.empty())
          continue;
        unsigned Id = 0;
        for (const Event &ME : ModelEvents)
          Id = Model.addEvent(B, ME);
        if (E.E.Kind == MachineEventKind::Mark)
          Marks[Id] = {E.MI, Marks.size() + 1};
        else if (E.E.Kind == MachineEventKind::Wait)
          Sites.push_back({E.MI, Id, SiteKind::Wait, E.E.Imm, TensorId});
        else if (E.E.Kind == MachineEventKind::LdsDmaFence)
          Sites.push_back({E.MI, Id, SiteKind::LdsFence, 0});
      }
    }
  }

  // The marks each wait targets are for its remark only: searched for when
  // someone reads the remarks.
  bool Explain = ORE && ORE->allowExtraAnalysis(DEBUG_TYPE);
  Model.setFindTargetMarks(Explain);
  Model.solve();
  if (TensorModel) {
    TensorModel->setFindTargetMarks(Explain);
    TensorModel->solve();
  }

  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  // gfx9/gfx10: a soft wait before si-insert-waitcnts, which merges it with
  // its own. LLVM 22 has no soft ASYNCcnt wait and leaves S_WAIT_ASYNCCNT
  // alone, so gfx1250 gets the hard wait at once.
  unsigned WaitOpc = When == Stage::BeforeWaitcnts && OrdersSyncDma
                         ? Classifier.softWaitcntOpcode()
                         : Classifier.waitcntOpcode();
  auto InsertWait = [&](MachineInstr &Before, unsigned Count) {
    BuildMI(*Before.getParent(), Before.getIterator(), Before.getDebugLoc(),
            TII.get(WaitOpc))
        .addImm(Facts->encodeWait(Count));
    Changed = true;
  };
  for (const ResultSite &S : Sites) {
    const WaitResult &R = Model.result(S.EventId);
    switch (S.Kind) {
    case SiteKind::Wait: {
      // The tensor counter's wait, a hard S_WAIT_TENSORCNT (LLVM 22 has no
      // soft one), goes right before the async counter's.
      const WaitResult *TR =
          S.TensorEventId ? &TensorModel->result(*S.TensorEventId) : nullptr;
      if (ORE)
        emitWaitRemark(*ORE, *S.MI, S.N, R, TR, *Facts, [&](unsigned MarkId) {
          auto It = Marks.find(MarkId);
          if (It == Marks.end())
            return std::string("asyncmark");
          auto [Mark, Ordinal] = It->second;
          return describeMark(Ordinal, *Mark);
        });
      if (TR && TR->Count) {
        BuildMI(*S.MI->getParent(), S.MI->getIterator(), S.MI->getDebugLoc(),
                TII.get(Classifier.tensorWaitOpcode()))
            .addImm(TensorFacts->encodeWait(*TR->Count));
        Changed = true;
        ++(When == Stage::BeforeWaitcnts ? NumTensorWaitsLowered
                                         : NumTensorWaitsCompleted);
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
