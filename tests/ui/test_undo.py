"""Undo: a human takes back their own last decisions, one at a time, back to the last
point where something was revealed to them, a random event happened or another seat
acted. The session decides barriers generically (the acting seat's view applies the
action and must reach the same view as the real result); undo replays the record from
the seed, rebuilds the log and the score history, and rewrites the autosave."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core import Rng
from game.midgard import data as D
from game.midgard import data as R
from tests.ui.stubs import StubApp
from tests.ui.tables import table_app
from ui import palette as P
from ui.boards import board_scene_for
from ui.boards import midgard_layout as L
from ui.boards.demo import demo_session
from ui.boards.midgard import UNDO_RECT
from ui.session import GameSession
from ui.widgets.text import text_of

NAMES = ["Astrid", "Bjorn", "Sigrid", "Ulf"]




@pytest.fixture
def app(tmp_path):
    return StubApp(tmp_path, bot_budget=0.3)


@pytest.fixture(scope="module")
def board_app(tmp_path_factory):
    return table_app(tmp_path_factory)


def seats(*kinds: str) -> list[dict]:
    return [{"name": NAMES[i], "kind": k, "colour": i} for i, k in enumerate(kinds)]


def fresh_replay(session: GameSession):
    """The position of the session's record, replayed from the seed by nobody else."""
    st = session.spec.new_game(len(session.rec.seats), session.rec.seed, session.rec.options)
    for seat, aj in session.rec.actions:
        st.apply(seat, session.spec.action_from_json(aj))
    return st


def undo_run(flags: list[bool]) -> tuple[int, list[bool]]:
    """Where the last barrier is and the flags from it on: all that undo ever reads (it
    takes back only the trailing steps flagged True; a load computes no flag before)."""
    b = max((i for i, f in enumerate(flags) if not f), default=-1)
    return b, flags[max(b, 0):]


def typ(action: tuple) -> str | None:
    return D.CARD_TYPE[action[1]] if action[0] == "play" else None


def test_undo_restores_the_exact_position_and_redo_by_playing_gives_the_same_game(app):
    """All humans, seeded choices: after every step that can be taken back, undo gives
    exactly the position before it (and the one a fresh replay gives); playing the same
    action again gives the same position as the first time, so the game goes on as if
    nothing had happened."""
    s = GameSession.new(app, "midgard", seats("human", "human", "human"), 41, {})
    rng = Rng(41)
    undone = refused = 0
    while not s.state.is_over():
        seat = s.pending_humans()[0]
        action = rng.choice(s.state.legal_actions(seat))
        before = s.state.to_json()
        n = len(s.rec.actions)
        s.apply(seat, action)
        after = s.state.to_json()
        if not s.can_undo(seat):
            refused += 1
            assert not s.undo() and s.state.to_json() == after and len(s.rec.actions) == n + 1
            continue
        assert s.undo()
        undone += 1
        assert s.state.to_json() == before
        assert len(s.rec.actions) == n and len(s.undoable) == n
        assert fresh_replay(s).to_json() == before
        assert s.log[-1].startswith("Undone: ")
        s.apply(seat, action)                      # the same choice again
        assert s.state.to_json() == after
    assert undone > 100 and refused > 20, (undone, refused)
    assert fresh_replay(s).to_json() == s.state.to_json()


def test_repeated_undo_stops_at_the_barrier(app):
    """One human against bots: an Invasion played, a Viking chosen and moved; three undos
    take the turn back to its start, and the fourth is refused (the previous decision
    was a bot's, or the human's own pick that revealed the passed packet)."""
    for seed in range(60):
        s = GameSession.new(app, "midgard", seats("human", "random", "random"), seed, {})
        while not s.state.is_over():
            s.run_bots_until_human()
            st = s.state
            if st.is_over():
                break
            legal = st.legal_actions(0)
            inv = [a for a in legal if typ(a) == D.INVASION]
            if st.phase == R.ACTION and inv:
                break
            s.apply(0, legal[0])
        if s.state.is_over():
            continue
        start = s.state.to_json()
        n = len(s.rec.actions)
        s.apply(0, inv[0])
        if s.state.step != R.ST_PICK:
            continue
        s.apply(0, next(a for a in s.state.legal_actions(0) if a[0] == "viking"))
        s.apply(0, next(a for a in s.state.legal_actions(0) if a[0] == "to"))
        if s.state.to_act() != [0]:
            continue          # the card ended the turn: not the position this test wants
        assert s.undoable[-3:] == [True, True, True]
        for k in range(3):
            assert s.can_undo(0) and s.can_undo()
            assert s.undo()
            assert len(s.rec.actions) == n + 2 - k
        assert s.state.to_json() == start
        assert not s.can_undo() and not s.undo()
        assert len(s.rec.actions) == n and s.state.to_json() == start
        prev_seat = s.rec.actions[-1][0]
        assert prev_seat != 0 or not s.undoable[-1]
        return
    pytest.fail("no seed gave an Invasion with two moves")


