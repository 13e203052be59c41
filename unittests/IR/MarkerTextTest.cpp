//===- MarkerTextTest.cpp - Reading and writing marker text ---------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

TEST(MarkerText, SingleLines) {
  SmallVector<MarkerLine, 2> Mark = parseMarkerText("; asyncmark");
  ASSERT_EQ(Mark.size(), 1u);
  EXPECT_TRUE(Mark[0].IsMark);
  SmallVector<MarkerLine, 2> Wait = parseMarkerText("; wait_asyncmark(65535)");
  ASSERT_EQ(Wait.size(), 1u);
  EXPECT_FALSE(Wait[0].IsMark);
  EXPECT_EQ(Wait[0].N, 65535u);
}

TEST(MarkerText, FusedIsMarkThenWait) {
  std::string Text = fusedMarkWaitText(3);
  EXPECT_EQ(Text, "; asyncmark\n\t; wait_asyncmark(3)");
  SmallVector<MarkerLine, 2> Lines = parseMarkerText(Text);
  ASSERT_EQ(Lines.size(), 2u);
  EXPECT_TRUE(Lines[0].IsMark);
  EXPECT_FALSE(Lines[1].IsMark);
  EXPECT_EQ(Lines[1].N, 3u);
}

TEST(MarkerText, AnythingElseIsNoMarker) {
  for (const char *Text :
       {"", "; asyncmark ", ";asyncmark", "; wait_asyncmark()",
        "; wait_asyncmark(-1)", "; wait_asyncmark(2", "s_nop 0",
        "; asyncmark\n\ts_nop 0", "s_nop 0\n\t; asyncmark",
        "; asyncmark\n; wait_asyncmark(1)", "; asyncmark\n\t",
        "; wait_asyncmark(65536)", "; wait_asyncmark(4294967296)",
        "; wait_asyncmark(4294967297)", "; wait_asyncmark(+1)",
        "; wait_asyncmark( 1)", "; wait_asyncmark(1 )", "; wait_asyncmark(0x1)",
        "\n\t; asyncmark"})
    EXPECT_TRUE(parseMarkerText(Text).empty()) << Text;
}

TEST(MarkerText, DecimalWithLeadingZerosAndEveryLine) {
  SmallVector<MarkerLine, 2> Wait =
      parseMarkerText("; wait_asyncmark(000065535)");
  ASSERT_EQ(Wait.size(), 1u);
  EXPECT_EQ(Wait[0].N, 65535u);
  SmallVector<MarkerLine, 2> Lines =
      parseMarkerText("; asyncmark\n\t; asyncmark\n\t; wait_asyncmark(0)");
  ASSERT_EQ(Lines.size(), 3u);
  EXPECT_TRUE(Lines[0].IsMark && Lines[1].IsMark);
  EXPECT_FALSE(Lines[2].IsMark);
  EXPECT_EQ(Lines[2].N, 0u);
}

TEST(MarkerText, TagIsTheLastLine) {
  std::string Mark =
      ("; asyncmark" + MarkerLineSeparator + MarkerTagLine).str();
  std::optional<TaggedMarkerText> T = splitMarkerTag(Mark);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->Lines, "; asyncmark");
  EXPECT_EQ(T->Tag, MarkerTag);
  std::string Fused =
      (fusedMarkWaitText(2) + MarkerLineSeparator + EmptyWaitTagLine).str();
  T = splitMarkerTag(Fused);
  ASSERT_TRUE(T);
  EXPECT_EQ(T->Lines, fusedMarkWaitText(2));
  EXPECT_EQ(T->Tag, EmptyWaitTag);
  // Nothing before it, another separator, or the tag not last: no tag.
  for (const std::string &Text :
       {MarkerTagLine.str(), ("\n\t" + MarkerTagLine).str(),
        ("; asyncmark\n" + MarkerTagLine).str(),
        (MarkerTagLine + MarkerLineSeparator + "; asyncmark").str(),
        ("; asyncmark" + MarkerLineSeparator + MarkerTagLine + " ").str(),
        std::string("; asyncmark"),
        ("; asyncmark" + MarkerLineSeparator).str()})
    EXPECT_FALSE(splitMarkerTag(Text)) << Text;
}

/// The markers the lowering leaves in function @k of \p IR, as (lines,
/// tag) per call of inline assembly, in order; tag 0 for a call that is no
/// marker.
std::vector<std::pair<size_t, uint32_t>> loweredMarkers(LLVMContext &Ctx,
                                                        StringRef IR) {
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  if (!M) {
    ADD_FAILURE() << Err.getMessage().str();
    return {};
  }
  lowerAsyncIntrinsics(*M, nullptr);
  std::vector<std::pair<size_t, uint32_t>> Out;
  for (Instruction &I : instructions(*M->getFunction("k")))
    if (auto *CI = dyn_cast<CallInst>(&I); CI && CI->isInlineAsm())
      Out.push_back({irMarkerLines(I).size(), irMarkerTag(I).value_or(0)});
  return Out;
}

TEST(MarkerText, IRMarkersAreTextAndTagWithoutOperands) {
  LLVMContext Ctx;
  // The lowering's own markers; a user's comment with the same lines; the
  // lines and a tag line, but called with an operand; a tag line alone.
  auto Markers = loweredMarkers(Ctx, R"IR(
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
define void @k(i32 %x) {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void asm sideeffect "; asyncmark", ""()
  call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", "r"(i32 %x)
  call void asm sideeffect "; @amdgpu-asyncmark-marker", ""()
  ret void
}
)IR");
  std::vector<std::pair<size_t, uint32_t>> Expected = {
      {1, MarkerTag}, {1, MarkerTag}, {0, 0}, {0, 0}, {0, 0}};
  EXPECT_EQ(Markers, Expected);
}

TEST(MarkerText, LegacyMarkersAreRead) {
  // The form of plugin versions before December 2026: the tag as an
  // operand, which instruction selection makes the machine form. A user's
  // `"n"` operand that is no tag stays a comment.
  LLVMContext Ctx;
  auto Markers = loweredMarkers(Ctx, R"IR(
define void @k() {
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  call void asm sideeffect "; wait_asyncmark(1)", "n"(i32 1634954597)
  call void asm sideeffect "; asyncmark\0A\09; wait_asyncmark(0)", "n"(i32 1634954603)
  call void asm sideeffect "; asyncmark", "n"(i32 7)
  call void asm sideeffect "s_nop 0", "n"(i32 1634954603)
  ret void
}
)IR");
  std::vector<std::pair<size_t, uint32_t>> Expected = {
      {1, MarkerTag}, {1, EmptyWaitTag}, {2, MarkerTag}, {0, 0}, {0, 0}};
  EXPECT_EQ(Markers, Expected);
}

} // namespace
