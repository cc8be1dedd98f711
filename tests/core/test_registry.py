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
    assert spec.check_options({}) == {"expansion": "none"}
    assert spec.check_options({"expansion": "ragnarok"}) == {"expansion": "ragnarok"}
    with pytest.raises(ValueError, match="must be one of none, ragnarok"):
        spec.check_options({"expansion": "x"})
    with pytest.raises(ValueError, match="has no option"):
        spec.check_options({"speed": "fast"})
