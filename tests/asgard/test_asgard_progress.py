"""`AsgardState.progress()`: the round, its count and the phase, moving forward along a
game and agreeing with `round_label()`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.asgard import data as D
from game.asgard.state import PHASE_LABELS
from game.core import Rng
from game.core.progress import Progress
from game.registry import get_game

# the phases of a round in their order (set-up first, Ragnarök and the end last)
ORDER = ("setup", "start", "gods", "place", "actions", "battle", "ragnarok", "over")


@pytest.mark.parametrize("n", [2, 3, 4])
def test_progress_moves_forward_and_agrees_with_the_label(n):
    # the phase names' keys are those the round labels are translated by
    keys = json.loads((Path(__file__).parents[2] / "assets" / "i18n" / "en.json").read_text(encoding="utf-8"))
    for seed in (1, 2):
        st = get_game("asgard").new_game(n, seed, {})
        rng = Rng(seed + 40 * n)
        last = None
        seen = set()
        while True:
            p = st.progress()
            assert isinstance(p, Progress)
            assert (p.unit, p.count) == ("round", D.ROUNDS)
            assert p.over == st.is_over()
            assert keys[p.phase_key] == PHASE_LABELS[p.phase]
            label = st.round_label()
            assert label.endswith(PHASE_LABELS[p.phase])
            if label.startswith("Round "):
                assert label.startswith(f"Round {p.number} ·")
            here = (p.number, ORDER.index(p.phase))  # round by round, phase by phase
            assert last is None or here >= last, (last, p)
            last = here
            seen.add(p.phase)
            if st.is_over():
                break
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
        assert st.progress().number == D.ROUNDS and st.progress().over
        assert {"setup", "gods", "place", "actions", "over"} <= seen
