"""BloodRageState.progress(): the Age and its phase, moving forward only and agreeing
with round_label()."""

from __future__ import annotations

import pytest

from game.blood_rage import message_keys, new_game
from game.core import Rng


@pytest.mark.parametrize("n,seed,options", [(2, 1, {}), (3, 2, {"first_game": "on"}), (4, 3, {})])
def test_progress_follows_the_ages_and_agrees_with_the_label(n, seed, options):
    keys = message_keys()
    st = new_game(n, seed, options)
    rng = Rng(seed)
    seen = []
    while True:
        p = st.progress()
        assert (p.unit, p.count) == ("age", 3)
        assert p.number == st.age and 1 <= p.number <= 3
        assert p.phase_key in keys and p.phase_key.endswith("." + p.phase)
        label = st.round_label()
        if st.is_over():
            assert p.over and label == keys[p.phase_key]
            break
        assert not p.over and label == f"Age {p.number} · {keys[p.phase_key]}"
        if seen:
            assert p.number >= seen[-1].number
        if not seen or seen[-1][:4] != p[:4]:
            seen.append(p)
        seat = st.to_act()[rng.below(len(st.to_act()))]
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.below(len(legal))])
    assert [p.number for p in seen][0] == 1 and seen[-1].number == 3
    phases = [p.phase for p in seen if p.number == 1]
    # the first game's Age 1 has no Gods' Gifts
    assert phases[:2] == (["action", "discard"] if options else ["draft", "action"])
