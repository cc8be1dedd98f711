"""A tiny game used only by the save tests ("tally"): seats take turns adding 1, 2 or 3
to a shared total plus a random bonus drawn from the state's own Rng; the game ends
when the total reaches the target option. It follows the engine contract, so the saves
code treats it exactly like a real game."""

from __future__ import annotations

from typing import Any

from game.core import IllegalAction, Rng, State


class TallyState(State):
    __slots__ = ("n", "target", "total", "turn", "moves", "rng", "points")

    game_id = "tally"

    def __init__(self, n: int, target: int, rng: Rng) -> None:
        self.n = n
        self.target = target
        self.total = 0
        self.turn = 0
        self.moves = 0
        self.rng = rng
        self.points = [0] * n

    def to_act(self) -> list[int]:
        return [] if self.is_over() else [self.turn]

    def legal_actions(self, seat: int) -> list:
        if self.is_over() or seat != self.turn:
            return []
        return [("add", 1), ("add", 2), ("add", 3)]

    def _apply(self, seat: int, action: Any) -> list:
        bonus = self.rng.below(2)
        gain = action[1] + bonus
        self.total += gain
        self.points[seat] += gain
        self.moves += 1
        self.turn = (self.turn + 1) % self.n
        return [{"t": "add", "seat": seat, "n": gain}]

    def is_over(self) -> bool:
        return self.total >= self.target

    def scores(self) -> list[int]:
        return list(self.points)

    @property
    def num_players(self) -> int:
        return self.n

    def progress(self):
        from game.core.progress import Progress

        return Progress("round", 1, 1, "play", "", self.is_over())

    def facts(self, events):
        return ()

    def round_label(self) -> str:
        return f"Move {self.moves + 1}"

    def clone(self) -> TallyState:
        c = TallyState(self.n, self.target, self.rng.clone())
        c.total, c.turn, c.moves, c.points = self.total, self.turn, self.moves, list(self.points)
        return c

    def view(self, seat: int) -> TallyState:
        c = self.clone()
        c.rng = Rng(self.total * 31 + self.moves)
        return c

    def to_json(self) -> dict:
        return {"n": self.n, "target": self.target, "total": self.total, "turn": self.turn,
                "moves": self.moves, "rng": self.rng.to_json(), "points": list(self.points)}


def new_game(num_players: int, seed: int, options: dict) -> TallyState:
    return TallyState(num_players, int(options.get("target", "1000000")), Rng(seed))


def from_json(d: dict) -> TallyState:
    if not isinstance(d, dict):
        raise IllegalAction("not a tally state")
    s = TallyState(d["n"], d["target"], Rng.from_json(d["rng"]))
    s.total, s.turn, s.moves, s.points = d["total"], d["turn"], d["moves"], list(d["points"])
    return s


def describe(event: dict, names: list[str]) -> str:
    return f"{names[event['seat']]} adds {event['n']}"


def play(spec: Any, state: Any, rec: Any, moves: int, rng_seed: int = 1) -> None:
    """Apply `moves` legal actions (chosen by a seeded Rng) and record them."""
    r = Rng(rng_seed)
    for _ in range(moves):
        if state.is_over():
            return
        seat = state.to_act()[0]
        action = r.choice(state.legal_actions(seat))
        state.apply(seat, action)
        rec.actions.append((seat, spec.action_to_json(action)))
