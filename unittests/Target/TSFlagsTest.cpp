//===- TSFlagsTest.cpp - The TSFlags bits against LLVM 22's descriptions --===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The plugin classifies machine instructions from TSFlags bits and opcode
// names it cannot take from a header (AMDGPU's are private). These tests
// check every bit (lib/LLVMInternals) and name (TargetFacts.h) against the instruction
// descriptions of the installed LLVM, so a different LLVM build that moved
// them fails here instead of miscounting waits.
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/TargetFacts.h"
#include "LLVMInternals.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"
#include "gtest/gtest.h"
#include <memory>

extern "C" void LLVMInitializeAMDGPUTargetInfo();
extern "C" void LLVMInitializeAMDGPUTargetMC();

using namespace llvm;
using namespace llvm::asyncmark;
namespace tsflags = llvm::asyncmark::llvm_internals::tsflags;

namespace {

class TSFlagsTest : public testing::Test {
protected:
  static void SetUpTestSuite() {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    std::string Error;
    const Target *T =
        TargetRegistry::lookupTarget(Triple("amdgcn-amd-amdhsa"), Error);
    ASSERT_NE(T, nullptr) << Error;
    MII.reset(T->createMCInstrInfo());
    MRI.reset(T->createMCRegInfo(Triple("amdgcn-amd-amdhsa")));
  }
  static void TearDownTestSuite() {
    MII.reset();
    MRI.reset();
  }

  /// True if \p D names the register called \p Reg (in any case) among
  /// its implicit uses.
  static bool implicitlyUses(const MCInstrDesc &D, StringRef Reg) {
    return any_of(D.implicit_uses(), [&](MCPhysReg R) {
      return StringRef(MRI->getName(R)).equals_insensitive(Reg);
    });
  }
  /// The same among its implicit definitions.
  static bool implicitlyDefines(const MCInstrDesc &D, StringRef Reg) {
    return any_of(D.implicit_defs(), [&](MCPhysReg R) {
      return StringRef(MRI->getName(R)).equals_insensitive(Reg);
    });
  }

  /// The TSFlags of opcode \p Name; fails the test if there is none.
  static uint64_t flagsOf(StringRef Name) {
    for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc)
      if (MII->getName(Opc) == Name)
        return MII->get(Opc).TSFlags;
    ADD_FAILURE() << "no opcode " << Name.str();
    return 0;
  }
  static bool exists(StringRef Name) {
    for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc)
      if (MII->getName(Opc) == Name)
        return true;
    return false;
  }

  static std::unique_ptr<MCInstrInfo> MII;
  static std::unique_ptr<MCRegisterInfo> MRI;
};

std::unique_ptr<MCInstrInfo> TSFlagsTest::MII;
std::unique_ptr<MCRegisterInfo> TSFlagsTest::MRI;

TEST_F(TSFlagsTest, GlobalScratchAndGenericFlat) {
  uint64_t Global = flagsOf("GLOBAL_LOAD_DWORD");
  EXPECT_TRUE(Global & tsflags::FLAT);
  EXPECT_TRUE(Global & tsflags::FlatGlobal);
  EXPECT_FALSE(Global & tsflags::FlatScratch);
  EXPECT_TRUE(Global & tsflags::VM_CNT);

  uint64_t Scratch = flagsOf("SCRATCH_LOAD_DWORD");
  EXPECT_TRUE(Scratch & tsflags::FLAT);
  EXPECT_TRUE(Scratch & tsflags::FlatScratch);
  EXPECT_FALSE(Scratch & tsflags::FlatGlobal);

  uint64_t Flat = flagsOf("FLAT_LOAD_DWORD");
  EXPECT_TRUE(Flat & tsflags::FLAT);
  EXPECT_FALSE(Flat & (tsflags::FlatGlobal | tsflags::FlatScratch));
  EXPECT_TRUE(Flat & tsflags::VM_CNT);
  EXPECT_TRUE(Flat & tsflags::LGKM_CNT);
}

