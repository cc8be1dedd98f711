"""Smoke test of the built executable (run by .ci/run after scripts/build_exe.sh):

    .venv/bin/python tests/build/smoke_exe.py [dist/yggdrasil/yggdrasil]

1. The bundle holds every file under assets/ byte for byte, and pygame-gui's Latin and
   symbol fonts, but not the unused CJK / Arabic / Hebrew / Georgian fonts.
2. One `play` of each playable game (game.registry, `available`), with random seats, a
   random player count and a random seed (printed; YGG_SMOKE_SEED=N repeats a run), and
   one more per non-default option value (e.g. expansion=ragnarok). Midgard must be
   playable. Each must exit 0 and end with `scores:` and one score per seat.
Any failure exits non-zero with the command to reproduce it. (The executable's
`--selftest` is run by .ci/run itself, when ui/selftest.py is in the tree.)
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

UNUSED_FONT_PREFIXES = ("NotoSansJP-", "NotoSansSC-", "NotoSansKR-", "NotoSansArabic-", "NotoSansHebrew-",
                        "NotoSansGeorgian-")
NEEDED_GUI_FILES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "FiraCode-Regular.ttf", "default_theme.json")


def fail(msg: str) -> None:
    print(f"smoke_exe: FAILED: {msg}", file=sys.stderr, flush=True)
    sys.exit(1)


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def check_bundle(exe: Path) -> None:
    internal = exe.parent / "_internal"
    if not internal.is_dir():
        internal = exe.parent
    src = ROOT / "assets"
    missing, differ = [], []
    n = 0
    for p in sorted(src.rglob("*")):
        if not p.is_file() or "__pycache__" in p.parts:
            continue
        n += 1
        q = internal / "assets" / p.relative_to(src)
        if not q.is_file():
            missing.append(str(p.relative_to(ROOT)))
        elif sha(p) != sha(q):
            differ.append(str(p.relative_to(ROOT)))
    if missing or differ:
        fail(f"assets not bundled: {missing[:5]}; bundled but different: {differ[:5]}")
    gui = internal / "pygame_gui" / "data"
    for name in NEEDED_GUI_FILES:
        if not (gui / name).is_file():
            fail(f"pygame-gui file {name} is missing from the bundle")
    extra = [p.name for p in gui.glob("*") if p.name.startswith(UNUSED_FONT_PREFIXES)]
    if extra:
        fail(f"unused pygame-gui fonts were bundled: {extra}")
    print(f"smoke_exe: bundle ok: {n} asset files identical, pygame-gui Latin fonts in, unused fonts out",
          flush=True)


def plays(rnd: random.Random) -> list[list[str]]:
    from game.registry import GAMES

    runs = []
    playable = [spec for spec in GAMES.values() if spec.available]
    if "midgard" not in {s.id for s in playable}:
        fail("Midgard is not playable (game.registry says it is not available)")
    for spec in playable:
        variants: list[list[str]] = [[]]
        for key, opt in spec.options.items():
            variants += [["--option", f"{key}={v}"] for v in opt.choices if v != opt.default]
        for extra in variants:
            n = rnd.randint(spec.min_players, spec.max_players)
            seed = rnd.randrange(1, 10**6)
            runs.append(["play", "--game", spec.id, "--players", str(n), "--seats", "random",
                         "--seed", str(seed), "--quiet", *extra])
    return runs


def main(argv: list[str]) -> int:
    exe = Path(argv[1] if len(argv) > 1 else ROOT / "dist" / "yggdrasil" / "yggdrasil").resolve()
    if not exe.is_file() and exe.with_suffix(".exe").is_file():
        exe = exe.with_suffix(".exe")
    if not exe.is_file():
        fail(f"no executable at {exe} (build it with scripts/build_exe.sh)")
    check_bundle(exe)
    seed = int(os.environ.get("YGG_SMOKE_SEED") or time.time_ns() % 10**6)
    print(f"smoke_exe: seed {seed} (YGG_SMOKE_SEED={seed} repeats these games)", flush=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for args in plays(random.Random(seed)):
        cmd = [str(exe), *args]
        shown = " ".join(cmd)
        t0 = time.perf_counter()
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env, cwd="/")
        except subprocess.TimeoutExpired:
            fail(f"{shown}: did not finish in 900 s")
        dt = time.perf_counter() - t0
        last = (r.stdout.strip().splitlines() or [""])[-1]
        n = int(args[args.index("--players") + 1])
        if r.returncode != 0 or not re.fullmatch(r"scores:( -?\d+){" + str(n) + "}", last):
            fail(f"{shown}: exit {r.returncode}, last line {last!r}\n{r.stderr[-2000:]}")
        print(f"smoke_exe: ok {dt:5.1f} s  {' '.join(args)}  ->  {last}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
