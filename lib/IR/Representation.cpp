//===- Representation.cpp - The plugin's spelling of async operations -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Representation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace llvm::asyncmark;

static const AsyncDmaForm Forms[] = {
    {"llvm.amdgcn.global.load.async.lds", Intrinsic::amdgcn_global_load_lds,
     /*Overloaded=*/false, /*SizeArg=*/2},
    {"llvm.amdgcn.load.async.to.lds", Intrinsic::amdgcn_load_to_lds,
     /*Overloaded=*/true, /*SizeArg=*/2},
    {"llvm.amdgcn.raw.buffer.load.async.lds",
     Intrinsic::amdgcn_raw_buffer_load_lds, /*Overloaded=*/false,
     /*SizeArg=*/2},
    {"llvm.amdgcn.raw.ptr.buffer.load.async.lds",
     Intrinsic::amdgcn_raw_ptr_buffer_load_lds, /*Overloaded=*/false,
     /*SizeArg=*/2},
    {"llvm.amdgcn.struct.buffer.load.async.lds",
     Intrinsic::amdgcn_struct_buffer_load_lds, /*Overloaded=*/false,
     /*SizeArg=*/2},
    {"llvm.amdgcn.struct.ptr.buffer.load.async.lds",
     Intrinsic::amdgcn_struct_ptr_buffer_load_lds, /*Overloaded=*/false,
     /*SizeArg=*/2},
};

ArrayRef<AsyncDmaForm> asyncmark::asyncDmaForms() { return Forms; }

SmallVector<MarkerLine, 2> asyncmark::parseMarkerText(StringRef Text) {
  SmallVector<StringRef, 2> Parts;
  Text.split(Parts, MarkerLineSeparator);
  SmallVector<MarkerLine, 2> Lines;
  for (StringRef Line : Parts) {
    unsigned N;
    if (Line == MarkAsmString)
      Lines.push_back({/*IsMark=*/true, 0});
    else if (Line.consume_front(WaitAsmPrefix) && Line.consume_back(")") &&
             !Line.getAsInteger(10, N))
      Lines.push_back({/*IsMark=*/false, N});
    else
      return {};
  }
  return Lines;
}

std::string asyncmark::fusedMarkWaitText(unsigned N) {
  return (MarkAsmString + MarkerLineSeparator + WaitAsmPrefix + Twine(N) + ")")
      .str();
}

const AsyncDmaForm *asyncmark::matchAsyncDmaName(StringRef Name) {
  for (const AsyncDmaForm &F : Forms) {
    if (!F.Overloaded) {
      if (Name == F.AsyncName)
        return &F;
      continue;
    }
    // `llvm.amdgcn.load.async.to.lds.p<N>`: one pointer-type suffix.
    StringRef Suffix = Name;
    if (Suffix.consume_front(F.AsyncName) && Suffix.consume_front(".p") &&
        !Suffix.empty() && llvm::all_of(Suffix, [](char C) { return isDigit(C); }))
      return &F;
  }
  return nullptr;
}

bool asyncmark::isLdsDmaIntrinsic(Intrinsic::ID ID) {
  return llvm::any_of(Forms,
                      [ID](const AsyncDmaForm &F) { return F.Twin == ID; });
}

MDNode *asyncmark::getAsyncScopeList(LLVMContext &Ctx) {
  // Both nodes are uniqued by their names, so every call in a context returns
  // the same list and the machine passes can recognise it by name.
  MDBuilder MDB(Ctx);
  MDNode *Domain = MDB.createAliasScopeDomain(AsyncScopeDomainName);
  MDNode *Scope = MDB.createAliasScope(AsyncScopeName, Domain);
  return MDNode::get(Ctx, {Scope});
}

bool asyncmark::containsAsyncScope(const MDNode *ScopeList) {
  if (!ScopeList)
    return false;
  for (const MDOperand &Op : ScopeList->operands()) {
    const auto *Scope = dyn_cast_or_null<MDNode>(Op.get());
    if (!Scope || Scope->getNumOperands() == 0)
      continue;
    if (const auto *Name = dyn_cast_or_null<MDString>(Scope->getOperand(0)))
      if (Name->getString() == AsyncScopeName)
        return true;
  }
  return false;
}

void asyncmark::markDmaAsync(CallInst &CI) {
  CI.setMetadata(AsyncFlagMDName, MDNode::get(CI.getContext(), {}));
}

bool asyncmark::isAsyncDmaCall(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  return CI && isLdsDmaIntrinsic(CI->getIntrinsicID()) &&
         CI->getMetadata(AsyncFlagMDName);
}

static CallInst *createNamedVoidCall(IRBuilderBase &B, StringRef Name,
                                     ArrayRef<Value *> Args) {
  Module *M = B.GetInsertBlock()->getModule();
  SmallVector<Type *, 1> ArgTys;
  for (Value *V : Args)
    ArgTys.push_back(V->getType());
  FunctionCallee Callee = M->getOrInsertFunction(
      Name, FunctionType::get(B.getVoidTy(), ArgTys, /*isVarArg=*/false));
  return B.CreateCall(Callee, Args);
}

CallInst *asyncmark::createAsyncMark(IRBuilderBase &B) {
  return createNamedVoidCall(B, AsyncMarkName, {});
}

CallInst *asyncmark::createWaitAsyncMark(IRBuilderBase &B, uint16_t N) {
  return createNamedVoidCall(B, WaitAsyncMarkName, {B.getInt16(N)});
}

CallInst *asyncmark::createAsyncLdsDma(IRBuilderBase &B, Intrinsic::ID Twin,
                                       ArrayRef<Value *> Args) {
  SmallVector<Type *, 1> OverloadTys;
  if (Twin == Intrinsic::amdgcn_load_to_lds && !Args.empty())
    OverloadTys.push_back(Args[0]->getType());
  CallInst *CI = B.CreateIntrinsic(Twin, OverloadTys, Args);
  markDmaAsync(*CI);
  return CI;
}
