//===- VerifierBranches.cpp - Verify mode's feasible paths ----------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "VerifierBranches.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::verifier;

namespace {

/// Known values of 32-bit registers (and of SCC, as 0 or 1), and of single
/// lanes of 32-bit VGPRs and AGPRs, each under a key of its own (laneKey).
using Known = std::map<unsigned, uint32_t>;

/// A lane's key: its register and lane number above a bit no register
/// number reaches, so that the lanes of a register are one range of keys.
constexpr unsigned LaneKeyBit = 1u << 31;
constexpr unsigned LaneBits = 6; // A wave has at most 64 lanes.

unsigned laneKey(unsigned Reg, unsigned Lane) {
  return LaneKeyBit | Reg << LaneBits | Lane;
}

/// The register a key of Known belongs to.
unsigned keyReg(unsigned Key) {
  return Key & LaneKeyBit ? (Key & ~LaneKeyBit) >> LaneBits : Key;
}

class Values {
public:
  explicit Values(const MachineFunction &MF)
      : TII(*MF.getSubtarget().getInstrInfo()),
        TRI(*MF.getSubtarget().getRegisterInfo()),
        WaveLanes(MF.getSubtarget().checkFeatures("+wavefrontsize32") ? 32
                                                                      : 64) {
    assert(TRI.getNumRegs() <= (LaneKeyBit >> LaneBits) &&
           "register numbers overlap lane keys");
  }

  /// The 32-bit registers \p Reg is made of, low first; empty if it is not
  /// one or two of them. SCC is its own one piece.
  const std::vector<unsigned> &pieces(unsigned Reg) {
    auto [It, New] = Pieces.try_emplace(Reg);
    if (!New)
      return It->second;
    std::vector<unsigned> &P = It->second;
    if (isScc(Reg)) {
      P.push_back(Reg);
      return P;
    }
    const TargetRegisterClass *RC = TRI.getMinimalPhysRegClass(Reg);
    unsigned Bits = RC ? TRI.getRegSizeInBits(*RC) : 0;
    if (Bits == 32) {
      P.push_back(Reg);
    } else if (Bits == 64) {
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
      if (Lo && Hi)
        P = {Lo, Hi};
    }
    return P;
  }

  bool isScc(unsigned Reg) {
    return StringRef(TRI.getName(Reg)) == "SCC";
  }

  bool isExec(unsigned Reg) {
    StringRef Name = TRI.getName(Reg);
    return Name == "EXEC" || Name == "EXEC_LO";
  }

  /// \p MO's register if it is a whole 32-bit VGPR or AGPR, whose values
  /// are kept per lane; 0 otherwise.
  unsigned laneReg(const MachineOperand &MO) {
    if (!MO.isReg() || MO.getSubReg() || !MO.getReg().isPhysical())
      return 0;
    unsigned Reg = MO.getReg();
    StringRef Name = TRI.getName(Reg);
    if (!Name.starts_with("VGPR") && !Name.starts_with("AGPR"))
      return 0;
    return pieces(Reg).size() == 1 ? Reg : 0;
  }

  /// The known lanes of lane register \p Reg, by lane.
  std::map<unsigned, uint32_t> lanes(const Known &K, unsigned Reg) {
    std::map<unsigned, uint32_t> L;
    for (auto It = K.lower_bound(laneKey(Reg, 0)),
              End = K.upper_bound(laneKey(Reg, (1u << LaneBits) - 1));
         It != End; ++It)
      L.emplace(It->first & ((1u << LaneBits) - 1), It->second);
    return L;
  }

  /// The lane operand \p MO selects, if known and in the wave (the
  /// instructions do not say what a lane number past it means).
  std::optional<unsigned> lane(const Known &K, const MachineOperand &MO) {
    std::optional<uint64_t> L = get(K, MO, 32);
    if (!L || *L >= WaveLanes)
      return std::nullopt;
    return unsigned(*L);
  }

  /// The exec mask \p MI runs under: the wave's lanes of the exec it reads.
  std::optional<uint64_t> execMask(const MachineInstr &MI, const Known &K) {
    for (const MachineOperand &MO : MI.implicit_operands()) {
      if (!MO.isReg() || !MO.isUse() || !isExec(MO.getReg()))
        continue;
      ArrayRef<unsigned> P = pieces(MO.getReg());
      if (P.size() * 32 < WaveLanes)
        return std::nullopt;
      return join(K, P.take_front(WaveLanes / 32));
    }
    return std::nullopt;
  }

