"""Catalog reads for a worker thread: searches and name completion on a read-only
connection of its own.

A sqlite3 connection belongs to the thread that uses it, so the window's searches run on a
second connection to the same file. It only reads: a write on the window's connection is
seen by the next search (WAL), and :meth:`CatalogReader.interrupt` stops a search that a
newer one has made useless.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from deckbuilder.catalog.card_repository import CardRecord, CardRepository
from deckbuilder.catalog.db import Database, connect
from deckbuilder.catalog.search import CardSearch


@dataclass(frozen=True)
class SearchPage:
    """The first rows of a search: how many cards match, the first ids in order and the
    records of the first of them (enough to paint a screenful without another read)."""

    query: str
    order: tuple[tuple[str, bool], ...]
    total: int
    ids: list[int]
    records: list[CardRecord]


class CatalogReader:
    """Read-only searches on a connection of its own; use it from one thread only
    (except :meth:`interrupt`)."""

    def __init__(self, path: str | Path):
        conn = connect(path, readonly=True)
        # Room for the 15 MB search index of a 100,000-card catalog (the window's own
        # connection keeps 32 MB, but now mostly reads pages of records).
        conn.execute("PRAGMA cache_size=-16384")
        self.db = Database(Path(path), conn)
        self._search = CardSearch(self.db)
        self._cards = CardRepository(self.db)

    def first_page(self, query: str, order: Sequence[tuple[str, bool]] = (), *,
                   rows: int = 200, records: int = 100) -> SearchPage:
        """Count a query's cards and read its first ``rows`` ids and ``records`` records
        (raises :class:`~deckbuilder.catalog.search.SearchError` for a malformed query,
        ``sqlite3.OperationalError`` when interrupted)."""
        search = self._search.prepare(query, order)
        ids = search.ids(0, rows)
        total = search.count()
        return SearchPage(query, tuple(order), total, ids,
                          self._cards.by_ids(ids[:records]))

    def complete_names(self, prefix: str, limit: int = 20) -> list[str]:
        """Card names starting with ``prefix`` (see ``CardRepository.names``)."""
        return self._cards.names(prefix=prefix, limit=limit)

    def interrupt(self) -> None:
        """Stop the statement running now (from any thread)."""
        self.db.conn.interrupt()

    def close(self) -> None:
        self.db.close()
