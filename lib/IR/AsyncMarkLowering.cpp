//===- AsyncMarkLowering.cpp - Lower upstream async intrinsics for LLVM 22 ===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The IR half of the plugin. It runs first in llc's codegen pipeline (right
/// after pre-isel-intrinsic-lowering, before buffer-fat-pointer lowering) and:
///
/// 1. rewrites each upstream async LDS-DMA call to its LLVM 22 twin flagged
///    async (the flag becomes an alias scope later, AsyncScopeTagging.cpp);
/// 2. lowers `asyncmark` / `wait.asyncmark(N)` to comment-only inline
///    assembly with side effects: it survives to machine code, is a code
///    motion barrier for memory accesses, and is never a hazard wait state;
///    in codegen a mark directly followed by a wait becomes one marker with
///    both lines (MachineMarkers.cpp says why);
/// 3. diagnoses malformed uses, naming the function, and deletes them so no
///    call to an undefined symbol is left behind.
///
/// Four buffer forms cannot pass LLVM 22's input verifier, which reads their
/// names as overloads of `llvm.amdgcn.*.buffer.load`. Run with
/// `-disable-verify`, this pass rewrites them and then verifies the module
/// itself.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "EmptyWaits.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Pass.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Target/TargetMachine.h"
#include <map>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-lower"

STATISTIC(NumMarks, "Number of asyncmark calls lowered");
STATISTIC(NumWaits, "Number of wait.asyncmark calls lowered");
STATISTIC(NumAsyncDma, "Number of async LDS DMA calls rewritten");
STATISTIC(NumFused, "Number of waits fused with the mark before them");
STATISTIC(NumEmptyWaits, "Number of waits that order nothing (fewer than N+1 "
                         "marks before them on every path)");
STATISTIC(NumEmptyWaitsHoisted,
          "Number of empty waits moved out of a block that held only such "
          "waits");
STATISTIC(NumEscapes, "Number of LDS objects made to escape");
STATISTIC(NumInvariantDropped,
          "Number of LDS loads whose !invariant.load was dropped");

namespace {

/// The processor a function is compiled for, as far as it can be known.
static StringRef cpuName(const Function &F, const TargetMachine *TM) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (CPU.empty() && TM)
    CPU = TM->getTargetCPU();
  return CPU;
}

static std::string typeString(const Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

class Lowering {
public:
  Lowering(Module &M, const TargetMachine *TM, bool DmaOnly, bool FuseMarkWait)
      : M(M), TM(TM), DmaOnly(DmaOnly), FuseMarkWait(FuseMarkWait) {}
  bool run();

private:
  Module &M;
  const TargetMachine *TM;
  /// Only rewrite the DMA forms (the upgrade tool): marks and waits keep
  /// their upstream spelling, which LLVM 22 loads.
  bool DmaOnly;
  /// A mark directly followed by a wait becomes one fused marker.
  bool FuseMarkWait;
  bool Changed = false;

  void error(CallInst &CI, const Twine &Msg);
  void flushDiagnostics();

  struct PendingDiagnostic {
    DebugLoc Loc;
    unsigned Count = 0;
  };
  /// Problems by function and message, in the order first seen.
  using DiagnosticKey = std::pair<Function *, std::string>;
  MapVector<DiagnosticKey, PendingDiagnostic, std::map<DiagnosticKey, unsigned>>
      Diagnostics;
  /// What a call needs of its target.
  enum class TargetNeed {
    AsyncCounter,   ///< Marks and waits: any async transfers.
    LdsDma,         ///< The gfx9/gfx10 LDS DMA forms.
    AsyncTransfers, ///< gfx1250's own async transfers.
  };
  bool checkTarget(CallInst &CI, StringRef What, TargetNeed Need);
  /// What a function is compiled for, looked up once per function.
  struct FunctionTarget {
    std::string CPU;                  ///< Empty if unknown.
    std::optional<TargetFacts> Facts; ///< None if CPU is empty or unknown.
    /// Whether the function's target features leave LDS DMA on; read once
    /// (parsing the features allocates).
    std::optional<bool> LdsDmaOn;
  };
  FunctionTarget &target(const Function &F);
  DenseMap<const Function *, FunctionTarget> Targets;
  /// Functions compiled for a processor LLVM does not know: their bodies
  /// are dropped after the diagnostics, as LLVM 22 would abort selecting
  /// any instruction of them.
  SmallSetVector<Function *, 2> UnknownProcessor;
  /// The calls of \p Callee; every other use is diagnosed and removed.
  SmallVector<CallInst *, 8> directCallsOf(Function &Callee);
  void diagnoseAddressTaken(Function &Callee, User &U);
  void eraseDiagnosedCall(CallInst &CI);
  void checkAsyncTwins();

  bool checkDmaSize(CallInst &CI, StringRef Name, const AsyncDmaForm &Form);
  bool checkDmaOffset(CallInst &CI, StringRef Name, const AsyncDmaForm &Form);
  void diagnoseUnknownNames(Function &Decl);
  void setMarkerDeclarationAttributes(Function &Decl);

  /// What a DMA call's callee and function type decide, checked once per
  /// pair: the error every such call gets, or what its twin is.
  struct DmaSignature {
    std::string Error;                ///< Empty if the signature is right.
    SmallVector<Type *, 1> OverloadTys;
    Function *TwinDecl = nullptr;     ///< Declared at the first call rewritten.
    SmallVector<unsigned, 4> ImmArgs; ///< The twin's immarg operands.
  };
  DenseMap<std::pair<const Function *, const FunctionType *>, DmaSignature>
      DmaSignatures;
  DmaSignature &dmaSignature(CallInst &CI, const AsyncDmaForm &Form);

  /// The LDS pointers of the async DMAs of each function, for their
  /// escapes (Representation.h).
  MapVector<Function *, SmallVector<Value *, 4>> AsyncLdsPointers;

  void retarget(CallInst &CI, Value *Callee);
  CallInst *replaceByAsm(CallInst &CI, InlineAsm *Asm);
  InlineAsm *MarkAsm = nullptr;
  /// The markers of waits, and of marks fused with their wait, by N and
  /// tag: a kernel has thousands of waits and a few counts.
  DenseMap<std::pair<unsigned, uint32_t>, InlineAsm *> WaitAsms, FusedAsms;
  InlineAsm *waitAsm(bool Fused, unsigned N, uint32_t Tag);
  /// The attributes of a marker that orders no access, built once.
  AttributeList TransparentAttrs;
  void makeTransparentToAccesses(CallInst &CI);
  /// The waits that wait for nothing (EmptyWaits.h), with the most marks
  /// before each; read before the marks are lowered.
  DenseMap<const CallInst *, EmptyWait> EmptyWaits;
  /// The calls the empty waits were lowered to, with their N.
  DenseMap<const CallInst *, unsigned> LoweredEmptyWaits;
  void hoistEmptyWaits(Function &F);
  /// The remark that wait \p Wait, wait_asyncmark(\p N), waits for
  /// nothing, and why.
  void remarkEmptyWait(CallInst &Wait, unsigned N, const EmptyWait &Why);

  // Each returns true if it replaced \p CI, false if it diagnosed it.
  bool rewriteDma(CallInst &CI, const AsyncDmaForm &Form);
  bool lowerMark(CallInst &CI);
  bool lowerWait(CallInst &CI);
};

} // end anonymous namespace

