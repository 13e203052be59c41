//===- ConstantBranches.cpp - Machine CFG edges that can be taken ---------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ConstantBranches.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
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
  Mov,   ///< dst = src (S_MOV, COPY)
  And,   ///< dst = a & b, SCC = dst != 0
  Or,
  Xor,
  AndN2, ///< dst = a & ~b
  OrN2,
  Not,   ///< dst = ~a
  CmpEq, ///< SCC = a == b
  CmpLg, ///< SCC = a != b
  CSelect, ///< dst = SCC ? a : b
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
  ScalarOp Op = StringSwitch<ScalarOp>(Name)
                    .Cases("S_MOV_B32", "S_MOV_B64", ScalarOp::Mov)
                    .Cases("S_AND_B32", "S_AND_B64", ScalarOp::And)
                    .Cases("S_OR_B32", "S_OR_B64", ScalarOp::Or)
                    .Cases("S_XOR_B32", "S_XOR_B64", ScalarOp::Xor)
                    .Cases("S_ANDN2_B32", "S_ANDN2_B64", ScalarOp::AndN2)
                    .Cases("S_ORN2_B32", "S_ORN2_B64", ScalarOp::OrN2)
                    .Cases("S_NOT_B32", "S_NOT_B64", ScalarOp::Not)
                    .Cases("S_CMP_EQ_U32", "S_CMP_EQ_I32", "S_CMP_EQ_U64",
                           ScalarOp::CmpEq)
                    .Cases("S_CMP_LG_U32", "S_CMP_LG_I32", "S_CMP_LG_U64",
                           ScalarOp::CmpLg)
                    .Cases("S_CSELECT_B32", "S_CSELECT_B64", ScalarOp::CSelect)
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

/// Known constant values of physical registers, sorted by register.
using Env = SmallVector<std::pair<unsigned, uint64_t>, 4>;

class Interpreter {
public:
  Interpreter(const MachineFunction &MF)
      : TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()) {}

  /// Runs the instructions of \p MBB on \p E, and returns the successors
  /// its terminators can take with those values (all of them where a
  /// terminator is not a plain branch or its condition is not known).
  SmallVector<MachineBasicBlock *, 2> run(MachineBasicBlock &MBB, Env &E);

  /// The registers whose value at the entry of \p MBB a branch of it reads
  /// (through the modelled operations in it), in \p Out.
  void branchInputs(const MachineBasicBlock &MBB,
                    SmallVectorImpl<unsigned> &Out);
  /// True if \p MBB may define a register overlapping \p Reg.
  bool mayDefine(const MachineBasicBlock &MBB, unsigned Reg);

  const OpInfo &info(const MachineInstr &MI) {
    auto [It, Inserted] = Infos.try_emplace(MI.getOpcode());
    if (Inserted)
      It->second = scalarOp(TII.getName(MI.getOpcode()));
    return It->second;
  }

private:
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  DenseMap<unsigned, OpInfo> Infos;
  /// mayDefine()'s answers, by (block number, register).
  DenseMap<std::pair<int, unsigned>, bool> Defines;

  Value read(const Env &E, const MachineOperand &MO);
  void clobber(Env &E, unsigned Reg) const;
  static void set(Env &E, unsigned Reg, Value V);
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
  unsigned Reg = MO.getReg();
  for (const auto &[R, V] : E)
    if (R == Reg)
      return V;
  return std::nullopt;
}

void Interpreter::clobber(Env &E, unsigned Reg) const {
  llvm::erase_if(E, [&](const std::pair<unsigned, uint64_t> &P) {
    return TRI.regsOverlap(P.first, Reg);
  });
}

void Interpreter::set(Env &E, unsigned Reg, Value V) {
  if (!V)
    return;
  auto It = llvm::lower_bound(E, std::make_pair(Reg, uint64_t(0)));
  E.insert(It, {Reg, *V});
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
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) {
      E.clear();
      return;
    }
    if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical())
      clobber(E, MO.getReg());
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

bool Interpreter::mayDefine(const MachineBasicBlock &MBB, unsigned Reg) {
  // Asked again on every round of the caller's fixpoint: each block is
  // scanned once per register.
  auto [It, New] = Defines.try_emplace({MBB.getNumber(), Reg}, false);
  if (!New)
    return It->second;
  for (const MachineInstr &MI : MBB.instrs())
    for (const MachineOperand &MO : MI.operands())
      if (MO.isRegMask() ||
          (MO.isReg() && MO.isDef() &&
           (!MO.getReg().isPhysical() || TRI.regsOverlap(MO.getReg(), Reg))))
        return It->second = true;
  return false;
}

