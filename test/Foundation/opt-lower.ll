; The plugin's IR passes under opt (loaded with -load-pass-plugin, run by
; name):
; * amdgpu-asyncmark-lower turns asyncmark / wait.asyncmark(3) into
;   comment-only inline asm with side effects and the tag operand (a call
;   with unknown memory effects: a code motion barrier for every object that
;   escapes; this wait, with one mark before it, waits for nothing and
;   carries the tag of such a wait, 0x61736d65, instead of 0x61736d6b), and
;   the async DMA into its LLVM 22 twin flagged
;   `!amdgpu.asyncmark.async`; the DMA's LDS argument escapes at the entry
;   (an empty asm statement with the tag); the upstream declarations are
;   gone;
; * amdgpu-asyncmark-scope removes the escape (it would cost a register in
;   machine code) and
;   gives the async DMA the plugin's alias scope
;   "amdgpu-asyncmark.async-dma" (domain "amdgpu-asyncmark"). A sync DMA gets
;   no scope. LDS accesses get no `!noalias` in IR: by design the wait
;   lowering adds it to the machine memoperands only, after scheduling, so
;   everything before still orders async DMA against LDS accesses.
; The output must also pass the verifier (opt verifies after the pipeline).

; RUN: %opt -passes=amdgpu-asyncmark-lower -S %s \
; RUN:   | FileCheck %s --check-prefix=LOWER --implicit-check-not=llvm.amdgcn.asyncmark --implicit-check-not=llvm.amdgcn.wait.asyncmark --implicit-check-not=.async.lds
; RUN: %opt -passes=amdgpu-asyncmark-lower,amdgpu-asyncmark-scope -S %s \
; RUN:   | FileCheck %s --check-prefix=SCOPE --implicit-check-not=llvm.amdgcn.asyncmark --implicit-check-not=llvm.amdgcn.wait.asyncmark --implicit-check-not=.async.lds
; Without the plugin's passes nothing changes (the calls stay as they are).
; RUN: opt -passes=verify -S %s | FileCheck %s --check-prefix=NOPASS
; NOPASS: call void @llvm.amdgcn.global.load.async.lds(
; NOPASS: call void @llvm.amdgcn.asyncmark()
; NOPASS: call void @llvm.amdgcn.wait.asyncmark(i16 3)

; LOWER-LABEL: define amdgpu_kernel void @k(
; LOWER-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; LOWER-NEXT:  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0), !amdgpu.asyncmark.async ![[FLAG:[0-9]+]]{{$}}
; LOWER-NEXT:  call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", ""()
; LOWER-NEXT:  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0){{$}}
; LOWER-NEXT:  call void asm sideeffect "; wait_asyncmark(3)\0A\09; @amdgpu-asyncmark-empty-wait", ""()
; LOWER-NEXT:  %v = load i32, ptr addrspace(3) %lds, align 4{{$}}
; LOWER-NEXT:  store i32 %v, ptr addrspace(3) %lds2, align 4{{$}}
; LOWER-NEXT:  store i32 %v, ptr addrspace(1) %out, align 4{{$}}
; LOWER-NEXT:  ret void
; LOWER:       ![[FLAG]] = !{}

; SCOPE-LABEL: define amdgpu_kernel void @k(
; SCOPE-NEXT:  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0), !alias.scope ![[LIST:[0-9]+]], !amdgpu.asyncmark.async ![[FLAG:[0-9]+]]{{$}}
; SCOPE-NEXT:  call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", ""()
; SCOPE-NEXT:  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0){{$}}
; SCOPE-NEXT:  call void asm sideeffect "; wait_asyncmark(3)\0A\09; @amdgpu-asyncmark-empty-wait", ""()
; SCOPE-NEXT:  %v = load i32, ptr addrspace(3) %lds, align 4{{$}}
; SCOPE-NEXT:  store i32 %v, ptr addrspace(3) %lds2, align 4{{$}}
; SCOPE-NEXT:  store i32 %v, ptr addrspace(1) %out, align 4{{$}}
; SCOPE-NEXT:  ret void
; SCOPE-DAG:   ![[LIST]] = !{![[SCOPE:[0-9]+]]}
; SCOPE-DAG:   ![[SCOPE]] = !{!"amdgpu-asyncmark.async-dma", ![[DOMAIN:[0-9]+]]}
; SCOPE-DAG:   ![[DOMAIN]] = !{!"amdgpu-asyncmark"}
; SCOPE-DAG:   ![[FLAG]] = !{}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(3) %lds2, ptr addrspace(1) %out) #0 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(3) %lds2
  store i32 %v, ptr addrspace(1) %out
  ret void
}

attributes #0 = { "target-cpu"="gfx950" }
