#!/usr/bin/env bash
# The game for the web: builds the crate for wasm32 (WebGL2) and writes web/dist/ (index.html, the
# .wasm, its JavaScript, and gzipped twins that `mehen serve` hands to browsers that take gzip).
# Its own cargo target directory, outside the clone, is kept between runs (MEHEN_WEB_TARGET).
set -euo pipefail
cd "$(dirname "$0")/.."

target_dir="${MEHEN_WEB_TARGET:-$HOME/.cache/mehen/web-target}"
tools="$HOME/.cache/mehen/tools"
export PATH="$tools/bin:$PATH"

rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown

# wasm-bindgen-cli must be the very version of the wasm-bindgen crate in Cargo.lock.
version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -qF "$version"; then
  echo "web/build.sh: installing wasm-bindgen-cli $version into $tools"
  cargo install wasm-bindgen-cli --version "$version" --root "$tools"
fi

CARGO_TARGET_DIR="$target_dir" cargo build --release --target wasm32-unknown-unknown --bin mehen

rm -rf web/dist
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir web/dist --out-name mehen \
  "$target_dir/wasm32-unknown-unknown/release/mehen.wasm"
cp web/index.html web/dist/
cp packaging/icon/png/mehen-64.png web/dist/icon.png
gzip -9 -k -f web/dist/mehen_bg.wasm web/dist/mehen.js
echo "web/build.sh: web/dist is ready; mehen serve --addr 127.0.0.1:7878 serves it at http://127.0.0.1:7878/"
ls -l web/dist
