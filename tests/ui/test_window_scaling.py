"""The window: the whole 1600x900 table is shown at any window size (scaled, with bars),
every mouse event (ours and pygame-gui's) lands on the table point drawn under it, the
first window fits the screen and the Settings choice of a window size never makes a
window larger than the screen."""

from __future__ import annotations

import pygame
import pytest

import ui.app as appmod
from saves import SaveStore
from ui.app import LOGICAL_SIZE, App, fit_size, fits, letterbox
from ui.scene import Scene
from ui.scenes.base import UIScene
from ui.scenes.settings import SettingsScene
from ui.settings import Settings

SIZES = [(1024, 576), (1280, 720), (1366, 768), (1024, 768), (1920, 1080), (2560, 1080), (1200, 1600),
         (3840, 2160), (1600, 900)]
POINTS = [(0, 0), (1599, 899), (800, 450), (17, 880), (1590, 12), (333, 777)]


class Clicks(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.downs: list[tuple[int, int]] = []
        self.moves: list[tuple[tuple[int, int], tuple[int, int]]] = []

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.downs.append(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.moves.append((event.pos, event.rel))

    def draw(self, surface):
        surface.fill((200, 30, 30))
        surface.fill((30, 200, 30), pygame.Rect(0, 0, 40, 40))           # top left corner
        surface.fill((30, 30, 200), pygame.Rect(1560, 860, 40, 40))      # bottom right corner


class OneButton(UIScene):
    def build(self):
        self.pressed = 0
        self.button("go", (1380, 820, 200, 60), "Go", self._go)  # the bottom-right corner

    def _go(self):
        self.pressed += 1


def near(got, want, tol: int = 8) -> bool:
    """Smooth scaling rounds colours a little."""
    return all(abs(int(a) - int(b)) <= tol for a, b in zip(got[:3], want))


def make_app(tmp_path, size) -> App:
    app = App(headless=True, store=SaveStore(tmp_path / "saves"), window_size=size)
    return app


@pytest.mark.parametrize("size", SIZES)
def test_letterbox_shows_the_whole_table(size):
    r = letterbox(size)
    assert r.w <= size[0] and r.h <= size[1]
    assert r.w == size[0] or r.h == size[1]              # as large as the window allows
    assert abs(r.w / r.h - 16 / 9) < 0.01                # never stretched
    assert r.x >= 0 and r.y >= 0
    assert abs(r.x - (size[0] - r.right)) <= 1 and abs(r.y - (size[1] - r.bottom)) <= 1  # centred


@pytest.mark.parametrize("size", SIZES)
def test_clicks_land_where_they_appear(tmp_path, size):
    app = make_app(tmp_path, size)
    assert app.screen.get_size() == LOGICAL_SIZE and app.window_size == size
    scene = Clicks(app)
    app.push(scene)
    pygame.event.clear()
    for p in POINTS:
        wp = app.to_window(p)
        assert 0 <= wp[0] < size[0] and 0 <= wp[1] < size[1]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wp, button=1))
    app.run_frames(1)
    # one window pixel covers up to 1/scale table pixels when the window is smaller
    tol = 0 if app.view_rect.w >= 1600 else 1
    assert len(scene.downs) == len(POINTS)
    for got, want in zip(scene.downs, POINTS):
        assert abs(got[0] - want[0]) <= tol and abs(got[1] - want[1]) <= tol, (got, want)
    # a motion's rel is scaled like its position
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window((800, 450)),
                                         rel=(app.view_rect.w // 16, 0), buttons=(0, 0, 0)))
    app.run_frames(1)
    pos, rel = scene.moves[-1]
    assert pos == (800, 450) and abs(rel[0] - 100) <= 1 and rel[1] == 0


@pytest.mark.parametrize("size", [(1024, 768), (2560, 1080), (1280, 720)])
def test_clicks_on_the_bars_miss_the_table(tmp_path, size):
    app = make_app(tmp_path, size)
    r = app.view_rect
    outside = (r.x - 2, r.centery) if r.x >= 2 else (r.centerx, r.y - 2)
    if r.x < 2 and r.y < 2:
        pytest.skip("no bars at this size")
    x, y = app.to_logical(outside)
    assert not (0 <= x < 1600 and 0 <= y < 900)


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768), (2560, 1080), (3840, 2160)])
def test_the_window_shows_the_scaled_table_with_bars(tmp_path, size):
    app = make_app(tmp_path, size)
    app.push(Clicks(app))
    app.run_frames(1)
    app.present()
    win = pygame.display.get_surface()
    assert win.get_size() == size
    r = app.view_rect
    assert near(win.get_at(app.to_window((800, 450))), (200, 30, 30))
    assert near(win.get_at(app.to_window((5, 5))), (30, 200, 30))          # the top left corner is on screen
    assert near(win.get_at(app.to_window((1595, 895))), (30, 30, 200))     # and the bottom right one
    if r.x > 0:
        assert win.get_at((r.x // 2, size[1] // 2))[:3] == (0, 0, 0)      # bars left and right
    if r.y > 0:
        assert win.get_at((size[0] // 2, r.y // 2))[:3] == (0, 0, 0)      # bars above and below


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (2560, 1440)])
def test_pygame_gui_buttons_are_clicked_and_hovered_through_the_scaling(tmp_path, size, monkeypatch):
    app = make_app(tmp_path, size)
    scene = OneButton(app)
    app.push(scene)
    app.run_frames(1)
    b = scene.buttons["go"]
    wp = app.to_window(b.rect.center)
    # hovering: pygame-gui asks pygame.mouse.get_pos(), which is in window pixels
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: wp)
    app.run_frames(2)
    assert scene.manager.get_mouse_position() == b.rect.center or b.rect.collidepoint(
        scene.manager.get_mouse_position())
    assert b.hovered
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=wp, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=wp, button=1))
    app.run_frames(3)
    assert scene.pressed == 1
    # the same window point read as table coordinates would be elsewhere: not a click
    if wp != b.rect.center:
        miss = app.to_logical(b.rect.center)
        if not b.rect.collidepoint(miss):
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1))
            app.run_frames(3)
            assert scene.pressed == 1


