"""Every string the Blood Rage board shows: card faces and their full effects (our own
words), the action texts of every action the engine offers, prompts, and the
explanations of provinces, tokens and clan stats. All go through `tr` (the translation
catalogue, with the English default here while a key is missing)."""

from __future__ import annotations

from typing import Any

from game.blood_rage import moves as M
from game.blood_rage.data import CARDS, FIGURE_NAMES, MONSTERS, NAMES, NUM_CARDS, REGION, TRACK
from game.blood_rage.view import BloodRageView
from ui.widgets.cards import CardFace
from ui.widgets.text import tr

KIND_BAND = {
    "battle": (150, 52, 40), "quest": (74, 112, 58), "warrior": (58, 56, 64), "leader": (58, 56, 64),
    "ship": (58, 56, 64), "monster": (46, 44, 52), "clan": (58, 56, 64), "hidden": (90, 90, 90),
}
GOD_COLOURS = {
    "Odin": (96, 110, 170), "Thor": (196, 150, 48), "Loki": (84, 140, 84), "Frigga": (190, 120, 150),
    "Heimdall": (110, 170, 190), "Tyr": (176, 70, 56),
}
REGION_COLOURS = {"Manheim": (214, 178, 72), "Jotunheim": (110, 150, 196), "Alfheim": (178, 178, 170)}
STAT_NAMES = ("Rage", "Axes", "Horns")
TOKEN_NAMES = {"Y": "Yggdrasil token", "R": "Rage token", "A": "Axes token", "H": "Horns token",
               "G": "Glory token"}


def token_name(tok: str) -> str:
    """A pillage token's name ("" for an unknown one)."""
    return tr(f"blood_rage.token.{tok}", TOKEN_NAMES[tok]) if tok in TOKEN_NAMES else ""


def place(loc: Any) -> str:
    """A province or fjord by name."""
    return tr(f"blood_rage.loc.{loc}", NAMES.get(loc, str(loc)))


def figure(kind: Any) -> str:
    return tr(f"blood_rage.fig.{kind}", FIGURE_NAMES.get(kind, str(kind)))


def stat_name(st: int | str) -> str:
    i = st if isinstance(st, int) else ("RAGE", "AXES", "HORNS").index(str(st).upper())
    return tr(f"blood_rage.stat.{i}", STAT_NAMES[i])


def god_of(c: int) -> str:
    name = CARDS[c].name
    for g in GOD_COLOURS:
        if name.startswith(g):
            return g
    return ""


def is_card(c: Any) -> bool:
    return isinstance(c, int) and 0 <= c < NUM_CARDS


def card_name(c: Any) -> str:
    if not is_card(c):
        return tr("blood_rage.card.hidden", "a hidden card")
    return tr(f"blood_rage.card.{CARDS[c].code}.name", CARDS[c].name)


