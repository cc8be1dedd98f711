"""Figures of the built executable (prints them; never fails on time):

    .venv/bin/python tests/build/measure_exe.py [dist/yggdrasil/yggdrasil]

- size of the dist/yggdrasil folder (and how many files);
- time from launch to the title screen on a virtual X display (Xvfb), for the frozen
  program and for `python main.py` from source: when the window "Yggdrasil Tabletop"
  exists, and the interval in which it first shows more than a blank fill (checked
  with ImageMagick's `import`, whose own duration sets the resolution). Skipped when
  Xvfb, xwininfo or import is missing.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TITLE = "Yggdrasil Tabletop"


def folder_size(p: Path) -> tuple[int, int]:
    """Bytes and number of regular files (symbolic links are not counted twice)."""
    total = n = 0
    for folder, _, names in os.walk(p):
        for name in names:
            f = Path(folder) / name
            if not f.is_symlink():
                total += f.stat().st_size
                n += 1
    return total, n


def _window_id(display: str) -> str | None:
    r = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True,
                       env=dict(os.environ, DISPLAY=display))
    for line in r.stdout.splitlines():
        if f'"{TITLE}"' in line:
            return line.split()[0]
    return None


def _drawn(display: str, wid: str) -> bool:
    r = subprocess.run(["import", "-window", wid, "-colorspace", "gray", "-format",
                        "%[fx:standard_deviation]", "info:"], capture_output=True, text=True,
                       env=dict(os.environ, DISPLAY=display))
    try:
        return float(r.stdout.strip() or 0) > 0.02
    except ValueError:
        return False


def time_to_title(cmd: list[str], display: str, limit: float = 60.0) -> tuple[float | None, str]:
    """(seconds until the window exists, "X-Y": the title screen was not drawn yet at X s
    and was drawn at Y s; a screenshot takes a while, hence the interval)"""
    home = tempfile.mkdtemp(prefix="ygg-measure-")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=display, YGGDRASIL_HOME=home, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    window = None
    not_yet = 0.0
    try:
        while time.perf_counter() - t0 < limit:
            wid = _window_id(display)
            if wid and window is None:
                window = time.perf_counter() - t0
            if wid:
                asked = time.perf_counter() - t0
                if _drawn(display, wid):
                    return window, f"{not_yet:.2f}-{time.perf_counter() - t0:.2f}"
                not_yet = asked
            if proc.poll() is not None:
                return window, f"exited with status {proc.returncode}"
            time.sleep(0.02)
        return window, f"not drawn in {limit:.0f} s"
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(home, ignore_errors=True)


def main(argv: list[str]) -> int:
    exe = Path(argv[1] if len(argv) > 1 else ROOT / "dist" / "yggdrasil" / "yggdrasil").resolve()
    if exe.is_file():
        size, n = folder_size(exe.parent)
        print(f"folder {exe.parent}: {size / 1e6:.1f} MB in {n} files")
    else:
        print(f"no executable at {exe}")
    if not all(shutil.which(t) for t in ("Xvfb", "xwininfo", "import")):
        print("time to title: skipped (needs Xvfb, xwininfo and ImageMagick's import)")
        return 0
    r, w = os.pipe()  # Xvfb picks a free display and writes its number to w
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(w,))
    os.close(w)
    try:
        with os.fdopen(r) as f:
            display = ":" + f.readline().strip()
        print(f"virtual display {display}")
        runs = []
        if exe.is_file():
            runs.append(("frozen", [str(exe)]))
        runs.append(("source", [sys.executable, str(ROOT / "main.py")]))
        for label, cmd in runs:
            times = [time_to_title(cmd, display) for _ in range(3)]

            def fmt(t: float | None) -> str:
                return "none" if t is None else f"{t:.2f}"
            print(f"{label}: window after {', '.join(fmt(w) for w, _ in times)} s; "
                  f"title screen drawn between {', '.join(d for _, d in times)} s")
    finally:
        xvfb.terminate()
        xvfb.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
