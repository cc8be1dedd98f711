"""Save fuzzing: a seeded generator writes thousands of broken save files (truncated,
bytes flipped, fields removed, wrong types, huge numbers, deep nesting, long strings,
unknown and newer versions, moves illegal on replay, over 5 MB, bad seat colours) and
hostile names. Each must give SaveError with a readable message, nothing else, within a
time limit (a load that hangs fails the run), and leave every other file in the folder
byte-identical (the folder also holds a FIFO and files with odd names, which the listing
must survive). Names and labels holding control or zero-width characters load cleaned.

Size: `YGG_SAVE_FUZZ=N` files (CI default 700; `YGG_SAVE_FUZZ=6000` by hand for the full
run), `YGG_SOAK=1` for 40,000."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
import re
import signal
import time
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves import GameRecord, NewerVersionError, SaveError, SaveStore
from saves import format as fmt
from tests.saves.fakegame import play

CASES = int(os.environ.get("YGG_SAVE_FUZZ") or (40_000 if os.environ.get("YGG_SOAK") else 700))
LOAD_LIMIT = 20  # seconds: a load (or a listing) taking longer is a hang
REQUIRED = ("format", "version", "game", "seats", "seed", "options", "actions", "snapshot",
            "created", "updated", "checksum")
TYPE_POOL = {
    "null": [None],
    "bool": [True, False],
    "number": [0, -1, 7, 2**40, 1.5, -0.0],
    "str": ["", "x", "add", "0", "midgard", "é" * 3],
    "list": [[], [0], ["add", 1], [[]]],
    "dict": [{}, {"a": 1}, {"name": "x", "kind": "human"}],
}


def _cls(v) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float)):
        return "number"
    return {str: "str", list: "list", dict: "dict"}[type(v)]


def _paths(doc, prefix=(), depth=0, out=None):
    """Every path to a value in the document (not inside the checksum), to depth 5."""
    out = [] if out is None else out
    if depth > 5:
        return out
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for k, v in items:
        if prefix == () and k == "checksum":
            continue
        p = prefix + (k,)
        out.append(p)
        _paths(v, p, depth + 1, out)
    return out


def _get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def _set(doc, path, value):
    _get(doc, path[:-1])[path[-1]] = value


def _deep(n: int, leaf=0):
    v = leaf
    for _ in range(n):
        v = [v]
    return v


def _bases(spec_tally) -> list[tuple[bytes, dict]]:
    """Valid saves to break: the tally game at several sizes, and Midgard when present."""
    from game.registry import get_game

    out = []
    store = SaveStore(Path("/nonexistent-unused"))
    for n, moves, seed in ((2, 0, 1), (3, 9, 2), (4, 40, 3), (1, 5, 4)):
        seats = [{"name": f"P{i}", "kind": "human" if i == 0 else "random", "colour": i} for i in range(n)]
        rec = GameRecord.start("tally", seats, seed, {"target": "1000000"})
        state = spec_tally.new_game(n, seed, rec.options)
        play(spec_tally, state, rec, moves, rng_seed=seed)
        out.append(store.encode(rec, state))
    mid = get_game("midgard")
    if mid.available:
        from game.core import Rng

        for n, moves, seed in ((2, 30, 5), (3, 80, 6)):
            seats = [{"name": f"Jarl {i}", "kind": "normal", "colour": (i + 2) % 5} for i in range(n)]
            rec = GameRecord.start("midgard", seats, seed, {})
            state = mid.new_game(n, seed, {})
            r = Rng(seed)
            for _ in range(moves):
                if state.is_over():
                    break
                seat = state.to_act()[0]
                a = r.choice(state.legal_actions(seat))
                state.apply(seat, a)
                rec.actions.append((seat, mid.action_to_json(a)))
            out.append(store.encode(rec, state))
    return [(raw, json.loads(raw)) for raw in out]


class Fuzzer:
    """Seeded generator of broken save files; `case()` returns (category, bytes)."""

    def __init__(self, seed: int, bases: list[tuple[bytes, dict]]) -> None:
        self.r = random.Random(seed)
        self.bases = bases

    def _doc(self):
        raw, _ = self.r.choice(self.bases)
        return raw, json.loads(raw)  # a fresh copy, faster than deepcopy

    def _out(self, doc, reseal=None) -> bytes:
        reseal = self.r.random() < 0.85 if reseal is None else reseal
        if reseal:
            try:
                return fmt.seal(doc)
            except (ValueError, TypeError, RecursionError):
                pass
        return json.dumps(doc, separators=(",", ":")).encode()

    # --- categories -------------------------------------------------------------------
    def truncated(self):
        raw, _ = self._doc()
        return raw[: self.r.randrange(0, len(raw))]

    def flipped(self):
        raw = bytearray(self._doc()[0])
        for _ in range(self.r.choice((1, 1, 1, 2, 3, 8))):
            i = self.r.randrange(len(raw))
            if self.r.random() < 0.5:
                raw[i] ^= 1 << self.r.randrange(8)
            else:
                raw[i] = self.r.randrange(256)
        return bytes(raw)

    def removed(self):
        _, doc = self._doc()
        where = self.r.random()
        if where < 0.5:
            key = self.r.choice(REQUIRED)
            del doc[key]
            if key == "checksum":
                return self._out(doc, reseal=False)
        elif where < 0.7:
            del doc["seats"][self.r.randrange(len(doc["seats"]))][self.r.choice(("name", "kind"))]
        elif where < 0.85 and doc["actions"]:
            del doc["actions"][self.r.randrange(len(doc["actions"]))]
        else:
            snap = doc["snapshot"]
            del snap[self.r.choice(sorted(snap))]
        return self._out(doc)

    def wrong_type(self):
        _, doc = self._doc()
        path = self.r.choice(_paths(doc))
        old = _cls(_get(doc, path))
        kinds = [k for k in TYPE_POOL if k != old]
        _set(doc, path, copy.deepcopy(self.r.choice(TYPE_POOL[self.r.choice(kinds)])))
        return self._out(doc)

    def huge_number(self):
        _, doc = self._doc()
        big = self.r.choice((2**63, -(2**63), 10**30, 10**300, 1e300, -1e308, 2**64 + 1))
        pick = self.r.randrange(6)
        if pick == 0:
            doc["seed"] = big
        elif pick == 1 and doc["actions"]:
            doc["actions"][self.r.randrange(len(doc["actions"]))][0] = big
        elif pick == 2 and doc["actions"]:
            a = doc["actions"][self.r.randrange(len(doc["actions"]))]
            a[1] = [a[1][0] if isinstance(a[1], list) and a[1] else "add", big]
        elif pick == 3:
            doc[self.r.choice(("created", "updated"))] = big
        elif pick == 4:
            doc["version"] = big
        else:  # beyond what JSON numbers may hold here: 5,000 digits, 1e999
            text = self._out(doc, reseal=False).decode()
            lit = self.r.choice(("9" * 5000, "1e999", "-1e999", "1" + "0" * 400 + ".5"))
            return text.replace('"seed":', f'"seed":{lit},"x":', 1).encode()
        return self._out(doc)

    def deep(self):
        pick = self.r.randrange(4)
        if pick == 0:
            n = self.r.choice((1000, 20_000, 200_000))
            return ("[" * n + "]" * n).encode() if self.r.random() < 0.5 else ('{"a":' * n + "1" + "}" * n).encode()
        _, doc = self._doc()
        n = self.r.choice((10, 100, 600))
        if pick == 1:
            doc["snapshot"][self.r.choice(sorted(doc["snapshot"]))] = _deep(n)
        elif pick == 2 and doc["actions"]:
            doc["actions"][self.r.randrange(len(doc["actions"]))][1] = _deep(n, "add")
        else:
            doc["seats"][0] = _deep(n, {"name": "x", "kind": "human"})
        return self._out(doc)

    def long_string(self):
        _, doc = self._doc()
        s = self.r.choice(("x", "ᚠ", "\u202e", "\x00")) * self.r.choice((65, 201, 5000, 30_000))
        pick = self.r.randrange(6)
        if pick == 0:
            doc["seats"][self.r.randrange(len(doc["seats"]))]["name"] = s
        elif pick == 1:
            doc["game"] = s
        elif pick == 2:
            doc["options"][s[:100_000]] = "x"
        elif pick == 3 and doc["actions"]:
            doc["actions"][self.r.randrange(len(doc["actions"]))][1] = [s]
        elif pick == 4:
            doc["label"] = s * 4  # over the 200 characters a label may have
        else:
            doc["seats"][0]["kind"] = s
        return self._out(doc)

    def bad_version(self):
        _, doc = self._doc()
        doc["version"] = self.r.choice((0, -1, -(10**9), "2", "1", 2.0, 1.0, None, True, [], {"v": 2}))
        return self._out(doc)

    def newer_version(self):
        _, doc = self._doc()
        doc["version"] = self.r.choice((fmt.FORMAT_VERSION + 1, fmt.FORMAT_VERSION + 2, 99, 10**9))
        if self.r.random() < 0.5:
            doc["snapshot"] = {"something": "new"}
        return self._out(doc)

    def illegal_replay(self):
        _, doc = self._doc()
        acts = doc["actions"]
        original = copy.deepcopy(acts)
        n = len(doc["seats"])
        while acts == original:
            pick = self.r.randrange(7)
            i = self.r.randrange(len(acts)) if acts else 0
            if pick == 0 and acts:
                acts[i][1] = self.r.choice((["add", 4], ["add", 0], ["pass"], [], "add", None, ["add", "1"],
                                            ["add", 1, 1], ["done"], [["add"], 1]))
            elif pick == 1 and acts and n > 1:
                acts[i][0] = (acts[i][0] + self.r.randrange(1, n)) % n
            elif pick == 2:
                acts.insert(i, copy.deepcopy(self.r.choice(acts)) if acts else [0, ["add", 1]])
            elif pick == 3 and acts:
                del acts[i]
            elif pick == 4 and len(acts) > 1:
                j = self.r.randrange(len(acts))
                acts[i], acts[j] = acts[j], acts[i]
            elif pick == 5:
                acts.extend(copy.deepcopy(acts[-3:]) if acts else [[0, ["add", 2]]])
            elif pick == 6 and acts:
                acts[i][1] = copy.deepcopy(self.r.choice(acts)[1])
        return self._out(doc, reseal=True)

    def semantic(self):
        """Well-formed but wrong: unknown game, seat count, options, snapshot, over flag."""
        _, doc = self._doc()
        pick = self.r.randrange(7)
        if pick == 0:
            doc["game"] = self.r.choice(("chess", "../midgard", "midgard/../x", "", "MIDGARD", "game.core"))
        elif pick == 1:
            doc["seats"] = doc["seats"] * 3 if self.r.random() < 0.5 else []
        elif pick == 2:
            doc["options"] = self.r.choice(({"target": "12"}, {"nope": "x"}, {"target": 5}, {"": ""}))
        elif pick == 3:
            k = self.r.choice(sorted(doc["snapshot"]))
            v = doc["snapshot"][k]
            doc["snapshot"][k] = (v + 1) if _cls(v) == "number" else [v]
        elif pick == 4:
            doc["over"] = not doc.get("over", False)
        elif pick == 5:
            doc["format"] = self.r.choice(("yggdrasil-tabletop-sav", "", None, "YGGDRASIL-TABLETOP-SAVE"))
        else:
            doc["seats"][0]["kind"] = self.r.choice(("god", "Human", "", "hard "))
        return self._out(doc)

    def bad_colour(self):
        _, doc = self._doc()
        seat = doc["seats"][self.r.randrange(len(doc["seats"]))]
        seat["colour"] = self.r.choice(("red", None, -1, 5, 99, 2**64, True, 1.5, [], {}, "0", ""))
        return self._out(doc)

    def hostile_text(self):
        """Valid saves whose names and label hold control, zero-width or bidi characters:
        they load, cleaned (see the check in the test)."""
        _, doc = self._doc()
        bits = ("\x00", "\u200b", "\u200d", "\ufeff", "\u202e", "\x1b", "\n", "\t", "\u2028", "x", "ᚠ", " ")
        for seat in doc["seats"]:
            if self.r.random() < 0.7:
                seat["name"] = "".join(self.r.choice(bits) for _ in range(self.r.randrange(0, 30)))
        if self.r.random() < 0.7:
            doc["label"] = "".join(self.r.choice(bits) for _ in range(self.r.randrange(0, 60)))
        return self._out(doc, reseal=True)

    def garbage(self):
        pick = self.r.randrange(8)
        return [
            b"", b"   \n", b"null", b"[]", b'"a save"', b"\xef\xbb\xbf{}", b"NaN",
            bytes(self.r.randrange(256) for _ in range(self.r.randrange(1, 400))),
        ][pick]

    CATEGORIES = ("truncated", "flipped", "removed", "wrong_type", "huge_number", "deep", "long_string",
                  "bad_version", "newer_version", "illegal_replay", "semantic", "bad_colour", "garbage")

    def case(self) -> tuple[str, bytes]:
        cat = self.r.choice(self.CATEGORIES)
        return cat, getattr(self, cat)()


def _hash_others(root: Path, skip: str) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "not a file"
            for p in sorted(root.iterdir()) if p.name != skip}


def _stat_others(root: Path, skip: str) -> dict[str, tuple[int, int, int]]:
    """Cheaper than hashing, and any write changes it: (size, mtime, inode) of each file."""
    out = {}
    for p in sorted(root.iterdir()):
        if p.name != skip:
            st = p.stat()
            out[p.name] = (st.st_size, st.st_mtime_ns, st.st_ino)
    return out


def _same_game(a, b) -> bool:
    (ra, sa), (rb, sb) = a, b
    return (ra.game_id, ra.seats, ra.seed, ra.options, ra.actions, sa.to_json()) == \
        (rb.game_id, rb.seats, rb.seed, rb.options, rb.actions, sb.to_json())


def test_thousands_of_broken_saves_each_give_save_error_and_change_nothing(tally, tmp_path):
    bases = _bases(tally)
    root = tmp_path / "saves"
    store = SaveStore(root)
    # neighbours that must stay byte-identical: valid saves with their backups
    root.mkdir(parents=True)
    for i, (raw, _) in enumerate(bases[:3]):
        (root / f"keep {i}.json").write_bytes(raw)
        (root / f"keep {i}.json.bak").write_bytes(raw)
    # odd neighbours: names the file system allows, a backup whose save is missing, a FIFO
    odd = ["-dash\nline", "ᚠᚢᚦ" * 20, "only backup"]
    for k, oname in enumerate(odd[:2]):
        (root / f"{oname}.json").write_bytes(bases[k][0])
    (root / "only backup.json.bak").write_bytes(bases[2][0])
    if hasattr(os, "mkfifo"):
        os.mkfifo(root / "pipe.json")
    originals = [_load_raw(tmp_path, raw) for raw, _ in bases]
    fuzz = Fuzzer(20261129, bases)
    name = "case"
    target = root / f"{name}.json"
    before = _hash_others(root, target.name)
    stat_before = _stat_others(root, target.name)
    counts: Counter[str] = Counter()
    harmless: Counter[str] = Counter()
    escaped: list[str] = []
    messages: set[str] = set()
    variants = 0
    cleaned = 0
    slowest = 0.0
    old_alarm = signal.signal(signal.SIGALRM, _ring)
    t0 = time.perf_counter()
    for i in range(CASES):
        cat, raw = fuzz.case()
        if i % 10 == 5:
            cat, raw = "hostile_text", fuzz.hostile_text()
        if i % 400 == 0:  # over 5 MB, a few per run: padding makes it valid JSON otherwise
            cat = "over_5mb"
            doc = json.loads(bases[i % len(bases)][0])
            doc["pad"] = "x" * (fmt.MAX_BYTES + 1 - len(bases[i % len(bases)][0]))
            raw = fmt.seal(doc)
        counts[cat] += 1
        target.unlink(missing_ok=True)  # a new file each time: truncating in place is slow on ext4
        target.write_bytes(raw)
        signal.alarm(LOAD_LIMIT)
        started = time.perf_counter()
        try:
            rec, state = store.load(name)
        except _Hang:
            escaped.append(f"{cat}: the load hung (over {LOAD_LIMIT} s): {raw[:200]!r}")
        except SaveError as e:
            msg = str(e)
            if not msg or len(msg) > 400 or not msg.isprintable():
                escaped.append(f"{cat}: unreadable message {msg[:100]!r}")
            messages.add(re.sub(r"[\d'\"].*", "", msg.replace(target.name, "").replace("case", "")).strip()[:50])
            if cat == "newer_version" and not isinstance(e, NewerVersionError):
                escaped.append(f"newer_version gave {msg[:100]!r}")
            if cat == "newer_version" and counts[cat] % 25 == 1:
                # saving over it is refused and the file stays as it was
                with pytest.raises(NewerVersionError):
                    store.save(name, GameRecord.start("tally", [{"name": "a", "kind": "human"}], 1),
                               tally.new_game(1, 1, {}))
                assert target.read_bytes() == raw
        except Exception as e:  # the bug this test exists to find
            escaped.append(f"{cat}: {type(e).__name__}: {str(e)[:100]}")
        else:
            # accepted: only a byte-level change that altered nothing real may load, and it
            # must be exactly one of the original games
            if cat == "hostile_text":
                names = [s["name"] for s in rec.seats]
                if not all(n and n.isprintable() and len(n) <= 24 for n in names):
                    escaped.append(f"hostile_text: names not cleaned: {names!r}")
                cleaned += 1
            elif cat == "flipped" and any(_same_game((rec, state), o) for o in originals):
                harmless[cat] += 1
            elif _still_a_valid_game(raw, bases):
                # only the move list changed, and it is another legal way to the same position:
                # two draft picks of one seat swapped, an optional target left out
                variants += 1
            else:
                escaped.append(f"{cat}: a broken file was accepted: {raw[:200]!r}")
        finally:
            signal.alarm(0)
        slowest = max(slowest, time.perf_counter() - started)
        assert target.read_bytes() == raw, f"{cat}: loading changed the file itself"
        if i % 97 == 0:
            signal.alarm(LOAD_LIMIT)
            try:
                listing = store.list()  # the load screen never fails (nor hangs) either
            except _Hang:
                pytest.fail("the listing hung")
            finally:
                signal.alarm(0)
            assert {e["name"] for e in listing} >= {"keep 0", "keep 1", "keep 2", name, *odd}
            for e in listing:
                if e["name"] in odd:
                    assert "error" not in e, e
        # every other file unchanged: its size, time and inode after every case, its bytes
        # (SHA-256) every 25 cases and at the end
        assert _stat_others(root, target.name) == stat_before, f"{cat}: another file changed"
        if i % 25 == 0:
            assert _hash_others(root, target.name) == before, f"{cat}: another file changed"
        assert not escaped, escaped[:5]
    signal.signal(signal.SIGALRM, old_alarm)
    assert _hash_others(root, target.name) == before
    elapsed = time.perf_counter() - t0
    total = sum(counts.values())
    refused = total - variants - sum(harmless.values()) - cleaned
    print(f"\nfuzz: {total} save files, {refused} broken ones refused with "
          f"SaveError ({len(messages)} distinct messages); accepted: {cleaned} with hostile names or labels "
          f"(loaded cleaned), {sum(harmless.values())} byte changes that altered nothing, {variants} changed move "
          f"lists that are still legal games; 0 crashes, 0 hangs (slowest load {slowest:.2f} s), 0 other files "
          f"changed; {elapsed:.1f} s; per category {dict(sorted(counts.items()))}")
    assert refused >= CASES * 8 // 10
    assert set(counts) >= set(Fuzzer.CATEGORIES) | {"over_5mb"}
    assert sum(harmless.values()) + variants < total // 100


class _Hang(Exception):
    pass


def _ring(signum, frame):  # noqa: ANN001
    raise _Hang()


def _still_a_valid_game(raw: bytes, bases: list[tuple[bytes, dict]]) -> bool:
    """An independent check: is everything but the move list one of the original saves,
    and do the moves replay from the seed, each one exactly (types included) one of the
    legal actions, to the recorded snapshot?"""
    from game.registry import get_game

    canon = lambda x: json.dumps(x, sort_keys=True)  # noqa: E731
    doc = json.loads(raw)
    rest = {k: v for k, v in doc.items() if k not in ("actions", "checksum")}
    if not any(canon(rest) == canon({k: v for k, v in b.items() if k not in ("actions", "checksum")})
               for _, b in bases):
        return False
    spec = get_game(doc["game"])
    try:
        state = spec.new_game(len(doc["seats"]), doc["seed"], doc["options"])
        for seat, a in doc["actions"]:
            if canon(a) not in {canon(spec.action_to_json(x)) for x in state.legal_actions(seat)}:
                return False
            state.apply(seat, spec.action_from_json(a))
    except Exception:
        return False
    return canon(state.to_json()) == canon(doc["snapshot"]) and doc.get("over") == state.is_over()


def _load_raw(tmp_path: Path, raw: bytes):
    d = tmp_path / "raw"
    d.mkdir(exist_ok=True)
    (d / "r.json").write_bytes(raw)
    return SaveStore(d).load("r")


HOSTILE_PARTS = ["/", "\\", "..", "\x00", "~", "C:", "ᚠ", " ", ".", "*", "?", ":", "\n", "x", "save", "%2e%2e"]


def test_hostile_names_never_touch_the_disk(tally, tmp_path):
    r = random.Random(7)
    root = tmp_path / "inner" / "saves"
    store = SaveStore(root)
    rec = GameRecord.start("tally", [{"name": "a", "kind": "human"}], 1)
    state = tally.new_game(1, 1, {})
    store.save("fine", rec, state)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    refused = 0
    for _ in range(400):
        name = "".join(r.choice(HOSTILE_PARTS) for _ in range(r.randrange(1, 8)))
        if r.random() < 0.1:
            name = name * 40
        if not any(c in name for c in "/\\\x00") and ".." not in name and len(name) <= 64:
            continue
        refused += 1
        for method, args in ((store.save, (rec, state)), (store.load, ()), (store.delete, ()),
                             (store.path_of, ())):
            with pytest.raises(SaveError) as e:
                method(name, *args)
            assert str(e.value).isprintable()
    assert refused > 200
    after = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before


# --- Hypothesis: any JSON value in any field, any bytes --------------------------------
_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=80),
    lambda c: st.lists(c, max_size=5) | st.dictionaries(st.text(max_size=10), c, max_size=5),
    max_leaves=25,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(("game", "seats", "seed", "options", "actions", "snapshot", "created",
                              "updated", "label", "over", "app_version", "version", "format")),
       value=_json, reseal=st.booleans())
def test_any_value_in_any_field_is_a_save_error_or_a_checked_document(tally, field, value, reseal):
    raw, _ = _TALLY_BASE
    doc = json.loads(raw)
    doc[field] = value
    data = fmt.seal(doc) if reseal else json.dumps(doc).encode()
    try:
        out = fmt.parse_doc(data)
    except SaveError as e:
        assert str(e) and str(e).isprintable()
        return
    # accepted: every field the program reads has its type
    assert isinstance(out["game"], str) and isinstance(out["seats"], list) and isinstance(out["seed"], int)
    assert isinstance(out["actions"], list) and isinstance(out["snapshot"], dict)
    assert all(isinstance(s["name"], str) for s in out["seats"])


@settings(max_examples=300, deadline=None)
@given(data=st.binary(max_size=300))
def test_any_bytes_are_a_save_error(data):
    with pytest.raises(SaveError):
        fmt.parse_doc(data)


def _tally_base() -> tuple[bytes, dict]:
    from game.registry import GAMES
    from tests.saves.conftest import TALLY

    added = "tally" not in GAMES
    GAMES.setdefault("tally", TALLY)
    try:
        rec = GameRecord.start("tally", [{"name": "A", "kind": "human"}, {"name": "B", "kind": "easy"}], 3)
        state = TALLY.new_game(2, 3, {})
        play(TALLY, state, rec, 6)
        raw = SaveStore(Path("/nonexistent-unused")).encode(rec, state)
    finally:
        if added:
            del GAMES["tally"]
    return raw, json.loads(raw)


_TALLY_BASE = _tally_base()
