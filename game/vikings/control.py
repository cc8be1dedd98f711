"""Influence, boots on the ground, island control and rune stealing, Attack Settlers,
Fury, active runes and rune requirements, resources (A2.1, A6.1, A6.3, A11)."""

from __future__ import annotations

from . import data as D


def god_of(st, rune: str) -> int:
    """Index (0..2) of the god holding the Fury marker of `rune`."""
    return st.god_rune.index(rune)


def add_fury(st, g: int, amount: int, ev: list, why: str = "") -> None:
    old = st.fury[g]
    st.fury[g] = max(0, old + amount)
    if st.fury[g] != old:
        ev.append({"t": "fury", "god": st.gods[g], "from": old, "to": st.fury[g], "why": why})


def docked(st, c: int, r: int) -> int:
    """Number of c's Boats on Docks of region r (the solo Chieftain Boat included)."""
    n = 0
    rd = st._board.region_docks[r]
    for loc in st.boats[c]:
        if loc is not None and loc in rd:
            n += 1
    if c == st.enemy and st.chief_dock is not None and st.chief_dock in rd:
        n += 1
    return n


def valks_in(st, c: int, r: int) -> int:
    return st.valk[c].count(r)


def influence(st, c: int, r: int) -> int:
    v = st.settlers[c][r] * D.INFL_SETTLER + st.temples[c][r] * D.INFL_TEMPLE
    rd = st._board.region_docks[r]
    for loc in st.boats[c]:
        if loc is not None and loc in rd:
            v += D.INFL_BOAT  # docked(), inlined
    if c == st.enemy and st.chief_dock is not None and st.chief_dock in rd:
        v += D.INFL_BOAT
    vk = st.valk[c]
    if vk:
        v += vk.count(r) * D.INFL_VALK
    return v


def boots(st, c: int, r: int) -> bool:
    return st.settlers[c][r] > 0 or st.temples[c][r] > 0 or c in _valk_owners(st, r)


def _valk_owners(st, r: int) -> tuple:
    if not st.ragnarok:
        return ()
    return tuple(c for c in st.clans() if r in st.valk[c])


def has_unit(st, c: int, r: int) -> bool:
    """A Settler, Temple, Valkyrie or docked Boat of c in region r (SMITE, RAID_FREE)."""
    return boots(st, c, r) or docked(st, c, r) > 0


def region_id(st, r: int) -> str:
    return st._board.regions[r]


def _influence_rows(st) -> list:
    """influence[c][r] for every clan and region."""
    dr = st._board.dock_regions
    enemy = st.enemy
    chief = st.chief_dock
    ib = D.INFL_BOAT
    iv = D.INFL_VALK
    it = D.INFL_TEMPLE
    infl = []
    temples = st.temples
    boats = st.boats
    valk = st.valk
    c = 0
    for s in st.settlers:
        row = s[:]
        r = 0
        for t in temples[c]:
            if t:
                row[r] += it * t
            r += 1
        for loc in boats[c]:
            if loc is not None:
                rs = dr.get(loc)
                if rs:
                    for r in rs:
                        row[r] += ib
        if c == enemy and chief is not None:
            for r in dr[chief]:
                row[r] += ib
        for v in valk[c]:
            if v >= 0:
                row[v] += iv
        infl.append(row)
        c += 1
    return infl


def influence_table(st) -> tuple:
    """(influence[c][r], boots[c][r]) for every clan and region, in one pass."""
    infl = _influence_rows(st)
    bts = []
    for c, s in enumerate(st.settlers):
        bt = [a > 0 or b > 0 for a, b in zip(s, st.temples[c])]
        for v in st.valk[c]:
            if v >= 0:
                bt[v] = True
        bts.append(bt)
    return infl, bts


def check_control(st, ev: list) -> None:
    """A11: take unclaimed runes, steal runes, return runes to their island.

    `st._cc` holds the inputs of check_control as they stood when its last call on this
    state (or on the state it was cloned from) ended. check_control is idempotent (a second
    call on the result changes nothing: a taker ends with strictly the most influence among
    the clans that could contest it, a rune returned had no contender), and its decisions
    depend only on these fields, so a call whose inputs equal them is a no-op and is
    skipped. Compared by value (copies are stored, never changed)."""
    m = st._cc
    if (m is not None and m[0] is st._board and m[1] == st.chief_dock and m[2] == st.enemy
            and m[3] == st.neutral and m[4] == st.ctrl and m[5] == st.settlers and m[6] == st.temples
            and m[7] == st.boats and m[8] == st.valk):
        return
    if st.nclans == 2 and st.neutral < 0:
        _check_control_2(st, ev, _influence_rows(st))
    else:
        _check_control(st, ev)
    cp = list.copy
    st._cc = (st._board, st.chief_dock, st.enemy, st.neutral, st.ctrl[:], list(map(cp, st.settlers)),
                list(map(cp, st.temples)), list(map(cp, st.boats)), list(map(cp, st.valk)))


