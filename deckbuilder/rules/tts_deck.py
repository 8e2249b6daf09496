"""Reading a Tabletop Simulator saved object (or a whole save) as a deck list: each card
is read by its ``Nickname`` (the name TTS shows), and counted.

Which zone a card goes to: the pile's mark in its ``GMNotes`` as our export writes it
(``deckbuilder:team``, ``deckbuilder:deck`` with a ``Ruleset:`` line,
``deckbuilder:sideboard``); else a pile whose nickname says "sideboard" or "team" goes
there; the rest is put by the cards' kinds, as for a list without sections (RULES.md §2).
Piles inside bags are read too. A card TTS shows without a name cannot be named here and
is refused, naming the line of the file."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

from deckbuilder.rules.decklist import (
    DeckEntry,
    DeckList,
    DeckParseError,
    DeckValueError,
    deck_from_zones,
)

#: The mark of a pile in its GMNotes (deckbuilder.services.deck_pictures writes it).
ZONE_MARK = "deckbuilder:"
_CARDS = ("Card", "CardCustom")
_DECKS = ("Deck", "DeckCustom")
_RULESET_LINE = re.compile(r"^Ruleset:\s*(\S+)\s*$", re.MULTILINE)


def _line_of(text: str, value: str) -> int:
    """The line of a string value in the JSON text (its first occurrence), else 1."""
    at = text.find(json.dumps(value, ensure_ascii=False))
    if at < 0:
        at = text.find(json.dumps(value))
    return text.count("\n", 0, at) + 1 if at >= 0 else 1


def _zone_of(obj: dict[str, Any]) -> str | None:
    notes = obj.get("GMNotes")
    if isinstance(notes, str) and notes.startswith(ZONE_MARK):
        zone = notes[len(ZONE_MARK):].split("\n", 1)[0].strip()
        if zone in ("team", "deck", "sideboard"):
            return zone
    nickname = obj.get("Nickname")
    words = nickname.casefold() if isinstance(nickname, str) else ""
    if "sideboard" in words or "side deck" in words:
        return "sideboard"
    if "team" in words:
        return "team"
    return None


def _piles(objects: Any) -> Iterator[tuple[str | None, list[Any], dict[str, Any]]]:
    """(zone, the card objects, the pile) for every pile and lone card, bags opened."""
    if not isinstance(objects, list):
        return
    for obj in objects:
        if not isinstance(obj, dict):
            continue
        name = obj.get("Name")
        if name in _CARDS:
            yield _zone_of(obj), [obj], obj
        elif name in _DECKS:
            contained = obj.get("ContainedObjects")
            yield _zone_of(obj), contained if isinstance(contained, list) else [], obj
        else:  # a bag, a box: what is inside
            yield from _piles(obj.get("ContainedObjects"))


def is_tts_text(text: str) -> bool:
    """Whether a JSON text may be a TTS save or saved object (worth trying to read)."""
    return '"ObjectStates"' in text


def read_tts_deck(text: str, *, source: str = "deck file",
                  kind_of: Callable[[str], str | None] | None = None) -> DeckList | None:
    """The deck in a TTS saved object, or None when the text is no TTS file (the JSON
    deck reader then says what is wrong with it). Raises :class:`DeckParseError` naming
    the line of a card that cannot be read."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("ObjectStates"), list):
        return None
    zones: dict[str, list[DeckEntry]] = {"team": [], "deck": [], "sideboard": []}
    unsectioned: list[DeckEntry] = []
    meta: dict[str, str] = {}
    for zone, cards, pile in _piles(doc["ObjectStates"]):
        notes = pile.get("GMNotes")
        if zone == "deck" and isinstance(notes, str):
            ruleset = _RULESET_LINE.search(notes)
            if ruleset:
                meta.setdefault("ruleset", ruleset.group(1))
        nickname = pile.get("Nickname")
        if zone == "deck" and pile.get("Name") in _DECKS and isinstance(nickname, str) \
                and nickname.strip():
            meta.setdefault("name", " ".join(nickname.split()))
        for card in cards:
            if not isinstance(card, dict) or card.get("Name") not in _CARDS:
                continue
            name = card.get("Nickname")
            guid = card.get("GUID")
            if not isinstance(name, str) or not name.strip():
                line = _line_of(text, guid) if isinstance(guid, str) else 1
                raise DeckParseError("a card without a Nickname: Tabletop Simulator "
                                     "shows it with no name, so it cannot be told", line,
                                     source, code="tts-no-nickname")
            try:
                entry = DeckEntry(name, 1)
            except DeckValueError as exc:
                raise DeckParseError(str(exc), _line_of(text, name), source,
                                     code=exc.code, params=exc.params) from None
            (zones[zone] if zone is not None else unsectioned).append(entry)
    if not any(zones.values()) and not unsectioned:
        raise DeckParseError("a Tabletop Simulator file with no cards in it", 1, source,
                             code="tts-no-cards")
    return deck_from_zones(meta, zones, unsectioned, kind_of, source=source,
                           line_of=lambda name: _line_of(text, name))


__all__ = ["ZONE_MARK", "is_tts_text", "read_tts_deck"]
