"""The arena handles a solo game: the margin is taken against the enemy clan."""

from game.ai import make_bot
from game.ai.arena import collect, play_game
from game.registry import get_game


def test_collect_uses_the_enemy_score_in_solo():
    r = {"seed": 1, "kinds": ["normal"], "scores": [12], "winners": [], "times": [[0.001]],
         "cpu": [[0.001]], "enemy": 20}
    out = collect([r], ["normal"])
    assert out["kinds"]["normal"]["mean_margin"] == -8
    assert out["kinds"]["normal"]["wins"] == 0


def test_a_solo_vikings_game_plays_in_the_arena():
    spec = get_game("vikings")
    r = play_game(spec, ["random"], {"expansion": "none"}, 3, lambda kind: make_bot(kind, "vikings"))
    assert "enemy" in r and isinstance(r["enemy"], int)
    assert len(r["scores"]) == 1
