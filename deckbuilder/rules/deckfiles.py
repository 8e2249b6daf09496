"""Deck files: :func:`read_deck_text` reads any of them (text, JSON or XML), and the files
of other tools: Cockatrice ``.cod`` and OCTGN ``.o8d`` (XML) read and written, Magic Workstation ``.dec`` written (it is read by the text format of
:mod:`deckbuilder.rules.decklist`, which knows its ``SB:`` lines and ``[SET]`` codes).

XML is read with expat, as defusedxml would: a document type declaration (and so every
entity declaration, the door to "billion laughs" and external files) is refused, and so is
a file too large to be a deck. Every problem is a :class:`DeckParseError` naming the line.

Neither Cockatrice nor OCTGN has a team zone: the team is written in the main zone and read
back by its cards' kind (RULES.md §2). The ruleset, which they have no place for either,
goes in the comments (Cockatrice) or notes (OCTGN) as a ``Ruleset: id`` line.

OCTGN's notes are written as CDATA, the only form its loader reads (both forms are read).
A game's OCTGN definition names its own sections: empty ones are skipped, one named like a
sideboard is the sideboard, and the cards of any other go where their kind belongs, which
an ``Import note:`` line in the notes says.

OCTGN names every card by a GUID from the game definition's set files. Our games have
none, so a card's id is ``uuid5(OCTGN_NAMESPACE, "card:<game>:<name>")`` with the name in
its lookup form (:func:`deckbuilder.rules.cards.name_key`), and the deck's ``game`` is
``uuid5(OCTGN_NAMESPACE, "game:<game>")``: stable across exports and machines, and the same
card gets the same id in every deck. Reading matches cards by name, never by id.
"""

from __future__ import annotations

import re
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Callable

from deckbuilder.rules.cards import name_key, name_problem
from deckbuilder.rules.deckcode import decode_deck_code, looks_like_deck_code
from deckbuilder.rules.decklist import (
    DECK_TEXT_FIELDS,
    IMPORT_NOTE,
    MAX_COPIES_PER_LINE,
    ZONES,
    DeckEntry,
    DeckList,
    DeckParseError,
    DeckValueError,
    deck_from_zones,
    deck_text_problem,
    parse_deck,
    parse_deck_json,
)
from deckbuilder.rules.safe_xml import XmlError, XmlNode, parse_xml
from deckbuilder.rules.tts_deck import is_tts_text, read_tts_deck
from deckbuilder.rules.values import (
    MAX_NOTES_LENGTH,
    multi_line,
    parse_count,
    text_problem,
    xml_illegal,
)

#: The largest XML deck file read (a 1,000-card deck is well under 200 kB).
MAX_XML_CHARS = 2_000_000
#: The namespace of the OCTGN ids (a fixed, random UUID: see the module's docstring).
OCTGN_NAMESPACE = uuid.UUID("aca6d9f9-9aa6-48ed-ab72-a87169844113")

COCKATRICE_ZONES: dict[str, str | None] = {"main": "deck", "side": "sideboard",
                                           "tokens": None}
OCTGN_SECTIONS: dict[str, str] = {
    "main": "deck", "deck": "deck", "main deck": "deck", "sideboard": "sideboard",
    "side": "sideboard", "team": "team", "command zone": "team", "commander": "team",
}
_SIDEBOARD_LIKE = re.compile(r"\bside", re.IGNORECASE)


def _octgn_zone(title: str) -> str | None:
    """The zone of an OCTGN section: ours by name; one named like a sideboard ("Side
    Deck") the sideboard; None for any other (its cards go where their kind belongs)."""
    known = OCTGN_SECTIONS.get(" ".join(title.lower().split()))
    if known is not None:
        return known
    return "sideboard" if _SIDEBOARD_LIKE.search(title) else None


#: What the comments may hold beside the notes: the Author and Ruleset lines we write.
_META_ALLOWANCE = 1_000
_META_LINE = re.compile(r"^(Ruleset|Author)\s*:\s*(\S.*)$", re.IGNORECASE)


# ------------------------------------------------------------------------ reading XML

def _parse_xml(text: str, source: str) -> XmlNode:
    try:
        return parse_xml(text, MAX_XML_CHARS, "a deck file")
    except XmlError as exc:
        raise DeckParseError(str(exc), exc.line, source, code=exc.code,
                             params=exc.params) from None


