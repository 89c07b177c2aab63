#!/usr/bin/env bash
# Assembles Mehen.app in OUT from a built binary (on macOS, the universal one `lipo` makes from the
# x86_64 and aarch64 builds): Contents/MacOS/mehen, Contents/Info.plist (this folder's), and the icon,
# licences and credits in Contents/Resources. The release workflow then wraps it in a .dmg.
# Usage: packaging/macos/bundle.sh BINARY OUT
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 BINARY OUT" >&2; exit 2; }
binary=$1
out=$2
here="$(cd "$(dirname "$0")" && pwd)"
[ -f "$binary" ] || { echo "bundle.sh: no binary at $binary" >&2; exit 1; }

app="$out/Mehen.app"
rm -rf "$app"
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources"
cp "$binary" "$app/Contents/MacOS/mehen"
chmod 755 "$app/Contents/MacOS/mehen"
cp "$here/Info.plist" "$app/Contents/Info.plist"
cp "$here/../icon/mehen.icns" "$app/Contents/Resources/mehen.icns"
# The licences and credits travel with the game, as the About screen says.
cp "$here/../../LICENSE-MIT" "$here/../../LICENSE-APACHE" "$here/../../CREDITS.md" "$app/Contents/Resources/"
printf 'APPL????' > "$app/Contents/PkgInfo"
echo "$app"
