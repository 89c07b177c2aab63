#!/bin/sh
# Cuts the fonts the game embeds out of Noto fonts (Debian: fonts-noto-core):
# - the signs the Senet board draws (ankh, nefer, water, one to three strokes) from Noto Sans
#   Egyptian Hieroglyphs;
# - the Latin letters of English and French (with accents, the oe ligature, dashes and quotes) from
#   Noto Sans, for the captions drawn on the boards.
# Needs pyftsubset (pip install fonttools).
set -eu
cd "$(dirname "$0")"
noto="${1:-/usr/share/fonts/truetype/noto}"
pyftsubset "$noto/NotoSansEgyptianHieroglyphs-Regular.ttf" \
    --unicodes=U+132F9,U+13124,U+13217,U+133FA,U+133FB,U+133FC \
    --output-file=NotoSansEgyptianHieroglyphs-Subset.ttf
pyftsubset "$noto/NotoSans-Regular.ttf" \
    --unicodes="U+0020-007E,U+00A0-017F,U+0152-0153,U+2010-2027,U+202F,U+2030-203A,U+20AC" \
    --layout-features='kern,liga' \
    --output-file=NotoSans-Latin.ttf

# Cinzel SemiBold, the titles' face, is Fontsource's Latin cut (npm: @fontsource/cinzel,
# files/cinzel-latin-600-normal.woff) converted to TTF:
#   python3 -c "from fontTools.ttLib import TTFont; f = TTFont('cinzel-latin-600-normal.woff'); \
#     f.flavor = None; f.save('Cinzel-SemiBold-Latin.ttf')"
# Cinzel's Latin cut has no narrow no-break space (U+202F, which French puts before ; ! ?): it was
# added with fontTools as an empty glyph 0.6 of the space's width, mapped to U+202F. The Noto Sans
# cut here got it the same way (running this script again takes Noto Sans's own).
