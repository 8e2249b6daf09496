"""One validated model (issue 27, findings 4 to 7): names, notes, authors, counts and card
text are checked where the deck list and the card are made, so every reader (text, JSON,
Cockatrice, OCTGN), the catalog import and a restore share one rule; our own exports read
back; the command line never prints a character a terminal would obey.

Each test runs the command a user would run (``deckbuilder.cli.main`` on a real database).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import struct
import xml.etree.ElementTree as ET
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckbuilder.catalog.db import Database
from deckbuilder.cli import main
from deckbuilder.rules.cards import name_key
from deckbuilder.rules.deckcode import encode_deck_code
from deckbuilder.rules.deckfiles import (
    export_cod,
    export_mws,
    export_o8d,
    parse_xml_deck,
    read_deck_text,
)
from deckbuilder.rules.decklist import (
    MAX_COPIES_PER_LINE,
    DeckEntry,
    DeckList,
    DeckValueError,
    deck_to_json_text,
    export_deck,
)
from deckbuilder.services.deck_export import TEXT_FORMATS

Cli = Callable[..., tuple[int, str, str]]
# What a terminal obeys: the escape and CSI characters, the bell, a carriage return.
TERMINAL_CONTROLS = ("\x1b", "\x9b", "\x07", "\r")


@pytest.fixture
def db(starter_db: Database) -> Path:
    path = starter_db.path
    starter_db.close()
    return path


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], db: Path) -> Cli:
    def run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", str(db), *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _saved_decks(db: Path) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        return [r[0] for r in conn.execute("SELECT name FROM deck ORDER BY id")]
    finally:
        conn.close()


def _cod(card: str = "Storm Bolt", number: str = "2", comments: str = "",
         deckname: str = "Test") -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f"<deckname>{deckname}</deckname>\n<comments>{comments}</comments>\n"
            f'<zone name="main">\n<card number="{number}" name="{card}"/>\n</zone>\n'
            "</cockatrice_deck>\n")


def _o8d(card: str = "Storm Bolt", qty: str = "2", notes: str = "") -> str:
    return ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="x">\n'
            f'<section name="Main" shared="False">\n<card qty="{qty}" id="1">{card}</card>\n'
            f"</section>\n<notes>{notes}</notes>\n</deck>\n")


# ------------------------------------------------------------------ finding 4: .cod/.o8d

CARD_LINE = {"cod": 6, "o8d": 4}  # the line of the <card> that _cod and _o8d write

@pytest.mark.parametrize("make,ext", [(_cod, "cod"), (_o8d, "o8d")])
def test_an_xml_deck_with_a_5000_character_card_name_is_refused(
        cli: Cli, tmp_path: Path, make: Callable[..., str], ext: str) -> None:
    path = _write(tmp_path, f"long.{ext}", make(card="A" * 5000))
    code, _out, err = cli("deck", "import", path)
    assert code == 2
    assert f"{path}: line {CARD_LINE[ext]}:" in err and "at most 200 characters" in err
    assert _saved_decks(tmp_path / "db.sqlite3") == []


@pytest.mark.parametrize("control", ["\x85", "\x9b"])
@pytest.mark.parametrize("make,ext", [(_cod, "cod"), (_o8d, "o8d")])
def test_an_xml_deck_with_a_c1_control_in_a_card_name_is_refused(
        cli: Cli, tmp_path: Path, make: Callable[..., str], ext: str, control: str) -> None:
    path = _write(tmp_path, f"c1.{ext}", make(card=f"Storm{control}Bolt"))
    code, _out, err = cli("deck", "import", path)
    assert code == 2
    assert f"{path}: line {CARD_LINE[ext]}:" in err and f"U+{ord(control):04X}" in err
    assert _saved_decks(tmp_path / "db.sqlite3") == []


@pytest.mark.parametrize("count", ["٣", "²", "3.0", "-1", "1000", "9" * 400])
@pytest.mark.parametrize("make,ext,attr", [(_cod, "cod", "number"), (_o8d, "o8d", "qty")])
def test_an_xml_deck_count_must_be_ascii_digits_in_range(
        cli: Cli, tmp_path: Path, make: Callable[..., str], ext: str, attr: str,
        count: str) -> None:
    path = _write(tmp_path, f"count.{ext}", make(**{"number" if ext == "cod" else "qty": count}))
    code, _out, err = cli("deck", "import", path)
    assert code == 2
    assert f"{path}: line {CARD_LINE[ext]}: <card> {attr}=" in err
    assert f"from 1 to {MAX_COPIES_PER_LINE}" in err
    assert "invalid literal" not in err
    assert _saved_decks(tmp_path / "db.sqlite3") == []


@pytest.mark.parametrize("make,ext,field", [(_cod, "cod", "comments"), (_o8d, "o8d", "notes")])
def test_an_xml_deck_whose_notes_are_a_long_run_of_lines_is_refused_by_length(
        cli: Cli, tmp_path: Path, make: Callable[..., str], ext: str, field: str) -> None:
    # (Each line was added to a growing string: 2 MB of them took 110 s. Moderate here.)
    notes = "a\n" * 30_000
    path = _write(tmp_path, f"notes.{ext}", make(**{"comments" if ext == "cod" else "notes":
                                                    notes}))
    code, _out, err = cli("deck", "import", path)
    assert code == 2
    assert f"<{field}>: deck notes has at most 10,000 characters" in err
    assert _saved_decks(tmp_path / "db.sqlite3") == []


def test_an_o8d_card_name_of_300000_characters_is_refused(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, "huge.o8d", _o8d(card="B" * 300_000))
    code, _out, err = cli("deck", "import", path)
    assert code == 2
    assert "a card name has at most 200 characters, this one 300000" in err


# ------------------------------------------------------------------ finding 6: our exports

@pytest.mark.parametrize("field", ["name", "notes", "author"])
@pytest.mark.parametrize("control", ["\u0000", "\u0007", "\u001b", "\u0085", "\u202e"])
def test_a_json_deck_with_a_control_character_in_a_text_is_refused(
        cli: Cli, tmp_path: Path, field: str, control: str) -> None:
    doc = {"format": "deckbuilder-deck", "version": 1, "name": "Plain",
           "ruleset": "monsuno-hard", "deck": [{"name": "Storm Bolt", "count": 2}],
           field: f"x{control}y"}
    path = _write(tmp_path, "ctl.json", json.dumps(doc, indent=1))
    code, _out, err = cli("deck", "import", path)
    assert code == 2
    assert f"{path}: line " in err and f"field {field!r}" in err
    assert f"U+{ord(control):04X}" in err
    assert _saved_decks(tmp_path / "db.sqlite3") == []


@pytest.mark.parametrize("header", ["Name", "Notes", "Author"])
def test_a_text_deck_with_an_escape_in_a_header_is_refused(cli: Cli, tmp_path: Path,
                                                           header: str) -> None:
    path = _write(tmp_path, "esc.txt", f"{header}: a\x1b[2Jb\nDeck:\n2 Storm Bolt\n")
    code, out, err = cli("deck", "import", path)
    assert code == 2
    assert f"{path}: line 1:" in err and "U+001B" in err
    assert not any(c in out + err for c in TERMINAL_CONTROLS)


def test_a_deck_name_of_300000_characters_is_refused(cli: Cli, tmp_path: Path) -> None:
    doc = {"format": "deckbuilder-deck", "version": 1, "name": "N" * 300_000,
           "ruleset": "monsuno-hard", "deck": [{"name": "Storm Bolt", "count": 2}]}
    code, _out, err = cli("deck", "import", _write(tmp_path, "long.json", json.dumps(doc)))
    assert code == 2
    assert "a deck name has at most 200 characters, this one 300,000" in err
    assert _saved_decks(tmp_path / "db.sqlite3") == []
    assert cli("deck", "import", _write(tmp_path, "ok.txt", "Name: Fine\nRuleset: monsuno-hard\n3 Nightsting\n"))[0] \
        == 0
    code, _out, err = cli("deck", "rename", "Fine", "R" * 201)
    assert code == 2 and "at most 200 characters" in err
    assert _saved_decks(tmp_path / "db.sqlite3") == ["Fine"]


@pytest.mark.parametrize("control", ["\u0000", "\u0007", "\u001b"])
def test_catalog_import_refuses_controls_in_card_text(cli: Cli, tmp_path: Path,
                                                      control: str) -> None:
    doc = {"format": "deckbuilder-catalog", "version": 1, "cards": [
        {"game": "monsuno", "kind": "strike", "name": "Bell Strike", "launch": 1, "speed": 1,
         "damage": 1, "text": f"Ring{control}the bell"}]}
    path = _write(tmp_path, "cards.json", json.dumps(doc))
    code, _out, err = cli("catalog", "import", path)
    assert code == 2
    assert path in err and "'Bell Strike', field 'text'" in err
    assert f"U+{ord(control):04X}" in err
    assert cli("catalog", "search", "Bell Strike")[1] == ""


def test_the_cockatrice_export_is_well_formed_even_with_old_bad_card_text(
        cli: Cli, tmp_path: Path, db: Path) -> None:
    # A card an older version let in (before the import refused control characters).
    conn = sqlite3.connect(db)
    conn.execute("UPDATE card SET text = ? WHERE id = (SELECT min(id) FROM card)",
                 ("bad\x00\x07\x1b text",))
    conn.commit()
    conn.close()
    out = tmp_path / "cards.xml"
    code, _o, err = cli("catalog", "export", str(out), "--format", "cockatrice")
    assert code == 0, err
    texts = [t.text for t in ET.parse(out).getroot().iter("text")]
    assert "bad\ufffd\ufffd\ufffd text" in texts


# ------------------------------------------------------------------ finding 7: terminal

def _plant_deck(db: Path, name: str, card: str = "Storm Bolt") -> None:
    """A deck an older version saved, before names were checked."""
    conn = sqlite3.connect(db)
    cur = conn.execute("INSERT INTO deck(name, ruleset, notes, author, created_at, "
                       "updated_at) VALUES (?, 'monsuno-hard', '', '', 'x', 'x')", (name,))
    conn.execute("INSERT INTO deck_entry(deck_id, zone, position, card_name, count) "
                 "VALUES (?, 'deck', 0, ?, 2)", (cur.lastrowid, card))
    conn.commit()
    conn.close()


def test_deck_list_shows_an_old_escape_sequence_escaped(cli: Cli, db: Path) -> None:
    _plant_deck(db, "Evil\x1b]52;c;SGVsbG8=\x07\x1b[2J\rDeck\x9b31m")
    for args in (("deck", "list"), ("deck", "list", "--json")):
        code, out, err = cli(*args)
        assert code == 0
        assert not any(c in out + err for c in TERMINAL_CONTROLS)
    assert "\\u001b]52;c;SGVsbG8=\\u0007\\u001b[2J\\u000dDeck\\u009b31m" in \
        cli("deck", "list")[1]
    # --json stays JSON, and says the name it has.
    assert json.loads(cli("deck", "list", "--json")[1])[0]["name"].startswith("Evil\x1b]52")


def test_opening_an_old_deck_with_a_bad_name_is_an_error_not_a_terminal_command(
        cli: Cli, db: Path, tmp_path: Path) -> None:
    _plant_deck(db, "Bad\x1b[2J")
    code, out, err = cli("deck", "export", "Bad\x1b[2J", str(tmp_path / "x.cod"))
    assert code == 2
    assert "cannot be opened" in err and "deck rename" in err
    assert not any(c in out + err for c in TERMINAL_CONTROLS)
    assert not (tmp_path / "x.cod").exists()
    # ... and the way out the message names works.
    assert cli("deck", "rename", "Bad\x1b[2J", "Good")[0] == 0
    assert cli("deck", "export", "Good", str(tmp_path / "x.cod"))[0] == 0


def test_check_and_import_never_print_a_control_character(cli: Cli, tmp_path: Path) -> None:
    for text in ("Name: \x1b[31mRed\nRuleset: monsuno-hard\n3 Nightsting\n",
                 "Name: Red\x9b2J\nRuleset: monsuno-hard\n3 Nightsting\n",
                 "Name: Red\nAuthor: \x07\rme\nRuleset: monsuno-hard\n3 Nightsting\n",
                 "2 Storm\x9b31mBolt\n", "2 Storm Bolt\x07\n"):
        path = _write(tmp_path, "t.txt", text)
        for args in (("check", path), ("deck", "import", path)):
            code, out, err = cli(*args)
            assert code == 2
            assert not any(c in out + err for c in TERMINAL_CONTROLS), (args, out, err)


def test_a_usage_error_does_not_echo_a_control_character(
        capsys: pytest.CaptureFixture[str], db: Path) -> None:
    with pytest.raises(SystemExit):
        main(["--db", str(db), "rulesets", "\x1b[2J\x9b"])  # "unrecognized arguments: …"
    _out, err = capsys.readouterr()
    assert "\\u001b[2J\\u009b" in err and "\x1b" not in err and "\x9b" not in err


# ------------------------------------------------------------------ finding 5: restore

def _backup(cli: Cli, tmp_path: Path) -> Path:
    target = tmp_path / "real.zip"
    code, _out, err = cli("backup", str(target))
    assert code == 0, err
    return target


def _rewrite(backup: Path, out: Path, *, sql: Callable[[sqlite3.Connection], object] | None
             = None, swap_picture: bytes | None = None) -> Path:
    """The real backup with its database edited by ``sql`` and, with ``swap_picture``, its
    first picture replaced by those bytes (named by their hash, as a real one is); the
    manifest's checksums follow, as an attacker would make them."""
    with zipfile.ZipFile(backup) as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    doc = json.loads(members.pop("manifest.json"))
    work = out.with_suffix(".sqlite3")
    work.write_bytes(members["deckbuilder.sqlite3"])
    conn = sqlite3.connect(work, isolation_level=None)
    if sql is not None:
        sql(conn)
    if swap_picture is not None:
        old = next(n for n in members if n.startswith("pictures/"))
        sha = hashlib.sha256(swap_picture).hexdigest()
        old_sha = old.rsplit("/", 1)[1].split(".")[0]
        conn.execute("UPDATE picture SET sha256=?, ext='png', width=13000, height=13000 "
                     "WHERE sha256=?", (sha, old_sha))
        del members[old]
        del doc["sha256"][old]
        new = f"pictures/{sha[:2]}/{sha}.png"
        members[new] = swap_picture
        doc["sha256"][new] = sha
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    members["deckbuilder.sqlite3"] = work.read_bytes()
    work.unlink()
    doc["sha256"]["deckbuilder.sqlite3"] = hashlib.sha256(
        members["deckbuilder.sqlite3"]).hexdigest()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("manifest.json", json.dumps(doc))
        for name, data in members.items():
            zf.writestr(name, data)
    return out


