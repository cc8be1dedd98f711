"""Active runes (A6.1): the island runes a clan holds and the runes of the face-up cards
of its row(s); a card's rune requirement."""

from __future__ import annotations

from . import data as D


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
