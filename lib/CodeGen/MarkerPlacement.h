//===- MarkerPlacement.h - Put each scheduled marker in its place -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// After a region is scheduled, moves each marker to a position that keeps
/// its ordering constraints (MarkerConstraints: the instructions that must
/// stay before and after it, and the other markers' order). Markers emit no
/// code and are no wait state, so moving them changes the timing of
/// nothing.
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
/// Returns false, changing nothing, if some marker has no allowed position
/// (only when the schedule broke a constraint: an ordering edge was
/// dropped).
bool placeMarkers(MachineBasicBlock &MBB, MachineBasicBlock::iterator Begin,
                  MachineBasicBlock::iterator End,
                  const MarkerConstraints &Constraints,
                  const MachineEvents &Classified);

} // namespace asyncmark
} // namespace llvm

#endif
