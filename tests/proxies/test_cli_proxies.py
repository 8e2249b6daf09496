"""`deckbuilder proxies` as a user runs it: card size, blurry pictures, a wrong --out."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckbuilder.services.catalog_service import CatalogService
from tests.conftest import run_main
from tests.proxies.pdf_support import placements

ROOT = Path(__file__).resolve().parents[2]
DECK = str(ROOT / "resources" / "decks" / "redakai-advanced.txt")



@pytest.fixture
def db_path(starter_db, qapp) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return path


def test_card_size_from_the_command_line(capsys, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "small.pdf"
    code, stdout, _ = run_main(capsys, "--db", str(db_path), "proxies", DECK, "--out", str(out),
                          "--card-size", "59x86")
    assert code == 0
    assert "cards 59 × 86 mm" in stdout
    cards = [p for page in placements(out) for p in page]
    assert cards and all(abs(p.size_mm[0] - 59) <= 0.1 and abs(p.size_mm[1] - 86) <= 0.1
                         for p in cards)
    # Without the option: the game's size.
    code, stdout, _ = run_main(capsys, "--db", str(db_path), "proxies", DECK, "--out", str(out))
    assert code == 0 and "cards 63 × 88 mm" in stdout
    code, _, err = run_main(capsys, "--db", str(db_path), "proxies", DECK, "--out", str(out),
                       "--card-size", "63")
    assert code == 2 and "WIDTHxHEIGHT" in err


def test_blurry_pictures_are_named(capsys, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PIL import Image

    catalog = CatalogService.open(db_path)
    rec = catalog.cards.find("Blazing Jab", "redakai")
    picture = catalog.picture_path(rec.picture)
    catalog.close()
    Image.new("RGB", (300, 420), (90, 20, 20)).save(picture, format="PNG")
    code, stdout, _ = run_main(capsys, "--db", str(db_path), "proxies", DECK, "--out",
                          str(tmp_path / "deck.pdf"))
    assert code == 0
    assert "low resolution" in stdout and "Blazing Jab (120 ppi)" in stdout


def test_a_missing_folder_names_the_path_given(capsys, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "nowhere" / "x.pdf"
    code, _, err = run_main(capsys, "--db", str(db_path), "proxies", DECK, "--out", str(out))
    assert code == 2
    assert str(out) in err and "does not exist" in err and ".part" not in err
