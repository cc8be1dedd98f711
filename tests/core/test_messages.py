"""game.core.Msg: every game's prompt and action labels are messages (English text with
a key under the game's id and the parameters filled into it), usable as plain text."""

from __future__ import annotations

import json
import pickle

import pytest

from game.core import Msg, Rng
from game.registry import GAMES


def test_a_message_is_its_english_text():
    m = Msg("x.play", "Play a card (turn {k} of {q})", k=2, q=4)
    assert m == "Play a card (turn 2 of 4)" and isinstance(m, str)
    assert m.key == "x.play" and m.params == {"k": 2, "q": 4} and m.default.startswith("Play a card")
    assert json.dumps(m) == json.dumps("Play a card (turn 2 of 4)")
    assert {m: 1}["Play a card (turn 2 of 4)"] == 1
    back = pickle.loads(pickle.dumps(m))
    assert back.key == "x.play" and back.params == m.params
    assert Msg("x.bad", "{missing}") == "{missing}"          # a default that cannot be filled stays as it is


def prompt_of(spec, st, seat):
    f = getattr(spec.module, "prompt", None)
    return f(st, seat) if f else st.prompt(seat)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_prompts_and_labels_are_keyed_messages(game_id):
    spec = GAMES[game_id]
    label = getattr(spec.module, "action_label", None)
    st = spec.new_game(2, 5, {})
    rng = Rng(9)
    seen = set()
    for _ in range(150):
        if st.is_over():
            break
        seat = st.to_act()[0]
        p = prompt_of(spec, st, seat)
        assert isinstance(p, Msg) and p.key.startswith(game_id + "."), (game_id, p)
        seen.add(p.key)
        legal = st.legal_actions(seat)
        if label is not None:
            for a in legal:
                m = label(a)
                assert isinstance(m, Msg) and m.key.startswith(game_id + ".") and str(m), (a, m)
        st.apply(seat, rng.choice(legal))
    assert len(seen) >= 2


def test_a_message_goes_as_json_and_comes_back_the_same():
    # the log of a networked table travels as JSON (net.server.tell)
    from game.core.messages import msg_from_json, msg_to_json

    card = Msg("midgard.card.attack", "Attack")
    line = Msg("midgard.event.play", "{name} plays {card} ({n} left)", name="Sigrid", card=card, n=3)
    back = msg_from_json(msg_to_json(line))
    assert isinstance(back, Msg) and back == line and back.key == line.key
    assert isinstance(back.params["card"], Msg) and back.params["card"].key == "midgard.card.attack"
    assert back.params["n"] == 3
    import json

    assert msg_from_json(json.loads(json.dumps(msg_to_json(line)))) == line


@pytest.mark.parametrize("bad", [{"msg": "x"}, {"msg": [1, "a", {}]}, {"msg": ["k", "d", []]}, {"other": 1},
                                 {"msg": ["k", "d", {}], "extra": 1}, {1, 2}])
def test_what_no_message_becomes_is_refused(bad):
    from game.core.messages import msg_from_json

    with pytest.raises(ValueError):
        msg_from_json(bad)


def test_a_message_nested_too_deep_is_refused():
    from game.core.messages import msg_from_json

    data: object = "x"
    for _ in range(10):
        data = {"msg": ["k", "{p}", {"p": data}]}
    with pytest.raises(ValueError):
        msg_from_json(data)
