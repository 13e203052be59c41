//===- MarkerTextTest.cpp - Reading and writing marker text ---------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Representation.h"
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

} // namespace
