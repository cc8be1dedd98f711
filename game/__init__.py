"""The engine layer: pure Python rules of every game. Never imports pygame."""
