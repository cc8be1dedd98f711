"""Rules: a player-facing summary of each game in our own words, on two pages. First
"At a glance" (ui/scenes/rules_glance.py: a round in six lines, the scoring in six, from
the catalogues); then "Full rules", a scrollable parchment panel:
assets/rules/<language>/<id>.md in the language shown when that file exists, else the
English assets/rules/<id>.md; a placeholder for games with no rules text yet."""

from __future__ import annotations

import re
import weakref
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.core.messages import Msg
from ui import i18n, palette
from ui.i18n import t
from ui.paths import asset_path, read_regular_file
from ui.scenes.base import UIScene, esc, oid
from ui.scenes.rules_glance import Layout, glance_layout, has_glance
from ui.widgets.text import tr

PROBLEM_COLOUR = "#A33A2A"   # palette danger: a broken install, said on the parchment
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])")


def _inline(text: str) -> str:
    out = esc(text)
    out = _BOLD.sub(r"<b>\1</b>", out)
    return _ITALIC.sub(r"<i>\1</i>", out)


def markdown_to_html(md: str) -> str:
    """The small Markdown subset of our rules files (headings, paragraphs, bullets, bold,
    italics, simple tables) as pygame-gui HTML."""
    parts: list[str] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            parts.append(_inline(" ".join(para)) + "<br><br>")
            para.clear()

    header_row = True
    in_list = False
    for raw in md.splitlines():
        line = raw.strip()
        if not line:
            flush()
            header_row = True
            continue
        if in_list and not line.startswith(("- ", "* ", "|")):
            parts.append("<br>")
            in_list = False
        if line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            text = _inline(line.lstrip("#").strip())
            if level == 1:
                parts.append(f"<font face='junicode' size=6.5 color='#6B4A10'><b>{text}</b></font><br>")
            elif level == 2:
                parts.append(f"<font face='junicode' size=6 color='#6B4A10'><b>{text}</b></font><br>")
            else:
                parts.append(f"<font size=5.5><b>{text}</b></font><br>")
        elif line.startswith(("- ", "* ")):
            flush()
            parts.append("&nbsp;&nbsp;• " + _inline(line[2:].strip()) + "<br>")
            in_list = True
        elif line.startswith("|"):
            flush()
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue
            row = " — ".join(_inline(c) for c in cells)
            parts.append(("<b>" + row + "</b>" if header_row else "&nbsp;&nbsp;" + row) + "<br>")
            header_row = False
            in_list = True
        else:
            para.append(line)
    flush()
    html = "".join(parts)
    while html.endswith("<br>"):
        html = html[:-4]
    return html


def rules_path(game_id: str, language: str | None = None) -> Path | None:
    """The rules file to show: the language's own, else the English one (None if neither)."""
    language = language if language is not None else i18n.language()
    paths = [asset_path("rules", language, f"{game_id}.md")] if language != i18n.BASE else []
    paths.append(asset_path("rules", f"{game_id}.md"))
    return next((p for p in paths if p.is_file()), None)


RULES_MAX_BYTES = 4 << 20   # a rules file is 7-21 KB; nothing near this is one


def rules_text(game_id: str, language: str | None = None) -> str | None:
    path = rules_path(game_id, language)
    if path is None:
        return None
    try:
        return read_regular_file(path, RULES_MAX_BYTES).decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None


_INSTALL = "the installation is broken (install the program again)"


def rules_problem(game_id: str, language: str | None = None) -> Msg | None:
    """What the Rules screen must say about a game's files: the English file missing or
    unreadable (no rules at all), or a language that ships its rules lacking this game's
    (shown in English); None when the file to show is there. (A language with no rules
    folder at all is one whose rules are not translated yet: English, nothing said.)"""
    language = language if language is not None else i18n.language()
    english = asset_path("rules", f"{game_id}.md")
    own = asset_path("rules", language, f"{game_id}.md") if language != i18n.BASE else english
    if rules_text(game_id, language):
        if own.is_file() or not own.parent.is_dir():
            return None
        return Msg("rules.problem.untranslated", "The rules file {file} is missing: " + _INSTALL
                   + "; the rules are shown in English.", file=str(own))
    path = rules_path(game_id, language)
    if path is None:
        return Msg("rules.problem.missing", "The rules file {file} is missing: " + _INSTALL + ".", file=str(english))
    return Msg("rules.problem.unreadable", "The rules file {file} is empty or cannot be read: " + _INSTALL + ".",
               file=str(path))


