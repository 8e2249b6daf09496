"""The catalog's searches off the UI thread: one worker thread with a read-only database
connection of its own (a sqlite3 connection serves one thread).

Requests carry a generation number; only the newest request of each kind waits to run
(older ones still waiting are dropped), and a newer search interrupts the one running.
Results come back on the UI thread by signal with their generation, so the model applies
the newest only.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from deckbuilder.services.catalog_reader import CatalogReader

log = logging.getLogger(__name__)


class _Relay(QObject):
    # Created on the UI thread: its signals, emitted by the worker, arrive there queued.
    found = Signal(int, object)  # generation, SearchPage
    failed = Signal(int, object)  # generation, exception
    completed = Signal(int, object)  # generation, list of names


@dataclass(frozen=True)
class _Search:
    generation: int
    query: str
    order: tuple[tuple[str, bool], ...]
    rows: int
    records: int


@dataclass(frozen=True)
class _Complete:
    generation: int
    prefix: str
    limit: int


class CatalogSearcher:
    """Runs searches and name completions for one database on a thread of its own."""

    def __init__(self, db_path: Path):
        self.db_path = db_path
        self.relay = _Relay()
        self._cond = threading.Condition()
        self._search: _Search | None = None
        self._complete: _Complete | None = None
        self._running: _Search | _Complete | None = None
        self._stopped = False
        self._reader: CatalogReader | None = None
        self._thread = threading.Thread(target=self._loop, name="catalog-search", daemon=True)
        self._thread.start()

    def search(self, generation: int, query: str, order: Sequence[tuple[str, bool]],
               rows: int, records: int) -> None:
        """Count ``query``'s cards and read its first rows; ``found`` or ``failed``."""
        with self._cond:
            self._search = _Search(generation, query, tuple(order), rows, records)
            if isinstance(self._running, _Search) and self._reader is not None:
                self._reader.interrupt()
            self._cond.notify()

    def complete(self, generation: int, prefix: str, limit: int) -> None:
        """Card names starting with ``prefix``; ``completed``."""
        with self._cond:
            self._complete = _Complete(generation, prefix, limit)
            self._cond.notify()

    def stop(self) -> None:
        """End the thread and close its connection (waits for it: a restore of the
        database refuses while another connection is open)."""
        with self._cond:
            self._stopped = True
            if self._running is not None and self._reader is not None:
                self._reader.interrupt()
            self._cond.notify()
        if self._thread is not threading.current_thread():
            self._thread.join(10)

    @property
    def stopped(self) -> bool:
        return self._stopped

    # ------------------------------------------------------------------ the thread

    def _next(self) -> _Search | _Complete | None:
        with self._cond:
            while not self._stopped and self._search is None and self._complete is None:
                self._cond.wait()
            if self._stopped:
                return None
            # Completions are short and shown as the user types: they go first.
            job: _Search | _Complete | None
            if self._complete is not None:
                job, self._complete = self._complete, None
            else:
                job, self._search = self._search, None
            self._running = job
            return job

    def _loop(self) -> None:
        try:
            while (job := self._next()) is not None:
                try:
                    self._run(job)
                finally:
                    with self._cond:
                        self._running = None
        finally:
            if self._reader is not None:
                self._reader.close()

    def _run(self, job: _Search | _Complete) -> None:
        try:
            if self._reader is None:
                self._reader = CatalogReader(self.db_path)
            if isinstance(job, _Complete):
                names = self._reader.complete_names(job.prefix, job.limit)
                self.relay.completed.emit(job.generation, names)
                return
            page = self._reader.first_page(job.query, job.order, rows=job.rows,
                                           records=job.records)
        except sqlite3.OperationalError as exc:
            if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_INTERRUPT:
                with self._cond:
                    # Interrupted for a newer search, or for nothing (the interrupt came
                    # as this one ended): then it runs again.
                    if isinstance(job, _Search) and self._search is None \
                            and not self._stopped:
                        self._search = job
                return
            self._fail(job, exc)
            return
        except Exception as exc:  # handed to the UI thread, which shows it
            self._fail(job, exc)
            return
        self.relay.found.emit(job.generation, page)

    def _fail(self, job: _Search | _Complete, exc: Exception) -> None:
        if isinstance(job, _Complete):
            log.warning("name completion for %r failed: %s", job.prefix, exc)
            self.relay.completed.emit(job.generation, [])
        else:
            self.relay.failed.emit(job.generation, exc)
