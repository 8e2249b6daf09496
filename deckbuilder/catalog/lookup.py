"""The catalog as the legality checks see it (:class:`deckbuilder.rules.legality.CardLookup`)."""

from __future__ import annotations

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.rules.cards import Card, name_key


class CatalogLookup:
    """Looks names up in the database, remembering answers (one per deck check)."""

    def __init__(self, cards: CardRepository):
        self.cards = cards
        self._all: dict[str, list[Card]] = {}
        self._numbered: dict[str, dict[tuple[str, str], Card | None]] = {}

    def _found(self, name: str) -> list[Card]:
        key = name_key(name)
        if key not in self._all:
            self._all[key] = [r.card for r in self.cards.find_all(name)]
        return self._all[key]

    def card(self, name: str, game: str) -> Card | None:
        return next((c for c in self._found(name) if c.game == game), None)

    def other_games(self, name: str, game: str) -> list[Card]:
        return [c for c in self._found(name) if c.game != game]

    def suggest(self, name: str, game: str) -> list[str]:
        return self.cards.suggest(name, game)

    def kind_of(self, name: str) -> str | None:
        """The kind of the card with this name in any game (for flat deck lists)."""
        found = self._found(name)
        return found[0].kind if found else None

    def _by_number(self, game: str) -> dict[tuple[str, str], Card | None]:
        if game not in self._numbered:
            table: dict[tuple[str, str], Card | None] = {}
            for record in self.cards.all(game):
                c = record.card
                if c.set and c.number:
                    key = (c.set.casefold(), c.number.casefold())
                    # Two cards with one set and number: neither is known by them.
                    table[key] = None if key in table else c
            self._numbered[game] = table
        return self._numbered[game]

    def numbered(self, game: str, set_code: str, number: str) -> Card | None:
        """The card of ``game`` with this set and collector number (its stable id), if
        exactly one card has them."""
        return self._by_number(game).get((set_code.casefold(), number.casefold()))

    def card_id(self, name: str, game: str) -> tuple[str, str] | None:
        """The (set, collector number) the card called ``name`` is known by, if any."""
        card = self.card(name, game)
        if card is None or not card.set or not card.number:
            return None
        return (card.set, card.number) if self.numbered(game, card.set, card.number) \
            == card else None

    def name_of(self, game: str, set_code: str, number: str) -> str | None:
        """The name of the card :meth:`numbered` finds (the deck code reader's lookup)."""
        card = self.numbered(game, set_code, number)
        return card.name if card is not None else None
