"""The engine's behaviour is pinned by a digest of seeded random games (every step's
legal list, events and full state), recorded before the solo performance work
(tests/perf/vikings_fingerprint.py holds the larger sets). Any change of behaviour in any
step of these games changes the digest."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_PATH = Path(__file__).resolve().parent.parent / "perf" / "vikings_fingerprint.py"
_spec = importlib.util.spec_from_file_location("vikings_fingerprint", _PATH)
vf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vf)


def test_fingerprint_unchanged():
    digest, steps = vf.fingerprint(40, 2)
    assert steps == 4540
    assert digest == vf.EXPECTED[(40, 2)]


def test_fingerprint_sees_a_rule_change(monkeypatch):
    """The check can fail: an enemy that breaks its own ties (instead of asking the
    human) gives a different digest."""
    from game.vikings import solo
    before = vf.fingerprint(6, 0)
    monkeypatch.setattr(solo, "_pick", lambda st, items, why="tie": items[-1])
    after = vf.fingerprint(6, 0)
    assert before != after
