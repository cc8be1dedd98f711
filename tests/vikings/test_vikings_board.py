"""The map tables and their geometry (game/vikings/data.py, board.py)."""

from __future__ import annotations

A, B, C = 0, 1, 2


def test_map_tables_are_consistent():
    from collections import Counter

    from game.vikings.board import board
    villages = {"A": 9, "B": 10, "RN13": 7, "RN4": 10}
    docks = {"A": 21, "B": 28, "RN13": 16, "RN4": 24}
    for mid in ("A", "B", "RN13", "RN4"):
        b = board(mid)
        assert len(b.village_docks) == villages[mid] and len(b.docks) == docks[mid]
        for d in b.docks:
            assert b.dock_fjord[d] in b.fjord_adj
            to = b.dock_route[d]
            if to:
                assert b.dock_route[to] == d
        for f, adj in b.fjord_adj.items():
            for g in adj:
                assert f in b.fjord_adj[g], (mid, f, g)
        seen = {b.fjords[0]}
        todo = [b.fjords[0]]
        while todo:
            for g in b.fjord_adj[todo.pop()]:
                if g not in seen:
                    seen.add(g)
                    todo.append(g)
        assert seen == set(b.fjords)
        for r, adj in enumerate(b.region_adj):
            for x in adj:
                assert r in b.region_adj[x]
        runes = Counter(b.rune)
        assert set(runes.values()) == ({2} if len(b.regions) == 6 else {3})
    rn = board("RN13")
    assert set(rn.region_adj[rn.ridx["4"]]) == {rn.ridx[x] for x in ("2A", "2B", "3", "5")}
    assert rn.dock_regions["2AB.s"] == (rn.ridx["2A"], rn.ridx["2B"])
