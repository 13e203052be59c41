//===- VerifierReading.cpp - Verify mode's own reading of the code -------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "VerifierReading.h"
#include "llvm/IR/Constants.h"

using namespace llvm;
using namespace llvm::asyncmark;
using namespace llvm::asyncmark::verifier;

/// The verifier's own reading of the IR: LDS-DMA calls and marks.
Token verifier::irToken(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  if (!CI)
    return Token::None;
  // A mark, also one the IR lowering fused with the wait after it.
  if (CI->isInlineAsm()) {
    std::optional<StringRef> Text = Reading::irMarkerText(I);
    return Text && Reading::isMarkText(*Text) ? Token::Mark : Token::None;
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
