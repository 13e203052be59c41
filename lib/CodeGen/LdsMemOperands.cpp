//===- LdsMemOperands.cpp - LDS memoperands for si-insert-waitcnts --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LdsMemOperands.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/MDBuilder.h"

using namespace llvm;
using namespace llvm::asyncmark;

static bool isLdsOrFlat(const MachineMemOperand &MMO) {
  return MMO.getAddrSpace() == addrspace::Lds ||
         MMO.getAddrSpace() == addrspace::Flat;
}

/// \p MMO with another pointer, size, alignment or AA info; \p MMO itself
/// if nothing differs.
static MachineMemOperand *
withLocation(MachineFunction &MF, MachineMemOperand &MMO,
             const MachinePointerInfo &PtrInfo, LocationSize Size,
             Align BaseAlign, const AAMDNodes &AA) {
  const MachinePointerInfo &Old = MMO.getPointerInfo();
  if (Old.V == PtrInfo.V && Old.Offset == PtrInfo.Offset &&
      Old.getAddrSpace() == PtrInfo.getAddrSpace() && MMO.getSize() == Size &&
      MMO.getBaseAlign() == BaseAlign && MMO.getAAInfo() == AA)
    return &MMO;
  return MF.getMachineMemOperand(PtrInfo, MMO.getFlags(), Size, BaseAlign, AA,
                                 MMO.getRanges(), MMO.getSyncScopeID(),
                                 MMO.getSuccessOrdering(),
                                 MMO.getFailureOrdering());
}

static MachineMemOperand *withAAInfo(MachineFunction &MF,
                                     MachineMemOperand &MMO,
                                     const AAMDNodes &AA) {
  return withLocation(MF, MMO, MMO.getPointerInfo(), MMO.getSize(),
                      MMO.getBaseAlign(), AA);
}

/// Replaces each LDS or flat memoperand of \p MI by \p Update's result.
template <typename UpdateFn>
static bool rewriteLdsMemOperands(MachineFunction &MF, MachineInstr &MI,
                                  UpdateFn Update) {
  SmallVector<MachineMemOperand *, 2> MMOs;
  bool Changed = false;
  for (MachineMemOperand *MMO : MI.memoperands()) {
    MachineMemOperand *New = isLdsOrFlat(*MMO) ? Update(*MMO) : MMO;
    Changed |= New != MMO;
    MMOs.push_back(New);
  }
  if (Changed)
    MI.setMemRefs(MF, MMOs);
  return Changed;
}

LdsMemOperandRewriter::LdsMemOperandRewriter(MachineFunction &MF)
    : MF(MF), Ctx(MF.getFunction().getContext()) {}

/// A new alias scope, distinct from every other, in the plugin's domain.
MDNode *LdsMemOperandRewriter::freshScopeList(const char *What) {
  MDBuilder MDB(Ctx);
  MDNode *Domain = MDB.createAliasScopeDomain(AsyncScopeDomainName);
  return MDNode::get(Ctx, {MDB.createAnonymousAliasScope(Domain, What)});
}

MachineMemOperand *
LdsMemOperandRewriter::trackedDmaMemOperand(MachineMemOperand &MMO) {
  const MachinePointerInfo &Ptr = MMO.getPointerInfo();
  AAMDNodes Original = MMO.getAAInfo();
  auto It = Tracked.end();
  if (!Ptr.V.isNull()) {
    It = find_if(Tracked, [&](const TrackedPointer &T) {
      return T.Pointer == Ptr.V && T.Offset == Ptr.Offset &&
             T.Original == Original;
    });
    if (It == Tracked.end() && Tracked.size() < MaxTrackedPointers) {
      Tracked.push_back(
          {Ptr.V, Ptr.Offset, Original, freshScopeList("lds-dma")});
      It = std::prev(Tracked.end());
    }
  }
  if (It != Tracked.end()) {
    AAMDNodes AA = Original;
    AA.Scope = It->Scope;
    return withLocation(MF, MMO, Ptr, LocationSize::beforeOrAfterPointer(),
                        MMO.getBaseAlign(), AA);
  }
  // Without an IR value the memoperand aliases every access, so its AA info
  // can go: all other DMAs share one list entry.
  if (!AnyPointerScope)
    AnyPointerScope = freshScopeList("lds-dma-any");
  AAMDNodes AA;
  AA.Scope = AnyPointerScope;
  return withLocation(MF, MMO, MachinePointerInfo(Ptr.getAddrSpace()),
                      LocationSize::beforeOrAfterPointer(), Align(1), AA);
}

