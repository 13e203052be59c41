//===- MarkerPlacement.h - Move markers out of producer/consumer pairs -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// After a region is scheduled, moves each marker to a position that keeps
/// its ordering constraints and splits no producer/consumer pair that was on
/// one side of it in the input order (pairs closer than any hazard window
/// could reach; see HazardWindow). Markers emit no code and are no wait
/// state, so moving them changes the timing of nothing.
///
/// Among the allowed positions a wait goes as late as possible (its s_waitcnt
/// is emitted right before it, so a late wait stalls late) and a mark as
/// early as possible (right after its group).
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MARKERPLACEMENT_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MARKERPLACEMENT_H

#include "MarkerBarrierMutation.h"
#include "llvm/CodeGen/MachineBasicBlock.h"

namespace llvm {
namespace asyncmark {
class MachineEvents;

/// Places the markers of the scheduled region [Begin, End) of \p MBB.
/// Returns false, changing nothing, if some marker has no allowed position.
bool placeMarkers(MachineBasicBlock &MBB, MachineBasicBlock::iterator Begin,
                  MachineBasicBlock::iterator End,
                  const MarkerConstraints &Constraints,
                  const MachineEvents &Classified);

} // namespace asyncmark
} // namespace llvm

#endif
