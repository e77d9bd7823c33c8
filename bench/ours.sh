#!/usr/bin/env bash
# The `OURS` adapter of ../shared/bench/run_all.sh: times one benchmark tree through Trellis,
# interleaved with the peers, and appends benchlib.py's records (engine "ours").
#   OURS="$PWD/bench/ours.sh" bash ../shared/bench/run_all.sh
#   TRELLIS_BENCH=/tmp/scratch/release/trellis-bench OURS=… (a binary built elsewhere)
# Usage: bench/ours.sh TREE.json --json OUT [--quick]   (builds trellis-bench in release once)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tree="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
# TRELLIS_BENCH names a trellis-bench built elsewhere (another scratch path, another commit).
bin="${TRELLIS_BENCH:-$(swift build -c release --package-path "$here" --show-bin-path)/trellis-bench}"
[ -x "$bin" ] || swift build -c release --package-path "$here" --product trellis-bench >&2
# trellis-bench reads every tree of a folder: give it a folder holding this one tree.
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
ln -s "$tree" "$dir/$(basename "$tree")"
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --json) args+=(--json "$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"); shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
"$bin" layout --trees "$dir" "${args[@]}"
