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

} // end anonymous namespace
