"""Deck lists: the value, the text format of RULES.md §2 and the JSON form."""

from __future__ import annotations

import json

import pytest
from deck_samples import entries
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckbuilder.rules.cards import name_key
from deckbuilder.rules.deckfiles import read_deck_text
from deckbuilder.rules.decklist import (
    MAX_COPIES_PER_LINE,
    DeckEntry,
    DeckList,
    DeckParseError,
    deck_to_json_text,
    export_deck,
    name_forms,
    parse_deck,
)
from deckbuilder.rules.registry import RULESET_IDS


def parse_error(text: str, **kw: object) -> DeckParseError:
    with pytest.raises(DeckParseError) as info:
        parse_deck(text, **kw)  # type: ignore[arg-type]
    return info.value


# =========================================================================== the value


def test_add_merges_by_name_case_insensitively_and_removes_at_zero() -> None:
    d = DeckList().add("deck", "Storm Bolt", 2).add("deck", "storm bolt").add("deck", "Jab")
    assert d.deck == entries((3, "Storm Bolt"), (1, "Jab"))
    d = d.add("deck", "STORM BOLT", -3)
    assert d.deck == entries((1, "Jab"))
    # Never below zero, and removing a card that is not there changes nothing.
    assert d.add("deck", "Jab", -5).deck == ()
    assert d.add("deck", "Nothing", -1) == d


def test_counts_copies_and_names() -> None:
    d = DeckList(team=entries((1, "A")), deck=entries((3, "B"), (2, "C")),
                 sideboard=entries((1, "b"), (4, "D")))
    assert d.counts() == {"team": 1, "deck": 5, "sideboard": 5}
    assert d.count("deck") == 5
    assert d.copies("B") == 4
    assert d.copies("b", ("deck",)) == 3
    assert d.copies("nothing") == 0
    assert d.names() == ["A", "B", "C", "D"]  # first spelling wins, zone order


def test_unknown_zone_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown zone 'hand'"):
        DeckList().zone("hand")


def test_rename_card_merges_entries_that_become_the_same_card() -> None:
    d = DeckList(deck=entries((2, "Громовое копьё"), (1, "Thunder Lance"), (3, "Jab")))
    renamed = d.rename_card("громовое копьё", "Thunder Lance")
    assert renamed.deck == entries((3, "Thunder Lance"), (3, "Jab"))


# =========================================================================== parsing: card lines


@pytest.mark.parametrize("line, count, name", [
    ("3 Storm Bolt", 3, "Storm Bolt"),
    ("3x Storm Bolt", 3, "Storm Bolt"),
    ("3X Storm Bolt", 3, "Storm Bolt"),
    ("3 x Storm Bolt", 3, "Storm Bolt"),
    ("3 X Storm Bolt", 3, "Storm Bolt"),
    ("3xStorm Bolt", 3, "Storm Bolt"),
    ("Storm Bolt", 1, "Storm Bolt"),
    ("   2   Storm    Bolt   ", 2, "Storm Bolt"),
    (f"{MAX_COPIES_PER_LINE} Storm Bolt", MAX_COPIES_PER_LINE, "Storm Bolt"),
    ("1 Kai - Blue Fire", 1, "Kai - Blue Fire"),
    ("2 3-Headed Dog", 2, "3-Headed Dog"),
    ("Kai: Origins", 1, "Kai: Origins"),          # a colon in a bare card name is no header
])
def test_card_line_forms(line: str, count: int, name: str) -> None:
    assert parse_deck(line).deck == (DeckEntry(name, count),)


# A catalog for the suffix tests: "Golem (MK) 2" really is a card's name, as is "Golem".
_KINDS = {name_key(n): "monster" for n in ("Storm Bolt", "Golem (MK) 2", "Golem",
                                           "Star *S*")}


def _kind_of(name: str) -> str | None:
    return _KINDS.get(name_key(name))


