//===- RaceCheck.cpp - Compile-time race check of async LDS DMA -----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Warns where a program's own marks and waits leave an async LDS DMA in
/// flight at an LDS access that may touch the bytes it writes (or, for
/// gfx1250's stores from LDS, reads), and about three structural mistakes:
///
///  * an async DMA that no mark closes on some path to a kernel's end (no
///    wait can ever wait for it);
///  * a wait that some async DMA may still be in flight at although no path
///    reaching it has more than N marks (it waits for nothing);
///  * an LDS access in the same group as a DMA that may write its bytes (no
///    wait can separate them, only a mark and a wait between them).
///
/// What is in flight comes from lib/Model, the same semantics the wait
/// lowering uses: for one DMA at a time, a FunctionModel in which that DMA
/// is the only async DMA, with a leaf block after each LDS access of
/// interest holding `asyncmark(); wait.asyncmark(0)`. That wait needs a
/// count exactly when an instance of the DMA may still be pending there.
/// To tell apart the instances of a DMA issued in different iterations of
/// the innermost loop L holding both the DMA and the access, the model gets
/// copies of L's blocks: copy d stands for the iteration d back from the
/// access's own, and the DMA is enabled in one copy per model. A model
/// answers "may the instance from d iterations back be pending here".
///
/// Whether the bytes may be the same is decided on IR: LLVM's alias
/// analysis for distinct objects, and an evaluator of addresses as an
/// object plus a linear offset over opaque values (with ScalarEvolution's
/// ranges). Inside L the header phis are simulated iteration by iteration
/// (which covers `(i mod S) * stride` indexing and rotating buffer phis),
/// until their state provably repeats; the access at iteration j is
/// compared with the DMA at iteration j - d for every j. Where overlap can
/// be neither proven nor refuted the check is silent, unless
/// -amdgpu-asyncmark-race-undecided asks for a remark.
///
/// With -amdgpu-asyncmark-race-cross-wave, a second category: a read of
/// bytes another wave's instance of a DMA writes. A wait completes its own
/// wave's DMAs only; the other wave's are complete for the read after that
/// wave's wait and an s_barrier both reach after it. So the waits that
/// reach a read with no s_barrier between are left out of the models (in
/// the read's own iteration), and an instance in flight there that the
/// waits would complete is compared with the read as a DMA of another wave:
/// the values computed from work-item ids get a side each, and the witness
/// is work-item 0's read against the first lane of each other wave (every
/// lane of it for per-lane transfers). A workgroup that may have a single
/// wave is not checked.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/BasicAliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <map>
#include <set>
#include <numeric>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-race"

STATISTIC(NumFunctionsChecked, "Number of functions the race check ran on");
STATISTIC(NumRaces, "Number of may-race findings");
STATISTIC(NumUnclosed, "Number of async DMAs no mark closes");
STATISTIC(NumEmptyWaits, "Number of waits that wait for nothing");
STATISTIC(NumUndecided, "Number of access/DMA pairs left undecided");
STATISTIC(NumModels, "Number of in-flight models solved");

namespace {

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

/// The pass name of the race check's remarks, which carry each finding's
/// facts as named values (`-pass-remarks-analysis=amdgpu-asyncmark-race`,
/// `-pass-remarks-output=`).
static constexpr const char *RaceRemarkPass = "amdgpu-asyncmark-race";

/// A finding of the race check: "in function F: message", at the location
/// of the instruction it is about.
class DiagnosticInfoAsyncRace : public DiagnosticInfoWithLocationBase {
public:
  DiagnosticInfoAsyncRace(const Function &F, const DebugLoc &Loc,
                          const Twine &Msg, DiagnosticSeverity Severity)
      : DiagnosticInfoWithLocationBase(
            static_cast<DiagnosticKind>(kind()), Severity, F,
            Loc ? DiagnosticLocation(Loc) : DiagnosticLocation()),
        Msg(Msg.str()) {}

  static int kind() {
    static const int Kind = getNextAvailablePluginDiagnosticKind();
    return Kind;
  }
  static bool classof(const DiagnosticInfo *DI) {
    return DI->getKind() == kind();
  }
  void print(DiagnosticPrinter &DP) const override {
    if (isLocationAvailable())
      DP << getLocationStr() << ": ";
    DP << "in function " << demangle(getFunction().getName()) << ": " << Msg;
  }

private:
  std::string Msg;
};

/// "file:line:col" of \p I, or "<no location>".
static std::string where(const Instruction &I) {
  const DebugLoc &DL = I.getDebugLoc();
  if (!DL)
    return "";
  std::string S;
  raw_string_ostream OS(S);
  OS << " at " << DL->getFilename() << ':' << DL.getLine() << ':'
     << DL.getCol();
  return S;
}

/// A short description of \p I for messages: its name or its opcode.
static std::string describe(const Instruction &I) {
  std::string S;
  raw_string_ostream OS(S);
  if (const auto *CI = dyn_cast<CallInst>(&I)) {
    if (const Function *Callee = CI->getCalledFunction())
      OS << "call of " << Callee->getName();
    else
      OS << "call";
  } else if (isa<LoadInst>(I)) {
    OS << "LDS load";
  } else if (isa<StoreInst>(I)) {
    OS << "LDS store";
  } else {
    OS << "LDS " << I.getOpcodeName();
  }
  if (I.hasName())
    OS << " %" << I.getName();
  OS << where(I);
  return S;
}

//===----------------------------------------------------------------------===//
// Reading the IR
//===----------------------------------------------------------------------===//

/// An async transfer between global memory and LDS.
struct Dma {
  CallInst *Call = nullptr;
  Value *LdsPtr = nullptr;
  /// The LDS bytes: [LdsPtr + Offset, LdsPtr + Offset + Bytes). Bytes is 0
  /// if the form's footprint is not known (tensor transfers).
  int64_t Offset = 0;
  uint64_t Bytes = 0;
  /// True for gfx1250's stores from LDS: the transfer reads LDS.
  bool ReadsLds = false;
  /// True for gfx1250's transfers: each lane has its own LDS address (the
  /// LDS DMA forms have one per wave, M0).
  bool PerLane = false;
};

/// An LDS access by an ordinary instruction.
struct Access {
  Instruction *I = nullptr;
  Value *Ptr = nullptr;
  uint64_t Size = 0;
  bool Reads = false, Writes = false;
};

/// What one instruction means to the model.
struct Item {
  enum Kind { Mark, Wait, DmaIssue, Call, WaitAll } K;
  unsigned N = 0; ///< Wait: its N; DmaIssue: the index of the DMA.
};

/// The number of lanes of a wave of \p F.
static unsigned waveLanes(const Function &F, StringRef CPU) {
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  if (Features.contains("+wavefrontsize32"))
    return 32;
  if (Features.contains("+wavefrontsize64"))
    return 64;
  return CPU.starts_with("gfx9") || CPU.empty() ? 64 : 32;
}

/// The size in bytes of a gfx1250 transfer from its name's `.bN` suffix.
static uint64_t transferBytes(StringRef Name) {
  size_t Pos = Name.rfind(".b");
  unsigned Bits = 0;
  if (Pos == StringRef::npos || Name.substr(Pos + 2).getAsInteger(10, Bits))
    return 0;
  return Bits / 8;
}

/// The async DMA \p CI stands for, if any.
static std::optional<Dma> readDma(CallInst &CI, unsigned Lanes) {
  const Function *Callee = CI.getCalledFunction();
  if (!Callee)
    return std::nullopt;
  StringRef Name = Callee->getName();
  const AsyncDmaForm *Form = matchAsyncDmaName(Name);
  if (!Form && isAsyncDmaCall(CI))
    for (const AsyncDmaForm &F : asyncDmaForms())
      if (F.Twin == CI.getIntrinsicID())
        Form = &F;
  Dma D;
  D.Call = &CI;
  D.LdsPtr = ldsPointerOperand(CI);
  auto ConstArg = [&](unsigned I) -> std::optional<int64_t> {
    if (I >= CI.arg_size())
      return std::nullopt;
    if (auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(I)))
      return C->getSExtValue();
    return std::nullopt;
  };
  if (Form) {
    // The LDS base is wave-uniform (M0); lane L writes at 4 * L for sizes up
    // to 4 bytes and at 16 * L for 12 and 16; the immediate offset moves the
    // LDS address too.
    std::optional<int64_t> Size = ConstArg(Form->SizeArg);
    std::optional<int64_t> Off = ConstArg(Form->OffsetArg);
    if (D.LdsPtr && Size && Off && *Size > 0) {
      D.Offset = *Off;
      D.Bytes = uint64_t(Lanes) * (*Size <= 4 ? 4 : 16);
    }
    return D;
  }
  if (isTensorTransferIRName(Name))
    return D;
  if (!isAsyncTransferIRName(Name))
    return std::nullopt;
  // gfx1250: a per-lane LDS address, N bits per lane, the immediate offset
  // (operand 2) applied to it.
  D.ReadsLds = Name.contains("from.lds");
  D.PerLane = true;
  std::optional<int64_t> Off = ConstArg(2);
  if (D.LdsPtr && Off) {
    D.Offset = *Off;
    D.Bytes = transferBytes(Name);
  }
  return D;
}

/// The vmcnt a `llvm.amdgcn.s.waitcnt` immediate waits for on gfx9/gfx10.
static unsigned decodeVmcnt(uint64_t Imm) {
  return (Imm & 0xf) | ((Imm >> 14) & 0x3) << 4;
}

/// The check of one function.
/// Whether two byte ranges may overlap.
enum class Overlap { No, Yes, Undecided };
struct Leaf;

class RaceChecker {
public:
  RaceChecker(Function &F, const TargetMachine *TM);
  void run();

private:
  Function &F;
  std::string CPU;
  unsigned Lanes = 64;
  DiagnosticSeverity Severity;

  // Analyses, built for this function alone (the check runs in a module
  // pass of either pass manager).
  TargetLibraryInfoImpl TLII;
  TargetLibraryInfo TLI;
  AssumptionCache AC;
  DominatorTree DT;
  LoopInfo LI;
  ScalarEvolution SE;
  BasicAAResult BAR;
  AAResults AA;

  SmallVector<Dma, 8> Dmas;
  SmallVector<Access, 16> Accesses;
  /// The workgroup barriers (s_barrier, gfx12's s_barrier_wait).
  SmallPtrSet<const Instruction *, 8> Barriers;
  DenseMap<const Instruction *, SmallVector<Item, 2>> Items;
  /// Position of each instruction in its block.
  DenseMap<const Instruction *, unsigned> Position;

  void collect();
  void warn(const Instruction &At, const Twine &Msg);
  void remark(const Instruction &At, const Twine &Msg);

  // Structural checks.
  void checkUnclosedDmas();
  void checkEmptyWaits();

