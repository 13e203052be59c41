#!/usr/bin/env python3
"""Transparency driver: the plugin's post-RA scheduler against stock llc.

For every kernel (*.ll) in the corpus directory and every CPU it supports,
compiles it with stock llc and with llc + plugin and compares the assembly
byte for byte:

  on       plugin with the mutation on (the default) must equal stock for
           every kernel WITHOUT markers (the plugin only changes functions
           that contain `; asyncmark` / `; wait_asyncmark(N)`);
  off      plugin with -amdgpu-asyncmark-sched-mutation=false must equal stock
           for every kernel WITH markers (the substitute scheduler is stock
           scheduling). Without markers the switch is never read, so "off"
           would be "on" again;
  verify   the plugin with and without -verify-machineinstrs
           -amdgpu-asyncmark-verify must give the same assembly (the
           verifiers change nothing), for every kernel with markers on every
           CPU and for kernels without markers on their first CPU (with both
           verifiers on, those already equal stock on every CPU). Stock runs
           with -verify-machineinstrs too, so that every comparison with it
           is like for like.

For kernels WITH markers, the mutation-on output is compiled (so it must
build and pass both verifiers) and the number that differ from stock is
reported for information only.

Kernel header directives (comment lines anywhere in the file):
  ; TRANSPARENCY-CPUS: gfx942 gfx950   restrict the CPUs (default: all three)
  ; TRANSPARENCY-O0                    also compare at -O0

Kernels with markers must contain marks only: no async DMA and no
`; wait_asyncmark`, so that no plugin pass other than the scheduler may
change their code; the driver refuses anything else.

Prints one summary line per comparison, e.g.
  mutation on, no markers, -O3: compared 75 kernel/cpu pairs, 0 differ
and for each difference a `DIFFER:` line naming kernel, CPU and options plus
the start of the diff. Exit status 1 if anything differs or fails to compile.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ALL_CPUS = ["gfx950", "gfx942", "gfx90a"]
TRIPLE = "amdgcn-amd-amdhsa"
MUTATION_OFF = "-amdgpu-asyncmark-sched-mutation=false"

MARKER_RE = re.compile(r'asm\s+sideeffect\s+"; (asyncmark|wait_asyncmark\()')
FORBIDDEN_IN_MARKER_KERNELS = [
    (re.compile(r'"; wait_asyncmark\('), "a `; wait_asyncmark` marker"),
    (re.compile(r"@llvm\.amdgcn\.wait\.asyncmark"), "llvm.amdgcn.wait.asyncmark"),
    (re.compile(r"@llvm\.amdgcn\.asyncmark\b"), "llvm.amdgcn.asyncmark"),
    (re.compile(r"\.async\.(to\.)?lds"), "an async LDS DMA intrinsic"),
    (re.compile(r"!amdgpu\.asyncmark\.async"), "an async-flagged LDS DMA"),
]


class Kernel:
    def __init__(self, path):
        self.path = path
        self.name = os.path.splitext(os.path.basename(path))[0]
        with open(path) as f:
            text = f.read()
        m = re.search(r"^\s*;\s*TRANSPARENCY-CPUS:\s*(.+)$", text, re.M)
        self.cpus = m.group(1).split() if m else list(ALL_CPUS)
        unknown = [c for c in self.cpus if c not in ALL_CPUS]
        if unknown:
            raise SystemExit("%s: unknown CPU(s) in TRANSPARENCY-CPUS: %s"
                             % (path, " ".join(unknown)))
        self.o0 = re.search(r"^\s*;\s*TRANSPARENCY-O0\s*$", text, re.M) is not None
        code = "\n".join(l for l in text.splitlines()
                         if not l.lstrip().startswith(";"))
        self.has_markers = MARKER_RE.search(code) is not None
        if self.has_markers:
            for rx, what in FORBIDDEN_IN_MARKER_KERNELS:
                if rx.search(code):
                    raise SystemExit(
                        "%s: kernels with markers must contain marks only, "
                        "found %s" % (path, what))


def run(cmd, out):
    p = subprocess.run(cmd + ["-o", out], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        return "exit %d: %s\n%s" % (p.returncode, " ".join(map(shlex.quote, cmd)),
                                    "\n".join(p.stderr.splitlines()[:20]))
    return None


def read(path):
    with open(path) as f:
        return f.read()


def short_diff(a_path, b_path, limit):
    a = read(a_path).splitlines()
    b = read(b_path).splitlines()
    d = list(difflib.unified_diff(a, b, a_path, b_path, lineterm="", n=2))
    if len(d) > limit:
        d = d[:limit] + ["... (%d more diff lines)" % (len(d) - limit)]
    return "\n".join("    " + l for l in d)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--llc", required=True,
                    help="llc with the plugin loaded and both verifiers on "
                         "(lit's %%llc), as one shell-quoted string")
    ap.add_argument("--llc-stock", required=True,
                    help="plain llc (lit's %%llc-stock)")
    ap.add_argument("--plugin", required=True, help="the plugin .so")
    ap.add_argument("--inputs", required=True, help="corpus directory")
    ap.add_argument("--outdir", required=True,
                    help="where the .s files of differing or failing cases "
                         "are kept (compilation happens in a private "
                         "temporary directory, so that concurrent runs of the "
                         "test suite cannot delete each other's files)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--diff-lines", type=int, default=40)
    ap.add_argument("--only", default=None,
                    help="comma-separated kernel names (default: all)")
    args = ap.parse_args()

    llc = shlex.split(args.llc)
    stock = shlex.split(args.llc_stock)
    plugin_noverify = stock + ["-load-pass-plugin=" + args.plugin]

    kernels = [Kernel(os.path.join(args.inputs, f))
               for f in sorted(os.listdir(args.inputs)) if f.endswith(".ll")]
    if args.only:
        names = args.only.split(",")
        missing = set(names) - {k.name for k in kernels}
        if missing:
            raise SystemExit("no such kernel(s): " + " ".join(sorted(missing)))
        kernels = [k for k in kernels if k.name in names]
    if not kernels:
        raise SystemExit("no kernels in " + args.inputs)
    os.makedirs(args.outdir, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="asyncmark-transparency-") as work:
        return check(args, kernels, llc, stock, plugin_noverify, work)


def check(args, kernels, llc, stock, plugin_noverify, workdir):

    # (kernel, cpu, opt) -> {variant: .s path}
    # variant: (command, which cases compile it)
    every = lambda k, cpu: True
    variants = {
        "stock": (lambda: stock + ["-verify-machineinstrs"], every),
        "on": (lambda: list(llc), every),
        "on-noverify": (lambda: list(plugin_noverify),
                        lambda k, cpu: k.has_markers or cpu == k.cpus[0]),
        "off": (lambda: llc + [MUTATION_OFF], lambda k, cpu: k.has_markers),
    }
    jobs = []
    cases = []
    for k in kernels:
        for opt in ["-O3"] + (["-O0"] if k.o0 else []):
            for cpu in k.cpus:
                case = (k, cpu, opt)
                cases.append(case)
                for v, (mk, wanted) in variants.items():
                    if not wanted(k, cpu):
                        continue
                    out = os.path.join(workdir, "%s.%s%s.%s.s"
                                       % (k.name, cpu, opt, v))
                    cmd = mk() + ["-mtriple=" + TRIPLE, "-mcpu=" + cpu, opt,
                                  k.path]
                    jobs.append((case, v, cmd, out))

    paths = {}
    errors = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as ex:
        futs = {ex.submit(run, cmd, out): (case, v, out)
                for case, v, cmd, out in jobs}
        for fut in concurrent.futures.as_completed(futs):
            case, v, out = futs[fut]
            err = fut.result()
            if err:
                errors.append("ERROR: %s %s %s (%s) does not compile: %s"
                              % (case[0].name, case[1], case[2], v, err))
            else:
                paths[(case, v)] = out

    failed = bool(errors)
    for e in sorted(errors):
        print(e)

    def keep(path):
        kept = os.path.join(args.outdir, os.path.basename(path))
        shutil.copyfile(path, kept)
        return kept

    def compare(title, pairs, a, b, strict=True):
        nonlocal failed
        compared = differ = 0
        for case in pairs:
            if (case, a) not in paths or (case, b) not in paths:
                continue
            compared += 1
            pa, pb = paths[(case, a)], paths[(case, b)]
            if read(pa) == read(pb):
                continue
            differ += 1
            k, cpu, opt = case
            if strict:
                failed = True
                print("DIFFER: %s %s %s: %s vs %s" % (k.name, cpu, opt, a, b))
                print(short_diff(keep(pa), keep(pb), args.diff_lines))
            else:
                print("note: %s %s %s: %s differs from %s"
                      % (k.name, cpu, opt, b, a))
        print("%s: compared %d kernel/cpu pairs, %d differ"
              % (title, compared, differ))
        return compared

    for opt in ["-O3", "-O0"]:
        at = [c for c in cases if c[2] == opt and not c[0].has_markers]
        compare("mutation on, no markers, %s" % opt, at, "stock", "on")
    marked = [c for c in cases if c[0].has_markers]
    compare("mutation off, with markers", marked, "stock", "off")
    compare("plugin with/without -verify-machineinstrs -amdgpu-asyncmark-verify",
            cases, "on-noverify", "on")
    compare("info: mutation on, with markers (may differ)", marked, "stock",
            "on", strict=False)

    print("kernels: %d (%d with markers), cpus: %s"
          % (len(kernels), sum(k.has_markers for k in kernels),
             " ".join(ALL_CPUS)))
    print("RESULT: %s" % ("FAIL" if failed else "PASS"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
