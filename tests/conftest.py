"""Shared fixtures. Qt must be told to render offscreen before anything imports it, or
pytest aborts without a summary on a machine with no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

from collections.abc import Iterator
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.services.seeding import open_database


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> None:
    """No test touches the real user data folder or settings."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))  # the log file
    monkeypatch.delenv("DECKBUILDER_DB", raising=False)
    monkeypatch.delenv("DECKBUILDER_LOG_DIR", raising=False)


@pytest.fixture(scope="session")
def starter_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the starter catalogs, made once per session and copied per test."""
    path = tmp_path_factory.mktemp("template") / "starter.sqlite3"
    db = open_database(path)
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path


@pytest.fixture
def starter_db(starter_template: Path, tmp_path: Path) -> Iterator[Database]:
    """An open database holding the starter catalogs (a private copy)."""
    import shutil

    target = tmp_path / "db.sqlite3"
    shutil.copyfile(starter_template, target)
    pics = starter_template.with_name(starter_template.stem + ".pictures")
    if pics.exists():
        shutil.copytree(pics, target.with_name(target.stem + ".pictures"))
    db = open_database(target)
    yield db
    db.close()


@pytest.fixture
def empty_db(tmp_path: Path) -> Iterator[Database]:
    """An open database with the schema and no cards."""
    db = Database.open(tmp_path / "empty.sqlite3")
    yield db
    db.close()
