//===- FatPointerDebugInfoRepair.cpp - The compile unit of rewritten kernels ===//
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
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"

using namespace llvm;
using namespace llvm::asyncmark;

#define DEBUG_TYPE "amdgpu-asyncmark"

STATISTIC(NumUnitsRestored,
          "Number of subprograms given back their listed compile unit");

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

namespace {
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

char FatPointerDebugInfoRepair::ID = 0;
ASYNCMARK_REGISTER_PASS(FatPointerDebugInfoRepair)
