"""Every string the Tiny Epic Vikings board shows, in our own words: card faces and
their full effects, Favor cards, gods, runes, the Era Mat, the solo enemy's mats and
icons, the labels of every action the engine offers, and the log's story of a battle
or of an enemy turn. All through `tr` (keys prefixed "vikings.")."""

from __future__ import annotations

from typing import Any

from game.core import HIDDEN, IllegalAction
from game.vikings import data as D
from game.vikings import moves as M
from ui.widgets.cards import CardFace
from ui.widgets.text import tr

RUNE_GLYPH = {"F": "ᚠ", "H": "ᚺ", "P": "ᛈ", "W": "*"}
RUNE_NAME = {"F": "Fehu", "H": "Hagalaz", "P": "Perthro", "W": "wild"}
RUNE_COLOUR = {"F": (120, 150, 64), "H": (110, 160, 204), "P": (196, 112, 52), "W": (212, 167, 44)}
RES_NAME = {"wood": "Wood", "food": "Food", "steel": "Steel"}
RES_COLOUR = {"wood": (139, 98, 58), "food": (196, 160, 66), "steel": (150, 160, 172)}
ACTION_BAND = {"SAIL": (52, 94, 140), "EXPL": (86, 118, 58), "BUILD": (138, 92, 52), "HARV": (170, 130, 50)}


def rune_name(r: str) -> str:
    return tr(f"vikings.rune.{r}", RUNE_NAME[r])


def rune_label(r: str) -> str:
    """The rune's name for running text (the text font has no runic glyphs: those are
    drawn with the display font only)."""
    return rune_name(r)


def res_name(res: str) -> str:
    return tr(f"vikings.res.{res}", RES_NAME[res])


# why the solo enemy's rules leave a choice (the engine keeps these words in its saved
# frames; the board words them by this table)
TIE_WHY = {"tie": "tie", "region": "region", "sail target": "sail target", "settler source": "settler source",
           "explore target": "explore target", "hunted boat": "hunted boat", "temple island": "temple island",
           "favor end": "favor end"}


def tie_why(why: str) -> str:
    """The reason of an enemy tie in the language shown (an unknown one as it is)."""
    if why not in TIE_WHY:
        return why
    return tr("vikings.tie." + why.replace(" ", "_"), TIE_WHY[why])


def res_letter(res: str) -> str:
    """The resource's short mark on a clan's tracks (one or two letters that tell the
    three apart in the language shown: W F S; Portuguese needs M Al Aç)."""
    return tr(f"vikings.res_letter.{res}", RES_NAME[res][0])


# --- places ----------------------------------------------------------------------------------
def region_name(board: Any, rid: str) -> str:
    """"Nordhagi" (the region's own name) for a region id."""
    i = board.ridx.get(rid)
    if i is None:
        return str(rid)
    return tr(f"vikings.region.{board.id}.{rid}", D.MAPS[board.id]["regions"][rid][0])


def fjord_name(board: Any, f: str) -> str:
    """A fjord in the log's words (game/vikings/text.py fjord_name): by the regions whose
    Docks open on it, a fjord with no Dock by those of the fjords around it, the one every
    region opens on "the central fjord"."""
    names = [region_name(board, board.regions[i]) for i in board.fjord_regions(f)]
    if len(names) == 1:
        return tr("vikings.place.fjord_off", "the fjord off {a}", a=names[0])
    if len(names) == 2:
        return tr("vikings.place.fjord_between", "the fjord between {a} and {b}", a=names[0], b=names[1])
    if len(names) <= 4:
        listed = names[0]
        for x in names[1:-1]:
            listed = tr("vikings.name.list", "{a}, {b}", a=listed, b=x)
        return tr("vikings.place.fjord_among", "the fjord between {list} and {last}", list=listed, last=names[-1])
    return tr("vikings.place.fjord_centre", "the central fjord")


def place_name(board: Any, x: str) -> str:
    """A region, a dock ("the Dock of Nordhagi facing …") or a fjord, in words."""
    if x in board.ridx:
        return region_name(board, x)
    if x in board.dock_fjord:
        regs = [region_name(board, board.regions[i]) for i in board.dock_regions[x]]
        where = " / ".join(regs)
        to = board.dock_route[x]
        if to:
            far = " / ".join(region_name(board, board.regions[i]) for i in board.dock_regions[to])
            return tr("vikings.place.dock_to", "the Dock of {where} facing {far}", where=where, far=far)
        return tr("vikings.place.dock_edge", "the Dock of {where} on the open sea", where=where)
    if x in board.fjord_adj:
        return fjord_name(board, x)
    return str(x)


