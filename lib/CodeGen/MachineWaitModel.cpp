//===- MachineWaitModel.cpp - A machine function's wait model -------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MachineWaitModel.h"
#include "AMDGPUAsyncMark/Options.h"
#include "ConstantBranches.h"
#include "WaitRemarks.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <mutex>

using namespace llvm;
using namespace llvm::asyncmark;

/// The remarks' pass name (`-pass-remarks-analysis=amdgpu-asyncmark`).
static constexpr const char *RemarkPass = "amdgpu-asyncmark";

bool asyncmark::pluginOrdersLdsDma(const MachineEvents &Ev,
                                   const TargetFacts &Facts) {
  return Facts.Counter == AsyncCounter::Vmcnt &&
         (Ev.hasMarkers() || Ev.hasKnownAsyncDma());
}

/// The tensor counter's largest count, where the target has the counter.
static std::optional<unsigned> tensorMaxCount(const TargetFacts &Facts) {
  if (!Facts.hasTensorCounter())
    return std::nullopt;
  return Facts.tensorCounter().maxEmittedCount();
}

static std::mutex LoweredLock;
static DenseMap<const MachineFunction *, LoweredWaitMap> &loweredWaits() {
  static DenseMap<const MachineFunction *, LoweredWaitMap> Kept;
  return Kept;
}

void asyncmark::keepLoweredWaits(const MachineFunction &MF,
                                 LoweredWaitMap Waits) {
  std::lock_guard<std::mutex> Guard(LoweredLock);
  if (Waits.empty())
    loweredWaits().erase(&MF);
  else
    loweredWaits()[&MF] = std::move(Waits);
}

LoweredWaitMap asyncmark::takeLoweredWaits(const MachineFunction &MF) {
  std::lock_guard<std::mutex> Guard(LoweredLock);
  auto It = loweredWaits().find(&MF);
  if (It == loweredWaits().end())
    return LoweredWaitMap();
  LoweredWaitMap Waits = std::move(It->second);
  loweredWaits().erase(It);
  return Waits;
}

/// The instruction before \p MI in its block, debug and other meta
/// instructions skipped; null if none.
static MachineInstr *previousReal(MachineInstr &MI) {
  MachineBasicBlock::iterator It = MI.getIterator();
  MachineBasicBlock &MBB = *MI.getParent();
  while (It != MBB.begin()) {
    --It;
    if (!It->isMetaInstruction())
      return &*It;
  }
  return nullptr;
}

/// What si-insert-waitcnts may merge into the lowering's wait \p Own: the
/// other counters' fields of the one wait of opcode \p WaitOpcs in the run
/// of waits (of any counter) and meta instructions before it (none: no
/// other field waits), or nothing where the run has several, or one with a
/// count of the async counter.
std::optional<unsigned>
MachineWaitModel::mergeableOtherFields(MachineInstr &Own,
                                       ArrayRef<unsigned> WaitOpcs) const {
  std::optional<unsigned> Other = Facts.otherFields(Facts.encodeNoWait());
  bool SeenOne = false;
  MachineBasicBlock::iterator It = Own.getIterator();
  MachineBasicBlock &MBB = *Own.getParent();
  while (It != MBB.begin()) {
    --It;
    if (It->isMetaInstruction())
      continue;
    if (!is_contained(WaitOpcs, It->getOpcode())) {
      // Waits of other counters (S_WAITCNT_VSCNT, ...) do not end the run
      // si-insert-waitcnts merges.
      if (MachineClassifier::isCounterWait(*It))
        continue;
      break;
    }
    if (SeenOne || It->getNumOperands() < 1 || !It->getOperand(0).isImm())
      return std::nullopt;
    unsigned Imm = It->getOperand(0).getImm();
    if (Facts.decodeWait(Imm) != Facts.CounterFieldMax)
      return std::nullopt;
    Other = Facts.otherFields(Imm);
    SeenOne = true;
  }
  return Other;
}

