"""Backups of all user data — catalog, collection, decks, pictures — in one file.

A backup is a zip: ``manifest.json`` (format, app version, schema revision, counts, and a
SHA-256 of every member), ``deckbuilder.sqlite3`` (a consistent snapshot made with SQLite's
backup API while the app may be running) and ``pictures/…`` (the picture files by content
hash). Restoring checks everything first (manifest, checksums, ``PRAGMA integrity_check``,
a known schema), so a bad or cut-off backup changes nothing. Then, holding the database
locked against every other connection (another running Deckbuilder makes it refuse), it
saves the current data as an ordinary backup, adds the backup's pictures (stored by content
hash, so the old ones stay valid), and writes the backup's database into the live file with
SQLite's backup API: one transaction, so a restore killed at any point leaves the old data
or the new, with all their pictures. Backups are written to a temporary file and renamed,
so a crash never leaves a half-written one under the real name.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import sys
import time
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from deckbuilder import __version__
from deckbuilder.catalog.db import (
    KNOWN_REVISIONS,
    Database,
    backups_folder,
    is_busy,
    private_tempdir,
    remove_stale_tempdirs,
)
from deckbuilder.outputs import check_output_path

FORMAT = "deckbuilder-backup"
FORMAT_VERSION = 1
DB_MEMBER = "deckbuilder.sqlite3"
AUTO_PREFIX = "auto-"
#: The data replaced by a restore is kept in the backups folder under this prefix; the
#: rotation of automatic backups leaves these alone.
BEFORE_RESTORE_PREFIX = "before-restore-"
#: How long a restore waits for other connections to go (a short read, say) before it
#: refuses because another Deckbuilder has the database open.
RESTORE_WAIT_MS = 5_000


class BackupError(ValueError):
    """A backup cannot be made or restored; the message says why. Nothing was changed."""


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    created: str
    revision: str
    cards: int
    owned: int
    decks: int
    pictures: int
    #: Pictures the database names but the pictures folder lacks: not in the backup.
    missing_pictures: int = 0
    #: After a restore: where the data it replaced was saved (None if there was none).
    previous: Path | None = None


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _counts(conn: sqlite3.Connection) -> dict[str, int]:
    return {
        "cards": conn.execute("SELECT count(*) FROM card").fetchone()[0],
        "owned": conn.execute("SELECT COALESCE(SUM(quantity), 0) FROM collection_entry")
        .fetchone()[0],
        "decks": conn.execute("SELECT count(*) FROM deck").fetchone()[0],
    }


def _picture_names(conn: sqlite3.Connection) -> list[str]:
    """``sha256.ext`` of every picture the database names (its file name in the folder)."""
    return [r[0] + "." + r[1] for r in conn.execute(
        "SELECT sha256, ext FROM picture ORDER BY sha256")]


def create_backup(db: Database, target: str | Path) -> BackupInfo:
    """Write a backup of everything in ``db`` (and its pictures) to ``target``. Pictures
    missing from the folder cannot be saved; the result counts them (``missing_pictures``)."""
    target = Path(target)
    check_output_path(target, db.path)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_tempdirs(target.parent)
    with private_tempdir(target.parent, ".backup-") as tmp:
        snapshot = Path(tmp) / DB_MEMBER
        dst = sqlite3.connect(str(snapshot))
        try:
            db.conn.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            revision = dst.execute("SELECT version_num FROM alembic_version").fetchone()[0]
            counts = _counts(dst)
            referenced = _picture_names(dst)
        finally:
            dst.close()
        members: dict[str, str] = {DB_MEMBER: _sha256(snapshot)}
        pictures: list[tuple[str, Path]] = []
        missing = 0
        for rel in referenced:
            src = db.pictures_dir / rel[:2] / rel
            if src.exists():
                name = f"pictures/{rel[:2]}/{rel}"
                pictures.append((name, src))
                members[name] = rel.split(".", 1)[0]  # the file name is its hash
            else:
                # Lost before this backup (deleted by hand, say): nothing to save, but the
                # backup must not pass for complete, so it is counted and reported.
                missing += 1
        manifest = {
            "format": FORMAT, "version": FORMAT_VERSION, "app_version": __version__,
            "created": time.strftime("%Y-%m-%dT%H:%M:%S"), "revision": revision,
            **counts, "pictures": len(pictures), "missing_pictures": missing,
            "sha256": members,
        }
        part = Path(tmp) / "backup.zip"
        with zipfile.ZipFile(part, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            zf.writestr("manifest.json", json.dumps(manifest, indent=1))
            zf.write(snapshot, DB_MEMBER)
            for name, src in pictures:
                # Pictures are compressed already: store them as they are.
                zf.write(src, name, compress_type=zipfile.ZIP_STORED)
        with part.open("rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(part, target)
    return BackupInfo(target, manifest["created"], revision, counts["cards"], counts["owned"],
                      counts["decks"], len(pictures), missing)


def read_backup(path: str | Path) -> tuple[dict[str, object], zipfile.ZipFile]:
    """Open a backup and check its manifest (raises BackupError)."""
    path = Path(path)
    try:
        zf = zipfile.ZipFile(path)
    except FileNotFoundError:
        raise BackupError(f"{path}: no such file") from None
    except (zipfile.BadZipFile, OSError) as exc:
        raise BackupError(f"{path}: not a Deckbuilder backup ({exc})") from None
    try:
        manifest = json.loads(zf.read("manifest.json"))
    except (KeyError, ValueError, zipfile.BadZipFile) as exc:
        zf.close()
        raise BackupError(f"{path}: not a Deckbuilder backup (no readable manifest: {exc})") \
            from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        zf.close()
        raise BackupError(f"{path}: not a Deckbuilder backup")
    if manifest.get("version") != FORMAT_VERSION:
        zf.close()
        raise BackupError(f"{path}: made by another Deckbuilder (backup format "
                          f"{manifest.get('version')!r})")
    if manifest.get("revision") not in KNOWN_REVISIONS:
        zf.close()
        raise BackupError(f"{path}: made by a newer Deckbuilder (schema "
                          f"{manifest.get('revision')!r}); update the app to restore it")
    return manifest, zf


def backup_info(path: str | Path) -> BackupInfo:
    manifest, zf = read_backup(path)
    zf.close()
    return BackupInfo(Path(path), str(manifest.get("created")), str(manifest.get("revision")),
                      int(manifest.get("cards", 0)), int(manifest.get("owned", 0)),  # type: ignore[call-overload]
                      int(manifest.get("decks", 0)), int(manifest.get("pictures", 0)),  # type: ignore[call-overload]
                      int(manifest.get("missing_pictures", 0)))  # type: ignore[call-overload]


def restore_backup(path: str | Path, db_path: str | Path) -> BackupInfo:
    """Replace all data of the database at ``db_path`` (which this process must have
    closed; the caller reopens it afterwards) and its pictures with the backup's.

    Everything is checked before anything is replaced. Then the database is locked for
    this restore alone, the current data is saved as a ``before-restore-…`` backup in the
    backups folder (see ``previous`` in the result), and the new data goes in. A restore
    killed at any point leaves the old data or the new, never a mix or an empty database;
    another connection to the database makes it refuse (BackupError) with nothing changed.
    """
    db_path = Path(db_path)
    manifest, zf = read_backup(path)
    sums = manifest.get("sha256")
    if not isinstance(sums, dict) or DB_MEMBER not in sums:
        zf.close()
        raise BackupError(f"{path}: the backup lists no database")
    pictures_dir = db_path.with_name(db_path.stem + ".pictures")
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        zf.close()
        raise BackupError(f"{db_path.parent}: cannot create the folder ({exc})") from None
    remove_stale_tempdirs(db_path.parent)
    with zf, private_tempdir(db_path.parent, ".restore-") as staging:
        for name, expected in sums.items():
            if name != DB_MEMBER and not name.startswith("pictures/"):
                raise BackupError(f"{path}: unexpected member {name!r}")
            if ".." in Path(name).parts or name.startswith("/"):
                raise BackupError(f"{path}: unsafe member name {name!r}")
            try:
                out = staging / name
                out.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(name) as src, out.open("wb") as dst:
                    shutil.copyfileobj(src, dst)
                    # On disk before the database that names them is committed.
                    dst.flush()
                    os.fsync(dst.fileno())
            except (KeyError, zipfile.BadZipFile, OSError) as exc:
                raise BackupError(f"{path}: cannot read {name} ({exc})") from None
            if _sha256(out) != expected:
                raise BackupError(f"{path}: {name} is damaged (checksum differs)")
        db_file = staging / DB_MEMBER
        check = sqlite3.connect(str(db_file))
        try:
            result = check.execute("PRAGMA integrity_check").fetchone()[0]
            revision = check.execute("SELECT version_num FROM alembic_version").fetchone()[0]
            counts = _counts(check)
            new_pictures = set(_picture_names(check))
        except sqlite3.DatabaseError as exc:
            raise BackupError(f"{path}: the database in the backup is damaged ({exc})") from None
        finally:
            check.close()
        if result != "ok":
            raise BackupError(f"{path}: the database in the backup is damaged ({result})")
        with _take_over(db_path) as live:
            try:
                previous, old_pictures = _keep_previous(live, db_path)
            except (OSError, sqlite3.Error) as exc:
                raise BackupError(f"{db_path}: cannot save the current data before the "
                                  f"restore ({exc}); nothing was changed") from None
            try:
                # Before the database: from its commit on, every picture it names is there.
                _install_pictures(staging / "pictures", pictures_dir)
                _install_database(db_file, live, db_path)
            except (OSError, sqlite3.Error) as exc:
                raise BackupError(f"{db_path}: the restore failed ({exc}); your data was "
                                  f"not changed{_kept(previous)}") from None
            if live is not None:
                _prune_pictures(pictures_dir, live, old_pictures - new_pictures)
    return BackupInfo(Path(path), str(manifest.get("created")), revision, counts["cards"],
                      counts["owned"], counts["decks"], int(manifest.get("pictures", 0)),  # type: ignore[call-overload]
                      previous=previous)


def _kept(previous: Path | None) -> str:
    return f" (a copy is in {previous})" if previous else ""


@contextmanager
def _take_over(db_path: Path) -> Iterator[sqlite3.Connection | None]:
    """A connection to the live database that holds it locked against every other one
    until it is closed, or None when the file is no SQLite database at all (nobody can be
    using it then). Raises BackupError while another connection has the database open:
    it would keep showing, and writing, the data the restore replaces."""
    conn = None
    try:
        conn = sqlite3.connect(str(db_path), isolation_level=None, check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout={RESTORE_WAIT_MS}")
        # Every connection to a WAL database keeps a shared lock on it while open; this
        # exclusive one is granted only when no other connection is left.
        conn.execute("PRAGMA locking_mode=EXCLUSIVE")
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("BEGIN EXCLUSIVE")
        conn.execute("COMMIT")
    except sqlite3.OperationalError as exc:
        if conn is not None:
            conn.close()
        if is_busy(exc):
            raise BackupError(
                f"{db_path}: another Deckbuilder (or another program) has the database "
                "open; close it, then restore again. Nothing was changed.") from None
        raise BackupError(f"{db_path}: cannot open the database ({exc}); nothing was "
                          "changed") from None
    except sqlite3.DatabaseError:
        if conn is not None:
            conn.close()
        conn = None  # not a database: it is replaced as a file
    try:
        yield conn
    finally:
        if conn is not None:
            conn.close()


def _unique(folder: Path, stem: str, suffix: str) -> Path:
    target = folder / f"{stem}{suffix}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{stem}-{n}{suffix}"
    return target


def _keep_previous(live: sqlite3.Connection | None,
                   db_path: Path) -> tuple[Path | None, set[str]]:
    """Save the data about to be replaced in the backups folder, under a name of its own
    (a later restore keeps it too). Returns where, and the pictures the database names."""
    folder = backups_folder(db_path)
    stem = BEFORE_RESTORE_PREFIX + time.strftime("%Y%m%d-%H%M%S")
    if live is not None:
        try:
            if not live.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                return None, set()  # a new, empty file: nothing to keep
            pictures = set(_picture_names(live))
            target = _unique(folder, stem, ".zip")
            return create_backup(Database(db_path, live), target).path, pictures
        except sqlite3.DatabaseError:
            pass  # not a Deckbuilder catalog, or damaged inside: keep the file as it is
    if not db_path.exists() or not db_path.stat().st_size:
        return None, set()
    folder.mkdir(parents=True, exist_ok=True)
    target = _unique(folder, stem, ".sqlite3")
    for suffix in ("-wal", ""):  # the main file last: its name says the copy is whole
        src = Path(str(db_path) + suffix)
        if src.exists():
            part = Path(str(target) + suffix + ".part")
            shutil.copyfile(src, part)
            with part.open("rb+") as fh:
                os.fsync(fh.fileno())
            os.replace(part, Path(str(target) + suffix))
    return target, set()


def _fsync_dir(folder: Path) -> None:
    """Make the renames in ``folder`` survive a power cut (POSIX; Windows cannot)."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _install_pictures(new_pictures: Path, pictures_dir: Path) -> None:
    """Add the backup's pictures to the folder. Names are content hashes: a picture the
    current data also has is replaced by the same bytes, so its data stays valid."""
    if not new_pictures.exists():
        return
    for sub in sorted(new_pictures.iterdir()):
        target = pictures_dir / sub.name
        target.mkdir(parents=True, exist_ok=True)
        for picture in sub.iterdir():
            os.replace(picture, target / picture.name)
        _fsync_dir(target)


