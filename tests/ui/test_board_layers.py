"""The frame's layers (ui/boards/frame_parts/layers.py) and its drawing, on every board in
`BOARDS`:

- the cached dynamic layer, of which only the regions whose inputs changed are drawn
  again, is at every frame the same picture as the layer drawn whole from nothing (every
  part unclipped, in order): no region misses a change it shows, and no part draws
  outside its region;
- a thinking line that changes redraws the top bar and the seat panels only, a slide
  that ends the board's region only;
- `draw` changes nothing: the board's state, its parts' and its overlays' (a
  fingerprint of their attributes) are the same after a frame is drawn, with the mouse
  over targets, a Tab focus, and the overlays open (help, confirm, round summary,
  replay, a story told, the handoff)."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import BOARDS, board_scene_for
from ui.boards.frame_parts.layers import PARTS
from ui.overlays import BoardOverlay, ConfirmOverlay, HelpOverlay
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _picture(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _crashed(app) -> bool:
    return type(app.top).__name__ == "CrashScene"


def _play(app, board, session, rng: Rng, steps: int, check, enough=lambda: False) -> int:
    """Steps of the app with the mouse moving over targets; the humans play at random,
    read the stories, put the summaries away now and then; `check()` after each step,
    until `steps` or `enough()`. Returns the checks made."""
    made = 0
    for i in range(steps):
        if session.state.is_over() or enough():
            break
        targets = board.targets
        pos = rng.choice(targets).rect.center if targets and rng.random() < 0.7 else (rng.below(1600),
                                                                                       rng.below(900))
        app.step(1 / 30, [_motion(pos)], draw=False)
        assert not _crashed(app)
        check()
        made += board.visible()
        story = board.holding_story()
        if story is not None:
            story.go_on()
        if board.summary_open and i % 3 == 0:
            board.close_summary()
        top = app.top
        if top is not board and not isinstance(top, BoardOverlay) and hasattr(top, "ready"):
            top.ready()            # the handoff's "ready"
        seat = board.acting_human()
        if seat is not None and i % 2 == 0:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return made


@pytest.mark.parametrize("kinds", [("human", "random"), ("human", "random", "random", "human")], ids=["2", "4"])
@pytest.mark.parametrize("game_id", list(BOARDS))
def test_the_cached_layer_is_the_whole_picture(app, game_id, kinds):
    session = GameSession.new(app, game_id, seats(*kinds), 5, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(7)

    def check() -> None:
        board.refresh()
        cached = _picture(board._dyn)
        assert cached == _picture(board.layers.whole_picture()), f"regions drawn last: {board.layers.built}"

    try:
        assert _play(app, board, session, rng, 120, check) > 40
    finally:
        session.close()


@pytest.mark.parametrize("game_id", list(BOARDS))
def test_a_redraw_spread_over_frames_ends_in_the_whole_picture(app, game_id):
    # the main loop's way: the board's region first, the rest in the next frames; a click
    # in between refreshes whole first, so it meets no region of the position before
    session = GameSession.new(app, game_id, seats("human", "random", "random"), 6, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(2)
    app.spread_layers = True
    spread = 0
    try:
        for _ in range(60):
            if session.state.is_over():
                break
            seat = board.acting_human()
            if seat is not None and board.top_modal() is None:
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
            app.step(1 / 60, [], draw=False)
            if board.layers.pending:
                spread += 1
                moves, session.update = session.update, lambda: None     # the bots wait meanwhile
                try:
                    for _ in range(4):
                        if not board.layers.pending:
                            break
                        app.step(1 / 60, [], draw=False)
                finally:
                    session.update = moves
                assert not board.layers.pending, "a redraw still waits after four frames"
            story = board.holding_story()
            if story is not None:
                story.go_on()
            board.close_summary()
            board._refresh()
            assert _picture(board._dyn) == _picture(board.layers.whole_picture())
    finally:
        app.spread_layers = False
        session.close()
    assert spread > 0       # some redraws were spread


def test_a_thinking_line_redraws_the_top_and_the_panels_only(app):
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    try:
        app.step(1 / 60, [], draw=False)
        key = board.layers.key()
        core, thinking, paused, summary, hidden, hint = key
        board.layers.build((core, (True, (1,)), paused, summary, hidden, hint))
        assert board.layers.built == ["right", "top"]
        board.layers.build((core, (True, (1,)), paused, summary, ("'piece'",), hint))
        assert board.layers.built == ["board"]
        board.layers.build(key, force=True)
        assert sorted(board.layers.built) == sorted(PARTS)
    finally:
        session.close()


# --- draw changes nothing ------------------------------------------------------------------

_CACHES = {"frame_ms", "fonts", "cards", "tooltip", "draft_overlay", "hint_panel", "app", "session", "spec",
           "log_panel", "anim"}
_SIMPLE = (int, float, str, bool, type(None))


def _value(x, depth: int = 0):
    if isinstance(x, _SIMPLE):
        return x
    if isinstance(x, pygame.Surface):
        return ("surface", id(x))
    if isinstance(x, pygame.Rect):
        return tuple(x)
    if isinstance(x, (list, tuple)):
        return tuple(_value(v, depth + 1) for v in x)
    if isinstance(x, set | frozenset):
        return tuple(sorted(repr(_value(v, depth + 1)) for v in x))
    if isinstance(x, dict):
        return tuple((repr(k), _value(v, depth + 1)) for k, v in x.items())
    if callable(x):
        return ("callable", id(x))
    if depth < 2 and hasattr(x, "__dict__"):
        return (type(x).__name__,) + tuple((k, _value(v, depth + 1)) for k, v in sorted(vars(x).items())
                                           if k not in _CACHES and k not in ("frame", "board"))
    return (type(x).__name__, id(x))


def fingerprint(app, board) -> tuple:
    """The board's attributes (its parts' one level down) and its overlays', and the stack."""
    mine = tuple((k, _value(v)) for k, v in sorted(vars(board).items()) if k not in _CACHES)
    overlays = tuple(_value(s) for s in app.stack if s is not board)
    return mine, overlays, tuple(id(s) for s in app.stack)


