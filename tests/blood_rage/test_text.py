"""Blood Rage's words (game/blood_rage/text.py): the log lines read as a player would
expect, with the events behind them; every message (log, prompts, labels, the names inside
them) has a key listed by `message_keys()` with its English default."""

from __future__ import annotations

from br_helpers import act, cid, put, three

from game.blood_rage import action_label, describe, message_keys, new_game, prompt
from game.blood_rage import text as T
from game.core import Msg, Rng

A, B, C = 0, 1, 2
NAMES = ["Ann", "Bob", "Cid"]


def lines(events):
    return [x for x in (describe(e, NAMES) for e in events) if x]


def test_lord_of_hammers_move_is_not_logged_as_a_march():
    s = three()
    s.tokens["MUS"] = "G"
    s.ups[A] = [cid("Lord of Hammers")]
    put(s, A, "L", "MUS")
    act(s, A, "pillage", "MUS")
    ev = act(s, A, "to", "YGG")
    assert [e["t"] for e in ev if e["t"] in ("march", "lord_move")] == ["lord_move"]
    assert "Ann moves the Leader from Muspelheim to Yggdrasil (Lord of Hammers)." in lines(ev)


def test_pillage_success_line_differs_from_the_declaration():
    s = three()
    s.tokens["MUS"] = "A"
    put(s, A, "W", "MUS")
    ev = act(s, A, "pillage", "MUS")
    log = lines(ev)
    assert log[0] == "Ann pillages Muspelheim!"
    assert "Ann's pillage of Muspelheim succeeds: Axes token." in log
    assert "Ann raises Axes to 4." in log


def test_battle_log_shows_strengths_totals_and_who_takes_cards_back():
    s = three()
    put(s, A, "W", "MUS")
    put(s, B, "W", "MUS")
    bash, smash = cid("Tyr's Bash"), cid("Tyr's Smash", 1)
    s.hand[A], s.hand[B] = [bash], [smash]
    ev = act(s, A, "pillage", "MUS")
    log = lines(ev)
    assert "Battle in Muspelheim: Ann (strength 1), Bob (strength 1)." in log
    assert "Totals with cards: Ann 3, Bob 4; Bob wins." in log
    assert "Ann takes back into hand: Tyr's Bash." in log
    assert "Bob discards the played cards: Tyr's Smash." in log
    assert "Bob gains 3 Glory (battle won)." in log
    # the take-back comes before the destruction, the Glory last (W8, W9, W11)
    i_back = log.index("Ann takes back into hand: Tyr's Bash.")
    i_dead = log.index("Ann loses to Valhalla: Warrior.")
    i_glory = log.index("Bob gains 3 Glory (battle won).")
    assert i_back < i_dead < i_glory


def test_free_invade_after_upgrade_is_marked_free_and_replacement_is_one_line():
    s = three(2)
    s.ups[A] = [cid("Lord of Hammers")]
    s.hand[A] = [cid("Lord of Axes")]
    ev = act(s, A, "upgrade", cid("Lord of Axes"))
    assert lines(ev) == ["Ann upgrades with Lord of Axes, discarding the upgrade Lord of Hammers."]
    ev = act(s, A, "free", "L", "MUS")
    assert lines(ev)[0] == "Ann invades Muspelheim with the Leader for free (upgrade bonus)."
    assert s.rage[A] == 3


def test_glory_sources_read_as_words():
    assert describe({"t": "glory", "seat": 0, "n": 4, "src": "ragnarok"}, NAMES) == "Ann gains 4 Glory (Ragnarök)."
    assert describe({"t": "glory", "seat": 1, "n": 20, "src": "stats"}, NAMES) == "Bob gains 20 Glory (epic stats)."


def test_discard_phase_logs_who_keeps_a_card():
    s = three()
    keep = cid("Tyr's Bash")
    s.hand[A] = [keep]
    s.hand[B] = [cid("Tyr's Smash")]
    s.passed = [True, True, True]
    s.rage = [0, 0, 0]
    s.stack = [["discard"]]
    s.ask = None
    s._run()
    assert s.ask[0] == "keep" and s.ask[1] == [A, B]
    act(s, A, "keep", keep)
    ev = act(s, B, "none")
    log = lines(ev)
    assert "Ann keeps one card for the next Age." in log
    assert not any(x.startswith("Bob keeps") for x in log)
    assert s.kept[A] == keep


def test_stat_raise_lines_say_why():
    # Grace after a Glory-token pillage: the Grace raise is named, the quest raise too
    s = three()
    s.tokens["MUS"] = "G"
    put(s, A, "W", "MUS", 2)
    put(s, B, "W", "MUS")
    s.hand[A], s.hand[B] = [cid("Frigga's Grace")], [cid("Tyr's Bash")]
    act(s, A, "pillage", "MUS")
    assert s.ask[0] == "stat"
    ev = act(s, A, "stat", "HORNS")
    assert "Ann raises Horns to 5 (Frigga's Grace)." in lines(ev)
    s2 = three()
    s2.phase = "quest"
    put(s2, B, "W", "ELV")
    s2.quests[B] = [cid("Manheim", 1)]
    s2.stack = [["questph"]]
    s2.ask = None
    s2._run()
    ev = act(s2, B, "stat", "AXES")
    assert lines(ev) == ["Bob raises Axes to 4 (quest)."]


def test_lord_of_spears_raises_named():
    s = three(3)
    s.tokens["MUS"] = "G"
    s.ups[A] = [cid("Lord of Spears")]
    put(s, A, "L", "MUS")
    ev = act(s, A, "pillage", "MUS")
    log = lines(ev)
    assert [x for x in log if "raises" in x] == [
        "Ann raises Rage to 7 (Lord of Spears).", "Ann raises Axes to 4 (Lord of Spears).",
        "Ann raises Horns to 5 (Lord of Spears)."]


