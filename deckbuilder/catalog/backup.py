"""Backups of all user data — catalog, collection, decks, pictures — in one file.

A backup is a zip: ``manifest.json`` (format, app version, schema revision, counts, and a
SHA-256 of every member), ``deckbuilder.sqlite3`` (a consistent snapshot made with SQLite's
backup API while the app may be running) and ``pictures/…`` (the picture files by content
hash). A backup may come from anyone, so restoring trusts nothing in it: the manifest is
read with a size cap and checked field by field; the zip's member count and sizes are
capped before anything is unpacked, and every member is unpacked with a running count and
checksum into a private staging folder; the database is opened read-only and must have
exactly the schema our migrations make for its revision (no extra trigger, view or table),
pass ``PRAGMA integrity_check`` and name only pictures whose file names are content hashes;
a picture's bytes must hash to its name. An older schema is upgraded in the staging copy.
Then its content is held to the rules of an import: every card through the card type,
every deck through the deck list type, every picture through the import's picture check
(:mod:`deckbuilder.catalog.restore_checks`).
Only then, holding the database locked against every other connection (another running
Deckbuilder makes it refuse), the current data is saved as an ordinary backup, the pictures
the live folder lacks are moved in (never written over a live file), and the checked
database is written into the live file with SQLite's backup API: one transaction, so a
restore killed at any point leaves the old data or the new, with all their pictures.
Backups are written to a temporary file and renamed, so a crash never leaves a
half-written one under the real name.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import shutil
import sqlite3
import struct
import sys
import time
import zipfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO
from urllib.parse import quote

from deckbuilder import __version__
from deckbuilder.catalog import restore_checks
from deckbuilder.catalog.db import (
    HEAD_REVISION,
    KNOWN_REVISIONS,
    Database,
    backups_folder,
    is_busy,
    migrate,
    private_tempdir,
    remove_stale_tempdirs,
)
from deckbuilder.catalog.fields import drop_field_indexes
from deckbuilder.catalog.pictures import MAX_BYTES as MAX_PICTURE_BYTES
from deckbuilder.catalog.pictures import is_picture_name
from deckbuilder.outputs import OutputFile, check_output_path
from deckbuilder.text_files import BACKUP_FILE, InputFileError, open_checked

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
MANIFEST = "manifest.json"
#: Limits of what a restore accepts, so a crafted backup cannot make it fill the disk or
#: the memory (a refused backup at the limits peaks under 300 MB). Far above any real
#: collection: 100,000 cards with a picture each make a manifest of ~16 MB and a database
#: of ~300 MB.
MAX_PICTURES = 150_000
MAX_MANIFEST_BYTES = 32 * 2**20
MAX_DATABASE_BYTES = 8 * 2**30
#: The zip's own directory, read before Python's zipfile builds an object per member.
MAX_DIRECTORY_BYTES = 32 * 2**20
_MAX_COUNT = 10**12
#: Above this size a database in a backup may compress at most _MAX_RATIO to 1.
_PLAIN_DATABASE_BYTES = 64 * 2**20
_MAX_RATIO = 100
_COUNTS = ("cards", "owned", "decks", "pictures", "missing_pictures")
_SHA = re.compile(r"[0-9a-f]{64}")
_SQLITE_MAGIC = b"SQLite format 3\x00"


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
    """``sha256.ext`` of every picture the database names (its file name in the folder),
    as the database says: check each with :func:`is_picture_name` before using it."""
    return [f"{sha}.{ext}" for sha, ext in conn.execute(
        "SELECT sha256, ext FROM picture ORDER BY sha256")]


def create_backup(db: Database, target: str | Path) -> BackupInfo:
    """Write a backup of everything in ``db`` (and its pictures) to ``target``. Pictures
    missing from the folder cannot be saved; the result counts them (``missing_pictures``)."""
    target = Path(target)
    # Refused before its folder is made (a target inside the pictures folder would make
    # one there); the gate checks again when it writes.
    check_output_path(target, db.path)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_tempdirs(target.parent)
    with private_tempdir(target.parent, ".backup-") as tmp, \
            OutputFile(target, db.path) as out:
        snapshot = Path(tmp) / DB_MEMBER
        dst = sqlite3.connect(str(snapshot))
        try:
            db.conn.backup(dst)
            # A backup holds its revision's schema and nothing else (a restore compares
            # them, and reads it with an untrusted schema, in which json_extract() in an
            # index cannot run): the field indexes are made again when the catalog opens.
            drop_field_indexes(dst)
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
            # A name that is no content hash (put there by a crafted backup) would read a
            # file from anywhere into the backup: it counts as missing.
            src = db.pictures_dir / rel[:2] / rel if is_picture_name(rel) else None
            if src is not None and src.exists():
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
        # zipfile insists on a path: it writes the gate's temporary file, which replaces
        # the target when the block ends (fsynced first; a write error is raised).
        with zipfile.ZipFile(out.path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
            zf.writestr(MANIFEST, json.dumps(manifest, indent=1))
            zf.write(snapshot, DB_MEMBER)
            for name, src in pictures:
                # Pictures are compressed already: store them as they are.
                zf.write(src, name, compress_type=zipfile.ZIP_STORED)
    return BackupInfo(target, manifest["created"], revision, counts["cards"], counts["owned"],
                      counts["decks"], len(pictures), missing)


@dataclass(frozen=True)
class Manifest:
    """A backup's ``manifest.json``, checked (:func:`read_backup`)."""

    created: str
    revision: str
    cards: int
    owned: int
    decks: int
    pictures: int
    missing_pictures: int
    #: Member name → SHA-256 of its bytes.
    sums: dict[str, str]


