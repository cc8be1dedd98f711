"""One table of network play, held by its host (the dedicated server, or a window that
hosts): the one true state, its record, the seats and their tokens. A remote seat
receives only `message_for(seat)`: its own view, its own legal actions, who is to act
and the seats' names and connection — never the state itself, never another seat's
action (a draft pick is secret) — and its actions are checked here against
`legal_actions` before anything is applied.

Seats: "remote" (a player on another computer, who claims it with the table code and
then holds its token) or a bot level (`random`, `easy`, `normal`, `hard`)."""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from typing import Any

from game.ai import LEVELS
from game.registry import get_game
from saves.names import default_names
from saves.record import GameRecord

REMOTE = "remote"
HUMAN = "human"         # at a table a window hosts: a person at the host's own screen
LOG_KEPT = 300          # log lines a table keeps for a player who joins later
MAX_STRIKES = 20        # illegal actions a client may send before it is closed (a late one is no fault)


class Refused(Exception):
    """An action not applied, with the reason sent back (the client stays)."""


class Violation(Exception):
    """A message that breaks the rules of the table (replayed, from the future, out of
    turn): its client is closed with this reason; the table is not touched."""


def new_token() -> str:
    """A seat's token: 128 random bits."""
    return secrets.token_hex(16)


@dataclass
class Seat:
    kind: str
    name: str
    token: str = ""
    connected: bool = False
    last_seq: int = -1          # the seq of the last action accepted from this seat
    strikes: int = 0

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "connected": self.connected}


