"""Every string the Asgard board shows, in our own words: gods and their powers, spaces,
worlds, every kind of tile, prices, the house-values note, and one text per action verb
the engine produces. All go through `tr` (keys prefixed "asgard.")."""

from __future__ import annotations

from game.asgard import asgard_tile
from game.asgard import data as D
from game.asgard import moves as M
from game.asgard.view import AsgardView
from game.core import HIDDEN
from ui.widgets.text import text_of, tr

# --- colours (also used by the drawing) ---------------------------------------------------
STONE_RGB = ((214, 120, 164), (226, 196, 66), (200, 70, 58), (76, 127, 196), (78, 154, 75), (44, 44, 50),
             (240, 238, 230))
RECRUIT_RGB = ((236, 230, 214), (226, 138, 44), (125, 143, 163))
LIGHT_SIDE = (214, 190, 120)
DARK_SIDE = (96, 72, 124)
SIDE_RGB = (LIGHT_SIDE, DARK_SIDE)


def god(g: int) -> str:
    return tr(f"asgard.god.{D.GOD_KEYS[g]}", D.GOD_NAMES[g])


def god_key(key: str) -> str:
    return god(D.GOD_INDEX[key])


def side(s: int) -> str:
    return tr(f"asgard.side.{s}", D.SIDE_NAMES[s])


def stone(c: int) -> str:
    return tr(f"asgard.stone.{c}", D.STONE_NAMES[c])


def stone_key(k: str) -> str:
    return stone(D.STONE_INDEX[k])


def recruit(t: int) -> str:
    return tr(f"asgard.recruit.{t}", D.RECRUIT_NAMES[t])


def recruit_key(k: str) -> str:
    return recruit(D.RECRUIT_INDEX[k])


def a_recruit(t: int) -> str:
    """A recruit with its article ("a white warrior"), one text per language."""
    return tr(f"asgard.a_recruit.{t}", _a(D.RECRUIT_NAMES[t]))


def a_recruit_key(k: str) -> str:
    return a_recruit(D.RECRUIT_INDEX[k])


def recruits_plural(t: int) -> str:
    return tr(f"asgard.recruits.{t}", ("white warriors", "orange warriors", "giants")[t])


def world(w: int) -> str:
    """World number 1-7 (0: an underworld)."""
    if w == 0:
        return tr("asgard.underworld", "the underworld")
    return tr("asgard.world", "world {w}", w=w)


def World(w: int) -> str:  # noqa: N802 - capitalised form
    s = world(w)
    return s[:1].upper() + s[1:]


# --- gods ------------------------------------------------------------------------------------
POWER_SHORT = {
    D.FREYJA: "Up to 2 warriors from Valhalla",
    D.BALDR: "Swap a stone with the reserve",
    D.ODIN: "Hand out the order tiles anew",
    D.TYR: "Take Týr's battle tile",
    D.THOR: "Take Thor's extra-turn tile",
    D.LOKI: "Steal a recruit from a god",
    D.HEL: "Score a god's recruits, kill one",
    D.MIMIR: "Move this disc to another god",
    D.SURTR: "Flip a population, take its bonus",
    D.FENRIR: "Move this disc to a temple",
}

POWER_LONG = {
    D.FREYJA: "Take up to two warriors (white or orange, your choice) from Valhalla into your reserve.",
    D.BALDR: "You may give back one of your stones and take one stone of another colour that lies in the "
             "common reserve.",
    D.ODIN: "You may collect every player-order tile and hand them out again as you like, yourself "
            "included. Play goes on with the number after your new one.",
    D.TYR: "Take Týr's power tile (from the board or from whoever holds it). In a battle you may return it "
           "to win with one of your discs, whatever the numbers.",
    D.THOR: "Take Thor's power tile (from the board or from whoever holds it). At the end of one of your "
            "turns you may return it to take another full turn at once.",
    D.LOKI: "You may take one recruit of any type from any god (Loki included) into your reserve.",
    D.HEL: "You may choose a god that has a warrior: score 1 point for each recruit on it, then send one "
           "of its warriors (your choice of colour) to Valhalla.",
    D.MIMIR: "You may move this disc to an empty power space of a risen god (not Odin's or Fenrir's upper "
             "space) or to the Asgard area. It is resolved there on a later turn.",
    D.SURTR: "You may flip a face-up population tile anywhere in Yggdrasil and take its bonus at once. The "
             "tile keeps fighting with the same strength.",
    D.FENRIR: "You may move this disc to a free temple space of a risen god (the usual temple limits apply) "
              "or to the Asgard area, and resolve it there later. The lower space gives only the seal.",
}


