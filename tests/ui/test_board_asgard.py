"""The Asgard board scene: the tricky decisions are clickable; the hot seat never draws
another seat's secrets (chosen gods, weapon and magic tiles); the battle and Ragnarök
panels follow the events. What every board must do (every legal action a click through
a whole game, the hot seat's privacy by clicks, random input never illegal) is checked
for every board in test_board_contract.py."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import asgard_layout as L
from ui.boards import board_scene_for
from ui.boards.asgard import PANEL, AsgardBoard
from ui.overlays import SummaryOverlay
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def point_in(board: AsgardBoard, target) -> tuple[int, int] | None:
    """A point where a click finds `target` (and no UI button)."""
    r = target.rect
    if target.shape == "circle":
        cands = [(int(target.center[0]), int(target.center[1]))]
    else:
        cands = [(r.x + r.w * i // 8, r.y + r.h * j // 8) for j in range(1, 8) for i in range(1, 8)]
        cands.sort(key=lambda p: (p[0] - r.centerx) ** 2 + (p[1] - r.centery) ** 2)
    for p in cands:
        hit = board.target_at(p)
        on_ui = any(b.collidepoint(p) for b, _, k in board.buttons if isinstance(k, str))
        if hit is not None and hit.action == target.action and not on_ui:
            return p
    return None


def put_away_summary(board: AsgardBoard) -> None:
    """The frame's end-of-round summary takes the first click: put it away; the battle
    and Ragnarök panels are read (Continue) before a two-part choice shows its chips."""
    while board.summary_open or board.moments:
        board.close_summary()
        while board.moments:
            board.on_button("moment_next")   # the last one opens the summary it held back


def click_action(board: AsgardBoard, a) -> bool:
    """Apply `a` by clicks: the chip of its item first when it is a two-part decision."""
    put_away_summary(board)
    board._refresh()
    picks = [k for _r, _l, k in board.buttons if isinstance(k, str) and k.startswith("pick:")]
    for key in [None] + picks:
        if key is not None:
            board.on_button(key)
            board._refresh()
        t = next(t for t in board.targets if t.action == a)
        p = point_in(board, t)
        if p is not None:
            return board.click(p)
    return False


def check_clicks(board: AsgardBoard, session: GameSession, rng: Rng) -> set:
    """Every legal action of the human on screen has exactly one kind of target; a click
    on each applies exactly that action; clicks elsewhere apply nothing."""
    seat = board.acting_human()
    assert seat is not None
    legal = session.state.legal_actions(seat)
    put_away_summary(board)
    board.invalidate()
    board._refresh()
    calls = []
    real_apply = session.apply
    session.apply = lambda s, a: calls.append((s, a)) or []
    try:
        mapped = [t.action for t in board.targets]
        assert set(legal) <= set(mapped), f"unreachable legal actions: {set(legal) - set(mapped)}"
        assert set(mapped) <= set(legal), f"targets for actions that are not legal: {set(mapped) - set(legal)}"
        picks = [k for _r, _l, k in board.buttons if isinstance(k, str) and k.startswith("pick:")]
        for a in mapped:
            # a two-part decision: the item is chosen first (a chip), then the god tile
            for key in [None] + picks:
                if key is not None:
                    board.on_button(key)
                    board._refresh()
                t = next(t for t in board.targets if t.action == a)
                p = point_in(board, t)
                if p is not None:
                    break
            assert p is not None, f"no clickable point for {t.action} ({t.shape} {tuple(t.rect)})"
            calls.clear()
            board.click(p)
            assert calls == [(seat, t.action)]
        for _ in range(20):
            p = (rng.below(1600), rng.below(900))
            on_ui = any(b.collidepoint(p) for b, _, k in board.buttons if isinstance(k, str))
            if board.target_at(p) is None and not on_ui:
                calls.clear()
                board.click(p)
                assert calls == []
    finally:
        session.apply = real_apply
    return {t.shape for t in board.targets if t.shape != "button"}


def test_asgard_is_registered(app):
    session = GameSession.new(app, "asgard", seats("human", "random"), 1, {})
    assert isinstance(board_scene_for(app, session), AsgardBoard)


def test_tricky_decisions_are_all_clickable(app):
    """Steered games reach temples (stacks, slots, payment), the Asgard action (prices,
    the disc row, battle spaces), Loki, Hel, Surtr, Freyja, battles and Ragnarök; every
    decision on the way passes the click check."""
    wanted = {"build", "slot", "buy", "disc", "battle", "loki", "hel", "flip", "warrior", "rescue_or_spend",
              "vdraft", "wmplace", "order"}
    found: set = set()
    rng = Rng(3)
    for seed in range(40, 70):
        session = GameSession.new(app, "asgard", seats("human", "random", "random", "random"), seed, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        while not session.state.is_over():
            session.run_bots_until_human()
            st = session.state
            if st.is_over():
                break
            board.update(0.0)
            legal = st.legal_actions(0)
            kinds = {a[0] for a in legal}
            dec = st.decision()
            if kinds & wanted or dec in ("rescue", "vdraft", "wmplace", "pay", "temple"):
                check_clicks(board, session, rng)
                found |= kinds & wanted
                if dec == "rescue":
                    found.add("rescue_or_spend")
                if dec in ("vdraft", "wmplace"):
                    found.add(dec)
            pref = [a for a in legal if a[0] in ("build", "slot", "buy", "disc", "battle", "loki", "hel", "flip",
                                                 "warrior", "spend", "order")]
            pref += [a for a in legal if (a[0] == "place" and len(a) == 3 and a[2] in ("temple", "asgard", "LOKI_UP",
                                                                                    "HEL_UP", "FREYJA_UP", "ODIN_UP"))]
            pref += [a for a in legal if a[0] == "place" and len(a) == 3 and a[2] in ("SURTR_ONLY",)]
            pref += [a for a in legal if a[0] in ("resolve", "single", "end")]
            session.apply(0, rng.choice(pref or legal))
        if wanted <= found:
            break
    missing = wanted - found
    assert missing <= {"rescue_or_spend", "warrior"}, missing


def test_panels_follow_the_battles_and_ragnarok(app):
    """The battle phase's events become panels world by world (with the numbers), the
    Ragnarök resolution too; while a panel is read the bots wait (normal speed)."""
    session = GameSession.new(app, "asgard", seats("human", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    titles = []
    rng = Rng(4)
    while not session.state.is_over():
        session.run_bots_until_human()
        if session.state.is_over():
            break
        titles += [m.title for m in board.moments]
        board.moments.clear()
        legal = session.state.legal_actions(0)
        session.apply(0, rng.choice(legal))
    titles += [m.title for m in board.moments]
    assert any(t.startswith("Battle in world") for t in titles), titles
    assert "Battle tiles" in titles and "Ragnarök" in titles
    assert any(t.startswith("Ragnarök in world") for t in titles), titles
    while board.moments:      # the game's end, told: read through
        board.on_button("moment_next")
    # a panel shown over the board stays until a human moves on (time never closes it)
    app.settings.animation_speed = 1
    try:
        board.on_step(1, None, [{"t": "legendary", "light": 2, "dark": 3}])
        assert board.moments, "the panel is told"
        for _ in range(5):
            app.step(5.0, [])
        assert board.moments and board.story().holds_bots, "the panel waits for the human"
        board.on_button("moment_next")
        assert not board.moments and board.story() is None
    finally:
        app.settings.animation_speed = 0


def test_a_table_of_bots_reads_the_panels_at_the_animation_pace(app):
    """With no human at the table the panels go on by themselves (at normal speed: a
    few seconds each), and the bots wait while one shows."""
    session = GameSession.new(app, "asgard", seats("random", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.animation_speed = 1
    try:
        board.on_step(1, None, [{"t": "legendary", "light": 2, "dark": 3}])
        assert board.moments and board.bots_held()
        n = len(session.rec.actions)
        app.step(0.5, [])
        assert board.moments and len(session.rec.actions) == n
        app.step(board.moment_seconds(), [])
        assert not board.moments and board.story() is None
    finally:
        app.settings.animation_speed = 0
        session.close()


def _render(board: AsgardBoard) -> bytes:
    board.invalidate()
    board._refresh()
    return pygame.image.tobytes(board._dyn, "RGB")


def test_hot_seat_draws_no_other_seats_secret(app):
    """Two humans: whatever seat B has chosen in secret, and whatever weapon or magic
    tiles B holds, the table drawn for A is the same picture."""
    session = GameSession.new(app, "asgard", seats("human", "human", "random"), 6, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    board._push_handoff = lambda seat: None
    rng = Rng(2)
    checked = 0
    while not session.state.is_over() and checked < 12:
        st = session.state
        if st.decision() == "place" and st.sel[1] and st.to_act() == [0]:
            board.shown_seat, board.handoff_for = 0, None
            before = _render(board)
            real = session.state
            fake = real.clone()
            others = [g for g in range(10) if g not in fake.sel[1] and fake.risen(g) and g not in fake.revealed[1]]
            if others:
                fake.sel[1][0] = others[0]
            # the same number of tiles (public), other values (secret)
            fake.w_held[1] = [5 if x != 5 else 1 for x in fake.w_held[1]]
            fake.m_held[1] = [4 if x != 4 else 0 for x in fake.m_held[1]]
            session.state = fake
            try:
                after = _render(board)
            finally:
                session.state = real
            assert before == after, "seat 1's secrets changed the picture drawn for seat 0"
            checked += 1
        seat = st.to_act()[0]
        session.apply(seat, rng.choice(st.legal_actions(seat)))
        session.run_bots_until_human()
    assert checked >= 6


def test_layout_fits_the_board_area():
    """Every area of the board lies inside the frame's board rect, and the god blocks, the
    worlds and the panel do not overlap where they must not."""
    rects = list(L.GOD_RECTS) + list(L.WORLD_RECTS) + [L.VALHALLA, L.ASGARD, L.SUPPLY, L.ROUNDS, L.TRACK_RECT,
                                                     *L.UNDERWORLD_RECTS, PANEL]
    for r in rects:
        assert L.BOARD.contains(r), r
    for i, a in enumerate(L.WORLD_RECTS):
        for b in L.WORLD_RECTS[i + 1:]:
            assert not a.colliderect(b)
    for g in range(10):
        for i in (0, 1):
            c = L.support_center(g, i)
            assert L.GOD_RECTS[g].collidepoint(c)


def test_a_panel_does_not_keep_the_human_from_acting(app):
    """While a panel is read the bots wait, but a human whose decision is pending gets the
    table at once (the panel stays on top of the board until read or Continue)."""
    session = GameSession.new(app, "asgard", seats("human", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    session.run_bots_until_human()
    board.shown_seat = None
    app.settings.animation_speed = 1
    try:
        board.on_step(1, None, [{"t": "legendary", "light": 2, "dark": 3}])
        board.update(0.05)
        assert board.moments and board.acting_human() == 0
        assert board.bots_held() is False     # a human decides: the panel does not hold the table
        board._refresh()
        keys = [k for _r, _l, k in board.buttons if k == "moment_next"]
        assert keys == ["moment_next"]
        # a click on the board (not on the panel) reaches the board's targets
        t = next(t for t in board.targets if t.shape != "button" and not PANEL.colliderect(t.rect))
        p = point_in(board, t)
        assert p is not None and board.target_at(p) is t
        board.on_button("moment_next")
        assert not board.moments
    finally:
        app.settings.animation_speed = 0


def test_a_placed_disc_slides_to_its_space(app):
    """At normal speed a disc placed in phase 2 travels from its owner's panel to the
    space; while it travels the space is drawn without it."""
    session = GameSession.new(app, "asgard", seats("human", "random"), 5, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(2)
    while session.state.decision() != "place" or session.pending_humans() != [0]:
        session.run_bots_until_human()
        if session.state.decision() == "place" and session.pending_humans() == [0]:
            break
        session.apply(0, rng.choice(session.state.legal_actions(0)))
    board.update(0.0)
    a = next(a for a in session.state.legal_actions(0) if a[0] == "place" and a[2] not in ("asgard", "temple"))
    app.settings.animation_speed = 1
    try:
        assert click_action(board, a)
        slides = list(board.anim.slides)
        assert slides and slides[0].payload[0][0] == "space" and slides[0].payload[1] == 0
        board._refresh()
        assert board.painter.hidden[slides[0].payload[0]] == 1
        board.update(1.0)
        assert slides[0] not in board.anim.slides   # arrived (a bot's disc may be on its way now)
    finally:
        app.settings.animation_speed = 0


def test_round_summary_follows_the_battle_panels(app):
    """The frame's end-of-round summary waits until the battles were shown world by world."""
    app.settings.animation_speed = 1
    try:
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 16, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(6)
        while session.state.rnd < 2 and not session.state.is_over():
            session.run_bots_until_human()
            if session.state.rnd >= 2:
                break
            session.apply(0, rng.choice(session.state.legal_actions(0)))
        assert session.state.rnd == 2
        assert board.moments and board.moments[0].title == "Battle phase"
        assert not board.summary_open
        for _ in range(40):
            app.step(1.0, [])
        assert board.moments, "time does not put the panels away while a human is at the table"
        while board.moments:
            board.on_button("moment_next")
        assert not board.moments and board.summary_open
    finally:
        app.settings.animation_speed = 0


