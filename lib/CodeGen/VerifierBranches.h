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
/// values are kept per 32-bit register (a 64-bit value is its two halves)
/// and per lane of a 32-bit VGPR or AGPR, and every block is split by the
/// constants of its live-in registers that a branch may still read, a node
/// per (block, constants), each with the successors its terminators can
/// take.
///
/// At -O0 a flow block's constant is spilled to VGPR lanes (v_writelane),
/// the VGPR is copied whole to an AGPR and back under exec = -1
/// (s_or_saveexec -1), and the flow block reads the lanes back
/// (v_readlane). So lanes are followed: v_writelane and v_readlane with a
/// known lane number within the wave, and whole-register copies
/// (v_accvgpr_write/read/mov, v_mov_b32_e32) under a known exec, which
/// move lane L where exec has bit L set and keep it where it is clear.
///
/// Only exact knowledge decides a branch: `exec` is non-zero only where its
/// value is known, and any definition not modelled (implicit ones, register
/// masks, bundles) forgets what it may overwrite, every lane of a VGPR or
/// AGPR included. v_writelane writes nothing but its lane: the implicit
/// definition of the SGPR pair it spills only keeps the pair live.
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
/// node per reachable block), with \p GaveUp set, if the split would pass
/// \p MaxNodes.
std::vector<PathNode> feasiblePaths(MachineFunction &MF, unsigned MaxNodes,
                                    bool &GaveUp);

} // namespace verifier
} // namespace asyncmark
} // namespace llvm

#endif
