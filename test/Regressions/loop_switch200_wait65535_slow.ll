; Regression (shared/reproducers/loop_switch200_wait65535_slow.ll, issue 19):
; a loop around a 200-case switch with an async DMA and a mark in each case,
; then wait.asyncmark(65535) after the loop. The model bounds its list of
; marks by the largest N + 1 = 65536 and the loop adds one mark per
; iteration, so the plain fixed-point iteration ran about 65536 sweeps over
; the loop's blocks, and the search for the targeted marks walked 65536
; counts of marks passed through each of them: 15 s and 0.9 GB in llc. The
; model now skips the sweeps and counts that a symbolic sweep or a repeated
; search state proves (FunctionModel.h); the waits are unchanged: paths
; with more than 65535 marks exist, and the 65536th newest mark stands for
; DMAs with more than 62 counted ops after them, which vmcnt(62) completes
; (a DMA is not taken as complete for its count alone, see
; test/Waits/saturation.ll).
;
; Verify mode (%llc) proves the waits too; its dataflow takes milliseconds
; here.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 %s -o - | FileCheck %s
;
; CHECK-LABEL: k:
; CHECK:       ; %exit
; CHECK-NOT:   {{vmcnt|ds_read|global_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(62)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(65535)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND

target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %x, ptr %flat, ptr addrspace(8) %rsrc, <4 x i32> %rsrc4, i16 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %latch]
  switch i32 %i, label %def [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 3, label %c3
    i32 4, label %c4
    i32 5, label %c5
    i32 6, label %c6
    i32 7, label %c7
    i32 8, label %c8
    i32 9, label %c9
    i32 10, label %c10
    i32 11, label %c11
    i32 12, label %c12
    i32 13, label %c13
    i32 14, label %c14
    i32 15, label %c15
    i32 16, label %c16
    i32 17, label %c17
    i32 18, label %c18
    i32 19, label %c19
    i32 20, label %c20
    i32 21, label %c21
    i32 22, label %c22
    i32 23, label %c23
    i32 24, label %c24
    i32 25, label %c25
    i32 26, label %c26
    i32 27, label %c27
    i32 28, label %c28
    i32 29, label %c29
    i32 30, label %c30
    i32 31, label %c31
    i32 32, label %c32
    i32 33, label %c33
    i32 34, label %c34
    i32 35, label %c35
    i32 36, label %c36
    i32 37, label %c37
    i32 38, label %c38
    i32 39, label %c39
    i32 40, label %c40
    i32 41, label %c41
    i32 42, label %c42
    i32 43, label %c43
    i32 44, label %c44
    i32 45, label %c45
    i32 46, label %c46
    i32 47, label %c47
    i32 48, label %c48
    i32 49, label %c49
    i32 50, label %c50
    i32 51, label %c51
    i32 52, label %c52
    i32 53, label %c53
    i32 54, label %c54
    i32 55, label %c55
    i32 56, label %c56
    i32 57, label %c57
    i32 58, label %c58
    i32 59, label %c59
    i32 60, label %c60
    i32 61, label %c61
    i32 62, label %c62
    i32 63, label %c63
    i32 64, label %c64
    i32 65, label %c65
    i32 66, label %c66
    i32 67, label %c67
    i32 68, label %c68
    i32 69, label %c69
    i32 70, label %c70
    i32 71, label %c71
    i32 72, label %c72
    i32 73, label %c73
    i32 74, label %c74
    i32 75, label %c75
    i32 76, label %c76
    i32 77, label %c77
    i32 78, label %c78
    i32 79, label %c79
    i32 80, label %c80
    i32 81, label %c81
    i32 82, label %c82
    i32 83, label %c83
    i32 84, label %c84
    i32 85, label %c85
    i32 86, label %c86
    i32 87, label %c87
    i32 88, label %c88
    i32 89, label %c89
    i32 90, label %c90
    i32 91, label %c91
    i32 92, label %c92
    i32 93, label %c93
    i32 94, label %c94
    i32 95, label %c95
    i32 96, label %c96
    i32 97, label %c97
    i32 98, label %c98
    i32 99, label %c99
    i32 100, label %c100
    i32 101, label %c101
    i32 102, label %c102
    i32 103, label %c103
    i32 104, label %c104
    i32 105, label %c105
    i32 106, label %c106
    i32 107, label %c107
    i32 108, label %c108
    i32 109, label %c109
    i32 110, label %c110
    i32 111, label %c111
    i32 112, label %c112
    i32 113, label %c113
    i32 114, label %c114
    i32 115, label %c115
    i32 116, label %c116
    i32 117, label %c117
    i32 118, label %c118
    i32 119, label %c119
    i32 120, label %c120
    i32 121, label %c121
    i32 122, label %c122
    i32 123, label %c123
    i32 124, label %c124
    i32 125, label %c125
    i32 126, label %c126
    i32 127, label %c127
    i32 128, label %c128
    i32 129, label %c129
    i32 130, label %c130
    i32 131, label %c131
    i32 132, label %c132
    i32 133, label %c133
    i32 134, label %c134
    i32 135, label %c135
    i32 136, label %c136
    i32 137, label %c137
    i32 138, label %c138
    i32 139, label %c139
    i32 140, label %c140
    i32 141, label %c141
    i32 142, label %c142
    i32 143, label %c143
    i32 144, label %c144
    i32 145, label %c145
    i32 146, label %c146
    i32 147, label %c147
    i32 148, label %c148
    i32 149, label %c149
    i32 150, label %c150
    i32 151, label %c151
    i32 152, label %c152
    i32 153, label %c153
    i32 154, label %c154
    i32 155, label %c155
    i32 156, label %c156
    i32 157, label %c157
    i32 158, label %c158
    i32 159, label %c159
    i32 160, label %c160
    i32 161, label %c161
    i32 162, label %c162
    i32 163, label %c163
    i32 164, label %c164
    i32 165, label %c165
    i32 166, label %c166
    i32 167, label %c167
    i32 168, label %c168
    i32 169, label %c169
    i32 170, label %c170
    i32 171, label %c171
    i32 172, label %c172
    i32 173, label %c173
    i32 174, label %c174
    i32 175, label %c175
    i32 176, label %c176
    i32 177, label %c177
    i32 178, label %c178
    i32 179, label %c179
    i32 180, label %c180
    i32 181, label %c181
    i32 182, label %c182
    i32 183, label %c183
    i32 184, label %c184
    i32 185, label %c185
    i32 186, label %c186
    i32 187, label %c187
    i32 188, label %c188
    i32 189, label %c189
    i32 190, label %c190
    i32 191, label %c191
    i32 192, label %c192
    i32 193, label %c193
    i32 194, label %c194
    i32 195, label %c195
    i32 196, label %c196
    i32 197, label %c197
    i32 198, label %c198
    i32 199, label %c199
  ]
c0:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c1:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c2:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c3:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c4:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c5:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c6:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c7:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c8:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c9:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c10:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c11:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c12:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c13:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c14:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c15:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c16:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c17:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c18:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 72, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c19:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 76, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c20:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 80, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c21:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 84, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c22:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 88, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c23:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 92, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c24:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 96, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c25:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 100, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c26:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 104, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c27:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 108, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c28:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 112, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c29:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 116, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c30:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 120, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c31:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 124, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c32:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c33:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 132, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c34:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 136, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c35:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 140, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c36:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 144, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c37:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 148, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c38:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 152, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c39:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 156, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c40:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 160, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c41:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 164, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c42:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 168, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c43:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 172, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c44:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 176, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c45:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 180, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c46:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 184, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c47:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 188, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c48:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 192, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c49:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 196, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c50:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 200, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c51:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 204, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c52:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 208, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c53:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 212, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c54:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 216, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c55:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 220, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c56:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 224, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c57:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 228, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c58:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 232, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c59:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 236, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c60:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 240, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c61:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 244, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c62:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 248, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c63:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 252, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c64:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c65:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c66:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c67:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c68:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c69:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c70:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c71:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c72:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c73:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c74:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c75:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c76:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c77:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c78:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c79:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c80:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c81:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c82:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 72, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c83:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 76, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c84:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 80, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c85:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 84, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c86:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 88, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c87:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 92, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c88:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 96, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c89:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 100, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c90:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 104, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c91:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 108, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c92:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 112, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c93:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 116, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c94:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 120, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c95:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 124, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c96:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c97:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 132, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c98:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 136, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c99:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 140, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c100:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 144, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c101:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 148, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c102:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 152, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c103:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 156, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c104:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 160, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c105:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 164, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c106:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 168, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c107:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 172, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c108:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 176, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c109:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 180, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c110:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 184, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c111:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 188, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c112:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 192, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c113:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 196, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c114:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 200, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c115:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 204, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c116:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 208, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c117:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 212, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c118:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 216, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c119:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 220, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c120:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 224, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c121:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 228, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c122:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 232, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c123:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 236, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c124:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 240, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c125:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 244, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c126:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 248, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c127:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 252, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c128:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c129:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c130:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c131:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c132:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c133:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c134:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c135:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c136:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c137:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c138:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c139:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c140:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c141:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c142:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c143:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c144:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c145:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c146:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 72, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c147:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 76, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c148:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 80, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c149:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 84, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c150:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 88, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c151:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 92, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c152:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 96, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c153:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 100, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c154:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 104, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c155:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 108, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c156:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 112, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c157:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 116, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c158:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 120, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c159:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 124, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c160:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c161:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 132, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c162:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 136, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c163:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 140, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c164:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 144, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c165:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 148, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c166:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 152, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c167:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 156, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c168:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 160, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c169:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 164, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c170:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 168, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c171:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 172, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c172:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 176, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c173:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 180, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c174:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 184, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c175:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 188, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c176:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 192, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c177:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 196, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c178:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 200, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c179:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 204, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c180:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 208, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c181:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 212, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c182:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 216, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c183:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 220, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c184:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 224, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c185:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 228, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c186:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 232, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c187:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 236, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c188:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 240, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c189:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 244, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c190:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 248, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c191:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 252, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c192:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c193:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c194:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c195:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c196:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c197:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c198:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
c199:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %latch
def:
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %x
  br i1 %c, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 65535)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

attributes #0 = { nounwind "target-cpu"="gfx950" }
