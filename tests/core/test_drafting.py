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
