"""Card editing for the main window: File › New Card…, Edit Card… and Delete Card…. A
controller the window creates: it is handed the service, the window its dialogs belong to
and a way to ask the card shown; it answers by signals, which the window connects."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from deckbuilder import APP_TITLE
from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.services.catalog_service import CatalogService


def _tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # These words were the main window's: they keep their translations
    # (context "MainWindow").
    return QCoreApplication.translate("MainWindow", source, disambiguation, n)


def new_card_editor(service: CatalogService, game: str | None, parent: QWidget) -> QDialog:
    """The card editor for a new card of ``game``: what the scan dialog is handed to make a
    catalog card from an unknown one."""
    from deckbuilder.ui.cards.card_editor import CardEditorDialog

    return CardEditorDialog(service, None, game=game, parent=parent)


class CardEditing(QObject):
    """New, edit and delete a card of the catalog."""

    #: The catalog's cards changed: the table and the deck read them again.
    catalog_changed = Signal()
    #: A card was saved: the window shows it (the saved record).
    card_saved = Signal(object)
    #: A message for the status bar and how long to show it (ms).
    status = Signal(str, int)

    def __init__(self, service: CatalogService, window: QWidget,
                 shown_record: Callable[[], CardRecord | None]):
        super().__init__(window)
        self.service = service
        self.window = window
        self.shown_record = shown_record

    def _editor_dialog(self, record: object = None) -> QDialog | None:
        try:
            from deckbuilder.ui.cards.card_editor import CardEditorDialog
        except ImportError:
            QMessageBox.information(self.window, APP_TITLE, _tr(
                "The card editor is not available in this build."))
            return None
        dlg = CardEditorDialog(self.service, record, parent=self.window)  # type: ignore[arg-type]
        dlg.cardSaved.connect(self._card_saved)
        return dlg

    def new_card(self) -> None:
        dlg = self._editor_dialog(None)
        if dlg is not None:
            dlg.exec()

    def edit_card(self) -> None:
        rec = self.shown_record()
        if rec is None:
            return
        dlg = self._editor_dialog(rec)
        if dlg is not None:
            dlg.exec()

    def delete_card(self) -> None:
        rec = self.shown_record()
        if rec is None:
            return
        answer = QMessageBox.question(
            self.window, _tr("Delete Card"),
            _tr("Delete “%1” from the catalog? Copies you own of it are forgotten too.")
            .replace("%1", rec.card.name))
        if answer == QMessageBox.StandardButton.Yes:
            self.service.delete_card(rec.id)
            self.catalog_changed.emit()

    def _card_saved(self, card_id: int) -> None:
        self.catalog_changed.emit()
        rec = self.service.record(card_id)
        if rec is not None:
            self.card_saved.emit(rec)
            self.status.emit(_tr("Saved %1").replace("%1", rec.card.name), 5000)