# --- short texts on the card faces -------------------------------------------------------------
SHORT = {
    "plain": "No other effect.",
    "smite": "Each foe loses a Warrior here.",
    "sight": "X = best enemy bonus played.",
    "grace": "Won pillage: raise a 2nd stat.",
    "trickery": "Lose: take 1 Rage from the winner.",
    "hammer": "Win: +3 Glory.",
    "late": "May be played after the reveal.",
    "tide": "Every clan keeps only one figure here.",
    "backstab": "Lose: take 2 Glory from the winner.",
    "watch": "Discard the revealed; gain total; play again.",
    "oath": "Win: raise one stat.",
    "primacy": "Your opponents' card texts do nothing.",
    "ascension": "Win: +3 Rage and +3 Glory.",
    "judgement": "+2 Glory for each figure that dies here.",
    "poison": "Lose: winner's cards to your hand.",
    "TROLL": "Invading, it kills every enemy Warrior there.",
    "DWARF": "Upgrade and invade for free.",
    "SERPENT": "A monster that counts as a Ship.",
    "VALKYRIE": "+2 Glory per enemy figure killed in her battles.",
    "ELF": "May invade Yggdrasil; STR 3 there.",
    "FIRE": "Invading, it kills all enemies but monsters.",
    "FROST": "Pillaging with it pays the reward twice.",
    "HEL": "Upgrade and invade for free.",
    "VOLUR": "May flee to Yggdrasil instead of dying.",
    "lord_move": "Leader's pillage: it may move on.",
    "lord_stat": "Pillage with the Leader: raise a stat.",
    "lord_all": "Pillage with the Leader: raise all stats.",
    "brothers": "Two Warriors together are STR 3.",
    "experts": "Your Warriors are STR 2.",
    "masters": "Warriors STR 2; two together STR 6.",
    "dragons": "+{n} Glory when a ship of yours dies.",
    "loki_release": "+{n} Glory per figure back from Valhalla.",
    "charm": "Upgrades cost you 1 Rage less.",
    "thor_glory": "Your battle kills 2+ enemies: +2 Glory.",
    "succor": "Invading: a free Warrior may follow.",
    "tyr_quest": "A quest you reveal in battle counts +{n}.",
    "blessing": "Lose: a free Warrior invades there.",
    "inspiration": "Your Ragnarök Glory is doubled.",
    "challenge": "Pillage a pillaged province (2 Rage).",
    "protection": "1 Rage saves one of your figures.",
    "prowess": "Win: buy cards back, 1 Rage each.",
    "thor_domain": "After invading, pillage it (2 Rage).",
    "frigga_domain": "Invade from Valhalla for 1 Rage.",
    "throne": "Glory from your quests is doubled.",
    "conquest": "End: +3 Glory per figure on the board.",
    "sacrifice": "Kill 2 of your figures to raise a stat.",
    "region": "Be strongest in a province of {region}.",
    "ygg": "Be strongest in Yggdrasil.",
    "death": "Have 4+ figures in Valhalla.",
}

