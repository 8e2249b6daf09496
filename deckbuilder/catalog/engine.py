"""The SQLAlchemy engine factory (used by migrations and the schema tests).

Every connection gets the same pragmas as the sqlite3 connections of
:mod:`deckbuilder.catalog.db`: foreign keys on, WAL journal, a busy timeout. The pysqlite
driver does not open a transaction before DDL, so a migration would not be atomic; the
driver is put in autocommit mode and ``BEGIN`` is emitted by hand instead (the recipe of the
SQLAlchemy SQLite dialect docs), which makes every migration all-or-nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event

from deckbuilder.catalog.db import apply_pragmas


def make_engine(path: str | Path) -> Engine:
    """A new engine for the SQLite file at ``path`` (never made at import time)."""
    engine = create_engine(f"sqlite:///{Path(path)}")

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        apply_pragmas(dbapi_connection)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE")

    return engine
