/*===- amdgpu_asyncmark.h - Upstream async-mark builtins for clang-22 ------===*
 *
 * Part of the AMDGPU asyncmark plugin, under the Apache License v2.0 with LLVM
 * Exceptions. See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===*
 *
 * Makes upstream clang's async-mark builtin names usable, unchanged, with
 * Debian's clang-22 plus the AMDGPUAsyncMark pass plugin, in C, HIP device
 * code and OpenCL C:
 *
 *   void __builtin_amdgcn_asyncmark(void);
 *   void __builtin_amdgcn_wait_asyncmark(constant unsigned short N);
 *   void __builtin_amdgcn_global_load_async_lds(global void *src,
 *          lds void *dst, constant unsigned size, constant int offset,
 *          constant unsigned aux);
 *   void __builtin_amdgcn_load_async_to_lds(void *src (flat or global),
 *          lds void *dst, constant unsigned size, constant int offset,
 *          constant unsigned aux);
 *   void __builtin_amdgcn_raw_ptr_buffer_load_async_lds(
 *          __amdgpu_buffer_rsrc_t rsrc, lds void *dst, constant unsigned size,
 *          int voffset, int soffset, constant int offset, constant int aux);
 *   void __builtin_amdgcn_struct_ptr_buffer_load_async_lds(
 *          __amdgpu_buffer_rsrc_t rsrc, lds void *dst, constant unsigned size,
 *          int vindex, int voffset, int soffset, constant int offset,
 *          constant int aux);
 *   void __builtin_amdgcn_raw_buffer_load_async_lds(
 *          __amdgpu_asyncmark_v4u32 rsrc, ...same as raw_ptr...);
 *   void __builtin_amdgcn_struct_buffer_load_async_lds(
 *          __amdgpu_asyncmark_v4u32 rsrc, ...same as struct_ptr...);
 *
 * "lds" is address space 3 (`__local` in OpenCL C), "global" address
 * space 1 (`__global`). The first six are upstream clang's builtins with
 * upstream's argument lists. Upstream has no builtin for the last two (the
 * <4 x i32> resource forms); this header names them the same way.
 *
 * Each name maps to the LLVM intrinsic through an asm label on a
 * declaration: clang emits a call of a function named like the intrinsic
 * (`llvm.amdgcn.asyncmark`, ...), which the plugin lowers. Each is guarded
 * with `#if !__has_builtin(...)`, so a clang that has the builtin uses its
 * own. Include the header once per translation unit, in device code
 * (HIP: it declares the functions `__device__`).
 *
 * Constant arguments. Where upstream requires a constant (the wait count
 * N, the DMA size, offset and aux), the macro checks it with
 * `_Static_assert`: a non-constant is a compile error ("static assertion
 * expression is not an integral constant expression"), as are N outside
 * 0..65535 and a size other than 1, 2, 4, 12, 16. Sizes 12 and 16 exist on
 * gfx950 only: the plugin diagnoses them for other targets (size 1, 2, 4 on
 * gfx9/gfx10). The macros are statement expressions (a clang extension).
 *
 * Flat source of load_async_to_lds: a global (address space 1) pointer
 * selects llvm.amdgcn.load.async.to.lds.p1, any other (generic) pointer
 * .p0, by overloading (`__attribute__((overloadable))` in C and OpenCL C).
 *
 * Without the plugin. clang-22 does not know the intrinsics: it compiles a
 * call like this to a call of an undefined external function, silently, at
 * every -O level (no warning, no error from clang):
 *
 *     s_getpc_b64 s[0:1]
 *     s_add_u32 s0, s0, llvm.amdgcn.asyncmark@rel32@lo+4
 *     s_addc_u32 s1, s1, llvm.amdgcn.asyncmark@rel32@hi+12
 *     s_swappc_b64 s[30:31], s[0:1]
 *
 * `-S` and `-c` succeed; the error comes only when the code object is
 * linked (clang-22 links with ld.lld by default for amdgcn):
 *
 *     ld.lld: error: undefined hidden symbol: llvm.amdgcn.asyncmark
 *     >>> referenced by /tmp/k-d7a710.o:(k)
 *
 * The buffer forms are worse: LLVM 22 reads `llvm.amdgcn.raw.ptr.buffer.
 * load.async.lds` as an overload of `llvm.amdgcn.raw.ptr.buffer.load` and
 * clang-22 crashes in instruction selection. So always compile with
 * `-fpass-plugin=.../AMDGPUAsyncMark.so`; a wrong plugin path fails loudly
 * ("error: unable to load plugin"), but nothing detects a forgotten flag
 * before the link (clang has no macro for loaded pass plugins).
 *
 *===-----------------------------------------------------------------------===*/

