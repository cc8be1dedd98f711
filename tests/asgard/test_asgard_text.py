"""Asgard's texts (game/asgard/text.py): the game log as a player reads it (events in the
order they happen, lines that name what a player may know: rules 11, battle tile values
are public), the prompts and action labels, and the messages behind them: every key in
`message_keys()` with its English default, every name inside a text a message of its own."""

from __future__ import annotations

import re
from string import Formatter

import pytest
from asgard_helpers import BLUE, PURPLE, RED, YELLOW, act, give_stones, position, run_frames

from game.asgard import data as D
from game.asgard import describe, message_keys, new_game
from game.asgard.text import action_label, prompt
from game.core import Msg, Rng

NAMES = ["Red", "Blue", "Yellow", "Purple"]


def _lines(ev) -> list[str]:
    return [x for x in (describe(e, NAMES) for e in ev) if x]


def test_stone_from_reserve_reported_before_the_lost_one():
    # rules 8: 1 blue left, nobody richer than Yellow -> 1 received, 1 lost, in that order
    st = position(4)
    st.stone_res[3] = 1
    ev = run_frames(st, ["recv", YELLOW, "s", 3, 2])
    kinds = [e["t"] for e in ev]
    assert kinds == ["gain", "lost"]
    assert _lines(ev) == ["Yellow receives 1 × blue stone.", "Yellow receives no blue stone: none is left."]
    assert st.stones[YELLOW][3] == 1 and st.stone_res[3] == 0


def test_battle_tile_value_and_fallback_are_logged():
    # rules 4.11 and 11: the value is public; an empty stack falls back to a lower one
    st = position(4)
    st.bt_stack = [0, 1, 0, 0, 0]
    st.victory[2][RED] = 1
    st.victory[3][BLUE] = 1
    st.victory[4][BLUE] = 1
    st.score = [5, 1, 0, 0]
    ev = run_frames(st, ["btiles", -1])
    assert _lines(ev) == ["Blue takes a 5-point battle tile (face down).", "Red finds no battle tile left."]


def test_win_line_says_how_and_where_the_disc_goes():
    line = describe({"t": "win", "seat": PURPLE, "w": 3, "side": 1, "how": "tyr"}, NAMES)
    assert line == "Purple wins in world 3 with Týr's power tile; the disc goes to the victory area."


def test_round_start_seal_taken_from_a_player_names_the_colour():
    st = position(4, rnd=2)
    st.seal_res = [0, 0]
    st.god_seal = [1, 1, 1, 1, 1, 1, 1, 0, 0, 0]
    st.seals[BLUE][1] = 2
    ev = run_frames(st, ["sealfill", -1, D.MIMIR])
    assert st.seals[BLUE][1] == 1 and st.god_seal[D.MIMIR] == 1
    assert _lines(ev) == ["The reserve has no dark seal: Blue gives one of theirs to Mímir."]


def test_takeback_line_names_the_place():
    st = position(4, rnd=1)
    st.front[RED] = 1
    st.support[D.HEL][1] = RED
    st.rnd = 2
    st.front[BLUE] = st.front[YELLOW] = st.front[PURPLE] = 2
    ev = run_frames(st, ["mindisc", RED])  # a single choice: taken without asking
    assert st.support[D.HEL] == [-1, -1] and st.front[RED] == 2
    assert _lines(ev) == ["Red takes a disc back from Hel's support space II (fewer than two in front)."]
    line = describe({"t": "takeback", "seat": BLUE, "where": ["victory", 4]}, NAMES)
    assert line == "Blue takes a disc back from world 4's victory area (fewer than two in front)."


def test_god_tile_line_names_the_replaced_population_and_the_underworld_points():
    st = position(4, rnd=4)
    give_stones(st, RED, P=2)
    st.temple_stack[0] = [t for t in st.temple_stack[0] if t != 0] + [0]
    st.temple[D.FREYJA] = RED
    pop = st.slot[D.LIGHT_UNDERWORLD][0]
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "temple", "freyja")
    act(st, RED, "build", "A")
    ev = act(st, RED, "slot", 0)
    num = D.tile_num(st.slot[D.LIGHT_UNDERWORLD][0])
    bonus = describe({"t": "bonus", "seat": RED, "pop": pop}, NAMES)[len("Red uses population tile "):-1]
    want = f"Red places Freyja {num} in the light underworld, replacing population {bonus}, which Red keeps, " \
           "and scores 5."
    assert want in _lines(ev)
    assert st.pop_held[RED] == [pop]


