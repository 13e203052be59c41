//===- TargetFacts.cpp - The AMDGPU facts the plugin relies on ------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/TargetFacts.h"
#include "llvm/TargetParser/TargetParser.h"

using namespace llvm;
using namespace llvm::asyncmark;

std::optional<TargetFacts> TargetFacts::forCPU(StringRef CPU) {
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(CPU);
  if (V.Major == 0)
    return std::nullopt;
  TargetFacts F;
  F.Major = V.Major;
  F.Minor = V.Minor;
  F.Stepping = V.Stepping;
  F.HasLdsDma = V.Major == 9 || V.Major == 10;
  F.HasWideLdsDma = V.Major == 9 && V.Minor == 5 && V.Stepping == 0;
  F.StoresInVmcnt = V.Major < 10;
  F.HasGfx9WaitcntLayout = V.Major == 9 || V.Major == 10;
  F.VmcntFieldMax = 63;
  return F;
}

bool TargetFacts::supportsLdsDmaSize(unsigned Bytes) const {
  switch (Bytes) {
  case 1:
  case 2:
  case 4:
    return HasLdsDma;
  case 12:
  case 16:
    return HasLdsDma && HasWideLdsDma;
  default:
    return false;
  }
}

// gfx9/gfx10 `s_waitcnt simm16`: vmcnt[3:0] | expcnt[6:4] | lgkmcnt[11:8]
// (gfx9, 4 bits) or [13:8] (gfx10, 6 bits) | vmcnt_hi[15:14].
static unsigned lgkmNoWaitBits(unsigned Major) {
  return Major >= 10 ? 0x3F00 : 0x0F00;
}

unsigned TargetFacts::encodeVmcntWait(unsigned N) const {
  if (N > VmcntFieldMax)
    N = VmcntFieldMax;
  return (N & 0xF) | 0x70 | lgkmNoWaitBits(Major) | ((N >> 4) & 0x3) << 14;
}

unsigned TargetFacts::decodeVmcnt(unsigned Imm) const {
  return (Imm & 0xF) | ((Imm >> 14) & 0x3) << 4;
}

unsigned TargetFacts::encodeNoWait() const {
  return encodeVmcntWait(VmcntFieldMax);
}
