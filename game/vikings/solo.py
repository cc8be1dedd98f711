"""The solo enemy clan (A14; Ragnarok changes B12). Its turns are automatic, except
where its rules end in a tie that the human must break (DP20): the enemy step then
stops with `NeedChoice`, the state rolls back to the start of that step (see
`VikingsState.run`), the human picks (action ("tie", label)) and the step is replayed
with the recorded answers."""

from __future__ import annotations

from . import data as D
from .active_runes import req_met
from .docks import boat_on, dock_free
from .fury import add_fury, god_of
from .influence import check_control, influence
from .moves import TIE
from .resources import gain, lose
from .settlers import attack, place_settler, remove_settler
from .state import NeedChoice, applies, auto, decide
from .table import draw_card, take_from_row, take_village

ENEMY_ACTIONS = ("SAIL", "EXPL", "BUILD", "HARV")


def _label(st, x) -> str:
    if isinstance(x, tuple):
        x = x[0]
    if isinstance(x, int):
        return st._board.regions[x]
    return str(x)


def _pick(st, items: list, why: str = "tie"):
    """One of `items`; a tie among several is the human's choice (DP20)."""
    if len(items) == 1:
        return items[0]
    labels = [_label(st, x) for x in items]
    ans = st.answers
    if ans:
        got = ans.pop(0)
        if got in labels:
            st.answers_used += 1
            return items[labels.index(got)]
        ans.clear()  # a stale answer (should not happen): ask again from here
    raise NeedChoice(labels, why)


def mat(st) -> tuple:
    return D.ENEMY_MATS[st.emat]


def played_count(st) -> int:
    return len(st.rows[st.enemy]) + len(st.erow_b)


def odd_even(st, regions) -> int:
    """B12: odd number of played cards -> leftmost Region, even -> rightmost."""
    regions = list(regions)
    if len(regions) == 1:
        return regions[0]
    xs = [st._board.rx[r] for r in regions]
    want = min(xs) if played_count(st) % 2 == 1 else max(xs)
    return _pick(st, [r for r in regions if st._board.rx[r] == want], "region")


def chief_region(st) -> int:
    return odd_even(st, st._board.dock_regions[st.chief_dock])


def card_rune(st, card: str) -> str:
    """The rune of an enemy card. A wild (Valkyrie) card played as its Leader card keeps
    the rune it read at the start of that turn (st.ewild, B12); any other wild card (a
    battle card that lost) reads the Chieftain Boat's Region now (B12)."""
    rn = D.CARDS[card][1]
    if rn == "W":
        w = st.ewild
        if card in w:
            return w[w.index(card) + 1]
        return st._board.rune[chief_region(st)]
    return rn


def fix_leader_rune(st, card: str) -> None:
    """B12: a wild Leader card's rune is the rune of the Chieftain Boat's Region at the
    start of the enemy's turn; recorded so that later reads (rune requirement, a dedicated
    Sail, Fury) do not follow the boat."""
    if D.CARDS[card][1] == "W" and card not in st.ewild:
        st.ewild += [card, st._board.rune[chief_region(st)]]




@auto("eicons")
def resolve_icons(st, f, ev) -> None:
    guard = 0
    while st.eicons and not st.over:
        guard += 1
        if guard > 50:
            st.eicons = []
            break
        st.eicons.sort()
        res, space = st.eicons.pop(0)
        code = mat(st)[2 + res][space]
        ev.append({"t": "enemy_icon", "icon": code, "track": D.RES[res]})
        n0 = len(ev)
        do_icon(st, code, ev)
        if len(ev) == n0:
            ev.append({"t": "no_effect"})
        check_control(st, ev)
        if st.stack and st.stack[-1]["k"] == "ebattle_pending":
            break


def end_of_enemy_turn(st, ev: list) -> None:
    for i in range(3):
        if st.emaxed[i]:
            st.res[st.enemy][i] = 0
            st.emaxed[i] = 0
            ev.append({"t": "enemy_track_reset", "res": D.RES[i]})
            lose(st, 0, i, 1, ev, "enemy track")


