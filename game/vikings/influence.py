"""Influence (A11): each clan's influence in a Region, boots on the ground, and island
control: taking unclaimed runes, stealing runes, returning runes to their island."""

from __future__ import annotations

from . import data as D
from .docks import docked
from .fury import add_fury, god_of


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


def valks_in(st, c: int, r: int) -> int:
    return st.valk[c].count(r)


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
