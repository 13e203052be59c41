//===- MachineClassifier.h - What an AMDGPU machine instruction is -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Classifies AMDGPU machine instructions for the load counter from public
/// information only: MCInstrDesc flags, the target's TSFlags bits (verified
/// on LLVM 22), opcode names looked up once through TargetInstrInfo,
/// memoperand address spaces and the plugin's async alias scope.
///
/// Counting errs on the safe side: an instruction is "counted" only when it
/// certainly increments vmcnt. Missing one makes a wait stricter, never
/// weaker.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MACHINECLASSIFIER_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MACHINECLASSIFIER_H

#include "AMDGPUAsyncMark/TargetFacts.h"
#include <cstdint>
#include <optional>

namespace llvm {
class MachineInstr;
class MachineFunction;
class TargetInstrInfo;

namespace asyncmark {


/// What one machine instruction means to the load-counter tracking.
enum class MachineEventKind {
  None,          ///< Irrelevant to vmcnt.
  CountedOp,     ///< Increments vmcnt, completes in order.
  AsyncDma,      ///< LDS DMA marked async by the plugin.
  SyncDma,       ///< Ordinary LDS DMA.
  FlatOp,        ///< Generic FLAT access: may complete out of order.
  Mark,          ///< `; asyncmark` marker.
  Wait,          ///< `; wait_asyncmark(N)` marker.
  ExistingWait,  ///< S_WAITCNT / S_WAITCNT_soft with a vmcnt.
  LdsDmaFence,   ///< S_WAITCNT_lds_direct (a release fence covering LDS).
  Call,          ///< A call: the backend waits vmcnt(0) before it.
};

struct MachineEvent {
  MachineEventKind Kind = MachineEventKind::None;
  unsigned Imm = 0; ///< N of a wait, vmcnt of an existing wait.
};

/// Classifies the instructions of one function's target.
class MachineClassifier {
public:
  MachineClassifier(const MachineFunction &MF, const TargetFacts &Facts);

  MachineEvent classify(const MachineInstr &MI) const;

  /// True for VMEM-to-LDS loads (sync or async).
  static bool isLdsDma(const MachineInstr &MI);
  /// True if \p MI may read or write LDS (LDS DMA included), or its memory
  /// behaviour is unknown.
  static bool mayAccessLds(const MachineInstr &MI);
  /// True if \p MI carries the plugin's async scope on a memoperand.
  static bool hasAsyncScope(const MachineInstr &MI);
  /// The N of a `; wait_asyncmark(N)` marker.
  static std::optional<unsigned> waitMarkerN(const MachineInstr &MI);
  static bool isMarkMarker(const MachineInstr &MI);

  unsigned waitcntOpcode() const { return WaitcntOpc; }
  unsigned softWaitcntOpcode() const { return SoftWaitcntOpc; }
  unsigned ldsDirectWaitOpcode() const { return LdsDirectOpc; }

private:
  const TargetFacts &Facts;
  unsigned WaitcntOpc, SoftWaitcntOpc, LdsDirectOpc;

  bool isCounted(const MachineInstr &MI) const;
};

/// The opcode called \p Name in \p TII, or ~0u. Built once per target.
unsigned lookupOpcode(const TargetInstrInfo &TII, StringRef Name);

} // namespace asyncmark
} // namespace llvm

#endif
