#!/usr/bin/env bash
# Runs every test of the workspace, as README.md says.
#
#   bash scripts/test.sh          the default run (what CI runs)
#   bash scripts/test.sh --long   the long run: millions of random moves, more GNU Go games,
#                                 100,000 random graphs of each kind for df-pn
#
# The differential tests need GNU Go as their oracle: it is installed here when missing,
# because a test never skips silently for want of a tool. The Python package is built and
# installed into a virtual environment (target/python) with what its tests need from PyPI
# (maturin, pytest, hypothesis, numpy), then its pytest suite runs.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--long" ]; then
  export TESUJI_LONG=1
  export TESUJI_GRAPHS="${TESUJI_GRAPHS:-100000}"   # df-pn against the reference
  export TESUJI_BENSON_POSITIONS="${TESUJI_BENSON_POSITIONS:-4000}"
  export TESUJI_SGF_CASES="${TESUJI_SGF_CASES:-50000}"
  export TESUJI_TSUMEGO_CASES="${TESUJI_TSUMEGO_CASES:-50000}"
elif [ -n "${1:-}" ]; then
  echo "usage: bash scripts/test.sh [--long]" >&2
  exit 2
fi

export PATH="$PATH:/usr/games"
if ! command -v gnugo >/dev/null; then
  echo "GNU Go is missing: installing the Debian package gnugo" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq gnugo >/dev/null
fi
gnugo --version | head -n 1

# The renju VCF differential test asks quintet (an independent solver, npm package
# @renju-note/quintet, a WASM build run by Node): installed here into target/quintet,
# pinned, so that the test never skips for want of it.
if ! command -v npm >/dev/null; then
  echo "Node and npm are missing: installing the Debian packages nodejs and npm" >&2
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nodejs npm >/dev/null
fi
if [ ! -f target/quintet/node_modules/@renju-note/quintet/quintet.js ]; then
  mkdir -p target/quintet
  npm install --prefix target/quintet --no-save --no-package-lock --silent @renju-note/quintet@0.3.2
fi

cargo test --workspace --release

# The Python bindings: built as a wheel by maturin, installed, tested with pytest (which
# compares answers with the `tesuji` binary just built).
cargo build --release -p tesuji
python3 -m venv target/python
target/python/bin/pip install -q --disable-pip-version-check maturin pytest hypothesis numpy mypy
target/python/bin/pip install -q --disable-pip-version-check --force-reinstall --no-deps ./crates/python
target/python/bin/python -m pytest -q -p no:cacheprovider crates/python/tests
# The type stubs against the module: every public name typed, every signature as built.
target/python/bin/python -m mypy.stubtest tesuji._core
