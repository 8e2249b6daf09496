"""A game's card fields live in the card's JSON data, and the catalog searches, sorts and
indexes them as the game's descriptor says: no column per field, nothing in the catalog
that names a game. A fourth game with a field none of the three has is searched and
sorted by it through the real command, and the search uses the field's index; a backup
made before the fields left their columns still restores with every field intact."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from catalog_samples import write_json_catalog

import deckbuilder.rules.games as games_package
from deckbuilder.catalog import db as db_module
from deckbuilder.catalog.backup import create_backup
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.fields import INDEX_PREFIX
from deckbuilder.catalog.search import PreparedSearch
from deckbuilder.cli import main
from deckbuilder.rules import registry
from tests.rules.fourth_game import fourth_game

#: The fourth game's own kind gets fields none of the three games has.
FIELDS_EXTRA = '''

GAME = _dataclasses.replace(
    GAME,
    schema={**GAME.schema, "relic": (
        FieldSpec("shine", "int", required=True, minimum=0, searchable=True,
                  search_names=("sh",), sortable=True, column=50),
        FieldSpec("glow", "enum", choices=("dim", "sun"), searchable=True, sortable=True),
    )},
)
'''

RELICS = [
    {"game": "fourth", "kind": "relic", "name": "Old Lamp", "shine": 2, "glow": "dim"},
    {"game": "fourth", "kind": "relic", "name": "Sun Idol", "shine": 9, "glow": "sun"},
    {"game": "fourth", "kind": "relic", "name": "Moon Disc", "shine": 5},
]


@pytest.fixture
def fourth_with_fields(tmp_path: Path) -> Iterator[str]:
    with fourth_game(tmp_path / "games", FIELDS_EXTRA) as game_id:
        yield game_id


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _names(out: str) -> list[str]:
    return [card["name"] for card in json.loads(out)]


def test_a_fourth_games_own_field_is_searched_and_sorted(
        fourth_with_fields: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "db.sqlite3")
    src = write_json_catalog(tmp_path / "relics.json", RELICS)
    code, _out, err = _run(capsys, "--db", db, "catalog", "import", str(src))
    assert code == 0, err

    code, out, err = _run(capsys, "--db", db, "catalog", "search", "shine>=3", "--json",
                          "--sort", "shine", "--desc")
    assert code == 0, err
    assert _names(out) == ["Sun Idol", "Moon Disc"]
    code, out, err = _run(capsys, "--db", db, "catalog", "search", "sh<3", "--json")
    assert (code, _names(out)) == (0, ["Old Lamp"]), err
    code, out, err = _run(capsys, "--db", db, "catalog", "search", "glow:s", "--json")
    assert (code, _names(out)) == (0, ["Sun Idol"]), err
    code, _out, err = _run(capsys, "--db", db, "catalog", "search", "glow:moon")
    assert code == 2 and "dim, sun" in err


def test_a_fourth_games_field_has_its_index_and_the_search_uses_it(
        fourth_with_fields: str, tmp_path: Path) -> None:
    with Database.open(tmp_path / "db.sqlite3") as db:
        indexes = {name for (name,) in db.conn.execute(
            "SELECT name FROM sqlite_master WHERE type='index'")}
        assert INDEX_PREFIX + "shine" in indexes
        search = PreparedSearch(db.conn, "shine>=3")
        plan = " ".join(str(row[3]) for row in db.conn.execute(
            f"EXPLAIN QUERY PLAN SELECT card.id FROM card WHERE {search.compiled.sql}",
            search.compiled.params))
        assert INDEX_PREFIX + "shine" in plan


def test_the_card_table_has_no_column_of_a_game_field(empty_db: Database) -> None:
    columns = {row[1] for row in empty_db.conn.execute("PRAGMA table_info(card)")}
    fields = {spec.name for game in registry.all_games() for spec in game.fields()}
    assert fields, "the games have fields"
    # ``cost`` is the card's deck-building cost, which every game's card may have.
    assert columns & fields <= {"cost"}


def test_an_index_of_a_field_no_game_searches_any_more_is_dropped(
        fourth_with_fields: str, tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    Database.open(path).close()
    games_package.__path__.pop()
    registry.rediscover()
    with Database.open(path) as db:
        indexes = {name for (name,) in db.conn.execute(
            "SELECT name FROM sqlite_master WHERE type='index'")}
    assert INDEX_PREFIX + "shine" not in indexes
    assert INDEX_PREFIX + "kairu" in indexes  # the other games' stay
    games_package.__path__.append(str(tmp_path / "games"))  # for the fixture to remove


def _old_catalog(path: Path) -> None:
    """A catalog at revision 0004, when each field had a column of its own: one card
    filled as that version wrote it (fields in the columns and in ``data``), owned."""
    from alembic import command
    from alembic.config import Config

    from deckbuilder.catalog.connection import make_engine

    cfg = Config()
    cfg.set_main_option("script_location", str(Path(db_module.__file__).parent / "migrations"))
    engine = make_engine(path)
    try:
        with engine.begin() as connection:
            cfg.attributes["connection"] = connection
            command.upgrade(cfg, "0004")
    finally:
        engine.dispose()
    data = {"manufacturer": "storm", "launch": 3, "speed": 2, "damage": 4,
            "strike_type": "fire", "exclusive": True, "unique": False, "dominates": ["ice"],
            "timing": "damage", "category": "normal", "restricted_to": [], "effects": []}
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            "INSERT INTO card (id, game, name, name_key, kind, set_code, names, data, origin, "
            "updated_at, manufacturer, launch, speed, damage, strike_type, \"exclusive\", "
            "is_unique, timing, category) VALUES (7, 'monsuno', 'Storm Lance', "
            "'storm lance', 'strike', 'S1', '{}', ?, 'import', '', 'storm', 3, 2, 4, 'fire', "
            "1, 0, 'damage', 'normal')", (json.dumps(data, sort_keys=True),))
        conn.execute("INSERT INTO card_fts(rowid, name, text) VALUES (7, 'Storm Lance', '')")
        conn.execute("INSERT INTO collection_entry (card_id, quantity, condition, language, "
                     "foil, notes) VALUES (7, 3, 'NM', 'en', 0, '')")
    conn.close()


def test_a_backup_made_before_the_fields_left_their_columns_restores(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = tmp_path / "old.sqlite3"
    _old_catalog(old)
    backup = tmp_path / "old-backup.zip"
    # Backed up as that version would: the file as it is, revision 0004 in the manifest.
    info = create_backup(Database(old, db_module.connect(old)), backup)
    assert info.revision == "0004"

    db = str(tmp_path / "new.sqlite3")
    code, _out, err = _run(capsys, "--db", db, "restore", str(backup), "--yes")
    assert code == 0, err
    code, out, err = _run(capsys, "--db", db, "catalog", "search", "m:storm is:exclusive "
                          "launch<=3 strike:fi dom:ice", "--json")
    assert code == 0, err
    (card,) = json.loads(out)
    assert (card["name"], card["manufacturer"], card["launch"], card["speed"], card["damage"],
            card["strike_type"], card["exclusive"], card["dominates"]) == \
        ("Storm Lance", "storm", 3, 2, 4, "fire", True, ["ice"])
    code, out, err = _run(capsys, "--db", db, "catalog", "search", "is:owned owned=3",
                          "--json")
    assert (code, _names(out)) == (0, ["Storm Lance"]), err
    with Database.open(db) as opened:
        columns = {row[1] for row in opened.conn.execute("PRAGMA table_info(card)")}
    assert "manufacturer" not in columns and "launch" not in columns


def test_a_catalog_holding_a_damaged_card_still_opens_and_searches(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # An older version's restore could let in a card whose data is no JSON: indexing the
    # fields must not keep the whole catalog from opening, nor fail a search over it.
    db = tmp_path / "old.sqlite3"
    _old_catalog(db)
    conn = sqlite3.connect(db)
    with conn:
        conn.execute("INSERT INTO card (id, game, name, name_key, kind, names, data, origin, "
                     "updated_at) VALUES (8, 'monsuno', 'Broken', 'broken', 'strike', '{}', "
                     "'{not json', 'import', '')")
    conn.close()
    code, out, err = _run(capsys, "--db", str(db), "catalog", "search", "launch<=3 m:storm",
                          "--json")
    assert (code, _names(out)) == (0, ["Storm Lance"]), err
    code, _out, err = _run(capsys, "--db", str(db), "catalog", "search", "is:neutral")
    assert code == 0, err
    code, _out, err = _run(capsys, "--db", str(db), "catalog", "search", "game:monsuno")
    assert code == 2 and "card 'Broken'" in err and "data is damaged" in err
