//===- VerifierReading.h - Verify mode's own reading of the code -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Verify mode reads instructions with its own deliberately simple rules,
/// sharing no code with MachineClassifier or the model: an LDS DMA is a
/// VMEM opcode whose name has `_LDS` (bundles by their members), and every
/// LDS DMA is a member of its mark's group, async or not; an operation is
/// counted only if its opcode is a VMEM one that loads (or stores, where
/// stores count). gfx1250's tensor transfers are group members too, counted
/// on TENSORcnt. Its marker reader is its own as well: a wrong parse of the
/// marker text in the plugin cannot also pass here.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_VERIFIERREADING_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_VERIFIERREADING_H

#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include <map>
#include <optional>
#include <queue>
#include <set>
#include <vector>

namespace llvm {
namespace asyncmark {
namespace verifier {

enum class Token { None, Dma, Mark };

/// What the verifier sees in one unbundled machine instruction.
struct Reading {
  const TargetInstrInfo &TII;
  const TargetFacts &Facts;

  Reading(const TargetInstrInfo &TII, const TargetFacts &Facts)
      : TII(TII), Facts(Facts) {}

  StringRef name(const MachineInstr &MI) const {
    return TII.getName(MI.getOpcode());
  }

  /// llvm.trap's `s_trap 2` (AMDGPUUsage's trap handler ID for abort): no
  /// path goes on after it.
  bool isAbortTrap(const MachineInstr &MI) const {
    return name(MI) == "S_TRAP" && MI.getNumOperands() >= 1 &&
           MI.getOperand(0).isImm() && MI.getOperand(0).getImm() == 2;
  }

  static bool isVmemName(StringRef Name) {
    return Name.starts_with("BUFFER_") || Name.starts_with("GLOBAL_") ||
           Name.starts_with("SCRATCH_") || Name.starts_with("TBUFFER_") ||
           Name.starts_with("IMAGE_") || Name.starts_with("FLAT_");
  }

  bool isDma(const MachineInstr &MI) const {
    StringRef Name = name(MI);
    return (Name.starts_with("BUFFER_") || Name.starts_with("GLOBAL_") ||
            Name.starts_with("SCRATCH_") || Name.starts_with("CLUSTER_")) &&
           Name.contains("_LDS");
  }
  bool onAsynccnt() const { return Facts.Counter == AsyncCounter::Asynccnt; }

  /// gfx1250: a tensor transfer, by name.
  bool isTensor(const MachineInstr &MI) const {
    StringRef Name = name(MI);
    return Facts.hasTensorCounter() &&
           (Name.starts_with("TENSOR_LOAD_TO_LDS") ||
            Name.starts_with("TENSOR_STORE_FROM_LDS"));
  }

  /// The text of a plugin marker: inline assembly whose one operand is the
  /// tag. A user's inline assembly with the same text is not a marker.
  static std::optional<StringRef> asmText(const MachineInstr &MI) {
    if (!MI.isInlineAsm() ||
        MI.getNumExplicitOperands() != InlineAsm::MIOp_FirstOperand + 2)
      return std::nullopt;
    const MachineOperand &Tag =
        MI.getOperand(InlineAsm::MIOp_FirstOperand + 1);
    if (!Tag.isImm() || !isMarkerTag(static_cast<uint64_t>(Tag.getImm())))
      return std::nullopt;
    return StringRef(MI.getOperand(InlineAsm::MIOp_AsmString).getSymbolName());
  }
  static SmallVector<std::optional<unsigned>, 2>
  markerLines(const MachineInstr &MI) {
    std::optional<StringRef> Text = asmText(MI);
    if (!Text)
      return {};
    return markerTextLines(*Text);
  }
  /// The marker lines of inline assembly \p Text: nothing for a mark, N for
  /// a wait; empty unless every line of it is one of the two.
  static SmallVector<std::optional<unsigned>, 2>
  markerTextLines(StringRef Text) {
    SmallVector<StringRef, 2> Parts;
    Text.split(Parts, '\n');
    SmallVector<std::optional<unsigned>, 2> Lines;
    for (StringRef Line : Parts) {
      Line = Line.trim();
      unsigned N;
      if (Line == MarkAsmString)
        Lines.push_back(std::nullopt);
      else if (Line.consume_front(WaitAsmPrefix) && Line.consume_back(")") &&
               !Line.getAsInteger(10, N) && N <= MaxWaitN)
        Lines.push_back(N);
      else
        return {};
    }
    return Lines;
  }
  /// True if inline assembly \p Text holds a mark line (a fused marker
  /// holds a mark and a wait).
  static bool isMarkText(StringRef Text) {
    return any_of(markerTextLines(Text),
                  [](const std::optional<unsigned> &L) { return !L; });
  }
  static bool isMark(const MachineInstr &MI) {
    std::optional<StringRef> Text = asmText(MI);
    return Text && isMarkText(*Text);
  }

