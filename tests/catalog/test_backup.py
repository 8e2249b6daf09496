"""Backups of all user data: made while the database is open, restored whole or not at all,
kept in rotation, and driven from the command line."""

from __future__ import annotations

import io
import json
import os
import sqlite3
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from deckbuilder.catalog import backup as backup_module
from deckbuilder.catalog.backup import (
    BackupError,
    auto_backup,
    backup_info,
    backups_dir,
    create_backup,
    restore_backup,
)
from deckbuilder.catalog.db import Database, private_tempdir
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.cli import main
from deckbuilder.services.seeding import open_database


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
    with open_database(path) as db:
        assert _count(db, "deck") == decks and _count(db, "card") == cards
        assert PictureStore(db).path_of(rel).read_bytes() == _png("red")
        # Exactly: every row of every table as it was when the backup was made.
        assert list(db.conn.iterdump()) == dump
    # Nothing of the swap is left lying around.
    assert not list(path.parent.glob("*.before-restore"))
    assert not list(path.parent.glob(".restore-*"))


def _picture_files(db: Database) -> set[str]:
    return {p.name for p in db.pictures_dir.glob("??/*")}


def test_a_restore_keeps_the_data_it_replaces_as_a_backup(starter_db: Database,
                                                          tmp_path: Path) -> None:
    _with_picture(starter_db)
    backed_up = _picture_files(starter_db)
    create_backup(starter_db, tmp_path / "old.zip")
    # After the backup: another picture, a deck less.
    PictureStore(starter_db).add_bytes(_png("blue"), "blue.png")
    added = _picture_files(starter_db) - backed_up
    assert len(added) == 1
    with starter_db.transaction() as conn:
        conn.execute("DELETE FROM deck WHERE id=(SELECT min(id) FROM deck)")
    dump = list(starter_db.conn.iterdump())
    path = starter_db.path
    starter_db.close()

    first = restore_backup(tmp_path / "old.zip", path)
    assert first.previous is not None and first.previous.parent == path.with_name(
        "db.backups")
    with open_database(path) as db:
        # The pictures are the backup's: the one added later is gone from the folder…
        assert _picture_files(db) == backed_up
    # … and kept, with everything else, in the backup of the replaced data.
    assert backup_info(first.previous).pictures == len(backed_up) + 1
    second = restore_backup(tmp_path / "old.zip", path)
    # A second restore does not overwrite the first one's copy.
    assert second.previous is not None and second.previous != first.previous
    assert first.previous.exists()
    # Automatic backups rotate without touching them.
    with open_database(path) as db:
        auto_backup(db, keep=1)
        auto_backup(db, keep=1, min_hours=0)
    assert first.previous.exists() and second.previous.exists()
    # Restoring the copy brings back exactly the data the first restore replaced.
    restore_backup(first.previous, path)
    with open_database(path) as db:
        assert list(db.conn.iterdump()) == dump
        assert _picture_files(db) == backed_up | added


HOLDER = r'''
import sys
from deckbuilder.catalog.db import Database
from deckbuilder.services.seeding import open_database
db = open_database(sys.argv[1])
print("open", flush=True)
sys.stdin.readline()
db.set_setting("holder", "was here")
print("wrote", db.setting("holder"), flush=True)
sys.stdin.readline()
db.close()
'''


def test_a_restore_refuses_while_another_deckbuilder_has_the_database_open(
        starter_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    starter_db.set_setting("era", "in the backup")
    backup = tmp_path / "b.zip"
    create_backup(starter_db, backup)
    starter_db.set_setting("era", "after the backup")
    path = starter_db.path
    starter_db.close()
    monkeypatch.setattr(backup_module, "RESTORE_WAIT_MS", 300)
    root = Path(__file__).resolve().parents[2]
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], text=True,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              env=dict(os.environ, PYTHONPATH=str(root)))
    assert holder.stdin is not None and holder.stdout is not None
    try:
        assert holder.stdout.readline() == "open\n"
        with pytest.raises(BackupError, match=r"another Deckbuilder .* has the database open"):
            restore_backup(backup, path)
        # The other instance goes on working on its data, and what it writes is kept.
        holder.stdin.write("\n")
        holder.stdin.flush()
        assert holder.stdout.readline() == "wrote was here\n"
        with open_database(path) as db:
            assert db.setting("era") == "after the backup"
            assert db.setting("holder") == "was here"
        assert not list(path.parent.glob(".restore-*"))
    finally:
        holder.communicate("\n", timeout=30)
    # Once it is closed, the restore goes ahead, and the copy it keeps holds that write.
    info = restore_backup(backup, path)
    with open_database(path) as db:
        assert db.setting("era") == "in the backup" and db.setting("holder") is None
    assert info.previous is not None
    restore_backup(info.previous, path)
    with open_database(path) as db:
        assert db.setting("holder") == "was here"


