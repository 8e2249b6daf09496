"""Reading a Cockatrice card database (``cards.xml``, version 3 or 4) into the catalog:
the card sets we write for Cockatrice come back as the same cards, and a playgroup's own
set made for these games can be imported.

Version 4 keeps a card's properties in ``<prop>``; version 3 has them as children of the
card. The game is the ``game`` property we write (or, for a file written by hand, the
game title before " — " in ``type``); the kind is ``maintype``; every game field is the
property of its name, in the same compact form as a CSV cell. Cockatrice's own
properties (``manacost``, ``cmc``, ``colors``, ``pt``, ``layout``, …) are not game fields
and are left out. Pictures are taken from ``pics/CUSTOM/<card name>.<ext>`` beside the
file, where our export puts them.

XML is read with expat as the deck files are: a document type declaration (and with it
every entity trick: billion laughs, external entities) is refused."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.catalog.catalog_cells import cell_value, names_cell_value
from deckbuilder.catalog.catalog_io import (
    ImportProgress,
    ImportReport,
    ParsedCard,
    _duplicates,
    _read_text,
    _step,
    import_parsed,
    read_catalog,
)
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.file_problems import (
    CatalogFileError,
    FileProblem,
    card_problems,
    cell_problem,
)
from deckbuilder.rules.cards import (
    COMMON_FIELDS,
    GAME_TITLES,
    GAMES,
    CardDataError,
    FieldSpec,
    card_from_json,
    field_specs,
)
from deckbuilder.rules.safe_xml import XmlError, XmlNode, parse_xml
from deckbuilder.text_files import shown_name

#: A card database of the whole catalog is a few megabytes; the catalog file cap applies
#: before this, this only bounds what expat is given.
MAX_XML_CHARS = 128 * 2**20
#: Properties that are Cockatrice's, not a game field of ours.
COCKATRICE_PROPS = frozenset({
    "type", "maintype", "layout", "side", "manacost", "cmc", "colors", "coloridentity",
    "pt", "loyalty", "game", "names", "related", "reverse-related", "token", "tablerow",
    "cipt", "upsidedown", "set", "name", "text",
})
#: Characters a file name cannot hold on one system or another (as the export names them).
NOT_FILE_CHAR = re.compile(r'[\\/:*?"<>|\x00-\x1f]')
PICTURE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")


def picture_file_name(name: str, suffix: str) -> str:
    """The file name Cockatrice looks for in ``pics/CUSTOM`` (characters no file name may
    hold replaced)."""
    return NOT_FILE_CHAR.sub("_", name) + suffix


@dataclass(frozen=True)
class CockatriceCard:
    """One ``<card>`` read: the catalog card's JSON form, the line, and where problems
    are (``problems``: (field, message, code, params))."""

    raw: dict[str, Any]
    line: int
    label: str
    problems: tuple[tuple[str, str, str, dict[str, Any]], ...] = ()


def _game_of(props: dict[str, str]) -> str | None:
    game = props.get("game", "").strip()
    if game in GAMES:
        return game
    title = props.get("type", "").split(" — ", 1)[0].strip().casefold()
    for gid, gtitle in GAME_TITLES.items():
        if title and title == gtitle.casefold():
            return gid
    return None


def _kind_of(props: dict[str, str]) -> str:
    kind = props.get("maintype", "").strip()
    if kind:
        return kind
    _, _, after = props.get("type", "").partition(" — ")
    return after.strip()


def read_cards(root: XmlNode) -> tuple[list[CockatriceCard], str | None]:
    """The cards of a parsed card database, each as the catalog's JSON form of a card
    (values still as the file's text where a field needs reading: see
    :func:`deckbuilder.catalog.catalog_io.read_cockatrice_catalog`), or (``[]``, why)
    when the root is no card database."""
    if root.tag != "cockatrice_carddatabase":
        return [], f"<{root.tag}> is not a Cockatrice card database " \
            "(<cockatrice_carddatabase>)"
    set_titles = {(s.find("name") or XmlNode("", {}, 0)).text.strip():
                  (s.find("longname") or XmlNode("", {}, 0)).text.strip()
                  for s in (root.find("sets") or XmlNode("", {}, 0)).iter("set")}
    out = []
    for el in (root.find("cards") or XmlNode("", {}, 0)).iter("card"):
        name = (el.find("name") or XmlNode("", {}, 0)).text.strip()
        prop_node = el.find("prop")
        # Version 4 has the properties in <prop>, version 3 as the card's own children.
        holder = prop_node.children if prop_node is not None else el.children
        props = {c.tag: c.text for c in holder}
        problems: list[tuple[str, str, str, dict[str, Any]]] = []
        game = _game_of(props)
        raw: dict[str, Any] = {"name": name, "game": game, "kind": _kind_of(props)}
        if game is None:
            problems.append(("game", "cannot tell which game the card is of: give it a "
                             "<game> property (" + ", ".join(GAMES) + ") or a type "
                             "starting with the game's title", "cockatrice-no-game",
                             {"games": ", ".join(GAMES)}))
        text = (el.find("text") or XmlNode("", {}, 0)).text
        if text.strip():
            raw["text"] = text.strip()
        printing = el.find("set")
        if printing is not None:
            code = printing.text.strip()
            # The set we write for cards without one is the game's own (MONSUNO).
            if code and not (game is not None and code == game.upper()
                             and set_titles.get(code, GAME_TITLES.get(game))
                             == GAME_TITLES.get(game)):
                raw["set"] = code
            for attr, key in (("num", "number"), ("rarity", "rarity")):
                if printing.attrib.get(attr, "").strip():
                    raw[key] = printing.attrib[attr].strip()
        if props.get("names", "").strip():
            raw["names"] = props["names"]
        if game is not None:
            for key, value in props.items():
                if key not in COCKATRICE_PROPS and value.strip():
                    raw[key] = value
        out.append(CockatriceCard(raw, el.line, name, tuple(problems)))
    return out, None


def picture_beside(xml_path: Path, name: str) -> Path | None:
    """The card's picture in ``pics/CUSTOM`` beside the file, if there is one."""
    folder = xml_path.parent / "pics" / "CUSTOM"
    for suffix in PICTURE_SUFFIXES:
        candidate = folder / picture_file_name(name, suffix)
        if candidate.is_file():
            return candidate
    return None


