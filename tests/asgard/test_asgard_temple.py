"""The temple action (rules 7.2): building from the four stacks and its cost, the recruits
given to the god, and the god tile placed in a world or the underworld."""

from __future__ import annotations

from asgard_helpers import (
    PURPLE,
    RED,
    act,
    give_recruits,
    give_stones,
    position,
    run_frames,
)

from game.asgard import data as D
from game.asgard.state import MACHINE


def test_temple_recruits_all_of_the_demanded_type_and_fenrir_takes_none():
    st = position(4, rnd=4)
    give_recruits(st, RED, white=2, orange=1, giant=3)
    give_stones(st, RED, P=2, Y=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t not in (0, 1)] + [1, 0]
    st.temple[D.LOKI] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "loki")
    act(st, RED, "build", "A")
    assert st.god_rec[D.LOKI] == [0, 0, 4] and st.rec[RED] == [2, 1, 0]
    act(st, RED, *st.legal_actions(RED)[0])  # god tile slot
    st.temple[D.FENRIR] = PURPLE
    give_stones(st, PURPLE, Y=2)
    give_recruits(st, PURPLE, giant=1)
    run_frames(st, ["resolve", PURPLE])
    act(st, PURPLE, "resolve", "temple", "fenrir")
    act(st, PURPLE, "build", "A")
    assert st.god_rec[D.FENRIR] == [0, 0, 0] and st.rec[PURPLE] == [0, 0, 1]


def test_temple_god_tile_without_a_free_slot_leaves_the_game():
    st = position(4, rnd=4)
    give_stones(st, RED, P=2, Y=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t not in (0, 1)] + [1, 0]
    for i in range(7):
        st.slot[i][0] = D.god_tile(D.ODIN, 1) if not st.closed[i] else 0
    st.slot[D.LIGHT_UNDERWORLD][0] = D.god_tile(D.ODIN, 2)
    top = st.god_stack[D.FREYJA][-1]
    st.temple[D.FREYJA] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "freyja")
    ev = act(st, RED, "build", "A")
    assert any(e["t"] == "tileout" for e in ev) and top in st.god_out
    assert st.support[D.FREYJA][0] == RED
    # an empty god-tile stack: the rest of the action still happens
    st.god_stack[D.BALDR] = []
    st.temple[D.BALDR] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "baldr")
    ev = act(st, RED, "build", "A")
    assert any(e["t"] == "notile" for e in ev) and st.support[D.BALDR][0] == RED


def test_underworld_god_tile_scores_five():
    st = position(4, rnd=4)
    give_stones(st, RED, P=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 0] + [0]
    st.temple[D.FREYJA] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "freyja")
    act(st, RED, "build", "A")
    act(st, RED, "slot", 0)
    assert st.score[RED] == 5 and st.score_breakdown()[RED]["underworld"] == 5
    assert D.tile_god(st.slot[D.LIGHT_UNDERWORLD][0]) == D.FREYJA


def test_temples_of_seven_points_need_the_extra_stone():
    st = position(4)
    give_stones(st, RED, P=1, G=1, W=1)
    st.temple_stack[3] = [t for t in st.temple_stack[3] if t != 18] + [18]
    frame = ["temple", RED, D.FREYJA]
    assert ("build", "D") not in MACHINE.legal(st, frame, RED)
    give_stones(st, RED, P=1)  # a printed colour does not count as the extra stone
    assert ("build", "D") not in MACHINE.legal(st, frame, RED)
    give_stones(st, RED, K=1)
    assert ("build", "D") in MACHINE.legal(st, frame, RED)