def _refuse(path: str | Path, why: str) -> BackupError:
    return BackupError(f"{path}: {why}")


def _check_directory(path: Path, fh: IO[bytes]) -> None:
    """Count the zip's members from its central directory before Python's zipfile makes
    an object (~600 bytes) for each: a small crafted zip can list millions."""
    # zipfile's own reader of the end record: it knows zip64 and prepended data.
    endrec = zipfile._EndRecData(fh)  # type: ignore[attr-defined]
    if endrec is None:
        return  # not a zip: ZipFile says so
    size = int(endrec[zipfile._ECD_SIZE])  # type: ignore[attr-defined]
    if size > MAX_DIRECTORY_BYTES:
        raise _refuse(path, f"refused: the zip's directory is larger than "
                      f"{MAX_DIRECTORY_BYTES // 2**20} MB")
    start = int(endrec[zipfile._ECD_LOCATION]) - size  # type: ignore[attr-defined]
    if endrec[zipfile._ECD_SIGNATURE] == zipfile.stringEndArchive64:  # type: ignore[attr-defined]
        start -= zipfile.sizeEndCentDir64 + zipfile.sizeEndCentDir64Locator  # type: ignore[attr-defined]
    fh.seek(max(start, 0))
    data = fh.read(size)
    pos = count = 0
    while data[pos:pos + 4] == b"PK\x01\x02" and pos + 46 <= len(data):
        name, extra, comment = struct.unpack_from("<HHH", data, pos + 28)
        pos += 46 + name + extra + comment
        count += 1
        if count > MAX_PICTURES + 2:
            raise _refuse(path, f"refused: more than {MAX_PICTURES} pictures")


def _whole_number(path: Path, manifest: dict[str, object], key: str) -> int:
    value = manifest.get(key, 0)
    # bool is an int to Python, and 1e999 a float: neither is a count.
    if type(value) is not int or not 0 <= value <= _MAX_COUNT:
        raise _refuse(path, f"not a usable backup ({MANIFEST}: {key!r} must be a whole "
                      f"number from 0 to {_MAX_COUNT}, not {str(value)[:40]!r})")
    return value