def read_cockatrice_catalog(path: Path, text: str) -> list[ParsedCard]:
    """Parse and validate a Cockatrice card database (raises CatalogFileError naming the
    file, the line of the card and the field)."""
    try:
        root = parse_xml(text, MAX_XML_CHARS, "a Cockatrice card database")
    except XmlError as exc:
        raise CatalogFileError(path, [FileProblem(str(path), str(exc), exc.code,
                                                  exc.params, line=exc.line)]) from None
    cards, refused = read_cards(root)
    if refused is not None:
        raise CatalogFileError(path, [FileProblem(str(path), refused, "cockatrice-not-cards",
                                                  {"root": root.tag}, line=root.line)])
    parsed: list[ParsedCard] = []
    errors: list[FileProblem] = []
    for c in cards:
        at: dict[str, Any] = {"line": c.line}
        bad = [FileProblem(str(path), message, code, params, field=name, **at)
               for name, message, code, params in c.problems]
        raw = dict(c.raw)
        if raw["game"] is not None:
            specs = {s.name: s for s in _specs(raw["game"], raw["kind"])}
            for key in list(raw):
                spec = specs.get(key)
                if spec is None:
                    if key not in COMMON_FIELDS:
                        # Another tool's property (Magic's colors, pt, …): not ours.
                        del raw[key]
                    continue
                try:
                    raw[key] = cell_value(spec, raw[key])
                except ValueError as exc:
                    bad.append(cell_problem(path, exc, field=key, **at))
                    del raw[key]
            if isinstance(raw.get("names"), str):
                try:
                    raw["names"] = names_cell_value(raw["names"])
                except ValueError as exc:
                    bad.append(cell_problem(path, exc, field="names", **at))
                    del raw["names"]
        if bad:
            errors.extend(bad)
            continue
        try:
            card = card_from_json(raw)
        except CardDataError as exc:
            errors.extend(card_problems(path, at, exc))
            continue
        parsed.append(ParsedCard(card, picture_beside(path, card.name), f"line {c.line}",
                                 at))
    errors.extend(_duplicates(path, parsed))
    if errors:
        raise CatalogFileError(path, errors)
    return parsed


def read_any_catalog(path: str | Path) -> list[ParsedCard]:
    """Read a catalog file of any form the import takes: a Cockatrice card database (the
    text starts with ``<``), else our JSON or CSV (deckbuilder.catalog.catalog_io)."""
    path = Path(path)
    text = _read_text(path)
    if text.lstrip("\ufeff \t\r\n").startswith("<"):
        return read_cockatrice_catalog(Path(shown_name(path)), text)
    return read_catalog(path, text)


def import_any_catalog(db: Database, path: str | Path, *, allow_outside_pictures: bool = False,
                       progress: ImportProgress | None = None) -> ImportReport:
    """Import a catalog file of any form (:func:`read_any_catalog`), all or nothing, as
    deckbuilder.catalog.catalog_io.import_catalog does for JSON and CSV."""
    parsed = read_any_catalog(path)
    _step(progress, "read", len(parsed))
    return import_parsed(db, Path(shown_name(path)), parsed,
                         allow_outside_pictures=allow_outside_pictures, progress=progress)


def _specs(game: str, kind: str) -> tuple[FieldSpec, ...]:
    try:
        return field_specs(game, kind)
    except (KeyError, ValueError):  # an unknown kind: card_from_json says so
        return ()


__all__ = [
    "CockatriceCard",
    "picture_beside",
    "picture_file_name",
    "read_cards",
    "read_cockatrice_catalog",
]
