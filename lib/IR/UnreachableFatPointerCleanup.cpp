//===- UnreachableFatPointerCleanup.cpp - Work around an LLVM 22 crash ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22's amdgpu-lower-buffer-fat-pointers recurses forever (a stack
/// overflow) on a buffer fat pointer (`ptr addrspace(7)`) computed by a
/// self-referencing getelementptr, which IR allows only in unreachable code,
/// and which loop strength reduction creates when a loop that addresses a
/// buffer becomes unreachable (found by the fuzzer on `.p7` async DMA in
/// such a loop; a plain `load` through `ptr addrspace(7)` crashes stock llc
/// the same way). Unreachable blocks are deleted a few passes later anyway
/// (unreachableblockelim); this pass deletes them right before the
/// fat-pointer lowering, in functions where they hold fat pointers, so the
/// generated code is the same and the crash is gone.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::asyncmark;

static bool isFatPointer(const Value *V) {
  Type *T = V->getType()->getScalarType();
  return T->isPointerTy() &&
         T->getPointerAddressSpace() == addrspace::BufferFatPointer;
}

/// True if a block of \p F unreachable from its entry uses or makes a buffer
/// fat pointer.
static bool hasUnreachableFatPointers(Function &F) {
  df_iterator_default_set<BasicBlock *, 32> Reachable;
  for (BasicBlock *BB : depth_first_ext(&F.getEntryBlock(), Reachable))
    (void)BB;
  for (BasicBlock &BB : F) {
    if (Reachable.count(&BB))
      continue;
    for (Instruction &I : BB)
      if (isFatPointer(&I) || any_of(I.operands(), [](const Use &U) {
            return isFatPointer(U.get());
          }))
        return true;
  }
  return false;
}

bool asyncmark::removeUnreachableFatPointerCode(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    if (!F.isDeclaration() && hasUnreachableFatPointers(F))
      Changed |= removeUnreachableBlocks(F);
  return Changed;
}

namespace {
class UnreachableFatPointerCleanup : public ModulePass {
public:
  static char ID;
  UnreachableFatPointerCleanup() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::UnreachableFatPointerCleanup);
  }
  bool runOnModule(Module &M) override {
    return removeUnreachableFatPointerCode(M);
  }
};
} // end anonymous namespace

char UnreachableFatPointerCleanup::ID = 0;
ASYNCMARK_REGISTER_PASS(UnreachableFatPointerCleanup)

ModulePass *asyncmark::createUnreachableFatPointerCleanupPass() {
  return new UnreachableFatPointerCleanup();
}