LONG = {
    "plain": "+{v} to your strength in this battle. It has no other effect.",
    "smite": "+1. When the cards are revealed, before strengths are compared, every other clan in this battle "
             "that has a Warrior in the battle province loses one of them (to Valhalla). Leaders, ships and "
             "monsters are not touched.",
    "sight": "+X, where X is the highest bonus among the battle cards your opponents played in this battle "
             "(late cards included). If they played no battle card, X is 0.",
    "grace": "+2. If you are the pillager and win, the pillage succeeds and you also raise a second stat, "
             "different from the one the pillage token raised (with the Glory or the Yggdrasil token, any stat).",
    "trickery": "+0. If you lose and there is a winner, 1 of the winner's current Rage passes to you.",
    "hammer": "+1. If you win this battle, you gain 3 Glory.",
    "late": "+{v}. Play it face down as usual, or keep it in hand and play it face up after the reveal: "
            "each clan in the battle may add such cards, one at a time, until nobody wants to.",
    "tide": "+1. When the cards are revealed, every clan in this battle with two or more figures there "
            "(the fjord included) secretly chooses one to keep; all its other figures there are destroyed.",
    "backstab": "+0. If you lose and there is a winner, up to 2 Glory pass from the winner to you.",
    "watch": "+0. Every card revealed this round, this one included, is discarded and you gain Glory equal to "
             "their total bonus. Then every clan with cards left plays a new card face down.",
    "oath": "+1. If you win this battle, raise one stat of your choice by one step.",
    "primacy": "+3. The text of every card your opponents revealed has no effect in this battle; their bonuses "
               "still count. Cards played after the reveal are not cancelled.",
    "ascension": "+1. If you win this battle, you gain 3 Rage (even above your Rage stat) and 3 Glory.",
    "judgement": "+2. After the battle, win or lose, you gain 2 Glory for every figure destroyed in it, "
                 "your own included.",
    "poison": "+0. If you lose and there is a winner, every card the winner played in this battle comes "
              "into your hand instead of the discard pile.",
    "TROLL": "When the Troll invades a province, every enemy Warrior there is destroyed.",
    "DWARF": "Playing this upgrade and invading with the Dwarf Chieftain cost no Rage.",
    "SERPENT": "The Sea Serpent counts as a Ship for everything: it only enters a fjord, never marches or "
               "answers a call, supports both provinces of its fjord and counts as a ship of yours. It is "
               "still a monster (it fills a monster slot; the Fire Giant spares it).",
    "VALKYRIE": "Whenever the Valkyrie takes part in a battle, her owner gains 2 Glory for each enemy figure "
                "destroyed in it, win or lose, even if she dies.",
    "ELF": "The Dark Elf may invade Yggdrasil directly (no other figure can). Its strength is 3 while it "
           "stands in Yggdrasil, 1 elsewhere; invading costs 1 Rage.",
    "FIRE": "When the Fire Giant invades a province, every enemy figure there and in its fjord that is not a "
            "monster is destroyed.",
    "FROST": "When you pillage successfully with the Frost Giant in the province, you gain the pillage "
             "reward twice.",
    "HEL": "Playing this upgrade and invading with the Soldier of Hel cost no Rage.",
    "VOLUR": "Whenever the Volur Witch would be destroyed in an outer province (Ragnarök included), her "
             "owner may move her to Yggdrasil instead.",
    "lord_move": "Leader upgrade. After a successful pillage with your Leader in that province, you may move "
                 "the Leader for free to an empty village of a neighbouring province, or to Yggdrasil.",
    "lord_stat": "Leader upgrade. After a successful pillage with your Leader in that province, raise one "
                 "stat of your choice.",
    "lord_all": "Leader upgrade. After a successful pillage with your Leader in that province, raise all "
                "three stats one step each.",
    "brothers": "Warrior upgrade. Every two of your Warriors in one province are worth 3 strength together "
                "(a single one is still 1).",
    "experts": "Warrior upgrade. Each of your Warriors has strength 2 (and costs 2 Rage to invade).",
    "masters": "Warrior upgrade. Each of your Warriors has strength 2 (invading costs 2), and every two of "
               "them in one province are worth 6 together.",
    "dragons": "Ship upgrade. Each time one of your ships (your Ship or a Sea Serpent) is destroyed, for any "
               "reason, you gain {n} Glory.",
    "loki_release": "Clan upgrade. In the Release Valhalla phase you gain {n} Glory for each of your figures "
                    "coming back from Valhalla.",
    "charm": "Clan upgrade. Each Upgrade action costs you 1 Rage less (never below 0).",
    "thor_glory": "Clan upgrade. After a battle you took part in where at least 2 enemy figures died, you "
                  "gain 2 Glory, win or lose.",
    "succor": "Clan upgrade. Each time you invade a province (not a fjord), one more Warrior from your "
              "reserve may invade it with that figure at no cost.",
    "tyr_quest": "Clan upgrade. When you reveal a Quest card in a battle, you may count it as a battle card "
                 "worth +{n}.",
    "blessing": "Clan upgrade. After you lose a battle, a Warrior from your reserve may invade that province "
                "for free.",
    "inspiration": "Clan upgrade. The Glory your figures earn by dying at Ragnarök is doubled.",
    "challenge": "Clan upgrade. A new action: for 2 Rage, pillage a province that was already pillaged this "
                 "Age (a full pillage, with its reward if you win).",
    "protection": "Clan upgrade. During the Action phase, when figures of yours would be destroyed, you may "
                  "pay 1 Rage for each one you keep where it is.",
    "prowess": "Clan upgrade. After you win a battle, you may pay 1 Rage per card to take cards you played "
               "back into your hand.",
    "thor_domain": "Clan upgrade. Right after you invade a province on your turn, you may pay 2 Rage to "
                   "pillage it at once.",
    "frigga_domain": "Clan upgrade. A new action: for 1 Rage in total, invade with one of your figures "
                     "straight from Valhalla.",
    "throne": "Clan upgrade. The Glory of each quest you complete is doubled.",
    "conquest": "Clan upgrade. When the game ends, you gain 3 Glory for each of your figures on the board.",
    "sacrifice": "Clan upgrade. A new action (free, but you need 1 Rage): destroy 2 of your own figures on "
                 "the board and raise one stat.",
    "region": "Quest. At the end of the Age, if you are the strongest clan (strictly, with more than 0) in at "
              "least one standing province of {region} ({provinces}), you gain {g} Glory and raise one stat.",
    "ygg": "Quest. At the end of the Age, if you are the strongest clan in Yggdrasil (strictly, with more "
           "than 0), you gain {g} Glory and raise one stat.",
    "death": "Quest. At the end of the Age, if at least 4 of your figures are in Valhalla, you gain {g} "
             "Glory and raise one stat.",
}

