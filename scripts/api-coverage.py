#!/usr/bin/env python3
"""How much of SwiftUI's public API (iOS 17.4) the `SwiftUI` module of this package declares.

The list: `scripts/data/swiftui-ios17.4-api.tsv`, one line per public type, view modifier and view
initialiser of Apple's SwiftUI (iOS 17.4 SDK), with argument labels, availability and deprecation
(columns: kind, name, signature, availability_iOS, deprecated, overloads, deprecated_in_iOS).
Counted: the lines usable on iOS (availability_iOS is not "unavailable") and not deprecated
(deprecated is "no"; "yes" includes Apple's "to be deprecated" marker 100000.0). Deprecated lines
are never counted, covered or not; the summary and `--missing` give them a line of their own
(older code uses them: `NavigationView`'s era of `presentationMode` and `accessibility(label:)`).

What this package declares: the symbol graphs of the module `SwiftUI` and of every module it
re-exports, followed transitively through `@_exported import` lines in the sources
(Sources/Apple/<M>/ or Sources/<M>/), from a built `Modules` directory (default
`.build/debug/Modules`: `make test` or `swift build` makes it). Foundation and Observation are
re-exported too but are the toolchain's, not this package's: they declare no SwiftUI names.
`@_exported import struct M.Name` re-exports only that name. Companion modules under Sources/Apple
that `import SwiftUI` does not bring (UIKit, MapKit, ...) are read too, but only to say in
`--missing` that a missing entry is declared there: a file that imports only SwiftUI cannot use it.

Matching rules (labels only: the list has no parameter types):
- A type (kind struct, enum, protocol, class, typealias) is covered when one of those modules
  declares a top-level type or typealias of that name, of any kind.
- A view modifier `name(a:b:)` is covered when a method `name` is a member of the `View` protocol
  (a `View` extension, constrained or not) whose parameters accept exactly the labels `a:b:` in
  order: all of its labels, or its labels less some parameters that have default values (so
  SwiftUI's `fixedSize()` is covered by `fixedSize(horizontal: Bool = true, vertical: Bool =
  true)`). `_` is an unlabelled argument. A variadic parameter counts as one label. Generic
  parameters, parameter types and return types are ignored: SwiftUI lists one line per set of
  labels and says in `overloads` how many declarations share it (`padding(_:)` is two: CGFloat
  and EdgeInsets); any one declaration with those labels covers the line. A method of the same
  name on `Text`, `Shape` or another type does not cover a view modifier (`--missing` says so).
  SwiftUI's two `…PreferenceValue(_v0:…)` lines are kept as they are written.
- A view initialiser `Type(a:b:)` is covered when an initialiser of the top-level type `Type`
  (through a typealias to it, if that is how it is declared) accepts the labels `a:b:` by the
  same rule. `Type()` is covered by an initialiser whose parameters all have default values.
The default report also says how many lines are covered only through default arguments.

Areas: every entry gets the first area of `AREAS` (below) one of whose patterns `re.search`es
its name (the type's name for types and initialisers, the modifier's name for modifiers); none
matching is "other". The patterns are case-sensitive.

Usage:
    scripts/api-coverage.py [--modules DIR]        coverage per kind and per area (text)
    scripts/api-coverage.py --summary              two lines (what `make test` prints)
    scripts/api-coverage.py --markdown             the tables of README.md's "SwiftUI API coverage"
    scripts/api-coverage.py --missing [--area A]   every missing entry, grouped by area
    scripts/api-coverage.py --covered [--area A]   every covered entry, grouped by area
    scripts/api-coverage.py --json                 every counted entry with its area and result
    scripts/api-coverage.py --emit-swift           Sources/TrellisCompiler/SwiftUIAPINames.swift:
                                                   SwiftUI names `import SwiftUI` lacks here, for
                                                   the `trellis` command's diagnostics (MissingAPI;
                                                   `make api-names` writes it)
The summary adds a line when SwiftUIAPINames.swift differs from what --emit-swift would write.
Exit status 0 whatever the coverage, unless the modules or the list cannot be read (2).
swift-symbolgraph-extract (the toolchain's) reads the built modules; nothing is built or written.
"""

import argparse
import collections
import csv
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TSV = os.path.join(ROOT, "scripts", "data", "swiftui-ios17.4-api.tsv")
SWIFT_NAMES = os.path.join(ROOT, "Sources", "TrellisCompiler", "SwiftUIAPINames.swift")
TARGET = "x86_64-unknown-linux-gnu"

