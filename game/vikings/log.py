"""`describe(event, names)`: one readable English line per event ("" to skip)."""

from __future__ import annotations

from . import data as D


def _who(ev: dict, names: list, key: str = "seat") -> str:
    s = ev.get(key, -1)
    if isinstance(s, int) and 0 <= s < len(names):
        return names[s]
    if len(names) == 1 and s == 1:
        return "The enemy clan"
    if len(names) == 2 and s == 2:
        return "The neutral clan"
    return "Someone"


def _card(cid) -> str:
    if cid in D.CARDS:
        return f"{D.CARDS[cid][0]} ({cid})"
    return "a hidden card"


def _god(g: str) -> str:
    return D.GODS[g][0].split(",")[0] if g in D.GODS else str(g)


ACTION_NAMES = {
    "SAIL": "Sail", "EXPL": "Explore", "BUILD": "Build", "BUILD_CHEAP": "Build", "HARV": "Harvest",
    "EXCHANGE": "Exchange", "COLLECT": "Collect", "DRAW_REPLACE": "Draw and Replace",
    "TEMPLE_EXPLORE": "Temple Explore", "SMITE": "Smite", "ENTER_BATTLE": "Enter Battle",
    "NATURE": "Nature's Fury", "MOVE_GIANT": "Move a Giant", "RAID_FREE": "Free Raid",
    "SETTLER": "Add a Settler", "HUNT": "Hunt", "FERRY": "Ferry", "BOAT": "Add a Boat",
    "TEMPLE": "Place a Temple", "FURY": "Fury",
}


FURY_WHY = {
    "rune": " (a rune was taken)", "battle": " (a lost battle)", "invaders": " (the Invaders' card)",
    "dedication": " (a Village dedicated)", "nature": " (Nature's Fury)", "slay": " (a Giant slain)",
    "giant": " (a Giant still stands in its Region)", "enemy": " (the enemy's Fury icon)",
}


WHY = {
    "attack": "Attack Settlers", "favor": "Favor card", "collect": "Collect", "enemy track":
    "the enemy's full track", "icon": "track icon", "valkyrie": "Valkyrie bonus", "boon": "boon",
    "carry": "Valkyrie carry", "battle": "battle card's Steel cost", "raid": "raid", "boat": "a Boat",
    "temple": "a Temple",
}


def _why(why) -> str:
    """Reason shown in brackets: a god's name becomes "<God>'s boon"."""
    if why in D.GODS:
        return f"{_god(why)}'s boon"
    return WHY.get(why, str(why))


def action_name(code: str) -> str:
    """Readable name of an action code ("HARV" -> "Harvest", "HARV2" -> "Harvest 2")."""
    if code in ACTION_NAMES:
        return ACTION_NAMES[code]
    if code.startswith("HARV") and code[4:].isdigit():
        return f"Harvest {code[4:]}"
    if code.startswith("BATTLE+"):
        return f"Battle {code[6:]}"
    return code.replace("_", " ").title()


