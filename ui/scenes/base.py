"""UIScene: a scene with its own pygame-gui manager, named buttons and cached text."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from ui import palette
from ui.scene import Scene

MESSAGE_ERROR = (224, 128, 110)
MESSAGE_OK = (168, 200, 120)


def esc(text: str) -> str:
    """Text made safe for a pygame-gui HTML text box."""
    return html.escape(str(text), quote=False).replace("\n", "<br>")


def oid(cls: str | None = None, name: str | None = None) -> ObjectID:
    return ObjectID(object_id=f"#{name}" if name else None, class_id=f"@{cls}" if cls else None)


class UIScene(Scene):
    """Builds its widgets in `build()`; `self.buttons[name]` holds each named button and
    `press(name)` runs its action (used by tests and the self test)."""

    dim_below = False  # overlays: darken the scene below
    message = ""  # a line for the player (errors, "saved"), wrapped into message_rect
    message_error = True
    message_rect: pygame.Rect | None = None
    message_align = "left"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.manager = app.make_ui_manager()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._actions: dict[Any, Callable[[], None]] = {}
        self._dim: pygame.Surface | None = None
        self.build()

    # --- building ----------------------------------------------------------------------
    def build(self) -> None:
        """Create the widgets (called once, and again by `rebuild`)."""

    def on_language(self) -> None:
        """The language changed: pygame-gui's own texts switch with its locale, ours
        are built again."""
        from ui import i18n

        key = getattr(self.app, "gui_theme_key", None)
        if key is not None and getattr(self.manager, "theme_key", None) != key():
            # the text size changed: pygame-gui's fonts come from a theme built for it
            self.manager = self.app.make_ui_manager()
        self.manager.set_locale(i18n.language())
        self.rebuild()

    def rebuild(self) -> None:
        self.manager.clear_and_reset()
        self.buttons.clear()
        self._actions.clear()
        self.build()

    def button(
        self,
        name: str,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        action: Callable[[], None],
        cls: str | None = None,
        container: Any = None,
        tool_tip: str | None = None,
        enabled: bool = True,
    ) -> pygame_gui.elements.UIButton:
        rect = pygame.Rect(rect)
        small = self._small_font_id(text, cls, rect.w - 20)
        if small and tool_tip is None and self._too_wide(text, small, rect.w - 16):
            tool_tip = text   # still too long in the small font: the whole text on hovering
        b = pygame_gui.elements.UIButton(
            rect, text, self.manager, container=container,
            tool_tip_text=tool_tip, object_id=oid(cls, small or name.replace(" ", "_")),
        )
        if not enabled:
            b.disable()
        self.buttons[name] = b
        self._actions[b] = action
        return b

    def label(
        self, rect: pygame.Rect | tuple[int, int, int, int], text: str, cls: str | None = None, container: Any = None
    ) -> pygame_gui.elements.UILabel:
        rect = pygame.Rect(rect)
        return pygame_gui.elements.UILabel(rect, text, self.manager, container=container,
                                           object_id=oid(cls, self._small_font_id(text, cls, rect.w - 8)))

    # the theme's font of a button or label class: (font role, size); others are 18
    _CLASS_FONTS = {"menu_button": ("text", 22), "primary_button": ("text-bold", 22)}
    # the theme's smaller fonts (assets/theme.json) for a text longer than its widget
    _SMALL_IDS = {"text": ("small_text", "text", 14), "text-bold": ("small_bold_text", "text-bold", 16)}

    def width_for(self, text: str, least: int, most: int, cls: str | None = None) -> int:
        """A button's width that shows `text` whole in the theme's font, between `least`
        and `most` (beyond `most` the smaller font, then the tooltip, take over)."""
        fonts = getattr(self.app, "fonts", None)
        if fonts is None:
            return least
        role, size = self._CLASS_FONTS.get(cls or "", ("text", 18))
        return max(least, min(most, fonts.get(role, size).size(text)[0] + 40))

    def _too_wide(self, text: str, small_id: str, width: int) -> bool:
        role, size = next((r, s) for i, r, s in self._SMALL_IDS.values() if i == small_id)
        return self.app.fonts.get(role, size).size(text)[0] > width

    def _small_font_id(self, text: str, cls: str | None, width: int) -> str | None:
        """A longer language's text that does not fit its button or label in the
        theme's font: the id of the theme's smaller font ("small_text"), else None.
        (Headings and the display font keep their size.)"""
        if cls in ("heading",) or not text:
            return None
        fonts = getattr(self.app, "fonts", None)
        if fonts is None:
            return None
        role, size = self._CLASS_FONTS.get(cls or "", ("text", 18))
        if fonts.get(role, size).size(text)[0] <= width:
            return None
        return self._SMALL_IDS[role][0]

    def press(self, name: str) -> None:
        """Run a named button's action as if it had been clicked (if it is enabled)."""
        b = self.buttons[name]
        if b.is_enabled:
            self._actions[b]()

    # --- the scene protocol --------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element)
            if action is not None:
                action()
                return
        self.on_event(event)

    def on_event(self, event: pygame.event.Event) -> None:
        """Events after pygame-gui has seen them (keys, custom widget events)."""

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def needs_redraw(self) -> bool:
        """pygame-gui's widgets change on input (the app draws after every event and a
        moment after it); only a focused text field blinks its cursor by itself."""
        focus = self.manager.get_focus_set() or ()
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focus)

    def draw(self, surface: pygame.Surface) -> None:
        if self.overlay and self.dim_below:
            if self._dim is None or self._dim.get_size() != surface.get_size():
                self._dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self._dim.fill(palette.DIM_OVERLAY)
            surface.blit(self._dim, (0, 0))
        else:
            surface.blit(self.app.background(), (0, 0))
        self.draw_content(surface)
        self.draw_message(surface)
        self.manager.draw_ui(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Drawing under the widgets (titles, panels, charts)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        self.manager.set_window_resolution(size)
        self.rebuild()

    # --- the message line --------------------------------------------------------------------
    def show_message(self, text: str, error: bool = True) -> None:
        self.message = str(text)
        self.message_error = error

    def draw_message(self, surface: pygame.Surface) -> None:
        """The message, wrapped to its rectangle (two lines at most; smaller type if needed)."""
        r = self.message_rect
        if not self.message or r is None:
            return
        fonts = self.app.fonts
        key = (self.message, r.width)
        if getattr(self, "_wrap_key", None) != key:
            size = 18
            lines = fonts.wrap(self.message, "text", size, r.width)
            if len(lines) * (size + 6) > r.height + 6:
                size = 16
                lines = fonts.wrap(self.message, "text", size, r.width)
            fit = max(1, (r.height + 6) // (size + 6))
            if len(lines) > fit:
                lines = lines[:fit]
                last = lines[-1]
                while last and fonts.get("text", size).size(last + "…")[0] > r.width:
                    last = last[:-1]
                lines[-1] = last + "…"
            self._wrap_key, self._wrap = key, (size, lines)
        size, lines = self._wrap
        colour = MESSAGE_ERROR if self.message_error else MESSAGE_OK
        y = r.y
        for line in lines:
            img = fonts.render(line, "text", size, colour)
            pos = img.get_rect(midtop=(r.centerx, y)) if self.message_align == "center" else img.get_rect(topleft=(r.x, y))
            surface.blit(img, pos)
            y += size + 6

    # --- helpers -------------------------------------------------------------------------
    def text(self, surface: pygame.Surface, text: str, pos: tuple[int, int], role: str = "text", size: int = 18,
             colour: tuple[int, int, int] = palette.TEXT, anchor: str = "topleft") -> pygame.Rect:
        img = self.app.fonts.render(text, role, size, colour)
        r = img.get_rect(**{anchor: pos})
        surface.blit(img, r)
        return r

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int] = palette.PANEL,
              border: tuple[int, int, int] = palette.PANEL_BORDER, radius: int = 12) -> None:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        pygame.draw.rect(surface, border, rect, 2, border_radius=radius)

    def describe(self) -> dict[str, Any]:
        return {"scene": type(self).__name__,
                "buttons": {k: bool(b.is_enabled) for k, b in self.buttons.items() if b.alive()}}