def _check_control(st, ev: list) -> None:
    nc = st.nclans
    neutral = st.neutral
    table = _influence_rows(st)
    settlers = st.settlers
    temples = st.temples
    valk = st.valk
    ctrl = st.ctrl
    clans = range(nc)
    for r, holder in enumerate(ctrl):
        if holder < 0:
            # unclaimed: a clan with boots and strictly more than every other clan
            best, who, ties = -1, -1, 0
            for c in clans:
                v = table[c][r]
                if v > best:
                    best, who, ties = v, c, 0
                elif v == best:
                    ties += 1
            if (best > 0 and not ties and who != neutral
                    and (settlers[who][r] > 0 or temples[who][r] > 0 or r in valk[who])):
                _take(st, who, r, -1, ev)
            continue
        h = table[holder][r]
        best, who, ties = h, -1, 0
        for c in clans:
            if c == holder or c == neutral:
                continue
            if not (settlers[c][r] > 0 or temples[c][r] > 0 or r in valk[c]):
                continue
            v = table[c][r]
            if v > best:
                best, who, ties = v, c, 0
            elif v == best and who >= 0:
                ties += 1
        if who >= 0 and not ties:
            _take(st, who, r, holder, ev)
        elif h == 0:
            ctrl[r] = -1
            ev.append({"t": "rune_back", "region": st._board.regions[r], "from": holder})


def _check_control_2(st, ev: list, table: list) -> None:
    """check_control for exactly two clans and no neutral clan (solo): the same decisions
    as the general loop, written out for two clans."""
    t0, t1 = table
    s0, s1 = st.settlers
    p0, p1 = st.temples
    v0, v1 = st.valk
    ctrl = st.ctrl
    for r, holder in enumerate(ctrl):
        a = t0[r]
        b = t1[r]
        if holder < 0:
            if a > b:
                if a > 0 and (s0[r] > 0 or p0[r] > 0 or r in v0):
                    _take(st, 0, r, -1, ev)
            elif b > a:
                if b > 0 and (s1[r] > 0 or p1[r] > 0 or r in v1):
                    _take(st, 1, r, -1, ev)
            continue
        if holder == 0:
            if b > a and (s1[r] > 0 or p1[r] > 0 or r in v1):
                _take(st, 1, r, 0, ev)
                continue
            h = a
        else:
            if a > b and (s0[r] > 0 or p0[r] > 0 or r in v0):
                _take(st, 0, r, holder, ev)
                continue
            h = b
        if h == 0:
            ctrl[r] = -1
            ev.append({"t": "rune_back", "region": st._board.regions[r], "from": holder})


def _take(st, c: int, r: int, frm: int, ev: list) -> None:
    st.ctrl[r] = c
    rune = st._board.rune[r]
    ev.append({"t": "rune_taken", "seat": c, "region": st._board.regions[r], "rune": rune, "from": frm})
    add_fury(st, god_of(st, rune), 1, ev, "rune")


def remove_settler(st, c: int, r: int, ev: list, why: str) -> None:
    st.settlers[c][r] -= 1
    if c != st.neutral:
        st.smat[c] += 1
    ev.append({"t": "settler_off", "seat": c, "region": st._board.regions[r], "why": why})


def attack(st, c: int, regions, ev: list) -> None:
    """A6.3 Attack Settlers, once per region that received Settlers of c."""
    done = set()
    for r in regions:
        if r in done:
            continue
        done.add(r)
        settlers = st.settlers
        mine = settlers[c][r]
        if mine <= 0:
            continue
        # c has strictly more Settlers here than every other clan: theirs are removed
        for o in range(st.nclans):
            if o != c and mine <= settlers[o][r]:
                break
        else:
            for o in range(st.nclans):
                if o != c and settlers[o][r] > 0:
                    remove_settler(st, o, r, ev, "attack")


def place_settler(st, c: int, r: int, ev: list, why: str) -> None:
    st.smat[c] -= 1
    st.settlers[c][r] += 1
    ev.append({"t": "settler_on", "seat": c, "region": st._board.regions[r], "why": why})


# --------------------------------------------------------------------------- runes
def card_runes(st, c: int) -> list:
    """Runes of the face-up Viking cards in c's row(s)."""
    out = [D.CARDS[x][1] for x in st.rows[c] if x not in st.down]
    if c == st.enemy:
        out += [D.CARDS[x][1] for x in st.erow_b if x not in st.down]
    return out


def active_runes(st, c: int) -> list:
    """[F, H, P, wild] counts of c's active runes."""
    a = [0, 0, 0, 0]
    ri = st._board.rune_i
    for r, holder in enumerate(st.ctrl):
        if holder == c:
            a[ri[r]] += 1
    enemy = c == st.enemy
    # card_runes(st, c), inlined
    down = st.down
    for x in st.rows[c]:
        if x not in down:
            k = _CARD_RI[x]
            if k == 3 and enemy:
                # B12: a wild card the enemy played as its Leader card reads the rune of the
                # Chieftain Boat's Region at the start of that turn (solo.enemy_act records it
                # in st.ewild); B12 says nothing of other wild cards: they stay wild (A6.1)
                w = st.ewild
                if x in w:
                    k = _RI[w[w.index(x) + 1]]
            a[k] += 1
    if enemy:
        for x in st.erow_b:
            if x not in down:
                a[_CARD_RI[x]] += 1
    return a


