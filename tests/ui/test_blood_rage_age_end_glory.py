"""The end of an Age as the Blood Rage story records it: each Glory of an upgrade is put
under its own cause (Loki's release, the Dragons' ships destroyed at Ragnarok, Thor's
Conquest at the end), never a Dragons' Glory under Loki's release."""

from __future__ import annotations

from game.blood_rage import events as E
from game.blood_rage.text import describe
from game.registry import get_game
from ui.boards.blood_rage_story import Story


def _age_end(events: list[dict]) -> dict:
    st = get_game("blood_rage").new_game(2, 1)
    story = Story(2, describe, ["Gunnar", "Tove"])
    done = story.feed(E.told(events, st))
    assert [k for k, _ in done] == ["age"]
    return done[0][1]


def test_dragons_glory_at_ragnarok_is_not_loki_s():
    rec = _age_end([
        {"t": "phase", "phase": "quest", "age": 1},
        {"t": "ragnarok", "loc": "GIM", "doom": "ELV"},
        {"t": "destroyed", "seat": 0, "figs": ["S"], "cause": "rag"},
        {"t": "glory", "seat": 0, "n": 2, "src": "upgrades", "why": "Dragons"},
        {"t": "glory", "seat": 0, "n": 3, "src": "ragnarok"},
        {"t": "release", "seat": 1, "n": 2},
        {"t": "glory", "seat": 1, "n": 4, "src": "upgrades", "why": "Loki"},
        {"t": "age", "age": 2, "first": 1},
    ])
    assert rec["rag_upgrade_glory"] == {0: 2}
    assert rec["release_glory"] == {1: 4}
    assert rec["rag_glory"] == {0: 3}


def test_the_told_ragnarok_line_names_the_upgrade_s_glory_apart():
    from ui.boards.blood_rage_narration import age_steps

    rec = _age_end([
        {"t": "phase", "phase": "quest", "age": 1},
        {"t": "ragnarok", "loc": "GIM", "doom": "ELV"},
        {"t": "destroyed", "seat": 0, "figs": ["S"], "cause": "rag"},
        {"t": "glory", "seat": 0, "n": 5, "src": "upgrades", "why": "Dragons"},
        {"t": "glory", "seat": 0, "n": 2, "src": "ragnarok"},
        {"t": "age", "age": 2, "first": 1},
    ])
    lines = [line for line, _ in age_steps(rec, ["Gunnar", "Tove"], [(200, 40, 40), (40, 40, 200)])]
    rag = [line for line in lines if line.startswith("Gunnar: figures lost")]
    assert rag == ["Gunnar: figures lost 1, +2 Glory (2 each), +5 Glory (upgrade)"]
    assert not any("Loki" in line for line in lines)
