"""The guided first game of Tiny Epic Vikings: two players (the learner and an `easy` bot)."""

from __future__ import annotations

from game.vikings import moves as M
from ui.guide.lesson import Lesson, Step, at_end, kind, offers

LESSON = Lesson("vikings", seed=7, players=2, steps=[
    Step("welcome", "Welcome to Tiny Epic Vikings. Over three eras your clan settles islands and fights battles "
         "for the gods' runes. Runes are points, and the angriest god's rune is worth the most.", lambda c: True,
         glance="vikings"),
    Step("setup", "Set-up: put a boat at one of the lit docks. A boat at a dock gives you influence on that island.",
         offers(M.ToDock), kind(M.ToDock)),
    Step("draft", "Each era begins with a draft: keep one Viking card and pass the rest. Each card can lead or "
         "fight, so look at both halves. Pick a lit card.", offers(M.Pick), kind(M.Pick)),
    Step("lead", "Your turn: play a card face up to the Leader row for its Leader action, and its rune action if "
         "you meet its runes. Choose a lit card to lead with.", offers(M.Lead), kind(M.Lead)),
    Step("leader", "Take the Leader action now: sail, explore, build or harvest, as the card shows. Choose the lit "
         "button.", offers(M.UseLeader), kind(M.UseLeader)),
    Step("battle", "A battle: play a card face down to start or join one. The strongest side wins a Favor card with "
         "runes; the others take the god's Boon, and the god's fury grows.", offers(M.Battle), kind(M.Battle)),
    Step("boon", "You lost a battle, but the god consoles you: take its Valhalla Boon. A loss also raises that god's "
         "fury, which changes what its rune is worth.", offers(M.Boon, M.NoBoon), kind(M.Boon)),
    Step("round_end", "The era is over: the summary shows each clan's islands, runes and points so far. The next era "
         "starts with a new draft.", lambda c: c.number() >= 2 or c.over),
    Step("end", "The third era is over: every rune is scored, worth more for the angriest god. The results show who "
         "won. You know Tiny Epic Vikings now.", at_end),
])
