#!/usr/bin/env bash
# swift-snapshot-testing decides `#if canImport(SwiftUI)` when it compiles. If this package's
# `SwiftUI` module is already in the build folder, it imports it and fails ("missing required
# module 'COpenCombineHelpers'": OpenCombine's C helpers are known only to the targets that depend
# on them). A fresh build compiles it long before `SwiftUI` exists. A build folder made before
# TrellisSnapshotTesting existed has `SwiftUI` and not yet `SnapshotTesting`: this removes the
# `SwiftUI` and `Trellis` modules there once, so the next build emits them again after
# SnapshotTesting has compiled (Trellis's module takes minutes to emit, SnapshotTesting's seconds).
# `make test-fast` and `make test` run it before building; it does nothing once SnapshotTesting is built.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(${SWIFT:-swift} build --show-bin-path 2>/dev/null)"
for modules in "$bin/Modules" "$bin/Modules-tool"; do
  [ -e "$modules/SwiftUI.swiftmodule" ] || continue
  [ -e "$modules/SnapshotTesting.swiftmodule" ] && continue
  echo "snapshot-testing-first: removing $modules/{SwiftUI,Trellis}.swiftmodule so that SnapshotTesting compiles before them"
  rm -f "$modules/SwiftUI.swiftmodule" "$modules/Trellis.swiftmodule"
done
