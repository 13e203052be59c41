//===- MachineMarkers.cpp - Markers in their machine form -----------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Right after instruction selection, each marker takes its machine form,
/// and a `; asyncmark` directly followed by a `; wait_asyncmark(N)` becomes
/// one marker with both lines, the mark first.
///
/// The machine form: in IR a marker's tag is the last line of its text (a
/// call with an operand would have its constraints parsed again by every
/// pass that looks at it; Representation.h). Here the tag line leaves the
/// text and becomes the marker's one immediate operand, which every machine
/// pass reads (MachineClassifier) and which prints nothing.
///
/// The fusion: closing a group and waiting right away is how pipelines are
/// written (CUDA's commit_group then wait_group), so about half of all
/// markers go. That matters because every instruction costs compile time
/// in every later pass, most of all in LLVM's pre-RA scheduler, whose
/// slot-index renumbering grows with the block: on a 10k-instruction loop
/// the second marker per stage cost 4% of the compile. The IR lowering
/// fuses the calls that are adjacent in IR already, so that instruction
/// selection and the IR passes before it see one call
/// (AsyncMarkLowering.cpp); this pass fuses what becomes adjacent only in
/// machine code.
///
/// Nothing is lost: nothing but debug instructions stood between the two
/// (the fused marker takes the wait's place after them), and the fused
/// marker is a wait (a memory barrier) and a mark (a member boundary for the
/// DMAs) at one point. Every plugin pass reads a marker's lines in order
/// (MachineClassifier::markerLines), and so do the verifier and the
/// assembly tools, which see the same two comment lines as before.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "MachineClassifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/IR/InlineAsm.h"
#include <optional>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumMarkersFused, "Number of marks fused with the wait after them");
STATISTIC(NumMarkersTagged, "Number of markers whose tag became an operand");

namespace {

class MachineMarkers : public MachineFunctionPass {
public:
  static char ID;
  MachineMarkers() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::MachineMarkers);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char MachineMarkers::ID = 0;
ASYNCMARK_REGISTER_PASS(MachineMarkers)

/// Moves the tag of marker \p MI from its text to its operand
/// (Representation.h), once; \p Texts holds the text without the tag line
/// of each text seen. Returns whether \p MI changed.
static bool moveTagToOperand(
    MachineFunction &MF, MachineInstr &MI,
    DenseMap<const char *, std::pair<const char *, uint32_t>> &Texts) {
  // A marker from IR has no operand yet; one with its tag operand has two.
  if (!MI.isInlineAsm() ||
      MI.getNumExplicitOperands() != InlineAsm::MIOp_FirstOperand)
    return false;
  MachineOperand &Asm = MI.getOperand(InlineAsm::MIOp_AsmString);
  // Instruction selection points at the InlineAsm's own string: one entry
  // per distinct marker.
  auto [It, Inserted] = Texts.try_emplace(Asm.getSymbolName());
  if (Inserted) {
    std::optional<TaggedMarkerText> T = splitMarkerTag(Asm.getSymbolName());
    // The text lives as long as the function, like the asm strings
    // instruction selection wrote.
    It->second = T && !parseMarkerText(T->Lines).empty()
                     ? std::pair(MF.createExternalSymbolName(T->Lines), T->Tag)
                     : std::pair<const char *, uint32_t>(nullptr, 0);
  }
  auto [Text, Tag] = It->second;
  if (!Text)
    return false;
  Asm.ChangeToES(Text, Asm.getTargetFlags());
  MI.addOperand(
      MF, MachineOperand::CreateImm(InlineAsm::Flag(InlineAsm::Kind::Imm, 1)));
  MI.addOperand(MF, MachineOperand::CreateImm(Tag));
  ++NumMarkersTagged;
  return true;
}

/// The one line of \p MI, if it is a marker holding exactly one.
static std::optional<MarkerLine> singleLine(const MachineInstr &MI) {
  SmallVector<MarkerLine, 2> Lines = MachineClassifier::markerLines(MI);
  if (Lines.size() != 1)
    return std::nullopt;
  return Lines.front();
}

bool MachineMarkers::runOnMachineFunction(MachineFunction &MF) {
  bool Fuse = fuseMarkWaitEnabled();
  bool Changed = false;
  DenseMap<const char *, std::pair<const char *, uint32_t>> Texts;
  for (MachineBasicBlock &MBB : MF)
    for (auto I = MBB.instr_begin(), E = MBB.instr_end(); I != E;) {
      MachineInstr &Mark = *I++;
      Changed |= moveTagToOperand(MF, Mark, Texts);
      if (!Fuse || !Mark.isInlineAsm())
        continue;
      // Debug instructions between the two are no code: with or without
      // them (-g or not) the markers, and so the code, are the same.
      auto Next = skipDebugInstructionsForward(I, E);
      if (Next == E || Mark.isBundled() || Next->isBundled())
        continue;
      std::optional<MarkerLine> First = singleLine(Mark);
      if (!First || !First->IsMark)
        continue;
      Changed |= moveTagToOperand(MF, *Next, Texts);
      std::optional<MarkerLine> Second = singleLine(*Next);
      if (!Second || Second->IsMark)
        continue;
      MachineInstr &Wait = *Next;
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

MachineFunctionPass *asyncmark::createMachineMarkersPass() {
  return new MachineMarkers();
}
