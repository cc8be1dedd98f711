"""Keys the boards, widgets and session build at run time that belong to no single
board's text module (game titles, bot levels, the help overlay, Midgard's data), and
`board_strings()`: every key the program can show with its English (ui/catalogue.py
collects it all; this module keeps the name the board tests use).

    python -m ui.catalogue --write      # rewrite assets/i18n/en.json
"""

from __future__ import annotations

# the score sources of the games' score_breakdown() that have no shared "score.<key>"
# text (ui.widgets.round_summary.score_source_label reads "score.<game>.<key>" first)
SCORE_SOURCES = {
    "asgard": {"Hel": "Hel", "Ragnarök support": "Ragnarök support", "battle tiles": "Battle tiles",
               "magic bonus": "Magic bonus", "temples": "Temples", "underworld": "Underworld"},
    "vikings": {"favors": "Favor cards", "islands": "Islands"},
}


# the phases the games' round_label() names (plain English from the engines; shown through
# ui.widgets.text.round_text). Midgard's and Vikings' are written inline in their states.
ROUND_UNITS = ("Round", "Age", "Era")
MIDGARD_PHASES = ("Draft", "Action", "Scoring", "Game over")
VIKINGS_PHASES = ("Setup", "Draft", "Actions", "Game over")


def round_phases() -> dict[str, tuple[str, ...]]:
    """game id -> the phase names its round labels can show."""
    from game.asgard.state import PHASE_LABELS
    from game.blood_rage.state import PHASE_LABEL

    return {"midgard": MIDGARD_PHASES, "vikings": VIKINGS_PHASES,
            "asgard": tuple(PHASE_LABELS.values()), "blood_rage": tuple(PHASE_LABEL.values())}


def string_families() -> dict[str, str]:
    """Keys built at run time (f-strings), expanded over their values."""
    from game.ai import LEVELS
    from game.midgard import data as D
    from game.registry import GAMES
    from ui.boards import midgard_text as T

    out: dict[str, str] = {}
    for gid, spec in GAMES.items():
        out[f"game.{gid}"] = spec.title
    for c in range(D.NUM_CARDS):
        out[f"midgard.card_name.{c}"] = D.card_name(c)
    for k in range(3):
        out[f"midgard.kingdom.{k}"] = D.KINGDOMS[k]
        out[f"midgard.token.{k}"] = D.TOKEN_COLOURS[k]
        out[f"midgard.deck.{k}"] = D.DECK_NAMES[k]
    for loc in range(13):
        out[f"midgard.loc.{loc}"] = D.LOC_NAMES[loc]
    for typ in T.TITLES:
        out[f"midgard.card.{typ}.title"] = T.TITLES[typ]
        out[f"midgard.card.{typ}.short"] = T.SHORT[typ]
        out[f"midgard.card.{typ}.long"] = T.LONG[typ]
    from ui.widgets.text import phase_key

    for unit in ROUND_UNITS:
        out[f"round.unit.{unit.lower()}"] = unit + " {n}"
    for gid, phases in round_phases().items():
        for phase in phases:
            out[f"round.phase.{gid}.{phase_key(phase)}"] = phase
    for gid, sources in SCORE_SOURCES.items():
        for key, text in sources.items():
            out[f"score.{gid}.{key}"] = text
    for level in LEVELS:
        out[f"board.bot.{level}"] = "bot: " + level
    from ui.boards.base import BoardScene

    for _key, k, default in BoardScene.HELP_KEYS:
        out[k] = default
    return out


def board_strings() -> dict[str, str]:
    """key -> English for every key the program can show (ui.catalogue.program_keys)."""
    from ui.catalogue import program_keys

    return program_keys()
