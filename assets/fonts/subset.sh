#!/bin/sh
# Cuts the signs the Senet board draws (ankh, nefer, water, one to three strokes) out of Noto Sans
# Egyptian Hieroglyphs (Debian: fonts-noto-core) into the small font the game embeds.
# Needs pyftsubset (pip install fonttools).
set -eu
cd "$(dirname "$0")"
pyftsubset "${1:-/usr/share/fonts/truetype/noto/NotoSansEgyptianHieroglyphs-Regular.ttf}" \
    --unicodes=U+132F9,U+13124,U+13217,U+133FA,U+133FB,U+133FC \
    --output-file=NotoSansEgyptianHieroglyphs-Subset.ttf
