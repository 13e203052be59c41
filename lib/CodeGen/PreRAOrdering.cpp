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
/// gives the order to two token registers instead, ASYNCcnt and TENSORcnt,
/// which LLVM 22 reserves on every target: no value lives in them, and
/// gfx1250's transfers, which already read and define them, only gain
/// order among themselves and the markers. Where either is not reserved,
/// marks stay barriers.
///
/// Every marker reads both tokens, and every marker but a wait that orders
/// nothing defines one of them, in turn (the current token). An
/// instruction that may be a group member (an LDS DMA, a gfx1250 tensor
/// transfer, inline assembly that is not a marker) reads both, so the DAG
/// builder keeps it between the same two marks or waits that wait, and the
/// markers in order, in every stage of the GCN scheduler whatever mutations
/// it swaps in (IGLP regions and the unclustered high-pressure stage drop
/// every other mutation). A wait that orders nothing reads both and
/// defines neither: it keeps its place among the marks, and accesses cross
/// it as they would in the workaround, as no access relies on it.
///
/// A vector memory access that a wait counts reads only the current
/// token: it stays below the marker before it, as a sync load moved above
/// a mark would make the wait for that group wait for it too, and may sink
/// past the next mark, down to the one after (which defines the same
/// token): there the waits before it need it less, never more, and the
/// workaround lets it sink as well. A volatile or atomic one reads both
/// and defines the current one, so it stays on its side of empty waits as
/// well: LLVM's own wait right after it, moved right before a marker, would
/// read as the marker's.
///
/// Then the marks and the waits that order nothing lose their side effects;
/// every other wait keeps them and orders every memory access, as the
/// workaround's `s_waitcnt` does. The second pass (right after the
/// scheduler) removes the token operands and puts the side effects back.
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
#include <array>
#include <optional>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumPreRAMarkersRelaxed,
          "Number of marks and empty waits that order only their groups in "
          "pre-RA scheduling");

