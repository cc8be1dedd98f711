"""The hot-seat rules of the board frame (issue 33: 11, 16, 17).

- A handoff only for a human who decides now (never "pass the computer to Ingrid" while a
  bot places its boat first).
- A handoff only where the next decision shows what the others may not see: a decision
  on public information is asked on the public table, the seat named; the next private
  decision after it is handed over.
- Nothing private is drawn under a round summary or a told story (the whole table reads
  them), and the private decision after one is handed over; the help, the confirm and
  the hint never show another human's cards.
"""

from __future__ import annotations

import json

import pygame
import pytest
from tables import StubHandoff, seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.boards.frame_parts.summary import round_of
from ui.overlays import ConfirmOverlay, HelpOverlay, HintOverlay, NarrationOverlay
from ui.session import GameSession

GAMES = {   # a hot-seat table of each board: two humans (and a bot where the game wants three)
    "midgard": ("human", "human", "random"),
    "blood_rage": ("human", "human"),
    "asgard": ("human", "human"),
    "vikings": ("human", "human", "random"),
}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _public_json(session) -> str:
    return json.dumps(session.state.view(-1).to_json(), sort_keys=True)


def _drawn_json(board) -> str:
    return json.dumps(board.view.to_json(), sort_keys=True)


class Table:
    """A hot-seat game driven by random choices through the board; the handoffs are
    stubs that record who took the computer (`holder`)."""

    def __init__(self, app, game_id: str, kinds: tuple, seed: int) -> None:
        self.app = app
        self.session = GameSession.new(app, game_id, seats(*kinds), seed, {})
        self.session.bot_process = False
        self.board = board_scene_for(app, self.session)
        app.clear_to(self.board)
        self.rng = Rng(seed)
        self.handoffs: list[int] = []
        self.holder: int | None = None     # the human the last handoff gave the computer to
        self.clear = False                 # ... and nothing was decided or read on the public table since
        self.wanted = None                 # the card a human asked to see their hand for
        self.board._push_handoff = self._push

    def _push(self, seat: int) -> None:
        board = self.board

        def ready() -> None:
            self.holder, self.clear = seat, True
            board.confirm_handoff(seat)

        self.handoffs.append(seat)
        board._handoff_scene = StubHandoff(self.app, ready)
        self.app.push(board._handoff_scene)

    def step(self) -> int | None:
        """One frame; a handoff is confirmed, a story or summary read. Returns the human
        who decides on screen now (None: nobody yet)."""
        app, board = self.app, self.board
        app.step(1 / 60, [])
        if isinstance(app.top, StubHandoff):
            app.top.ready()
            return None
        seat = board.acting_human()
        if seat is None:
            story = board.holding_story()
            if story is not None:
                story.go_on()
            elif board.summary_open:
                board.close_summary()
        return seat

    def until(self, found, limit: int = 20000) -> int:
        """Play until `found(seat)` holds for the human deciding on screen; returns it."""
        for _ in range(limit):
            if self.session.state.is_over():
                break
            seat = self.step()
            if seat is None:
                continue
            if found(seat):
                return seat
            self.decide(seat)
        raise AssertionError("the moment looked for did not come")

    def decide(self, seat: int) -> None:
        """A random choice of the whole decision; one the public table does not offer (a
        card to play) is asked for with "Show my cards" and played once shown."""
        board = self.board
        board.close_summary()
        legal = self.session.state.legal_actions(seat)
        action = self.wanted if self.wanted in legal else self.rng.choice(legal)
        self.wanted = None
        if action not in board.legal_now(seat):
            assert board.show_cards()
            self.wanted = action
            return
        assert board.apply_human(seat, action)

    def private_view(self, seat: int) -> bool:
        """`seat` decides with its own cards drawn face up."""
        board = self.board
        board.invalidate()
        board._refresh()
        return board.viewer() == seat and bool(board.describe()["hand_faces"])

    def close(self) -> None:
        self.session.close()


# --- 11: no handoff for a human who does not decide -------------------------------------------------
def test_no_handoff_to_a_human_while_a_bot_decides_first(app):
    """Tiny Epic Vikings, three seats, the bot places its boat first: nobody is asked to
    take the computer until a human decides, and then only that human."""
    for seed in range(1, 30):
        t = Table(app, "vikings", ("human", "human", "random"), seed)
        if t.session.state.to_act() == [2]:
            break
        t.close()
    else:
        raise AssertionError("no game in which the bot decides first")
    board = t.board
    try:
        board.bots_paused = True          # the bot thinks: no human decides meanwhile
        for _ in range(120):
            app.step(1 / 30, [])
        assert t.handoffs == [] and board.handoff_for is None, t.handoffs
        assert board.viewer() is None and board.describe()["hand_faces"] == []
        board.bots_paused = False
        first = None
        for _ in range(600):
            seat = t.step()
            if seat is not None:
                first = seat
                break
        assert first is not None
        # a handoff to that human, or none at all when the decision is on the public table
        assert t.handoffs in ([first], []), f"handoffs {t.handoffs} before the first human decision (seat {first})"
        assert t.handoffs or board.public_for == first
    finally:
        t.close()


