"""Yggdrasil Tabletop: `python main.py` opens the window; subcommands run headless.

    python main.py play  --game midgard --players 3 --seats random,random,random --seed 7
    python main.py arena --game midgard --players 2 --seats normal,random --games 200
    python main.py --selftest
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence


class UsageError(Exception):
    """Wrong command-line input: printed as a clear message, exit status 2."""


def _parse_seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None


def _parse_option(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE, not {text!r}")
    k, v = text.split("=", 1)
    return k.strip(), v.strip()


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="yggdrasil",
        description="Yggdrasil Tabletop: Midgard, Blood Rage, Asgard and Tiny Epic Vikings.",
    )
    p.add_argument("--selftest", action="store_true", help="open every scene headless, play a bot game, exit")
    sub = p.add_subparsers(dest="command")

    def common(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("--game", required=True, help="midgard, blood_rage, asgard or vikings")
        sp.add_argument("--players", type=int, required=True, help="number of seats")
        sp.add_argument("--seats", required=True, help="comma-separated seat kinds, e.g. hard,normal,random")
        sp.add_argument("--seed", type=_parse_seed, default=1, help="a whole number (default 1)")
        sp.add_argument("--option", type=_parse_option, action="append", default=[],
                        metavar="KEY=VALUE", help="a game option (repeatable)")
        sp.add_argument("--budget", type=float, default=None, help="seconds per decision for the hard bot")
        sp.add_argument("--iterations", type=int, default=None, help="fixed iterations for the hard bot")

    play = sub.add_parser("play", help="play one game in the terminal and print its log")
    common(play)
    play.add_argument("--quiet", action="store_true", help="print only the final scores")
    arena = sub.add_parser("arena", help="play many seeded games and print a win-rate table")
    common(arena)
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--json", action="store_true", help="print the results as one JSON object")
    arena.add_argument("--workers", type=int, default=None,
                       help="games played in parallel processes (default: YGG_ARENA_WORKERS or 1)")
    return p


def _setup(args: argparse.Namespace):
    from game.ai import LEVELS
    from game.registry import get_game

    try:
        spec = get_game(args.game)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if not spec.min_players <= args.players <= spec.max_players:
        raise UsageError(
            f"{spec.title} is played by {spec.min_players} to {spec.max_players} players, not {args.players}"
        )
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if len(kinds) == 1 and args.players > 1:
        kinds = kinds * args.players
    if len(kinds) != args.players:
        raise UsageError(f"--seats names {len(kinds)} seats but --players is {args.players}")
    for k in kinds:
        if k not in LEVELS:
            raise UsageError(f"unknown seat kind {k!r}; the kinds are {', '.join(LEVELS)}")
    try:
        options = spec.check_options(dict(args.option))
    except ValueError as e:
        raise UsageError(str(e)) from None
    if not spec.available:
        raise UsageError(f"{spec.title} cannot be played yet in this version")
    return spec, kinds, options


def _bots(kinds: list[str], spec, args: argparse.Namespace) -> list:
    from game.ai import make_bot

    bots = []
    for k in kinds:
        try:
            bot = make_bot(k, spec.id)
        except ValueError as e:
            raise UsageError(str(e)) from None
        if hasattr(bot, "configure"):
            bot.configure(budget=args.budget, iterations=args.iterations)
        bots.append(bot)
    return bots


def cmd_play(args: argparse.Namespace) -> int:
    from game.core import Rng

    spec, kinds, options = _setup(args)
    bots = _bots(kinds, spec, args)
    state = spec.new_game(args.players, args.seed, options)
    names = [f"{k.capitalize()} {i + 1}" for i, k in enumerate(kinds)]
    rngs = [Rng(args.seed * 7919 + i + 1) for i in range(args.players)]
    steps = 0
    if not args.quiet:
        for ev in state.setup_events():
            line = spec.describe(ev, names)
            if line:
                print(line)
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), seat, rngs[seat])
        for ev in state.apply(seat, action):
            line = spec.describe(ev, names)
            if line and not args.quiet:
                print(line)
        steps += 1
        if steps > 1_000_000:
            print("error: the game did not end", file=sys.stderr)
            return 1
    print("scores: " + " ".join(str(s) for s in state.scores()))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from game.ai.arena import run_arena

    spec, kinds, options = _setup(args)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    _bots(kinds, spec, args)  # validates the kinds
    return run_arena(spec, kinds, options, args)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse already printed its message
        return int(e.code or 0)
    try:
        if args.selftest:
            from ui.selftest import run_selftest

            return run_selftest()
        if args.command == "play":
            return cmd_play(args)
        if args.command == "arena":
            return cmd_arena(args)
        from ui.app import run

        return run()
    except UsageError as e:
        print(f"yggdrasil: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into a command that stopped reading
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        except OSError:
            pass
        return 0


if __name__ == "__main__":
    sys.exit(main())
