//===- LLVMInternalsTest.cpp - The seam against the installed LLVM --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Each piece of lib/LLVMInternals depends on how LLVM 22 is built inside.
// These tests fail when a different LLVM changed the piece under it (the
// TSFlags bits are checked in unittests/Target/TSFlagsTest.cpp).
//
//===----------------------------------------------------------------------===//

#include "LLVMInternals.h"
#include "MIRFixture.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/ScheduleDAGMutation.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"
#include "gtest/gtest.h"
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::llvm_internals;
using llvm::asyncmark::unittest::MIRModule;

namespace {

// Two independent chains in one block, an EXEC write (a scheduling boundary
// for AMDGPU) in the middle, and the terminator.
const char *const RegionsMIR = R"MIR(
--- |
  define amdgpu_kernel void @f() { ret void }
...
---
name: f
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $vgpr0, $vgpr1, $sgpr0_sgpr1
    $vgpr2 = V_MOV_B32_e32 1, implicit $exec
    $vgpr3 = V_ADD_U32_e32 $vgpr2, $vgpr0, implicit $exec
    $vgpr4 = V_MOV_B32_e32 2, implicit $exec
    $exec = S_MOV_B64 $sgpr0_sgpr1
    $vgpr5 = V_MOV_B32_e32 3, implicit $exec
    $vgpr6 = V_ADD_U32_e32 $vgpr5, $vgpr1, implicit $exec
    S_ENDPGM 0
...
)MIR";

TEST(LLVMInternalsTest, SortedOpcodeSearchFindsEveryTargetOpcode) {
  // The search relies on TableGen's layout: the target's opcodes in two
  // runs, pseudos first, each sorted by name. If that changes, the
  // classifier's fallback scan still finds the names, but this says the
  // seam no longer holds.
  MIRModule M("gfx950", RegionsMIR);
  ASSERT_TRUE(M.valid());
  const TargetInstrInfo &TII =
      *M.function("f").getSubtarget().getInstrInfo();
  unsigned Checked = 0;
  for (unsigned Opc = TargetOpcode::GENERIC_OP_END + 1,
                E = TII.getNumOpcodes();
       Opc != E; ++Opc) {
    StringRef Name = TII.getName(Opc);
    ASSERT_EQ(searchSortedOpcodes(TII, Name), Opc) << Name.str();
    ++Checked;
  }
  EXPECT_GT(Checked, 10000u);
  EXPECT_EQ(searchSortedOpcodes(TII, "S_WAITCNT_NO_SUCH_OPCODE"), ~0u);
}

TEST(LLVMInternalsTest, LLVMOptionsAreBooleansByTheirNames) {
  for (const char *Name :
       {"enable-post-misched", "disable-auto-upgrade-debug-info"}) {
    cl::opt<bool> *Opt = findBoolOption(Name);
    ASSERT_NE(Opt, nullptr) << Name;
    // A boolean option takes `=false` and `=true`, and the value read back
    // through the pointer is what was parsed.
    bool Saved = Opt->getValue();
    for (bool V : {true, false}) {
      std::string Arg = std::string("-") + Name + (V ? "=true" : "=false");
      const char *Argv[] = {"test", Arg.c_str()};
      std::string Errors;
      raw_string_ostream ErrOS(Errors);
      ASSERT_TRUE(cl::ParseCommandLineOptions(2, Argv, "", &ErrOS)) << Errors;
      EXPECT_EQ(Opt->getValue(), V) << Name;
    }
    Opt->setValue(Saved);
    Opt->reset();
  }
  EXPECT_EQ(findBoolOption("amdgpu-asyncmark-no-such-option"), nullptr);
}

