//===- Plugin.cpp - Entry points of the AMDGPU asyncmark plugin -----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the plugin gets into each tool; the registration itself is in
/// Registration.cpp (AMDGPUAsyncMark/Registration.h), shared with in-process
/// users of the library:
///
/// * llc and clang build their codegen pipeline with the legacy pass manager
///   and, in LLVM 22, hand plugins no codegen callbacks. Loading the module
///   runs registerCodeGenPasses() from a static initializer: every amdgcn
///   TargetPassConfig created in the process afterwards gets the plugin's
///   passes at their anchors. Other targets are left untouched.
/// * opt uses llvmGetPassPluginInfo: `-passes=amdgpu-asyncmark-lower`.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Registration.h"
#include "AMDGPUAsyncMark/Version.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

using namespace llvm;

// At load time, as before: llc loads the plugins before it builds the
// codegen pipeline.
static const bool CodeGenPassesRegistered =
    (asyncmark::registerCodeGenPasses(), asyncmark::deferDebugInfoUpgrade(),
     true);

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  (void)CodeGenPassesRegistered;
  return {LLVM_PLUGIN_API_VERSION, "AMDGPUAsyncMark",
          AMDGPU_ASYNCMARK_VERSION_STRING,
          [](PassBuilder &PB) { asyncmark::registerPassBuilderCallbacks(PB); }};
}