  Token token(const MachineInstr &MI) const {
    if (isMark(MI))
      return Token::Mark;
    return isDma(MI) || isTensor(MI) ? Token::Dma : Token::None;
  }

  /// The count of the tensor counter's wait, if \p MI is one.
  std::optional<unsigned> tensorWait(const MachineInstr &MI) const {
    if (!Facts.hasTensorCounter() || name(MI) != "S_WAIT_TENSORCNT")
      return std::nullopt;
    TargetFacts T = Facts.tensorCounter();
    unsigned C = T.decodeWait(MI.getOperand(0).getImm());
    if (C >= T.CounterFieldMax)
      return std::nullopt;
    return C;
  }

  /// The vmcnt of an s_waitcnt, if \p MI is one that waits for it.
  std::optional<unsigned> waitcnt(const MachineInstr &MI) const {
    StringRef Name = name(MI);
    if (onAsynccnt() ? Name != "S_WAIT_ASYNCCNT"
                     : Name != "S_WAITCNT" && Name != "S_WAITCNT_soft")
      return std::nullopt;
    unsigned Vm = Facts.decodeWait(MI.getOperand(0).getImm());
    if (Vm >= Facts.CounterFieldMax)
      return std::nullopt;
    return Vm;
  }

  /// gfx1250: what a callee leaves in flight on one counter. May: whether
  /// it may issue a transfer counted there. InOrder: how many of those that
  /// complete in order with the caller's DMA steps (ASYNCcnt: loads to LDS;
  /// TENSORcnt: any tensor transfer) it issues at least on every path from
  /// its entry to a return.
  struct CalleeIssue {
    bool May = true;
    unsigned InOrder = 0;
    /// It may also leave transfers that do not complete in order with the
    /// caller's DMA steps (stores from LDS), or of unknown kind.
    bool OutOfOrder = true;
    /// It issues InOrder > 0 transfers and then waits for the counter to
    /// reach 0 before every return: completing its last transfer takes
    /// that wait, which completes the caller's as well.
    bool Drains = false;
    /// ASYNCcnt: the stores from LDS it issues at least on every path (in
    /// order with the caller's stores).
    unsigned OtherStream = 0;
  };
  /// Per (function, counter): its CalleeIssue.
  mutable std::map<std::pair<const Function *, bool>, CalleeIssue>
      CalleeIssues;
  /// Per (function, counter): the fewest counted transfers on a path to a
  /// return; no value while being counted (a recursive call counts none).
  mutable std::map<std::pair<const Function *, unsigned>,
                   std::optional<unsigned>>
      FewestCounted;
  /// The kinds fewestCounted() counts.
  enum CountedKind : unsigned { AsyncLoads, TensorTransfers, AsyncStores };

  /// Whether intrinsic \p Name is a transfer counted on the tensor counter
  /// (\p Tensor) or ASYNCcnt that completes in order with the caller's DMA
  /// steps; and whether it is one that does not (a store from LDS).
  static std::pair<bool, bool> transferKind(StringRef Name, bool Tensor) {
    if (Tensor)
      return {Name.contains(".tensor.load.to.lds") ||
                  Name.contains(".tensor.store.from.lds"),
              false};
    return {Name.contains(".async.to.lds"), Name.contains(".async.from.lds")};
  }

