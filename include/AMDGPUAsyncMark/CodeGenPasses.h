//===- CodeGenPasses.h - Machine passes of the asyncmark plugin -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_CODEGENPASSES_H
#define AMDGPUASYNCMARK_CODEGENPASSES_H

#include <utility>

namespace llvm {
class MachineFunctionPass;
class TargetMachine;
class TargetPassConfig;

namespace asyncmark {

/// Right after instruction selection: the IR's async flags onto the machine
/// DMAs' memoperands (GlobalISel drops them).
MachineFunctionPass *createAsyncIdentityPass();

/// Right after instruction selection: wait markers become memory barriers
/// (WaitBarrier.cpp says why that is not done in IR).
MachineFunctionPass *createWaitBarrierPass();

/// Right after instruction selection: each marker's tag becomes its operand,
/// and a mark directly followed by a wait becomes one marker
/// (MachineMarkers.cpp says why).
MachineFunctionPass *createMachineMarkersPass();

/// Lowers each `; wait_asyncmark(N)` marker to the `s_waitcnt` the tracking
/// model computes; runs between si-memory-legalizer and si-insert-waitcnts.
MachineFunctionPass *createWaitLoweringPass();

/// Runs the model again right after si-insert-waitcnts, on the final waits,
/// and adds a hard `s_waitcnt` wherever one is still missing: LLVM 22 erases
/// a soft wait it finds redundant on its first visit of a loop, before the
/// back edge brings the DMA it waits for.
MachineFunctionPass *createWaitCompletionPass();

/// LLVM's post-RA machine scheduler with the marker barrier mutation; it
/// replaces postmisched in the amdgcn pipeline.
MachineFunctionPass *createPostRASchedulerPass();

/// Verify mode: checks every wait on the final machine code with its own
/// path-based reasoning (`-amdgpu-asyncmark-verify`).
/// Verify mode: the membership snapshot (right after instruction selection)
/// and the verifier (on the final code), sharing the snapshot.
std::pair<MachineFunctionPass *, MachineFunctionPass *>
createWaitVerifierPasses();

/// Inserts the plugin's IR and machine passes into an amdgcn codegen
/// pipeline (llc, clang).
void insertPluginPasses(TargetMachine &TM, TargetPassConfig &TPC);

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_CODEGENPASSES_H
