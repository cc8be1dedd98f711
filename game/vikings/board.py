"""Map geometry derived once from the tables of `data.py`: regions, docks, fjords,
adjacency (ferry routes and Land Borders), shore steps for the solo Chieftain Boat."""

from __future__ import annotations

from collections import deque

from .data import MAPS


class Board:
    __slots__ = ("id", "name", "regions", "ridx", "rune", "island", "rclass", "row", "rx",
                 "docks", "dock_regions", "dock_fjord", "dock_route", "dock_x", "village_docks",
                 "fjords", "fjord_adj", "region_adj", "region_docks", "fjord_docks", "shore_adj",
                 "island_shore", "solo_start", "outer", "borders", "dock_island", "step_dist", "rune_i",
                 "near", "paths")

    def __init__(self, mid: str) -> None:
        m = MAPS[mid]
        self.id = mid
        self.name = m["name"]
        self.regions = tuple(m["regions"])
        self.ridx = {r: i for i, r in enumerate(self.regions)}
        self.rune = tuple(m["regions"][r][5] for r in self.regions)
        self.rune_i = tuple("FHP".index(x) for x in self.rune)  # rune as 0..2 (F, H, P)
        self.island = tuple(m["regions"][r][1] for r in self.regions)
        self.rclass = tuple(m["regions"][r][2] for r in self.regions)
        self.row = tuple(m["regions"][r][3] for r in self.regions)
        self.rx = tuple(m["regions"][r][4] for r in self.regions)
        self.docks = tuple(m["docks"])
        self.dock_regions = {d: tuple(self.ridx[r] for r in v[0]) for d, v in m["docks"].items()}
        self.dock_fjord = {d: v[1] for d, v in m["docks"].items()}
        self.dock_route = {d: v[2] for d, v in m["docks"].items()}
        self.dock_x = {d: v[4] for d, v in m["docks"].items()}
        self.village_docks = tuple(d for d, v in m["docks"].items() if v[3])
        self.fjords = tuple(m["fjords"])
        self.fjord_adj = {f: tuple(a) for f, a in m["fjords"].items()}
        self.fjord_docks = {f: tuple(d for d in self.docks if self.dock_fjord[d] == f) for f in self.fjords}
        self.region_docks = tuple(tuple(d for d in self.docks if i in self.dock_regions[d])
                                  for i in range(len(self.regions)))
        self.dock_island = {d: self.island[self.dock_regions[d][0]] for d in self.docks}
        adj: list[set] = [set() for _ in self.regions]
        for d, to in self.dock_route.items():
            if to:
                for a in self.dock_regions[d]:
                    for b in self.dock_regions[to]:
                        if a != b:
                            adj[a].add(b)
                            adj[b].add(a)
        self.borders = tuple((self.ridx[a], self.ridx[b]) for a, b in m["borders"])
        for a, b in self.borders:
            adj[a].add(b)
            adj[b].add(a)
        self.region_adj = tuple(tuple(sorted(s)) for s in adj)
        sh: dict[str, set] = {d: set() for d in self.docks}
        self.island_shore = {k: tuple(v) for k, v in m["shore"].items()}
        for cyc in m["shore"].values():
            k = len(cyc)
            for i, d in enumerate(cyc):
                sh[d].add(cyc[(i + 1) % k])
                sh[d].add(cyc[(i - 1) % k])
        for d, to in self.dock_route.items():
            if to:
                sh[d].add(to)
        self.shore_adj = {d: tuple(sorted(s, key=self.docks.index)) for d, s in sh.items()}
        self.solo_start = tuple(m["solo_start"])
        self.outer = tuple(self.ridx[r] for r in m["outer"])
        # from every Dock: shore/ferry steps to every Dock, the breadth-first tree of the
        # solo Chieftain Boat's paths, and per Region its nearest Dock; all built here, so
        # a shared Board is never written while games are played
        self.step_dist: dict[str, dict] = {}
        self.paths: dict[str, dict] = {}
        self.near: dict[str, list] = {}
        for start in self.docks:
            dist, prev = self._breadth_first(start)
            self.step_dist[start] = dist
            self.paths[start] = prev
            self.near[start] = [min((dist[d], d) for d in rd) if rd and all(d in dist for d in rd) else None
                                for rd in self.region_docks]

    def _breadth_first(self, start: str) -> tuple[dict, dict]:
        """Steps from `start` to every Dock it reaches, and each Dock's predecessor on the
        first shortest path found (neighbours in table order)."""
        dist = {start: 0}
        prev: dict = {start: None}
        q = deque([start])
        while q:
            d = q.popleft()
            for e in self.shore_adj[d]:
                if e not in dist:
                    dist[e] = dist[d] + 1
                    prev[e] = d
                    q.append(e)
        return dist, prev

    def dock_steps(self, start: str) -> dict:
        """Shortest number of shore/ferry steps from `start` to every dock (solo enemy)."""
        return self.step_dist[start]

    def nearest(self, start: str) -> list:
        """Per region, (steps, dock) of its nearest dock from `start` (see solo.enemy_sail);
        None for a Region without a Dock reached from `start`."""
        return self.near[start]

    def path(self, start: str, goal: str) -> list:
        """One shortest dock path from start to goal (excluding start), first in table order."""
        prev = self.paths[start]
        if goal not in prev:
            return []
        out = []
        d = goal
        while d != start:
            out.append(d)
            d = prev[d]
        out.reverse()
        return out

    def fjord_regions(self, f: str) -> list:
        """The regions a fjord is named after (it has no printed name), by index: those
        whose Docks open on it, or for a fjord with no Dock (a crossing of straits) those
        of the fjords around it."""
        regs = sorted({i for d, g in self.dock_fjord.items() if g == f for i in self.dock_regions[d]})
        if not regs:
            regs = sorted({i for d, g in self.dock_fjord.items() if g in self.fjord_adj[f]
                           for i in self.dock_regions[d]})
        return regs


_BOARDS: dict[str, Board] = {mid: Board(mid) for mid in MAPS}  # built once, never changed


def board(mid: str) -> Board:
    """The geometry of map `mid` (one shared, read-only Board per map of data.py)."""
    b = _BOARDS.get(mid)
    return b if b is not None else Board(mid)
