"""A table hosted from the window (issue 37): New game's "On another computer" seats are
played by people who join over the network, the others here (at this screen, hot seat
included, and the bots).

This window's game session stays the one true game: it plays its bots, saves, logs and
tells every step as any local game does. A table server runs in a thread of its own
(net.server.ServerThread, listening on the local network and announced there) with a
mirror of the game (net.table.Table, hosted): each move applied here is applied to the
mirror in the same order, and every remote seat is sent its own view from it, never
more. A remote seat's action is checked by the mirror, then applied here like a bot's
(or refused as too late when the game moved on in between).

    session = HostSession.new(app, "midgard", seats, seed, options)   # seats: kind "remote" too
    session.code, session.table_id, session.address      # what the others type in Join a game
"""

from __future__ import annotations

import queue
from typing import Any

from game.core import Msg
from ui.session import GameSession

REMOTE = "remote"          # New game's seat kind: a player on another computer
DEFAULT_PORT = 8765


class HostSession(GameSession):
    """A game session whose "remote" seats are played from other computers."""

    can_take_back = False      # the others have seen every move: no Undo at the host either

    def rematch(self, seed: int) -> GameSession | None:
        """The table hosted again, with a new seed, table and code (the players on other
        computers join it with the new code, which the log and the top bar show)."""
        self.close()           # this table's server and announcement make way for the new one
        return HostSession.new(self.app, self.spec.id, [_seat_again(s) for s in self.seats], seed,
                               dict(self.rec.options))

    def _setup_hosting(self, port: int | None, announce: bool) -> None:
        from net.discovery import Announcement, local_address
        from net.server import ServerThread, TableServer
        from net.table import HUMAN, Table

        self.inbox: queue.Queue = queue.Queue()
        seats = [{"kind": REMOTE if s.get("remote") else (HUMAN if s.get("kind") == "human" else s["kind"]),
                  "name": s.get("name", "")} for s in self.seats]
        self.mirror = Table.create("", self.spec.id, seats, self.rec.seed, dict(self.rec.options), hosted=True)
        # the game's start time is this window's: the record a guest keeps is then the same
        # game as this window's save (saves.records.record_key), counted once on one computer
        self.mirror.rec.created = self.rec.created
        import secrets

        for seat, js in self.rec.actions:      # a game hosted again from its save: the position it was at
            self.mirror.mirror(seat, js)
        # a game hosted again keeps its table, code and seat tokens (kept in this computer's
        # save, in the remote seats): the players' programs rejoin with the token they kept
        kept = next((s for s in self.seats if s.get("remote") and _kept(s)), None)
        self.mirror.table_id = self.table_id = kept["table"] if kept else secrets.token_hex(4)
        if kept:
            self.mirror.code = kept["code"]
            for i, s in enumerate(self.seats):
                if s.get("remote") and _kept(s) and self.mirror.seats[i].kind == REMOTE:
                    self.mirror.seats[i].token = s["token"]
        for i, s in enumerate(self.seats):
            if s.get("remote"):
                s.update(table=self.table_id, code=self.mirror.code, token=self.mirror.seats[i].token)
        self.mirror.inbox = self.inbox
        self.code = self.mirror.code
        self.server = TableServer(None, allow_create=False)
        self.server.add_hosted(self.mirror)
        self.thread = None
        kept_port = kept.get("port") if kept else None
        tried = [port] if port is not None else [DEFAULT_PORT, 0]
        if isinstance(kept_port, int) and port is None and kept_port not in tried:
            tried.insert(0, kept_port)       # where the players' programs look for it again
        for p in tried:
            try:
                thread = ServerThread(self.server, "0.0.0.0", p)
                thread.start()
            except (OSError, RuntimeError):
                continue
            self.thread = thread
            break
        if self.thread is None:
            raise OSError("no port to listen on")
        self.port = self.thread.port
        for s in self.seats:
            if s.get("remote"):
                s["port"] = self.port
        self.address = f"{local_address()}:{self.port}"
        self.announcement = None
        if announce:
            try:
                self.announcement = Announcement(self.names[0] if self.names else "Yggdrasil", self.port)
            except Exception:  # noqa: BLE001 - no local-network announcement (no interface, a firewall): join by address
                self.announcement = None
        self._known_names = list(self.names)
        self._connected = [False] * len(self.seats)
        self._joined = [False] * len(self.seats)      # a player has held the seat
        self._append_log(Msg("host.opening", "Hosting this table at {address}: table {table}, code {code}. "
                             "Players on other computers choose Join a game and type these in.",
                             address=self.address, table=self.table_id, code=self.code))
        self.autosave()          # the table, its code and the tokens are in the save from now on

    @classmethod
    def new(cls, app: Any, game_id: str, seats: list[dict[str, Any]], seed: int,
            options: dict[str, Any] | None = None, port: int | None = None,
            announce: bool = True) -> HostSession:
        """Seats of kind "remote" wait for a player on another computer (recorded as a
        human seat marked "remote": a save of this game loads as a hot-seat game)."""
        made = []
        for s in seats:
            s = dict(s)
            if s.get("kind") == REMOTE:
                s["kind"], s["remote"] = "human", True
            made.append(s)
        if not any(s.get("remote") for s in made):
            raise ValueError("a hosted table needs a seat for a player on another computer")
        session = super().new(app, game_id, made, seed, options)
        try:
            session._setup_hosting(port, announce)
        except Exception:
            session.close()
            raise
        return session

    # --- who plays here ---------------------------------------------------------------
    def is_remote(self, seat: int) -> bool:
        return bool(self.seats[seat].get("remote"))

    def human_seats(self) -> list[int]:
        return [i for i in super().human_seats() if not self.is_remote(i)]

    def is_human(self, seat: int) -> bool:
        return super().is_human(seat) and not self.is_remote(seat)

    def pending_bots(self) -> list[int]:
        return [s for s in super().pending_bots() if not self.is_remote(s)]

    def remote_to_act(self) -> list[int]:
        return [] if self.finished else [s for s in self.state.to_act() if self.is_remote(s)]

    def thinking_seats(self) -> list[int]:
        return sorted(set(super().thinking_seats()) | set(self.remote_to_act()))

    @property
    def thinking(self) -> bool:
        return super().thinking or bool(self.remote_to_act())

    def seat_status(self, seat: int) -> str:
        """'' or why a remote seat does not answer."""
        if not self.is_remote(seat):
            return ""
        s = self.mirror.seats[seat]
        if s.kind != "remote":
            return ""
        if not s.connected:
            if self._joined[seat]:
                return self._text("remote.disconnected", "{name} (disconnected)", name=self.names[seat])
            return self._text("host.waiting_for", "{name} (not joined yet: table {table}, code {code})",
                              name=self.names[seat], table=self.table_id, code=self.code)
        return ""

    def away_seats(self) -> list[int]:
        """Remote seats whose player has gone (disconnected after joining)."""
        return [i for i, s in enumerate(self.mirror.seats)
                if self.is_remote(i) and s.kind == "remote" and self._joined[i] and not s.connected]

    def to_bot(self, seat: int, level: str = "easy") -> bool:
        """A remote seat whose player has gone plays on as a bot of this window."""
        if seat not in self.away_seats() or self.finished:
            return False
        self.seats[seat]["kind"] = level
        for key in ("remote", "token", "code", "table", "port"):
            self.seats[seat].pop(key, None)
        self.thread.call(self.server.hand_to_bot, self.table_id, seat, level)
        self._append_log(Msg("host.to_bot", "{name} plays on as a bot ({level})", name=self.names[seat],
                             level=Msg(f"kind.{level}", level)))
        self.autosave()
        return True

    # --- moves ------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list:
        from game.core.messages import msg_to_json

        before = self.log_total
        events = super().apply(seat, action)
        new = self.log[len(self.log) - min(len(self.log), self.log_total - before):] if self.log_total > before else []
        self.thread.call(self.server.mirror_moved, self.table_id, seat, self.spec.action_to_json(action),
                         [msg_to_json(line) for line in new])
        return events

    def concede(self, seat: int) -> bool:
        """A player here concedes: the game ends for the whole table; the players on other
        computers are told (over, who conceded, the log line) and sent the whole game."""
        from game.core.messages import msg_to_json

        before = self.log_total
        if not super().concede(seat):
            return False
        new = self.log[len(self.log) - min(len(self.log), self.log_total - before):] if self.log_total > before else []
        self.thread.call(self.server.conceded, self.table_id, list(self.conceded),
                         [msg_to_json(line) for line in new])
        return True

    def can_undo(self, seat: int | None = None) -> bool:
        return False       # the others have seen the move: a networked game is never taken back

    def undo(self) -> bool:
        return False

    def update(self, now: float | None = None) -> list[tuple[int, Any, list]]:
        self._follow_seats()
        done: list[tuple[int, Any, list]] = []
        while not self._closed:
            try:
                seat, seq, action = self.inbox.get_nowait()
            except queue.Empty:
                break
            if not self.finished and seat in self.state.to_act() and action in self.state.legal_actions(seat):
                done.append((seat, action, self.apply(seat, action)))
                break        # one step a frame, as a bot's (the next waits in the inbox)
            self.thread.call(self.server.refuse_late, self.table_id, seat, seq, "too late: the game has moved on")
        return done or super().update(now)

    def _follow_seats(self) -> None:
        """Names the joining players gave, and who came or went, into the log."""
        for i, s in enumerate(self.mirror.seats):
            if not self.is_remote(i) or s.kind != "remote":
                continue
            if s.connected and not self._connected[i]:
                if s.name and s.name != self.names[i]:
                    self.names[i] = self.seats[i]["name"] = s.name
                self._append_log(Msg("host.joined", "{name} joins the table from another computer",
                                     name=self.names[i]))
            elif self._connected[i] and not s.connected:
                self._append_log(Msg("host.left", "{name} has left the table (disconnected)", name=self.names[i]))
            self._connected[i] = s.connected
            self._joined[i] = self._joined[i] or s.connected

    def close(self) -> None:
        if getattr(self, "announcement", None) is not None:
            try:
                self.announcement.close()
            except Exception:  # noqa: BLE001 - closing an announcement never stops leaving the game
                pass
            self.announcement = None
        if getattr(self, "thread", None) is not None:
            self.thread.stop()
            self.thread = None
        super().close()


