"""Redakai: the advanced rules (RULES.md §6.1–6.2) — deck rules, engine and bots.

The game as the rest of the program sees it is :data:`GAME` (``game.py``); its engines,
bots and rulesets (``rulesets.py`` and the modules beside it) load on first use, so a look
at the card schema does not load a rules engine. Every name of ``rulesets`` can be imported
from the package.
"""

from __future__ import annotations

from deckbuilder.rules.game import lazy_rulesets

from .game import GAME

__all__ = ["GAME"]

__getattr__ = lazy_rulesets(__name__)