@pytest.mark.parametrize("line, name", [
    ("1 Storm Bolt (MS1) 12", "Storm Bolt"),      # set and number of other deck tools
    ("1 Storm Bolt (MS1) 12a", "Storm Bolt"),
    ("1 Storm Bolt *F*", "Storm Bolt"),           # foil marker
    ("1 Storm Bolt (MS1) 12 *F*", "Storm Bolt"),  # both
    ("1 Golem (MK) 2", "Golem (MK) 2"),           # a card that is really called so
    ("1 Golem (MK) 2 *F*", "Golem (MK) 2"),       # … and its foil
    ("1 Golem (XY) 7", "Golem"),
    ("1 Star *S*", "Star *S*"),
    ("1 Nowhere (MS1) 12", "Nowhere (MS1) 12"),   # unknown: kept as written
])
def test_set_and_foil_suffixes_go_only_when_the_full_name_is_no_card(line: str,
                                                                      name: str) -> None:
    assert parse_deck(line, kind_of=_kind_of).deck == (DeckEntry(name, 1),)


def test_without_a_catalog_a_suffixed_name_is_kept_for_the_lookup_to_decide() -> None:
    # Without a catalog the parser cannot tell "Golem (MK) 2" (a card) from "Storm Bolt
    # (MS1) 12" (Storm Bolt of set MS1): it keeps the name and resolution decides.
    d = parse_deck("13 Golem (MK) 2\n2 Storm Bolt *F*\n")
    assert d.deck == entries((13, "Golem (MK) 2"), (2, "Storm Bolt *F*"))


def test_suffixed_lines_add_up_with_the_plain_name_when_the_catalog_knows_it() -> None:
    d = parse_deck("2 Storm Bolt (MS1) 12\n1 Storm Bolt *F*\n1 storm bolt\n",
                   kind_of=_kind_of)
    assert d.deck == entries((4, "Storm Bolt"))


@pytest.mark.parametrize("name, forms", [
    ("Storm Bolt", ("Storm Bolt",)),
    ("Storm Bolt *F*", ("Storm Bolt *F*", "Storm Bolt")),
    ("Golem (MK) 2", ("Golem (MK) 2", "Golem")),
    ("Golem (MK) 2 *F*", ("Golem (MK) 2 *F*", "Golem (MK) 2", "Golem")),
    ("Golem *F* (MK) 2", ("Golem *F* (MK) 2", "Golem *F*", "Golem")),
    ("(MK) 2", ("(MK) 2",)),
])
def test_name_forms(name: str, forms: tuple[str, ...]) -> None:
    assert name_forms(name) == forms


def test_the_same_card_on_several_lines_adds_up_case_insensitively() -> None:
    d = parse_deck("3 Storm Bolt\n2x Eklipse Shade\n2 x Core Shield\nCore Shield\n"
                   "storm bolt\nSTORM  BOLT\n")
    assert d.deck == entries((5, "Storm Bolt"), (2, "Eklipse Shade"), (3, "Core Shield"))


def test_the_example_of_the_rules_parses() -> None:
    text = """\
# comment (also // comment)
Name: Storm Rush
Ruleset: monsuno-hard

Team:
1 Quickforge
1 Charlemagne
1 Airswitch

Deck:
3 Storm Bolt
2x Eklipse Shade
Core Shield

Sideboard:
1 Storm Bolt
SB: 2 Other Card
"""
    d = parse_deck(text)
    assert d.name == "Storm Rush"
    assert d.ruleset == "monsuno-hard"
    assert d.team == entries((1, "Quickforge"), (1, "Charlemagne"), (1, "Airswitch"))
    assert d.deck == entries((3, "Storm Bolt"), (2, "Eklipse Shade"), (1, "Core Shield"))
    assert d.sideboard == entries((1, "Storm Bolt"), (2, "Other Card"))


# =========================================================================== parsing: sections


@pytest.mark.parametrize("header, zone", [
    (h, zone)
    for zone, words in {"team": ["Team", "Monsuno", "Characters"],
                        "deck": ["Deck", "Main", "Strike", "Strikes"],
                        "sideboard": ["Sideboard", "Side"]}.items()
    for word in words
    for h in (word, word + ":", word.upper(), word.lower() + " :", f"  {word.lower()}:  ")
])
def test_section_headers_all_synonyms_any_case_optional_colon(header: str, zone: str) -> None:
    # Start in another section so that the header really switches.
    start = "Sideboard:" if zone != "sideboard" else "Team:"
    d = parse_deck(f"{start}\n1 First\n{header}\n2 Second\n")
    assert d.zone(zone) == (DeckEntry("Second", 2),)
    assert d.count(zone) == 2


