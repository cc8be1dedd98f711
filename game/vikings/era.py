"""Setup (A4, A13, A14.1, B2), the era structure (A5): draft, turns with their three
steps, dedication (A10), cleanup and the Chieftain Marker."""

from __future__ import annotations

from game.core import Draft, Rng, left_of

from . import data as D
from .actions import can_do, push_effect
from .active_runes import req_met
from .battle import can_start_or_join, play_face_down
from .board import board
from .docks import dock_free
from .fury import add_fury
from .influence import check_control
from .moves import (
    BATTLE,
    DECLINE,
    DEDICATE,
    JOIN,
    LEAD,
    LEADER,
    PASS,
    PICK,
    RECALL,
    RUNE,
    SKIP,
    SLAY_WITH,
    TO_DOCK,
)
from .ragnarok import giants_cool_fury, slay_regions
from .rune_actions import can_rune
from .state import MACHINE, VikingsState
from .table import draw_card

NEUTRAL_DUMMY = "--"


def new_game(num_players: int, seed: int, options: dict | None = None) -> VikingsState:
    options = options or {}
    exp = options.get("expansion", "none")
    if exp not in ("none", "ragnarok"):
        raise ValueError(f"expansion must be none or ragnarok, not {exp!r}")
    if not 1 <= num_players <= 4:
        raise ValueError("Tiny Epic Vikings is played by 1 to 4 players")
    rag = exp == "ragnarok"
    # enemy_mat (solo): "random" (E1 in the base game, one of R1-R4 with Ragnarok) or a mat id
    emat = options.get("enemy_mat", "random")
    if emat != "random" and emat not in D.ENEMY_MATS:
        raise ValueError(f"enemy_mat must be random or one of {', '.join(D.ENEMY_MATS)}, not {emat!r}")
    st = VikingsState.__new__(VikingsState)
    st.rng = Rng(seed)
    st.n = num_players
    st.ragnarok = rag
    st.solo = num_players == 1
    st.mapid = D.map_for(num_players, rag)
    st._board = board(st.mapid)
    b = st._board
    nr = len(b.regions)
    st.enemy = 1 if st.solo else -1
    st.neutral = 2 if num_players == 2 else -1
    st.nclans = num_players + (1 if num_players <= 2 else 0)
    nc = st.nclans
    st.settlers = [[0] * nr for _ in range(nc)]
    st.temples = [[0] * nr for _ in range(nc)]
    st.smat = [D.SETTLERS] * nc
    st.tmat = [D.TEMPLES] * nc
    st.boats = [[None] * D.BOATS for _ in range(nc)]
    st.valk = [[-1] * (6 if c == st.enemy else 3) if rag and c != st.neutral else [] for c in range(nc)]
    st.slain = [[] for _ in range(nc)]
    st.res = [list(D.START_RES) if c < num_players else [0, 0, 0] for c in range(nc)]
    st.favors = [[] for _ in range(nc)]
    st.rows = [[] for _ in range(nc)]
    st.hands = [[] for _ in range(num_players)]
    st.ctrl = [-1] * nr
    st.vheld = [0] * nc
    st.villages = set(b.village_docks)
    # Favor rows
    favs = list(D.FAVORS)
    st.rng.shuffle(favs)
    k = D.FAVOR_ROW_SIZE[num_players]
    st.frows = [[[i, favs[i]] for i in range(k)], [[i, favs[k + i]] for i in range(k)]]
    st.fhome = {favs[r * k + i]: [r, i] for r in (0, 1) for i in range(k)}
    # Gods and Fury markers
    pool = list(D.BASE_GODS + (D.RAGNAROK_GODS if rag else ()))
    st.rng.shuffle(pool)
    st.gods = pool[:3]
    runes = list(D.RUNES)
    st.rng.shuffle(runes)
    st.god_rune = runes
    st.fury = [0, 0, 0]
    st.ded = {s: 0 for s in D.DEDICATIONS}
    for g in st.gods:
        st.ded[g] = 0
    st.deck = list(D.BASE_CARDS + (D.RAGNAROK_CARDS if rag else ()))
    st.rng.shuffle(st.deck)
    st.discard = []
    st.ndown = []  # indices in discard of face-down cards (the 2-player neutral's discards)
    st.invaders = []
    st.down = []
    st.erow_b = []
    if rag:
        gv = list(D.GIANT_VALUES)
        st.rng.shuffle(gv)
        st.giants = gv[:nr]
    else:
        st.giants = [0] * nr
    st.battle = None
    st.era = 1
    st.phase = "boats"
    st.over = False
    st.viewer = -1
    st.play_no = 0
    st.last_play = [-1] * nc
    st.cur = 0
    st.draft = None
    st.dmap = []
    st.piles = []
    st.pile_turn = 0
    st.eturns = 0
    st.hturns = 0
    st.emaxed = [0, 0, 0]
    st.eicons = []
    st.eraided = []
    st.ewild = []  # solo: [card, rune, ...] the rune each wild Leader card of the enemy reads (B12)
    st.chief_dock = None
    st.emat = ""
    st.stack = []
    st._legal = None
    st.answers = []
    st.answers_used = 0
    st._cc = None  # check_control's last inputs (influence.py)
    if st.neutral >= 0:
        nt = st.neutral
        st.smat[nt] = 0
        st.tmat[nt] = 0
        for r in b.outer:
            st.temples[nt][r] = 1
            st.settlers[nt][r] = 2
            st.ctrl[r] = nt
    if st.solo:
        if emat == "random":
            st.emat = st.rng.choice(D.RAGNAROK_ENEMY_MATS) if rag else D.BASE_ENEMY_MAT
        else:
            st.emat = emat
        st.chief_dock = st.rng.choice(b.solo_start)
        st.chief = 0
    else:
        st.chief = st.rng.below(num_players)
    st.first_chief = st.chief
    st.chief_start = st.chief_dock
    # reverse turn order boat placement: push clockwise so the last player acts first
    st.stack.append({"k": "start_era"})
    for c in [left_of(st.chief, num_players, i) for i in range(num_players)]:
        st.stack.append({"k": "place_boat", "c": c})
    st.run([])
    return st


