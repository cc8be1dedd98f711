"""The board's modal overlays: the keys help, "this ends your turn" (Yes / No), the round
summary and the replay of the others' moves."""

from __future__ import annotations

from typing import Any

import pygame

from ui import palette as P
from ui.overlays.base import BoardOverlay
from ui.widgets.buttons import draw_button
from ui.widgets.text import fit, tr

HELP_KEYS = (
    ("Esc", "board.help.esc", "Menu (pause, save, concede, leave)"),
    ("F1", "board.help.f1", "The rules of this game"),
    ("? or H", "board.help.help", "This help"),
    ("Click", "board.help.click", "Take a glowing target: a piece, an area, a card, a button"),
    ("Tab / Shift+Tab", "board.help.tab", "Highlight the next / previous target"),
    ("Enter", "board.help.enter_gold", "Take the highlighted target, else the gold button"),
    ("Space", "board.help.space_gold", "The gold button (Done, or the only button shown)"),
    ("P", "board.help.p", "Pause the bots / let them go on"),
    ("B", "board.help.hint", "Ask the bot: its three best moves, from what you can see"),
    ("1 – 9", "board.help.numbers", "The k-th card of the draft packet or of your hand"),
    ("R", "board.help.replay", "Replay the others' moves since your last one, step by step"),
    ("Ctrl+Z", "board.help.undo", "Take back your last decision (until something was revealed)"),
    ("Ctrl+S", "board.help.save", "Save the game under a new name"),
    ("F11", "board.help.f11", "Full screen"),
    ("Mouse wheel", "board.help.wheel", "Scroll the log back"),
)


def key_words(key: str) -> str:
    """A key or gesture of the help in the language shown (key names such as Esc, F1,
    Ctrl+Z read the same everywhere)."""
    words = {
        "? or H": lambda: tr("board.help.key.help", "? or H"),
        "Click": lambda: tr("board.help.key.click", "Click"),
        "Tab / Shift+Tab": lambda: tr("board.help.key.tab", "Tab / Shift+Tab"),
        "Enter": lambda: tr("board.help.key.enter", "Enter"),
        "Space": lambda: tr("board.help.key.space", "Space"),
        "Mouse wheel": lambda: tr("board.help.key.wheel", "Mouse wheel"),
    }
    word = words.get(key)
    return word() if word is not None else key


