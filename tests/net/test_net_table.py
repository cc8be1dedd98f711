"""net.table: what a seat is sent depends on nothing it could not see; actions are checked
before anything is applied; replayed, future and out-of-turn actions are violations."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.heuristic import load_heuristic
from game.core import Rng
from net.protocol import encode
from net.table import Refused, Table, Violation


def _table(game_id, kinds, seed=3):
    return Table.create("t1", game_id, [{"kind": k} for k in kinds], seed)


def _advance(t, steps, rng):
    for _ in range(steps):
        if t.state.is_over():
            return
        seat = rng.choice(t.state.to_act())
        a = rng.choice(t.state.legal_actions(seat))
        events = t.state.apply(seat, a)
        t.rec.actions.append((seat, t.spec.action_to_json(a)))
        t.last_step = (t.seq, seat, events)


@pytest.mark.parametrize("game_id,n", [("midgard", 3), ("blood_rage", 3), ("asgard", 3), ("vikings", 3)])
def test_the_bytes_sent_to_a_seat_are_the_same_whatever_it_could_not_see(game_id, n):
    # the same table with everything the seat cannot see dealt again (the others' hands,
    # the decks, face-down tiles): the seat's messages (its position, the last move's
    # events) are byte for byte the same
    rng = random.Random(4)
    t = _table(game_id, ["remote"] * n)
    mod = load_heuristic(game_id)
    differed = 0
    for _ in range(12):
        _advance(t, 9, rng)
        for seat in range(n):
            # (the game is on: no record of it is made, whatever was dealt)
            real = encode(t.message_for(seat)) + encode(t.events_for(seat)) + json.dumps(t.record_message(seat))
            full = t.state
            t.state = mod.determinize(full.view(seat), seat, Rng(rng.randrange(10**6)))
            differed += t.state.to_json() != full.to_json()
            t.final = None      # a record would be made again from the position dealt again
            other = encode(t.message_for(seat)) + encode(t.events_for(seat)) + json.dumps(t.record_message(seat))
            t.state = full
            assert real == other, (seat, t.seq)
    assert differed > 0     # something really was dealt again


def test_an_action_is_checked_before_anything_is_applied():
    t = _table("asgard", ["remote", "remote"])
    seat = t.state.to_act()[0]
    before = t.state.to_json()
    with pytest.raises(Refused):
        t.act(seat, 0, ["no such action"])
    with pytest.raises(Refused):
        t.act(seat, 0, {"__class__": "os.system"})
    assert t.state.to_json() == before and t.rec.actions == []
    legal = t.spec.action_to_json(t.state.legal_actions(seat)[0])
    t.act(seat, 0, legal)
    assert t.seq == 1
    with pytest.raises(Violation, match="replayed"):
        t.act(seat, 0, legal)
    with pytest.raises(Violation, match="does not exist"):
        t.act(seat, 99, legal)


def test_out_of_turn_and_too_late_are_told_apart():
    t = _table("midgard", ["remote", "remote"])
    rng = random.Random(1)
    while len(t.state.to_act()) != 1:
        _advance(t, 1, rng)
    idle = 1 - t.state.to_act()[0]
    with pytest.raises(Violation, match="out of turn"):
        t.act(idle, t.seq, None)
    if t.seq > 0:
        with pytest.raises(Refused, match="too late"):
            t.act(idle, t.seq - 1, None)


def test_strikes_end_a_client_that_keeps_sending_illegal_actions():
    t = _table("asgard", ["remote", "remote"])
    seat = t.state.to_act()[0]
    with pytest.raises(Violation, match="too many"):
        for _ in range(100):
            try:
                t.act(seat, 0, "nonsense")
            except Refused:
                pass


def test_a_listing_and_the_public_seats_hold_no_secret():
    t = _table("vikings", ["remote", "easy"])
    text = json.dumps(t.listing()) + json.dumps([s.public() for s in t.seats])
    assert t.code not in text and all(s.token not in text for s in t.seats if s.token)
    assert all(len(s.token) == 32 for s in t.seats if s.kind == "remote")


def test_a_table_needs_a_remote_seat_and_a_known_game():
    with pytest.raises(ValueError):
        Table.create("x", "asgard", [{"kind": "easy"}, {"kind": "easy"}], 1)
    with pytest.raises(ValueError):
        Table.create("x", "chess", [{"kind": "remote"}], 1)
    with pytest.raises(ValueError):
        Table.create("x", "asgard", [{"kind": "remote"}, {"kind": "wizard"}], 1)


def test_a_seat_without_a_name_is_given_a_norse_one_and_a_player_who_joins_their_own():
    """The dedicated server has no language: a seat nobody named gets a Norse name (New
    game's own first), never "Player N", and no two seats the same; a player who joins
    sits under the name they gave."""
    import json as _json
    from pathlib import Path

    from net.client import NetClient
    from saves.names import DEFAULT_NAMES
    from tests.net.netplay import start_server

    t = Table.create("x", "midgard", [{"kind": "remote"}, {"kind": "easy"}, {"kind": "remote", "name": "Knut"}], 1)
    assert [s.name for s in t.seats] == ["Gunnar", "Tove", "Knut"]
    assert [s["name"] for s in t.rec.seats] == ["Gunnar", "Tove", "Knut"]
    t = Table.create("x", "midgard", [{"kind": "easy"}, {"kind": "remote", "name": "Tove"}], 1)
    assert [s.name for s in t.seats] == ["Gunnar", "Tove"]
    t = Table.create("x", "midgard", [{"kind": "remote", "name": "Tove"}, {"kind": "easy"}], 1)
    assert [s.name for s in t.seats] == ["Tove", "Knut"]
    catalogue = Path(__file__).resolve().parents[2] / "assets" / "i18n" / "en.json"
    ours = _json.loads(catalogue.read_text(encoding="utf-8"))["newgame.default_names"].split(",")
    assert tuple(n.strip() for n in ours) == DEFAULT_NAMES[:len(ours)]
    srv, thread = start_server()
    try:
        c = NetClient(thread.url, "Host")
        c.send({"type": "create", "game": "asgard", "seats": [{"kind": "remote"}, {"kind": "random"}]})
        made = c.wait_for("created")
        c.close()
        assert [s.name for s in srv.tables[made["table"]].seats] == ["Gunnar", "Tove"]
        guest = NetClient(thread.url, "Ingrid")
        guest.send({"type": "join", "table": made["table"], "code": made["code"]})
        joined = guest.wait_for("joined")
        assert [s["name"] for s in joined["seats"]] == ["Ingrid", "Tove"]
        guest.close()
    finally:
        thread.stop()
