"""Deck checks only MONSTER CARDS has: the total deck cost."""

from __future__ import annotations

from deckbuilder.rules.cards import card_cost
from deckbuilder.rules.legality import CheckContext, Violation, violation


def check_deck_cost(c: CheckContext) -> list[Violation]:
    """The deck's total cost within the cap (RULES.md §3)."""
    out: list[Violation] = []
    resolved, deck, rules = c.resolved, c.deck, c.rules
    if rules.cost_cap is not None:
        costs = []
        for e in deck.deck:
            card = resolved.card(e.name)
            if card is not None and card.kind in rules.deck_kinds:
                costs.append((card.name, card_cost(card) or 0, e.count))
        total = sum(c * n for _name, c, n in costs)
        if total > rules.cost_cap:
            costs.sort(key=lambda t: (-t[1], t[0]))
            # Every card's cost (RULES.md §3), dearest first: the player sees what to cut.
            shown = ", ".join(f"{name} {c}" + (f" ×{n}" if n > 1 else "")
                              for name, c, n in costs)
            out.append(violation("cost-total", f"Total deck cost {total} — the limit is "
                          f"{rules.cost_cap} (costs: {shown})", [c[0] for c in costs],
                          total=total, cap=rules.cost_cap))
    return out
