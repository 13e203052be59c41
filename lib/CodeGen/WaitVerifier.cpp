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
/// 1. Group membership. Right after instruction selection, where marks and
///    LDS DMAs are still in program order, a snapshot pass checks that each
///    IR block's machine DMAs and marks come in the IR's order, and records
///    for each of them its block and its position among the block's marks
///    (tagged with the instruction's debug instruction number, which moves
///    with it and is never reused). On the final code, every DMA and mark
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
/// The verifier reads instructions with its own deliberately simple rules,
/// sharing no code with MachineClassifier: an LDS DMA is a VMEM opcode whose
/// name has `_LDS` (bundles by their members), and every LDS DMA is a member
/// of its mark's group, async or not; an operation is counted only if its
/// opcode is a VMEM one that loads (or stores, where stores count).
/// gfx1250's tensor transfers (opcodes `TENSOR_LOAD_TO_LDS*`,
/// `TENSOR_STORE_FROM_LDS*`; IR `llvm.amdgcn.tensor.load.to.lds*`,
/// `llvm.amdgcn.tensor.store.from.lds*`) are group members too, counted on
/// TENSORcnt: their waits are judged by a second run of the dataflow over
/// the same function, with the tensor counter's own steps.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "WaitRemarks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineOptimizationRemarkEmitter.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include <map>
#include <set>
#include <memory>
#include <queue>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

//===----------------------------------------------------------------------===//
// The verifier's own reading of instructions.
//===----------------------------------------------------------------------===//

