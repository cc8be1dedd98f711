"""Midgard's words (game/midgard/text.py): the log as a player reads it (exact lines for
the events that were confusing); every line, prompt and action label a keyed message whose
words all come from keys listed by message_keys()."""

from __future__ import annotations

import json
import re

import pytest
from midgard_helpers import BLACK, GREEN, RED, end_action_phase, gold, loc, play, position

from game.core import Msg, Rng
from game.midgard import action_label, describe, message_keys, new_game, prompt, rounds
from game.midgard import text as T
from game.midgard.data import COLOURS

NAMES = list(COLOURS[:3])
ATT_A, ATT_J, NEW_WARRIOR = 50, 66, 49
BOAT = loc("boat")


def _lines(events):
    return [describe(e, NAMES) for e in events]


def test_attack_on_a_village_reads_cause_then_effect():
    st = position(3, {"Utgard": {BLACK: "C+1W", GREEN: "2W", RED: "1W"}})
    ev = play(st, RED, ATT_J)
    st.apply(RED, ("viking", BOAT, "W"))
    ev += st.apply(RED, ("attack", loc("Utgard"), GREEN))
    assert _lines(ev) == [
        "Red plays Attack – Jotunheim",
        "Red attacks Green's warrior in Utgard",
        "Green's warrior dies in Utgard and goes to Valhalla",
        "Red's warrior moves from the boat to Utgard",
    ]


def test_attack_in_a_realm_kill_reads_cause_then_effect():
    st = position(3, {"Asgard": {BLACK: "1W"}})
    play(st, RED, ATT_A)
    st.apply(RED, ("viking", BOAT, "C"))
    ev = st.apply(RED, ("to", loc("Asgard")))
    ev += st.apply(RED, ("kill", BLACK))
    assert _lines(ev) == [
        "Red's chieftain moves from the boat to Asgard",
        "Red attacks Black's warrior in Asgard",
        "Black's warrior dies in Asgard and goes to Valhalla",
    ]


def test_destroy_says_how_many_die_or_that_the_province_was_empty():
    st = position(3, {"Myrkvior": {RED: "C+1W", BLACK: "2W"}})
    play(st, GREEN, gold(10))
    ev = st.apply(GREEN, ("destroy", loc("Myrkvior")))
    assert _lines(ev)[0] == "Green destroys Myrkvior: 4 Vikings there die"
    assert _lines(ev)[1:] == ["Red's chieftain dies in Myrkvior and goes to Valhalla",
                              "Red's warrior dies in Myrkvior and goes to Valhalla",
                              "Black's warrior dies in Myrkvior and goes to Valhalla",
                              "Black's warrior dies in Myrkvior and goes to Valhalla"]
    play(st, GREEN, gold(9))
    ev = st.apply(GREEN, ("destroy", loc("Gimle")))
    assert _lines(ev) == ["Green destroys Gimle, which is empty: nobody dies"]


def test_new_warriors_say_where_they_come_from_and_why_a_card_does_nothing():
    st = position(3, {"Gimle": {BLACK: "4W"}, "Andlang": {BLACK: "C+4W"}, "Vidblain": {GREEN: "3W"}},
                  supply={RED: 2})
    ev = play(st, RED, NEW_WARRIOR)
    assert _lines(ev) == ["Red plays New Warrior", "Red brings a new warrior from the supply to the boat"]
    assert _lines(st.apply(RED, ("done",))) == ["Red ends the card there"]
    ev = play(st, RED, gold(13))
    assert _lines(ev)[-1] == "Alfheim has no free village: Red's card has no effect"
    ev = play(st, BLACK, gold(14))
    assert _lines(ev)[-1] == "Black has no warrior in the supply: the card has no effect"
    ev = play(st, RED, gold(15))
    ev = st.apply(RED, ("place", loc("Utgard")))
    assert _lines(ev) == ["Red brings a new warrior from the supply to Utgard"]


def test_scoring_lines_name_the_reason_for_tokens_and_valhalla_returns():
    st = position(2, {"Gimle": {RED: "1W"}, "Andlang": {RED: "1W", BLACK: "C"}, "Valhalla": {RED: "1W"}},
                  doom=("Andlang",))
    lines = _lines(end_action_phase(st))
    assert "Control of Alfheim — Gimle: Red, Andlang: Black, Vidblain: nobody" in lines
    assert "Red takes 2 grey tokens for Vikings in 2 provinces of Alfheim" in lines
    assert "Black takes 1 grey token for Vikings in 1 province of Alfheim" in lines
    assert "Red's 2 Vikings return from Valhalla to the boat" in lines
    assert "Black's Viking returns from Valhalla to the boat" in lines


def test_game_over_line_explains_a_tiebreak():
    st = position(3, {}, round_=3)
    st.pts[RED][0], st.pts[BLACK][0] = 10, 10
    st.tokens[RED], st.tokens[BLACK] = [0, 0, 2], [0, 0, 1]
    ev: list = []
    rounds.end_of_round(st, ev)
    assert _lines(ev)[-1] == "Game over: Red wins (tied on 10 points, more kingdom tokens)"
    st = position(3, {}, round_=3)
    st.pts[RED][0], st.pts[BLACK][0] = 10, 10
    ev = []
    rounds.end_of_round(st, ev)
    assert _lines(ev)[-1] == "Game over: Red and Black share the win (tied on 10 points and on kingdom tokens)"
    st = position(3, {}, round_=3)
    st.pts[GREEN][0] = 3
    ev = []
    rounds.end_of_round(st, ev)
    assert _lines(ev)[-1] == "Game over: Green wins"


# --- every text is a keyed message (game/midgard/text.py) -------------------------------------------
UPPER_NAMES = ["ANN", "BO", "CY", "DI", "ED"]