def prayer_gift(g: int) -> str:
    if g == D.ODIN:
        return tr("asgard.gift.odin", "Upper space: 1 white stone. Lower space: 1 stone of any colour.")
    c = D.GOD_STONE[g]
    if c is None:
        return tr("asgard.gift.none", "No stones.")
    return tr("asgard.gift.stones", "2 {colour} stones.", colour=stone(c))


def power_short(g: int) -> str:
    return tr(f"asgard.power_short.{D.GOD_KEYS[g]}", POWER_SHORT[g])


def power_long(g: int) -> str:
    return tr(f"asgard.power.{D.GOD_KEYS[g]}", POWER_LONG[g])


def demand_text(types: tuple) -> str:
    if not types:
        return tr("asgard.demand.none", "no recruits")
    return tr("asgard.or", " or ").join(recruits_plural(t) for t in types)


def god_tip(g: int, v: AsgardView | None = None, names: list[str] | None = None) -> str:
    """A god's powers, prayer gift, support points and demands (and, given a view, who
    supports it and what lies on it)."""
    lines = [tr(f"asgard.god_of_side.{D.GOD_SIDE[g]}", ("Light god", "Dark god")[D.GOD_SIDE[g]])
             + ("" if D.GOD_RISES[g] == 1 else tr("asgard.rises", ", rises in round {r}", r=D.GOD_RISES[g]))]
    lines.append(tr("asgard.tip.prayer", "Prayer: {gift}", gift=prayer_gift(g)))
    kinds = [D.SPACE_KIND[sp] for sp in D.GOD_SPACES[g]]
    where = tr("asgard.tip.power_upper", "Power (upper space)") if "up" in kinds else tr("asgard.tip.power_only",
                                                                                         "Power")
    lines.append(f"{where}: {power_long(g)}")
    vp1, vp2 = D.GOD_SUPPORT_VP[g]
    lines.append(tr("asgard.tip.support", "Support I: {d1}, {vp1} points in Ragnarök. Support II: {d2}, {vp2} "
                    "points.", d1=demand_text(D.GOD_DEMAND[g][0]), vp1=vp1, d2=demand_text(D.GOD_DEMAND[g][1]),
                    vp2=vp2))
    lines.append(tr("asgard.tip.support_how", "A temple here puts your disc on the highest free support space; "
                    "if this god wins its world in Ragnarök, the top disc scores I and the one below II (a lone "
                    "disc scores both)."))
    if v is not None and names is not None:
        sup = v.supporters(g)
        who = [f"{'I' * (i + 1)}: {names[s]}" for i, s in enumerate(sup) if s >= 0]
        if who:
            lines.append(tr("asgard.tip.supporters", "Supporters: {who}", who=", ".join(who)))
        r = v.god_recruits(g)
        if sum(r):
            lines.append(tr("asgard.tip.on_god", "On the god: {list}", list=recruit_list(r)))
        tiles = len(v.god_pile(g))
        lines.append(tr("asgard.tip.tiles_left", "God tiles left: {k}", k=tiles))
    return "\n".join(lines)


def recruit_list(r: list[int]) -> str:
    parts = [f"{r[t]} {recruits_plural(t) if r[t] != 1 else recruit(t)}" for t in range(3) if r[t]]
    return ", ".join(parts) if parts else tr("asgard.none", "none")


def first_upper(s: str) -> str:
    """`s` with its first letter a capital, the rest as written (str.capitalize() made
    "espaço de Oração inferior de Hel" "...oração inferior de hel")."""
    return s[:1].upper() + s[1:]


def space_name(sid: str) -> str:
    if sid == "asgard":
        return tr("asgard.space.asgard", "the Asgard area")
    if sid.startswith("temple:"):
        return tr("asgard.space.temple", "{god}'s temple space", god=god_key(sid[7:]))
    i = D.SPACE_INDEX[sid]
    g = D.SPACE_GOD[i]
    kind = D.SPACE_KIND[i]
    if kind == "up":
        return tr("asgard.space.up", "{god}'s upper prayer space", god=god(g))
    if kind == "lo":
        return tr("asgard.space.lo", "{god}'s lower prayer space", god=god(g))
    return tr("asgard.space.only", "{god}'s prayer space", god=god(g))


def space_tip(sp: int) -> str:
    g = D.SPACE_GOD[sp]
    kind = D.SPACE_KIND[sp]
    lines = []
    if g == D.ODIN:
        lines.append(tr("asgard.tip.odin_up", "1 white stone, and the power.") if kind == "up"
                     else tr("asgard.tip.odin_lo", "1 stone of the colour you name."))
    else:
        lines.append(prayer_gift(g))
    if kind in ("up", "only"):
        lines.append(power_long(g))
        if D.SPACE_MIMIR_OK[sp]:
            lines.append(tr("asgard.tip.silver", "A silver space: Mímir may send a disc here."))
    elif g == D.FENRIR:
        lines.append(tr("asgard.tip.fenrir_lo", "Nothing but the god's seal."))
    lines.append(tr("asgard.tip.seal_first", "Resolving it first takes the god's seal, if it is still there."))
    return "\n".join(lines)


