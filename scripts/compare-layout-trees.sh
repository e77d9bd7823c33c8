#!/usr/bin/env bash
# Compares every sample's LayoutTree JSON between two builds of `trellis`, byte for byte, in five
# variants (sizes, size class, right to left, Dynamic Type, with the recorded negotiation): the
# check that an engine change leaves every frame as it was.
#   scripts/compare-layout-trees.sh OLD_TRELLIS NEW_TRELLIS [OUT_DIR]
#   ENGINE=compiled scripts/compare-layout-trees.sh …   (the swiftc path; default: --engine auto)
# Prints each sample and variant that differs and a count; exits 1 when any differs.
set -uo pipefail
old=${1:?usage: compare-layout-trees.sh OLD_TRELLIS NEW_TRELLIS [OUT_DIR]}
new=${2:?usage: compare-layout-trees.sh OLD_TRELLIS NEW_TRELLIS [OUT_DIR]}
out=${3:-$(mktemp -d)}
cd "$(dirname "$0")/.."
mkdir -p "$out/old" "$out/new"
engine=(--engine "${ENGINE:-auto}")
variants=("--size 390x844"
          "--size 1024x768 --horizontal-size-class regular"
          "--size 320x568 --proposals"
          "--size 390x844 --layout-direction rtl"
          "--size 834x1194 --dynamic-type-size accessibility2 --proposals")
same=0
different=0
for f in Samples/*; do
  n=$(basename "$f" .swift)
  for i in "${!variants[@]}"; do
    # shellcheck disable=SC2086
    "$old" layout "$f" ${variants[$i]} "${engine[@]}" --json > "$out/old/$n.$i.json" 2>&1
    # shellcheck disable=SC2086
    "$new" layout "$f" ${variants[$i]} "${engine[@]}" --json > "$out/new/$n.$i.json" 2>&1
    if cmp -s "$out/old/$n.$i.json" "$out/new/$n.$i.json"; then
      same=$((same + 1))
    else
      different=$((different + 1))
      echo "differs: $n (${variants[$i]})"
    fi
  done
done
echo "identical: $same  different: $different  (trees in $out)"
[ "$different" -eq 0 ]