# ------------------------------------------------------------------- enemy turn
@auto("eturn")
def enemy_turn(st, f, ev) -> None:
    """Draw the enemy's card into its Leader Row (final), then act (a step that may
    stop for a tie the human breaks)."""
    e = st.enemy
    st.cur = e
    st.eturns += 1
    card = draw_card(st)
    ev.append({"t": "turn", "seat": e})
    st.stack.append({"k": "endturn", "c": -1, "who": e})
    st.stack.append({"k": "eturn_end"})
    st.stack.append({"k": "eicons"})
    if card is None:
        return
    st.rows[e].append(card)
    st.last_play[e] = st.play_no
    st.play_no += 1
    st.eraided = []
    ev.append({"t": "play", "seat": e, "card": card, "mode": "lead"})
    st.stack.append({"k": "eact", "card": card})


@auto("eact")
def enemy_act(st, f, ev) -> None:
    e = st.enemy
    card = f["card"]
    fix_leader_rune(st, card)
    rune = card_rune(st, card)
    _n, _r, _s, _st, code, n, req, racode, arg = D.CARDS[card]
    ev.append({"t": "leader", "seat": e, "card": card, "action": code, "n": n})
    do_action(st, code, n, rune, ev)
    check_control(st, ev)
    if req_met(st, e, req):
        rev = {"t": "rune_action", "seat": e, "card": card, "action": racode}
        if isinstance(arg, int) and not isinstance(arg, bool) and arg:
            rev["n"] = arg
        if racode not in ENEMY_ACTIONS:
            rev["mat"] = list(mat(st)[5][rune])
        ev.append(rev)
        if racode in ENEMY_ACTIONS:
            do_action(st, racode, arg, rune, ev)
        else:
            mat_rune_action(st, rune, ev)
        check_control(st, ev)
    dedicate_raided(st, ev)
    resolve_icons(st, f, ev)  # in the same step: one snapshot for the whole turn


@auto("eturn_end")
def _eturn_end(st, f, ev) -> None:
    end_of_enemy_turn(st, ev)
    check_control(st, ev)


def do_action(st, code: str, n: int, rune: str, ev: list) -> None:
    if code == "SAIL":
        enemy_sail(st, n, rune, ev)
    elif code == "EXPL":
        enemy_explore(st, n, rune, ev)
    elif code == "BUILD":
        for _ in range(n):
            if st.tmat[st.enemy] > 0:
                icon_temple(st, ev)
            elif None in st.boats[st.enemy]:
                icon_boat(st, ev)
            else:
                gain(st, st.enemy, D.WOOD, 1, ev, "build")
    elif code == "HARV":
        enemy_harvest(st, n, ev)
    else:
        raise ValueError(code)


def mat_rune_action(st, rune: str, ev: list) -> None:
    for code in mat(st)[5][rune]:
        if code.startswith("HARV"):
            enemy_harvest(st, int(code[4:]), ev)
        else:
            do_icon(st, code, ev)


def dedicate_raided(st, ev: list) -> None:
    e = st.enemy
    guard = 0
    while st.eraided and guard < 20:
        guard += 1
        st.eraided.pop(0)
        open_ = [s for s in D.DEDICATIONS if st.ded[s] < D.SOLO_DEDICATION_CAP]
        if not open_:
            continue
        low = min(st.ded[s] for s in open_)
        slot = [s for s in open_ if st.ded[s] == low][0]
        st.vheld[e] -= 1
        st.ded[slot] += 1
        ev.append({"t": "dedicate", "seat": e, "slot": slot})
        _name, code, n = D.DEDICATIONS[slot]
        rune = card_rune(st, st.rows[e][-1]) if st.rows[e] else st._board.rune[chief_region(st)]
        do_action(st, "BUILD" if code == "BUILD_CHEAP" else code, n, rune, ev)
        check_control(st, ev)


