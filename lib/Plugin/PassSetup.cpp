//===- PassSetup.cpp - Where the machine passes go in the pipeline --------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where each of the plugin's passes (PassRegistry.def) goes in an amdgcn
/// codegen pipeline: each is inserted after an LLVM pass it is anchored to,
/// found by name in the pass registry, or substituted for one. Moving a pass
/// is a change here only; the reasons for each place are next to it.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/InitializePasses.h"
#include "llvm/PassInfo.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;
using namespace llvm::asyncmark;

static AnalysisID passID(StringRef Name) {
  const PassInfo *PI = PassRegistry::getPassRegistry()->getPassInfo(Name);
  if (!PI)
    reportFatalInternalError("amdgpu-asyncmark: LLVM has no pass named '" +
                             Name + "' to anchor the plugin's passes");
  return PI->getTypeInfo();
}

/// Pass \p Id by its ID, as registered (by this copy of the plugin or the
/// first one in the process): TargetPassConfig creates it only if its anchor
/// is added, where an instance inserted at an anchor the pipeline lacks
/// (-O0 has no codegenprepare; one of the two postmisched IDs is unused)
/// would never be freed.
static IdentifyingPassPtr registeredPass(PassId Id) {
  return IdentifyingPassPtr(passID(passArgument(Id)));
}

void asyncmark::registerAllPasses() {
#define ASYNCMARK_IR_PASS(Class, Argument, Description) register##Class();
#define ASYNCMARK_MACHINE_PASS(Class, Argument, Description) register##Class();
#include "AMDGPUAsyncMark/PassRegistry.def"
}

void asyncmark::insertPluginPasses(TargetMachine &, TargetPassConfig &TPC) {
  // First IR pass of codegen: before buffer-fat-pointer lowering rewrites
  // the signatures of calls it does not know.
  TPC.insertPass(passID("pre-isel-intrinsic-lowering"),
                 IdentifyingPassPtr(
                     createAsyncMarkLoweringLegacyPass(fuseMarkWaitEnabled())));
  // Before buffer-fat-pointer lowering and after loop strength reduction,
  // which creates what crashes it (-O0 runs neither codegenprepare nor LSR).
  TPC.insertPass(passID("codegenprepare"),
                 registeredPass(PassId::UnreachableFatPointerCleanup));
  // Right before buffer-fat-pointer lowering: the variable locations it
  // cannot split (FatPointerDebugInfoRepair.cpp). The pass before it
  // differs by level (-O0: amdgpu-lower-kernel-arguments; -O1:
  // codegenprepare; -O2 and -O3: load-store-vectorizer), so the guard
  // follows each of them; a module without a compile unit costs it one
  // lookup.
  // clang registers no vectorizer pass by name; registering it adds none.
  initializeLoadStoreVectorizerLegacyPassPass(*PassRegistry::getPassRegistry());
  for (StringRef Anchor :
       {"amdgpu-lower-kernel-arguments", "codegenprepare",
        "load-store-vectorizer"})
    TPC.insertPass(passID(Anchor),
                   registeredPass(PassId::FatPointerLocationGuard));
  // Right after buffer-fat-pointer lowering: its clones' compile units
  // (FatPointerDebugInfoRepair.cpp).
  TPC.insertPass(passID("amdgpu-lower-buffer-fat-pointers"),
                 registeredPass(PassId::FatPointerDebugInfoRepair));
  // After LDS lowering and buffer-fat-pointer lowering, which replace alias
  // scopes and DMA calls: the async flag becomes an alias scope here.
  TPC.insertPass(passID("amdgpu-lower-buffer-fat-pointers"),
                 IdentifyingPassPtr(createAsyncScopeTaggingLegacyPass()));
  // Right after instruction selection, where each IR block's machine DMAs
  // are still in IR order (both selectors run finalize-isel); passes
  // inserted after the same pass run in the order of insertion.
  TPC.insertPass(passID("finalize-isel"),
                 IdentifyingPassPtr(createMachineMarkersPass()));
  TPC.insertPass(passID("finalize-isel"),
                 IdentifyingPassPtr(createWaitBarrierPass()));
  TPC.insertPass(passID("finalize-isel"),
                 IdentifyingPassPtr(createAsyncIdentityPass()));
  // si-load-store-opt, which follows gcn-dpp-combine, with marks that do
  // not stop LDS accesses pairing (MarkMerging.cpp). By ID: -O0 has
  // neither anchor.
  TPC.insertPass(passID("gcn-dpp-combine"),
                 registeredPass(PassId::LiftMarkSideEffects));
  TPC.insertPass(passID("si-load-store-opt"),
                 registeredPass(PassId::RestoreMarkSideEffects));
  // The pre-RA scheduler with marks that order only their groups
  // (PreRAOrdering.cpp): machine-scheduler follows rename-independent-subregs
  // in every optimizing pipeline; -O0 has neither.
  TPC.insertPass(passID("rename-independent-subregs"),
                 registeredPass(PassId::PreRAOrderByToken));
  TPC.insertPass(passID("machine-scheduler"),
                 registeredPass(PassId::PreRAOrderRestore));
  // postmisched: LLVM 22 adds it as PostRASchedulerID, which GCN maps to
  // PostMachineSchedulerID; substitutions are looked up one level deep, so
  // replace the first. -misched-postra adds the second directly.
  TPC.substitutePass(&PostRASchedulerID,
                     registeredPass(PassId::PostRAScheduler));
  TPC.substitutePass(&PostMachineSchedulerID,
                     registeredPass(PassId::PostRAScheduler));
  // After the memory legalizer (its soft waits and fence pseudos exist) and
  // before si-insert-waitcnts (which merges our soft waits with its own).
  TPC.insertPass(passID("si-memory-legalizer"),
                 IdentifyingPassPtr(createWaitLoweringPass()));
  TPC.insertPass(passID("si-insert-waitcnts"),
                 IdentifyingPassPtr(createWaitCompletionPass()));
  // Verify mode: the snapshot where marks and DMAs are in IR order; the
  // check after the last pass that moves or adds vector memory instructions
  // or waits. Both are always there and do nothing unless the option or the
  // module's flag asks (isWaitVerifierEnabled(const Module &)): the module
  // is not known yet. Both anchors are in every amdgcn pipeline.
  auto [Snapshot, Verifier] = createWaitVerifierPasses();
  TPC.insertPass(passID("finalize-isel"), IdentifyingPassPtr(Snapshot));
  TPC.insertPass(passID("branch-relaxation"), IdentifyingPassPtr(Verifier));
}
