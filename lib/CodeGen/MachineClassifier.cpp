//===- MachineClassifier.cpp - What an AMDGPU machine instruction is ------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "MachineClassifier.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "LLVMInternals.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/MachineMemOperand.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/MathExtras.h"
#include <array>
#include <iterator>
#include <limits>
#include <mutex>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;
namespace tsflags = llvm::asyncmark::llvm_internals::tsflags;

/// The opcode names lookupOpcode() knows: opcode_names and the wait of
/// every counter in the target-facts table.
static ArrayRef<StringRef> wantedOpcodeNames() {
  static const std::vector<StringRef> Names = [] {
    std::vector<StringRef> N = {
        opcode_names::SWaitcntSoft, opcode_names::SWaitcntLdsDirect,
        opcode_names::SWaitDscntSoft, opcode_names::SchedGroupBarrier,
        opcode_names::IglpOpt};
    append_range(N, targetFactsWaitOpcodes());
    return N;
  }();
  return Names;
}

unsigned asyncmark::lookupOpcode(const TargetInstrInfo &TII, StringRef Name) {
  // Opcode numbers differ between LLVM builds; names do not. The few names
  // the plugin needs are found once per TargetInstrInfo object, by binary
  // search where the layout allows and by one scan for the rest (a table of
  // every name would cost more than the rest of a small compile).
  ArrayRef<StringRef> Wanted = wantedOpcodeNames();
  static std::mutex Lock;
  static DenseMap<const TargetInstrInfo *, std::vector<unsigned>> Tables;
  std::lock_guard<std::mutex> Guard(Lock);
  auto [It, Inserted] = Tables.try_emplace(&TII);
  std::vector<unsigned> &Table = It->second;
  if (Inserted) {
    Table.assign(Wanted.size(), ~0u);
    bool Missed = false;
    for (unsigned I = 0, NW = Wanted.size(); I != NW; ++I) {
      Table[I] = llvm_internals::searchSortedOpcodes(TII, Wanted[I]);
      Missed |= Table[I] == ~0u;
    }
    if (Missed)
      for (unsigned Opc = 0, E = TII.getNumOpcodes(); Opc != E; ++Opc) {
        StringRef OpName = TII.getName(Opc);
        for (unsigned I = 0, NW = Wanted.size(); I != NW; ++I)
          if (Table[I] == ~0u && OpName == Wanted[I])
            Table[I] = Opc;
      }
  }
  for (unsigned I = 0, NW = Wanted.size(); I != NW; ++I)
    if (Name == Wanted[I])
      return Table[I];
  llvm_unreachable("opcode name neither in opcode_names nor a counter's wait");
}

MachineClassifier::MachineClassifier(const MachineFunction &MF,
                                     const TargetFacts &Facts)
    : Facts(Facts), TII(*MF.getSubtarget().getInstrInfo()),
      TRI(*MF.getSubtarget().getRegisterInfo()) {
  WaitcntOpc = Facts.hasAsyncCounter()
                   ? lookupOpcode(TII, Facts.WaitOpcodeName)
                   : ~0u;
  SoftWaitcntOpc = lookupOpcode(TII, opcode_names::SWaitcntSoft);
  LdsDirectOpc = lookupOpcode(TII, opcode_names::SWaitcntLdsDirect);
  TensorWaitOpc = Facts.hasTensorCounter()
                      ? lookupOpcode(TII, Facts.TensorWaitOpcodeName)
                      : ~0u;
}

static StringRef asmString(const MachineInstr &MI) {
  return MI.getOperand(InlineAsm::MIOp_AsmString).getSymbolName();
}

/// The marker text and tag of inline assembly \p MI if it is a plugin
/// marker (Representation.h): its one operand is the tag, what a user's
/// own text cannot say. Before MachineMarkers.cpp has run (MIR stopped
/// before it), the tag is still its text's last line.
static std::optional<TaggedMarkerText> markerText(const MachineInstr &MI) {
  if (!MI.isInlineAsm())
    return std::nullopt;
  unsigned NumOps = MI.getNumExplicitOperands();
  if (NumOps == InlineAsm::MIOp_FirstOperand)
    return splitMarkerTag(asmString(MI));
  unsigned Tag = InlineAsm::MIOp_FirstOperand + 1;
  if (NumOps != Tag + 1 || !MI.getOperand(Tag).isImm())
    return std::nullopt;
  uint64_t Value = static_cast<uint64_t>(MI.getOperand(Tag).getImm());
  if (!isMarkerTag(Value))
    return std::nullopt;
  return TaggedMarkerText{asmString(MI), static_cast<uint32_t>(Value)};
}