def _pb_legal(st, f) -> list:
    return [TO_DOCK[d] for d in st._board.docks if dock_free(st, d)]


@MACHINE.decision("place_boat", _pb_legal)
def _pb_apply(st, f, a, ev) -> None:
    st.stack.pop()
    c = f["c"]
    st.boats[c][0] = a.dock
    ev.append({"t": "place_boat", "seat": c, "dock": a.dock})


# ------------------------------------------------------------------------ draft
@MACHINE.step("start_era")
def _start_era(st, f, ev) -> None:
    st.phase = "draft"
    hs = D.HAND_SIZE[st.era]
    ev.append({"t": "era", "era": st.era})
    if st.solo:
        st.piles = [_deal(st, hs), _deal(st, hs)]
        st.pile_turn = 0
        st.stack.append({"k": "solo_draft", "c": 0})
        return
    if st.n == 2:
        packs = [_deal(st, hs), _deal(st, hs - 1) + [NEUTRAL_DUMMY], _deal(st, hs)]
        st.dmap = [0, -1, 1]
    else:
        packs = [_deal(st, hs) for _ in range(st.n)]
        st.dmap = list(range(st.n))
    st.draft = Draft(packs, D.PASS_DIR[st.era])
    _neutral_picks(st)


def _deal(st, k: int) -> list:
    out = []
    for _ in range(k):
        x = draw_card(st)
        if x is not None:
            out.append(x)
    return out


def _neutral_picks(st) -> None:
    """The 2-player neutral seat discards one card at random of what it received."""
    if -1 not in st.dmap:
        return
    pos = st.dmap.index(-1)
    dr = st.draft
    while dr is not None and pos in dr.to_act():
        pack = dr.packs[pos]
        card = NEUTRAL_DUMMY if NEUTRAL_DUMMY in pack else st.rng.choice(sorted(pack))
        dr.pick(pos, card)
        if card != NEUTRAL_DUMMY:
            st.ndown.append(len(st.discard))  # face down: nobody sees which card it was
            st.discard.append(card)


def _draft_legal(st, f) -> list:
    """The simultaneous draft has no frame on the stack: the state asks with the frame
    {"k": "draft", "c": seat} of the seat that picks."""
    return [PICK[c] for c in sorted(st.draft.choices(st.dmap.index(f["c"])), key=str)]


@MACHINE.decision("draft", _draft_legal)
def _draft_apply(st, f, a, ev) -> None:
    draft_pick(st, f["c"], a.card, ev)


def draft_pick(st, seat: int, card, ev: list) -> None:
    dr = st.draft
    dr.pick(st.dmap.index(seat), card)
    ev.append({"t": "pick", "seat": seat})
    _neutral_picks(st)
    if dr.done:
        for pos, seat_ in enumerate(st.dmap):
            if seat_ >= 0:
                st.hands[seat_] = list(dr.picked[pos])
        st.discard.extend(x for x in dr.leftover if x != NEUTRAL_DUMMY)
        st.draft = None
        st.dmap = []
        _begin_actions(st, ev)


