//===- ConstantBranches.cpp - Machine CFG edges that can be taken ---------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ConstantBranches.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-waits"

namespace {

/// The scalar operations a uniform branch is built from, by opcode name
/// (opcode numbers differ between LLVM builds). Everything else only
/// clobbers what it defines.
enum class ScalarOp {
  Other,
  Mov, ///< dst = src (S_MOV, COPY)
  And, ///< dst = a & b, SCC = dst != 0
  Or,
  Xor,
  AndN2, ///< dst = a & ~b
  OrN2,
  Not,        ///< dst = ~a
  CmpEq,      ///< SCC = a == b
  CmpLg,      ///< SCC = a != b
  CSelect,    ///< dst = SCC ? a : b
  OrSaveExec, ///< dst = exec, exec |= a, SCC = exec != 0
  WriteLane,  ///< lane b of vdst = a; its other lanes kept (-O0 spills)
  ReadLane,   ///< sdst = lane b of a
  LaneCopy,   ///< the lanes of a where exec is set (VGPR/AGPR copies)
  BranchScc0,
  BranchScc1,
  BranchVccZ,
  BranchVccNZ,
  Branch,
};

struct OpInfo {
  ScalarOp Op = ScalarOp::Other;
  unsigned Bits = 0; ///< Operand width (32 or 64) for ALU ops.
};

OpInfo scalarOp(StringRef Name) {
  if (Name == "COPY")
    return {ScalarOp::Mov, 0};
  unsigned Bits = Name.ends_with("_B64") || Name.ends_with("_U64") ? 64 : 32;
  ScalarOp Op =
      StringSwitch<ScalarOp>(Name)
          .Cases({"S_MOV_B32", "S_MOV_B64"}, ScalarOp::Mov)
          .Cases({"S_AND_B32", "S_AND_B64"}, ScalarOp::And)
          .Cases({"S_OR_B32", "S_OR_B64"}, ScalarOp::Or)
          .Cases({"S_XOR_B32", "S_XOR_B64"}, ScalarOp::Xor)
          .Cases({"S_ANDN2_B32", "S_ANDN2_B64"}, ScalarOp::AndN2)
          .Cases({"S_ORN2_B32", "S_ORN2_B64"}, ScalarOp::OrN2)
          .Cases({"S_NOT_B32", "S_NOT_B64"}, ScalarOp::Not)
          .Cases({"S_CMP_EQ_U32", "S_CMP_EQ_I32", "S_CMP_EQ_U64"},
                 ScalarOp::CmpEq)
          .Cases({"S_CMP_LG_U32", "S_CMP_LG_I32", "S_CMP_LG_U64"},
                 ScalarOp::CmpLg)
          .Cases({"S_CSELECT_B32", "S_CSELECT_B64"}, ScalarOp::CSelect)
          .Cases({"S_OR_SAVEEXEC_B32", "S_OR_SAVEEXEC_B64"},
                 ScalarOp::OrSaveExec)
          .Case("V_WRITELANE_B32", ScalarOp::WriteLane)
          .Case("V_READLANE_B32", ScalarOp::ReadLane)
          .Cases({"V_ACCVGPR_WRITE_B32_e64", "V_ACCVGPR_READ_B32_e64",
                  "V_ACCVGPR_MOV_B32", "V_MOV_B32_e32"},
                 ScalarOp::LaneCopy)
          .Case("S_CBRANCH_SCC0", ScalarOp::BranchScc0)
          .Case("S_CBRANCH_SCC1", ScalarOp::BranchScc1)
          .Case("S_CBRANCH_VCCZ", ScalarOp::BranchVccZ)
          .Case("S_CBRANCH_VCCNZ", ScalarOp::BranchVccNZ)
          .Case("S_BRANCH", ScalarOp::Branch)
          .Default(ScalarOp::Other);
  return {Op, Bits};
}

/// What is known of one value: all bits, or nothing.
using Value = std::optional<uint64_t>;

uint64_t maskOf(unsigned Bits) { return Bits == 64 ? ~0ull : 0xffffffffull; }

/// Known constant values, sorted by key. A key is a physical register, or
/// one lane of a 32-bit VGPR or AGPR: at -O0 a flow block's constant is
/// spilled to a VGPR lane (v_writelane), copied to an AGPR and back with
/// every lane active, and read back (v_readlane) where it is branched on.
using Env = SmallVector<std::pair<unsigned, uint64_t>, 4>;

constexpr unsigned LaneKeyFlag = 1u << 31;
/// Registers numbered from here on get no lane keys (none on AMDGPU).
constexpr unsigned LaneKeyRegLimit = 1u << 24;

unsigned laneKey(unsigned Reg, unsigned Lane) {
  return LaneKeyFlag | Reg << 6 | Lane;
}
bool isLaneKey(unsigned Key) { return Key & LaneKeyFlag; }
/// The register of a key (a lane key's VGPR or AGPR).
unsigned keyReg(unsigned Key) {
  return isLaneKey(Key) ? (Key & ~LaneKeyFlag) >> 6 : Key;
}
unsigned keyLane(unsigned Key) { return Key & 63; }

std::optional<uint64_t> lookup(const Env &E, unsigned Key) {
  for (const auto &[K, V] : E)
    if (K == Key)
      return V;
  return std::nullopt;
}

class Interpreter {
public:
  Interpreter(const MachineFunction &MF)
      : TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()),
        WaveLanes(MF.getSubtarget().checkFeatures("+wavefrontsize32") ? 32
                                                                      : 64),
        ReadUnits(TRI.getNumRegUnits()) {
    // A value reaches a branch only through what the modelled operations
    // and the branches read; a constant in any other register is never
    // kept, so the blocks of vector code do not clobber through it.
    for (const MachineBasicBlock &MBB : MF)
      for (const MachineInstr &MI : MBB.instrs())
        if (info(MI).Op != ScalarOp::Other)
          for (const MachineOperand &MO : MI.operands())
            if (MO.isReg() && MO.isUse() && MO.getReg().isPhysical())
              for (MCRegUnit U : TRI.regunits(MO.getReg().asMCReg()))
                ReadUnits.set(static_cast<unsigned>(U));
  }

