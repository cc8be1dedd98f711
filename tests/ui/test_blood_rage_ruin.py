"""A destroyed Blood Rage province's cracks are the same in every run: they were seeded
by `hash()` of the province's name, which Python salts per process (issue 33)."""

from __future__ import annotations

import pygame
import pytest

from ui.boards import blood_rage_draw as BD
from ui.boards import blood_rage_layout as L
from ui.fonts import FontCache


@pytest.fixture(scope="module")
def painter():
    pygame.font.init()
    return BD.Painter(FontCache(), None, ["A", "B"], [(200, 0, 0), (0, 0, 200)], ["wolf", "raven"],
                      lambda *a: None)


def _ruin(painter, p: str) -> bytes:
    d = pygame.Surface((1600, 900))
    painter._ruin(d, p)
    return pygame.image.tobytes(d, "RGB")


def test_the_cracks_do_not_depend_on_the_salted_hash(painter, monkeypatch):
    p = next(iter(L.START))             # an outer province (Yggdrasil is never destroyed)
    first = _ruin(painter, p)
    # another process salts hash() otherwise: the drawing must not follow it
    monkeypatch.setattr(BD, "hash", lambda _o: 424242, raising=False)
    assert _ruin(painter, p) == first
