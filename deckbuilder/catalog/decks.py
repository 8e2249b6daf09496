"""Saved decks: save, load, rename, duplicate, delete. Every write is one transaction."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from deckbuilder.catalog.db import Database
from deckbuilder.rules.cards import name_key, short_repr
from deckbuilder.rules.decklist import (
    ZONES,
    DeckEntry,
    DeckList,
    DeckValueError,
    check_deck_name,
)
from deckbuilder.rules.registry import get_ruleset


class DeckError(ValueError):
    """A deck operation the user asked for cannot be done (name taken, no such deck…)."""


def deck_from_rows(name: object, ruleset: object, notes: object, author: object,
                   entries: Iterable[tuple[object, object, object]]) -> DeckList:
    """The deck list of a ``deck`` row and its ``deck_entry`` rows (zone, card, count), made
    through the deck list type (DeckValueError for what it refuses): the one way a stored
    deck becomes a deck list, for loading and for checking a restore alike."""
    zones: dict[str, list[DeckEntry]] = {z: [] for z in ZONES}
    for zone, card, count in entries:
        if zone not in zones:
            raise DeckValueError(f"unknown zone {short_repr(zone)}", field="zone",
                                 code="unknown-zone")
        zones[str(zone)].append(DeckEntry(card, count))  # type: ignore[arg-type]
    deck = DeckList(name=name, ruleset=ruleset,  # type: ignore[arg-type]
                    notes=notes or "", author=author or "")  # type: ignore[arg-type]
    for z in ZONES:
        deck = deck.with_zone(z, zones[z])
    return deck


@dataclass(frozen=True, slots=True)
class DeckInfo:
    id: int
    name: str
    ruleset: str
    updated_at: str
    cards: int


class DeckRepository:
    def __init__(self, db: Database):
        self.db = db

    def list(self) -> list[DeckInfo]:
        rows = self.db.conn.execute(
            "SELECT deck.id, deck.name, deck.ruleset, deck.updated_at, "
            "COALESCE((SELECT SUM(count) FROM deck_entry e WHERE e.deck_id = deck.id "
            "AND e.zone <> 'sideboard'), 0) FROM deck ORDER BY deck.id")
        # Sorted in Python: SQLite's lower() knows only ASCII, and deck names may be Russian.
        return sorted((DeckInfo(*r) for r in rows), key=lambda d: (name_key(d.name), d.id))

    def find_id(self, name: str) -> int | None:
        """The deck called ``name``, compared like card names (any case, any script)."""
        key = name_key(name)
        for deck_id, deck_name in self.db.conn.execute("SELECT id, name FROM deck ORDER BY id"):
            if name_key(deck_name) == key:
                return int(deck_id)
        return None

    def _require(self, name_or_id: str | int) -> int:
        deck_id = name_or_id if isinstance(name_or_id, int) else self.find_id(name_or_id)
        if deck_id is None or not self.db.conn.execute(
                "SELECT 1 FROM deck WHERE id=?", (deck_id,)).fetchone():
            names = ", ".join(repr(d.name) for d in self.list()[:10]) or "none yet"
            raise DeckError(f"no deck called {name_or_id!r} (saved decks: {names})")
        return deck_id

    def load(self, name_or_id: str | int) -> tuple[int, DeckList]:
        deck_id = self._require(name_or_id)
        name, ruleset, notes, author = self.db.conn.execute(
            "SELECT name, ruleset, notes, author FROM deck WHERE id=?", (deck_id,)).fetchone()
        entries = self.db.conn.execute(
            "SELECT zone, card_name, count FROM deck_entry WHERE deck_id=? "
            "ORDER BY position, id", (deck_id,)).fetchall()
        try:
            return deck_id, deck_from_rows(name, ruleset, notes, author, entries)
        except DeckValueError as exc:
            # Saved by an older version, before the deck list refused such values.
            raise DeckError(f"deck {short_repr(name)} cannot be opened: {exc} (rename it with "
                            "'deckbuilder deck rename')") from None

    def save(self, deck: DeckList, deck_id: int | None = None) -> int:
        """Create a deck (``deck_id`` None) or overwrite one; returns its id."""
        name = " ".join(deck.name.split())
        if not name:
            raise DeckError("a deck needs a name")
        if not deck.ruleset:
            raise DeckError(f"deck {name!r} has no ruleset")
        get_ruleset(deck.ruleset)  # an unknown id is an error
        now = time.strftime("%Y-%m-%dT%H:%M:%S")
        with self.db.transaction() as conn:
            other = self.find_id(name)
            if other is not None and other != deck_id:
                raise DeckError(f"a deck called {name!r} already exists")
            if deck_id is None:
                cur = conn.execute(
                    "INSERT INTO deck(name, ruleset, notes, author, created_at, updated_at) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (name, deck.ruleset, deck.notes, deck.author, now, now))
                deck_id = int(cur.lastrowid or 0)
            else:
                self._require(deck_id)
                conn.execute("UPDATE deck SET name=?, ruleset=?, notes=?, author=?, updated_at=? "
                             "WHERE id=?", (name, deck.ruleset, deck.notes, deck.author, now,
                                            deck_id))
                conn.execute("DELETE FROM deck_entry WHERE deck_id=?", (deck_id,))
            rows = [(deck_id, z, pos, e.name, e.count)
                    for z in ZONES for pos, e in enumerate(deck.zone(z))]
            conn.executemany("INSERT INTO deck_entry(deck_id, zone, position, card_name, count) "
                             "VALUES (?, ?, ?, ?, ?)", rows)
        return deck_id

    def rename(self, name_or_id: str | int, new_name: str) -> None:
        deck_id = self._require(name_or_id)
        new_name = " ".join(new_name.split())
        if not new_name:
            raise DeckError("a deck needs a name")
        try:
            check_deck_name(new_name)
        except DeckValueError as exc:
            raise DeckError(str(exc)) from None
        with self.db.transaction() as conn:
            other = self.find_id(new_name)
            if other is not None and other != deck_id:
                raise DeckError(f"a deck called {new_name!r} already exists")
            conn.execute("UPDATE deck SET name=?, updated_at=? WHERE id=?",
                         (new_name, time.strftime("%Y-%m-%dT%H:%M:%S"), deck_id))

    def duplicate(self, name_or_id: str | int, new_name: str | None = None) -> int:
        _id, deck = self.load(name_or_id)
        if new_name is None:
            base = f"{deck.name} (copy)"
            new_name, n = base, 2
            while self.find_id(new_name) is not None:
                new_name, n = f"{deck.name} (copy {n})", n + 1
        from dataclasses import replace

        return self.save(replace(deck, name=new_name))

    def delete(self, name_or_id: str | int) -> None:
        deck_id = self._require(name_or_id)
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM deck WHERE id=?", (deck_id,))
