#!/usr/bin/env python3
"""Writes the expected frames of the conformance fixtures from the fixtures themselves.

Every `Tests/Fixtures/Conformance/<name>.swift` starts with a comment header that names the case
of the shared set it comes from, how far its numbers can be trusted, where they come from, and the
frames SwiftUI gives its views. This script turns that header into `<name>.frames.json`, the file
`ConformanceFixtures` (Tests/EndToEndTests/ConformanceFixtureTests.swift) reads.

The header is the run of `//` lines at the top of the file:

    // Conformance case 1 of the shared set (shared/reference/conformance-cases.md).
    // grade: snapshot proxy
    // source: OpenSwiftUI UI tests, `Example/OpenSwiftUIUITests/Layout/Stack/HVStackUITests.swift`, ...
    // frames of "1 HStack of fixed squares in a frame" in 200×200:
    //   frame  25 25 150 150
    //   black  25 25 150 150
    // frames of "36 Divider in HStack" in 200×200: none

- The first line is `// Conformance case N of the shared set …` or, for a fixture that is not a
  numbered case, `// Conformance fixture outside the numbered cases of the shared set …`.
- Then `// grade: …` (snapshot proxy, verified, derived or agreement only, with any remark) and
  `// source: …`, one line each, in that order.
- Then, for every `#Preview` of the file and in the same order, `// frames of "TITLE" in W×H:`
  followed by one line per view, `//` and at least two spaces, the view's id (a bare word or a
  quoted string) and x y width height; or `… in W×H: none` when the reference gives no frames.
  Numbers are copied into the JSON exactly as written (46 stays 46, 45.5 stays 45.5).

Usage:
    scripts/conformance-frames.py           write every <name>.frames.json from its header
    scripts/conformance-frames.py --check   write nothing; exit 1 listing every fixture whose
                                            JSON differs from its header or whose header is bad
    scripts/conformance-frames.py --table   print the Markdown table of docs/conformance-sources.md
"""

import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "Tests", "Fixtures", "Conformance")

NUMBER = r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"
STRING = r'"(?:[^"\\]|\\.)*"'
CASE_LINE = re.compile(r"// Conformance case ([0-9]+) of the shared set\b.*")
OUTSIDE_LINE = re.compile(r"// Conformance fixture outside the numbered cases of the shared set\b.*")
GRADE_LINE = re.compile(r"// grade: (\S.*)")
SOURCE_LINE = re.compile(r"// source: (\S.*)")
FRAMES_LINE = re.compile(
    r"// frames of (" + STRING + r") in (" + NUMBER + r") ?[×x] ?(" + NUMBER + r"):( none)?")
ROW_LINE = re.compile(
    r"//  +(" + STRING + r"|[^\s\"]+)" + r"((?:\s+" + NUMBER + r")*)\s*")
GRADES = ("snapshot proxy", "verified", "derived", "agreement only")
PREVIEW = re.compile(r"#Preview\s*\(\s*(" + STRING + r")")


class HeaderError(Exception):
    def __init__(self, line, message):
        super().__init__(message)
        self.line = line
        self.message = message


def unquote(literal):
    return json.loads(literal)


def parse_header(lines):
    """The header of a fixture, given its lines: a dict with case, grade, source and previews
    (a list of (title, [w, h], [(id, [x, y, w, h])…] or None)). Numbers stay strings."""
    header = []
    for line in lines:
        if not line.startswith("//"):
            break
        header.append(line)
    if not header:
        raise HeaderError(1, "no conformance header (the file must start with `// Conformance case N of the shared set …`)")

    m = CASE_LINE.fullmatch(header[0])
    if m:
        case = m.group(1)
    elif OUTSIDE_LINE.fullmatch(header[0]):
        case = None
    else:
        raise HeaderError(1, "the first line must be `// Conformance case N of the shared set …` or "
                             "`// Conformance fixture outside the numbered cases of the shared set …`")

    def field(index, pattern, name):
        if index >= len(header):
            raise HeaderError(index + 1, "expected `// %s: …`, the header ends" % name)
        m = pattern.fullmatch(header[index])
        if not m:
            raise HeaderError(index + 1, "expected `// %s: …`" % name)
        return m.group(1).rstrip()

    grade = field(1, GRADE_LINE, "grade")
    if not grade.startswith(GRADES):
        raise HeaderError(2, "the grade must start with one of: " + ", ".join(GRADES))
    source = field(2, SOURCE_LINE, "source")

    previews = []
    current = None
    for index in range(3, len(header)):
        line, number = header[index], index + 1
        m = FRAMES_LINE.fullmatch(header[index].rstrip())
        if m:
            title = unquote(m.group(1))
            if any(p[0] == title for p in previews):
                raise HeaderError(number, "preview %s is listed twice" % m.group(1))
            current = None if m.group(4) else []
            previews.append((title, [m.group(2), m.group(3)], current, number))
            continue
        m = ROW_LINE.fullmatch(line)
        if m:
            if not previews:
                raise HeaderError(number, "a frame before any `// frames of \"TITLE\" in W×H:` line")
            if current is None:
                raise HeaderError(number, "a frame under a preview marked `none`")
            numbers = m.group(2).split()
            if len(numbers) != 4:
                raise HeaderError(number, "a frame is an id and four numbers (x y width height), found %d numbers"
                                  % len(numbers))
            raw = m.group(1)
            view = unquote(raw) if raw.startswith('"') else raw
            if any(v == view for v, _ in current):
                raise HeaderError(number, "id %s is listed twice in this preview" % raw)
            current.append((view, numbers))
            continue
        if line.startswith("//  "):
            raise HeaderError(number, "a frame is an id and four numbers (x y width height)")
        raise HeaderError(number, "expected `// frames of \"TITLE\" in W×H:` (or `…: none`) or a frame line `//   id x y width height`")
    if not previews:
        raise HeaderError(len(header), "no `// frames of \"TITLE\" in W×H:` line")
    for title, _, frames, number in previews:
        if frames is not None and not frames:
            raise HeaderError(number, "no frames listed for %s (write `: none` when there are none)"
                              % json.dumps(title, ensure_ascii=False))
    return {"case": case, "grade": grade, "source": source, "previews": previews,
            "length": len(header)}


