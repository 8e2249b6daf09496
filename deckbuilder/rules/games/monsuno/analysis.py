"""Why a Monsuno deck cannot win (see :mod:`deckbuilder.rules.impossible`).

* Hard and tournament rules: a Monsuno strikes only from the battlefield, and it gets there
  by discarding strike cards from the hand whose launch values cover its cost (RULES.md
  §5.2). Until a Monsuno is launched nothing can strike, so the hand never holds more than
  ``hand_size`` cards (the opening hand and Recover draw up to it; only combat draws
  more). When the best hand the deck can deal — its ``hand_size`` highest launch values —
  does not pay for the cheapest Monsuno of the team, no Monsuno is ever launched.
* Every ruleset: damage comes from the Monsuno's ``damage`` (or ``power_damage``), the
  strike card's ``damage`` and damage or power effects; when all of them are 0, the dummy
  never loses any life.
"""

from __future__ import annotations

from typing import Any

from deckbuilder.rules.engine import expand
from deckbuilder.rules.impossible import Impossibility
from deckbuilder.rules.legality import ResolvedDeck


def impossible(ruleset_id: str, deck: ResolvedDeck, options: Any,
               max_turns: int) -> list[Impossibility]:
    team = expand(deck.deck.team, deck.card)
    cards = expand(deck.deck.deck, deck.card)
    out = []
    if team and ruleset_id != "monsuno-medium":
        cheapest = min(int(m.fields.get("launch", 0)) for m in team)
        size = int(options.hand_size)
        best = sorted((int(c.fields.get("launch", 0)) for c in cards), reverse=True)[:size]
        total = sum(best)
        if total < cheapest:
            out.append(Impossibility(
                "cannot-launch",
                f"no Monsuno of the team can be launched: the cheapest costs {cheapest} "
                f"launch, and the best hand of {size} cards the deck can deal gives only "
                f"{total}",
                {"cost": cheapest, "total": total, "hand": size}))
    damage = any(int(m.fields.get("damage", 0)) > 0 or int(m.fields.get("power_damage", 0)
                                                            or 0) > 0 for m in team)
    damage = damage or any(
        int(c.fields.get("damage", 0)) > 0
        or any(e.get("do") in ("damage", "power") and int(e.get("amount", 0)) > 0
               for e in c.fields.get("effects", ()) or ())
        for c in cards)
    if team and not damage:
        out.append(Impossibility(
            "no-damage", "nothing in the team or the deck deals any damage", {}))
    return out
