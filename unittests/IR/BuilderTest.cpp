//===- BuilderTest.cpp - Tests of the public builder helpers --------------===//
///
/// \file
/// Unit tests of the builder helpers of Representation.h (createAsyncMark,
/// createWaitAsyncMark, createAsyncLdsDma) as an in-process code generator
/// uses them: build a module in memory with one async DMA per LLVM 22 twin,
/// check that it passes the LLVM 22 verifier (the path that avoids the
/// verifier's rejection of the four upstream `*.buffer.load.async.lds`
/// names), then run the plugin's IR lowering and scope tagging on it and
/// check the representation they produce.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"

#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstring>

#include <memory>
#include <string>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

/// The six LLVM 22 twins of the upstream async DMA intrinsics. For
/// load_to_lds the overload is chosen by the source pointer (p0, p1, p7).
struct TwinCase {
  const char *Name;
  Intrinsic::ID Twin;
  unsigned SrcAddrSpace; ///< Only for load_to_lds / global_load_lds.
  bool VectorRsrc;       ///< <4 x i32> resource (raw/struct.buffer).
  bool PtrRsrc;          ///< ptr addrspace(8) resource (*.ptr.buffer).
  bool Struct;           ///< Has a vindex operand.
};

const TwinCase Twins[] = {
    {"global_load_lds", Intrinsic::amdgcn_global_load_lds, 1, false, false,
     false},
    {"load_to_lds_p0", Intrinsic::amdgcn_load_to_lds, 0, false, false, false},
    {"load_to_lds_p1", Intrinsic::amdgcn_load_to_lds, 1, false, false, false},
    {"load_to_lds_p7", Intrinsic::amdgcn_load_to_lds, 7, false, false, false},
    {"raw_buffer_load_lds", Intrinsic::amdgcn_raw_buffer_load_lds, 0, true,
     false, false},
    {"raw_ptr_buffer_load_lds", Intrinsic::amdgcn_raw_ptr_buffer_load_lds, 0,
     false, true, false},
    {"struct_buffer_load_lds", Intrinsic::amdgcn_struct_buffer_load_lds, 0,
     true, false, true},
    {"struct_ptr_buffer_load_lds",
     Intrinsic::amdgcn_struct_ptr_buffer_load_lds, 0, false, true, true},
};

/// Collects the error diagnostics the lowering reports.
struct DiagCollector {
  std::vector<std::string> Errors;
  static void handle(const DiagnosticInfo *DI, void *Ctx) {
    auto *Self = static_cast<DiagCollector *>(Ctx);
    if (DI->getSeverity() != DS_Error)
      return;
    std::string S;
    raw_string_ostream OS(S);
    DiagnosticPrinterRawOStream DP(OS);
    DI->print(DP);
    Self->Errors.push_back(S);
  }
};

class BuilderTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  DiagCollector Diags;
  std::unique_ptr<Module> M;

  void SetUp() override {
    Ctx.setDiagnosticHandlerCallBack(DiagCollector::handle, &Diags);
    M = std::make_unique<Module>("builder", Ctx);
    M->setTargetTriple(Triple("amdgcn-amd-amdhsa"));
  }

  /// A kernel for \p CPU whose body is: async DMA of \p Size bytes (with the
  /// twin of \p TC), asyncmark, wait.asyncmark(\p N), an LDS load and an
  /// LDS store, return.
  Function *buildKernel(const TwinCase &TC, StringRef CPU, unsigned Size = 4,
                        uint16_t N = 0) {
    Type *I32 = Type::getInt32Ty(Ctx);
    Type *Lds = PointerType::get(Ctx, 3);
    Type *Rsrc = TC.VectorRsrc ? static_cast<Type *>(FixedVectorType::get(I32, 4))
                 : TC.PtrRsrc ? static_cast<Type *>(PointerType::get(Ctx, 8))
                              : static_cast<Type *>(
                                    PointerType::get(Ctx, TC.SrcAddrSpace));
    FunctionType *FTy =
        FunctionType::get(Type::getVoidTy(Ctx), {Rsrc, Lds, I32, I32}, false);
    Function *F = Function::Create(FTy, GlobalValue::ExternalLinkage,
                                   std::string("k_") + TC.Name, *M);
    F->setCallingConv(CallingConv::AMDGPU_KERNEL);
    if (!CPU.empty())
      F->addFnAttr("target-cpu", CPU);
    BasicBlock *BB = BasicBlock::Create(Ctx, "entry", F);
    IRBuilder<> B(BB);
    Value *Src = F->getArg(0), *LdsPtr = F->getArg(1);
    Value *VIdx = F->getArg(2), *VOff = F->getArg(3);

    SmallVector<Value *, 8> Args;
    Args.push_back(Src);
    Args.push_back(LdsPtr);
    Args.push_back(B.getInt32(Size));
    if (TC.VectorRsrc || TC.PtrRsrc) {
      if (TC.Struct)
        Args.push_back(VIdx);
      Args.push_back(VOff);          // voffset
      Args.push_back(B.getInt32(0)); // soffset
      Args.push_back(B.getInt32(0)); // imm offset
      Args.push_back(B.getInt32(0)); // aux
    } else {
      Args.push_back(B.getInt32(0)); // imm offset
      Args.push_back(B.getInt32(0)); // aux
    }
    createAsyncLdsDma(B, TC.Twin, Args);
    createAsyncMark(B);
    createWaitAsyncMark(B, N);
    Value *V = B.CreateLoad(I32, LdsPtr);
    B.CreateStore(V, B.CreateConstGEP1_32(I32, LdsPtr, 64));
    B.CreateRetVoid();
    return F;
  }

  std::string verifierMessage() {
    std::string Msg;
    raw_string_ostream OS(Msg);
    if (!verifyModule(*M, &OS))
      return "";
    return Msg.empty() ? std::string("broken") : Msg;
  }
};

