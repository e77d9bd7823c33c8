#!/usr/bin/env bash
# Compares every sample's rendered pixels between two builds of `trellis` (scale 1 and 2, light
# and dark, a compact and a regular width): the check that a painting change draws every
# sample as it was. Pixels are compared with ImageMagick (`compare -metric AE`), exactly.
#   scripts/compare-renders.sh OLD_TRELLIS NEW_TRELLIS [OUT_DIR]
# Prints each sample and variant that differs and a count; exits 1 when any differs.
set -uo pipefail
# Samples that colour by `hashValue` (Bookshelf) draw the same from run to run.
export SWIFT_DETERMINISTIC_HASHING=1
old=${1:?usage: compare-renders.sh OLD_TRELLIS NEW_TRELLIS [OUT_DIR]}
new=${2:?usage: compare-renders.sh OLD_TRELLIS NEW_TRELLIS [OUT_DIR]}
out=${3:-$(mktemp -d)}
cd "$(dirname "$0")/.."
mkdir -p "$out/old" "$out/new"
variants=("--size 390x844"
          "--size 390x844 --scale 2 --color-scheme dark"
          "--size 1024x768 --horizontal-size-class regular --scale 2")
same=0
different=0
for f in Samples/*; do
  [ -e "$f" ] || continue
  n=$(basename "$f" .swift)
  for i in "${!variants[@]}"; do
    # shellcheck disable=SC2086
    "$old" render "$f" ${variants[$i]} -o "$out/old/$n.$i.png" > /dev/null 2>&1
    # shellcheck disable=SC2086
    "$new" render "$f" ${variants[$i]} -o "$out/new/$n.$i.png" > /dev/null 2>&1
    if [ ! -e "$out/old/$n.$i.png" ] && [ ! -e "$out/new/$n.$i.png" ]; then
      same=$((same + 1))
    elif cmp -s "$out/old/$n.$i.png" "$out/new/$n.$i.png" \
      || [ "$(compare -metric AE "$out/old/$n.$i.png" "$out/new/$n.$i.png" null: 2>&1)" = "0" ]; then
      same=$((same + 1))
    else
      different=$((different + 1))
      echo "differs: $n (${variants[$i]})"
    fi
  done
done
echo "identical: $same  different: $different  (images in $out)"
[ "$different" -eq 0 ]