def test_sb_prefix_puts_one_line_in_the_sideboard() -> None:
    d = parse_deck("Team:\n1 Quickforge\nSB: 2 Other Card\nsb: Lone Star\n1 Airswitch\n")
    assert d.sideboard == entries((2, "Other Card"), (1, "Lone Star"))
    # The section does not change: the next line is still in the team.
    assert d.team == entries((1, "Quickforge"), (1, "Airswitch"))


def test_a_header_with_a_card_on_the_same_line() -> None:
    d = parse_deck("Sideboard: 2 Storm Bolt\nDeck: 3x Jab\nTeam: Quickforge\n4 Filler\n")
    assert d.sideboard == entries((2, "Storm Bolt"))
    assert d.team == entries((1, "Quickforge"))
    # An inline card does not switch the section: "4 Filler" has none, so it is in the deck.
    assert d.deck == entries((3, "Jab"), (4, "Filler"))


def test_comments_and_blank_lines_are_ignored() -> None:
    d = parse_deck("# a comment\n// another comment\n\n   \n#1 is not a card\n2 Jab\n"
                   "  # indented comment\n")
    assert d == DeckList(deck=entries((2, "Jab")))


@pytest.mark.parametrize("header", ["//Sideboard", "// Sideboard", "//sideboard:", "//SIDE"])
def test_commented_sideboard_header_of_deckstats(header: str) -> None:
    d = parse_deck(f"2 Jab\n{header}\n1 Storm Bolt\n")
    assert d.deck == entries((2, "Jab"))
    assert d.sideboard == entries((1, "Storm Bolt"))


def test_a_deckstats_main_header_switches_back_to_the_deck() -> None:
    d = parse_deck("Sideboard:\n1 A\n//Main\n1 B\n")
    assert d.sideboard == entries((1, "A"))
    assert d.deck == entries((1, "B"))


def test_a_hash_comment_naming_a_section_stays_a_comment() -> None:
    d = parse_deck("Deck:\n1 A\n# Sideboard\n1 B\n")
    assert d.deck == entries((1, "A"), (1, "B"))
    assert d.sideboard == ()


# =========================================================================== parsing: metadata


def test_metadata_before_the_first_card() -> None:
    d = parse_deck("// exported\nname:  Storm Rush \nRULESET: monsuno-tcg\nAuthor: Bea\n"
                   "Notes: fast deck\nTeam:\n1 Quickforge\n")
    assert (d.name, d.ruleset, d.author, d.notes) == ("Storm Rush", "monsuno-tcg", "Bea",
                                                     "fast deck")


def test_metadata_may_follow_a_section_header_if_no_card_came_yet() -> None:
    d = parse_deck("Team:\nName: Late\n1 Quickforge\n")
    assert d.name == "Late"
    assert d.team == entries((1, "Quickforge"))


@pytest.mark.parametrize("meta", ["Name: Too Late", "Ruleset: monsuno-hard", "Notes: x",
                                  "Author: Bea"])
def test_metadata_after_a_card_is_an_error_with_its_line(meta: str) -> None:
    err = parse_error(f"Name: Deck\n\nDeck:\n3 Storm Bolt\n{meta}\n1 Jab\n")
    assert err.line == 5
    assert "line 5" in str(err)
    assert "before the first card" in str(err)
    assert meta.split(":")[0] in str(err)


@pytest.mark.parametrize("meta", ["Name:", "Ruleset:  "])
def test_metadata_needs_a_value(meta: str) -> None:
    err = parse_error(f"# deck\n{meta}\n")
    assert err.line == 2
    assert "needs a value" in str(err)


def test_no_ruleset_line_means_none() -> None:
    d = parse_deck("1 Jab\n")
    assert d.ruleset is None
    assert d.name == ""


# =========================================================================== parsing: flat lists


def _kinds(name: str) -> str | None:
    return {"quickforge": "monsuno", "kai - blue fire": "character", "jab": "strike",
            "fire slash": "attack"}.get(name_key(name))


