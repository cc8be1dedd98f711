"""The STYLE.md palette as constants, and the seat colours and symbols of each game.

Seats are never told apart by colour alone: each seat also has a symbol, drawn with
`draw_symbol` on every piece and panel of that seat.
"""

from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]


def hex_colour(code: str) -> Colour:
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


TABLE = hex_colour("#14181F")
PANEL = hex_colour("#1F2630")
PANEL_BORDER = hex_colour("#3A4656")
PARCHMENT = hex_colour("#E8DCC0")
INK = hex_colour("#2A2118")
GOLD = hex_colour("#D4A72C")
DANGER = hex_colour("#A33A2A")
MOSS = hex_colour("#5F7A3A")
ICE = hex_colour("#7FA7C6")
EMBER = hex_colour("#B5652B")
STONE = hex_colour("#8A8478")
SEA = hex_colour("#23405C")

# a few derived shades used by the scenes
TEXT = PARCHMENT  # light text on the dark table
TEXT_DIM = hex_colour("#A9A08A")
PANEL_LIGHT = hex_colour("#2A3340")
DIM_OVERLAY = (8, 10, 14, 170)  # RGBA drawn over a board under an overlay

SYMBOLS = ("circle", "triangle", "square", "diamond", "hexagon")

# Per game: (colour name key for i18n, RGB) in the game's own colours, shades picked
# for contrast on the dark table ("black" clans are a charcoal with a light outline).
SEAT_COLOURS: dict[str, list[tuple[str, Colour]]] = {
    "midgard": [
        ("red", hex_colour("#C8463A")),
        ("black", hex_colour("#4A4E57")),
        ("green", hex_colour("#3AAB7A")),
        ("yellow", hex_colour("#E0C341")),
        ("purple", hex_colour("#8E5BB5")),
    ],
    "blood_rage": [
        ("red", hex_colour("#C8463A")),
        ("blue", hex_colour("#4C7FC4")),
        ("yellow", hex_colour("#E0C341")),
        ("brown", hex_colour("#55352A")),
    ],
    "asgard": [
        ("red", hex_colour("#C8463A")),
        ("blue", hex_colour("#4C7FC4")),
        ("green", hex_colour("#3AAB7A")),
        ("yellow", hex_colour("#E0C341")),
    ],
    "vikings": [
        ("red", hex_colour("#C8463A")),
        ("blue", hex_colour("#4C7FC4")),
        ("green", hex_colour("#3AAB7A")),
        ("yellow", hex_colour("#E0C341")),
    ],
}

SEAT_SYMBOLS: dict[str, list[str]] = {
    "midgard": ["circle", "triangle", "square", "diamond", "hexagon"],
    # Blood Rage has clans: wolf, raven, serpent, bear (the board draws the animals;
    # these plain shapes stand in wherever a small mark is needed)
    "blood_rage": ["circle", "triangle", "square", "diamond"],
    "asgard": ["circle", "triangle", "square", "diamond"],
    "vikings": ["circle", "triangle", "square", "diamond"],
}

CLAN_ANIMALS: dict[str, list[str]] = {"blood_rage": ["wolf", "raven", "serpent", "bear"]}

# a game's spec names its seat colours (game.registry GameSpec.seat_colours); these are
# their shades on the dark table
COLOUR_SHADES: dict[str, Colour] = {name: rgb for table in SEAT_COLOURS.values() for name, rgb in table}


def colour_shade(name: str) -> Colour:
    """The table shade of a seat colour named by a game's spec (grey for an unknown name)."""
    return COLOUR_SHADES.get(name, STONE)


def legible(colour: Colour, floor: float = 110.0) -> Colour:
    """A seat's colour for text on the dark panels: as it is when bright enough (its
    perceived brightness at least `floor` of 255), else mixed with parchment until it is
    (Blood Rage's brown clan read as dark on dark)."""
    def bright(c: Colour) -> float:
        return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]

    c = tuple(int(v) for v in colour[:3])
    target = PARCHMENT
    t = 0.0
    while bright(c) < floor and t < 1.0:
        t = min(1.0, t + 0.1)
        c = tuple(int(colour[i] + (target[i] - colour[i]) * t) for i in range(3))
    return c  # type: ignore[return-value]


def seat_colour(game_id: str, index: int) -> Colour:
    table = SEAT_COLOURS.get(game_id) or SEAT_COLOURS["midgard"]
    return table[index % len(table)][1]


def seat_colour_name(game_id: str, index: int) -> str:
    table = SEAT_COLOURS.get(game_id) or SEAT_COLOURS["midgard"]
    return table[index % len(table)][0]


def seat_symbol(game_id: str, index: int) -> str:
    table = SEAT_SYMBOLS.get(game_id) or list(SYMBOLS)
    return table[index % len(table)]


def _polygon(center: tuple[float, float], radius: float, sides: int, start: float) -> list[tuple[float, float]]:
    cx, cy = center
    return [
        (cx + radius * math.cos(start + 2 * math.pi * i / sides), cy + radius * math.sin(start + 2 * math.pi * i / sides))
        for i in range(sides)
    ]


def symbol_points(symbol: str, center: tuple[float, float], radius: float) -> list[tuple[float, float]] | None:
    """The outline of a seat symbol (None for the circle)."""
    if symbol == "triangle":
        return _polygon(center, radius * 1.1, 3, -math.pi / 2)
    if symbol == "square":
        return _polygon(center, radius * 1.05, 4, math.pi / 4)
    if symbol == "diamond":
        return _polygon(center, radius * 1.1, 4, 0.0)
    if symbol == "hexagon":
        return _polygon(center, radius, 6, 0.0)
    return None


def draw_symbol(
    surface: pygame.Surface,
    symbol: str,
    center: tuple[float, float],
    radius: float,
    colour: Colour,
    outline: Colour = PARCHMENT,
    width: int = 2,
) -> None:
    """A filled seat symbol with an outline (the outline keeps dark colours visible)."""
    pts = symbol_points(symbol, center, radius)
    if pts is None:
        c = (int(center[0]), int(center[1]))
        pygame.draw.circle(surface, colour, c, int(radius))
        if width:
            pygame.draw.circle(surface, outline, c, int(radius), width)
    else:
        pygame.draw.polygon(surface, colour, pts)
        if width:
            pygame.draw.polygon(surface, outline, pts, width)
