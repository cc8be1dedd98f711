"""The guided first game of Midgard: three players (the learner and two `easy` bots)."""

from __future__ import annotations

from game.midgard import moves as M
from game.midgard.data import ATTACK, CARD_KINGDOM, CARD_TYPE, KINGDOM_PROVINCES
from ui.guide.lesson import Lesson, Step, at_end, kind, offers

FIGHTS = (M.Attack, M.Kill, M.KillNobody)


def attack_card(a: object) -> bool:
    """A Pick or Play of a silver attack card."""
    card = getattr(a, "card", None)
    return isinstance(a, (M.Pick, M.Play)) and isinstance(card, int) and 0 <= card < len(CARD_TYPE) \
        and CARD_TYPE[card] == ATTACK


def rival_in_kingdom(a: object, c: object) -> bool:
    """The attack card's kingdom has a rival's warrior in one of its provinces now (its
    Viking will find someone to attack there)."""
    k = CARD_KINGDOM[a.card]
    v = c.view
    return any(v.warriors(p, x) for p in KINGDOM_PROVINCES[k] for x in range(len(v.scores())) if x != c.seat)


def offers_attack_card(kind_: type) -> object:
    return lambda c: c.number() >= 2 and any(isinstance(a, kind_) and attack_card(a) for a in c.legal)

LESSON = Lesson("midgard", seed=2, players=3, steps=[
    Step("welcome", "Welcome to Midgard. In three rounds your clan sends Vikings into the provinces of three "
         "kingdoms; the clan with the most Vikings in a province controls it. Each round is scored, Ragnarök then "
         "strikes the doomed provinces, and the most points win.", lambda c: True, glance="midgard"),
    Step("draft", "Every round starts with a draft: keep one card of the packet and pass the rest on. Bronze cards "
         "bring Vikings in, silver ones attack, gold ones are strong single blows. Pick a lit card.",
         offers(M.Pick), kind(M.Pick)),
    Step("play", "The action phase: in turn, each clan plays one card of its hand. The kingdom named on the card "
         "says where your Vikings may go. Click a lit card in your hand.", offers(M.Play), kind(M.Play)),
    Step("viking", "Choose the Viking the card moves: one from your longship, or one already on the map. Your "
         "chieftain is a Viking like the others, but a strong one.", offers(M.ChooseViking), kind(M.ChooseViking)),
    Step("move", "Now send it to one of the lit areas. Holding the most Vikings in a province controls it, and "
         "control is what scores at the end of the round.", offers(M.MoveTo), kind(M.MoveTo)),
    Step("horde", "A Viking Horde: several of your Vikings go together to one area. Pick the lit area they all "
         "go to.", offers(M.HordeTarget), kind(M.HordeTarget)),
    Step("pick_attack", "This round, keep an attack card: a silver card naming a kingdom lets your Viking drive "
         "out another clan's warrior there. Pick the lit attack card.", offers_attack_card(M.Pick),
         lambda a: isinstance(a, M.Pick) and attack_card(a), prefer=rival_in_kingdom),
    Step("play_attack", "Now play your attack card. Its Viking moves as usual, and where a rival's warrior holds a "
         "village in that kingdom, it can attack.", offers_attack_card(M.Play),
         lambda a: isinstance(a, M.Play) and attack_card(a), prefer=rival_in_kingdom),
    Step("battle", "An attack: your Viking takes a village from another clan's warrior, who goes to Valhalla. "
         "Valhalla pays points at the end of the round, so a fallen Viking is not wasted.",
         offers(*FIGHTS), kind(*FIGHTS)),
    Step("gold", "A gold card strikes once, hard: it can wipe out a whole province or bring warriors in. Choose "
         "where it lands among the lit places.", offers(M.Destroy, M.PlaceWarrior), kind(M.Destroy, M.PlaceWarrior)),
    Step("round_end", "The round was scored: control of the provinces, kingdom by kingdom, and of Asgard. Then "
         "Ragnarök wiped out the doomed provinces, sending their Vikings to Valhalla for points; the summary shows "
         "it all.", lambda c: c.number() >= 2 or c.over),
    Step("end", "The game is over after the third round. Full sets of kingdom tokens add their bonus, and the "
         "results show who won. You know Midgard now.", at_end),
])
