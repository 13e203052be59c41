//===- WaitRemarks.cpp - Remarks that explain each lowered wait -----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "WaitRemarks.h"
#include "MachineClassifier.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"

using namespace llvm;
using namespace llvm::asyncmark;

static constexpr const char *RemarkPass = "amdgpu-asyncmark";
using NV = DiagnosticInfoOptimizationBase::Argument;

std::string asyncmark::describeMark(unsigned Ordinal, const MachineInstr &Mark) {
  std::string Name = "asyncmark #" + std::to_string(Ordinal);
  // The source line the mark was written on, when the IR has a line table.
  // A mark fused with the wait right after it (MachineMarkers.cpp) is one
  // instruction with the wait's location.
  if (const DILocation *Loc = Mark.getDebugLoc().get(); Loc && Loc->getLine()) {
    bool Fused = MachineClassifier::waitMarkerN(Mark).has_value();
    Name += (Fused ? " right before the wait at " : " at ") +
            Loc->getFilename().str() + ":" + std::to_string(Loc->getLine());
    if (Loc->getColumn())
      Name += ":" + std::to_string(Loc->getColumn());
  }
  return Name + " (" + describeBlock(*Mark.getParent()) + ")";
}

std::string asyncmark::describeBlock(const MachineBasicBlock &MBB) {
  // The source name of a C++ or HIP function (_Z5pipe3PU3AS1KfPfi is
  // pipe3(float const addrspace(1)*, float*, int)).
  std::string Name = (demangle(MBB.getParent()->getName()) + ":bb." +
                      Twine(MBB.getNumber()))
                         .str();
  if (!MBB.getName().empty())
    Name += ("." + MBB.getName()).str();
  return Name;
}

void asyncmark::emitWaitRemark(MachineOptimizationRemarkEmitter &ORE,
                               const MachineInstr &Wait, unsigned N,
                               const WaitResult &R, const WaitResult *Tensor,
                               const TargetFacts &Facts,
                               function_ref<std::string(unsigned)> MarkName) {
  bool Async = Facts.Counter == AsyncCounter::Asynccnt;
  ORE.emit([&] {
    const MachineBasicBlock &MBB = *Wait.getParent();
    MachineOptimizationRemarkAnalysis Rem(RemarkPass, "WaitLowered",
                                          Wait.getDebugLoc(), &MBB);
    Rem << "wait_asyncmark(" << NV("N", N) << ") in "
        << NV("Block", describeBlock(MBB)) << ": ";
    if (R.Count)
      Rem << (Async ? "s_wait_asynccnt " : "s_waitcnt vmcnt(")
          << NV("Count", *R.Count) << (Async ? "" : ")");
    else
      Rem << "no wait";
    if (Tensor) {
      if (Tensor->Count)
        Rem << ", s_wait_tensorcnt " << NV("TensorCount", *Tensor->Count);
      else
        Rem << ", no tensor wait";
    }
    auto Marks = [](unsigned K) { return K == 1 ? " mark" : " marks"; };
    ArrayRef<unsigned> TargetMarks = R.TargetMarks;
    if (!TargetMarks.empty()) {
      // The marks the wait waits for: the (N+1)-th newest on each path,
      // which is a different mark on different paths (first iteration,
      // back edge).
      Rem << " for the mark " << NV("Back", N + 1) << " back, ";
      if (TargetMarks.size() > 1)
        Rem << "depending on the path ";
      for (size_t I = 0, E = TargetMarks.size(); I != E; ++I)
        Rem << (I == 0 ? "" : I + 1 == E ? " or " : ", ")
            << NV("Mark", MarkName(TargetMarks[I]));
    }
    // The model keeps no more marks than the deepest wait can target, so
    // MaxMarks stops there while MinMarks counts on: past it, only a lower
    // bound is known.
    Rem << "; ";
    if (R.MinMarks > R.MaxMarks)
      Rem << "at least ";
    Rem << NV("MinMarks", R.MinMarks);
    if (R.MaxMarks > R.MinMarks)
      Rem << " to " << NV("MaxMarks", R.MaxMarks);
    bool One = R.MinMarks == 1 && R.MaxMarks == 1;
    Rem << (One ? " mark is" : " marks are") << " live here";
    if (!R.Count && R.AlreadySatisfied)
      Rem << "; an earlier wait or call already completed them";
    else if (!R.Count)
      Rem << "; at most " << NV("N", N) << Marks(N) << " on every path";
    if (R.Count && R.FewerMarks)
      Rem << "; some paths have at most " << NV("N", N) << Marks(N)
          << " and need nothing";
    if (R.PathsDisagree)
      Rem << "; paths need different counts, the strictest was taken";
    if (R.ForcedByFlat)
      Rem << "; a generic FLAT access in flight forces vmcnt(0)";
    if (R.Conservative)
      Rem << "; this wait and a later one on a loop path depend on each "
             "other's count, the largest count safe on every path was taken";
    if (Tensor && Tensor->Count && Tensor->Conservative)
      Rem << "; the tensor count depends on a later wait on a loop path, the "
             "largest count safe on every path was taken";
    if (R.Saturated)
      Rem << "; the count saturates at the largest safe "
          << (Async ? "asynccnt" : "vmcnt");
    return Rem;
  });
}

void asyncmark::emitWaitAdjustedRemark(MachineOptimizationRemarkEmitter &ORE,
                                       const MachineInstr &Wait, unsigned N,
                                       unsigned Was,
                                       std::optional<unsigned> Now) {
  ORE.emit([&] {
    const MachineBasicBlock &MBB = *Wait.getParent();
    MachineOptimizationRemarkAnalysis Rem(RemarkPass, "WaitAdjusted",
                                          Wait.getDebugLoc(), &MBB);
    Rem << "wait_asyncmark(" << NV("N", N) << ") in "
        << NV("Block", describeBlock(MBB)) << ": ";
    if (Now)
      Rem << "s_waitcnt vmcnt(" << NV("Count", *Now) << ")";
    else
      Rem << "no wait";
    Rem << " instead of vmcnt(" << NV("Was", Was)
        << "): si-insert-waitcnts's own waits complete "
        << (Now ? "more" : "everything it waits for")
        << " (the lowering could not count on them)";
    return Rem;
  });
}
