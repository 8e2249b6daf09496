"""Deck use cases shared by the window and the command line: read deck files, check
legality (optionally against the collection), keep decks in the database."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from deckbuilder.catalog.card_repository import CardRecord, CardRepository
from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.decks import DeckInfo, DeckRepository
from deckbuilder.catalog.lookup import CatalogLookup
from deckbuilder.rules.deckfiles import read_deck_text
from deckbuilder.rules.decklist import (
    DeckList,
    DeckParseError,
    name_forms,
)
from deckbuilder.rules.legality import LegalityReport, ResolvedDeck, check, resolve
from deckbuilder.rules.registry import (
    DeckRules,
    OptionError,
    Ruleset,
    all_rulesets,
    game_ids,
    get_game,
    get_ruleset,
    with_options,
)
from deckbuilder.text_files import (
    DECK_FILE,
    InputFileError,
    encoding_name,
    is_stdio,
    read_text,
    shown_name,
)


class DeckFileError(ValueError):
    """A deck file cannot be read; names the file (and line).

    ``str()`` is English (the command line prints it); ``code``, ``params`` and ``path``
    (the file, if one is at fault) say the same for the window's own wording."""

    def __init__(self, message: str, *, code: str, params: Mapping[str, Any] | None = None,
                 path: str | None = None):
        super().__init__(message)
        self.code = code
        self.params: Mapping[str, Any] = dict(params or {})
        self.path = path


def read_deck_file(path: str | Path, lookup: CatalogLookup | None = None) -> DeckList:
    """Read a deck file (text or JSON; ``-``: standard input, named ``<stdin>``). Raises
    :class:`DeckParseError` naming the file and line, or :class:`DeckFileError`."""
    path = Path(path)
    shown = shown_name(path)
    try:
        text = read_text(path, DECK_FILE)
    except InputFileError as exc:
        # The gate's own words ("not a regular file", "larger than"), as every reader.
        raise DeckFileError(str(exc), code=exc.code, params=exc.params, path=shown) from None
    except FileNotFoundError:
        raise DeckFileError(f"{shown}: no such file", code="no-such-file",
                            path=shown) from None
    except UnicodeDecodeError as exc:
        encoding = encoding_name(exc)
        if encoding != "UTF-8":
            raise DeckFileError(f"{shown}: not {encoding} text (byte {exc.start})",
                                code="bad-encoding",
                                params={"encoding": encoding, "byte": exc.start},
                                path=shown) from None
        raise DeckFileError(f"{shown}: not UTF-8 text (byte {exc.start})", code="not-utf8",
                            params={"byte": exc.start}, path=shown) from None
    except OSError as exc:
        raise DeckFileError(f"{shown}: cannot read ({exc.strerror})", code="cannot-read",
                            params={"reason": exc.strerror}, path=shown) from None
    deck = read_deck_text(text, source=shown,
                          kind_of=lookup.kind_of if lookup is not None else None,
                          card_named=lookup.name_of if lookup is not None else None)
    if not deck.name and not is_stdio(path):
        deck = replace(deck, name=path.stem)
    return deck


def guess_ruleset(deck: DeckList, lookup: CatalogLookup) -> Ruleset | None:
    """The likely ruleset of a deck without one, from its cards' game and team size."""
    games: Counter[str] = Counter()
    ids = game_ids()
    for name in deck.names():
        for game in ids:
            # As legality resolves it: the full name, then without set/foil suffixes.
            if any(lookup.card(form, game) is not None for form in name_forms(name)):
                games[game] += 1
    if not games:
        return None
    game = games.most_common(1)[0][0]
    return get_ruleset(get_game(game).ruleset_for(deck))