void Lowering::error(CallInst &CI, const Twine &Msg) {
  // The same problem in one function is reported once, at its first call,
  // with the number of calls (flushDiagnostics()).
  Function &F = *CI.getFunction();
  auto [It, Inserted] = Diagnostics.try_emplace({&F, Msg.str()});
  if (Inserted)
    It->second.Loc = CI.getDebugLoc();
  ++It->second.Count;
}

void Lowering::flushDiagnostics() {
  for (auto &[Key, D] : Diagnostics) {
    auto &[F, Msg] = Key;
    std::string Text = Msg;
    if (D.Count > 1)
      Text += " (" + std::to_string(D.Count) + " calls)";
    F->getContext().diagnose(
        DiagnosticInfoUnsupported(*F, Text, D.Loc, DS_Error));
  }
  Diagnostics.clear();
}

/// Marks and waits exist where async transfers do (gfx9/gfx10 LDS DMA,
/// gfx1250 ASYNCcnt transfers), the LDS DMA forms only on gfx9 and gfx10,
/// and all of them only on a processor LLVM knows (a misspelt -mcpu would
/// end in an instruction selection failure).
Lowering::FunctionTarget &Lowering::target(const Function &F) {
  auto [It, Inserted] = Targets.try_emplace(&F);
  if (Inserted) {
    It->second.CPU = cpuName(F, TM).str();
    if (!It->second.CPU.empty())
      It->second.Facts = TargetFacts::forCPU(It->second.CPU);
  }
  return It->second;
}

bool Lowering::checkTarget(CallInst &CI, StringRef What, TargetNeed Need) {
  Function &F = *CI.getFunction();
  FunctionTarget &Target = target(F);
  const std::string &CPU = Target.CPU;
  const std::optional<TargetFacts> &Facts = Target.Facts;
  if (!Facts && !CPU.empty()) {
    error(CI, What + ": unknown AMDGPU processor '" + CPU + "'");
    UnknownProcessor.insert(&F);
    return false;
  }
  // The function's own target features can take the instructions away
  // (LLVM 22 then fails to select them, or crashes).
  if (Need == TargetNeed::LdsDma && TM && Facts && Facts->HasLdsDma) {
    if (!Target.LdsDmaOn)
      Target.LdsDmaOn =
          TM->getSubtargetImpl(F)->checkFeatures("+vmem-to-lds-load-insts");
    if (!*Target.LdsDmaOn) {
      error(CI, What + ": the target features of the function turn LDS DMA "
                       "off (-vmem-to-lds-load-insts)");
      return false;
    }
  }
  bool Has = !Facts ||
             (Need == TargetNeed::LdsDma           ? Facts->HasLdsDma
              : Need == TargetNeed::AsyncTransfers ? Facts->HasAsyncTransfers
                                                   : Facts->hasAsyncCounter());
  if (Has)
    return true;
  if (Need == TargetNeed::AsyncTransfers && Facts->HasLdsDma) {
    error(CI, What + ": not available on " + CPU +
                  ", which has LDS DMA and not gfx1250's async transfers "
                  "(its async loads to LDS are llvm.amdgcn.global.load."
                  "async.lds, llvm.amdgcn.load.async.to.lds.pN and the "
                  "buffer forms)");
    return false;
  }
  if (Facts->HasAsyncTransfers) {
    error(CI, What + ": not available on " + CPU +
                  ", which has no LDS DMA (its async loads to LDS are "
                  "llvm.amdgcn.global.load.async.to.lds.b8/b32/b64/b128)");
    return false;
  }
  error(CI, What + ": target " + CPU +
                " has no async loads to LDS (async marks and async loads to LDS "
                "need gfx9, gfx10 or gfx1250)");
  return false;
}

/// The instructions that use \p C, directly or through constants.
/// Where a value is used: the instructions and the globals (through their
/// initializers) that use it, directly or through constants.
struct UseSites {
  SmallVector<Instruction *, 4> Instructions;
  SmallVector<GlobalValue *, 1> Globals;
};

