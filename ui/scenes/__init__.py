"""The non-board scenes: title, new game, load, settings, rules, pause, handoff,
game over and the crash screen."""

from ui.scenes.crash import CrashScene
from ui.scenes.game_over import GameOverScene
from ui.scenes.handoff import HandoffScene
from ui.scenes.load import LoadScene
from ui.scenes.new_game import NewGameScene
from ui.scenes.pause import PauseScene
from ui.scenes.rules import RulesScene
from ui.scenes.settings import SettingsScene
from ui.scenes.title import TitleScene

__all__ = [
    "CrashScene", "GameOverScene", "HandoffScene", "LoadScene", "NewGameScene", "PauseScene",
    "RulesScene", "SettingsScene", "TitleScene",
]
