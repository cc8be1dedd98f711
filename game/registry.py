"""The list of games. `get_game(id)` returns a GameSpec; the engine module of a game is
imported only when first used, so a game whose engine is missing is still listed
(`spec.available` is False) and the UI can show it disabled.

Each game package `game.<id>` provides:
    new_game(num_players: int, seed: int, options: dict) -> State
    from_json(d: dict) -> State
    describe(event, names: list[str]) -> str      # one readable log line per event
and may provide action_to_json / action_from_json (the core's are used otherwise).
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from game.core import actions as _actions


@dataclass(frozen=True)
class Option:
    key: str
    choices: tuple[str, ...]
    default: str
    label: str = ""
    # a text per choice, in the order of `choices` (empty: the choices are shown as they are)
    choice_labels: tuple[str, ...] = ()
    # the player counts the option means something at (empty: every count)
    players: tuple[int, ...] = ()

    def applies(self, num_players: int) -> bool:
        """True if the option changes anything in a game of `num_players`."""
        return not self.players or num_players in self.players

    def choice_label(self, choice: str) -> str:
        """The text of one choice (the choice itself when no text is given)."""
        if choice in self.choices and len(self.choice_labels) == len(self.choices):
            return self.choice_labels[self.choices.index(choice)]
        return choice


@dataclass
class GameSpec:
    id: str
    title: str
    min_players: int
    max_players: int
    options: dict[str, Option] = field(default_factory=dict)
    module_name: str = ""
    _module: ModuleType | None = field(default=None, repr=False)
    # what the window needs to know (the board frame reads these instead of guessing):
    hidden_hands: bool = True      # seats hold secrets: a handoff hides the table between two humans
    simultaneous: bool = False     # several seats may decide at once (a draft, secret choices)
    seat_colours: tuple[str, ...] = ()   # colour names, seat order of the game (ui.palette gives shades)
    seat_symbols: tuple[str, ...] = ()   # a symbol per colour (circle, triangle, square, diamond, hexagon)

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    @property
    def available(self) -> bool:
        """True if this game's engine is present (can be played)."""
        try:
            return importlib.util.find_spec(self.module_name) is not None and hasattr(
                self.module, "new_game"
            )
        except ImportError:
            return False

    @property
    def module(self) -> ModuleType:
        if self._module is None:
            self._module = importlib.import_module(self.module_name)
        return self._module

    def check_options(self, options: dict[str, Any] | None) -> dict[str, str]:
        """Fill defaults and reject unknown keys or values with a clear ValueError."""
        out = {k: o.default for k, o in self.options.items()}
        for k, v in (options or {}).items():
            if k not in self.options:
                known = ", ".join(self.options) or "none"
                raise ValueError(f"{self.title} has no option {k!r} (options: {known})")
            if v not in self.options[k].choices:
                raise ValueError(
                    f"option {k} must be one of {', '.join(self.options[k].choices)}, not {v!r}"
                )
            out[k] = v
        return out

    def new_game(self, num_players: int, seed: int, options: dict[str, Any] | None = None):
        if not isinstance(num_players, int) or not (
            self.min_players <= num_players <= self.max_players
        ):
            raise ValueError(
                f"{self.title} is played by {self.min_players} to {self.max_players} players,"
                f" not {num_players}"
            )
        return self.module.new_game(num_players, int(seed), self.check_options(options))

    def from_json(self, d: dict):
        return self.module.from_json(d)

    def action_to_json(self, a: Any) -> Any:
        f = getattr(self.module, "action_to_json", None)
        return f(a) if f else _actions.action_to_json(a)

    def action_from_json(self, d: Any) -> Any:
        f = getattr(self.module, "action_from_json", None)
        return f(d) if f else _actions.action_from_json(d)

    def describe(self, event: Any, names: list[str], state: Any = None) -> str:
        """The log line of `event`. `state` (the game it happened in) gives what some
        games need to word it: the module's `describe_context(state)` returns the extra
        keyword arguments of its `describe` (Tiny Epic Vikings: the map, whose regions
        another map's ids share)."""
        f = getattr(self.module, "describe", None)
        if f is None:
            return str(event)
        if state is not None:
            ctx = getattr(self.module, "describe_context", None)
            if ctx is not None:
                return f(event, names, **ctx(state))
        return f(event, names)


GAMES: dict[str, GameSpec] = {
    "midgard": GameSpec(
        "midgard", "Midgard", 2, 5,
        {"beginner_round1": Option("beginner_round1", ("off", "on"), "off",
                                   "Beginner first round (no draft)", ("Off", "On"))},
        "game.midgard",
        hidden_hands=True, simultaneous=True,           # hidden hands and tokens; the draft
        seat_colours=("red", "black", "green", "yellow", "purple"),
        seat_symbols=("circle", "triangle", "square", "diamond", "hexagon"),
    ),
    "blood_rage": GameSpec(
        "blood_rage", "Blood Rage", 2, 4,
        {"first_game": Option("first_game", ("off", "on"), "off",
                              "First game (no draft in Age 1)", ("Off", "On"))},
        "game.blood_rage",
        hidden_hands=True, simultaneous=True,           # hidden hands; the draft
        seat_colours=("red", "blue", "yellow", "brown"),
        seat_symbols=("circle", "triangle", "square", "diamond"),
    ),
    "asgard": GameSpec("asgard", "Asgard", 2, 4, {}, "game.asgard",
                       hidden_hands=True, simultaneous=True,   # secret god choices, hidden tiles
                       seat_colours=("red", "blue", "green", "yellow"),
                       seat_symbols=("circle", "triangle", "square", "diamond")),
    "vikings": GameSpec(
        "vikings", "Tiny Epic Vikings", 1, 4,
        {"expansion": Option("expansion", ("none", "ragnarok"), "none", "Expansion",
                             ("Base game", "Ragnarok expansion")),
         # the solo game's enemy clan mat: random is E1 in the base game, one of R1-R4
         # with Ragnarok (A14.8, B12.1); ignored with 2 or more players
         "enemy_mat": Option("enemy_mat", ("random", "E1", "E2", "R1", "R2", "R3", "R4"), "random",
                             "Solo enemy clan", ("Random", "E1", "E2", "R1", "R2", "R3", "R4"), players=(1,))},
        "game.vikings",
        hidden_hands=True, simultaneous=True,           # hidden hands; the draft
        seat_colours=("red", "blue", "green", "yellow"),
        seat_symbols=("circle", "triangle", "square", "diamond"),
    ),
}


def get_game(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(
            f"unknown game {game_id!r}; the games are {', '.join(GAMES)}"
        ) from None