class RulesText(pygame_gui.elements.UITextBox):
    """A UITextBox that lays a long text out once instead of twice. pygame-gui parses
    and wraps the text at the box's full width, finds it taller than the box, then does
    it all again narrower, beside a scroll bar. A text with more line breaks than twice
    the box holds surely needs the bar: its first, full-width layout is skipped. Should
    that guess be wrong, the box is laid out again as pygame-gui would: what it shows
    never depends on the guess."""

    LINE_MIN = 14   # no line of the theme is lower (pixels)

    def __init__(self, html_text: str, rect: pygame.Rect, manager: Any, **kwargs: Any) -> None:
        self._tall = html_text.count("<br>") * self.LINE_MIN > 2 * rect.height
        self._skip = False
        super().__init__(html_text, rect, manager, **kwargs)

    def rebuild(self) -> None:
        self._skip = self._tall
        super().rebuild()
        layout = self.text_box_layout
        if self._tall and (layout is None or layout.layout_rect.height <= self.text_wrap_rect[3]):
            self._tall = self._skip = False     # a wrong guess: the ordinary way
            super().rebuild()

    def parse_html_into_style_data(self) -> None:
        if self._skip and self.scroll_bar is None:
            # the full-width layout, only ever compared with the box's height: "taller"
            self._skip = False
            self.text_box_layout = _TALL
            return
        super().parse_html_into_style_data()


class _Taller:
    layout_rect = pygame.Rect(0, 0, 1, 1 << 30)


_TALL: Any = _Taller()

# per app, the rules screen shown last, its text laid out (see RulesScene.open)
_LAST: weakref.WeakKeyDictionary[Any, RulesScene] = weakref.WeakKeyDictionary()


PAGES = ("glance", "full")   # "At a glance", then the full rules text
INK_TITLE = (0x6B, 0x4A, 0x10)   # the rules text's headings (markdown_to_html)
COLUMN_BORDER = (0xB9, 0xA6, 0x7C)


