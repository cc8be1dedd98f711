"""Tiny Epic Vikings (+ Ragnarok): every board, card and number as tables.

All values marked [house] in `assets/rules/vikings.md` live here, so
that each one can change in one place. Rules code refers to things by id.

Vocabulary: a *region* is an island of the base maps or a Region of the Relentless
North (an island split by a Land Border has two). A *dock* belongs to one region, or
two for a border dock. Boats stand on docks or in fjords.
"""

from __future__ import annotations

RUNES = ("F", "H", "P")
RES = ("wood", "food", "steel")
WOOD, FOOD, STEEL = 0, 1, 2
TRACK_MAX = 7  # resource tracks 0..7
START_RES = (1, 2, 1)  # [house] wood, food, steel
BOAT_COST = (2, 0, 0)  # [house]
TEMPLE_COST = (2, 0, 2)  # [house]
SETTLERS, BOATS, TEMPLES, VALKYRIES = 6, 4, 2, 3
INFL_SETTLER, INFL_TEMPLE, INFL_BOAT, INFL_VALK = 1, 4, 2, 2

# --- Era Mat ------------------------------------------------------------------
ERAS = 3  # the game lasts three eras (A5)
HAND_SIZE = {1: 4, 2: 5, 3: 6}
PASS_DIR = {1: 1, 2: -1, 3: 1}  # +1 = to the left (clockwise)
RAID_COST = {1: 1, 2: 2, 3: 3}  # [house] steel
# Dedication actions of the Era Mat [house]: slot -> (name, action, n)
DEDICATIONS = {
    "D1": ("Longship Muster", "SAIL", 3),
    "D2": ("Landfall", "EXPL", 2),
    "D3": ("Shipwright's Hall", "BUILD_CHEAP", 1),
    "D4": ("Plenty", "HARV", 3),
}
GOD_DEDICATION_FURY = 2
FAVOR_ROW_SIZE = {1: 5, 2: 3, 3: 4, 4: 5}  # [house]
FURY_FLIP = 20  # marker shows 20+ beyond

# --- Scoring ------------------------------------------------------------------
ISLAND_POINTS = (6, 4, 2)  # by god rank 1st/2nd/3rd (6 real, rest [house])
FAVOR_POINTS = (3, 2, 1)  # [house]

# --- Maps ---------------------------------------------------------------------
# region -> (name, island, class, row, x, rune)
# dock -> (regions, fjord, route_to or None, village, x)


def _docks(rows: list[tuple]) -> dict:
    return {d: (tuple(r.split("+")), f, to, v, x) for d, r, f, to, v, x in rows}


