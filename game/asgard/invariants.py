"""What must hold in every Asgard state, between any two steps: `check(state)` lists the
violations (empty when all hold). Run by the seeded playouts of tests/asgard and by
`main.py arena --check-invariants`.

- discs: each player's 11 influence discs in exactly one place (the order tile, in
  front, the row, prayer/temple/support spaces, the Asgard area, battle spaces, victory
  areas, the centre, home); no count negative;
- pieces conserved: stones (per colour), seals (reserve, players, gods' seal spaces),
  recruits (reserve, out of the game, players, gods, Ragnarök worlds, Valhalla), god
  tiles, population tiles, weapon, magic and legendary weapon tiles, temples, Asgard
  tiles, battle tiles;
- scores: every score equals the sum of its sources;
- power tiles held by a seat or on the board; player-order tiles a permutation; the
  round 0-5; world 7 holds at most one battle disc and no player holds both sides of a
  world;
- a seat that must act has a legal action, without repeats.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import data as D
from .data import is_god


def check(st: Any) -> list[str]:
    """Every broken invariant of state `st`, in words (empty when all hold)."""
    out: list[str] = []
    n = st.n
    _discs(st, n, out)
    _pieces(st, n, out)
    _tiles(st, n, out)
    for s in range(n):
        if st.score[s] != sum(st.src[s].values()):
            out.append(f"seat {s} scores {st.score[s]}, its sources sum to {sum(st.src[s].values())}")
    if st.thor not in range(-1, n) or st.tyr not in range(-1, n):
        out.append(f"power tiles held by seats {st.thor} (Thor), {st.tyr} (Týr)")
    if sorted(st.order) != list(range(1, n + 1)):
        out.append(f"player-order tiles {st.order}")
    if not 0 <= st.rnd <= D.ROUNDS:
        out.append(f"round {st.rnd} out of 0-{D.ROUNDS}")
    if min(st.battle[6]) >= 0:
        out.append("world 7 holds two battle discs")
    for i, b in enumerate(st.battle):
        if b[0] >= 0 and b[0] == b[1]:
            out.append(f"seat {b[0]} holds both sides of world {i + 1}")
    for seat in st.to_act():
        legal = st.legal_actions(seat)
        if not legal:
            out.append(f"seat {seat} must act on {st.stack[-1][0]!r} and has no legal action")
        elif len(set(legal)) != len(legal):
            out.append(f"seat {seat} has repeated legal actions {legal}")
    return out


def _discs(st: Any, n: int, out: list[str]) -> None:
    for s in range(n):
        row = sum(1 for c in st.row if c >> s & 1)
        spaces = st.space.count(s) + st.temple.count(s) + sum(sp.count(s) for sp in st.support)
        battle = sum(b.count(s) for b in st.battle)
        vic = sum(v[s] for v in st.victory)
        total = 1 + st.front[s] + row + spaces + st.asg[s] + battle + vic + st.centre[s] + st.home[s]
        if total != D.DISCS_PER_PLAYER:
            out.append(f"seat {s} has {total} discs, not {D.DISCS_PER_PLAYER}")
        for what, x in (("in front", st.front[s]), ("in Asgard", st.asg[s]), ("in the centre", st.centre[s]),
                        ("at home", st.home[s]), ("in victory areas", vic)):
            if x < 0:
                out.append(f"seat {s} has {x} discs {what}")


def _pieces(st: Any, n: int, out: list[str]) -> None:
    coloured, white = D.STONES_PER_COLOUR[n]
    for c in range(7):
        held = [st.stones[s][c] for s in range(n)]
        if min(held) < 0 or st.stone_res[c] < 0:
            out.append(f"negative {D.STONE_NAMES[c]} stones")
        if st.stone_res[c] + sum(held) != (white if c == D.WHITE_STONE else coloured):
            out.append(f"{D.STONE_NAMES[c]} stones not conserved: {st.stone_res[c] + sum(held)}")
    for side in (0, 1):
        gods = sum(st.god_seal[g] for g in range(10) if D.GOD_SIDE[g] == side)
        held = [st.seals[s][side] for s in range(n)]
        if min(held) < 0 or st.seal_res[side] < 0:
            out.append(f"negative {D.SIDE_NAMES[side]} seals")
        if st.seal_res[side] + sum(held) + gods != D.SEALS_PER_SIDE[n]:
            out.append(f"{D.SIDE_NAMES[side]} seals not conserved: {st.seal_res[side] + sum(held) + gods}")
    for t in range(3):
        parts = [st.rec_res[t], st.rec_out[t]] + [st.rec[s][t] for s in range(n)]
        parts += [st.god_rec[g][t] for g in range(10)] + [r[t] for r in st.rag_rec]
        if t < 2:
            parts.append(st.valhalla[t])
        if min(parts) < 0:
            out.append(f"negative {D.RECRUIT_NAMES[t]}s: {parts}")
        if sum(parts) != D.RECRUIT_TOTAL[t]:
            out.append(f"{D.RECRUIT_NAMES[t]}s not conserved: {sum(parts)} of {D.RECRUIT_TOTAL[t]}")


def _tiles(st: Any, n: int, out: list[str]) -> None:
    tiles: Counter = Counter()
    for g in range(10):
        tiles.update(st.god_stack[g])
    tiles.update(st.god_out)
    for pair in st.slot:
        tiles.update(c for c in pair if is_god(c))
    if tiles != Counter(D.god_tile(g, x) for g in range(10) for x in D.GOD_TILES[g]):
        out.append("god tiles not conserved")
    pops = [abs(c) for pair in st.slot for c in pair if c and not is_god(c)]
    pops += [p for h in st.pop_held for p in h] + st.pop_disc + list(st.pop_setup)
    if sorted(pops) != list(range(1, 17)):
        out.append(f"population tiles not conserved: {sorted(pops)}")
    items = [it for k in st.rag_items for it in k]
    w = st.w_stack + [x for h in st.w_held for x in h] + [it[2] for it in items if it[1] == D.WEAPON]
    m = st.m_stack + [x for h in st.m_held for x in h] + [it[2] for it in items if it[1] == D.MAGIC]
    if sorted(w) != sorted(D.WEAPONS):
        out.append(f"weapon tiles not conserved: {sorted(w)}")
    if sorted(m) != sorted(D.MAGICS):
        out.append(f"magic tiles not conserved: {sorted(m)}")
    lw = st.lw_stack[0] + st.lw_stack[1] + st.lw_shown[0] + st.lw_shown[1] + [x for x in st.rag_lw if x]
    if sorted(lw) != sorted(D.LEGENDARY[0] + D.LEGENDARY[1]):
        out.append(f"legendary weapons not conserved: {sorted(lw)}")
    temples = [t for s in st.temple_stack for t in s] + [t for h in st.temples for t in h]
    if sorted(temples) != list(range(24)):
        out.append("temple tiles not conserved")
    ats = st.at_stack + [abs(x) for x in st.at_row if x] + st.at_disc
    if sorted(ats) != sorted(D.AT_BY_PLAYERS[n]):
        out.append(f"Asgard tiles not conserved: {sorted(ats)}")
    for k, v in enumerate(D.BATTLE_VALUES):
        held = sum(h.count(v) for h in st.bt_held)
        if st.bt_stack[k] < 0 or st.bt_stack[k] + held != D.BATTLE_COUNTS[n][k]:
            out.append(f"{v}-point battle tiles not conserved")
