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

MachineWaitModel::MachineWaitModel(MachineFunction &MF,
                                   const MachineEvents &Ev,
                                   const TargetFacts &Facts)
    : MF(MF), Facts(Facts),
      Builder(Facts.maxEmittedCount(), tensorMaxCount(Facts)) {
  if (!Ev.hasLdsDma() && !Ev.hasMarkers())
    return;
  bool OrdersSyncDma = Facts.Counter == AsyncCounter::Vmcnt;
  if (OrdersSyncDma ? !pluginOrdersLdsDma(Ev, Facts) : !Ev.hasMarkers())
    return;
  Built = true;

  // The model's CFG is the machine CFG without the edges no execution takes
  // (ConstantBranches.h); node 0 is the entry. Only blocks without events
  // are copied, so each event is added once.
  auto IsEventFree = [&](const MachineBasicBlock &MBB) {
    return all_of(Ev.block(MBB.getNumber()), [](const MachineEvents::Entry &En) {
      return En.Role == 0 && En.NumEvents == 0;
    });
  };
  FeasibleCfg Cfg = buildFeasibleCfg(MF, IsEventFree, constantBranchesEnabled());
  PrunedEdges = Cfg.PrunedEdges;
  SmallVector<unsigned, 0> ModelIds;
  DenseMap<const MachineBasicBlock *, unsigned> FirstNode;
  for (const FeasibleCfg::Node &N : Cfg.Nodes) {
    ModelIds.push_back(Builder.addBlock());
    FirstNode.try_emplace(N.MBB, ModelIds.back());
  }
  for (unsigned I = 0, E = Cfg.Nodes.size(); I != E; ++I)
    for (unsigned S : Cfg.Nodes[I].Succs)
      Builder.addEdge(ModelIds[I], ModelIds[S]);
  for (MachineBasicBlock &MBB : MF) {
    // A block no execution reaches still has its sites, in a block of its
    // own that the entry does not reach: they need nothing.
    auto It = FirstNode.find(&MBB);
    unsigned B = It != FirstNode.end() ? It->second : Builder.addBlock();
    for (const MachineEvents::Entry &En : Ev.block(MBB.getNumber())) {
      // An LDS access waits for the ordinary (or possibly ordinary) DMA in
      // flight; for a bundle, before the whole bundle.
      if (OrdersSyncDma && (En.Role & role::LdsAccess))
        Sites.push_back({En.MI, Builder.addSyncDmaFence(B),
                         SiteKind::LdsAccess, 0});
      for (const MachineEvents::Event &E : Ev.events(En)) {
        unsigned Handle = Builder.addEvent(B, E.E);
        if (E.E.Kind == ProgramEventKind::Mark)
          Marks[Handle] = {E.MI, Marks.size() + 1};
        else if (E.E.Kind == ProgramEventKind::Wait)
          Sites.push_back({E.MI, Handle, SiteKind::Wait, E.E.Imm});
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
                                MachineOptimizationRemarkEmitter *ORE) {
  assert(Built && "no model");
  // The marks each wait targets are for its remark only: searched for when
  // someone reads the remarks.
  bool Explain = ORE && ORE->allowExtraAnalysis(RemarkPass);
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
      if (ORE)
        emitWaitRemark(*ORE, *S.MI, S.N, R, TR, Facts,
                       [&](unsigned MarkId) { return markName(MarkId); });
      if (TR && TR->Count) {
        BuildMI(*S.MI->getParent(), S.MI->getIterator(), S.MI->getDebugLoc(),
                TII.get(Classifier.tensorWaitOpcode()))
            .addImm(Tensor->encodeWait(*TR->Count));
        Written.Changed = true;
        ++Written.TensorWaits;
      }
      if (R.Count) {
        InsertWait(*S.MI, *R.Count);
        ++Written.Waits;
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
