"""New game's option menus (ui/scenes/new_game.py): each is wide enough for the text of
its longest choice (Tiny Epic Vikings' enemy mat: "Usual (Wolf; a Jarl with Ragnarok)")."""

from __future__ import annotations

import os

import pygame
import pytest

from saves import SaveStore
from ui.app import App
from ui.scenes.new_game import NewGameScene

SHOTS = os.environ.get("YGG_SHOTS", "")


@pytest.fixture
def app(tmp_path):
    return App(headless=True, store=SaveStore(tmp_path / "saves"))


@pytest.mark.parametrize("game", ["vikings", "blood_rage", "asgard", "midgard"])
def test_option_rows_hold_their_longest_text(app, game):
    ng = NewGameScene(app, game)
    app.push(ng)
    if ng.game_id != game:
        pytest.skip(f"{game} cannot be set up here")
    ng._set_count(ng.spec.min_players)   # every option shows at the fewest players (the solo enemy)
    assert set(ng.option_menus.values()) == set(ng.spec.options)
    font = ng.manager.get_theme().get_font(["drop_down_menu.selection_list.button", "selection_list.button",
                                           "button"])
    for menu, key in ng.option_menus.items():
        longest = max(font.size(tx)[0] for tx in ng.option_text[key].values())
        assert menu.rect.width >= longest + 24 + 44, (key, menu.rect.width, longest)
        assert menu.rect.right <= app.size[0] - 40
    if SHOTS and game == "vikings":
        menu = next(m for m, k in ng.option_menus.items() if k == "enemy_mat")
        menu.current_state.should_transition = True
        menu.current_state.target_state = "expanded"
        menu.update(0.01)
        ng.manager.update(0.01)
        surf = pygame.Surface(app.size)
        ng.draw(surf)
        pygame.image.save(surf, os.path.join(SHOTS, "new_game_vikings.png"))


def test_an_option_shows_only_where_it_means_something(app):
    """The solo enemy clan's mat is offered with one player only (issue 33: it was offered
    with 3), and a game of more players starts with it left at its default."""
    ng = NewGameScene(app, "vikings")
    app.push(ng)
    ng._set_count(3)
    assert set(ng.option_menus.values()) == {"expansion"}
    ng._set_count(1)
    assert set(ng.option_menus.values()) == {"expansion", "enemy_mat"}
    ng.options["enemy_mat"] = "E2"
    ng._set_count(2)
    assert "enemy_mat" not in ng.option_menus.values()
    ng.start()
    assert app.top is not ng and app.top.session.rec.options["enemy_mat"] == "random"
