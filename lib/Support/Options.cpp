//===- Options.cpp - The plugin's command-line options --------------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one place the plugin's `-amdgpu-asyncmark-*` options are declared
/// (Options.h says why each is registered by one copy of the plugin only).
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include <memory>

using namespace llvm;

namespace {

/// An option registered by the first copy of the plugin in the process;
/// later copies find it by name and read it.
template <typename T> class SharedOption {
public:
  template <typename... Mods>
  explicit SharedOption(const char *Name, const Mods &...Ms) {
    auto &Registered = cl::getRegisteredOptions();
    auto It = Registered.find(Name);
    if (It != Registered.end()) {
      Opt = static_cast<cl::opt<T> *>(It->second);
      return;
    }
    Owned = std::make_unique<cl::opt<T>>(StringRef(Name), Ms...);
    Opt = Owned.get();
  }
  T get() const { return Opt->getValue(); }
  void set(const T &V) { Opt->setValue(V); }

private:
  std::unique_ptr<cl::opt<T>> Owned;
  cl::opt<T> *Opt = nullptr;
};

} // end anonymous namespace

static SharedOption<bool> FuseMarkWait(
    "amdgpu-asyncmark-fuse-mark-wait", cl::init(true),
    cl::desc("Make a mark directly followed by a wait one marker instruction "
             "(the same two comment lines; fewer instructions to compile)"));

static SharedOption<bool> VerifyWaits(
    "amdgpu-asyncmark-verify", cl::init(false),
    cl::desc("Check group membership and every wait.asyncmark on the final "
             "machine code, on every path; a violation is a compile error"));

static SharedOption<unsigned> MaxMarkSummaries(
    "amdgpu-asyncmark-verify-max-states", cl::Hidden, cl::init(4096),
    cl::desc("Mark summaries (one per live mark depth, per depth and mark "
             "when naming an uncovered one) a block may hold before the "
             "verifier gives up on a function with a warning"));

static SharedOption<bool> InjectMarkMove(
    "amdgpu-asyncmark-verify-inject-mark-move", cl::Hidden, cl::init(false),
    cl::desc("Testing only: before verifying, move the first mark that "
             "follows an LDS DMA in its block above that DMA"));

static SharedOption<bool> SchedMutation(
    "amdgpu-asyncmark-sched-mutation", cl::Hidden, cl::init(true),
    cl::desc("Schedule async marks and waits by what they order (before "
             "register allocation a token register, after it the marker "
             "barrier mutation) instead of as full memory barriers"));

static SharedOption<bool> FillHazardSlots(
    "amdgpu-asyncmark-fill-hazard-slots", cl::Hidden, cl::init(true),
    cl::desc("After post-RA scheduling of a function with markers, move "
             "ALU instructions into hazard slots that would otherwise need "
             "s_nop wait states"));

static SharedOption<bool> ConstantBranches(
    "amdgpu-asyncmark-constant-branches", cl::Hidden, cl::init(true),
    cl::desc("Compute waits only over the machine CFG edges that the "
             "constant scalar conditions of uniform branches (the "
             "structurizer's flow blocks) let an execution take"));

static SharedOption<bool> RaceCheck(
    "amdgpu-asyncmark-race-check", cl::init(false),
    cl::desc("Warn where the program's own marks and waits leave an async "
             "LDS DMA in flight at an LDS access to the same bytes, and "
             "about unclosed DMAs and waits that wait for nothing"));

static SharedOption<bool> RaceErrors(
    "amdgpu-asyncmark-race-check-errors", cl::init(false),
    cl::desc("Report the race check's findings as errors"));

static SharedOption<bool> PluginRemarks(
    "amdgpu-asyncmark-remarks", cl::init(false),
    cl::desc("Show the plugin's remarks (pass names amdgpu-asyncmark*) "
             "without a -pass-remarks filter naming them"));

static SharedOption<bool> RaceUndecided(
    "amdgpu-asyncmark-race-undecided", cl::init(false),
    cl::desc("Also report (as remarks) LDS accesses that an async DMA may "
             "still write where the check cannot decide whether the bytes "
             "overlap"));