def test_same_size_window_draws_straight_into_the_window(tmp_path):
    app = make_app(tmp_path, LOGICAL_SIZE)
    assert app.screen is pygame.display.get_surface()
    assert app.to_logical((123, 456)) == (123, 456)


# --- the first window and the Settings choice ------------------------------------------------
@pytest.mark.parametrize("desktop", [(1920, 1080), (1366, 768), (1280, 800), (1024, 768), (3840, 2160),
                                     (2560, 1080), (1280, 1024)])
def test_fit_size_is_the_largest_16_9_within_90_percent(desktop):
    w, h = fit_size(desktop)
    assert w <= desktop[0] * 0.9 and h <= desktop[1] * 0.9
    assert abs(w / h - 16 / 9) < 0.01
    assert w + 2 > desktop[0] * 0.9 or h + 2 > desktop[1] * 0.9
    assert fits((w, h), desktop)


def _fake_screen(monkeypatch, desktop):
    monkeypatch.setattr(App, "desktop_size", lambda self: desktop)


def test_first_window_fits_the_screen_and_is_remembered(tmp_path, monkeypatch):
    app = make_app(tmp_path, LOGICAL_SIZE)
    _fake_screen(monkeypatch, (1920, 1080))
    app.settings = Settings()
    assert app.settings.window_fitted is False
    assert app._wanted_window() == (1728, 972)
    assert app.settings.window_fitted is True and Settings.load().window_size == (1728, 972)
    # later: the remembered size, unless this screen is too small for it
    app.settings.window_size = (1500, 844)
    assert app._wanted_window() == (1500, 844)
    _fake_screen(monkeypatch, (1280, 720))
    w, h = app._wanted_window()
    assert fits((w, h), (1280, 720)) and abs(w - fit_size((1280, 720))[0]) <= 2