MAP_A = {
    "name": "Runic Isles",
    "regions": {
        "N": ("Nordhagi", "N", "outer", "top", 3, "F"),
        "NE": ("Austrvik", "NE", "central", "top", 4.5, "P"),
        "SE": ("Sudrey", "SE", "outer", "bottom", 5.5, "H"),
        "S": ("Sandvik", "S", "central", "bottom", 3, "F"),
        "SW": ("Vestrholm", "SW", "outer", "bottom", 0.5, "P"),
        "NW": ("Hrafnsey", "NW", "central", "top", 1.5, "H"),
    },
    "docks": _docks([
        ("N.ccw", "N", "T6", "NW.cw", False, 2),
        ("N.edge", "N", "E1", None, True, 3),
        ("N.cw", "N", "T1", "NE.ccw", False, 4),
        ("N.in", "N", "C", "S.in", False, 3),
        ("NE.ccw", "NE", "T1", "N.cw", False, 4.5),
        ("NE.cw", "NE", "T2", "SE.ccw", True, 5.5),
        ("NE.in", "NE", "C", "SW.in", True, 4.5),
        ("SE.ccw", "SE", "T2", "NE.cw", False, 5.5),
        ("SE.edge", "SE", "E2", None, True, 6),
        ("SE.cw", "SE", "T3", "S.ccw", False, 4.5),
        ("SE.in", "SE", "C", "NW.in", False, 4.5),
        ("S.ccw", "S", "T3", "SE.cw", False, 4),
        ("S.cw", "S", "T4", "SW.ccw", True, 2),
        ("S.in", "S", "C", "N.in", True, 3),
        ("SW.ccw", "SW", "T4", "S.cw", False, 1.5),
        ("SW.edge", "SW", "E3", None, True, 0),
        ("SW.cw", "SW", "T5", "NW.ccw", False, 0.5),
        ("SW.in", "SW", "C", "NE.in", False, 1.5),
        ("NW.ccw", "NW", "T5", "SW.cw", False, 0.5),
        ("NW.cw", "NW", "T6", "N.ccw", True, 1.5),
        ("NW.in", "NW", "C", "SE.in", True, 1.5),
    ]),
    "fjords": {
        "C": ("T1", "T2", "T3", "T4", "T5", "T6"),
        "T1": ("C", "E1", "T2"), "T2": ("C", "T1", "E2"), "T3": ("C", "E2", "T4"),
        "T4": ("C", "T3", "E3"), "T5": ("C", "E3", "T6"), "T6": ("C", "T5", "E1"),
        "E1": ("T6", "T1"), "E2": ("T2", "T3"), "E3": ("T4", "T5"),
    },
    "borders": (),
    # shore cycles (solo Chieftain Boat steps; BOAT icon clockwise order)
    "shore": {
        "N": ("N.ccw", "N.edge", "N.cw", "N.in"),
        "SE": ("SE.ccw", "SE.edge", "SE.cw", "SE.in"),
        "SW": ("SW.ccw", "SW.edge", "SW.cw", "SW.in"),
        "NE": ("NE.ccw", "NE.cw", "NE.in"),
        "S": ("S.ccw", "S.cw", "S.in"),
        "NW": ("NW.ccw", "NW.cw", "NW.in"),
    },
    "solo_start": ("NE.ccw", "S.ccw", "NW.ccw"),  # [house]
    "outer": ("N", "SE", "SW"),
}


def _grid_b() -> dict:
    runes = {"A1": "F", "A2": "H", "A3": "P", "B1": "H", "B2": "P", "B3": "F",
             "C1": "P", "C2": "F", "C3": "H"}
    names = {"A1": "Frostvik", "A2": "Jarlsey", "A3": "Ulfholm", "B1": "Skarvey", "B2": "Midgardsey",
             "B3": "Eldey", "C1": "Myrhavn", "C2": "Sundholm", "C3": "Hvalsey"}
    regions = {}
    for r, rune in runes.items():
        row = {"A": "top", "B": "middle", "C": "bottom"}[r[0]]
        regions[r] = (names[r], r, "outer" if r != "B2" else "central", row, float(int(r[1]) * 2 - 1), rune)
    rows: list[tuple] = []
    villages = {"A1.nw", "A2.s", "A3.ne", "B1.e", "B2.n", "B2.s", "B3.w", "C1.sw", "C2.n", "C3.se"}
    for row in "ABC":
        for c1, c2 in ((1, 2), (2, 3)):
            a, b = f"{row}{c1}.e", f"{row}{c2}.w"
            f = f"h{row}{c1}{c2}"
            rows.append((a, f"{row}{c1}", f, b, a in villages, c1 * 2))
            rows.append((b, f"{row}{c2}", f, a, b in villages, c1 * 2))
    for col in "123":
        for r1, r2 in (("A", "B"), ("B", "C")):
            a, b = f"{r1}{col}.s", f"{r2}{col}.n"
            f = f"v{col}{r1}{r2}"
            x = int(col) * 2 - 1
            rows.append((a, f"{r1}{col}", f, b, a in villages, x))
            rows.append((b, f"{r2}{col}", f, a, b in villages, x))
    for d, f, x in (("A1.nw", "eNW", 0), ("A3.ne", "eNE", 6), ("C1.sw", "eSW", 0), ("C3.se", "eSE", 6)):
        rows.append((d, d.split(".")[0], f, None, d in villages, x))
    return {
        "name": "Nine Holds",
        "regions": regions,
        "docks": _docks(rows),
        "fjords": {
            "hA12": ("jAB12", "eNW", "hA23"), "hA23": ("jAB23", "eNE", "hA12"),
            "hB12": ("jAB12", "jBC12"), "hB23": ("jAB23", "jBC23"),
            "hC12": ("jBC12", "eSW", "hC23"), "hC23": ("jBC23", "eSE", "hC12"),
            "v1AB": ("jAB12", "eNW", "v1BC"), "v1BC": ("jBC12", "eSW", "v1AB"),
            "v2AB": ("jAB12", "jAB23"), "v2BC": ("jBC12", "jBC23"),
            "v3AB": ("jAB23", "eNE", "v3BC"), "v3BC": ("jBC23", "eSE", "v3AB"),
            "jAB12": ("hA12", "hB12", "v1AB", "v2AB"), "jAB23": ("hA23", "hB23", "v2AB", "v3AB"),
            "jBC12": ("hB12", "hC12", "v1BC", "v2BC"), "jBC23": ("hB23", "hC23", "v2BC", "v3BC"),
            "eNW": ("hA12", "v1AB"), "eNE": ("hA23", "v3AB"), "eSW": ("hC12", "v1BC"),
            "eSE": ("hC23", "v3BC"),
        },
        "borders": (),
        "shore": {},
        "solo_start": (),
        "outer": (),
    }