# --- Viking cards ------------------------------------------------------------------------------
ACTION_WORD = {"SAIL": "Sail", "EXPL": "Explore", "BUILD": "Build", "HARV": "Harvest"}


def leader_text(code: str, n: int) -> str:
    return tr(f"vikings.leader.{code}", ACTION_WORD[code] + " {n}", n=n)


def strength_text(card: str) -> str:
    base, per, kind = D.CARDS[card][2]
    if kind == "":
        return str(base)
    if kind in RUNE_GLYPH:
        return tr("vikings.str.rune", "{base} + {per} per active {rune} rune", base=base, per=per, rune=rune_name(kind))
    if kind in RES_NAME:
        return tr("vikings.str.res", "{base} + {per} per {res} you hold", base=base, per=per, res=res_name(kind))
    if kind == "V":
        if base:
            return tr("vikings.str.v_base", "{base} + {per} per Valkyrie of yours on the map", base=base, per=per)
        return tr("vikings.str.v", "{per} per Valkyrie of yours on the map", per=per)
    if kind == "V2":
        return tr("vikings.str.v2", "8 with 2 or more Valkyries on the map, else 2")
    if kind == "G":
        if base:
            return tr("vikings.str.g_base", "{base} + {per} per Giant you slew", base=base, per=per)
        return tr("vikings.str.g", "{per} per Giant you slew", per=per)
    return str(base)


def strength_badge(card: str) -> str:
    base, per, kind = D.CARDS[card][2]
    if kind == "":
        return str(base)
    if kind == "V2":
        return "2/8"
    return f"{base}+" if base else "★"


def req_text(req: str) -> str:
    if req == "V1":
        return tr("vikings.req.v1", "1 of your Valkyries on the map")
    if req == "V2":
        return tr("vikings.req.v2", "2 of your Valkyries on the map")
    if req == "G1":
        return tr("vikings.req.g1", "a Giant you slew")
    counts = [(req.count(x), rune_name(x)) for x in "FHP" if x in req]
    named = tr("vikings.req.and", " and ").join(f"{k} {nm}" if k > 1 else nm for k, nm in counts)
    anyk = req.count("*")
    if named and anyk:
        return tr("vikings.req.mixed", "{named} and {k} more of any kind", named=named, k=anyk)
    if anyk:
        return tr("vikings.req.any", "any {k} active runes", k=anyk)
    return tr("vikings.req.named", "{named} among your active runes", named=named)


REQ_SHORT = {"V1": "1 Valk.", "V2": "2 Valk.", "G1": "1 Giant"}


def req_short(req: str) -> str:
    if req[0] in "VG":
        return tr(f"vikings.req_short.{req}", REQ_SHORT[req])
    k = req.count("*")
    named = "".join(x for x in req if x != "*")
    if not named:
        return tr("vikings.req.any_short", "any {k}", k=k)
    return named + (f"+{k}" if k else "")


RUNE_ACTION_SHORT = {
    "SMITE": "Smite a Settler", "DRAW_REPLACE": "Draw 1, discard 1", "ENTER_BATTLE": "Join the battle",
    "TEMPLE_EXPLORE": "Move a Temple", "NATURE": "Fury ±1", "MOVE_GIANT": "Move a Giant",
    "RAID_FREE": "Free raid",
}


def rune_action_short(code: str, arg: Any) -> str:
    if code in ACTION_WORD:
        return leader_text(code, arg)
    if code == "COLLECT":
        return tr("vikings.ra.collect_short", "Gain {bag}", bag=bag_text(arg, short=True))
    if code == "EXCHANGE":
        return tr("vikings.ra.exchange_short", "Exchange {n}", n=arg)
    return tr(f"vikings.ra.{code}.short", RUNE_ACTION_SHORT[code])


