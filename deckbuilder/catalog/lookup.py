"""The catalog as the legality checks see it (:class:`deckbuilder.rules.legality.CardLookup`)."""

from __future__ import annotations

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.rules.cards import Card, name_key


class CatalogLookup:
    """Looks names up in the database, remembering answers (one per deck check)."""

    def __init__(self, cards: CardRepository):
        self.cards = cards
        self._all: dict[str, list[Card]] = {}

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
