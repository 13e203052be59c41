//===- LLVMInternals.h - What the plugin takes from LLVM 22's insides -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one seam between the plugin and what LLVM 22 does not make public.
/// Everything here depends on how this LLVM release is built inside, not on
/// an interface it promises; a port to another release starts here, and
/// unittests/LLVMInternals fails loudly for each piece that changed:
///
///  * AMDGPU's TSFlags bits (SIInstrFlags is a private header);
///  * finding an opcode by name in TableGen's sorted opcode layout;
///  * LLVM's own command-line options, reached by their registered name;
///  * two protected members of the machine scheduler: ScheduleDAGMI's
///    mutation list and ScheduleDAGInstrs's topological order;
///  * how MachineScheduler splits a block into scheduling regions (a copy:
///    its region loop is not callable on its own).
///
/// No other file of the plugin names a protected member, a TSFlags bit, an
/// LLVM option or an opcode-order assumption.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_LLVMINTERNALS_LLVMINTERNALS_H
#define AMDGPUASYNCMARK_LIB_LLVMINTERNALS_LLVMINTERNALS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/Support/CommandLine.h"
#include <cstdint>
#include <memory>

namespace llvm {
class ScheduleDAGInstrs;
class ScheduleDAGMI;
class ScheduleDAGMutation;
class ScheduleDAGTopologicalSort;
class MCInstrInfo;

namespace asyncmark {
namespace llvm_internals {

/// LLVM 22 AMDGPU TSFlags bits (SIInstrFlags in SIDefines.h).
namespace tsflags {
inline constexpr uint64_t VALU = 1ull << 1;
inline constexpr uint64_t MUBUF = 1ull << 17;
inline constexpr uint64_t MTBUF = 1ull << 18;
inline constexpr uint64_t FLAT = 1ull << 24;
inline constexpr uint64_t DS = 1ull << 25;
inline constexpr uint64_t VM_CNT = 1ull << 32;
inline constexpr uint64_t LGKM_CNT = 1ull << 34;
inline constexpr uint64_t FlatGlobal = 1ull << 51;
inline constexpr uint64_t FlatScratch = 1ull << 56;
} // namespace tsflags

/// The opcode called \p Name in \p MII, or ~0u. TableGen lays out the
/// target's opcodes after the generic ones in two runs, pseudos first, each
/// sorted by name: a binary search in each run. A hit is checked by name,
/// so a different layout can only miss (the caller then scans).
unsigned searchSortedOpcodes(const MCInstrInfo &MII, StringRef Name);

/// LLVM's boolean option registered as \p Name (e.g.
/// "enable-post-misched"), or null if this LLVM has none.
cl::opt<bool> *findBoolOption(StringRef Name);

/// Inserts \p Mutation before every mutation \p DAG already has
/// (ScheduleDAGMI::Mutations is protected; addMutation() appends).
void addMutationFirst(ScheduleDAGMI &DAG,
                      std::unique_ptr<ScheduleDAGMutation> Mutation);

/// The topological order \p DAG keeps for its edges (protected).
ScheduleDAGTopologicalSort &topologicalOrder(ScheduleDAGInstrs &DAG);

/// One scheduling region of a block: [Begin, End) and its instructions but
/// debug and pseudo instructions.
struct SchedulingRegion {
  MachineBasicBlock::iterator Begin, End;
  unsigned NumInstrs;
};

/// The regions MachineScheduler's region loop gives \p MBB, bottom-up
/// unless \p TopDown (ScheduleDAGInstrs::doMBBSchedRegionsTopDown()).
SmallVector<SchedulingRegion, 16> getSchedRegions(MachineBasicBlock &MBB,
                                             bool TopDown);

/// True if the region loop leaves \p R unscheduled with scheduler \p S
/// (empty, or one instruction for a scheduler that skips those).
bool isRegionSkipped(const SchedulingRegion &R, const ScheduleDAGInstrs &S);

} // namespace llvm_internals
} // namespace asyncmark
} // namespace llvm

#endif
