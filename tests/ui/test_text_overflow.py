"""The overflow check (ui.widgets.text_check, `scripts/playthrough.py --cuts`): it sees a
text drawn past its box, past the edge of the surface it is drawn on, and over another
text (issue 33, defect 7: Portuguese "restam 4" past the god board's edge, "Centro do
tabuleiro" out of its box were not seen, the check only listed texts `fit` shortened);
the menus' screens have none in any language."""

from __future__ import annotations

import pygame
import pytest

from saves import SaveStore
from ui.app import App
from ui.fonts import FontCache
from ui.widgets import text_check as TC

LANGS = ("en", "it", "el", "pl", "pt")


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return FontCache()


def test_the_check_sees_a_text_past_its_box_past_its_surface_and_over_another(fonts):
    with TC.tracing() as trace:
        surf = pygame.Surface((300, 120))
        pygame.draw.rect(surf, (200, 200, 200), (10, 10, 90, 30), 1)
        pygame.draw.rect(surf, (200, 200, 200), (10, 70, 90, 30), 1)
        surf.blit(fonts.render("inside", "text", 14, (255, 255, 255)), (14, 76))
        surf.blit(fonts.render("Centro do tabuleiro", "text", 14, (255, 255, 255)), (14, 16))
        surf.blit(fonts.render("restam 4", "text", 14, (255, 255, 255)), (250, 80))
        surf.blit(fonts.render("Velejar +2", "text", 14, (255, 255, 255)), (120, 60))
        surf.blit(fonts.render("pontos 8+", "text", 14, (255, 255, 255)), (150, 64))
        found = TC.findings(trace, surf)
    kinds = {(f.kind, f.text) for f in found}
    assert ("out of box", "Centro do tabuleiro") in kinds
    assert ("cut", "restam 4") in kinds
    assert ("overlap", "Velejar +2") in kinds
    assert not any(f.text == "inside" for f in found)


def test_a_text_on_a_cached_block_is_measured_where_the_block_lands(fonts):
    """A block drawn once and blitted later (Asgard's god boards) carries its texts."""
    with TC.tracing() as trace:
        block = pygame.Surface((100, 40))
        block.blit(fonts.render("restam 4", "text", 14, (255, 255, 255)), (70, 10))
        screen = pygame.Surface((400, 200))
        pygame.draw.rect(screen, (200, 200, 200), (50, 50, 100, 40), 1)
        screen.blit(block, (50, 50))
        found = TC.findings(trace, screen)
    assert any(f.kind == "cut" and f.text == "restam 4" for f in found)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = App(headless=True, store=SaveStore(tmp_path_factory.mktemp("saves")))
    yield a
    a.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("menu", ("title", "new_game", "settings", "load"))
def test_the_menus_draw_no_text_past_its_box(app, make_scene, menu, lang):
    app.set_language(lang)
    app.clear_to(make_scene(menu, app, None))
    app.step(1 / 60, [])
    assert [str(f) for f in TC.check_frame(app, lang)] == []


def test_a_panel_with_texts_laid_over_hides_the_texts_under_it(fonts):
    """A tooltip (a filled box with its own texts) over the board: the board's texts under
    it are its background, not texts it overlaps, and its texts are measured against its
    own box, not the board's boxes under it."""
    with TC.tracing() as trace:
        screen = pygame.Surface((400, 200))
        pygame.draw.rect(screen, (200, 200, 200), (10, 10, 80, 30), 1)
        screen.blit(fonts.render("Vestrholm", "text", 14, (255, 255, 255)), (14, 16))
        tip = pygame.Surface((300, 60), pygame.SRCALPHA)
        pygame.draw.rect(tip, (240, 220, 180), tip.get_rect(), 0, 8)
        pygame.draw.rect(tip, (200, 160, 60), tip.get_rect(), 2, 8)
        tip.blit(fonts.render("Força de batalha: 1 + 1 por Alimento", "text", 14, (0, 0, 0)), (8, 8))
        screen.blit(tip, (6, 6))
        found = TC.findings(trace, screen)
    assert [str(f) for f in found] == []


def test_a_light_glow_over_a_card_hides_none_of_its_texts(fonts):
    """A legal target's gold glow (a clear surface with a light tint) over a hand card:
    the card's texts are still measured (they were dropped, so no card text in a hand
    was ever checked), while a dimming laid over still makes them background."""
    with TC.tracing() as trace:
        screen = pygame.Surface((400, 300))
        card = pygame.Surface((100, 140), pygame.SRCALPHA)
        pygame.draw.rect(card, (240, 220, 180), card.get_rect(), 0, 8)
        card.blit(fonts.render("Attack", "text", 14, (0, 0, 0)), (8, 8))
        screen.blit(card, (20, 20))
        glow = pygame.Surface((110, 150), pygame.SRCALPHA)
        pygame.draw.rect(glow, (200, 160, 60, 60), glow.get_rect(), 0, 10)
        pygame.draw.rect(glow, (200, 160, 60, 200), glow.get_rect(), 3, 10)
        screen.blit(glow, (15, 15))
        seen = [t for t, _r in trace.texts.get(id(screen), [])]
        dim = pygame.Surface((400, 300), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 170))
        screen.blit(dim, (0, 0))
        dimmed = [t for t, _r in trace.texts.get(id(screen), [])]
    assert seen == ["Attack"]
    assert dimmed == []


def test_the_log_panel_rows_are_measured(fonts):
    """The log renders its rows with the font itself (not FontCache.render): the check
    is told of each row it composes, so the log's texts are measured too."""
    from ui.widgets.log_panel import LogPanel

    log = LogPanel(fonts, pygame.Rect(0, 0, 300, 200))
    log.sync(["Gunnar plays Attack", "Tove takes 3 grey tokens"], 2)
    with TC.tracing() as trace:
        screen = pygame.Surface((400, 300))
        log.draw(screen)
        seen = [t for t, _r in trace.texts.get(id(screen), [])]
    assert seen == ["Gunnar plays Attack", "Tove takes 3 grey tokens"]
