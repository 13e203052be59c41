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
  Blocks.resize(MF.getNumBlockIDs());
  for (MachineBasicBlock &MBB : MF) {
    BlockRange &R = Blocks[MBB.getNumber()];
    R.First = Entries.size();
    for (MachineInstr &MI : MBB) {
      unsigned Role = MachineClassifier::role(MI);
      HasMarkers |= (Role & role::Marker) != 0;
      HasLdsDma |= (Role & role::LdsDma) != 0;
      if (!C)
        Roles[&MI] = Role;
      Entry En{&MI, Role, static_cast<unsigned>(Events.size()), 0};
      if (C) {
        MachineBasicBlock::instr_iterator Member = MI.getIterator();
        auto End = MBB.instr_end();
        if (MI.isBundle())
          ++Member;
        do {
          MachineEvent E = C->classify(*Member);
          unsigned MemberRole =
              MI.isBundle() ? MachineClassifier::role(*Member) : Role;
          if (E.Kind != MachineEventKind::None || MemberRole) {
            HasKnownAsyncDma |=
                E.Kind == MachineEventKind::LdsDma && E.KnownAsync;
            Events.push_back(Event{&*Member, E, MemberRole});
            ++En.NumEvents;
          }
          ++Member;
        } while (Member != End && Member->isBundledWithPred());
      }
      Entries.push_back(En);
    }
    R.Num = Entries.size() - R.First;
  }
}
