"""Load a saved game: every save with its game, seats, label and date; load, or delete
with a confirmation. A broken save stays in the list with its message.

The folder is listed in a background thread (`Background`; the scene waits a moment for
it, so a small folder shows at once, and a big one says it is being read); the list of
rows is drawn by the scene itself (`RowList`), only the rows in view, each rendered once
while it is in view: a list of thousands of saves scrolls as fast as one of ten. Opening
a save runs in the background too (`open_in_background`)."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from saves.names import clean_for_drawing, clean_name
from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene, esc, game_title, oid
from ui.widgets.text import error_text, round_text, text_of, tr

ROW_WIDTH = 780  # pixels of text in one row of the list
ROW_HEIGHT = 30
WAIT = 0.25      # seconds a scene waits for its background work before showing it is busy
OPEN_WAIT = 0.5  # the same for opening a save (most take well under 0.15 s: then no indicator flickers)
DOUBLE_CLICK = 0.4


class Background:
    """One piece of work done in a daemon thread while the window keeps drawing; the
    caller waits up to `wait` seconds for it (most finish within it). `done`, then
    `result` or `error`."""

    def __init__(self, work: Callable[[], Any], wait: float = WAIT, name: str = "background") -> None:
        self.done = False
        self.result: Any = None
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(work,), name=name, daemon=True)
        self._thread.start()
        if wait > 0:
            self._thread.join(wait)

    def _run(self, work: Callable[[], Any]) -> None:
        try:
            self.result = work()
        except BaseException as e:  # noqa: BLE001 - handed to the main thread
            self.error = e
        self.done = True

    def wait(self, timeout: float | None = None) -> bool:
        self._thread.join(timeout)
        return self.done


class RowList:
    """A scrolling list of text rows drawn with pygame: only the rows in view are drawn,
    each rendered once while it stays near the view (a few screens' worth are kept)."""

    def __init__(self, rect: pygame.Rect, count: int, text_of_row: Callable[[int], str], font: Any) -> None:
        self.rect = pygame.Rect(rect)
        self.count = count
        self.text_of_row = text_of_row
        self.font = font
        self.top = 0                     # the first row in view
        self.selected: int | None = None
        self._images: dict[tuple[int, bool], pygame.Surface] = {}
        self._drag = False
        self._last_click = (-1, 0.0)
        self._mouse: tuple[int, int] | None = None
        self._panel: pygame.Surface | None = None

    @property
    def visible(self) -> int:
        return max(1, (self.rect.h - 8) // ROW_HEIGHT)

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(self.top + rows, self.count - self.visible))

    def show(self, i: int) -> None:
        """Scroll so that row `i` is in view."""
        if i < self.top:
            self.top = i
        elif i >= self.top + self.visible:
            self.top = i - self.visible + 1
        self.scroll(0)

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.count <= self.visible:
            return None
        track = pygame.Rect(self.rect.right - 16, self.rect.y + 4, 12, self.rect.h - 8)
        h = max(24, track.h * self.visible // self.count)
        y = track.y + (track.h - h) * self.top // max(1, self.count - self.visible)
        return track, pygame.Rect(track.x, y, track.w, h)

    def _to_bar(self, y: int) -> None:
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            frac = (y - track.y - thumb.h / 2) / max(1, track.h - thumb.h)
            self.top = 0
            self.scroll(round(frac * (self.count - self.visible)))

    def event(self, event: pygame.event.Event) -> tuple[str, int] | None:
        """("select", i) or ("open", i) for a click or a double click on a row; None."""
        if event.type == pygame.MOUSEWHEEL:
            if self._mouse is None or self.rect.collidepoint(self._mouse):
                self.scroll(-3 * int(event.y))
            return None
        if hasattr(event, "pos"):
            self._mouse = event.pos   # in table coordinates (the wheel event has none)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            bar = self._bar()
            if bar is not None and event.pos[0] >= bar[0].x - 2:
                self._drag = True
                self._to_bar(event.pos[1])
                return None
            i = self.top + (event.pos[1] - self.rect.y - 4) // ROW_HEIGHT
            if not 0 <= i < self.count:
                return None
            now = time.monotonic()
            double = self._last_click[0] == i and now - self._last_click[1] < DOUBLE_CLICK
            self._last_click = (i, now)
            return ("open" if double else "select", i)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = False
        elif event.type == pygame.MOUSEMOTION and self._drag:
            self._to_bar(event.pos[1])
        return None

    def key(self, key: int) -> int | None:
        """The row a key moves the selection to (None: not a list key)."""
        if not self.count:
            return None
        at = -1 if self.selected is None else self.selected
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.visible, pygame.K_PAGEUP: -self.visible}
        if key in moves:
            return max(0, min(self.count - 1, at + moves[key]))
        if key == pygame.K_HOME:
            return 0
        if key == pygame.K_END:
            return self.count - 1
        return None

    def _frame(self, surface: pygame.Surface) -> pygame.Surface:
        """The list's panel over the table under it, drawn once per size (an opaque
        surface: blitting it costs little)."""
        if self._panel is None or self._panel.get_size() != self.rect.size:
            self._panel = pygame.Surface(self.rect.size).convert(surface)
            self._panel.blit(surface, (0, 0), self.rect)
            box = self._panel.get_rect()
            pygame.draw.rect(self._panel, palette.PANEL, box, border_radius=8)
            pygame.draw.rect(self._panel, palette.PANEL_BORDER, box, 2, border_radius=8)
        return self._panel

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._frame(surface), self.rect)
        keep: dict[tuple[int, bool], pygame.Surface] = {}
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        for i in range(self.top, min(self.count, self.top + self.visible + 1)):
            sel = i == self.selected
            img = self._images.get((i, sel))
            if img is None:
                img = self.font.render(clean_for_drawing(self.text_of_row(i)), True,
                                       palette.TABLE if sel else palette.TEXT)
            keep[(i, sel)] = img
            y = self.rect.y + 4 + (i - self.top) * ROW_HEIGHT
            if sel:
                surface.fill(palette.GOLD, (self.rect.x + 4, y, self.rect.w - 24, ROW_HEIGHT))
            surface.blit(img, (self.rect.x + 12, y + (ROW_HEIGHT - img.get_height()) // 2))
        surface.set_clip(clip)
        self._images = keep   # the rows out of view are let go
        bar = self._bar()
        if bar is not None:
            surface.fill(palette.PANEL_BORDER, bar[0])
            surface.fill(palette.GOLD, bar[1])


def _title(e: dict[str, Any]) -> str:
    """A save's name as it may be drawn (the listing's 'title'; the file name otherwise)."""
    return e.get("title") or clean_name(e.get("name", ""), fallback="?", limit=80)


def _pruned_reason(why: Any) -> str:
    """Why autosaves were pruned, in the language shown, without the name of the later
    save (one reason for all the autosaves it covers)."""
    if getattr(why, "key", None) == "saves.note.pruned_later":
        return tr("load.pruned_later", "the same game is saved later")
    return text_of(why).split(" as ")[0] if not hasattr(why, "key") else text_of(why)


_BRANCH_RE = re.compile(r"^autosave-[a-z_]+-\d+-(.+)$")


def _branch(e: dict[str, Any]) -> str:
    """The save a branch's autosave was continued from (its name's tail), or ""."""
    m = _BRANCH_RE.match(str(e.get("name", "")))
    return clean_name(m.group(1).replace("-", " "), fallback="?", limit=40) if m else ""


def _when(ts: float) -> str:
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))
    except (OverflowError, OSError, ValueError):
        return "?"