namespace {

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
    if (!Tag.isImm() || static_cast<uint64_t>(Tag.getImm()) != MarkerTag)
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
  /// it may issue a transfer counted there. InOrder: how many it issues at
  /// least on every path from its entry to a return, when each of them
  /// completes in order with the caller's DMA steps (ASYNCcnt: loads to
  /// LDS only; TENSORcnt: any tensor transfer); 0 otherwise.
  struct CalleeIssue {
    bool May = true;
    unsigned InOrder = 0;
  };
  /// Per (function, counter): its CalleeIssue.
  mutable std::map<std::pair<const Function *, bool>, CalleeIssue>
      CalleeIssues;
  /// Per (function, counter): the fewest counted transfers on a path to a
  /// return; no value while being counted (a recursive call counts none).
  mutable std::map<std::pair<const Function *, bool>, std::optional<unsigned>>
      FewestCounted;

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
    bool May = false, OutOfOrder = false;
    std::vector<const Function *> Work{&F};
    std::set<const Function *> Seen{&F};
    while (!Work.empty()) {
      const Function *G = Work.back();
      Work.pop_back();
      if (G->isWeakForLinker() || G->isDeclaration())
        return CalleeIssues[Key] = CalleeIssue{};
      for (const Instruction &I : instructions(*G)) {
        const auto *CB = dyn_cast<CallBase>(&I);
        if (!CB || CB->isInlineAsm())
          continue;
        const Function *H = CB->getCalledFunction();
        if (!H)
          return CalleeIssues[Key] = CalleeIssue{};
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
    CalleeIssue Result{May, 0};
    if (May && !OutOfOrder)
      Result.InOrder = fewestCounted(F, Tensor);
    return CalleeIssues[Key] = Result;
  }

  /// The fewest transfers of the counter (\p Tensor) that complete in
  /// order \p F issues on a path from its entry to a return, with its
  /// callees' (every function it reaches has a body: readCallee()).
  unsigned fewestCounted(const Function &F, bool Tensor) const {
    auto Key = std::make_pair(&F, Tensor);
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
        unsigned Add = H.getName().starts_with("llvm.")
                           ? transferKind(H.getName(), Tensor).first
                           : fewestCounted(H, Tensor);
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
    if (!C.May)
      Out.push_back(Step{Step::Other});
    else if (C.InOrder)
      // Past 64, more DMAs after a pending one change no wait's count.
      Out.append(std::min(C.InOrder, 64u), Step{Step::Dma});
    else
      Out.push_back(Step{Step::UnknownTransfers});
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
Token irToken(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  if (!CI)
    return Token::None;
  // A mark, also one the IR lowering fused with the wait after it: the
  // text, with the tag as the last operand.
  if (const auto *Asm = dyn_cast<InlineAsm>(CI->getCalledOperand())) {
    const auto *Tag =
        CI->arg_size() == 1 ? dyn_cast<ConstantInt>(CI->getArgOperand(0))
                            : nullptr;
    return Tag && Tag->getZExtValue() == MarkerTag &&
                   Reading::isMarkText(Asm->getAsmString())
               ? Token::Mark
               : Token::None;
  }
  const Function *Callee = CI->getCalledFunction();
  if (!Callee)
    return Token::None;
  StringRef Name = Callee->getName();
  if (Name == AsyncMarkName)
    return Token::Mark;
  // gfx1250's tensor transfers (`.tensor.load.to.lds`,
  // `.tensor.store.from.lds`) are group members too.
  bool Dma = Name.starts_with("llvm.amdgcn.") &&
             (Name.ends_with(".load.lds") || Name.contains(".load.to.lds") ||
              Name.contains(".tensor.store.from.lds") ||
              Name.ends_with(".load.async.lds") ||
              Name.contains(".load.async.to.lds") ||
              Name.contains(".store.async.from.lds"));
  return Dma ? Token::Dma : Token::None;
}

} // end anonymous namespace

//===----------------------------------------------------------------------===//
// The membership snapshot.
//===----------------------------------------------------------------------===//

namespace llvm {
namespace asyncmark {

/// Where each DMA and mark stood right after instruction selection.
class MembershipSnapshot {
public:
  struct Position {
    unsigned Block;   ///< Index of its IR block in the function.
    unsigned Ordinal; ///< Mark: 1-based among the block's marks. DMA: the
                      ///< number of marks before it in the block.
    bool IsMark;
  };
  struct FunctionRecord {
    DenseMap<unsigned, Position> ByInstrNum;
    SmallVector<std::string, 8> BlockNames;
  };
  DenseMap<const Function *, FunctionRecord> Functions;
};

} // namespace asyncmark
} // namespace llvm

namespace {

std::string irBlockName(const BasicBlock &BB, unsigned Index) {
  return BB.hasName() ? ("%" + BB.getName()).str()
                      : "IR block #" + std::to_string(Index);
}

class MembershipSnapshotPass : public MachineFunctionPass {
public:
  static char ID;
  /// Created by name (the pass registry) it has no verifier to feed and
  /// does nothing.
  explicit MembershipSnapshotPass(
      std::shared_ptr<MembershipSnapshot> S = nullptr)
      : MachineFunctionPass(ID), Snapshot(std::move(S)) {}
  StringRef getPassName() const override {
    return passDescription(PassId::MembershipSnapshotPass);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.setPreservesAll();
    MachineFunctionPass::getAnalysisUsage(AU);
  }
  bool runOnMachineFunction(MachineFunction &MF) override;

private:
  std::shared_ptr<MembershipSnapshot> Snapshot;
};

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

char MembershipSnapshotPass::ID = 0;
ASYNCMARK_REGISTER_PASS(MembershipSnapshotPass)
char WaitVerifier::ID = 0;
ASYNCMARK_REGISTER_PASS(WaitVerifier)


static void diagnose(MachineFunction &MF, const MachineInstr *At,
                     const Twine &Msg, DiagnosticSeverity Severity) {
  Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(
      F, Msg, At ? At->getDebugLoc() : DebugLoc(), Severity));
}

static void error(MachineFunction &MF, const MachineInstr *At,
                  const Twine &Msg) {
  diagnose(MF, At, Msg, DS_Error);
}

static std::string tokenString(ArrayRef<Token> Tokens) {
  std::string S;
  for (Token T : Tokens)
    S += T == Token::Dma ? 'D' : 'M';
  return S.empty() ? "nothing" : S;
}

bool MembershipSnapshotPass::runOnMachineFunction(MachineFunction &MF) {
  if (!Snapshot || !isWaitVerifierEnabled(*MF.getFunction().getParent()))
    return false;
  std::optional<TargetFacts> Facts =
      TargetFacts::forCPU(MF.getSubtarget().getCPU());
  if (!Facts || !Facts->hasAsyncCounter())
    return false;
  Reading Rd{*MF.getSubtarget().getInstrInfo(), *Facts};

  // The machine DMAs and marks of each IR block, in layout order. A block
  // instruction selection split off (a waterfall loop, say) has no IR block
  // and follows the one it came from.
  MapVector<const BasicBlock *, SmallVector<MachineInstr *, 8>> Machine;
  const BasicBlock *Current = nullptr;
  for (MachineBasicBlock &MBB : MF) {
    if (MBB.getBasicBlock())
      Current = MBB.getBasicBlock();
    for (MachineInstr &MI : MBB.instrs())
      if (Rd.token(MI) != Token::None)
        Machine[Current].push_back(&MI);
  }

  MembershipSnapshot::FunctionRecord Record;
  unsigned BlockIndex = 0;
  bool Changed = false;
  for (const BasicBlock &BB : MF.getFunction()) {
    unsigned Index = BlockIndex++;
    SmallVector<Token, 8> IR;
    for (const Instruction &I : BB)
      if (Token T = irToken(I); T != Token::None)
        IR.push_back(T);
    SmallVector<MachineInstr *, 8> MIs = Machine.lookup(&BB);
    SmallVector<Token, 8> MT;
    for (MachineInstr *MI : MIs)
      MT.push_back(Rd.token(*MI));
    Record.BlockNames.push_back(irBlockName(BB, Index));
    if (IR != MT) {
      error(MF, MIs.empty() ? nullptr : MIs.front(),
            "asyncmark verifier: after instruction selection the LDS DMAs "
            "and marks of " + irBlockName(BB, Index) + " are " +
                tokenString(MT) + ", the IR has " + tokenString(IR));
      continue;
    }
    unsigned Marks = 0;
    for (MachineInstr *MI : MIs) {
      bool IsMark = Rd.token(*MI) == Token::Mark;
      Marks += IsMark;
      Record.ByInstrNum[MI->getDebugInstrNum()] = {Index, Marks, IsMark};
      Changed = true;
    }
  }
  if (Machine.count(nullptr))
    error(MF, Machine.lookup(nullptr).front(),
          "asyncmark verifier: LDS DMA or mark in a machine block without an "
          "IR block after instruction selection");
  Snapshot->Functions[&MF.getFunction()] = std::move(Record);
  return Changed;
}

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

void WaitVerifier::checkWaits(MachineFunction &MF, const Reading &Rd,
                              const TargetFacts &AllFacts, bool Tensor) {
  // The counter judged: its field and limits.
  const TargetFacts Facts =
      Tensor ? AllFacts.tensorCounter() : AllFacts;
  verify::PathCheckInput In;
  In.FieldMax = Facts.CounterFieldMax;
  In.MaxMarkSummaries = verifierMaxMarkSummaries();
  In.Blocks.resize(MF.getNumBlockIDs());
  In.Succs.resize(MF.getNumBlockIDs());
  SmallVector<MachineInstr *, 8> WaitMIs;
  unsigned Marks = 0;
  bool HasMembers = false;
  // Block 0 of the input must be the entry.
  auto Index = [&](const MachineBasicBlock &MBB) {
    unsigned N = MBB.getNumber(), E = MF.front().getNumber();
    return N == E ? 0 : N == 0 ? E : N;
  };
  SmallVector<verify::Step, 4> MIRSteps;
  for (MachineBasicBlock &MBB : MF) {
    std::vector<verify::Step> &Steps = In.Blocks[Index(MBB)];
    for (MachineBasicBlock *Succ : MBB.successors())
      In.Succs[Index(MBB)].push_back(Index(*Succ));
    for (MachineInstr &MI : MBB.instrs()) {
      if (MI.isBundle())
        continue;
      SmallVector<std::optional<unsigned>, 2> Lines = Reading::markerLines(MI);
      for (const std::optional<unsigned> &N : Lines) {
        if (!N) {
          Steps.push_back({verify::Step::Mark, ++Marks});
          continue;
        }
        Steps.push_back({verify::Step::WaitMarker, *N,
                         static_cast<unsigned>(WaitMIs.size())});
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
  for (auto [MI, W] : zip(WaitMIs, R.Waits)) {
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
                Count(W.Emitted) + ", safe " + Count(W.LoosestSafe) + ")");
      continue;
    }
    if (W.LoosestSafe != ~0u && W.Emitted < W.LoosestSafe &&
        W.Emitted < Facts.maxEmittedCount()) {
      ORE.emit([&] {
        return MachineOptimizationRemarkMissed(DEBUG_TYPE, "WaitStricter",
                                               MI->getDebugLoc(),
                                               MI->getParent())
               << "wait_asyncmark(" << std::to_string(W.N) << ") in "
               << describeBlock(*MI->getParent())
               << " is stricter than its marks need: emitted "
               << Count(W.Emitted) << ", every path allows "
               << Count(W.LoosestSafe)
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
  return {new MembershipSnapshotPass(Snapshot), new WaitVerifier(Snapshot)};
}
