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
/// gives the order to token registers instead: registers LLVM 22 reserves
/// on every target and no instruction names before register allocation.
/// Where one is not reserved, marks stay barriers.
///
/// The marker token (ASYNCcnt) orders the markers and the group members.
/// Every marker reads it and every marker but a wait that orders nothing
/// defines it; every instruction that may be a group member (an LDS DMA, a
/// gfx1250 tensor transfer, inline assembly that is not a marker) reads
/// it. The DAG builder then keeps each member between the same two marks
/// or waits that wait, and the markers in order, in every stage of the GCN
/// scheduler whatever mutations it swaps in (IGLP regions and the
/// unclustered high-pressure stage drop every other mutation). A wait that
/// orders nothing keeps only its place among the marks: no access relies
/// on it, so accesses cross it as they would in the workaround.
///
/// The access tokens (TENSORcnt and FP_REG) order the vector memory
/// accesses a wait counts. Each marker that defines the marker token also
/// defines one access token, the two in turn, and such an access reads the
/// one the marker before it defined: it stays below that marker, as a sync
/// load moved above a mark would make the wait for that group wait for it
/// too, and may sink past the next mark, down to the one after (which
/// defines the same token): there the waits before it need it less, never
/// more, and the workaround lets it sink as well. A volatile or atomic one
/// reads and defines the marker token instead, so it keeps its side of
/// every marker, empty waits too: LLVM's own wait right after it, moved
/// right before a marker, would read as the marker's.
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
  /// Reads the current access token: stays below the marker before it, and
  /// may sink past the next one (down to the one after).
  Counted,
  /// Reads the marker token: stays between the two markers around it.
  Pinned,
  /// Reads and defines the marker token: also keeps its side of every empty
  /// wait and of every group member.
  PinnedDefines,
  /// A marker that orders: reads and defines the marker token, and defines
  /// the other access token, which becomes the current one.
  Marker,
};

/// The tokens: the marker token, which orders markers and group members,
/// and the two access tokens, which the markers define in turn. They are
/// registers LLVM 22 reserves on every target and no instruction names
/// before register allocation but gfx1250's transfers, async barrier
/// arrive and counter waits, which only gain order among themselves and
/// the markers (unit tests): ASYNCcnt, TENSORcnt, and FP_REG, the frame
/// pointer's placeholder.
struct TokenSet {
  MCRegister Marker;
  std::array<MCRegister, 2> Access;
};

/// Finds the tokens by name once per register info, which a pass keeps for
/// all the functions of a subtarget.
class TokenRegisters {
public:
  /// The tokens of \p MF, or none if one of them is not reserved there.
  std::optional<TokenSet> get(const MachineFunction &MF) {
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    if (Info != &TRI) {
      Regs = {MachineClassifier::asyncCounterRegister(TRI),
              {MachineClassifier::tensorCounterRegister(TRI),
               MachineClassifier::registerNamed(TRI, "fp_reg")}};
      Info = &TRI;
    }
    const MachineRegisterInfo &MRI = MF.getRegInfo();
    auto Reserved = [&](MCRegister R) { return R && MRI.isReserved(R); };
    if (!MRI.reservedRegsFrozen() || !Reserved(Regs.Marker) ||
        !all_of(Regs.Access, Reserved))
      return std::nullopt;
    return Regs;
  }

private:
  const TargetRegisterInfo *Info = nullptr;
  TokenSet Regs;
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
  // marker's. Such an access also defines the marker token, so it keeps
  // its side of every marker, empty waits too (the DAG already orders it
  // against every other memory access).
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
  case TokenUse::Pinned:
    return 1;
  case TokenUse::PinnedDefines:
    return 2;
  case TokenUse::Marker:
    return 3;
  }
  llvm_unreachable("every token use is handled");
}

