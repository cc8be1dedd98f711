"""Tiny Epic Vikings' `hard`: its playouts end when the searching seat is about to play
its next card (game/vikings/bot.py rollout_until), so a battle it starts has been
resolved, and its Favor card counted, before the evaluation judges."""

from __future__ import annotations

from game.core import Rng
from game.registry import get_game
from game.vikings import bot as VB

from .root_worlds import assert_paired, worlds_by_root_action


def _to_battle_choice(n: int, seed: int):
    st = get_game("vikings").new_game(n, seed, {})
    rng = Rng(seed)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if st.battle is None and any(a[0] == "battle" for a in legal):
            return st, seat, legal
        st.apply(seat, legal[rng.below(len(legal))])
    raise AssertionError("no battle could be started")


def _play_until_stop(st, seat, rng):
    stop = VB.rollout_until(st, seat)
    steps = 0
    while not st.is_over() and not stop(st):
        actor = st.to_act()[0]
        legal = st.legal_actions(actor)
        st.apply(actor, legal[rng.below(len(legal))])
        steps += 1
    return st, steps


def test_a_playout_ends_at_the_seats_next_card_after_every_other_seat_played():
    for n, seed in ((2, 3), (3, 5), (4, 8)):
        st, seat, legal = _to_battle_choice(n, seed)
        start = st.play_no
        lead = next(a for a in legal if a[0] == "lead")
        end, steps = _play_until_stop(st.clone(), seat, Rng(1))
        if end.phase == st.phase and end.era == st.era:
            assert steps > 0
            assert end.stack[-1]["k"] == "play" and end.stack[-1]["c"] == seat
            assert end.play_no == start + n
        # the test asked at the start of the seat's own turn does not stop at once
        assert not VB.rollout_until(st, seat)(st)
        after = st.clone()
        after.apply(seat, lead)
        assert not VB.rollout_until(st, seat)(after) or after.phase != st.phase


def test_a_battle_started_now_is_resolved_when_the_playout_ends():
    resolved = 0
    for n, seed in ((2, 3), (2, 11), (3, 5), (4, 8)):
        st, seat, legal = _to_battle_choice(n, seed)
        fight = next(a for a in legal if a[0] == "battle")
        s = st.clone()
        s.apply(seat, fight)
        while s.to_act() and s.to_act()[0] == seat and s.stack[-1]["k"] != "play":
            s.apply(seat, s.legal_actions(seat)[0])  # the Favor card to fight for
        assert s.battle is not None
        favor = s.battle["favor"]
        end, _ = _play_until_stop(s, seat, Rng(2))
        if end.phase == st.phase and end.era == st.era:
            assert end.battle is None or end.battle is not s.battle and end.battle.get("favor") != favor
            resolved += 1
    assert resolved >= 2


def test_the_tree_holds_only_the_searching_seats_actions():
    """`hard` branches only on its own actions (OWN_TREE_PLAYERS): the other seats'
    actions, a card led face up as much as a secret pick, are drawn from the playout
    policy, so the search does not weigh its choice against an opponent reply picked at
    random among the untried ones."""
    from game.ai.mcts import HardBot

    for n in (2, 4):
        st, seat, _legal = _to_battle_choice(n, 3)
        bot = HardBot("vikings", VB)
        bot.configure(iterations=120)
        bot.early_stop = False
        bot.choose(st.view(seat), seat, Rng(5))
        depth = 0
        todo = [(bot.last_root, 0)]
        while todo:
            node, d = todo.pop()
            depth = max(depth, d)
            for (actor, _a), child in node.children.items():
                assert actor == seat
                todo.append((child, d + 1))
        assert depth >= 2


def test_the_root_actions_are_compared_on_the_same_determinisations():
    """`hard` pairs its root actions (PAIRED_ROOT): the k-th visit of each of them plays
    from the same hidden cards, deck order and random draws, so the small differences
    between two ways to play a card are not drowned by what each happened to draw."""
    from game.ai.mcts import HardBot

    st, seat, legal = _to_battle_choice(2, 3)
    bot = HardBot("vikings", VB)
    bot.configure(iterations=80)
    bot.early_stop = False
    assert_paired(worlds_by_root_action(bot, VB.determinize, st.view(seat), seat, 5), legal)


def _to_draft_pick(n: int, seed: int):
    st = get_game("vikings").new_game(n, seed, {})
    rng = Rng(seed)
    while st.phase != "draft":
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st, st.to_act()[0]


def test_a_draft_pick_is_judged_after_the_seat_has_played_a_card():
    """A draft pick's playout goes on past the draft (DRAFT_PLAYS = 2): it ends when the
    searching seat is about to play its second card of the era, so the pick is judged by
    a card played from the drafted hand, not by the hand's static worth alone."""
    assert VB.DRAFT_PLAYS == 2 and VB.DRAFT_PLAYERS == 2
    for seed in (3, 5, 8, 13):
        st, seat = _to_draft_pick(2, seed)
        start = st.play_no
        end, steps = _play_until_stop(st.clone(), seat, Rng(4))
        assert steps > 0
        if end.era == st.era and end.phase == "actions":
            assert end.stack[-1]["k"] == "play" and end.stack[-1]["c"] == seat
            assert end.last_play[seat] >= start  # it played one card since the draft
            assert end.play_no >= start + 1


def _ends_with_the_draft(n: int, seed: int) -> None:
    st, seat = _to_draft_pick(n, seed)
    end, steps = _play_until_stop(st.clone(), seat, Rng(4))
    assert steps > 0 and end.phase != "draft" and end.play_no == st.play_no


def test_at_three_and_four_players_a_draft_playout_ends_with_the_draft():
    """At 3-4 players a playout past the draft lost (DRAFT_PLAYERS): it ends there."""
    for n, seed in ((3, 5), (4, 8), (4, 3)):
        _ends_with_the_draft(n, seed)


def test_without_draft_plays_a_draft_playout_ends_with_the_draft(monkeypatch):
    monkeypatch.setattr(VB, "DRAFT_PLAYS", 0)
    _ends_with_the_draft(2, 3)