def test_midgard_barriers(app):
    """Seeded all-human games, choosing Draw Cards and Score Kingdom whenever they can:
    a draft pick that completes the step (packets pass, new cards are seen) is a barrier,
    a pick that waits for others is not; Draw Cards (a hidden draw) is a barrier; the
    move of a Viking inside a card is not; Score Kingdom reveals nothing random (its
    points and presence tokens follow from the public board) and can be taken back."""
    seen: dict[str, list[bool]] = {}
    for seed in range(3):
        s = GameSession.new(app, "midgard", seats("human", "human", "human"), 100 + seed, {})
        rng = Rng(seed)
        while not s.state.is_over():
            st = s.state
            seat = s.pending_humans()[0]
            legal = st.legal_actions(seat)
            wanted = [a for a in legal if typ(a) in (D.DRAW_CARDS, D.SCORE_KINGDOM)]
            action = wanted[0] if wanted else rng.choice(legal)
            phase, rnd = st.phase, st.round
            if action[0] == "pick":
                kind = "pick completes" if st.to_act() == [seat] else "pick waits"
            elif action[0] == "play":
                kind = f"play {typ(action)}"
            elif action[0] == "to":
                kind = "move, more to come"
            else:
                kind = ""
            s.apply(seat, action)
            st = s.state
            if kind == "move, more to come" and not (st.step == R.ST_PICK and st.to_act() == [seat]):
                kind = ""
            if action[0] == "play" and (st.phase, st.round) != (phase, rnd):
                kind = ""         # the last card of the round: scoring, Ragnarok, a new doom draw
            if kind:
                seen.setdefault(kind, []).append(s.undoable[-1])
            if kind in ("pick waits", "move, more to come") or kind == f"play {D.SCORE_KINGDOM}":
                assert s.can_undo(seat)
                assert not s.can_undo((seat + 1) % 3)
    # completing a step is a barrier unless nothing new was seen (the very last pick of
    # a round passes no packet; it still reveals the others' gold cards)
    assert seen["pick completes"].count(False) >= 0.9 * len(seen["pick completes"])
    assert seen["pick waits"] and all(seen["pick waits"])
    assert seen[f"play {D.DRAW_CARDS}"] and not any(seen[f"play {D.DRAW_CARDS}"])
    assert seen["move, more to come"] and all(seen["move, more to come"])
    assert seen[f"play {D.SCORE_KINGDOM}"] and all(seen[f"play {D.SCORE_KINGDOM}"])


def test_a_waiting_pick_can_be_taken_back_only_until_another_seat_picks(app):
    s = GameSession.new(app, "midgard", seats("human", "human", "human"), 7, {})
    first = s.state.to_json()
    s.apply(0, s.state.legal_actions(0)[0])
    assert s.can_undo(0) and not s.can_undo(1)
    assert s.undo() and s.state.to_json() == first
    s.apply(0, s.state.legal_actions(0)[1])
    s.apply(1, s.state.legal_actions(1)[0])       # another seat acts: seat 0's pick is fixed
    assert not s.can_undo(0) and s.can_undo(1)
    assert s.undo() and not s.can_undo(1)
    assert s.can_undo(0)          # seat 1's pick never happened: seat 0's is the last again
    s.apply(1, s.state.legal_actions(1)[0])
    s.apply(2, s.state.legal_actions(2)[0])       # completes the step: the packets pass
    assert s.state.phase == R.DRAFT and len(s.state.to_act()) == 3
    assert s.undoable[-1] is False and not s.can_undo(2) and not s.undo()


