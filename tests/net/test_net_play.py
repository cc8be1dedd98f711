"""Network play end to end on the loopback (net.server, net.client): two or three remote
players and bots play whole games of all four games; the host checks every action; each
seat is sent only its own view; the result is the game played locally from the same seed
and moves."""

from __future__ import annotations

import json

import pytest

from game.registry import GAMES
from net.client import NetClient
from tests.net.netplay import check_sent, play_threads, start_server

CASES = [("midgard", ["remote", "remote", "random"]), ("blood_rage", ["remote", "random", "remote"]),
         ("asgard", ["remote", "remote"]), ("vikings", ["remote", "remote", "remote"])]


@pytest.fixture(scope="module")
def server():
    srv, thread = start_server()
    yield srv, thread
    thread.stop()


@pytest.mark.parametrize("game_id,kinds", CASES, ids=[g for g, _ in CASES])
def test_a_whole_game_over_the_network_ends_as_it_does_locally(server, game_id, kinds):
    srv, thread = server
    host = NetClient(thread.url, "Astrid")
    host.send({"type": "create", "game": game_id, "seed": 17,
               "seats": [{"kind": k, "name": f"S{i}"} for i, k in enumerate(kinds)]})
    made = host.wait_for("created")
    tid, code = made["table"], made["code"]
    clients = []
    for i, kind in enumerate(kinds):
        if kind != "remote":
            continue
        c = host if not clients else NetClient(thread.url, f"P{i}")
        c.send({"type": "join", "table": tid, "code": code, "seat": i})
        j = c.wait_for("joined")
        assert j["seat"] == i and len(j["token"]) == 32
        clients.append((c, tid, j["token"], i))
    finals = play_threads(clients, seed=5)
    t = srv.tables[tid]
    assert t.state.is_over()
    spec = GAMES[game_id]
    local = spec.new_game(len(kinds), 17, {})
    for seat, aj in t.rec.actions:
        local.apply(seat, spec.action_from_json(aj))
    assert local.is_over() and local.scores() == t.state.scores()
    for msg in finals:
        assert msg["over"] and spec.from_json(msg["view"]).scores() == local.scores()
    assert check_sent(srv, tid) > len(t.rec.actions)
    # every remote seat was sent the events of every move made while it was connected
    told = {(seat, json.loads(x)["seq"]) for tid2, seat, x in srv.sent if tid2 == tid and '"type":"events"' in x}
    assert all((seat, len(t.rec.actions)) in told for _c, _t, _tok, seat in clients)
    for c, *_ in clients:
        c.close()


def test_a_table_code_and_a_token_are_needed(server):
    srv, thread = server
    a = NetClient(thread.url, "Astrid")
    a.send({"type": "create", "game": "asgard", "seats": [{"kind": "remote"}, {"kind": "easy"}]})
    made = a.wait_for("created")
    a.send({"type": "join", "table": made["table"], "code": "wrong"})
    assert a.wait_for("refused")["reason"] == "wrong table code"
    a.send({"type": "join", "table": made["table"], "code": made["code"]})
    token = a.wait_for("joined")["token"]
    b = NetClient(thread.url, "Bjorn")
    b.send({"type": "join", "table": made["table"], "code": made["code"]})
    assert b.wait_for("refused")["reason"] == "no free seat at this table"
    # a token that is not the holder's closes that client; the table goes on
    b.send({"type": "act", "table": made["table"], "token": "0" * 32, "seq": 0, "action": None})
    b.wait_for("_closed")
    assert "not a seat of yours" in b.closed_reason
    a.send({"type": "list"})
    listed = a.wait_for("tables")["tables"]
    assert any(x["table"] == made["table"] for x in listed)
    assert all("code" not in x and "token" not in str(x) for x in listed)
    assert token not in str(listed)
    a.close()
    b.close()
