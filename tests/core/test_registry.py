import pytest

from game.registry import GAMES, get_game


def test_four_games_with_their_player_ranges():
    assert list(GAMES) == ["midgard", "blood_rage", "asgard", "vikings"]
    assert (get_game("midgard").min_players, get_game("midgard").max_players) == (2, 5)
    assert (get_game("vikings").min_players, get_game("vikings").max_players) == (1, 4)


def test_unknown_game_message():
    with pytest.raises(ValueError, match="unknown game 'go'"):
        get_game("go")


def test_options_defaults_and_refusals():
    spec = get_game("vikings")
    assert spec.check_options({}) == {"expansion": "none", "enemy_mat": "random"}
    assert spec.check_options({"expansion": "ragnarok"}) == {"expansion": "ragnarok", "enemy_mat": "random"}
    with pytest.raises(ValueError, match="must be one of none, ragnarok"):
        spec.check_options({"expansion": "x"})
    with pytest.raises(ValueError, match="has no option"):
        spec.check_options({"speed": "fast"})


def test_apply_is_type_strict():
    from game.core import IllegalAction
    from game.core.state import is_legal

    assert is_legal(("pick", 1), [("pick", 0), ("pick", 1)])
    assert not is_legal(("pick", True), [("pick", 0), ("pick", 1)])
    assert not is_legal(("pick", 1.0), [("pick", 1)])
    assert not is_legal(("pick", 2), [("pick", 1)])
    state = get_game("midgard").new_game(2, 5, {})
    seat = state.to_act()[0]
    kind, card = state.legal_actions(seat)[0]
    with pytest.raises(IllegalAction):
        state.apply(seat, (kind, float(card)))


def test_solo_enemy_mat_option_reaches_the_engine():
    spec = get_game("vikings")
    assert spec.new_game(1, 3, {"enemy_mat": "E2"}).emat == "E2"
    assert spec.new_game(1, 3, {"expansion": "ragnarok", "enemy_mat": "R4"}).emat == "R4"
    assert spec.new_game(1, 3, {}).emat == "E1"                       # the usual base mat
    assert spec.new_game(1, 3, {"expansion": "ragnarok"}).emat in ("R1", "R2", "R3", "R4")
    with pytest.raises(ValueError, match="must be one of random, E1"):
        spec.new_game(1, 3, {"enemy_mat": "E9"})


def test_describe_gets_what_the_game_needs_from_the_state():
    """Tiny Epic Vikings' 4-player side shares its region and Dock ids with the other
    map: given the state, the log names them (its `describe_context`), never by id."""
    import re

    from game.core import Rng
    from game.registry import get_game

    spec = get_game("vikings")
    st = spec.new_game(4, 3, {})
    assert st.mapid == "B"
    rng = Rng(3)
    named = ids = 0
    for _ in range(200):
        if st.is_over():
            break
        seat = st.to_act()[0]
        for ev in st.apply(seat, rng.choice(st.legal_actions(seat))):
            bare = str(spec.describe(ev, ["A", "B", "C", "D"]))
            line = str(spec.describe(ev, ["A", "B", "C", "D"], st))
            ids += bool(re.search(r"\b[A-Z]\d\.[a-z]+\b", bare))
            assert not re.search(r"\b[A-Z]\d(\.[a-z]+)?\b", line), line
            named += line != bare
    assert ids and named
    # a game without a describe_context reads the same with or without the state
    mid = get_game("midgard")
    m = mid.new_game(3, 1, {})
    ev = m.setup_events()[0]
    assert mid.describe(ev, ["A", "B", "C"], m) == mid.describe(ev, ["A", "B", "C"])
