"""Seeded random games of every game as GameRecords (for the timeline's tests and benchmark)."""

from __future__ import annotations

import random

from game.registry import GAMES
from saves.record import GameRecord


def random_record(game_id: str, players: int, seed: int, limit: int | None = None) -> GameRecord:
    """A game of random legal moves from `seed`, to its end (or `limit` moves)."""
    spec = GAMES[game_id]
    rng = random.Random(seed)
    seats = [{"name": f"P{i + 1}", "kind": "random"} for i in range(players)]
    rec = GameRecord.start(game_id, seats, seed, {})
    st = spec.new_game(players, seed, {})
    while not st.is_over() and (limit is None or len(rec.actions) < limit):
        seat = rng.choice(st.to_act())
        action = rng.choice(st.legal_actions(seat))
        st.apply(seat, action)
        rec.actions.append((seat, spec.action_to_json(action)))
    return rec
