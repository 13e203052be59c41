//===- FatPointerDebugInfoRepair.cpp - Debug info and fat-pointer lowering ===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22's buffer-fat-pointer lowering rewrites every function that uses
/// a `ptr addrspace(7)` into a new one, and the clone's subprogram gets a
/// copy of the module's compile unit that `llvm.dbg.cu` does not list. The
/// IR verifier before instruction selection then aborts ("DICompileUnit not
/// listed in llvm.dbg.cu", "Broken module found"), plugin or not: every
/// kernel with buffer fat pointers and a line table (rocMLIR and IREE
/// emit both) fails to compile.
///
/// Right after that lowering, each subprogram whose unit is not listed gets
/// back the listed unit it is a copy of (same file, producer, language,
/// emission kind, optimization flag). A unit that copies none of them is
/// added to the list instead: a second compile unit in the line table,
/// never a lost one.
///
/// The same lowering splits a variable location that uses a fat pointer
/// into a resource fragment and an offset fragment. Where the location's
/// expression computes a value (arithmetic before DW_OP_stack_value) it
/// cannot be split, and LLVM 22 then erases a record it never inserted: a
/// segfault, plugin or not. Loop strength reduction writes such a location
/// whenever it turns a loop's index into a fat-pointer induction variable
/// and the index is a source variable (`-g`): a loop over a buffer with
/// its index a variable crashes `llc -O1` and above. Right before the
/// lowering, each location it could not split is marked optimized out
/// (a kill location): the variable reads as unavailable there, which is
/// what the lowering would have had to say, and the code is unchanged.
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumUnitsRestored,
          "Number of subprograms given back their listed compile unit");
STATISTIC(NumFatPointerLocationsKilled,
          "Number of fat-pointer variable locations the lowering cannot "
          "split, marked optimized out");

/// True if \p A and \p B describe the same compilation.
static bool sameUnit(const DICompileUnit &A, const DICompileUnit &B) {
  return A.getFile() == B.getFile() && A.getProducer() == B.getProducer() &&
         A.getSourceLanguage().getUnversionedName() ==
             B.getSourceLanguage().getUnversionedName() &&
         A.getEmissionKind() == B.getEmissionKind() &&
         A.isOptimized() == B.isOptimized() && A.getFlags() == B.getFlags();
}

bool asyncmark::repairUnlistedCompileUnits(Module &M) {
  NamedMDNode *Listed = M.getNamedMetadata("llvm.dbg.cu");
  if (!Listed)
    return false;
  SmallPtrSet<const DICompileUnit *, 4> InList;
  SmallVector<DICompileUnit *, 4> Units;
  for (MDNode *N : Listed->operands())
    if (auto *CU = dyn_cast<DICompileUnit>(N)) {
      InList.insert(CU);
      Units.push_back(CU);
    }
  DebugInfoFinder Finder;
  Finder.processModule(M);
  bool Changed = false;
  for (DISubprogram *SP : Finder.subprograms()) {
    DICompileUnit *Unit = SP->getUnit();
    if (!Unit || InList.contains(Unit))
      continue;
    auto Copy = find_if(Units, [&](const DICompileUnit *CU) {
      return sameUnit(*CU, *Unit);
    });
    if (Copy != Units.end()) {
      SP->replaceUnit(*Copy);
      ++NumUnitsRestored;
    } else {
      Listed->addOperand(Unit);
      InList.insert(Unit);
      Units.push_back(Unit);
    }
    Changed = true;
  }
  return Changed;
}

/// The number of fat pointers a value of type \p Ty holds (a vector of
/// them: its length), or 0 if it is none.
static unsigned fatPointerCount(const Type *Ty) {
  unsigned N = 1;
  if (const auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    N = VT->getNumElements();
    Ty = VT->getElementType();
  }
  const auto *PT = dyn_cast<PointerType>(Ty);
  return PT && PT->getAddressSpace() == addrspace::BufferFatPointer ? N : 0;
}

/// True if the lowering can split \p Expr, a location of \p Count fat
/// pointers, into its resource fragment and its offset fragment.
static bool splits(const DIExpression *Expr, unsigned Count,
                   const DataLayout &DL) {
  uint64_t Rsrc = Count * uint64_t(DL.getPointerSizeInBits(
                              addrspace::BufferResource));
  uint64_t Off =
      Count * uint64_t(DL.getIndexSizeInBits(addrspace::BufferFatPointer));
  return DIExpression::createFragmentExpression(Expr, 0, Rsrc) &&
         DIExpression::createFragmentExpression(Expr, Rsrc, Off);
}

bool asyncmark::killUnsplittableFatPointerLocations(Module &M) {
  // Without a compile unit there is no valid debug info to look at.
  if (!M.getNamedMetadata("llvm.dbg.cu"))
    return false;
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      for (DbgVariableRecord &DVR : filterDbgVars(I.getDbgRecordRange())) {
        if (DVR.isDbgDeclare() || DVR.isKillLocation())
          continue;
        // The lowering splits the location once per fat-pointer
        // instruction it uses: a second split would cut fragments out of
        // fragments, so a location with two of them is not kept either.
        SmallPtrSet<const Value *, 2> Fat;
        unsigned Count = 0;
        for (Value *V : DVR.location_ops())
          if (unsigned N = fatPointerCount(V->getType());
              N && isa<Instruction>(V) && Fat.insert(V).second)
            Count = N;
        if (Fat.empty() ||
            (Fat.size() == 1 && splits(DVR.getExpression(), Count, DL)))
          continue;
        DVR.setKillLocation();
        ++NumFatPointerLocationsKilled;
        Changed = true;
      }
  return Changed;
}

namespace {
class FatPointerLocationGuard : public ModulePass {
public:
  static char ID;
  FatPointerLocationGuard() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::FatPointerLocationGuard);
  }
  bool runOnModule(Module &M) override {
    return killUnsplittableFatPointerLocations(M);
  }
};

class FatPointerDebugInfoRepair : public ModulePass {
public:
  static char ID;
  FatPointerDebugInfoRepair() : ModulePass(ID) {}
  StringRef getPassName() const override {
    return passDescription(PassId::FatPointerDebugInfoRepair);
  }
  bool runOnModule(Module &M) override {
    return repairUnlistedCompileUnits(M);
  }
};
} // end anonymous namespace

char FatPointerLocationGuard::ID = 0;
ASYNCMARK_REGISTER_PASS(FatPointerLocationGuard)
char FatPointerDebugInfoRepair::ID = 0;
ASYNCMARK_REGISTER_PASS(FatPointerDebugInfoRepair)