TEST(LLVMInternalsTest, RegionsSplitAtBoundariesBottomUp) {
  MIRModule M("gfx950", RegionsMIR);
  ASSERT_TRUE(M.valid());
  MachineBasicBlock &MBB = *M.function("f").begin();
  std::vector<MachineInstr *> I;
  for (MachineInstr &MI : MBB)
    I.push_back(&MI);
  ASSERT_EQ(I.size(), 7u);

  SmallVector<SchedulingRegion, 16> BottomUp = getSchedRegions(MBB, false);
  ASSERT_EQ(BottomUp.size(), 2u);
  // Below the EXEC write, up to the terminator.
  EXPECT_EQ(&*BottomUp[0].Begin, I[4]);
  EXPECT_EQ(&*BottomUp[0].End, I[6]);
  EXPECT_EQ(BottomUp[0].NumInstrs, 2u);
  // Above it.
  EXPECT_EQ(&*BottomUp[1].Begin, I[0]);
  EXPECT_EQ(&*BottomUp[1].End, I[3]);
  EXPECT_EQ(BottomUp[1].NumInstrs, 3u);

  SmallVector<SchedulingRegion, 16> TopDown = getSchedRegions(MBB, true);
  ASSERT_EQ(TopDown.size(), 2u);
  EXPECT_EQ(&*TopDown[0].Begin, I[0]);
  EXPECT_EQ(&*TopDown[1].Begin, I[4]);
}

/// Records, in the order mutations are applied, its name; and asks the
/// DAG's topological order about the region's first two instructions.
struct RecordingMutation : ScheduleDAGMutation {
  RecordingMutation(char Name, std::string &Order,
                    std::vector<bool> *Reachable = nullptr)
      : Name(Name), Order(Order), Reachable(Reachable) {}
  void apply(ScheduleDAGInstrs *DAG) override {
    Order += Name;
    if (!Reachable)
      return;
    ScheduleDAGTopologicalSort &Topo = topologicalOrder(*DAG);
    Topo.InitDAGTopologicalSorting();
    // SU1 (the add) reads SU0's result; SU2 depends on neither.
    SUnit &SU0 = DAG->SUnits[0], &SU1 = DAG->SUnits[1], &SU2 = DAG->SUnits[2];
    Reachable->push_back(Topo.IsReachable(&SU1, &SU0));
    Reachable->push_back(Topo.IsReachable(&SU2, &SU0));
    Reachable->push_back(Topo.IsReachable(&SU0, &SU1));
  }
  char Name;
  std::string &Order;
  std::vector<bool> *Reachable;
};

TEST(LLVMInternalsTest, MutationFirstAndTopologicalOrder) {
  MIRModule M("gfx950", RegionsMIR);
  ASSERT_TRUE(M.valid());
  MachineFunction &MF = M.function("f");
  MachineDominatorTree MDT(MF);
  MachineLoopInfo MLI(MDT);
  MachineSchedContext Ctx;
  Ctx.MF = &MF;
  Ctx.MLI = &MLI;
  Ctx.TM = &M.targetMachine();
  ScheduleDAGMI DAG(&Ctx, std::make_unique<PostGenericScheduler>(&Ctx),
                    /*RemoveKillFlags=*/true);
  std::string Order;
  std::vector<bool> Reachable;
  DAG.addMutation(std::make_unique<RecordingMutation>('A', Order));
  addMutationFirst(DAG,
                   std::make_unique<RecordingMutation>('B', Order, &Reachable));

  MachineBasicBlock &MBB = *MF.begin();
  SmallVector<SchedulingRegion, 16> Regions = getSchedRegions(MBB, false);
  ASSERT_EQ(Regions.size(), 2u);
  const SchedulingRegion &Top = Regions[1];
  DAG.startBlock(&MBB);
  DAG.enterRegion(&MBB, Top.Begin, Top.End, Top.NumInstrs);
  ASSERT_FALSE(isRegionSkipped(Top, DAG));
  DAG.schedule();
  DAG.exitRegion();
  DAG.finishBlock();

  EXPECT_EQ(Order, "BA");
  ASSERT_EQ(Reachable.size(), 3u);
  EXPECT_TRUE(Reachable[0]);
  EXPECT_FALSE(Reachable[1]);
  EXPECT_FALSE(Reachable[2]);
}

} // end anonymous namespace
