"""Killed in the middle (SIGKILL), for real, in a subprocess: a large import, deck saves,
a migration, a restore and a backup. Afterwards the database passes ``PRAGMA
integrity_check`` and holds either the old or the new data, never a mix; and two instances
write to one database side by side without losing anything."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from deckbuilder.catalog.db import HEAD_REVISION, Database
from deckbuilder.services.seeding import open_database

ROOT = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, PYTHONPATH=str(ROOT))


def integrity(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        conn.close()


def scalar(path: Path, sql: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchone()[0]
    finally:
        conn.close()


def kill_after(cmd: list[str], delay: float, cwd: Path) -> int | None:
    """Start ``cmd``, SIGKILL it after ``delay`` seconds; returns its exit code if it
    finished first (None when it was killed)."""
    proc = subprocess.Popen(cmd, env=ENV, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        return proc.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        return None


def synthetic_catalog(path: Path, n: int) -> Path:
    cards = [{"game": "monster-cards", "name": f"Crash Test Beast {i}", "kind": "monster",
              "rarity": "C", "power": 1 + i % 5, "element": "fire", "species": "beast",
              "means": "close", "size": "small", "text": f"card number {i}"}
             for i in range(n)]
    path.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1,
                                "cards": cards}), encoding="utf-8")
    return path


@pytest.mark.slow
def test_a_killed_import_leaves_the_old_or_the_new_catalog(tmp_path: Path) -> None:
    db_path = tmp_path / "crash.sqlite3"
    open_database(db_path).close()
    before = scalar(db_path, "SELECT count(*) FROM card")
    n = 15_000
    src = synthetic_catalog(tmp_path / "big.json", n)
    cmd = [sys.executable, "-m", "deckbuilder", "--db", str(db_path), "catalog", "import",
           str(src)]
    kills = 0
    for delay in (0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 2.2, 2.6):
        finished = kill_after(cmd, delay, tmp_path)
        assert integrity(db_path) == "ok"
        count = scalar(db_path, "SELECT count(*) FROM card")
        fts = scalar(db_path, "SELECT count(*) FROM card_fts")
        if finished is None:
            kills += 1
        assert count in (before, before + n), f"a half import after {delay} s: {count}"
        assert fts == count  # the search index is never out of step with the cards
        if count == before + n:
            break
    assert kills >= 3
    # The database still opens and works.
    with open_database(db_path) as db:
        assert db.conn.execute("SELECT count(*) FROM card").fetchone()[0] in (before, before + n)


SAVE_LOOP = r'''
import sys
from deckbuilder.catalog.db import Database
from deckbuilder.services.seeding import open_database
from deckbuilder.catalog.decks import DeckRepository
from deckbuilder.rules.decklist import DeckEntry, DeckList
db = open_database(sys.argv[1])
repo = DeckRepository(db)
deck_id = repo.find_id("Crash Deck")
a = [DeckEntry(f"Card A{i}", 1 + i % 3) for i in range(60)]
b = [DeckEntry(f"Card B{i}", 1 + i % 3) for i in range(45)]
i = 0
print("ready", flush=True)
while True:
    entries = a if i % 2 == 0 else b
    repo.save(DeckList(name="Crash Deck", ruleset="monster-cards", deck=tuple(entries)), deck_id)
    i += 1
'''


@pytest.mark.slow
def test_a_killed_deck_save_leaves_one_whole_version(tmp_path: Path) -> None:
    from deckbuilder.catalog.decks import DeckRepository
    from deckbuilder.rules.decklist import DeckList

    db_path = tmp_path / "decks.sqlite3"
    with Database.open(db_path) as db:
        DeckRepository(db).save(DeckList(name="Crash Deck", ruleset="monster-cards"))
    script = tmp_path / "save_loop.py"
    script.write_text(SAVE_LOOP, encoding="utf-8")
    for delay in (0.8, 1.0, 1.3, 1.7, 2.1, 2.5):
        assert kill_after([sys.executable, str(script), str(db_path)], delay, tmp_path) is None
        assert integrity(db_path) == "ok"
        conn = sqlite3.connect(db_path)
        names = [r[0] for r in conn.execute(
            "SELECT card_name FROM deck_entry ORDER BY position")]
        conn.close()
        kinds = {n.split()[1][0] for n in names}
        # Empty (never saved before the first kill), all A (60) or all B (45): no mix.
        assert kinds in (set(), {"A"}, {"B"})
        assert len(names) in (0, 60, 45)


@pytest.mark.slow
def test_a_killed_migration_leaves_the_old_or_the_new_schema(tmp_path: Path) -> None:
    from alembic import command
    from alembic.config import Config

    from deckbuilder.catalog import db as db_module
    from deckbuilder.catalog.connection import make_engine

    template = tmp_path / "old.sqlite3"
    cfg = Config()
    cfg.set_main_option("script_location", str(Path(db_module.__file__).parent / "migrations"))
    engine = make_engine(template)
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    engine.dispose()
    raw = sqlite3.connect(template)
    raw.executemany("INSERT INTO deck(name, ruleset, notes, created_at, updated_at) "
                    "VALUES (?, 'monster-cards', '', '', '')",
                    [(f"Deck {i}",) for i in range(200)])
    raw.execute("INSERT INTO card_fts(rowid, name, text) VALUES (1, 'x', 'y')")
    raw.commit()
    raw.close()
    seen = set()
    for delay in (0.4, 0.6, 0.8, 1.0, 1.2, 1.5, 2.0, 3.0):
        work = tmp_path / f"m{delay}.sqlite3"
        work.write_bytes(template.read_bytes())
        finished = kill_after([sys.executable, "-m", "deckbuilder", "--db", str(work),
                               "deck", "list"], delay, tmp_path)
        assert integrity(work) == "ok"
        revision = scalar(work, "SELECT version_num FROM alembic_version")
        assert revision in ("0001", HEAD_REVISION)
        seen.add((revision, finished is None))
        assert scalar(work, "SELECT count(*) FROM deck") == 200
        # A backup is whole or absent: no half-written copy under a real name.
        for bak in work.parent.glob(f"{work.name}.before-*.bak"):
            assert integrity(bak) == "ok"
            assert scalar(bak, "SELECT version_num FROM alembic_version") == "0001"
        # And the next start finishes the job.
        with open_database(work) as db:
            assert db.conn.execute("SELECT count(*) FROM deck").fetchone()[0] == 200
    # Some runs were killed before the upgrade committed.
    assert ("0001", True) in seen


WRITER = r'''
import sys
from deckbuilder.catalog.db import Database
from deckbuilder.services.seeding import open_database
from deckbuilder.catalog.collection import CollectionRepository
db = open_database(sys.argv[1])
repo = CollectionRepository(db)
ids = [int(x) for x in sys.argv[2].split(",")]
for round_ in range(int(sys.argv[3])):
    for cid in ids:
        repo.set_total(cid, round_ + 1)
print("done")
'''


@pytest.mark.slow
def test_two_instances_write_to_one_database_without_losing_anything(tmp_path: Path) -> None:
    db_path = tmp_path / "shared.sqlite3"
    with open_database(db_path) as db:
        ids = [r[0] for r in db.conn.execute("SELECT id FROM card ORDER BY id LIMIT 40")]
    script = tmp_path / "writer.py"
    script.write_text(WRITER, encoding="utf-8")
    rounds = 15
    procs = [subprocess.Popen([sys.executable, str(script), str(db_path),
                               ",".join(map(str, part)), str(rounds)], env=ENV,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for part in (ids[:20], ids[20:])]
    # And a reader at the same time, as the window would be.
    with open_database(db_path) as reader:
        deadline = time.time() + 60
        while any(p.poll() is None for p in procs) and time.time() < deadline:
            reader.conn.execute("SELECT count(*) FROM collection_entry").fetchone()
            time.sleep(0.01)
    for p in procs:
        out, err = p.communicate(timeout=60)
        assert p.returncode == 0, err
        assert "done" in out
    assert integrity(db_path) == "ok"
    owned = dict(sqlite3.connect(db_path).execute(
        "SELECT card_id, SUM(quantity) FROM collection_entry GROUP BY card_id").fetchall())
    assert owned == dict.fromkeys(ids, rounds)


RESTORE_STOPPED = r'''
import sys, time
import deckbuilder.catalog.backup as b
backup, db, stop = sys.argv[1:4]

def wait_here(where):
    print(where, flush=True)
    time.sleep(120)  # killed meanwhile

def stopping(name, real):
    def run(*args, **kwargs):
        if stop == "before " + name:
            wait_here(stop)
        if stop == "copying the database" and name == "_install_database":
            # Page by page, still one transaction; stop with half of it written.
            kwargs["pages"] = 1
            kwargs["progress"] = lambda status, left, total: (
                wait_here(stop) if left < total // 2 else None)
        return real(*args, **kwargs)
    return run

for name in ("_keep_previous", "_install_pictures", "_install_database", "_prune_pictures"):
    setattr(b, name, stopping(name, getattr(b, name)))
b.restore_backup(backup, db)
print("finished", flush=True)
'''

#: Where a restore is killed, and whose data the next start must find.
RESTORE_KILLS = [
    ("before _keep_previous", "old"),
    ("before _install_pictures", "old"),
    ("before _install_database", "old"),
    ("copying the database", "old"),
    ("before _prune_pictures", "new"),
]


def _stored_pictures_are_whole(db: Database) -> None:
    import hashlib

    for sha, ext in db.conn.execute("SELECT sha256, ext FROM picture"):
        data = (db.pictures_dir / sha[:2] / f"{sha}.{ext}").read_bytes()
        assert hashlib.sha256(data).hexdigest() == sha


@pytest.mark.slow
def test_a_killed_restore_leaves_the_old_or_the_new_data(starter_db: Database,
                                                         tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    from deckbuilder.catalog import db as db_module
    from deckbuilder.catalog.backup import backup_info, create_backup
    from deckbuilder.catalog.pictures import PictureStore
    from tests.catalog.test_backup import _png

    # The backup: the starter data with a red picture. The data it replaces: a blue
    # picture instead, no collection, a setting of its own.
    store = PictureStore(starter_db)
    store.add_bytes(_png("red"), "red.png")
    backup = tmp_path / "new.zip"
    create_backup(starter_db, backup)
    new_dump = list(starter_db.conn.iterdump())
    with starter_db.transaction() as conn:
        conn.execute("DELETE FROM picture")
        conn.execute("DELETE FROM collection_entry")
    store.add_bytes(_png("blue"), "blue.png")
    starter_db.set_setting("era", "old")
    old_dump = list(starter_db.conn.iterdump())
    template, pictures = starter_db.path, starter_db.pictures_dir
    starter_db.close()
    assert old_dump != new_dump

    monkeypatch.setattr(db_module, "BUSY_TIMEOUT_MS", 200)
    for n, (stop, expected) in enumerate(RESTORE_KILLS):
        work = tmp_path / f"run{n}"
        work.mkdir()
        db_path = work / "data.sqlite3"
        shutil.copyfile(template, db_path)
        shutil.copytree(pictures, work / "data.pictures")
        proc = subprocess.Popen([sys.executable, "-c", RESTORE_STOPPED, str(backup),
                                 str(db_path), stop], env=ENV, cwd=tmp_path,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline().strip()
            assert line == stop, proc.stderr.read() if proc.stderr else ""
            if n == 0:
                # Meanwhile a second Deckbuilder is told why it cannot start.
                with pytest.raises(db_module.DatabaseError, match="in use by another"):
                    open_database(db_path)
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.communicate()
        assert integrity(db_path) == "ok"
        # The next start (a new process) finds one whole version and tidies up.
        done = subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(db_path),
                               "deck", "list"], env=ENV, cwd=tmp_path, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        with open_database(db_path) as db:
            dump = list(db.conn.iterdump())
            assert dump == (old_dump if expected == "old" else new_dump), stop
            _stored_pictures_are_whole(db)
        assert not list(work.glob(".restore-*")), stop
        assert not list(work.glob("*.before-restore"))
        kept = list((work / "data.backups").glob("before-restore-*.zip")) \
            if (work / "data.backups").exists() else []
        if stop == "before _keep_previous":
            assert not kept
        else:
            # The data the restore was replacing is saved whole beside it.
            assert len(kept) == 1 and backup_info(kept[0]).pictures == 1
    # A last run that is not killed finishes the job.
    run = subprocess.run([sys.executable, "-c", RESTORE_STOPPED, str(backup), str(db_path),
                          "nowhere"], env=ENV, cwd=tmp_path, capture_output=True, text=True,
                         timeout=120)
    assert run.stdout.strip() == "finished", run.stderr
    with open_database(db_path) as db:
        assert list(db.conn.iterdump()) == new_dump


BACKUP_STOPPED = r'''
import sys, time
import deckbuilder.catalog.backup as b
def slow(path):
    print("writing", flush=True)
    time.sleep(120)  # killed meanwhile
b._sha256 = slow
from deckbuilder.cli import main
main(sys.argv[1:])
'''


@pytest.mark.slow
def test_a_killed_backup_leaves_no_temporary_files_for_long(starter_db: Database,
                                                            tmp_path: Path) -> None:
    path = str(starter_db.path)
    starter_db.close()
    out = tmp_path / "out"
    cmd = [sys.executable, "-c", BACKUP_STOPPED, "--db", path, "backup"]
    killed = subprocess.Popen([*cmd, str(out / "a.zip")], env=ENV, cwd=tmp_path,
                              stdout=subprocess.PIPE, text=True)
    running = subprocess.Popen([*cmd, str(out / "b.zip")], env=ENV, cwd=tmp_path,
                               stdout=subprocess.PIPE, text=True)
    try:
        assert killed.stdout is not None and running.stdout is not None
        assert killed.stdout.readline() == "writing\n"
        assert running.stdout.readline() == "writing\n"
        killed.send_signal(signal.SIGKILL)
        killed.wait()
        assert len(list(out.glob(".backup-*"))) == 2
        # The next backup into that folder removes what the killed one left, and only that.
        done = subprocess.run([sys.executable, "-m", "deckbuilder", "--db", path, "backup",
                               str(out / "c.zip")], env=ENV, cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        assert len(list(out.glob(".backup-*"))) == 1
        assert sorted(p.name for p in out.glob("*.zip")) == ["c.zip"]
    finally:
        running.send_signal(signal.SIGKILL)
        running.wait()
