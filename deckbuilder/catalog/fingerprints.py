"""Stored picture fingerprints (table ``picture_fingerprint``). What a fingerprint holds is
``deckbuilder.scan``'s business; here they are bytes with a version number."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from deckbuilder.catalog.db import Database


@dataclass(frozen=True, slots=True)
class ScanEntry:
    """A card that has a picture, with its picture's fingerprint if one of ``version``
    is stored (else None: it must be made)."""

    card_id: int
    game: str
    name: str
    picture_id: int
    picture: str
    fingerprint: bytes | None


class FingerprintRepository:
    """Reads and writes picture fingerprints."""

    def __init__(self, db: Database):
        self.db = db

    def entries(self, version: int, game: str | None = None) -> list[ScanEntry]:
        """Every card with a picture (of one game, or all), by game and name."""
        sql = ("SELECT card.id, card.game, card.name, picture.id, "
               "picture.sha256 || '.' || picture.ext, fp.data "
               "FROM card JOIN picture ON picture.id = card.picture_id "
               "LEFT JOIN picture_fingerprint fp ON fp.picture_id = picture.id "
               "AND fp.version = ?")
        params: list[object] = [version]
        if game is not None:
            sql += " WHERE card.game = ?"
            params.append(game)
        sql += " ORDER BY card.game, card.name_key, card.id"
        return [ScanEntry(int(cid), g, n, int(pid), rel, bytes(d) if d is not None else None)
                for cid, g, n, pid, rel, d in self.db.conn.execute(sql, params)]

    def store(self, version: int, items: Iterable[tuple[int, bytes]]) -> int:
        """Store fingerprints (picture id, data) in one transaction; returns how many."""
        n = 0
        with self.db.transaction() as conn:
            for picture_id, data in items:
                conn.execute(
                    "INSERT INTO picture_fingerprint(picture_id, version, data) VALUES (?, ?, ?) "
                    "ON CONFLICT(picture_id) DO UPDATE SET version=excluded.version, "
                    "data=excluded.data", (picture_id, version, data))
                n += 1
        return n

    def count(self, version: int) -> int:
        return int(self.db.conn.execute(
            "SELECT count(*) FROM picture_fingerprint WHERE version=?", (version,)).fetchone()[0])
