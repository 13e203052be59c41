//===- MachineEvents.cpp - One classifying walk over a function -----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MachineEvents.h"
#include "llvm/CodeGen/MachineFunction.h"

using namespace llvm;
using namespace llvm::asyncmark;

MachineEvents::MachineEvents(MachineFunction &MF,
                             const MachineClassifier *C)
    : HasEvents(C) {
  MarkerReader Markers;
  Blocks.resize(MF.getNumBlockIDs());
  if (C) {
    // Growing the tables by doubling costs more than counting first.
    size_t NumInstrs = 0;
    for (const MachineBasicBlock &MBB : MF)
      NumInstrs += MBB.size();
    Entries.reserve(NumInstrs);
    Events.reserve(NumInstrs);
  }
  for (MachineBasicBlock &MBB : MF) {
    BlockRange &R = Blocks[MBB.getNumber()];
    R.First = Entries.size();
    for (MachineInstr &MI : MBB) {
      // A BUNDLE's role is the union of its members' roles, each member
      // classified once.
      Entry En{&MI, 0, static_cast<unsigned>(Events.size()), 0};
      MachineBasicBlock::instr_iterator Member = MI.getIterator();
      if (MI.isBundle())
        ++Member;
      do {
        ArrayRef<MarkerLine> Lines = Markers.lines(*Member);
        unsigned MemberRole = Lines.empty()
                                  ? MachineClassifier::role(*Member)
                                  : MachineClassifier::markerRole(Lines);
        En.Role |= MemberRole;
        if (C && !Lines.empty()) {
          // A marker: one event per line (a mark fused with its wait is
          // two, the mark first).
          for (const MarkerLine &L : Lines) {
            ProgramEvent E{L.IsMark ? ProgramEventKind::Mark
                                    : ProgramEventKind::Wait,
                           L.N};
            Events.push_back(Event{&*Member, E, MemberRole});
            ++En.NumEvents;
          }
        } else if (C) {
          ProgramEvent E = C->classify(*Member);
          if (E.Kind != ProgramEventKind::None || MemberRole) {
            HasKnownAsyncDma |=
                E.Kind == ProgramEventKind::LdsDma && E.KnownAsync;
            Events.push_back(Event{&*Member, E, MemberRole});
            ++En.NumEvents;
          }
        }
        ++Member;
      } while (Member != MBB.instr_end() && Member->isBundledWithPred());
      HasMarkers |= (En.Role & role::Marker) != 0;
      HasLdsDma |= (En.Role & role::LdsDma) != 0;
      // Without events only the instructions with a role are kept: the
      // scheduler looks roles up by instruction, and a small table stays in
      // cache.
      if (C)
        Entries.push_back(En);
      else if (En.Role)
        Roles[&MI] = En.Role;
    }
    R.Num = Entries.size() - R.First;
  }
}
