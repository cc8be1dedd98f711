"""Sound effects (ui.sound): the clips load, the volume and mute hold, a missing audio
device is silent, the board plays the effect of a step, the settings keep volume and mute."""

from __future__ import annotations

import logging
import wave

import pygame
import pytest

from ui import sound
from ui.paths import asset_path
from ui.settings import Settings


@pytest.mark.parametrize("name", sound.NAMES)
def test_clips_are_small_quiet_wavs_that_load(name):
    path = asset_path("sounds", f"{name}.wav")
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        assert 0.05 < w.getnframes() / w.getframerate() <= 0.4
        frames = w.readframes(w.getnframes())
    peak = max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True)) for i in range(0, len(frames), 2))
    assert 0.1 * 32767 < peak <= 0.4 * 32767  # audible, and quiet
    p = sound.SoundPlayer()
    if not p.available():
        pytest.skip("no mixer here")
    assert p.clip(name) is not None and p.clip(name).get_length() > 0.05


def test_license_names_every_clip():
    text = asset_path("sounds", "LICENSE").read_text(encoding="utf-8")
    assert "CC0" in text and "own work" in text
    for name in sound.NAMES:
        assert f"{name}.wav" in text


def test_play_at_volume_and_never_at_zero_or_muted():
    p = sound.SoundPlayer(volume=0.5)
    if not p.available():
        pytest.skip("no mixer here")
    assert p.play("card") and p.played == ["card"]
    assert p.clip("card").get_volume() == pytest.approx(0.5, abs=0.01)
    p.set_volume(0.0)
    assert not p.play("battle")
    p.set_volume(0.8, muted=True)
    assert not p.play("battle")
    assert p.played == ["card"]
    assert not p.play("no-such-sound")


def test_a_missing_device_is_silent(monkeypatch, caplog):
    def broken(*a, **k):
        raise pygame.error("Audio target 'nosuch' not available")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    p = sound.SoundPlayer(volume=1.0)
    with caplog.at_level(logging.INFO, logger="yggdrasil.sound"):
        for name in sound.NAMES:
            assert p.play(name) is False
    assert not p.available() and p.played == []
    assert sum("no audio" in r.getMessage() for r in caplog.records) == 1  # said once


def test_a_broken_clip_is_silent(monkeypatch):
    p = sound.SoundPlayer()
    if not p.available():
        pytest.skip("no mixer here")
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a: (_ for _ in ()).throw(pygame.error("bad file")))
    assert p.play("round") is False and p.played == []


def test_settings_round_trip_volume_and_mute(tmp_path):
    p = tmp_path / "settings.json"
    s = Settings(volume=0.25, muted=True)
    assert s.save(p)
    back = Settings.load(p)
    assert (back.volume, back.muted) == (0.25, True)
    assert Settings.from_json({"volume": 3, "muted": "yes"}) == Settings()  # out of range: defaults


def test_settings_screen_sets_volume_and_mute(tmp_path, monkeypatch):
    import pygame_gui

    from saves import SaveStore
    from ui.app import App
    from ui.scenes.settings import SettingsScene
    monkeypatch.setenv("YGGDRASIL_HOME", str(tmp_path))
    app = App(headless=True, settings=Settings(), store=SaveStore(tmp_path / "saves"))
    s = SettingsScene(app)
    app.push(s)
    s.volume_slider.set_current_value(30)
    s.handle_event(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=s.volume_slider, value=30))
    s.press("mute")
    assert (app.settings.volume, app.settings.muted) == (0.6, False)  # not before Save
    s.press("save")
    assert (app.settings.volume, app.settings.muted) == (0.3, True)
    assert (sound.player().volume, sound.player().muted) == (0.3, True)
    assert Settings.load().muted is True


def test_the_board_plays_the_card_sound(tmp_path, monkeypatch):
    from saves import SaveStore
    from ui.app import App
    from ui.boards import board_scene_for
    from ui.boards.demo import demo_session
    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    app.settings.bot_pause = 0.0
    seats = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "human", "colour": 1}]
    session = demo_session(app, "draft", seats=seats)
    board = board_scene_for(app, session)
    app.clear_to(board)
    heard: list[str] = []
    monkeypatch.setattr(sound, "play", lambda name: heard.append(name) or True)
    seat = session.state.to_act()[0]
    pick = next(a for a in session.state.legal_actions(seat) if a[0] in ("pick", "play"))
    session.apply(seat, pick)
    assert heard and heard[-1] == "card"
    # volume 0: the real player stays silent
    app.settings.volume = 0.0
    sound.apply_settings(app.settings)
    assert sound.player().play("card") is False


def test_the_board_plays_the_round_sound_when_its_summary_opens(tmp_path, monkeypatch):
    from saves import SaveStore
    from ui.app import App
    from ui.boards import board_scene_for
    from ui.boards.demo import demo_session
    app = App(headless=True, store=SaveStore(tmp_path / "saves"))
    seats = [{"name": "Astrid", "kind": "human", "colour": 0}, {"name": "Bjorn", "kind": "human", "colour": 1}]
    board = board_scene_for(app, demo_session(app, "draft", seats=seats))
    heard: list[str] = []
    monkeypatch.setattr(sound, "play", lambda name: heard.append(name) or True)

    def round_ends() -> None:
        board.summary, board.summary_open = object(), True
    monkeypatch.setattr(board, "_check_round_end", round_ends)
    board._on_applied(0, ("play", 3), [{"t": "play", "seat": 0, "card": 3}])
    assert heard == ["round"]  # the round's end wins over the card that ended it
    monkeypatch.setattr(board, "_check_round_end", lambda: None)
    board._on_applied(0, ("done",), [{"t": "skip", "seat": 0}])
    assert heard == ["round"]  # nothing to hear
