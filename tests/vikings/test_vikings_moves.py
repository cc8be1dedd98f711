"""The named actions of Tiny Epic Vikings (game/vikings/moves.py) and their codec: every
legal action is one of the named types, its JSON is the bare tuple's JSON of before (old
saves load), the JSON comes back as the same named type, and malformed JSON is refused."""

from __future__ import annotations

import json

import pytest

from game.core import IllegalAction, Rng
from game.core import actions as core_actions
from game.core.state import same_types
from game.registry import get_game
from game.vikings import moves as M
from game.vikings import new_game

SETTINGS = [(1, "none"), (1, "ragnarok"), (2, "none"), (2, "ragnarok"), (3, "ragnarok"), (4, "none"),
            (4, "ragnarok")]


def _games(seeds):
    """(state, seat, legal) at every step of seeded random games, then (state, None,
    (seed, options, the actions played)) at the end of each."""
    for n, exp in SETTINGS:
        for seed in seeds:
            st = new_game(n, seed, {"expansion": exp})
            rng = Rng(seed * 13 + n)
            played = []
            while not st.is_over():
                seats = st.to_act()
                seat = seats[rng.below(len(seats))]
                legal = st.legal_actions(seat)
                yield st, seat, legal
                a = legal[rng.below(len(legal))]
                played.append((seat, a))
                st.apply(seat, a)
            yield st, None, (seed, {"expansion": exp}, played)


def test_every_legal_action_is_named_and_round_trips():
    spec = get_game("vikings")
    seen: set[type] = set()
    for _st, seat, legal in _games(range(4)):
        if seat is None:
            continue
        for a in legal:
            assert type(a) in M.MOVES, f"{a!r} is not a named action"
            seen.add(type(a))
            j = spec.action_to_json(a)
            # the bare tuple's JSON, byte for byte: saves written before read the same
            assert json.dumps(j) == json.dumps(core_actions.action_to_json(tuple(a)))
            back = spec.action_from_json(json.loads(json.dumps(j)))
            assert back == a and type(back) is type(a) and same_types(back, a)
    assert len(seen) >= 35, sorted(c.__name__ for c in seen)


def test_old_json_of_seeded_games_replays_to_the_same_game():
    """Each game's actions written as the bare lists of the releases before (the core
    codec on plain tuples) decode to the named legal actions and replay the game."""
    spec = get_game("vikings")
    games = 0
    for st, seat, end in _games(range(2)):
        if seat is not None:
            continue
        seed, options, played = end
        old = [(s, json.dumps(core_actions.action_to_json(tuple(a)))) for s, a in played]
        again = new_game(st.n, seed, options)
        for s, j in old:
            a = spec.action_from_json(json.loads(j))
            legal = again.legal_actions(s)
            assert any(x == a and same_types(x, a) for x in legal), (a, legal)
            again.apply(s, a)
        assert again.to_json() == st.to_json()
        games += 1
    assert games == 2 * len(SETTINGS)


# one action of every type as the releases before wrote it in a save
OLD_JSON = {
    M.Done: ["done"], M.Skip: ["skip"], M.Pass: ["pass"], M.Stop: ["stop"], M.Join: ["join"],
    M.Decline: ["decline"], M.UseLeader: ["leader"], M.UseRune: ["rune"], M.Raid: ["raid"],
    M.NoRaid: ["noraid"], M.Boon: ["boon"], M.NoBoon: ["noboon"], M.NoSend: ["nosend"], M.Enter: ["enter"],
    M.ToDock: ["dock", "D3"], M.Pick: ["pick", "F10"], M.Lead: ["lead", "H02"], M.Battle: ["battle", "P07"],
    M.SlayWith: ["slay", "F10"], M.SlayAt: ["slay", "NE"], M.Recall: ["recall", "NE"],
    M.Dedicate: ["dedicate", "odin"], M.Boat: ["boat", "F2"], M.SailTo: ["to", "F2"],
    M.Deploy: ["deploy", "SW"], M.Temple: ["temple", "SW"], M.Take: ["take", "wood"],
    M.ReturnFavor: ["return", "FV03"], M.NameRune: ["rune", "F"], M.Send: ["send", "NE"],
    M.Thor: ["thor", "NE"], M.Baldur: ["baldur", "D1"], M.Count: ["count", 2], M.Nanna: ["nanna", "steel"],
    M.Sigyn: ["sigyn", "H02"], M.Discard: ["discard", "H02"], M.RaidFree: ["raid", "D3"],
    M.Tie: ["tie", "NE"], M.Move: ["move", "NE", "SE"], M.Fly: ["fly", "NE", "SE"],
    M.Carry: ["carry", "NE", "SE"], M.CarryTemple: ["carryt", "NE", "SE"], M.TempleMove: ["temple", "NE", "SE"],
    M.Heimdall: ["heimdall", "NE", "SE"], M.MoveGiant: ["giant", "NE", "SE"],
    M.Exchange: ["exchange", "wood", "food", 2], M.TakeFavor: ["favor", 1, "left"],
    M.PlaceFavor: ["place", 0, "right"], M.Loki: ["loki", 1, "food"], M.Smite: ["smite", "NE", 2],
    M.Nature: ["nature", "odin", -1], M.Sol: ["sol", "FV03", 1, "right"],
}


def test_each_type_decodes_from_the_old_json():
    assert set(OLD_JSON) == set(M.MOVES)
    for cls, j in OLD_JSON.items():
        a = M.action_from_json(j)
        assert type(a) is cls and list(a) == j
        assert M.action_to_json(a) == j
        assert a == tuple(j) and hash(a) == hash(tuple(j))
        assert a.kind == j[0]


@pytest.mark.parametrize("bad", [
    "done", None, 3, [], [7], ["fly"], ["flee", "NE"], ["done", "x"], ["move", "NE"],
    ["favor", "1", "left"], ["count", True], ["count", "2"], ["smite", "NE", "2"], ["pick", 5],
    ["exchange", "wood", "food", 2.0], ["pick", "x" * 100], ["count", 10 ** 9], {"k": "done"},
])
def test_malformed_json_is_refused(bad):
    with pytest.raises(IllegalAction):
        M.action_from_json(bad)


def test_a_bare_tuple_still_applies_as_its_named_action():
    """Callers written before the named actions pass bare tuples: one whose parts equal a
    legal action's, type for type, is that action; True for 1 is not."""
    st = new_game(3, 4, {})
    seat = st.to_act()[0]
    a = st.legal_actions(seat)[0]
    ev = st.clone().apply(seat, tuple(a))
    assert ev == st.clone().apply(seat, a)
    refused = 0
    for st, seat, legal in _games(range(1)):
        if seat is None:
            continue
        for a in legal:
            ints = [i for i, x in enumerate(a) if type(x) is int and x in (0, 1)]
            if ints:  # the same action with True/False for its 1/0: equal, and not legal
                bad = tuple(bool(x) if i == ints[0] else x for i, x in enumerate(a))
                assert bad == a
                with pytest.raises(IllegalAction):
                    st.clone().apply(seat, bad)
                refused += 1
                break
    assert refused > 20