  // The in-flight models.
  struct Probe {
    const Instruction *At;
    /// -1: the original blocks; else the copy of the loop's blocks.
    int Copy;
    SmallVector<Event, 4> Leaf;
    unsigned ResultId = 0;
  };
  /// Builds and solves a model in which DMA \p DmaIdx (every DMA if -1) is
  /// the async DMA, enabled in copy \p Enabled of \p L's blocks (-1: in the
  /// original blocks only; -2: everywhere), with \p Copies copies of \p L.
  /// Code outside \p L enters it at copy \p EntryCopy (the current
  /// iteration is then the loop's EntryCopy-th), or, with -1, at the
  /// original blocks (the current iteration is at least the Copies-th);
  /// with -2 at any of them. Fills in the result event of each probe;
  /// returns the solved model.
  /// With \p Late, copy d stands for the iteration d before the last one
  /// of the loop's activation instead: only copy 0 leaves the loop.
  std::unique_ptr<FunctionModel> solveModel(int DmaIdx, const Loop *L,
                                            unsigned Copies, int Enabled,
                                            MutableArrayRef<Probe> Probes,
                                            int EntryCopy = -2,
                                            bool Late = false);
  /// With waits dropped (cross-wave), the same model with them, whose
  /// results are in \p OwnProbes: an instance this wave's own waits leave
  /// in flight is the one-wave check's. Null with no wait dropped.
  std::unique_ptr<FunctionModel>
  solveOwnModel(int DmaIdx, const Loop *L, unsigned Copies, int Enabled,
                ArrayRef<Probe> Probes, SmallVectorImpl<Probe> &OwnProbes,
                int EntryCopy = -2, bool Late = false);
  /// For DMA \p DmaIdx outside loop \p AL, which holds access \p A: the
  /// overlap over the iterations of \p AL at which the DMA may still be in
  /// flight at \p A, each with the loop's state then; Undecided unless that
  /// is only the first few (a DMA issued before the loop, waited for in
  /// its first iterations).
  Overlap earlyIterationsOverlap(unsigned DmaIdx, const Loop *AL,
                                 const Access &A);
  /// For DMA \p DmaIdx outside loop \p AL: per access in \p AL, the
  /// iterations of \p AL (counted from its entry) at which the DMA may be
  /// in flight there, -1 standing for "the Copies-th or later". One model
  /// per entry copy, with a probe at every access of the loop, solved once
  /// per DMA and loop.
  const DenseMap<const Instruction *, SmallVector<int, 8>> &
  earlyPending(unsigned DmaIdx, const Loop *AL);
  std::map<std::pair<unsigned, const Loop *>,
           DenseMap<const Instruction *, SmallVector<int, 8>>>
      EarlyPendingCache;
  /// For DMA \p DmaIdx in loop \p DL, which does not hold access \p A
  /// (an epilogue's read of a loop's DMA): the overlap over the iterations
  /// of DL, counted back from its last, whose instance may still be in
  /// flight at \p A, each with the loop's state then. Undecided unless
  /// DL's trip count is a known constant and those are the last few.
  /// \p Back: set to the iterations before the last of an instance that
  /// overlaps, if any.
  Overlap lateIterationsOverlap(unsigned DmaIdx, const Loop *DL,
                                const Access &A, unsigned *Back = nullptr);
  /// Per access outside \p DL: the iterations before DL's last whose
  /// instance of DMA \p DmaIdx may be in flight there, -1 standing for
  /// "the Copies-th or earlier".
  const DenseMap<const Instruction *, SmallVector<int, 8>> &
  latePending(unsigned DmaIdx, const Loop *DL, unsigned TripCount);
  std::map<std::pair<unsigned, const Loop *>,
           DenseMap<const Instruction *, SmallVector<int, 8>>>
      LatePendingCache;
  /// Set while the DMA being checked has an LDS address per lane: the
  /// values computed from work-item ids are then not the same in the
  /// access and the DMA (the access's work-item may read what another
  /// lane's transfer writes), so the evaluators give them their sides.
  bool SplitWorkItems = false;
  /// Whether \p V is computed from a work-item id.
  bool dependsOnWorkItem(const Value *V);
  /// The lanes of work-item 0's wave whose transfers of \p D the witness
  /// compares with work-item 0's access: all (those below the smallest
  /// workgroup size) for a DMA with an address per lane, else lane 0.
  uint64_t witnessLanes(const Dma &D) const;
  DenseMap<const Value *, bool> WorkItemDependent;
  /// A value leaf \p Lf certainly takes when access \p A runs with DMA \p D
  /// in flight: for a value computed from work-item ids, its value for
  /// work-item 0 (which runs it, as every id below the smallest workgroup
  /// size does); for a counter of a loop that
  /// holds the access but not the DMA, its initial value: every iteration
  /// that starts runs the access before it can leave, and the DMA, issued
  /// outside, in flight at a later iteration is in flight at the first
  /// (waits only complete DMAs). std::nullopt otherwise.
  std::optional<int64_t> witnessValue(const Leaf &Lf, const Access &A,
                                      const Dma &D, uint64_t DmaLane = 0);
  /// The iterations of loop \p X the models peel: those that cannot leave
  /// it, as its exact trip count is known (at most the race iterations).
  unsigned peeledIterations(const Loop *X);
  void checkRaces();
  /// Checks DMA \p DmaIdx against the accesses, or, in cross-wave mode,
  /// against the accesses \p Only.
  void checkDma(unsigned DmaIdx, ArrayRef<unsigned> Only = {});

  // Cross-wave checks (-amdgpu-asyncmark-race-cross-wave).
  /// Set while checking reads against other waves' instances of a DMA: the
  /// access's work-item and the DMA's are then in different waves (the
  /// values computed from work-item ids get their sides, and the witness
  /// compares work-item 0's access with the DMA of CrossItems).
  bool CrossWave = false;
  /// The DMA's work-items the cross-wave witness tries: the first lane of
  /// each other wave certain to exist (every lane of it for a DMA with an
  /// address per lane).
  SmallVector<uint64_t, 0> CrossItems;
  /// The waits the models leave out (cross-wave: the waits that reach the
  /// reads being checked with no s_barrier between, whose completions the
  /// other waves cannot rely on).
  SmallPtrSet<const Instruction *, 4> DroppedWaits;
  /// The same, nearest the reads first.
  ArrayRef<const Instruction *> DroppedList;
  /// The waits that reach \p A backwards with no s_barrier (or call, which
  /// may hold one) between, in \p Waits. False if such a wait is in an
  /// earlier iteration of a loop, or in a loop left before \p A: leaving it
  /// out of every iteration would invent races.
  bool barrierFreeWaits(const Instruction &A,
                        SmallVectorImpl<const Instruction *> &Waits);
  void checkCrossWave();
  void reportCrossWave(unsigned DmaIdx, const Access &A);
  /// The largest N for which a wait.asyncmark(N) right before \p A makes
  /// the DMA's instance of copy \p Enabled complete, if any (\p EntryCopy
  /// and \p Late as for solveModel()).
  std::optional<unsigned> coveringWait(unsigned DmaIdx, const Loop *L,
                                       unsigned Copies, int Enabled,
                                       const Access &A, int EntryCopy = -2,
                                       bool Late = false);
  /// The nearest wait before \p I on its straight-line path backwards.
  const Instruction *waitBefore(const Instruction &I);
  /// True if a wait.asyncmark is on some path to \p I (waitBefore() names
  /// one only where a chain of single predecessors leads to it).
  bool anyWaitBefore(const Instruction &I);
  /// With \p Late, the instance is that of the iteration \p Enabled
  /// before the last of loop \p L (lateIterationsOverlap()), which is
  /// entered at copy \p EntryCopy.
  void report(unsigned DmaIdx, const Access &A, const Loop *L, unsigned Copies,
              int Enabled, int Distance, bool Late = false, int EntryCopy = -2);

  friend class AddressEvaluator;
};

//===----------------------------------------------------------------------===//
// Addresses
//===----------------------------------------------------------------------===//

/// A leaf of an address: an IR value the evaluator does not look through.
/// Side 0 stands for the same dynamic value wherever it occurs; the access
/// and the DMA get their own sides (1, 2) for values that may differ
/// between the two dynamic instances being compared.
struct Leaf {
  const Value *V;
  unsigned Side;
  bool operator<(const Leaf &O) const {
    return std::tie(V, Side) < std::tie(O.V, O.Side);
  }
  bool operator==(const Leaf &O) const { return V == O.V && Side == O.Side; }
};

/// An integer: C plus a linear combination of leaves; or a pointer: a base
/// leaf plus such an offset.
struct Val {
  bool Valid = true;
  bool IsPtr = false;
  std::optional<Leaf> Base;
  int64_t C = 0;
  SmallVector<std::pair<Leaf, int64_t>, 2> Terms;
  /// Depends on a counter (an induction variable of the simulated loop)
  /// other than through a remainder by a divisor of the loop's modulus.
  bool Raw = false;

  static Val invalid() {
    Val V;
    V.Valid = false;
    return V;
  }
  static Val constant(int64_t C) {
    Val V;
    V.C = C;
    return V;
  }
  bool isConst() const { return Valid && !IsPtr && Terms.empty(); }
  void addTerm(Leaf L, int64_t Coef) {
    for (auto &[K, Cf] : Terms)
      if (K == L) {
        Cf += Coef;
        return;
      }
    Terms.push_back({L, Coef});
  }
  void normalize() {
    llvm::erase_if(Terms, [](const auto &T) { return T.second == 0; });
    llvm::sort(Terms, [](const auto &A, const auto &B) {
      return A.first < B.first;
    });
  }
  bool sameAs(const Val &O) const {
    return Valid == O.Valid && IsPtr == O.IsPtr && Base == O.Base &&
           C == O.C && Terms == O.Terms;
  }
};

static Val addVals(const Val &A, const Val &B, int64_t BScale) {
  if (!A.Valid || !B.Valid || B.IsPtr)
    return Val::invalid();
  Val R = A;
  R.C += B.C * BScale;
  for (const auto &[L, Cf] : B.Terms)
    R.addTerm(L, Cf * BScale);
  R.Raw |= B.Raw;
  R.normalize();
  return R;
}

static Val scaleVal(const Val &A, int64_t S) {
  if (!A.Valid || A.IsPtr)
    return Val::invalid();
  Val R = A;
  R.C *= S;
  for (auto &T : R.Terms)
    T.second *= S;
  R.normalize();
  return R;
}

/// The value of \p X as an integer of \p Bits bits, sign-extended.
static int64_t wrap(int64_t X, unsigned Bits) {
  if (Bits >= 64)
    return X;
  return SignExtend64(uint64_t(X) & maskTrailingOnes<uint64_t>(Bits), Bits);
}

/// Values of the header phis of a loop at one iteration.
using Env = DenseMap<const PHINode *, Val>;

/// Evaluates integers and LDS pointers of one function.
class AddressEvaluator {
public:
  AddressEvaluator(RaceChecker &RC, const Loop *L, const Env *E, unsigned Side,
                   uint64_t Modulus)
      : RC(RC), L(L), E(E), Side(Side), Modulus(Modulus) {}
  Val eval(const Value *V, unsigned Depth = 0);
  /// Set when a counter reached something other than a remainder.
  bool NonPeriodic = false;

private:
  RaceChecker &RC;
  const Loop *L;
  const Env *E;
  unsigned Side;
  uint64_t Modulus;

  bool isShared(const Value *V) const;
  Val leaf(const Value *V) const {
    Val R;
    R.addTerm({V, isShared(V) ? 0u : Side}, 1);
    return R;
  }
  Val ptrLeaf(const Value *V) const {
    Val R;
    R.IsPtr = true;
    R.Base = Leaf{V, isShared(V) ? 0u : Side};
    return R;
  }
  Val evalInst(const Instruction *I, unsigned Depth);
};

bool AddressEvaluator::isShared(const Value *V) const {
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return true;
  if ((RC.SplitWorkItems || RC.CrossWave) && (Side == 1 || Side == 2) &&
      RC.dependsOnWorkItem(I))
    return false;
  if (L) {
    if (!L->contains(I))
      return true;
    // Invariant and pure: the same at every iteration.
    return !isa<PHINode>(I) && !I->mayReadOrWriteMemory() &&
           !I->mayHaveSideEffects() && L->hasLoopInvariantOperands(I);
  }
  return RC.LI.getLoopFor(I->getParent()) == nullptr;
}

Val AddressEvaluator::eval(const Value *V, unsigned Depth) {
  if (Depth > 48)
    return V->getType()->isPointerTy() ? ptrLeaf(V) : leaf(V);
  if (const auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getBitWidth() > 64)
      return Val::invalid();
    return Val::constant(CI->getSExtValue());
  }
  if (isa<GlobalVariable>(V)) {
    Val R;
    R.IsPtr = true;
    R.Base = Leaf{V, 0};
    return R;
  }
  if (const auto *GEP = dyn_cast<GEPOperator>(V)) {
    Val Base = eval(GEP->getPointerOperand(), Depth + 1);
    if (!Base.Valid || !Base.IsPtr)
      return ptrLeaf(V);
    const DataLayout &DL = RC.F.getDataLayout();
    unsigned Bits = DL.getIndexTypeSizeInBits(GEP->getType());
    SmallMapVector<Value *, APInt, 4> VarOffsets;
    APInt ConstOffset(Bits, 0);
    if (!GEP->collectOffset(DL, Bits, VarOffsets, ConstOffset))
      return ptrLeaf(V);
    Val R = Base;
    R.C += ConstOffset.getSExtValue();
    for (auto &[Idx, Scale] : VarOffsets) {
      Val IV = eval(Idx, Depth + 1);
      if (!IV.Valid || IV.IsPtr)
        IV = leaf(Idx);
      if (IV.isConst())
        IV.C = wrap(IV.C, Bits);
      Val Off = scaleVal(IV, Scale.getSExtValue());
      R.C += Off.C;
      for (const auto &[Lf, Cf] : Off.Terms)
        R.addTerm(Lf, Cf);
      R.Raw |= Off.Raw;
    }
    R.normalize();
    return R;
  }
  if (const auto *CE = dyn_cast<ConstantExpr>(V)) {
    if (CE->getOpcode() == Instruction::AddrSpaceCast ||
        CE->getOpcode() == Instruction::BitCast)
      return eval(CE->getOperand(0), Depth + 1);
    return V->getType()->isPointerTy() ? ptrLeaf(V) : leaf(V);
  }
  if (const auto *I = dyn_cast<Instruction>(V))
    return evalInst(I, Depth);
  return V->getType()->isPointerTy() ? ptrLeaf(V) : leaf(V);
}