bool MachineClassifier::isEmptyWaitMarker(const MachineInstr &MI) {
  std::optional<TaggedMarkerText> T = markerText(MI);
  return T && T->Tag == EmptyWaitTag && waitMarkerN(MI);
}

bool MachineClassifier::ordersNoAccess(const MachineInstr &MI) {
  std::optional<TaggedMarkerText> T = markerText(MI);
  if (!T)
    return false;
  // Marks only, or a wait the IR lowering found empty (isEmptyWaitMarker,
  // the text read once).
  SmallVector<MarkerLine, 2> Lines = parseMarkerText(T->Lines);
  bool HasWait = any_of(Lines, [](const MarkerLine &L) { return !L.IsMark; });
  return !Lines.empty() && (!HasWait || T->Tag == EmptyWaitTag);
}

SmallVector<MarkerLine, 2>
MachineClassifier::markerLines(const MachineInstr &MI) {
  std::optional<TaggedMarkerText> T = markerText(MI);
  if (!T)
    return {};
  return parseMarkerText(T->Lines);
}

ArrayRef<MarkerLine> MarkerReader::lines(const MachineInstr &MI) {
  std::optional<TaggedMarkerText> T = markerText(MI);
  if (!T)
    return {};
  auto [It, Inserted] = ByText.try_emplace(T->Lines.data());
  if (Inserted)
    It->second = parseMarkerText(T->Lines);
  return It->second;
}

unsigned MachineClassifier::markerRole(ArrayRef<MarkerLine> Lines) {
  unsigned R = 0;
  for (const MarkerLine &L : Lines)
    R |= L.IsMark ? role::Mark : role::Wait;
  return R;
}

std::optional<unsigned> MachineClassifier::waitMarkerN(const MachineInstr &MI) {
  for (const MarkerLine &L : markerLines(MI))
    if (!L.IsMark)
      return L.N;
  return std::nullopt;
}

MCRegister MachineClassifier::registerNamed(const TargetRegisterInfo &TRI,
                                            StringRef Name) {
  for (unsigned R = 1, E = TRI.getNumRegs(); R != E; ++R)
    if (StringRef(TRI.getName(R)).equals_insensitive(Name))
      return R;
  return MCRegister();
}

MCRegister
MachineClassifier::asyncCounterRegister(const TargetRegisterInfo &TRI) {
  return registerNamed(TRI, "asynccnt");
}

MCRegister
MachineClassifier::tensorCounterRegister(const TargetRegisterInfo &TRI) {
  return registerNamed(TRI, "tensorcnt");
}

bool MachineClassifier::isAbortTrap(const MachineInstr &MI) {
  constexpr int64_t AbortTrapId = 2; // AMDGPUUsage: trap handler IDs.
  if (MI.getNumOperands() < 1 || !MI.getOperand(0).isImm() ||
      MI.getOperand(0).getImm() != AbortTrapId)
    return false;
  const MachineFunction *MF = MI.getMF();
  return MF && MF->getSubtarget().getInstrInfo()->getName(MI.getOpcode()) ==
                   "S_TRAP";
}

bool MachineClassifier::isCounterWait(const MachineInstr &MI) {
  const MachineFunction *MF = MI.getMF();
  if (!MF)
    return false;
  StringRef Name = MF->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  return Name.starts_with("S_WAITCNT") || Name.starts_with("S_WAIT_");
}

bool MachineClassifier::isLdsDma(const MachineInstr &MI) {
  // The VMEM instructions (global/scratch/buffer) that LLVM flags VALU are
  // exactly the loads to LDS (SIInstrInfo::isLDSDMA); the unit tests check
  // this against every opcode of the installed LLVM.
  uint64_t F = MI.getDesc().TSFlags;
  return (F & tsflags::VALU) && (F & (tsflags::MUBUF | tsflags::FLAT));
}

