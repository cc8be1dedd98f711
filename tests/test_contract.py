"""The engine contract (DESIGN.md), one suite for every game in GAMES (OpenSpiel's
random-simulation test is the model): seeded random games at every player count and
option value, checking at every step

- the JSON round trip of the state, and determinism from the seed and the actions' JSON;
- views: they change nothing, a view of a view is the view, they hide (seats with secrets
  see different things), and `view(seat).legal_actions(seat) == legal_actions(seat)`;
- the action codec: every legal action is one of the game's named types (moves.MOVES) and
  comes back from its JSON equal and of the same types;
- events: every raw event is of the game's declared kinds (events.OWN) and its facts are of
  the shared vocabulary (game.core.events.FACTS);
- progress(): its unit and count never change, its number never goes back and stays in
  range, and it says `over` at the end;
- undo barriers: a step that showed a seat something its view hid before (or that the seat
  could not foresee from its view) names that seat in `apply_reported(...).revealed_to`,
  or drew on the generator.
"""

from __future__ import annotations

import importlib
import json
import os

import pytest

from game.core import Rng
from game.core.events import FACTS, Outcome
from game.core.progress import UNITS, Progress
from game.core.state import same_types
from game.registry import GAMES, get_game
from tests.reveal_oracle import hidden_count

SOAK = int(os.environ.get("YGG_SOAK", "0"))
GAME_IDS = sorted(g for g in GAMES if get_game(g).available)


def settings(game_id: str) -> list[tuple[int, dict[str, str]]]:
    """(players, options): every player count with the default options, then each other
    option value once (at the largest player count its option applies to)."""
    spec = get_game(game_id)
    out = [(n, {}) for n in spec.player_counts]
    for key, opt in spec.options.items():
        for value in opt.choices:
            if value != opt.default:
                n = spec.min_players if key == "enemy_mat" else spec.max_players
                out.append((n, {key: value}))
    return out


CASES = [pytest.param(g, n, o, id=f"{g}-{n}p-" + ("-".join(f"{k}={v}" for k, v in o.items()) or "default"))
         for g in GAME_IDS for n, o in settings(g)]


def _module(game_id: str, name: str):
    return importlib.import_module(f"game.{game_id}.{name}")


def _norm(d):
    return json.loads(json.dumps(d, sort_keys=True))


def _random_steps(game_id: str, n: int, options: dict, seed: int):
    """Yield (state before, seat, action) along one seeded random game; the caller
    applies the action."""
    spec = get_game(game_id)
    st = spec.new_game(n, seed, options)
    rng = Rng(seed * 7 + 3)
    steps = 0
    while not st.is_over():
        ta = st.to_act()
        assert ta, "nobody to act before the end"
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        assert legal, f"seat {seat} in to_act has no legal action"
        yield st, seat, legal[rng.below(len(legal))]
        steps += 1
        assert steps < 20000, "the game does not end"


@pytest.mark.parametrize("game_id,n,options", CASES)
def test_contract_json_codec_events_progress(game_id, n, options):
    spec = get_game(game_id)
    moves = _module(game_id, "moves")
    own = _module(game_id, "events").OWN
    seed = 11 + n
    last: Progress | None = None
    played = []
    st = None
    for i, (st, seat, action) in enumerate(_random_steps(game_id, n, options, seed)):
        d = st.to_json()
        assert _norm(d) == d, "to_json is not JSON-safe"
        twin = spec.from_json(d)
        assert twin.to_json() == d
        p = st.progress()
        assert isinstance(p, Progress) and p.unit in UNITS and not p.over
        assert 0 <= p.number <= p.count
        if last is not None:
            assert (p.unit, p.count) == (last.unit, last.count)
            assert p.number >= last.number, f"progress went back: {last} -> {p}"
        last = p
        for s in st.to_act():
            for a in st.legal_actions(s):
                assert type(a) in moves.MOVES, f"{a!r} is not a named action of {game_id}"
                j = spec.action_to_json(a)
                assert json.loads(json.dumps(j)) == j
                back = spec.action_from_json(j)
                assert back == a and same_types(back, a), f"{a!r} comes back as {back!r}"
        out = st.apply_reported(seat, action)
        assert isinstance(out, Outcome)
        if i % 10 == 0:   # a state read back from its JSON goes on as the original does
            assert twin.apply(seat, action) == out.events and twin.to_json() == st.to_json()
        for e in out.events:
            assert isinstance(e, dict) and e.get("t") in own, f"{e!r} is not an event kind of {game_id}"
        assert all(type(f) in FACTS for f in out.facts)
        assert out.facts == st.facts(out.events)
        played.append((seat, spec.action_to_json(action)))
    assert st is not None and st.is_over()
    assert st.progress().over
    for e in st.setup_events() if hasattr(st, "setup_events") else []:
        assert e.get("t") in own
    # determinism: the same seed and the actions' JSON give the same game
    again = spec.new_game(n, seed, options)
    for seat, j in played:
        again.apply(seat, spec.action_from_json(j))
    assert again.to_json() == st.to_json()


@pytest.mark.parametrize("game_id,n,options", CASES)
def test_contract_views(game_id, n, options):
    spec = get_game(game_id)
    differ = False
    for i, (st, seat, action) in enumerate(_random_steps(game_id, n, options, 101 + n)):
        if i % 5:
            st.apply(seat, action)
            continue
        before = st.to_json()
        views = [st.view(s) for s in range(n)]
        assert st.to_json() == before, "view changed the state"
        st.clone()
        assert st.to_json() == before, "clone changed the state"
        for s, v in enumerate(views):
            assert v.view(s).to_json() == v.to_json()
            assert v.legal_actions(s) == st.legal_actions(s)
        if n > 1 and len({json.dumps(v.to_json(), sort_keys=True) for v in views}) > 1:
            differ = True
        st.apply(seat, action)
    if spec.hidden_hands and n > 1:
        assert differ, "no two seats ever saw the game differently: the views hide nothing"


def _foreseen(before_view, seat: int, action, after) -> bool:
    """Could `seat` foresee its own view after the step from its view before it?"""
    try:
        if seat not in before_view.to_act():
            return False
        before_view.apply(seat, action)
        return _norm(before_view.view(seat).to_json()) == _norm(after.view(seat).to_json())
    except Exception:  # noqa: BLE001 - a view that cannot take the step foresees nothing
        return False


@pytest.mark.parametrize("game_id,n,options", CASES)
def test_contract_reveals_are_reported(game_id, n, options):
    """The oracle the session used to guess by (tests/reveal_oracle.py's count of hidden
    placeholders, and applying the step to the seat's own view) never finds a reveal that
    `apply_reported` left out."""
    games = 2 if SOAK else 1
    for g in range(games):
        for st, seat, action in _random_steps(game_id, n, options, 301 + 10 * g + n):
            views = [st.view(s) for s in range(n)]
            hidden = [hidden_count(v) for v in views]
            out = st.apply_reported(seat, action)
            if out.random:
                continue
            for s in range(n):
                if hidden_count(st.view(s)) < hidden[s]:
                    assert s in out.revealed_to, (
                        f"{action!r} by seat {seat} showed seat {s} hidden things; events {out.events!r}")
            if not _foreseen(views[seat], seat, action, st):
                assert seat in out.revealed_to, (
                    f"seat {seat} could not foresee {action!r} from its view; events {out.events!r}")
