; wait.asyncmark is a code motion barrier for memory accesses: LDS written by
; an async DMA changes at the wait, so reads on either side of it must not be
; merged or moved across it. Two LDS reads of adjacent words of @buf around
; wait.asyncmark(0) stay two ds_read_b32 with the wait marker (and its
; vmcnt, for the DMA into the distinct @dst) between them; without the wait
; the same two reads are merged into one 64-bit read (control, shows the
; check can fail). The DMA writes a different LDS variable than the reads, so
; no automatic wait of LLVM's own is involved. A mark fused with its wait
; (R M W(0) R) keeps the reads apart too.
;
; With no DMA at all (R W(0) R) the wait waits for nothing. In a function,
; as in upstream's code_barrier test, it still keeps the two reads apart:
; a caller's marks may reach it. In a kernel that calls nothing no mark can,
; so the wait orders nothing: the reads pair into one ds_read2_b32, exactly
; as in the control without the wait, and no vmcnt wait is emitted.
;
; Right after instruction selection every wait, fused or not, is flagged as
; writing memory (which orders every access around it) and as having side
; effects; a mark has side effects only, and so has a wait that orders
; nothing (its tag, 0x61736d65, says so).

; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   -stop-after=amdgpu-asyncmark-wait-barrier | FileCheck %s --check-prefix=FLAGS
; FLAGS-LABEL: name: with_wait
; FLAGS:       INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */
; FLAGS:       INLINEASM &"; wait_asyncmark(0)", 17 /* sideeffect maystore attdialect */
; FLAGS-LABEL: name: no_dma
; FLAGS:       INLINEASM &"; wait_asyncmark(0)", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954597{{$}}
; FLAGS-LABEL: name: fused
; FLAGS:       INLINEASM &"; asyncmark\0A\09; wait_asyncmark(0)", 17 /* sideeffect maystore attdialect */, 13 /* imm */, 1634954603{{$}}
; FLAGS-LABEL: name: no_dma_function
; FLAGS:       INLINEASM &"; wait_asyncmark(0)", 17 /* sideeffect maystore attdialect */, 13 /* imm */, 1634954603{{$}}

; The first read, of @buf, may go above the DMA into @dst (another object).
; CHECK-LABEL: with_wait:
; CHECK:       ds_read_b32 v{{[0-9]+}}, [[ADDR:v[0-9]+]]{{$}}
; CHECK-NOT:   ds_read
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, [[ADDR]] offset:4{{$}}
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm

; CHECK-LABEL: without_wait:
; CHECK-NOT:   ds_read_b32
; CHECK:       {{ds_read_b64|ds_read2_b32}} v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}{{( offset1:1)?$}}
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm

; CHECK-LABEL: no_dma:
; CHECK-NOT:   {{vmcnt|ds_read}}
; CHECK:       ds_read2_b32 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} offset1:1{{$}}
; CHECK-NOT:   {{vmcnt|ds_read}}
; CHECK:       ; wait_asyncmark(0)
; CHECK-NOT:   {{vmcnt|ds_read}}
; CHECK:       s_endpgm

; CHECK-LABEL: fused:
; CHECK:       ds_read_b32 v{{[0-9]+}}, [[ADDR3:v[0-9]+]]{{$}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, [[ADDR3]] offset:4{{$}}
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm

; CHECK-LABEL: no_dma_function:
; CHECK-NOT:   ds_read
; CHECK:       ds_read_b32 v{{[0-9]+}}, [[ADDR4:v[0-9]+]]{{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, [[ADDR4]] offset:4{{$}}
; CHECK-NOT:   ds_read
; CHECK:       s_setpc_b64

; CHECK-LABEL: no_dma_control:
; CHECK-NOT:   ds_read_b32
; CHECK:       {{ds_read_b64|ds_read2_b32}} v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}{{( offset1:1)?$}}
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm

@buf = internal addrspace(3) global [256 x i32] poison, align 16
@dst = internal addrspace(3) global [256 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @with_wait(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p1 = getelementptr i32, ptr addrspace(3) @buf, i32 1
  %b = load i32, ptr addrspace(3) %p1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @without_wait(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  %p1 = getelementptr i32, ptr addrspace(3) @buf, i32 1
  %b = load i32, ptr addrspace(3) %p1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @no_dma(ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %lds1 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  %a = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %b = load i32, ptr addrspace(3) %lds1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @fused(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p1 = getelementptr i32, ptr addrspace(3) @buf, i32 1
  %b = load i32, ptr addrspace(3) %p1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

define void @no_dma_function(ptr addrspace(3) %lds, ptr addrspace(3) %out) {
  %lds1 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  %a = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %b = load i32, ptr addrspace(3) %lds1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(3) %out
  ret void
}

define amdgpu_kernel void @no_dma_control(ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %lds1 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  %a = load i32, ptr addrspace(3) %lds
  %b = load i32, ptr addrspace(3) %lds1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