RUNE_ACTION_LONG = {
    "SMITE": "Remove one opposing Settler (back to its owner's mat) from a region where you have a unit: a "
             "Settler, a Temple, a Valkyrie or a Boat at one of its Docks.",
    "DRAW_REPLACE": "Draw the top card of the deck into your hand, then throw away one card of your hand.",
    "ENTER_BATTLE": "If a battle is going on and you are not in it, this card turns face down and joins it as "
                    "your battle card.",
    "TEMPLE_EXPLORE": "Move one of your Temples to a neighbouring region (along a ferry route or across a Land "
                      "Border), never into a region with a Giant.",
    "NATURE": "Move any one god's Fury marker one step up or down.",
    "MOVE_GIANT": "Move a Giant to a neighbouring region that holds no Giant.",
    "RAID_FREE": "Raid a Village, paying no Steel, at a Dock of a region where you have a unit.",
}


def rune_action_long(code: str, arg: Any) -> str:
    if code in ACTION_WORD:
        return action_long(code, arg)
    if code == "COLLECT":
        return tr("vikings.ra.collect", "Gain {bag}.", bag=bag_text(arg))
    if code == "EXCHANGE":
        return tr("vikings.ra.exchange", "Lower one resource by up to {n} and raise another by the same amount.",
                  n=arg)
    return tr(f"vikings.ra.{code}.long", RUNE_ACTION_LONG[code])


ACTION_LONG = {
    "SAIL": "Sail one of your Boats up to {n} moves: dock to fjord, fjord to fjord, fjord to dock. Entering a "
            "Dock ends the sail; a Boat already there is pushed into the fjord. There you may deploy up to {n} "
            "Settlers from your mat (1 Food each) and raid the Village (Steel by era).",
    "EXPL": "Move up to {n} of your Settlers, one step at a time, to neighbouring regions (along a ferry route "
            "or across a Land Border). No Boat is needed.",
    "BUILD": "Build {n} time(s): a Boat (2 Wood) at a free Dock of a region where you have boots on the "
             "ground, or a Temple (2 Wood, 2 Steel) where you have a Settler.",
    "HARV": "Take {n} resources, one at a time, in any mix of Wood, Food and Steel (each track stops at 7).",
}


def action_long(code: str, n: int) -> str:
    return tr(f"vikings.action.{code}", ACTION_LONG[code], n=n)


def bag_text(bag: tuple, short: bool = False) -> str:
    parts = []
    for i, k in enumerate(bag):
        if k:
            res = res_name(D.RES[i])
            # one text per language for "2 Wood" (Polish: "Drewno: 2")
            parts.append(tr("vikings.bag.part_short", "{k} {res}", k=k, res=res) if short
                         else tr("vikings.bag.part", "{k} {res}", k=k, res=res))
    if not parts:
        return tr("vikings.bag.none", "nothing")
    return ", ".join(parts)    # "1 Wood, 1 Food" ("1Wood 1Food" read as one word)


def card_name(card: Any) -> str:
    if card not in D.CARDS:
        return tr("vikings.card.hidden", "a hidden card")
    return tr(f"vikings.card.{card}.name", D.CARDS[card][0])


def card_kind(card: str) -> str:
    if card in D.VALKYRIE_CARDS:
        return tr("vikings.card.kind.valkyrie", "Valkyrie card")
    if card in D.SLAYER_CARDS:
        return tr("vikings.card.kind.slayer", "Giant Slayer card")
    return tr("vikings.card.kind.viking", "Viking card")


def card_long(card: Any) -> str:
    if card not in D.CARDS:
        return tr("vikings.card.hidden_long", "Its face is hidden from you.")
    name, rune, _s, steel, lead, ln, req, ract, arg = D.CARDS[card]
    lines = [
        tr("vikings.card.rune_line", "Rune: {rune} (active while the card lies face up in your row).",
           rune=rune_label(rune) if rune != "W" else tr("vikings.card.wild",
                                                      "wild — counts as the rune you choose each time")),
        tr("vikings.card.strength_line", "Battle Strength: {s}.", s=strength_text(card)),
    ]
    if steel:
        lines.append(tr("vikings.card.steel_line", "Steel cost {k}: paid when the card is revealed in a battle; "
                                                   "a clan that cannot pay drops out.", k=steel))
    lines.append(tr("vikings.card.leader_line", "Leader Action — {act}: {long}", act=leader_text(lead, ln),
                    long=action_long(lead, ln)))
    lines.append(tr("vikings.card.rune_action_line", "Rune Action (needs {req}) — {act}: {long}",
                    req=req_text(req), act=rune_action_short(ract, arg), long=rune_action_long(ract, arg)))
    if card in D.VALKYRIE_CARDS:
        lines.append(tr("vikings.card.valk_slay", "To slay a Giant it stands in for the Valkyrie: you still "
                                                   "need 3 Settlers in the Giant's region."))
    elif card in D.SLAYER_CARDS:
        lines.append(tr("vikings.card.slayer_slay", "To slay a Giant it needs only 2 Settlers (and a Valkyrie) "
                                                    "in the Giant's region."))
    return "\n".join(lines)


