//===- HazardSlotFill.cpp - Fill hazard slots in a scheduled region -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "HazardSlotFill.h"
#include "MachineClassifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/ScheduleDAGInstrs.h"
#include "llvm/CodeGen/ScheduleHazardRecognizer.h"
#include <algorithm>
#include <optional>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-postra-sched"

STATISTIC(NumHazardSlotsFilled,
          "Number of ALU instructions moved into hazard slots");

namespace {

/// How far, in instructions of the region, a filler may come from. Fillers
/// are local: the scheduler put each instruction near where its operands
/// are ready.
constexpr unsigned SearchDistance = 16;
/// Fillers put into one slot at most (s_nop 3 is four wait states).
constexpr unsigned MaxFillsPerSlot = 4;

class SlotFiller {
public:
  SlotFiller(ScheduleDAGInstrs &DAG, MachineBasicBlock &MBB,
             MachineBasicBlock::iterator End, ScheduleHazardRecognizer &HR)
      : DAG(DAG), MBB(MBB), End(End), HR(HR) {}

  unsigned run(MachineBasicBlock::iterator Begin);

private:
  ScheduleDAGInstrs &DAG;
  MachineBasicBlock &MBB;
  MachineBasicBlock::iterator End;
  ScheduleHazardRecognizer &HR;
  /// The region's instructions in their current order, debug ones aside.
  SmallVector<MachineInstr *, 0> Order;
  DenseMap<const MachineInstr *, unsigned> Pos;

  bool fillOnce(MachineInstr *Slot,
                SmallVectorImpl<MachineInstr *> &StillWaiting);
  unsigned waitStates(unsigned From, unsigned To,
                      SmallVectorImpl<unsigned> *Each = nullptr);
  unsigned stall(MachineInstr &MI);
  void issue(MachineInstr &MI);
  unsigned historyStart(unsigned P) const;
  unsigned historyEnd(unsigned P) const;
  bool canMoveBefore(const SUnit &SU, unsigned From, unsigned To) const;
  void moveInOrder(unsigned From, unsigned To);
};

} // end anonymous namespace

/// An instruction that counts in the hazard recognizer's history: markers
/// (INLINEASM) and meta instructions do not.
static bool takesWaitState(const MachineInstr &MI) {
  return !MI.isMetaInstruction() && !MI.isInlineAsm();
}

/// The wait states the recognizer asks for before each of Order[From, To),
/// simulated from Order[From] with an empty history.
unsigned SlotFiller::waitStates(unsigned From, unsigned To,
                                SmallVectorImpl<unsigned> *Each) {
  HR.Reset();
  unsigned Sum = 0;
  for (unsigned I = From; I != To; ++I) {
    unsigned N = stall(*Order[I]);
    Sum += N;
    if (Each)
      Each->push_back(N);
    issue(*Order[I]);
  }
  return Sum;
}

/// The wait states the recognizer asks for before \p MI in its history,
/// which get stalled: what the post-RA scheduler does. (Its PreEmitNoops
/// would switch it to the hazard pass's mode, which edits the function.)
unsigned SlotFiller::stall(MachineInstr &MI) {
  SUnit Query(&MI, 0);
  unsigned N = 0;
  while (N < HR.getMaxLookAhead() &&
         HR.getHazardType(&Query, N) != ScheduleHazardRecognizer::NoHazard) {
    HR.AdvanceCycle();
    ++N;
  }
  return N;
}

/// Adds \p MI to the recognizer's history. A bundle goes in as its
/// members, one wait state each: given the bundle, the recognizer would
/// also work out the wait states each member needs inside it (a full
/// hazard check per member, which the post-RA scheduler has just paid
/// for). Members rarely need any; where one does, the history here is
/// shorter than the code's, so the filler sees as many wait states or
/// more, and the hazard pass still inserts every one the code needs.
void SlotFiller::issue(MachineInstr &MI) {
  if (!MI.isBundle()) {
    HR.EmitInstruction(&MI);
    HR.AdvanceCycle();
    return;
  }
  for (MachineBasicBlock::instr_iterator Member = std::next(MI.getIterator());
       Member != MI.getParent()->instr_end() && Member->isBundledWithPred();
       ++Member) {
    HR.EmitInstruction(&*Member);
    HR.AdvanceCycle();
  }
}

