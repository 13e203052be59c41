"""asyncmark-fuzz: random kernels through llc with the AMDGPU asyncmark plugin.

Modules: generator (the kernels), runner (one compilation and its
verdict), oracle (the checker and the other checks on the assembly),
readorder (the LDS reads that follow a wait), reducer (a failing kernel
cut down), race (--race: race-free pipelines with injected bugs, for the
compile-time race check), driver (the run, the summary, the command line;
utils/fuzz/asyncmark-fuzz.py launches it).

Race mode (race.py's docstring has the kernels, the bug kinds and the
oracle; the lit test is test/Fuzz/race-inject-smoke.test):

    python3 utils/fuzz/asyncmark-fuzz.py --race --seed 1000 --count 1000 --jobs 2 \
        --keep-failures /tmp/asyncmark-race-failures
    python3 utils/fuzz/asyncmark-fuzz.py --race --print-kernel 1234 --cpu gfx1250 \
        --race-variant swap

Generates seeded random amdgcn kernels (LLVM IR text) that use upstream's
`llvm.amdgcn.asyncmark()`, `llvm.amdgcn.wait.asyncmark(i16 N)` and the async
LDS-DMA intrinsics, compiles each at -O0 and -O3 with

    llc -load-pass-plugin=build/lib/AMDGPUAsyncMark.so \
        -mtriple=amdgcn-amd-amdhsa -mcpu=<cpu> -verify-machineinstrs \
        -amdgpu-asyncmark-verify -pass-remarks-analysis=amdgpu-asyncmark -O<n>

(plus `-disable-verify` when the kernel uses a `*.ptr.buffer.load.async.lds`
form, which LLVM 22's input verifier rejects; the plugin verifies the module
itself after rewriting them), and checks every result:

  * llc exits 0, no crash / `LLVM ERROR` / `error:` (the plugin's verify mode
    makes an insufficient wait a compile error, the machine verifier reports
    bad machine code);
  * nothing is left of the upstream names: no `llvm.amdgcn.asyncmark`,
    `wait.asyncmark`, `.async` or `llvm.*` symbol reference in the assembly,
    no `s_swappc_b64` unless the kernel calls a function of its own, and every
    called symbol is one of the kernel's own functions;
  * the independent assembly checker (asyncmark_tools.checker, imported and
    run in a child process; --checker PATH takes the one of another
    asyncmark_tools package, and one that cannot be imported gives
    `checker: not available`, or an error with --require-checker) accepts
    every wait: a violation, a marker in a hazard slot, an input or internal
    error of the checker, and a checker crash are all failures. Two
    exceptions, counted and printed but not failures: the checker's capacity
    limits (--checker-timeout, --checker-mem-mb; a checker from before its
    dataflow also gave up past --checker-max-states abstract states: its
    default of 500000 took 400 s and 15 GB on one kernel), and
    a violation whose pending DMAs are all sync twins. The checker cannot
    tell sync from async DMA in assembly and counts every DMA into a mark's
    group (a documented over-approximation); the generator gives every sync
    twin aux bit 1 (printed sc1/nt/slc) and no async DMA that bit, so such a
    report is recognised (--strict-checker makes it a failure). A pending
    async DMA is always a failure: DMAs complete in order and a mark stands
    for every async DMA before it;
  * order ("order changes"): the checker's --ir compares the per-block order
    of DMAs and marks in the assembly with the IR the code generator itself
    received (the kernel for llc, opt's output for opt-O3, `clang -S
    -emit-llvm` with the same flags for clang-O3). A report that goes away
    when the sync DMAs (aux bit 1) are dropped from both sides is not a
    failure (marks are not ordered against ordinary DMA);
  * sync-dma-read: in a tail-merge shape whose second arm is the ordinary
    twin, the LDS read after that DMA must wait for it (vmcnt) on that arm;
    the arms' DMAs carry an immediate offset (1012, 1020, ...) that nothing
    else uses, so the fuzzer finds them in the assembly. If no instance of
    the DMA is followed by a covering wait before its read, the merged DMA
    was taken as async and the ordinary arm races its own DMA.
  * read-order ("LDS reads before their wait"; readorder.py): every LDS
    read that the kernel places directly after a wait (with a constant
    slot) carries a unique offset tag (offsets whose remainder modulo
    1024 is 8, 16, ... 1016), and some have a twin, the same load just
    before the wait. From the kernel as written (whatever the pipeline),
    the oracle takes each tagged read's N and the fewest marks on every
    path to it; in the assembly it finds the read again by its offset and
    asks the checker's dataflow (probe.py, hardware waits only, groups by
    `; asyncmark`) whether the groups older than the N newest are
    complete there on every path. A read moved above its wait (or merged
    into its twin across it) fails; so does one on a path with fewer
    marks than the IR has on every path to it (moved above a mark, as
    LICM hoisting it out of a loop). Counted, not judged: tagged reads
    with no instance in the assembly (dead code: every value is used and
    only twins share an address), and reads whose address register holds
    part of the offset. `--judge-reads KERNEL.ll ASM.s` runs this oracle
    alone; `--untagged-reads` gives the kernels from before it (nothing
    to judge), byte for byte.

Selectors and pipelines (--global-isel, --pipeline, or --mix for a random
choice per kernel; the summary counts kernels per selector and pipeline and
failing kernels per category, selector, pipeline and kind):

  llc        llc -load-pass-plugin=... on the kernel, at each --only-opt level;
  opt-O3     build/bin/asyncmark-upgrade, opt -O3 -mtriple=amdgcn-amd-amdhsa
             -mcpu=CPU, then llc as above;
  clang-O3   asyncmark-upgrade, then clang -target amdgcn-amd-amdhsa -mcpu=CPU
             -nogpulib -O3 -S -fpass-plugin=PLUGIN -mllvm -amdgpu-asyncmark-verify
             -mllvm -verify-machineinstrs (one compilation per kernel).

With GlobalISel, a crash that llc without the plugin has on the same
(upgraded) IR is counted as "not compiled", not as a failure: LLVM 22's
GlobalISel cannot translate most of these kernels (their ptr addrspace(8)
resource argument).

Kernel i of a run uses seed S+i and the (i mod n)-th of the n --cpu values; a
kernel depends only on its seed, its cpu and the shape options, so `--print-kernel 1234 --cpu
gfx950` (or `--seed 1234 --count 1 --cpu gfx950`) regenerates kernel 1234.

Quick run (the lit smoke test, test/Fuzz/fuzz-smoke.test, about a minute):

    python3 utils/fuzz/asyncmark-fuzz.py --seed 1 --count 400 --jobs 2

Long run (thousands of kernels; about 0.25 s per kernel on 2 cores, so some
10 minutes for 2000 kernels and 40 for 10000; progress on stderr, failing
kernels with their command and stderr kept):

    python3 utils/fuzz/asyncmark-fuzz.py --seed 1000 --count 2000 --jobs 2 \
        --keep-failures /tmp/asyncmark-fuzz-failures 2> fuzz-progress.log

    # every kind on all three processors (kernel i is compiled for cpu i % 3)
    python3 utils/fuzz/asyncmark-fuzz.py --seed 5000 --count 3000 --jobs 2 \
        --cpu gfx90a,gfx942,gfx950 --keep-failures /tmp/asyncmark-fuzz-failures

gfx10 (--cpu gfx1010,gfx1030): the LDS DMA forms of gfx9 (sizes 1, 2,
4), stores counted on vscnt, wave32, and some 30% of the kernels with
their callee in wave64 ("+wavefrontsize64", kind wave64, drawn from a
stream of their own). The bounded run is test/Fuzz/fuzz-gfx10.test.

gfx1250 (--cpu gfx1250; not in the default, which stays gfx950): the
kernels use gfx1250's async transfers instead of the LDS DMA forms (see
"gfx1250" below); every oracle above applies but sync-dma-read (no sync
twins), and the checker runs with --mcpu gfx1250 (s_wait_asynccnt, two
streams). The bounded run is test/Fuzz/fuzz-gfx1250.test; a long one:

    python3 utils/fuzz/asyncmark-fuzz.py --cpu gfx1250 --seed 60000 --count 2000 --jobs 2 --mix \
        --keep-failures /tmp/asyncmark-fuzz-failures

Reduce a failing kernel, and write it as an XFAIL lit test:

    python3 utils/fuzz/asyncmark-fuzz.py --reduce /tmp/asyncmark-fuzz-failures/k1234-gfx950.ll \
        --only-opt O3 -o test/Fuzz/reduced-1234.ll --lit-test \
        [--reduce-match "text the failure message must keep"]

The reducer (reducer.py) is delta debugging over the IR text. A candidate
is kept only if it is valid IR and fails with the same category (crash,
asyncmark-verify, checker violation, ...) at the first failing -O level,
and, with --reduce-match, with that text in its message. The cpu comes
from the kernel's header comment unless --cpu is given; --llc, --plugin
and the selector and pipeline options apply as in a run.

Issue-8 shapes and wait arms (in the default mix; --bundle, --tail-merge,
--sched-barrier, --wait-arm force one into every kernel, --classic leaves
all out and gives the earlier fuzzer's kernels byte for byte, because they
draw from side random streams):

    python3 utils/fuzz/asyncmark-fuzz.py --seed 1 --count 150 --jobs 2 --mix
    python3 utils/fuzz/asyncmark-fuzz.py --seed 1 --count 40 --jobs 2 \
        --bundle --tail-merge --sched-barrier --mix

Other useful options: --emit DIR (write the kernels, compile nothing),
--verify-ir (also run `opt -passes=verify` on every generated kernel),
--only-opt O3, --print-kernel SEED.

Kinds (chosen per kernel with weights; the summary counts the kernels that
actually contain each one):

  straight-line   groups of async DMAs (A), marks (M), waits W(N) with every
                  N in 0..(live marks + 2) plus occasional 15/16/17/65535,
                  LDS reads (R) after waits, LDS writes, wave barriers;
                  in nearly every kernel.
  sync-interleave sync global loads (G, divergent addresses through
                  workitem.id.x, so they are VMEM and count in vmcnt), global
                  stores (S), and the sync LDS-DMA twins (X) interleaved with
                  the async ones; loaded values are used late (at the end of
                  the block) so they stay in flight across marks and waits.
  consecutive     two or three marks in a row (M M, upstream #213144).
  diamond         uniform if/else or if-then on a kernel argument (`icmp` on
                  an `inreg`/SGPR argument), marks and DMAs on one arm or
                  both, nested up to the depth limit.
  divergent-if    an if/else on workitem.id.x (structurized by the
                  backend into exec-masked straight-line flow).
  loop            do-while or guarded loops counted by a kernel argument,
                  nested up to three deep, with marks/waits in the body;
                  iteration-dependent (uniform) LDS slots and addresses.
  pipeline-S      software pipelines with S = 2..5 stages: prologue of S-1
                  stages (DMAs + mark each), loop that prefetches stage t+S-1
                  into buffer (t+S-1)%S, waits W(S-1), optionally syncs the
                  workgroup, reads buffer t%S from LDS; epilogue
                  W(S-2)..W(0) with reads. Variants: sync loads in the loop,
                  a predicated prefetch (DMAs under a condition, mark always),
                  a release/barrier/acquire at the end of the iteration.
  call            calls to an external function (the call completes all
                  outstanding VMEM; marks stay); a legitimate s_swappc_b64.
  callee          a defined noinline function with its own marks and waits
                  (marks are function-local), called from the kernel.
  flat            generic FLAT loads/stores through a `ptr` (addrspace 0)
                  argument (may complete out of order: vmcnt(0) only), and
                  the flat async DMA form load.async.to.lds.p0.
  many-marks      more than 16 marks: 17-24 (A,M) pairs in a straight line,
                  in a loop body, or on one arm of a diamond (5 vs 18), then
                  waits around 15/16/17 (upstream's 16-mark cap).
  fence           LDS-release fences: `fence syncscope("workgroup") release,
                  !mmra !{"amdgpu-synchronize-as", "local"}` + s.barrier +
                  acquire (IREE's workgroup sync), sometimes a plain
                  workgroup release fence without the MMRA.
  bundle          two to four adjacent async DMAs of one kind, operands
                  computed first (so si-post-ra-bundler bundles them), then
                  a mark, often W(0|1) and a read of their slot.
  tail-merge      a uniform if/else whose arms differ in a volatile store and
                  end in the same DMA (the other arm async or, in
                  tail-merge-sync, the ordinary twin global.load.lds with the
                  same operands), an LDS read of its slot and a store; then a
                  join, or (at the end of the kernel) a return in both arms.
  sched-barrier   llvm.amdgcn.sched.barrier(i32 0) before and/or after marks.
  wait-arm        an arm of a diamond that would be empty holds one or two
                  waits and nothing else, some of which wait for nothing (the
                  lowering then moves them out and the arm folds); half of
                  such arms, from a stream of their own.
  forms           the DMA forms mixed within a kernel: global.load.async.lds,
                  load.async.to.lds.p1/.p7 (p7 through make.buffer.rsrc.p7.p1)
                  /.p0, raw.ptr.buffer.load.async.lds,
                  struct.ptr.buffer.load.async.lds, every DMA size the
                  processor has (from the target-facts table; the wide
                  sizes are gfx950's), immediate offsets, aux bits.

gfx1250 (a generation without LDS DMA; its transfers count on ASYNCcnt):
the kinds above with these transfers in place of the DMA forms:

  transfers       llvm.amdgcn.global.load.async.to.lds.bN and
                  cluster.load.async.to.lds.bN (loads to LDS, a uniform
                  mask: 0, 1, 3 or an argument) in every kernel, and
                  global.store.async.from.lds.bN (stores from LDS, from
                  %out) in about a third of the kernels ("store-from-lds");
                  N the bits of the target-facts table's async_transfer_sizes
                  (b8, b32, b64, b128: "b64/b128" counts the wide ones); cpol
                  0, 1 (th:TH_*_NT) or 8 (scope:SCOPE_SE).
  lane-lds-ptr    the LDS pointer per lane (lds + tid * size) for some
                  transfers, or for all of them in about 45% of the kernels;
                  otherwise uniform (a slot of @lds or the LDS argument).
                  LLVM 22's GlobalISel cannot select a transfer with a
                  uniform LDS pointer ("cannot select:
                  G_INTRINSIC_W_SIDE_EFFECTS", plugin or not), so with
                  --global-isel or --mix a kernel with one is compiled with
                  SelectionDAG instead (counted in the summary).
  no sync twins   gfx1250 has none: no sync-interleave X, tail-merge arms
                  both async (no tail-merge-sync), no buffer, p7 or p0 forms.

Calls stay: on gfx1250 a call completes no transfer, and the checker and
verify mode both take it so.

Python 3.11 standard library only.
"""
