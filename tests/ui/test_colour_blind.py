"""Colour-blind safety: every pair of a game's seat colours (ui.palette, as the boards
draw them) stays apart under deuteranopia and protanopia.

Simulation: Machado et al. 2009, severity 1.0 (full dichromacy, the hardest case), on
linearised sRGB. Difference: CIE76 ΔE in CIE L*a*b*, and CIEDE2000 as a second look.

Threshold ΔE76 >= 20: a just-noticeable difference is about 2.3 for two patches side by
side; seat colours are small pieces seen apart across a busy board, so they must be
different colours at a glance rather than merely discernible (about ten JNDs, the
distance between neighbouring named colours of this palette in normal vision is 35+).
CIEDE2000 compresses saturated differences, so its floor is set at 10. Symbols stay
on every piece as well (tested in test_every_seat_has_its_own_symbol)."""

from __future__ import annotations

import itertools

import pytest

from ui import palette as P
from ui.colour_blind import MACHADO, ciede2000, delta_e76, delta_e2000, simulate, to_lab

MIN_DE76 = 20.0
MIN_DE2000 = 10.0
VISIONS = ("normal", *MACHADO)


def seen(rgb: P.Colour, vision: str) -> P.Colour:
    return rgb if vision == "normal" else simulate(rgb, vision)


def pair_differences(game: str) -> list[tuple[float, float, str, str, str]]:
    """(ΔE76, ΔE2000, colour, colour, vision) for every seat pair of a game, worst first."""
    shades = [(name, P.colour_shade(name)) for name, _ in P.SEAT_COLOURS[game]]
    out = []
    for (n1, c1), (n2, c2) in itertools.combinations(shades, 2):
        for v in VISIONS:
            a, b = seen(c1, v), seen(c2, v)
            out.append((delta_e76(a, b), delta_e2000(a, b), n1, n2, v))
    return sorted(out)


def test_simulation_matches_known_values():
    # pure red and green collapse onto the yellow-brown axis; white and black stay
    assert simulate((255, 255, 255), "deuteranopia") == (255, 255, 255)
    assert simulate((0, 0, 0), "protanopia") == (0, 0, 0)
    r, g = simulate((255, 0, 0), "deuteranopia"), simulate((0, 255, 0), "deuteranopia")
    assert abs(r[0] - r[1]) < 60 and r[2] < 40 and abs(g[0] - g[1]) < 40
    assert delta_e76((255, 0, 0), (0, 128, 0)) > 80 > delta_e76(r, simulate((0, 128, 0), "deuteranopia"))
    assert to_lab((255, 255, 255)) == pytest.approx((100, 0, 0), abs=0.05)
    # Sharma, Wu & Dalal (2005) test pairs
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
    assert ciede2000((50, 2.49, -0.001), (50, -2.49, 0.0009)) == pytest.approx(7.1792, abs=1e-4)


def test_the_check_catches_the_old_red_green():
    # the shades before this check: red and green were 9.5 apart for a deuteranope
    red, old_green = P.hex_colour("#C8463A"), P.hex_colour("#4E9A4B")
    d = delta_e76(simulate(red, "deuteranopia"), simulate(old_green, "deuteranopia"))
    assert d < MIN_DE76


@pytest.mark.parametrize("game", sorted(P.SEAT_COLOURS))
def test_every_seat_pair_is_distinguishable(game):
    diffs = pair_differences(game)
    worst76, worst2000 = diffs[0], min(diffs, key=lambda d: d[1])
    print(f"{game}: worst ΔE76 {worst76[0]:.1f} ({worst76[2]}/{worst76[3]}, {worst76[4]}); "
          f"worst ΔE2000 {worst2000[1]:.1f} ({worst2000[2]}/{worst2000[3]}, {worst2000[4]})")
    bad = [d for d in diffs if d[0] < MIN_DE76 or d[1] < MIN_DE2000]
    assert bad == [], f"{game}: seat colours too close: {bad}"


@pytest.mark.parametrize("game", sorted(P.SEAT_COLOURS))
def test_the_board_shade_is_the_game_shade(game):
    # boards draw a seat by its colour name (colour_shade); one shade per name everywhere
    for name, rgb in P.SEAT_COLOURS[game]:
        assert P.colour_shade(name) == rgb


@pytest.mark.parametrize("game", sorted(P.SEAT_COLOURS))
def test_every_seat_has_its_own_symbol(game):
    symbols = P.SEAT_SYMBOLS[game]
    assert len(symbols) >= len(P.SEAT_COLOURS[game]) and len(set(symbols)) == len(symbols)
