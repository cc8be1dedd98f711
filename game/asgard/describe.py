"""One readable English line per Asgard event (our own words)."""

from __future__ import annotations

from typing import Any

from . import data as D


def piece_name(kind: str, idx: int) -> str:
    if kind == "s":
        return D.STONE_NAMES[idx] + " stone"
    if kind == "r":
        return D.RECRUIT_NAMES[idx]
    return D.SIDE_NAMES[idx] + " seal"


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _space(sid: str) -> str:
    if sid == "asgard":
        return "the Asgard area"
    if sid.startswith("temple:"):
        return D.GOD_NAMES[D.GOD_INDEX[sid[7:]]] + "'s temple space"
    i = D.SPACE_INDEX[sid]
    kind = {"up": "upper prayer space", "lo": "lower prayer space", "only": "prayer space"}
    return D.GOD_NAMES[D.SPACE_GOD[i]] + "'s " + kind[D.SPACE_KIND[i]]


def _god(e: dict) -> str:
    return D.GOD_NAMES[e["god"]]


def _side(s: int) -> str:
    return D.SIDE_NAMES[s]


def _w(w: int) -> str:
    return f"world {w}" if w else "the underworld"


_BONUS_WORDS = {
    "WEAPON_PICK": "pick a weapon tile", "MAGIC_PICK": "pick a magic tile",
    "TAKE_ORDER_1": "take player-order tile 1", "ASGARD_FLIP": "turn an Asgard tile",
    "CLAIM_VICTORY": "claim a victory in battle", "WILD_STONE": "a stone of any colour",
    "STONE_SWAP": "exchange a stone", "WILD_SEAL": "a seal of either colour",
}

_AT_WORDS = {
    "ONE_RECRUIT": "1 recruit", "TWO_DIFFERENT": "2 recruits of different types",
    "THREE_RECRUITS": "2 recruits of one type + 1 of another", "STONE_EXCHANGE": "exchange a stone",
}

_WIN_HOW = {
    "strength": "by strength", "recruits": "by sending recruits",
    "tyr": "with Týr's power tile", "claim": "with a claim-of-victory population tile",
}


def _pop(p: int) -> str:
    return f"{D.POP_NAMES[p]} ({_BONUS_WORDS[D.POP_BONUS[p]]})"


def _takeback_place(where: list) -> str:
    if where[0] == "support":
        return f"{D.GOD_NAMES[D.GOD_INDEX[where[1]]]}'s support space {'I' * where[2]}"
    if where[0] == "victory":
        return f"world {where[1]}'s victory area"
    return "the board centre"