std::vector<CallInst *> calls(Function &F) {
  std::vector<CallInst *> Out;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      Out.push_back(CI);
  return Out;
}

std::string asmText(const CallInst *CI) {
  if (const auto *IA = dyn_cast<InlineAsm>(CI->getCalledOperand()))
    return IA->getAsmString().str();
  return "";
}

TEST_F(BuilderTest, HelpersEmitVerifiableIR) {
  for (const TwinCase &TC : Twins)
    buildKernel(TC, "gfx950");
  EXPECT_EQ(verifierMessage(), "");

  for (const TwinCase &TC : Twins) {
    SCOPED_TRACE(TC.Name);
    Function *F = M->getFunction(std::string("k_") + TC.Name);
    ASSERT_NE(F, nullptr);
    std::vector<CallInst *> Calls = calls(*F);
    ASSERT_EQ(Calls.size(), 3u);
    // The DMA is the twin itself, flagged async: never an upstream name.
    EXPECT_EQ(Calls[0]->getIntrinsicID(), TC.Twin);
    EXPECT_TRUE(isAsyncDmaCall(*Calls[0]));
    EXPECT_EQ(matchAsyncDmaName(Calls[0]->getCalledFunction()->getName()),
              nullptr);
    EXPECT_TRUE(Calls[0]->getMetadata(AsyncFlagMDName));
    // Marks and waits keep their upstream spelling.
    EXPECT_EQ(Calls[1]->getCalledFunction()->getName(), AsyncMarkName);
    EXPECT_EQ(Calls[1]->arg_size(), 0u);
    EXPECT_EQ(Calls[2]->getCalledFunction()->getName(), WaitAsyncMarkName);
    ASSERT_EQ(Calls[2]->arg_size(), 1u);
    EXPECT_TRUE(Calls[2]->getArgOperand(0)->getType()->isIntegerTy(16));
  }
  // load_to_lds is overloaded on the source pointer: one declaration each.
  EXPECT_NE(M->getFunction("llvm.amdgcn.load.to.lds.p0"), nullptr);
  EXPECT_NE(M->getFunction("llvm.amdgcn.load.to.lds.p1"), nullptr);
  EXPECT_NE(M->getFunction("llvm.amdgcn.load.to.lds.p7"), nullptr);
}

