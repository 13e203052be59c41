; Wave reduction with DPP row shifts, ds_swizzle and ds_bpermute: DPP and
; exec hazards (s_nop before DPP reads of VALU results) in a loop over rows.

declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @cross_lane_dpp(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %rows) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %r = phi i32 [ 0, %entry ], [ %r.next, %loop ]
  %tot = phi i32 [ 0, %entry ], [ %tot.next, %loop ]
  %o = shl i32 %r, 6
  %i = add i32 %o, %lane
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
  %a1 = add i32 %v, %d1
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a1, i32 274, i32 15, i32 15, i1 false)
  %a2 = add i32 %a1, %d2
  %d3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a2, i32 276, i32 15, i32 15, i1 false)
  %a3 = add i32 %a2, %d3
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %a3, i32 31775)
  %a4 = add i32 %a3, %sw
  %addr = shl i32 %lane, 2
  %addr2 = xor i32 %addr, 128
  %bp = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr2, i32 %a4)
  %a5 = add i32 %a4, %bp
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %a5, i32 63)
  %tot.next = add i32 %tot, %rl
  %r.next = add nuw i32 %r, 1
  %more = icmp ult i32 %r.next, %rows
  br i1 %more, label %loop, label %exit

exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %tot.next, ptr addrspace(1) %q, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