def describe(event: Any, names: list[str]) -> str:
    e = event
    t = e.get("t")

    def who(k: str = "seat") -> str:
        s = e.get(k, -1)
        return names[s] if isinstance(s, int) and 0 <= s < len(names) else "?"

    if t == "setup":
        order = e["order"]
        seq = sorted(range(len(order)), key=order.__getitem__)
        return "Player order tiles: " + ", ".join(f"{i + 1} {names[s]}" for i, s in enumerate(seq)) + "."
    if t == "round":
        return f"— Round {e['rnd']} —"
    if t == "rise":
        return f"{_god(e)} rises and can now be chosen."
    if t == "startpick":
        return f"{who()} takes a starting {D.RECRUIT_NAMES[e['r']]}."
    if t == "gain":
        src = e.get("src", -1)
        frm = f" from {names[src]}" if src >= 0 else ""
        return f"{who()} receives {e['n']} × {piece_name(e['kind'], e['idx'])}{frm}."
    if t == "lost":
        return f"{who()} receives no {piece_name(e['kind'], e['idx'])}: none is left."
    if t == "noseal":
        return f"No seal is left for {_god(e)}."
    if t == "sealgive":
        side = _side(e.get("side", D.GOD_SIDE[e["god"]]))
        return f"The reserve has no {side} seal: {who()} gives one of theirs to {_god(e)}."
    if t == "row":
        up = [D.AT_NAMES[x] for x in e.get("row", []) if x > 0]
        if not up:
            return "The Asgard row is refreshed: no Asgard tile is left."
        return "The Asgard row is refreshed: " + ", ".join(
            f"{D.AT_NAMES[x]} ({_AT_WORDS[D.AT_KINDS[x]]})" for x in e["row"] if x > 0) + "."
    if t == "takeback":
        return f"{who()} takes a disc back from {_takeback_place(e['where'])} (fewer than two in front)."
    if t == "chosen":
        return f"{who()} has secretly chosen {e['n']} gods."
    if t == "place":
        to = e["to"]
        where = "the temple space" if to == "temple" else _space(to)
        return f"{who()} reveals {_god(e)} and places a disc on {where}."
    if t == "seal":
        return f"{who()} takes {_god(e)}'s seal."
    if t == "pray":
        return f"{who()} prays at {_space(e['space'])}."
    if t == "freyja":
        return f"{who()} takes {_a(D.RECRUIT_NAMES[e['r']])} from Valhalla."
    if t == "order":
        order = e["order"]
        seq = sorted(range(len(order)), key=order.__getitem__)
        return "New player order: " + ", ".join(names[s] for s in seq) + "."
    if t == "powertile":
        return f"{who()} takes {_god(e)}'s power tile."
    if t == "thor":
        return f"{who()} returns Thor's tile for an extra turn."
    if t == "loki":
        return f"{who()} takes {_a(D.RECRUIT_NAMES[e['r']])} from {_god(e)}."
    if t == "hel":
        return (f"{who()} scores {e['vp']} for {_god(e)}'s recruits and sends "
                f"{_a(D.RECRUIT_NAMES[e['r']])} from {_god(e)} to Valhalla.")
    if t == "move":
        return f"{who()} moves a disc from {_space(e['frm'])} to {_space(e['to'])}."
    if t == "surtr":
        where = _w(e["w"]) if e["w"] else f"the {_side(D.POP_SIDE[e['pop']])} underworld"
        return f"{who()} flips population {_pop(e['pop'])} in {where} and takes its bonus."
    if t == "bonus":
        return f"{who()} uses population tile {_pop(e['pop'])}."
    if t == "nothing":
        return f"{who()} gains nothing: {e['why']}."
    if t == "picktile":
        return f"{who()} keeps a {'weapon' if e['which'] == 0 else 'magic'} tile face down."
    if t == "swap":
        return f"{who()} exchanges {_a(D.STONE_NAMES[e['give']])} stone for {_a(D.STONE_NAMES[e['take']])} one."
    if t == "decline":
        return f"{who()} declines the temple of {_god(e)}."
    if t == "temple":
        return f"{who()} builds a {D.TEMPLE_STACK_VP[e['tile'] // 6]}-point temple for {_god(e)}."
    if t == "recruits":
        return f"{who()} gives {e['n']} × {D.RECRUIT_NAMES[e['r']]} to {_god(e)}." if e["n"] else ""
    if t == "notile":
        return f"{_god(e)} has no god tile left."
    if t == "tileout":
        return f"{_god(e)}'s tile has no free place and leaves the game."
    if t == "godtile":
        pop = e.get("pop", 0)
        where = _w(e["w"]) if e["w"] else f"the {_side(D.GOD_SIDE[e['god']])} underworld"
        text = f"{who()} places {_god(e)} {e['num']} in {where}"
        if pop > 0:
            text += f", replacing population {_pop(pop)}, which {who()} keeps"
        elif pop < 0:
            text += f", replacing the flipped population {D.POP_NAMES[-pop]} (discarded)"
        if not e["w"]:
            text += f", and scores {D.UNDERWORLD_VP}"
        return text + "."
    if t == "support":
        return f"{who()}'s disc goes to {_god(e)}'s support space {'I' * e['space']}."
    if t == "asgard":
        return f"{who()} takes a {'combined' if e['combined'] else 'single'} Asgard action."
    if t == "asgdecline":
        return f"{who()} declines the Asgard action and takes the disc back."
    if t == "atflip":
        return f"{who()} turns Asgard tile {D.AT_NAMES[e['tile']]} ({_AT_WORDS[D.AT_KINDS[e['tile']]]})."
    if t == "buyrec":
        return f"{who()} buys {_a(D.RECRUIT_NAMES[e['r']])}."
    if t == "buydisc":
        L, Dk = e["price"]
        return f"{who()} buys a disc from column {e['col']} for {L} light and {Dk} dark seals."
    if t == "freedisc":
        return f"{who()} takes the column-{e['col']} disc for free."
    if t == "newdisc":
        if e["to"] == "front":
            return f"{who()} puts the new disc in front."
        return f"{who()} puts the new disc on world {e['w']}'s {_side(e['side'])} battle space."
    if t == "centremove":
        return f"{who()} moves a centre disc to world {e['w']}'s {_side(e['side'])} battle space."
    if t == "templevp":
        return f"{who()} scores {e['vp']} for temples."
    if t == "legendary":
        return f"Legendary weapons: light {e['light']}, dark {e['dark']}."
    if t == "fight":
        seats = e.get("seats") or [-1, -1]

        def _by(s: int) -> str:
            return f" ({names[s]})" if 0 <= s < len(names) else ""
        return f"Battle in world {e['w']}: light {e['light']}{_by(seats[0])} against dark {e['dark']}{_by(seats[1])}."
    if t == "win":
        how = _WIN_HOW.get(e["how"], e["how"])
        return f"{who()} wins in world {e['w']} {how}; the disc goes to the victory area."
    if t == "lose":
        return f"{who()} loses in world {e['w']}; the disc goes to the centre."
    if t == "spend":
        return f"{who()} sends {_a(D.RECRUIT_NAMES[e['r']])} into battle."
    if t == "btile":
        if e["vp"]:
            return f"{who()} takes a {e['vp']}-point battle tile (face down)."
        return f"{who()} finds no battle tile left."
    if t == "ragnarok":
        return "— Ragnarök —"
    if t == "btilevp":
        return f"{who()} reveals battle tiles worth {e['vp']}."
    if t == "popsleave":
        return f"The two populations of world {e['w']} leave."
    if t == "vpass":
        return f"{who()} passes in the Valhalla draft."
    if t == "vdraft":
        return f"{who()} brings {_a(D.RECRUIT_NAMES[e['r']])} from Valhalla to world {e['w']}."
    if t == "wmplace":
        return f"{who()} places a tile face down in world {e['w']} ({_side(e['side'])})."
    if t == "raglw":
        return f"The lone {_side(e['side'])} population of world {e['w']} gets a legendary weapon face down."
    if t == "recleave":
        what = "its only recruit leaves" if e["n"] == 1 else f"its {e['n']} recruits leave"
        return f"{_god(e)} has no tile in the worlds: {what} the board."
    if t == "ragsup":
        seats = e["seats"]
        who_ = names[seats[0]] + (" (top), " + ", ".join(names[s] for s in seats[1:]) if len(seats) > 1 else "")
        return f"Under {_god(e)} in world {e['w']}: {who_}."
    if t == "ragworld":
        text = f"Ragnarök in world {e['w']}: light {e['light']}, dark {e['dark']}"
        res = e.get("res")
        if res == "tie":
            return text + " — a tie, nobody scores."
        if res == "pop":
            return text + " — the population holds, nobody scores."
        if res == "god":
            return text + f" — {_god(e)} wins."
        return text + "."
    if t == "support_vp":
        return f"{who()} scores {e['vp']} for supporting {_god(e)} in world {e['w']}."
    if t == "magic_vp":
        return f"{who()} scores {e['vp']} from a magic bonus in world {e['w']}."
    if t == "end":
        sc = e.get("scores") or []
        if sc and sc.count(max(sc)) > 1:
            return f"Game over. {names[e['winner']]} wins the tie at {max(sc)} points on the lower player-order number."
        return f"Game over. {names[e['winner']]} wins."
    return ""
