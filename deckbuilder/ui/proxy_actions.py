"""Proxies for the main window: Print Proxies of the Deck… and of the Selected Cards…. A
controller the window creates: handed the services, the window its dialogs belong to, and
ways to ask the open deck and the cards selected in the catalog."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService

if TYPE_CHECKING:
    from deckbuilder.services.proxy_service import ProxyService
    from deckbuilder.ui.deck.deck_document import DeckDocument



def _tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # These words were the main window's: they keep their translations
    # (context "MainWindow").
    return QCoreApplication.translate("MainWindow", source, disambiguation, n)


class ProxyActions(QObject):
    """Open the proxy sheet for the deck or for the cards selected."""

    def __init__(self, service: CatalogService, decks: DeckService, window: QWidget,
                 document: Callable[[], DeckDocument], selected_ids: Callable[[], list[int]]):
        super().__init__(window)
        self.service = service
        self.decks = decks
        self.window = window
        self.document = document
        self.selected_ids = selected_ids

    def _proxy_service(self) -> ProxyService:
        from deckbuilder.services.proxy_service import ProxyService

        return ProxyService(self.service, self.decks)

    def print_deck_proxies(self) -> None:
        from deckbuilder.services.proxy_service import ProxyError
        from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog

        doc = self.document()
        proxies = self._proxy_service()

        def items(missing_only: bool = False, sideboard: bool = True) -> list[object]:
            return proxies.deck_items(doc.deck, doc.ruleset, missing_only=missing_only,
                                      sideboard=sideboard)  # type: ignore[return-value]

        try:
            first = items()
        except ProxyError as exc:
            QMessageBox.warning(self.window, _tr("Print Proxies"), str(exc))
            return
        if not first:
            QMessageBox.information(self.window, _tr("Print Proxies"),
                                    _tr("The deck is empty: add cards first."))
            return
        ProxyDialog(first, title=doc.title(), deck_items=items,  # type: ignore[arg-type]
                    parent=self.window).exec()

    def print_card_proxies(self) -> None:
        from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog

        picks = [(card_id, 1) for card_id in self.selected_ids()]
        items = self._proxy_service().card_items(picks)
        if not items:
            QMessageBox.information(self.window, _tr("Print Proxies"),
                                    _tr("Select cards in the catalog first."))
            return
        ProxyDialog(items, parent=self.window).exec()