# ---------------------------------------------------------------------------------------------
# Areas: (area, patterns), first match wins. Names are SwiftUI's: `frame`, `LazyVGrid`, ...
AREAS = [
    ("accessibility", [r"^accessibility", r"^Accessibility", r"^AX", r"^speech"]),
    ("data flow", [r"^State", r"^Binding$", r"^Bindable$", r"[Ee]nvironment", r"^ObservedObject$",
                   r"AppStorage", r"^SceneStorage$", r"[Pp]reference(?!s)", r"^DynamicProperty$",
                   r"^Namespace$", r"^id$", r"^tag$", r"^equatable$", r"^FocusedValue", r"^FocusedObject$",
                   r"^FocusedBinding$", r"^focused(Scene)?(Value|Object)$", r"^onChange$", r"^onReceive$",
                   r"^SubscriptionView$", r"^Transaction", r"^transaction$", r"^LayoutValueKey$", r"^layoutValue$"]),
    ("files, drag and drop", [r"^file", r"^File", r"^ReferenceFileDocument", r"^DocumentConfiguration$",
                              r"^onDrag$", r"^draggable$", r"[Dd]rop", r"[Ii]temProvider", r"ShareLink", r"^SharePreview$", r"^Paste",
                              r"[Ss]pringLoading", r"Transferable"]),
    ("search", [r"[Ss]earch", r"^find", r"^replaceDisabled$"]),
    ("presentation", [r"[Ss]heet", r"[Aa]lert", r"[Pp]opover", r"[Cc]onfirmationDialog", r"fullScreenCover",
                      r"[Pp]resentation", r"^dialog", r"^Dialog", r"[Ii]nspector$", r"^inspector",
                      r"interactiveDismiss", r"^Dismiss(Action|Behavior)$"]),
    ("scrolling", [r"[Ss]croll", r"^PinnedScrollableViews$", r"[Cc]ontentMargin", r"^Paging", r"^ViewAligned",
                   r"[Rr]efresh"]),
    ("navigation & toolbars", [r"[Nn]avigation", r"[Tt]oolbar", r"^tab(Item|ViewStyle)$", r"^Tab(View|ViewStyle)$",
                               r"TabViewStyle$", r"[Ii]ndexViewStyle", r"^[Bb]adge"]),
    ("lists & tables", [r"^[Ll]ist", r"ListStyle$", r"^ForEach$", r"^Section", r"^OutlineGroup$", r"^OutlineSubgroup",
                        r"Table(?!Shape)", r"^table", r"^swipeActions$", r"^(move|delete|selection)Disabled$",
                        r"^Edit", r"^EditableCollection", r"^headerProminence$", r"^DynamicViewContent$",
                        r"^IndexedIdentifierCollection$", r"Fetch", r"^typeSelectEquivalent$", r"^SidebarRowSize$",
                        r"^Prominence$"]),
    ("app & scenes", [r"^App$", r"Scene(?!Padding)", r"^scene(?!Padding)", r"Window(?!Background)", r"Command",
                      r"Widget", r"^UI", r"[Pp]review", r"[Uu]serActivity", r"^handlesExternalEvents$",
                      r"^BackgroundTask$", r"^OpenURLAction$", r"^onOpenURL$", r"^persistentSystemOverlays$",
                      r"^statusBarHidden$", r"^defersSystemGestures$", r"^InterfaceOrientation$",
                      r"^LimitedAvailabilityConfiguration$", r"^DocumentGroup$", r"^interactionActivityTrackingTag$",
                      r"^help$", r"^invalidatableContent$"]),
    ("controls", [r"[Bb]utton", r"[Tt]oggle", r"[Ss]lider", r"[Ss]tepper", r"[Pp]icker", r"[Tt]extField", r"SecureField",
                  r"[Tt]extEditor", r"[Mm]enu", r"^Link$", r"[Gg]auge", r"[Pp]rogressView", r"^Label", r"^label",
                  r"[Ll]abeledContent", r"[Ll]abeledControl", r"[Cc]ontrolGroup", r"[Cc]ontrolSize", r"[Gg]roupBox",
                  r"[Dd]isclosureGroup", r"^Form", r"^form", r"FormStyle$", r"LabelStyle$", r"^disabled$", r"^keyboardType$", r"[Aa]utocapitalization",
                  r"^autocorrection", r"[Ss]ubmit", r"^textContentType$", r"[Pp]alette", r"[Ss]ensoryFeedback",
                  r"^[Rr]ename", r"^ContentUnavailableView$", r"[Dd]ictation", r"^DefaultDateProgressLabel$"]),
    ("gestures & hover", [r"[Gg]esture", r"^onTap", r"^onLongPress", r"[Hh]over", r"^allowsHitTesting$",
                          r"[Cc]ontentShape"]),
    ("focus & keyboard", [r"[Ff]ocus", r"[Kk]eyboard", r"[Kk]eyPress", r"^KeyEquivalent$", r"^EventModifiers$"]),
    ("animation & transitions", [r"[Aa]nimat", r"[Tt]ransition", r"[Kk]eyframe", r"[Pp]haseAnimator", r"[Mm]atchedGeometry",
                                 r"^Spring", r"^UnitCurve$", r"^VectorArithmetic$", r"[Ss]ymbolEffect",
                                 r"^geometryGroup$", r"[Tt]imeline", r"^TimelineView$"]),
    ("text & fonts", [r"^Text", r"[Ff]ont", r"^bold$", r"^italic$", r"^line(Limit|Spacing)$", r"TextAlignment",
                      r"^truncationMode$", r"^kerning$", r"^tracking$", r"^baselineOffset$", r"^textCase$",
                      r"^minimumScaleFactor$", r"^allowsTightening$", r"^underline$", r"^strikethrough$",
                      r"^monospaced", r"^textSelection$", r"TextSelectability$", r"[Tt]ypesetting", r"^textScale$", r"^LocalizedStringKey$",
                      r"[Dd]ynamicTypeSize", r"^LegibilityWeight$", r"^ScaledMetric$", r"[Rr]edact", r"^privacySensitive$"]),
    ("shapes & paths", [r"Shape(?!Style)", r"^(shape|Shape)$", r"Rectangle", r"^Circle$", r"^Capsule$", r"^Ellipse$",
                        r"^Path$", r"^FillStyle$", r"^StrokeStyle$", r"^RoundedCornerStyle$", r"^clipShape$",
                        r"^containerShape$"]),
    ("colour, images, effects", [r"[Cc]olor", r"[Gg]radient", r"ShapeStyle", r"[Ff]oreground", r"[Bb]ackground",
                                 r"[Oo]verlay", r"^border$", r"[Ss]hadow", r"^blur$", r"^opacity$", r"^brightness$",
                                 r"^contrast$", r"^grayscale$", r"^saturation$", r"^hueRotation$", r"^luminanceToAlpha$",
                                 r"[Bb]lendMode", r"^mask$", r"^clipped$", r"[Ee]ffect", r"^compositingGroup$",
                                 r"^drawingGroup$", r"[Cc]anvas", r"GraphicsContext", r"Image", r"^imageScale$",
                                 r"[Ss]ymbol", r"[Tt]int", r"[Mm]aterial", r"[Ss]hader", r"^ProjectionTransform$",
                                 r"DynamicRange"]),
    ("layout", [r"[Ss]tack", r"[Gg]rid", r"^Spacer$", r"^Divider$", r"[Ll]ayout", r"[Aa]lignment", r"[Ff]rame",
                r"[Pp]adding", r"^offset$", r"^position$", r"^fixedSize$", r"^aspectRatio$", r"^scaledTo",
                r"^ContentMode$", r"[Ss]afeArea", r"[Gg]eometry", r"^ViewThatFits$", r"Edge", r"^ProposedViewSize$",
                r"^ViewDimensions$", r"^ViewSpacing$", r"^zIndex$", r"[Cc]oordinateSpace", r"^Anchor$", r"^Axis$",
                r"^UnitPoint$", r"^Angle$", r"^hidden$", r"^Visibility$", r"^Group$", r"RightToLeft",
                r"SizeClass$"]),
    ("view basics", [r"^View$", r"^ViewBuilder$", r"^ViewModifier$", r"^modifier$", r"^ModifiedContent$", r"^AnyView$",
                     r"^EmptyView$", r"^EmptyModifier$", r"^TupleView$", r"^EquatableView$",
                     r"^PlaceholderContentView$"]),
    ("lifecycle & tasks", [r"^onAppear$", r"^onDisappear$", r"^task$"]),
]
AREA_NAMES = [a for a, _ in AREAS] + ["other"]
_COMPILED = [(a, [re.compile(p) for p in ps]) for a, ps in AREAS]