def temple_space_tip(g: int) -> str:
    return tr("asgard.tip.temple_space", "Temple action: build a temple from one of the four stacks (pay its "
              "stones), give this god all your recruits of the type its free support space demands, put the "
              "god's top tile into Yggdrasil, and your disc stays on the support space for the rest of the game. "
              "Not allowed if you already support {god} or both support spaces are taken.", god=god(g))


# --- tiles -------------------------------------------------------------------------------------
BONUS_TEXT = {
    "WEAPON_PICK": "Look through the weapon stack and keep one tile (any of your turns in phases 2-3).",
    "MAGIC_PICK": "Look through the magic stack and keep one tile (any of your turns in phases 2-3).",
    "TAKE_ORDER_1": "Swap your player-order tile with number 1 (any of your turns in phases 2-3).",
    "ASGARD_FLIP": "Turn a face-up Asgard tile and take its bonus (any of your turns in phases 2-3).",
    "CLAIM_VICTORY": "In the battle phase, one of your discs wins its world whatever the numbers.",
    "WILD_STONE": "Counts as one stone of any colour when you build a temple.",
    "STONE_SWAP": "When you build a temple, one stone you pay counts as another colour.",
    "WILD_SEAL": "Counts as one light or one dark seal when you buy in the Asgard area.",
}
BONUS_SHORT = {
    "WEAPON_PICK": "weapon", "MAGIC_PICK": "magic", "TAKE_ORDER_1": "order 1", "ASGARD_FLIP": "Asgard",
    "CLAIM_VICTORY": "claim", "WILD_STONE": "any stone", "STONE_SWAP": "stone swap", "WILD_SEAL": "any seal",
}


def bonus_text(kind: str) -> str:
    return tr(f"asgard.bonus.{kind}", BONUS_TEXT[kind])


def bonus_short(kind: str) -> str:
    return tr(f"asgard.bonus_short.{kind}", BONUS_SHORT[kind])


def pop_title(p: int) -> str:
    return tr("asgard.pop.title", "Population {name} ({side}, strength {s})", name=D.POP_NAMES[abs(p)],
              side=side(D.POP_SIDE[abs(p)]), s=D.POP_STRENGTH[abs(p)])


def pop_tip(code: int, held: bool = False) -> str:
    p = abs(code)
    lines = []
    if code < 0:
        lines.append(tr("asgard.pop.flipped", "Flipped by Surtr: it fights on with strength {s} but gives no "
                        "bonus any more; a god placed here discards it.", s=D.POP_STRENGTH[p]))
    else:
        lines.append(tr("asgard.pop.bonus", "Bonus ({kind}): {text}", kind=bonus_short(D.POP_BONUS[p]),
                        text=bonus_text(D.POP_BONUS[p])))
        if held:
            lines.append(tr("asgard.pop.held", "Used once, then discarded."))
        else:
            lines.append(tr("asgard.pop.taken", "Whoever puts a god tile here takes it and may use the bonus "
                            "once. A god cows a population: in round battles it counts only its legendary "
                            "weapon against a god."))
    return "\n".join(lines)


def god_tile_title(code: int) -> str:
    return tr("asgard.godtile.title", "{god} tile, strength {n}", god=god(D.tile_god(code)), n=D.tile_num(code))


def god_tile_tip(code: int, underworld: bool = False) -> str:
    if underworld:
        return tr("asgard.godtile.under", "In an underworld: it scored 5 points when placed and never fights; "
                  "it leaves before Ragnarök.")
    return tr("asgard.godtile.tip", "Fights with its number in the round battles and in Ragnarök, where "
              "{god}'s supporters stand under it.", god=god(D.tile_god(code)))


WEAPON_TIP = ("A weapon tile, kept face down. In Ragnarök you put it under a god tile that holds your disc: "
              "its value adds to that side.")
