"""The messages of network play (docs/network.md): JSON objects with a `type`, one schema
per type, checked on arrival. Anything else — not JSON, too large, an unknown type, a
missing or wrongly typed field, a field too long — is a ProtocolError whose reason the
server sends back before it closes that client. No pickle, no eval: only `json.loads`.
"""

from __future__ import annotations

import json
from typing import Any

PROTOCOL = 1
MAX_MESSAGE = 64 * 1024          # bytes of one message from a client
MAX_TEXT = 80                    # characters of a name, a code, a token
MAX_SERVER_MESSAGE = 4 * 1024 * 1024


class ProtocolError(ValueError):
    """A message that breaks the protocol: its client is closed with this reason."""


# type -> {field: (python type(s), required)}; "action" is any JSON value (checked by the table)
_ANY = object()
CLIENT: dict[str, dict[str, tuple[Any, bool]]] = {
    "hello": {"protocol": (int, True), "name": (str, True)},
    "list": {},
    "create": {"game": (str, True), "seats": (list, True), "seed": (int, False), "options": (dict, False)},
    "join": {"table": (str, True), "code": (str, True), "seat": (int, False)},
    "rejoin": {"table": (str, True), "token": (str, True)},
    "act": {"table": (str, True), "token": (str, True), "seq": (int, True), "action": (_ANY, True)},
    "to_bot": {"table": (str, True), "token": (str, True), "seat": (int, True), "level": (str, False)},
    "leave": {"table": (str, False)},
}
SERVER_TYPES = ("welcome", "tables", "created", "joined", "state", "refused", "closed", "seat_status", "log", "events",
                "record")
# the server's messages a player's program checks against a schema before it uses them
# (`check_server`); the others it reads field by field. `record`: the whole game as a save
# document, sent to a seat only once its table's game is over (net.table.Table.record_message)
SERVER: dict[str, dict[str, tuple[Any, bool]]] = {
    "record": {"table": (str, True), "seat": (int, True), "save": (dict, True)},
}


def decode(raw: str | bytes) -> dict[str, Any]:
    """A client's message, checked against its schema (ProtocolError otherwise)."""
    if isinstance(raw, bytes):
        if len(raw) > MAX_MESSAGE:
            raise ProtocolError(f"a message of {len(raw)} bytes; at most {MAX_MESSAGE}")
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("a message that is not UTF-8 text") from None
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise ProtocolError(f"a message longer than {MAX_MESSAGE} bytes")
    try:
        msg = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("a message that is not JSON") from None
    if not isinstance(msg, dict):
        raise ProtocolError("a message that is not a JSON object")
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in CLIENT:
        shown = kind if isinstance(kind, str) and kind.isprintable() else type(kind).__name__
        raise ProtocolError(f"unknown message type {str(shown)[:MAX_TEXT]!r}")
    return _check(kind, CLIENT[kind], msg)


def check_server(msg: Any) -> dict[str, Any]:
    """A server's message (as the player's program read it) checked against its schema in
    SERVER: ProtocolError for a message that is not an object of a type with a schema, or
    that lacks a field, has one of the wrong type or too long, or one more."""
    if not isinstance(msg, dict):
        raise ProtocolError("a message that is not a JSON object")
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in SERVER:
        shown = kind if isinstance(kind, str) and kind.isprintable() else type(kind).__name__
        raise ProtocolError(f"no schema for a server message {str(shown)[:MAX_TEXT]!r}")
    return _check(kind, SERVER[kind], msg)


def _check(kind: str, schema: dict[str, tuple[Any, bool]], msg: dict[str, Any]) -> dict[str, Any]:
    for name, (want, required) in schema.items():
        if name not in msg:
            if required:
                raise ProtocolError(f"{kind}: the field {name!r} is missing")
            continue
        value = msg[name]
        if want is _ANY:
            continue
        if isinstance(value, bool) and want is int or not isinstance(value, want):
            raise ProtocolError(f"{kind}: the field {name!r} is not a {want.__name__}")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise ProtocolError(f"{kind}: the field {name!r} is longer than {MAX_TEXT} characters")
    extra = set(msg) - set(schema) - {"type"}
    if extra:
        raise ProtocolError(f"{kind}: unknown fields {', '.join(sorted(map(str, extra)))[:MAX_TEXT]}")
    return msg


def encode(msg: dict[str, Any]) -> str:
    """A server's message as its JSON text (compact, keys sorted: the same message gives
    the same bytes)."""
    kind = msg.get("type")
    if kind not in SERVER_TYPES and kind not in CLIENT:
        raise ValueError(f"not a message type: {kind!r}")
    return json.dumps(msg, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