def area_of(name):
    for area, patterns in _COMPILED:
        if any(p.search(name) for p in patterns):
            return area
    return "other"


# ---------------------------------------------------------------------------------------------
# The list.
KINDS = ["types", "view modifiers", "view inits"]


class Entry:
    def __init__(self, row):
        self.tsv_kind = row["kind"]
        self.name = row["name"]
        self.signature = row["signature"]
        self.available = row["availability_iOS"] != "unavailable"
        self.deprecated = row["deprecated"] != "no"
        self.counted = self.available and not self.deprecated
        self.kind = {"modifier": "view modifiers", "init": "view inits"}.get(self.tsv_kind, "types")
        self.is_view_type = self.kind == "types" and self.signature.startswith("View;")
        self.area = area_of(self.name)
        self.labels = labels_of(self.signature) if self.kind != "types" else None
        self.covered = False
        self.by_default = False   # covered only by leaving out defaulted parameters
        self.note = ""            # why it is missing, when something near it exists

    def display(self):
        if self.kind == "types":
            return f"{self.tsv_kind} {self.name}"
        return self.signature if self.kind == "view inits" else "." + self.signature


def labels_of(signature):
    """`frame(width:height:alignment:)` → ["width", "height", "alignment"]; `fixedSize()` → []."""
    inside = signature[signature.index("(") + 1:signature.rindex(")")]
    return [] if inside == "" else inside[:-1].split(":")


def read_list(path):
    with open(path, newline="") as f:
        return [Entry(row) for row in csv.DictReader(f, delimiter="\t")]