def test_ragnarok_reports_legendary_weapons_and_recruits_leaving():
    st = position(4)
    # world 1: Thor tile (light) against a dark population; Hel has recruits but no tile
    st.slot[0][0] = D.god_tile(D.THOR, 4)
    for i in range(1, 7):  # the other worlds: populations only (they leave)
        assert not (st.slot[i][0] >= D.GOD_TILE_BASE or st.slot[i][1] >= D.GOD_TILE_BASE)
    st.god_stack[D.THOR].remove(D.god_tile(D.THOR, 4))
    st.god_rec[D.HEL] = [0, 1, 2]
    st.god_rec[D.LOKI] = [0, 0, 1]
    ev = run_frames(st, ["rag", -1])
    lines = _lines(ev)
    assert "The lone dark population of world 1 gets a legendary weapon face down." in lines
    assert "Hel has no tile in the worlds: its 3 recruits leave the board." in lines
    assert "Loki has no tile in the worlds: its only recruit leaves the board." in lines
    assert st.rec_out == [2, 2, 3]  # Freyja, Baldr (white), Týr, Hel (orange), Hel and Loki (giants)
    assert st.rag_lw[0] > 0


def test_ragnarok_lines_name_the_supporters_and_the_outcome():
    # 10.3 supporters under the tile (space I on top); 10.8 outcome of each world
    st = position(4)
    st.slot[0] = [D.god_tile(D.THOR, 4), D.POP_INDEX["D8"]]
    st.god_stack[D.THOR].remove(D.god_tile(D.THOR, 4))
    st.support[D.THOR] = [RED, BLUE]
    ev = run_frames(st, ["rag", -1])
    assert "Under Thor in world 1: Red (top), Blue." in _lines(ev)
    st.rag_lw[0] = 3
    st.rag_rec[0] = [0, 2, 0]
    st.rag_items[0] = [[RED, 1, D.BREAK_WEAPON]]
    st.stack = []
    ev = run_frames(st, ["ragresolve", -1])
    lines = _lines(ev)
    assert lines[0] == "Ragnarök in world 1: light 6, dark 6 — a tie, nobody scores."
    assert st.score == [0, 0, 0, 0]
    st.rag_rec[0] = [0, 3, 0]
    ev = run_frames(st, ["ragresolve", -1])
    assert _lines(ev)[:3] == ["Ragnarök in world 1: light 7, dark 6 — Thor wins.",
                              "Red scores 7 for supporting Thor in world 1.",
                              "Blue scores 2 for supporting Thor in world 1."]
    st.rag_rec[0] = [0, 0, 0]
    ev = run_frames(st, ["ragresolve", -1])
    assert _lines(ev) == ["Ragnarök in world 1: light 4, dark 6 — the population holds, nobody scores."]


def test_hel_and_asgard_tile_lines():
    st = position(4)
    st.god_rec[D.LOKI] = [2, 0, 1]
    st.space[D.SPACE_INDEX["HEL_UP"]] = PURPLE
    run_frames(st, ["resolve", PURPLE])
    act(st, PURPLE, "resolve", "HEL_UP")
    ev = act(st, PURPLE, "hel", "loki", "white")
    assert "Purple scores 3 for Loki's recruits and sends a white warrior from Loki to Valhalla." in _lines(ev)
    line = describe({"t": "atflip", "seat": RED, "tile": 4}, NAMES)
    assert line == "Red turns Asgard tile “2 recruits of one type + 1 of another”."


def test_surtr_line_names_the_underworld_side():
    st = position(4)
    pop = st.slot[D.DARK_UNDERWORLD][1]
    st.space[D.SPACE_INDEX["SURTR_ONLY"]] = RED
    run_frames(st, ["resolve", RED])
    act(st, RED, "resolve", "SURTR_ONLY")
    ev = act(st, RED, "flip", 0, "D")
    assert st.slot[D.DARK_UNDERWORLD][1] == -pop
    want = describe({"t": "bonus", "seat": RED, "pop": pop}, NAMES)[len("Red uses population tile "):-1]
    assert f"Red flips population {want} in the dark underworld and takes its bonus." in _lines(ev)


