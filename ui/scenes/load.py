"""Load a saved game: every save with its game, seats, label and date; load, or delete
with a confirmation. A broken save stays in the list with its message."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pygame_gui

from saves.names import clean_for_drawing, clean_name
from ui import palette
from ui.i18n import t
from ui.scenes.base import UIScene, esc, game_title, oid, open_saved_game
from ui.widgets.text import error_text, round_text, text_of, tr

ROW_WIDTH = 780  # pixels of text in one row of the list


def _title(e: dict[str, Any]) -> str:
    """A save's name as it may be drawn (the listing's 'title'; the file name otherwise)."""
    return e.get("title") or clean_name(e.get("name", ""), fallback="?", limit=80)


def _pruned_reason(why: Any) -> str:
    """Why autosaves were pruned, in the language shown, without the name of the later
    save (one reason for all the autosaves it covers)."""
    if getattr(why, "key", None) == "saves.note.pruned_later":
        return tr("load.pruned_later", "the same game is saved later")
    return text_of(why).split(" as ")[0] if not hasattr(why, "key") else text_of(why)


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
        super().__init__(app)

    def rebuild(self) -> None:
        self.confirm = None
        super().rebuild()

    def _row_text(self, i: int, e: dict[str, Any]) -> str:
        """One line per save: name, game, position, players, date (players shortened to fit)."""
        if "error" in e:
            return t("load.row_broken", n=i + 1, name=_title(e))
        name = t("load.auto") if e.get("autosave") else _title(e)
        font = self.app.fonts.get("text", 18)
        seats = ", ".join(e.get("seats", []))
        fields = dict(n=i + 1, name=name, game=game_title(e.get("game", "")),
                      label=round_text(e.get("label") or "", e.get("game", "")) or "-",
                      when=_when(e.get("updated", 0)))
        row = t("load.row", seats=seats, **fields)
        while font.size(row)[0] > ROW_WIDTH and len(seats) > 1:
            seats = seats[:-2].rstrip(", ") + "…"
            row = t("load.row", seats=seats, **fields)
        return row

    def build(self) -> None:
        w, h = self.app.size
        try:
            self.entries = self.app.store.list()
        except Exception as ex:  # noqa: BLE001 - an unreadable folder: show it, keep going
            self.entries = []
            self.show_message(t("load.folder_error", reason=error_text(ex)))
        problem = getattr(self.app.store, "folder_problem", None)
        problem = problem() if not self.entries and problem is not None else None
        # the saves folder is a file, a link to nothing...: said, with where it is (in
        # full beside the list, in place of "no saved games yet")
        self.folder_problem = tr("load.folder_problem", "No saves can be listed: {problem}.",
                                 problem=text_of(problem)) if problem else ""
        if problem:
            self.show_message(tr("load.folder_bad", "The saves folder cannot be used (see the right)."))
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
        self.rows = [self._row_text(i, e) for i, e in enumerate(self.entries)]
        if self.selected is not None and self.selected >= len(self.entries):
            self.selected = None
        self.list = pygame_gui.elements.UISelectionList(pygame.Rect(60, 130, 820, h - 300), self.rows, self.manager,
                                                        default_selection=self.rows[self.selected]
                                                        if self.selected is not None else None)
        self.details = pygame_gui.elements.UITextBox("", pygame.Rect(910, 130, w - 970, h - 300),
                                                     self.manager)
        self.message_rect = pygame.Rect(320, h - 100, w - 980, 60)
        self.button("back", (60, h - 100, 220, 56), t("common.back"), self.app.pop)
        self.button("delete", (w - 640, h - 100, 220, 56), t("load.delete"), self.ask_delete, cls="danger_button")
        self.button("load", (w - 380, h - 100, 320, 56), t("load.load"), self.load_selected, cls="primary_button")
        self._refresh_selection()

    def _refresh_selection(self) -> None:
        """Details and button states for the selected row (no rebuild: the list keeps its scroll)."""
        sel = self.current()
        self.details.set_text(self._details_html())
        for name, ok in (("delete", sel is not None), ("load", sel is not None and "error" not in sel)):
            self.buttons[name].enable() if ok else self.buttons[name].disable()

    def select(self, index: int | None) -> None:
        self.selected = index
        self._refresh_selection()

    def current(self) -> dict[str, Any] | None:
        if self.selected is None or not 0 <= self.selected < len(self.entries):
            return None
        return self.entries[self.selected]

    def _details_html(self) -> str:
        e = self.current()
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
        if e is None or "error" in e:
            return
        err = open_saved_game(self.app, e["name"])
        if err:
            self.show_message(err)

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
        self.rebuild()


    def on_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            if event.text in self.rows:  # rows are numbered, so each text is unique
                self.show_message("")
                self.select(self.rows.index(event.text))
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.load_selected()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm is not None:
                self._cancel_delete()
            else:
                self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        self.text(surface, t("load.title"), (60, 40), role="display-bold", size=48, colour=palette.GOLD)

    def show_message(self, text: str, error: bool = True) -> None:
        super().show_message(clean_for_drawing(text), error)

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(rows=list(self.rows), selected=self.selected)
        return d
