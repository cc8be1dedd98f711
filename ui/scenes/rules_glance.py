"""The rules screen's "At a glance" page (issue 36): for each game, how a round goes in
six short lines and how it scores in six, in our own words (written from the rules
files; never the rulebooks' text). The English is here; every language's text is in the
catalogues under `rules.glance.<game>.turn.<n>` and `rules.glance.<game>.score.<n>`
(n = 1..6), with the column titles `rules.glance.<game>.turn_title` and
`rules.glance.<game>.score_title`.

`glance_layout` places the twelve lines in two framed columns of the parchment panel,
in the largest type that holds every line whole (never shortened); the rules screen
draws what it returns."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ui.widgets.text import tr

LINES = 6

# game id -> (turn title, six lines, score title, six lines)
GLANCE: dict[str, tuple[str, tuple[str, ...], str, tuple[str, ...]]] = {
    "midgard": (
        "Each of the three rounds",
        ("Doom: five of the ten provinces are marked to fall this round.",
         "Draft: from a packet of six cards, keep one and pass the rest to the left.",
         "The highest gold card plays first; then play goes to the left.",
         "On your turn play one card: invade, attack, recruit, take tokens or score.",
         "You play 4 cards in round 1, 5 in round 2 and 6 in round 3.",
         "Then the kingdoms score, and Ragnarok kills every Viking in a doomed province."),
        "Scoring",
        ("A kingdom pays 3, 7, 12 or 20 points for 1, 2, 3 or 4 provinces you control.",
         "Control: the most strength; a warrior counts 1, your chieftain 1.5.",
         "Controlling Asgard gives 5 points; controlling Vanaheim, 2 kingdom tokens.",
         "Each province where you have a Viking gives a token of its kingdom.",
         "Ragnarok: 2 points per Viking the doom kills, then 1 per Viking in Valhalla.",
         "At the end, 5 points for each set of a grey, a brown and a blue token."),
    ),
    "blood_rage": (
        "Each of the three Ages",
        ("Gods' Gifts: keep one card of your hand, pass the rest, until you hold six.",
         "Action: take one action a turn; almost every action spends Rage.",
         "Invade a village, march, place an upgrade, take a quest or pillage.",
         "Pillaging calls the neighbours to battle: strength plus one card each.",
         "The highest total wins the battle; if the highest is tied, everyone loses.",
         "When Rage runs out, quests are checked and Ragnarök destroys a province."),
        "Glory",
        ("Winning a battle gives Glory equal to your Axes.",
         "A quest fulfilled gives its Glory and raises one stat by a step.",
         "Ragnarök pays 2, 3 or 4 Glory for each of your figures it destroys.",
         "Dead figures wait in Valhalla and come back at the end of the Age.",
         "At the end, each stat on step 4 or 5 gives 10 Glory, on step 6 gives 20.",
         "The most Glory after the third Age wins; tied players share the victory."),
    ),
    "asgard": (
        "Each of the five rounds",
        ("Secretly choose one risen god for each disc in front of you.",
         "In turn order, reveal a god and place a disc: prayer, temple or Asgard.",
         "Then each disc acts: a prayer gives the god's stones and its power.",
         "A temple: pay stones, put the god's tile in a world, and support the god.",
         "Asgard: take a tile's reward, buy recruits and discs with seals.",
         "Battles: a disc wins a world when its side is stronger; recruits can tip it."),
        "Scoring",
        ("Every temple pays its points again in each battle phase.",
         "A god tile placed in an underworld gives 5 points at once.",
         "Discs in victory areas earn a battle tile worth 3 to 20 points.",
         "Hel's power gives 1 point for each recruit beside the god you pick.",
         "Ragnarök: a god that wins its world pays its supporters their values.",
         "The most points wins; on a tie, the lower order number wins."),
    ),
    "vikings": (
        "Each of the three eras",
        ("Draft: keep one card and pass the rest, until each hand is full.",
         "On your turn play one card: face up to act, face down to battle.",
         "Face up: the Leader Action, then the Rune Action if your runes allow it.",
         "Sail, explore, build and harvest to land Settlers and raise Temples.",
         "More influence than anyone on an island, with boots on it, takes its rune.",
         "Each rune taken and each battle lost makes a god more furious."),
        "Scoring",
        ("After the third era, the three gods are ranked by their Fury.",
         "Each island rune you hold scores 6, 4 or 2 by its god's place.",
         "Each rune on your Favor cards scores 3, 2 or 1 the same way.",
         "Winning a battle gives a Favor card and its resources (three at most).",
         "With Ragnarok, each Giant you slew adds its points.",
         "Ties: the most island runes, then Favor cards, Temples, Boats."),
    ),
}


def has_glance(game_id: str) -> bool:
    return game_id in GLANCE


def glance_texts(game_id: str) -> tuple[str, list[str], str, list[str]]:
    """The page's texts in the language shown: (turn title, lines, score title, lines)."""
    turn_title, turn, score_title, score = GLANCE[game_id]
    base = f"rules.glance.{game_id}"
    return (tr(f"{base}.turn_title", turn_title),
            [tr(f"{base}.turn.{n + 1}", line) for n, line in enumerate(turn)],
            tr(f"{base}.score_title", score_title),
            [tr(f"{base}.score.{n + 1}", line) for n, line in enumerate(score)])


