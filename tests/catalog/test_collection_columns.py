"""Collection files as other tools and Excel write them (issue #31, items 4 and 5): CSVs
saved in a Windows code page are read, saying which encoding was assumed; Deckbox's
"Tradelist Count" and ManaBox's "Purchase price" are kept (trade count, price per copy),
exported again, and carried by backups — old backups still restore.

The files are shaped as the tools export them (columns from /work/shared/reference/
ANCHORS.md: Deckbox ``Count, Tradelist Count, Name, Edition, Card Number, Condition,
Language, Foil, Signed, Artist Proof, Altered Art, Misprint, Promo, Textless, My Price``;
ManaBox ``Name, Set code, Set name, Collector number, Foil, Rarity, Quantity, ManaBox ID,
Scryfall ID, Purchase price, Misprint, Altered, Condition, Language, Purchase price
currency``)."""

from __future__ import annotations

import json
import sqlite3
import zipfile
from pathlib import Path

import pytest
from catalog_samples import sample_cards, write_json_catalog

from deckbuilder.catalog.backup import create_backup
from deckbuilder.catalog.catalog_io import import_catalog
from deckbuilder.catalog.collection import CollectionRepository, Variant
from deckbuilder.catalog.db import Database
from deckbuilder.cli import main
from deckbuilder.text_files import decode_detected

DECKBOX_HEADER = ("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,"
                  "Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price")
MANABOX_HEADER = ("Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,"
                  "Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,"
                  "Purchase price currency")


def run(capsys: pytest.CaptureFixture[str], db: Database, *args: object) -> tuple[int, str, str]:
    code = main(["--db", str(db.path), *(str(a) for a in args)])
    out, err = capsys.readouterr()
    return code, out, err


def owned(db: Database) -> list[tuple[str, int, str, bool, int, int | None, str]]:
    """name, copies, condition, foil, trade count, price in cents, currency."""
    return [(i.name, i.quantity, i.variant.condition, i.variant.foil, i.trade,
             i.price_cents, i.currency) for i in CollectionRepository(db).items()]


# ----------------------------------------------------------------------------- encodings

