//===- CountSolver.cpp - Safe wait counts closest to exact ----------------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AMDGPUAsyncMark/Model/CountSolver.h"

#include "llvm/ADT/STLExtras.h"

#include <cassert>

using namespace llvm;
using namespace llvm::asyncmark;

bool llvm::asyncmark::isSafe(ArrayRef<std::optional<unsigned>> Emitted,
                             ArrayRef<std::optional<unsigned>> Needed) {
  for (auto [E, N] : zip_equal(Emitted, Needed))
    if (N && (!E || *E > *N))
      return false;
  return true;
}

SolvedCounts llvm::asyncmark::raiseCounts(
    WaitCounts Emitted, WaitCounts Needed, ArrayRef<unsigned> Order,
    unsigned MaxCount, unsigned MaxRuns,
    function_ref<WaitCounts(const WaitCounts &)> Run) {
  assert(isSafe(Emitted, Needed) && "raising counts that are not safe");
  // Counts as a chain: 0 .. MaxCount, then MaxCount + 1 for nothing.
  auto Encode = [&](std::optional<unsigned> Count) {
    return Count ? *Count : MaxCount + 1;
  };
  auto Decode = [&](unsigned Code) -> std::optional<unsigned> {
    if (Code > MaxCount)
      return std::nullopt;
    return Code;
  };
  // The counts of the last round run, and what the waits needed then.
  WaitCounts LastRun = Emitted, LastNeeded = Needed;
  unsigned Runs = 0;
  auto TryRound = [&](const WaitCounts &Counts) -> bool {
    if (Runs >= MaxRuns)
      return false;
    ++Runs;
    LastRun = Counts;
    LastNeeded = Run(Counts);
    return isSafe(Counts, LastNeeded);
  };

  while (Needed != Emitted) {
    bool Raised = false;
    if (TryRound(Needed)) {
      Emitted = Needed;
      Needed = LastNeeded;
      continue;
    }
    for (unsigned Id : Order) {
      if (Emitted[Id] == Needed[Id])
        continue;
      // With the other counts fixed, raising this one lowers what every
      // wait needs, so the safe counts for it are those up to some bound.
      unsigned Lo = Encode(Emitted[Id]), Hi = Encode(Needed[Id]);
      WaitCounts Counts = Emitted;
      while (Lo < Hi) {
        unsigned Mid = Lo + (Hi - Lo + 1) / 2;
        Counts[Id] = Decode(Mid);
        if (TryRound(Counts))
          Lo = Mid;
        else
          Hi = Mid - 1;
      }
      if (Lo == Encode(Emitted[Id]))
        continue;
      Emitted[Id] = Decode(Lo);
      Raised = true;
      break;
    }
    if (!Raised)
      break;
    if (LastRun != Emitted) {
      ++Runs;
      LastRun = Emitted;
      LastNeeded = Run(Emitted);
    }
    Needed = LastNeeded;
  }
  if (LastRun != Emitted)
    LastNeeded = Run(Emitted);
  return {std::move(Emitted), std::move(LastNeeded)};
}