#ifndef AMDGPU_ASYNCMARK_H
#define AMDGPU_ASYNCMARK_H

#ifndef __has_builtin
#define __has_builtin(x) 0
#endif

/* Declaration attributes and address spaces per language. */
#if defined(__HIP__) || defined(__CUDA__)
#define __AMDGPU_AM_FN __attribute__((device, nothrow))
#else
#define __AMDGPU_AM_FN __attribute__((nothrow))
#endif
#if defined(__cplusplus)
#define __AMDGPU_AM_OVL
#else
#define __AMDGPU_AM_OVL __attribute__((overloadable))
#endif
#if defined(__OPENCL_C_VERSION__)
#define __AMDGPU_AM_LDS __local
#define __AMDGPU_AM_GLOBAL __global
#if __OPENCL_C_VERSION__ >= 200
#define __AMDGPU_AM_FLAT __generic
#define __AMDGPU_AM_HAVE_FLAT 1
#endif
#else
#define __AMDGPU_AM_LDS __attribute__((address_space(3)))
#define __AMDGPU_AM_GLOBAL __attribute__((address_space(1)))
#define __AMDGPU_AM_FLAT
#define __AMDGPU_AM_HAVE_FLAT 1
#endif

/* Constant-argument checks (a non-constant is a compile error). */
#define __AMDGPU_AM_CONST(X, WHAT)                                             \
  _Static_assert((X) == (X), WHAT " must be an integer constant")
#define __AMDGPU_AM_SIZE(S)                                                    \
  _Static_assert((S) == 1 || (S) == 2 || (S) == 4 || (S) == 12 || (S) == 16,   \
                 "LDS DMA size must be a constant 1, 2, 4, 12 or 16")
#define __AMDGPU_AM_DMA_CONSTS(S, OFF, AUX)                                    \
  __AMDGPU_AM_SIZE(S);                                                         \
  __AMDGPU_AM_CONST(OFF, "LDS DMA offset");                                    \
  __AMDGPU_AM_CONST(AUX, "LDS DMA aux")

/* ---- llvm.amdgcn.asyncmark() ------------------------------------------ */
#if !__has_builtin(__builtin_amdgcn_asyncmark)
__AMDGPU_AM_FN void __amdgpu_asyncmark_mark(void)
    __asm__("llvm.amdgcn.asyncmark");
#define __builtin_amdgcn_asyncmark() __amdgpu_asyncmark_mark()
#endif

/* ---- llvm.amdgcn.wait.asyncmark(i16 immarg N) ------------------------- */
#if !__has_builtin(__builtin_amdgcn_wait_asyncmark)
__AMDGPU_AM_FN void __amdgpu_asyncmark_wait(unsigned short __n)
    __asm__("llvm.amdgcn.wait.asyncmark");
#define __builtin_amdgcn_wait_asyncmark(N)                                     \
  ({                                                                           \
    _Static_assert((N) >= 0 && (N) <= 65535,                                   \
                   "__builtin_amdgcn_wait_asyncmark: N must be an integer "    \
                   "constant in 0..65535");                                    \
    __amdgpu_asyncmark_wait((unsigned short)(N));                              \
  })
#endif

/* ---- llvm.amdgcn.global.load.async.lds -------------------------------- */
#if !__has_builtin(__builtin_amdgcn_global_load_async_lds)
__AMDGPU_AM_FN void __amdgpu_asyncmark_global_load(
    __AMDGPU_AM_GLOBAL const void *__src, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __offset, unsigned int __aux)
    __asm__("llvm.amdgcn.global.load.async.lds");
#define __builtin_amdgcn_global_load_async_lds(SRC, DST, SIZE, OFF, AUX)       \
  ({                                                                           \
    __AMDGPU_AM_DMA_CONSTS(SIZE, OFF, AUX);                                    \
    __amdgpu_asyncmark_global_load((SRC), (DST), (SIZE), (OFF), (AUX));        \
  })
#endif

/* ---- llvm.amdgcn.load.async.to.lds.p1 / .p0 --------------------------- */
#if !__has_builtin(__builtin_amdgcn_load_async_to_lds)
__AMDGPU_AM_FN __AMDGPU_AM_OVL void __amdgpu_asyncmark_load_to_lds(
    __AMDGPU_AM_GLOBAL const void *__src, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __offset, unsigned int __aux)
    __asm__("llvm.amdgcn.load.async.to.lds.p1");
#if defined(__AMDGPU_AM_HAVE_FLAT)
__AMDGPU_AM_FN __AMDGPU_AM_OVL void __amdgpu_asyncmark_load_to_lds(
    __AMDGPU_AM_FLAT const void *__src, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __offset, unsigned int __aux)
    __asm__("llvm.amdgcn.load.async.to.lds.p0");
