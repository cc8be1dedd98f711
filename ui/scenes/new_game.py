"""New game: choose the game, the number of players, each seat (name, colour, human or
bot level), an optional seed and the game's options (those that mean something at the
player count chosen). The defaults are one human and bots, so one click on Start begins
a solo game; after that, the set-up last shown (remembered in the config folder, with each
game's own count, options and seat colours): the game chosen comes back, however the screen
was left (Back, Start, the title, the window closed), and switching games keeps the names
and kinds of the seats, as many seats as the largest game has (Midgard's fifth seat comes
back after Asgard's four)."""

from __future__ import annotations

import json
import random
from typing import Any

import pygame
import pygame_gui

from saves.names import NAME_MAX, clean_name, forbidden_in_names
from ui import palette
from ui.boards import BOARDS
from ui.i18n import has, t
from ui.scenes.base import UIScene, show_session
from ui.widgets.text import tr

KINDS = ("human", "remote", "random", "easy", "normal", "hard")   # remote: a player on another computer
BOT_KINDS = KINDS[2:]
DEFAULT_PLAYERS = 3
ROW_Y, ROW_H = 250, 62


_KINDS_CACHE: dict[str, dict[str, bool]] = {}


def available_kinds(game_id: str) -> dict[str, bool]:
    """Which seat kinds can be chosen: human always; a bot level if make_bot accepts it
    (asked once per game and process)."""
    if game_id not in _KINDS_CACHE:
        _KINDS_CACHE[game_id] = _ask_kinds(game_id)
    return dict(_KINDS_CACHE[game_id])


def _ask_kinds(game_id: str) -> dict[str, bool]:
    out = {"human": True, "remote": True}
    try:
        from game.ai import make_bot
    except ImportError:
        return {k: k in ("human", "remote") for k in KINDS}
    for level in BOT_KINDS:
        try:
            make_bot(level, game_id)
            out[level] = True
        except Exception:  # noqa: BLE001 - any refusal means "not available"
            out[level] = False
    return out


SETUP_FILE = "last_setup.json"