MachineWaitModel::MachineWaitModel(MachineFunction &MF,
                                   const MachineEvents &Ev,
                                   const TargetFacts &Facts,
                                   const LoweredWaitMap *Lowered)
    : MF(MF), Facts(Facts),
      Builder(Facts.maxEmittedCount(), tensorMaxCount(Facts)) {
  if (!Ev.hasLdsDma() && !Ev.hasMarkers())
    return;
  bool OrdersSyncDma = Facts.Counter == AsyncCounter::Vmcnt;
  if (OrdersSyncDma ? !pluginOrdersLdsDma(Ev, Facts) : !Ev.hasMarkers())
    return;
  Built = true;

  // The model's CFG is the machine CFG without the edges no execution takes
  // (ConstantBranches.h); node 0 is the entry. Only blocks that add
  // nothing to the model (no counted event, no LDS access site) are copied,
  // so each event and site is added once. An instruction a wait merely
  // keeps its order with does not matter here: at -O0 a flow block reloads
  // its constant with such instructions (S_OR_SAVEEXEC, lane copies).
  auto IsEventFree = [&](const MachineBasicBlock &MBB) {
    return all_of(Ev.block(MBB.getNumber()), [&](const MachineEvents::Entry &En) {
      return !(En.Role & (role::Marker | role::LdsDma | role::LdsAccess)) &&
             all_of(Ev.events(En), [](const MachineEvents::Event &E) {
               return E.E.Kind == ProgramEventKind::None;
             });
    });
  };
  // The markers' own waits (see the constructor's comment): right before
  // the marker, meta instructions skipped, an s_waitcnt whose count is the
  // lowering's or looser and whose other counters' fields are those of the
  // one soft wait of LLVM's that si-insert-waitcnts could merge into it, or
  // none (it dropped them). LLVM needs nothing for the marker or a meta
  // instruction itself, so the count is the lowering's alone.
  DenseMap<const MachineInstr *, MachineInstr *> OwnWaitOf;
  SmallPtrSet<const MachineInstr *, 8> OwnWaits;
  if (Lowered) {
    const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
    for (MachineBasicBlock &MBB : MF)
      for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber())) {
        auto It = Lowered->find(En.MI);
        if (It == Lowered->end() || !It->second.OtherFields)
          continue;
        MachineInstr *W = previousReal(*En.MI);
        if (!W || TII.getName(W->getOpcode()) != Facts.WaitOpcodeName ||
            W->getNumOperands() < 1 || !W->getOperand(0).isImm())
          continue;
        unsigned Imm = W->getOperand(0).getImm();
        unsigned Other = Facts.otherFields(Imm);
        if (Facts.decodeWait(Imm) < It->second.Count ||
            (Other != *It->second.OtherFields &&
             Other != Facts.otherFields(Facts.encodeNoWait())))
          continue;
        OwnWaitOf[En.MI] = W;
        OwnWaits.insert(W);
      }
  }

  FeasibleCfg Cfg = buildFeasibleCfg(MF, IsEventFree, constantBranchesEnabled());
  PrunedEdges = Cfg.PrunedEdges;
  // A path ends at an abort trap (llvm.trap): its block has no successor,
  // and what follows its first one in the block runs on no path.
  DenseMap<const MachineBasicBlock *, const MachineInstr *> FirstAbortTrap;
  for (MachineBasicBlock &MBB : MF)
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber()))
      if (MachineClassifier::isAbortTrap(*En.MI)) {
        FirstAbortTrap[&MBB] = En.MI;
        break;
      }
  SmallVector<unsigned, 0> ModelIds;
  DenseMap<const MachineBasicBlock *, unsigned> FirstNode;
  for (const FeasibleCfg::Node &N : Cfg.Nodes) {
    ModelIds.push_back(Builder.addBlock());
    FirstNode.try_emplace(N.MBB, ModelIds.back());
  }
  for (unsigned I = 0, E = Cfg.Nodes.size(); I != E; ++I)
    if (!FirstAbortTrap.count(Cfg.Nodes[I].MBB))
      for (unsigned S : Cfg.Nodes[I].Succs)
        Builder.addEdge(ModelIds[I], ModelIds[S]);
  for (MachineBasicBlock &MBB : MF) {
    // A block no execution reaches still has its sites, in a block of its
    // own that the entry does not reach: they need nothing.
    auto It = FirstNode.find(&MBB);
    unsigned B = It != FirstNode.end() ? It->second : Builder.addBlock();
    ArrayRef<MachineEvents::Entry> Entries = Ev.block(MBB.getNumber());
    const MachineInstr *Trap = FirstAbortTrap.lookup(&MBB);
    // The waits right after a wait marker, before anything that issues:
    // a marker emits no code, so they act where it is and count for it.
    // They are added before the marker and skipped where they stand.
    SmallPtrSet<const MachineInstr *, 4> AddedEarly;
    auto AddWaitsRightAfter = [&](size_t Marker) {
      for (const MachineEvents::Entry &Next : Entries.drop_front(Marker + 1)) {
        if (Next.MI->isMetaInstruction())
          continue;
        ArrayRef<MachineEvents::Event> Events = Ev.events(Next);
        if (Events.empty() ||
            !all_of(Events, [&](const MachineEvents::Event &E) {
              return (E.E.Kind == ProgramEventKind::ExistingWait ||
                      E.E.Kind == ProgramEventKind::ExistingTensorWait) &&
                     !OwnWaits.count(E.MI);
            }))
          return;
        for (const MachineEvents::Event &E : Events) {
          Builder.addEvent(B, E.E);
          AddedEarly.insert(E.MI);
        }
      }
    };
    for (size_t I = 0, E = Entries.size(); I != E; ++I) {
      const MachineEvents::Entry &En = Entries[I];
      if (En.MI == Trap)
        B = Builder.addBlock(); // After the trap: no path, nothing needed.
      // An LDS access waits for the ordinary (or possibly ordinary) DMA in
      // flight; for a bundle, before the whole bundle.
      if (OrdersSyncDma && (En.Role & role::LdsAccess))
        Sites.push_back({En.MI, Builder.addSyncDmaFence(B),
                         SiteKind::LdsAccess, 0});
      if (any_of(Ev.events(En), [](const MachineEvents::Event &E) {
            return E.E.Kind == ProgramEventKind::Wait;
          }))
        AddWaitsRightAfter(I);
      for (const MachineEvents::Event &E : Ev.events(En)) {
        if (OwnWaits.count(E.MI) || AddedEarly.count(E.MI))
          continue;
        unsigned Handle = Builder.addEvent(B, E.E);
        if (E.E.Kind == ProgramEventKind::Mark)
          Marks[Handle] = {E.MI, Marks.size() + 1};
        else if (E.E.Kind == ProgramEventKind::Wait)
          Sites.push_back({E.MI, Handle, SiteKind::Wait, E.E.Imm,
                           OwnWaitOf.lookup(E.MI)});
        else if (E.E.Kind == ProgramEventKind::LdsDmaFence)
          Sites.push_back({E.MI, Handle, SiteKind::LdsFence, 0});
      }
    }
  }
}

