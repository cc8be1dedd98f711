"""Every string the Midgard board shows: card faces and their full effects (our own
words), tooltips, button labels (the prompts are the engine's messages, `game.midgard.text.prompt`). All go through `tr` (the translation catalogue, with the
English default here while a key is missing from the catalogue)."""

from __future__ import annotations

from game.midgard import (
    Done,
    KillNobody,
    TakeToken,
    named,
)
from game.midgard import data as D
from ui.widgets.cards import CardFace
from ui.widgets.text import tr

BAND = {D.BRONZE: (150, 94, 48), D.SILVER: (150, 160, 172), D.GOLD: (212, 167, 44)}
KINGDOM_COLOURS = ((150, 150, 150), (139, 94, 52), (76, 127, 196))   # grey, brown, blue tokens


def kingdom(k: int) -> str:
    return tr(f"midgard.kingdom.{k}", D.KINGDOMS[k])


def token_colour(k: int) -> str:
    return tr(f"midgard.token.{k}", D.TOKEN_COLOURS[k])


def loc_name(loc: int) -> str:
    if loc == D.BOAT:
        return tr("midgard.loc.boat", "the boat")
    if loc == D.SUPPLY:
        return tr("midgard.loc.supply", "the supply")
    return tr(f"midgard.loc.{loc}", D.LOC_NAMES[loc])


TITLES = {
    D.INVASION: "Invasion", D.NEW_WARRIOR: "New Warrior", D.ATTACK: "Attack", D.HORDE: "Viking Horde",
    D.SCORE_KINGDOM: "Score", D.TAKE_TOKENS: "Tokens", D.DRAW_CARDS: "Draw Cards",
    D.DESTROY_KINGDOM: "Destroy", D.NEW_WARRIORS_KINGDOM: "Warriors",
}
ICONS = {
    D.INVASION: "march", D.NEW_WARRIOR: "warrior", D.ATTACK: "sword", D.HORDE: "horde",
    D.SCORE_KINGDOM: "crown", D.TAKE_TOKENS: "tokens", D.DRAW_CARDS: "draw",
    D.DESTROY_KINGDOM: "destroy", D.NEW_WARRIORS_KINGDOM: "warrior",
}
SHORT = {
    D.INVASION: "Move up to 2 Vikings",
    D.NEW_WARRIOR: "Recruit 1, move 1 Viking",
    D.ATTACK: "Move 1 Viking; may kill 1",
    D.HORDE: "Up to 3 Vikings to one area",
    D.SCORE_KINGDOM: "Score this kingdom now",
    D.TAKE_TOKENS: "Take 3 tokens",
    D.DRAW_CARDS: "Draw 2, play again",
    D.DESTROY_KINGDOM: "Kill every Viking in a province",
    D.NEW_WARRIORS_KINGDOM: "Up to 2 from supply",
}
LONG = {
    D.INVASION: "Move up to 2 of your Vikings, one at a time, from your boat or from anywhere on the board "
                "(never Valhalla). Each goes to a free village in {kingdom}, or to Asgard or Vanaheim. "
                "You may stop after one, or move none.",
    D.NEW_WARRIOR: "If your supply holds a warrior, it joins your boat. Then you may move one of your Vikings "
                   "to a free village in any province, or to Asgard or Vanaheim.",
    D.ATTACK: "Move one of your Vikings into {kingdom}: to a free village, or into the village of an "
              "opponent's warrior, who dies and goes to Valhalla (a chieftain's village cannot be attacked). "
              "Or move it to Asgard or Vanaheim; then you may send one opponent's warrior there to Valhalla.",
    D.HORDE: "Choose Asgard, Vanaheim or a province with a free village, then move up to 3 of your Vikings "
             "there, one at a time. A province takes no more than its free villages.",
    D.SCORE_KINGDOM: "Score {kingdom} now, as at the end of the round, for every player: points for the "
                     "provinces each controls there, and a {colour} token per province where each has a Viking. "
                     "Doom does not strike yet.",
    D.TAKE_TOKENS: "Take 3 {colour} kingdom tokens ({kingdom}) into your hidden pile. Each complete set of "
                   "grey, brown and blue is worth 5 points at the end.",
    D.DRAW_CARDS: "Draw 2 {deck} cards into your hand, then play another card at once. That extra turn does "
                  "not count towards the cards you must play this round.",
    D.DESTROY_KINGDOM: "Choose a province of {kingdom}: every Viking in it, of every clan, chieftains too, goes to "
                       "Valhalla. They score 1 point each there at Ragnarok, but not the 2 points of doom.",
    D.NEW_WARRIORS_KINGDOM: "Put up to 2 warriors from your supply (not from your boat) straight into {where}.",
}


