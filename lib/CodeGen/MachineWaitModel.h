//===- MachineWaitModel.h - A machine function's wait model -----*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The adapter between a machine function and the model, shared by the wait
/// lowering (before si-insert-waitcnts) and the wait completion (after it):
/// one walk of the classified events into a ModelBuilder, which decides;
/// then the results written as wait instructions at their sites.
///
/// What the plugin orders:
///  * on gfx9/gfx10, in a function with marks, waits or known-async DMA,
///    every LDS DMA: each LDS access waits for the ordinary (or possibly
///    ordinary) DMA in flight, and a release fence covering LDS
///    (S_WAITCNT_lds_direct) for ordinary DMA only; elsewhere LLVM's own
///    tracking does, with memoperands made sound for it;
///  * on gfx1250, where LLVM never waits for ASYNCcnt, the marks and waits
///    are all there is.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MACHINEWAITMODEL_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MACHINEWAITMODEL_H

#include "AMDGPUAsyncMark/Model/ModelBuilder.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MachineEvents.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace llvm {
class MachineFunction;
class MachineInstr;
class MachineOptimizationRemarkEmitter;

namespace asyncmark {

/// gfx9/gfx10: the plugin, not si-insert-waitcnts, orders \p Ev's LDS DMA
/// (a function with marks, waits or known-async DMA).
bool pluginOrdersLdsDma(const MachineEvents &Ev, const TargetFacts &Facts);

/// What the writers did, for each pass's statistics.
struct WrittenWaits {
  bool Changed = false;
  unsigned Waits = 0, TensorWaits = 0, FencesNarrowed = 0, SyncDmaWaits = 0;
  /// Completion: the marker's own waits made looser, and those removed.
  unsigned Loosened = 0, Removed = 0;
};

/// The waits the lowering wrote right before wait markers, kept from the
/// lowering to the completion pass of the same function: by marker, the
/// count written and what si-insert-waitcnts may merge into that wait from
/// LLVM's own soft waits.
struct LoweredWait {
  unsigned Count;
  /// The other counters' fields of the one soft wait of LLVM's (a fence's,
  /// from si-memory-legalizer) in the run of waits and meta instructions
  /// right before the marker, or of no wait; none where that run has
  /// several, or one that waits for the async counter too: then LLVM's
  /// share of a merged wait cannot be told from the lowering's.
  std::optional<unsigned> OtherFields;
};
using LoweredWaitMap = DenseMap<const MachineInstr *, LoweredWait>;
/// Keeps \p Waits for \p MF, replacing what was kept for it.
void keepLoweredWaits(const MachineFunction &MF, LoweredWaitMap Waits);
/// Takes what was kept for \p MF (nothing if the lowering did not run).
LoweredWaitMap takeLoweredWaits(const MachineFunction &MF);

class MachineWaitModel {
public:
  /// Walks \p MF (classified as \p Ev) into the model, or does nothing
  /// (built() is false) where the plugin has no wait to compute.
  ///
  /// With \p Lowered (the completion pass), a wait the lowering wrote that
  /// is still right before its marker, as written or only loosened by
  /// si-insert-waitcnts, is left out of the model: it is the marker's own,
  /// and solveAndWrite() sets it to what the marker needs given every other
  /// wait of the final code.
  MachineWaitModel(MachineFunction &MF, const MachineEvents &Ev,
                   const TargetFacts &Facts,
                   const LoweredWaitMap *Lowered = nullptr);
  bool built() const { return Built; }
  /// Machine CFG edges the model left out: no execution takes them.
  unsigned prunedEdges() const { return PrunedEdges; }

  /// Solves the model and writes each result before its site: a wait of
  /// opcode \p WaitOpc (the counter's soft or hard wait) and, for gfx1250,
  /// a hard S_WAIT_TENSORCNT. With \p ORE, a remark per wait (with
  /// \p WaitRemarks) and one per own wait changed. With \p Lowered, the
  /// waits written before markers are recorded there.
  WrittenWaits solveAndWrite(const MachineClassifier &Classifier,
                             unsigned WaitOpc,
                             MachineOptimizationRemarkEmitter *ORE,
                             LoweredWaitMap *Lowered = nullptr,
                             bool WaitRemarks = true);

private:
  std::optional<unsigned>
  mergeableOtherFields(MachineInstr &Own, ArrayRef<unsigned> WaitOpcs) const;

  /// Where a model result turns into code.
  enum class SiteKind {
    Wait,      ///< `; wait_asyncmark(N)`: a wait before the marker.
    LdsFence,  ///< S_WAITCNT_lds_direct: replaced by a wait for sync DMA.
    LdsAccess, ///< An LDS access where the plugin orders LDS DMA: a wait
               ///< for sync DMA before it (or its bundle).
  };
  struct Site {
    MachineInstr *MI;
    unsigned Handle;
    SiteKind Kind;
    unsigned N; ///< For waits.
    /// For waits: the marker's own wait, left out of the model.
    MachineInstr *OwnWait = nullptr;
  };

  MachineFunction &MF;
  const TargetFacts &Facts;
  bool Built = false;
  unsigned PrunedEdges = 0;
  ModelBuilder Builder;
  SmallVector<Site, 16> Sites;
  /// Mark handles: the instruction and ordinal that name them in remarks
  /// (describeMark()), spelt only if a remark is written.
  DenseMap<unsigned, std::pair<const MachineInstr *, unsigned>> Marks;

  std::string markName(unsigned TargetMark) const;
};

} // namespace asyncmark
} // namespace llvm

#endif
