"""Set-up (rules, "Set-up" and the stat tracks): every clan's current Rage starts on its
Rage value, 6, so it reads 6 during the Age 1 draft too."""

from game.blood_rage.state import BloodRageState


def test_current_rage_is_six_from_the_start():
    for n in (2, 3, 4):
        st = BloodRageState.new(n, 5)
        assert st.draft is not None and not st.draft.done          # the Gods' Gifts draft of Age 1
        assert [st.rage_of(s) for s in range(n)] == [6] * n
        assert [st.view(s).rage_of(s) for s in range(n)] == [6] * n
