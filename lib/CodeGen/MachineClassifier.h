//===- MachineClassifier.h - What an AMDGPU machine instruction is -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place where the plugin's machine passes decide what an AMDGPU
/// machine instruction is, from public information only: MCInstrDesc flags,
/// the target's TSFlags bits (verified on LLVM 22), opcode names looked up
/// once through TargetInstrInfo, and memoperands.
///
/// * An LDS DMA is recognised by its descriptor (a VMEM instruction flagged
///   VALU), never by its memoperands: a DMA without memoperands is still a
///   DMA.
/// * It is *known async* only if it has memoperands and every one of them
///   carries the plugin's async flag. Anything else (no memoperands, a
///   memoperand without the flag because branch folding merged it with an
///   ordinary DMA, a flag lost on the way) is not known async; the passes
///   then take it as both async and ordinary, which only adds waits.
/// * A BUNDLE is classified by its members (MachineEvents).
/// * On gfx1250 (ASYNCcnt) only the async transfers count: the LDS DMA
///   descriptor plus the ASYNCcnt register among its implicit uses. They
///   are async by opcode; the table's names tell loads to LDS from the rest.
///
/// Counting errs on the safe side: an instruction is "counted" only when it
/// certainly increments vmcnt. Missing one makes a wait stricter, never
/// weaker.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MACHINECLASSIFIER_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MACHINECLASSIFIER_H

#include "AMDGPUAsyncMark/Model/ProgramEvent.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCRegister.h"
#include <array>
#include <cstdint>
#include <optional>

namespace llvm {
class Function;
class MachineInstr;
class MachineFunction;
class MachineMemOperand;
class TargetInstrInfo;
class TargetRegisterInfo;

namespace asyncmark {

/// How a top-level instruction (a BUNDLE: the union of its members) orders
/// against the markers. A bit set.
namespace role {
enum : unsigned {
  Mark = 1u << 0,   ///< `; asyncmark`.
  Wait = 1u << 1,   ///< `; wait_asyncmark(N)`.
  /// Has an LDS DMA or a gfx1250 tensor transfer: a member of a mark's
  /// group.
  LdsDma = 1u << 2,
  /// May read or write LDS other than as a DMA (or its memory behaviour is
  /// unknown).
  LdsAccess = 1u << 3,
  /// A wait keeps its order against it: any memory access (a load to LDS
  /// or not, a store that may overwrite what a DMA still reads) but a load
  /// of memory that never changes, a call, an unmodelled side effect.
  WaitOrdered = 1u << 4,
  Marker = Mark | Wait,
};
} // namespace role

/// Classifies the instructions of one function's target.
class MachineClassifier {
public:
  MachineClassifier(const MachineFunction &MF, const TargetFacts &Facts);

  /// \p MI must not be a BUNDLE header (classify its members) nor a marker
  /// (markerLines() gives a marker's events).
  ProgramEvent classify(const MachineInstr &MI) const;
  /// The role bits of \p MI, which must not be a BUNDLE header (MachineEvents
  /// gives a bundle the union of its members' roles).
  static unsigned role(const MachineInstr &MI);

  /// True if \p MI is a vector memory access that may count in vmcnt on
  /// some target (its descriptor's VM_CNT flag): the counted accesses of
  /// every target, and gfx10's stores besides (they count in vscnt).
  static bool isVectorMemoryAccess(const MachineInstr &MI);
  /// True if \p MI is a single ALU instruction that orders nothing: no
  /// memory access, side effect, call, branch or inline assembly (so no
  /// marker), not a bundle or meta instruction. Only its registers tie it.
  static bool isPlainAlu(const MachineInstr &MI);
  /// The register LLVM 22 calls ASYNCcnt (gfx1250's async transfers read
  /// and define it), by name; none if \p TRI has no such register.
  static MCRegister asyncCounterRegister(const TargetRegisterInfo &TRI);
  /// The register LLVM 22 calls TENSORcnt (gfx1250's tensor transfers read
  /// and define it), by name; none if \p TRI has no such register.
  static MCRegister tensorCounterRegister(const TargetRegisterInfo &TRI);
  /// The register of \p TRI called \p Name (in any case), or none.
  static MCRegister registerNamed(const TargetRegisterInfo &TRI,
                                  StringRef Name);
  /// True for llvm.trap's `s_trap 2` (the HSA ABI's abort trap ID): the
  /// trap handler ends the wave there, so a path ends with it.
  static bool isAbortTrap(const MachineInstr &MI);
  /// True for a wait of any of the target's counters, soft or not
  /// (S_WAITCNT*, S_WAIT_*), by name.
  static bool isCounterWait(const MachineInstr &MI);
  /// True for VMEM-to-LDS loads (sync or async), by descriptor.
  static bool isLdsDma(const MachineInstr &MI);
  /// gfx1250: true for a tensor transfer: its descriptor names the
  /// TENSORcnt register among its implicit uses and it may load or store
  /// (so does the counter's wait), and its name has a prefix of the table's
  /// tensor family.
  static bool isTensorOp(const MachineInstr &MI);
  /// gfx1250: an ASYNCcnt transfer that is not known to be a load to LDS
  /// (a store from LDS: it reads LDS).
  bool isAsyncTransferFromLds(const MachineInstr &MI) const {
    return Facts.Counter == AsyncCounter::Asynccnt && isLdsDma(MI) &&
           usesAsyncCounterRegister(MI) && !isAsyncLoadToLds(MI);
  }
  /// True if \p MI has memoperands and each carries the async flag.
  static bool isKnownAsync(const MachineInstr &MI);
  /// True if \p MMO carries the plugin's async flag: the async scope in its
  /// alias scopes, or, for a DMA's LDS memoperand that the wait lowering
  /// hid from si-insert-waitcnts, in its noalias list (LdsMemOperands.h).
  static bool carriesAsyncFlag(const MachineMemOperand &MMO);
  /// True if \p MI may read or write LDS (LDS DMA included), or its memory
  /// behaviour is unknown.
  static bool mayAccessLds(const MachineInstr &MI);
  /// The marker lines of \p MI in order (a mark, a wait, or a mark fused
  /// with the wait right after it); empty if \p MI is no marker.
  static SmallVector<MarkerLine, 2> markerLines(const MachineInstr &MI);
  /// The role bits of a marker whose lines are \p Lines (0 for none).
  static unsigned markerRole(ArrayRef<MarkerLine> Lines);
  static bool isMarker(const MachineInstr &MI) {
    return !markerLines(MI).empty();
  }
  /// The N of the wait in a marker, if it has one.
  static std::optional<unsigned> waitMarkerN(const MachineInstr &MI);
  /// True if \p MI is a marker with a wait that the IR lowering found
  /// orders nothing (Representation.h's EmptyWaitTag).
  static bool isEmptyWaitMarker(const MachineInstr &MI);
  /// True if \p MI is a marker that orders no memory access: marks only
  /// (no wait line), or a wait that orders nothing.
  static bool ordersNoAccess(const MachineInstr &MI);

