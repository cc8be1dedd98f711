"""The guided first game of Asgard: three players (the learner and two `easy` bots)."""

from __future__ import annotations

from game.asgard import moves as M
from ui.guide.lesson import Lesson, Step, at_end, kind, offers

POWERS = (M.Warrior, M.GiveStone, M.Order2, M.Order3, M.Order4, M.TakePowerTile, M.LokiRecruit, M.HelWarrior,
          M.FlipPopulation, M.MoveDisc, M.Stone)
TAKE_BACK = (M.TakeBackSupport, M.TakeBackVictory, M.TakeBackCentre)

LESSON = Lesson("asgard", seed=10, players=3, steps=[
    Step("welcome", "Welcome to Asgard. In five rounds you serve the Norse gods: pray for stones, build temples "
         "and send your discs to fight in the worlds of Yggdrasil. After the fifth round comes Ragnarök, and the "
         "most points win.", lambda c: True, glance="asgard"),
    Step("setup", "First, your starting recruit. A warrior counts 1 in battle and a giant 2, and temples ask for "
         "recruits too. Choose one with the lit buttons below.", offers(M.Recruit), kind(M.Recruit)),
    Step("gods", "Each round begins in secret: choose one god card for each disc in front of you. Only the gods you "
         "choose can take your discs this round. Pick one of the lit gods.", offers(M.ChooseGod), kind(M.ChooseGod)),
    Step("place", "Now reveal a chosen god and place a disc: a prayer space gives its stones, which pay for temples "
         "(the upper one also the god's power), the temple space builds, and the Asgard area buys recruits and "
         "discs. Click a lit space.",
         offers(M.PlaceDisc), kind(M.PlaceDisc)),
    Step("perform", "Every disc is placed: now they are carried out one by one, in turn order. Pick one of your lit "
         "discs; on a god's space you also take its seal if it is still there.",
         offers(M.Resolve, M.ResolveTemple), kind(M.Resolve, M.ResolveTemple)),
    Step("power", "An upper prayer space lends you the god's power as well as the stones. Try it now with a lit "
         "choice; later you may always let a power pass.",
         lambda c: c.has(*POWERS), kind(*POWERS)),
    Step("temple", "A temple: pay the stones shown on it and it scores its points at the end of every round. Your "
         "disc then stays beside the god for the rest of the game and backs it at Ragnarök.",
         offers(M.BuildTemple), kind(M.BuildTemple)),
    Step("asgard", "The Asgard area: spend your seals on recruits and on new discs. A disc sent to a battle space "
         "fights for that world at the end of the round and brings you a weapon or a magic tile.",
         offers(M.BuyRecruit, M.DiscToBattle, M.Single, M.Combined, M.FlipAsgardTile),
         kind(M.BuyRecruit, M.DiscToBattle, M.Single, M.Combined, M.FlipAsgardTile)),
    Step("battle", "The round ended with the battles: temples scored first, then in each world the light side fought "
         "the dark side. Discs on the stronger side went to its victory area and win battle tiles; the summary "
         "shows every point.", lambda c: c.number() >= 2 or c.phase() in ("battle", "ragnarok") or c.over),
    Step("place_temple", "This round, try a temple: place a disc on the temple space of a god you chose. When it is "
         "carried out you pay stones for the temple, so the stones you prayed for now pay off.",
         lambda c: c.number() >= 2 and any(isinstance(a, M.PlaceDisc) and a.space == "temple" for a in c.legal),
         lambda a: isinstance(a, M.PlaceDisc) and a.space == "temple"),
    Step("spend", "This battle is going against you: spend recruits from your reserve to tip it. Warriors add 1 and "
         "giants 2; if your side ends up stronger, your disc wins.", offers(M.Spend), kind(M.Spend)),
    Step("round_start", "A new round: with fewer than two discs in front of you, you take some back from the board. "
         "Choose which lit disc comes back to you.", offers(*TAKE_BACK), kind(*TAKE_BACK)),
    Step("ragnarok", "Ragnarök: after the fifth round, light and dark fight one last time in every world. Every god "
         "you back with a temple disc scores you its support points if its side wins.",
         lambda c: c.phase() == "ragnarok" or c.has(M.WarriorToWorld)),
    Step("end", "The game is over: temples, battle tiles, Ragnarök and every god's points are counted. The results "
         "show who won and where the points came from. You know Asgard now.", at_end),
])