def load_session(app: Any, save_name: str) -> GameSession:
    """A save as a game session; a hosted game that is not over is hosted again (its
    players on other computers join with the new code), or, when this computer cannot
    host now, played on here in hot seat with a notice saying so."""
    session = GameSession.load(app, save_name)
    if session.finished or not any(s.get("remote") for s in session.seats):
        return session
    session.close()
    hosted = HostSession.load(app, save_name)
    try:
        hosted._setup_hosting(None, True)
        return hosted
    except OSError as e:
        hosted.close()
        session = GameSession.load(app, save_name)
        session.load_notice = GameSession._text("host.not_again", "This game was hosted for players on other "
                                                "computers; it cannot be hosted now ({reason}): it goes on here "
                                                "in hot seat.", reason=str(e.strerror or e))
        return session


def _seat_again(seat: dict[str, Any]) -> dict[str, Any]:
    """A seat of a finished hosted game for a new one: a remote seat waits for a player
    again (a new table and code: nothing of the old table's tokens is kept)."""
    s = {k: v for k, v in seat.items() if k not in ("table", "code", "token", "port", "conceded", "hints", "undos")}
    if s.pop("remote", False):
        s["kind"] = REMOTE
    return s


def _kept(seat: dict[str, Any]) -> bool:
    """A remote seat of a save that holds its table, code and token (hosted before)."""
    return all(isinstance(seat.get(k), str) and 0 < len(seat[k]) <= 64 for k in ("table", "code", "token"))


def any_remote(seats: list[dict[str, Any]]) -> bool:
    return any(s.get("kind") == REMOTE for s in seats)


__all__ = ["DEFAULT_PORT", "REMOTE", "HostSession", "any_remote", "load_session"]
