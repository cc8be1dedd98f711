"""Midgard's board, cards and tables (rules file `midgard.md`, sections 2-4, 6, 8, 15).

Everything the rules code needs is a table here, referred to by id. Values marked
[house] in the rules live only in this module, so each can be changed in one place.

Locations (ints, used in actions and events):
    0..9   the ten provinces (see PROVINCES)
    10     Asgard        11  Vanaheim      12  Valhalla
    13     the player's own boat           14  the player's own off-board supply
"""

from __future__ import annotations

# --- kingdoms (3.1) ------------------------------------------------------------------
ALFHEIM, MANNHEIM, JOTUNHEIM = 0, 1, 2
KINGDOMS = ("Alfheim", "Mannheim", "Jotunheim")
TOKEN_COLOURS = ("grey", "brown", "blue")          # kingdom-token colour per kingdom
TOKEN_LETTERS = ("A", "M", "J")

# --- provinces (3.2) [house names 2,4..9 and every village count] --------------------
PROVINCES = (
    "Gimle", "Andlang", "Vidblain",
    "Myrkvior", "Vigrid", "Hindarfjall",
    "Utgard", "Jarnvid", "Thrymheim", "Elivagar",
)
PROVINCE_KINGDOM = (0, 0, 0, 1, 1, 1, 2, 2, 2, 2)
VILLAGES = (4, 5, 3, 5, 4, 4, 6, 4, 3, 5)
NUM_PROVINCES = 10
KINGDOM_PROVINCES = tuple(
    tuple(p for p in range(NUM_PROVINCES) if PROVINCE_KINGDOM[p] == k) for k in range(3)
)

# --- other locations (3.3) ------------------------------------------------------------
ASGARD, VANAHEIM, VALHALLA, BOAT, SUPPLY = 10, 11, 12, 13, 14
NUM_LOCS = 15
REALMS = (ASGARD, VANAHEIM)                        # the two celestial realms
AREAS = tuple(range(13))                           # provinces, Asgard, Vanaheim, Valhalla
MOVABLE_SOURCES = tuple(range(12)) + (BOAT,)       # never Valhalla, never the supply
LOC_NAMES = PROVINCES + ("Asgard", "Vanaheim", "Valhalla", "boat", "supply")

# --- clans (2) -------------------------------------------------------------------------
COLOURS = ("Red", "Black", "Green", "Yellow", "Purple")
WARRIORS_PER_CLAN = 11
START_BOAT_WARRIORS = 5        # + the chieftain (5.1 step 3)
START_SUPPLY_WARRIORS = 6

# --- cards (4.1, 4.4) [house: per-type counts and gold contents] -------------------------
INVASION, NEW_WARRIOR, ATTACK, HORDE = "invasion", "new_warrior", "attack", "horde"
SCORE_KINGDOM, TAKE_TOKENS, DRAW_CARDS, DESTROY_KINGDOM, NEW_WARRIORS_KINGDOM = (
    "score_kingdom", "take_tokens", "draw_cards", "destroy_kingdom", "new_warriors_kingdom")
BRONZE, SILVER, GOLD = 0, 1, 2
DECK_NAMES = ("bronze", "silver", "gold")
NO_KINGDOM = -1
REALMS_TARGET = 3              # "kingdom" of gold 12: Asgard and/or Vanaheim

# (type, kingdom, how many) in id order; ids run 0..99
_BRONZE = ((INVASION, ALFHEIM, 12), (INVASION, MANNHEIM, 12), (INVASION, JOTUNHEIM, 14),
           (NEW_WARRIOR, NO_KINGDOM, 12))
_SILVER = ((ATTACK, ALFHEIM, 8), (ATTACK, MANNHEIM, 8), (ATTACK, JOTUNHEIM, 9),
           (HORDE, NO_KINGDOM, 10))
# gold number 1..15 -> (family, kingdom)
GOLD_CARDS = (
    (SCORE_KINGDOM, ALFHEIM), (SCORE_KINGDOM, MANNHEIM), (SCORE_KINGDOM, JOTUNHEIM),
    (TAKE_TOKENS, ALFHEIM), (TAKE_TOKENS, MANNHEIM), (TAKE_TOKENS, JOTUNHEIM),
    (DRAW_CARDS, BRONZE), (DRAW_CARDS, SILVER),            # "kingdom" = the deck drawn from
    (DESTROY_KINGDOM, ALFHEIM), (DESTROY_KINGDOM, MANNHEIM), (DESTROY_KINGDOM, JOTUNHEIM),
    (NEW_WARRIORS_KINGDOM, REALMS_TARGET), (NEW_WARRIORS_KINGDOM, ALFHEIM),
    (NEW_WARRIORS_KINGDOM, MANNHEIM), (NEW_WARRIORS_KINGDOM, JOTUNHEIM),
)
TAKE_TOKENS_COUNT = 3          # gold 4-6 [house]
DRAW_CARDS_COUNT = 2           # gold 7-8 [house]
NEW_WARRIORS_KINGDOM_MAX = 2   # gold 12-15 [seed]
INVASION_MOVES = 2
HORDE_MOVES = 3