def _count(node: XmlNode, attr: str, source: str) -> int:
    raw = node.attrib.get(attr, "")
    # ASCII digits only: "٣" and "²" are digits to str.isdigit, and int("²") fails.
    count = parse_count(raw)
    if count is None or not 1 <= count <= MAX_COPIES_PER_LINE:
        got = raw if len(raw) <= 20 else raw[:20] + "…"
        raise DeckParseError(f"<{node.tag}> {attr}={got!r}: expected a number of copies "
                             f"from 1 to {MAX_COPIES_PER_LINE} (digits 0-9)", node.line,
                             source, code="xml-bad-count",
                             params={"name": node.tag, "field": attr, "got": got,
                                     "max": MAX_COPIES_PER_LINE})
    return count


def _refuse_controls(node: XmlNode, raw: str, field: str, source: str) -> None:
    """A DeckParseError at the node's line if ``raw`` holds a character no value may hold;
    looked for before white space is collapsed (U+0085 is white space to str.split).
    ``field``: ``card`` (a card name) or the deck's field."""
    if field == "card":
        bad = text_problem(raw, "a card name", len(raw), multiline=True)
        if bad is not None:
            raise DeckParseError(f"<{node.tag}>: {bad.message}", node.line, source,
                                 code="name-control-character", params=bad.params)
        return
    bad = text_problem(raw, DECK_TEXT_FIELDS[field][0], len(raw), multiline=True)
    if bad is not None:
        raise DeckParseError(f"<{node.tag}>: {bad.message}", node.line, source,
                             code="value-control-character",
                             params={**bad.params, "field": field})


def _card_name(node: XmlNode, name: str | None, source: str) -> str:
    _refuse_controls(node, name or "", "card", source)
    name = " ".join((name or "").split())
    if not name or not any(ch.isalnum() for ch in name):
        raise DeckParseError(f"<{node.tag}> has no card name", node.line, source,
                             code="xml-no-name", params={"name": node.tag})
    # The deck list's own rule (DeckEntry), checked here to name the line.
    bad = name_problem(name)
    if bad is not None:
        raise DeckParseError(f"<{node.tag}>: {bad.message}", node.line, source,
                             code="name-too-long" if bad.too_long else
                             "name-control-character", params=bad.params)
    return name


def _comment_meta(node: XmlNode | None, source: str) -> dict[str, str]:
    """The ``Ruleset:`` and ``Author:`` lines of a deck's comments, and the rest as its
    notes; each checked by the deck list's rule (naming the node's line)."""
    meta: dict[str, str] = {}
    if node is None:
        return meta
    text = node.text
    if len(text) > MAX_NOTES_LENGTH + _META_ALLOWANCE:
        # Refused before it is cut into lines: a megabyte of empty lines is no notes.
        raise DeckParseError(f"<{node.tag}>: deck notes has at most {MAX_NOTES_LENGTH:,} "
                             f"characters, this one {len(text):,}", node.line, source,
                             code="value-too-long",
                             params={"max": MAX_NOTES_LENGTH, "length": len(text),
                                     "field": "notes"})
    _refuse_controls(node, text, "notes", source)
    rest = []
    for line in text.splitlines():
        m = _META_LINE.match(line.strip())
        if m:
            meta[m.group(1).lower()] = " ".join(m.group(2).split())
        else:
            rest.append(line)
    notes = multi_line("\n".join(rest))
    if notes:
        meta["notes"] = notes
    _check_meta(meta, node, source)
    return meta


def _check_meta(meta: dict[str, str], node: XmlNode, source: str) -> None:
    for key, value in meta.items():
        bad = deck_text_problem(key, value)
        if bad is not None:
            raise DeckParseError(f"<{node.tag}>: {bad.message}", node.line, source,
                                 code=bad.code, params={**bad.params, "field": key})


def read_deck_text(text: str, *, source: str = "deck list",
                   kind_of: Callable[[str], str | None] | None = None,
                   card_named: Callable[[str, str, str], str | None] | None = None,
                   ) -> DeckList:
    """Any deck file: a deck code (:mod:`deckbuilder.rules.deckcode`, its cards found by
    ``card_named(game, set, number)``), a Cockatrice/OCTGN XML deck (recognised by a
    leading ``<``), JSON (by a leading ``{``: ours, or a Tabletop Simulator saved object)
    or a text list. The one place that picks the reader, here above them all: the text and
    JSON readers (decklist) know nothing of this one."""
    if looks_like_deck_code(text):
        return decode_deck_code(text, card_named or (lambda _g, _s, _n: None),
                                source=source)
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        return parse_xml_deck(text, source=source, kind_of=kind_of)
    if text.lstrip().startswith("{"):
        # A Tabletop Simulator saved object is JSON too, told apart by its ObjectStates.
        tts = read_tts_deck(text, source=source, kind_of=kind_of) if is_tts_text(text) \
            else None
        return tts if tts is not None else parse_deck_json(text, source=source)
    return parse_deck(text, source=source, kind_of=kind_of)