_CARD_RI = {card: "FHPW".index(v[1]) for card, v in D.CARDS.items()}  # card -> index of its rune
_RI = {"F": 0, "H": 1, "P": 2, "W": 3}


def valks_on_map(st, c: int) -> int:
    return sum(1 for x in st.valk[c] if x >= 0)


def req_met(st, c: int, req: str) -> bool:
    if req[0] == "V":
        return valks_on_map(st, c) >= int(req[1])
    if req[0] == "G":
        return len(st.slain[c]) >= int(req[1])
    a = active_runes(st, c)
    need = _REQ_NEED.get(req)
    if need is None:
        need = _req_need(req)
    deficit = 0
    for i in range(3):
        d = need[i] - a[i]
        if d > 0:
            deficit += d
    if deficit > a[3]:
        return False
    return sum(a) >= len(req)


def _req_need(req: str) -> tuple[int, int, int]:
    return req.count("F"), req.count("H"), req.count("P")


# the requirement string of every card -> its (F, H, P) counts (built once, never changed)
_REQ_NEED: dict[str, tuple] = {card[6]: _req_need(card[6]) for card in D.CARDS.values()}


def rune_count(st, c: int, rune: str) -> int:
    a = active_runes(st, c)
    return a["FHP".index(rune)] + a[3]


def strength(st, c: int, card: str, invaders: int = -1) -> int:
    """Battle Strength of `card` for clan c (A9.3; B7). `invaders` >= 0: Invader card
    with that many earlier Invader cards."""
    _n, _rune, (base, per, kind), *_ = D.CARDS[card]
    if invaders >= 0:
        if card in D.RAGNAROK_CARDS:
            return D.INVADER_FLAT_RAGNAROK
        if kind in ("F", "H", "P"):
            return base + per * invaders
        if kind in ("wood", "food", "steel"):
            return base + per * (invaders + 1)
        return base
    if kind == "":
        return base
    if kind in ("F", "H", "P"):
        return base + per * rune_count(st, c, kind)
    if kind in ("wood", "food", "steel"):
        return base + per * st.res[c][D.RES.index(kind)]
    if kind == "V":
        return base + per * valks_on_map(st, c)
    if kind == "V2":
        return 8 if valks_on_map(st, c) >= 2 else 2
    if kind == "G":
        return base + per * len(st.slain[c])
    raise ValueError(kind)


# ----------------------------------------------------------------------- resources
# enemy mat -> the icon spaces of its three tracks, in order (built once, never changed)
_ICON_SPACES: dict[str, tuple] = {m: tuple(tuple(sorted(v[2 + res])) for res in range(3))
                                  for m, v in D.ENEMY_MATS.items()}


def queue_icons(st, res: int, old: int, new: int) -> None:
    """Solo: queue the icons of the enemy mat's track `res` passed from `old` to `new`."""
    spaces = _ICON_SPACES.get(st.emat)
    for space in spaces[res] if spaces is not None else sorted(D.ENEMY_MATS[st.emat][2 + res]):
        if old < space <= new:
            st.eicons.append([res, space])


def gain(st, c: int, res: int, amount: int, ev: list, why: str = "") -> int:
    """Raise a track (capped at 7). For the solo enemy, passed icons are queued."""
    if c == st.neutral or amount <= 0:
        return 0
    old = st.res[c][res]
    if c == st.enemy and st.emaxed[res]:
        return 0
    new = old + amount
    if new > D.TRACK_MAX:
        new = D.TRACK_MAX
    st.res[c][res] = new
    if new != old:
        ev.append({"t": "gain", "seat": c, "res": D.RES[res], "n": new - old, "why": why})
    if c == st.enemy:
        if new > old:  # (a track that did not move passes no icon)
            queue_icons(st, res, old, new)
        if new >= D.TRACK_MAX:
            st.emaxed[res] = 1
    return new - old


def lose(st, c: int, res: int, amount: int, ev: list, why: str = "") -> int:
    if c == st.neutral:
        return 0
    n = min(amount, st.res[c][res])
    if n > 0:
        st.res[c][res] -= n
        ev.append({"t": "lose", "seat": c, "res": D.RES[res], "n": n, "why": why})
    return n


def can_pay(st, c: int, cost) -> bool:
    r = st.res[c]
    return r[0] >= cost[0] and r[1] >= cost[1] and r[2] >= cost[2]


def pay(st, c: int, cost, ev: list, why: str = "") -> None:
    for i in range(3):
        if cost[i]:
            st.res[c][i] -= cost[i]
    ev.append({"t": "pay", "seat": c, "cost": list(cost), "why": why})


def boat_on(st, dock: str):
    """(clan, boat index) of the Boat on `dock`, or None (Chieftain Boat not included)."""
    boats = st.boats
    for c in range(st.nclans):
        bl = boats[c]
        if dock in bl:
            return (c, bl.index(dock))
    return None


def dock_free(st, dock: str) -> bool:
    return boat_on(st, dock) is None and st.chief_dock != dock