# --- 16: a decision on public information needs no handoff -------------------------------------------
@pytest.mark.parametrize("game_id", ["blood_rage", "asgard"])
def test_a_decision_on_public_information_is_asked_on_the_public_table(app, game_id):
    """Whole stretch of a hot-seat game: every decision is either on the public table
    (no handoff, the seat named, nothing private drawn, the same choices as the public
    view gives) or shows the deciding seat's own cards after a handoff to it that no
    other seat's public decision and no story or summary came after."""
    # (Blood Rage seed 9: seed 5's game ended after 2 public decisions once its packs pass
    # as soon as picked from, its random path another)
    t = Table(app, game_id, GAMES[game_id], 9 if game_id == "blood_rage" else 5)
    board, session = t.board, t.session
    public = private = 0
    try:
        for _ in range(30000):
            if session.state.is_over() or (public >= 5 and private >= 30):
                break
            if board.holding_story() is not None or board.summary_open:
                t.clear = False     # read by the whole table
            seat = t.step()
            if seat is None:
                continue
            board.invalidate()
            board._refresh()
            d = board.describe()
            st = session.state
            if board.viewer() is None:
                # on the public table: named, nothing private drawn, the public view's choices
                assert board.public_for == seat and d["hand_faces"] == []
                assert _drawn_json(board) == _public_json(session)
                # the public view's choices; where they are only a part (a turn with cards
                # to play), the rest waits for "Show my cards"
                offered = board.legal_now(seat)
                assert offered == st.view(-1).legal_actions(seat)
                assert all(a in st.legal_actions(seat) for a in offered)
                keys = [k for _r, _l, k in board.buttons]
                assert ("cards" in keys) == (offered != st.legal_actions(seat)), keys
                assert board.names[seat] in board.tray.text(board.view)[0]
                assert not isinstance(app.top, StubHandoff)
                public += 1
                t.clear = False
            else:
                assert board.viewer() == seat
                assert t.holder == seat and t.clear, (seat, t.holder, t.clear)
                for owner, _card in d["hand_faces"]:
                    assert owner == seat
                private += 1
            t.decide(seat)
        assert public >= 5, (public, private)
        assert private >= 30, (public, private)
        assert len(t.handoffs) < public + private
    finally:
        t.close()


def test_a_turn_with_cards_is_asked_on_the_public_table_until_the_cards_are_asked_for(app):
    """Blood Rage's turn: invade, march, pillage and pass are public; only the cards in
    hand are secret. The turn is asked on the public table (no handoff) with those
    actions and "Show my cards"; a card cannot be played or hinted there; "Show my cards"
    hands the computer to that seat, whose hand is then shown and playable."""
    t = Table(app, "blood_rage", GAMES["blood_rage"], 5)
    board, session = t.board, t.session
    try:
        seat = t.until(lambda s: session.state.ask[0] == "turn" and board.public_for == s
                       and board.handoff.cards_hidden())
        board.invalidate()
        board._refresh()
        assert board.viewer() is None and board.describe()["hand_faces"] == []
        legal, offered = session.state.legal_actions(seat), board.legal_now(seat)
        cards = [a for a in legal if a not in offered]
        assert cards and offered and all(a in legal for a in offered)
        assert not board.apply_human(seat, cards[0]) and session.state.legal_actions(seat) == legal
        assert not board.toggle_hint() and session.hint_for(seat) is None
        button = next(r for r, _label, key in board.buttons if key == "cards")
        before = len(t.handoffs)
        board.click(button.center)
        for _ in range(600):
            if t.step() == seat and board.viewer() == seat:
                break
        assert t.handoffs[before:] == [seat]
        assert t.private_view(seat) and board.legal_now(seat) == legal
        assert board.apply_human(seat, cards[0])
    finally:
        t.close()