# ---------------------------------------------------------------------------------------------
# The package's declarations.
EXPORT = re.compile(r"^\s*@_exported\s+import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let|actor)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?", re.M)


def target_paths():
    """{target name: its `path:`} from Package.swift's `.target(name: "X", ..., path: "P")` lines
    (a module built under another name, such as `AppleCombine` in Sources/Apple/Combine)."""
    try:
        with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return {}
    found = {}
    starts = list(re.finditer(r'\.(?:target|testTarget|executableTarget|macro)\(\s*name:\s*"([A-Za-z_][A-Za-z0-9_]*)"', text))
    for k, m in enumerate(starts):
        body = text[m.end():starts[k + 1].start() if k + 1 < len(starts) else len(text)]
        path = re.search(r'path:\s*"([^"]+)"', body)
        if path and m.group(0).startswith(".target"):
            found[m.group(1)] = path.group(1)
    return found


TARGET_PATHS = target_paths()


def module_sources(module):
    folders = [os.path.join(ROOT, "Sources", "Apple", module), os.path.join(ROOT, "Sources", module)]
    if module in TARGET_PATHS:
        folders.insert(0, os.path.join(ROOT, TARGET_PATHS[module]))
    for folder in folders:
        if os.path.isdir(folder):
            return folder
    return None


def reexports(module):
    """[(module, name or None)] that `module`'s sources re-export."""
    folder = module_sources(module)
    found = []
    if folder is None:
        return found
    for dirpath, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".swift"):
                with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                    found += [(m.group(1), m.group(2)) for m in EXPORT.finditer(f.read())]
    return found


def visible_modules(modules_dir):
    """What `import SwiftUI` brings: {module: None (all of it) or set of names}, and the
    re-exported modules this package has sources for but the directory has not built."""
    seen = {"SwiftUI": None}
    unbuilt = []
    queue = ["SwiftUI"]
    while queue:
        for module, name in reexports(queue.pop(0)):
            if module_sources(module) is None:
                continue   # the toolchain's (Foundation, Observation)
            if not os.path.exists(os.path.join(modules_dir, module + ".swiftmodule")):
                if module not in unbuilt:
                    unbuilt.append(module)
                continue
            if name is None:
                if module not in seen or seen[module] is not None:
                    seen[module] = None
                    queue.append(module)
            elif module not in seen:
                seen[module] = {name}
            elif seen[module] is not None:
                seen[module].add(name)
    return seen, unbuilt


def companion_modules(modules_dir):
    apple = os.path.join(ROOT, "Sources", "Apple")
    names = sorted(os.listdir(apple)) if os.path.isdir(apple) else []
    return [n for n in names if os.path.exists(os.path.join(modules_dir, n + ".swiftmodule"))]


def extract(module, modules_dir, out):
    # C modules the Swift modules load (OpenCombine's helpers, which SwiftUI reaches through
    # Combine) are found by the module maps SwiftPM wrote beside them, as the compiled path does.
    # Not swift-nio's (the MCP SDK's): no SwiftUI module loads them, and with them on the command
    # line clang fails to build CoreFoundation's `ptrauth` module.
    build = os.path.dirname(os.path.normpath(modules_dir))
    maps = []
    for name in sorted(os.listdir(build)) if os.path.isdir(build) else []:
        modulemap = os.path.join(build, name, "module.modulemap")
        if name.endswith(".build") and not name.startswith("CNIO") and os.path.exists(modulemap):
            maps += ["-Xcc", "-fmodule-map-file=" + modulemap]
    subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", modules_dir, "-target", TARGET,
                    "-output-dir", out, "-minimum-access-level", "public", "-skip-synthesized-members"] + maps,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)


def parameters(symbol):
    """[(label, has_default)] of a method or initialiser, from its title (the labels) and its
    declaration (a `=` at the top level of a parameter is its default value)."""
    title = symbol["names"]["title"]
    labels = labels_of(title) if "(" in title else []
    text, name_end = "", None
    for frag in symbol.get("declarationFragments", []):
        text += frag["spelling"]
        if name_end is None and (frag["kind"] == "identifier" or (frag["kind"] == "keyword" and frag["spelling"] == "init")):
            name_end = len(text)
    if name_end is None:
        return [(l, False) for l in labels]
    pieces, depth, quoted, i, opened = [""], 0, False, name_end, False
    while i < len(text):
        ch = text[i]
        if quoted:
            if ch == "\\":
                pieces[-1] += text[i:i + 2]
                i += 2
                continue
            quoted = ch != '"'
        elif ch == '"':
            quoted = True
        elif ch == "-" and text[i:i + 2] == "->":
            pieces[-1] += "->" if opened else ""
            i += 2
            continue
        elif ch in "([<":
            depth += 1
            if ch == "(" and depth == 1 and not opened:
                opened = True
                i += 1
                continue
        elif ch in ")]>":
            depth -= 1
            if ch == ")" and depth == 0 and opened:
                break
        elif ch == "," and depth == 1 and opened:
            pieces.append("")
            i += 1
            continue
        if opened:
            pieces[-1] += ch
        i += 1
    params = [p for p in pieces if p.strip()]
    if len(params) != len(labels):
        return [(l, False) for l in labels]
    return [(l, bool(re.search(r"(^|[^=!<>])=([^=]|$)", strip_nested(p)))) for l, p in zip(labels, params)]


