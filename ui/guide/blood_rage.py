"""The guided first game of Blood Rage: three players (the learner and two `easy` bots)."""

from __future__ import annotations

from game.blood_rage import moves as M
from ui.guide.lesson import Lesson, Step, at_end, kind, offers

LESSON = Lesson("blood_rage", seed=7, players=3, steps=[
    Step("welcome", "Welcome to Blood Rage. Over three Ages your clan invades, fights and fulfils quests for glory "
         "before the world ends. Rage pays for your actions, and the most glory wins.", lambda c: True,
         glance="blood_rage"),
    Step("draft", "Each Age begins with a draft: keep one card and pass the rest. Cards are battle cards, quests or "
         "upgrades for your clan. Pick one of the lit cards.", offers(M.Pick), kind(M.Pick)),
    Step("invade", "Your turn: one action. Invade brings a figure from your reserve onto the board and costs as much "
         "Rage as its strength. Choose the lit figure.", offers(M.Invade), kind(M.Invade)),
    Step("to", "Now choose where it lands: a province with a free village. A province you hold well is one you can "
         "pillage later.", offers(M.To), kind(M.To)),
    Step("upgrade", "Upgrade: put a card from your hand into your clan for its Rage cost. Leaders, warriors, ships "
         "and monsters make your clan stronger for the rest of the game.", offers(M.Upgrade), kind(M.Upgrade)),
    Step("quest", "Quest: lay a quest card face down, for free. If its goal is met at the end of the Age, it pays "
         "glory and raises one of your clan's stats.", offers(M.Quest), kind(M.Quest)),
    Step("pillage", "Pillage: a battle for a province where you stand. Clans in the neighbouring places may join it; "
         "the winner takes the province's reward.", offers(M.Pillage), kind(M.Pillage)),
    Step("battle", "A battle: play one card face down, then all are shown. Figures plus the card's strength decide; "
         "the losers' figures go to Valhalla and come back next Age.",
         offers(M.Play, M.Join), kind(M.Play, M.Join)),
    Step("march", "March: move figures from one province to another for 1 Rage. It gathers strength where a battle "
         "is coming.", offers(M.March), kind(M.March)),
    Step("discard", "The Age ends: keep one card for the next Age, the others are lost. A battle card kept is a "
         "surprise your rivals cannot see.", offers(M.Keep, M.KeepNone), kind(M.Keep, M.KeepNone)),
    Step("round_end", "The Age was scored: quests were checked, Ragnarök destroyed a province and every figure in it "
         "(with glory for those who fell), and Valhalla emptied. The summary shows each clan's glory.",
         lambda c: c.number() >= 2 or c.over),
    Step("end", "The third Age is over and the glory is counted, with the bonus of your clan's stats. The results "
         "show who won. You know Blood Rage now.", at_end),
])
