//===- TargetFacts.h - The AMDGPU facts the plugin relies on ---*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every fact about AMDGPU hardware generations that the plugin needs and
/// cannot take from LLVM 22's public API: which counter async transfers use,
/// which DMA forms and sizes exist, how the wait instruction encodes the
/// counter, and how large a count may be emitted. The facts themselves are
/// the table data/target-facts.json, compiled in; the Python tools read the
/// same file. Unit-tested against llvm-mc-22 encodings and LLVM 22's
/// instruction descriptions.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_TARGETFACTS_H
#define AMDGPUASYNCMARK_TARGETFACTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
namespace asyncmark {

/// The counter async transfers are counted on.
enum class AsyncCounter {
  None,     ///< No async transfers (gfx11, gfx12.0, older generations).
  Vmcnt,    ///< gfx9, gfx10: LDS DMA in vmcnt, waits are `s_waitcnt vmcnt`.
  Asynccnt, ///< gfx1250: ASYNCcnt, waits are `s_wait_asynccnt`.
};

/// What the plugin knows about one AMDGPU processor: one row of the table in
/// data/target-facts.json (the first generation matching its ISA version).
struct TargetFacts {
  unsigned Major = 0, Minor = 0, Stepping = 0;
  /// The table's generation name ("gfx950", "gfx9", "gfx1250", ...), or
  /// empty if no generation matched.
  StringRef Generation;
  AsyncCounter Counter = AsyncCounter::None;
  /// VMEM-to-LDS loads (`global_load_lds_*`, `buffer_load_* ... lds`) and
  /// their async twins (the "lds_dma" family): gfx9 and gfx10.
  bool HasLdsDma = false;
  /// gfx1250's own async transfers: `global_load_async_to_lds_*`,
  /// `cluster_load_async_to_lds_*` and `global_store_async_from_lds_*`.
  bool HasAsyncTransfers = false;
  /// Bit N set: an LDS DMA of N bytes per lane exists.
  uint32_t LdsDmaSizes = 0;
  /// Ordinary stores are counted in vmcnt (gfx9); since gfx10 they go to
  /// vscnt / storecnt.
  bool StoresInVmcnt = false;
  /// A call completes every transfer pending on the async counter: the
  /// callee waits for it on entry (gfx9/gfx10 callees wait vmcnt(0); no
  /// gfx1250 callee waits for ASYNCcnt).
  bool CallsCompleteCounter = false;
  /// Largest value of the async counter's wait field.
  unsigned CounterFieldMax = 0;
  /// Machine opcode name of the counter's wait ("S_WAITCNT",
  /// "S_WAIT_ASYNCCNT").
  StringRef WaitOpcodeName;

  bool hasAsyncCounter() const { return Counter != AsyncCounter::None; }

  /// gfx1250: tensor transfers (`tensor_load_to_lds*`,
  /// `tensor_store_from_lds*`) are members of asyncmark groups too, counted
  /// on TENSORcnt, in order among themselves. The counter's facts, as
  /// tensorCounter() presents them.
  bool HasTensorCounter = false;
  unsigned TensorFieldMax = 0;
  StringRef TensorWaitOpcodeName;

  bool hasTensorCounter() const { return HasTensorCounter; }
  /// The tensor counter's facts in the shape of the async counter's:
  /// CounterFieldMax, WaitOpcodeName, encodeWait() and decodeWait() are
  /// TENSORcnt's (`s_wait_tensorcnt`). Only if hasTensorCounter().
  TargetFacts tensorCounter() const;

  /// Largest count the plugin ever emits: one below the field maximum, so a
  /// saturated counter still waits in order.
  unsigned maxEmittedCount() const { return CounterFieldMax - 1; }

  /// Whether an LDS DMA of \p Bytes bytes per lane exists on this target.
  bool supportsLdsDmaSize(unsigned Bytes) const {
    return Bytes < 32 && (LdsDmaSizes >> Bytes & 1);
  }
  /// The sizes of supportsLdsDmaSize(), as text ("1, 2, 4, 12, 16").
  std::string ldsDmaSizeList() const;

  /// The immediate of the counter's wait instruction that waits for the
  /// async counter <= \p N and nothing else (N is clamped to the field).
  unsigned encodeWait(unsigned N) const;
  /// The async count an immediate of the wait instruction waits for
  /// (CounterFieldMax = none).
  unsigned decodeWait(unsigned Imm) const;
  /// The immediate that waits for nothing.
  unsigned encodeNoWait() const { return encodeWait(CounterFieldMax); }

  /// Facts for processor \p CPU (e.g. "gfx950"), or nothing if it is not an
  /// AMDGPU processor LLVM 22 knows.
  static std::optional<TargetFacts> forCPU(StringRef CPU);
  /// Facts with every LDS DMA size of any generation, for a module whose
  /// processor is not known yet.
  static TargetFacts anyLdsDma();

  /// The field layout of the wait immediate: up to four bit ranges of the
  /// counter, and the bits of every other counter (set = no wait on them).
  struct BitRange {
    uint8_t Shift = 0, Width = 0;
  };
  BitRange CounterBits[4];
  unsigned OtherFieldsNoWait = 0;
  /// The same for the tensor counter's wait.
  BitRange TensorBits[4];
  unsigned TensorOtherFieldsNoWait = 0;
};

/// Every IR intrinsic name (without overload suffix) the table lists for the
/// DMA family \p Family ("lds_dma", "async_to_lds", "async_from_lds").
ArrayRef<std::string> targetFactsIRForms(StringRef Family);
/// True if \p Name is one of gfx1250's async transfer intrinsics (the
/// table's async_to_lds and async_from_lds families, with or without an
/// overload suffix).
bool isAsyncTransferIRName(StringRef Name);
/// True if \p Name is one of gfx1250's async loads to LDS (the table's
/// async_to_lds family, with or without an overload suffix).
bool isAsyncLoadToLdsIRName(StringRef Name);
/// True if \p Name is one of gfx1250's tensor transfer intrinsics (the
/// table's tensor family, with or without an overload suffix).
bool isTensorTransferIRName(StringRef Name);
/// The machine opcode name prefixes of family \p Family (its mnemonic
/// prefixes, upper-cased; empty for families LLVM spells many ways).
ArrayRef<std::string> targetFactsOpcodePrefixes(StringRef Family);
/// Opcode name prefixes of memory operations that are not certain to
/// increment vmcnt (cache write-back and invalidate).
ArrayRef<std::string> targetFactsUncountedOpcodePrefixes();
/// The machine opcode names of every counter's wait in the table.
ArrayRef<std::string> targetFactsWaitOpcodes();

/// Names of the machine opcodes the plugin looks up (opcode numbers are
/// specific to each LLVM build; names are stable within a release).
namespace opcode_names {
inline constexpr StringRef SWaitcntSoft = "S_WAITCNT_soft";
inline constexpr StringRef SWaitcntLdsDirect = "S_WAITCNT_lds_direct";
inline constexpr StringRef SWaitDscntSoft = "S_WAIT_DSCNT_soft";
inline constexpr StringRef SchedGroupBarrier = "SCHED_GROUP_BARRIER";
inline constexpr StringRef IglpOpt = "IGLP_OPT";
} // namespace opcode_names

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_TARGETFACTS_H
