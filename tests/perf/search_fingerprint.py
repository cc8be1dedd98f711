"""Any game's `hard` search behaviour in one digest, to compare two commits (a refactor of
the bots or the engine must keep it):

    .venv/bin/python tests/perf/search_fingerprint.py --game asgard [--players 2] [--views V.json]

On 6 positions of `tests/perf/bots.py`'s `sample_views` (seed 77 x players; --views reads
them from a JSON file written by --save, so a commit whose rules differ can search the same
positions), hard@60 with the early stop off: the decision, the whole tree (every edge's
visits and exact reward sums), the decision with the early stop on; then along two seeded
playouts of 30 steps from determinisations of each view, the priors and the evaluation at
every step. Actions are hashed as plain tuples, so a commit before the named actions
compares. (Midgard: also tests/perf/midgard_search.py --fingerprint; Blood Rage:
tests/perf/blood_rage_search.py --fingerprint.)"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.ai import make_bot  # noqa: E402
from game.core import Rng  # noqa: E402
from game.registry import get_game  # noqa: E402
from tests.perf.bots import sample_views  # noqa: E402


def _plain(x):
    return tuple(map(_plain, x)) if isinstance(x, tuple) else x


def _walk(node) -> list:
    return [[repr(_plain(k)), c.visits, c.avail, [repr(t) for t in c.total], _walk(c)]
            for k, c in node.children.items()]


def digest(game_id: str, views: list, iterations: int = 60) -> str:
    h = hashlib.sha256()
    for k, (v, s) in enumerate(views):
        bot = make_bot("hard", game_id)
        bot.configure(budget=None, iterations=iterations)
        bot.early_stop = False
        h.update(repr(_plain(bot.choose(v, s, Rng(1000 + k)))).encode())
        h.update(json.dumps(_walk(bot.last_root)).encode())
        early = make_bot("hard", game_id)
        early.configure(budget=None, iterations=iterations)
        h.update(repr(_plain(early.choose(v, s, Rng(1000 + k)))).encode())
        mod = bot.mod
        for n in range(2):
            d = mod.determinize(v, s, Rng(k * 7 + n))
            r = Rng(k)
            for _ in range(30):
                if d.is_over():
                    break
                t = d.to_act()[0]
                legal = d.legal_actions(t)
                h.update(repr(mod.priors(d, t, legal)).encode())
                h.update(repr(mod.evaluate_all(d) if hasattr(mod, "evaluate_all") else mod.evaluate(d, t)).encode())
                d.apply_legal(t, legal[r.below(len(legal))])
    return h.hexdigest()


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--views", default=None, help="read the positions from this JSON file")
    p.add_argument("--save", default=None, help="write the sampled positions to this JSON file")
    a = p.parse_args()
    spec = get_game(a.game)
    if a.views:
        views = [(spec.from_json(d), s) for d, s in json.loads(Path(a.views).read_text())]
    else:
        views = sample_views(a.players, 6, 77 * a.players, a.game)
    if a.save:
        Path(a.save).write_text(json.dumps([(v.to_json(), s) for v, s in views]))
    print(a.game, digest(a.game, views))
    return 0


if __name__ == "__main__":
    sys.exit(main())
