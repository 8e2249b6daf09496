"""Opening the database: creating the schema from nothing, keeping it in step with the
sqlmodel metadata, and refusing files that are not a Deckbuilder catalog."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlmodel import SQLModel

from deckbuilder.catalog import db as db_module
from deckbuilder.catalog import models  # noqa: F401  (registers the tables)
from deckbuilder.catalog.db import HEAD_REVISION, KNOWN_REVISIONS, Database, DatabaseError
from deckbuilder.catalog.fields import INDEX_PREFIX
from deckbuilder.services.seeding import open_database

MIGRATIONS_DIR = Path(db_module.__file__).parent / "migrations"

EXPECTED_TABLES = {"card", "picture", "collection_entry", "deck", "deck_entry", "setting",
                   "picture_fingerprint",
                   "alembic_version", "card_fts"}


def _tables(path: Path) -> set[str]:
    conn = sqlite3.connect(str(path))
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()


def _include_name(name, type_, parent_names):  # type: ignore[no-untyped-def]
    """The same filter as catalog/migrations/env.py (the FTS tables are made by hand)."""
    return not (type_ == "table" and name is not None and name.startswith("card_fts"))


def _backups(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.bak"))


def test_a_new_file_gets_every_table_and_the_head_revision(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    with Database.open(path) as db:
        assert db.created is True
        assert db.conn.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (HEAD_REVISION,)]
        sql = db.conn.execute(
            "SELECT sql FROM sqlite_master WHERE name='card_fts'").fetchone()[0]
        assert "VIRTUAL TABLE" in sql.upper() and "fts5" in sql
        # The repository can use it straight away.
        assert db.conn.execute("SELECT count(*) FROM card").fetchone() == (0,)
        assert db.conn.execute("SELECT count(*) FROM card_fts").fetchone() == (0,)
    assert _tables(path) >= EXPECTED_TABLES
    assert _backups(tmp_path) == []


def test_an_empty_file_is_migrated_without_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    with Database.open(path) as db:
        assert db.created is True
        assert db.conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
            HEAD_REVISION,)
    assert _tables(path) >= EXPECTED_TABLES
    assert _backups(tmp_path) == []


def test_a_missing_folder_is_created(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "cat.sqlite3"
    with Database.open(path) as db:
        assert db.path == path.resolve()
    assert path.exists()


def test_the_migrated_schema_matches_the_models(tmp_path: Path) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from deckbuilder.catalog.connection import make_engine

    path = tmp_path / "schema.sqlite3"
    db_module.migrate(path)
    engine = make_engine(path)
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(conn, opts={
                "compare_type": True,
                "include_name": _include_name,
                "target_metadata": SQLModel.metadata,
            })
            diff = compare_metadata(context, SQLModel.metadata)
    finally:
        engine.dispose()
    assert diff == []


def _master(path: Path) -> list[tuple[str, str, str, str | None]]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                            "ORDER BY type, name").fetchall()
    finally:
        conn.close()
    # The FTS index's shadow tables are SQLite's to make; how it quotes their names
    # depends on how the index was made (created, or renamed by a migration). The field
    # indexes are made from the game descriptors at every open, not by the schema.
    return [(t, n, tn, sql.replace("'", '"') if sql and n.startswith("card_fts_") else sql)
            for t, n, tn, sql in rows if not n.startswith(INDEX_PREFIX)]


def test_a_new_file_is_made_exactly_as_the_migrations_make_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A new file comes from schema.sql (no Alembic at the first start): it must be the
    # file the migrations make. After adding a migration: python -m deckbuilder.catalog.db
    migrated = tmp_path / "migrated.sqlite3"
    db_module.migrate(migrated)

    def no_migration(_path: Path) -> None:
        raise AssertionError("a new file is made from schema.sql, not migrated")

    monkeypatch.setattr(db_module, "migrate", no_migration)
    made = tmp_path / "made.sqlite3"
    with Database.open(made) as db:
        assert db.created
        assert db.conn.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (HEAD_REVISION,)]
        # The search index works on the new file (its shadow tables were made too).
        db.conn.execute("INSERT INTO card_fts(rowid, name, text) VALUES (1, 'Kairu', '')")
        assert db.conn.execute("SELECT rowid FROM card_fts WHERE card_fts MATCH 'k*'"
                               ).fetchall() == [(1,)]
    assert _master(made) == _master(migrated), \
        "schema.sql is out of date: run python -m deckbuilder.catalog.db"


def test_head_revision_is_the_head_of_the_script_directory() -> None:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    script = ScriptDirectory.from_config(cfg)
    assert script.get_heads() == [HEAD_REVISION]
    assert set(KNOWN_REVISIONS) == {r.revision for r in script.walk_revisions()}


def test_opening_again_runs_no_migration_and_makes_no_backup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "again.sqlite3"
    with Database.open(path) as db:
        db.set_setting("marker", "kept")

    def no_migration(_path: Path) -> None:
        raise AssertionError("migrate() must not run on an up-to-date file")

    monkeypatch.setattr(db_module, "migrate", no_migration)
    with Database.open(path) as db:
        assert db.created is False
        assert db.setting("marker") == "kept"
    assert _backups(tmp_path) == []


def test_an_existing_database_does_not_load_the_starter_catalogs_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "nostarter.sqlite3"
    Database.open(path).close()
    import deckbuilder.services.seeding as starter

    def boom(_db: Database) -> None:
        raise AssertionError("the starter catalogs are loaded only into a new file")

    monkeypatch.setattr(starter, "load_starter_catalogs", boom)
    with open_database(path) as db:
        assert db.created is False


def test_a_file_that_is_not_sqlite_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    content = b"These are my shopping notes, not a database.\n" * 50
    path.write_bytes(content)
    with pytest.raises(DatabaseError) as info:
        Database.open(path)
    assert str(path.resolve()) in str(info.value)
    assert path.read_bytes() == content


def _foreign_sqlite(path: Path) -> None:
    conn = sqlite3.connect(str(path))
    conn.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)")
    conn.execute("INSERT INTO recipes(title) VALUES ('soup')")
    conn.commit()
    conn.close()


def test_a_sqlite_file_of_another_program_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "recipes.sqlite3"
    _foreign_sqlite(path)
    with pytest.raises(DatabaseError) as info:
        Database.open(path)
    assert "not a Deckbuilder catalog" in str(info.value)
    conn = sqlite3.connect(str(path))
    assert conn.execute("SELECT title FROM recipes").fetchall() == [("soup",)]
    assert {r[0] for r in conn.execute("SELECT name FROM sqlite_master")} == {"recipes"}
    conn.close()


def test_a_sqlite_file_of_another_program_is_named_in_the_error(tmp_path: Path) -> None:
    path = tmp_path / "recipes.sqlite3"
    _foreign_sqlite(path)
    with pytest.raises(DatabaseError) as info:
        Database.open(path)
    assert str(path.resolve()) in str(info.value)


def test_a_refused_sqlite_file_is_not_modified(tmp_path: Path) -> None:
    path = tmp_path / "recipes.sqlite3"
    _foreign_sqlite(path)
    before = path.read_bytes()
    with pytest.raises(DatabaseError):
        Database.open(path)
    import gc

    gc.collect()  # close a connection the failed open may have left behind
    assert path.read_bytes() == before


def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.sqlite3"
    Database.open(path).close()
    conn = sqlite3.connect(str(path))
    conn.execute("UPDATE alembic_version SET version_num='9999'")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseError) as info:
        Database.open(path)
    message = str(info.value)
    assert str(path.resolve()) in message
    assert "newer" in message


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DatabaseError) as info:
        Database.open(tmp_path)
    assert str(tmp_path.resolve()) in str(info.value)


def test_the_connection_enforces_foreign_keys_and_uses_wal(empty_db: Database) -> None:
    assert empty_db.conn.execute("PRAGMA foreign_keys").fetchone() == (1,)
    assert empty_db.conn.execute("PRAGMA journal_mode").fetchone()[0].lower() == "wal"
    # Foreign keys are really enforced: an entry for a card that does not exist fails.
    with pytest.raises(sqlite3.IntegrityError):
        empty_db.conn.execute(
            "INSERT INTO collection_entry(card_id, quantity, condition, language, foil, notes) "
            "VALUES (12345, 1, 'NM', 'en', 0, '')")


def test_a_failed_transaction_is_rolled_back(empty_db: Database) -> None:
    with pytest.raises(RuntimeError), empty_db.transaction() as conn:
        conn.execute("INSERT INTO setting(key, value) VALUES ('a', '1')")
        raise RuntimeError("stop")
    assert empty_db.setting("a") is None
    empty_db.set_setting("a", "2")
    empty_db.set_setting("a", "3")
    assert empty_db.setting("a") == "3"


def test_an_older_database_is_upgraded_after_a_backup_and_keeps_its_data(tmp_path: Path) -> None:
    from alembic import command
    from alembic.config import Config

    from deckbuilder.catalog.connection import make_engine

    path = tmp_path / "old.sqlite3"
    cfg = Config()
    cfg.set_main_option("script_location",
                        str(Path(db_module.__file__).parent / "migrations"))
    engine = make_engine(path)
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    engine.dispose()
    raw = sqlite3.connect(path)
    raw.execute("INSERT INTO deck(name, ruleset, notes, created_at, updated_at) "
                "VALUES ('Old Deck', 'monster-cards', 'kept', '', '')")
    raw.commit()
    raw.close()

    db = open_database(path)
    try:
        assert db.conn.execute("SELECT version_num FROM alembic_version").fetchone()[0] \
            == HEAD_REVISION
        row = db.conn.execute("SELECT name, notes, author FROM deck").fetchone()
        assert row == ("Old Deck", "kept", "")
    finally:
        db.close()
    backups = list(tmp_path.glob("old.sqlite3.before-*.bak"))
    assert len(backups) == 1
    copy = sqlite3.connect(backups[0])
    try:
        assert copy.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001"
        assert copy.execute("SELECT name FROM deck").fetchall() == [("Old Deck",)]
    finally:
        copy.close()


@pytest.mark.parametrize("folder", ["cards #1", "100% mine", "what?"])
def test_a_catalog_in_a_folder_with_uri_characters_opens_again(tmp_path: Path,
                                                               folder: str) -> None:
    """The second start looks at the existing file read-only through a ``file:`` URI; a
    ``#``, ``%`` or ``?`` in the folder's name must not cut or change that path."""
    path = tmp_path / folder / "deckbuilder.db"
    first = Database.open(path)
    first.conn.execute("INSERT INTO setting (key, value) VALUES ('probe', 'kept')")
    first.close()
    again = Database.open(path)
    try:
        # Not taken for a new file (which would greet the user as on a first start), and
        # no stray file made where the URI was cut.
        assert not again.created
        assert sorted(p.name for p in tmp_path.iterdir()) == [folder]
        assert again.conn.execute(
            "SELECT value FROM setting WHERE key = 'probe'").fetchone() == ("kept",)
    finally:
        again.close()
