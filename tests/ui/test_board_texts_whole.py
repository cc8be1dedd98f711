"""Texts the boards used to cut short with an ellipsis (found by `scripts/playthrough.py
--cuts`) now show whole, in every language: each test draws the place with
`ui.widgets.text.SHORTENED` recording, over every text that place can show.

The table is always drawn on the logical 1600x900 surface (a smaller or larger window
scales it), so the room measured here is the room at every window size."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pygame
import pytest

from game.core.progress import Progress
from ui import i18n
from ui.fonts import FontCache
from ui.widgets import text as text_widgets

LANGS = ("en", "it", "el", "pl", "pt")


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return FontCache()


@pytest.fixture
def shortened(monkeypatch):
    """The texts `fit` shortens while the test runs, as {(file:line, text): count}."""
    got: Counter = Counter()
    monkeypatch.setattr(text_widgets, "SHORTENED", got)
    yield got
    i18n.set_language("en")


def _no_tip(*_args) -> None:
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_every_gods_boon_shows_whole_on_its_mat(fonts, shortened, lang):
    """Tiny Epic Vikings: each of the twelve gods' Valhalla Boons is drawn whole on the
    god mat, inside the mat, above its Fury track (it was cut after ~35 characters in
    every language, English too)."""
    from game.vikings import data as D
    from ui.boards import vikings_draw as V
    from ui.boards import vikings_layout as L
    from ui.boards import vikings_text as T

    i18n.set_language(lang)
    V._FIT.clear()
    gods = list(D.GODS)
    assert len(gods) == 12
    surf = pygame.Surface((1600, 900))
    for k in range(0, len(gods), 3):
        v = SimpleNamespace(god_ids=lambda k=k: tuple(gods[k:k + 3]), god_runes=lambda: ("F", "H", "P"),
                            fury_levels=lambda: (0, 7, 21), dedication_counts=lambda: {})
        V.draw_gods(surf, fonts, v, 3, _no_tip)
    assert [key for key in shortened if key[0].startswith("vikings_draw")] == []
    for g, gid in enumerate(gods):
        room = L.god_boon_rect(g % 3)
        mat = L.GOD_RECTS[g % 3]
        lines = V.boon_lines(fonts, T.god_boon(gid), room)
        assert " ".join(ln for ln, _s in lines) == " ".join(T.god_boon(gid).split()), (lang, gid)
        assert all(fonts.get("text", s).size(ln)[0] <= room.w for ln, s in lines), (lang, gid)
        assert sum(V.boon_pitch(fonts, s) for _ln, s in lines) <= room.h, (lang, gid)
        assert mat.contains(room) and room.bottom < L.fury_cell(g % 3, 0).y
        assert min(s for _ln, s in lines) >= 12


def _all_faces(game: str) -> list:
    """Every face a game's hand, draft or reveal can show."""
    if game == "midgard":
        from game.midgard import data as D
        from ui.boards import midgard_text as T

        return [T.card_face(c) for c in range(D.NUM_CARDS)]
    if game == "vikings":
        from game.vikings import data as D
        from ui.boards import vikings_text as T

        return [T.card_face(c) for c in D.CARDS]
    if game == "blood_rage":
        from game.blood_rage import data as D
        from ui.boards import blood_rage_text as T

        return [T.card_face(c) for c in range(D.NUM_CARDS)]
    from game.asgard import data as D
    from ui.boards.asgard import AsgardBoard

    face = AsgardBoard.card_face
    return ([face(None, ("god", x, status)) for x in range(len(D.GOD_SIDE)) for status in ("", "chosen", "later")]
            + [face(None, ("w", k)) for k in (1, 2, 3)] + [face(None, ("m", k)) for k in range(len(D.MAGIC_KEYS))])


