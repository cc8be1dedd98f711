"""Export and Import on the load screen (issue 35 item 5), and the row of a branch's
autosave (item 4): the export's path is said; an imported game is listed."""

from __future__ import annotations

import pytest

from saves import SaveStore
from saves.share import imports_folder
from tests.ui.test_scene_stats import finish
from ui.app import App
from ui.scenes.load import LoadScene
from ui.settings import Settings


@pytest.fixture
def app(tmp_path):
    return App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))


def listed(scene: LoadScene) -> None:
    if scene._listing is not None:
        scene._listing.wait(30)
    scene.update(0.01)


def test_export_says_where_and_import_lists_the_game(app, tmp_path):
    finish(app.store, "vikings", [{"name": "Astrid", "kind": "human"}], 7, name="Saga")
    scene = LoadScene(app)
    app.push(scene)
    listed(scene)
    assert scene.describe()["buttons"]["export"] is False      # nothing selected yet
    scene.press("import")
    assert "imports" in scene.message and not scene.message_error
    scene.select(0)
    scene.press("export")
    assert not scene.message_error and str(tmp_path / "exports") in scene.message
    exported = next((tmp_path / "exports").iterdir())
    (imports_folder(app.store) / "from-a-friend.json").write_bytes(exported.read_bytes())
    (imports_folder(app.store) / "broken.json").write_bytes(b"{}")
    scene.press("import")
    listed(scene)
    assert "Imported 1" in scene.message and "broken.json" in scene.message
    assert any("Imported from-a-friend" in row for row in scene.rows)


def test_a_branch_autosave_names_the_save_it_came_from(app):
    rec = finish(app.store, "vikings", [{"name": "Astrid", "kind": "human"}], 8)
    loaded, state = app.store.load(app.store.autosave_name(rec))
    loaded.branch = "Before-the-end"
    app.store.autosave(loaded, state)
    scene = LoadScene(app)
    listed(scene)
    assert any("(from Before the end)" in row for row in scene.rows)
