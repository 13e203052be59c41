//===- CompileOptionsTest.cpp - Per-compile options as module flags -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
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

/// An embedder's handler: counts what reaches it, enables one other pass's
/// analysis remarks.
struct CountingHandler : DiagnosticHandler {
  unsigned *Seen;
  explicit CountingHandler(unsigned *Seen) : Seen(Seen) {}
  bool handleDiagnostics(const DiagnosticInfo &) override {
    ++*Seen;
    return true;
  }
  bool isAnalysisRemarkEnabled(StringRef PassName) const override {
    return PassName == "other-pass";
  }
  bool isMissedOptRemarkEnabled(StringRef) const override { return false; }
  bool isPassedOptRemarkEnabled(StringRef) const override { return false; }
  bool isAnyRemarkEnabled() const override { return true; }
};

TEST(CompileOptions, RemarksEnableThePluginsRemarksOnly) {
  LLVMContext Ctx;
  unsigned Seen = 0;
  Ctx.setDiagnosticHandler(std::make_unique<CountingHandler>(&Seen));
  const DiagnosticHandler *Before = Ctx.getDiagHandlerPtr();
  EXPECT_FALSE(Before->isAnalysisRemarkEnabled("amdgpu-asyncmark"));

  Module M("m", Ctx);
  setCompileOptions(M, {false, false, false, /*Remarks=*/true});
  EXPECT_TRUE(pluginRemarksRequested(M));
  const DiagnosticHandler *H = Ctx.getDiagHandlerPtr();
  EXPECT_NE(H, Before);
  for (StringRef Pass : {"amdgpu-asyncmark", "amdgpu-asyncmark-race"}) {
    EXPECT_TRUE(H->isAnalysisRemarkEnabled(Pass)) << Pass.str();
    EXPECT_TRUE(H->isMissedOptRemarkEnabled(Pass)) << Pass.str();
    EXPECT_TRUE(H->isPassedOptRemarkEnabled(Pass)) << Pass.str();
  }
  // The embedder's own choices for the other passes stand.
  EXPECT_TRUE(H->isAnalysisRemarkEnabled("other-pass"));
  EXPECT_FALSE(H->isAnalysisRemarkEnabled("inline"));
  EXPECT_FALSE(H->isPassedOptRemarkEnabled("inline"));

  // Diagnostics still reach the embedder's handler, errors mark both.
  Ctx.diagnose(DiagnosticInfoGeneric("an error", DS_Error));
  EXPECT_EQ(Seen, 1u);
  EXPECT_TRUE(Ctx.getDiagHandlerPtr()->HasErrors);
  EXPECT_TRUE(Before->HasErrors);

  // Wrapped once: a second request, or another module in the context,
  // changes nothing.
  enablePluginRemarks(Ctx);
  Module M2("m2", Ctx);
  setCompileOptions(M2, {false, false, false, /*Remarks=*/true});
  EXPECT_EQ(Ctx.getDiagHandlerPtr(), H);
}

TEST(CompileOptions, RemarksAlreadyEnabledLeaveTheHandler) {
  // A handler that takes every remark (as -pass-remarks*=amdgpu-asyncmark
  // would) needs no wrapper.
  struct AllRemarks : DiagnosticHandler {
    bool isAnalysisRemarkEnabled(StringRef) const override { return true; }
    bool isMissedOptRemarkEnabled(StringRef) const override { return true; }
    bool isPassedOptRemarkEnabled(StringRef) const override { return true; }
    bool isAnyRemarkEnabled() const override { return true; }
  };
  LLVMContext Ctx;
  Ctx.setDiagnosticHandler(std::make_unique<AllRemarks>());
  const DiagnosticHandler *Before = Ctx.getDiagHandlerPtr();
  enablePluginRemarks(Ctx);
  EXPECT_EQ(Ctx.getDiagHandlerPtr(), Before);
}

TEST(CompileOptions, ProcessOptionsTurnFeaturesOnForEveryModule) {
  // Run alone (ctest starts each test in its own process): the options are
  // the process's.
  LLVMContext Ctx;
  Module M("m", Ctx);
  EXPECT_FALSE(isWaitVerifierEnabled(M));
  setProcessOptions({/*Verify=*/true, false, false, /*Remarks=*/true});
  EXPECT_TRUE(isWaitVerifierEnabled());
  EXPECT_TRUE(isWaitVerifierEnabled(M));
  EXPECT_FALSE(isRaceCheckEnabled(M));
  EXPECT_TRUE(pluginRemarksRequested(M));
  // A member left false turns nothing off.
  setProcessOptions({});
  EXPECT_TRUE(isWaitVerifierEnabled(M));
}

} // end anonymous namespace
