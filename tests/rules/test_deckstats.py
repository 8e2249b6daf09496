"""Deck statistics (cost curve, kinds, colour / element / manufacturer breakdown) and the
exact draw odds of the deck editor, checked against decks counted by hand."""

from __future__ import annotations

from dataclasses import replace
from math import comb
from typing import Any

import pytest

from deckbuilder.rules.deckstats import (
    deck_cards,
    deck_statistics,
    exact_odds,
    turn_unit,
)
from deckbuilder.rules.engine import Engine
from deckbuilder.rules.games.redakai import RedakaiOptions
from deckbuilder.rules.registry import Ruleset, get_ruleset
from tests.rules.engine_support import deck_from_text, starter_deck

STARTERS = ["monsuno-medium", "monsuno-hard", "monsuno-tcg", "redakai-advanced",
            "monster-cards"]

# Blazing Jab: red attack, Kairu 0. Magma Fist: red, 1. Vine Snap: green, 0. Ripple Tap:
# blue, 0. Cinderhoof Stag: monster, 3, defends red + green. Glowmoth Healer: monster, 2,
# green.
REDAKAI_DECK = """
Characters:
1 Tessia - Ember Veil
Deck:
3 Blazing Jab
2 Magma Fist
1 Vine Snap
1 Ripple Tap
2 Cinderhoof Stag
1 Glowmoth Healer
1 No Such Card
Sideboard:
2 Eclipse Ward
"""

# Nightsting: Eklipse, launch 1. Dusk Flutter: Eklipse, 0. Quick Jab: neutral, 1.
# Overdrive Core: neutral, 3. Gale Lance: S.T.O.R.M., 1. Team launch 4 + 5 + 2.
MONSUNO_DECK = """
Team:
1 Umbra Mantis
1 Noctilux Serpent
1 Gloomspire Bat
Deck:
3 Nightsting
2 Dusk Flutter
2 Quick Jab
2 Overdrive Core
1 Gale Lance
Sideboard:
3 Tailwind
"""

# Costs = rarity + (power - 1) + skill: Emberpaw Cub C 5 + 0 = 5 (fire); Sproutling Knight
# C 5 + 1 + Protect 2 = 8 (wood); Halo Seraph SR 8 + 2 + Species Pride 4 = 14 (light);
# Sunforge Sovereign UR 12 + 4 + Finishing Blow 2 = 18 (light).
MONSTER_CARDS_DECK = """
Deck:
1 Emberpaw Cub
1 Sproutling Knight
1 Halo Seraph
1 Sunforge Sovereign
"""


# =========================================================================== statistics

@pytest.mark.parametrize("ruleset_id", STARTERS)
def test_every_starter_deck_is_counted_whole_in_each_breakdown(ruleset_id: str) -> None:
    resolved = starter_deck(ruleset_id)
    stats = deck_statistics(resolved)
    in_deck = resolved.deck.count("deck")
    assert stats.total == in_deck
    assert sum(stats.curve.values()) == in_deck
    assert sum(stats.kinds.values()) == in_deck
    assert sum(stats.groups.values()) == in_deck
    assert stats.unknown == 0
    assert stats.average_cost == pytest.approx(
        sum(c * n for c, n in stats.curve.items()) / in_deck)


@pytest.mark.parametrize(("ruleset_id", "cost", "group"), [
    ("monsuno-hard", "Launch", "Manufacturer"),
    ("redakai-advanced", "Kairu", "Colour"),
    ("monster-cards", "Cost", "Element"),
])
def test_labels_name_each_game_s_cost_and_grouping(ruleset_id: str, cost: str,
                                                  group: str) -> None:
    stats = deck_statistics(starter_deck(ruleset_id))
    assert (stats.cost_label, stats.group_label) == (cost, group)


def test_redakai_curve_kinds_and_colours_of_a_hand_counted_deck() -> None:
    stats = deck_statistics(deck_from_text(REDAKAI_DECK, "redakai-advanced"))
    assert stats.curve == {0: 5, 1: 2, 2: 1, 3: 2}
    assert stats.kinds == {"attack": 7, "monster": 3}
    # The red-and-green Stag counts once, under both colours together.
    assert stats.groups == {"blue": 1, "green": 2, "green/red": 2, "red": 5}
    assert stats.total == 10
    assert stats.unknown == 1             # the unknown card is left out
    assert stats.cost_sum == 0 * 5 + 1 * 2 + 2 * 1 + 3 * 2
    assert stats.average_cost == pytest.approx(10 / 10)
    assert stats.team_size == 1 and stats.team_launch is None


def test_monsuno_curve_by_launch_and_strike_cards_by_manufacturer() -> None:
    stats = deck_statistics(deck_from_text(MONSUNO_DECK, "monsuno-hard"))
    assert stats.curve == {0: 2, 1: 6, 3: 2}
    # Every cost from the lowest to the highest is a bar, an empty one included.
    assert stats.curve_bars() == [(0, 2), (1, 6), (2, 0), (3, 2)]
    assert stats.kinds == {"strike": 10}
    assert stats.groups == {"eklipse": 5, "neutral": 4, "storm": 1}
    assert stats.average_cost == pytest.approx((0 * 2 + 1 * 6 + 3 * 2) / 10)
    assert stats.team_size == 3
    assert stats.team_launch == 4 + 5 + 2


def test_monster_cards_curve_by_deck_cost_and_cards_by_element() -> None:
    stats = deck_statistics(deck_from_text(MONSTER_CARDS_DECK, "monster-cards"))
    assert stats.curve == {5: 1, 8: 1, 14: 1, 18: 1}
    assert stats.kinds == {"monster": 4}
    assert stats.groups == {"fire": 1, "light": 2, "wood": 1}
    assert stats.cost_sum == 45
    assert stats.average_cost == pytest.approx(45 / 4)
    assert len(stats.curve_bars()) == 18 - 5 + 1


