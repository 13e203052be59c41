//===- MarkerBarrierMutation.cpp - Order marks and waits, nothing more ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MarkerBarrierMutation.h"
#include "LLVMInternals.h"
#include "MachineEvents.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumMarkerEdges, "Number of ordering edges added for markers");

MarksAsKills::MarksAsKills(MachineBasicBlock::iterator Begin,
                           MachineBasicBlock::iterator End,
                           const MachineEvents &Classified,
                           const TargetInstrInfo &TII) {
  const MCInstrDesc &Kill = TII.get(TargetOpcode::KILL);
  for (MachineInstr &MI : make_range(Begin, End)) {
    // A wait, also one fused with a mark, stays a DAG barrier.
    if ((Classified.role(&MI) & role::Marker) != role::Mark)
      continue;
    Saved.push_back({&MI, &MI.getDesc()});
    MI.setDesc(Kill);
  }
}

MarksAsKills::~MarksAsKills() {
  for (auto &[MI, Desc] : Saved)
    MI->setDesc(*Desc);
}

namespace {

class MarkerBarrierMutation : public ScheduleDAGMutation {
public:
  MarkerBarrierMutation(const MachineEvents &Classified,
                        const MarkerRegionSettings &Settings)
      : Classified(Classified), Settings(Settings) {}
  void apply(ScheduleDAGInstrs *DAG) override;

private:
  const MachineEvents &Classified;
  const MarkerRegionSettings &Settings;
};

} // end anonymous namespace

/// True if every edge of \p DAG runs forward in input order (SUnits are
/// numbered in input order): then no forward edge can close a cycle.
static bool allEdgesForward(const ScheduleDAGInstrs &DAG) {
  for (const SUnit &SU : DAG.SUnits)
    for (const SDep &D : SU.Preds)
      if (!D.getSUnit()->isBoundaryNode() &&
          D.getSUnit()->NodeNum >= SU.NodeNum)
        return false;
  return true;
}

/// Sets the latency of every edge of \p SU to zero, on both of its ends.
static void clearLatencies(SUnit &SU) {
  auto Clear = [](SmallVectorImpl<SDep> &Deps, const SUnit *Other) {
    for (SDep &D : Deps)
      if (D.getSUnit() == Other)
        D.setLatency(0);
  };
  bool Changed = false;
  for (SDep &D : SU.Preds)
    if (D.getLatency()) {
      Clear(D.getSUnit()->Succs, &SU);
      D.setLatency(0);
      Changed = true;
    }
  for (SDep &D : SU.Succs)
    if (D.getLatency()) {
      Clear(D.getSUnit()->Preds, &SU);
      D.setLatency(0);
      Changed = true;
    }
  if (Changed) {
    SU.setDepthDirty();
    SU.setHeightDirty();
  }
}

void MarkerBarrierMutation::apply(ScheduleDAGInstrs *DAG) {
  MarkerConstraints *Record = Settings.Record;
  // SUnits are numbered in input order.
  const unsigned NumSUs = DAG->SUnits.size();
  SmallVector<unsigned, 0> Roles(NumSUs, 0);
  SmallVector<unsigned, 4> Markers; // Node numbers, in input order.
  for (SUnit &SU : DAG->SUnits) {
    if (!SU.getInstr())
      continue;
    Roles[SU.NodeNum] = Classified.role(SU.getInstr());
    if (Roles[SU.NodeNum] & role::Marker)
      Markers.push_back(SU.NodeNum);
  }
  if (Markers.empty())
    return;

  // Every edge the mutation adds runs forward in input order. If the DAG's
  // own edges do too (the builder's always do; the mutation runs before the
  // target's), none can close a cycle: add them without the per-edge
  // reachability search and have the topological order recomputed once.
  bool Forward = allEdgesForward(*DAG);
  auto Order = [&](unsigned Before, unsigned After) {
    SUnit &B = DAG->SUnits[Before], &A = DAG->SUnits[After];
    if (Forward ? A.addPred(SDep(&B, SDep::Barrier))
                : DAG->addEdge(&A, SDep(&B, SDep::Barrier)))
      ++NumMarkerEdges;
    else if (!Forward)
      Record->EdgeDropped = true;
  };

  // Where each node sits between the markers: the nearest marker and the
  // nearest wait before and after it, as an index into Markers (-1: none).
  // A mark fused with its wait counts as a wait.
  SmallVector<int, 0> PrevAny(NumSUs), PrevWait(NumSUs), NextAny(NumSUs),
      NextWait(NumSUs);
  for (int Any = -1, Wait = -1, I = 0, K = 0; I != (int)NumSUs; ++I) {
    PrevAny[I] = Any;
    PrevWait[I] = Wait;
    if (K != (int)Markers.size() && Markers[K] == (unsigned)I) {
      Any = K;
      if (Roles[I] & role::Wait)
        Wait = K;
      ++K;
    }
  }
  for (int Any = -1, Wait = -1, I = NumSUs - 1, K = Markers.size() - 1;
       I >= 0; --I) {
    NextAny[I] = Any;
    NextWait[I] = Wait;
    if (K >= 0 && Markers[K] == (unsigned)I) {
      Any = K;
      if (Roles[I] & role::Wait)
        Wait = K;
      --K;
    }
  }

  for (unsigned M : Markers)
    Record->Markers.push_back({DAG->SUnits[M].getInstr(), M, {}, {}});

  // The DAG builder took the waits for memory barriers (they partition its
  // memory dependence analysis) and gave the edges of a store a latency of
  // one cycle. A wait is a comment: no edge through it takes time.
  for (unsigned M : Markers)
    if (Roles[M] & role::Wait)
      clearLatencies(DAG->SUnits[M]);

  // The markers keep their order; every other constraint goes to the
  // nearest marker that orders the instruction on each side, and the chain
  // of markers carries it to the others. A mark orders only LDS DMA, a
  // wait every WaitOrdered instruction (LDS DMA included).
  for (unsigned I = 1; I < Markers.size(); ++I)
    Order(Markers[I - 1], Markers[I]);
  for (unsigned X = 0; X != NumSUs; ++X) {
    unsigned R = Roles[X];
    if ((R & role::Marker) || !(R & (role::LdsDma | role::WaitOrdered)))
      continue;
    bool Dma = R & role::LdsDma;
    int Prev = Dma ? PrevAny[X] : PrevWait[X];
    int Next = Dma ? NextAny[X] : NextWait[X];
    MachineInstr *MI = DAG->SUnits[X].getInstr();
    if (Prev >= 0) {
      Order(Markers[Prev], X);
      Record->Markers[Prev].After.push_back(MI);
    }
    if (Next >= 0) {
      Order(X, Markers[Next]);
      Record->Markers[Next].Before.push_back(MI);
    }
  }

  if (Forward)
    llvm_internals::topologicalOrder(*DAG).MarkDirty();
}

std::unique_ptr<ScheduleDAGMutation>
asyncmark::createMarkerBarrierMutation(const MachineEvents &Classified,
                                       const MarkerRegionSettings &Settings) {
  return std::make_unique<MarkerBarrierMutation>(Classified, Settings);
}
