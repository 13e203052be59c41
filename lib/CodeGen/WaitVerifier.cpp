//===- WaitVerifier.cpp - Check every wait_asyncmark on the final code ----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Verify mode (`-amdgpu-asyncmark-verify`): re-derives, on the final machine
/// code, that every `; wait_asyncmark(N)` is satisfied on every path, with
/// its own reasoning, independent of the tracking model that chose the
/// counts (so a bug in one is caught by the other).
///
/// It simulates paths concretely. A state is what one path leaves behind:
/// the vmcnt-counted operations still in flight, in issue order (async DMA,
/// other, generic FLAT), and the live marks, each pointing at the in-flight
/// async DMA it stands for (or at nothing once that DMA is complete).
/// `s_waitcnt vmcnt(k)` completes all but the k newest non-FLAT operations
/// (FLAT ones may complete out of order: only vmcnt(0) completes them); a
/// call completes everything (callees return with vmcnt(0)); at most 63
/// operations can be in flight (issue stalls beyond), so older ones are
/// complete. Marks older than the deepest wait of the function can never be
/// targeted and are dropped. States are explored block by block, each
/// distinct state once; the number of states per block is bounded and a
/// function that exceeds it is reported as not verified (a remark), never
/// as verified.
///
/// A wait whose targeted mark still has its DMA in flight after the wait on
/// some path is a compile error naming the function, the wait and the mark.
/// A wait stricter than every path needs is a missed-optimization remark.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "MachineClassifier.h"
#include "WaitRemarks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/CommandLine.h"
#include <set>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

static cl::opt<bool> VerifyWaits(
    "amdgpu-asyncmark-verify", cl::init(false),
    cl::desc("Check every wait.asyncmark on the final machine code, on every "
             "path; an insufficient wait is a compile error"));

static cl::opt<unsigned> MaxStatesPerBlock(
    "amdgpu-asyncmark-verify-max-states", cl::Hidden, cl::init(4096),
    cl::desc("Distinct path states per block the verifier explores before "
             "giving up on a function"));

namespace {

enum class OpKind : uint8_t { Async, Other, Flat };

/// What one path leaves behind at a program point.
struct PathState {
  /// In-flight counted operations, oldest first.
  SmallVector<OpKind, 16> InFlight;
  /// Live marks, oldest first: the index in InFlight of the async DMA the
  /// mark stands for (-1: complete or none) and the mark's ordinal.
  SmallVector<std::pair<int, unsigned>, 8> Marks;

  bool operator<(const PathState &O) const {
    return std::tie(InFlight, Marks) < std::tie(O.InFlight, O.Marks);
  }

  /// Completes the \p N oldest in-flight operations.
  void completeOldest(unsigned N) {
    InFlight.erase(InFlight.begin(), InFlight.begin() + N);
    for (auto &M : Marks)
      M.first = M.first < (int)N ? -1 : M.first - (int)N;
  }

  void issue(OpKind K, unsigned MaxInFlight) {
    InFlight.push_back(K);
    if (InFlight.size() > MaxInFlight)
      completeOldest(InFlight.size() - MaxInFlight);
  }

  void waitVmcnt(unsigned K) {
    if (K == 0) {
      completeOldest(InFlight.size());
      return;
    }
    // Non-FLAT operations complete in order: at most K of them remain.
    unsigned NonFlat = count_if(InFlight, [](OpKind O) { return O != OpKind::Flat; });
    if (NonFlat <= K)
      return;
    unsigned ToComplete = NonFlat - K, Seen = 0, Idx = 0;
    // Drop the oldest ToComplete non-FLAT entries; FLAT ones stay.
    SmallVector<OpKind, 16> Kept;
    DenseMap<int, int> NewIndex;
    for (OpKind O : InFlight) {
      if (O != OpKind::Flat && Seen < ToComplete) {
        ++Seen;
        NewIndex[Idx++] = -1;
        continue;
      }
      NewIndex[Idx++] = Kept.size();
      Kept.push_back(O);
    }
    InFlight = std::move(Kept);
    for (auto &M : Marks)
      if (M.first >= 0)
        M.first = NewIndex[M.first];
  }

