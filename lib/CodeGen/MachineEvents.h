//===- MachineEvents.h - One classifying walk over a function ---*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one walk of a machine function that every plugin pass starts from:
/// each top-level instruction (a BUNDLE with its members) is classified once
/// by MachineClassifier, and the passes read the result instead of
/// classifying again.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_LIB_CODEGEN_MACHINEEVENTS_H
#define AMDGPUASYNCMARK_LIB_CODEGEN_MACHINEEVENTS_H

#include "MachineClassifier.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <cassert>

namespace llvm {
class MachineBasicBlock;

namespace asyncmark {

/// The classified instructions of one function, in the order of the walk.
class MachineEvents {
public:
  /// One top-level instruction.
  struct Entry {
    MachineInstr *MI;   ///< The instruction or BUNDLE header.
    unsigned Role;      ///< role:: bits.
    unsigned FirstEvent, NumEvents; ///< Its members' events.
  };
  /// One member of an entry that matters to the plugin: it has a vmcnt
  /// event or a role. The (unbundled) instruction it is.
  struct Event {
    MachineInstr *MI;
    ProgramEvent E;
    unsigned Role; ///< The member's own role:: bits.
  };

  /// Classifies every instruction of \p MF. With a classifier \p C, the
  /// entries and their events (the wait lowering); without, only the roles,
  /// looked up by instruction with role() (the scheduler, whose
  /// instructions move), and no entries.
  MachineEvents(MachineFunction &MF, const MachineClassifier *C);

  /// The entries of the block numbered \p BlockNumber; only with a
  /// classifier.
  ArrayRef<Entry> block(unsigned BlockNumber) const {
    assert(HasEvents && "entries only with events");
    const BlockRange &R = Blocks[BlockNumber];
    return ArrayRef(Entries).slice(R.First, R.Num);
  }
  ArrayRef<Event> events(const Entry &E) const {
    return ArrayRef(Events).slice(E.FirstEvent, E.NumEvents);
  }
  /// The role bits of top-level instruction \p MI (0 if not seen); only
  /// without a classifier.
  unsigned role(const MachineInstr *MI) const {
    assert(!HasEvents && "roles by instruction only without events");
    return Roles.lookup(MI);
  }

  bool hasMarkers() const { return HasMarkers; }
  bool hasLdsDma() const { return HasLdsDma; }
  bool hasKnownAsyncDma() const { return HasKnownAsyncDma; }

private:
  struct BlockRange {
    unsigned First = 0, Num = 0;
  };
  SmallVector<BlockRange, 0> Blocks;
  SmallVector<Entry, 0> Entries;
  SmallVector<Event, 0> Events;
  DenseMap<const MachineInstr *, unsigned> Roles;
  bool HasEvents;
  bool HasMarkers = false, HasLdsDma = false, HasKnownAsyncDma = false;
};

} // namespace asyncmark
} // namespace llvm

#endif
