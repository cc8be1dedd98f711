"""game/core/machine.py: the one decision machine of the four games."""

import pytest

from game.core.machine import Machine, dict_kind


class _S:
    def __init__(self):
        self.stack = []
        self.log = []


def _machine(pop_before=False):
    M = Machine("toy", pop_before_step=pop_before)

    @M.step("count")
    def count(st, f):
        if not pop_before:
            st.stack.pop()
        st.log.append(("count", f[2]))
        if f[2] > 0:
            st.stack.append(["count", f[1], f[2] - 1])

    def legal_pick(st, f, seat):
        return list(f[2])

    @M.decision("pick", legal_pick)
    def pick(st, f, seat, action):
        st.stack.pop()
        st.log.append(("pick", seat, action))

    def legal_only(st, f, seat):
        return f[2]

    @M.decision("only", legal_only, auto_single=True)
    def only(st, f, seat, action):
        st.stack.pop()
        st.log.append(("only", seat, action))

    return M.freeze()


@pytest.mark.parametrize("pop_before", [False, True])
def test_advance_runs_steps_until_a_decision(pop_before):
    M = _machine(pop_before)
    st = _S()
    st.stack = [["pick", 1, ["a", "b"]], ["count", 0, 2]]
    top = M.advance(st, st.stack)
    assert top == ["pick", 1, ["a", "b"]]
    assert st.log == [("count", 2), ("count", 1), ("count", 0)]
    assert M.legal(st, top, 1) == ["a", "b"]
    M.apply(st, top, 1, "b")
    assert st.log[-1] == ("pick", 1, "b")
    assert M.advance(st, st.stack) is None


def test_auto_single_takes_the_only_choice_and_stops_on_two():
    M = _machine()
    st = _S()
    st.stack = [["only", 0, ["x", "y"]], ["only", 2, ["z"]]]
    top = M.advance(st, st.stack)
    assert st.log == [("only", 2, "z")]
    assert top == ["only", 0, ["x", "y"]]


def test_frozen_tables_refuse_new_kinds_and_twice_registered_kinds():
    M = Machine("toy")
    M.step("a")(lambda st, f: None)
    with pytest.raises(ValueError):
        M.step("a")(lambda st, f: None)
    M.freeze()
    with pytest.raises(RuntimeError):
        M.decision("b", lambda st, f: [])(lambda st, f, a: None)
    with pytest.raises(TypeError):
        M.steps["c"] = lambda st, f: None  # read-only view


def test_dict_frames():
    M = Machine("toy", kind_of=dict_kind, pop_before_step=True)
    seen = []
    M.step("go")(lambda st, f: seen.append(f["n"]))
    M.decision("ask", lambda st, f: [1, 2])(lambda st, f, a: seen.append(a))
    st = _S()
    st.stack = [{"k": "ask"}, {"k": "go", "n": 5}]
    top = M.advance(st, st.stack)
    assert top == {"k": "ask"} and seen == [5]
    assert M.is_decision(top) and not M.is_step(top) and M.knows("go")
    M.apply(st, top, 2)
    assert seen == [5, 2]


def test_pending_decision_kept_apart_from_the_stack():
    """`advance(..., pending=)`: a step asks by storing the decision outside the stack (and
    stays on it); steps run until the decision is there, which comes back untouched."""
    M = Machine("toy2")
    st = _S()
    st.ask = None

    @M.step("ask_twice")
    def ask_twice(s, f):
        if f[1] < 2:
            f[1] += 1
            s.ask = ["yes_no", [0, 1], f[1]]
            return
        s.stack.pop()
        s.log.append("done")

    @M.decision("yes_no", lambda s, f, seat: ["yes", "no"] if seat == 0 else ["no"], auto_single=True)
    def yes_no(s, f, seat, action):
        s.log.append((f[2], seat, action))
        s.ask = None

    M.freeze()
    st.stack = [["ask_twice", 0]]
    top = M.advance(st, st.stack, pending=lambda s: s.ask)
    assert top is st.ask and top == ["yes_no", [0, 1], 1]   # not taken although seat 1 has one choice
    assert st.stack == [["ask_twice", 1]]
    M.apply(st, top, 1, "no")
    top = M.advance(st, st.stack, pending=lambda s: s.ask)
    assert top == ["yes_no", [0, 1], 2] and M.legal(st, top, 0) == ["yes", "no"]
    M.apply(st, top, 0, "yes")
    assert M.advance(st, st.stack, pending=lambda s: s.ask) is None
    assert st.log == [(1, 1, "no"), (2, 0, "yes"), "done"] and st.stack == []


def test_decision_registered_legal_first_then_its_apply():
    """`decision_legal` + `decision_apply`: a decision written legal above apply (Tiny Epic
    Vikings' solo.py); the apply comes once, before freezing."""
    M = Machine("toy3", kind_of=dict_kind)

    @M.decision_legal("ask")
    def legal(st, f):
        return ["a", "b"]

    st = _S()
    f = {"k": "ask"}
    with pytest.raises(RuntimeError):
        M.apply(st, f, "a")  # no apply yet
    with pytest.raises(ValueError):
        M.decision_apply("nothing")(lambda st, f, a: None)

    @M.decision_apply("ask")
    def apply(st, f, a):
        st.log.append(a)

    with pytest.raises(ValueError):
        M.decision_apply("ask")(lambda st, f, a: None)  # only once
    with pytest.raises(ValueError):
        M.decision_legal("ask")(legal)  # a kind is registered once
    M.freeze()
    with pytest.raises(RuntimeError):
        M.decision_legal("late")(legal)
    assert M.legal(st, f) == ["a", "b"]
    M.apply(st, f, "b")
    assert st.log == ["b"] and M.is_decision(f)


def test_no_game_reads_the_machines_private_fields():
    """The machine is a registry: games read its public tables only (issue 32), through
    MACHINE or any other name for it."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "game"
    found = [f"{p.relative_to(root)}:{i}" for p in root.rglob("*.py") if p.name != "machine.py"
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"MACHINE\._[a-z]|\._(steps|decisions|check_new)\b", line)]
    assert found == []