def test_game_over_line_names_the_winners():
    assert describe({"t": "game_over", "scores": [39, 22, 17]}, NAMES) == "The game is over: Ann wins with 39 Glory."
    assert (describe({"t": "game_over", "scores": [30, 30, 17]}, NAMES)
            == "The game is over: Ann and Bob share the victory with 30 Glory.")


def test_reveal_line_shows_bonuses_and_marks_non_battle_cards():
    ev = {"t": "reveal", "plays": [[0, cid("Troll")], [1, cid("Tyr's Smite", 1)], [2, cid("Heimdall's Sight")]]}
    assert describe(ev, NAMES) == "Revealed: Ann Troll (upgrade, +0), Bob Tyr's Smite (+5), Cid Heimdall's Sight (+X)."
    ev = {"t": "reveal", "plays": [[0, cid("Manheim", 1)]]}
    assert describe(ev, NAMES) == "Revealed: Ann Manheim (quest, +0)."
    assert describe({"t": "late", "seat": 1, "card": cid("Heimdall's Gaze")}, NAMES) == \
        "Bob plays Heimdall's Gaze (+3) late."


def test_glory_lines_name_the_card_that_paid():
    # Example 4 shape: Thor's Glory for the 3-way tie, and Dragons for the lost ship
    s = three()
    put(s, A, "W", "MUS", 2)
    put(s, B, "L", "MUS")
    put(s, C, "W", "MUS")
    put(s, C, "S", "F_MH")
    s.ups[C] = [cid("Thor's Glory"), cid("Loki's Dragons")]
    s.hand[A], s.hand[B], s.hand[C] = [cid("Tyr's Smash")], [cid("Tyr's Bash")], [cid("Loki's Trickery")]
    ev = act(s, A, "pillage", "MUS")
    log = lines(ev)
    assert "Cid gains 4 Glory (Loki's Dragons)." in log
    assert "Cid gains 2 Glory (Thor's Glory)." in log
    assert s.glory == [0, 0, 6]
    assert describe({"t": "glory", "seat": 0, "n": 12, "src": "ragnarok", "why": "Odin's Inspiration"},
                    NAMES) == "Ann gains 12 Glory (Ragnarök, Odin's Inspiration)."


def _keys_of(m, keys: dict[str, str]) -> int:
    """Check a message and the messages inside it against the catalogue; count them."""
    assert isinstance(m, Msg)
    assert m.key in keys, m.key
    assert keys[m.key] == m.default, m.key
    return 1 + sum(_keys_of(v, keys) for v in m.params.values() if isinstance(v, Msg))


def test_every_message_of_seeded_games_is_in_the_catalogue():
    """Log lines, prompts and labels of whole games (every player count, both options):
    each message and each name inside it has its key in message_keys(), with the same
    English default; names of places, figures and cards are messages, not bare text."""
    keys = message_keys()
    assert all(k.startswith("blood_rage.") for k in keys)
    names = ["Ann", "Bob", "Cid", "Dee"]
    used: set[str] = set()
    count = 0
    for n, seed, opts in ((2, 1, {}), (3, 2, {"first_game": "on"}), (4, 3, {})):
        s = new_game(n, seed, opts)
        rng = Rng(seed)
        for e in s.setup_events():
            count += _keys_of(describe(e, names), keys)
        while not s.is_over():
            seat = rng.choice(s.to_act())
            legal = s.legal_actions(seat)
            count += _keys_of(prompt(s, seat), keys)
            for a in legal:
                m = action_label(a)
                count += _keys_of(m, keys)
                used.add(m.key)
            for e in s.apply(seat, rng.choice(legal)):
                m = describe(e, names)
                count += _keys_of(m, keys)
                used.add(m.key)
    assert count > 3000
    assert {"blood_rage.event.invade", "blood_rage.event.glory", "blood_rage.action.to"} <= used


def test_names_inside_texts_are_keyed_messages():
    m = describe({"t": "march", "seat": 1, "fig": "W", "frm": "MUS", "to": "YGG"}, NAMES)
    assert m == "Bob moves the Warrior from Muspelheim to Yggdrasil."
    assert m.key == "blood_rage.event.march"
    assert m.params["who"] == "Bob"
    assert (m.params["fig"].key, m.params["frm"].key, m.params["to"].key) == (
        "blood_rage.fig.W", "blood_rage.loc.MUS", "blood_rage.loc.YGG")
    g = describe({"t": "glory", "seat": 0, "n": 4, "src": "cards", "why": "Thor's Hammer"}, NAMES)
    assert g == "Ann gains 4 Glory (Thor's Hammer)." and g.params["why"].key.startswith("blood_rage.card.")
    lst = describe({"t": "destroyed", "seat": 2, "figs": ["W", "L"]}, NAMES)
    assert lst == "Cid loses to Valhalla: Warrior, Leader."
    assert lst.params["figs"].key == "blood_rage.list.2"


def test_silent_and_unknown_events():
    assert describe({"t": "card_chosen", "seat": 0}, NAMES) == ""
    odd = describe({"t": "no_such_event"}, NAMES)
    assert odd.key == "blood_rage.event.unknown" and "no_such_event" in odd


def test_every_event_name_has_a_template_and_every_type_a_rule():
    assert set(T._PARAMS) | T.SILENT >= {"setup", "battle", "glory", "game_over", "call_pass"}
    for t, fn in T._PARAMS.items():
        assert callable(fn), t
    keys = message_keys()
    for name in T.EVENTS:
        assert f"blood_rage.event.{name}" in keys
