//===- ProgramEvent.h - What an instruction is to the async counters -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one vocabulary between the code the plugin reads and the model: what
/// one instruction of the program is to the async counters. The machine
/// classifier answers in it (lib/CodeGen/MachineClassifier.h); the model
/// builder (ModelBuilder.h) turns it into the model's events, and is the
/// one place that decides what each means (an LDS DMA not known to be
/// async, a call's transfers, gfx1250's stores from LDS).
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_MODEL_PROGRAMEVENT_H
#define AMDGPUASYNCMARK_MODEL_PROGRAMEVENT_H

namespace llvm {
namespace asyncmark {

enum class ProgramEventKind {
  None,          ///< Irrelevant to the counters.
  CountedOp,     ///< Increments vmcnt, completes in order.
  LdsDma,        ///< VMEM-to-LDS transfer; see ProgramEvent::KnownAsync.
  FlatOp,        ///< Generic FLAT access: may complete out of order.
  Mark,          ///< `; asyncmark` marker.
  Wait,          ///< `; wait_asyncmark(N)` marker.
  ExistingWait,  ///< S_WAITCNT / S_WAITCNT_soft with a vmcnt (ASYNCcnt).
  LdsDmaFence,   ///< S_WAITCNT_lds_direct (a release fence covering LDS).
  Call,          ///< A call: the backend waits vmcnt(0) before it.
  /// gfx1250: a call whose callee may leave async transfers (ASYNCcnt,
  /// LeavesAsync) or tensor transfers (TENSORcnt, LeavesTensor) in flight
  /// at its return: any number, none included, of either kind, unless
  /// AsyncLoadsIssued (TensorIssued) says how many it issues at least. They
  /// join the caller's open group.
  CallWithTransfers,
  /// gfx1250: a tensor transfer (TENSORcnt): a member of its mark's group,
  /// counted on the tensor counter only, in order with the other tensor
  /// transfers.
  TensorOp,
  /// gfx1250: S_WAIT_TENSORCNT (Imm: its count).
  ExistingTensorWait,
};

struct ProgramEvent {
  ProgramEventKind Kind = ProgramEventKind::None;
  unsigned Imm = 0;        ///< N of a wait, the count of an existing wait.
  bool KnownAsync = false; ///< For LdsDma.
  /// For LdsDma on ASYNCcnt targets: not known to be a load to LDS (a store
  /// from LDS, or an unknown transfer), which may complete out of order
  /// with the loads.
  bool MayReorderWithLoads = false;
  /// For LdsDma with MayReorderWithLoads: known to be a store from LDS, a
  /// member of the other in-order stream; otherwise of unknown kind.
  bool KnownStoreFromLds = false;
  /// For CallWithTransfers: which counters the callee may leave transfers
  /// in flight on.
  bool LeavesAsync = false, LeavesTensor = false;
  /// For CallWithTransfers: the number of loads to LDS the callee issues on
  /// every path to its return (they complete in order with the caller's
  /// loads), and the number of tensor transfers it issues on every path; 0
  /// if unknown.
  unsigned AsyncLoadsIssued = 0, TensorIssued = 0;
  /// For CallWithTransfers with LeavesOtherAsync: the stores from LDS the
  /// callee issues on every path (they complete in order with the
  /// caller's stores); 0 if unknown.
  unsigned AsyncStoresIssued = 0;
  /// For CallWithTransfers with LeavesAsync: the callee may also leave
  /// async transfers other than loads to LDS (stores from LDS, transfers of
  /// unknown kind), of any number. Only an unknown callee leaves transfers
  /// of unknown kind, and then AsyncLoadsIssued is 0: with AsyncLoadsIssued
  /// set, the others are stores from LDS.
  bool LeavesOtherAsync = true;
  /// For CallWithTransfers: the callee issues a transfer of the counter
  /// (ASYNCcnt; TENSORcnt) on every path and then waits for the counter to
  /// reach 0 before it returns, so the call ends with that wait: nothing,
  /// the caller's included, is in flight after it.
  bool DrainsAsync = false, DrainsTensor = false;
};

} // namespace asyncmark
} // namespace llvm

#endif