def _click_at(app, pos) -> None:
    """A real left click at `pos` through the app (the stack's top scene gets it)."""
    ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
          pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)]
    app.step(1 / 60, ev)


def test_clicking_on_through_the_battles_never_loses_the_round_summary(app):
    """Rounds 1 and 2: the battle panels are put away by clicks on their Continue button
    (the way a player does); each round's summary then opens (it was skipped)."""
    app.settings.animation_speed = 1
    try:
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 16, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(6)
        for rnd in (2, 3):
            while session.state.rnd < rnd:
                session.run_bots_until_human()
                if session.state.rnd >= rnd:
                    break
                session.apply(0, rng.choice(session.state.legal_actions(0)))
            app.step(1 / 60, [])
            assert board.moments and board.moments[0].title == "Battle phase"
            for _ in range(30):
                if not board.moments:
                    break
                board._refresh()
                btn = next(r for r, _l, k in board.buttons if k == "moment_next")
                _click_at(app, btn.center)
            assert not board.moments
            for _ in range(5):
                app.step(1 / 60, [])
            assert board.summary_open, f"the summary of round {rnd - 1} is shown after its battles"
            board.close_summary()
        session.close()
    finally:
        app.settings.animation_speed = 0


def test_a_summary_opened_over_unread_panels_waits_for_them(app):
    """A step that ends the round while battle panels are still unread: the summary is
    not opened over them (a click on the panel's Continue then put it away unseen); it
    opens after the last panel."""
    app.settings.animation_speed = 1
    try:
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 16, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(6)
        while session.state.rnd < 2:
            session.run_bots_until_human()
            if session.state.rnd >= 2:
                break
            session.apply(0, rng.choice(session.state.legal_actions(0)))
        app.step(1 / 60, [])
        assert board.moments and not board.summary_open
        board.open_summary()              # as the frame does when a step ends a round
        board.on_step(1, None, [])
        app.step(1 / 60, [])
        while board.moments:
            board._refresh()
            btn = next(r for r, _l, k in board.buttons if k == "moment_next")
            _click_at(app, btn.center)
        app.step(1 / 60, [])
        assert board.summary_open
        session.close()
    finally:
        app.settings.animation_speed = 0


