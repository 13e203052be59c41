"""Spellings of marks, waits and their intrinsics.

A mark and a wait appear as upstream intrinsics in IR
(llvm.amdgcn.asyncmark, llvm.amdgcn.wait.asyncmark), as the plugin's
comment-only inline assembly (the same text as the comment), and in the
assembly as whole-line comments, framed by ;;#ASMSTART/;;#ASMEND when they
come from the plugin (a mark directly followed by a wait shares one frame:
the mark's line, then the wait's). The checker, the fuzzer, the check
updater and compare-baseline all read or write these; one spelling each,
here.
"""

import re

INTRINSIC_PREFIX = "llvm.amdgcn."
MARK_INTRINSIC = INTRINSIC_PREFIX + "asyncmark"
WAIT_INTRINSIC = INTRINSIC_PREFIX + "wait.asyncmark"
# The wait intrinsic's name without the prefix: also what is left of it in
# a mangled or misspelt reference.
WAIT_INTRINSIC_STEM = WAIT_INTRINSIC[len(INTRINSIC_PREFIX):]

# The comment words: `; asyncmark`, `; wait_asyncmark(N)`.
MARK_WORD = "asyncmark"
WAIT_WORD = "wait_asyncmark"
MARK_COMMENT = "; " + MARK_WORD

# LLVM 22 frames every inline assembly statement with these lines.
ASM_START = ";;#ASMSTART"
ASM_END = ";;#ASMEND"

# The IR metadata that flags an LLVM 22 DMA twin as async.
ASYNC_FLAG_MD = "amdgpu.asyncmark.async"


def wait_comment(n):
    """`; wait_asyncmark(N)`."""
    return "; %s(%d)" % (WAIT_WORD, n)


# --- assembly comments ----------------------------------------------------

# The body of a whole-line comment (after `;` or `//` and blanks), read
# leniently: `asyncmark()` and blanks inside the parentheses are accepted.
BODY_WAIT_START_RE = re.compile(re.escape(WAIT_WORD) + r"\b")
BODY_MARK_START_RE = re.compile(re.escape(MARK_WORD) + r"\b")
BODY_WAIT_RE = re.compile(re.escape(WAIT_WORD) + r"\(\s*([0-9]+)\s*\)\s*")
BODY_MARK_RE = re.compile(re.escape(MARK_WORD) + r"\s*(\(\s*\))?\s*")
BODY_ANY_START_RE = re.compile(r"(%s)?%s\b" % (re.escape("wait_"),
                                               re.escape(MARK_WORD)))

# A stripped assembly line that is exactly a marker comment.
LINE_WAIT_RE = re.compile(r"^;\s*%s\(\s*(\d+)\s*\)$" % re.escape(WAIT_WORD))
LINE_MARK_RE = re.compile(r"^;\s*%s(\(\s*\))?$" % re.escape(MARK_WORD))

# --- IR calls ---------------------------------------------------------------

# A whole IR line that calls a mark: the intrinsic or the plugin's inline
# assembly.
IR_MARK_CALL_RE = re.compile(
    r"^(\s*)(?:(?:tail|musttail|notail)\s+)?call\s+void\s+"
    r"(?:@%s\((?:i32\s+0)?\)"
    r'|asm\s+sideeffect\s+"%s",\s*"[^"]*"\(\))'
    r"[^\n]*$" % (re.escape(MARK_INTRINSIC), re.escape(MARK_COMMENT)), re.M)
# The same for a wait; N is group n1 (intrinsic) or n2 (inline assembly).
IR_WAIT_CALL_RE = re.compile(
    r"^(?P<indent>\s*)(?:(?:tail|musttail|notail)\s+)?call\s+void\s+"
    r"(?:@%s\(i\d+\s+(?P<n1>\d+)(?:,\s*i32\s+0)?\)"
    r'|asm\s+sideeffect\s+"; %s\((?P<n2>\d+)\)",\s*"[^"]*"\(\))'
    r"[^\n]*$" % (re.escape(WAIT_INTRINSIC), re.escape(WAIT_WORD)))