  /// Runs the instructions of \p MBB on \p E, and returns the successors
  /// its terminators can take with those values (all of them where a
  /// terminator is not a plain branch or its condition is not known).
  SmallVector<MachineBasicBlock *, 2> run(MachineBasicBlock &MBB, Env &E);

  /// The keys whose value at the entry of \p MBB a branch of it reads, or
  /// that the value of a key of \p AtExit at its end comes from (through
  /// the modelled operations in it), in \p Out.
  void branchInputs(const MachineBasicBlock &MBB, ArrayRef<unsigned> AtExit,
                    SmallVectorImpl<unsigned> &Out);
  /// True if a branch wanting key \p Wanted reads what \p Key holds.
  bool wants(unsigned Wanted, unsigned Key) const {
    if (isLaneKey(Wanted))
      return Wanted == Key;
    return TRI.regsOverlap(Wanted, keyReg(Key));
  }

  const OpInfo &info(const MachineInstr &MI) {
    auto [It, Inserted] = Infos.try_emplace(MI.getOpcode());
    if (Inserted)
      It->second = scalarOp(TII.getName(MI.getOpcode()));
    return It->second;
  }

private:
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  /// Lanes of a wave: a lane index at or past it is not followed.
  const unsigned WaveLanes;
  DenseMap<unsigned, OpInfo> Infos;
  /// The register units a modelled operation or a branch reads.
  BitVector ReadUnits;
  bool isRead(unsigned Reg) const {
    return any_of(TRI.regunits(MCRegister(Reg)), [&](MCRegUnit U) {
      return ReadUnits.test(static_cast<unsigned>(U));
    });
  }

  Value read(const Env &E, const MachineOperand &MO);
  Value readReg(const Env &E, unsigned Reg);
  /// The low and high 32-bit registers of a 64-bit \p Reg, or (0, 0).
  std::pair<unsigned, unsigned> halves(unsigned Reg);
  DenseMap<unsigned, std::pair<unsigned, unsigned>> Halves;
  /// What a lane operation or S_OR_SAVEEXEC leaves known, computed before
  /// its definitions are clobbered, in \p Puts; false for other operations.
  bool lanePuts(const MachineInstr &MI, const OpInfo &I, const Env &E,
                Env &Puts);
  bool isExec(unsigned Reg) {
    StringRef Name = TRI.getName(Reg);
    return Name == "EXEC" || Name == "EXEC_LO";
  }
  void clobber(Env &E, unsigned Reg) const;
  /// True for an implicit def of v_writelane that the instruction also
  /// reads: a spill of one half of an SGPR pair keeps the pair live that
  /// way. v_writelane writes its VGPR only, so the pair keeps its value.
  static bool isLivenessOnlyDef(const MachineInstr &MI, const OpInfo &I,
                                const MachineOperand &MO) {
    if (I.Op != ScalarOp::WriteLane || !MO.isImplicit())
      return false;
    return any_of(MI.implicit_operands(), [&](const MachineOperand &U) {
      return U.isReg() && U.isUse() && U.getReg() == MO.getReg();
    });
  }
  /// Sets key \p Key to \p V if it is known and its register is read.
  void set(Env &E, unsigned Key, Value V) const;
  void step(MachineInstr &MI, Env &E);
  DenseMap<unsigned, bool> IsScc;
  bool sccReg(unsigned Reg) {
    auto [It, Inserted] = IsScc.try_emplace(Reg);
    if (Inserted)
      It->second = StringRef(TRI.getName(Reg)) == "SCC";
    return It->second;
  }
};

