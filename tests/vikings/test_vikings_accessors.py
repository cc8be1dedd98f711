"""The read-only accessors a board reads (game/vikings/view.py VikingsView, implemented
on VikingsState): every member is there, says what the raw fields say, and hands out
values or copies that no caller can use to change the state."""

from __future__ import annotations

import json

from game.core import Rng
from game.vikings import new_game
from game.vikings.view import VikingsView

# accessor -> the raw field it reads (for the per-clan ones: indexed by clan)
PER_CLAN = {"settlers_of": "settlers", "temples_of": "temples", "valkyries": "valk", "boats_of": "boats",
            "settlers_left": "smat", "temples_left": "tmat", "villages_held": "vheld", "resources": "res",
            "leader_row": "rows", "favor_cards": "favors", "slain_of": "slain"}
WHOLE = {"controllers": "ctrl", "giant_values": "giants", "god_ids": "gods", "god_runes": "god_rune",
         "fury_levels": "fury", "face_down_cards": "down", "invader_cards": "invaders",
         "enemy_battle_row": "erow_b", "enemy_maxed": "emaxed", "draft_seats": "dmap"}
SCALARS = {"clan_count": "nclans", "is_solo": "solo", "with_ragnarok": "ragnarok", "map_id": "mapid",
           "enemy_clan": "enemy", "neutral_clan": "neutral", "phase_id": "phase", "era_number": "era",
           "current_clan": "cur", "chieftain_dock": "chief_dock", "enemy_mat": "emat", "solo_pile": "pile_turn",
           "num_players": "n"}


def _members() -> set[str]:
    return {k for k in VikingsView.__dict__ if not k.startswith("_")}


def _states():
    for n, exp in ((1, "ragnarok"), (1, "none"), (2, "ragnarok"), (3, "none"), (4, "ragnarok")):
        st = new_game(n, 9, {"expansion": exp})
        rng = Rng(n)
        k = 0
        while not st.is_over():
            if k % 7 == 0:
                yield st
                yield st.view(k % n)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            k += 1
        yield st


def test_the_state_has_every_member_of_the_protocol():
    st = new_game(2, 1, {"expansion": "ragnarok"})
    missing = [m for m in sorted(_members()) if not hasattr(st, m) or not hasattr(st.view(0), m)]
    assert missing == []
    assert set(PER_CLAN) | set(WHOLE) | set(SCALARS) <= _members()


def test_accessors_say_what_the_fields_say():
    checked = 0
    for st in _states():
        for name, field in SCALARS.items():
            assert getattr(st, name) == getattr(st, field)
        for name, field in WHOLE.items():
            assert getattr(st, name)() == tuple(getattr(st, field))
        for c in st.clans():
            for name, field in PER_CLAN.items():
                got = getattr(st, name)(c)
                raw = getattr(st, field)[c]
                assert got == (tuple(raw) if isinstance(raw, list) else raw), name
        for s in st.players():
            assert st.hand(s) == tuple(st.hands[s])
        for row in (0, 1):
            assert st.favor_row(row) == tuple(tuple(p) for p in st.frows[row])
        assert st.village_docks() == frozenset(st.villages)
        assert st.dedication_counts() == st.ded
        assert st.solo_piles() == tuple(tuple(p) for p in st.piles)
        assert (st.deck_count(), st.discard_count()) == (len(st.deck), len(st.discard))
        assert st.battle_now() == st.battle
        assert (st.draft_now() is None) == (st.draft is None)
        if st.draft is not None:
            assert st.draft_now().to_json() == st.draft.to_json()
        checked += 1
    assert checked > 100


def test_what_the_accessors_hand_out_cannot_change_the_state():
    for st in _states():
        before = json.dumps(st.to_json(), sort_keys=True)
        for name in list(PER_CLAN) + list(WHOLE) + ["village_docks", "solo_piles", "favor_row", "hand"]:
            if name in PER_CLAN:
                vals = [getattr(st, name)(c) for c in st.clans()]
            elif name == "favor_row":
                vals = [st.favor_row(0), st.favor_row(1)]
            elif name == "hand":
                vals = [st.hand(s) for s in st.players()]
            else:
                vals = [getattr(st, name)()]
            for x in vals:
                assert isinstance(x, (tuple, frozenset, int)), (name, type(x))
        ded = st.dedication_counts()
        ded["D1"] = 99
        bt = st.battle_now()
        if bt is not None:
            bt["parts"].append([0, "X"])
            bt["lr"]["0"] = "F"
        dr = st.draft_now()
        if dr is not None:
            dr.packs[0].clear()
        assert json.dumps(st.to_json(), sort_keys=True) == before