# The cards whose hand face (not the draft's) shortens a text with "…" since the text
# size rule (ui.fonts.effective_size) draws nothing under 14 px: none. A word wider than
# the card (Polish "Błogosławieństwo") is broken with a hyphen (ui.widgets.hyphen) where
# that costs the effect no words, else the card's name is said shorter ("Łaska Lokiego",
# "Πρωτείο του Θωρ"). Listed by title, so that any cut fails (issue 33, 6 and 7).
HAND_CUTS: dict[tuple[str, str], tuple[str, ...]] = {}
# ... and in the draft
DRAFT_CUTS: dict[tuple[str, str], tuple[str, ...]] = {}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ("midgard", "vikings", "blood_rage", "asgard"))
def test_every_card_face_shows_its_texts_whole(fonts, shortened, game, lang):
    """Every card of the four games, in the hand and in the draft: title, subtitle chip
    and effect whole (Midgard's "Asgard / Vanaheim" chip was cut in every language in
    the hand, Greek in the draft too; Greek Vikings and Blood Rage effects and an Asgard
    title were cut in the hand)."""
    from ui.boards import board_class
    from ui.boards.blood_rage_cards import BloodRageCardArt
    from ui.widgets.cards import CardArt

    i18n.set_language(lang)
    cls = board_class(game)
    art = (BloodRageCardArt if game == "blood_rage" else CardArt)(fonts)
    faces = _all_faces(game)
    assert len(faces) > 20
    for face in faces:      # the draft's faces: every text whole
        art.face(face, cls.draft_height)
        assert 0 < art.icon_centre_y(face, cls.draft_height) < cls.draft_height   # the "new" tag, by this art's layout
    assert sorted(text for _at, text in shortened) == list(DRAFT_CUTS.get((game, lang), ()))
    cut_in_hand = []
    for face in faces:      # the hand's: whole but for the cards listed
        before = sum(shortened.values())
        art.face(face, cls.hand_height)
        assert 0 < art.icon_centre_y(face, cls.hand_height) < cls.hand_height
        if sum(shortened.values()) > before:
            cut_in_hand.append(face.title)
    assert sorted(set(cut_in_hand)) == sorted(HAND_CUTS.get((game, lang), ()))


MOMENT_LINES = ("btile", "btilevp", "godwins", "legendary", "lose", "magic_vp", "nobtile", "pop", "popsleave",
                "rag_intro", "rescue", "spend", "support_vp", "templevp", "tie", "win")


