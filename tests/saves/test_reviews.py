"""The bot's reviews kept with a game (saves.reviews): stored beside the saves, carried in
an exported game and kept by its import; a carried review that is not this game's, or
not well formed, is ignored and the import still succeeds."""

from __future__ import annotations

import json

from saves import GameRecord, SaveStore
from saves.format import seal
from saves.reviews import (
    REVIEW_VERSION,
    keep_carried,
    read_review,
    review_file,
    review_key,
    stored_reviews,
    write_review,
)
from saves.share import export_save, import_file
from tests.saves.fakegame import play

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bot", "kind": "easy"}]


def finished(spec, seed=4):
    rec = GameRecord.start("tally", SEATS, seed, {"target": "10"})
    state = spec.new_game(2, seed, {"target": "10"})
    play(spec, state, rec, 200, rng_seed=seed)
    return rec, state


def review(rec, level="quick", judgements=None):
    return {"version": REVIEW_VERSION, "key": review_key(rec), "level": level,
            "seats": {"0": judgements if judgements is not None else [{"step": 3, "drop": 0.25}]}}


def test_a_stored_review_is_read_back_and_only_for_its_own_game(tally, tmp_path):
    rec, _state = finished(tally)
    other, _ = finished(tally, seed=5)
    root = tmp_path / "saves"
    assert write_review(root, rec, "quick", review(rec))
    assert read_review(root, rec, "quick") == review(rec)
    assert read_review(root, rec, "default") is None and read_review(root, other, "quick") is None
    assert stored_reviews(root, rec) == {"quick": review(rec)}
    review_file(root, rec, "default").write_text("{not json", encoding="utf-8")
    assert stored_reviews(root, rec) == {"quick": review(rec)}      # a broken file is computed again


def test_an_exported_game_carries_its_reviews_to_the_importing_computer(tally, tmp_path):
    mine = SaveStore(tmp_path / "me" / "saves")
    rec, state = finished(tally)
    mine.save("Evening", rec, state)
    write_review(mine.root, rec, "quick", review(rec))
    write_review(mine.root, rec, "thorough", review(rec, "thorough", [{"step": 9, "drop": 0.5}]))
    path = export_save(mine, "Evening")
    assert set(json.loads(path.read_bytes())["reviews"]) == {"quick", "thorough"}
    theirs = SaveStore(tmp_path / "friend" / "saves")
    name = import_file(theirs, path)
    rec2, _ = theirs.load(name)
    assert stored_reviews(theirs.root, rec2) == stored_reviews(mine.root, rec)


def test_carried_reviews_of_another_game_or_of_a_bad_shape_are_ignored(tally, tmp_path):
    mine = SaveStore(tmp_path / "me" / "saves")
    rec, state = finished(tally)
    other, _ = finished(tally, seed=5)
    mine.save("Evening", rec, state)
    path = export_save(mine, "Evening")
    doc = json.loads(path.read_bytes())
    doc["reviews"] = {"quick": review(other), "default": dict(review(rec, "default"), seats={"7": []}),
                      "thorough": "junk", "forever": review(rec, "forever")}
    path.write_bytes(seal(doc))
    theirs = SaveStore(tmp_path / "friend" / "saves")
    name = import_file(theirs, path)                  # the game itself comes in
    rec2, _ = theirs.load(name)
    assert stored_reviews(theirs.root, rec2) == {}
    assert keep_carried(theirs.root, rec2, ["not", "a", "dict"]) == 0
    assert keep_carried(theirs.root, rec2, {"quick": review(rec2)}) == 1
