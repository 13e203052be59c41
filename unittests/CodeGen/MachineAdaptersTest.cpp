//===- MachineAdaptersTest.cpp - Classifier, event walk and wait lowering -===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The machine-level adapters on inline MIR: what the classifier makes of
// each kind of instruction (by descriptor and memoperands, a marker only
// with the plugin's tag), the event walk's bundles, and the wait lowering's
// counts written before each wait marker.
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MIRFixture.h"
#include "MachineClassifier.h"
#include "MachineEvents.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "gtest/gtest.h"
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;
using llvm::asyncmark::unittest::MIRModule;

namespace {

using K = ProgramEventKind;

const char *const Gfx950MIR = R"MIR(
--- |
  define amdgpu_kernel void @classify() { ret void }
  define amdgpu_kernel void @bundle() { ret void }
  define amdgpu_kernel void @lower() { ret void }
  !0 = !{!"amdgpu-asyncmark"}
  !1 = !{!"amdgpu-asyncmark.async-dma", !0}
  !2 = !{!1}
...
---
name: classify
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr0_sgpr1, $vgpr0, $vgpr1, $vgpr2_vgpr3
    $m0 = S_MOV_B32 0
    GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 4, 0, implicit $m0, implicit $exec :: (load (s32), !alias.scope !2, addrspace 1), (store (s32), !alias.scope !2, addrspace 3)
    GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 8, 0, implicit $m0, implicit $exec :: (load (s32), addrspace 1), (store (s32), addrspace 3)
    GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 12, 0, implicit $m0, implicit $exec
    INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954603
    $vgpr4 = GLOBAL_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec :: (load (s32), addrspace 1)
    $vgpr5 = DS_READ_B32_gfx9 $vgpr1, 0, 0, implicit $exec :: (load (s32), addrspace 3)
    $vgpr6 = FLAT_LOAD_DWORD $vgpr2_vgpr3, 0, 0, implicit $exec, implicit $flat_scr :: (load (s32))
    S_WAITCNT 3953
    INLINEASM &"; wait_asyncmark(1)", 25 /* sideeffect mayload maystore attdialect */, 13 /* imm */, 1634954603
    INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */
    INLINEASM &"; wait_asyncmark(2)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */
    S_ENDPGM 0
...
---
name: bundle
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr0_sgpr1, $vgpr0, $vgpr1, $vgpr2
    $m0 = S_MOV_B32 0
    BUNDLE implicit $sgpr0_sgpr1, implicit $vgpr0, implicit $m0, implicit $exec {
      GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 4, 0, implicit $m0, implicit $exec :: (load (s32), !alias.scope !2, addrspace 1), (store (s32), !alias.scope !2, addrspace 3)
      GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 8, 0, implicit $m0, implicit $exec :: (load (s32), !alias.scope !2, addrspace 1), (store (s32), !alias.scope !2, addrspace 3)
    }
    INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954603
    $vgpr3 = V_ADD_U32_e32 $vgpr1, $vgpr2, implicit $exec
    S_ENDPGM 0, implicit $vgpr3
...
---
name: lower
tracksRegLiveness: true
body: |
  bb.0:
    liveins: $sgpr0_sgpr1, $vgpr0
    $m0 = S_MOV_B32 0
    GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 4, 0, implicit $m0, implicit $exec :: (load (s32), !alias.scope !2, addrspace 1), (store (s32), !alias.scope !2, addrspace 3)
    INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954603
    GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 8, 0, implicit $m0, implicit $exec :: (load (s32), !alias.scope !2, addrspace 1), (store (s32), !alias.scope !2, addrspace 3)
    GLOBAL_LOAD_LDS_DWORD_SADDR $sgpr0_sgpr1, $vgpr0, 12, 0, implicit $m0, implicit $exec :: (load (s32), !alias.scope !2, addrspace 1), (store (s32), !alias.scope !2, addrspace 3)
    INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954603
    INLINEASM &"; wait_asyncmark(1)", 25 /* sideeffect mayload maystore attdialect */, 13 /* imm */, 1634954603
    INLINEASM &"; wait_asyncmark(0)", 25 /* sideeffect mayload maystore attdialect */, 13 /* imm */, 1634954603
    S_ENDPGM 0
...
)MIR";

std::vector<MachineInstr *> instrs(MachineBasicBlock &MBB) {
  std::vector<MachineInstr *> I;
  for (MachineInstr &MI : MBB)
    I.push_back(&MI);
  return I;
}

