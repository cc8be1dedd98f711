"""What holds in every state of a game of Tiny Epic Vikings: `check(state)` lists what
does not (an empty list when all holds). The seeded playouts of tests/vikings call it
after every step, and so do the stateful tests and the arena's debug mode.

- pieces conserved: Settlers and Temples (map + clan mat), Boats (three per clan, each
  on a Dock or in a fjord, one per Dock), the Viking cards (deck, discard pile, hands,
  rows, draft, piles, Invaders), the Favor cards (rows + held + fought for), the Giants
  (on the map + slain), the Villages (on their Docks + raided + dedicated);
- tracks within their bounds: resources 0..7, Fury >= 0, Valkyries on a Region or home,
  dedication slots within their cap, the era 1..3;
- scores: each total is the sum of its sources;
- a game not over has somebody to act with a legal action, and island control agrees
  with influence when a card is to be played.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import data as D
from .influence import check_control, influence
from .scoring import score_all

NEUTRAL_DUMMY = "--"  # the 2-player neutral seat's placeholder card in the draft


def all_cards(st: Any) -> Counter:
    """Every Viking card of the game, wherever it is."""
    c = Counter(st.deck) + Counter(st.discard) + Counter(st.invaders) + Counter(st.erow_b)
    for h in st.hands:
        c += Counter(h)
    for r in st.rows:
        c += Counter(r)
    if st.draft is not None:
        for p in st.draft.packs:
            c += Counter(x for x in p if x != NEUTRAL_DUMMY)
        for pos, p in enumerate(st.draft.picked):
            if st.dmap[pos] >= 0:  # the neutral's picks are already discarded
                c += Counter(p)
        c += Counter(x for i, x in enumerate(st.draft.pending) if x is not None and st.dmap[i] >= 0)
        c += Counter(x for x in st.draft.leftover if x != NEUTRAL_DUMMY)
    for p in st.piles:
        c += Counter(p)
    return c


def check(st: Any) -> list[str]:
    """Every invariant that does not hold in `st` (see the module doc), in words."""
    out: list[str] = []

    def need(ok: bool, what: str) -> None:
        if not ok:
            out.append(what)

    b = st.b
    nr = len(b.regions)
    for c in st.clans():
        if c != st.neutral:
            need(st.smat[c] + sum(st.settlers[c]) == D.SETTLERS,
                 f"clan {c}: {st.smat[c]} Settlers on the mat + {sum(st.settlers[c])} on the map != {D.SETTLERS}")
            need(st.tmat[c] + sum(st.temples[c]) == D.TEMPLES,
                 f"clan {c}: {st.tmat[c]} Temples on the mat + {sum(st.temples[c])} on the map != {D.TEMPLES}")
        need(all(x >= 0 for x in st.settlers[c]) and st.smat[c] >= 0, f"clan {c}: a negative Settler count")
        need(all(x >= 0 for x in st.temples[c]) and st.tmat[c] >= 0, f"clan {c}: a negative Temple count")
        need(len(st.boats[c]) == D.BOATS, f"clan {c}: {len(st.boats[c])} Boats, not {D.BOATS}")
        for loc in st.boats[c]:
            need(loc is None or loc in b.dock_fjord or loc in b.fjord_adj, f"clan {c}: a Boat at {loc!r}")
        for x in st.res[c]:
            need(0 <= x <= D.TRACK_MAX, f"clan {c}: a resource track at {x}")
        need(st.vheld[c] >= 0, f"clan {c}: {st.vheld[c]} Villages held")
        for v in st.valk[c]:
            need(-1 <= v < nr, f"clan {c}: a Valkyrie on region {v}")
    docked = Counter(loc for c in st.clans() for loc in st.boats[c] if loc in b.dock_fjord)
    need(all(v == 1 for v in docked.values()), f"two Boats on one Dock: {dict(docked)}")
    need(st.chief_dock is None or st.chief_dock in b.dock_fjord, f"the Chieftain Boat at {st.chief_dock!r}")
    # Favor cards: rows + held + fought for (+ one being put back) == the two rows at set-up
    k = D.FAVOR_ROW_SIZE[st.n] * 2
    n_f = sum(len(r) for r in st.frows) + sum(len(f) for f in st.favors)
    if st.battle is not None and st.battle.get("favor"):
        n_f += 1
    top = st.stack[-1]["k"] if st.stack else ""
    if top == "fplace":
        n_f += 1
    need(n_f == k, f"{n_f} Favor cards, not {k}")
    if top not in ("freturn", "fplace"):
        for c in st.players():
            need(len(st.favors[c]) <= D.FAVOR_SLOTS, f"clan {c} holds {len(st.favors[c])} Favor cards")
    total = all_cards(st)
    expect = Counter(D.BASE_CARDS + (D.RAGNAROK_CARDS if st.ragnarok else ()))
    need(total == expect, f"Viking cards not conserved: extra {dict(total - expect)}, lost {dict(expect - total)}")
    if st.ragnarok:
        on = sum(1 for g in st.giants if g)
        need(on + sum(len(s) for s in st.slain) == nr, f"{on} Giants on the map + slain != {nr}")
    need(all(v >= 0 for v in st.fury), f"a negative Fury: {st.fury}")
    need(1 <= st.era <= 3, f"era {st.era}")
    cap = 2 if st.solo else st.n
    for s in list(D.DEDICATIONS) + list(st.gods):
        need(st.ded[s] <= cap, f"{st.ded[s]} Villages dedicated to {s} (cap {cap})")
    need(st.villages <= set(b.village_docks), f"Villages off the map's Docks: {sorted(st.villages - set(b.village_docks))}")
    need(len(st.villages) + sum(st.vheld) + sum(st.ded.values()) == len(b.village_docks),
         "Villages not conserved (on the map + held + dedicated)")
    for c, sc in enumerate(score_all(st)):
        need(sc["total"] == sc["islands"] + sc["favors"] + sc.get("giants", 0),
             f"clan {c}: score {sc['total']} is not the sum of its sources {sc}")
    if not st.is_over():
        acts = st.to_act()
        need(bool(acts), "nobody to act")
        for seat in acts:
            need(bool(st.legal_actions(seat)), f"seat {seat} acts with no legal action")
        if top == "play":  # control agrees with influence when a card is to be played
            cl = st.clone()
            ev: list = []
            check_control(cl, ev)
            need(cl.ctrl == st.ctrl, f"island control out of date: {ev}")
            for r, h in enumerate(st.ctrl):
                need(h < 0 or influence(st, h, r) > 0, f"clan {h} controls region {r} with no influence")
    return out
