"""The conventions of other deck tools in the text format (RULES.md §2): blank-line
sideboards, Arena's preamble and sections, and what tools add around a card's name."""

from __future__ import annotations

import pytest

from deckbuilder.rules.cards import name_key
from deckbuilder.rules.decklist import DeckEntry, export_deck, name_forms, parse_deck


def entries(*pairs: tuple[int, str]) -> tuple[DeckEntry, ...]:
    return tuple(DeckEntry(n, c) for c, n in pairs)


def _kinds(name: str) -> str | None:
    return {"quickforge": "monsuno", "jab": "strike", "storm bolt": "strike"}.get(
        name_key(name))


def test_a_blank_line_after_cards_starts_the_sideboard_in_a_list_without_headers() -> None:
    d = parse_deck("\n3 Jab\n1 Quickforge\n\n2 Storm Bolt\n\n1 Jab\n", kind_of=_kinds)
    assert d.team == entries((1, "Quickforge"))
    assert d.deck == entries((3, "Jab"))
    # Everything after the first blank line, team kinds too, is the sideboard.
    assert d.sideboard == entries((2, "Storm Bolt"), (1, "Jab"))


def test_blank_lines_before_the_first_card_and_after_metadata_mean_nothing() -> None:
    d = parse_deck("Name: X\n\n\n3 Jab\n2 Storm Bolt\n\n")
    assert d.deck == entries((3, "Jab"), (2, "Storm Bolt")) and d.sideboard == ()


@pytest.mark.parametrize("header", ["Deck", "Sideboard:", "//Sideboard", "Commander",
                                    "SB: 1 Jab"])
def test_with_any_header_blank_lines_mean_nothing(header: str) -> None:
    d = parse_deck(f"3 Jab\n\n2 Storm Bolt\n{header}\n")
    assert d.deck == entries((3, "Jab"), (2, "Storm Bolt"))
    assert d.copies("Storm Bolt", ["sideboard"]) == 0


def test_arena_about_name_and_companion() -> None:
    d = parse_deck("About\nName Storm Rush\n\nCompanion\n1 Quickforge (MS1) 1\n\nDeck\n"
                   "3 Jab (MS1) 2\n\nSideboard\n1 Storm Bolt (MS1) 3\n", kind_of=_kinds)
    assert d.name == "Storm Rush"
    assert d.team == entries((1, "Quickforge"))
    assert d.deck == entries((3, "Jab"))
    assert d.sideboard == entries((1, "Storm Bolt"))


def test_team_kinds_in_a_deck_section_go_to_the_team_when_there_is_no_team_section() -> None:
    d = parse_deck("Deck\n1 Quickforge\n3 Jab\n", kind_of=_kinds)
    assert d.team == entries((1, "Quickforge")) and d.deck == entries((3, "Jab"))


def test_mws_header_comments_are_metadata() -> None:
    d = parse_deck("// NAME : Storm Rush\n// CREATOR : Ana\n// RULESET : monsuno-hard\n"
                   "        3 [MS1] Jab\nSB:  1 [MS1] Storm Bolt\n", kind_of=_kinds)
    assert (d.name, d.author, d.ruleset) == ("Storm Rush", "Ana", "monsuno-hard")
    assert d.deck == entries((3, "Jab")) and d.sideboard == entries((1, "Storm Bolt"))


@pytest.mark.parametrize("name, forms", [
    ("Storm Bolt (ms1) 12", ("Storm Bolt (ms1) 12", "Storm Bolt")),
    ("Storm Bolt (MS1)", ("Storm Bolt (MS1)", "Storm Bolt")),
    ("Storm Bolt [MS1]", ("Storm Bolt [MS1]", "Storm Bolt")),
    ("[MS1] Storm Bolt", ("[MS1] Storm Bolt", "Storm Bolt")),
    ("Storm Bolt MS1 12", ("Storm Bolt MS1 12", "Storm Bolt")),
    ("Storm Bolt (foil)", ("Storm Bolt (foil)", "Storm Bolt")),
    ("Storm Bolt *E*", ("Storm Bolt *E*", "Storm Bolt")),
    ("Storm Bolt (ms1) 12 *F* [Strike]",
     ("Storm Bolt (ms1) 12 *F* [Strike]", "Storm Bolt (ms1) 12 *F*", "Storm Bolt (ms1) 12",
      "Storm Bolt")),
    ("Storm bolt 12", ("Storm bolt 12",)),   # a lower-case word and a number: part of a name
    ("[MS1]", ("[MS1]",)),
])
def test_name_forms_of_other_tools(name: str, forms: tuple[str, ...]) -> None:
    assert name_forms(name) == forms


def test_export_reads_back_even_with_blank_lines() -> None:
    d = parse_deck("Team:\n1 Quickforge\n\nDeck:\n3 Jab\n\nSideboard:\n1 Storm Bolt\n")
    assert parse_deck(export_deck(d)) == d