Value Interpreter::read(const Env &E, const MachineOperand &MO) {
  if (MO.isImm())
    return static_cast<uint64_t>(MO.getImm());
  if (!MO.isReg() || !MO.getReg().isPhysical() || MO.getSubReg())
    return std::nullopt;
  return readReg(E, MO.getReg());
}

std::pair<unsigned, unsigned> Interpreter::halves(unsigned Reg) {
  auto [It, New] = Halves.try_emplace(Reg);
  if (!New)
    return It->second;
  unsigned Lo = 0, Hi = 0;
  for (MCSubRegIndexIterator S(Reg, &TRI); S.isValid(); ++S) {
    unsigned Idx = S.getSubRegIndex();
    if (TRI.getSubRegIdxSize(Idx) != 32)
      continue;
    if (TRI.getSubRegIdxOffset(Idx) == 0)
      Lo = S.getSubReg();
    else if (TRI.getSubRegIdxOffset(Idx) == 32)
      Hi = S.getSubReg();
  }
  return It->second =
             Lo && Hi ? std::make_pair(Lo, Hi) : std::make_pair(0u, 0u);
}

/// A register's value: under its own key, from its two known 32-bit halves
/// (-O0 reads a flow constant back into s0 and s1 one lane at a time), or
/// as a half of a known 64-bit register (`s_mov_b64 s[0:1], -1` spilled
/// as s0 and s1).
Value Interpreter::readReg(const Env &E, unsigned Reg) {
  if (Value V = lookup(E, Reg))
    return V;
  auto [Lo, Hi] = halves(Reg);
  if (Lo) {
    Value L = readReg(E, Lo), H = readReg(E, Hi);
    if (L && H)
      return (*L & 0xffffffffull) | (*H & 0xffffffffull) << 32;
    return std::nullopt;
  }
  for (const auto &[K, V] : E) {
    if (isLaneKey(K) || !TRI.isSuperRegister(Reg, K))
      continue;
    auto [KLo, KHi] = halves(K);
    if (KLo == Reg)
      return V & 0xffffffffull;
    if (KHi == Reg)
      return V >> 32;
  }
  return std::nullopt;
}

void Interpreter::clobber(Env &E, unsigned Reg) const {
  llvm::erase_if(E, [&](const std::pair<unsigned, uint64_t> &P) {
    return TRI.regsOverlap(keyReg(P.first), Reg);
  });
}

