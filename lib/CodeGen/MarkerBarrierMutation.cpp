//===- MarkerBarrierMutation.cpp - Order marks and waits, nothing more ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MarkerBarrierMutation.h"
#include "MachineEvents.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/IR/InlineAsm.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumMarkerEdges, "Number of ordering edges added for markers");

MarkerFlagsHider::MarkerFlagsHider(MachineBasicBlock::iterator Begin,
                                   MachineBasicBlock::iterator End,
                                   const MachineEvents &Classified) {
  constexpr int64_t Hidden = InlineAsm::Extra_HasSideEffects |
                             InlineAsm::Extra_MayLoad |
                             InlineAsm::Extra_MayStore;
  for (MachineInstr &MI : make_range(Begin, End)) {
    if (!(Classified.role(&MI) & role::Marker))
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

/// Whether an instruction with role bits \p Role must keep its order
/// relative to a marker with role bits \p MarkerRole.
static bool isOrderedAgainst(unsigned MarkerRole, unsigned Role) {
  if (Role & role::Marker)
    return true;
  if (MarkerRole & role::Mark)
    return Role & role::LdsDma;
  return Role & role::WaitOrdered;
}

namespace {

class MarkerBarrierMutation : public ScheduleDAGMutation {
public:
  MarkerBarrierMutation(const MachineEvents &Classified,
                        MarkerConstraints *Record, bool PinPairs)
      : Classified(Classified), Record(Record), PinPairs(PinPairs) {}
  void apply(ScheduleDAGInstrs *DAG) override;

private:
  const MachineEvents &Classified;
  MarkerConstraints *Record;
  bool PinPairs;
};

} // end anonymous namespace

void MarkerBarrierMutation::apply(ScheduleDAGInstrs *DAG) {
  // SUnits are numbered in input order.
  SmallVector<SUnit *, 4> Markers;
  SmallVector<unsigned, 0> Roles(DAG->SUnits.size(), 0);
  for (SUnit &SU : DAG->SUnits) {
    if (!SU.getInstr())
      continue;
    Roles[SU.NodeNum] = Classified.role(SU.getInstr());
    if (Roles[SU.NodeNum] & role::Marker)
      Markers.push_back(&SU);
  }
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
    else if (Record)
      Record->EdgeDropped = true;
  };

  for (SUnit *M : Markers) {
    unsigned Pos = M->NodeNum;
    MarkerConstraints::Marker *Rec = nullptr;
    if (Record) {
      Record->Markers.push_back({M->getInstr(), Pos, {}, {}});
      Rec = &Record->Markers.back();
    }
    for (SUnit &X : DAG->SUnits) {
      if (&X == M || !X.getInstr() ||
          !isOrderedAgainst(Roles[Pos], Roles[X.NodeNum]))
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
asyncmark::createMarkerBarrierMutation(const MachineEvents &Classified,
                                       MarkerConstraints *Record,
                                       bool PinPairs) {
  return std::make_unique<MarkerBarrierMutation>(Classified, Record, PinPairs);
}