bool MachineClassifier::isTensorOp(const MachineInstr &MI) {
  // gfx1250's tensor transfers name the TENSORcnt register (LLVM 22 calls it
  // TENSORcnt) among their implicit uses; so does S_WAIT_TENSORCNT, whose
  // descriptor also says it may load and store. The table's tensor family
  // names the transfers. The unit tests check both against every opcode of
  // the installed LLVM.
  // The descriptor's flags first, for the common case: a tensor transfer
  // is flagged VALU (unit tests), as only LDS DMAs otherwise are among
  // memory accesses.
  if (!(MI.getDesc().TSFlags & tsflags::VALU) || !MI.mayLoadOrStore())
    return false;
  const MachineFunction *MF = MI.getMF();
  if (!MF)
    return false;
  const TargetRegisterInfo &TRI = *MF->getSubtarget().getRegisterInfo();
  if (none_of(MI.getDesc().implicit_uses(), [&](MCPhysReg Reg) {
        return StringRef(TRI.getName(Reg)).equals_insensitive("tensorcnt");
      }))
    return false;
  StringRef Name = MF->getSubtarget().getInstrInfo()->getName(MI.getOpcode());
  return any_of(targetFactsOpcodePrefixes("tensor"),
                [&](StringRef P) { return Name.starts_with(P); });
}

bool MachineClassifier::carriesAsyncFlag(const MachineMemOperand &MMO) {
  AAMDNodes AA = MMO.getAAInfo();
  return containsAsyncScope(AA.Scope) || containsAsyncScope(AA.NoAlias);
}

bool MachineClassifier::isKnownAsync(const MachineInstr &MI) {
  return !MI.memoperands_empty() &&
         all_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
           return carriesAsyncFlag(*MMO);
         });
}

bool MachineClassifier::mayAccessLds(const MachineInstr &MI) {
  if (!MI.mayLoadOrStore())
    return false;
  uint64_t F = MI.getDesc().TSFlags;
  bool GenericFlat = (F & tsflags::FLAT) &&
                     !(F & (tsflags::FlatGlobal | tsflags::FlatScratch));
  if ((F & tsflags::DS) || GenericFlat || MI.memoperands_empty() ||
      MI.hasOrderedMemoryRef() || isLdsDma(MI))
    return true;
  return any_of(MI.memoperands(), [](const MachineMemOperand *MMO) {
    unsigned AS = MMO->getAddrSpace();
    return AS == addrspace::Lds || AS == addrspace::Flat; // flat may be LDS
  });
}

unsigned MachineClassifier::role(const MachineInstr &MI) {
  assert(!MI.isBundle() && "a bundle's role is its members' (MachineEvents)");
  if (MI.isInlineAsm())
    if (unsigned R = markerRole(markerLines(MI)))
      return R;
  unsigned R = 0;
  if (isLdsDma(MI) || isTensorOp(MI))
    R |= role::LdsDma | role::WaitOrdered;
  else if (mayAccessLds(MI))
    R |= role::LdsAccess | role::WaitOrdered;
  // Loads of memory that never changes (kernel arguments) are not ordered,
  // as the DAG builder leaves them out of memory dependences too.
  if (MI.isCall() || MI.hasUnmodeledSideEffects() || MI.mayStore() ||
      (MI.mayLoad() && !MI.isDereferenceableInvariantLoad()))
    R |= role::WaitOrdered;
  return R;
}

bool MachineClassifier::isVectorMemoryAccess(const MachineInstr &MI) {
  return (MI.getDesc().TSFlags & tsflags::VM_CNT) &&
         (MI.mayLoad() || MI.mayStore());
}

bool MachineClassifier::isPlainAlu(const MachineInstr &MI) {
  return !MI.isMetaInstruction() && !MI.isInlineAsm() && !MI.isBundle() &&
         !MI.isBundled() && !MI.mayLoadOrStore() &&
         !MI.hasUnmodeledSideEffects() && !MI.isCall() && !MI.isBranch() &&
         !MI.isTerminator() && !MI.isPosition();
}

bool MachineClassifier::isCounted(const MachineInstr &MI) const {
  if (!isVectorMemoryAccess(MI))
    return false;
  // Cache write-back/invalidate operations: not certain to count; leaving
  // them out only makes waits stricter.
  StringRef Name = TII.getName(MI.getOpcode());
  if (any_of(targetFactsUncountedOpcodePrefixes(),
             [&](StringRef P) { return Name.starts_with(P); }))
    return false;
  // Since gfx10 stores (and atomics without return) go to vscnt.
  if (!Facts.StoresInVmcnt && MI.mayStore())
    return false;
  return true;
}

