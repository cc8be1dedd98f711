#!/usr/bin/env bash
# Renders every scene (and the Midgard board) to screenshots/<scene>.png in a real
# window on a virtual X screen (Xvfb, 1600x900). Usage: scripts/screenshots.sh [--only a,b]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
py="$here/.venv/bin/python"
[ -x "$py" ] || py=python3
if ! command -v xvfb-run >/dev/null; then
  echo "screenshots: xvfb-run is missing (apt-get install xvfb); rendering with the dummy driver" >&2
  exec "$py" "$here/scripts/screenshots.py" "$@"
fi
exec xvfb-run -a -s "-screen 0 1600x900x24 -nolisten tcp" env SDL_VIDEODRIVER=x11 \
  "$py" "$here/scripts/screenshots.py" "$@"