def test_a_backup_counts_the_pictures_missing_from_disk(
        starter_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rel = _with_picture(starter_db)
    stored = _count(starter_db, "picture")
    PictureStore(starter_db).path_of(rel).unlink()
    info = create_backup(starter_db, tmp_path / "b.zip")
    # Still made, with what is there, and the gap is said.
    assert (info.pictures, info.missing_pictures) == (stored - 1, 1)
    assert backup_info(tmp_path / "b.zip").missing_pictures == 1
    # The command line says so too.
    assert main(["--db", str(starter_db.path), "backup", str(tmp_path / "cli.zip")]) == 0
    assert "1 pictures are missing" in capsys.readouterr().err
    # Put back, it is saved again.
    PictureStore(starter_db).add_bytes(_png("red"), "red.png")
    assert create_backup(starter_db, tmp_path / "c.zip").missing_pictures == 0


def test_a_restore_replaces_a_damaged_database_file_and_keeps_it(starter_db: Database,
                                                                 tmp_path: Path) -> None:
    backup = tmp_path / "b.zip"
    create_backup(starter_db, backup)
    cards = _count(starter_db, "card")
    path = starter_db.path
    starter_db.close()
    path.write_bytes(b"garbage " * 5000)
    info = restore_backup(backup, path)
    with open_database(path) as db:
        assert _count(db, "card") == cards
    assert info.previous is not None and info.previous.read_bytes() == b"garbage " * 5000


def test_a_backup_with_another_page_size_restores(starter_db: Database,
                                                  tmp_path: Path) -> None:
    good = tmp_path / "good.zip"
    create_backup(starter_db, good)
    dump = list(starter_db.conn.iterdump())
    path = starter_db.path
    starter_db.close()
    work = tmp_path / "big-pages.sqlite3"
    with zipfile.ZipFile(good) as zf:
        work.write_bytes(zf.read("deckbuilder.sqlite3"))
    conn = sqlite3.connect(work, isolation_level=None)
    conn.execute("PRAGMA page_size=16384")
    conn.execute("VACUUM")
    conn.close()
    data = work.read_bytes()

    def change(name: str, old: bytes) -> bytes:
        if name == "deckbuilder.sqlite3":
            return data
        if name == "manifest.json":
            import hashlib

            manifest = json.loads(old)
            manifest["sha256"]["deckbuilder.sqlite3"] = hashlib.sha256(data).hexdigest()
            return json.dumps(manifest).encode()
        return old

    restore_backup(_tampered(good, tmp_path / "pages.zip", change), path)
    with open_database(path) as db:
        assert list(db.conn.iterdump()) == dump


def test_left_over_temporary_folders_are_removed_but_not_live_ones(starter_db: Database,
                                                                   tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    old = time.time() - 3600
    dead = [folder / ".backup-killed01", starter_db.path.parent / ".restore-killed02"]
    for d in dead:
        (d / "pictures").mkdir(parents=True)
        (d / "deckbuilder.sqlite3").write_bytes(b"x" * 1000)
        os.utime(d, (old, old))
    # A folder of the user's that happens to have such a name is not ours to remove.
    mine = folder / ".backup-holidays"
    mine.mkdir()
    (mine / "beach.jpg").write_bytes(b"photo")
    os.utime(mine, (old, old))
    with private_tempdir(folder, ".backup-") as live:
        os.utime(live, (old, old))  # as if made by a process older than this one
        create_backup(starter_db, folder / "b.zip")
        open_database(starter_db.path).close()
        assert not any(d.exists() for d in dead)
        assert live.exists()
    assert [p.name for p in folder.glob(".backup-*")] == [".backup-holidays"]


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
    with open_database(path) as db:
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

    db = open_database(path)
    with db.transaction() as conn:
        conn.execute("DELETE FROM deck")
    db.close()
    # Without --yes nothing is replaced.
    assert main(["--db", path, "restore", str(target)]) == 2
    assert "--yes" in capsys.readouterr().out
    with open_database(path) as db:
        assert _count(db, "deck") == 0
    assert main(["--db", path, "restore", str(target), "--yes"]) == 0
    out = capsys.readouterr().out
    assert f"{decks} decks" in out
    # Where the replaced data went is said, and the file is there.
    kept = out.split("the data it replaced is kept in ", 1)[1].strip()
    assert Path(kept).is_file()
    with open_database(path) as db:
        assert _count(db, "deck") == decks
    # A file that is not a backup: a clear error, exit code 2 or 1, nothing replaced.
    junk = tmp_path / "junk.zip"
    junk.write_text("hello", encoding="utf-8")
    assert main(["--db", path, "restore", str(junk), "--yes"]) != 0
    assert "junk.zip" in capsys.readouterr().err
    with open_database(path) as db:
        assert _count(db, "deck") == decks
