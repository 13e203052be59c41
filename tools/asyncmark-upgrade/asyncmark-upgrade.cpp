//===- asyncmark-upgrade.cpp - Make upstream async IR loadable by LLVM 22 -===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads an IR or bitcode file written with upstream LLVM's async LDS-DMA
/// intrinsics, some of which LLVM 22's verifier rejects (the four
/// `*.buffer.load.async.lds` forms), and writes it with each async DMA
/// replaced by its LLVM 22 twin carrying the plugin's async scope. The result
/// passes the verifier; compile it with llc and the plugin. Idempotent; reads
/// stdin and writes stdout by default, so it fits in a pipe before llc:
///
///   asyncmark-upgrade kernel.ll | llc -load-pass-plugin=AMDGPUAsyncMark.so ...
///
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Version.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

// The tool's own options; --help lists only these (and --help/--version).
static cl::OptionCategory UpgradeCategory("asyncmark-upgrade options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input .ll or .bc>"),
                                          cl::init("-"),
                                          cl::cat(UpgradeCategory));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"),
                                           cl::cat(UpgradeCategory));
static cl::opt<bool> EmitBitcode("emit-bitcode",
                                 cl::desc("Write bitcode instead of text"),
                                 cl::cat(UpgradeCategory));

static void printVersion(raw_ostream &OS) {
  OS << "asyncmark-upgrade " << AMDGPU_ASYNCMARK_VERSION_STRING
     << " (built for LLVM " << AMDGPU_ASYNCMARK_LLVM_VERSION_STRING << ")\n";
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(UpgradeCategory);
  cl::SetVersionPrinter(printVersion);
  cl::ParseCommandLineOptions(
      argc, argv,
      "rewrite upstream async LDS-DMA intrinsics into a form LLVM 22 loads\n");

  LLVMContext Ctx;
  bool HadError = false;
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *DI, void *Context) {
        DiagnosticPrinterRawOStream DP(errs());
        WithColor::error(errs(), "asyncmark-upgrade");
        DI->print(DP);
        errs() << "\n";
        if (DI->getSeverity() == DS_Error)
          *static_cast<bool *>(Context) = true;
      },
      &HadError);

  // The input may have debug info next to names LLVM 22 cannot verify:
  // upgrade its debug info after the rewrite, as the plugin does.
  asyncmark::deferDebugInfoUpgrade();
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(InputFilename, Err, Ctx);
  if (!M) {
    Err.print("asyncmark-upgrade", errs());
    return 1;
  }

  asyncmark::upgradeAsyncDmaCalls(*M);
  if (HadError)
    return 1;

  std::string Msg;
  raw_string_ostream OS(Msg);
  if (verifyModule(*M, &OS)) {
    WithColor::error(errs(), "asyncmark-upgrade")
        << "the module is not valid after the rewrite:\n"
        << Msg;
    return 1;
  }

  std::error_code EC;
  ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_None);
  if (EC) {
    WithColor::error(errs(), "asyncmark-upgrade") << EC.message() << "\n";
    return 1;
  }
  if (EmitBitcode)
    WriteBitcodeToFile(*M, Out.os());
  else
    M->print(Out.os(), nullptr);
  Out.keep();
  return 0;
}
