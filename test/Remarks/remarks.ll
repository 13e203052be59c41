; One remark per wait.asyncmark (-pass-remarks-analysis=amdgpu-asyncmark):
; the count chosen, the marks it resolves to, and why it is stricter than the
; bare count where it is. Also in the YAML remarks file.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null -pass-remarks-analysis=amdgpu-asyncmark -pass-remarks-output=%t.yaml 2>&1 | FileCheck %s
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare void @llvm.amdgcn.s.waitcnt(i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @ext()

; The IR lowering reports first that wait(1) in @few, right after the only
; mark, waits for nothing: the mark and the wait are one marker that orders
; no access.
; CHECK: remark: {{.*}}wait_asyncmark(1) in few waits for nothing: at most 1 mark precedes it on any path, so LDS accesses may move across it

; Only the then-arm makes a group: W(0) after the join needs vmcnt(0) on
; that path and nothing on the other.
; CHECK: remark: {{.*}}wait_asyncmark(0) in diamond:bb.{{[0-9]+}}.join: s_waitcnt vmcnt(0) for the mark 1 back, asyncmark #1 (diamond:bb.{{[0-9]+}}.then); 0 to 1 marks are live here; some paths have at most 0 marks and need nothing; paths need different counts, the strictest was taken
define amdgpu_kernel void @diamond(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 inreg %c, ptr addrspace(1) %out) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %join
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; A generic FLAT load issued after the DMA: only vmcnt(0) is safe.
; CHECK: remark: {{.*}}wait_asyncmark(0) in flat:bb.0{{.*}}: s_waitcnt vmcnt(0) for the mark 1 back, asyncmark #1 (flat:bb.0{{.*}}); 1 mark is live here; a generic FLAT access in flight forces vmcnt(0)
define amdgpu_kernel void @flat(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr %p, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %fp = getelementptr i32, ptr %p, i32 %tid
  %f = load i32, ptr %fp
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  %s = add i32 %v, %f
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; A call completes everything before it: the wait needs nothing.
; CHECK: remark: {{.*}}wait_asyncmark(0) in call:bb.0{{.*}}: no wait for the mark 1 back, asyncmark #1 (call:bb.0{{.*}}); 1 mark is live here; an earlier wait or call already completed them
define amdgpu_kernel void @call(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @ext()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; A user's s_waitcnt vmcnt(0) already completed the group.
; CHECK: remark: {{.*}}wait_asyncmark(0) in existing:bb.0{{.*}}: no wait for the mark 1 back, asyncmark #1 (existing:bb.0{{.*}}); 1 mark is live here; an earlier wait or call already completed them
define amdgpu_kernel void @existing(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; Fewer marks than N+1: nothing to wait for.
; CHECK: remark: {{.*}}wait_asyncmark(1) in few:bb.0{{.*}}: no wait; 1 mark is live here; at most 1 mark on every path
define amdgpu_kernel void @few(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; YAML:      --- !Analysis
; YAML:      Pass:            amdgpu-asyncmark{{$}}
; YAML-NEXT: Name:            WaitLowered
; YAML-NEXT: Function:        diamond
; YAML:        - N:               '0'
; YAML:        - Count:           '0'
; YAML:        - Mark:            'asyncmark #1 (diamond:bb.{{[0-9]+}}.then)'