class LoadScene(UIScene):
    def __init__(self, app: Any) -> None:
        self.entries: list[dict[str, Any]] = []
        self.selected: int | None = None
        self.confirm: Any = None
        self._listing: Background | None = None
        self._opening: Background | None = None
        self._row_texts: dict[int, str] = {}
        self._need_listing = True   # at the first build, and after a delete
        super().__init__(app)

    def rebuild(self) -> None:
        self.confirm = None
        super().rebuild()

    @property
    def reading(self) -> bool:
        """The folder is being read (the list is not there yet)."""
        return self._listing is not None

    def _start_listing(self) -> None:
        self._listing = Background(self.app.store.list, name="list-saves")
        self._take_listing()

    def _take_listing(self) -> bool:
        """The listing's result, once it is there (True then)."""
        job = self._listing
        if job is None or not job.done:
            return False
        self._listing = None
        if job.error is not None:   # an unreadable folder: show it, keep going
            self.entries = []
            self.show_message(t("load.folder_error", reason=error_text(job.error)))
        else:
            self.entries = job.result
        problem = getattr(self.app.store, "folder_problem", None)
        problem = problem() if not self.entries and problem is not None else None
        # the saves folder is a file, a link to nothing...: said, with where it is (in
        # full beside the list, in place of "no saved games yet")
        self.folder_problem = tr("load.folder_problem", "No saves can be listed: {problem}.",
                                 problem=text_of(problem)) if problem else ""
        if problem:
            self.show_message(tr("load.folder_bad", "The saves folder cannot be used (see the right)."))
        self._row_texts = {}
        if self.selected is not None and self.selected >= len(self.entries):
            self.selected = None
        return True

    @property
    def rows(self) -> list[str]:
        """The text of every row (built when asked: the list draws only those in view)."""
        return [self._row(i) for i in range(len(self.entries))]

    def _row(self, i: int) -> str:
        text = self._row_texts.get(i)
        if text is None:
            text = self._row_texts[i] = self._row_text(i, self.entries[i])
        return text

    def _row_text(self, i: int, e: dict[str, Any]) -> str:
        """One line per save: name, game, position, players, date (players shortened to fit)."""
        if "error" in e:
            return t("load.row_broken", n=i + 1, name=_title(e))
        words = self._words   # the same games, positions and words on many rows: worded once
        game = e.get("game", "")
        branch = _branch(e) if e.get("autosave") else ""
        if branch:   # a branch of a game, continued from an older save (saves.store.branch_from)
            name = tr("load.auto_branch", "{auto} (from {save})", auto=t("load.auto"), save=branch)
        elif e.get("autosave"):
            name = words.get("auto") or words.setdefault("auto", t("load.auto"))
        else:
            name = _title(e)
        if ("game", game) not in words:
            words["game", game] = game_title(game)
        label = e.get("label") or ""
        if ("label", game, label) not in words:
            words["label", game, label] = round_text(label, game) or "-"
        font = self.app.fonts.get("text", 18)
        seats = ", ".join(e.get("seats", []))
        fields = dict(n=i + 1, name=name, game=words["game", game], label=words["label", game, label],
                      when=_when(e.get("updated", 0)))
        row = t("load.row", seats=seats, **fields)
        if font.size(row)[0] <= ROW_WIDTH:
            return row
        if len(seats) > 1:
            # the players shortened to the longest start that fits (a few measures, not one
            # per letter: the rows of a long list are built as they scroll into view)
            room = ROW_WIDTH - font.size(t("load.row", seats="", **fields))[0]
            lo, hi = 0, len(seats) - 1
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if font.size(seats[:mid].rstrip(", ") + "…")[0] <= room:
                    lo = mid
                else:
                    hi = mid - 1
            while True:
                row = t("load.row", seats=seats[:lo].rstrip(", ") + "…", **fields)
                if font.size(row)[0] <= ROW_WIDTH:
                    return row
                if lo == 0:
                    break
                lo -= 1
            seats = "…"
        # still too wide (a long name or position in Greek or Portuguese): the position,
        # then the name give way, so that the date at the row's end is never cut
        for part in ("label", "name"):
            whole = fields[part]
            lo, hi = 0, len(whole)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                trial = {**fields, part: whole[:mid].rstrip() + "…"}
                if font.size(t("load.row", seats=seats, **trial))[0] <= ROW_WIDTH:
                    lo = mid
                else:
                    hi = mid - 1
            fields[part] = whole[:lo].rstrip() + "…"
            row = t("load.row", seats=seats, **fields)
            if font.size(row)[0] <= ROW_WIDTH:
                return row
        return row

    def build(self) -> None:
        w, h = self.app.size
        self._words: dict[Any, str] = {}   # (a rebuild may be a change of language)
        self._row_texts = {}
        if self._need_listing:
            self._need_listing = False
            self._start_listing()
        pruned = getattr(self.app.store, "pruned", None)
        if pruned:
            # autosaves removed by pruning since the screen was last shown: said once
            names = ", ".join(clean_name(n, fallback="?", limit=60) for n, _ in pruned[:4])
            more = len(pruned) - 4
            reasons = sorted({_pruned_reason(why) for _, why in pruned})
            self.show_message(tr("load.pruned", "Removed {k} autosave(s) no longer needed ({why}): {names}{more}.",
                                 k=len(pruned), why="; ".join(reasons), names=names,
                                 more=tr("load.pruned_more", " and {k} more", k=more) if more > 0 else ""),
                              error=False)
            pruned.clear()
        self.list = RowList(pygame.Rect(60, 130, 820, h - 300), len(self.entries), self._row,
                            self.app.fonts.get("text", 18))
        self.list.selected = self.selected
        if self.selected is not None:
            self.list.show(self.selected)
        self.details = pygame_gui.elements.UITextBox("", pygame.Rect(910, 130, w - 970, h - 300),
                                                     self.manager)
        self.message_rect = pygame.Rect(60, h - 164, w - 120, 56)   # above the buttons (a path may be long)
        self.button("back", (60, h - 100, 220, 56), t("common.back"), self.app.pop)
        # right of Back: Review, Watch, Delete, Load, narrower in a small window
        row = [("import", tr("load.import", "Import"), self.import_games, None, 180),
               ("export", tr("load.export", "Export"), self.export_selected, None, 180),
               ("review", tr("load.review", "Review"), self.review_selected, None, 220),
               ("watch", tr("load.watch", "Watch"), self.watch_selected, None, 220),
               ("delete", t("load.delete"), self.ask_delete, "danger_button", 220),
               ("load", t("load.load"), self.load_selected, "primary_button", 320)]
        gap, room = 16, w - 60 - 300
        scale = min(1.0, (room - gap * (len(row) - 1)) / sum(r[4] for r in row))
        x = w - 60
        for name, label, action, cls, width in reversed(row):
            bw = int(width * scale)
            x -= bw
            self.button(name, (x, h - 100, bw, 56), label, action, cls=cls)
            x -= gap
        self._refresh_selection()

    def scroll_rows(self, rows: int) -> None:
        """Scroll the list by `rows` (the mouse wheel; benchmarks)."""
        self.list.scroll(rows)

    def update(self, dt: float) -> None:
        if self._listing is not None and self._take_listing():
            top = self.list.top
            self.rebuild()
            self.list.top = top
            self.list.scroll(0)
        job = self._opening
        if job is not None and job.done:
            self._opening = None
            self._opened(job)
        super().update(dt)

    def _refresh_selection(self) -> None:
        """Details and button states for the selected row (no rebuild: the list keeps its scroll)."""
        sel = self.current()
        self.details.set_text(self._details_html())
        for name, ok in (("delete", sel is not None), ("load", sel is not None and "error" not in sel),
                         ("export", sel is not None and "error" not in sel),
                         ("watch", sel is not None and "error" not in sel),
                         ("review", sel is not None and "error" not in sel and bool(sel.get("over")))):
            self.buttons[name].enable() if ok else self.buttons[name].disable()

    def select(self, index: int | None) -> None:
        self.selected = index
        self.list.selected = index
        if index is not None:
            self.list.show(index)
        self._refresh_selection()

    def current(self) -> dict[str, Any] | None:
        if self.selected is None or not 0 <= self.selected < len(self.entries):
            return None
        return self.entries[self.selected]

    def _details_html(self) -> str:
        e = self.current()
        if self._opening is not None:
            return esc(tr("load.opening", "Opening the saved game…"))
        if self.reading:
            return esc(tr("load.reading", "Reading the saves folder…"))
        if not self.entries:
            return esc(getattr(self, "folder_problem", "") or t("load.empty"))
        if e is None:
            return esc(t("load.pick"))
        lines = [f"<font face='junicode' size=6>{esc(_title(e))}</font>", ""]
        if "error" in e:
            lines += [f"<b>{esc(t('load.broken'))}</b>", esc(clean_for_drawing(text_of(e["error"])))]
        else:
            lines += [
                f"<b>{esc(t('load.game'))}</b> {esc(game_title(e.get('game', '')))}",
                f"<b>{esc(t('load.seats'))}</b> {esc(', '.join(e.get('seats', [])))}",
                f"<b>{esc(t('load.where'))}</b> {esc(round_text(e.get('label') or '', e.get('game', '')) or '-')}",
                f"<b>{esc(t('load.saved'))}</b> {esc(_when(e.get('updated', 0)))}",
            ]
            if e.get("missing"):
                lines.append(esc(tr("load.missing", "Only the backup of this save is left; loading restores the "
                                    "save from it.")))
            elif e.get("recovered_from"):
                lines.append(esc(clean_for_drawing(t("load.recovered", copy=e["recovered_from"],
                                                     problem=text_of(e.get("problem", ""))))))
            if e.get("over"):
                lines.append(esc(t("load.finished")))
            if e.get("autosave"):
                lines.append(esc(t("load.autosave_note")))
        return "<br>".join(lines)

    # --- actions ----------------------------------------------------------------------------
    def load_selected(self) -> None:
        e = self.current()
        if e is None or "error" in e or self._opening is not None:
            return
        job = open_in_background(self.app, e["name"])
        if job.done:
            self._opened(job)
        else:   # a long game: the window keeps drawing, and says so
            self._opening = job
            for name in ("load", "delete", "back"):
                self.buttons[name].disable()
            self.details.set_text(self._details_html())

    def watch_selected(self) -> None:
        """Watch the selected save again on its board (ui.watching), over this screen."""
        e = self.current()
        if e is None or "error" in e or self._opening is not None:
            return
        from ui.watching import open_watch

        err = open_watch(self.app, e["name"])
        if err:
            self.show_message(err)

    def review_selected(self) -> None:
        """The bot's review of the selected finished game (ui.scenes.review)."""
        e = self.current()
        if e is None or "error" in e or not e.get("over"):
            return
        from saves import SaveError
        from ui.scenes.review import ReviewScene
        from ui.widgets.text import error_text

        try:
            rec, _state = self.app.store.load(e["name"])
        except SaveError as err:
            self.show_message(error_text(err))
            return
        self.app.push(ReviewScene(self.app, rec))

    def export_selected(self) -> None:
        """Write the selected save as one JSON file in the data folder's exports/ (the path is said)."""
        from saves import SaveError
        from saves.share import export_save

        e = self.current()
        if e is None or "error" in e:
            return
        try:
            path = export_save(self.app.store, e["name"])
        except SaveError as err:
            self.show_message(error_text(err))
            return
        self.show_message(tr("load.exported", "Exported to {path}", path=str(path)), error=False)

    def import_games(self) -> None:
        """Import the game files put in the data folder's imports/ (each checked as a load is)."""
        from saves import SaveError
        from saves.share import import_all

        try:
            done, refused, folder = import_all(self.app.store)
        except SaveError as err:
            self.show_message(error_text(err))
            return
        if not done and not refused:
            self.show_message(tr("load.import_none", "Put a game's .json file in {folder} and press Import again.",
                                 folder=str(folder)), error=False)
            return
        parts = []
        if done:
            parts.append(tr("load.imported", "Imported {k} game(s) from {folder}.", k=len(done), folder=str(folder)))
        for fname, why in refused[:2]:
            parts.append(tr("load.import_refused", "{file} was not imported: {reason}.", file=fname,
                            reason=text_of(why)))
        self.show_message(" ".join(parts), error=bool(refused))
        self._need_listing = True
        self.rebuild()

    def _opened(self, job: Background) -> None:
        err = finish_opening(self.app, job)
        if err:
            self.show_message(err)
            if self.app.top is self:
                self.buttons["back"].enable()
                self._refresh_selection()

    def ask_delete(self) -> None:
        """A small dialog over the list: the save is deleted only on 'Delete'."""
        e = self.current()
        if e is None or self.confirm is not None:
            return
        w, h = self.app.size
        panel = pygame_gui.elements.UIPanel(pygame.Rect(w // 2 - 320, h // 2 - 140, 640, 280), starting_height=5,
                                            manager=self.manager, object_id=oid("dialog"))
        self.confirm = panel
        self.label((24, 14, 580, 46), t("load.delete_title"), cls="heading", container=panel)
        pygame_gui.elements.UITextBox(esc(t("load.delete_confirm", name=_title(e))), pygame.Rect(14, 64, 600, 110),
                                      self.manager, container=panel, object_id=oid("plain"))
        self.button("confirm_delete", (24, 190, 280, 56), t("load.delete"), self._confirmed, cls="danger_button",
                    container=panel)
        self.button("cancel_delete", (330, 190, 280, 56), t("common.cancel"), self._cancel_delete, container=panel)
        for name in ("load", "delete", "back"):
            self.buttons[name].disable()

    def _confirmed(self) -> None:
        self.confirm = None
        self.delete_selected()

    def _cancel_delete(self) -> None:
        if self.confirm is not None:
            self.confirm.kill()
            self.confirm = None
            for name in ("confirm_delete", "cancel_delete"):
                self._actions.pop(self.buttons.pop(name), None)
            self.buttons["back"].enable()
            self._refresh_selection()

    def delete_selected(self) -> None:
        from saves import SaveError

        e = self.current()
        if e is None:
            return
        try:
            self.app.store.delete(e["name"])
            self.show_message(t("load.deleted", name=_title(e)), error=False)
        except SaveError as ex:
            self.show_message(error_text(ex))
        self.selected = None
        self._need_listing = True
        self.rebuild()


    def on_event(self, event: pygame.event.Event) -> None:
        if self._opening is not None:
            return   # a game is being opened
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            rows = self.rows
            if event.text in rows:  # rows are numbered, so each text is unique
                self.show_message("")
                self.select(rows.index(event.text))
            return
        if self.confirm is None and event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                                   pygame.MOUSEMOTION):
            hit = self.list.event(event)
            if hit is not None:
                self.show_message("")
                self.select(hit[1])
                if hit[0] == "open":
                    self.load_selected()
            return
        if event.type == pygame.KEYDOWN and self.confirm is None and self.list.key(event.key) is not None:
            self.select(self.list.key(event.key))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.confirm is None:
            self.load_selected()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm is not None:
                self._cancel_delete()
            else:
                self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        self.text(surface, t("load.title"), (60, 40), role="display-bold", size=48, colour=palette.GOLD)
        self.list.draw(surface)
        if self.reading or self._opening is not None:
            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            self.text(surface, (tr("load.reading", "Reading the saves folder…") if self.reading else
                                tr("load.opening", "Opening the saved game…")).rstrip("…") + dots,
                      (self.list.rect.x + 20, self.list.rect.y + 14), colour=palette.TEXT_DIM)

    def show_message(self, text: str, error: bool = True) -> None:
        super().show_message(clean_for_drawing(text), error)

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(rows=list(self.rows), selected=self.selected)
        return d


def open_in_background(app: Any, save_name: str) -> Background:
    """Start loading a save (GameSession.load: read, check, replay) in a thread; finish
    with `finish_opening` on the main thread once `done` (most are done at once)."""
    # the game in play may be the one loaded: its last move's autosave is written first
    for scene in list(getattr(app, "stack", [])):
        playing = getattr(scene, "session", None)
        if getattr(playing, "save_name", None) == save_name and hasattr(playing, "flush_autosave"):
            playing.flush_autosave(timeout=5.0)

    def work() -> Any:
        from ui.hosting import load_session  # a hosted game is hosted again

        return load_session(app, save_name)

    return Background(work, wait=OPEN_WAIT, name="open-save")


def finish_opening(app: Any, job: Background) -> str | None:
    """Show the board of a loaded save; an error message for the player, or None."""
    from saves import SaveError
    from ui.scenes.base import show_session
    from ui.widgets.text import error_text

    if isinstance(job.error, SaveError):
        return error_text(job.error)
    if isinstance(job.error, ImportError):
        return t("error.no_session")
    if job.error is not None:
        raise job.error   # a fault of the program: the crash screen, as before
    return show_session(app, job.result)