Val AddressEvaluator::evalInst(const Instruction *I, unsigned Depth) {
  bool IsPtr = I->getType()->isPointerTy();
  auto Opaque = [&]() { return IsPtr ? ptrLeaf(I) : leaf(I); };
  if (const auto *PN = dyn_cast<PHINode>(I)) {
    if (E && L && PN->getParent() == L->getHeader()) {
      auto It = E->find(PN);
      if (It != E->end() && It->second.Valid)
        return It->second;
    }
    return Opaque();
  }
  if (!IsPtr && !I->getType()->isIntegerTy())
    return Opaque();
  unsigned Bits = IsPtr ? 64 : I->getType()->getIntegerBitWidth();
  if (Bits > 64)
    return Opaque();

  switch (I->getOpcode()) {
  case Instruction::AddrSpaceCast:
  case Instruction::BitCast:
  case Instruction::Freeze:
    return eval(I->getOperand(0), Depth + 1);
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc: {
    Val A = eval(I->getOperand(0), Depth + 1);
    if (!A.Valid || A.IsPtr)
      return Opaque();
    if (A.isConst()) {
      unsigned From = I->getOperand(0)->getType()->getIntegerBitWidth();
      int64_t X = wrap(A.C, From);
      if (I->getOpcode() == Instruction::ZExt && From < 64)
        X = int64_t(uint64_t(X) & maskTrailingOnes<uint64_t>(From));
      A.C = wrap(X, Bits);
      return A;
    }
    // Linear forms are taken to stay in range (documented).
    return A;
  }
  case Instruction::Select: {
    Val Cond = eval(I->getOperand(0), Depth + 1);
    if (Cond.isConst()) {
      NonPeriodic |= Cond.Raw;
      return eval(I->getOperand(Cond.C & 1 ? 1 : 2), Depth + 1);
    }
    return Opaque();
  }
  case Instruction::ICmp: {
    const auto *Cmp = cast<ICmpInst>(I);
    Val A = eval(Cmp->getOperand(0), Depth + 1);
    Val B = eval(Cmp->getOperand(1), Depth + 1);
    if (!A.isConst() || !B.isConst())
      return Opaque();
    NonPeriodic |= A.Raw || B.Raw;
    unsigned W = Cmp->getOperand(0)->getType()->getIntegerBitWidth();
    APInt X(W, uint64_t(A.C), /*isSigned=*/true);
    APInt Y(W, uint64_t(B.C), /*isSigned=*/true);
    return Val::constant(ICmpInst::compare(X, Y, Cmp->getPredicate()));
  }
  default:
    break;
  }
  const auto *BO = dyn_cast<BinaryOperator>(I);
  if (!BO || IsPtr)
    return Opaque();
  Val A = eval(BO->getOperand(0), Depth + 1);
  Val B = eval(BO->getOperand(1), Depth + 1);
  if (!A.Valid || !B.Valid || A.IsPtr || B.IsPtr)
    return Opaque();
  auto Exact = [&](int64_t X, bool Raw) {
    Val R = Val::constant(wrap(X, Bits));
    R.Raw = Raw;
    return R;
  };
  uint64_t UA = uint64_t(A.C) & maskTrailingOnes<uint64_t>(Bits);
  uint64_t UB = uint64_t(B.C) & maskTrailingOnes<uint64_t>(Bits);
  bool BothConst = A.isConst() && B.isConst();
  switch (BO->getOpcode()) {
  case Instruction::Add:
    return BothConst ? Exact(A.C + B.C, A.Raw || B.Raw) : addVals(A, B, 1);
  case Instruction::Sub:
    return BothConst ? Exact(A.C - B.C, A.Raw || B.Raw) : addVals(A, B, -1);
  case Instruction::Mul:
    if (BothConst)
      return Exact(A.C * B.C, A.Raw || B.Raw);
    if (B.isConst())
      return scaleVal(A, B.C);
    if (A.isConst())
      return scaleVal(B, A.C);
    return Opaque();
  case Instruction::Shl:
    if (B.isConst() && B.C >= 0 && B.C < int64_t(Bits)) {
      NonPeriodic |= B.Raw;
      return BothConst ? Exact(A.C << B.C, A.Raw) : scaleVal(A, int64_t(1) << B.C);
    }
    return Opaque();
  case Instruction::Or:
    if (BothConst)
      return Exact(A.C | B.C, A.Raw || B.Raw);
    if (cast<PossiblyDisjointInst>(BO)->isDisjoint())
      return addVals(A, B, 1);
    return Opaque();
  case Instruction::URem:
  case Instruction::And: {
    bool IsRem = BO->getOpcode() == Instruction::URem;
    // A remainder by a divisor of the loop's modulus depends on a counter
    // only through the counter's residue.
    auto ReducesRaw = [&](uint64_t M) {
      return M && Modulus && Modulus % M == 0;
    };
    if (BothConst) {
      if (IsRem) {
        if (UB == 0)
          return Opaque();
        bool Raw = (A.Raw && !ReducesRaw(UB)) || B.Raw;
        return Exact(int64_t(UA % UB), Raw);
      }
      bool Raw = false;
      if (A.Raw && B.isConst() && isPowerOf2_64(UB + 1))
        Raw = !ReducesRaw(UB + 1);
      else if (B.Raw && A.isConst() && isPowerOf2_64(UA + 1))
        Raw = !ReducesRaw(UA + 1);
      else
        Raw = A.Raw || B.Raw;
      return Exact(int64_t(UA & UB), Raw);
    }
    return Opaque();
  }
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::SRem:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::Xor:
    if (BothConst) {
      NonPeriodic |= A.Raw || B.Raw;
      APInt X(Bits, UA), Y(Bits, UB);
      switch (BO->getOpcode()) {
      case Instruction::UDiv:
        return UB ? Exact(int64_t(X.udiv(Y).getZExtValue()), false) : Opaque();
      case Instruction::SDiv:
        return UB ? Exact(X.sdiv(Y).getSExtValue(), false) : Opaque();
      case Instruction::SRem:
        return UB ? Exact(X.srem(Y).getSExtValue(), false) : Opaque();
      case Instruction::LShr:
        return UB < Bits ? Exact(int64_t(X.lshr(UB).getZExtValue()), false)
                         : Opaque();
      case Instruction::AShr:
        return UB < Bits ? Exact(X.ashr(UB).getSExtValue(), false) : Opaque();
      default:
        return Exact(int64_t(UA ^ UB), false);
      }
    }
    return Opaque();
  default:
    return Opaque();
  }
}

} // end anonymous namespace

//===----------------------------------------------------------------------===//
// RaceChecker
//===----------------------------------------------------------------------===//

static StringRef cpuOf(const Function &F, const TargetMachine *TM) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (CPU.empty() && TM)
    CPU = TM->getTargetCPU();
  return CPU;
}

RaceChecker::RaceChecker(Function &F, const TargetMachine *TM)
    : F(F), CPU(cpuOf(F, TM).str()),
      Severity(raceCheckErrors(*F.getParent()) ? DS_Error : DS_Warning),
      TLII(F.getParent()->getTargetTriple()), TLI(TLII, &F), AC(F), DT(F),
      LI(DT), SE(F, TLI, AC, DT, LI),
      BAR(F.getDataLayout(), F, TLI, AC, &DT), AA(TLI) {
  AA.addAAResult(BAR);
  Lanes = waveLanes(F, CPU);
}

void RaceChecker::warn(const Instruction &At, const Twine &Msg) {
  F.getContext().diagnose(
      DiagnosticInfoAsyncRace(F, At.getDebugLoc(), Msg, Severity));
}

void RaceChecker::remark(const Instruction &At, const Twine &Msg) {
  F.getContext().diagnose(
      DiagnosticInfoAsyncRace(F, At.getDebugLoc(), Msg, DS_Remark));
}

void RaceChecker::collect() {
  for (BasicBlock &BB : F) {
    unsigned Pos = 0;
    for (Instruction &I : BB) {
      Position[&I] = Pos++;
      SmallVector<Item, 2> It;
      if (auto *CI = dyn_cast<CallInst>(&I)) {
        const Function *Callee = CI->getCalledFunction();
        StringRef Name = Callee ? Callee->getName() : StringRef();
        if (Name == AsyncMarkName) {
          It.push_back({Item::Mark});
        } else if (Name == WaitAsyncMarkName) {
          auto *N = CI->arg_size() ? dyn_cast<ConstantInt>(CI->getArgOperand(0))
                                   : nullptr;
          if (!N)
            continue; // Diagnosed by the lowering.
          It.push_back({Item::Wait, unsigned(N->getZExtValue())});
        } else if (SmallVector<MarkerLine, 2> Lines = irMarkerLines(I);
                   !Lines.empty()) {
          for (const MarkerLine &Line : Lines)
            It.push_back({Line.IsMark ? Item::Mark : Item::Wait, Line.N});
        } else if (std::optional<Dma> D = readDma(*CI, Lanes)) {
          It.push_back({Item::DmaIssue, unsigned(Dmas.size())});
          Dmas.push_back(*D);
        } else if (CI->getIntrinsicID() == Intrinsic::amdgcn_s_waitcnt) {
          auto *Imm = dyn_cast<ConstantInt>(CI->getArgOperand(0));
          if (Imm && decodeVmcnt(Imm->getZExtValue()) == 0)
            It.push_back({Item::WaitAll});
        } else if (Name == "llvm.amdgcn.s.wait.asynccnt") {
          auto *Imm = dyn_cast<ConstantInt>(CI->getArgOperand(0));
          if (Imm && Imm->isZero())
            It.push_back({Item::WaitAll});
        } else if (!CI->isInlineAsm() && !(Callee && Callee->isIntrinsic()) &&
                   !isLdsEscape(I)) {
          // The model's rule: a call completes everything in flight.
          It.push_back({Item::Call});
        }
      }
      if (!It.empty())
        Items[&I] = std::move(It);
      if (const auto *II = dyn_cast<IntrinsicInst>(&I))
        if (II->getIntrinsicID() == Intrinsic::amdgcn_s_barrier ||
            II->getIntrinsicID() == Intrinsic::amdgcn_s_barrier_wait)
          Barriers.insert(&I);

      Access A;
      A.I = &I;
      if (auto *LI = dyn_cast<LoadInst>(&I)) {
        A.Ptr = LI->getPointerOperand();
        A.Size = F.getDataLayout().getTypeStoreSize(LI->getType());
        A.Reads = true;
      } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
        A.Ptr = SI->getPointerOperand();
        A.Size = F.getDataLayout().getTypeStoreSize(
            SI->getValueOperand()->getType());
        A.Writes = true;
      } else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
        A.Ptr = RMW->getPointerOperand();
        A.Size = F.getDataLayout().getTypeStoreSize(
            RMW->getValOperand()->getType());
        A.Reads = A.Writes = true;
      } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
        A.Ptr = CX->getPointerOperand();
        A.Size = F.getDataLayout().getTypeStoreSize(
            CX->getNewValOperand()->getType());
        A.Reads = A.Writes = true;
      }
      if (A.Ptr && A.Ptr->getType()->getPointerAddressSpace() ==
                       addrspace::Lds && A.Size)
        Accesses.push_back(A);
    }
  }
}

//===----------------------------------------------------------------------===//
// Structural mistakes
//===----------------------------------------------------------------------===//

void RaceChecker::checkUnclosedDmas() {
  // A function other than a kernel may leave its DMAs to its caller's
  // next mark (a mark stands for every DMA issued before it).
  if (F.getCallingConv() != CallingConv::AMDGPU_KERNEL)
    return;
  for (const Dma &D : Dmas) {
    // Walk forward from the DMA; a mark closes it, a call completes it.
    const Instruction *FirstWait = nullptr;
    const Instruction *End = nullptr;
    SmallPtrSet<const BasicBlock *, 16> Seen;
    SmallVector<BasicBlock::const_iterator, 8> Work;
    Work.push_back(std::next(D.Call->getIterator()));
    while (!Work.empty() && !End) {
      BasicBlock::const_iterator It = Work.pop_back_val();
      const BasicBlock *BB = It->getParent();
      bool Closed = false;
      for (; It != BB->end(); ++It) {
        auto Found = Items.find(&*It);
        if (Found != Items.end()) {
          for (const Item &Itm : Found->second) {
            if (Itm.K == Item::Mark || Itm.K == Item::Call ||
                Itm.K == Item::WaitAll) {
              Closed = true;
              break;
            }
            if (Itm.K == Item::Wait && !FirstWait)
              FirstWait = &*It;
          }
        }
        if (Closed)
          break;
        if (isa<ReturnInst>(*It))
          End = &*It;
      }
      if (Closed || End)
        continue;
      for (const BasicBlock *Succ : successors(BB))
        if (Seen.insert(Succ).second)
          Work.push_back(Succ->begin());
    }
    if (!End)
      continue;
    ++NumUnclosed;
    std::string Msg = "async DMA (" + describe(*D.Call) +
                      ") is not closed by any asyncmark before the function "
                      "returns: no wait.asyncmark waits for it";
    if (FirstWait)
      Msg += "; the wait.asyncmark" + where(*FirstWait) +
             " comes before any mark after it";
    warn(*D.Call, Msg);
  }
}

unsigned RaceChecker::peeledIterations(const Loop *X) {
  unsigned TC = SE.getSmallConstantTripCount(const_cast<Loop *>(X));
  return TC >= 2 ? std::min(TC - 1, raceCheckIterations()) : 0;
}

