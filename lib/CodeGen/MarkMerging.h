//===- MarkMerging.h - Marks without side effects for one pass -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lifting and restoring the side effects of the markers that order no
/// memory access (marks, and waits that order nothing), for the passes
/// that must not take them for memory barriers: si-load-store-opt
/// (MarkMerging.cpp) and the pre-RA scheduler (PreRAOrdering.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MARKMERGING_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MARKMERGING_H

namespace llvm {
class MachineInstr;

namespace asyncmark {

/// Clears the side-effect flag of \p MI if it is a marker that orders no
/// memory access (MachineClassifier::ordersNoAccess) as the IR lowering
/// writes it: side effects, no memory flags. True if it did.
bool liftMarkerSideEffects(MachineInstr &MI);

/// Sets the side-effect flag again on such a marker without it. True if it
/// did.
bool restoreMarkerSideEffects(MachineInstr &MI);

} // namespace asyncmark
} // namespace llvm

#endif