def parse_xml_deck(text: str, *, source: str = "deck file",
                   kind_of: Callable[[str], str | None] | None = None) -> DeckList:
    """Read a Cockatrice ``.cod`` or OCTGN ``.o8d`` deck. Raises :class:`DeckParseError`
    naming the line; an XML file of another kind is refused saying what its root is."""
    root = _parse_xml(text, source)
    zones: dict[str, list[DeckEntry]] = {z: [] for z in ZONES}
    lines: dict[str, int] = {}  # the last line of each card, for a count too large
    if root.tag == "cockatrice_deck":
        name_node = root.find("deckname")
        meta = _comment_meta(root.find("comments"), source)
        if name_node is not None and name_node.text.strip():
            _refuse_controls(name_node, name_node.text, "name", source)
            meta["name"] = " ".join(name_node.text.split())
            _check_meta({"name": meta["name"]}, name_node, source)
        for zone in root.iter("zone"):
            zone_name = zone.attrib.get("name", "")
            if zone_name not in COCKATRICE_ZONES:
                raise DeckParseError(f"unknown zone {zone_name!r} (Cockatrice decks have "
                                     "main, side and tokens)", zone.line, source,
                                     code="xml-unknown-zone", params={"value": zone_name})
            target = COCKATRICE_ZONES[zone_name]
            for card in zone.iter("card"):
                if target is not None:
                    name = _card_name(card, card.attrib.get("name"), source)
                    zones[target].append(DeckEntry(name, _count(card, "number", source)))
                    lines[name_key(name)] = card.line
        return deck_from_zones(meta, zones, (), kind_of, source=source,
                               line_of=lambda name: lines.get(name_key(name), 1))
    if root.tag == "deck" and ("game" in root.attrib
                               or any(c.tag == "section" for c in root.children)):
        meta = _comment_meta(root.find("notes"), source)
        by_kind: list[DeckEntry] = []
        moved: list[str] = []
        for section in root.iter("section"):
            cards = list(section.iter("card"))
            if not cards:
                # Every game's definition names its own sections, and OCTGN writes them
                # all, empty ones too (<section name="Planes/Schemes" shared="False" />).
                continue
            title = section.attrib.get("name", "")
            target = _octgn_zone(title)
            if " ".join(title.lower().split()) not in OCTGN_SECTIONS:
                moved.append(f"{' '.join(title.split())} → "
                             f"{target or 'by kind'}")
            for card in cards:
                name = _card_name(card, card.text, source)
                entry = DeckEntry(name, _count(card, "qty", source))
                (zones[target] if target else by_kind).append(entry)
                lines[name_key(name)] = card.line
        if moved:
            note = f"{IMPORT_NOTE} OCTGN sections of another game read as " \
                   f"{'; '.join(moved)[:300]} (team kinds to the team, the rest to the deck)"
            if len(meta.get("notes", "")) + len(note) < MAX_NOTES_LENGTH:
                meta["notes"] = f"{meta['notes']}\n{note}" if meta.get("notes") else note
        return deck_from_zones(meta, zones, by_kind, kind_of, source=source,
                               line_of=lambda name: lines.get(name_key(name), 1))
    raise DeckParseError(f"an XML file whose root is <{root.tag}>; Deckbuilder reads "
                         "Cockatrice .cod and OCTGN .o8d", root.line, source,
                         code="xml-unknown-root", params={"name": root.tag})


# ------------------------------------------------------------------------ writing

def _comments(deck: DeckList) -> str:
    lines = [deck.notes] if deck.notes else []
    if deck.author:
        lines.append(f"Author: {' '.join(deck.author.split())}")
    if deck.ruleset:
        lines.append(f"Ruleset: {deck.ruleset}")
    return "\n".join(lines)


def _team_in_main(deck: DeckList, kind: str) -> tuple[DeckEntry, ...]:
    """The team and the deck, for a format whose main zone holds both; a card whose
    copies there add up to more than one entry holds cannot be read back: refused."""
    entries = (*deck.team, *deck.deck)
    try:
        DeckList().with_zone("deck", entries)
    except DeckValueError as exc:
        raise ValueError(f"cannot be written as {kind} (no team zone: the team goes in the "
                         f"main zone): {exc}") from None
    return entries


