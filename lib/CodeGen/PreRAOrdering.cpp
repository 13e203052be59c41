//===- PreRAOrdering.cpp - Marks order only their groups before RA --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A mark is inline assembly with side effects, so LLVM's pre-RA scheduler
/// keeps every memory access on its side of it. It only has to keep the
/// async DMAs of its group before it and those of the next group after it;
/// the workaround, which has no marks, lets a store sink past where a mark
/// would be and frees its registers earlier. A wait that orders nothing
/// (EmptyWaits.h) is the same: the workaround has no wait there at all.
///
/// For the pre-RA scheduler only, the first pass here (right before it)
/// gives the order to a register instead. Every marker defines and reads
/// one token register; it is read by every instruction that may be a
/// group member (an LDS DMA, a gfx1250 tensor transfer, inline assembly
/// that is not a marker) or that a wait counts (a vector memory access:
/// moved above a mark, a sync load would make the wait for that group
/// wait for it too). The DAG builder then orders each of them against the
/// markers on either side and the markers among themselves, in every
/// stage of the GCN scheduler and whatever mutations it swaps in (a DAG
/// mutation would be dropped by IGLP regions and by the unclustered
/// high-pressure stage). A wait that orders nothing only reads the token:
/// it stays between the same markers, and everything else may pass it.
/// Then the side effects of the marks and of the empty waits are lifted.
/// Every other wait keeps them: it orders every memory access, as the
/// workaround's `s_waitcnt` does. The second pass (right after the
/// scheduler) removes the token operands and puts the side effects back.
///
/// The token is a reserved register of the target that LLVM 22 gives no
/// meaning before its own passes need it: gfx1250's ASYNCcnt, whose users
/// (the async transfers) already define and read it, so the token only
/// adds order among them. A target without it keeps marks as barriers.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "MachineClassifier.h"
#include "MarkMerging.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/LiveIntervals.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumPreRAMarkersRelaxed,
          "Number of marks and empty waits that order only their groups in "
          "pre-RA scheduling");

