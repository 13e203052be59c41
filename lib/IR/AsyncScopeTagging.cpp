//===- AsyncScopeTagging.cpp - Carry async-ness into machine code ---------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns the async flag of LDS-DMA calls into alias metadata that
/// MachineMemOperands carry through instruction selection:
///
/// * the DMA gets the plugin's scope in its `!alias.scope`, which is how the
///   machine passes recognise async DMA;
/// * every other LDS access in the same function gets that scope in its
///   `!noalias`, so si-insert-waitcnts' alias check finds no aliasing async
///   DMA and adds no automatic wait for it. Ordinary DMA carries no such
///   scope and keeps LLVM's automatic waits.
///
/// It runs after amdgpu-lower-buffer-fat-pointers: LDS lowering replaces the
/// alias scopes of DMA calls and fat-pointer lowering replaces the calls, so
/// a scope added earlier would be lost; the flag survives both.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-scope"

STATISTIC(NumAsyncDmaScoped, "Number of async DMA calls given the scope");
STATISTIC(NumNoAliasTagged, "Number of LDS accesses given the async noalias");

/// True if \p I accesses LDS through an addrspace(3) pointer and is not
/// itself an LDS DMA.
static bool isLdsAccess(const Instruction &I) {
  if (!I.mayReadOrWriteMemory())
    return false;
  auto IsLds = [](const Value *P) {
    return P->getType()->isPointerTy() &&
           P->getType()->getPointerAddressSpace() == 3;
  };
  if (auto *LI = dyn_cast<LoadInst>(&I))
    return IsLds(LI->getPointerOperand());
  if (auto *SI = dyn_cast<StoreInst>(&I))
    return IsLds(SI->getPointerOperand());
  if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return IsLds(RMW->getPointerOperand());
  if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
    return IsLds(CX->getPointerOperand());
  if (auto *CI = dyn_cast<CallInst>(&I)) {
    if (CI->isInlineAsm() || isLdsDmaIntrinsic(CI->getIntrinsicID()))
      return false;
    return any_of(CI->args(), [&](const Use &U) { return IsLds(U.get()); });
  }
  return false;
}

static void addToScopeList(Instruction &I, unsigned Kind, MDNode *Async) {
  MDNode *Existing = I.getMetadata(Kind);
  if (!containsAsyncScope(Existing))
    I.setMetadata(Kind, MDNode::concatenate(Existing, Async));
}

static bool tagFunction(Function &F) {
  SmallVector<Instruction *, 8> AsyncDma;
  for (Instruction &I : instructions(F))
    if (isAsyncDmaCall(I))
      AsyncDma.push_back(&I);
  if (AsyncDma.empty())
    return false;

  MDNode *Async = getAsyncScopeList(F.getContext());
  for (Instruction *I : AsyncDma) {
    addToScopeList(*I, LLVMContext::MD_alias_scope, Async);
    ++NumAsyncDmaScoped;
  }
  for (Instruction &I : instructions(F)) {
    if (!isLdsAccess(I))
      continue;
    addToScopeList(I, LLVMContext::MD_noalias, Async);
    ++NumNoAliasTagged;
  }
  return true;
}

bool asyncmark::tagAsyncScopes(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= tagFunction(F);
  return Changed;
}

PreservedAnalyses AsyncScopeTaggingPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  return tagAsyncScopes(M) ? PreservedAnalyses::none()
                           : PreservedAnalyses::all();
}

namespace {
class AsyncScopeTaggingLegacy : public ModulePass {
public:
  static char ID;
  AsyncScopeTaggingLegacy() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return "AMDGPU asyncmark async scope tagging";
  }
  bool runOnModule(Module &M) override { return tagAsyncScopes(M); }
};
} // end anonymous namespace

char AsyncScopeTaggingLegacy::ID = 0;

ModulePass *asyncmark::createAsyncScopeTaggingLegacyPass() {
  return new AsyncScopeTaggingLegacy();
}
