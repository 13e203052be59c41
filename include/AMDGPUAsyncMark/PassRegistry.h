//===- PassRegistry.h - Names of the asyncmark passes -----------*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The names and descriptions of the passes listed in PassRegistry.def, and
/// the one way a pass registers itself with LLVM's legacy pass registry:
///
/// \code
///   char WaitLowering::ID = 0;
///   ASYNCMARK_REGISTER_PASS(WaitLowering)
///   ...
///   return passDescription(PassId::WaitLowering); // getPassName()
/// \endcode
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_PASSREGISTRY_H
#define AMDGPUASYNCMARK_PASSREGISTRY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Pass.h"

namespace llvm {
namespace asyncmark {

/// One enumerator per pass of PassRegistry.def.
enum class PassId {
#define ASYNCMARK_IR_PASS(Class, Argument, Description) Class,
#define ASYNCMARK_MACHINE_PASS(Class, Argument, Description) Class,
#include "AMDGPUAsyncMark/PassRegistry.def"
};

/// The name LLVM's pass options know pass \p Id by.
constexpr StringRef passArgument(PassId Id) {
  switch (Id) {
#define ASYNCMARK_IR_PASS(Class, Argument, Description)                       \
  case PassId::Class:                                                          \
    return Argument;
#define ASYNCMARK_MACHINE_PASS(Class, Argument, Description)                  \
  case PassId::Class:                                                          \
    return Argument;
#include "AMDGPUAsyncMark/PassRegistry.def"
  }
  return "";
}

/// What pass \p Id is called in pass structure dumps.
constexpr StringRef passDescription(PassId Id) {
  switch (Id) {
#define ASYNCMARK_IR_PASS(Class, Argument, Description)                       \
  case PassId::Class:                                                          \
    return Description;
#define ASYNCMARK_MACHINE_PASS(Class, Argument, Description)                  \
  case PassId::Class:                                                          \
    return Description;
#include "AMDGPUAsyncMark/PassRegistry.def"
  }
  return "";
}

} // namespace asyncmark
} // namespace llvm

/// Registers legacy pass class \p Class (default-constructible, with a
/// `static char ID`) under the PassRegistry.def entry \p Id; at namespace
/// scope in the pass's own file.
#define ASYNCMARK_REGISTER_PASS_AS(Class, Id)                                  \
  static ::llvm::RegisterPass<Class> Register##Class(                         \
      ::llvm::asyncmark::passArgument(::llvm::asyncmark::PassId::Id),          \
      ::llvm::asyncmark::passDescription(::llvm::asyncmark::PassId::Id),       \
      /*CFGOnly=*/false, /*is_analysis=*/false);
/// The same for a class named like its entry.
#define ASYNCMARK_REGISTER_PASS(Class) ASYNCMARK_REGISTER_PASS_AS(Class, Class)

#endif // AMDGPUASYNCMARK_PASSREGISTRY_H
