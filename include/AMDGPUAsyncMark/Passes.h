//===- Passes.h - Passes of the AMDGPU asyncmark plugin --------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_PASSES_H
#define AMDGPUASYNCMARK_PASSES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
class ModulePass;
class PassRegistry;
class TargetMachine;

namespace asyncmark {

/// Lowers the upstream async intrinsics to the plugin's representation: DMA
/// forms to their LLVM 22 twins marked async, marks and waits to
/// comment-only inline assembly; diagnoses malformed uses.
/// Returns true if the module changed. \p TM may be null (opt without a
/// target): the processor is then taken from function attributes only.
/// With \p FuseMarkWait (codegen), a mark directly followed by a wait
/// becomes one marker with both lines, as MachineMarkers.cpp does after
/// instruction selection, so that neither selector sees the second call.
bool lowerAsyncIntrinsics(Module &M, const TargetMachine *TM,
                          bool FuseMarkWait = false);

/// Rewrites only the upstream async DMA calls to their LLVM 22 twins marked
/// async (Representation.h), with the same diagnostics; marks and waits are
/// left in upstream spelling. Stock LLVM 22 loads the result. Idempotent.
bool upgradeAsyncDmaCalls(Module &M);

/// New pass manager wrapper of lowerAsyncIntrinsics.
class AsyncMarkLoweringPass : public PassInfoMixin<AsyncMarkLoweringPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM);
};

/// The first pass of opt's and clang's default pipelines
/// (`amdgpu-asyncmark-upgrade`): upgradeAsyncDmaCalls() on amdgcn modules
/// (marks and waits stay upstream calls, for the code generator's lowering),
/// the deferred debug info upgrade on others. A module that reaches a code
/// generator without the plugin (an LTO link without
/// `--load-pass-plugin`) then fails to link on the undefined mark and wait
/// symbols instead of losing its waits.
class AsyncMarkUpgradePass : public PassInfoMixin<AsyncMarkUpgradePass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM);
};

/// Legacy wrapper for llc's codegen pipeline.
ModulePass *createAsyncMarkLoweringLegacyPass(bool FuseMarkWait);

/// The compile-time race check of async LDS DMA (RaceCheck.cpp): warns,
/// for each function of \p M with async DMA, where the program's own marks
/// and waits leave a DMA in flight at an LDS access to the same bytes, and
/// about unclosed DMAs and waits that wait for nothing. Reads the upstream
/// spelling and the plugin's own; changes nothing.
void checkAsyncRaces(Module &M, const TargetMachine *TM);

/// Turns the async flag of each DMA call into the plugin's alias scope. Runs
/// late in the IR pipeline, after the passes that rewrite alias scopes (LDS
/// lowering) or DMA calls (buffer-fat-pointer lowering).
bool tagAsyncScopes(Module &M);

class AsyncScopeTaggingPass : public PassInfoMixin<AsyncScopeTaggingPass> {
public:
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM);
};

ModulePass *createAsyncScopeTaggingLegacyPass();

/// Turns LLVM's upgrade of debug info while parsing off (unless the user set
/// `-disable-auto-upgrade-debug-info`), so that a module with upstream's
/// buffer DMA names and debug info parses; the loadable plugin calls it when
/// it is loaded, before anything is parsed (DebugInfoUpgrade.cpp says why).
void deferDebugInfoUpgrade();
/// Runs LLVM's debug info upgrade on \p M if deferDebugInfoUpgrade() turned
/// it off, once per module; returns true if it changed \p M.
bool upgradeDeferredDebugInfo(Module &M);
/// The upgrade as the first pass of the code generator, for modules the IR
/// lowering does not see.
ModulePass *createDebugInfoUpgradeLegacyPass();

/// Deletes unreachable blocks that hold buffer fat pointers, right before
/// LLVM 22's fat-pointer lowering, which crashes on them.
bool removeUnreachableFatPointerCode(Module &M);
ModulePass *createUnreachableFatPointerCleanupPass();

/// Right before LLVM 22's fat-pointer lowering: marks optimized out each
/// variable location that uses a fat pointer and that the lowering cannot
/// split into its resource and offset fragments (it crashes on them).
bool killUnsplittableFatPointerLocations(Module &M);

/// Right after LLVM 22's fat-pointer lowering: gives each subprogram whose
/// compile unit `llvm.dbg.cu` does not list the listed unit it copies
/// (that lowering's clones otherwise fail the IR verifier).
bool repairUnlistedCompileUnits(Module &M);

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_PASSES_H
