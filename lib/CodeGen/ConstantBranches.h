//===- ConstantBranches.h - Machine CFG edges that can be taken -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine CFG without the edges no execution takes. For a uniform
/// if/else, the structurizer leaves flow blocks whose branches test scalar
/// constants: a flow block may set `s[2:3] = -1` and branch on
/// `vcc = exec & ~s[2:3]` being zero (always), with an `s_branch` behind
/// that is never taken; under GlobalISel a flow block tests a value its
/// predecessors set to 0 or 1, so which way it goes depends on the way in.
/// Paths through such edges exist only in the machine CFG, and a wait
/// computed over them can be stricter than any execution needs.
///
/// The analysis propagates the constant values of scalar registers, exactly,
/// through the few scalar operations these branches are built from, and
/// reads each block's terminators in that light. A block with no event (its
/// entries have no role and no events; typically a flow block) is copied
/// once per distinct set of constants it is entered with, restricted to the
/// registers a branch can read from there, so that each copy takes only the
/// way its constants decide. Every other block is one node, entered with the
/// constants all its ways in agree on.
///
/// Only what is certain prunes an edge: a value is known only when every
/// instruction that may define it (explicit, implicit, a register mask, a
/// bundle) is one of the operations modelled; `exec` is never assumed
/// non-zero, so a branch on `exec & c` is decided only when `c` decides it.
/// Anything else keeps every successor.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_CONSTANTBRANCHES_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_CONSTANTBRANCHES_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class MachineBasicBlock;
class MachineFunction;

namespace asyncmark {

/// The machine CFG as the paths executions can take.
struct FeasibleCfg {
  struct Node {
    MachineBasicBlock *MBB;
    SmallVector<unsigned, 2> Succs;
  };
  /// Node 0 is the entry block; every node is reachable from it. A block
  /// no execution reaches has no node.
  SmallVector<Node, 0> Nodes;
  /// The number of machine CFG edges (between reachable blocks) that no
  /// node keeps: what the analysis pruned.
  unsigned PrunedEdges = 0;
  /// The number of nodes beyond one per reachable block.
  unsigned Copies = 0;
};

/// Builds the feasible CFG of \p MF. \p IsEventFree says which blocks may be
/// copied. With \p Enabled false, or if the copies would exceed a small
/// multiple of the function's blocks, the result is the plain machine CFG
/// (one node per block reachable from the entry, every edge).
FeasibleCfg
buildFeasibleCfg(MachineFunction &MF,
                 function_ref<bool(const MachineBasicBlock &)> IsEventFree,
                 bool Enabled = true);

} // namespace asyncmark
} // namespace llvm

#endif
