"""Lexer and CFG of AMDGPU assembly text: the Python tools' one reading of
assembly.

The assembly checker reads the `.s` text of any compiler, so it needs its
own reading of it: code sections, functions, labels, the whole-line marker
comments, the basic blocks and their edges, and for each instruction what
it does to the async counter (vmcnt; gfx1250's asynccnt). The reading is
the text's only (no LLVM library, no shared code with the plugin's model),
so a misreading in either shows up as a disagreement. The facts it cannot
see in the text (the waitcnt layout, the counter limits, which stores
count, which mnemonics are vector memory ops) come from the target-facts
table through `Target`.

build_cfg's CFG takes every conditional branch both ways;
apply_constant_branches drops the edges no execution takes (the
structurizer's flow blocks branch on scalar constants), copying a block
per set of constants that reach it: the checker and the probes read that
CFG.

The other tools read assembly through this module too: the check updater
(a function's lines, its target), compare-baseline and the benchmarks
(llc's block layout and loop annotations, layout_blocks and outer_loops;
its figures, module_figures) and the fuzzer (items, waits, the CFG,
relocated_symbols).
"""

import bisect
import collections
import heapq
import re

from . import markers
from . import targets as target_facts


class InputError(Exception):
    """Input the reader cannot take: reported as FILE:LINE: error: ..."""

    def __init__(self, line, msg, file=None):
        super().__init__(msg)
        self.line = line
        self.msg = msg
        self.file = file        # None: the assembly input


# --------------------------------------------------------------------------
# Target rules
# --------------------------------------------------------------------------

class Target:
    """Counting rules of one processor, from its row of the target-facts
    table. Two kinds of generation are supported:

    * the async counter is vmcnt (gfx9, gfx10: LDS DMA): every vector
      memory op counts, in one in-order stream (flat ops out of order), the
      wait is s_waitcnt with the table's field layout;
    * a dedicated async counter (gfx1250: asynccnt): only the instructions
      of the generation's async families count (by the table's mnemonic
      prefixes), the wait is the counter's own instruction
      (s_wait_asynccnt). Each family's reads_lds value is a stream:
      loads to LDS and stores from LDS each complete in order, with no
      known order between the two.

    Whether a call completes the counter (gfx9/gfx10: everything, the
    callee entry waits vmcnt(0); gfx1250: nothing, no callee waits for
    asynccnt, and the callee's transfers join the open group: see
    analyze_callees), which mnemonics are waits and whether the processor
    has the VALU write hazards come from the table too. gfx1250's tensor
    transfers (the table's tensor_counter) are one more stream, on their
    own counter (tensorcnt, s_wait_tensorcnt).
    """

    # The async counter that s_waitcnt encodes (with the table's fields).
    VMCNT = 'vmcnt'

    def __init__(self, mcpu):
        gen = target_facts.generation(mcpu)
        counter = gen.async_counter if gen is not None else None
        if gen is None or counter is None or not gen.has_counter(counter) \
                or not gen.async_families:
            raise ValueError(
                "unsupported --mcpu '%s' (expected gfx9xx such as gfx900, "
                "gfx90a, gfx942, gfx950, gfx10xx, or gfx1250)" % mcpu)
        self.mcpu = mcpu.lower()
        self.generation = gen
        self.counter = counter
        # True: gfx9/gfx10 (vmcnt, s_waitcnt); False: a dedicated counter
        # with its own wait instruction.
        self.is_vmcnt = counter == self.VMCNT
        self.wait_mnemonic = gen.wait_mnemonic(counter)
        # gfx10: stores (and atomics without return) go to vscnt.
        self.stores_in_vmcnt = gen.stores_in(self.VMCNT)
        # The field maximum never waits; every real wait is at most
        # wait_max, so counts from field_max up behave the same.
        self.field_max = gen.field_max(counter)
        self.wait_max = gen.max_emitted(counter)
        # The vector memory instructions and, among them, the cache-control
        # buffer ops (write-back, invalidate) no counter counts, by mnemonic.
        self.vmem_prefixes = target_facts.vmem_mnemonic_prefixes()
        self.uncounted_prefixes = tuple(
            p.lower() for p in target_facts.uncounted_opcode_prefixes())
        # The async families: (mnemonic prefixes, stream); a stream per
        # reads_lds value (False, the loads to LDS, first).
        fams = target_facts.table()["dma_families"]
        reads = sorted({bool(fams[f].get("reads_lds", False))
                        for f in gen.async_families})
        self.nstreams = len(reads)
        self.stream_names = ['stores from LDS' if r else 'loads to LDS'
                             for r in reads]
        self.families = [
            (tuple(p.lower() for p in fams[f].get("mnemonic_prefixes", [])),
             reads.index(bool(fams[f].get("reads_lds", False))))
            for f in gen.async_families]
        # vmcnt: ordinary vector memory ops count and flat ops complete out
        # of order. A dedicated counter counts its transfers only. Whether
        # a call completes the counter (the callee waits for it on entry:
        # gfx9/gfx10 vmcnt(0); no gfx1250 callee waits for asynccnt) is
        # the table's.
        self.calls_complete = gen.calls_complete_async_counter
        # The counters the streams are waited by: counters[0] is the async
        # counter; stream_counter[s] indexes counters. async_streams: the
        # number of the async counter's streams (they come first).
        self.counters = [counter]
        self.async_streams = self.nstreams
        self.stream_counter = [0] * self.nstreams
        # gfx1250: tensor loads to LDS and tensor stores from LDS (the
        # table's tensor_counter) are members of the groups too, on their
        # own counter (tensorcnt, waited by s_wait_tensorcnt), in order
        # among themselves: one more stream.
        tc = gen.tensor_counter
        self.tensor_stream = None
        self.tensor_counter = None
        self.tensor_wait_mnemonic = None
        if tc is not None:
            if tc["field_max"] != self.field_max:
                raise ValueError("%s: the tensor counter's field maximum "
                                 "differs from the async counter's" % mcpu)
            self.tensor_stream = self.nstreams
            self.nstreams += 1
            self.stream_names.append('tensor ops')
            self.families.append(
                (tuple(p.lower() for p in tc["mnemonic_prefixes"]),
                 self.tensor_stream))
            self.tensor_counter = tc["counter"]
            self.tensor_wait_mnemonic = tc["wait_mnemonic"]
            self.counters.append(self.tensor_counter)
            self.stream_counter.append(1)
        # Calls on a target whose calls do not complete the counter: the
        # streams (indices) each function of the input may leave transfers
        # in flight on, transitively ({name: set}); a callee not in it (not
        # in the input, or an unresolved call) may leave any (set by
        # analyze_callees).
        self.callee_streams = {}
        # For the same targets: how many transfers of each stream each
        # function of the input issues at least on every path from its
        # entry to its end, in it and below it ({name: tuple by stream};
        # set by count_callee_transfers).
        self.callee_issues = {}
        # For the same targets: per function of the input, per counter,
        # whether it waits for the counter to reach 0 after its last
        # transfer or call on every path to its end ({name: tuple by
        # counter}; set by count_callee_transfers): a call of it ends with
        # that wait.
        self.callee_drains = {}
        # The generation's wait instructions (a marker's wait window), by
        # mnemonic prefix.
        self.wait_prefixes = gen.wait_mnemonic_prefixes
        # The wave sizes the processor's code may run in (a frozenset; None:
        # any).
        self.wave_sizes = gen.wave_sizes
        # GCNHazardRecognizer's VALU write hazards (hazards.py).
        self.has_valu_write_hazards = \
            self.mcpu in target_facts.valu_write_hazard_cpus()
        # The vector registers a callee preserves (the calling convention),
        # for lane_reading across calls out of the input.
        self.callee_saved_vector = \
            target_facts.callee_saved_vector_registers(self.mcpu)

    def decode_vmcnt(self, imm):
        return self.generation.decode_wait(self.VMCNT, imm)

    def decode_counter(self, imm):
        """The async counter's value in its wait instruction's immediate."""
        return self.generation.decode_wait(self.counter, imm)

    def is_vmem(self, mnem):
        """A vector memory instruction vmcnt counts on gfx9/gfx10 (flat_
        ones among them; not the cache-control ops: counting an op that
        may not increment vmcnt would let the checker accept a too-large
        wait, counting too few can only produce a false positive)."""
        return mnem.startswith(self.vmem_prefixes) and \
            not mnem.startswith(self.uncounted_prefixes)

    def stream_of(self, mnem):
        """The stream of an async transfer of a dedicated counter, by its
        mnemonic; None if the mnemonic is no async transfer."""
        for prefixes, stream in self.families:
            if prefixes and mnem.startswith(prefixes):
                return stream
        return None

    def stream_name(self, stream):
        return self.stream_names[stream] if self.nstreams > 1 else None

    def stream_counter_name(self, stream):
        return self.counters[self.stream_counter[stream]]

    def is_tensor(self, mnem):
        return self.tensor_stream is not None and \
            self.stream_of(mnem) == self.tensor_stream


# Calls: gfx9/gfx10 spell them s_swappc_b64 / s_call_b64, gfx12
# s_swap_pc_i64 / s_call_i64. What a call does to the async counter is the
# table's (Target.calls_complete).
CALL_MNEMONICS = ('s_swappc_b64', 's_call_b64', 's_swap_pc_i64', 's_call_i64')


def classify(mnem, operands, target):
    """Returns one of: 'dma', 'vm', 'flat', 'flatnc', 'call', 'alu'.

    'vm': counted in-order vmcnt op.  'dma': LDS DMA (counted).
    'flat': generic flat op (counted, out of order).  'flatnc': generic flat
    op that vmcnt does not count on this target (gfx10 stores); still treated
    as breaking the order, which is the strict direction.
    """
    if not target.is_vmcnt:
        # A dedicated counter: only the async families' transfers count;
        # nothing else (flat, ordinary loads and stores) touches it, and a
        # call only where the table says calls complete it.
        if target.stream_of(mnem) is not None:
            return 'dma'
        if mnem in CALL_MNEMONICS:
            return 'call'
        return 'alu'
    if mnem in CALL_MNEMONICS:
        return 'call'
    if mnem.startswith('flat_'):
        if is_store_like(mnem, operands, target):
            return 'flatnc'
        return 'flat'
    if not target.is_vmem(mnem):
        return 'alu'
    if is_lds_dma(mnem, operands):
        return 'dma'
    if is_store_like(mnem, operands, target):
        return 'alu'
    return 'vm'


def operand_tokens(operands):
    return [t for t in re.split(r'[\s,]+', operands.strip().lower()) if t]


def is_lds_dma(mnem, operands):
    """A VMEM load that writes LDS (DMA)."""
    if re.match(r'^(global|buffer|scratch)_load_lds_', mnem):
        return True
    if re.match(r'^(global|buffer|scratch)_load_', mnem) and \
            'lds' in operand_tokens(operands):
        return True
    return False


def is_store_like(mnem, operands, target):
    """True when vmcnt does not count this op on the target (gfx10 stores
    and atomics without return)."""
    if target.stores_in_vmcnt:
        return False
    if '_store' in mnem:
        return True
    if '_atomic' in mnem:
        # gfx10 atomics return a value (and count in vmcnt) only with glc.
        return 'glc' not in operand_tokens(operands)
    return False


# --------------------------------------------------------------------------
# s_waitcnt decoding
# --------------------------------------------------------------------------

# The largest N of `; wait_asyncmark(N)`.
WAIT_N_MAX = 0xffff


def parse_int(tok):
    """A decimal or 0x hexadecimal immediate; None if it is neither (or has
    so many digits that it is no operand of any instruction)."""
    tok = tok.strip().lower()
    if re.fullmatch(r'0x[0-9a-f]+', tok):
        return int(tok, 16)
    if re.fullmatch(r'[0-9]+', tok):
        if len(tok.lstrip('0')) > 64:
            return None
        return int(tok)
    return None


def decode_waitcnt(mnem, operands, line, target):
    """Returns the vmcnt of a wait instruction, or None when it does not wait
    on vmcnt (including the field maximum, which never waits).  Raises
    InputError when the operand cannot be decoded."""
    wait_max, field_max = target.wait_max, target.field_max
    ops = operands.strip()
    if not target.is_vmcnt:
        return decode_counter_wait(mnem, ops, line, target)
    if mnem == 's_waitcnt':
        if not ops:
            raise InputError(line, "s_waitcnt without operand")
        imm = parse_int(ops)
        if imm is not None:
            if imm > 0xffff:
                raise InputError(line, "s_waitcnt immediate '%s' does not fit "
                                 "in 16 bits" % ops)
            vm = target.decode_vmcnt(imm)
            return vm if vm <= wait_max else None
        vm = None
        seen = False
        for tok in re.split(r'[\s,&]+', ops):
            if not tok:
                continue
            m = re.fullmatch(r'(vmcnt|expcnt|lgkmcnt)(_sat)?\(\s*([0-9a-fA-Fx]+)'
                             r'\s*\)', tok)
            if not m:
                raise InputError(line, "cannot decode s_waitcnt operand '%s'"
                                 % tok)
            val = parse_int(m.group(3))
            if val is None:
                raise InputError(line, "cannot decode s_waitcnt operand '%s'"
                                 % tok)
            seen = True
            if m.group(1) == 'vmcnt':
                if m.group(2):
                    val = min(val, field_max)
                elif val > field_max:
                    raise InputError(line, "vmcnt(%d) is out of range (max %d)"
                                     % (val, field_max))
                vm = val if vm is None else min(vm, val)
        if not seen:
            raise InputError(line, "cannot decode s_waitcnt operand '%s'" % ops)
        return vm if vm is not None and vm <= wait_max else None
    if mnem == 's_waitcnt_vmcnt':
        parts = [p.strip() for p in ops.split(',')]
        if len(parts) != 2 or parts[0].lower() != 'null':
            raise InputError(line, "cannot decode s_waitcnt_vmcnt operands '%s' "
                             "(only 'null, imm' is supported)" % ops)
        val = parse_int(parts[1])
        if val is None:
            raise InputError(line, "cannot decode s_waitcnt_vmcnt operand '%s'"
                             % parts[1])
        return val if val <= wait_max else None
    # s_waitcnt_vscnt, s_waitcnt_lgkmcnt, s_waitcnt_expcnt, s_waitcnt_depctr:
    # wait-like instructions that leave vmcnt alone.
    return None