def string_families() -> dict[str, str]:
    """The glance keys (built at run time) with their English."""
    out: dict[str, str] = {}
    for gid, (turn_title, turn, score_title, score) in GLANCE.items():
        out[f"rules.glance.{gid}.turn_title"] = turn_title
        out[f"rules.glance.{gid}.score_title"] = score_title
        for n in range(LINES):
            out[f"rules.glance.{gid}.turn.{n + 1}"] = turn[n]
            out[f"rules.glance.{gid}.score.{n + 1}"] = score[n]
    return out


# the layout ----------------------------------------------------------------------------------
PAD = 28           # inside the panel, between the columns
TITLE_SIZE = 30    # a column's title (display face)
BADGE = 30         # the numbered disc before a line
SIZES = (22, 21, 20, 19, 18, 17, 16)   # the lines' type: the largest that holds every line whole
LEADING = 6        # between the wrapped parts of one line
GAP_MIN = 10       # between two numbered lines, at the least


@dataclass
class Column:
    box: pygame.Rect                          # the framed column
    title: tuple[str, pygame.Rect]            # its title and where it goes
    badges: list[tuple[str, pygame.Rect]]     # "1".."6" and each disc
    lines: list[tuple[str, pygame.Rect]]      # every wrapped part and where it goes


@dataclass
class Layout:
    size: int                                 # the lines' type size
    fits: bool                                # every line whole inside its column
    columns: list[Column]


def glance_layout(fonts, game_id: str, panel: pygame.Rect) -> Layout:
    """Where the page's texts go inside `panel`: two columns side by side, each a title
    and six numbered lines, in the largest of SIZES in which both columns hold all their
    lines (words never cut); the smallest size if none does (`fits` False: a test fails)."""
    turn_title, turn, score_title, score = glance_texts(game_id)
    col_w = (panel.w - 3 * PAD) // 2
    boxes = [pygame.Rect(panel.x + PAD, panel.y + PAD, col_w, panel.h - 2 * PAD),
             pygame.Rect(panel.x + 2 * PAD + col_w, panel.y + PAD, col_w, panel.h - 2 * PAD)]
    title_h = fonts.get("display-bold", TITLE_SIZE).get_linesize()
    layout = None
    for size in SIZES:
        cols = [_column(fonts, box, title, lines, size, title_h) for box, title, lines
                in zip(boxes, (turn_title, score_title), (turn, score))]
        fits = all(c is not None for c in cols)
        if fits or size == SIZES[-1]:
            if not fits:
                cols = [_column(fonts, box, title, lines, size, title_h, force=True) for box, title, lines
                        in zip(boxes, (turn_title, score_title), (turn, score))]
            layout = Layout(size, fits, [c for c in cols if c is not None])
            break
    assert layout is not None
    return layout


def _column(fonts, box: pygame.Rect, title: str, lines: list[str], size: int, title_h: int,
            force: bool = False) -> Column | None:
    inner = box.inflate(-2 * 20, -2 * 16)
    text_x = inner.x + BADGE + 14
    text_w = inner.right - text_x
    font = fonts.get("text", size)
    line_h = font.get_linesize()
    title_w = fonts.get("display-bold", TITLE_SIZE).size(title)[0]
    if title_w > inner.w and not force:
        return None
    top = inner.y + title_h + 14
    wrapped = [fonts.wrap(line, "text", size, text_w) for line in lines]
    if any(font.size(p)[0] > text_w for parts in wrapped for p in parts) and not force:
        return None
    heights = [max(BADGE, len(parts) * line_h + (len(parts) - 1) * LEADING) for parts in wrapped]
    room = inner.bottom - top
    spare = room - sum(heights)
    if spare < GAP_MIN * (len(lines) - 1) and not force:
        return None
    gap = min(max(GAP_MIN, spare // max(1, len(lines) - 1)), 26)
    badges: list[tuple[str, pygame.Rect]] = []
    placed: list[tuple[str, pygame.Rect]] = []
    y = top
    for n, (parts, height) in enumerate(zip(wrapped, heights)):
        badges.append((str(n + 1), pygame.Rect(inner.x, y + max(0, (min(height, line_h) - BADGE) // 2), BADGE, BADGE)))
        py = y
        for p in parts:
            w, _ = font.size(p)
            placed.append((p, pygame.Rect(text_x, py, w, line_h)))
            py += line_h + LEADING
        y += height + gap
    return Column(box, (title, pygame.Rect(inner.x, inner.y, title_w, title_h)), badges, placed)
