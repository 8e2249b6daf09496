"""Monsuno: the rulesets — how a deck is built under each, and which engine plays it.

The engine, its states and bots live in :mod:`.engines` and load on first use (a ruleset's
``engine``, or any of their names asked of this module): checking a deck needs none of
them, and they are most of the game's code — the window's first start no longer pays
for them.
"""

from __future__ import annotations

from deckbuilder.rules.game import game_text, lazy_engines
from deckbuilder.rules.legality import (
    check_copies,
    check_deck_size,
    check_names,
    check_team,
    check_zones,
)
from deckbuilder.rules.registry import DeckRules, Ruleset, register

from .checks import check_launch_total, check_manufacturers

# The game's engine API, one import away as before (``rulesets.new_game``…).
__getattr__ = lazy_engines(__name__)


#: In report order; launch and manufacturer checks act only where the rules set them.
MONSUNO_CHECKS = (check_names, check_zones, check_team, check_launch_total, check_deck_size,
                  check_copies, check_manufacturers)

MEDIUM = register(Ruleset(
    id="monsuno-medium",
    game="monsuno",
    title=game_text("Monsuno — medium rules"),
    summary="One Monsuno and a strike deck of at least 5; launch by capsule toss, "
            "clash with the top cards of the deck.",
    deck_rules=DeckRules(
        team_size=1, deck_min=5, copy_limit=None, unique_limit=None,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_mismatch=True,
    ),
    engine_source=f"{__package__}.engines:MEDIUM_ENGINE",
    checks=MONSUNO_CHECKS,
))

HARD = register(Ruleset(
    id="monsuno-hard",
    game="monsuno",
    title=game_text("Monsuno — hard rules"),
    summary="Three different Monsuno and a strike deck of at least 30 (3 copies at most, "
            "Unique cards once); launch by paying strike cards.",
    deck_rules=DeckRules(
        team_size=3, deck_min=30, copy_limit=3, unique_limit=1,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_locked=True, manufacturer_mismatch=True,
    ),
    engine_source=f"{__package__}.engines:HARD_ENGINE",
    checks=MONSUNO_CHECKS,
))

TCG = register(Ruleset(
    id="monsuno-tcg",
    game="monsuno",
    title=game_text("Monsuno — tournament (TCG)"),
    summary="The hard rules with the tournament deck: at least 40 strike cards and a team "
            "whose launch costs add up to 15 at most.",
    deck_rules=DeckRules(
        team_size=3, deck_min=40, copy_limit=3, unique_limit=1, launch_cap=15,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_locked=True, manufacturer_mismatch=True,
    ),
    engine_source=f"{__package__}.engines:TCG_ENGINE",
    checks=MONSUNO_CHECKS,
))