static void collectUseSites(Value &V, UseSites &Out) {
  for (User *U : V.users()) {
    if (auto *I = dyn_cast<Instruction>(U))
      Out.Instructions.push_back(I);
    else if (auto *G = dyn_cast<GlobalValue>(U))
      Out.Globals.push_back(G);
    else if (auto *C = dyn_cast<Constant>(U))
      collectUseSites(*C, Out);
  }
}

/// Reports \p Msg once for each function in \p Sites (at its first use,
/// with the number of uses) and once for each global that refers to it.
static void diagnoseUseSites(Module &M, const UseSites &Sites,
                             const Twine &Msg) {
  MapVector<Function *, SmallVector<Instruction *, 2>> ByFunction;
  for (Instruction *I : Sites.Instructions)
    ByFunction[I->getFunction()].push_back(I);
  for (auto &[F, Uses] : ByFunction) {
    std::string Text = Msg.str();
    if (Uses.size() > 1)
      Text += " (" + std::to_string(Uses.size()) + " uses)";
    F->getContext().diagnose(DiagnosticInfoUnsupported(
        *F, Text, Uses.front()->getDebugLoc(), DS_Error));
  }
  for (GlobalValue *G : Sites.Globals)
    M.getContext().diagnose(DiagnosticInfoGeneric(
        Msg + " (referenced by the initializer of @" + G->getName() + ")",
        DS_Error));
}

/// Diagnoses a use of \p Callee that is not the callee of a call: taking the
/// address of an intrinsic is not valid IR for real intrinsics, so say so
/// instead of emitting a reference to nowhere.
void Lowering::diagnoseAddressTaken(Function &Callee, User &U) {
  UseSites Sites;
  if (auto *I = dyn_cast<Instruction>(&U))
    Sites.Instructions.push_back(I);
  else if (auto *G = dyn_cast<GlobalValue>(&U))
    Sites.Globals.push_back(G);
  else if (auto *C = dyn_cast<Constant>(&U))
    collectUseSites(*C, Sites);
  std::string Msg = (Callee.getName() + " may only be called directly").str();
  if (Sites.Instructions.empty() && Sites.Globals.empty())
    M.getContext().diagnose(DiagnosticInfoGeneric(Msg, DS_Error));
  diagnoseUseSites(M, Sites, Msg);
}

static void replaceNonCallUses(Function &F);

SmallVector<CallInst *, 8> Lowering::directCallsOf(Function &Callee) {
  SmallVector<CallInst *, 8> Calls;
  SmallPtrSet<User *, 8> Seen;
  SmallVector<User *, 4> AddressTaken;
  for (User *U : Callee.users()) {
    if (!Seen.insert(U).second)
      continue;
    auto *CI = dyn_cast<CallInst>(U);
    if (CI && CI->getCalledOperand() == &Callee &&
        !is_contained(CI->args(), &Callee))
      Calls.push_back(CI);
    else
      AddressTaken.push_back(U);
  }
  for (User *U : AddressTaken) {
    diagnoseAddressTaken(Callee, *U);
    if (auto *CI = dyn_cast<CallInst>(U);
        CI && CI->getCalledOperand() == &Callee)
      eraseDiagnosedCall(*CI);
  }
  replaceNonCallUses(Callee);
  return Calls;
}

/// Replaces every use of \p F other than as a call's callee by poison: in
/// instructions, in constant expressions (rebuilt, never mutated in place:
/// they are uniqued) and in global initializers, so that \p F can be erased
/// with nothing left pointing at it.
static void replaceNonCallUses(Function &F) {
  Constant *Poison = PoisonValue::get(F.getType());
  for (Use &U : make_early_inc_range(F.uses())) {
    auto *CI = dyn_cast<CallInst>(U.getUser());
    if (CI && CI->isCallee(&U))
      continue;
    if (auto *C = dyn_cast<Constant>(U.getUser()); C && !isa<GlobalValue>(C))
      C->handleOperandChange(&F, Poison);
    else
      U.set(Poison);
  }
}

/// Removes a call that was diagnosed, so nothing refers to an undefined
/// symbol; its result, if used, becomes poison.
void Lowering::eraseDiagnosedCall(CallInst &CI) {
  if (!CI.getType()->isVoidTy())
    CI.replaceAllUsesWith(PoisonValue::get(CI.getType()));
  CI.eraseFromParent();
}

/// \p CI, a call of an upstream name, as a plain call of \p Callee (of the
/// same function type): no call-site attributes, calling convention, tail
/// marker or operand bundles of the old spelling carry over, its metadata
/// and debug location do.
///
/// The call is changed in place where it can be. A new instruction would
/// sit in the block's list far away in memory from its neighbours, and with
/// thousands of them every later IR pass walking the function runs slower
/// (measured: 5% more time in SLSR on a 30k-instruction block).
void Lowering::retarget(CallInst &CI, Value *Callee) {
  FunctionType *FTy = CI.getFunctionType();
  if (CI.hasOperandBundles()) {
    SmallVector<Value *, 8> Args(CI.args());
    CallInst *New = CallInst::Create(FTy, Callee, Args, "", CI.getIterator());
    New->copyMetadata(CI);
    if (!CI.getType()->isVoidTy())
      CI.replaceAllUsesWith(New);
    CI.eraseFromParent();
    return;
  }
  CI.setCalledOperand(Callee);
  CI.setAttributes(AttributeList());
  CI.setCallingConv(CallingConv::C);
  CI.setTailCallKind(CallInst::TCK_None);
}