def test_a_deckbox_export_saved_by_excel_in_windows_1252_is_read_and_said(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "Inventory_deckbox.csv"
    rows = [DECKBOX_HEADER,
            "3,1,Café Golem,Monster Cards Core,,Near Mint,English,,,,,,,,$0.25",
            '2,0,Storm Bolt,Monsuno Wave 1,10,Good (Lightly Played),English,foil,,,,,,,"$1,234.50"']
    # Excel on Windows: the system's code page and CRLF line ends, no byte-order mark.
    path.write_bytes("\r\n".join(rows).encode("cp1252") + b"\r\n")
    code, out, err = run(capsys, catalog_db, "collection", "import", path)
    assert code == 0, err
    assert "read as Windows-1252 text" in out
    # Tradelist Count and My Price are read now, not listed among the columns dropped.
    dropped = out.split("columns not read: ", 1)[1].splitlines()[0]
    assert "Tradelist Count" not in dropped and "My Price" not in dropped
    assert owned(catalog_db) == [
        ("Café Golem", 3, "NM", False, 1, 25, "USD"),
        ("Storm Bolt", 2, "LP", True, 0, 123450, "USD"),
    ]


def test_a_russian_excel_file_in_windows_1251_is_read_as_cyrillic(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "коллекция.csv"
    # A Russian Excel: semicolons, Russian headers, Windows-1251.
    path.write_bytes("Количество;Название\r\n2;Ёжик-Громовержец\r\n".encode("cp1251"))
    code, out, err = run(capsys, catalog_db, "collection", "import", path)
    assert code == 0, err
    assert "read as Windows-1251 text" in out
    assert [(n, q) for n, q, *_ in owned(catalog_db)] == [("Airswitch", 2)]


def test_a_utf8_file_says_nothing_about_its_encoding(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mine.csv"
    path.write_text("Name,Quantity\nCafé Golem,1\n", encoding="utf-8")
    code, out, _err = run(capsys, catalog_db, "collection", "import", path)
    assert code == 0 and "read as" not in out


@pytest.mark.parametrize(("text", "codec", "expected"), [
    ("Café Golem, Pokémon", "cp1252", "Windows-1252"),  # accents in Latin words: not 1251
    ("Ёжик-Громовержец; Сова", "cp1251", "Windows-1251"),
    ("Count,Name,My Price\n2,Sly Fox,€0.25\n", "cp1252", "Windows-1252"),  # 0x80: 1251's Ђ
    ("Кількість;Назва\n1;Їжак", "cp1251", "Windows-1251"),  # Ukrainian
    ("Café", "utf-8", "UTF-8"),
    ("Café", "utf-8-sig", "UTF-8 with BOM"),
    ("Café", "utf-16", "UTF-16"),
])
def test_the_encoding_assumed_for_a_collection_file(text: str, codec: str,
                                                    expected: str) -> None:
    decoded = decode_detected(text.encode(codec), ("cp1251", "cp1252"))
    assert (decoded.text, decoded.encoding) == (text, expected)


def test_bytes_no_code_page_takes_are_still_refused_with_the_byte(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "binary.csv"
    path.write_bytes(b"Name\nCaf\x81\x98\n")  # 0x81: no 1252 character; 0x98: no 1251 one
    code, _out, err = run(capsys, catalog_db, "collection", "import", path)
    assert code == 2
    assert str(path) in err and "not UTF-8 text (byte 8)" in err


# ----------------------------------------------------------------------------- trade and price

def test_a_manabox_export_keeps_the_purchase_price_and_its_currency(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ManaBox_Collection.csv"
    path.write_text(MANABOX_HEADER + "\n"
                    "Storm Bolt,MS1,Wave One,10,normal,common,3,1001,"
                    "0b6e1c9e-0000-4000-8000-000000000001,1.5,false,false,near_mint,en,EUR\n"
                    "Sly Fox,,,,foil,rare,1,1002,"
                    "0b6e1c9e-0000-4000-8000-000000000002,12,false,false,lightly_played,en,"
                    "EUR\n", encoding="utf-8")
    code, out, err = run(capsys, catalog_db, "collection", "import", path)
    assert code == 0, err
    assert "Purchase price" not in out
    assert owned(catalog_db) == [
        ("Sly Fox", 1, "LP", True, 0, 1200, "EUR"),
        ("Storm Bolt", 3, "NM", False, 0, 150, "EUR"),
    ]


def test_a_trade_count_above_the_copies_is_refused_naming_line_and_column(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deckbox.csv"
    path.write_text(DECKBOX_HEADER + "\n2,5,Sly Fox,,,Near Mint,English,,,,,,,,\n"
                    "1,0,Storm Bolt,,,Near Mint,English,,,,,,,,one dollar\n", encoding="utf-8")
    code, _out, err = run(capsys, catalog_db, "collection", "import", path)
    assert code == 2
    assert "deckbox.csv: line 2, column Tradelist Count: expected a whole number from 0 to " \
        "the row's 2 copies, got '5'" in err
    assert "line 3, column My Price: expected a price such as 0.25 or 1,50, got " \
        "'one dollar'" in err
    assert owned(catalog_db) == []  # nothing half-written


def test_trade_counts_and_prices_survive_export_and_import(
        catalog_db: Database, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "deckbox.csv"
    src.write_text(DECKBOX_HEADER + "\n4,2,Sly Fox,,,Near Mint,English,,,,,,,,0.40\n",
                   encoding="utf-8")
    assert run(capsys, catalog_db, "collection", "import", src)[0] == 0
    out = tmp_path / "ours.csv"
    assert run(capsys, catalog_db, "collection", "export", out)[0] == 0
    assert out.read_text(encoding="utf-8").splitlines()[1].endswith(",2,0.40,")
    # Into a second database with the same cards.
    second = Database.open(tmp_path / "second.sqlite3")
    import_catalog(second, write_json_catalog(tmp_path / "sample.json", sample_cards()))
    second.close()
    assert main(["--db", str(second.path), "collection", "import", str(out)]) == 0
    with Database.open(second.path) as again:
        assert owned(again) == [("Sly Fox", 4, "NM", False, 2, 40, "")]


def test_editing_copies_keeps_the_price_and_shortens_the_trade_list(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "deckbox.csv"
    src.write_text(DECKBOX_HEADER + "\n4,3,Sly Fox,,,Near Mint,English,,,,,,,,$2\n",
                   encoding="utf-8")
    assert run(capsys, catalog_db, "collection", "import", src)[0] == 0
    coll = CollectionRepository(catalog_db)
    card = coll.items()[0].card_id
    # The card editor's variants (copies and notes) keep what they do not show.
    coll.replace_variants(card, [(Variant(), 4, "binder 2")])
    assert owned(catalog_db) == [("Sly Fox", 4, "NM", False, 3, 200, "USD")]
    # Fewer copies than are on the trade list: the list holds what is left.
    assert run(capsys, catalog_db, "collection", "set", "mc", "Sly Fox", "2")[0] == 0
    assert owned(catalog_db) == [("Sly Fox", 2, "NM", False, 2, 200, "USD")]


def test_a_backup_carries_trade_counts_and_prices(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "deckbox.csv"
    src.write_text(DECKBOX_HEADER + "\n4,1,Sly Fox,,,Near Mint,English,,,,,,,,0.75\n",
                   encoding="utf-8")
    assert run(capsys, catalog_db, "collection", "import", src)[0] == 0
    backup = tmp_path / "all.zip"
    assert run(capsys, catalog_db, "backup", backup)[0] == 0
    CollectionRepository(catalog_db).replace_variants(
        CollectionRepository(catalog_db).items()[0].card_id, [])
    path = catalog_db.path
    catalog_db.close()
    assert main(["--db", str(path), "restore", str(backup), "--yes"]) == 0
    with Database.open(path) as db:
        assert owned(db) == [("Sly Fox", 4, "NM", False, 1, 75, "")]


class _OldDatabase:
    """What create_backup reads of a database, for a file kept at an older schema (as a
    backup made by the previous release holds it)."""

    def __init__(self, path: Path):
        self.path = path
        self.conn = sqlite3.connect(str(path))
        self.pictures_dir = path.with_name(path.stem + ".pictures")


def test_a_backup_from_before_trade_counts_and_prices_still_restores(
        catalog_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from alembic import command
    from alembic.config import Config

    from deckbuilder.catalog import db as db_module
    from deckbuilder.catalog.connection import make_engine

    old = tmp_path / "old.sqlite3"
    cfg = Config()
    cfg.set_main_option("script_location", str(Path(db_module.__file__).parent / "migrations"))
    engine = make_engine(old)
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, "0005")
    engine.dispose()
    conn = sqlite3.connect(str(old))
    # A card as the catalog holds it (the card table is the same at 0005).
    conn.execute("ATTACH DATABASE ? AS new", (str(catalog_db.path),))
    conn.execute("INSERT INTO main.card SELECT * FROM new.card WHERE name='Sly Fox'")
    conn.execute("INSERT INTO collection_entry(card_id, quantity, condition, language, foil, "
                 "notes) SELECT id, 3, 'NM', 'en', 0, 'old' FROM card")
    conn.commit()
    conn.execute("DETACH DATABASE new")
    conn.commit()
    conn.close()
    holder = _OldDatabase(old)
    backup = tmp_path / "old.zip"
    create_backup(holder, backup)  # type: ignore[arg-type]
    holder.conn.close()
    with zipfile.ZipFile(backup) as zf:
        assert json.loads(zf.read("manifest.json"))["revision"] == "0005"

    target = tmp_path / "live.sqlite3"
    code = main(["--db", str(target), "restore", str(backup), "--yes"])
    assert code == 0, capsys.readouterr().err
    with Database.open(target) as db:
        assert owned(db) == [("Sly Fox", 3, "NM", False, 0, None, "")]
