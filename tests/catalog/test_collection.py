"""The collection: owned copies per variant, and CSV import from our own and other tools'
files (planned first, written all-or-nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from catalog_samples import sample_cards, write_json_catalog

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.catalog_io import import_catalog
from deckbuilder.catalog.collection import (
    CollectionFileError,
    CollectionRepository,
    ImportPlan,
    Variant,
)
from deckbuilder.catalog.db import Database

Item = tuple[str, str, int, str, str, bool, str]


def card_id(db: Database, name: str, game: str | None = None) -> int:
    rec = CardRepository(db).find(name, game)
    assert rec is not None, name
    return rec.id


def items(db: Database) -> list[Item]:
    """The collection as the user sees it: game, name, copies, condition, language, foil,
    notes."""
    return [(i.game, i.name, i.quantity, i.variant.condition, i.variant.language,
             i.variant.foil, i.notes) for i in CollectionRepository(db).items()]


def raw_entries(db: Database) -> list[tuple[object, ...]]:
    return db.conn.execute("SELECT card_id, quantity, condition, language, foil, notes "
                           "FROM collection_entry ORDER BY id").fetchall()


@pytest.fixture
def coll(catalog_db: Database) -> CollectionRepository:
    return CollectionRepository(catalog_db)


@pytest.fixture
def other_db(tmp_path: Path) -> Iterator[Database]:
    """A second database with the same sample catalog (other card ids)."""
    db = Database.open(tmp_path / "other.sqlite3")
    cards = sample_cards()
    cards.reverse()  # so the card ids differ from the first database
    import_catalog(db, write_json_catalog(tmp_path / "other.json", cards))
    yield db
    db.close()


def write(path: Path, text: str, *, encoding: str = "utf-8") -> Path:
    path.write_text(text, encoding=encoding)
    return path


def import_text(coll: CollectionRepository, tmp_path: Path, text: str, *,
                mode: str = "set", skip_unknown: bool = False,
                name: str = "collection.csv") -> ImportPlan:
    return coll.import_csv(write(tmp_path / name, text), mode=mode, skip_unknown=skip_unknown)


# ------------------------------------------------------------------ quantities


def test_set_quantity_per_variant(catalog_db: Database, coll: CollectionRepository) -> None:
    fox = card_id(catalog_db, "Sly Fox")
    coll.set_quantity(fox, 2)
    coll.set_quantity(fox, 1, Variant("LP", "ru", True), notes="from a friend")
    assert items(catalog_db) == [
        ("monster-cards", "Sly Fox", 1, "LP", "ru", True, "from a friend"),
        ("monster-cards", "Sly Fox", 2, "NM", "en", False, ""),
    ]
    assert coll.owned(fox) == 3
    assert CardRepository(catalog_db).get(fox).owned == 3  # type: ignore[union-attr]
    assert coll.owned_by_name("monster-cards") == {"sly fox": 3}
    assert coll.owned_by_name("monsuno") == {}
    coll.set_quantity(fox, 5)
    assert coll.owned(fox) == 6
    coll.set_quantity(fox, 0)
    assert items(catalog_db) == [("monster-cards", "Sly Fox", 1, "LP", "ru", True,
                                  "from a friend")]


def test_set_quantity_refuses_bad_values(catalog_db: Database,
                                         coll: CollectionRepository) -> None:
    fox = card_id(catalog_db, "Sly Fox")
    with pytest.raises(ValueError, match="negative"):
        coll.set_quantity(fox, -1)
    with pytest.raises(ValueError, match="condition"):
        coll.set_quantity(fox, 1, Variant("Mint-ish"))
    with pytest.raises(ValueError, match="negative"):
        coll.set_total(fox, -2)
    assert raw_entries(catalog_db) == []


def test_set_total_adds_to_the_plain_variant(catalog_db: Database,
                                             coll: CollectionRepository) -> None:
    bolt = card_id(catalog_db, "Storm Bolt")
    coll.set_quantity(bolt, 2, Variant("LP", "en", False))
    coll.set_total(bolt, 5)
    assert items(catalog_db) == [
        ("monsuno", "Storm Bolt", 2, "LP", "en", False, ""),
        ("monsuno", "Storm Bolt", 3, "NM", "en", False, ""),
    ]
    coll.set_total(bolt, 5)  # no change
    assert coll.owned(bolt) == 5


def test_set_total_lowering_takes_from_the_plain_variant_first(
        catalog_db: Database, coll: CollectionRepository) -> None:
    bolt = card_id(catalog_db, "Storm Bolt")
    coll.set_quantity(bolt, 3, Variant("LP", "en", False))
    coll.set_quantity(bolt, 2)
    coll.set_quantity(bolt, 1, Variant("NM", "en", True))
    coll.set_total(bolt, 5)
    assert coll.owned(bolt) == 5
    assert items(catalog_db) == [
        ("monsuno", "Storm Bolt", 3, "LP", "en", False, ""),
        ("monsuno", "Storm Bolt", 1, "NM", "en", False, ""),
        ("monsuno", "Storm Bolt", 1, "NM", "en", True, ""),
    ]
    coll.set_total(bolt, 2)  # the plain copy goes first, then the others in turn
    assert coll.owned(bolt) == 2
    assert ("monsuno", "Storm Bolt", 1, "NM", "en", False, "") not in items(catalog_db)
    coll.set_total(bolt, 0)
    assert items(catalog_db) == []


def test_removing_a_card_removes_its_collection(catalog_db: Database,
                                                coll: CollectionRepository) -> None:
    fox = card_id(catalog_db, "Sly Fox")
    coll.set_quantity(fox, 2)
    CardRepository(catalog_db).delete(fox)
    assert raw_entries(catalog_db) == []


# ------------------------------------------------------------------ our own CSV


def _fill(db: Database) -> None:
    coll = CollectionRepository(db)
    coll.set_quantity(card_id(db, "Sly Fox"), 2)
    coll.set_quantity(card_id(db, "Sly Fox"), 1, Variant("DMG", "ja", True))
    coll.set_quantity(card_id(db, "Kai - Blue Fire"), 3, Variant("LP", "ru", False),
                      notes='trade, maybe "later"')
    coll.set_quantity(card_id(db, "Storm Bolt"), 4, Variant("HP"))
    coll.set_quantity(card_id(db, "Airswitch"), 1, Variant("MP", "de", True))


def test_export_then_import_into_a_fresh_database(catalog_db: Database, other_db: Database,
                                                  tmp_path: Path) -> None:
    _fill(catalog_db)
    out = tmp_path / "export.csv"
    rows = CollectionRepository(catalog_db).export_csv(out)
    assert rows == 5
    assert out.read_text(encoding="utf-8").splitlines()[0] == (
        "Game,Name,Quantity,Condition,Language,Foil,Notes,Set,Number,Trade Count,Price,"
        "Currency")
    plan = CollectionRepository(other_db).import_csv(out)
    assert plan.rows == 5 and plan.unknown == [] and plan.merged == 0
    assert items(other_db) == items(catalog_db)
    assert len(items(other_db)) == 5


def test_a_plan_writes_nothing(catalog_db: Database, other_db: Database,
                               tmp_path: Path) -> None:
    _fill(catalog_db)
    out = tmp_path / "export.csv"
    CollectionRepository(catalog_db).export_csv(out)
    coll = CollectionRepository(other_db)
    plan = coll.plan_import(out)
    assert len(plan.changed) == 5
    assert raw_entries(other_db) == []
    assert coll.apply(plan) == 5
    assert len(items(other_db)) == 5


# ------------------------------------------------------------------ other tools' files

MOXFIELD = (
    '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags",'
    '"Last Modified","Collector Number","Alter","Proxy","Purchase Price"\n'
    '"2","0","Sly Fox","mc1","Near Mint","English","","","2024-05-01 10:00:00.000000","3",'
    '"False","False",""\n'
    '"1","1","Storm Bolt","ms1","Lightly Played","Russian","foil","","2024-05-01 '
    '10:00:00.000000","10","False","False","0.25"\n'
    '"4","0","Kai - Blue Fire","rk1","Damaged","English","","","2024-05-01 10:00:00.000000",'
    '"","False","False",""\n'
)

DECKBOX = (
    "Count,Tradelist Count,Name,Edition,Edition Code,Card Number,Condition,Language,Foil,"
    "Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price\n"
    "3,0,Thunder Drake,Monster Cards,MC1,2,Near Mint,English,,,,,,,,$0.00\n"
    "1,0,Thunder Drake,Monster Cards,MC1,2,Heavily Played,English,foil,,,,,,,$0.00\n"
    "2,0,Quickforge,Monsuno Core,MS1,1,Good (Lightly Played),German,,,,,,,,$0.10\n"
)

DRAGON_SHIELD = (
    "sep=,\n"
    "Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,"
    "Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET\n"
    "Binder,2,0,Quickforge,MS1,Monsuno Core,1,NearMint,Normal,English,0.10,2024-01-01,0,0,0\n"
    "Binder,1,0,Quickforge,MS1,Monsuno Core,1,Poor,Foil,English,0.10,2024-01-01,0,0,0\n"
    "Binder,3,0,Fire Slash,RK1,Redakai Base,,Excellent,Normal,French,0.10,2024-01-01,0,0,0\n"
)

MANABOX = (
    "Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,"
    "Purchase price,Misprint,Altered,Condition,Language,Purchase price currency\n"
    "Twin Blade,MC1,Monster Cards,4,normal,rare,2,11,x-1,0.1,false,false,near_mint,en,USD\n"
    "Twin Blade,MC1,Monster Cards,4,foil,rare,1,11,x-1,0.1,false,false,light_played,ja,USD\n"
    "Hydro Wyrm,RK1,Redakai,7,etched,common,1,12,x-2,0.1,false,false,damaged,en,USD\n"
)


@pytest.mark.parametrize(("text", "expected"), [
    (MOXFIELD, [
        ("monster-cards", "Sly Fox", 2, "NM", "en", False, ""),
        ("monsuno", "Storm Bolt", 1, "LP", "ru", True, ""),
        ("redakai", "Kai - Blue Fire", 4, "DMG", "en", False, ""),
    ]),
    (DECKBOX, [
        ("monster-cards", "Thunder Drake", 1, "HP", "en", True, ""),
        ("monster-cards", "Thunder Drake", 3, "NM", "en", False, ""),
        ("monsuno", "Quickforge", 2, "LP", "de", False, ""),
    ]),
    (DRAGON_SHIELD, [
        ("monsuno", "Quickforge", 1, "DMG", "en", True, ""),
        ("monsuno", "Quickforge", 2, "NM", "en", False, ""),
        ("redakai", "Fire Slash", 3, "LP", "fr", False, ""),
    ]),
    (MANABOX, [
        ("monster-cards", "Twin Blade", 1, "LP", "ja", True, ""),
        ("monster-cards", "Twin Blade", 2, "NM", "en", False, ""),
        ("redakai", "Hydro Wyrm", 1, "DMG", "en", True, ""),
    ]),
], ids=["moxfield", "deckbox", "dragon-shield", "manabox"])
def test_other_tools_files(catalog_db: Database, coll: CollectionRepository, tmp_path: Path,
                           text: str, expected: list[Item]) -> None:
    plan = import_text(coll, tmp_path, text)
    assert plan.rows == 3
    assert plan.unknown == []
    assert items(catalog_db) == expected


def test_dragon_shield_light_played(catalog_db: Database, coll: CollectionRepository,
                                    tmp_path: Path) -> None:
    text = DRAGON_SHIELD.replace("Poor", "LightPlayed")
    import_text(coll, tmp_path, text)
    assert ("monsuno", "Quickforge", 1, "LP", "en", True, "") in items(catalog_db)


@pytest.mark.parametrize(("words", "code"), [
    ("Near Mint", "NM"), ("near_mint", "NM"), ("NM", "NM"), ("Mint", "NM"), ("", "NM"),
    ("Lightly Played", "LP"), ("lp", "LP"), ("Excellent", "LP"),
    ("Moderately Played", "MP"), ("Played", "MP"),
    ("Heavily Played", "HP"), ("HP", "HP"),
    ("Damaged", "DMG"), ("dmg", "DMG"), ("Poor", "DMG"),
])
def test_condition_words(catalog_db: Database, coll: CollectionRepository, tmp_path: Path,
                         words: str, code: str) -> None:
    import_text(coll, tmp_path, f"Name,Quantity,Condition\nSly Fox,1,{words}\n")
    assert [i.variant.condition for i in coll.items()] == [code]


def test_header_names_in_any_case_and_order(catalog_db: Database, coll: CollectionRepository,
                                            tmp_path: Path) -> None:
    import_text(coll, tmp_path, "  FOIL ;LANGUAGE;card name;QTY;Cond;Comment\n"
                                "yes;Русский;sly fox;2;lp;signed\n")
    assert items(catalog_db) == [("monster-cards", "Sly Fox", 2, "LP", "ru", True, "signed")]


def test_a_file_without_a_quantity_column_counts_one_per_row(
        catalog_db: Database, coll: CollectionRepository, tmp_path: Path) -> None:
    plan = import_text(coll, tmp_path, "Name\nSly Fox\nSly Fox\nStorm Bolt\n")
    assert plan.merged == 1
    assert [(n, q) for _g, n, q, *_ in items(catalog_db)] == [("Sly Fox", 2), ("Storm Bolt", 1)]


def test_a_translated_name_is_found(catalog_db: Database, coll: CollectionRepository,
                                    tmp_path: Path) -> None:
    import_text(coll, tmp_path, "Name,Quantity\nпризрачный фонарь,2\nЕжик-Громовержец,1\n")
    assert sorted((n, q) for _g, n, q, *_ in items(catalog_db)) == [("Airswitch", 1),
                                                                    ("Ghost Lantern", 2)]


def test_identical_rows_are_merged(catalog_db: Database, coll: CollectionRepository,
                                   tmp_path: Path) -> None:
    plan = import_text(coll, tmp_path, "Name,Quantity,Condition,Foil\n"
                                       "Sly Fox,2,NM,\n"
                                       "sly fox,3,Near Mint,normal\n"
                                       "Sly Fox,1,LP,\n"
                                       "SLY FOX ,4,nm,false\n")
    assert plan.rows == 4
    assert plan.merged == 2
    assert items(catalog_db) == [
        ("monster-cards", "Sly Fox", 1, "LP", "en", False, ""),
        ("monster-cards", "Sly Fox", 9, "NM", "en", False, ""),
    ]


def test_unknown_cards_are_listed_and_nothing_is_written(
        catalog_db: Database, coll: CollectionRepository, tmp_path: Path) -> None:
    coll.set_quantity(card_id(catalog_db, "Storm Bolt"), 1)
    before = raw_entries(catalog_db)
    path = write(tmp_path / "typos.csv", "Name,Quantity\n"
                                         "Sly Fxo,2\n"
                                         "Storm Bolt,3\n"
                                         "Quickforg,1\n")
    with pytest.raises(CollectionFileError) as info:
        coll.import_csv(path)
    message = str(info.value)
    assert message.startswith(f"{path}: nothing was imported.")
    assert "line 2: unknown card 'Sly Fxo' — did you mean 'Sly Fox'?" in message
    assert "line 4: unknown card 'Quickforg' — did you mean 'Quickforge'?" in message
    assert len(info.value.errors) == 2
    assert raw_entries(catalog_db) == before


def test_skip_unknown_imports_the_known_rows(catalog_db: Database, coll: CollectionRepository,
                                             tmp_path: Path) -> None:
    plan = import_text(coll, tmp_path, "Game,Name,Quantity\n"
                                       "monster-cards,Sly Fxo,2\n"
                                       "monsuno,Storm Bolt,3\n"
                                       "Redakai,Nobody Here,1\n",
                       skip_unknown=True)
    assert items(catalog_db) == [("monsuno", "Storm Bolt", 3, "NM", "en", False, "")]
    assert [(u.line, u.name, u.game) for u in plan.unknown] == [
        (2, "Sly Fxo", "monster-cards"), (4, "Nobody Here", "redakai")]
    assert plan.unknown[0].suggestions == ("Sly Fox",)
    assert "(MONSTER CARDS)" in plan.unknown[0].message(plan.path)


@pytest.mark.parametrize(("row", "column", "words"), [
    ("Sly Fox,two,NM,", "Count", "whole number"),
    ("Sly Fox,-1,NM,", "Count", "whole number"),
    ("Sly Fox,1.5,NM,", "Count", "whole number"),
    ("Sly Fox,1,Pristine,", "Cond", "unknown condition 'Pristine'"),
    ("Sly Fox,1,NM,sparkly", "Finish", "sparkly"),
    (",1,NM,", "Name", "empty card name"),
])
def test_a_bad_cell_names_the_line_and_column(catalog_db: Database,
                                              coll: CollectionRepository, tmp_path: Path,
                                              row: str, column: str, words: str) -> None:
    path = write(tmp_path / "bad.csv", f"Name,Count,Cond,Finish\nStorm Bolt,1,NM,\n{row}\n")
    with pytest.raises(CollectionFileError) as info:
        coll.import_csv(path)
    [problem] = info.value.errors
    assert problem.startswith(f"{path}: line 3, column {column}: ")
    assert words in problem
    assert raw_entries(catalog_db) == []


def test_line_numbers_count_the_sep_line(catalog_db: Database, coll: CollectionRepository,
                                         tmp_path: Path) -> None:
    text = DRAGON_SHIELD.replace("Binder,3,0,Fire Slash", "Binder,x,0,Fire Slash")
    with pytest.raises(CollectionFileError) as info:
        import_text(coll, tmp_path, text)
    assert "line 5, column Quantity" in str(info.value)


def test_a_file_without_a_name_column(catalog_db: Database, coll: CollectionRepository,
                                      tmp_path: Path) -> None:
    with pytest.raises(CollectionFileError) as info:
        import_text(coll, tmp_path, "Quantity,Condition\n1,NM\n")
    assert "no card name column" in str(info.value)


def test_a_missing_or_unreadable_file(catalog_db: Database, coll: CollectionRepository,
                                      tmp_path: Path) -> None:
    with pytest.raises(CollectionFileError, match="no such file"):
        coll.import_csv(tmp_path / "nope.csv")
    # Bytes that are neither UTF-8 nor any code page the import tries (0x81 is not
    # Windows-1252, 0x98 not Windows-1251).
    bad = tmp_path / "binary.csv"
    bad.write_bytes(b"Name\nCaf\x81\x98 Golem\n")
    with pytest.raises(CollectionFileError, match="UTF-8"):
        coll.import_csv(bad)


def test_bom_and_semicolons(catalog_db: Database, coll: CollectionRepository,
                            tmp_path: Path) -> None:
    path = write(tmp_path / "bom.csv", "Name;Quantity\nCafé Golem;2\n", encoding="utf-8-sig")
    coll.import_csv(path)
    assert [(n, q) for _g, n, q, *_ in items(catalog_db)] == [("Café Golem", 2)]


# ------------------------------------------------------------------ modes


def _start(db: Database) -> CollectionRepository:
    coll = CollectionRepository(db)
    coll.set_quantity(card_id(db, "Sly Fox"), 2)
    coll.set_quantity(card_id(db, "Storm Bolt"), 1, Variant("LP"))
    return coll


def test_mode_set(catalog_db: Database, tmp_path: Path) -> None:
    coll = _start(catalog_db)
    plan = import_text(coll, tmp_path, "Name,Quantity\nSly Fox,5\nTwin Blade,1\n", mode="set")
    assert items(catalog_db) == [
        ("monster-cards", "Sly Fox", 5, "NM", "en", False, ""),
        ("monster-cards", "Twin Blade", 1, "NM", "en", False, ""),
        ("monsuno", "Storm Bolt", 1, "LP", "en", False, ""),
    ]
    assert [(c.name, c.old, c.new) for c in plan.changed] == [("Sly Fox", 2, 5),
                                                              ("Twin Blade", 0, 1)]


def test_mode_set_with_zero_removes_the_variant(catalog_db: Database, tmp_path: Path) -> None:
    coll = _start(catalog_db)
    import_text(coll, tmp_path, "Name,Quantity\nSly Fox,0\n")
    assert [n for _g, n, *_ in items(catalog_db)] == ["Storm Bolt"]


def test_mode_add(catalog_db: Database, tmp_path: Path) -> None:
    coll = _start(catalog_db)
    import_text(coll, tmp_path, "Name,Quantity,Condition\nSly Fox,5,\nStorm Bolt,2,LP\n",
                mode="add")
    assert items(catalog_db) == [
        ("monster-cards", "Sly Fox", 7, "NM", "en", False, ""),
        ("monsuno", "Storm Bolt", 3, "LP", "en", False, ""),
    ]


def test_mode_replace(catalog_db: Database, tmp_path: Path) -> None:
    coll = _start(catalog_db)
    plan = import_text(coll, tmp_path, "Name,Quantity\nTwin Blade,2\nSly Fox,1\n",
                       mode="replace")
    assert items(catalog_db) == [
        ("monster-cards", "Sly Fox", 1, "NM", "en", False, ""),
        ("monster-cards", "Twin Blade", 2, "NM", "en", False, ""),
    ]
    assert ("Storm Bolt", 1, 0) in [(c.name, c.old, c.new) for c in plan.changed]


def test_an_unknown_mode(catalog_db: Database, coll: CollectionRepository,
                         tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="merge"):
        import_text(coll, tmp_path, "Name\nSly Fox\n", mode="merge")


# ------------------------------------------------------------------ names in two games


@pytest.fixture
def twin_db(catalog_db: Database, tmp_path: Path) -> Database:
    """The sample catalog plus a Redakai card called like a MONSTER CARDS card."""
    twin = {"game": "redakai", "name": "Sly Fox", "kind": "attack", "set": "RK9",
            "kairu": 1, "power": 2, "color": "red", "hits": [True, False, False]}
    import_catalog(catalog_db, write_json_catalog(tmp_path / "twin.json", [twin]))
    return catalog_db


def test_a_name_in_two_games_needs_a_game_column(twin_db: Database, tmp_path: Path) -> None:
    coll = CollectionRepository(twin_db)
    with pytest.raises(CollectionFileError) as info:
        import_text(coll, tmp_path, "Name,Quantity\nStorm Bolt,1\nSly Fox,2\n")
    message = str(info.value)
    assert "line 3, column Name: 'Sly Fox' exists in several games" in message
    assert "MONSTER CARDS" in message and "Redakai" in message
    assert "add a Game column" in message
    assert raw_entries(twin_db) == []


def test_a_game_column_or_a_set_decides(twin_db: Database, tmp_path: Path) -> None:
    coll = CollectionRepository(twin_db)
    import_text(coll, tmp_path, "Game,Name,Quantity\nRedakai,Sly Fox,2\nMONSTER CARDS,Sly Fox,1\n")
    assert [(g, n, q) for g, n, q, *_ in items(twin_db)] == [
        ("monster-cards", "Sly Fox", 1), ("redakai", "Sly Fox", 2)]
    import_text(coll, tmp_path, "Name,Set,Quantity\nSly Fox,rk9,5\n", name="set.csv")
    assert coll.owned(card_id(twin_db, "Sly Fox", "redakai")) == 5


def test_an_unknown_game(catalog_db: Database, coll: CollectionRepository,
                         tmp_path: Path) -> None:
    with pytest.raises(CollectionFileError) as info:
        import_text(coll, tmp_path, "Game,Name\nChess,Sly Fox\n")
    assert "line 2, column Game: unknown game 'Chess'" in str(info.value)


# ------------------------------------------------------------------ bounds and strictness


def refused_import(coll: CollectionRepository, tmp_path: Path, text: str,
                   mode: str = "set") -> CollectionFileError:
    path = write(tmp_path / "refused.csv", text)
    with pytest.raises(CollectionFileError) as info:
        coll.import_csv(path, mode=mode)
    assert str(path) in str(info.value)
    return info.value


@pytest.mark.parametrize("count", ["99999999999999999999999", "9223372036854775807", "10000",
                                   "1" * 5000])
def test_a_huge_count_is_refused_with_line_and_column(catalog_db: Database,
                                                       coll: CollectionRepository,
                                                       tmp_path: Path, count: str) -> None:
    err = refused_import(coll, tmp_path, f"Count,Name\n2,Sly Fox\n{count},Storm Bolt\n")
    [problem] = err.errors
    assert ": line 3, column Count: expected a whole number from 0 to 9999" in problem
    assert len(problem) < 300  # a 5000-digit count is not quoted in full
    assert raw_entries(catalog_db) == []


def test_the_largest_count_is_accepted(catalog_db: Database, coll: CollectionRepository,
                                       tmp_path: Path) -> None:
    import_text(coll, tmp_path, "Count,Name\n9999,Sly Fox\n")
    assert coll.owned(card_id(catalog_db, "Sly Fox")) == 9999


def test_merged_rows_over_the_limit_are_refused(catalog_db: Database,
                                                coll: CollectionRepository,
                                                tmp_path: Path) -> None:
    err = refused_import(coll, tmp_path, "Count,Name\n5000,Sly Fox\n1,Storm Bolt\n"
                                         "5000,sly fox\n")
    [problem] = err.errors
    assert "line 2: 'Sly Fox' (NM, en): lines 2, 4 add up to 10000" in problem
    assert "at most 9999" in problem
    assert raw_entries(catalog_db) == []


def test_adding_over_the_limit_is_refused(catalog_db: Database, coll: CollectionRepository,
                                          tmp_path: Path) -> None:
    fox = card_id(catalog_db, "Sly Fox")
    coll.set_quantity(fox, 9000)
    before = raw_entries(catalog_db)
    err = refused_import(coll, tmp_path, "Count,Name\n1000,Sly Fox\n", mode="add")
    assert "added to the 9000 you have makes 10000 copies; at most 9999" in str(err)
    assert raw_entries(catalog_db) == before
    # Setting (not adding) the same number is fine.
    import_text(coll, tmp_path, "Count,Name\n1000,Sly Fox\n")
    assert coll.owned(fox) == 1000


def test_setting_a_huge_quantity_is_refused(catalog_db: Database,
                                            coll: CollectionRepository) -> None:
    fox = card_id(catalog_db, "Sly Fox")
    for call in (lambda q: coll.set_quantity(fox, q), lambda q: coll.set_total(fox, q),
                 lambda q: coll.replace_variants(fox, [(Variant(), q, "")])):
        for q in (10_000, 99999999999999999999999, 2**63 - 1):
            with pytest.raises(ValueError, match="from 0 to 9999"):
                call(q)
    # Two rows of one variant that add up to too many.
    with pytest.raises(ValueError, match="from 0 to 9999"):
        coll.replace_variants(fox, [(Variant(), 5000, ""), (Variant(), 5000, "")])
    assert raw_entries(catalog_db) == []
    coll.set_total(fox, 9999)
    assert coll.owned(fox) == 9999


def test_a_row_with_more_cells_than_the_header_is_refused(catalog_db: Database,
                                                          coll: CollectionRepository,
                                                          tmp_path: Path) -> None:
    err = refused_import(coll, tmp_path, "Count,Name\n1,Sly Fox\n1,Storm Bolt,extra,more\n")
    [problem] = err.errors
    assert "line 3: 4 cells but the header has 2 columns" in problem
    assert raw_entries(catalog_db) == []
    # Empty cells past the header (a trailing comma) lose nothing and are fine.
    import_text(coll, tmp_path, "Count,Name\n1,Sly Fox,,\n")
    assert coll.owned(card_id(catalog_db, "Sly Fox")) == 1


@pytest.mark.parametrize(("header", "column", "repeats"), [
    ("Count,Name,Count", 3, 1),
    ("Count,Name,count", 3, 1),
    ("Count,Name,Quantity", 3, 1),        # two quantity columns: which one counts?
    ("Name,Count,Card Name", 3, 1),
    ("Count,Name,Set,Set", 4, 3),
])
def test_a_repeated_column_is_refused(catalog_db: Database, coll: CollectionRepository,
                                      tmp_path: Path, header: str, column: int,
                                      repeats: int) -> None:
    row = ",".join({"Name": "Sly Fox", "Card Name": "Sly Fox"}.get(h, "1")
                   for h in header.split(","))
    err = refused_import(coll, tmp_path, f"{header}\n{row}\n")
    [problem] = err.errors
    assert f"line 1, column {column}: " in problem
    assert f"repeats column {repeats}" in problem
    assert raw_entries(catalog_db) == []


def test_a_set_and_a_set_code_column_may_both_be_given(catalog_db: Database,
                                                       coll: CollectionRepository,
                                                       tmp_path: Path) -> None:
    # TCGplayer writes both; the first is used to tell printings apart.
    import_text(coll, tmp_path, "Quantity,Name,Set,Set Code\n2,Sly Fox,Monster Cards,MC\n")
    assert coll.owned(card_id(catalog_db, "Sly Fox")) == 2


@pytest.mark.parametrize(("text", "line"), [
    ('Count,Name\n1,"Sly Fox\n2,Storm Bolt\n', 2),
    ('Count,Name\n1,Sly Fox\n2,"Storm Bolt', 3),
    ('sep=,\nCount,Name\n1,Sly Fox\n2,"Storm Bolt\n3,Quickforge\n', 4),
])
def test_an_unclosed_quote_is_refused_with_its_line(catalog_db: Database,
                                                    coll: CollectionRepository,
                                                    tmp_path: Path, text: str,
                                                    line: int) -> None:
    err = refused_import(coll, tmp_path, text)
    assert f"line {line}: a quoted cell is never closed" in str(err)
    assert "unknown card" not in str(err)
    assert raw_entries(catalog_db) == []


def test_quotes_that_close_are_fine_across_lines(catalog_db: Database,
                                                 coll: CollectionRepository,
                                                 tmp_path: Path) -> None:
    import_text(coll, tmp_path, 'Count,Name,Notes\n1,Sly Fox,"two\nlines, ""quoted"""\n'
                                '2,Storm Bolt,12" ruler\n')
    assert sorted((n, q, notes) for _g, n, q, *_, notes in items(catalog_db)) == [
        ("Sly Fox", 1, 'two\nlines, "quoted"'), ("Storm Bolt", 2, '12" ruler')]


