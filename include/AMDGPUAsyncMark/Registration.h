//===- Registration.h - Putting the asyncmark passes into LLVM --*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The two registration entry points. The loadable module
/// (AMDGPUAsyncMark.so, lib/Plugin/Plugin.cpp) calls exactly these; an
/// in-process code generator linking AMDGPUAsyncMark::AMDGPUAsyncMark calls
/// them itself:
///
/// \code
///   llvm::asyncmark::registerCodeGenPasses();   // once, before codegen
///   // or, with options for every compile of the process:
///   llvm::asyncmark::registerCodeGenPasses({/*Verify=*/true});
///   ...
///   TM->addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::AssemblyFile);
/// \endcode
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_REGISTRATION_H
#define AMDGPUASYNCMARK_REGISTRATION_H

namespace llvm {
class PassBuilder;

namespace asyncmark {
struct CompileOptions;

/// Registers every pass by name (PassRegistry.def) and installs, once per
/// process, a RegisterTargetPassConfigCallback that
/// inserts the plugin's IR and machine passes into every amdgcn codegen
/// pipeline (legacy pass manager: TargetMachine::addPassesToEmitFile, llc,
/// clang) created afterwards. Pipelines of other targets are left untouched.
/// Idempotent and thread-safe; the callback stays installed until the
/// process exits. With two copies of the plugin in the process (the library
/// linked in and the module loaded), only the first to call it installs
/// passes (Options.h).
void registerCodeGenPasses();

/// The same, and turns on the members of \p Defaults that are set for every
/// compile in the process (setProcessOptions(), Options.h): verify mode,
/// the race check, its findings as errors, the plugin's remarks. A module's
/// own CompileOptions (setCompileOptions()) add to these. Calling it again
/// registers nothing twice; it turns on what the new \p Defaults set. Like
/// cl::ParseCommandLineOptions, call it before compiles start.
void registerCodeGenPasses(const CompileOptions &Defaults);

/// Registers the IR passes by name with a new pass manager PassBuilder:
/// `amdgpu-asyncmark-lower` and `amdgpu-asyncmark-scope` (module passes) in
/// textual pipelines (`opt -passes=...`, PassBuilder::parsePassPipeline).
void registerPassBuilderCallbacks(PassBuilder &PB);

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_REGISTRATION_H
