"""A table hosted from the window (ui.hosting.HostSession): the window's session is the one
true game and plays its bots; a player on another computer joins with the table code,
is sent only their own view at every position, and their moves are applied in the
window's order; a move the game moved past is refused as too late; nobody may create
another table at a window's server."""

from __future__ import annotations

import random
import time

import pytest

from game.core.messages import msg_from_json
from game.registry import GAMES
from net.client import NetClient
from tests.ui.tables import seats, table_app
from ui.boards import board_scene_for
from ui.hosting import HostSession
from ui.session import GameSession


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return table_app(tmp_path_factory)


def _host(app, game_id, kinds, seed=7):
    s = HostSession.new(app, game_id, seats(*kinds), seed, {}, port=0, announce=False)
    s.bot_process = False
    s.bot_iterations = 20
    return s


def _subsequence(part, whole):
    it = iter(whole)
    return len(part) > 20 and all(any(x == y for y in it) for x in part)


def _url(session):
    return f"ws://127.0.0.1:{session.port}"


def _views_by_seq(game_id, rec, seat):
    """The seat's view at every position of the record, as JSON."""
    spec = GAMES[game_id]
    st = spec.new_game(len(rec.seats), rec.seed, rec.options)
    out = [st.view(seat).to_json()]
    for s, js in rec.actions:
        st.apply(s, spec.action_from_json(js))
        out.append(st.view(seat).to_json())
    return out


@pytest.mark.parametrize("game_id,kinds", [
    ("vikings", ("human", "remote")),
    ("asgard", ("human", "remote", "easy")),
    ("midgard", ("remote", "human", "random")),
    ("blood_rage", ("human", "remote", "random")),
])
def test_a_game_hosted_here_is_played_to_its_end_with_a_player_elsewhere(app, game_id, kinds):
    session = _host(app, game_id, kinds)
    remote = kinds.index("remote")
    local = kinds.index("human")
    try:
        assert session.human_seats() == [local] and session.is_remote(remote)
        client = NetClient(_url(session), "Sigrid")
        client.send({"type": "join", "table": session.table_id, "code": session.code})
        joined = client.wait_for("joined")
        assert joined["seat"] == remote
        spec = GAMES[game_id]
        rng = random.Random(5)
        sent: list[dict] = []
        answered: set[int] = set()      # a position is answered once (a state may come again)
        logged: list[str] = []
        end = time.monotonic() + 240
        while not session.state.is_over() and time.monotonic() < end:
            session.update()
            for msg in client.poll():
                if msg.get("type") == "log":
                    logged.extend(str(msg_from_json(line)) for line in msg["lines"])
                if msg.get("type") == "state":
                    sent.append(msg)
                    if msg["legal"] and msg["seq"] not in answered:
                        answered.add(msg["seq"])
                        client.send({"type": "act", "table": session.table_id, "token": joined["token"],
                                     "seq": msg["seq"], "action": rng.choice(msg["legal"])})
            for seat in session.pending_humans():
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
            time.sleep(0.001)
        assert session.state.is_over(), "the hosted game did not reach its end"
        # the name the player gave is the seat's, here too, on the board's panels
        assert session.names[remote] == "Sigrid"
        board = board_scene_for(app, session)
        assert board.names[remote] == "Sigrid"
        assert board.seat_panels.tag(remote, local, set(), set(), False) == "remote"
        # the remote seat moved, and was only ever sent its own view at that position
        assert any(s == remote for s, _ in session.rec.actions)
        views = _views_by_seq(game_id, session.rec, remote)
        assert sent and all(m["view"] == views[m["seq"]] for m in sent)
        # the table's log reached the other computer, line by line as the host wrote it
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            for msg in client.poll():
                if msg.get("type") == "log":
                    logged.extend(str(msg_from_json(line)) for line in msg["lines"])
            if logged and logged[-1] == str(session.log[-1]):
                break
            time.sleep(0.01)
        host_lines = [str(line) for line in session.log]
        assert _subsequence(logged, host_lines), (logged[-3:], host_lines[-3:])
        # the mirror holds the same game as the window
        deadline = time.monotonic() + 10
        while session.mirror.seq < len(session.rec.actions) and time.monotonic() < deadline:
            time.sleep(0.01)
        assert session.mirror.rec.actions == session.rec.actions
        assert session.mirror.state.scores() == session.state.scores()
        assert spec.id == game_id
        client.close()
    finally:
        session.close()