  /// The CalleeIssue of function \p F for the tensor counter (\p Tensor)
  /// or ASYNCcnt, from its IR, by intrinsic name (`*.async.to.lds*`,
  /// `*.async.from.lds*`; `*.tensor.load.to.lds*`,
  /// `*.tensor.store.from.lds*`). If it may reach a function without a
  /// body (but an intrinsic), one the linker may replace (weak, linkonce)
  /// or an indirect call, it may issue any number of either kind.
  CalleeIssue readCallee(const Function &F, bool Tensor) const {
    auto Key = std::make_pair(&F, Tensor);
    if (auto It = CalleeIssues.find(Key); It != CalleeIssues.end())
      return It->second;
    // A callee whose every return follows `mark; wait(0)` with nothing that
    // may issue after the mark leaves none of its transfers in flight; the
    // ones it issues in order still count as issued.
    bool Drained = drainedAtReturns(F);
    CalleeIssue Unknown =
        Drained ? CalleeIssue{false, 0, false} : CalleeIssue{};
    bool May = false, OutOfOrder = false;
    std::vector<const Function *> Work{&F};
    std::set<const Function *> Seen{&F};
    while (!Work.empty()) {
      const Function *G = Work.back();
      Work.pop_back();
      if (G->isWeakForLinker() || G->isDeclaration())
        return CalleeIssues[Key] = Unknown;
      for (const Instruction &I : instructions(*G)) {
        const auto *CB = dyn_cast<CallBase>(&I);
        if (!CB || CB->isInlineAsm())
          continue;
        const Function *H = CB->getCalledFunction();
        if (!H)
          return CalleeIssues[Key] = Unknown;
        if (!H->getName().starts_with("llvm.")) {
          if (Seen.insert(H).second)
            Work.push_back(H);
          continue;
        }
        auto [InOrderKind, OtherKind] = transferKind(H->getName(), Tensor);
        May |= InOrderKind || OtherKind;
        OutOfOrder |= OtherKind;
      }
    }
    CalleeIssue Result{May, 0, OutOfOrder};
    if (May)
      Result.InOrder =
          fewestCounted(F, Tensor ? TensorTransfers : AsyncLoads);
    if (OutOfOrder && !Tensor)
      Result.OtherStream = fewestCounted(F, AsyncStores);
    if (Drained) {
      Result.OutOfOrder = false;
      Result.May = Result.Drains =
          Result.InOrder != 0 || Result.OtherStream != 0;
    }
    return CalleeIssues[Key] = Result;
  }

  /// The text of IR instruction \p I without its tag line if \p I is a
  /// plugin marker: inline assembly without operands or constraints whose
  /// text's last line is a tag line, or, as older plugins wrote it, called
  /// with the tag as its one operand (the IR lowering, a module pass, has
  /// made every mark and wait one by the time verify mode runs).
  static std::optional<StringRef> irMarkerText(const Instruction &I) {
    const auto *CI = dyn_cast<CallInst>(&I);
    if (!CI)
      return std::nullopt;
    const auto *Asm = dyn_cast<InlineAsm>(CI->getCalledOperand());
    if (!Asm)
      return std::nullopt;
    if (CI->arg_size() == 1) {
      const auto *Tag = dyn_cast<ConstantInt>(CI->getArgOperand(0));
      if (Asm->getConstraintString() != "n" || !Tag ||
          !isMarkerTag(Tag->getZExtValue()))
        return std::nullopt;
      return StringRef(Asm->getAsmString());
    }
    if (CI->arg_size() != 0 || !Asm->getConstraintString().empty())
      return std::nullopt;
    auto [Text, TagLine] = StringRef(Asm->getAsmString()).rsplit('\n');
    TagLine = TagLine.trim();
    if (Text.empty() ||
        (TagLine != MarkerTagLine && TagLine != EmptyWaitTagLine))
      return std::nullopt;
    return Text;
  }
  /// The marker lines of IR instruction \p I (nothing for a mark, N for a
  /// wait) if it is a plugin marker; empty for anything else.
  static SmallVector<std::optional<unsigned>, 2>
  irMarkerLines(const Instruction &I) {
    std::optional<StringRef> Text = irMarkerText(I);
    if (!Text)
      return {};
    return markerTextLines(*Text);
  }

