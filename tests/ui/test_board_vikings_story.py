"""The Vikings board's told stories (ui/boards/vikings.py, a NarrationOverlay): an enemy
turn told whole, each step with its outcome, the enemy's own rules said where they act,
a player's score falling said why, reopened from "Enemy's turn", told at once with the
animations off, and never over what the human must choose (issue 33 defects 2 and 8)."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from ui.boards import board_scene_for
from ui.boards import vikings_layout as L
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def solo_board(app, seed: int = 21):
    session = GameSession.new(app, "vikings", seats("human"), seed, {"expansion": "ragnarok"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    return board, session


def test_an_enemy_step_with_no_outcome_says_nothing_came_of_it(app):
    board, _s = solo_board(app)
    e = board.session.state.enemy_clan
    events = [{"t": "turn", "seat": e}, {"t": "play", "seat": e, "card": "P06", "mode": "lead"},
              {"t": "leader", "seat": e, "card": "P06", "action": "EXPL", "n": 1},
              {"t": "enemy_icon", "icon": "HUNT", "track": "wood"}, {"t": "no_effect"},
              {"t": "turn", "seat": 0}]
    kind, _title, lines, _fired = board._story_of(events, None)
    texts = [t for t, _c in lines]
    assert kind == "enemy" and len(texts) == 3
    assert "plays" in texts[0]
    assert "Leader Action Explore 1" in texts[1] and texts[1].endswith("nothing comes of it.")
    assert texts[2].endswith("nothing comes of it.") and "Nothing happens" not in " ".join(texts)


def test_the_enemy_builds_slaying_says_its_rule(app):
    board, _s = solo_board(app)
    st = board.session.state
    e = st.enemy_clan
    region = st._board.regions[0]
    events = [{"t": "turn", "seat": e}, {"t": "leader", "seat": e, "card": "H01", "action": "BUILD", "n": 1},
              {"t": "slay", "seat": e, "region": region}, {"t": "turn", "seat": 0}]
    _k, _t, lines, _f = board._story_of(events, None)
    assert "nothing comes of it" not in lines[0][0]
    assert "(Enemy rule: a Build with a Temple on its mat" in lines[1][0]
    events[2:2] = [{"t": "valkyrie_sent", "seat": e, "rune": "F", "region": region}]
    _k, _t, lines, _f = board._story_of(events, None)
    assert any("its Valkyrie slays a Giant at once" in t for t, _c in lines)


def test_a_score_falling_in_the_enemy_turn_is_said_why(app):
    board, _s = solo_board(app)
    e = board.session.state.enemy_clan
    before = [{"islands": 6, "favors": 0, "giants": 0, "total": 6}]
    board.session.state.score_breakdown()   # today's: 0 for seat 0 at the start
    events = [{"t": "turn", "seat": e}, {"t": "leader", "seat": e, "card": "P06", "action": "EXPL", "n": 1}]
    _k, _t, lines, _f = board._story_of(events, before)
    assert "score falls from 6 to 0: islands held 6 to 0" in lines[-1][0]


def _play_to_an_enemy_story(board, session):
    from game.core import Rng
    rng = Rng(4)
    for _ in range(400):
        if board.story is not None and board.story.kind == "enemy":
            return board.story
        board.story = None
        legal = session.state.legal_actions(0)
        session.apply(0, legal[rng.below(len(legal))])
    raise AssertionError("no enemy turn told")


def test_the_enemy_turn_is_told_at_once_with_animations_off_and_reopens(app):
    app.settings.animation_speed = 0
    board, session = solo_board(app)
    story = _play_to_an_enemy_story(board, session)
    assert story.step_seconds == 0 and story.all_shown() and story.is_open()
    steps = list(story.steps)
    story.go_on()
    assert board.story is None
    board.invalidate()
    board.refresh()
    assert any(k == "enemy_story" for _r, _l, k in board.buttons)
    board.on_button("enemy_story")
    assert board.story is not None and board.story.steps == steps


def test_a_story_is_never_put_over_what_the_human_chooses():
    base = L.overlay_rect()
    era_choice = pygame.Rect(base.x + 20, base.bottom - 60, 80, 40)
    box = L.story_rect([era_choice])
    assert not box.colliderect(era_choice) and box.size == base.size
    assert L.story_rect([]) == base
    # the draft's cards at the foot of the board, and the god mats: somewhere else still
    draft = [pygame.Rect(x, 480, 150, 200) for x in range(20, 1200, 160)]
    box = L.story_rect(draft + [era_choice])
    assert sum(box.colliderect(r) for r in draft + [era_choice]) == min(
        sum(p.colliderect(r) for r in draft + [era_choice]) for p in (base, box))


def test_the_story_rect_avoids_the_boards_own_targets(app):
    board, session = solo_board(app)
    story = _play_to_an_enemy_story(board, session)
    board.story = None
    seat = board.acting_human()
    if seat is not None:
        v = session.state.view(seat)
        rects = [t.rect for t in board.map_targets(v, session.state.legal_actions(seat))]
        box = board.story_rect()
        best = min(sum(p.colliderect(r) for r in rects) for p in (L.overlay_rect(), box))
        assert sum(box.colliderect(r) for r in rects) == best
    assert story.box.size == L.overlay_rect().size