def decode_counter_wait(mnem, ops, line, target):
    """The count of a dedicated counter's wait instruction (gfx1250:
    `s_wait_asynccnt k`), None for every other wait (they leave the counter
    alone) and for the field maximum (no wait)."""
    if mnem != target.wait_mnemonic:
        if target.counter in mnem:
            raise InputError(line, "cannot decode '%s %s': the only %s wait "
                             "known is %s" % (mnem, ops, target.counter,
                                              target.wait_mnemonic))
        return None
    n = target.decode_counter(_wait_immediate(mnem, ops, line))
    return n if n <= target.wait_max else None


def decode_tensor_wait(mnem, ops, line, target):
    """The count of gfx1250's `s_wait_tensorcnt k` (None: another
    instruction, or the field maximum: no wait)."""
    if target.tensor_counter is None or mnem != target.tensor_wait_mnemonic:
        return None
    imm = _wait_immediate(mnem, ops.strip(), line)
    return imm if imm <= target.wait_max else None


def _wait_immediate(mnem, ops, line):
    """The 16-bit immediate operand of a dedicated counter's wait."""
    if not ops:
        raise InputError(line, "%s without operand" % mnem)
    imm = parse_int(ops)
    if imm is None:
        raise InputError(line, "cannot decode %s operand '%s'" % (mnem, ops))
    if imm > 0xffff:
        raise InputError(line, "%s immediate '%s' does not fit in 16 bits"
                         % (mnem, ops))
    return imm


def is_wait_mnemonic(mnem, target):
    """A wait instruction of the target's generation (the table's
    wait_mnemonic_prefixes: s_waitcnt*; on gfx1250 also the split waits
    s_wait_loadcnt, s_wait_dscnt, ..., s_wait_asynccnt): part of a
    marker's wait window."""
    return mnem.startswith(target.wait_prefixes)


# --------------------------------------------------------------------------
# Lexing
# --------------------------------------------------------------------------

# src: the source line the compiler's last `.loc` gave it, (file, line);
# None without one.
Item = collections.namedtuple('Item', 'kind line data src', defaults=(None,))
# kinds: 'label' (name), 'insn' (mnem, operands, text), 'mark' (None),
#        'wmark' (N)

_LABEL_RE = re.compile(r'^([A-Za-z_.$][\w.$@]*|"[^"]*")\s*:(?!:)')
BRANCH_COND_RE = re.compile(r'^s_cbranch_')
_REL_LABEL_RE = re.compile(r'\(\s*(\.L[\w.$]+)\s*-\s*\.L[\w.$]+\s*\)')
EXIT_RE = re.compile(r'^(s_endpgm\w*|s_setpc_b64|s_set_pc_i64|s_rfe_b64|s_rfe_i64|'
                     r's_rfe_restore_b64)$')
# The HSA ABI's trap for llvm.trap (AMDGPUUsage, trap handler IDs): the
# wave halts at it and its queue goes into the error state, so no
# instruction after it runs. LLVM emits it where a kernel cannot run (LDS
# used by a function that is no kernel) and goes on emitting code after it.
ABORT_TRAP_ID = 2


def is_abort_trap(mnem, operands):
    """True for `s_trap 2`: a path ends there."""
    return mnem == 's_trap' and parse_int(operands.strip()) == ABORT_TRAP_ID


# gfx12's long branch: `s_add_pc_i64 .LBBx-.Lpost_addpcN`.
ADD_PC = 's_add_pc_i64'
_ADD_PC_TARGET_RE = re.compile(r'\(?\s*([A-Za-z_.$][\w.$@]*)\s*-\s*[A-Za-z_.$][\w.$@]*\s*\)?')
SETPC = ('s_setpc_b64', 's_set_pc_i64')


# llc's comment after a block label: the IR block it comes from.
_IR_NAME_COMMENT_RE = re.compile(r'\s*;+\s*(%(?:[-A-Za-z$._][-\w$.]*|"[^"]*"))'
                                 r'\s*$')


def split_comment(text):
    """Splits a line into (code, comment-or-None) at the first ';' or '//'
    outside a string."""
    in_str = False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            in_str = not in_str
        elif not in_str:
            if ch == ';':
                return text[:i], text[i:]
            if ch == '/' and text[i + 1:i + 2] == '/':
                return text[:i], text[i:]
        i += 1
    return text, None


def marker_of_comment(comment, line):
    """Returns ('mark', None), ('wmark', N) or None for a whole-line comment.
    Raises InputError for a malformed marker."""
    body = comment.lstrip(';/ \t').rstrip()
    if markers.BODY_WAIT_START_RE.match(body):
        m = markers.BODY_WAIT_RE.fullmatch(body)
        if not m:
            raise InputError(line, "malformed marker comment '%s' "
                             "(expected '; wait_asyncmark(N)')" % body)
        # N is the wait intrinsic's i16 immediate, read unsigned: 0 to
        # 65535. Anything larger (a user's own inline assembly can say
        # wait_asyncmark(4294967295)) is an error, never wrapped or taken
        # as a wait for that many marks. The digits are checked before
        # they are converted (no limit on how many there are).
        digits = m.group(1).lstrip('0') or '0'
        if len(digits) > 5 or int(digits) > WAIT_N_MAX:
            shown = digits if len(digits) <= 24 else \
                '%s... (%d digits)' % (digits[:12], len(digits))
            raise InputError(line, "wait_asyncmark(%s): N is out of range "
                             "(0 to %d, the wait's unsigned 16-bit operand)"
                             % (shown, WAIT_N_MAX))
        return ('wmark', int(digits))
    if markers.BODY_MARK_START_RE.match(body):
        if not markers.BODY_MARK_RE.fullmatch(body):
            raise InputError(line, "malformed marker comment '%s' "
                             "(expected '; asyncmark')" % body)
        return ('mark', None)
    return None


def looks_like_marker(comment):
    body = comment.lstrip(';/ \t')
    return markers.BODY_ANY_START_RE.match(body) is not None


class Lexed:
    def __init__(self, strict):
        self.strict = strict      # see lex
        self.items = []           # code-section items in order
        self.func_types = set()   # names with .type X,@function
        self.weak_symbols = set()  # names with .weak X: the linker may
                                   # bind them to another definition
        self.branch_targets = set()
        self.declared_target = None   # from .amdgcn_target
        # Kernel name -> its wave size, 32 or 64, as its kernel descriptor
        # (.amdhsa_kernel) sets it with .amdhsa_wavefront_size32; None
        # where the descriptor does not say it plainly (no such directive,
        # an expression, two descriptors that disagree).
        self.wave_sizes = {}
        # Lines of code that switch sections (.section, .text, ...): opaque
        # lines (see below) that emit nothing.
        self.section_switches = set()
        self.ir_names = {}        # line of a block label -> llc's '%name'
        self.nlines = 0           # lines lexed
        # line -> the comment of a code-section line that holds no
        # instruction (a comment line, or labels and a comment): llc's
        # annotations, which layout_blocks reads.
        self.comments = {}
        # Lines of code whose effect on the registers the text does not
        # show (constant_branch_cfg clears what it knows at each): the
        # code of an inline assembly region, a directive that is not known
        # to emit nothing executable, a macro's invocation.
        self.opaque_lines = set()
        self.macros = set()       # names of the input's .macro definitions


# Directives that emit no instruction and change no register: alignment
# (padded with s_nop in code), debug and unwind information, symbol
# bookkeeping. Any other directive inside code may emit or select
# instructions the lexer does not see (.byte, .long, .inst, .rept, .if,
# .include, ...).
_REGISTER_NEUTRAL_DIRECTIVES = frozenset((
    '.p2align', '.p2alignw', '.p2alignl', '.align', '.balign', '.balignw',
    '.balignl', '.loc', '.file', '.size', '.type', '.globl', '.global',
    '.weak', '.hidden', '.protected', '.local', '.set', '.ident',
    '.amdgpu_hsa_kernel'))
# Directives that switch sections. They emit nothing, but are opaque all
# the same: code after one may be in another section.
_SECTION_DIRECTIVES = frozenset((
    '.text', '.data', '.bss', '.rodata', '.section', '.pushsection',
    '.popsection', '.previous'))
# LLVM's delimiters of an inline assembly region (`;;#ASMSTART`).
_INLINE_ASM_START_RE = re.compile(r';+\s*#ASMSTART\b')
_INLINE_ASM_END_RE = re.compile(r';+\s*#ASMEND\b')


def lex(lines, strict=True):
    """The Lexed reading of assembly text lines. strict=False: a marker
    comment that is malformed or out of place is an ordinary comment, not
    an input error (the readers that want the text's functions, blocks and
    instructions, and not its marks, take any compiler output: the check
    updater, compare-baseline, the fuzzer's oracles besides the
    checker)."""
    lx = Lexed(strict)
    section_stack = []
    in_code = True            # no section directive: assume .text
    prev_code = True
    skip_until = None         # end directive of a skipped region
    in_inline_asm = False     # between ;;#ASMSTART and ;;#ASMEND
    descriptor = None         # [kernel name, {wavefront_size32 values}]
    src = None                # the last .loc's (file, line)
    for lineno, raw in enumerate(lines, 1):
        lx.nlines = lineno
        text = raw.rstrip('\n')
        code, comment = split_comment(text)
        code = code.strip()
        if skip_until is not None:
            if code.split()[:1] == [skip_until]:
                skip_until = None
            continue
        if not code and comment is not None:
            if _INLINE_ASM_START_RE.match(comment.strip()):
                in_inline_asm = True
            elif _INLINE_ASM_END_RE.match(comment.strip()):
                in_inline_asm = False
        if code and in_code and in_inline_asm:
            # Inline assembly is the user's: an empty region (the plugin's
            # markers) runs nothing, but any code in one is not trusted to
            # be what the text seems to say.
            lx.opaque_lines.add(lineno)
        if not code:
            if comment is not None and in_code:
                lx.comments[lineno] = comment.strip()
            if comment is not None:
                bb = re.match(r';+\s*(%bb\.[0-9]+):', comment)
                if bb and in_code:
                    # llc names fall-through blocks in a comment; only used
                    # to name blocks in reports.
                    lx.items.append(Item('bbname', lineno, bb.group(1)))
                    irn = _IR_NAME_COMMENT_RE.search(comment[bb.end():])
                    if irn:
                        lx.ir_names[lineno] = irn.group(1)
                    continue
                try:
                    mk = marker_of_comment(comment, lineno)
                except InputError:
                    if strict:
                        raise
                    mk = None
                if mk is not None:
                    if not in_code:
                        if strict:
                            raise InputError(lineno, "marker comment outside "
                                             "a code section")
                        continue
                    lx.items.append(Item(mk[0], lineno, mk[1], src))
            continue
        if strict and comment is not None and looks_like_marker(comment):
            raise InputError(lineno, "marker comment must be on its own line: "
                             "'%s'" % comment.strip())
        # Labels (possibly several, possibly followed by code).
        while True:
            m = _LABEL_RE.match(code)
            if not m:
                break
            name = m.group(1).strip('"')
            if in_code:
                lx.items.append(Item('label', lineno, name))
                if comment is not None:
                    irn = _IR_NAME_COMMENT_RE.match(comment)
                    if irn:
                        lx.ir_names[lineno] = irn.group(1)
            code = code[m.end():].strip()
        if not code:
            if comment is not None and in_code:
                lx.comments[lineno] = comment.strip()
            continue
        if code.startswith('.'):
            parts = code.split(None, 1)
            d = parts[0].lower()
            args = parts[1] if len(parts) > 1 else ''
            if d.endswith('_metadata') and not d.startswith('.end_'):
                skip_until = '.end_' + d[1:]
                continue
            if d == '.macro':
                skip_until = '.endm'
                name = re.split(r'[\s,]+', args.strip(), 1)[0]
                if name:
                    lx.macros.add(name.lower())
                continue
            if in_code and d not in _REGISTER_NEUTRAL_DIRECTIVES and \
                    not d.startswith('.cfi_'):
                lx.opaque_lines.add(lineno)
                if d in _SECTION_DIRECTIVES:
                    lx.section_switches.add(lineno)
            if d == '.loc':
                loc = args.split()
                src = (loc[0], loc[1]) if len(loc) >= 2 else None
            if d == '.text':
                prev_code, in_code = in_code, True
            elif d in ('.data', '.bss', '.rodata'):
                prev_code, in_code = in_code, False
            elif d in ('.section', '.pushsection'):
                name = args.split(',')[0].strip().strip('"')
                if d == '.pushsection':
                    section_stack.append(in_code)
                prev_code, in_code = in_code, (name == '.text' or
                                               name.startswith('.text.'))
            elif d == '.popsection':
                if section_stack:
                    in_code = section_stack.pop()
            elif d == '.previous':
                prev_code, in_code = in_code, prev_code
            elif d == '.type':
                m = re.match(r'\s*([^,\s]+)\s*,\s*[@%]?(function|stt_func)\b',
                             args, re.I)
                if m:
                    lx.func_types.add(m.group(1).strip('"'))
            elif d == '.weak':
                lx.weak_symbols.update(
                    a.strip().strip('"') for a in args.split(','))
            elif d == '.amdgcn_target':
                m = re.search(r'(gfx[0-9a-f]+)', args)
                if m:
                    lx.declared_target = m.group(1)
            elif d == '.amdhsa_kernel':
                descriptor = [args.strip().strip('"'), set()]
            elif d == '.amdhsa_wavefront_size32' and descriptor is not None:
                descriptor[1].add(parse_int(args))
            elif d == '.end_amdhsa_kernel' and descriptor is not None:
                _record_wave_size(lx.wave_sizes, *descriptor)
                descriptor = None
            continue
        if not in_code:
            continue
        parts = code.split(None, 1)
        mnem = parts[0].lower()
        operands = parts[1] if len(parts) > 1 else ''
        if mnem in lx.macros:
            lx.opaque_lines.add(lineno)
        lx.items.append(Item('insn', lineno, (mnem, operands, code), src))
        tgt = branch_target(mnem, operands)
        if tgt is not None:
            lx.branch_targets.add(tgt)
    return lx


