"""The collection for the main window: Collection › Collection… (the collection window),
Import Collection CSV…, Scan Cards… and Export Collection CSV…. A controller the window creates: handed the service
and the window its dialogs belong to, it answers by signals the window connects."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from deckbuilder.services.catalog_service import CatalogService


def _tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # These words were the main window's: they keep their translations
    # (context "MainWindow").
    return QCoreApplication.translate("MainWindow", source, disambiguation, n)


class CollectionActions(QObject):
    """Import, scan and export the cards owned."""

    #: The catalog's cards (or their owned counts) changed: the table reads them again.
    catalog_changed = Signal()
    #: The owned counts changed: the deck (its "owned" column) reads them again.
    owned_changed = Signal()
    #: A message for the status bar and how long to show it (ms).
    status = Signal(str, int)

    def __init__(self, service: CatalogService, window: QWidget):
        super().__init__(window)
        self.service = service
        self.window = window
        self.overview: QWidget | None = None

    def show_collection(self) -> None:
        """Collection › Collection…: the collection window (one; shown again, up to date,
        when already open)."""
        from deckbuilder.ui.collection.collection_window import CollectionWindow

        if self.overview is None:
            window = CollectionWindow(self.service.collection_service(), self.window,
                                      on_close=self._overview_closed)
            window.exported.connect(lambda text: self.status.emit(text, 5000))
            self.overview = window
        else:
            self.overview.refresh()  # type: ignore[attr-defined]
        self.overview.show()
        self.overview.raise_()
        self.overview.activateWindow()

    def refresh_overview(self) -> None:
        """The collection or the decks changed: an open collection window shows it."""
        if self.overview is not None and self.overview.isVisible():
            self.overview.refresh()  # type: ignore[attr-defined]

    def _overview_closed(self) -> None:
        self.overview = None

    def import_collection(self) -> None:
        from deckbuilder.ui.catalog.collection_import import CollectionImportDialog

        path, _ = QFileDialog.getOpenFileName(self.window, _tr("Import Collection"), "",
                                              _tr("CSV files (*.csv *.txt);;All files (*)"))
        if not path:
            return
        dlg = CollectionImportDialog(self.service, Path(path), self.window)
        if dlg.exec():
            self.catalog_changed.emit()
            self.owned_changed.emit()
            self.status.emit(dlg.summary, 5000)

    def scan_cards(self) -> None:
        from deckbuilder.ui.card_editing import new_card_editor
        from deckbuilder.ui.catalog.scan_dialog import ScanDialog

        dlg = ScanDialog(self.service, self.window, card_editor=new_card_editor)
        dlg.exec()
        # Cards made from unknown ones are in the catalog even when nothing was added.
        self.catalog_changed.emit()
        if dlg.summary:
            # Also after an add taken back by Undo: the owned counts shown may be stale.
            self.owned_changed.emit()
            self.status.emit(dlg.summary, 5000)

    def export_collection(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window, _tr("Export Collection"),
                                              "collection.csv", _tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            n = self.service.export_collection(path)
        except OSError as exc:
            QMessageBox.critical(self.window, _tr("Export failed"),
                                 f"{path}: {exc.strerror}")
            return
        self.status.emit(_tr("%1 rows written to %2").replace("%1", str(n))
                         .replace("%2", path), 5000)