bool Interpreter::lanePuts(const MachineInstr &MI, const OpInfo &I,
                           const Env &E, Env &Puts) {
  auto PhysReg = [&](unsigned OpNo) -> unsigned {
    if (OpNo >= MI.getNumExplicitOperands())
      return 0;
    const MachineOperand &MO = MI.getOperand(OpNo);
    if (!MO.isReg() || !MO.getReg().isPhysical() || MO.getSubReg())
      return 0;
    return MO.getReg();
  };
  auto Operand = [&](unsigned OpNo) -> Value {
    if (OpNo >= MI.getNumExplicitOperands())
      return std::nullopt;
    return read(E, MI.getOperand(OpNo));
  };
  auto Lane = [&](unsigned OpNo) -> std::optional<unsigned> {
    Value L = Operand(OpNo);
    if (!L || *L >= WaveLanes)
      return std::nullopt;
    return unsigned(*L);
  };
  auto Trackable = [](unsigned Reg) { return Reg && Reg < LaneKeyRegLimit; };
  switch (I.Op) {
  case ScalarOp::WriteLane: {
    // vdst, src0, lane select, vdst_in (tied to vdst): the other lanes keep
    // their values. An unknown lane forgets them all.
    unsigned VDst = PhysReg(0);
    std::optional<unsigned> L = Lane(2);
    if (!Trackable(VDst) || !L || PhysReg(3) != VDst)
      return true;
    for (const auto &[K, V] : E)
      if (isLaneKey(K) && keyReg(K) == VDst && keyLane(K) != *L)
        Puts.push_back({K, V});
    if (Value Src = Operand(1))
      Puts.push_back({laneKey(VDst, *L), *Src & 0xffffffffull});
    return true;
  }
  case ScalarOp::ReadLane: {
    unsigned SDst = PhysReg(0), VSrc = PhysReg(1);
    std::optional<unsigned> L = Lane(2);
    if (SDst && Trackable(VSrc) && L)
      if (Value V = lookup(E, laneKey(VSrc, *L)))
        Puts.push_back({SDst, *V});
    return true;
  }
  case ScalarOp::LaneCopy: {
    // A lane where exec is set gets the source's; one where it is clear
    // keeps its own. Nothing is known without exec.
    unsigned Dst = PhysReg(0), Src = PhysReg(1);
    unsigned ExecReg = 0;
    for (const MachineOperand &MO : MI.implicit_operands())
      if (MO.isReg() && MO.isUse() && isExec(MO.getReg())) {
        if (ExecReg && ExecReg != MO.getReg())
          return true;
        ExecReg = MO.getReg();
      }
    if (!Trackable(Dst) || !Src || !ExecReg)
      return true;
    Value Exec = readReg(E, ExecReg);
    if (!Exec)
      return true;
    unsigned Lanes = std::min(WaveLanes, halves(ExecReg).first ? 64u : 32u);
    for (unsigned L = 0; L != Lanes; ++L) {
      bool Active = (*Exec >> L) & 1;
      if (Active && !Trackable(Src))
        continue;
      if (Value V = lookup(E, laneKey(Active ? Src : Dst, L)))
        Puts.push_back({laneKey(Dst, L), *V});
    }
    return true;
  }
  case ScalarOp::OrSaveExec: {
    // sdst = exec; exec |= src; SCC = exec != 0. With src all ones, exec
    // is all ones whatever it was.
    unsigned SDst = PhysReg(0), ExecUse = 0, ExecDef = 0, SccDef = 0;
    for (const MachineOperand &MO : MI.implicit_operands()) {
      if (!MO.isReg() || !MO.getReg().isPhysical())
        continue;
      if (isExec(MO.getReg()))
        (MO.isDef() ? ExecDef : ExecUse) = MO.getReg();
      else if (MO.isDef() && sccReg(MO.getReg()))
        SccDef = MO.getReg();
    }
    uint64_t M = maskOf(I.Bits);
    Value Old = ExecUse ? readReg(E, ExecUse) : std::nullopt;
    Value Src = Operand(1);
    Value New;
    if ((Old && (*Old & M) == M) || (Src && (*Src & M) == M))
      New = M;
    else if (Old && Src)
      New = (*Old | *Src) & M;
    if (SDst && Old)
      Puts.push_back({SDst, *Old & M});
    if (ExecDef && New && ExecDef == ExecUse)
      Puts.push_back({ExecDef, *New});
    if (SccDef && New)
      Puts.push_back({SccDef, *New != 0});
    return true;
  }
  default:
    return false;
  }
}

void Interpreter::set(Env &E, unsigned Key, Value V) const {
  if (!V || !isRead(keyReg(Key)))
    return;
  auto It = llvm::lower_bound(E, std::make_pair(Key, uint64_t(0)));
  E.insert(It, {Key, *V});
}

