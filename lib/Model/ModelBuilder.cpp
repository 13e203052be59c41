//===- ModelBuilder.cpp - A program's events into the tracking model ------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/ModelBuilder.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cassert>

using namespace llvm;
using namespace llvm::asyncmark;

using K = ProgramEventKind;

/// The most async DMAs a call stands for in the model: one more than the
/// largest count any counter's wait field holds (63), so a DMA pending at
/// the call is past every wait count either way.
static constexpr unsigned MaxCallDmaEvents = 64;

static constexpr unsigned NoEvent = ~0u;

ModelBuilder::ModelBuilder(unsigned MaxCount,
                           std::optional<unsigned> TensorMaxCount)
    : MaxCount(MaxCount), TensorMaxCount(TensorMaxCount) {}

unsigned ModelBuilder::addBlock() {
  BlockEvents.emplace_back();
  return NumBlocks++;
}

void ModelBuilder::addEdge(unsigned From, unsigned To) {
  assert(From < NumBlocks && To < NumBlocks && "no such block");
  Edges.push_back({From, To});
}

unsigned ModelBuilder::addEvent(unsigned B, const ProgramEvent &E) {
  assert(B < NumBlocks && "no such block");
  BlockEvents[B].push_back(Events.size());
  Events.push_back({B, E, /*SyncDmaFence=*/false});
  return Events.size() - 1;
}

unsigned ModelBuilder::addSyncDmaFence(unsigned B) {
  assert(B < NumBlocks && "no such block");
  BlockEvents[B].push_back(Events.size());
  Events.push_back({B, ProgramEvent{}, /*SyncDmaFence=*/true});
  return Events.size() - 1;
}

/// A gfx1250 transfer other than a load to LDS (a store from LDS, or an
/// unknown transfer). A call's transfers are not: they count nothing and
/// need a wait for 0 anyway.
static bool mayBeStoreFromLds(const ProgramEvent &E) {
  return E.Kind == K::LdsDma && E.MayReorderWithLoads;
}

/// Per block, whether a store from LDS may be pending at its entry: on some
/// path from a block holding one.
BitVector ModelBuilder::storesReachingEntry() const {
  BitVector HasStore(NumBlocks), Reaches(NumBlocks);
  for (const Recorded &R : Events)
    if (!R.SyncDmaFence && mayBeStoreFromLds(R.E))
      HasStore.set(R.Block);
  SmallVector<SmallVector<unsigned, 2>, 0> Succs(NumBlocks);
  for (auto [From, To] : Edges)
    Succs[From].push_back(To);
  SmallVector<unsigned, 16> Work;
  for (unsigned B = 0; B != NumBlocks; ++B)
    if (HasStore.test(B))
      Work.push_back(B);
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    for (unsigned Succ : Succs[B])
      if (!Reaches.test(Succ)) {
        Reaches.set(Succ);
        Work.push_back(Succ);
      }
  }
  return Reaches;
}

/// The events of a call's transfers on one counter, appended to \p Out:
/// \p Issued async DMAs where the callee issues at least that many, all
/// completing in order with the caller's (0: unknown number or kind).
static void appendCallTransfers(unsigned Issued, SmallVectorImpl<Event> &Out) {
  if (Issued)
    Out.append(std::min(Issued, MaxCallDmaEvents), Event::asyncDma());
  else
    Out.push_back(Event::unknownTransfers());
}

/// The async counter's events of \p E, appended to \p Out. \p HasMarkers:
/// the program has marks or waits, where an LDS DMA not known to be async
/// is taken as both. \p Reorders: a transfer that may complete out of order
/// with the transfers pending when it is issued.
static void toModelEvents(const ProgramEvent &E, bool HasMarkers,
                          bool Reorders, SmallVectorImpl<Event> &Out) {
  switch (E.Kind) {
  case K::CountedOp:
    Out.push_back(Event::countedOp());
    return;
  case K::CallWithTransfers:
    // The callee's transfers join the open group. A callee that issues
    // only loads to LDS, at least AsyncLoadsIssued of them on every path,
    // is that many async DMAs: issuing more only completes more, as the
    // loads complete in order. Unless a store from LDS may be pending
    // (Reorders): then, and where the number or kind is unknown, only a
    // wait for 0 completes them. A transfer pending at the call keeps its
    // count either way: each kind completes in order, and the callee adds
    // to either kind, never takes away. More DMAs than the counter's
    // largest wait would add nothing.
    if (E.LeavesAsync)
      appendCallTransfers(Reorders ? 0 : E.AsyncLoadsIssued, Out);
    return;
  case K::TensorOp:
  case K::ExistingTensorWait:
    // The tensor counter's.
    return;
  case K::LdsDma:
    if (Reorders) {
      // A FLAT op poisons every pending transfer; the transfer then becomes
      // pending itself. It is counted twice, which only affects transfers
      // already poisoned.
      Out.push_back(Event::flatOp());
      Out.push_back(Event::asyncDma());
      return;
    }
    if (E.KnownAsync)
      Out.push_back(Event::asyncDma());
    else
      Out.push_back(HasMarkers ? Event::unknownDma() : Event::syncDma());
    return;
  case K::FlatOp:
    Out.push_back(Event::flatOp());
    return;
  case K::Mark:
    Out.push_back(Event::mark());
    return;
  case K::Wait:
    Out.push_back(Event::wait(E.Imm));
    return;
  case K::ExistingWait:
    Out.push_back(Event::existingWait(E.Imm));
    return;
  case K::LdsDmaFence:
    Out.push_back(Event::syncDmaFence());
    return;
  case K::Call:
    Out.push_back(Event::call());
    return;
  case K::None:
    return;
  }
}

