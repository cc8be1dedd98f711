"""The Blood Rage board's action texts (ui/boards/blood_rage_text.action_texts): the hint
panel and the tray tell every two legal actions of a decision apart (issue 33 defect 20)."""


def test_every_two_legal_actions_of_a_decision_read_differently():
    """Seeded games: at each decision the texts of the legal actions are pairwise different
    (two copies of one card in a pack are told apart), as the hint panel lists them."""
    from game.blood_rage.state import BloodRageState
    from game.core import Rng
    from ui.boards import blood_rage_text as T

    names = ["Astrid", "Bjorn", "Sigrid", "Ulf"]
    checked = 0
    for seed in range(1, 7):
        n = 2 + seed % 3
        st = BloodRageState.new(n, seed)
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            texts = T.action_texts(legal, st.decision(), names[:n])
            assert len(set(texts)) == len(texts), [t for t in texts if texts.count(t) > 1]
            checked += 1
            st.apply(seat, rng.choice(legal))
    assert checked > 500
