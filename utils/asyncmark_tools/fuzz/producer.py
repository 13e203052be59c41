"""Producer-style decoration of a fuzz kernel: what Triton, IREE, clang and
LLVM's own printer put around the same code, and our generator does not.

decorate() rewrites a generated kernel's text, at random per kernel:
  * the LDS pointer arguments become `noalias`;
  * the declarations of the async intrinsics get the attributes LLVM prints
    for intrinsics (`nocallback nofree nounwind willreturn`), and the DMA
    declarations' pointer parameters `captures(none)`;
  * LDS loads get TBAA (a scalar type node) and an alias scope;
  * every function gets a DISubprogram and every instruction a line of a
    line table (a DICompileUnit with LineTablesOnly);
  * with the line table, in some kernels, full debug info as clang -g
    writes it: a variable and its location record (`#dbg_value`) after
    each i32 arithmetic, i32 load and LDS address, so records stand
    between DMAs, marks and waits (only where the caller allows it:
    LLVM 22's GlobalISel cannot map some of them).
The code itself does not change, so the waits must not either; what these
decorations can break is the middle end's respect for waits (an LDS access
moved across one) and the parsing of the module (debug info with the
buffer forms).
"""

import functools
import re

from .. import markers
from .. import targets


@functools.lru_cache(maxsize=None)
def _async_decl_re():
    """The declaration of a mark, a wait or an async DMA form of the
    target-facts table (its pointer-overload suffix, if any): the name
    after llvm.amdgcn. (group 1) and the parameters (group 2)."""
    names = sorted([markers.MARK_INTRINSIC, markers.WAIT_INTRINSIC] +
                   targets.async_ir_forms(), key=len, reverse=True)
    stems = [n[len(markers.INTRINSIC_PREFIX):] for n in names]
    return re.compile(r"^declare void @%s((?:%s)(?:\.p\d+)?)\((.*)\)\s*$" % (
        re.escape(markers.INTRINSIC_PREFIX), "|".join(re.escape(n) for n in stems)))


_DEFINE = re.compile(r"^define (.*)@([\w.]+)\((.*)\)(.*)\{\s*$")
_LDS_LOAD = re.compile(r"^(\s+%[\w.]+ = load (?!volatile)[^,]+, ptr addrspace\(3\) [^,]+, align \d+)\s*$")
_INSTR = re.compile(r"^\s+(?!\S+:)\S")
# A definition a variable location is written for: an i32 computation or
# load, or an LDS address.
_VAR_DEF = re.compile(r"^(\s+)(%[\w.]+) = (?:(?:add|sub|mul|shl|lshr|and|or|xor|urem|udiv)"
                      r"(?: nuw| nsw)* (i32) |load (i32),|getelementptr (?:inbounds )?i\d+, "
                      r"(ptr addrspace\(3\)) )")

ATTR_GROUP = 90
# The first variable's metadata number (the two types just before it); the
# line table's nodes stay below it.
VAR_BASE = 100000


