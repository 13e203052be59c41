//===- AsyncScopeTagging.cpp - Carry async-ness into machine code ---------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns the async flag of LDS-DMA calls into the plugin's alias scope in
/// their `!alias.scope`, which MachineMemOperands carry through instruction
/// selection: that is how the machine passes recognise async DMA.
///
/// The scope alone changes no alias query: nothing names it in a `!noalias`
/// until the wait lowering adds it to the LDS accesses' memoperands, right
/// before si-insert-waitcnts. Every optimisation and scheduler before that
/// still orders async DMA against LDS accesses like any other store.
///
/// It also removes the LDS pointer escapes the IR lowering put after async
/// DMAs (Representation.h): they keep the middle end from moving LDS
/// accesses across waits and would cost a register in machine code.
///
/// It runs after amdgpu-lower-buffer-fat-pointers: LDS lowering replaces the
/// alias scopes of DMA calls and fat-pointer lowering replaces the calls, so
/// a scope added earlier would be lost; the flag survives both.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
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
STATISTIC(NumEscapesRemoved, "Number of LDS pointer escapes removed");

static bool addToScopeList(Instruction &I, unsigned Kind, MDNode *Async) {
  MDNode *Existing = I.getMetadata(Kind);
  if (containsAsyncScope(Existing))
    return false;
  I.setMetadata(Kind, MDNode::concatenate(Existing, Async));
  ++NumAsyncDmaScoped;
  return true;
}

static bool tagFunction(Function &F) {
  SmallVector<Instruction *, 8> AsyncDma;
  bool Changed = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    if (isAsyncDmaCall(I)) {
      AsyncDma.push_back(&I);
    } else if (isLdsEscape(I)) {
      // No IR pass runs after this one; in machine code waits order LDS
      // accesses themselves (WaitBarrier.cpp).
      I.eraseFromParent();
      ++NumEscapesRemoved;
      Changed = true;
    }
  }
  if (AsyncDma.empty())
    return Changed;

  MDNode *Async = getAsyncScopeList(F.getContext());
  for (Instruction *I : AsyncDma)
    Changed |= addToScopeList(*I, LLVMContext::MD_alias_scope, Async);
  return Changed;
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
    return passDescription(PassId::AsyncScopeTagging);
  }
  bool runOnModule(Module &M) override { return tagAsyncScopes(M); }
};
} // end anonymous namespace

char AsyncScopeTaggingLegacy::ID = 0;
ASYNCMARK_REGISTER_PASS_AS(AsyncScopeTaggingLegacy, AsyncScopeTagging)

ModulePass *asyncmark::createAsyncScopeTaggingLegacyPass() {
  return new AsyncScopeTaggingLegacy();
}