MAGIC_TEXT = {
    "DOUBLE_RECRUITS": "The recruits of this side count double (never more than double).",
    "BREAK_WEAPON": "Cancels the highest weapon or legendary weapon of the opposing side.",
    "NULLIFY_TILE": "The opposing tile (god or population) counts 0.",
    "TOP_BONUS": "If this god wins, the top disc under it scores 10 more.",
    "BOTTOM_BONUS": "If this god wins, the bottom disc under it scores 10 more (a lone disc is the top one).",
}
MAGIC_NAME = {
    "DOUBLE_RECRUITS": "Double recruits", "BREAK_WEAPON": "Break weapon", "NULLIFY_TILE": "Nullify tile",
    "TOP_BONUS": "Top bonus", "BOTTOM_BONUS": "Bottom bonus",
}
MAGIC_CARD = {
    "DOUBLE_RECRUITS": "Recruits count double", "BREAK_WEAPON": "Cancel the foe's best weapon",
    "NULLIFY_TILE": "The foe's tile counts 0", "TOP_BONUS": "Top disc +10 if it wins",
    "BOTTOM_BONUS": "Bottom disc +10 if it wins",
}
MAGIC_ABBR = {"DOUBLE_RECRUITS": "×2", "BREAK_WEAPON": "✕", "NULLIFY_TILE": "0", "TOP_BONUS": "▲",
              "BOTTOM_BONUS": "▼"}


def weapon_tip() -> str:
    return tr("asgard.weapon.tip", WEAPON_TIP)


def magic_name(m: int) -> str:
    k = D.MAGIC_KEYS[m]
    return tr(f"asgard.magic.{k}.name", MAGIC_NAME[k])


def magic_tip(m: int) -> str:
    k = D.MAGIC_KEYS[m]
    return tr(f"asgard.magic.{k}", MAGIC_TEXT[k]) + "\n" + tr(
        "asgard.magic.when", "Magic works in Ragnarök only, under the god tile it is placed under.")


AT_TEXT = {
    "ONE_RECRUIT": "1 recruit of any type from the reserve.",
    "TWO_DIFFERENT": "2 recruits of two different types.",
    "THREE_RECRUITS": "3 recruits: 2 of one type and 1 of another.",
    "STONE_EXCHANGE": "Give back one of your stones and take one of another colour from the reserve.",
}


def at_name(tid: int) -> str:
    """An Asgard tile by what it gives, quoted ("“1 recruit”"; never its id AT1)."""
    return text_of(asgard_tile(abs(tid)))


def at_tip(tid: int) -> str:
    kind = D.AT_KINDS[abs(tid)]
    return tr(f"asgard.at.{kind}", AT_TEXT[kind]) + "\n" + tr(
        "asgard.at.how", "An Asgard action turns one face-up tile and takes its bonus. Turned tiles are "
        "replaced at the start of the next round.")


def temple_tip(tid: int) -> str:
    k = tid // 6
    cost = " + ".join(stone(c) for c in D.TEMPLE_COST[tid])
    extra = tr("asgard.temple.extra", " + 1 stone of a colour not printed") if D.TEMPLE_EXTRA[tid] else ""
    return tr("asgard.temple.tip", "Stack {stack}: {vp} points in every battle phase from now on.\nCost: {cost}{extra}.",
              stack=D.TEMPLE_STACK_KEYS[k], vp=D.TEMPLE_STACK_VP[k], cost=cost, extra=extra)


def battle_tile_tip(value: int) -> str:
    return tr("asgard.btile.tip", "A {v}-point battle tile. After each battle phase, from the lowest score up, "
              "every player with discs in victory areas takes one: 1 disc 3, 2 discs 5, 3 discs 9, 4 discs 14, 5 "
              "or more 20 (the next lower stack when one is empty). Scored at the start of Ragnarök.", v=value)


def legendary_tip() -> str:
    return tr("asgard.lw.tip", "Legendary weapons: in each battle phase the top tile of each stack turns face "
              "up; only the newest counts, added to its side (light or dark) in every world. In Ragnarök a "
              "population that faces a god gets one face down.")


def power_tile_tip(g: int) -> str:
    if g == D.THOR:
        return tr("asgard.thor.tip", "Thor's tile: at the end of one of your turns in phase 2 or 3, return it to "
                  "take another full turn at once.")
    return tr("asgard.tyr.tip", "Týr's tile: in the battle phase, return it to make one of your discs win its "
              "world whatever the numbers.")


def seal_tip(s: int) -> str:
    return tr("asgard.seal.tip", "A {side} seal: currency of the Asgard area. Taken when you resolve a disc on "
              "a god's space while the seal is still there; refilled for every risen god each round.", side=side(s))


def stone_tip() -> str:
    return tr("asgard.stones.tip", "Enchanted stones pay for temples. Prayers give them; when the reserve is "
              "empty, a richer player gives one instead.")


def recruit_tip(t: int) -> str:
    return tr("asgard.recruit.tip", "{name}: strength {s}. Recruits win battles when sent (warriors go to "
              "Valhalla, giants to the reserve), go onto gods with temples, and fight beside god tiles in "
              "Ragnarök.", name=recruit(t).capitalize(), s=D.RECRUIT_STRENGTH[t])


