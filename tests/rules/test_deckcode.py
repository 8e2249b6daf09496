"""Deck codes at the rules level: every deck list reads back from its code, and a code
that was tampered with, cut or inflated is refused as damaged, never half read."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, given, settings

from deckbuilder.rules.deckcode import MAX_PAYLOAD_BYTES, decode_deck_code, encode_deck_code
from deckbuilder.rules.decklist import DeckList, DeckParseError
from tests.rules.test_decklist import deck_lists


def _none(_game: str, _set: str, _number: str) -> str | None:
    return None


def _code(payload: bytes, crc_of: bytes | None = None) -> str:
    crc = zlib.crc32(payload if crc_of is None else crc_of).to_bytes(4, "big")
    blob = zlib.compress(payload) + crc
    return "DB1:" + base64.urlsafe_b64encode(blob).decode().rstrip("=")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck_lists)
def test_property_every_deck_list_reads_back_from_its_code(d: DeckList) -> None:
    back = decode_deck_code(encode_deck_code(d, "monsuno", lambda _n: None), _none)
    assert (back.name, back.ruleset, back.team, back.deck, back.sideboard) == (
        d.name, d.ruleset, d.team, d.deck, d.sideboard)


def test_cards_by_set_and_number_come_back_under_the_catalogs_name() -> None:
    d = DeckList(ruleset="monsuno-tcg").add("deck", "Gale Lance", 3)
    code = encode_deck_code(d, "monsuno", {"Gale Lance": ("MSN-1", "020")}.get)
    names = {("monsuno", "MSN-1", "020"): "Gale Lance"}
    assert decode_deck_code(code, lambda g, s, n: names.get((g, s, n))).deck == d.deck


@pytest.mark.parametrize("code, detail", [
    # The content changed and its checksum kept: a transfer that altered it.
    (_code(b'["monsuno","","",[],[["Gale Lance",3]],[]]',
           b'["monsuno","","",[],[["Gale Lance",2]],[]]'), "the checksum does not match"),
    (_code(b'{"not": "a deck"}'), "its content is not a deck"),
    (_code(b'["monsuno","","",[],[["Gale Lance",0]],[]]'), "its content is not a deck"),
    (_code(b'["monsuno","","",[],[["Gale Lance",true]],[]]'), "its content is not a deck"),
    (_code(b"[" + b" " * (MAX_PAYLOAD_BYTES + 10) + b"]"), "unpacks to more than"),
    ("DB1:" + base64.urlsafe_b64encode(b"\x00\x01\x02\x03\x04\x05").decode(),
     "its content cannot be unpacked"),
    ("DB1:", "too short"),
])
def test_a_damaged_code_is_refused_saying_why(code: str, detail: str) -> None:
    with pytest.raises(DeckParseError) as info:
        decode_deck_code(code, _none, source="chat")
    assert info.value.code == "deck-code-damaged"
    assert str(info.value).startswith("chat: line 1: the deck code is damaged (")
    assert detail in str(info.value)


def test_the_payload_is_json_in_our_documented_shape() -> None:
    d = DeckList(name="Gale", ruleset="monsuno-tcg").add("team", "Storm Vector") \
        .add("deck", "Gale Lance", 2).add("sideboard", "Falcon Talon")
    code = encode_deck_code(d, "monsuno", {"Gale Lance": ("MSN-1", "020")}.get)
    blob = base64.urlsafe_b64decode(code[4:] + "=" * (-len(code[4:]) % 4))
    payload = zlib.decompress(blob[:-4])
    assert zlib.crc32(payload) == int.from_bytes(blob[-4:], "big")
    assert json.loads(payload) == ["monsuno", "monsuno-tcg", "Gale", [["Storm Vector", 1]],
                                   [["MSN-1", "020", 2]], [["Falcon Talon", 1]]]
