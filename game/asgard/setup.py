"""Setup for 2-4 players (rules section 5)."""

from __future__ import annotations

from game.core import Rng

from . import data as D
from .state import AsgardState


def new_state(num_players: int, seed: int) -> AsgardState:
    n = num_players
    if n not in (2, 3, 4):
        raise ValueError("Asgard is played by 2 to 4 players")
    st = AsgardState.blank()
    rng = Rng(seed)
    st.rng = rng
    st.n = n
    st.rnd = 0
    st.phase = "setup"
    st.steps = 0
    st.thor = st.tyr = -1
    st.last = -1
    st.viewer = -1
    nums = list(range(1, n + 1))
    rng.shuffle(nums)
    st.order = nums
    st.first_order = nums[:]
    st.score = [0] * n
    st.src = [{} for _ in range(n)]
    # stones
    coloured, white = D.STONES_PER_COLOUR[n]
    st.stone_res = [coloured] * 6 + [white]
    st.stones = [[0] * 7 for _ in range(n)]
    # seals
    total = D.SEALS_PER_SIDE[n]
    st.god_seal = [1 if D.GOD_RISES[g] == 1 else 0 for g in range(10)]
    lit = sum(st.god_seal[g] for g in range(10) if D.GOD_SIDE[g] == 0)
    drk = sum(st.god_seal[g] for g in range(10) if D.GOD_SIDE[g] == 1)
    st.seal_res = [total - lit, total - drk]
    st.seals = [[0, 0] for _ in range(n)]
    # recruits
    st.god_rec = [list(r) for r in D.GOD_SETUP_RECRUITS]
    st.valhalla = list(D.VALHALLA_SETUP)
    on_board = [sum(r[t] for r in st.god_rec) + (st.valhalla[t] if t < 2 else 0) for t in range(3)]
    st.rec_res = [D.RECRUIT_TOTAL[t] - on_board[t] for t in range(3)]
    st.rec = [[0, 0, 0] for _ in range(n)]
    st.rec_out = [0, 0, 0]
    # discs
    st.front = [D.DISCS_IN_FRONT] * n
    st.row = [(1 << n) - 1] * D.ROW_COLS
    st.space = [-1] * len(D.SPACES)
    st.temple = [-1] * 10
    st.support = [[-1, -1] for _ in range(10)]
    st.asg = [0] * n
    st.battle = [[-1, -1] for _ in range(D.NUM_WORLDS)]
    st.victory = [[0] * n for _ in range(D.NUM_WORLDS)]
    st.centre = [0] * n
    st.home = [0] * n
    # weapons and magic
    st.w_stack = list(D.WEAPONS)
    st.m_stack = list(D.MAGICS)
    rng.shuffle(st.w_stack)
    rng.shuffle(st.m_stack)
    st.w_held = [[] for _ in range(n)]
    st.m_held = [[] for _ in range(n)]
    # population
    closed = D.CLOSED_WORLDS[n]
    st.closed = [1 if (i + 1) in closed else 0 for i in range(D.NUM_WORLDS)]
    light = list(range(1, 9))
    dark = list(range(9, 17))
    rng.shuffle(light)
    rng.shuffle(dark)
    k = D.POP_DISCARD[n]
    st.pop_setup = sorted(light[:k] + dark[:k])
    light, dark = light[k:], dark[k:]
    st.slot = [[0, 0] for _ in range(9)]
    for i in range(D.NUM_WORLDS):
        if not st.closed[i]:
            st.slot[i] = [light.pop(), dark.pop()]
    st.slot[D.LIGHT_UNDERWORLD][0] = light.pop()
    st.slot[D.DARK_UNDERWORLD][1] = dark.pop()
    assert not light and not dark
    st.pop_held = [[] for _ in range(n)]
    st.pop_disc = []
    # god tiles
    st.god_stack = []
    for g in range(10):
        tiles = [D.god_tile(g, x) for x in D.GOD_TILES[g]]
        rng.shuffle(tiles)
        st.god_stack.append(tiles)
    st.god_out = []
    # temples
    st.temple_stack = []
    for k in range(4):
        ids = list(range(6 * k, 6 * k + 6))
        rng.shuffle(ids)
        st.temple_stack.append(ids)
    st.temples = [[] for _ in range(n)]
    # battle tiles
    st.bt_stack = list(D.BATTLE_COUNTS[n])
    st.bt_held = [[] for _ in range(n)]
    # legendary weapons
    st.lw_stack = [list(D.LEGENDARY[0]), list(D.LEGENDARY[1])]
    rng.shuffle(st.lw_stack[0])
    rng.shuffle(st.lw_stack[1])
    st.lw_shown = [[], []]
    # Asgard tiles
    st.at_stack = list(D.AT_BY_PLAYERS[n])
    rng.shuffle(st.at_stack)
    st.at_row = [st.at_stack.pop() for _ in range(D.ROW_SIZE[n])]
    st.at_disc = []
    # phase bookkeeping
    st.sel = [[] for _ in range(n)]
    st.need = [0] * n
    st.revealed = [[] for _ in range(n)]
    st.rag_disc = [[] for _ in range(2 * D.NUM_WORLDS)]
    st.rag_rec = [[0, 0, 0] for _ in range(2 * D.NUM_WORLDS)]
    st.rag_items = [[] for _ in range(2 * D.NUM_WORLDS)]
    st.rag_lw = [0] * D.NUM_WORLDS
    st.rag_pass = [0] * n
    st.stack = [["game", -1, 0]]
    pickers = [st.seat_of(num) for num in D.START_PICKERS[n]]
    st.push(*[["startpick", s, 7] for s in pickers])
    st.phase = "setup"
    st.ev = []
    st.advance()
    return st