def test_ragnarok_is_told_before_the_outcome_shows(app):
    """The game's last step (the last battles and Ragnarök): the panels are told one by
    one and nothing of the outcome shows before: no winner in the top bar, the seat
    panels keep the scores from before, the results screen waits until the last panel
    was put away by the human (time and the bots never move it on)."""
    app.settings.animation_speed = 1
    try:
        session = GameSession.new(app, "asgard", seats("human", "random", "random"), 8, {})
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = Rng(4)
        while not session.state.is_over():
            session.run_bots_until_human()
            if session.state.is_over():
                break
            while board.summary_open or board.moments:
                board.close_summary()
                while board.moments:
                    board.on_button("moment_next")
            session.apply(0, rng.choice(session.state.legal_actions(0)))
        rec = session.rec
        before = list(rec.replay(board.spec, upto=len(rec.actions) - 1).scores())
        final = list(session.state.scores())
        assert final != before
        for _ in range(20):
            app.step(0.5, [])
        titles = [m.title for m in board.moments]
        assert any(t.startswith("Ragnarök in") for t in titles) and board.story() is not None
        board._refresh()
        status = board.status_text(board.view)
        winner = session.state.winners()[0]
        assert "Game over" not in status and board.names[winner] not in status
        assert [board.seat_score(board.view, s) for s in range(board.n)] == [str(x) for x in before]
        assert not board.gameover_shown
        while len(board.moments) > 1:
            board.on_button("moment_next")
            for _ in range(4):
                app.step(0.5, [])
            assert not board.gameover_shown, "the results wait for the last panel"
        board.on_button("moment_next")
        for _ in range(6):
            app.step(0.5, [])
        # then the last round's summary (issue 33, 18); once it is put away, the results
        summary = board.overlay_of(SummaryOverlay)
        assert summary is not None and not board.gameover_shown
        summary.put_away()
        for _ in range(6):
            app.step(0.5, [])
        assert board.gameover_shown
        session.close()
    finally:
        app.settings.animation_speed = 0


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_the_two_underworlds_are_told_apart_in_every_language(app, lang):
    """The light and the dark underworld have names that differ as drawn (fitted to their
    box): Italian and Greek named both the same."""
    from ui import i18n
    from ui.widgets.text import fit, tr

    session = GameSession.new(app, "asgard", seats("human", "random"), 3, {})
    board = board_scene_for(app, session)
    try:
        i18n.set_language(lang)
        names = [fit(board.fonts, tr(key, key), "display-bold", 18, r.w - 12)
                 for key, r in zip(("asgard.under_light", "asgard.under_dark"), L.UNDERWORLD_RECTS)]
        assert names[0] != names[1] and not any(n.endswith("…") for n in names), names
    finally:
        i18n.set_language("en")
        session.close()


