; Regression (shared/reproducers/loop_mark_hoisted.ll): a 3-stage loop whose
; body issues two async DMAs (bundled by si-post-ra-bundler), then
; asyncmark and wait.asyncmark(0). The loop's mark must stay below both DMAs
; and the wait be vmcnt(0); before the fix the mark was hoisted above the
; bundle and the wait became vmcnt(2).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify %s -o - | FileCheck %s
; GlobalISel without -verify-machineinstrs: stock LLVM 22's GlobalISel fails
; the machine verifier on any ptr addrspace(8) kernel argument.
; RUN: llc -load-pass-plugin=%plugin -amdgpu-asyncmark-verify -global-isel \
; RUN:   -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify %s -o - | FileCheck %s
;
; The loop's mark and wait become one marker. Kept apart, the mark must
; still stay below the bundle:
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify \
; RUN:   -amdgpu-asyncmark-fuse-mark-wait=0 %s -o - | FileCheck %s --check-prefix=APART
; APART-LABEL: k_loop_4:
; APART:       ; %loop14
; APART:       global_load_lds_dwordx3 {{.*}} offset:20
; APART-NEXT:  global_load_lds_dword {{.*}} offset:24
; APART-NEXT:  ;;#ASMSTART
; APART-NEXT:  ; asyncmark
; APART-NEXT:  ;;#ASMEND
; APART-NOT:   s_waitcnt
; APART:       s_waitcnt vmcnt(0)
; APART-NEXT:  ;;#ASMSTART
; APART-NEXT:  ; wait_asyncmark(0)
; APART-NEXT:  ;;#ASMEND
; APART-NEXT:  ds_read_b32 {{.*}} offset:52
;
; CHECK-LABEL: k_loop_4:
; CHECK:       buffer_load_dwordx4 {{.*}} offset:4 lds
; CHECK-NEXT:  global_load_lds_dword {{.*}} offset:8
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NOT:   lds
; CHECK:       global_load_lds_dword {{.*}} offset:12
; CHECK-NOT:   asyncmark
; CHECK:       buffer_load_dword {{.*}} offset:16 lds
; CHECK-NOT:   lds
; CHECK:       ; asyncmark
; CHECK:       ; %loop14
; CHECK:       global_load_lds_dwordx3 {{.*}} offset:20
; CHECK-NEXT:  global_load_lds_dword {{.*}} offset:24
; CHECK-NOT:   {{s_waitcnt|asyncmark|lds}}
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 {{.*}} offset:52
; CHECK:       ; %epi15
; CHECK-NEXT:  v_add_u32
; CHECK-NEXT:  v_add_u32
; CHECK-NEXT:  s_waitcnt vmcnt(2)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 {{.*}} offset:16
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 {{.*}} offset:40
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k_loop_4(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr addrspace(3) %lds0, ptr addrspace(3) %lds1, ptr addrspace(3) %lds2, ptr addrspace(3) %pbuf0_0, ptr addrspace(3) %pbuf0_1, ptr addrspace(3) %pbuf0_2, i32 %n, i32 %stride, i32 %soff, i32 %seedv) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %voff = shl i32 %tid, 2
  %voff64 = zext i32 %voff to i64
  %gbase = getelementptr i8, ptr addrspace(1) %in, i64 %voff64
  %acc0 = add i32 %tid, %seedv
  %stg1 = mul i32 0, %stride
  %vo2 = mul i32 %stg1, 28
  %vo3 = add i32 %voff, %vo2
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %pbuf0_0, i32 16, i32 %vo3, i32 0, i32 4, i32 0)
  %o4 = mul i32 %stg1, 16
  %o5 = zext i32 %o4 to i64
  %ga6 = getelementptr i8, ptr addrspace(1) %gbase, i64 %o5
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %ga6, ptr addrspace(3) %pbuf0_0, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %stg7 = mul i32 1, %stride
  %o8 = mul i32 %stg7, 50
  %o9 = zext i32 %o8 to i64
  %ga10 = getelementptr i8, ptr addrspace(1) %gbase, i64 %o9
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %ga10, ptr addrspace(3) %pbuf0_1, i32 4, i32 12, i32 0)
  %vo11 = mul i32 %stg7, 3
  %vo12 = add i32 %voff, %vo11
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %pbuf0_1, i32 4, i32 %vo12, i32 %soff, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %has13 = icmp sgt i32 %n, 0
  br i1 %has13, label %loop14, label %epi15
loop14:
  %i16 = phi i32 [ 0, %entry ], [ %inext21, %loop14 ]
  %acc17 = phi i32 [ %acc0, %entry ], [ %acc33, %loop14 ]
  %b18 = phi ptr addrspace(3) [ %pbuf0_0, %entry ], [ %b19, %loop14 ]
  %b19 = phi ptr addrspace(3) [ %pbuf0_1, %entry ], [ %b20, %loop14 ]
  %b20 = phi ptr addrspace(3) [ %pbuf0_2, %entry ], [ %b18, %loop14 ]
  %si22 = add i32 %i16, 2
  %stg23 = mul i32 %si22, %stride
  %o24 = mul i32 %stg23, 4
  %o25 = zext i32 %o24 to i64
  %ga26 = getelementptr i8, ptr addrspace(1) %gbase, i64 %o25
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %ga26, ptr addrspace(3) %b20, i32 12, i32 20, i32 0)
  %o27 = mul i32 %stg23, 27
  %o28 = zext i32 %o27 to i64
  %ga29 = getelementptr i8, ptr addrspace(1) %gbase, i64 %o28
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %ga29, ptr addrspace(3) %b20, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %la30 = add i32 %voff, 52
  %lp31 = getelementptr i8, ptr addrspace(3) %b18, i32 %la30
  %lv32 = load i32, ptr addrspace(3) %lp31, align 4
  %acc33 = add i32 %acc17, %lv32
  %inext21 = add i32 %i16, 1
  %cont34 = icmp slt i32 %inext21, %n
  br i1 %cont34, label %loop14, label %epi15
epi15:
  %acc35 = phi i32 [ %acc0, %entry ], [ %acc33, %loop14 ]
  %eb36 = phi ptr addrspace(3) [ %pbuf0_0, %entry ], [ %b19, %loop14 ]
  %eb37 = phi ptr addrspace(3) [ %pbuf0_1, %entry ], [ %b20, %loop14 ]
  %eb38 = phi ptr addrspace(3) [ %pbuf0_2, %entry ], [ %b18, %loop14 ]
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %la39 = add i32 %voff, 16
  %lp40 = getelementptr i8, ptr addrspace(3) %eb36, i32 %la39
  %lv41 = load i32, ptr addrspace(3) %lp40, align 4
  %acc42 = add i32 %acc35, %lv41
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %la43 = add i32 %voff, 40
  %lp44 = getelementptr i8, ptr addrspace(3) %eb37, i32 %la43
  %lv45 = load i32, ptr addrspace(3) %lp44, align 4
  %acc46 = add i32 %acc42, %lv45
  %outp = getelementptr i8, ptr addrspace(1) %out, i64 %voff64
  store i32 %acc46, ptr addrspace(1) %outp, align 4
  ret void
}

declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { nounwind }
