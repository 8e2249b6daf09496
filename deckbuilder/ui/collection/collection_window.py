"""The Collection window (Collection › Collection…): the cards owned as a table with a
search, completion per game and set, the saved decks with what each lacks, and the
wishlist and trade list exports. Every figure comes from the collection service, the
same one the ``collection`` commands print."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.services.collection_service import (
    CollectionService,
    SearchError,
    format_money,
)
from deckbuilder.ui.collection.collection_models import (
    SORT_ROLE,
    CompletionModel,
    DeckColumn,
    DecksModel,
    NeedColumn,
    NeedsModel,
    OwnedCardsModel,
    OwnedColumn,
)
from deckbuilder.ui.common.geometry import fit_window, save_window


def _table(model: object, parent: QWidget, name: str, *, sortable: bool = True) -> QTableView:
    """A read-only table over ``model``, sorted by clicking a header (numbers as numbers)."""
    view = QTableView(parent)
    view.setObjectName(name)
    if sortable:
        proxy = QSortFilterProxyModel(view)
        proxy.setSourceModel(model)  # type: ignore[arg-type]
        proxy.setSortRole(SORT_ROLE)
        view.setModel(proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # the service's order at first
    else:
        view.setModel(model)  # type: ignore[arg-type]
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


class CollectionWindow(QMainWindow):
    """The collection at a glance, and its wishlist and trade list files."""

    #: A file was written: the message for the main window's status bar too.
    exported = Signal(str)

    def __init__(self, service: CollectionService, parent: QWidget | None = None, *,
                 on_close: Callable[[], object] | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("collectionWindow")
        self.service = service
        self._on_close = on_close
        self.setWindowTitle(self.tr("Collection"))
        central = QWidget(self)
        lay = QVBoxLayout(central)
        self.totals = QLabel()
        self.totals.setObjectName("collectionTotals")
        self.totals.setWordWrap(True)
        lay.addWidget(self.totals)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)

        # The cards owned, with a search in the catalog's syntax.
        cards_tab = QWidget()
        cards_lay = QVBoxLayout(cards_tab)
        self.search = QLineEdit()
        self.search.setObjectName("collectionSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search your cards, e.g. game:redakai "
                                               "kind:attack (F1 in the main window: syntax)"))
        cards_lay.addWidget(self.search)
        self.cards_model = OwnedCardsModel(self)
        self.cards_view = _table(self.cards_model, cards_tab, "collectionCards")
        self.cards_view.horizontalHeader().setSectionResizeMode(
            OwnedColumn.NAME, QHeaderView.ResizeMode.Stretch)
        self.cards_view.horizontalHeader().setStretchLastSection(False)
        cards_lay.addWidget(self.cards_view, 1)
        self.search_note = QLabel()
        self.search_note.setObjectName("collectionSearchNote")
        self.search_note.setWordWrap(True)
        cards_lay.addWidget(self.search_note)
        self.tabs.addTab(cards_tab, self.tr("Cards"))

        self.completion_model = CompletionModel(self)
        self.completion_view = _table(self.completion_model, self, "collectionCompletion",
                                      sortable=False)
        self.tabs.addTab(self.completion_view, self.tr("Completion"))

        # The saved decks (checked ones make the wishlist) over the cards the current one
        # lacks.
        decks_tab = QSplitter(Qt.Orientation.Vertical)
        decks_tab.setObjectName("collectionDecksSplit")
        self.decks_model = DecksModel(self)
        self.decks_view = _table(self.decks_model, decks_tab, "collectionDecks")
        self.decks_view.horizontalHeader().setSectionResizeMode(
            DeckColumn.NAME, QHeaderView.ResizeMode.Stretch)
        self.decks_view.horizontalHeader().setStretchLastSection(False)
        self.needs_model = NeedsModel(self)
        self.needs_view = _table(self.needs_model, decks_tab, "collectionNeeds")
        self.needs_view.horizontalHeader().setSectionResizeMode(
            NeedColumn.NAME, QHeaderView.ResizeMode.Stretch)
        self.needs_view.horizontalHeader().setStretchLastSection(False)
        decks_tab.addWidget(self.decks_view)
        decks_tab.addWidget(self.needs_view)
        # Few decks, many cards a deck lacks.
        decks_tab.setStretchFactor(0, 1)
        decks_tab.setStretchFactor(1, 2)
        self.tabs.addTab(decks_tab, self.tr("Decks"))
        self.decks_view.selectionModel().currentRowChanged.connect(
            lambda _now, _before: self._show_needs())

        buttons = QHBoxLayout()
        self.wishlist_button = QPushButton(self.tr("Export &Wishlist…"))
        self.wishlist_button.setObjectName("exportWishlist")
        self.wishlist_button.setToolTip(self.tr("The cards the ticked decks (or the selected "
                                                "one) need beyond what you own"))
        self.wishlist_button.clicked.connect(self.export_wishlist)
        self.tradelist_button = QPushButton(self.tr("Export &Trade List…"))
        self.tradelist_button.setObjectName("exportTradelist")
        self.tradelist_button.setToolTip(self.tr("Copies beyond what your decks and a playset "
                                                 "use, and those you put on your trade list"))
        self.tradelist_button.clicked.connect(self.export_tradelist)
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setObjectName("refreshCollection")
        self.refresh_button.clicked.connect(self.refresh)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        buttons.addWidget(self.wishlist_button)
        buttons.addWidget(self.tradelist_button)
        buttons.addStretch(1)
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self.setCentralWidget(central)
        self.status = self.statusBar()

        # Typing searches after a pause, as the catalog does.
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(250)
        self._search_timer.timeout.connect(self.run_search)
        self.search.textChanged.connect(lambda _t: self._search_timer.start())
        self.search.returnPressed.connect(self.run_search)
        find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        find.activated.connect(self.search.setFocus)
        refresh = QShortcut(QKeySequence("F5"), self)
        refresh.activated.connect(self.refresh)
        self._key = fit_window(self, "collection-window", (1000, 680),
                               {"decks": decks_tab}, share=0.65)
        self._split = decks_tab
        self.refresh()
        self._ready = True

    # ------------------------------------------------------------------ figures

    def refresh(self) -> None:
        """Read every figure again (the collection or the decks changed)."""
        summary = self.service.summary()
        self.totals.setText(
            self.tr("Copies: %1 · Distinct cards: %2 · On the trade list: %3 · Value: %4")
            .replace("%1", str(summary.copies)).replace("%2", str(summary.distinct))
            .replace("%3", str(summary.trade)).replace("%4", format_money(summary.value)))
        self.completion_model.set_figures(summary.games, summary.sets)
        current = self._current_deck()
        self.decks_model.set_items(summary.decks)
        row = next((i for i, d in enumerate(summary.decks) if d.name == current), 0)
        if summary.decks:
            self.decks_view.selectRow(self._view_row(self.decks_view, row))
        self._show_needs()
        self.run_search()

    def run_search(self) -> None:
        try:
            cards = self.service.owned_cards(self.search.text())
        except SearchError as exc:
            self.search_note.setText(self.tr("Bad search: %1").replace("%1", str(exc)))
            self.search_note.show()
            return
        self.cards_model.set_items(cards)
        self.search_note.setText(self.tr("%n card(s)", "", len(cards)) + " · "
                                 + self.tr("copies: %1").replace(
                                     "%1", str(sum(c.copies for c in cards))))

    @staticmethod
    def _view_row(view: QTableView, source_row: int) -> int:
        model = view.model()
        if isinstance(model, QSortFilterProxyModel):
            return model.mapFromSource(model.sourceModel().index(source_row, 0)).row()
        return source_row

    def _current_deck(self) -> str | None:
        index = self.decks_view.currentIndex()
        if not index.isValid():
            return None
        model = self.decks_view.model()
        if isinstance(model, QSortFilterProxyModel):
            index = model.mapToSource(index)
        if not 0 <= index.row() < len(self.decks_model.items):
            return None
        return self.decks_model.items[index.row()].name

    def _show_needs(self) -> None:
        name = self._current_deck()
        deck = next((d for d in self.decks_model.items if d.name == name), None)
        self.needs_model.set_items(deck.lines if deck is not None else ())

    # ------------------------------------------------------------------ files

    def wishlist_decks(self) -> list[str]:
        """The decks a wishlist is made for: the ticked ones, else the selected one."""
        chosen = self.decks_model.chosen()
        if chosen:
            return chosen
        current = self._current_deck()
        return [current] if current else []

    def export_wishlist(self) -> None:
        names = self.wishlist_decks()
        if not names:
            QMessageBox.information(self, self.tr("Export Wishlist"),
                                    self.tr("Save a deck first: the wishlist lists what "
                                            "your saved decks need."))
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Wishlist"), "wishlist.csv",
            self.tr("CSV files (*.csv);;Text files (*.txt)"))
        if not path:
            return
        self._write(lambda: self.service.export_wishlist(path, names),
                    lambda n: self.tr("%n card(s) to get written to %1", "", n)
                    .replace("%1", path))

    def export_tradelist(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Trade List"), "tradelist.csv",
            self.tr("CSV files (*.csv);;Text files (*.txt)"))
        if not path:
            return
        self._write(lambda: self.service.export_tradelist(path),
                    lambda n: self.tr("%n card(s) to trade written to %1", "", n)
                    .replace("%1", path))

    def _write(self, write: Callable[[], int], done: Callable[[int], str]) -> None:
        try:
            n = write()
        except (OSError, ValueError) as exc:
            detail = f"{exc.filename}: {exc.strerror}" if isinstance(exc, OSError) \
                and exc.filename else str(exc)
            QMessageBox.critical(self, self.tr("Export failed"), detail)
            return
        message = done(n)
        self.status.showMessage(message, 8000)
        self.exported.emit(message)

    def event(self, event: QEvent) -> bool:
        # Back from the main window (a deck saved, copies counted there): up to date.
        if event.type() == QEvent.Type.WindowActivate and getattr(self, "_ready", False):
            self.refresh()
        return super().event(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        save_window(self, self._key, {"decks": self._split})
        if self._on_close is not None:
            self._on_close()
        super().closeEvent(event)
