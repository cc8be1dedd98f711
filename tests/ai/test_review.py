"""game.ai.review: a decision judged from the search's chances, the turning points, and
a review that sees only what the seat could see."""

from __future__ import annotations

from game.ai import Suggestion
from game.ai.heuristic import load_heuristic
from game.ai.review import Judgement, decisions, from_json, judge, review_seat, to_json, turning_points
from game.core import Rng
from game.registry import GAMES
from saves.timeline import Timeline
from tests.saves.timeline_games import random_record


def test_a_decision_is_judged_by_the_best_moves_chance_and_the_one_made():
    s = [Suggestion("a", 120, 0.62), Suggestion("b", 60, 0.55), Suggestion("c", 20, 0.30)]
    j = judge(7, 1, "c", s)
    assert (j.step, j.seat, j.played, j.best, j.before, j.after, j.visits) == (7, 1, "c", "a", 0.62, 0.30, 200)
    assert abs(j.drop - 0.32) < 1e-9
    assert judge(7, 1, "a", s).drop == 0.0
    # a move the search never reached is judged as its worst one
    assert judge(7, 1, "z", s).after == 0.30
    # no figure at all (a search that did not run): no drop, nothing invented
    none = judge(3, 0, "a", [Suggestion("a", 0, None)])
    assert none.drop == 0.0 and none.visits == 0


def test_the_turning_points_are_the_biggest_drops_in_the_games_order():
    js = [Judgement(k, 0, "x", "y", b, a, 100) for k, b, a in
          [(1, 0.5, 0.5), (4, 0.6, 0.2), (9, 0.5, 0.45), (12, 0.7, 0.4), (15, 0.4, 0.1), (20, 0.3, 0.29)]]
    assert [j.step for j in turning_points(js, 3)] == [4, 12, 15]
    assert [j.step for j in turning_points(js, 1)] == [4]
    assert turning_points([js[0]], 3) == []


class _Seen:
    """A state that gives out only a marker view (the review must look at nothing else)."""

    def __init__(self, legal):
        self.legal = legal

    def view(self, seat):
        return _View(seat, self.legal)

    def legal_actions(self, seat):
        raise AssertionError("the review read the full state")


class _View:
    def __init__(self, seat, legal):
        self.seat, self.legal = seat, legal

    def legal_actions(self, seat):
        return list(self.legal)


def test_decisions_keep_the_seats_own_views_of_its_choices_only():
    positions = [(1, _Seen(["a", "b"]), 0, "a"), (2, _Seen(["a", "b"]), 1, "b"), (3, _Seen(["only"]), 0, "only"),
                 (4, _Seen(["a", "b", "c"]), 0, "c")]
    got = decisions(positions, 0)
    assert [(k, played) for k, _v, played in got] == [(1, "a"), (4, "c")]
    assert all(isinstance(v, _View) and v.seat == 0 for _k, v, _p in got)


def _positions(tl, upto):
    return [(k, st.clone(), seat, a) for k, st, seat, a in tl.positions(upto)]


def test_the_review_of_a_seat_is_the_same_whatever_it_could_not_see():
    # two games that differ only in what seat 0 could not see (the others' hands, the
    # decks: each position re-dealt from seat 0's view), with the same seed
    for game_id, n in (("midgard", 3), ("blood_rage", 3)):
        spec = GAMES[game_id]
        tl = Timeline(spec, random_record(game_id, n, 31))
        real = _positions(tl, 40)
        mod = load_heuristic(game_id)
        redealt = [(k, mod.determinize(st.view(0), 0, Rng(1000 + k)), seat, a) for k, st, seat, a in real]
        assert any(r[1].to_json() != d[1].to_json() for r, d in zip(real, redealt, strict=True))
        a = review_seat(game_id, real, 0, seed=5, iterations=30)
        b = review_seat(game_id, redealt, 0, seed=5, iterations=30)
        assert a and a == b


def test_a_review_goes_to_json_and_back():
    spec = GAMES["asgard"]
    tl = Timeline(spec, random_record("asgard", 2, 3))
    js = review_seat("asgard", _positions(tl, 25), 1, seed=2, iterations=20)
    assert js
    back = from_json(to_json(js, spec.action_to_json), spec.action_from_json)
    assert back == js
