"""Yggdrasil Tabletop: `python main.py` opens the window; subcommands run headless.

    python main.py play  --game midgard --players 3 --seats random,random,random --seed 7
    python main.py arena --game midgard --players 2 --seats normal,random --games 200
    python main.py stats --rebuild | --csv FILE   # the statistics of finished games
    python main.py --selftest
"""

from __future__ import annotations

import argparse
import math
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path


class UsageError(Exception):
    """Wrong command-line input: printed as a clear message, exit status 2."""


class Stopped(BaseException):
    """SIGTERM or SIGINT arrived (a BaseException, like KeyboardInterrupt, so that no
    `except Exception` on the way mistakes it for an error)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


# the ranges every number on the command line is checked against where it is parsed
BUDGET_RANGE = (0.01, 60.0)        # seconds per decision of the hard bot
ITERATIONS_RANGE = (1, 1_000_000)  # fixed iterations of the hard bot
GAMES_RANGE = (1, 1_000_000)       # games of an arena
SEED_RANGE = (-(2**63) + 1, 2**63 - 1)
PLAYERS_RANGE = (1, 99)            # the game's own range is checked once the game is known


def _cpu_count() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _whole(flag: str, lo: int, hi: int, what: str = "a whole number"):
    """An argparse type: a whole number from lo to hi, the message naming the flag."""
    def parse(text: str) -> int:
        t = text.strip()
        digits = t[1:] if t[:1] in "+-" else t
        shown = text if len(text) <= 24 else text[:20] + "..."
        if not digits.isdigit() or not digits.isascii() or len(digits) > 30:
            raise argparse.ArgumentTypeError(f"must be {what} from {lo} to {hi}, not {shown!r}")
        v = int(t)
        if not lo <= v <= hi:
            raise argparse.ArgumentTypeError(f"must be {what} from {lo} to {hi}, not {shown}")
        return v

    return parse


def _seconds(flag: str, lo: float, hi: float):
    """An argparse type: a finite number of seconds from lo to hi (no nan, no inf)."""
    def parse(text: str) -> float:
        try:
            v = float(text)
        except ValueError:
            v = math.nan
        if not math.isfinite(v) or not lo <= v <= hi:
            raise argparse.ArgumentTypeError(
                f"must be a number of seconds from {lo:g} to {hi:g}, not {text[:24]!r}")
        return v

    return parse


def _workers(text: str) -> int:
    return _whole("--workers", 1, _cpu_count(), "a whole number of processes")(text)


def _parse_seed(text: str) -> int:
    return _whole("--seed", *SEED_RANGE)(text)


def _parse_option(text: str) -> tuple[str, str]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE, not {text[:60]!r}")
    k, v = text.split("=", 1)
    if not k.strip():
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE with a key, not {text[:60]!r}")
    return k.strip(), v.strip()


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: `yggdrasil play: error: ... (see --help)`."""

    def error(self, message: str):  # noqa: ANN201 - argparse's signature
        message = " ".join(message.split())
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="yggdrasil",
        description="Yggdrasil Tabletop: Midgard, Blood Rage, Asgard and Tiny Epic Vikings.",
    )
    p.add_argument("--selftest", action="store_true", help="open every scene headless, play a bot game, exit")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    def common(sp: argparse.ArgumentParser) -> None:
        sp.add_argument("--game", required=True, help="midgard, blood_rage, asgard or vikings")
        sp.add_argument("--players", type=_whole("--players", *PLAYERS_RANGE), required=True,
                        help="number of seats (within the game's range)")
        sp.add_argument("--seats", required=True, help="comma-separated seat kinds, e.g. hard,normal,random")
        sp.add_argument("--seed", type=_parse_seed, default=1,
                        help=f"a whole number from {SEED_RANGE[0]} to {SEED_RANGE[1]} (default 1)")
        sp.add_argument("--option", type=_parse_option, action="append", default=[],
                        metavar="KEY=VALUE", help="a game option (repeatable)")
        sp.add_argument("--budget", type=_seconds("--budget", *BUDGET_RANGE), default=None,
                        help=f"seconds per decision for the hard bot ({BUDGET_RANGE[0]:g} to {BUDGET_RANGE[1]:g})")
        sp.add_argument("--iterations", type=_whole("--iterations", *ITERATIONS_RANGE), default=None,
                        help=f"fixed iterations for the hard bot ({ITERATIONS_RANGE[0]} to {ITERATIONS_RANGE[1]})")

    play = sub.add_parser("play", help="play one game in the terminal and print its log")
    common(play)
    play.add_argument("--quiet", action="store_true", help="print only the final scores")
    arena = sub.add_parser("arena", help="play many seeded games and print a win-rate table")
    common(arena)
    arena.add_argument("--games", type=_whole("--games", *GAMES_RANGE), default=100,
                       help=f"games to play ({GAMES_RANGE[0]} to {GAMES_RANGE[1]}; default 100)")
    arena.add_argument("--json", action="store_true", help="print the results as one JSON object")
    arena.add_argument("--check-invariants", action="store_true",
                       help="debug: check the game's invariants (game/<id>/invariants.py) after every step "
                            "and stop at the first broken one")
    arena.add_argument("--pace", type=_seconds("--pace", *BUDGET_RANGE), default=None, metavar="SECONDS",
                       help="the hard bots think as in the app at this thinking-time setting: a share of the "
                            "game's thinking time per round, on CPU time (instead of --budget/--iterations)")
    arena.add_argument("--workers", type=_workers, default=None,
                       help="games played in parallel processes, 1 to the number of CPUs "
                            "(default: YGG_ARENA_WORKERS or 1)")
    serve = sub.add_parser("serve", help="run a table server for network play (headless; docs/network.md)")
    serve.add_argument("--port", type=_whole("--port", 0, 65535), default=8765,
                       help="the port to listen on (default 8765; 0: any free port)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: every "
                            "network)")
    serve.add_argument("--saves", default=None, metavar="FOLDER",
                       help="where the tables are autosaved (default: the program's saves folder, in 'server')")
    serve.add_argument("--announce", default=None, metavar="NAME",
                       help="announce the server on the local network under this name (mDNS), so that "
                            "'Join a game' lists it")
    serve.add_argument("--max-tables", type=_whole("--max-tables", 1, 10000), default=500,
                       help="tables held at once (1 to 10000; default 500)")
    stats = sub.add_parser("stats", help="the statistics of finished games: rebuild them from the saves, "
                                          "or write them as CSV")
    stats.add_argument("--rebuild", action="store_true",
                       help="forget the statistics and record every finished save again")
    stats.add_argument("--csv", metavar="FILE", default=None, help="write every recorded seat as one CSV row")
    return p


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the table server until interrupted (Ctrl+C ends it; every table is saved)."""
    import asyncio
    import socket

    from net.server import TableServer, run
    from saves.store import default_root

    root = Path(args.saves) if args.saves else default_root() / "server"
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError(f"--saves: the folder {str(root)[:200]!r} cannot be made: {e.strerror or e}") from None
    try:
        socket.getaddrinfo(args.host, args.port)
    except (socket.gaierror, UnicodeError):
        raise UsageError(f"--host: {args.host[:80]!r} is not an address of this machine") from None
    server = TableServer(root, max_tables=args.max_tables)

    announced: list = []

    def ready(port: int) -> None:
        print(f"yggdrasil: serving {len(server.tables)} table(s) on ws://{args.host}:{port} "
              f"(saves in {root}); Ctrl+C to stop", flush=True)
        if args.announce:
            from net.discovery import Announcement, local_address

            address = args.host if args.host not in ("0.0.0.0", "") else local_address()
            announced.append(Announcement(args.announce, port, address=address))

    try:
        asyncio.run(run(server, args.host, args.port, ready))
    except KeyboardInterrupt:
        return 0
    except OSError as e:
        print(f"yggdrasil: cannot listen on {args.host}:{args.port}: {e.strerror or e}", file=sys.stderr)
        return 1
    finally:
        for a in announced:
            a.close()


def cmd_stats(args: argparse.Namespace) -> int:
    """`stats --rebuild` and/or `stats --csv FILE`; with neither, a short summary."""
    from saves import SaveStore
    from saves.records import summary
    text_of = str   # a Msg's text is its English

    if args.csv is not None:
        if not args.csv.strip():
            raise UsageError("--csv needs a file name")
        target = os.path.abspath(args.csv)
        if os.path.isdir(target):
            raise UsageError(f"--csv {args.csv!r} is a folder; give a file name")
        if not os.path.isdir(os.path.dirname(target)):
            raise UsageError(f"--csv {args.csv!r}: the folder {os.path.dirname(target)!r} does not exist")
    store = SaveStore()
    db = store.records
    if args.rebuild:
        n = db.rebuild(store)
        if n < 0:
            print(f"yggdrasil: the statistics could not be rebuilt: {text_of(db.notice)}", file=sys.stderr)
            return 1
        print(f"rebuilt the statistics in {db.path}: {n} finished game(s) from {store.root}")
    else:
        db.catch_up(store)
    if db.notice:
        print(text_of(db.notice), file=sys.stderr)
    if args.csv is not None:
        try:
            rows = db.write_csv(args.csv, store=store)
        except OSError as e:
            print(f"yggdrasil: could not write {args.csv}: {e.strerror or e}", file=sys.stderr)
            return 1
        print(f"wrote {rows} row(s) to {args.csv}")
    if not args.rebuild and args.csv is None:
        s = summary(db.rows(store=store))
        print(f"{s.games} finished game(s) recorded in {db.path}")
        for (game, level), line in s.by_game_level.items():
            print(f"{game:12} vs {level:7} played {line.played:4}  won {line.won:4}  "
                  f"({100 * line.win_rate:.0f}%)  average {line.average:.1f}  best {line.best}  "
                  f"streak {line.streak}")
    return 0


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
    kinds = [k.strip() for k in args.seats.split(",")]
    if not any(kinds):
        raise UsageError(f"--seats names no seat; give {args.players} seat kinds ({', '.join(LEVELS)})")
    if len(kinds) == 1 and args.players > 1:
        kinds = kinds * args.players
    if len(kinds) != args.players:
        raise UsageError(f"--seats names {len(kinds)} seats but --players is {args.players}")
    for k in kinds:
        if k == "human":
            raise UsageError(f"--seats: a game in the terminal has no human seats; the kinds are {', '.join(LEVELS)}")
        if k not in LEVELS:
            shown = k if k.isprintable() else k.encode("unicode_escape").decode("ascii")
            raise UsageError(f"--seats: unknown seat kind {shown[:40]!r}; the kinds are {', '.join(LEVELS)}")
    pace = getattr(args, "pace", None)
    if pace is not None and (args.budget is not None or args.iterations is not None):
        raise UsageError("--pace sets the hard bot's thinking as the app does; leave out --budget and --iterations")
    if "hard" not in kinds:
        for flag, value in (("--budget", args.budget), ("--iterations", args.iterations), ("--pace", pace)):
            if value is not None:
                raise UsageError(f"{flag} sets the hard bot's thinking, but no seat is hard "
                                 f"(--seats {','.join(kinds)}); leave it out or make a seat hard")
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
            line = spec.describe(ev, names, state)
            if line:
                print(line)
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state.view(seat), seat, rngs[seat])
        for ev in state.apply(seat, action):
            line = spec.describe(ev, names, state)
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
    if args.workers is None:
        env = os.environ.get("YGG_ARENA_WORKERS", "").strip()
        if env:
            try:
                args.workers = _workers(env)
            except argparse.ArgumentTypeError as e:
                raise UsageError(f"YGG_ARENA_WORKERS {e}") from None
    _bots(kinds, spec, args)  # validates the kinds
    if args.check_invariants:
        from game.ai.arena import invariant_check

        try:
            invariant_check(spec.id)
        except ValueError as e:
            raise UsageError(str(e)) from None
    return run_arena(spec, kinds, options, args)


# --- signals ------------------------------------------------------------------------------
# SIGTERM and SIGINT stop the program cleanly. With a window open, the first signal posts
# a QUIT event: the main loop ends as if the window were closed, every scene is left (the
# board writes the last autosave) and the program exits with 128 + the signal number. A
# headless command is interrupted at once (Stopped) and exits the same way. A second
# signal during a window's shutdown stops it at once (the last good save stays intact:
# saves are written atomically).
_STOP: dict[str, int] = {}


def _window_open() -> bool:
    pygame = sys.modules.get("pygame")
    try:
        return pygame is not None and bool(pygame.display.get_init())
    except Exception:  # noqa: BLE001 - a half-imported pygame: no window
        return False


def _on_signal(signum: int, frame: object) -> None:
    first = "signum" not in _STOP
    _STOP.setdefault("signum", signum)
    if first and _window_open():
        import pygame

        try:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            return
        except pygame.error:
            pass
    raise Stopped(signum)


def _default_signals_in_child() -> None:
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            signal.signal(sig, signal.SIG_DFL if sig == signal.SIGTERM else signal.default_int_handler)
        except (ValueError, OSError):
            pass


_fork_hook = False


def install_signal_handlers() -> None:
    """SIGTERM and SIGINT stop the program cleanly (see above). Forked worker processes
    (the arena's) go back to the default handlers."""
    global _fork_hook
    _STOP.clear()
    try:
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, _on_signal)
    except ValueError:  # not the main thread (an embedding program): leave them alone
        return
    if not _fork_hook and hasattr(os, "register_at_fork"):
        os.register_at_fork(after_in_child=_default_signals_in_child)
        _fork_hook = True