/// Marker call \p CI orders no memory access: it writes only memory no one
/// else sees (so that it stays in place among the other calls with
/// effects), and, being a comment, it returns and throws nothing. Without
/// the last two LLVM takes a call as a point execution may not pass: the
/// load/store vectorizer splits its chains there, so two reads on either
/// side would not merge.
void Lowering::makeTransparentToAccesses(CallInst &CI) {
  // Marker calls are fresh (replaceByAsm) and have no attributes of their
  // own: they all get one list, built once.
  if (TransparentAttrs.isEmpty()) {
    LLVMContext &Ctx = CI.getContext();
    AttrBuilder B(Ctx);
    B.addMemoryAttr(MemoryEffects::inaccessibleMemOnly());
    B.addAttribute(Attribute::NoUnwind);
    B.addAttribute(Attribute::WillReturn);
    TransparentAttrs = AttributeList::get(Ctx, AttributeList::FunctionIndex, B);
  }
  CI.setAttributes(TransparentAttrs);
}

InlineAsm *Lowering::waitAsm(bool Fused, unsigned N, uint32_t Tag) {
  InlineAsm *&Asm = (Fused ? FusedAsms : WaitAsms)[{N, Tag}];
  if (!Asm)
    Asm = markerAsm(M.getContext(), Fused ? fusedMarkWaitText(N) : waitText(N),
                    Tag);
  return Asm;
}

/// \p CI, a mark or wait, as a call of marker \p Asm, with the debug
/// location and no other metadata. A call without operands (a mark) is
/// changed in place, as retarget() says why.
CallInst *Lowering::replaceByAsm(CallInst &CI, InlineAsm *Asm) {
  if (CI.arg_size() == 0 && !CI.hasOperandBundles()) {
    retarget(CI, Asm);
    CI.mutateFunctionType(Asm->getFunctionType());
    CI.dropUnknownNonDebugMetadata({});
    return &CI;
  }
  CallInst *New = createMarkerCall(Asm, &CI);
  New->setDebugLoc(CI.getDebugLoc());
  CI.eraseFromParent();
  return New;
}

/// The size operand of a DMA must be constant and one the target can do.
bool Lowering::checkDmaSize(CallInst &CI, StringRef Name,
                            const AsyncDmaForm &Form) {
  auto *Size = dyn_cast<ConstantInt>(CI.getArgOperand(Form.SizeArg));
  if (!Size) {
    error(CI, Name + ": size operand must be a constant");
    return false;
  }
  const FunctionTarget &Target = target(*CI.getFunction());
  const std::string &CPU = Target.CPU;
  const std::optional<TargetFacts> &Facts = Target.Facts;
  uint64_t Bytes = Size->getZExtValue();
  // Without a processor, any size some LDS DMA target has.
  std::optional<TargetFacts> Any;
  const TargetFacts &Sizes =
      Facts ? *Facts : Any.emplace(TargetFacts::anyLdsDma());
  if (Sizes.supportsLdsDmaSize(Bytes)) {
    // gfx950's 12 and 16 bytes are its own instructions, which the
    // function's target features can turn off.
    if (Bytes > 4 && TM && Facts &&
        !TM->getSubtargetImpl(*CI.getFunction())
             ->checkFeatures("+gfx950-insts")) {
      error(CI, Name + ": size " + Twine(Bytes) +
                    " needs gfx950's instructions, which the target features "
                    "of the function turn off (-gfx950-insts)");
      return false;
    }
    return true;
  }
  std::string Where = Facts ? " on " + CPU : "";
  error(CI, Name + ": size " + Twine(Bytes) + " is not supported" + Where +
                " (" + Sizes.ldsDmaSizeList() + " bytes)");
  return false;
}

/// The immediate offset must fit the instruction's field: LLVM 22 wraps
/// 4096 to -4096 (global) or to 0 (buffer) without a word.
bool Lowering::checkDmaOffset(CallInst &CI, StringRef Name,
                              const AsyncDmaForm &Form) {
  auto *Offset = dyn_cast<ConstantInt>(CI.getArgOperand(Form.OffsetArg));
  if (!Offset)
    return true; // Diagnosed as a non-constant immarg.
  int64_t V = Offset->getSExtValue();
  if (V >= Form.MinOffset && V <= Form.MaxOffset)
    return true;
  error(CI, Name + ": offset " + Twine(V) + " does not fit the instruction (" +
                Twine(Form.MinOffset) + " to " + Twine(Form.MaxOffset) +
                "); add it to the address instead");
  return false;
}

Lowering::DmaSignature &Lowering::dmaSignature(CallInst &CI,
                                               const AsyncDmaForm &Form) {
  FunctionType *FTy = CI.getFunctionType();
  auto [It, Inserted] =
      DmaSignatures.try_emplace({CI.getCalledFunction(), FTy});
  DmaSignature &Sig = It->second;
  if (!Inserted)
    return Sig;
  StringRef Name = CI.getCalledFunction()->getName();
  if (Form.Overloaded) {
    if (FTy->getNumParams() == 0 || !FTy->getParamType(0)->isPointerTy()) {
      Sig.Error = (Name + ": first operand must be a pointer").str();
      return Sig;
    }
    Type *PtrTy = FTy->getParamType(0);
    Sig.OverloadTys.push_back(PtrTy);
    std::string Expected =
        (Form.AsyncName + ".p" + Twine(PtrTy->getPointerAddressSpace())).str();
    if (Name != Expected) {
      Sig.Error = (Name + ": pointer operand is " + typeString(PtrTy) +
                   ", name says " + Name.substr(Form.AsyncName.size() + 1))
                      .str();
      return Sig;
    }
  }
  FunctionType *Want =
      Intrinsic::getType(M.getContext(), Form.Twin, Sig.OverloadTys);
  if (FTy != Want)
    Sig.Error = (Name + ": wrong argument count or types: expected " +
                 typeString(Want) + ", got " + typeString(FTy))
                    .str();
  return Sig;
}

