"""The app's warm-up: while the first screens are shown, every board and game module is
imported in the background and the boards' fonts are loaded in quick frames, so the
first frame of a board does not wait for them."""

from __future__ import annotations

import sys
import time

from saves import SaveStore
from ui.app import WARM_SIZES, App, _warm_imports


def test_warm_imports_loads_every_board_and_game():
    from game.registry import GAMES
    from ui.boards import BOARDS

    _warm_imports()
    for game_id, target in BOARDS.items():
        assert target.partition(":")[0] in sys.modules
        assert GAMES[game_id].module_name in sys.modules
    assert "game.ai.mcts" in sys.modules and "ui.botproc" in sys.modules


def test_idle_loads_fonts_only_within_its_budget(tmp_path):
    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    app.start_warmup()
    queued = len(app._warm_fonts)
    assert queued == 3 * len(WARM_SIZES)
    app.idle(time.perf_counter() - 1.0)          # the frame already took a second: nothing
    assert len(app._warm_fonts) == queued
    for _ in range(200):
        if not app._warm_fonts:
            break
        app.idle(time.perf_counter())
    assert not app._warm_fonts
    assert ("text", 16) in app.fonts._fonts and ("display-bold", 30) in app.fonts._fonts
