//===- WaitVerifier.cpp - Check every wait_asyncmark on the final code ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Verify mode (`-amdgpu-asyncmark-verify`). Two checks, both independent of
/// the passes that place marks and choose counts:
///
/// 1. Group membership. Against the snapshot taken right after instruction
///    selection (MembershipSnapshot.h): on the final code, every DMA and mark
///    from the same IR block that are still in one machine block must be in
///    that order: a mark that moved above a DMA of its group, or below a DMA
///    of the next one, is a compile error naming the function, the mark and
///    the DMA.
/// 2. Waits. Every `; wait_asyncmark(N)` is re-derived on the final code by
///    an exact dataflow over every path (Verify/PathCheck.h): an insufficient
///    wait is a compile error naming the mark left uncovered, an over-strict
///    one a missed-optimization remark. Where the dataflow's one resource
///    limit bites, the function is not verified and a warning says so.
///
/// The verifier reads the code its own way (VerifierReading.h).
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "MembershipSnapshot.h"
#include "VerifierBranches.h"
#include "VerifierReading.h"
#include "WaitRemarks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include <memory>
#include <queue>

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::verifier;

#define DEBUG_TYPE "amdgpu-asyncmark"

namespace {

class WaitVerifier : public MachineFunctionPass {
public:
  static char ID;
  explicit WaitVerifier(std::shared_ptr<MembershipSnapshot> S = nullptr)
      : MachineFunctionPass(ID), Snapshot(std::move(S)) {}
  StringRef getPassName() const override {
    return passDescription(PassId::WaitVerifier);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  std::shared_ptr<MembershipSnapshot> Snapshot;

  void checkMembership(MachineFunction &MF, const Reading &Rd);
  /// \p Tensor: judge the tensor counter (gfx1250) instead of the async
  /// one.
  void checkWaits(MachineFunction &MF, const Reading &Rd,
                  const TargetFacts &Facts, bool Tensor);
};

} // end anonymous namespace

char WaitVerifier::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitVerifier)

/// Testing only: moves the first mark that follows an LDS DMA in its block
/// above that DMA, as a scheduling bug would.
static void injectMarkMove(MachineFunction &MF, const Reading &Rd) {
  for (MachineBasicBlock &MBB : MF) {
    MachineInstr *LastDma = nullptr;
    for (MachineInstr &MI : MBB.instrs()) {
      if (Rd.isDma(MI))
        LastDma = &MI;
      else if (LastDma && Reading::isMark(MI)) {
        // Above the DMA, or above its bundle.
        MachineInstr *Top = LastDma;
        while (Top->isBundledWithPred())
          Top = Top->getPrevNode();
        MI.removeFromParent();
        MBB.insert(Top->getIterator(), &MI);
        return;
      }
    }
  }
}

void WaitVerifier::checkMembership(MachineFunction &MF, const Reading &Rd) {
  auto It = Snapshot->Functions.find(&MF.getFunction());
  if (It == Snapshot->Functions.end())
    return;
  const MembershipSnapshot::FunctionRecord &Record = It->second;
  for (MachineBasicBlock &MBB : MF) {
    // Per IR block: the latest mark and DMA seen so far in this machine
    // block, by their snapshot positions.
    struct Seen {
      unsigned MaxMark = 0;
      int MaxDmaGroup = -1;
      const MachineInstr *Mark = nullptr, *Dma = nullptr;
    };
    DenseMap<unsigned, Seen> ByBlock;
    for (MachineInstr &MI : MBB.instrs()) {
      Token T = Rd.token(MI);
      if (T == Token::None || !MI.peekDebugInstrNum())
        continue;
      auto P = Record.ByInstrNum.find(MI.peekDebugInstrNum());
      if (P == Record.ByInstrNum.end())
        continue;
      const MembershipSnapshot::Position &Pos = P->second;
      Seen &S = ByBlock[Pos.Block];
      const std::string &Block = Record.BlockNames[Pos.Block];
      if (Pos.IsMark) {
        if (S.MaxDmaGroup >= (int)Pos.Ordinal)
          error(MF, &MI,
                "asyncmark #" + Twine(Pos.Ordinal) + " of " + Block +
                    " has moved below an LDS DMA (" + Rd.name(*S.Dma) +
                    ") of a later group in " + describeBlock(MBB) +
                    ": group membership differs from the IR");
        if (Pos.Ordinal > S.MaxMark) {
          S.MaxMark = Pos.Ordinal;
          S.Mark = &MI;
        }
      } else {
        if (S.MaxMark > Pos.Ordinal)
          error(MF, &MI,
                "asyncmark #" + Twine(S.MaxMark) + " of " + Block +
                    " has moved above an LDS DMA (" + Rd.name(MI) +
                    ") of its group in " + describeBlock(MBB) +
                    ": the mark no longer closes it");
        if ((int)Pos.Ordinal > S.MaxDmaGroup) {
          S.MaxDmaGroup = Pos.Ordinal;
          S.Dma = &MI;
        }
      }
    }
  }
}

