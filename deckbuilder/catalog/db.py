"""Opening the catalog database: connections, migrations, backups, first-start loading.

Repositories talk to SQLite through the standard ``sqlite3`` module with bound SQL only:
the catalog benchmark holds search to within 2x of a bare sqlite3 query and the first
window must appear fast, so the heavy SQLAlchemy/Alembic imports happen only when the
schema must be created or upgraded.
"""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from deckbuilder import APP_NAME
from deckbuilder.catalog.connection import BUSY_TIMEOUT_MS, apply_pragmas
from deckbuilder.catalog.fields import ensure_field_indexes
from deckbuilder.outputs import remember_database

#: The newest migration of ``catalog/migrations/versions``; a test keeps them in step.
HEAD_REVISION = "0006"
KNOWN_REVISIONS = ("0001", "0002", "0003", "0004", "0005", "0006")

DB_FILE_NAME = "deckbuilder.sqlite3"

#: When this process started, near enough (the database module is imported at start-up).
#: A temporary folder last changed before that, which no live process holds, was left by
#: a killed backup or restore.
_STARTED = time.time()
#: Names of the temporary folders of backups and restores (next to their target), as
#: tempfile makes them, and what they hold.
_TEMP_NAME = re.compile(r"\.(backup|restore)-[a-z0-9_]{8}")
_TEMP_CONTENTS = {"deckbuilder.sqlite3", "backup.zip", "pictures"}
_IN_USE = ".in-use"


class DatabaseError(RuntimeError):
    """The database file cannot be opened or upgraded; the message says why."""


def default_data_dir() -> Path:
    """The per-user data folder (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def default_db_path() -> Path:
    """``DECKBUILDER_DB`` if set, else the database in the user data folder."""
    env = os.environ.get("DECKBUILDER_DB")
    if env:
        return Path(env).expanduser()
    return default_data_dir() / DB_FILE_NAME


def readonly_uri(path: str | Path) -> str:
    """The ``file:`` URI that opens ``path`` read-only. The path is percent-encoded: a
    folder named ``a#b`` or ``50%`` would otherwise be cut at the ``#`` or decoded."""
    return Path(path).absolute().as_uri() + "?mode=ro"


def connect(path: str | Path, *, readonly: bool = False) -> sqlite3.Connection:
    """A sqlite3 connection in autocommit mode; transactions are opened explicitly."""
    if readonly:
        conn = sqlite3.connect(readonly_uri(path), uri=True, isolation_level=None,
                               check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        return conn
    conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
    apply_pragmas(conn, BUSY_TIMEOUT_MS)
    return conn


def read_revision(conn: sqlite3.Connection) -> str | None:
    """The Alembic revision stamped in the file, or None for a file without tables."""
    has = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'"
    ).fetchone()
    if not has:
        tables = conn.execute(
            "SELECT count(*) FROM sqlite_master WHERE type='table'"
        ).fetchone()[0]
        if tables:
            raise DatabaseError("the file is a SQLite database but not a Deckbuilder catalog")
        return None
    row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    return row[0] if row else None


#: What the migrations make of a new file, as SQL: a new file is made from this in one
#: transaction, without loading Alembic and SQLAlchemy (a second at the very first start).
#: A test keeps it equal to the migrations; ``python -m deckbuilder.catalog.db`` writes it.
SCHEMA_FILE = Path(__file__).with_name("schema.sql")


def schema_script(conn: sqlite3.Connection) -> str:
    """The statements that make a file like ``conn``'s, in order. SQLite's own tables and
    the FTS index's shadow tables are left out: the statements make them."""
    rows = conn.execute("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL "
                        "ORDER BY rowid").fetchall()
    virtual = [name for _type, name, sql in rows if sql.upper().startswith("CREATE VIRTUAL")]
    statements = [sql for _type, name, sql in rows
                  if not name.startswith("sqlite_")
                  and not any(name.startswith(v + "_") for v in virtual)]
    statements += [f"INSERT INTO alembic_version VALUES ('{v}')"
                   for (v,) in conn.execute("SELECT version_num FROM alembic_version")]
    return "".join(f"{sql};\n\n" for sql in statements)