class RulesScene(UIScene):
    """The rules of one game. `RulesScene(app, game_id, page)` shows `game_id`'s rules
    (Midgard's for an unknown id) at `page`: "glance" (the default: the round and the
    scoring in six lines each) or "full" (the whole text, scrollable); a game with no
    glance page opens at "full". From elsewhere (the guide's steps, a board's F1) use
    `RulesScene.open(app, "asgard", page="glance")`, or by name through the app,
    `app.open_scene("rules", "asgard", "glance")`: either gives back the screen kept from
    the last time when it can (see `open`). Tab switches the page; Esc or F1 goes back."""

    def __init__(self, app: Any, game_id: str = "midgard", page: str = "glance") -> None:
        from game.registry import GAMES

        self.games = GAMES
        self.game_id = game_id if game_id in GAMES else "midgard"
        self.page = self._page_for(self.game_id, page)
        self.made_for: tuple = ()   # (language, window size) of the text laid out
        self.box: RulesText | None = None
        self.box_game: str | None = None   # the game whose full text the box holds
        self.glance: Layout | None = None
        super().__init__(app)

    @staticmethod
    def _page_for(game_id: str, page: str) -> str:
        page = page if page in PAGES else "glance"
        return page if page == "full" or has_glance(game_id) else "full"

    @classmethod
    def open(cls, app: Any, game_id: str = "midgard", page: str = "glance") -> RulesScene:
        """The rules screen of `game_id` at `page` ("glance" or "full") as a new one shows
        it (the top of the text).
        pygame-gui lays a game's rules out in 0.2-0.7 s (a long text, parsed and wrapped
        twice: once more when it finds it needs a scroll bar), so the screen shown last
        is kept: opened again for the same game, in the same language and window size, it
        comes back at once, scrolled to the top. One is kept per app (its text is a
        surface of the whole text: 7-40 MB). The full text is laid out only when its page
        is first shown."""
        scene = _LAST.get(app)
        if scene is None or scene in app.stack or scene.made_for != cls._made_for(app):
            scene = cls(app, game_id, page)
            _LAST[app] = scene
            return scene
        scene.show(game_id if game_id in scene.games else "midgard", page)
        scene.scroll(pygame.K_HOME)
        return scene

    @staticmethod
    def _made_for(app: Any) -> tuple:
        return i18n.language(), tuple(app.size)

    def build(self) -> None:
        self.made_for = self._made_for(self.app)
        w, h = self.app.size
        x = 60
        for gid, spec in self.games.items():
            b = self.button(f"game:{gid}", (x, 120, 236, 48), tr(f"game.{gid}", spec.title),
                            lambda g=gid: self.show(g), cls="toggle")
            if gid == self.game_id:
                b.select()
            x += 248
        tab_w = (w - 60 - 1080 - 12) // 2
        self.button("page:glance", (1080, 120, tab_w, 48), tr("rules.page.glance", "At a glance"),
                    lambda: self.show_page("glance"), cls="toggle", enabled=has_glance(self.game_id))
        self.button("page:full", (1080 + tab_w + 12, 120, tab_w, 48), tr("rules.page.full", "Full rules"),
                    lambda: self.show_page("full"), cls="toggle")
        self.buttons[f"page:{self.page}"].select()
        md = rules_text(self.game_id)
        self.has_text = bool(md and md.strip())
        # a game that is played has its rules file: without it the install is broken (say which file)
        self.problem = rules_problem(self.game_id) if self.games[self.game_id].available else None
        self._md = md
        self.box = None
        self.box_game = None
        self.glance = None
        if self.page == "full":
            self._make_box()
        self.button("back", (60, h - 100, 220, 56), t("common.back"), self.app.pop)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(60, 186, w - 120, h - 300)

    def _make_box(self) -> None:
        """The full text, laid out (once per game, language and window size)."""
        if not self.has_text and self.problem is None:
            html = esc(t("rules.placeholder", game=tr(f"game.{self.game_id}", self.games[self.game_id].title)))
        elif not self.has_text:
            html = f"<font color='{PROBLEM_COLOUR}'><b>{esc(tr(self.problem))}</b></font>"
        else:
            html = markdown_to_html(self._md or "")
            if self.problem is not None:
                html = f"<font color='{PROBLEM_COLOUR}'><b>{esc(tr(self.problem))}</b></font><br><br>" + html
        self.box = RulesText(html, self.panel_rect(), self.manager, object_id=oid("parchment"))
        self.box_game = self.game_id

    def show(self, game_id: str, page: str | None = None) -> None:
        """Show `game_id`'s rules, at `page` if one is given (else the page shown)."""
        page = self._page_for(game_id, page if page is not None else self.page)
        if game_id != self.game_id:
            self.game_id = game_id
            self.page = page
            self.rebuild()
        else:
            self.show_page(page)

    def show_page(self, page: str) -> None:
        """"glance" or "full": the other page of the same game (the full text is laid out
        the first time it is shown, then kept while the game is)."""
        page = self._page_for(self.game_id, page)
        self.page = page
        for p in PAGES:
            b = self.buttons.get(f"page:{p}")
            if b is not None:
                b.select() if p == page else b.unselect()
        if page == "full":
            if self.box is None or self.box_game != self.game_id:
                self._make_box()
            else:
                self.box.show()
        elif self.box is not None:
            self.box.hide()

    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.show_page("full" if self.page == "glance" else "glance")
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_DOWN,
                                                            pygame.K_UP, pygame.K_HOME, pygame.K_END):
            self.scroll(event.key)

    def scroll(self, key: int) -> None:
        bar = self.box.scroll_bar if self.box is not None else None
        if bar is None:
            return
        page = bar.visible_percentage
        step = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_DOWN: 0.05, pygame.K_UP: -0.05,
                pygame.K_HOME: -1.0, pygame.K_END: 1.0}[key]
        top = min(max(bar.start_percentage + step, 0.0), 1.0 - page)
        bar.set_scroll_from_start_percentage(top)

    def glance_page(self) -> Layout:
        """Where the glance page's texts go (laid out once per build)."""
        if self.glance is None:
            self.glance = glance_layout(self.app.fonts, self.game_id, self.panel_rect().inflate(-8, -8))
        return self.glance

    def draw_content(self, surface: pygame.Surface) -> None:
        self.text(surface, t("rules.title"), (60, 40), role="display-bold", size=48, colour=palette.GOLD)
        hint = t("rules.hint") if self.page == "full" else tr("rules.hint.glance", "Tab: the full rules; Esc to go back")
        self.text(surface, hint, (self.app.size[0] - 60, 64), size=16, colour=palette.TEXT_DIM, anchor="topright")
        if self.page == "glance":
            self.draw_glance(surface)

    def draw_glance(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect()
        pygame.draw.rect(surface, palette.PARCHMENT, panel, border_radius=10)
        pygame.draw.rect(surface, palette.GOLD, panel, 2, border_radius=10)
        layout = self.glance_page()
        fonts = self.app.fonts
        for col in layout.columns:
            pygame.draw.rect(surface, COLUMN_BORDER, col.box, 2, border_radius=8)
            title, r = col.title
            surface.blit(fonts.render(title, "display-bold", 30, INK_TITLE), r.topleft)
            for digit, disc in col.badges:
                pygame.draw.circle(surface, palette.GOLD, disc.center, disc.w // 2)
                img = fonts.render(digit, "text-bold", 17, palette.INK)
                surface.blit(img, img.get_rect(center=disc.center))
            for part, r in col.lines:
                surface.blit(fonts.render(part, "text", layout.size, palette.INK), r.topleft)

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(game=self.game_id, page=self.page, has_text=self.has_text,
                 problem=tr(self.problem) if self.problem is not None else None)
        return d