def test_game_over_line_explains_the_tiebreak():
    # rules 10.9: a tie goes to the lower player-order number
    st = position(4)
    st.score = [20, 25, 25, 3]
    st.order = [1, 3, 2, 4]
    st.stack = [["game", -1, D.ROUNDS + 1]]
    ev = run_frames(st)
    assert st.is_over() and st.winners() == [YELLOW]
    assert _lines(ev) == ["Game over. Yellow wins the tie at 25 points on the lower player-order number."]
    assert describe({"t": "end", "scores": [1, 9, 3, 0], "winner": BLUE}, NAMES) == "Game over. Blue wins."


def test_battle_line_names_the_discs_on_each_side():
    st = position(4)
    st.lw_shown = [[4], [1]]
    st.slot[1] = [D.god_tile(D.BALDR, 1), D.god_tile(D.HEL, 4)]
    st.battle[1] = [-1, RED]
    st.battle[5] = [BLUE, YELLOW]
    ev = run_frames(st, ["world", -1, 1])
    assert _lines(ev)[0] == "Battle in world 2: light 5 against dark 5 (Red)."
    st.stack = []
    ev = run_frames(st, ["world", -1, 5])
    assert _lines(ev)[0].startswith("Battle in world 6: light ") and "(Blue) against dark " in _lines(ev)[0]
    assert _lines(ev)[0].endswith("(Yellow).")


def test_row_refresh_line_lists_the_face_up_tiles():
    assert describe({"t": "row", "row": [3, 0, 1]}, NAMES) == \
        "The Asgard row is refreshed: “2 recruits of different types”, “1 recruit”."
    assert describe({"t": "row", "row": [0]}, NAMES) == "The Asgard row is refreshed: no Asgard tile is left."


def test_describe_every_event_of_a_game():
    st = new_game(3, 9, {})
    names = ["Ann", "Bo", "Cy"]
    rng = Rng(9)
    lines = 0
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal_actions(seat)
        for e in st.apply(seat, legal[rng.below(len(legal))]):
            assert "t" in e
            text = describe(e, names)
            assert isinstance(text, str)
            lines += bool(text)
    assert lines > 50


def test_prompts_and_action_labels_for_every_decision():
    from game.asgard.text import action_label

    for n in (2, 4):
        st = new_game(n, 60 + n, {})
        rng = Rng(n)
        seen = set()
        while not st.is_over():
            seat = st.to_act()[0]
            text = st.prompt(seat)
            assert text and "{" not in text
            legal = st.legal_actions(seat)
            for a in legal:
                label = action_label(a)
                assert isinstance(label, str) and label
            seen.add(st.stack[-1][0])
            st.apply(seat, legal[rng.below(len(legal))])
        assert st.prompt() == "The game is over"
        assert len(seen) > 15


def _messages_of_games():
    """Every message of seeded random games of 2, 3 and 4 players: log lines, prompts of
    every seat and labels of every legal action."""
    for n in (2, 3, 4):
        st = new_game(n, 70 + n, {})
        names = NAMES[:n]
        rng = Rng(n)
        for e in st.setup_events():
            yield describe(e, names), names
        while not st.is_over():
            for s in range(n):
                yield prompt(st, s), names
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            for a in legal:
                yield action_label(a), names
            for e in st.apply(seat, legal[rng.below(len(legal))]):
                yield describe(e, names), names
        yield prompt(st, 0), names


def _walk(m: Msg):
    yield m
    for v in m.params.values():
        if isinstance(v, Msg):
            yield from _walk(v)


# a plain (untranslated) parameter is a player's name, a number or a code printed on a
# piece: a population tile (L3), an Asgard tile (AT2), a temple stack (C), a support
# space (II)
_CODE = re.compile(r"^(?:[LD][1-8]|AT[1-5]|[A-D]|I{1,3}|)$")


