//===- EmptyWaits.cpp - Waits that no mark can make wait for anything -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "EmptyWaits.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace llvm::asyncmark;

/// More marks than any wait's N + 1: "as many as a path may loop".
static constexpr unsigned Unbounded = MaxWaitN + 1;

static unsigned addMarks(unsigned A, unsigned B) {
  return std::min(Unbounded, A + B);
}

/// The marks \p I stands for.
static unsigned marksOf(const Instruction &I, const Function *MarkDecl) {
  if (const auto *CI = dyn_cast<CallInst>(&I))
    if (MarkDecl && CI->getCalledOperand() == MarkDecl)
      return 1;
  unsigned Marks = 0;
  for (const MarkerLine &L : irMarkerLines(I))
    Marks += L.IsMark;
  return Marks;
}

/// True if \p F calls nothing that could be inlined into it later.
static bool callsOnlyIntrinsicsAndAsm(const Function &F,
                                      const Function *MarkDecl,
                                      const Function *WaitDecl) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      const Function *Callee = CB->getCalledFunction();
      if (!Callee || !(Callee->isIntrinsic() || Callee == MarkDecl ||
                       Callee == WaitDecl))
        return false;
    }
  return true;
}

DenseMap<const CallInst *, unsigned>
asyncmark::findEmptyWaits(const Function &F, const Function *MarkDecl,
                          const Function *WaitDecl) {
  DenseMap<const CallInst *, unsigned> Empty;
  if (!WaitDecl || F.isDeclaration() ||
      F.getCallingConv() != CallingConv::AMDGPU_KERNEL ||
      !callsOnlyIntrinsicsAndAsm(F, MarkDecl, WaitDecl))
    return Empty;

  // The most marks on any path from the entry to each block's start: a
  // longest path over the strongly connected components in topological
  // order. A component with a cycle and a mark may add any number.
  DenseMap<const BasicBlock *, unsigned> In, Marks;
  for (const BasicBlock &BB : F) {
    unsigned M = 0;
    for (const Instruction &I : BB)
      M = addMarks(M, marksOf(I, MarkDecl));
    Marks[&BB] = M;
  }
  SmallVector<std::vector<const BasicBlock *>, 16> Components;
  for (auto It = scc_begin(&F); !It.isAtEnd(); ++It)
    Components.push_back(*It);
  for (const std::vector<const BasicBlock *> &Component :
       reverse(Components)) {
    SmallPtrSet<const BasicBlock *, 8> Members(Component.begin(),
                                               Component.end());
    bool Cyclic = Component.size() > 1;
    unsigned Entering = 0, Inside = 0;
    for (const BasicBlock *BB : Component) {
      Inside = addMarks(Inside, Marks[BB]);
      for (const BasicBlock *Pred : predecessors(BB)) {
        if (Members.count(Pred)) {
          Cyclic = true;
          continue;
        }
        // Predecessors outside come earlier in topological order;
        // unreachable ones were never given a value and add nothing.
        if (auto P = In.find(Pred); P != In.end())
          Entering = std::max(Entering, addMarks(P->second, Marks[Pred]));
      }
    }
    unsigned Value = Cyclic && Inside ? Unbounded : Entering;
    for (const BasicBlock *BB : Component)
      In[BB] = Value;
  }

  for (const BasicBlock &BB : F) {
    unsigned Before = In.lookup(&BB);
    for (const Instruction &I : BB) {
      if (const auto *CI = dyn_cast<CallInst>(&I);
          CI && CI->getCalledOperand() == WaitDecl && CI->arg_size() >= 1)
        if (const auto *N = dyn_cast<ConstantInt>(CI->getArgOperand(0));
            N && N->getValue().getActiveBits() <= 16 &&
            Before <= N->getZExtValue())
          Empty[CI] = Before;
      Before = addMarks(Before, marksOf(I, MarkDecl));
    }
  }
  return Empty;
}
