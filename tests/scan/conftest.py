from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.services.scan_service import ScanService


def _copy(src: Path, target: Path) -> None:
    shutil.copyfile(src, target)
    pics = src.with_name(src.stem + ".pictures")
    if pics.exists():
        shutil.copytree(pics, target.with_name(target.stem + ".pictures"))


@pytest.fixture(scope="session")
def scan_template(starter_template: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The starter database with every picture's fingerprint made (once per session)."""
    path = tmp_path_factory.mktemp("scan") / "scan.sqlite3"
    _copy(starter_template, path)
    with Database.open(path) as db:
        ScanService(db).prepare()
        db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


@pytest.fixture
def scan_db(scan_template: Path, tmp_path: Path) -> Iterator[Database]:
    """A private copy of :func:`scan_template`, open."""
    target = tmp_path / "db.sqlite3"
    _copy(scan_template, target)
    db = Database.open(target)
    yield db
    db.close()
