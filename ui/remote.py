"""A seat at a table held by a host on another computer (issue 37): the board is driven
by the host's messages (net.client.NetClient) instead of a local game. The position is
the seat's own view as the host sent it (`spec.from_json(view)`: what it may know, never
more); an action is sent to the host, which checks and applies it, and comes back as the
next position. Nothing is saved here (the host saves the table) and there is no undo.

    session = RemoteSession.join(app, url, table, code, name)   # ConnectionError, TimeoutError
    app.start_session(session)
"""

from __future__ import annotations

from typing import Any

from game.registry import get_game
from saves.record import GameRecord
from ui.session import GameSession


class RemoteSession(GameSession):
    def __init__(self, app: Any, client: Any, joined: dict[str, Any], first: dict[str, Any]) -> None:
        spec = get_game(joined["game"])
        self.client = client
        self.table = str(joined["table"])
        self.token = str(joined["token"])
        self.seat = int(joined["seat"])
        self.seq = int(first["seq"])
        self.remote_seats = list(first["seats"])
        self.legal_json: list = list(first["legal"])
        self.waiting_for_host = False
        self.disconnected = ""
        # the others as the host has them: a bot level, or a person ("human", at another computer)
        seats = [{"name": s["name"], "kind": "human" if i == self.seat or s.get("kind") == "remote" else s["kind"],
                  "colour": i} for i, s in enumerate(first["seats"])]
        rec = GameRecord.start(spec.id, seats, 0, dict(joined.get("options") or {}))
        rec.actions = [(-1, None)] * self.seq     # the host's moves, not known here: only counted
        super().__init__(app, spec, rec, spec.from_json(first["view"]))
        self.save_name = ""
        self._opening_line(self.state)

    @classmethod
    def join(cls, app: Any, url: str, table: str, code: str, name: str, seat: int | None = None) -> RemoteSession:
        from net.client import NetClient

        client = NetClient(url, name)
        msg: dict[str, Any] = {"type": "join", "table": table, "code": code}
        if seat is not None:
            msg["seat"] = seat
        client.send(msg)
        answer = client.wait_for("", 10, where=lambda m: m.get("type") in ("joined", "refused"))
        if answer["type"] == "refused":
            client.close()
            raise ConnectionError(answer["reason"])
        first = client.wait_for("state", 10, where=lambda m: m.get("table") == answer["table"])
        return cls(app, client, answer, first)

    # --- who plays -----------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        return [self.seat]

    def is_human(self, seat: int) -> bool:
        return seat == self.seat

    def pending_humans(self) -> list[int]:
        if self.finished or self.waiting_for_host or self.disconnected:
            return []
        return [self.seat] if self.seat in self.state.to_act() and self.legal_json else []

    def pending_bots(self) -> list[int]:
        return []

    def thinking_seats(self) -> list[int]:
        """The others who are to decide (at the host: players and bots alike)."""
        return [] if self.finished else [s for s in self.state.to_act() if s != self.seat]

    @property
    def thinking(self) -> bool:
        return bool(self.thinking_seats())

    # --- playing ---------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list:
        """Send the seat's action to the host; the position comes back with its answer."""
        if seat != self.seat or self.waiting_for_host:
            return []
        self.client.send({"type": "act", "table": self.table, "token": self.token, "seq": self.seq,
                          "action": self.spec.action_to_json(action)})
        self.waiting_for_host = True
        return []

    def update(self, now: float | None = None) -> list[tuple[int, Any, list]]:
        """The host's messages since the last frame: a new position, a refusal, a drop."""
        for msg in self.client.poll():
            kind = msg.get("type")
            if kind == "state" and msg.get("table") == self.table:
                self._position(msg)
            elif kind == "log" and msg.get("table") == self.table:
                self._host_log(msg.get("lines"))
            elif kind == "refused" and msg.get("table") == self.table:
                self.waiting_for_host = False
                self.last_error = self._text("remote.refused", "The host refused that move: {reason}",
                                             reason=str(msg.get("reason", ""))[:120])
            elif kind in ("closed", "_closed"):
                self.disconnected = str(msg.get("reason") or "the connection closed")
                self.last_error = self._text("remote.lost", "The connection to the host is lost: {reason}",
                                             reason=self.disconnected[:120])
        return []

    def _position(self, msg: dict[str, Any]) -> None:
        seq = int(msg["seq"])
        moved = seq != self.seq
        self.state = self.spec.from_json(msg["view"])
        self.legal_json = list(msg["legal"])
        before, self.remote_seats = self.remote_seats, list(msg["seats"])
        for i, (was, now) in enumerate(zip(before, self.remote_seats, strict=False)):
            if i != self.seat and was.get("connected") and not now.get("connected") and now.get("kind") == "remote":
                line = self.seat_status(i)
                self._append_log(line)
                self.last_error = line          # the board shows it as a toast
            elif i != self.seat and now.get("kind") != was.get("kind"):
                self._append_log(self._text("remote.to_bot", "{name} plays on as a bot", name=now.get("name", "?")))
        if moved:
            self.rec.actions = [(-1, None)] * seq
            self.seq = seq
            self.waiting_for_host = False
            self._log_progress()
        for f in list(self.on_undone):
            f(self.seat, None)      # a new position: the board draws it afresh (no slides: no events)

    def _host_log(self, lines: object) -> None:
        """The host's log lines of a move (its log is the whole table's); from then on
        the host words the rounds too."""
        from game.core.messages import msg_from_json

        if not isinstance(lines, list):
            return
        self.host_logs = True
        for data in lines[:200]:
            try:
                line = msg_from_json(data)
            except (ValueError, TypeError):
                continue
            if isinstance(line, str) and line:
                self._append_log(line)

    def _log_progress(self) -> None:
        """The log line of a new round, when the host sends no log of its own."""
        from ui.session import _round_part

        if getattr(self, "host_logs", False):
            self._round = _round_part(self.state)
            return

        now = _round_part(self.state)
        if now != self._round:
            self._round = now
            from ui.widgets.text import progress_text

            self._append_log(progress_text(self.state.progress(), self.spec.id))

    def seat_status(self, seat: int) -> str:
        """'' or why a seat does not answer (its player is disconnected)."""
        s = self.remote_seats[seat] if seat < len(self.remote_seats) else {}
        if s.get("kind") == "remote" and not s.get("connected") and seat != self.seat:
            return self._text("remote.disconnected", "{name} (disconnected)", name=s.get("name", "?"))
        return ""

    # --- what a seat at another's table does not do ---------------------------------------------
    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def lock(self) -> None:
        return None

    def unlock(self) -> None:
        return None

    def autosave(self, wait: bool = False) -> None:
        return None

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        return True

    def retry_autosave(self, now: float | None = None, force: bool = False) -> bool:
        return False

    def start_bots(self) -> list[int]:
        return []

    def _bot_worker(self) -> Any:
        return None

    def concede(self, seat: int) -> bool:
        return False

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            try:
                self.client.send({"type": "leave", "table": self.table})
            except ConnectionError:
                pass
            self.client.close()
