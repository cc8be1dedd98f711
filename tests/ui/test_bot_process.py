"""Bots think in a separate process (ui/botproc.py): they only ever see the deciding
seat's view (sent as JSON), they decide exactly as in a thread for the same seed, one
worker is reused, a game left or undone mid-thought never gets a stale move, and the
process ends with the app. The worker is started with 'spawn' (as on Windows and in the
frozen program)."""

from __future__ import annotations

import json
import time

import pytest

from game.ai import make_bot
from game.core import Rng
from game.registry import GAMES
from saves import SaveStore
from tests.ui.stubs import StubApp
from ui import botproc
from ui.botproc import BotWorker, decide, job_payload
from ui.session import GameSession

PLAYABLE = [g for g, s in GAMES.items() if s.available]


def sample_views(game_id: str, every: int = 9, limit: int = 6, seed: int = 4) -> list:
    """(view, seat) pairs with at least two legal actions, spread over a random game."""
    spec = GAMES[game_id]
    n = min(3, spec.max_players) if spec.min_players <= 3 else spec.min_players
    st = spec.new_game(n, seed, {})
    rng = Rng(seed)
    out, k = [], 0
    while not st.is_over() and len(out) < limit:
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        if len(legal) > 1:
            k += 1
            if k % every == 0:
                out.append((st.view(seat), seat))
        st.apply(seat, rng.choice(legal))
    return out


def norm(d):
    return json.loads(json.dumps(d, sort_keys=True))


@pytest.fixture(scope="module")
def worker():
    w = BotWorker("spawn")
    yield w
    w.close()


def wait(w: BotWorker, ids: set[int], timeout: float = 60.0) -> dict[int, tuple[bool, object]]:
    got: dict[int, tuple[bool, object]] = {}
    end = time.monotonic() + timeout
    while not ids <= set(got):
        for job_id, ok, value in w.poll():
            got[job_id] = (ok, value)
        assert time.monotonic() < end, "the bot process did not answer"
        time.sleep(0.005)
    return got


# --- the view goes through JSON --------------------------------------------------------------
@pytest.mark.parametrize("game_id", PLAYABLE)
def test_views_round_trip_through_json(game_id):
    spec = GAMES[game_id]
    views = sample_views(game_id, every=3, limit=25)
    assert views
    for v, seat in views:
        d = json.loads(json.dumps(v.to_json()))
        back = spec.from_json(d)
        assert norm(back.to_json()) == norm(v.to_json())
        assert back.legal_actions(seat) == v.legal_actions(seat)
        assert back.to_act() == v.to_act()
        # still a view: nothing hidden from the seat reappears
        assert norm(back.view(seat).to_json()) == norm(v.view(seat).to_json())


@pytest.mark.parametrize("game_id", PLAYABLE)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decide_from_json_equals_the_bot_on_the_view(game_id, level):
    """The worker's computation (view rebuilt from JSON) picks what the bot picks on
    the view object, for the same seed (hard with a fixed iteration count)."""
    spec = GAMES[game_id]
    iterations = 12 if level == "hard" else None
    for v, seat in sample_views(game_id, limit=3):
        bot = make_bot(level, game_id)
        if iterations:
            bot.configure(iterations=iterations)
        want = bot.choose(v, seat, Rng(77))
        got = decide(job_payload(game_id, level, v, seat, 77, budget=None, iterations=iterations))
        assert spec.action_from_json(json.loads(json.dumps(got))) == want


def test_worker_process_decides_like_a_thread_and_is_reused(worker):
    jobs, want = {}, {}
    for game_id in PLAYABLE:
        for v, seat in sample_views(game_id, limit=2):
            bot = make_bot("hard", game_id)
            bot.configure(iterations=10)
            want_action = bot.choose(v, seat, Rng(5))
            job = worker.submit(job_payload(game_id, "hard", v, seat, 5, iterations=10))
            jobs[job] = game_id
            want[job] = want_action
    got = wait(worker, set(jobs))
    for job, game_id in jobs.items():
        ok, value = got[job]
        assert ok, value
        assert GAMES[game_id].action_from_json(value) == want[job]
    assert worker.starts == 1 and worker.alive        # one process for every decision
    assert worker.pid is not None and worker.pid != __import__("os").getpid()
    assert worker.start_method == "spawn"


