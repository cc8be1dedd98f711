"""saves.timeline: any position of a record, the round starts, and the hidden-parts rule
of watching (a game in progress never shows another seat's hidden parts)."""

from __future__ import annotations

import pytest

from game.registry import GAMES
from saves.timeline import TABLE, HiddenPartsError, Timeline
from tests.saves.timeline_games import random_record

CASES = [("midgard", 3), ("blood_rage", 4), ("asgard", 2), ("vikings", 1), ("vikings", 3)]


@pytest.fixture(scope="module", params=CASES, ids=[f"{g}-{n}" for g, n in CASES])
def finished(request):
    game_id, n = request.param
    rec = random_record(game_id, n, 11)
    return GAMES[game_id], rec, Timeline(GAMES[game_id], rec, keep_every=10)


def _direct(spec, rec, k):
    return rec.replay(spec, upto=k)


def test_every_sampled_position_is_the_one_a_straight_replay_reaches(finished):
    spec, rec, tl = finished
    assert tl.finished and tl.steps == len(rec.actions)
    for k in sorted({0, 1, 5, 17, tl.steps // 3, tl.steps // 2, tl.steps - 1, tl.steps}):
        assert tl.state_at(k).to_json() == _direct(spec, rec, k).to_json(), k


def test_a_position_handed_out_is_a_copy(finished):
    _spec, _rec, tl = finished
    k = tl.steps // 2
    st = tl.state_at(k)
    before = tl.state_at(k).to_json()
    seat = st.to_act()[0]
    st.apply(seat, st.legal_actions(seat)[0])
    assert tl.state_at(k).to_json() == before


def test_the_round_starts_are_marked_in_order_where_the_progress_changes(finished):
    _spec, _rec, tl = finished
    steps = [m.step for m in tl.marks]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)
    assert len(tl.marks) >= 2
    for m in tl.marks:
        p = tl.state_at(m.step).progress()
        assert (p.unit, p.number) == (m.unit, m.number)
        if m.step > 0:
            q = tl.state_at(m.step - 1).progress()
            assert (q.unit, q.number) != (m.unit, m.number)


def test_page_keys_go_from_round_start_to_round_start(finished):
    _spec, _rec, tl = finished
    k = tl.marks[1].step + 1
    assert tl.mark_before(k) == tl.marks[1].step
    assert tl.mark_after(k) == (tl.marks[2].step if len(tl.marks) > 2 else tl.steps)
    assert tl.mark_before(0) == 0 and tl.mark_after(tl.steps) == tl.steps


def test_the_events_of_a_step_are_those_of_applying_its_move(finished):
    spec, rec, tl = finished
    k = tl.steps // 2
    seat, action = tl.move_at(k)
    st = _direct(spec, rec, k - 1)
    assert tl.events_at(k) == st.apply(seat, action)
    with pytest.raises(IndexError):
        tl.move_at(0)
    with pytest.raises(IndexError):
        tl.state_at(tl.steps + 1)


def test_a_finished_game_may_be_watched_open_and_from_each_seat(finished):
    _spec, rec, tl = finished
    k = tl.steps // 2
    assert tl.view_at(k, None).to_json() == tl.state_at(k).to_json()
    assert set(tl.views()) == {TABLE, None, *range(len(rec.seats))}
    for s in range(len(rec.seats)):
        assert tl.view_at(k, s).to_json() == tl.state_at(k).view(s).to_json()


def _with_kinds(rec, kinds):
    for seat, kind in zip(rec.seats, kinds, strict=True):
        seat["kind"] = kind
    return rec


@pytest.mark.parametrize("game_id,n", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_a_game_in_progress_never_shows_a_hidden_part_a_player_could_not_see(game_id, n):
    spec = GAMES[game_id]
    solo = ["human"] + ["hard"] * (n - 1)
    hot = (["human", "human"] + ["hard"] * (n - 2)) if n >= 2 else ["human"]
    for kinds, allowed in ((solo, {TABLE, 0}), (hot, {TABLE} if n >= 2 else {TABLE, 0}),
                           (["hard"] * n, {TABLE})):
        tl = Timeline(spec, _with_kinds(random_record(game_id, n, 5, limit=60), kinds))
        assert not tl.finished
        assert set(tl.views()) == allowed, kinds
        for k in (0, 30, tl.steps):
            with pytest.raises(HiddenPartsError):
                tl.view_at(k, None)
            for s in range(n):
                if s in allowed:
                    assert tl.view_at(k, s).to_json() == tl.state_at(k).view(s).to_json()
                else:
                    with pytest.raises(HiddenPartsError):
                        tl.view_at(k, s)
            assert tl.view_at(k, TABLE).to_json() == tl.state_at(k).view(TABLE).to_json()
        # and the table's view hides something at some point: the open state differs
        full = tl.state_at(tl.steps).to_json()
        assert tl.view_at(tl.steps, TABLE).to_json() != full
