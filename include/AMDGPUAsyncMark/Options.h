//===- Options.h - The plugin's command-line options ------------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every `-amdgpu-asyncmark-*` option, read through these functions; all of
/// them are declared in lib/Support/Options.cpp.
///
/// A process may hold two copies of the plugin: two `-load-pass-plugin`
/// paths to copies of the module, or a program that links the library and
/// loads the module too. LLVM aborts when a second option of the same name
/// is registered, so an option is registered by the first copy only and the
/// others read that copy's (copies of one version: the same option types).
/// The first copy to install its codegen passes is the only one that does
/// (claimCodeGenPasses()).
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_OPTIONS_H
#define AMDGPUASYNCMARK_OPTIONS_H

namespace llvm {
class LLVMContext;
class Module;

namespace asyncmark {

/// `-amdgpu-asyncmark-fuse-mark-wait` (on): a mark directly followed by a
/// wait becomes one marker, in the IR lowering and after selection.
bool fuseMarkWaitEnabled();
/// `-amdgpu-asyncmark-verify` (off): verify mode for every compile.
bool isWaitVerifierEnabled();
/// Verify mode for module \p M: the option, or the module flag
/// `amdgpu-asyncmark-verify` set to a non-zero integer, which an in-process
/// code generator sets per compile:
/// \code
///   M.addModuleFlag(Module::Max, "amdgpu-asyncmark-verify", 1);
/// \endcode
bool isWaitVerifierEnabled(const Module &M);
/// `-amdgpu-asyncmark-verify-max-states` (4096).
unsigned verifierMaxMarkSummaries();
/// `-amdgpu-asyncmark-verify-inject-mark-move` (off; testing only).
bool injectMarkMoveForTesting();
/// `-amdgpu-asyncmark-constant-branches` (on): the wait lowering leaves out
/// the machine CFG edges no execution takes (ConstantBranches.h).
bool constantBranchesEnabled();
/// `-amdgpu-asyncmark-sched-mutation` (on): the marker barrier mutation in
/// post-RA scheduling.
bool schedMutationEnabled();
/// `-amdgpu-asyncmark-fill-hazard-slots` (on): ALU instructions moved into
/// hazard slots after post-RA scheduling of functions with markers.
bool fillHazardSlotsEnabled();

/// `-amdgpu-asyncmark-race-check` (off): the compile-time race check.
bool isRaceCheckEnabled();
/// The race check for module \p M: the option, or the module flag
/// `amdgpu-asyncmark-race-check` (setCompileOptions()).
bool isRaceCheckEnabled(const Module &M);
/// `-amdgpu-asyncmark-race-check-errors`: its findings as errors.
bool raceCheckErrors();
/// The same for module \p M (module flag `amdgpu-asyncmark-race-check-errors`).
bool raceCheckErrors(const Module &M);
/// `-amdgpu-asyncmark-race-undecided`: undecided pairs as remarks.
bool raceCheckUndecided();
/// `-amdgpu-asyncmark-race-cross-wave` (off): with the race check, also
/// reads of bytes another wave's DMA writes with no s_barrier after the
/// wait that completes it.
bool raceCheckCrossWave();
/// The race check's limits and trace (hidden options).
unsigned raceCheckIterations();
bool raceCheckTrace();
unsigned raceCheckMaxWait();
unsigned raceCheckMaxBlocks();
unsigned raceCheckMaxSimulated();

/// What a compile turns on. In-process, per compile with
/// setCompileOptions(), or for every compile of the process with
/// registerCodeGenPasses(const CompileOptions &) (Registration.h). Each
/// member only turns its feature on: a member left false keeps what the
/// command line, the process defaults or the module say.
struct CompileOptions {
  bool Verify = false;           ///< Verify mode.
  bool RaceCheck = false;        ///< The race check.
  bool RaceCheckErrors = false;  ///< Its findings as errors.
  /// The plugin's remarks (pass names `amdgpu-asyncmark*`) reach the
  /// context's diagnostic handler without a `-pass-remarks*` filter naming
  /// them (enablePluginRemarks()); other passes' remarks are filtered as
  /// before.
  bool Remarks = false;
};
/// Records \p Opts in \p M as module flags (behaviour Max, so linking
/// modules keeps any request): `amdgpu-asyncmark-verify`,
/// `amdgpu-asyncmark-race-check`, `amdgpu-asyncmark-race-check-errors`,
/// `amdgpu-asyncmark-remarks`. With Remarks it also calls
/// enablePluginRemarks() on the module's context.
void setCompileOptions(Module &M, const CompileOptions &Opts);
/// Turns the members of \p Opts that are set on for every compile in the
/// process: the same as giving their command-line options
/// (`-amdgpu-asyncmark-verify`, `-amdgpu-asyncmark-race-check`,
/// `-amdgpu-asyncmark-race-check-errors`, `-amdgpu-asyncmark-remarks`).
/// Like cl::ParseCommandLineOptions, call it before compiles start.
void setProcessOptions(const CompileOptions &Opts);

/// `-amdgpu-asyncmark-remarks` (off), or the module flag of that name:
/// the plugin's remarks are shown for module \p M without a filter. The
/// first plugin IR pass to see the module then calls enablePluginRemarks().
bool pluginRemarksRequested(const Module &M);
/// Makes the diagnostic handler of \p Ctx take the plugin's remarks: it
/// wraps the current handler, which still receives every diagnostic and
/// decides every other pass's remarks. A program that reads its handler back
/// through LLVMContext::getDiagHandlerPtr() gets the wrapper. Does nothing
/// when the handler
/// already takes all three kinds of the plugin's remarks (a second call,
/// or `-pass-remarks*=amdgpu-asyncmark`), so a long-lived context is
/// wrapped once.
void enablePluginRemarks(LLVMContext &Ctx);

/// True for the first caller in the process, across copies of the plugin:
/// it installs the codegen passes; the other copies stay out of the way
/// (two sets of passes would lower every wait twice).
bool claimCodeGenPasses();

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_OPTIONS_H
