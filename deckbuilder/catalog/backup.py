"""Backups of all user data — catalog, collection, decks, pictures — in one file.

A backup is a zip: ``manifest.json`` (format, app version, schema revision, counts, and a
SHA-256 of every member), ``deckbuilder.sqlite3`` (a consistent snapshot made with SQLite's
backup API while the app may be running) and ``pictures/…`` (the picture files by content
hash). Restoring checks everything first (manifest, checksums, ``PRAGMA integrity_check``,
a known schema) and only then swaps the files in, so a bad or cut-off backup changes
nothing. Backups are written to a temporary file and renamed, so a crash never leaves a
half-written one under the real name.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

from deckbuilder import __version__
from deckbuilder.catalog.db import KNOWN_REVISIONS, Database

FORMAT = "deckbuilder-backup"
FORMAT_VERSION = 1
DB_MEMBER = "deckbuilder.sqlite3"
AUTO_PREFIX = "auto-"


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


def create_backup(db: Database, target: str | Path) -> BackupInfo:
    """Write a backup of everything in ``db`` (and its pictures) to ``target``."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=".backup-") as tmp:
        snapshot = Path(tmp) / DB_MEMBER
        dst = sqlite3.connect(str(snapshot))
        try:
            db.conn.backup(dst)
            dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            revision = dst.execute("SELECT version_num FROM alembic_version").fetchone()[0]
            counts = _counts(dst)
            referenced = [r[0] + "." + r[1] for r in dst.execute(
                "SELECT sha256, ext FROM picture ORDER BY sha256")]
        finally:
            dst.close()
        members: dict[str, str] = {DB_MEMBER: _sha256(snapshot)}
        pictures: list[tuple[str, Path]] = []
        for rel in referenced:
            src = db.pictures_dir / rel[:2] / rel
            if src.exists():
                name = f"pictures/{rel[:2]}/{rel}"
                pictures.append((name, src))
                members[name] = rel.split(".", 1)[0]  # the file name is its hash
        manifest = {
            "format": FORMAT, "version": FORMAT_VERSION, "app_version": __version__,
            "created": time.strftime("%Y-%m-%dT%H:%M:%S"), "revision": revision,
            **counts, "pictures": len(pictures), "sha256": members,
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
                      counts["decks"], len(pictures))


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
                      int(manifest.get("decks", 0)), int(manifest.get("pictures", 0)))  # type: ignore[call-overload]


def restore_backup(path: str | Path, db_path: str | Path) -> BackupInfo:
    """Replace the database at ``db_path`` (closed: the caller reopens it afterwards) and
    its pictures with the backup's. Everything is checked before anything is replaced; the
    replaced files are kept as ``*.before-restore`` until the new ones are in place."""
    db_path = Path(db_path)
    manifest, zf = read_backup(path)
    sums = manifest.get("sha256")
    if not isinstance(sums, dict) or DB_MEMBER not in sums:
        zf.close()
        raise BackupError(f"{path}: the backup lists no database")
    pictures_dir = db_path.with_name(db_path.stem + ".pictures")
    with zf, tempfile.TemporaryDirectory(dir=db_path.parent, prefix=".restore-") as tmp:
        staging = Path(tmp)
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
        except sqlite3.DatabaseError as exc:
            raise BackupError(f"{path}: the database in the backup is damaged ({exc})") from None
        finally:
            check.close()
        if result != "ok":
            raise BackupError(f"{path}: the database in the backup is damaged ({result})")
        # Swap in: move the current files aside, move the new ones in, then drop the old.
        aside = []
        for suffix in ("", "-wal", "-shm"):
            current = Path(str(db_path) + suffix)
            if current.exists():
                moved = Path(str(current) + ".before-restore")
                os.replace(current, moved)
                aside.append(moved)
        if pictures_dir.exists():
            moved_pics = pictures_dir.with_name(pictures_dir.name + ".before-restore")
            if moved_pics.exists():
                shutil.rmtree(moved_pics)
            os.replace(pictures_dir, moved_pics)
            aside.append(moved_pics)
        os.replace(db_file, db_path)
        new_pics = staging / "pictures"
        if new_pics.exists():
            os.replace(new_pics, pictures_dir)
        for old in aside:
            if old.is_dir():
                shutil.rmtree(old, ignore_errors=True)
            else:
                old.unlink(missing_ok=True)
    return BackupInfo(Path(path), str(manifest.get("created")), revision, counts["cards"],
                      counts["owned"], counts["decks"], int(manifest.get("pictures", 0)))  # type: ignore[call-overload]


def backups_dir(db: Database) -> Path:
    return db.path.with_name(db.path.stem + ".backups")


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