def test_keys_come_sorted_and_a_second_count_is_equal() -> None:
    resolved = starter_deck("redakai-advanced")
    first, second = deck_statistics(resolved), deck_statistics(resolved)
    assert first == second
    assert list(first.curve) == sorted(first.curve)
    assert list(first.kinds) == sorted(first.kinds)
    assert list(first.groups) == sorted(first.groups)


def test_an_empty_deck_has_no_curve_and_no_average() -> None:
    stats = deck_statistics(deck_from_text("Team:\n1 Storm Vector\n", "monsuno-medium"))
    assert (stats.total, stats.curve, stats.kinds, stats.groups) == (0, {}, {}, {})
    assert stats.average_cost is None
    assert stats.curve_bars() == []


def test_a_card_listed_under_two_spellings_is_one_card() -> None:
    resolved = deck_from_text("Deck:\n2 Blazing Jab\n1 blazing  JAB\n", "redakai-advanced")
    assert [(c.name, n) for c, n in deck_cards(resolved)] == [("Blazing Jab", 3)]
    assert deck_statistics(resolved).curve == {0: 3}


# =========================================================================== odds

def test_engine_odds_are_the_hypergeometric_value_by_hand() -> None:
    resolved = starter_deck("redakai-advanced")   # 41 cards, 3 Blazing Jab
    odds = exact_odds(get_ruleset("redakai-advanced"), resolved, ["Blazing Jab"], 1, 3)
    assert odds is not None
    # Opening hand 3 + a draw on each of 3 turns = 6 cards seen:
    # 1 − C(38,6)/C(41,6) = 1 − (35·34·33)/(41·40·39) = 24690/63960 = 823/2132.
    assert (odds.cards_seen, odds.deck_size, odds.copies_in_deck) == (6, 41, 3)
    assert odds.probability == pytest.approx(823 / 2132, abs=1e-12)
    assert f"{odds.probability:.1%}" == "38.6%"


def test_engine_odds_count_several_cards_together() -> None:
    resolved = starter_deck("redakai-advanced")   # 3 Blazing Jab + 3 Magma Fist
    odds = exact_odds(get_ruleset("redakai-advanced"), resolved,
                      ["Blazing Jab", "magma fist"], 2, 5)
    assert odds is not None
    seen = RedakaiOptions().opening_hand + 5
    expected = sum(comb(6, i) * comb(35, seen - i) for i in range(2, 7)) / comb(41, seen)
    assert odds.cards == ("Blazing Jab", "Magma Fist")
    assert odds.probability == pytest.approx(expected, abs=1e-12)


def test_monsuno_hard_model_sees_five_then_one_a_combat() -> None:
    resolved = deck_from_text(MONSUNO_DECK, "monsuno-hard")   # 10 cards, 3 Nightsting
    odds = exact_odds(get_ruleset("monsuno-hard"), resolved, ["Nightsting"], 2, 2)
    assert odds is not None
    # Five in hand, no combat on turn 1, one combat draw on turn 2.
    assert odds.cards_seen == 6
    # At least 2 of 3 in 6 of 10: (C(3,2)·C(7,4) + C(3,3)·C(7,3)) / C(10,6) = 140/210.
    assert odds.probability == pytest.approx(140 / 210, abs=1e-12)


def test_monsuno_medium_model_shows_two_cards_a_clash() -> None:
    ruleset = get_ruleset("monsuno-medium")
    resolved = starter_deck("monsuno-medium")     # 10 cards, 2 Gale Lance
    odds = exact_odds(ruleset, resolved, ["Gale Lance"], 1, 2)
    assert odds is not None and odds.cards_seen == 4
    assert odds.probability == pytest.approx(1 - comb(8, 4) / comb(10, 4), abs=1e-12)
    assert turn_unit(ruleset) == "clash"
    assert turn_unit(get_ruleset("monsuno-hard")) == "turn"


def test_monster_cards_model_draws_three_then_one_a_turn() -> None:
    resolved = deck_from_text(MONSTER_CARDS_DECK, "monster-cards")   # 4 cards
    ruleset = get_ruleset("monster-cards")
    seen = [o.cards_seen for t in (1, 2, 5)
            if (o := exact_odds(ruleset, resolved, ["Halo Seraph"], 1, t)) is not None]
    assert seen == [3, 4, 4]            # capped at the deck's size
    odds = exact_odds(ruleset, resolved, ["Halo Seraph"], 1, 1)
    assert odds is not None and odds.probability == pytest.approx(3 / 4)
    # The engine's own draw model, the one its games play by (no second table).
    engine, options = ruleset.engine, ruleset.engine.options_type()
    assert [engine.cards_seen(options, t, True) for t in (1, 2, 3)] == [3, 4, 5]


class _OneCardEngine(Engine):
    def options_type(self) -> Any:
        return None

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        return 1


def test_an_engine_replaces_the_stand_in_model() -> None:
    ruleset = replace(get_ruleset("monsuno-hard"), engine_source=_OneCardEngine())
    resolved = deck_from_text(MONSUNO_DECK, "monsuno-hard")
    odds = exact_odds(ruleset, resolved, ["Nightsting"], 1, 4)
    assert odds is not None and odds.cards_seen == 1
    assert odds.probability == pytest.approx(3 / 10)


def test_no_odds_without_an_engine_or_a_model() -> None:
    base = get_ruleset("monster-cards")
    custom = Ruleset("house-rules", base.game, "House rules", "", base.deck_rules)
    resolved = deck_from_text(MONSTER_CARDS_DECK, "monster-cards")
    assert exact_odds(custom, resolved, ["Halo Seraph"], 1, 3) is None