  /// Whether every return of \p F is reached, within its block, through a
  /// mark and then a wait for 0 with nothing after that mark that may issue
  /// a transfer (a call that is no marker and no intrinsic but a transfer's
  /// is taken as one, as is other inline assembly).
  static bool drainedAtReturns(const Function &F) {
    if (F.isDeclaration() || F.isWeakForLinker())
      return false;
    bool Returns = false;
    for (const BasicBlock &BB : F) {
      if (!isa<ReturnInst>(BB.getTerminator()))
        continue;
      Returns = true;
      // Walking forward: Closed after a mark with nothing issued since,
      // Done once a wait for 0 follows it.
      bool Closed = false, Done = false;
      for (const Instruction &I : BB) {
        SmallVector<std::optional<unsigned>, 2> Lines = irMarkerLines(I);
        if (!Lines.empty()) {
          for (const std::optional<unsigned> &L : Lines) {
            if (!L)
              Closed = true;
            else if (*L == 0 && Closed)
              Done = true;
          }
          continue;
        }
        const auto *CB = dyn_cast<CallBase>(&I);
        if (!CB)
          continue;
        const Function *H = CB->getCalledFunction();
        bool Issues = CB->isInlineAsm() || !H ||
                      !H->getName().starts_with("llvm.") ||
                      transferKind(H->getName(), false).first ||
                      transferKind(H->getName(), false).second ||
                      transferKind(H->getName(), true).first;
        if (Issues)
          Closed = Done = false;
      }
      if (!Done)
        return false;
    }
    return Returns;
  }

  /// The fewest transfers of kind \p Kind (ASYNCcnt loads to LDS or
  /// stores from LDS, tensor transfers) \p F issues on a path from its
  /// entry to a return, with its callees' (every function it reaches has a
  /// body: readCallee()).
  unsigned fewestCounted(const Function &F, CountedKind Kind) const {
    auto Key = std::make_pair(&F, unsigned(Kind));
    if (auto It = FewestCounted.find(Key); It != FewestCounted.end())
      return It->second.value_or(0);
    FewestCounted[Key] = std::nullopt;
    std::map<const BasicBlock *, unsigned> Cost;
    for (const BasicBlock &BB : F) {
      unsigned &C = Cost[&BB];
      for (const Instruction &I : BB) {
        const auto *CB = dyn_cast<CallBase>(&I);
        if (!CB || CB->isInlineAsm() || !CB->getCalledFunction())
          continue;
        const Function &H = *CB->getCalledFunction();
        unsigned Add = 0;
        if (!H.getName().starts_with("llvm."))
          Add = fewestCounted(H, Kind);
        else if (Kind == AsyncStores)
          Add = transferKind(H.getName(), false).second;
        else
          Add = transferKind(H.getName(), Kind == TensorTransfers).first;
        C = std::min(C + Add, 1u << 20);
      }
    }
    // Dijkstra from the entry; the distance of a block includes its cost.
    unsigned Result = 0;
    std::set<const BasicBlock *> Done;
    using Item = std::pair<unsigned, const BasicBlock *>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> Queue;
    Queue.push({Cost[&F.getEntryBlock()], &F.getEntryBlock()});
    while (!Queue.empty()) {
      auto [D, BB] = Queue.top();
      Queue.pop();
      if (!Done.insert(BB).second)
        continue;
      if (isa<ReturnInst>(BB->getTerminator())) {
        Result = D;
        break;
      }
      for (const BasicBlock *Succ : successors(BB))
        if (!Done.count(Succ))
          Queue.push({D + Cost[Succ], Succ});
    }
    FewestCounted[Key] = Result;
    return Result;
  }

  /// The CalleeIssue of call \p MI's callee (an indirect call: unknown).
  CalleeIssue calleeIssues(const MachineInstr &MI, bool Tensor) const {
    const Function *Callee = nullptr;
    for (const MachineOperand &MO : MI.operands())
      if (MO.isGlobal())
        Callee = dyn_cast<Function>(MO.getGlobal());
    if (!Callee)
      return {};
    return readCallee(*Callee, Tensor);
  }