bool Lowering::rewriteDma(CallInst &CI, const AsyncDmaForm &Form) {
  StringRef Name = CI.getCalledFunction()->getName();
  DmaSignature &Sig = dmaSignature(CI, Form);
  if (!Sig.Error.empty()) {
    error(CI, Sig.Error);
    return false;
  }
  if (!checkTarget(CI, Name, TargetNeed::LdsDma))
    return false;

  if (!checkDmaSize(CI, Name, Form))
    return false;

  if (!Sig.TwinDecl) {
    Sig.TwinDecl =
        Intrinsic::getOrInsertDeclaration(&M, Form.Twin, Sig.OverloadTys);
    for (unsigned I = 0, E = CI.arg_size(); I != E; ++I)
      if (Sig.TwinDecl->hasParamAttribute(I, Attribute::ImmArg))
        Sig.ImmArgs.push_back(I);
  }
  for (unsigned I : Sig.ImmArgs) {
    if (!isa<ConstantInt>(CI.getArgOperand(I))) {
      error(CI, Name + ": operand " + Twine(I) + " must be a constant");
      return false;
    }
  }
  if (!checkDmaOffset(CI, Name, Form))
    return false;

  retarget(CI, Sig.TwinDecl);
  markDmaAsync(CI);
  if (Value *Lds = ldsPointerOperand(CI))
    AsyncLdsPointers[CI.getFunction()].push_back(Lds);
  ++NumAsyncDma;
  return true;
}

bool Lowering::lowerMark(CallInst &CI) {
  // The upstream stage-mask form `asyncmark(i32 K)` is accepted with K = 0,
  // which is the single-sequence semantics implemented here.
  FunctionType *FTy = CI.getFunctionType();
  bool Shape = FTy->getReturnType()->isVoidTy() && !FTy->isVarArg() &&
               FTy->getNumParams() <= 1;
  if (Shape && FTy->getNumParams() == 1) {
    auto *K = dyn_cast<ConstantInt>(CI.getArgOperand(0));
    Shape = FTy->getParamType(0)->isIntegerTy(32);
    if (Shape && (!K || !K->isZero())) {
      error(CI, AsyncMarkName +
                    ": stage masks are not supported (the mask must be 0)");
      return false;
    }
  }
  if (!Shape) {
    error(CI, AsyncMarkName + ": wrong argument count or types: expected "
                              "void (), got " +
                  typeString(FTy));
    return false;
  }
  if (!checkTarget(CI, AsyncMarkName, TargetNeed::AsyncCounter))
    return false;
  if (!MarkAsm)
    MarkAsm = markerAsm(M.getContext(), MarkAsmString);
  CallInst *Mark = replaceByAsm(CI, MarkAsm);
  // A mark orders LDS DMAs and other markers, which are calls with effects
  // that no pass reorders; it touches no memory an access could alias, so
  // loads and stores may move across it and merge.
  makeTransparentToAccesses(*Mark);
  ++NumMarks;
  return true;
}

bool Lowering::lowerWait(CallInst &CI) {
  // Upstream's operand is an i16 read unsigned (0 to 65535). Any other
  // integer type is a different declaration: an i8 -1 would read as 255,
  // an i32 could hold counts the intrinsic cannot, so none is guessed at.
  FunctionType *FTy = CI.getFunctionType();
  bool Shape = FTy->getReturnType()->isVoidTy() && !FTy->isVarArg() &&
               (FTy->getNumParams() == 1 || FTy->getNumParams() == 2) &&
               FTy->getParamType(0)->isIntegerTy(16) &&
               (FTy->getNumParams() == 1 ||
                FTy->getParamType(1)->isIntegerTy(32));
  if (!Shape) {
    error(CI, WaitAsyncMarkName + ": wrong argument count or types: "
                                  "expected void (i16), got " +
                  typeString(FTy));
    return false;
  }
  auto *N = dyn_cast<ConstantInt>(CI.getArgOperand(0));
  if (!N) {
    error(CI, WaitAsyncMarkName + ": the operand must be a constant");
    return false;
  }
  if (FTy->getNumParams() == 2) {
    auto *K = dyn_cast<ConstantInt>(CI.getArgOperand(1));
    if (!K || !K->isZero()) {
      error(CI, WaitAsyncMarkName +
                    ": stage masks are not supported (the mask must be 0)");
      return false;
    }
  }
  if (!checkTarget(CI, WaitAsyncMarkName, TargetNeed::AsyncCounter))
    return false;
  auto Empty = EmptyWaits.find(&CI);
  bool IsEmpty = Empty != EmptyWaits.end();
  uint32_t Tag = IsEmpty ? EmptyWaitTag : MarkerTag;
  // Marks are lowered first: a mark right before is one of them.
  auto *Mark = dyn_cast_or_null<CallInst>(CI.getPrevNode());
  if (FuseMarkWait && MarkAsm && Mark && Mark->getCalledOperand() == MarkAsm) {
    Mark->setCalledOperand(waitAsm(/*Fused=*/true, N->getZExtValue(), Tag));
    // A wait now: it may write any memory, as every wait does. A wait that
    // orders nothing keeps the mark's attributes; its tag says it orders
    // nothing. It stays where it is (a mark is never moved).
    if (!IsEmpty)
      Mark->setAttributes(AttributeList());
    // The wait's location, which its remark reports.
    Mark->setDebugLoc(CI.getDebugLoc());
    CI.eraseFromParent();
    ++NumWaits;
    ++NumFused;
    if (IsEmpty) {
      ++NumEmptyWaits;
      remarkEmptyWait(*Mark, N->getZExtValue(), Empty->second);
    }
    return true;
  }
  CallInst *Wait =
      replaceByAsm(CI, waitAsm(/*Fused=*/false, N->getZExtValue(), Tag));
  ++NumWaits;
  if (IsEmpty) {
    // Orders nothing: no LDS access is tied to it. It still writes memory
    // no one else sees, so that it stays where the program put it, and its
    // comment is still in the assembly. Its tag tells the machine passes.
    makeTransparentToAccesses(*Wait);
    ++NumEmptyWaits;
    LoweredEmptyWaits[Wait] = N->getZExtValue();
    remarkEmptyWait(*Wait, N->getZExtValue(), Empty->second);
  }
  return true;
}

