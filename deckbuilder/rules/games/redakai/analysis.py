"""Why a Redakai deck cannot win (see :mod:`deckbuilder.rules.impossible`).

Only a hit of an attack damages a zone, and it damages the zones its card marks: a deck
with no attack marking one of the three zones can never damage that zone, so no character
is ever defeated (RULES.md §6.2). An attack counts only if the Kairu the player can reach
by the turn limit pays for it (the maximum rises by ``kairu_per_turn`` each turn up to the
cap, §6.1).
"""

from __future__ import annotations

from typing import Any

from deckbuilder.rules.engine import expand
from deckbuilder.rules.impossible import Impossibility
from deckbuilder.rules.legality import ResolvedDeck

from .state import ZONE_NAMES


def reachable_kairu(options: Any, max_turns: int) -> int:
    """The most Kairu the player can hold on the last turn of the limit."""
    grown = options.kairu_start + max_turns * options.kairu_per_turn
    return max(0, min(grown, options.kairu_cap))


def impossible(ruleset_id: str, deck: ResolvedDeck, options: Any,
               max_turns: int) -> list[Impossibility]:
    cards = expand(deck.deck.deck, deck.card) if deck.deck.deck else []
    attacks = [c for c in cards if c.kind == "attack"]
    kairu = reachable_kairu(options, max_turns)
    payable = [c for c in attacks if int(c.fields.get("kairu", 0)) <= kairu]
    out = []
    for z, zone in enumerate(ZONE_NAMES):
        if any(_hits(c)[z] for c in payable):
            continue
        if any(_hits(c)[z] for c in attacks):
            cheapest = min(int(c.fields.get("kairu", 0)) for c in attacks if _hits(c)[z])
            out.append(Impossibility(
                "zone-never-damaged",
                f"no attack the deck can pay for damages the {zone} zone: the cheapest "
                f"that does costs {cheapest} Kairu, and the player has at most {kairu} by "
                f"turn {max_turns}, so no character can be defeated",
                {"zone": zone, "cost": cheapest, "kairu": kairu, "turns": max_turns}))
        else:
            out.append(Impossibility(
                "zone-never-damaged",
                f"no card in the deck damages the {zone} zone, so no character can be "
                f"defeated",
                {"zone": zone}))
    return out


def _hits(card: Any) -> tuple[bool, ...]:
    return tuple(bool(h) for h in card.fields.get("hits", (False, False, False)))
