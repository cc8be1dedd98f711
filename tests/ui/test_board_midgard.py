"""The Midgard board scene: clicks map to exactly the legal actions, random input never
reaches the engine as an illegal action, the handoff hides every hand between two
humans, and the board draws in each phase."""

from __future__ import annotations

import os

import pygame
import pytest
from tables import StubHandoff, counting_state, seats, table_app

from game.core import HIDDEN, Rng
from game.midgard import data as D
from game.midgard import data as R
from game.midgard.state import MidgardState
from ui.boards import board_scene_for
from ui.boards import midgard_layout as L
from ui.boards.demo import demo_session
from ui.boards.midgard import MidgardBoard
from ui.session import GameSession

SOAK = os.environ.get("YGG_SOAK") == "1"


CountingState = counting_state(MidgardState)

@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def settle(board, session) -> None:
    """Bots play until a human decides; the board's update may take a last draft card
    by itself, after which the bots go on again."""
    while True:
        session.run_bots_until_human()
        if session.state.is_over():
            return
        n = len(session.rec.actions)
        board.update(0.0)
        if len(session.rec.actions) == n:
            return



def point_in(board: MidgardBoard, target) -> tuple[int, int] | None:
    """A point on the screen where `target` is the one that a click finds."""
    r = target.rect
    if target.shape == "circle":
        cands = [target.center]
    else:
        cands = [(r.x + r.w * i // 8, r.y + r.h * j // 8) for j in range(1, 8) for i in range(1, 8)]
        cands.sort(key=lambda p: (p[0] - r.centerx) ** 2 + (p[1] - r.centery) ** 2)
    for p in cands:
        hit = board.target_at(p)
        if hit is not None and hit.action == target.action and not any(b.collidepoint(p) for b, _, k in board.buttons
                                                    if isinstance(k, str)):
            return p
    return None


def check_clicks(board: MidgardBoard, session: GameSession, rng: Rng) -> int:
    """Every legal action of the human on screen has a target; clicking each target
    applies exactly its action; clicks off every target apply nothing."""
    seat = board.acting_human()
    assert seat is not None
    board.close_summary()              # a round's summary would take the first click
    legal = session.state.legal_actions(seat)
    board._dyn_key = None
    board._refresh()
    calls = []
    real_apply = session.apply
    session.apply = lambda s, a: calls.append((s, a)) or []
    try:
        mapped = {t.action for t in board.targets}
        assert set(legal) <= mapped, f"unreachable legal actions: {set(legal) - mapped}"
        assert mapped <= set(legal), f"targets for actions that are not legal: {mapped - set(legal)}"
        for t in board.targets:
            p = point_in(board, t)
            assert p is not None, f"no clickable point for {t.action}"
            calls.clear()
            board.click(p)
            assert calls == [(seat, t.action)]
        for _ in range(40):
            p = (rng.below(1600), rng.below(900))
            on_ui = any(b.collidepoint(p) for b, _, k in board.buttons if isinstance(k, str))
            if board.target_at(p) is None and not on_ui:
                calls.clear()
                board.click(p)
                assert calls == []
    finally:
        session.apply = real_apply
    return len(board.targets)


def test_board_scene_for_other_games_raises(app):
    class S:
        class spec:
            id, title = "chess", "Chess"

    with pytest.raises(ValueError):
        board_scene_for(app, S())


def test_click_every_target_through_a_whole_game(app):
    """A full 3-player game, one human and two bots: at each of the human's decisions
    every target is clicked (without applying), then a random legal action is played."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 31, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(5)
    steps = verbs = 0
    seen = set()
    while not session.state.is_over():
        settle(board, session)
        if session.state.is_over():
            break
        assert board.shown_seat == 0 and board.acting_human() == 0
        check_clicks(board, session, rng)
        legal = session.state.legal_actions(0)
        seen.update(a[0] for a in legal)
        # play through a click: the chosen action's target
        a = rng.choice(legal)
        t = next(t for t in board.targets if t.action == a)
        assert board.click(point_in(board, t))
        steps += 1
    verbs = len(seen)
    assert steps > 30 and verbs >= 6, (steps, seen)
    assert session.state.is_over()


def test_tricky_steps_attack_kill_and_vanaheim(app):
    """Positions with several kinds of target at once: an Attack whose destinations are
    both free villages (province) and opponents' warriors (villages), a kill in a
    realm, and Vanaheim's token colours as buttons."""
    found: set = set()
    rng = Rng(3)
    for seed in range(8, 20):
        session = GameSession.new(app, "midgard", seats("human", "random", "random"), seed, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        while not session.state.is_over():
            settle(board, session)
            st = session.state
            if st.is_over():
                break
            legal = st.legal_actions(0)
            kinds = {a[0] for a in legal}
            if kinds & {"attack", "kill", "token"}:
                check_clicks(board, session, rng)
                found |= kinds & {"attack", "kill", "token"}
            # steer towards attacks, kills and Vanaheim
            pref = [a for a in legal if a[0] in ("attack", "kill", "token")] or \
                [a for a in legal if a[0] == "play" and D.CARD_TYPE[a[1]] == D.ATTACK] or \
                [a for a in legal if a[0] == "viking" and a[1] == D.BOAT] or \
                [a for a in legal if a[0] == "to" and a[1] in (D.ASGARD, D.VANAHEIM)] or legal
            session.apply(0, rng.choice(pref))
        if found == {"attack", "kill", "token"}:
            break
    assert found == {"attack", "kill", "token"}



def push_stub_handoff(app, board, seat):
    board._handoff_scene = StubHandoff(app, lambda: board.confirm_handoff(seat))
    app.push(board._handoff_scene)


def drive_random(app, session, board, events: int, seed: int) -> dict:
    """Send `events` random mouse and key events to the board scene; resolve the scenes
    it pushes (handoff: ready; pause, rules, game over: closed)."""
    rng = Rng(seed)
    keys = [pygame.K_ESCAPE, pygame.K_F1, pygame.K_s, pygame.K_a, pygame.K_SPACE, pygame.K_RETURN,
            pygame.K_F11, pygame.K_z, pygame.K_TAB]
    stats = {"handoffs": 0, "pushed": 0, "frames": 0}
    sent = 0
    while sent < events:
        for _ in range(8):
            r = rng.below(100)
            pos = (rng.below(1600), rng.below(900))
            if r < 30 and board.targets:
                t = board.targets[rng.below(len(board.targets))]
                pos = t.center
            if r < 55:
                ev = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1 if rng.below(10) else 3, pos=pos)
            elif r < 60:
                ev = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)
            elif r < 85:
                ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            elif r < 90:
                ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.randint(-2, 2), flipped=False)
            else:
                k = keys[rng.below(len(keys))]
                mod = pygame.KMOD_CTRL if k == pygame.K_s and rng.below(2) else 0
                ev = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
            board.handle_event(ev)
            sent += 1
            while app.top is not board:
                top = app.top
                stats["pushed"] += 1
                if isinstance(top, StubHandoff):
                    stats["handoffs"] += 1
                    top.ready()
                else:
                    app.pop()
        app.step(1 / 30, [])
        stats["frames"] += 1
        while app.top is not board:
            top = app.top
            stats["pushed"] += 1
            if isinstance(top, StubHandoff):
                stats["handoffs"] += 1
                top.ready()
            else:
                app.pop()
    return stats


