#!/bin/sh
# Renders the app icon (mehen.svg and mehen-small.svg, written by make_icon.py) to the files the
# packages use: PNGs in the hicolor sizes (Linux, and the window icon the game embeds), mehen.ico
# (Windows) and mehen.icns (macOS). Needs rsvg-convert (Debian: librsvg2-bin), ImageMagick's
# convert and png2icns (Debian: icnsutils). Re-run after changing the icon and commit the results (tests/packaging.rs checks them).
set -eu
cd "$(dirname "$0")"
for tool in rsvg-convert convert png2icns; do
    command -v "$tool" >/dev/null || { echo "render.sh: $tool not found" >&2; exit 1; }
done
mkdir -p png
# Up to 32 pixels the simpler drawing (mehen-small.svg), whose broad coils stay legible.
for size in 16 24 32; do
    rsvg-convert --width "$size" --height "$size" mehen-small.svg -o "png/mehen-$size.png"
done
for size in 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" mehen.svg -o "png/mehen-$size.png"
done
convert png/mehen-16.png png/mehen-24.png png/mehen-32.png png/mehen-48.png png/mehen-64.png \
    png/mehen-256.png mehen.ico
png2icns mehen.icns png/mehen-16.png png/mehen-32.png png/mehen-128.png png/mehen-256.png \
    png/mehen-512.png >/dev/null
echo "rendered the icon: $(ls png | wc -l) PNGs, mehen.ico, mehen.icns"
