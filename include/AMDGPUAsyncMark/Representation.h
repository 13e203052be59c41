//===- Representation.h - How the plugin spells async marks in LLVM 22 -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The plugin's representation of upstream's async intrinsics in IR that
/// stock LLVM 22 accepts, and builder helpers that emit it directly.
///
/// * An async LDS DMA is the LLVM 22 synchronous twin intrinsic (for example
///   `llvm.amdgcn.global.load.lds`) carrying the metadata
///   `!amdgpu.asyncmark.async !{}`. Without the plugin the same IR is simply
///   a synchronous DMA, which LLVM orders conservatively: never wrong.
/// * Late in the IR pipeline (after LDS lowering, which rewrites alias
///   scopes, and buffer-fat-pointer lowering) the plugin turns that flag into
///   an alias scope owned by the plugin (domain "amdgpu-asyncmark") on the
///   DMA, which MachineMemOperands carry into machine code. Right before
///   si-insert-waitcnts, after all scheduling, the wait lowering names that
///   scope in the `!noalias` of every LDS access's memoperand, so LLVM's
///   alias check adds no automatic wait for async DMA while everything
///   before still orders async DMA like any LDS store.
/// * `llvm.amdgcn.asyncmark()` and `llvm.amdgcn.wait.asyncmark(i16 N)` keep
///   their upstream spelling in IR (stock LLVM 22 parses and verifies them as
///   ordinary declarations); the plugin's IR pass lowers them to comment-only
///   inline assembly (`; asyncmark`, `; wait_asyncmark(N)`) that survives to
///   machine code, where the wait lowering turns them into `s_waitcnt`. A
///   mark directly followed by a wait becomes one two-line marker there.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_REPRESENTATION_H
#define AMDGPUASYNCMARK_REPRESENTATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Intrinsics.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class AttributeList;
class CallInst;
class Function;
class InlineAsm;
class IRBuilderBase;
class Instruction;
class LLVMContext;
class MDNode;
class Module;
class Value;

