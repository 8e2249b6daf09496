"""Crash safety for open deck editors: every unsaved edit is kept in the database, and the
next start gives back what a crash (or a killed app) left unsaved.

Each open editor has its own slot, a setting under :data:`AUTOSAVE_KEY`, and holds a lock
file next to the database while it is open: a slot whose lock can be taken belongs to an
editor that is gone. The lock is a system file lock, which the system drops when its
holder dies, so a crashed editor's slot is free at once.
"""

from __future__ import annotations

import contextlib
import json
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import IO

from deckbuilder.catalog.db import lock_nowait
from deckbuilder.rules.decklist import DeckList
from deckbuilder.services.deck_service import DeckService

#: Autosave slots are settings under this key, one per open editor: autosave/deck/<id>.
AUTOSAVE_KEY = "autosave/deck"


class SlotLock:
    """An exclusive lock on one file; :meth:`unlock` removes the file."""

    def __init__(self, path: Path):
        self.path = path
        self._fh: IO[bytes] | None = None

    def try_lock(self) -> bool:
        if self._fh is not None:
            return True
        try:
            fh = self.path.open("ab")
        except OSError:
            return False
        if not lock_nowait(fh):
            fh.close()
            return False
        self._fh = fh
        return True

    def unlock(self) -> None:
        fh, self._fh = self._fh, None
        if fh is None:
            return
        # Removed while still held, so no other process locks a file about to vanish
        # (Windows refuses that: there it goes after closing).
        with contextlib.suppress(OSError):
            self.path.unlink()
        fh.close()
        with contextlib.suppress(OSError):
            self.path.unlink(missing_ok=True)


class DeckAutosave:
    """The autosave slot of one open deck editor (taken when made)."""

    def __init__(self, service: DeckService):
        self.service = service
        self.key = f"{AUTOSAVE_KEY}/{uuid.uuid4().hex}"
        self._lock = self._lock_for(self.key)
        if self._lock is not None:
            self._lock.try_lock()

    @staticmethod
    def slot_text(deck: DeckList, deck_id: int | None) -> str:
        """What a slot holds: the deck, the saved deck it edits, and when."""
        return json.dumps({"deck_id": deck_id, "deck": deck.to_json(), "saved": time.time()},
                          ensure_ascii=False)

    def keep(self, deck: DeckList, deck_id: int | None) -> None:
        """Keep the unsaved ``deck`` in this editor's slot."""
        self.service.db.set_setting(self.key, self.slot_text(deck, deck_id))

    def stored(self) -> str | None:
        return self.service.db.setting(self.key)

    def discard(self) -> None:
        if self.service.db.setting(self.key) is not None:
            self.service.db.delete_setting(self.key)

    def release(self) -> None:
        """The editor closes: its slot's lock goes (a clean deck has no slot left)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _db_file(self) -> Path | None:
        """The database's file (None for one kept in memory)."""
        path = getattr(self.service.db, "path", None)
        return None if not path or str(path) == ":memory:" else Path(path)

    def _lock_for(self, key: str) -> SlotLock | None:
        db = self._db_file()
        if db is None:
            return None
        slot = key.rsplit("/", 1)[-1]
        return SlotLock(db.with_name(f".{db.name}.autosave-{slot}.lock"))

    def _sweep_locks(self) -> None:
        """Remove the lock files of editors that died with a clean deck (no slot to
        restore): a lock that can be taken has no living owner."""
        db = self._db_file()
        if db is None:
            return
        for stale in db.parent.glob(f".{db.name}.autosave-*.lock"):
            lock = SlotLock(stale)
            if lock.try_lock():
                lock.unlock()

    def recover(self, open_deck: Callable[[DeckList, int | None],
                                          tuple[DeckList, int | None]]) -> bool:
        """Give the newest slot a crash left behind to ``open_deck(deck, deck_id)``, which
        shows it and returns the deck and id it now holds; True if there was one. The
        edits move to this editor's slot in one write: never lost, never twice. Slots of
        editors still open (another window) are left alone."""
        found: list[tuple[float, str, DeckList, object]] = []
        taken: list[SlotLock] = []
        for key, raw in self.service.db.settings_under(AUTOSAVE_KEY).items():
            if key == self.key:
                continue
            if key != AUTOSAVE_KEY:  # the one shared slot of older versions has no owner
                lock = self._lock_for(key)
                if lock is not None:
                    if not lock.try_lock():
                        continue  # its window is open
                    taken.append(lock)
            try:
                doc = json.loads(raw)
                deck = DeckList.from_json(doc["deck"], "autosave")
                found.append((float(doc.get("saved", 0)), key, deck, doc.get("deck_id")))
            except (ValueError, KeyError, TypeError, AttributeError):
                self.service.db.delete_setting(key)  # unreadable: nothing to give back
        self._sweep_locks()
        try:
            if not found:
                return False
            _saved, key, deck, deck_id = max(found, key=lambda f: f[0])
            if deck_id is not None and \
                    self.service.find_id(deck.name) not in (deck_id, None):
                deck_id = None
            shown, shown_id = open_deck(deck, deck_id if isinstance(deck_id, int) else None)
            self.service.db.move_setting(key, self.key, self.slot_text(shown, shown_id))
            return True
        finally:
            for lock in taken:
                lock.unlock()
