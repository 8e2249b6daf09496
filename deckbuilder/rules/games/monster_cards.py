"""MONSTER CARDS."""

from __future__ import annotations

from deckbuilder.rules.registry import DeckRules, Ruleset, register

MONSTER_CARDS = register(Ruleset(
    id="monster-cards",
    game="monster-cards",
    title="MONSTER CARDS",
    summary="A deck of 1 to 20 monsters whose costs add up to 200 at most; the deck is also "
            "your life.",
    deck_rules=DeckRules(
        team_size=None, team_distinct=False, deck_min=1, deck_max=20, cost_cap=200,
        deck_kinds=frozenset({"monster"}),
    ),
))