/// The tensor counter's events of \p E, appended to \p Out. The same model,
/// another counter: tensor transfers are its async DMA (in order among
/// themselves), marks and waits are the same events, S_WAIT_TENSORCNT its
/// existing waits, and a call whose callee may leave tensor transfers in
/// flight its unknown transfers. ASYNCcnt transfers and waits are nothing
/// to it.
static void toTensorModelEvents(const ProgramEvent &E,
                                SmallVectorImpl<Event> &Out) {
  switch (E.Kind) {
  case K::TensorOp:
    Out.push_back(Event::asyncDma());
    return;
  case K::Mark:
    Out.push_back(Event::mark());
    return;
  case K::Wait:
    Out.push_back(Event::wait(E.Imm));
    return;
  case K::ExistingTensorWait:
    Out.push_back(Event::existingWait(E.Imm));
    return;
  case K::CallWithTransfers:
    // As for the async counter; tensor transfers are one kind.
    if (E.LeavesTensor)
      appendCallTransfers(E.TensorIssued, Out);
    return;
  default:
    return;
  }
}

void ModelBuilder::solve(bool FindTargetMarks) {
  bool HasMarkers = false, HasTensorTransfers = false;
  bool HasLoadsToLds = false, HasOtherTransfers = false;
  for (const Recorded &R : Events) {
    if (R.SyncDmaFence)
      continue;
    const ProgramEvent &E = R.E;
    HasMarkers |= E.Kind == K::Mark || E.Kind == K::Wait;
    HasTensorTransfers |= E.Kind == K::TensorOp ||
                          (E.Kind == K::CallWithTransfers && E.LeavesTensor);
    if (E.Kind == K::LdsDma && E.KnownAsync) {
      HasOtherTransfers |= E.MayReorderWithLoads;
      HasLoadsToLds |= !E.MayReorderWithLoads;
    }
    // A call that stands for its callee's loads to LDS.
    HasLoadsToLds |= E.Kind == K::CallWithTransfers && E.AsyncLoadsIssued;
  }
  // Both streams of transfers: where a store from LDS may precede.
  BitVector StoreReachesEntry;
  if (HasLoadsToLds && HasOtherTransfers)
    StoreReachesEntry = storesReachingEntry();

  Model.emplace(MaxCount);
  if (TensorMaxCount && HasTensorTransfers)
    TensorModel.emplace(*TensorMaxCount);
  for (unsigned B = 0; B != NumBlocks; ++B) {
    Model->addBlock();
    if (TensorModel)
      TensorModel->addBlock();
  }
  for (auto [From, To] : Edges) {
    Model->addEdge(From, To);
    if (TensorModel)
      TensorModel->addEdge(From, To);
  }

  ModelId.assign(Events.size(), NoEvent);
  TensorId.assign(Events.size(), NoEvent);
  SmallVector<Event, 2> ModelEvents, TensorEvents;
  for (unsigned B = 0; B != NumBlocks; ++B) {
    bool StoreMayPrecede =
        !StoreReachesEntry.empty() && StoreReachesEntry.test(B);
    for (unsigned Handle : BlockEvents[B]) {
      const Recorded &R = Events[Handle];
      if (R.SyncDmaFence) {
        ModelId[Handle] = Model->addEvent(B, Event::syncDmaFence());
        HandleOfModelEvent.push_back(Handle);
        continue;
      }
      const ProgramEvent &E = R.E;
      bool Reorders = false;
      if (!StoreReachesEntry.empty() && E.Kind == K::LdsDma)
        Reorders = E.MayReorderWithLoads || StoreMayPrecede;
      if (E.Kind == K::CallWithTransfers)
        Reorders = StoreMayPrecede;
      StoreMayPrecede |= mayBeStoreFromLds(E);
      if (TensorModel) {
        TensorEvents.clear();
        toTensorModelEvents(E, TensorEvents);
        for (const Event &TE : TensorEvents)
          TensorId[Handle] = TensorModel->addEvent(B, TE);
      }
      ModelEvents.clear();
      toModelEvents(E, HasMarkers, Reorders, ModelEvents);
      for (const Event &ME : ModelEvents) {
        ModelId[Handle] = Model->addEvent(B, ME);
        HandleOfModelEvent.push_back(Handle);
      }
    }
  }

  Model->setFindTargetMarks(FindTargetMarks);
  Model->solve();
  if (TensorModel) {
    TensorModel->setFindTargetMarks(FindTargetMarks);
    TensorModel->solve();
  }
}

const WaitResult &ModelBuilder::result(unsigned Handle) const {
  assert(Model && Handle < ModelId.size() && ModelId[Handle] != NoEvent &&
         "no result: unsolved, or an event without one");
  return Model->result(ModelId[Handle]);
}

const WaitResult *ModelBuilder::tensorResult(unsigned Handle) const {
  if (!TensorModel || TensorId[Handle] == NoEvent)
    return nullptr;
  return &TensorModel->result(TensorId[Handle]);
}

unsigned ModelBuilder::markHandle(unsigned TargetMark) const {
  assert(TargetMark < HandleOfModelEvent.size() && "no such model event");
  return HandleOfModelEvent[TargetMark];
}
