//===- Plugin.cpp - Entry points of the AMDGPU asyncmark plugin -----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the plugin gets into each tool:
///
/// * llc and clang build their codegen pipeline with the legacy pass manager
///   and, in LLVM 22, hand plugins no codegen callbacks. A static
///   RegisterTargetPassConfigCallback object runs for every TargetPassConfig
///   created in the process once the library is loaded; for amdgcn it
///   inserts the plugin's passes at their anchors. Other targets are left
///   untouched.
/// * opt uses llvmGetPassPluginInfo: `-passes=amdgpu-asyncmark-lower`.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Target/RegisterTargetPassConfigCallback.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace llvm::asyncmark;

static void addCodeGenPasses(TargetMachine &TM, PassManagerBase &,
                             TargetPassConfig *TPC) {
  if (TPC && TM.getTargetTriple().isAMDGCN())
    insertPluginPasses(TM, *TPC);
}

static RegisterTargetPassConfigCallback RegisterCodeGenPasses(addCodeGenPasses);

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "AMDGPUAsyncMark", "0.1",
          [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == IRLoweringPassName) {
                    MPM.addPass(AsyncMarkLoweringPass());
                    return true;
                  }
                  if (Name == ScopeTaggingPassName) {
                    MPM.addPass(AsyncScopeTaggingPass());
                    return true;
                  }
                  return false;
                });
          }};
}