void Lowering::remarkEmptyWait(CallInst &Wait, unsigned N,
                               const EmptyWait &Why) {
  Function &F = *Wait.getFunction();
  OptimizationRemarkEmitter ORE(&F);
  ORE.emit([&] {
    OptimizationRemarkAnalysis R(DEBUG_TYPE, "EmptyWait", &Wait);
    R << "wait_asyncmark(" << ore::NV("N", N) << ") in "
      << ore::NV("Function", demangle(F.getName())) << " waits for nothing: ";
    if (Why.BoundByWait) {
      unsigned InFlight = Why.MaxMarks;
      if (Why.MaxMarksAfterDma)
        InFlight = std::min(InFlight, *Why.MaxMarksAfterDma);
      R << "earlier waits leave at most " << ore::NV("GroupsInFlight", InFlight)
        << (InFlight == 1 ? " group" : " groups") << " in flight";
    } else if (Why.MaxMarks <= N)
      R << "at most " << ore::NV("MaxMarks", Why.MaxMarks)
        << (Why.MaxMarks == 1 ? " mark precedes" : " marks precede") << " it";
    else if (!Why.MaxMarksAfterDma)
      R << "no LDS DMA precedes it";
    else
      R << "at most " << ore::NV("MaxMarksAfterDma", *Why.MaxMarksAfterDma)
        << (*Why.MaxMarksAfterDma == 1 ? " mark follows" : " marks follow")
        << " an LDS DMA";
    return R << " on any path, so LDS accesses may move across it";
  });
}

/// Empties the blocks that hold nothing but empty waits into their
/// predecessor (hoistEmptyWaitArms), with a remark for each wait moved.
void Lowering::hoistEmptyWaits(Function &F) {
  if (LoweredEmptyWaits.empty())
    return;
  auto Moved = hoistEmptyWaitArms(F, [&](const Instruction &I) {
    const auto *CI = dyn_cast<CallInst>(&I);
    return CI && LoweredEmptyWaits.count(CI);
  });
  if (Moved.empty())
    return;
  NumEmptyWaitsHoisted += Moved.size();
  OptimizationRemarkEmitter ORE(&F);
  // A block as the IR prints it: %name, or %N for an unnamed one (clang
  // discards names).
  auto Operand = [](const BasicBlock &BB) {
    std::string S;
    raw_string_ostream OS(S);
    BB.printAsOperand(OS, /*PrintType=*/false);
    return S;
  };
  for (auto &[Wait, From] : Moved)
    ORE.emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "EmptyWaitHoisted", Wait);
      R << "wait_asyncmark(" << ore::NV("N", LoweredEmptyWaits.lookup(Wait))
        << ") in " << ore::NV("Function", demangle(F.getName()))
        << " moved from " << ore::NV("From", Operand(*From))
        << " to the end of " << ore::NV("To", Operand(*Wait->getParent()))
        << ": it waits for nothing, and the block held nothing else";
      return R;
    });
}

/// The names the plugin provides, for near-miss suggestions.
static SmallVector<StringRef, 8> knownNames() {
  SmallVector<StringRef, 8> Names = {AsyncMarkName, WaitAsyncMarkName};
  for (const AsyncDmaForm &Form : asyncDmaForms())
    Names.push_back(Form.AsyncName);
  return Names;
}

/// True if \p F is a genuine LLVM 22 intrinsic, name and signature.
static bool isGenuineIntrinsic(Function &F) {
  Intrinsic::ID ID = F.getIntrinsicID();
  if (ID == Intrinsic::not_intrinsic)
    return false;
  SmallVector<Type *, 2> Tys;
  if (!Intrinsic::getIntrinsicSignature(&F, Tys))
    return false;
  if (!Intrinsic::isOverloaded(ID))
    return F.getName() == Intrinsic::getBaseName(ID);
  return F.getName() ==
         Intrinsic::getName(ID, Tys, F.getParent(), F.getFunctionType());
}

/// The closest name the plugin provides to \p Name.
static StringRef closestKnownName(StringRef Name) {
  StringRef Best;
  unsigned BestDist = ~0u;
  for (StringRef Known : knownNames()) {
    unsigned D = Name.edit_distance(Known);
    if (D < BestDist) {
      BestDist = D;
      Best = Known;
    }
  }
  return Best;
}

/// True if \p Name, in any case, is within a few edits (or an overload
/// suffix) of a name the plugin provides, or says "async" or "mark": worth
/// a suggestion.
static bool isNearMiss(StringRef Name) {
  std::string Lower = Name.lower();
  if (StringRef(Lower).contains("async") || StringRef(Lower).contains("mark"))
    return true;
  StringRef Known = closestKnownName(Lower);
  return StringRef(Lower).starts_with(Known) ||
         StringRef(Lower).edit_distance(Known) <= 3;
}

/// An `llvm.*` declaration that neither LLVM 22 nor the plugin knows (the
/// plugin's own names are taken before this is asked). LLVM 22 would emit
/// a call to an undefined symbol for it and exit 0; there is no library
/// that could define it on AMDGPU.
static bool isUnknownIntrinsicName(Function &F) {
  return F.getName().starts_with("llvm.") && !isGenuineIntrinsic(F);
}

