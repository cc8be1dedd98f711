"""A tie on the best score that the game's rules broke: who the winners tied with and on
what score, told on the game-over screen and in a board's final scoring."""

from __future__ import annotations

from collections.abc import Sequence


def broken_tie(names: Sequence[str], scores: Sequence[int], winners: Sequence[int]) -> tuple[int, list[str]] | None:
    """(the best score, the names of the seats that had it but did not win) when the
    winners shared the best score with others and the rules chose among them; None when
    the best score was not shared or the tie stands (all of them win)."""
    if not winners or not scores:
        return None
    best = max(scores)
    tied = [i for i, s in enumerate(scores) if s == best]
    others = [names[i] for i in tied if i not in winners and i < len(names)]
    if not others or not set(winners) <= set(tied):
        return None
    return best, others

