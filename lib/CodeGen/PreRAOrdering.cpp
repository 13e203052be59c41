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
/// keeps every memory access on its side of it, where the mark only has to
/// keep its group's DMAs before it and the next group's after it. The
/// workaround, which has no marks and no wait where a wait orders nothing
/// (EmptyWaits.h), lets LDS accesses move there, and its scheduler spends
/// fewer registers.
///
/// For the pre-RA scheduler only, the first pass here (right before it)
/// gives the order to a register instead. Every marker reads one token
/// register, and every marker but a wait that orders nothing defines it;
/// every instruction that may be a group member (an LDS DMA, a gfx1250
/// tensor transfer, inline assembly that is not a marker) or that a wait
/// counts (a vector memory access) reads it. The DAG builder then keeps
/// each of them between the same two marks or waits that wait, and the
/// markers in order, in every stage of the GCN scheduler whatever
/// mutations it swaps in (IGLP regions and the unclustered high-pressure
/// stage drop every other mutation). A wait that orders nothing keeps only
/// its place among the marks: no access relies on it, so accesses cross
/// it as they would in the workaround. A vector memory access keeps its
/// place because moved above a mark, a sync load would make the wait for
/// that group wait for it too. A volatile or atomic one also defines the
/// token, so it stays on its side of empty waits as well: LLVM's own wait
/// right after it, moved right before a marker, would read as the
/// marker's. Then the marks and the waits that order nothing lose their
/// side effects; every other wait keeps them and orders every memory
/// access, as the workaround's `s_waitcnt` does. The second pass (right
/// after the scheduler) removes the token operands and puts the side
/// effects back.
///
/// The token is ASYNCcnt, which LLVM 22 reserves on every target: no value
/// lives in it, and gfx1250's async transfers, which already read and
/// define it, only gain order among themselves and the markers. Where it
/// is not reserved, marks stay barriers.
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

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumPreRAMarkersRelaxed,
          "Number of marks and empty waits that order only their groups in "
          "pre-RA scheduling");

namespace {

/// What the token does to one top-level instruction.
enum class TokenUse { None, Read, ReadWrite };

/// The token: the target's ASYNCcnt register where it is reserved (no
/// value lives in it), else none. Looked up by name once per register
/// info, which a pass keeps for all the functions of a subtarget.
class TokenRegister {
public:
  MCRegister get(const MachineFunction &MF) {
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    if (Info != &TRI) {
      Reg = MachineClassifier::asyncCounterRegister(TRI);
      Info = &TRI;
    }
    const MachineRegisterInfo &MRI = MF.getRegInfo();
    return Reg && MRI.reservedRegsFrozen() && MRI.isReserved(Reg)
               ? Reg
               : MCRegister();
  }

private:
  const TargetRegisterInfo *Info = nullptr;
  MCRegister Reg;
};

/// What the token does to \p MI, which is not a BUNDLE header.
TokenUse ownTokenUse(const MachineInstr &MI) {
  // Inline assembly that is no marker may issue anything. A wait that
  // orders nothing only keeps its place among the marks: no access relies
  // on it, so accesses may cross it. A mark fused with such a wait is
  // still a mark: no DMA may cross it.
  if (MI.isInlineAsm()) {
    SmallVector<MarkerLine, 2> Lines = MachineClassifier::markerLines(MI);
    if (Lines.empty())
      return TokenUse::Read;
    bool HasMark = any_of(Lines, [](const MarkerLine &L) { return L.IsMark; });
    return !HasMark && MachineClassifier::isEmptyWaitMarker(MI)
               ? TokenUse::Read
               : TokenUse::ReadWrite;
  }
  if (MachineClassifier::isLdsDma(MI) || MachineClassifier::isTensorOp(MI))
    return TokenUse::Read;
  // LLVM's memory legalizer puts a wait right after a volatile or atomic
  // access; moved to right before a marker, that wait would read as the
  // marker's. Such an access also defines the token, so it keeps its side
  // of every marker, empty waits too (the DAG already orders it against
  // every other memory access).
  if (MachineClassifier::isVectorMemoryAccess(MI))
    return MI.hasOrderedMemoryRef() ? TokenUse::ReadWrite : TokenUse::Read;
  return TokenUse::None;
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

/// What both passes share: they keep every analysis (the operands they
/// add and take off change no slot index and no live range the allocator
/// reads) and drop LiveIntervals' cached ranges of the token.
class TokenPass : public MachineFunctionPass {
protected:
  explicit TokenPass(char &ID) : MachineFunctionPass(ID) {}
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addUsedIfAvailable<LiveIntervalsWrapperPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  TokenRegister Tokens;
};

class PreRAOrderByToken : public TokenPass {
public:
  static char ID;
  PreRAOrderByToken() : TokenPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::PreRAOrderByToken);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

class PreRAOrderRestore : public TokenPass {
public:
  static char ID;
  PreRAOrderRestore() : TokenPass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::PreRAOrderRestore);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char PreRAOrderByToken::ID = 0;
ASYNCMARK_REGISTER_PASS(PreRAOrderByToken)
char PreRAOrderRestore::ID = 0;
ASYNCMARK_REGISTER_PASS(PreRAOrderRestore)

/// The first marker of \p MF, or null. With \p OrderedBundle, whether a
/// BUNDLE holds an instruction the token would order (LLVM bundles nothing
/// before register allocation, and a bundle's operands are its members'):
/// its function then keeps its markers as barriers.
static MachineInstr *firstMarker(MachineFunction &MF,
                                 bool *OrderedBundle = nullptr) {
  MachineInstr *First = nullptr;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB.instrs()) {
      if (OrderedBundle && MI.isBundledWithPred() &&
          ownTokenUse(MI) != TokenUse::None) {
        *OrderedBundle = true;
        return First;
      }
      if (!First && MI.isInlineAsm() && MachineClassifier::isMarker(MI)) {
        First = &MI;
        if (!OrderedBundle)
          return First;
      }
    }
  return First;
}

bool PreRAOrderByToken::runOnMachineFunction(MachineFunction &MF) {
  if (!schedMutationEnabled())
    return false;
  bool OrderedBundle = false;
  if (!firstMarker(MF, &OrderedBundle) || OrderedBundle)
    return false;
  MCRegister Token = Tokens.get(MF);
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
      if (MI.isInlineAsm() && liftMarkerSideEffects(MI))
        ++NumPreRAMarkersRelaxed;
    }
  return true;
}

bool PreRAOrderRestore::runOnMachineFunction(MachineFunction &MF) {
  MCRegister Token = Tokens.get(MF);
  if (!Token)
    return false;
  // The first pass gave the token to all markers of this function or to
  // none, and no marker has it otherwise; with -run-pass on MIR it may not
  // have run.
  MachineInstr *First = firstMarker(MF);
  if (!First || !endsWithToken(*First, Token, ownTokenUse(*First)))
    return false;
  // The same classification as when the operands were added: nothing the
  // scheduler does changes an instruction's opcode or marker text. An
  // instruction made since has no token to take off.
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      if (Use == TokenUse::None)
        continue;
      if (endsWithToken(MI, Token, Use)) {
        MI.removeOperand(MI.getNumOperands() - 1);
        if (Use == TokenUse::ReadWrite)
          MI.removeOperand(MI.getNumOperands() - 1);
      }
      if (MI.isInlineAsm())
        restoreMarkerSideEffects(MI);
    }
  forgetTokenRanges(*this, MF, Token);
  return true;
}
