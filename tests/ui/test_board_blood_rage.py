"""The Blood Rage board: the battle and end-of-Age panels follow the game, hover
explains, actions sharing a figure or an area stay reachable, the clan sheet. What
every board must do (every legal action a click through a whole game, the hot seat
never showing another seat's hand, quests or kept card, random input never illegal) is
checked for every board in test_board_contract.py."""

from __future__ import annotations

import pygame
import pytest
from tables import seats, table_app

from game.core import Rng
from ui.boards import board_scene_for
from ui.boards.blood_rage import BloodRageBoard
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def ui_button_at(board, p) -> bool:
    return any(r.collidepoint(p) for r, _l, k in board.buttons if isinstance(k, str))


def point_in(board, target):
    """A point where `target` is the one a click finds."""
    r = target.rect
    if target.shape == "circle":
        cands = [target.center] + [(target.center[0] + dx, target.center[1] + dy)
                                   for dx in (-6, 0, 6) for dy in (-6, 0, 6)]
    else:
        cands = [(r.x + r.w * i // 10, r.y + r.h * j // 10) for j in range(1, 10) for i in range(1, 10)]
        cands.sort(key=lambda p: (p[0] - r.centerx) ** 2 + (p[1] - r.centery) ** 2)
    for p in cands:
        hit = board.target_at(p)
        if hit is not None and hit.action == target.action and not ui_button_at(board, p):
            return p
    return None


def check_clicks(board, session, rng) -> set:
    """Every legal action of the human on screen has a target (board, hand, draft or a
    tray button); clicking each applies exactly its action; clicks elsewhere nothing."""
    seat = board.acting_human()
    assert seat is not None
    legal = session.state.legal_actions(seat)
    board.close_story()         # a battle's result or an Age's end told: read
    if board.summary_open:      # the frame's end-of-Age summary: put away first
        board.close_summary()
    board.invalidate()
    board._refresh()
    calls = []
    real_apply = session.apply
    session.apply = lambda s, a: calls.append((s, a)) or []
    try:
        mapped = {t.action for t in board.targets}
        assert set(legal) <= mapped, f"unreachable legal actions: {set(legal) - mapped}"
        assert mapped <= set(legal), f"targets for actions that are not legal: {mapped - set(legal)}"
        for a in set(legal):
            t = next(t for t in board.targets if t.action == a)
            p = point_in(board, t)
            assert p is not None, f"no clickable point for {a}"
            calls.clear()
            board.click(p)
            assert calls == [(seat, a)], (a, calls)
        for _ in range(30):
            p = (rng.below(1600), rng.below(900))
            if board.target_at(p) is None and not ui_button_at(board, p):
                calls.clear()
                board.click(p)
                assert calls == []
    finally:
        session.apply = real_apply
    return {t.shape for t in board.targets}


def click_action(board, a) -> None:
    board.close_story()
    if board.summary_open:
        board.close_summary()
    board.invalidate()
    board._refresh()
    t = next(t for t in board.targets if t.action == a)
    p = point_in(board, t)
    assert p is not None, (a, t, [(r, k) for r, _l, k in board.buttons if r.colliderect(t.rect)])
    assert board.click(p)


def test_blood_rage_is_on_the_table(app):
    session = GameSession.new(app, "blood_rage", seats("human", "random"), 1, {})
    assert isinstance(board_scene_for(app, session), BloodRageBoard)


def test_battle_and_age_end_are_told(app):
    """A bots-only table: the battle panel records reveals and results, the end of an
    Age its quests, Ragnarök and Valhalla; nothing of a hand is drawn face up."""
    session = GameSession.new(app, "blood_rage", seats("random", "random", "random"), 8, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    surf = pygame.Surface((1600, 900))
    revealed = ended = 0
    told: list = []
    feed = board.story.feed
    board.story.feed = lambda events: told.extend(feed(events)) or told[len(told):]
    while not session.state.is_over():
        session.run_bots_until_human(limit=1)
        board.update(1 / 60)
        for kind, rec in told:
            if kind == "battle" and rec["rounds"]:
                assert rec["done"] and rec["winner"] is not None and set(rec["totals"]) == set(rec["parts"])
                revealed += 1
            if kind == "age":
                assert rec["done"] and rec["rag"] and rec["age"] in (1, 2, 3)
                ended += 1
        told.clear()
        board.draw(surf)
        assert board.describe()["hand_faces"] == []
    assert revealed > 0 and ended > 0


def test_hover_explains_provinces_cards_and_stats(app):
    """A province's tooltip: each clan's strength there (a ship in its fjord counted),
    the pillage reward and what the viewer's quest needs; a stat row explains itself."""
    from game.blood_rage.data import FJORD_OF, REGION, card_id
    from ui.boards import blood_rage_layout as L

    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 4, {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    session.run_bots_until_human()
    st = session.state
    p = next(q for q in L.VILLAGE_POS if q not in st.destroyed and REGION[q] == "Manheim")
    st.fig[0]["W0"] = p
    st.fig[1]["S"] = FJORD_OF[p]
    quest = card_id("Manheim", 1)
    st.quests[0].append(quest)
    board.invalidate()
    board.update(0.0)
    surf = pygame.Surface((1600, 900))
    rect = board._prov_hover_rects(p)[-2]
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    board.draw(surf)
    text = board.tooltip.text
    assert "Astrid: strength 1" in text and "Bjorn: strength 2" in text, text
    assert "Pillage reward" in text
    assert "Your quest Manheim" in text and "Not met here yet (1 against 2)" in text
    # a stat row of the clan sheet
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=L.stat_row(1).center, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    board.draw(surf)
    assert "Axes" in board.tooltip.text and "Glory you gain for each battle" in board.tooltip.text
    # a card in the hand: its full effect
    r = board.layout.hand_rects(len(st.hand[0]), 900)[0]
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    board.draw(surf)
    from ui.boards import blood_rage_text as T

    assert T.card_long(st.hand[0][0]).split("\n")[0] in board.tooltip.text


def test_march_slides_and_a_battle_holds_the_bots_until_continue(app):
    """At normal speed a march slides its figures, and after a battle the bots wait
    while its narration is open (the battle can be read) until Continue is clicked."""
    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 5, {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.settings.animation_speed = 1
    rng = Rng(3)
    slid = held = False
    try:
        for _ in range(3000):
            if session.state.is_over() or (slid and held):
                break
            if board.telling is not None:
                n = len(session.rec.actions)
                for _ in range(100):
                    board.telling.update(0.05)
                assert len(session.rec.actions) == n and board.telling is not None    # the bots wait
                held = True
                board.close_story()
                assert board.telling is None
                continue
            session.run_bots_until_human(limit=1)
            board.update(0.0)
            seat = board.acting_human()
            if seat is None:
                continue
            legal = session.state.legal_actions(seat)
            pref = [a for a in legal if a[0] in ("march", "to", "move", "pillage", "invade")]
            click_action(board, rng.choice(pref or legal))
            if any(isinstance(s.payload, tuple) for s in board.anim.slides):
                slid = True
                assert all(0.15 <= s.duration <= 0.3 for s in board.anim.slides)
                before = list(board.anim.slides)
                board.update(0.4)
                assert not any(s in board.anim.slides for s in before)
    finally:
        app.settings.animation_speed = 0
    assert slid and held


def test_actions_sharing_a_figure_or_an_area_stay_reachable(app):
    """March and Frigga's Sacrifice on the same figures, pillage and Tyr's Challenge:
    whatever a figure or an area cannot hold goes to the tray, so every legal action
    is still one click away."""
    from game.blood_rage.data import card_id
    from ui.boards import blood_rage_layout as L

    session = GameSession.new(app, "blood_rage", seats("human", "random"), 6, {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(2)
    for _ in range(200):
        session.run_bots_until_human()
        board.update(0.0)
        if (session.state.decision() or {}).get("kind") == "turn":
            break
        click_action(board, session.state.legal_actions(0)[0])
    st = session.state
    assert (st.decision() or {}).get("kind") == "turn" and board.acting_human() == 0
    p, q = [x for x in L.VILLAGE_POS if x not in st.destroyed][:2]
    st.fig[0]["W0"] = p
    st.fig[0]["W1"] = p
    st.fig[0]["L"] = q
    st.pillaged.append(q)
    st.rage[0] = 5
    st.ups[0] += [card_id("Frigga's Sacrifice"), card_id("Tyr's Challenge")]
    st.lcache = None
    board.invalidate()
    board.update(0.0)
    legal = st.legal_actions(0)
    verbs = {a[0] for a in legal}
    assert {"march", "sacrifice", "pillage", "repillage"} <= verbs, verbs
    check_clicks(board, session, rng)
    tray = {k for r, _l, k in board.buttons if not isinstance(k, str)}
    assert any(a[0] == "sacrifice" for a in tray)     # the figures went to the marches


def test_clan_tabs_show_another_sheet_and_actions_stay_reachable(app):
    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 9, {"first_game": "on"})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(1)
    for _ in range(200):
        session.run_bots_until_human()
        board.update(0.0)
        if any(a[0] == "invade" for a in session.state.legal_actions(0)):
            break
        click_action(board, session.state.legal_actions(0)[-1])
    board._refresh()
    assert board.shown_sheet(board.view) == 0
    tab = next(r for r, _l, k in board.buttons if k == "sheet:2")
    board.click(tab.center)
    board._refresh()
    assert board.shown_sheet(board.view) == 2
    check_clicks(board, session, rng)        # the reserve is not shown: its invades are tray buttons
    assert any(isinstance(k, tuple) and k[0] == "invade" for _r, _l, k in board.buttons)
    click_action(board, next(a for a in session.state.legal_actions(0) if a[0] == "invade"))
    board._refresh()
    assert board.sheet_seat is None


def test_every_text_key_shown_is_listed_with_a_default(app, monkeypatch):
    """All visible text goes through the catalogue: every blood_rage key asked while a
    whole game is drawn (each tooltip hovered now and then) is in ui.boards.strings."""
    from ui import i18n
    from ui.boards.strings import board_strings

    asked: set[str] = set()
    real_has = i18n.has
    monkeypatch.setattr(i18n, "has", lambda key: asked.add(key) or real_has(key))
    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 13, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    surf = pygame.Surface((1600, 900))
    rng = Rng(6)
    steps = 0
    while not session.state.is_over():
        session.run_bots_until_human()
        if session.state.is_over():
            break
        board.update(0.0)
        if steps % 7 == 0:
            for r, _t, _b in list(board.tips):
                board.mouse = r.center
                board.draw(surf)
        legal = session.state.legal_actions(0)
        click_action(board, rng.choice(legal))
        steps += 1
    board.update(0.0)
    board.draw(surf)
    known = board_strings()
    mine = {k for k in asked if k.startswith("blood_rage.")}
    assert len(mine) > 120, len(mine)
    assert all(known.get(k) for k in mine), sorted(k for k in mine if k not in known)


# Names shortened since nothing is drawn under 14 px (issue 33, 6): none. A word wider
# than its tile or band at 14 px is broken with a hyphen (ui.widgets.hyphen), or the name
# said shorter ("Łaska Lokiego", "Wirtuozi Oręża"). Any cut fails. (The quests' tiles are
# 204 px wide since "Glorious Death" and then Polish "Chwalebna Śmierć" were cut at 1280x720.)
SHEET_CUTS_AT_14: tuple[tuple[str, str, str], ...] = ()
TITLE_CUTS_AT_14: tuple[tuple[str, str, int], ...] = ()


def test_the_clan_sheet_names_every_card_whole_in_every_language(app):
    """One's own quests and kept card were 72 px card faces whose names read "Jot…" and
    "Ma…"; they are tiles now, and every card's name fits its tile in every language."""
    from game.blood_rage.data import CARDS
    from ui import i18n
    from ui.boards import blood_rage_layout as L
    from ui.boards import blood_rage_text as T
    from ui.boards.blood_rage_cards import TILE_H, tile_label
    from ui.boards.blood_rage_draw import KEPT_TILE_W, SHEET_TILE_W
    from ui.widgets.hyphen import joined
    from ui.widgets.text import fit_size

    card_h = L.sheet_bottom_row().h - 22
    cut: set[tuple[str, str, str]] = set()
    try:
        for code, window in [(code, w) for w in ((1600, 900), (1280, 720)) for code in ("en", "it", "el", "pl", "pt")]:
            app._open_window(window)        # (at 1280x720 Polish "Chwalebna Śmierć" was a pixel too wide)
            i18n.set_language(code)
            for c in range(len(CARDS)):
                face = T.card_face(c)
                if CARDS[c].kind == "quest":
                    if tile_label(app.fonts, face, SHEET_TILE_W, TILE_H) != [(face.title, tile_label(
                            app.fonts, face, SHEET_TILE_W, TILE_H)[0][1])]:
                        cut.add((code, "quest", face.title))
                lines = tile_label(app.fonts, face, KEPT_TILE_W, card_h)     # a kept card: any card
                if joined([p for p, _ in lines]).split() != face.title.split():
                    cut.add((code, "kept", face.title))
                assert sum(app.fonts.size_for(size) + 2 for _, size in lines) <= card_h - 4
            for stat in range(3 if window == (1600, 900) else 0):   # (1280x720: test_blood_rage_text_fit)
                # Greek "Τσεκούρια" ran into the first step of its track
                room = L.stat_step(stat, 1).x - L.stat_row(stat).x - 4
                assert fit_size(app.fonts, T.stat_name(stat), "text-bold", 16, room, 12)[0] == T.stat_name(stat)
    finally:
        i18n.set_language("en")
        app._open_window((1600, 900))
    assert sorted(cut) == sorted(SHEET_CUTS_AT_14), sorted(cut)


def test_the_clan_sheet_draws_ones_own_quests_as_named_tiles(app, monkeypatch):
    """The sheet of one's own clan draws each committed quest as a tile (not a card face)."""
    from game.blood_rage.data import CARDS
    from ui.boards import blood_rage_draw
    from ui.boards import blood_rage_text as T

    session = GameSession.new(app, "blood_rage", seats("human", "easy", "easy"), 5, {})
    session.state.quests[0] = [c for c in range(len(CARDS)) if CARDS[c].kind == "quest"][:2]
    board = board_scene_for(app, session)
    session.run_bots_until_human()
    board.update(0.0)
    board.draft_minimised = True
    drawn = []
    real = blood_rage_draw.draw_card_tile

    def spy(d, f, r, face):
        drawn.append(face.title)
        real(d, f, r, face)

    monkeypatch.setattr(blood_rage_draw, "draw_card_tile", spy)
    board.invalidate()
    board.draw(pygame.Surface((1600, 900)))
    assert drawn == [T.card_face(c).title for c in session.state.quests[0]]


def test_every_card_title_is_whole_in_the_hand_and_the_draft(app):
    """Polish "Błogosławieństwo Lokiego" showed "Błogosławieńs…" in the hand: a title
    shrinks until its longest word fits the band, on two lines (three for the longest
    Greek titles)."""
    from game.blood_rage.data import CARDS
    from ui import i18n
    from ui.boards import blood_rage_text as T
    from ui.boards.base import FrameLayout
    from ui.boards.blood_rage_cards import TITLE_MIN, title_layout
    from ui.widgets.hyphen import joined

    lay = FrameLayout(3)
    heights = (lay.hand_height, lay.draft_height)
    cut: set[tuple[str, str, int]] = set()
    try:
        for code in ("en", "it", "el", "pl", "pt"):
            i18n.set_language(code)
            for c in range(len(CARDS)):
                face = T.card_face(c)
                for h in heights:
                    size, width, lines = title_layout(app.fonts, face, h)
                    assert size >= TITLE_MIN and len(lines) <= 3, (code, face.title, h)
                    if joined(lines).split() != face.title.split():
                        cut.add((code, face.title, h))
                    assert all(app.fonts.get("display-bold", size).size(ln)[0] <= width for ln in lines), \
                        (code, face.title, h, size, lines)
    finally:
        i18n.set_language("en")
    assert sorted(cut) == sorted(TITLE_CUTS_AT_14), sorted(cut)


def test_the_status_lists_the_clans_waited_for_with_and(app):
    """The top bar read "Gods' Gifts: waiting for Ingrid, Astrid, Bjorn, Sigrid": the last
    two are joined by "and", as elsewhere."""
    session = GameSession.new(app, "blood_rage", seats("human", "easy", "easy", "easy"), 3, {})
    board = board_scene_for(app, session)
    board.draw(pygame.Surface((1600, 900)))
    assert session.state.decision()["kind"] == "pick" and len(session.state.to_act()) == 4
    names = [session.names[s] for s in range(4)]
    assert board.status_text(board.view) == f"Gods' Gifts: waiting for {', '.join(names[:3])} and {names[3]}"


def test_a_seat_waiting_in_the_draft_is_told_whose_packet_comes_next(app):
    """Each packet passes as soon as it is picked from: a seat that has picked waits for
    the one seat that passes to it, not for the whole table ("The packets pass … when
    everyone has picked" was wrong once the draft passed each pack at once)."""
    from ui.widgets.text import tr

    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 2, {})
    session.bot_process = False
    board = board_scene_for(app, session)
    app.clear_to(board)
    try:
        board.update(0.1)
        st = session.state
        assert st.ask[0] == "pick" and 0 in st.to_act()
        session.apply(0, st.legal_actions(0)[0])        # the bots have not picked yet
        assert 0 not in session.state.to_act()
        from ui.widgets.text_check import drawn_texts

        board.update(0.1)
        head = tr("board.draft.waiting_each", "", name=board.names[(0 - (session.state.draft.direction or 1)) % 3])
        texts = drawn_texts(app)
        assert head in texts, texts
        assert tr("board.draft.waiting", "") not in texts
    finally:
        session.close()