def test_every_message_is_in_the_catalogue_with_its_english_default():
    keys = message_keys()
    seen: set[str] = set()
    for msg, names in _messages_of_games():
        assert isinstance(msg, Msg), msg
        for m in _walk(msg):
            assert m.key in keys, m.key
            assert keys[m.key] == m.default, m.key
            seen.add(m.key.split(".")[1])
            for k, v in m.params.items():
                if not isinstance(v, Msg):
                    assert isinstance(v, int) or v in names or _CODE.match(v), (m.key, k, v)
    assert {"event", "ask", "action", "god", "name", "space", "list"} <= seen


def test_a_translation_renders_every_word():
    """Rendered from the catalogue alone (each key's template, parameters rendered in
    turn), a message is its English text; with a catalogue whose templates have every
    letter crossed out, no English word is left: nothing is written outside a key."""
    keys = message_keys()

    def crossed(template: str) -> str:
        out = []
        for literal, field, _spec, _conv in Formatter().parse(template):
            out.append(re.sub(r"[^\W\d_]", "x", literal).replace("{", "{{").replace("}", "}}"))
            if field is not None:
                out.append("{" + field + "}")
        return "".join(out)

    def render(m: Msg, table: dict[str, str]) -> str:
        params = {k: render(v, table) if isinstance(v, Msg) else v for k, v in m.params.items()}
        return table[m.key].format(**params) if params else table[m.key]

    crossed_keys = {k: crossed(v) for k, v in keys.items()}
    count = 0
    for msg, names in _messages_of_games():
        assert render(msg, keys) == str(msg)
        text = render(msg, crossed_keys)
        words = [w for w in re.findall(r"[^\W\d_][\w]*", text) if w not in names and not set(w) <= {"x"}]
        assert all(_CODE.match(w) for w in words), (str(msg), text, words)
        count += 1
    assert count > 1000


def test_message_keys_cover_every_template_of_the_tables():
    from game.asgard import text as T

    keys = message_keys()
    for name, text in T.EVENTS.items():
        assert keys[f"asgard.event.{name}"] == text
    for name, text in T.PROMPTS.items():
        assert keys[f"asgard.ask.{name}"] == text
    for name, text in T.LABELS.items():
        assert keys[f"asgard.action.{name}"] == text
    for g, gk in enumerate(D.GOD_KEYS):
        assert keys[f"asgard.god.{gk}"] == D.GOD_NAMES[g]
    # every key of the module is one of Asgard's
    assert all(k.startswith("asgard.") for k in keys)


@pytest.mark.parametrize("lang", ["en", "it", "el", "pl", "pt"])
def test_a_disc_bought_says_its_seals_without_a_wrong_plural(lang):
    """A disc bought for 1 light seal read "1 light and 0 dark seals": the price is
    told per side, with no plural to get wrong, in every language."""
    from ui import i18n
    from ui.widgets.text import text_of
    try:
        i18n.set_language(lang)
        line = text_of(describe({"t": "buydisc", "seat": RED, "col": 2, "price": [1, 0]}, NAMES))
        assert "1" in line and "0" in line
        assert not re.search(r"\b1 \w+ seals\b|\b1 \w+ and 0 \w+ seals\b", line), line
        assert not re.search(r"\b1 Sigilli\b|\b1 Selos\b|\b1 σφραγίδες\b", line), line
    finally:
        i18n.set_language("en")


def test_a_temple_nobody_can_pay_for_is_not_declined():
    """Issue 33, 12: with no stones for any temple the disc goes back by itself; the log
    says she cannot afford one, not that she declines it; with stones enough, declining
    is a choice and is said so."""
    st = position(4)
    st.stones[RED] = [0] * len(st.stones[RED])
    st.temple[D.THOR] = RED
    lines = _lines(run_frames(st, ["temple", RED, D.THOR]))
    assert lines == ["Red cannot afford a temple of Thor; the disc goes back in front."]
    st = position(4)
    give_stones(st, RED, P=3, G=3, R=3, K=3, Y=3)
    run_frames(st, ["temple", RED, D.THOR])
    assert len(st.legal_actions(RED)) > 1
    assert _lines(act(st, RED, "decline")) == ["Red declines the temple of Thor."]