TEST_F(BuilderTest, LoweringProducesMarkersAndAsyncTwins) {
  for (const TwinCase &TC : Twins)
    buildKernel(TC, "gfx950", /*Size=*/16, /*N=*/2);
  ASSERT_EQ(verifierMessage(), "");

  EXPECT_TRUE(lowerAsyncIntrinsics(*M, nullptr));
  EXPECT_TRUE(Diags.Errors.empty()) << Diags.Errors.front();
  EXPECT_EQ(verifierMessage(), "");

  // No call to (or declaration of) an upstream name is left.
  EXPECT_EQ(M->getFunction(AsyncMarkName), nullptr);
  EXPECT_EQ(M->getFunction(WaitAsyncMarkName), nullptr);
  for (Function &F : *M)
    EXPECT_EQ(matchAsyncDmaName(F.getName()), nullptr) << F.getName().str();

  for (const TwinCase &TC : Twins) {
    SCOPED_TRACE(TC.Name);
    Function *F = M->getFunction(std::string("k_") + TC.Name);
    std::vector<CallInst *> Calls = calls(*F);
    ASSERT_EQ(Calls.size(), 4u);
    // The LDS argument escapes at the entry, so that no middle end takes a
    // wait for NoModRef on it.
    EXPECT_TRUE(isLdsEscape(*Calls[0]));
    EXPECT_EQ(Calls[0]->getArgOperand(0), F->getArg(1));
    EXPECT_EQ(Calls[1]->getIntrinsicID(), TC.Twin);
    EXPECT_TRUE(isAsyncDmaCall(*Calls[1]));
    // The mark and the wait are comment-only inline asm with side effects,
    // no operands, and the tag as the text's last line, which is what makes
    // them markers.
    ASSERT_TRUE(Calls[2]->isInlineAsm());
    EXPECT_EQ(asmText(Calls[2]),
              (MarkAsmString + MarkerLineSeparator + MarkerTagLine).str());
    EXPECT_TRUE(cast<InlineAsm>(Calls[2]->getCalledOperand())->hasSideEffects());
    EXPECT_EQ(Calls[2]->arg_size(), 0u);
    EXPECT_EQ(irMarkerLines(*Calls[2]).size(), 1u);
    EXPECT_EQ(irMarkerTag(*Calls[2]), MarkerTag);
    ASSERT_TRUE(Calls[3]->isInlineAsm());
    // One mark precedes wait(2): it waits for nothing, and its tag says so.
    EXPECT_EQ(
        asmText(Calls[3]),
        ("; wait_asyncmark(2)" + MarkerLineSeparator + EmptyWaitTagLine).str());
    const auto *WaitAsm = cast<InlineAsm>(Calls[3]->getCalledOperand());
    EXPECT_TRUE(WaitAsm->hasSideEffects());
    EXPECT_EQ(WaitAsm->getConstraintString(), "");
    EXPECT_EQ(Calls[3]->arg_size(), 0u);
    EXPECT_EQ(irMarkerTag(*Calls[3]), EmptyWaitTag);
    SmallVector<MarkerLine, 2> Lines = irMarkerLines(*Calls[3]);
    ASSERT_EQ(Lines.size(), 1u);
    EXPECT_FALSE(Lines[0].IsMark);
    EXPECT_EQ(Lines[0].N, 2u);
  }

  // Idempotent: nothing left to lower.
  EXPECT_FALSE(lowerAsyncIntrinsics(*M, nullptr));
}

TEST_F(BuilderTest, ScopeTaggingMarksAsyncDmaOnly) {
  for (const TwinCase &TC : Twins)
    buildKernel(TC, "gfx950");
  ASSERT_TRUE(lowerAsyncIntrinsics(*M, nullptr));
  EXPECT_TRUE(tagAsyncScopes(*M));
  EXPECT_EQ(verifierMessage(), "");

  auto CheckTags = [&] {
    for (const TwinCase &TC : Twins) {
      SCOPED_TRACE(TC.Name);
      Function *F = M->getFunction(std::string("k_") + TC.Name);
      unsigned Dma = 0, LdsAccesses = 0;
      for (Instruction &I : instructions(*F)) {
        if (isAsyncDmaCall(I)) {
          ++Dma;
          // Exactly the plugin's scope list, not a growing concatenation.
          EXPECT_EQ(I.getMetadata(LLVMContext::MD_alias_scope),
                    getAsyncScopeList(Ctx));
          EXPECT_EQ(I.getMetadata(LLVMContext::MD_noalias), nullptr);
          continue;
        }
        // The IR keeps LDS accesses ordered against the DMA: the `!noalias`
        // on the async scope is only added to machine memoperands, after
        // scheduling, by the wait lowering.
        if (isa<LoadInst>(I) || isa<StoreInst>(I)) {
          ++LdsAccesses;
          EXPECT_EQ(I.getMetadata(LLVMContext::MD_noalias), nullptr);
          EXPECT_EQ(I.getMetadata(LLVMContext::MD_alias_scope), nullptr);
        }
      }
      EXPECT_EQ(Dma, 1u);
      EXPECT_EQ(LdsAccesses, 2u);
    }
  };
  CheckTags();
  // Running it again changes nothing.
  tagAsyncScopes(*M);
  CheckTags();

  // The scope is named so machine passes recognise it.
  MDNode *List = getAsyncScopeList(Ctx);
  EXPECT_TRUE(containsAsyncScope(List));
  ASSERT_EQ(List->getNumOperands(), 1u);
  auto *Scope = cast<MDNode>(List->getOperand(0));
  EXPECT_EQ(cast<MDString>(Scope->getOperand(0))->getString(), AsyncScopeName);
  auto *Domain = cast<MDNode>(Scope->getOperand(1));
  EXPECT_EQ(cast<MDString>(Domain->getOperand(0))->getString(),
            AsyncScopeDomainName);
}