def _record_wave_size(sizes, kernel, values):
    """Records a kernel descriptor's wave size in sizes (values: the
    values of its .amdhsa_wavefront_size32 directives, None for one that
    is no integer)."""
    size = {1: 32, 0: 64}.get(values.pop()) if len(values) == 1 else None
    if kernel in sizes and sizes[kernel] != size:
        size = None
    sizes[kernel] = size


def is_branch(mnem):
    return mnem == 's_branch' or BRANCH_COND_RE.match(mnem) is not None or \
        mnem.startswith('s_subvector_loop_') or mnem == ADD_PC


def is_uncond_branch(mnem):
    return mnem in ('s_branch', ADD_PC)


def branch_target(mnem, operands):
    if not is_branch(mnem):
        return None
    if mnem == ADD_PC:
        # PC-relative: `LABEL-.Lpost_addpcN`; a register operand is an
        # indirect branch (its target stays unresolved: an input error).
        m = _ADD_PC_TARGET_RE.fullmatch(operands.strip())
        return m.group(1).strip('"') if m else operands.strip()
    ops = [o.strip() for o in operands.split(',') if o.strip()]
    if not ops:
        return ''
    return ops[-1].strip('"')


# --------------------------------------------------------------------------
# Functions and CFG
# --------------------------------------------------------------------------


class WaitMarker:
    def __init__(self, wid, line, n, func, drops=True):
        self.id = wid
        self.line = line
        self.n = n
        self.func = func
        # A wait drops the marks older than its group (they are complete
        # after it); a probe only asks (probe.py).
        self.drops = drops
        self.emitted = None      # window vmcnt (None = no wait)
        self.emitted_by = [None]  # the window's wait per counter
        # the waits of the window before the marker, per counter (what
        # over-strictness is judged on), and the lines of those waits
        self.own_emitted_by = [None]
        self.own_lines_by = [[]]
        # Waits right before it of another source line: (asm line, its
        # source line, the marker's).
        self.other_statement_waits = []


class Block:
    def __init__(self, bid, name, line):
        self.id = bid
        self.name = name         # label or description
        self.line = line
        self.events = []         # see build_events
        self.succs = []
        self.falls = True        # control may fall through past the end
        self.items = []
        self.labels = []         # every label naming a point of the block
        # The branch that ends the block: its mnemonic and the id of the
        # block it jumps to (None: no branch); the id of the block control
        # falls through into (None: none).
        self.branch = None
        self.branch_to = None
        self.falls_to = None
        # The block of build_cfg this one copies (constant_branch_cfg may
        # copy a block once per set of constants that reach it).
        self.origin = bid
        # It ends at `s_trap 2` (is_abort_trap): no successor, and no
        # return either.
        self.aborts = False


class Function:
    def __init__(self, name, line):
        self.name = name
        self.line = line          # of its label
        self.end = None           # the line its text ends before (its
                                  # .Lfunc_end label, the next function's
                                  # label, or one past the input's last)
        self.items = []
        self.blocks = []
        self.waits = []
        self.max_n = -1
        # .weak: another definition may replace this body at link time.
        self.weak = False
        # Lexed.opaque_lines (see there).
        self.opaque_lines = frozenset()
        # 32 or 64 where the function is a kernel whose descriptor says
        # its wave size (Lexed.wave_sizes); None: not known (a function
        # that is no kernel runs in its caller's waves). build_cfg adds
        # what the target says: the one wave size of gfx9.
        self.declared_wave_size = None
        self.wave_size = None
        # A kernel (it has a descriptor): no caller, so nothing is in
        # flight at its entry.
        self.is_kernel = False
        # Lexed.section_switches.
        self.section_switches = frozenset()


def ir_block_names(lines):
    """{function: set of the IR block names (without `%`) llc's comments
    give its machine blocks} of assembly lines."""
    lx = lex(lines, strict=False)
    out = {}
    for fn in split_functions(lx):
        end = fn.end if fn.end is not None else lx.nlines + 1
        out[fn.name] = {name[1:].strip('"') for line, name in lx.ir_names.items()
                        if fn.line <= line < end}
    return out


def split_functions(lx):
    """The functions of lexed assembly, in text order: each opens at its
    label (a `.type NAME,@function` symbol, or any other global label
    followed by code) and ends at its `.Lfunc_end` label or at the next
    function. Every Python reader of assembly takes its functions from
    here."""
    funcs = []
    cur = None
    items = lx.items

    def followed_by_code(idx):
        for it in items[idx + 1:]:
            if it.kind == 'bbname':
                continue
            if it.kind == 'label':
                return False
            return True
        return False

    def open_function(it):
        if cur is not None:
            cur.end = it.line
        fn = Function(it.data, it.line)
        fn.weak = it.data in lx.weak_symbols
        fn.opaque_lines = lx.opaque_lines
        fn.declared_wave_size = fn.wave_size = lx.wave_sizes.get(it.data)
        fn.is_kernel = it.data in lx.wave_sizes
        fn.section_switches = lx.section_switches
        funcs.append(fn)
        return fn

    for idx, it in enumerate(items):
        if it.kind == 'label':
            name = it.data
            if name.startswith('.Lfunc_end'):
                if cur is not None:
                    cur.end = it.line
                cur = None
                continue
            if name in lx.func_types:
                cur = open_function(it)
                continue
            if cur is not None and (name.startswith('.L') or
                                    name in lx.branch_targets):
                cur.items.append(it)
                continue
            if not name.startswith('.L') and followed_by_code(idx):
                cur = open_function(it)
                continue
            if cur is not None:
                cur.items.append(it)
            continue
        if cur is None:
            if it.kind in ('mark', 'wmark') and lx.strict:
                raise InputError(it.line, "marker comment outside any function")
            continue
        cur.items.append(it)
    if cur is not None:
        cur.end = lx.nlines + 1
    return funcs


def function_lines(lines, fn):
    """The text lines of a function's body (fn from split_functions of
    lex(lines)): from the line after its label up to its end."""
    return lines[fn.line:fn.end - 1]


def build_cfg(fn, target, wait_ids):
    blocks = []
    labels = {}

    def new_block(name, line):
        b = Block(len(blocks), name, line)
        blocks.append(b)
        return b

    # Labels that some branch of the function targets (including LLVM's
    # long-branch address arithmetic). Any other label (.Ltmp*, .Lpost_getpc*,
    # ...) can only be entered by falling through, so it does not split a
    # block, and a marker's wait point may extend across it.
    targets = branch_targets(fn)

    fn.callee_saved_vector = target.callee_saved_vector
    # The wave size: the descriptor's, or the target's only one; neither
    # where they contradict each other.
    fn.wave_size = fn.declared_wave_size
    sizes = target.wave_sizes
    if sizes and fn.wave_size not in sizes:
        fn.wave_size = next(iter(sizes)) if len(sizes) == 1 and \
            fn.wave_size is None else None

    cur = new_block(fn.name, fn.line)
    labels[fn.name] = cur     # a branch back to the function's own entry
    cur.labels.append(fn.name)
    pending_branches = []     # (block, target label, line)
    cur_open = True           # can the current block still receive items
    rel_label = None          # label of a pending long-branch address
    for it in fn.items:
        if it.kind == 'bbname':
            if not cur_open:
                nb = new_block(it.data, it.line)
                if cur.falls:
                    cur.succs.append(nb.id)
                    cur.falls_to = nb.id
                cur = nb
                cur_open = True
            elif not cur.items and cur.name.startswith('<'):
                cur.name = it.data
            continue
        if it.kind == 'label':
            if it.data in labels:
                raise InputError(it.line, "label '%s' defined twice" % it.data)
            if cur_open and it.data not in targets:
                labels[it.data] = cur
                cur.labels.append(it.data)
                continue
            if not cur.items and cur_open:
                # Empty block: the label names the same address.
                labels[it.data] = cur
                cur.labels.append(it.data)
                if cur.name.startswith('<') or (
                        not target.is_vmcnt and cur.name != fn.name and
                        cur.name not in targets):
                    # gfx12: a block opened by the label after a long
                    # branch (.Lpost_addpcN) is named by its branch target.
                    cur.name = it.data
                continue
            nb = new_block(it.data, it.line)
            if cur.falls:
                cur.succs.append(nb.id)
                cur.falls_to = nb.id
            cur = nb
            cur_open = True
            labels[it.data] = cur
            cur.labels.append(it.data)
            continue
        if not cur_open:
            # Code after an unconditional terminator without a label: an
            # anonymous (unreachable unless falls into) block.
            nb = new_block('<line %d>' % it.line, it.line)
            if cur.falls:
                cur.succs.append(nb.id)
                cur.falls_to = nb.id
            cur = nb
            cur_open = True
        cur.items.append(it)
        if it.kind == 'insn':
            mnem, operands, _ = it.data
            m = _REL_LABEL_RE.search(operands)
            if m:
                rel_label = (m.group(1), it.line)
            if mnem in SETPC and rel_label is not None:
                # Long branch: s_getpc_b64; s_add_u32 ..., (.LBBx-.Lpost)...;
                # s_setpc_b64.  An unconditional branch to .LBBx.
                pending_branches.append((cur, rel_label[0], it.line))
                cur.branch = mnem
                rel_label = None
                cur.falls = False
                cur_open = False
            elif is_branch(mnem):
                tgt = branch_target(mnem, operands)
                if not tgt or not re.fullmatch(r'[A-Za-z_.$][\w.$@]*', tgt):
                    raise InputError(it.line, "cannot resolve branch target "
                                     "'%s'" % operands.strip())
                pending_branches.append((cur, tgt, it.line))
                cur.branch = mnem
                cur.falls = not is_uncond_branch(mnem)
                cur_open = False
                rel_label = None
            elif EXIT_RE.match(mnem) or is_abort_trap(mnem, operands):
                rel_label = None
                cur.falls = False
                cur_open = False
                cur.aborts = not EXIT_RE.match(mnem)
            elif mnem in ('s_cbranch_join', 's_cbranch_g_fork',
                          's_cbranch_i_fork', 's_setpc_b32'):
                raise InputError(it.line, "unsupported indirect branch '%s'"
                                 % mnem)
        elif it.kind == 'wmark':
            w = WaitMarker(wait_ids[0], it.line, it.data, fn.name)
            wait_ids[0] += 1
            fn.waits.append(w)
            fn.max_n = max(fn.max_n, it.data)
    # A conditional branch's fall-through edge into the next block is added
    # when that block is created; add a fall-through to the block right after
    # a conditional branch that ended the function's text: nothing follows,
    # so it is an exit.
    for b, tgt, line in pending_branches:
        if tgt not in labels:
            raise InputError(line, "branch to undefined label '%s' in "
                             "function '%s'" % (tgt, fn.name))
        # Taken edge first, fall-through (already appended) kept.
        b.succs.insert(0, labels[tgt].id)
        b.branch_to = labels[tgt].id
    for b in blocks:
        # deduplicate, keep order
        seen = []
        for s in b.succs:
            if s not in seen:
                seen.append(s)
        b.succs = seen
    fn.blocks = blocks
    fn.entry_waits = callee_entry_waits(fn, target)
    wmap = {w.line: w for w in fn.waits}
    for b in blocks:
        b.events = build_events(b.items, target, wmap,
                                getattr(fn, 'call_callees', None),
                                entry_waits=fn.entry_waits)


def callee_entry_waits(fn, target):
    """The lines of the waits a function that is no kernel starts with,
    before any other instruction or marker: LLVM waits for every counter at
    a callee's entry (`s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)` on gfx9),
    whatever the function does. A marker right after them has them in its
    window, where they count for safety, but they are the calling
    convention's, not the marker's own (build_events)."""
    if fn.is_kernel or not fn.blocks:
        return frozenset()
    lines = []
    for it in fn.blocks[0].items:
        if it.kind in ('bbname', 'label'):
            continue
        if it.kind != 'insn':
            break
        mnem, operands, _ = it.data
        if not is_wait_mnemonic(mnem, target):
            break
        if decode_waitcnt(mnem, operands, it.line, target) not in (None, 0):
            break
        lines.append(it.line)
    return frozenset(lines)


# --------------------------------------------------------------------------
# Constant branches: the feasible CFG
# --------------------------------------------------------------------------
#
# For a uniform if/else, LLVM's structurizer leaves flow blocks whose
# branches test scalar constants: GlobalISel sets an SGPR to 1 before the
# branch into one arm and to 0 at the end of the other (`s_mov_b32 s3, 1`,
# `s_mov_b32 s3, 0`), and the flow block after both tests it
# (`s_xor_b32 s3, s3, 1; s_cmp_lg_u32 s3, 0; s_cbranch_scc1`); SelectionDAG
# leaves `s_mov_b64 s[2:3], -1; s_andn2_b64 vcc, exec, s[2:3];
# s_cbranch_vccz X; s_branch Y` (VCC is always 0, so Y is never taken);
# in wave32 it tests vcc_lo alone (`s_and_b32 vcc_lo, exec_lo, s3;
# s_cbranch_vccz`), which decides VCCZ only where the wave size is known:
# a kernel's descriptor says it (Function.wave_size).
# build_cfg takes every branch both ways, so its CFG has paths no execution
# takes, and a path that skips the arm with the DMA or the mark makes a
# right wait look wrong (or a read look moved above a mark).
#
# constant_branch_cfg propagates the scalar registers' constants along the
# paths and keeps only the edges their values allow. A value is known only
# where the text shows it exactly on every execution that reaches the
# point; anything else is unknown, and a branch on an unknown value goes
# both ways. A block is copied once per distinct set of constants reaching
# it (restricted to the registers a later branch can read), so a constant
# set on one path is never mixed with another path's.

