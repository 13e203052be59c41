//===- MIRFixture.h - Machine functions from inline MIR for unit tests ---===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Parses inline MIR for an AMDGPU processor into machine functions, and
/// runs a machine pass over them the way `llc -run-pass` does, so that the
/// machine-level adapters (classifier, event walk, lowering) and the seam to
/// LLVM 22's insides are tested without a pipeline around them.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_UNITTESTS_CODEGEN_MIRFIXTURE_H
#define AMDGPUASYNCMARK_UNITTESTS_CODEGEN_MIRFIXTURE_H

#include "llvm/CodeGen/MIRParser/MIRParser.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>

extern "C" void LLVMInitializeAMDGPUTargetInfo();
extern "C" void LLVMInitializeAMDGPUTarget();
extern "C" void LLVMInitializeAMDGPUTargetMC();

namespace llvm {
namespace asyncmark {
namespace unittest {

/// One module of machine functions parsed from MIR for processor \p CPU.
class MIRModule {
public:
  MIRModule(StringRef CPU, StringRef MIR) {
    static bool Initialized = [] {
      LLVMInitializeAMDGPUTargetInfo();
      LLVMInitializeAMDGPUTarget();
      LLVMInitializeAMDGPUTargetMC();
      PassRegistry &R = *PassRegistry::getPassRegistry();
      initializeCore(R);
      initializeCodeGen(R);
      initializeTarget(R);
      return true;
    }();
    (void)Initialized;
    Triple TT("amdgcn-amd-amdhsa");
    std::string Error;
    const Target *T = TargetRegistry::lookupTarget(TT, Error);
    if (!T) {
      ADD_FAILURE() << Error;
      return;
    }
    TM.reset(
        T->createTargetMachine(TT, CPU, "", TargetOptions(), std::nullopt));
    SMDiagnostic Diag;
    Parser = createMIRParser(MemoryBuffer::getMemBufferCopy(MIR), Ctx);
    if (!Parser) {
      ADD_FAILURE() << "not MIR";
      return;
    }
    M = Parser->parseIRModule();
    if (!M) {
      ADD_FAILURE() << "bad IR in the MIR";
      return;
    }
    M->setDataLayout(TM->createDataLayout());
    M->setTargetTriple(TT);
    MMIWP = new MachineModuleInfoWrapperPass(TM.get());
    if (Parser->parseMachineFunctions(*M, MMIWP->getMMI()))
      ADD_FAILURE() << "bad machine functions in the MIR";
  }
  ~MIRModule() {
    if (!Ran)
      delete MMIWP;
  }

  bool valid() const { return M && TM; }
  Module &module() { return *M; }
  const TargetMachine &targetMachine() const { return *TM; }

  /// The machine function of IR function \p Name.
  MachineFunction &function(StringRef Name) {
    MachineFunction *MF =
        MMIWP->getMMI().getMachineFunction(*M->getFunction(Name));
    EXPECT_NE(MF, nullptr) << Name.str();
    return *MF;
  }

  /// Runs \p P over every machine function, as `llc -run-pass` does (the
  /// module's functions are then owned by the pass manager's module info,
  /// which this object keeps alive). Once per module.
  void runPass(Pass *P) {
    assert(!Ran && "one run per module");
    Ran = true;
    PM = std::make_unique<legacy::PassManager>();
    TargetPassConfig *TPC = TM->createPassConfig(*PM);
    PM->add(TPC);
    PM->add(MMIWP);
    PM->add(P);
    TPC->setInitialized();
    PM->run(*M);
  }

private:
  LLVMContext Ctx;
  std::unique_ptr<TargetMachine> TM;
  std::unique_ptr<MIRParser> Parser;
  std::unique_ptr<Module> M;
  MachineModuleInfoWrapperPass *MMIWP = nullptr;
  std::unique_ptr<legacy::PassManager> PM;
  bool Ran = false;
};

} // namespace unittest
} // namespace asyncmark
} // namespace llvm

#endif