def create_schema(path: Path) -> None:
    """Make the empty file ``path`` a catalog at :data:`HEAD_REVISION`, all or nothing."""
    script = SCHEMA_FILE.read_text(encoding="utf-8")
    conn = sqlite3.connect(str(path), isolation_level=None)
    try:
        apply_pragmas(conn, BUSY_TIMEOUT_MS)
        conn.execute("BEGIN IMMEDIATE")
        try:
            statement = ""
            for line in script.splitlines(keepends=True):
                statement += line
                if sqlite3.complete_statement(statement):
                    conn.execute(statement)
                    statement = ""
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    finally:
        conn.close()


def migrate(path: Path) -> None:
    """Upgrade the file to the newest schema in one transaction (Alembic)."""
    from alembic import command
    from alembic.config import Config

    from deckbuilder.catalog.connection import make_engine

    cfg = Config()
    cfg.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    cfg.set_main_option("sqlalchemy.url", f"sqlite:///{path}")
    engine = make_engine(path)
    try:
        with engine.begin() as connection:
            cfg.attributes["connection"] = connection
            command.upgrade(cfg, "head")
    finally:
        engine.dispose()


def backup_file(path: Path, label: str) -> Path:
    """A consistent copy of the database next to it (sqlite3 backup API), returned. The
    copy is written under a temporary name and renamed, so it is whole or absent."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}.bak")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{n}.bak")
    part = target.with_name(target.name + ".part")
    src = sqlite3.connect(str(path))
    try:
        dst = sqlite3.connect(str(part))
        try:
            src.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")
        finally:
            dst.close()
    finally:
        src.close()
    os.replace(part, target)
    return target


def is_busy(exc: sqlite3.Error) -> bool:
    """Whether ``exc`` means another connection holds a lock we waited for in vain."""
    return getattr(exc, "sqlite_errorname", "") in ("SQLITE_BUSY", "SQLITE_LOCKED") \
        or "locked" in str(exc)


def in_use_message(path: Path) -> str:
    return (f"{path}: the database is in use by another Deckbuilder, which may be restoring "
            "a backup; try again in a moment")


def backups_folder(path: Path) -> Path:
    """The folder of the automatic and before-restore backups of the database at ``path``."""
    return path.with_name(path.stem + ".backups")


def lock_nowait(fh: IO[bytes]) -> bool:
    """Take an exclusive lock on an open file without waiting; False if another open file
    (in this or another process) holds it. The system drops it when its holder dies."""
    fd = fh.fileno()
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            # flock, not lockf: its locks also exclude other open files of this process
            # (the automatic backup runs in a thread of the window's process).
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


@contextmanager
def private_tempdir(folder: Path, prefix: str) -> Iterator[Path]:
    """A temporary folder in ``folder`` (on the target's file system, so its files can be
    renamed into place), removed afterwards. While it exists a lock on a file inside tells
    :func:`remove_stale_tempdirs` that it is in use; a SIGKILL drops the lock, so the
    folder of a killed process is recognised and removed by the next start or backup."""
    # The lock file is closed (unlocked) before the folder is removed.
    with tempfile.TemporaryDirectory(dir=folder, prefix=prefix) as tmp, \
            open(Path(tmp) / _IN_USE, "wb") as fh:
        lock_nowait(fh)
        yield Path(tmp)


def remove_stale_tempdirs(folder: Path) -> None:
    """Remove the temporary folders of killed backups and restores from ``folder``: those
    last changed before this process started and not locked by a live process. Only
    housekeeping: anything that cannot be checked or removed is left alone."""
    try:
        entries = [e for e in folder.iterdir() if _TEMP_NAME.fullmatch(e.name)]
    except OSError:
        return
    for entry in entries:
        try:
            if entry.is_symlink() or not entry.is_dir() or entry.stat().st_mtime >= _STARTED:
                continue  # possibly being set up right now by a process started after us
            lock = entry / _IN_USE
            if lock.exists():
                with lock.open("rb") as fh:
                    stale = lock_nowait(fh)
            else:
                # Made by an older version, or killed before locking it. The folder may
                # be a user's (a backup can go anywhere): only one holding nothing but
                # what a backup or restore puts there is ours.
                stale = {e.name for e in entry.iterdir()} <= _TEMP_CONTENTS
        except OSError:
            continue
        if stale:
            shutil.rmtree(entry, ignore_errors=True)


class Database:
    """An open catalog database file and its pictures folder.

    Use :meth:`open`; it creates the file (and loads the starter catalogs) or upgrades it.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, *, created: bool = False):
        self.path = path
        self.conn = conn
        self.created = created
        self.pictures_dir = path.with_name(path.stem + ".pictures")
        self._depth = 0
        remember_database(path)

    @classmethod
    def open(cls, path: str | Path | None = None) -> Database:
        """Open (creating or upgrading as needed) the database at ``path``. A new file is
        empty (``created``); ``services.seeding.open_database`` fills it."""
        path = Path(path) if path is not None else default_db_path()
        path = path.expanduser().resolve()
        if path.is_dir():
            raise DatabaseError(f"{path}: is a folder, expected a database file")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseError(f"{path.parent}: cannot create the data folder ({exc.strerror})") from exc
        for folder in (path.parent, backups_folder(path)):
            remove_stale_tempdirs(folder)
        existed = path.exists() and path.stat().st_size > 0
        # Look before touching: a file that is not our catalog is refused unchanged (the
        # WAL pragma would rewrite its header).
        try:
            probe = sqlite3.connect(readonly_uri(path), uri=True,
                                    timeout=BUSY_TIMEOUT_MS / 1000) if existed \
                else sqlite3.connect(":memory:")
            try:
                revision = read_revision(probe) if existed else None
            finally:
                probe.close()
        except sqlite3.OperationalError as exc:
            if is_busy(exc):  # a restore holds the file for itself
                raise DatabaseError(in_use_message(path)) from exc
            raise DatabaseError(f"{path}: not a usable SQLite database ({exc})") from exc
        except sqlite3.DatabaseError as exc:
            raise DatabaseError(f"{path}: not a usable SQLite database ({exc})") from exc
        except DatabaseError as exc:
            raise DatabaseError(f"{path}: {exc}") from exc
        if revision is not None and revision not in KNOWN_REVISIONS:
            raise DatabaseError(
                f"{path}: made by a newer Deckbuilder (schema {revision}); update the app")
        created = revision is None
        if created and not existed:
            create_schema(path)
        elif revision != HEAD_REVISION:
            if existed and not created:
                backup_file(path, f"before-{HEAD_REVISION}")
            migrate(path)
        try:
            conn = connect(path)
        except sqlite3.DatabaseError as exc:
            if is_busy(exc):
                raise DatabaseError(in_use_message(path)) from exc
            raise DatabaseError(f"{path}: cannot open the database ({exc})") from exc
        try:
            # The games' searchable fields, indexed as the descriptors say today (a game
            # added or a field made searchable since the last start gets its index now).
            ensure_field_indexes(conn)
        except sqlite3.DatabaseError as exc:
            conn.close()
            if is_busy(exc):
                raise DatabaseError(in_use_message(path)) from exc
            raise DatabaseError(f"{path}: cannot index the card fields ({exc})") from exc
        return cls(path, conn, created=created)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One all-or-nothing write. Nested uses join the outer transaction."""
        if self._depth:
            self._depth += 1
            try:
                yield self.conn
            finally:
                self._depth -= 1
            return
        self.conn.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")
        finally:
            self._depth = 0

    def setting(self, key: str, default: str | None = None) -> str | None:
        row = self.conn.execute("SELECT value FROM setting WHERE key=?", (key,)).fetchone()
        return row[0] if row else default

    def set_setting(self, key: str, value: str) -> None:
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO setting(key, value) VALUES(?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value=excluded.value",
                (key, value),
            )

    def delete_setting(self, key: str) -> None:
        with self.transaction() as conn:
            conn.execute("DELETE FROM setting WHERE key=?", (key,))

    def settings_under(self, prefix: str) -> dict[str, str]:
        """Every setting whose key is ``prefix`` or starts with ``prefix/``."""
        rows = self.conn.execute(
            "SELECT key, value FROM setting WHERE key=? OR substr(key, 1, ?)=?",
            (prefix, len(prefix) + 1, prefix + "/")).fetchall()
        return {str(k): str(v) for k, v in rows}

    def move_setting(self, old_key: str, new_key: str, value: str) -> None:
        """Store ``value`` under ``new_key`` and drop ``old_key``, as one write."""
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO setting(key, value) VALUES(?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value=excluded.value", (new_key, value))
            conn.execute("DELETE FROM setting WHERE key=?", (old_key,))


if __name__ == "__main__":  # write schema.sql after adding a migration
    import tempfile as _tempfile

    with _tempfile.TemporaryDirectory() as _tmp:
        _file = Path(_tmp) / "schema.sqlite3"
        migrate(_file)
        _conn = sqlite3.connect(str(_file))
        SCHEMA_FILE.write_text(schema_script(_conn), encoding="utf-8")
        _conn.close()
    print(f"wrote {SCHEMA_FILE}")
