//===- LdsMemOperands.h - LDS memoperands for si-insert-waitcnts -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22's si-insert-waitcnts decides which LDS DMA an LDS access waits for
/// from their memoperands:
///
/// * an access without an alias scope waits for every pending LDS DMA;
/// * an access with one waits only for the DMAs that got a tracking slot (a
///   DMA gets one only if its LDS memoperand has an alias scope) and that
///   may alias it. A DMA without a scope is never waited for there: a
///   missed wait in stock LLVM 22 as soon as scoped and unscoped accesses
///   meet;
/// * the DMA's LDS memoperand covers only the IR pointer's 4 bytes, although
///   the wave writes 64 lanes x size bytes: a read of a later element of the
///   same object gets no wait.
///
/// And it cannot tell async from ordinary DMA. These helpers rewrite the
/// memoperands right before si-insert-waitcnts (after all scheduling):
///
/// * in a function without async DMA, so that LLVM's automatic waits for
///   ordinary DMA are sound;
/// * in a function with marks, waits or async DMA, so that si-insert-waitcnts adds no LDS-DMA
///   wait at all: the plugin then orders every LDS DMA itself.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_LDSMEMOPERANDS_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_LDSMEMOPERANDS_H

namespace llvm {
class MachineFunction;
class MachineInstr;
class MDNode;

namespace asyncmark {

/// Function without async DMA, for an LDS DMA: makes its LDS memoperand
/// unsized (the whole wave's write) and, if it has no alias scope, gives it a
/// scope of its own so that it is tracked and checked against every scoped
/// access. Returns true if changed.
bool prepareLdsDmaMemOperands(MachineFunction &MF, MachineInstr &Dma);

/// Function where the plugin orders LDS DMA, for an LDS DMA: removes the
/// alias scope of its LDS memoperand, so si-insert-waitcnts gives it no
/// tracking slot. An async scope there moves to the memoperand's noalias
/// list, so the DMA stays known async (MachineClassifier::carriesAsyncFlag).
bool untrackLdsDmaMemOperands(MachineFunction &MF, MachineInstr &Dma);

/// Function with async DMA, for an access that may touch LDS: gives its LDS
/// and flat memoperands an alias scope if they have none, so that
/// si-insert-waitcnts checks it only against tracked DMAs (there are none)
/// instead of waiting for every DMA.
bool scopeLdsAccessMemOperands(MachineFunction &MF, MachineInstr &Access);

/// gfx1250's async stores from LDS: LLVM 22 gives them a memoperand for the
/// global store only, so every scheduler takes them as not reading LDS and
/// moves LDS writes across them (the store then copies stale LDS). Adds a
/// read of LDS of unknown extent, if \p Store has none; true if it did.
bool addLdsReadMemOperand(MachineFunction &MF, MachineInstr &Store);

} // namespace asyncmark
} // namespace llvm

#endif
