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
///    both lines (MarkerFusion.cpp says why);
/// 3. diagnoses malformed uses, naming the function, and deletes them so no
///    call to an undefined symbol is left behind.
///
/// Four buffer forms cannot pass LLVM 22's input verifier, which reads their
/// names as overloads of `llvm.amdgcn.*.buffer.load`. Run with
/// `-disable-verify`, this pass rewrites them and then verifies the module
/// itself.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/Twine.h"
#include "llvm/CodeGen/TargetPassConfig.h"
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
#include "llvm/Target/TargetMachine.h"
#include <map>

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark-lower"

STATISTIC(NumMarks, "Number of asyncmark calls lowered");
STATISTIC(NumWaits, "Number of wait.asyncmark calls lowered");
STATISTIC(NumAsyncDma, "Number of async LDS DMA calls rewritten");
STATISTIC(NumFused, "Number of waits fused with the mark before them");

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
  };
  const FunctionTarget &target(const Function &F);
  DenseMap<const Function *, FunctionTarget> Targets;
  /// The calls of \p Callee; every other use is diagnosed and removed.
  SmallVector<CallInst *, 8> directCallsOf(Function &Callee);
  void diagnoseAddressTaken(Function &Callee, User &U);
  void eraseDiagnosedCall(CallInst &CI);
  void checkAsyncTwins();

  bool checkDmaSize(CallInst &CI, StringRef Name, const AsyncDmaForm &Form);
  void diagnoseUnknownNames(Function &Decl);

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

  void retarget(CallInst &CI, Value *Callee);
  void replaceByAsm(CallInst &CI, InlineAsm *Asm);
  InlineAsm *MarkAsm = nullptr;

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
const Lowering::FunctionTarget &Lowering::target(const Function &F) {
  auto [It, Inserted] = Targets.try_emplace(&F);
  if (Inserted) {
    It->second.CPU = cpuName(F, TM).str();
    if (!It->second.CPU.empty())
      It->second.Facts = TargetFacts::forCPU(It->second.CPU);
  }
  return It->second;
}