def card_title(card: Any) -> str:
    if card not in D.CARDS:
        return card_name(card)
    return tr("vikings.card.title", "{name} — {kind}", name=card_name(card), kind=card_kind(card))


def card_face(card: Any) -> CardFace:
    if card not in D.CARDS:
        return CardFace(key=("vikings", "hidden"), title="?")
    name, rune, _s, steel, lead, ln, req, ract, arg = D.CARDS[card]
    band = RUNE_COLOUR[rune]
    sub = leader_text(lead, ln)
    text = tr("vikings.card.face_text", "{req}: {ra}", req=req_short(req), ra=rune_action_short(ract, arg))
    if steel:
        text += "\n" + tr("vikings.card.face_steel", "war: {k} Steel", k=steel)
    return CardFace(key=("vikings", card), title=f"{RUNE_GLYPH[rune]} {card_name(card)}", subtitle=sub, band=band,
                    subtitle_colour=ACTION_BAND[lead], badge=strength_badge(card), icon=_ICON[lead], text=text)


_ICON = {"SAIL": "march", "EXPL": "warrior", "BUILD": "crown", "HARV": "tokens"}


# --- Favor cards, gods, the Era Mat -------------------------------------------------------------------
def favor_name(card: Any) -> str:
    """"Jarl's Hoard": a Favor card's name (its id is never shown)."""
    if card not in D.FAVOR_NAMES:
        return tr("vikings.favor.hidden_name", "a hidden Favor card")
    return tr(f"vikings.favor.{card}.name", D.FAVOR_NAMES[card])


def favor_named(card: Any) -> str:
    """A Favor card named in a sentence: its name in the language's quotes."""
    if card not in D.FAVOR_NAMES:
        return favor_name(card)
    return tr("vikings.favor.named", "“{name}”", name=favor_name(card))


def favor_title(card: Any) -> str:
    if card not in D.FAVORS:
        return tr("vikings.favor.hidden", "A Favor card (face down)")
    return tr("vikings.favor.title", "{name} — Favor card", name=favor_name(card))


def favor_long(card: Any) -> str:
    if card not in D.FAVORS:
        return tr("vikings.favor.hidden_long", "Won in a battle and kept face down: only its owner knows which "
                                               "runes it carries. Each of its passive runes scores at the end (a "
                                               "score shown as \"12+\" leaves out such hidden cards and Giants).")
    runes, bag = D.FAVORS[card]
    rs = ", ".join(rune_label(r) if r != "W" else tr("vikings.favor.wild", "any rune (declared at the end, as the "
                                                                          "best one)") for r in runes)
    return tr("vikings.favor.long", "Passive runes: {runes}. Each scores at the end by its god's Fury rank "
                                    "(3 / 2 / 1); passive runes never count for requirements or Strength.\n"
                                    "Whoever wins it gains at once: {bag}.", runes=rs, bag=bag_text(bag))


def god_name(g: str) -> str:
    return tr(f"vikings.god.{g}.name", D.GODS[g][0].split(",")[0])


def god_title(g: str) -> str:
    return tr(f"vikings.god.{g}.title", D.GODS[g][0])


