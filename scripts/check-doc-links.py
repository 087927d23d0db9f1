#!/usr/bin/env python3
"""Checks the relative links of the project's markdown: every `[text](path)`
and `![alt](path)` in README.md, docs/ and the other tracked *.md files must
name a file or directory that exists, and a `#anchor` (on a path or alone)
must be a heading of the markdown file it names, slugged as GitHub does.

    scripts/check-doc-links.py [ROOT]

Prints one line per broken link (file:line: target: why) and exits 1 if
there is any. Links to http(s), mailto and the like are not checked; links
inside code spans and fenced code blocks are not links. ctest runs it
(`doc-links`, test/CMakeLists.txt)."""

import os
import re
import subprocess
import sys

SKIP_DIRS = {"node_modules", "__pycache__"}
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
# [text](target) and ![alt](target); the text may hold one level of
# brackets (a link around an image, `[a [b] c]`).
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?"
                  r"(?:\s+\"[^\"]*\")?\s*\)")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def markdown_files(root):
    """README.md, docs/ and every other *.md that git tracks or would track
    (ignored files, such as build trees, excluded); without git, every *.md
    outside build and hidden directories."""
    try:
        listed = subprocess.run(
            ["git", "-C", root, "ls-files", "--cached", "--others",
             "--exclude-standard", "-z", "--", "*.md"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True)
        return sorted(os.path.join(root, p)
                      for p in listed.stdout.decode().split("\0")
                      if p and os.path.isfile(os.path.join(root, p)))
    except (OSError, subprocess.CalledProcessError):
        pass
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(
            d for d in dirnames
            if not d.startswith((".", "build")) and d not in SKIP_DIRS)
        for name in sorted(filenames):
            if name.endswith(".md"):
                found.append(os.path.join(dirpath, name))
    return found


def lines_outside_code(text):
    """(line number, line) of the lines not inside a fenced code block."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        m = FENCE.match(line)
        if m:
            if fence is None:
                fence = m.group(1)
            elif m.group(1) == fence:
                fence = None
            continue
        if fence is None:
            yield number, line


def slug(heading):
    """The anchor GitHub gives a heading: its text without markup, lower
    case, punctuation dropped but '-' and '_', spaces as '-'."""
    text = CODE_SPAN.sub(lambda m: m.group(2), heading)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)  # links
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.strip().lower()
    text = "".join(c for c in text
                   if c.isalnum() or c in "-_ " or c.isspace())
    return re.sub(r"\s", "-", text)


_ANCHORS = {}


def anchors(path):
    """The anchors of the headings of a markdown file (duplicates numbered
    -1, -2, ... as GitHub numbers them)."""
    cache = _ANCHORS
    if path not in cache:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        seen = {}
        result = set()
        for _, line in lines_outside_code(text):
            m = HEADING.match(line)
            if not m:
                continue
            base = slug(m.group(2))
            n = seen.get(base, 0)
            seen[base] = n + 1
            result.add(base if n == 0 else "%s-%d" % (base, n))
        cache[path] = result
    return cache[path]


def check(path, root):
    errors = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for number, line in lines_outside_code(text):
        for m in LINK.finditer(CODE_SPAN.sub("", line)):
            target = m.group(1)
            if SCHEME.match(target) or target.startswith("//"):
                continue
            file_part, _, anchor = target.partition("#")
            if file_part:
                resolved = os.path.normpath(
                    os.path.join(os.path.dirname(path), file_part))
            else:
                resolved = path
            where = "%s:%d: %s" % (os.path.relpath(path, root), number,
                                   target)
            if not os.path.exists(resolved):
                errors.append("%s: no such file" % where)
            elif anchor and resolved.endswith(".md"):
                if anchor not in anchors(resolved):
                    errors.append("%s: no heading with this anchor in %s"
                                  % (where, os.path.relpath(resolved, root)))
    return errors


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else
                           os.path.join(os.path.dirname(__file__), ".."))
    files = markdown_files(root)
    errors = [e for f in files for e in check(f, root)]
    for e in errors:
        print(e)
    if errors:
        print("check-doc-links: %d broken links in %d markdown files; a doc "
              "that moved must take its links along (docs/README.md lists "
              "the pages)" % (len(errors), len(files)))
        return 1
    print("check-doc-links: %d markdown files, every relative link resolves"
          % len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
