//===- DebugInfoUpgrade.cpp - Upgrade debug info after the rewrite --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM upgrades the debug info of every module it parses, and that upgrade
/// verifies the whole module and aborts ("Broken module found") if it is not
/// valid. Four of upstream's async DMA names read in LLVM 22 as overloads of
/// `llvm.amdgcn.*.buffer.load` with the wrong signature, so a module that
/// has both them and debug info (Triton emits line tables in every module)
/// aborted while it was being parsed, before any plugin code ran, and
/// `-disable-verify` does not reach that check.
///
/// So when the plugin is loaded, before anything is parsed, it defers the
/// parser's upgrade (LLVM's `-disable-auto-upgrade-debug-info`, unless the
/// user set that option), and the first plugin pass that sees the module
/// runs the same upgrade (`llvm::UpgradeDebugInfo`: verify, strip debug info
/// that is broken or of an old version) once the async names are rewritten.
/// That pass is the IR lowering for AMDGPU modules, and for every other
/// target a pass of its own at the start of the code generator.
///
/// The option is LLVM's, reached by name (lib/LLVMInternals).
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "LLVMInternals.h"
#include "llvm/IR/AutoUpgrade.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include <string>

using namespace llvm;
using namespace llvm::asyncmark;

/// LLVM's own option that turns the parser's upgrade off.
static cl::opt<bool> *upgradeOption() {
  return llvm_internals::findBoolOption("disable-auto-upgrade-debug-info");
}

/// True once the plugin has turned the parser's upgrade off.
static bool Deferred = false;

void asyncmark::deferDebugInfoUpgrade() {
  cl::opt<bool> *Opt = upgradeOption();
  if (!Opt || Opt->getNumOccurrences() || *Opt)
    return;
  Opt->setValue(true);
  Deferred = true;
}

bool asyncmark::upgradeDeferredDebugInfo(Module &M) {
  cl::opt<bool> *Opt = upgradeOption();
  // Nothing deferred, or the user asked for no upgrade at all.
  if (!Deferred || !Opt || Opt->getNumOccurrences())
    return false;
  // The parser upgrades each module once; so does this. clang runs the IR
  // lowering at the start of its pipeline and again in the code generator.
  static const Module *Upgraded = nullptr;
  static std::string UpgradedId;
  if (Upgraded == &M && UpgradedId == M.getModuleIdentifier())
    return false;
  Upgraded = &M;
  UpgradedId = M.getModuleIdentifier();
  Opt->setValue(false);
  bool Changed = UpgradeDebugInfo(M);
  Opt->setValue(true);
  return Changed;
}

namespace {
/// The upgrade for modules the IR lowering does not see (other targets).
class DebugInfoUpgradeLegacy : public ModulePass {
public:
  static char ID;
  DebugInfoUpgradeLegacy() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::DebugInfoUpgrade);
  }
  bool runOnModule(Module &M) override { return upgradeDeferredDebugInfo(M); }
};
} // end anonymous namespace

char DebugInfoUpgradeLegacy::ID = 0;
ASYNCMARK_REGISTER_PASS_AS(DebugInfoUpgradeLegacy, DebugInfoUpgrade)

ModulePass *asyncmark::createDebugInfoUpgradeLegacyPass() {
  return new DebugInfoUpgradeLegacy();
}