def price_text(price: tuple[int, int]) -> str:
    parts = []
    if price[0]:
        parts.append(tr("asgard.price.light", "{k} light", k=price[0]))
    if price[1]:
        parts.append(tr("asgard.price.dark", "{k} dark", k=price[1]))
    return " + ".join(parts) if parts else tr("asgard.price.free", "free")


def row_tip() -> str:
    return tr("asgard.row.tip", "The influence disc row: buying a disc takes your leftmost one and costs the seal "
              "under its column plus one seal for every column to its left that still holds any disc. A bought "
              "disc goes in front of you (one more action from next round) or onto a free battle space (a weapon "
              "tile on the light side, a magic tile on the dark side).")


def valhalla_tip(v: AsgardView) -> str:
    return tr("asgard.valhalla.tip", "Valhalla: {w} white and {o} orange warriors. Freyja's power brings them "
              "back; warriors spent in battle or killed by Hel come here; in Ragnarök supporters of light gods "
              "draft them.", w=v.valhalla_warriors()[0], o=v.valhalla_warriors()[1])


HOUSE_NOTE = ("Some printed values on this board are this edition's own: the original tables were not "
              "available, so support points, recruit demands, population, weapon, magic, temple and legendary "
              "values, the row seal prices and the white and giant prices were chosen to fit every example of "
              "the rules (rules reference, section 18).")


def house_note() -> str:
    return tr("asgard.house_note", HOUSE_NOTE)


# --- worlds ------------------------------------------------------------------------------------
def world_tip(v: AsgardView, i: int, names: list[str]) -> str:
    """Light and dark strength now and who stands on each side of world index i."""
    lines = []
    if v.world_closed(i):
        return tr("asgard.world.closed", "Closed with this number of players: no population, no gods, no battles.")
    lc, dc = v.world_slot(i)
    lines.append(tr("asgard.world.light_tile", "Light: {t}", t=slot_words(lc)))
    lines.append(tr("asgard.world.dark_tile", "Dark: {t}", t=slot_words(dc)))
    if v.phase_id() in ("ragnarok", "over") and (lc >= D.GOD_TILE_BASE or dc >= D.GOD_TILE_BASE):
        parts = [v.ragnarok_parts(i + 1, s) for s in (0, 1)]
        hidden = sum(1 for s in (0, 1) for it in v.ragnarok_items(2 * i + s) if it[2] == HIDDEN)
        hidden += 1 if v.ragnarok_legendary(i) == HIDDEN else 0
        now = tr("asgard.world.rag_now", "Strength now: light {l}, dark {d}.", l=parts[0]["total"], d=parts[1]["total"])
        if hidden:
            now += " " + tr("asgard.world.rag_hidden", "{k} face-down tiles are not counted until revealed.", k=hidden)
        return "\n".join(lines + [now] + ragnarok_lines(v, i, names))
    if v.phase_id() == "battle":
        lv, dv = round_values(v, i)
        lw = [v.legendary_shown(s)[-1] if v.legendary_shown(s) else 0 for s in (0, 1)]
        lines.append(tr("asgard.world.now", "Strength now: light {l}, dark {d} (this round's legendary weapons: "
                        "{a} light, {b} dark).", l=lv, d=dv, a=lw[0], b=lw[1]))
    else:
        lv, dv = round_values(v, i, with_lw=False)
        lines.append(tr("asgard.world.tiles_now", "Strength now: light {l}, dark {d}; in the battle phase each side "
                        "adds the legendary weapon turned then.", l=lv, d=dv))
    lg, dg = lc >= D.GOD_TILE_BASE, dc >= D.GOD_TILE_BASE
    if lg != dg and lc and dc:
        lines.append(tr("asgard.world.cowed", "The god cows the population: in round battles the population counts "
                        "only its legendary weapon."))
    for s in (0, 1):
        seat = v.battle_space(i)[s]
        if seat >= 0:
            lines.append(tr("asgard.world.battle", "{name} fights on the {side} side.", name=names[seat], side=side(s)))
    vic = [f"{names[s]} ×{v.victory_discs(i)[s]}" for s in range(v.num_players) if v.victory_discs(i)[s]]
    if vic:
        lines.append(tr("asgard.world.victory", "Victory area: {who}", who=", ".join(vic)))
    if i == D.NUM_WORLDS - 1:
        lines.append(tr("asgard.world.seven", "World 7 has one battle space: whoever takes it picks the side."))
    return "\n".join(lines)