/// True if \p MI ends with the token operands the first pass gives it.
bool endsWithToken(const MachineInstr &MI, const TokenSet &T, TokenUse Use) {
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
  auto Is = [&](const MachineOperand &MO, bool Def, bool MarkerToken) {
    if (!MO.isReg() || !MO.isImplicit() || MO.isDef() != Def)
      return false;
    return MarkerToken ? MO.getReg() == T.Marker
                       : is_contained(T.Access, MO.getReg().asMCReg());
  };
  const MachineOperand *Ops = &MI.getOperand(N - Want);
  switch (Use) {
  case TokenUse::None:
    return false;
  case TokenUse::Counted:
    return Is(Ops[0], /*Def=*/false, /*MarkerToken=*/false);
  case TokenUse::Pinned:
    return Is(Ops[0], /*Def=*/false, /*MarkerToken=*/true);
  case TokenUse::PinnedDefines:
    return Is(Ops[0], /*Def=*/false, /*MarkerToken=*/true) &&
           Is(Ops[1], /*Def=*/true, /*MarkerToken=*/true);
  case TokenUse::Marker:
    return Is(Ops[0], /*Def=*/false, /*MarkerToken=*/true) &&
           Is(Ops[1], /*Def=*/true, /*MarkerToken=*/true) &&
           Is(Ops[2], /*Def=*/true, /*MarkerToken=*/false);
  }
  llvm_unreachable("every token use is handled");
}

/// Drops LiveIntervals' cached ranges of the tokens' units: computed with
/// or without the token operands, they would not match the other state.
void forgetTokenRanges(MachineFunctionPass &P, const MachineFunction &MF,
                       const TokenSet &T) {
  auto *Wrapper = P.getAnalysisIfAvailable<LiveIntervalsWrapperPass>();
  if (!Wrapper)
    return;
  LiveIntervals &LIS = Wrapper->getLIS();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  for (MCRegister Token : {T.Marker, T.Access[0], T.Access[1]})
    for (MCRegUnit Unit : TRI.regunits(Token))
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
  std::optional<TokenSet> T = this->Tokens.get(MF);
  if (!T)
    return false;
  forgetTokenRanges(*this, MF, *T);
  auto Add = [&](MachineInstr &MI, MCRegister Token, bool Def) {
    MI.addOperand(MF, MachineOperand::CreateReg(Token, Def, /*isImp=*/true));
  };
  for (MachineBasicBlock &MBB : MF) {
    // The markers that order define the two access tokens in turn. An
    // access that reads the one of the marker before it gets an edge from
    // that marker, and one to the next marker that defines the same token,
    // the one after next: a sync access moved above a mark would make the
    // wait for that group wait for it too, while one that sinks past a
    // mark leaves it.
    unsigned Current = 1;
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      switch (Use) {
      case TokenUse::None:
        continue;
      case TokenUse::Counted:
        Add(MI, T->Access[Current], /*Def=*/false);
        continue;
      case TokenUse::Pinned:
      case TokenUse::PinnedDefines:
      case TokenUse::Marker:
        Add(MI, T->Marker, /*Def=*/false);
        if (Use != TokenUse::Pinned)
          Add(MI, T->Marker, /*Def=*/true);
        if (Use == TokenUse::Marker) {
          Current ^= 1;
          Add(MI, T->Access[Current], /*Def=*/true);
        }
        break;
      }
      if (MI.isInlineAsm() && liftMarkerSideEffects(MI))
        ++NumPreRAMarkersRelaxed;
    }
  }
  return true;
}

bool PreRAOrderRestore::runOnMachineFunction(MachineFunction &MF) {
  std::optional<TokenSet> T = this->Tokens.get(MF);
  if (!T)
    return false;
  // The first pass gave the tokens to all markers of this function or to
  // none, and no marker has them otherwise; with -run-pass on MIR it may
  // not have run.
  MachineInstr *First = firstMarker(MF);
  if (!First || !endsWithToken(*First, *T, ownTokenUse(*First)))
    return false;
  // The same classification as when the operands were added: nothing the
  // scheduler does changes an instruction's opcode or marker text. An
  // instruction made since has no token to take off.
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB) {
      TokenUse Use = ownTokenUse(MI);
      if (Use == TokenUse::None)
        continue;
      if (endsWithToken(MI, *T, Use))
        for (unsigned I = 0, E = numTokenOperands(Use); I != E; ++I)
          MI.removeOperand(MI.getNumOperands() - 1);
      if (MI.isInlineAsm())
        restoreMarkerSideEffects(MI);
    }
  forgetTokenRanges(*this, MF, *T);
  return true;
}
