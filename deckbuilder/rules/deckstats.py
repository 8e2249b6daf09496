"""Deck statistics for the deck editor: the cost curve, the kinds, the colour / element /
manufacturer breakdown, and exact draw odds for chosen cards.

Everything is counted over the **deck** zone (the draw pile); the team and the sideboard
only feed the team summary. Names the catalog does not know are skipped (legality reports
them). Every mapping has sorted keys, so two calls on the same deck give equal values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from deckbuilder.rules.cards import Card, card_cost, name_key
from deckbuilder.rules.game import GROUP_JOIN
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.registry import Ruleset, find_game
from deckbuilder.rules.sim import Odds, draw_odds

#: How a group key of several values is joined (the deck editor splits it to colour each).
COLOUR_JOIN = GROUP_JOIN

__all__ = ["COLOUR_JOIN", "DeckStatistics", "deck_cards", "deck_statistics",
           "exact_odds", "turn_unit"]


@dataclass(frozen=True)
class DeckStatistics:
    """The numbers behind the deck editor's charts.

    ``curve`` (cost → copies), ``kinds`` (kind → copies) and ``groups`` (group → copies)
    count the deck zone. Each costed card is in exactly one group, so for a legal deck
    ``curve``, ``kinds`` and ``groups`` all add up to ``total``. ``groups`` holds, per game:
    Monsuno strike cards by manufacturer (``neutral`` for none); Redakai attacks by colour
    and monsters by the colours of their defence, each monster counted once — under its
    colour, or under ``"green/red"`` (colours sorted, joined by ``/``) when it defends in
    several, or ``clear`` when in none; MONSTER CARDS cards by element.
    """

    game: str
    cost_label: str
    group_label: str
    curve: dict[int, int] = field(hash=False)
    kinds: dict[str, int] = field(hash=False)
    groups: dict[str, int] = field(hash=False)
    #: Copies of known cards in the deck zone.
    total: int = 0
    #: Copies on the cost curve and the sum of their costs (MONSTER CARDS: the deck cost).
    costed: int = 0
    cost_sum: int = 0
    #: Mean cost of the cards on the curve; None when the curve is empty.
    average_cost: float | None = None
    #: Copies in the deck zone skipped because the catalog has no such card of this game.
    unknown: int = 0
    #: Cards in the team zone, and (Monsuno) their total launch cost.
    team_size: int = 0
    team_launch: int | None = None

    @property
    def cost_range(self) -> range:
        """Every cost from the lowest to the highest on the curve (empty for no curve)."""
        if not self.curve:
            return range(0)
        return range(min(self.curve), max(self.curve) + 1)

    def curve_bars(self) -> list[tuple[int, int]]:
        """(cost, copies) for every cost of :attr:`cost_range`, zeros included."""
        return [(c, self.curve.get(c, 0)) for c in self.cost_range]


def deck_cards(resolved: ResolvedDeck, zone: str = "deck") -> list[tuple[Card, int]]:
    """The known cards of a zone with their copies, in deck-list order; a card listed under
    two spellings (e.g. its English and Russian names) is one entry."""
    found: dict[str, list[Any]] = {}
    for entry in resolved.deck.zone(zone):
        card = resolved.card(entry.name)
        if card is None:
            continue
        found.setdefault(name_key(card.name), [card, 0])[1] += entry.count
    return [(card, int(n)) for card, n in found.values()]


def deck_statistics(resolved: ResolvedDeck) -> DeckStatistics:
    """Count the deck zone of a resolved deck (see :class:`DeckStatistics`)."""
    game = resolved.game
    desc = find_game(game)
    curve_kinds = desc.curve_kinds if desc is not None else frozenset()
    curve: Counter[int] = Counter()
    kinds: Counter[str] = Counter()
    groups: Counter[str] = Counter()
    cost_sum = 0
    for card, n in deck_cards(resolved):
        kinds[card.kind] += n
        if card.kind not in curve_kinds:
            continue
        cost = card_cost(card)
        if cost is not None:
            curve[int(cost)] += n
            cost_sum += int(cost) * n
        group = desc.card_group(card) if desc is not None else None
        if group is not None:
            groups[group] += n
    total = sum(kinds.values())
    costed = sum(curve.values())
    unknown = resolved.deck.count("deck") - total

    team = deck_cards(resolved, "team")
    team_launch = None
    if desc is not None and desc.team_cost_field is not None:
        team_launch = sum(int(c.fields.get(desc.team_cost_field, 0)) * n for c, n in team
                          if c.kind in desc.team_kinds)
    return DeckStatistics(
        game=game,
        cost_label=desc.cost_label if desc is not None else "Cost",
        group_label=desc.group_label if desc is not None else "Group",
        curve=dict(sorted(curve.items())),
        kinds=dict(sorted(kinds.items())),
        groups=dict(sorted(groups.items())),
        total=total,
        costed=costed,
        cost_sum=cost_sum,
        average_cost=cost_sum / costed if costed else None,
        unknown=unknown,
        team_size=sum(n for _c, n in team),
        team_launch=team_launch,
    )


# --------------------------------------------------------------------------- draw odds

def turn_unit(ruleset: Ruleset) -> str:
    """What "by turn T" counts in a ruleset: ``turn``, or ``clash`` (Monsuno medium)."""
    return ruleset.engine.turn_unit if ruleset.engine is not None else "turn"


def exact_odds(ruleset: Ruleset, resolved: ResolvedDeck, names: Sequence[str], copies: int,
               by_turn: int, first: bool = True,
               options: Any = None) -> Odds | None:
    """Exact (hypergeometric) chance of holding at least ``copies`` of the named cards,
    together, by the player's ``by_turn``-th turn.

    The number of cards seen comes from the ruleset's engine (``Engine.cards_seen``, the
    same draw model its games play by) with its default options (or ``options``). None for
    a ruleset without an engine."""
    engine = ruleset.engine
    if engine is None:
        return None
    opts = options if options is not None else engine.options_type()
    result: Odds = draw_odds(engine, opts, resolved, names, copies, by_turn, first)
    return result