KIND_LABEL = {"battle": "Battle", "quest": "Quest", "warrior": "Warrior upgrade", "leader": "Leader upgrade",
              "ship": "Ship upgrade", "monster": "Monster", "clan": "Clan upgrade"}
ICON = {"battle": "sword", "quest": "crown", "warrior": "warrior", "leader": "crown", "ship": "march",
        "monster": "horde", "clan": "sky"}


def _key(c: int) -> str:
    card = CARDS[c]
    return card.param if card.kind == "monster" else card.effect


def _fmt(c: int) -> dict:
    card = CARDS[c]
    out: dict = {"v": card.value, "n": card.param if isinstance(card.param, int) else 0}
    if card.effect == "region":
        out["region"] = tr(f"blood_rage.region.{card.param}", card.param)
        out["provinces"] = ", ".join(place(p) for p, r in REGION.items() if r == card.param)
    out["g"] = card.value
    return out


def card_short(c: int) -> str:
    k = _key(c)
    return tr(f"blood_rage.short.{k}", SHORT[k], **_fmt(c))


def card_long(c: Any) -> str:
    """The full effect of a card in our words, with its cost or bonus."""
    if not is_card(c):
        return tr("blood_rage.tip.hidden_card", "A face-down card: only its owner knows it.")
    card = CARDS[c]
    k = _key(c)
    text = tr(f"blood_rage.long.{k}", LONG[k], **_fmt(c))
    if card.kind == "monster":
        _name, st, cost, _ship = MONSTERS[card.param]
        extra = tr("blood_rage.tip.monster_stats", "Monster upgrade: costs {u} Rage to play; the figure has "
                   "strength {s} and costs {c} Rage to invade. A clan holds at most two monsters; replacing "
                   "one removes its figure from the game.", u=0 if card.param in ("DWARF", "HEL") else card.value,
                   s=(tr("blood_rage.tip.elf_strength", "1 (3 in Yggdrasil)") if card.param == "ELF" else st),
                   c=cost)
        text = f"{text}\n{extra}"
    elif card.is_upgrade:
        text += "\n" + tr("blood_rage.tip.upgrade_cost", "Costs {v} Rage to play with the Upgrade action.",
                          v=card.value)
    if card.kind != "battle":
        text += "\n" + tr("blood_rage.tip.zero_in_battle", "Played in a battle it adds nothing and does nothing.")
    if card.kind == "battle":
        text += "\n" + tr("blood_rage.tip.battle_fate", "If you win, the cards you played are discarded; if you "
                          "lose, they come back to your hand.")
    text += "\n" + tr("blood_rage.tip.age", "Age {a} card.", a=card.age)
    return text


def card_face(c: int) -> CardFace:
    if not is_card(c):
        return CardFace(key=("blood_rage", -1), title="?")
    card = CARDS[c]
    god = god_of(c)
    if card.kind == "battle":
        badge = "+X" if card.effect == "sight" else f"+{card.value}"
        sub = tr(f"blood_rage.god.{god}", god) if god else tr("blood_rage.kind.battle", "Battle")
        sub_col = GOD_COLOURS.get(god)
    elif card.kind == "quest":
        badge = str(card.value)
        region = card.param if card.effect == "region" else ""
        sub = tr(f"blood_rage.region.{region}", region) if region else tr("blood_rage.kind.quest", "Quest")
        sub_col = REGION_COLOURS.get(region, (150, 150, 120))
    else:
        badge = str(card.value)
        sub = tr(f"blood_rage.slotname.{card.kind}", card.kind.capitalize())
        sub_col = GOD_COLOURS.get(god, (120, 112, 100))
    return CardFace(key=("blood_rage", c), title=card_name(c), subtitle=sub, band=KIND_BAND[card.kind],
                    subtitle_colour=sub_col, badge=badge, icon=ICON[card.kind], text=card_short(c))


