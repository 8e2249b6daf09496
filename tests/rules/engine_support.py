"""Starter cards and decks for engine tests, read without the SQL catalog."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.legality import MemoryCatalog, ResolvedDeck, resolve
from deckbuilder.rules.registry import all_rulesets, get_ruleset

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


@cache
def starter_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for path in sorted((RESOURCES / "catalogs").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        cards.extend(card_from_json({k: v for k, v in raw.items() if k != "image"})
                     for raw in doc["cards"])
    return tuple(cards)


@cache
def catalog() -> MemoryCatalog:
    return MemoryCatalog(starter_cards())


def starter_deck(ruleset_id: str) -> ResolvedDeck:
    text = (RESOURCES / "decks" / f"{ruleset_id}.txt").read_text(encoding="utf-8")
    deck = parse_deck(text)
    return resolve(deck, get_ruleset(ruleset_id).game, catalog())


def deck_from_text(text: str, ruleset_id: str) -> ResolvedDeck:
    return resolve(parse_deck(text), get_ruleset(ruleset_id).game, catalog())


def playable_rulesets() -> list[str]:
    return [r.id for r in all_rulesets() if r.engine is not None]
