"""Blood Rage tables: board, stat tracks, figures, monsters and every Gods' Gifts card.

Rules code refers to these by id. Sources and house values: assets/rules/blood_rage.md.
"""

from __future__ import annotations

# --- board (rules §3) -------------------------------------------------------------
YGG = "YGG"
OUTER = ("ELV", "ANG", "MUS", "HOR", "UTG", "AND", "GIM", "MYR")  # clockwise ring
PROVINCES = (YGG,) + OUTER
NAMES = {
    "YGG": "Yggdrasil", "MYR": "Myrkulor", "ELV": "Elvagar", "ANG": "Angerboda",
    "MUS": "Muspelheim", "HOR": "Horgr", "UTG": "Utgard", "AND": "Andlang", "GIM": "Gimle",
    "F_EA": "the Elvagar-Angerboda fjord", "F_MH": "the Muspelheim-Horgr fjord",
    "F_UA": "the Utgard-Andlang fjord", "F_GM": "the Gimle-Myrkulor fjord",
}
REGION = {
    "MYR": "Manheim", "ELV": "Manheim", "ANG": "Manheim",
    "MUS": "Jotunheim", "HOR": "Jotunheim", "UTG": "Jotunheim",
    "AND": "Alfheim", "GIM": "Alfheim",
}
VILLAGES = {"MYR": 3, "ELV": 4, "ANG": 5, "MUS": 5, "HOR": 4, "UTG": 3, "AND": 3, "GIM": 5}
FJORDS = ("F_EA", "F_MH", "F_UA", "F_GM")
FJORD_OF = {
    "ELV": "F_EA", "ANG": "F_EA", "MUS": "F_MH", "HOR": "F_MH",
    "UTG": "F_UA", "AND": "F_UA", "GIM": "F_GM", "MYR": "F_GM",
}
SUPPORTS = {"F_EA": ("ELV", "ANG"), "F_MH": ("MUS", "HOR"), "F_UA": ("UTG", "AND"), "F_GM": ("GIM", "MYR")}


def _adjacency() -> dict[str, tuple[str, ...]]:
    adj: dict[str, tuple[str, ...]] = {YGG: OUTER}
    n = len(OUTER)
    for i, p in enumerate(OUTER):
        adj[p] = (OUTER[(i - 1) % n], OUTER[(i + 1) % n], YGG)
    return adj


ADJACENT = _adjacency()

# pillage tokens (§3.4): Y = Yggdrasil (all three stats), R/A/H = one stat, G = 5 Glory
OUTER_TOKENS = ("R", "R", "R", "A", "A", "H", "H", "G")
TOKEN_STAT = {"R": 0, "A": 1, "H": 2}
PILLAGE_GLORY = 5

# --- clans and stats (§4.1) ---------------------------------------------------------
CLANS = ("Wolf", "Raven", "Serpent", "Bear")
STATS = ("RAGE", "AXES", "HORNS")
TRACK = (
    (0, 6, 7, 8, 9, 12, 12),   # RAGE value by step 1..6 (index 0 unused)
    (0, 3, 4, 5, 6, 8, 8),     # AXES
    (0, 4, 5, 6, 7, 10, 10),   # HORNS
)
MAX_STEP = 6
EPIC_GLORY = (0, 0, 0, 0, 10, 10, 20)  # end-game Glory by step
RAGNAROK_GLORY = (0, 2, 3, 4)           # per destroyed figure, by Age
WARRIORS = 8
SLOTS = {"warrior": 1, "leader": 1, "ship": 1, "monster": 2, "clan": 3}

# --- monsters (§4.4): id -> (name, STR, invade cost, is ship) ------------------------
MONSTERS = {
    "TROLL": ("Troll", 2, 2, False),
    "DWARF": ("Dwarf Chieftain", 2, 0, False),
    "SERPENT": ("Sea Serpent", 3, 3, True),
    "VALKYRIE": ("Valkyrie", 2, 2, False),
    "ELF": ("Dark Elf", 1, 1, False),
    "FIRE": ("Fire Giant", 4, 4, False),
    "FROST": ("Frost Giant", 4, 4, False),
    "HEL": ("Soldier of Hel", 3, 0, False),
    "VOLUR": ("Volur Witch", 3, 3, False),
}
FIGURE_NAMES = {"W": "Warrior", "L": "Leader", "S": "Ship"}
FIGURE_NAMES.update({k: v[0] for k, v in MONSTERS.items()})