def strip_nested(piece):
    """A parameter's text without what is inside brackets or quotes (so a closure type's or a
    literal's `=` is not taken for the default value's)."""
    out, depth, quoted = "", 0, False
    for ch in piece.replace("->", "  "):
        if quoted:
            quoted = ch != '"'
            continue
        if ch == '"':
            quoted = True
        elif ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        elif depth == 0:
            out += ch
    return out


def accepts(params, labels):
    """Whether a declaration with `params` [(label, has_default)] takes exactly `labels`:
    (True, exact) or (False, False)."""
    i = 0
    for label, has_default in params:
        if i < len(labels) and labels[i] == label:
            i += 1
        elif not has_default:
            return False, False
    return i == len(labels), len(params) == len(labels)


class Declarations:
    """Top-level type names, View members by base name, initialisers by type name."""

    def __init__(self):
        self.types = {}                                   # name → module
        self.aliases = {}                                 # typealias name → aliased type name
        self.view_members = collections.defaultdict(list)  # base name → [(params, module)]
        self.other_members = collections.defaultdict(set)  # base name → {"Text", "Shape", ...}
        self.inits = collections.defaultdict(list)          # type name → [(params, module)]
        self.static_members = collections.defaultdict(set)  # type or protocol → static member names

    def read(self, module, graph_dir, only=None, visible=True):
        ids = {}
        graphs = []
        for name in sorted(os.listdir(graph_dir)):
            if name.startswith(module + ".") or name.startswith(module + "@"):
                with open(os.path.join(graph_dir, name)) as f:
                    graph = json.load(f)
                graphs.append(graph)
                for s in graph["symbols"]:
                    ids[s["identifier"]["precise"]] = s
        for graph in graphs:
            parents = {}
            for r in graph["relationships"]:
                if r["kind"] == "memberOf":
                    parents[r["source"]] = r["target"]
            for s in graph["symbols"]:
                kind = s["kind"]["identifier"]
                path = s["pathComponents"]
                if len(path) == 1 and kind in ("swift.struct", "swift.enum", "swift.protocol", "swift.class",
                                               "swift.typealias", "swift.actor"):
                    if only is not None and path[0] not in only:
                        continue
                    self.types.setdefault(path[0], module if visible else "~" + module)
                    if kind == "swift.typealias" and visible:
                        target = [f["spelling"] for f in s.get("declarationFragments", []) if f["kind"] == "typeIdentifier"]
                        if target:
                            self.aliases[path[0]] = target[0]
                    continue
                if len(path) != 2 or only is not None:
                    continue
                parent = path[0]
                target = parents.get(s["identifier"]["precise"], "")
                where = module if visible else "~" + module
                base = path[1].split("(")[0]
                if kind == "swift.method":
                    if parent == "View" and is_view_protocol(target):
                        self.view_members[base].append((parameters(s), where))
                    else:
                        self.other_members[base].add(parent if visible else f"{parent} in {module}")
                elif kind == "swift.init":
                    self.inits[parent].append((parameters(s), where))
                elif kind in ("swift.type.property", "swift.type.method", "swift.enum.case") and visible:
                    self.static_members[parent].add(base)


def is_view_protocol(precise):
    """Whether a symbol's precise identifier is a module's top-level `View` protocol
    (`s:7Trellis4ViewP`)."""
    m = re.match(r"^s:(\d+)([A-Za-z_][A-Za-z0-9_]*?)4ViewP$", precise)
    return m is not None and len(m.group(2)) == int(m.group(1))


def declarations(modules_dir, graph_dir, with_companions=True):
    visible, unbuilt = visible_modules(modules_dir)
    decls = Declarations()
    for module, only in visible.items():
        extract(module, modules_dir, graph_dir)
        decls.read(module, graph_dir, only)
    companions = []
    if with_companions:
        for module in companion_modules(modules_dir):
            if module in visible:
                continue
            extract(module, modules_dir, graph_dir)
            decls.read(module, graph_dir, visible=False)
            companions.append(module)
    return decls, visible, unbuilt, companions