def test_flat_list_sends_team_kinds_to_the_team_when_kinds_are_known() -> None:
    d = parse_deck("1 Quickforge\n3 Jab\n1 Kai - Blue Fire\n2 Fire Slash\n1 Unknown Card\n",
                   kind_of=_kinds)
    assert d.team == entries((1, "Quickforge"), (1, "Kai - Blue Fire"))
    assert d.deck == entries((3, "Jab"), (2, "Fire Slash"), (1, "Unknown Card"))


def test_flat_list_without_kinds_goes_to_the_deck() -> None:
    d = parse_deck("1 Quickforge\n3 Jab\n")
    assert d.team == ()
    assert d.deck == entries((1, "Quickforge"), (3, "Jab"))


def test_sections_win_over_kinds() -> None:
    d = parse_deck("Deck:\n1 Quickforge\nTeam:\n1 Jab\n", kind_of=_kinds)
    assert d.deck == entries((1, "Quickforge"))
    assert d.team == entries((1, "Jab"))


def test_lines_before_the_first_header_are_flat() -> None:
    d = parse_deck("1 Quickforge\n2 Jab\nSideboard:\n1 Jab\n", kind_of=_kinds)
    assert d.team == entries((1, "Quickforge"))
    assert d.deck == entries((2, "Jab"))
    assert d.sideboard == entries((1, "Jab"))


# =========================================================================== parsing: errors


@pytest.mark.parametrize("bad, what", [
    ("0 Card", "at least 1"),
    ("3x", "no card name"),
    ("3", "no card name"),
    ("SB:", "'SB:' needs a card"),
    ("sb:   ", "'SB:' needs a card"),
    (f"{MAX_COPIES_PER_LINE + 1} Card", f"at most {MAX_COPIES_PER_LINE}"),
    ("99999999999999999999999 Card", f"at most {MAX_COPIES_PER_LINE}"),
    ("2 ---", "no card name"),
    ("SB: 0 Card", "at least 1"),
    ("Sideboard: 3x", "no card name"),
    ("1 " + "A" * 600, "too long"),
])
def test_unreadable_lines_name_their_line(bad: str, what: str) -> None:
    text = f"Name: Test\nDeck:\n2 Storm Bolt\n{bad}\n1 Jab\n"
    with pytest.raises(DeckParseError) as info:
        parse_deck(text, source="my.txt")
    err = info.value
    assert err.line == 4
    assert err.source == "my.txt"
    assert str(err).startswith("my.txt: line 4: ")
    assert what in str(err)


def test_a_one_letter_name_after_a_count_is_a_card() -> None:
    assert parse_deck("3 x\n").deck == entries((3, "x"))
    assert parse_deck("3x x\n").deck == entries((3, "x"))


def test_the_error_quotes_the_line() -> None:
    err = parse_error("0 Storm Bolt")
    assert "'0 Storm Bolt'" in str(err)
    assert err.text == "0 Storm Bolt"


def test_nothing_is_half_imported() -> None:
    # The first lines are fine, the last is not: the whole parse fails.
    with pytest.raises(DeckParseError):
        parse_deck("Team:\n1 Quickforge\nDeck:\n3 Storm Bolt\n0 Jab\n")


def test_nul_bytes_are_refused() -> None:
    err = parse_error("1 Jab\x00\n")
    assert "NUL" in str(err)


def test_windows_line_endings_and_bom_free_text() -> None:
    d = parse_deck("Name: W\r\nTeam:\r\n1 Quickforge\r\nDeck:\r\n2 Jab\r\n")
    assert d == DeckList(name="W", team=entries((1, "Quickforge")), deck=entries((2, "Jab")))


# =========================================================================== export


def test_export_writes_the_text_format() -> None:
    d = DeckList(name="Storm Rush", ruleset="monsuno-hard", team=entries((1, "Quickforge")),
                 deck=entries((3, "Storm Bolt")), sideboard=entries((2, "Jab")))
    assert export_deck(d) == ("Name: Storm Rush\nRuleset: monsuno-hard\n\nTeam:\n1 Quickforge\n\n"
                              "Deck:\n3 Storm Bolt\n\nSideboard:\n2 Jab\n")