  /// The value of operand \p MO, \p Bits wide.
  std::optional<uint64_t> get(const Known &K, const MachineOperand &MO,
                              unsigned Bits) {
    if (MO.isImm())
      return Bits == 64 ? uint64_t(MO.getImm())
                        : uint64_t(uint32_t(MO.getImm()));
    if (!MO.isReg() || MO.getSubReg() || !MO.getReg().isPhysical())
      return std::nullopt;
    const std::vector<unsigned> &P = pieces(MO.getReg());
    if (P.empty() || (P.size() == 2) != (Bits == 64))
      return std::nullopt;
    return join(K, P);
  }

  /// The value of the 32-bit registers \p P together, low first.
  static std::optional<uint64_t> join(const Known &K, ArrayRef<unsigned> P) {
    uint64_t V = 0;
    for (unsigned I = 0; I != P.size(); ++I) {
      auto It = K.find(P[I]);
      if (It == K.end())
        return std::nullopt;
      V |= uint64_t(It->second) << (32 * I);
    }
    return V;
  }

  /// Forgets every value \p Reg overlaps, all lanes of a VGPR or AGPR
  /// included.
  void forget(Known &K, unsigned Reg) {
    for (auto It = K.begin(); It != K.end();)
      It = TRI.regsOverlap(keyReg(It->first), Reg) ? K.erase(It)
                                                    : std::next(It);
  }

  void put(Known &K, unsigned Reg, uint64_t V) {
    const std::vector<unsigned> &P = pieces(Reg);
    for (unsigned I = 0; I != P.size(); ++I)
      K[P[I]] = uint32_t(V >> (32 * I));
  }

  /// How execute() computes what an instruction writes; None: it only
  /// forgets.
  enum class Model { None, Scalar, WriteLane, ReadLane, LaneCopy, SaveExec };
  Model model(const MachineInstr &MI) const;

  /// The vdst of a V_WRITELANE_B32, whose other definitions are not writes
  /// (execute()); 0 for any other instruction.
  unsigned writeLaneDst(const MachineInstr &MI) const;

  /// One instruction.
  void execute(const MachineInstr &MI, Known &K);

  /// One instruction, backward: \p Need, the keys a branch may read after
  /// \p MI, becomes those it may read before it. The keys \p MI writes are
  /// replaced by those execute() computes them from.
  void needBefore(const MachineInstr &MI, std::set<unsigned> &Need);

  /// The lanes of its vdst that V_WRITELANE_B32 \p MI leaves known.
  Known writeLane(const MachineInstr &MI, const Known &K);

  /// The lanes of its destination that whole-register copy \p MI leaves
  /// known: the source's where exec is on, the old ones where it is off,
  /// none if exec is not known.
  Known copyLanes(const MachineInstr &MI, const Known &K);

  /// The successors the terminators of \p MBB can take with \p K (the
  /// values after its last instruction); every successor when in doubt.
  std::vector<MachineBasicBlock *> successors(MachineBasicBlock &MBB,
                                              const Known &K);