def _member_hash(name: str) -> str | None:
    """The content hash a member's name promises (``pictures/ab/ab….png``), None for the
    database, or raises ValueError for a name a backup never has."""
    if name == DB_MEMBER:
        return None
    parts = name.split("/")
    if len(parts) == 3 and parts[0] == "pictures" and is_picture_name(parts[2]) \
            and parts[1] == parts[2][:2]:
        return parts[2].split(".", 1)[0]
    raise ValueError(name)


def _parse_manifest(path: Path, raw: bytes) -> Manifest:
    # One object holding one object: more brackets than that (`[` × 200,000, say) is no
    # manifest, and refusing it first keeps the parser from deep recursion or from
    # building millions of containers.
    if raw.count(b"{") + raw.count(b"[") > 4:
        raise _refuse(path, f"not a Deckbuilder backup ({MANIFEST} is not a flat object)")
    if raw.count(b":") > MAX_PICTURES + 64:
        raise _refuse(path, f"refused: {MANIFEST} lists more than {MAX_PICTURES} pictures")
    try:
        # A count of 5,000 digits is no count: kept as text, refused as such below.
        doc = json.loads(raw, parse_int=lambda digits: int(digits) if len(digits) <= 18
                         else digits)
    except (ValueError, RecursionError) as exc:
        raise _refuse(path, f"not a Deckbuilder backup (no readable {MANIFEST}: "
                      f"{str(exc)[:200]})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise _refuse(path, "not a Deckbuilder backup")
    if type(doc.get("version")) is not int or doc["version"] != FORMAT_VERSION:
        raise _refuse(path, f"made by another Deckbuilder (backup format "
                      f"{str(doc.get('version'))[:40]!r})")
    revision = doc.get("revision")
    if not isinstance(revision, str) or revision not in KNOWN_REVISIONS:
        raise _refuse(path, f"made by a newer Deckbuilder (schema {str(revision)[:40]!r}); "
                      "update the app to restore it")
    created = doc.get("created", "")
    if not isinstance(created, str) or len(created) > 40:
        raise _refuse(path, f"not a usable backup ({MANIFEST}: 'created' is no date)")
    counts = {key: _whole_number(path, doc, key) for key in _COUNTS}
    sums = doc.get("sha256")
    if not isinstance(sums, dict) or DB_MEMBER not in sums:
        raise _refuse(path, "the backup lists no database")
    for name, digest in sums.items():
        try:
            promised = _member_hash(name)
        except ValueError:
            raise _refuse(path, f"unexpected member {name[:200]!r}") from None
        if not isinstance(digest, str) or not _SHA.fullmatch(digest):
            raise _refuse(path, f"not a usable backup ({MANIFEST}: the checksum of "
                          f"{name} is no SHA-256)")
        if promised is not None and digest != promised:
            raise _refuse(path, f"{name} is damaged (its checksum is not its name)")
    if len(sums) - 1 != counts["pictures"]:
        raise _refuse(path, f"not a usable backup ({MANIFEST} says {counts['pictures']} "
                      f"pictures but lists {len(sums) - 1})")
    return Manifest(created, revision, sums=sums, **counts)


class _CheckedZip(zipfile.ZipFile):
    """A zip read from the file the input gate opened (the one it checked, no second
    open by name): closing the zip closes that file too, which ZipFile does not do for
    a file it is given."""

    def __init__(self, fh: IO[bytes]):
        self._checked = fh
        super().__init__(fh)

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._checked.close()


def read_backup(path: str | Path) -> tuple[Manifest, zipfile.ZipFile]:
    """Open a backup and check its manifest (raises BackupError)."""
    path = Path(path)
    try:
        # Through the input gate: a device, a pipe or a folder is refused unread.
        checked = open_checked(path, BACKUP_FILE)
    except InputFileError as exc:
        raise BackupError(str(exc)) from None
    except FileNotFoundError:
        raise BackupError(f"{path}: no such file") from None
    except OSError as exc:
        raise BackupError(f"{path}: not a Deckbuilder backup ({exc})") from None
    try:
        _check_directory(path, checked)
        checked.seek(0)
        zf = _CheckedZip(checked)
    except BaseException as exc:
        checked.close()
        if isinstance(exc, (zipfile.BadZipFile, OSError, EOFError)):
            raise BackupError(f"{path}: not a Deckbuilder backup ({exc})") from None
        raise
    try:
        try:
            info = zf.getinfo(MANIFEST)
            if info.file_size > MAX_MANIFEST_BYTES:
                raise _refuse(path, f"refused: {MANIFEST} is larger than "
                              f"{MAX_MANIFEST_BYTES // 2**20} MB")
            chunks, size = [], 0
            with _open_member(path, zf, info) as fh:
                # The size in the zip may lie: never read more than the cap.
                while chunk := fh.read(1 << 20):
                    size += len(chunk)
                    if size > MAX_MANIFEST_BYTES:
                        raise _refuse(path, f"refused: {MANIFEST} is larger than "
                                      f"{MAX_MANIFEST_BYTES // 2**20} MB")
                    chunks.append(chunk)
        except (KeyError, zipfile.BadZipFile, OSError, EOFError) as exc:
            raise _refuse(path, f"not a Deckbuilder backup (no readable manifest: {exc})") \
                from None
        return _parse_manifest(path, b"".join(chunks)), zf
    except BaseException:
        zf.close()
        raise


def backup_info(path: str | Path) -> BackupInfo:
    manifest, zf = read_backup(path)
    zf.close()
    return BackupInfo(Path(path), manifest.created, manifest.revision, manifest.cards,
                      manifest.owned, manifest.decks, manifest.pictures,
                      manifest.missing_pictures)


def _open_member(path: Path, zf: zipfile.ZipFile, info: zipfile.ZipInfo) -> IO[bytes]:
    # zipfile raises RuntimeError for an encrypted member and NotImplementedError for an
    # unknown compression: we write neither.
    if info.flag_bits & 0x1 or info.compress_type not in (zipfile.ZIP_STORED,
                                                          zipfile.ZIP_DEFLATED):
        raise _refuse(path, f"{info.filename} is encrypted or compressed in a way "
                      "Deckbuilder never writes")
    return zf.open(info)


def _members(path: Path, zf: zipfile.ZipFile, manifest: Manifest,
             folder: Path) -> dict[str, zipfile.ZipInfo]:
    """The zip's members, once each, exactly those the manifest lists, each within its
    limit and all of them within the free space of ``folder``."""
    infos: dict[str, zipfile.ZipInfo] = {}
    for info in zf.infolist():
        name = info.filename
        if name in infos:
            raise _refuse(path, f"{name[:200]!r} is in the zip twice")
        if name != MANIFEST and name not in manifest.sums:
            raise _refuse(path, f"unexpected member {name[:200]!r}")
        infos[name] = info
    total = 0
    for name in manifest.sums:
        if name not in infos:
            raise _refuse(path, f"cannot read {name} (it is not in the zip)")
        size = infos[name].file_size
        limit = MAX_DATABASE_BYTES if name == DB_MEMBER else MAX_PICTURE_BYTES
        if size > limit:
            raise _refuse(path, f"refused: {name} is larger than {limit // 2**20} MB")
        if name == DB_MEMBER and size > max(_PLAIN_DATABASE_BYTES,
                                            _MAX_RATIO * infos[name].compress_size):
            # A catalog compresses about 5 to 1; a few MB of zip that unpack to GBs are
            # zeros behind a forged header, to be refused before they fill the disk.
            raise _refuse(path, f"refused: {name} would unpack {size // 2**20} MB from "
                          f"{infos[name].compress_size // 1024} KB; no database compresses "
                          "that well")
        total += size
    free = shutil.disk_usage(folder).free
    if total > free:
        raise _refuse(path, f"refused: unpacking it needs {total // 2**20} MB, and "
                      f"{folder} has {free // 2**20} MB free")
    return infos


def _unpack(path: Path, zf: zipfile.ZipFile, info: zipfile.ZipInfo, out: Path,
            expected: str) -> None:
    """Copy one member to ``out``, never more bytes than the zip says it holds, and check
    its SHA-256 on the way. A database must also be as long as its own header says."""
    name, size = info.filename, info.file_size
    digest = hashlib.sha256()
    written = 0
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        with _open_member(path, zf, info) as src, out.open("wb") as dst:
            while chunk := src.read(1 << 20):
                if not written and name == DB_MEMBER:
                    _check_sqlite_header(path, chunk, size)
                written += len(chunk)
                if written > size:
                    raise _refuse(path, f"refused: {name} holds more than the {size} bytes "
                                  "the zip says")
                digest.update(chunk)
                dst.write(chunk)
            # On disk before the database that names them is committed.
            dst.flush()
            os.fsync(dst.fileno())
    except (zipfile.BadZipFile, OSError, EOFError) as exc:
        raise _refuse(path, f"cannot read {name} ({exc})") from None
    if written != size or digest.hexdigest() != expected:
        raise _refuse(path, f"{name} is damaged (checksum differs)")


def _check_sqlite_header(path: Path, head: bytes, size: int) -> None:
    """A SQLite file says how long it is (page size × page count, valid when the change
    counter at 24 matches the one at 92); anything else in the zip is refused before it is
    unpacked (a few MB of zip can hold GBs of zeros)."""
    if len(head) < 100 or not head.startswith(_SQLITE_MAGIC):
        raise _refuse(path, "the database in the backup is damaged (not a SQLite file)")
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] != head[92:96] or page_size * pages != size:
        raise _refuse(path, "the database in the backup is damaged (its size is not what "
                      "its header says)")