std::unique_ptr<FunctionModel>
RaceChecker::solveModel(int DmaIdx, const Loop *L, unsigned Copies, int Enabled,
                        MutableArrayRef<Probe> Probes, int EntryCopy,
                        bool Late) {
  ++NumModels;
  auto M = std::make_unique<FunctionModel>(/*MaxCount=*/65535);
  M->setFindTargetMarks(false);
  // Model blocks: (IR block, copy) -> first and last segment.
  struct Span {
    unsigned First, Last;
  };
  std::map<std::pair<const BasicBlock *, int>, Span> Spans;
  // Probes by (block, copy), in block order.
  std::map<std::pair<const BasicBlock *, int>, SmallVector<Probe *, 4>> ByBlock;
  for (Probe &P : Probes)
    ByBlock[{P.At->getParent(), P.Copy}].push_back(&P);
  for (auto &[Key, List] : ByBlock)
    llvm::sort(List, [&](const Probe *A, const Probe *B) {
      return Position.lookup(A->At) < Position.lookup(B->At);
    });

  // A loop whose trip count ScalarEvolution knows exactly runs that many
  // iterations on every path, but the model's paths may leave it after
  // any: a DMA a correct pipeline completes in the loop's later iterations
  // would then be pending after it, at an access of its buffer (a drained
  // epilogue's read of a constant buffer). So the first iterations of
  // such a loop are peeled into copies that cannot leave it (up to the
  // race iterations), entered instead of the loop. Peeled: the top-level
  // loops other than L and its ancestors; copy ids PeelCopy(p), p = 0 the
  // first iteration. A probe of the original blocks is in its copies too.
  struct Peel {
    const Loop *X;
    unsigned Count;
  };
  SmallVector<Peel, 4> Peels;
  DenseMap<const BasicBlock *, unsigned> PeelCount; // X's header -> Count
  for (const Loop *X : LI) {
    if (X == L || (L && X->contains(L->getHeader())))
      continue;
    unsigned Count = peeledIterations(X);
    if (!Count)
      continue;
    Peels.push_back({X, Count});
    PeelCount[X->getHeader()] = Count;
  }
  auto PeelCopy = [](unsigned P) { return -3 - int(P); };

  auto DmaEnabled = [&](int Copy) {
    // Peeled iterations are the original blocks' first ones.
    return Enabled == -2 || Enabled == Copy || (Copy <= -3 && Enabled == -1);
  };
  // A dropped wait is left out where the probes' own iteration runs it: in
  // copy 0 of L's blocks (the probes' iteration), elsewhere in the original
  // blocks and their peeled iterations (barrierFreeWaits() keeps it out of
  // other loops).
  auto Dropped = [&](const Instruction &I, int Copy) {
    if (DroppedWaits.empty() || !DroppedWaits.contains(&I))
      return false;
    if (L && L->contains(I.getParent()))
      return Copy == 0;
    return Copy < 0;
  };
  DenseMap<const Probe *, unsigned> LeafOf;
  auto Build = [&](const BasicBlock &BB, int Copy) {
    unsigned Cur = M->addBlock();
    Span S{Cur, Cur};
    auto PIt = ByBlock.find({&BB, Copy <= -3 ? -1 : Copy});
    unsigned NextProbe = 0;
    for (const Instruction &I : BB) {
      if (PIt != ByBlock.end()) {
        auto &List = PIt->second;
        bool Split = false;
        while (NextProbe < List.size() && List[NextProbe]->At == &I) {
          Probe &P = *List[NextProbe++];
          // One leaf per probe, reached from each copy of its block.
          auto [LIt, New] = LeafOf.try_emplace(&P, 0);
          if (New) {
            LIt->second = M->addBlock();
            for (const Event &Ev : P.Leaf)
              P.ResultId = M->addEvent(LIt->second, Ev);
          }
          M->addEdge(Cur, LIt->second);
          Split = true;
        }
        if (Split) {
          unsigned Next = M->addBlock();
          M->addEdge(Cur, Next);
          Cur = Next;
        }
      }
      auto Found = Items.find(&I);
      if (Found == Items.end())
        continue;
      for (const Item &Itm : Found->second) {
        switch (Itm.K) {
        case Item::Mark:
          // A counted op per group keeps the counts of the model's waits
          // apart between paths with different numbers of groups: a wait
          // emits the least count over its paths, and with only the DMA
          // counted that least count would complete instances no wait of
          // the program waits for on the other paths.
          M->addEvent(Cur, Event::countedOp());
          M->addEvent(Cur, Event::mark());
          break;
        case Item::Wait:
          if (!Dropped(I, Copy))
            M->addEvent(Cur, Event::wait(Itm.N));
          break;
        case Item::Call:
          M->addEvent(Cur, Event::call());
          break;
        case Item::WaitAll:
          if (!Dropped(I, Copy))
            M->addEvent(Cur, Event::existingWait(0));
          break;
        case Item::DmaIssue:
          if ((DmaIdx < 0 || int(Itm.N) == DmaIdx) && DmaEnabled(Copy))
            M->addEvent(Cur, Event::asyncDma());
          else
            M->addEvent(Cur, Event::countedOp());
          break;
        }
      }
    }
    S.Last = Cur;
    Spans[{&BB, Copy}] = S;
  };
  // The entry first: block 0 is the model's entry.
  Build(F.getEntryBlock(), -1);
  for (const BasicBlock &BB : F)
    if (&BB != &F.getEntryBlock())
      Build(BB, -1);
  if (L)
    for (unsigned C = 0; C != Copies; ++C)
      for (const BasicBlock *BB : L->blocks())
        Build(*BB, int(C));
  for (const Peel &Pl : Peels)
    for (unsigned P = 0; P != Pl.Count; ++P)
      for (const BasicBlock *BB : Pl.X->blocks())
        Build(*BB, PeelCopy(P));

  const BasicBlock *Header = L ? L->getHeader() : nullptr;
  for (const BasicBlock &BB : F) {
    for (const BasicBlock *Succ : successors(&BB)) {
      bool Entering = L && Succ == Header && !L->contains(&BB);
      if (PeelCount.count(Succ) && !LI.getLoopFor(Succ)->contains(&BB)) {
        // Entering a peeled loop: its first iteration.
        M->addEdge(Spans[{&BB, -1}].Last, Spans[{Succ, PeelCopy(0)}].First);
        continue;
      }
      // Late: the iterations the original blocks stand for are not the
      // last; only copy 0 leaves the loop.
      bool Leaving = L && L->contains(&BB) && !L->contains(Succ);
      if ((!Entering || EntryCopy == -2 || EntryCopy == -1) &&
          !(Late && Leaving))
        M->addEdge(Spans[{&BB, -1}].Last, Spans[{Succ, -1}].First);
      if (!L || Succ != Header)
        continue;
      if (Entering) {
        // Entering the loop: the current activation may start at any copy.
        for (unsigned C = 0; C != Copies; ++C)
          if (EntryCopy == -2 || EntryCopy == int(C))
            M->addEdge(Spans[{&BB, -1}].Last, Spans[{Succ, int(C)}].First);
      } else if (Copies) {
        // Iterations further back than the copies run in the original blocks.
        M->addEdge(Spans[{&BB, -1}].Last, Spans[{Succ, int(Copies - 1)}].First);
      }
    }
  }
  if (L)
    for (unsigned C = 0; C != Copies; ++C)
      for (const BasicBlock *BB : L->blocks())
        for (const BasicBlock *Succ : successors(BB)) {
          if (!L->contains(Succ)) {
            // The current activation does not leave the loop; with Late,
            // copy 0 is its last iteration, which does.
            if (Late && C == 0)
              M->addEdge(Spans[{BB, 0}].Last, Spans[{Succ, -1}].First);
            continue;
          }
          if (Succ == Header) {
            if (C > 0)
              M->addEdge(Spans[{BB, int(C)}].Last,
                         Spans[{Succ, int(C - 1)}].First);
            continue;
          }
          M->addEdge(Spans[{BB, int(C)}].Last, Spans[{Succ, int(C)}].First);
        }
  // A peeled iteration goes on to the next one, the last peeled one to the
  // original blocks; none leaves the loop.
  for (const Peel &Pl : Peels)
    for (unsigned P = 0; P != Pl.Count; ++P)
      for (const BasicBlock *BB : Pl.X->blocks())
        for (const BasicBlock *Succ : successors(BB)) {
          if (!Pl.X->contains(Succ))
            continue;
          int To = PeelCopy(P);
          if (Succ == Pl.X->getHeader())
            To = P + 1 == Pl.Count ? -1 : PeelCopy(P + 1);
          M->addEdge(Spans[{BB, PeelCopy(P)}].Last, Spans[{Succ, To}].First);
        }
  M->solve();
  return M;
}

std::unique_ptr<FunctionModel>
RaceChecker::solveOwnModel(int DmaIdx, const Loop *L, unsigned Copies,
                           int Enabled, ArrayRef<Probe> Probes,
                           SmallVectorImpl<Probe> &OwnProbes, int EntryCopy,
                           bool Late) {
  if (DroppedWaits.empty())
    return nullptr;
  SmallPtrSet<const Instruction *, 4> Saved;
  std::swap(Saved, DroppedWaits);
  auto Restore = llvm::scope_exit([&] { std::swap(Saved, DroppedWaits); });
  OwnProbes.assign(Probes.begin(), Probes.end());
  return solveModel(DmaIdx, L, Copies, Enabled, OwnProbes, EntryCopy, Late);
}

void RaceChecker::checkEmptyWaits() {
  // One model with every DMA: at each wait, its own result says how many
  // marks reach it; a probe right before it says whether a DMA is pending.
  SmallVector<const Instruction *, 8> Waits;
  for (const Instruction &I : instructions(F)) {
    auto Found = Items.find(&I);
    if (Found != Items.end() &&
        llvm::any_of(Found->second,
                     [](const Item &Itm) { return Itm.K == Item::Wait; }))
      Waits.push_back(&I);
  }
  if (Waits.empty())
    return;
  SmallVector<Probe, 8> Probes;
  for (const Instruction *W : Waits) {
    // For a fused marker the wait follows the mark: probe after the mark
    // by putting it into the leaf.
    Probe P{W, -1, {}};
    const SmallVector<Item, 2> &List = Items.find(W)->second;
    unsigned N = 0;
    for (const Item &Itm : List) {
      if (Itm.K == Item::Mark)
        P.Leaf.push_back(Event::mark());
      if (Itm.K == Item::Wait) {
        N = Itm.N;
        break;
      }
    }
    // How many marks reach the wait: a wait for N itself.
    P.Leaf.push_back(Event::wait(N));
    Probes.push_back(P);
    Probe Q{W, -1, {}};
    for (const Event &Ev : P.Leaf)
      if (Ev.Kind == EventKind::Mark)
        Q.Leaf.push_back(Ev);
    Q.Leaf.push_back(Event::mark());
    Q.Leaf.push_back(Event::wait(0));
    Probes.push_back(Q);
  }
  std::unique_ptr<FunctionModel> M = solveModel(-1, nullptr, 0, -2, Probes);
  for (unsigned I = 0, E = Waits.size(); I != E; ++I) {
    const WaitResult &Marks = M->result(Probes[2 * I].ResultId);
    const WaitResult &Pending = M->result(Probes[2 * I + 1].ResultId);
    unsigned N = Probes[2 * I].Leaf.back().Imm;
    if (Marks.MaxMarks > N || !Pending.Count)
      continue;
    ++NumEmptyWaits;
    warn(*Waits[I], "wait.asyncmark(" + Twine(N) + ")" + where(*Waits[I]) +
                        " waits for nothing: no path reaching it has more "
                        "than " +
                        Twine(Marks.MaxMarks) +
                        " asyncmark(s), yet an async DMA may be in flight "
                        "there (a mark missing before the wait?)");
  }
}

//===----------------------------------------------------------------------===//
// Races
//===----------------------------------------------------------------------===//

namespace {
/// The header phis of a loop, simulated iteration by iteration.
struct LoopSim {
  const Loop *L = nullptr;
  uint64_t Modulus = 0;
  bool NonPeriodic = false;
  SmallVector<Env, 0> States;
  /// The states repeat from First with period Period (0: unknown).
  unsigned First = 0, Period = 0;
  /// Iterations known to run at most (0: unknown).
  unsigned TripCount = 0;
};
} // end anonymous namespace

/// The flat workgroup size bounds of \p F (AMDGPU's defaults: 1 to 1024).
static std::pair<int64_t, int64_t> workGroupSize(const Function &F) {
  StringRef Attr =
      F.getFnAttribute("amdgpu-flat-work-group-size").getValueAsString();
  int64_t Min = 1, Max = 1024;
  auto [MinS, MaxS] = Attr.split(',');
  if (!Attr.empty() && !MinS.getAsInteger(10, Min) &&
      !MaxS.getAsInteger(10, Max) && Min >= 1 && Max >= Min)
    return {Min, Max};
  return {1, 1024};
}

/// True if \p V is a work-item id: it takes every value from 0 to the
/// workgroup's size in that dimension minus one.
static bool isWorkItemId(const Value *V) {
  const auto *II = dyn_cast<IntrinsicInst>(V);
  return II && (II->getIntrinsicID() == Intrinsic::amdgcn_workitem_id_x ||
                II->getIntrinsicID() == Intrinsic::amdgcn_workitem_id_y ||
                II->getIntrinsicID() == Intrinsic::amdgcn_workitem_id_z);
}