def _install_database(new_file: Path, live: sqlite3.Connection | None, db_path: Path,
                      *, pages: int = -1,
                      progress: Callable[[int, int, int], object] | None = None) -> None:
    """Write the checked database into the live file: in one transaction through SQLite's
    backup API, so the old data stays whole until the new is committed (``pages`` and
    ``progress`` let a test stop it half-way). A file that is no database at all, which
    no-one can have open, is simply replaced."""
    if live is None:
        # A journal of the damaged file would be applied to the new one: drop it first.
        for suffix in ("-wal", "-shm", "-journal"):
            Path(str(db_path) + suffix).unlink(missing_ok=True)
        os.replace(new_file, db_path)
        _fsync_dir(db_path.parent)
        return
    src = sqlite3.connect(str(new_file), isolation_level=None)
    try:
        size = live.execute("PRAGMA page_size").fetchone()[0]
        if src.execute("PRAGMA page_size").fetchone()[0] != size:
            # A WAL database cannot change its page size: give the copy the live one's.
            src.execute(f"PRAGMA page_size={int(size)}")
            src.execute("VACUUM")
        src.backup(live, pages=pages, progress=progress)
    finally:
        src.close()


def _prune_pictures(pictures_dir: Path, live: sqlite3.Connection, gone: set[str]) -> None:
    """Delete the pictures only the replaced data named (they are in its saved backup),
    with their thumbnails. Housekeeping after the commit: a failure changes nothing."""
    try:
        gone -= set(_picture_names(live))
    except sqlite3.Error:
        return
    for rel in gone:
        sha = rel.split(".", 1)[0]
        try:
            (pictures_dir / rel[:2] / rel).unlink(missing_ok=True)
            for thumb in (pictures_dir / "thumbs" / sha[:2]).glob(f"{sha}-*"):
                thumb.unlink(missing_ok=True)
        except OSError:
            pass


def backups_dir(db: Database) -> Path:
    return backups_folder(db.path)


def auto_backup(db: Database, keep: int = 5, min_hours: float = 20.0) -> Path | None:
    """Make an automatic backup when the newest is older than ``min_hours``, and keep only
    the ``keep`` newest automatic backups. Returns the new backup, or None."""
    folder = backups_dir(db)
    existing = sorted(folder.glob(f"{AUTO_PREFIX}*.zip")) if folder.exists() else []
    made = None
    if not existing or time.time() - existing[-1].stat().st_mtime >= min_hours * 3600:
        name = f"{AUTO_PREFIX}{time.strftime('%Y%m%d-%H%M%S')}.zip"
        made = create_backup(db, folder / name).path
        existing = sorted(folder.glob(f"{AUTO_PREFIX}*.zip"))
    for old in existing[:-keep] if keep > 0 else []:
        old.unlink(missing_ok=True)
    return made