namespace {

/// What the token does to one top-level instruction.
enum class TokenUse { None, Read, ReadWrite };

/// The token for \p MF: the target's ASYNCcnt register if it is reserved
/// (no value of it lives in a register), else none.
MCRegister findToken(const MachineFunction &MF) {
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  for (unsigned R = 1, E = TRI.getNumRegs(); R != E; ++R)
    if (StringRef(TRI.getName(R)).equals_insensitive("asynccnt"))
      return MRI.reservedRegsFrozen() && MRI.isReserved(R) ? MCRegister(R)
                                                           : MCRegister();
  return MCRegister();
}

/// What the token does to \p MI, which is not a BUNDLE header.
TokenUse ownTokenUse(const MachineInstr &MI) {
  if (MI.isInlineAsm()) {
    SmallVector<MarkerLine, 2> Lines = MachineClassifier::markerLines(MI);
    if (Lines.empty())
      return TokenUse::Read; // May issue anything.
    // A wait that orders nothing stays between the same markers but lets
    // everything else pass; any other marker orders the instructions that
    // read the token.
    bool WaitOnly = none_of(Lines, [](const MarkerLine &L) { return L.IsMark; });
    return WaitOnly && MachineClassifier::isEmptyWaitMarker(MI)
               ? TokenUse::Read
               : TokenUse::ReadWrite;
  }
  // A group member, or an access that a wait counts: moved across a mark
  // it would change which group it is in or what a later wait waits for.
  if (MachineClassifier::isLdsDma(MI) ||
      MachineClassifier::isVectorMemoryAccess(MI) ||
      MachineClassifier::isTensorOp(MI))
    return TokenUse::Read;
  return TokenUse::None;
}

/// True if a BUNDLE in \p MF holds an instruction the token would order:
/// the function then keeps its markers as barriers (LLVM bundles nothing
/// before register allocation; a bundle's operands are its members').
bool hasOrderedBundle(const MachineFunction &MF) {
  for (const MachineBasicBlock &MBB : MF)
    for (const MachineInstr &MI : MBB.instrs())
      if (MI.isBundledWithPred() && ownTokenUse(MI) != TokenUse::None)
        return true;
  return false;
}

/// True if \p MI ends with the token operands the first pass gives it.
bool endsWithToken(const MachineInstr &MI, MCRegister Token, TokenUse Use) {
  unsigned N = MI.getNumOperands(), Want = Use == TokenUse::ReadWrite ? 2 : 1;
  if (N < Want)
    return false;
  // Beyond what the descriptor gives the instruction (a DMA's descriptor
  // may name ASYNCcnt itself), unless its operand list is open.
  const MCInstrDesc &D = MI.getDesc();
  if (!MI.isInlineAsm() && !D.isVariadic() &&
      N < D.getNumOperands() + D.implicit_defs().size() +
              D.implicit_uses().size() + Want)
    return false;
  for (unsigned I = 0; I != Want; ++I) {
    const MachineOperand &MO = MI.getOperand(N - Want + I);
    if (!MO.isReg() || !MO.isImplicit() || MO.getReg() != Token ||
        MO.isDef() != (I == 1))
      return false;
  }
  return true;
}

/// Drops LiveIntervals' cached ranges of the token's units: computed with
/// or without the token operands, they would not match the other state.
void forgetTokenRanges(MachineFunctionPass &P, const MachineFunction &MF,
                       MCRegister Token) {
  auto *Wrapper = P.getAnalysisIfAvailable<LiveIntervalsWrapperPass>();
  if (!Wrapper)
    return;
  LiveIntervals &LIS = Wrapper->getLIS();
  for (MCRegUnit Unit : MF.getSubtarget().getRegisterInfo()->regunits(Token))
    LIS.removeRegUnit(Unit);
}

class PreRAOrderByToken : public MachineFunctionPass {
public:
  static char ID;
  PreRAOrderByToken() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::PreRAOrderByToken);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addUsedIfAvailable<LiveIntervalsWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

class PreRAOrderRestore : public MachineFunctionPass {
public:
  static char ID;
  PreRAOrderRestore() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::PreRAOrderRestore);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addUsedIfAvailable<LiveIntervalsWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char PreRAOrderByToken::ID = 0;
ASYNCMARK_REGISTER_PASS(PreRAOrderByToken)
char PreRAOrderRestore::ID = 0;
ASYNCMARK_REGISTER_PASS(PreRAOrderRestore)

static bool hasMarkers(const MachineFunction &MF) {
  return any_of(MF, [](const MachineBasicBlock &MBB) {
    return any_of(MBB.instrs(), [](const MachineInstr &MI) {
      return MI.isInlineAsm() && MachineClassifier::isMarker(MI);
    });
  });
}

bool PreRAOrderByToken::runOnMachineFunction(MachineFunction &MF) {
  if (!schedMutationEnabled() || !hasMarkers(MF) || hasOrderedBundle(MF))
    return false;
  MCRegister Token = findToken(MF);
  if (!Token)
    return false;
  forgetTokenRanges(*this, MF, Token);
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      if (Use == TokenUse::None)
        continue;
      // Read first, then define: a marker reads the one before it.
      MI.addOperand(MF, MachineOperand::CreateReg(Token, /*isDef=*/false,
                                                  /*isImp=*/true));
      if (Use == TokenUse::ReadWrite)
        MI.addOperand(MF, MachineOperand::CreateReg(Token, /*isDef=*/true,
                                                    /*isImp=*/true));
      if (liftMarkerSideEffects(MI))
        ++NumPreRAMarkersRelaxed;
    }
  return true;
}

bool PreRAOrderRestore::runOnMachineFunction(MachineFunction &MF) {
  MCRegister Token = findToken(MF);
  if (!Token)
    return false;
  // The first pass ran on this function if a marker ends with its token
  // operands (no marker has them otherwise); with -run-pass on MIR it may
  // not have. A marker left without its side effects and with no def
  // would be deleted as dead.
  bool Ran = any_of(MF, [&](const MachineBasicBlock &MBB) {
    return any_of(MBB, [&](const MachineInstr &MI) {
      return MI.isInlineAsm() && MachineClassifier::isMarker(MI) &&
             endsWithToken(MI, Token, ownTokenUse(MI));
    });
  });
  if (!Ran)
    return false;
  // The same classification as when the operands were added: nothing the
  // scheduler does changes an instruction's opcode or marker text.
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      if (Use == TokenUse::None)
        continue;
      if (!endsWithToken(MI, Token, Use))
        reportFatalInternalError(
            "amdgpu-asyncmark: an instruction of '" + MF.getName() +
            "' lost the pre-RA order token (PreRAOrdering.cpp)");
      MI.removeOperand(MI.getNumOperands() - 1);
      if (Use == TokenUse::ReadWrite)
        MI.removeOperand(MI.getNumOperands() - 1);
      restoreMarkerSideEffects(MI);
    }
  forgetTokenRanges(*this, MF, Token);
  return true;
}
