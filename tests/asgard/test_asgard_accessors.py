"""The read-only accessors of AsgardState listed by game/asgard/view.py's AsgardView: all
there, immutable, equal to what the state holds, hiding what a view hides."""

from __future__ import annotations

import inspect

from game.asgard import data as D
from game.asgard.state import FIELDS, AsgardState
from game.asgard.view import AsgardView
from game.core import HIDDEN, Rng
from game.registry import get_game

MEMBERS = [name for name in AsgardView.__dict__ if not name.startswith("_")]

# accessor -> (field, indexed by)
PLAIN = {
    "gods_chosen": ("sel", "seat"), "gods_revealed": ("revealed", "seat"), "stones_of": ("stones", "seat"),
    "seals_of": ("seals", "seat"), "recruits_of": ("rec", "seat"), "temples_of": ("temples", "seat"),
    "weapons_of": ("w_held", "seat"), "magic_of": ("m_held", "seat"), "battle_tiles_of": ("bt_held", "seat"),
    "populations_of": ("pop_held", "seat"), "order_of": ("order", "seat"), "discs_in_front": ("front", "seat"),
    "asgard_discs": ("asg", "seat"), "centre_discs": ("centre", "seat"),
    "space_holder": ("space", "space"), "temple_holder": ("temple", "god"), "supporters": ("support", "god"),
    "god_recruits": ("god_rec", "god"), "god_pile": ("god_stack", "god"), "temple_pile": ("temple_stack", "stack"),
    "world_slot": ("slot", "slot"), "world_closed": ("closed", "world"), "battle_space": ("battle", "world"),
    "victory_discs": ("victory", "world"), "legendary_shown": ("lw_shown", "side"),
    "legendary_pile": ("lw_stack", "side"), "ragnarok_supporters": ("rag_disc", "key"),
    "ragnarok_recruits": ("rag_rec", "key"), "ragnarok_legendary": ("rag_lw", "world"),
    "god_has_seal": ("god_seal", "god"),
}
WHOLE = {"stone_reserve": "stone_res", "valhalla_warriors": "valhalla", "asgard_tiles": "at_row",
         "asgard_pile": "at_stack", "asgard_discards": "at_disc", "disc_row": "row", "weapon_pile": "w_stack",
         "magic_pile": "m_stack", "battle_tiles_left": "bt_stack", "phase_id": "phase", "current_round": "rnd",
         "thor_holder": "thor", "tyr_holder": "tyr"}


def _immutable(x) -> bool:
    if isinstance(x, tuple):
        return all(_immutable(y) for y in x)
    return isinstance(x, (int, str, bool)) or x is None


def _range(st, by: str) -> range:
    return {"seat": range(st.n), "space": range(len(D.SPACES)), "god": range(10), "stack": range(4),
            "slot": range(9), "world": range(D.NUM_WORLDS), "side": range(2), "key": range(2 * D.NUM_WORLDS)}[by]


def test_the_protocol_lists_accessors_of_the_state_and_no_raw_field():
    for name in MEMBERS:
        assert hasattr(AsgardState, name), name
        assert name not in FIELDS, name  # an accessor, not a slot (tests/test_board_reads.py)
    assert set(PLAIN) | set(WHOLE) <= set(MEMBERS)


def test_accessors_give_copies_of_what_the_state_holds():
    spec = get_game("asgard")
    for n in (2, 4):
        st = spec.new_game(n, 5, {})
        rng = Rng(n)
        k = 0
        while not st.is_over():
            if k % 7 == 0:
                for v in (st, st.view(0)):
                    for name, (field, by) in PLAIN.items():
                        for i in _range(v, by):
                            got = getattr(v, name)(i)
                            raw = getattr(v, field)[i]
                            assert _immutable(got), (name, got)
                            assert got == (tuple(raw) if isinstance(raw, list) else
                                           (bool(raw) if isinstance(got, bool) else raw)), name
                    for name, field in WHOLE.items():
                        got = getattr(v, name)()
                        raw = getattr(v, field)
                        assert _immutable(got) and got == (tuple(raw) if isinstance(raw, list) else raw), name
                    for key in range(2 * D.NUM_WORLDS):
                        assert v.ragnarok_items(key) == tuple(tuple(it) for it in v.rag_items[key])
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            st.apply(seat, legal[rng.below(len(legal))])
            k += 1


def test_a_view_hides_another_seats_secret_gods():
    st = get_game("asgard").new_game(3, 2, {})
    while st.decision() != "choose":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    s = st.to_act()[0]
    st.apply(s, st.legal_actions(s)[0])
    other = next(o for o in range(3) if o != s)
    assert st.view(other).gods_chosen(s) == (HIDDEN,) * len(st.sel[s])
    assert st.view(s).gods_chosen(s) == tuple(st.sel[s])


def test_the_protocol_has_types():
    for name in MEMBERS:
        member = AsgardView.__dict__[name]
        fn = member.fget if isinstance(member, property) else member
        assert inspect.signature(fn).return_annotation is not inspect.Signature.empty, name
