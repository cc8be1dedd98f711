"""The solo enemy clan (A14, B12): one test per enemy action and track icon."""

from __future__ import annotations

from vikings_scen import R, blank, do, enemy_turn, favor_row, give, on_top, park, start_turn

from game.vikings import data as D
from game.vikings import solo

H = 0
E = 1


def solo_state(ragnarok=False, mat="SPEC_E1", chief="NW.ccw"):
    """A blank solo board; the enemy mat defaults to E1 as the rules file gives it (conftest)."""
    st = blank(1, ragnarok=ragnarok)
    st.emat = mat
    st.chief_dock = chief
    st.rng.state = 12345
    return st


def test_enemy_explore_moves_toward_card_rune_and_keeps_last_settler():
    st = solo_state(chief="NW.ccw")
    nw = R(st, "NW")
    st.settlers[E][nw] = 3
    st.ctrl[nw] = E
    solo.enemy_explore(st, 3, "F", [])  # NW's neighbours: SW (P), N (F), SE (H) -> N
    assert st.settlers[E][R(st, "N")] == 2 and st.settlers[E][nw] == 1


def test_enemy_explore_without_rune_goes_where_human_is_strongest():
    st = solo_state(chief="NW.ccw")
    st.settlers[E][R(st, "NW")] = 2
    st.settlers[H][R(st, "SE")] = 1
    solo.enemy_explore(st, 1, "H", [])  # no H neighbour besides... SE is H
    assert st.settlers[E][R(st, "SE")] == 1
    st2 = solo_state(chief="NE.ccw")
    st2.settlers[E][R(st2, "NE")] = 2
    st2.settlers[H][R(st2, "SW")] = 2
    solo.enemy_explore(st2, 1, "H", [])  # NE's neighbours N (F), SE (H), SW (P) -> SE by rune
    assert st2.settlers[E][R(st2, "SE")] == 1
    st3 = solo_state(chief="NE.ccw")
    st3.settlers[E][R(st3, "NE")] = 2
    st3.settlers[H][R(st3, "SW")] = 2
    solo.enemy_explore(st3, 1, "P", [])  # no P neighbour (SW is P!) -> SW
    assert st3.settlers[E][R(st3, "SW")] == 1 and st3.settlers[H][R(st3, "SW")] == 2


def test_enemy_build_temple_then_boat_then_wood():
    st = solo_state()
    st.settlers[E][R(st, "S")] = 3
    st.smat[E] = 3
    solo.do_action(st, "BUILD", 1, "F", [])
    assert st.temples[E][R(st, "S")] == 1
    assert st.settlers[E][R(st, "S")] == 1 and st.smat[E] == 5  # half of 3 rounded up returns
    st.tmat[E] = 0
    solo.do_action(st, "BUILD", 1, "F", [])
    assert st.boats[E][0] == "NW.ccw"
    st.boats[E] = ["T1"] * 4
    solo.do_action(st, "BUILD", 1, "F", [])
    assert st.res[E][D.WOOD] == 1


def test_enemy_harvest_cycle_and_bonus():
    st = solo_state()
    solo.enemy_harvest(st, 4, [])
    assert st.res[E] == [2, 1, 1]
    st2 = solo_state()
    st2.boats[E][0] = "T1"
    st2.tmat[E] = 1
    solo.enemy_harvest(st2, 2, [])
    assert st2.res[E] == [1 + 1, 1 + 1 + 1, 0 + 1]


def test_icon_queue_and_track_reset():
    st = solo_state()
    st.res[E] = [1, 0, 0]
    st.res[H] = [2, 0, 0]
    from game.vikings.resources import gain
    gain(st, E, D.WOOD, 7, [])
    assert st.res[E][0] == 7 and st.emaxed[0] == 1
    assert st.eicons == [[0, 2], [0, 4], [0, 6]]
    solo.end_of_enemy_turn(st, [])
    assert st.res[E][0] == 0 and st.res[H][0] == 1


def test_icon_fury():
    st = solo_state()
    st.ctrl[R(st, "N")] = E
    st.ctrl[R(st, "S")] = E
    st.ctrl[R(st, "NE")] = E
    solo.do_icon(st, "FURY", [])
    assert st.fury == [1, 0, 0]  # two F runes beat one P