def slot_words(c: int) -> str:
    if c == 0:
        return tr("asgard.slot.empty", "empty")
    if c >= D.GOD_TILE_BASE:
        return tr("asgard.slot.god", "{god} {n}", god=god(D.tile_god(c)), n=D.tile_num(c))
    p = abs(c)
    word = tr("asgard.slot.flipped", " (flipped)") if c < 0 else ""
    return tr("asgard.slot.pop", "population {name}, strength {s}{f}", name=D.POP_NAMES[p], s=D.POP_STRENGTH[p],
              f=word)


def _strength(c: int) -> int:
    if c >= D.GOD_TILE_BASE:
        return D.tile_num(c)
    return D.POP_STRENGTH[abs(c)] if c else 0


def round_values(v: AsgardView, i: int, with_lw: bool = True) -> tuple[int, int]:
    """This round's light and dark values of world index i (god cows population); the
    same sum as the engine's battle (tile + newest legendary weapon)."""
    lc, dc = v.world_slot(i)
    lg, dg = lc >= D.GOD_TILE_BASE, dc >= D.GOD_TILE_BASE
    lw = [v.legendary_shown(s)[-1] if v.legendary_shown(s) and with_lw else 0 for s in (0, 1)]
    lv = (0 if (not lg and dg) else _strength(lc)) + lw[0]
    dv = (0 if (not dg and lg) else _strength(dc)) + lw[1]
    return lv, dv


def ragnarok_lines(v: AsgardView, i: int, names: list[str]) -> list[str]:
    out = []
    for s in (0, 1):
        k = 2 * i + s
        discs = v.ragnarok_supporters(k)
        if discs:
            out.append(tr("asgard.rag.under", "Under the {side} tile: {who}", side=side(s),
                          who=", ".join(names[x] for x in discs)))
        rec = v.ragnarok_recruits(k)
        if sum(rec):
            out.append(tr("asgard.rag.rec", "{side} recruits: {list}", side=side(s).capitalize(),
                          list=recruit_list(rec)))
        items = v.ragnarok_items(k)
        if items:
            out.append(tr("asgard.rag.items", "{side}: {k} face-down tiles", side=side(s).capitalize(), k=len(items)))
    if v.ragnarok_legendary(i):
        out.append(tr("asgard.rag.lw", "The population holds a face-down legendary weapon."))
    return out


def underworld_tip(v: AsgardView, u: int) -> str:
    c = v.world_slot(D.LIGHT_UNDERWORLD + u)[u]
    return tr("asgard.under.tip", "The {side} underworld: a {side} god tile placed here (replacing its population) "
              "scores 5 points at once but never fights. Now: {t}.", side=side(u), t=slot_words(c))


# --- cards (god cards in the hand) --------------------------------------------------------------
def card_text(g: int) -> str:
    return prayer_gift(g) + " " + power_short(g) + "."