BOON_LONG = {
    "odin": "Harvest 3, then you may exchange up to 2 of one resource for another.",
    "thor": "Choose a region: every other clan there sends 1 Settler back to its mat.",
    "frigg": "Put up to 2 Settlers from your mat, free, on regions where you already have Settlers.",
    "freyja": "Explore 2, then gain 1 Food.",
    "loki": "Choose another clan and a resource: it loses up to 2 of it and you gain as many.",
    "njord": "Sail 3 with one of your Boats (normal deploying and raiding, normal costs).",
    "baldur": "Perform any Dedication Action of the Era Mat, even a full one, without placing a Village.",
    "heimdall": "Move up to 3 of your Settlers from one region into one neighbouring region.",
    "nanna": "Name a resource: you gain 6 of it and every other clan gains 3 (tracks stop at 7).",
    "sigyn": "Perform the Leader and Rune Actions of a face-up card of your row, ignoring its requirement.",
    "sol": "Swap one of your Favor cards with a Favor card at the end of a row (no bag for the new one).",
    "tyr": "Move one of your Boats to any Dock of the map and raid a Village there for free; no deploying.",
}


def god_boon(g: str) -> str:
    return tr(f"vikings.god.{g}.boon", BOON_LONG[g])


def god_long(g: str, rune: str, fury: int, rank_text: str, ded: int, cap: int) -> str:
    return tr("vikings.god.long", "Holds the {rune} Fury marker: its Fury rises when a {rune} rune is taken, when "
                                  "a battle is lost with a {rune} card, and by 2 when a Village is dedicated here.\n"
                                  "Fury {fury} — {rank}.\nValhalla Boon (for a clan losing a battle with a {rune} "
                                  "card): {boon}\nVillages dedicated here: {ded} of {cap}.",
              rune=rune_label(rune), fury=fury, rank=rank_text, boon=god_boon(g), ded=ded, cap=cap)


def rank_text(rank: int) -> str:
    return [tr("vikings.rank.0", "1st: its runes score 6 on an island, 3 on a Favor card"),
            tr("vikings.rank.1", "2nd: 4 on an island, 2 on a Favor card"),
            tr("vikings.rank.2", "3rd: 2 on an island, 1 on a Favor card")][rank]


DED_LONG = {
    "D1": "Sail 3 with one of your Boats (normal deploying, raiding and costs).",
    "D2": "Explore 2.",
    "D3": "Build 1, paying 1 Wood less.",
    "D4": "Harvest 3.",
}


def ded_name(slot: str) -> str:
    if slot in D.DEDICATIONS:
        return tr(f"vikings.ded.{slot}.name", D.DEDICATIONS[slot][0])
    return god_name(slot)


def ded_short(slot: str) -> str:
    """The Era Mat's short name of a dedication whose name does not fit its box ("" for
    those that always fit)."""
    return tr(f"vikings.ded.{slot}.short", "") if slot in ("D1", "D3") else ""


def ded_long(slot: str) -> str:
    if slot in D.DEDICATIONS:
        return tr(f"vikings.ded.{slot}.long", DED_LONG[slot])
    return tr("vikings.ded.god", "{god}'s Fury rises by 2.", god=god_name(slot))


def era_long(era: int) -> str:
    d = tr("vikings.dir.left", "to the left") if D.PASS_DIR[era] > 0 else tr("vikings.dir.right", "to the right")
    return tr("vikings.era.long", "Era {era}: hands of {k} cards, drafted passing {dir}; raiding a Village costs "
                                  "{steel} Steel.", era=era, k=D.HAND_SIZE[era], dir=d, steel=D.RAID_COST[era])


# --- the solo enemy ------------------------------------------------------------------------------
ICON_LONG = {
    "FURY": "The god whose island runes the enemy holds most of gains 1 Fury (each tied god; none held: nothing).",
    "HUNT": "The Chieftain Boat goes to the Dock of your nearest docked Boat and pushes it into the fjord.",
    "FERRY": "The Chieftain Boat crosses its Dock's ferry route; it raids a Village there and dedicates it.",
    "SETTLER": "The enemy adds 1 Settler to the Chieftain Boat's region.",
    "BOAT": "The enemy puts a Boat from its mat on the Chieftain Boat's Dock (or the next free Dock of that "
            "island).",
    "TEMPLE": "The enemy puts a Temple where it has the most Settlers and no Temple, then sends half of those "
              "Settlers home. With Ragnarok: if the Chieftain Boat's region holds a Giant, it slays it instead.",
    "BATTLE": "The enemy starts a battle at once, with a hidden card and a Strength bonus.",
    "HARV": "The enemy harvests: Wood, Food, Steel in turn, plus its bonuses.",
}

