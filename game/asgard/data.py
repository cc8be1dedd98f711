"""Asgard: every god, space, world, tile set and price as tables.

All values tagged [house] in the rules live here, in one place (the full rules text lists
them with their reasoning in its section 18, "House values at a glance"; the players'
summary is `assets/rules/asgard.md`). Rules code refers to these tables by
index or id only.

Index conventions used everywhere in the engine:
- gods 0..9 in board order (GOD_KEYS); sides 0 = light, 1 = dark;
- stones 0..6 = pink, yellow, red, blue, green, black, white (STONE_KEYS);
- recruits 0..2 = white warrior, orange warrior, giant (RECRUIT_KEYS);
- seals 0..1 = light, dark (SEAL_KEYS);
- worlds 1..7 in actions; internally slot index w-1; the light underworld is slot 7 and
  the dark underworld slot 8 (in actions: world 0 plus the side);
- population tiles 1..16 = L1..L8, D1..D8; a face-down (flipped) tile is stored negated;
- god tiles in a slot: 100 + 10 * god + printed number.
"""

from __future__ import annotations

# --- sides, resources ------------------------------------------------------------
LIGHT, DARK = 0, 1
SIDE_KEYS = ("L", "D")
SIDE_NAMES = ("light", "dark")

STONE_KEYS = ("P", "Y", "R", "B", "G", "K", "W")
STONE_NAMES = ("pink", "yellow", "red", "blue", "green", "black", "white")
STONE_INDEX = {k: i for i, k in enumerate(STONE_KEYS)}
WHITE_STONE = 6

RECRUIT_KEYS = ("white", "orange", "giant")
RECRUIT_NAMES = ("white warrior", "orange warrior", "giant")
RECRUIT_INDEX = {k: i for i, k in enumerate(RECRUIT_KEYS)}
WHITE, ORANGE, GIANT = 0, 1, 2
RECRUIT_STRENGTH = (1, 1, 2)
RECRUIT_TOTAL = (12, 12, 10)

SEAL_KEYS = ("L", "D")
SEAL_INDEX = {"L": 0, "D": 1}

# --- gods ----------------------------------------------------------------------
GOD_KEYS = ("freyja", "baldr", "odin", "tyr", "thor", "loki", "hel", "mimir", "surtr", "fenrir")
GOD_NAMES = ("Freyja", "Baldr", "Odin", "Týr", "Thor", "Loki", "Hel", "Mímir", "Surtr", "Fenrir")
GOD_INDEX = {k: i for i, k in enumerate(GOD_KEYS)}
FREYJA, BALDR, ODIN, TYR, THOR, LOKI, HEL, MIMIR, SURTR, FENRIR = range(10)
GOD_SIDE = (0, 0, 0, 0, 0, 1, 1, 1, 1, 1)
GOD_RISES = (1, 1, 1, 1, 1, 1, 1, 2, 3, 4)
# stone colour given twice by a prayer (None: no stones; Odin handled by its spaces)
GOD_STONE = (0, 1, None, 2, 3, 4, 5, None, None, None)
# recruits lying on the god at setup: (white, orange, giant)
GOD_SETUP_RECRUITS = (
    (1, 0, 0), (1, 0, 0), (0, 0, 0), (0, 1, 0), (0, 1, 0),
    (0, 0, 1), (0, 0, 1), (0, 0, 0), (0, 0, 0), (0, 0, 0),
)
# recruit demand of support space I and II (tuples of recruit types) [house except
# Surtr (seed reading) and Fenrir (seed)]
GOD_DEMAND = (
    ((WHITE,), (WHITE, ORANGE)),      # Freyja
    ((WHITE,), (WHITE, GIANT)),       # Baldr
    ((ORANGE,), (WHITE, ORANGE, GIANT)),  # Odin: "any one type"
    ((ORANGE,), (ORANGE, WHITE)),     # Týr
    ((ORANGE,), (ORANGE, GIANT)),     # Thor
    ((GIANT,), (GIANT, WHITE)),       # Loki
    ((GIANT,), (GIANT, ORANGE)),      # Hel
    ((GIANT,), (GIANT, WHITE)),       # Mímir
    ((GIANT,), (ORANGE, WHITE)),      # Surtr
    ((), ()),                         # Fenrir: nothing
)
# Ragnarök support points of space I and II [house except Freyja, Thor, Mímir II]
GOD_SUPPORT_VP = (
    (13, 11), (12, 7), (10, 6), (9, 5), (7, 2),
    (9, 5), (11, 6), (15, 11), (14, 9), (16, 12),
)
# printed numbers of each god's tiles (strength)
# risen gods by round number (0..5)
RISEN = tuple(tuple(g for g in range(10) if GOD_RISES[g] <= r) for r in range(6))
GOD_TILES = tuple((3, 3) if g == FENRIR else (1, 2, 3, 4) for g in range(10))
GOD_TILE_BASE = 100


