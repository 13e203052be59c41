//===- Representation.cpp - The plugin's spelling of async operations -----===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include <iterator>

using namespace llvm;
using namespace llvm::asyncmark;

/// The table's lds_dma family, in its order, with what LLVM 22 needs to
/// lower each: its synchronous twin and operand layout.
namespace forms = target_table;
static_assert(std::size(forms::LdsDmaIRForms) == 6,
              "the table's lds_dma family is the six forms below");
static const AsyncDmaForm Forms[] = {
    {forms::LdsDmaIRForms[0], Intrinsic::amdgcn_global_load_lds,
     /*Overloaded=*/false, /*SizeArg=*/2, /*OffsetArg=*/3, -4096, 4095},
    // Through a global pointer the offset goes to a global instruction,
    // through a buffer fat pointer to a buffer one: the range both hold.
    {forms::LdsDmaIRForms[1], Intrinsic::amdgcn_load_to_lds,
     /*Overloaded=*/true, /*SizeArg=*/2, /*OffsetArg=*/3, 0, 4095},
    {forms::LdsDmaIRForms[2], Intrinsic::amdgcn_raw_buffer_load_lds,
     /*Overloaded=*/false, /*SizeArg=*/2, /*OffsetArg=*/5, 0, 4095},
    {forms::LdsDmaIRForms[3], Intrinsic::amdgcn_raw_ptr_buffer_load_lds,
     /*Overloaded=*/false, /*SizeArg=*/2, /*OffsetArg=*/5, 0, 4095},
    {forms::LdsDmaIRForms[4], Intrinsic::amdgcn_struct_buffer_load_lds,
     /*Overloaded=*/false, /*SizeArg=*/2, /*OffsetArg=*/6, 0, 4095},
    {forms::LdsDmaIRForms[5], Intrinsic::amdgcn_struct_ptr_buffer_load_lds,
     /*Overloaded=*/false, /*SizeArg=*/2, /*OffsetArg=*/6, 0, 4095},
};

ArrayRef<AsyncDmaForm> asyncmark::asyncDmaForms() { return Forms; }

/// Reads one line of a marker's text.
static std::optional<MarkerLine> parseMarkerLine(StringRef Line) {
  if (Line == MarkAsmString)
    return MarkerLine{/*IsMark=*/true, 0};
  if (!Line.consume_front(WaitAsmPrefix) || !Line.consume_back(")") ||
      Line.empty())
    return std::nullopt;
  unsigned N = 0;
  for (char C : Line) {
    if (!isDigit(C))
      return std::nullopt;
    N = N * 10 + (C - '0');
    if (N > MaxWaitN)
      return std::nullopt;
  }
  return MarkerLine{/*IsMark=*/false, N};
}

SmallVector<MarkerLine, 2> asyncmark::parseMarkerText(StringRef Text) {
  // Markers are read on every machine pass: the lines are taken one by one,
  // with no list of them first.
  SmallVector<MarkerLine, 2> Lines;
  while (true) {
    auto [Line, Rest] = Text.split(MarkerLineSeparator);
    std::optional<MarkerLine> L = parseMarkerLine(Line);
    if (!L)
      return {};
    Lines.push_back(*L);
    if (Line.size() == Text.size()) // no separator left
      return Lines;
    Text = Rest;
  }
}

std::string asyncmark::waitText(unsigned N) {
  return (WaitAsmPrefix + Twine(N) + ")").str();
}

std::string asyncmark::fusedMarkWaitText(unsigned N) {
  return (MarkAsmString + MarkerLineSeparator + waitText(N)).str();
}