# --------------------------------------------------------------------- the moves
def _undock_human(st, dock: str, ev: list) -> None:
    occ = boat_on(st, dock)
    if occ is not None and occ[0] != st.enemy:
        st.boats[occ[0]][occ[1]] = st._board.dock_fjord[dock]
        ev.append({"t": "bumped", "seat": occ[0], "from": dock, "to": st._board.dock_fjord[dock]})


def _enemy_raid(st, dock: str, ev: list) -> None:
    if dock in st.villages:
        take_village(st, st.enemy, dock, ev)
        st.eraided.append(dock)


def enemy_sail(st, n: int, rune: str, ev: list) -> None:
    b = st._board
    e = st.enemy
    start = st.chief_dock
    here = b.dock_regions[start]
    dist = b.dock_steps(start)
    near = b.nearest(start)
    best = None
    for r in range(len(b.regions)):
        if b.rune[r] != rune or r in here:
            continue
        dd = near[r]
        if dd is None:
            dd = near[r] = min((dist[d], d) for d in b.region_docks[r])
        key = (dd[0], influence(st, e, r))
        if best is None or key < best[0]:
            best = (key, [(r, dd[1])])
        elif key == best[0]:
            best[1].append((r, dd[1]))
    if best is None:
        return
    target, goal = _pick(st, best[1], "sail target")
    limit = n + mat(st)[1]
    path = b.path(start, goal)[:limit]
    if path:
        ev.append({"t": "chief_sail", "from": start, "to": path[-1], "via": list(path[:-1])})
    for d in path:
        st.chief_dock = d
        _undock_human(st, d, ev)
        _enemy_raid(st, d, ev)
    stop = st.chief_dock
    regs = b.dock_regions[stop]
    match = [r for r in regs if b.rune[r] == rune]
    r = match[0] if len(match) == 1 else odd_even(st, regs)
    for _ in range(n):
        if not _enemy_add_settler(st, r, ev, "deploy"):
            break
    attack(st, e, [r], ev)


def _enemy_add_settler(st, r: int, ev: list, why: str) -> bool:
    e = st.enemy
    if st.smat[e] <= 0:
        # the other Regions holding the most enemy Settlers, then the least human influence
        most = 0
        cands = []
        for x, k in enumerate(st.settlers[e]):
            if k > 0 and x != r:
                if k > most:
                    most = k
                    cands = [x]
                elif k == most:
                    cands.append(x)
        if not cands:
            return False
        if len(cands) > 1:
            infl = [influence(st, 0, x) for x in cands]
            least = min(infl)
            cands = [x for x, v in zip(cands, infl) if v == least]
        src = _pick(st, cands, "settler source")
        st.settlers[e][src] -= 1
        st.smat[e] += 1
        ev.append({"t": "settler_shift", "seat": e, "from": st._board.regions[src], "to": st._board.regions[r],
                   "why": why})
    place_settler(st, e, r, ev, why)
    return True


def enemy_explore(st, n: int, rune: str, ev: list) -> None:
    b = st._board
    e = st.enemy
    focus = chief_region(st)
    adj = list(b.region_adj[focus])
    cands = [r for r in adj if b.rune[r] == rune]
    if not cands:
        top = max(influence(st, 0, r) for r in adj)
        cands = [r for r in adj if influence(st, 0, r) == top]
    dst = _pick(st, cands, "explore target")
    moved = 0
    for _ in range(n):
        keep = 1 if st.ctrl[focus] == e else 0
        if st.settlers[e][focus] <= keep:
            break
        st.settlers[e][focus] -= 1
        st.settlers[e][dst] += 1
        moved += 1
    if moved:
        ev.append({"t": "explore", "seat": e, "from": b.regions[focus], "to": b.regions[dst], "n": moved})
        attack(st, e, [dst], ev)


