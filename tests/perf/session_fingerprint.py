"""Behaviour fingerprint of GameSession (ui.session): for each game, a seeded game with one
human seat and random bots (run in the session, no threads), in which the human plays a
seeded choice and, every few of its moves, takes one back. After every step it hashes the
move applied, the log, the log count and epoch, the score history and labels, the round
starts' rounds and line counts, the undo flags and what `undo()` returned; at the end the
game is saved, loaded again (GameSession.load) and the loaded session's log, history and
flags are hashed too. A refactor of the session that keeps the digests changes nothing a
player sees.

    PYTHONPATH=. .venv/bin/python tests/perf/session_fingerprint.py [--steps N]

prints one digest per game and the number of steps hashed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
# this folder holds a saves.py of its own: the project's package must win
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
sys.path.insert(0, str(ROOT))

from game.core import Rng  # noqa: E402
from game.registry import GAMES  # noqa: E402
from tests.ui.stubs import StubApp  # noqa: E402
from ui.session import GameSession  # noqa: E402


def _text(x: Any) -> str:
    from ui.widgets.text import text_of

    return str(text_of(x))


def _snap(s: GameSession) -> str:
    return json.dumps({
        "log": [_text(x) for x in s.log], "total": s.log_total, "epoch": s.log_epoch,
        "scores": s.score_history, "labels": [list(x) for x in s.score_labels],
        "starts": [(list(r), n) for r, _v, n in s.round_starts], "undoable": s.undoable,
        "n": len(s.rec.actions), "state": s.state.to_json(),
    }, sort_keys=True, default=str)


def fingerprint(game_id: str, steps: int, root: Path) -> tuple[str, int]:
    app = StubApp(root / game_id, bot_budget=0.05)
    seats = [{"name": "Astrid", "kind": "human"}, {"name": "Bjorn", "kind": "random"},
             {"name": "Sigrid", "kind": "random"}]
    s = GameSession.new(app, game_id, seats, 4242, {})
    h = hashlib.sha256()
    rng = Rng(7)
    n = 0
    mine = 0
    while not s.finished and n < steps:
        s.run_bots_until_human()
        if s.finished:
            break
        seat = s.pending_humans()[0]
        legal = s.state.legal_actions(seat)
        s.apply(seat, legal[rng.randint(0, len(legal) - 1)])
        mine += 1
        h.update(_snap(s).encode())
        if mine % 3 == 0:
            h.update(f"undo:{s.can_undo(seat)}:{s.undo()}".encode())
            h.update(_snap(s).encode())
        n += 1
    s.flush_autosave()
    s.save_as("fp")
    t = GameSession.load(app, "fp")
    h.update(_snap(t).encode())
    h.update(f"loaded-undo:{t.undo()}".encode())
    h.update(_snap(t).encode())
    for x in (s, t):
        x.close()
    return h.hexdigest()[:16], n


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=60)
    args = ap.parse_args()
    root = Path(tempfile.mkdtemp(prefix="ygg-session-fp-"))
    for gid, spec in GAMES.items():
        if not spec.available:
            continue
        digest, n = fingerprint(gid, args.steps, root)
        print(f"{gid:12s} {digest} ({n} steps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