def test_the_slides_are_read_from_facts_not_raw_event_keys(app):
    """slides_for reads the step's facts (Placed, Moved): no raw event key is read in it
    (an AST check), and over a seeded game every disc placed on a prayer space, a temple
    or Asgard and every battle disc moved slides to where it now stands."""
    import ast
    import inspect
    import textwrap

    from game.core.events import Moved, Placed
    for fn in (AsgardBoard.slides_for, AsgardBoard._disc_move):
        tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
        raw = [n for n in ast.walk(tree) if isinstance(n, ast.Subscript) and isinstance(n.slice, ast.Constant)
               and isinstance(n.slice.value, str)]
        gets = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                and n.func.attr == "get"]
        assert not raw and not gets, fn.__name__
    session = GameSession.new(app, "asgard", seats("random", "random", "random"), 11, {})
    board = board_scene_for(app, session)
    app.settings.animation_speed = 1
    try:
        seen = 0
        rng = Rng(3)
        st = session.state
        while not st.is_over():
            seat = st.to_act()[0]
            events = st.apply(seat, rng.choice(st.legal_actions(seat)))
            facts = [f for f in st.facts(events) if type(f) in (Placed, Moved) and f.piece == "disc"]
            slides = board.slides_for(seat, None, events)
            want = [f for f in facts if type(f) is Placed or f.to.startswith(("battle:", "victory:", "support:"))
                    or (f.to == "centre" and f.frm.startswith("battle:"))]
            assert len(slides) >= len(want)
            seen += len(want)
        assert seen > 20
    finally:
        app.settings.animation_speed = 0
        session.close()