bool Lowering::checkTarget(CallInst &CI, StringRef What, TargetNeed Need) {
  const auto &[CPU, Facts] = target(*CI.getFunction());
  if (!Facts && !CPU.empty()) {
    error(CI, What + ": unknown AMDGPU processor '" + CPU + "'");
    return false;
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
static void collectInstructionUsers(Constant &C,
                                    SmallVectorImpl<Instruction *> &Out) {
  for (User *U : C.users()) {
    if (auto *I = dyn_cast<Instruction>(U))
      Out.push_back(I);
    else if (auto *CU = dyn_cast<Constant>(U))
      collectInstructionUsers(*CU, Out);
  }
}

/// Diagnoses a use of \p Callee that is not the callee of a call: taking the
/// address of an intrinsic is not valid IR for real intrinsics, so say so
/// instead of emitting a reference to nowhere.
void Lowering::diagnoseAddressTaken(Function &Callee, User &U) {
  SmallVector<Instruction *, 4> Users;
  if (auto *I = dyn_cast<Instruction>(&U))
    Users.push_back(I);
  else if (auto *C = dyn_cast<Constant>(&U))
    collectInstructionUsers(*C, Users);
  std::string Msg = (Callee.getName() + " may only be called directly").str();
  if (Users.empty())
    M.getContext().diagnose(DiagnosticInfoGeneric(Msg, DS_Error));
  for (Instruction *I : Users) {
    Function &F = *I->getFunction();
    F.getContext().diagnose(
        DiagnosticInfoUnsupported(F, Msg, I->getDebugLoc(), DS_Error));
  }
}

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
  Constant *Poison = PoisonValue::get(Callee.getType());
  for (User *U : AddressTaken) {
    diagnoseAddressTaken(Callee, *U);
    if (auto *CI = dyn_cast<CallInst>(U);
        CI && CI->getCalledOperand() == &Callee) {
      eraseDiagnosedCall(*CI);
      continue;
    }
    // Replace the uses, never the shared constant itself.
    if (isa<Instruction>(U))
      U->replaceUsesOfWith(&Callee, Poison);
    else if (auto *C = dyn_cast<Constant>(U))
      C->replaceAllUsesWith(PoisonValue::get(C->getType()));
  }
  return Calls;
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

/// \p CI, a mark or wait, as a call of \p Asm (which takes no operands),
/// with the debug location and no other metadata.
void Lowering::replaceByAsm(CallInst &CI, InlineAsm *Asm) {
  if (CI.getFunctionType() == Asm->getFunctionType()) {
    retarget(CI, Asm);
    CI.dropUnknownNonDebugMetadata({});
    return;
  }
  CallInst *New = CallInst::Create(Asm, {}, "", CI.getIterator());
  New->setDebugLoc(CI.getDebugLoc());
  CI.eraseFromParent();
}

/// The size operand of a DMA must be constant and one the target can do.
bool Lowering::checkDmaSize(CallInst &CI, StringRef Name,
                            const AsyncDmaForm &Form) {
  auto *Size = dyn_cast<ConstantInt>(CI.getArgOperand(Form.SizeArg));
  if (!Size) {
    error(CI, Name + ": size operand must be a constant");
    return false;
  }
  const auto &[CPU, Facts] = target(*CI.getFunction());
  uint64_t Bytes = Size->getZExtValue();
  // Without a processor, any size some LDS DMA target has.
  std::optional<TargetFacts> Any;
  const TargetFacts &Sizes =
      Facts ? *Facts : Any.emplace(TargetFacts::anyLdsDma());
  if (Sizes.supportsLdsDmaSize(Bytes))
    return true;
  std::string Where = Facts ? " on " + CPU : "";
  error(CI, Name + ": size " + Twine(Bytes) + " is not supported" + Where +
                " (" + Sizes.ldsDmaSizeList() + " bytes)");
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

  retarget(CI, Sig.TwinDecl);
  markDmaAsync(CI);
  ++NumAsyncDma;
  return true;
}

bool Lowering::lowerMark(CallInst &CI) {
  // The upstream stage-mask form `asyncmark(i32 K)` is accepted with K = 0,
  // which is the single-sequence semantics implemented here.
  FunctionType *FTy = CI.getFunctionType();
  bool Shape = FTy->getReturnType()->isVoidTy() && FTy->getNumParams() <= 1;
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
    MarkAsm = InlineAsm::get(
        FunctionType::get(Type::getVoidTy(M.getContext()), false),
        MarkAsmString, "", /*hasSideEffects=*/true);
  replaceByAsm(CI, MarkAsm);
  ++NumMarks;
  return true;
}

bool Lowering::lowerWait(CallInst &CI) {
  FunctionType *FTy = CI.getFunctionType();
  bool Shape = FTy->getReturnType()->isVoidTy() &&
               (FTy->getNumParams() == 1 || FTy->getNumParams() == 2) &&
               FTy->getParamType(0)->isIntegerTy() &&
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
  // An i16 operand is read unsigned (0 to 65535); a wider one must be in
  // that range as a signed value.
  unsigned Width = N->getBitWidth();
  if (Width > 16 && (N->isNegative() || N->getValue().getActiveBits() > 16)) {
    error(CI, WaitAsyncMarkName + ": operand " +
                  Twine(N->getValue().getSExtValue()) +
                  " is out of range (0 to 65535)");
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
  // Marks are lowered first: a mark right before is one of them (or the
  // same comment written as inline assembly, which is the same mark).
  auto *Mark = dyn_cast_or_null<CallInst>(CI.getPrevNode());
  if (FuseMarkWait && MarkAsm && Mark && Mark->getCalledOperand() == MarkAsm) {
    Mark->setCalledOperand(InlineAsm::get(
        MarkAsm->getFunctionType(), fusedMarkWaitText(N->getZExtValue()), "",
        /*hasSideEffects=*/true));
    // The wait's location, which its remark reports.
    Mark->setDebugLoc(CI.getDebugLoc());
    CI.eraseFromParent();
    ++NumWaits;
    ++NumFused;
    return true;
  }
  std::string Text =
      (WaitAsmPrefix + Twine(N->getZExtValue()) + ")").str();
  // A side-effecting call without memory attributes: a barrier for every
  // memory access in IR (LDS written by async DMA changes at the wait). The
  // machine flags come right after instruction selection (WaitBarrier.cpp,
  // which says why there is no `~{memory}` clobber).
  InlineAsm *Asm = InlineAsm::get(
      FunctionType::get(Type::getVoidTy(M.getContext()), false), Text, "",
      /*hasSideEffects=*/true);
  replaceByAsm(CI, Asm);
  ++NumWaits;
  return true;
}

/// gfx1250's async transfers, LLVM 22 intrinsics (the table's
/// async_to_lds and async_from_lds families).
static bool isAsyncTransferName(StringRef Name) {
  for (StringRef Family : {"async_to_lds", "async_from_lds"})
    for (const std::string &Form : targetFactsIRForms(Family))
      if (Name == Form ||
          (Name.starts_with(Form) && Name.substr(Form.size()).starts_with(".")))
        return true;
  return false;
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

/// An `llvm.amdgcn.*` declaration that neither LLVM 22 nor the plugin knows
/// and that looks like one of the async intrinsics: it says "async", or is
/// a few edits (or an overload suffix) away from a name the plugin provides.
/// Left alone it would become a call to an undefined symbol.
static bool isNearMissName(Function &F) {
  StringRef Name = F.getName();
  if (!Name.starts_with("llvm.amdgcn.") || isGenuineIntrinsic(F))
    return false;
  if (Name.contains("async"))
    return true;
  StringRef Known = closestKnownName(Name);
  return Name.starts_with(Known) || Name.edit_distance(Known) <= 3;
}

void Lowering::diagnoseUnknownNames(Function &Decl) {
  StringRef Known = closestKnownName(Decl.getName());
  std::string Msg = (Decl.getName() +
                     " is not an intrinsic of LLVM 22 or of the asyncmark "
                     "plugin (did you mean " + Known + "?)")
                        .str();
  // One diagnostic per function that uses it, with the count.
  MapVector<Function *, SmallVector<Instruction *, 2>> ByFunction;
  SmallVector<Instruction *, 4> Users;
  for (User *U : Decl.users()) {
    if (auto *I = dyn_cast<Instruction>(U))
      Users.push_back(I);
    else if (auto *C = dyn_cast<Constant>(U))
      collectInstructionUsers(*C, Users);
  }
  for (Instruction *I : Users)
    ByFunction[I->getFunction()].push_back(I);
  for (auto &[F, Uses] : ByFunction) {
    std::string Text = Msg;
    if (Uses.size() > 1)
      Text += " (" + std::to_string(Uses.size()) + " uses)";
    F->getContext().diagnose(DiagnosticInfoUnsupported(
        *F, Text, Uses.front()->getDebugLoc(), DS_Error));
  }
  for (User *U : make_early_inc_range(Decl.users())) {
    if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledOperand() == &Decl)
      eraseDiagnosedCall(*CI);
    else if (auto *I = dyn_cast<Instruction>(U))
      I->replaceUsesOfWith(&Decl, PoisonValue::get(Decl.getType()));
    else if (auto *C = dyn_cast<Constant>(U))
      C->replaceAllUsesWith(PoisonValue::get(C->getType()));
  }
  Decl.eraseFromParent();
  Changed = true;
}

bool Lowering::run() {
  bool Unverifiable = false;
  // Collect first: rewriting adds and removes declarations.
  SmallVector<std::pair<Function *, const AsyncDmaForm *>, 8> DmaDecls;
  Function *MarkDecl = nullptr, *WaitDecl = nullptr;
  SmallVector<Function *, 2> NearMisses;
  SmallVector<Function *, 2> TransferDecls;
  for (Function &F : M) {
    if (!F.isDeclaration())
      continue;
    StringRef Name = F.getName();
    if (isAsyncTransferName(Name))
      TransferDecls.push_back(&F);
    else if (Name == AsyncMarkName)
      MarkDecl = &F;
    else if (Name == WaitAsyncMarkName)
      WaitDecl = &F;
    else if (const AsyncDmaForm *Form = matchAsyncDmaName(Name)) {
      DmaDecls.push_back({&F, Form});
      // LLVM 22 reads these four as overloads of the sync buffer loads.
      Unverifiable |= F.getIntrinsicID() != Intrinsic::not_intrinsic;
    } else if (isNearMissName(F)) {
      NearMisses.push_back(&F);
    }
  }

  for (Function *Decl : NearMisses)
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

  for (Function *Decl : {MarkDecl, WaitDecl}) {
    if (!Decl || DmaOnly)
      continue;
    for (CallInst *CI : directCallsOf(*Decl))
      if (!(Decl == MarkDecl ? lowerMark(*CI) : lowerWait(*CI)))
        eraseDiagnosedCall(*CI);
    Decl->eraseFromParent();
    Changed = true;
  }

  flushDiagnostics();

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
          !checkDmaSize(*CI, F.getName(), *Form))
        eraseDiagnosedCall(*CI);
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
  return lowerAsyncIntrinsics(M, nullptr) ? PreservedAnalyses::none()
                                          : PreservedAnalyses::all();
}

namespace {
class AsyncMarkLoweringLegacy : public ModulePass {
public:
  static char ID;
  explicit AsyncMarkLoweringLegacy(bool FuseMarkWait)
      : ModulePass(ID), FuseMarkWait(FuseMarkWait) {}
  StringRef getPassName() const override {
    return "AMDGPU asyncmark IR lowering";
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

ModulePass *asyncmark::createAsyncMarkLoweringLegacyPass(bool FuseMarkWait) {
  return new AsyncMarkLoweringLegacy(FuseMarkWait);
}
