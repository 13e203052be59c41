"""The target-facts table as a C++ header of constants.

The C++ library does not read data/target-facts.json at run time: the
build turns it into AMDGPUAsyncMark/TargetFactsTable.inc (constexpr data,
included by AMDGPUAsyncMark/TargetFacts.h), and a malformed table fails the
build here, naming what is wrong. The Python tools read the same file
through targets.py, so the two sides take every fact from one place.

Usage: gen-target-facts-header.py TABLE.json OUTPUT.inc
"""

import json
import sys

FAMILIES_CXX = ("lds_dma", "async_to_lds", "async_from_lds", "tensor")
COUNTERS_CXX = {"vmcnt": "AsyncCounter::Vmcnt",
                "asynccnt": "AsyncCounter::Asynccnt"}
ADDRESS_SPACES = (("flat", "Flat"), ("global", "Global"), ("lds", "Lds"),
                  ("buffer_fat_pointer", "BufferFatPointer"),
                  ("buffer_resource", "BufferResource"))
MAX_RANGES = 4


class TableError(ValueError):
    """The table is malformed."""


def _need(cond, what):
    if not cond:
        raise TableError(what)


def _uint(obj, key, where):
    v = obj.get(key)
    _need(isinstance(v, int) and not isinstance(v, bool) and v >= 0,
          "%s: '%s' is not a non-negative integer" % (where, key))
    return v


def _strings(obj, key, where):
    v = obj.get(key)
    _need(isinstance(v, list) and all(isinstance(s, str) for s in v),
          "%s: '%s' is not a list of strings" % (where, key))
    return v


def _fields(fields, counter, where):
    """(ranges of the counter, bits of every other field) of a wait
    immediate's layout {"vmcnt": [[shift, width], ...], ...}."""
    _need(isinstance(fields, dict), "%s: the fields are not an object" % where)
    ranges, others = [], 0
    for name, rs in fields.items():
        _need(isinstance(rs, list), "%s: field '%s' is not a list" % (where, name))
        for r in rs:
            _need(isinstance(r, list) and len(r) == 2 and
                  all(isinstance(x, int) for x in r),
                  "%s: field '%s' has a range that is not [shift, width]" % (
                      where, name))
            shift, width = r
            _need(width > 0 and shift >= 0 and shift + width <= 16,
                  "%s: field '%s' is outside 16 bits" % (where, name))
            if name == counter:
                ranges.append((shift, width))
            else:
                others |= ((1 << width) - 1) << shift
    _need(ranges, "%s: counter '%s' has no field" % (where, counter))
    _need(len(ranges) <= MAX_RANGES,
          "%s: counter '%s' has too many ranges" % (where, counter))
    return ranges, others


def _cxx_string(s):
    _need(all(c.isprintable() and c not in '"\\' for c in s),
          "a string the header cannot hold: %r" % s)
    return '"%s"' % s


def _string_array(name, values):
    if not values:
        return "inline constexpr ArrayRef<StringRef> %s = {};\n" % name
    return "inline constexpr StringRef %s[] = {%s};\n" % (
        name, ", ".join(_cxx_string(v) for v in values))


def _generation(row, tbl, index):
    where = "generation %d" % index
    _need(isinstance(row, dict), "%s is not an object" % where)
    name = row.get("name")
    _need(isinstance(name, str), "%s has no name" % where)
    where = "generation '%s'" % name
    match = row.get("match")
    _need(isinstance(match, dict), "%s has no match" % where)
    _need("major" in match, "%s matches no major version" % where)
    version = [(_uint(match, k, where) if k in match else -1)
               for k in ("major", "minor", "stepping")]
    _need(set(match) <= {"major", "minor", "stepping"},
          "%s matches an unknown field" % where)

    counters, families = tbl["counters"], tbl["dma_families"]
    body = ['F.Generation = %s;' % _cxx_string(name)]
    async_families = _strings(row, "async_families", where)
    for fam in async_families:
        _need(fam in families, "%s names unknown family '%s'" % (where, fam))
    if "lds_dma" in async_families:
        body.append("F.HasLdsDma = true;")
    if {"async_to_lds", "async_from_lds"} & set(async_families):
        body.append("F.HasAsyncTransfers = true;")
    sizes = 0
    _need(isinstance(row.get("lds_dma_sizes"), list),
          "%s has no lds_dma_sizes" % where)
    for size in row["lds_dma_sizes"]:
        _need(isinstance(size, int) and 0 < size < 32,
              "%s has a bad LDS DMA size" % where)
        sizes |= 1 << size
    body.append("F.LdsDmaSizes = 0x%x;" % sizes)
    stores = row.get("stores_counter")
    _need(isinstance(stores, str), "%s has no stores_counter" % where)
    body.append("F.StoresInVmcnt = %s;" % ("true" if stores == "vmcnt" else "false"))

    _need("async_counter" in row, "%s has no async_counter" % where)
    counter = row["async_counter"]
    if counter is not None:
        _need(counter in COUNTERS_CXX and counter in counters,
              "%s has an unknown counter '%s'" % (where, counter))
        calls = row.get("calls_complete_async_counter")
        _need(isinstance(calls, bool),
              "%s has no calls_complete_async_counter" % where)
        ranges, others = _fields(row.get("waitcnt_fields"), counter, where)
        body += ["F.Counter = %s;" % COUNTERS_CXX[counter],
                 "F.CounterFieldMax = %d;" % _uint(counters[counter], "field_max", counter),
                 "F.CallsCompleteCounter = %s;" % ("true" if calls else "false"),
                 "F.WaitOpcodeName = %s;" % _cxx_string(counters[counter]["wait_opcode"]),
                 "F.OtherFieldsNoWait = 0x%x;" % others]
        body += ["F.CounterBits[%d] = {%d, %d};" % (i, s, w)
                 for i, (s, w) in enumerate(ranges)]
    tensor = row.get("tensor_counter")
    if tensor is not None:
        _need(tensor in counters, "%s has an unknown tensor counter" % where)
        for fam in _strings(row, "tensor_families", where):
            _need(fam in families, "%s names an unknown tensor family" % where)
        ranges, others = _fields(row.get("tensor_wait_fields"), tensor, where)
        body += ["F.HasTensorCounter = true;",
                 "F.TensorFieldMax = %d;" % _uint(counters[tensor], "field_max", tensor),
                 "F.TensorWaitOpcodeName = %s;" % _cxx_string(counters[tensor]["wait_opcode"]),
                 "F.TensorOtherFieldsNoWait = 0x%x;" % others]
        body += ["F.TensorBits[%d] = {%d, %d};" % (i, s, w)
                 for i, (s, w) in enumerate(ranges)]
    return name, version, body