def test_a_bots_move_is_never_undone(app):
    """With bot threads: a human's pick while the bots think cannot be taken back (the
    game waits on them), a bot's move never; a whole game with undos tried at random
    (undos taken whenever allowed) ends with a record that replays to the same game."""
    s = GameSession.new(app, "midgard", seats("human", "random", "random"), 9, {})
    s.update()                                   # the bots start thinking
    s.apply(0, s.state.legal_actions(0)[0])
    assert s.pending_bots() and not s.can_undo() and not s.undo()
    rng = Rng(9)
    undos = 0
    end = time.monotonic() + 30
    while not s.state.is_over():
        assert time.monotonic() < end
        n = len(s.rec.actions)
        if s.rec.actions and not s.is_human(s.rec.actions[-1][0]):
            assert not s.can_undo() and not s.undo() and len(s.rec.actions) == n
        s.update()
        if s.pending_humans():
            if s.can_undo() and rng.random() < 0.4:
                last = s.rec.actions[-1]
                assert s.is_human(last[0])
                assert s.undo() and len(s.rec.actions) == n - 1
                assert not s.bots.jobs               # nothing computed for another position
                undos += 1
                continue
            h = s.pending_humans()[0]
            s.apply(h, rng.choice(s.state.legal_actions(h)))
        else:
            time.sleep(0.0005)
    assert undos >= 5 and s.last_error == ""
    assert fresh_replay(s).to_json() == s.state.to_json()


def _played_a_card_that_keeps_the_turn(app) -> GameSession:
    """A human's session in round 2 right after playing a card that keeps the turn (its
    Vikings still to move): a step that can be taken back."""
    s = GameSession.new(app, "midgard", seats("human", "random", "random"), 12, {})
    rng = Rng(12)
    while True:
        s.run_bots_until_human()
        st = s.state
        keep = [a for a in st.legal_actions(0) if a[0] == "play" and typ(a) != D.DRAW_CARDS
                and (c := st.clone()).apply(0, a) is not None and c.to_act() == [0]]
        if st.phase == R.ACTION and st.step == R.ST_PLAY and st.round == 2 and keep:
            break
        s.apply(0, rng.choice(st.legal_actions(0)))
    s.apply(0, keep[0])
    return s


def test_autosave_after_undo_loads_to_the_undone_state(app):
    s = _played_a_card_that_keeps_the_turn(app)
    s.flush_autosave()
    assert s.can_undo(0)
    history = [list(x) for x in s.score_history]
    assert s.undo()
    assert s.flush_autosave()
    t = GameSession.load(app, s.save_name)
    assert t.state.to_json() == s.state.to_json() and t.rec.actions == s.rec.actions
    assert t.log == s.log[:-1] and s.log[-1].startswith("Undone: ")     # the same rebuild
    assert t.score_history == s.score_history == history
    # the undo history survives Continue: the flags are computed again by the replay
    assert undo_run(t.undoable) == undo_run(s.undoable) and len(t.undoable) == len(t.rec.actions)
    assert t.can_undo(0) == s.can_undo(0)


def test_undo_history_survives_continue(app):
    """Hot seat: the steps a human could take back before the game was left can still
    be taken back after Continue, one at a time, to the same barrier."""
    s = _played_a_card_that_keeps_the_turn(app)
    # one more step of the same turn, if it can be taken back too
    if s.state.to_act() == [0]:
        s.apply(0, s.state.legal_actions(0)[0])
        if not s.undoable[-1]:
            assert s.undo()
    assert s.can_undo(0)
    n_undo = 0
    assert s.flush_autosave()
    t = GameSession.load(app, s.save_name)
    assert undo_run(t.undoable) == undo_run(s.undoable)
    assert t.can_undo(0), "a step that could be taken back before Continue"
    while t.can_undo(0):
        assert t.undo()
        n_undo += 1
    while s.can_undo(0):
        assert s.undo()
    assert n_undo >= 1
    assert t.state.to_json() == s.state.to_json()   # back to the same barrier