def _sd_legal(st, f) -> list:
    return [PICK[x] for x in st.piles[st.pile_turn]]


@MACHINE.decision("solo_draft", _sd_legal)
def _sd_apply(st, f, a, ev) -> None:
    st.piles[st.pile_turn].remove(a.card)
    st.hands[0].append(a.card)
    ev.append({"t": "pick", "seat": 0})
    st.pile_turn = 1 - st.pile_turn
    if len(st.hands[0]) >= D.HAND_SIZE[st.era] or not st.piles[st.pile_turn]:
        st.stack.pop()
        for p in st.piles:
            st.discard.extend(p)
        st.piles = []
        _begin_actions(st, ev)


def _begin_actions(st, ev: list) -> None:
    st.phase = "actions"
    st.eturns = 0
    st.hturns = 0
    st.stack.append({"k": "turn", "c": -1, "who": st.chief})


# ------------------------------------------------------------------------ turns
@MACHINE.step("turn")
def _turn(st, f, ev) -> None:
    c = f["who"]
    st.cur = c
    ev.append({"t": "turn", "seat": c})
    st.stack.append({"k": "endturn", "c": -1, "who": c})
    st.stack.append({"k": "dedicate", "c": c})
    st.stack.append({"k": "play", "c": c, "force": 0})
    bt = st.battle
    if bt is not None and st.solo and bt["starter"] == st.enemy:
        st.stack.append({"k": "sjoin", "c": c})
    elif bt is not None and bt["starter"] == c:
        st.stack.append({"k": "bresolve"})


@MACHINE.step("control")
def _control(st, f, ev) -> None:
    check_control(st, ev)


def _recalls(st, c: int) -> list:
    return [RECALL[st._board.regions[r]] for r, n in enumerate(st.settlers[c]) if n > 0]


def _do_recall(st, c: int, region: str, ev: list) -> None:
    r = st._board.ridx[region]
    st.settlers[c][r] -= 1
    st.smat[c] += 1
    ev.append({"t": "recall", "seat": c, "region": region})
    check_control(st, ev)


def _sj_legal(st, f) -> list:
    return [JOIN, DECLINE]


@MACHINE.decision("sjoin", _sj_legal)
def _sj_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "join":
        st.stack[-1]["force"] = 1
    else:
        ev.append({"t": "decline", "seat": f["c"]})
        st.stack.append({"k": "bresolve"})


def _play_legal(st, f) -> list:
    c = f["c"]
    hand = st.hands[c]
    seen = []
    for x in hand:
        if x not in seen:
            seen.append(x)
    if f["force"]:
        return [BATTLE[x] for x in seen]
    fight = can_start_or_join(st, c)
    out = []
    slay = None
    if st.ragnarok:
        slay = slay_regions
    for x in seen:
        out.append(LEAD[x])
        if fight:
            out.append(BATTLE[x])
        if slay is not None and slay(st, c, x):
            out.append(SLAY_WITH[x])
    return out + _recalls(st, c)


@MACHINE.decision("play", _play_legal)
def _play_apply(st, f, a, ev) -> None:
    c = f["c"]
    kind = a.kind
    if kind == "recall":
        _do_recall(st, c, a.region, ev)
        return
    st.stack.pop()
    card = a.card
    st.hands[c].remove(card)
    st.last_play[c] = st.play_no
    st.play_no += 1
    if c == 0:
        st.hturns += 1
    if kind == "battle":
        play_face_down(st, c, card, ev)
        return
    st.rows[c].append(card)
    ev.append({"t": "play", "seat": c, "card": card, "mode": kind})
    if kind == "slay":
        st.stack.append({"k": "control"})
        st.stack.append({"k": "slay", "c": c, "card": card, "region": ""})
        return
    st.stack.append({"k": "control"})
    st.stack.append({"k": "rune", "c": c, "card": card, "force": 0})
    st.stack.append({"k": "control"})
    st.stack.append({"k": "leader", "c": c, "card": card})


def _leader_legal(st, f) -> list:
    code = D.CARDS[f["card"]][4]
    return [LEADER, SKIP] if can_do(st, f["c"], code) else []


@MACHINE.decision("leader", _leader_legal)
def _leader_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "leader":
        _n, _r, _s, _st, code, n, _req, _ra, _arg = D.CARDS[f["card"]]
        ev.append({"t": "leader", "seat": f["c"], "card": f["card"], "action": code, "n": n})
        push_effect(st, f["c"], code, n, 0, ev, f["card"])