def _xml(root: ET.Element, declaration: str) -> str:
    ET.indent(root, space="    ")
    out = declaration + "\n" + ET.tostring(root, encoding="unicode") + "\n"
    # ElementTree escapes < > & and quotes but writes a NUL or an escape as it is: an
    # ill-formed file no tool reads back. The deck list refuses such values when it is
    # made; this is the writer's own refusal should one get through.
    bad = xml_illegal(out)
    if bad is not None:
        raise ValueError(f"the deck holds the character {bad}, which XML cannot hold: "
                         "not written")
    return out


def export_cod(deck: DeckList) -> str:
    """The deck as Cockatrice writes a ``.cod`` (valid against its ``deck.xsd``): the team
    and the deck in the main zone, the sideboard in ``side``."""
    main = _team_in_main(deck, "a Cockatrice .cod")
    root = ET.Element("cockatrice_deck", version="1")
    ET.SubElement(root, "deckname").text = deck.name
    ET.SubElement(root, "comments").text = _comments(deck)
    zones = (("main", main), ("side", deck.sideboard))
    for zone_name, entries in zones:
        if not entries and zone_name != "main":
            continue
        zone = ET.SubElement(root, "zone", name=zone_name)
        for e in entries:
            ET.SubElement(zone, "card", number=str(e.count), name=e.name)
    return _xml(root, '<?xml version="1.0" encoding="UTF-8"?>')


def octgn_game_id(game: str) -> str:
    return str(uuid.uuid5(OCTGN_NAMESPACE, f"game:{game}"))


def octgn_card_id(game: str, name: str) -> str:
    return str(uuid.uuid5(OCTGN_NAMESPACE, f"card:{game}:{name_key(name)}"))


def export_o8d(deck: DeckList, game: str) -> str:
    """The deck as OCTGN writes a ``.o8d``: one section per zone (Team, Main, Sideboard,
    empty ones too, as OCTGN does), cards with a quantity, an id and the name."""
    root = ET.Element("deck", game=octgn_game_id(game))
    for title, entries in (("Team", deck.team), ("Main", deck.deck),
                           ("Sideboard", deck.sideboard)):
        section = ET.SubElement(root, "section", name=title, shared="False")
        for e in entries:
            card = ET.SubElement(section, "card", qty=str(e.count),
                                 id=octgn_card_id(game, e.name))
            card.text = e.name
    # OCTGN reads a deck's notes from a CDATA section only (its loader takes the notes
    # element's CDATA child): plain text there is dropped, the Ruleset: line with it.
    # ElementTree writes no CDATA, so a marker is written and replaced.
    ET.SubElement(root, "notes").text = _CDATA_MARK
    out = _xml(root, '<?xml version="1.0" encoding="utf-8" standalone="yes"?>')
    head, tail = out.rsplit(_CDATA_MARK, 1)  # the last element: after every card name
    return head + _cdata(_comments(deck)) + tail


_CDATA_MARK = "\ue000notes\ue000"


def _cdata(text: str) -> str:
    """``text`` as a CDATA section (a "]]>" inside split over two sections); checked for
    characters XML cannot hold, as :func:`_xml` checks the rest of the file."""
    bad = xml_illegal(text)
    if bad is not None:
        raise ValueError(f"the deck holds the character {bad}, which XML cannot hold: "
                         "not written")
    return "<![CDATA[" + text.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def export_mws(deck: DeckList, set_of: Callable[[str], str | None] | None = None) -> str:
    """The deck as Magic Workstation writes a ``.dec``: header comments, ``N [SET] Name``
    lines (the team first: MWS has no team), ``SB:  N [SET] Name`` for the sideboard.
    ``set_of(name)`` gives a card's set code, if known."""
    def card(e: DeckEntry) -> str:
        code = set_of(e.name) if set_of is not None else None
        if code:
            return f"{e.count} [{code}] {e.name}"
        # "1 X Ray" would read back as 1 × "Ray": "1x X Ray" cannot.
        return f"{e.count}x {e.name}" if re.match(r"[xX×]\s", e.name) else f"{e.count} {e.name}"

    lines = ["// Deck file for Magic Workstation, written by Deckbuilder"]
    if deck.name:
        lines.append(f"// NAME : {' '.join(deck.name.split())}")
    if deck.author:
        lines.append(f"// CREATOR : {' '.join(deck.author.split())}")
    if deck.ruleset:
        lines.append(f"// RULESET : {deck.ruleset}")
    lines += [f"        {card(e)}" for e in _team_in_main(deck, "a Magic Workstation .dec")]
    lines += [f"SB:  {card(e)}" for e in deck.sideboard]
    return "\r\n".join(lines) + "\r\n"


__all__ = ["OCTGN_NAMESPACE", "export_cod", "export_mws", "export_o8d", "octgn_card_id",
           "octgn_game_id", "parse_xml_deck"]
