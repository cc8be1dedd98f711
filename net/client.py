"""A player's side of network play: a connection to a table server (websockets' threaded
client), the messages read in a thread of their own into a queue, so that a window polls
them once a frame and never waits on the network.

    c = NetClient("ws://127.0.0.1:8765", "Astrid")
    c.send({"type": "join", "table": tid, "code": code})
    for msg in c.poll(): ...
    c.wait_for("joined")          # tests and scripts: block until such a message comes
"""

from __future__ import annotations

import json
import queue
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from net.protocol import MAX_SERVER_MESSAGE, PROTOCOL


class NetClient:
    def __init__(self, url: str, name: str, timeout: float = 10.0) -> None:
        self.url = url
        self.ws = connect(url, max_size=MAX_SERVER_MESSAGE, open_timeout=timeout, legacy=True)
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.closed_reason = ""
        self.received: list[str] = []        # every message's text, in order (the safety tests read it)
        self._reader = threading.Thread(target=self._read, name="net-client", daemon=True)
        self._reader.start()
        self.send({"type": "hello", "protocol": PROTOCOL, "name": name})
        self.welcome = self.wait_for("welcome", timeout)

    def _read(self) -> None:
        try:
            for raw in self.ws:
                text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
                self.received.append(text)
                try:
                    msg = json.loads(text)
                except ValueError:
                    continue
                if isinstance(msg, dict):
                    self.inbox.put(msg)
                    if msg.get("type") == "closed":
                        # the server closes this connection: it is over now, whatever the
                        # closing handshake still takes
                        self.closed_reason = str(msg.get("reason", "")) or "closed by the server"
                        break
        except ConnectionClosed as e:
            if not self.closed_reason:
                self.closed_reason = str(e.rcvd.reason if e.rcvd is not None else "the connection closed")
        self.inbox.put({"type": "_closed", "reason": self.closed_reason})

    def send(self, msg: dict[str, Any]) -> None:
        """Send a message; ConnectionError once the connection is closed."""
        self.send_raw(json.dumps(msg, separators=(",", ":")))

    def send_raw(self, data: str | bytes) -> None:
        if self.closed_reason:
            raise ConnectionError(f"closed: {self.closed_reason}")
        try:
            self.ws.send(data)
        except ConnectionClosed as e:
            raise ConnectionError(f"closed: {self.closed_reason or e}") from None

    def poll(self) -> list[dict[str, Any]]:
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def wait_for(self, kind: str, timeout: float = 10.0, where: Any = None) -> dict[str, Any]:
        """The next message of this type ("": any type) for which `where(msg)` holds
        (others before it are dropped); TimeoutError, or ConnectionError once closed."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {kind!r} message within {timeout} s")
            try:
                msg = self.inbox.get(timeout=left)
            except queue.Empty:
                continue
            if (not kind or msg.get("type") == kind) and (where is None or where(msg)):
                return msg
            if msg.get("type") == "_closed" and kind != "_closed":
                raise ConnectionError(f"closed: {msg.get('reason')}")

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:  # noqa: BLE001 - closing a connection that may be gone already
            pass
        self._reader.join(5)
