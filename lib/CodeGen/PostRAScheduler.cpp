//===- PostRAScheduler.cpp - Post-RA scheduling that respects markers -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Replaces LLVM's post-RA machine scheduler (postmisched) for amdgcn. It
/// builds the target's own scheduler (TargetMachine::createPostMachineScheduler,
/// with every GCN mutation) and runs the usual region loop, so a function
/// without markers is scheduled exactly as stock LLVM 22 schedules it.
///
/// In a function with markers, the regions with markers are scheduled by a
/// second scheduler whose mutations start with the marker barrier mutation,
/// the marks made KILLs while the region is scheduled
/// (MarkerBarrierMutation.h); after each such region its markers are put in
/// place (MarkerPlacement.h). Then the empty hazard slots of every region of
/// the function but IGLP ones are filled (HazardSlotFill.h): the markers'
/// freedom changes the code around them, in the regions without markers
/// too. IGLP_OPT and SCHED_GROUP_BARRIER regions go to
/// the first scheduler: LLVM 22 swaps out every mutation there and restores
/// them only in finalizeSchedule(), so the IGLP region runs with the IGLP
/// mutation alone and keeps its markers as full barriers, and the marker
/// scheduler keeps its mutation.
///
/// `-amdgpu-asyncmark-sched-mutation=false` disables the mutation: the pass
/// is then stock scheduling throughout (the transparency tests use it).
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "HazardSlotFill.h"
#include "LLVMInternals.h"
#include "MachineEvents.h"
#include "MarkerBarrierMutation.h"
#include "MarkerPlacement.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineScheduler.h"
#include "llvm/CodeGen/ScheduleHazardRecognizer.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;
using namespace llvm::asyncmark;
using llvm_internals::getSchedRegions;
using llvm_internals::isRegionSkipped;
using llvm_internals::SchedulingRegion;

#define DEBUG_TYPE "amdgpu-asyncmark-postra-sched"

STATISTIC(NumRegionsWithBarriers,
          "Number of regions scheduled with markers as full barriers because "
          "an ordering edge would have closed a cycle");

namespace {

class PostRAScheduler : public MachineFunctionPass {
public:
  static char ID;
  PostRAScheduler() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return passDescription(PassId::PostRAScheduler);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesCFG();
    AU.addRequired<MachineLoopInfoWrapperPass>();
    AU.addRequired<AAResultsWrapperPass>();
    AU.addRequired<TargetPassConfig>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  MachineSchedContext Ctx;
  /// The roles of this function's instructions (runOnMachineFunction).
  const MachineEvents *Classified = nullptr;
  /// The target's post-RA hazard recognizer, for filling hazard slots in
  /// functions with markers (HazardSlotFill.h); null when not filling.
  std::unique_ptr<ScheduleHazardRecognizer> HazardRec;

  std::unique_ptr<ScheduleDAGInstrs>
  createScheduler(std::unique_ptr<ScheduleDAGMutation> Mutation = nullptr);
  bool scheduleRegion(ScheduleDAGInstrs &S, MachineBasicBlock &MBB,
                      const SchedulingRegion &R, bool HideMarkers,
                      bool FillSlots,
                      const MarkerConstraints *Placement = nullptr);
  void scheduleFunctionStock(MachineFunction &MF);
  void scheduleFunctionWithMarkers(MachineFunction &MF);
};

} // end anonymous namespace

char PostRAScheduler::ID = 0;
ASYNCMARK_REGISTER_PASS(PostRAScheduler)


/// LLVM's own `-enable-post-misched` switch, honoured like postmisched does.
static bool postRASchedulingEnabled(const MachineFunction &MF) {
  cl::opt<bool> *Enable = llvm_internals::findBoolOption("enable-post-misched");
  if (Enable && Enable->getNumOccurrences())
    return Enable->getValue();
  return MF.getSubtarget().enablePostRAMachineScheduler();
}

