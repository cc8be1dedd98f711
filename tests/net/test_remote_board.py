"""A board driven by a host on another computer (ui.remote.RemoteSession): the table is
drawn from the seat's own view as sent, a click sends the action, the host's answer is
the next position; a whole game is played this way to the results screen."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.registry import GAMES
from tests.net.netplay import start_server
from tests.ui.tables import table_app
from ui.remote import LOG_KEPT, RemoteSession
from ui.scenes.game_over import GameOverScene


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


@pytest.fixture(scope="module")
def server():
    srv, thread = start_server()
    yield srv, thread
    thread.stop()


def _create(thread, game_id, kinds, seed=5):
    from net.client import NetClient

    c = NetClient(thread.url, "Host")
    c.send({"type": "create", "game": game_id, "seed": seed, "seats": [{"kind": k} for k in kinds]})
    made = c.wait_for("created")
    c.close()
    return made["table"], made["code"]


@pytest.mark.parametrize("game_id", ["midgard", "blood_rage", "asgard", "vikings"])
def test_a_whole_game_is_played_on_the_board_through_the_host(app, server, game_id):
    from ui.overlays import SummaryOverlay

    srv, thread = server
    tid, code = _create(thread, game_id, ["remote", "random"])
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid")
    app.settings.animation_speed = 1      # the others' moves slide as at the host
    app.start_session(session)
    board = app.top
    steps, slides, summaries, stories = [], [], [], []
    on_step, add = board.on_step, board.anim.add
    board.on_step = lambda seat, action, events: (steps.append((seat, action, events)), on_step(seat, action, events))
    board.anim.add = lambda slide: (slides.append(slide), add(slide))
    rng = random.Random(3)
    end = time.monotonic() + 240
    clicks = 0
    while not isinstance(app.top, GameOverScene) and time.monotonic() < end:
        app.step(1 / 30, [], draw=False)
        top = app.top
        if top is not board:
            if getattr(top, "board", None) is board and hasattr(top, "close"):
                if isinstance(top, SummaryOverlay):
                    summaries.append((board.summary.title, list(board.summary.totals)))
                    top.put_away()       # read (the last one holds the results until then)
                else:
                    stories.append(type(top).__name__)
                    top.close()          # a story: read and put away
            continue
        seat = board.acting_human()
        if seat is None:
            time.sleep(0.002)
            continue
        # what the board offers is the host's own list of legal actions (Blood Rage's view
        # lists its invasions in another order)
        legal = session.state.legal_actions(seat)
        key = json.dumps
        assert sorted(key(GAMES[game_id].action_to_json(a)) for a in legal) == sorted(map(key, session.legal_json))
        targets = [t for t in board.targets if t.action in legal]
        if not targets:
            continue
        t = rng.choice(targets)
        n = len(srv.tables[tid].rec.actions)
        board.click(t.center if t.shape == "circle" else t.rect.center)
        clicks += 1
        wait = time.monotonic() + 10
        while len(srv.tables[tid].rec.actions) == n and time.monotonic() < wait and board.confirming is None:
            time.sleep(0.002)
        if board.confirming is not None:
            board.answer_confirm(True)
    app.settings.animation_speed = 0
    assert isinstance(app.top, GameOverScene), "the game did not reach its end"
    host = srv.tables[tid]
    assert host.state.is_over() and session.state.scores() == host.state.scores()
    assert clicks > 5 and session.seq == host.seq
    assert not session.disconnected
    # the seat was only ever given its own view
    assert session.state.to_json() == host.state.view(session.seat).to_json()
    # every move came with its events: the board played them (slides, marks, stories), the
    # others' moves without their action (never sent)
    assert len(steps) >= host.seq - 2 and all(a is None for _s, a, _e in steps) and session.events_unread == 0
    assert any(seat != session.seat for seat, _a, events in steps if events) and slides
    if game_id != "midgard":
        assert stories, "no battle or enemy turn was told"
    # the round summaries as at the host: one for every round (age, era), the last with the final scores
    spec = GAMES[game_id]
    units = spec.new_game(len(host.seats), host.seed, host.options).progress().count
    assert len(summaries) == units, [t for t, _ in summaries]
    assert [int(x) for x in summaries[-1][1]] == host.state.scores()[:len(summaries[-1][1])]
    # and the table's log, line by line as the game words it (not only the round lines)
    names = [s.name for s in host.seats]
    st = spec.new_game(len(host.seats), host.seed, host.options)
    worded = []
    for seat, js in host.rec.actions:
        for ev in st.apply(seat, spec.action_from_json(js)):
            line = spec.describe(ev, names, st)
            if line:
                worded.append(str(line))
    # (the last line says where the whole game was kept: test_guest_record.py)
    wait = time.monotonic() + 10
    while not session.record_name and time.monotonic() < wait:
        session.update()
        time.sleep(0.01)
    assert getattr(session.log[-1], "key", "") == "remote.record_kept" and session.record_name
    shown = [str(line) for line in session.log[:-1]]
    # (what was told before the seat joined comes when it joins; the log keeps its last lines)
    k = min(len(shown), len(worded))
    assert k > 20 and shown[len(shown) - k:] == worded[len(worded) - k:]
    app.go_to_title()


def test_a_wrong_code_is_said_and_no_board_opens(app, server):
    _srv, thread = server
    tid, _code = _create(thread, "midgard", ["remote", "easy"])
    with pytest.raises(ConnectionError, match="wrong table code"):
        RemoteSession.join(app, thread.url, tid, "nope", "Astrid")


def test_the_join_screen_lists_a_servers_tables_and_joins_one(app, server):
    import pygame

    from ui.scenes.join import JoinScene

    _srv, thread = server
    tid, code = _create(thread, "blood_rage", ["remote", "easy"])
    app.go_to_title()
    scene = JoinScene(app, browse=False)
    app.push(scene)
    scene.url_entry.set_text(thread.url)
    scene.press("look")
    end = time.monotonic() + 20
    while not scene.tables and time.monotonic() < end:
        app.step(1 / 30, [], draw=False)
        time.sleep(0.01)
    names = [n for n in scene.buttons if n.startswith("table:")]
    i = next(i for i, t in enumerate(scene.tables) if t["table"] == tid)
    assert f"table:{i}" in names
    scene.press(f"table:{i}")
    assert scene.table_entry.get_text() == tid
    scene.code_entry.set_text("bad")
    scene.press("join")
    assert app.top is scene and "wrong table code" in scene.message
    scene.code_entry.set_text(code)
    scene.press("join")
    board = app.top
    assert type(board).__name__ == "BloodRageBoard" and board.session.table == tid
    app.step(1 / 30, [], draw=True)
    pygame.event.clear()
    app.go_to_title()


def test_a_seat_that_drops_is_said_on_the_others_board(app, server):
    from net.client import NetClient

    _srv, thread = server
    tid, code = _create(thread, "asgard", ["remote", "remote"])
    other = NetClient(thread.url, "Bjorn")
    other.send({"type": "join", "table": tid, "code": code, "seat": 1})
    other.wait_for("joined")
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid", seat=0)
    other.close()
    end = time.monotonic() + 10
    while time.monotonic() < end and not any("disconnected" in str(x) for x in session.log):
        session.update()
        time.sleep(0.02)
    assert any("Bjorn (disconnected)" in str(x) for x in session.log)
    session.close()


def test_a_seat_keeps_its_record_and_rejoins_with_the_token_it_kept(app, server):
    import json as _json

    from game.core.messages import msg_from_json

    srv, thread = server
    tid, code = _create(thread, "vikings", ["remote", "random"])
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid")
    rng = random.Random(4)
    end = time.monotonic() + 60
    while session.seq < 15 and time.monotonic() < end:
        session.update()
        if session.pending_humans():
            session.apply(session.seat, rng.choice(session.state.legal_actions(session.seat)))
        time.sleep(0.005)
    host = srv.tables[tid]

    def settled() -> bool:
        # the table waits for this seat (no bot of the host moves on), the seat has its
        # position and every log line the host told (a move's lines follow its position)
        told = [str(msg_from_json(x)) for x in host.log]
        shown = [str(x) for x in session.log]
        return (session.seq == host.seq and not host.bots_to_act() and tid not in srv._bots_running
                and bool(told) and shown[len(shown) - len(told):] == told)

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not settled():
        session.update()
        time.sleep(0.01)
    assert settled(), "the seat did not catch up with the table"
    # a line the host tells after the position (as a hosting window does after each move):
    # the seat's file holds it too
    from game.core.messages import Msg, msg_to_json

    thread.call(srv.tell, host, [msg_to_json(Msg("test.after", "A line after the position"))])

    def told() -> bool:
        return settled() and str(session.log[-1]) == "A line after the position"

    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not told():
        session.update()
        time.sleep(0.01)
    assert told()
    path = session.seat_file()
    kept = _json.loads(path.read_text(encoding="utf-8"))
    # the seat's own record: its token, the position as it last saw it (its own view), the
    # actions it sent, the table's log; nothing of the host's record (no seed, no moves)
    assert kept["token"] == host.seats[0].token and kept["table"] == tid and kept["url"] == thread.url
    assert kept["seq"] == session.seq and kept["view"] == host.state.view(0).to_json()
    assert kept["sent"] and all(isinstance(a, list) and len(a) == 2 for a in kept["sent"])
    assert [str(msg_from_json(x)) for x in kept["log"]] == [str(x) for x in session.log[-LOG_KEPT:]]
    assert "seed" not in kept and "actions" not in kept
    session.close()
    # the program comes back with what it kept: the same seat, the position as it is now
    back = RemoteSession.rejoin(app, kept["url"], kept["table"], kept["token"], "Astrid")
    assert back.seat == 0 and back.seq == host.seq
    assert back.state.to_json() == host.state.view(0).to_json()
    back.close()
    # and from the Join screen: the kept seat is offered, one press and its board opens
    from ui.scenes.join import JoinScene

    app.go_to_title()
    scene = JoinScene(app, browse=False)
    app.push(scene)
    i = next(i for i, k in enumerate(scene.kept) if k["table"] == tid)
    scene.press(f"kept:{i}")
    board = app.top
    assert type(board).__name__ == "VikingsBoard" and board.session.table == tid and board.session.seat == 0
    assert board.session.token == kept["token"]
    app.go_to_title()


def test_a_guest_board_offers_no_undo_no_bot_pause_and_no_concede(app, server):
    """At another's table the host plays the bots and has applied every move: the guest's
    board shows no Undo and no "Pause bots", P and Ctrl+Z do nothing there, the keys help
    lists neither, and the pause menu's Concede is off; a local game of the same seats
    offers them all."""
    import pygame

    from ui.boards import board_scene_for
    from ui.overlays import HelpOverlay
    from ui.session import GameSession

    srv, thread = server
    tid, code = _create(thread, "midgard", ["remote", "random"])
    session = RemoteSession.join(app, thread.url, tid, code, "Astrid")
    app.start_session(session)
    board = app.top
    end = time.monotonic() + 20
    while board.acting_human() is None and time.monotonic() < end:
        app.step(1 / 30, [], draw=False)
        time.sleep(0.005)
    assert board.acting_human() == session.seat
    app.step(1 / 30, [], draw=True)

    def offered(b):
        keys = {k for _r, _l, k in b.buttons if isinstance(k, str)}
        rows = {k for _key, k, _d in HelpOverlay(b).rows()}
        return keys, rows

    keys, rows = offered(board)
    assert "hint" in keys and "undo" not in keys and "bots" not in keys
    assert "board.help.p" not in rows and "board.help.undo" not in rows
    board.toasts.text = ""
    board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    assert not board.bots_paused
    assert not board.undo()
    assert board.toasts.text == ""              # no "Nothing to undo now" either
    board.open_pause()
    assert not app.top.buttons["concede"].is_enabled
    app.pop()
    session.close()
    # the same seats in a local game: all of them
    local = GameSession.new(app, "midgard", [{"name": "Astrid", "kind": "human", "colour": 0},
                                             {"name": "Bot", "kind": "random", "colour": 1}], 5, {})
    lboard = board_scene_for(app, local)
    app.clear_to(lboard)
    local.run_bots_until_human()
    app.step(1 / 30, [], draw=True)
    keys, rows = offered(lboard)
    assert {"undo", "bots", "hint"} <= keys and {"board.help.p", "board.help.undo"} <= rows
    lboard.open_pause()
    assert app.top.buttons["concede"].is_enabled
    app.pop()
    local.close()
    app.go_to_title()
