"""The save store's messages: every error, notice and problem it gives the player is a
`game.core.Msg` whose key is in en.json with the same English, whose text is the English
sentence the store always wrote, and which the window words in the language shown (each
of Italian, Greek, Polish, Portuguese whose catalogue has the keys; skipped until then)."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game.core.messages import Msg
from saves import GameRecord, NewerVersionError, SaveError, SaveStore, backup_path, check_name
from saves import format as fmt
from tests.saves.fakegame import play
from ui import i18n
from ui.widgets.text import error_text, text_of

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
SEATS = [{"name": "Astrid", "kind": "human"}, {"name": "Bot", "kind": "random"}]


def catalogue(code: str) -> dict[str, str]:
    return json.loads((I18N / f"{code}.json").read_text(encoding="utf-8"))


def new(spec, moves: int = 5, seed: int = 11):
    rec = GameRecord.start("tally", SEATS, seed)
    state = spec.new_game(2, seed, {})
    play(spec, state, rec, moves, rng_seed=seed)
    return rec, state


def rewrite(path: Path, change) -> None:
    doc = json.loads(path.read_bytes())
    change(doc)
    path.write_bytes(fmt.seal(doc))


def damage(path: Path) -> None:
    """A byte changed inside a seat name: still JSON, but the checksum no longer matches."""
    path.write_bytes(path.read_bytes().replace(b"Astrid", b"Astrix"))


def nodes(m: object) -> list[Msg]:
    """A message and every message among its parameters, all the way down."""
    if not isinstance(m, Msg):
        return []
    out = [m]
    for v in m.params.values():
        out += nodes(v)
    return out


def message_of(e: SaveError) -> Msg:
    assert e.args and isinstance(e.args[0], Msg), f"raised with plain text: {e!r}"
    return e.args[0]


def check_english(m: Msg, text: str) -> None:
    """The message is the English sentence; each of its keys is in en.json with that English."""
    assert m == text and str(m) == text
    en = catalogue("en")
    for n in nodes(m):
        if n.key == "game.tally":
            continue   # the test game's title: no catalogue has it
        assert n.key in en, f"{n.key} is not in en.json (python -m ui.catalogue --write)"
        assert en[n.key] == n.default, n.key


def literal_parts(template: str) -> list[str]:
    return [lit.strip() for lit, _f, _s, _c in string.Formatter().parse(template) if lit.strip()]


@pytest.fixture(params=["it", "el", "pl", "pt"])
def language(request):
    """Another language's catalogue, loaded for the test (English again after it)."""
    code = request.param
    if not (I18N / f"{code}.json").exists():
        pytest.skip(f"no {code}.json")
    before = i18n.language()
    i18n.set_language(code)
    yield catalogue(code)
    i18n.set_language(before)


def check_translated(m: Msg, it: dict[str, str]) -> None:
    """Worded in the language loaded: each translated key's own words are there, and the
    English words of a translated key are not (a key the catalogue lacks yet is skipped)."""
    if m.key not in it:
        pytest.skip(f"the catalogue has no {m.key} yet")
    shown = text_of(m)
    assert shown != str(m)
    for n in nodes(m):
        if n.key not in it:
            continue
        for part in literal_parts(it[n.key]):
            assert part in shown, (n.key, part, shown)
        for part in literal_parts(n.default):
            if re.search(r"[a-z]{4,}", part) and part not in it[n.key]:
                assert part not in shown, (n.key, part, shown)


