"""The tray's line at a hot-seat table (humans only) while the last Age's summary and the
final scoring are told: it said "The bots are playing" with no bot at the table."""

from types import SimpleNamespace

from ui import i18n
from ui.boards.frame_parts.tray import Tray


def _frame(untold: bool):
    state = SimpleNamespace(to_act=lambda: [])
    session = SimpleNamespace(watching=False, state=state, human_seats=lambda: [0, 1, 2, 3])
    return SimpleNamespace(handoff_for=None, session=session, app=SimpleNamespace(stack=[]),
                           end_untold=lambda: untold)


def test_no_bots_are_said_to_play_while_the_end_is_told():
    i18n.set_language("en")
    over = SimpleNamespace(is_over=lambda: True)
    told = Tray(_frame(untold=True)).nobodys_text(over)
    assert "bots" not in told.lower() and "final scoring" in told
    assert Tray(_frame(untold=False)).nobodys_text(over) == i18n.t("board.tray.over")
