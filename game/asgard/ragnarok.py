"""Ragnarök (rules section 10): battle points, clearing, supporters under god tiles,
legendary weapons under populations, recruit split, Valhalla draft, face-down weapon
and magic tiles, world-by-world resolution with magic effects."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import moves as M
from .data import MAGIC, WEAPON, is_god, recruit_strength
from .state import MACHINE, decision, side_value


def god_tiles(st: Any, g: int) -> list[int]:
    """Slot keys k = 2*world_index + side holding a tile of god g in worlds 1-7."""
    side = D.GOD_SIDE[g]
    out = []
    for i in range(D.NUM_WORLDS):
        c = st.slot[i][side]
        if is_god(c) and D.tile_god(c) == g:
            out.append(2 * i + side)
    return out


def split_recruits(groups: int, nums: list[int], rec: list[int]) -> list[list[int]]:
    """Rules 10.5: giants round-robin by printed number, then each warrior to the
    currently weakest group (lowest printed number on a tie). Returns [w, o, g] per tile
    in the order of `nums` (printed numbers)."""
    order = sorted(range(groups), key=lambda j: (nums[j], j))
    out = [[0, 0, 0] for _ in range(groups)]
    for k in range(rec[2]):
        out[order[k % groups]][2] += 1
    for t in (0, 1):
        for _ in range(rec[t]):
            j = min(order, key=lambda x: (recruit_strength(out[x]), nums[x], x))
            out[j][t] += 1
    return out


@MACHINE.step("rag")
def _rag(st: Any, f: list) -> None:
    st.stack.pop()
    st.phase = "ragnarok"
    st.emit("ragnarok")
    # 1. battle tiles
    for s in range(st.n):
        vp = sum(st.bt_held[s])
        if vp:
            st.gain(s, vp, "battle tiles")
            st.emit("btilevp", seat=s, vp=vp)
    # 2. clear
    for s in range(st.n):
        k = st.centre[s] + sum(st.victory[i][s] for i in range(D.NUM_WORLDS))
        st.centre[s] = 0
        for i in range(D.NUM_WORLDS):
            st.victory[i][s] = 0
        st.home[s] += k
    for side in (0, 1):
        st.lw_stack[side] += st.lw_shown[side]
        st.lw_shown[side] = []
        st.rng.shuffle(st.lw_stack[side])
    for u in (D.LIGHT_UNDERWORLD, D.DARK_UNDERWORLD):
        side = u - D.LIGHT_UNDERWORLD
        c = st.slot[u][side]
        if is_god(c):
            st.god_out.append(c)
        elif c:
            st.pop_disc.append(abs(c))
        st.slot[u][side] = 0
    # 3. supporters
    for g in range(10):
        discs = [s for s in st.support[g] if s >= 0]
        for k in god_tiles(st, g):
            st.rag_disc[k] = discs[:]
            if discs:
                st.emit("ragsup", god=g, w=k // 2 + 1, seats=discs[:])
    # 4. populations, world 7 down to 1
    for i in range(D.NUM_WORLDS - 1, -1, -1):
        lc, dc = st.slot[i]
        if lc and dc and not is_god(lc) and not is_god(dc):
            st.pop_disc.append(abs(lc))
            st.pop_disc.append(abs(dc))
            st.slot[i] = [0, 0]
            st.emit("popsleave", w=i + 1)
        elif is_god(lc) != is_god(dc) and lc and dc:
            side = 1 if is_god(lc) else 0
            if st.lw_stack[side]:
                st.rag_lw[i] = st.lw_stack[side].pop()
                st.emit("raglw", w=i + 1, side=side)
    # 5. recruits
    for g in range(10):
        rec = st.god_rec[g]
        keys = god_tiles(st, g)
        if not keys:
            for t in range(3):
                st.rec_out[t] += rec[t]
            if sum(rec):
                st.emit("recleave", god=g, n=sum(rec))
        else:
            nums = [D.tile_num(st.slot[k // 2][k % 2]) for k in keys]
            parts = split_recruits(len(keys), nums, rec)
            for k, part in zip(keys, parts):
                for t in range(3):
                    st.rag_rec[k][t] += part[t]
        st.god_rec[g] = [0, 0, 0]
    st.last = -1
    st.push(["valhalla", -1], ["wm", -1], ["ragresolve", -1])


def _light_tiles_with(st: Any, seat: int) -> list[int]:
    return [2 * i for i in range(D.NUM_WORLDS) if seat in st.rag_disc[2 * i] and is_god(st.slot[i][0])]


def _tiles_with(st: Any, seat: int) -> list[int]:
    return [k for k in range(2 * D.NUM_WORLDS) if seat in st.rag_disc[k] and is_god(st.slot[k // 2][k % 2])]


# --- 6. Valhalla draft ------------------------------------------------------------------------
def _drafts(st: Any, seat: int) -> bool:
    return not st.rag_pass[seat] and bool(_light_tiles_with(st, seat))


@MACHINE.step("valhalla")
def _valhalla(st: Any, f: list) -> None:
    if not (st.valhalla[0] + st.valhalla[1]):
        st.stack.pop()
        st.last = -1
        return
    seat = st.next_actor(_drafts)
    if seat < 0:
        st.stack.pop()
        st.last = -1
        return
    st.last = seat
    st.stack.append(["vdraft", seat])


def _vdraft_legal(st: Any, f: list, seat: int) -> list:
    out = [M.PASS]
    for t in (0, 1):
        if st.valhalla[t]:
            table = M.WARRIOR_TO[t]
            for k in _light_tiles_with(st, seat):
                out.append(table[k // 2 + 1])
    return out


@decision("vdraft", _vdraft_legal)
def _vdraft_act(st: Any, f: list, seat: int, a: M.WarriorToWorld | M.Pass) -> None:
    st.stack.pop()
    if type(a) is M.Pass:
        st.rag_pass[seat] = 1
        st.emit("vpass", seat=seat)
        return
    t = D.RECRUIT_INDEX[a.recruit]
    st.valhalla[t] -= 1
    st.rag_rec[2 * (a.world - 1)][t] += 1
    st.emit("vdraft", seat=seat, r=t, w=a.world)


# --- 7. weapon and magic tiles ---------------------------------------------------------------------
def _places(st: Any, seat: int) -> bool:
    return bool(st.w_held[seat] or st.m_held[seat]) and bool(_tiles_with(st, seat))


@MACHINE.step("wm")
def _wm(st: Any, f: list) -> None:
    seat = st.next_actor(_places)
    if seat < 0:
        st.stack.pop()
        return
    st.last = seat
    st.stack.append(["wmplace", seat])


def _wm_legal(st: Any, f: list, seat: int) -> list:
    tiles = [("weapon", v) for v in sorted(set(st.w_held[seat]))]
    tiles += [("magic", D.MAGIC_KEYS[m]) for m in sorted(set(st.m_held[seat])) if m >= 0]
    out = []
    table = M.RAG_TILE
    for k in _tiles_with(st, seat):
        for kind, v in tiles:
            key = (kind, v, k // 2 + 1, D.SIDE_KEYS[k % 2])
            # an unknown weapon (HIDDEN) is only in another seat's view
            out.append(table.get(key) or tuple.__new__(M.PlaceRagnarokTile, ("place",) + key))
    return out


@decision("wmplace", _wm_legal)
def _wm_act(st: Any, f: list, seat: int, a: M.PlaceRagnarokTile) -> None:
    st.stack.pop()
    k = 2 * (a.world - 1) + D.SIDE_KEYS.index(a.side)
    if a.kind == "weapon":
        st.w_held[seat].remove(a.value)
        st.rag_items[k].append([seat, WEAPON, a.value])
    else:
        m = D.MAGIC_INDEX[a.value]
        st.m_held[seat].remove(m)
        st.rag_items[k].append([seat, MAGIC, m])
    st.emit("wmplace", seat=seat, w=a.world, side=k % 2)


# --- 8. resolution ------------------------------------------------------------------------------
@MACHINE.step("ragresolve")
def _ragresolve(st: Any, f: list) -> None:
    st.stack.pop()
    for i in range(D.NUM_WORLDS):
        lc, dc = st.slot[i]
        if not (is_god(lc) or is_god(dc)):
            continue
        lv, dv = side_value(st, i, 0), side_value(st, i, 1)
        if lv == dv:
            st.emit("ragworld", w=i + 1, light=lv, dark=dv, res="tie")
            continue
        side = 0 if lv > dv else 1
        c = st.slot[i][side]
        if not is_god(c):
            st.emit("ragworld", w=i + 1, light=lv, dark=dv, res="pop")
            continue
        st.emit("ragworld", w=i + 1, light=lv, dark=dv, res="god", god=D.tile_god(c))
        g = D.tile_god(c)
        k = 2 * i + side
        discs = st.rag_disc[k]
        vp1, vp2 = D.GOD_SUPPORT_VP[g]
        if len(discs) == 1:
            st.gain(discs[0], vp1 + vp2, "Ragnarök support")
            st.emit("support_vp", seat=discs[0], god=g, vp=vp1 + vp2, w=i + 1)
        elif len(discs) >= 2:
            st.gain(discs[0], vp1, "Ragnarök support")
            st.gain(discs[1], vp2, "Ragnarök support")
            st.emit("support_vp", seat=discs[0], god=g, vp=vp1, w=i + 1)
            st.emit("support_vp", seat=discs[1], god=g, vp=vp2, w=i + 1)
        magic = [it[2] for it in st.rag_items[k] if it[1] == MAGIC]
        if discs and D.TOP_BONUS in magic:
            st.gain(discs[0], D.MAGIC_BONUS_VP, "magic bonus")
            st.emit("magic_vp", seat=discs[0], vp=D.MAGIC_BONUS_VP, w=i + 1)
        if len(discs) >= 2 and D.BOTTOM_BONUS in magic:
            st.gain(discs[-1], D.MAGIC_BONUS_VP, "magic bonus")
            st.emit("magic_vp", seat=discs[-1], vp=D.MAGIC_BONUS_VP, w=i + 1)
