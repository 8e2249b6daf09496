"""The catalog as a Cockatrice card database (version 4), so a playgroup can load our cards
— their own included — into Cockatrice and play online.

The file holds the sets (a card without a set is in its game's set, e.g. ``MONSUNO``) and
the cards: name, text, one ``prop`` element per game field in the compact form of a CSV
cell (``game`` and ``maintype`` say the game and the kind, ``manacost``/``cmc`` the cost
Cockatrice sorts by), and a ``set`` with the card's collector number and rarity — enough
for ``catalog import`` to read the same cards back (deckbuilder.catalog.cockatrice_io).

Pictures are copied into ``pics/CUSTOM/<card name>.<ext>``, where Cockatrice finds custom
pictures by the card's name; the file names no picture, so no path of the exporter's
machine (their home folder) is in a file meant for sharing. :func:`install_cockatrice`
puts the set straight into Cockatrice's data folder: the file into ``customsets/``, the
pictures into ``pics/CUSTOM/``."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

from deckbuilder import APP_TITLE, __version__
from deckbuilder.catalog.card_repository import CardRecord, CardRepository
from deckbuilder.catalog.catalog_cells import cell_text, names_cell_text
from deckbuilder.catalog.cockatrice_io import picture_file_name
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.catalog.search import CardSearch
from deckbuilder.outputs import OutputGroup, output_folder
from deckbuilder.platform_folders import cockatrice_folder
from deckbuilder.rules.cards import GAME_TITLES, GAMES, TEAM_KINDS, Card, card_cost, field_specs
from deckbuilder.rules.values import xml_safe

#: Properties Cockatrice itself gives meaning to; a game field of that name is not written
#: over them.
_OWN_PROPS = ("type", "maintype", "layout", "side", "manacost", "cmc", "game", "names")


class CockatriceInstallError(ValueError):
    """No Cockatrice data folder where one was looked for (the message says where)."""


def _set_code(card: Card) -> str:
    return card.set or card.game.upper()


def _records(db: Database, game: str | None, query: str | None) -> list[CardRecord]:
    if game is not None and game not in GAMES:
        raise ValueError(f"unknown game {game!r}; use one of {', '.join(GAMES)}")
    if not query:
        return CardRepository(db).all(game)
    ids = CardSearch(db).ids(query)
    return [r for r in CardRepository(db).by_ids(ids) if game is None or r.card.game == game]


def cockatrice_xml(records: list[CardRecord]) -> str:
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
        ET.SubElement(prop, "game").text = card.game
        cost = card_cost(card)
        if cost is not None:
            # What Cockatrice sorts and filters by ("mana value"); the card's own fields
            # follow under their names.
            ET.SubElement(prop, "manacost").text = str(cost)
            ET.SubElement(prop, "cmc").text = str(cost)
        if card.names:
            ET.SubElement(prop, "names").text = names_cell_text(dict(card.names))
        specs = {s.name: s for s in field_specs(card.game, card.kind)}
        for key, value in card.fields.items():
            # Field names are identifiers of our card schema: valid XML names.
            if value is None or key in _OWN_PROPS or key not in specs:
                continue
            ET.SubElement(prop, key).text = cell_text(specs[key], value)
        attrs = {}
        if card.number:
            attrs["num"] = card.number
        if card.rarity:
            attrs["rarity"] = card.rarity
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
                      query: str | None = None, pictures: bool = True,
                      pictures_folder: str | Path | None = None) -> int:
    """Write the cards (of one game, matching a search query, or all) as a Cockatrice card
    database, their pictures into ``pictures_folder`` (default: ``pics/CUSTOM`` beside the
    file); returns the card count."""
    path = Path(path).absolute()
    folder_wanted = Path(pictures_folder).absolute() if pictures_folder is not None \
        else path.parent / "pics" / "CUSTOM"
    # The whole export is one output through the gate: the file and every picture are
    # checked (never the database, its WAL, the pictures folder or a special file) and
    # put in place together at the end.
    with OutputGroup(db.path) as group:
        xml_out = group.add(path)
        records = _records(db, game, query)
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
                    folder = output_folder(folder_wanted, db.path)
                name = picture_file_name(r.card.name, source.suffix.lower())
                # A name the app makes up, in a folder anyone may have planted links in:
                # a symlink there is replaced, never written through.
                group.copy(source, folder / name, follow_symlinks=False)
        xml_out.write(cockatrice_xml(records))
    return len(records)


def installed_set_name(game: str | None) -> str:
    """The file name of the set in ``customsets``: one per game, or one of all games
    (installing again replaces it)."""
    return f"deckbuilder-{game}.xml" if game else "deckbuilder.xml"


def install_cockatrice(db: Database, folder: str | Path | None = None, *,
                       game: str | None = None, query: str | None = None,
                       pictures: bool = True) -> tuple[Path, int]:
    """Install the cards into Cockatrice: the set into ``customsets/`` and the pictures
    into ``pics/CUSTOM/`` of its data folder (``folder``, default this system's; see
    deckbuilder.platform_folders). Returns the set file written and the card count."""
    data = cockatrice_folder(folder)
    if not data.is_dir():
        raise CockatriceInstallError(
            f"{data}: no Cockatrice data folder there — start Cockatrice once to make it, "
            "or name the folder (--cockatrice-folder, or Settings in the window)")
    customsets = output_folder(data / "customsets", db.path)
    target = customsets / installed_set_name(game)
    count = export_cockatrice(db, target, game=game, query=query, pictures=pictures,
                              pictures_folder=data / "pics" / "CUSTOM")
    return target, count


__all__ = ["CockatriceInstallError", "export_cockatrice", "install_cockatrice",
           "installed_set_name"]