AttributeList asyncmark::markerDeclarationAttributes(LLVMContext &Ctx) {
  // The implicit inputs LLVM 22's AMDGPU attributor infers a function that
  // uses none of them does without (AMDGPUAttributes.def); the lit test
  // test/Producers/attributor-implicit-inputs.ll fails when one is missing.
  static constexpr StringLiteral NoImplicitInputs[] = {
      "amdgpu-no-cluster-id-x",       "amdgpu-no-cluster-id-y",
      "amdgpu-no-cluster-id-z",       "amdgpu-no-completion-action",
      "amdgpu-no-default-queue",      "amdgpu-no-dispatch-id",
      "amdgpu-no-dispatch-ptr",       "amdgpu-no-flat-scratch-init",
      "amdgpu-no-heap-ptr",           "amdgpu-no-hostcall-ptr",
      "amdgpu-no-implicitarg-ptr",    "amdgpu-no-lds-kernel-id",
      "amdgpu-no-multigrid-sync-arg", "amdgpu-no-queue-ptr",
      "amdgpu-no-workgroup-id-x",     "amdgpu-no-workgroup-id-y",
      "amdgpu-no-workgroup-id-z",     "amdgpu-no-workitem-id-x",
      "amdgpu-no-workitem-id-y",      "amdgpu-no-workitem-id-z"};
  AttrBuilder B(Ctx);
  B.addAttribute(Attribute::NoUnwind);
  for (StringRef Name : NoImplicitInputs)
    B.addAttribute(Name);
  B.addAttribute("amdgpu-agpr-alloc", "0");
  return AttributeList::get(Ctx, AttributeList::FunctionIndex, B);
}

std::optional<TaggedMarkerText> asyncmark::splitMarkerTag(StringRef Text) {
  size_t Sep = Text.rfind(MarkerLineSeparator);
  if (Sep == StringRef::npos || Sep == 0)
    return std::nullopt;
  StringRef TagLine = Text.drop_front(Sep + MarkerLineSeparator.size());
  uint32_t Tag;
  if (TagLine == MarkerTagLine)
    Tag = MarkerTag;
  else if (TagLine == EmptyWaitTagLine)
    Tag = EmptyWaitTag;
  else
    return std::nullopt;
  return TaggedMarkerText{Text.take_front(Sep), Tag};
}

InlineAsm *asyncmark::markerAsm(LLVMContext &Ctx, StringRef Text,
                                uint32_t Tag) {
  // A side-effecting call without memory attributes: in IR a barrier for
  // every memory access whose object may escape (see EscapeConstraints).
  // The machine flags come right after instruction selection
  // (WaitBarrier.cpp, which says why there is no `~{memory}` clobber).
  assert(isMarkerTag(Tag) && "not a marker tag");
  auto *FTy = FunctionType::get(Type::getVoidTy(Ctx), /*isVarArg=*/false);
  StringRef TagLine = Tag == EmptyWaitTag ? EmptyWaitTagLine : MarkerTagLine;
  return InlineAsm::get(FTy, (Text + MarkerLineSeparator + TagLine).str(), "",
                        /*hasSideEffects=*/true);
}

CallInst *asyncmark::createMarkerCall(InlineAsm *Asm, Instruction *Before) {
  return CallInst::Create(Asm, {}, "", Before->getIterator());
}

/// True if the last argument of \p CI is the tag.
static bool hasTagOperand(const CallInst &CI) {
  if (CI.arg_size() == 0)
    return false;
  const auto *Tag = dyn_cast<ConstantInt>(CI.getArgOperand(CI.arg_size() - 1));
  return Tag && Tag->getBitWidth() == 32 && isMarkerTag(Tag->getZExtValue());
}

/// The marker inline assembly \p I calls, with its text split from its tag:
/// the tag as the text's last line, or, as plugin versions before December
/// 2026 wrote it, as the one operand (constraint `n`; instruction selection
/// makes that the machine form at once).
static std::optional<TaggedMarkerText> irMarkerText(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  if (!CI)
    return std::nullopt;
  const auto *Asm = dyn_cast<InlineAsm>(CI->getCalledOperand());
  if (!Asm)
    return std::nullopt;
  if (CI->arg_size() == 0)
    return Asm->getConstraintString().empty()
               ? splitMarkerTag(Asm->getAsmString())
               : std::nullopt;
  if (CI->arg_size() != 1 || Asm->getConstraintString() != "n" ||
      !hasTagOperand(*CI))
    return std::nullopt;
  return TaggedMarkerText{
      Asm->getAsmString(),
      static_cast<uint32_t>(
          cast<ConstantInt>(CI->getArgOperand(0))->getZExtValue())};
}

