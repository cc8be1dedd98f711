"""game/vikings/state.py: the decision machine it drives, and its copy functions written
out (no generated code): `_copy_fields` copies every plain field at the depth of its list,
`_snapshot` and `_restore` name every field in the order of the field lists, and a copy
shares nothing mutable with its original. check_control's memo lives on the state, so two
games in one process never see each other's."""

from __future__ import annotations

import ast
import inspect
import textwrap

from game.core import Rng
from game.vikings import influence, new_game
from game.vikings import state as S


def _fn(f) -> ast.FunctionDef:
    return ast.parse(textwrap.dedent(inspect.getsource(f))).body[0]


def _attr(node: ast.expr) -> str | None:
    return node.attr if isinstance(node, ast.Attribute) else None


def test_copy_fields_copies_every_plain_field_at_its_depth():
    got = {}
    for st in _fn(S._copy_fields).body:
        if isinstance(st, ast.Assign):
            got[_attr(st.targets[0])] = ast.unparse(st.value)
    want = {k: f"self.{k}" for k in S._SCALARS}
    want |= {k: f"self.{k}[:]" for k in S._LIST1}
    want |= {k: f"[x[:] for x in self.{k}]" for k in S._LIST2}
    assert got == want


def test_snapshot_and_restore_name_every_field_in_order():
    names = list(S._SCALARS + S._LIST1 + S._LIST2 + S._OTHER)
    ret = next(n for n in ast.walk(_fn(S._snapshot)) if isinstance(n, ast.Return))
    read = []
    for e in ret.value.elts:
        attrs = [_attr(x) for x in ast.walk(e) if isinstance(x, ast.Attribute)
                 and isinstance(x.value, ast.Name) and x.value.id == "s"]
        read.append(attrs[0] if attrs[0] != "battle" or len(attrs) == 1 else "battle")
    assert read == names
    unpack = next(n for n in _fn(S._restore).body if isinstance(n, ast.Assign))
    restored = [_attr(e) or e.id for e in unpack.targets[0].elts]
    assert restored == [("rng_state" if k == "rng" else k) for k in names]


def _played(n: int, seed: int, steps: int):
    st = new_game(n, seed, {"expansion": "ragnarok"})
    rng = Rng(seed)
    for _ in range(steps):
        if st.is_over():
            break
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    return st


def test_snapshot_restore_round_trip():
    for n, seed in ((1, 3), (2, 4), (4, 5)):
        st = _played(n, seed, 60)
        before = st.to_json()
        snap = S._snapshot(st)
        t = _played(n, seed + 10, 80)  # another game's state, restored into
        S._restore(t, snap)
        assert t.to_json() == before


def test_a_clone_shares_no_mutable_field():
    st = _played(3, 7, 50)
    cl = st.clone()
    for k in S._LIST1 + S._LIST2:
        assert getattr(cl, k) is not getattr(st, k), k
    for k in S._LIST2:
        assert all(a is not b for a, b in zip(getattr(cl, k), getattr(st, k))), k


def test_check_control_memo_is_kept_per_state():
    """Two games in one process: each state keeps its own last inputs of check_control
    (a module-level memo made results depend on the other game's calls)."""
    a = _played(2, 11, 40)
    b = _played(3, 12, 40)
    ev: list = []
    influence.check_control(a, ev)
    memo_a = a._cc
    influence.check_control(b, ev)
    assert a._cc is memo_a and b._cc is not None and b._cc is not memo_a
    assert not hasattr(influence, "_cc_last")


def test_the_machine_is_frozen_and_knows_every_frame_of_a_game():
    """state.MACHINE: frozen by game/vikings/__init__.py, every decision with its apply
    (solo.py registers legal first), and every frame met in games is a registered kind."""
    from game.vikings.state import MACHINE
    assert MACHINE.frozen
    assert all(d.apply is not None for d in MACHINE.decisions.values())
    assert {"draft", "play", "etie"} <= set(MACHINE.decisions)
    assert {"eact", "eicons", "eloss", "bresolve", "cleanup"} <= set(MACHINE.steps)
    seen = set()
    for n, seed in ((1, 3), (2, 4), (3, 5), (4, 6)):
        st = new_game(n, seed, {"expansion": "ragnarok"})
        rng = Rng(seed)
        while not st.is_over():
            seen.update(f["k"] for f in st.stack)
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
    unknown = {k for k in seen if not MACHINE.knows(k)}
    assert unknown == set() and len(seen) > 10