bool MachineClassifier::usesAsyncCounterRegister(const MachineInstr &MI) const {
  // gfx1250's ASYNCcnt users name the counter as an implicit register in
  // their descriptor (LLVM 22 calls it ASYNCcnt).
  for (MCPhysReg Reg : MI.getDesc().implicit_uses())
    if (StringRef(TRI.getName(Reg)).equals_insensitive("asynccnt"))
      return true;
  return false;
}

bool MachineClassifier::isAsyncLoadToLds(const MachineInstr &MI) const {
  StringRef Name = TII.getName(MI.getOpcode());
  return any_of(targetFactsOpcodePrefixes("async_to_lds"),
                [&](StringRef P) { return Name.starts_with(P); });
}

bool MachineClassifier::isAsyncStoreFromLds(const MachineInstr &MI) const {
  StringRef Name = TII.getName(MI.getOpcode());
  return any_of(targetFactsOpcodePrefixes("async_from_lds"),
                [&](StringRef P) { return Name.starts_with(P); });
}

ProgramEvent MachineClassifier::classify(const MachineInstr &MI) const {
  using K = ProgramEventKind;
  assert(!MI.isBundle() && "classify the members of a bundle");
  assert(!isMarker(MI) && "markerLines() gives a marker's events");
  if (MI.isInlineAsm())
    return {};
  unsigned Opc = MI.getOpcode();
  if (Opc == WaitcntOpc ||
      (Facts.Counter == AsyncCounter::Vmcnt && Opc == SoftWaitcntOpc)) {
    unsigned Count = Facts.decodeWait(MI.getOperand(0).getImm());
    if (Count >= Facts.CounterFieldMax)
      return {};
    return {K::ExistingWait, Count};
  }
  if (Opc == TensorWaitOpc) {
    TargetFacts Tensor = Facts.tensorCounter();
    unsigned Count = Tensor.decodeWait(MI.getOperand(0).getImm());
    if (Count >= Tensor.CounterFieldMax)
      return {};
    return {K::ExistingTensorWait, Count};
  }
  // A call either completes every transfer (gfx9/gfx10 callees wait for
  // vmcnt(0)), or leaves the callee's own in flight (gfx1250: callees do
  // not wait for ASYNCcnt), and those join the caller's open group.
  if (MI.isCall()) {
    if (Facts.CallsCompleteCounter)
      return {K::Call};
    CalleeTransfers T = mayLeaveTransfersInFlight(MI);
    bool Tensor = T.Tensor && Facts.hasTensorCounter();
    if (!T.Async && !Tensor)
      return {};
    ProgramEvent E{K::CallWithTransfers};
    E.LeavesAsync = T.Async;
    E.LeavesTensor = Tensor;
    if (T.Async) {
      E.AsyncLoadsIssued = T.AsyncLoadsAtLeast;
      E.AsyncStoresIssued = T.AsyncStoresAtLeast;
      E.LeavesOtherAsync = T.AsyncOtherThanLoads;
      E.DrainsAsync = T.DrainsAsync;
    }
    if (Tensor) {
      E.TensorIssued = T.TensorAtLeast;
      E.DrainsTensor = T.DrainsTensor;
    }
    return E;
  }
  if (Facts.hasTensorCounter() && isTensorOp(MI))
    return {K::TensorOp};
  if (Facts.Counter == AsyncCounter::Asynccnt) {
    // Only ASYNCcnt transfers count.
    if (isLdsDma(MI) && usesAsyncCounterRegister(MI)) {
      ProgramEvent E{K::LdsDma, 0, /*KnownAsync=*/true,
                     !isAsyncLoadToLds(MI)};
      E.KnownStoreFromLds = E.MayReorderWithLoads && isAsyncStoreFromLds(MI);
      return E;
    }
    return {};
  }
  if (Opc == LdsDirectOpc)
    return {K::LdsDmaFence};
  // Every LDS DMA counts in vmcnt, also on gfx10 where it stores to LDS.
  if (isLdsDma(MI))
    return {K::LdsDma, 0, isKnownAsync(MI)};
  uint64_t F = MI.getDesc().TSFlags;
  if ((F & tsflags::FLAT) && !(F & (tsflags::FlatGlobal | tsflags::FlatScratch)) &&
      (MI.mayLoad() || MI.mayStore()))
    return {K::FlatOp};
  if (isCounted(MI))
    return {K::CountedOp};
  return {};
}

