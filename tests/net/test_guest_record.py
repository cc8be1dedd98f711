"""A guest keeps the record of the game it played (issue 37): once a table's game is over
the host sends each seat the whole game as a save document (`record`, never before); the
guest's program checks it as a loaded save is checked and against what its seat saw, and
keeps it as a finished game in its saves folder: Load lists it, Watch opens it from any
seat, Statistics count it once. A record sent early, forged or of another game is refused
with a line in the log and nothing written."""

from __future__ import annotations

import json
import random
import threading
import time
import types

import pytest

from net.client import NetClient
from net.protocol import encode
from net.table import Table
from saves import SaveStore
from saves.format import seal
from saves.records import record_key
from saves.share import received_game, safe_save_name
from saves.store import check_name, encode_save
from tests.net.netplay import check_sent, play, start_server
from tests.ui.tables import table_app
from ui.remote import RemoteSession

CASES = [("midgard", ["remote", "remote", "random"]), ("blood_rage", ["remote", "easy", "remote"]),
         ("asgard", ["remote", "random"]), ("vikings", ["remote", "remote", "random"])]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.fixture(scope="module")
def server():
    srv, thread = start_server()
    yield srv, thread
    thread.stop()


def _create(thread, game_id, kinds, seed=9):
    c = NetClient(thread.url, "Host")
    c.send({"type": "create", "game": game_id, "seed": seed,
            "seats": [{"kind": k, "name": f"P{i}"} for i, k in enumerate(kinds)]})
    made = c.wait_for("created")
    c.close()
    return made["table"], made["code"]


def _drive(session, rng, until, timeout=240.0, hold=None):
    """The guest's program: the host's messages read, random legal moves for its seat,
    until `until()`. `hold`: a list that takes the `record` messages instead of the session."""
    if hold is not None:
        poll = session.client.poll
        session.client.poll = lambda: [m for m in poll() if m.get("type") != "record" or hold.append(m)]
    end = time.monotonic() + timeout
    while not until() and time.monotonic() < end:
        session.update()
        if session.pending_humans():
            session.apply(session.seat, rng.choice(session.state.legal_actions(session.seat)))
        time.sleep(0.002)
    if hold is not None:
        session.client.poll = poll
    assert until(), "the guest's game did not get there"


def _finished_game(game_id, n, seed, rng):
    """A whole game played locally from `seed` with random moves: a table's state and record."""
    t = Table.create("x", game_id, [{"kind": "remote"}] * n, seed)
    while not t.state.is_over():
        seat = rng.choice(t.state.to_act())
        a = rng.choice(t.state.legal_actions(seat))
        t.state.apply(seat, a)
        t.rec.actions.append((seat, t.spec.action_to_json(a)))
    return t


def _same_length_other_end(host):
    """The host's game with its last moves played otherwise, to an end as many moves long
    whose final position differs: a true save of the same seed in every way but the game."""
    spec = host.spec
    for back in range(1, 40):
        for attempt in range(30):
            rng = random.Random(back * 100 + attempt)
            t = Table.create("x", host.game_id, [{"kind": "remote"}] * len(host.seats), host.seed, host.options)
            for seat, js in host.rec.actions[:-back]:
                t.state.apply(seat, spec.action_from_json(js))
                t.rec.actions.append((seat, js))
            while not t.state.is_over() and t.seq < host.seq:
                seat = rng.choice(t.state.to_act())
                a = rng.choice(t.state.legal_actions(seat))
                t.state.apply(seat, a)
                t.rec.actions.append((seat, spec.action_to_json(a)))
            if t.state.is_over() and t.seq == host.seq and t.state.to_json() != host.state.to_json():
                return t
    raise AssertionError("no other end of the same length")