def test_export_of_an_empty_deck_reads_back() -> None:
    assert parse_deck(export_deck(DeckList())) == DeckList()


def test_export_skips_empty_zones_and_round_trips_metadata() -> None:
    d = DeckList(name="N", ruleset="monster-cards", deck=entries((1, "Goblin")), notes="n o",
                 author="Bea")
    text = export_deck(d)
    assert "Team" not in text and "Sideboard" not in text
    assert parse_deck(text) == d


@pytest.mark.parametrize("name", ["X Ray", "x Factor", "× Cross"])
def test_names_starting_with_x_and_a_space_round_trip(name: str) -> None:
    d = DeckList(deck=(DeckEntry(name, 3),))
    assert parse_deck(export_deck(d)) == d


# =========================================================================== JSON form


def test_json_round_trip_and_shape() -> None:
    d = DeckList(name="Storm Rush", ruleset="monsuno-hard", team=entries((1, "Quickforge")),
                 deck=entries((3, "Storm Bolt")), sideboard=entries((2, "Jab")), notes="x")
    doc = d.to_json()
    assert doc["format"] == "deckbuilder-deck" and doc["version"] == 1
    assert doc["deck"] == [{"name": "Storm Bolt", "count": 3}]
    assert DeckList.from_json(doc) == d
    assert DeckList.from_json(json.loads(json.dumps(doc))) == d
    assert read_deck_text(deck_to_json_text(d)) == d


def test_json_merges_and_normalises() -> None:
    doc = {"format": "deckbuilder-deck", "version": 1, "name": "J", "ruleset": None,
           "deck": [{"name": " Storm   Bolt ", "count": 2}, {"name": "storm bolt"}]}
    assert DeckList.from_json(doc).deck == entries((3, "Storm Bolt"))


@pytest.mark.parametrize("doc, field", [
    ({"format": "other", "version": 1}, "deckbuilder-deck"),
    ({"format": "deckbuilder-deck", "version": 2}, "'version'"),
    ({"format": "deckbuilder-deck", "version": 1, "deck": {}}, "'deck'"),
    ({"format": "deckbuilder-deck", "version": 1, "deck": [{"name": "A", "count": 0}]},
     "deck[1]'.count"),
    ({"format": "deckbuilder-deck", "version": 1, "team": [{"name": "", "count": 1}]},
     "team[1]'.name"),
    ({"format": "deckbuilder-deck", "version": 1, "deck": [{"name": "A", "count": True}]},
     "deck[1]'.count"),
    ({"format": "deckbuilder-deck", "version": 1, "sideboard": [{"name": "A", "qty": 1}]},
     "sideboard[1]'"),
    ({"format": "deckbuilder-deck", "version": 1, "name": 3}, "'name'"),
])
def test_json_errors_name_the_field(doc: dict[str, object], field: str) -> None:
    with pytest.raises(ValueError) as info:
        DeckList.from_json(doc, source="d.json")
    assert str(info.value).startswith("d.json: ")
    assert field in str(info.value)


@pytest.mark.parametrize(("text", "code", "params"), [
    ("0 Storm Bolt", "copies-below-one", {}),
    ("3x", "copies-without-name", {}),
    ("1000 Storm Bolt", "too-many-copies-on-line", {"max": MAX_COPIES_PER_LINE}),
    ("2 ---", "no-card-name", {}),
    ("SB:", "sb-needs-card", {}),
    ("1 Jab\nName: X", "header-after-cards", {"key": "Name"}),
    ("Ruleset:", "header-needs-value", {"key": "Ruleset"}),
    ("A" * 600, "line-too-long", {}),
    ("a\x00", "not-text", {}),
    ("{oops", "json-invalid", {"detail": "Expecting property name enclosed in double quotes"}),
    ('{"format": "deckbuilder-deck", "version": 2}', "json-version", {"got": "2"}),
    ('{"format": "deckbuilder-deck", "version": 1, "Team": []}', "json-unknown-field",
     {"field": "Team", "suggestion": "team",
      "fields": "format, version, name, ruleset, notes, author, team, deck, sideboard"}),
    ('{"format": "deckbuilder-deck", "version": 1, "deck": [{"name": "J", "count": 0}]}',
     "json-bad-count", {"field": "deck[1]", "max": MAX_COPIES_PER_LINE, "got": "0"}),
])
def test_a_parse_error_has_a_code_and_its_values(text: str, code: str,
                                                 params: dict[str, object]) -> None:
    """The window words the problem from these (the English ``str()`` is the CLI's)."""
    with pytest.raises(DeckParseError) as info:
        read_deck_text(text, source="s")
    assert (info.value.code, dict(info.value.params)) == (code, params)


