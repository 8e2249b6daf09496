"""The starter catalogs shipped in ``resources/catalogs``: loaded into a new database."""

from __future__ import annotations

from pathlib import Path

from deckbuilder.catalog.catalog_io import ImportReport, import_parsed, read_catalog
from deckbuilder.catalog.db import Database
from deckbuilder.paths import resource

STARTER_FILES = ("monsuno.json", "redakai.json", "monster-cards.json")


def starter_paths() -> list[Path]:
    return [resource("catalogs", name) for name in STARTER_FILES]


def load_starter_catalogs(db: Database) -> ImportReport:
    """Import every starter catalog in one transaction (all three or none)."""
    added = updated = pictures = cards = 0
    with db.transaction():
        for path in starter_paths():
            # The bundled catalogs keep their pictures in a sibling folder.
            report = import_parsed(db, path, read_catalog(path), origin="starter",
                                   allow_outside_pictures=True)
            added += report.added
            updated += report.updated
            pictures += report.pictures
            cards += report.cards
    return ImportReport(added=added, updated=updated, pictures=pictures, cards=cards)
