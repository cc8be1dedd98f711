"""The state's read-only accessors for a board: decision(), resolving(), action_step(),
battle_now(), ragnarok_parts(). Checked along seeded random games: each agrees with the
engine's own bookkeeping, and none changes the state."""

from __future__ import annotations

import json

from game.asgard import data as D
from game.asgard import new_game
from game.asgard.state import side_value
from game.core import Rng


def _games(count: int = 12):
    for seed in range(count):
        st = new_game(2 + seed % 3, seed)
        rng = Rng(seed)
        yield st, rng


def test_accessors_follow_the_game_and_change_nothing():
    seen = set()
    for st, rng in _games():
        while not st.is_over():
            before = json.dumps(st.to_json(), sort_keys=True)
            dec = st.decision()
            res = st.resolving()
            kind, k, total = st.action_step()
            b = st.battle_now()
            assert json.dumps(st.to_json(), sort_keys=True) == before
            assert dec == st.stack[-1][0]                  # every pending decision has a name
            if dec == "rescue":
                f = st.stack[-1]
                assert b is not None and b[0] == f[2] + 1  # the world whose disc is settled
                own, other = (b[1], b[2]) if f[3] == 0 else (b[2], b[1])
                assert other - own + 1 >= f[4] > 0        # still losing by `need` or less after spends
                seen.add("rescue")
            if dec in ("resolve", "choose", "place"):
                assert res is None and kind == ""
            if dec == "pay":
                assert kind == "pay" and 0 <= k < total and res is not None and res[0] == "temple"
                seen.add("pay")
            if dec in ("buyrec", "buydisc", "dplace", "freedisc"):   # (a tile turned by a bonus is no action)
                assert res is not None and res[0] == "asgard" and kind == "asgard" and 0 <= k < total
                seen.add("asgard")
            if dec in ("freyja", "loki", "hel", "odin", "odinlo", "mimir", "fenrir", "surtr", "baldrpow"):
                assert res is not None and res[0] == "space" and D.SPACE_INDEX[res[1]] >= 0
                assert st.space[D.SPACE_INDEX[res[1]]] == st.stack[-1][1]   # the disc is still on its space
                seen.add("space")
            seat = st.to_act()[0]
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        # after Ragnarök every side's parts add up to the engine's value
        for w in range(1, D.NUM_WORLDS + 1):
            for side in (0, 1):
                p = st.ragnarok_parts(w, side)
                assert p["total"] == side_value(st, w - 1, side)
                assert p["total"] == p["tile"] + p["recruits"] + p["weapons"]
                seen.add("parts")
    assert {"rescue", "pay", "asgard", "space", "parts"} <= seen, seen


def test_ragnarok_parts_in_a_view_never_count_hidden_tiles():
    """In a seat's view during Ragnarök the other seats' tiles are hidden: the parts
    count them as 0 and the total is the sum of what the seat may see."""
    found = 0
    for st, rng in _games(30):
        while not st.is_over():
            if st.decision() == "wmplace" and any(st.rag_items):
                seat = st.to_act()[0]
                v = st.view(seat)
                for w in range(1, D.NUM_WORLDS + 1):
                    for side in (0, 1):
                        p = v.ragnarok_parts(w, side)
                        assert p["total"] == p["tile"] + p["recruits"] + p["weapons"]
                found += 1
            seat = st.to_act()[0]
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        if found >= 3:
            break
    assert found >= 3
