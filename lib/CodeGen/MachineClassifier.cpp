//===- MachineClassifier.cpp - What an AMDGPU machine instruction is ------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MachineClassifier.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/InlineAsm.h"
#include <mutex>

using namespace llvm;
using namespace llvm::asyncmark;

unsigned asyncmark::lookupOpcode(const TargetInstrInfo &TII, StringRef Name) {
  // Opcode numbers differ between LLVM builds; names do not. One table per
  // TargetInstrInfo object, built on first use.
  static std::mutex Lock;
  static DenseMap<const TargetInstrInfo *, StringMap<unsigned>> Tables;
  std::lock_guard<std::mutex> Guard(Lock);
  StringMap<unsigned> &Table = Tables[&TII];
  if (Table.empty())
    for (unsigned Opc = 0, E = TII.getNumOpcodes(); Opc != E; ++Opc)
      Table[TII.getName(Opc)] = Opc;
  auto It = Table.find(Name);
  return It == Table.end() ? ~0u : It->second;
}

MachineClassifier::MachineClassifier(const MachineFunction &MF,
                                     const TargetFacts &Facts)
    : Facts(Facts) {
  const TargetInstrInfo &TII = *MF.getSubtarget().getInstrInfo();
  WaitcntOpc = lookupOpcode(TII, opcode_names::SWaitcnt);
  SoftWaitcntOpc = lookupOpcode(TII, opcode_names::SWaitcntSoft);
  LdsDirectOpc = lookupOpcode(TII, opcode_names::SWaitcntLdsDirect);
}

static StringRef asmString(const MachineInstr &MI) {
  return MI.getOperand(InlineAsm::MIOp_AsmString).getSymbolName();
}

bool MachineClassifier::isMarkMarker(const MachineInstr &MI) {
  return MI.isInlineAsm() && asmString(MI) == MarkAsmString;
}

std::optional<unsigned> MachineClassifier::waitMarkerN(const MachineInstr &MI) {
  if (!MI.isInlineAsm())
    return std::nullopt;
  StringRef S = asmString(MI);
  unsigned N;
  if (!S.consume_front(WaitAsmPrefix) || !S.consume_back(")") ||
      S.getAsInteger(10, N))
    return std::nullopt;
  return N;
}

bool MachineClassifier::isLdsDma(const MachineInstr &MI) {
  uint64_t F = MI.getDesc().TSFlags;
  // VMEM-to-LDS loads are the VMEM instructions flagged VALU that both load
  // (global/buffer) and store (LDS), with an LDS memoperand.
  if (!(F & tsflags::VALU) || !(F & (tsflags::MUBUF | tsflags::FLAT)))
    return false;
  if (!MI.mayLoad() || !MI.mayStore())
    return false;
  return any_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    return MMO->isStore() && MMO->getAddrSpace() == 3;
  });
}

bool MachineClassifier::mayAccessLds(const MachineInstr &MI) {
  if (!MI.mayLoadOrStore())
    return false;
  uint64_t F = MI.getDesc().TSFlags;
  bool GenericFlat = (F & tsflags::FLAT) &&
                     !(F & (tsflags::FlatGlobal | tsflags::FlatScratch));
  if ((F & tsflags::DS) || GenericFlat || MI.memoperands_empty() ||
      MI.hasOrderedMemoryRef())
    return true;
  return any_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    unsigned AS = MMO->getAddrSpace();
    return AS == 3 || AS == 0; // LDS, or flat (may be LDS)
  });
}

bool MachineClassifier::hasAsyncScope(const MachineInstr &MI) {
  return any_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    return containsAsyncScope(MMO->getAAInfo().Scope);
  });
}

bool MachineClassifier::isCounted(const MachineInstr &MI) const {
  uint64_t F = MI.getDesc().TSFlags;
  if (!(F & tsflags::VM_CNT) || !(MI.mayLoad() || MI.mayStore()))
    return false;
  // Cache write-back/invalidate operations: not certain to count; leaving
  // them out only makes waits stricter.
  StringRef Name = MI.getMF()->getSubtarget().getInstrInfo()->getName(
      MI.getOpcode());
  if (Name.starts_with("BUFFER_WB") || Name.starts_with("BUFFER_INV") ||
      Name.starts_with("BUFFER_GL"))
    return false;
  // Since gfx10 stores (and atomics without return) go to vscnt.
  if (!Facts.StoresInVmcnt && MI.mayStore() && !isLdsDma(MI))
    return false;
  return true;
}

MachineEvent MachineClassifier::classify(const MachineInstr &MI) const {
  using K = MachineEventKind;
  if (MI.isInlineAsm()) {
    if (isMarkMarker(MI))
      return {K::Mark, 0};
    if (std::optional<unsigned> N = waitMarkerN(MI))
      return {K::Wait, *N};
    return {};
  }
  unsigned Opc = MI.getOpcode();
  if (Opc == WaitcntOpc || Opc == SoftWaitcntOpc) {
    unsigned Vm = Facts.decodeVmcnt(MI.getOperand(0).getImm());
    if (Vm >= Facts.VmcntFieldMax)
      return {};
    return {K::ExistingWait, Vm};
  }
  if (Opc == LdsDirectOpc)
    return {K::LdsDmaFence, 0};
  if (MI.isCall())
    return {K::Call, 0};
  if (isLdsDma(MI))
    return {hasAsyncScope(MI) ? K::AsyncDma : K::SyncDma, 0};
  uint64_t F = MI.getDesc().TSFlags;
  if ((F & tsflags::FLAT) && !(F & (tsflags::FlatGlobal | tsflags::FlatScratch)) &&
      (MI.mayLoad() || MI.mayStore()))
    return {K::FlatOp, 0};
  if (isCounted(MI))
    return {K::CountedOp, 0};
  return {};
}