ICON_SHORT = {"FURY": "Fury", "HUNT": "Hunt", "FERRY": "Ferry", "SETTLER": "Settler", "BOAT": "Boat",
              "TEMPLE": "Temple", "BATTLE": "Battle", "HARV": "Harvest"}


def icon_key(code: str) -> str:
    if code.startswith("BATTLE"):
        return "BATTLE"
    if code.startswith("HARV"):
        return "HARV"
    return code


def icon_short(code: str) -> str:
    k = icon_key(code)
    s = tr(f"vikings.icon.{k}.short", ICON_SHORT[k])
    if k == "BATTLE":
        return f"{s} {code[6:]}"
    if k == "HARV" and code[4:]:
        return f"{s} {code[4:]}"
    return s


def icon_long(code: str) -> str:
    k = icon_key(code)
    text = tr(f"vikings.icon.{k}.long", ICON_LONG[k])
    if k == "BATTLE":
        text += " " + tr("vikings.icon.battle_bonus", "Bonus here: {b}.", b=code[6:])
    return text


def enemy_mat_name(mat: str) -> str:
    """"Wolf Clan": the name of a solo enemy mat."""
    return tr(f"vikings.enemy.mat.{mat}", D.ENEMY_MATS[mat][0])


def enemy_mat_long(mat: str) -> str:
    name, sail, wood, food, steel, ra = D.ENEMY_MATS[mat]
    tracks = []
    for res, icons in zip(D.RES, (wood, food, steel)):
        if icons:
            tracks.append(f"{res_name(res)}: " + ", ".join(f"{sp} {icon_short(c)}" for sp, c in sorted(icons.items())))
    runes = "; ".join(f"{rune_name(r)}: " + tr("vikings.then", " then ").join(icon_short(x) for x in ra[r]) for r in "FHP")
    return tr("vikings.enemy.mat_long", "{name}. Chieftain Sail +{sail}: its Sail cards go that much "
                                        "farther.\nIcons fire when a track reaches or passes them: {tracks}.\n"
                                        "A Rune Action it cannot do is replaced by: {runes}.\nA track that hits 7 "
                                        "goes back to 0 at the end of its turn, and you lose 1 of that resource.",
              name=enemy_mat_name(mat), sail=sail, tracks="; ".join(tracks), runes=runes)


# --- prompts and actions ---------------------------------------------------------------------------
def clan_subject(names: list, c: int, n: int) -> str:
    """A clan opening a sentence (or a cell): a player's name, or "The enemy clan" with
    the capital of the language shown (clan_name is the form inside a sentence)."""
    if 0 <= c < len(names):
        return names[c]
    if n == 1 and c == 1:
        return tr("vikings.name.clan.enemy", "The enemy clan")
    if n == 2 and c == 2:
        return tr("vikings.name.clan.neutral", "The neutral clan")
    return "?"


def clan_name(names: list, c: int, n: int) -> str:
    if 0 <= c < len(names):
        return names[c]
    if n == 1 and c == 1:
        return tr("vikings.enemy_clan", "the enemy clan")
    if n == 2 and c == 2:
        return tr("vikings.neutral_clan", "the neutral clan")
    return "?"


