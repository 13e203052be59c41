//===- AMDGPUAsyncMark.h - Umbrella header of the asyncmark library -*- C++ -*-===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Everything public of AMDGPUAsyncMark::AMDGPUAsyncMark, the in-process
/// library: registration, passes, the IR representation and its builders,
/// target facts, the tracking model, the path verifier, the version.
///
//===----------------------------------------------------------------------===//

#ifndef AMDGPUASYNCMARK_AMDGPUASYNCMARK_H
#define AMDGPUASYNCMARK_AMDGPUASYNCMARK_H

#include "AMDGPUAsyncMark/CodeGenPasses.h"
#include "AMDGPUAsyncMark/Model/FunctionModel.h"
#include "AMDGPUAsyncMark/Model/MarkState.h"
#include "AMDGPUAsyncMark/Options.h"
#include "AMDGPUAsyncMark/PassRegistry.h"
#include "AMDGPUAsyncMark/Passes.h"
#include "AMDGPUAsyncMark/Registration.h"
#include "AMDGPUAsyncMark/Representation.h"
#include "AMDGPUAsyncMark/TargetFacts.h"
#include "AMDGPUAsyncMark/Verify/PathCheck.h"
#include "AMDGPUAsyncMark/Version.h"

#endif // AMDGPUASYNCMARK_AMDGPUASYNCMARK_H