/// One instruction's effect on \p E: every register it may define is
/// clobbered, then what a modelled operation defines is set.
void Interpreter::step(MachineInstr &MI, Env &E) {
  const OpInfo &I = info(MI);
  // Inputs first: an instruction may read what it defines.
  SmallVector<Value, 3> In;
  Value Scc;
  if (I.Op != ScalarOp::Other && !MI.isBundle()) {
    for (const MachineOperand &MO : MI.explicit_uses())
      In.push_back(read(E, MO));
    for (const MachineOperand &MO : MI.implicit_operands())
      if (MO.isReg() && MO.isUse() && sccReg(MO.getReg()))
        Scc = read(E, MO);
  }
  Env Puts;
  bool LaneOp = !MI.isBundle() && lanePuts(MI, I, E, Puts);
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) {
      E.clear();
      return;
    }
    if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
        !isLivenessOnlyDef(MI, I, MO))
      clobber(E, MO.getReg());
  }
  if (LaneOp) {
    for (const auto &[K, V] : Puts)
      if (!lookup(E, K))
        set(E, K, V);
    return;
  }
  if (I.Op == ScalarOp::Other || MI.isBundle())
    return;

  // The one explicit def, whole (no sub-register), and SCC if defined.
  unsigned Dst = 0, SccDef = 0;
  for (const MachineOperand &MO : MI.operands()) {
    if (!MO.isReg() || !MO.isDef() || !MO.getReg().isPhysical())
      continue;
    if (sccReg(MO.getReg()))
      SccDef = MO.getReg();
    else if (!MO.isImplicit() && !MO.getSubReg())
      Dst = MO.getReg();
  }
  uint64_t M = maskOf(I.Bits);
  auto Known = [](const Value &V) { return V.has_value(); };
  Value Result;
  switch (I.Op) {
  case ScalarOp::Mov:
    if (In.size() == 1 && Dst) {
      // A copy keeps the source's width; an immediate is sign-extended
      // already (MachineOperand immediates are int64_t).
      if (In[0])
        Result = I.Bits ? *In[0] & M : *In[0];
      set(E, Dst, Result);
    }
    return;
  case ScalarOp::And:
  case ScalarOp::Or:
  case ScalarOp::Xor:
  case ScalarOp::AndN2:
  case ScalarOp::OrN2: {
    if (In.size() != 2)
      return;
    Value A = In[0] ? Value(*In[0] & M) : std::nullopt;
    Value B = In[1] ? Value(*In[1] & M) : std::nullopt;
    switch (I.Op) {
    case ScalarOp::And:
      if ((A && *A == 0) || (B && *B == 0))
        Result = 0;
      else if (Known(A) && Known(B))
        Result = *A & *B;
      break;
    case ScalarOp::Or:
      if ((A && *A == M) || (B && *B == M))
        Result = M;
      else if (Known(A) && Known(B))
        Result = *A | *B;
      break;
    case ScalarOp::Xor:
      if (Known(A) && Known(B))
        Result = *A ^ *B;
      break;
    case ScalarOp::AndN2:
      if ((A && *A == 0) || (B && *B == M))
        Result = 0;
      else if (Known(A) && Known(B))
        Result = *A & ~*B & M;
      break;
    case ScalarOp::OrN2:
      if ((A && *A == M) || (B && *B == 0))
        Result = M;
      else if (Known(A) && Known(B))
        Result = (*A | ~*B) & M;
      break;
    default:
      break;
    }
    if (Dst)
      set(E, Dst, Result);
    if (SccDef && Result)
      set(E, SccDef, *Result != 0);
    return;
  }
  case ScalarOp::Not:
    if (In.size() == 1 && In[0])
      Result = ~*In[0] & M;
    if (Dst)
      set(E, Dst, Result);
    if (SccDef && Result)
      set(E, SccDef, *Result != 0);
    return;
  case ScalarOp::CmpEq:
  case ScalarOp::CmpLg:
    if (In.size() == 2 && In[0] && In[1] && SccDef) {
      bool Eq = (*In[0] & M) == (*In[1] & M);
      set(E, SccDef, (I.Op == ScalarOp::CmpEq) == Eq);
    }
    return;
  case ScalarOp::CSelect:
    if (In.size() == 2 && Scc && Dst) {
      Value V = *Scc ? In[0] : In[1];
      if (V)
        set(E, Dst, *V & M);
    }
    return;
  default:
    return;
  }
}

SmallVector<MachineBasicBlock *, 2> Interpreter::run(MachineBasicBlock &MBB,
                                                     Env &E) {
  SmallVector<MachineBasicBlock *, 2> All(MBB.successors());
  auto FirstTerm = MBB.getFirstInstrTerminator();
  for (MachineInstr &MI : make_range(MBB.instr_begin(), FirstTerm))
    step(MI, E);

  SmallVector<MachineBasicBlock *, 2> Taken;
  bool FallsThrough = true, Unknown = false;
  for (MachineInstr &MI : make_range(FirstTerm, MBB.instr_end())) {
    // Every terminator's defs count for the successors, taken or not.
    step(MI, E);
    if (Unknown || !FallsThrough)
      continue;
    const OpInfo &I = info(MI);
    if (MI.isBundled() || MI.isBundle()) {
      Unknown = true;
      continue;
    }
    std::optional<bool> Cond;
    switch (I.Op) {
    case ScalarOp::Branch:
      if (!MI.getOperand(0).isMBB()) {
        Unknown = true;
        continue;
      }
      Taken.push_back(MI.getOperand(0).getMBB());
      FallsThrough = false;
      break;
    case ScalarOp::BranchScc0:
    case ScalarOp::BranchScc1:
    case ScalarOp::BranchVccZ:
    case ScalarOp::BranchVccNZ: {
      if (!MI.getOperand(0).isMBB()) {
        Unknown = true;
        continue;
      }
      // The condition register is the branch's one implicit register use.
      Value V;
      unsigned Uses = 0;
      for (const MachineOperand &MO : MI.implicit_operands())
        if (MO.isReg() && MO.isUse()) {
          ++Uses;
          V = read(E, MO);
        }
      if (Uses != 1)
        V.reset();
      if (V) {
        bool Zero = *V == 0;
        Cond = I.Op == ScalarOp::BranchScc0 || I.Op == ScalarOp::BranchVccZ
                   ? Zero
                   : !Zero;
      }
      if (!Cond || *Cond)
        Taken.push_back(MI.getOperand(0).getMBB());
      if (Cond && *Cond)
        FallsThrough = false;
      break;
    }
    default:
      Unknown = true;
      continue;
    }
  }
  if (Unknown)
    return All;
  if (FallsThrough) {
    MachineBasicBlock *Next = MBB.getNextNode();
    if (!Next)
      return All;
    Taken.push_back(Next);
  }
  // Every way found must be a successor; otherwise the block is not what
  // this reading assumes.
  for (MachineBasicBlock *T : Taken)
    if (!MBB.isSuccessor(T))
      return All;
  SmallVector<MachineBasicBlock *, 2> Result;
  for (MachineBasicBlock *S : All)
    if (is_contained(Taken, S) && !is_contained(Result, S))
      Result.push_back(S);
  return Result;
}

