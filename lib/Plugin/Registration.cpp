//===- Registration.cpp - Putting the asyncmark passes into LLVM ----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The only place the plugin's passes are registered with LLVM; used by the
/// loadable module (Plugin.cpp) and by in-process code generators.
///
/// llc and clang build their codegen pipeline with the legacy pass manager
/// and, in LLVM 22, hand plugins no codegen callbacks. A
/// RegisterTargetPassConfigCallback runs for every TargetPassConfig created
/// in the process once installed; for amdgcn it inserts the plugin's passes
/// at their anchors (insertPluginPasses, lib/Plugin/PassSetup.cpp). Other
/// targets are left untouched.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Registration.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace llvm::asyncmark;

static void addCodeGenPasses(TargetMachine &TM, PassManagerBase &PM,
                             TargetPassConfig *TPC) {
  if (TPC && TM.getTargetTriple().isAMDGCN())
    insertPluginPasses(TM, *TPC);
  else
    PM.add(createDebugInfoUpgradeLegacyPass());
}

void asyncmark::registerCodeGenPasses() {
  // By name, for -run-pass, -stop-after and -print-after, and for the
  // pipeline (PassSetup.cpp inserts some passes by their registered ID).
  registerAllPasses();
  // Another copy of the plugin in the process installed its passes first.
  if (!claimCodeGenPasses())
    return;
  // A function-local static: constructed once (thread-safe), on the first
  // call; unregistered by its destructor at exit.
  static RegisterTargetPassConfigCallback Registered(addCodeGenPasses);
  (void)Registered;
}

void asyncmark::registerCodeGenPasses(const CompileOptions &Defaults) {
  setProcessOptions(Defaults);
  registerCodeGenPasses();
}

void asyncmark::registerPassBuilderCallbacks(PassBuilder &PB) {
  // In opt's and clang's default pipelines the DMA forms are upgraded
  // before any optimisation, and the declarations of the marks and waits
  // lose the attributes (memory(...), nocallback) that say less than the
  // semantics and gain what the AMDGPU attributor needs
  // (markerDeclarationAttributes()); the LDS the DMAs write escapes. Marks and
  // waits stay calls until the code generator's lowering: a module that reaches
  // a code generator without the plugin (an LTO link without
  // --load-pass-plugin) fails on their undefined symbols rather than silently
  // losing its waits.
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(AsyncMarkUpgradePass());
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == passArgument(PassId::AsyncMarkLowering)) {
          MPM.addPass(AsyncMarkLoweringPass());
          return true;
        }
        if (Name == passArgument(PassId::AsyncMarkUpgradePass)) {
          MPM.addPass(AsyncMarkUpgradePass());
          return true;
        }
        if (Name == passArgument(PassId::AsyncScopeTagging)) {
          MPM.addPass(AsyncScopeTaggingPass());
          return true;
        }
        return false;
      });
}
