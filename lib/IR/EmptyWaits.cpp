//===- EmptyWaits.cpp - Waits that no mark can make wait for anything -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "EmptyWaits.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/PostOrderIterator.h"
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

/// True if \p I may issue an LDS DMA: an LDS DMA intrinsic (async or not,
/// by ID or, before the rewrite, by upstream name), a gfx1250 transfer or
/// inline assembly that is no marker.
static bool mayIssueDma(const Instruction &I) {
  const auto *CB = dyn_cast<CallBase>(&I);
  if (!CB)
    return false;
  if (CB->isInlineAsm())
    return irMarkerLines(I).empty();
  const Function *Callee = CB->getCalledFunction();
  if (!Callee)
    return true;
  StringRef Name = Callee->getName();
  return isLdsDmaIntrinsic(Callee->getIntrinsicID()) ||
         matchAsyncDmaName(Name) || isAsyncTransferIRName(Name) ||
         isTensorTransferIRName(Name);
}

/// The most marks after an LDS DMA on a path, none before a DMA: a value
/// of the dataflow below (-1: no DMA yet).
using AfterDma = int;
static constexpr AfterDma NoDma = -1;

static AfterDma stepAfterDma(AfterDma V, const Instruction &I,
                             const Function *MarkDecl) {
  if (mayIssueDma(I))
    V = std::max(V, 0);
  if (V != NoDma)
    V = static_cast<AfterDma>(
        addMarks(static_cast<unsigned>(V), marksOf(I, MarkDecl)));
  return V;
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

DenseMap<const CallInst *, EmptyWait>
asyncmark::findEmptyWaits(const Function &F, const Function *MarkDecl,
                          const Function *WaitDecl) {
  DenseMap<const CallInst *, EmptyWait> Empty;
  if (!WaitDecl || F.isDeclaration() ||
      F.getCallingConv() != CallingConv::AMDGPU_KERNEL ||
      !callsOnlyIntrinsicsAndAsm(F, MarkDecl, WaitDecl))
    return Empty;

  // At each block's start, the most marks on any path from the entry, and
  // the most marks after an LDS DMA on any path: longest paths over the
  // strongly connected components in topological order. A component with a
  // cycle and a mark may add any number (after a DMA: if a DMA enters it or
  // is in it).
  // Per block: its marks, and whether it may issue a DMA and how many of
  // its marks follow the first one, so that a block's value at its end
  // follows from its value at its start without walking it again.
  struct BlockSummary {
    unsigned Marks = 0;
    AfterDma AfterFirstDma = NoDma;
    AfterDma out(AfterDma V) const {
      if (V == NoDma)
        return AfterFirstDma;
      return static_cast<AfterDma>(addMarks(static_cast<unsigned>(V), Marks));
    }
  };
  DenseMap<const BasicBlock *, BlockSummary> Summary;
  for (const BasicBlock &BB : F) {
    BlockSummary &S = Summary[&BB];
    for (const Instruction &I : BB) {
      S.Marks = addMarks(S.Marks, marksOf(I, MarkDecl));
      S.AfterFirstDma = stepAfterDma(S.AfterFirstDma, I, MarkDecl);
    }
  }
  DenseMap<const BasicBlock *, unsigned> In;
  DenseMap<const BasicBlock *, AfterDma> InAfterDma;
  SmallVector<std::vector<const BasicBlock *>, 16> Components;
  for (auto It = scc_begin(&F); !It.isAtEnd(); ++It)
    Components.push_back(*It);
  for (const std::vector<const BasicBlock *> &Component :
       reverse(Components)) {
    SmallPtrSet<const BasicBlock *, 8> Members(Component.begin(),
                                               Component.end());
    bool Cyclic = Component.size() > 1;
    unsigned Entering = 0, Inside = 0;
    AfterDma EnteringAfterDma = NoDma;
    bool DmaInside = false;
    for (const BasicBlock *BB : Component) {
      const BlockSummary &S = Summary[BB];
      Inside = addMarks(Inside, S.Marks);
      DmaInside |= S.AfterFirstDma != NoDma;
      for (const BasicBlock *Pred : predecessors(BB)) {
        if (Members.count(Pred)) {
          Cyclic = true;
          continue;
        }
        // Predecessors outside come earlier in topological order;
        // unreachable ones were never given a value and add nothing.
        if (auto P = In.find(Pred); P != In.end()) {
          const BlockSummary &PS = Summary[Pred];
          Entering = std::max(Entering, addMarks(P->second, PS.Marks));
          EnteringAfterDma =
              std::max(EnteringAfterDma, PS.out(InAfterDma.lookup(Pred)));
        }
      }
    }
    unsigned Value = Cyclic && Inside ? Unbounded : Entering;
    AfterDma ValueAfterDma = EnteringAfterDma;
    if (Cyclic && DmaInside)
      ValueAfterDma = std::max(ValueAfterDma, 0);
    if (Cyclic && Inside && ValueAfterDma != NoDma)
      ValueAfterDma = static_cast<AfterDma>(Unbounded);
    for (const BasicBlock *BB : Component) {
      In[BB] = Value;
      InAfterDma[BB] = ValueAfterDma;
    }
  }

  for (const BasicBlock &BB : F) {
    auto Reached = In.find(&BB);
    unsigned Before = Reached == In.end() ? 0 : Reached->second;
    AfterDma BeforeAfterDma =
        Reached == In.end() ? NoDma : InAfterDma.lookup(&BB);
    for (const Instruction &I : BB) {
      if (const auto *CI = dyn_cast<CallInst>(&I);
          CI && CI->getCalledOperand() == WaitDecl && CI->arg_size() >= 1)
        if (const auto *N = dyn_cast<ConstantInt>(CI->getArgOperand(0));
            N && N->getValue().getActiveBits() <= 16 &&
            (Before <= N->getZExtValue() ||
             BeforeAfterDma <= static_cast<AfterDma>(N->getZExtValue()))) {
          std::optional<unsigned> AfterDmaMarks;
          if (BeforeAfterDma != NoDma)
            AfterDmaMarks = static_cast<unsigned>(BeforeAfterDma);
          Empty[CI] = {Before, AfterDmaMarks};
        }
      Before = addMarks(Before, marksOf(I, MarkDecl));
      BeforeAfterDma = stepAfterDma(BeforeAfterDma, I, MarkDecl);
    }
  }
  return Empty;
}

SmallVector<std::pair<CallInst *, const BasicBlock *>, 4>
asyncmark::hoistEmptyWaitArms(
    Function &F, function_ref<bool(const Instruction &)> IsEmptyWait) {
  SmallVector<std::pair<CallInst *, const BasicBlock *>, 4> Moved;
  if (F.isDeclaration())
    return Moved;
  SmallPtrSet<const CallInst *, 8> MovedBefore;
  // Moving instructions leaves the CFG as it is: the order stays valid.
  SmallVector<BasicBlock *, 32> Blocks(post_order(&F.getEntryBlock()));
  for (BasicBlock *BB : Blocks) {
    BasicBlock *Pred = BB->getSinglePredecessor();
    if (!Pred || Pred == BB || isa<PHINode>(BB->front()))
      continue;
    Instruction *PredEnd = Pred->getTerminator();
    if (!isa<BranchInst, SwitchInst>(PredEnd))
      continue;
    SmallVector<CallInst *, 4> Waits;
    bool OnlyWaits = true;
    for (Instruction &I : *BB) {
      if (I.isTerminator() || I.isDebugOrPseudoInst())
        continue;
      if (!IsEmptyWait(I)) {
        OnlyWaits = false;
        break;
      }
      Waits.push_back(cast<CallInst>(&I));
    }
    if (!OnlyWaits || Waits.empty())
      continue;
    for (CallInst *Wait : Waits) {
      Wait->moveBefore(PredEnd->getIterator());
      // A wait moved on again left the block it was written in first.
      if (MovedBefore.insert(Wait).second)
        Moved.push_back({Wait, BB});
    }
  }
  return Moved;
}