def test_random_input_never_reaches_the_engine_illegally(app):
    n_events = 40_000 if SOAK else 10_000
    session = GameSession.new(app, "midgard", seats("human", "random", "human", "random"), 77, {})
    session.state.__class__ = CountingState
    CountingState.illegal = CountingState.applied = 0
    board = board_scene_for(app, session)
    app.clear_to(board)
    # the pause and rules scenes are the app's (tested there; each takes a while to
    # build): here the board only has to ask for them
    opened = []
    board.open_pause = lambda: opened.append("pause")
    board.open_rules = lambda: opened.append("rules")
    board._push_handoff = lambda seat: push_stub_handoff(app, board, seat)
    stats = drive_random(app, session, board, n_events, 1)
    assert "pause" in opened and "rules" in opened
    assert CountingState.illegal == 0
    assert CountingState.applied > 100, CountingState.applied  # the game moved on
    assert board.illegal_clicks == 0
    assert stats["handoffs"] >= 2
    assert app.crashes == [] and type(app.top).__name__ == "MidgardBoard"


def test_handoff_between_two_humans_never_leaks_a_hand(app):
    session = GameSession.new(app, "midgard", seats("human", "human", "random"), 12, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.step(1 / 60, [])
    # the first decision belongs to a human: the table stays hidden until they are ready
    assert type(app.top).__name__ == "HandoffScene"
    d = board.describe()
    assert d["shown_seat"] is None and d["hand_faces"] == [] and d["handoff_for"] == 0
    rng = Rng(9)
    handoffs = 1
    app.top.ready()
    decisions = 0
    last_human = None
    while not session.state.is_over() and decisions < 100:
        app.step(1 / 60, [])
        if type(app.top).__name__ == "HandoffScene":
            handoffs += 1
            hidden = board.describe()
            assert hidden["hand_faces"] == [] and hidden["acting_human"] is None
            app.top.ready()
            continue
        session.wait_for_bots()
        d = board.describe()
        shown = d["viewer"]     # whose cards may show (None: the public table, nobody's)
        # every face-up hand card on screen is the shown human's own card
        st = session.state
        own = set(st.hands[shown]) if shown is not None else set()
        if st.phase == R.DRAFT and shown is not None:
            own |= set(st.draft.packs[shown]) | set(st.draft.picked[shown])
            own |= {st.draft.pending[shown]} - {None}
        for owner, card in d["hand_faces"]:
            assert owner == shown and card in own and card != HIDDEN
        for s, backs in d["hidden_hands"]:
            # other seats: backs for every card but the publicly revealed golds
            assert s != shown
            drafted = len(st.draft.picked[s]) + (st.draft.pending[s] is not None) if st.phase == R.DRAFT else 0
            assert backs == sum(1 for c in st.hands[s] if D.CARD_DECK[c] != D.GOLD) + drafted
        seat = board.acting_human()
        if seat is None:
            continue
        if last_human is not None and seat != last_human:
            assert handoffs >= 2
        last_human = seat
        legal = st.legal_actions(seat)
        a = rng.choice(legal)
        t = next(t for t in board.targets if t.action == a)
        board.close_summary()
        board.click(point_in(board, t))
        decisions += 1
    assert handoffs >= 4
    assert decisions >= 20


@pytest.mark.parametrize("which", ["draft", "midround", "gameover"])
def test_board_draws_each_demo_state(app, which, tmp_path):
    session = demo_session(app, which)
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.mouse = (200, 300)
    surf = pygame.Surface((1600, 900))
    board.update(1 / 60)
    board.draw(surf)
    d = board.describe()
    if which == "draft":
        assert session.state.phase == R.DRAFT and all(a[0] == "pick" for a in d["targets"])
        assert len(d["targets"]) == 6
    elif which == "midround":
        assert session.state.round == 2 and session.state.step == R.ST_DEST
        assert d["targets"] and all(a[0] == "to" for a in d["targets"])
    else:
        assert d["over"] and d["targets"] == []
    # the draw shows the board's colours (not an empty surface)
    assert len({tuple(surf.get_at((x, y)))[:3] for x in range(0, 1600, 97) for y in range(0, 900, 61)}) > 20


def test_moves_slide_at_normal_speed_and_jump_at_zero(app):
    session = demo_session(app, "midround")
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.animation_speed = 1
    try:
        board.update(0.0)
        t = next(t for t in board.targets if t.action[0] == "to")
        board.click(point_in(board, t))
        assert board.anim.busy
        durations = {s.duration for s in board.anim.slides}
        assert all(0.15 <= x <= 0.3 for x in durations)
        board.update(0.35)
        assert not board.anim.busy
    finally:
        app.settings.animation_speed = 0
    session2 = demo_session(app, "midround")
    board2 = board_scene_for(app, session2)
    app.clear_to(board2)
    board2.update(0.0)
    t = next(t for t in board2.targets if t.action[0] == "to")
    board2.click(point_in(board2, t))
    assert not board2.anim.busy


def test_keys_open_pause_rules_and_save(app):
    session = demo_session(app, "midround")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert type(app.top).__name__ == "PauseScene"
    app.pop()
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0))
    assert type(app.top).__name__ == "RulesScene"
    app.pop()
    # Enter is the Done button only when stopping is legal (here: choosing a destination)
    n = len(session.rec.actions)
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert len(session.rec.actions) == n and ("done",) not in session.state.legal_actions(0)
    before = {e["name"] for e in app.store.list()}
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL))
    after = {e["name"] for e in app.store.list()}
    new = after - before
    assert len(new) == 1
    rec, st = app.store.load(new.pop())
    assert st.to_json() == session.state.to_json()


