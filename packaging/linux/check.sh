#!/usr/bin/env bash
# Builds the Linux packages (package.sh) and checks them as a player would get them: the .deb's
# fields and dependencies, its desktop entry, the installed binary run from an empty folder (version,
# ten simulated games, one screen rendered under Xvfb from a folder with no assets), and the tarball
# holding the same files. `.ci/run` calls it; it needs cargo-deb, dpkg-deb, desktop-file-validate and
# xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "check.sh: $*" >&2; exit 1; }

out=$(mktemp -d)
scratch=$(mktemp -d)
trap 'rm -rf "$out" "$scratch"' EXIT
mapfile -t made < <(packaging/linux/package.sh "$out" | tail -n2)
deb=${made[0]}
tarball=${made[1]}
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)

# The package's fields.
[ "$(dpkg-deb --field "$deb" Package)" = mehen ] || fail "package name"
[ "$(dpkg-deb --field "$deb" Version)" = "$version-1" ] || fail "version $(dpkg-deb --field "$deb" Version), Cargo.toml has $version"
depends=$(dpkg-deb --field "$deb" Depends)
for lib in libasound2 libvulkan1 libxkbcommon0 libx11-6; do
    grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib: $depends"
done
# Every dependency can be resolved from this machine's archive (apt simulates, installs nothing).
if command -v apt-get >/dev/null; then
    apt-get install --simulate --no-install-recommends "$deb" >"$scratch/apt.log" 2>&1 \
        || { cat "$scratch/apt.log" >&2; fail "apt cannot install the package's dependencies"; }
fi

# Installed into a scratch root.
root="$scratch/root"
dpkg-deb -x "$deb" "$root"
mehen="$root/usr/bin/mehen"
[ -x "$mehen" ] || fail "no usr/bin/mehen in the package"
desktop-file-validate "$root/usr/share/applications/mehen.desktop" || fail "desktop entry does not validate"
for size in 16 24 32 48 64 128 256 512; do
    [ -s "$root/usr/share/icons/hicolor/${size}x${size}/apps/mehen.png" ] || fail "no ${size}x${size} icon"
done
[ -s "$root/usr/share/icons/hicolor/scalable/apps/mehen.svg" ] || fail "no scalable icon"
for doc in LICENSE-MIT LICENSE-APACHE CREDITS.md CHANGELOG.md copyright; do
    [ -s "$root/usr/share/doc/mehen/$doc" ] || fail "no usr/share/doc/mehen/$doc"
done

# Run from a folder with nothing in it: everything the game needs is inside the binary.
empty="$scratch/empty"
mkdir -p "$empty"
cd "$empty"
export MEHEN_HOME="$scratch/home"
[ "$("$mehen" --version)" = "mehen $version" ] || fail "--version says '$("$mehen" --version)'"
"$mehen" sim --games 10 >"$scratch/sim.log" || { cat "$scratch/sim.log" >&2; fail "sim --games 10"; }
grep -q . "$scratch/sim.log" || fail "sim printed nothing"
[ -z "$(ls -A "$empty")" ] || fail "the game wrote into the folder it was run from: $(ls -A "$empty")"
cd - >/dev/null
# One screen rendered by the installed binary and checked for a real picture (tests/packaging.rs).
MEHEN_INSTALLED_BINARY="$mehen" MEHEN_INSTALLED_RUN_DIR="$empty" \
    cargo test --release --locked --test packaging -- --exact installed_binary_renders_from_an_empty_folder --nocapture

# The tarball holds the same tree.
tar -xf "$tarball" -C "$scratch"
unpacked="$scratch/mehen-$version-linux-$(uname -m)"
cmp -s "$unpacked/bin/mehen" "$mehen" || fail "the tarball's binary differs from the .deb's"
[ -s "$unpacked/share/applications/mehen.desktop" ] || fail "the tarball has no desktop entry"

echo "check.sh: $(basename "$deb") ($(du -h "$deb" | cut -f1)) and $(basename "$tarball") ($(du -h "$tarball" | cut -f1)) checked; the binary is $(du -h "$mehen" | cut -f1)"
