"""The pragmas of every connection, and the SQLAlchemy engine factory (used by
migrations and the schema tests).

Every connection, the sqlite3 ones of :mod:`deckbuilder.catalog.db` and the engine's,
gets the same pragmas: foreign keys on, WAL journal, a busy timeout. The pysqlite
driver does not open a transaction before DDL, so a migration would not be atomic; the
driver is put in autocommit mode and ``BEGIN`` is emitted by hand instead (the recipe of the
SQLAlchemy SQLite dialect docs), which makes every migration all-or-nothing.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sqlalchemy import Engine

BUSY_TIMEOUT_MS = 10_000


def apply_pragmas(conn: sqlite3.Connection, busy_timeout_ms: int = BUSY_TIMEOUT_MS) -> None:
    """Foreign keys, WAL with full syncs, and a busy timeout, on every connection."""
    conn.execute("PRAGMA foreign_keys=ON")
    conn.execute(f"PRAGMA busy_timeout={busy_timeout_ms}")
    mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()
    if mode and str(mode[0]).lower() not in ("wal", "memory"):
        # Another process holds the file in rollback mode; keep working, just slower.
        pass
    conn.execute("PRAGMA synchronous=FULL")
    # Searches scan the 15 MB search index of a 100,000-card catalog; keep it in memory.
    conn.execute("PRAGMA cache_size=-32768")


def make_engine(path: str | Path) -> Engine:
    """A new engine for the SQLite file at ``path`` (never made at import time)."""
    # SQLAlchemy is imported here: the sqlite3 connections of the window need only the
    # pragmas above, and the first window must not wait for SQLAlchemy.
    from sqlalchemy import create_engine, event

    engine = create_engine(f"sqlite:///{Path(path)}")

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        apply_pragmas(dbapi_connection)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    return engine