def test_game_over_scene_follows_the_end(app):
    session = demo_session(app, "gameover")
    board = board_scene_for(app, session)
    app.clear_to(board)
    for _ in range(100):
        app.step(1 / 30, [])
        if type(app.top).__name__ == "GameOverScene":
            break
    assert type(app.top).__name__ == "GameOverScene"


def test_hover_shows_card_effects_and_province_strengths(app):
    session = demo_session(app, "midround")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    surf = pygame.Surface((1600, 900))
    hand = session.state.hands[0]
    # a card in the tray: its full effect
    rect = next(r for r, title, body in board.tips if r.bottom > 800 and r.w > 100)
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    board.draw(surf)
    from ui.boards import midgard_text as T
    assert any(T.card_long(c).split(".")[0] in board.tooltip.text for c in hand)
    # a province with Vikings: every present seat's strength and who would score it
    st = session.state
    p = next(p for p in range(D.NUM_PROVINCES) if st.occ[p])
    from ui.boards import midgard_layout as L
    r = L.PROVINCE_RECTS[p]
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.x + 12, r.bottom - 8), rel=(0, 0),
                                          buttons=(0, 0, 0)))
    board.draw(surf)
    text = board.tooltip.text
    assert D.PROVINCES[p] in text
    for s in range(st.n):
        if st.w[p][s] or st.chief[s] == p:
            assert f"{session.names[s]}: strength {st.strength(p, s):g}" in text
    c = st.controller(p)
    assert (f"{session.names[c]} would score it now" in text) if c >= 0 else ("Nobody would score" in text)


