"""Catalog files (RULES.md §1): JSON and CSV import, all-or-nothing, pictures, export."""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from catalog_samples import (
    ALL_CARDS,
    MONSTER_CARDS,
    REDAKAI_CARDS,
    card_snapshot,
    png_bytes,
    sample_cards,
    write_json_catalog,
)

from deckbuilder.catalog import card_repository as cards_module
from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.catalog_io import (
    ImportCancelled,
    export_catalog,
    import_catalog,
    read_catalog,
)
from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.file_problems import CatalogFileError
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.catalog.search import CardSearch
from deckbuilder.rules.cards import Card, card_from_json


def cards_of(db: Database) -> list[Card]:
    return sorted((r.card for r in CardRepository(db).all()), key=lambda c: (c.game, c.name))


def expected_cards(raws: list[dict[str, Any]]) -> list[Card]:
    return sorted((card_from_json(copy.deepcopy(r)) for r in raws),
                  key=lambda c: (c.game, c.name))


def refused(db: Database, path: Path) -> CatalogFileError:
    with pytest.raises(CatalogFileError) as info:
        import_catalog(db, path)
    return info.value


def picture_rows(db: Database) -> list[tuple[Any, ...]]:
    return db.conn.execute("SELECT sha256, ext, width, height FROM picture ORDER BY id").fetchall()


def picture_files(db: Database) -> list[Path]:
    root = db.pictures_dir
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


# ============================================================================ JSON


def test_a_valid_json_catalog_is_imported(empty_db: Database, write_catalog) -> None:
    path = write_catalog(sample_cards())
    report = import_catalog(empty_db, path)
    assert (report.added, report.updated, report.cards, report.pictures) == (
        len(ALL_CARDS), 0, len(ALL_CARDS), 0)
    repo = CardRepository(empty_db)
    assert repo.count() == len(ALL_CARDS)
    assert repo.count("redakai") == len(REDAKAI_CARDS)
    assert cards_of(empty_db) == expected_cards(ALL_CARDS)
    assert {r.origin for r in repo.all()} == {"import"}


def test_a_bare_list_of_cards_is_accepted(empty_db: Database, tmp_path: Path) -> None:
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(MONSTER_CARDS, ensure_ascii=False), encoding="utf-8")
    assert import_catalog(empty_db, path).added == len(MONSTER_CARDS)


def test_reimport_updates_in_place(empty_db: Database, write_catalog) -> None:
    import_catalog(empty_db, write_catalog(sample_cards()))
    repo = CardRepository(empty_db)
    before = {(r.card.game, r.card.name): r.id for r in repo.all()}
    changed = sample_cards()
    bolt = next(c for c in changed if c["name"] == "Storm Bolt")
    bolt["damage"] = 25
    bolt["text"] = "Thunderclap from the sky."
    bolt["name"] = "STORM bolt"  # the same card: names compare case-insensitively
    new = {"game": "monsuno", "name": "Fresh Card", "kind": "strike", "launch": 1,
           "speed": 1, "damage": 1, "strike_type": "wave"}
    report = import_catalog(empty_db, write_catalog([*changed, new], "again.json"))
    assert (report.added, report.updated) == (1, len(ALL_CARDS))
    assert repo.count() == len(ALL_CARDS) + 1
    rec = repo.find("storm bolt", "monsuno")
    assert rec is not None
    assert rec.id == before[("monsuno", "Storm Bolt")]
    assert rec.card.fields["damage"] == 25
    assert rec.card.name == "STORM bolt"
    # The search index follows the new text.
    search = CardSearch(empty_db)
    assert search.ids("thunderclap") == [rec.id]
    assert search.ids("text:\"extra damage\"") == []


def test_reimport_keeps_the_collection_and_the_picture(empty_db: Database, tmp_path: Path,
                                                       write_catalog) -> None:
    (tmp_path / "fox.png").write_bytes(png_bytes())
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[2]["image"] = "fox.png"
    import_catalog(empty_db, write_catalog(cards))
    repo = CardRepository(empty_db)
    fox = repo.find("Sly Fox")
    assert fox is not None and fox.picture is not None
    CollectionRepository(empty_db).set_total(fox.id, 3)
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[2]["power"] = 4
    import_catalog(empty_db, write_catalog(cards, "again.json"))
    again = repo.find("Sly Fox")
    assert again is not None
    assert again.card.fields["power"] == 4
    assert again.owned == 3
    assert again.picture == fox.picture


@pytest.mark.parametrize("prefilled", [False, True], ids=["empty-db", "db-with-cards"])
def test_a_bad_card_in_the_middle_changes_nothing(empty_db: Database, write_catalog,
                                                  prefilled: bool) -> None:
    if prefilled:
        import_catalog(empty_db, write_catalog(MONSTER_CARDS, "first.json"))
    before = card_snapshot(empty_db)
    fts_before = empty_db.conn.execute("SELECT rowid, name, text FROM card_fts").fetchall()
    cards = sample_cards()
    for c in cards:  # updates of existing cards ride along with the bad card
        if c["game"] == "monster-cards":
            c["text"] = "changed"
    bad_index = 9  # Hydro Wyrm, a Redakai monster
    cards[bad_index] = {**cards[bad_index], "kairu": -2}
    path = write_catalog(cards)
    err = refused(empty_db, path)
    message = str(err)
    assert str(path) in message
    assert f"card #{bad_index + 1}" in message
    assert repr(cards[bad_index]["name"]) in message
    assert "field 'kairu'" in message
    assert "≥ 0" in message
    assert card_snapshot(empty_db) == before
    assert empty_db.conn.execute("SELECT rowid, name, text FROM card_fts").fetchall() \
        == fts_before


