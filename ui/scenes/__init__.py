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

# the scenes a board opens through `app.open_scene(name, ...)` (boards never import scenes);
# the rules screen through its maker, which reuses the one shown last
SCENES = {"pause": PauseScene, "rules": RulesScene.open, "handoff": HandoffScene, "game_over": GameOverScene}

__all__ = [
    "CrashScene", "GameOverScene", "HandoffScene", "LoadScene", "NewGameScene", "PauseScene",
    "RulesScene", "SCENES", "SettingsScene", "TitleScene",
]