  int lastAsync() const {
    for (int I = InFlight.size() - 1; I >= 0; --I)
      if (InFlight[I] == OpKind::Async)
        return I;
    return -1;
  }
};

/// What the verifier learnt about one wait marker.
struct WaitFacts {
  unsigned N = 0;
  /// Effective vmcnt of the waits right before the marker (FieldMax: none).
  unsigned Emitted = 0;
  /// Loosest count every path allows (FieldMax: nothing needed).
  unsigned LoosestSafe = ~0u;
  bool Violated = false;
  unsigned UncoveredMark = 0;
};

class WaitVerifier : public MachineFunctionPass {
public:
  static char ID;
  WaitVerifier() : MachineFunctionPass(ID) {}
  StringRef getPassName() const override {
    return "AMDGPU asyncmark wait verifier";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    AU.addRequired<MachineOptimizationRemarkEmitterPass>();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;
};

} // end anonymous namespace

char WaitVerifier::ID = 0;

static RegisterPass<WaitVerifier>
    RegisterWaitVerifier("amdgpu-asyncmark-verify-waits",
                         "AMDGPU asyncmark wait verifier",
                         /*CFGOnly=*/false, /*is_analysis=*/false);

bool WaitVerifier::runOnMachineFunction(MachineFunction &MF) {
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->HasLdsDma || !Facts->HasGfx9WaitcntLayout)
    return false;
  MachineClassifier Classifier(MF, *Facts);

  // Number marks and waits; find the deepest wait.
  DenseMap<const MachineInstr *, unsigned> MarkOrdinal;
  MapVector<const MachineInstr *, WaitFacts> Waits;
  unsigned MaxN = 0;
  for (MachineBasicBlock &MBB : MF)
    for (MachineInstr &MI : MBB.instrs()) {
      if (MachineClassifier::isMarkMarker(MI))
        MarkOrdinal[&MI] = MarkOrdinal.size() + 1;
      else if (std::optional<unsigned> N = MachineClassifier::waitMarkerN(MI)) {
        Waits[&MI].N = *N;
        MaxN = std::max(MaxN, *N);
      }
    }
  if (Waits.empty())
    return false;

  const unsigned FieldMax = Facts->VmcntFieldMax;
  std::vector<std::set<PathState>> Seen(MF.getNumBlockIDs());
  SmallVector<std::pair<const MachineBasicBlock *, PathState>, 16> Work;
  Work.push_back({&MF.front(), PathState()});
  bool GaveUp = false;

