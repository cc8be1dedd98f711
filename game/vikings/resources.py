"""Resources (A2.1): raising and lowering the Wood, Food and Steel tracks, paying costs;
the icons the solo enemy passes on its mat's tracks are queued (A14.6)."""

from __future__ import annotations

from . import data as D

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
