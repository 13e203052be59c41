//===- EmptyWaits.h - Waits that no mark can make wait for anything -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// wait.asyncmark(N) waits until at most N groups are in flight. Where fewer
/// than N+1 marks precede it on every path from the function's entry, at
/// most N groups exist, and the open group may stay in flight anyway: the
/// wait waits for nothing and orders nothing. That is a fact of the marks
/// alone, and the lowering then leaves LDS accesses free to move across
/// the wait (AsyncMarkLowering.cpp).
///
/// Marks of a callee are the callee's; but a callee inlined later would
/// bring its marks into this function, and a function inlined into a caller
/// would bring the wait behind the caller's marks. So only kernels, which no
/// one calls, that call nothing but intrinsics and inline assembly are
/// read.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_IR_EMPTYWAITS_H
#define AMDGPUASYNCMARK_LIB_IR_EMPTYWAITS_H

#include "llvm/ADT/DenseMap.h"

namespace llvm {
class CallInst;
class Function;

namespace asyncmark {

/// The waits (direct calls of \p WaitDecl) of kernel \p F that are empty,
/// each with the most marks that precede it on any path (at most its N).
/// Marks are the direct calls of \p MarkDecl and the plugin's marker
/// inline assembly. Empty for a function that is not such a kernel.
DenseMap<const CallInst *, unsigned>
findEmptyWaits(const Function &F, const Function *MarkDecl,
               const Function *WaitDecl);

} // namespace asyncmark
} // namespace llvm

#endif // AMDGPUASYNCMARK_LIB_IR_EMPTYWAITS_H