def test_the_games_end_is_not_shown_when_it_joins_panels_still_unread(app):
    """The last step comes while earlier panels are still being read (they are added to
    the story open): the table still shows the position before it, no winner."""
    first = GameSession.new(app, "asgard", seats("human", "random", "random"), 8, {})
    rng = Rng(4)
    while not first.state.is_over():
        first.run_bots_until_human()
        if first.state.is_over():
            break
        first.apply(0, rng.choice(first.state.legal_actions(0)))
    actions = list(first.rec.actions)
    first.close()
    session = GameSession.new(app, "asgard", seats("human", "human", "human"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.animation_speed = 1
    try:
        spec = board.spec
        for seat, aj in actions[:-1]:
            session.apply(seat, spec.action_from_json(aj))
        while board.summary_open or board.moments:
            board.close_summary()
            while board.moments:
                board.on_button("moment_next")
        board.on_step(0, None, [{"t": "legendary", "light": 2, "dark": 3}])   # a panel still unread
        before = list(session.state.scores())
        seat, aj = actions[-1]
        session.apply(seat, spec.action_from_json(aj))
        assert session.state.is_over() and board.moments
        board._refresh()
        assert "Game over" not in board.status_text(board.view)
        assert [board.seat_score(board.view, s) for s in range(board.n)] == [str(x) for x in before]
    finally:
        app.settings.animation_speed = 0
        session.close()
