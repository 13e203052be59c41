//===- LdsMemOperands.cpp - LDS memoperands for si-insert-waitcnts --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LdsMemOperands.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/MDBuilder.h"

using namespace llvm;
using namespace llvm::asyncmark;

static bool isLdsOrFlat(const MachineMemOperand &MMO) {
  return MMO.getAddrSpace() == 3 || MMO.getAddrSpace() == 0;
}

/// A new alias scope, distinct from every other, in the plugin's domain.
static MDNode *freshScopeList(LLVMContext &Ctx, StringRef What) {
  MDBuilder MDB(Ctx);
  MDNode *Domain = MDB.createAliasScopeDomain(AsyncScopeDomainName);
  return MDNode::get(Ctx, {MDB.createAnonymousAliasScope(Domain, What)});
}

/// Rewrites the LDS and flat memoperands of \p MI with \p Update, which
/// adjusts the size and AA info of one of them.
template <typename UpdateFn>
static bool rewriteLdsMemOperands(MachineFunction &MF, MachineInstr &MI,
                                  UpdateFn Update) {
  SmallVector<MachineMemOperand *, 2> MMOs;
  bool Changed = false;
  for (MachineMemOperand *MMO : MI.memoperands()) {
    if (isLdsOrFlat(*MMO)) {
      LocationSize Size = MMO->getSize();
      AAMDNodes AA = MMO->getAAInfo();
      Update(*MMO, Size, AA);
      if (Size != MMO->getSize() || AA != MMO->getAAInfo()) {
        MMO = MF.getMachineMemOperand(
            MMO->getPointerInfo(), MMO->getFlags(), Size, MMO->getBaseAlign(),
            AA, MMO->getRanges(), MMO->getSyncScopeID(),
            MMO->getSuccessOrdering(), MMO->getFailureOrdering());
        Changed = true;
      }
    }
    MMOs.push_back(MMO);
  }
  if (Changed)
    MI.setMemRefs(MF, MMOs);
  return Changed;
}

bool asyncmark::prepareLdsDmaMemOperands(MachineFunction &MF,
                                         MachineInstr &Dma) {
  LLVMContext &Ctx = MF.getFunction().getContext();
  return rewriteLdsMemOperands(
      MF, Dma, [&](const MachineMemOperand &MMO, LocationSize &Size,
                   AAMDNodes &AA) {
        if (!MMO.isStore() || MMO.getAddrSpace() != 3)
          return;
        Size = LocationSize::beforeOrAfterPointer();
        if (!AA.Scope)
          AA.Scope = freshScopeList(Ctx, "lds-dma");
      });
}

bool asyncmark::untrackLdsDmaMemOperands(MachineFunction &MF,
                                         MachineInstr &Dma) {
  LLVMContext &Ctx = MF.getFunction().getContext();
  return rewriteLdsMemOperands(
      MF, Dma, [&](const MachineMemOperand &MMO, LocationSize &,
                   AAMDNodes &AA) {
        if (!MMO.isStore() || !AA.Scope)
          return;
        // si-insert-waitcnts reads only the scope; the async flag moves to
        // the noalias list, where the classifier still finds it.
        if (containsAsyncScope(AA.Scope) && !containsAsyncScope(AA.NoAlias))
          AA.NoAlias = MDNode::concatenate(AA.NoAlias, getAsyncScopeList(Ctx));
        AA.Scope = nullptr;
      });
}

bool asyncmark::scopeLdsAccessMemOperands(MachineFunction &MF,
                                          MachineInstr &Access) {
  LLVMContext &Ctx = MF.getFunction().getContext();
  return rewriteLdsMemOperands(
      MF, Access, [&](const MachineMemOperand &, LocationSize &,
                      AAMDNodes &AA) {
        if (!AA.Scope)
          AA.Scope = freshScopeList(Ctx, "lds-access");
      });
}

bool asyncmark::addLdsReadMemOperand(MachineFunction &MF, MachineInstr &Store) {
  if (any_of(Store.memoperands(), [](const MachineMemOperand *MMO) {
        return MMO->isLoad() && isLdsOrFlat(*MMO);
      }))
    return false;
  SmallVector<MachineMemOperand *, 2> MMOs(Store.memoperands());
  MMOs.push_back(MF.getMachineMemOperand(
      MachinePointerInfo(/*AddressSpace=*/3), MachineMemOperand::MOLoad,
      LocationSize::beforeOrAfterPointer(), Align(1)));
  Store.setMemRefs(MF, MMOs);
  return true;
}
