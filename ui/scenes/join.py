"""Join a game held on another computer (issue 37): the table servers heard on this
network (net.discovery.Browser) and their tables with a free seat, or an address typed
in; the table code the host gave; the name to play under. "Join" opens the board of the
seat (ui.remote.RemoteSession). A server runs with `main.py serve` (docs/network.md)."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pygame_gui

from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene, game_title
from ui.widgets.text import error_text, fit, fit_lines, tr

DEFAULT_URL = "ws://127.0.0.1:8765"


def default_name() -> str:
    """The name offered: New game's first default player name (no card of any game's)."""
    return t("newgame.default_names").split(",")[0].strip()


class JoinScene(UIScene):
    def __init__(self, app: Any, browse: bool = True) -> None:
        self.browser: Any = None
        self.servers: list[Any] = []
        self.tables: list[dict[str, Any]] = []
        self.chosen: dict[str, Any] | None = None
        self._looking: threading.Thread | None = None
        self._looked: tuple[str, list | str] | None = None
        from ui.remote import kept_seats

        # the seats this program kept at tables not over: rejoined with their tokens
        self.kept = kept_seats(getattr(getattr(app, "store", None), "root", None), limit=3)
        super().__init__(app)
        if browse:
            self._start_browser()

    def _start_browser(self) -> None:
        try:
            from net.discovery import Browser

            self.browser = Browser()
        except OSError as e:     # no network to listen on: typing an address still works
            self.show_message(tr("join.no_lan", "This computer cannot listen on the network ({error}); "
                                 "type the host's address.", error=str(e)[:80]))

    def build(self) -> None:
        w, h = self.app.size
        x = w // 2 + 20
        self.label((x, 170, 560, 40), tr("join.address", "Address of the host"))
        self.url_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, 210, 560, 44), self.manager,
                                                             initial_text=getattr(self, "_url", DEFAULT_URL))
        self.url_entry.set_text_length_limit(120)
        self.button("look", (x, 262, 260, 48), tr("join.look", "See its tables"), self.look)
        self.label((x, 330, 560, 40), tr("join.table", "Table"))
        self.table_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, 370, 270, 44), self.manager,
                                                               initial_text=getattr(self, "_table", ""))
        self.table_entry.set_text_length_limit(40)
        self.label((x + 290, 330, 270, 40), tr("join.code", "Table code"))
        self.code_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x + 290, 370, 270, 44), self.manager,
                                                              initial_text="")
        self.code_entry.set_text_length_limit(40)
        self.label((x, 430, 560, 40), tr("join.name", "Your name"))
        self.name_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x, 470, 560, 44), self.manager,
                                                              initial_text=getattr(self, "_name", default_name()))
        self.name_entry.set_text_length_limit(24)
        self.button("back", (60, h - 100, 220, 56), tr("common.back", "Back"), self.app.pop)
        self.button("join", (w - 380, h - 100, 320, 56), tr("join.join", "Join"), self.join, cls="primary_button")
        self.message_rect = pygame.Rect(60, h - 160, w - 120, 44)
        for i, k in enumerate(self.kept):
            seat = k["seat"]
            name = str(k["names"][seat]) if 0 <= seat < len(k["names"]) else "?"
            text = tr("join.rejoin", "Rejoin: {game} · table {table} · {name}", game=game_title(k["game"]),
                      table=k["table"], name=name)
            self.button(f"kept:{i}", (x, 570 + 52 * i, 560, 44), fit(self.app.fonts, text, "text", 16, 530),
                        lambda kk=k: self.rejoin(kk))
        y = 210
        for i, srv in enumerate(self.servers[:5]):
            self.button(f"server:{i}", (60, y, w // 2 - 120, 44), f"{srv.name} · {srv.address}:{srv.port}",
                        lambda s=srv: self.pick_server(s))
            y += 52
        y = max(y, 480)
        for i, tab in enumerate(self.tables[:6]):
            seats = ", ".join(s["name"] for s in tab["seats"])
            text = tr("join.listed", "{game} · {seats} · {free} free", game=game_title(tab["game"]), seats=seats,
                      free=tab["free"])
            self.button(f"table:{i}", (60, y, w // 2 - 120, 44), fit(self.app.fonts, text, "text", 16, w // 2 - 150),
                        lambda tb=tab: self.pick_table(tb), enabled=tab["free"] > 0 and not tab["over"])
            y += 52

    def _keep_fields(self) -> None:
        self._url = self.url_entry.get_text()
        self._table = self.table_entry.get_text()
        self._name = self.name_entry.get_text()

    # --- looking ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.browser is not None:
            found = self.browser.found()
            if [(f.address, f.port) for f in found] != [(f.address, f.port) for f in self.servers]:
                self.servers = found
                self._keep_fields()
                self.rebuild()
        if self._looked is not None:
            url, result = self._looked
            self._looked = None
            if isinstance(result, str):
                self.show_message(result)
            else:
                self.tables = result
                self._keep_fields()
                self.rebuild()
                if not result:
                    self.show_message(tr("join.no_tables", "No table on that server yet."), error=False)
        super().update(dt)

    def pick_server(self, srv: Any) -> None:
        self.url_entry.set_text(srv.url)
        self.look()

    def pick_table(self, tab: dict[str, Any]) -> None:
        self.table_entry.set_text(tab["table"])
        self.chosen = tab

    def look(self) -> None:
        """The server's tables, asked in the background (the window keeps drawing)."""
        url = self.url_entry.get_text().strip()
        if self._looking is not None and self._looking.is_alive():
            return

        def work() -> None:
            from net.client import NetClient

            try:
                c = NetClient(url, "?", timeout=5)
                c.send({"type": "list"})
                tables = c.wait_for("tables", 5)["tables"]
                c.close()
                self._looked = (url, tables)
            except (OSError, ConnectionError, TimeoutError, ValueError) as e:
                self._looked = (url, tr("join.unreachable", "No table server answers at {url} ({error}).", url=url,
                                        error=str(e)[:80]))

        self._looking = threading.Thread(target=work, name="join-look", daemon=True)
        self._looking.start()

    def join(self) -> None:
        from ui.remote import RemoteSession
        from ui.scenes.base import show_session

        url = self.url_entry.get_text().strip()
        table, code = self.table_entry.get_text().strip(), self.code_entry.get_text().strip()
        name = self.name_entry.get_text().strip() or "Player"
        if not table or not code:
            self.show_message(tr("join.need", "Give the table and its code (the host sees both)."))
            return
        try:
            session = RemoteSession.join(self.app, url, table, code, name)
        except (OSError, ConnectionError, TimeoutError, ValueError) as e:
            self.show_message(tr("join.failed", "Could not join: {reason}", reason=error_text(e)[:160]))
            return
        self.close_browser()
        err = show_session(self.app, session)
        if err:
            self.show_message(err)

    def rejoin(self, kept: dict[str, Any]) -> None:
        """The seat of a token this program kept, at the address it was played at."""
        from ui.remote import RemoteSession
        from ui.scenes.base import show_session

        seat = kept["seat"]
        name = str(kept["names"][seat]) if 0 <= seat < len(kept["names"]) else "Player"
        try:
            session = RemoteSession.rejoin(self.app, kept["url"], kept["table"], kept["token"], name)
        except (OSError, ConnectionError, TimeoutError, ValueError) as e:
            self.show_message(tr("join.rejoin_failed", "Could not rejoin: {reason}", reason=error_text(e)[:160]))
            return
        self.close_browser()
        err = show_session(self.app, session)
        if err:
            self.show_message(err)

    def close_browser(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def on_exit(self) -> None:
        self.close_browser()

    # --- drawing ---------------------------------------------------------------------------
    def lines(self, surface: pygame.Surface, text: str, pos: tuple[int, int], width: int) -> None:
        """A dim note wrapped into `width` (two lines at most, smaller before shortened)."""
        x, y = pos
        for line, size in fit_lines(self.app.fonts, text, "text", width, ((18, 1), (16, 2), (14, 2))):
            r = self.text(surface, line, (x, y), size=size, colour=palette.TEXT_DIM)
            y = r.bottom + 2

    def draw_content(self, surface: pygame.Surface) -> None:
        w = self.app.size[0]
        self.text(surface, tr("join.title", "Join a game"), (60, 40), role="display-bold", size=48,
                  colour=palette.GOLD)
        self.text(surface, tr("join.lan", "Table servers on this network"), (60, 170), role="text-bold",
                  colour=palette.PARCHMENT)
        col = w // 2 - 80   # each column's width: its texts wrap inside it
        if not self.servers:
            self.lines(surface, tr("join.none_heard", "None heard yet: a server announces itself with "
                                   "'main.py serve --announce NAME'."), (60, 214), col)
        if self.tables:
            self.text(surface, tr("join.tables", "Its tables"), (60, 440), role="text-bold", colour=palette.PARCHMENT)
        if self.kept:
            self.text(surface, tr("join.kept", "Your seats at other tables"), (w // 2 + 20, 530), role="text-bold",
                      colour=palette.PARCHMENT)
        self.lines(surface, tr("join.help", "Or type the host's address, then the table and the code the host "
                               "gives you."), (w // 2 + 20, 118), col)