def test_a_failing_job_reports_an_error_and_the_worker_goes_on(worker):
    v, seat = sample_views("midgard", limit=1)[0]
    bad = job_payload("midgard", "hard", v, seat, 1, iterations=3)
    bad["view"] = {"not": "a view"}
    b = worker.submit(bad)
    good = worker.submit(job_payload("midgard", "normal", v, seat, 1))
    got = wait(worker, {b, good})
    assert got[b][0] is False and "Traceback" in got[b][1]
    assert got[good][0] is True


def test_cancel_ends_the_running_search_and_drops_waiting_jobs():
    w = BotWorker("spawn")
    try:
        v, seat = sample_views("midgard", limit=1)[0]
        long = w.submit(job_payload("midgard", "hard", v, seat, 1, budget=30.0))
        waiting = w.submit(job_payload("midgard", "normal", v, seat, 1))
        end = time.monotonic() + 30
        while not w.alive or w.poll() or w._running != long:   # started in the background, then sent
            assert time.monotonic() < end
            time.sleep(0.01)
        time.sleep(0.3)
        assert w.busy() and w.alive
        first_pid = w.pid
        w.cancel(waiting)
        w.cancel(long)
        assert not w.busy()
        assert w.pid is None or w.pid != first_pid      # the searching process was ended
        again = w.submit(job_payload("midgard", "normal", v, seat, 2))
        got = wait(w, {again}, timeout=60)
        assert got[again][0] is True and long not in got and waiting not in got
        assert w.starts == 2
    finally:
        w.close()
    assert not w.alive


# --- through the game session ---------------------------------------------------------------------
SEATS = [{"name": "Astrid", "kind": "hard", "colour": 0}, {"name": "Bjorn", "kind": "normal", "colour": 1},
         {"name": "Sigrid", "kind": "easy", "colour": 2}]


def run_in_lockstep(session: GameSession, moves: int, timeout: float = 120.0) -> None:
    """Frames in which every started decision is finished before the next update, so
    simultaneous decisions land in the same order with a process or with threads."""
    end = time.monotonic() + timeout
    while len(session.rec.actions) < moves and not session.state.is_over():
        session.start_bots()
        session.wait_for_bots(timeout=60)
        session.update()
        assert time.monotonic() < end


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_session_in_the_process_plays_the_same_game_as_in_threads(tmp_path, game_id):
    spec = GAMES[game_id]
    n = max(spec.min_players, min(3, spec.max_players))
    games, decided = [], []
    for name, in_process in (("a", True), ("b", False)):
        s = GameSession.new(StubApp(tmp_path / name), game_id, SEATS[:n], 11)
        s.bot_process = in_process
        s.bot_iterations = 8
        before = botproc.shared_worker().decisions
        run_in_lockstep(s, 14)
        decided.append(botproc.shared_worker().decisions - before)
        games.append(s)
    a, b = games
    assert decided[0] >= 10 and decided[1] == 0      # a: in the process; b: in threads
    assert a.rec.actions == b.rec.actions and len(a.rec.actions) >= 14
    assert not a.last_error and not b.last_error
    a.close()
    b.close()


HUMAN_AND_HARD = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "hard", "colour": 1}]


