"""First start: open the database, and fill a new one with the starter catalogs shipped
in ``resources/catalogs``.

The catalog layer only opens and migrates the file; choosing what a new file starts with
is this use case's job (which also keeps ``catalog.db`` free of an import of the
importers).
"""

from __future__ import annotations

from pathlib import Path

from deckbuilder.catalog.catalog_io import ImportReport, import_parsed, read_catalog
from deckbuilder.catalog.db import Database
from deckbuilder.paths import resource
from deckbuilder.rules.cards import GAMES

#: One starter catalog per game, named after the game's id: a new game brings its own.
STARTER_FILES = tuple(f"{game}.json" for game in GAMES)


def starter_paths() -> list[Path]:
    return [resource("catalogs", name) for name in STARTER_FILES]


def load_starter_catalogs(db: Database) -> ImportReport:
    """Import every starter catalog in one transaction (all three or none)."""
    added = updated = pictures = cards = 0
    with db.transaction():
        for path in starter_paths():
            # The bundled catalogs keep their pictures in a sibling folder.
            # Our own pictures: read by their headers (tests decode each one whole).
            report = import_parsed(db, path, read_catalog(path), origin="starter",
                                   allow_outside_pictures=True, trusted_pictures=True)
            added += report.added
            updated += report.updated
            pictures += report.pictures
            cards += report.cards
    return ImportReport(added=added, updated=updated, pictures=pictures, cards=cards)


def open_database(path: str | Path | None = None) -> Database:
    """Open (creating or upgrading as needed) the database at ``path`` (the user's by
    default); a new file gets the starter catalogs."""
    db = Database.open(path)
    if db.created:
        try:
            load_starter_catalogs(db)
        except BaseException:
            db.close()
            raise
    return db