class HelpOverlay(BoardOverlay):
    """? or H: every key and click; any key or click puts it away."""

    def __init__(self, board: Any) -> None:
        super().__init__(board)
        self._surf: pygame.Surface | None = None

    def click(self, pos: tuple[int, int]) -> bool:
        self.close()
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.close()
        return None

    def rows(self) -> list[tuple[str, str, str]]:
        """The keys this board answers: no P where no bot runs here, no Ctrl+Z where
        nothing is taken back (a seat at another's table)."""
        board = self.board
        gone = set()
        if not board.has_bots():
            gone.add("board.help.p")
        if not getattr(board.session, "can_take_back", True):
            gone.add("board.help.undo")
        return [r for r in HELP_KEYS if r[1] not in gone]

    def on_resize(self, size: tuple[int, int]) -> None:
        self._surf = None

    def surface(self) -> pygame.Surface:
        if self._surf is None:
            f = self.board.fonts
            rows = [(f.render(key_words(key), "text-bold", 18, P.GOLD), tr(k, default))
                    for key, k, default in self.rows()]
            # the keys' column as wide as its longest word; a long description wraps
            # under itself (Greek and Polish ones outgrow one line)
            w = min(self.board.layout.BOARD.w - 20, 1000)
            key_w = max(img.get_width() for img, _ in rows) + 30
            text_x = 30 + key_w
            text_w = w - text_x - 30
            line_h = f.render("Ag", "text", 18, P.PARCHMENT).get_height()
            laid = [(img, f.wrap(text, "text", 18, text_w)) for img, text in rows]
            title = f.render(tr("board.help.title", "Keys and clicks"), "display-bold", 28, P.GOLD)
            foot = f.render(tr("board.help.close", "Any key or click closes this help."), "text", 16, P.TEXT_DIM)
            gap = max(8, line_h // 2)
            body = sum(max(img.get_height(), line_h * len(lines)) + gap for img, lines in laid)
            h = 16 + title.get_height() + 20 + body + 12 + foot.get_height() + 16
            sf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(sf, P.PANEL, sf.get_rect(), 0, 14)
            pygame.draw.rect(sf, P.GOLD, sf.get_rect(), 2, 14)
            sf.blit(title, title.get_rect(midtop=(w // 2, 16)))
            y = 16 + title.get_height() + 20
            for img, lines in laid:
                sf.blit(img, (30, y))
                for i, line in enumerate(lines):
                    sf.blit(f.render(line, "text", 18, P.PARCHMENT), (text_x, y + i * line_h))
                y += max(img.get_height(), line_h * len(lines)) + gap
            sf.blit(foot, foot.get_rect(midtop=(w // 2, y + 12 - gap)))
            self._surf = sf
        return self._surf

    def update(self, dt: float) -> None:
        self.surface()              # built here, so drawing only blits
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        sf = self.surface()
        surface.blit(sf, sf.get_rect(center=self.board.layout.BOARD.center))


class ConfirmOverlay(BoardOverlay):
    """"This ends your turn": Yes (Enter) applies `action`, No (Esc) drops it. It goes by
    itself when the position moves on (an undo, a handoff)."""

    def __init__(self, board: Any, action: Any) -> None:
        super().__init__(board)
        self.confirming = action

    def rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        board = self.board.layout.BOARD
        box = pygame.Rect(0, 0, 720, 120)
        box.midbottom = (board.centerx, board.bottom - 10)
        yes = pygame.Rect(box.centerx - 170, box.bottom - 52, 160, 40)
        no = pygame.Rect(box.centerx + 10, box.bottom - 52, 160, 40)
        return box, yes, no

    _confirm_rects = rects      # the name the window fuzz test knows

    def answer(self, yes: bool) -> bool:
        self.close()
        return self.board.answer_confirm(yes, self.confirming)

    def click(self, pos: tuple[int, int]) -> bool:
        _box, yes, no = self.rects()
        if yes.collidepoint(pos):
            return self.answer(True)
        if no.collidepoint(pos):
            self.answer(False)
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.answer(True)
        elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.answer(False)
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.is_open() and self.board.acting_human() is None:
            self.close()            # the position moved on (an undo, a handoff)

    def needs_redraw(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        box, yes, no = self.rects()
        f = self.board.fonts
        mouse = self.board.mouse
        pygame.draw.rect(surface, P.PANEL, box, 0, 12)
        pygame.draw.rect(surface, P.GOLD, box, 2, 12)
        text = tr("board.confirm", "This ends your turn: {what}", what=self.board.action_text(self.confirming))
        ts = f.render(fit(f, text, "text-bold", 18, box.w - 30), "text-bold", 18, P.PARCHMENT)
        surface.blit(ts, ts.get_rect(midtop=(box.centerx, box.y + 16)))
        draw_button(surface, f, yes, tr("board.confirm_yes", "Yes (Enter)"), hover=yes.collidepoint(mouse), primary=True)
        draw_button(surface, f, no, tr("board.confirm_no", "No (Esc)"), hover=no.collidepoint(mouse))


CLOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


# a table of bots only puts the last round's summary away after this many slides' time
FINAL_HOLD_SLIDES = 12


class SummaryOverlay(BoardOverlay):
    """The end-of-round summary (the board's `summary`, drawn by its round-summary part):
    any click, Enter, Space or Esc puts it away; other keys reach the board (P, Ctrl+Z).
    The game's last one holds the results screen; with no human at the table it goes
    away by itself at the animation pace."""

    def __init__(self, board: Any) -> None:
        super().__init__(board)
        self.age = 0.0          # seconds shown as the last round's summary
        board.summary_part.surface()   # built before its first frame (drawing only blits)

    def put_away(self) -> None:
        """Read and put away (a board closing it to show it later is no reading)."""
        self.board.summary_part.final_read = True
        self.close()

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEWHEEL:
            self.board.summary_part.scroll_by(int(event.y))   # the round's log lines
            return None
        return super().process_event(event)

    def click(self, pos: tuple[int, int]) -> bool:
        self.put_away()
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.key in CLOSE_KEYS:
            self.put_away()
            return None
        steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: 8, pygame.K_PAGEDOWN: -8}
        if event.key in steps:
            self.board.summary_part.scroll_by(steps[event.key])
            return None
        return event

    def update(self, dt: float) -> None:
        part = self.board.summary_part
        self.age = self.age + dt if part.final else 0.0   # one still open from a round before counts anew
        if (part.final and not self.board.session.human_seats()
                and self.age >= FINAL_HOLD_SLIDES * self.board.slide_seconds):
            self.put_away()                   # bots only: the results follow at the pace
        super().update(dt)
        part.surface()                        # built here, so drawing only blits

    def draw(self, surface: pygame.Surface) -> None:
        part = self.board.summary_part
        sf = part.surf
        if sf is None:
            return
        surface.blit(sf, part.rect())
        b = part.button()
        draw_button(surface, self.board.fonts, b, tr("summary.continue", "Continue"),
                    hover=b.collidepoint(self.board.mouse), primary=True)


class ReplayOverlay(BoardOverlay):
    """R: the positions after each other seat's step since the viewer last acted, one at a
    time (R / → / Space / Enter next, ← back, Esc or a click: back to the game). The board
    draws `state()` instead of the game's position while it is open."""

    covers = False          # the board's tooltips show on the position replayed

    def __init__(self, board: Any, states: list[Any], first: int) -> None:
        super().__init__(board)
        self.states = states
        self.i = 0
        self.first = first      # the index in the record of the step shown first

    def state(self) -> Any:
        return self.states[self.i]

    def step(self, step: int) -> None:
        i = self.i + step
        if i >= len(self.states):
            self.close()
            return
        self.i = max(0, i)
        self.board.invalidate()

    def click(self, pos: tuple[int, int]) -> bool:
        self.close()
        return False

    def key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.key in (pygame.K_r, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
            self.step(1)
        elif event.key == pygame.K_LEFT:
            self.step(-1)
        elif event.key == pygame.K_ESCAPE:
            self.close()
        return None

    def on_exit(self) -> None:
        self.board.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        b = self.board
        k = self.first + self.i
        acts = b.session.rec.actions
        seat = acts[k][0] if k < len(acts) else 0
        text = tr("board.replay", "Replay {i} of {n}: {name} moved · R or →: next · ←: back · Esc: the game",
                  i=self.i + 1, n=len(self.states), name=b.names[seat])
        ts = b.fonts.render(fit(b.fonts, text, "text-bold", 18, 1100), "text-bold", 18, P.INK)
        box = ts.get_rect().inflate(20, 10)
        box.midbottom = (b.layout.BOARD.centerx, b.layout.BOARD.bottom - 6)
        pygame.draw.rect(surface, P.GOLD, box, 0, 8)
        surface.blit(ts, ts.get_rect(center=box.center))