# --- actions -----------------------------------------------------------------------------------
def action_text(a: tuple, decision: str = "", names: list[str] | None = None) -> str:
    """One legal action (game/asgard/moves.py; a plain tuple stands for its named form) in
    a few words (tray buttons, 'Click:' lines in tooltips)."""
    names = names or [tr("asgard.player_n", "Player {n}", n=i + 1) for i in range(4)]
    if type(a) is tuple:
        a = M.named(a)
    k = type(a)
    if k is M.ChooseGod:
        return tr("asgard.act.god", "choose {god}", god=god_key(a.god))
    if k is M.PlaceDisc:
        if a.space == "asgard":
            return tr("asgard.act.place_asgard", "{god}: Asgard area", god=god_key(a.god))
        if a.space == "temple":
            return tr("asgard.act.place_temple", "reveal {god}: disc to the temple space", god=god_key(a.god))
        return tr("asgard.act.place", "reveal {god}: disc to {space}", god=god_key(a.god), space=space_name(a.space))
    if k is M.PlaceRagnarokTile:
        val = a.value
        what = tr("asgard.weapon_n", "weapon {v}", v=val) if a.kind == "weapon" else magic_name(D.MAGIC_INDEX[val])
        return tr("asgard.act.wm", "put {what} under the {side} tile of {world}", what=what,
                  side=side(D.SIDE_KEYS.index(a.side)), world=world(a.world))
    if k is M.Resolve:
        if a.space == "asgard":
            return tr("asgard.act.resolve_asgard", "resolve your disc in the Asgard area")
        return tr("asgard.act.resolve", "resolve your disc on {space}", space=space_name(a.space))
    if k is M.ResolveTemple:
        return tr("asgard.act.resolve_temple", "resolve your disc on {god}'s temple space", god=god_key(a.god))
    if k is M.UseBonus:
        p = D.POP_INDEX[a.tile]
        return tr("asgard.act.bonus", "use population {name} ({kind})", name=a.tile, kind=bonus_short(D.POP_BONUS[p]))
    if k is M.Recruit:
        if decision == "startpick":
            return tr("asgard.act.startpick", "take a starting {r}", r=recruit_key(a.recruit))
        return tr("asgard.act.recruit", "take {r}", r=a_recruit_key(a.recruit))
    if k is M.SendRecruits:
        return tr("asgard.act.recruits", "give all your {r}", r=recruits_plural(D.RECRUIT_INDEX[a.recruit]))
    if k is M.WarriorToWorld:
        return tr("asgard.act.vdraft", "{r} from Valhalla to world {w}", r=recruit_key(a.recruit), w=a.world)
    if k is M.Warrior:
        return tr("asgard.act.freyja", "take {r} from Valhalla", r=a_recruit_key(a.recruit))
    if k is M.BuyRecruit or k is M.BuyRecruitWild:
        t = D.RECRUIT_INDEX[a.recruit]
        price = price_text(D.RECRUIT_PRICE[t])
        if k is M.BuyRecruitWild:
            if t == D.GIANT:
                return tr("asgard.act.buy_wild_giant", "giant, wild as {seal}", seal=side(D.SEAL_INDEX[a.seal]))
            return tr("asgard.act.buy_wild", "{r}, wild seal", r=recruit(t))
        return tr("asgard.act.buy", "buy {r} for {price}", r=a_recruit(t), price=price)
    if k is M.BuyDiscWild:
        return tr("asgard.act.disc_wild", "buy a disc (wild seal as {seal})", seal=side(D.SEAL_INDEX[a.seal]))
    if k is M.BuyDisc:
        return tr("asgard.act.disc", "buy your leftmost disc from the row")
    if k is M.DiscToBattle:
        return tr("asgard.act.battle", "new disc to world {w}, {side} side", w=a.world,
                  side=side(D.SIDE_KEYS.index(a.side)))
    if k is M.CentreToBattle:
        return tr("asgard.act.centre", "centre disc to world {w}, {side} side", w=a.world,
                  side=side(D.SIDE_KEYS.index(a.side)))
    if k is M.KeepInFront:
        return tr("asgard.act.front", "new disc in front of you")
    if k is M.Stone:
        c = stone_key(a.colour)
        if decision == "pay":
            return tr("asgard.act.pay_stone", "pay with a {c} stone", c=c)
        return tr("asgard.act.stone", "take a {c} stone", c=c)
    if k is M.SwapStone:
        return tr("asgard.act.pay_swap", "pay with a {c} stone (stone swap)", c=stone_key(a.colour))
    if k is M.WildStone:
        return tr("asgard.act.pay_wild", "pay with the wild stone")
    if k is M.GiveStone:
        return tr("asgard.act.give", "give back a {c} stone", c=stone_key(a.colour))
    if k is M.TakePowerTile:
        return tr("asgard.act.take_tile", "take the power tile")
    if k is M.TakeWeapon:
        return tr("asgard.act.take_weapon", "keep weapon {v}", v=a.strength)
    if k is M.TakeStone:
        return tr("asgard.act.take_stone", "take a {c} stone", c=stone_key(a.colour))
    if k is M.TakeMagic:
        return tr("asgard.act.take_magic", "keep {m}", m=magic_name(D.MAGIC_INDEX[a.magic]))
    if k is M.Seal:
        return tr("asgard.act.seal", "take a {s} seal", s=side(D.SEAL_INDEX[a.seal]))
    if k is M.Giver:
        return tr("asgard.act.giver", "{name} gives it", name=names[a.seat])
    if k in (M.Order2, M.Order3, M.Order4):
        return tr("asgard.act.order", "new order: {seq}",
                  seq=", ".join(f"{i + 1} {names[s]}" for i, s in enumerate(a.seats())))
    if k is M.LokiRecruit:
        return tr("asgard.act.loki", "take {r} from {god}", r=a_recruit_key(a.recruit), god=god_key(a.god))
    if k is M.HelWarrior:
        return tr("asgard.act.hel", "score {god}'s recruits, kill {r}", god=god_key(a.god), r=a_recruit_key(a.warrior))
    if k is M.MoveDisc:
        return tr("asgard.act.move", "move the disc to {space}", space=space_name(a.to))
    if k is M.FlipAsgardTile:
        return tr("asgard.act.atflip", "turn Asgard tile {t}", t=at_name(D.AT_NAMES.index(a.tile)))
    if k is M.FlipPopulation:
        where = world(a.world) if a.world else tr("asgard.the_side_underworld", "the {side} underworld",
                                                  side=side(D.SIDE_KEYS.index(a.side)))
        return tr("asgard.act.surtr", "flip the {side} population in {where}", side=side(D.SIDE_KEYS.index(a.side)),
                  where=where)
    if k is M.PlaceGodTile:
        if a.world == 0:
            return tr("asgard.act.slot_under", "god tile to the underworld (5 points)")
        return tr("asgard.act.slot", "god tile to world {w}", w=a.world)
    if k is M.BuildTemple:
        i = D.TEMPLE_STACK_KEYS.index(a.stack)
        return tr("asgard.act.build", "build a {vp}-point temple (stack {k})", vp=D.TEMPLE_STACK_VP[i], k=a.stack)
    if k is M.TakeBackSupport:
        return tr("asgard.act.tb_support", "take back the disc on {god}'s support space {n}", god=god_key(a.god),
                  n="I" * a.space)
    if k is M.TakeBackVictory:
        return tr("asgard.act.tb_victory", "take back the disc in world {w}'s victory area", w=a.world)
    if k is M.TakeBackCentre:
        return tr("asgard.act.tb_centre", "take back a disc from the board centre")
    if k is M.Spend:
        return tr("asgard.act.spend", "send {r}", r=recruit_key(a.recruit))
    if k is M.Claim:
        return tr("asgard.act.claim", "win with {p} (claim)", p=a.tile)
    v = a.verb if k in M.MOVES else ""  # the one word of a bare choice
    if v == "done" and decision in ("buyrec", "buydisc", "freyja"):
        return {"buyrec": tr("asgard.act.done_rec", "no more recruits"),
                "buydisc": tr("asgard.act.done_disc", "no more discs"),
                "freyja": tr("asgard.act.done_freyja", "no more warriors")}[decision]
    if v == "decline" and decision in ("temple", "asgmode"):
        return tr("asgard.act.decline_back", "decline (disc back)")
    if v == "skip" and decision in ("baldrpow", "swap"):
        return tr("asgard.act.noswap", "no exchange")
    fixed = {
        "end": tr("asgard.act.end", "end your turn"),
        "thor": tr("asgard.act.thor", "Thor's tile: extra turn"),
        "skip": tr("asgard.act.skip", "skip the power"),
        "done": tr("asgard.act.done", "done"),
        "decline": tr("asgard.act.decline", "decline"),
        "stay": tr("asgard.act.stay", "do not move the disc"),
        "single": tr("asgard.act.single", "single action"),
        "combined": tr("asgard.act.combined", "combined action"),
        "free": tr("asgard.act.free", "take a disc for free"),
        "forgo": tr("asgard.act.forgo", "forgo the recruits"),
        "giveup": tr("asgard.act.giveup", "give up (to centre)"),
        "tyr": tr("asgard.act.tyr", "Týr's tile: win here"),
        "pass": tr("asgard.act.pass", "pass for good"),
    }
    return fixed.get(v, " ".join(str(x) for x in a))