class DeckService:
    """Decks over one open database."""

    def __init__(self, db: Database):
        self.db = db
        self.cards = CardRepository(db)
        self.repo = DeckRepository(db)
        self.collection = CollectionRepository(db)

    def close(self) -> None:
        """Close the database (the CLI's, opened for one command)."""
        self.db.close()

    def lookup(self) -> CatalogLookup:
        """A fresh name lookup (it caches, so make one per check or per edit session)."""
        return CatalogLookup(self.cards)

    def card_records(self, ids: list[int]) -> list[CardRecord]:
        """The catalog's cards with these ids, in that order (unknown ids left out)."""
        return self.cards.by_ids(ids)

    def find_card(self, name: str, game: str) -> CardRecord | None:
        """The catalog's card of ``game`` called ``name`` (any form of the name)."""
        return self.cards.find(name, game)

    def game_cards(self, game: str) -> list[CardRecord]:
        """Every catalog card of a game."""
        return self.cards.all(game)

    # files (written by deckbuilder.services.deck_export.write_deck, which uses this
    # service: the service itself knows no export format) ----------------------------

    def read_file(self, path: str | Path) -> DeckList:
        return read_deck_file(path, self.lookup())

    def parse_text(self, text: str, source: str = "pasted deck list") -> DeckList:
        lookup = self.lookup()
        return read_deck_text(text, source=source, kind_of=lookup.kind_of,
                              card_named=lookup.name_of)

    # rulesets and checks -------------------------------------------------------

    @staticmethod
    def rulesets() -> list[Ruleset]:
        return all_rulesets()

    def ruleset_for(self, deck: DeckList, override: str | None = None) -> tuple[Ruleset, bool]:
        """The ruleset to check with: the override, the deck's own, or a guess (then the
        second value is True)."""
        if override:
            return get_ruleset(override), False
        if deck.ruleset:
            return get_ruleset(deck.ruleset), False
        guessed = guess_ruleset(deck, self.lookup())
        if guessed is None:
            raise DeckFileError("the deck names no ruleset and none of its cards is known; "
                                "add a 'Ruleset:' line or choose one", code="no-ruleset")
        return guessed, True

    @staticmethod
    def deck_rules(ruleset: Ruleset, settings: Mapping[str, str] | None = None) -> DeckRules:
        rules = ruleset.deck_rules
        if settings:
            rules = with_options(rules, settings, DeckRules.OPTIONS, what="deck option")
            # No deck could be legal: say so instead of failing every deck on its size.
            if rules.deck_max is not None and rules.deck_min > rules.deck_max:
                raise OptionError(f"deck_min ({rules.deck_min}) is more than deck_max "
                                  f"({rules.deck_max}) for {ruleset.id}: no deck size fits "
                                  "both; change one of them")
        return rules

    def owned_counts(self, game: str) -> dict[str, int]:
        return self.collection.owned_by_name(game)

    def resolve(self, deck: DeckList, ruleset: Ruleset,
                lookup: CatalogLookup | None = None) -> ResolvedDeck:
        """Look the deck's cards up (pass a long-lived ``lookup`` to reuse its answers)."""
        return resolve(deck, ruleset.game, lookup or self.lookup())

    def check(self, deck: DeckList, ruleset: Ruleset, rules: DeckRules | None = None,
              with_collection: bool = False,
              lookup: CatalogLookup | None = None) -> LegalityReport:
        collection = self.owned_counts(ruleset.game) if with_collection else None
        return check(self.resolve(deck, ruleset, lookup), ruleset, rules, collection)

    def canonical(self, deck: DeckList, ruleset: Ruleset) -> DeckList:
        """The deck with every known card under its catalog name (translations and other
        spellings replaced), ready to save."""
        resolved = self.resolve(deck, ruleset)
        out = deck
        for name in deck.names():
            card = resolved.card(name)
            if card is not None and card.name != name:
                out = out.rename_card(name, card.name)
        return out

    # the database ----------------------------------------------------------------

    def list(self) -> list[DeckInfo]:
        return self.repo.list()

    def load(self, name_or_id: str | int) -> tuple[int, DeckList]:
        return self.repo.load(name_or_id)

    def save(self, deck: DeckList, deck_id: int | None = None) -> int:
        return self.repo.save(deck, deck_id)

    def rename(self, deck: int | str, name: str) -> None:
        """Rename a saved deck (by id, or by name as the CLI gives it)."""
        self.repo.rename(deck, name)

    def duplicate(self, deck: int | str, new_name: str | None = None) -> int:
        """A copy of a saved deck under ``new_name`` (or "<name> (copy)"); the copy's id."""
        return self.repo.duplicate(deck, new_name)

    def delete(self, deck: int | str) -> None:
        self.repo.delete(deck)

    def find_id(self, name: str) -> int | None:
        """The id of the saved deck called ``name``, if any."""
        return self.repo.find_id(name)

    @property
    def pictures_dir(self) -> Path:
        """The folder of the card pictures (beside the database)."""
        return Path(self.db.pictures_dir)

    def import_file(self, path: str | Path, *, ruleset: str | None = None,
                    name: str | None = None, replace_existing: bool = False) -> tuple[int, DeckList]:
        """Read a deck file and save it (all or nothing)."""
        deck = self.read_file(path)
        chosen, _guessed = self.ruleset_for(deck, ruleset)
        deck = replace(deck, ruleset=chosen.id, name=name or deck.name)
        if not deck.name.strip() and is_stdio(path):
            from deckbuilder.catalog.decks import DeckError

            # A file gives its name to a deck without a Name: line; standard input has none.
            raise DeckError("a deck read from standard input needs a name: add a 'Name:' "
                            "line or --name")
        deck = self.canonical(deck, chosen)
        existing = self.repo.find_id(deck.name)
        if existing is not None and not replace_existing:
            from deckbuilder.catalog.decks import DeckError

            raise DeckError(f"a deck called {deck.name!r} already exists (use --replace to "
                            "overwrite it, or --name to import under another name)")
        return self.repo.save(deck, existing), deck


__all__ = ["DeckFileError", "DeckParseError", "DeckService", "read_deck_file"]
