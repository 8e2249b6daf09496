"""Backups as the window and the CLI use them: each on a connection of its own (a
background thread must not share the window's), and the restore of a closed database.

The work itself is :mod:`deckbuilder.catalog.backup`; these are the use cases over it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from deckbuilder.catalog.backup import (
    BackupInfo,
    auto_backup,
    backup_info,
    create_backup,
    restore_backup,
)
from deckbuilder.catalog.db import Database


def back_up(db_path: str | Path, target: str | Path) -> BackupInfo:
    """Write a backup of the database at ``db_path`` (and its pictures) to ``target``."""
    with Database.open(db_path) as db:
        return create_backup(db, target)


def back_up_open(db: Database, target: str | Path) -> BackupInfo:
    """Write a backup of an open database (the CLI's, which a first start has seeded)."""
    return create_backup(db, target)


def back_up_if_due(db_path: str | Path, keep: int) -> Path | None:
    """The automatic backup: made when the newest is old enough, the ``keep`` newest kept.
    The new backup, or None."""
    with Database.open(db_path) as db:
        return auto_backup(db, keep=keep)


def read_backup_info(path: str | Path) -> BackupInfo:
    """What a backup file holds (raises BackupError for a file that is not one)."""
    return backup_info(path)


def restore(path: str | Path, db_path: str | Path, *,
            progress: Callable[[str, int, int], object] | None = None) -> BackupInfo:
    """Replace all data of the closed database at ``db_path`` with the backup's
    (``progress(stage, done, total)``: see ``restore_backup``)."""
    return restore_backup(path, db_path, progress=progress)