/// A start for simulating from before Order[P] whose history holds all the
/// recognizer looks back at.
unsigned SlotFiller::historyStart(unsigned P) const {
  unsigned Seen = 0;
  while (P > 0 && Seen <= HR.getMaxLookAhead())
    Seen += takesWaitState(*Order[--P]);
  return P;
}

/// The end of the instructions after Order[P] whose wait states a change at
/// or before P can affect.
unsigned SlotFiller::historyEnd(unsigned P) const {
  unsigned Seen = 0;
  ++P;
  while (P < Order.size() && Seen <= HR.getMaxLookAhead())
    Seen += takesWaitState(*Order[P++]);
  return P;
}

/// Whether the instruction of \p SU, at \p From, may go right before the
/// instruction at \p To: every edge (weak ones aside) keeps its direction.
/// Going up, it also must not read a load's result: its wait would come
/// earlier.
bool SlotFiller::canMoveBefore(const SUnit &SU, unsigned From,
                               unsigned To) const {
  auto PosOf = [&](const SUnit *Other) -> std::optional<unsigned> {
    if (Other->isBoundaryNode() || !Other->getInstr())
      return std::nullopt;
    auto It = Pos.find(Other->getInstr());
    if (It == Pos.end())
      return std::nullopt;
    return It->second;
  };
  if (From < To) {
    for (const SDep &D : SU.Succs)
      if (!D.isWeak())
        if (std::optional<unsigned> P = PosOf(D.getSUnit()); P && *P < To)
          return false;
    return true;
  }
  for (const SDep &D : SU.Preds) {
    if (D.isWeak())
      continue;
    std::optional<unsigned> P = PosOf(D.getSUnit());
    if (P && *P >= To)
      return false;
    if (D.getKind() == SDep::Data && D.getSUnit()->getInstr() &&
        D.getSUnit()->getInstr()->mayLoad())
      return false;
  }
  return true;
}

/// Moves Order[From] right before Order[To] (the order only).
void SlotFiller::moveInOrder(unsigned From, unsigned To) {
  auto B = Order.begin();
  if (From < To)
    std::rotate(B + From, B + From + 1, B + To);
  else
    std::rotate(B + To, B + From, B + From + 1);
}

/// Puts the filler that saves the most wait states right before \p Slot.
/// The instructions it could affect that still wait afterwards go to
/// \p StillWaiting (a filler taken from between a producer and its
/// consumer may leave that pair a slot of its own, for fewer wait states
/// in all).
bool SlotFiller::fillOnce(MachineInstr *Slot,
                          SmallVectorImpl<MachineInstr *> &StillWaiting) {
  unsigned SlotPos = Pos.lookup(Slot);
  waitStates(historyStart(SlotPos), SlotPos);
  unsigned SlotWaits = stall(*Slot);
  if (!SlotWaits)
    return false;

  // Nearest candidates first, up and down; a filler that takes all of the
  // slot's wait states and adds none ends the search.
  unsigned BestPos = 0, BestGain = 0, BestFrom = 0, BestTo = 0;
  SmallVector<MachineInstr *, 2 * SearchDistance + 1> Saved;
  auto Try = [&](unsigned XPos) {
    MachineInstr *X = Order[XPos];
    SUnit *SU = MachineClassifier::isPlainAlu(*X) ? DAG.getSUnit(X) : nullptr;
    if (!SU || !canMoveBefore(*SU, XPos, SlotPos))
      return;
    unsigned A = std::min(XPos, SlotPos), B = std::max(XPos, SlotPos);
    unsigned From = historyStart(A), To = historyEnd(B);
    unsigned Before = waitStates(From, To);
    Saved.assign(Order.begin() + A, Order.begin() + B + 1);
    moveInOrder(XPos, SlotPos);
    unsigned After = waitStates(From, To);
    std::copy(Saved.begin(), Saved.end(), Order.begin() + A);
    if (After < Before && Before - After > BestGain) {
      BestGain = Before - After;
      BestPos = XPos;
      BestFrom = From;
      BestTo = To;
    }
  };
  for (unsigned D = 1; D <= SearchDistance && BestGain < SlotWaits; ++D) {
    // Right before the slot already: moving it changes nothing.
    if (D >= 2 && SlotPos >= D)
      Try(SlotPos - D);
    if (BestGain < SlotWaits && SlotPos + D < Order.size())
      Try(SlotPos + D);
  }
  if (!BestGain)
    return false;

  // The filler goes with the debug instructions right after it.
  MachineInstr *X = Order[BestPos];
  MachineBasicBlock::iterator First = X->getIterator();
  MachineBasicBlock::iterator Last = std::next(First);
  while (Last != End && Last->isDebugInstr())
    ++Last;
  MBB.splice(Slot->getIterator(), &MBB, First, Last);
  moveInOrder(BestPos, SlotPos);
  for (unsigned I = std::min(BestPos, SlotPos),
                E = std::max(BestPos, SlotPos) + 1;
       I != E; ++I)
    Pos[Order[I]] = I;
  ++NumHazardSlotsFilled;

  SmallVector<unsigned, 64> Each;
  waitStates(BestFrom, BestTo, &Each);
  for (unsigned I = 0, E = Each.size(); I != E; ++I)
    if (Each[I])
      StillWaiting.push_back(Order[BestFrom + I]);
  return true;
}

