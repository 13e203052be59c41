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
#include "llvm/PassInfo.h"
#include "llvm/PassRegistry.h"

namespace llvm {
namespace asyncmark {

/// One enumerator per pass of PassRegistry.def.
enum class PassId {
#define ASYNCMARK_IR_PASS(Class, Argument, Description) Class,
#define ASYNCMARK_MACHINE_PASS(Class, Argument, Description) Class,
#define ASYNCMARK_NEW_PM_PASS(Class, Argument, Description) Class,
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
#define ASYNCMARK_NEW_PM_PASS(Class, Argument, Description)                   \
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
#define ASYNCMARK_NEW_PM_PASS(Class, Argument, Description)                   \
  case PassId::Class:                                                          \
    return Description;
#include "AMDGPUAsyncMark/PassRegistry.def"
  }
  return "";
}

} // namespace asyncmark
} // namespace llvm

namespace llvm {
namespace asyncmark {

/// Registers legacy pass class \p PassT under PassRegistry.def entry \p Id,
/// unless a pass of that name is registered already: by another copy of the
/// plugin in the process, whose registration stays (LLVM aborts on a second
/// pass of one name where pass names are options, as in opt). Returns
/// whether this call registered it.
template <typename PassT> bool registerPassOnce(PassId Id) {
  PassRegistry &Registry = *PassRegistry::getPassRegistry();
  if (Registry.getPassInfo(passArgument(Id)))
    return false;
  static PassInfo Info(passDescription(Id), passArgument(Id), &PassT::ID,
                       PassInfo::NormalCtor_t(callDefaultCtor<PassT>),
                       /*CFGOnly=*/false, /*is_analysis=*/false);
  Registry.registerPass(Info);
  return true;
}

/// One function per pass of PassRegistry.def, defined in the pass's file
/// (ASYNCMARK_REGISTER_PASS): registers it with LLVM's pass registry.
#define ASYNCMARK_IR_PASS(Class, Argument, Description) void register##Class();
#define ASYNCMARK_MACHINE_PASS(Class, Argument, Description)                  \
  void register##Class();
#include "AMDGPUAsyncMark/PassRegistry.def"

/// Registers every pass of PassRegistry.def (once per process, across
/// copies of the plugin); registerCodeGenPasses() calls it.
void registerAllPasses();

} // namespace asyncmark
} // namespace llvm

/// Defines the registration function of legacy pass class \p Class
/// (default-constructible, with a `static char ID`), the PassRegistry.def
/// entry \p Id; at namespace scope in the pass's own file.
#define ASYNCMARK_REGISTER_PASS_AS(Class, Id)                                  \
  void ::llvm::asyncmark::register##Id() {                                     \
    ::llvm::asyncmark::registerPassOnce<Class>(::llvm::asyncmark::PassId::Id);  \
  }
/// The same for a class named like its entry.
#define ASYNCMARK_REGISTER_PASS(Class) ASYNCMARK_REGISTER_PASS_AS(Class, Class)

#endif // AMDGPUASYNCMARK_PASSREGISTRY_H