namespace {

/// What the tokens do to one top-level instruction.
enum class TokenUse {
  None,
  /// Reads the current token: stays below the marker before it, and may
  /// sink past the next one (down to the one after).
  Counted,
  /// Reads both tokens: stays between the two markers around it.
  Pinned,
  /// Pinned, and defines the current token: also keeps its side of every
  /// empty wait and of the accesses that read the current token.
  PinnedDefines,
  /// A marker that orders: pinned, and defines the other token, which
  /// becomes the current one.
  Marker,
};

/// The two tokens: ASYNCcnt and TENSORcnt, which LLVM 22 reserves on every
/// target (no value lives in them), else none. Looked up by name once per
/// register info, which a pass keeps for all the functions of a subtarget.
class TokenRegisters {
public:
  /// Both tokens of \p MF, or none.
  std::optional<std::array<MCRegister, 2>> get(const MachineFunction &MF) {
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    if (Info != &TRI) {
      Regs = {MachineClassifier::asyncCounterRegister(TRI),
              MachineClassifier::tensorCounterRegister(TRI)};
      Info = &TRI;
    }
    const MachineRegisterInfo &MRI = MF.getRegInfo();
    if (!MRI.reservedRegsFrozen() ||
        any_of(Regs, [&](MCRegister R) { return !R || !MRI.isReserved(R); }))
      return std::nullopt;
    return Regs;
  }

private:
  const TargetRegisterInfo *Info = nullptr;
  std::array<MCRegister, 2> Regs;
};

/// What the tokens do to \p MI, which is not a BUNDLE header.
TokenUse ownTokenUse(const MachineInstr &MI) {
  // Inline assembly that is no marker may issue anything. A wait that
  // orders nothing only keeps its place among the marks: no access relies
  // on it, so accesses may cross it. A mark fused with such a wait is
  // still a mark: no DMA may cross it.
  if (MI.isInlineAsm()) {
    SmallVector<MarkerLine, 2> Lines = MachineClassifier::markerLines(MI);
    if (Lines.empty())
      return TokenUse::Pinned;
    bool HasMark = any_of(Lines, [](const MarkerLine &L) { return L.IsMark; });
    return !HasMark && MachineClassifier::isEmptyWaitMarker(MI)
               ? TokenUse::Pinned
               : TokenUse::Marker;
  }
  if (MachineClassifier::isLdsDma(MI) || MachineClassifier::isTensorOp(MI))
    return TokenUse::Pinned;
  // LLVM's memory legalizer puts a wait right after a volatile or atomic
  // access; moved to right before a marker, that wait would read as the
  // marker's. Such an access also defines the token, so it keeps its side
  // of every marker, empty waits too (the DAG already orders it against
  // every other memory access).
  if (MachineClassifier::isVectorMemoryAccess(MI))
    return MI.hasOrderedMemoryRef() ? TokenUse::PinnedDefines
                                    : TokenUse::Counted;
  return TokenUse::None;
}

/// How many token operands the first pass gives an instruction of \p Use.
unsigned numTokenOperands(TokenUse Use) {
  switch (Use) {
  case TokenUse::None:
    return 0;
  case TokenUse::Counted:
    return 1;
  case TokenUse::Pinned:
    return 2;
  case TokenUse::PinnedDefines:
  case TokenUse::Marker:
    return 3;
  }
  llvm_unreachable("every token use is handled");
}

/// True if \p MI ends with the token operands the first pass gives it.
bool endsWithToken(const MachineInstr &MI,
                   const std::array<MCRegister, 2> &Tokens, TokenUse Use) {
  unsigned N = MI.getNumOperands(), Want = numTokenOperands(Use);
  if (!Want || N < Want)
    return false;
  // Beyond what the descriptor gives the instruction (a DMA's descriptor
  // may name ASYNCcnt itself), unless its operand list is open.
  const MCInstrDesc &D = MI.getDesc();
  if (!MI.isInlineAsm() && !D.isVariadic() &&
      N < D.getNumOperands() + D.implicit_defs().size() +
              D.implicit_uses().size() + Want)
    return false;
  auto IsToken = [&](const MachineOperand &MO, bool Def,
                     std::optional<MCRegister> Reg) {
    return MO.isReg() && MO.isImplicit() && MO.isDef() == Def &&
           (Reg ? MO.getReg() == *Reg
                : is_contained(Tokens, MO.getReg().asMCReg()));
  };
  const MachineOperand *Ops = &MI.getOperand(N - Want);
  if (Use == TokenUse::Counted)
    return IsToken(Ops[0], /*Def=*/false, std::nullopt);
  return IsToken(Ops[0], /*Def=*/false, Tokens[0]) &&
         IsToken(Ops[1], /*Def=*/false, Tokens[1]) &&
         (Want == 2 || IsToken(Ops[2], /*Def=*/true, std::nullopt));
}

/// Drops LiveIntervals' cached ranges of the tokens' units: computed with
/// or without the token operands, they would not match the other state.
void forgetTokenRanges(MachineFunctionPass &P, const MachineFunction &MF,
                       const std::array<MCRegister, 2> &Tokens) {
  auto *Wrapper = P.getAnalysisIfAvailable<LiveIntervalsWrapperPass>();
  if (!Wrapper)
    return;
  LiveIntervals &LIS = Wrapper->getLIS();
  for (MCRegister Token : Tokens)
    for (MCRegUnit Unit :
         MF.getSubtarget().getRegisterInfo()->regunits(Token))
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
  TokenRegisters Tokens;
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
  std::optional<std::array<MCRegister, 2>> Tokens = this->Tokens.get(MF);
  if (!Tokens)
    return false;
  forgetTokenRanges(*this, MF, *Tokens);
  auto Read = [&](MachineInstr &MI, MCRegister Token) {
    MI.addOperand(MF, MachineOperand::CreateReg(Token, /*isDef=*/false,
                                                /*isImp=*/true));
  };
  auto Define = [&](MachineInstr &MI, MCRegister Token) {
    MI.addOperand(MF, MachineOperand::CreateReg(Token, /*isDef=*/true,
                                                /*isImp=*/true));
  };
  for (MachineBasicBlock &MBB : MF) {
    // The markers that order define the two tokens in turn. An access that
    // reads the token of the marker before it gets an edge from that
    // marker, and one to the next marker that defines the same token, the
    // one after next: a sync access moved above a mark would make the wait
    // for that group wait for it too, while one that sinks past a mark
    // leaves it. An instruction that reads both stays between its two.
    unsigned Current = 1;
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      switch (Use) {
      case TokenUse::None:
        continue;
      case TokenUse::Counted:
        Read(MI, (*Tokens)[Current]);
        continue;
      case TokenUse::Pinned:
      case TokenUse::PinnedDefines:
      case TokenUse::Marker:
        Read(MI, (*Tokens)[0]);
        Read(MI, (*Tokens)[1]);
        if (Use == TokenUse::Marker)
          Current ^= 1;
        if (Use != TokenUse::Pinned)
          Define(MI, (*Tokens)[Current]);
        break;
      }
      if (MI.isInlineAsm() && liftMarkerSideEffects(MI))
        ++NumPreRAMarkersRelaxed;
    }
  }
  return true;
}

bool PreRAOrderRestore::runOnMachineFunction(MachineFunction &MF) {
  std::optional<std::array<MCRegister, 2>> Tokens = this->Tokens.get(MF);
  if (!Tokens)
    return false;
  // The first pass gave the tokens to all markers of this function or to
  // none, and no marker has them otherwise; with -run-pass on MIR it may
  // not have run.
  MachineInstr *First = firstMarker(MF);
  if (!First || !endsWithToken(*First, *Tokens, ownTokenUse(*First)))
    return false;
  // The same classification as when the operands were added: nothing the
  // scheduler does changes an instruction's opcode or marker text. An
  // instruction made since has no token to take off.
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      if (Use == TokenUse::None)
        continue;
      if (endsWithToken(MI, *Tokens, Use))
        for (unsigned I = 0, E = numTokenOperands(Use); I != E; ++I)
          MI.removeOperand(MI.getNumOperands() - 1);
      if (MI.isInlineAsm())
        restoreMarkerSideEffects(MI);
    }
  forgetTokenRanges(*this, MF, *Tokens);
  return true;
}