def restore_signal_handlers() -> None:
    try:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    except ValueError:
        pass


def stopped_code() -> int | None:
    """128 + the signal number if a signal stopped the program (and say so), else None."""
    signum = _STOP.get("signum")
    if signum is None:
        return None
    print(f"yggdrasil: stopped by {signal.Signals(signum).name}", file=sys.stderr)
    return 128 + signum


def run_window(start=None) -> int:  # noqa: ANN001 - start() -> a ui.app.App ready to run
    """Open the window (the title screen, or the app `start()` returns) and run it until
    it is closed or a signal stops it; the exit code."""
    install_signal_handlers()
    code = 1
    try:
        if start is None:
            from ui.app import run

            code = run()
        else:
            app = start()
            code = app.main_loop()
            import pygame

            pygame.quit()
    except Stopped:
        pass
    finally:
        restore_signal_handlers()
    stopped = stopped_code()
    return code if stopped is None else stopped


_VALUE_FLAGS = ("--budget", "--iterations", "--seed", "--players", "--games", "--workers")


def _join_signed_values(argv: list[str]) -> list[str]:
    """`--budget -inf` -> `--budget=-inf`: argparse would otherwise take a value starting
    with a dash for an option and say only "expected one argument"."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if (a in _VALUE_FLAGS and i + 1 < len(argv) and argv[i + 1].startswith("-")
                and not argv[i + 1].startswith("--") and len(argv[i + 1]) > 1):
            out.append(f"{a}={argv[i + 1]}")
            i += 2
            continue
        out.append(a)
        i += 1
    return out


def _plain(error: UnicodeEncodeError) -> tuple[str, int]:
    """An encoding error handler: a letter the terminal cannot show as its plain letter
    ("Ragnarök" -> "Ragnarok" in ASCII), else "?"."""
    import unicodedata

    bad = error.object[error.start:error.end]
    out = []
    for ch in bad:
        base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
        try:
            base.encode(error.encoding)
            out.append(base or "?")
        except (UnicodeEncodeError, LookupError):
            out.append("?")
    return "".join(out), error.end


def safe_output() -> None:
    """Standard output and error print what the terminal's encoding can show and replace
    the rest (never a UnicodeEncodeError): an ASCII or Latin-1 terminal (LC_ALL=C,
    PYTHONIOENCODING=ascii) still gets the whole log of a game with "Ragnarök" or Greek
    names in it."""
    import codecs

    try:
        codecs.lookup_error("yggdrasil-plain")
    except LookupError:
        codecs.register_error("yggdrasil-plain", _plain)
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        # strict, or surrogateescape (Python's choice for the C locale): both raise on "ö"
        if reconfigure is None or getattr(stream, "errors", "strict") not in ("strict", "surrogateescape"):
            continue   # not a text file of ours (a test's capture), or already lenient
        try:
            reconfigure(errors="yggdrasil-plain")
        except (ValueError, OSError, TypeError):
            pass


def main(argv: Sequence[str] | None = None) -> int:
    safe_output()
    argv = _join_signed_values(list(sys.argv[1:] if argv is None else argv))
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse already printed its message
        return int(e.code or 0)
    try:
        if args.selftest:
            if args.command:
                raise UsageError(f"--selftest runs alone; leave out {args.command!r} and its options")
            from ui.selftest import run_selftest

            return run_selftest()
        if args.command == "stats":
            return cmd_stats(args)
        if args.command in ("play", "arena"):
            install_signal_handlers()
            try:
                return cmd_play(args) if args.command == "play" else cmd_arena(args)
            except Stopped:
                code = stopped_code()
                return 130 if code is None else code
            finally:
                restore_signal_handlers()
        if args.command == "serve":
            return cmd_serve(args)
        return run_window()
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
    # the bots think in a worker process (ui/botproc.py, 'spawn'): in the frozen program
    # that process is this executable again, and freeze_support runs it as the worker
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
