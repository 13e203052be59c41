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
/// * an access without AA metadata waits for every pending LDS DMA;
/// * an access with some (an alias scope, noalias or TBAA, which clang puts
///   on every access) waits only for the DMAs that it may alias among the
///   tracked ones: a DMA is tracked only if its LDS memoperand has an alias
///   scope. A DMA without one is never waited for there: a missed wait in
///   stock LLVM 22 as soon as such a DMA and such an access meet;
/// * the DMA's LDS memoperand covers only the IR pointer's 4 bytes, although
///   the wave writes 64 lanes x size bytes: a read of a later element of the
///   same object gets no wait.
///
/// And it cannot tell async from ordinary DMA. LdsMemOperandRewriter
/// rewrites the memoperands right before si-insert-waitcnts (after all
/// scheduling):
///
/// * in a function without async DMA, so that LLVM's automatic waits for
///   ordinary DMA are sound;
/// * in a function with marks, waits or async DMA, so that
///   si-insert-waitcnts adds no LDS-DMA wait at all: the plugin then orders
///   every LDS DMA itself.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_LDSMEMOPERANDS_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_LDSMEMOPERANDS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PointerUnion.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Metadata.h"

namespace llvm {
class MachineFunction;
class MachineInstr;
class MachineMemOperand;
class PseudoSourceValue;
class Value;

namespace asyncmark {

/// Rewrites the LDS memoperands of one function. One object per function:
/// it shares alias scopes between instructions.
///
/// LLVM 22 keeps every DMA whose scoped AA info differs from all earlier ones
/// in a list that it searches for each later DMA and for each LDS access with
/// AA metadata; an access checks each entry's memoperand, and waits for the
/// newest DMA of an entry it may alias. With a scope per DMA that is
/// quadratic in the number of DMAs: on a straight-line block of 10k
/// instructions it cost 7% of the compile. So DMAs with the same memoperand
/// pointer (IR value and offset) and AA info share a scope, and the list has
/// an entry per pointer, not per DMA. Their LDS memoperands are then equal
/// (the size is unknown for all of them), so alias analysis answers for the
/// entry's first DMA exactly as it would for each of them.
class LdsMemOperandRewriter {
public:
  /// The pointers tracked apart; the DMAs through further pointers share the
  /// entry that aliases every access. Bounds LLVM's list where each DMA has
  /// a pointer of its own (an unrolled loop with a computed LDS address).
  static constexpr unsigned MaxTrackedPointers = 16;

  explicit LdsMemOperandRewriter(MachineFunction &MF);

  /// Function without async DMA, for an LDS DMA: makes its LDS memoperand
  /// unsized (the whole wave's write) and, if it has no alias scope, tracked
  /// and checked against every access with AA metadata: it gets its
  /// pointer's scope. A DMA without an IR pointer, or beyond
  /// MaxTrackedPointers, gets a memoperand without an IR value, which
  /// aliases every access. Returns true if changed.
  bool prepareLdsDma(MachineInstr &Dma);

  /// Function where the plugin orders LDS DMA, for an LDS DMA: removes the
  /// alias scope of its LDS memoperand, so si-insert-waitcnts gives it no
  /// tracking slot. An async scope there moves to the memoperand's noalias
  /// list, so the DMA stays known async (MachineClassifier::carriesAsyncFlag).
  bool untrackLdsDma(MachineInstr &Dma);

  /// Function with async DMA, for an access that may touch LDS: gives its LDS
  /// and flat memoperands an alias scope if they have none, so that
  /// si-insert-waitcnts checks it only against tracked DMAs (there are none)
  /// instead of waiting for every DMA (if it has no other AA metadata). One
  /// scope serves every access: a scope that no noalias list names changes
  /// no alias query.
  bool scopeLdsAccess(MachineInstr &Access);

private:
  /// The DMAs with the same memoperand pointer and AA info share a scope.
  struct TrackedPointer {
    PointerUnion<const Value *, const PseudoSourceValue *> Pointer;
    int64_t Offset;
    AAMDNodes Original;
    MDNode *Scope;
  };

  MDNode *freshScopeList(const char *What);
  MachineMemOperand *trackedDmaMemOperand(MachineMemOperand &MMO);
  MDNode *untrackedNoAlias(MDNode *Scope, MDNode *NoAlias);

  MachineFunction &MF;
  LLVMContext &Ctx;
  MDNode *AccessScope = nullptr;
  MDNode *AnyPointerScope = nullptr;
  SmallVector<TrackedPointer, 4> Tracked;
  /// untrackLdsDma(): the noalias list that replaces each (scope, noalias)
  /// pair; the DMAs of a kernel have a few.
  DenseMap<std::pair<MDNode *, MDNode *>, MDNode *> UntrackedNoAlias;
};

/// gfx1250's async stores from LDS: LLVM 22 gives them a memoperand for the
/// global store only, so every scheduler takes them as not reading LDS and
/// moves LDS writes across them (the store then copies stale LDS). Adds a
/// read of LDS of unknown extent, if \p Store has none; true if it did.
bool addLdsReadMemOperand(MachineFunction &MF, MachineInstr &Store);

} // namespace asyncmark
} // namespace llvm

#endif
