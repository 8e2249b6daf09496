"""Why a deck cannot win some goldfish games, where a look at its cards can say so.

The clairvoyant bound says *how often* a shuffle cannot win by the turn limit even knowing
the deck order (:func:`deckbuilder.rules.compare.explain_bound`); this module says *why*
when the reason is in the card list itself: a Redakai deck with no attack that damages the
right zone can never defeat a character, a Monsuno team nobody can pay to launch never
strikes. Each game says it through its descriptor (``Game.impossible``, which the game
keeps in its own package); a game without one has nothing to say. Only what holds in every shuffle is said: these are certainties, not odds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from deckbuilder.rules.legality import ResolvedDeck


@dataclass(frozen=True)
class Impossibility:
    """One reason the deck cannot win: a stable ``code``, its ``params`` (for a window
    that words it in its own language) and the English ``message``."""

    code: str
    message: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message, "params": dict(self.params)}


def explain_impossible(ruleset_id: str, game: str, deck: ResolvedDeck, options: Any,
                       max_turns: int) -> list[Impossibility]:
    """Every reason the deck's cards give that no game of ``ruleset_id`` can be won
    within ``max_turns`` of the player's turns, whatever the shuffle and however played
    (empty when there is none, or the game has no analysis)."""
    from deckbuilder.rules.registry import find_game

    found = find_game(game)
    return found.impossible(ruleset_id, deck, options, max_turns) if found is not None else []
