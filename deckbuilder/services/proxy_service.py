"""Print proxies: what to print (a deck, the copies the collection lacks, or picked
cards) and writing the sheets. Qt is imported only when a sheet is actually made."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from deckbuilder.proxies.layout import PrintItem, SheetOptions, card_size_for
from deckbuilder.rules.cards import name_key
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.registry import Ruleset
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService


class ProxyError(ValueError):
    """Nothing can be printed (unknown cards, an empty selection, …)."""


class ProxyService:
    def __init__(self, catalog: CatalogService, decks: DeckService):
        self.catalog = catalog
        self.decks = decks

    def _item(self, card_name: str, game: str, count: int, translation: str | None) -> PrintItem:
        rec = self.catalog.cards.find(card_name, game)
        if rec is None:
            raise ProxyError(f"{card_name!r} is not in the catalog")
        picture = self.catalog.picture_path(rec.picture) if rec.picture else None
        if picture is not None and not picture.exists():
            picture = None
        tr = rec.card.names.get(translation) if translation else None
        return PrintItem(rec.card, picture, count, tr if tr and tr != rec.card.name else None)

    def deck_items(self, deck: DeckList, ruleset: Ruleset, *, missing_only: bool = False,
                   sideboard: bool = True, translation: str | None = None) -> list[PrintItem]:
        """Every copy of the deck (team, deck and, if asked, sideboard), or only the copies
        the collection does not cover."""
        resolved = self.decks.resolve(deck, ruleset)
        zones = ("team", "deck", "sideboard") if sideboard else ("team", "deck")
        unknown = [e.name for z in zones for e in deck.zone(z) if resolved.card(e.name) is None]
        if unknown:
            raise ProxyError("not in the catalog: " + ", ".join(map(repr, dict.fromkeys(unknown))))
        counts: dict[str, int] = {}
        names: dict[str, str] = {}
        for z in zones:
            for e in deck.zone(z):
                card = resolved.card(e.name)
                assert card is not None
                key = name_key(card.name)
                counts[key] = counts.get(key, 0) + e.count
                names[key] = card.name
        owned = self.decks.owned_counts(ruleset.game) if missing_only else {}
        items = []
        for key, need in counts.items():
            n = max(0, need - owned.get(key, 0)) if missing_only else need
            if n:
                items.append(self._item(names[key], ruleset.game, n, translation))
        return items

    def card_items(self, picks: Sequence[tuple[int, int]],
                   translation: str | None = None) -> list[PrintItem]:
        """(card id, copies) picked in the catalog."""
        items = []
        for card_id, count in picks:
            rec = self.catalog.record(card_id)
            if rec is None or count <= 0:
                continue
            items.append(self._item(rec.card.name, rec.card.game, count, translation))
        return items

    @staticmethod
    def page_count(items: Sequence[PrintItem], options: SheetOptions) -> int:
        from deckbuilder.proxies.layout import compute_layout

        per = compute_layout(options).per_page
        copies = sum(max(0, i.count) for i in items)
        pages = -(-copies // per)
        calibration = 0
        if options.calibration:
            # With backs, the calibration page gets a back: its alignment cross (see
            # render.Sheet).
            calibration = 2 if options.backs else 1
        return pages * (2 if options.backs else 1) + calibration

    @staticmethod
    def default_card_size(items: Sequence[PrintItem]) -> tuple[float, float]:
        """The card size of these cards' game (63 × 88 mm for mixed games)."""
        return card_size_for(i.card.game for i in items)

    @staticmethod
    def write_pdf(items: Sequence[PrintItem], options: SheetOptions, out: str | Path,
                  progress: Callable[[int], bool] | None = None,
                  labels: Mapping[str, str] | None = None) -> Any:
        """Write the PDF; returns the sheet (page count, low-resolution pictures…).
        ``labels`` translates the printed words (the GUI passes them; English without)."""
        from deckbuilder.proxies.pdf import ensure_gui_application, write_pdf
        from deckbuilder.proxies.render import Sheet

        ensure_gui_application()
        if not items and not options.calibration:
            raise ProxyError("nothing to print")
        sheet = Sheet(items, options, labels)
        write_pdf(sheet, out, progress)
        return sheet

    def write_images(self, items: Sequence[PrintItem], folder: str | Path, shop: str,
                     progress: Callable[[int, int], bool] | None = None,
                     labels: Mapping[str, str] | None = None) -> Any:
        """One picture per card at a print shop's template size, the backs and the order
        list (``deckbuilder.proxies.card_images``) in ``folder``; returns what was written.
        The database's own files and pictures folder are refused like every output."""
        from deckbuilder.proxies.card_images import PRINT_SHOPS, write_card_images
        from deckbuilder.proxies.pdf import ensure_gui_application

        if shop not in PRINT_SHOPS:
            raise ProxyError(f"unknown print shop {shop!r}; use "
                             + ", ".join(PRINT_SHOPS))
        if not any(i.count > 0 for i in items):
            raise ProxyError("nothing to print")
        ensure_gui_application()
        return write_card_images(items, folder, PRINT_SHOPS[shop], labels=labels,
                                 db_path=self.catalog.db_path, progress=progress)