def god_tile(g: int, num: int) -> int:
    return GOD_TILE_BASE + 10 * g + num


def tile_god(code: int) -> int:
    return (code - GOD_TILE_BASE) // 10


def tile_num(code: int) -> int:
    return (code - GOD_TILE_BASE) % 10


# --- prayer spaces ---------------------------------------------------------------
# id, god, kind ("up" power space, "lo" lower space, "only" single space), silver,
# legal Mímir destination
SPACES = (
    ("FREYJA_UP", FREYJA, "up", True, True), ("FREYJA_LO", FREYJA, "lo", False, False),
    ("BALDR_UP", BALDR, "up", True, True), ("BALDR_LO", BALDR, "lo", False, False),
    ("ODIN_UP", ODIN, "up", True, False), ("ODIN_LO", ODIN, "lo", False, False),
    ("TYR_UP", TYR, "up", True, True), ("TYR_LO", TYR, "lo", False, False),
    ("THOR_UP", THOR, "up", True, True), ("THOR_LO", THOR, "lo", False, False),
    ("LOKI_UP", LOKI, "up", True, True), ("LOKI_LO", LOKI, "lo", False, False),
    ("HEL_UP", HEL, "up", True, True), ("HEL_LO", HEL, "lo", False, False),
    ("MIMIR_ONLY", MIMIR, "only", True, False),
    ("SURTR_ONLY", SURTR, "only", True, True),
    ("FENRIR_UP", FENRIR, "up", True, False), ("FENRIR_LO", FENRIR, "lo", False, False),
)
SPACE_IDS = tuple(s[0] for s in SPACES)
SPACE_INDEX = {s[0]: i for i, s in enumerate(SPACES)}
SPACE_GOD = tuple(s[1] for s in SPACES)
SPACE_KIND = tuple(s[2] for s in SPACES)
SPACE_MIMIR_OK = tuple(s[4] for s in SPACES)
GOD_SPACES = tuple(tuple(i for i, s in enumerate(SPACES) if s[1] == g) for g in range(10))

# --- population tiles (id 1..16) [house values, table 4.3] --------------------------
BONUS_KINDS = ("WEAPON_PICK", "MAGIC_PICK", "TAKE_ORDER_1", "ASGARD_FLIP", "CLAIM_VICTORY",
               "WILD_STONE", "STONE_SWAP", "WILD_SEAL")
POP_NAMES = ("", "L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8",
             "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8")
POP_SIDE = (None,) + (LIGHT,) * 8 + (DARK,) * 8
POP_STRENGTH = (0, 1, 2, 2, 3, 3, 4, 5, 6, 1, 2, 2, 3, 3, 4, 5, 6)
POP_BONUS = (None,
             "WEAPON_PICK", "MAGIC_PICK", "TAKE_ORDER_1", "ASGARD_FLIP",
             "CLAIM_VICTORY", "WILD_STONE", "STONE_SWAP", "WILD_SEAL",
             "WILD_SEAL", "STONE_SWAP", "WILD_STONE", "CLAIM_VICTORY",
             "ASGARD_FLIP", "TAKE_ORDER_1", "MAGIC_PICK", "WEAPON_PICK")
POP_INDEX = {name: i for i, name in enumerate(POP_NAMES) if name}
# bonuses a held tile may be used for during an own turn in phases 2-3
TURN_BONUSES = ("WEAPON_PICK", "MAGIC_PICK", "TAKE_ORDER_1", "ASGARD_FLIP")

# --- weapon, magic, legendary weapons [house values] --------------------------------
WEAPONS = (1, 2, 2, 3, 3, 4, 5)
MAGIC_KEYS = ("DOUBLE_RECRUITS", "BREAK_WEAPON", "NULLIFY_TILE", "TOP_BONUS", "BOTTOM_BONUS")
MAGIC_INDEX = {k: i for i, k in enumerate(MAGIC_KEYS)}
DOUBLE_RECRUITS, BREAK_WEAPON, NULLIFY_TILE, TOP_BONUS, BOTTOM_BONUS = range(5)
MAGICS = (0, 0, 1, 1, 2, 3, 4)
MAGIC_BONUS_VP = 10
LEGENDARY = ((1, 2, 3, 4, 5), (1, 2, 3, 4, 5))
# the kind of a tile placed face down in Ragnarök (`rag_items` entries [seat, kind, value])
WEAPON, MAGIC = 0, 1


