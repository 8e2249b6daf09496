"""The catalog as a Cockatrice card database (version 4), so a playgroup can load our cards
— their own included — into Cockatrice and play online.

The file holds the sets (a card without a set is in its game's set, e.g. ``MONSUNO``) and
the cards: name, text, one ``prop`` element per game field (``type`` and ``maintype`` say
the game and the kind), and a ``set`` with the card's number and rarity. Pictures are
copied beside the file into ``pics/CUSTOM/<card name>.<ext>`` — the folder Cockatrice
reads custom pictures from when the file's folder is its data folder — and named by a
``picurl`` (a ``file://`` URL) as well."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from deckbuilder import APP_TITLE, __version__
from deckbuilder.catalog.card_repository import CardRecord, CardRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.catalog.search import CardSearch
from deckbuilder.outputs import OutputGroup, output_folder
from deckbuilder.rules.cards import GAME_TITLES, GAMES, TEAM_KINDS, Card
from deckbuilder.rules.values import xml_safe

_NOT_NAME_CHAR = re.compile(r"[^A-Za-z0-9_.-]")
# Characters a file name cannot hold on one system or another.
_NOT_FILE_CHAR = re.compile(r'[\\/:*?"<>|\x00-\x1f]')


def _prop_name(key: str) -> str:
    """A card field as an XML element name ("launch_cost" stays, "a b" becomes "a_b")."""
    name = _NOT_NAME_CHAR.sub("_", key)
    return name if re.match(r"[A-Za-z_]", name) else f"_{name}"


def _prop_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple) and all(isinstance(v, str | int | float)
                                               for v in value):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict | list | tuple):
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return str(value)


def _set_code(card: Card) -> str:
    return card.set or card.game.upper()


def _records(db: Database, game: str | None, query: str | None) -> list[CardRecord]:
    if game is not None and game not in GAMES:
        raise ValueError(f"unknown game {game!r}; use one of {', '.join(GAMES)}")
    if not query:
        return CardRepository(db).all(game)
    ids = CardSearch(db).ids(query)
    return [r for r in CardRepository(db).by_ids(ids) if game is None or r.card.game == game]


def cockatrice_xml(records: list[CardRecord], picture_urls: dict[int, str]) -> str:
    root = ET.Element("cockatrice_carddatabase", version="4")
    info = ET.SubElement(root, "info")
    ET.SubElement(info, "author").text = f"{APP_TITLE} {__version__}"
    ET.SubElement(info, "createdAt").text = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    ET.SubElement(info, "sourceVersion").text = __version__
    sets = ET.SubElement(root, "sets")
    seen: dict[str, Card] = {}
    for r in records:
        seen.setdefault(_set_code(r.card), r.card)
    for code, card in seen.items():
        s = ET.SubElement(sets, "set")
        ET.SubElement(s, "name").text = code
        title = GAME_TITLES.get(card.game, card.game)
        ET.SubElement(s, "longname").text = title if code == card.game.upper() \
            else f"{title} {code}"
        ET.SubElement(s, "settype").text = "Custom"
    cards = ET.SubElement(root, "cards")
    for r in records:
        card = r.card
        el = ET.SubElement(cards, "card")
        ET.SubElement(el, "name").text = card.name
        ET.SubElement(el, "text").text = card.text or ""
        prop = ET.SubElement(el, "prop")
        ET.SubElement(prop, "type").text = f"{GAME_TITLES.get(card.game, card.game)} — " \
            f"{card.kind}"
        ET.SubElement(prop, "maintype").text = card.kind
        ET.SubElement(prop, "layout").text = "normal"
        ET.SubElement(prop, "side").text = "front"
        for key, value in card.fields.items():
            if value is None or key in ("type", "maintype", "layout", "side"):
                continue
            ET.SubElement(prop, _prop_name(key)).text = _prop_value(value)
        attrs = {}
        if card.number:
            attrs["num"] = card.number
        if card.rarity:
            attrs["rarity"] = card.rarity
        if r.id in picture_urls:
            attrs["picurl"] = picture_urls[r.id]
        ET.SubElement(el, "set", attrs).text = _set_code(card)
        # Cockatrice's table rows: team cards with the creatures, the rest before them.
        ET.SubElement(el, "tablerow").text = "2" if card.kind in TEAM_KINDS else "1"
    ET.indent(root, space="  ")
    # Cards an older version stored (before the import refused control characters) may
    # hold a character XML cannot carry; ElementTree would write it as it is, an
    # ill-formed file. Shown as U+FFFD instead: the rest of the catalog still exports.
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + xml_safe(ET.tostring(root, "unicode")) \
        + "\n"


def export_cockatrice(db: Database, path: str | Path, *, game: str | None = None,
                      query: str | None = None, pictures: bool = True) -> int:
    """Write the cards (of one game, matching a search query, or all) as a Cockatrice card
    database; returns the card count."""
    path = Path(path).absolute()
    # The whole export is one output through the gate: the file and every picture are
    # checked (never the database, its WAL, the pictures folder or a special file) and
    # put in place together at the end.
    with OutputGroup(db.path) as group:
        xml_out = group.add(path)
        records = _records(db, game, query)
        urls: dict[int, str] = {}
        if pictures:
            store = PictureStore(db)
            folder: Path | None = None
            for r in records:
                if not r.picture:
                    continue
                source = store.path_of(r.picture)
                if not source.exists():
                    continue
                if folder is None:
                    folder = output_folder(path.parent / "pics" / "CUSTOM", db.path)
                name = _NOT_FILE_CHAR.sub("_", r.card.name) + source.suffix.lower()
                # A name the app makes up, in a folder anyone may have planted links in:
                # a symlink there is replaced, never written through.
                group.copy(source, folder / name, follow_symlinks=False)
                urls[r.id] = (path.parent / "pics" / "CUSTOM" / name).as_uri()
        xml_out.write(cockatrice_xml(records, urls))
    return len(records)


__all__ = ["export_cockatrice"]
