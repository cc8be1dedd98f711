"""Plays a guided game through the window (real App events): by the clicks the guide
asks for, or with random targets, every run bounded by a number of frames. Used by the
guide tests (tests/ui/test_guide_*.py) and scripts/screenshots_guide.py."""

from __future__ import annotations

from typing import Any

import pygame

from ui.boards.base import BoardScene
from ui.guide.overlay import GuideOverlay
from ui.overlays import NarrationOverlay, SummaryOverlay, overlays_of

FRAME_KEYS = {"menu", "rules", "draft_min", "undo", "results", "hint", "bots", "summary"}
DT = 0.25


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    E = pygame.event.Event
    return [E(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False),
            E(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False),
            E(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)]


def board_of(app: Any) -> BoardScene | None:
    return next((s for s in app.stack if isinstance(s, BoardScene)), None)


def guide_of(board: BoardScene) -> GuideOverlay | None:
    found = overlays_of(board, GuideOverlay)
    return found[-1] if found else None


def point_for(board: BoardScene, target: Any, avoid: list[pygame.Rect]) -> tuple[int, int] | None:
    """A point where a click finds `target` (not on a UI button, not under the guide)."""
    r = target.rect
    if target.shape == "circle":
        cands = [(int(target.center[0]), int(target.center[1]))]
    else:
        cands = [(r.x + r.w * i // 8, r.y + r.h * j // 8) for j in range(1, 8) for i in range(1, 8)]
        cands.sort(key=lambda p: (p[0] - r.centerx) ** 2 + (p[1] - r.centery) ** 2)
    for p in cands:
        if any(a.collidepoint(p) for a in avoid):
            continue
        hit = board.target_at(p)
        on_ui = any(b.collidepoint(p) for b, _, k in board.buttons if isinstance(k, str))
        if hit is not None and hit.action == target.action and not on_ui:
            return p
    return None


_BEGINNER: dict[tuple, Any] = {}


def beginner_choice(board: Any) -> Any:
    """The `easy` bot's choice for the learner's decision now (from the learner's view;
    seeded by the position, so a guided game is the same every time)."""
    from game.ai import make_bot
    from game.core import Rng

    sess = board.session
    seat = board.acting_human()
    if seat is None:
        return None
    key = (sess.spec.id, id(sess), len(sess.rec.actions), seat)
    if key not in _BEGINNER:
        if len(_BEGINNER) > 256:
            _BEGINNER.clear()
        _BEGINNER[key] = make_bot("easy", sess.spec.id).choose(sess.state.view(seat), seat,
                                                               Rng(len(sess.rec.actions) * 31 + seat))
    return _BEGINNER[key]


def guided_click(app: Any, rng: Any = None) -> tuple[int, int] | None:
    """Where the learner clicks next when doing what the guide asks (None: nothing to
    click, the table goes on by itself): the guide's Next, a story's Continue, away from
    a round summary, a lit target (any target while the guide lets go)."""
    board = board_of(app)
    if board is None or app.top is not board and not overlays_of(board) or app.top not in [board] + overlays_of(board):
        return None
    guide = guide_of(board)
    box = [guide.rect] if guide is not None and guide.rect is not None else []
    if guide is not None:
        for key in ("next", "forward", "resume"):
            r = guide.button_rects.get(key)
            if r is not None:
                return r.center
    others = [ov for ov in overlays_of(board) if not isinstance(ov, GuideOverlay)]
    top_other = next((ov for ov in reversed(others) if ov.modal), None)
    if isinstance(top_other, NarrationOverlay):
        return top_other.button().center if top_other.all_shown() else None
    if isinstance(top_other, SummaryOverlay):
        b = board.layout.BOARD
        for p in ((b.x + 20, b.bottom - 20), (b.right - 20, b.bottom - 20), (b.x + 20, b.y + 20)):
            if not any(a.collidepoint(p) for a in box):
                return p
    if top_other is not None:
        return None
    board._refresh()
    if board.acting_human() is None:
        return _board_button(board, box)
    lit = guide.lit() if guide is not None else []
    targets = lit or list(board.targets)
    if not lit and rng is None and targets:
        # the guide lets go: the learner plays as a careful beginner would (the easy bot's
        # choice from the learner's own view), not the first button (that was always Done)
        pick = beginner_choice(board)
        targets = [t for t in targets if t.action == pick] + targets
    if rng is not None and targets:
        targets = [targets[rng.below(len(targets))]] + targets
    for t in targets:
        p = point_for(board, t, box)
        if p is not None:
            return p
    if getattr(board, "draft_minimised", False):     # "Back to the draft" (the draft was put away)
        for r, _label, key in board.buttons:
            if key == "draft_min":
                return r.center
    return _board_button(board, box)


def _board_button(board: BoardScene, box: list[pygame.Rect]) -> tuple[int, int] | None:
    """A board's own button (Asgard's Continue of a moment, a two-part decision's chip)."""
    for r, _label, key in board.buttons:
        if isinstance(key, str) and key not in FRAME_KEYS and not any(a.colliderect(r) for a in box):
            return r.center
    return None


def play_guided(app: Any, max_frames: int = 6000, until: Any = None, rng: Any = None) -> dict[str, Any]:
    """Step the app, clicking what the guide asks, until the results screen (or
    `until(board, guide)` holds, or `max_frames`). Returns what happened."""
    from ui.scenes.game_over import GameOverScene

    seen: list[str] = []
    board = board_of(app)
    guide = guide_of(board) if board is not None else None
    lesson = guide.lesson if guide is not None else None
    frames = 0
    while frames < max_frames:
        frames += 1
        if isinstance(app.top, GameOverScene):
            break
        board = board_of(app)
        guide = guide_of(board) if board is not None else None
        if guide is not None and guide.step is not None and (not seen or seen[-1] != guide.step.id):
            seen.append(guide.step.id)
        if until is not None and board is not None and until(board, guide):
            break
        p = guided_click(app, rng)
        app.step(DT, click_events(p) if p is not None else [], draw=False)
    board = board_of(app)
    return {"frames": frames, "steps": seen, "over": isinstance(app.top, GameOverScene),
            "lesson": lesson, "board": board, "illegal": getattr(board, "illegal_clicks", 0)}
