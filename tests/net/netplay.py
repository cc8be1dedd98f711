"""Shared by the network tests: a server in a thread, clients that play random legal
moves from what they are sent, and a check of every message a seat received."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

from game.registry import GAMES
from net.client import NetClient
from net.server import ServerThread, TableServer


def start_server(root: Any = None, **kw: Any) -> tuple[TableServer, ServerThread]:
    kw.setdefault("rate", 5000.0)     # the random players move at the machine's speed
    kw.setdefault("burst", 5000)
    server = TableServer(root, **kw)
    server.record_sent = True
    thread = ServerThread(server)
    thread.start()
    return server, thread


def play(client: NetClient, table: str, token: str, seat: int, seed: int, timeout: float = 120.0) -> dict:
    """Play random legal moves for `seat` from the state messages until the game is
    over; returns the last state message. A refused action (the game moved on under it)
    is chosen again from the state the server sends with the refusal."""
    rng = random.Random(seed)
    acted = -1
    while True:
        msg = client.wait_for("", timeout, where=lambda m: m.get("table") == table and m.get("type") in
                              ("state", "refused"))
        if msg["type"] == "refused":
            if msg.get("seq") == acted:
                acted -= 1          # that action was not taken: choose again at that position
            continue
        if msg["over"]:
            return msg
        if seat in msg["to_act"] and msg["legal"] and msg["seq"] > acted:
            acted = msg["seq"]
            client.send({"type": "act", "table": table, "token": token, "seq": msg["seq"],
                         "action": rng.choice(msg["legal"])})


def play_threads(clients: list[tuple[NetClient, str, str, int]], seed: int) -> list[dict]:
    out: list[Any] = [None] * len(clients)
    errors: list[BaseException] = []

    def run(i: int) -> None:
        c, table, token, seat = clients[i]
        try:
            out[i] = play(c, table, token, seat, seed + i)
        except BaseException as e:  # noqa: BLE001 - reported by the test below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(len(clients))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(300)
    if errors:
        raise errors[0]
    return out


def check_sent(server: TableServer, table_id: str) -> int:
    """Every state message a seat was sent holds exactly that seat's view of the position
    it names (replayed here from the record): nothing else of the state; a `record` (the
    whole game) only after the seat was sent the position that ended it. Returns how many
    were checked."""
    t = server.tables[table_id]
    spec = GAMES[t.game_id]
    from net.table import seen_module

    seen = seen_module(t.game_id)
    positions, steps = {}, {}
    st = spec.new_game(len(t.seats), t.seed, t.options)
    positions[0] = st.clone()
    for k, (seat, aj) in enumerate(t.rec.actions, 1):
        steps[k] = (seat, st.apply(seat, spec.action_from_json(aj)))
        positions[k] = st.clone()
    checked = 0
    over_told: set = set()       # the seats sent the position that ended the game
    for tid, seat, text in server.sent:
        if tid != table_id:
            continue
        msg = json.loads(text)
        if msg["type"] == "record":
            # the whole game, only once this seat was sent its end: the table's own record
            assert seat in over_told and t.over, (seat, "a record before the end")
            assert set(msg) == {"type", "table", "seat", "save"} and msg["seat"] == seat
            assert msg["save"]["actions"] == json.loads(json.dumps([list(a) for a in t.rec.actions]))
            assert msg["save"]["seed"] == t.seed and msg["save"]["over"] is bool(t.state.is_over())
            assert [i for i, s in enumerate(msg["save"]["seats"]) if s.get("conceded")] == t.conceded
            checked += 1
            continue
        if msg["type"] == "events":
            # the events of that move as the seat may know them (game/<id>/seen.py), no more
            by, events = steps[msg["seq"]]
            assert msg["by"] == by and set(msg) == {"type", "table", "seq", "by", "events"}
            assert msg["events"] == seen.seen_by(events, seat, positions[msg["seq"]]), (seat, msg["seq"])
            checked += 1
            continue
        if msg["type"] != "state":
            continue
        pos = positions[msg["seq"]]
        if msg["over"]:
            over_told.add(seat)
        want = pos.view(seat if seat is not None else -1).to_json()
        assert json.loads(json.dumps(want)) == msg["view"], (seat, msg["seq"])
        # (a hosted table offers a seat no choice while its move is on its way to the window)
        if msg["legal"] or not (t.hosted and seat in msg["to_act"]):
            assert msg["legal"] == ([spec.action_to_json(a) for a in pos.legal_actions(seat)]
                                    if seat in msg["to_act"] else [])
        assert set(msg) - {"conceded"} == {"type", "table", "game", "seq", "seat", "view", "legal", "to_act", "over",
                                           "seats", "options"}
        assert msg.get("conceded", []) == (t.conceded if msg["over"] and not pos.is_over() else [])
        checked += 1
    return checked