# --- cards (§5.3-5.5) ------------------------------------------------------------------
# Columns: name, kind, value, min players, effect, parameter.
#   kind: battle | quest | warrior | leader | ship | monster | clan
#   value: battle bonus / upgrade STR (Rage cost before Charm) / quest Glory
#   effect: rules key used by the rules modules; parameter: its number or name
_AGE1 = (
    ("Troll", "monster", 2, 2, "monster", "TROLL"),
    ("Dwarf Chieftain", "monster", 2, 2, "monster", "DWARF"),
    ("Sea Serpent", "monster", 3, 3, "monster", "SERPENT"),
    ("Lord of Hammers", "leader", 3, 2, "lord_move", 0),
    ("Brothers in Arms", "warrior", 1, 2, "brothers", 0),
    ("Loki's Dragons", "ship", 2, 2, "dragons", 4),
    ("Loki's Domain", "clan", 1, 2, "loki_release", 1),
    ("Frigga's Charm", "clan", 0, 2, "charm", 1),
    ("Thor's Glory", "clan", 2, 2, "thor_glory", 2),
    ("Frigga's Succor", "clan", 2, 3, "succor", 0),
    ("Tyr's Domain", "clan", 0, 3, "tyr_quest", 3),
    ("Loki's Blessing", "clan", 1, 4, "blessing", 0),
    ("Alfheim", "quest", 5, 2, "region", "Alfheim"),
    ("Jotunheim", "quest", 5, 2, "region", "Jotunheim"),
    ("Manheim", "quest", 5, 2, "region", "Manheim"),
    ("Glorious Death", "quest", 6, 2, "death", 4),
    ("Yggdrasil", "quest", 6, 3, "ygg", 0),
    ("Alfheim", "quest", 5, 4, "region", "Alfheim"),
    ("Jotunheim", "quest", 5, 4, "region", "Jotunheim"),
    ("Manheim", "quest", 5, 4, "region", "Manheim"),
    ("Glorious Death", "quest", 6, 4, "death", 4),
    ("Odin's Smite", "battle", 1, 2, "smite", 0),
    ("Tyr's Bash", "battle", 2, 2, "plain", 0),
    ("Heimdall's Sight", "battle", 0, 2, "sight", 0),
    ("Frigga's Grace", "battle", 2, 2, "grace", 0),
    ("Loki's Trickery", "battle", 0, 2, "trickery", 1),
    ("Tyr's Smash", "battle", 3, 2, "plain", 0),
    ("Tyr's Smite", "battle", 5, 2, "plain", 0),
    ("Thor's Hammer", "battle", 1, 2, "hammer", 3),
    ("Odin's Smite", "battle", 1, 3, "smite", 0),
    ("Tyr's Smash", "battle", 3, 3, "plain", 0),
    ("Tyr's Crush", "battle", 4, 4, "plain", 0),
    ("Frigga's Grace", "battle", 2, 4, "grace", 0),
    ("Loki's Trickery", "battle", 0, 4, "trickery", 1),
)
_AGE2 = (
    ("Valkyrie", "monster", 2, 2, "monster", "VALKYRIE"),
    ("Dark Elf", "monster", 1, 2, "monster", "ELF"),
    ("Fire Giant", "monster", 4, 3, "monster", "FIRE"),
    ("Lord of Axes", "leader", 3, 2, "lord_stat", 0),
    ("Experts in Arms", "warrior", 2, 2, "experts", 0),
    ("Fire Dragons", "ship", 2, 2, "dragons", 8),
    ("Odin's Inspiration", "clan", 2, 2, "inspiration", 2),
    ("Tyr's Challenge", "clan", 0, 2, "challenge", 2),
    ("Frigga's Protection", "clan", 0, 2, "protection", 1),
    ("Loki's Eminence", "clan", 2, 3, "loki_release", 2),
    ("Tyr's Prowess", "clan", 2, 3, "prowess", 1),
    ("Thor's Domain", "clan", 1, 4, "thor_domain", 2),
    ("Alfheim", "quest", 7, 2, "region", "Alfheim"),
    ("Jotunheim", "quest", 7, 2, "region", "Jotunheim"),
    ("Manheim", "quest", 7, 2, "region", "Manheim"),
    ("Glorious Death", "quest", 8, 2, "death", 4),
    ("Yggdrasil", "quest", 8, 3, "ygg", 0),
    ("Alfheim", "quest", 7, 4, "region", "Alfheim"),
    ("Jotunheim", "quest", 7, 4, "region", "Jotunheim"),
    ("Manheim", "quest", 7, 4, "region", "Manheim"),
    ("Glorious Death", "quest", 8, 4, "death", 4),
    ("Tyr's Crush", "battle", 4, 2, "plain", 0),
    ("Heimdall's Eye", "battle", 2, 2, "late", 0),
    ("Odin's Tide", "battle", 1, 2, "tide", 0),
    ("Loki's Backstab", "battle", 0, 2, "backstab", 2),
    ("Tyr's Rage", "battle", 6, 2, "plain", 0),
    ("Heimdall's Watch", "battle", 0, 2, "watch", 0),
    ("Heimdall's Eye", "battle", 2, 2, "late", 0),
    ("Thor's Oath", "battle", 1, 2, "oath", 0),
    ("Tyr's Smite", "battle", 5, 3, "plain", 0),
    ("Heimdall's Eye", "battle", 2, 3, "late", 0),
    ("Odin's Tide", "battle", 1, 4, "tide", 0),
    ("Loki's Backstab", "battle", 0, 4, "backstab", 2),
    ("Tyr's Smash", "battle", 3, 4, "plain", 0),
)
_AGE3 = (
    ("Frost Giant", "monster", 4, 2, "monster", "FROST"),
    ("Soldier of Hel", "monster", 3, 2, "monster", "HEL"),
    ("Volur Witch", "monster", 3, 3, "monster", "VOLUR"),
    ("Lord of Spears", "leader", 3, 2, "lord_all", 0),
    ("Masters in Arms", "warrior", 2, 2, "masters", 0),
    ("Eternal Dragons", "ship", 2, 2, "dragons", 12),
    ("Frigga's Domain", "clan", 0, 2, "frigga_domain", 1),
    ("Odin's Throne", "clan", 2, 2, "throne", 2),
    ("Thor's Conquest", "clan", 3, 2, "conquest", 3),
    ("Frigga's Sacrifice", "clan", 1, 3, "sacrifice", 2),
    ("Tyr's Wrath", "clan", 1, 3, "tyr_quest", 5),
    ("Loki's Wrath", "clan", 3, 4, "loki_release", 3),
    ("Alfheim", "quest", 9, 2, "region", "Alfheim"),
    ("Jotunheim", "quest", 9, 2, "region", "Jotunheim"),
    ("Manheim", "quest", 9, 2, "region", "Manheim"),
    ("Glorious Death", "quest", 11, 2, "death", 4),
    ("Yggdrasil", "quest", 11, 3, "ygg", 0),
    ("Alfheim", "quest", 9, 4, "region", "Alfheim"),
    ("Jotunheim", "quest", 9, 4, "region", "Jotunheim"),
    ("Manheim", "quest", 9, 4, "region", "Manheim"),
    ("Glorious Death", "quest", 11, 4, "death", 4),
    ("Heimdall's Gaze", "battle", 3, 2, "late", 0),
    ("Thor's Primacy", "battle", 3, 2, "primacy", 0),
    ("Thor's Ascension", "battle", 1, 2, "ascension", 3),
    ("Odin's Judgement", "battle", 2, 2, "judgement", 2),
    ("Tyr's Rage", "battle", 6, 2, "plain", 0),
    ("Heimdall's Watch", "battle", 0, 2, "watch", 0),
    ("Tyr's Crush", "battle", 4, 2, "plain", 0),
    ("Loki's Poison", "battle", 0, 2, "poison", 0),
    ("Heimdall's Gaze", "battle", 3, 3, "late", 0),
    ("Thor's Primacy", "battle", 3, 3, "primacy", 0),
    ("Thor's Ascension", "battle", 1, 4, "ascension", 3),
    ("Odin's Judgement", "battle", 2, 4, "judgement", 2),
    ("Tyr's Smite", "battle", 5, 4, "plain", 0),
)