def test_icon_hunt():
    st = solo_state(chief="NW.ccw")
    st.boats[H] = ["SW.cw", "SE.edge", None, None]
    solo.do_icon(st, "HUNT", [])
    assert st.chief_dock == "SW.cw" and st.boats[H][0] == "T5"


def test_icon_ferry_raids_and_dedicates():
    st = solo_state(chief="N.ccw")
    st.settlers[E][R(st, "NW")] = 2
    st.ded["D1"] = 2  # full
    solo.do_icon(st, "FERRY", [])
    assert st.chief_dock == "NW.cw"
    # dedicated at once: the emptiest open action, top first -> D2 Landfall (Explore 2 from NW)
    assert "NW.cw" not in st.villages and st.ded["D2"] == 1 and st.vheld[E] == 0
    assert st.settlers[E][R(st, "NW")] == 0 and st.settlers[E][R(st, "SE")] == 2  # NW is H: to SE (H)


def test_icon_settler_from_mat_or_from_most():
    st = solo_state(chief="NE.ccw")
    solo.do_icon(st, "SETTLER", [])
    assert st.settlers[E][R(st, "NE")] == 1
    st.smat[E] = 0
    st.settlers[E][R(st, "S")] = 5
    solo.do_icon(st, "SETTLER", [])
    assert st.settlers[E][R(st, "NE")] == 2 and st.settlers[E][R(st, "S")] == 4


def test_icon_boat_next_free_dock_clockwise():
    st = solo_state(chief="N.ccw")
    solo.do_icon(st, "BOAT", [])
    assert st.boats[E][0] == "N.ccw"
    st.boats[H][0] = "N.edge"
    solo.do_icon(st, "BOAT", [])
    assert st.boats[E][1] == "N.cw"  # N.edge holds the human Boat


def test_icon_battle_and_human_joins():
    st = solo_state(chief="NW.cw")  # NW: top row; x 1.5 -> left end
    favor_row(st, 0, ["FV01", "FV02", "FV03"])
    favor_row(st, 1, ["FV07"])
    on_top(st, "H11")  # enemy battle card (Strength 8)
    solo.do_icon(st, "BATTLE+1", [])
    assert st.battle["favor"] == "FV01" and st.battle["bonus"] == 1 and st.down == ["H11"]
    give(st, H, "F10", "F01")
    st.res[H] = [0, 0, 2]
    start_turn(st, H)
    assert st.legal_actions(H) == [("join",), ("decline",)]
    do(st, H, ("join",))
    assert st.legal_actions(H) == [("battle", "F10"), ("battle", "F01")]
    do(st, H, ("battle", "F10"))  # Freydis 7 (pays 2) vs Gorm 8 + 1
    assert st.favors[E] == ["FV01"]
    assert st.stack[-1]["k"] == "lboon"


def test_icon_battle_declined_enemy_fights_invaders():
    st = solo_state(chief="SE.edge")  # SE: bottom row; x 6 -> right end
    favor_row(st, 0, ["FV01"])
    favor_row(st, 1, ["FV07", "FV08"])
    on_top(st, "F12", "P12")  # enemy card Olaf (2), then the Invaders' Bodil (4)
    solo.do_icon(st, "BATTLE+1", [])
    assert st.battle["favor"] == "FV08"
    give(st, H, "F01")
    start_turn(st, H)
    do(st, H, ("decline",))
    assert st.invaders == ["P12"]
    assert st.frows[1][-1][1] == "FV08"  # 3 vs 4: returned
    assert st.fury[0] == 1  # the enemy lost with F: Frigg +1 (mat action SETTLER x2 ran)
    assert st.settlers[E][R(st, "SE")] == 2


def test_human_starts_enemy_joins_and_resolves_at_once():
    st = solo_state()
    favor_row(st, 0, ["FV01"])
    favor_row(st, 1, ["FV07"])
    on_top(st, "F12")  # enemy joins with Olaf (2)
    give(st, H, "F10", "F01")
    st.res[H] = [0, 0, 2]
    start_turn(st, H)
    do(st, H, ("battle", "F10"), ("favor", 1, "left"))
    assert st.erow_b == ["F12"] and st.favors[H] == ["FV07"]
    assert st.battle is None
    assert st.fury[0] == 1  # enemy lost with F


