"""The collection as a whole, shared by the window's Collection screen and the
``collection list|summary|wishlist|tradelist`` commands, so both show the same figures:
the cards owned, copies, completion per game and set, value, what each saved deck lacks,
a wishlist (what chosen decks lack) and a trade list (copies beyond what the decks and a
playset use).

Counting rules, said once here:

* A deck **needs** every copy in its team, deck and sideboard (what "Check Deck Against
  My Collection" counts); a card is **missing** when the collection holds fewer.
* The **wishlist** of several decks adds their needs, so that all of them can be built at
  once: two decks each using 3 copies of a card you have 2 of want 4 more.
* The **trade list** keeps, of each card, what all saved decks use together, and at least
  a playset (the most copies any of the game's rulesets allows, its Unique limit for a
  Unique card); the copies beyond are spare. Copies the user put on the trade list
  themselves (a "Tradelist Count") are offered too: a line offers the larger of the two.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.collection import CollectionRepository, format_cents
from deckbuilder.catalog.collection_stats import (
    CollectionStats,
    Completion,
    Money,
    OwnedCard,
    format_money,
)
from deckbuilder.catalog.csv_records import neutralise
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.decks import DeckRepository
from deckbuilder.catalog.lookup import CatalogLookup
from deckbuilder.catalog.search import CardSearch, SearchError
from deckbuilder.outputs import write_output
from deckbuilder.rules.cards import GAME_TITLES, Card, name_key
from deckbuilder.rules.decklist import ZONES, DeckList
from deckbuilder.rules.legality import resolve
from deckbuilder.rules.registry import all_rulesets, get_game, get_ruleset

__all__ = ["CollectionService", "CollectionSummary", "Completion", "DeckNeeds", "Money",
           "NeedLine", "OwnedCard", "SearchError", "TradeLine", "format_cents",
           "format_money"]


@dataclass(frozen=True, slots=True)
class NeedLine:
    """A card some deck(s) need: ``need`` copies, ``have`` owned, ``missing`` more to get."""

    game: str
    name: str
    need: int
    have: int
    set: str | None = None
    number: str | None = None

    @property
    def missing(self) -> int:
        return max(0, self.need - self.have)


@dataclass(frozen=True, slots=True)
class DeckNeeds:
    """A saved deck and what the collection lacks for it."""

    name: str
    ruleset: str
    game: str
    cards: int
    lines: tuple[NeedLine, ...]

    @property
    def missing(self) -> int:
        """Copies missing in all."""
        return sum(line.missing for line in self.lines)


@dataclass(frozen=True, slots=True)
class TradeLine:
    """A card with copies to offer: ``offer`` is the larger of ``spare`` (beyond
    ``keep``) and ``marked`` (the user's own trade list)."""

    game: str
    name: str
    owned: int
    in_decks: int
    keep: int
    marked: int
    set: str | None = None
    number: str | None = None

    @property
    def spare(self) -> int:
        return max(0, self.owned - self.keep)

    @property
    def offer(self) -> int:
        return max(self.spare, self.marked)


@dataclass(frozen=True, slots=True)
class CollectionSummary:
    """The collection's figures: copies, distinct cards, copies on the trade list, value,
    completion per game and per set, and what each saved deck lacks."""

    copies: int
    distinct: int
    trade: int
    value: Money
    games: tuple[Completion, ...]
    sets: tuple[Completion, ...]
    decks: tuple[DeckNeeds, ...]


class CollectionService:
    """The collection's figures and lists over one open database."""

    def __init__(self, db: Database):
        self.db = db
        self.stats = CollectionStats(db)
        self.collection = CollectionRepository(db)
        self.cards = CardRepository(db)
        self.decks = DeckRepository(db)

    def close(self) -> None:
        """Close the database (the command line's, opened for one command)."""
        self.db.close()

    def __enter__(self) -> CollectionService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------- what is owned

    def owned_cards(self, query: str = "") -> list[OwnedCard]:
        """The cards owned, all or those a search finds (the search syntax; a bad query
        raises ``SearchError``)."""
        if not query.strip():
            return self.stats.owned_cards()
        # The query alone (not wrapped in "is:owned (…)"): an error points into what the
        # user typed.
        ids = CardSearch(self.db).ids(query, ())
        return self.stats.owned_cards(ids)

    def summary(self) -> CollectionSummary:
        copies, distinct, trade = self.stats.totals()
        games, sets = self.stats.completion()
        return CollectionSummary(copies, distinct, trade, self.stats.value(), tuple(games),
                                 tuple(sets), tuple(self.deck_needs()))

    # ----------------------------------------------------------------- decks

    def deck_names(self) -> list[str]:
        """The saved decks' names, in the order they were saved."""
        return [info.name for info in self.decks.list()]

    def _needs(self, deck: DeckList) -> tuple[str, list[NeedLine]]:
        """The deck's game and each card it needs (catalog name, or as written when the
        catalog lacks it), copies summed over its zones."""
        # A saved deck always names its ruleset (the column is NOT NULL).
        game = get_ruleset(deck.ruleset or "").game
        resolved = resolve(deck, game, CatalogLookup(self.cards))
        owned = self.collection.owned_by_name(game)
        needs: dict[str, tuple[str, int, Card | None]] = {}
        for zone in ZONES:
            for entry in deck.zone(zone):
                card = resolved.card(entry.name)
                name = card.name if card is not None else entry.name
                _name, need, _card = needs.get(name_key(name), (name, 0, card))
                needs[name_key(name)] = (name, need + entry.count, card)
        out = [NeedLine(game, name, need, owned.get(key, 0),
                        card.set if card is not None else None,
                        card.number if card is not None else None)
               for key, (name, need, card) in needs.items()]
        return game, out

    def deck_needs(self, names: Sequence[str] | None = None) -> list[DeckNeeds]:
        """What the collection lacks for each saved deck (those named, else all). An
        unknown name raises ``DeckError``."""
        result = []
        for name in names if names is not None else self.deck_names():
            _id, deck = self.decks.load(name)
            game, lines = self._needs(deck)
            result.append(DeckNeeds(deck.name, deck.ruleset or "", game,
                                    sum(line.need for line in lines),
                                    tuple(line for line in lines if line.missing)))
        return result

    def wishlist(self, names: Sequence[str]) -> list[NeedLine]:
        """What to get so that all the named decks can be built at once (their needs
        added), by game and name."""
        total: dict[tuple[str, str], NeedLine] = {}
        for name in names:
            _id, deck = self.decks.load(name)
            for line in self._needs(deck)[1]:
                key = (line.game, name_key(line.name))
                old = total.get(key)
                total[key] = line if old is None else NeedLine(
                    line.game, old.name, old.need + line.need, old.have, old.set, old.number)
        return sorted((line for line in total.values() if line.missing),
                      key=lambda line: (line.game, name_key(line.name)))

    def tradelist(self) -> list[TradeLine]:
        """The cards with copies to offer (see the module's rules), by game and name."""
        used: dict[tuple[str, str], int] = {}
        for name in self.deck_names():
            _id, deck = self.decks.load(name)
            for line in self._needs(deck)[1]:
                key = (line.game, name_key(line.name))
                used[key] = used.get(key, 0) + line.need
        out = []
        owned = self.stats.owned_cards()
        fields = {r.id: r.card.fields for r in self.cards.by_ids([c.card_id for c in owned])}
        for card in owned:
            playset = _playset(card.game, fields.get(card.card_id, {}))
            in_decks = used.get((card.game, name_key(card.name)), 0)
            offered = TradeLine(card.game, card.name, card.copies, in_decks,
                                max(in_decks, playset), card.trade, card.set, card.number)
            if offered.offer:
                out.append(offered)
        return out

    # ----------------------------------------------------------------- files

    def export_wishlist(self, path: str | Path, names: Sequence[str]) -> int:
        """Write the wishlist of the named decks (CSV for ``.csv``, else text; ``-``:
        standard output); returns the number of cards."""
        lines = self.wishlist(names)
        rows = [(line.missing, line.name, line.game, line.set, line.number) for line in lines]
        title = "Wishlist for " + ", ".join(names)
        self._write(path, title, ["Count", "Name", "Game", "Edition", "Card Number"], rows)
        return len(lines)

    def export_tradelist(self, path: str | Path) -> int:
        """Write the trade list (CSV for ``.csv``, else text; ``-``: standard output);
        returns the number of cards."""
        lines = self.tradelist()
        rows = [(line.offer, line.name, line.game, line.set, line.number, line.owned,
                 line.in_decks) for line in lines]
        self._write(path, "Trade list", ["Count", "Name", "Game", "Edition", "Card Number",
                                         "Owned", "In Decks"], rows)
        return len(lines)

    def _write(self, path: str | Path, title: str, header: list[str],
               rows: Sequence[tuple[object, ...]]) -> None:
        if str(path).lower().endswith(".csv"):
            buf = io.StringIO()
            writer = csv.writer(buf, lineterminator="\n")
            writer.writerow(header)
            for row in rows:
                writer.writerow([neutralise("" if v is None else str(v)) for v in row])
            text = buf.getvalue()
        else:
            # Text to paste into a chat: "3 Name" lines under each game's title.
            parts = [f"// {title}"]
            game = None
            for count, name, row_game, *_rest in rows:
                if row_game != game:
                    game = row_game
                    parts.append(f"// {GAME_TITLES.get(str(game), str(game))}")
                parts.append(f"{count} {name}")
            text = "\n".join(parts) + "\n"
        write_output(path, text, self.db.path, stdio=True)


def _playset(game: str, fields: Mapping[str, object]) -> int:
    """The most copies of a card any ruleset of ``game`` allows in a deck (its Unique
    limit for a Unique card); 0 when no ruleset limits copies."""
    unique_field = get_game(game).unique_field
    unique = bool(unique_field and fields.get(unique_field))
    limits = [(r.deck_rules.unique_limit if unique else r.deck_rules.copy_limit)
              for r in all_rulesets() if r.game == game]
    return max((n for n in limits if n is not None), default=0)
