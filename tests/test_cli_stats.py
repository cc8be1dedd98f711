"""`main.py stats`: --rebuild records every finished save again, --csv FILE writes the
recorded seats; a wrong command line exits 2 with one clear line."""

from __future__ import annotations

import csv

import pytest

import main
from game.core import Rng
from game.registry import get_game
from saves import GameRecord, SaveStore


def run(capsys, *argv):
    code = main.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _finished(store: SaveStore, seed: int) -> None:
    spec = get_game("vikings")
    rec = GameRecord.start("vikings", [{"name": "Astrid", "kind": "human"}], seed, {})
    rec.created = 1000.0 + seed
    state = spec.new_game(1, seed, {})
    rng = Rng(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        a = rng.choice(state.legal_actions(seat))
        state.apply(seat, a)
        rec.actions.append((seat, spec.action_to_json(a)))
    store.save(f"game {seed}", rec, state)


def test_rebuild_and_csv(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    store = SaveStore()
    _finished(store, 1)
    _finished(store, 2)
    code, out, err = run(capsys, "stats", "--rebuild")
    assert code == 0 and "2 finished game(s)" in out, err
    assert (tmp_path / "records.sqlite3").exists()
    target = tmp_path / "out.csv"
    code, out, _ = run(capsys, "stats", "--csv", str(target))
    assert code == 0 and "wrote 2 row(s)" in out
    with open(target, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [r["name"] for r in rows] == ["Astrid", "Astrid"] and {r["game"] for r in rows} == {"vikings"}
    code, out, _ = run(capsys, "stats")
    assert code == 0 and "2 finished game(s) recorded" in out


@pytest.mark.parametrize("argv, words", [
    (["stats", "--csv", ""], ("--csv", "file name")),
    (["stats", "--csv", "/no/such/folder/x.csv"], ("--csv", "does not exist")),
    (["stats", "--rebuild", "now"], ("unrecognized", "now")),
    (["stats", "--csv"], ("--csv", "expected one argument")),
    (["stats", "--cvs", "x"], ("unrecognized",)),
])
def test_a_wrong_stats_command_line_exits_2_with_one_clear_line(capsys, tmp_path, monkeypatch, argv, words):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and all(w in lines[0] for w in words), err


def test_a_folder_for_csv_is_refused(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    code, _, err = run(capsys, "stats", "--csv", str(tmp_path))
    assert code == 2 and "is a folder" in err