def test_enemy_rune_action_replaced_by_mat():
    st = solo_state(chief="NE.ccw")
    give(st, H, "F01")
    on_top(st, "F11")  # Harald: Build 1; FH: NATURE -> replaced by mat F: SETTLER x2
    st.ctrl[R(st, "N")] = E
    st.ctrl[R(st, "NW")] = E
    st.settlers[E][R(st, "N")] = 1
    st.settlers[E][R(st, "NW")] = 1
    st.smat[E] = 4
    enemy_turn(st, H)
    # Build 1 -> Place a Temple: N and NW tie (1 Settler each): the human breaks the tie (DP20)
    assert st.to_act() == [H] and st.legal_actions(H) == [("tie", "N"), ("tie", "NW")]
    assert st.rows[E] == ["F11"] and st.temples[E] == [0] * 6  # the card is drawn; its actions wait
    d = st.to_json()
    from game.vikings import from_json
    assert from_json(d).to_json() == d
    do(st, H, ("tie", "NW"))
    assert st.temples[E][R(st, "NW")] == 1 and st.temples[E][R(st, "N")] == 0
    assert st.rows[E] == ["F11"]
    assert st.settlers[E][R(st, "NE")] == 2  # SETTLER x2 at the Chieftain Boat's island


def test_enemy_sail_raids_and_dedicates():
    st = solo_state(chief="NE.ccw")
    st.ded["D1"] = 2  # full
    give(st, H, "F01")
    on_top(st, "H03")  # Hallgerd: Sail 3 to an H island; H: COLLECT -> mat H: HUNT
    enemy_turn(st, H)
    assert st.chief_dock == "SE.ccw"  # NE.ccw -> NE.cw -> SE.ccw (2 steps; NW takes 3)
    assert "NE.cw" not in st.villages and st.ded["D2"] == 1
    # deployed 3 on SE (took the rune), then Landfall explored 2 of them to NW (rune H)
    assert st.settlers[E][R(st, "SE")] == 1 and st.settlers[E][R(st, "NW")] == 2
    assert st.ctrl[R(st, "SE")] == E and st.ctrl[R(st, "NW")] == E
    assert st.to_act() == [H] and st.stack[-1]["k"] == "play"


def test_ragnarok_enemy_temple_slays_giant_and_valkyrie():
    st = solo_state(ragnarok=True, mat="SPEC_R1", chief="4.n")
    r4 = R(st, "4")
    st.giants[r4] = 5
    st.settlers[E][r4] = 2
    st.rows[E] = ["H01"]
    solo.do_icon(st, "TEMPLE", [])
    assert st.slain[E] == [5] and st.giants[r4] == 0 and st.settlers[E][r4] == 0
    assert st.fury[1] == 1  # H card
    st.giants[R(st, "4")] = 3
    from game.vikings.solo import enemy_send_valkyrie
    enemy_send_valkyrie(st, "P", [])
    assert st.valk[E][4] == r4 and st.slain[E] == [5, 3]
    enemy_send_valkyrie(st, "P", [])
    assert st.valk[E][5] == -1  # never two in one Region


def test_solo_full_era_alternates_turns():
    from game.vikings import new_game
    st = new_game(1, 4, {})
    st.apply(0, st.legal_actions(0)[0])  # starting Boat
    assert st.round_label() == "Era 1 · Draft"
    while st.phase == "draft":
        st.apply(0, st.legal_actions(0)[0])
    assert len(st.hands[0]) == 4
    while st.era == 1:
        st.apply(0, st.legal_actions(0)[-1])
    assert st.eturns == 4 and st.hturns == 4 and st.phase == "draft" and st.era == 2


def test_tie_on_favor_end_is_the_humans_choice():
    st = solo_state(chief="N.edge")  # x 3: both ends equally near
    favor_row(st, 0, ["FV01", "FV02"])
    favor_row(st, 1, ["FV07"])
    give(st, H, "F01")
    park(st, H)
    st.eicons = [[2, 3]]  # the rules file's E1 Steel track space 3: BATTLE+1
    st.stack.append({"k": "eicons"})
    st.run([])
    assert st.legal_actions(H) == [("tie", "left"), ("tie", "right")]
    do(st, H, ("tie", "right"))
    assert st.battle["favor"] == "FV02" and st.battle["bonus"] == 1


