"""MONSTER CARDS: the rulesets — how a deck is built under each, and which engine plays it.

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

from .checks import check_deck_cost

# The game's engine API, one import away as before (``rulesets.new_game``…).
__getattr__ = lazy_engines(__name__)


MONSTER_CARDS = register(Ruleset(
    id="monster-cards",
    game="monster-cards",
    title=game_text("MONSTER CARDS"),
    summary="A deck of 1 to 20 monsters whose costs add up to 200 at most; the deck is also "
            "your life.",
    deck_rules=DeckRules(
        team_size=None, team_distinct=False, deck_min=1, deck_max=20, cost_cap=200,
        deck_kinds=frozenset({"monster"}),
    ),
    engine_source=f"{__package__}.engines:ENGINE",
    checks=(check_names, check_zones, check_team, check_deck_size, check_copies,
            check_deck_cost),
))
