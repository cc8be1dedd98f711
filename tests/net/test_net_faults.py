"""Network play when things go wrong: hostile messages close their client and never
disturb the table, a player who drops gets the seat back with the token, a server
stopped and started again takes every table up from its autosave.

The hostile run sends YGG_NET_FUZZ messages (default 400; the issue's 10,000 by hand:
`YGG_NET_FUZZ=10000 pytest tests/net/test_net_faults.py`)."""

from __future__ import annotations

import json
import os
import random

from game.registry import GAMES
from net.client import NetClient
from net.protocol import MAX_MESSAGE
from net.server import ServerThread, TableServer
from tests.net.netplay import play_threads, start_server

FUZZ = int(os.environ.get("YGG_NET_FUZZ", "400"))


def _table(thread, game_id, kinds, seed=9, name="Astrid"):
    c = NetClient(thread.url, name)
    c.send({"type": "create", "game": game_id, "seed": seed, "seats": [{"kind": k} for k in kinds]})
    made = c.wait_for("created")
    return c, made["table"], made["code"]


def _hostile(rng, tid, token, seq, legal):
    pick = rng.randrange(12)
    if pick == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
    if pick == 1:
        return "x" * (MAX_MESSAGE + 10)
    if pick == 2:
        return "[" * 5000 + "]" * 5000
    if pick == 3:
        return json.dumps({"type": rng.choice(["act", "nuke", "", None, 3])})
    if pick == 4:
        return json.dumps({"type": "act", "table": tid, "token": "f" * 32, "seq": seq, "action": legal})
    if pick == 5:
        return json.dumps({"type": "act", "table": tid, "token": token, "seq": seq + 5, "action": legal})
    if pick == 6:
        return json.dumps({"type": "act", "table": tid, "token": token, "seq": -1, "action": legal})
    if pick == 7:
        return json.dumps({"type": "act", "table": tid, "token": token, "seq": max(0, seq - 1),
                           "action": {"bogus": [1, 2, 3]}})
    if pick == 8:
        return json.dumps({"type": "join", "table": tid, "code": "0000", "seat": 10**12})
    if pick == 9:
        return json.dumps({"type": "create", "game": "asgard", "seats": "everyone"})
    if pick == 10:
        return json.dumps({"type": "hello", "protocol": 99, "name": "\x00" * 40})
    return json.dumps({"type": "act", "table": tid, "token": token, "seq": seq, "action": "nonsense",
                       "extra": "x" * 100})


def test_hostile_messages_close_their_client_and_the_game_plays_on():
    srv, thread = start_server(rate=5000.0, burst=5000)
    try:
        host, tid, code = _table(thread, "asgard", ["remote", "remote"])
        host.send({"type": "join", "table": tid, "code": code, "seat": 0})
        token = host.wait_for("joined")["token"]
        rng = random.Random(2)
        closed = 0
        fuzzer = None
        for i in range(FUZZ):
            if fuzzer is None:
                fuzzer = NetClient(thread.url, f"F{i}")
            t = srv.tables[tid]
            seat0 = t.state.to_act()
            legal = t.spec.action_to_json(t.state.legal_actions(seat0[0])[0])
            try:
                sent = _hostile(rng, tid, token, t.seq, legal)
                fuzzer.send_raw(sent)
                if rng.random() < 0.3:
                    fuzzer.send({"type": "list"})
                    try:
                        fuzzer.wait_for("tables", 10)
                    except TimeoutError:
                        late = fuzzer.poll()
                        raise AssertionError(f"no answer after {sent[:200]!r}; server alive: "
                                             f"{thread._thread.is_alive()}; then {late!r}; "
                                             f"received {fuzzer.received[-3:]!r}") from None
            except ConnectionError:
                fuzzer.close()
                fuzzer, closed = None, closed + 1
        # closed by the server (a message too large is refused by websockets itself,
        # before the protocol reads it: not counted among the server's violations)
        assert closed > 0 and 0 < srv.violations <= closed
        assert srv.tables[tid].rec.actions == []      # nothing a hostile client sent was applied
        assert thread._thread.is_alive()
        print(f"\n{FUZZ} hostile messages: {closed} clients closed, {srv.violations} violations, "
              f"0 crashes, {len(srv.tables[tid].rec.actions)} actions applied")
        # and the table is whole: its two players still play it to the end
        b = NetClient(thread.url, "Bjorn")
        b.send({"type": "join", "table": tid, "code": code, "seat": 1})
        tb = b.wait_for("joined")["token"]
        play_threads([(host, tid, token, 0), (b, tid, tb, 1)], seed=3)
        assert srv.tables[tid].state.is_over()
    finally:
        thread.stop()