def _drawn_unchanged(app, board) -> None:
    app.step(1 / 60, [], draw=False)
    before = fingerprint(app, board)
    app.draw(app.screen)
    assert fingerprint(app, board) == before, [k for (k, v), (k2, v2) in zip(before[0], fingerprint(app, board)[0])
                                               if v != v2]


WANTED = {"HelpOverlay", "ConfirmOverlay", "ReplayOverlay", "SummaryOverlay", "HandoffScene"}


@pytest.mark.parametrize("game_id", list(BOARDS))
def test_drawing_a_frame_changes_nothing(app, game_id):
    session = GameSession.new(app, game_id, seats("human", "random", "random", "human"), 4, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(3)
    seen: set[str] = set()
    app.settings.confirm_end_turn = True

    def check() -> None:
        names = [type(s).__name__ for s in app.stack if s is not board]
        seen.update(names)
        if rng.random() < 0.2 and board.acting_human() is not None and board.top_modal() is None:
            board.cycle_focus()               # a Tab focus
        _drawn_unchanged(app, board)
        if board.acting_human() is not None and board.top_modal() is None:
            pick = rng.random()
            if pick < 0.15:
                HelpOverlay(board).open()
                _drawn_unchanged(app, board)
                seen.add("HelpOverlay")
                board.help_open = False
            elif pick < 0.3 and board.legal:
                ConfirmOverlay(board, board.legal[0]).open()
                _drawn_unchanged(app, board)
                seen.add("ConfirmOverlay")
                board.confirming = None
            elif pick < 0.45 and board.start_replay():
                _drawn_unchanged(app, board)
                seen.add("ReplayOverlay")
                board.stop_replay()

    try:
        assert _play(app, board, session, rng, 3000, check, lambda: WANTED <= seen) > 40
    finally:
        app.settings.confirm_end_turn = False
        session.close()
    assert WANTED <= seen, seen


def test_the_fingerprint_sees_a_change_of_state(app):
    # what the old `_draw_frame` changed: the focus, a confirm, the target under the mouse
    session = GameSession.new(app, "midgard", seats("human", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    try:
        app.step(1 / 60, [], draw=False)
        app.step(1 / 60, [_motion(board.targets[0].rect.center)], draw=False)
        assert board.pointer.hover is not None
        before = fingerprint(app, board)
        board.pointer.hover = None
        assert fingerprint(app, board) != before
        app.step(1 / 60, [], draw=False)
        before = fingerprint(app, board)
        board.focus = board.targets[-1].action
        assert fingerprint(app, board) != before
        board.focus = None
        app.step(1 / 60, [], draw=False)
        before = fingerprint(app, board)
        board.confirming = board.legal[0]
        assert fingerprint(app, board) != before
    finally:
        session.close()


def test_a_seat_renamed_is_named_anew_on_the_static_layer(app):
    """A player who joins a hosted table under another name: the boats' labels (drawn on
    Midgard's static layer) say the new name, as the panels do."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 5, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    try:
        board.refresh()
        old = _picture(board.layers.static)
        session.names[1] = "Sigrid Joined"       # as HostSession._follow_seats renames a seat
        board.invalidate()
        board.refresh()
        now = _picture(board.layers.static)
        assert now != old
        assert now == _picture(board.layers.build_static())
    finally:
        session.close()