@pytest.fixture(scope="module")
def asgard_board(tmp_path_factory):
    from tables import seats, table_app

    from ui.boards import board_scene_for
    from ui.session import GameSession

    app = table_app(tmp_path_factory)
    session = GameSession.new(app, "asgard", seats("human", "human", "human"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    app.draw(app.screen)
    return board


@pytest.mark.parametrize("lang", LANGS)
def test_every_asgard_moment_line_shows_whole(asgard_board, shortened, lang):
    """Asgard's moments (the battle phase and Ragnarök told world by world): every line
    whole, with the longest default name and god, under a battle's two columns and
    beside the Continue button (Greek, Polish and Portuguese "… is not ahead: send
    recruits to win, …" and Italian Ragnarök's rule line were cut)."""
    from game.asgard import data as D
    from ui.boards import asgard_text as T
    from ui.boards.asgard import Moment

    board = asgard_board
    i18n.set_language(lang)
    name = max(i18n.t("newgame.default_names").split(","), key=len)
    god = max((T.god(g) for g in range(len(D.GOD_KEYS))), key=len)
    recruit = max((T.a_recruit(t) for t in range(len(D.RECRUIT_NAMES))), key=len)
    hows = [i18n.t(f"asgard.m.by_{h}") for h in ("strength", "recruits", "tyr", "claim")]
    params = {"name": name, "vp": 12, "god": god, "l": 3, "d": 3, "r": recruit, "s": 3, "w": 7}
    texts = [i18n.t(f"asgard.m.{key}", **params, how=how) for key in MOMENT_LINES
             for how in (hows if key == "win" else hows[:1])]
    surf = pygame.Surface((1600, 900))
    columns = ([i18n.t("asgard.m.side_total", side="Light", v=9)], [i18n.t("asgard.m.side_total", side="Dark", v=9)])
    for text in texts:
        for seat in (0, -1):
            for uid in (1, -1):     # a queued moment (Continue) and a battle decided now
                board._draw_moment(surf, Moment(title="Battle", left=list(columns[0]), right=list(columns[1]),
                                                 lines=[(text, seat)], uid=uid))
                board._draw_moment(surf, Moment(title="Ragnarök", lines=[(text, seat)] * 4, uid=uid))
    assert sorted(shortened) == []


@pytest.fixture(scope="module")
def asgard_bots_board(tmp_path_factory):
    from tables import seats, table_app

    from ui.boards import board_scene_for
    from ui.session import GameSession

    app = table_app(tmp_path_factory)
    session = GameSession.new(app, "asgard", seats("human", "easy", "easy", "easy"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    return board


@pytest.mark.parametrize("lang", LANGS)
def test_the_top_bars_status_shows_whole_beside_the_bots_thinking(asgard_bots_board, shortened, monkeypatch, lang):
    """The top bar's status, with "Last round" and "Pause bots" buttons and three bots
    thinking, and the thinking line beside it: Asgard's phase lines for every prayer
    space and the seats waited for, with the longest default name (Greek "Φάση 3: Bjorn εκτελεί τον δίσκο: πάνω θέση Προσευχής
    (Φρέγια)" and Italian, Polish and Portuguese phase lines were cut; then Portuguese
    "Pensando: Astrid, Bjorn" beside a status on two lines)."""
    from game.asgard import data as D
    from ui.boards import asgard_text as T
    from ui.session import GameSession
    from ui.widgets.text import and_list

    board = asgard_bots_board
    i18n.set_language(lang)
    monkeypatch.setattr(GameSession, "thinking", property(lambda s: True))
    monkeypatch.setattr(GameSession, "thinking_seats", lambda s: [1, 2, 3])
    monkeypatch.setattr(board, "summary", object())
    name = max(i18n.t("newgame.default_names").split(","), key=len)
    wheres = [T.space_name(s) for s in D.SPACE_IDS] + [T.space_name("asgard")]
    wheres += [T.space_name("temple:" + k) for k in D.GOD_KEYS]
    texts = [i18n.t("asgard.status.resolving", name=name, where=w) for w in wheres]
    texts += [i18n.t(f"asgard.status.{k}", name=name, k=4, w=7)
              for k in ("choose", "place", "resolve", "battle", "vdraft", "wm")]
    texts.append(i18n.t("board.status.waiting", names=and_list([i18n.t("board.you_in_list"), "Astrid", "Bjorn"])))
    surf = pygame.Surface((1600, 900))
    real = board.session.state.view(0)
    phases = [(2, p) for p in ("round_start", "choose_gods", "choose_actions", "actions", "battles")]
    for number, phase in phases + [(5, "ragnar_k"), (0, "setup")]:   # the round left of the status
        p = Progress("round", number, 5, phase, f"round.phase.asgard.{phase}")
        v = SimpleNamespace(progress=lambda p=p: p, is_over=real.is_over)
        for text in texts:
            monkeypatch.setattr(board, "status_text", lambda _v, text=text: text)
            board.buttons = []
            board._draw_top(surf, v)
            board._draw_thinking(surf)      # the bots' thinking line, right of the status
            assert board._status_end < board._thinking_rect.x
    assert sorted(shortened) == []


@pytest.mark.parametrize("lang", LANGS)
def test_asgards_give_all_your_recruits_buttons_show_whole_in_the_tray(fonts, shortened, lang):
    """A tray button (281 x 40, as in a grid of up to eight): Asgard's
    "give all your {recruits}" for each kind of recruit (Polish "Oddaj wszystkich
    swoich: pomarańczowych wojowników" was cut in 12 px on two lines)."""
    import pygame as pg

    from game.asgard import data as D
    from ui.boards import asgard_text as T
    from ui.boards.base import FrameLayout
    from ui.widgets import buttons as B

    i18n.set_language(lang)
    B._LINES.clear()
    rects = FrameLayout(4, 150, 136).tray_buttons(8)
    assert {r.size for r in rects} == {(281, 40)}   # wide enough for two lines of 14 px
    surf = pg.Surface((1600, 900))
    for key in D.RECRUIT_KEYS:
        B.draw_button(surf, fonts, rects[0], T.button_label(("recruits", key)))
    assert sorted(shortened) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_era_mats_dedication_names_show_whole(fonts, shortened, lang):
    """Tiny Epic Vikings' Era Mat: each dedication's name whole in its box ("Shipwright's
    Hall" was cut by 2 px in 12 px), with room for four Villages."""
    from ui.boards import vikings_draw as V

    i18n.set_language(lang)
    V._FIT.clear()
    v = SimpleNamespace(deck_count=lambda: 0, discard_count=lambda: 0, era_number=2, dedication_counts=lambda: {},
                        battle_now=lambda: None, invader_cards=lambda: ())
    V.draw_era(pygame.Surface((1600, 900)), fonts, v, 4, ["A", "B", "C", "D"], [(200, 60, 60)] * 4,
               ["circle"] * 4, _no_tip)
    assert sorted(shortened) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_blood_rage_battle_rows_trial_layout_records_no_cut(fonts, shortened, lang):
    """Blood Rage's battle row tries its last two cards side by side and stacks them when
    a name would not be whole there: the trial is not a text shown cut, so playthrough
    --cuts does not list it (Greek "Πρωτοκαθεδρία του Θωρ" was listed, drawn whole)."""
    from game.blood_rage import data as D
    from ui.boards import blood_rage_layout as L
    from ui.boards import blood_rage_story as S
    from ui.boards import blood_rage_text as T

    i18n.set_language(lang)
    names = sorted((T.card_name(c) for c in range(D.NUM_CARDS) if D.CARDS[c].kind == "battle"), key=len)[-6:]
    for k in (2, 5):
        row = L.battle_row(0, k)
        for a in names:
            for b in names:
                S.card_rects(fonts, row, row.x + S.BATTLE_NAME_W, min(44, row.h - 12), [(a, "+3", False), (b, "+2", True)])
    assert sorted(shortened) == []


@pytest.mark.parametrize("window_scale", [1.0, 0.8])     # 1600x900 and 1280x720
@pytest.mark.parametrize("lang", LANGS)
def test_a_dedications_action_is_whole_and_clear_of_its_villages(shortened, lang, window_scale):
    """Tiny Epic Vikings' Era Mat: in each dedication box the action ("Explore 2") is
    whole and no Village circle is drawn over it (beside it, or in a row under it), for 2
    to 4 Villages (the circles ran over Polish "Eksploracja 2", Greek "Εξερεύνηση 2" and,
    for four, English "Explore 2")."""
    from game.vikings import data as D
    from ui.boards import vikings_draw as V
    from ui.boards import vikings_layout as L
    from ui.boards import vikings_text as T

    fonts = FontCache()
    fonts.set_scale(1.0, window_scale)      # (Greek "Εξερεύνηση 2" was cut at 1280x720)
    i18n.set_language(lang)
    for dr, (slot, code) in zip(L.dedication_rects(), D.DEDICATIONS.items()):
        action = T.leader_text(code[1] if code[1] in T.ACTION_WORD else "BUILD", code[2])
        for cap in (2, 3, 4):
            text, size, spots, rad, role = V.dedication_row(fonts, action, dr, cap)
            assert text == action and size >= 12
            # the action's line and the name's as draw_era draws them; a circle beside or under
            w, h = fonts.get(role, size).size(text)
            line = pygame.Rect(dr.x + 6, dr.y + 25 + (16 - size) // 2, w, h)
            name = T.ded_name(slot)
            nm, nrole, nsize = V.ded_name_fit(fonts, name, V.dedication_name_room(dr, spots, rad),
                                              T.ded_short(slot))
            assert nm in (name, T.ded_short(slot))
            top = pygame.Rect(dr.x + 5, dr.y + 3 + (16 - nsize) // 2, *fonts.get(nrole, nsize).size(nm))
            assert len(spots) == cap
            for x, y in spots:
                circle = pygame.Rect(x - rad - 1, y - rad, 2 * rad + 2, 2 * rad)
                assert not circle.colliderect(line) and not circle.colliderect(top) and dr.contains(circle)
    assert sorted(shortened) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_status_makes_room_when_another_bot_starts_thinking(asgard_bots_board, shortened, monkeypatch, lang):
    """The top bar is laid out again when the seats thinking change, not only when
    thinking starts: a second bot starting while the first still thinks got the room of
    the first one's name (Portuguese "Pensando: Astrid, Bjorn" was cut)."""
    from ui.session import GameSession

    board = asgard_bots_board
    i18n.set_language(lang)
    name = max(i18n.t("newgame.default_names").split(","), key=len)
    text = i18n.t("asgard.status.resolving", name=name, where=i18n.t("asgard.space.up", god="Freyja"))
    monkeypatch.setattr(GameSession, "thinking", property(lambda s: True))
    monkeypatch.setattr(board, "status_text", lambda _v: text)
    monkeypatch.setattr(board, "summary", SimpleNamespace(title="x"))
    for seats in ([3], [1, 3], [1, 2, 3]):
        monkeypatch.setattr(GameSession, "thinking_seats", lambda s, seats=seats: list(seats))
        board._refresh()
        board._draw_thinking(pygame.Surface((1600, 900)))
        assert board._status_end < board._thinking_rect.x
    assert sorted(shortened) == []


@pytest.mark.parametrize("lang", LANGS)
def test_blood_rages_sacrifice_buttons_show_whole_in_the_tray(fonts, shortened, lang):
    """A tray button (281 x 40, as in a grid of up to eight): Blood Rage's "sacrifice the
    {figure} in {province} (1 of 2)" for every figure and province (Polish "Poświęć:
    Mroczny Elf (Muspelheim) (pierwsza z dwóch)" was cut even in 11 px on two lines, and
    Greek and Portuguese ones too). A Ship in a fjord ("the Elvagar-Angerboda fjord",
    one long word) is still shortened in four languages; its tooltip holds it whole."""
    import pygame as pg

    from game.blood_rage import data as D
    from ui.boards import blood_rage_text as T
    from ui.boards.base import FrameLayout
    from ui.widgets import buttons as B

    i18n.set_language(lang)
    B._LINES.clear()
    rect = FrameLayout(4, 150, 136).tray_buttons(8)[0]
    surf = pg.Surface((1600, 900))
    figures = sorted(D.FIGURE_NAMES)
    assert len(figures) > 5
    for loc in D.PROVINCES:
        for fig in figures:
            B.draw_button(surf, fonts, rect, T.action_text(("sacrifice", loc, fig), None, []))
    assert sorted(shortened) == []