def button_label(a: tuple, decision: str = "", names: list[str] | None = None) -> str:
    s = action_text(a, decision, names)
    return s[:1].upper() + s[1:]


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


# the steps of the Asgard area (their words in a prompt)
STEP_WORDS = ("turn an Asgard tile", "buy recruits", "buy discs", "move centre discs", "finish")


def string_families() -> dict[str, str]:
    """The keys this board builds at run time, with their English defaults (collected
    into the translation catalogue by ui/catalogue.py)."""
    out: dict[str, str] = {}
    for g, key in enumerate(D.GOD_KEYS):
        out[f"asgard.god.{key}"] = D.GOD_NAMES[g]
        out[f"asgard.power_short.{key}"] = POWER_SHORT[g]
        out[f"asgard.power.{key}"] = POWER_LONG[g]
    for s, name in enumerate(D.SIDE_NAMES):
        out[f"asgard.side.{s}"] = name
        out[f"asgard.god_of_side.{s}"] = ("Light god", "Dark god")[s]
    for c, name in enumerate(D.STONE_NAMES):
        out[f"asgard.stone.{c}"] = name
    for t, name in enumerate(D.RECRUIT_NAMES):
        out[f"asgard.recruit.{t}"] = name
        out[f"asgard.recruits.{t}"] = ("white warriors", "orange warriors", "giants")[t]
    for kind in BONUS_TEXT:
        out[f"asgard.bonus.{kind}"] = BONUS_TEXT[kind]
        out[f"asgard.bonus_short.{kind}"] = BONUS_SHORT[kind]
    for k in D.MAGIC_KEYS:
        out[f"asgard.magic.{k}.name"] = MAGIC_NAME[k]
        out[f"asgard.magic.{k}"] = MAGIC_TEXT[k]
        out[f"asgard.magic_card.{k}"] = MAGIC_CARD[k]
    for kind in AT_TEXT:
        out[f"asgard.at.{kind}"] = AT_TEXT[kind]
    for step, words in enumerate(STEP_WORDS):
        out[f"asgard.step.{step}"] = words
    return out
