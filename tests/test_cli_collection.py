"""`deckbuilder collection list|summary|wishlist|tradelist` (issue #31 item 12), run as a
user runs them, on the starter catalog with a saved deck and a Deckbox-shaped collection."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.cli import main

ROOT = Path(__file__).resolve().parents[1]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"
DECK_NAME = "Ember Grove"  # the Name: line of REDAKAI
DECKBOX_HEADER = ("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,"
                  "Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price")


def run(capsys: pytest.CaptureFixture[str], db: Path, *args: object) -> tuple[int, str, str]:
    code = main(["--db", str(db), *(str(a) for a in args)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(starter_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The starter catalog, the Redakai starter deck saved, and a few cards owned: 2 of the
    deck's 3 Blazing Jab, 7 Vine Snap (the deck uses 3), 1 Tessia (1 on the trade list)."""
    path = Path(starter_db.path)
    starter_db.close()
    assert run(capsys, path, "deck", "import", REDAKAI)[0] == 0
    owned = tmp_path / "deckbox.csv"
    owned.write_text(DECKBOX_HEADER + "\n"
                     "2,0,Blazing Jab,,,Near Mint,English,,,,,,,,$0.50\n"
                     "7,0,Vine Snap,,,Near Mint,English,,,,,,,,$0.10\n"
                     "1,1,Tessia - Ember Veil,,,Near Mint,English,foil,,,,,,,$3.00\n",
                     encoding="utf-8")
    code, _out, err = run(capsys, path, "collection", "import", owned)
    assert code == 0, err
    return path


def test_summary_counts_copies_value_completion_and_what_the_deck_lacks(
        db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, db, "collection", "summary", "--json")
    assert code == 0, err
    s = json.loads(out)
    assert (s["copies"], s["distinct"], s["trade"]) == (10, 3, 1)
    assert s["value"] == {"USD": "4.70"}  # 2 × 0.50 + 7 × 0.10 + 1 × 3.00
    redakai = next(g for g in s["games"] if g["game"] == "redakai")
    assert redakai["owned"] == 3 and redakai["total"] > 3
    assert redakai["percent"] == round(100 * 3 / redakai["total"], 1)
    assert [c["set"] for c in s["sets"] if c["game"] == "redakai"] == ["RDK-1"]
    (deck,) = s["decks"]
    # 43 cards (team, deck); owned: 2 of 3 Blazing Jab, all Vine Snap and Tessia.
    assert deck["name"] == DECK_NAME and deck["missing"] == deck["cards"] - 2 - 3 - 1
    code, text, _err = run(capsys, db, "collection", "summary")
    assert "copies: 10" in text and "value: 4.70 USD" in text
    assert f"redakai: 3 of {redakai['total']}" in text
    assert f"{DECK_NAME}: {deck['cards']} cards, {deck['missing']} missing" in text


def test_list_finds_owned_cards_by_the_search_syntax(
        db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, db, "collection", "list", "kind:attack", "--json")
    assert code == 0, err
    assert [(c["name"], c["copies"], c["value"]) for c in json.loads(out)] == [
        ("Blazing Jab", 2, {"USD": "1.00"}), ("Vine Snap", 7, {"USD": "0.70"})]
    code, out, err = run(capsys, db, "collection", "list")
    assert "Tessia - Ember Veil  [redakai RDK-1" in out and "trade 1" in out
    assert "3 cards, 10 copies" in err
    code, _out, err = run(capsys, db, "collection", "list", "kind:(")
    assert code == 2 and "bad query" in err and "\nkind:(\n" in err  # points into it


def test_wishlist_of_a_saved_deck_as_csv_and_text(
        db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "wishlist.csv"
    code, out, err = run(capsys, db, "collection", "wishlist", DECK_NAME, "--out", target)
    assert code == 0, err
    with target.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    by_name = {r["Name"]: r for r in rows}
    assert by_name["Blazing Jab"]["Count"] == "1"  # 3 needed, 2 owned
    assert by_name["Magma Fist"]["Count"] == "3"
    assert by_name["Magma Fist"]["Game"] == "redakai" and by_name["Magma Fist"]["Edition"]
    assert "Vine Snap" not in by_name and "Tessia - Ember Veil" not in by_name
    assert f"{target}: {len(rows)} cards to get" in out
    # The same deck twice: both built at once need twice the copies.
    code, text, err = run(capsys, db, "collection", "wishlist", DECK_NAME, DECK_NAME)
    assert code == 0 and "// Redakai" in text
    assert "\n4 Blazing Jab\n" in text and "\n6 Magma Fist\n" in text
    assert "cards to get" in err


def test_wishlist_of_an_unknown_deck_is_bad_input(
        db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "w.csv"
    code, _out, err = run(capsys, db, "collection", "wishlist", "No Such Deck", "--out", target)
    assert code == 2 and "No Such Deck" in err
    assert not target.exists()


def test_tradelist_offers_copies_beyond_the_decks_and_a_playset(
        db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "trade.csv"
    code, _out, err = run(capsys, db, "collection", "tradelist", "--out", target)
    assert code == 0, err
    with target.open(encoding="utf-8", newline="") as fh:
        rows = {r["Name"]: r for r in csv.DictReader(fh)}
    # Vine Snap: 7 owned, the deck uses 3, a playset is 3: 4 to offer.
    assert (rows["Vine Snap"]["Count"], rows["Vine Snap"]["Owned"],
            rows["Vine Snap"]["In Decks"]) == ("4", "7", "3")
    # Tessia: the deck uses the one copy, but it is on the user's own trade list.
    assert rows["Tessia - Ember Veil"]["Count"] == "1"
    assert "Blazing Jab" not in rows