def test_tie_on_sail_target():
    st = solo_state(chief="N.ccw")  # the P islands NE and SW are both 3 steps away
    st.ded.update({"D1": 2, "D2": 2, "D3": 2})  # the raided Village goes to D4 (Harvest 3)
    give(st, H, "F01")
    on_top(st, "P01")  # Solveig, Sail 3
    enemy_turn(st, H)
    assert sorted(st.legal_actions(H)) == [("tie", "NE"), ("tie", "SW")]
    do(st, H, ("tie", "SW"))
    assert st.chief_dock == "SW.cw" and st.ded["D4"] == 1
    # rune action (PP met: card + SW) is DRAW_REPLACE -> mat P: Harvest 2; then Harvest 3 from D4;
    # Food passes space 2 -> SETTLER on SW; Wood passes 2 -> HUNT (no docked human Boat)
    assert st.res[E] == [2, 2, 1]
    assert st.settlers[E][R(st, "SW")] == 4


def test_every_enemy_mat_plays_a_whole_game():
    from vikings_helpers import check_invariants

    from game.core import Rng
    from game.vikings import new_game
    for i, m in enumerate(D.ENEMY_MATS):
        st = new_game(1, 20 + i, {"expansion": "ragnarok" if m.startswith("R") else "none", "enemy_mat": m})
        assert st.emat == m
        rng = Rng(i)
        steps = 0
        while not st.is_over():
            check_invariants(st)
            legal = st.legal_actions(0)
            st.apply(0, legal[rng.below(len(legal))])
            steps += 1
            assert steps < 20000  # a solo game always ends (enemy ties replay, never loop)
        from game.vikings.scoring import score_clan
        assert st.enemy_score() == score_clan(st, E)["total"]
        if st.scores()[0] > st.enemy_score():
            assert st.winners() == [0]
        elif st.scores()[0] < st.enemy_score():
            assert st.winners() == []


def test_enemy_ties_in_views_and_determinized_states():
    """At a tie decision the drawn card is already public; a view or a determinised
    state replays the enemy step with the human's answer (no endless asking)."""
    from game.core import Rng
    from game.vikings import new_game
    seen = 0
    for seed in range(12):
        st = new_game(1, seed, {"expansion": "ragnarok" if seed % 2 else "none"})
        rng = Rng(seed)
        steps = 0
        while not st.is_over():
            steps += 1
            assert steps < 20000
            legal = st.legal_actions(0)
            if st.stack[-1]["k"] == "etie":
                # each answer is kept: a replayed step asks only about a later tie
                assert len(st.stack[-2].get("ans", [])) <= 30
                seen += 1
                for a in legal:
                    for base in (st.view(0), st.view(0).determinize(Rng(seed))):
                        d = base.clone()
                        d.apply(0, a)
                        for _ in range(12):
                            if d.is_over():
                                break
                            if d.stack[-1]["k"] == "etie":
                                assert len(d.stack[-2].get("ans", [])) <= 30
                            lg = d.legal_actions(0)
                            d.apply(0, lg[rng.below(len(lg))])
            st.apply(0, legal[rng.below(len(legal))])
    assert seen > 0


# a mat of the tests' own (the real mats' values are tuned): Chieftain Sail 1, FERRY at Wood 5
TEST_MAT = ("Test Clan", 1, {5: "FERRY"}, {}, {}, {"F": ("HARV2",), "H": ("HARV2",), "P": ("HARV2",)})


def test_enemy_wild_leader_rune_is_fixed_at_the_start_of_its_turn():
    """B12: a wild Leader card reads the rune of the Chieftain Boat's Region at the start of
    that turn; it keeps it when the boat moves. Other wild cards (a Battle-row card) are not
    covered by B12 and stay wild (any one rune, A6.1)."""
    from game.vikings.active_runes import active_runes
    st = solo_state(ragnarok=True, mat="SPEC_R1", chief="4.n")
    st.rows[E] = ["VK1"]
    st.ewild = ["VK1", "H"]  # played while the boat was at Region 4 (H)
    assert active_runes(st, E) == [0, 1, 0, 0]
    st.chief_dock = "2AB.s"  # the boat moved on: the card still reads H
    assert active_runes(st, E) == [0, 1, 0, 0]
    assert solo.card_rune(st, "VK1") == "H"
    st.erow_b = ["VK2"]  # a wild Battle-row card (face up): a wild rune
    assert active_runes(st, E) == [0, 1, 0, 1]
    # read where it is needed (B12: the boat's Region; border dock, 2 cards played: even -> 2B, P)
    assert solo.card_rune(st, "VK2") == "P"


