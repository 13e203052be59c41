//===- TargetFactsTest.cpp - The AMDGPU facts table ------------------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The expected encodings are what `llvm-mc-22 -show-encoding` prints for
// `s_waitcnt vmcnt(N)` on each processor (the low 16 bits of the SOPP word).
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/TargetFacts.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

TEST(TargetFacts, UnknownProcessor) {
  EXPECT_FALSE(TargetFacts::forCPU("").has_value());
  EXPECT_FALSE(TargetFacts::forCPU("znver3").has_value());
}

TEST(TargetFacts, LdsDmaAvailability) {
  for (const char *CPU : {"gfx900", "gfx908", "gfx90a", "gfx942", "gfx950",
                          "gfx1010", "gfx1030"}) {
    std::optional<TargetFacts> F = TargetFacts::forCPU(CPU);
    ASSERT_TRUE(F) << CPU;
    EXPECT_TRUE(F->HasLdsDma) << CPU;
    EXPECT_EQ(F->Counter, AsyncCounter::Vmcnt) << CPU;
  }
  for (const char *CPU : {"gfx1100", "gfx1200", "gfx1250"}) {
    std::optional<TargetFacts> F = TargetFacts::forCPU(CPU);
    ASSERT_TRUE(F) << CPU;
    EXPECT_FALSE(F->HasLdsDma) << CPU;
  }
}

TEST(TargetFacts, DmaSizes) {
  TargetFacts G950 = *TargetFacts::forCPU("gfx950");
  TargetFacts G942 = *TargetFacts::forCPU("gfx942");
  TargetFacts G90a = *TargetFacts::forCPU("gfx90a");
  for (unsigned Size : {1u, 2u, 4u}) {
    EXPECT_TRUE(G950.supportsLdsDmaSize(Size));
    EXPECT_TRUE(G942.supportsLdsDmaSize(Size));
    EXPECT_TRUE(G90a.supportsLdsDmaSize(Size));
  }
  for (unsigned Size : {12u, 16u}) {
    EXPECT_TRUE(G950.supportsLdsDmaSize(Size));
    EXPECT_FALSE(G942.supportsLdsDmaSize(Size));
    EXPECT_FALSE(G90a.supportsLdsDmaSize(Size));
  }
  for (unsigned Size : {0u, 3u, 8u, 32u})
    EXPECT_FALSE(G950.supportsLdsDmaSize(Size));
  EXPECT_FALSE(TargetFacts::forCPU("gfx1100")->supportsLdsDmaSize(4));
}

TEST(TargetFacts, StoresInVmcnt) {
  EXPECT_TRUE(TargetFacts::forCPU("gfx950")->StoresInVmcnt);
  EXPECT_TRUE(TargetFacts::forCPU("gfx90a")->StoresInVmcnt);
  EXPECT_FALSE(TargetFacts::forCPU("gfx1030")->StoresInVmcnt);
}

TEST(TargetFacts, Gfx9Encoding) {
  TargetFacts F = *TargetFacts::forCPU("gfx950");
  EXPECT_EQ(F.encodeWait(0), 0x0F70u);
  EXPECT_EQ(F.encodeWait(8), 0x0F78u);
  EXPECT_EQ(F.encodeWait(17), 0x4F71u);
  EXPECT_EQ(F.encodeWait(62), 0xCF7Eu);
  EXPECT_EQ(F.encodeNoWait(), 0xCF7Fu);
  EXPECT_EQ(F.maxEmittedCount(), 62u);
  EXPECT_EQ(TargetFacts::forCPU("gfx90a")->encodeWait(17), 0x4F71u);
}

TEST(TargetFacts, Gfx10Encoding) {
  TargetFacts F = *TargetFacts::forCPU("gfx1030");
  EXPECT_EQ(F.encodeWait(0), 0x3F70u);
  EXPECT_EQ(F.encodeWait(8), 0x3F78u);
  EXPECT_EQ(F.encodeWait(17), 0x7F71u);
  EXPECT_EQ(F.encodeWait(62), 0xFF7Eu);
}

TEST(TargetFacts, DecodeRoundTrips) {
  for (const char *CPU : {"gfx950", "gfx1030"}) {
    TargetFacts F = *TargetFacts::forCPU(CPU);
    for (unsigned N = 0; N <= F.CounterFieldMax; ++N)
      EXPECT_EQ(F.decodeWait(F.encodeWait(N)), N) << CPU << " " << N;
    // lgkmcnt(0) alone (0xC07F on gfx9) waits for no vmcnt.
    EXPECT_EQ(F.decodeWait(0xC07F), F.CounterFieldMax);
  }
  // Requests beyond the field clamp to it.
  EXPECT_EQ(TargetFacts::forCPU("gfx950")->encodeWait(100), 0xCF7Fu);
}

TEST(TargetFacts, OtherCountersKept) {
  TargetFacts F = *TargetFacts::forCPU("gfx950");
  EXPECT_EQ(F.counterMask(), 0xC00Fu);
  // vmcnt(9) lgkmcnt(0) (0x0079): lgkmcnt(0) alone is 0xC07F.
  EXPECT_EQ(F.otherFields(0x0079), F.otherFields(0xC07F));
  EXPECT_EQ(F.withCount(0x0079, 17), 0x4071u);
  EXPECT_EQ(F.withCount(0x0079, F.CounterFieldMax), 0xC07Fu);
  EXPECT_EQ(F.decodeWait(F.withCount(0x0079, 3)), 3u);
  EXPECT_EQ(F.withCount(F.encodeWait(5), 8), F.encodeWait(8));
  TargetFacts G = *TargetFacts::forCPU("gfx1030");
  EXPECT_EQ(G.counterMask(), 0xC00Fu);
  EXPECT_EQ(G.withCount(G.encodeWait(3), G.CounterFieldMax), G.encodeNoWait());
}