def test_enter_stops_a_card_when_done_is_legal(app):
    session = demo_session(app, "midround")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    t = next(t for t in board.targets if t.action[0] == "to")
    board.click(point_in(board, t))          # first Viking of the Invasion moved
    assert ("done",) in session.state.legal_actions(0)
    card = session.state.card
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert session.rec.actions[-1] == (0, ["done"]) and session.state.card != card


def test_every_text_key_shown_is_listed_with_a_default(app, monkeypatch):
    """All visible text goes through the catalogue: every key the board asks for while
    drawing (all three demo states, hover included) is in ui.boards.strings."""
    from ui import i18n
    from ui.boards.strings import board_strings

    asked: set[str] = set()
    real_has = i18n.has
    monkeypatch.setattr(i18n, "has", lambda key: asked.add(key) or real_has(key))
    surf = pygame.Surface((1600, 900))
    for which in ("draft", "midround", "gameover"):
        session = demo_session(app, which)
        board = board_scene_for(app, session)
        app.clear_to(board)
        board.update(0.0)
        for r, _title, _body in list(board.tips):
            board.mouse = r.center
            board.draw(surf)
    known = board_strings()
    assert asked and all(known.get(k) for k in asked), sorted(k for k in asked if k not in known)
    assert len(known) >= 140


def test_draft_overlay_can_be_minimised_to_look_at_the_board(app):
    session = demo_session(app, "draft")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    assert {a[0] for a in board.describe()["targets"]} == {"pick"}
    look = next(r for r, _l, k in board.buttons if k == "draft_min")
    board.click(look.center)
    d = board.describe()
    assert d["targets"] == [] and board.draft_minimised          # the board, nothing to pick on it
    assert any(L.PROVINCE_RECTS[0].colliderect(r) for r, _t, _b in board.tips)   # its tooltips are back
    back = next(r for r, _l, k in board.buttons if k == "draft_min")
    board.click(back.center)
    assert {a[0] for a in board.describe()["targets"]} == {"pick"} and not board.draft_minimised
    assert session.rec.actions == [a for a in session.rec.actions if a[0] != 0]   # no pick was made


