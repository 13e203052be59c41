//===- HazardSlotFill.h - Fill hazard slots in a scheduled region -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// After a region of a function with markers is scheduled (and its markers
/// placed), moves an ALU instruction into a slot where the hazard recognizer
/// would otherwise ask for `s_nop` wait states (an `s_mov_b32 m0` right
/// before the LDS DMA that reads it, a VCC write right before the `v_addc`
/// that reads it).
///
/// The post-RA scheduler fills such a slot only with an instruction that is
/// ready when it meets the hazard; with the markers' freedom it often issued
/// the filler earlier and left the slot empty, where the same kernel with
/// hand-written waits got it filled. This step feeds the region, in its
/// final order, to the target's own hazard recognizer in its scheduler mode
/// and asks it about the instructions that may wait: those with a stall of
/// the scheduler within the recognizer's look-ahead before them (elsewhere
/// the scheduler asked it the same question in the same history). For each
/// slot it tries the ALU instructions nearby, nearest first, and keeps a
/// move only if the wait states of the instructions it can affect go down.
///
/// Only plain ALU instructions move (MachineClassifier::isPlainAlu), only
/// along the region's scheduling graph (every edge but weak ones keeps its
/// direction), and not up past a load they read (its wait would come
/// earlier): the result is a schedule the scheduler itself could have made.
/// The recognizer only advises; post-RA-hazard-rec checks the final code.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_HAZARDSLOTFILL_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_HAZARDSLOTFILL_H

#include "llvm/CodeGen/MachineBasicBlock.h"

namespace llvm {
class ScheduleDAGInstrs;
class ScheduleHazardRecognizer;

namespace asyncmark {

/// Fills hazard slots in the region [Begin, End) of \p MBB, which \p DAG has
/// just scheduled (its graph still built). \p HR is the target's post-RA
/// hazard recognizer. Returns the number of instructions moved.
unsigned fillHazardSlots(ScheduleDAGInstrs &DAG, MachineBasicBlock &MBB,
                         MachineBasicBlock::iterator Begin,
                         MachineBasicBlock::iterator End,
                         ScheduleHazardRecognizer &HR);

} // namespace asyncmark
} // namespace llvm

#endif
