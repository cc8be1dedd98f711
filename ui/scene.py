"""The scene stack's unit. The app sends the top scene its events, `update(dt)` and
`draw(surface)`; a scene with `overlay = True` is drawn over the scene below it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame


class Scene:
    overlay: bool = False  # True: the scene below is drawn first (pause menu, dialogs)

    def __init__(self, app: Any) -> None:  # the App (not imported: the app imports the scenes)
        self.app = app

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed or uncovered)."""

    def on_exit(self) -> None:
        """Called when the scene is popped or replaced (not when covered)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One pygame event (already in logical 1600x900 coordinates)."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical surface. Changes nothing: state changes belong in
        `handle_event` and `update`."""

    def needs_redraw(self) -> bool:
        """After `update`: True if what this scene draws changed or moves (an animation, a
        pulse, a timer shown), so the main loop draws a frame; False lets an idle window
        sleep (a frame still follows any input, and one at least every HEARTBEAT). A scene
        that does not say is drawn every frame."""
        return True

    def holds_frame(self) -> bool:
        """After `update`: True if this frame is not to be drawn, the picture of the frame
        before staying on screen one frame more (a board in which a move just landed: its
        new position is drawn in the next frame, App.step). Default: never."""
        return False

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window's logical size changed; rebuild caches."""

    def on_language(self) -> None:
        """The language changed (App.set_language): texts drawn before are drawn again."""
        self.on_resize(self.app.size)

    def describe(self) -> dict[str, Any]:
        """For tests and the self test: a small summary of what the scene shows."""
        return {"scene": type(self).__name__}