void Lowering::diagnoseUnknownNames(Function &Decl) {
  StringRef Name = Decl.getName();
  std::string Msg;
  if (Decl.getIntrinsicID() != Intrinsic::not_intrinsic)
    Msg = (Name + " is declared with a signature LLVM 22's intrinsic of that "
                  "name does not have")
              .str();
  else
    Msg = (Name + " is not an intrinsic of LLVM 22 or of the asyncmark plugin")
              .str();
  if (isNearMiss(Name))
    Msg += (" (did you mean " + closestKnownName(Name.lower()) + "?)").str();
  UseSites Sites;
  collectUseSites(Decl, Sites);
  diagnoseUseSites(M, Sites, Msg);
  for (User *U : make_early_inc_range(Decl.users()))
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledOperand() == &Decl)
      eraseDiagnosedCall(*CI);
  replaceNonCallUses(Decl);
  Decl.eraseFromParent();
  Changed = true;
}

/// Marks and waits left in upstream spelling (the upgrade tool) go through
/// whatever middle end the user runs next, stock LLVM 22's included. Of what
/// their declaration and calls say only `nounwind` is kept: an attribute
/// such as `memory(none)` or `nocallback` would let LLVM move memory
/// accesses across a wait. What the AMDGPU attributor needs is added
/// (markerDeclarationAttributes()).
void Lowering::setMarkerDeclarationAttributes(Function &Decl) {
  AttributeList Safe = markerDeclarationAttributes(Decl.getContext());
  if (Decl.getAttributes() != Safe) {
    Decl.setAttributes(Safe);
    Changed = true;
  }
  for (User *U : Decl.users())
    if (auto *CI = dyn_cast<CallInst>(U);
        CI && CI->getCalledOperand() == &Decl && !CI->getAttributes().isEmpty()) {
      CI->setAttributes(AttributeList());
      Changed = true;
    }
}

/// Drops `!invariant.load` from the loads of \p F that may read LDS (LDS
/// or generic pointers): an async DMA may write that memory up to the wait
/// that completes it, and LICM would hoist an invariant load above the
/// wait. The metadata says less than the semantics, so it is not trusted.
static bool dropInvariantLdsLoads(Function &F) {
  bool Changed = false;
  for (Instruction &I : instructions(F)) {
    auto *LI = dyn_cast<LoadInst>(&I);
    if (!LI || !LI->hasMetadata(LLVMContext::MD_invariant_load))
      continue;
    unsigned AS = LI->getPointerAddressSpace();
    if (AS == addrspace::Lds || AS == addrspace::Flat) {
      LI->setMetadata(LLVMContext::MD_invariant_load, nullptr);
      ++NumInvariantDropped;
      Changed = true;
    }
  }
  return Changed;
}

/// Named metadata of a module the race check has read.
static constexpr const char *RaceCheckedMDName = "amdgpu.asyncmark.race.checked";

bool Lowering::run() {
  // Before any remark of the plugin: the first of its IR passes to see the
  // module, as for the race check below.
  if (pluginRemarksRequested(M))
    enablePluginRemarks(M.getContext());
  // The race check reads the program as written, before any rewriting, in
  // the first of the plugin's IR passes to see the module (in opt's and
  // clang's pipelines the upgrade at their start; in llc the lowering); the
  // named metadata keeps the code generator's lowering from reporting the
  // same findings again.
  if (isRaceCheckEnabled(M) && !M.getNamedMetadata(RaceCheckedMDName)) {
    checkAsyncRaces(M, TM);
    M.getOrInsertNamedMetadata(RaceCheckedMDName);
  }
  bool Unverifiable = false;
  // Collect first: rewriting adds and removes declarations.
  SmallVector<std::pair<Function *, const AsyncDmaForm *>, 8> DmaDecls;
  Function *MarkDecl = nullptr, *WaitDecl = nullptr;
  SmallVector<Function *, 2> UnknownNames;
  SmallVector<Function *, 2> TransferDecls;
  for (Function &F : M) {
    if (!F.isDeclaration())
      continue;
    StringRef Name = F.getName();
    // gfx1250's transfers and its waits for their counters, which LLVM 22
    // fails to select elsewhere.
    if (isAsyncTransferIRName(Name) || Name == "llvm.amdgcn.s.wait.asynccnt" ||
        Name == "llvm.amdgcn.s.wait.tensorcnt")
      TransferDecls.push_back(&F);
    else if (Name == AsyncMarkName)
      MarkDecl = &F;
    else if (Name == WaitAsyncMarkName)
      WaitDecl = &F;
    else if (const AsyncDmaForm *Form = matchAsyncDmaName(Name)) {
      DmaDecls.push_back({&F, Form});
      // LLVM 22 reads these four as overloads of the sync buffer loads.
      Unverifiable |= F.getIntrinsicID() != Intrinsic::not_intrinsic;
    } else if (isUnknownIntrinsicName(F)) {
      UnknownNames.push_back(&F);
    }
  }

  for (Function *Decl : UnknownNames)
    diagnoseUnknownNames(*Decl);

  // LLVM 22 has gfx1250's transfers and fails to select them elsewhere.
  for (Function *Decl : TransferDecls)
    for (CallInst *CI : directCallsOf(*Decl))
      if (!checkTarget(*CI, Decl->getName(), TargetNeed::AsyncTransfers)) {
        eraseDiagnosedCall(*CI);
        Changed = true;
      }

  // Before the rewriting, which checks the twins it makes itself.
  checkAsyncTwins();

  for (auto &[Decl, Form] : DmaDecls) {
    for (CallInst *CI : directCallsOf(*Decl))
      if (!rewriteDma(*CI, *Form))
        eraseDiagnosedCall(*CI);
    Decl->eraseFromParent();
    Changed = true;
  }

  // Functions with a wait: LDS changes there, whatever a load says.
  SmallSetVector<Function *, 4> WaitingFunctions;
  if (WaitDecl)
    for (User *U : WaitDecl->users())
      if (auto *I = dyn_cast<Instruction>(U))
        WaitingFunctions.insert(I->getFunction());
  for (Function *F : WaitingFunctions)
    Changed |= dropInvariantLdsLoads(*F);

  // Read while the marks are still calls of their declaration.
  if (!DmaOnly)
    for (Function *F : WaitingFunctions)
      for (auto [Wait, Why] : findEmptyWaits(*F, MarkDecl, WaitDecl))
        EmptyWaits[Wait] = Why;
  for (Function *Decl : {MarkDecl, WaitDecl}) {
    if (!Decl)
      continue;
    if (DmaOnly) {
      setMarkerDeclarationAttributes(*Decl);
      continue;
    }
    for (CallInst *CI : directCallsOf(*Decl))
      if (!(Decl == MarkDecl ? lowerMark(*CI) : lowerWait(*CI)))
        eraseDiagnosedCall(*CI);
    Decl->eraseFromParent();
    Changed = true;
  }

  for (Function *F : WaitingFunctions)
    hoistEmptyWaits(*F);

  for (auto &[F, Pointers] : AsyncLdsPointers)
    if (unsigned Added = insertLdsEscapes(*F, Pointers)) {
      NumEscapes += Added;
      Changed = true;
    }

  flushDiagnostics();
  for (Function *F : UnknownProcessor) {
    F->deleteBody();
    Changed = true;
  }

  // With the async names gone the module can be verified, which LLVM's
  // debug info upgrade does (DebugInfoUpgrade.cpp).
  Changed |= upgradeDeferredDebugInfo(M);

  if (Unverifiable) {
    // The input could not have passed the verifier (llc -disable-verify):
    // verify what is left now that the async names are gone.
    std::string Msg;
    raw_string_ostream OS(Msg);
    if (verifyModule(M, &OS))
      reportFatalUsageError(Twine("amdgpu-asyncmark: input module is broken "
                                  "after rewriting async intrinsics:\n") +
                            Msg);
  }
  return Changed;
}

