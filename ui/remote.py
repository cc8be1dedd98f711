"""A seat at a table held by a host on another computer (issue 37): the board is driven
by the host's messages (net.client.NetClient) instead of a local game. The position is
the seat's own view as the host sent it (`spec.from_json(view)`: what it may know, never
more); an action is sent to the host, which checks and applies it, and comes back as the
next position. The host saves the table; there is no undo. This program keeps the seat's
own record of the game (`keep_seat`: the seat's token to rejoin with, the position as it
last saw it, its own moves and the table's log) in the saves folder's `seats/`. Once the
game is over the host sends the whole game (`record`): checked as a loaded save is, and
against what this seat saw, it is kept as a finished game in the saves folder itself
(`_game_record`): Load lists it, Watch plays it again, Statistics count it.

    session = RemoteSession.join(app, url, table, code, name)   # ConnectionError, TimeoutError
    app.start_session(session)
"""

from __future__ import annotations

from typing import Any

from game.registry import get_game
from saves.record import GameRecord
from ui.session import GameSession

SEAT_FORMAT = "yggdrasil-seat"
SEAT_FOLDER = "seats"
LOG_KEPT = 300         # the log lines a seat's record keeps
SEEN_KEPT = 4          # the positions before the last moves kept for a board (see SeenRecord)


def kept_seats(root: Any, limit: int = 20) -> list[dict[str, Any]]:
    """The seats this program kept at other tables, games not over, newest first (a file
    broken, foreign or too large is passed over)."""
    import json
    from pathlib import Path

    if root is None:
        return []
    folder = Path(root) / SEAT_FOLDER
    try:
        files = sorted(folder.glob("*.json"), key=lambda f: f.stat().st_mtime, reverse=True)
    except OSError:
        return []
    out = []
    for f in files[:200]:
        try:
            if f.stat().st_size > 4 * 1024 * 1024:
                continue
            d = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(d, dict) or d.get("format") != SEAT_FORMAT or d.get("over"):
            continue
        if not all(isinstance(d.get(k), str) for k in ("url", "table", "token", "game")) or \
                not isinstance(d.get("seat"), int) or not isinstance(d.get("names"), list):
            continue
        out.append(d)
        if len(out) >= limit:
            break
    return out


class SeenRecord(GameRecord):
    """The record at a seat of another's table: the host's moves are only counted (their
    actions are not sent: a draft pick is secret), and a replay gives back the seat's own
    view of a recent position as it was sent (a board tells the game's last step over the
    position before it), never the true one."""

    def replay(self, spec: Any, upto: int | None = None, each: Any = None, moves: Any = None) -> Any:
        seen = getattr(self, "seen", {})
        at = len(self.actions) if upto is None else int(upto)
        if at not in seen or each is not None or moves is not None:
            raise ValueError("the host's moves are not known here")
        return spec.from_json(seen[at])