TEST(TargetFacts, Gfx1250CountsOnAsynccnt) {
  TargetFacts F = *TargetFacts::forCPU("gfx1250");
  EXPECT_EQ(F.Generation, "gfx1250");
  EXPECT_EQ(F.Counter, AsyncCounter::Asynccnt);
  EXPECT_TRUE(F.HasAsyncTransfers);
  EXPECT_FALSE(F.HasLdsDma);
  EXPECT_EQ(F.WaitOpcodeName, "S_WAIT_ASYNCCNT");
  EXPECT_FALSE(F.CallsCompleteCounter);
  EXPECT_TRUE(TargetFacts::forCPU("gfx950")->CallsCompleteCounter);
  EXPECT_TRUE(TargetFacts::forCPU("gfx1030")->CallsCompleteCounter);
  EXPECT_EQ(F.CounterFieldMax, 63u);
  EXPECT_EQ(F.maxEmittedCount(), 62u);
  // `s_wait_asynccnt N` encodes N itself (llvm-mc-22: 0x3e -> [0x3e,0x00]).
  for (unsigned N = 0; N <= F.CounterFieldMax; ++N) {
    EXPECT_EQ(F.encodeWait(N), N);
    EXPECT_EQ(F.decodeWait(N), N);
  }
  // An immediate beyond the counter's range waits for nothing the plugin
  // can rely on.
  EXPECT_EQ(F.decodeWait(0xFFFF), F.CounterFieldMax);
  EXPECT_EQ(F.decodeWait(64), F.CounterFieldMax);
}

TEST(TargetFacts, Gfx1250TensorCounter) {
  TargetFacts F = *TargetFacts::forCPU("gfx1250");
  ASSERT_TRUE(F.hasTensorCounter());
  TargetFacts T = F.tensorCounter();
  EXPECT_EQ(T.WaitOpcodeName, "S_WAIT_TENSORCNT");
  EXPECT_EQ(T.CounterFieldMax, 63u);
  EXPECT_EQ(T.maxEmittedCount(), 62u);
  // `s_wait_tensorcnt N` encodes N itself (llvm-mc-22: 0x3f -> [0x3f,0x00]).
  for (unsigned N = 0; N <= T.CounterFieldMax; ++N) {
    EXPECT_EQ(T.encodeWait(N), N);
    EXPECT_EQ(T.decodeWait(N), N);
  }
  EXPECT_EQ(T.decodeWait(0xFFFF), T.CounterFieldMax);
  // The async counter's facts are left alone.
  EXPECT_EQ(F.WaitOpcodeName, "S_WAIT_ASYNCCNT");
  EXPECT_EQ(F.Counter, AsyncCounter::Asynccnt);
  for (const char *CPU : {"gfx950", "gfx942", "gfx1030", "gfx1200"})
    EXPECT_FALSE(TargetFacts::forCPU(CPU)->hasTensorCounter()) << CPU;
  EXPECT_TRUE(isTensorTransferIRName("llvm.amdgcn.tensor.load.to.lds"));
  EXPECT_TRUE(isTensorTransferIRName("llvm.amdgcn.tensor.store.from.lds.d2"));
  EXPECT_FALSE(isTensorTransferIRName("llvm.amdgcn.tensor.load.to.ldsx"));
  EXPECT_FALSE(isTensorTransferIRName("llvm.amdgcn.global.load.async.to.lds.b32"));
  EXPECT_FALSE(isAsyncTransferIRName("llvm.amdgcn.tensor.load.to.lds"));
}

TEST(TargetFacts, NoAsyncCounter) {
  for (const char *CPU : {"gfx1100", "gfx1200", "gfx1201", "gfx803"}) {
    TargetFacts F = *TargetFacts::forCPU(CPU);
    EXPECT_FALSE(F.hasAsyncCounter()) << CPU;
    EXPECT_FALSE(F.HasAsyncTransfers) << CPU;
  }
  EXPECT_EQ(TargetFacts::forCPU("gfx1200")->Generation, "gfx12");
  EXPECT_TRUE(TargetFacts::forCPU("gfx803")->Generation.empty());
}

TEST(TargetFacts, SizeLists) {
  EXPECT_EQ(TargetFacts::forCPU("gfx950")->ldsDmaSizeList(), "1, 2, 4, 12, 16");
  EXPECT_EQ(TargetFacts::forCPU("gfx942")->ldsDmaSizeList(), "1, 2, 4");
  EXPECT_EQ(TargetFacts::anyLdsDma().ldsDmaSizeList(), "1, 2, 4, 12, 16");
}

TEST(TargetFacts, FamiliesHaveTheirForms) {
  // (BuilderTest checks the lds_dma names against the IR lowering's forms.)
  EXPECT_EQ(targetFactsIRForms("lds_dma").size(), 6u);
  EXPECT_EQ(targetFactsIRForms("async_to_lds").size(), 8u);
  EXPECT_EQ(targetFactsIRForms("async_from_lds").size(), 4u);
  EXPECT_EQ(targetFactsIRForms("tensor").size(), 4u);
  EXPECT_TRUE(targetFactsIRForms("no_such_family").empty());
}

} // end anonymous namespace