def test_bots_only_table_plays_to_the_end_showing_no_hand(app):
    session = GameSession.new(app, "midgard", seats("random", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    for _ in range(3000):
        app.step(1 / 60, [])
        d = board.describe()
        assert d["viewer"] is None and d["hand_faces"] == []
        if session.state.is_over():
            break
        session.wait_for_bots()
    assert session.state.is_over() and app.crashes == []


def test_number_keys_pick_and_play_the_cards_shown(app):
    def key(board, k):
        board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{k}"), mod=0))

    session = demo_session(app, "draft")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    st = session.state
    pack = list(st.draft.packs[0])
    n = len(session.rec.actions)
    key(board, len(pack) + 1)                       # no such card: nothing happens
    assert len(session.rec.actions) == n
    board.draft_minimised = True
    key(board, 2)                                   # the packet is put away: keys do nothing
    assert len(session.rec.actions) == n
    board.draft_minimised = False
    key(board, 2)                                   # the second card of the packet
    assert session.rec.actions[n] == (0, ["pick", pack[1]])
    titles = [t() for r, t, _b in board.tips if callable(t)]
    assert any("key 1" in x for x in titles)

    session = GameSession.new(app, "midgard", seats("human", "random"), 5, {"beginner_round1": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    session.run_bots_until_human()
    st = session.state
    while ("play", st.hands[0][0]) not in st.legal_actions(0):    # to the human's turn to play
        session.apply(0, st.legal_actions(0)[0])
        session.run_bots_until_human()
    board.update(0.0)
    hand = list(st.hands[0])
    n = len(session.rec.actions)
    k = max(i for i, c in enumerate(hand) if D.CARD_TYPE[c] in (D.INVASION, D.HORDE)) + 1
    key(board, k)                                    # the k-th card of the hand, counted from the left
    assert session.rec.actions[n] == (0, ["play", hand[k - 1]])
    assert board.acting_human() == 0 and not any(a[0] == "play" for a in st.legal_actions(0))
    key(board, 1)                                    # in the middle of a card: refused, said so
    assert len(session.rec.actions) == n + 1 and "cannot be played" in board.toast_text


def test_texts_read_well_for_the_viewer_and_the_default_names(app):
    """Issue 16: with the default name "You" the board said "You's turn" and the log
    "You plays". The default names are names, and the viewer is addressed as "you"."""
    from ui.scenes.new_game import NewGameScene

    ng = NewGameScene(app)
    names = [s["name"] for s in ng.seats]
    assert "You" not in names and len(set(names)) == len(names)
    seats_chosen = [dict(s, kind="human" if i == 0 else "random") for i, s in enumerate(ng.seat_list())]
    session = GameSession.new(app, "midgard", seats_chosen, 4, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    for _ in range(400):
        settle(board, session)
        if session.state.is_over():
            break
        status = board.status_text(board.view)
        if session.state.to_act() == [0] and board.view.choice() not in ("pick", "token"):
            assert status == "Your turn", status
        assert "You's" not in status and "you's" not in status
        session.apply(0, session.state.legal_actions(0)[0])
    assert not any(x in line for line in session.log for x in ("You's", "You plays", "You takes", "You controls"))


def test_the_hand_count_includes_the_cards_drafted_so_far(app, monkeypatch):
    """Issue 16: the seat panel said "Hand 0" during the draft while the tray showed the
    drafted cards in the hand row."""
    session = demo_session(app, "draft")
    board = board_scene_for(app, session)
    app.clear_to(board)
    st = session.state
    while st.phase == R.DRAFT and len(st.draft.picked[0]) < 2:
        session.apply(0, st.legal_actions(0)[0])
        session.run_bots_until_human()
    assert st.phase == R.DRAFT and len(st.hands[0]) == 0
    shown = len(st.draft.picked[0]) + (st.draft.pending[0] is not None)
    texts: list[str] = []
    real = board.fonts.render
    monkeypatch.setattr(board.fonts, "render", lambda text, *a: texts.append(text) or real(text, *a))
    board.invalidate()
    board.update(0.0)
    assert len([c for owner, c in board.drawn_hand if owner == 0 and c not in st.draft.packs[0]]) == shown
    assert f"Hand {shown}" in texts and "Hand 0" not in texts
    for s_ in range(1, st.n):        # the others' drafted cards are counted (face down) too
        k = len(st.hands[s_]) + len(st.draft.picked[s_]) + (st.draft.pending[s_] is not None)
        assert f"Hand {k}" in texts


def test_the_end_of_a_round_is_summed_up_until_dismissed(app):
    """Issue 16: at the end of a round an overlay says what was scored, by whom and
    why, before the next draft covers the board; it is dismissed and can be reopened."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    before = None
    while session.state.round == 1:
        settle(board, session)
        if session.state.round == 1:
            before = [dict(d) for d in session.state.score_breakdown()]
            assert board.describe()["summary"] is None
            session.apply(0, session.state.legal_actions(0)[0])
    board.update(0.0)
    d = board.describe()
    assert d["summary"] == "End of Round 1"
    sm = board.summary
    after = session.state.score_breakdown()
    assert sm.totals == [a["total"] for a in after] and sm.names == session.names
    gained = [sum(g.values()) for g in sm.gains]
    assert gained == [a["total"] - b["total"] for a, b in zip(after, before)] and max(gained) > 0
    assert "provinces" in sm.sources and all(k != "total" for k in sm.sources)
    assert any("controls" in line for line in sm.lines)                       # the why
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    n = len(session.rec.actions)
    t = board.targets[0]
    board.click(t.rect.center)                       # the first click only puts the summary away
    assert len(session.rec.actions) == n and board.describe()["summary"] is None
    board.update(0.0)
    again = next(r for r, _l, k in board.buttons if k == "summary")
    board.click(again.center)
    assert board.describe()["summary"] == "End of Round 1"
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert board.describe()["summary"] is None and len(session.rec.actions) == n


def test_the_other_seats_last_moves_stay_marked_until_the_viewer_acts(app):
    """Issue 16: what each other seat moved stays marked (a ring in its colour where its
    pieces went) until the human on screen acts."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 21, {"beginner_round1": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(2)
    seen = 0
    for _ in range(60):
        settle(board, session)
        if session.state.is_over():
            break
        marks = board.describe()["marks"]
        areas = board.describe()["mark_areas"]
        for seat, pts in marks.items():
            assert seat != 0 and (pts or areas[seat])   # pieces moved, or an area destroyed/scored
            seen += 1
            # each mark is where one of that seat's figures stands now (or the area it went to)
            # (a step may move another seat's piece too: a warrior killed goes to Valhalla)
            places = [p for o in range(3) for p in board._all_figure_points(o)] + [r.center for r in L.PROVINCE_RECTS]
            places += [L.realm_figure_pos(a, o, 3, k) for a in L.REALM_RECTS for k in "WC" for o in range(3)]
            assert all(any(abs(t[0] - x) <= 20 and abs(t[1] - y) <= 20 for x, y in places) for t in pts), (seat, pts)
        session.apply(0, rng.choice(session.state.legal_actions(0)))
        assert board.describe()["marks"] == {}            # the viewer acted: the slate is clean
    assert seen >= 3


def test_tab_highlights_targets_and_enter_takes_one_and_the_help_lists_the_keys(app):
    """Issue 16: targets can be chosen with the keyboard (Tab cycles, Enter takes), and a
    help overlay (? or H) lists every shortcut."""
    session = demo_session(app, "midround")
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.update(0.0)
    def key(k, mod=0, u=""):
        return board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=u))
    actions = [t.action for t in board.targets]
    assert len(actions) >= 3
    key(pygame.K_TAB)
    assert board.focus == actions[0]
    key(pygame.K_TAB)
    key(pygame.K_TAB)
    assert board.focus == actions[2]
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert board.focus == actions[1]
    surf = pygame.Surface((1600, 900))
    board.draw(surf)                                   # the focus frame and its line
    key(pygame.K_ESCAPE)                               # Esc drops the highlight (no pause menu)
    assert board.focus is None and app.top is board
    key(pygame.K_TAB)
    key(pygame.K_TAB)
    n = len(session.rec.actions)
    key(pygame.K_RETURN)
    assert session.rec.actions[n] == (0, session.spec.action_to_json(actions[1]))
    # the help
    key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert board.describe()["help"]
    board.draw(surf)
    n = len(session.rec.actions)
    key(pygame.K_RETURN)                               # any key closes it, and does nothing else
    assert not board.describe()["help"] and len(session.rec.actions) == n


def test_the_bots_can_be_paused_at_the_table(app):
    """Issue 16: a way to pause the bots (P, or the top bar's button)."""
    session = GameSession.new(app, "midgard", seats("random", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.step(1 / 60, [])
    button = next(r for r, _l, k in board.buttons if k == "bots")
    board.click(button.center)
    assert board.describe()["bots_paused"]
    session.wait_for_bots()
    n = len(session.rec.actions)
    for _ in range(30):
        app.step(1 / 60, [])
    assert len(session.rec.actions) == n                       # nothing moves while paused
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0))
    assert not board.describe()["bots_paused"]
    for _ in range(200):
        app.step(1 / 60, [])
        session.wait_for_bots()
        if len(session.rec.actions) > n:
            break
    assert len(session.rec.actions) > n
    human = GameSession.new(app, "midgard", seats("human", "human"), 3, {})
    b2 = board_scene_for(app, human)
    assert not b2.toggle_bots() and not any(k == "bots" for _r, _l, k in b2.buttons)


def test_a_humans_move_stays_on_screen_a_moment_before_the_handoff(app):
    """Issue 16: hot seat: after a human's move the board shows its result for a moment,
    then the handoff hides it."""
    session = GameSession.new(app, "midgard", seats("human", "human"), 6, {"beginner_round1": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.step(1 / 60, [])
    app.top.ready()
    app.step(1 / 60, [])
    first = board.shown_seat
    while session.pending_humans() == [first]:       # finish that human's turn
        session.apply(first, session.state.legal_actions(first)[0])
    app.step(0.1, [])
    assert app.top is board and board.shown_seat == first and board.acting_human() is None
    for _ in range(12):
        app.step(0.1, [])
    assert type(app.top).__name__ == "HandoffScene"


def test_ask_before_ending_the_turn(app):
    """Issue 16: with the setting on, a click that ends the turn waits for Yes (Enter);
    its tooltip says so. A click that does not end the turn is applied at once."""
    session = GameSession.new(app, "midgard", seats("human", "random"), 9, {"beginner_round1": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.confirm_end_turn = True
    try:
        rng = Rng(1)
        for _ in range(200):                             # to a decision with both kinds of target
            settle(board, session)
            board.close_summary()
            st = session.state
            plays = [t for t in board.targets if t.shape != "button"]
            ending = [t for t in plays if board.ends_turn(t.action)]
            going_on = [t for t in plays if not board.ends_turn(t.action)]
            if ending and going_on:
                break
            session.apply(0, rng.choice(st.legal_actions(0)))
        assert ending and going_on
        for t in ending:                                 # each is checked on a copy, honestly
            copy = st.clone()
            copy.apply(0, t.action)
            assert 0 not in copy.to_act()
        calls = []
        session.apply = lambda seat, a: calls.append((seat, a)) or []      # record, do not play
        board.mouse = point_in(board, ending[0])
        surf = pygame.Surface((1600, 900))
        board.draw(surf)
        assert "ends your turn" in board.tooltip.text
        assert not board.click(board.mouse) and board.describe()["confirming"] == ending[0].action
        board.draw(surf)
        board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        assert board.confirming is None and calls == [] and app.top is board
        board.click(point_in(board, ending[0]))
        board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        assert calls == [(0, ending[0].action)]
        calls.clear()
        assert board.click(point_in(board, going_on[0]))              # no question: applied at once
        assert calls == [(0, going_on[0].action)] and board.confirming is None
        del session.apply
    finally:
        app.settings.confirm_end_turn = False


def test_the_last_card_of_a_packet_is_taken_by_itself(app):
    """Issue 16: the last, single card of a draft packet is taken automatically."""
    session = demo_session(app, "draft")
    board = board_scene_for(app, session)
    app.clear_to(board)
    st = session.state
    while st.phase == R.DRAFT and len(st.draft.packs[0]) > 1:
        if 0 in st.to_act():
            session.apply(0, st.legal_actions(0)[0])
        session.run_bots_until_human()
    assert st.phase == R.DRAFT and len(st.draft.packs[0]) == 1 and 0 in st.to_act()
    last = st.draft.packs[0][0]
    n = len(session.rec.actions)
    board.update(0.0)
    assert session.rec.actions[n] == (0, ["pick", last])


def test_r_replays_the_others_moves_since_the_viewers_last_one(app):
    """Issue 16: a key replays the bots' moves since the viewer's last turn, step by
    step, each position drawn from the viewer's view; Esc goes back to the game."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 21, {"beginner_round1": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    settle(board, session)
    session.apply(0, session.state.legal_actions(0)[0])
    while 0 in session.pending_humans():
        session.apply(0, session.state.legal_actions(0)[0])
    mine = len(session.rec.actions)
    settle(board, session)
    theirs = len(session.rec.actions) - mine
    assert theirs >= 2
    def key(k):
        return board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    key(pygame.K_r)
    assert board.describe()["replay"] == (0, theirs) and board.acting_human() is None
    st = session.spec.new_game(3, 21, {"beginner_round1": "on"})
    for seat, aj in session.rec.actions[: mine + 1]:
        st.apply(seat, session.spec.action_from_json(aj))
    board._refresh()
    assert board.view.to_json() == st.view(0).to_json()          # the position after their first step
    surf = pygame.Surface((1600, 900))
    board.draw(surf)
    n = len(session.rec.actions)
    board.click(board.layout.BOARD.center)                        # a click: back to the game, no move
    assert board.describe()["replay"] is None and len(session.rec.actions) == n
    key(pygame.K_r)
    for _ in range(theirs - 1):
        key(pygame.K_RIGHT)
    assert board.describe()["replay"] == (theirs - 1, theirs)
    key(pygame.K_LEFT)
    assert board.describe()["replay"] == (theirs - 2, theirs)
    key(pygame.K_ESCAPE)
    board._refresh()
    assert board.describe()["replay"] is None and board.view.to_json() == session.state.view(0).to_json()
    assert board.acting_human() == 0


@pytest.mark.parametrize("seed", [5, 9])
def test_a_province_another_seat_destroyed_or_scored_stays_outlined(app, seed):
    """Issue 16: the area a step of another seat destroyed (or scored with a card) stays
    outlined in that seat's colour until the viewer acts; a round's end scoring is not
    marked (its summary tells it)."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), seed, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    seen: list[tuple[int, set[int]]] = []

    def listen(seat, _action, events):
        if seat == 0:
            return
        round_end = any(ev.get("t") == "phase" for ev in events)
        areas = {ev["province"] for ev in events if ev.get("t") == "destroy"}
        if not round_end:
            areas |= {p for ev in events if ev.get("t") == "kingdom_points" for p in ev["provinces"]}
        if areas:
            seen.append((seat, areas))

    session.on_applied.append(listen)
    rng = Rng(seed)
    checked = 0
    for _ in range(400):
        seen.clear()
        settle(board, session)
        if session.state.is_over():
            break
        drawn = board.describe()["mark_areas"]
        for seat, areas in seen:
            for p in areas:
                assert [(int(x), int(y)) for x, y in L.PROVINCE_POLYS[p]] in drawn[seat], (seat, p)
                checked += 1
        board.draw(pygame.Surface((1600, 900)))
        if checked >= 2:
            break
        session.apply(0, rng.choice(session.state.legal_actions(0)))
        assert board.describe()["mark_areas"] == {}
    assert checked >= 1


def test_the_last_round_summary_can_be_reopened_after_a_load(app):
    """Issue 16: a game loaded in the middle of round 2 can show the summary of round 1
    (the same one the live board showed), by its button; it does not open by itself."""
    session = GameSession.new(app, "midgard", seats("human", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    while session.state.round == 1:
        settle(board, session)
        if session.state.round == 1:
            session.apply(0, session.state.legal_actions(0)[0])
    board.update(0.0)
    live = board.summary
    assert live is not None and live.title == "End of Round 1"
    board.close_summary()
    rng = Rng(3)
    for _ in range(4):            # a few steps into round 2
        settle(board, session)
        session.apply(0, rng.choice(session.state.legal_actions(0)))
    assert session.state.round == 2
    assert session.flush_autosave()
    loaded = GameSession.load(app, session.save_name)
    again = board_scene_for(app, loaded)
    app.clear_to(again)
    again.update(0.0)
    assert again.describe()["summary"] is None                  # not shown by itself
    sm = again.summary
    assert sm is not None and sm.title == live.title
    assert (sm.names, sm.sources, sm.gains, sm.totals) == (live.names, live.sources, live.gains, live.totals)
    assert sm.lines == live.lines
    button = next(r for r, _l, k in again.buttons if k == "summary")
    again.click(button.center)
    assert again.describe()["summary"] == "End of Round 1"


def test_a_nine_card_hand_lies_whole_beside_the_free_room(app):
    """Issue 33 defect 21: 9 cards after the draft overlapped (their text cut) although
    the tray had room under its Undo and Hint buttons: with no prompt button, they lie
    side by side under those buttons, none over another or over a button; the faces are
    drawn at the height laid out."""
    session = GameSession.new(app, "midgard", seats("human", "human", "human"), 8, {})
    board = board_scene_for(app, session)
    lay = board.layout
    for count in (9, 10):
        lay.tray_buttons(0)
        rs = lay.hand_rects(count, lay.UNDO_BUTTON.x - 14)
        assert len(rs) == count
        assert all(a.right + 4 <= b.x for a, b in zip(rs, rs[1:]))             # none overlaps the next
        assert all(lay.TRAY.contains(r) for r in rs)
        assert not any(r.colliderect(b) for r in rs for b in (lay.UNDO_BUTTON, lay.HINT_BUTTON))
        assert lay.hand_height == rs[0].h
    lay.tray_buttons(1)                            # a prompt button at the right: the cards keep clear
    limit = lay.UNDO_BUTTON.x - 14
    assert all(r.right <= limit for r in lay.hand_rects(9, limit))
    lay.tray_buttons(0)
    assert lay.hand_rects(6, limit)[0].h == L.HAND_H   # a hand that fits keeps the full height


def test_the_outcome_waits_for_the_last_round_summary(app):
    """Issue 33 defect 3: at the game's end the top bar says nothing of who won while the
    last round's summary tells the final scoring; once it is put away, "Game over"."""
    import random

    session = GameSession.new(app, "midgard", seats("human", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    board.open_results = lambda: None
    rng = random.Random(8)
    while not session.state.is_over():
        session.run_bots_until_human()
        app.stack[-1].update(0.0)
        if session.pending_humans() and not session.state.is_over():
            board.close_summary()
            session.apply(0, rng.choice(session.state.legal_actions(0)))
    app.stack[-1].update(0.1)
    assert board.summary_open and board.summary_part.final
    v = session.state.view(0)
    status = board.status_text(v)
    assert "Game over" not in status and not any(n in status for n in board.names)
    board.click(board._summary_button().center)
    assert "Game over" in board.status_text(v)


def test_slides_and_marks_are_built_from_the_facts(app, monkeypatch):
    """Issue 32 (board.md part B): the board's slides read the step's common facts (a
    figure moved, one placed from the supply), not the raw events' keys."""
    from game.core.events import Began, Moved, Placed

    session = GameSession.new(app, "midgard", seats("human", "human"), 8, {})
    board = board_scene_for(app, session)
    facts = (Moved(1, "chieftain", D.BOAT, 3), Placed(0, "warrior", 5), Began("phase", 1, "scoring"))
    monkeypatch.setattr(type(session.state), "facts", lambda self, events: facts)
    board.app.settings.animation_speed = 1
    try:
        slides = board.slides_for(0, None, [])            # no raw event at all
    finally:
        board.app.settings.animation_speed = 0
    assert [s.payload for s in slides] == [(3, 1, "C"), (5, 0, "W")]
    assert slides[1].start == board._anchor(D.SUPPLY, 0, "W")
    # a card's kingdom scoring is marked, not the round's end (told by its summary)
    ev = [{"t": "kingdom_points", "seat": 0, "provinces": [2], "points": 3}]
    assert ("area", 2) not in board.mark_points(0, None, ev, [])