namespace asyncmark {


/// Upstream intrinsic names.
inline constexpr StringRef AsyncMarkName = "llvm.amdgcn.asyncmark";
inline constexpr StringRef WaitAsyncMarkName = "llvm.amdgcn.wait.asyncmark";

/// Text of the comment-only inline assembly that stands for a mark / a wait
/// from the IR pass down to the emitted assembly.
inline constexpr StringRef MarkAsmString = "; asyncmark";
inline constexpr StringRef WaitAsmPrefix = "; wait_asyncmark(";
/// Between the lines of a marker that holds more than one: right after
/// instruction selection a mark directly followed by a wait becomes one
/// marker, `; asyncmark` then `; wait_asyncmark(N)` on the next line. Each
/// marker instruction costs compile time in every later pass, and nothing
/// can come between the two of them anyway.
inline constexpr StringRef MarkerLineSeparator = "\n\t";

/// A marker is its text and its tag: the text alone is what a user's own
/// inline assembly could also say, so a user's `; wait_asyncmark(...)`
/// comment stays a comment. In machine code the tag is the marker's one
/// immediate operand (an INLINEASM operand prints nothing). In IR it is the
/// text's last line, one of the tag lines below, and the call has no
/// operands: an IR operand would need a constraint, and every pass that
/// reads a call's constraints parses them again (the uniformity analysis,
/// CodeGenPrepare, instruction selection). Right after instruction selection
/// the tag line becomes the operand (MachineMarkers.cpp), so the tag line
/// never reaches the assembly.
inline constexpr uint32_t MarkerTag = 0x61736d6b;
/// The tag of a wait that orders nothing (EmptyWaits.h): fewer marks reach
/// it than it keeps in flight, or none of them follows an LDS DMA. No LDS
/// access is tied to it, so si-load-store-opt may pair accesses across it
/// (MarkMerging.cpp). Everything else reads it as a marker like any other:
/// the wait lowering still gives it what the wave's paths need (the IR's
/// paths are a thread's; a divergent branch runs both arms).
inline constexpr uint32_t EmptyWaitTag = 0x61736d65;
/// True if \p Tag is one of the plugin's marker tags.
inline constexpr bool isMarkerTag(uint64_t Tag) {
  return Tag == MarkerTag || Tag == EmptyWaitTag;
}
/// The IR spelling of MarkerTag and EmptyWaitTag: the last line of a
/// marker's text (after MarkerLineSeparator). A comment, should it ever be
/// printed.
inline constexpr StringRef MarkerTagLine = "; @amdgpu-asyncmark-marker";
inline constexpr StringRef EmptyWaitTagLine = "; @amdgpu-asyncmark-empty-wait";

/// The marker lines and the tag of IR marker text \p Text.
struct TaggedMarkerText {
  StringRef Lines; ///< The text without its tag line.
  uint32_t Tag;
};
/// \p Text split at its last line if that is a tag line and something
/// comes before it; std::nullopt otherwise.
std::optional<TaggedMarkerText> splitMarkerTag(StringRef Text);

/// The largest N of `wait.asyncmark(i16 N)`.
inline constexpr unsigned MaxWaitN = 65535;

/// One line of a marker: a mark, or a wait with its N.
struct MarkerLine {
  bool IsMark;
  unsigned N; ///< For a wait.
};

/// The lines of marker text \p Text, in order; empty unless every line is a
/// mark or a wait with N at most MaxWaitN.
SmallVector<MarkerLine, 2> parseMarkerText(StringRef Text);
/// The text of a mark fused with the wait for \p N right after it.
std::string fusedMarkWaitText(unsigned N);
/// The text of a wait for \p N.
std::string waitText(unsigned N);

/// The attributes of the declarations of `llvm.amdgcn.asyncmark` and
/// `llvm.amdgcn.wait.asyncmark` while marks and waits are calls (the middle
/// end): `nounwind`, and what LLVM 22's AMDGPU attributor reads of a callee
/// that is no intrinsic it knows: a marker needs no implicit kernel input
/// (`amdgpu-no-*`) and no AGPR (`amdgpu-agpr-alloc`="0"). Without them the
/// attributor gives every caller, and the kernels above it, all the inputs
/// (dispatch and queue pointers, work-item ids, ...) and AGPRs. No alias
/// analysis reads these attributes.
AttributeList markerDeclarationAttributes(LLVMContext &Ctx);

/// The inline assembly of a marker with marker lines \p Text and tag
/// \p Tag: `void ()`, no constraints.
InlineAsm *markerAsm(LLVMContext &Ctx, StringRef Text,
                     uint32_t Tag = MarkerTag);
/// A call of marker \p Asm before \p Before.
CallInst *createMarkerCall(InlineAsm *Asm, Instruction *Before);
/// The tag of \p I if it is a call of a plugin marker: no operands, marker
/// lines then a tag line; or the form of plugin versions before December
/// 2026, marker lines called with the tag as the one operand (constraint
/// `n`), which instruction selection makes the machine form at once, so
/// IR lowered by an older plugin keeps its waits.
std::optional<uint32_t> irMarkerTag(const Instruction &I);
/// The lines of \p I if it is a call of a plugin marker (irMarkerTag);
/// empty otherwise.
SmallVector<MarkerLine, 2> irMarkerLines(const Instruction &I);

/// In each function with async DMA, every object an async DMA's LDS pointer
/// may be based on, other than a global, is passed to an empty inline
/// assembly statement (`""`, constraints `v,n`, the tag): the object
/// escapes there, at the function's entry for an argument. A wait is where
/// the DMAs before it write LDS, but the wait's call takes no pointer; if
/// the LDS object were a `noalias` argument never captured (the DMA's own
/// operand is `captures(none)`), LLVM's alias analysis would call the wait
/// NoModRef for it, and LICM, GVN or the load-store vectorizer would move
/// LDS accesses across it. Right before instruction selection the scope
/// tagging pass removes these statements again.
inline constexpr StringRef EscapeConstraints = "v,n";
/// True if \p I is such an escape.
bool isLdsEscape(const Instruction &I);
/// Adds the escapes \p F does not have yet for the objects LDS pointers
/// \p LdsPointers may be based on; returns how many it added.
unsigned insertLdsEscapes(Function &F, ArrayRef<Value *> LdsPointers);
/// The LDS pointer operand of LDS-DMA call \p Dma, or null.
Value *ldsPointerOperand(const CallInst &Dma);

/// Metadata kind that flags an LDS-DMA call as async in IR.
inline constexpr StringRef AsyncFlagMDName = "amdgpu.asyncmark.async";

/// Name of the alias-scope domain and scope owned by the plugin.
inline constexpr StringRef AsyncScopeDomainName = "amdgpu-asyncmark";
inline constexpr StringRef AsyncScopeName = "amdgpu-asyncmark.async-dma";

/// One upstream async LDS-DMA intrinsic and its LLVM 22 synchronous twin.
struct AsyncDmaForm {
  StringRef AsyncName;    ///< Upstream name (without overload suffix).
  Intrinsic::ID Twin;     ///< LLVM 22 intrinsic with the same signature.
  bool Overloaded;        ///< Name carries a pointer-type suffix (.pN).
  unsigned SizeArg;       ///< Index of the `i32 immarg size` operand.
  unsigned OffsetArg;     ///< Index of the `i32 immarg offset` operand.
  /// The immediate offsets the instruction's field holds: 13 bits signed
  /// for the global forms, 12 bits unsigned for the buffer forms (LLVM 22
  /// wraps others silently).
  int MinOffset, MaxOffset;
};

/// All six upstream async DMA forms.
ArrayRef<AsyncDmaForm> asyncDmaForms();

/// The form whose upstream name \p Name spells (with its overload suffix for
/// `load.async.to.lds.pN`), or null.
const AsyncDmaForm *matchAsyncDmaName(StringRef Name);

/// True for the LLVM 22 LDS-DMA intrinsics (the twins).
bool isLdsDmaIntrinsic(Intrinsic::ID ID);

/// The alias scope list `!{!AsyncScope}` that marks a DMA call async.
MDNode *getAsyncScopeList(LLVMContext &Ctx);

/// True if \p ScopeList (an `!alias.scope` or `!noalias` list) contains the
/// plugin's async scope.
bool containsAsyncScope(const MDNode *ScopeList);

/// Flags DMA call \p CI async (`!amdgpu.asyncmark.async`).
void markDmaAsync(CallInst &CI);

/// True if \p I is an LLVM 22 LDS-DMA intrinsic call flagged async.
bool isAsyncDmaCall(const Instruction &I);

/// Builder helpers for in-process users (IREE, Triton, rocMLIR style code
/// generators): they emit the plugin's representation directly, so no
/// upstream-only intrinsic name ever reaches the LLVM 22 verifier.
/// \{
/// `llvm.amdgcn.asyncmark()`.
CallInst *createAsyncMark(IRBuilderBase &B);
/// `llvm.amdgcn.wait.asyncmark(i16 N)`.
CallInst *createWaitAsyncMark(IRBuilderBase &B, uint16_t N);
/// An async LDS DMA: the twin \p Twin (one of the LLVM 22 LDS-DMA intrinsics)
/// called with \p Args (the twin's own operand list), marked async.
CallInst *createAsyncLdsDma(IRBuilderBase &B, Intrinsic::ID Twin,
                            ArrayRef<Value *> Args);
/// \}

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_REPRESENTATION_H