/// The range of integer \p V: a work-item id's from the largest workgroup,
/// carried through arithmetic by constants and masks, and intersected with
/// ScalarEvolution's, which knows neither the workgroup size nor how a
/// shifted or masked id is bounded.
/// With \p WorkItem, the x id is that one value and the y and z ids are 0
/// (the work-item of that flat id in a one-dimensional workgroup): a result
/// of one element is then the value for that work-item.
static ConstantRange valueRange(ScalarEvolution &SE, const Value *V,
                                std::optional<uint64_t> WorkItem = std::nullopt,
                                unsigned Depth = 0) {
  unsigned Bits = V->getType()->getScalarSizeInBits();
  ConstantRange Full = ConstantRange::getFull(Bits);
  if (!V->getType()->isIntegerTy())
    return Full;
  if (const auto *C = dyn_cast<ConstantInt>(V))
    return ConstantRange(C->getValue());
  ConstantRange FromSE =
      SE.isSCEVable(V->getType())
          ? SE.getSignedRange(SE.getSCEV(const_cast<Value *>(V)))
          : Full;
  if (isWorkItemId(V)) {
    if (WorkItem) {
      bool IsX = cast<IntrinsicInst>(V)->getIntrinsicID() ==
                 Intrinsic::amdgcn_workitem_id_x;
      APInt Id(Bits, IsX ? *WorkItem : 0);
      return ConstantRange(Id);
    }
    const Function &F = *cast<Instruction>(V)->getFunction();
    return ConstantRange(APInt(Bits, 0), APInt(Bits, workGroupSize(F).second))
        .intersectWith(FromSE);
  }
  constexpr unsigned MaxDepth = 8;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth == MaxDepth)
    return FromSE;
  ConstantRange Mine = Full;
  if (const auto *BO = dyn_cast<BinaryOperator>(I)) {
    ConstantRange L = valueRange(SE, BO->getOperand(0), WorkItem, Depth + 1);
    ConstantRange R = valueRange(SE, BO->getOperand(1), WorkItem, Depth + 1);
    switch (BO->getOpcode()) {
    case Instruction::Add:
      Mine = L.add(R);
      break;
    case Instruction::Sub:
      Mine = L.sub(R);
      break;
    case Instruction::Mul:
      Mine = L.multiply(R);
      break;
    case Instruction::Shl:
      Mine = L.shl(R);
      break;
    case Instruction::LShr:
      Mine = L.lshr(R);
      break;
    case Instruction::AShr:
      Mine = L.ashr(R);
      break;
    case Instruction::And:
      Mine = L.binaryAnd(R);
      break;
    case Instruction::Or:
      Mine = L.binaryOr(R);
      break;
    case Instruction::Xor:
      Mine = L.binaryXor(R);
      break;
    case Instruction::UDiv:
      Mine = L.udiv(R);
      break;
    case Instruction::URem:
      Mine = L.urem(R);
      break;
    default:
      break;
    }
  } else if (const auto *Cast = dyn_cast<CastInst>(I)) {
    ConstantRange Op = valueRange(SE, Cast->getOperand(0), WorkItem, Depth + 1);
    switch (Cast->getOpcode()) {
    case Instruction::ZExt:
      Mine = Op.zeroExtend(Bits);
      break;
    case Instruction::SExt:
      Mine = Op.signExtend(Bits);
      break;
    case Instruction::Trunc:
      Mine = Op.truncate(Bits);
      break;
    default:
      break;
    }
  }
  return Mine.intersectWith(FromSE);
}

/// The range of leaf \p Lf (valueRange()).
static std::optional<std::pair<int64_t, int64_t>>
leafRange(ScalarEvolution &SE, const Leaf &Lf) {
  if (Lf.V->getType()->isPointerTy() || !Lf.V->getType()->isIntegerTy())
    return std::nullopt;
  ConstantRange R = valueRange(SE, Lf.V);
  if (R.isFullSet() || R.isEmptySet() || R.getBitWidth() > 64)
    return std::nullopt;
  return std::make_pair(R.getSignedMin().getSExtValue(),
                        R.getSignedMax().getSExtValue());
}

/// A value leaf \p Lf certainly takes while the access runs with the DMA
/// in flight (witnessValue()); std::nullopt if none is known.
/// The second argument is the lane of the DMA's wave whose transfer is
/// compared (values of the DMA's side computed from work-item ids are that
/// lane's).
using WitnessFn =
    function_ref<std::optional<int64_t>(const Leaf &Lf, uint64_t DmaLane)>;

/// Whether [A, A + SizeA) and [D, D + SizeD) may overlap. With \p Witness,
/// an overlap at values every leaf certainly takes is certain. With
/// \p CrossWave the access and the DMA are in different waves: an overlap
/// at one work-item id, which may be the same work-item on both sides,
/// proves nothing.
static Overlap overlapOf(const Val &A, uint64_t SizeA, const Val &D,
                         uint64_t SizeD, ScalarEvolution &SE, AAResults &AA,
                         WitnessFn Witness = nullptr,
                         uint64_t WitnessLanes = 1, bool CrossWave = false) {
  if (!A.Valid || !D.Valid || !A.IsPtr || !D.IsPtr || !A.Base || !D.Base)
    return Overlap::Undecided;
  if (!(*A.Base == *D.Base)) {
    const Value *OA = getUnderlyingObject(A.Base->V);
    const Value *OD = getUnderlyingObject(D.Base->V);
    if (OA != OD && isa<GlobalVariable>(OA) && isa<GlobalVariable>(OD))
      return Overlap::No;
    if (A.Base->V == D.Base->V || A.Base->Side || D.Base->Side)
      return Overlap::Undecided;
    if (AA.isNoAlias(MemoryLocation::getBeforeOrAfter(A.Base->V),
                     MemoryLocation::getBeforeOrAfter(D.Base->V)))
      return Overlap::No;
    return Overlap::Undecided;
  }
  // X = D - A; the ranges overlap iff -SizeD < X < SizeA.
  Val OffA = A, OffD = D;
  OffA.IsPtr = OffD.IsPtr = false;
  Val X = addVals(OffD, OffA, -1);
  if (!X.Valid)
    return Overlap::Undecided;
  int64_t Lo = X.C, Hi = X.C;
  for (const auto &[Lf, Cf] : X.Terms) {
    std::optional<std::pair<int64_t, int64_t>> R = leafRange(SE, Lf);
    if (!R)
      return Overlap::Undecided;
    int64_t P = R->first * Cf, Q = R->second * Cf;
    Lo += std::min(P, Q);
    Hi += std::max(P, Q);
  }
  if (Hi <= -int64_t(SizeD) || Lo >= int64_t(SizeA))
    return Overlap::No;
  if (Lo > -int64_t(SizeD) && Hi < int64_t(SizeA))
    return Overlap::Yes;
  // One work-item id left: every id below the smallest workgroup size
  // occurs, so an overlap at one of them is certain.
  if (!CrossWave && X.Terms.size() == 1 && isWorkItemId(X.Terms[0].first.V)) {
    const Function &F = *cast<Instruction>(X.Terms[0].first.V)->getFunction();
    int64_t Cf = X.Terms[0].second;
    for (int64_t T = 0, E = workGroupSize(F).first; T != E; ++T) {
      int64_t XT = X.C + Cf * T;
      if (XT > -int64_t(SizeD) && XT < int64_t(SizeA))
        return Overlap::Yes;
    }
  }
  // Work-item 0's access against the transfer of each lane of its wave
  // (WitnessLanes: 1 unless the DMA has an address per lane).
  for (uint64_t Lane = 0; Witness && Lane != WitnessLanes; ++Lane) {
    int64_t XT = X.C;
    bool All = true;
    for (const auto &[Lf, Cf] : X.Terms) {
      std::optional<int64_t> W = Witness(Lf, Lane);
      if (!W) {
        All = false;
        break;
      }
      XT += *W * Cf;
    }
    if (!All)
      break;
    if (XT > -int64_t(SizeD) && XT < int64_t(SizeA))
      return Overlap::Yes;
  }
  return Overlap::Undecided;
}

/// The state of \p Sim as a key (counters reduced by the modulus).
static std::vector<int64_t> fingerprint(const Env &E,
                                        ArrayRef<const PHINode *> Phis,
                                        const SmallPtrSetImpl<const PHINode *>
                                            &Counters,
                                        uint64_t Modulus) {
  std::vector<int64_t> Key;
  for (const PHINode *PN : Phis) {
    auto It = E.find(PN);
    if (It == E.end() || !It->second.Valid) {
      Key.push_back(-1);
      continue;
    }
    const Val &V = It->second;
    Key.push_back(V.IsPtr);
    Key.push_back(V.Base ? int64_t(uintptr_t(V.Base->V)) : 0);
    int64_t C = V.C;
    if (Counters.contains(PN) && V.isConst())
      C = Modulus ? int64_t(uint64_t(C) % Modulus) : 0;
    Key.push_back(C);
    for (const auto &[Lf, Cf] : V.Terms) {
      Key.push_back(int64_t(uintptr_t(Lf.V)));
      Key.push_back(Cf);
    }
  }
  return Key;
}

static LoopSim simulate(RaceChecker &RC, const Loop *L, unsigned Needed,
                        ScalarEvolution &SE);

void RaceChecker::checkRaces() {
  for (unsigned I = 0, E = Dmas.size(); I != E; ++I)
    checkDma(I);
}

/// Counter phis: integer header phis stepped by a constant.
static void findCounters(const Loop *L,
                         SmallPtrSetImpl<const PHINode *> &Counters) {
  const BasicBlock *Latch = L->getLoopLatch();
  if (!Latch)
    return;
  for (const PHINode &PN : L->getHeader()->phis()) {
    if (!PN.getType()->isIntegerTy())
      continue;
    const auto *Next =
        dyn_cast<BinaryOperator>(PN.getIncomingValueForBlock(Latch));
    if (!Next || (Next->getOpcode() != Instruction::Add &&
                  Next->getOpcode() != Instruction::Sub))
      continue;
    if (Next->getOperand(0) == &PN && isa<ConstantInt>(Next->getOperand(1)))
      Counters.insert(&PN);
  }
}

static LoopSim simulate(RaceChecker &RC, const Loop *L, unsigned Needed,
                        ScalarEvolution &SE) {
  LoopSim Sim;
  Sim.L = L;
  const BasicBlock *Pre = L->getLoopPreheader();
  const BasicBlock *Latch = L->getLoopLatch();
  if (unsigned TC = SE.getSmallConstantMaxTripCount(L))
    Sim.TripCount = TC;
  if (!Pre || !Latch)
    return Sim;
  // The modulus: the least common multiple of the divisors and masks in
  // the loop.
  uint64_t Modulus = 1;
  for (const BasicBlock *BB : L->blocks())
    for (const Instruction &I : *BB) {
      const auto *BO = dyn_cast<BinaryOperator>(&I);
      if (!BO)
        continue;
      const auto *C = dyn_cast<ConstantInt>(BO->getOperand(1));
      if (!C || C->getBitWidth() > 64)
        continue;
      uint64_t M = 0;
      if (BO->getOpcode() == Instruction::URem)
        M = C->getZExtValue();
      else if (BO->getOpcode() == Instruction::And &&
               isPowerOf2_64(C->getZExtValue() + 1))
        M = C->getZExtValue() + 1;
      if (M > 1 && M <= 4096)
        Modulus = std::lcm(Modulus, M);
    }
  if (Modulus > (uint64_t(1) << 20))
    Modulus = 0;
  Sim.Modulus = Modulus;
  SmallPtrSet<const PHINode *, 4> Counters;
  findCounters(L, Counters);
  SmallVector<const PHINode *, 8> Phis;
  for (const PHINode &PN : L->getHeader()->phis())
    if (PN.getType()->isIntegerTy() || PN.getType()->isPointerTy())
      Phis.push_back(&PN);

  Env State;
  // The simulation's own side: a value that differs between iterations
  // cannot be carried into the next state.
  constexpr unsigned SimSide = 3;
  {
    AddressEvaluator Ev(RC, L, nullptr, SimSide, Modulus);
    for (const PHINode *PN : Phis) {
      Val V = Ev.eval(PN->getIncomingValueForBlock(Pre));
      // Only values the same at every iteration can start a state.
      bool Shared = llvm::all_of(V.Terms, [](auto &T) { return !T.first.Side; }) &&
                    (!V.Base || !V.Base->Side);
      if (!Shared)
        V = Val::invalid();
      V.Raw = Counters.contains(PN);
      State[PN] = V;
    }
  }
  std::map<std::vector<int64_t>, unsigned> Seen;
  unsigned Max = std::max<unsigned>(raceCheckMaxSimulated(), Needed);
  for (unsigned J = 0;; ++J) {
    Sim.States.push_back(State);
    if (!Sim.Period && !Sim.NonPeriodic) {
      auto [It, New] =
          Seen.try_emplace(fingerprint(State, Phis, Counters, Modulus), J);
      if (!New) {
        Sim.First = It->second;
        Sim.Period = J - It->second;
      }
    }
    if ((Sim.Period || Sim.NonPeriodic) && J >= Needed)
      break;
    if (J >= Max)
      break;
    AddressEvaluator Ev(RC, L, &Sim.States.back(), SimSide, Modulus);
    Env Next;
    for (const PHINode *PN : Phis) {
      Val V = Ev.eval(PN->getIncomingValueForBlock(Latch));
      bool Shared = llvm::all_of(V.Terms, [](auto &T) { return !T.first.Side; }) &&
                    (!V.Base || !V.Base->Side);
      if (!Shared)
        V = Val::invalid();
      if (Counters.contains(PN)) {
        V.Raw = true;
      } else if (V.Raw) {
        Sim.NonPeriodic = true;
      }
      Next[PN] = V;
    }
    Sim.NonPeriodic |= Ev.NonPeriodic;
    State = std::move(Next);
  }
  if (!Modulus && !Counters.empty())
    Sim.NonPeriodic = true;
  if (Sim.NonPeriodic)
    Sim.Period = 0;
  return Sim;
}

