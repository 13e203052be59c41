//===- HazardSlotFill.cpp - Fill hazard slots in a scheduled region -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "HazardSlotFill.h"
#include "MachineEvents.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/CodeGen/ScheduleDAGInstrs.h"
#include "llvm/CodeGen/ScheduleHazardRecognizer.h"
#include <algorithm>

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
             MachineBasicBlock::iterator End, ScheduleHazardRecognizer &HR,
             const MachineEvents &Classified)
      : DAG(DAG), MBB(MBB), End(End), HR(HR), Classified(Classified) {}

  unsigned run(MachineBasicBlock::iterator Begin);

private:
  ScheduleDAGInstrs &DAG;
  MachineBasicBlock &MBB;
  MachineBasicBlock::iterator End;
  ScheduleHazardRecognizer &HR;
  const MachineEvents &Classified;
  /// The region's instructions in their current order, debug ones aside.
  SmallVector<MachineInstr *, 0> Order;
  DenseMap<const MachineInstr *, unsigned> Pos;

  bool fillOnce(MachineInstr *Slot);
  unsigned waitStates(unsigned From, unsigned To,
                      SmallVectorImpl<unsigned> *Each = nullptr);
  unsigned historyStart(unsigned P) const;
  unsigned historyEnd(unsigned P) const;
  bool isFiller(const MachineInstr &MI) const;
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
/// simulated from Order[From] with an empty history, as the post-RA
/// scheduler feeds it.
unsigned SlotFiller::waitStates(unsigned From, unsigned To,
                                SmallVectorImpl<unsigned> *Each) {
  HR.Reset();
  unsigned Sum = 0;
  for (unsigned I = From; I != To; ++I) {
    MachineInstr *MI = Order[I];
    // Stall while the recognizer sees a hazard, as the post-RA scheduler
    // does; its PreEmitNoops would switch it to its hazard pass mode, which
    // edits the function.
    SUnit SU(MI, 0);
    unsigned N = 0;
    while (N < HR.getMaxLookAhead() &&
           HR.getHazardType(&SU, N) != ScheduleHazardRecognizer::NoHazard) {
      HR.AdvanceCycle();
      ++N;
    }
    Sum += N;
    if (Each)
      Each->push_back(N);
    HR.EmitInstruction(MI);
    HR.AdvanceCycle();
  }
  return Sum;
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

/// A pure ALU instruction: no memory access, side effect, control flow or
/// marker role, one instruction (no bundle).
bool SlotFiller::isFiller(const MachineInstr &MI) const {
  return !MI.isMetaInstruction() && !MI.isInlineAsm() && !MI.isBundle() &&
         !MI.isBundled() && !MI.mayLoadOrStore() &&
         !MI.hasUnmodeledSideEffects() && !MI.isCall() && !MI.isBranch() &&
         !MI.isTerminator() && !MI.isPosition() &&
         !(Classified.role(&MI) & role::Marker);
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
bool SlotFiller::fillOnce(MachineInstr *Slot) {
  unsigned SlotPos = Pos.lookup(Slot);
  {
    SmallVector<unsigned, 32> Each;
    waitStates(historyStart(SlotPos), SlotPos + 1, &Each);
    if (!Each.back())
      return false;
  }

  unsigned Lo = SlotPos > SearchDistance ? SlotPos - SearchDistance : 0;
  unsigned Hi = std::min<unsigned>(Order.size(), SlotPos + SearchDistance + 1);
  unsigned BestPos = 0, BestGain = 0;
  SmallVector<MachineInstr *, 2 * SearchDistance + 1> Saved;
  for (unsigned XPos = Lo; XPos != Hi; ++XPos) {
    if (XPos == SlotPos || XPos + 1 == SlotPos)
      continue;
    MachineInstr *X = Order[XPos];
    SUnit *SU = isFiller(*X) ? DAG.getSUnit(X) : nullptr;
    if (!SU || !canMoveBefore(*SU, XPos, SlotPos))
      continue;
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
    }
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
  return true;
}

unsigned SlotFiller::run(MachineBasicBlock::iterator Begin) {
  for (MachineInstr &MI : make_range(Begin, End))
    if (!MI.isDebugInstr()) {
      Pos[&MI] = Order.size();
      Order.push_back(&MI);
    }
  SmallVector<unsigned, 0> Each;
  if (Order.size() < 3 || !waitStates(0, Order.size(), &Each))
    return 0;
  SmallVector<MachineInstr *, 16> Slots;
  for (unsigned I = 0, E = Order.size(); I != E; ++I)
    if (Each[I])
      Slots.push_back(Order[I]);
  unsigned Moved = 0;
  for (MachineInstr *Slot : Slots)
    for (unsigned K = 0; K != MaxFillsPerSlot && fillOnce(Slot); ++K)
      ++Moved;
  return Moved;
}

unsigned asyncmark::fillHazardSlots(ScheduleDAGInstrs &DAG,
                                    MachineBasicBlock &MBB,
                                    MachineBasicBlock::iterator Begin,
                                    MachineBasicBlock::iterator End,
                                    ScheduleHazardRecognizer &HR,
                                    const MachineEvents &Classified) {
  if (!HR.isEnabled())
    return 0;
  return SlotFiller(DAG, MBB, End, HR, Classified).run(Begin);
}
