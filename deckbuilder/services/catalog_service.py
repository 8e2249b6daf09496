"""Catalog use cases shared by the window and the command line: search, read cards,
record owned copies, import and export."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckbuilder.catalog.card_repository import CardRecord, CardRepository
from deckbuilder.catalog.catalog_io import (
    ImportProgress,
    ImportReport,
    export_catalog,
)
from deckbuilder.catalog.collection import (
    CollectionItem,
    CollectionRepository,
    ImportPlan,
    Variant,
)
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import PictureStore, read_picture_file
from deckbuilder.catalog.search import (
    CardSearch,
    PreparedSearch,
    query_game,
    resolve_game,
)
from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.seeding import open_database

if TYPE_CHECKING:
    from deckbuilder.services.collection_service import CollectionService
    from deckbuilder.services.scan_service import ScanService


class CatalogService:
    """One open database and the repositories over it."""

    def __init__(self, db: Database):
        self.db = db
        self.cards = CardRepository(db)
        self.collection = CollectionRepository(db)
        self.search_engine = CardSearch(db)
        self.pictures = PictureStore(db)

    @classmethod
    def open(cls, path: str | Path | None = None) -> CatalogService:
        return cls(open_database(path))

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> CatalogService:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def db_path(self) -> Path:
        """The database file."""
        return Path(self.db.path)

    @property
    def pictures_dir(self) -> Path:
        """The folder of the card pictures (beside the database)."""
        return Path(self.db.pictures_dir)

    def scanner(self, game: str | None = None) -> ScanService:
        """Card recognition in photos over this catalog (of one game, or all)."""
        from deckbuilder.services.scan_service import ScanService  # OpenCV: when asked

        return ScanService(self.db, game=game)

    def backups_dir(self) -> Path:
        """The folder of the automatic backups."""
        from deckbuilder.catalog.backup import backups_dir

        return backups_dir(self.db)

    def deck_service(self) -> DeckService:
        """Deck use cases on the same database."""
        return DeckService(self.db)

    def collection_service(self) -> CollectionService:
        """The collection's figures and lists (the Collection window's) on the same
        database."""
        from deckbuilder.services.collection_service import CollectionService

        return CollectionService(self.db)

    def export_cockatrice(self, path: str | Path, *, game: str | None = None,
                          query: str | None = None, pictures: bool = True) -> int:
        """Write the catalog (or one game, or a search's cards) as a Cockatrice card
        database; the number of cards."""
        from deckbuilder.services.cockatrice_cards import export_cockatrice

        return export_cockatrice(self.db, path, game=game, query=query, pictures=pictures)

    def install_cockatrice(self, folder: str | Path | None = None, *,
                           game: str | None = None, query: str | None = None,
                           pictures: bool = True) -> tuple[Path, int]:
        """Install the cards (all, one game's or a search's) into Cockatrice's data folder
        (``folder``, default this system's): the set file written and the card count."""
        from deckbuilder.services.cockatrice_cards import install_cockatrice

        return install_cockatrice(self.db, folder, game=game, query=query,
                                  pictures=pictures)

    @staticmethod
    def query_game(query: str) -> str | None:
        """The one game a query is limited to (a plain ``game:`` filter), if any."""
        return query_game(query)

    @staticmethod
    def resolve_game(value: str) -> str | None:
        """The game id a ``game:`` filter value names (id, title, alias or unique
        prefix), or None."""
        return resolve_game(value)

    # searching ----------------------------------------------------------------

    def search(self, query: str, order: Sequence[tuple[str, bool]] = ()) -> PreparedSearch:
        """A planned search: ``count()`` and ``ids(offset, limit)`` pages."""
        return self.search_engine.prepare(query, order)

    def search_ids(self, query: str, order: Sequence[tuple[str, bool]] = (),
                   limit: int | None = None) -> list[int]:
        return self.search_engine.ids(query, order, limit=limit)

    def records(self, ids: Sequence[int]) -> list[CardRecord]:
        return self.cards.by_ids(ids)

    def record(self, card_id: int) -> CardRecord | None:
        return self.cards.get(card_id)

    def complete_names(self, prefix: str, limit: int = 20) -> list[str]:
        return self.cards.names(prefix=prefix, limit=limit)

    def picture_path(self, rel: str) -> Path:
        return self.pictures.path_of(rel)

    @staticmethod
    def read_picture_file(path: Path) -> bytes:
        """A picture file's bytes; refuses devices, pipes, folders and huge files
        (PictureError) without reading them."""
        return read_picture_file(path)

    def check_picture(self, data: bytes, source: str) -> None:
        """Raise PictureError (naming ``source``) if ``data`` is not a usable picture."""
        self.pictures.check(data, source)

    def find_card(self, name: str, game: str) -> CardRecord | None:
        """The card of ``game`` called ``name`` (any form of the name)."""
        return self.cards.find(name, game)

    def suggest_names(self, name: str, game: str) -> list[str]:
        """The closest card names of ``game`` to a name not found ("did you mean …")."""
        return self.cards.suggest(name, game)

    def cards_named(self, name: str, game: str) -> list[CardRecord]:
        """Every card of ``game`` whose name matches ``name`` loosely."""
        return self.cards.find_all(name, game)

    # collection ---------------------------------------------------------------

    def set_owned(self, card_id: int, total: int) -> int:
        self.collection.set_total(card_id, total)
        return self.collection.owned(card_id)

    def add_owned(self, card_id: int, delta: int) -> int:
        """Add (or, negative, take away) copies in one transaction; returns the total."""
        return self.collection.add_copies(card_id, delta)

    def set_owned_variant(self, card_id: int, quantity: int, variant: Variant) -> int:
        """Set the copies of one variant (0 removes it); returns the card's total."""
        self.collection.set_quantity(card_id, quantity, variant)
        return self.collection.owned(card_id)

    def owned(self, card_id: int) -> int:
        return self.collection.owned(card_id)

    def collection_items(self, card_id: int | None = None) -> list[CollectionItem]:
        return self.collection.items(card_id)

    def set_variants(self, card_id: int, rows: list[tuple[Variant, int, str]]) -> int:
        """Replace the owned copies of a card (condition, language, foil, notes)."""
        self.collection.replace_variants(card_id, rows)
        return self.collection.owned(card_id)

    def plan_collection_import(self, path: str | Path, *, mode: str = "set",
                               skip_unknown: bool = False, text: str | None = None,
                               encoding: str = "UTF-8") -> ImportPlan:
        """``text``: the file's content as the user corrected it (named after ``path``),
        read in ``encoding``."""
        return self.collection.plan_import(path, mode=mode, skip_unknown=skip_unknown,
                                           text=text, encoding=encoding)

    def apply_collection_import(self, plan: ImportPlan, *, previewed: bool = True) -> int:
        """Apply an import. A previewed one (the window's) raises CollectionChangedError
        (with the new plan, nothing written) when the collection changed since the user saw
        it; one nobody previewed (the CLI's) counts the changes made meanwhile in."""
        return self.collection.apply(plan, if_unchanged=previewed)

    def export_collection(self, path: str | Path) -> int:
        return self.collection.export_csv(path)

    # cards the user makes ----------------------------------------------------

    def check_card(self, raw: dict[str, Any]) -> Card:
        """Validate a card object from the editor (raises CardDataError naming the field)."""
        return card_from_json(raw)

    def save_card(self, card: Card, *, card_id: int | None = None,
                  picture: bytes | None = None, remove_picture: bool = False) -> int:
        """Create or change a card, with its picture, in one transaction."""
        with self.db.transaction():
            picture_id: int | bool | None = False
            if picture is not None:
                picture_id = self.pictures.add_bytes(picture, f"picture of {card.name}")
            elif remove_picture:
                picture_id = None
            return self.cards.save(card, card_id=card_id, picture_id=picture_id)

    def delete_card(self, card_id: int) -> None:
        self.cards.delete(card_id)

    # catalog files ------------------------------------------------------------

    def import_catalog(self, path: str | Path, *,
                       allow_outside_pictures: bool = False,
                       progress: ImportProgress | None = None) -> ImportReport:
        # Our JSON or CSV, or a Cockatrice card database (cards.xml) read back.
        from deckbuilder.catalog.cockatrice_io import import_any_catalog

        return import_any_catalog(self.db, path,
                                  allow_outside_pictures=allow_outside_pictures,
                                  progress=progress)

    def export_catalog(self, path: str | Path, game: str | None = None, *,
                       pictures: bool = True) -> int:
        return export_catalog(self.db, path, game=game, pictures=pictures)
