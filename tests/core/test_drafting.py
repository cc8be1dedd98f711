import pytest

from game.core import HIDDEN, Draft, IllegalAction


def test_pick_and_pass_left_until_empty():
    d = Draft([["a1", "a2", "a3"], ["b1", "b2", "b3"], ["c1", "c2", "c3"]], direction=1)
    assert d.to_act() == [0, 1, 2]
    assert d.pick(0, "a1") is False
    assert d.to_act() == [1, 2]
    d.pick(1, "b1")
    assert d.pick(2, "c1") is True
    # seat 0 now holds what seat 2 had (passing left: seat i gives to seat i+1)
    assert sorted(d.packs[1]) == ["a2", "a3"]
    assert sorted(d.packs[0]) == ["c2", "c3"]
    d.pick(0, "c2")
    d.pick(1, "a2")
    d.pick(2, "b2")
    d.pick(0, "b3")
    d.pick(1, "c3")
    d.pick(2, "a3")
    assert d.done and d.to_act() == []
    assert d.picked == [["a1", "c2", "b3"], ["b1", "a2", "c3"], ["c1", "b2", "a3"]]


def test_pass_right_and_stop_at_discards_the_rest():
    d = Draft([[1, 2, 3], [4, 5, 6]], direction=-1, stop_at=1)
    d.pick(0, 1)
    d.pick(1, 4)
    d.pick(0, 5)
    d.pick(1, 2)
    assert d.done
    assert sorted(d.leftover) == [3, 6]
    assert d.picked == [[1, 5], [4, 2]]


def test_illegal_picks_are_refused_with_a_message():
    d = Draft([["x", "y"], ["z", "w"]])
    with pytest.raises(IllegalAction, match="not in your pack"):
        d.pick(0, "z")
    d.pick(0, "x")
    with pytest.raises(IllegalAction, match="already picked"):
        d.pick(0, "y")


def test_masked_hides_other_packs_and_pending_picks():
    d = Draft([["a", "b"], ["c", "d"]])
    d.pick(1, "c")
    m = d.masked(0)
    assert m.packs[0] == ["a", "b"]
    assert m.packs[1] == [HIDDEN]
    assert m.pending[1] == HIDDEN
    m1 = d.masked(1)
    assert m1.pending[1] == "c"
    # masking changes nothing in the original, and JSON round trips
    assert d.pending[1] == "c"
    assert Draft.from_json(d.to_json()).to_json() == d.to_json()


# --- passing="each": a pack passes as soon as it is picked from --------------------------


def test_each_passes_a_pack_at_once_and_queues_it_behind_a_busy_seat():
    d = Draft([["a1", "a2", "a3"], ["b1", "b2", "b3"], ["c1", "c2", "c3"]], direction=1, passing="each")
    assert d.to_act() == [0, 1, 2]
    assert d.pick(0, "a1") is True  # passed on at once
    assert d.picked[0] == ["a1"] and d.pending == [None, None, None]
    assert d.packs[0] == [] and d.to_act() == [1, 2]  # seat 0 waits for a pack
    assert d.packs[1] == ["b1", "b2", "b3"] and d.queues[1] == [["a2", "a3"]]  # behind seat 1's own
    assert d.passed == [0, 1]
    with pytest.raises(IllegalAction, match="waiting"):
        d.pick(0, "c1")
    d.pick(1, "b2")
    assert d.packs[1] == ["a2", "a3"] and d.queues[1] == []  # the queued pack comes forward
    assert d.packs[2] == ["c1", "c2", "c3"] and d.queues[2] == [["b1", "b3"]]


def test_each_lets_a_seat_pick_two_packs_in_a_row_once_they_arrived():
    d = Draft([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], direction=1, passing="each")
    d.pick(0, 1)
    d.pick(1, 5)  # seat 1 now holds seat 0's pack
    d.pick(1, 2)  # ... and picks from it at once, without waiting for seat 2
    assert d.picked[1] == [5, 2]
    assert d.queues[2] == [[6, 7, 8], [3, 4]]  # both wait behind seat 2, in arrival order
    assert d.to_act() == [2]
    d.pick(2, 9)
    d.pick(2, 6)  # two packs in a row for seat 2 too
    assert d.packs[2] == [3, 4] and d.to_act() == [0, 2]


def test_each_stop_at_sets_finished_packs_aside_unseen_and_ends_in_seat_order():
    packs = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    d = Draft(packs, direction=1, stop_at=1, passing="each")
    a = Draft(packs, direction=1, stop_at=1)
    # seat 0 picks from its pack and from seat 2's at once; seat 1 before seat 2 picks again
    picks = [(2, 7), (0, 1), (0, 8), (1, 4), (1, 2), (2, 5)]
    for seat, card in picks:
        d.pick(seat, card)
    assert d.done and d.to_act() == [] and d.leftover == [6, 9, 3]  # held by seats 0, 1, 2
    for seat, card in sorted(picks, key=lambda x: x[1] not in (1, 4, 7)):  # the same picks, a step at a time
        a.pick(seat, card)
    assert a.done and a.picked == d.picked and a.leftover == d.leftover