def enemy_harvest(st, n: int, ev: list) -> None:
    e = st.enemy
    for i in range(n):
        gain(st, e, i % 3, 1, ev, "harvest")
    placed_boats = sum(1 for x in st.boats[e] if x is not None)
    gain(st, e, D.FOOD, placed_boats, ev, "harvest bonus")
    placed_temples = D.TEMPLES - st.tmat[e]
    for i in range(3):
        gain(st, e, i, placed_temples, ev, "harvest bonus")
    if st.ragnarok:
        for k, rune in enumerate(D.RUNES):
            if st.valk[e][2 * k] >= 0 and st.valk[e][2 * k + 1] >= 0:
                gain(st, e, D.VALKYRIE_HARVEST[rune], 1, ev, "valkyrie")


# ------------------------------------------------------------------------ icons
def do_icon(st, code: str, ev: list) -> None:
    if code == "FURY":
        icon_fury(st, ev)
    elif code == "HUNT":
        icon_hunt(st, ev)
    elif code == "FERRY":
        icon_ferry(st, ev)
    elif code == "SETTLER":
        r = chief_region(st)
        if _enemy_add_settler(st, r, ev, "icon"):
            attack(st, st.enemy, [r], ev)
    elif code == "BOAT":
        icon_boat(st, ev)
    elif code == "TEMPLE":
        icon_temple(st, ev)
    elif code.startswith("BATTLE+"):
        enemy_start_battle(st, int(code[7:]), ev)
    else:
        raise ValueError(code)


def icon_fury(st, ev: list) -> None:
    counts = {rn: 0 for rn in D.RUNES}
    for r, h in enumerate(st.ctrl):
        if h == st.enemy:
            counts[st._board.rune[r]] += 1
    top = max(counts.values())
    if top == 0:
        return
    for rn in D.RUNES:
        if counts[rn] == top:
            add_fury(st, god_of(st, rn), 1, ev, "enemy")


def icon_hunt(st, ev: list) -> None:
    dist = st._board.dock_steps(st.chief_dock)
    mine = [loc for loc in st.boats[0] if loc is not None and loc in st._board.dock_fjord]
    if not mine:
        return
    near = min(dist[d] for d in mine)
    d = _pick(st, sorted(x for x in mine if dist[x] == near), "hunted boat")
    ev.append({"t": "chief_sail", "from": st.chief_dock, "to": d})
    st.chief_dock = d
    _undock_human(st, d, ev)


def icon_ferry(st, ev: list) -> None:
    to = st._board.dock_route[st.chief_dock]
    if to is None:
        return
    ev.append({"t": "chief_sail", "from": st.chief_dock, "to": to})
    st.chief_dock = to
    _undock_human(st, to, ev)
    _enemy_raid(st, to, ev)
    dedicate_raided(st, ev)


def icon_boat(st, ev: list) -> None:
    e = st.enemy
    if None not in st.boats[e]:
        return
    d = st.chief_dock
    if boat_on(st, d) is not None:
        cyc = st._board.island_shore[st._board.dock_island[d]]
        i = cyc.index(d)
        d = None
        for k in range(1, len(cyc)):
            x = cyc[(i + k) % len(cyc)]
            if dock_free(st, x):
                d = x
                break
        if d is None:
            return
    st.boats[e][st.boats[e].index(None)] = d
    ev.append({"t": "build", "seat": e, "what": "boat", "at": d})


def icon_temple(st, ev: list) -> None:
    """A14.6 "Place a Temple" (the TEMPLE track icon, and each Build with a Temple on the
    mat, A14.3). With Ragnarok (B12) it slays the Giant of the Chieftain Boat's Region
    instead of placing a Temple."""
    e = st.enemy
    if st.ragnarok:
        r = chief_region(st)
        if st.giants[r] != 0:
            enemy_slay(st, r, ev)
            return
    if st.tmat[e] <= 0:
        return
    cands = [r for r in range(len(st._board.regions)) if st.settlers[e][r] > 0 and st.temples[e][r] == 0
             and not (st.ragnarok and st.giants[r] != 0)]
    if not cands:
        return
    most = max(st.settlers[e][r] for r in cands)
    r = _pick(st, [x for x in cands if st.settlers[e][x] == most], "temple island")
    st.tmat[e] -= 1
    st.temples[e][r] += 1
    ev.append({"t": "build", "seat": e, "what": "temple", "at": st._board.regions[r]})
    back = (st.settlers[e][r] + 1) // 2
    st.settlers[e][r] -= back
    st.smat[e] += back