def test_a_database_holding_a_huge_quantity_still_works(catalog_db: Database,
                                                        coll: CollectionRepository) -> None:
    """Older versions stored any count; SUM() over two such rows overflowed on every read.
    Each row now counts at most 9999, so the card can be found and corrected."""
    from deckbuilder.catalog.search import CardSearch

    bolt = card_id(catalog_db, "Storm Bolt")
    with catalog_db.transaction() as conn:
        for foil in (0, 1):
            conn.execute("INSERT INTO collection_entry(card_id, quantity, condition, language, "
                         "foil, notes) VALUES (?, ?, 'NM', 'en', ?, '')",
                         (bolt, 2**63 - 1, foil))
    assert coll.owned(bolt) == 2 * 9999
    assert CardRepository(catalog_db).find("Storm Bolt").owned == 2 * 9999  # type: ignore[union-attr]
    search = CardSearch(catalog_db)
    for query in ("owned>=1", "is:owned", "owned<3", "-is:owned"):
        search.count(query)
    assert search.count("owned>=1") == 1
    coll.set_total(bolt, 0)
    assert coll.owned(bolt) == 0 and raw_entries(catalog_db) == []


def test_the_command_line_refuses_a_huge_quantity(catalog_db: Database, capsys) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.cli import main

    path = catalog_db.path
    with pytest.raises(SystemExit) as exit_info:
        main(["--db", str(path), "collection", "set", "monsuno", "Storm Bolt",
              "99999999999999999999999"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert "from 0 to 9999" in err and "Traceback" not in err
    assert raw_entries(catalog_db) == []