void Interpreter::branchInputs(const MachineBasicBlock &MBB,
                               SmallVectorImpl<unsigned> &Out) {
  // Backwards from the conditional branches: a register wanted is either
  // defined by a modelled operation in the block (whose inputs are then
  // wanted) or, if nothing defines it before, an input of the block.
  SmallVector<unsigned, 4> Wanted;
  auto Want = [&](const MachineOperand &MO) {
    if (MO.isReg() && MO.isUse() && MO.getReg().isPhysical() &&
        !is_contained(Wanted, unsigned(MO.getReg())))
      Wanted.push_back(MO.getReg());
  };
  for (auto It = MBB.instr_rbegin(), End = MBB.instr_rend(); It != End;
       ++It) {
    const MachineInstr &MI = *It;
    const OpInfo &I = info(MI);
    bool IsCondBranch =
        I.Op == ScalarOp::BranchScc0 || I.Op == ScalarOp::BranchScc1 ||
        I.Op == ScalarOp::BranchVccZ || I.Op == ScalarOp::BranchVccNZ;
    if (IsCondBranch) {
      for (const MachineOperand &MO : MI.implicit_operands())
        Want(MO);
      continue;
    }
    bool DefinesWanted = false;
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.isDef() && MO.getReg().isPhysical())
        for (unsigned &W : Wanted)
          if (W && TRI.regsOverlap(W, MO.getReg())) {
            DefinesWanted = true;
            W = 0; // Defined here: not wanted above (unless read again).
          }
    llvm::erase(Wanted, 0u);
    if (DefinesWanted && I.Op != ScalarOp::Other)
      for (const MachineOperand &MO : MI.operands())
        Want(MO);
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
  if (!Enabled || MF.empty())
    return BuildPlain();

  Interpreter Interp(MF);
  unsigned NumBlocks = MF.getNumBlockIDs();

  // The registers a branch may read at each block's entry, through blocks
  // that may be copied: Wanted(B) = inputs of B's branches, plus what a
  // copyable successor wants that B does not define. A backward fixpoint.
  SmallVector<SmallVector<unsigned, 2>, 0> Wanted(NumBlocks);
  SmallVector<bool, 0> Copyable(NumBlocks, false);
  for (MachineBasicBlock &MBB : MF) {
    Interp.branchInputs(MBB, Wanted[MBB.getNumber()]);
    Copyable[MBB.getNumber()] = IsEventFree(MBB);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock &MBB : MF)
      for (MachineBasicBlock *S : MBB.successors()) {
        if (!Copyable[S->getNumber()])
          continue;
        for (unsigned R : SmallVector<unsigned, 2>(Wanted[S->getNumber()]))
          if (!is_contained(Wanted[MBB.getNumber()], R) &&
              !Interp.mayDefine(MBB, R)) {
            Wanted[MBB.getNumber()].push_back(R);
            Changed = true;
          }
      }
  }

  // Nodes: a copyable block per (block, constants of its wanted registers);
  // any other block once, entered with the meet of its ways in.
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
      if (is_contained(Wanted[B], P.first))
        R.push_back(P);
    return R;
  };
  SmallVector<unsigned, 16> Work;
  // Enters block \p S with constants \p E; returns its node, or ~0u when
  // there would be too many.
  auto Enter = [&](MachineBasicBlock *S, const Env &E) -> unsigned {
    unsigned B = S->getNumber();
    if (Copyable[B]) {
      Env Key = Restrict(E, B);
      auto [It, Inserted] = CopyIds.try_emplace({B, Key}, States.size());
      if (Inserted) {
        if (States.size() >= Limit)
          return ~0u;
        States.push_back({S, Key, true, {}, {}});
        Work.push_back(It->second);
      }
      return It->second;
    }
    int &Id = SingleIds[B];
    if (Id < 0) {
      if (States.size() >= Limit)
        return ~0u;
      Id = States.size();
      States.push_back({S, E, true, {}, {}});
      Work.push_back(Id);
      return Id;
    }
    // The meet: the constants every way in agrees on.
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