def game_title(game_id: str) -> str:
    from game.registry import GAMES
    from ui.widgets.text import tr

    spec = GAMES.get(game_id)
    return tr(f"game.{game_id}", spec.title) if spec is not None else game_id


def open_saved_game(app: Any, save_name: str) -> str | None:
    """Load a save and show its board; returns an error message for the player, or None."""
    from saves import SaveError
    from ui.i18n import t

    try:
        from ui.session import GameSession
    except ImportError:
        return t("error.no_session")
    # the game in play may be the one loaded: its last move's autosave is written first
    for scene in list(getattr(app, "stack", [])):
        playing = getattr(scene, "session", None)
        if getattr(playing, "save_name", None) == save_name and hasattr(playing, "flush_autosave"):
            playing.flush_autosave(timeout=5.0)
    try:
        session = GameSession.load(app, save_name)
    except SaveError as e:
        from ui.widgets.text import error_text

        return error_text(e)
    return show_session(app, session)


def show_session(app: Any, session: Any) -> str | None:
    """Put a session's board on screen; an error message if this game has no board yet."""
    from ui.boards import BOARDS
    from ui.i18n import t

    game_id = getattr(session.spec, "id", "?")
    if game_id not in BOARDS:
        return t("error.no_board", game=game_title(game_id))
    try:
        app.start_session(session)
    except (NotImplementedError, KeyError, ValueError) as e:
        return t("error.board_failed", game=game_title(game_id), reason=str(e))
    return None
