"""Figures over the collection: the cards owned (copies, trade list, value per card),
completion per game and per set, totals and value. Read-only queries; the collection
service (``deckbuilder.services.collection_service``) builds the collection screen and
the ``collection`` commands from them.

Money is kept as whole cents per currency (:data:`Money`): prices recorded in several
currencies are never added together as if they were one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from deckbuilder.catalog.card_repository import OWNED_ROW_SQL
from deckbuilder.catalog.collection import format_cents
from deckbuilder.catalog.db import Database
from deckbuilder.rules.cards import GAMES

#: Sums of money: (currency, cents) pairs in currency order; ``''`` is a price recorded
#: without a currency.
Money = tuple[tuple[str, int], ...]


def format_money(money: Money) -> str:
    """``12.50 USD + 3.00 EUR``; ``0.00`` when nothing has a price."""
    if not money:
        return "0.00"
    return " + ".join(f"{format_cents(c)} {cur}".rstrip() for cur, c in money)


def add_money(amounts: Iterable[tuple[str, int]]) -> Money:
    """The amounts added up per currency."""
    totals: dict[str, int] = {}
    for currency, cents in amounts:
        totals[currency] = totals.get(currency, 0) + cents
    return tuple(sorted((cur, c) for cur, c in totals.items() if c))


@dataclass(frozen=True, slots=True)
class Completion:
    """How many of the catalog's distinct cards of a game (or of one of its sets: ``set``
    is ``''`` for cards without one) the collection holds."""

    game: str
    set: str | None
    owned: int
    total: int

    @property
    def percent(self) -> float:
        """Owned as a share of all, 0-100."""
        return 100.0 * self.owned / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class OwnedCard:
    """One card of the collection: all its variants together."""

    card_id: int
    game: str
    name: str
    kind: str
    set: str | None
    number: str | None
    copies: int
    trade: int
    value: Money


class CollectionStats:
    """Read-only figures over one database's collection."""

    def __init__(self, db: Database):
        self.db = db

    def owned_cards(self, only: Iterable[int] | None = None) -> list[OwnedCard]:
        """Every card with at least one copy (of those in ``only``, when given), by game
        and name."""
        conn = self.db.conn
        values: dict[int, list[tuple[str, int]]] = {}
        for cid, currency, cents in conn.execute(
                "SELECT card_id, currency, SUM(quantity * price_cents) FROM collection_entry "
                "WHERE price_cents IS NOT NULL AND quantity > 0 GROUP BY card_id, currency "
                "ORDER BY card_id, currency"):
            values.setdefault(cid, []).append((currency, cents))
        wanted = None if only is None else set(only)
        rows = conn.execute(
            f"SELECT card.id, card.game, card.name, card.kind, card.set_code, card.number, "
            f"SUM({OWNED_ROW_SQL}), SUM(ce.trade_count) FROM collection_entry ce "
            "JOIN card ON card.id = ce.card_id WHERE ce.quantity > 0 GROUP BY card.id "
            "ORDER BY card.game, card.name_key, card.id")
        cards = [OwnedCard(cid, game, name, kind, set_code, number, copies, trade,
                           add_money(values.get(cid, ())))
                 for cid, game, name, kind, set_code, number, copies, trade in rows
                 if wanted is None or cid in wanted]
        cards.sort(key=lambda c: GAMES.index(c.game) if c.game in GAMES else len(GAMES))
        return cards

    def totals(self) -> tuple[int, int, int]:
        """Copies owned, distinct cards owned, copies on the trade list."""
        copies, distinct, trade = self.db.conn.execute(
            f"SELECT COALESCE(SUM({OWNED_ROW_SQL}), 0), COUNT(DISTINCT card_id), "
            "COALESCE(SUM(trade_count), 0) FROM collection_entry WHERE quantity > 0").fetchone()
        return int(copies), int(distinct), int(trade)

    def value(self) -> Money:
        """What the copies owned cost, per currency (copies without a price count 0)."""
        return add_money(self.db.conn.execute(
            "SELECT currency, SUM(quantity * price_cents) FROM collection_entry "
            "WHERE price_cents IS NOT NULL AND quantity > 0 GROUP BY currency "
            "ORDER BY currency"))

    def completion(self) -> tuple[list[Completion], list[Completion]]:
        """Completion per game (every game the catalog has cards of), then per set of
        each game, in game order and set order."""
        rows = self.db.conn.execute(
            "SELECT card.game, COALESCE(card.set_code, ''), COUNT(*), "
            "COUNT(owned.card_id) FROM card LEFT JOIN (SELECT DISTINCT card_id FROM "
            "collection_entry WHERE quantity > 0) owned ON owned.card_id = card.id "
            "GROUP BY card.game, COALESCE(card.set_code, '') "
            "ORDER BY card.game, COALESCE(card.set_code, '')").fetchall()

        def game_order(game: str) -> int:
            return GAMES.index(game) if game in GAMES else len(GAMES)

        sets = sorted((Completion(g, s, int(o), int(t)) for g, s, t, o in rows),
                      key=lambda c: (game_order(c.game), c.set == "", c.set))
        games: dict[str, tuple[int, int]] = {}
        for c in sets:
            owned, total = games.get(c.game, (0, 0))
            games[c.game] = (owned + c.owned, total + c.total)
        per_game = [Completion(g, None, o, t) for g, (o, t) in
                    sorted(games.items(), key=lambda kv: game_order(kv[0]))]
        return per_game, sets
