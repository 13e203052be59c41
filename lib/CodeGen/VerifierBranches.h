//===- VerifierBranches.h - Verify mode's feasible paths ---------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Verify mode's own reading of which machine CFG edges an execution can
/// take. The structurizer's flow blocks branch on scalar constants (under
/// GlobalISel, on a 0 or 1 each predecessor sets), and a path over an edge
/// no execution takes can skip the arm that issues a group: judged on it,
/// a correct wait looks uncovered.
///
/// It shares no code with the plugin's reading (ConstantBranches.h) and is
/// built differently, so that one's mistake does not hide the other's:
/// values are kept per 32-bit register (a 64-bit value is its two halves),
/// and every block is split by the constants of its live-in registers, a
/// node per (block, constants), each with the successors its terminators
/// can take. Only exact knowledge decides a branch: `exec` is never taken
/// as non-zero, and any definition not modelled (implicit ones, register
/// masks, bundles) forgets what it may overwrite.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_VERIFIERBRANCHES_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_VERIFIERBRANCHES_H

#include <vector>

namespace llvm {
class MachineBasicBlock;
class MachineFunction;

namespace asyncmark {
namespace verifier {

struct PathNode {
  MachineBasicBlock *MBB;
  std::vector<unsigned> Succs;
};

/// The nodes reachable from the entry (node 0); the plain machine CFG (one
/// node per reachable block) if the split would pass \p MaxNodes.
std::vector<PathNode> feasiblePaths(MachineFunction &MF, unsigned MaxNodes);

} // namespace verifier
} // namespace asyncmark
} // namespace llvm

#endif
