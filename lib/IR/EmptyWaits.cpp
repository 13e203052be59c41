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
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include <queue>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

/// More marks than any wait's N + 1: "as many as a path may loop".
static constexpr unsigned Unbounded = MaxWaitN + 1;

static unsigned addMarks(unsigned A, unsigned B) {
  return std::min(Unbounded, A + B);
}

/// The marks \p I stands for.
static unsigned marksOf(const CallBase &CB, const Function *MarkDecl) {
  if (MarkDecl && CB.getCalledOperand() == MarkDecl)
    return 1;
  unsigned Marks = 0;
  for (const MarkerLine &L : irMarkerLines(CB))
    Marks += L.IsMark;
  return Marks;
}

/// True if \p CB may issue an LDS DMA: an LDS DMA intrinsic (async or not,
/// by ID or, before the rewrite, by upstream name), a gfx1250 transfer or
/// inline assembly that is no marker.
static bool mayIssueDma(const CallBase &CB) {
  if (CB.isInlineAsm())
    return irMarkerLines(CB).empty();
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return true;
  StringRef Name = Callee->getName();
  return isLdsDmaIntrinsic(Callee->getIntrinsicID()) ||
         matchAsyncDmaName(Name) || isAsyncTransferIRName(Name) ||
         isTensorTransferIRName(Name);
}

namespace {

/// What a path has at a point: the most marks before it on any path, and
/// the most marks after an LDS DMA (NoDma: no DMA yet). Where a wait(k)
/// is taken into account, both are at most k after it: every group but
/// the k newest is complete there, as if it held no DMA.
struct PathMarks {
  static constexpr int NoDma = -1;
  unsigned Marks = 0;
  int AfterDma = NoDma;

  bool operator==(const PathMarks &O) const {
    return Marks == O.Marks && AfterDma == O.AfterDma;
  }
  void join(const PathMarks &O) {
    Marks = std::max(Marks, O.Marks);
    AfterDma = std::max(AfterDma, O.AfterDma);
  }
  void mark(unsigned N) {
    Marks = addMarks(Marks, N);
    if (AfterDma != NoDma)
      AfterDma = static_cast<int>(addMarks(AfterDma, N));
  }
  void dma() { AfterDma = std::max(AfterDma, 0); }
  void wait(unsigned K) {
    Marks = std::min(Marks, K);
    if (AfterDma != NoDma)
      AfterDma = std::min(AfterDma, static_cast<int>(K));
  }
  /// Nothing a wait(N) could wait for.
  bool emptyFor(unsigned N) const {
    return Marks <= N || AfterDma <= static_cast<int>(N);
  }
};

/// One call that matters here, in program order.
struct MarkEvent {
  enum KindTy { Marks, Dma, Wait } Kind;
  unsigned N;                    // Marks: how many; Wait: its N.
  const CallInst *Call = nullptr; // Wait: the call.
};

/// The marks, DMAs and waits of each block, and the most marks on each
/// path to each block's start: a dataflow to a fixed point over the
/// blocks in reverse post-order. Only blocks a retreating edge enters can
/// grow without bound (a loop with a mark and no wait); after a few visits
/// what still grows there is as many as a path may loop.
class PathMarksAnalysis {
public:
  PathMarksAnalysis(const Function &F, const Function *MarkDecl,
                    const Function *WaitDecl) {
    for (const BasicBlock *BB : ReversePostOrderTraversal<const Function *>(&F))
      Order.push_back(BB);
    NumReached = Order.size();
    for (unsigned I = 0; I < NumReached; ++I)
      Index[Order[I]] = I;
    // Unreachable blocks come last and keep the entry's value: nothing
    // reaches their waits.
    if (NumReached != F.size())
      for (const BasicBlock &BB : F)
        if (Index.try_emplace(&BB, Order.size()).second)
          Order.push_back(&BB);
    Events.resize(Order.size());
    for (unsigned I = 0; I < Order.size(); ++I)
      for (const Instruction &Inst : *Order[I]) {
        const auto *CB = dyn_cast<CallBase>(&Inst);
        if (!CB || Inst.isDebugOrPseudoInst())
          continue;
        if (!CB->isInlineAsm()) {
          const Function *Callee = CB->getCalledFunction();
          CallsOther |= !Callee || !(Callee->isIntrinsic() ||
                                     Callee == MarkDecl || Callee == WaitDecl);
        }
        if (CB->getCalledOperand() == WaitDecl) {
          const auto *CI = dyn_cast<CallInst>(CB);
          const auto *N = CI && CI->arg_size() >= 1
                              ? dyn_cast<ConstantInt>(CI->getArgOperand(0))
                              : nullptr;
          // A wait with no valid count is diagnosed by the lowering.
          if (N && N->getValue().getActiveBits() <= 16)
            Events[I].push_back(
                {MarkEvent::Wait, static_cast<unsigned>(N->getZExtValue()),
                 CI});
          continue;
        }
        if (mayIssueDma(*CB)) {
          Events[I].push_back({MarkEvent::Dma, 0});
          HasAsmDma |= CB->isInlineAsm();
        }
        if (unsigned M = marksOf(*CB, MarkDecl))
          Events[I].push_back({MarkEvent::Marks, M});
      }
  }

