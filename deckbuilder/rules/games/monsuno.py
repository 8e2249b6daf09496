"""Monsuno: the medium, hard and tournament (TCG) rulesets."""

from __future__ import annotations

from deckbuilder.rules.registry import DeckRules, Ruleset, register

MEDIUM = register(Ruleset(
    id="monsuno-medium",
    game="monsuno",
    title="Monsuno — medium rules",
    summary="One Monsuno and a strike deck of at least 5; launch by capsule toss, "
            "clash with the top cards of the deck.",
    deck_rules=DeckRules(
        team_size=1, deck_min=5, copy_limit=None, unique_limit=None,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_mismatch=True,
    ),
))

HARD = register(Ruleset(
    id="monsuno-hard",
    game="monsuno",
    title="Monsuno — hard rules",
    summary="Three different Monsuno and a strike deck of at least 30 (3 copies at most, "
            "Unique cards once); launch by paying strike cards.",
    deck_rules=DeckRules(
        team_size=3, deck_min=30, copy_limit=3, unique_limit=1,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_locked=True, manufacturer_mismatch=True,
    ),
))

TCG = register(Ruleset(
    id="monsuno-tcg",
    game="monsuno",
    title="Monsuno — tournament (TCG)",
    summary="The hard rules with the tournament deck: at least 40 strike cards and a team "
            "whose launch costs add up to 15 at most.",
    deck_rules=DeckRules(
        team_size=3, deck_min=40, copy_limit=3, unique_limit=1, launch_cap=15,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_locked=True, manufacturer_mismatch=True,
    ),
))