TEST_F(TSFlagsTest, BufferAndLds) {
  uint64_t Buffer = flagsOf("BUFFER_LOAD_DWORD_OFFEN");
  EXPECT_TRUE(Buffer & tsflags::MUBUF);
  EXPECT_TRUE(Buffer & tsflags::VM_CNT);
  EXPECT_FALSE(Buffer & tsflags::FLAT);
  EXPECT_TRUE(flagsOf("TBUFFER_LOAD_FORMAT_X_OFFEN") & tsflags::MTBUF);

  uint64_t Ds = flagsOf("DS_READ_B32_gfx9");
  EXPECT_TRUE(Ds & tsflags::DS);
  EXPECT_TRUE(Ds & tsflags::LGKM_CNT);
  EXPECT_FALSE(Ds & tsflags::VM_CNT);
}

TEST_F(TSFlagsTest, LdsDmaIsVmemFlaggedValu) {
  // MachineClassifier::isLdsDma: VALU and (MUBUF or FLAT), loads and stores.
  for (const char *Name : {"BUFFER_LOAD_DWORD_LDS_OFFEN",
                           "BUFFER_LOAD_DWORDX4_LDS_OFFEN",
                           "GLOBAL_LOAD_LDS_DWORD", "GLOBAL_LOAD_LDS_DWORDX4"}) {
    uint64_t F = flagsOf(Name);
    EXPECT_TRUE(F & tsflags::VALU) << Name;
    EXPECT_TRUE(F & (tsflags::MUBUF | tsflags::FLAT)) << Name;
    EXPECT_TRUE(F & tsflags::VM_CNT) << Name;
  }
  uint64_t Valu = flagsOf("V_ADD_U32_e32");
  EXPECT_TRUE(Valu & tsflags::VALU);
  EXPECT_FALSE(Valu & (tsflags::MUBUF | tsflags::FLAT | tsflags::VM_CNT));
}

TEST_F(TSFlagsTest, LdsDmaDescriptorRuleIsExactlyTheLdsDmaOpcodes) {
  // MachineClassifier recognises LDS DMA by descriptor (VALU and MUBUF or
  // FLAT); the verifier, independently, by name (a VMEM opcode with _LDS).
  // On every opcode of the installed LLVM the two agree, and every such
  // opcode both loads and stores.
  unsigned NumDma = 0;
  for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc) {
    StringRef Name = MII->getName(Opc);
    const MCInstrDesc &D = MII->get(Opc);
    bool ByDescriptor = (D.TSFlags & tsflags::VALU) &&
                        (D.TSFlags & (tsflags::MUBUF | tsflags::FLAT));
    bool ByName = (Name.starts_with("BUFFER_") || Name.starts_with("GLOBAL_") ||
                   Name.starts_with("SCRATCH_") ||
                   Name.starts_with("CLUSTER_")) &&
                  Name.contains("_LDS");
    EXPECT_EQ(ByDescriptor, ByName) << Name.str();
    if (ByDescriptor) {
      ++NumDma;
      EXPECT_TRUE(D.mayLoad() && D.mayStore()) << Name.str();
    }
  }
  EXPECT_GT(NumDma, 100u);
}

TEST_F(TSFlagsTest, OpcodeNamesExist) {
  for (StringRef Name :
       {opcode_names::SWaitcntSoft, opcode_names::SWaitcntLdsDirect,
        opcode_names::SWaitDscntSoft,
        opcode_names::SchedGroupBarrier, opcode_names::IglpOpt})
    EXPECT_TRUE(exists(Name)) << Name.str();
  for (StringRef Name : targetFactsWaitOpcodes())
    EXPECT_TRUE(exists(Name)) << Name.str();
  EXPECT_FALSE(exists("S_WAITCNT_NO_SUCH_OPCODE"));
}

