#!/usr/bin/env bash
# Screenshots of the real window at 1280x720, 1366x768, 1024x768 and 1920x1080 (the
# title, Settings and the Midgard board), each on its own virtual X screen of exactly
# that size with the window filling it, into screenshots/window_<scene>_<W>x<H>.png.
# Usage: scripts/screenshots_window.sh [SIZES...]   (needs Xvfb)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
py="$here/.venv/bin/python"
[ -x "$py" ] || py=python3
command -v Xvfb >/dev/null || { echo "screenshots_window: Xvfb is missing (apt-get install xvfb)" >&2; exit 1; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1280x720 1366x768 1024x768 1920x1080)
mkdir -p "$here/screenshots"
for size in "${sizes[@]}"; do
  fifo=$(mktemp -u); mkfifo "$fifo"
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
  xpid=$!
  read -r -t 10 n <"$fifo" || { echo "screenshots_window: Xvfb did not start" >&2; kill $xpid; exit 1; }
  rm -f "$fifo"
  for scene in title settings midgard; do
    DISPLAY=":$n" SDL_VIDEODRIVER=x11 timeout -s KILL 120 "$py" "$here/scripts/screenshots_window.py" \
      --size "$size" --scene "$scene" --out "$here/screenshots/window_${scene}_${size}.png"
  done
  kill $xpid 2>/dev/null || true
  wait $xpid 2>/dev/null || true
done