def test_every_bad_card_is_listed(empty_db: Database, write_catalog) -> None:
    cards = sample_cards()
    cards[1]["launch"] = "four"
    cards[4]["colour"] = "red"
    cards[15]["element"] = "plasma"
    path = write_catalog(cards)
    err = refused(empty_db, path)
    assert len(err.errors) == 3
    assert str(err).startswith(f"{path}: nothing was imported.")
    assert "card #2 'Charlemagne', field 'launch'" in err.errors[0]
    assert "card #5 'Core Shield', field 'colour'" in err.errors[1]
    assert "card #16 'Sly Fox', field 'element'" in err.errors[2]
    assert CardRepository(empty_db).count() == 0


def test_a_card_without_a_name_is_named_by_its_number(empty_db: Database,
                                                      write_catalog) -> None:
    cards = sample_cards()[:3]
    del cards[1]["name"]
    err = refused(empty_db, write_catalog(cards))
    assert "card #2, field 'name'" in str(err)


def test_a_card_that_is_not_an_object(empty_db: Database, write_catalog) -> None:
    err = refused(empty_db, write_catalog([MONSTER_CARDS[0], "Sly Fox"]))
    assert "card #2" in str(err)
    assert "card object" in str(err)


def test_a_failure_while_writing_rolls_everything_back(
        empty_db: Database, write_catalog, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import_catalog(empty_db, write_catalog(REDAKAI_CARDS, "first.json"))
    before = card_snapshot(empty_db)
    pictures_before = picture_rows(empty_db)
    files_before = picture_files(empty_db)
    (tmp_path / "p.png").write_bytes(png_bytes())
    cards = sample_cards()
    cards[0]["image"] = "p.png"
    real = cards_module.fts_row
    calls = {"n": 0}

    def failing_fts_row(card_id: int, card: Card) -> tuple[int, str, str]:
        calls["n"] += 1
        if calls["n"] == 5:
            raise OSError("disk full")
        return real(card_id, card)

    monkeypatch.setattr(cards_module, "fts_row", failing_fts_row)
    with pytest.raises(OSError, match="disk full"):
        import_catalog(empty_db, write_catalog(cards))
    assert card_snapshot(empty_db) == before
    assert picture_rows(empty_db) == pictures_before
    assert picture_files(empty_db) == files_before  # no file without its row
    assert not empty_db.conn.in_transaction


def test_a_cancelled_import_leaves_no_picture_file(empty_db: Database, tmp_path: Path,
                                                   write_catalog) -> None:
    """Cancel arrives as the cards are written (the window's Cancel button): the rows
    roll back, and so do the picture files the import had stored."""
    (tmp_path / "p.png").write_bytes(png_bytes((40, 56)))
    cards = sample_cards()
    cards[0]["image"] = "p.png"
    before = card_snapshot(empty_db)
    with pytest.raises(ImportCancelled):
        import_catalog(empty_db, write_catalog(cards),
                       progress=lambda step, _n: step != "written")
    assert card_snapshot(empty_db) == before
    assert picture_rows(empty_db) == [] and picture_files(empty_db) == []


def test_a_duplicate_card_in_one_file_is_refused(empty_db: Database, write_catalog) -> None:
    cards = sample_cards()
    twin = copy.deepcopy(cards[3])
    twin["name"] = "  storm   BOLT "
    cards.append(twin)
    err = refused(empty_db, write_catalog(cards))
    message = str(err)
    assert f"card #{len(cards)}" in message
    assert "already in the file" in message
    assert "card #4 'Storm Bolt'" in message
    assert CardRepository(empty_db).count() == 0


def test_the_same_name_in_two_games_is_not_a_duplicate(empty_db: Database,
                                                       write_catalog) -> None:
    twin = {"game": "redakai", "name": "Storm Bolt", "kind": "attack", "kairu": 1,
            "power": 2, "color": "red", "hits": [True, False, False]}
    report = import_catalog(empty_db, write_catalog([*sample_cards(), twin]))
    assert report.added == len(ALL_CARDS) + 1
    assert len(CardRepository(empty_db).find_all("Storm Bolt")) == 2


@pytest.mark.parametrize(("doc", "words"), [
    ({"format": "other-tool", "version": 1, "cards": []}, 'field "format"'),
    ({"version": 1, "cards": []}, 'field "format"'),
    ({"format": "deckbuilder-catalog", "version": 2, "cards": []}, 'field "version"'),
    ({"format": "deckbuilder-catalog", "version": "1", "cards": []}, 'field "version"'),
    ({"format": "deckbuilder-catalog", "version": 1}, 'field "cards"'),
    ({"format": "deckbuilder-catalog", "version": 1, "cards": {}}, 'field "cards"'),
    ({"format": "deckbuilder-catalog", "version": 1, "cards": [], "extra": 1}, "'extra'"),
    ("just a string", "expected a catalog object"),
])
def test_a_wrong_header_is_refused(empty_db: Database, tmp_path: Path, doc: Any,
                                   words: str) -> None:
    path = tmp_path / "head.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    err = refused(empty_db, path)
    assert str(path) in str(err)
    assert words in str(err)


def test_invalid_json_reports_line_and_column(empty_db: Database, tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "deckbuilder-catalog",\n "version": 1,\n "cards": [\n'
                    '  {"game": "monsuno", "name": "X",}\n ]}\n', encoding="utf-8")
    err = refused(empty_db, path)
    assert str(path) in str(err)
    assert "line 4, column 35" in str(err)
    assert "not valid JSON" in str(err)


def test_a_file_that_is_not_utf8_is_refused(empty_db: Database, tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('{"cards": ["Café"]}'.encode("latin-1"))
    err = refused(empty_db, path)
    assert str(path) in str(err)
    assert "UTF-8" in str(err)


def test_a_missing_file_is_refused(empty_db: Database, tmp_path: Path) -> None:
    err = refused(empty_db, tmp_path / "nope.json")
    assert "no such file" in str(err)


# ============================================================================ pictures


def test_a_picture_is_stored_once_by_content(empty_db: Database, tmp_path: Path,
                                             write_catalog) -> None:
    data = png_bytes((50, 70))
    (tmp_path / "pics").mkdir()
    (tmp_path / "pics" / "golem.png").write_bytes(data)
    absolute = tmp_path / "same-again.png"
    absolute.write_bytes(data)
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[0]["image"] = "pics/golem.png"
    cards[1]["image"] = str(absolute)
    report = import_catalog(empty_db, write_catalog(cards))
    assert report.pictures == 2
    sha = hashlib.sha256(data).hexdigest()
    assert picture_rows(empty_db) == [(sha, "png", 50, 70)]
    repo = CardRepository(empty_db)
    golem, drake = repo.find("Café Golem"), repo.find("Thunder Drake")
    assert golem is not None and drake is not None
    assert golem.picture == drake.picture == f"{sha}.png"
    stored = PictureStore(empty_db).path_of(golem.picture)
    assert stored.read_bytes() == data
    assert picture_files(empty_db) == [stored]
    # The card itself does not keep the path of the file it came from.
    assert golem.card.image is None
    assert CardSearch(empty_db).count("has:picture") == 2


def test_a_missing_picture_file_is_refused(empty_db: Database, tmp_path: Path,
                                           write_catalog) -> None:
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[3]["image"] = "missing.png"
    path = write_catalog(cards)
    err = refused(empty_db, path)
    message = str(err)
    assert str(path) in message
    assert "card #4 'Twin Blade'" in message
    assert "field 'image'" in message
    assert "missing.png" in message
    assert CardRepository(empty_db).count() == 0


@pytest.mark.parametrize("content", [
    b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4,
    b"name,quantity\nSly Fox,3\n",
], ids=["random-bytes", "text-file"])
def test_a_corrupt_picture_is_refused_and_nothing_is_imported(
        empty_db: Database, tmp_path: Path, write_catalog, content: bytes) -> None:
    (tmp_path / "fake.png").write_bytes(content)
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[2]["image"] = "fake.png"
    path = write_catalog(cards)
    err = refused(empty_db, path)
    message = str(err)
    assert str(path) in message
    assert "fake.png" in message
    assert "field 'image'" in message
    assert CardRepository(empty_db).count() == 0
    assert picture_rows(empty_db) == []
    assert picture_files(empty_db) == []


def test_a_corrupt_picture_error_names_the_card(empty_db: Database, tmp_path: Path,
                                                write_catalog) -> None:
    (tmp_path / "fake.png").write_bytes(b"not a picture at all")
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[2]["image"] = "fake.png"
    err = refused(empty_db, write_catalog(cards))
    assert "card #3 'Sly Fox'" in str(err)


def test_a_refused_import_leaves_no_picture_file_behind(empty_db: Database, tmp_path: Path,
                                                        write_catalog) -> None:
    (tmp_path / "good.png").write_bytes(png_bytes())
    (tmp_path / "fake.png").write_bytes(b"not a picture at all")
    cards = copy.deepcopy(MONSTER_CARDS)
    cards[0]["image"] = "good.png"
    cards[2]["image"] = "fake.png"
    refused(empty_db, write_catalog(cards))
    assert picture_rows(empty_db) == []
    assert picture_files(empty_db) == []


# ============================================================================ CSV

CSV_HEADER = ("game,name,kind,set,number,rarity,text,names,manufacturer,launch,life,speed,"
              "damage,strike_type,power_slots,power_damage,exclusive,dominates,effects,kairu,"
              "power,color,hits,blanks_ability,defense,heal,react,element,species,means,size,skill")


def csv_row(**cells: str) -> str:
    columns = CSV_HEADER.split(",")
    assert set(cells) <= set(columns), set(cells) - set(columns)
    out = []
    for col in columns:
        value = cells.get(col, "")
        if any(ch in value for ch in ',"\n'):
            value = '"' + value.replace('"', '""') + '"'
        out.append(value)
    return ",".join(out)


#: The same cards as the JSON samples, written by hand in the compact CSV forms.
CSV_ROWS = [
    csv_row(game="monsuno", name="Quickforge", kind="monsuno", set="MS1", number="1",
            rarity="rare", text="A swift wolf of steel.", manufacturer="core-tech", launch="2",
            life="50", speed="3", damage="10", strike_type="wave", power_slots="wave|fire",
            power_damage="30"),
    csv_row(game="monsuno", name="Airswitch", kind="monsuno", set="MS2", number="3",
            names="ru=Ёжик-Громовержец", manufacturer="eklipse", launch="1", life="40",
            speed="5", damage="5", strike_type="wind"),
    csv_row(game="monsuno", name="Storm Bolt", kind="strike", set="MS1", number="10",
            text="Deals 2 extra damage.", manufacturer="storm", exclusive="yes", launch="2",
            speed="2", damage="10", strike_type="fire", dominates="wave",
            effects="damage 2"),
    csv_row(game="monsuno", name="Core Shield", kind="strike", set="MS1", number="11",
            text="Heal 10 damage from your Monsuno.", manufacturer="core-tech",
            launch="1", speed="0", damage="0", strike_type="wave", dominates="fire | wind",
            effects="heal 10"),
    csv_row(game="redakai", name="Kai - Blue Fire", kind="character", set="RK1",
            defense="blue 2|-|red 1"),
    csv_row(game="redakai", name="Hydro Wyrm", kind="monster", set="RK1", kairu="3",
            defense="blue 3|-|", heal="false|true|false", react="1: defense 2 yellow"),
    csv_row(game="redakai", name="Tidal Crash", kind="attack", set="RK2",
            text="The wave swallows the arena.", kairu="4", power="7", color="blue",
            hits="1|1|0", blanks_ability="TRUE"),
    csv_row(game="monster-cards", name="Ghost Lantern", kind="monster", rarity="r",
            names="ru=Призрачный Фонарь", power="4", element="Light", species="ghost",
            means="special", size="medium", skill="heal"),
]

CSV_SAME_AS = ["Quickforge", "Airswitch", "Storm Bolt", "Core Shield", "Kai - Blue Fire",
               "Hydro Wyrm", "Tidal Crash", "Ghost Lantern"]


def _json_twins() -> list[dict[str, Any]]:
    by_name = {c["name"]: c for c in sample_cards()}
    twins = [by_name[n] for n in CSV_SAME_AS]
    # Core Shield's sample has timing "reveal", left out of the CSV row on purpose.
    twins[3] = {k: v for k, v in twins[3].items() if k not in ("timing", "unique")}
    return twins


def write_csv(path: Path, lines: list[str], *, encoding: str = "utf-8") -> Path:
    path.write_text("\n".join(lines) + "\n", encoding=encoding)
    return path


def test_a_csv_catalog_gives_the_same_cards_as_json(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "cards.csv", [CSV_HEADER, *CSV_ROWS])
    report = import_catalog(empty_db, path)
    assert report.added == len(CSV_ROWS)
    other = Database.open(tmp_path / "other.sqlite3")
    try:
        import_catalog(other, write_json_catalog(tmp_path / "cards.json", _json_twins()))
        assert cards_of(empty_db) == cards_of(other)
    finally:
        other.close()
    assert cards_of(empty_db) == expected_cards(_json_twins())


def test_csv_header_in_any_order_and_any_case(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "mixed.csv", [
        "Strike Type,DAMAGE,Speed,Launch,Name,KIND,Game,Names.RU,Life",
        "wind,5,5,1,Airswitch,Monsuno,MONSUNO,Ёжик-Громовержец,40",
    ])
    import_catalog(empty_db, path)
    [card] = cards_of(empty_db)
    assert card == card_from_json({"game": "monsuno", "name": "Airswitch", "kind": "monsuno",
                                   "launch": 1, "life": 40, "speed": 5, "damage": 5,
                                   "strike_type": "wind",
                                   "names": {"ru": "Ёжик-Громовержец"}})


@pytest.mark.parametrize(("cells", "field_name", "value"), [
    ({"kind": "character", "defense": "red 3|-|blue 2"}, "defense",
     ({"color": "red", "value": 3}, None, {"color": "blue", "value": 2})),
    ({"kind": "character", "defense": "red:3|-|-"}, "defense",
     ({"color": "red", "value": 3}, None, None)),
    ({"kind": "attack", "hits": "true|false|true"}, "hits", (True, False, True)),
    ({"kind": "attack", "hits": "yes|no|1"}, "hits", (True, False, True)),
    ({"kind": "attack", "effects": "damage 2|defense 3 red"}, "effects",
     ({"do": "damage", "amount": 2}, {"do": "defense", "amount": 3, "color": "red"})),
    ({"kind": "attack", "react": "2: heal 1"}, "react",
     {"kairu": 2, "effects": ({"do": "heal", "amount": 1},)}),
    ({"kind": "attack", "react": "0:"}, "react", {"kairu": 0, "effects": ()}),
    ({"kind": "character", "defense": '[{"color": "red", "value": 3}, null, null]'},
     "defense", ({"color": "red", "value": 3}, None, None)),
    ({"kind": "attack", "react": '{"kairu": 1, "effects": [{"do": "draw", "amount": 2}]}'},
     "react", {"kairu": 1, "effects": ({"do": "draw", "amount": 2},)}),
    ({"kind": "attack", "hits": "[false, false, true]"}, "hits", (False, False, True)),
    ({"kind": "attack", "blanks_ability": "Y"}, "blanks_ability", True),
])
def test_compact_and_json_csv_cells(empty_db: Database, tmp_path: Path, cells: dict[str, str],
                                    field_name: str, value: Any) -> None:
    base = {
        "character": {"defense": "-|-|-"},
        "attack": {"kairu": "1", "power": "2", "color": "red", "hits": "true|false|false"},
    }[cells["kind"]]
    row = {"game": "redakai", "name": "Test - Card", **base, **cells}
    header = list(row)
    import csv
    import io

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    writer.writerow([row[h] for h in header])
    path = tmp_path / "cells.csv"
    path.write_text(buf.getvalue(), encoding="utf-8")
    import_catalog(empty_db, path)
    [card] = cards_of(empty_db)
    assert card.fields[field_name] == value


@pytest.mark.parametrize(("cells", "field_name", "words"), [
    ({"hits": "true|maybe|true"}, "hits", "maybe"),
    ({"hits": "true|false"}, "hits", "3"),
    ({"kairu": "two"}, "kairu", "'two'"),
    ({"kairu": "-1"}, "kairu", "≥ 0"),
    ({"effects": "damage two"}, "effects", "'two'"),
    ({"effects": "explode 2"}, "effects[1].do", "unknown effect verb"),
    ({"react": "soon: heal 1"}, "react", "react like"),
    ({"hits": "[true, false"}, "hits", "not valid JSON"),
    ({"color": ""}, "color", "missing"),
])
def test_a_bad_csv_cell_names_the_line_and_field(empty_db: Database, tmp_path: Path,
                                                 cells: dict[str, str], field_name: str,
                                                 words: str) -> None:
    good = {"game": "redakai", "kind": "attack", "kairu": "1", "power": "2", "color": "red",
            "hits": "true|false|false", "effects": "", "react": ""}
    header = ["game", "name", "kind", "kairu", "power", "color", "hits", "effects", "react"]

    def line(name: str, **changes: str) -> str:
        row = {**good, "name": name, **changes}
        return ",".join(f'"{row[h]}"' for h in header)

    path = write_csv(tmp_path / "bad.csv", [",".join(header), line("One"),
                                            '"redakai","Two\nlines","attack","1","2","red",'
                                            '"true|false|false","",""',
                                            line("Three", **cells), line("Four")])
    before = card_snapshot(empty_db)
    err = refused(empty_db, path)
    message = str(err)
    assert str(path) in message
    # "Two\nlines" spans lines 3-4, so the bad row is on line 5 of the file.
    assert f"line 5, field '{field_name}'" in message
    assert words in message
    assert card_snapshot(empty_db) == before


def test_an_unknown_csv_column_is_refused(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "cols.csv", ["game,name,kind,colour,kairu",
                                            "redakai,Fire Slash,attack,red,2"])
    err = refused(empty_db, path)
    assert "line 1, column 4: unknown column 'colour'" in str(err)
    assert CardRepository(empty_db).count() == 0


def test_a_csv_without_the_kind_column_is_refused(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "cols.csv", ["game,name,launch", "monsuno,X,1"])
    assert "missing the 'kind' column" in str(refused(empty_db, path))


def test_a_field_of_another_game_in_a_csv_row(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "mixed.csv", [
        "game,name,kind,launch,speed,damage,strike_type,kairu",
        "monsuno,Neutral Jab,strike,0,1,5,wind,",
        "monsuno,Other Jab,strike,0,1,5,wind,3",
    ])
    err = refused(empty_db, path)
    assert "line 3, field 'kairu'" in str(err)
    assert "monsuno strike" in str(err)


def test_a_row_with_too_many_cells(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "wide.csv", ["game,name,kind,kairu,power,color,hits",
                                            "redakai,A,attack,1,2,red,true|true|true,extra"])
    assert "line 2: 8 cells but only 7 columns" in str(refused(empty_db, path))


def test_duplicate_rows_in_a_csv(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "dup.csv", [CSV_HEADER, CSV_ROWS[0], CSV_ROWS[1], CSV_ROWS[0]])
    err = refused(empty_db, path)
    assert "line 4" in str(err)
    assert "already in the file (line 2)" in str(err)


@pytest.mark.parametrize("variant", ["sep-line", "sniffed", "bom", "crlf", "blank-lines"])
def test_csv_dialects(empty_db: Database, tmp_path: Path, variant: str) -> None:
    header = "game;name;kind;kairu;power;color;hits"
    rows = ["redakai;Fire Slash;attack;2;5;red;true|false|false",
            "redakai;Green Sting;attack;1;3;green;false|true|false"]
    lines = [header, *rows]
    encoding = "utf-8"
    newline = "\n"
    if variant == "sep-line":
        lines = ["sep=;", *lines]
    elif variant == "bom":
        lines = [ln.replace(";", ",") for ln in lines]
        encoding = "utf-8-sig"
    elif variant == "crlf":
        newline = "\r\n"
    elif variant == "blank-lines":
        lines = [header, "", rows[0], ";;;;;;", rows[1], ""]
    path = tmp_path / "dialect.csv"
    path.write_bytes((newline.join(lines) + newline).encode(encoding))
    assert import_catalog(empty_db, path).added == 2
    assert [c.name for c in cards_of(empty_db)] == ["Fire Slash", "Green Sting"]


def test_line_numbers_count_the_sep_line(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "sep.csv", [
        "sep=;", "game;name;kind;kairu;power;color;hits",
        "redakai;Fire Slash;attack;2;5;red;true|false|false",
        "redakai;Green Sting;attack;1;3;green;false|maybe|false",
    ])
    assert "line 4, field 'hits'" in str(refused(empty_db, path))


def test_a_csv_with_only_a_header_imports_nothing(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "head.csv", ["game,name,kind"])
    assert import_catalog(empty_db, path).added == 0
    empty = tmp_path / "empty.csv"
    empty.write_text("", encoding="utf-8")
    assert "empty" in str(refused(empty_db, empty))


def test_csv_translations_column(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "names.csv", [
        "game,name,kind,rarity,power,element,species,means,size,names",
        "monster-cards,Sly Fox,monster,SR,3,wood,beast,close,small,ru=Хитрый Лис|de=Schlauer "
        "Fuchs",
    ])
    import_catalog(empty_db, path)
    [card] = cards_of(empty_db)
    assert card.names == {"ru": "Хитрый Лис", "de": "Schlauer Fuchs"}
    bad = write_csv(tmp_path / "bad-names.csv", [
        "game,name,kind,rarity,power,element,species,means,size,names",
        "monster-cards,Sly Fox,monster,SR,3,wood,beast,close,small,Хитрый Лис",
    ])
    assert "line 2, field 'names'" in str(refused(empty_db, bad))


# ============================================================================ export


def _give_pictures(db: Database, tmp_path: Path) -> None:
    """Pictures for two sample cards (one shared content would be stored once)."""
    (tmp_path / "srcpics").mkdir()
    (tmp_path / "srcpics" / "a.png").write_bytes(png_bytes((40, 56), (10, 200, 10)))
    (tmp_path / "srcpics" / "b.jpg").write_bytes(png_bytes((30, 42), (10, 10, 200), "JPEG"))
    cards = [c for c in sample_cards() if c["name"] in ("Quickforge", "Fire Slash")]
    cards[0]["image"] = "srcpics/a.png"
    cards[1]["image"] = "srcpics/b.jpg"
    import_catalog(db, write_json_catalog(tmp_path / "with-pics.json", cards))


def _pictures_by_card(db: Database) -> dict[tuple[str, str], bytes]:
    store = PictureStore(db)
    return {(r.card.game, r.card.name): store.path_of(r.picture).read_bytes()
            for r in CardRepository(db).all() if r.picture}


@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_export_then_import_gives_the_same_cards(catalog_db: Database, tmp_path: Path,
                                                 suffix: str) -> None:
    _give_pictures(catalog_db, tmp_path)
    # A few awkward values: commas, quotes and a line break in texts.
    tricky = {"game": "monsuno", "name": 'Bolt, "the" Second', "kind": "strike",
              "text": "Line one,\nline \"two\".", "launch": 0, "speed": 0, "damage": 0,
              "strike_type": "wave", "category": "restricted",
              "restricted_to": ["Charlemagne", "storm"], "timing": "after",
              "effects": [{"do": "speed", "amount": 1}, {"do": "draw", "amount": 2}]}
    import_catalog(catalog_db, write_json_catalog(tmp_path / "tricky.json", [tricky]))
    out = tmp_path / "out" / f"export{suffix}"
    out.parent.mkdir()
    count = export_catalog(catalog_db, out)
    assert count == len(ALL_CARDS) + 1
    assert (out.parent / "export-pictures").is_dir()
    assert len(list((out.parent / "export-pictures").iterdir())) == 2
    fresh = Database.open(tmp_path / "fresh.sqlite3")
    try:
        report = import_catalog(fresh, out)
        assert report.added == count
        assert report.pictures == 2
        assert cards_of(fresh) == cards_of(catalog_db)
        assert _pictures_by_card(fresh) == _pictures_by_card(catalog_db)
        assert len(_pictures_by_card(fresh)) == 2
    finally:
        fresh.close()


def test_export_of_one_game(catalog_db: Database, tmp_path: Path) -> None:
    out = tmp_path / "rk.json"
    assert export_catalog(catalog_db, out, game="redakai") == len(REDAKAI_CARDS)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "deckbuilder-catalog" and doc["version"] == 1
    assert {c["game"] for c in doc["cards"]} == {"redakai"}
    assert [p.card for p in read_catalog(out)] == [
        r.card for r in CardRepository(catalog_db).all("redakai")]
    with pytest.raises(ValueError, match="chess"):
        export_catalog(catalog_db, tmp_path / "x.json", game="chess")


def test_export_keeps_translations_readable(catalog_db: Database, tmp_path: Path) -> None:
    out = tmp_path / "all.json"
    export_catalog(catalog_db, out)
    assert "Ёжик-Громовержец" in out.read_text(encoding="utf-8")
    assert not list(tmp_path.glob("*.part"))


def test_csv_round_trip_with_a_two_word_colour(empty_db: Database, tmp_path: Path) -> None:
    card = {"game": "redakai", "name": "Sky Guard", "kind": "monster", "kairu": 1,
            "defense": [{"color": "sky blue", "value": 2}, None, None],
            "effects": [{"do": "defense", "amount": 2, "color": "sky blue"}]}
    import_catalog(empty_db, write_json_catalog(tmp_path / "sky.json", [card]))
    out = tmp_path / "sky.csv"
    export_catalog(empty_db, out)
    fresh = Database.open(tmp_path / "fresh.sqlite3")
    try:
        import_catalog(fresh, out)
        assert cards_of(fresh) == cards_of(empty_db)
    finally:
        fresh.close()


# ============================================================================ robustness


def _strike(**changes: Any) -> dict[str, Any]:
    card = {"game": "monsuno", "name": "Big Bolt", "kind": "strike", "launch": 1,
            "speed": 1, "damage": 1, "strike_type": "wave"}
    card.update(changes)
    return card


@pytest.mark.parametrize(("changes", "field_name"), [
    ({"launch": 10**23}, "launch"),
    ({"damage": 2**63 - 1}, "damage"),
    ({"speed": 10_000}, "speed"),
    ({"effects": [{"do": "damage", "amount": 10**20}]}, "effects[1].amount"),
])
def test_a_huge_number_in_a_json_catalog_is_refused(empty_db: Database, write_catalog,
                                                    changes: dict[str, Any],
                                                    field_name: str) -> None:
    path = write_catalog([_strike(**changes)])
    before = card_snapshot(empty_db)
    err = refused(empty_db, path)
    assert f"{path}: card #1 'Big Bolt', field '{field_name}': expected an integer from 0 " \
        "to 9999" in str(err)
    assert card_snapshot(empty_db) == before


def test_huge_redakai_zone_and_react_values_are_refused(empty_db: Database,
                                                        write_catalog) -> None:
    card = {"game": "redakai", "name": "Big Wyrm", "kind": "monster", "kairu": 10**30,
            "defense": [{"color": "red", "value": 10**19}, None, None],
            "react": {"kairu": 10**19, "effects": []}}
    message = str(refused(empty_db, write_catalog([card])))
    for field_name in ("kairu", "defense[1].value", "react.kairu"):
        assert f"field '{field_name}': expected an integer from 0 to 9999" in message
    assert CardRepository(empty_db).count() == 0


def test_the_largest_number_is_accepted(empty_db: Database, write_catalog) -> None:
    import_catalog(empty_db, write_catalog([_strike(launch=9999, damage=9999)]))
    [card] = cards_of(empty_db)
    assert card.fields["launch"] == card.fields["damage"] == 9999


def test_a_huge_number_in_a_csv_catalog_is_refused(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "big.csv", [
        "game,name,kind,launch,life,speed,damage,strike_type,power_damage",
        "monsuno,Big Two,monsuno,99999999999999999999999,1,1,1,x,1",
        "monsuno,Big Three,monsuno,1,1,1,1,x," + "9" * 5000,
    ])
    err = refused(empty_db, path)
    assert (f"{path}: line 2, field 'launch': expected an integer from 0 to 9999, "
            "got 99999999999999999999999") in str(err)
    assert f"{path}: line 3, field 'power_damage'" in str(err)
    assert len(str(err)) < 1000  # the 5000 digits are not quoted in full
    assert CardRepository(empty_db).count() == 0


def test_a_stored_card_over_the_limit_still_reads(empty_db: Database, write_catalog) -> None:
    """A database an older version filled may hold a larger number: it lists and shows."""
    import_catalog(empty_db, write_catalog([_strike()]))
    with empty_db.transaction() as conn:
        conn.execute("UPDATE card SET data=json_set(data, '$.launch', 50000)")
    [record] = CardRepository(empty_db).all()
    assert record.card.fields["launch"] == 50000


def test_every_problem_of_a_json_card_is_listed(empty_db: Database, write_catalog) -> None:
    bad = {"game": "monster-cards", "name": "Many Faults", "kind": "monster", "rarity": "XR",
           "power": 9, "element": "plasma", "species": "beast", "means": "close",
           "size": "small", "skill": "Teleport", "colour": "red"}
    err = refused(empty_db, write_catalog([MONSTER_CARDS[0], bad]))
    where = f"{err.path}: card #2 'Many Faults'"
    for field_name in ("colour", "power", "element", "skill", "rarity"):
        assert any(e.startswith(f"{where}, field '{field_name}': ") for e in err.errors), \
            (field_name, err.errors)
    assert len(err.errors) == 5


def test_every_problem_of_a_csv_row_is_listed(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "faults.csv", [
        "game,name,kind,rarity,power,element,species,means,size,skill",
        "monster-cards,Many Faults,monster,XR,seven,plasma,beast,close,,Teleport",
    ])
    err = refused(empty_db, path)
    for field_name in ("rarity", "power", "element", "size", "skill"):
        assert any(f"line 2, field '{field_name}': " in e for e in err.errors), \
            (field_name, err.errors)
    # The unreadable power cell is reported once, not again as "missing".
    assert sum("'power'" in e for e in err.errors) == 1
    assert len(err.errors) == 5


@pytest.mark.parametrize("depth", [100_000, 5_000])
def test_a_deeply_nested_json_file_is_refused(empty_db: Database, tmp_path: Path,
                                              depth: int) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * depth + "]" * depth, encoding="utf-8")
    err = refused(empty_db, path)
    assert str(err).startswith(f"{path}: ")
    assert "nested too deeply" in str(err)


def test_deep_nesting_inside_a_card_is_a_card_error(empty_db: Database, tmp_path: Path) -> None:
    # Just shallow enough for the JSON reader: the message must not try to print it whole.
    deep = "[" * 900 + "]" * 900
    path = tmp_path / "deepish.json"
    path.write_text('{"format": "deckbuilder-catalog", "version": 1, "cards": [{"game": '
                    '"monsuno", "name": "Deep", "kind": "strike", "launch": ' + deep
                    + ', "speed": 1, "damage": 1, "strike_type": "x", "dominates": ' + deep
                    + '}]}', encoding="utf-8")
    err = refused(empty_db, path)
    assert f"{path}: card #1 'Deep', field 'launch': expected an integer" in str(err)
    assert "field 'dominates'" in str(err)
    top = tmp_path / "deep-format.json"
    top.write_text('{"format": ' + deep + "}", encoding="utf-8")
    assert 'field "format"' in str(refused(empty_db, top))


def test_a_deeply_nested_csv_cell_is_refused(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "deep.csv", [
        "game,name,kind,kairu,power,color,hits",
        "redakai,Deep,attack,1,1,red," + "[" * 50_000 + "]" * 50_000,
    ])
    assert "line 2, field 'hits': not valid JSON (nested too deeply)" in str(
        refused(empty_db, path))


def test_a_csv_catalog_with_an_unclosed_quote(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "quote.csv", [
        "game,name,kind,kairu,power,color,hits",
        'redakai,"Fire Slash,attack,2,5,red,true|false|false',
        "redakai,Green Sting,attack,1,3,green,false|true|false",
    ])
    assert f"{path}: line 2: a quoted cell is never closed" in str(refused(empty_db, path))
    assert CardRepository(empty_db).count() == 0


def test_a_repeated_csv_column_is_refused(empty_db: Database, tmp_path: Path) -> None:
    path = write_csv(tmp_path / "twice.csv", ["game,name,kind,kairu,power,color,hits,Kairu",
                                             "redakai,A,attack,1,2,red,true|true|true,3"])
    assert "line 1, column 8: the column 'kairu' is already column 4" in str(
        refused(empty_db, path))


def _export_csv_and_back(db: Database, tmp_path: Path, cards: list[dict[str, Any]]) -> str:
    import_catalog(db, write_json_catalog(tmp_path / "src.json", cards))
    out = tmp_path / "out.csv"
    export_catalog(db, out)
    fresh = Database.open(tmp_path / "back.sqlite3")
    try:
        import_catalog(fresh, out)
        assert cards_of(fresh) == cards_of(db)
    finally:
        fresh.close()
    return out.read_text(encoding="utf-8")


def test_csv_export_of_values_holding_separators(empty_db: Database, tmp_path: Path) -> None:
    cards = [
        {"game": "monsuno", "name": "Pipe | Card", "kind": "strike", "launch": 1, "speed": 1,
         "damage": 1, "strike_type": "a|b", "dominates": ["x|y", "z"],
         "category": "restricted", "restricted_to": ["Storm Vector", "a|b"],
         "names": {"ru": "Труба | Pipe", "de": "Röhre=1", "x=y": "Z"},
         "effects": [{"do": "defense", "amount": 2, "color": "deep|red"}]},
        {"game": "redakai", "name": "Zone Test", "kind": "monster", "kairu": 1,
         "defense": [None, {"color": "red|blue", "value": 2}, {"color": "a:b", "value": 0}],
         "react": {"kairu": 1, "effects": [{"do": "defense", "amount": 1, "color": "x|y"}]}},
        {"game": "monsuno", "name": "Bracket", "kind": "monsuno", "launch": 1, "life": 1,
         "speed": 1, "damage": 1, "strike_type": "[promo]", "manufacturer": "{x}",
         "power_slots": ["[a]"]},
    ]
    text = _export_csv_and_back(empty_db, tmp_path, cards)
    # The cells that need it are JSON; plain ones stay compact.
    assert '"[""x|y"", ""z""]"' in text
    assert '""ru"": ""Труба | Pipe""' in text
    assert ",[promo]," in text


def test_csv_export_keeps_plain_lists_compact(catalog_db: Database, tmp_path: Path) -> None:
    out = tmp_path / "plain.csv"
    export_catalog(catalog_db, out)
    text = out.read_text(encoding="utf-8")
    assert "fire|wind" in text and "blue 2|-|red 1" in text
    assert "ru=Ёжик-Громовержец" in text
    assert "[" not in text and "{" not in text


@pytest.mark.parametrize("content", [
    '{"format": "deckbuilder-catalog", "version": 1, "cards": [{"game": "monsuno", '
    '"name": "Big One", "kind": "strike", "launch": 100000000000000000000000, "speed": 1, '
    '"damage": 1, "strike_type": "x"}]}',
    "[" * 100_000,
])
def test_the_command_line_refuses_bad_catalogs_with_exit_2(empty_db: Database, tmp_path: Path,
                                                           capsys, content: str) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.cli import main

    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    code = main(["--db", str(empty_db.path), "catalog", "import", str(path)])
    err = capsys.readouterr().err
    assert code == 2
    assert str(path) in err and "Traceback" not in err
    assert CardRepository(empty_db).count() == 0
