"""The child programs of the two-copies tests: real processes on one saves folder.

    python -m tests.saves.two_copies writer FOLDER SEED SECONDS
    python -m tests.saves.two_copies reader FOLDER SECONDS
    python -m tests.saves.two_copies locker FOLDER NAME SECONDS
    python -m tests.saves.two_copies player FOLDER SEED

`writer` plays a tally game and quick-saves it every move under the game and the time to
the second (as Ctrl+S does), and also writes one save name both writers share; at the
end it prints one JSON line: the names it was told it saved as, and its refusals.
`reader` reads every save of the folder over and over and counts the reads that were not
a complete save. `locker` tries to take a game's lock (as Load and Continue do) and
prints whether it got it. `player` plays a tally game with random bots, bot pause 0,
through a GameSession and prints the number of moves applied after each one (for the
SIGKILL test). Each runs for a bounded time.
"""

from __future__ import annotations

import json
import os
import sys
import time


def _tally() -> object:
    from game.registry import GAMES
    from tests.saves.conftest import TALLY

    GAMES["tally"] = TALLY
    return TALLY


SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bo", "kind": "human"}]


def writer(folder: str, seed: int, seconds: float) -> None:
    from saves import GameRecord, SaveError, SaveStore
    from tests.saves.fakegame import play

    spec = _tally()
    store = SaveStore(folder)
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    told: dict[str, int] = {}
    refused: list[str] = []
    end = time.monotonic() + seconds
    step = 0
    while time.monotonic() < end:
        step += 1
        play(spec, state, rec, 1, rng_seed=seed * 100_000 + step)
        name = f"Tally {time.strftime('%Y-%m-%d %H.%M.%S')}"
        try:
            try:
                path = store.save(name, rec, state, fresh=True)
            except TypeError:  # a release without quick-save naming (the figures before)
                path = store.save(name, rec, state)
            told[path.stem] = len(rec.actions)
        except SaveError as e:
            refused.append(str(e)[:120])
        try:
            store.save("shared", rec, state)  # a name both copies save under, on purpose
        except SaveError as e:
            refused.append(str(e)[:120])
    print(json.dumps({"game": [rec.game_id, rec.seed, rec.created], "told": told, "refused": refused,
                      "steps": step}), flush=True)


def reader(folder: str, seconds: float) -> None:
    from saves.errors import SaveError
    from saves.format import parse_doc

    _tally()
    reads = bad = 0
    examples: list[str] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            names = [n for n in os.listdir(folder) if n.endswith(".json") and not n.startswith(".")]
        except OSError:
            names = []
        for n in names:
            try:
                with open(os.path.join(folder, n), "rb") as f:
                    raw = f.read()
            except FileNotFoundError:
                continue
            reads += 1
            try:
                parse_doc(raw, n)
            except SaveError as e:
                bad += 1
                if len(examples) < 3:
                    examples.append(str(e)[:100])
        time.sleep(0.001)
    print(json.dumps({"reads": reads, "bad": bad, "examples": examples}), flush=True)


def locker(folder: str, name: str, rounds: int, slot: float, start_at: float) -> None:
    """Open the game `name` as Load and Continue do (`GameSession.load`, which takes the
    lock), or, when there is no such save, take its lock alone: `rounds` times, each at
    an agreed instant (start_at + k * slot, the other copy tries at the same one), held
    for 0.6 of a slot. Prints one JSON line per round: whether it got the game, when it
    held it (time.time()), or why not."""
    from saves import SaveError, SaveStore

    _tally()
    store = SaveStore(folder)
    exists = (store.root / f"{name}.json").exists()
    if exists:
        from tests.ui.stubs import StubApp
        from ui.session import GameSession
    for k in range(rounds):
        at = start_at + k * slot
        while time.time() < at:  # both copies try at the same instant
            pass
        session = None
        try:
            if exists:
                session = GameSession.load(StubApp(folder), name)
            else:
                store.lock(name)
        except SaveError as e:
            print(json.dumps({"round": k, "locked": False, "why": str(e)[:160]}), flush=True)
            continue
        got = time.time()
        while time.time() < got + slot * 0.6:
            time.sleep(0.002)
        left = time.time()
        if session is not None:
            session.close()
        else:
            store.unlock(name)
        print(json.dumps({"round": k, "locked": True, "held": [got, left]}), flush=True)


def player(folder: str, seed: int) -> None:
    """Bots play as fast as they can (bot pause 0) in a GameSession with a real store;
    after each applied move the number of moves applied is printed."""
    from tests.ui.stubs import StubApp
    from ui.session import GameSession

    _tally()
    app = StubApp(folder)
    seats = [{"name": "A", "kind": "random"}, {"name": "B", "kind": "random"}]
    session = GameSession.new(app, "tally", seats, seed, {"target": "1000000"})
    session.bot_process = False
    print(f"name {session.save_name}", flush=True)
    end = time.monotonic() + 120  # killed long before
    while time.monotonic() < end:
        for _seat, _action, _events in session.update():
            sys.stdout.write(f"applied {len(session.rec.actions)}\n")
            sys.stdout.flush()
        time.sleep(0.0005)


if __name__ == "__main__":
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "writer":
        writer(args[0], int(args[1]), float(args[2]))
    elif mode == "reader":
        reader(args[0], float(args[1]))
    elif mode == "locker":
        locker(args[0], args[1], int(args[2]), float(args[3]), float(args[4]))
    elif mode == "player":
        player(args[0], int(args[1]))
    else:
        raise SystemExit(f"unknown mode {mode}")
