//===- MembershipSnapshot.h - Groups as instruction selection left them -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Verify mode's first half. Right after instruction selection, where marks
/// and LDS DMAs are still in program order, a snapshot pass checks that
/// each IR block's machine DMAs and marks come in the IR's order, and
/// records for each of them its block and its position among the block's
/// marks (tagged with the instruction's debug instruction number, which
/// moves with it and is never reused). The verifier (WaitVerifier.cpp)
/// checks the final code against it.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MEMBERSHIPSNAPSHOT_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MEMBERSHIPSNAPSHOT_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <string>

namespace llvm {
class Function;
class MachineFunctionPass;

namespace asyncmark {

/// Where each DMA and mark stood right after instruction selection.
class MembershipSnapshot {
public:
  struct Position {
    unsigned Block;   ///< Index of its IR block in the function.
    unsigned Ordinal; ///< Mark: 1-based among the block's marks. DMA: the
                      ///< number of marks before it in the block.
    bool IsMark;
  };
  struct FunctionRecord {
    DenseMap<unsigned, Position> ByInstrNum;
    SmallVector<std::string, 8> BlockNames;
  };
  DenseMap<const Function *, FunctionRecord> Functions;
};

/// The snapshot pass, filling in \p Snapshot (in verify mode only). Created
/// by name (the pass registry), without a snapshot, it does nothing.
MachineFunctionPass *
createMembershipSnapshotPass(std::shared_ptr<MembershipSnapshot> Snapshot);

} // namespace asyncmark
} // namespace llvm

#endif
