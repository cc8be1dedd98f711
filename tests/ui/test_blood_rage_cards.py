"""Blood Rage's card art (ui/boards/blood_rage_cards.py): a "+N" badge's text stays inside
its circle (issue 33 defect 23)."""

import pytest
from tables import table_app

from ui.boards.blood_rage_cards import fit_badge


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def test_a_badge_s_text_fits_inside_its_ring(app):
    for r in (11, 13):
        for badge in ("+X", "+10", "+6", "-2"):
            t = fit_badge(app.fonts.render(badge, "text-bold", 16, (0, 0, 0)), r)
            # inside the ring: the text's box fits in the square inscribed in the inner circle
            assert t.get_width() <= int(1.414 * (r - 2)) + 2 and t.get_height() <= 2 * r - 6, (badge, r, t.get_size())


@pytest.mark.parametrize("lang", ["en", "pl", "el"])
def test_the_new_tag_covers_no_text_of_any_blood_rage_card(app, lang):
    """Issue 33, 23: the tray's "new" tag hid "Upgrade" and effect texts of cards drawn
    without their icon: the face makes a row for it; no text of any card is under it."""
    import dataclasses

    from game.blood_rage.data import CARDS
    from ui import i18n
    from ui.boards import blood_rage_text as T
    from ui.boards.blood_rage_cards import BloodRageCardArt
    from ui.widgets.text_check import tracing

    i18n.set_language(lang)
    try:
        with tracing() as trace:
            art = BloodRageCardArt(app.fonts)
            for c in range(len(CARDS)):
                face = dataclasses.replace(T.card_face(c), mark=i18n.t("board.drafted"))
                for height in (150, 166):
                    s = art.face(face, height)
                    tag = next(r for k, r in art.mark_rects.items() if k[1] == face.key and k[-1] == height)
                    texts = [(t, r) for t, r in trace.texts.get(id(s), []) if t != face.mark]
                    assert texts and not any(r.colliderect(tag) for _t, r in texts), (c, height, texts, tag)
    finally:
        i18n.set_language("en")


def test_the_new_tag_in_the_tray_overlaps_no_text(app):
    """The same in the tray of a real draft (the frame's text check), cards drafted so far
    marked "new"."""
    from tables import seats

    from game.core import Rng
    from ui.boards import board_scene_for
    from ui.session import GameSession
    from ui.widgets.text_check import check_frame

    session = GameSession.new(app, "blood_rage", seats("human", "random", "random"), 3, {})
    board = board_scene_for(app, session)
    app.clear_to(board)
    rng = Rng(2)
    for _ in range(400):
        session.run_bots_until_human()
        board.update(0.0)
        board.close_story()
        if sum(1 for i in board.hand_items(session.state.view(0), 0) if i.badge) >= 4:
            break
        seat = next(iter(session.pending_humans()), None)
        if seat is not None:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    board.draft_minimised = True
    board.invalidate()
    board.update(0.0)
    found = [str(f) for f in check_frame(app) if f.text == "new" or "'new'" in f.other]
    assert found == []
    session.close()