def test_read_deck_text_reports_bad_json_as_a_parse_error_with_a_line() -> None:
    with pytest.raises(DeckParseError) as info:
        read_deck_text('{"format": "deckbuilder-deck",\n "version": 1,\n oops}', source="d.json")
    assert info.value.line == 3
    assert "d.json: line 3" in str(info.value)
    with pytest.raises(DeckParseError) as info:
        read_deck_text('{"format": "deckbuilder-deck", "version": 7}', source="d.json")
    assert "'version'" in str(info.value)


@pytest.mark.parametrize("key, hint", [
    ("Team", "'team'"), ("decks", "'deck'"), ("Sideboard", "'sideboard'"),
    ("main", "'deck'"), ("description", "'notes'"), ("cards", None),
])
def test_json_unknown_top_level_field_is_an_error_with_a_suggestion(key: str,
                                                                    hint: str | None) -> None:
    # A misspelt zone used to read as an empty one: the deck silently lost its cards.
    doc = {"format": "deckbuilder-deck", "version": 1, key: [{"name": "Jab", "count": 3}]}
    with pytest.raises(ValueError) as info:
        DeckList.from_json(doc, source="d.json")
    message = str(info.value)
    assert f"unknown field {key!r}" in message
    if hint:
        assert f"did you mean {hint}?" in message
    else:
        assert "did you mean" not in message


_PRETTY = """\
{
 "format": "deckbuilder-deck",
 "version": 1,
 "name": "P",
 "ruleset": "monsuno-medium",
 "team": [{"name": "Storm Vector", "count": 1}],
 "deck": [
  {"name": "Quick Jab", "count": 5},
  {"name": "Tailwind", "count": 2}
 ]
}
"""


@pytest.mark.parametrize("old, new, line, words", [
    ('"count": 2}', '"count": "2"}', 9, "deck[2]'.count"),         # the count's own line
    ('{"name": "Tailwind", "count": 2}', '7', 9, "deck[2]'"),        # the item's line
    ('"team": [', '"Team": [', 6, "unknown field 'Team'"),
    ('"version": 1', '"version": 3', 3, "'version'"),
    ('"name": "P"', '"name": 4', 4, "'name'"),
    ('"deck": [', '"deck": 0, "sideboard": [', 7, "'deck'"),
    ('"format": "deckbuilder-deck"', '"format": "other"', 2, "deckbuilder-deck"),
    ('"name": "Storm Vector"', '"name": ""', 6, "team[1]'.name"),
])
def test_json_value_errors_name_the_line_of_the_field(old: str, new: str, line: int,
                                                     words: str) -> None:
    assert old in _PRETTY
    with pytest.raises(DeckParseError) as info:
        read_deck_text(_PRETTY.replace(old, new, 1), source="p.json")
    assert info.value.line == line, str(info.value)
    assert str(info.value).startswith(f"p.json: line {line}: ")
    assert words in str(info.value)


def test_json_error_line_follows_the_last_of_duplicate_keys() -> None:
    # json keeps the last "deck", so that is the one at fault.
    text = ('{"format": "deckbuilder-deck", "version": 1,\n"deck": [],\n'
            '"deck": [{"name": "A", "count": 0}]}')
    with pytest.raises(DeckParseError) as info:
        read_deck_text(text)
    assert info.value.line == 3


def test_read_deck_text_survives_deeply_nested_json() -> None:
    with pytest.raises(DeckParseError):
        read_deck_text('{"deck": ' + "[" * 100_000 + "]" * 100_000 + "}")


# =========================================================================== properties