def _shout(template: str) -> str:
    """A 'translation' of a template: its words in capitals, the {fields} kept."""
    return "".join(part if part.startswith("{") else part.upper()
                   for part in re.split(r"(\{[^}]*\})", template))


def _render(m, keys: dict[str, str]) -> str:
    """A message as a translation renders it: every key looked up, params in turn."""
    if not isinstance(m, Msg):
        return str(m)
    assert m.key in keys, m.key
    assert keys[m.key] == m.default, (m.key, keys[m.key], m.default)
    params = {k: _render(v, keys) for k, v in m.params.items()}
    return _shout(keys[m.key]).format(**params)


def _texts_of_a_game(n: int, seed: int, options: dict):
    st = new_game(n, seed, options)
    names = UPPER_NAMES[:n]
    out = [T.describe(e, names) for e in st.setup_events()]
    rng = Rng(seed)
    while not st.is_over():
        for s in st.to_act():
            out.append(prompt(st, s))
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        out.extend(action_label(a) for a in legal)
        for e in st.apply(seat, legal[rng.below(len(legal))]):
            out.append(T.describe(e, names))
    out.append(prompt(st, 0))
    return out


@pytest.mark.parametrize("n,beginner", [(2, "on"), (3, "off"), (4, "on"), (5, "off")])
def test_every_word_of_the_log_prompts_and_labels_can_be_translated(n, beginner):
    """Rendered through the keys of message_keys() with every template in capitals, no
    lower-case letter is left: every word (names of cards, places, kingdoms, colours...)
    comes from a key, and the English default of each key is the one listed."""
    keys = message_keys()
    seen = set()
    for m in _texts_of_a_game(n, 40 + n, {"beginner_round1": beginner}):
        assert isinstance(m, Msg) and m.key.startswith("midgard."), m
        out = _render(m, keys)
        assert not re.search(r"[a-z]", out), (m.key, out)
        seen.add(m.key.split(".")[1])
    assert seen == {"event", "prompt", "act"}


def test_english_is_the_template_filled_in():
    keys = message_keys()
    ev = {"t": "doomed", "seat": 1, "province": 6, "count": 2, "points": 4}
    m = T.describe(ev, ["Ann", "Bo"])
    assert m == "Ragnarok: 2 Vikings of Bo die in Utgard, +4"
    assert m.key == "midgard.event.doomed_many" and keys[m.key] == m.default
    assert m.params["province"].key == "midgard.loc.6" and m.params["who"] == "Bo"
    one = T.describe({**ev, "count": 1, "points": 2}, ["Ann", "Bo"])
    assert one == "Ragnarok: 1 Viking of Bo dies in Utgard, +2" and one.key == "midgard.event.doomed_one"
    doom = T.describe({"t": "doom", "provinces": [0, 4, 9]}, [])
    assert doom == "Doom falls on Gimle, Vigrid, Elivagar"
    assert doom.params["provinces"].key == "midgard.list.3"
    assert T.describe({"t": "pick", "seat": 0}, ["Ann"]) == "" and T.describe({"t": "?"}, []) == ""


def test_action_labels_name_the_thing_chosen():
    assert action_label(("play", 0)) == "Play Invasion – Alfheim"
    assert action_label(("viking", 13, "C")) == "Choose your chieftain in the boat"
    assert action_label(("attack", 6, 2)) == "Attack the Green warrior in Utgard"
    assert action_label(("kill", 1)) == "Kill the Black warrior"
    assert action_label(("token", 2)) == "Take a blue token (Jotunheim)"
    assert action_label(("done",)) == "Done" and action_label(("done",)).key == "midgard.act.done"


def test_message_keys_hold_the_families_the_board_shares():
    keys = message_keys()
    assert keys["midgard.card_name.99"].startswith("Gold 15:")
    assert keys["midgard.loc.boat"] == "the boat" and keys["midgard.loc.supply"] == "the supply"
    assert keys["midgard.kingdom.2"] == "Jotunheim" and keys["midgard.token.0"] == "grey"
    assert all(k.startswith("midgard.") for k in keys)


def test_prompts_and_labels():
    st = new_game(3, 4, {})
    assert st.prompt() == "Draft: pick a card to keep (1 of 6)"
    assert st.round_label() == "Round 1 · Draft"
    st.apply(0, st.legal_actions(0)[0])
    assert st.prompt(0) == "Draft: waiting for the others (1 of 6 picked)"
    st2 = new_game(3, 4, {"beginner_round1": "on"})
    assert st2.round_label() == "Round 1 · Action"
    assert st2.prompt() == "Play a card (turn 1 of 4)"


def test_describe_gives_a_line_for_every_event():
    names = list(COLOURS[:4])
    st = new_game(4, 31, {})
    lines = [describe(e, names) for e in st.setup_events()]
    assert lines[0] == "— Round 1 —" and lines[1].startswith("Doom falls on ")
    rng = Rng(8)
    seen = set()
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        for e in st.apply(seat, legal[rng.below(len(legal))]):
            json.dumps(e)
            line = describe(e, names)
            assert isinstance(line, str)
            assert line or e["t"] == "pick", e
            seen.add(e["t"])
    assert {"play", "move", "control", "tokens", "valhalla", "sets", "game_over"} <= seen
    ev = {"t": "play", "seat": 0, "card": 0, "extra": False}
    assert describe(ev, names) == "Red plays Invasion – Alfheim"
    ev = {"t": "move", "seat": 1, "kind": "W", "from": 13, "to": 0}
    assert describe(ev, names) == "Black's warrior moves from the boat to Gimle"
    ev = {"t": "kingdom_points", "kingdom": 0, "seat": 0, "provinces": [0], "points": 3}
    assert describe(ev, names) == "Alfheim: Red controls Gimle, +3"
