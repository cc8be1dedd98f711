"""Colour-vision deficiency simulation and colour differences (pure Python).

Deuteranopia and protanopia after Machado, Oliveira & Fernandes (2009), severity 1.0,
applied to linearised sRGB; CIE L*a*b* (D65) with the CIE76 and CIEDE2000 differences.
Used by tests/ui/test_colour_blind.py (seat colours stay apart) and
scripts/colour_blind.py (simulated screenshots).
"""

from __future__ import annotations

import math

Colour = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# Machado et al. 2009, table for severity 1.0
MACHADO: dict[str, Matrix] = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}

_LIN = [c / 255 / 12.92 if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in range(256)]


def linear(c: int) -> float:
    return _LIN[c]


def encode(v: float) -> int:
    """A linear value back to an 8-bit sRGB channel (clipped)."""
    v = min(1.0, max(0.0, v))
    s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return int(round(255 * s))


def simulate(rgb: Colour, kind: str) -> Colour:
    """How `rgb` looks with the deficiency `kind` ("deuteranopia", "protanopia")."""
    m = MACHADO[kind]
    lin = [_LIN[c] for c in rgb]
    return tuple(encode(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def to_lab(rgb: Colour) -> tuple[float, float, float]:
    r, g, b = (_LIN[c] for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e76(c1: Colour, c2: Colour) -> float:
    return math.dist(to_lab(c1), to_lab(c2))


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """CIEDE2000 between two L*a*b* colours (Sharma, Wu & Dalal 2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lp, cp = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp = (h1p + h2p) / 2
    else:
        hp = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hp - 30)) + 0.24 * math.cos(math.radians(2 * hp))
         + 0.32 * math.cos(math.radians(3 * hp + 6)) - 0.20 * math.cos(math.radians(4 * hp - 63)))
    d_theta = 30 * math.exp(-(((hp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp ** 7 / (cp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lp - 50) ** 2 / math.sqrt(20 + (lp - 50) ** 2)
    sc = 1 + 0.045 * cp
    sh = 1 + 0.015 * cp * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh))


def delta_e2000(c1: Colour, c2: Colour) -> float:
    return ciede2000(to_lab(c1), to_lab(c2))


def simulate_rgb_bytes(data: bytes, kind: str) -> bytes:
    """A packed RGB image simulated pixel by pixel (each distinct colour computed once)."""
    cache: dict[bytes, bytes] = {}
    out = bytearray(len(data))
    for i in range(0, len(data) - 2, 3):
        px = data[i:i + 3]
        got = cache.get(px)
        if got is None:
            got = cache[px] = bytes(simulate((px[0], px[1], px[2]), kind))
        out[i:i + 3] = got
    return bytes(out)