  StringRef name(const MachineInstr &MI) const {
    return TII.getName(MI.getOpcode());
  }

private:
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  const unsigned WaveLanes;
  std::map<unsigned, std::vector<unsigned>> Pieces;
};

/// The binary operations on scalar registers that flow blocks use, with
/// what one known operand alone decides (x & 0, x & ~all-ones, x | all-ones).
std::optional<uint64_t> binary(StringRef Op, std::optional<uint64_t> A,
                               std::optional<uint64_t> B, uint64_t Ones) {
  if (Op == "AND") {
    if ((A && !*A) || (B && !*B))
      return 0;
    if (A && B)
      return *A & *B;
  } else if (Op == "ANDN2") {
    if ((A && !*A) || (B && *B == Ones))
      return 0;
    if (A && B)
      return *A & ~*B & Ones;
  } else if (Op == "OR") {
    if ((A && *A == Ones) || (B && *B == Ones))
      return Ones;
    if (A && B)
      return *A | *B;
  } else if (Op == "ORN2") {
    if ((A && *A == Ones) || (B && !*B))
      return Ones;
    if (A && B)
      return (*A | ~*B) & Ones;
  } else if (Op == "XOR") {
    if (A && B)
      return *A ^ *B;
  }
  return std::nullopt;
}

Known Values::writeLane(const MachineInstr &MI, const Known &K) {
  // vdst = V_WRITELANE_B32 src0, lane, vdst_in (tied to vdst).
  Known Out;
  unsigned Dst = laneReg(MI.getOperand(0));
  std::optional<unsigned> L = lane(K, MI.getOperand(2));
  if (!Dst || !L)
    return Out;
  if (unsigned In = laneReg(MI.getOperand(3)))
    for (auto [Lane, V] : lanes(K, In))
      if (Lane != *L)
        Out[laneKey(Dst, Lane)] = V;
  if (std::optional<uint64_t> V = get(K, MI.getOperand(1), 32))
    Out[laneKey(Dst, *L)] = uint32_t(*V);
  return Out;
}

Known Values::copyLanes(const MachineInstr &MI, const Known &K) {
  Known Out;
  unsigned Dst = laneReg(MI.getOperand(0)), Src = laneReg(MI.getOperand(1));
  std::optional<uint64_t> Exec = execMask(MI, K);
  if (!Dst || !Src || !Exec)
    return Out;
  for (auto [Lane, V] : lanes(K, Src))
    if (*Exec >> Lane & 1)
      Out[laneKey(Dst, Lane)] = V;
  for (auto [Lane, V] : lanes(K, Dst))
    if (!(*Exec >> Lane & 1))
      Out[laneKey(Dst, Lane)] = V;
  return Out;
}

Values::Model Values::model(const MachineInstr &MI) const {
  if (MI.isBundle() || MI.getNumExplicitDefs() > 1)
    return Model::None;
  StringRef Name = name(MI);
  StringRef Base = Name.rsplit('_').first; // S_AND_B64 -> S_AND
  if (Name == "S_MOV_B32" || Name == "S_MOV_B64" || Base == "S_AND" ||
      Base == "S_ANDN2" || Base == "S_OR" || Base == "S_ORN2" ||
      Base == "S_XOR" || Base == "S_NOT" || Name.starts_with("S_CMP_EQ_") ||
      Name.starts_with("S_CMP_LG_") || Base == "S_CSELECT")
    return Model::Scalar;
  if (Name == "V_WRITELANE_B32" && MI.getNumExplicitOperands() == 4)
    return Model::WriteLane;
  if (Name == "V_READLANE_B32" && MI.getNumExplicitOperands() == 3)
    return Model::ReadLane;
  if ((Name == "V_ACCVGPR_WRITE_B32_e64" || Name == "V_ACCVGPR_READ_B32_e64" ||
       Name == "V_ACCVGPR_MOV_B32" || Name == "V_MOV_B32_e32") &&
      MI.getNumExplicitOperands() == 2)
    return Model::LaneCopy;
  if (Base == "S_OR_SAVEEXEC")
    return Model::SaveExec;
  return Model::None;
}

unsigned Values::writeLaneDst(const MachineInstr &MI) const {
  return name(MI) == "V_WRITELANE_B32" && MI.getNumExplicitDefs() == 1 &&
                 MI.getOperand(0).isReg()
             ? unsigned(MI.getOperand(0).getReg())
             : 0;
}

void Values::execute(const MachineInstr &MI, Known &K) {
  StringRef Name = name(MI);
  // What a modelled operation computes, read before anything is forgotten:
  // the explicit destination's value, SCC's, and any other keys it sets
  // (lanes, exec).
  std::optional<uint64_t> Result, SccResult;
  Known Writes;
  Model M = model(MI);
  unsigned Bits = Name.ends_with("_B64") || Name.ends_with("_U64") ? 64 : 32;
  uint64_t Ones = Bits == 64 ? ~0ull : 0xffffffffull;
  auto Op = [&](unsigned I) { return get(K, MI.getOperand(I), Bits); };
  StringRef Base = Name.rsplit('_').first;
  if (M == Model::Scalar) {
    if (Name == "S_MOV_B32" || Name == "S_MOV_B64") {
      Result = Op(1);
    } else if (Base == "S_NOT") {
      if (std::optional<uint64_t> A = Op(1))
        Result = ~*A & Ones, SccResult = *Result != 0;
    } else if (Name.starts_with("S_CMP_")) {
      std::optional<uint64_t> A = Op(0), B = Op(1);
      if (A && B)
        SccResult = (*A == *B) == Name.starts_with("S_CMP_EQ_");
    } else if (Base == "S_CSELECT") {
      std::optional<uint64_t> Scc;
      for (const MachineOperand &MO : MI.implicit_operands())
        if (MO.isReg() && MO.isUse() && isScc(MO.getReg())) {
          auto It = K.find(MO.getReg());
          if (It != K.end())
            Scc = It->second;
        }
      if (Scc)
        Result = *Scc ? Op(1) : Op(2);
    } else {
      Result = binary(Base.drop_front(2), Op(1), Op(2), Ones);
      if (Result)
        SccResult = *Result != 0;
    }
  } else if (M == Model::WriteLane) {
    Writes = writeLane(MI, K);
  } else if (M == Model::ReadLane) {
    // sdst = V_READLANE_B32 vsrc, lane.
    unsigned Src = laneReg(MI.getOperand(1));
    std::optional<unsigned> L = lane(K, MI.getOperand(2));
    if (Src && L) {
      auto It = K.find(laneKey(Src, *L));
      if (It != K.end())
        Result = It->second;
    }
  } else if (M == Model::LaneCopy) {
    Writes = copyLanes(MI, K);
  } else if (M == Model::SaveExec) {
    // sdst = exec; exec |= src; SCC = exec != 0. The exec it works on is
    // the implicit one's low half in the 32-bit form.
    std::vector<unsigned> Exec;
    for (const MachineOperand &MO : MI.implicit_operands())
      if (MO.isReg() && MO.isDef() && isExec(MO.getReg()))
        Exec = pieces(MO.getReg());
    Exec.resize(std::min<size_t>(Exec.size(), Bits / 32));
    if (Exec.size() * 32 == Bits) {
      std::optional<uint64_t> Old = join(K, Exec);
      Result = Old;
      if (std::optional<uint64_t> New = binary("OR", Old, Op(1), Ones)) {
        for (unsigned I = 0; I != Exec.size(); ++I)
          Writes[Exec[I]] = uint32_t(*New >> (32 * I));
        SccResult = *New != 0;
      }
    }
  }
  // v_writelane writes one lane of vdst and nothing else. An SGPR spill
  // also gives it an implicit definition of the spilled super-register,
  // which only keeps that register live: the next v_writelane reads its
  // other half.
  unsigned WriteLaneDst = writeLaneDst(MI);
  // Forget whatever the instruction may write, then record what it wrote.
  unsigned Dst = 0, SccReg = 0;
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask()) {
      K.clear();
      return;
    }
    if (!MO.isReg() || !MO.isDef())
      continue;
    if (!MO.getReg().isPhysical()) {
      K.clear();
      return;
    }
    if (WriteLaneDst && MO.isImplicit() &&
        !TRI.regsOverlap(MO.getReg(), WriteLaneDst))
      continue;
    forget(K, MO.getReg());
    if (isScc(MO.getReg()))
      SccReg = MO.getReg();
    else if (!MO.isImplicit() && !MO.getSubReg())
      Dst = MO.getReg();
  }
  if (M == Model::None)
    return;
  if (Result && Dst && !pieces(Dst).empty() &&
      pieces(Dst).size() * 32 == Bits)
    put(K, Dst, *Result);
  if (SccResult && SccReg)
    K[SccReg] = *SccResult ? 1 : 0;
  for (const auto &[Key, V] : Writes)
    K[Key] = V;
}

