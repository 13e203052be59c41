//===- MarkerPlacement.cpp - Put each scheduled marker in its place -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MarkerPlacement.h"
#include "MachineEvents.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-postra-sched"

STATISTIC(NumMarkersMoved, "Number of markers moved after scheduling");

namespace {
/// A position between the scheduled non-marker instructions: gap G is right
/// before the G-th of them (G == count: at the end of the region).
using Gap = unsigned;
} // end anonymous namespace

bool asyncmark::placeMarkers(MachineBasicBlock &MBB,
                             MachineBasicBlock::iterator Begin,
                             MachineBasicBlock::iterator End,
                             const MarkerConstraints &Constraints,
                             const MachineEvents &Classified) {
  if (Constraints.Markers.empty())
    return true;

  // The scheduled instructions without the markers.
  SmallVector<MachineInstr *, 64> Others;
  DenseMap<const MachineInstr *, unsigned> Index;
  for (MachineInstr &MI : make_range(Begin, End)) {
    if (Classified.role(&MI) & role::Marker)
      continue;
    Index[&MI] = Others.size();
    Others.push_back(&MI);
  }
  unsigned NumGaps = Others.size() + 1;

  // The allowed gaps of each marker, from its ordering constraints; markers
  // keep their relative order.
  size_t NumMarkers = Constraints.Markers.size();
  SmallVector<Gap, 4> Lo(NumMarkers, 0), Hi(NumMarkers, NumGaps - 1);
  for (size_t I = 0; I != NumMarkers; ++I) {
    const MarkerConstraints::Marker &M = Constraints.Markers[I];
    for (const MachineInstr *X : M.Before)
      if (auto It = Index.find(X); It != Index.end())
        Lo[I] = std::max(Lo[I], It->second + 1);
    for (const MachineInstr *X : M.After)
      if (auto It = Index.find(X); It != Index.end())
        Hi[I] = std::min(Hi[I], It->second);
  }
  for (size_t I = 1; I < NumMarkers; ++I)
    Lo[I] = std::max(Lo[I], Lo[I - 1]);
  for (size_t I = NumMarkers - 1; I > 0; --I)
    Hi[I - 1] = std::min(Hi[I - 1], Hi[I]);

  // A mark goes as early as possible, a wait as late; markers keep their
  // order.
  SmallVector<Gap, 4> Chosen;
  for (size_t I = 0; I != NumMarkers; ++I) {
    Gap From = std::max(Lo[I], I ? Chosen[I - 1] : 0);
    Gap To = std::min<Gap>(Hi[I], NumGaps - 1);
    if (From > To)
      return false;
    bool IsWait = Classified.role(Constraints.Markers[I].MI) & role::Wait;
    Chosen.push_back(IsWait ? To : From);
  }

  for (size_t I = 0; I != NumMarkers; ++I) {
    MachineInstr *MI = Constraints.Markers[I].MI;
    MachineBasicBlock::iterator Where =
        Chosen[I] < Others.size() ? Others[Chosen[I]]->getIterator() : End;
    // Always splice, also a marker already in place: an earlier marker may
    // just have been put right before the same instruction.
    if (std::next(MI->getIterator()) != Where)
      ++NumMarkersMoved;
    MBB.splice(Where, &MBB, MI->getIterator());
  }
  return true;
}