def match(entries, decls):
    for e in entries:
        if e.kind == "types":
            where = decls.types.get(e.name)
            e.covered = where is not None and not where.startswith("~")
            if where and not e.covered:
                e.note = f"declared in {where[1:]}, which `import SwiftUI` does not bring"
            continue
        if e.kind == "view modifiers":
            candidates = decls.view_members.get(e.name, [])
            others = decls.other_members.get(e.name)
        else:
            candidates = decls.inits.get(decls.aliases.get(e.name, e.name), [])
            others = None
        near, hidden = [], []
        for params, where in candidates:
            ok, exact = accepts(params, e.labels)
            if ok and not where.startswith("~"):
                e.covered = True
                e.by_default = e.by_default or not exact
                if exact:
                    e.by_default = False
                    break
            elif ok:
                hidden.append(where[1:])
            else:
                near.append(f"{e.name}({''.join(l + ':' for l, _ in params)})")
        if e.covered:
            continue
        if hidden:
            e.note = f"declared in {', '.join(sorted(set(hidden)))}, which `import SwiftUI` does not bring"
        elif near:
            e.note = "other labels here: " + ", ".join(sorted(set(near))[:4])
        elif others:
            e.note = "here only on " + ", ".join(sorted(others)[:4])
        elif e.kind == "view inits" and e.name not in decls.types:
            e.note = "no type " + e.name


# ---------------------------------------------------------------------------------------------
# Reports.
def pct(a, b):
    return f"{100 * a / b:.0f}%" if b else "–"


def cell(a, b):
    return f"{a}/{b}" if b else "–"


def tally(entries):
    t = collections.Counter()
    for e in entries:
        if not e.counted:
            continue
        keys = [e.kind, "all"]
        if e.is_view_type:
            keys.append("view types")
        for k in keys:
            t[(k, e.area, "n")] += 1
            t[(k, e.area, "c")] += e.covered
            t[(k, "*", "n")] += 1
            t[(k, "*", "c")] += e.covered
        t[("by default", "*", "c")] += e.covered and e.by_default
    return t


def summary_lines(t):
    a = lambda k: (t[(k, "*", "c")], t[(k, "*", "n")])
    lines = ["SwiftUI API coverage (iOS 17.4, usable on iOS, not deprecated): {}/{} = {}".format(
        *a("all"), pct(*a("all")))]
    parts = [f"{k} {c}/{n} = {pct(c, n)}" for k, (c, n) in ((k, a(k)) for k in KINDS)]
    vc, vn = a("view types")
    lines.append("  " + "; ".join(parts) + f" (view types {vc}/{vn} = {pct(vc, vn)})")
    return lines


def deprecated_entries(entries):
    """The deprecated lines usable on iOS: not counted, but what code written before iOS 15 calls."""
    return [e for e in entries if e.available and e.deprecated]


def deprecated_line(entries):
    d = deprecated_entries(entries)
    c = sum(e.covered for e in d)
    return f"  deprecated, usable on iOS (not counted above): {c}/{len(d)} = {pct(c, len(d))}"


def area_rows(t):
    rows = []
    for area in AREA_NAMES:
        n = t[("all", area, "n")]
        if n == 0:
            continue
        rows.append((area, [(t[(k, area, "c")], t[(k, area, "n")]) for k in ("view types", "types", "view modifiers",
                                                                            "view inits", "all")]))
    return rows


def text_report(t, entries):
    out = summary_lines(t)
    out.append(f"  ({t[('by default', '*', 'c')]} of the covered modifiers and initialisers only through default arguments)")
    out.append("")
    head = ["area", "view types", "all types", "view modifiers", "view inits", "total"]
    rows = [[area] + [cell(c, n) for c, n in cols[:-1]] + [f"{cell(*cols[-1])} {pct(*cols[-1])}"]
            for area, cols in area_rows(t)]
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]
    for r in [head] + rows:
        out.append("  ".join(r[i].ljust(widths[i]) if i == 0 else r[i].rjust(widths[i]) for i in range(len(head))))
    return out


def markdown(t, command):
    a = lambda k: (t[(k, "*", "c")], t[(k, "*", "n")])
    out = [f"| kind | covered | of | % |", "| --- | ---: | ---: | ---: |"]
    for k in KINDS:
        c, n = a(k)
        out.append(f"| {k} | {c} | {n} | {pct(c, n)} |")
        if k == "types":
            c, n = a("view types")
            out.append(f"| … of which view types | {c} | {n} | {pct(c, n)} |")
    c, n = a("all")
    out.append(f"| **all** | **{c}** | **{n}** | **{pct(c, n)}** |")
    out.append("")
    out.append("| area | view types | all types | view modifiers | view inits | total |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: |")
    for area, cols in area_rows(t):
        cells = [cell(c, n) for c, n in cols[:-1]] + [f"{cell(*cols[-1])} ({pct(*cols[-1])})"]
        out.append(f"| {area} | " + " | ".join(cells) + " |")
    out.append("")
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    at = f" (sources at commit {commit})" if commit else ""
    out.append(f"Made by `{command}` on {datetime.date.today().isoformat()}{at}.")
    return out