def _huge_png(width: int, height: int) -> bytes:
    """A PNG whose header says ``width``×``height`` (its pixels need never be decoded: the
    import refuses it by its header)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"\x00" * (width + 1))) + chunk(b"IEND", b""))


def _first_card(conn: sqlite3.Connection) -> str:
    return str(conn.execute("SELECT name FROM card ORDER BY id LIMIT 1").fetchone()[0])


def _set_data(value: str) -> Callable[[sqlite3.Connection], object]:
    return lambda conn: conn.execute("UPDATE card SET data=? WHERE id=(SELECT min(id) FROM "
                                     "card)", (value,))


RESTORE_CASES: dict[str, tuple[Callable[[sqlite3.Connection], object], str]] = {
    "data-not-json": (_set_data("{not json"), "its data is not a card's"),
    "data-100k-deep": (_set_data("[" * 100_000 + "]" * 100_000),
                       "its data is not a card's (JSON nested too deeply)"),
    "data-a-list": (_set_data("[]"), "expected an object, got list"),
    "text-with-escape": (lambda conn: conn.execute(
        "UPDATE card SET text='a\x1b[2Jb' WHERE id=(SELECT min(id) FROM card)"),
        "would be refused by a catalog import"),
    "deck-name-with-bell": (lambda conn: _insert_deck(conn, "Bell\x07"),
                            "would be refused by a deck import"),
    "deck-count-too-large": (lambda conn: _insert_deck(conn, "Many", 5000),
                             "would be refused by a deck import"),
}


def _insert_deck(conn: sqlite3.Connection, name: str, count: int = 2) -> None:
    cur = conn.execute("INSERT INTO deck(name, ruleset, notes, author, created_at, "
                       "updated_at) VALUES (?, 'monsuno-hard', '', '', 'x', 'x')", (name,))
    conn.execute("INSERT INTO deck_entry(deck_id, zone, position, card_name, count) "
                 "VALUES (?, 'deck', 0, 'Storm Bolt', ?)", (cur.lastrowid, count))


def _fingerprint(db: Path) -> bytes:
    conn = sqlite3.connect(db)
    try:
        rows = [conn.execute(f"SELECT * FROM {t} ORDER BY 1").fetchall()
                for t in ("card", "deck", "deck_entry", "picture")]
    finally:
        conn.close()
    return repr(rows).encode()


@pytest.mark.parametrize("case", sorted(RESTORE_CASES))
def test_restore_holds_the_content_to_the_rules_of_an_import(
        cli: Cli, tmp_path: Path, db: Path, case: str) -> None:
    edit, message = RESTORE_CASES[case]
    real = _backup(cli, tmp_path)
    bad = _rewrite(real, tmp_path / f"{case}.zip", sql=edit)
    # The manifest counts decks: an added deck must be counted, as an attacker would.
    if case.startswith("deck"):
        _recount_decks(bad)
    before = _fingerprint(db)
    code, out, err = cli("restore", str(bad), "--yes")
    assert code == 2, out
    assert f"{bad}: refused:" in err and message in err
    if not case.startswith("deck"):
        conn = sqlite3.connect(db)
        assert repr(_first_card(conn))[1:-1][:20] in err  # the card is named
        conn.close()
    assert _fingerprint(db) == before
    assert not any(c in out + err for c in TERMINAL_CONTROLS)


def _recount_decks(backup: Path) -> None:
    with zipfile.ZipFile(backup) as zf:
        members = {n: zf.read(n) for n in zf.namelist()}
    doc = json.loads(members["manifest.json"])
    doc["decks"] += 1
    members["manifest.json"] = json.dumps(doc).encode()
    with zipfile.ZipFile(backup, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members.items():
            zf.writestr(name, data)


@pytest.mark.parametrize("data", ["{not json", "[" * 100_000 + "]" * 100_000, "[]"])
def test_a_damaged_card_an_older_restore_let_in_is_a_clear_error(
        cli: Cli, tmp_path: Path, db: Path, data: str) -> None:
    # Restored by an older version (which did not hold restores to the import's rules):
    # every command that lists cards says which card, instead of a traceback.
    conn = sqlite3.connect(db)
    _set_data(data)(conn)
    conn.commit()
    name = _first_card(conn)
    conn.close()
    code, _out, err = cli("catalog", "export", str(tmp_path / "all.json"))
    assert code == 2
    assert f"card {name!r}" in err and "data is damaged" in err
    assert "Traceback" not in err


def test_restore_refuses_a_picture_the_import_refuses(cli: Cli, tmp_path: Path,
                                                      db: Path) -> None:
    real = _backup(cli, tmp_path)
    with zipfile.ZipFile(real) as zf:
        if not any(n.startswith("pictures/") for n in zf.namelist()):
            pytest.skip("the starter catalog has no pictures")
    huge = _huge_png(13000, 13000)
    bad = _rewrite(real, tmp_path / "huge.zip", swap_picture=huge)
    before = _fingerprint(db)
    code, out, err = cli("restore", str(bad), "--yes")
    assert code == 2, out
    assert f"{bad}: refused:" in err and "169000000 pixels" in err
    assert "a catalog import refuses it" in err
    assert _fingerprint(db) == before


def test_a_real_backup_still_restores(cli: Cli, tmp_path: Path) -> None:
    assert cli("deck", "import", _write(tmp_path, "d.txt", "Name: Kept\nRuleset: monsuno-hard\n3 Nightsting\n"))[0] \
        == 0
    real = _backup(cli, tmp_path)
    code, _out, err = cli("restore", str(real), "--yes")
    assert code == 0, err
    assert "Kept" in cli("deck", "list")[1]


# ------------------------------------------------------------------ round trip (property)

# Hostile strings: controls, C1, bidi marks and overrides, quotes, XML specials, CDATA
# terminators, Unicode digits, long-but-legal runs.
_HOSTILE_PIECES = st.sampled_from([
    "\x00", "\x07", "\x1b[2J", "\t", "\n", "\r", "\x85", "\x9b", "\u2028", "\u200f",
    "\u200e", "\u202e", "\u2066", "\ufffe", "\ud800", "\"", "'", "<", ">", "&", "&amp;",
    "]]>", "<![CDATA[", "٣", "²", "١٢", "Storm", "Bolt", " ", "  ", "é", "ё", "日本",
    "#", "//", ":", "SB:", "x ", "3 ", "Name:", "A" * 150, "Z" * 199,
])
hostile = st.one_of(st.lists(_HOSTILE_PIECES, max_size=8).map("".join),
                    st.text(max_size=30))
# The pieces the model accepts: what must then survive every writer and reader.
_TRICKY_PIECES = st.sampled_from([
    "\u200f", "\u200e", "\"", "'", "<", ">", "&", "&amp;", "&#x1b;", "]]>", "<![CDATA[",
    "٣", "²", "١٢", "Storm", "Bolt", " ", "é", "ё", "日本", "ש", "#", ":", "x ", "3 ",
    "A" * 40,
])
tricky = st.one_of(st.sampled_from(["", " ", "  ", " x "]),
                   st.lists(_TRICKY_PIECES, max_size=6).map("".join))


@st.composite
def hostile_decks(draw: st.DrawFn) -> DeckList | None:
    """A deck list made from hostile strings, or None when the deck list refused them.
    Half the decks use only pieces the model accepts, so that many reach the writers."""
    strings = tricky if draw(st.booleans()) else st.one_of(tricky, hostile)
    try:
        zones = {}
        for zone in ("team", "deck", "sideboard"):
            entries = []
            for _ in range(draw(st.integers(0, 3))):
                name = draw(strings.filter(lambda t: t.strip()))
                entries.append(DeckEntry(name, draw(st.integers(1, 999))))
            zones[zone] = DeckList().with_zone(zone, entries).zone(zone)
        notes = draw(st.one_of(strings, st.lists(strings, max_size=4).map("\n\t".join)))
        return DeckList(name=draw(strings)[:200], ruleset="monsuno-hard", notes=notes,
                        author=draw(strings)[:200], **zones)
    except DeckValueError:
        return None


def _normal(deck: DeckList) -> DeckList:
    """What every text format keeps: names with their spaces collapsed."""
    def entries(zone: tuple[DeckEntry, ...]) -> tuple[DeckEntry, ...]:
        return DeckList().with_zone("deck", [DeckEntry(" ".join(e.name.split()), e.count)
                                             for e in zone]).deck
    return replace(deck, name=" ".join(deck.name.split()),
                   author=" ".join(deck.author.split()), team=entries(deck.team),
                   deck=entries(deck.deck), sideboard=entries(deck.sideboard))


def _main_total_fits(deck: DeckList) -> bool:
    totals: dict[str, int] = {}
    for e in (*deck.team, *deck.deck):
        totals[name_key(e.name)] = totals.get(name_key(e.name), 0) + e.count
    return all(n <= MAX_COPIES_PER_LINE for n in totals.values())


def _readable_names(deck: DeckList) -> bool:
    # The text formats read "N Name" lines: a name that is itself a comment, a header or a
    # section word, or has no letter or digit, is no card line (the catalog has none such).
    from deckbuilder.rules.decklist import parse_deck

    for name in deck.names():
        try:
            back = parse_deck(f"Deck:\n1 {name}\n")
        except ValueError:
            return False
        if back.deck != (DeckEntry(" ".join(name.split()), 1),):
            return False
    return True


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(hostile_decks())
def test_property_every_accepted_deck_exports_to_every_format_and_reads_back(
        deck: DeckList | None) -> None:
    if deck is None:
        return  # refused where it was made: nothing to export
    assert set(TEXT_FORMATS) == {"text", "json", "cod", "o8d", "dec", "code"}
    # JSON keeps everything as it is.
    assert read_deck_text(deck_to_json_text(deck)) == deck
    # A deck code keeps the name, the ruleset and the zones (its cards by name here: no
    # catalog gives them a set and number).
    coded = read_deck_text(encode_deck_code(deck, "monsuno", lambda _name: None))
    assert (coded.name, coded.ruleset, coded.team, coded.deck, coded.sideboard) == (
        deck.name, deck.ruleset, deck.team, deck.deck, deck.sideboard)
    # No NUL (or any refused character) in the text export; it reads back.
    text = export_deck(deck)
    assert "\x00" not in text
    if not _readable_names(deck):
        return
    expected = _normal(deck)
    back = read_deck_text(text)
    assert (back.name, back.author, back.ruleset, back.team, back.deck, back.sideboard) == (
        expected.name, expected.author, expected.ruleset, expected.team, expected.deck,
        expected.sideboard)
    assert back.notes == " ".join(deck.notes.split())
    # The XML formats: well-formed, and equal with the team in the main zone (Cockatrice,
    # MWS) or without a deck name (OCTGN keeps none).
    if not _main_total_fits(deck):
        with pytest.raises(ValueError, match="no team zone"):
            export_cod(deck)
        return
    main_zone = DeckList().with_zone("deck", (*expected.team, *expected.deck)).deck
    for xml in (export_cod(deck), export_o8d(deck, "monsuno")):
        ET.fromstring(xml.split("\n", 1)[1])  # well-formed (after the declaration)
        back = parse_xml_deck(xml)
        assert back.ruleset == deck.ruleset
        assert back.sideboard == expected.sideboard
        if back.team:  # OCTGN has a team section
            assert (back.team, back.deck) == (expected.team, expected.deck)
        else:
            assert back.deck == main_zone
    assert parse_xml_deck(export_cod(deck)).name == expected.name
    mws = read_deck_text(export_mws(deck))
    assert (mws.name, mws.author, mws.deck, mws.sideboard) == (
        expected.name, expected.author, main_zone, expected.sideboard)


@st.composite
def hostile_cards(draw: st.DrawFn) -> dict[str, object]:
    strings = tricky if draw(st.booleans()) else st.one_of(tricky, hostile)
    return {"game": "monsuno", "kind": "monsuno", "name": "Card " + draw(strings)[:150],
            "launch": 1, "life": 5, "speed": 1, "damage": 1, "strike_type": "Wind",
            "text": draw(st.lists(strings, max_size=3).map("\n\t".join)),
            "set": draw(st.one_of(st.none(), strings)),
            "manufacturer": draw(st.one_of(st.none(), strings))}


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
@given(hostile_cards())
def test_property_every_accepted_card_round_trips_and_exports_well_formed_xml(
        tmp_path: Path, card: dict[str, object]) -> None:
    from deckbuilder.catalog.card_repository import CardRecord
    from deckbuilder.catalog.catalog_io import cards_to_csv, read_csv_catalog, read_json_catalog
    from deckbuilder.rules.cards import CardDataError, card_from_json
    from deckbuilder.services.cockatrice_cards import cockatrice_xml

    card = {k: v for k, v in card.items() if v is not None}
    try:
        made = card_from_json(card)
    except CardDataError:
        return  # refused where it was made
    src = tmp_path / "c.json"
    src.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1,
                               "cards": [card]}, ensure_ascii=False), encoding="utf-8")
    assert [p.card for p in read_json_catalog(src)] == [made]
    csv_text = cards_to_csv([made.to_json()])
    assert [p.card.to_json() for p in read_csv_catalog(tmp_path / "c.csv", csv_text)] == [
        made.to_json()]
    xml = cockatrice_xml([CardRecord(id=1, card=made, picture=None, owned=0,
                                     origin="user")])
    root = ET.fromstring(xml.split("\n", 1)[1])
    assert [n.text for n in root.iter("name")][-1] == made.name
    assert [n.text or "" for n in root.iter("text")][-1] == (made.text or "")