const Instruction *RaceChecker::waitBefore(const Instruction &I) {
  const BasicBlock *BB = I.getParent();
  BasicBlock::const_iterator It = I.getIterator();
  SmallPtrSet<const BasicBlock *, 8> Seen;
  while (true) {
    while (It != BB->begin()) {
      --It;
      auto Found = Items.find(&*It);
      if (Found != Items.end())
        for (const Item &Itm : Found->second)
          if (Itm.K == Item::Wait)
            return &*It;
    }
    const BasicBlock *Pred = BB->getSinglePredecessor();
    if (!Pred || !Seen.insert(Pred).second)
      return nullptr;
    BB = Pred;
    It = BB->end();
  }
}

bool RaceChecker::anyWaitBefore(const Instruction &I) {
  auto IsWait = [&](const Instruction &X) {
    auto Found = Items.find(&X);
    return Found != Items.end() &&
           any_of(Found->second,
                  [](const Item &Itm) { return Itm.K == Item::Wait; });
  };
  const BasicBlock *BB = I.getParent();
  for (auto It = BB->begin(); &*It != &I; ++It)
    if (IsWait(*It))
      return true;
  SmallVector<const BasicBlock *, 8> Work(pred_begin(BB), pred_end(BB));
  SmallPtrSet<const BasicBlock *, 16> Seen(Work.begin(), Work.end());
  while (!Work.empty()) {
    const BasicBlock *P = Work.pop_back_val();
    if (any_of(*P, IsWait))
      return true;
    for (const BasicBlock *PP : predecessors(P))
      if (Seen.insert(PP).second)
        Work.push_back(PP);
  }
  return false;
}

std::optional<unsigned> RaceChecker::coveringWait(unsigned DmaIdx,
                                                  const Loop *L,
                                                  unsigned Copies, int Enabled,
                                                  const Access &A,
                                                  int EntryCopy, bool Late) {
  constexpr unsigned MaxN = 16;
  SmallVector<Probe, MaxN> Probes;
  for (unsigned N = 0; N != MaxN; ++N)
    Probes.push_back({A.I,
                      L && !Late ? 0 : -1,
                      {Event::wait(N), Event::mark(), Event::wait(0)}});
  std::unique_ptr<FunctionModel> M =
      solveModel(int(DmaIdx), L, Copies, Enabled, Probes, EntryCopy, Late);
  std::optional<unsigned> Best;
  for (unsigned N = 0; N != MaxN; ++N)
    if (!M->result(Probes[N].ResultId).Count)
      Best = N;
  return Best;
}

std::optional<int64_t> RaceChecker::witnessValue(const Leaf &Lf,
                                                 const Access &A, const Dma &D,
                                                 uint64_t DmaLane) {
  if (Lf.V->getType()->isIntegerTy() &&
      Lf.V->getType()->getIntegerBitWidth() <= 64)
    if (const APInt *Z =
            valueRange(SE, Lf.V,
                       /*WorkItem=*/Lf.Side != 2 ? 0
                       : CrossWave              ? CrossItems[DmaLane]
                                                : DmaLane)
                .getSingleElement())
      return Z->getSExtValue();
  const auto *PN = dyn_cast<PHINode>(Lf.V);
  if (!PN || Lf.Side != 1 || !LI.isLoopHeader(PN->getParent()))
    return std::nullopt;
  const Loop *X = LI.getLoopFor(PN->getParent());
  if (!X->contains(A.I) || X->contains(D.Call))
    return std::nullopt;
  SmallVector<BasicBlock *, 4> Exiting;
  X->getExitingBlocks(Exiting);
  for (const BasicBlock *E : Exiting)
    if (!DT.dominates(A.I->getParent(), E))
      return std::nullopt;
  std::optional<int64_t> Initial;
  for (unsigned I = 0, E = PN->getNumIncomingValues(); I != E; ++I) {
    if (X->contains(PN->getIncomingBlock(I)))
      continue;
    const auto *C = dyn_cast<ConstantInt>(PN->getIncomingValue(I));
    if (!C || C->getBitWidth() > 64 ||
        (Initial && *Initial != C->getSExtValue()))
      return std::nullopt;
    Initial = C->getSExtValue();
  }
  return Initial;
}

bool RaceChecker::dependsOnWorkItem(const Value *V) {
  const auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return false;
  auto [It, New] = WorkItemDependent.try_emplace(I, false);
  if (!New)
    return It->second; // Known, or being computed (a phi cycle).
  bool Depends = isWorkItemId(I);
  for (const Value *Op : I->operands())
    if (!Depends && !isa<BasicBlock>(Op))
      Depends = dependsOnWorkItem(Op);
  WorkItemDependent[I] = Depends;
  return Depends;
}

uint64_t RaceChecker::witnessLanes(const Dma &D) const {
  if (CrossWave)
    return CrossItems.size();
  if (!D.PerLane)
    return 1;
  return uint64_t(std::min<int64_t>(Lanes, workGroupSize(F).first));
}

const DenseMap<const Instruction *, SmallVector<int, 8>> &
RaceChecker::latePending(unsigned DmaIdx, const Loop *DL, unsigned TripCount) {
  auto [It, New] = LatePendingCache.try_emplace({DmaIdx, DL});
  if (!New)
    return It->second;
  unsigned K = raceCheckIterations();
  SmallVector<Probe, 16> Probes;
  for (const Access &A : Accesses)
    if (!DL->contains(A.I))
      Probes.push_back({A.I, -1, {Event::mark(), Event::wait(0)}});
  // An activation of DL runs TripCount iterations: entered at copy
  // TripCount - 1, or, if there are more than the copies, at the original
  // blocks (which then run at least one).
  int Entry = TripCount <= K ? int(TripCount) - 1 : -1;
  for (int Enabled = -1; Enabled != int(K); ++Enabled) {
    std::unique_ptr<FunctionModel> M =
        solveModel(int(DmaIdx), DL, K, Enabled, Probes, Entry, /*Late=*/true);
    SmallVector<Probe, 16> OwnProbes;
    std::unique_ptr<FunctionModel> Own = solveOwnModel(
        int(DmaIdx), DL, K, Enabled, Probes, OwnProbes, Entry, /*Late=*/true);
    for (unsigned I = 0, E = Probes.size(); I != E; ++I)
      if (M->result(Probes[I].ResultId).Count &&
          !(Own && Own->result(OwnProbes[I].ResultId).Count))
        It->second[Probes[I].At].push_back(Enabled);
  }
  return It->second;
}

Overlap RaceChecker::lateIterationsOverlap(unsigned DmaIdx, const Loop *DL,
                                           const Access &A, unsigned *YesBack) {
  const Dma &D = Dmas[DmaIdx];
  unsigned TC = SE.getSmallConstantTripCount(const_cast<Loop *>(DL));
  if (!TC || !DL->getLoopPreheader() || !DL->getLoopLatch())
    return Overlap::Undecided;
  SmallVector<unsigned, 8> Back;
  for (int B : latePending(DmaIdx, DL, TC).lookup(A.I)) {
    if (B < 0)
      return Overlap::Undecided; // In flight however early the iteration.
    if (unsigned(B) < TC)
      Back.push_back(unsigned(B));
  }
  if (Back.empty())
    return Overlap::No;
  // The loop's state at iteration TC - 1 - d: simulated, or, past the
  // simulated iterations, the state its period repeats.
  LoopSim Sim = simulate(*this, DL, 1, SE);
  auto Witness = [&](const Leaf &Lf, uint64_t Lane) {
    return witnessValue(Lf, A, D, Lane);
  };
  bool Undecided = false;
  for (unsigned B : Back) {
    unsigned J = TC - 1 - B;
    bool Mapped = false;
    if (J >= Sim.States.size() && J < raceCheckMaxSimulated() && !Sim.Period)
      Sim = simulate(*this, DL, J + 1, SE);
    if (J >= Sim.States.size()) {
      if (!Sim.Period || J < Sim.First)
        return Overlap::Undecided;
      J = Sim.First + (J - Sim.First) % Sim.Period;
      Mapped = true;
    }
    AddressEvaluator EA(*this, DL->getParentLoop(), nullptr, 1, 0);
    AddressEvaluator ED(*this, DL, &Sim.States[J], 2, Sim.Modulus);
    Val PA = EA.eval(A.Ptr);
    Val PD = ED.eval(D.LdsPtr);
    PD.C += D.Offset;
    // A counter's value in a state the period maps to is not its own.
    if (EA.NonPeriodic || PA.Raw || (Mapped && (ED.NonPeriodic || PD.Raw)))
      return Overlap::Undecided;
    Overlap O =
        overlapOf(PA, A.Size, PD, D.Bytes, SE, AA, Witness, witnessLanes(D), CrossWave);
    if (O == Overlap::Yes) {
      if (YesBack)
        *YesBack = B;
      return Overlap::Yes;
    }
    Undecided |= O == Overlap::Undecided;
  }
  return Undecided ? Overlap::Undecided : Overlap::No;
}

const DenseMap<const Instruction *, SmallVector<int, 8>> &
RaceChecker::earlyPending(unsigned DmaIdx, const Loop *AL) {
  auto [It, New] = EarlyPendingCache.try_emplace({DmaIdx, AL});
  if (!New)
    return It->second;
  unsigned K = raceCheckIterations();
  SmallVector<Probe, 16> Probes;
  for (const Access &A : Accesses)
    if (AL->contains(A.I))
      Probes.push_back({A.I, 0, {Event::mark(), Event::wait(0)}});
  // The accesses in copy 0 (the current iteration); the loop entered at
  // copy Entry makes that its Entry-th iteration.
  for (int Entry = -1; Entry != int(K); ++Entry) {
    std::unique_ptr<FunctionModel> M =
        solveModel(int(DmaIdx), AL, K, /*Enabled=*/-1, Probes, Entry);
    SmallVector<Probe, 16> OwnProbes;
    std::unique_ptr<FunctionModel> Own = solveOwnModel(
        int(DmaIdx), AL, K, /*Enabled=*/-1, Probes, OwnProbes, Entry);
    for (unsigned I = 0, E = Probes.size(); I != E; ++I)
      if (M->result(Probes[I].ResultId).Count &&
          !(Own && Own->result(OwnProbes[I].ResultId).Count))
        It->second[Probes[I].At].push_back(Entry);
  }
  return It->second;
}

Overlap RaceChecker::earlyIterationsOverlap(unsigned DmaIdx, const Loop *AL,
                                            const Access &A) {
  const Dma &D = Dmas[DmaIdx];
  if (!AL->getLoopPreheader() || !AL->getLoopLatch())
    return Overlap::Undecided;
  SmallVector<unsigned, 8> Early;
  for (int Entry : earlyPending(DmaIdx, AL).lookup(A.I)) {
    if (Entry < 0)
      return Overlap::Undecided; // In flight however late the iteration.
    Early.push_back(unsigned(Entry));
  }
  if (Early.empty())
    return Overlap::No;
  LoopSim Sim = simulate(*this, AL, Early.back() + 1, SE);
  auto Witness = [&](const Leaf &Lf, uint64_t Lane) {
    return witnessValue(Lf, A, D, Lane);
  };
  bool Undecided = false;
  for (unsigned J : Early) {
    if (J >= Sim.States.size())
      return Overlap::Undecided;
    AddressEvaluator EA(*this, AL, &Sim.States[J], 1, Sim.Modulus);
    // The DMA is outside the loop: its address knows no iteration.
    AddressEvaluator ED(*this, AL, nullptr, 2, 0);
    Val PA = EA.eval(A.Ptr);
    Val PD = ED.eval(D.LdsPtr);
    PD.C += D.Offset;
    if (EA.NonPeriodic || ED.NonPeriodic || PA.Raw || PD.Raw)
      return Overlap::Undecided;
    Overlap O =
        overlapOf(PA, A.Size, PD, D.Bytes, SE, AA, Witness, witnessLanes(D), CrossWave);
    if (O == Overlap::Yes)
      return Overlap::Yes;
    Undecided |= O == Overlap::Undecided;
  }
  return Undecided ? Overlap::Undecided : Overlap::No;
}