def render(tbl):
    """The header's text for the parsed table `tbl`."""
    _need(isinstance(tbl, dict), "the table is not an object")
    for key in ("counters", "dma_families", "generations", "address_spaces",
                "uncounted_opcode_prefixes"):
        _need(key in tbl, "the table has no '%s'" % key)
    counters, families = tbl["counters"], tbl["dma_families"]
    for name, c in counters.items():
        _need(isinstance(c, dict) and isinstance(c.get("wait_opcode"), str),
              "counter '%s' has no wait_opcode" % name)
        _uint(c, "field_max", "counter '%s'" % name)
    for fam in FAMILIES_CXX:
        _need(fam in families, "the table has no family '%s'" % fam)

    out = ["// Generated from data/target-facts.json by "
           "utils/asyncmark_tools/cxx_target_facts.py; do not edit.",
           "// Included by AMDGPUAsyncMark/TargetFacts.h, inside namespace "
           "llvm::asyncmark.", ""]
    out.append("/// The address spaces the plugin reads and writes.")
    out.append("namespace addrspace {")
    spaces = tbl["address_spaces"]
    for key, cxx in ADDRESS_SPACES:
        out.append("inline constexpr unsigned %s = %d;" % (
            cxx, _uint(spaces, key, "address_spaces")))
    out.append("} // namespace addrspace")
    out.append("")
    out.append("namespace target_table {")
    out.append(_string_array("UncountedOpcodePrefixes",
                             _strings(tbl, "uncounted_opcode_prefixes", "the table")))
    out.append(_string_array("WaitOpcodes",
                             [c["wait_opcode"] for c in counters.values()]))
    for fam in FAMILIES_CXX:
        f = families[fam]
        ident = "".join(p.capitalize() for p in fam.split("_"))
        out.append(_string_array(ident + "IRForms",
                                 _strings(f, "ir_forms", "family '%s'" % fam)))
        prefixes = f.get("mnemonic_prefixes", [])
        _need(isinstance(prefixes, list), "family '%s': bad mnemonic_prefixes" % fam)
        out.append(_string_array(ident + "OpcodePrefixes",
                                 [p.upper() for p in prefixes]))
    out.append("struct FamilyRow {\n  StringRef Name;\n  ArrayRef<StringRef> "
               "IRForms, OpcodePrefixes;\n};")
    out.append("inline constexpr FamilyRow Families[] = {")
    for fam in FAMILIES_CXX:
        ident = "".join(p.capitalize() for p in fam.split("_"))
        out.append("    {%s, %sIRForms, %sOpcodePrefixes}," % (
            _cxx_string(fam), ident, ident))
    out.append("};")
    out.append("")
    out.append("/// A generation row: the ISA version fields it matches (-1: any)"
               " and its facts.")
    out.append("struct GenerationRow {\n  int Major, Minor, Stepping;\n"
               "  TargetFacts Facts;\n};")
    rows = tbl["generations"]
    _need(isinstance(rows, list) and rows, "the table has no generations")
    names = []
    for i, row in enumerate(rows):
        name, version, body = _generation(row, tbl, i)
        ident = "facts_" + "".join(c if c.isalnum() else "_" for c in name)
        _need(ident not in names, "two generations named '%s'" % name)
        names.append((ident, version))
        out.append("constexpr TargetFacts %s() {" % ident)
        out.append("  TargetFacts F;")
        out += ["  " + b for b in body]
        out.append("  return F;")
        out.append("}")
    out.append("inline constexpr GenerationRow Generations[] = {")
    for ident, (major, minor, stepping) in names:
        out.append("    {%d, %d, %d, %s()}," % (major, minor, stepping, ident))
    out.append("};")
    out.append("} // namespace target_table")
    return "\n".join(out) + "\n"


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        sys.stderr.write(__doc__.split("Usage: ")[1])
        return 2
    src, dst = argv
    try:
        with open(src, encoding="utf-8") as f:
            tbl = json.load(f)
        text = render(tbl)
    except (OSError, ValueError) as e:
        sys.stderr.write("error: malformed target-facts table %s: %s\n" % (src, e))
        return 1
    try:
        with open(dst, encoding="utf-8") as f:
            if f.read() == text:
                return 0
    except OSError:
        pass
    with open(dst, "w", encoding="utf-8") as f:
        f.write(text)
    return 0
