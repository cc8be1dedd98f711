"""Tiny Epic Vikings board: every text a player reads (tooltips, buttons, the prompt, the
words of each legal action, the log) names Favor cards, Viking cards, enemy mats, runes
and fjords by their names, never by the data's ids ("FV02", "P12", "R2", "F", "jAB12"),
which no piece of the game shows; the names come from the catalogue of the language shown."""

from __future__ import annotations

import random
import re

import pytest

from game.vikings import data as D
from saves import SaveStore
from ui import i18n
from ui.app import App
from ui.boards import board_scene_for
from ui.boards import vikings_text as T
from ui.session import GameSession
from ui.widgets.text import text_of

IDS = (set(D.CARDS) | set(D.FAVORS) | set(D.ENEMY_MATS)
       | {f for m in D.MAPS.values() for f in m["fjords"]})
ID = re.compile(r"(?<![\w.])(" + "|".join(sorted(IDS, key=len, reverse=True)) + r")(?!\w)")
RUNE_LETTER = re.compile(r"\b(?:the|Rune) [FHP]\b|\([FHP]\)|\b[FHP], [FHP]\b")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    a.settings.bot_pause = 0.0
    a.settings.animation_speed = 0
    yield a
    i18n.set_language("en")


def texts_of_a_game(app, players: int, expansion: str, seed: int) -> list[tuple[str, str]]:
    seats = [{"name": ["Ann", "Bo", "Cy", "Di"][i], "kind": "human" if i == 0 else "random", "colour": i}
             for i in range(players)]
    session = GameSession.new(app, "vikings", seats, seed, {"expansion": expansion})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(seed)
    out: list[tuple[str, str]] = []
    for k in range(3000):
        session.run_bots_until_human()
        board.update(0.0)
        if session.state.is_over():
            break
        board.close_summary()
        board._refresh()
        if k % 4 == 0:
            for _rect, title, body in board.tips:
                out.append(("tip", title() if callable(title) else title))
                out.append(("tip", body() if callable(body) else body))
            out += [("button", label) for _r, label, _k in board.buttons]
        seat = next(iter(session.pending_humans()), None)
        if seat is None:
            continue
        out.append(("prompt", board.prompt_text(seat)))
        legal = session.state.legal_actions(seat)
        out += [("action", board.action_text(a)) for a in legal]
        session.apply(seat, rng.choice(legal))
    assert session.state.is_over()
    return out + [("log", text_of(line)) for line in session.log]


@pytest.mark.parametrize("players, expansion, seed", [(1, "ragnarok", 4), (2, "none", 5), (4, "ragnarok", 6)])
def test_no_id_in_any_text_of_the_board(app, players, expansion, seed):
    texts = texts_of_a_game(app, players, expansion, seed)
    bad = [(where, t) for where, t in texts if ID.search(str(t)) or RUNE_LETTER.search(str(t))]
    assert bad == []
    joined = "\n".join(str(t) for _w, t in texts)
    assert "— Favor card" in joined and "Favor card “" in joined and "the fjord " in joined


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_board_names_fjords_as_the_log_does(app, lang):
    from game.vikings.board import board
    from game.vikings.text import place
    i18n.set_language(lang)
    try:
        for mid in D.MAPS:
            b = board(mid)
            for f in b.fjord_adj:
                assert T.place_name(b, f) == text_of(place(f, mid))
        assert T.place_name(board("B"), "jAB12") == ("the fjord between Frostvik, Jarlsey, Skarvey and Midgardsey"
                                                     if lang == "en" else
                                                     "fiord między regionami Frostvik, Jarlsey, Skarvey i Midgardsey")
    finally:
        i18n.set_language("en")


def test_favor_names_follow_the_language(app):
    i18n.set_language("it")
    try:
        assert T.favor_name("FV02") == "Tesoro dello Jarl"
        assert T.favor_title("FV02") == "Tesoro dello Jarl — carta Favore"
        assert T.favor_named("FV09") == "«Filo del destino»"
        i18n.set_language("pl")
        assert T.favor_named("FV09") == "„Nić losu”"
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            names = {T.favor_name(c) for c in D.FAVORS}
            assert len(names) == 18 and not names & set(D.FAVORS)
    finally:
        i18n.set_language("en")
    assert T.favor_title("FV02") == "Jarl's Hoard — Favor card"
    assert T.favor_name("hidden") == "a hidden Favor card"


def test_no_default_player_name_is_a_card_name():
    """Issue 33, 12: a Vikings card named "Ingrid" beside the player Ingrid read as the
    player; the new-game screen's default names are none of the games' names (Viking
    cards, Blood Rage clans, Asgard and Midgard gods) in any language."""
    for code in i18n.LANGUAGES:
        i18n.set_language(code)
        try:
            names = [n.strip() for n in i18n.t("newgame.default_names").split(",")]
            taken = {T.card_name(c) for c in D.CARDS}
            cat = i18n.read_catalogue(code)
            taken |= {v for k, v in cat.items() if ".name." in k or k.endswith(".name")}
            assert len(names) >= 5 and not set(names) & taken, (code, set(names) & taken)
        finally:
            i18n.set_language("en")
