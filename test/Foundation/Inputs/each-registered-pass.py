"""Runs llc with -stop-after and -print-after for every pass that
include/AMDGPUAsyncMark/PassRegistry.def lists, and fails unless LLVM's
pass options reach each one by its name: -stop-after stops right after it
(the output is IR for an IR pass, MIR for a machine pass) and -print-after
prints "IR Dump After <description> (<name>)".

usage: each-registered-pass.py DEF LLC AMDGCN_INPUT X86_INPUT
(LLC: the llc command line, with the plugin loaded)
"""
import re
import shlex
import subprocess
import sys

ENTRY = re.compile(r'^ASYNCMARK_(IR|MACHINE)_PASS\((\w+),\s*"([^"]+)",\s*'
                   r'"([^"]+)"\)', re.M)


def main():
    deffile, llc, amdgcn, x86 = sys.argv[1:5]
    llc = shlex.split(llc)
    text = open(deffile).read()
    # Joined continuation lines: the entries span several lines.
    flat = re.sub(r',\s*\n\s*', ', ', text)
    entries = ENTRY.findall(flat)
    if not entries:
        print("no entries read from %s" % deffile)
        return 1
    failed = 0
    for kind, cls, arg, desc in entries:
        # The deferred debug info upgrade runs for other targets only.
        if cls == 'DebugInfoUpgrade':
            base = llc + ['-mtriple=x86_64-unknown-linux-gnu', x86]
        else:
            base = llc + ['-mtriple=amdgcn-amd-amdhsa', '-mcpu=gfx950',
                    '-amdgpu-asyncmark-verify', amdgcn]
        stop = subprocess.run(base + ['-stop-after=' + arg, '-o', '-'],
                              capture_output=True, text=True)
        want = '; ModuleID' if kind == 'IR' else '--- |'
        ok_stop = stop.returncode == 0 and want in stop.stdout
        dump = subprocess.run(base + ['-print-after=' + arg, '-o', '/dev/null'],
                              capture_output=True, text=True)
        ok_print = dump.returncode == 0 and \
            ('IR Dump After %s (%s)' % (desc, arg)) in dump.stderr
        print('%s %s: stop-after %s, print-after %s' % (
            kind.lower(), arg, 'ok' if ok_stop else 'FAILED',
            'ok' if ok_print else 'FAILED'))
        if not (ok_stop and ok_print):
            failed += 1
            sys.stdout.write(stop.stderr[-2000:])
    print('%d passes, %d failed' % (len(entries), failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
