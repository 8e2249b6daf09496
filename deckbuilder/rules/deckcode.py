"""Deck codes: a deck as one short line of text to paste into a chat, read back by
``deck import``, ``check`` and the window's Paste Deck List.

A code is ``DB1:`` and then, in URL-safe base64 without padding, a zlib stream followed
by the CRC-32 (4 bytes, big-endian) of what the stream holds. The ``1`` is the version of
what follows the colon; a reader refuses a version it does not know rather than guess.

What the stream holds is UTF-8 JSON, an array: the game id, the ruleset id (``""`` for
none), the deck's name, then the team, the deck and the sideboard, each a list of entries.
An entry names its card by the card's stable id in the catalog, its set and collector
number: ``["MSN-1", "012", 3]``; a card without one (a card of the user's own, with no
set or number) by its name: ``["Gale Lance", 3]``. Names change between languages and
editions; a set and number do not, and they are short, so a code stays short: a 40-card
deck is about 200 characters.

Reading a code needs the catalog (to turn a set and number back into a name): the caller
passes ``card_named(game, set, number)``. A code whose checksum does not match, that is
not base64, or whose content is not the array above is "damaged"; a card the catalog
does not have is named by its set and number. Every problem is a :class:`DeckParseError`
(line 1) with a code the window words in its own language.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from deckbuilder.rules.decklist import (
    MAX_COPIES_PER_LINE,
    ZONES,
    DeckEntry,
    DeckList,
    DeckParseError,
    deck_from_zones,
)

DECK_CODE_VERSION = 1
DECK_CODE_PREFIX = f"DB{DECK_CODE_VERSION}:"
#: The longest code read (a 1,000-card deck of distinct cards is about 10,000 characters).
MAX_CODE_CHARS = 50_000
#: The most a code's stream may unpack to: a zlib bomb stops here.
MAX_PAYLOAD_BYTES = 500_000

# The version, then the base64 text; white space anywhere is dropped (a chat may wrap).
_CODE_RE = re.compile(r"DB(\d{1,6}):([A-Za-z0-9_\-\s]*)")

CardId = tuple[str, str]


def looks_like_deck_code(text: str) -> bool:
    """True for text that is meant as a deck code: ``DB``, a version and a colon, then no
    white space but line breaks (a damaged code is a code, to be refused as one, not a
    deck list with a card called "DB1:…")."""
    return re.match(r"DB\d{1,6}:\S*$", "".join(text.lstrip("\ufeff").split())) is not None


def encode_deck_code(deck: DeckList, game: str,
                     card_id: Callable[[str], CardId | None]) -> str:
    """The deck's code. ``card_id(name)`` gives a card's (set, collector number) when the
    catalog knows the card by them (and no other card of the game has the same pair)."""
    zones: list[list[list[Any]]] = []
    for zone in ZONES:
        entries: list[list[Any]] = []
        for e in deck.zone(zone):
            ref = card_id(e.name)
            entries.append([ref[0], ref[1], e.count] if ref else [e.name, e.count])
        zones.append(entries)
    payload = json.dumps([game, deck.ruleset or "", deck.name, *zones],
                         ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    blob = zlib.compress(payload, 9) + zlib.crc32(payload).to_bytes(4, "big")
    return DECK_CODE_PREFIX + base64.urlsafe_b64encode(blob).decode("ascii").rstrip("=")


def _damaged(detail: str, source: str) -> DeckParseError:
    return DeckParseError(f"the deck code is damaged ({detail}): copy it again, in full",
                          1, source, code="deck-code-damaged", params={"detail": detail})


def _unpack(text: str, source: str) -> list[Any]:
    stripped = text.strip().lstrip("\ufeff")
    if len(stripped) > MAX_CODE_CHARS:
        raise _damaged(f"longer than {MAX_CODE_CHARS:,} characters", source)
    m = _CODE_RE.fullmatch(stripped)
    if m is None:
        raise _damaged("a character no deck code holds", source)
    if int(m.group(1)) != DECK_CODE_VERSION:
        raise DeckParseError(f"a deck code of version {m.group(1)}; this Deckbuilder reads "
                             f"version {DECK_CODE_VERSION} (a newer Deckbuilder made it)",
                             1, source, code="deck-code-version",
                             params={"got": m.group(1), "max": DECK_CODE_VERSION})
    body = "".join(m.group(2).split())
    try:
        blob = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise _damaged("not base64", source) from None
    if len(blob) < 5:
        raise _damaged("too short", source)
    stream, crc = blob[:-4], int.from_bytes(blob[-4:], "big")
    inflater = zlib.decompressobj()
    try:
        payload = inflater.decompress(stream, MAX_PAYLOAD_BYTES)
    except zlib.error:
        raise _damaged("its content cannot be unpacked", source) from None
    if inflater.unconsumed_tail:
        raise _damaged(f"unpacks to more than {MAX_PAYLOAD_BYTES:,} bytes", source)
    if not inflater.eof or inflater.unused_data:
        raise _damaged("cut short or run on", source)
    if zlib.crc32(payload) != crc:
        raise _damaged("the checksum does not match", source)
    try:
        doc = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise _damaged("its content is not a deck", source) from None
    if (not isinstance(doc, list) or len(doc) != 3 + len(ZONES)
            or not all(isinstance(x, str) for x in doc[:3])
            or not all(isinstance(z, list) for z in doc[3:])):
        raise _damaged("its content is not a deck", source)
    return doc


def decode_deck_code(text: str, card_named: Callable[[str, str, str], str | None], *,
                     source: str = "deck code") -> DeckList:
    """The deck a code holds (:func:`encode_deck_code`). ``card_named(game, set, number)``
    is the catalog's name for a card, or None."""
    doc = _unpack(text, source)
    game, ruleset, name = doc[0], doc[1], doc[2]
    zones: dict[str, list[DeckEntry]] = {}
    for zone, raw in zip(ZONES, doc[3:], strict=True):
        entries = zones.setdefault(zone, [])
        for item in raw:
            if (not isinstance(item, list) or len(item) not in (2, 3)
                    or not all(isinstance(x, str) for x in item[:-1])
                    or type(item[-1]) is not int
                    or not 1 <= item[-1] <= MAX_COPIES_PER_LINE):
                raise _damaged("its content is not a deck", source)
            if len(item) == 3:
                card = card_named(game, item[0], item[1])
                if card is None:
                    raise DeckParseError(
                        f"the deck code names the card {item[0]} {item[1]} of {game}, "
                        "which the catalog does not have", 1, source,
                        code="deck-code-unknown-card",
                        params={"value": f"{item[0]} {item[1]}", "game": game})
            else:
                card = item[0]
            try:
                entries.append(DeckEntry(card, item[-1]))
            except ValueError as exc:
                raise _damaged(str(exc), source) from None
    meta = {"name": name, "ruleset": ruleset}
    # The name and ruleset pass the deck list's own checks there (named at line 1).
    return deck_from_zones({k: v for k, v in meta.items() if v}, zones, (), None,
                           source=source)


__all__ = ["DECK_CODE_PREFIX", "DECK_CODE_VERSION", "decode_deck_code", "encode_deck_code",
           "looks_like_deck_code"]