def _current_card(st):
    """The card the enemy is resolving (B12 "current card"): its battle card while a battle
    is being resolved (e.g. a Valkyrie sent after a loss), else its latest Leader-row card."""
    bt = st.battle
    if bt is not None and bt.get("res"):
        for c, card in bt["parts"]:
            if c == st.enemy and card in D.CARDS:
                return card
    return st.rows[st.enemy][-1] if st.rows[st.enemy] else None


def enemy_slay(st, r: int, ev: list) -> None:
    e = st.enemy
    n = st.settlers[e][r]
    st.settlers[e][r] = 0
    st.smat[e] += n
    st.slain[e].append(st.giants[r])
    st.giants[r] = 0
    ev.append({"t": "slay", "seat": e, "region": st._board.regions[r]})
    card = _current_card(st)
    rune = card_rune(st, card) if card else st._board.rune[r]
    add_fury(st, god_of(st, rune), 1, ev, "slay")


# ----------------------------------------------------------------------- Valkyries (B12)
def enemy_send_valkyrie(st, rune: str, ev: list) -> None:
    """B12: the enemy sends a Valkyrie of that space to the Chieftain Boat's Region."""
    e = st.enemy
    r = chief_region(st)
    if r in st.valk[e]:
        return
    k = D.RUNES.index(rune)
    for slot in (2 * k, 2 * k + 1):
        if st.valk[e][slot] < 0:
            st.valk[e][slot] = r
            ev.append({"t": "valkyrie_sent", "seat": e, "rune": rune, "region": st._board.regions[r]})
            if st.giants[r]:
                enemy_slay(st, r, ev)
            check_control(st, ev)
            return


# ----------------------------------------------------------------------- battles
def _favor_end_for(st) -> tuple | None:
    b = st._board
    row = 0 if b.row[chief_region(st)] == "top" else 1
    if not st.frows[row]:
        row = 1 - row
        if not st.frows[row]:
            return None
    x = b.dock_x[st.chief_dock]
    mid = (D.FAVOR_ROW_X[0] + D.FAVOR_ROW_X[1]) / 2
    if len(st.frows[row]) == 1 or x < mid:
        end = "left"
    elif x > mid:
        end = "right"
    else:
        end = _pick(st, ["left", "right"], "favor end")
    return row, end


def enemy_start_battle(st, bonus: int, ev: list) -> None:
    if st.battle is not None:
        ev.append({"t": "enemy_no_battle", "why": "a battle is already in progress"})
        return
    pick = _favor_end_for(st)
    if pick is None:
        return
    card = draw_card(st)
    if card is None:
        return
    favor = take_from_row(st, pick[0], pick[1])
    st.erow_b.append(card)
    st.down.append(card)
    st.battle = {"favor": favor, "starter": st.enemy, "parts": [[st.enemy, card]], "bonus": bonus,
                 "lr": {}, "res": 0}
    ev.append({"t": "battle_start", "seat": st.enemy, "favor": favor, "bonus": bonus})


@auto("eloss")
def _enemy_loss(st, f, ev) -> None:
    card = f["card"]
    rune = card_rune(st, card)
    ev.append({"t": "enemy_loses", "rune": rune})
    mat_rune_action(st, rune, ev)
    if st.ragnarok:
        enemy_send_valkyrie(st, rune, ev)
    add_fury(st, god_of(st, rune), 1, ev, "battle")
    check_control(st, ev)


__all__ = ["remove_settler"]


@decide("etie")
def _tie_legal(st, f) -> list:
    return [TIE[x] for x in f["opts"]]


@applies("etie")
def _tie_apply(st, f, a, ev) -> None:
    st.stack.pop()
    st.stack[-1].setdefault("ans", []).append(a.label)