TEST(MachineClassifierTest, KindsAndRolesOnGfx950) {
  MIRModule M("gfx950", Gfx950MIR);
  ASSERT_TRUE(M.valid());
  MachineFunction &MF = M.function("classify");
  TargetFacts Facts = *TargetFacts::forCPU("gfx950");
  MachineClassifier C(MF, Facts);
  std::vector<MachineInstr *> I = instrs(*MF.begin());
  ASSERT_EQ(I.size(), 13u);

  EXPECT_EQ(C.classify(*I[0]).Kind, K::None);
  EXPECT_EQ(MachineClassifier::role(*I[0]), 0u);

  // An LDS DMA by descriptor; known async only if every memoperand says so.
  for (unsigned N : {1, 2, 3}) {
    ProgramEvent E = C.classify(*I[N]);
    EXPECT_EQ(E.Kind, K::LdsDma) << N;
    EXPECT_EQ(E.KnownAsync, N == 1) << N;
    EXPECT_EQ(MachineClassifier::role(*I[N]),
              unsigned(role::LdsDma | role::WaitOrdered))
        << N;
  }

  EXPECT_EQ(MachineClassifier::role(*I[4]), unsigned(role::Mark));
  EXPECT_TRUE(MachineClassifier::isMarker(*I[4]));
  EXPECT_FALSE(MachineClassifier::waitMarkerN(*I[4]));

  EXPECT_EQ(C.classify(*I[5]).Kind, K::CountedOp);
  EXPECT_EQ(MachineClassifier::role(*I[5]), unsigned(role::WaitOrdered));

  EXPECT_EQ(C.classify(*I[6]).Kind, K::None);
  EXPECT_EQ(MachineClassifier::role(*I[6]),
            unsigned(role::LdsAccess | role::WaitOrdered));

  EXPECT_EQ(C.classify(*I[7]).Kind, K::FlatOp);
  EXPECT_TRUE(MachineClassifier::role(*I[7]) & role::LdsAccess);

  ProgramEvent Wait = C.classify(*I[8]);
  EXPECT_EQ(Wait.Kind, K::ExistingWait);
  EXPECT_EQ(Wait.Imm, 1u);

  EXPECT_EQ(MachineClassifier::role(*I[9]), unsigned(role::Wait));
  EXPECT_EQ(MachineClassifier::waitMarkerN(*I[9]), std::optional<unsigned>(1));

  // The marker's text without the plugin's tag is the user's own assembly.
  EXPECT_FALSE(MachineClassifier::isMarker(*I[10]));
  EXPECT_EQ(C.classify(*I[10]).Kind, K::None);

  // A marker as instruction selection leaves it, the tag still its text's
  // last line (MIR stopped before amdgpu-asyncmark-machine-markers).
  EXPECT_TRUE(MachineClassifier::isMarker(*I[11]));
  EXPECT_EQ(MachineClassifier::waitMarkerN(*I[11]), std::optional<unsigned>(2));
  EXPECT_TRUE(MachineClassifier::isEmptyWaitMarker(*I[11]));
  EXPECT_TRUE(MachineClassifier::ordersNoAccess(*I[11]));
}

TEST(MachineEventsTest, ABundleIsItsMembers) {
  MIRModule M("gfx950", Gfx950MIR);
  ASSERT_TRUE(M.valid());
  MachineFunction &MF = M.function("bundle");
  TargetFacts Facts = *TargetFacts::forCPU("gfx950");
  MachineClassifier C(MF, Facts);
  MachineEvents Events(MF, &C);
  EXPECT_TRUE(Events.hasMarkers());
  EXPECT_TRUE(Events.hasLdsDma());
  EXPECT_TRUE(Events.hasKnownAsyncDma());

  ArrayRef<MachineEvents::Entry> Block = Events.block(0);
  // s_mov, the bundle, the mark, the add, s_endpgm: one entry each.
  ASSERT_EQ(Block.size(), 5u);
  const MachineEvents::Entry &Bundle = Block[1];
  EXPECT_TRUE(Bundle.MI->isBundle());
  EXPECT_EQ(Bundle.Role, unsigned(role::LdsDma | role::WaitOrdered));
  ArrayRef<MachineEvents::Event> Members = Events.events(Bundle);
  ASSERT_EQ(Members.size(), 2u);
  for (const MachineEvents::Event &E : Members) {
    EXPECT_EQ(E.E.Kind, K::LdsDma);
    EXPECT_TRUE(E.E.KnownAsync);
    EXPECT_FALSE(E.MI->isBundle());
  }
  EXPECT_EQ(Block[2].Role, unsigned(role::Mark));

  // Without a classifier, only roles, by instruction.
  MachineEvents Roles(MF, nullptr);
  EXPECT_EQ(Roles.role(Bundle.MI), unsigned(role::LdsDma | role::WaitOrdered));
  EXPECT_EQ(Roles.role(Block[2].MI), unsigned(role::Mark));
}

TEST(WaitLoweringTest, EachWaitGetsTheCountOfItsGroups) {
  MIRModule M("gfx950", Gfx950MIR);
  ASSERT_TRUE(M.valid());
  M.runPass(createWaitLoweringPass());
  MachineFunction &MF = M.function("lower");
  TargetFacts Facts = *TargetFacts::forCPU("gfx950");
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();

  // Right before each wait marker: the soft wait for its count. wait(1)
  // leaves the newest group (two DMAs) in flight: vmcnt(2). wait(0): none.
  std::vector<unsigned> Counts;
  MachineInstr *Prev = nullptr;
  for (MachineInstr &MI : *MF.begin()) {
    if (std::optional<unsigned> N = MachineClassifier::waitMarkerN(MI)) {
      ASSERT_NE(Prev, nullptr);
      ASSERT_EQ(TII.getName(Prev->getOpcode()), "S_WAITCNT_soft")
          << "before wait_asyncmark(" << *N << ")";
      Counts.push_back(Facts.decodeWait(Prev->getOperand(0).getImm()));
    }
    Prev = &MI;
  }
  EXPECT_EQ(Counts, (std::vector<unsigned>{2, 0}));
}

} // end anonymous namespace
