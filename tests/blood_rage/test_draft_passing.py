"""Blood Rage's Gods' Gifts pass each pack as soon as it is picked from (game.core.Draft's
passing="each", issue 33 defect 16): the seats to act, the 2-player rule per seat (two
picks before passing), the reveals of a pass, and that games recorded under the draft
that passed all packs together (saves from before) replay to the same hands and the same
end; a save written in the middle of such a draft goes on as it began."""

from __future__ import annotations

import pytest

from game.blood_rage import draft as D
from game.blood_rage import from_json, new_game
from game.blood_rage.invariants import check
from game.core import Draft, Rng


def _old_draft(monkeypatch) -> None:
    """Deal the drafts as before "each" passing: all packs pass together after each step
    (with 2 players direction 0 between the two picks of a pass, decide_pick's trick)."""
    def make(packs, direction=1, stop_at=0, passing="all", per_pass=1):
        return Draft(packs, direction=1 if len(packs) > 2 else 0, stop_at=stop_at)
    monkeypatch.setattr(D, "Draft", make)


def _record(n: int, seed: int, save_at: int) -> tuple[list, list, dict, object]:
    """A seeded random game: its actions, the hands after each draft, its final JSON and
    (k, its JSON after k steps), the first k >= save_at inside a draft with a pick pending
    (None if never)."""
    st = new_game(n, seed)
    rng = Rng(seed)
    moves, hands, saved, k = [], [], None, 0
    while not st.is_over():
        ta = st.to_act()
        seat = ta[rng.below(len(ta))]
        legal = st.legal_actions(seat)
        a = legal[rng.below(len(legal))]
        ev = st.apply(seat, a)
        moves.append((seat, a))
        k += 1
        if any(e["t"] == "draft_done" for e in ev):
            hands.append([list(h) for h in st.hand])
        if saved is None and k >= save_at and st.draft is not None and any(
                x is not None for x in st.draft.pending):
            saved = (k, st.to_json())  # (a pick pending: in the middle of a step)
    return moves, hands, st.to_json(), saved


def _replay(st, moves: list) -> list:
    """Apply the recorded moves (each checked legal by apply); the hands after each draft."""
    hands = []
    for seat, a in moves:
        assert seat in st.to_act(), (seat, st.to_act())
        ev = st.apply(seat, a)
        if any(e["t"] == "draft_done" for e in ev):
            hands.append([list(h) for h in st.hand])
        assert not check(st), check(st)
    return hands


@pytest.mark.parametrize("n,seed", [(2, 41), (3, 42), (4, 43), (4, 44)])
def test_a_game_recorded_with_the_old_draft_replays_the_same(monkeypatch, n, seed):
    with monkeypatch.context() as m:
        _old_draft(m)
        moves, hands, final, saved = _record(n, seed, save_at=10)
        assert new_game(n, seed).draft.passing == "all"  # (the old draft really dealt)
    st = new_game(n, seed)
    assert st.draft.passing == "each"
    got = _replay(st, moves)
    assert got == hands and len(hands) == 3
    assert st.to_json() == final
    # a save from the middle of an old draft loads as that draft and plays on to the same end
    k, js = saved
    assert "passing" not in js["draft"] and js["draft"]["pending"] != [None] * n
    s2 = from_json(js)
    assert s2.draft.passing == "all"
    _replay(s2, moves[k:])
    assert s2.to_json() == final


def _pick(st, seat: int, k: int = 0) -> list:
    """seat picks the k-th card of its pack; the step's facts."""
    card = st.draft.packs[seat][k]
    return st.apply_reported(seat, ("pick", card))


def test_a_seat_picks_from_each_pack_as_it_arrives():
    st = new_game(4, 7)
    assert st.to_act() == [0, 1, 2, 3]
    rest0 = list(st.draft.packs[0][1:])
    out = _pick(st, 0)
    assert st.to_act() == [1, 2, 3]  # seat 0 waits for seat 3's pack
    assert st.legal_actions(0) == []
    assert 1 in out.revealed_to  # seat 1 now sees seat 0's pack, waiting behind its own
    assert st.view(1).draft.queues[1] == [st.draft.queues[1][0]] and len(st.draft.queues[1][0]) == 7
    assert all(c == -1 for c in st.view(2).draft.queues[1][0])
    _pick(st, 1)
    assert st.draft.packs[1] == rest0 and st.draft.queues[1] == []  # seat 0's pack, at once
    _pick(st, 1)  # a second pick in a row, nobody else asked
    assert len(st.draft.picked[1]) == 2 and st.to_act() == [2, 3]
    assert [len(p) for p in st.draft.queues[2]] == [7, 6]
    while st.ask[0] == "pick":
        _pick(st, st.to_act()[-1])
        assert not check(st), check(st)
    assert [len(h) for h in st.hand] == [6, 6, 6, 6]


def test_two_players_keep_two_cards_of_a_pack_before_it_passes():
    st = new_game(2, 9)
    pack0 = list(st.draft.packs[0])
    out = _pick(st, 0)
    assert not out.revealed_to  # the pack stays: nothing shown (the pick may be undone)
    assert st.draft.packs[0] == pack0[1:] and st.to_act() == [0, 1]
    out = _pick(st, 0)
    assert 1 in out.revealed_to and st.to_act() == [1]  # passed to seat 1, behind its own pack
    assert st.draft.queues[1] == [pack0[2:]]
    _pick(st, 1)
    assert st.to_act() == [1]  # seat 1's second pick before its pack passes
    _pick(st, 1)
    assert st.draft.packs[1] == pack0[2:] and len(st.draft.packs[0]) == 6
    _pick(st, 1)
    _pick(st, 1)  # seat 1 keeps two of seat 0's pack while seat 0 has not picked again
    assert st.to_act() == [0] and [len(p) for p in st.draft.queues[0]] == [4]
    while st.ask[0] == "pick":
        seat = st.to_act()[0]
        _pick(st, seat)
        assert not check(st), check(st)
    assert [len(h) for h in st.hand] == [6, 6]


def test_the_old_draft_still_plays_as_it_did(monkeypatch):
    """With the drafts dealt as before (all packs passing together, a save's), the seeded
    random games of the behaviour fingerprint (tests/perf/fingerprint.py, seed 1) are step
    for step those recorded before "each" passing existed (at 915f3f3)."""
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "perf" / "fingerprint.py"
    spec = importlib.util.spec_from_file_location("fingerprint", path)
    fp = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fp)
    new = fp.fingerprint("blood_rage", [1])
    _old_draft(monkeypatch)
    old = ("13f2973ad2032e8d335e13c40a5173e047454c2bcf350ef98e28b6f842acb3c3", 994)
    assert fp.fingerprint("blood_rage", [1]) == old != new