TEST_F(BuilderTest, SyncTwinWithoutFlagIsNotTagged) {
  // An ordinary (sync) DMA built with CreateIntrinsic is not async and gets
  // no scope: LLVM keeps its automatic waits for it.
  Type *I32 = Type::getInt32Ty(Ctx);
  FunctionType *FTy = FunctionType::get(
      Type::getVoidTy(Ctx), {PointerType::get(Ctx, 1), PointerType::get(Ctx, 3)},
      false);
  Function *F =
      Function::Create(FTy, GlobalValue::ExternalLinkage, "sync_only", *M);
  F->addFnAttr("target-cpu", "gfx950");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  CallInst *Dma = B.CreateIntrinsic(
      Intrinsic::amdgcn_global_load_lds, {},
      {F->getArg(0), F->getArg(1), B.getInt32(4), B.getInt32(0), B.getInt32(0)});
  LoadInst *L = B.CreateLoad(I32, F->getArg(1));
  B.CreateRetVoid();
  EXPECT_FALSE(isAsyncDmaCall(*Dma));
  EXPECT_FALSE(tagAsyncScopes(*M));
  EXPECT_EQ(Dma->getMetadata(LLVMContext::MD_alias_scope), nullptr);
  EXPECT_EQ(L->getMetadata(LLVMContext::MD_noalias), nullptr);
}

TEST_F(BuilderTest, UpgradeMakesBuilderOutputSafeOnce) {
  for (const TwinCase &TC : Twins)
    buildKernel(TC, "gfx950");
  // Builder output has no upstream DMA names. The upgrade still makes it
  // safe for a middle end without the plugin: the LDS argument escapes, and
  // the marks and waits keep their names with `nounwind` and what the AMDGPU
  // attributor needs to know of them, nothing an alias analysis reads.
  EXPECT_TRUE(upgradeAsyncDmaCalls(*M));
  EXPECT_TRUE(Diags.Errors.empty());
  EXPECT_EQ(verifierMessage(), "");
  for (StringRef Name : {AsyncMarkName, WaitAsyncMarkName}) {
    Function *Decl = M->getFunction(Name);
    ASSERT_NE(Decl, nullptr);
    EXPECT_TRUE(Decl->hasFnAttribute(Attribute::NoUnwind));
    EXPECT_FALSE(Decl->hasFnAttribute(Attribute::NoCallback));
    EXPECT_EQ(Decl->getMemoryEffects(), MemoryEffects::unknown());
    EXPECT_EQ(Decl->getAttributes(),
              markerDeclarationAttributes(M->getContext()));
    EXPECT_TRUE(Decl->hasFnAttribute("amdgpu-no-dispatch-ptr"));
    EXPECT_EQ(Decl->getFnAttribute("amdgpu-agpr-alloc").getValueAsString(),
              "0");
  }
  for (const TwinCase &TC : Twins) {
    Function *F = M->getFunction(std::string("k_") + TC.Name);
    EXPECT_TRUE(isLdsEscape(*calls(*F).front())) << TC.Name;
  }
  // A second upgrade has nothing to change.
  EXPECT_FALSE(upgradeAsyncDmaCalls(*M));
}

TEST_F(BuilderTest, NoLdsDmaTargetIsDiagnosedAndNothingIsLeft) {
  buildKernel(Twins[0], "gfx1100");
  ASSERT_EQ(verifierMessage(), "");
  lowerAsyncIntrinsics(*M, nullptr);
  // The async DMA twin, the mark and the wait are each diagnosed, naming the
  // function and the target, and removed.
  ASSERT_EQ(Diags.Errors.size(), 3u);
  for (const std::string &E : Diags.Errors) {
    EXPECT_NE(E.find("k_global_load_lds"), std::string::npos) << E;
    EXPECT_NE(E.find("target gfx1100 has no async loads to LDS"), std::string::npos) << E;
  }
  EXPECT_EQ(M->getFunction(AsyncMarkName), nullptr);
  EXPECT_EQ(M->getFunction(WaitAsyncMarkName), nullptr);
  for (Function &F : *M)
    for (Instruction &I : instructions(F))
      EXPECT_FALSE(isAsyncDmaCall(I));
  EXPECT_EQ(verifierMessage(), "");
}