void Values::needBefore(const MachineInstr &MI, std::set<unsigned> &Need) {
  // The needed keys the instruction writes, as execute() forgets them.
  std::set<unsigned> Hit;
  unsigned WriteLaneDst = writeLaneDst(MI);
  for (const MachineOperand &MO : MI.operands()) {
    if (MO.isRegMask() ||
        (MO.isReg() && MO.isDef() && !MO.getReg().isPhysical())) {
      Need.clear();
      return;
    }
    if (!MO.isReg() || !MO.isDef() ||
        (WriteLaneDst && MO.isImplicit() &&
         !TRI.regsOverlap(MO.getReg(), WriteLaneDst)))
      continue;
    for (unsigned Key : Need)
      if (TRI.regsOverlap(keyReg(Key), MO.getReg()))
        Hit.insert(Key);
  }
  for (unsigned Key : Hit)
    Need.erase(Key);
  auto NeedReg = [&](const MachineOperand &MO) {
    if (!MO.isReg() || !MO.getReg().isPhysical())
      return;
    const std::vector<unsigned> &P = pieces(MO.getReg());
    Need.insert(P.begin(), P.end());
  };
  auto NeedLane = [&](unsigned Reg, unsigned Lane) {
    if (Reg && Lane < WaveLanes)
      Need.insert(laneKey(Reg, Lane));
  };
  // The lanes of \p Reg among the hit keys.
  auto HitLanes = [&](unsigned Reg) {
    std::vector<unsigned> L;
    for (unsigned Key : Hit)
      if (Reg && Key & LaneKeyBit && keyReg(Key) == Reg)
        L.push_back(Key & ((1u << LaneBits) - 1));
    return L;
  };
  if (!Hit.empty()) {
    switch (model(MI)) {
    case Model::None:
      break;
    case Model::Scalar:
    case Model::SaveExec:
      for (const MachineOperand &MO : MI.operands())
        if (MO.isReg() && MO.isUse())
          NeedReg(MO);
      break;
    case Model::ReadLane: {
      const MachineOperand &Sel = MI.getOperand(2);
      unsigned Src = laneReg(MI.getOperand(1));
      NeedReg(Sel);
      for (unsigned L = 0; L != WaveLanes; ++L)
        if (!Sel.isImm() || uint64_t(Sel.getImm()) == L)
          NeedLane(Src, L);
      break;
    }
    case Model::WriteLane: {
      std::vector<unsigned> Lanes = HitLanes(laneReg(MI.getOperand(0)));
      if (Lanes.empty())
        break;
      NeedReg(MI.getOperand(1));
      NeedReg(MI.getOperand(2));
      for (unsigned L : Lanes)
        NeedLane(laneReg(MI.getOperand(3)), L);
      break;
    }
    case Model::LaneCopy: {
      unsigned Dst = laneReg(MI.getOperand(0));
      std::vector<unsigned> Lanes = HitLanes(Dst);
      if (Lanes.empty())
        break;
      for (const MachineOperand &MO : MI.implicit_operands())
        if (MO.isReg() && MO.isUse() && isExec(MO.getReg()))
          NeedReg(MO);
      for (unsigned L : Lanes) {
        NeedLane(laneReg(MI.getOperand(1)), L);
        NeedLane(Dst, L);
      }
      break;
    }
    }
  }
  // A branch reads its condition (successors()).
  if (MI.isTerminator())
    for (const MachineOperand &MO : MI.operands())
      if (MO.isReg() && MO.isUse())
        NeedReg(MO);
}