  /// The value at each block's start (an unreachable block keeps the
  /// entry's), with or without the waits' bounds.
  std::vector<PathMarks> solve(bool BoundByWaits) const {
    unsigned NumBlocks = Order.size();
    std::vector<PathMarks> In(NumBlocks);
    if (!NumBlocks)
      return In;
    std::vector<bool> Reached(NumBlocks, false), Queued(NumBlocks, false);
    std::vector<unsigned> Visits(NumBlocks, 0);
    std::vector<PathMarks> Seen(NumBlocks);
    // Lowest index first: in an acyclic region every block is visited
    // once, after all its predecessors.
    std::priority_queue<unsigned, std::vector<unsigned>, std::greater<>>
        Queue;
    Reached[0] = Queued[0] = true;
    Queue.push(0);
    while (!Queue.empty()) {
      unsigned B = Queue.top();
      Queue.pop();
      Queued[B] = false;
      PathMarks V = In[B];
      if (Visits[B]++ && V == Seen[B])
        continue;
      if (Visits[B] > WidenAfterVisits && retreatingTarget(B)) {
        if (V.Marks > Seen[B].Marks)
          V.Marks = Unbounded;
        if (V.AfterDma > Seen[B].AfterDma)
          V.AfterDma = static_cast<int>(Unbounded);
        In[B] = V;
      }
      Seen[B] = V;
      PathMarks Out = apply(B, V, BoundByWaits);
      for (const BasicBlock *Succ : successors(Order[B])) {
        unsigned S = Index.lookup(Succ);
        PathMarks Joined = In[S];
        if (Reached[S])
          Joined.join(Out);
        else
          Joined = Out;
        if (Reached[S] && Joined == In[S] && Visits[S])
          continue;
        Reached[S] = true;
        In[S] = Joined;
        if (!Queued[S]) {
          Queued[S] = true;
          Queue.push(S);
        }
      }
    }
    return In;
  }

  /// \p V after block \p B.
  PathMarks apply(unsigned B, PathMarks V, bool BoundByWaits) const {
    for (const MarkEvent &E : Events[B])
      step(V, E, BoundByWaits);
    return V;
  }

  static void step(PathMarks &V, const MarkEvent &E, bool BoundByWaits) {
    switch (E.Kind) {
    case MarkEvent::Marks:
      V.mark(E.N);
      break;
    case MarkEvent::Dma:
      V.dma();
      break;
    case MarkEvent::Wait:
      if (BoundByWaits)
        V.wait(E.N);
      break;
    }
  }

  /// Whether a wait(k) may be taken to complete every group but its k
  /// newest: not where inline assembly may issue a DMA, which the wait
  /// lowering may not count in its group.
  bool waitsBound() const { return !HasAsmDma; }
  /// Whether the function calls something that could be inlined into it
  /// later (a function that is no intrinsic, or through a pointer).
  bool callsOther() const { return CallsOther; }
  unsigned numBlocks() const { return Order.size(); }
  ArrayRef<MarkEvent> events(unsigned B) const { return Events[B]; }

private:
  static constexpr unsigned WidenAfterVisits = 4;

  bool retreatingTarget(unsigned B) const {
    for (const BasicBlock *Pred : predecessors(Order[B])) {
      auto It = Index.find(Pred);
      if (It != Index.end() && It->second >= B && It->second < NumReached)
        return true;
    }
    return false;
  }

  std::vector<const BasicBlock *> Order;
  unsigned NumReached = 0;
  bool HasAsmDma = false;
  bool CallsOther = false;
  DenseMap<const BasicBlock *, unsigned> Index;
  std::vector<SmallVector<MarkEvent, 4>> Events;
};

} // namespace

DenseMap<const CallInst *, EmptyWait>
asyncmark::findEmptyWaits(const Function &F, const Function *MarkDecl,
                          const Function *WaitDecl) {
  DenseMap<const CallInst *, EmptyWait> Empty;
  if (!WaitDecl || F.isDeclaration() ||
      F.getCallingConv() != CallingConv::AMDGPU_KERNEL)
    return Empty;

  // The analysis reads the function's calls in one walk; a call that could
  // be inlined later brings marks and waits of its own.
  PathMarksAnalysis Analysis(F, MarkDecl, WaitDecl);
  if (Analysis.callsOther())
    return Empty;
  // The marks alone, then with the earlier waits' bounds: a wait empty by
  // the first is reported with its marks, one empty only by the second
  // with the bound the waits leave.
  std::vector<PathMarks> Plain = Analysis.solve(/*BoundByWaits=*/false);
  bool Bound = Analysis.waitsBound();
  std::vector<PathMarks> Bounded = Bound ? Analysis.solve(/*BoundByWaits=*/true)
                                         : Plain;
  auto Why = [](const PathMarks &V, bool BoundByWait) {
    std::optional<unsigned> AfterDma;
    if (V.AfterDma != PathMarks::NoDma)
      AfterDma = static_cast<unsigned>(V.AfterDma);
    return EmptyWait{V.Marks, AfterDma, BoundByWait};
  };
  for (unsigned B = 0; B < Analysis.numBlocks(); ++B) {
    PathMarks P = Plain[B], W = Bounded[B];
    for (const MarkEvent &E : Analysis.events(B)) {
      if (E.Kind == MarkEvent::Wait) {
        if (P.emptyFor(E.N))
          Empty[E.Call] = Why(P, /*BoundByWait=*/false);
        else if (W.emptyFor(E.N))
          Empty[E.Call] = Why(W, /*BoundByWait=*/true);
      }
      PathMarksAnalysis::step(P, E, false);
      PathMarksAnalysis::step(W, E, Bound);
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
