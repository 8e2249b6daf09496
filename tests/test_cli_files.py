"""Files as other tools write them, ``-`` for standard input and output, and the
permissions of the files the commands write — all through the command line."""

from __future__ import annotations

import csv
import io
import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.cli import main
from deckbuilder.services.seeding import open_database
from tests.conftest import run_main

ROOT = Path(__file__).resolve().parents[1]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"

# Dragon Shield's export, as its Card Manager writes it: a quoted "sep=," line first
# (Excel then opens it with the right separator), Windows line ends.
DRAGON_SHIELD_HEADER = ("Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,"
                        "Card Number,Condition,Printing,Language,Price Bought,Date Bought,"
                        "LOW,MID,MARKET")



def feed_stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    """Standard input as a pipe gives it: bytes under a text wrapper."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


@pytest.fixture
def db(starter_db: Database) -> Path:
    path = starter_db.path
    starter_db.close()
    return Path(path)


def owned(db: Path) -> dict[tuple[str, str, str, bool], int]:
    """(name, condition, language, foil) → copies, read from the database."""
    with open_database(db) as d:
        return {(it.name, it.variant.condition, it.variant.language, it.variant.foil):
                it.quantity for it in CollectionRepository(d).items()}


# ============================================================ Dragon Shield's sep= line

@pytest.mark.parametrize("sep_line, delim", [
    ('"sep=,"', ","),       # Dragon Shield
    ('"sep=,",,,', ","),    # the same after a spreadsheet saved it again
    ("sep=;", ";"),         # Excel's own bare form
    ('"sep=\t"', "\t"),
])
def test_a_collection_export_starting_with_a_sep_line_imports(
        capsys, db: Path, tmp_path: Path, sep_line: str, delim: str) -> None:  # type: ignore[no-untyped-def]
    rows = [DRAGON_SHIELD_HEADER.split(","),
            ["Binder", "3", "0", "Blazing Jab", "RKB", "Redakai Base", "12", "NearMint",
             "Foil", "English", "0.10", "2024-01-02", "0.05", "0.10", "0.20"],
            ["Binder", "2", "1", "Magma Fist", "RKB", "Redakai Base", "14", "LightlyPlayed",
             "Normal", "German", "0.10", "2024-01-02", "0.05", "0.10", "0.20"]]
    path = tmp_path / "all-folders.csv"
    path.write_bytes((sep_line + "\r\n" + "".join(delim.join(r) + "\r\n" for r in rows))
                     .encode("utf-8"))
    code, out, err = run_main(capsys, "--db", db, "collection", "import", path)
    assert code == 0, err
    assert out.splitlines()[0] == f"{path}: 2 rows, 2 cards changed"
    assert owned(db) == {("Blazing Jab", "NM", "en", True): 3,
                         ("Magma Fist", "LP", "de", False): 2}
    # What is not read is said: nobody wonders where the market prices or the folders
    # went. (The trade quantity and the price bought are kept: issue 31 item 5.)
    assert ("columns not read: 'Folder Name', 'Set Name', 'Date Bought', 'LOW', 'MID', "
            "'MARKET'") in out.splitlines()


# ============================================================ encodings

@pytest.mark.parametrize("encoding, bom", [
    ("utf-16-le", b"\xff\xfe"),  # Excel's "Unicode text"
    ("utf-16-be", b"\xfe\xff"),
    ("utf-8", b"\xef\xbb\xbf"),
    ("utf-16-le", b""),          # no mark: told by the zero bytes
])
def test_unicode_text_from_excel_imports(capsys, db: Path, tmp_path: Path, encoding: str,  # type: ignore[no-untyped-def]
                                         bom: bytes) -> None:
    path = tmp_path / "collection.txt"
    text = "Count\tName\tLanguage\r\n2\tBlazing Jab\tРусский\r\n1\tMagma Fist\t\r\n"
    path.write_bytes(bom + text.encode(encoding))
    code, _, err = run_main(capsys, "--db", db, "collection", "import", path)
    assert code == 0, err
    assert owned(db) == {("Blazing Jab", "NM", "ru", False): 2,
                         ("Magma Fist", "NM", "en", False): 1}


def test_a_deck_saved_as_unicode_text_is_checked(capsys, db: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "deck.txt"
    path.write_bytes(REDAKAI.read_text(encoding="utf-8").replace("\n", "\r\n")
                     .encode("utf-16"))
    code, out, err = run_main(capsys, "--db", db, "check", path)
    assert code == 0, err
    assert out.startswith("Ember Grove — redakai-advanced: LEGAL")


def test_a_broken_utf16_file_is_named_with_its_encoding(capsys, db: Path,  # type: ignore[no-untyped-def]
                                                         tmp_path: Path) -> None:
    path = tmp_path / "collection.txt"
    path.write_bytes("Count\tName\r\n".encode("utf-16") + b"\x00\xd8A\x00")  # lone surrogate
    code, _, err = run_main(capsys, "--db", db, "collection", "import", path)
    assert code == 2
    assert f"{path}: not UTF-16 text (byte 26)" in err


# ============================================================ columns that are not read

def test_a_quantity_column_that_is_not_recognised_is_said(capsys, db: Path,  # type: ignore[no-untyped-def]
                                                          tmp_path: Path) -> None:
    path = tmp_path / "sammlung.csv"
    path.write_text("Anzahl;Name\n4;Blazing Jab\n2;Magma Fist\n", encoding="utf-8")
    code, out, err = run_main(capsys, "--db", db, "collection", "import", path)
    assert code == 0, err
    assert out.splitlines() == [
        f"{path}: 2 rows, 2 cards changed",
        "columns not read: 'Anzahl'",
        "no quantity column (Quantity, Count, Qty, Amount or Copies): each row counted as "
        "1 copy",
    ]
    assert owned(db) == {("Blazing Jab", "NM", "en", False): 1,
                         ("Magma Fist", "NM", "en", False): 1}


def test_a_file_whose_columns_are_all_read_gets_no_note(capsys, db: Path,  # type: ignore[no-untyped-def]
                                                        tmp_path: Path) -> None:
    path = tmp_path / "mine.csv"
    path.write_text("Quantity,Name,Condition\n4,Blazing Jab,NM\n", encoding="utf-8")
    code, out, _ = run_main(capsys, "--db", db, "collection", "import", path)
    assert code == 0
    assert out.splitlines() == [f"{path}: 1 rows, 1 cards changed"]


# ============================================================ "-": standard input

def test_check_reads_a_deck_from_standard_input(capsys, db: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    feed_stdin(monkeypatch, REDAKAI.read_bytes())
    code, out, err = run_main(capsys, "--db", db, "check", "-")
    assert code == 0, err
    assert out.startswith("Ember Grove — redakai-advanced: LEGAL")


def test_a_bad_line_on_standard_input_is_named_stdin_with_its_line(  # type: ignore[no-untyped-def]
        capsys, db: Path, monkeypatch) -> None:
    feed_stdin(monkeypatch, b"Ruleset: redakai-advanced\nDeck:\n0 Blazing Jab\n")
    code, _, err = run_main(capsys, "--db", db, "check", "-")
    assert code == 2
    assert err.startswith("deckbuilder: <stdin>: line 3: ")
    feed_stdin(monkeypatch, b"Quantity,Name\nmany,Blazing Jab\n")
    code, _, err = run_main(capsys, "--db", db, "collection", "import", "-")
    assert code == 2
    assert "<stdin>: line 2, column Quantity: expected a whole number" in err
    feed_stdin(monkeypatch, b'{"format": "deckbuilder-catalog", "version": 1,\n "cards": [}')
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", "-")
    assert code == 2
    assert "<stdin>: line 2, column 12: not valid JSON" in err
    assert not Path("-").exists()


def test_deck_import_reads_standard_input_and_wants_a_name(capsys, db: Path,  # type: ignore[no-untyped-def]
                                                           monkeypatch) -> None:
    deck = REDAKAI.read_text(encoding="utf-8")
    feed_stdin(monkeypatch, deck.encode("utf-8"))
    code, out, err = run_main(capsys, "--db", db, "deck", "import", "-")
    assert code == 0, err
    assert out.startswith("saved deck 'Ember Grove' (redakai-advanced)")
    unnamed = deck.replace("Name: Ember Grove\n", "")
    feed_stdin(monkeypatch, unnamed.encode("utf-8"))
    code, _, err = run_main(capsys, "--db", db, "deck", "import", "-")
    assert code == 2
    assert "needs a name: add a 'Name:' line or --name" in err
    feed_stdin(monkeypatch, unnamed.encode("utf-8"))
    code, out, err = run_main(capsys, "--db", db, "deck", "import", "-", "--name", "Piped")
    assert code == 0, err
    assert out.startswith("saved deck 'Piped'")


def test_goldfish_odds_and_proxies_read_the_deck_from_standard_input(  # type: ignore[no-untyped-def]
        capsys, db: Path, monkeypatch, tmp_path: Path, qapp) -> None:
    # (qapp: the proxies command would make a QGuiApplication, and later widget tests in
    # this process need a QApplication.)
    from_file = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "20", "--json")
    feed_stdin(monkeypatch, REDAKAI.read_bytes())
    from_stdin = run_main(capsys, "--db", db, "goldfish", "-", "--games", "20", "--json")
    assert from_stdin == from_file and from_stdin[0] == 0
    feed_stdin(monkeypatch, REDAKAI.read_bytes())
    code, out, err = run_main(capsys, "--db", db, "odds", "-", "--card", "Blazing Jab",
                         "--by-turn", "3")
    assert code == 0, err
    assert out.startswith("P(at least 1 of Blazing Jab by turn 3) = ")
    feed_stdin(monkeypatch, REDAKAI.read_bytes())
    code, out, err = run_main(capsys, "--db", db, "proxies", "-", "--out", tmp_path / "p.pdf")
    assert code == 0, err
    assert (tmp_path / "p.pdf").read_bytes().startswith(b"%PDF")
    feed_stdin(monkeypatch, REDAKAI.read_bytes())
    code, _, err = run_main(capsys, "--db", db, "goldfish", "-", "--dummy", "-")
    assert code == 2 and "both come from standard input" in err


# ============================================================ "-": standard output

def test_collection_export_to_standard_output_pipes_into_an_import(  # type: ignore[no-untyped-def]
        db: Path, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "deckbuilder", "--db", str(db)]
    subprocess.run([*cmd, "collection", "set", "redakai", "Blazing Jab", "3"], check=True,
                   capture_output=True, env=env, cwd=tmp_path)
    export = subprocess.run([*cmd, "collection", "export", "-"], capture_output=True,
                            env=env, cwd=tmp_path)
    assert export.returncode == 0, export.stderr
    assert list(csv.reader(io.StringIO(export.stdout.decode("utf-8"))))[1][:3] == [
        "redakai", "Blazing Jab", "3"]
    assert export.stderr.decode() == "-: 1 rows written\n"
    assert not (tmp_path / "-").exists()
    fresh = tmp_path / "fresh.sqlite3"
    imported = subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(fresh),
                               "collection", "import", "-"], input=export.stdout,
                              capture_output=True, env=env, cwd=tmp_path)
    assert imported.returncode == 0, imported.stderr
    assert imported.stdout.decode() == "<stdin>: 1 rows, 1 cards changed\n"
    assert owned(fresh) == {("Blazing Jab", "NM", "en", False): 3}


def test_catalog_export_to_standard_output_is_json_that_imports_again(  # type: ignore[no-untyped-def]
        capsys, db: Path, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = run_main(capsys, "--db", db, "catalog", "export", "-", "--game", "redakai")
    assert code == 0
    assert err.endswith(" cards written\n")
    doc = json.loads(out)
    assert {c["game"] for c in doc["cards"]} == {"redakai"}
    # No picture folder beside a file that does not exist: the cards name the catalog's
    # own pictures.
    pictured = [c for c in doc["cards"] if "image" in c]
    assert pictured and all(Path(c["image"]).is_file() for c in pictured)
    assert not Path("-").exists() and not Path("--pictures").exists()
    feed_stdin(monkeypatch, out.encode("utf-8"))
    code, out, err = run_main(capsys, "--db", tmp_path / "other.sqlite3", "catalog", "import", "-")
    assert code == 0, err
    assert out.startswith(f"<stdin>: {len(doc['cards'])} cards")


def test_a_csv_catalog_on_standard_input_is_told_from_json(  # type: ignore[no-untyped-def]
        capsys, db: Path, tmp_path: Path, monkeypatch) -> None:
    feed_stdin(monkeypatch, b"game,name,kind,launch\nmonsuno,Piped Beast,monsuno,x\n")
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", "-")
    assert code == 2
    assert "<stdin>: line 2, field 'launch': expected" in err


# ============================================================ permissions

@pytest.fixture
def umask() -> Iterator[int]:
    old = os.umask(0o022)
    try:
        yield 0o022
    finally:
        os.umask(old)


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_exported_files_get_the_permissions_of_a_new_file(  # type: ignore[no-untyped-def]
        capsys, db: Path, tmp_path: Path, umask: int) -> None:
    out = tmp_path / "out"
    out.mkdir()
    files = {"deck.txt": ["deck", "export", "Ember Grove"],
             "collection.csv": ["collection", "export"],
             "catalog.json": ["catalog", "export", "--no-pictures"],
             "all.zip": ["backup"]}
    assert run_main(capsys, "--db", db, "deck", "import", REDAKAI)[0] == 0

    def export_all() -> None:
        for name, command in files.items():
            code, _, err = run_main(capsys, "--db", db, *command[:3], out / name, *command[3:])
            assert code == 0, err

    export_all()
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in out.iterdir()}
    assert modes == dict.fromkeys(files, 0o644)
    # A file that is written again keeps the permissions its owner gave it.
    for name in files:
        (out / name).chmod(0o640)
    export_all()
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in out.iterdir()}
    assert modes == dict.fromkeys(files, 0o640)


def test_a_goldfish_trace_goes_to_standard_output(capsys, db: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                   monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "2",
                         "--trace", "-")
    assert code == 0, err
    events = [json.loads(line) for line in out.splitlines()]
    assert {e["game"] for e in events} == {0, 1} and events[0]["event"] == "first_player"
    # The report is on standard error, out of the trace's way.
    assert "Ember Grove (redakai-advanced) — 2 games" in err
    assert not Path("-").exists()


def test_a_proxy_pdf_goes_to_standard_output(capsysbinary, db: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
                                             monkeypatch, qapp) -> None:
    monkeypatch.chdir(tmp_path)
    from pypdf import PdfReader

    code = main(["--db", str(db), "proxies", str(REDAKAI), "--out", "-", "--paper", "a4"])
    out, err = capsysbinary.readouterr()
    assert code == 0, err
    assert err.decode().startswith("-: 6 pages, 46 cards (3 × 3 per page), A4")
    assert len(PdfReader(io.BytesIO(out)).pages) == 6
    assert not Path("-").exists()


def test_a_backup_goes_to_standard_output_and_restores(capsysbinary, db: Path,  # type: ignore[no-untyped-def]
                                                        tmp_path: Path, monkeypatch) -> None:
    from deckbuilder.catalog.backup import backup_info

    monkeypatch.chdir(tmp_path)
    code = main(["--db", str(db), "backup", "-"])
    out, err = capsysbinary.readouterr()
    assert code == 0, err
    assert err.decode().startswith("-: ") and " cards, " in err.decode()
    assert not Path("-").exists()
    saved = tmp_path / "piped.zip"
    saved.write_bytes(out)
    with open_database(db) as d:
        assert backup_info(saved).cards == d.conn.execute("SELECT COUNT(*) FROM card").fetchone()[0]
