//===- MarkerPlacement.cpp - Move markers out of producer/consumer pairs --===//
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

/// Producer/consumer pairs further apart than this many instructions need no
/// protection: no GCN hazard asks for more than about 20 wait states, so a
/// marker between them can never be what fills one.
static constexpr unsigned HazardWindow = 64;

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

  SmallVector<Gap, 4> Chosen;
  for (size_t I = 0; I != NumMarkers; ++I) {
    const MarkerConstraints::Marker &M = Constraints.Markers[I];
    // Gaps that split a producer/consumer pair on one side of the marker.
    SmallVector<int, 64> Split(NumGaps + 1, 0);
    for (const MarkerConstraints::DataPair &P : Constraints.Pairs) {
      bool SameSide = (P.ProducerPos < M.InputPos) == (P.ConsumerPos < M.InputPos);
      auto PI = Index.find(P.Producer), CI = Index.find(P.Consumer);
      if (!SameSide || PI == Index.end() || CI == Index.end() ||
          PI->second >= CI->second || CI->second - PI->second > HazardWindow)
        continue;
      ++Split[PI->second + 1];
      --Split[CI->second + 1];
    }
    for (unsigned G = 1; G <= NumGaps; ++G)
      Split[G] += Split[G - 1];

    Gap From = std::max(Lo[I], I ? Chosen[I - 1] : 0);
    std::optional<Gap> Pick;
    bool IsWait = Classified.role(M.MI) & role::Wait;
    for (Gap G = From; G <= Hi[I] && G < NumGaps; ++G) {
      if (Split[G])
        continue;
      Pick = G;
      if (!IsWait)
        break; // a mark goes as early as possible, a wait as late
    }
    if (!Pick)
      return false;
    Chosen.push_back(*Pick);
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
