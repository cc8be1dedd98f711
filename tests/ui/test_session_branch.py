"""Nothing of a game's record is lost (issue 35 item 4): loading an older named save of a
game played to its end and playing on starts a branch with its own autosave, named
after the save it came from; the finished game's autosave stays listed, loads, and is
in the statistics."""

from __future__ import annotations

from typing import Any

from game.core import Rng
from tests.ui.stubs import StubApp
from ui.session import GameSession

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bjorn", "kind": "human"}]


def _play(session: GameSession, moves: int, rng: Rng) -> None:
    for _ in range(moves):
        if session.state.is_over():
            return
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))


def _saved_then_played_on(app, seed: int, before: int, name: str, after: int) -> tuple[GameSession, int, Any]:
    """A solo Vikings game: `before` seeded moves, saved as `name`, `after` more moves,
    left. (The session, the moves in the save, the save's path.)"""
    s = GameSession.new(app, "vikings", SEATS[:1], seed, {})
    rng = Rng(seed)
    _play(s, before, rng)
    path = s.save_as(name)
    saved = len(s.rec.actions)
    _play(s, after, rng)
    s.close()
    return s, saved, path


def test_playing_on_from_an_older_save_of_a_finished_game_keeps_both(tmp_path):
    app = StubApp(tmp_path / "saves")
    s = GameSession.new(app, "vikings", SEATS[:1], 5, {})
    rng = Rng(5)
    _play(s, 30, rng)
    s.save_as("before the end")
    saved_moves = len(s.rec.actions)
    _play(s, 100_000, rng)
    assert s.state.is_over()
    s.close()
    finished_name, finished_moves = s.save_name, len(s.rec.actions)
    assert app.store.records.rows() and app.store.records.rows()[0].decisions == finished_moves

    t = GameSession.load(app, "before the end")
    assert t.save_name != finished_name and t.save_name.endswith("-before-the-end")
    t.update()                       # the branch's autosave is written at the loaded position
    _play(t, 5, Rng(99))              # and the game goes on elsewhere
    t.close()

    listed = {e["name"]: e for e in app.store.list()}
    assert finished_name in listed and listed[finished_name].get("over") is True
    assert t.save_name in listed and listed[t.save_name]["moves"] == saved_moves + 5
    assert "before the end" in listed
    rec, state = app.store.load(finished_name)
    assert state.is_over() and len(rec.actions) == finished_moves
    rec2, _state2 = app.store.load(t.save_name)
    assert rec2.branch == "before-the-end" and len(rec2.actions) == saved_moves + 5

    # continuing the branch keeps writing the branch's autosave
    u = GameSession.load(app, t.save_name)
    assert u.save_name == t.save_name
    u.close()
    assert len(app.store.records.rows()) == 1   # the finished game, still in the statistics


def test_loading_a_save_whose_autosave_holds_the_same_moves_starts_no_branch(tmp_path):
    app = StubApp(tmp_path / "saves")
    s = GameSession.new(app, "vikings", SEATS[:1], 6, {})
    _play(s, 10, Rng(6))
    s.save_as("here")
    s.close()
    t = GameSession.load(app, "here")
    assert t.save_name == s.save_name and not t.rec.branch
    t.close()


def _to_end(spec, state, rec, rng):
    while not state.is_over():
        seat = state.to_act()[0]
        a = rng.choice(state.legal_actions(seat))
        state.apply(seat, a)
        rec.actions.append((seat, spec.action_to_json(a)))


def test_a_named_save_of_the_branch_never_prunes_the_finished_game(tmp_path):
    from game.registry import get_game
    from saves import GameRecord

    spec = get_game("vikings")
    app = StubApp(tmp_path / "saves")
    first = GameRecord.start("vikings", SEATS[:1], 7, {})
    state = spec.new_game(1, 7, {})
    _to_end(spec, state, first, Rng(7))
    app.store.autosave(first, state)                 # the finished game
    for k in range(1, 200):                          # a branch from move 20 that ends no sooner
        branch = first.copy()
        del branch.actions[20:]
        bstate = branch.replay(spec)
        _to_end(spec, bstate, branch, Rng(1000 + k))
        if len(branch.actions) >= len(first.actions) and branch.actions != first.actions:
            break
    assert len(branch.actions) >= len(first.actions)
    branch.branch = "early"
    app.store.autosave(branch, bstate)
    app.store.save("the other ending", branch, bstate)   # saved by name, later, with more moves
    app.store.prune_autosaves()
    names = {e["name"] for e in app.store.list()}
    assert app.store.autosave_name(first) in names and "the other ending" in names
    assert len({r.key for r in app.store.records.rows()}) == 2


def test_a_branch_left_before_its_first_frame_still_has_its_autosave(tmp_path):
    # the window fuzz found it: a save loaded into a branch and left at once (Esc, the
    # window closed) wrote no branch autosave, so the game could not be continued from it
    app = StubApp(tmp_path / "saves")
    s, saved, _path = _saved_then_played_on(app, 8, 12, "early", 6)
    t = GameSession.load(app, "early")
    assert t.save_name != s.save_name
    t.close()                        # no update() in between
    rec, state = app.store.load(t.save_name)
    assert len(rec.actions) == saved and rec.branch == "early"
    rec0, _ = app.store.load(s.save_name)
    assert len(rec0.actions) == saved + 6     # the game it came from is untouched


def test_a_branch_of_a_quick_save_writes_its_autosave(tmp_path):
    # a quick save's name (the game and the time, " (2)" at the same second) makes a branch
    # autosave name longer than the 64 characters a typed name may have: it was refused
    # ("a save name may use letters…"), so the branch never saved
    app = StubApp(tmp_path / "saves")
    s, _saved, path = _saved_then_played_on(app, 9, 8, "Tiny Epic Vikings 2026-12-04 02.40.34 (2)", 4)
    t = GameSession.load(app, path.stem)
    assert len(t.save_name) > 64
    t.update()
    _play(t, 3, Rng(10))
    t.flush_autosave()
    assert not t.save_failed, t.save_notice
    t.close()
    rec, _state = app.store.load(t.save_name)
    assert len(rec.actions) == 8 + 3
