"""No command writes its output over the app's own data: the database, its SQLite side
files, or the pictures folder. Each is refused with exit 2 and the data stays as it was."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tests.conftest import run_main

DECK = Path(__file__).resolve().parents[1] / "resources" / "decks" / "redakai-advanced.txt"



@pytest.fixture
def db(starter_db, qapp) -> Path:  # type: ignore[no-untyped-def]
    path = Path(starter_db.path)
    starter_db.close()
    return path


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _targets(db: Path) -> dict[str, Path]:
    pictures = db.with_name(db.stem + ".pictures")
    pictures.mkdir(exist_ok=True)
    return {"database": db, "wal": Path(f"{db}-wal"), "shm": Path(f"{db}-shm"),
            "journal": Path(f"{db}-journal"), "pictures": pictures / "ab" / "evil.png",
            "pictures folder": pictures}


COMMANDS = {
    "backup": lambda t: ["backup", t],
    "collection export": lambda t: ["collection", "export", t],
    "catalog export": lambda t: ["catalog", "export", t],
    "deck export": lambda t: ["deck", "export", "Redakai Advanced", t],
    "proxies": lambda t: ["proxies", DECK, "--out", t],
    "goldfish trace": lambda t: ["goldfish", DECK, "--games", "2", "--trace", t],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_no_command_writes_over_the_database_or_its_pictures(
        capsys, db, command) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run_main(capsys, "--db", db, "deck", "import", DECK, "--name", "Redakai Advanced")
    assert code == 0, err
    for what, target in _targets(db).items():
        before = _digest(db)
        side = {p: p.exists() for p in (Path(f"{db}-wal"), Path(f"{db}-journal"))}
        code, _, err = run_main(capsys, "--db", db, *COMMANDS[command](target))
        assert code == 2, (what, err)
        assert "choose another" in err and str(target.resolve()) in err, err
        assert _digest(db) == before, what
        if what == "pictures":
            assert not target.exists()
        assert {p: p.exists() for p in side} == side
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_second_name_of_the_database_is_refused_too(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    link = tmp_path / "looks-harmless.csv"
    link.symlink_to(db)
    hard = tmp_path / "also-harmless.csv"
    hard.hardlink_to(db)
    before = _digest(db)
    for target in (link, hard):
        code, _, err = run_main(capsys, "--db", db, "collection", "export", target)
        assert code == 2 and "database" in err, err
    assert _digest(db) == before