def strength(c: int) -> int:
    """The printed strength of a tile in a world slot (god tile or population)."""
    if c >= GOD_TILE_BASE:
        return tile_num(c)
    return POP_STRENGTH[abs(c)]


def is_god(c: int) -> bool:
    return c >= GOD_TILE_BASE


def recruit_strength(r: list[int]) -> int:
    """Recruits [white, orange, giants]: a giant counts 2."""
    return r[0] + r[1] + 2 * r[2]

# --- temples (24 tiles, ids 0..23; stack = id // 6) [house table 4.7] ----------------
TEMPLE_STACK_KEYS = ("A", "B", "C", "D")
TEMPLE_STACK_VP = (3, 4, 5, 7)
_P, _Y, _R, _B, _G, _K, _W = range(7)
TEMPLE_COST = (
    (_P, _P), (_Y, _Y), (_R, _R), (_B, _B), (_G, _G), (_K, _K),
    (_P, _Y), (_R, _B), (_G, _K), (_P, _R), (_Y, _G), (_B, _K),
    (_P, _P, _G), (_Y, _Y, _K), (_R, _R, _P), (_B, _B, _Y), (_G, _G, _R), (_K, _K, _B),
    (_P, _G, _W), (_Y, _R, _K), (_B, _G, _Y), (_R, _K, _P), (_W, _B, _R), (_G, _B, _P),
)
TEMPLE_EXTRA = tuple(i // 6 == 3 for i in range(24))  # stack D: one stone of a non-printed colour
EXTRA = -1  # requirement code for that stone


def temple_name(tid: int) -> str:
    cost = "".join(STONE_KEYS[c] for c in TEMPLE_COST[tid])
    return f"{TEMPLE_STACK_KEYS[tid // 6]}:{cost}" + ("+1" if TEMPLE_EXTRA[tid] else "")


# --- Asgard tiles [house: AT5 duplicate kind; removals] ------------------------------
AT_KINDS = (None, "ONE_RECRUIT", "ONE_RECRUIT", "TWO_DIFFERENT", "THREE_RECRUITS", "STONE_EXCHANGE")
AT_NAMES = ("", "AT1", "AT2", "AT3", "AT4", "AT5")
AT_BY_PLAYERS = {4: (1, 2, 3, 4, 5), 3: (1, 2, 3, 5), 2: (1, 2, 5)}
ROW_SIZE = {4: 3, 3: 2, 2: 1}

# --- Asgard area prices --------------------------------------------------------------
# recruit price (light seals, dark seals) [seed orange; house white and giant]
RECRUIT_PRICE = ((1, 0), (0, 1), (1, 1))
# seal printed under each of the seven influence-disc row columns (0 light, 1 dark)
ROW_SEALS = (1, 0, 1, 0, 1, 0, 1)
ROW_COLS = 7

# --- battle tiles ------------------------------------------------------------------
BATTLE_VALUES = (3, 5, 9, 14, 20)
BATTLE_COUNTS = {4: (4, 5, 5, 3, 2), 3: (3, 4, 4, 2, 1), 2: (2, 2, 3, 2, 1)}

# --- supplies by player count --------------------------------------------------------
STONES_PER_COLOUR = {4: (5, 3), 3: (4, 2), 2: (3, 1)}  # (coloured, white)
SEALS_PER_SIDE = {4: 9, 3: 8, 2: 7}
POP_DISCARD = {4: 0, 3: 1, 2: 2}
CLOSED_WORLDS = {4: (), 3: (1,), 2: (1, 4)}
START_PICKERS = {4: (4, 3, 2), 3: (3, 2), 2: (2,)}  # order numbers picking a start recruit
VALHALLA_SETUP = (2, 3)  # white, orange
DISCS_PER_PLAYER = 11
DISCS_IN_FRONT = 3
ROUNDS = 5
UNDERWORLD_VP = 5
NUM_WORLDS = 7
LIGHT_UNDERWORLD, DARK_UNDERWORLD = 7, 8


# a population slot: index 0..8 in state.slot; in actions (world 1..7, or 0 for the
# underworld of that side, side key)
def slot_ref(i: int, side: int) -> tuple[int, str]:
    """(world number in actions, side key) of slot index i."""
    return (i + 1 if i < NUM_WORLDS else 0), SIDE_KEYS[side]


def slot_index(w: int, side: int) -> int:
    return w - 1 if w >= 1 else LIGHT_UNDERWORLD + side


PLAYER_COLOURS = ("Red", "Blue", "Yellow", "Purple")
