"""The starter decks shipped in ``resources/decks``: one per ruleset, named after it
(``monsuno-hard.txt``). Opened like an imported file, as a new deck not yet saved."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from deckbuilder.paths import resource
from deckbuilder.rules.registry import all_rulesets
from deckbuilder.services.deck_service import read_deck_file


@dataclass(frozen=True)
class StarterDeck:
    """A starter deck file and what a list of decks shows of it."""

    path: Path
    name: str
    ruleset: str
    cards: int


def starter_deck_path(ruleset_id: str) -> Path | None:
    """The starter deck of a ruleset, if one ships."""
    path = resource("decks", f"{ruleset_id}.txt")
    return path if path.is_file() else None


def starter_decks() -> list[StarterDeck]:
    """Every starter deck, in the order of the rulesets (a game's rulesets together)."""
    out = []
    for ruleset in all_rulesets():
        path = starter_deck_path(ruleset.id)
        if path is None:
            continue
        deck = read_deck_file(path)
        out.append(StarterDeck(path, deck.name, deck.ruleset or ruleset.id,
                               sum(deck.counts().values())))
    return out
