#!/usr/bin/env python3
"""Reads SARIF from stdin, checks the parts GitHub code scanning reads
(SARIF 2.1.0: runs[].tool.driver{name, version, rules}, results[] with
ruleId, level, message.text, locations[].physicalLocation
{artifactLocation.uri, region.startLine}) and prints one line per result:
`RULE LEVEL URI LINE`. Exits 1 naming the first missing or malformed part."""
import json
import sys


def fail(msg):
    print("sarif-summary: %s" % msg)
    sys.exit(1)


doc = json.load(sys.stdin)
if doc.get("version") != "2.1.0":
    fail("version is %r, not 2.1.0" % doc.get("version"))
if not isinstance(doc.get("runs"), list) or not doc["runs"]:
    fail("no runs")
for run in doc["runs"]:
    driver = run.get("tool", {}).get("driver", {})
    for key in ("name", "version", "rules"):
        if key not in driver:
            fail("tool.driver.%s missing" % key)
    rule_ids = []
    for rule in driver["rules"]:
        if not isinstance(rule.get("id"), str):
            fail("a rule without an id")
        rule_ids.append(rule["id"])
    print("driver %s %s rules %s" % (driver["name"], driver["version"],
                                     ",".join(rule_ids)))
    for r in run.get("results", []):
        if r.get("ruleId") not in rule_ids:
            fail("result ruleId %r is not a rule" % r.get("ruleId"))
        if "ruleIndex" in r and rule_ids[r["ruleIndex"]] != r["ruleId"]:
            fail("ruleIndex %r is not %s" % (r["ruleIndex"], r["ruleId"]))
        if r.get("level") not in ("error", "warning", "note", "none"):
            fail("level %r" % r.get("level"))
        if not isinstance(r.get("message", {}).get("text"), str):
            fail("message.text missing")
        locs = r.get("locations")
        if not locs:
            fail("no locations")
        phys = locs[0].get("physicalLocation", {})
        uri = phys.get("artifactLocation", {}).get("uri")
        if not isinstance(uri, str) or not uri:
            fail("artifactLocation.uri missing")
        line = phys.get("region", {}).get("startLine")
        if line is not None and (not isinstance(line, int) or line < 1):
            fail("region.startLine %r" % line)
        print("%s %s %s %s | %s" % (r["ruleId"], r["level"], uri, line,
                                    r["message"]["text"]))
