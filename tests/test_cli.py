"""The headless command line: wrong input gets a clear message and exit status 2."""

import pytest

import main


def run(capsys, *argv):
    code = main.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_unknown_game(capsys):
    code, _, err = run(capsys, "play", "--game", "chess", "--players", "2", "--seats", "random")
    assert code == 2 and "unknown game 'chess'" in err


def test_player_count_out_of_range(capsys):
    code, _, err = run(capsys, "play", "--game", "midgard", "--players", "6", "--seats", "random")
    assert code == 2 and "2 to 5 players" in err


def test_unknown_seat_kind(capsys):
    code, _, err = run(capsys, "play", "--game", "midgard", "--players", "2", "--seats", "random,genius")
    assert code == 2 and "unknown seat kind 'genius'" in err


def test_seat_count_mismatch(capsys):
    code, _, err = run(capsys, "play", "--game", "midgard", "--players", "3", "--seats", "random,random")
    assert code == 2 and "names 2 seats" in err


def test_seed_must_be_an_integer(capsys):
    code, _, err = run(capsys, "play", "--game", "midgard", "--players", "2", "--seats", "random", "--seed", "x1")
    assert code == 2 and "whole number" in err


def test_unknown_option(capsys):
    code, _, err = run(capsys, "play", "--game", "midgard", "--players", "2", "--seats", "random",
                       "--option", "colour=blue")
    assert code == 2 and "no option 'colour'" in err


def test_bad_option_value(capsys):
    code, _, err = run(capsys, "play", "--game", "vikings", "--players", "2", "--seats", "random",
                       "--option", "expansion=moon")
    # vikings may not be playable yet; either message is a clear refusal with status 2
    assert code == 2 and ("must be one of" in err or "cannot be played yet" in err)


@pytest.mark.parametrize("argv", [["frobnicate"], ["play"], ["play", "--game"]])
def test_argparse_errors_exit_2(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2 and err
