"""Redakai: the rulesets — how a deck is built under each, and which engine plays it.

The engine, its states and bots live in :mod:`.engines` and load on first use (a ruleset's
``engine``, or any of their names asked of this module): checking a deck needs none of
them, and they are most of the game's code — the window's first start no longer pays
for them.
"""

from __future__ import annotations

from deckbuilder.rules.game import game_text, lazy_engines
from deckbuilder.rules.registry import DeckRules, Ruleset, register

# The game's engine API, one import away as before (``rulesets.new_game``…).
__getattr__ = lazy_engines(__name__)


ADVANCED = register(Ruleset(
    id="redakai-advanced",
    game="redakai",
    title=game_text("Redakai — advanced rules"),
    summary="Three different characters and a deck of at least 40 attack and monster cards "
            "(3 copies at most); Kairu energy grows each turn.",
    deck_rules=DeckRules(
        team_size=3, deck_min=40, copy_limit=3,
        team_kinds=frozenset({"character"}), deck_kinds=frozenset({"attack", "monster"}),
    ),
    engine_source=f"{__package__}.engines:ENGINE",
))