Schema = frozenset[tuple[str, str, str, "str | None"]]


@functools.cache
def reference_schema(revision: str) -> Schema:
    """Every entry of ``sqlite_master`` (type, name, table, SQL) that our migrations make
    for ``revision``: from migrating an empty in-memory database, kept in the user cache
    folder under a digest of the migrations (Alembic takes seconds to load)."""
    migrations = Path(__file__).parent / "migrations"
    digest = hashlib.sha256(revision.encode())
    for source in sorted([migrations / "env.py", *migrations.glob("versions/*.py")]):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    cache = _cache_folder() / f"schema-{revision}-{digest.hexdigest()[:16]}.json"
    try:
        return _entries(json.loads(cache.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        pass  # not made yet, or damaged: made again
    schema = _migrated_schema(revision)
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        part = cache.with_name(cache.name + f".{os.getpid()}.part")
        try:
            part.write_text(json.dumps(sorted(schema, key=str)), encoding="utf-8")
            os.replace(part, cache)
        finally:
            part.unlink(missing_ok=True)
    except OSError:
        pass  # only a cache
    return schema


def _cache_folder() -> Path:
    from platformdirs import user_cache_dir

    from deckbuilder import APP_NAME

    return Path(user_cache_dir(APP_NAME, appauthor=False))


def _migrated_schema(revision: str) -> Schema:
    from alembic import command
    from alembic.config import Config

    from deckbuilder.catalog.connection import make_engine

    cfg = Config()
    cfg.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    engine = make_engine(":memory:")
    try:
        with engine.begin() as connection:
            cfg.attributes["connection"] = connection
            command.upgrade(cfg, revision)
            rows = connection.exec_driver_sql(
                "SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    finally:
        engine.dispose()
    return _entries(rows)


#: The table name of a CREATE TABLE, quoted or not: SQLite writes 'x' when FTS5 makes a
#: table and "x" when a table is renamed, for the same table.
_CREATE_NAME = re.compile(r"(CREATE (?:VIRTUAL )?TABLE )(?:\"([^\"]+)\"|'([^']+)'|(\w+))")


def _entries(rows: Iterable[tuple[object, object, object, object]]) -> Schema:
    def normal(sql: object) -> str | None:
        if sql is None:
            return None
        return _CREATE_NAME.sub(lambda m: m.group(1) + next(g for g in m.groups()[1:] if g),
                                str(sql), count=1)

    return frozenset((str(t), str(n), str(tb), normal(s)) for t, n, tb, s in rows)


def _schema_difference(conn: sqlite3.Connection, revision: str) -> str:
    """'' when the database's schema is exactly the reference for ``revision``, else what
    differs (an extra trigger, a missing table…)."""
    found = _entries(conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))
    expected = reference_schema(revision)
    extra = sorted(f"{t} {n!r}" for t, n, _tb, _s in found - expected)
    missing = sorted(f"{t} {n!r}" for t, n, _tb, _s in expected - found)
    parts = ([f"unexpected {', '.join(extra[:5])}"] if extra else []) + (
        [f"missing or different {', '.join(missing[:5])}"] if missing else [])
    return "; ".join(parts)


def _read_only(db_file: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{quote(str(db_file.resolve()))}?mode=ro", uri=True,
                           isolation_level=None)
    # Nothing in a foreign file's schema may run functions with side effects.
    conn.execute("PRAGMA trusted_schema=OFF")
    conn.execute("PRAGMA query_only=ON")
    return conn


def _check_database(path: Path, db_file: Path, manifest: Manifest) -> set[str]:
    """Check the unpacked database before it replaces anything; returns the pictures it
    names. The schema is compared first: until then not even a count is run on it (a
    ``card`` view could run a query without end)."""
    def damaged(why: object) -> BackupError:
        return _refuse(path, f"the database in the backup is damaged ({why})")

    try:
        conn = _read_only(db_file)
    except sqlite3.DatabaseError as exc:
        raise damaged(exc) from None
    try:
        different = _schema_difference(conn, manifest.revision)
        if different:
            raise _refuse(path, f"the database in the backup is not a Deckbuilder catalog "
                          f"of schema {manifest.revision} ({different})")
        result = conn.execute("PRAGMA integrity_check").fetchone()
        if not result or result[0] != "ok":
            raise damaged(result[0] if result else "no answer")
        stamps = conn.execute("SELECT version_num FROM alembic_version").fetchall()
        if stamps != [(manifest.revision,)]:
            said = ", ".join(repr(str(s[0])[:40]) for s in stamps[:3]) or "none"
            raise _refuse(path, f"the database in the backup says schema {said}, its "
                          f"manifest {manifest.revision}: refused")
        counts = _counts(conn)
        wanted = {k: getattr(manifest, k) for k in counts}
        if counts != wanted:
            raise _refuse(path, f"the database in the backup does not hold what its "
                          f"manifest says ({counts} instead of {wanted})")
        names = _picture_names(conn)
    except sqlite3.DatabaseError as exc:
        raise damaged(exc) from None
    finally:
        conn.close()
    for rel in names:
        if not is_picture_name(rel):
            raise _refuse(path, f"the database in the backup names a picture file "
                          f"{rel[:200]!r}, which is no picture name: refused")
    return set(names)


def _check_content(path: Path, db_file: Path, pictures: list[tuple[str, Path]]) -> None:
    """Hold the restored cards, decks and pictures to the rules of an import
    (:mod:`deckbuilder.catalog.restore_checks`), before anything is replaced."""
    def refuse(why: str) -> BackupError:
        return _refuse(path, f"refused: {why}")

    restore_checks.check_pictures(pictures, refuse)
    try:
        conn = _read_only(db_file)
        try:
            restore_checks.check_cards(conn, refuse)
            restore_checks.check_decks(conn, refuse)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise _refuse(path, f"the database in the backup is damaged ({exc})") from None


def _upgrade_copy(path: Path, db_file: Path) -> None:
    """Bring a checked older database to the newest schema, in the staging folder: if it
    cannot be upgraded, nothing was replaced yet."""
    try:
        migrate(db_file)
        conn = sqlite3.connect(str(db_file), isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=DELETE")  # one self-contained file again
            different = _schema_difference(conn, HEAD_REVISION)
        finally:
            conn.close()
    except Exception as exc:  # Alembic and SQLAlchemy raise their own kinds
        raise _refuse(path, f"the database in the backup cannot be upgraded ({exc})") \
            from None
    if different:
        raise _refuse(path, f"the database in the backup cannot be upgraded ({different})")


def restore_backup(path: str | Path, db_path: str | Path) -> BackupInfo:
    """Replace all data of the database at ``db_path`` (which this process must have
    closed; the caller reopens it afterwards) and its pictures with the backup's.

    Everything is checked before anything is replaced (see the module's docstring). Then
    the database is locked for this restore alone, the current data is saved as a
    ``before-restore-…`` backup in the backups folder (see ``previous`` in the result),
    and the new data goes in. A restore killed at any point leaves the old data or the
    new, never a mix or an empty database; another connection to the database makes it
    refuse (BackupError) with nothing changed.
    """
    path, db_path = Path(path), Path(db_path)
    manifest, zf = read_backup(path)
    pictures_dir = db_path.with_name(db_path.stem + ".pictures")
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        zf.close()
        raise BackupError(f"{db_path.parent}: cannot create the folder ({exc})") from None
    remove_stale_tempdirs(db_path.parent)
    with zf, private_tempdir(db_path.parent, ".restore-") as staging:
        members = _members(path, zf, manifest, staging)
        db_file = staging / DB_MEMBER
        _unpack(path, zf, members[DB_MEMBER], db_file, manifest.sums[DB_MEMBER])
        new_pictures = _check_database(path, db_file, manifest)
        # A picture the database does not name would be an orphan nothing ever removes.
        listed = {name.rsplit("/", 1)[1] for name in manifest.sums if name != DB_MEMBER}
        if not listed <= new_pictures:
            raise _refuse(path, "the pictures in the backup are not the ones its database "
                          "names")
        if manifest.revision != HEAD_REVISION:
            _upgrade_copy(path, db_file)
        for name, digest in manifest.sums.items():
            if name != DB_MEMBER:
                _unpack(path, zf, members[name], staging / name, digest)
        _check_content(path, db_file, [(name, staging / name) for name in manifest.sums
                                       if name != DB_MEMBER])
        with _take_over(db_path) as live:
            try:
                previous, old_pictures = _keep_previous(live, db_path)
            except (OSError, sqlite3.Error) as exc:
                raise BackupError(f"{db_path}: cannot save the current data before the "
                                  f"restore ({exc}); nothing was changed") from None
            added: list[Path] = []
            try:
                # Before the database: from its commit on, every picture it names is there.
                _install_pictures(staging / "pictures", pictures_dir, added)
                _install_database(db_file, live, db_path)
            except (OSError, sqlite3.Error) as exc:
                for picture in added:  # the old data never named them
                    picture.unlink(missing_ok=True)
                raise BackupError(f"{db_path}: the restore failed ({exc}); your data was "
                                  f"not changed{_kept(previous)}") from None
            if live is not None:
                _prune_pictures(pictures_dir, live, old_pictures - new_pictures)
    return BackupInfo(path, manifest.created, manifest.revision, manifest.cards,
                      manifest.owned, manifest.decks, manifest.pictures, previous=previous)


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


def _install_pictures(new_pictures: Path, pictures_dir: Path, added: list[Path]) -> None:
    """Move the backup's pictures the folder lacks into it, listing each in ``added`` (to
    be taken out again if the restore fails). Names are content hashes, checked: a
    picture the folder has already is the same bytes, and the live file is left alone."""
    if not new_pictures.exists():
        return
    for sub in sorted(new_pictures.iterdir()):
        target = pictures_dir / sub.name
        target.mkdir(parents=True, exist_ok=True)
        for picture in sub.iterdir():
            dest = target / picture.name
            if not dest.exists():
                os.replace(picture, dest)
                added.append(dest)
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
        if not is_picture_name(rel):
            continue  # a name from a crafted backup: no path is made of it
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