std::unique_ptr<ScheduleDAGInstrs> PostRAScheduler::createScheduler(
    std::unique_ptr<ScheduleDAGMutation> Mutation) {
  std::unique_ptr<ScheduleDAGInstrs> S(
      Ctx.TM->createPostMachineScheduler(&Ctx));
  if (!S)
    S.reset(createSchedPostRA(&Ctx));
  if (Mutation)
    if (auto *DAG = dynamic_cast<ScheduleDAGMI *>(S.get()))
      llvm_internals::addMutationFirst(*DAG, std::move(Mutation));
  return S;
}

/// Exactly what postmisched does: one scheduler for the whole function.
void PostRAScheduler::scheduleFunctionStock(MachineFunction &MF) {
  std::unique_ptr<ScheduleDAGInstrs> S = createScheduler();
  for (MachineBasicBlock &MBB : MF) {
    S->startBlock(&MBB);
    for (const SchedulingRegion &R :
         getSchedRegions(MBB, S->doMBBSchedRegionsTopDown())) {
      S->enterRegion(&MBB, R.Begin, R.End, R.NumInstrs);
      if (!isRegionSkipped(R, *S))
        S->schedule();
      S->exitRegion();
    }
    S->finishBlock();
    S->fixupKills(MBB);
  }
  S->finalizeSchedule();
}

/// Schedules one region of \p MBB with \p S, its marks KILLs (no DAG edge,
/// no issue cycle) if \p HideMarkers. With \p Placement, each marker is
/// then put in its place (MarkerPlacement.h); returns false if its edges
/// allow none (the schedule stays as it is). With \p FillSlots, its hazard
/// slots are then filled (HazardSlotFill.h).
bool PostRAScheduler::scheduleRegion(ScheduleDAGInstrs &S,
                                     MachineBasicBlock &MBB,
                                     const SchedulingRegion &R, bool HideMarkers,
                                     bool FillSlots,
                                     const MarkerConstraints *Placement) {
  // The instruction before the region does not move: it finds the region's
  // first instruction again after scheduling.
  MachineBasicBlock::iterator Before =
      R.Begin == MBB.begin() ? MBB.end() : std::prev(R.Begin);
  S.enterRegion(&MBB, R.Begin, R.End, R.NumInstrs);
  bool Scheduled = !isRegionSkipped(R, S);
  if (Scheduled) {
    std::optional<MarksAsKills> Hide;
    if (HideMarkers)
      Hide.emplace(R.Begin, R.End, *Classified,
                   *MBB.getParent()->getSubtarget().getInstrInfo());
    S.schedule();
  }
  S.exitRegion();
  auto First = [&] {
    return Before == MBB.end() ? MBB.begin() : std::next(Before);
  };
  if (Placement && !placeMarkers(MBB, First(), R.End, *Placement, *Classified))
    return false;
  // The region's graph is still built: the fillers move along its edges
  // (all of them: a region that lost one is scheduled again).
  if (Scheduled && HazardRec && FillSlots &&
      !(Placement && Placement->EdgeDropped))
    fillHazardSlots(S, MBB, First(), R.End, *HazardRec);
  return true;
}