def card_tip(c: Any) -> tuple[str, str]:
    if not is_card(c):
        return tr("blood_rage.tip.hidden_title", "Hidden card"), card_long(c)
    card = CARDS[c]
    return f"{card_name(c)} · {tr(f'blood_rage.kind.{card.kind}', KIND_LABEL[card.kind])}", card_long(c)


# --- actions ----------------------------------------------------------------------------------
def action_texts(legal: list, decision: dict | None, names: list[str]) -> list[str]:
    """The texts of a decision's legal actions, told apart: two copies of one card (two
    "Heimdall's Eye" in a pack) are "copy 1", "copy 2" in the order of the list."""
    base = [action_text(a, decision, names) for a in legal]
    seen: dict[str, int] = {}
    out = []
    for text in base:
        if base.count(text) > 1:
            seen[text] = seen.get(text, 0) + 1
            text = tr("blood_rage.act.copy", "{text} (copy {k})", text=text, k=seen[text])
        out.append(text)
    return out


def action_text(action: tuple, decision: dict | None, names: list[str]) -> str:
    """What a legal action does, in a few words ('Click: …' lines and tray buttons)."""
    a: Any = M.named(action) if type(action) is tuple else action  # (a plain tuple: its named form)
    t = type(a)
    kind = (decision or {}).get("kind", "")
    if t is M.Pass:
        if kind == "call":
            return tr("blood_rage.act.call_pass", "Send no figure")
        if kind == "late":
            return tr("blood_rage.act.late_pass", "Play no late card")
        return tr("blood_rage.act.pass", "Pass")
    if t is M.Invade:
        return tr("blood_rage.act.invade", "Invade with the {fig}", fig=figure(a.figure))
    if t is M.Recall:
        return tr("blood_rage.act.recall", "Bring the {fig} back from Valhalla (1 Rage)", fig=figure(a.figure))
    if t is M.March:
        return tr("blood_rage.act.march", "March from {loc} (1 Rage)", loc=place(a.province))
    if t is M.Upgrade:
        return tr("blood_rage.act.upgrade", "Upgrade with {card}", card=card_name(a.card))
    if t is M.Quest:
        return tr("blood_rage.act.quest", "Commit to the quest {card}", card=card_name(a.card))
    if t is M.Pillage:
        return tr("blood_rage.act.pillage", "Pillage {loc}", loc=place(a.province))
    if t is M.Repillage:
        return tr("blood_rage.act.repillage", "Pillage {loc} again (2 Rage)", loc=place(a.province))
    if t is M.Sacrifice:
        return tr("blood_rage.act.sacrifice", "Sacrifice the {fig} in {loc} (1 of 2)", fig=figure(a.figure),
                  loc=place(a.place))
    if t is M.SacrificeSecond:
        return tr("blood_rage.act.sac", "Sacrifice the {fig} in {loc}", fig=figure(a.figure), loc=place(a.place))
    if t is M.To:
        if kind == "march_to":
            return tr("blood_rage.act.march_to", "March to {loc}", loc=place(a.place))
        if kind == "lordmove":
            return tr("blood_rage.act.lord_to", "Move the Leader to {loc}", loc=place(a.place))
        fig = figure((decision or {}).get("figure", ""))
        return tr("blood_rage.act.invade_to", "The {fig} invades {loc}", fig=fig, loc=place(a.place))
    if t is M.Move:
        return tr("blood_rage.act.move", "Move the {fig} along", fig=figure(a.figure))
    if t is M.Slot:
        if a.replaced < 0:
            return tr("blood_rage.act.slot_empty", "Into an empty slot")
        return tr("blood_rage.act.slot_replace", "Replace {card}", card=card_name(a.replaced))
    if t is M.Free:
        return tr("blood_rage.act.free", "Free invade: the {fig} to {loc}", fig=figure(a.figure), loc=place(a.place))
    if t is M.Stat:
        return tr("blood_rage.act.stat", "Raise {stat}", stat=stat_name(a.stat))
    if t is M.KeepFigure:
        if kind == "tide":
            return tr("blood_rage.act.tide_keep", "Keep the {fig} in {loc}", fig=figure(a.figure),
                      loc=place(a.place))
        return tr("blood_rage.act.protect", "Save the {fig} in {loc} (1 Rage)", fig=figure(a.figure),
                  loc=place(a.place))
    if t is M.Keep:
        return tr("blood_rage.act.keep", "Keep {card} for the next Age", card=card_name(a.card))
    if t is M.Join:
        return tr("blood_rage.act.join", "Send the {fig} from {loc} into the battle", fig=figure(a.figure),
                  loc=place(a.origin))
    if t is M.Play:
        return tr("blood_rage.act.play", "Play {card} face down", card=card_name(a.card))
    if t is M.Late:
        return tr("blood_rage.act.late", "Play {card} now, face up", card=card_name(a.card))
    if t is M.Pick:
        return tr("blood_rage.act.pick", "Keep {card}", card=card_name(a.card))
    if t is M.Buy:
        return tr("blood_rage.act.buy", "Buy back {card} (1 Rage)", card=card_name(a.card))
    if t is M.Done:
        if kind == "march_fig":
            return tr("blood_rage.act.march_done", "Stop moving figures")
        if kind == "protect":
            return tr("blood_rage.act.protect_done", "Save no more")
        return tr("blood_rage.act.done", "Done")
    if t is M.KeepNone:
        return tr("blood_rage.act.none", "Keep no card")
    if t is M.Skip:
        return tr("blood_rage.act.skip", "No free invade")
    if t is M.Stay:
        return tr("blood_rage.act.stay", "The Leader stays")
    if t is M.Escape:
        return tr("blood_rage.act.escape", "The Volur Witch flees to Yggdrasil")
    if t is M.Die:
        return tr("blood_rage.act.die", "The Volur Witch dies (to Valhalla)")
    if t is M.Yes or t is M.No:
        yes = t is M.Yes
        if kind == "succor":
            return tr("blood_rage.act.succor_yes", "Add a free Warrior") if yes else \
                tr("blood_rage.act.succor_no", "No extra Warrior")
        if kind == "thordom":
            return tr("blood_rage.act.thordom_yes", "Pay 2 Rage and pillage") if yes else \
                tr("blood_rage.act.thordom_no", "Do not pillage")
        if kind == "tyr":
            return tr("blood_rage.act.tyr_yes", "Count the quest as a battle card") if yes else \
                tr("blood_rage.act.tyr_no", "The quest counts +0")
        if kind == "blessing":
            return tr("blood_rage.act.blessing_yes", "Invade with a free Warrior") if yes else \
                tr("blood_rage.act.blessing_no", "No Warrior")
        return tr("blood_rage.act.yes", "Yes") if yes else tr("blood_rage.act.no", "No")
    return " ".join(str(x) for x in action)