def load_setup() -> dict[str, Any] | None:
    """The set-up of the last game started from this screen (None if there is none or
    it cannot be read)."""
    from ui.paths import config_dir

    try:
        data = json.loads((config_dir() / SETUP_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def save_setup(data: dict[str, Any]) -> None:
    from ui.paths import config_dir

    try:
        folder = config_dir()
        folder.mkdir(parents=True, exist_ok=True)
        (folder / SETUP_FILE).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    except OSError:
        pass   # not remembered: the next New game starts from the defaults


class NewGameScene(UIScene):
    def __init__(self, app: Any, game_id: str | None = None) -> None:
        from game.registry import GAMES

        self.games = GAMES
        self.playable = {g: bool(g in BOARDS and s.available) for g, s in GAMES.items()}
        playable = [g for g, ok in self.playable.items() if ok]
        fallback = playable[0] if playable else next(iter(GAMES))
        self.game_id = game_id if self.playable.get(game_id or "") else fallback
        self.seed_text = ""
        self._kinds_cache: dict[str, dict[str, bool]] = {}
        self.remembered = load_setup() or {}
        self.known_names = self._known_names(app)   # names played under before (the statistics)
        self._name_focus = 0                     # the seat a known name goes to
        if game_id is None and self.playable.get(self.remembered.get("game", "")):
            self.game_id = self.remembered["game"]
        self._reset_seats()
        if self.remembered.get("seats"):
            self._apply_setup(self.remembered)
        super().__init__(app)

    def _game_setup(self, game_id: str) -> dict[str, Any]:
        """The count and options last shown for `game_id` (empty if none)."""
        games = self.remembered.get("games")
        own = games.get(game_id) if isinstance(games, dict) else None
        if isinstance(own, dict):
            return own
        if self.remembered.get("game") == game_id:
            return {"count": self.remembered.get("count"), "options": self.remembered.get("options")}
        return {}

    def remember(self) -> None:
        """Keep the set-up shown (the next New game starts from it): the game, each seat's
        name and kind (every seat, also those this game does not show), and this game's own
        count, options and colours."""
        self._sync_entries()
        games = self.remembered.get("games")
        games = dict(games) if isinstance(games, dict) else {}
        games[self.game_id] = {"count": self.count, "options": dict(self.options),
                               "colours": [int(s["colour"]) for s in self.seats[: self.spec.max_players]]}
        self.remembered = {"game": self.game_id, "count": self.count, "options": dict(self.options),
                           "seats": [{"name": x["name"], "kind": x["kind"], "colour": int(x["colour"])}
                                     for x in self.seats],
                           "games": games}
        save_setup(self.remembered)

    def leave(self) -> None:
        self.remember()
        self.app.pop()

    def on_exit(self) -> None:
        """Left any way (Back, a board started, the title, the window closed): remembered."""
        self.remember()

    def _apply_setup(self, data: dict[str, Any], count_shown: int | None = None) -> None:
        """The seats last shown (names, kinds) and this game's own count, options and
        colours, as far as they are still valid here. A game with no count of its own
        takes `count_shown` (the count of the game shown before), within its range."""
        spec = self.spec
        own = self._game_setup(self.game_id)
        count = own.get("count")
        if not isinstance(count, int) and isinstance(count_shown, int):
            count = min(max(count_shown, spec.min_players), spec.max_players)
        if isinstance(count, int) and spec.min_players <= count <= spec.max_players:
            self.count = count
        kinds = self.kinds()
        n_colours = len(palette.SEAT_COLOURS.get(self.game_id, palette.SEAT_COLOURS["midgard"]))
        colours = own.get("colours")
        colours = colours if isinstance(colours, list) else []
        for i, (seat, saved) in enumerate(zip(self.seats, data.get("seats") or [])):
            if not isinstance(saved, dict):
                continue
            name = saved.get("name")
            if isinstance(name, str) and name.strip():
                seat["name"] = clean_name(name, limit=NAME_MAX)
            if saved.get("kind") in KINDS and kinds.get(saved["kind"]):
                seat["kind"] = saved["kind"]
            # this game's own colour of the seat; else the one shown (a file from before)
            c = colours[i] if i < len(colours) else saved.get("colour")
            if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < n_colours:
                seat["colour"] = c
        used: set[int] = set()
        for seat in self.seats[: spec.max_players]:   # two seats never share a colour
            if seat["colour"] in used:
                seat["colour"] = next((c for c in range(n_colours) if c not in used), seat["colour"])
            used.add(seat["colour"])
        try:
            self.options = spec.check_options(own.get("options") or {})
        except ValueError:
            pass

    # --- state -----------------------------------------------------------------------------
    @property
    def spec(self) -> Any:
        return self.games[self.game_id]

    def kinds(self) -> dict[str, bool]:
        if self.game_id not in self._kinds_cache:
            self._kinds_cache[self.game_id] = available_kinds(self.game_id)
        return self._kinds_cache[self.game_id]

    def _best_bot(self) -> str:
        k = self.kinds()
        for level in ("normal", "easy", "random", "hard"):
            if k.get(level):
                return level
        return "human"

    def _reset_seats(self) -> None:
        spec = self.spec
        self.count = min(max(DEFAULT_PLAYERS, spec.min_players), spec.max_players)
        names = [n.strip() for n in t("newgame.default_names").split(",")]
        bot = self._best_bot()
        n_colours = len(palette.SEAT_COLOURS.get(self.game_id, palette.SEAT_COLOURS["midgard"]))
        # as many seats as the largest game: a game with fewer keeps the others for later
        self.seats = [
            {"name": names[i] if i < len(names) else t("newgame.seat", n=i + 1),
             "kind": "human" if i == 0 else bot, "colour": i % n_colours}
            for i in range(max(s.max_players for s in self.games.values()))
        ]
        self.options = {k: o.default for k, o in spec.options.items()}

    def _sync_entries(self) -> None:
        for i, entry in enumerate(getattr(self, "name_entries", [])):
            if entry.alive():
                self.seats[i]["name"] = clean_name(entry.get_text(), limit=NAME_MAX)
        if getattr(self, "seed_entry", None) is not None and self.seed_entry.alive():
            self.seed_text = self.seed_entry.get_text()

    # --- widgets -----------------------------------------------------------------------------
    def option_width(self, texts: list[str], most: int) -> int:
        """An option menu wide enough for its longest choice (each row's text with its
        padding, the closed menu's arrow beside it): at least 260 px, at most `most`."""
        theme = self.manager.get_theme()
        font = theme.get_font(["drop_down_menu.selection_list.button", "selection_list.button", "button"])
        closed = theme.get_font(["drop_down_menu.#selected_option", "#selected_option", "drop_down_menu"])
        need = max(max(font.size(tx)[0] + 2 * 12, closed.size(tx)[0] + 2 * 12 + 44) for tx in texts) + 12
        return max(260, min(most, need))

    def build(self) -> None:
        w, h = self.app.size
        # games
        self.label((60, 120, 360, 44), t("newgame.game"), cls="heading")
        y = 172
        for gid, spec in self.games.items():
            ok = self.playable[gid]
            title = tr(f"game.{gid}", spec.title)
            text = title if ok else t("newgame.game_later", game=title)
            b = self.button(f"game:{gid}", (60, y, 360, 52), text, lambda g=gid: self._pick_game(g),
                            cls="toggle", enabled=ok, tool_tip=None if ok else t("newgame.game_later_tip"))
            if gid == self.game_id:
                b.select()
            y += 62
        # player count
        spec = self.spec
        x0 = 480
        self.label((x0 + 16, 124, 230, 44), t("newgame.players"), cls="heading")
        self.button("fewer", (x0 + 250, 130, 44, 40), "−", lambda: self._set_count(self.count - 1),
                    enabled=self.count > spec.min_players)
        self.count_label = self.label((x0 + 298, 130, 50, 40), str(self.count))
        self.count_label.text_horiz_alignment = "center"
        self.count_label.rebuild()
        self.button("more", (x0 + 352, 130, 44, 40), "+", lambda: self._set_count(self.count + 1),
                    enabled=self.count < spec.max_players)
        self.label((x0 + 420, 134, 400, 32), t("newgame.range", lo=spec.min_players, hi=spec.max_players),
                   cls="dim")
        # seat header
        self.label((x0 + 48, 204, 280, 30), t("newgame.name"), cls="dim")
        self.label((x0 + 320, 204, 140, 30), t("newgame.colour"), cls="dim")
        self.label((x0 + 476, 204, 400, 30), t("newgame.kind"), cls="dim")
        kinds = self.kinds()
        self.name_entries = []
        for i in range(self.count):
            seat = self.seats[i]
            y = ROW_Y + i * ROW_H
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x0 + 48, y, 260, 48), self.manager,
                                                        initial_text=seat["name"])
            entry.set_text_length_limit(NAME_MAX)
            # control and zero-width characters never enter a name (typed or pasted)
            entry.set_forbidden_characters(forbidden_in_names())
            self.name_entries.append(entry)
            cname = palette.seat_colour_name(self.game_id, seat["colour"])
            self.button(f"colour:{i}", (x0 + 320, y, 140, 48), t(f"colour.{cname}"), lambda i=i: self._cycle_colour(i),
                        tool_tip=t("newgame.colour_tip"))
            for k, kind in enumerate(KINDS):
                b = self.button(f"kind:{i}:{kind}", (x0 + 476 + k * 98, y, 94, 48), t(f"kind.{kind}"),
                                lambda i=i, kind=kind: self._set_kind(i, kind), cls="toggle",
                                enabled=kinds.get(kind, False),
                                tool_tip=(t("newgame.level_later") if not kinds.get(kind, False)
                                          else tr("newgame.remote_tip", "A player on another computer: this "
                                                  "window hosts the table, and they choose Join a game "
                                                  "with its code") if kind == "remote" else None))
                if seat["kind"] == kind:
                    b.select()
        # the names played under before: a click puts one in the seat last typed in
        if self.known_names:
            ky = 172 + 62 * len(self.games) + 16
            self.label((60, ky, 360, 30), tr("newgame.known_names", "Played before"), cls="dim")
            for k, known in enumerate(self.known_names[:6]):
                self.button(f"known:{k}", (60 + (k % 2) * 184, ky + 36 + (k // 2) * 52, 176, 44), known,
                            lambda n=known: self.use_name(n))
        # seed and options
        y = ROW_Y + spec.max_players * ROW_H + 16
        self.label((x0, y, 330, 44), t("newgame.seed"))
        self.seed_entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x0 + 340, y, 220, 44), self.manager,
                                                              initial_text=self.seed_text)
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(12)
        self.label((x0 + 576, y, 400, 44), t("newgame.seed_hint"), cls="dim")
        self.option_menus: dict[Any, str] = {}
        self.option_text: dict[str, dict[str, str]] = {}
        for key, opt in spec.options.items():
            if not opt.applies(self.count):
                continue
            y += 56
            label = t(f"option.{key}") if has(f"option.{key}") else (opt.label or key)
            self.label((x0, y, 330, 44), label)
            texts = {c: (t(f"option.{key}.{c}") if has(f"option.{key}.{c}") else c) for c in opt.choices}
            self.option_text[key] = texts
            menu = pygame_gui.elements.UIDropDownMenu(
                [texts[c] for c in opt.choices], texts[self.options.get(key, opt.default)],
                pygame.Rect(x0 + 340, y, self.option_width(list(texts.values()), w - 60 - (x0 + 340)), 44),
                self.manager)
            self.option_menus[menu] = key
        # message and the two big buttons
        self.message_rect = pygame.Rect(320, h - 100, w - 720, 60)
        self.button("back", (60, h - 100, 220, 56), t("common.back"), self.leave)
        self.button("start", (w - 380, h - 100, 320, 56), t("newgame.start"), self.start, cls="primary_button",
                    enabled=self.playable.get(self.game_id, False))
        # Learn to play (issue 36): a guided first game of the game chosen (ui/guide)
        from ui.guide import start as learn

        self.button("learn", (60, h - 170, 360, 52), tr("newgame.learn", "Learn to play this game"),
                    lambda: self.show_message(learn(self.app, self.game_id) or ""),
                    enabled=self.playable.get(self.game_id, False))

    # --- actions -----------------------------------------------------------------------------
    def _pick_game(self, game_id: str) -> None:
        if game_id == self.game_id or not self.playable.get(game_id):
            return
        self.remember()
        count_shown = self.count
        self.game_id = game_id
        self._reset_seats()
        self._apply_setup(self.remembered, count_shown)
        self.remember()                     # the game chosen is the one to come back to
        self.message = ""
        self.rebuild()

    def _set_count(self, n: int) -> None:
        spec = self.spec
        if spec.min_players <= n <= spec.max_players:
            self._sync_entries()
            self.count = n
            # a seat coming back keeps a colour nobody else uses
            used = {s["colour"] for s in self.seats[: n - 1]}
            if self.seats[n - 1]["colour"] in used:
                self._cycle_colour(n - 1, rebuild=False)
            self.rebuild()

    def _cycle_colour(self, i: int, rebuild: bool = True) -> None:
        self._sync_entries()
        n_colours = len(palette.SEAT_COLOURS.get(self.game_id, palette.SEAT_COLOURS["midgard"]))
        used = {s["colour"] for j, s in enumerate(self.seats[: self.count]) if j != i}
        c = self.seats[i]["colour"]
        for _ in range(n_colours):
            c = (c + 1) % n_colours
            if c not in used:
                break
        self.seats[i]["colour"] = c
        if rebuild:
            self.rebuild()

    def _set_kind(self, i: int, kind: str) -> None:
        if not self.kinds().get(kind):
            return
        self._sync_entries()
        self.seats[i]["kind"] = kind
        for k in KINDS:
            b = self.buttons.get(f"kind:{i}:{k}")
            if b is not None:
                b.select() if k == kind else b.unselect()

    @staticmethod
    def _known_names(app: Any) -> list[str]:
        store = getattr(app, "store", None)
        if store is None or not hasattr(store, "records"):
            return []
        try:
            return [clean_name(n, limit=NAME_MAX) for n in store.records.names()]
        except Exception:  # noqa: BLE001 - no names offered is no reason to fail New game
            return []

    def use_name(self, name: str) -> None:
        """Put a name played under before in the seat last typed in (the first seat at first)."""
        self._sync_entries()
        i = self._name_focus if 0 <= self._name_focus < self.count else 0
        self.seats[i]["name"] = clean_name(name, limit=NAME_MAX)
        entries = getattr(self, "name_entries", [])
        if i < len(entries) and entries[i].alive():
            entries[i].set_text(self.seats[i]["name"])

    def seat_list(self) -> list[dict[str, Any]]:
        self._sync_entries()
        out = []
        for i, s in enumerate(self.seats[: self.count]):
            name = clean_name(s["name"], fallback=t("newgame.seat", n=i + 1))
            out.append({"name": name, "kind": s["kind"], "colour": int(s["colour"])})
        return out

    def seed(self) -> int:
        self._sync_entries()
        text = self.seed_text.strip()
        return int(text) if text else random.randrange(1, 2**31)

    def start(self) -> None:
        seats = self.seat_list()
        try:
            from ui.session import GameSession
        except ImportError:
            self.show_message(t("error.no_session"))
            return
        try:
            options = {k: v for k, v in self.options.items() if self.spec.options[k].applies(self.count)}
            if any(s["kind"] == "remote" for s in seats):
                from ui.hosting import HostSession  # players on other computers: this window hosts

                session = HostSession.new(self.app, self.game_id, seats, self.seed(), options)
            else:
                session = GameSession.new(self.app, self.game_id, seats, self.seed(), options)
        except (ValueError, NotImplementedError) as e:
            self.show_message(t("error.start_failed", reason=str(e)))
            return
        except OSError as e:
            self.show_message(tr("newgame.host_failed", "This computer cannot host a table now: {reason}",
                                 reason=str(e.strerror or e)))
            return
        err = show_session(self.app, session)
        if err:
            self.show_message(err)
            return
        self.remember()


    def on_event(self, event: pygame.event.Event) -> None:
        for i, entry in enumerate(getattr(self, "name_entries", [])):
            if entry.is_focused:
                self._name_focus = i
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.option_menus:
            key = self.option_menus[event.ui_element]
            for choice, text in self.option_text[key].items():
                if text == event.text:
                    self.options[key] = choice
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()

    # --- drawing -----------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        self.text(surface, t("newgame.title"), (60, 40), role="display-bold", size=48, colour=palette.GOLD)
        self.panel(surface, pygame.Rect(460, 116, 1090, ROW_Y + self.spec.max_players * ROW_H - 116))
        for i in range(self.count):
            y = ROW_Y + i * ROW_H + 24
            palette.draw_symbol(surface, palette.seat_symbol(self.game_id, i), (500, y), 15,
                                palette.seat_colour(self.game_id, self.seats[i]["colour"]))

    def describe(self) -> dict[str, Any]:
        d = super().describe()
        d.update(game=self.game_id, players=self.count, seats=self.seat_list(), kinds=self.kinds())
        return d