std::string MachineWaitModel::markName(unsigned TargetMark) const {
  auto It = Marks.find(Builder.markHandle(TargetMark));
  if (It == Marks.end())
    return "asyncmark";
  auto [Mark, Ordinal] = It->second;
  return describeMark(Ordinal, *Mark);
}

WrittenWaits
MachineWaitModel::solveAndWrite(const MachineClassifier &Classifier,
                                unsigned WaitOpc,
                                MachineOptimizationRemarkEmitter *ORE,
                                LoweredWaitMap *Lowered, bool WaitRemarks) {
  assert(Built && "no model");
  // The marks each wait targets are for its remark only: searched for when
  // someone reads the remarks.
  bool Explain = ORE && WaitRemarks && ORE->allowExtraAnalysis(RemarkPass);
  Builder.solve(Explain);

  WrittenWaits Written;
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  std::optional<TargetFacts> Tensor;
  if (Facts.hasTensorCounter())
    Tensor = Facts.tensorCounter();
  auto InsertWait = [&](MachineInstr &Before, unsigned Count) {
    BuildMI(*Before.getParent(), Before.getIterator(), Before.getDebugLoc(),
            TII.get(WaitOpc))
        .addImm(Facts.encodeWait(Count));
    Written.Changed = true;
  };
  for (const Site &S : Sites) {
    const WaitResult &R = Builder.result(S.Handle);
    switch (S.Kind) {
    case SiteKind::Wait: {
      // The tensor counter's wait, a hard S_WAIT_TENSORCNT (LLVM 22 has no
      // soft one), goes right before the async counter's.
      const WaitResult *TR = Builder.tensorResult(S.Handle);
      if (ORE && WaitRemarks)
        emitWaitRemark(*ORE, *S.MI, S.N, R, TR, Facts,
                       [&](unsigned MarkId) { return markName(MarkId); });
      if (TR && TR->Count) {
        BuildMI(*S.MI->getParent(), S.MI->getIterator(), S.MI->getDebugLoc(),
                TII.get(Classifier.tensorWaitOpcode()))
            .addImm(Tensor->encodeWait(*TR->Count));
        Written.Changed = true;
        ++Written.TensorWaits;
      }
      if (S.OwnWait) {
        // Completion: the marker's own wait becomes what it needs now; the
        // other counters' fields (LLVM's, merged in) stay.
        MachineOperand &Imm = S.OwnWait->getOperand(0);
        unsigned Was = Facts.decodeWait(Imm.getImm());
        if (R.Count && *R.Count == Was)
          break;
        if (ORE)
          emitWaitAdjustedRemark(*ORE, *S.MI, S.N, Was, R.Count);
        Written.Changed = true;
        unsigned NewImm =
            Facts.withCount(Imm.getImm(), R.Count ? *R.Count : Facts.CounterFieldMax);
        if (!R.Count)
          ++Written.Removed;
        else
          ++(*R.Count > Was ? Written.Loosened : Written.Waits);
        if (NewImm == Facts.encodeNoWait())
          S.OwnWait->eraseFromParent();
        else
          Imm.setImm(NewImm);
        break;
      }
      if (R.Count) {
        InsertWait(*S.MI, *R.Count);
        ++Written.Waits;
        if (Lowered)
          (*Lowered)[S.MI] = {*R.Count,
                              mergeableOtherFields(
                                  *std::prev(S.MI->getIterator()),
                                  {WaitOpc, Classifier.waitcntOpcode()})};
      }
      break;
    }
    case SiteKind::LdsFence:
      // A release fence covering LDS: wait for ordinary DMA only.
      if (R.Count)
        InsertWait(*S.MI, *R.Count);
      S.MI->eraseFromParent();
      ++Written.FencesNarrowed;
      Written.Changed = true;
      break;
    case SiteKind::LdsAccess:
      if (R.Count) {
        InsertWait(*S.MI, *R.Count);
        ++Written.SyncDmaWaits;
      }
      break;
    }
  }
  return Written;
}
