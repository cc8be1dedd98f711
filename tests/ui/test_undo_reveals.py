"""Undo never takes back a reveal (issue 16): in every game, at a hot-seat table, a
human's step that showed another human something hidden (a card played or revealed,
the cards drafted with their gold cards, a secret choice) is never taken back. A step
reveals something to seat s when s's view holds fewer hidden placeholders after it
than before (tests/reveal_oracle.py)."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.registry import GAMES
from tests.reveal_oracle import hidden_count
from tests.ui.stubs import StubApp
from ui.session import GameSession

NAMES = ["Anna", "Bo", "Cai", "Dag"]


@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.3)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_step_that_shows_another_human_something_is_never_undone(app, game_id):
    humans = 2
    seen_reveals = 0
    undone = 0
    for seed in range(4):
        s = GameSession.new(app, game_id, [{"name": NAMES[i], "kind": "human", "colour": i} for i in range(humans)],
                            seed, {})
        rng = Rng(seed)
        for _ in range(250):
            if s.state.is_over():
                break
            seat = s.pending_humans()[0]
            others = [o for o in range(humans) if o != seat]
            before = {o: hidden_count(s.state.view(o)) for o in others}
            s.apply(seat, rng.choice(s.state.legal_actions(seat)))
            revealed = [o for o in others if hidden_count(s.state.view(o)) < before[o]]
            if revealed:
                seen_reveals += 1
                assert not s.can_undo(seat), (game_id, seed, s.rec.actions[-1])
            elif s.can_undo(seat) and rng.below(4) == 0:
                assert s.undo()
                undone += 1
    assert seen_reveals >= 3, (game_id, seen_reveals)


def test_the_last_pick_of_the_draft_that_shows_gold_cards_is_not_undone(app, monkeypatch):
    """The case met in play: at a hot-seat table the last pick ends the draft and the
    picker's gold cards are shown to everyone ("the draft is over; Anna shows gold 5,
    9"). The picker could foresee it (only their own golds), so a rule looking at the
    picker's view alone allowed the undo; the engine reports that the other human has seen
    the golds, so it is refused."""
    from game.midgard import data as D

    found = 0
    for seed in range(60):
        s = GameSession.new(app, "midgard", [{"name": NAMES[i], "kind": "human", "colour": i} for i in range(2)],
                            seed, {})
        st = s.state
        # seat 1 keeps the highest cards (the golds), seat 0 the lowest, until one pick is
        # left: the one that ends the draft
        while st.phase == "draft" and not (len(st.to_act()) == 1 and sum(len(p) for p in st.draft.packs) == 1):
            seat = s.pending_humans()[0]
            s.apply(seat, st.legal_actions(seat)[-1 if seat == 1 else 0])
            st = s.state
        if st.phase != "draft":
            continue
        seat = st.to_act()[0]
        mine = list(st.draft.picked[seat]) + list(st.draft.packs[seat])
        theirs = [c for o in range(2) if o != seat for c in st.draft.picked[o]]
        theirs += [c for o in range(2) if o != seat and st.draft.pending[o] is not None for c in [st.draft.pending[o]]]
        if not any(D.CARD_DECK[c] == D.GOLD for c in mine) or any(D.CARD_DECK[c] == D.GOLD for c in theirs):
            continue
        before = s.state.to_json()
        s.apply(seat, st.legal_actions(seat)[0])
        assert s.state.phase != "draft"                 # the draft is over, the golds are shown
        assert not s.can_undo(seat)
        # the barrier is the other human's: the engine says the step showed them something
        again = s.spec.from_json(before)
        out = again.apply_reported(seat, again.legal_actions(seat)[0])
        assert not out.random and (1 - seat) in out.revealed_to
        found += 1
        if found >= 2:
            break
    assert found >= 1
