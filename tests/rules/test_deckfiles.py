"""Cockatrice and OCTGN deck files at the rules level: what is written reads back, and no
text that starts like XML gets anything but a DeckParseError."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckbuilder.rules.cards import name_key
from deckbuilder.rules.deckfiles import (
    export_cod,
    export_mws,
    export_o8d,
    parse_xml_deck,
    read_deck_text,
)
from deckbuilder.rules.decklist import (
    MAX_COPIES_PER_LINE,
    DeckEntry,
    DeckList,
    DeckParseError,
    parse_deck,
)
from tests.rules.test_decklist import deck_lists

_SETTINGS = settings(max_examples=40, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow,
                                            HealthCheck.filter_too_much])


def _printable(d: DeckList) -> bool:
    # XML 1.0 cannot hold most control characters; deck names never have them.
    text = d.name + d.notes + d.author + "".join(d.names())
    return all(ch >= " " or ch in "\t\n" for ch in text)


def _main_fits(d: DeckList) -> bool:
    # Cockatrice and MWS have no team zone: a card whose team and deck copies add up to
    # more than one entry holds cannot be written (export_cod refuses it).
    totals: dict[str, int] = {}
    for e in (*d.team, *d.deck):
        totals[name_key(e.name)] = totals.get(name_key(e.name), 0) + e.count
    return all(n <= MAX_COPIES_PER_LINE for n in totals.values())


@_SETTINGS
@given(deck_lists.filter(_printable))
def test_property_o8d_round_trip(d: DeckList) -> None:
    # Notes are one text: the writer's "Author:"/"Ruleset:" lines come back as fields.
    # OCTGN keeps no deck name (the file's name is the deck's).
    d = replace(d, notes=" ".join(d.notes.split()), name="")
    assert parse_xml_deck(export_o8d(d, "monsuno")) == d


@_SETTINGS
@given(deck_lists.filter(_printable).filter(_main_fits))
def test_property_cod_round_trip_without_a_catalog_puts_the_team_in_the_deck(
        d: DeckList) -> None:
    d = replace(d, notes=" ".join(d.notes.split()))
    back = parse_xml_deck(export_cod(d))
    assert back == replace(d, team=(), deck=DeckList().with_zone(
        "deck", (*d.team, *d.deck)).deck)


@_SETTINGS
@given(deck_lists.filter(_main_fits))
def test_property_mws_round_trip_without_a_catalog(d: DeckList) -> None:
    back = parse_deck(export_mws(d))
    assert (back.sideboard, back.ruleset, back.name) == (
        d.sideboard, d.ruleset, " ".join(d.name.split()))
    assert back.deck == DeckList().with_zone("deck", (*d.team, *d.deck)).deck


_XMLISH = st.sampled_from([
    "<", ">", "/", "<?xml version=\"1.0\"?>", "<cockatrice_deck>", "</cockatrice_deck>",
    "<deck>", "</deck>", "<zone name=\"main\">", "</zone>", "<section name=\"Main\">",
    "</section>", "<card number=\"2\" name=\"A\"/>", "<card qty=\"x\">B</card>", "&amp;",
    "&bogus;", "<!DOCTYPE d>", "<![CDATA[x]]>", "\"", "=", " ", "\n", "é", "\x00", "\x01",
])


@settings(max_examples=150, deadline=None)
@given(st.lists(_XMLISH, max_size=40).map(lambda parts: "<" + "".join(parts)))
def test_property_xml_text_never_crashes_the_reader(text: str) -> None:
    try:
        read_deck_text(text)
    except DeckParseError as exc:
        assert exc.line >= 1 and exc.code.startswith(("xml-", "not-text"))


def test_o8d_notes_with_a_cdata_end_inside_read_back() -> None:
    deck = DeckList(name="", ruleset="monsuno-tcg", deck=(DeckEntry("Gale Lance", 2),),
                    notes="Keep ]]> and <b>&amp; as typed")
    text = export_o8d(deck, "monsuno")
    assert "<![CDATA[Keep ]]]]><![CDATA[> and <b>&amp; as typed" in text
    assert parse_xml_deck(text) == deck