def prompt(st: BloodRageView, seat: int) -> str:
    """The pending decision of `seat` in our words (st: the state or a view)."""
    if st.is_over():
        return tr("blood_rage.prompt.over", "The game is over")
    d = st.decision()
    if d is None:
        return ""
    k = d["kind"]
    if k == "pick":
        done = len(st.draft_picks(seat)) + 1
        if st.num_players == 2:
            return tr("blood_rage.prompt.pick2", "Gods' Gifts: keep two cards, one at a time, then pass the rest "
                      "(card {k} of 6)", k=min(6, done))
        return tr("blood_rage.prompt.pick", "Gods' Gifts: keep one card, pass the rest (card {k} of 6)",
                  k=min(6, done))
    if k == "turn":
        return tr("blood_rage.prompt.turn", "Your turn: choose an action ({r} Rage left)", r=st.rage_of(seat))
    if k == "inv_to":
        return tr("blood_rage.prompt.inv_to", "Invade: where does the {fig} go?", fig=figure(d["figure"]))
    if k == "march_to":
        return tr("blood_rage.prompt.march_to", "March from {loc}: choose the destination", loc=place(d["origin"]))
    if k == "march_fig":
        return tr("blood_rage.prompt.march_fig", "March {a} → {b}: click the figures to move ({k} moved)",
                  a=place(d["origin"]), b=place(d["dest"]), k=d["moved"])
    if k == "slot":
        return tr("blood_rage.prompt.slot", "{card}: choose its slot (a card there is discarded)",
                  card=card_name(d["card"]))
    if k == "free":
        return tr("blood_rage.prompt.free", "Upgrade: you may invade with the figure for free")
    if k == "succor":
        return tr("blood_rage.prompt.succor", "Frigga's Succor: add a free Warrior to {loc}?", loc=place(d["loc"]))
    if k == "thordom":
        return tr("blood_rage.prompt.thordom", "Thor's Domain: pay 2 Rage to pillage {loc} now?", loc=place(d["loc"]))
    if k == "sac2":
        loc, kind = d["first"]
        return tr("blood_rage.prompt.sac2", "Frigga's Sacrifice: the {fig} in {loc} and which other figure?",
                  fig=figure(kind), loc=place(loc))
    if k == "stat":
        why = d.get("why") or ""
        if why:
            from game.blood_rage import reason

            # the card or rule that raises it, as the engine names it (a message: translated)
            return tr("blood_rage.prompt.stat_why", "{why}: raise one stat", why=reason(why))
        return tr("blood_rage.prompt.stat", "Raise one stat")
    if k == "volur":
        return tr("blood_rage.prompt.volur", "Your Volur Witch would die: flee to Yggdrasil?")
    if k == "protect":
        return tr("blood_rage.prompt.protect", "Frigga's Protection: pay 1 Rage per figure you save")
    if k == "call":
        b = st.battle_view()
        return tr("blood_rage.prompt.call", "Call to battle in {loc}: send one figure from a neighbouring province, "
                  "or none", loc=place(b["loc"]) if b else "")
    if k == "card":
        return tr("blood_rage.prompt.card", "Battle: choose a card from your hand to play face down")
    if k == "tyr":
        return tr("blood_rage.prompt.tyr", "You revealed a quest: count it as a battle card?")
    if k == "tide":
        return tr("blood_rage.prompt.tide", "Odin's Tide: choose the one figure you keep")
    if k == "late":
        return tr("blood_rage.prompt.late", "After the reveal: play a Heimdall card face up, or not")
    if k == "prowess":
        return tr("blood_rage.prompt.prowess", "Tyr's Prowess: buy back played cards for 1 Rage each")
    if k == "lordmove":
        return tr("blood_rage.prompt.lordmove", "Lord of Hammers: move your Leader from {loc}?", loc=place(d["loc"]))
    if k == "blessing":
        return tr("blood_rage.prompt.blessing", "Loki's Blessing: invade the battle province with a free Warrior?")
    if k == "keep":
        return tr("blood_rage.prompt.keep", "Discard phase: keep one card for the next Age, or none")
    return k


