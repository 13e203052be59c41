//===- EmptyWaitsTest.cpp - Empty waits and the arms they leave ----------===//
//
// Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
// Exceptions. See https://llvm.org/LICENSE.txt for license information.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// findEmptyWaits on kernels as written, then hoistEmptyWaitArms with its
// answer: which blocks give up their waits, to where, and which keep them.
//
//===----------------------------------------------------------------------===//

#include "EmptyWaits.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"
#include <map>
#include <string>
#include <tuple>
#include <vector>

using namespace llvm;
using namespace llvm::asyncmark;

namespace {

constexpr const char *Decls = R"(
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
@buf = internal addrspace(3) global [64 x i32] poison
)";

struct Hoisted {
  std::unique_ptr<Module> M;
  /// Each wait moved: its N, the block it was written in, where it is now.
  SmallVector<std::tuple<uint64_t, std::string, std::string>, 4> Moved;
  /// N of the waits left in each block, in order.
  std::map<std::string, std::vector<uint64_t>> WaitsIn;
};

Hoisted hoist(LLVMContext &Ctx, StringRef Body) {
  Hoisted H;
  SMDiagnostic Err;
  H.M = parseAssemblyString((Twine(Decls) + Body).str(), Err, Ctx);
  if (!H.M) {
    ADD_FAILURE() << Err.getMessage().str();
    return H;
  }
  Function &F = *H.M->getFunction("k");
  const Function *Mark = H.M->getFunction("llvm.amdgcn.asyncmark");
  const Function *Wait = H.M->getFunction("llvm.amdgcn.wait.asyncmark");
  DenseMap<const CallInst *, EmptyWait> Empty =
      findEmptyWaits(F, Mark, Wait);
  auto N = [](const CallInst *CI) {
    return cast<ConstantInt>(CI->getArgOperand(0))->getZExtValue();
  };
  for (auto &[CI, From] : hoistEmptyWaitArms(F, [&](const Instruction &I) {
         const auto *CI = dyn_cast<CallInst>(&I);
         return CI && Empty.count(CI);
       }))
    H.Moved.push_back(std::make_tuple(N(CI), From->getName().str(),
                                      CI->getParent()->getName().str()));
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *CI = dyn_cast<CallInst>(&I); CI && CI->getCalledFunction() == Wait)
        H.WaitsIn[BB.getName().str()].push_back(N(CI));
  EXPECT_FALSE(verifyModule(*H.M, &errs()));
  return H;
}

using Move = std::tuple<uint64_t, std::string, std::string>;
using Waits = std::vector<uint64_t>;

TEST(EmptyWaitArms, SwitchCaseEmptiesBeforeTheSwitch) {
  LLVMContext Ctx;
  Hoisted H = hoist(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o, i32 %c) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  switch i32 %c, label %other [ i32 1, label %one
                                i32 2, label %two ]
one:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  br label %join
two:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %join
other:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  store i32 0, ptr addrspace(1) %o
  br label %join
join:
  ret void
}
)");
  // %one's waits are empty (one mark before them) and move before the
  // switch; %two's wait(0) waits for the entry's group; %other has a store.
  EXPECT_EQ(H.Moved, (SmallVector<Move, 4>{{1, "one", "entry"},
                                           {2, "one", "entry"}}));
  EXPECT_EQ(H.WaitsIn["entry"], (Waits{1, 2}));
  EXPECT_EQ(H.WaitsIn["two"], (Waits{0}));
  EXPECT_EQ(H.WaitsIn["other"], (Waits{1}));
  // Before the terminator, after everything else.
  EXPECT_TRUE(isa<SwitchInst>(
      H.M->getFunction("k")->getEntryBlock().getTerminator()));
}

TEST(EmptyWaitArms, JoinAndPhiBlockStayLoopExitEmpties) {
  LLVMContext Ctx;
  Hoisted H = hoist(Ctx, R"(
define amdgpu_kernel void @k(i32 %c, i32 %n) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %single
single:
  %p = phi i32 [ %c, %join ]
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %self
self:
  %i = phi i32 [ 0, %single ], [ %i1, %self ]
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %self
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
)");
  // %join has two predecessors, %single a phi. %exit's one predecessor is
  // the loop: its wait goes to the end of the loop's block (every path
  // there has no mark either).
  EXPECT_EQ(H.Moved, (SmallVector<Move, 4>{{0, "exit", "self"}}));
  EXPECT_EQ(H.WaitsIn["join"], (Waits{0}));
  EXPECT_EQ(H.WaitsIn["single"], (Waits{0}));
  EXPECT_EQ(H.WaitsIn["self"], (Waits{0}));
}

TEST(EmptyWaitArms, ChainEmptiesIntoItsHeadsPredecessor) {
  LLVMContext Ctx;
  Hoisted H = hoist(Ctx, R"(
define amdgpu_kernel void @k(i32 %c) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %first, label %join
first:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %second
second:
  call void @llvm.amdgcn.wait.asyncmark(i16 4)
  br label %join
join:
  ret void
}
)");
  // Each wait is reported once, with the block it was written in.
  EXPECT_EQ(H.Moved.size(), 2u);
  EXPECT_EQ(H.Moved[0], (Move{4, "second", "entry"}));
  EXPECT_EQ(H.Moved[1], (Move{0, "first", "entry"}));
  EXPECT_EQ(H.WaitsIn["entry"], (Waits{0, 4}));
  EXPECT_EQ(H.WaitsIn.count("first") + H.WaitsIn.count("second"), 0u);
}