def test_a_wrong_code_another_table_and_a_late_move_are_refused(app):
    session = _host(app, "vikings", ("human", "remote"))
    try:
        bad = NetClient(_url(session), "Eve")
        bad.send({"type": "join", "table": session.table_id, "code": "00000000"})
        assert bad.wait_for("refused")["reason"] == "wrong table code"
        bad.send({"type": "create", "game": "vikings", "seats": [{"kind": "remote"}]})
        assert "own table" in bad.wait_for("refused")["reason"]
        bad.close()
        assert session.seat_status(1).startswith(f"{session.names[1]} (not joined yet: table ")
        # before anyone joined, the top bar names the table and its code
        c = NetClient(_url(session), "Sigrid")
        c.send({"type": "join", "table": session.table_id, "code": session.code})
        joined = c.wait_for("joined")
        # an action checked at the mirror, then overtaken here: refused as too late
        session.update()
        msg = c.wait_for("state")
        session.inbox.put((1, msg["seq"], object()))
        session.update()
        assert c.wait_for("refused")["reason"].startswith("too late")
        c.close()
        deadline = time.monotonic() + 10
        while session.mirror.seats[1].connected and time.monotonic() < deadline:
            time.sleep(0.01)
        session.update()
        assert session.seat_status(1) == "Sigrid (disconnected)"
        assert joined["seat"] == 1
    finally:
        session.close()


def test_a_table_without_a_remote_seat_is_not_hosted(app):
    with pytest.raises(ValueError):
        HostSession.new(app, "vikings", seats("human", "easy"), 3, {}, port=0, announce=False)


def test_new_game_hosts_when_a_seat_is_on_another_computer(tmp_path):
    from saves import SaveStore
    from ui.app import App
    from ui.paths import config_dir
    from ui.scenes.new_game import SETUP_FILE, NewGameScene

    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    try:
        ng = NewGameScene(app)
        app.push(ng)
        ng.count = 2
        ng.seats[1]["kind"] = "remote"
        ng.rebuild()
        assert "kind:1:remote" in ng.buttons
        ng.start()
        session = app.session if hasattr(app, "session") else app.top.session
        assert isinstance(session, HostSession) and session.is_remote(1) and session.human_seats() == [0]
        board = app.top
        app.step(1 / 30, [])
        if 1 in session.state.to_act():
            assert f"{session.names[1]} (not joined yet: table {session.table_id}, code {session.code})" in \
                board.status_text(session.state)
        assert any(session.code in str(line) for line in session.log)
        session.close()
    finally:
        (config_dir() / SETUP_FILE).unlink(missing_ok=True)


def test_a_player_who_left_is_played_on_by_a_bot_of_the_window(app):
    from ui.scenes.pause import PauseScene

    session = _host(app, "vikings", ("human", "remote"), seed=11)
    try:
        assert session.away_seats() == [] and session.to_bot(1) is False     # nobody has left yet
        c = NetClient(_url(session), "Sigrid")
        c.send({"type": "join", "table": session.table_id, "code": session.code})
        c.wait_for("joined")
        session.update()
        c.close()
        deadline = time.monotonic() + 10
        while session.mirror.seats[1].connected and time.monotonic() < deadline:
            time.sleep(0.01)
        assert session.away_seats() == [1]
        pause = PauseScene(app, session)
        app.push(pause)
        assert "to_bot" in pause.buttons and "Sigrid" in pause.buttons["to_bot"].text
        pause.press("to_bot")
        assert session.seats[1]["kind"] == "easy" and not session.is_remote(1) and session.away_seats() == []
        rng = random.Random(2)
        end = time.monotonic() + 120
        while not session.state.is_over() and time.monotonic() < end:
            session.update()
            for seat in session.pending_humans():
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
            time.sleep(0.001)
        assert session.state.is_over() and any(s == 1 for s, _ in session.rec.actions)
        assert any("plays on as a bot" in str(line) for line in session.log)
    finally:
        session.close()


def test_a_hosted_game_loaded_again_is_hosted_again_where_it_was(app):
    from ui.hosting import load_session

    session = _host(app, "asgard", ("human", "remote", "easy"), seed=4)
    name = session.save_name
    try:
        c = NetClient(_url(session), "Sigrid")
        c.send({"type": "join", "table": session.table_id, "code": session.code})
        joined = c.wait_for("joined")
        rng = random.Random(1)
        answered: set[int] = set()
        end = time.monotonic() + 60
        while len(session.rec.actions) < 12 and time.monotonic() < end:
            session.update()
            for msg in c.poll():
                if msg.get("type") == "state" and msg["legal"] and msg["seq"] not in answered:
                    answered.add(msg["seq"])
                    c.send({"type": "act", "table": session.table_id, "token": joined["token"],
                            "seq": msg["seq"], "action": rng.choice(msg["legal"])})
            for seat in session.pending_humans():
                session.apply(seat, rng.choice(session.state.legal_actions(seat)))
            time.sleep(0.001)
        moves = list(session.rec.actions)
        old_code, old_table, old_port = session.code, session.table_id, session.port
        c.close()
    finally:
        session.close()
    again = load_session(app, name)
    try:
        assert isinstance(again, HostSession) and again.rec.actions == moves
        # the same table, code and seat token: the player's program rejoins with what it kept
        assert again.mirror.rec.actions == moves and again.code == old_code and again.table_id == old_table
        assert again.mirror.seats[1].token == joined["token"] and again.port == old_port
        c = NetClient(_url(again), "Sigrid")
        c.send({"type": "rejoin", "table": old_table, "token": joined["token"]})
        assert c.wait_for("joined")["seat"] == 1
        state = c.wait_for("state")
        assert state["seq"] == len(moves) and state["view"] == again.state.view(1).to_json()
        c.close()
    finally:
        again.close()


