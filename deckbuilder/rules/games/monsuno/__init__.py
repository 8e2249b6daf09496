"""Monsuno: the medium, hard and tournament (TCG) rulesets — deck rules, engines and bots.

The game as the rest of the program sees it is :data:`GAME` (``game.py``); its engines,
bots and rulesets (``rulesets.py`` and the modules beside it) load on first use, so a look
at the card schema does not load a rules engine. Every name of ``rulesets`` can be imported
from the package.
"""

from __future__ import annotations

import importlib
from typing import Any

from .game import GAME

__all__ = ["GAME"]


def __getattr__(name: str) -> Any:
    # The engines load on the first name asked for (PEP 562). Not "from . import": that
    # asks this module for the attribute first, which would land here again.
    rulesets = importlib.import_module(f"{__name__}.rulesets")
    try:
        return getattr(rulesets, name)
    except AttributeError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