TEST_F(BuilderTest, WideSizeNeedsGfx950OnlyForUpstreamNames) {
  // Sizes are checked on upstream names (the builder path emits the twin,
  // which LLVM 22's own verifier and selector check).
  Type *I32 = Type::getInt32Ty(Ctx);
  FunctionType *DmaTy = FunctionType::get(
      Type::getVoidTy(Ctx),
      {PointerType::get(Ctx, 1), PointerType::get(Ctx, 3), I32, I32, I32},
      false);
  FunctionCallee Upstream =
      M->getOrInsertFunction("llvm.amdgcn.global.load.async.lds", DmaTy);
  FunctionType *FTy = FunctionType::get(
      Type::getVoidTy(Ctx), {PointerType::get(Ctx, 1), PointerType::get(Ctx, 3)},
      false);
  Function *F = Function::Create(FTy, GlobalValue::ExternalLinkage, "wide", *M);
  F->addFnAttr("target-cpu", "gfx942");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  B.CreateCall(Upstream, {F->getArg(0), F->getArg(1), B.getInt32(16),
                          B.getInt32(0), B.getInt32(0)});
  B.CreateRetVoid();
  lowerAsyncIntrinsics(*M, nullptr);
  ASSERT_EQ(Diags.Errors.size(), 1u);
  EXPECT_NE(Diags.Errors[0].find("in function wide"), std::string::npos)
      << Diags.Errors[0];
  EXPECT_NE(Diags.Errors[0].find("size 16 is not supported on gfx942"),
            std::string::npos)
      << Diags.Errors[0];
  EXPECT_TRUE(calls(*F).empty());
  EXPECT_EQ(M->getFunction("llvm.amdgcn.global.load.async.lds"), nullptr);
}

TEST_F(BuilderTest, NameTableCoversTheSixForms) {
  ArrayRef<AsyncDmaForm> Forms = asyncDmaForms();
  EXPECT_EQ(Forms.size(), 6u);
  // The names are the table's; each twin is LLVM 22's intrinsic of the
  // same name without `.async` (LLVM's own name for the ID, so a form
  // paired with the wrong twin fails here).
  ArrayRef<StringRef> TableForms = targetFactsIRForms("lds_dma");
  ASSERT_EQ(TableForms.size(), Forms.size());
  for (unsigned I = 0; I < Forms.size(); ++I) {
    EXPECT_EQ(TableForms[I], Forms[I].AsyncName);
    std::string Twin = Forms[I].AsyncName.str();
    Twin.erase(Twin.find(".async"), strlen(".async"));
    EXPECT_EQ(Intrinsic::getBaseName(Forms[I].Twin), Twin)
        << Forms[I].AsyncName.str();
  }
  for (const TwinCase &TC : Twins)
    EXPECT_TRUE(isLdsDmaIntrinsic(TC.Twin)) << TC.Name;
  EXPECT_FALSE(isLdsDmaIntrinsic(Intrinsic::amdgcn_raw_buffer_load));

  EXPECT_NE(matchAsyncDmaName("llvm.amdgcn.global.load.async.lds"), nullptr);
  EXPECT_NE(matchAsyncDmaName("llvm.amdgcn.load.async.to.lds.p0"), nullptr);
  EXPECT_NE(matchAsyncDmaName("llvm.amdgcn.load.async.to.lds.p7"), nullptr);
  EXPECT_EQ(matchAsyncDmaName("llvm.amdgcn.load.async.to.lds.p"), nullptr);
  EXPECT_EQ(matchAsyncDmaName("llvm.amdgcn.load.async.to.lds"), nullptr);
  EXPECT_EQ(matchAsyncDmaName("llvm.amdgcn.load.async.to.lds.p1x"), nullptr);
  EXPECT_EQ(matchAsyncDmaName("llvm.amdgcn.global.load.lds"), nullptr);
  for (const char *Name : {"llvm.amdgcn.raw.buffer.load.async.lds",
                           "llvm.amdgcn.raw.ptr.buffer.load.async.lds",
                           "llvm.amdgcn.struct.buffer.load.async.lds",
                           "llvm.amdgcn.struct.ptr.buffer.load.async.lds"}) {
    const AsyncDmaForm *Form = matchAsyncDmaName(Name);
    ASSERT_NE(Form, nullptr) << Name;
    EXPECT_EQ(Form->AsyncName, Name);
    EXPECT_EQ(Form->SizeArg, 2u);
    EXPECT_FALSE(Form->Overloaded);
  }
}

} // end anonymous namespace
