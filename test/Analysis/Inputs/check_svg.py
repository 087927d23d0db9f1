"""Checks that a file is well-formed, self-contained SVG and prints a summary.

usage: check_svg.py FILE
"""

import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
root = ET.parse(sys.argv[1]).getroot()
assert root.tag == NS + "svg", root.tag
print("svg", root.get("width"), "x", root.get("height"))
for tag in ("script", "image", "style", "foreignObject"):
    assert root.find(".//" + NS + tag) is None, f"unexpected <{tag}>"
fills = {r.get("fill") for r in root.iter(NS + "rect")}
for colour, kind in (("#4e79a7", "compute"), ("#e15759", "blocked"),
                     ("#59a14f", "all-gather"), ("#f28e2b", "reduce-scatter"),
                     ("#b07aa1", "all-reduce")):
    print("colour", kind, "present" if colour in fills else "absent")
texts = [t.text for t in root.iter(NS + "text")]
for t in texts:
    print("text", t)
