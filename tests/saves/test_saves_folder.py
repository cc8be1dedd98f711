"""A saves "folder" that is a file, a link to nothing or inside a file: saving says what
is wrong with the folder and where it is (never "File exists"), and so does the Load
screen (never an empty list without a word)."""

from __future__ import annotations

import os

import pytest

from saves import GameRecord, SaveError, SaveStore

SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bo", "kind": "human"}]


def _file(tmp_path):
    root = tmp_path / "saves"
    root.write_text("not a folder")
    return root, "is a file, not a folder"


def _dangling(tmp_path):
    root = tmp_path / "saves"
    os.symlink(tmp_path / "gone" / "away", root)
    return root, "is a link to"


def _inside_a_file(tmp_path):
    (tmp_path / "home").write_text("a file where a folder should be")
    return tmp_path / "home" / "saves", "is a file, not a folder"


LAYOUTS = {"file": _file, "dangling link": _dangling, "inside a file": _inside_a_file}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_saving_names_the_folder_and_what_is_wrong(tally, tmp_path, layout):
    root, what = LAYOUTS[layout](tmp_path)
    store = SaveStore(root)
    rec = GameRecord.start("tally", SEATS, 3)
    state = tally.new_game(2, 3, {})
    for save in (lambda: store.save("evening", rec, state), lambda: store.autosave(rec, state),
                 lambda: store.save("Tally 2026-12-02 06.00.00", rec, state, fresh=True)):
        with pytest.raises(SaveError) as e:
            save()
        msg = str(e.value)
        assert str(root) in msg and what in msg, msg
        assert "File exists" not in msg and "Not a directory" not in msg
    if layout == "dangling link":
        assert str(tmp_path / "gone" / "away") in str(store.folder_problem())
    store.lock("evening")   # a game can still be played (it is not saved): no error, no file
    store.unlock("evening")
    assert store.list() == []


def test_a_missing_folder_is_no_problem(tally, tmp_path):
    store = SaveStore(tmp_path / "new" / "saves")
    assert store.folder_problem() is None
    rec = GameRecord.start("tally", SEATS, 3)
    store.save("first", rec, tally.new_game(2, 3, {}))
    assert store.folder_problem() is None and [e["name"] for e in store.list()] == ["first"]


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_the_load_screen_says_what_is_wrong_with_the_folder(tmp_path, layout):
    from ui.app import App
    from ui.scenes.load import LoadScene
    from ui.settings import Settings

    root, what = LAYOUTS[layout](tmp_path)
    app = App(headless=True, settings=Settings(), store=SaveStore(root))
    load = LoadScene(app)
    app.push(load)
    assert load.entries == []
    assert "saves folder cannot be used" in load.message and load.message_error, load.message
    shown = load.details.html_text
    assert what in shown and str(root) in shown and "no saved games yet" not in shown, shown


def test_the_load_screen_of_a_good_empty_folder_says_nothing_of_a_problem(tmp_path):
    from ui.app import App
    from ui.scenes.load import LoadScene
    from ui.settings import Settings

    app = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    load = LoadScene(app)
    app.push(load)
    assert load.message == "" and "no saved games yet" in load.details.html_text