def _until_thinking(session: GameSession, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    rng = Rng(3)
    while not session.thinking:
        session.update()
        if session.pending_humans():
            seat = session.pending_humans()[0]
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        assert time.monotonic() < end


def test_leaving_a_game_mid_thought_discards_the_move_and_ends_the_search(tmp_path):
    app = StubApp(tmp_path, bot_budget=30.0)
    s = GameSession.new(app, "midgard", HUMAN_AND_HARD, 8)
    _until_thinking(s)
    assert s.thinking and s.thinking_seats() == [1]            # the indicator's source
    worker = s.bots.worker
    pid = worker.pid
    moves = len(s.rec.actions)
    s.close()
    assert not s.thinking and not worker.busy()
    assert worker.pid != pid                                    # that search was stopped
    time.sleep(0.2)
    assert s.update() == [] and len(s.rec.actions) == moves


def test_undo_is_refused_while_a_bot_thinks_and_the_bot_move_lands_afterwards(tmp_path):
    app = StubApp(tmp_path, bot_budget=0.3)
    s = GameSession.new(app, "midgard", HUMAN_AND_HARD, 21)
    _until_thinking(s)
    moves = len(s.rec.actions)
    assert not s.can_undo() and s.undo() is False
    s.wait_for_bots(timeout=30)
    assert not s.thinking
    landed = []
    end = time.monotonic() + 10
    while not landed and time.monotonic() < end:
        landed = s.update()
    assert landed and landed[0][0] == 1 and len(s.rec.actions) == moves + 1
    s.close()


def test_cancel_bots_then_the_bot_thinks_again_in_a_new_process(tmp_path):
    app = StubApp(tmp_path, bot_budget=30.0)
    s = GameSession.new(app, "midgard", HUMAN_AND_HARD, 8)
    _until_thinking(s)
    starts = s.bots.worker.starts
    s.cancel_bots()
    app.settings.bot_budget = 0.2
    s.update()
    assert s.thinking
    s.wait_for_bots(timeout=30)
    end = time.monotonic() + 10
    while not s.update() and time.monotonic() < end:
        pass
    assert s.bots.worker.starts == starts + 1
    s.close()


def test_app_shutdown_ends_the_bot_process(tmp_path):
    from ui.app import App

    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    w = botproc.shared_worker()
    v, seat = sample_views("midgard", limit=1)[0]
    job = w.submit(job_payload("midgard", "normal", v, seat, 1))
    wait(w, {job})
    assert w.alive
    app.shutdown()
    assert not w.alive and botproc._SHARED is None


class RecordingWorker:
    """Stands in for the bot process: records what would be sent; `answer(job, value)`
    makes `poll` return a job's reply."""

    broken = False

    def __init__(self):
        self.payloads = []
        self.replies = []

    def prestart(self):
        pass

    def submit(self, payload):
        self.payloads.append(payload)
        return len(self.payloads)

    def answer(self, job_id, value):
        self.replies.append((job_id, True, value))

    def poll(self):
        out, self.replies = self.replies, []
        return out

    def cancel(self, job_id):
        pass


def test_bots_deciding_together_share_the_thinking_time(tmp_path, monkeypatch):
    # a game that sets no thinking time per round: bots that decide at the same time
    # share the setting (the one bot process thinks for one at a time)
    from game.ai.common import load_heuristic

    monkeypatch.delattr(load_heuristic("blood_rage"), "ROUND_SECONDS")
    app = StubApp(tmp_path, bot_budget=3.0)
    app.bot_worker = RecordingWorker()
    seats = HUMAN_AND_HARD + [{"name": "Sigrid", "kind": "hard", "colour": 2},
                              {"name": "Ulf", "kind": "normal", "colour": 3}]
    s = GameSession.new(app, "blood_rage", seats, 4)
    assert len(s.state.to_act()) == 4            # the first draft pick: everybody at once
    s.start_bots()
    sent = app.bot_worker.payloads
    assert sorted(p["seat"] for p in sent) == [1, 2, 3]
    assert all(p["budget"] == pytest.approx(1.0) for p in sent)   # 3 s shared by 3 bots
    assert not any(p.get("report") for p in sent)
    assert all(p["view"] == s.state.view(p["seat"]).to_json() for p in sent)   # only the seat's view
    assert s.thinking and s.thinking_seats() == [1, 2, 3]
    s.close()


def test_hard_seats_think_at_the_games_pace(tmp_path):
    # Midgard sets a thinking time per round for the whole table: each hard seat gets
    # its share, spread over the searches it expects; a normal seat gets the setting
    from game.ai import pace
    from game.ai.common import load_heuristic

    mod = load_heuristic("midgard")
    app = StubApp(tmp_path, bot_budget=3.0)
    app.bot_worker = RecordingWorker()
    seats = HUMAN_AND_HARD + [{"name": "Sigrid", "kind": "hard", "colour": 2},
                              {"name": "Ulf", "kind": "normal", "colour": 3}]
    s = GameSession.new(app, "midgard", seats, 4)
    s.start_bots()
    sent = {p["seat"]: p for p in app.bot_worker.payloads}
    share = mod.ROUND_SECONDS * 3.0 / pace.DEFAULT_SETTING / 2      # two hard seats
    for seat in (1, 2):
        assert sent[seat]["report"] is True
        assert sent[seat]["budget"] == pytest.approx(share / mod.SEARCHES_PER_ROUND)
    assert sent[3]["budget"] == pytest.approx(1.0) and not sent[3].get("report")
    # the process reports how long seat 1 thought: that time is gone from its round
    legal = s.state.legal_actions(1)
    app.bot_worker.answer(1, {"action": s.spec.action_to_json(legal[0]), "seconds": 1.5, "searched": True})
    s.update()
    p1 = s.bots.paces[1]
    assert p1.spent == pytest.approx(1.5) and p1.made == 1
    assert p1.budget(pace.round_key(s.state)) == pytest.approx((share - 1.5) / (mod.SEARCHES_PER_ROUND - 1))
    assert s.bots.paces[2].spent == 0.0
    assert s.thinking_seats() == [2, 3]
    # the setting changed during the game: the paces start again from the new one
    app.settings.bot_budget = 6.0
    assert s.bots.pace(1).per_round == pytest.approx(mod.ROUND_SECONDS * 6.0 / pace.DEFAULT_SETTING / 2)
    assert s.bots.pace(1).cap == 6.0 and s.bots.pace(1).spent == 0.0
    s.close()


def test_the_process_keeps_a_timed_hard_bot_per_seat_and_reuses_its_tree():
    # a timed decision that directly follows the same seat's previous one (the next
    # step of one card) starts from the subtree the previous search grew
    from game.registry import get_game

    spec = get_game("midgard")
    st = spec.new_game(2, 11, {})
    normal = make_bot("normal", "midgard")
    reused = fresh = 0
    botproc._KEPT.clear()
    prev_followed = False
    while not st.is_over() and reused < 2:
        seat = st.to_act()[0]
        v = st.view(seat)
        if seat == 1 and len(v.legal_actions(1)) > 1:
            got = decide(job_payload("midgard", "hard", v, 1, 5, budget=0.05))
            bot = botproc._KEPT[("midgard", 1)]
            if bot.last_reused:
                assert prev_followed      # reused only right after its own previous decision
                reused += 1
            else:
                fresh += 1
            action = spec.action_from_json(got)
            before_round = st.round_label()
            st.apply(1, action)
            prev_followed = st.to_act() == [1] and st.round_label() == before_round
        else:
            st.apply(seat, normal.choose(v, seat, Rng(3)))
            prev_followed = False
    assert reused >= 2 and fresh > 0
    # a job with a fixed iteration count gets a fresh bot: the kept one is not touched
    kept = botproc._KEPT[("midgard", 1)]
    root = kept.last_root
    while not st.is_over() and (st.to_act()[0] != 1 or len(st.legal_actions(1)) < 2):
        seat = st.to_act()[0]
        st.apply(seat, normal.choose(st.view(seat), seat, Rng(3)))
    if not st.is_over():
        decide(job_payload("midgard", "hard", st.view(1), 1, 5, iterations=7))
        assert botproc._KEPT[("midgard", 1)] is kept and kept.last_root is root
    botproc._KEPT.clear()
