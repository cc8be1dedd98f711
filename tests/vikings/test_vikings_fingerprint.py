"""The engine's behaviour is pinned by a digest of seeded random games (every step's
legal list, events and full state), recorded before the solo performance work
(tests/perf/vikings_fingerprint.py holds the larger sets). Any change of behaviour in any
step of these games changes the digest. After a deliberate rules change, print the new
digests with `tests/perf/vikings_fingerprint.py`, update EXPECTED there and say so in the
commit message."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_PATH = Path(__file__).resolve().parent.parent / "perf" / "vikings_fingerprint.py"
_spec = importlib.util.spec_from_file_location("vikings_fingerprint", _PATH)
vf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vf)


def test_fingerprint_unchanged():
    digest, steps = vf.fingerprint(40, 2)
    assert steps == 4247
    assert digest == vf.EXPECTED[(40, 2)]


def test_fingerprint_sees_a_rule_change(monkeypatch):
    """The check can fail: an enemy that breaks its own ties (instead of asking the
    human) gives a different digest."""
    from game.vikings import solo
    before = vf.fingerprint(6, 0)
    monkeypatch.setattr(solo, "_pick", lambda st, items, why="tie": items[-1])
    after = vf.fingerprint(6, 0)
    assert before != after


# ------------------------------------------------------------------ what the speed-ups rely on
def _random_states(n, seeds, rag):
    from game.core import Rng
    from game.vikings import new_game
    for seed in seeds:
        st = new_game(n, seed, {"expansion": "ragnarok" if rag else "none"})
        rng = Rng(seed + 17)
        while not st.is_over():
            yield st
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])


def test_check_control_is_idempotent():
    """influence.check_control skips a call whose inputs equal the result of the previous
    call; that is only sound if a second pass right after a first never changes anything."""
    from game.vikings import influence as C
    checked = changed = 0
    for n, rag in ((1, False), (1, True), (2, True), (3, False), (4, True)):
        for st in _random_states(n, range(3), rag):
            s = st.clone()
            ev1: list = []
            C._check_control(s, ev1)  # the general loop, no memo
            if n == 1:
                t = st.clone()
                ev = []
                C._check_control_2(t, ev, C._influence_rows(t))  # the two-clan version agrees
                assert ev == ev1 and t.ctrl == s.ctrl and t.fury == s.fury
            changed += bool(ev1)
            ctrl, fury = list(s.ctrl), list(s.fury)
            ev2: list = []
            C._check_control(s, ev2)
            assert ev2 == [] and s.ctrl == ctrl and s.fury == fury
            checked += 1
    assert checked > 500 and changed > 0


def test_enemy_steps_change_no_frame_or_favor_pair_in_place(monkeypatch):
    """The tie snapshot shares the frames, the Favor rows' pairs, fhome's values, the hands,
    the held Favor cards and the Leader rows with the live state (state._snapshot); an
    enemy step must never change them."""
    from game.vikings.state import _UNTOUCHED, VikingsState
    orig = VikingsState._run_enemy_step
    seen = [0]

    def wrapped(self, fn, f, ev):
        frames = [(fr, dict(fr), {k: list(v) for k, v in fr.items() if isinstance(v, list)})
                  for fr in self.stack]
        pairs = [(p, list(p)) for row in self.frows for p in row]
        homes = [(v, list(v)) for v in self.fhome.values()]
        kept = [(k, getattr(self, k), [(x, list(x)) for x in getattr(self, k)]) for k in _UNTOUCHED]
        orig(self, fn, f, ev)
        for k, outer, inner in kept:
            assert getattr(self, k) is outer and len(outer) == len(inner)
            assert all(x is y for x, (y, _) in zip(outer, inner)), k
            assert all(x == v for x, v in inner), k
        for fr, before, lists in frames:
            assert fr == before and all(fr[k] == v for k, v in lists.items())
        assert all(p == v for p, v in pairs) and all(h == v for h, v in homes)
        seen[0] += 1

    monkeypatch.setattr(VikingsState, "_run_enemy_step", wrapped)
    for rag in (False, True):
        for _st in _random_states(1, range(6), rag):
            pass
    assert seen[0] > 100
