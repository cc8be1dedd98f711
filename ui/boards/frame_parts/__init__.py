"""The parts the board frame (`ui.boards.base.BoardScene`) is made of, each a plain class
with its own state and drawing: the top bar, the seat panels, the tray, the last moves'
marks, the pointer (glow, hover, focus, tooltips, cursor) and the round summaries. Each
takes the frame and reads the board's hooks through it (docs/board-frame.md)."""