# --- the errors, each with its English as the store always wrote it ----------------------
def broken_saves(tally, tmp_path: Path) -> list[tuple[SaveError, str]]:
    """(error, its English) for a damaged save, an unknown game, a newer version, a bad
    name, an empty file, a save with its older copy broken too, a missing save."""
    store = SaveStore(tmp_path)
    out: list[tuple[SaveError, str]] = []

    def caught(f, *args) -> SaveError:
        with pytest.raises(SaveError) as info:
            f(*args)
        return info.value

    rec, state = new(tally)
    damage(store.save("damaged", rec, state))
    out.append((caught(store.load, "damaged"),
                "damaged.json is damaged: its checksum does not match its contents"))
    rewrite(store.save("chess", rec, state), lambda d: d.update(game="chess"))
    out.append((caught(store.load, "chess"), "chess.json is for an unknown game 'chess'"))
    rewrite(store.save("seats", rec, state), lambda d: d.update(seats=SEATS * 3))
    out.append((caught(store.load, "seats"), "seats.json is damaged: Tally is played by 1 to 4 players, not 6"))
    rewrite(store.save("times", rec, state), lambda d: d.update(created=-5))
    out.append((caught(store.load, "times"), "times.json is damaged: the created time is out of range"))
    rewrite(store.save("newer", rec, state), lambda d: d.update(version=fmt.FORMAT_VERSION + 1))
    e = caught(store.load, "newer")
    assert isinstance(e, NewerVersionError)
    out.append((e, f"newer.json: this save was written by a newer version of the program (save format "
                   f"{fmt.FORMAT_VERSION + 1}; this program reads formats up to {fmt.FORMAT_VERSION}). "
                   f"Update the program to open it; the file is left unchanged."))
    out.append((caught(check_name, "a/b"), "a save name cannot contain path separators or '..': 'a/b'"))
    out.append((caught(check_name, "CON"), "'CON' is a name Windows keeps for a device; choose another name"))
    out.append((caught(check_name, "   "), "a save needs a name"))
    out.append((caught(fmt.parse_doc, b"  "), "the save is empty (it may have been cut short)"))
    store.save("twice", rec, state)
    path = store.save("twice", rec, state)
    damage(path)
    damage(backup_path(path, 1))
    out.append((caught(store.load, "twice"), "twice.json is damaged: its checksum does not match its contents "
                                             "(and its 1 older copy could not be used either)"))
    out.append((caught(store.load, "nothing"), "there is no save called 'nothing'"))
    return out


def test_every_error_is_a_message_with_its_english_unchanged(tally, tmp_path):
    cases = broken_saves(tally, tmp_path)
    assert len(cases) == 11
    for e, english in cases:
        m = message_of(e)
        assert str(e) == english
        check_english(m, english)
        assert error_text(e) == english   # in English, the window shows the same text


def test_the_errors_are_worded_in_the_language_shown(tally, tmp_path, language):
    checked = 0
    for e, _english in broken_saves(tally, tmp_path):
        m = message_of(e)
        if m.key not in language:
            continue
        assert error_text(e) == text_of(m)
        check_translated(m, language)
        checked += 1
    if not checked:
        pytest.skip("the catalogue has none of the save store's keys yet")


def test_the_notice_of_a_backup_loaded_is_a_message(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 3)
    store.save("g", rec, state)
    play(tally, state, rec, 2, rng_seed=99)
    damage(store.save("g", rec, state))
    loaded = store.load_report("g")
    assert loaded.generation == 1
    [problem] = loaded.problems
    check_english(problem, "g.json is damaged: its checksum does not match its contents")
    check_english(loaded.notice, "The newest save could not be used (g.json is damaged: its checksum does not "
                                 "match its contents); the previous copy (g.json.bak) was loaded instead.")


def test_the_notice_is_worded_in_the_language_shown(tally, tmp_path, language):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 3)
    store.save("g", rec, state)
    play(tally, state, rec, 2, rng_seed=99)
    damage(store.save("g", rec, state))
    check_translated(store.load_report("g").notice, language)


def test_the_listing_keeps_a_broken_saves_message(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally)
    damage(store.save("broken", rec, state))
    [entry] = store.list()
    check_english(entry["error"], "broken.json is damaged: its checksum does not match its contents")
    json.dumps(entry)   # still plain JSON for the command line


def test_pruned_reasons_are_messages(tally, tmp_path):
    store = SaveStore(tmp_path)
    rec, state = new(tally, 3)
    store.autosave(rec, state)
    store.save("Evening", rec, state)
    removed = store.prune_autosaves(keep_finished=5)
    assert removed == [store.autosave_name(rec)]
    [(_name, why)] = store.pruned
    check_english(why, "the same game is saved later as 'Evening'")


def test_a_join_of_two_notes_is_one_message():
    from saves.store import joined

    a = Msg("saves.note.previous_copy", "the previous copy")
    b = Msg("saves.note.unreadable", "it could not be read")
    assert joined([]) == "" and joined([a]) is a
    both = joined([a, b])
    check_english(both, "the previous copy it could not be read")
