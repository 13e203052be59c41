//===- MarkerFusion.cpp - A mark and the wait right after it, one marker --===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Right after instruction selection, a `; asyncmark` directly followed by a
/// `; wait_asyncmark(N)` becomes one marker with both lines, the mark first.
///
/// Closing a group and waiting right away is how pipelines are written
/// (CUDA's commit_group then wait_group), so about half of all markers go.
/// That matters because every instruction costs compile time in every later
/// pass, most of all in LLVM's pre-RA scheduler, whose slot-index
/// renumbering grows with the block: on a 10k-instruction loop the second
/// marker per stage cost 4% of the compile. The IR lowering fuses the calls
/// that are adjacent in IR already, so that instruction selection and the
/// IR passes before it see one call (AsyncMarkLowering.cpp); this pass
/// fuses what becomes adjacent only in machine code.
///
/// Nothing is lost: nothing but debug instructions stood between the two
/// (the fused marker takes the wait's place after them), and the fused
/// marker is a wait (a memory barrier) and a mark (a member boundary for the
/// DMAs) at one point. Every plugin pass reads a marker's lines in order
/// (MachineClassifier::markerLines), and so do the verifier and the
/// assembly tools, which see the same two comment lines as before.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "MachineClassifier.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/Support/CommandLine.h"
#include <optional>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumMarkersFused, "Number of marks fused with the wait after them");

namespace {

class MarkerFusion : public MachineFunctionPass {
public:
  static char ID;
  MarkerFusion() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::MarkerFusion);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char MarkerFusion::ID = 0;
ASYNCMARK_REGISTER_PASS(MarkerFusion)


/// The one line of \p MI, if it is a marker holding exactly one.
static std::optional<MarkerLine> singleLine(const MachineInstr &MI) {
  SmallVector<MarkerLine, 2> Lines = MachineClassifier::markerLines(MI);
  if (Lines.size() != 1)
    return std::nullopt;
  return Lines.front();
}

bool MarkerFusion::runOnMachineFunction(MachineFunction &MF) {
  if (!fuseMarkWaitEnabled())
    return false;
  bool Changed = false;
  for (MachineBasicBlock &MBB : MF)
    for (auto I = MBB.instr_begin(), E = MBB.instr_end(); I != E;) {
      MachineInstr &Mark = *I++;
      // Debug instructions between the two are no code: with or without
      // them (-g or not) the markers, and so the code, are the same.
      auto Next = skipDebugInstructionsForward(I, E);
      if (Next == E || Mark.isBundled() || Next->isBundled())
        continue;
      std::optional<MarkerLine> First = singleLine(Mark);
      if (!First || !First->IsMark)
        continue;
      std::optional<MarkerLine> Second = singleLine(*Next);
      if (!Second || Second->IsMark)
        continue;
      MachineInstr &Wait = *Next;
      // The text lives as long as the function, like the asm strings
      // instruction selection wrote.
      const char *Text =
          MF.createExternalSymbolName(fusedMarkWaitText(Second->N));
      MachineOperand &Asm = Wait.getOperand(InlineAsm::MIOp_AsmString);
      Asm.ChangeToES(Text, Asm.getTargetFlags());
      Mark.eraseFromParent();
      ++NumMarkersFused;
      Changed = true;
    }
  return Changed;
}


MachineFunctionPass *asyncmark::createMarkerFusionPass() {
  return new MarkerFusion();
}