/// Regions without markers are scheduled as stock scheduling does, with one
/// scheduler; regions with markers by a second one whose mutations start
/// with the marker mutation. IGLP regions go to the first: LLVM 22 swaps out
/// every mutation of a scheduler for the IGLP one there and restores them
/// only in finalizeSchedule(), so the second never meets one. The hazard
/// slots of every region but IGLP ones are filled: an IGLP region's order is
/// the one its author asked for.
void PostRAScheduler::scheduleFunctionWithMarkers(MachineFunction &MF) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  unsigned SchedGroupBarrier = lookupOpcode(TII, opcode_names::SchedGroupBarrier);
  unsigned IglpOpt = lookupOpcode(TII, opcode_names::IglpOpt);
  auto IsIglp = [&](const MachineInstr &MI) {
    return MI.getOpcode() == SchedGroupBarrier || MI.getOpcode() == IglpOpt;
  };

  std::unique_ptr<ScheduleDAGInstrs> Shared = createScheduler();
  MarkerRegionSettings Settings;
  std::unique_ptr<ScheduleDAGInstrs> WithMarkers =
      createScheduler(createMarkerBarrierMutation(*Classified, Settings));
  for (MachineBasicBlock &MBB : MF) {
    Shared->startBlock(&MBB);
    WithMarkers->startBlock(&MBB);
    for (const SchedulingRegion &R :
         getSchedRegions(MBB, Shared->doMBBSchedRegionsTopDown())) {
      auto Range = make_range(R.Begin, R.End);
      bool HasMarker = any_of(Range, [&](const MachineInstr &MI) {
        return Classified->role(&MI) & role::Marker;
      });
      bool Iglp = any_of(Range, IsIglp);
      if (!HasMarker || Iglp) {
        // No markers, or an IGLP region: stock scheduling, markers as
        // barriers.
        scheduleRegion(*Shared, MBB, R, /*HideMarkers=*/false,
                       /*FillSlots=*/!Iglp);
        continue;
      }
      // With the marker mutation, then each marker put in its place. If
      // an ordering edge could not be added (it would have closed a cycle
      // with the target's own edges), the region is scheduled again from
      // its input order with its markers as full barriers.
      SmallVector<MachineInstr *, 64> InputOrder;
      for (MachineInstr &MI : Range)
        InputOrder.push_back(&MI);
      MarkerConstraints Constraints;
      Settings = {&Constraints};
      bool Placed = scheduleRegion(*WithMarkers, MBB, R, /*HideMarkers=*/true,
                                   /*FillSlots=*/true,
                                   &Constraints);
      if (Placed && !Constraints.EdgeDropped)
        continue;
      for (MachineInstr *MI : InputOrder)
        MBB.splice(R.End, &MBB, MI->getIterator());
      SchedulingRegion Again = R;
      Again.Begin = InputOrder.front()->getIterator();
      scheduleRegion(*Shared, MBB, Again, /*HideMarkers=*/false,
                     /*FillSlots=*/true);
      ++NumRegionsWithBarriers;
    }
    WithMarkers->finishBlock();
    Shared->finishBlock();
    Shared->fixupKills(MBB);
  }
  WithMarkers->finalizeSchedule();
  Shared->finalizeSchedule();
}

bool PostRAScheduler::runOnMachineFunction(MachineFunction &MF) {
  if (skipFunction(MF.getFunction()) || !postRASchedulingEnabled(MF))
    return false;

  Ctx.MF = &MF;
  Ctx.MLI = &getAnalysis<MachineLoopInfoWrapperPass>().getLI();
  Ctx.TM = &getAnalysis<TargetPassConfig>().getTM<TargetMachine>();
  Ctx.AA = &getAnalysis<AAResultsWrapperPass>().getAAResults();

  // A function without markers pays for one scan, nothing else.
  bool HasMarkers = any_of(MF, [](const MachineBasicBlock &MBB) {
    return any_of(MBB, [](const MachineInstr &MI) {
      return MI.isInlineAsm() && MachineClassifier::isMarker(MI);
    });
  });
  if (!schedMutationEnabled() || !HasMarkers) {
    scheduleFunctionStock(MF);
    return true;
  }
  // The roles of the instructions, classified once; a BUNDLE by its members.
  MachineEvents Roles(MF, /*C=*/nullptr);
  Classified = &Roles;
  if (fillHazardSlotsEnabled())
    HazardRec.reset(
        MF.getSubtarget().getInstrInfo()->CreateTargetPostRAHazardRecognizer(
            MF));
  scheduleFunctionWithMarkers(MF);
  HazardRec.reset();
  Classified = nullptr;
  return true;
}

MachineFunctionPass *asyncmark::createPostRASchedulerPass() {
  return new PostRAScheduler();
}
