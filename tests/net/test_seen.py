"""game/<id>/seen.py: the events of a step as a seat may know them (what a network seat
is sent). For every game: when two positions the seat cannot tell apart — everything
hidden from it dealt again, or another seat's choice changed — lead to the same view
after the step, and the step showed that seat nothing (the engine's `Revealed` facts),
the events it is given are the same bytes. Kinds a game names `OPEN` (a choice made in
the open that the position keeps no trace of) are compared only across the hidden deal."""

from __future__ import annotations

import importlib
import json
import random

import pytest

from game.ai.heuristic import load_heuristic
from game.core import Rng
from game.core.events import revealed_to
from game.registry import GAMES

IDS = [g for g, spec in GAMES.items() if spec.available]


def _seen(game_id):
    return importlib.import_module(f"game.{game_id}.seen")


def _games(spec):
    """Seeded positions of a game: 2, 3 and (where it is played) 1 or 4 players."""
    counts = sorted({max(spec.min_players, min(n, spec.max_players)) for n in (1, 2, 3, 4)})
    for i, n in enumerate(counts):
        opts = {"expansion": "ragnarok"} if spec.id == "vikings" and i % 2 else {}
        yield i, n, opts


def _told_apart(game_id, seen_by, steps=500):
    """(steps compared, first difference found or None), over seeded random games."""
    spec, mod = GAMES[game_id], load_heuristic(game_id)
    open_kinds = _seen(game_id).OPEN
    compared, found = 0, None
    for i, n, opts in _games(spec):
        st = spec.new_game(n, 11 + i, opts)
        rng = random.Random(i)
        for _ in range(steps):
            if st.is_over():
                break
            s = rng.choice(st.to_act())
            legal = st.legal_actions(s)
            a = rng.choice(legal)
            before = st.clone()
            events = st.apply(s, a)
            shown = revealed_to(st.facts(events), n)
            for o in range(n):
                if o == s or o in shown:
                    continue
                mine = json.dumps(seen_by(events, o, st), sort_keys=True)
                view = st.view(o).to_json()
                worlds = [(mod.determinize(before.view(o), o, Rng(rng.randrange(10**6))), a)]
                if not any(e.get("t") in open_kinds for e in events):
                    worlds += [(before.clone(), b) for b in legal[:6] if b != a]
                for w, b in worlds:
                    try:
                        if b not in w.legal_actions(s):
                            continue
                        other_events = w.apply(s, b)
                    except Exception:  # noqa: BLE001 - a dealt-again world may not allow that move
                        continue
                    if w.view(o).to_json() != view:
                        continue        # the seat can tell these apart: it may know the difference
                    if b != a and any(e.get("t") in open_kinds for e in other_events):
                        continue
                    compared += 1
                    other = json.dumps(seen_by(other_events, o, w), sort_keys=True)
                    if other != mine and found is None:
                        found = (game_id, o, mine[:300], other[:300])
    return compared, found


@pytest.mark.parametrize("game_id", IDS)
def test_a_seat_is_given_the_same_events_in_positions_it_cannot_tell_apart(game_id):
    compared, found = _told_apart(game_id, _seen(game_id).seen_by)
    assert found is None, found
    assert compared > 200


def test_the_check_finds_a_secret_the_events_hold_when_nothing_is_hidden():
    # Midgard's Vanaheim token: its colour is in the raw event; given whole, it is found
    _compared, found = _told_apart("midgard", lambda events, seat, state: events)
    assert found is not None and "vanaheim_token" in found[2]


@pytest.mark.parametrize("game_id", IDS)
def test_the_kinds_seen_names_are_kinds_the_game_emits(game_id):
    seen = _seen(game_id)
    own = importlib.import_module(f"game.{game_id}.events").OWN
    assert set(seen.PRIVATE) | set(seen.SECRET) | set(seen.OPEN) <= own


@pytest.mark.parametrize("game_id", IDS)
def test_a_seat_gets_its_own_events_whole_and_copies_of_json(game_id):
    spec, seen = GAMES[game_id], _seen(game_id)
    st = spec.new_game(spec.min_players if spec.min_players > 1 else 2, 5, {})
    rng = random.Random(2)
    for _ in range(150):
        if st.is_over():
            break
        s = rng.choice(st.to_act())
        events = st.apply(s, rng.choice(st.legal_actions(s)))
        own = seen.seen_by(events, s, st)
        assert json.loads(json.dumps(own)) == own
        kept = [e for e in events if e.get("t") not in seen.SECRET or e.get("seat") == s]
        assert own == json.loads(json.dumps(kept))          # nothing of its own is taken away
        assert all(a is not b for a, b in zip(own, events, strict=False))


def test_another_seat_is_told_a_vanaheim_token_without_its_colour():
    seen = _seen("midgard")
    ev = [{"t": "vanaheim_token", "seat": 1, "colour": 2, "secret": True}]
    assert seen.seen_by(ev, 0)[0]["colour"] == -1 and seen.seen_by(ev, None)[0]["colour"] == -1
    assert seen.seen_by(ev, 1)[0]["colour"] == 2 and ev[0]["colour"] == 2
