"""Deck legality (RULES.md §3): every violation code in every ruleset where it applies,
with the edge cases, the messages a player reads, and the deck options.

The catalog is a :class:`MemoryCatalog` of small hand-built cards (see deck_samples.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from deck_samples import (
    ALL_CARDS,
    MC_COSTS,
    MONSTER_CARDS_CARDS,
    all_of,
    codes,
    entries,
    filler,
    mc_deck,
    mc_monster,
    monsuno_deck,
    only,
    redakai_deck,
    sample_catalog,
    starter_catalog,
)

from deckbuilder.paths import resource
from deckbuilder.rules.cards import card_cost, name_key
from deckbuilder.rules.decklist import DeckEntry, DeckList, parse_deck
from deckbuilder.rules.legality import (
    CODES,
    ERROR,
    WARNING,
    LegalityReport,
    MemoryCatalog,
    check,
    check_deck,
    resolve,
)
from deckbuilder.rules.registry import (
    RULESET_IDS,
    DeckRules,
    OptionError,
    get_ruleset,
    with_options,
)

CATALOG = sample_catalog()
NO_TEAM_STORM = ("Quickforge", "Airswitch", "Nomad")  # no S.T.O.R.M. Monsuno


def run(deck: DeckList, ruleset: str, rules: DeckRules | None = None,
        collection: dict[str, int] | None = None,
        catalog: MemoryCatalog = CATALOG) -> LegalityReport:
    return check_deck(deck, get_ruleset(ruleset), catalog, rules, collection)


def assert_legal(report: LegalityReport) -> None:
    assert report.legal, report.violations
    assert report.violations == (), report.violations


def options(ruleset: str, **settings: str) -> DeckRules:
    return with_options(get_ruleset(ruleset).deck_rules, settings, DeckRules.OPTIONS,
                        what="deck option")


# =========================================================================== the codes


def test_the_codes_and_severities_are_the_stable_table_of_the_rules() -> None:
    assert CODES == {
        "unknown-card": "error", "wrong-game": "error", "wrong-zone": "error",
        "team-size": "error", "team-not-distinct": "error", "deck-too-small": "error",
        "deck-too-large": "error", "too-many-copies": "error", "unique-duplicated": "error",
        "launch-total": "error", "cost-total": "error", "manufacturer-locked": "error",
        "manufacturer-mismatch": "warning", "not-owned": "warning",
    }


@pytest.mark.parametrize("ruleset_id, numbers", [
    ("monsuno-medium", {"team_size": 1, "deck_min": 5, "deck_max": None, "copy_limit": None,
                        "launch_cap": None, "cost_cap": None}),
    ("monsuno-hard", {"team_size": 3, "deck_min": 30, "copy_limit": 3, "unique_limit": 1,
                      "launch_cap": None}),
    ("monsuno-tcg", {"team_size": 3, "deck_min": 40, "copy_limit": 3, "unique_limit": 1,
                     "launch_cap": 15}),
    ("redakai-advanced", {"team_size": 3, "deck_min": 40, "copy_limit": 3}),
    ("monster-cards", {"team_size": None, "deck_min": 1, "deck_max": 20, "cost_cap": 200,
                       "copy_limit": None}),
])
def test_the_default_numbers_of_each_ruleset(ruleset_id: str, numbers: dict[str, Any]) -> None:
    rules = get_ruleset(ruleset_id).deck_rules
    for key, value in numbers.items():
        assert getattr(rules, key) == value, key


# =========================================================================== starter decks


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_starter_deck_is_legal_with_no_violations(ruleset_id: str) -> None:
    text = resource("decks", f"{ruleset_id}.txt").read_text(encoding="utf-8")
    deck = parse_deck(text, source=f"{ruleset_id}.txt")
    assert deck.ruleset == ruleset_id
    report = run(deck, ruleset_id, catalog=starter_catalog())
    assert_legal(report)
    assert report.ruleset == ruleset_id


# =========================================================================== deck size


@pytest.mark.parametrize("ruleset_id, minimum, noun", [
    ("monsuno-medium", 5, "strike cards"),
    ("monsuno-hard", 30, "strike cards"),
    ("monsuno-tcg", 40, "strike cards"),
    ("redakai-advanced", 40, "cards"),
])
def test_deck_exactly_at_the_minimum_is_legal_one_under_is_not(
        ruleset_id: str, minimum: int, noun: str) -> None:
    if ruleset_id.startswith("monsuno"):
        team = ("Charlemagne",) if ruleset_id == "monsuno-medium" else (
            "Quickforge", "Charlemagne", "Airswitch")
        at_min = monsuno_deck(team, size=minimum, ruleset=ruleset_id)
        under = monsuno_deck(team, size=minimum - 1, ruleset=ruleset_id)
    else:
        at_min = redakai_deck(size=minimum)
        under = redakai_deck(size=minimum - 1)
    assert_legal(run(at_min, ruleset_id))
    report = run(under, ruleset_id)
    assert not report.legal
    assert codes(report) == ["deck-too-small"]
    v = only(report, "deck-too-small")
    assert v.severity == ERROR
    assert v.message == f"Only {minimum - 1} {noun} — the deck needs at least {minimum}"
    assert v.cards == ()
    assert v.params == {"count": minimum - 1, "minimum": minimum}


def test_the_message_of_the_issue_for_28_strike_cards() -> None:
    v = only(run(monsuno_deck(size=28), "monsuno-hard"), "deck-too-small")
    assert v.message == "Only 28 strike cards — the deck needs at least 30"


def test_an_empty_deck_and_a_single_card_read_well() -> None:
    v = only(run(monsuno_deck(size=0), "monsuno-hard"), "deck-too-small")
    assert v.message == "0 strike cards — the deck needs at least 30"
    v = only(run(monsuno_deck(size=1), "monsuno-hard"), "deck-too-small")
    assert v.message == "Only 1 strike card — the deck needs at least 30"


def test_the_sideboard_does_not_count_for_the_deck_size() -> None:
    report = run(monsuno_deck(size=29, sideboard=[(3, "Neutral Jab")]), "monsuno-hard")
    assert codes(report) == ["deck-too-small"]
    assert report.counts == {"team": 3, "deck": 29, "sideboard": 3}


def test_monster_cards_deck_size_bounds() -> None:
    assert_legal(run(mc_deck((1, "Goblin")), "monster-cards"))
    assert_legal(run(mc_deck((20, "Goblin")), "monster-cards"))  # 100 cost, no copy limit
    v = only(run(mc_deck(), "monster-cards"), "deck-too-small")
    assert v.message == "0 cards — the deck needs at least 1"
    report = run(mc_deck((21, "Goblin")), "monster-cards")
    assert codes(report) == ["deck-too-large"]
    v = only(report, "deck-too-large")
    assert v.severity == ERROR
    assert v.message == "21 cards — the deck holds at most 20"
    assert v.params == {"count": 21, "maximum": 20}


# =========================================================================== the team


@pytest.mark.parametrize("ruleset_id, team, message", [
    ("monsuno-medium", (), "The team has 0 Monsuno — it needs exactly 1 Monsuno"),
    ("monsuno-medium", ("Charlemagne", "Quickforge"),
     "The team has 2 Monsuno — it needs exactly 1 Monsuno"),
    ("monsuno-hard", ("Charlemagne", "Quickforge"),
     "The team has 2 Monsuno — it needs exactly 3 Monsuno"),
    ("monsuno-hard", ("Charlemagne", "Quickforge", "Airswitch", "Nomad"),
     "The team has 4 Monsuno — it needs exactly 3 Monsuno"),
    ("monsuno-tcg", ("Nomad",), "The team has 1 Monsuno — it needs exactly 3 Monsuno"),
])
def test_monsuno_team_size(ruleset_id: str, team: tuple[str, ...], message: str) -> None:
    size = get_ruleset(ruleset_id).deck_rules.deck_min
    report = run(monsuno_deck(team, size=size, ruleset=ruleset_id), ruleset_id)
    assert codes(report) == ["team-size"]
    v = only(report, "team-size")
    assert v.severity == ERROR
    assert v.message == message
    assert v.cards == team
    assert v.params["count"] == len(team)


def test_medium_team_of_one_is_legal() -> None:
    assert_legal(run(monsuno_deck(("Nomad",), size=5, ruleset="monsuno-medium"),
                     "monsuno-medium"))


def test_redakai_team_size() -> None:
    report = run(redakai_deck(team=("Kai - Blue Fire", "Maya - Ice Crown")), "redakai-advanced")
    v = only(report, "team-size")
    assert v.message == "The team has 2 characters — it needs exactly 3 characters"
    assert v.cards == ("Kai - Blue Fire", "Maya - Ice Crown")


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg"])
def test_the_same_monsuno_twice_in_the_team(ruleset_id: str) -> None:
    deck = monsuno_deck(size=40, ruleset=ruleset_id).with_zone(
        "team", entries((1, "Quickforge"), (1, "quickforge"), (1, "Airswitch")))
    report = run(deck, ruleset_id)
    assert codes(report) == ["team-not-distinct"]
    v = only(report, "team-not-distinct")
    assert v.severity == ERROR
    assert "'Quickforge' is in the team 2 times" in v.message
    assert "3 different Monsuno" in v.message
    assert v.cards == ("Quickforge",)


def test_two_versions_of_the_same_redakai_character() -> None:
    deck = redakai_deck(team=("Kai - Blue Fire", "Kai - Storm Fist", "Maya - Ice Crown"))
    report = run(deck, "redakai-advanced")
    assert codes(report) == ["team-not-distinct"]
    v = only(report, "team-not-distinct")
    assert v.message == ("'Kai - Blue Fire' and 'Kai - Storm Fist' are both Kai — the team "
                         "needs 3 different characters")
    assert v.cards == ("Kai - Blue Fire", "Kai - Storm Fist")


def test_the_character_field_wins_over_the_name() -> None:
    # "Shadow Hunter" is a version of Kai (its character field), not a character of its own.
    deck = redakai_deck(team=("Shadow Hunter", "Boulder - Stone Heart", "Kai - Blue Fire"))
    v = only(run(deck, "redakai-advanced"), "team-not-distinct")
    assert "are both Kai" in v.message
    assert set(v.cards) == {"Shadow Hunter", "Kai - Blue Fire"}


def test_the_same_redakai_version_twice() -> None:
    deck = redakai_deck(team=("Maya - Ice Crown",)).with_zone(
        "team", entries((2, "Maya - Ice Crown"), (1, "Kai - Blue Fire")))
    v = only(run(deck, "redakai-advanced"), "team-not-distinct")
    assert "'Maya - Ice Crown' is in the team 2 times" in v.message


def test_three_different_characters_are_legal_in_any_case() -> None:
    deck = redakai_deck(team=("kai - blue fire", "BOULDER - STONE HEART", "Maya - Ice Crown"))
    assert_legal(run(deck, "redakai-advanced"))


# =========================================================================== zones


def test_a_strike_card_in_the_team_zone() -> None:
    deck = monsuno_deck(("Quickforge", "Charlemagne", "Neutral Jab"))
    report = run(deck, "monsuno-hard")
    assert codes(report) == ["wrong-zone"]
    v = only(report, "wrong-zone")
    assert v.severity == ERROR
    assert v.message == "'Neutral Jab' is a strike card; the team holds only Monsuno"
    assert v.cards == ("Neutral Jab",)


def test_a_monsuno_in_the_deck_zone() -> None:
    deck = monsuno_deck(size=30, extra=[(1, "Nomad")])
    v = only(run(deck, "monsuno-hard"), "wrong-zone")
    assert v.message == "'Nomad' is a Monsuno; the deck holds only strike cards"
    assert v.cards == ("Nomad",)


def test_redakai_zones() -> None:
    deck = redakai_deck(team=("Kai - Blue Fire", "Maya - Ice Crown", "Hydro Wyrm"),
                        extra=[(1, "Boulder - Stone Heart")])
    report = run(deck, "redakai-advanced")
    messages = [v.message for v in all_of(report, "wrong-zone")]
    assert messages == [
        "'Hydro Wyrm' is a monster card; the team holds only characters",
        "'Boulder - Stone Heart' is a character; the deck holds only attack cards and monster "
        "cards",
    ]
    # Monster cards are fine in the deck.
    assert_legal(run(redakai_deck(extra=[(3, "Hydro Wyrm")]), "redakai-advanced"))


def test_monster_cards_decks_have_no_team() -> None:
    report = run(mc_deck((5, "Goblin"), team=[(1, "Tide Knight")]), "monster-cards")
    assert codes(report) == ["wrong-zone"]
    v = only(report, "wrong-zone")
    assert v.message == "MONSTER CARDS decks have no team: move 'Tide Knight' to the deck"
    assert v.cards == ("Tide Knight",)


# =========================================================================== copies


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg", "redakai-advanced"])
def test_three_copies_are_legal_four_are_not(ruleset_id: str) -> None:
    card = "Fire Slash" if ruleset_id.startswith("redakai") else "Neutral Jab"

    def deck(n: int) -> DeckList:
        if ruleset_id.startswith("redakai"):
            return redakai_deck(extra=[(n, card)])
        return monsuno_deck(size=40, extra=[(n, card)], ruleset=ruleset_id)

    assert_legal(run(deck(3), ruleset_id))
    report = run(deck(4), ruleset_id)
    assert codes(report) == ["too-many-copies"]
    v = only(report, "too-many-copies")
    assert v.severity == ERROR
    assert v.message == f"4 copies of '{card}' (deck) — at most 3 allowed"
    assert v.cards == (card,)
    assert v.params == {"copies": 4, "limit": 3}


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "redakai-advanced"])
def test_copies_count_the_deck_and_the_sideboard_together(ruleset_id: str) -> None:
    if ruleset_id.startswith("redakai"):
        ok = redakai_deck(extra=[(2, "Fire Slash")], sideboard=[(1, "fire slash")])
        bad = redakai_deck(extra=[(2, "Fire Slash")], sideboard=[(2, "Fire Slash")])
        card = "Fire Slash"
    else:
        ok = monsuno_deck(extra=[(2, "Neutral Jab")], sideboard=[(1, "NEUTRAL JAB")])
        bad = monsuno_deck(extra=[(2, "Neutral Jab")], sideboard=[(2, "Neutral Jab")])
        card = "Neutral Jab"
    assert_legal(run(ok, ruleset_id))
    v = only(run(bad, ruleset_id), "too-many-copies")
    assert v.message == f"4 copies of '{card}' (deck and sideboard) — at most 3 allowed"


@pytest.mark.parametrize("copies, words", [
    (1, "1 copy of 'Neutral Jab' (deck) — none allowed"),
    (2, "2 copies of 'Neutral Jab' (deck) — none allowed"),
])
def test_a_copy_limit_of_zero_reads_well(copies: int, words: str) -> None:
    deck = monsuno_deck(extra=[(copies, "Neutral Jab")])
    report = run(deck, "monsuno-hard", options("monsuno-hard", copy_limit="0"))
    # (the filler cards of the sample deck are refused too)
    [v] = [v for v in report.violations if v.cards == ("Neutral Jab",)]
    assert v.message == words
    assert v.params["copies"] == copies and v.params["limit"] == 0


def test_a_unique_limit_of_zero_reads_well() -> None:
    deck = monsuno_deck(extra=[(1, "Core Shield")])
    v = only(run(deck, "monsuno-hard", options("monsuno-hard", unique_limit="0")),
             "unique-duplicated")
    assert v.message == "'Core Shield' is Unique: 1 copy (deck) — none allowed"


def test_medium_rules_have_no_copy_limit() -> None:
    deck = monsuno_deck(("Charlemagne",), size=12, extra=[(12, "Neutral Jab")],
                        sideboard=[(2, "Core Shield")], ruleset="monsuno-medium")
    report = run(deck, "monsuno-medium")
    assert "too-many-copies" not in codes(report)
    assert "unique-duplicated" not in codes(report)


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg"])
def test_one_unique_card_is_legal(ruleset_id: str) -> None:
    assert_legal(run(monsuno_deck(size=40, extra=[(1, "Core Shield")], ruleset=ruleset_id),
                     ruleset_id))


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg"])
def test_two_copies_of_a_unique_card_across_deck_and_sideboard(ruleset_id: str) -> None:
    deck = monsuno_deck(size=40, extra=[(1, "Core Shield")], sideboard=[(1, "core shield")],
                        ruleset=ruleset_id)
    report = run(deck, ruleset_id)
    assert codes(report) == ["unique-duplicated"]
    v = only(report, "unique-duplicated")
    assert v.severity == ERROR
    assert v.message == "'Core Shield' is Unique: 2 copies (deck and sideboard) — only 1 allowed"
    assert v.cards == ("Core Shield",)
    assert v.params == {"copies": 2, "limit": 1}


def test_a_unique_card_four_times_is_reported_once_as_unique() -> None:
    report = run(monsuno_deck(extra=[(4, "Lone Star")]), "monsuno-hard")
    assert codes(report) == ["unique-duplicated"]
    assert "4 copies (deck)" in only(report, "unique-duplicated").message


def test_team_cards_are_not_counted_as_copies() -> None:
    # Quickforge once in the team, three times in the sideboard: 3 copies, not 4.
    deck = monsuno_deck(sideboard=[(3, "Quickforge")])
    assert "too-many-copies" not in codes(run(deck, "monsuno-hard"))


# =========================================================================== launch total


def test_tcg_team_launch_total_at_the_cap_is_legal() -> None:
    # Quickforge 4 + Charlemagne 5 + Airswitch 6 = 15
    assert_legal(run(monsuno_deck(size=40, ruleset="monsuno-tcg"), "monsuno-tcg"))


def test_tcg_team_launch_total_over_the_cap() -> None:
    deck = monsuno_deck(("Quickforge", "Charlemagne", "Tempest Hawk"), size=40,
                        ruleset="monsuno-tcg")
    report = run(deck, "monsuno-tcg")
    assert codes(report) == ["launch-total"]
    v = only(report, "launch-total")
    assert v.severity == ERROR
    assert v.message == ("The team's launch costs add up to 16 (Quickforge 4 + Charlemagne 5 + "
                         "Tempest Hawk 7) — the limit is 15")
    assert v.cards == ("Quickforge", "Charlemagne", "Tempest Hawk")
    assert v.params == {"total": 16, "cap": 15}


def test_launch_total_applies_to_tcg_only() -> None:
    deck = monsuno_deck(("Quickforge", "Charlemagne", "Tempest Hawk"), size=40)
    assert_legal(run(deck, "monsuno-hard"))


# =========================================================================== cost total


def test_the_hand_computed_costs_match() -> None:
    for card in MONSTER_CARDS_CARDS:
        assert card_cost(card) == MC_COSTS[card.name], card.name


def test_cost_exactly_at_the_cap_is_legal() -> None:
    assert_legal(run(mc_deck((10, "Thunder Drake")), "monster-cards"))  # 10 × 20 = 200


def test_cost_over_the_cap_shows_the_total_and_each_cost() -> None:
    report = run(mc_deck((10, "Thunder Drake"), (1, "Goblin")), "monster-cards")
    assert codes(report) == ["cost-total"]
    v = only(report, "cost-total")
    assert v.severity == ERROR
    assert v.message == ("Total deck cost 205 — the limit is 200 "
                         "(costs: Thunder Drake 20 ×10, Goblin 5)")
    assert v.cards == ("Thunder Drake", "Goblin")
    assert v.params == {"total": 205, "cap": 200}


def test_cost_message_of_a_mixed_deck() -> None:
    deck = mc_deck((5, "Thunder Drake"), (1, "Tide Knight"), (4, "Sky Titan"), (1, "Ember Pup"),
                   (1, "Mirror Fox"))
    total = 5 * 20 + 9 + 4 * 19 + 7 + 11
    assert total == 203
    v = only(run(deck, "monster-cards"), "cost-total")
    assert f"Total deck cost {total} — the limit is 200" in v.message
    for part in ("Thunder Drake 20 ×5", "Sky Titan 19 ×4", "Mirror Fox 11", "Tide Knight 9",
                 "Ember Pup 7"):
        assert part in v.message
    # Most expensive first.
    assert v.message.index("Thunder Drake") < v.message.index("Sky Titan") \
        < v.message.index("Mirror Fox") < v.message.index("Tide Knight") \
        < v.message.index("Ember Pup")
    assert set(v.cards) == {"Thunder Drake", "Sky Titan", "Mirror Fox", "Tide Knight",
                            "Ember Pup"}


def test_cost_message_of_many_different_cards_shows_every_cost() -> None:
    # RULES.md §3: the cost is computed per card and shown — all of them, not the first
    # five, so the player can see which cheap card to swap as well as which dear one.
    deck = mc_deck((5, "Thunder Drake"), (4, "Sky Titan"), (1, "Mirror Fox"),
                   (1, "Tide Knight"), (1, "Ember Pup"), (1, "Goblin"), (1, "Stone Crab"))
    v = only(run(deck, "monster-cards"), "cost-total")
    assert v.message == ("Total deck cost 216 — the limit is 200 (costs: Thunder Drake 20 ×5, "
                         "Sky Titan 19 ×4, Mirror Fox 11, Tide Knight 9, Stone Crab 8, "
                         "Ember Pup 7, Goblin 5)")
    assert "…" not in v.message
    assert len(v.cards) == 7


def test_the_sideboard_does_not_count_for_the_cost() -> None:
    deck = mc_deck((10, "Thunder Drake")).with_zone("sideboard", entries((5, "Sky Titan")))
    assert_legal(run(deck, "monster-cards"))


def test_cost_and_size_can_both_fail() -> None:
    report = run(mc_deck((21, "Thunder Drake")), "monster-cards")
    assert sorted(codes(report)) == ["cost-total", "deck-too-large"]
    assert "Total deck cost 420" in only(report, "cost-total").message


# =========================================================================== manufacturers


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg"])
def test_an_exclusive_strike_card_without_a_matching_monsuno_is_locked(ruleset_id: str) -> None:
    deck = monsuno_deck(NO_TEAM_STORM, size=40, extra=[(2, "Storm Bolt")], ruleset=ruleset_id)
    report = run(deck, ruleset_id)
    assert codes(report) == ["manufacturer-locked"]  # locked, not also a mismatch
    v = only(report, "manufacturer-locked")
    assert v.severity == ERROR
    assert v.message == ("'Storm Bolt' is exclusive to S.T.O.R.M. Monsuno and the team has none "
                         "— it cannot be played")
    assert v.cards == ("Storm Bolt",)
    assert not report.legal


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg", "monsuno-medium"])
def test_an_exclusive_strike_card_with_a_matching_monsuno_is_fine(ruleset_id: str) -> None:
    team = ("Charlemagne",) if ruleset_id == "monsuno-medium" else (
        "Quickforge", "Charlemagne", "Airswitch")
    deck = monsuno_deck(team, size=40, extra=[(2, "Storm Bolt"), (1, "Eklipse Shade")],
                        ruleset=ruleset_id)
    if ruleset_id == "monsuno-medium":
        # Eklipse Shade has no Eklipse Monsuno in a one-Monsuno team: only a warning.
        assert codes(run(deck, ruleset_id)) == ["manufacturer-mismatch"]
    else:
        assert_legal(run(deck, ruleset_id))


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg"])
def test_a_strike_card_of_another_manufacturer_is_a_warning(ruleset_id: str) -> None:
    deck = monsuno_deck(NO_TEAM_STORM, size=40, extra=[(3, "Storm Gust")], ruleset=ruleset_id)
    report = run(deck, ruleset_id)
    assert report.legal
    assert codes(report) == ["manufacturer-mismatch"]
    v = only(report, "manufacturer-mismatch")
    assert v.severity == WARNING
    assert v.message == ("'Storm Gust' is a S.T.O.R.M. card but no S.T.O.R.M. Monsuno is in the "
                         "team: it loses its bonuses and its speed counts 0")
    assert v.cards == ("Storm Gust",)
    assert report.warnings == [v] and report.errors == []


def test_manufacturer_article_follows_the_sound_of_the_name() -> None:
    deck = monsuno_deck(("Quickforge",), size=5, extra=[(1, "Eklipse Shade")],
                        ruleset="monsuno-medium")
    v = only(run(deck, "monsuno-medium"), "manufacturer-mismatch")
    assert v.message.startswith("'Eklipse Shade' is an Eklipse card but no Eklipse Monsuno")
    deck = monsuno_deck(("Airswitch",), size=5, extra=[(1, "Core Shield")],
                        ruleset="monsuno-medium")
    v = only(run(deck, "monsuno-medium"), "manufacturer-mismatch")
    assert v.message.startswith("'Core Shield' is a Core-Tech card")


def test_medium_rules_only_warn_even_for_exclusive_cards() -> None:
    deck = monsuno_deck(("Quickforge",), size=5, extra=[(2, "Storm Bolt"), (1, "Storm Gust")],
                        ruleset="monsuno-medium")
    report = run(deck, "monsuno-medium")
    assert report.legal
    assert codes(report) == ["manufacturer-mismatch", "manufacturer-mismatch"]
    assert {v.cards for v in report.violations} == {("Storm Bolt",), ("Storm Gust",)}
    assert all(v.severity == WARNING for v in report.violations)


def test_neutral_strike_cards_and_other_rulesets_have_no_manufacturer_checks() -> None:
    assert_legal(run(monsuno_deck(NO_TEAM_STORM, extra=[(3, "Neutral Jab")]), "monsuno-hard"))


def test_manufacturer_checks_ignore_the_case_of_the_data() -> None:
    cards = [c if c.name != "Charlemagne" else
             replace(c, fields={**c.fields, "manufacturer": "STORM"}) for c in ALL_CARDS]
    catalog = MemoryCatalog(cards)
    deck = monsuno_deck(extra=[(2, "Storm Bolt")])
    assert_legal(run(deck, "monsuno-hard", catalog=catalog))


# =========================================================================== names


def test_an_unknown_name_with_a_suggestion() -> None:
    deck = monsuno_deck(size=30, extra=[(2, "Storm Blot")])
    report = run(deck, "monsuno-hard")
    assert codes(report) == ["unknown-card"]
    v = only(report, "unknown-card")
    assert v.severity == ERROR
    assert v.message.startswith("Unknown card 'Storm Blot' — did you mean 'Storm Bolt'")
    assert v.message.endswith("?")
    assert v.cards == ("Storm Blot",)
    assert v.params["suggestions"][0] == "Storm Bolt"


def test_an_unknown_name_without_a_suggestion() -> None:
    report = run(monsuno_deck(extra=[(1, "Qwxzv")]), "monsuno-hard")
    v = only(report, "unknown-card")
    assert v.message == "Unknown card 'Qwxzv' — no Monsuno card has that name"


def test_an_unknown_name_in_the_team() -> None:
    deck = monsuno_deck(("Quickforge", "Charlemagne", "Airswich"))
    report = run(deck, "monsuno-hard")
    v = only(report, "unknown-card")
    assert "did you mean 'Airswitch'" in v.message
    assert not report.legal


@pytest.mark.parametrize("ruleset_id, name, message", [
    ("monsuno-hard", "Thunder Drake",
     "'Thunder Drake' is a MONSTER CARDS card, not a Monsuno card"),
    ("redakai-advanced", "Storm Bolt", "'Storm Bolt' is a Monsuno card, not a Redakai card"),
    ("monster-cards", "kai - blue fire",
     "'Kai - Blue Fire' is a Redakai card, not a MONSTER CARDS card"),
])
def test_a_card_of_another_game(ruleset_id: str, name: str, message: str) -> None:
    if ruleset_id == "monster-cards":
        deck = mc_deck((1, "Goblin"), (1, name))
    elif ruleset_id.startswith("redakai"):
        deck = redakai_deck(extra=[(1, name)])
    else:
        deck = monsuno_deck(extra=[(1, name)])
    report = run(deck, ruleset_id)
    assert codes(report) == ["wrong-game"]
    v = only(report, "wrong-game")
    assert v.severity == ERROR
    assert v.message == message
    assert v.cards == (name,)


def test_names_resolve_case_insensitively_and_by_translation() -> None:
    deck = monsuno_deck(("QUICKFORGE", "charlemagne", "  Airswitch "),
                        extra=[(2, "громовое КОПЬЁ"), (1, "storm bolt")])
    resolved = resolve(deck, "monsuno", CATALOG)
    assert resolved.unknown == {} and resolved.foreign == {}
    card = resolved.card("Громовое копье")  # ё and е are the same letter for names
    assert card is not None and card.name == "Thunder Lance"
    assert_legal(check(resolved, get_ruleset("monsuno-hard")))


# A card whose real name ends like a set/number or foil suffix of other deck tools, next to
# a card with the shorter name (costs: "Golem (MK) 2" C power 1 = 5, "Golem" UR 5 = 16).
GOLEMS = MemoryCatalog([*ALL_CARDS, mc_monster("Golem (MK) 2", "C", 1),
                        mc_monster("Golem", "UR", 5), mc_monster("Bar *F*", "C", 2),
                        mc_monster("Bar", "SR", 5)])


def test_a_card_named_like_a_set_suffix_is_that_card_not_the_shorter_name() -> None:
    # The issue: "13 Golem (MK) 2" was checked as 13 × Golem at cost 16 (208 > 200).
    deck = parse_deck("Ruleset: monster-cards\n13 Golem (MK) 2\n")
    resolved = resolve(deck, "monster-cards", GOLEMS)
    card = resolved.card("Golem (MK) 2")
    assert card is not None and card.name == "Golem (MK) 2"
    assert_legal(check(resolved, get_ruleset("monster-cards")))  # 13 × 5 = 65
    foil = resolve(parse_deck("1 Bar *F*\n"), "monster-cards", GOLEMS).card("Bar *F*")
    assert foil is not None and foil.name == "Bar *F*"


@pytest.mark.parametrize("line, name", [
    ("3 Golem (XY) 7", "Golem"),
    ("3 Golem (MK) 2 *F*", "Golem (MK) 2"),
    ("3 Goblin (MC1) 12", "Goblin"),
    ("3 goblin *F*", "Goblin"),
])
def test_set_and_foil_suffixes_are_dropped_when_the_full_name_is_no_card(line: str,
                                                                         name: str) -> None:
    deck = parse_deck(line)
    resolved = resolve(deck, "monster-cards", GOLEMS)
    card = resolved.card(deck.deck[0].name)
    assert card is not None and card.name == name
    assert resolved.unknown == {}


def test_a_suffixed_unknown_name_is_suggested_from_the_name_without_the_suffix() -> None:
    report = run(mc_deck((1, "Goblim (MC1) 12")), "monster-cards", catalog=GOLEMS)
    v = only(report, "unknown-card")
    assert v.message.startswith("Unknown card 'Goblim (MC1) 12' — did you mean 'Goblin'")


def test_a_suffixed_name_of_another_game_is_a_wrong_game() -> None:
    report = run(mc_deck((1, "Goblin"), (1, "Storm Bolt (MS1) 12")), "monster-cards")
    assert codes(report) == ["wrong-game"]
    assert only(report, "wrong-game").message == ("'Storm Bolt' is a Monsuno card, not a "
                                                  "MONSTER CARDS card")


def test_copies_of_one_card_under_suffixed_and_plain_names_add_up() -> None:
    deck = monsuno_deck(extra=[(2, "Neutral Jab (MS1) 12"), (2, "Neutral Jab")])
    v = only(run(deck, "monsuno-hard"), "too-many-copies")
    assert v.message == "4 copies of 'Neutral Jab' (deck) — at most 3 allowed"


def test_a_card_under_two_names_is_still_one_card() -> None:
    deck = monsuno_deck(extra=[(3, "Thunder Lance"), (2, "Громовое копьё")])
    owned = {name_key(c.name): 3 for c in ALL_CARDS}
    report = run(deck, "monsuno-hard", collection=owned)
    v = only(report, "too-many-copies")
    assert "5 copies of 'Thunder Lance'" in v.message
    assert only(report, "not-owned").params == {"owned": 3, "needed": 5, "missing": 2}


# =========================================================================== collection


def test_not_owned_warnings_per_card() -> None:
    deck = monsuno_deck(extra=[(3, "Neutral Jab"), (1, "Core Shield")],
                        sideboard=[(1, "Storm Gust")])
    owned = {name_key(n): 3 for n in deck.names()}  # enough of everything…
    owned[name_key("Neutral Jab")] = 1              # …but one Neutral Jab
    del owned[name_key("Core Shield")]              # and no Core Shield
    owned[name_key("Storm Gust")] = 0
    report = run(deck, "monsuno-hard", collection=owned)
    assert report.legal
    found = {v.cards: v for v in all_of(report, "not-owned")}
    assert set(found) == {("Neutral Jab",), ("Core Shield",), ("Storm Gust",)}
    jab = found[("Neutral Jab",)]
    assert jab.severity == WARNING
    assert jab.message == "You own 1 of the 3 'Neutral Jab' the deck needs — 2 missing"
    assert jab.params == {"owned": 1, "needed": 3, "missing": 2}
    assert found[("Core Shield",)].message == ("You own 0 of the 1 'Core Shield' the deck needs "
                                               "— 1 missing")
    assert found[("Storm Gust",)].params["needed"] == 1  # the sideboard counts too


def test_not_owned_counts_the_team_deck_and_sideboard_and_uses_catalog_names() -> None:
    deck = monsuno_deck(("quickforge", "Charlemagne", "Airswitch"),
                        extra=[(2, "neutral jab")], sideboard=[(1, "Neutral Jab")])
    owned = {name_key(n): 3 for n in deck.names()}
    assert_legal(run(deck, "monsuno-hard", collection=owned))
    owned[name_key("Quickforge")] = 0
    v = only(run(deck, "monsuno-hard", collection=owned), "not-owned")
    assert v.cards == ("Quickforge",)
    assert "'Quickforge'" in v.message


def test_no_collection_no_not_owned() -> None:
    assert "not-owned" not in codes(run(monsuno_deck(), "monsuno-hard"))
    assert "not-owned" in codes(run(monsuno_deck(), "monsuno-hard", collection={}))


def test_not_owned_in_every_game() -> None:
    report = run(mc_deck((2, "Goblin")), "monster-cards", collection={"goblin": 1})
    assert only(report, "not-owned").params == {"owned": 1, "needed": 2, "missing": 1}
    report = run(redakai_deck(), "redakai-advanced", collection={})
    assert len(all_of(report, "not-owned")) == len(redakai_deck().names())


# =========================================================================== options


def test_deck_min_option_makes_a_25_card_hard_deck_legal() -> None:
    deck = monsuno_deck(size=25)
    assert codes(run(deck, "monsuno-hard")) == ["deck-too-small"]
    rules = options("monsuno-hard", deck_min="20")
    assert rules.deck_min == 20
    assert_legal(run(deck, "monsuno-hard", rules))
    assert get_ruleset("monsuno-hard").deck_rules.deck_min == 30  # the default is unchanged


@pytest.mark.parametrize("ruleset_id, settings, deck, before", [
    ("monsuno-hard", {"copy_limit": "4"}, monsuno_deck(extra=[(4, "Neutral Jab")]),
     "too-many-copies"),
    ("monsuno-hard", {"copy_limit": "none"}, monsuno_deck(extra=[(9, "Neutral Jab")]),
     "too-many-copies"),
    ("monsuno-hard", {"unique_limit": "2"}, monsuno_deck(extra=[(2, "Core Shield")]),
     "unique-duplicated"),
    ("monsuno-tcg", {"launch_cap": "16"},
     monsuno_deck(("Quickforge", "Charlemagne", "Tempest Hawk"), size=40), "launch-total"),
    ("monster-cards", {"cost_cap": "205", "deck_max": "25"},
     mc_deck((10, "Thunder Drake"), (1, "Goblin")), "cost-total"),
    ("monsuno-medium", {"team_size": "3"}, monsuno_deck(size=5), "team-size"),
])
def test_options_change_the_deck_rules(ruleset_id: str, settings: dict[str, str],
                                       deck: DeckList, before: str) -> None:
    assert before in codes(run(deck, ruleset_id))
    assert before not in codes(run(deck, ruleset_id, options(ruleset_id, **settings)))


@pytest.mark.parametrize("settings, words", [
    ({"deck_mn": "20"}, ["unknown deck option 'deck_mn'", "did you mean 'deck_min'"]),
    ({"deck_min": "twenty"}, ["'deck_min'", "whole number", "'twenty'"]),
    ({"deck_min": "-1"}, ["'deck_min'", "negative"]),
    ({"team_distinct": "false"}, ["unknown deck option 'team_distinct'"]),
])
def test_bad_options_are_refused_with_a_clear_message(settings: dict[str, str],
                                                      words: list[str]) -> None:
    with pytest.raises(OptionError) as info:
        options("monsuno-hard", **settings)
    for word in words:
        assert word in str(info.value)


def test_none_is_offered_only_where_an_option_can_be_switched_off() -> None:
    from deckbuilder.rules.registry import parse_option_value

    with pytest.raises(OptionError) as info:
        parse_option_value("deck_min", 40, "abc", nullable=False)
    assert "(or none)" not in str(info.value)
    with pytest.raises(OptionError) as info:
        parse_option_value("deck_min", 40, "none", nullable=False)
    assert "cannot be switched off" in str(info.value)
    with pytest.raises(OptionError) as info:
        parse_option_value("deck_max", None, "abc", nullable=True)
    assert "(or none)" in str(info.value)
    assert parse_option_value("deck_max", 60, "none", nullable=True) is None


# =========================================================================== the report


def test_the_report_json_form() -> None:
    deck = monsuno_deck(size=29, extra=[(4, "Neutral Jab")], sideboard=[(1, "Storm Gust")])
    report = run(deck, "monsuno-hard")
    doc = report.to_json()
    assert set(doc) == {"ruleset", "legal", "counts", "violations"}
    assert doc["ruleset"] == "monsuno-hard" and doc["legal"] is False
    assert doc["counts"] == {"team": 3, "deck": 29, "sideboard": 1}
    for v in doc["violations"]:
        assert set(v) == {"code", "severity", "message", "cards"}
        assert isinstance(v["cards"], list)
        assert v["severity"] == CODES[v["code"]]
    assert [v["code"] for v in doc["violations"]] == ["deck-too-small", "too-many-copies"]


def test_a_deck_with_many_problems_reports_each_once_and_reads_cleanly() -> None:
    deck = DeckList(
        ruleset="monsuno-tcg",
        team=entries((2, "Tempest Hawk"), (1, "Neutral Jab"), (1, "Airswich")),
        deck=entries((1, "Quickforge"), (4, "Filler Strike A"), (2, "Lone Star"),
                     (1, "Storm Bolt"), (1, "Thunder Drake")),
        sideboard=entries((1, "Lone Star")),
    )
    report = run(deck, "monsuno-tcg", collection={})
    got = set(codes(report))
    assert got >= {"unknown-card", "wrong-game", "wrong-zone", "team-size", "team-not-distinct",
                   "deck-too-small", "too-many-copies", "unique-duplicated", "not-owned"}
    for v in report.violations:
        assert v.severity == CODES[v.code]
        for junk in ("None", "frozenset", "()", "[]", "{", "_"):
            assert junk not in v.message, (junk, v.message)


def test_warnings_do_not_make_a_deck_illegal() -> None:
    deck = monsuno_deck(NO_TEAM_STORM, extra=[(1, "Storm Gust")])
    report = run(deck, "monsuno-hard", collection={})
    assert report.legal
    assert report.errors == []
    assert {v.code for v in report.warnings} == {"manufacturer-mismatch", "not-owned"}


def test_filler_helper_is_sane() -> None:
    assert sum(e.count for e in filler(40)) == 40
    assert all(e.count <= 3 for e in filler(40))
    assert isinstance(filler(1)[0], DeckEntry)


# =========================================================================== every ruleset


def _valid(ruleset_id: str) -> DeckList:
    """A legal deck of the sample catalog for each ruleset."""
    if ruleset_id == "monsuno-medium":
        return monsuno_deck(("Charlemagne",), size=5, ruleset=ruleset_id)
    if ruleset_id.startswith("monsuno"):
        return monsuno_deck(size=40, ruleset=ruleset_id)
    if ruleset_id == "redakai-advanced":
        return redakai_deck()
    return mc_deck((3, "Goblin"), (1, "Mirror Fox"))


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_the_sample_decks_are_legal(ruleset_id: str) -> None:
    assert_legal(run(_valid(ruleset_id), ruleset_id))


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_unknown_and_foreign_cards_in_every_ruleset(ruleset_id: str) -> None:
    foreign = {"monsuno": "Goblin", "redakai": "Storm Gust", "monster-cards": "Fire Slash"}
    game = get_ruleset(ruleset_id).game
    deck = _valid(ruleset_id).add("sideboard", "Wholly Unknown Thing").add(
        "sideboard", foreign[game])
    report = run(deck, ruleset_id)
    assert not report.legal
    assert sorted(codes(report)) == ["unknown-card", "wrong-game"]
    assert only(report, "unknown-card").cards == ("Wholly Unknown Thing",)
    assert only(report, "wrong-game").cards == (foreign[game],)


@pytest.mark.parametrize("ruleset_id", ["monsuno-medium", "monsuno-hard", "monsuno-tcg"])
def test_a_strike_card_in_the_team_in_every_monsuno_ruleset(ruleset_id: str) -> None:
    deck = _valid(ruleset_id)
    deck = deck.with_zone("team", [*deck.team[:-1], DeckEntry("Neutral Jab", 1)])
    v = only(run(deck, ruleset_id), "wrong-zone")
    assert v.cards == ("Neutral Jab",)
    assert "the team holds only Monsuno" in v.message


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_not_owned_in_every_ruleset_with_the_starter_decks(ruleset_id: str) -> None:
    text = resource("decks", f"{ruleset_id}.txt").read_text(encoding="utf-8")
    deck = parse_deck(text)
    catalog = starter_catalog()
    report = run(deck, ruleset_id, collection={}, catalog=catalog)
    assert report.legal
    assert codes(report) == ["not-owned"] * len(deck.names())
    assert [v.cards[0] for v in report.violations] == deck.names()
    exact = {name_key(n): deck.copies(n) for n in deck.names()}
    assert_legal(run(deck, ruleset_id, collection=exact, catalog=catalog))
    first = deck.names()[0]
    exact[name_key(first)] -= 1
    v = only(run(deck, ruleset_id, collection=exact, catalog=catalog), "not-owned")
    assert v.cards == (first,)
    assert v.params["missing"] == 1