MAP_B = _grid_b()

# Relentless North, 1-3 player side [house graph]
MAP_RN13 = {
    "name": "Relentless North (1-3)",
    "regions": {
        "1": ("Jotunfell", "I1", "outer", "top", 1, "H"),
        "2A": ("Frostgard west", "I2", "central", "top", 2.5, "F"),
        "2B": ("Frostgard east", "I2", "central", "top", 4.5, "P"),
        "3": ("Isvik", "I3", "outer", "bottom", 1, "P"),
        "4": ("Hrimey", "I4", "central", "bottom", 3.5, "H"),
        "5": ("Skadholm", "I5", "outer", "bottom", 5, "F"),
    },
    "docks": _docks([
        ("1.nw", "1", "F1", None, True, 0.5),
        ("1.e", "1", "F2", "2A.w", False, 1.5),
        ("1.s", "1", "F3", "3.n", True, 1),
        ("2A.w", "2A", "F2", "1.e", False, 2.5),
        ("2AB.n", "2A+2B", "F4", None, True, 3.5),
        ("2AB.s", "2A+2B", "F5", "4.n", False, 3.5),
        ("2B.e", "2B", "F7", "5.n", False, 5),
        ("3.n", "3", "F3", "1.s", False, 1),
        ("3.e", "3", "F6", "4.w", False, 2),
        ("3.sw", "3", "F9", None, True, 0.5),
        ("4.n", "4", "F5", "2AB.s", False, 3.5),
        ("4.w", "4", "F6", "3.e", False, 2.5),
        ("4.e", "4", "F8", "5.w", True, 4.5),
        ("5.n", "5", "F7", "2B.e", True, 5),
        ("5.w", "5", "F8", "4.e", False, 4.5),
        ("5.se", "5", "F10", None, True, 5.5),
    ]),
    "fjords": {
        "F1": ("F2", "F3"), "F2": ("F1", "F4", "F5"), "F3": ("F1", "F5", "F6", "F9"), "F4": ("F2", "F7"),
        "F5": ("F2", "F3", "F6", "F7", "F8"), "F6": ("F3", "F5", "F8", "F9"), "F7": ("F4", "F5", "F8"),
        "F8": ("F5", "F6", "F7", "F10"), "F9": ("F3", "F6"), "F10": ("F8",),
    },
    "borders": (("2A", "2B"),),
    "shore": {
        "I1": ("1.nw", "1.e", "1.s"),
        "I2": ("2A.w", "2AB.n", "2B.e", "2AB.s"),
        "I3": ("3.n", "3.e", "3.sw"),
        "I4": ("4.n", "4.e", "4.w"),
        "I5": ("5.n", "5.se", "5.w"),
    },
    "solo_start": ("2A.w", "2B.e", "4.n"),
    "outer": ("1", "3", "5"),
}

