//===- embed-driver.cpp - A code generator with the asyncmark passes ------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A minimal in-process code generator: what a compiler embedding LLVM 22
/// does to get the asyncmark passes without loading the plugin module.
///
///   asyncmark-embed-llc kernel.ll -o kernel.s [-mcpu=gfx950] [-verify]
///                       [-remarks]
///
/// Builds an amdgcn-amd-amdhsa TargetMachine for the module's target-cpu
/// (gfx950 when the module names none), calls
/// llvm::asyncmark::registerCodeGenPasses() with the options given (verify
/// mode, the plugin's remarks on standard error) and runs the legacy
/// codegen pipeline at -O3, writing assembly.
///
//===----------------------------------------------------------------------===//

#include <AMDGPUAsyncMark/AMDGPUAsyncMark.h>

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/InitializePasses.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <optional>
#include <string>

using namespace llvm;

static int usage(const char *Argv0) {
  errs() << "usage: " << Argv0
         << " <input.ll> -o <output.s> [-mcpu=<cpu>] [-verify] [-remarks]\n";
  return 2;
}

/// The module's processor: the first function definition's "target-cpu".
static std::string moduleCPU(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return "gfx950";
}

int main(int argc, char **argv) {
  if (argc < 4 || StringRef(argv[2]) != "-o")
    return usage(argv[0]);
  std::optional<std::string> CPUOverride;
  asyncmark::CompileOptions AsyncMarkOptions;
  for (int I = 4; I < argc; ++I) {
    StringRef Arg(argv[I]);
    if (Arg == "-verify")
      AsyncMarkOptions.Verify = true;
    else if (Arg == "-remarks")
      AsyncMarkOptions.Remarks = true;
    else if (Arg.consume_front("-mcpu="))
      CPUOverride = Arg.str();
    else
      return usage(argv[0]);
  }

  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  // The passes llc makes known before building a pipeline.
  PassRegistry &Registry = *PassRegistry::getPassRegistry();
  initializeCore(Registry);
  initializeCodeGen(Registry);
  initializeScalarOpts(Registry);
  initializeTransformUtils(Registry);

  // The one call an embedding compiler adds: every amdgcn codegen pipeline
  // built from now on gets the asyncmark passes, with these options for
  // every compile (one compile's own: asyncmark::setCompileOptions).
  asyncmark::registerCodeGenPasses(AsyncMarkOptions);

  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(argv[1], Err, Ctx);
  if (!M) {
    Err.print(argv[0], errs());
    return 1;
  }

  Triple TT("amdgcn-amd-amdhsa");
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(TT, Error);
  if (!T) {
    errs() << argv[0] << ": " << Error << "\n";
    return 1;
  }
  std::string CPU = CPUOverride ? *CPUOverride : moduleCPU(*M);
  TargetOptions Options;
  // llc's default: loop and block comments in the assembly.
  Options.MCOptions.AsmVerbose = true;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, CPU, /*Features=*/"", Options, Reloc::PIC_,
      /*CM=*/std::nullopt, CodeGenOptLevel::Aggressive));
  if (!TM) {
    errs() << argv[0] << ": cannot create a TargetMachine for " << CPU
           << "\n";
    return 1;
  }
  M->setTargetTriple(TT);
  M->setDataLayout(TM->createDataLayout());

  std::error_code EC;
  ToolOutputFile Out(argv[3], EC, sys::fs::OF_Text);
  if (EC) {
    errs() << argv[0] << ": " << argv[3] << ": " << EC.message() << "\n";
    return 1;
  }

  legacy::PassManager PM;
  if (TM->addPassesToEmitFile(PM, Out.os(), nullptr,
                              CodeGenFileType::AssemblyFile,
                              /*DisableVerify=*/false)) {
    errs() << argv[0] << ": the target cannot emit assembly\n";
    return 1;
  }
  // A compile error (an insufficient wait in verify mode, a malformed
  // intrinsic) is reported through the context's default handler, which
  // exits with status 1.
  PM.run(*M);
  Out.keep();
  return 0;
}