bool LdsMemOperandRewriter::prepareLdsDma(MachineInstr &Dma) {
  return rewriteLdsMemOperands(
      MF, Dma, [&](MachineMemOperand &MMO) -> MachineMemOperand * {
        if (!MMO.isStore() || MMO.getAddrSpace() != addrspace::Lds)
          return &MMO;
        if (!MMO.getAAInfo().Scope)
          return trackedDmaMemOperand(MMO);
        return withLocation(MF, MMO, MMO.getPointerInfo(),
                            LocationSize::beforeOrAfterPointer(),
                            MMO.getBaseAlign(), MMO.getAAInfo());
      });
}

bool LdsMemOperandRewriter::untrackLdsDma(MachineInstr &Dma) {
  return rewriteLdsMemOperands(
      MF, Dma, [&](MachineMemOperand &MMO) -> MachineMemOperand * {
        AAMDNodes AA = MMO.getAAInfo();
        if (!MMO.isStore() || !AA.Scope)
          return &MMO;
        AA.NoAlias = untrackedNoAlias(AA.Scope, AA.NoAlias);
        AA.Scope = nullptr;
        return withAAInfo(MF, MMO, AA);
      });
}

/// si-insert-waitcnts reads only the scope; the async flag moves to the
/// noalias list, where the classifier still finds it.
MDNode *LdsMemOperandRewriter::untrackedNoAlias(MDNode *Scope,
                                                MDNode *NoAlias) {
  auto [It, Inserted] = UntrackedNoAlias.try_emplace({Scope, NoAlias});
  if (Inserted)
    It->second =
        containsAsyncScope(Scope) && !containsAsyncScope(NoAlias)
            ? MDNode::concatenate(NoAlias, getAsyncScopeList(Ctx))
            : NoAlias;
  return It->second;
}

bool LdsMemOperandRewriter::scopeLdsAccess(MachineInstr &Access) {
  return rewriteLdsMemOperands(
      MF, Access, [&](MachineMemOperand &MMO) -> MachineMemOperand * {
        AAMDNodes AA = MMO.getAAInfo();
        MachinePointerInfo Ptr = MMO.getPointerInfo();
        // si-insert-waitcnts checks an access against the tracked DMAs only
        // if its memoperand has an IR value as well; without one (GlobalISel
        // drops it when it narrows a vector load) the access waits for every
        // DMA. A poison pointer stands for "some address in this space": no
        // alias query reaches it, as no DMA is tracked.
        if (Ptr.V.isNull())
          Ptr = MachinePointerInfo(
              PoisonValue::get(PointerType::get(Ctx, Ptr.getAddrSpace())),
              Ptr.Offset);
        if (!AA.Scope) {
          if (!AccessScope)
            AccessScope = freshScopeList("lds-access");
          AA.Scope = AccessScope;
        }
        return withLocation(MF, MMO, Ptr, MMO.getSize(), MMO.getBaseAlign(),
                            AA);
      });
}

bool asyncmark::addLdsReadMemOperand(MachineFunction &MF, MachineInstr &Store) {
  if (any_of(Store.memoperands(), [](const MachineMemOperand *MMO) {
        return MMO->isLoad() && isLdsOrFlat(*MMO);
      }))
    return false;
  SmallVector<MachineMemOperand *, 2> MMOs(Store.memoperands());
  MMOs.push_back(MF.getMachineMemOperand(
      MachinePointerInfo(addrspace::Lds), MachineMemOperand::MOLoad,
      LocationSize::beforeOrAfterPointer(), Align(1)));
  Store.setMemRefs(MF, MMOs);
  return true;
}
