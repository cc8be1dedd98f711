"""Portuguese place phrases read with their article (issue 33, 12): a Tiny Epic Vikings
Dock ("na Doca de Nordhagi…", not "em Doca de…") and an Asgard space ("no espaço de
Oração de Odin", not "em espaço de…") in every sentence that takes only that kind of
place, worded with the real phrases of every map and space."""

from __future__ import annotations

import re

import pytest

from game.asgard import text as AT
from game.vikings import data as VD
from game.vikings import text as VT
from game.vikings.board import board
from ui import i18n
from ui.widgets.text import text_of

# a preposition straight before the place's noun: its article is missing
BARE = re.compile(r"\b(em|de|para|até) (Doca|fiorde|espaço|área)\b")

# the sentences whose placeholder is always a Dock (Vikings) or a space (Asgard)
VIKINGS_DOCK = {"vikings.event.place_boat": "dock", "vikings.event.raid": "dock",
                "vikings.event.enemy_setup": "dock", "vikings.event.build_boat": "at",
                "vikings.act.dock": "x", "vikings.act.raid_at": "x", "vikings.act.boat_build": "x",
                "vikings.act.tyr_dock": "x", "vikings.label.raid_at": "where"}
# ... a Dock or a fjord (a Boat's moves): worded with an arrow, no preposition to agree
VIKINGS_WATER = {"vikings.event.sail": ("src", "dst"), "vikings.event.bumped": ("src", "dst"),
                 "vikings.event.chief_sail": ("src", "dst"), "vikings.event.chief_sail_via": ("src", "dst", "via"),
                 "vikings.act.to": "x", "vikings.label.to": "where", "vikings.act.boat_pick": "x",
                 "vikings.label.boat": "where"}
ASGARD_SPACE = {"asgard.act.move": "space", "asgard.act.place": "space", "asgard.act.resolve": "space",
                "asgard.action.move": "space", "asgard.event.move": ("frm", "to"), "asgard.event.place": "where",
                "asgard.event.pray": "space", "asgard.status.resolving": "where"}


@pytest.fixture
def pt():
    i18n.set_language("pt")
    yield
    i18n.set_language("en")


def _worded(key: str, fields: str | tuple, place: str) -> str:
    fields = (fields,) if isinstance(fields, str) else fields
    return i18n.t(key, who="Gunnar", name="Gunnar", god="Odin", mat="Clã do Lobo",
                  **{f: place for f in fields})


def test_a_dock_has_its_article_in_portuguese(pt):
    docks = {text_of(VT.place(d, mid)) for mid in VD.MAPS for d in board(mid).dock_fjord}
    assert docks and all(d.startswith("Doca") for d in docks)
    bad = [s for key, f in VIKINGS_DOCK.items() for d in docks for s in [_worded(key, f, d)] if BARE.search(s)]
    assert bad == []


def test_a_boats_move_reads_whole_in_portuguese(pt):
    """From a Dock into a fjord and back ("veleja com o Barco de Doca de… para fiorde
    entre…" had no article twice): the Portuguese sentence needs none."""
    water = {text_of(VT.place(x, mid)) for mid in VD.MAPS for x in (*board(mid).dock_fjord, *board(mid).fjord_adj)}
    assert any(w.startswith("fiorde") for w in water) and any(w.startswith("Doca") for w in water)
    bad = [s for key, f in VIKINGS_WATER.items() for w in water for s in [_worded(key, f, w)] if BARE.search(s)]
    assert bad == []


def test_an_asgard_space_has_its_article_in_portuguese(pt):
    spaces = {text_of(AT.space(sid)) for sid in AT._space_ids()}
    assert len(spaces) > 20
    bad = [s for key, f in ASGARD_SPACE.items() for sp in spaces for s in [_worded(key, f, sp)] if BARE.search(s)]
    assert bad == []