class Card:
    """One Gods' Gifts card (immutable table row)."""

    __slots__ = ("id", "code", "age", "name", "kind", "value", "min_players", "effect", "param")

    def __init__(self, cid: int, code: str, age: int, row: tuple) -> None:
        self.id = cid
        self.code = code
        self.age = age
        self.name, self.kind, self.value, self.min_players, self.effect, self.param = row

    @property
    def is_upgrade(self) -> bool:
        return self.kind in SLOTS

    def __repr__(self) -> str:
        return f"Card({self.id}, {self.code} {self.name})"


def _build() -> tuple[Card, ...]:
    out: list[Card] = []
    for age, rows in ((1, _AGE1), (2, _AGE2), (3, _AGE3)):
        for i, row in enumerate(rows):
            out.append(Card(len(out), f"A{age}-{i + 1:02d}", age, row))
    # index -1 (HIDDEN) resolves to this placeholder: an unknown card with no effect
    out.append(Card(len(out), "??", 0, ("Hidden card", "hidden", 0, 9, "none", 0)))
    return tuple(out)


CARDS = _build()
NUM_CARDS = len(CARDS) - 1  # 102 real cards; CARDS[-1] is the hidden placeholder
MONSTER_CARD = {c.param: c.id for c in CARDS if c.kind == "monster"}


# (age, players) -> the card ids of that Age deck (a read-only table built at import)
_AGE_DECKS: dict[tuple[int, int], tuple[int, ...]] = {
    (age, n): tuple(c.id for c in CARDS[:NUM_CARDS] if c.age == age and c.min_players <= n)
    for age in (1, 2, 3) for n in (2, 3, 4)}


def age_deck(age: int, num_players: int) -> list[int]:
    """The card ids of one Age deck for this player count (3+/4+ marks removed)."""
    deck = _AGE_DECKS.get((age, num_players))
    if deck is not None:
        return list(deck)
    return [c.id for c in CARDS[:NUM_CARDS] if c.age == age and c.min_players <= num_players]


def card_id(name: str, age: int | None = None, nth: int = 0) -> int:
    """The id of the nth card called `name` (in `age` if given); for tests and tools."""
    found = [c.id for c in CARDS[:NUM_CARDS] if c.name == name and (age is None or c.age == age)]
    return found[nth]


def kind_of(fid: str) -> str:
    """'W' for any Warrior id ('W0'..'W7'), else the id itself (L, S, monster ids)."""
    return "W" if fid[0] == "W" and len(fid) == 2 else fid


def is_ship(fid: str) -> bool:
    return fid == "S" or fid == "SERPENT"