std::vector<MachineBasicBlock *> Values::successors(MachineBasicBlock &MBB,
                                                    const Known &K) {
  std::vector<MachineBasicBlock *> All(MBB.succ_begin(), MBB.succ_end());
  std::vector<MachineBasicBlock *> Ways;
  bool Continues = true;
  for (MachineInstr &MI :
       make_range(MBB.getFirstInstrTerminator(), MBB.instr_end())) {
    if (!Continues)
      break;
    StringRef Name = name(MI);
    if (MI.isBundled() || MI.getNumOperands() == 0 ||
        !MI.getOperand(0).isMBB())
      return All;
    MachineBasicBlock *Target = MI.getOperand(0).getMBB();
    if (Name == "S_BRANCH") {
      Ways.push_back(Target);
      Continues = false;
      continue;
    }
    bool OnZero = Name == "S_CBRANCH_SCC0" || Name == "S_CBRANCH_VCCZ";
    bool OnNonZero = Name == "S_CBRANCH_SCC1" || Name == "S_CBRANCH_VCCNZ";
    if (!OnZero && !OnNonZero)
      return All;
    // The tested register: the one implicit use (SCC, VCC or VCC_LO).
    std::vector<const MachineOperand *> Uses;
    for (const MachineOperand &MO : MI.implicit_operands())
      if (MO.isReg() && MO.isUse())
        Uses.push_back(&MO);
    std::optional<uint64_t> V;
    if (Uses.size() == 1) {
      unsigned Reg = Uses[0]->getReg();
      if (isScc(Reg)) {
        auto It = K.find(Reg);
        if (It != K.end())
          V = It->second;
      } else {
        V = get(K, *Uses[0], pieces(Reg).size() == 2 ? 64 : 32);
      }
    }
    if (!V) {
      Ways.push_back(Target);
      continue;
    }
    if ((*V == 0) == OnZero) {
      Ways.push_back(Target);
      Continues = false;
    }
  }
  if (Continues) {
    MachineBasicBlock *Next = MBB.getNextNode();
    if (!Next)
      return All;
    Ways.push_back(Next);
  }
  std::vector<MachineBasicBlock *> Result;
  for (MachineBasicBlock *S : All)
    if (is_contained(Ways, S))
      Result.push_back(S);
  for (MachineBasicBlock *W : Ways)
    if (!MBB.isSuccessor(W))
      return All;
  return Result;
}

} // namespace

