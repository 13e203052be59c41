//===- CompileOptionsTest.cpp - Per-compile options as module flags -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

TEST(CompileOptions, OffByDefault) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  EXPECT_FALSE(isWaitVerifierEnabled(M));
  EXPECT_FALSE(isRaceCheckEnabled(M));
  EXPECT_FALSE(raceCheckErrors(M));
}

TEST(CompileOptions, EachFlagTurnsOnItsOwnFeature) {
  LLVMContext Ctx;
  Module Verify("v", Ctx), Race("r", Ctx);
  setCompileOptions(Verify, {/*Verify=*/true, false, false});
  setCompileOptions(Race, {false, /*RaceCheck=*/true, /*RaceCheckErrors=*/true});
  EXPECT_TRUE(isWaitVerifierEnabled(Verify));
  EXPECT_FALSE(isRaceCheckEnabled(Verify));
  EXPECT_FALSE(isWaitVerifierEnabled(Race));
  EXPECT_TRUE(isRaceCheckEnabled(Race));
  EXPECT_TRUE(raceCheckErrors(Race));
}

TEST(CompileOptions, SettingTwiceKeepsOneValidFlag) {
  LLVMContext Ctx;
  Module M("m", Ctx);
  setCompileOptions(M, {true, true, false});
  setCompileOptions(M, {true, true, false});
  std::string Err;
  raw_string_ostream OS(Err);
  EXPECT_FALSE(verifyModule(M, &OS)) << Err;
  EXPECT_TRUE(isWaitVerifierEnabled(M));
}

} // end anonymous namespace