std::optional<uint32_t> asyncmark::irMarkerTag(const Instruction &I) {
  std::optional<TaggedMarkerText> T = irMarkerText(I);
  if (!T || parseMarkerText(T->Lines).empty())
    return std::nullopt;
  return T->Tag;
}

SmallVector<MarkerLine, 2> asyncmark::irMarkerLines(const Instruction &I) {
  std::optional<TaggedMarkerText> T = irMarkerText(I);
  if (!T)
    return {};
  return parseMarkerText(T->Lines);
}

bool asyncmark::isLdsEscape(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  if (!CI)
    return false;
  const auto *Asm = dyn_cast<InlineAsm>(CI->getCalledOperand());
  return Asm && Asm->getAsmString().empty() &&
         Asm->getConstraintString() == EscapeConstraints && hasTagOperand(*CI);
}

Value *asyncmark::ldsPointerOperand(const CallInst &Dma) {
  for (const Use &Arg : Dma.args())
    if (auto *PT = dyn_cast<PointerType>(Arg->getType()))
      if (PT->getAddressSpace() == addrspace::Lds)
        return Arg.get();
  return nullptr;
}

/// Where the escape of \p Object goes: at the function entry for an
/// argument, right after the definition for an instruction.
static BasicBlock::iterator escapePoint(Value &Object, Function &F) {
  if (auto *I = dyn_cast<Instruction>(&Object)) {
    if (isa<PHINode>(I))
      return I->getParent()->getFirstInsertionPt();
    return std::next(I->getIterator());
  }
  return F.getEntryBlock().getFirstInsertionPt();
}

unsigned asyncmark::insertLdsEscapes(Function &F,
                                     ArrayRef<Value *> LdsPointers) {
  // The escape is of the underlying object, not of the DMA's own address:
  // an extra use of an address computation would keep CodeGenPrepare from
  // folding it into the addressing mode of the LDS accesses that share it.
  // A global stays a global through inlining and LDS lowering, and LLVM
  // never takes a global for a non-escaping local object; anything else
  // may be, or become by inlining, a `noalias` argument.
  SmallSetVector<Value *, 4> Objects;
  for (Value *Ptr : LdsPointers) {
    SmallVector<const Value *, 4> Underlying;
    getUnderlyingObjects(Ptr, Underlying);
    for (const Value *O : Underlying)
      if (!isa<Constant>(O) && O->getType()->isPointerTy())
        Objects.insert(const_cast<Value *>(O));
  }
  if (Objects.empty())
    return 0;
  SmallPtrSet<Value *, 4> Escaped;
  for (Instruction &I : instructions(F))
    if (isLdsEscape(I))
      Escaped.insert(cast<CallInst>(I).getArgOperand(0));
  LLVMContext &Ctx = F.getContext();
  Constant *Tag = ConstantInt::get(Type::getInt32Ty(Ctx), MarkerTag);
  unsigned Inserted = 0;
  for (Value *Object : Objects) {
    if (Escaped.contains(Object))
      continue;
    auto *FTy = FunctionType::get(Type::getVoidTy(Ctx),
                                  {Object->getType(), Tag->getType()},
                                  /*isVarArg=*/false);
    auto *Asm =
        InlineAsm::get(FTy, "", EscapeConstraints, /*hasSideEffects=*/true);
    CallInst::Create(Asm, {Object, Tag}, "", escapePoint(*Object, F));
    ++Inserted;
  }
  return Inserted;
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