def decorate(ir, rng, variables=True):
    """The kernel text `ir` with producer-style decorations chosen by `rng`
    (a random.Random); `variables`: full debug info allowed."""
    noalias = rng.random() < 0.7
    decl_attrs = rng.random() < 0.8
    captures = rng.random() < 0.8
    tbaa = rng.random() < 0.6
    debug = rng.random() < 0.6
    # Drawn last, so the other decorations stay as they were.
    variables = rng.random() < 0.5 and debug and variables
    var_nodes = []
    out = []
    subprograms = []
    cur_sp = None
    line = 1
    meta_base = 900
    loc_nodes = []
    for text in ir.split("\n"):
        m = _DEFINE.match(text)
        if m:
            params = m.group(3)
            if noalias:
                params = re.sub(r"ptr addrspace\(3\) %", "ptr addrspace(3) noalias %", params)
            dbg = ""
            if debug:
                cur_sp = meta_base + 10 + len(subprograms)
                subprograms.append((cur_sp, m.group(2), line))
                dbg = "!dbg !%d " % cur_sp
            text = "define %s@%s(%s)%s%s{" % (m.group(1), m.group(2), params, m.group(4), dbg)
            out.append(text)
            continue
        if text.startswith("}"):
            cur_sp = None
        d = _async_decl_re().match(text)
        if d:
            params = d.group(2)
            if captures:
                params = re.sub(r"ptr( addrspace\(\d+\))?(?=,|$)", lambda p: p.group(0) + " captures(none)", params)
            text = "declare void @llvm.amdgcn.%s(%s)%s" % (
                d.group(1), params, " #%d" % ATTR_GROUP if decl_attrs else "")
            out.append(text)
            continue
        if tbaa:
            lm = _LDS_LOAD.match(text)
            if lm:
                text = lm.group(1) + ", !tbaa !%d, !alias.scope !%d" % (meta_base, meta_base + 3)
        if cur_sp is not None and _INSTR.match(text) and not text.rstrip().endswith("[") \
                and not text.strip().startswith("]") and not re.match(r"^\s+i\d+ ", text):
            loc = meta_base + 1000 + len(loc_nodes)
            loc_nodes.append((loc, line, cur_sp))
            line += 1
            text = text.rstrip() + ", !dbg !%d" % loc
            v = _VAR_DEF.match(text) if variables else None
            if v:
                out.append(text)
                var = VAR_BASE + len(var_nodes)
                var_nodes.append((var, cur_sp, line - 1, "i32" if v.group(3) or v.group(4) else "lds"))
                text = "%s  #dbg_value(%s %s, !%d, !DIExpression(), !%d)" % (
                    v.group(1), v.group(3) or v.group(4) or v.group(5), v.group(2), var, loc)
        out.append(text)
    if decl_attrs:
        out.append("attributes #%d = { nocallback nofree nounwind willreturn }" % ATTR_GROUP)
    if tbaa:
        out.append("!%d = !{!%d, !%d, i64 0}" % (meta_base, meta_base + 1, meta_base + 1))
        out.append("!%d = !{!\"int\", !%d, i64 0}" % (meta_base + 1, meta_base + 2))
        out.append("!%d = !{!\"producer tbaa\"}" % (meta_base + 2))
        out.append("!%d = !{!%d}" % (meta_base + 3, meta_base + 4))
        out.append("!%d = distinct !{!%d, !%d, !\"lds\"}" % (meta_base + 4, meta_base + 4, meta_base + 5))
        out.append("!%d = distinct !{!%d, !\"kernel\"}" % (meta_base + 5, meta_base + 5))
    if debug and subprograms:
        out.append("!llvm.dbg.cu = !{!%d}" % (meta_base + 6))
        out.append("!llvm.module.flags = !{!%d}" % (meta_base + 8))
        out.append("!%d = distinct !DICompileUnit(language: DW_LANG_C, file: !%d, producer: \"asyncmark-fuzz\", "
                   "isOptimized: true, runtimeVersion: 0, emissionKind: %s)"
                   % (meta_base + 6, meta_base + 7, "FullDebug" if variables else "LineTablesOnly"))
        out.append("!%d = !DIFile(filename: \"kernel.py\", directory: \"/fuzz\")" % (meta_base + 7))
        out.append("!%d = !{i32 2, !\"Debug Info Version\", i32 3}" % (meta_base + 8))
        out.append("!%d = !DISubroutineType(types: !{})" % (meta_base + 9))
        for sp, name, first in subprograms:
            out.append("!%d = distinct !DISubprogram(name: \"%s\", scope: !%d, file: !%d, line: %d, type: !%d, "
                       "scopeLine: %d, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !%d)"
                       % (sp, name, meta_base + 7, meta_base + 7, first, meta_base + 9, first, meta_base + 6))
        for loc, ln, sp in loc_nodes:
            out.append("!%d = !DILocation(line: %d, column: 3, scope: !%d)" % (loc, ln, sp))
        if var_nodes:
            out.append("!%d = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)" % (VAR_BASE - 2))
            out.append("!%d = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !%d, size: 32, "
                       "dwarfAddressSpace: 3)" % (VAR_BASE - 1, VAR_BASE - 2))
        for var, sp, ln, ty in var_nodes:
            out.append("!%d = !DILocalVariable(name: \"v%d\", scope: !%d, file: !%d, line: %d, type: !%d)"
                       % (var, var - VAR_BASE, sp, meta_base + 7, ln,
                          VAR_BASE - 2 if ty == "i32" else VAR_BASE - 1))
    return "\n".join(out) + "\n"
