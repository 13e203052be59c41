//===- LLVMInternals.cpp - What the plugin takes from LLVM 22's insides ---===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LLVMInternals.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/ScheduleDAGInstrs.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include <algorithm>
#include <iterator>

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::llvm_internals;

unsigned llvm_internals::searchSortedOpcodes(const MCInstrInfo &TII,
                                             StringRef Name) {
  unsigned First = TargetOpcode::GENERIC_OP_END + 1, End = TII.getNumOpcodes();
  if (First >= End)
    return ~0u;
  // The first non-pseudo opcode.
  unsigned Lo = First, Hi = End;
  while (Lo < Hi) {
    unsigned Mid = Lo + (Hi - Lo) / 2;
    if (TII.get(Mid).isPseudo())
      Lo = Mid + 1;
    else
      Hi = Mid;
  }
  for (auto [RunBegin, RunEnd] : {std::pair{First, Lo}, std::pair{Lo, End}}) {
    unsigned L = RunBegin, H = RunEnd;
    while (L < H) {
      unsigned Mid = L + (H - L) / 2;
      if (TII.getName(Mid) < Name)
        L = Mid + 1;
      else
        H = Mid;
    }
    if (L < RunEnd && TII.getName(L) == Name)
      return L;
  }
  return ~0u;
}

cl::opt<bool> *llvm_internals::findBoolOption(StringRef Name) {
  auto &Opts = cl::getRegisteredOptions();
  auto It = Opts.find(Name);
  if (It == Opts.end())
    return nullptr;
  // Without RTTI the type cannot be checked here; the unit tests check
  // that each option the plugin names takes a value of its own (a bool).
  return static_cast<cl::opt<bool> *>(It->second);
}

namespace {

/// A derived class may name a protected member of its base, and the member
/// pointer then applies to any object of the base.
struct MutationListAccess : ScheduleDAGMI {
  static std::vector<std::unique_ptr<ScheduleDAGMutation>> &
  of(ScheduleDAGMI &DAG) {
    return DAG.*(&MutationListAccess::Mutations);
  }
};

struct TopoAccess : ScheduleDAGInstrs {
  static ScheduleDAGTopologicalSort &of(ScheduleDAGInstrs &DAG) {
    return DAG.*(&TopoAccess::Topo);
  }
};

} // end anonymous namespace

void llvm_internals::addMutationFirst(
    ScheduleDAGMI &DAG, std::unique_ptr<ScheduleDAGMutation> Mutation) {
  auto &List = MutationListAccess::of(DAG);
  List.insert(List.begin(), std::move(Mutation));
}

ScheduleDAGTopologicalSort &
llvm_internals::topologicalOrder(ScheduleDAGInstrs &DAG) {
  return TopoAccess::of(DAG);
}

/// MachineScheduler's isSchedBoundary().
static bool isSchedBoundary(const MachineInstr &MI,
                            const MachineBasicBlock &MBB,
                            const MachineFunction &MF) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  return MI.isCall() || TII.isSchedulingBoundary(MI, &MBB, MF) ||
         MI.isFakeUse();
}

SmallVector<SchedulingRegion, 16>
llvm_internals::getSchedRegions(MachineBasicBlock &MBB, bool TopDown) {
  // MachineScheduler's getSchedRegions(), for one block.
  const MachineFunction &MF = *MBB.getParent();
  SmallVector<SchedulingRegion, 16> Regions;
  MachineBasicBlock::iterator I = MBB.end();
  for (MachineBasicBlock::iterator End = MBB.end(); End != MBB.begin();
       End = I) {
    if (End != MBB.end() || isSchedBoundary(*std::prev(End), MBB, MF))
      --End;
    unsigned NumInstrs = 0;
    for (I = End; I != MBB.begin(); --I) {
      MachineInstr &MI = *std::prev(I);
      if (isSchedBoundary(MI, MBB, MF))
        break;
      if (!MI.isDebugOrPseudoInstr())
        ++NumInstrs;
    }
    if (NumInstrs != 0)
      Regions.push_back({I, End, NumInstrs});
  }
  if (TopDown)
    std::reverse(Regions.begin(), Regions.end());
  return Regions;
}

bool llvm_internals::isRegionSkipped(const SchedulingRegion &R,
                                     const ScheduleDAGInstrs &S) {
  return R.Begin == R.End ||
         (!S.shouldScheduleSingleMIRegions() && R.Begin == std::prev(R.End));
}