/// Whether \p I may issue a transfer (or call something that does): a
/// transfer intrinsic, a call of a function or through a pointer, or inline
/// assembly that is no marker.
static bool mayIssueTransfer(const Instruction &I) {
  const auto *CB = dyn_cast<CallBase>(&I);
  if (!CB)
    return false;
  if (CB->isInlineAsm())
    return irMarkerLines(I).empty();
  const Function *Callee = CB->getCalledFunction();
  if (!Callee || !Callee->isIntrinsic())
    return true;
  StringRef Name = Callee->getName();
  return isAsyncTransferIRName(Name) || isTensorTransferIRName(Name);
}

/// Whether \p F completes its own transfers before each of its returns:
/// in every block that returns, a mark and then a wait for 0 come after
/// the last instruction that may issue a transfer. The mark closes a group
/// holding every transfer \p F (and what it calls) issued, and the wait
/// for 0 completes every group, so none of them is in flight at the
/// return. Marks are function-local: the caller's groups are not its. The
/// IR lowering, a module pass, has made every mark and wait a marker by
/// the time a caller's machine code is classified.
static bool drainsBeforeEveryReturn(const Function &F) {
  bool AnyReturn = false;
  for (const BasicBlock &BB : F) {
    if (!isa<ReturnInst>(BB.getTerminator()))
      continue;
    AnyReturn = true;
    bool SeenWait0 = false, Drained = false;
    for (const Instruction &I : reverse(BB)) {
      SmallVector<MarkerLine, 2> Lines = irMarkerLines(I);
      for (const MarkerLine &L : reverse(Lines)) {
        if (!L.IsMark && L.N == 0)
          SeenWait0 = true;
        else if (L.IsMark && SeenWait0)
          Drained = true;
      }
      if (Drained)
        break;
      if (Lines.empty() && mayIssueTransfer(I))
        return false;
    }
    if (!Drained)
      return false;
  }
  return AnyReturn;
}

/// What a call to \p F leaves in flight: the transfers \p F issues, in its
/// body and below it. A call to a function with no body here, to one the
/// linker may bind to another body (weak or linkonce, even ODR: the object
/// holds it as a weak symbol) or an indirect call may leave transfers of
/// every kind and number.
MachineClassifier::CalleeTransfers
MachineClassifier::summarizeCallee(const Function &F) const {
  auto [It, Inserted] = CalleeSummaries.try_emplace(&F);
  if (!Inserted)
    return It->second;
  // The kinds, over every function F may reach.
  CalleeTransfers S{/*Async=*/false, /*Tensor=*/false,
                    /*AsyncOtherThanLoads=*/false, 0, 0};
  // A callee that completes its own transfers before it returns leaves
  // none in flight. The loads it issues still count: issued after the
  // caller's, they keep the caller's counts as loose as in flight.
  bool Drains =
      !F.isWeakForLinker() && !F.isDeclaration() && drainsBeforeEveryReturn(F);
  CalleeTransfers Unknown =
      Drains ? CalleeTransfers{false, false, false, 0, 0} : CalleeTransfers{};
  SmallVector<const Function *, 8> Work{&F};
  SmallPtrSet<const Function *, 8> Seen{&F};
  while (!Work.empty()) {
    const Function *G = Work.pop_back_val();
    if (G->isWeakForLinker() || G->isDeclaration())
      return CalleeSummaries[&F] = Unknown;
    for (const Instruction &I : instructions(*G)) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      const Function *Callee = CB->getCalledFunction();
      if (!Callee)
        return CalleeSummaries[&F] = Unknown;
      if (!Callee->isIntrinsic()) {
        if (Seen.insert(Callee).second)
          Work.push_back(Callee);
        continue;
      }
      StringRef Name = Callee->getName();
      if (isAsyncLoadToLdsIRName(Name))
        S.Async = true;
      else if (isAsyncTransferIRName(Name))
        S.Async = S.AsyncOtherThanLoads = true;
      else if (isTensorTransferIRName(Name))
        S.Tensor = true;
    }
  }
  IssuedCounts Counts = fewestIssued(F);
  S.AsyncLoadsAtLeast = Counts[IssuedLoads];
  S.AsyncStoresAtLeast = Counts[IssuedStores];
  S.TensorAtLeast = Counts[IssuedTensor];
  if (Drains) {
    // Where it issues a transfer on every path, completing that transfer
    // (its last) takes a wait for the counter to reach 0, which completes
    // the caller's too.
    S.AsyncOtherThanLoads = false;
    S.Async = S.Async && (S.AsyncLoadsAtLeast || S.AsyncStoresAtLeast);
    S.Tensor = S.Tensor && S.TensorAtLeast;
    S.DrainsAsync = S.Async;
    S.DrainsTensor = S.Tensor;
  }
  return CalleeSummaries[&F] = S;
}

