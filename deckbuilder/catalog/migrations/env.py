"""Alembic environment. Run through :func:`deckbuilder.catalog.db.migrate`, which passes the
connection in ``config.attributes["connection"]``."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection
from sqlmodel import SQLModel

from deckbuilder.catalog import models  # noqa: F401  (registers the tables)

config = context.config
target_metadata = SQLModel.metadata


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is None:  # pragma: no cover - only for the alembic command line
        from deckbuilder.catalog.connection import make_engine

        url = config.get_main_option("sqlalchemy.url") or ""
        engine = make_engine(url.removeprefix("sqlite:///"))
        with engine.begin() as conn:
            _run(conn)
        return
    _run(connection)


def include_name(name: str | None, type_: str, parent_names: object) -> bool:
    """The FTS5 index and its shadow tables are made by hand in the migrations."""
    return not (type_ == "table" and name is not None and name.startswith("card_fts"))


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=True,
        compare_type=True,
        include_name=include_name,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations_online()