@pytest.mark.parametrize("game_id,kinds", CASES, ids=[g for g, _ in CASES])
def test_a_guest_keeps_the_whole_game_it_played(app, server, game_id, kinds):
    from ui.watching import WatchSession, watch_record, watch_session

    srv, thread = server
    tid, code = _create(thread, game_id, kinds)
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid", seat=0)
    others = []
    for i, kind in enumerate(kinds):
        if kind == "remote" and i != 0:
            c = NetClient(thread.url, f"Friend{i}")
            c.send({"type": "join", "table": tid, "code": code, "seat": i})
            others.append((c, c.wait_for("joined")["token"], i))
    done = []
    threads = [threading.Thread(target=lambda c=c, tok=tok, i=i: done.append(play(c, tid, tok, i, 11 + i)),
                                daemon=True) for c, tok, i in others]
    for th in threads:
        th.start()
    _drive(session, random.Random(3), lambda: bool(session.record_name or session.record_refused))
    for th in threads:
        th.join(60)
    host = srv.tables[tid]
    assert session.record_refused == "" and session.record_name
    assert any("kept in your saves" in str(line) for line in session.log)
    # Load lists it, as a finished game, under its name (a safe one)
    entry = next(e for e in app.store.list() if e["name"] == session.record_name)
    assert entry["over"] and "error" not in entry and check_name(entry["name"]) == entry["name"]
    assert "Astrid" in entry["name"] and tid in entry["name"]
    rec, state = app.store.load(session.record_name)
    assert state.is_over() and state.scores() == host.state.scores() == session.state.scores()
    assert rec.seed == host.seed and [list(a) for a in rec.actions] == [list(a) for a in host.rec.actions]
    # this seat its player's; the other players under their names, on another computer; the bots as bots
    assert rec.seats[0] == {"name": "Astrid", "kind": "human"}
    for i, kind in enumerate(kinds[1:], 1):
        want = {"name": f"Friend{i}", "kind": "human", "remote": True} if kind == "remote" else \
            {"name": f"P{i}", "kind": kind}
        assert rec.seats[i] == want
    # the seat's own record says where the whole game is
    assert json.loads(session.seat_file().read_text(encoding="utf-8"))["record"] == session.record_name
    # Watch opens it from any seat's view, the game being finished, and everything open
    watched = watch_session(app, rec)
    assert watched.timeline.steps == len(host.rec.actions)
    for pov in [*range(len(kinds)), None]:
        watched.set_pov(pov)
        watched.goto(len(host.rec.actions) // 2)
    assert watch_record(app, rec) is None
    board = getattr(app.top, "board", app.top)
    assert isinstance(board.session, WatchSession) and board.session.timeline.final.scores() == state.scores()
    app.go_to_title()
    # the results screen's Watch reads the session's record: the whole game now
    assert [list(a) for a in session.rec.copy().actions] == [list(a) for a in host.rec.actions]
    # Statistics count it once, with the host's scores
    key = record_key(rec)
    rows = [r for r in app.store.records.rows() if r.key == key]
    assert [(r.name, r.score) for r in rows] == [(s["name"], x) for s, x in zip(rec.seats, host.state.scores())]
    # the other players' programs were sent theirs too, after their last position
    for c, _tok, i in others:
        got = c.wait_for("record", 10)
        assert got["seat"] == i and got["save"]["moves"] == len(host.rec.actions)
        c.close()
    # never while the game was on: each seat's record came after the position that ended it
    sent = [(seat, json.loads(text)) for t2, seat, text in srv.sent if t2 == tid]
    for seat in {s for s, _ in sent}:
        mine = [m for s, m in sent if s == seat]
        firsts = [k for k, m in enumerate(mine) if m["type"] == "record"]
        over = next(k for k, m in enumerate(mine) if m["type"] == "state" and m["over"])
        assert firsts and firsts[0] > over
    assert check_sent(srv, tid) > len(host.rec.actions)
    # a seat that rejoins the finished table is sent it again: kept in the same place, counted once
    session.close()
    back = RemoteSession.rejoin(app, thread.url, tid, session.token, "Astrid")
    _drive(back, random.Random(1), lambda: bool(back.record_name or back.record_refused), timeout=20)
    assert back.record_name == session.record_name and back.record_refused == ""
    assert [e["name"] for e in app.store.list()].count(session.record_name) == 1
    assert len([r for r in app.store.records.rows() if r.key == key]) == len(kinds)
    back.close()


def _play_hosted(host, guest, until, timeout: float, host_moves=lambda: True) -> None:
    """A hosted game and its guest, both played by seeded random choices (the host's seat 0
    while `host_moves()`), until `until()` or the timeout."""
    rng, mine = random.Random(2), random.Random(4)
    end = time.monotonic() + timeout
    while not until() and time.monotonic() < end:
        host.update()
        if 0 in host.pending_humans() and host_moves():
            host.apply(0, mine.choice(host.state.legal_actions(0)))
        guest.update()
        if guest.pending_humans():
            guest.apply(guest.seat, rng.choice(guest.state.legal_actions(guest.seat)))
        time.sleep(0.002)


def test_a_game_hosted_from_a_window_is_kept_by_its_guest(app, tmp_path):
    from tests.ui.tables import seats
    from ui.hosting import HostSession

    host = HostSession.new(app, "asgard", seats("human", "remote", "random"), 7, {}, port=0, announce=False)
    host.bot_process = False
    guest_app = types.SimpleNamespace(store=SaveStore(tmp_path / "saves"), settings=None)
    try:
        guest = RemoteSession.join(guest_app, f"ws://127.0.0.1:{host.port}", host.table_id, host.code, "Sigrid")
        _play_hosted(host, guest, lambda: bool(guest.record_name or guest.record_refused), 240)
        assert guest.record_refused == "" and guest.record_name
        rec, state = guest_app.store.load(guest.record_name)
        assert state.scores() == host.state.scores() and rec.seed == 7
        assert rec.seats[1] == {"name": "Sigrid", "kind": "human"}
        assert rec.seats[0] == {"name": "Astrid", "kind": "human", "remote": True}
        assert rec.seats[2]["kind"] == "random"
        assert len(guest_app.store.records.rows()) == 3
        guest.close()
    finally:
        host.close()


# --- never before the end -----------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["midgard", "blood_rage", "asgard", "vikings"])
def test_a_table_builds_no_record_while_its_game_is_on(game_id):
    rng = random.Random(5)
    t = Table.create("t", game_id, [{"kind": "remote"}] * 3, 21)
    while not t.state.is_over():
        assert all(t.record_message(seat) is None for seat in range(3)) and t.final is None
        seat = rng.choice(t.state.to_act())
        t.act(seat, t.seq, t.spec.action_to_json(rng.choice(t.state.legal_actions(seat))))
    assert t.record_message(None) is None          # nor for a watcher
    msg = t.record_message(1)
    assert msg["seat"] == 1 and msg["table"] == "t" and len(encode(msg)) < 4 * 1024 * 1024
    rec, state = received_game(json.loads(encode(msg))["save"], "test")
    assert state.scores() == t.state.scores() and [list(a) for a in rec.actions] == [list(a) for a in t.rec.actions]


# --- refused ----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def held(server, tmp_path_factory):
    """A guest at a finished table of Asgard whose record was held back (not yet handed to
    its program), with a record sent early on the way."""
    srv, thread = server
    tid, code = _create(thread, "asgard", ["remote", "random"], seed=13)
    app = types.SimpleNamespace(store=SaveStore(tmp_path_factory.mktemp("guest") / "saves"), settings=None)
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid")
    rng = random.Random(8)
    _drive(session, rng, lambda: session.seq >= 6)
    # a record of this very table and seat sent while the game is on: the same game
    # played on to its end elsewhere, addressed as the host would
    early = _finished_game("asgard", 2, 13, random.Random(2)).record_message(0)
    early["table"] = tid
    session.client.inbox.put(early)
    session.update()
    early_reason = session.record_refused
    hold: list = []
    _drive(session, rng, lambda: bool(hold), hold=hold)
    yield session, hold[0], early_reason, srv.tables[tid]
    session.close()


def _refused(session, msg, key):
    keys = (key,) if isinstance(key, str) else key
    store = session.app.store
    before = sorted(p.name for p in store.root.rglob("*") if p.is_file())
    lines = len(session.log)
    session.client.inbox.put(msg)
    session.update()
    assert session.record_name == "", key
    assert getattr(session.record_refused, "key", None) in keys, session.record_refused
    assert "record of this game was refused" in str(session.log[lines])
    assert sorted(p.name for p in store.root.rglob("*") if p.is_file()) == before, "something was written"
    assert store.list() == [] and not store.records.rows()


def _resealed(doc):
    doc = dict(doc)
    doc.pop("checksum", None)
    return json.loads(seal(doc))


def test_a_record_sent_early_is_refused(held):
    _session, _genuine, early_reason, _host = held
    assert getattr(early_reason, "key", None) == "remote.record.early"


def test_a_record_that_is_not_the_game_played_here_is_refused(held, server):
    session, genuine, _early, host = held
    save = genuine["save"]
    assert session.state.is_over()

    def with_save(doc, **more):
        return {**genuine, "save": doc, **more}

    # of another seat; malformed messages
    _refused(session, {**genuine, "seat": 1}, "remote.record.other_seat")
    _refused(session, with_save([save]), "remote.record.malformed")
    _refused(session, {k: v for k, v in genuine.items() if k != "save"}, "remote.record.malformed")
    _refused(session, {**genuine, "seat": True}, "remote.record.malformed")
    _refused(session, {**genuine, "extra": 1}, "remote.record.malformed")
    # of another game: another game's record, and this game's record from another seed
    other = _finished_game("vikings", 2, 13, random.Random(1)).record_message(0)
    _refused(session, with_save(other["save"]), "remote.record.other_game")
    another = _finished_game("asgard", 2, 14, random.Random(1)).record_message(0)["save"]
    _refused(session, with_save(another), ("remote.record.moves", "remote.record.scores", "remote.record.view"))
    # forged: a byte changed (the checksum no longer holds); a move changed and sealed again;
    # a whole other game from the same seed, a true save in every other way
    changed = dict(save, seed=save["seed"] + 1)
    _refused(session, with_save(changed), "saves.error.damaged")
    actions = [list(a) for a in save["actions"]]
    actions[3] = [actions[3][0], {"no": "such move"}]
    _refused(session, with_save(_resealed(dict(save, actions=actions))), "saves.error.damaged")
    _refused(session, with_save(_resealed(dict(save, seed=save["seed"] + 1))), "saves.error.damaged")
    forged = _same_length_other_end(host)
    forged.rec.created = float(save["created"])
    _refused(session, with_save(json.loads(encode_save(forged.rec, forged.state))),
             ("remote.record.scores", "remote.record.view"))
    anything = _finished_game("asgard", 2, host.seed, random.Random(99))
    _refused(session, with_save(json.loads(encode_save(anything.rec, anything.state))),
             ("remote.record.moves", "remote.record.scores", "remote.record.view"))
    # hostile: not a number, too deep, a seat name too long
    _refused(session, with_save(dict(save, seed=float("nan"))), "saves.error.not_json")
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    _refused(session, with_save(dict(save, options={"x": deep})), "share.error.not_a_save")
    seats = [dict(s) for s in save["seats"]]
    seats[1]["name"] = "x" * 500
    _refused(session, with_save(_resealed(dict(save, seats=seats))), "saves.error.damaged")
    # and the genuine record is kept: with only the names and kinds of its seats
    seats = [dict(s) for s in save["seats"]]
    seats[1].update(conceded=True, token="0" * 32, remote=True, table="x", code="y")
    session.client.inbox.put(with_save(_resealed(dict(save, seats=seats))))
    session.update()
    assert session.record_name and session.record_refused == ""
    rec, state = session.app.store.load(session.record_name)
    assert state.scores() == host.state.scores()
    assert rec.seats == [{"name": "Astrid", "kind": "human"}, {"name": "P1", "kind": "random"}]
    assert len(session.app.store.records.rows()) == 2


@pytest.mark.parametrize("name", ["../../etc/passwd", "CON", "..", "a/b\\c:d*e?f\"g<h>i|j", "\x00\u202e\u200b",
                                  "  ...  ", "Ásgeir Þórsson " * 10, "NUL.txt", "", "-(!)-"])
def test_a_strange_table_or_player_name_gives_a_safe_save_name(tmp_path, name):
    made = safe_save_name(f"{name} at table {name}, {name}")
    assert check_name(made) == made and len(made) <= 64
    store = SaveStore(tmp_path)
    assert store.path_of(made).parent == tmp_path
    alone = safe_save_name(name, "Asgard")
    assert check_name(alone) == alone and store.path_of(alone).parent == tmp_path


def test_a_hosted_game_kept_by_host_and_guest_on_one_computer_counts_once(tmp_path):
    """The host's window and a guest's window on the same computer (one saves folder): the
    host's save and the record the guest keeps are the same game (its game, seed, start
    time and moves), counted once in the statistics."""
    from tests.ui.tables import seats
    from ui.app import App
    from ui.hosting import HostSession

    host_app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    host_app.settings.bot_pause = 0.0
    host_app.settings.animation_speed = 0
    host = HostSession.new(host_app, "asgard", seats("human", "remote", "random"), 7, {}, port=0, announce=False)
    host.bot_process = False
    guest_app = types.SimpleNamespace(store=SaveStore(tmp_path / "saves"), settings=None)   # another window
    try:
        guest = RemoteSession.join(guest_app, f"ws://127.0.0.1:{host.port}", host.table_id, host.code, "Sigrid")
        _play_hosted(host, guest, lambda: bool(guest.record_name or guest.record_refused), 240)
        assert guest.record_refused == "" and guest.record_name
        assert host.flush_autosave()
        kept, _state = guest_app.store.load(guest.record_name)
        assert record_key(kept) == record_key(host.rec)
        rows = SaveStore(tmp_path / "saves").records.rows()
        assert len({r.key for r in rows}) == 1 and len(rows) == 3
        # and a rebuild from the saves folder (both saves in it) counts it once too
        store = SaveStore(tmp_path / "saves")
        store.records.rebuild(store)
        rows = store.records.rows()
        assert len({r.key for r in rows}) == 1 and len(rows) == 3
        guest.close()
    finally:
        host.close()


@pytest.mark.parametrize("game_id", ["midgard", "vikings"])
def test_a_game_conceded_at_the_hosts_window_ends_for_the_guest_who_keeps_its_record(tmp_path, game_id):
    """The host's player concedes (the window ends the game there): the guest is told (the
    game over, who conceded, the log line), its results follow, and the host sends it the
    whole game; the guest keeps it as a finished game (conceded), counted once."""
    from tests.ui.tables import seats
    from ui.app import App
    from ui.hosting import HostSession

    host_app = App(headless=True, store=SaveStore(tmp_path / "host"))
    host_app.settings.bot_pause = 0.0
    host = HostSession.new(host_app, game_id, seats("human", "remote", "random"), 5, {}, port=0, announce=False)
    host.bot_process = False
    host.server.record_sent = True
    guest_app = types.SimpleNamespace(store=SaveStore(tmp_path / "guest"), settings=None)
    try:
        guest = RemoteSession.join(guest_app, f"ws://127.0.0.1:{host.port}", host.table_id, host.code, "Sigrid")
        _play_hosted(host, guest, lambda: len(host.rec.actions) >= 12 and 0 in host.pending_humans(), 120,
                     host_moves=lambda: len(host.rec.actions) < 12)
        assert 0 in host.pending_humans() and not host.finished
        assert host.concede(0) and host.finished
        hold: list = []
        _drive(guest, random.Random(1), lambda: bool(hold), timeout=30, hold=hold)
        assert guest.finished and guest.record_name == ""
        genuine = hold[0]
        # forged: another seat conceded; nobody conceded (a game not over): refused
        seats = [dict(s) for s in genuine["save"]["seats"]]
        seats[0].pop("conceded")
        seats[1]["conceded"] = True
        _refused(guest, {**genuine, "save": _resealed(dict(genuine["save"], seats=seats))}, "remote.record.conceded")
        seats[1].pop("conceded")
        _refused(guest, {**genuine, "save": _resealed(dict(genuine["save"], seats=seats))}, "remote.record.not_over")
        guest.client.inbox.put(genuine)
        guest.update()
        assert guest.record_refused == "" and guest.record_name, guest.record_refused
        assert guest.finished and guest.conceded == [0] and not guest.state.is_over()
        assert guest.pending_humans() == [] and guest.winners() == host.winners()
        assert any("Astrid concedes the game" in str(line) for line in guest.log)
        rec, state = guest_app.store.load(guest.record_name)
        assert [list(a) for a in rec.actions] == [list(a) for a in host.rec.actions] and rec.seed == 5
        assert rec.seats[0] == {"name": "Astrid", "kind": "human", "remote": True, "conceded": True}
        assert rec.seats[1] == {"name": "Sigrid", "kind": "human"} and not state.is_over()
        assert record_key(rec) == record_key(host.rec)
        rows = guest_app.store.records.rows()
        assert len(rows) == 3 and [bool(r.won) for r in sorted(rows, key=lambda r: r.seat)] == \
            [i in host.winners() for i in range(3)] and not rows[0].won
        assert json.loads(guest.seat_file().read_text(encoding="utf-8"))["over"] is True
        # nothing after the concession: an action sent now is refused, the record came after the end
        assert check_sent(host.server, host.table_id) > len(host.rec.actions)
        guest.close()
    finally:
        host.close()


@pytest.mark.parametrize("comes", ["record", "host_gone"])
def test_the_guests_results_wait_for_the_record_before_watch_and_review(app, server, comes):
    """On a guest's results screen Watch and Review are off, with why, until the host's
    record has come (the screen reads the host's messages meanwhile); then on. A host
    gone without sending it is said, and they stay off."""
    from ui.scenes.game_over import GameOverScene

    srv, thread = server
    tid, code = _create(thread, "asgard", ["remote", "random"], seed=17)
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid")
    hold: list = []
    _drive(session, random.Random(6), lambda: bool(hold), hold=hold)
    assert session.finished and not session.record_name
    scene = GameOverScene(app, session)
    app.push(scene)
    app.step(1 / 30, [], draw=True)
    assert not scene.buttons["watch"].is_enabled and not scene.buttons["review"].is_enabled
    assert "has not arrived yet" in scene.describe()["record_wait"]
    assert "rematch" not in scene.buttons          # the host starts the next game at its table
    scene.press("watch")
    assert app.top is scene
    if comes == "record":
        session.client.inbox.put(hold[0])
        app.step(1 / 30, [], draw=True)
        assert session.record_name and scene.record_wait == ""
        assert scene.buttons["watch"].is_enabled and scene.buttons["review"].is_enabled
        scene.press("watch")
        assert app.top is not scene        # the game, again from its start
    else:
        session.client.inbox.put({"type": "_closed", "reason": "the connection closed"})
        app.step(1 / 30, [], draw=True)
        assert "host has gone" in scene.record_wait and not session.record_name
        assert not scene.buttons["watch"].is_enabled and not scene.buttons["review"].is_enabled
    session.close()
    app.go_to_title()