class RemoteSession(GameSession):
    runs_bots = False          # the host plays the bots: nothing to pause here
    can_take_back = False      # the host has applied the move: never taken back
    can_concede = False        # the host's game: this seat cannot end it
    can_rematch = False        # the host starts the next game at its table

    def rematch(self, seed: int) -> GameSession | None:
        return None                # the host starts the next game at its table; this seat joins it

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
        self._sent_seq = -1            # the position of the last action sent
        self.url = ""
        self.events_unread = 0         # moves whose events the board could not read (drawn afresh instead)
        self.own: list[list] = []      # this seat's actions sent: [position, action JSON]
        self.disconnected = ""
        self.record_name = ""          # the save the host's record of the finished game was kept as
        self.record_refused: Any = ""  # why the last record the host sent was refused (a message)
        self.record_unsaved = False    # a record that held could not be written here
        # the others as the host has them: a bot level, or a person ("human", at another computer)
        seats = [{"name": s["name"], "kind": "human" if i == self.seat or s.get("kind") == "remote" else s["kind"],
                  "colour": i} for i, s in enumerate(first["seats"])]
        start = GameRecord.start(spec.id, seats, 0, dict(joined.get("options") or {}))
        rec = SeenRecord(**{k: getattr(start, k) for k in start.__dataclass_fields__})
        rec.actions = [(-1, None)] * self.seq     # the host's moves, not known here: only counted
        rec.seen = {self.seq: first["view"]}
        self._steps: dict[int, tuple[int, list]] = {}   # seq -> (who moved, the events as this seat knows them)
        super().__init__(app, spec, rec, spec.from_json(first["view"]))
        self.save_name = ""
        self._opening_line(self.state)

    @classmethod
    def join(cls, app: Any, url: str, table: str, code: str, name: str, seat: int | None = None) -> RemoteSession:
        msg: dict[str, Any] = {"type": "join", "table": table, "code": code}
        if seat is not None:
            msg["seat"] = seat
        return cls._connect(app, url, name, msg)

    @classmethod
    def rejoin(cls, app: Any, url: str, table: str, token: str, name: str) -> RemoteSession:
        """The seat of a token this program kept (after a drop, or either side started again)."""
        return cls._connect(app, url, name, {"type": "rejoin", "table": table, "token": token})

    @classmethod
    def _connect(cls, app: Any, url: str, name: str, msg: dict[str, Any]) -> RemoteSession:
        from net.client import NetClient

        client = NetClient(url, name)
        client.send(msg)
        answer = client.wait_for("", 10, where=lambda m: m.get("type") in ("joined", "refused"))
        if answer["type"] == "refused":
            client.close()
            raise ConnectionError(answer["reason"])
        first = client.wait_for("state", 10, where=lambda m: m.get("table") == answer["table"])
        session = cls(app, client, answer, first)
        session.url = url
        session.keep_seat()
        return session

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
        self._sent_seq = self.seq
        self.own.append([self.seq, self.spec.action_to_json(action)])
        return []

    def update(self, now: float | None = None) -> list[tuple[int, Any, list]]:
        """The host's messages since the last frame: a new position, a refusal, a drop."""
        for msg in self.client.poll():
            kind = msg.get("type")
            if kind == "state" and msg.get("table") == self.table:
                self._position(msg)
            elif kind == "events" and msg.get("table") == self.table:
                self._step_told(msg)
            elif kind == "log" and msg.get("table") == self.table:
                self._host_log(msg.get("lines"))
            elif kind == "record" and msg.get("table") == self.table:
                self._game_record(msg)
            elif kind == "refused" and msg.get("table") == self.table:
                if msg.get("seq", self._sent_seq) != self._sent_seq:
                    continue        # an older action, refused after this seat chose again: that choice still waits
                self.waiting_for_host = False
                self.last_error = self._text("remote.refused", "The host refused that move: {reason}",
                                             reason=str(msg.get("reason", ""))[:120])
            elif kind in ("closed", "_closed"):
                self.disconnected = str(msg.get("reason") or "the connection closed")
                self.last_error = self._text("remote.lost", "The connection to the host is lost: {reason}",
                                             reason=self.disconnected[:120])
        return []

    def _step_told(self, msg: dict[str, Any]) -> None:
        """The events of a move as this seat may know them (the host filtered them: game/<id>/seen.py);
        the board is given them with the position they lead to."""
        by, events = msg.get("by"), msg.get("events")
        if isinstance(by, int) and isinstance(events, list) and all(isinstance(e, dict) for e in events):
            self._steps[int(msg.get("seq", -1))] = (by, events)
            for old in [k for k in self._steps if k < int(msg.get("seq", -1)) - SEEN_KEPT]:
                del self._steps[old]

    def _position(self, msg: dict[str, Any]) -> None:
        seq = int(msg["seq"])
        moved = seq != self.seq
        self.state = self.spec.from_json(msg["view"])
        self.rec.seen[seq] = msg["view"]
        for old in [k for k in self.rec.seen if k < seq - SEEN_KEPT]:
            del self.rec.seen[old]
        self.legal_json = list(msg["legal"])
        conceded = msg.get("conceded")
        if isinstance(conceded, list):
            # a player at the host's window conceded: the game ended there (finished here too)
            for i in conceded:
                if isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(self.seats):
                    self.seats[i]["conceded"] = True
        before, self.remote_seats = self.remote_seats, list(msg["seats"])
        for i, (was, now) in enumerate(zip(before, self.remote_seats, strict=False)):
            if i != self.seat and was.get("connected") and not now.get("connected") and now.get("kind") == "remote":
                line = self.seat_status(i)
                self._append_log(line)
                self.last_error = line          # the board shows it as a toast
            elif i != self.seat and now.get("kind") != was.get("kind"):
                self._append_log(self._text("remote.to_bot", "{name} plays on as a bot", name=now.get("name", "?")))
        step = self._steps.pop(seq, None) if moved else None
        if moved:
            self.rec.actions = [(-1, None)] * seq
            self.seq = seq
            self.waiting_for_host = False
            self._log_progress()
            self.keep_seat()
        if step is not None and seq == len(self.rec.actions):
            # the move the host told: slides, last-move marks, stories and the round summary
            # as at the host (the action itself is never sent: the board reads the events)
            by, events = step
            try:
                for f in list(self.on_applied):
                    f(by, None, events)
                return
            except Exception:  # noqa: BLE001 - events a board cannot read (another version's host): drawn afresh
                self.events_unread += 1
        for f in list(self.on_undone):
            f(self.seat, None)      # a position without its move told (joined, a seat came or went): drawn afresh

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
        self.keep_seat()          # the seat's file holds the log up to its last line (it may follow the position)

    # --- the whole game, once it is over ----------------------------------------------------
    def _game_record(self, msg: dict[str, Any]) -> None:
        """The host's record of the finished game: kept in the saves folder as a finished
        game when it holds (`_checked_record`); refused otherwise with a line in the log,
        nothing written."""
        from game.core.messages import Msg
        from saves import SaveError
        from saves.format import reason_of
        from saves.share import keep_received
        from ui.scenes.base import game_title

        if self.record_name:
            return              # kept already (the host sends it once a connection)
        try:
            rec, state = self._checked_record(msg)
        except SaveError as e:
            self.record_refused = reason_of(e)
            self._append_log(Msg("remote.record_refused", "The host's record of this game was refused and "
                                 "nothing was saved: {reason}", reason=self.record_refused))
            return
        store = getattr(self.app, "store", None)
        if store is None:
            return
        name = self._text("remote.record_name", "{game} at table {table}, {name}", game=game_title(self.spec.id),
                          table=self.table, name=self.names[self.seat])
        try:
            self.record_name = keep_received(store, rec, state, name)
        except SaveError as e:
            self.record_unsaved = True
            self._append_log(Msg("remote.record_unsaved", "The whole game could not be saved here: {reason}",
                                 reason=reason_of(e)))
            return
        self.record_refused = ""
        # the results screen's Watch and Review read this session's record: the whole game now
        self.rec.seed, self.rec.created, self.rec.actions = rec.seed, rec.created, list(rec.actions)
        self._append_log(Msg("remote.record_kept", "The whole game is kept in your saves as “{name}”: Load lists "
                             "it, and Watch plays it again from any seat.", name=self.record_name))
        self.keep_seat()

    def record_wait(self) -> str:
        """'' once the whole game is kept here (the results screen's Watch and Review read
        it); else why they wait: the host's record has not arrived yet, was refused or could
        not be saved, or the host has gone without sending it."""
        if self.record_name:
            return ""
        if self.record_refused:
            return self._text("remote.wait.refused", "The host's record of this game was refused: there is "
                              "nothing to watch or review.")
        if self.record_unsaved:
            return self._text("remote.wait.unsaved", "The game's record could not be saved here: there is "
                              "nothing to watch or review.")
        if self.disconnected:
            return self._text("remote.wait.gone", "The host has gone without sending the game's record: "
                              "there is nothing to watch or review.")
        return self._text("remote.wait.record", "The game's record has not arrived yet: Watch and Review "
                          "open once it has.")

    def _checked_record(self, msg: dict[str, Any]) -> tuple[GameRecord, Any]:
        """The record checked: the message's schema, this seat's, sent once the game was
        over here; the save it holds checked as a loaded save is (saves.share.received_game:
        the format, every move replayed from the seed and legal, its snapshot); its game the
        one played here: the same game, seats, options and number of moves, the final scores
        this seat saw and this seat's final view exactly as it was sent. The seats as this
        program keeps them: this seat its player's, the other players under their names and
        marked "remote" (on another computer), the bots as bots. SaveError (a message)."""
        import json

        from game.core.messages import Msg
        from net.protocol import ProtocolError, check_server
        from saves import SaveError
        from saves.share import received_game

        try:
            check_server(msg)
        except ProtocolError as e:
            raise SaveError(Msg("remote.record.malformed", "it is not a record of a game ({error})",
                                 error=str(e)[:120])) from None
        if msg["seat"] != self.seat:
            raise SaveError(Msg("remote.record.other_seat", "it is for another seat"))
        if not self.finished:
            raise SaveError(Msg("remote.record.early", "it came before the game was over"))
        doc = msg["save"]
        if doc.get("game") != self.spec.id:
            raise SaveError(Msg("remote.record.other_game", "it is the record of another game"))
        rec, state = received_game(doc, Msg("remote.record.label", "the host's record"))
        if (rec.game_id != self.spec.id or len(rec.seats) != len(self.names)
                or rec.options != dict(self.rec.options)):
            raise SaveError(Msg("remote.record.other_game", "it is the record of another game"))
        if not state.is_over():
            # only a game ended by a concession at the host's window, the seats that conceded
            # those this seat was told of (its `state` messages), nobody having moved after it
            conceded = [i for i, s in enumerate(rec.seats) if s.get("conceded")]
            if not conceded or not self.conceded:
                raise SaveError(Msg("remote.record.not_over", "its moves do not end the game"))
            if conceded != self.conceded:
                raise SaveError(Msg("remote.record.conceded", "who conceded is not what the host told this seat"))
        if len(rec.actions) != self.seq:
            raise SaveError(Msg("remote.record.moves", "it holds {n} moves; the game played here had {k}",
                                n=len(rec.actions), k=self.seq))
        # (the scores at a concession: the seat's view of them, all it was shown)
        final = state if state.is_over() else state.view(self.seat)
        if [int(x) for x in final.scores()] != [int(x) for x in self.state.scores()]:
            raise SaveError(Msg("remote.record.scores", "its final scores are not those of the game played here"))

        def canonical(x: Any) -> str:
            return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

        seen = self.rec.seen.get(self.seq)
        if seen is None or canonical(state.view(self.seat).to_json()) != canonical(seen):
            raise SaveError(Msg("remote.record.view", "its final position is not the one this seat saw"))
        seats = []
        for i, s in enumerate(rec.seats):
            seat = {"name": s["name"], "kind": "human" if i == self.seat else s["kind"]}
            if i != self.seat and seat["kind"] == "human":
                seat["remote"] = True          # a player on another computer, seen from here
            if not state.is_over() and i in self.conceded:
                seat["conceded"] = True        # the game ended there: finished in Load and Statistics
            seats.append(seat)
        rec.seats, rec.branch = seats, ""
        return rec, state

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

    # --- the seat's own record, kept on this computer ------------------------------------------
    def seat_file(self) -> Any:
        from pathlib import Path

        root = getattr(getattr(self.app, "store", None), "root", None)
        if root is None:
            return None
        safe = "".join(ch for ch in self.table if ch.isalnum())[:40] or "table"
        return Path(root) / SEAT_FOLDER / f"{safe}-{self.seat}.json"

    def seat_record(self) -> dict[str, Any]:
        """What this program keeps of the game: only what the seat was sent or chose."""
        from game.core.messages import msg_to_json

        return {"format": SEAT_FORMAT, "version": 1, "game": self.spec.id, "url": self.url, "table": self.table,
                "seat": self.seat, "token": self.token, "names": list(self.names), "seq": self.seq,
                "over": bool(self.finished), "scores": list(self.state.scores()) if self.finished else None,
                "view": self.state.to_json(), "sent": self.own[-2000:], "record": self.record_name,
                "log": [msg_to_json(line) for line in self.log[-LOG_KEPT:]]}

    def keep_seat(self) -> None:
        """Write the seat's record (atomically; a disk that refuses costs only the record)."""
        import json
        import os

        path = self.seat_file()
        if path is None:
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            tmp.write_text(json.dumps(self.seat_record()), encoding="utf-8")
            tmp.replace(path)
        except (OSError, TypeError, ValueError):
            pass

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