@dataclass
class Table:
    table_id: str
    game_id: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    code: str = ""
    state: Any = None
    rec: GameRecord | None = None
    # a table a window hosts (ui/hosting.py): the window's game session is the one true
    # game; this table mirrors it (`mirror`), checks a remote seat's action (`check`) and
    # hands it to the window through `inbox`; its bots are the window's, never run here
    hosted: bool = False
    inbox: Any = None
    waiting: set[int] = field(default_factory=set)   # hosted: seats whose action is in the inbox
    log: list = field(default_factory=list)          # the last LOG_KEPT log lines (JSON), for a seat that joins
    # the last move: (seq after it, the seat that moved, its events as the engine gave them);
    # a seat is sent them only through `events_for`, as it may know them (game/<id>/seen.py)
    last_step: tuple[int, int, list] | None = None
    final: tuple[int, dict] | None = field(default=None, repr=False)   # (seq, the save document) once over
    # hosted: the seats whose player conceded at the hosting window (the game ended there)
    conceded: list[int] = field(default_factory=list)

    @classmethod
    def create(cls, table_id: str, game_id: str, seats: list[dict[str, Any]], seed: int | None = None,
               options: dict[str, Any] | None = None, hosted: bool = False) -> Table:
        """A new table (ValueError for a game, seats or options it cannot have). A hosted
        table may have HUMAN seats too (the host's own players)."""
        spec = get_game(game_id)
        if not spec.available:
            raise ValueError(f"{spec.title} cannot be played in this version")
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise ValueError(f"{spec.title} is played by {spec.min_players} to {spec.max_players} players")
        kinds = []
        for i, s in enumerate(seats):
            kind = str(s.get("kind", REMOTE)) if isinstance(s, dict) else ""
            if kind != REMOTE and kind not in LEVELS and not (hosted and kind == HUMAN):
                raise ValueError(f"seat {i + 1}: unknown kind {kind[:20]!r}; {REMOTE} or one of {', '.join(LEVELS)}")
            kinds.append(kind)
        # a seat without a name: a Norse one (the server has no language); a player who
        # joins gives their own
        names = default_names([clean_name(s.get("name", "")) for s in seats])
        made = [Seat(kind, name, new_token() if kind == REMOTE else "") for kind, name in zip(kinds, names)]
        if not any(s.kind == REMOTE for s in made):
            raise ValueError("a table needs at least one seat for a player on another computer")
        seed = secrets.randbelow(2**31) if seed is None else int(seed)
        opts = spec.check_options(dict(options or {}))
        t = cls(table_id, game_id, made, seed, opts, secrets.token_hex(4), hosted=hosted)
        t.state = spec.new_game(len(made), seed, opts)
        t.rec = GameRecord.start(game_id, [{"name": s.name, "kind": HUMAN if s.kind in (REMOTE, HUMAN) else s.kind}
                                           for s in made], seed, opts)
        return t

    @property
    def spec(self) -> Any:
        return get_game(self.game_id)

    @property
    def over(self) -> bool:
        """No move is played any more: the game is at its end, or a player conceded."""
        return bool(self.state.is_over()) or bool(self.conceded)

    def concede(self, seats: list[int]) -> None:
        """The hosting window ended the game: these seats conceded (no move after it)."""
        self.conceded = sorted({int(i) for i in seats if 0 <= int(i) < len(self.seats)})
        self.waiting.clear()

    @property
    def seq(self) -> int:
        """The number of moves applied: the position's number."""
        return len(self.rec.actions) if self.rec is not None else 0

    # --- seats -------------------------------------------------------------------------
    def claim(self, code: str, seat: int | None = None) -> tuple[int, str]:
        """A free remote seat for the holder of the table code: (seat, its token)."""
        if not secrets.compare_digest(str(code), self.code):
            raise Refused("wrong table code")
        free = [i for i, s in enumerate(self.seats) if s.kind == REMOTE and not s.connected]
        if seat is not None:
            if seat not in free:
                raise Refused(f"seat {seat + 1} is not free")
            free = [seat]
        if not free:
            raise Refused("no free seat at this table")
        s = self.seats[free[0]]
        s.connected = True
        return free[0], s.token

    def seat_of(self, token: str) -> int | None:
        for i, s in enumerate(self.seats):
            if s.token and secrets.compare_digest(str(token), s.token):
                return i
        return None

    def to_bot(self, seat: int, level: str = "easy") -> None:
        """A remote seat whose player is gone plays on as a bot."""
        if level not in LEVELS:
            raise Refused(f"unknown bot level {level[:20]!r}")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != REMOTE:
            raise Refused("not a seat of a player on another computer")
        s = self.seats[seat]
        s.kind, s.token, s.connected = level, "", False

    # --- play -------------------------------------------------------------------------
    def act(self, seat: int, seq: int, action_json: Any) -> list:
        """Apply a remote seat's action chosen at position `seq`; returns the events.
        Refused (the client stays) for an action that is no longer legal or is
        illegal; Violation (the client is closed) for a replayed one, one from a
        position that does not exist yet, or one out of turn."""
        action = self.check(seat, seq, action_json)
        events = self.state.apply(seat, action)
        self.rec.actions.append((seat, self.spec.action_to_json(action)))
        self.seats[seat].last_seq = seq
        self.last_step = (self.seq, seat, events)
        return events

    def check(self, seat: int, seq: int, action_json: Any) -> Any:
        """The action a remote seat sent, decoded and checked as `act` checks it (the
        same Refused and Violation), without applying it."""
        s = self.seats[seat]
        if self.conceded:
            raise Refused("the game is over: it was conceded")
        if seat in self.waiting:
            raise Refused("your move is on its way to the host")
        if seq > self.seq or seq < 0:
            raise Violation(f"an action for position {seq}, which does not exist (the table is at {self.seq})")
        if seq <= s.last_seq:
            raise Violation("a replayed action")
        if seat not in self.state.to_act():
            if seq == self.seq:
                raise Violation("an action out of turn")
            raise Refused("too late: the game has moved on")
        try:
            action = self.spec.action_from_json(action_json)
        except Exception:  # noqa: BLE001 - whatever a hostile action makes the decoder raise
            self._strike(s)
            raise Refused("not an action of this game") from None
        legal = self.state.legal_actions(seat)
        if not any(type(a) is type(action) and a == action for a in legal):
            if seq < self.seq:
                raise Refused("too late: that choice is gone")   # the game moved on under it: no fault
            self._strike(s)
            raise Refused("not a legal action now")
        return action

    def mirror(self, seat: int, action_json: Any) -> list:
        """A move the hosting window applied to its game (any seat's): applied here too,
        in the window's order, so both hold the same position. Returns its events."""
        action = self.spec.action_from_json(action_json)
        events = self.state.apply(seat, action)
        self.rec.actions.append((seat, self.spec.action_to_json(action)))
        self.waiting.discard(seat)
        self.last_step = (self.seq, seat, events)
        return events

    def _strike(self, s: Seat) -> None:
        s.strikes += 1
        if s.strikes > MAX_STRIKES:
            raise Violation("too many refused actions")

    def bots_to_act(self) -> list[int]:
        if self.over or self.hosted:
            return []
        return [i for i in self.state.to_act() if self.seats[i].kind != REMOTE]

    def apply_bot(self, seat: int, action: Any) -> list:
        """A bot's action, chosen from `view_of(seat)` (checked like any other)."""
        if seat not in self.bots_to_act() or action not in self.state.legal_actions(seat):
            raise Refused("the bot's action is no longer legal")
        events = self.state.apply(seat, action)
        self.rec.actions.append((seat, self.spec.action_to_json(action)))
        self.last_step = (self.seq, seat, events)
        return events

    def log_lines(self, events: list) -> list:
        """The log lines of a move's events as the game words them for the whole table
        (its log shows nothing a seat may not know: it is shared in hot seat too), as JSON."""
        from game.core.messages import msg_to_json

        names = [s.name for s in self.seats]
        out = []
        for ev in events:
            line = self.spec.describe(ev, names, self.state)
            if line:
                out.append(msg_to_json(line))
        return out

    def view_of(self, seat: int) -> Any:
        return self.state.view(seat)

    # --- what a seat is sent ---------------------------------------------------------------
    def message_for(self, seat: int | None) -> dict[str, Any]:
        """The state message for `seat` (None: a watcher of the table, who sees what the
        whole table sees). Built only from that seat's view."""
        view = self.state.view(seat if seat is not None else -1)
        acting = list(self.state.to_act()) if not self.over else []
        asked = seat in acting and seat not in self.waiting     # a move on its way to the host: no new choice
        legal = [self.spec.action_to_json(a) for a in self.state.legal_actions(seat)] if asked else []
        msg = {
            "type": "state", "table": self.table_id, "game": self.game_id, "seq": self.seq,
            "seat": seat, "view": view.to_json(), "legal": legal, "to_act": acting,
            "over": self.over, "seats": [s.public() for s in self.seats],
            "options": self.options,
        }
        if self.conceded:
            msg["conceded"] = list(self.conceded)      # who ended the game (only then: other messages unchanged)
        return msg

    def events_for(self, seat: int | None) -> dict[str, Any] | None:
        """The events message of the last move for `seat` (None: a watcher): its events as
        that seat may know them (the game's `seen.seen_by`: nothing hidden from it), and
        who moved (never the action itself). None before any move."""
        if self.last_step is None or self.last_step[0] != self.seq:
            return None
        seq, by, events = self.last_step
        told = seen_module(self.game_id).seen_by(events, seat, self.state)
        return {"type": "events", "table": self.table_id, "seq": seq, "by": by, "events": told}

    def record_message(self, seat: int | None) -> dict[str, Any] | None:
        """The whole game for `seat` once it is over, as a save document (what
        saves.store.encode_save writes: the seats with their names and kinds, the seed, the
        options, every move, the final position), or None: while the game is on (it is not
        even built then: nothing hidden leaves the host), for a watcher, or for a game too
        large to send. Built once, at the end."""
        if seat is None or not self.over:
            return None
        if self.final is None or self.final[0] != self.seq:
            from net.protocol import MAX_SERVER_MESSAGE
            from saves import SaveError
            from saves.store import encode_save

            rec = self.rec.copy()
            rec.seats = [{"name": s.name, "kind": HUMAN if s.kind in (REMOTE, HUMAN) else s.kind}
                         for s in self.seats]
            for i in self.conceded:
                rec.seats[i]["conceded"] = True        # a game ended by a concession says so, as a save does
            try:
                data = encode_save(rec, self.state)
            except SaveError:
                return None
            if len(data) > MAX_SERVER_MESSAGE - 4096:
                return None
            self.final = (self.seq, json.loads(data))
        return {"type": "record", "table": self.table_id, "seat": seat, "save": self.final[1]}

    def listing(self) -> dict[str, Any]:
        """The table in the lobby's list (no code, no token)."""
        return {"table": self.table_id, "game": self.game_id, "seq": self.seq, "over": self.over,
                "seats": [s.public() for s in self.seats],
                "free": sum(1 for s in self.seats if s.kind == REMOTE and not s.connected)}

    # --- kept on disk (the server's index beside the saves) -----------------------------------
    def secrets_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "code": self.code,
                "seats": [{"kind": s.kind, "name": s.name, "token": s.token, "last_seq": s.last_seq}
                          for s in self.seats]}

    @classmethod
    def restore(cls, table_id: str, info: dict[str, Any], rec: GameRecord, state: Any) -> Table:
        seats = [Seat(str(s["kind"]), str(s["name"]), str(s.get("token", "")), False, int(s.get("last_seq", -1)))
                 for s in info["seats"]]
        if len(seats) != len(rec.seats):
            raise ValueError("the table's seats do not match its save")
        return cls(table_id, rec.game_id, seats, rec.seed, dict(rec.options), str(info["code"]), state, rec)


def seen_module(game_id: str) -> Any:
    """The game's `seen.py`: what a seat may know of a step's events."""
    import importlib

    return importlib.import_module(f"game.{get_game(game_id).id}.seen")


def clean_name(name: Any) -> str:
    """A seat's name as shown: printable, at most 24 characters."""
    text = "".join(ch for ch in str(name) if ch.isprintable()).strip()
    return text[:24]