  /// The steps of a gfx1250 call \p MI on one counter: what its callee
  /// leaves in flight (calleeIssues()), appended to \p Out.
  void callSteps(const MachineInstr &MI, bool Tensor,
                 SmallVectorImpl<verify::Step> &Out) const {
    using verify::Step;
    CalleeIssue C = calleeIssues(MI, Tensor);
    if (!C.May) {
      Out.push_back(Step{Step::Other});
      return;
    }
    // Past 64, more DMAs after a pending one change no wait's count. The
    // loads it issues on every path count for the caller's loads before
    // them; what else it may leave counts nowhere.
    Out.append(std::min(C.InOrder, 64u), Step{Step::Dma});
    Out.append(std::min(C.OtherStream, 64u), Step{Step::DmaOtherStream});
    if (!C.InOrder || (C.OutOfOrder && !C.OtherStream))
      Out.push_back(Step{Step::UnknownTransfers});
    if (C.Drains)
      Out.push_back(Step{Step::Waitcnt, 0});
  }

  /// The path steps of \p MI, for the tensor counter's run (\p Tensor) or
  /// the async counter's, appended to \p Out: a gfx1250 call's are what its
  /// callee leaves in flight (callSteps()), the others step()'s or
  /// tensorStep()'s.
  void steps(const MachineInstr &MI, bool Tensor,
             SmallVectorImpl<verify::Step> &Out) const {
    if (MI.isCall() && (Tensor || !Facts.CallsCompleteCounter)) {
      callSteps(MI, Tensor, Out);
      return;
    }
    if (std::optional<verify::Step> S = Tensor ? tensorStep(MI) : step(MI))
      Out.push_back(*S);
  }

  /// The path step of \p MI for the tensor counter's run: tensor transfers
  /// are its DMAs, S_WAIT_TENSORCNT its waits; other waits are no step (so
  /// they do not end a run of waits), everything else Other.
  std::optional<verify::Step> tensorStep(const MachineInstr &MI) const {
    using verify::Step;
    if (isTensor(MI))
      return Step{Step::Dma};
    if (std::optional<unsigned> C = tensorWait(MI))
      return Step{Step::Waitcnt, *C};
    if (MI.isMetaInstruction() || MI.isInlineAsm() ||
        name(MI).starts_with("S_WAIT"))
      return std::nullopt;
    return Step{Step::Other};
  }

  /// The path step of \p MI, or nothing.
  std::optional<verify::Step> step(const MachineInstr &MI) const {
    using verify::Step;
    // gfx1250: tensor transfers and their waits are the tensor counter's
    // (tensorStep()); its wait does not end a run of ASYNCcnt waits.
    if (isTensor(MI))
      return Step{Step::Other};
    if (Facts.hasTensorCounter() && name(MI) == "S_WAIT_TENSORCNT")
      return std::nullopt;
    // gfx1250: a store from LDS completes in order with its own kind only.
    if (isDma(MI))
      return Step{onAsynccnt() && name(MI).contains("_FROM_LDS")
                      ? Step::DmaOtherStream
                      : Step::Dma};
    if (std::optional<unsigned> Vm = waitcnt(MI))
      return Step{Step::Waitcnt, *Vm};
    if (MI.isMetaInstruction() || MI.isInlineAsm())
      return std::nullopt;
    // Where calls do not complete the counter, steps() reads them.
    if (MI.isCall())
      return Step{Step::Call};
    // gfx1250: only the async transfers count on ASYNCcnt.
    if (onAsynccnt())
      return Step{Step::Other};
    StringRef Name = name(MI);
    // Counting too little only makes the verifier stricter.
    bool Counted =
        isVmemName(Name) &&
        none_of(targetFactsUncountedOpcodePrefixes(),
                [&](StringRef P) { return Name.starts_with(P); }) &&
        (MI.mayLoad() || (MI.mayStore() && Facts.StoresInVmcnt));
    if (!Counted)
      return Step{Step::Other};
    return Step{Name.starts_with("FLAT_") ? Step::Flat : Step::Counted};
  }
};

/// The verifier's own reading of the IR: LDS-DMA calls and marks.
Token irToken(const Instruction &I);

/// A verify-mode diagnostic on \p MF, at \p At's location if it has one.
inline void diagnose(MachineFunction &MF, const MachineInstr *At,
                     const Twine &Msg, DiagnosticSeverity Severity) {
  Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, Msg, At ? At->getDebugLoc() : DebugLoc(), Severity));
}

inline void error(MachineFunction &MF, const MachineInstr *At,
                  const Twine &Msg) {
  diagnose(MF, At, Msg, DS_Error);
}

} // namespace verifier
} // namespace asyncmark
} // namespace llvm

#endif
