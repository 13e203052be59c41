//===- MembershipSnapshot.cpp - Groups as instruction selection left them -===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MembershipSnapshot.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "VerifierReading.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/CFG.h"

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::verifier;

namespace {

std::string irBlockName(const BasicBlock &BB, unsigned Index) {
  return BB.hasName() ? ("%" + BB.getName()).str()
                      : "IR block #" + std::to_string(Index);
}

class MembershipSnapshotPass : public MachineFunctionPass {
public:
  static char ID;
  /// Created by name (the pass registry) it has no verifier to feed and
  /// does nothing.
  explicit MembershipSnapshotPass(
      std::shared_ptr<MembershipSnapshot> S = nullptr)
      : MachineFunctionPass(ID), Snapshot(std::move(S)) {}
  StringRef getPassName() const override {
    return passDescription(PassId::MembershipSnapshotPass);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  std::shared_ptr<MembershipSnapshot> Snapshot;
};

} // end anonymous namespace

char MembershipSnapshotPass::ID = 0;
ASYNCMARK_REGISTER_PASS(MembershipSnapshotPass)

static std::string tokenString(ArrayRef<Token> Tokens) {
  std::string S;
  for (Token T : Tokens)
    S += T == Token::Dma ? 'D' : 'M';
  return S.empty() ? "nothing" : S;
}

bool MembershipSnapshotPass::runOnMachineFunction(MachineFunction &MF) {
  if (!Snapshot || !isWaitVerifierEnabled(*MF.getFunction().getParent()))
    return false;
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->hasAsyncCounter())
    return false;
  Reading Rd{*MF.getSubtarget().getInstrInfo(), *Facts};

  // The machine DMAs and marks of each IR block, in layout order. A block
  // instruction selection split off (a waterfall loop, say) has no IR block
  // and follows the one it came from.
  MapVector<const BasicBlock *, SmallVector<MachineInstr *, 8>> Machine;
  const BasicBlock *Current = nullptr;
  for (MachineBasicBlock &MBB : MF) {
    if (MBB.getBasicBlock())
      Current = MBB.getBasicBlock();
    for (MachineInstr &MI : MBB.instrs())
      if (Rd.token(MI) != Token::None)
        Machine[Current].push_back(&MI);
  }

  MembershipSnapshot::FunctionRecord Record;
  unsigned BlockIndex = 0;
  bool Changed = false;
  for (const BasicBlock &BB : MF.getFunction()) {
    unsigned Index = BlockIndex++;
    SmallVector<Token, 8> IR;
    for (const Instruction &I : BB)
      if (Token T = irToken(I); T != Token::None)
        IR.push_back(T);
    SmallVector<MachineInstr *, 8> MIs = Machine.lookup(&BB);
    SmallVector<Token, 8> MT;
    for (MachineInstr *MI : MIs)
      MT.push_back(Rd.token(*MI));
    Record.BlockNames.push_back(irBlockName(BB, Index));
    if (IR != MT) {
      error(MF, MIs.empty() ? nullptr : MIs.front(),
            "asyncmark verifier: after instruction selection the LDS DMAs "
            "and marks of " + irBlockName(BB, Index) + " are " +
                tokenString(MT) + ", the IR has " + tokenString(IR));
      continue;
    }
    unsigned Marks = 0;
    for (MachineInstr *MI : MIs) {
      bool IsMark = Rd.token(*MI) == Token::Mark;
      Marks += IsMark;
      Record.ByInstrNum[MI->getDebugInstrNum()] = {Index, Marks, IsMark};
      Changed = true;
    }
  }
  if (Machine.count(nullptr))
    error(MF, Machine.lookup(nullptr).front(),
          "asyncmark verifier: LDS DMA or mark in a machine block without an "
          "IR block after instruction selection");
  Snapshot->Functions[&MF.getFunction()] = std::move(Record);
  return Changed;
}

MachineFunctionPass *asyncmark::createMembershipSnapshotPass(
    std::shared_ptr<MembershipSnapshot> Snapshot) {
  return new MembershipSnapshotPass(std::move(Snapshot));
}
