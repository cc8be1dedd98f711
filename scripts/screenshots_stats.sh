#!/usr/bin/env bash
# Screenshots of the Statistics scene (empty and with recorded games) at 1280x720 and
# 1920x1080, each on its own virtual X screen of that size, into
# screenshots/stats_<empty|data>_<lang>_<W>x<H>.png.   Usage: scripts/screenshots_stats.sh [LANG]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
py="$here/.venv/bin/python"
[ -x "$py" ] || py=python3
lang=${1:-en}
for size in 1280x720 1920x1080; do
  fifo=$(mktemp -u); mkfifo "$fifo"
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
  xpid=$!
  read -r -t 10 n <"$fifo" || { echo "screenshots_stats: Xvfb did not start" >&2; kill $xpid; exit 1; }
  rm -f "$fifo"
  DISPLAY=":$n" SDL_VIDEODRIVER=x11 timeout -s KILL 600 "$py" "$here/scripts/screenshots_stats.py" \
    --size "$size" --out-dir "${OUT:-$here/screenshots}" --lang "$lang"
  kill $xpid 2>/dev/null || true
  wait $xpid 2>/dev/null || true
done
