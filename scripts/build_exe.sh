#!/usr/bin/env bash
# Build the standalone executable (one folder): dist/yggdrasil/yggdrasil.
# Usage: scripts/build_exe.sh        (from anywhere; uses ./.venv, creating it if needed)
# Then:  dist/yggdrasil/yggdrasil    (the window) or dist/yggdrasil/yggdrasil play --game midgard ...
set -euo pipefail
cd "$(dirname "$0")/.."
export PYGAME_HIDE_SUPPORT_PROMPT=1
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q -e '.[build]'
start=$(date +%s)
.venv/bin/pyinstaller yggdrasil.spec --noconfirm --log-level WARN
end=$(date +%s)
[ -x dist/yggdrasil/yggdrasil ] || [ -f dist/yggdrasil/yggdrasil.exe ] || {
    echo "build_exe: no executable in dist/yggdrasil" >&2; exit 1; }
echo "build_exe: dist/yggdrasil built in $((end - start)) s, $(du -sh dist/yggdrasil | cut -f1)"