static SharedOption<bool> RaceCrossWave(
    "amdgpu-asyncmark-race-cross-wave", cl::init(false),
    cl::desc("With the race check: also warn where a wave may read LDS bytes "
             "another wave's async DMA writes with no s_barrier between the "
             "wait.asyncmark that completes it and the read"));

static SharedOption<unsigned> RaceIterations(
    "amdgpu-asyncmark-race-iterations", cl::Hidden, cl::init(6),
    cl::desc("Loop iterations back that the race check tells apart; DMAs "
             "pending from further back are compared for any iteration"));

static SharedOption<bool> RaceTrace(
    "amdgpu-asyncmark-race-trace", cl::Hidden, cl::init(false),
    cl::desc("Print the race check's decision for every access and DMA"));

static SharedOption<unsigned> RaceMaxWaitN(
    "amdgpu-asyncmark-race-max-wait", cl::Hidden, cl::init(256),
    cl::desc("The race check gives up (with a remark) on a function with a "
             "wait.asyncmark(N) above this: the model's cost grows with N"));

static SharedOption<unsigned> RaceMaxModelBlocks(
    "amdgpu-asyncmark-race-max-blocks", cl::Hidden, cl::init(200000),
    cl::desc("The race check gives up (with a remark) on a function whose "
             "models would have more blocks than this in all"));

static SharedOption<unsigned> RaceMaxSimulated(
    "amdgpu-asyncmark-race-max-simulated", cl::Hidden, cl::init(256),
    cl::desc("Iterations of a loop's header phis the race check simulates "
             "looking for a period"));

bool asyncmark::fuseMarkWaitEnabled() { return FuseMarkWait.get(); }
bool asyncmark::constantBranchesEnabled() { return ConstantBranches.get(); }
bool asyncmark::isWaitVerifierEnabled() { return VerifyWaits.get(); }
/// True if module \p M has the integer module flag \p Name, non-zero.
static bool moduleFlagSet(const Module &M, StringRef Name) {
  const auto *Flag =
      mdconst::extract_or_null<ConstantInt>(M.getModuleFlag(Name));
  return Flag && !Flag->isZero();
}

bool asyncmark::isWaitVerifierEnabled(const Module &M) {
  return VerifyWaits.get() || moduleFlagSet(M, "amdgpu-asyncmark-verify");
}

bool asyncmark::isRaceCheckEnabled(const Module &M) {
  return RaceCheck.get() || moduleFlagSet(M, "amdgpu-asyncmark-race-check");
}

bool asyncmark::raceCheckErrors(const Module &M) {
  return RaceErrors.get() ||
         moduleFlagSet(M, "amdgpu-asyncmark-race-check-errors");
}

void asyncmark::setCompileOptions(Module &M, const CompileOptions &Opts) {
  auto Set = [&M](StringRef Name, bool On) {
    if (On)
      M.setModuleFlag(Module::Max, Name, 1);
  };
  Set("amdgpu-asyncmark-verify", Opts.Verify);
  Set("amdgpu-asyncmark-race-check", Opts.RaceCheck);
  Set("amdgpu-asyncmark-race-check-errors", Opts.RaceCheckErrors);
  Set("amdgpu-asyncmark-remarks", Opts.Remarks);
  if (Opts.Remarks)
    enablePluginRemarks(M.getContext());
}

void asyncmark::setProcessOptions(const CompileOptions &Opts) {
  if (Opts.Verify)
    VerifyWaits.set(true);
  if (Opts.RaceCheck)
    RaceCheck.set(true);
  if (Opts.RaceCheckErrors)
    RaceErrors.set(true);
  if (Opts.Remarks)
    PluginRemarks.set(true);
}

bool asyncmark::pluginRemarksRequested(const Module &M) {
  return PluginRemarks.get() || moduleFlagSet(M, "amdgpu-asyncmark-remarks");
}