def test_hot_seat_and_a_player_elsewhere_at_one_table_to_its_end(app):
    # two players at the host's screen (a handoff between them) and one on another computer
    from ui.overlays import SummaryOverlay
    from ui.scenes.game_over import GameOverScene

    session = _host(app, "asgard", ("human", "remote", "human"), seed=9)
    try:
        assert session.human_seats() == [0, 2] and session.is_remote(1)
        client = NetClient(_url(session), "Sigrid")
        client.send({"type": "join", "table": session.table_id, "code": session.code})
        joined = client.wait_for("joined")
        board = board_scene_for(app, session)
        app.clear_to(board)
        rng = random.Random(2)
        answered: set[int] = set()
        handoffs, local_moves, remote_events = 0, {0: 0, 2: 0}, 0
        last_local, last = None, None
        end = time.monotonic() + 300
        while not isinstance(app.top, GameOverScene) and time.monotonic() < end:
            app.step(1 / 30, [], draw=False)
            for msg in client.poll():
                remote_events += msg.get("type") == "events"
                last = msg if msg.get("type") == "state" else last
                if msg.get("type") == "state" and msg["legal"] and msg["seq"] not in answered:
                    answered.add(msg["seq"])
                    client.send({"type": "act", "table": session.table_id, "token": joined["token"],
                                 "seq": msg["seq"], "action": rng.choice(msg["legal"])})
            top = app.top
            if type(top).__name__ == "HandoffScene":
                handoffs += 1
                top.ready()
                continue
            if top is not board:
                if getattr(top, "board", None) is board:
                    getattr(top, "put_away", top.close)() if isinstance(top, SummaryOverlay) else top.close()
                continue
            seat = board.acting_human()
            if seat is None:
                time.sleep(0.002)
                continue
            assert seat in (0, 2)
            # the screen shows only the acting player's own things (or the public table)
            assert board.viewer() in (seat, None)
            targets = [t for t in board.targets if t.action in session.state.legal_actions(seat)]
            if not targets:
                continue
            n = len(session.rec.actions)
            t = rng.choice(targets)
            board.click(t.center if t.shape == "circle" else t.rect.center)
            if board.confirming is not None:
                board.answer_confirm(True)
            if len(session.rec.actions) > n:
                local_moves[seat] += 1
                last_local = seat
        assert isinstance(app.top, GameOverScene), "the table did not reach its end"
        assert session.state.is_over() and last_local is not None
        movers = {s for s, _ in session.rec.actions}
        assert movers == {0, 1, 2} and min(local_moves.values()) > 5
        assert handoffs >= 2           # the screen passed between the two players here
        assert remote_events > 20      # the player elsewhere was told the moves' events
        # the player elsewhere ends at the same final position, from its own view
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and (last is None or last["seq"] < len(session.rec.actions)):
            for msg in client.poll():
                if msg.get("type") == "state":
                    last = msg
            time.sleep(0.01)
        assert last["over"] and GAMES["asgard"].from_json(last["view"]).scores() == session.state.scores()
        client.close()
    finally:
        app.go_to_title()
        session.close()


def test_a_rematch_at_the_host_hosts_the_table_again_with_a_new_code(app):
    """Rematch at a hosted table: the same seats, the players elsewhere waited for again at
    a new table with a new code (the old table's tokens are not kept); the old table's
    server is gone. A local game's Rematch is a local game with the same seats."""
    host = _host(app, "midgard", ("human", "remote", "random"))
    try:
        old = (host.table_id, host.code, host.seats[1]["token"])
        again = host.rematch(11)
        try:
            assert isinstance(again, HostSession) and host.thread is None
            assert again.rec.seed == 11 and [s["name"] for s in again.seats] == [s["name"] for s in host.seats]
            assert again.seats[1]["remote"] and again.mirror.seats[1].kind == "remote"
            assert (again.table_id, again.code, again.seats[1]["token"]) != old
            assert again.seats[1]["token"] != old[2] and again.seats[1]["code"] == again.code
            assert not again.seats[0].get("remote") and again.seats[2]["kind"] == "random"
        finally:
            again.close()
    finally:
        host.close()
    local = GameSession.new(app, "vikings", seats("human", "easy"), 3, {"expansion": "none"})
    try:
        again = local.rematch(4)
        assert type(again) is GameSession and again.rec.seed == 4
        assert again.seats == local.seats and again.rec.options == local.rec.options
        again.close()
    finally:
        local.close()
