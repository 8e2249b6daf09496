"""The card repository: write cards (their fields as JSON, with FTS rows), read them
back as frozen values, resolve names and suggest near misses."""

from __future__ import annotations

import difflib
import json
import sqlite3
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from deckbuilder.catalog.db import Database, DatabaseError
from deckbuilder.catalog.pictures import is_picture_name
from deckbuilder.rules.cards import (
    Card,
    card_from_json,
    name_key,
    short_repr,
)
from deckbuilder.rules.registry import find_game


@dataclass(frozen=True, slots=True)
class CardRecord:
    """A card as stored: its row id, picture (relative path in the pictures folder, or
    None), how many copies the collection holds, and where it came from."""

    id: int
    card: Card
    picture: str | None = None
    owned: int = 0
    origin: str = "import"


class CardExistsError(ValueError):
    """Another card of the same game already has that name."""


@dataclass(frozen=True, slots=True)
class UpsertResult:
    added: int
    updated: int
    ids: dict[tuple[str, str], int]


# Search columns the card's game works out; its fields stay in ``data`` (catalog.fields).
SCALAR_COLUMNS: tuple[str, ...] = ("colors", "cost")

#: The most copies of one variant of a card the collection records (the collection refuses
#: more; the window's spin boxes stop here too).
MAX_QUANTITY = 9999

#: One collection row's copies as every owned-count sums them. Capped because a database
#: filled before the bound existed may hold up to 2**63-1 in a row, and SUM() over two such
#: rows fails with "integer overflow" on every read and search, so the user could not even
#: look the card up to correct it.
OWNED_ROW_SQL = f"min(quantity, {MAX_QUANTITY})"

CARD_COLUMNS: tuple[str, ...] = (
    "game", "name", "name_key", "kind", "set_code", "number", "rarity", "text", "names",
    "data", "origin", "picture_id", "updated_at", *SCALAR_COLUMNS,
)

_SELECT = (
    "SELECT card.id, card.game, card.name, card.kind, card.set_code, card.number, card.rarity, "
    "card.text, card.names, card.data, card.origin, "
    "picture.sha256 || '.' || picture.ext, "
    f"(SELECT COALESCE(SUM({OWNED_ROW_SQL}), 0) FROM collection_entry ce "
    "WHERE ce.card_id = card.id) "
    "FROM card LEFT JOIN picture ON picture.id = card.picture_id"
)


def fts_fold(text: str) -> str:
    """Fold what FTS5's unicode61 tokenizer leaves apart but a Russian reader does not."""
    return text.replace("ё", "е").replace("Ё", "Е")


def _colors(card: Card) -> str | None:
    game = find_game(card.game)
    found = game.card_colors(card) if game is not None else []
    if not found:
        return None
    uniq = dict.fromkeys(c.casefold() for c in found)
    return " " + " ".join(uniq) + " "


