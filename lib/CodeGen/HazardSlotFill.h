//===- HazardSlotFill.h - Fill hazard slots in a scheduled region -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// After a region with markers is scheduled and its markers placed, moves an
/// ALU instruction into a slot where the hazard recognizer would otherwise
/// ask for `s_nop` wait states (an `s_mov_b32 m0` right before the LDS DMA
/// that reads it, a VALU write right before its VMEM reader).
///
/// The post-RA scheduler fills such a slot only with an instruction that is
/// ready when it meets the hazard; with the markers' freedom it often issued
/// the filler earlier and left the slot empty where the same kernel with
/// hand-written waits got it filled. This step asks the target's own hazard
/// recognizer (scheduler mode, as the post-RA scheduler does) for the wait
/// states of each instruction, and for each slot tries the nearby ALU
/// instructions the region's scheduling graph lets move there. A move is kept
/// only if the wait states of the instructions it can affect go down.
///
/// Only instructions with no memory access, side effect, call, branch or
/// marker role move, and only along the graph's edges (weak ones aside), so
/// the result is a schedule the scheduler itself could have made.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_HAZARDSLOTFILL_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_HAZARDSLOTFILL_H

#include "llvm/CodeGen/MachineBasicBlock.h"

namespace llvm {
class ScheduleDAGInstrs;
class ScheduleHazardRecognizer;

namespace asyncmark {
class MachineEvents;

/// Fills hazard slots in the region [Begin, End) of \p MBB, which \p DAG has
/// just scheduled (its graph still built). \p HR is the target's post-RA
/// hazard recognizer. Returns the number of instructions moved.
unsigned fillHazardSlots(ScheduleDAGInstrs &DAG, MachineBasicBlock &MBB,
                         MachineBasicBlock::iterator Begin,
                         MachineBasicBlock::iterator End,
                         ScheduleHazardRecognizer &HR,
                         const MachineEvents &Classified);

} // namespace asyncmark
} // namespace llvm

#endif
