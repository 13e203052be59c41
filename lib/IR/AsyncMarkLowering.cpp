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

namespace {

/// The processor a function is compiled for, as far as it can be known.
static std::optional<TargetFacts> factsFor(const Function &F,
                                           const TargetMachine *TM) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (CPU.empty() && TM)
    CPU = TM->getTargetCPU();
  if (CPU.empty())
    return std::nullopt;
  return TargetFacts::forCPU(CPU);
}

static std::string cpuName(const Function &F, const TargetMachine *TM) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (CPU.empty() && TM)
    CPU = TM->getTargetCPU();
  return CPU.str();
}

static std::string typeString(const Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

class Lowering {
public:
  Lowering(Module &M, const TargetMachine *TM, bool DmaOnly)
      : M(M), TM(TM), DmaOnly(DmaOnly) {}
  bool run();

private:
  Module &M;
  const TargetMachine *TM;
  /// Only rewrite the DMA forms (the upgrade tool): marks and waits keep
  /// their upstream spelling, which LLVM 22 loads.
  bool DmaOnly;
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
    AsyncCounter, ///< Marks and waits: any async transfers.
    LdsDma,       ///< The gfx9/gfx10 LDS DMA forms.
  };
  bool checkTarget(CallInst &CI, StringRef What, TargetNeed Need);
  /// factsFor() of \p F, computed once per function.
  const std::optional<TargetFacts> &facts(const Function &F);
  DenseMap<const Function *, std::optional<TargetFacts>> FactsCache;
  /// The calls of \p Callee; every other use is diagnosed and removed.
  SmallVector<CallInst *, 8> directCallsOf(Function &Callee);
  void diagnoseAddressTaken(Function &Callee, User &U);
  void eraseDiagnosedCall(CallInst &CI);
  void checkAsyncTwins();

  bool checkDmaSize(CallInst &CI, StringRef Name, const AsyncDmaForm &Form);
  void diagnoseUnknownNames(Function &Decl);

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
const std::optional<TargetFacts> &Lowering::facts(const Function &F) {
  auto [It, Inserted] = FactsCache.try_emplace(&F);
  if (Inserted)
    It->second = factsFor(F, TM);
  return It->second;
}

bool Lowering::checkTarget(CallInst &CI, StringRef What, TargetNeed Need) {
  const std::optional<TargetFacts> &Facts = facts(*CI.getFunction());
  std::string CPU = cpuName(*CI.getFunction(), TM);
  if (!Facts && !CPU.empty()) {
    error(CI, What + ": unknown AMDGPU processor '" + CPU + "'");
    return false;
  }
  if (!Facts || (Need == TargetNeed::LdsDma ? Facts->HasLdsDma
                                            : Facts->hasAsyncCounter()))
    return true;
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

/// The size operand of a DMA must be constant and one the target can do.
bool Lowering::checkDmaSize(CallInst &CI, StringRef Name,
                            const AsyncDmaForm &Form) {
  auto *Size = dyn_cast<ConstantInt>(CI.getArgOperand(Form.SizeArg));
  if (!Size) {
    error(CI, Name + ": size operand must be a constant");
    return false;
  }
  const std::optional<TargetFacts> &Facts = facts(*CI.getFunction());
  uint64_t Bytes = Size->getZExtValue();
  // Without a processor, any size some LDS DMA target has.
  TargetFacts Sizes = Facts ? *Facts : TargetFacts::anyLdsDma();
  if (Sizes.supportsLdsDmaSize(Bytes))
    return true;
  std::string Where = Facts ? " on " + cpuName(*CI.getFunction(), TM) : "";
  error(CI, Name + ": size " + Twine(Bytes) + " is not supported" + Where +
                " (" + Sizes.ldsDmaSizeList() + " bytes)");
  return false;
}

bool Lowering::rewriteDma(CallInst &CI, const AsyncDmaForm &Form) {
  StringRef Name = CI.getCalledFunction()->getName();
  SmallVector<Value *, 8> Args(CI.args());
  SmallVector<Type *, 1> OverloadTys;
  if (Form.Overloaded) {
    if (Args.empty() || !Args[0]->getType()->isPointerTy()) {
      error(CI, Name + ": first operand must be a pointer");
      return false;
    }
    OverloadTys.push_back(Args[0]->getType());
    std::string Expected = (Form.AsyncName + ".p" +
                            Twine(Args[0]->getType()->getPointerAddressSpace()))
                               .str();
    if (Name != Expected) {
      error(CI, Name + ": pointer operand is " +
                    typeString(Args[0]->getType()) + ", name says " +
                    Name.substr(Form.AsyncName.size() + 1));
      return false;
    }
  }
  FunctionType *Want =
      Intrinsic::getType(M.getContext(), Form.Twin, OverloadTys);
  if (CI.getFunctionType() != Want) {
    error(CI, Name + ": wrong argument count or types: expected " +
                  typeString(Want) + ", got " +
                  typeString(CI.getFunctionType()));
    return false;
  }
  if (!checkTarget(CI, Name, TargetNeed::LdsDma))
    return false;

  if (!checkDmaSize(CI, Name, Form))
    return false;

  Function *TwinDecl =
      Intrinsic::getOrInsertDeclaration(&M, Form.Twin, OverloadTys);
  for (unsigned I = 0, E = Args.size(); I != E; ++I) {
    if (TwinDecl->hasParamAttribute(I, Attribute::ImmArg) &&
        !isa<ConstantInt>(Args[I])) {
      error(CI, Name + ": operand " + Twine(I) + " must be a constant");
      return false;
    }
  }

  IRBuilder<> B(&CI);
  CallInst *New = B.CreateCall(TwinDecl, Args);
  SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
  CI.getAllMetadata(MDs);
  for (auto &[Kind, Node] : MDs)
    New->setMetadata(Kind, Node);
  markDmaAsync(*New);
  CI.eraseFromParent();
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
  InlineAsm *Asm = InlineAsm::get(
      FunctionType::get(Type::getVoidTy(M.getContext()), false),
      MarkAsmString, "", /*hasSideEffects=*/true);
  CallInst *New = CallInst::Create(Asm, {}, "", CI.getIterator());
  New->setDebugLoc(CI.getDebugLoc());
  CI.eraseFromParent();
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
  std::string Text =
      (WaitAsmPrefix + Twine(N->getZExtValue()) + ")").str();
  // A side-effecting call without memory attributes: a barrier for every
  // memory access in IR (LDS written by async DMA changes at the wait). The
  // machine flags come right after instruction selection (WaitBarrier.cpp,
  // which says why there is no `~{memory}` clobber).
  InlineAsm *Asm = InlineAsm::get(
      FunctionType::get(Type::getVoidTy(M.getContext()), false), Text, "",
      /*hasSideEffects=*/true);
  CallInst *New = CallInst::Create(Asm, {}, "", CI.getIterator());
  New->setDebugLoc(CI.getDebugLoc());
  CI.eraseFromParent();
  ++NumWaits;
  return true;
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
  for (Function &F : M) {
    if (!F.isDeclaration())
      continue;
    StringRef Name = F.getName();
    if (Name == AsyncMarkName)
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

  for (auto &[Decl, Form] : DmaDecls) {
    for (CallInst *CI : directCallsOf(*Decl))
      if (!rewriteDma(*CI, *Form))
        eraseDiagnosedCall(*CI);
    Decl->eraseFromParent();
    Changed = true;
  }

  checkAsyncTwins();

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

bool asyncmark::lowerAsyncIntrinsics(Module &M, const TargetMachine *TM) {
  return Lowering(M, TM, /*DmaOnly=*/false).run();
}

bool asyncmark::upgradeAsyncDmaCalls(Module &M) {
  return Lowering(M, nullptr, /*DmaOnly=*/true).run();
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
  AsyncMarkLoweringLegacy() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return "AMDGPU asyncmark IR lowering";
  }
  void getAnalysisUsage(AnalysisUsage &AU) const override {
    AU.addRequired<TargetPassConfig>();
  }
  bool runOnModule(Module &M) override {
    auto &TPC = getAnalysis<TargetPassConfig>();
    return lowerAsyncIntrinsics(M, &TPC.getTM<TargetMachine>());
  }
};
} // end anonymous namespace

char AsyncMarkLoweringLegacy::ID = 0;

ModulePass *asyncmark::createAsyncMarkLoweringLegacyPass() {
  return new AsyncMarkLoweringLegacy();
}
