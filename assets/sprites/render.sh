#!/bin/sh
# Renders every SVG source in src/ to a PNG beside this script, at the size written in the SVG
# (width/height). The game embeds the PNGs; re-run this after editing a source.
# Needs rsvg-convert (Debian/Ubuntu: librsvg2-bin; macOS: brew install librsvg).
set -eu
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null || { echo "render.sh: rsvg-convert not found (install librsvg2-bin)" >&2; exit 1; }
for svg in src/*.svg; do
    png="$(basename "$svg" .svg).png"
    rsvg-convert --keep-aspect-ratio "$svg" -o "$png"
done
echo "rendered $(ls src/*.svg | wc -l) sprites"
