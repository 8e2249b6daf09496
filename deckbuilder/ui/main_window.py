"""The main window: search box and catalog table on one side, the card in detail next to
it; menus, status bar, remembered layout."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QModelIndex, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deckbuilder import APP_TITLE, __version__
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.card_detail import CardDetailPane
from deckbuilder.ui.catalog_model import CatalogModel, Column
from deckbuilder.ui.search_help import SearchHelpDialog
from deckbuilder.ui.thumbnails import PictureLoader

SEARCH_DELAY_MS = 120


class CatalogPanel(QWidget):
    """The search box with its help button and error line, above the results table."""

    def __init__(self, model: CatalogModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = model
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("searchBox")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(
            self.tr("Search: words, game:redakai, kairu<=3, m:storm, is:owned …"))
        self.search.setToolTip(self.tr("Search the catalog (Ctrl+F). Press F1 for the syntax."))
        self.help_button = QToolButton()
        self.help_button.setText("?")
        self.help_button.setToolTip(self.tr("Search syntax with examples (F1)"))
        row.addWidget(self.search, 1)
        row.addWidget(self.help_button)
        lay.addLayout(row)
        self.error = QLabel()
        self.error.setObjectName("searchError")
        self.error.setStyleSheet("color: #b00020;")
        self.error.hide()
        lay.addWidget(self.error)

        self.table = QTableView()
        self.table.setObjectName("catalogTable")
        self.table.setModel(model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(Column.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setIconSize(QSize(34, 48))
        self.table.verticalHeader().setDefaultSectionSize(52)
        self.table.verticalHeader().hide()
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        widths = {Column.PICTURE: 44, Column.NAME: 220, Column.GAME: 125, Column.KIND: 80,
                  Column.COST: 50, Column.POWER: 55, Column.TYPE: 90, Column.DETAILS: 260,
                  Column.OWNED: 60}
        for col, w in widths.items():
            self.table.setColumnWidth(col, w)
        lay.addWidget(self.table, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _t: self._timer.start())
        self.search.returnPressed.connect(self.run_search)
        model.searchFailed.connect(self._show_error)
        self.last_search_ms = 0.0

    def run_search(self) -> bool:
        self._timer.stop()
        start = time.perf_counter()
        ok = self.model.set_query(self.search.text())
        self.last_search_ms = (time.perf_counter() - start) * 1000
        if ok:
            self.error.hide()
        return ok

    def _show_error(self, message: str, position: int) -> None:
        self.error.setText(self.tr("Search problem at character %1: %2")
                           .replace("%1", str(position + 1)).replace("%2", message))
        self.error.show()


class MainWindow(QMainWindow):
    """The Deckbuilder window."""

    def __init__(self, service: CatalogService, parent: QWidget | None = None):
        super().__init__(parent)
        self.service = service
        self.setWindowTitle(APP_TITLE)
        self.resize(1280, 800)
        self.pictures = PictureLoader(service.db.pictures_dir, size=(34, 48), parent=self)
        self.big_pictures = PictureLoader(service.db.pictures_dir, size=(300, 419),
                                          capacity=64, parent=self)
        self.model = CatalogModel(service, self.pictures, self)
        self.catalog = CatalogPanel(self.model)
        self.detail = CardDetailPane(self.big_pictures)
        self.detail.setObjectName("cardDetail")
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.catalog)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([900, 360])
        self.setCentralWidget(self.splitter)

        self.count_label = QLabel()
        self.statusBar().addPermanentWidget(self.count_label)

        self._make_actions()
        self._make_menus()
        self.catalog.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.catalog.help_button.clicked.connect(self.show_search_help)
        self.model.resultsChanged.connect(self._results_changed)
        self.model.ownedChanged.connect(self._owned_changed_elsewhere)
        self.detail.ownedEdited.connect(self._owned_edited_in_detail)
        self._restore_layout()
        self.catalog.run_search()

    # ------------------------------------------------------------------ actions

    def _action(self, text: str, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        act.triggered.connect(slot)
        return act

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.act_import_catalog = self._action(
            self.tr("&Import Catalog…"), self.import_catalog, "Ctrl+Shift+I",
            self.tr("Add or update cards from a catalog file (JSON or CSV)"))
        self.act_export_catalog = self._action(
            self.tr("&Export Catalog…"), self.export_catalog, "Ctrl+Shift+E",
            self.tr("Write the catalog to a JSON or CSV file"))
        self.act_quit = self._action(self.tr("&Quit"), self.close, std.Quit)
        self.act_find = self._action(self.tr("&Find Cards"), self.focus_search, std.Find,
                                     self.tr("Go to the search box"))
        self.act_import_collection = self._action(
            self.tr("&Import Collection CSV…"), self.import_collection, None,
            self.tr("Read owned cards from a CSV file, with a preview before anything changes"))
        self.act_export_collection = self._action(
            self.tr("&Export Collection CSV…"), self.export_collection, None,
            self.tr("Write your collection to a CSV file"))
        self.act_owned_plus = self._action(self.tr("One More Copy"), lambda: self.bump_owned(1),
                                           "Ctrl+=", self.tr("Own one more copy of the card"))
        self.act_owned_minus = self._action(self.tr("One Copy Fewer"),
                                            lambda: self.bump_owned(-1), "Ctrl+-",
                                            self.tr("Own one copy fewer of the card"))
        self.act_owned_only = self._action(self.tr("Show Owned Cards Only"),
                                           self.toggle_owned_only)
        self.act_owned_only.setCheckable(True)
        self.act_search_help = self._action(self.tr("&Search Syntax"), self.show_search_help,
                                            std.HelpContents)
        self.act_about = self._action(self.tr("&About Deckbuilder"), self.show_about)
        # Plain +/- on the table adjust owned copies without a modifier.
        for key, delta in (("+", 1), ("=", 1), ("-", -1)):
            sc = QShortcut(QKeySequence(key), self.catalog.table)
            sc.setContext(Qt.ShortcutContext.WidgetShortcut)
            sc.activated.connect(lambda d=delta: self.bump_owned(d))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu(self.tr("&File"))
        m.addAction(self.act_import_catalog)
        m.addAction(self.act_export_catalog)
        m.addSeparator()
        m.addAction(self.act_quit)
        m = bar.addMenu(self.tr("&Edit"))
        m.addAction(self.act_find)
        m = bar.addMenu(self.tr("&Collection"))
        m.addAction(self.act_owned_plus)
        m.addAction(self.act_owned_minus)
        m.addSeparator()
        m.addAction(self.act_import_collection)
        m.addAction(self.act_export_collection)
        m = bar.addMenu(self.tr("&View"))
        m.addAction(self.act_owned_only)
        m = bar.addMenu(self.tr("&Help"))
        m.addAction(self.act_search_help)
        m.addAction(self.act_about)

    # ------------------------------------------------------------------ catalog

    def focus_search(self) -> None:
        self.catalog.search.setFocus()
        self.catalog.search.selectAll()

    def show_search_help(self) -> None:
        dlg = SearchHelpDialog(self)
        dlg.exampleChosen.connect(self._use_example)
        dlg.show()

    def _use_example(self, query: str) -> None:
        self.catalog.search.setText(query)
        self.catalog.run_search()

    def toggle_owned_only(self, on: bool) -> None:
        text = self.catalog.search.text().replace("is:owned", "").strip()
        self.catalog.search.setText(f"{text} is:owned".strip() if on else text)
        self.catalog.run_search()

    def _results_changed(self, n: int) -> None:
        self.count_label.setText(self.tr("%n card(s)", "", n))
        self.statusBar().showMessage(
            self.tr("Search took %1 ms").replace("%1", f"{self.catalog.last_search_ms:.0f}"),
            3000)
        table = self.catalog.table
        if n:
            table.selectRow(0)
        else:
            self.detail.set_record(None)

    def current_card_id(self) -> int | None:
        idx = self.catalog.table.currentIndex()
        if not idx.isValid():
            return None
        return self.model.card_id(idx.row())

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self.detail.set_record(None)
            return
        rec = self.model.record(current.row())
        self.detail.set_record(rec)
        self._show_variants(rec.id)

    def _show_variants(self, card_id: int) -> None:
        """List the owned variants, unless it is just plain English near-mint copies."""
        from deckbuilder.catalog.collection import Variant

        items = self.service.collection_items(card_id)
        if len(items) == 1 and items[0].variant == Variant() and not items[0].notes:
            items = []
        lines = []
        for it in items:
            v = it.variant
            foil = self.tr(" foil") if v.foil else ""
            lines.append(f"{it.quantity}× {v.condition} {v.language}{foil}"
                         + (f" — {it.notes}" if it.notes else ""))
        self.detail.set_variants(lines)

    # ------------------------------------------------------------------ collection

    def bump_owned(self, delta: int) -> None:
        cid = self.current_card_id()
        if cid is None:
            return
        total = max(0, self.service.owned(cid) + delta)
        self.model.set_owned(cid, total)

    def _owned_edited_in_detail(self, card_id: int, total: int) -> None:
        self.model.set_owned(card_id, total)

    def _owned_changed_elsewhere(self, card_id: int) -> None:
        owned = self.service.owned(card_id)
        rec = self.detail.record
        if rec is not None and rec.id == card_id and self.detail.owned.value() != owned:
            self.detail.owned.blockSignals(True)
            self.detail.owned.setValue(owned)
            self.detail.owned.blockSignals(False)
        if rec is not None and rec.id == card_id:
            self._show_variants(card_id)
        self.statusBar().showMessage(self.tr("Owned copies saved"), 2000)

    def import_collection(self) -> None:
        from deckbuilder.ui.collection_import import CollectionImportDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import Collection"), "",
                                              self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if not path:
            return
        dlg = CollectionImportDialog(self.service, Path(path), self)
        if dlg.exec():
            self.model.refresh()
            self.statusBar().showMessage(dlg.summary, 5000)

    def export_collection(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Collection"),
                                              "collection.csv", self.tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            n = self.service.export_collection(path)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Export failed"), f"{path}: {exc.strerror}")
            return
        self.statusBar().showMessage(self.tr("%1 rows written to %2").replace("%1", str(n))
                                     .replace("%2", path), 5000)

    # ------------------------------------------------------------------ catalog files

    def import_catalog(self) -> None:
        from deckbuilder.catalog.catalog_io import CatalogFileError
        from deckbuilder.catalog.pictures import PictureError

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import Catalog"), "",
            self.tr("Catalog files (*.json *.csv);;All files (*)"))
        if not path:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = self.service.import_catalog(path)
        except (CatalogFileError, PictureError, OSError) as exc:
            QApplication.restoreOverrideCursor()
            box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Nothing was imported"),
                              self.tr("The catalog file has problems; the catalog is unchanged."),
                              parent=self)
            box.setDetailedText(str(exc))
            box.exec()
            return
        QApplication.restoreOverrideCursor()
        self.model.refresh()
        self.statusBar().showMessage(
            self.tr("Imported %1 cards (%2 new, %3 updated)").replace("%1", str(report.cards))
            .replace("%2", str(report.added)).replace("%3", str(report.updated)), 8000)

    def export_catalog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Catalog"), "catalog.json",
            self.tr("JSON catalog (*.json);;CSV catalog (*.csv)"))
        if not path:
            return
        try:
            n = self.service.export_catalog(path)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Export failed"), f"{path}: {exc.strerror}")
            return
        self.statusBar().showMessage(self.tr("%1 cards written to %2").replace("%1", str(n))
                                     .replace("%2", path), 5000)

    # ------------------------------------------------------------------ about, layout

    def show_about(self) -> None:
        from PySide6 import __version__ as qt_version

        QMessageBox.about(
            self, self.tr("About Deckbuilder"),
            self.tr("<h3>Deckbuilder %1</h3><p>Catalog, collection, decks, playtesting and "
                    "proxies for Monsuno, Redakai and MONSTER CARDS.</p>"
                    "<p>Database: %2<br>Qt for Python %3</p>")
            .replace("%1", __version__).replace("%2", str(self.service.db.path))
            .replace("%3", qt_version))

    def _settings(self) -> QSettings:
        return QSettings()

    def _restore_layout(self) -> None:
        s = self._settings()
        geometry = s.value("main/geometry")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = s.value("main/splitter")
        if isinstance(state, QByteArray):
            self.splitter.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        s = self._settings()
        s.setValue("main/geometry", self.saveGeometry())
        s.setValue("main/splitter", self.splitter.saveState())
        self.pictures.wait(2000)
        self.big_pictures.wait(2000)
        super().closeEvent(event)
