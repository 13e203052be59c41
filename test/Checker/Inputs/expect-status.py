#!/usr/bin/env python3
"""Runs a command, copies its stdout and stderr, and succeeds only when the
command's exit status is the expected one:
    expect-status.py STATUS CMD [ARG...]
(lit's `not` accepts any non-zero status; the checker distinguishes
violations, status 1, from input errors, status 2.)"""
import subprocess
import sys

want = int(sys.argv[1])
r = subprocess.run(sys.argv[2:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
sys.stdout.write(r.stdout.decode(errors='replace'))
sys.stdout.write(r.stderr.decode(errors='replace'))
if r.returncode != want:
    sys.stdout.write('expect-status: exit status %d, expected %d\n'
                     % (r.returncode, want))
    sys.exit(1)