def _rune_legal(st, f) -> list:
    c = f["c"]
    card = f["card"]
    _n, _r, _s, _st, _lc, _ln, req, code, _arg = D.CARDS[card]
    if not f["force"] and not req_met(st, c, req):
        return []
    if code == "ENTER_BATTLE":
        return [RUNE, SKIP] if can_rune(st, c, code) and card in st.rows[c] else []
    return [RUNE, SKIP] if can_do(st, c, code) else []


@MACHINE.decision("rune", _rune_legal)
def _rune_apply(st, f, a, ev) -> None:
    st.stack.pop()
    if a.kind == "rune":
        _n, _r, _s, _st, _lc, _ln, _req, code, arg = D.CARDS[f["card"]]
        rev = {"t": "rune_action", "seat": f["c"], "card": f["card"], "action": code}
        if isinstance(arg, int) and not isinstance(arg, bool):
            rev["n"] = arg
        if code != "ENTER_BATTLE":  # logged when the card really joins (rune_actions.py, "enter")
            ev.append(rev)
        push_effect(st, f["c"], code, arg if isinstance(arg, int) else 0, arg, ev, f["card"])


# --------------------------------------------------------------------- dedicate
def cap(st) -> int:
    return D.SOLO_DEDICATION_CAP if st.solo else st.n


def _ded_legal(st, f) -> list:
    c = f["c"]
    if st.vheld[c] <= 0:
        return []
    k = cap(st)
    out = [DEDICATE[s] for s in D.DEDICATIONS if st.ded[s] < k] + \
          [DEDICATE[g] for g in st.gods if st.ded[g] < k]
    if not out:
        return []
    return out + [PASS] + _recalls(st, c)


@MACHINE.decision("dedicate", _ded_legal)
def _ded_apply(st, f, a, ev) -> None:
    c = f["c"]
    kind = a.kind
    if kind == "recall":
        _do_recall(st, c, a.region, ev)
        return
    st.stack.pop()
    if kind == "pass":
        return
    slot = a.slot
    st.vheld[c] -= 1
    st.ded[slot] += 1
    ev.append({"t": "dedicate", "seat": c, "slot": slot})
    st.stack.append({"k": "control"})
    if slot in D.DEDICATIONS:
        _name, code, n = D.DEDICATIONS[slot]
        push_effect(st, c, code, n, 0, ev)
    else:
        add_fury(st, st.gods.index(slot), D.GOD_DEDICATION_FURY, ev, "dedication")


# ---------------------------------------------------------------------- endturn
@MACHINE.step("endturn")
def _endturn(st, f, ev) -> None:
    c = f["who"]
    if st.solo:
        hs = D.HAND_SIZE[st.era]
        if c == 0 and st.eturns < hs:
            st.stack.append({"k": "eturn"})
            return
        if st.hands[0]:
            st.stack.append({"k": "turn", "c": -1, "who": 0})
            return
        if st.eturns < hs:
            st.stack.append({"k": "eturn"})
            return
        _era_end(st)
        return
    for i in range(1, st.n + 1):
        nxt = left_of(c, st.n, i)
        if st.hands[nxt]:
            st.stack.append({"k": "turn", "c": -1, "who": nxt})
            return
    _era_end(st)


def _era_end(st) -> None:
    st.stack.append({"k": "cleanup"})
    if st.battle is not None:
        st.stack.append({"k": "bresolve"})


@MACHINE.step("cleanup")
def _cleanup(st, f, ev) -> None:
    ev.append({"t": "cleanup", "era": st.era})
    if st.ragnarok:
        giants_cool_fury(st, ev)
    if st.era >= D.ERAS:
        st.over = True
        st.phase = "over"
        ev.append({"t": "game_over", "scores": st.scores()})
        return
    for c in st.clans():
        st.discard.extend(st.rows[c])
        st.rows[c] = []
    st.discard.extend(st.erow_b)
    st.erow_b = []
    st.ewild = []
    st.down = []
    st.era += 1
    if not st.solo:
        counts = [sum(1 for h in st.ctrl if h == c) for c in st.players()]
        best = max(counts)
        tied = [c for c in st.players() if counts[c] == best]
        st.chief = max(tied, key=lambda c: st.last_play[c])
    st.last_play = [-1] * st.nclans
    ev.append({"t": "chieftain", "seat": st.chief})
    st.stack.append({"k": "start_era"})
