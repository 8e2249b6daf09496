"""Files the app writes for the user (exports, backups, PDFs, traces) must never land on
its own data: a backup or a CSV named like the database would replace the database, and a
file written into the pictures folder could take a picture's place.

Every database this process opens is remembered here; each writer asks
:func:`check_output_path` before it writes, so the window and the command line refuse the
same paths with the same message.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

#: The database files (resolved) opened by this process.
_DATABASES: set[Path] = set()
#: SQLite's side files of a database: write-ahead log, shared memory, rollback journal.
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


class OutputPathError(OSError):
    """An output path that is the database, one of its side files or inside its pictures
    folder. An ``OSError`` (``filename`` and ``strerror``), so every place that reports a
    file that cannot be written reports this one too."""

    def __init__(self, target: Path, reason: str, *, code: str):
        super().__init__(errno.EPERM, reason, str(target))
        self.code = code


def remember_database(path: Path) -> None:
    """Protect ``path`` (and its side files and pictures folder) from every writer."""
    _DATABASES.add(_resolved(path))


def pictures_dir_of(db_path: Path) -> Path:
    """The pictures folder of the database at ``db_path`` (as catalog.db names it)."""
    return db_path.with_name(db_path.stem + ".pictures")


def _resolved(path: str | Path) -> Path:
    return Path(os.path.abspath(Path(path).expanduser())).resolve()


def _same_file(a: Path, b: Path) -> bool:
    # A hard link or a second name of the same file is the same file.
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def check_output_path(target: str | Path, db_path: str | Path | None = None) -> None:
    """Raise :class:`OutputPathError` when writing ``target`` would overwrite the database
    at ``db_path`` or any database this process opened: the file itself, its ``-wal``,
    ``-shm`` or ``-journal`` file, or anything inside its pictures folder."""
    out = _resolved(target)
    databases = set(_DATABASES)
    if db_path is not None:
        databases.add(_resolved(db_path))
    for db in databases:
        if out == db or _same_file(out, db):
            raise OutputPathError(out, "this is Deckbuilder's database; writing there would "
                                  "destroy your catalog, collection and decks — choose "
                                  "another file", code="output-is-database")
        for suffix in SIDE_SUFFIXES:
            side = Path(str(db) + suffix)
            if out == side or _same_file(out, side):
                raise OutputPathError(out, f"this is a working file of Deckbuilder's "
                                      f"database ({suffix[1:]}); choose another file",
                                      code="output-is-database")
        pictures = pictures_dir_of(db).resolve()
        if out == pictures or out.is_relative_to(pictures):
            raise OutputPathError(out, "this is inside Deckbuilder's pictures folder, "
                                  "where only the app stores card pictures; choose another "
                                  "folder", code="output-in-pictures")