namespace {

/// A context's diagnostic handler with the plugin's remarks enabled: every
/// diagnostic still goes to the handler it wraps, which still decides every
/// other pass's remarks.
class PluginRemarksHandler final : public DiagnosticHandler {
public:
  explicit PluginRemarksHandler(std::unique_ptr<DiagnosticHandler> Wrapped)
      : DiagnosticHandler(Wrapped->DiagnosticContext),
        Wrapped(std::move(Wrapped)) {
    // What the C API reads back (LLVMContext::getDiagnosticHandlerCallBack).
    DiagHandlerCallback = this->Wrapped->DiagHandlerCallback;
    HasErrors = this->Wrapped->HasErrors;
  }

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    // The context marks errors on the handler it holds (this one); the
    // wrapped handler's owner may read its own flag.
    if (DI.getSeverity() == DS_Error)
      Wrapped->HasErrors = true;
    return Wrapped->handleDiagnostics(DI);
  }
  bool isAnalysisRemarkEnabled(StringRef PassName) const override {
    return isPluginPass(PassName) || Wrapped->isAnalysisRemarkEnabled(PassName);
  }
  bool isMissedOptRemarkEnabled(StringRef PassName) const override {
    return isPluginPass(PassName) ||
           Wrapped->isMissedOptRemarkEnabled(PassName);
  }
  bool isPassedOptRemarkEnabled(StringRef PassName) const override {
    return isPluginPass(PassName) ||
           Wrapped->isPassedOptRemarkEnabled(PassName);
  }
  bool isAnyRemarkEnabled() const override { return true; }

  static bool isPluginPass(StringRef PassName) {
    return PassName.starts_with("amdgpu-asyncmark");
  }

private:
  std::unique_ptr<DiagnosticHandler> Wrapped;
};

} // end anonymous namespace

void asyncmark::enablePluginRemarks(LLVMContext &Ctx) {
  const DiagnosticHandler *Current = Ctx.getDiagHandlerPtr();
  constexpr StringRef Probe = "amdgpu-asyncmark";
  if (Current && Current->isAnyRemarkEnabled() &&
      Current->isAnalysisRemarkEnabled(Probe) &&
      Current->isMissedOptRemarkEnabled(Probe) &&
      Current->isPassedOptRemarkEnabled(Probe))
    return;
  // Only enabled diagnostics reach the handlers from now on: the wrapped
  // handler's own filters decide the other passes' remarks before it sees
  // them, as they would if it filtered them itself.
  Ctx.setDiagnosticHandler(
      std::make_unique<PluginRemarksHandler>(Ctx.getDiagnosticHandler()),
      /*RespectFilters=*/true);
}
unsigned asyncmark::verifierMaxMarkSummaries() {
  return MaxMarkSummaries.get();
}
bool asyncmark::injectMarkMoveForTesting() { return InjectMarkMove.get(); }
bool asyncmark::schedMutationEnabled() { return SchedMutation.get(); }
bool asyncmark::fillHazardSlotsEnabled() { return FillHazardSlots.get(); }

bool asyncmark::isRaceCheckEnabled() { return RaceCheck.get(); }
bool asyncmark::raceCheckErrors() { return RaceErrors.get(); }
bool asyncmark::raceCheckUndecided() { return RaceUndecided.get(); }
bool asyncmark::raceCheckCrossWave() { return RaceCrossWave.get(); }
unsigned asyncmark::raceCheckIterations() { return RaceIterations.get(); }
bool asyncmark::raceCheckTrace() { return RaceTrace.get(); }
unsigned asyncmark::raceCheckMaxWait() { return RaceMaxWaitN.get(); }
unsigned asyncmark::raceCheckMaxBlocks() { return RaceMaxModelBlocks.get(); }
unsigned asyncmark::raceCheckMaxSimulated() { return RaceMaxSimulated.get(); }

bool asyncmark::claimCodeGenPasses() {
  // The claim is an option of its own, never shown, that only the claiming
  // copy registers: the process-wide registry every copy sees.
  static const bool Claimed = [] {
    constexpr const char *Name = "amdgpu-asyncmark-codegen-passes-claimed";
    if (cl::getRegisteredOptions().count(Name))
      return false;
    static cl::opt<bool> Claim(StringRef(Name), cl::ReallyHidden,
                               cl::init(true));
    return true;
  }();
  return Claimed;
}