void RaceChecker::report(unsigned DmaIdx, const Access &A, const Loop *L,
                         unsigned Copies, int Enabled, int Distance, bool Late,
                         int EntryCopy) {
  ++NumRaces;
  const Dma &D = Dmas[DmaIdx];
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << describe(*A.I) << " may race with async DMA (" << describe(*D.Call)
     << ")";
  if (Late && Distance == 0)
    OS << " issued in the last iteration of its loop";
  else if (Late)
    OS << " issued " << Distance << " iteration" << (Distance > 1 ? "s" : "")
       << " before the last of its loop";
  else if (Distance > 0)
    OS << " issued " << Distance << " loop iteration"
       << (Distance > 1 ? "s" : "") << " earlier";
  OS << ", which may still be in flight there";
  if (D.ReadsLds)
    OS << " reading the bytes it writes";
  std::optional<unsigned> Cover =
      coveringWait(DmaIdx, L, Copies, Enabled, A, EntryCopy, Late);
  if (!Cover) {
    OS << "; they are in the same group (no asyncmark between them): an "
          "asyncmark and a wait.asyncmark(0) before the access cover it";
  } else {
    OS << "; " << *Cover + 1 << " asyncmark" << (*Cover ? "s" : "")
       << " between them";
    if (const Instruction *W = waitBefore(*A.I)) {
      for (const Item &Itm : Items.find(W)->second)
        if (Itm.K == Item::Wait)
          OS << "; the wait.asyncmark(" << Itm.N << ")" << where(*W)
             << " leaves it in flight";
    } else if (anyWaitBefore(*A.I)) {
      OS << "; the wait.asyncmark calls on the paths to the access leave it "
            "in flight";
    } else {
      OS << "; no wait.asyncmark precedes the access";
    }
    OS << "; wait.asyncmark(" << *Cover << ") here covers it";
  }
  warn(*A.I, Msg);

  // The same facts as a remark's named values, for tools (YAML remarks).
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(RaceRemarkPass, "Race", A.I);
    R << ore::NV("Function", demangle(F.getName())) << ": "
      << ore::NV("Access", describe(*A.I)) << " may race with "
      << ore::NV("DMA", describe(*D.Call))
      << ore::NV("DMALocation", where(*D.Call));
    if (Distance > 0 || Late)
      R << ", issued " << ore::NV("IterationsBack", Distance)
        << (Late ? " iterations before the last of its loop"
                 : " iterations earlier");
    if (!Cover) {
      R << ", in the same group";
      return R;
    }
    R << "; " << ore::NV("MarksBetween", *Cover + 1) << " marks between";
    if (const Instruction *W = waitBefore(*A.I))
      for (const Item &Itm : Items.find(W)->second)
        if (Itm.K == Item::Wait)
          R << "; wait.asyncmark(" << ore::NV("LeavingWaitN", Itm.N) << ")"
            << ore::NV("LeavingWaitLocation", where(*W))
            << " leaves it in flight";
    R << "; wait.asyncmark(" << ore::NV("CoveringWaitN", *Cover)
      << ") there covers it";
    return R;
  });
}

void RaceChecker::checkDma(unsigned DmaIdx, ArrayRef<unsigned> Only) {
  const Dma &D = Dmas[DmaIdx];
  if (!D.Bytes || !D.LdsPtr)
    return;
  // Cross-wave: reads of what other waves' instances of a DMA write.
  if (CrossWave && D.ReadsLds)
    return;
  SplitWorkItems = D.PerLane;
  auto Reset = make_scope_exit([&] { SplitWorkItems = false; });
  // The accesses that conflict with this DMA, grouped by the innermost loop
  // holding both.
  std::map<const Loop *, SmallVector<unsigned, 8>> ByLoop;
  const Loop *DLoop = LI.getLoopFor(D.Call->getParent());
  BitVector InOnly(Accesses.size());
  for (unsigned AI : Only)
    InOnly.set(AI);
  for (unsigned AI = 0, E = Accesses.size(); AI != E; ++AI) {
    const Access &A = Accesses[AI];
    if (D.ReadsLds && !A.Writes)
      continue;
    if (CrossWave && (!A.Reads || !InOnly.test(AI)))
      continue;
    // Cheap filter: distinct global objects never overlap.
    const Value *OA = getUnderlyingObject(A.Ptr);
    const Value *OD = getUnderlyingObject(D.LdsPtr);
    if (OA != OD && isa<GlobalVariable>(OA) && isa<GlobalVariable>(OD))
      continue;
    const Loop *Common = DLoop;
    while (Common && !Common->contains(A.I->getParent()))
      Common = Common->getParentLoop();
    ByLoop[Common].push_back(AI);
  }

  unsigned K = raceCheckIterations();
  for (auto &[L, AIs] : ByLoop) {
    // An access no instance of the DMA can overlap, its address and the
    // DMA's taken at any iterations, needs no model: in multi-buffered code
    // most do, and a model per DMA over the whole function is what costs.
    erase_if(AIs, [&](unsigned AI) {
      const Access &A = Accesses[AI];
      AddressEvaluator EA(*this, L, nullptr, 1, 0);
      AddressEvaluator ED(*this, L, nullptr, 2, 0);
      Val PA = EA.eval(A.Ptr);
      Val PD = ED.eval(D.LdsPtr);
      PD.C += D.Offset;
      return overlapOf(PA, A.Size, PD, D.Bytes, SE, AA) == Overlap::No;
    });
    if (AIs.empty())
      continue;
    unsigned Copies = L ? K : 0;
    // Which instances may be pending at each access: one model per copy
    // the DMA is enabled in (copy d: d iterations back), and one with it
    // in the original blocks (further back, or outside the loop).
    SmallVector<int, 8> Configs;
    for (unsigned C = 0; C != Copies; ++C)
      Configs.push_back(int(C));
    Configs.push_back(-1);
    // Per access: per config, pending or not.
    SmallVector<SmallVector<bool, 8>, 8> Pending(AIs.size());
    for (int Cfg : Configs) {
      SmallVector<Probe, 8> Probes;
      for (unsigned AI : AIs)
        Probes.push_back(
            {Accesses[AI].I, L ? 0 : -1, {Event::mark(), Event::wait(0)}});
      std::unique_ptr<FunctionModel> M =
          solveModel(int(DmaIdx), L, Copies, Cfg, Probes);
      // Cross-wave: an instance this wave's own waits leave in flight is
      // the one-wave check's; what is left is what only the dropped waits
      // complete.
      // (Only for one instance: with Cfg -1, another one this wave leaves
      // in flight would hide it; earlyPending() and latePending() tell the
      // instances apart.)
      SmallVector<Probe, 8> OwnProbes;
      std::unique_ptr<FunctionModel> Own =
          Cfg >= 0 ? solveOwnModel(int(DmaIdx), L, Copies, Cfg, Probes,
                                   OwnProbes)
                   : nullptr;
      for (unsigned I = 0, E = AIs.size(); I != E; ++I) {
        Pending[I].push_back(
            M->result(Probes[I].ResultId).Count.has_value() &&
            !(Own && Own->result(OwnProbes[I].ResultId).Count));
        if (raceCheckTrace())
          errs() << "race-check: " << F.getName() << ": "
                 << describe(*Accesses[AIs[I]].I) << " / dma #" << DmaIdx
                 << " config " << Cfg << ": "
                 << (Pending[I].back() ? "may be pending" : "complete")
                 << "\n";
      }
    }

    std::optional<LoopSim> Sim;
    for (unsigned I = 0, E = AIs.size(); I != E; ++I) {
      const Access &A = Accesses[AIs[I]];
      auto Witness = [&](const Leaf &Lf, uint64_t Lane) {
        return witnessValue(Lf, A, D, Lane);
      };
      Overlap Worst = Overlap::No;
      int WorstCfg = 0;
      // Set when the overlap is an instance of a loop the access is after.
      const Loop *LateLoop = nullptr;
      unsigned LateBack = 0;
      for (unsigned CI = 0; CI != Configs.size() && Worst != Overlap::Yes;
           ++CI) {
        if (!Pending[I][CI])
          continue;
        int Cfg = Configs[CI];
        Overlap O = Overlap::Undecided;
        if (Cfg < 0) {
          // Any iteration: nothing is known about the instance's iteration.
          AddressEvaluator EA(*this, L, nullptr, 1, 0);
          AddressEvaluator ED(*this, L, nullptr, 2, 0);
          Val PA = EA.eval(A.Ptr);
          Val PD = ED.eval(D.LdsPtr);
          PD.C += D.Offset;
          O = overlapOf(PA, A.Size, PD, D.Bytes, SE, AA, Witness,
                        witnessLanes(D), CrossWave);
          // The access in a loop inside L that does not hold the DMA (a
          // DMA of the prologue, read in the loop): the iterations at which
          // it may still be in flight.
          const Loop *AL = LI.getLoopFor(A.I->getParent());
          while (AL && AL->getParentLoop() != L)
            AL = AL->getParentLoop();
          if (O == Overlap::Undecided && AL && !AL->contains(D.Call))
            O = earlyIterationsOverlap(DmaIdx, AL, A);
          // The DMA in a loop inside L that does not hold the access (a
          // loop's DMA, read in the drained epilogue after it): the
          // iterations before its last at which it may still be in flight.
          const Loop *DL = DLoop;
          while (DL && DL->getParentLoop() != L)
            DL = DL->getParentLoop();
          if (O == Overlap::Undecided && DL && !DL->contains(A.I)) {
            O = lateIterationsOverlap(DmaIdx, DL, A, &LateBack);
            if (O == Overlap::Yes)
              LateLoop = DL;
          }
          if (O == Overlap::Undecided && !L &&
              !LI.getLoopFor(A.I->getParent()) && !DLoop) {
            // Straight-line code: LLVM's alias analysis.
            AliasResult R = AA.alias(
                MemoryLocation(A.Ptr, LocationSize::precise(A.Size)),
                MemoryLocation(D.LdsPtr, LocationSize::precise(
                                             uint64_t(std::max<int64_t>(
                                                 D.Offset, 0)) +
                                             D.Bytes)));
            if (R == AliasResult::NoAlias)
              O = Overlap::No;
          }
        } else {
          // The instance from Cfg iterations back: the access at iteration
          // j against the DMA at iteration j - Cfg, for every j.
          unsigned Dist = unsigned(Cfg);
          if (!Sim)
            Sim = simulate(*this, L, Dist + 1, SE);
          SmallVector<unsigned, 0> Js;
          if (Sim->Period) {
            unsigned From = std::max(Sim->First, Dist);
            if (From + Sim->Period >= Sim->States.size())
              Sim = simulate(*this, L, From + Sim->Period + 1, SE);
            for (unsigned J = Dist; J < From + Sim->Period; ++J)
              Js.push_back(J);
          } else if (Sim->TripCount && Sim->TripCount <= raceCheckMaxSimulated()) {
            if (Sim->States.size() < Sim->TripCount)
              Sim = simulate(*this, L, Sim->TripCount, SE);
            for (unsigned J = Dist; J < Sim->TripCount; ++J)
              Js.push_back(J);
          }
          // Iteration J exists only below the loop's maximum trip count:
          // in a loop that runs at most Dist iterations no instance is
          // Dist iterations older than the access's.
          if (Sim->TripCount)
            erase_if(Js, [&](unsigned J) { return J >= Sim->TripCount; });
          bool NoInstance = Sim->TripCount && Dist >= Sim->TripCount;
          bool AnyNo = false, AnyYes = false,
               AnyUndecided = Js.empty() && !NoInstance;
          for (unsigned J : Js) {
            if (J >= Sim->States.size()) {
              AnyUndecided = true;
              break;
            }
            AddressEvaluator EA(*this, L, &Sim->States[J], 1, Sim->Modulus);
            AddressEvaluator ED(*this, L, &Sim->States[J - Dist], 2,
                                Sim->Modulus);
            Val PA = EA.eval(A.Ptr);
            Val PD = ED.eval(D.LdsPtr);
            PD.C += D.Offset;
            if ((EA.NonPeriodic || ED.NonPeriodic || PA.Raw || PD.Raw) &&
                Sim->Period) {
              AnyUndecided = true;
              break;
            }
            Overlap OJ = overlapOf(PA, A.Size, PD, D.Bytes, SE, AA, Witness,
                                   witnessLanes(D), CrossWave);
            AnyNo |= OJ == Overlap::No;
            AnyYes |= OJ == Overlap::Yes;
            AnyUndecided |= OJ == Overlap::Undecided;
          }
          O = AnyYes ? Overlap::Yes
                     : (AnyUndecided ? Overlap::Undecided : Overlap::No);
          (void)AnyNo;
        }
        if (raceCheckTrace())
          errs() << "race-check: " << F.getName() << ": " << describe(*A.I)
                 << " / " << describe(*D.Call) << " instance "
                 << (Cfg < 0 ? std::string("old")
                             : std::to_string(Cfg) + " back")
                 << ": "
                 << (O == Overlap::Yes  ? "overlap"
                     : O == Overlap::No ? "disjoint"
                                        : "undecided")
                 << "\n";
        if (O == Overlap::Yes ||
            (O == Overlap::Undecided && Worst == Overlap::No)) {
          Worst = O;
          WorstCfg = Cfg;
        }
      }
      if (Worst == Overlap::Yes && CrossWave) {
        reportCrossWave(DmaIdx, A);
      } else if (Worst == Overlap::Yes) {
        if (LateLoop) {
          unsigned TC =
              SE.getSmallConstantTripCount(const_cast<Loop *>(LateLoop));
          unsigned K = raceCheckIterations();
          report(DmaIdx, A, LateLoop, K, int(LateBack), int(LateBack),
                 /*Late=*/true, TC <= K ? int(TC) - 1 : -1);
        } else {
          report(DmaIdx, A, L, Copies, WorstCfg, WorstCfg < 0 ? 0 : WorstCfg);
        }
      } else if (Worst == Overlap::Undecided) {
        ++NumUndecided;
        if (raceCheckUndecided() && CrossWave)
          remark(*A.I, describe(*A.I) + ": whether it reads LDS bytes another "
                           "wave's async DMA (" + describe(*D.Call) +
                           ") writes, with no s_barrier after the wait that "
                           "completes it, is undecided");
        else if (raceCheckUndecided())
          remark(*A.I, describe(*A.I) + ": async DMA (" + describe(*D.Call) +
                           ") may still be in flight there; whether they "
                           "touch the same LDS bytes is undecided");
      }
    }
  }
}