# Relentless North, 4 player side [house graph]
MAP_RN4 = {
    "name": "Relentless North (4)",
    "regions": {
        "A1": ("Nordmark west", "IA12", "outer", "top", 1, "F"),
        "A2": ("Nordmark east", "IA12", "outer", "top", 3, "H"),
        "A3": ("Ulfholm", "IA3", "outer", "top", 5, "P"),
        "B1": ("Skarvey", "IB1", "outer", "middle", 1, "H"),
        "B2": ("Midmark west", "IB23", "central", "middle", 3, "P"),
        "B3": ("Midmark east", "IB23", "outer", "middle", 5, "F"),
        "C1": ("Sudmark west", "IC12", "outer", "bottom", 1, "P"),
        "C2": ("Sudmark east", "IC12", "outer", "bottom", 3, "F"),
        "C3": ("Hvalsey", "IC3", "outer", "bottom", 5, "H"),
    },
    "docks": _docks([
        ("A12.n", "A1+A2", "nN", None, True, 2),
        ("A1.nw", "A1", "eNW", None, True, 0),
        ("A1.s", "A1", "v1AB", "B1.n", False, 1),
        ("A2.e", "A2", "hA23", "A3.w", False, 4),
        ("A2.s", "A2", "v2AB", "B2.n", False, 3),
        ("A3.w", "A3", "hA23", "A2.e", False, 4),
        ("A3.ne", "A3", "eNE", None, True, 6),
        ("A3.s", "A3", "v3AB", "B23.n", False, 5),
        ("B1.n", "B1", "v1AB", "A1.s", False, 1),
        ("B1.e", "B1", "hB12", "B2.w", True, 2),
        ("B1.s", "B1", "v1BC", "C1.n", False, 1),
        ("B2.n", "B2", "v2AB", "A2.s", False, 3),
        ("B2.w", "B2", "hB12", "B1.e", False, 2),
        ("B2.s", "B2", "v2BC", "C2.n", True, 3),
        ("B23.n", "B2+B3", "v3AB", "A3.s", True, 4),
        ("B3.s", "B3", "v3BC", "C3.n", False, 5),
        ("C1.n", "C1", "v1BC", "B1.s", False, 1),
        ("C1.sw", "C1", "eSW", None, True, 0),
        ("C12.s", "C1+C2", "sS", None, True, 2),
        ("C2.n", "C2", "v2BC", "B2.s", False, 3),
        ("C2.e", "C2", "hC23", "C3.w", True, 4),
        ("C3.w", "C3", "hC23", "C2.e", False, 4),
        ("C3.n", "C3", "v3BC", "B3.s", False, 5),
        ("C3.se", "C3", "eSE", None, True, 6),
    ]),
    "fjords": {
        "eNW": ("nN", "v1AB"), "nN": ("eNW", "hA23"), "eNE": ("hA23", "v3AB"),
        "hA23": ("nN", "eNE", "jAB23"), "v1AB": ("eNW", "jAB12"), "v2AB": ("jAB12", "jAB23"),
        "v3AB": ("eNE", "jAB23"), "jAB12": ("v1AB", "v2AB", "hB12"), "jAB23": ("hA23", "v2AB", "v3AB"),
        "hB12": ("jAB12", "jBC12"), "jBC12": ("hB12", "v1BC", "v2BC"), "v1BC": ("jBC12", "eSW"),
        "v2BC": ("jBC12", "jBC23"), "v3BC": ("jBC23", "eSE"), "jBC23": ("v2BC", "v3BC", "hC23"),
        "hC23": ("jBC23", "sS", "eSE"), "eSW": ("v1BC", "sS"), "sS": ("eSW", "hC23"),
        "eSE": ("v3BC", "hC23"),
    },
    "borders": (("A1", "A2"), ("B2", "B3"), ("C1", "C2")),
    "shore": {},
    "solo_start": (),
    "outer": (),
}

MAPS = {"A": MAP_A, "B": MAP_B, "RN13": MAP_RN13, "RN4": MAP_RN4}


def map_for(num_players: int, ragnarok: bool) -> str:
    if ragnarok:
        return "RN4" if num_players == 4 else "RN13"
    return "B" if num_players == 4 else "A"


