#!/usr/bin/env bash
# Builds the Linux packages from the `dist` profile (or MEHEN_PACKAGE_PROFILE's) into OUT (default
# dist/): the .deb (cargo deb, its contents listed in Cargo.toml's [package.metadata.deb]) and a
# tarball holding the same files (bin/, share/) to unpack into ~/.local or /usr/local. Needs
# cargo-deb (`cargo install cargo-deb`) and dpkg-deb. The release workflow and
# packaging/linux/check.sh both use it.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(realpath -m "${1:-dist}")
mkdir -p "$out"

command -v cargo-deb >/dev/null || { echo "package.sh: cargo-deb not found (cargo install cargo-deb --locked)" >&2; exit 1; }
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -n1)
arch=$(uname -m)

profile="${MEHEN_PACKAGE_PROFILE:-dist}"
deb=$(cargo deb --profile "$profile" --locked --output "$out" | tail -n1)
[ -f "$deb" ] || { echo "package.sh: cargo deb made no package" >&2; exit 1; }

# The tarball is the .deb's own tree under usr/, so the two can never ship different files.
name="mehen-$version-linux-$arch"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dpkg-deb -x "$deb" "$stage/root"
mv "$stage/root/usr" "$stage/$name"
tar -C "$stage" --owner=0 --group=0 -cJf "$out/$name.tar.xz" "$name"

echo "$deb"
echo "$out/$name.tar.xz"
