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
/// cannot take from LLVM 22's public API: which targets have LDS DMA, which
/// DMA sizes they accept, how `s_waitcnt` encodes the load counter, and how
/// large a count may be emitted. Kept in one place and unit-tested; verified
/// against llvm-mc-22 encodings.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_TARGETFACTS_H
#define AMDGPUASYNCMARK_TARGETFACTS_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace llvm {
namespace asyncmark {

/// What the plugin knows about one AMDGPU processor.
struct TargetFacts {
  unsigned Major = 0, Minor = 0, Stepping = 0;
  /// VMEM-to-LDS loads (`global_load_lds_*`, `buffer_load_* ... lds`):
  /// gfx9 and gfx10 only. gfx11 and gfx12 have none (gfx1250's own async
  /// copies are a different mechanism).
  bool HasLdsDma = false;
  /// 12- and 16-byte LDS DMA (gfx950).
  bool HasWideLdsDma = false;
  /// gfx9 counts stores in vmcnt; gfx10 moved them to vscnt.
  bool StoresInVmcnt = false;
  /// The encoding family of `s_waitcnt` is the gfx9 one (vmcnt in [3:0] and
  /// [15:14]). True for gfx9 and gfx10.
  bool HasGfx9WaitcntLayout = false;
  /// Largest vmcnt the field can hold.
  unsigned VmcntFieldMax = 0;

  /// Largest count the plugin ever emits: one below the field maximum, so a
  /// saturated counter still waits in order.
  unsigned maxEmittedVmcnt() const { return VmcntFieldMax - 1; }

  /// Whether an LDS DMA of \p Bytes bytes per lane exists on this target.
  bool supportsLdsDmaSize(unsigned Bytes) const;

  /// The `s_waitcnt` immediate that waits for vmcnt <= \p N and nothing else.
  unsigned encodeVmcntWait(unsigned N) const;
  /// The vmcnt an `s_waitcnt` immediate waits for (VmcntFieldMax = none).
  unsigned decodeVmcnt(unsigned Imm) const;
  /// The `s_waitcnt` immediate that waits for nothing.
  unsigned encodeNoWait() const;

  /// Facts for processor \p CPU (e.g. "gfx950"), or nothing if it is not an
  /// AMDGPU processor LLVM 22 knows.
  static std::optional<TargetFacts> forCPU(StringRef CPU);
};

/// LLVM 22 AMDGPU TSFlags bits (SIInstrFlags) the classifier reads; the unit
/// tests check them against the installed LLVM's instruction descriptions.
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

/// Names of the machine opcodes the plugin looks up (opcode numbers are
/// specific to each LLVM build; names are stable within a release).
namespace opcode_names {
inline constexpr StringRef SWaitcnt = "S_WAITCNT";
inline constexpr StringRef SWaitcntSoft = "S_WAITCNT_soft";
inline constexpr StringRef SWaitcntLdsDirect = "S_WAITCNT_lds_direct";
inline constexpr StringRef SchedGroupBarrier = "SCHED_GROUP_BARRIER";
inline constexpr StringRef IglpOpt = "IGLP_OPT";
} // namespace opcode_names

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_TARGETFACTS_H