def describe(ev: dict, names: list) -> str:
    t = ev.get("t")
    w = _who(ev, names)
    if t == "setup":
        gods = ", ".join(f"{_god(g)} ({r})" for g, r in zip(ev["gods"], ev["runes"]))
        return f"Map: {ev['map']}. Gods and their runes: {gods}."
    if t == "enemy_setup":
        return f"The enemy clan ({D.ENEMY_MATS[ev['mat']][0]}) starts with its Chieftain Boat at {ev['dock']}."
    if t == "era":
        return f"— Era {ev['era']} begins —"
    if t == "place_boat":
        return f"{w} places a starting Boat at {ev['dock']}."
    if t == "turn":
        return f"{w}'s turn."
    if t == "play":
        mode = {"lead": "face up", "slay": "to slay a Giant"}.get(ev["mode"], ev["mode"])
        return f"{w} plays {_card(ev['card'])} {mode}."
    if t == "battle_card":
        return f"{w} plays a card face down to start a battle."
    if t == "battle_start":
        bonus = f" (+{ev['bonus']} Strength)" if ev.get("bonus") else ""
        return f"{w} starts a battle for Favor card {ev['favor']}{bonus}."
    if t == "battle_join":
        return f"{w} joins the battle."
    if t == "reveal":
        return f"{w} reveals {_card(ev['card'])}."
    if t == "dropout":
        return f"{w} cannot pay the Steel cost and drops out of the battle."
    if t == "strengths":
        parts = ", ".join(f"{_who({'seat': int(k)}, names)} {v}" for k, v in ev["s"].items())
        return f"Battle Strength: {parts}."
    if t == "invaders":
        return f"The Invaders reveal {_card(ev['card'])} with Strength {ev['strength']} against {ev['vs']}."
    if t == "battle_won":
        return f"{w} wins the battle and takes Favor card {ev['favor']}."
    if t == "battle_tie":
        return "The battle is a tie: nobody wins."
    if t == "battle_void":
        return "Nobody is left to fight: the battle ends without a winner, and no one gains a boon or Fury."
    if t == "battle_lost":
        if ev.get("tie"):
            return "The lone fighter ties with the Invaders: both sides lose."
        return "The lone fighter does not beat the Invaders."
    if t == "battle_over":
        return ""
    if t == "favor_back":
        return f"Favor card {ev['card']} returns to its row."
    if t == "favor_returned":
        return f"{w} returns Favor card {ev['card']} to the {ev['end']} end of row {ev['row'] + 1}."
    if t == "boon":
        return f"{w} takes the Valhalla Boon of {_god(ev['god'])}."
    if t == "fury":
        why = FURY_WHY.get(ev.get("why", ""), "")
        return f"{_god(ev['god'])}'s Fury goes from {ev['from']} to {ev['to']}{why}."
    if t == "cleanup":
        return f"— Era {ev['era']} cleanup —"
    if t == "baldur":
        name, code, n = D.DEDICATIONS[ev["slot"]]
        return f"Through Baldur, {w} performs {name} ({action_name(code)} {n}) without a Village."
    if t == "leader":
        return f"{w} takes the Leader Action {action_name(ev['action'])} {ev['n']}."
    if t == "rune_action":
        if ev.get("mat"):
            done = " then ".join(action_name(x) for x in ev["mat"])
            return f"{w} takes the Rune Action of {_card(ev['card'])}: its mat replaces " \
                   f"{action_name(ev['action'])} with {done}."
        n = f" {ev['n']}" if ev.get("n") else ""
        return f"{w} takes the Rune Action {action_name(ev['action'])}{n}."
    if t == "sail":
        return f"{w}'s Boat sails from {ev['from']} to {ev['to']}."
    if t == "chief_sail":
        via = ev.get("via") or []
        by = f" (via {', '.join(via)})" if via else ""
        return f"The Chieftain Boat moves from {ev['from']} to {ev['to']}{by}."
    if t == "bumped":
        return f"{w}'s Boat is pushed from {ev['from']} into {ev['to']}."
    if t == "settler_on":
        return f"{w} places a Settler on {ev['region']} ({_why(ev['why'])})."
    if t == "settler_off":
        return f"{w} loses a Settler on {ev['region']} ({_why(ev['why'])})."
    if t == "recall":
        return f"{w} takes a Settler back from {ev['region']}."
    if t == "settler_shift":
        return f"{w} has no Settler left on its mat: it moves one from {ev['from']} to {ev['to']} ({_why(ev['why'])})."
    if t == "explore":
        n = ev.get("n", 1)
        return f"{w} moves {n} Settler{'s' if n != 1 else ''} from {ev['from']} to {ev['to']}."
    if t == "build":
        return f"{w} builds a {ev['what'].capitalize()} at {ev['at']}."
    if t == "gain":
        return f"{w} gains {ev['n']} {ev['res']} ({_why(ev['why'])})."
    if t == "lose":
        return f"{w} loses {ev['n']} {ev['res']} ({_why(ev['why'])})."
    if t == "pay":
        c = ev["cost"]
        parts = [f"{n} {D.RES[i]}" for i, n in enumerate(c) if n]
        return f"{w} pays {', '.join(parts)} ({_why(ev['why'])})." if parts else ""
    if t == "raid":
        return f"{w} raids the Village at {ev['dock']}."
    if t == "dedicate":
        slot = ev["slot"]
        name = D.DEDICATIONS[slot][0] if slot in D.DEDICATIONS else _god(slot)
        return f"{w} dedicates a Village to {name}."
    if t == "rune_taken":
        frm = ev.get("from", -1)
        src = "" if frm is None or frm < 0 else f" from {_who({'seat': frm}, names)}"
        if len(names) == 2 and frm == 2:
            src = " (its token lay on the island: the neutral clan only blocks)"  # A13
        if src.startswith(" from The "):  # the neutral clan / the enemy clan
            src = " from the" + src[len(" from The"):]
        return f"{w} takes the {ev['rune']} rune of {ev['region']}{src}."
    if t == "rune_back":
        return f"The rune of {ev['region']} returns to its island."
    if t == "draw":
        return f"{w} draws a card."
    if t == "discard":
        return f"{w} discards {_card(ev['card'])}."
    if t == "temple_move":
        return f"{w} moves a Temple from {ev['from']} to {ev['to']}."
    if t == "giant_move":
        return f"{w} moves the Giant from {ev['from']} to {ev['to']}."
    if t == "slay":
        return f"{w} slays the Giant of {ev['region']}."
    if t == "valkyrie_sent":
        return f"{w} sends the {ev['rune']} Valkyrie to {ev['region']}."
    if t == "valkyrie_move":
        return f"{w}'s Valkyrie moves from {ev['from']} to {ev['to']}."
    if t == "sol":
        return f"{w} swaps Favor card {ev['gave']} for {ev['took']}."
    if t == "decline":
        return f"{w} declines the enemy's battle; it fights the Invaders."
    if t == "enemy_icon":
        return f"The enemy's {ev['track']} track triggers {action_name(ev['icon'])}."
    if t == "no_effect":
        return "Nothing happens."
    if t == "enemy_track_reset":
        return f"The enemy's {ev['res']} track returns to 0."
    if t == "enemy_loses":
        return "The enemy clan loses the battle."
    if t == "enemy_no_battle":
        return "The enemy cannot start a second battle."
    if t == "chieftain":
        return f"{w} takes the Chieftain Marker."
    if t == "pick":
        return ""
    if t == "game_over":
        return "The third era ends: final scoring."
    return ""