def test_a_player_who_drops_gets_the_seat_back_with_the_token():
    srv, thread = start_server()
    try:
        a, tid, code = _table(thread, "vikings", ["remote", "easy"])
        a.send({"type": "join", "table": tid, "code": code})
        token = a.wait_for("joined")["token"]
        a.wait_for("state")
        a.close()
        watcher = NetClient(thread.url, "W")
        watcher.send({"type": "list"})
        listed = [x for x in watcher.wait_for("tables")["tables"] if x["table"] == tid][0]
        assert listed["seats"][0]["connected"] is False and listed["free"] == 1
        back = NetClient(thread.url, "Astrid")
        back.send({"type": "rejoin", "table": tid, "token": token})
        j = back.wait_for("joined")
        assert j["seat"] == 0 and j["token"] == token
        st = back.wait_for("state")
        assert st["seq"] == srv.tables[tid].seq and st["seat"] == 0
        back.inbox.put(st)          # the position as it is now: the player goes on from it
        play_threads([(back, tid, token, 0)], seed=1)
        assert srv.tables[tid].state.is_over()
    finally:
        thread.stop()


def test_a_server_stopped_and_started_again_takes_its_tables_up(tmp_path):
    srv, thread = start_server(tmp_path)
    a, tid, code = _table(thread, "blood_rage", ["remote", "random"])
    a.send({"type": "join", "table": tid, "code": code})
    token = a.wait_for("joined")["token"]
    msg = a.wait_for("state", where=lambda m: 0 in m["to_act"])
    a.send({"type": "act", "table": tid, "token": token, "seq": msg["seq"], "action": msg["legal"][0]})
    a.wait_for("state", where=lambda m: m["seq"] > msg["seq"])
    moves = list(srv.tables[tid].rec.actions)
    a.close()
    thread.stop()
    again = TableServer(tmp_path)
    assert tid in again.tables and again.tables[tid].rec.actions[:len(moves)] == moves
    thread2 = ServerThread(again)
    thread2.start()
    try:
        back = NetClient(thread2.url, "Astrid")
        back.send({"type": "rejoin", "table": tid, "token": token})
        assert back.wait_for("joined")["seat"] == 0
        play_threads([(back, tid, token, 0)], seed=2)
        t = again.tables[tid]
        spec = GAMES["blood_rage"]
        local = spec.new_game(2, 9, {})
        for seat, aj in t.rec.actions:
            local.apply(seat, spec.action_from_json(aj))
        assert local.is_over() and local.scores() == t.state.scores()
    finally:
        thread2.stop()


def test_every_table_and_every_token_outlive_a_restart(tmp_path):
    srv, thread = start_server(tmp_path)
    kept = []
    for game in ("midgard", "asgard", "vikings"):
        c, tid, code = _table(thread, game, ["remote", "remote"])
        for seat in (0, 1):
            c.send({"type": "join", "table": tid, "code": code, "seat": seat})
            kept.append((tid, seat, c.wait_for("joined")["token"]))
        c.close()
    seqs = {tid: srv.tables[tid].seq for tid, _s, _t in kept}
    thread.stop()
    again = TableServer(tmp_path)
    assert {tid for tid, _s, _t in kept} <= set(again.tables)
    thread2 = ServerThread(again)
    thread2.start()
    try:
        for tid, seat, token in kept:
            back = NetClient(thread2.url, "Astrid")
            back.send({"type": "rejoin", "table": tid, "token": token})
            assert back.wait_for("joined")["seat"] == seat
            state = back.wait_for("state", where=lambda m, tid=tid: m.get("table") == tid)
            assert state["seq"] == seqs[tid] and state["view"] == again.tables[tid].state.view(seat).to_json()
            back.close()
    finally:
        thread2.stop()