# --- explanations -------------------------------------------------------------------------------
def stat_tip(st: int, step: int, value: int, current_rage: int | None = None) -> str:
    steps = " · ".join(str(TRACK[st][k]) for k in range(1, 7))
    base = {
        0: tr("blood_rage.tip.rage", "Rage: at the start of each Action phase your current Rage is set to this "
                                     "value. Actions are paid with current Rage; at 0 you can act no more this "
                                     "Age."),
        1: tr("blood_rage.tip.axes", "Axes: the Glory you gain for each battle you win."),
        2: tr("blood_rage.tip.horns", "Horns: how many of your figures may stand on the board at once "
                                      "(provinces and fjords)."),
    }[st]
    lines = [base, tr("blood_rage.tip.track", "Track: {steps}. Now step {k} of 6 (value {v}).", steps=steps, k=step,
                      v=value),
             tr("blood_rage.tip.epic", "At the end of the game steps 4 and 5 give 10 Glory, step 6 gives 20.")]
    if current_rage is not None:
        lines.append(tr("blood_rage.tip.current_rage", "Current Rage now: {r}.", r=current_rage))
    return "\n".join(lines)


def token_tip(tok: str, pillaged: bool) -> str:
    what = {
        "Y": tr("blood_rage.tip.tok_Y", "raise Rage, Axes and Horns one step each"),
        "R": tr("blood_rage.tip.tok_R", "raise Rage one step (it counts from the next Age)"),
        "A": tr("blood_rage.tip.tok_A", "raise Axes one step (already for the Glory of that battle)"),
        "H": tr("blood_rage.tip.tok_H", "raise Horns one step"),
        "G": tr("blood_rage.tip.tok_G", "gain 5 Glory"),
    }[tok]
    if pillaged:
        return tr("blood_rage.tip.tok_done", "Pillaged this Age (reward: {what}). It turns back at the end of the "
                                            "Age.", what=what)
    return tr("blood_rage.tip.tok", "Pillage reward: {what}.", what=what)