def action_text(a: tuple, board: Any, names: list, n: int, kind: str = "") -> str:
    """A legal action in words (tray buttons, the 'Click:' line of tooltips). `a` is a
    named action (game/vikings/moves.py); a bare tuple is read as its JSON would be."""
    if type(a) not in M.MOVES:
        try:
            a = M.action_from_json(list(a))
        except (IllegalAction, TypeError):
            return " ".join(str(x) for x in a)
    v = a.kind
    P = lambda x: place_name(board, x)  # noqa: E731
    t = type(a)
    if t is M.Lead:
        return tr("vikings.act.lead", "play {card} face up (actions)", card=card_name(a.card))
    if t is M.Battle:
        return tr("vikings.act.battle", "play {card} face down (battle)", card=card_name(a.card))
    if t is M.SlayWith:
        return tr("vikings.act.slay_card", "play {card} to slay a Giant", card=card_name(a.card))
    if t is M.SlayAt:
        return tr("vikings.act.slay", "slay the Giant of {r}", r=P(a.region))
    if t is M.Recall:
        return tr("vikings.act.recall", "take a Settler back from {r} to your mat", r=P(a.region))
    if t is M.TakeFavor:
        return tr("vikings.act.favor", "fight for the Favor card at the {end} end of the {row} row",
                  end=_end(a.end), row=_row(a.row))
    if t is M.UseLeader:
        return tr("vikings.act.leader", "Leader Action")
    if t is M.UseRune:
        return tr("vikings.act.rune", "Rune Action")
    if t is M.NameRune:
        return tr("vikings.act.rune_named", "Name the rune {rune}", rune=rune_label(a.rune))
    if v in _SIMPLE and len(t._fields) == 1:
        return tr(f"vikings.act.{v}", _SIMPLE[v])
    if t is M.Dedicate:
        return tr("vikings.act.dedicate", "dedicate a Village to {slot}: {what}", slot=ded_name(a.slot),
                  what=ded_long(a.slot))
    if t is M.Boat:
        if kind in ("sail", "tyr"):
            return tr("vikings.act.boat_pick", "use the Boat at {x}", x=P(a.at))
        return tr("vikings.act.boat_build", "build a Boat at {x}", x=P(a.at))
    if t is M.SailTo:
        return tr("vikings.act.to", "sail to {x}", x=P(a.to))
    if t is M.Deploy:
        if kind == "frigg":
            return tr("vikings.act.frigg", "put a free Settler on {r}", r=P(a.region))
        return tr("vikings.act.deploy", "deploy a Settler on {r} (1 Food)", r=P(a.region))
    if t is M.Raid:
        return tr("vikings.act.raid", "raid the Village here")
    if t is M.RaidFree:
        return tr("vikings.act.raid_at", "raid the Village at {x} for free", x=P(a.dock))
    if t is M.Move:
        return tr("vikings.act.move", "move a Settler from {a} to {b}", a=P(a.frm), b=P(a.to))
    if t is M.Fly:
        return tr("vikings.act.fly", "a Valkyrie flies from {a} to {b}", a=P(a.frm), b=P(a.to))
    if t is M.Carry:
        return tr("vikings.act.carry", "a Valkyrie carries a Settler from {a} to {b} (1 Food)", a=P(a.frm), b=P(a.to))
    if t is M.CarryTemple:
        return tr("vikings.act.carryt", "a Valkyrie carries a Temple from {a} to {b} (3 Steel)", a=P(a.frm),
                  b=P(a.to))
    if t is M.Temple:
        return tr("vikings.act.temple_build", "build a Temple on {r}", r=P(a.region))
    if t is M.TempleMove:
        return tr("vikings.act.temple_move", "move a Temple from {a} to {b}", a=P(a.frm), b=P(a.to))
    if t is M.Take:
        return tr("vikings.act.take", "take 1 {res}", res=res_name(a.resource))
    if t is M.Exchange:
        return tr("vikings.act.exchange", "{k} {a} → {b}", k=a.amount, a=res_name(a.give), b=res_name(a.get))
    if t is M.Discard:
        return tr("vikings.act.discard", "throw away {card}", card=card_name(a.card))
    if t is M.Smite:
        return tr("vikings.act.smite", "smite a Settler of {who} on {r}", who=clan_name(names, a.clan, n),
                  r=P(a.region))
    if t is M.Nature:
        return tr("vikings.act.nature", "{god}'s Fury {d}", god=god_name(a.god), d="+1" if a.step > 0 else "−1")
    if t is M.MoveGiant:
        return tr("vikings.act.giant", "move the Giant from {a} to {b}", a=P(a.frm), b=P(a.to))
    if t is M.ReturnFavor:
        return tr("vikings.act.return", "give back Favor card {c}", c=favor_named(a.card))
    if t is M.PlaceFavor:
        return tr("vikings.act.place", "put it at the {end} end of the {row} row", end=_end(a.end), row=_row(a.row))
    if t is M.Send:
        return tr("vikings.act.send", "send the Valkyrie to {r}", r=P(a.region))
    if t is M.Thor:
        return tr("vikings.act.thor", "Thor strikes {r}", r=P(a.region))
    if t is M.Loki:
        return tr("vikings.act.loki", "take {res} from {who}", res=res_name(a.resource), who=clan_name(names, a.clan, n))
    if t is M.Baldur:
        return tr("vikings.act.baldur", "perform {slot}: {what}", slot=ded_name(a.slot), what=ded_long(a.slot))
    if t is M.Heimdall:
        return tr("vikings.act.heimdall", "move Settlers from {a} to {b}", a=P(a.frm), b=P(a.to))
    if t is M.Count:
        return tr("vikings.act.count", "{k} Settler(s)", k=a.n)
    if t is M.Nanna:
        return tr("vikings.act.nanna", "name {res}", res=res_name(a.resource))
    if t is M.Sigyn:
        return tr("vikings.act.sigyn", "use {card}", card=card_name(a.card))
    if t is M.Sol:
        return tr("vikings.act.sol", "{mine} ↔ {row} row, {end}", mine=favor_named(a.mine), end=_end(a.end),
                  row=_row(a.row))
    if t is M.ToDock:
        if kind == "tyr":
            return tr("vikings.act.tyr_dock", "move the Boat to {x}", x=P(a.dock))
        return tr("vikings.act.dock", "place your starting Boat at {x}", x=P(a.dock))
    if t is M.Tie:
        return tr("vikings.act.tie", "the enemy chooses {x}", x=P(str(a.label)))
    if t is M.Pick:
        return tr("vikings.act.pick", "keep {card}", card=card_name(a.card))
    return " ".join(str(x) for x in a)