void Interpreter::branchInputs(const MachineBasicBlock &MBB,
                               ArrayRef<unsigned> AtExit,
                               SmallVectorImpl<unsigned> &Out) {
  // Backwards from the end and the conditional branches: a key wanted is
  // either defined by a modelled operation in the block (whose inputs are
  // then wanted) or, if nothing defines it before, an input of the block.
  SmallVector<unsigned, 4> Wanted(AtExit), More;
  auto WantKey = [&](unsigned K) {
    if (!is_contained(Wanted, K) && !is_contained(More, K))
      More.push_back(K);
  };
  auto Want = [&](const MachineOperand &MO) {
    if (MO.isReg() && MO.isUse() && MO.getReg().isPhysical())
      WantKey(MO.getReg());
  };
  for (auto It = MBB.instr_rbegin(), End = MBB.instr_rend(); It != End; ++It) {
    const MachineInstr &MI = *It;
    const OpInfo &I = info(MI);
    More.clear();
    bool IsCondBranch =
        I.Op == ScalarOp::BranchScc0 || I.Op == ScalarOp::BranchScc1 ||
        I.Op == ScalarOp::BranchVccZ || I.Op == ScalarOp::BranchVccNZ;
    if (IsCondBranch) {
      for (const MachineOperand &MO : MI.implicit_operands())
        Want(MO);
      Wanted.append(More);
      continue;
    }
    auto Defs = [&](unsigned Reg, bool &ByDst, bool &ByOther) {
      ByDst = ByOther = false;
      for (const MachineOperand &MO : MI.operands()) {
        if (MO.isRegMask() && MO.clobbersPhysReg(Reg))
          ByOther = true;
        if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
            TRI.regsOverlap(Reg, MO.getReg()) && !isLivenessOnlyDef(MI, I, MO))
          (MO.getOperandNo() == 0 && !MO.isImplicit() ? ByDst : ByOther) = true;
      }
    };
    // A wanted 64-bit register that is only partly defined here is wanted
    // by halves: the other half still comes from above.
    for (unsigned WI = 0, N = Wanted.size(); WI != N; ++WI) {
      unsigned W = Wanted[WI];
      auto [Lo, Hi] = isLaneKey(W) ? std::make_pair(0u, 0u) : halves(W);
      if (!Lo)
        continue;
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical() &&
            TRI.regsOverlap(W, MO.getReg()) && MO.getReg() != W &&
            !TRI.isSubRegister(MO.getReg(), W) &&
            !isLivenessOnlyDef(MI, I, MO)) {
          Wanted[WI] = Lo;
          if (!is_contained(Wanted, Hi))
            Wanted.push_back(Hi);
          break;
        }
    }
    for (unsigned &W : Wanted) {
      bool ByDst, ByOther;
      Defs(keyReg(W), ByDst, ByOther);
      if (!ByDst && !ByOther)
        continue;
      if (MI.isBundle() || I.Op == ScalarOp::Other) {
        W = 0;
        continue;
      }
      switch (I.Op) {
      case ScalarOp::WriteLane: {
        // The lanes it does not write are still wanted from above.
        if (ByOther) {
          W = 0;
          break;
        }
        const MachineOperand &LaneMO = MI.getOperand(2);
        if (isLaneKey(W) && LaneMO.isImm() &&
            keyLane(W) != uint64_t(LaneMO.getImm()))
          break;
        Want(MI.getOperand(1));
        Want(LaneMO);
        if (isLaneKey(W) && LaneMO.isImm())
          W = 0;
        break;
      }
      case ScalarOp::LaneCopy: {
        // Where exec is clear the lane keeps its value: still wanted.
        if (ByOther) {
          W = 0;
          break;
        }
        for (const MachineOperand &MO : MI.implicit_operands())
          Want(MO);
        const MachineOperand &Src = MI.getOperand(1);
        if (isLaneKey(W) && Src.isReg() && Src.getReg().isPhysical() &&
            Src.getReg() < LaneKeyRegLimit)
          WantKey(laneKey(Src.getReg(), keyLane(W)));
        else
          Want(Src);
        break;
      }
      case ScalarOp::ReadLane: {
        W = 0;
        const MachineOperand &Src = MI.getOperand(1);
        const MachineOperand &LaneMO = MI.getOperand(2);
        if (!ByDst)
          break;
        if (LaneMO.isImm() && Src.isReg() && Src.getReg().isPhysical() &&
            Src.getReg() < LaneKeyRegLimit) {
          WantKey(laneKey(Src.getReg(), LaneMO.getImm() & 63));
        } else {
          Want(Src);
          Want(LaneMO);
        }
        break;
      }
      default:
        W = 0;
        for (const MachineOperand &MO : MI.operands())
          Want(MO);
        break;
      }
    }
    llvm::erase(Wanted, 0u);
    for (unsigned K : More)
      if (!is_contained(Wanted, K))
        Wanted.push_back(K);
  }
  for (unsigned W : Wanted)
    if (!is_contained(Out, W))
      Out.push_back(W);
}

} // namespace

