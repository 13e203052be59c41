//===- ModelBuilder.h - A program's events into the tracking model -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the FunctionModel of a program given as a CFG of ProgramEvents,
/// and owns what each program event means to it:
///
///  * An LDS DMA not known to be async, in a program with marks or waits,
///    is both async and ordinary (UnknownDma): either reading alone could
///    under-wait.
///  * gfx1250 (ASYNCcnt) has two streams of transfers: loads to LDS, and
///    stores from LDS. Each stream completes in order; nothing says the two
///    complete in order with each other. With both in the program, each
///    stream is a model of its own over the same blocks, marks and waits: a
///    wait for N leaves a transfer in flight only while N+1 are, its own
///    stream's younger ones among them, so each model counts its own
///    stream only. A wait emits one count for both, which completes
///    transfers in both: the stricter of what the two need given the counts
///    emitted everywhere (solveSharedCounts). A transfer of unknown kind is
///    a member of both that counts in neither.
///  * A gfx1250 call stands for the transfers its callee may leave in
///    flight: as many loads as it issues on every path when that is known,
///    else transfers of unknown number that only a wait for 0 completes.
///  * gfx1250's tensor transfers are a second model over the same blocks,
///    with the same marks and waits, on TENSORcnt.
///
/// The builder has no machine code in it: the machine adapter walks the
/// function once, adds its blocks, edges and events, asks for the results
/// and writes the waits.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_MODEL_MODELBUILDER_H
#define AMDGPUASYNCMARK_MODEL_MODELBUILDER_H

#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AMDGPUAsyncMark/Model/ProgramEvent.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>

namespace llvm {
namespace asyncmark {

class ModelBuilder {
public:
  /// \p MaxCount: the largest count the async counter's wait may emit.
  /// \p TensorMaxCount: the tensor counter's, on targets that have one.
  ModelBuilder(unsigned MaxCount, std::optional<unsigned> TensorMaxCount);

  /// Adds a block and returns its index; block 0 is the entry.
  unsigned addBlock();
  void addEdge(unsigned From, unsigned To);
  /// Appends \p E to block \p B. Returns its handle (dense, in order).
  unsigned addEvent(unsigned B, const ProgramEvent &E);
  /// Appends a point that waits for every ordinary (or possibly ordinary)
  /// LDS DMA pending: an LDS access where the plugin orders LDS DMA.
  unsigned addSyncDmaFence(unsigned B);

  /// Builds the models and solves them. \p FindTargetMarks: fill in each
  /// wait's target marks (for remarks).
  void solve(bool FindTargetMarks);

  /// After solve(): the async counter's result of a Wait, LdsDmaFence or
  /// sync-DMA fence handle.
  const WaitResult &result(unsigned Handle) const;
  /// After solve(): the tensor counter's result of a Wait handle, or null
  /// if the program has no tensor transfers.
  const WaitResult *tensorResult(unsigned Handle) const;
  /// After solve(): the handle of the Mark event a result's TargetMarks
  /// names.
  unsigned markHandle(unsigned TargetMark) const;

private:
  struct Recorded {
    unsigned Block;
    ProgramEvent E;
    bool SyncDmaFence;
  };
  unsigned MaxCount;
  std::optional<unsigned> TensorMaxCount;
  unsigned NumBlocks = 0;
  SmallVector<std::pair<unsigned, unsigned>, 0> Edges;
  /// Per block, its events' handles in order.
  SmallVector<SmallVector<unsigned, 8>, 0> BlockEvents;
  SmallVector<Recorded, 0> Events;

  /// The async counter's model (with both gfx1250 streams, the loads'),
  /// the stores' model where both streams are present, the tensor model.
  std::optional<FunctionModel> Model, StoreModel, TensorModel;
  /// Per handle, its last event in each model (~0u: none).
  SmallVector<unsigned, 0> ModelId, StoreId, TensorId;
  /// Per model event id, the handle it came from (Model's, StoreModel's).
  SmallVector<unsigned, 0> HandleOfModelEvent, HandleOfStoreEvent;
  /// With two streams: per wait and fence handle, the result of the count
  /// the two share.
  SmallVector<std::optional<WaitResult>, 0> Combined;
  /// Bounds the rounds (one per stream each) of solveSharedCounts().
  static constexpr unsigned MaxSharedRounds = 64;

  void solveSharedCounts();
};

} // namespace asyncmark
} // namespace llvm

#endif