def _json_default(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    raise TypeError(type(value))


def card_row(card: Card, *, origin: str, picture_id: int | None, now: str) -> tuple[Any, ...]:
    """The ``card`` table values for a card, in :data:`CARD_COLUMNS` order."""
    f = card.fields
    data = json.dumps({k: v for k, v in f.items()}, ensure_ascii=False, sort_keys=True,
                      default=_json_default)
    game = find_game(card.game)
    scalars = {"colors": _colors(card),
               "cost": game.deck_cost(card) if game is not None else None}
    return (
        card.game, card.name, name_key(card.name), card.kind, card.set, card.number,
        card.rarity, card.text, json.dumps(dict(card.names), ensure_ascii=False, sort_keys=True),
        data, origin, picture_id, now, *(scalars[c] for c in SCALAR_COLUMNS),
    )


def fts_row(card_id: int, card: Card) -> tuple[int, str, str]:
    return (card_id, fts_fold(" ".join(card.all_names())), fts_fold(card.text or ""))


def record_from_row(row: Sequence[Any]) -> CardRecord:
    """A :class:`CardRecord` from one row of the repository's standard SELECT."""
    (cid, game, name, kind, set_code, number, rarity, text, names, data, origin, picture,
     owned) = row
    try:
        raw: dict[str, Any] = json.loads(data)
    except (ValueError, TypeError, RecursionError) as exc:
        raw, why = {}, str(exc) if not isinstance(exc, RecursionError) else "nested too deeply"
    else:
        why = "" if isinstance(raw, dict) else f"not an object but {type(raw).__name__}"
    if why:
        # Only a restore of an older version let such a row in (a restore now holds cards
        # to the import's rules): a clear error rather than a traceback in every listing.
        raise DatabaseError(f"the database holds card {short_repr(name)} (row {cid}) whose "
                            f"data is damaged ({why[:200]}); restore a backup made before")
    raw.update(game=game, name=name, kind=kind)
    for key, value in (("set", set_code), ("number", number), ("rarity", rarity),
                       ("text", text)):
        if value is not None:
            raw[key] = value
    names_d = json.loads(names) if names else {}
    if names_d:
        raw["names"] = names_d
    # No upper bound on numbers here: a card an older version stored with a huge value
    # must still list, show and be fixed in the editor. A picture name that is not one
    # (from a crafted backup) is no picture: every path is built from this name.
    return CardRecord(id=cid, card=card_from_json(raw, check_limits=False),
                      picture=picture if is_picture_name(picture) else None,
                      owned=owned, origin=origin)


class CardRepository:
    """Reads and writes cards. Writes join the caller's transaction when there is one."""

    def __init__(self, db: Database):
        self.db = db

    @property
    def conn(self) -> sqlite3.Connection:
        return self.db.conn

    # ------------------------------------------------------------------ writing

    def upsert(
        self,
        cards: Iterable[Card],
        *,
        origin: str = "import",
        pictures: dict[tuple[str, str], int | None] | None = None,
    ) -> UpsertResult:
        """Insert new cards and update existing ones (same game + name) in one transaction.

        ``pictures`` maps (game, name key) to a picture id; cards not in it keep their
        current picture.
        """
        cards = list(cards)
        pictures = pictures or {}
        now = time.strftime("%Y-%m-%dT%H:%M:%S")
        with self.db.transaction() as conn:
            existing: dict[tuple[str, str], tuple[int, int | None]] = {}
            for game in {c.game for c in cards}:
                for cid, key, pic in conn.execute(
                    "SELECT id, name_key, picture_id FROM card WHERE game=?", (game,)
                ):
                    existing[(game, key)] = (cid, pic)
            rows = []
            for card in cards:
                key = (card.game, name_key(card.name))
                pic = pictures[key] if key in pictures else existing.get(key, (0, None))[1]
                rows.append(card_row(card, origin=origin, picture_id=pic, now=now))
            cols = ", ".join(CARD_COLUMNS)
            marks = ", ".join("?" for _ in CARD_COLUMNS)
            # The origin of a card stays what it was first (a starter card edited by the
            # user is still a starter card for "reset starter").
            updates = ", ".join(
                f"{c}=excluded.{c}" for c in CARD_COLUMNS if c not in ("game", "name_key", "origin")
            )
            conn.executemany(
                f"INSERT INTO card ({cols}) VALUES ({marks}) "
                f"ON CONFLICT(name_key, game) DO UPDATE SET {updates}",
                rows,
            )
            ids: dict[tuple[str, str], int] = {}
            for game in {c.game for c in cards}:
                for cid, key in conn.execute(
                    "SELECT id, name_key FROM card WHERE game=?", (game,)
                ):
                    ids[(game, key)] = cid
            touched = [ids[(c.game, name_key(c.name))] for c in cards]
            updated_ids = [ids[k] for k in {(c.game, name_key(c.name)) for c in cards}
                           if k in existing]
            if updated_ids:
                conn.executemany("DELETE FROM card_fts WHERE rowid=?",
                                 [(i,) for i in updated_ids])
            conn.executemany(
                "INSERT INTO card_fts(rowid, name, text) VALUES (?, ?, ?)",
                [fts_row(cid, card) for cid, card in _last_per_id(touched, cards)],
            )
        added = len({(c.game, name_key(c.name)) for c in cards} - set(existing))
        return UpsertResult(added=added, updated=len(updated_ids), ids=ids)

    def save(self, card: Card, *, card_id: int | None = None, origin: str = "user",
             picture_id: int | bool | None = False) -> int:
        """Create a card (``card_id`` None) or change one, its name included; returns its id.

        ``picture_id``: a picture row id, None to remove the picture, False to keep it.
        Raises :class:`CardExistsError` when another card of the game has that name.
        """
        now = time.strftime("%Y-%m-%dT%H:%M:%S")
        with self.db.transaction() as conn:
            row = conn.execute("SELECT id FROM card WHERE name_key=? AND game=?",
                               (name_key(card.name), card.game)).fetchone()
            if row is not None and row[0] != card_id:
                raise CardExistsError(f"a {card.game} card called {card.name!r} already exists")
            old_picture = None
            if card_id is not None:
                found = conn.execute("SELECT picture_id, origin FROM card WHERE id=?",
                                     (card_id,)).fetchone()
                if found is None:
                    raise KeyError(f"no card with id {card_id}")
                old_picture, old_origin = found
                origin = old_origin
            pic = old_picture if picture_id is False else picture_id
            values = card_row(card, origin=origin, picture_id=pic, now=now)
            if card_id is None:
                cols = ", ".join(CARD_COLUMNS)
                marks = ", ".join("?" for _ in CARD_COLUMNS)
                cur = conn.execute(f"INSERT INTO card ({cols}) VALUES ({marks})", values)
                card_id = int(cur.lastrowid or 0)
            else:
                sets = ", ".join(f"{c}=?" for c in CARD_COLUMNS)
                conn.execute(f"UPDATE card SET {sets} WHERE id=?", (*values, card_id))
                conn.execute("DELETE FROM card_fts WHERE rowid=?", (card_id,))
            conn.execute("INSERT INTO card_fts(rowid, name, text) VALUES (?, ?, ?)",
                         fts_row(card_id, card))
        return card_id

    def set_picture(self, card_id: int, picture_id: int | None) -> None:
        with self.db.transaction() as conn:
            conn.execute("UPDATE card SET picture_id=? WHERE id=?", (picture_id, card_id))

    def delete(self, card_id: int) -> None:
        """Delete a card (its collection entries go with it)."""
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM card_fts WHERE rowid=?", (card_id,))
            conn.execute("DELETE FROM card WHERE id=?", (card_id,))

    # ------------------------------------------------------------------ reading

    def count(self, game: str | None = None) -> int:
        if game:
            return self.conn.execute("SELECT count(*) FROM card WHERE game=?", (game,)).fetchone()[0]
        return self.conn.execute("SELECT count(*) FROM card").fetchone()[0]

    def get(self, card_id: int) -> CardRecord | None:
        row = self.conn.execute(_SELECT + " WHERE card.id=?", (card_id,)).fetchone()
        return record_from_row(row) if row else None

    def by_ids(self, ids: Sequence[int]) -> list[CardRecord]:
        """Records for ``ids``, in the order given (missing ids are skipped)."""
        found: dict[int, CardRecord] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start:start + 500])
            marks = ",".join("?" * len(chunk))
            for row in self.conn.execute(
                _SELECT + f" WHERE card.id IN ({marks}) ORDER BY card.id", chunk
            ):
                rec = record_from_row(row)
                found[rec.id] = rec
        return [found[i] for i in ids if i in found]

    def find(self, name: str, game: str | None = None) -> CardRecord | None:
        """The card called ``name`` (case-insensitive; translations too) or None.

        With no game, a name that exists in several games returns None; use
        :meth:`find_all` to see them.
        """
        found = self.find_all(name, game)
        return found[0] if len(found) == 1 else None

    def find_all(self, name: str, game: str | None = None) -> list[CardRecord]:
        key = name_key(name)
        sql = _SELECT + " WHERE card.name_key=?"
        params: list[Any] = [key]
        if game:
            sql += " AND card.game=?"
            params.append(game)
        rows = self.conn.execute(sql + " ORDER BY card.game, card.id", params).fetchall()
        if not rows:
            # A translated name: look it up through the FTS index, then check exactly.
            match = _fts_phrase(name)
            if match:
                sql = _SELECT + (" WHERE card.id IN (SELECT rowid FROM card_fts "
                                 "WHERE card_fts MATCH ?)")
                params = [f"name : {match}"]
                if game:
                    sql += " AND card.game=?"
                    params.append(game)
                rows = [
                    r for r in self.conn.execute(sql + " ORDER BY card.game, card.id", params)
                    if any(name_key(n) == key for n in json.loads(r[8] or "{}").values())
                ]
        return [record_from_row(r) for r in rows]

    def all(self, game: str | None = None) -> list[CardRecord]:
        sql = _SELECT
        params: list[Any] = []
        if game:
            sql += " WHERE card.game=?"
            params.append(game)
        rows = self.conn.execute(sql + " ORDER BY card.game, card.name_key, card.id", params)
        return [record_from_row(r) for r in rows]

    def names(self, game: str | None = None, prefix: str = "", limit: int = 50) -> list[str]:
        """Card names starting with ``prefix`` (case-insensitive), for completion: the
        catalog names, and the translated names too (``Тесс`` completes ``Тессия - …``),
        as the search finds cards by either."""
        sql = "SELECT name FROM card WHERE name_key >= ? AND name_key < ?"
        key = name_key(prefix)
        params: list[Any] = [key, key + "\U0010ffff"]
        if game:
            sql += " AND game=?"
            params.append(game)
        sql += " ORDER BY name_key, id LIMIT ?"
        params.append(limit)
        found = {name_key(n): n for (n,) in self.conn.execute(sql, params)}
        found.update((k, n) for k, n in self._translated_names(key, game, limit)
                     if k not in found)
        return [found[k] for k in sorted(found)][:limit]

    def _translated_names(self, key: str, game: str | None,
                          limit: int) -> list[tuple[str, str]]:
        """(name key, name) of the translations starting with ``key``. Translations have
        no column of their own: the FTS index (which holds them) finds the cards whose name
        has the prefix's words, then each translation is checked to start with it."""
        words = _words(fts_fold(key))
        if not words:
            return []
        # The last word may be typed halfway: a prefix token; the ones before are whole.
        match = "name : " + " ".join(f'"{w}"' for w in words[:-1]) + f' "{words[-1]}"*'
        sql = ("SELECT names FROM card WHERE id IN (SELECT rowid FROM card_fts "
               "WHERE card_fts MATCH ? LIMIT 2000) AND names <> '{}'")
        params: list[Any] = [match]
        if game:
            sql += " AND game=?"
            params.append(game)
        folded = fts_fold(key)
        out: dict[str, str] = {}
        for (names,) in self.conn.execute(sql + " ORDER BY id", params):
            for translated in json.loads(names or "{}").values():
                k = name_key(translated)
                if fts_fold(k).startswith(folded):
                    out.setdefault(k, translated)
        return sorted(out.items())[:limit]

    def suggest(self, name: str, game: str | None = None, limit: int = 3) -> list[str]:
        """The closest card names to a name that was not found ("did you mean …")."""
        key = name_key(name)
        if not key:
            return []
        candidates: dict[str, str] = {}
        params: list[Any] = []
        game_sql = ""
        if game:
            game_sql = " AND card.game=?"
            params = [game]
        # Candidates: names sharing a word prefix (FTS, also translations) plus names that
        # start with the same two letters; then ranked by similarity. This keeps the
        # suggestion fast on a catalog of 100,000 cards.
        words = [w for w in _words(key) if len(w) >= 2]
        if words:
            match = " OR ".join(f'"{w[:3]}"*' for w in words)
            for n, names in self.conn.execute(
                "SELECT card.name, card.names FROM card WHERE card.id IN "
                "(SELECT rowid FROM card_fts WHERE card_fts MATCH ? LIMIT 2000)" + game_sql,
                [f"name : ({match})", *params],
            ):
                candidates[name_key(n)] = n
                for t in json.loads(names or "{}").values():
                    candidates[name_key(t)] = t
        for (n,) in self.conn.execute(
            "SELECT name FROM card WHERE name_key >= ? AND name_key < ?"
            + game_sql.replace("card.", "") + " LIMIT 2000",
            [key[:2], key[:2] + "\U0010ffff", *params],
        ):
            candidates[name_key(n)] = n
        if not candidates and self.count(game) <= 5000:
            sql = "SELECT name FROM card" + (" WHERE game=?" if game else "")
            for (n,) in self.conn.execute(sql, params):
                candidates[name_key(n)] = n
        scored = sorted(
            ((difflib.SequenceMatcher(None, key, k).ratio(), v) for k, v in candidates.items()),
            key=lambda t: (-t[0], t[1]),
        )
        return [v for score, v in scored if score >= 0.5][:limit]


def _words(text: str) -> list[str]:
    out, cur = [], []
    for ch in text:
        if ch.isalnum():
            cur.append(ch)
        elif cur:
            out.append("".join(cur))
            cur = []
    if cur:
        out.append("".join(cur))
    return out


def _fts_phrase(text: str) -> str:
    words = _words(fts_fold(text.casefold()))
    return '"' + " ".join(words) + '"' if words else ""


def _last_per_id(ids: list[int], cards: list[Card]) -> list[tuple[int, Card]]:
    """When a file names the same card twice, the last one wins (as in the card table)."""
    last: dict[int, Card] = {}
    for cid, card in zip(ids, cards, strict=True):
        last[cid] = card
    return list(last.items())
