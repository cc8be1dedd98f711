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