def card_title(c: int) -> str:
    return tr(f"midgard.card.{D.CARD_TYPE[c]}.title", TITLES[D.CARD_TYPE[c]])


def card_subtitle(c: int) -> str:
    typ, k = D.CARD_TYPE[c], D.CARD_KINGDOM[c]
    if typ == D.TAKE_TOKENS:
        return tr("midgard.card.sub.tokens", "3 {colour}", colour=token_colour(k))
    if typ == D.DRAW_CARDS:
        return tr("midgard.card.sub.draw", "2 {deck}", deck=tr(f"midgard.deck.{k}", D.DECK_NAMES[k]))
    if typ == D.NEW_WARRIORS_KINGDOM and k == D.REALMS_TARGET:
        return tr("midgard.card.sub.realms", "Asgard / Vanaheim")
    if k >= 0 and k < 3:
        return kingdom(k)
    return ""


def card_name(c: int) -> str:
    sub = card_subtitle(c)
    name = f"{card_title(c)} – {sub}" if sub else card_title(c)
    if D.CARD_GOLD[c]:
        name = tr("midgard.card.gold_name", "Gold {n}: {name}", n=D.CARD_GOLD[c], name=name)
    return name


def card_long(c: int) -> str:
    typ, k = D.CARD_TYPE[c], D.CARD_KINGDOM[c]
    fmt: dict = {}
    if 0 <= k < 3:
        fmt["kingdom"] = kingdom(k)
        fmt["colour"] = token_colour(k)
    if typ == D.DRAW_CARDS:
        fmt["deck"] = tr(f"midgard.deck.{k}", D.DECK_NAMES[k])
    if typ == D.NEW_WARRIORS_KINGDOM:
        fmt["where"] = (tr("midgard.where.realms", "Asgard and/or Vanaheim") if k == D.REALMS_TARGET
                        else tr("midgard.where.kingdom", "free villages of {kingdom}", kingdom=kingdom(k)))
    text = tr(f"midgard.card.{typ}.long", LONG[typ], **fmt)
    if D.CARD_GOLD[c]:
        text += "\n" + tr("midgard.card.gold_note", "Gold {n}. At the start of the action phase the highest "
                          "gold card shown decides who plays first.", n=D.CARD_GOLD[c])
    return text


def card_face(c: int) -> CardFace:
    typ, k = D.CARD_TYPE[c], D.CARD_KINGDOM[c]
    sub_col = KINGDOM_COLOURS[k] if 0 <= k < 3 and typ != D.DRAW_CARDS else (110, 100, 88)
    return CardFace(
        key=("midgard", c), title=card_title(c), subtitle=card_subtitle(c), band=BAND[D.CARD_DECK[c]],
        subtitle_colour=sub_col, badge=str(D.CARD_GOLD[c]) if D.CARD_GOLD[c] else "",
        icon=ICONS[typ], text=tr(f"midgard.card.{typ}.short", SHORT[typ]))


def button_label(action: tuple) -> str:
    a = named(action)
    if isinstance(a, Done):
        return tr("midgard.button.done", "Done")
    if isinstance(a, KillNobody):
        return tr("midgard.button.nokill", "Kill nobody")
    if isinstance(a, TakeToken):
        return tr("midgard.button.token", "{colour} ({kingdom})", colour=token_colour(a.colour).capitalize(),
                  kingdom=kingdom(a.colour))
    return " ".join(str(x) for x in a)


def strength_text(v: float) -> str:
    return f"{v:g}"
