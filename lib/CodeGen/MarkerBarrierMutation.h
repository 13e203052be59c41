//===- MarkerBarrierMutation.h - Order marks and waits, nothing more -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The post-RA scheduling rules for `; asyncmark` and `; wait_asyncmark(N)`.
///
/// The markers are side-effecting inline assembly, which the generic DAG
/// builder turns into full memory barriers. For the scheduler the marks are
/// KILLs (MarksAsKills), so the builder adds no edge to them and they take no
/// issue cycle, and the mutation adds exactly the edges the markers need:
///
/// * a mark is ordered against every LDS DMA (in a function with markers a
///   DMA is async, or taken as both async and ordinary: a group member
///   either way) and against other markers;
/// * a wait is ordered against every memory access, call and side effect,
///   and against markers. It stays a memory barrier for the DAG builder
///   too: the builder's memory dependence analysis then works between
///   waits, as it does between the s_waitcnt of code without markers,
///   instead of over the whole region (quadratic in a large block);
/// * nothing else. A marker may end up between a producer and its consumer
///   that were on one side of it in the input: it is a comment, and LLVM
///   22's GCNHazardRecognizer skips INLINEASM when it counts wait states,
///   in the scheduler and in the hazard pass alike (test/Hazards), so it
///   never stands for a wait state there. Stock scheduling, which keeps the
///   markers as memory barriers only, moves ALU instructions across them
///   the same way.
///
/// After scheduling each marker is moved to its place within the positions
/// its edges allow (MarkerPlacement.h): a comment, moving it changes no
/// instruction's timing.
///
/// ALU instructions move across markers freely, memory accesses other than
/// LDS DMA across marks. A BUNDLE
/// (si-post-ra-bundler's clauses) is ordered by its members.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MARKERBARRIERMUTATION_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MARKERBARRIERMUTATION_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/CodeGen/MachineBasicBlock.h"
#include "llvm/CodeGen/ScheduleDAGMutation.h"
#include <memory>

namespace llvm {
class MachineInstr;
class MCInstrDesc;
class TargetInstrInfo;

namespace asyncmark {
class MachineEvents;

/// What the mutation learnt about one region's markers, in input order.
struct MarkerConstraints {
  struct Marker {
    MachineInstr *MI;
    unsigned InputPos;
    /// Instructions that must stay before / after the marker.
    SmallVector<MachineInstr *, 8> Before, After;
  };
  SmallVector<Marker, 4> Markers;
  /// Some ordering edge would have closed a cycle in the DAG and was not
  /// added: the schedule may break the markers' order.
  bool EdgeDropped = false;
};

/// Where the mutation records the constraints of the region being
/// scheduled; the scheduler pass sets it before each region (one scheduler
/// serves every region with markers of a function).
struct MarkerRegionSettings {
  MarkerConstraints *Record = nullptr;
};

std::unique_ptr<ScheduleDAGMutation>
createMarkerBarrierMutation(const MachineEvents &Classified,
                            const MarkerRegionSettings &Settings);

/// While alive, the marks in [Begin, End) are KILLs: a meta instruction
/// with no side effects, so the DAG builder gives them no edge (the mutation
/// adds theirs) and the scheduler spends no issue cycle on them, and the
/// hazard recognizer no wait state. As INLINEASM a mark took a cycle: the
/// scheduler issued it while a consumer waited out its producer's latency,
/// the consumer then came right after it, and post-RA-hazard-rec, which
/// skips INLINEASM, had to add the s_nop an ALU instruction would have
/// filled (test/Scheduler/mark-takes-no-cycle-gfx950.mir). The descriptors
/// are restored on destruction (the instructions may have moved).
class MarksAsKills {
public:
  MarksAsKills(MachineBasicBlock::iterator Begin,
               MachineBasicBlock::iterator End, const MachineEvents &Classified,
               const TargetInstrInfo &TII);
  ~MarksAsKills();
  MarksAsKills(const MarksAsKills &) = delete;
  MarksAsKills &operator=(const MarksAsKills &) = delete;

private:
  SmallVector<std::pair<MachineInstr *, const MCInstrDesc *>, 4> Saved;
};

} // namespace asyncmark
} // namespace llvm

#endif