_MASK32 = (1 << 32) - 1
_MASK64 = (1 << 64) - 1
_SGPR_COUNT = 106           # s0 ... s105
# Register units: 's0' ... 's105', 'vcc_lo', 'vcc_hi', 'exec_lo', 'exec_hi'
# (32 bits each), 'scc' (1 bit) and 'vccz', the hardware's VCCZ flag that
# s_cbranch_vccz/vccnz test. EXEC is never known (no value is stored for
# it): it depends on the lanes that are active. 'all_lanes' is 1 where
# every lane of the wave is active for sure (EXEC was set to all ones):
# the one fact about EXEC that is kept, for the lane copies below.
#
# At -O0 the flow blocks' constants go through VGPR lanes: LLVM spills an
# SGPR to a lane (`v_writelane_b32 v20, s0, 23`), may copy the VGPR to an
# AGPR and back with every lane active (`s_or_saveexec_b64 s[24:25], -1;
# v_accvgpr_read_b32 v20, a8; s_mov_b64 exec, s[24:25]`), and reads the
# lane back (`v_readlane_b32 s0, v20, 23`). A lane is a unit too ('v20:23',
# 'a8:23'), but only in a kernel whose text shows every write of the
# register (lane_reading).
_REG_PAIRS = {'vcc': ['vcc_lo', 'vcc_hi'], 'exec': ['exec_lo', 'exec_hi']}
_EXEC_UNITS = frozenset(_REG_PAIRS['exec'])
_VCC_UNITS = frozenset(_REG_PAIRS['vcc'])
# What every instruction not modelled below may write without naming it:
# SCC (SALU ops), VCC, EXEC (v_cmpx_*, s_*_saveexec) and so VCCZ. A vector
# ALU instruction that writes VCC names it in LLVM's assembly
# (`v_cmp_eq_u32_e32 vcc, ...`, `v_add_co_u32_e32 v0, vcc, ...`, wave32's
# `vcc_lo`); only a compare writes EXEC unnamed (gfx10+'s
# `v_cmpx_eq_u32_e32 0, v0`). So any other vector ALU instruction writes
# what it names and nothing else.
_IMPLICIT_UNITS = frozenset(['scc', 'vccz', 'all_lanes']) | _VCC_UNITS | \
    _EXEC_UNITS
_NOT_SCC_UNITS = _IMPLICIT_UNITS - {'scc'}
_VECTOR_ALU_PREFIX = 'v_'
_VECTOR_COMPARE_PREFIX = 'v_cmp'

# gfx8/gfx9 encode FLAT_SCRATCH and XNACK_MASK where s102 ... s105 would be.
_ALIASED_HIGH_SGPRS = frozenset('s%d' % r for r in range(102, _SGPR_COUNT))
_PLAIN_SGPR_RE = re.compile(r's(\d+)|s\[(\d+):(\d+)\]')
# Registers no branch condition depends on and that alias no tracked unit:
# a write to one changes nothing known, a read of one is unknown.
_UNTRACKED_REG_RE = re.compile(r'm0|null|ttmp\d+|ttmp\[\d+:\d+\]|'
                               r'(?:tba|tma)(?:_lo|_hi)?')
# Any scalar register an operand string names, for the instructions that
# are not modelled (each one it names may be written).
_NAMED_UNITS_RE = re.compile(
    r'(?<![\w.$])(?:s\[(\d+):(\d+)\]|s(\d+)(?!\w)|(vcc|exec)(_lo|_hi)?(?!\w)|'
    r'(flat_scratch|xnack_mask)\w*|(scc)(?!\w))')
# Instructions after which nothing known is kept: calls and indirect
# jumps (the callee or the target may write any register), the indirect
# SGPR moves (s_movreld writes the SGPR M0 selects), the trap handler.
_CLEAR_ALL_MNEMONICS = frozenset(CALL_MNEMONICS + SETPC + (
    's_setpc_b32', 's_cbranch_join', 's_cbranch_g_fork', 's_cbranch_i_fork',
    's_trap'))
# The mnemonic prefixes of real instructions besides the vector memory
# ones and the async transfers (the target-facts table's: see
# instruction_prefixes); anything else (a macro, an unknown pseudo) may do
# anything.
_OTHER_INSTRUCTION_PREFIXES = ('s_', 'v_', 'ds_', 'exp', 'lds_')
# Scalar memory instructions: they write their destination when the load
# returns, at any time before the next wait for every one of them (lgkmcnt
# (0); gfx12 kmcnt 0), so a value written there in the meantime may be
# overwritten. s_sendmsg_rtn returns its value the same way.
_SCALAR_LOAD_PREFIXES = ('s_load', 's_buffer_', 's_scratch_', 's_atomic',
                         's_memtime', 's_memrealtime', 's_get_waveid',
                         's_sendmsg_rtn', 's_get_barrier_state')
# The units a scalar load may still write (a frozenset) are kept in the
# state under this key. At the entry of a function that is no kernel it is
# every unit: nothing says the caller left no load in flight.
_PENDING = '$pending'
_ALL_UNITS = frozenset(['s%d' % r for r in range(_SGPR_COUNT)]) | \
    _VCC_UNITS | _EXEC_UNITS
# The branches whose condition is a tracked unit: (unit, the value at
# which the branch is taken).
_BRANCH_CONDITIONS = {'s_cbranch_scc0': ('scc', 0),
                      's_cbranch_scc1': ('scc', 1),
                      's_cbranch_vccz': ('vccz', 1),
                      's_cbranch_vccnz': ('vccz', 0)}
_SCALAR_MOV_RE = re.compile(r's_mov_b(32|64)$')
_SCALAR_NOT_RE = re.compile(r's_not_b(32|64)$')
_SCALAR_LOGIC_RE = re.compile(r's_(and|or|xor|andn2|orn2|and_not1|or_not1)'
                              r'_b(32|64)$')
_SCALAR_CMP_RE = re.compile(r's_cmp_(eq|lg)_(u32|i32|u64)$')
_SCALAR_CSELECT_RE = re.compile(r's_cselect_b(32|64)$')
_LOGIC_NAMES = {'and_not1': 'andn2', 'or_not1': 'orn2'}
# (mnemonic, ScalarOp kind or None: the mnemonic's first group, number of
# sources); the last group of the match is the width.
_SCALAR_OP_FORMS = ((_SCALAR_MOV_RE, 'mov', 1), (_SCALAR_NOT_RE, 'not', 1),
                    (_SCALAR_LOGIC_RE, None, 2), (_SCALAR_CMP_RE, None, 2),
                    (_SCALAR_CSELECT_RE, 'cselect', 2))


def _register_units(tok):
    """The units of a plain register operand: a list (empty: a register
    that is not tracked), or None if tok is no plain register."""
    tok = tok.strip().lower()
    m = _PLAIN_SGPR_RE.fullmatch(tok)
    if m:
        if m.group(1) is not None:
            lo = hi = int(m.group(1))
        else:
            lo, hi = int(m.group(2)), int(m.group(3))
        if lo > hi or hi >= _SGPR_COUNT:
            return None
        return ['s%d' % r for r in range(lo, hi + 1)]
    if tok in _REG_PAIRS:
        return list(_REG_PAIRS[tok])
    if tok in _VCC_UNITS or tok in _EXEC_UNITS:
        return [tok]
    if _UNTRACKED_REG_RE.fullmatch(tok):
        return []
    return None


def named_units(operands):
    """Every tracked unit an operand string names (FLAT_SCRATCH and
    XNACK_MASK as the SGPRs they may alias)."""
    out = set()
    for m in _NAMED_UNITS_RE.finditer(operands.lower()):
        if m.group(1) is not None:
            lo, hi = int(m.group(1)), int(m.group(2))
            out.update('s%d' % r for r in range(lo, min(hi, _SGPR_COUNT - 1)
                                                + 1))
        elif m.group(3) is not None:
            if int(m.group(3)) < _SGPR_COUNT:
                out.add('s%s' % int(m.group(3)))
        elif m.group(4) is not None:
            base = _REG_PAIRS[m.group(4)]
            out.update(base if not m.group(5) else
                       [m.group(4) + m.group(5)])
        elif m.group(6) is not None:
            out |= _ALIASED_HIGH_SGPRS
        else:
            out.add('scc')
    if out & _VCC_UNITS:
        out.add('vccz')
    if out & _EXEC_UNITS:
        out.add('all_lanes')
    return out


def scalar_immediate(tok, bits):
    """The value of an integer immediate operand of a bits-wide scalar op,
    or None (not an integer: a float inline constant such as 1.0, a
    symbol, lit(...); or not exactly known). A 64-bit op's 32-bit literal
    may be zero- or sign-extended, so a 64-bit immediate is known only
    where both agree (0 to 2^31 - 1) or is an inline constant (-16 to 64,
    sign-extended: `-1` is all ones)."""
    m = re.fullmatch(r'(-?)(?:0x([0-9a-f]+)|([0-9]+))', tok.strip().lower())
    if not m or len(m.group(2) or m.group(3)) > 20:
        return None
    v = int(m.group(2), 16) if m.group(2) is not None else int(m.group(3))
    if m.group(1):
        v = -v
    if bits == 32:
        return v & _MASK32 if -(1 << 31) <= v <= _MASK32 else None
    return v & _MASK64 if -16 <= v < (1 << 31) else None


