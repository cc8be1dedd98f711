"""Simulate deuteranopia and protanopia on screenshots (Machado et al. 2009, severity 1.0).

    python scripts/colour_blind.py screenshots/midgard_midround.png ... [--out /tmp/colour_blind]

Writes <name>_deuteranopia.png and <name>_protanopia.png (and the original beside them,
as one strip <name>_cvd.png: normal | deuteranopia | protanopia) into the output folder.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from ui.colour_blind import MACHADO, simulate_rgb_bytes  # noqa: E402


def simulate_png(src: Path, out: Path, scale: float = 1.0) -> list[Path]:
    img = pygame.image.load(str(src))
    if scale != 1.0:
        img = pygame.transform.smoothscale(img, (int(img.get_width() * scale), int(img.get_height() * scale)))
    size = img.get_size()
    data = pygame.image.tobytes(img, "RGB")
    out.mkdir(parents=True, exist_ok=True)
    written = []
    strip = pygame.Surface((size[0] * 3, size[1]))
    strip.blit(img.convert(24) if pygame.display.get_init() and pygame.display.get_surface() else img, (0, 0))
    for k, kind in enumerate(MACHADO, start=1):
        sim = pygame.image.frombytes(simulate_rgb_bytes(data, kind), size, "RGB")
        p = out / f"{src.stem}_{kind}.png"
        pygame.image.save(sim, str(p))
        strip.blit(sim, (size[0] * k, 0))
        written.append(p)
    p = out / f"{src.stem}_cvd.png"
    pygame.image.save(strip, str(p))
    written.append(p)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("images", nargs="+", type=Path)
    ap.add_argument("--out", type=Path, default=Path("/tmp/colour_blind"))
    ap.add_argument("--scale", type=float, default=1.0, help="shrink first (faster), e.g. 0.5")
    args = ap.parse_args(argv)
    for src in args.images:
        for p in simulate_png(src, args.out, args.scale):
            print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