TEST(EmptyWaitArms, ArmEmptyByAnEarlierWaitEmpties) {
  LLVMContext Ctx;
  Hoisted H = hoist(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %c) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %x = add i32 %c, 1
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %cc = icmp eq i32 %x, 0
  br i1 %cc, label %arm, label %join
arm:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  br label %join
join:
  ret void
}
)");
  // Two marks precede the arm's wait(1), but wait(0) leaves none in flight;
  // wait(0) itself stays.
  EXPECT_EQ(H.Moved, (SmallVector<Move, 4>{{1, "arm", "entry"}}));
  EXPECT_EQ(H.WaitsIn["entry"], (Waits{0, 1}));
}

TEST(EmptyWaitArms, NoEmptyWaitNoMove) {
  LLVMContext Ctx;
  Hoisted H = hoist(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %c) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %arm, label %join
arm:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %join
join:
  ret void
}
)");
  EXPECT_TRUE(H.Moved.empty());
  EXPECT_EQ(H.WaitsIn["arm"], (Waits{0}));
}

/// The empty waits of @k, each named "block:index" by its place among its
/// block's waits.
std::map<std::string, EmptyWait> emptyWaits(LLVMContext &Ctx, StringRef Body) {
  std::map<std::string, EmptyWait> Out;
  SMDiagnostic Err;
  std::unique_ptr<Module> M =
      parseAssemblyString((Twine(Decls) + Body).str(), Err, Ctx);
  if (!M) {
    ADD_FAILURE() << Err.getMessage().str();
    return Out;
  }
  Function &F = *M->getFunction("k");
  const Function *Wait = M->getFunction("llvm.amdgcn.wait.asyncmark");
  DenseMap<const CallInst *, EmptyWait> Empty =
      findEmptyWaits(F, M->getFunction("llvm.amdgcn.asyncmark"), Wait);
  for (BasicBlock &BB : F) {
    unsigned Index = 0;
    for (Instruction &I : BB)
      if (auto *CI = dyn_cast<CallInst>(&I);
          CI && CI->getCalledFunction() == Wait) {
        if (auto It = Empty.find(CI); It != Empty.end())
          Out[(BB.getName() + ":" + Twine(Index)).str()] = It->second;
        ++Index;
      }
  }
  return Out;
}

TEST(EmptyWaits, AnEarlierWaitBoundsTheGroupsInFlight) {
  LLVMContext Ctx;
  std::map<std::string, EmptyWait> E = emptyWaits(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %c) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %x = add i32 %c, 1
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %y = add i32 %x, 1
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %z = add i32 %y, 1
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %more, label %join
more:
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  ret void
}
)");
  // entry:0 finds 2 groups and leaves 1; entry:1 finds that 1; entry:2
  // finds it and the new one. entry:3 leaves 1 again; join:0 finds 1, or 2
  // after %more's mark; join:1 leaves 1.
  EXPECT_EQ(E.count("entry:0"), 0u);
  ASSERT_EQ(E.count("entry:1"), 1u);
  EXPECT_TRUE(E["entry:1"].BoundByWait);
  EXPECT_EQ(E["entry:1"].MaxMarks, 1u);
  ASSERT_EQ(E.count("entry:2"), 1u);
  EXPECT_EQ(E["entry:2"].MaxMarks, 2u);
  EXPECT_EQ(E.count("entry:3"), 0u);
  ASSERT_EQ(E.count("join:0"), 1u);
  EXPECT_EQ(E["join:0"].MaxMarks, 2u);
  EXPECT_EQ(E.count("join:1"), 0u);
}

TEST(EmptyWaits, AWaitInALoopBoundsItsHeader) {
  LLVMContext Ctx;
  std::map<std::string, EmptyWait> E = emptyWaits(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i1 = add i32 %i, 1
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  br label %latch
latch:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
)");
  // In the loop at most 1 + 1 groups are in flight at wait(3): the latch's
  // wait(1) bounds what comes round. Without it the marks are unbounded.
  ASSERT_EQ(E.count("loop:0"), 1u);
  EXPECT_TRUE(E["loop:0"].BoundByWait);
  EXPECT_EQ(E["loop:0"].MaxMarks, 2u);
  EXPECT_EQ(E.count("latch:0"), 0u);
  ASSERT_EQ(E.count("exit:0"), 1u);
  EXPECT_EQ(E["exit:0"].MaxMarks, 1u);
  EXPECT_EQ(E.count("exit:1"), 0u);
}

TEST(EmptyWaits, AMarkInALoopWithoutWaitsIsUnbounded) {
  LLVMContext Ctx;
  std::map<std::string, EmptyWait> E = emptyWaits(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @llvm.amdgcn.asyncmark()
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 65535)
  call void @llvm.amdgcn.wait.asyncmark(i16 100)
  ret void
}
)");
  // No count bounds a loop's marks: wait(65535) trims the list. After it,
  // at most 65535 groups are in flight, more than 100.
  EXPECT_EQ(E.count("exit:0"), 0u);
  EXPECT_EQ(E.count("exit:1"), 0u);
}

TEST(EmptyWaits, DmaByInlineAssemblyKeepsWaitsUnbounded) {
  LLVMContext Ctx;
  std::map<std::string, EmptyWait> E = emptyWaits(Ctx, R"(
define amdgpu_kernel void @k(ptr addrspace(1) %g) {
entry:
  call void asm sideeffect "global_load_lds_dword $0, off", "v"(ptr addrspace(1) %g)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  ret void
}
)");
  // The lowering may not count the assembly's DMA in its group.
  EXPECT_TRUE(E.empty());
}

} // namespace
