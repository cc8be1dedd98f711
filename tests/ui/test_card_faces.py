"""Card faces (ui/widgets/cards.py) in a 1280x720 window: the text-size rule draws every
effect-text size alike there, so only room helps. A face whose words do not fit under
its icon gives the icon up before shortening its words (issue 33, the closing
playthroughs: 8 to 19 hand-card texts a game read "…"); a face with a tag keeps its
icon, where the tag sits."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.ui.tables import to_next_human, window_app
from ui import i18n
from ui.boards import board_scene_for
from ui.session import GameSession
from ui.widgets.cards import face_layout
from ui.widgets.hyphen import joined


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    yield from window_app(tmp_path_factory)


def hand_faces(app, game: str, seed: int = 3, decisions: int = 400) -> dict:
    """The faces of the first seat's hand cards met in a seeded random game, by key."""
    session = GameSession.new(app, game, [{"name": "Astrid", "kind": "human"}, {"name": "Bjorn", "kind": "random"},
                                          {"name": "Sigrid", "kind": "random"}], seed, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = random.Random(seed)
    faces = {}
    try:
        for _ in range(decisions):
            if to_next_human(session, board) is None:
                break
            for item in board.hand_items(session.state.view(0), 0):
                face = board.card_face(item.card)
                faces[(face.key, face.text)] = face
            session.apply(0, rng.choice(session.state.legal_actions(0)))
    finally:
        session.close()
    return faces


def whole(app, face, height: int) -> bool:
    lay = face_layout(app.fonts, face, height)
    return joined([t for t, _z in lay.text]).split() == face.text.split()


def shown_words(lay) -> int:
    """The words a layout shows whole (a shortened one ends in "…")."""
    return sum(1 for w in joined([line for line, _z in lay.text]).split() if not w.endswith("…"))


def whole_with_icon(app, face, height: int) -> bool:
    lay = face_layout(app.fonts, face, height, keep_icon=True)
    return joined([t for t, _z in lay.text]).split() == face.text.split()


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("game", ["midgard", "vikings"])
@pytest.mark.parametrize("mark", ["", "new"])
@pytest.mark.parametrize("height", [166, 146])     # 146: Midgard's hand of nine cards
def test_a_face_gives_its_icon_up_before_its_words(app, game, lang, mark, height):
    i18n.set_language(lang)
    faces = [dataclasses.replace(f, mark=mark) for f in hand_faces(app, game).values() if f.text and f.icon]
    assert faces
    cut_with_icon = [f.text for f in faces if not whole_with_icon(app, f, height)]
    cut = [f.text for f in faces if not whole(app, f, height)]
    if not mark and cut_with_icon:      # (English Midgard's texts all fit under the icon at 166 px)
        assert len(cut) < len(cut_with_icon), (cut, cut_with_icon)
    else:   # the tag's row at the foot costs a line: fewer faces may be whole, never fewer words shown
        assert len(cut) <= len(cut_with_icon), (cut, cut_with_icon)
    for f in faces:
        lay = face_layout(app.fonts, f, height)
        icon = face_layout(app.fonts, f, height, keep_icon=True)
        assert shown_words(lay) >= shown_words(icon), f.text
        if not whole(app, f, height):
            assert lay.icon_s == 0, f.text        # shortened only once the icon is gone
        if lay.icon_s == 0:
            # given up only where the words did not fit under the icon
            assert not whole_with_icon(app, f, height), f.text
            if mark:
                # the tag ("new") then has its row at the foot, under the last line
                last = lay.text_y + lay.text_pitch * len(lay.text)
                assert last <= lay.icon_y - 9 and lay.icon_y < height, (f.text, last, lay.icon_y)
        else:
            assert lay.icon_y < lay.text_y      # the tag beside the icon, above the words


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_kingdoms_name_on_a_card_is_whole(app, lang):
    # Midgard's "Attack – Jotunheim": the kingdom's chip read "Jotunhe…" in bold at 1280x720;
    # a word too wide in bold is set in the regular weight, closer to the chip's edges
    i18n.set_language(lang)
    faces = [f for f in hand_faces(app, "midgard").values() if f.subtitle]
    assert faces
    for f in faces:
        lay = face_layout(app.fonts, f, 166)
        assert joined([t for t, _z in lay.sub]).split() == f.subtitle.split(), (f.subtitle, lay.sub)


# The effect texts still shortened on a 1280x720 hand card, by (game, language, card height,
# tag): Midgard's nine-card hand (146 px) with the "new" tag's row, and Vikings' faces with
# a battle tab. (A leader chip such as Portuguese "Construir 1" is set on one line in the
# regular weight before it takes two in bold; a title such as "ᚠ Lagertha" takes the room up
# to the badge's ring, one line.) Their tooltips hold them whole. Any other cut fails.
EFFECT_CUTS = {
    # a leader's rune cost, its action and the battle's Steel on three lines: two under the tab
    ("vikings", "el", 166, "new"): {
        "1 Γίγαντας: Κίνηση Γίγαντα / ⚔ 1 Ατσάλι",
        "3 ρούνοι: Τιμωρία Αποίκου / ⚔ 1 Ατσάλι",
    },
}


@pytest.mark.parametrize(("game", "height", "lang"),
                         [("midgard", h, lang) for h in (166, 146) for lang in ("en", "pt", "it", "el", "pl")]
                         + [("vikings", 166, lang) for lang in ("en", "pt", "it", "el", "pl")])
@pytest.mark.parametrize("mark", ["", "new"])
def test_every_hand_cards_effect_is_whole_but_the_known_long_ones(app, game, height, lang, mark):
    """Every card of the game, not only those a seeded game deals: the closing playthroughs
    read Midgard's "Move 1 Viking; may kill a warrior", "Todos os Vikings de uma província
    morrem" and Vikings' "… batalha: 1 Aço" cut (Greek "Βαθμολόγηση βασιλείου τώρα" even
    without a tag); said shorter in our own words."""
    from tests.ui.test_board_texts_whole import _all_faces

    i18n.set_language(lang)
    cut = {f.text.replace("\n", " / ") for f in _all_faces(game)
           if not whole(app, dataclasses.replace(f, mark=mark), height)}
    assert cut == EFFECT_CUTS.get((game, lang, height, mark), set())


@pytest.mark.parametrize(("lang", "known"), [
    ("el", set()),
    ("pl", set())])
def test_vikings_hand_effects_in_greek_and_polish(app, lang, known):
    """Greek "Μετακίνηση", "οποιοιδήποτε" were words wider than a 1280x720 hand card and
    "η μάχη κοστίζει 1 Ατσάλι" took two lines (21 Greek, 8 Polish effects cut): all but
    these (the leader chip takes two lines on them) are whole now."""
    from tests.ui.test_board_texts_whole import _all_faces

    i18n.set_language(lang)
    assert {f.text.replace("\n", " / ") for f in _all_faces("vikings") if not whole(app, f, 166)} == known


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_kingdoms_name_is_whole_in_the_nine_card_hand(app, lang):
    # at 146 px (Midgard's hand of nine) "Jotunheim" was cut even in the regular weight:
    # its chip reaches nearer the card's edges
    i18n.set_language(lang)
    faces = [f for f in hand_faces(app, "midgard").values() if f.subtitle]
    for f in faces:
        lay = face_layout(app.fonts, f, 146)
        assert joined([t for t, _z in lay.sub]).split() == f.subtitle.split(), (f.subtitle, lay.sub)


# titles and subtitle chips still shortened on a 1280x720 hand card: a word wider than the card
# ("Βαθμολόγηση", "Punktowanie") is broken with a hyphen, or the title said shorter ("Βαθμοί"),
# but on the nine-card hand a Greek kingdom broken onto two lines would cost the effect a line;
# their tooltips hold them whole
TITLE_CUTS = {
    ("midgard", "el", 146): {"Άσγκαρντ / Βάναχαϊμ"},
}


@pytest.mark.parametrize(("game", "height"), [("midgard", 166), ("midgard", 146), ("vikings", 166)])
@pytest.mark.parametrize("lang", ["en", "pt", "it", "el", "pl"])
def test_every_title_and_chip_is_whole_but_the_known_long_ones(app, game, height, lang):
    """The closing playthroughs read Portuguese "Guerreir…" beside the badge of Midgard's
    146 px card and Italian "Raccogliere 2" cut on Vikings' leader chips: a one-word title
    too wide in bold is set in the regular weight, a title reaches a pixel short of the
    badge's ring, and the Italian leader actions are said as commands ("Raccogli 2")."""
    from tests.ui.test_board_texts_whole import _all_faces

    i18n.set_language(lang)
    cut = set()
    for f in _all_faces(game):
        lay = face_layout(app.fonts, f, height)
        if joined([t for t, _z in lay.title]).split() != f.title.split():
            cut.add(f.title)
        if joined([t for t, _z in lay.sub]).split() != f.subtitle.split():
            cut.add(f.subtitle)
    assert cut == TITLE_CUTS.get((game, lang, height), set())
