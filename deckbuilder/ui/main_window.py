"""The main window: the catalog on the left, the card in the middle, the deck on the
right; menus, status bar, remembered layout, recent decks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QItemSelectionModel, QModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QWidget,
)

from deckbuilder import APP_TITLE, __version__
from deckbuilder.rules.cards import Card
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.backups import Backups
from deckbuilder.ui.card_editing import CardEditing
from deckbuilder.ui.cards.card_detail import LARGE_PICTURE_SIZE, CardDetailPane, ruleset_title
from deckbuilder.ui.catalog.catalog_files import CatalogFiles
from deckbuilder.ui.catalog.catalog_model import CatalogModel
from deckbuilder.ui.catalog.catalog_panel import CatalogPanel
from deckbuilder.ui.catalog.search_help import SearchHelpDialog
from deckbuilder.ui.collection_actions import CollectionActions
from deckbuilder.ui.common.actions import keep_window_keys, make_action
from deckbuilder.ui.common.background import Job
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.settings_dialog import SettingsDialog, backups_to_keep
from deckbuilder.ui.common.thumbnails import PictureLoader
from deckbuilder.ui.deck.deck_editor import DeckEditor
from deckbuilder.ui.online_play import OnlinePlay
from deckbuilder.ui.proxy_actions import ProxyActions

LAST_DECK_KEY = "decks/last"


#: Cards side by side in the deck's card view at its smallest card size (seven: three rows
#: show a dozen cards and more at 1280×720).
VISUAL_ACROSS = 7
#: The share of the window's width the deck's card view takes at least (a large screen
#: shows larger cards).
VISUAL_SHARE = 0.4


class MainWindow(QMainWindow):
    """The Deckbuilder window."""

    def __init__(self, service: CatalogService, parent: QWidget | None = None):
        super().__init__(parent)
        self.service = service
        self.decks = service.deck_service()
        self.auto_backup: Job | None = None  # started by start_background_work
        self.setWindowTitle(APP_TITLE)
        self.pictures = PictureLoader(service.pictures_dir, size=(34, 48), parent=self)
        # The card pane's picture grows with the window: loaded at its largest size.
        self.big_pictures = PictureLoader(service.pictures_dir, size=LARGE_PICTURE_SIZE,
                                          capacity=32, parent=self)
        self.model = CatalogModel(service, self.pictures, self)
        self.catalog = CatalogPanel(self.model)
        self.detail = CardDetailPane(self.big_pictures)
        self.detail.setObjectName("cardDetail")
        self.editor = DeckEditor(self.decks)
        self.editor.setObjectName("deckEditor")
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.catalog)
        # The deck's statistics share the middle pane with the card: beside the deck
        # tables, not under them, so neither squeezes the other on a small screen.
        self.side_tabs = QTabWidget()
        self.side_tabs.setObjectName("sideTabs")
        self.side_tabs.setDocumentMode(True)
        self.side_tabs.addTab(self.detail, self.tr("Card"))
        if self.editor.stats is not None:
            self.editor.tabs.removeTab(self.editor.tabs.indexOf(self.editor.stats))
            self.side_tabs.addTab(self.editor.stats, self.tr("Deck Statistics"))
        self.splitter.addWidget(self.side_tabs)
        self.side_tabs.currentChanged.connect(self._side_tab_chosen)
        self.splitter.addWidget(self.editor)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setStretchFactor(2, 3)
        self.splitter.setSizes([700, 330, 450])
        self.setCentralWidget(self.splitter)

        self.pending_restore: Path | None = None
        self._keep_card: int | None = None  # selected again when the results come back
        self.count_label = QLabel()
        self.statusBar().addPermanentWidget(self.count_label)

        self._make_actions()
        self._make_menus()
        self.window_keys = keep_window_keys(self)
        self.catalog.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.catalog.help_button.clicked.connect(self.show_search_help)
        self.catalog.cardsChosen.connect(self.add_selected_to_deck)
        self.model.resultsChanged.connect(self._results_changed)
        self.model.ownedChanged.connect(self._owned_changed_elsewhere)
        self.model.ownedChanged.connect(lambda _cid: self.collection.refresh_overview())
        self.detail.ownedEdited.connect(self._owned_edited_in_detail)
        self.detail.variantsRequested.connect(self.edit_variants)
        self.detail.editRequested.connect(lambda _cid: self.card_editing.edit_card())
        self.editor.status.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.editor.deckOpened.connect(self._deck_opened)
        self.editor.cardActivated.connect(self.show_card)
        self.editor.cardEnlarged.connect(self.show_card_large)
        self._sizes_before_visual: list[int] | None = None
        self.editor.views.switched.connect(self._deck_view_switched)
        self.editor.doc.changed.connect(self._update_title)
        self.editor.doc.savedChanged.connect(lambda _clean: self._update_title())
        self._restore_layout()
        # The catalog follows the deck's game when it changes (another deck opened, the
        # ruleset switched), not on every edit: a game the user picked stays otherwise.
        self._deck_game = self.editor.doc.ruleset.game
        self.editor.doc.changed.connect(self._follow_deck_game)
        self.editor.deckOpened.connect(lambda _id: self._follow_deck_game(opened=True))
        self.catalog.run_search()
        self._reopen_last_deck()
        self.editor.greet_if_first_start()
        self._update_title()

    # ------------------------------------------------------------------ actions

    def _follow_deck_game(self, *, opened: bool = False) -> None:
        """The catalog shows the open deck's game: when another game's deck is opened (or
        the deck's ruleset changes game), the catalog's game filter follows it once; the user
        may pick another game afterwards."""
        game = self.editor.doc.ruleset.game
        if game == self._deck_game and not opened:
            return
        self._deck_game = game
        box = self.catalog.game_box
        i = box.findData(game)
        if i >= 0 and box.currentIndex() != i:
            box.setCurrentIndex(i)

    def _side_tab_chosen(self, index: int) -> None:
        """The charts need some width to be read: the statistics take it from the catalog
        (which keeps its own at least) when the middle pane is narrow."""
        if self.side_tabs.widget(index) is not self.editor.stats:
            return
        sizes = self.splitter.sizes()
        want = self.fontMetrics().averageCharWidth() * 48
        take = min(want - sizes[1], sizes[0] - self.catalog.minimumSizeHint().width())
        if take > 0:
            self.splitter.setSizes([sizes[0] - take, sizes[1] + take, sizes[2]])

    def _deck_view_switched(self, visual: bool) -> None:
        """The deck's pictures need width to show a dozen cards and more (and a large
        screen shows them larger): they take it from the catalog (which keeps its own at
        least) when the deck pane is narrow, and give it back when the deck shows as lists
        again."""
        sizes = self.splitter.sizes()
        if not visual:
            if self._sizes_before_visual is not None:
                self.splitter.setSizes(self._sizes_before_visual)
                self._sizes_before_visual = None
            return
        chrome = self.editor.width() - self.editor.views.width()
        want = max(self.editor.visual.width_for(VISUAL_ACROSS),
                   int(sum(sizes) * VISUAL_SHARE) - chrome)
        need = want - self.editor.views.width()
        take = min(need, sizes[0] - self.catalog.minimumSizeHint().width())
        if take > 0:
            self._sizes_before_visual = sizes
            self.splitter.setSizes([sizes[0] - take, sizes[1], sizes[2] + take])

    def _action(self, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
        return make_action(self, text, slot, shortcut, tip)

    def _make_controllers(self) -> None:
        """The jobs the menu starts, each a controller of its own that answers by signals:
        the catalog's files, card editing, the collection's files and proxies."""
        show = self.statusBar().showMessage
        self.catalog_files = CatalogFiles(self.service, self)
        self.catalog_files.catalog_changed.connect(self._catalog_changed)
        self.catalog_files.status.connect(show)
        self.card_editing = CardEditing(self.service, self, lambda: self.detail.record)
        self.card_editing.catalog_changed.connect(self._catalog_changed)
        self.card_editing.card_saved.connect(self.detail.set_record)
        self.card_editing.status.connect(show)
        self.collection = CollectionActions(self.service, self)
        self.collection.catalog_changed.connect(self._refresh_catalog)
        self.collection.owned_changed.connect(self.collection.refresh_overview)
        self.collection.owned_changed.connect(self.editor.doc.refresh)
        self.collection.status.connect(show)
        self.backups = Backups(self.service, self, self.editor.maybe_save)
        self.backups.status.connect(show)
        self.backups.restoreChosen.connect(self._restore_chosen)
        self.proxies = ProxyActions(self.service, self.decks, self, lambda: self.editor.doc,
                                    self._selected_card_ids)
        self.online = OnlinePlay(self.service, self.decks, self, lambda: self.editor.doc)
        self.online.status.connect(show)

    def _selected_card_ids(self) -> list[int]:
        rows = sorted({i.row() for i in self.catalog.table.selectionModel().selectedRows()})
        return [self.model.card_id(r) for r in rows]

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self._make_controllers()
        self.act_import_catalog = self._action(
            self.tr("Import &Catalog…"), self.catalog_files.import_catalog, "Ctrl+Shift+I",
            self.tr("Add or update cards from a catalog file (JSON or CSV)"))
        self.act_export_catalog = self._action(
            self.tr("Export C&atalog…"), self.catalog_files.export_catalog, "Ctrl+Shift+E",
            self.tr("Write the catalog to a JSON or CSV file"))
        self.act_export_cockatrice = self._action(
            self.tr("Export for Coc&katrice…"), self.catalog_files.export_cockatrice, None,
            self.tr("Write the catalog as a Cockatrice card database, pictures beside it"))
        self.act_install_cockatrice = self._action(
            self.tr("Install into Cockatrice…"), self.online.install_cockatrice, None,
            self.tr("Put the catalog's cards and pictures into Cockatrice's own folder"))
        self.act_install_tts = self._action(
            self.tr("Install into Tabletop Simulator…"), self.online.install_tts, None,
            self.tr("Put the deck into Tabletop Simulator's Saved Objects"))
        self.act_settings = self._action(self.tr("&Settings…"), self.show_settings,
                                         std.Preferences)
        # Not the bound method: triggered(bool) would pass its "checked" as the path.
        self.act_backup = self._action(self.tr("&Back Up All Data…"), lambda: self.backups.back_up(), None,
                                       self.tr("Save catalog, collection, decks and pictures "
                                               "in one file"))
        self.act_restore = self._action(self.tr("Rest&ore From Backup…"), self.backups.restore, None,
                                        self.tr("Replace all data with a backup"))
        self.act_quit = self._action(self.tr("&Quit"), self.close, std.Quit)
        self.act_find = self._action(self.tr("&Find Cards"), self.focus_search, std.Find,
                                     self.tr("Go to the search box"))
        self.act_new_card = self._action(self.tr("New &Card…"), self.card_editing.new_card, "Ctrl+Shift+N",
                                         self.tr("Create a card of your own"))
        self.act_edit_card = self._action(self.tr("&Edit Card…"), self.card_editing.edit_card, "Ctrl+Shift+D",
                                          self.tr("Change the selected card"))
        self.act_delete_card = self._action(self.tr("De&lete Card…"), self.card_editing.delete_card)
        self.act_add = self._action(self.tr("&Add to Deck"), lambda: self.add_selected_to_deck(None),
                                    None, self.tr("Add the selected card to the deck (Enter)"))
        self.act_add_side = self._action(self.tr("Add to &Sideboard"),
                                         lambda: self.add_selected_to_deck("sideboard"), None,
                                         self.tr("Add the selected card to the sideboard "
                                                 "(Ctrl+Enter)"))
        self.act_collection = self._action(
            self.tr("&Collection…"), self.collection.show_collection, "Ctrl+Shift+L",
            self.tr("Your cards, completion per game and set, what each deck lacks, "
                    "wishlist and trade list"))
        self.act_import_collection = self._action(
            self.tr("&Import Collection CSV…"), self.collection.import_collection, None,
            self.tr("Read owned cards from a CSV file, with a preview before anything changes"))
        self.act_scan_cards = self._action(
            self.tr("&Scan Cards…"), self.collection.scan_cards, None,
            self.tr("Count cards from photos or a camera and add them to your collection"))
        self.act_export_collection = self._action(
            self.tr("&Export Collection CSV…"), self.collection.export_collection, None,
            self.tr("Write your collection to a CSV file"))
        self.act_owned_plus = self._action(self.tr("One More Copy Owned"),
                                           lambda: self.bump_owned(1), "Ctrl+=",
                                           self.tr("Own one more copy of the card"))
        self.act_owned_minus = self._action(self.tr("One Copy Fewer Owned"),
                                            lambda: self.bump_owned(-1), "Ctrl+-",
                                            self.tr("Own one copy fewer of the card"))
        self.act_owned_only = self._action(self.tr("Show Owned Cards Only"),
                                           lambda on: self.catalog.owned_box.setChecked(on))
        self.act_owned_only.setCheckable(True)
        self.act_check_collection = self._action(
            self.tr("Check Deck Against My &Collection"),
            lambda on: self.editor.collection_check.setChecked(on))
        self.act_check_collection.setCheckable(True)
        self.editor.collection_check.toggled.connect(self.act_check_collection.setChecked)
        self.catalog.owned_box.toggled.connect(self.act_owned_only.setChecked)
        self.act_proxies_deck = self._action(
            self.tr("&Print Proxies of the Deck…"), self.proxies.print_deck_proxies, std.Print,
            self.tr("PDF sheets of the deck's cards at exact card size"))
        self.act_proxies_cards = self._action(
            self.tr("Print Proxies of &Selected Cards…"), self.proxies.print_card_proxies,
            "Ctrl+Shift+P", self.tr("PDF sheets of the cards selected in the catalog"))
        self.act_playtest = self._action(
            self.tr("Play&test…"), self.open_playtest, "Ctrl+T",
            self.tr("Play the deck against the dummy on the rules engine"))
        self.editor.playtest_button.clicked.connect(self.open_playtest)
        self.act_user_guide = self._action(self.tr("&User Guide"), self.show_user_guide,
                                           "Shift+F1",
                                           self.tr("How Deckbuilder works, page by page"))
        self.act_search_help = self._action(self.tr("&Search Syntax"), self.show_search_help,
                                            std.HelpContents)
        self.act_about = self._action(self.tr("&About Deckbuilder"), self.show_about)
        # Plain +/- on the catalog table adjust owned copies without a modifier.
        for key, delta in (("+", 1), ("=", 1), ("-", -1)):
            sc = QShortcut(QKeySequence(key), self.catalog.table)
            sc.setContext(Qt.ShortcutContext.WidgetShortcut)
            sc.activated.connect(lambda d=delta: self.bump_owned(d))
        # F2 edits the current item, as in a file manager: in the catalog the only
        # editable cell of a row is Owned, whichever cell of the row is current. (Rename
        # Deck's F2 is limited to the deck editor.)
        edit_owned = QShortcut(QKeySequence("F2"), self.catalog.table)
        edit_owned.setContext(Qt.ShortcutContext.WidgetShortcut)
        edit_owned.activated.connect(self.edit_owned_cell)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        e = self.editor
        m = bar.addMenu(self.tr("&File"))
        m.addAction(e.act_new)
        m.addAction(e.act_open)
        self.recent_menu = m.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addAction(e.act_save)
        m.addAction(e.act_save_as)
        m.addSeparator()
        m.addAction(e.act_import)
        m.addAction(e.act_export)
        m.addAction(self.act_install_tts)
        m.addSeparator()
        m.addAction(self.act_proxies_deck)
        m.addAction(self.act_proxies_cards)
        m.addSeparator()
        m.addAction(self.act_import_catalog)
        m.addAction(self.act_export_catalog)
        m.addAction(self.act_export_cockatrice)
        m.addAction(self.act_install_cockatrice)
        m.addSeparator()
        m.addAction(self.act_backup)
        m.addAction(self.act_restore)
        m.addSeparator()
        m.addAction(self.act_settings)
        m.addAction(self.act_quit)
        m = bar.addMenu(self.tr("&Edit"))
        m.addAction(e.act_undo)
        m.addAction(e.act_redo)
        m.addSeparator()
        m.addAction(self.act_find)
        m.addSeparator()
        m.addAction(self.act_new_card)
        m.addAction(self.act_edit_card)
        m.addAction(self.act_delete_card)
        m = bar.addMenu(self.tr("&Deck"))
        m.addAction(self.act_playtest)
        m.addSeparator()
        m.addAction(self.act_add)
        m.addAction(self.act_add_side)
        m.addAction(e.act_move)
        m.addSeparator()
        m.addAction(e.act_paste)
        m.addAction(e.act_copy)
        m.addAction(e.act_copy_code)
        m.addSeparator()
        m.addAction(e.act_rename)
        m.addAction(e.act_duplicate)
        m.addAction(e.act_delete)
        m.addSeparator()
        m.addAction(self.act_check_collection)
        m = bar.addMenu(self.tr("&Collection"))
        m.addAction(self.act_collection)
        m.addSeparator()
        m.addAction(self.act_owned_plus)
        m.addAction(self.act_owned_minus)
        m.addSeparator()
        m.addAction(self.act_scan_cards)
        m.addAction(self.act_import_collection)
        m.addAction(self.act_export_collection)
        m = bar.addMenu(self.tr("&View"))
        m.addAction(self.act_owned_only)
        m = bar.addMenu(self.tr("&Help"))
        m.addAction(self.act_user_guide)
        m.addAction(self.act_search_help)
        m.addAction(self.act_about)

    def _fill_recent(self) -> None:
        menu: QMenu = self.recent_menu
        menu.clear()
        infos = {d.id: d for d in self.decks.list()}
        shown = 0
        for deck_id in self.editor.recent():
            info = infos.get(deck_id)
            if info is None:
                continue
            shown += 1
            act = menu.addAction(f"&{shown} {info.name}  [{ruleset_title(info.ruleset)}]")
            act.triggered.connect(lambda _c=False, i=deck_id: self._open_recent(i))
        if not shown:
            empty = menu.addAction(self.tr("No recent decks"))
            empty.setEnabled(False)

    def _open_recent(self, deck_id: int) -> None:
        if self.editor.maybe_save():
            self.editor.open_deck(deck_id)

    # ------------------------------------------------------------------ catalog

    def focus_search(self) -> None:
        self.catalog.search.setFocus()
        self.catalog.search.selectAll()

    def show_search_help(self) -> None:
        dlg = SearchHelpDialog(self)
        dlg.exampleChosen.connect(self._use_example)
        dlg.show()

    def show_user_guide(self) -> None:
        from deckbuilder.ui.common.help_window import open_topic

        self.help_window = open_topic("", self)

    def _use_example(self, query: str) -> None:
        self.catalog.search.setText(query)
        self.catalog.run_search()

    def _results_changed(self, n: int) -> None:
        self.count_label.setText(self.tr("%n card(s)", "", n))
        self.statusBar().showMessage(
            self.tr("Search took %1 ms").replace("%1", f"{self.catalog.last_search_ms:.0f}"),
            3000)
        table = self.catalog.table
        keep, self._keep_card = self._keep_card, None
        row = self._row_of_card(keep) if keep is not None else None
        if n:
            table.selectRow(row if row is not None else 0)
            if row is not None:
                table.scrollTo(self.model.index(row, 0))
        else:
            self.detail.set_record(None)

    def _row_of_card(self, card_id: int) -> int | None:
        """The card's row in the results, reading further batches of them if needed
        (as far as a user would scroll, not the whole of a huge catalog)."""
        row = self.model.row_of(card_id)
        while row is None and self.model.canFetchMore() and self.model.rowCount() < 5000:
            self.model.fetchMore()
            row = self.model.row_of(card_id)
        return row

    def _refresh_catalog(self) -> None:
        """The same search again (the data changed: an import, a scan): the card the user
        was on stays selected, instead of the first row's."""
        self._keep_card = self.current_card_id()
        self.model.refresh()

    def current_card_id(self) -> int | None:
        idx = self.catalog.table.currentIndex()
        if not idx.isValid():
            return None
        return self.model.card_id(idx.row())

    def selected_cards(self) -> list[Card]:
        rows = sorted({i.row() for i in self.catalog.table.selectionModel().selectedRows()})
        if not rows and self.catalog.table.currentIndex().isValid():
            rows = [self.catalog.table.currentIndex().row()]
        return [self.model.record(r).card for r in rows]

    def add_selected_to_deck(self, zone: str | None) -> None:
        # One undo step for all the selected rows.
        self.editor.add_cards(self.selected_cards(), zone)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self.detail.set_record(None)
            return
        rec = self.model.record(current.row())
        self.detail.set_record(rec)
        self._show_variants(rec.id)

    def show_card(self, card: Card) -> None:
        """Show a card picked elsewhere (the deck) in the detail pane."""
        rec = self.service.find_card(card.name, card.game)
        if rec is not None:
            self.detail.set_record(rec)
            self._show_variants(rec.id)

    def show_card_large(self, card: Card) -> None:
        """A card of the deck as large as the screen allows (Space in the card view)."""
        self.show_card(card)
        rec = self.detail.record
        if rec is not None and rec.card.name == card.name:
            self.detail.show_large()

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

    # ------------------------------------------------------------------ cards

    def _catalog_changed(self) -> None:
        """The catalog's cards changed (an import): the table and the deck read them again."""
        self._refresh_catalog()
        self.editor.doc.refresh()

    # ------------------------------------------------------------------ collection

    def bump_owned(self, delta: int) -> None:
        cid = self.current_card_id()
        if cid is None:
            return
        self.model.add_owned(cid, delta)

    def edit_owned_cell(self) -> None:
        """Open the editor of the current row's Owned cell in the catalog table."""
        table = self.catalog.table
        current = table.currentIndex()
        col = self.model.column_of("owned")
        if not current.isValid() or col < 0:
            return
        idx = self.model.index(current.row(), col)
        # NoUpdate: a multi-row selection stays as it is.
        table.selectionModel().setCurrentIndex(idx, QItemSelectionModel.SelectionFlag.NoUpdate)
        table.scrollTo(idx)
        table.edit(idx)

    def _owned_edited_in_detail(self, card_id: int, total: int) -> None:
        self.model.set_owned(card_id, total)

    def _owned_changed_elsewhere(self, card_id: int) -> None:
        owned = self.service.owned(card_id)
        rec = self.detail.record
        if rec is not None and rec.id == card_id:
            if self.detail.owned.value() != owned:
                self.detail.owned.blockSignals(True)
                self.detail.owned.setValue(owned)
                self.detail.owned.blockSignals(False)
            self._show_variants(card_id)
        if self.editor.doc.with_collection:
            self.editor.doc.refresh()
        self.statusBar().showMessage(self.tr("Owned copies saved"), 2000)

    def edit_variants(self, card_id: int) -> None:
        from deckbuilder.ui.catalog.variants_dialog import VariantsDialog

        if VariantsDialog(self.service, card_id, self).exec():
            owned = self.service.owned(card_id)
            self.model.update_owned(card_id, owned)
            self._owned_changed_elsewhere(card_id)

    # ------------------------------------------------------------------ decks

    def open_playtest(self) -> None:
        from deckbuilder.services.playtest_service import PlaytestError, PlaytestService
        from deckbuilder.ui.playtest.playtest_window import PlaytestWindow

        doc = self.editor.doc
        playtest = PlaytestService(self.decks)
        try:
            playable = playtest.playable(doc.deck, doc.ruleset)
        except (PlaytestError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Playtest"), str(exc))
            return
        window = PlaytestWindow(playtest, playable, title=doc.title(), parent=self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.playtest_window = window

    def _deck_opened(self, deck_id: object) -> None:
        # A deck in no database (new, imported, pasted) does not make the next start forget
        # the last saved one.
        if deck_id is not None:
            QSettings().setValue(LAST_DECK_KEY, str(deck_id))
        self._update_title()

    def _reopen_last_deck(self) -> None:
        if self.editor.doc.restore_autosave():
            self.statusBar().showMessage(
                self.tr("Restored your unsaved changes to “%1”").replace(
                    "%1", self.editor.doc.title()), 10000)
            return
        raw = QSettings().value(LAST_DECK_KEY, "")
        # A deleted deck is no longer among the recent ones.
        if raw and str(raw).isdigit() and int(str(raw)) in self.editor.recent():
            self.editor.open_deck(int(str(raw)))

    def _update_title(self) -> None:
        doc = self.editor.doc
        mark = "" if doc.is_saved else " •"
        self.setWindowTitle(f"{doc.title()}{mark} — {APP_TITLE}")

    # ------------------------------------------------------------------ about, layout

    def show_settings(self) -> None:
        SettingsDialog(self).exec()

    def open_deck_files(self, files: Sequence[Path]) -> None:
        """Deck files named on the command line (or dropped on the launcher). The editor
        holds one deck at a time, so the first is opened and the rest are named."""
        if not files:
            return
        # A deck restored from autosave is offered for saving before it is replaced.
        if self.editor.maybe_save():
            self.editor.import_path(Path(files[0]))
        if len(files) > 1:
            self.statusBar().showMessage(
                self.tr("Only one deck opens at a time; not opened: %1")
                .replace("%1", ", ".join(Path(p).name for p in files[1:])), 10000)

    # ------------------------------------------------------------------ backups

    def _restore_chosen(self, path: Path) -> None:
        """The backup to restore once the window has closed (the app restores it and
        opens the window again)."""
        self.pending_restore = path
        self.close()

    def start_background_work(self) -> None:
        """Things that must not delay the first window: the automatic backup."""
        QTimer.singleShot(1500, self._auto_backup)

    def _auto_backup(self) -> None:
        keep = backups_to_keep()
        if keep <= 0:
            return
        path = self.service.db_path

        def work(_job: Job) -> None:
            from deckbuilder.logs import JobLog
            from deckbuilder.services.backup_service import back_up_if_due

            log = JobLog("automatic backup", keep=keep)
            try:
                # Its own connection: the window's stays with the window's thread.
                made = back_up_if_due(path, keep)
            except BaseException as exc:
                log.end("failed", error=f"{type(exc).__name__}: {exc}")
                raise
            log.end("done", file=made or "none due yet")

        from deckbuilder.logs import log_unexpected

        # A Job like every long task (ui/common/background.py); no dialog: it works unseen.
        self.auto_backup = Job(work, self)
        self.auto_backup.failed.connect(
            lambda exc: log_unexpected(type(exc), exc, exc.__traceback__))
        self.auto_backup.start()

    def wait_for_background_work(self) -> None:
        """Block until the automatic backup has ended. The app calls this when the window
        has closed: a restore needs the database to itself (the backup's connection would
        make it refuse, as for another instance), and a running Job must not outlive the
        window that owns it."""
        if self.auto_backup is not None:
            self.auto_backup.wait()

    def about_text(self) -> str:
        import html
        import platform
        import sqlite3

        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        from deckbuilder.logs import log_file

        log = log_file()
        return (self.tr("<h3>Deckbuilder %1</h3><p>Catalog, collection, decks, playtesting "
                        "and proxies for Monsuno, Redakai and MONSTER CARDS.</p>")
                .replace("%1", __version__)
                + self.tr("<p>Database: %1<br>Pictures: %2<br>Automatic backups: %3</p>")
                .replace("%1", str(self.service.db_path))
                .replace("%2", str(self.service.pictures_dir))
                .replace("%3", str(self.service.backups_dir()))
                + (self.tr("<p>Log file (errors and long jobs): %1</p>")
                   .replace("%1", html.escape(str(log))) if log is not None else "")
                + self.tr("<p>Python %1 · Qt %2 · Qt for Python %3 · SQLite %4</p>")
                .replace("%1", platform.python_version()).replace("%2", qVersion())
                .replace("%3", pyside_version).replace("%4", sqlite3.sqlite_version))

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Deckbuilder"), self.about_text())

    def _restore_layout(self) -> None:
        self.layout_key = fit_window(self, "main", (1480, 860), {"splitter": self.splitter},
                                     share=0.9)
        if not isinstance(QSettings().value(f"{self.layout_key}/splitter"), QByteArray):
            # The panes' first widths in proportion to the window (catalog, card, deck).
            width = self.width()
            self.splitter.setSizes([width * 45 // 100, width * 24 // 100, width * 31 // 100])
        state = QSettings().value(f"{self.layout_key}/deck_splitter")
        if isinstance(state, QByteArray):
            self.editor.outer_split.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.editor.maybe_save():
            event.ignore()
            return
        QSettings().setValue(f"{self.layout_key}/deck_splitter", self.editor.split_state())
        self.pictures.wait(2000)
        self.big_pictures.wait(2000)
        self.editor.doc.release_autosave()
        super().closeEvent(event)