# Card names as a player would type them: printable, one line, a letter somewhere, spaces
# already normalised, not read as a comment. Names that end like the "(SET) 123" or "*F*"
# suffixes of other deck tools, or start like "x Factor", are included on purpose: a card
# may really be called so, and the list must read back as it was.
_NAME_CHARS = st.characters(categories=("L", "M", "N", "P", "S"))
_SUFFIX_TEXTS = st.sampled_from([" (MS1) 12", " (AB) 3a", " (X-Y) 7", " *F*", " *e*",
                                 " (MK) 2 *F*"])


def _sensible(name: str) -> bool:
    return any(ch.isalpha() for ch in name) and not name.startswith(("#", "//"))


_plain_names = (st.lists(st.text(_NAME_CHARS, min_size=1, max_size=12), min_size=1,
                         max_size=4)
                .map(lambda words: " ".join(" ".join(words).split())))
names = st.one_of(_plain_names,
                  st.tuples(_plain_names, _SUFFIX_TEXTS).map("".join),
                  st.tuples(st.sampled_from(["x ", "X ", "× "]), _plain_names).map("".join),
                  ).filter(_sensible)
texts = st.one_of(st.just(""), names)


@st.composite
def zone_entries(draw: st.DrawFn) -> tuple[DeckEntry, ...]:
    picked = draw(st.lists(names, max_size=6, unique_by=name_key))
    return tuple(DeckEntry(n, draw(st.integers(1, MAX_COPIES_PER_LINE))) for n in picked)


deck_lists = st.builds(
    DeckList,
    name=texts,
    ruleset=st.one_of(st.none(), st.sampled_from(RULESET_IDS)),
    team=zone_entries(),
    deck=zone_entries(),
    sideboard=zone_entries(),
    notes=texts,
    author=texts,
)

_SETTINGS = settings(max_examples=150, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


@_SETTINGS
@given(deck_lists)
def test_property_text_round_trip(d: DeckList) -> None:
    assert parse_deck(export_deck(d)) == d


@_SETTINGS
@given(deck_lists)
def test_property_json_round_trip(d: DeckList) -> None:
    assert DeckList.from_json(d.to_json()) == d
    assert read_deck_text(deck_to_json_text(d)) == d


_DECKISH = st.sampled_from([
    "\n", "\r\n", " ", "\t", "0", "1", "3", "9", "x", "X", "×", ":", "#", "//", "SB:", "Name:",
    "Ruleset:", "Team", "Deck:", "Sideboard", "Main", "(MS1) 12", "*F*", "Kai - Blue", "{",
    "}", "\"", "é", "ё", "\x00", "\u2028", "\x85", "١", "Storm Bolt",
])
arbitrary_text = st.one_of(st.text(max_size=300),
                           st.lists(_DECKISH, max_size=60).map("".join))


@settings(max_examples=400, deadline=None)
@given(arbitrary_text)
def test_property_arbitrary_text_never_crashes_the_parser(text: str) -> None:
    for read in (parse_deck, read_deck_text):
        try:
            d = read(text, source="fuzz.txt")
        except DeckParseError as err:
            # (a JSON error at the very end may name the line after a final newline)
            lines = max(len(text.splitlines()), text.count("\n") + 1)
            assert 1 <= err.line <= lines
            assert str(err).startswith(f"fuzz.txt: line {err.line}: ")
        else:
            assert isinstance(d, DeckList)
            assert all(e.count >= 1 for z in ("team", "deck", "sideboard") for e in d.zone(z))


_BAD_LINES = ["0 Card", "3x", "SB:", "1000 Card", "Name: Late", "2 ---"]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(deck_lists.filter(lambda d: sum(d.counts().values()) > 0), st.data())
def test_property_an_error_names_the_line_it_is_on(d: DeckList, data: st.DataObject) -> None:
    lines = export_deck(d).splitlines()
    # After the first card line, so that the metadata line is an error too.
    first_card = next(i for i, line in enumerate(lines) if line[:1].isdigit())
    at = data.draw(st.integers(first_card + 1, len(lines)))
    bad = data.draw(st.sampled_from(_BAD_LINES))
    lines.insert(at, bad)
    with pytest.raises(DeckParseError) as info:
        parse_deck("\n".join(lines))
    assert info.value.line == at + 1
    assert f"line {at + 1}:" in str(info.value)