# --- Viking cards --------------------------------------------------------------
# id: (name, rune, strength, steel cost, leader, lead n, requirement, rune action, arg)
# strength: (base, per, kind); kind in F/H/P (active runes), wood/food/steel (held),
# V (Valkyries on the map), G (Giants slain), V2 (8 if V >= 2 else 2), "" (flat).
# requirement: rune string ("FF", "***", "H*") or "V1"/"V2"/"G1" for Ragnarok cards.
_CARD_ROWS = """
F01 Ragnar F 3 0 SAIL 3 FF SAIL 2
F02 Lagertha F 6 1 SAIL 2 *** SMITE -
F03 Bjorn F 2+1/F 0 SAIL 3 F COLLECT 0.1.1
F04 Ubbe F 1+1/steel 0 SAIL 4 FH DRAW_REPLACE -
F05 Halfdan F 5 0 EXPL 1 FF TEMPLE_EXPLORE -
F06 Gunnhild F 2+1/P 0 EXPL 2 FP HARV 2
F07 Astrid F 3 0 EXPL 2 ** EXCHANGE 2
F08 Leif F 1+2/F 0 EXPL 3 FFF SAIL 3
F09 Erik F 4 1 BUILD 1 FF EXPL 1
F10 Freydis F 7 2 BUILD 1 **** ENTER_BATTLE -
F11 Harald F 2+1/wood 0 BUILD 1 FH NATURE -
F12 Olaf F 2 0 BUILD 2 FFF SMITE -
F13 Ingrid F 3 0 HARV 2 F EXPL 1
F14 Sven F 0+2/F 0 HARV 3 FP COLLECT 2.0.0
F15 Thorfinn F 5 1 HARV 2 *** ENTER_BATTLE -
F16 Gudrid F 1+1/food 0 HARV 4 FF DRAW_REPLACE -
H01 Ivar H 4+1/H 0 SAIL 2 HH SMITE -
H02 Sigurd H 5 1 SAIL 3 *** ENTER_BATTLE -
H03 Hallgerd H 3 0 SAIL 3 H COLLECT 0.0.2
H04 Egil H 2+1/steel 0 SAIL 4 HP EXCHANGE 2
H05 Aslaug H 4 0 EXPL 2 HH TEMPLE_EXPLORE -
H06 Torvald H 6 2 EXPL 1 HHH SMITE -
H07 Rollo H 2+1/F 0 EXPL 3 HF SAIL 2
H08 Ketil H 3 0 EXPL 2 ** NATURE -
H09 Sigrid H 5 1 BUILD 1 HH HARV 2
H10 Thyra H 3+1/H 0 BUILD 1 H* DRAW_REPLACE -
H11 Gorm H 8 3 BUILD 1 **** SMITE -
H12 Hakon H 2 0 BUILD 2 HP COLLECT 1.0.1
H13 Eyvind H 4 0 HARV 2 HH ENTER_BATTLE -
H14 Ulf H 1+1/steel 0 HARV 3 H EXPL 1
H15 Brand H 0+2/H 0 HARV 3 HHH SAIL 3
H16 Orm H 6 1 HARV 2 *** EXCHANGE 3
P01 Solveig P 2+1/P 0 SAIL 3 PP DRAW_REPLACE -
P02 Ragnhild P 4 1 SAIL 2 P* HARV 2
P03 Vigdis P 3 0 SAIL 3 PF EXPL 1
P04 Hrolf P 1+1/food 0 SAIL 4 PPP TEMPLE_EXPLORE -
P05 Ingvar P 3 0 EXPL 2 P COLLECT 1.1.0
P06 Arne P 5 1 EXPL 1 *** ENTER_BATTLE -
P07 Dagny P 2+1/H 0 EXPL 3 PH SMITE -
P08 Thora P 2+1/P 0 EXPL 2 PP NATURE -
P09 Sigvald P 3 0 BUILD 1 PP EXCHANGE 2
P10 Helga P 1+1/wood 0 BUILD 2 P* DRAW_REPLACE -
P11 Asgeir P 6 2 BUILD 1 **** SAIL 3
P12 Bodil P 4 0 BUILD 1 PPP ENTER_BATTLE -
P13 Runa P 0+2/P 0 HARV 3 PF TEMPLE_EXPLORE -
P14 Estrid P 3 0 HARV 2 P DRAW_REPLACE -
P15 Gyda P 2+1/steel 0 HARV 3 ** EXCHANGE 2
P16 Kolbein P 5 1 HARV 2 PP SMITE -
VK1 Brynhildr W 0+3/V 0 SAIL 3 V1 RAID_FREE -
VK2 Sigrdrifa W 0+4/V 0 EXPL 2 V2 MOVE_GIANT -
VK3 Geirahod W 2+2/V 0 HARV 3 V1 MOVE_GIANT -
VK4 Svava W 0+4/V 0 BUILD 1 V1 RAID_FREE -
VK5 Hrist W 2+0/V2 0 SAIL 2 V2 RAID_FREE -
VK6 Goll W 3+2/V 0 HARV 2 V2 MOVE_GIANT -
GS1 Bodvar F 3+3/G 0 SAIL 3 G1 MOVE_GIANT -
GS2 Thjalfi F 0+5/G 0 EXPL 2 G1 RAID_FREE -
GS3 Starkad H 4+2/G 1 HARV 3 G1 MOVE_GIANT -
GS4 Grettir H 2+3/G 0 BUILD 1 G1 RAID_FREE -
GS5 Orvar-Odd P 2+3/G 0 SAIL 4 G1 MOVE_GIANT -
GS6 Hrafnkel P 0+4/G 0 EXPL 3 G1 RAID_FREE -
"""