def listing(entries, covered, only_area=None):
    out = []
    groups = collections.defaultdict(list)
    for e in entries:
        if e.counted and e.covered == covered and (only_area is None or e.area == only_area):
            groups[e.area].append(e)
    for area in AREA_NAMES:
        if not groups.get(area):
            continue
        out.append(f"{area} ({len(groups[area])})")
        for kind in KINDS:
            items = sorted(groups[area], key=lambda e: (e.name, e.signature))
            items = [e for e in items if e.kind == kind]
            if not items:
                continue
            out.append(f"  {kind}:")
            for e in items:
                note = f"  [{e.note}]" if e.note and not covered else ("  [by default arguments]" if covered and e.by_default else "")
                out.append(f"    {e.display()}{note}")
    return out


# ---------------------------------------------------------------------------------------------
# Names for the `trellis` command's diagnostics (Sources/TrellisCompiler/MissingAPI.swift).
#
# swiftc says "type 'P' has no member 'x'" for `.buttonStyle(.x)` or `.clipShape(.x)` when the
# static member is missing. The list has no static members, but SwiftUI names the members of its
# style protocols, ScrollTargetBehavior, Transition and Shape after the conforming types:
# `BorderedProminentButtonStyle` is `.borderedProminent` (a PrimitiveButtonStyle), `Default…` and
# `Automatic…` are `.automatic`, `PagingScrollTargetBehavior` `.paging`, `SlideTransition`
# `.slide`, `Circle` `.circle` (Shape: the insettable shapes but the transforming ones). Shape's
# `.rect` is the exception, and AnyTransition's members are Transition's. Deprecated protocols and
# types are left out (NavigationViewStyle's members do not follow the convention).
MEMBER_PROTOCOLS = re.compile(r"^(?!ShapeStyle$).*Style$|^ScrollTargetBehavior$|^Transition$|^Shape$")
STATIC_ALIASES = {("Shape", "Rectangle"): "rect", ("Shape", "RoundedRectangle"): "rect",
                  ("Shape", "UnevenRoundedRectangle"): "rect"}
SAME_MEMBERS = {"AnyTransition": "Transition"}
NOT_MEMBERS = {"OffsetShape", "RotatedShape", "ScaledShape", "TransformedShape"}


def static_member_name(type_name, protocol):
    """`PagingScrollTargetBehavior` → `paging` for ScrollTargetBehavior, `BorderedButtonStyle` →
    `bordered` for PrimitiveButtonStyle, `Circle` → `circle` for Shape; None otherwise."""
    if (protocol, type_name) in STATIC_ALIASES:
        return STATIC_ALIASES[(protocol, type_name)]
    words = re.findall(r"[A-Z][a-z0-9]*", protocol)
    stem = None
    for i in range(len(words)):   # the longest tail of the protocol's name ending the type's
        tail = "".join(words[i:])
        if type_name.endswith(tail) and len(type_name) > len(tail):
            stem = type_name[:-len(tail)]
            break
    if stem is None and protocol == "Shape":
        stem = type_name
    if not stem or stem.startswith("Any") or stem.startswith("Empty"):
        return None
    if stem.startswith("Default") or stem.startswith("Automatic"):
        return "automatic"
    return stem[0].lower() + stem[1:]


def swift_names(entries, decls):
    """SwiftUI names (usable on iOS, deprecated or not) that `import SwiftUI` lacks here."""
    usable = [e for e in entries if e.available]
    here = lambda name: not (decls.types.get(name) or "~").startswith("~")
    types = sorted({e.name for e in usable if e.kind == "types" and not here(e.name)})
    modifiers = sorted({e.name for e in usable if e.kind == "view modifiers"
                        and not any(not w.startswith("~") for _, w in decls.view_members.get(e.name, []))})
    protocols = {e.name for e in entries if e.counted and e.tsv_kind == "protocol" and MEMBER_PROTOCOLS.match(e.name)
                 and here(e.name)}
    members = collections.defaultdict(set)
    for e in entries:
        if not e.counted or e.kind != "types" or e.tsv_kind == "protocol" or e.name in NOT_MEMBERS:
            continue
        conformances = [c.strip() for c in e.signature.split(";")[-1].split(",") if c.strip()]
        for p in conformances:
            if p not in protocols or (p == "Shape" and "InsettableShape" not in conformances):
                continue
            name = static_member_name(e.name, p)
            if name and name not in decls.static_members.get(p, set()):
                members[p].add(name)
    for alias, p in SAME_MEMBERS.items():
        if here(alias) and p in members:
            members[alias] = {n for n in members[p] if n not in decls.static_members.get(alias, set())}
    return types, modifiers, {p: sorted(v) for p, v in sorted(members.items()) if v}