/// DMA twins flagged async by the builder helpers or the upgrade tool need
/// the same target check as upstream spellings.
void Lowering::checkAsyncTwins() {
  for (Function &F : M) {
    if (!F.isIntrinsic() || !isLdsDmaIntrinsic(F.getIntrinsicID()))
      continue;
    const AsyncDmaForm *Form = nullptr;
    for (const AsyncDmaForm &Candidate : asyncDmaForms())
      if (Candidate.Twin == F.getIntrinsicID())
        Form = &Candidate;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || !isAsyncDmaCall(*CI))
        continue;
      if (!checkTarget(*CI, F.getName(), TargetNeed::LdsDma) ||
          !checkDmaSize(*CI, F.getName(), *Form) ||
          !checkDmaOffset(*CI, F.getName(), *Form))
        eraseDiagnosedCall(*CI);
      else if (Value *Lds = ldsPointerOperand(*CI))
        AsyncLdsPointers[CI->getFunction()].push_back(Lds);
    }
  }
}

bool asyncmark::lowerAsyncIntrinsics(Module &M, const TargetMachine *TM,
                                     bool FuseMarkWait) {
  return Lowering(M, TM, /*DmaOnly=*/false, FuseMarkWait).run();
}

bool asyncmark::upgradeAsyncDmaCalls(Module &M) {
  return Lowering(M, nullptr, /*DmaOnly=*/true, /*FuseMarkWait=*/false).run();
}

PreservedAnalyses AsyncMarkLoweringPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  // The host half of a HIP compile, or any other target: untouched but for
  // the debug info upgrade the plugin deferred.
  if (!M.getTargetTriple().empty() && !M.getTargetTriple().isAMDGCN())
    return upgradeDeferredDebugInfo(M) ? PreservedAnalyses::none()
                                       : PreservedAnalyses::all();
  return lowerAsyncIntrinsics(M, nullptr) ? PreservedAnalyses::none()
                                          : PreservedAnalyses::all();
}

PreservedAnalyses AsyncMarkUpgradePass::run(Module &M,
                                            ModuleAnalysisManager &) {
  if (!M.getTargetTriple().empty() && !M.getTargetTriple().isAMDGCN())
    return upgradeDeferredDebugInfo(M) ? PreservedAnalyses::none()
                                       : PreservedAnalyses::all();
  return upgradeAsyncDmaCalls(M) ? PreservedAnalyses::none()
                                 : PreservedAnalyses::all();
}

namespace {
class AsyncMarkLoweringLegacy : public ModulePass {
public:
  static char ID;
  /// Created by name (the pass registry) it fuses nothing: fusion only
  /// saves compile time.
  explicit AsyncMarkLoweringLegacy(bool FuseMarkWait = false)
      : ModulePass(ID), FuseMarkWait(FuseMarkWait) {}
  StringRef getPassName() const override {
    return passDescription(PassId::AsyncMarkLowering);
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
  }
  bool runOnModule(Module &M) override {
    auto &TPC = getAnalysis<TargetPassConfig>();
    return lowerAsyncIntrinsics(M, &TPC.getTM<TargetMachine>(), FuseMarkWait);
  }

private:
  bool FuseMarkWait;
};
} // end anonymous namespace

char AsyncMarkLoweringLegacy::ID = 0;
ASYNCMARK_REGISTER_PASS_AS(AsyncMarkLoweringLegacy, AsyncMarkLowering)

ModulePass *asyncmark::createAsyncMarkLoweringLegacyPass(bool FuseMarkWait) {
  return new AsyncMarkLoweringLegacy(FuseMarkWait);
}