def test_undo_button_and_ctrl_z_on_the_board(board_app):
    app = board_app
    session = demo_session(app, "midround")   # an Invasion played, a Viking chosen
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    undo = [(r, label) for r, label, k in board.buttons if k == "undo"]
    assert undo == [(UNDO_RECT, "Undo")]
    assert UNDO_RECT.collidelist([r for r, _l, k in board.buttons if k != "undo"]) == -1
    assert L.tray_buttons(3)[0].top > UNDO_RECT.bottom         # three token buttons fit below it
    assert board.describe()["can_undo"]
    assert board.can_undo() and session.state.step == R.ST_DEST
    n = len(session.rec.actions)
    board.click(UNDO_RECT.center)                 # the Viking's choice is taken back
    assert len(session.rec.actions) == n - 1 and session.state.step == R.ST_PICK
    assert session.log[-1].startswith("Undone: ")
    board.update(0.0)
    assert {a[0] for a in board.describe()["targets"]} >= {"viking"}
    surf = pygame.Surface((1600, 900))
    board.mouse = (-1, -1)
    board.draw(surf)
    border = (UNDO_RECT.centerx, UNDO_RECT.y)
    assert tuple(surf.get_at(border))[:3] == P.GOLD               # enabled: a gold frame
    assert board.log_panel.seen == session.log_total
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL)
    board.handle_event(ctrl_z)                    # the Invasion goes back to the hand
    assert len(session.rec.actions) == n - 2 and session.state.step == R.ST_PLAY
    assert fresh_replay(session).to_json() == session.state.to_json()
    board.update(0.0)
    assert any(t.action[0] == "play" for t in board.targets)
    assert not board.can_undo()                   # the turn began after another seat's move
    board.handle_event(ctrl_z)
    board.click(UNDO_RECT.center)
    assert len(session.rec.actions) == n - 2 and board.undone == 2
    assert board.toast_text == "Nothing to undo now"
    board.mouse = (-1, -1)
    board.draw(surf)
    assert tuple(surf.get_at(border))[:3] == P.PANEL_BORDER       # the disabled look
    board.mouse = UNDO_RECT.center
    board.draw(surf)                              # hover: its tooltip, no hover colour
    assert tuple(surf.get_at((UNDO_RECT.x + 6, UNDO_RECT.centery)))[:3] == P.PANEL_LIGHT
    # a plain Z (no Ctrl) does nothing
    session.apply(0, next(a for a in session.state.legal_actions(0) if a[0] == "play"))
    k = len(session.rec.actions)
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0))
    assert len(session.rec.actions) == k
    board.close()


def test_no_undo_button_for_spectators_or_after_the_game(board_app):
    app = board_app
    session = demo_session(app, "gameover")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    assert not any(k == "undo" for _r, _l, k in board.buttons) and not session.can_undo()
    board.close()
    bots = GameSession.new(app, "midgard", seats("random", "random"), 5, {})
    board = board_scene_for(app, bots)
    app.clear_to(board)
    board.update(0.0)
    assert board.viewer() is None and not any(k == "undo" for _r, _l, k in board.buttons)
    board.close()


@pytest.mark.parametrize("game_id", ["blood_rage", "vikings"])
def test_undo_is_generic(app, game_id):
    """No per-game code: in the other games too, a step that can be taken back comes
    back to exactly the position before it, and the same choice replays it."""
    n = 2 if game_id == "vikings" else 3
    s = GameSession.new(app, game_id, seats(*["human"] * n), 3, {})
    rng = Rng(3)
    undone = 0
    for _ in range(120):
        if s.state.is_over():
            break
        seat = s.pending_humans()[0]
        action = rng.choice(s.state.legal_actions(seat))
        before = s.state.to_json()
        s.apply(seat, action)
        after = s.state.to_json()
        if s.can_undo(seat):
            assert s.undo() and s.state.to_json() == before
            assert fresh_replay(s).to_json() == before
            s.apply(seat, action)
            assert s.state.to_json() == after
            undone += 1
    assert undone >= 20


def test_the_undone_line_is_in_the_language_shown(app):
    """"Undone: ..." names the decision taken back in the language shown (the game's
    messages were joined in English before)."""
    from ui import i18n

    s = GameSession.new(app, "midgard", seats("human", "human", "human"), 41, {})
    rng = Rng(41)
    i18n.set_language("it")
    try:
        for _ in range(200):
            seat = s.pending_humans()[0]
            action = rng.choice(s.state.legal_actions(seat))
            events = s.state.clone().apply(seat, action)
            lines = [s.spec.describe(ev, s.names, s.state) for ev in events]
            lines = [x for x in lines if x]
            s.apply(seat, action)
            if lines and s.can_undo(seat):
                english = " ".join(str(x) for x in lines)
                assert s.undo()
                line = s.log[-1]
                assert line.startswith(i18n.t("session.undone", what=""))
                assert english not in line, line
                assert " ".join(t for t in (text_of(x) for x in lines)) in line
                return
        raise AssertionError("nothing to undo with a line of its own")
    finally:
        i18n.set_language("en")