def string_families() -> dict[str, str]:
    """The keys this board builds at run time, with their English defaults (for the
    translation catalogue: ui/boards/strings.py)."""
    from game.blood_rage.data import FIGURE_NAMES as FN

    out: dict[str, str] = {}
    for loc, name in NAMES.items():
        out[f"blood_rage.loc.{loc}"] = name
    for k, name in FN.items():
        out[f"blood_rage.fig.{k}"] = name
    for i, name in enumerate(STAT_NAMES):
        out[f"blood_rage.stat.{i}"] = name
    for c in range(NUM_CARDS):
        out[f"blood_rage.card.{CARDS[c].code}.name"] = CARDS[c].name
    for k, text in SHORT.items():
        out[f"blood_rage.short.{k}"] = text
    for k, text in LONG.items():
        out[f"blood_rage.long.{k}"] = text
    for g in GOD_COLOURS:
        out[f"blood_rage.god.{g}"] = g
    for kind, label in KIND_LABEL.items():
        out[f"blood_rage.kind.{kind}"] = label
        out[f"blood_rage.slotname.{kind}"] = kind.capitalize()
    for region in REGION_COLOURS:
        out[f"blood_rage.region.{region}"] = region
    for ph, name in PHASE_NAMES.items():
        out[f"blood_rage.phase.{ph}"] = name
        out[f"blood_rage.tip.phase.{ph}"] = PHASE_TIPS[ph]
    for group in ("warrior", "leader", "ship", "monster", "clan"):
        out[f"blood_rage.slot.{group}"] = group.capitalize() + " slot"
    for tok, name in TOKEN_NAMES.items():
        out[f"blood_rage.token.{tok}"] = name
    for group, tip in SLOT_TIPS.items():
        out[f"blood_rage.tip.slot.{group}"] = tip
    return out


SLOT_TIPS = {
    "warrior": "Warrior upgrade slot: one card that changes your Warriors' strength.",
    "leader": "Leader upgrade slot: one card that rewards pillages made with your Leader.",
    "ship": "Ship upgrade slot: one card that pays Glory when your ships die.",
    "monster": "Monster slots: up to two monsters. A third replaces one, and that monster leaves the game.",
    "clan": "Clan slots: up to three clan upgrades; a new one may replace one of them.",
}


PHASE_NAMES = {"draft": "Gifts", "action": "Action", "discard": "Discard", "quest": "Quests",
               "ragnarok": "Ragnarök", "release": "Valhalla"}
PHASE_TIPS = {
    "draft": "Gods' Gifts: everyone keeps one card of the cards in front of them and passes the rest, until each "
             "has 6.",
    "action": "Action: in turn, each clan invades, marches, upgrades, commits a quest or pillages, paying with "
              "Rage, until everyone has passed or run out of Rage.",
    "discard": "Discard: each clan may keep one card for the next Age; the rest is discarded.",
    "quest": "Quests: every committed quest is revealed; fulfilled ones give Glory and raise a stat.",
    "ragnarok": "Ragnarök: the doomed province is destroyed; its figures die for Glory.",
    "release": "Release Valhalla: every figure in Valhalla returns to its clan's reserve.",
}