def test_enemy_wild_rune_in_the_rows_does_not_follow_the_boat(monkeypatch):
    """The wild Leader card played last turn (boat at Region 4, H) still counts as H in a
    later turn's rune requirement after the boat moved to an F Region: Sigrid's HH is met."""
    monkeypatch.setitem(D.ENEMY_MATS, "TEST", TEST_MAT)
    st = solo_state(ragnarok=True, mat="TEST", chief="4.n")
    give(st, H, "F01", "F02")  # the human still has cards: the era goes on
    on_top(st, "VK3", "H09")  # Geirahod (W, Harvest 3); then Sigrid (H, Build 1; HH: Harvest 2)
    enemy_turn(st, H)
    assert st.rows[E] == ["VK3"]
    st.chief_dock = "2A.w"  # (as a HUNT would) Region 2A, rune F
    ev = enemy_turn(st, H)
    assert st.rows[E] == ["VK3", "H09"]
    assert [x for x in ev if x["t"] == "rune_action"], "HH met by Sigrid and Geirahod (H)"
    assert st.ewild == ["VK3", "H"]


def test_enemy_dedicated_sail_uses_the_rune_fixed_at_the_start_of_the_turn(monkeypatch):
    """A Village raided by a FERRY during the turn of a wild Leader card is dedicated to a
    Sail (D1); that Sail targets the rune the card read at the start of the turn (P, boat
    at 2B.e), not the rune of the Region the ferry brought the boat to (5, F)."""
    monkeypatch.setitem(D.ENEMY_MATS, "TEST", TEST_MAT)
    st = solo_state(ragnarok=True, mat="TEST", chief="2B.e")
    st.res[E] = [4, 0, 0]
    st.villages = {"5.n"}  # the only Village on the map
    give(st, H, "F01")
    on_top(st, "VK3")  # Geirahod: Harvest 3 (Wood 4 -> 5: FERRY); V1 not met
    ev = enemy_turn(st, H)
    sails = [x for x in ev if x["t"] == "chief_sail"]
    assert sails[0]["to"] == "5.n" and st.ded["D1"] == 1  # ferried to 5.n, raided, dedicated
    # Sail 3 toward the other P Region (2B is P; the boat is at 5 now): back across to 2B.e;
    # read from Region 5 (F) it would have gone on to 2A
    assert st.chief_dock == "2B.e" and st.settlers[E][R(st, "2B")] == 3
    assert st.settlers[E][R(st, "2A")] == 0


def test_enemy_valkyrie_slay_after_a_lost_battle_feeds_the_battle_cards_god():
    """B12: a Valkyrie the enemy sends after losing a battle slays the Giant there; the god of
    the enemy's *current* card gains 1 Fury: that is the losing battle card (F), not the last
    card of its Leader Row (H01)."""
    st = solo_state(ragnarok=True, mat="SPEC_R1", chief="4.n")
    r4 = R(st, "4")
    st.giants[r4] = 5
    st.settlers[E][r4] = 2
    st.smat[E] = D.SETTLERS - 2
    st.rows[E] = ["H01"]
    favor_row(st, 0, ["FV01"])
    favor_row(st, 1, ["FV07"])
    on_top(st, "F12")  # the enemy joins with Olaf (F, 2)
    give(st, H, "F10", "F01")
    st.res[H] = [0, 0, 2]
    st.eturns = D.HAND_SIZE[1]  # the enemy has no turn left this era: the human plays on
    start_turn(st, H)
    ev = do(st, H, ("battle", "F10"), ("favor", 1, "left"))
    assert st.favors[H] == ["FV07"] and st.stack[-1]["k"] == "play" and st.to_act() == [H]
    assert st.valk[E][0] == r4 and st.slain[E] == [5] and st.giants[r4] == 0
    assert st.settlers[E][r4] == 0 and st.smat[E] == D.SETTLERS
    slay_fury = [x for x in ev if x["t"] == "fury" and x["why"] == "slay"]
    assert [x["god"] for x in slay_fury] == ["frigg"]
    # Frigg (F): +1 slay, +1 battle loss; Odin (H): +1 only for the enemy taking Region 4's H rune
    assert st.fury == [2, 1, 0] and st.ctrl[r4] == E
