"""Backups of all user data: made while the database is open, restored whole or not at all,
kept in rotation, and driven from the command line."""

from __future__ import annotations

import io
import json
import os
import time
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from deckbuilder.catalog.backup import (
    BackupError,
    auto_backup,
    backup_info,
    backups_dir,
    create_backup,
    restore_backup,
)
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.cli import main


def _png(colour: str) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (126, 176), colour).save(buf, "PNG")
    return buf.getvalue()


def _count(db: Database, table: str) -> int:
    return int(db.conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


def _with_picture(db: Database) -> str:
    store = PictureStore(db)
    pid = store.add_bytes(_png("red"), "red.png")
    with db.transaction() as conn:
        conn.execute("UPDATE card SET picture_id=? WHERE id=(SELECT min(id) FROM card)", (pid,))
    sha, ext = db.conn.execute("SELECT sha256, ext FROM picture WHERE id=?", (pid,)).fetchone()
    return f"{sha}.{ext}"


def test_a_backup_restores_everything_it_held(starter_db: Database, tmp_path: Path) -> None:
    rel = _with_picture(starter_db)
    cards, decks = _count(starter_db, "card"), _count(starter_db, "deck")
    dump = list(starter_db.conn.iterdump())
    info = create_backup(starter_db, tmp_path / "all.zip")
    assert (info.cards, info.decks) == (cards, decks) and info.pictures >= 1
    # Lose the decks and the picture after the backup.
    with starter_db.transaction() as conn:
        conn.execute("DELETE FROM deck")
    PictureStore(starter_db).path_of(rel).unlink()
    path = starter_db.path
    starter_db.close()

    restored = restore_backup(tmp_path / "all.zip", path)
    assert restored.decks == decks
    with Database.open(path) as db:
        assert _count(db, "deck") == decks and _count(db, "card") == cards
        assert PictureStore(db).path_of(rel).read_bytes() == _png("red")
        # Exactly: every row of every table as it was when the backup was made.
        assert list(db.conn.iterdump()) == dump
    # Nothing of the swap is left lying around.
    assert not list(path.parent.glob("*.before-restore"))
    assert not list(path.parent.glob(".restore-*"))


def _tampered(src: Path, dst: Path, change) -> Path:  # type: ignore[no-untyped-def]
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w") as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            data = change(item.filename, data)
            if data is not None:
                zout.writestr(item.filename, data)
    return dst


@pytest.mark.parametrize("how, message", [
    ("flip a byte of the database", "damaged"),
    ("drop the database", "cannot read"),
    ("newer schema", "newer Deckbuilder"),
    ("not ours", "not a Deckbuilder backup"),
])
def test_a_bad_backup_changes_nothing(starter_db: Database, tmp_path: Path, how: str,
                                      message: str) -> None:
    good = tmp_path / "good.zip"
    create_backup(starter_db, good)

    def change(name: str, data: bytes) -> bytes | None:
        if how == "flip a byte of the database" and name == "deckbuilder.sqlite3":
            return data[:5000] + bytes([data[5000] ^ 0xFF]) + data[5001:]
        if how == "drop the database" and name == "deckbuilder.sqlite3":
            return None
        if name == "manifest.json":
            manifest = json.loads(data)
            if how == "newer schema":
                manifest["revision"] = "9999"
            if how == "not ours":
                manifest["format"] = "something-else"
            return json.dumps(manifest).encode()
        return data

    bad = _tampered(good, tmp_path / "bad.zip", change)
    with starter_db.transaction() as conn:
        conn.execute("DELETE FROM deck WHERE id=(SELECT min(id) FROM deck)")
    decks = _count(starter_db, "deck")
    path = starter_db.path
    starter_db.close()
    before = path.read_bytes()
    with pytest.raises(BackupError, match=message) as err:
        restore_backup(bad, path)
    assert "bad.zip" in str(err.value)
    assert path.read_bytes() == before
    with Database.open(path) as db:
        assert _count(db, "deck") == decks


def test_a_cut_off_backup_is_refused(starter_db: Database, tmp_path: Path) -> None:
    good = tmp_path / "good.zip"
    create_backup(starter_db, good)
    cut = tmp_path / "cut.zip"
    cut.write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    with pytest.raises(BackupError, match=r"cut\.zip"):
        backup_info(cut)
    with pytest.raises(BackupError, match="no such file"):
        backup_info(tmp_path / "missing.zip")


def test_automatic_backups_are_made_once_a_day_and_rotated(starter_db: Database) -> None:
    first = auto_backup(starter_db, keep=3)
    assert first is not None and first.parent == backups_dir(starter_db)
    # A second start the same day makes none.
    assert auto_backup(starter_db, keep=3) is None
    made = [first]
    for _ in range(4):
        # Pretend the newest backup is a day old.
        old = time.time() - 86400
        os.utime(made[-1], (old, old))
        time.sleep(1.01)  # names carry the time to the second
        new = auto_backup(starter_db, keep=3)
        assert new is not None
        made.append(new)
    kept = sorted(backups_dir(starter_db).glob("auto-*.zip"))
    assert kept == sorted(made[-3:])
    assert backup_info(kept[-1]).cards == _count(starter_db, "card")


def test_backup_and_restore_from_the_command_line(starter_db: Database, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    decks = _count(starter_db, "deck")
    path = str(starter_db.path)
    starter_db.close()
    target = tmp_path / "cli.zip"
    assert main(["--db", path, "backup", str(target)]) == 0
    out = capsys.readouterr().out
    assert f"{decks} decks" in out

    db = Database.open(path)
    with db.transaction() as conn:
        conn.execute("DELETE FROM deck")
    db.close()
    # Without --yes nothing is replaced.
    assert main(["--db", path, "restore", str(target)]) == 2
    assert "--yes" in capsys.readouterr().out
    with Database.open(path) as db:
        assert _count(db, "deck") == 0
    assert main(["--db", path, "restore", str(target), "--yes"]) == 0
    assert f"{decks} decks" in capsys.readouterr().out
    with Database.open(path) as db:
        assert _count(db, "deck") == decks
    # A file that is not a backup: a clear error, exit code 2 or 1, nothing replaced.
    junk = tmp_path / "junk.zip"
    junk.write_text("hello")
    assert main(["--db", path, "restore", str(junk), "--yes"]) != 0
    assert "junk.zip" in capsys.readouterr().err
    with Database.open(path) as db:
        assert _count(db, "deck") == decks