std::vector<PathNode> verifier::feasiblePaths(MachineFunction &MF,
                                              unsigned MaxNodes,
                                              bool &GaveUp) {
  std::vector<PathNode> Nodes;
  GaveUp = false;
  auto Plain = [&] {
    GaveUp = true;
    Nodes.clear();
    std::map<MachineBasicBlock *, unsigned> Id;
    std::vector<MachineBasicBlock *> Order{&MF.front()};
    Id[&MF.front()] = 0;
    for (unsigned I = 0; I != Order.size(); ++I)
      for (MachineBasicBlock *S : Order[I]->successors())
        if (Id.emplace(S, Order.size()).second)
          Order.push_back(S);
    for (MachineBasicBlock *B : Order) {
      PathNode N{B, {}};
      for (MachineBasicBlock *S : B->successors())
        N.Succs.push_back(Id[S]);
      Nodes.push_back(std::move(N));
    }
    return Nodes;
  };
  if (MF.empty())
    return Nodes;
  Values Val(MF);

  // The keys a branch may read, on some path from each block's entry,
  // before they are overwritten (backward over the plain CFG). Only they
  // can make two nodes of a block take different ways: at -O0 the flow
  // constants stay in their lanes long after their flow block, and nodes
  // split by them would multiply with every later flow block.
  std::vector<std::set<unsigned>> Needed(MF.getNumBlockIDs());
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MachineBasicBlock &MBB : reverse(MF)) {
      std::set<unsigned> Need;
      for (MachineBasicBlock *S : MBB.successors())
        Need.insert(Needed[S->getNumber()].begin(),
                    Needed[S->getNumber()].end());
      for (const MachineInstr &MI :
           make_range(MBB.instr_rbegin(), MBB.instr_rend()))
        Val.needBefore(MI, Need);
      if (Need != Needed[MBB.getNumber()]) {
        Needed[MBB.getNumber()] = std::move(Need);
        Changed = true;
      }
    }
  }

  // The values a node is entered with: those of the block's live-in
  // registers and of their lanes that a branch may read (what else the
  // block sees is overwritten before it is read, or read as unknown, or
  // decides no branch).
  auto EntryKey = [&](MachineBasicBlock &MBB, const Known &K) {
    const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
    Known Key;
    for (const auto &[Reg, V] : K) {
      if (!Needed[MBB.getNumber()].count(Reg))
        continue;
      for (const MachineBasicBlock::RegisterMaskPair &LI : MBB.liveins())
        if (TRI.regsOverlap(keyReg(Reg), LI.PhysReg)) {
          Key.emplace(Reg, V);
          break;
        }
    }
    return Key;
  };
  std::map<std::pair<MachineBasicBlock *, Known>, unsigned> Ids;
  std::vector<std::pair<MachineBasicBlock *, Known>> States;
  std::vector<std::vector<std::pair<MachineBasicBlock *, Known>>> Out;
  auto NodeOf = [&](MachineBasicBlock *B, Known K) -> std::optional<unsigned> {
    auto [It, New] = Ids.try_emplace({B, K}, States.size());
    if (New) {
      if (States.size() == MaxNodes)
        return std::nullopt;
      States.push_back({B, std::move(K)});
    }
    return It->second;
  };
  NodeOf(&MF.front(), Known());
  for (unsigned I = 0; I != States.size(); ++I) {
    MachineBasicBlock *B = States[I].first;
    Known K = States[I].second;
    for (const MachineInstr &MI : B->instrs())
      Val.execute(MI, K);
    Nodes.push_back({B, {}});
    for (MachineBasicBlock *S : Val.successors(*B, K)) {
      std::optional<unsigned> T = NodeOf(S, EntryKey(*S, K));
      if (!T)
        return Plain();
      Nodes[I].Succs.push_back(*T);
    }
  }
  return Nodes;
}
