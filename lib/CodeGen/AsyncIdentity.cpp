//===- AsyncIdentity.cpp - Async flags onto machine DMAs from the IR ------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Right after instruction selection (after finalize-isel, for SelectionDAG
/// and GlobalISel alike), makes the memoperands of the machine DMAs say what
/// the IR said: on gfx9/gfx10 every LDS DMA that the IR flags async gets the
/// plugin's async scope; on gfx1250 every async store from LDS gets the LDS
/// read that LLVM 22 leaves out.
///
/// SelectionDAG copies the IR call's alias scopes into the memoperands, but
/// GlobalISel's selector rebuilds them without: there every async DMA would
/// be taken as "maybe ordinary" and get automatic waits. At this point the
/// machine DMAs of each IR block are still in the IR's order, one per call
/// (the calls have memory side effects and are chained). So the i-th LDS DMA
/// of the machine blocks of an IR block (with the blocks instruction
/// selection split off it) is its i-th LDS-DMA call. If the
/// counts differ, nothing is added: the DMAs stay "not known async", which
/// only adds waits.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "LdsMemOperands.h"
#include "MachineClassifier.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumDmaFlagged, "Number of machine LDS DMAs given the async flag");
STATISTIC(NumStoresFromLdsOrdered,
          "Number of gfx1250 stores from LDS given their LDS read");
STATISTIC(NumBlocksUnmatched,
          "Number of IR blocks whose machine LDS DMAs did not match the IR");

namespace {

class AsyncIdentity : public MachineFunctionPass {
public:
  static char ID;
  AsyncIdentity() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::AsyncIdentity);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char AsyncIdentity::ID = 0;
ASYNCMARK_REGISTER_PASS(AsyncIdentity)


/// True if IR call \p I is an LDS DMA that the IR says is async.
static bool isAsyncInIR(const Instruction &I) {
  return isAsyncDmaCall(I) ||
         containsAsyncScope(I.getMetadata(LLVMContext::MD_alias_scope));
}

/// Adds the async scope to every memoperand of \p MI.
static bool flagAsync(MachineFunction &MF, MachineInstr &MI, MDNode *Async) {
  if (MachineClassifier::isKnownAsync(MI) || MI.memoperands_empty())
    return false;
  SmallVector<MachineMemOperand *, 2> MMOs;
  for (MachineMemOperand *MMO : MI.memoperands()) {
    AAMDNodes AA = MMO->getAAInfo();
    if (!containsAsyncScope(AA.Scope)) {
      AA.Scope = MDNode::concatenate(AA.Scope, Async);
      MMO = MF.getMachineMemOperand(MMO, AA);
    }
    MMOs.push_back(MMO);
  }
  MI.setMemRefs(MF, MMOs);
  ++NumDmaFlagged;
  return true;
}

bool AsyncIdentity::runOnMachineFunction(MachineFunction &MF) {
  // gfx1250's transfers are async by opcode; only the gfx9/gfx10 twins carry
  // the flag in IR. What gfx1250's stores from LDS lack is the LDS read in
  // their memoperands, which every later scheduler needs (LdsMemOperands.h).
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (Facts && Facts->Counter == AsyncCounter::Asynccnt) {
    MachineClassifier Classifier(MF, *Facts);
    bool Changed = false;
    for (MachineBasicBlock &MBB : MF)
      for (MachineInstr &MI : MBB.instrs())
        if (Classifier.isAsyncTransferFromLds(MI) &&
            addLdsReadMemOperand(MF, MI)) {
          ++NumStoresFromLdsOrdered;
          Changed = true;
        }
    return Changed;
  }
  // The machine DMAs of each IR block, in layout order (instruction
  // selection may split an IR block into several machine blocks).
  // A machine block without an IR block was split off the one before it
  // (a waterfall loop around a buffer DMA, say) and counts as part of it.
  // Only blocks with a DMA not yet flagged are matched to the IR: where
  // instruction selection kept every flag (SelectionDAG), there is nothing
  // to add and the IR is not walked.
  MapVector<const BasicBlock *, SmallVector<MachineInstr *, 4>> MachineDmas;
  const BasicBlock *BB = nullptr;
  for (MachineBasicBlock &MBB : MF) {
    if (MBB.getBasicBlock())
      BB = MBB.getBasicBlock();
    for (MachineInstr &MI : MBB.instrs())
      if (BB && MachineClassifier::isLdsDma(MI))
        MachineDmas[BB].push_back(&MI);
  }
  if (MachineDmas.empty())
    return false;

  MDNode *Async = getAsyncScopeList(MF.getFunction().getContext());
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  bool Changed = false;
  for (auto &[BB, Dmas] : MachineDmas) {
    if (all_of(Dmas, [](const MachineInstr *MI) {
          return MachineClassifier::isKnownAsync(*MI);
        }))
      continue;
    SmallVector<const Instruction *, 4> Calls;
    for (const Instruction &I : *BB)
      if (const auto *CI = dyn_cast<CallInst>(&I);
          CI && isLdsDmaIntrinsic(CI->getIntrinsicID()))
        Calls.push_back(CI);
    if (Calls.size() != Dmas.size()) {
      ++NumBlocksUnmatched;
      ORE.emit([&] {
        return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "DmaUnmatched",
                                                 Dmas.front()->getDebugLoc(),
                                                 Dmas.front()->getParent())
               << "LDS DMAs of IR block '" << BB->getName()
               << "' not matched to the IR (" << std::to_string(Calls.size())
               << " calls, " << std::to_string(Dmas.size())
               << " instructions): taken as possibly async and possibly "
                  "ordinary";
      });
      continue;
    }
    for (auto [Call, Dma] : zip(Calls, Dmas))
      if (isAsyncInIR(*Call))
        Changed |= flagAsync(MF, *Dma, Async);
  }
  return Changed;
}

MachineFunctionPass *asyncmark::createAsyncIdentityPass() {
  return new AsyncIdentity();
}