TEST_F(TSFlagsTest, AsyncTransfersAreTheTablesFamilies) {
  // gfx1250: MachineClassifier takes an LDS DMA (by descriptor) that names
  // the ASYNCcnt register among its implicit uses as an async transfer, and
  // the table's opcode prefixes tell loads to LDS from the rest. Every such
  // opcode is in exactly one of the table's gfx1250 families, and every
  // prefix of them matches some opcode.
  ArrayRef<StringRef> Loads = targetFactsOpcodePrefixes("async_to_lds");
  ArrayRef<StringRef> Stores = targetFactsOpcodePrefixes("async_from_lds");
  ASSERT_FALSE(Loads.empty());
  ASSERT_FALSE(Stores.empty());
  std::vector<unsigned> Matched(Loads.size() + Stores.size(), 0);
  unsigned NumTransfers = 0;
  for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc) {
    const MCInstrDesc &D = MII->get(Opc);
    if (!(D.TSFlags & tsflags::VALU) ||
        !(D.TSFlags & (tsflags::MUBUF | tsflags::FLAT)) ||
        !implicitlyUses(D, "asynccnt"))
      continue;
    ++NumTransfers;
    StringRef Name = MII->getName(Opc);
    unsigned Families = 0;
    for (unsigned I = 0; I < Loads.size(); ++I)
      if (Name.starts_with(Loads[I]))
        ++Families, ++Matched[I];
    for (unsigned I = 0; I < Stores.size(); ++I)
      if (Name.starts_with(Stores[I]))
        ++Families, ++Matched[Loads.size() + I];
    EXPECT_EQ(Families, 1u) << Name.str();
    EXPECT_TRUE(D.mayLoad() && D.mayStore()) << Name.str();
  }
  EXPECT_GE(NumTransfers, 24u);
  for (unsigned M : Matched)
    EXPECT_GT(M, 0u);
}

TEST_F(TSFlagsTest, TensorTransfersAreTheTablesFamily) {
  // gfx1250: MachineClassifier takes an instruction that names the TENSORcnt
  // register among its implicit uses, may load or store and has one of the
  // tensor family's prefixes as a tensor transfer. Every such opcode but the
  // counter's own wait (which LLVM 22 also flags as loading and storing)
  // has one of the prefixes, and every prefix matches some opcode.
  ArrayRef<StringRef> Prefixes = targetFactsOpcodePrefixes("tensor");
  ASSERT_EQ(Prefixes.size(), 2u);
  std::vector<unsigned> Matched(Prefixes.size(), 0);
  unsigned NumTransfers = 0, NumWaits = 0;
  for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc) {
    const MCInstrDesc &D = MII->get(Opc);
    if (!implicitlyUses(D, "tensorcnt"))
      continue;
    StringRef Name = MII->getName(Opc);
    if (Name.starts_with("S_WAIT_TENSORCNT")) {
      ++NumWaits;
      continue;
    }
    EXPECT_TRUE(D.mayLoad() || D.mayStore()) << Name.str();
    // isTensorOp() asks the descriptor's flags first: a transfer is VALU.
    EXPECT_TRUE(D.TSFlags & tsflags::VALU) << Name.str();
    ++NumTransfers;
    unsigned Families = 0;
    for (unsigned I = 0; I < Prefixes.size(); ++I)
      if (Name.starts_with(Prefixes[I]))
        ++Families, ++Matched[I];
    EXPECT_EQ(Families, 1u) << Name.str();
  }
  EXPECT_GE(NumTransfers, 4u);
  EXPECT_GE(NumWaits, 1u);
  for (unsigned M : Matched)
    EXPECT_GT(M, 0u);
}

} // end anonymous namespace

TEST_F(TSFlagsTest, AccessTokensAreNamedByNoOtherInstruction) {
  // The pre-RA ordering's tokens (lib/CodeGen/PreRAOrdering.cpp) only add
  // order where an instruction names one of them: FP_REG none, TENSORcnt
  // and ASYNCcnt only gfx1250's transfers, its async barrier arrive and
  // the counters' waits.
  auto Names = [](const MCInstrDesc &D, StringRef Reg) {
    return implicitlyUses(D, Reg) || implicitlyDefines(D, Reg);
  };
  unsigned NumCounterUsers = 0;
  for (unsigned Opc = 0, E = MII->getNumOpcodes(); Opc != E; ++Opc) {
    const MCInstrDesc &D = MII->get(Opc);
    StringRef Name = MII->getName(Opc);
    EXPECT_FALSE(Names(D, "fp_reg")) << Name.str();
    if (!Names(D, "tensorcnt") && !Names(D, "asynccnt"))
      continue;
    ++NumCounterUsers;
    bool Transfer =
        (D.TSFlags & tsflags::VALU) && (D.mayLoad() || D.mayStore());
    EXPECT_TRUE(Transfer || Name.starts_with("S_WAIT") ||
                Name.contains("ASYNC_BARRIER"))
        << Name.str();
  }
  EXPECT_GT(NumCounterUsers, 0u);
}
