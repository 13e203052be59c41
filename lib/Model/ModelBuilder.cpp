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

/// The events of a call's transfers on one counter, appended to \p Out:
/// \p Issued async DMAs where the callee issues at least that many, all
/// completing in order with the caller's, and transfers of unknown number
/// that count nothing where it may leave others (\p Others) or the number
/// is unknown (0).
static void appendCallTransfers(unsigned Issued, bool Others,
                                SmallVectorImpl<Event> &Out) {
  if (Issued)
    Out.append(std::min(Issued, MaxCallDmaEvents), Event::asyncDma());
  if (!Issued || Others)
    Out.push_back(Event::unknownTransfers());
}

/// The async counter's events of \p E, appended to \p Out. \p HasMarkers:
/// the program has marks or waits, where an LDS DMA not known to be async
/// is taken as both.
static void toModelEvents(const ProgramEvent &E, bool HasMarkers,
                          SmallVectorImpl<Event> &Out) {
  switch (E.Kind) {
  case K::CountedOp:
    Out.push_back(Event::countedOp());
    return;
  case K::CallWithTransfers:
    // The callee's transfers join the open group. A callee that issues at
    // least AsyncLoadsIssued loads to LDS on every path is that many async
    // DMAs: issuing more only completes more, as the loads complete in
    // order. Its other transfers (and all of them where the number is
    // unknown) only a wait for 0 completes; they count nothing, which
    // only leaves the counter higher than counted. A transfer pending at
    // the call keeps its count either way: each kind completes in order,
    // and the callee adds to either kind, never takes away. More DMAs than
    // the counter's largest wait would add nothing.
    if (E.LeavesAsync)
      appendCallTransfers(E.AsyncLoadsIssued, E.LeavesOtherAsync, Out);
    if (E.DrainsAsync)
      Out.push_back(Event::existingWait(0));
    return;
  case K::TensorOp:
  case K::ExistingTensorWait:
    // The tensor counter's.
    return;
  case K::LdsDma:
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

/// gfx1250 with both streams of transfers: the events of \p E in the model
/// of one stream, loads to LDS or (\p Stores) stores from LDS. A wait for
/// N leaves a mark's transfer in flight only while at least N+1 transfers
/// are, and its own stream's younger ones are among them: so each stream's
/// count is the number of its own transfers after the mark's, and the
/// other stream's transfers neither count nor belong to its groups. A
/// transfer of unknown kind belongs to both and counts in neither (only a
/// wait for 0 completes it). A call's loads and stores are each their own
/// stream's, counted where the callee issues them on every path; what it
/// may issue beyond that number, or of unknown kind, is like a transfer of
/// unknown kind.
static void toStreamEvents(const ProgramEvent &E, bool Stores,
                           SmallVectorImpl<Event> &Out) {
  switch (E.Kind) {
  case K::LdsDma: {
    bool IsLoad = !E.MayReorderWithLoads;
    bool IsStore = E.MayReorderWithLoads && E.KnownStoreFromLds;
    if (!IsLoad && !IsStore)
      Out.push_back(Event::unknownTransfers());
    else if (IsStore == Stores)
      Out.push_back(Event::asyncDma());
    return;
  }
  case K::CallWithTransfers:
    if (!E.LeavesAsync)
      return;
    if (!Stores) {
      // The callee's other transfers are stores from LDS, the other
      // stream's. Only an unknown callee may leave transfers of unknown
      // kind, and the number of its loads is unknown too (0): they are
      // transfers of unknown kind here already.
      appendCallTransfers(E.AsyncLoadsIssued, /*Others=*/false, Out);
    } else {
      // The stores it issues on every path are that many of this stream's;
      // where their number or the loads' is unknown, transfers of unknown
      // kind too.
      Out.append(std::min(E.AsyncStoresIssued, MaxCallDmaEvents),
                 Event::asyncDma());
      if (!E.AsyncLoadsIssued || (E.LeavesOtherAsync && !E.AsyncStoresIssued))
        Out.push_back(Event::unknownTransfers());
    }
    // ASYNCcnt 0 completes both streams.
    if (E.DrainsAsync)
      Out.push_back(Event::existingWait(0));
    return;
  default:
    toModelEvents(E, /*HasMarkers=*/true, Out);
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
      appendCallTransfers(E.TensorIssued, /*Others=*/false, Out);
    if (E.DrainsTensor)
      Out.push_back(Event::existingWait(0));
    return;
  default:
    return;
  }
}

void ModelBuilder::solve(bool FindTargetMarks) {
  bool HasMarkers = false, HasTensorTransfers = false;
  bool HasLoadsToLds = false, HasOtherTransfers = false, HasUnknownKind = false;
  for (const Recorded &R : Events) {
    if (R.SyncDmaFence)
      continue;
    const ProgramEvent &E = R.E;
    HasMarkers |= E.Kind == K::Mark || E.Kind == K::Wait;
    HasTensorTransfers |= E.Kind == K::TensorOp ||
                          (E.Kind == K::CallWithTransfers && E.LeavesTensor);
    if (E.Kind == K::LdsDma && E.KnownAsync) {
      HasOtherTransfers |= E.MayReorderWithLoads;
      HasUnknownKind |= E.MayReorderWithLoads && !E.KnownStoreFromLds;
      HasLoadsToLds |= !E.MayReorderWithLoads;
    }
    // A call that stands for its callee's loads to LDS, or that may leave
    // stores from LDS (or transfers of unknown kind) in flight: with both,
    // each stream gets its own count, not a wait for 0 for the other's.
    if (E.Kind == K::CallWithTransfers && E.LeavesAsync) {
      HasLoadsToLds |= E.AsyncLoadsIssued != 0;
      HasOtherTransfers |= E.LeavesOtherAsync;
    }
  }
  // Both streams of transfers, or transfers of unknown kind: the main model
  // is the loads', a second one the stores' (toStreamEvents).
  bool TwoStreams = HasOtherTransfers && (HasLoadsToLds || HasUnknownKind);

  Model.emplace(MaxCount);
  if (TwoStreams)
    StoreModel.emplace(MaxCount);
  if (TensorMaxCount && HasTensorTransfers)
    TensorModel.emplace(*TensorMaxCount);
  for (FunctionModel *M : {&*Model, StoreModel ? &*StoreModel : nullptr,
                           TensorModel ? &*TensorModel : nullptr}) {
    if (!M)
      continue;
    for (unsigned B = 0; B != NumBlocks; ++B)
      M->addBlock();
    for (auto [From, To] : Edges)
      M->addEdge(From, To);
  }

  ModelId.assign(Events.size(), NoEvent);
  StoreId.assign(Events.size(), NoEvent);
  TensorId.assign(Events.size(), NoEvent);
  SmallVector<Event, 2> ModelEvents;
  for (unsigned B = 0; B != NumBlocks; ++B) {
    for (unsigned Handle : BlockEvents[B]) {
      const Recorded &R = Events[Handle];
      if (R.SyncDmaFence) {
        ModelId[Handle] = Model->addEvent(B, Event::syncDmaFence());
        HandleOfModelEvent.push_back(Handle);
        continue;
      }
      const ProgramEvent &E = R.E;
      if (TensorModel) {
        ModelEvents.clear();
        toTensorModelEvents(E, ModelEvents);
        for (const Event &TE : ModelEvents)
          TensorId[Handle] = TensorModel->addEvent(B, TE);
      }
      if (StoreModel) {
        ModelEvents.clear();
        toStreamEvents(E, /*Stores=*/true, ModelEvents);
        for (const Event &SE : ModelEvents) {
          StoreId[Handle] = StoreModel->addEvent(B, SE);
          HandleOfStoreEvent.push_back(Handle);
        }
      }
      ModelEvents.clear();
      if (TwoStreams)
        toStreamEvents(E, /*Stores=*/false, ModelEvents);
      else
        toModelEvents(E, HasMarkers, ModelEvents);
      for (const Event &ME : ModelEvents) {
        ModelId[Handle] = Model->addEvent(B, ME);
        HandleOfModelEvent.push_back(Handle);
      }
    }
  }

  for (FunctionModel *M : {&*Model, StoreModel ? &*StoreModel : nullptr,
                           TensorModel ? &*TensorModel : nullptr}) {
    if (!M)
      continue;
    M->setFindTargetMarks(FindTargetMarks);
    M->solve();
  }
  if (StoreModel)
    solveSharedCounts();
}

/// The later of two needs, std::nullopt (nothing needed) being the latest.
static std::optional<unsigned> stricter(std::optional<unsigned> A,
                                        std::optional<unsigned> B) {
  if (!A)
    return B;
  if (!B)
    return A;
  return std::min(*A, *B);
}

/// With two streams every wait emits one count, which completes transfers in
/// both: a wait needs the stricter of the streams' needs given the counts
/// emitted. Each stream solved alone assumed its own counts, which are never
/// stricter than the one emitted: safe, but a wait after a stricter one can
/// then keep a count the stricter one made unnecessary. So the shared counts
/// are raised towards what both streams need given all of them
/// (raiseCounts), from the stricter of the two streams' counts.
void ModelBuilder::solveSharedCounts() {
  // The handles whose events emit a count, in program order.
  SmallVector<unsigned, 0> Shared;
  for (unsigned B = 0; B != NumBlocks; ++B)
    for (unsigned Handle : BlockEvents[B])
      if (ModelId[Handle] != NoEvent &&
          (Events[Handle].SyncDmaFence || Events[Handle].E.Kind == K::Wait ||
           Events[Handle].E.Kind == K::LdsDmaFence))
        Shared.push_back(Handle);

  // What each stream's model found alone: the target marks (a fact of the
  // paths, not of the counts) and the explanations of the first counts.
  SmallVector<WaitResult, 0> LoadsAlone, StoresAlone;
  for (unsigned Handle : Shared) {
    LoadsAlone.push_back(Model->result(ModelId[Handle]));
    StoresAlone.push_back(StoreId[Handle] == NoEvent
                              ? WaitResult()
                              : StoreModel->result(StoreId[Handle]));
  }

  WaitCounts LoadCounts = Model->emittedCounts();
  WaitCounts StoreCounts = StoreModel->emittedCounts();
  auto Run = [&](const WaitCounts &Counts) {
    for (auto [I, Handle] : enumerate(Shared)) {
      LoadCounts[ModelId[Handle]] = Counts[I];
      if (StoreId[Handle] != NoEvent)
        StoreCounts[StoreId[Handle]] = Counts[I];
    }
    WaitCounts Loads = Model->countsNeededWhenEmitting(LoadCounts);
    WaitCounts Stores = StoreModel->countsNeededWhenEmitting(StoreCounts);
    WaitCounts Needed;
    for (unsigned Handle : Shared)
      Needed.push_back(stricter(Loads[ModelId[Handle]],
                                StoreId[Handle] == NoEvent
                                    ? std::nullopt
                                    : Stores[StoreId[Handle]]));
    return Needed;
  };

  WaitCounts Emitted;
  for (auto [I, Handle] : enumerate(Shared))
    Emitted.push_back(stricter(LoadsAlone[I].Count, StoresAlone[I].Count));
  WaitCounts Needed = Run(Emitted);
  SmallVector<unsigned, 0> Order;
  for (unsigned I = 0, E = Shared.size(); I != E; ++I)
    Order.push_back(I);
  SolvedCounts Solved = raiseCounts(std::move(Emitted), std::move(Needed),
                                    Order, MaxCount, MaxSharedRounds, Run);

  // The models' results are now those of the counts solved: per wait, the
  // stricter stream's explains the count.
  Combined.assign(Events.size(), std::nullopt);
  for (auto [I, Handle] : enumerate(Shared)) {
    const WaitResult &Loads = Model->result(ModelId[Handle]);
    std::optional<WaitResult> Stores;
    if (StoreId[Handle] != NoEvent)
      Stores = StoreModel->result(StoreId[Handle]);
    bool StoresStricter = Stores && Stores->Count &&
                          (!Loads.Count || *Stores->Count < *Loads.Count);
    WaitResult R = StoresStricter ? *Stores : Loads;
    if (StoresStricter) {
      // Name the marks by the loads' model's event ids (markHandle()).
      R.TargetMarks = StoresAlone[I].TargetMarks;
      for (unsigned &Id : R.TargetMarks)
        Id = ModelId[HandleOfStoreEvent[Id]];
      llvm::sort(R.TargetMarks);
    } else {
      R.TargetMarks = LoadsAlone[I].TargetMarks;
    }
    if (Stores)
      R.PathsDisagree |= (StoresStricter ? Loads : *Stores).PathsDisagree;
    R.Count = Solved.Emitted[I];
    R.Conservative = Solved.Emitted[I] != Solved.Needed[I];
    Combined[Handle] = std::move(R);
  }
}

const WaitResult &ModelBuilder::result(unsigned Handle) const {
  assert(Model && Handle < ModelId.size() && ModelId[Handle] != NoEvent &&
         "no result: unsolved, or an event without one");
  if (Handle < Combined.size() && Combined[Handle])
    return *Combined[Handle];
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