_SIMPLE = {"skip": "Skip", "pass": "Do not dedicate", "done": "Done", "stop": "Stop here", "noraid": "Do not raid",
           "noboon": "No boon", "nosend": "Keep the Valkyrie", "join": "Join the battle",
           "decline": "Decline", "enter": "Join the battle with this card",
           "boon": "Take the boon"}


def _end(e: str) -> str:
    return tr("vikings.end.left", "left") if e == "left" else tr("vikings.end.right", "right")


def _row(r: int) -> str:
    return tr("vikings.row.top", "top") if r == 0 else tr("vikings.row.bottom", "bottom")


def hidden(x: Any) -> bool:
    return x == HIDDEN


def string_families() -> dict[str, str]:
    """The keys this board builds at run time, with their English defaults (collected
    into the translation catalogue by ui/catalogue.py)."""
    out: dict[str, str] = {}
    for r, name in RUNE_NAME.items():
        out[f"vikings.rune.{r}"] = name
    for res, name in RES_NAME.items():
        out[f"vikings.res.{res}"] = name
        out[f"vikings.res_letter.{res}"] = name[0]
    for why, words in TIE_WHY.items():
        out["vikings.tie." + why.replace(" ", "_")] = words
    for mid, m in D.MAPS.items():
        for rid, reg in m["regions"].items():
            out[f"vikings.region.{mid}.{rid}"] = reg[0]
    for code, word in ACTION_WORD.items():
        out[f"vikings.leader.{code}"] = word + " {n}"
        out[f"vikings.action.{code}"] = ACTION_LONG[code]
    for code in RUNE_ACTION_SHORT:
        out[f"vikings.ra.{code}.short"] = RUNE_ACTION_SHORT[code]
        out[f"vikings.ra.{code}.long"] = RUNE_ACTION_LONG[code]
    for card, row in D.CARDS.items():
        out[f"vikings.card.{card}.name"] = row[0]
    for card, name in D.FAVOR_NAMES.items():
        out[f"vikings.favor.{card}.name"] = name
    for g, row in D.GODS.items():
        out[f"vikings.god.{g}.name"] = row[0].split(",")[0]
        out[f"vikings.god.{g}.title"] = row[0]
        out[f"vikings.god.{g}.boon"] = BOON_LONG[g]
    for slot, row in D.DEDICATIONS.items():
        out[f"vikings.ded.{slot}.name"] = row[0]
        out[f"vikings.ded.{slot}.long"] = DED_LONG[slot]
    for k in ICON_SHORT:
        out[f"vikings.icon.{k}.short"] = ICON_SHORT[k]
        out[f"vikings.icon.{k}.long"] = ICON_LONG[k]
    for req, text in REQ_SHORT.items():
        out[f"vikings.req_short.{req}"] = text
    for mat, row in D.ENEMY_MATS.items():
        out[f"vikings.enemy.mat.{mat}"] = row[0]
    for v, text in _SIMPLE.items():
        out[f"vikings.act.{v}"] = text
    for rank, text in enumerate(["1st", "2nd", "3rd"]):
        out[f"vikings.rank.short{rank}"] = text
    return out