def _build_cards():
    types, kingdoms, decks, golds = [], [], [], []
    for deck, table in ((BRONZE, _BRONZE), (SILVER, _SILVER)):
        for typ, k, n in table:
            for _ in range(n):
                types.append(typ)
                kingdoms.append(k)
                decks.append(deck)
                golds.append(0)
    for num, (typ, k) in enumerate(GOLD_CARDS, start=1):
        types.append(typ)
        kingdoms.append(k)
        decks.append(GOLD)
        golds.append(num)
    return tuple(types), tuple(kingdoms), tuple(decks), tuple(golds)


CARD_TYPE, CARD_KINGDOM, CARD_DECK, CARD_GOLD = _build_cards()
NUM_CARDS = len(CARD_TYPE)
DECK_CARDS = tuple(tuple(c for c in range(NUM_CARDS) if CARD_DECK[c] == d) for d in range(3))
GOLD_ID = {CARD_GOLD[c]: c for c in DECK_CARDS[GOLD]}      # gold number -> card id
PACKET = (3, 2, 1)             # bronze, silver, gold dealt to each player per round (5.2)

# --- rounds (6) --------------------------------------------------------------------------
NUM_ROUNDS = 3
QUOTAS = (4, 5, 6)             # cards each player must play in round 1, 2, 3
DOOMED_PER_ROUND = 5

# phases of a round and sub-steps of the card being resolved (strings: readable in JSON
# and in the UI); the pending decision is the step during the action phase, else the phase
DRAFT, ACTION, VANAHEIM_CHOICE, OVER = "draft", "action", "vanaheim", "over"
ST_PLAY, ST_PICK, ST_DEST, ST_KILL = "play", "pick", "dest", "kill"
ST_HTARGET, ST_HPICK, ST_DESTROY, ST_PLACE = "htarget", "hpick", "destroy", "place"
PHASES = (DRAFT, ACTION, VANAHEIM_CHOICE, OVER)
STEPS = (ST_PLAY, ST_PICK, ST_DEST, ST_KILL, ST_HTARGET, ST_HPICK, ST_DESTROY, ST_PLACE)

# --- scoring (8) ---------------------------------------------------------------------------
# indexes into a seat's points list (state.pts[seat])
P_PROVINCES, P_ASGARD, P_RAGNAROK, P_VALHALLA, P_SETS = range(5)
POINT_KEYS = ("provinces", "asgard", "ragnarok", "valhalla", "sets")
CONTROL_POINTS = (0, 3, 7, 12, 20)      # by number of provinces controlled in one kingdom
ASGARD_POINTS = 5
VANAHEIM_TOKENS = 2
DOOM_POINTS = 2
VALHALLA_POINTS = 1
SET_POINTS = 5


def card_name(c: int) -> str:
    """A short English name: "Invasion – Alfheim", "Gold 7: Draw Cards (2 bronze)"."""
    if c < 0 or c >= NUM_CARDS:
        return "a hidden card"
    typ, k = CARD_TYPE[c], CARD_KINGDOM[c]
    if typ == INVASION:
        return f"Invasion – {KINGDOMS[k]}"
    if typ == NEW_WARRIOR:
        return "New Warrior"
    if typ == ATTACK:
        return f"Attack – {KINGDOMS[k]}"
    if typ == HORDE:
        return "Viking Horde"
    g = CARD_GOLD[c]
    if typ == SCORE_KINGDOM:
        return f"Gold {g}: Score {KINGDOMS[k]}"
    if typ == TAKE_TOKENS:
        return f"Gold {g}: Take {TAKE_TOKENS_COUNT} {TOKEN_COLOURS[k]} tokens"
    if typ == DRAW_CARDS:
        return f"Gold {g}: Draw {DRAW_CARDS_COUNT} {DECK_NAMES[k]} cards"
    if typ == DESTROY_KINGDOM:
        return f"Gold {g}: Destroy a province of {KINGDOMS[k]}"
    where = "Asgard/Vanaheim" if k == REALMS_TARGET else KINGDOMS[k]
    return f"Gold {g}: New Warriors in {where}"


CARD_TEXT = {
    INVASION: "Move up to 2 of your Vikings to free villages of the named kingdom, Asgard or Vanaheim.",
    NEW_WARRIOR: "Put a warrior from your supply in your boat, then you may move one Viking to any "
                 "free village, Asgard or Vanaheim.",
    ATTACK: "Move one Viking to the named kingdom (killing an opponent's warrior to take its "
            "village) or to Asgard/Vanaheim (then you may kill one opponent's warrior there).",
    HORDE: "Choose Asgard, Vanaheim or a province with room; move up to 3 Vikings there.",
    SCORE_KINGDOM: "Score the named kingdom now, for every player.",
    TAKE_TOKENS: f"Take {TAKE_TOKENS_COUNT} kingdom tokens of the colour shown.",
    DRAW_CARDS: f"Draw {DRAW_CARDS_COUNT} cards, then play another card at once (extra turn).",
    DESTROY_KINGDOM: "Every Viking in one province of the named kingdom goes to Valhalla.",
    NEW_WARRIORS_KINGDOM: "Place up to 2 warriors from your supply in the named place.",
}