  /// The opcode of the target's wait for the async counter (S_WAITCNT or
  /// S_WAIT_ASYNCCNT).
  unsigned waitcntOpcode() const { return WaitcntOpc; }
  /// gfx1250: S_WAIT_TENSORCNT (~0u elsewhere).
  unsigned tensorWaitOpcode() const { return TensorWaitOpc; }
  unsigned softWaitcntOpcode() const { return SoftWaitcntOpc; }

private:
  const TargetFacts &Facts;
  const TargetInstrInfo &TII;
  const TargetRegisterInfo &TRI;
  unsigned WaitcntOpc, SoftWaitcntOpc, LdsDirectOpc, TensorWaitOpc;

  bool isCounted(const MachineInstr &MI) const;
  /// What the callee of a gfx1250 call may leave in flight. The default is
  /// what an unknown callee may: transfers of every kind, in any number.
  struct CalleeTransfers {
    bool Async = true, Tensor = true;
    /// It may issue an async transfer other than a load to LDS.
    bool AsyncOtherThanLoads = true;
    /// Loads to LDS (tensor transfers) it issues on every path from its
    /// entry to a return, in it and below it.
    unsigned AsyncLoadsAtLeast = 0, TensorAtLeast = 0;
    /// Stores from LDS it issues on every path (they complete in order
    /// among themselves).
    unsigned AsyncStoresAtLeast = 0;
    /// It issues a transfer of the counter on every path and waits for
    /// the counter to reach 0 after its last one.
    bool DrainsAsync = false, DrainsTensor = false;
  };
  /// gfx1250: which transfers the callee of call \p MI may leave in flight
  /// (summarizeCallee()): an unknown callee any.
  CalleeTransfers mayLeaveTransfersInFlight(const MachineInstr &MI) const;
  /// Per function, what a call to it leaves in flight; computed once per
  /// function.
  mutable DenseMap<const Function *, CalleeTransfers> CalleeSummaries;
  CalleeTransfers summarizeCallee(const Function &F) const;
  /// Per function, the fewest loads to LDS, stores from LDS and tensor
  /// transfers it issues on a path to a return (no value while being
  /// computed: a recursive call).
  enum IssuedKind { IssuedLoads, IssuedStores, IssuedTensor };
  using IssuedCounts = std::array<unsigned, 3>;
  mutable DenseMap<const Function *, std::optional<IssuedCounts>>
      FewestIssued;
  IssuedCounts fewestIssued(const Function &F) const;
  /// True if \p MI's descriptor names the ASYNCcnt register.
  bool usesAsyncCounterRegister(const MachineInstr &MI) const;
  /// True if \p MI is one of the table's async loads to LDS (by name).
  bool isAsyncLoadToLds(const MachineInstr &MI) const;
  /// True if \p MI is one of the table's async stores from LDS (by name).
  bool isAsyncStoreFromLds(const MachineInstr &MI) const;
};

/// The opcode called \p Name (one of opcode_names) in \p TII, or ~0u if
/// this LLVM has none. Looked up once per target.
unsigned lookupOpcode(const TargetInstrInfo &TII, StringRef Name);

/// Reads the lines of markers as MachineClassifier::markerLines() does, each
/// distinct text once: the IR lowering writes all markers of one text
/// through one InlineAsm, so they share its string, and a function has a
/// few texts but may have thousands of markers.
class MarkerReader {
public:
  ArrayRef<MarkerLine> lines(const MachineInstr &MI);

private:
  DenseMap<const char *, SmallVector<MarkerLine, 2>> ByText;
};

} // namespace asyncmark
} // namespace llvm

#endif