/// The fewest loads to LDS, stores from LDS and tensor transfers \p F
/// issues on a path from its entry to a return, each kind on its own,
/// counting its callees' (every function it may reach has a body here:
/// summarizeCallee()). A transfer intrinsic is one instruction at least (a
/// waterfall loop repeats it), never none. A recursive call counts none, a
/// lower bound; so does a function that never returns.
MachineClassifier::IssuedCounts
MachineClassifier::fewestIssued(const Function &F) const {
  auto [It, Inserted] = FewestIssued.try_emplace(&F);
  if (!Inserted)
    return It->second.value_or(IssuedCounts{});
  // Per block: the transfers of each kind it issues.
  DenseMap<const BasicBlock *, IssuedCounts> Issued;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB) {
      const auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm() || !CB->getCalledFunction())
        continue;
      const Function &Callee = *CB->getCalledFunction();
      IssuedCounts Sub{};
      if (!Callee.isIntrinsic())
        Sub = fewestIssued(Callee);
      else if (isAsyncLoadToLdsIRName(Callee.getName()))
        Sub[IssuedLoads] = 1;
      else if (isAsyncTransferIRName(Callee.getName()))
        Sub[IssuedStores] = 1;
      else if (isTensorTransferIRName(Callee.getName()))
        Sub[IssuedTensor] = 1;
      IssuedCounts &C = Issued[&BB];
      for (unsigned K = 0; K != C.size(); ++K)
        C[K] = SaturatingAdd(C[K], Sub[K]);
    }
  // Shortest paths with the blocks' counts as (non-negative) weights, by
  // relaxation to a fixed point, each kind on its own.
  constexpr unsigned Far = std::numeric_limits<unsigned>::max();
  DenseMap<const BasicBlock *, IssuedCounts> Fewest;
  const BasicBlock &Entry = F.getEntryBlock();
  Fewest[&Entry] = Issued.lookup(&Entry);
  SmallVector<const BasicBlock *, 16> Work{&Entry};
  IssuedCounts AtReturn{Far, Far, Far};
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    IssuedCounts Here = Fewest[BB];
    if (isa<ReturnInst>(BB->getTerminator()))
      for (unsigned K = 0; K != Here.size(); ++K)
        AtReturn[K] = std::min(AtReturn[K], Here[K]);
    for (const BasicBlock *Succ : successors(BB)) {
      IssuedCounts Through = Issued.lookup(Succ);
      for (unsigned K = 0; K != Through.size(); ++K)
        Through[K] = SaturatingAdd(Here[K], Through[K]);
      auto [FIt, New] = Fewest.try_emplace(Succ, Through);
      if (!New) {
        bool Lower = false;
        for (unsigned K = 0; K != Through.size(); ++K)
          if (Through[K] < FIt->second[K]) {
            FIt->second[K] = Through[K];
            Lower = true;
          }
        if (!Lower)
          continue;
      }
      Work.push_back(Succ);
    }
  }
  for (unsigned &C : AtReturn)
    if (C == Far)
      C = 0;
  FewestIssued[&F] = AtReturn;
  return AtReturn;
}

MachineClassifier::CalleeTransfers
MachineClassifier::mayLeaveTransfersInFlight(const MachineInstr &MI) const {
  const Function *Callee = nullptr;
  for (const MachineOperand &MO : MI.operands())
    if (MO.isGlobal())
      Callee = dyn_cast<Function>(MO.getGlobal());
  if (!Callee)
    return {};
  return summarizeCallee(*Callee);
}