bool RaceChecker::barrierFreeWaits(const Instruction &A,
                                   SmallVectorImpl<const Instruction *> &Waits) {
  // Backwards from A. Crossed: the loops the walk has gone back over the
  // back edge of (an earlier iteration) or into through an exit (an
  // activation before A); a wait inside one of them is not the one of A's
  // own iteration.
  using LoopSet = SmallVector<const Loop *, 2>;
  struct Pos {
    const BasicBlock *BB;
    BasicBlock::const_iterator It;
    LoopSet Crossed;
  };
  std::set<std::pair<const BasicBlock *, LoopSet>> Seen;
  SmallVector<Pos, 8> Work;
  Work.push_back({A.getParent(), A.getIterator(), {}});
  unsigned Steps = 0;
  while (!Work.empty()) {
    // Linear in practice; a pathological nest of loops gives up.
    if (++Steps > 4 * F.size() + 64)
      return false;
    Pos P = Work.pop_back_val();
    bool Stopped = false;
    while (!Stopped && P.It != P.BB->begin()) {
      const Instruction &I = *--P.It;
      if (Barriers.contains(&I)) {
        Stopped = true;
        break;
      }
      auto Found = Items.find(&I);
      if (Found == Items.end())
        continue;
      for (const Item &Itm : Found->second) {
        if (Itm.K == Item::Call) {
          Stopped = true; // It may hold a barrier.
        } else if (Itm.K == Item::Wait || Itm.K == Item::WaitAll) {
          if (any_of(P.Crossed, [&](const Loop *X) {
                return X->contains(I.getParent());
              }))
            return false;
          if (!is_contained(Waits, &I))
            Waits.push_back(&I);
        }
      }
    }
    if (Stopped)
      continue;
    for (const BasicBlock *Pred : predecessors(P.BB)) {
      LoopSet Crossed = P.Crossed;
      if (LI.isLoopHeader(P.BB) && LI.getLoopFor(P.BB)->contains(Pred))
        Crossed.push_back(LI.getLoopFor(P.BB));
      for (const Loop *X = LI.getLoopFor(Pred); X && !X->contains(P.BB);
           X = X->getParentLoop())
        Crossed.push_back(X);
      llvm::sort(Crossed);
      Crossed.erase(std::unique(Crossed.begin(), Crossed.end()), Crossed.end());
      if (Seen.insert({Pred, Crossed}).second)
        Work.push_back({Pred, Pred->end(), std::move(Crossed)});
    }
  }
  return true;
}

/// The work-items of \p F's workgroup: the least and most in all, and the
/// least in the x dimension (from !reqd_work_group_size, else from
/// amdgpu-flat-work-group-size, taken as one-dimensional).
static std::array<int64_t, 3> workItemBounds(const Function &F) {
  if (const MDNode *MD = F.getMetadata("reqd_work_group_size");
      MD && MD->getNumOperands() == 3) {
    int64_t Dims[3];
    for (unsigned I = 0; I != 3; ++I) {
      auto *C = mdconst::dyn_extract<ConstantInt>(MD->getOperand(I));
      if (!C || C->isZero())
        return {1, 1024, 1};
      Dims[I] = int64_t(C->getZExtValue());
    }
    int64_t All = Dims[0] * Dims[1] * Dims[2];
    return {All, All, Dims[0]};
  }
  auto [Min, Max] = workGroupSize(F);
  return {Min, Max, Min};
}

void RaceChecker::checkCrossWave() {
  // A workgroup of one wave has no other wave; with no second wave certain
  // to run, no race between waves is certain.
  auto [MinItems, MaxItems, MinX] = workItemBounds(F);
  if (MaxItems <= int64_t(Lanes) || MinX <= int64_t(Lanes))
    return;
  // The reads by the set of waits that reach them with no barrier between,
  // in the order of their first read.
  std::map<std::vector<const Instruction *>, unsigned> GroupOf;
  SmallVector<std::pair<std::vector<const Instruction *>, SmallVector<unsigned, 8>>, 4>
      Groups;
  for (unsigned AI = 0, E = Accesses.size(); AI != E; ++AI) {
    const Access &A = Accesses[AI];
    if (!A.Reads)
      continue;
    SmallVector<const Instruction *, 4> Waits;
    if (!barrierFreeWaits(*A.I, Waits)) {
      ++NumUndecided;
      if (raceCheckUndecided())
        remark(*A.I, describe(*A.I) +
                         ": a wait.asyncmark in an earlier loop iteration "
                         "reaches it with no s_barrier between; the "
                         "cross-wave check is undecided");
      continue;
    }
    if (Waits.empty())
      continue;
    // Nearest first (the walk's order), the same set as the same key.
    std::vector<const Instruction *> Key(Waits.begin(), Waits.end());
    std::vector<const Instruction *> Sorted = Key;
    llvm::sort(Sorted);
    auto [It, New] = GroupOf.try_emplace(Sorted, Groups.size());
    if (New)
      Groups.push_back({Key, {}});
    Groups[It->second].second.push_back(AI);
  }
  // Compile-time budget: the one-wave check's models twice (with and
  // without the group's waits) per group of reads, at most 8 times the
  // one-wave check's budget in all.
  uint64_t K = raceCheckIterations();
  uint64_t PeelBlocks = 0;
  for (const Loop *X : LI)
    PeelBlocks += uint64_t(peeledIterations(X)) * X->getNumBlocks();
  uint64_t Blocks = 2 * uint64_t(Groups.size()) * Dmas.size() * (K + 2) *
                    ((K + 1) * F.size() + PeelBlocks);
  if (Blocks > 8 * uint64_t(raceCheckMaxBlocks())) {
    F.getContext().diagnose(DiagnosticInfoAsyncRace(
        F, DebugLoc(),
        "the async race check's cross-wave check gave up on this function "
        "(too large)",
        DS_Remark));
    return;
  }
  CrossWave = true;
  llvm::scope_exit Reset([&] {
    CrossWave = false;
    DroppedWaits.clear();
    CrossItems.clear();
    EarlyPendingCache.clear();
    LatePendingCache.clear();
  });
  for (auto &[Key, AIs] : Groups) {
    DroppedList = Key;
    DroppedWaits.clear();
    DroppedWaits.insert(Key.begin(), Key.end());
    // The models depend on the dropped waits.
    EarlyPendingCache.clear();
    LatePendingCache.clear();
    for (unsigned DI = 0, E = Dmas.size(); DI != E; ++DI) {
      // The DMA's work-items: the first lane of each other wave whose x id
      // is certain to occur (all its lanes for an address per lane).
      CrossItems.clear();
      for (uint64_t X = Lanes; X < uint64_t(MinX) && CrossItems.size() < 1024;
           X += Dmas[DI].PerLane ? 1 : Lanes)
        CrossItems.push_back(X);
      checkDma(DI, AIs);
    }
  }
}

void RaceChecker::reportCrossWave(unsigned DmaIdx, const Access &A) {
  ++NumRaces;
  const Dma &D = Dmas[DmaIdx];
  // The dropped wait nearest the read names the place the barrier goes.
  const Instruction *W = waitBefore(*A.I);
  if (!W || !DroppedWaits.contains(W))
    W = DroppedList.front();
  std::string Wait = "s_waitcnt";
  for (const Item &Itm : Items.find(W)->second)
    if (Itm.K == Item::Wait)
      Wait = "wait.asyncmark(" + std::to_string(Itm.N) + ")";
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << describe(*A.I) << " may race with another wave's async DMA ("
     << describe(*D.Call)
     << "): it may read bytes another wave's instance writes, and a wait "
        "completes only its own wave's DMAs: no s_barrier between "
     << Wait << where(*W) << " and the read; an s_barrier after the wait "
     << "orders the other waves' waits before it";
  warn(*A.I, Msg);

  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    return OptimizationRemarkAnalysis(RaceRemarkPass, "CrossWaveRace", A.I)
           << ore::NV("Function", demangle(F.getName())) << ": "
           << ore::NV("Access", describe(*A.I))
           << " may race with another wave's "
           << ore::NV("DMA", describe(*D.Call))
           << ore::NV("DMALocation", where(*D.Call))
           << ": no s_barrier between " << ore::NV("Wait", Wait)
           << ore::NV("WaitLocation", where(*W)) << " and the read";
  });
}

void RaceChecker::run() {
  collect();
  if (Dmas.empty())
    return;
  // Compile-time budget: the models' size, and the mark limit of the model
  // (one more than the deepest wait), which its sweeps grow to.
  unsigned MaxN = 0;
  for (auto &[I, List] : Items)
    for (const Item &Itm : List)
      if (Itm.K == Item::Wait)
        MaxN = std::max(MaxN, Itm.N);
  uint64_t K = raceCheckIterations();
  uint64_t PeelBlocks = 0;
  for (const Loop *X : LI)
    PeelBlocks += uint64_t(peeledIterations(X)) * X->getNumBlocks();
  uint64_t Blocks =
      uint64_t(Dmas.size()) * (K + 2) * ((K + 1) * F.size() + PeelBlocks);
  if (MaxN > raceCheckMaxWait() || Blocks > raceCheckMaxBlocks()) {
    F.getContext().diagnose(DiagnosticInfoAsyncRace(
        F, DebugLoc(),
        "the async race check gave up on this function (a "
        "wait.asyncmark above " +
            Twine(raceCheckMaxWait()) + " or too large)",
        DS_Remark));
    return;
  }
  ++NumFunctionsChecked;
  checkUnclosedDmas();
  checkEmptyWaits();
  checkRaces();
  if (raceCheckCrossWave())
    checkCrossWave();
}


void asyncmark::checkAsyncRaces(Module &M, const TargetMachine *TM) {
  // Kernels keep their DMAs in always-inline helpers (the bundled GEMM
  // does), which the code generator inlines after this check runs: check a
  // copy with them inlined, so that a kernel's DMAs and accesses meet.
  bool HasAlwaysInline = any_of(M, [](const Function &F) {
    return !F.isDeclaration() && F.hasFnAttribute(Attribute::AlwaysInline) &&
           !F.use_empty();
  });
  std::unique_ptr<Module> Inlined;
  if (HasAlwaysInline) {
    Inlined = CloneModule(M);
    // Inline until no call of an always-inline function with a body is
    // left (they may call each other); a recursive one stays a call.
    for (unsigned Round = 0; Round != 16; ++Round) {
      SmallVector<CallBase *, 16> Calls;
      for (Function &F : *Inlined)
        for (Instruction &I : instructions(F))
          if (auto *CB = dyn_cast<CallBase>(&I))
            if (Function *Callee = CB->getCalledFunction();
                Callee && Callee != &F && !Callee->isDeclaration() &&
                Callee->hasFnAttribute(Attribute::AlwaysInline))
              Calls.push_back(CB);
      if (Calls.empty())
        break;
      for (CallBase *CB : Calls) {
        InlineFunctionInfo IFI;
        InlineFunction(*CB, IFI);
      }
    }
  }
  Module &Checked = Inlined ? *Inlined : M;
  for (Function &F : Checked) {
    if (F.isDeclaration())
      continue;
    // An always-inline helper is checked where it is inlined.
    if (Inlined && F.hasFnAttribute(Attribute::AlwaysInline))
      continue;
    RaceChecker(F, TM).run();
  }
}
