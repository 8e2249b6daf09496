"""What a list of decks shows of each (the Open Deck gallery): its name, game and ruleset,
whether it is legal, how many cards it has, when it last changed, and its key card — the
card whose picture stands for the deck."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from deckbuilder.rules.cards import card_cost
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.registry import UnknownRuleset, get_ruleset
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.starter_decks import starter_decks


@dataclass(frozen=True)
class DeckOverview:
    """One deck as a gallery shows it. ``source`` is a saved deck's id or a starter deck's
    file; ``legal`` is None when the deck's ruleset is unknown; ``changed`` is the saved
    deck's last change (ISO time), None for a starter deck; ``picture`` is the key card's
    picture file, if it has one."""

    source: int | Path
    name: str
    game: str
    ruleset: str
    cards: int
    legal: bool | None
    errors: int
    changed: str | None
    key_card: str | None
    picture: Path | None


def key_card(resolved: ResolvedDeck) -> str | None:
    """The card that stands for a deck: the first team card (the deck is built around
    its team), else the deck's most-played card, the costliest of those."""
    deck = resolved.deck
    for e in deck.team:
        if resolved.card(e.name) is not None:
            return e.name
    known = [(e, resolved.card(e.name)) for e in deck.deck]
    best = max(((e.count, card_cost(c) or 0, e.name) for e, c in known if c is not None),
               default=None)
    return best[2] if best else None


def overview(service: DeckService, deck: DeckList, source: int | Path,
             changed: str | None) -> DeckOverview:
    """The gallery's view of one deck."""
    cards = sum(deck.counts().values())
    try:
        ruleset = get_ruleset(deck.ruleset or "")
    except UnknownRuleset:
        return DeckOverview(source, deck.name, "", deck.ruleset or "", cards, None, 0, changed,
                            None, None)
    resolved = service.resolve(deck, ruleset)
    report = service.check(deck, ruleset)
    key = key_card(resolved)
    picture = None
    if key is not None:
        record = service.find_card(key, ruleset.game)
        if record is not None and record.picture:
            picture = service.pictures_dir / record.picture[:2] / record.picture
    return DeckOverview(source, deck.name, ruleset.game, ruleset.id, cards, report.legal,
                        len(report.errors), changed, key, picture)


def saved_overviews(service: DeckService) -> list[DeckOverview]:
    """Every saved deck, most recently changed first."""
    out = []
    for info in sorted(service.list(), key=lambda i: i.updated_at, reverse=True):
        _id, deck = service.load(info.id)
        out.append(overview(service, deck, info.id, info.updated_at))
    return out


def starter_overviews(service: DeckService) -> list[DeckOverview]:
    """The starter decks, in the order of the rulesets."""
    return [overview(service, service.read_file(s.path), s.path, None) for s in starter_decks()]
