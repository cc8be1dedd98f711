"""The table server of network play (docs/network.md): WebSockets (the `websockets`
package, asyncio), many tables at once (a lobby: create, list, join), the bots of each
table played here, every table autosaved after each move and taken up again when the
server starts. `main.py serve` runs it headless; a window that hosts runs the same
server in a thread of its own (`ServerThread`), listening where it is told.

A client that breaks the protocol (not JSON, too large, unknown, malformed, out of turn,
replayed, too fast) is closed with the reason; nothing of its message reaches a table.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.ai import make_bot
from game.core import Rng
from net.protocol import MAX_MESSAGE, PROTOCOL, ProtocolError, decode, encode
from net.table import LOG_KEPT, REMOTE, Refused, Table, Violation, clean_name
from saves import SaveError, SaveStore

_log = logging.getLogger("yggdrasil.net")

RATE = 50.0              # messages a second a client may send, on average
BURST = 200              # and at once
MAX_TABLES = 500
INDEX = "net-tables.json"
BOT_BUDGET = 1.0         # seconds a hard bot of the server thinks


class _Client:
    def __init__(self, ws: ServerConnection, rate: float = RATE, burst: int = BURST) -> None:
        self.ws = ws
        self.name = ""
        self.seats: dict[str, int] = {}        # table id -> seat held
        self.recorded: set[str] = set()        # tables whose finished game this connection was sent
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class TableServer:
    """The lobby and its tables. `root`: the folder of the tables' saves (None: kept in
    memory only, for tests)."""

    def __init__(self, root: Path | None = None, bot_delay: float = 0.0, max_tables: int = MAX_TABLES,
                 rate: float = RATE, burst: int = BURST, allow_create: bool = True) -> None:
        self.rate, self.burst = rate, burst
        self.allow_create = allow_create     # False: a window hosts its own table, nobody makes another
        self.root = Path(root) if root is not None else None
        self.store = SaveStore(self.root) if self.root is not None else None
        self.tables: dict[str, Table] = {}
        self.watchers: dict[str, set[_Client]] = {}
        self.bot_delay = bot_delay
        self.max_tables = max_tables
        self.sent: list[tuple[str, int | None, str]] = []   # (table, seat, text): tests only (record_sent)
        self.record_sent = False
        self._bots_running: set[str] = set()
        self.saves_failed = 0
        self.violations = 0
        if self.root is not None:
            self._restore()

    # --- tables kept on disk ---------------------------------------------------------------
    def _restore(self) -> None:
        index = self.root / INDEX
        if not index.is_file():
            return
        try:
            info = json.loads(index.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _log.warning("the server's table index %s cannot be read; its tables are not taken up", index)
            return
        for tid, t in info.items() if isinstance(info, dict) else []:
            try:
                rec, state = self.store.load(f"table {tid}")
                self.tables[tid] = Table.restore(tid, t, rec, state)
            except (SaveError, ValueError, KeyError, TypeError) as e:
                _log.warning("table %s cannot be taken up: %s", tid, e)

    def _save(self, table: Table) -> None:
        if self.store is None:
            return
        try:
            self.store.save(f"table {table.table_id}", table.rec, table.state)
            index = {tid: t.secrets_json() for tid, t in self.tables.items()}
            tmp = self.root / f".{INDEX}.{os.getpid()}.tmp"
            tmp.write_text(json.dumps(index), encoding="utf-8")
            tmp.replace(self.root / INDEX)
        except (OSError, SaveError) as e:
            self.saves_failed += 1
            _log.warning("table %s could not be saved: %s", table.table_id, e)

    # --- connections -----------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        client = _Client(ws, self.rate, self.burst)
        try:
            async for raw in ws:
                if not client.allow():
                    raise ProtocolError("too many messages")
                msg = decode(raw)
                await self._dispatch(client, msg)
        except (ProtocolError, Violation) as e:
            self.violations += 1
            await self._close(client, str(e))
        except ConnectionClosed:
            pass
        finally:
            self._gone(client)

    async def _close(self, client: _Client, reason: str) -> None:
        try:
            await client.ws.send(encode({"type": "closed", "reason": reason}))
            await client.ws.close(1008, reason[:120])
        except ConnectionClosed:
            pass

    def _gone(self, client: _Client) -> None:
        for tid, seat in client.seats.items():
            t = self.tables.get(tid)
            if t is not None and t.seats[seat].kind == REMOTE:
                t.seats[seat].connected = False
                self._announce(t)
        for ws in self.watchers.values():
            ws.discard(client)

    async def _send(self, client: _Client, msg: dict[str, Any], table: str = "", seat: int | None = None) -> None:
        text = encode(msg)
        if self.record_sent:
            self.sent.append((table, seat, text))
        try:
            await client.ws.send(text)
        except ConnectionClosed:
            pass

    async def _dispatch(self, client: _Client, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        if kind == "hello":
            if msg["protocol"] != PROTOCOL:
                raise ProtocolError(f"protocol {msg['protocol']} is not this server's ({PROTOCOL})")
            client.name = clean_name(msg["name"])
            await self._send(client, {"type": "welcome", "protocol": PROTOCOL, "tables": len(self.tables)})
            return
        if not client.name:
            raise ProtocolError("say hello first")
        if kind == "list":
            await self._send(client, {"type": "tables", "tables": [t.listing() for t in self.tables.values()]})
        elif kind == "create":
            await self._create(client, msg)
        elif kind == "join":
            await self._join(client, msg)
        elif kind == "rejoin":
            await self._rejoin(client, msg)
        elif kind == "act":
            await self._act(client, msg)
        elif kind == "to_bot":
            await self._to_bot(client, msg)
        elif kind == "leave":
            for tid in [msg["table"]] if "table" in msg else list(client.seats):
                seat = client.seats.pop(tid, None)
                client.recorded.discard(tid)       # sent again if it takes a seat there again
                t = self.tables.get(tid)
                if t is not None and seat is not None:
                    t.seats[seat].connected = False
                    self._announce(t)

    async def _refuse(self, client: _Client, reason: str, table: str = "", seq: int | None = None) -> None:
        msg: dict[str, Any] = {"type": "refused", "reason": reason, "table": table}
        if seq is not None:
            msg["seq"] = seq       # the position the refused action was chosen at
        await self._send(client, msg)

    async def _create(self, client: _Client, msg: dict[str, Any]) -> None:
        if not self.allow_create:
            await self._refuse(client, "this host holds its own table only")
            return
        if len(self.tables) >= self.max_tables:
            await self._refuse(client, "the server holds as many tables as it may")
            return
        seats = msg["seats"]
        if not all(isinstance(s, dict) for s in seats) or len(seats) > 8:
            raise ProtocolError("create: seats must be a list of at most 8 objects")
        tid = secrets.token_hex(4)
        try:
            t = Table.create(tid, msg["game"], seats, msg.get("seed"), msg.get("options"))
        except ValueError as e:
            await self._refuse(client, str(e)[:200])
            return
        self.tables[tid] = t
        self.watchers[tid] = set()
        self._save(t)
        await self._send(client, {"type": "created", "table": tid, "code": t.code, "game": t.game_id})
        self._kick_bots(t)

    async def _join(self, client: _Client, msg: dict[str, Any]) -> None:
        t = self.tables.get(msg["table"])
        if t is None:
            await self._refuse(client, "no such table", msg["table"])
            return
        try:
            seat, token = t.claim(msg["code"], msg.get("seat"))
        except Refused as e:
            await self._refuse(client, str(e), t.table_id)
            return
        if client.name:
            t.seats[seat].name = client.name
        await self._seated(client, t, seat, token)

    async def _rejoin(self, client: _Client, msg: dict[str, Any]) -> None:
        t = self.tables.get(msg["table"])
        seat = t.seat_of(msg["token"]) if t is not None else None
        if t is None or seat is None:
            await self._refuse(client, "no seat of yours at that table", msg["table"])
            return
        t.seats[seat].connected = True
        await self._seated(client, t, seat, t.seats[seat].token)

    async def _seated(self, client: _Client, t: Table, seat: int, token: str) -> None:
        client.seats[t.table_id] = seat
        self.watchers.setdefault(t.table_id, set()).add(client)
        await self._send(client, {"type": "joined", "table": t.table_id, "seat": seat, "token": token,
                                  "game": t.game_id, "options": t.options,
                                  "seats": [s.public() for s in t.seats]}, t.table_id, seat)
        self._announce(t)
        if t.log:       # what was told before this seat sat down (after its first position)
            asyncio.get_running_loop().create_task(self._send(
                client, {"type": "log", "table": t.table_id, "seq": t.seq, "lines": list(t.log)}, t.table_id, seat))
        self._send_records(t)   # a finished table: the whole game, after its log

    def _holder(self, client: _Client, table: str, token: str) -> tuple[Table, int]:
        t = self.tables.get(table)
        seat = t.seat_of(token) if t is not None else None
        if t is None or seat is None or client.seats.get(table) != seat:
            raise Violation("not a seat of yours")
        return t, seat

    async def _act(self, client: _Client, msg: dict[str, Any]) -> None:
        t, seat = self._holder(client, msg["table"], msg["token"])
        if t.hosted:
            # the hosting window applies it (or refuses it as too late: `refuse_late`)
            try:
                action = t.check(seat, msg["seq"], msg["action"])
            except Refused as e:
                await self._refuse(client, str(e), t.table_id, msg["seq"])
                await self._send(client, t.message_for(seat), t.table_id, seat)
                return
            t.seats[seat].last_seq = msg["seq"]
            t.waiting.add(seat)
            t.inbox.put((seat, msg["seq"], action))
            return
        try:
            events = t.act(seat, msg["seq"], msg["action"])
        except Refused as e:
            await self._refuse(client, str(e), t.table_id, msg["seq"])
            await self._send(client, t.message_for(seat), t.table_id, seat)
            return
        self._moved(t, stepped=True)
        self.tell(t, t.log_lines(events))
        self._send_records(t)

    async def _to_bot(self, client: _Client, msg: dict[str, Any]) -> None:
        t, _mine = self._holder(client, msg["table"], msg["token"])
        seat = msg["seat"]
        if 0 <= seat < len(t.seats) and t.seats[seat].connected:
            await self._refuse(client, "that player is still at the table", t.table_id)
            return
        try:
            t.to_bot(seat, msg.get("level", "easy"))
        except Refused as e:
            await self._refuse(client, str(e), t.table_id)
            return
        self._moved(t)

    # --- a table a window hosts (called in the server's loop: ServerThread.call) ---------------
    def add_hosted(self, t: Table) -> None:
        self.tables[t.table_id] = t
        self.watchers[t.table_id] = set()

    def mirror_moved(self, table: str, seat: int, action_json: Any, lines: list | None = None) -> None:
        """The hosting window applied a move: the table follows, every seat is told (with
        the window's log lines of it: the log is the whole table's, as in hot seat)."""
        t = self.tables.get(table)
        if t is not None:
            t.mirror(seat, action_json)
            self._announce(t, stepped=True)
            self.tell(t, lines or [])
            self._send_records(t)

    def conceded(self, table: str, seats: list[int], lines: list | None = None) -> None:
        """A player at the hosting window conceded: the game ends there. Every seat is told
        (the position, over, with who conceded; the window's log line), then sent the whole game."""
        t = self.tables.get(table)
        if t is not None and not t.over:
            t.concede(seats)
            self._announce(t)
            self.tell(t, lines or [])
            self._send_records(t)

    def tell(self, t: Table, lines: list) -> None:
        """The log lines of the last move (JSON messages), to every seat at the table."""
        if not lines:
            return
        t.log.extend(lines)
        del t.log[:-LOG_KEPT]
        msg = {"type": "log", "table": t.table_id, "seq": t.seq, "lines": lines}
        for client in list(self.watchers.get(t.table_id, ())):
            seat = client.seats.get(t.table_id)
            asyncio.get_running_loop().create_task(self._send(client, msg, t.table_id, seat))

    def hand_to_bot(self, table: str, seat: int, level: str) -> None:
        """The hosting window's bot plays that seat from now on (the mirror runs none)."""
        t = self.tables.get(table)
        if t is not None:
            t.to_bot(seat, level)
            t.waiting.discard(seat)
            self._announce(t)

    def refuse_late(self, table: str, seat: int, seq: int, reason: str) -> None:
        """The hosting window could not apply a remote seat's action any more."""
        t = self.tables.get(table)
        if t is not None:
            t.waiting.discard(seat)
        for client in list(self.watchers.get(table, ())):
            if t is not None and client.seats.get(table) == seat:
                loop = asyncio.get_running_loop()
                loop.create_task(self._refuse(client, reason, table, seq))
                loop.create_task(self._send(client, t.message_for(seat), table, seat))

    # --- after a move ---------------------------------------------------------------------------
    def _moved(self, t: Table, stepped: bool = False) -> None:
        self._save(t)
        self._announce(t, stepped)
        self._kick_bots(t)

    def _announce(self, t: Table, stepped: bool = False) -> None:
        """Each connected seat gets the position from its own view; after a move
        (`stepped`), first the move's events as that seat may know them."""
        loop = asyncio.get_running_loop()
        for client in list(self.watchers.get(t.table_id, ())):
            seat = client.seats.get(t.table_id)
            told = t.events_for(seat) if stepped else None
            if told is not None:
                loop.create_task(self._send(client, told, t.table_id, seat))
            loop.create_task(self._send(client, t.message_for(seat), t.table_id, seat))

    def _send_records(self, t: Table) -> None:
        """Once the table's game is over, each seat at it is sent the whole game (after its
        last position and the log of the last move), once a connection: a seat that joins
        or rejoins the finished table gets it too. Never before the end."""
        if not t.over:
            return
        loop = asyncio.get_running_loop()
        for client in list(self.watchers.get(t.table_id, ())):
            seat = client.seats.get(t.table_id)
            if t.table_id in client.recorded:
                continue
            record = t.record_message(seat)
            if record is not None:
                client.recorded.add(t.table_id)
                loop.create_task(self._send(client, record, t.table_id, seat))

    def _kick_bots(self, t: Table) -> None:
        if t.bots_to_act() and t.table_id not in self._bots_running:
            self._bots_running.add(t.table_id)
            asyncio.get_running_loop().create_task(self._run_bots(t))

    async def _run_bots(self, t: Table) -> None:
        try:
            while t.bots_to_act():
                seat = t.bots_to_act()[0]
                if self.bot_delay:
                    await asyncio.sleep(self.bot_delay)
                view = t.view_of(seat)
                level = t.seats[seat].kind
                seed = (t.seed * 7919 + t.seq * 104729 + seat) & 0x7FFFFFFF
                action = await asyncio.to_thread(_decide, t.game_id, level, view, seat, seed)
                try:
                    events = t.apply_bot(seat, action)
                except Refused:
                    continue
                self._save(t)
                self._announce(t, stepped=True)
                self.tell(t, t.log_lines(events))
                self._send_records(t)
        finally:
            self._bots_running.discard(t.table_id)


def _decide(game_id: str, level: str, view: Any, seat: int, seed: int) -> Any:
    bot = make_bot(level, game_id)
    if hasattr(bot, "configure"):
        bot.configure(budget=BOT_BUDGET)
    return bot.choose(view, seat, Rng(seed))


async def run(server: TableServer, host: str = "127.0.0.1", port: int = 0,
              ready: Any = None, stop: asyncio.Event | None = None) -> None:
    """Serve until `stop` is set (or for ever). `ready(port)` is called once listening."""
    async with serve(server.handler, host, port, max_size=MAX_MESSAGE, max_queue=16,
                     ping_interval=20, ping_timeout=20) as ws_server:
        bound = next(iter(ws_server.sockets)).getsockname()[1]
        if ready is not None:
            ready(bound)
        if stop is None:
            await asyncio.Future()
        else:
            await stop.wait()


class ServerThread:
    """A TableServer in a thread of its own (a window that hosts, the tests)."""

    def __init__(self, server: TableServer, host: str = "127.0.0.1", port: int = 0) -> None:
        self.server, self.host, self.port = server, host, port
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._main, name="table-server", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError("the table server did not start")
        return self.port

    def _main(self) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()

            def ready(port: int) -> None:
                self.port = port
                self._ready.set()

            await run(self.server, self.host, self.port, ready, self._stop)

        asyncio.run(main())

    def call(self, fn: Any, *args: Any) -> None:
        """Run fn(*args) in the server's loop (the tables are touched only there)."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float = 10.0) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout)

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"
