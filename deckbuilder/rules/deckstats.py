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
from deckbuilder.rules.engine import Engine
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.registry import Ruleset
from deckbuilder.rules.sim import Odds, draw_odds

#: What a card's cost is called in each game.
COST_LABELS: dict[str, str] = {"redakai": "Kairu", "monsuno": "Launch", "monster-cards": "Cost"}
#: What the breakdown chart groups the cards by, in each game.
GROUP_LABELS: dict[str, str] = {"redakai": "Colour", "monsuno": "Manufacturer",
                                "monster-cards": "Element"}
#: The kinds each game puts on its cost curve (and in its group breakdown).
CURVE_KINDS: dict[str, frozenset[str]] = {
    "redakai": frozenset({"attack", "monster"}),
    "monsuno": frozenset({"strike"}),
    "monster-cards": frozenset({"monster"}),
}
#: Group key of a Monsuno strike card without a manufacturer.
NEUTRAL = "neutral"
#: Group key of a Redakai monster whose defence has no colour at all.
CLEAR = "clear"
#: Separator of the colours of a Redakai monster that defends in several colours.
COLOUR_JOIN = "/"


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


def _group(card: Card) -> str | None:
    if card.game == "monsuno":
        maker = card.fields.get("manufacturer")
        return str(maker).strip().lower() if maker else NEUTRAL
    if card.game == "monster-cards":
        element = card.fields.get("element")
        return str(element) if element else None
    if card.kind == "attack":
        color = card.fields.get("color")
        return str(color).strip().casefold() if color else None
    colours = sorted({str(z["color"]).strip().casefold()
                      for z in card.fields.get("defense") or () if z})
    return COLOUR_JOIN.join(colours) if colours else CLEAR


def deck_statistics(resolved: ResolvedDeck) -> DeckStatistics:
    """Count the deck zone of a resolved deck (see :class:`DeckStatistics`)."""
    game = resolved.game
    curve_kinds = CURVE_KINDS.get(game, frozenset())
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
        group = _group(card)
        if group is not None:
            groups[group] += n
    total = sum(kinds.values())
    costed = sum(curve.values())
    unknown = resolved.deck.count("deck") - total

    team = deck_cards(resolved, "team")
    team_launch = None
    if game == "monsuno":
        team_launch = sum(int(c.fields.get("launch", 0)) * n for c, n in team
                          if c.kind == "monsuno")
    return DeckStatistics(
        game=game,
        cost_label=COST_LABELS.get(game, "Cost"),
        group_label=GROUP_LABELS.get(game, "Group"),
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

@dataclass(frozen=True)
class DrawModel:
    """How many cards a player has seen by a turn: ``opening`` cards before the first turn,
    then ``per_turn`` on every turn (from the second turn on when ``first_turn_draws`` is
    False). ``unit`` names what a "turn" is in that game (``turn`` or ``clash``)."""

    opening: int
    per_turn: int
    first_turn_draws: bool = True
    unit: str = "turn"

    def cards_seen(self, turn: int) -> int:
        draws = turn if self.first_turn_draws else max(0, turn - 1)
        return self.opening + self.per_turn * max(0, draws)


#: Stand-in draw models for rulesets whose engine is not written yet. They are used **only
#: until the ruleset's engine provides** ``cards_seen``; then :func:`exact_odds` asks the
#: engine and ignores this table.
#:
#: * monsuno-medium: no hand; every clash shows the top 2 cards of the deck (RULES.md §5.1),
#:   the one put back goes to the bottom, so clash T has shown 2·T different cards.
#: * monsuno-hard / monsuno-tcg: a 5-card opening hand and 1 card per turn (the combat draw)
#:   from the second turn on (the first turn launches: there is no combat yet).
#: * monster-cards: players draw up to 3 at the start of each turn (§6.3), so 3 on turn 1
#:   and, having played one card a turn, 1 more on each later turn.
FALLBACK_DRAW_MODELS: dict[str, DrawModel] = {
    "monsuno-medium": DrawModel(opening=0, per_turn=2, unit="clash"),
    "monsuno-hard": DrawModel(opening=5, per_turn=1, first_turn_draws=False),
    "monsuno-tcg": DrawModel(opening=5, per_turn=1, first_turn_draws=False),
    "monster-cards": DrawModel(opening=3, per_turn=1, first_turn_draws=False),
}


class _TableEngine(Engine):
    """A :class:`DrawModel` in the shape :func:`sim.draw_odds` asks for."""

    def __init__(self, model: DrawModel):
        self.model = model

    def opening_hand(self, options: Any) -> int:
        return self.model.opening

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        return self.model.cards_seen(turn)


def turn_unit(ruleset: Ruleset) -> str:
    """What "by turn T" counts in a ruleset: ``turn``, or ``clash`` (Monsuno medium)."""
    # A property of the game's rules, not of the engine: it stays when the engine comes.
    model = FALLBACK_DRAW_MODELS.get(ruleset.id)
    return model.unit if model is not None else "turn"


def uses_engine_odds(ruleset: Ruleset) -> bool:
    """True when the odds come from the ruleset's engine, False for the stand-in table."""
    return ruleset.engine is not None


def exact_odds(ruleset: Ruleset, resolved: ResolvedDeck, names: Sequence[str], copies: int,
               by_turn: int, first: bool = True,
               options: Any = None) -> Odds | None:
    """Exact (hypergeometric) chance of holding at least ``copies`` of the named cards,
    together, by the player's ``by_turn``-th turn.

    The number of cards seen comes from the ruleset's engine with its default options (or
    ``options``); a ruleset without an engine uses :data:`FALLBACK_DRAW_MODELS`. None when
    neither knows the ruleset."""
    engine = ruleset.engine
    if engine is not None:
        opts = options if options is not None else engine.options_type()
        result: Odds = draw_odds(engine, opts, resolved, names, copies, by_turn, first)
        return result
    model = FALLBACK_DRAW_MODELS.get(ruleset.id)
    if model is None:
        return None
    return draw_odds(_TableEngine(model), None, resolved, names, copies, by_turn, first)