FeasibleCfg asyncmark::buildFeasibleCfg(
    MachineFunction &MF,
    function_ref<bool(const MachineBasicBlock &)> IsEventFree, bool Enabled) {
  FeasibleCfg Plain;
  auto BuildPlain = [&] {
    // One node per block reachable from the entry, every edge.
    DenseMap<const MachineBasicBlock *, unsigned> Id;
    Id[&MF.front()] = 0;
    Plain.Nodes.push_back({&MF.front(), {}});
    for (unsigned I = 0; I != Plain.Nodes.size(); ++I)
      for (MachineBasicBlock *S : Plain.Nodes[I].MBB->successors())
        if (Id.try_emplace(S, Plain.Nodes.size()).second)
          Plain.Nodes.push_back({S, {}});
    for (FeasibleCfg::Node &N : Plain.Nodes)
      for (MachineBasicBlock *S : N.MBB->successors())
        N.Succs.push_back(Id[S]);
    return Plain;
  };
  // Without a block of two ways there is no way to rule out.
  if (!Enabled || MF.empty() || none_of(MF, [](const MachineBasicBlock &MBB) {
        return MBB.succ_size() > 1;
      }))
    return BuildPlain();

  Interpreter Interp(MF);
  unsigned NumBlocks = MF.getNumBlockIDs();

  // The keys a branch may read at each copyable block's entry, through
  // copyable blocks: Wanted(B) = inputs of B's branches, plus the entry
  // keys that what a copyable successor wants comes from (a flow block may
  // pass a flow constant on to the next one through a lane of a VGPR). A
  // backward fixpoint; only a copyable block's keys are ever read.
  SmallVector<SmallVector<unsigned, 2>, 0> Wanted(NumBlocks);
  SmallVector<bool, 0> Copyable(NumBlocks, false);
  for (MachineBasicBlock &MBB : MF) {
    Copyable[MBB.getNumber()] = IsEventFree(MBB);
    if (Copyable[MBB.getNumber()])
      Interp.branchInputs(MBB, {}, Wanted[MBB.getNumber()]);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock &MBB : MF) {
      unsigned B = MBB.getNumber();
      if (!Copyable[B])
        continue;
      SmallVector<unsigned, 4> AtExit, In;
      for (MachineBasicBlock *S : MBB.successors())
        if (Copyable[S->getNumber()])
          for (unsigned R : Wanted[S->getNumber()])
            if (!is_contained(AtExit, R))
              AtExit.push_back(R);
      if (AtExit.empty())
        continue;
      Interp.branchInputs(MBB, AtExit, In);
      for (unsigned R : In)
        if (!is_contained(Wanted[B], R)) {
          Wanted[B].push_back(R);
          Changed = true;
        }
    }
  }

  // Nodes: a copyable block per (block, constants of its wanted registers);
  // any other block once. Every node is entered with the meet of its ways
  // in: a copy keeps the constants its own branches do not read, for the
  // blocks after it (a uniform loop's flow block between a flow constant's
  // definition and the flow block that tests it).
  struct NodeState {
    MachineBasicBlock *MBB;
    Env In;
    bool Seen = false; ///< In holds a value (a meet starts from the first).
    SmallVector<MachineBasicBlock *, 2> Out;
    Env OutEnv;
  };
  std::vector<NodeState> States;
  std::map<std::pair<unsigned, Env>, unsigned> CopyIds;
  SmallVector<int, 0> SingleIds(NumBlocks, -1);
  unsigned Limit = 2 * NumBlocks + 64;

  auto Restrict = [&](const Env &E, unsigned B) {
    Env R;
    for (const auto &P : E)
      if (any_of(Wanted[B],
                 [&](unsigned W) { return Interp.wants(W, P.first); }))
        R.push_back(P);
    return R;
  };
  SmallVector<unsigned, 16> Work;
  // Enters block \p S with constants \p E; returns its node, or ~0u when
  // there would be too many.
  auto Enter = [&](MachineBasicBlock *S, const Env &E) -> unsigned {
    unsigned B = S->getNumber();
    unsigned Id;
    if (Copyable[B]) {
      auto [It, Inserted] =
          CopyIds.try_emplace({B, Restrict(E, B)}, States.size());
      if (Inserted) {
        if (States.size() >= Limit)
          return ~0u;
        States.push_back({S, E, true, {}, {}});
        Work.push_back(It->second);
        return It->second;
      }
      Id = It->second;
    } else {
      int &Single = SingleIds[B];
      if (Single < 0) {
        if (States.size() >= Limit)
          return ~0u;
        Single = States.size();
        States.push_back({S, E, true, {}, {}});
        Work.push_back(Single);
        return Single;
      }
      Id = Single;
    }
    // The meet: the constants every way in agrees on. A copy's ways in
    // agree on its key, so its branches go the same ways after the meet.
    Env &In = States[Id].In;
    size_t Before = In.size();
    llvm::erase_if(In, [&](const std::pair<unsigned, uint64_t> &P) {
      return !is_contained(E, P);
    });
    if (In.size() != Before)
      Work.push_back(Id);
    return Id;
  };

  if (Enter(&MF.front(), {}) == ~0u)
    return BuildPlain();
  while (!Work.empty()) {
    unsigned Id = Work.pop_back_val();
    Env E = States[Id].In;
    SmallVector<MachineBasicBlock *, 2> Out = Interp.run(*States[Id].MBB, E);
    States[Id].Out = Out;
    States[Id].OutEnv = E;
    for (MachineBasicBlock *S : Out)
      if (Enter(S, E) == ~0u)
        return BuildPlain();
  }

  // Final edges from the final states, then the nodes reachable from the
  // entry (a copy entered only from a state that later widened is not).
  auto Target = [&](MachineBasicBlock *S, const Env &E) -> unsigned {
    unsigned B = S->getNumber();
    if (!Copyable[B])
      return SingleIds[B];
    auto It = CopyIds.find({B, Restrict(E, B)});
    return It == CopyIds.end() ? ~0u : It->second;
  };
  SmallVector<int, 0> NewId(States.size(), -1);
  FeasibleCfg Result;
  SmallVector<unsigned, 16> Order{0};
  NewId[0] = 0;
  for (unsigned I = 0; I != Order.size(); ++I)
    for (MachineBasicBlock *S : States[Order[I]].Out) {
      unsigned T = Target(S, States[Order[I]].OutEnv);
      if (T == ~0u)
        return BuildPlain(); // A state never explored: not expected.
      if (NewId[T] < 0) {
        NewId[T] = Order.size();
        Order.push_back(T);
      }
    }
  SmallVector<bool, 0> BlockSeen(NumBlocks, false);
  for (unsigned Old : Order) {
    FeasibleCfg::Node N{States[Old].MBB, {}};
    for (MachineBasicBlock *S : States[Old].Out)
      N.Succs.push_back(NewId[Target(S, States[Old].OutEnv)]);
    if (BlockSeen[N.MBB->getNumber()])
      ++Result.Copies;
    BlockSeen[N.MBB->getNumber()] = true;
    Result.Nodes.push_back(std::move(N));
  }
  // Pruned: edges between reachable blocks that no node has.
  DenseMap<std::pair<unsigned, unsigned>, bool> Kept;
  for (const FeasibleCfg::Node &N : Result.Nodes)
    for (unsigned S : N.Succs)
      Kept[{unsigned(N.MBB->getNumber()),
            unsigned(Result.Nodes[S].MBB->getNumber())}] = true;
  for (MachineBasicBlock &MBB : MF)
    if (BlockSeen[MBB.getNumber()])
      for (MachineBasicBlock *S : MBB.successors())
        if (BlockSeen[S->getNumber()] &&
            !Kept.count({unsigned(MBB.getNumber()), unsigned(S->getNumber())}))
          ++Result.PrunedEdges;
  return Result;
}
