"""Modal things over a board, each a small scene pushed on the app's stack (issue 38;
Tuxemon's state stack is the model): help, confirm the end of a turn, the round summary,
the replay of the others' moves, the hint panel and a story told step by step. The
board (`ui.boards.base.BoardScene`) opens and closes them; the handoff is its own scene
(`ui.scenes.handoff`)."""

from ui.overlays.base import BoardOverlay, overlays_of
from ui.overlays.hint import HintOverlay
from ui.overlays.modal import ConfirmOverlay, HelpOverlay, ReplayOverlay, SummaryOverlay
from ui.overlays.narration import NarrationOverlay

__all__ = ["BoardOverlay", "ConfirmOverlay", "HelpOverlay", "HintOverlay", "NarrationOverlay", "ReplayOverlay",
           "SummaryOverlay", "overlays_of"]