@pytest.mark.parametrize("desktop", [(1280, 720), (1366, 768), (1024, 768), (1920, 1080), (2560, 1440),
                                     (3840, 2160), (1280, 1024)])
def test_settings_offer_only_sizes_that_fit_the_screen(tmp_path, monkeypatch, desktop):
    app = make_app(tmp_path, LOGICAL_SIZE)
    _fake_screen(monkeypatch, desktop)
    choices = app.window_choices()
    assert 1 <= len(choices) <= 4
    for size in choices:
        assert fits(size, desktop), (size, desktop)
        assert app.clamp_window(size) == size
    scene = SettingsScene(app)
    offered = [k for k in scene.buttons if k.startswith("size:")]
    assert offered == [f"size:{w}x{h}" for w, h in choices]
    # every button of the Settings screen lies on the table (so on screen at any size)
    for name, b in scene.buttons.items():
        assert pygame.Rect(0, 0, 1600, 900).contains(b.rect), name
    # a remembered or typed size too large for the screen is made to fit
    assert fits(app.clamp_window((2560, 1440)), desktop)
    assert fits(app.clamp_window((3840, 2160)), desktop)


def test_settings_screen_save_resizes_within_the_screen(tmp_path, monkeypatch):
    app = make_app(tmp_path, LOGICAL_SIZE)
    _fake_screen(monkeypatch, (1920, 1080))
    scene = SettingsScene(app)
    app.push(scene)
    offered = sorted(k for k in scene.buttons if k.startswith("size:"))
    assert offered == ["size:1280x720", "size:1600x900", "size:1728x972"]  # 1920x1080 would not fit
    scene.press("size:1728x972")
    scene.press("save")
    assert app.settings.window_size == (1728, 972)


def test_headless_offers_every_size(tmp_path):
    app = make_app(tmp_path, LOGICAL_SIZE)
    from ui.settings import WINDOW_SIZES

    assert app.window_choices() == list(WINDOW_SIZES)


def test_manager_class_reads_the_mouse_through_the_app(tmp_path, monkeypatch):
    app = make_app(tmp_path, (1280, 720))
    m = app.make_ui_manager()
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (640, 360))
    m.update(0.01)
    assert m.get_mouse_position() == (800, 450)
    assert appmod._manager_class() is type(m)


def test_a_window_resized_by_the_system_is_laid_out_again(tmp_path):
    """The player drags the window's edge: the table is scaled to the new size and the
    size is remembered (not in full screen)."""
    app = make_app(tmp_path, (1600, 900))
    scene = Clicks(app)
    app.push(scene)
    pygame.display.set_mode((1000, 700))            # what the system did to the window
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=700))
    app.run_frames(1)
    assert app.window_size == (1000, 700) and app.settings.window_size == (1000, 700)
    assert app.view_rect == letterbox((1000, 700)) and app.screen.get_size() == LOGICAL_SIZE
    assert app.screen is not pygame.display.get_surface()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window((1500, 850)), button=1))
    app.run_frames(1)
    got = scene.downs[-1]
    assert abs(got[0] - 1500) <= 1 and abs(got[1] - 850) <= 1
    app.present()
    assert near(pygame.display.get_surface().get_at(app.to_window((1595, 895))), (30, 30, 200))


def test_a_window_cannot_be_made_smaller_than_the_smallest_size_laid_out(tmp_path, monkeypatch):
    """A window dragged smaller stops at 1024x576, the smallest size whose texts are
    checked (tests/ui/test_text_size.py); on a smaller screen, the limit is the size the
    first window takes there (16:9 within 90 % of it)."""
    import warnings

    from test_text_size import SIZES

    monkeypatch.setattr(App, "desktop_size", lambda self: (1920, 1080))
    app = App(store=SaveStore(tmp_path / "saves"), window_size=(1280, 720))   # a real window (dummy driver)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == min(SIZES)
    monkeypatch.setattr(App, "desktop_size", lambda self: (800, 600))
    app.set_window_size((700, 500))
    app._set_mode(exact=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == (720, 405)
