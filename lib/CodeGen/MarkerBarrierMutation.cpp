//===- MarkerBarrierMutation.cpp - Order marks and waits, nothing more ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MarkerBarrierMutation.h"
#include "MachineClassifier.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/IR/InlineAsm.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumMarkerEdges, "Number of ordering edges added for markers");

bool asyncmark::isMarker(const MachineInstr &MI) {
  return MachineClassifier::isMarkMarker(MI) ||
         MachineClassifier::waitMarkerN(MI).has_value();
}

MarkerFlagsHider::MarkerFlagsHider(MachineBasicBlock::iterator Begin,
                                   MachineBasicBlock::iterator End) {
  constexpr int64_t Hidden = InlineAsm::Extra_HasSideEffects |
                             InlineAsm::Extra_MayLoad |
                             InlineAsm::Extra_MayStore;
  for (MachineInstr &MI : make_range(Begin, End)) {
    if (!isMarker(MI))
      continue;
    MachineOperand &Extra = MI.getOperand(InlineAsm::MIOp_ExtraInfo);
    Saved.push_back({&MI, Extra.getImm()});
    Extra.setImm(Extra.getImm() & ~Hidden);
  }
}

MarkerFlagsHider::~MarkerFlagsHider() {
  for (auto &[MI, Imm] : Saved)
    MI->getOperand(InlineAsm::MIOp_ExtraInfo).setImm(Imm);
}

/// Whether \p MI must keep its order relative to the marker \p Marker.
static bool isOrderedAgainst(const MachineInstr &Marker,
                             const MachineInstr &MI) {
  if (isMarker(MI))
    return true;
  if (MachineClassifier::isMarkMarker(Marker))
    return MachineClassifier::isLdsDma(MI) &&
           MachineClassifier::hasAsyncScope(MI);
  // A wait also stays before every store: a store may write memory that a
  // DMA it completes still reads.
  return MI.isCall() || MI.hasUnmodeledSideEffects() || MI.mayStore() ||
         MachineClassifier::mayAccessLds(MI);
}

namespace {

class MarkerBarrierMutation : public ScheduleDAGMutation {
public:
  MarkerBarrierMutation(MarkerConstraints *Record, bool PinPairs)
      : Record(Record), PinPairs(PinPairs) {}
  void apply(ScheduleDAGInstrs *DAG) override;

private:
  MarkerConstraints *Record;
  bool PinPairs;
};

} // end anonymous namespace

void MarkerBarrierMutation::apply(ScheduleDAGInstrs *DAG) {
  // SUnits are numbered in input order.
  SmallVector<SUnit *, 4> Markers;
  for (SUnit &SU : DAG->SUnits)
    if (SU.getInstr() && isMarker(*SU.getInstr()))
      Markers.push_back(&SU);
  if (Markers.empty())
    return;

  // Register producer/consumer pairs inside the region.
  SmallVector<std::pair<SUnit *, SUnit *>, 64> DataPairs;
  for (SUnit &P : DAG->SUnits)
    for (const SDep &D : P.Succs)
      if (D.getKind() == SDep::Data && !D.getSUnit()->isBoundaryNode() &&
          D.getSUnit()->getInstr())
        DataPairs.push_back({&P, D.getSUnit()});
  if (Record) {
    for (auto &[P, C] : DataPairs)
      Record->Pairs.push_back(
          {P->getInstr(), C->getInstr(), P->NodeNum, C->NodeNum});
  }

  auto Order = [&](SUnit *Before, SUnit *After) {
    if (DAG->addEdge(After, SDep(Before, SDep::Barrier)))
      ++NumMarkerEdges;
  };

  for (SUnit *M : Markers) {
    const MachineInstr &Marker = *M->getInstr();
    unsigned Pos = M->NodeNum;
    MarkerConstraints::Marker *Rec = nullptr;
    if (Record) {
      Record->Markers.push_back({M->getInstr(), Pos, {}, {}});
      Rec = &Record->Markers.back();
    }
    for (SUnit &X : DAG->SUnits) {
      if (&X == M || !X.getInstr() || !isOrderedAgainst(Marker, *X.getInstr()))
        continue;
      if (X.NodeNum < Pos) {
        Order(&X, M);
        if (Rec)
          Rec->Before.push_back(X.getInstr());
      } else {
        Order(M, &X);
        if (Rec)
          Rec->After.push_back(X.getInstr());
      }
    }
    if (!PinPairs)
      continue;
    for (auto &[P, C] : DataPairs) {
      if (P->NodeNum < Pos && C->NodeNum < Pos)
        Order(C, M); // the pair stays before the marker
      else if (P->NodeNum > Pos && C->NodeNum > Pos)
        Order(M, P); // the pair stays after the marker
    }
  }
}

std::unique_ptr<ScheduleDAGMutation>
asyncmark::createMarkerBarrierMutation(MarkerConstraints *Record,
                                       bool PinPairs) {
  return std::make_unique<MarkerBarrierMutation>(Record, PinPairs);
}