def wrap(words, indent, width=108):
    lines, line = [], ""
    for w in words:
        if line and len(indent) + len(line) + 1 + len(w) > width:
            lines.append(indent + line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        lines.append(indent + line)
    return lines


def emit_swift(entries, decls):
    types, modifiers, members = swift_names(entries, decls)
    out = ["// Generated by `scripts/api-coverage.py --emit-swift > Sources/TrellisCompiler/SwiftUIAPINames.swift`",
           "// from scripts/data/swiftui-ios17.4-api.tsv and the symbol graphs of the SwiftUI module and what it",
           "// re-exports. Do not edit: generate it again when Trellis gains SwiftUI API (`make api-coverage`",
           "// says when it is stale).",
           "",
           "/// SwiftUI's names (iOS 17.4, usable on iOS, deprecated or not) that `import SwiftUI` does not",
           "/// declare here: what `MissingAPI` recognises in swiftc's diagnostics.",
           "enum SwiftUIAPINames {",
           f"    /// Types ({len(types)}).",
           "    static let types = words(\"\"\""]
    out += wrap(types, "        ")
    out += ["        \"\"\")", "",
            f"    /// View modifiers with no `View` method of their name at all ({len(modifiers)}).",
            "    static let modifiers = words(\"\"\""]
    out += wrap(modifiers, "        ")
    out += ["        \"\"\")", "",
            "    /// Static members of SwiftUI protocols declared here, named after SwiftUI's conforming types",
            "    /// (`PagingScrollTargetBehavior` is `.paging`), that are not declared here.",
            "    static let members: [String: Set<String>] = ["]
    for p, names in members.items():
        body = wrap(names, "")
        if len(body) == 1 and len(p) + len(body[0]) < 80:
            out.append(f'        "{p}": words("{body[0]}"),')
        else:
            out.append(f'        "{p}": words("""')
            out += wrap(names, "            ")
            out.append('            """),')
    out += ["    ]", "",
            "    private static func words(_ text: String) -> Set<String> {",
            "        Set(text.split(whereSeparator: \\.isWhitespace).map(String.init))",
            "    }",
            "}", ""]
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", default=os.path.join(ROOT, ".build", "debug", "Modules"),
                        help="the built Modules directory (default: .build/debug/Modules)")
    parser.add_argument("--list", default=TSV, help="the SwiftUI API list (TSV)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--summary", action="store_true", help="two lines")
    mode.add_argument("--markdown", action="store_true", help="the README tables")
    mode.add_argument("--missing", action="store_true", help="every missing entry, by area")
    mode.add_argument("--covered", action="store_true", help="every covered entry, by area")
    mode.add_argument("--emit-swift", action="store_true", help="SwiftUIAPINames.swift on standard output")
    mode.add_argument("--json", action="store_true", help="every counted entry with its result")
    parser.add_argument("--area", choices=AREA_NAMES, help="with --missing/--covered: this area only")
    args = parser.parse_args()

    if not os.path.exists(os.path.join(args.modules, "SwiftUI.swiftmodule")):
        print(f"api-coverage: no SwiftUI module in {args.modules}: build first (`swift build` or `make test`)",
              file=sys.stderr)
        return 2
    try:
        entries = read_list(args.list)
    except OSError as error:
        print(f"api-coverage: cannot read the list: {error}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="api-coverage-") as graph_dir:
        try:
            decls, visible, unbuilt, companions = declarations(args.modules, graph_dir,
                                                               with_companions=not (args.summary or args.emit_swift))
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
            detail = getattr(error, "stderr", b"") or b""
            print(f"api-coverage: swift-symbolgraph-extract failed: {error} {detail.decode(errors='replace')[-500:]}",
                  file=sys.stderr)
            return 2
    match(entries, decls)
    t = tally(entries)
    warnings = [f"api-coverage: warning: {m} is re-exported by SwiftUI but not built in {args.modules}" for m in unbuilt]

    if args.emit_swift:
        sys.stdout.write(emit_swift(entries, decls))
    elif args.summary:
        print("\n".join(summary_lines(t)))
        print(deprecated_line(entries))
        if os.path.exists(SWIFT_NAMES):
            with open(SWIFT_NAMES) as f:
                if f.read() != emit_swift(entries, decls):
                    print("  (Sources/TrellisCompiler/SwiftUIAPINames.swift is stale: "
                          "scripts/api-coverage.py --emit-swift > Sources/TrellisCompiler/SwiftUIAPINames.swift)")
    elif args.markdown:
        print("\n".join(markdown(t, "scripts/api-coverage.py --markdown")))
    elif args.missing or args.covered:
        print("\n".join(summary_lines(t)))
        print()
        print("\n".join(listing(entries, covered=args.covered, only_area=args.area)))
        if args.missing:
            print()
            print(deprecated_line(entries).strip())
            for e in deprecated_entries(entries):
                if not e.covered and (args.area is None or e.area == args.area):
                    print(f"  {e.display()}")
    elif args.json:
        json.dump([{"kind": e.kind, "name": e.name, "signature": e.signature, "area": e.area, "covered": e.covered,
                    "byDefault": e.by_default, "note": e.note} for e in entries if e.counted], sys.stdout, indent=1)
        print()
    else:
        print("\n".join(text_report(t, entries)))
        print()
        print("modules read: " + ", ".join(m if o is None else f"{m} ({', '.join(sorted(o))})" for m, o in visible.items()))
        if companions:
            print("companion modules (not brought by `import SwiftUI`): " + ", ".join(companions))
    for w in warnings:
        print(w, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