def previews_in_body(lines, start):
    """The titles of the `#Preview`s below the header, in order, each with its line number."""
    found = []
    for index in range(start, len(lines)):
        for m in PREVIEW.finditer(lines[index]):
            found.append((unquote(m.group(1)), index + 1))
    return found


def render(previews):
    """The JSON `ConformanceFixtures` reads, formatted as the files have always been."""
    out = ["["]
    for i, (title, window, frames, _) in enumerate(previews):
        out.append("  {")
        out.append('    "preview": %s,' % json.dumps(title, ensure_ascii=False))
        out.append('    "window": [%s],' % ", ".join(window))
        if frames:
            out.append('    "frames": {')
            for j, (view, numbers) in enumerate(frames):
                comma = "," if j < len(frames) - 1 else ""
                out.append('      %s: [%s]%s' % (json.dumps(view, ensure_ascii=False), ", ".join(numbers), comma))
            out.append("    }")
        else:
            out.append('    "frames": {}')
        out.append("  }," if i < len(previews) - 1 else "  }")
    out.append("]")
    return "\n".join(out) + "\n"


def relative(path):
    """`path` relative to the working directory when it lies below it, for FILE:LINE messages."""
    shorter = os.path.relpath(path)
    return path if shorter.startswith("..") else shorter


def load(name):
    """(header, json text) of the fixture `name`, or raises HeaderError."""
    path = os.path.join(FOLDER, name + ".swift")
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    header = parse_header(lines)
    listed = [p[0] for p in header["previews"]]
    body = previews_in_body(lines, header["length"])
    if listed != [t for t, _ in body]:
        missing = [t for t, _ in body if t not in listed]
        extra = [t for t in listed if t not in [t for t, _ in body]]
        if missing:
            line = next(n for t, n in body if t == missing[0])
            raise HeaderError(line, "the header lists no frames for this preview, %s"
                              % json.dumps(missing[0], ensure_ascii=False))
        if extra:
            line = next(p[3] for p in header["previews"] if p[0] == extra[0])
            raise HeaderError(line, "the file has no #Preview %s" % json.dumps(extra[0], ensure_ascii=False))
        raise HeaderError(header["previews"][0][3], "the header lists the previews in another order than the file")
    return header, render(header["previews"])


def first_difference(a, b):
    la, lb = a.split("\n"), b.split("\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "(end of file)"
        y = lb[i] if i < len(lb) else "(end of file)"
        if x != y:
            return i + 1, x, y
    return 1, "", ""


def table(fixtures):
    rows = ["| fixture | reference case | grade | source named by the reference |",
            "|---|---|---|---|"]
    for name, header in fixtures:
        rows.append("| %s | %s | %s | %s |" % (name, header["case"] or "—", header["grade"], header["source"]))
    return "\n".join(rows) + "\n"


def main(argv):
    modes = {"--check", "--table"}
    if len(argv) > 1 or (argv and argv[0] not in modes):
        print("usage: scripts/conformance-frames.py [--check | --table]", file=sys.stderr)
        return 2
    mode = argv[0] if argv else None

    names = sorted(n[:-len(".swift")] for n in os.listdir(FOLDER) if n.endswith(".swift"))
    failed = False
    fixtures = []
    for name in names:
        swift = os.path.join(FOLDER, name + ".swift")
        target = os.path.join(FOLDER, name + ".frames.json")
        try:
            header, text = load(name)
        except HeaderError as e:
            print("%s:%d: error: %s" % (relative(swift), e.line, e.message), file=sys.stderr)
            failed = True
            continue
        fixtures.append((name, header))
        if mode == "--table":
            continue
        try:
            with open(target, encoding="utf-8", newline="") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current == text:
            continue
        if mode == "--check":
            if current is None:
                print("%s:1: error: missing; its header is in %s" % (relative(target), relative(swift)), file=sys.stderr)
            else:
                line, found, expected = first_difference(current, text)
                print("%s:%d: error: differs from the header of %s: found `%s`, the header gives `%s`"
                      % (relative(target), line, relative(swift), found.strip(), expected.strip()), file=sys.stderr)
            failed = True
        else:
            with open(target, "w", encoding="utf-8", newline="") as f:
                f.write(text)
            print("wrote %s" % relative(target))

    if mode != "--table":
        for name in sorted(os.listdir(FOLDER)):
            if name.endswith(".frames.json") and name[:-len(".frames.json")] not in names:
                print("%s:1: error: no %s.swift beside it" % (relative(os.path.join(FOLDER, name)), name[:-len(".frames.json")]),
                      file=sys.stderr)
                failed = True
    if mode == "--table":
        sys.stdout.write(table(fixtures))
    elif mode == "--check" and not failed:
        print("%d fixtures: every frames.json matches its header" % len(fixtures))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