  while (!Work.empty() && !GaveUp) {
    auto [MBB, S] = Work.pop_back_val();
    std::set<PathState> &BlockSeen = Seen[MBB->getNumber()];
    if (!BlockSeen.insert(S).second)
      continue;
    if (BlockSeen.size() > MaxStatesPerBlock) {
      GaveUp = true;
      break;
    }
    // The state before the run of waits that precedes a marker.
    std::optional<PathState> BeforeWaits;
    unsigned RunVmcnt = FieldMax;
    for (const MachineInstr &MI : MBB->instrs()) {
      if (MI.isBundle())
        continue;
      MachineEvent E = Classifier.classify(MI);
      if (MI.getOpcode() == Classifier.waitcntOpcode()) {
        if (!BeforeWaits)
          BeforeWaits = S;
        if (E.Kind == MachineEventKind::ExistingWait) {
          RunVmcnt = std::min(RunVmcnt, E.Imm);
          S.waitVmcnt(E.Imm);
        }
        continue;
      }
      if (E.Kind == MachineEventKind::Wait) {
        WaitFacts &W = Waits[&MI];
        const PathState &Before = BeforeWaits ? *BeforeWaits : S;
        W.Emitted = BeforeWaits ? RunVmcnt : FieldMax;
        if (S.Marks.size() > W.N) {
          auto [Target, Ordinal] = S.Marks[S.Marks.size() - 1 - W.N];
          if (Target >= 0 && !W.Violated) {
            W.Violated = true;
            W.UncoveredMark = Ordinal;
          }
          // The loosest count this path allows, from the state before the
          // waits emitted for this marker.
          auto [BTarget, BOrd] = Before.Marks[Before.Marks.size() - 1 - W.N];
          (void)BOrd;
          if (BTarget >= 0) {
            bool FlatAfter = any_of(
                ArrayRef(Before.InFlight).drop_front(BTarget + 1),
                [](OpKind O) { return O == OpKind::Flat; });
            unsigned After = Before.InFlight.size() - 1 - BTarget;
            W.LoosestSafe = std::min(W.LoosestSafe, FlatAfter ? 0u : After);
          }
          S.Marks.erase(S.Marks.begin(), S.Marks.end() - W.N);
        }
        BeforeWaits.reset();
        RunVmcnt = FieldMax;
        continue;
      }
      if (!MI.isMetaInstruction() && !MI.isInlineAsm()) {
        BeforeWaits.reset();
        RunVmcnt = FieldMax;
      }
      switch (E.Kind) {
      case MachineEventKind::Mark:
        S.Marks.push_back({S.lastAsync(), MarkOrdinal[&MI]});
        if (S.Marks.size() > MaxN + 1)
          S.Marks.erase(S.Marks.begin());
        break;
      case MachineEventKind::LdsDma:
        S.issue(OpKind::Async, FieldMax);
        break;
      case MachineEventKind::CountedOp:
        S.issue(OpKind::Other, FieldMax);
        break;
      case MachineEventKind::FlatOp:
        S.issue(OpKind::Flat, FieldMax);
        break;
      case MachineEventKind::Call:
        S.waitVmcnt(0);
        break;
      default:
        break;
      }
    }
    for (const MachineBasicBlock *Succ : MBB->successors())
      Work.push_back({Succ, S});
  }

  Function &F = MF.getFunction();
  auto &ORE = getAnalysis<MachineOptimizationRemarkEmitterPass>().getORE();
  if (GaveUp) {
    ORE.emit([&] {
      return MachineOptimizationRemarkAnalysis(DEBUG_TYPE, "VerifyGaveUp",
                                               MF.front().front().getDebugLoc(),
                                               &MF.front())
             << "asyncmark verifier: more than "
             << std::to_string(MaxStatesPerBlock)
             << " path states in one block; waits not verified";
    });
    return false;
  }
  for (auto &[MI, W] : Waits) {
    auto Count = [&](unsigned C) {
      return C >= FieldMax ? std::string("none")
                           : "vmcnt(" + std::to_string(C) + ")";
    };
    if (W.Violated) {
      F.getContext().diagnose(DiagnosticInfoUnsupported(
          F,
          "wait_asyncmark(" + Twine(W.N) + ") in block " +
              describeBlock(*MI->getParent()) + " does not cover asyncmark #" +
              Twine(W.UncoveredMark) +
              ": its async DMA may still be in flight (emitted " +
              Count(W.Emitted) + ", safe " + Count(W.LoosestSafe) + ")",
          MI->getDebugLoc(), DS_Error));
      continue;
    }
    if (W.LoosestSafe != ~0u && W.Emitted < W.LoosestSafe &&
        W.Emitted < Facts->maxEmittedVmcnt()) {
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "WaitStricter",
                                               MI->getDebugLoc(),
                                               MI->getParent())
               << "wait_asyncmark(" << std::to_string(W.N) << ") in "
               << describeBlock(*MI->getParent()) << " is stricter than its marks need: emitted "
               << Count(W.Emitted) << ", every path allows "
               << Count(W.LoosestSafe)
               << " (the wait may be merged with one LLVM needs)";
      });
    }
  }
  return false;
}

bool asyncmark::isWaitVerifierEnabled() { return VerifyWaits; }

MachineFunctionPass *asyncmark::createWaitVerifierPass() {
  return new WaitVerifier();
}
