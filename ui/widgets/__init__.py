"""Drawn widgets shared by the board scenes: cards, pieces, tracks, the log panel,
tooltips, buttons and animation helpers (ui/widgets/chart.py belongs to the app)."""