def test_each_finished_pack_waits_unseen_until_the_end():
    d = Draft([[1, 2, 3], [4, 5, 6]], direction=1, stop_at=1, passing="each")
    d.pick(0, 1)
    d.pick(1, 4)
    d.pick(1, 2)  # seat 0's pack, down to [3]: finished, set aside at seat 0 (passed to it)
    assert d.spent[0] == [[3]] and d.passed is None
    assert not d.done and d.to_act() == [0] and d.packs[0] == [5, 6] and d.packs[1] == []
    assert d.masked(0).spent[0] == [[HIDDEN]] and d.masked(1).spent[0] == [[HIDDEN]]
    d.pick(0, 5)
    assert d.done and d.leftover == [3, 6] and d.spent == [[], []]


def test_each_per_pass_keeps_the_pack_for_a_second_pick():
    d = Draft([[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]], direction=1, stop_at=2, passing="each", per_pass=2)
    assert d.pick(0, 1) is False and d.packs[0] == [2, 3, 4, 5, 6] and d.passed is None
    assert d.pick(0, 2) is True and d.packs[0] == [] and d.queues[1] == [[3, 4, 5, 6]]
    d.pick(1, 7)
    d.pick(1, 8)
    assert d.packs[1] == [3, 4, 5, 6] and d.packs[0] == [9, 10, 11, 12]
    d.pick(1, 3)
    d.pick(1, 4)  # down to 2: finished
    assert d.spent[0] == [[5, 6]] and d.to_act() == [0]
    with pytest.raises(ValueError):
        Draft([[1, 2]], per_pass=2)  # two picks a pass only when each pack passes at once


def test_each_masked_hides_the_others_queues_not_the_own():
    d = Draft([["a1", "a2", "a3"], ["b1", "b2", "b3"], ["c1", "c2", "c3"]], passing="each")
    d.pick(2, "c1")  # to seat 0, behind its own pack
    d.pick(1, "b1")  # to seat 2, waiting: in front of it at once
    m0 = d.masked(0)
    assert m0.queues[0] == [["c2", "c3"]]  # passed to seat 0: it may look at it
    assert m0.packs[0] == ["a1", "a2", "a3"] and m0.packs[2] == [HIDDEN, HIDDEN]
    m1 = d.masked(1)
    assert m1.queues[0] == [[HIDDEN, HIDDEN]]  # what seat 2 passed to seat 0: hidden, same size
    assert m1.packs[0] == [HIDDEN] * 3 and m1.picked[2] == [HIDDEN] and m1.picked[1] == ["b1"]
    assert d.queues[0] == [["c2", "c3"]]  # the original unchanged
    assert m1.to_act() == d.to_act() == [0, 2]


def test_each_json_round_trip_and_an_old_save_loads_as_all():
    d = Draft([[1, 2, 3], [4, 5, 6], [7, 8, 9]], stop_at=1, passing="each")
    d.pick(0, 1)
    d.pick(1, 4)
    j = d.to_json()
    e = Draft.from_json(j)
    assert e.to_json() == j and e.passing == "each" and e.queues == d.queues and e.passed == [1, 2]
    assert e.clone().to_json() == j
    d.pick(1, 2)  # the pack down to 1 card: set aside, passed on to no one
    j = d.to_json()
    assert j["spent"] == [[], [], [[3]]] and j["passed"] is None and Draft.from_json(j).to_json() == j
    old = {"packs": [[1, 2], [3]], "picked": [[], []], "pending": [None, 4], "direction": 1,
           "stop_at": 0, "leftover": []}  # written before "each" existed
    o = Draft.from_json(old)
    assert o.passing == "all" and o.to_act() == [0] and o.queues == [[], []]
    assert o.to_json() == old  # an "all" draft writes exactly what it wrote before
    o.pick(0, 1)
    assert o.packs == [[3], [2]] and o.picked == [[1], [4]]


def test_each_replays_any_all_draft_with_the_same_cards():
    """Any list of picks the "all" draft accepts, the "each" draft accepts too and drafts
    the same cards and leftover (every pack goes round in the same order)."""
    import random
    for seed in range(60):
        r = random.Random(seed)
        n = r.randint(2, 5)
        size = r.randint(3, 8)
        cards = list(range(n * size))
        r.shuffle(cards)
        packs = [cards[i * size:(i + 1) * size] for i in range(n)]
        stop, direction = r.randint(0, 2), r.choice((1, -1))
        a = Draft(packs, direction=direction, stop_at=stop)
        e = Draft(packs, direction=direction, stop_at=stop, passing="each")
        while not a.done:
            seat = r.choice(a.to_act())
            card = r.choice(a.choices(seat))
            assert seat in e.to_act() and card in e.choices(seat)
            a.pick(seat, card)
            e.pick(seat, card)
        assert e.done and e.picked == a.picked and e.leftover == a.leftover