class ScalarOp:
    """What one instruction does to the tracked units:
      kind 'none'   writes nothing (branches, s_nop, waits);
           'loads_done' writes nothing and completes every scalar load;
           'clear'  may write anything (nothing known after it);
           'clobber' writes the units of `writes`, values unknown;
           'load'   the same, and may write srcs[0] = ('lands', units)
                    again at any time until loads_done;
           'mov', 'not', 'and', 'or', 'xor', 'andn2', 'orn2': dst = the
                    operation of srcs (all but mov set SCC = dst != 0);
           'cmp_eq', 'cmp_lg': SCC = the comparison of srcs;
           'cselect': dst = SCC ? srcs[0] : srcs[1];
           'saveexec_and', 'saveexec_or': dst = EXEC, then EXEC = srcs[0]
                    and/or EXEC (bits wide), SCC = EXEC != 0;
           'lanecopy': each lane unit of dst = the one of srcs[0] (the
                    lanes of a vector register, in order) where the lane
                    is active; where that is not known, it keeps its value
                    only if both are known and equal.
    A source is ('imm', value), ('reg', units) or ('unknown',). A lane
    unit is written like an SGPR ('mov': v_writelane_b32 and
    v_readlane_b32 are moves between an SGPR and a lane)."""
    __slots__ = ('kind', 'bits', 'dst', 'srcs', 'writes', 'reads')

    def __init__(self, kind, bits=32, dst=(), srcs=(), writes=()):
        self.kind = kind
        self.bits = bits
        self.dst = list(dst)
        self.srcs = list(srcs)
        if kind in ('none', 'loads_done', 'clear', 'clobber', 'load'):
            self.writes = frozenset(writes)
            self.reads = frozenset()
            return
        w = set(self.dst)
        r = set()
        if kind not in ('mov', 'cselect', 'lanecopy'):
            w.add('scc')
        if kind.startswith('saveexec_'):
            w.update(_REG_PAIRS['exec'][:bits // 32])
        if kind == 'lanecopy':
            r.update(self.dst)
            r.add('all_lanes')
        if w & _VCC_UNITS:
            w.add('vccz')
        if w & _EXEC_UNITS:
            # Whether a write of one half of EXEC leaves every lane active
            # depends on whether every lane was.
            w.add('all_lanes')
            r.add('all_lanes')
        self.writes = frozenset(w)
        for s in self.srcs:
            if s[0] == 'reg':
                r.update(s[1])
        if kind == 'cselect':
            r.add('scc')
        self.reads = frozenset(r)


_NO_EFFECT = ScalarOp('none')
_LOADS_DONE = ScalarOp('loads_done')
_CLEAR_ALL = ScalarOp('clear')

# The table's mnemonic prefixes, read on first use.
_TABLE_PREFIXES = {}


def instruction_prefixes():
    """The mnemonic prefixes of every instruction decode_scalar_op takes
    for one: the scalar, vector ALU and DS ones, and the table's vector
    memory and async transfer prefixes."""
    if 'insn' not in _TABLE_PREFIXES:
        fams = target_facts.table()["dma_families"]
        _TABLE_PREFIXES['insn'] = (
            _OTHER_INSTRUCTION_PREFIXES +
            tuple(target_facts.vmem_mnemonic_prefixes()) +
            tuple(p.lower() for f in fams.values()
                  for p in f.get("mnemonic_prefixes", ())))
    return _TABLE_PREFIXES['insn']


def every_wait_prefix():
    """The wait mnemonic prefixes of every generation (the table's): a
    wait writes no register."""
    if 'wait' not in _TABLE_PREFIXES:
        _TABLE_PREFIXES['wait'] = tuple(sorted(
            {p.lower() for row in target_facts.table()["generations"]
             for p in row.get("wait_mnemonic_prefixes", [])}))
    return _TABLE_PREFIXES['wait']


def completes_scalar_loads(mnem, operands):
    """A wait that completes every scalar memory load: s_waitcnt with
    lgkmcnt(0) (or an all-zero immediate), s_waitcnt_lgkmcnt with 0, gfx12
    s_wait_kmcnt 0. Any other wait leaves them in flight (they return out
    of order: lgkmcnt(k > 0) completes none for sure)."""
    ops = operands.strip().lower()
    if mnem == 's_waitcnt':
        return scalar_immediate(ops, 32) == 0 or \
            re.search(r'\blgkmcnt\(\s*0+\s*\)', ops) is not None
    if mnem in ('s_waitcnt_lgkmcnt', 's_wait_kmcnt'):
        return scalar_immediate(ops.split(',')[-1], 32) == 0
    return False


def _scalar_source(tok, bits):
    units = _register_units(tok)
    if units is not None:
        if len(units) == bits // 32:
            return ('reg', units)
        return ('unknown',)
    v = scalar_immediate(tok, bits)
    return ('imm', v) if v is not None else ('unknown',)


_LANE_COUNT = 64
# A VGPR or AGPR operand: v5, a[8:9].
_VECTOR_REG_RE = re.compile(r'(?<![\w.$])([va])(?:(\d+)|\[(\d+):(\d+)\])'
                            r'(?![\w$])')
_PLAIN_VECTOR_REG_RE = re.compile(r'[va]\d+')
# The lane moves and copies read exactly (a plain register or a scalar
# source as each operand); v_writelane_b32 and v_readlane_b32 ignore EXEC,
# the AGPR copies write the active lanes only.
_LANE_COPIES = frozenset(('v_accvgpr_write_b32', 'v_accvgpr_read_b32',
                          'v_accvgpr_mov_b32'))
_SAVEEXEC_RE = re.compile(r's_(and|or)_saveexec_b(32|64)$')
# Instructions that may write a vector register they do not name, or one
# after the next instruction: indexed moves and the VGPR indexing modes (a
# VALU instruction there writes another register than it names), and the
# matrix ops, whose results land later. Memory instructions (no v_/s_
# prefix) are the other late writers.
_UNNAMED_VGPR_WRITERS = ('v_movrel', 's_set_gpr_idx', 's_set_vgpr_msb')
_LATE_VALU_WRITERS = ('v_mfma', 'v_smfmac', 'v_wmma', 'v_swmmac')


def vector_registers(operands):
    """The VGPRs and AGPRs an operand string names ({'v5', 'a8', 'a9'})."""
    out = set()
    for m in _VECTOR_REG_RE.finditer(operands.lower()):
        if m.group(2) is not None:
            out.add(m.group(1) + m.group(2))
        else:
            lo, hi = int(m.group(3)), int(m.group(4))
            out.update('%s%d' % (m.group(1), r)
                       for r in range(lo, min(hi, lo + 255) + 1))
    return out


def lane_units(reg):
    """The lane units of a vector register, lane 0 first."""
    return ['%s:%d' % (reg, lane) for lane in range(_LANE_COUNT)]


class Lanes:
    """What constant_branch_cfg may know of vector register lanes in one
    function (lane_reading): the registers whose lanes it tracks (every
    write of them is in the text and happens at its instruction), and the
    wave size (a lane select of 32 or more names one lane only in
    wave64)."""

    def __init__(self, wave_size=None, tracked=frozenset()):
        self.wave_size = wave_size
        self.tracked = frozenset(tracked)

    def lane(self, tok):
        """The lane an immediate lane select names, or None (not an
        immediate, or not one lane in every wave size it may run in)."""
        v = parse_int(tok)
        if v is None or v >= _LANE_COUNT or \
                (v >= 32 and self.wave_size != 64):
            return None
        return v

    def register(self, tok):
        """The tracked register a plain operand names, or None."""
        tok = tok.strip().lower()
        return tok if tok in self.tracked else None

    def named_units(self, operands):
        """The lane units of the tracked registers an operand string
        names."""
        out = set()
        for reg in vector_registers(operands) & self.tracked:
            out.update(lane_units(reg))
        return out


_NO_LANES = Lanes()


def _decode_lane_op(mnem, toks, lanes):
    """The ScalarOp of a lane move or copy, or None if it is none (or is
    not read exactly)."""
    if len(toks) != (3 if mnem in ('v_writelane_b32', 'v_readlane_b32')
                     else 2):
        return None
    if mnem == 'v_readlane_b32':
        dst = _register_units(toks[0])
        if dst is None or len(dst) > 1 or \
                not _PLAIN_VECTOR_REG_RE.fullmatch(toks[1].strip().lower()):
            return None
        reg, lane = lanes.register(toks[1]), lanes.lane(toks[2])
        src = ('reg', ['%s:%d' % (reg, lane)]) \
            if reg is not None and lane is not None else ('unknown',)
        return ScalarOp('mov', 32, dst, [src])
    if not _PLAIN_VECTOR_REG_RE.fullmatch(toks[0].strip().lower()):
        return None
    reg = lanes.register(toks[0])
    if mnem == 'v_writelane_b32':
        if reg is None:
            return _NO_EFFECT
        lane = lanes.lane(toks[2])
        if lane is None:
            return ScalarOp('clobber', writes=lane_units(reg))
        return ScalarOp('mov', 32, ['%s:%d' % (reg, lane)],
                        [_scalar_source(toks[1], 32)])
    if reg is None:
        return _NO_EFFECT
    src = lanes.register(toks[1])
    if src is None:
        return ScalarOp('clobber', writes=lane_units(reg))
    return ScalarOp('lanecopy', dst=lane_units(reg),
                    srcs=[('reg', lane_units(src))])


def decode_scalar_op(mnem, operands, lanes=None):
    """The ScalarOp of an instruction (constant_branch_cfg's reading);
    lanes: the function's Lanes (None: no lane is tracked)."""
    lanes = lanes or _NO_LANES
    if mnem in _CLEAR_ALL_MNEMONICS or mnem.startswith('s_movrel') or \
            not mnem.startswith(instruction_prefixes()):
        return _CLEAR_ALL
    if completes_scalar_loads(mnem, operands):
        return _LOADS_DONE
    if mnem.startswith(every_wait_prefix()):
        return _NO_EFFECT
    if mnem == 's_branch' or mnem.startswith('s_cbranch_') or \
            mnem == 's_nop':
        return _NO_EFFECT
    if mnem.startswith(_SCALAR_LOAD_PREFIXES):
        # What it names is written now (strict: its address too); what
        # lands later is its destination, the first operand (anything it
        # names if that is no plain register).
        named = named_units(operands)
        dst = _register_units(operands.split(',')[0])
        return ScalarOp('load', writes=named | _IMPLICIT_UNITS |
                        lanes.named_units(operands),
                        srcs=[('lands', frozenset(dst) if dst else named)])
    kind = None
    for regex, name, nsrc in _SCALAR_OP_FORMS:
        m = regex.match(mnem)
        if m:
            kind = name or _LOGIC_NAMES.get(m.group(1), m.group(1))
            width = m.group(m.lastindex)
            bits = 64 if width in ('64', 'u64') else 32
            if kind in ('eq', 'lg'):
                kind = 'cmp_' + kind
            break
    toks = [t.strip() for t in operands.split(',')] if operands.strip() \
        else []
    if mnem in ('v_writelane_b32', 'v_readlane_b32') or mnem in _LANE_COPIES:
        op = _decode_lane_op(mnem, toks, lanes)
        if op is not None:
            return op
    m = _SAVEEXEC_RE.match(mnem)
    if m and len(toks) == 2:
        bits = int(m.group(2))
        dst = _register_units(toks[0])
        if dst is not None and len(dst) in (0, bits // 32):
            return ScalarOp('saveexec_' + m.group(1), bits, dst,
                            [_scalar_source(toks[1], bits)])
    if kind is not None:
        ndst = 0 if kind.startswith('cmp_') else 1
        dst = _register_units(toks[0]) if ndst and toks else []
        if len(toks) == ndst + nsrc and dst is not None and \
                len(dst) in (0, bits // 32):
            return ScalarOp(kind, bits, dst,
                            [_scalar_source(t, bits) for t in toks[ndst:]])
    # Not modelled: whatever it names, and what it may write unnamed. Only
    # scalar ALU instructions write SCC: a vector, memory or export
    # instruction (a carry of v_addc_co_u32 goes to VCC) leaves it. A
    # vector ALU instruction but a compare writes nothing it does not name
    # (the structurizer's flow blocks hold address arithmetic between the
    # write of VCC and its branch: fuzz seed 993 under opt -O3). Of the
    # scalar ALU instructions, only the EXEC ones (saveexec, wrexec,
    # gfx10's subvector loops) write EXEC unnamed, and none writes VCC
    # unnamed (LLVM 22's descriptors: every S_ opcode's implicit
    # definitions), so a call's address computed between the write of VCC
    # and its branch keeps VCC known (fuzz seed 8329, gfx1250:
    # `s_get_pc_i64`, `s_add_nc_u64 ..., sym@gotpcrel+4`).
    named = named_units(operands)
    if mnem.startswith('s_'):
        implicit = {'scc'}
        if 'exec' in mnem or mnem.startswith('s_subvector_loop'):
            implicit |= _EXEC_UNITS | {'all_lanes'}
        if named & _VCC_UNITS:
            implicit.add('vccz')
        if named & _EXEC_UNITS:
            implicit.add('all_lanes')
    elif mnem.startswith(_VECTOR_ALU_PREFIX) and \
            not mnem.startswith(_VECTOR_COMPARE_PREFIX):
        implicit = frozenset()
    else:
        implicit = _NOT_SCC_UNITS
    return ScalarOp('clobber', writes=named | implicit |
                    lanes.named_units(operands))


def _source_value(src, state, bits):
    if src[0] == 'imm':
        return src[1]
    if src[0] != 'reg':
        return None
    vals = [state.get(u) for u in src[1]]
    if any(v is None for v in vals):
        return None
    return vals[0] if bits == 32 else vals[0] | (vals[1] << 32)


def _logic_value(kind, a, b, mask):
    """The result of a logic op, exact where an operand alone decides it
    (x & 0 = 0, x & ~ones = 0, x | ones = ones): EXEC is never known, and
    `s_andn2_b64 vcc, exec, -1` is 0 whatever it is."""
    if a is not None and b is not None:
        return {'and': a & b, 'or': a | b, 'xor': a ^ b,
                'andn2': a & ~b & mask, 'orn2': (a | ~b) & mask}[kind]
    if kind == 'and' and 0 in (a, b):
        return 0
    if kind == 'or' and mask in (a, b):
        return mask
    if kind == 'andn2' and (a == 0 or b == mask):
        return 0
    if kind == 'orn2' and (a == mask or b == 0):
        return mask
    return None


def _write_units(state, dst, value, wave_size=None):
    """dst = value (None: unknown), and VCCZ where dst is VCC, in waves of
    wave_size lanes (None: either). A unit a scalar load may still write
    stays unknown."""
    pending = state.get(_PENDING, frozenset())
    if pending.intersection(dst):
        value = None
    for i, u in enumerate(dst):
        if value is None or u in _EXEC_UNITS:
            state.pop(u, None)
        else:
            state[u] = (value >> (32 * i)) & _MASK32
    if _EXEC_UNITS.intersection(dst):
        if state.get('vccz') == EXECZ:
            state.pop('vccz')
        # Every lane is active after all of EXEC is set to ones, or one
        # half where the other is known to be (wave32: exec_lo is all).
        was = state.pop('all_lanes', None)
        if value is not None and value == (1 << (32 * len(dst))) - 1 and \
                (len(dst) == 2 or was == 1 or
                 (wave_size == 32 and dst[0] == 'exec_lo')):
            state['all_lanes'] = 1
    if not _VCC_UNITS.intersection(dst):
        return
    state.pop('vccz', None)
    if value is None:
        return
    if wave_size == 32:
        # A wave32 VCCZ is vcc_lo == 0, and wave32 targets (gfx10+) update
        # it on a write of vcc_lo alone too (LLVM's
        # partialVCCWritesUpdateVCCZ). Whether a write of vcc_hi alone
        # recomputes it is not relied on.
        if dst[0] == 'vcc_lo':
            state['vccz'] = int(value & _MASK32 == 0)
        return
    # Otherwise VCCZ follows a write of all of VCC only: up to gfx9 (wave64
    # only) a write of vcc_lo or vcc_hi alone leaves it stale, and the
    # text does not tell gfx9 from gfx10+. Where the wave size is not
    # known, VCCZ is known only where the wave64 test (VCC == 0) and the
    # wave32 one (vcc_lo == 0) agree. A known wave64 is read the same way:
    # the one value it alone would decide (a zero low half, a nonzero
    # high one) is left undecided, which is only less precise.
    if len(dst) == 2:
        if value == 0:
            state['vccz'] = 1
        elif value & _MASK32:
            state['vccz'] = 0


def apply_scalar_op(op, state, wave_size=None):
    """Runs one ScalarOp on state ({unit: value}, in place), in waves of
    wave_size lanes (32, 64; None: not known)."""
    kind = op.kind
    if kind == 'none':
        return
    if kind == 'loads_done':
        state.pop(_PENDING, None)
        return
    if kind == 'clear':
        # In-flight loads stay so: nothing here waits for them.
        pending = state.get(_PENDING)
        state.clear()
        if pending:
            state[_PENDING] = pending
        return
    if kind in ('clobber', 'load'):
        for u in op.writes:
            state.pop(u, None)
        # VCCZ that is EXEC's is no longer once EXEC is written.
        if _EXEC_UNITS & op.writes and state.get('vccz') == EXECZ:
            state.pop('vccz')
        if kind == 'load':
            state[_PENDING] = state.get(_PENDING, frozenset()) | \
                (op.srcs[0][1] & _ALL_UNITS)
        return
    if kind == 'lanecopy':
        every = state.get('all_lanes') == 1
        for d, src in zip(op.dst, op.srcs[0][1]):
            v = state.get(src)
            if v is not None and (every or state.get(d) == v):
                state[d] = v
            else:
                state.pop(d, None)
        return
    bits = op.bits
    mask = _MASK32 if bits == 32 else _MASK64
    vals = [_source_value(s, state, bits) for s in op.srcs]
    if kind.startswith('saveexec_'):
        # EXEC itself is never known, but x | ones and x & 0 are.
        r = _logic_value(kind[len('saveexec_'):], None, vals[0], mask)
        _write_units(state, op.dst, None, wave_size)
        _write_units(state, _REG_PAIRS['exec'][:bits // 32], r, wave_size)
        if r is None:
            state.pop('scc', None)
        else:
            state['scc'] = int(r != 0)
        return
    if kind.startswith('cmp_'):
        a, b = vals
        if a is None or b is None:
            state.pop('scc', None)
        else:
            state['scc'] = int((a == b) == (kind == 'cmp_eq'))
        return
    if kind == 'mov':
        r = vals[0]
    elif kind == 'cselect':
        scc = state.get('scc')
        if scc is not None:
            r = vals[0] if scc else vals[1]
        else:
            r = vals[0] if vals[0] == vals[1] else None
    elif kind == 'not':
        r = None if vals[0] is None else ~vals[0] & mask
    else:
        r = _logic_value(kind, vals[0], vals[1], mask)
    _write_units(state, op.dst, r, wave_size)
    if r is None and _vcc_is_exec(op, vals, mask, wave_size):
        state['vccz'] = EXECZ
    if 'scc' in op.writes:
        if r is None:
            state.pop('scc', None)
        else:
            state['scc'] = int(r != 0)


# VCCZ's value where VCC is a copy of EXEC: the branch on it is decided by
# whether any lane is active.
EXECZ = 'execz'


def _vcc_is_exec(op, vals, mask, wave_size):
    """True if op sets all of VCC (wave64), or vcc_lo in wave32, to EXEC:
    `s_andn2 vcc, exec, 0` or `s_and vcc, exec, ones` (either order)."""
    units = tuple(op.dst)
    if not (units == tuple(_REG_PAIRS['vcc']) or
            (wave_size == 32 and units == ('vcc_lo',))):
        return False
    execs = tuple(_REG_PAIRS['exec'][:len(units)])
    srcs = [tuple(s[1]) if s and s[0] == 'reg' else None for s in op.srcs]
    if op.kind == 'andn2':
        return len(srcs) == 2 and srcs[0] == execs and vals[1] == 0
    if op.kind == 'and':
        return len(srcs) == 2 and (
            (srcs[0] == execs and vals[1] == mask) or
            (srcs[1] == execs and vals[0] == mask))
    return False


def _live_before(op, live):
    """The units whose values before op can decide a branch, given those
    after it (live)."""
    if op.kind in ('none', 'loads_done'):
        return live
    if op.kind == 'clear':
        return set()
    if op.kind == 'lanecopy':
        # Lane by lane; a lane the copy may leave (not active) keeps its
        # value, so the written ones stay live.
        hit = [i for i, d in enumerate(op.dst) if d in live]
        if not hit:
            return live
        out = set(live)
        out.update(op.srcs[0][1][i] for i in hit)
        out.add('all_lanes')
        return out
    if op.kind in ('clobber', 'load') or not (live & op.writes):
        return live - op.writes
    return (live - op.writes) | op.reads


def branch_taken(mnem, state, active_lanes=False):
    """True (taken), False (not taken) or None (unknown, or not a branch on
    a tracked unit) for the branch mnem in state. With active_lanes, a
    VCCZ that is EXEC's (EXECZ) is 0: a reader of what lanes do skips the
    path only a wave with no active lane takes."""
    cond = _BRANCH_CONDITIONS.get(mnem)
    if cond is None:
        return None
    v = state.get(cond[0])
    if v == EXECZ:
        v = 0 if active_lanes else None
    return None if v is None else v == cond[1]


def lane_reading(fn):
    """The Lanes of a function (which vector registers' lanes
    constant_branch_cfg may know), or None where no lane is known. A lane
    is known only where the text shows every write that may reach it, at
    the instruction that does it: so only in a kernel (entered only by a
    dispatch: nothing of a caller's is in flight), with no trap, indirect
    or indexed register write, inline assembly with code or directive that
    may emit code, and not in a register that a memory instruction (whose
    load lands later) or a matrix op names. A call forgets every value (a
    clear-all step). After a call to a function of the input whose text is
    known (fn.callee_vector_names: call_vector_names), a register its text,
    or a callee's of it, names is not known either: a load of the callee
    may land there after the return. After a call to any other function,
    lanes are known only in the registers the calling convention has a
    callee preserve (fn.callee_saved_vector, from the target-facts table):
    the callee holds them unchanged at its return, so no load of its lands
    there later. The text is taken to be free of the hazards LLVM pads
    with s_nop (a lane read too soon after a VALU write), as everywhere in
    this reading."""
    if not fn.is_kernel:
        return None
    for line in fn.opaque_lines:
        if fn.line <= line < (fn.end or line + 1) and \
                line not in fn.section_switches:
            return None
    tracked, late, copies = set(), set(), []
    callee_names = getattr(fn, 'callee_vector_names', {})
    preserved = getattr(fn, 'callee_saved_vector', None)
    unknown_call = False
    for it in fn.items:
        if it.kind != 'insn':
            continue
        mnem, operands, _ = it.data
        if mnem in CALL_MNEMONICS and \
                callee_names.get(it.line) is not None:
            # A callee of the input: the call forgets every value (it is a
            # clear-all step), and a register its text names may be
            # written by a load that lands after the return.
            late |= callee_names[it.line]
            continue
        if mnem in CALL_MNEMONICS and preserved is not None:
            # A callee out of the input: a clear-all step as well; what it
            # may write after its return is anything but what it preserves.
            unknown_call = True
            continue
        if decode_scalar_op(mnem, operands) is _CLEAR_ALL or \
                mnem.startswith(_UNNAMED_VGPR_WRITERS):
            return None
        if not mnem.startswith(('v_', 's_')) or \
                mnem.startswith(_LATE_VALU_WRITERS):
            late |= vector_registers(operands)
        elif mnem == 'v_writelane_b32' or mnem in _LANE_COPIES:
            toks = [t.strip().lower() for t in operands.split(',')]
            if not _PLAIN_VECTOR_REG_RE.fullmatch(toks[0]):
                continue
            if mnem == 'v_writelane_b32':
                tracked.add(toks[0])
            elif len(toks) == 2:
                copies.append((toks[0], toks[1]))
    # A copy's destination may hold a known lane where its source may.
    grown = True
    while grown:
        grown = False
        for dst, src in copies:
            if src in tracked and dst not in tracked:
                tracked.add(dst)
                grown = True
    tracked -= late
    if unknown_call:
        tracked &= preserved
    return Lanes(fn.wave_size, tracked) if tracked else None


def _block_steps(blocks, opaque_lines, end_line, lanes=None):
    """Per block: its ScalarOps in text order, the opaque lines of its text
    included (as clear-all steps), split at its branch: (before and
    including the branch, after it)."""
    opaque = sorted(opaque_lines)
    out = []
    for i, b in enumerate(blocks):
        start = b.line
        end = blocks[i + 1].line if i + 1 < len(blocks) else end_line
        lo = bisect.bisect_left(opaque, start)
        hi = bisect.bisect_left(opaque, end) if end is not None \
            else len(opaque)
        steps = [(line, 0, _CLEAR_ALL) for line in opaque[lo:hi]]
        last = None
        for it in b.items:
            if it.kind != 'insn':
                continue
            mnem, operands, _ = it.data
            op = _CLEAR_ALL if it.line in opaque_lines else \
                decode_scalar_op(mnem, operands, lanes)
            steps.append((it.line, 1, op))
            last = it.line
        steps.sort(key=lambda s: s[:2])
        if b.branch is not None and last is not None:
            cut = max(k for k, s in enumerate(steps) if s[0] == last) + 1
        else:
            cut = len(steps)
        out.append(([s[2] for s in steps[:cut]], [s[2] for s in steps[cut:]]))
    return out


def _branch_inputs(blocks, steps):
    """Per block, the units whose values at its entry can decide a branch
    on some path from it (a backward dataflow over the plain CFG): the
    constants a copy of the block is told apart by."""
    live_in = [set() for _ in blocks]
    preds = [[] for _ in blocks]
    for b in blocks:
        for s in b.succs:
            preds[s].append(b.id)
    work = collections.deque(range(len(blocks) - 1, -1, -1))
    queued = set(work)
    while work:
        bid = work.popleft()
        queued.discard(bid)
        b = blocks[bid]
        live = set()
        for s in b.succs:
            live |= live_in[s]
        before, after = steps[bid]
        for op in reversed(after):
            live = _live_before(op, live)
        if b.branch in _BRANCH_CONDITIONS:
            live.add(_BRANCH_CONDITIONS[b.branch][0])
        for op in reversed(before):
            live = _live_before(op, live)
        if live != live_in[bid]:
            live_in[bid] = live
            for p in preds[bid]:
                if p not in queued:
                    queued.add(p)
                    work.append(p)
    return live_in


def constant_branch_cfg(blocks, opaque_lines=frozenset(), end_line=None,
                        max_nodes=None, wave_size=None, lanes=None,
                        kernel=False, active_lanes=False):
    """The feasible CFG of a function's blocks (build_cfg's, in text
    order), by an exact, conservative constant propagation of the scalar
    registers along the paths: [(block id, [successor node indices])],
    node 0 the entry, only the nodes the entry reaches; or None where it
    is the plain CFG (no edge is pruned) or would have more than
    max_nodes nodes (default 8 * blocks + 256).

    A node is a block and the constants at its entry of the units a later
    branch can read (_branch_inputs); a block is copied once per distinct
    such constants, so every node's constants hold on every execution that
    reaches it, whatever the path. The entry knows nothing. Modelled
    exactly (decode_scalar_op): s_mov, s_not, s_and, s_or, s_xor, s_andn2,
    s_orn2 (b32, b64; gfx11+ s_and_not1, s_or_not1), s_cmp_eq/lg (u32,
    i32, u64), s_cselect, s_and/or_saveexec; and, in the registers lanes
    (lane_reading) tracks, v_writelane_b32, v_readlane_b32 and the AGPR
    copies. Any other instruction writes every unit it names (every lane
    of a tracked register it names); a scalar ALU one SCC too, and EXEC if
    it is an EXEC one (saveexec, wrexec); a vector compare or a memory
    instruction VCC and EXEC; calls, indirect
    jumps, s_movreld, anything
    that is no instruction, inline assembly that holds code and
    directives that may emit code (opaque_lines, which end_line, the end
    of the last block's text, bounds) forget everything. A branch on SCC
    or VCCZ whose value is known keeps its one successor; any other
    branch (s_cbranch_execz, ...) keeps them all. VCCZ is read in waves of
    wave_size lanes (Function.wave_size): in wave32 a write of vcc_lo
    decides it; otherwise (wave64, or not known) only a write of all of
    VCC whose value decides it in both wave sizes does. So an edge is
    dropped only where no execution can take it, and every successor is
    one of the plain CFG's.

    At the entry of a kernel (`kernel`: Function.is_kernel) no scalar load
    is in flight: its wave starts there. At any other function's entry a
    caller's load may still write any unit.

    active_lanes: only the paths a wave with an active lane takes (a
    branch on a VCC copied from EXEC goes one way: branch_taken); for a
    reader of what lanes read, not for one of what the counters see."""
    if not blocks or not any(b.branch in _BRANCH_CONDITIONS for b in blocks) \
            or any(b.origin != b.id for b in blocks):
        # No branch to decide, or already copies.
        return None
    limit = max_nodes if max_nodes is not None else 8 * len(blocks) + 256
    steps = _block_steps(blocks, opaque_lines, end_line, lanes)
    live_in = _branch_inputs(blocks, steps)
    index = {}
    nodes = []              # [block id, entry constants, successors]
    work = collections.deque()

    def node(bid, state):
        # The loads in flight are kept whole: a unit no branch reads now
        # may be set, and read, after this block.
        # EXECZ decides nothing but for active_lanes: elsewhere it would
        # only split copies.
        consts = tuple(sorted((u, state[u]) for u in live_in[bid]
                              if u in state and
                              (active_lanes or state[u] != EXECZ)))
        key = (bid, consts, state.get(_PENDING, frozenset()))
        i = index.get(key)
        if i is None:
            i = index[key] = len(nodes)
            nodes.append([bid, key, None])
            work.append(i)
        return i

    node(0, {} if kernel else {_PENDING: _ALL_UNITS})
    pruned = False
    while work:
        if len(nodes) > limit:
            return None
        i = work.popleft()
        bid, (_, consts, pending), _ = nodes[i]
        b = blocks[bid]
        state = dict(consts)
        if pending:
            state[_PENDING] = pending
        before, after = steps[bid]
        for op in before:
            apply_scalar_op(op, state, wave_size)
        taken = branch_taken(b.branch, state, active_lanes)
        succs = b.succs
        if taken is not None:
            to = b.branch_to if taken else b.falls_to
            if to is not None and to in b.succs:
                succs = [to]
        for op in after:
            apply_scalar_op(op, state, wave_size)
        if len(succs) < len(b.succs):
            pruned = True
        nodes[i][2] = [node(s, state) for s in succs]
    if not pruned or len(nodes) > limit:
        return None
    return [(bid, succs) for bid, _, succs in nodes]


def build_feasible_cfgs(funcs, target, wait_ids):
    """Every function's CFG as the readers of waits take it: build_cfg's,
    the callees' vector registers known (call_vector_names: lane constants
    across calls), then without the edges no execution takes
    (apply_constant_branches: the structurizer's flow blocks branch on
    constants, and a path over a never-taken edge skips an arm's DMAs and
    marks)."""
    for fn in funcs:
        build_cfg(fn, target, wait_ids)
    call_vector_names(funcs)
    for fn in funcs:
        apply_constant_branches(fn)


def apply_constant_branches(fn, max_nodes=None, active_lanes=False):
    """Replaces fn.blocks (build_cfg's) by its feasible CFG
    (constant_branch_cfg, in its wave size and with the lanes lane_reading
    allows): a copy of a block per node, with the block's name, labels,
    items and events (so the same markers and waits: a reader combines a
    marker's results over its copies) and `origin`, the block it copies.
    Returns whether the CFG changed."""
    nodes = constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end,
                                max_nodes, fn.wave_size, lane_reading(fn),
                                fn.is_kernel, active_lanes)
    if nodes is None:
        return False
    copies = []
    for i, (bid, succs) in enumerate(nodes):
        b = fn.blocks[bid]
        c = Block(i, b.name, b.line)
        c.items = b.items
        c.labels = b.labels
        c.events = list(b.events)
        c.falls = b.falls
        c.branch = b.branch
        # branch_to and falls_to stay None: a copy's successors are nodes,
        # already decided.
        c.origin = b.origin
        c.aborts = b.aborts
        c.succs = list(succs)
        copies.append(c)
    fn.blocks = copies
    return True


# --------------------------------------------------------------------------
# Callees (targets whose calls do not complete the counter: gfx1250)
# --------------------------------------------------------------------------

# A symbol with a relocation operand: `issue@gotpcrel+4`,
# `issue@rel32@lo+4`, `issue@abs32@hi`, ...
_RELOC_RE = re.compile(r'([A-Za-z_.$][\w.$]*|"[^"]*")@(gotpcrel32|gotpcrel|'
                       r'rel32|rel64|abs32|abs64)\b')
_SREG_RE = re.compile(r's(?:\[(\d+):(\d+)\]|(\d+))')


def relocated_symbols(text):
    """The symbols a piece of assembly text names through a relocation
    operand (`issue@gotpcrel`, `issue@rel32@lo`, ...), in text order."""
    return [m.group(1).strip('"') for m in _RELOC_RE.finditer(text)]


_VREG_RE = re.compile(r'v(\d+)|v\[(\d+):(\d+)\]')


def sgprs(tok):
    """The SGPR numbers of an operand (`s[6:7]`, `s16`), or None."""
    m = _SREG_RE.fullmatch(tok.strip().lower())
    if not m:
        return None
    if m.group(3) is not None:
        return [int(m.group(3))]
    lo, hi = int(m.group(1)), int(m.group(2))
    return list(range(lo, hi + 1)) if lo <= hi else None


def _resolve_step(regs, it, clobbers, out):
    """One instruction of the call resolution (resolve_calls): updates
    regs ({SGPR: ('got'|'fn', symbol)}) and, for a call, records its
    callee in out."""
    mnem, operands, _ = it.data
    toks = [t.strip() for t in operands.split(',')]
    if mnem in CALL_MNEMONICS:
        sym = None
        if len(toks) >= 2:
            if mnem in ('s_call_b64', 's_call_i64'):
                m = re.fullmatch(r'([A-Za-z_.$][\w.$]*|"[^"]*")', toks[1])
                sym = m.group(1).strip('"') if m else None
            else:
                rs = sgprs(toks[1])
                vals = {regs.get(r) for r in rs} if rs else {None}
                if len(vals) == 1:
                    v = vals.pop()
                    if v is not None and v[0] == 'fn':
                        sym = v[1]
        out[it.line] = sym
        known = clobbers.get(sym) if clobbers and sym is not None else None
        if known is None:
            regs.clear()
        else:
            for r in known | set(sgprs(toks[0]) or ()):
                regs.pop(r, None)
        return
    # An SGPR spilled to a lane of a VGPR (-O0 keeps a callee's address
    # there across calls) and read back.
    if mnem == 'v_writelane_b32' and len(toks) >= 3:
        src, lane = sgprs(toks[1]), parse_int(toks[2])
        key = ('lane', toks[0].lower(), lane)
        v = regs.get(src[0]) if src and len(src) == 1 else None
        if v is None or lane is None:
            regs.pop(key, None)
        else:
            regs[key] = v
        return
    if mnem == 'v_readlane_b32' and len(toks) >= 3:
        dst, lane = sgprs(toks[0]), parse_int(toks[2])
        if dst and len(dst) == 1:
            v = regs.get(('lane', toks[1].lower(), lane))
            if v is None:
                regs.pop(dst[0], None)
            else:
                regs[dst[0]] = v
        return
    vdst = _VREG_RE.fullmatch(toks[0].lower()) if toks else None
    if vdst:
        # Any other instruction naming a VGPR first (most write it) ends
        # what its lanes held.
        lo = int(vdst.group(1) or vdst.group(2))
        hi = int(vdst.group(1) or vdst.group(3))
        names = {'v%d' % n for n in range(lo, hi + 1)}
        for key in [k for k in regs if isinstance(k, tuple) and k[1] in names]:
            del regs[key]
        return
    dst = sgprs(toks[0]) if toks and toks[0] else None
    if dst is None:
        return
    val = None
    m = _RELOC_RE.search(operands)
    if m and mnem.startswith('s_'):
        val = ('got' if m.group(2).startswith('gotpcrel') else 'fn',
               m.group(1).strip('"'))
    elif mnem in ('s_load_b64', 's_load_dwordx2') and len(toks) >= 2 \
            and (len(toks) == 2 or parse_int(toks[2]) == 0):
        base = sgprs(toks[1])
        vals = {regs.get(r) for r in base} if base else {None}
        if len(vals) == 1:
            v = vals.pop()
            if v is not None and v[0] == 'got':
                val = ('fn', v[1])
    elif mnem in ('s_mov_b64', 's_mov_b32') and len(toks) == 2:
        src = sgprs(toks[1])
        if src is not None and len(src) == len(dst):
            vals = [regs.get(r) for r in src]
            for r, v in zip(dst, vals):
                if v is None:
                    regs.pop(r, None)
                else:
                    regs[r] = v
            return
    for r in dst:
        if val is None:
            regs.pop(r, None)
        else:
            regs[r] = val


def resolve_calls(fn, clobbers=None):
    """{line of a call: the callee's symbol, or None (unresolved)}.

    The callee of `s_swap_pc_i64 s[30:31], s[N:N+1]` is read from the
    text before it, SGPR by SGPR: a relocation operand (`SYM@gotpcrel`,
    `SYM@rel32@lo`, ...) of a scalar instruction gives its destination the
    symbol's address (of its GOT entry for @gotpcrel), `s_load_b64 D,
    B[, 0]` of a GOT entry gives D the function's address, s_mov copies;
    any other instruction whose first operand is an SGPR clears it, and so
    do a branch target label and a call, but a call to a function whose
    SGPR writes are known (clobbers: {symbol: set of SGPRs}, from
    call_clobbers) clears only those and its own return address. A call is
    resolved only when every SGPR of its target holds the same function's
    address; otherwise it is unresolved (taken as a callee that may do
    anything). This reads the text in order; resolve_calls_cfg follows
    the CFG through labels."""
    out = {}
    regs = {}
    tgts = branch_targets(fn)
    for it in fn.items:
        if it.kind == 'label':
            if it.data in tgts:
                regs.clear()
            continue
        if it.kind != 'insn':
            continue
        _resolve_step(regs, it, clobbers, out)
    return out


def agreeing_entry_states(blocks, transfer):
    """A forward dataflow over a function's CFG (build_cfg) of dict states:
    a block's entry state holds a key where every reached predecessor's exit
    state holds it with one value (the entry block starts empty).
    transfer(block, state) turns an entry state into the exit state, in
    place. An entry state only ever loses keys, so it ends even where the
    transfer is not monotone (a key's absence may read as a default).
    Returns the entry states by block id (None: unreached)."""
    if not blocks:
        return []
    preds = [[] for _ in blocks]
    for b in blocks:
        for sb in b.succs:
            preds[sb].append(b.id)
    ins = [None] * len(blocks)
    outs = [None] * len(blocks)
    work = collections.deque([0])
    queued = {0}
    while work:
        bid = work.popleft()
        queued.discard(bid)
        state = None
        if bid != 0:
            for p in preds[bid]:
                if outs[p] is None:
                    continue
                state = dict(outs[p]) if state is None else \
                    {k: v for k, v in state.items() if outs[p].get(k) == v}
        state = state or {}
        if ins[bid] is not None:
            state = {k: v for k, v in state.items() if ins[bid].get(k) == v}
            if state == ins[bid]:
                continue
        ins[bid] = dict(state)
        transfer(blocks[bid], state)
        if outs[bid] != state:
            outs[bid] = state
            for sb in blocks[bid].succs:
                if sb not in queued:
                    queued.add(sb)
                    work.append(sb)
    return ins


def resolve_calls_cfg(fn, clobbers=None):
    """resolve_calls over fn's CFG (build_cfg): a register holds a
    function's address at a block's entry if it does at the end of every
    predecessor reaching it (agreeing_entry_states), so a call in a block
    reached by a branch resolves too."""
    def run(block, regs, calls):
        for it in block.items:
            if it.kind == 'insn':
                _resolve_step(regs, it, clobbers, calls)

    ins = agreeing_entry_states(fn.blocks, lambda b, regs: run(b, regs, {}))
    calls = {}
    for b, state in zip(fn.blocks, ins):
        if state is not None:
            run(b, dict(state), calls)
    return calls


def call_clobbers(funcs):
    """{name: the SGPRs a call to the function may write, or None (any)}:
    every SGPR its text names, and those of its callees (their
    call_callees), transitively; any SGPR for a weak function, one with
    an unresolved call or a call out of the input."""
    def named(fn):
        regs = set()
        for it in fn.items:
            if it.kind == 'insn':
                for tok in it.data[1].split(','):
                    rs = sgprs(tok.strip())
                    if rs:
                        regs.update(rs)
        return regs

    return _named_through_calls(
        funcs, named,
        {fn.name: getattr(fn, 'call_callees', {}) for fn in funcs})


def _named_through_calls(funcs, named, calls):
    """{name: what the function's text names (named(fn), a set) and its
    callees' (calls: {name: {line: callee or None}}), transitively, or
    None (anything: a weak function, or one that may call a function
    with no text here or through an unresolved call)}: the least fixed
    point over the call graph, None absorbing."""
    byname = {fn.name: fn for fn in funcs}
    out = {fn.name: None if fn.weak else set(named(fn)) for fn in funcs}
    changed = True
    while changed:
        changed = False
        for fn in funcs:
            cur = out[fn.name]
            if cur is None:
                continue
            for c in calls[fn.name].values():
                sub = out.get(c) if c in byname else None
                if sub is None:
                    out[fn.name] = None
                    changed = True
                    break
                if not sub <= cur:
                    cur |= sub
                    changed = True
    return out


def call_vector_names(funcs):
    """Sets each function's callee_vector_names: {line of a call: the
    vector registers (VGPRs, AGPRs) the callee's text names, and its
    callees' transitively, or None (any: a callee not in the input, a weak
    one, an unresolved call)}, for lane_reading. Calls are resolved over
    the CFG (resolve_calls_cfg: after build_cfg, before
    apply_constant_branches)."""
    calls = {fn.name: resolve_calls_cfg(fn) for fn in funcs}

    def named(fn):
        regs = set()
        for it in fn.items:
            if it.kind == 'insn':
                regs |= vector_registers(it.data[1])
        return regs

    names = _named_through_calls(funcs, named, calls)
    for fn in funcs:
        fn.callee_vector_names = {
            line: (None if names.get(callee) is None
                   else frozenset(names[callee]))
            for line, callee in calls[fn.name].items()}


def analyze_callees(funcs, target):
    """Sets target.callee_streams and each function's call_callees: which
    streams each function of the input may leave transfers in flight on
    when it returns: those of the transfers in its body and,
    transitively, of its callees (every stream for a
    callee not in the input, a weak one (the linker may bind the call to
    another body: `.weak` is how weak and linkonce functions print) or an
    unresolved call)."""
    if target.calls_complete:
        return
    # In text order first, for the CFG (build_cfg); count_callee_transfers
    # then resolves again over it.
    for fn in funcs:
        fn.call_callees = resolve_calls(fn)
    _set_callee_streams(funcs, target)


def _resolve_to_fixed_point(funcs, resolve):
    """Resolves the functions' calls with resolve(fn, clobbers) until no
    round resolves more; returns whether any call resolution changed. A
    call to a function whose register writes are known keeps the other
    SGPRs' values: LLVM keeps a callee's address in a register the callee
    does not write across a call to it (two calls in a row). Each round
    resolves at least as many calls as the one before."""
    changed = False
    for _ in range(len(funcs) + 1):
        clobbers = call_clobbers(funcs)
        again = {fn.name: resolve(fn, clobbers) for fn in funcs}
        if all(again[fn.name] == fn.call_callees for fn in funcs):
            break
        changed = True
        for fn in funcs:
            fn.call_callees = again[fn.name]
    return changed


def _set_callee_streams(funcs, target):
    """target.callee_streams from the functions' call_callees."""
    every = set(range(target.nstreams))
    direct, calls = {}, {}
    for fn in funcs:
        own = set()
        for it in fn.items:
            if it.kind == 'insn':
                s = target.stream_of(it.data[0])
                if s is not None:
                    own.add(s)
        direct[fn.name] = every if fn.weak else own
        calls[fn.name] = list(fn.call_callees.values())
    kinds = {f: set(k) for f, k in direct.items()}
    changed = True
    while changed:
        changed = False
        for f, cs in calls.items():
            k = kinds[f]
            n = len(k)
            for c in cs:
                k |= every if c is None or c not in kinds else kinds[c]
            if len(k) != n:
                changed = True
    target.callee_streams = kinds


def count_callee_transfers(funcs, target):
    """Sets target.callee_issues (see Target) from the functions' CFGs
    (build_cfg): per stream, the fewest transfers on a path from the entry
    to a block that ends the function, counting a call's callee's own.
    A callee not in the input, a weak one, an unresolved or a recursive
    call counts none. Then rebuilds the blocks' events, where a call now
    stands for that many transfers of each stream. Returns whether any
    function issues one on every path."""
    if target.calls_complete:
        return False
    # The calls resolved again over the CFG: a callee's address loaded in
    # one block and called in another, reached by a branch.
    resolved_more = _resolve_to_fixed_point(funcs, resolve_calls_cfg)
    if resolved_more:
        _set_callee_streams(funcs, target)
    ns = target.nstreams
    zero = (0,) * ns
    byname = {fn.name: fn for fn in funcs}
    memo = {}

    def issues(name):
        fn = byname.get(name) if name is not None else None
        if fn is None or fn.weak:
            return zero
        if name in memo:
            return memo[name] or zero     # None: being counted (recursion)
        memo[name] = None
        callees = getattr(fn, 'call_callees', {})
        cost = []
        for b in fn.blocks:
            c = [0] * ns
            for it in b.items:
                if it.kind != 'insn':
                    continue
                mnem, operands, _ = it.data
                kind = classify(mnem, operands, target)
                if kind == 'dma':
                    st = target.stream_of(mnem)
                    if st is not None:
                        c[st] += 1
                elif kind == 'call':
                    sub = issues(callees.get(it.line))
                    c = [x + y for x, y in zip(c, sub)]
            cost.append(c)
        fewest = []
        for st in range(ns):
            # Dijkstra over the blocks, a block's cost included in its
            # distance.
            dist = {}
            heap = [(cost[0][st], 0)] if fn.blocks else []
            best = None
            while heap:
                d, bid = heapq.heappop(heap)
                if bid in dist:
                    continue
                dist[bid] = d
                if not fn.blocks[bid].succs and not fn.blocks[bid].aborts:
                    best = d
                    break
                for sb in fn.blocks[bid].succs:
                    if sb not in dist:
                        heapq.heappush(heap, (d + cost[sb][st], sb))
            # No return reachable (every path halts at `s_trap 2`): the
            # call never returns, and the fewest over no path is as many as
            # a call can stand for.
            fewest.append(MAX_CALL_TRANSFERS if best is None and fn.blocks
                          else best or 0)
        memo[name] = tuple(fewest)
        return memo[name]

    target.callee_issues = {fn.name: issues(fn.name) for fn in funcs}
    target.callee_drains = {fn.name: callee_drains(fn, target) for fn in funcs}
    counted = any(any(v) for v in target.callee_issues.values())
    drains = any(any(v) for v in target.callee_drains.values())
    if not counted and not resolved_more and not drains:
        return False
    for fn in funcs:
        wmap = {w.line: w for w in fn.waits}
        for b in fn.blocks:
            b.events = build_events(b.items, target, wmap,
                                    getattr(fn, 'call_callees', None),
                                    entry_waits=getattr(fn, 'entry_waits',
                                                        frozenset()))
    return counted


def callee_drains(fn, target):
    """Per counter of the target, whether fn waits for it to reach 0 after
    its last transfer and call in every block that ends it (a weak function
    or one without such a block: no counter)."""
    nc = len(target.counters)
    ends = [b for b in fn.blocks if not b.succs and not b.aborts]
    if fn.weak or not ends:
        return (False,) * nc
    result = [True] * nc
    for b in ends:
        seen = [False] * nc
        for it in reversed(b.items):
            if it.kind != 'insn':
                continue
            mnem, operands, _ = it.data
            if is_wait_mnemonic(mnem, target):
                for c in range(nc):
                    k = decode_waitcnt(mnem, operands, it.line, target) \
                        if c == 0 else \
                        decode_tensor_wait(mnem, operands, it.line, target)
                    if k == 0:
                        seen[c] = True
                continue
            if classify(mnem, operands, target) in ('dma', 'call'):
                break
        result = [r and x for r, x in zip(result, seen)]
    return tuple(result)


# A call stands for at most this many transfers of a stream: past the
# largest count a wait field holds, more change no wait.
MAX_CALL_TRANSFERS = 64


def _same_statement(a, b):
    """Whether two source lines (an item's src) may be one statement's:
    unless both are known, real (line 0 is the compiler's own code) and
    differ."""
    if a is None or b is None or a[1] == '0' or b[1] == '0':
        return True
    return a == b


def build_events(items, target, wmap, callees=None, overrides=None,
                 entry_waits=frozenset()):
    """Turns a block's items into events:
      ('op', kind, line, text)   kind in vm/flat/flatnc/call
      ('op', 'ucall', line, text, streams)   a call whose callee may leave
           transfers in flight on these streams (targets whose calls do
           not complete the counter), in a number not known; a call whose
           callee leaves none is 'real'; one whose callee issues some of a
           stream on every path is that many 'dma' of the stream
           (count_callee_transfers)
      ('op', 'dma', line, text, stream)   an async DMA or transfer
      ('window', kmin, [sub], line, waits)  a maximal run of waits and
           markers; sub items are ('mark', line) or ('wmark', WaitMarker);
           kmin: the async counter's wait, waits: the wait per stream (by
           its counter; None: no wait)
      ('real', line)             any other instruction
    callees: {line of a call: callee symbol or None} (resolve_calls).
    overrides: {line of a wait: {counter: count or None}}, the counts to
    take for those waits instead of their own (None: no wait on the
    counter): how the checker tries a marker's waits looser.
    entry_waits: lines of a callee's entry waits (callee_entry_waits):
    counted, never a marker's own.
    """
    events = []
    run = []
    callees = callees or {}
    overrides = overrides or {}
    nc = len(target.counters)

    def flush():
        if not run:
            return
        ks = [None] * nc
        # The waits since the previous wait marker of the run: (counter,
        # its line, the count taken (None: overridden away), its source
        # line).
        pending = []
        subs = []
        for it in run:
            if it.kind == 'insn':
                mnem, operands, _ = it.data
                for c in range(nc):
                    k = decode_waitcnt(mnem, operands, it.line, target) \
                        if c == 0 else \
                        decode_tensor_wait(mnem, operands, it.line, target)
                    own_wait = k is not None and it.line not in entry_waits
                    k = overrides.get(it.line, {}).get(c, k)
                    if k is not None:
                        ks[c] = k if ks[c] is None else min(ks[c], k)
                    if own_wait:
                        pending.append((c, it.line, k, it.src))
            elif it.kind == 'mark':
                subs.append(('mark', it.line))
            else:
                w = wmap[it.line]
                # A marker's own waits are those right before it, after the
                # previous wait marker; those after it belong to the next
                # marker or instruction (a compiler's waits for its own
                # needs): counted for safety, not as this marker's. So is
                # a wait the compiler gave another source line than the
                # marker's (a fence's, the statement before).
                own = [None] * nc
                own_lines = [[] for _ in range(nc)]
                w.other_statement_waits = []
                for c, line, k, wsrc in pending:
                    if not _same_statement(wsrc, it.src):
                        if c == 0:
                            w.other_statement_waits.append(
                                (line, wsrc[1], it.src[1]))
                        continue
                    own_lines[c].append(line)
                    if k is not None:
                        own[c] = k if own[c] is None else min(own[c], k)
                w.own_emitted_by = own
                w.own_lines_by = own_lines
                pending = []
                subs.append(('wmark', w))
        for kind, w in subs:
            if kind == 'wmark':
                w.emitted = ks[0]
                w.emitted_by = list(ks)
        waits = tuple(ks[c] for c in target.stream_counter)
        events.append(('window', ks[0], subs, run[0].line, waits))
        run.clear()

    for it in items:
        if it.kind in ('mark', 'wmark'):
            run.append(it)
            continue
        mnem, operands, text = it.data
        if is_wait_mnemonic(mnem, target):
            run.append(it)
            continue
        flush()
        kind = classify(mnem, operands, target)
        if kind == 'call' and not target.calls_complete:
            sym = callees.get(it.line)
            may = target.callee_streams.get(sym) if sym is not None \
                else None
            streams = tuple(s for s in range(target.nstreams)
                            if may is None or s in may)
            # A stream of which the callee issues some on every path: that
            # many transfers, in order with the caller's of the stream.
            issued = target.callee_issues.get(sym) if sym is not None \
                else None
            counted = tuple(s for s in streams if issued and issued[s])
            for s in counted:
                for _ in range(min(issued[s], MAX_CALL_TRANSFERS)):
                    events.append(('op', 'dma', it.line, text, s))
            unknown = tuple(s for s in streams if s not in counted)
            if unknown:
                events.append(('op', 'ucall', it.line, text, unknown))
            elif not counted:
                events.append(('real', it.line))
            # A callee that waits for a counter to reach 0 before it
            # returns: the call ends with that wait.
            drains = target.callee_drains.get(sym) if sym is not None \
                else None
            if drains and any(drains):
                ks = [0 if d else None for d in drains]
                events.append(('window', ks[0], [], it.line,
                               tuple(ks[c] for c in target.stream_counter)))
            continue
        if kind == 'alu':
            events.append(('real', it.line))
        elif kind == 'dma':
            events.append(('op', kind, it.line, text,
                           0 if target.is_vmcnt else target.stream_of(mnem)))
        else:
            events.append(('op', kind, it.line, text))
    flush()
    return events


# --------------------------------------------------------------------------
# Machine basic blocks (the order check against the IR)
# --------------------------------------------------------------------------

def branch_targets(fn):
    """Labels that some branch of fn targets (including LLVM's
    long-branch address arithmetic)."""
    targets = set()
    for it in fn.items:
        if it.kind == 'insn':
            mnem, operands, _ = it.data
            if is_branch(mnem):
                targets.add(branch_target(mnem, operands))
            for m in _REL_LABEL_RE.finditer(operands):
                targets.add(m.group(1))
    return targets


def asm_order_blocks(fn, target, ir_names):
    """Splits an assembly function at every machine basic block boundary
    (a `.LBB`/branch-target label, an llc `; %bb.N:` comment, a branch or
    exit) and returns [(block name, IR block name or None, [(kind, line,
    text)])] for blocks with DMAs or marks.  The IR block name is the one
    llc prints in a comment after the block's label."""
    targets = branch_targets(fn)
    out = []
    name, irname, toks = fn.name, None, []

    def close(new_name, new_irname=None):
        nonlocal name, irname, toks
        if toks:
            out.append((name, irname, toks))
        name, irname, toks = new_name, new_irname, []

    ended = False
    for it in fn.items:
        if it.kind == 'bbname':
            close(it.data, ir_names.get(it.line))
            ended = False
            continue
        if it.kind == 'label':
            if it.data in targets or it.data.startswith('.LBB'):
                close(it.data, ir_names.get(it.line))
                ended = False
            continue
        if ended:
            close('<line %d>' % it.line)
            ended = False
        if it.kind == 'mark':
            toks.append(('M', it.line, markers.MARK_COMMENT))
        elif it.kind == 'insn':
            mnem, operands, text = it.data
            if classify(mnem, operands, target) == 'dma' and \
                    not target.is_tensor(mnem):
                # Tensor transfers have no IR form the order check reads.
                toks.append(('D', it.line, text))
            if is_branch(mnem) or EXIT_RE.match(mnem):
                ended = True
    close(None)
    return out


# --------------------------------------------------------------------------
# llc's layout: its blocks and loop annotations (compare-baseline and the
# benchmarks compare the loops of two compilations)
# --------------------------------------------------------------------------

_LAYOUT_LABEL_RE = re.compile(r'\.LBB\d+_\d+')
# llc's loop annotations: `=>This Loop Header: Depth=D` (`This Inner Loop
# Header` for an innermost loop) after a header's label, and `in Loop:
# Header=BBx_y Depth=D` or `Parent Loop BBx_y Depth=D` in a loop's blocks.
_LOOP_HEADER_RE = re.compile(r'=>\s*This (?:Inner )?Loop Header: Depth=(\d+)')
_IN_OUTER_LOOP_RE = re.compile(r'(?:in Loop: Header=|Parent Loop )BB(\d+_\d+) '
                               r'Depth=1\b')


class LayoutBlock:
    """A machine basic block as llc prints it: opened by its `.LBBx_y`
    label or its `; %bb.N:` comment (the first block by the function's
    label), with the comments llc writes in it (its loop annotations) and
    its instructions."""

    def __init__(self, label):
        self.label = label       # '.LBB0_1', or None
        self.comments = []
        self.insns = []          # its 'insn' Items


def layout_blocks(fn, lx):
    """The LayoutBlocks of a function of split_functions(lx), in layout
    order."""
    blocks = [LayoutBlock(None)]
    # A line's items (a block's label, an instruction) before its comment.
    events = [(it.line, 0, it) for it in fn.items] + \
        [(line, 1, c) for line, c in lx.comments.items()
         if fn.line < line < fn.end]
    for _, is_comment, x in sorted(events, key=lambda e: e[:2]):
        if is_comment:
            blocks[-1].comments.append(x)
        elif x.kind == 'bbname' or (x.kind == 'label' and
                                    _LAYOUT_LABEL_RE.fullmatch(x.data)):
            blocks.append(LayoutBlock(x.data if x.kind == 'label' else None))
        elif x.kind == 'insn':
            blocks[-1].insns.append(x)
    return blocks


def function_layouts(lines):
    """{function name: its layout_blocks} of assembly text, in output
    order (its marker comments are not read: lex's strict=False)."""
    lx = lex(lines, strict=False)
    return {fn.name: layout_blocks(fn, lx) for fn in split_functions(lx)}


def outer_loops(blocks):
    """[(header label, [LayoutBlock])] for each loop of depth 1 (its nested
    loops' blocks included), in layout order, from llc's annotations."""
    loops = []
    for b in blocks:
        for c in b.comments:
            m = _LOOP_HEADER_RE.search(c)
            if m and m.group(1) == '1' and b.label:
                loops.append((b.label, []))
    for label, members in loops:
        tag = label[len('.LBB'):]
        for b in blocks:
            if b.label == label or any(
                    m.group(1) == tag for c in b.comments
                    for m in _IN_OUTER_LOOP_RE.finditer(c)):
                members.append(b)
    return loops


# --------------------------------------------------------------------------
# llc's figures of a compiled module (the code-quality benchmark)
# --------------------------------------------------------------------------

# A kernel's VGPRs in its metadata (.amdgpu_metadata, which lex skips) and
# llc's comments on each function after its code.
_VGPR_COUNT_RE = re.compile(r'^\s*\.vgpr_count:\s*(\d+)', re.M)
_OCCUPANCY_RE = re.compile(r';\s*Occupancy:\s*(\d+)')
_CODE_BYTES_RE = re.compile(r';\s*codeLenInByte = (\d+)')
_USER_SGPRS_RE = re.compile(r'^\s*\.amdhsa_user_sgpr_count\s+(\d+)', re.M)


def module_figures(text):
    """The figures llc prints about a compiled module (its text): the
    .vgpr_count of each kernel, the occupancy (waves per SIMD) and the
    code bytes of each function and the user SGPRs each kernel has
    preloaded (.amdhsa_user_sgpr_count), each a list in text order:
    {'vgprs': [...], 'occupancy': [...], 'code_bytes': [...],
    'user_sgprs': [...]}."""
    return {'vgprs': [int(x) for x in _VGPR_COUNT_RE.findall(text)],
            'occupancy': [int(x) for x in _OCCUPANCY_RE.findall(text)],
            'code_bytes': [int(x) for x in _CODE_BYTES_RE.findall(text)],
            'user_sgprs': [int(x) for x in _USER_SGPRS_RE.findall(text)]}