def _parse_cards() -> dict:
    out = {}
    for line in _CARD_ROWS.strip().splitlines():
        cid, name, rune, st, steel, lead, ln, req, ract, arg = line.split()
        if "+" in st:
            base, rest = st.split("+")
            per, kind = rest.split("/")
            strength = (int(base), int(per), kind)
        else:
            strength = (int(st), 0, "")
        if ract == "COLLECT":
            a = tuple(int(x) for x in arg.split("."))
        elif arg == "-":
            a = 0
        else:
            a = int(arg)
        out[cid] = (name, rune, strength, int(steel), lead, int(ln), req, ract, a)
    return out


CARDS = _parse_cards()
BASE_CARDS = tuple(c for c in CARDS if c[0] in "FHP")
RAGNAROK_CARDS = tuple(c for c in CARDS if c[:2] in ("VK", "GS"))
VALKYRIE_CARDS = tuple(c for c in CARDS if c.startswith("VK"))
SLAYER_CARDS = tuple(c for c in CARDS if c.startswith("GS"))
INVADER_FLAT_RAGNAROK = 4  # [house] strength of a Valkyrie/Giant Slayer card drawn by the Invaders

# --- Favor cards -----------------------------------------------------------------
# id: (passive runes, bag (wood, food, steel)); "W" = wild passive rune
FAVORS = {
    "FV01": (("F",), (1, 2, 0)), "FV02": (("F",), (0, 1, 2)), "FV03": (("F", "F"), (0, 2, 0)),
    "FV04": (("H",), (1, 0, 2)), "FV05": (("H",), (2, 0, 1)), "FV06": (("H", "H"), (0, 0, 2)),
    "FV07": (("P",), (2, 1, 0)), "FV08": (("P",), (0, 2, 1)), "FV09": (("P", "P"), (2, 0, 0)),
    "FV10": (("F", "H"), (1, 0, 1)), "FV11": (("F", "H"), (0, 1, 1)), "FV12": (("F", "P"), (1, 1, 0)),
    "FV13": (("F", "P"), (0, 2, 0)), "FV14": (("H", "P"), (0, 1, 1)), "FV15": (("H", "P"), (2, 0, 0)),
    "FV16": (("F", "W"), (0, 1, 0)), "FV17": (("H", "W"), (0, 0, 1)), "FV18": (("P", "W"), (1, 0, 0)),
}
# [house] the names players see (the log, the board): our own, after each card's runes (Fehu
# wealth and herds, Hagalaz hail and storm, Perthro lots and fate) and its bag
FAVOR_NAMES = {
    "FV01": "Fat Cattle", "FV02": "Jarl's Hoard", "FV03": "Golden Herd",
    "FV04": "Hail of Blades", "FV05": "Storm Timber", "FV06": "Iron Hail",
    "FV07": "Norns' Grove", "FV08": "Well of Urd", "FV09": "Thread of Fate",
    "FV10": "Raider's Spoils", "FV11": "Hearth and Steel", "FV12": "Fortune's Gift",
    "FV13": "Winter Feast", "FV14": "Seer's Warning", "FV15": "Storm Omen",
    "FV16": "Skald's Mead", "FV17": "Rune Shield", "FV18": "Casting of Lots",
}
FAVOR_SLOTS = 3

