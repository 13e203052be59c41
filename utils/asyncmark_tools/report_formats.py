"""Machine-readable renderings of asyncmark-check results: JSON (every
result as data) and SARIF 2.1.0 (the findings, as GitHub code scanning and
other CI tools read them).

SARIF: one run; tool.driver has the checker's name, version and rules;
each finding is a result with ruleId, ruleIndex, level, message.text and
one location (physicalLocation.artifactLocation.uri, region.startLine).
The rules:

  insufficient-wait       a wait leaves a DMA of a targeted group pending
                          on some path (error)
  over-strict-wait        a wait stricter than the loosest safe count
                          (warning; error with --strict)
  marker-in-hazard-slot   a marker sits in a hazard wait-state slot (error)
  mark-order-mismatch     the assembly's DMA/mark order is not the IR's
                          (error)
  input-error             input the checker cannot read (error)
  internal-error          a bug of the checker (error)

An ok wait is no finding (JSON lists it).
"""

import dataclasses
import json
import os
import urllib.parse

from . import layout

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"
TOOL_NAME = "asyncmark-check"

RULES = [
    ("insufficient-wait", "error",
     "A wait_asyncmark(N) marker does not complete every DMA of the groups "
     "it targets on some path."),
    ("over-strict-wait", "warning",
     "A wait_asyncmark(N) marker waits for more than the loosest safe "
     "count."),
    ("marker-in-hazard-slot", "error",
     "A marker comment sits in a hazard wait-state slot; it is not a wait "
     "state."),
    ("mark-order-mismatch", "error",
     "A block's order of LDS DMAs and marks differs from the IR the "
     "backend was given."),
    ("input-error", "error", "Input the checker cannot read."),
    ("internal-error", "error", "An internal error of the checker."),
]
RULE_INDEX = {r[0]: i for i, r in enumerate(RULES)}


def _uri(path):
    """An artifact URI: a relative path stays relative (GitHub resolves it
    against the repository), an absolute one is a file: URI."""
    if path == "<stdin>":
        return "stdin"
    if os.path.isabs(path):
        return "file://" + urllib.parse.quote(path)
    return urllib.parse.quote(path.replace(os.sep, "/"))


def _location(path, line):
    loc = {"physicalLocation": {"artifactLocation": {"uri": _uri(path)}}}
    if line and line > 0:
        loc["physicalLocation"]["region"] = {"startLine": line}
    return loc


def _result(rule, level, text, path, line, notes=()):
    r = {
        "ruleId": rule,
        "ruleIndex": RULE_INDEX[rule],
        "level": level,
        "message": {"text": text},
        "locations": [_location(path, line)],
    }
    related = [dict(_location(path, nl), id=i, message={"text": nt})
               for i, (nl, nt) in enumerate(notes) if nl and nl > 0]
    if related:
        r["relatedLocations"] = related
    return r


def _message(line_text):
    """The message of a report line `FILE:LINE: error: ...` (without the
    location and the severity)."""
    rest = line_text.split(": ", 1)[1] if ": " in line_text else line_text
    for sev in ("error: ", "warning: "):
        if rest.startswith(sev):
            return rest[len(sev):]
    return rest


def sarif_results(res, strict=False):
    """The SARIF results of one CheckResult."""
    out = []
    f = res.file
    for h in res.hazards:
        out.append(_result("marker-in-hazard-slot", "error",
                           _message(h.lines(f)[0]), f, h.line,
                           [(ml, "the marker between them is a comment, not "
                             "a wait state") for ml in h.marker_lines]))
    for o in res.order:
        head, note = o.lines(f)[:2]
        out.append(_result("mark-order-mismatch", "error",
                           "%s (%s)" % (_message(head), note.strip()[6:]),
                           f, o.line))
    for w in res.waits:
        sev = w.severity(strict)
        if sev is None:
            continue
        rule = "insufficient-wait" if w.verdict == "VIOLATION" else \
            "over-strict-wait"
        notes = [(d.line, "DMA may still be pending: %s" % d.text)
                 for d in w.pending]
        out.append(_result(rule, sev, _message(w.lines(f)[0]), f, w.line,
                           notes))
    if res.error is not None:
        rule = "internal-error" if res.error.kind == "internal" else \
            "input-error"
        out.append(_result(rule, "error", res.error.message,
                           res.error.file or f, res.error.line))
    return out


def to_sarif(results, strict=False):
    """SARIF 2.1.0 text for a list of CheckResults."""
    rules = [{
        "id": rid,
        "name": "".join(p.capitalize() for p in rid.split("-")),
        "shortDescription": {"text": text},
        "defaultConfiguration": {"level": level},
    } for rid, level, text in RULES]
    artifacts = []
    for r in results:
        uri = _uri(r.file)
        if uri not in [a["location"]["uri"] for a in artifacts]:
            artifacts.append({"location": {"uri": uri}})
    doc = {
        "$schema": SARIF_SCHEMA,
        "version": SARIF_VERSION,
        "runs": [{
            "tool": {"driver": {
                "name": TOOL_NAME,
                "version": layout.read_version(),
                "semanticVersion": layout.read_version(),
                "rules": rules,
            }},
            "artifacts": artifacts,
            "results": [x for r in results for x in sarif_results(r, strict)],
        }],
    }
    return json.dumps(doc, indent=2) + "\n"


def result_data(res, strict=False):
    """One CheckResult as JSON-ready data."""
    d = {
        "file": res.file,
        "ir_file": res.ir_file,
        "mcpu": res.mcpu,
        "status": res.status,
        "complete": res.complete,
        "note": res.note if res.started else None,
        "warnings": list(res.warnings),
        "error": None if res.error is None else dataclasses.asdict(res.error),
        "hazards": [dataclasses.asdict(h) for h in res.hazards],
        "order": [dataclasses.asdict(o) for o in res.order],
        "waits": [],
        "stats": dict(res.stats),
    }
    for w in res.waits:
        wd = dataclasses.asdict(w)
        wd["severity"] = w.severity(strict)
        d["waits"].append(wd)
    return d


def to_json(results, status, strict=False):
    """JSON text for a list of CheckResults and the overall status."""
    doc = {
        "tool": TOOL_NAME,
        "version": layout.read_version(),
        "status": status,
        "results": [result_data(r, strict) for r in results],
    }
    return json.dumps(doc, indent=2) + "\n"
