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