# --- Gods ------------------------------------------------------------------------
GODS = {
    "odin": ("Odin, the Allfather", "Harvest 3, then you may Exchange up to 2"),
    "thor": ("Thor, the Thunderer", "Choose a region; every other clan with Settlers there returns 1"),
    "frigg": ("Frigg, Queen of Asgard", "Deploy up to 2 Settlers free where you have boots on the ground"),
    "freyja": ("Freyja, Lady of the Vanir", "Explore 2, then gain 1 Food"),
    "loki": ("Loki, the Trickster", "Take up to 2 of one resource from another clan"),
    "njord": ("Njord, Lord of the Sea", "Sail 3 with one Boat"),
    "baldur": ("Baldur, god of beauty", "Perform any Era Mat dedication action without a Village"),
    "heimdall": ("Heimdall, the watchman", "Move up to 3 Settlers from one region to an adjacent one"),
    "nanna": ("Nanna, goddess of peace", "Gain 6 of a resource; every other clan gains 3 of it"),
    "sigyn": ("Sigyn, goddess of fidelity", "Perform a face-up row card's Leader and Rune Actions"),
    "sol": ("Sol, goddess of the sun", "Swap one of your Favor cards with one at a row end"),
    "tyr": ("Tyr, god of carnage", "Move a Boat to any Dock; you may raid there for free"),
}
BASE_GODS = ("odin", "thor", "frigg", "freyja", "loki", "njord")
RAGNAROK_GODS = ("baldur", "heimdall", "nanna", "sigyn", "sol", "tyr")

# --- Ragnarok ----------------------------------------------------------------------
GIANT_VALUES = (2, 3, 3, 4, 4, 4, 5, 5, 6)  # [house]
SLAY_SETTLERS = 3
SLAYER_SETTLERS = 2
VALKYRIE_HARVEST = {"F": FOOD, "H": STEEL, "P": WOOD}  # [house] bonus per sent Valkyrie
CARRY_SETTLER_COST = (0, 1, 0)
CARRY_TEMPLE_COST = (0, 0, 3)

# --- Solo enemy mats ---------------------------------------------------------------
# id: (name, chieftain sail, wood icons, food icons, steel icons, rune actions F/H/P)
# icons: {space: code}; rune actions: tuple of icon codes done in order
# [house] This edition's own values, tuned so that `hard` wins about half of the solo
# games on E1 and fewer on the harder mats (the bots rarely beat the rules file's values);
# those values and the measurements: docs/tuning.md
ENEMY_MATS = {
    "E1": ("Wolf Clan", 2, {3: "HUNT"}, {6: "BOAT"}, {4: "FURY", 7: "BATTLE+0"},
           {"F": ("HARV2",), "H": ("HUNT",), "P": ("HARV2",)}),
    "E2": ("Bear Clan", 3, {1: "HUNT", 4: "FURY", 6: "FERRY"}, {3: "BOAT", 5: "TEMPLE"}, {5: "BATTLE+1"},
           {"F": ("SETTLER",), "H": ("HUNT", "SETTLER"), "P": ("HARV3",)}),
    "R1": ("Frost Jarl", 1, {}, {}, {7: "BATTLE+0"},
           {"F": ("HARV2",), "H": ("HARV2",), "P": ("HUNT",)}),
    "R2": ("Storm Jarl", 2, {2: "FERRY", 6: "HUNT"}, {5: "BOAT"}, {6: "BATTLE+0"},
           {"F": ("SETTLER",), "H": ("HUNT",), "P": ("HARV2",)}),
    "R3": ("Ash Jarl", 2, {1: "HUNT", 5: "FERRY"}, {6: "SETTLER"}, {5: "BATTLE+1", 7: "FURY"},
           {"F": ("HUNT",), "H": ("HARV2",), "P": ("SETTLER",)}),
    "R4": ("Iron Jarl", 3, {1: "HUNT", 4: "FERRY"}, {3: "SETTLER", 6: "BOAT"}, {4: "BATTLE+1", 7: "FURY"},
           {"F": ("SETTLER",), "H": ("HUNT", "SETTLER"), "P": ("HARV3",)}),
}
BASE_ENEMY_MAT = "E1"  # standard mat for a base-game solo [house]
RAGNAROK_ENEMY_MATS = ("R1", "R2", "R3", "R4")  # drawn at random [house]
SOLO_DEDICATION_CAP = 2
FAVOR_ROW_X = (0, 6)  # x of a Favor row's left and right ends (solo)
