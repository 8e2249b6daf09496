"""Why a Monsuno deck cannot win (see :mod:`deckbuilder.rules.impossible`).

* Hard and tournament rules: a Monsuno strikes only from the battlefield, and it gets there
  by discarding strike cards whose launch values cover its cost (RULES.md §5.2). When the
  launch values of the whole deck add up to less than the cheapest Monsuno of the team
  costs, no Monsuno is ever launched.
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
        total = sum(int(c.fields.get("launch", 0)) for c in cards)
        if total < cheapest:
            out.append(Impossibility(
                "cannot-launch",
                f"no Monsuno of the team can be launched: the cheapest costs {cheapest} "
                f"launch, and all the deck's cards together give only {total}",
                {"cost": cheapest, "total": total}))
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