/// The least count of the counter's waits right after marker \p Marker:
/// before the next instruction that issues anything (debug and other meta
/// instructions, and the other counter's waits, issue nothing). UINT_MAX
/// if there is none. Any inline assembly ends the search.
static unsigned waitsRightAfter(const Reading &Rd, const MachineInstr &Marker,
                                bool Tensor) {
  unsigned Least = UINT_MAX;
  SmallVector<verify::Step, 2> Steps;
  const MachineBasicBlock &MBB = *Marker.getParent();
  for (auto It = std::next(Marker.getIterator()), E = MBB.instr_end();
       It != E; ++It) {
    if (It->isBundle() || It->isMetaInstruction())
      continue;
    if (It->isInlineAsm())
      break;
    Steps.clear();
    Rd.steps(*It, Tensor, Steps);
    if (Steps.empty())
      continue;
    if (Steps.size() != 1 || Steps.front().K != verify::Step::Waitcnt)
      break;
    Least = std::min(Least, Steps.front().Imm);
  }
  return Least;
}

void WaitVerifier::checkWaits(MachineFunction &MF, const Reading &Rd,
                              const TargetFacts &AllFacts, bool Tensor) {
  // The counter judged: its field and limits.
  const TargetFacts Facts =
      Tensor ? AllFacts.tensorCounter() : AllFacts;
  verify::PathCheckInput In;
  In.FieldMax = Facts.CounterFieldMax;
  In.MaxMarkSummaries = verifierMaxMarkSummaries();
  SmallVector<MachineInstr *, 8> WaitMIs;
  unsigned Marks = 0;
  bool HasMembers = false;
  // The steps of each block, in layout order (marks are numbered in it).
  std::vector<std::vector<verify::Step>> BlockSteps(MF.getNumBlockIDs());
  // Each wait marker's step: its block's number and index in BlockSteps.
  SmallVector<std::pair<unsigned, unsigned>, 8> WaitAt;
  SmallVector<verify::Step, 4> MIRSteps;
  // The blocks that end a path at an abort trap. What follows the trap in
  // its block goes to a steps list of its own that no path node has.
  SmallPtrSet<const MachineBasicBlock *, 4> Aborting;
  for (MachineBasicBlock &MBB : MF) {
    unsigned StepsId = MBB.getNumber();
    for (MachineInstr &MI : MBB.instrs()) {
      if (MI.isBundle())
        continue;
      if (Rd.isAbortTrap(MI) && Aborting.insert(&MBB).second) {
        StepsId = BlockSteps.size();
        BlockSteps.emplace_back();
        continue;
      }
      std::vector<verify::Step> &Steps = BlockSteps[StepsId];
      SmallVector<std::optional<unsigned>, 2> Lines = Reading::markerLines(MI);
      for (const std::optional<unsigned> &N : Lines) {
        if (!N) {
          Steps.push_back({verify::Step::Mark, ++Marks});
          continue;
        }
        WaitAt.push_back({StepsId, static_cast<unsigned>(Steps.size())});
        Steps.push_back({verify::Step::WaitMarker, *N,
                         static_cast<unsigned>(WaitMIs.size()),
                         waitsRightAfter(Rd, MI, Tensor)});
        In.WaitN.push_back(*N);
        WaitMIs.push_back(&MI);
      }
      if (Lines.empty()) {
        MIRSteps.clear();
        Rd.steps(MI, Tensor, MIRSteps);
        for (const verify::Step &S : MIRSteps) {
          Steps.push_back(S);
          HasMembers |= S.K == verify::Step::Dma ||
                        S.K == verify::Step::UnknownTransfers;
        }
      }
    }
  }
  // The paths are those an execution can take (VerifierBranches.h): a
  // block may be several nodes, each with its steps; a wait's verdicts are
  // gathered over all of them.
  // The split is bounded for compile time; -O0 loops whose flow blocks
  // are entered with many lane constants need several nodes per block.
  SmallVector<unsigned, 16> NodeBlock;
  unsigned MaxNodes = 8 * MF.getNumBlockIDs() + 256;
  bool PlainCfg = false;
  for (const verifier::PathNode &N :
       verifier::feasiblePaths(MF, MaxNodes, PlainCfg)) {
    NodeBlock.push_back(N.MBB->getNumber());
    In.Blocks.push_back(BlockSteps[N.MBB->getNumber()]);
    if (Aborting.count(N.MBB))
      In.Succs.emplace_back();
    else
      In.Succs.emplace_back(N.Succs.begin(), N.Succs.end());
  }
  // Without a tensor transfer there is nothing for the tensor counter to
  // judge.
  if (WaitMIs.empty() || (Tensor && !HasMembers))
    return;

  verify::PathCheckResult R = verify::checkPaths(In);
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  if (R.GaveUp) {
    // Not an error (the code may well be right), but never a silent pass.
    diagnose(MF, WaitMIs.front(),
             "asyncmark verifier: more than " + Twine(verifierMaxMarkSummaries()) +
                 " mark summaries in one block; the waits of this function "
                 "are not verified (-amdgpu-asyncmark-verify-max-states)",
             DS_Warning);
    return;
  }
  const unsigned FieldMax = Facts.CounterFieldMax;
  auto Count = [&](unsigned C) {
    if (C >= FieldMax)
      return std::string("none");
    return (Tensor            ? "tensorcnt("
            : Rd.onAsynccnt() ? "asynccnt("
                              : "vmcnt(") +
           std::to_string(C) + ")";
  };
  bool AnyViolated = any_of(R.Waits, [](const verify::WaitVerdict &W) {
    return W.Violated;
  });
  // The loosest count of wait \p Id's waits (its run, and the waits right
  // after it) that leaves every wait of the function covered, the other
  // waits as they are: between Emitted (covered) and Hi. In a loop a wait's
  // own count decides what is in flight when it comes back, so its paths
  // alone may allow more than any safe program.
  auto LoosestForFunction = [&](unsigned Id, unsigned Emitted, unsigned Hi) {
    auto [Block, Pos] = WaitAt[Id];
    auto SafeWith = [&](unsigned C) {
      std::vector<verify::Step> Steps = BlockSteps[Block];
      if (Steps[Pos].WaitsRightAfter != UINT_MAX)
        Steps[Pos].WaitsRightAfter = std::max(Steps[Pos].WaitsRightAfter, C);
      for (unsigned J = Pos; J-- > 0 && (Steps[J].K == verify::Step::Waitcnt ||
                                         Steps[J].K == verify::Step::Mark);)
        if (Steps[J].K == verify::Step::Waitcnt)
          Steps[J].Imm = std::max(Steps[J].Imm, C);
      for (unsigned J = Pos + 1;
           J < Steps.size() && Steps[J].K == verify::Step::Waitcnt; ++J)
        Steps[J].Imm = std::max(Steps[J].Imm, C);
      verify::PathCheckInput Tried = In;
      for (unsigned Node = 0; Node != NodeBlock.size(); ++Node)
        if (NodeBlock[Node] == Block)
          Tried.Blocks[Node] = Steps;
      verify::PathCheckResult TR = verify::checkPaths(Tried);
      return !TR.GaveUp && none_of(TR.Waits, [](const verify::WaitVerdict &W) {
        return W.Violated;
      });
    };
    unsigned Lo = Emitted;
    while (Lo < Hi) {
      unsigned Mid = Lo + (Hi - Lo + 1) / 2;
      if (SafeWith(Mid))
        Lo = Mid;
      else
        Hi = Mid - 1;
    }
    return Lo;
  };
  bool ExplainStricter = ORE.allowExtraAnalysis(DEBUG_TYPE);
  for (auto [Id, MI, W] : enumerate(WaitMIs, R.Waits)) {
    if (W.Violated) {
      // Naming the mark can be past the limit where the verdict was not.
      std::string Mark = W.UncoveredMark
                             ? "asyncmark #" + std::to_string(W.UncoveredMark)
                             : std::string("the asyncmark it targets");
      error(MF, MI,
            "wait_asyncmark(" + Twine(W.N) + ") in block " +
                describeBlock(*MI->getParent()) + " does not cover " + Mark +
                (Tensor ? ": its tensor transfer may still be in flight "
                          "(emitted "
                        : ": its async DMA may still be in flight (emitted ") +
                Count(W.Emitted) + ", safe " + Count(W.LoosestSafe) + ")" +
                (PlainCfg ? "; judged on every machine CFG edge: telling the "
                            "flow-block edges no execution takes needed more "
                            "than " +
                                Twine(MaxNodes) + " path nodes"
                          : ""));
      continue;
    }
    if (ExplainStricter && !AnyViolated && W.LoosestSafe != ~0u &&
        W.Emitted < W.LoosestSafe && W.Emitted < Facts.maxEmittedCount()) {
      unsigned Loosest = LoosestForFunction(
          Id, W.Emitted, std::min<unsigned>(W.LoosestSafe, FieldMax));
      if (Loosest == W.Emitted)
        continue;
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "WaitStricter",
                                               MI->getDebugLoc(),
                                               MI->getParent())
               << "wait_asyncmark(" << std::to_string(W.N) << ") in "
               << describeBlock(*MI->getParent())
               << " is stricter than its marks need: emitted "
               << Count(W.Emitted) << ", every wait of the function stays "
               << "covered with " << Count(Loosest)
               << " (the wait may be merged with one LLVM needs)";
      });
    }
  }
}

bool WaitVerifier::runOnMachineFunction(MachineFunction &MF) {
  // In the pipeline (with a snapshot) only in verify mode; run by name
  // (-run-pass), always.
  if (Snapshot && !isWaitVerifierEnabled(*MF.getFunction().getParent()))
    return false;
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->hasAsyncCounter())
    return false;
  Reading Rd{*MF.getSubtarget().getInstrInfo(), *Facts};
  if (injectMarkMoveForTesting())
    injectMarkMove(MF, Rd);
  if (Snapshot)
    checkMembership(MF, Rd);
  checkWaits(MF, Rd, *Facts, /*Tensor=*/false);
  if (Facts->hasTensorCounter())
    checkWaits(MF, Rd, *Facts, /*Tensor=*/true);
  return injectMarkMoveForTesting();
}


std::pair<MachineFunctionPass *, MachineFunctionPass *>
asyncmark::createWaitVerifierPasses() {
  auto Snapshot = std::make_shared<MembershipSnapshot>();
  return {createMembershipSnapshotPass(Snapshot), new WaitVerifier(Snapshot)};
}