#endif
#define __builtin_amdgcn_load_async_to_lds(SRC, DST, SIZE, OFF, AUX)           \
  ({                                                                           \
    __AMDGPU_AM_DMA_CONSTS(SIZE, OFF, AUX);                                    \
    __amdgpu_asyncmark_load_to_lds((SRC), (DST), (SIZE), (OFF), (AUX));        \
  })
#endif

/* ---- llvm.amdgcn.{raw,struct}.ptr.buffer.load.async.lds --------------- */
#if !__has_builtin(__builtin_amdgcn_raw_ptr_buffer_load_async_lds)
__AMDGPU_AM_FN void __amdgpu_asyncmark_raw_ptr_buffer_load(
    __amdgpu_buffer_rsrc_t __rsrc, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __voffset, int __soffset, int __offset,
    int __aux) __asm__("llvm.amdgcn.raw.ptr.buffer.load.async.lds");
#define __builtin_amdgcn_raw_ptr_buffer_load_async_lds(RSRC, DST, SIZE, VOFF,  \
                                                       SOFF, OFF, AUX)         \
  ({                                                                           \
    __AMDGPU_AM_DMA_CONSTS(SIZE, OFF, AUX);                                    \
    __amdgpu_asyncmark_raw_ptr_buffer_load((RSRC), (DST), (SIZE), (VOFF),      \
                                           (SOFF), (OFF), (AUX));              \
  })
#endif

#if !__has_builtin(__builtin_amdgcn_struct_ptr_buffer_load_async_lds)
__AMDGPU_AM_FN void __amdgpu_asyncmark_struct_ptr_buffer_load(
    __amdgpu_buffer_rsrc_t __rsrc, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __vindex, int __voffset, int __soffset,
    int __offset, int __aux)
    __asm__("llvm.amdgcn.struct.ptr.buffer.load.async.lds");
#define __builtin_amdgcn_struct_ptr_buffer_load_async_lds(                     \
    RSRC, DST, SIZE, VIDX, VOFF, SOFF, OFF, AUX)                               \
  ({                                                                           \
    __AMDGPU_AM_DMA_CONSTS(SIZE, OFF, AUX);                                    \
    __amdgpu_asyncmark_struct_ptr_buffer_load((RSRC), (DST), (SIZE), (VIDX),   \
                                              (VOFF), (SOFF), (OFF), (AUX));   \
  })
#endif

/* ---- llvm.amdgcn.{raw,struct}.buffer.load.async.lds (<4 x i32>) -------- */
/* Not upstream clang builtins (upstream has only the .ptr forms). */
typedef unsigned int __amdgpu_asyncmark_v4u32 __attribute__((ext_vector_type(4)));

#if !__has_builtin(__builtin_amdgcn_raw_buffer_load_async_lds)
__AMDGPU_AM_FN void __amdgpu_asyncmark_raw_buffer_load(
    __amdgpu_asyncmark_v4u32 __rsrc, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __voffset, int __soffset, int __offset,
    int __aux) __asm__("llvm.amdgcn.raw.buffer.load.async.lds");
#define __builtin_amdgcn_raw_buffer_load_async_lds(RSRC, DST, SIZE, VOFF,      \
                                                   SOFF, OFF, AUX)             \
  ({                                                                           \
    __AMDGPU_AM_DMA_CONSTS(SIZE, OFF, AUX);                                    \
    __amdgpu_asyncmark_raw_buffer_load((RSRC), (DST), (SIZE), (VOFF), (SOFF),  \
                                       (OFF), (AUX));                          \
  })
#endif

#if !__has_builtin(__builtin_amdgcn_struct_buffer_load_async_lds)
__AMDGPU_AM_FN void __amdgpu_asyncmark_struct_buffer_load(
    __amdgpu_asyncmark_v4u32 __rsrc, __AMDGPU_AM_LDS void *__dst,
    unsigned int __size, int __vindex, int __voffset, int __soffset,
    int __offset, int __aux)
    __asm__("llvm.amdgcn.struct.buffer.load.async.lds");
#define __builtin_amdgcn_struct_buffer_load_async_lds(RSRC, DST, SIZE, VIDX,   \
                                                      VOFF, SOFF, OFF, AUX)    \
  ({                                                                           \
    __AMDGPU_AM_DMA_CONSTS(SIZE, OFF, AUX);                                    \
    __amdgpu_asyncmark_struct_buffer_load((RSRC), (DST), (SIZE), (VIDX),       \
                                          (VOFF), (SOFF), (OFF), (AUX));       \
  })
#endif

#endif /* AMDGPU_ASYNCMARK_H */