def test_the_draft_hands_the_computer_to_whoever_has_the_most_packs_waiting(app):
    """Blood Rage passes a pack as soon as it is picked from, so packs pile up in front
    of a seat: of the humans who pick now, the one with the most packs waiting is handed
    the computer next (one handoff for several picks), not the first in seat order."""
    t = Table(app, "blood_rage", ("human", "human", "human"), 7)
    board, session = t.board, t.session
    try:
        d = session.state.draft
        session.apply(1, session.state.legal_actions(1)[0])     # before anyone took the computer
        waiting = {s: bool(d.packs[s]) + len(d.queues[s]) for s in session.pending_humans()}
        assert waiting == {0: 1, 2: 2}
        assert t.until(lambda s: True) == 2 and t.handoffs == [2]
        for _ in range(2):                                      # both packs, one handoff
            assert board.apply_human(2, session.state.legal_actions(2)[0])
            assert t.step() in (2, None) and t.handoffs == [2]
    finally:
        t.close()


# --- 17: nothing private drawn under an overlay -------------------------------------------------------
def _open_moment(board, session, kind: str):
    if kind == "summary":
        st = session.state
        pub = st.view(-1)
        board.summary_part.summarise(round_of(st), round_of(st), board.summary_rows(pub)[1], pub, [],
                                     session.log_total)
        board.open_summary()
        return None
    story = NarrationOverlay(board, "A told moment", ["One step of it.", "And its end."])
    story.open()
    return story


@pytest.mark.parametrize("kind", ["summary", "story"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_nothing_private_is_drawn_under_a_summary_or_a_story(app, game_id, kind):
    """A human's own cards on screen; a round summary (or a told story) opens: the board
    under it is drawn from the public view, no card face up; when it is put away, the
    private decision waits for a handoff (the whole table read it)."""
    t = Table(app, game_id, GAMES[game_id], 3)
    board, session = t.board, t.session
    try:
        seat = t.until(t.private_view)
        _open_moment(board, session, kind)
        for _ in range(90):          # past the handoff pause: the moment stays, nothing is hidden by a handoff
            app.step(1 / 30, [])
            board._refresh()
            d = board.describe()
            assert d["hand_faces"] == [], f"{d['hand_faces'][:3]} drawn under the {kind}"
            assert board.viewer() is None and _drawn_json(board) == _public_json(session)
            board.draw(pygame.Surface(app.size))
        n = len(t.handoffs)
        # put away: the next private decision is handed over first
        if kind == "summary":
            board.close_summary()
        else:
            board.holding_story().close()
        for _ in range(200):
            app.step(1 / 30, [])
            if isinstance(app.top, StubHandoff):
                break
            board._refresh()
            assert board.describe()["hand_faces"] == [], f"cards shown after the {kind} without a handoff"
        assert len(t.handoffs) == n + 1 and isinstance(app.top, StubHandoff) and t.handoffs[-1] == seat
        app.top.ready()
        app.step(1 / 60, [])
        assert t.private_view(t.handoffs[-1])
    finally:
        t.close()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_help_confirm_and_hint_never_show_another_humans_cards(app, game_id):
    """The help, the "this ends your turn" question and the hint belong to the decision
    of the human who took the computer: under them only that human's own cards are ever
    drawn, and none of them carries that view to the next human without a handoff."""
    t = Table(app, game_id, GAMES[game_id], 4)
    board, session = t.board, t.session
    session.hint_iterations = 8

    def own_only() -> None:
        board._refresh()
        for owner, _card in board.describe()["hand_faces"]:
            assert owner == t.holder, (owner, t.holder, [type(ov).__name__ for ov in app.stack])

    try:
        seat = t.until(t.private_view)
        # the hint, asked and shown over the decision
        assert board.toggle_hint()
        for _ in range(400):
            app.step(1 / 30, [])
            if board.overlay_of(HintOverlay) is not None and session.hint_for(seat).done:
                break
            own_only()
        own_only()
        # the question before ending the turn, answered Yes
        ends = [a for a in session.state.legal_actions(seat) if board.ends_turn(a)]
        a = ends[0] if ends else session.state.legal_actions(seat)[0]
        board.confirming = a
        assert board.overlay_of(ConfirmOverlay) is not None
        app.step(1 / 30, [])
        own_only()
        board.answer_confirm(True)
        app.step(1 / 30, [])
        assert board.overlay_of(ConfirmOverlay) is None and board.overlay_of(HintOverlay) is None
        # the help, opened while the move is on screen, stays open through what comes next
        board.help_open = True
        for _ in range(600):
            app.step(1 / 30, [])
            if isinstance(app.top, StubHandoff):
                app.top.ready()
                continue
            own_only()
            assert board.overlay_of(HelpOverlay) is not None
            if board.acting_human() is not None and board.acting_human() != seat:
                break
    finally:
        t.close()
