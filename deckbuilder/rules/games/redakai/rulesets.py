"""Redakai: the rulesets — how a deck is built under each, and which engine plays it.

The engine, its states and bots live in :mod:`.engines` and load on first use (a ruleset's
``engine``, or any of their names asked of this module): checking a deck needs none of
them, and they are most of the game's code — the window's first start no longer pays
for them.
"""

from __future__ import annotations

import importlib
from typing import Any

from deckbuilder.rules.game import game_text
from deckbuilder.rules.registry import DeckRules, Ruleset, register


def __getattr__(name: str) -> Any:
    # The game's engine API, one import away as before (``rulesets.new_game``…).
    if name.startswith("__"):
        raise AttributeError(name)
    # (importlib, not "from . import": the package's own __getattr__ would come back here)
    engines = importlib.import_module(f"{__package__}.engines")
    try:
        return getattr(engines, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


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
