"""CSV exports a spreadsheet opens run no formula: a cell starting with =, +, -, @, tab or
CR gets a leading ' — and importing the file again gives every value back exactly,
names that really start with ' included. Through the commands a user runs."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from deckbuilder.services.catalog_service import CatalogService
from tests.conftest import run_main

NAMES = ["=HYPERLINK(\"http://evil.example\",\"x\")", "+Plus Card", "-Minus Card",
         "@At Card", "'Tis the Card", "'=Quoted Formula", "''Two Quotes", "Plain Card",
         "'", "-"]
NOTES = ["=1+1", "\tTabbed", "@SUM(A1)", "-", "'+kept", "'plain quote", "-3", "ok", "+", ""]
DANGEROUS = ("=", "+", "-", "@", "\t", "\r")



def _attack(name: str) -> dict[str, object]:
    return {"game": "redakai", "name": name, "kind": "attack", "kairu": 1, "power": 1,
            "color": "red", "hits": [True, False, False], "text": f"-{name}"}


def _cells(path: Path) -> list[str]:
    return [c for row in csv.reader(io.StringIO(path.read_text(encoding="utf-8")))
            for c in row]


def _safe(cell: str) -> bool:
    if not cell.startswith(DANGEROUS):
        return True
    try:
        float(cell)  # a plain negative number is no formula
    except ValueError:
        return False
    return True


def test_catalog_and_collection_csv_exports_run_no_formula_and_read_back(
        capsys, tmp_path) -> None:  # type: ignore[no-untyped-def]
    db, other = tmp_path / "db.sqlite3", tmp_path / "other.sqlite3"
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps([_attack(n) for n in NAMES]), encoding="utf-8")
    for target in (db, other):
        code, _, err = run_main(capsys, "--db", target, "catalog", "import", cards)
        assert code == 0, err
    owned = tmp_path / "owned.csv"
    with owned.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Game", "Name", "Quantity", "Notes"])
        for name, note in zip(NAMES, NOTES, strict=True):
            # Written by another tool: no leading ' added. (A name starting with ' and then
            # a formula character reads as the neutralised form; those are set below.)
            if name[:2] not in ("'=", "''"):
                w.writerow(["redakai", name, 2, note])
    code, _, err = run_main(capsys, "--db", db, "collection", "import", owned)
    assert code == 0, err
    for name in ("'=Quoted Formula", "''Two Quotes"):
        assert run_main(capsys, "--db", db, "collection", "set", "redakai", name, 3)[0] == 0

    catalog_csv, collection_csv = tmp_path / "catalog.csv", tmp_path / "collection.csv"
    assert run_main(capsys, "--db", db, "catalog", "export", catalog_csv, "--game", "redakai")[0] == 0
    assert run_main(capsys, "--db", db, "collection", "export", collection_csv)[0] == 0
    for path in (catalog_csv, collection_csv):
        unsafe = [c for c in _cells(path) if not _safe(c)]
        assert unsafe == [], path
    assert "'=HYPERLINK(\"http://evil.example\",\"x\")" in _cells(catalog_csv)
    assert "'''Two Quotes" in _cells(collection_csv) and "'Tis the Card" in _cells(collection_csv)

    # Read back into another database: the same names, texts and notes.
    assert run_main(capsys, "--db", other, "catalog", "import", catalog_csv)[0] == 0
    assert run_main(capsys, "--db", other, "collection", "import", collection_csv)[0] == 0
    first, second = CatalogService.open(db), CatalogService.open(other)
    try:
        def seen(service: CatalogService) -> list[tuple[str, int, str, str | None]]:
            return sorted((i.name, i.quantity, i.notes,
                           (service.cards.find(i.name, "redakai") or None) and
                           service.cards.find(i.name, "redakai").card.text)  # type: ignore[union-attr]
                          for i in service.collection_items())
        assert seen(first) == seen(second)
        assert {n for n, *_ in seen(second)} == set(NAMES)
    finally:
        first.close()
        second.close()