unsigned SlotFiller::run(MachineBasicBlock::iterator Begin) {
  // The recognizer is fed the whole region, as the scheduler fed it, but
  // asked only after a stall: PostGenericScheduler leaves each node's issue
  // cycle in TopReadyCycle, and it asked about every instruction it issued.
  // An instruction with no stall within the recognizer's look-ahead before
  // it was found free of hazards in the same history. After a stall that
  // history had a wait state the code will not have (a latency stall is no
  // instruction), so there the answer can differ. Asking costs as much as
  // the hazard pass does.
  SmallVector<MachineInstr *, 16> Slots;
  std::optional<unsigned> PrevCycle;
  unsigned SinceStall = ~0u;
  HR.Reset();
  for (MachineInstr &MI : make_range(Begin, End)) {
    if (MI.isDebugInstr())
      continue;
    Pos[&MI] = Order.size();
    Order.push_back(&MI);
    const SUnit *SU = DAG.getSUnit(&MI);
    if (SU && takesWaitState(MI)) {
      if (PrevCycle && SU->TopReadyCycle > *PrevCycle + 1)
        SinceStall = 0;
      else if (SinceStall != ~0u)
        ++SinceStall;
      PrevCycle = SU->TopReadyCycle;
    }
    if (SinceStall <= HR.getMaxLookAhead() && stall(MI))
      Slots.push_back(&MI);
    issue(MI);
  }

  // Every move lowers the region's wait states, so this ends; the bound
  // only keeps the work linear.
  unsigned Moved = 0;
  size_t Budget = 4 * Slots.size() * MaxFillsPerSlot;
  SmallPtrSet<MachineInstr *, 16> Queued(Slots.begin(), Slots.end());
  std::reverse(Slots.begin(), Slots.end());
  while (!Slots.empty() && Budget) {
    MachineInstr *Slot = Slots.pop_back_val();
    Queued.erase(Slot);
    SmallVector<MachineInstr *, 8> StillWaiting;
    for (unsigned K = 0; K != MaxFillsPerSlot && Budget; ++K, --Budget) {
      if (!fillOnce(Slot, StillWaiting))
        break;
      ++Moved;
    }
    for (MachineInstr *MI : StillWaiting)
      if (MI != Slot && Queued.insert(MI).second)
        Slots.push_back(MI);
  }
  return Moved;
}

unsigned asyncmark::fillHazardSlots(ScheduleDAGInstrs &DAG,
                                    MachineBasicBlock &MBB,
                                    MachineBasicBlock::iterator Begin,
                                    MachineBasicBlock::iterator End,
                                    ScheduleHazardRecognizer &HR) {
  if (!HR.isEnabled())
    return 0;
  return SlotFiller(DAG, MBB, End, HR).run(Begin);
}
