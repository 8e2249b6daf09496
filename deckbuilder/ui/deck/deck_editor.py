"""The deck editor: the open deck's zones, its ruleset, live legality and statistics,
and every deck action (new, open, save, import, paste, export, …)."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QSettings,
    Qt,
    QTimer,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.cards import TEAM_KINDS, Card
from deckbuilder.rules.decklist import ZONES, DeckList, DeckParseError, export_deck
from deckbuilder.rules.registry import all_rulesets
from deckbuilder.services.deck_service import DeckFileError, DeckService
from deckbuilder.services.starter_decks import starter_deck_path
from deckbuilder.ui.common.actions import make_action
from deckbuilder.ui.common.error_text import deck_file_error_text, deck_parse_error_text
from deckbuilder.ui.common.game_text import ruleset_title
from deckbuilder.ui.common.lazy_tab import LazyTab
from deckbuilder.ui.common.style import icon
from deckbuilder.ui.deck.deck_dialogs import NewDeckDialog, OpenDeckDialog, PasteDeckDialog, Welcome
from deckbuilder.ui.deck.deck_document import DeckDocument
from deckbuilder.ui.deck.deck_models import (
    DeckZoneModel,
    zone_title,
)
from deckbuilder.ui.deck.deck_views import DeckViews
from deckbuilder.ui.deck.deck_visual import DeckVisual
from deckbuilder.ui.deck.problems_panel import ProblemsPanel
from deckbuilder.ui.deck.zone_table import ZoneTable

RECENT_KEY = "decks/recent"
RECENT_MAX = 8


class _WaitCursor:
    """A busy cursor while a deck's pictures are painted."""

    def __enter__(self) -> None:
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)

    def __exit__(self, *_exc: object) -> None:
        QGuiApplication.restoreOverrideCursor()


class DeckEditor(QWidget):
    """The deck editor panel. ``deckOpened(id or None)`` when another deck is shown;
    ``status(text)`` for the status bar."""

    deckOpened = Signal(object)
    status = Signal(str)
    cardActivated = Signal(object)  # a Card picked in the deck (for the detail pane)
    cardEnlarged = Signal(object)  # a Card of the deck to show as large as the screen allows

    def __init__(self, service: DeckService, parent: QWidget | None = None):
        super().__init__(parent)
        self.service = service
        self.doc = DeckDocument(service, self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)

        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("deckTitle")
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title.setFont(font)
        head.addWidget(self.title, 1)
        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("rulesetPicker")
        self.ruleset_box.setToolTip(self.tr("The ruleset the deck is built and checked for"))
        for r in all_rulesets():
            self.ruleset_box.addItem(ruleset_title(r.id, r.title), r.id)
        head.addWidget(self.ruleset_box)
        lay.addLayout(head)
        self.counts = QLabel()
        self.counts.setObjectName("deckCounts")
        lay.addWidget(self.counts)

        buttons = QHBoxLayout()
        self.plus_button = QToolButton()
        self.plus_button.setText("+")
        self.plus_button.setToolTip(self.tr("One more copy of the selected card (+)"))
        self.minus_button = QToolButton()
        self.minus_button.setText("−")
        self.minus_button.setToolTip(self.tr("One copy fewer of the selected card (−, Delete)"))
        self.side_button = QToolButton()
        self.side_button.setText(self.tr("Sideboard"))
        self.side_button.setToolTip(self.tr("Move one copy between the deck and the sideboard"))
        for b in (self.plus_button, self.minus_button, self.side_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        self.playtest_button = QToolButton()
        self.playtest_button.setText(self.tr("Playtest"))
        self.playtest_button.setToolTip(self.tr("Play the deck against the dummy (Ctrl+T)"))
        buttons.addWidget(self.playtest_button)
        for b, name in ((self.plus_button, "list-add"), (self.minus_button, "list-remove"),
                        (self.side_button, "swap"), (self.playtest_button,
                                                     "media-playback-start")):
            b.setIcon(icon(name))
        self.side_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.playtest_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        lay.addLayout(buttons)
        self.welcome = Welcome()
        self.welcome.hide()
        self.welcome.chosen.connect(self.start_with)
        lay.addWidget(self.welcome)

        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.setObjectName("deckSplitter")
        self.models: dict[str, DeckZoneModel] = {}
        self.tables: dict[str, ZoneTable] = {}
        # The zone table the buttons and Ctrl+M act on when none has the focus: the one
        # last focused or selected in.
        self.active_table: ZoneTable | None = None
        self._selecting_many = False  # select_cards() selects in several zones at once
        self.boxes: dict[str, QGroupBox] = {}
        for zone in ZONES:
            model = DeckZoneModel(self.doc, zone, self)
            table = ZoneTable(model)
            # Below its default minimum (a few rows): an empty sideboard takes one line.
            table.setMinimumHeight(table.rows_height(1))
            box = QGroupBox()
            box_lay = QVBoxLayout(box)
            box_lay.setContentsMargins(4, 4, 4, 4)
            box_lay.addWidget(table)
            self.models[zone] = model
            self.tables[zone] = table
            self.boxes[zone] = box
            self.split.addWidget(box)
            table.clicked.connect(lambda idx, m=model: self._card_clicked(m, idx))
            # The detail pane follows the current row, so the arrow keys show each card
            # as a click does.
            table.selectionModel().currentRowChanged.connect(
                lambda cur, _prev, m=model: self._card_clicked(m, cur))
            table.selectionModel().selectionChanged.connect(
                lambda sel, _desel, t=table: self._zone_selected(t, sel))
            table.focused.connect(lambda t=table: self._set_active_table(t))
        # The deck takes what the window gains or loses; the team and the sideboard keep
        # the room their cards need (see fit_zones).
        self.split.setStretchFactor(0, 0)
        self.split.setStretchFactor(1, 1)
        self.split.setStretchFactor(2, 0)
        for i in range(len(ZONES)):
            self.split.setCollapsible(i, False)
        self.split.setSizes([128, 400, 80])
        self._zone_rows: tuple[int, ...] = ()
        # The same zones as card pictures; the buttons beside Playtest switch the views.
        self.visual = DeckVisual(self.doc, self.models)
        self.views = DeckViews(self.split, self.visual)
        for widget in (self.views.list_button, self.views.visual_button,
                       self.views.grouping_bar):
            buttons.insertWidget(buttons.count() - 1, widget)
        self.visual.hovered.connect(lambda name: self._card_named(name, self.cardActivated))
        self.visual.enlarge.connect(lambda name: self._card_named(name, self.cardEnlarged))
        self.visual.focused.connect(lambda: self._set_active_table(None))

        self.tabs = QTabWidget()
        self.problems_panel = ProblemsPanel(self.doc)
        self.problems_model = self.problems_panel.model
        self.problems = self.problems_panel.view
        self.collection_check = self.problems_panel.collection_check
        self.tabs.addTab(self.problems_panel, self.tr("Problems"))
        self.stats = self._make_stats()
        if self.stats is not None:
            self.tabs.addTab(self.stats, self.tr("Statistics"))
        outer = QSplitter(Qt.Orientation.Vertical)
        outer.setObjectName("deckOuterSplitter")
        outer.addWidget(self.views)
        outer.addWidget(self.tabs)
        # The deck tables get what the window gains; the problems start at a few lines.
        outer.setStretchFactor(0, 1)
        outer.setStretchFactor(1, 0)
        outer.setSizes([600, 4 * self.fontMetrics().lineSpacing() + 60])
        self.outer_split = outer
        lay.addWidget(outer, 1)
        self._sizes_before_stats: list[int] | None = None
        self.tabs.currentChanged.connect(self._tab_chosen)

        self._make_actions()
        self.ruleset_box.currentIndexChanged.connect(self._ruleset_chosen)
        self.plus_button.clicked.connect(lambda: self._bump_selected(1))
        self.minus_button.clicked.connect(lambda: self._bump_selected(-1))
        self.side_button.clicked.connect(self.move_selected)
        self.problems_panel.problemClicked.connect(lambda v: self.select_cards(list(v.cards)))
        self.collection_check.toggled.connect(self.doc.set_with_collection)
        self.doc.changed.connect(self._refresh_header)
        self.doc.changed.connect(self.fit_zones)
        self.doc.savedChanged.connect(lambda _c: self._refresh_header())
        self._refresh_header()

    def greet_if_first_start(self) -> None:
        """Show the greeting while there is no saved deck and the deck is empty."""
        first = not self.service.list() and self.doc.deck_id is None \
            and not sum(self.doc.deck.counts().values())
        self.welcome.setVisible(first)
        if first:
            # The greeting names the game of the deck that is open (not the last choice
            # remembered): the empty deck and the greeting never disagree.
            self.welcome.chooser.select(self.doc.ruleset.id)
            self.doc.changed.connect(self._hide_welcome)

    def _hide_welcome(self) -> None:
        if sum(self.doc.deck.counts().values()) or self.doc.deck_id is not None \
                or self.welcome.isHidden():
            self.welcome.hide()
            self.doc.changed.disconnect(self._hide_welcome)
            # The zones share out the greeting's room once the layout has taken it back.
            QTimer.singleShot(0, lambda: self.fit_zones(force=True))
        elif self.welcome.chooser.chosen() != self.doc.ruleset.id:
            self.welcome.chooser.select(self.doc.ruleset.id)  # the ruleset box changed it

    def start_with(self, ruleset_id: str, starter: bool) -> None:
        """The greeting's choice: the ruleset's starter deck, or an empty deck of it."""
        self.welcome.hide()
        path = starter_deck_path(ruleset_id) if starter else None
        if path is not None and self.import_path(path):
            return
        self.doc.new(ruleset_id)
        self.deckOpened.emit(None)

    def fit_zones(self, *, force: bool = False) -> None:
        """Give the team and the sideboard the height of their rows (an empty sideboard one
        line) and the deck the rest; only when a zone gains or loses a row, so a divider the
        user dragged stays while copies are added."""
        rows = tuple(self.models[z].rowCount() for z in ZONES)
        if rows == self._zone_rows and not force:
            return
        self._zone_rows = rows
        total = sum(self.split.sizes())
        if total <= 0:
            return
        need = {}
        for zone, n in zip(ZONES, rows, strict=True):
            box, table = self.boxes[zone], self.tables[zone]
            chrome = box.sizeHint().height() - table.sizeHint().height()
            need[zone] = max(chrome, 0) + table.rows_height(max(n, 1))
        team = min(need[ZONES[0]], total // 3)
        side = min(need[ZONES[2]], total // 4)
        self.split.setSizes([team, max(total - team - side, 0), side])

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_zones(force=True)

    def _tab_chosen(self, index: int) -> None:
        """The charts need room to be read: opening Statistics gives the tabs at least
        half the height (the charts scroll; the deck tables keep the other half); going back to Problems gives the deck tables their
        room back (the user can drag the divider either way)."""
        if self.stats is not None and self.tabs.widget(index) is self.stats:
            top, bottom = self.outer_split.sizes()
            total = top + bottom
            if total and bottom < total // 2:
                self._sizes_before_stats = [top, bottom]
                self.outer_split.setSizes([total - total // 2, total // 2])
        elif self._sizes_before_stats is not None:
            self.outer_split.setSizes(self._sizes_before_stats)
            self._sizes_before_stats = None

    def split_state(self) -> QByteArray:
        """The deck/tabs divider to remember: as it is on the Problems tab, so the next
        start does not open with the deck tables squeezed by the charts' room."""
        if self._sizes_before_stats is None:
            return self.outer_split.saveState()
        now = self.outer_split.sizes()
        self.outer_split.setSizes(self._sizes_before_stats)
        state = self.outer_split.saveState()
        self.outer_split.setSizes(now)
        return state

    # ------------------------------------------------------------------ building

    def _make_stats(self) -> QWidget | None:
        if importlib.util.find_spec("PySide6.QtCharts") is None:
            return None
        # Made when first shown: the charts are a good part of a start.
        return LazyTab(self._make_stats_panel)

    def _make_stats_panel(self) -> QWidget:
        from deckbuilder.ui.deck.deck_charts import DeckStatsPanel

        panel = DeckStatsPanel()
        self.doc.changed.connect(lambda: panel.set_deck(self.doc.resolved, self.doc.ruleset))
        panel.set_deck(self.doc.resolved, self.doc.ruleset)
        return panel

    def _act(self, text: str, slot: Callable[..., object],
             shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
             tip: str = "") -> QAction:
        return make_action(self, text, slot, shortcut, tip)

    def _make_actions(self) -> None:
        std = QKeySequence.StandardKey
        self.act_new = self._act(self.tr("&New Deck…"), self.new_deck_dialog, std.New,
                                 self.tr("Start an empty deck of a game and ruleset"))
        self.act_open = self._act(self.tr("&Open Deck…"), self.open_deck_dialog, std.Open,
                                  self.tr("Open a saved deck or a starter deck"))
        self.act_save = self._act(self.tr("&Save Deck"), self.save, std.Save,
                                  self.tr("Save the deck in the database"))
        self.act_save_as = self._act(self.tr("Save Deck &As…"), self.save_as, std.SaveAs,
                                     self.tr("Save a copy under another name"))
        self.act_rename = self._act(self.tr("&Rename Deck…"), self.rename, "F2")
        # F2 renames the deck only while the focus is in the deck editor: elsewhere it
        # keeps its usual meaning of editing the current item (the Owned cell of the
        # catalog table).
        self.act_rename.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(self.act_rename)
        self.act_duplicate = self._act(self.tr("&Duplicate Deck"), self.duplicate)
        self.act_delete = self._act(self.tr("De&lete Deck…"), self.delete)
        self.act_import = self._act(self.tr("&Import Deck File…"), self.import_file, "Ctrl+I",
                                    self.tr("Open a deck list file (text or JSON)"))
        self.act_export = self._act(self.tr("&Export Deck…"), self.export_file, "Ctrl+E",
                                    self.tr("Write the deck as a text deck list"))
        self.act_paste = self._act(self.tr("&Paste Deck List…"), self.paste_list,
                                   "Ctrl+Shift+V",
                                   self.tr("Open a deck list from the clipboard as a new deck"))
        self.act_copy = self._act(self.tr("&Copy Deck List"), self.copy_list, "Ctrl+Shift+C",
                                  self.tr("Copy the deck as text"))
        self.act_copy_code = self._act(self.tr("Copy Deck C&ode"), self.copy_code, None,
                                       self.tr("Copy the deck as a short code to paste into "
                                               "a chat (Paste Deck List reads it)"))
        self.act_undo = self.doc.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.act_undo.setShortcut(QKeySequence(std.Undo))
        self.act_redo = self.doc.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.act_redo.setShortcuts([QKeySequence(std.Redo), QKeySequence("Ctrl+Shift+Z")])
        self.act_move = self._act(self.tr("&Move to/from Sideboard"), self.move_selected,
                                  "Ctrl+M")

    # ------------------------------------------------------------------ header

    def _refresh_header(self) -> None:
        doc = self.doc
        star = "" if doc.is_saved else " •"
        self.title.setText(doc.title() + star)
        self.title.setToolTip(self.tr("Unsaved changes") if star else "")
        i = self.ruleset_box.findData(doc.deck.ruleset)
        if i >= 0 and i != self.ruleset_box.currentIndex():
            self.ruleset_box.blockSignals(True)
            self.ruleset_box.setCurrentIndex(i)
            self.ruleset_box.blockSignals(False)
        rules = doc.ruleset.deck_rules
        c = doc.deck.counts()
        parts = []
        if rules.team_size is not None:
            parts.append(self.tr("Team %1/%2").replace("%1", str(c["team"]))
                         .replace("%2", str(rules.team_size)))
        need = f"{rules.deck_min}+" if rules.deck_max is None else \
            f"{rules.deck_min}–{rules.deck_max}"
        parts.append(self.tr("Deck %1 (%2)").replace("%1", str(c["deck"])).replace("%2", need))
        parts.append(self.tr("Sideboard %1").replace("%1", str(c["sideboard"])))
        report = doc.report
        if report is not None:
            parts.append(self.tr("legal") if report.legal else
                         self.tr("%n problem(s)", "", len(report.errors)))
        self.counts.setText(" · ".join(parts))
        # Only a deck in the database can be deleted or duplicated; a deck never saved is
        # thrown away with New Deck, which asks first.
        self.act_delete.setEnabled(doc.deck_id is not None)
        self.act_duplicate.setEnabled(doc.deck_id is not None)
        for zone, box in self.boxes.items():
            box.setTitle(f"{zone_title(zone)} ({c[zone]})")
        self.boxes["team"].setVisible(rules.team_size is not None or c["team"] > 0)

    def _ruleset_chosen(self, index: int) -> None:
        rid = self.ruleset_box.itemData(index)
        if rid:
            self.doc.set_ruleset(rid)

    # ------------------------------------------------------------------ cards

    def zone_for(self, card: Card) -> str:
        rules = self.doc.ruleset.deck_rules
        if card.kind in TEAM_KINDS and rules.team_size is not None:
            return "team"
        return "deck"

    def add_card(self, card: Card, zone: str | None = None, count: int = 1) -> None:
        """Add copies of a catalog card (to the team or deck as its kind says)."""
        zone = self._add(card, zone, count)
        self.status.emit(self.tr("%1 added to the %2").replace("%1", card.name)
                         .replace("%2", zone_title(zone).lower()))
        self.tables[zone].select_names([card.name])
        self.visual.select_names(zone, [card.name])

    def add_cards(self, cards: list[Card], zone: str | None = None) -> None:
        """Add one copy of each card, as one undo step."""
        if len(cards) <= 1:
            if cards:
                self.add_card(cards[0], zone)
            return
        n = len(cards)
        text = (self.tr("Add %n card(s) to the sideboard", "", n) if zone == "sideboard"
                else self.tr("Add %n card(s)", "", n))
        with self.doc.batch(text):
            placed = [(self._add(card, zone, 1), card.name) for card in cards]
        self.status.emit(self.tr("%n card(s) added", "", n))
        # The cards that went where the last one did stay selected.
        last = placed[-1][0]
        self.tables[last].select_names([name for z, name in placed if z == last])
        self.visual.select_names(last, [name for z, name in placed if z == last])

    def _add(self, card: Card, zone: str | None, count: int) -> str:
        """Add copies of a card; the zone they went to."""
        if card.game != self.doc.ruleset.game and self.doc.is_empty:
            # An empty deck follows the first card's game.
            from deckbuilder.rules.registry import find_game

            game = find_game(card.game)
            if game is not None and game.ruleset_ids:
                self.doc.set_ruleset(game.deck_ruleset)
        zone = zone or self.zone_for(card)
        self.doc.add(zone, card.name, count)
        return zone

    def _set_active_table(self, table: ZoneTable | None) -> None:
        self.active_table = table

    def _card_named(self, name: str, signal: SignalInstance) -> None:
        """Say which card of the deck was picked (the card view names it)."""
        card = self.doc.resolved.card(name) if self.doc.resolved else None
        if card is not None:
            signal.emit(card)

    def _zone_selected(self, table: ZoneTable, selected: QItemSelection) -> None:
        """A row selected in one zone table unselects the others: the buttons then act on
        what the user sees selected."""
        if selected.isEmpty() or self._selecting_many:
            return
        self.active_table = table
        for other in self.tables.values():
            if other is not table:
                other.clearSelection()

    def _focused_table(self) -> ZoneTable | DeckVisual | None:
        if self.views.is_visual():
            return self.visual if self.visual.selected_items() else None
        for table in self.tables.values():
            if table.hasFocus():
                return table
        active = self.active_table
        if active is not None and active.selected_names():
            return active
        for table in self.tables.values():
            if table.selectionModel().hasSelection():
                return table
        return None

    def _bump_selected(self, delta: int) -> None:
        table = self._focused_table()
        if table is not None:
            table.bump(delta)

    def move_selected(self) -> None:
        table = self._focused_table()
        if table is None:
            return
        items = table.selected_items()
        n = len(items)
        text = (self.tr("Move %n card(s) to the sideboard", "", n)
                if any(src != "sideboard" for src, _name in items)
                else self.tr("Move %n card(s) from the sideboard", "", n))
        with self.doc.batch(text):
            for src, name in items:
                target = "sideboard" if src != "sideboard" else None
                if target is None:
                    card = self.doc.resolved.card(name) if self.doc.resolved else None
                    target = self.zone_for(card) if card is not None else "deck"
                self.doc.move(name, src, target)

    def _card_clicked(self, model: DeckZoneModel, idx: QModelIndex) -> None:
        if not idx.isValid() or not 0 <= idx.row() < model.rowCount():
            return
        name = model.entry_name(idx.row())
        card = self.doc.resolved.card(name) if self.doc.resolved else None
        if card is not None:
            self.cardActivated.emit(card)

    def select_cards(self, names: list[str]) -> None:
        """Select the rows of these cards in every zone (clicking a problem)."""
        first = None
        self._selecting_many = True
        try:
            for table in self.tables.values():
                table.clearSelection()
                model = table.zone_model
                for name in names:
                    row = model.row_of(name)
                    if row is None:
                        continue
                    idx = model.index(row, 0)
                    table.selectionModel().select(idx, QItemSelectionModel.SelectionFlag.Select
                                                  | QItemSelectionModel.SelectionFlag.Rows)
                    table.scrollTo(idx)
                    first = first or table
        finally:
            self._selecting_many = False
        self.visual.select_items([(zone, self.models[zone].entry_name(row))
                                  for zone in ZONES for n in names
                                  if (row := self.models[zone].row_of(n)) is not None])
        if self.views.is_visual():
            self.visual.setFocus()
        elif first is not None:
            self.active_table = first
            first.setFocus()

    # ------------------------------------------------------------------ documents

    def maybe_save(self) -> bool:
        """Ask about a deck that is not saved as shown (edited, or imported or pasted and
        in no database yet); False means the user cancelled."""
        if self.doc.is_saved:
            return True
        answer = QMessageBox.question(
            self, self.tr("Unsaved changes"),
            self.tr("Save the changes to “%1”?").replace("%1", self.doc.title()),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Cancel:
            return False
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        self.doc.discard_autosave()
        return True

    def new_deck(self, ruleset_id: str | None = None) -> None:
        """An empty deck of this ruleset (else the open deck's), after asking about
        unsaved changes."""
        if self.maybe_save():
            self.doc.new(ruleset_id)
            self.deckOpened.emit(None)

    def new_deck_dialog(self) -> None:
        """File › New Deck: the game and ruleset first (cancelling there changes nothing),
        then the usual question about unsaved changes."""
        dlg = NewDeckDialog(self.doc.ruleset.id, self)
        if dlg.exec():
            self.new_deck(dlg.chooser.chosen())

    def open_deck_dialog(self) -> None:
        if not self.maybe_save():
            return
        dlg = OpenDeckDialog(self.service, self)
        if not dlg.exec():
            return
        if dlg.chosen is not None:
            self.open_deck(dlg.chosen)
        elif dlg.chosen_starter is not None:
            self.import_path(dlg.chosen_starter)

    def open_deck(self, deck_id: int) -> bool:
        from deckbuilder.catalog.decks import DeckError

        try:
            deck_id, deck = self.service.load(deck_id)
        except DeckError as exc:
            self.status.emit(str(exc))
            return False
        self.doc.load(deck, deck_id)
        self._remember(deck_id)
        self.deckOpened.emit(deck_id)
        self.status.emit(self.tr("Opened %1").replace("%1", deck.name))
        return True

    def save(self) -> bool:
        if self.doc.deck_id is None:
            return self.save_as()
        return self._save(None)

    def save_as(self) -> bool:
        name, ok = QInputDialog.getText(self, self.tr("Save Deck As"), self.tr("Deck name:"),
                                        text=self.doc.deck.name or self.tr("New deck"))
        if not ok or not name.strip():
            return False
        return self._save(name.strip())

    def _save(self, name: str | None) -> bool:
        from deckbuilder.catalog.decks import DeckError

        try:
            deck_id = self.doc.save(name)
        except DeckError as exc:
            QMessageBox.warning(self, self.tr("Not saved"), str(exc))
            return False
        self._remember(deck_id)
        self.deckOpened.emit(deck_id)
        self.status.emit(self.tr("Saved %1").replace("%1", self.doc.deck.name))
        return True

    def rename(self) -> None:
        from deckbuilder.catalog.decks import DeckError

        name, ok = QInputDialog.getText(self, self.tr("Rename Deck"), self.tr("New name:"),
                                        text=self.doc.deck.name)
        if not ok or not name.strip():
            return
        try:
            self.doc.rename(name.strip())
        except DeckError as exc:
            QMessageBox.warning(self, self.tr("Not renamed"), str(exc))
            return
        self._refresh_header()

    def duplicate(self) -> None:
        if self.doc.deck_id is None or not self.maybe_save():
            return
        assert self.doc.deck_id is not None
        new_id = self.service.duplicate(self.doc.deck_id)
        self.open_deck(new_id)

    def delete(self) -> None:
        if self.doc.deck_id is None:
            # Nothing in the database to delete: the action is disabled then, but should
            # it run anyway, unsaved edits are not thrown away without the usual question.
            if self.maybe_save():
                self.doc.new()
                self.deckOpened.emit(None)
            return
        answer = QMessageBox.question(
            self, self.tr("Delete Deck"),
            self.tr("Delete “%1” for good? This cannot be undone.").replace("%1",
                                                                            self.doc.title()))
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.service.delete(self.doc.deck_id)
        self._forget(self.doc.deck_id)
        self.doc.new()
        self.deckOpened.emit(None)

    def import_file(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import Deck"), "",
                                              self.tr("Deck files (*.txt *.dec *.json *.cod "
                                                      "*.o8d *.xml);;All files (*)"))
        if path:
            self.import_path(Path(path))

    def import_path(self, path: Path) -> bool:
        """Open a deck file as a new, unsaved deck. A bad file changes nothing."""
        try:
            deck = self.service.read_file(path)
            # A deck with no ruleset and no known card cannot be checked: refused too.
            ruleset, _guessed = self.service.ruleset_for(deck)
        except (DeckParseError, DeckFileError) as exc:
            QMessageBox.warning(self, self.tr("Deck not imported"), deck_file_error_text(exc))
            return False
        from dataclasses import replace

        self.doc.load(replace(deck, ruleset=ruleset.id), None)
        self.deckOpened.emit(None)
        self.status.emit(self.tr("Imported %1 — save it to keep it").replace("%1", deck.name))
        return True

    def export_filters(self) -> list[tuple[str, str]]:
        """(format id, file dialog filter) for every format a deck is exported in."""
        from deckbuilder.services.deck_export import FORMATS

        titles = {
            "text": self.tr("Deck list"), "json": self.tr("JSON deck"),
            "cod": self.tr("Cockatrice deck"), "o8d": self.tr("OCTGN deck"),
            "dec": self.tr("Magic Workstation deck"), "code": self.tr("Deck code"),
            "tts": self.tr("Tabletop Simulator saved object"),
            "image": self.tr("Deck image"), "sheet": self.tr("Deck registration sheet"),
        }
        return [(f.id, f"{titles[f.id]} (*{f.extension})") for f in FORMATS]

    def picture_words(self) -> object:
        """The words of a deck image or registration sheet, in the window's language."""
        from deckbuilder.services.deck_pictures import PictureWords
        from deckbuilder.ui.common.game_text import kind_title
        from deckbuilder.ui.common.legality_text import violation_message

        return PictureWords(
            labels={"team": self.tr("Team"), "sideboard": self.tr("Sideboard"),
                    "legal": self.tr("Legal"), "illegal": self.tr("Not legal"),
                    "unknown": self.tr("Cards not in the catalog"),
                    "sheet-title": self.tr("Deck registration sheet"),
                    "player": self.tr("Player name"), "deck": self.tr("Deck name"),
                    "ruleset": self.tr("Ruleset"), "total": self.tr("Total")},
            kind_title=kind_title, ruleset_title=ruleset_title, violation=violation_message)

    def export_file(self) -> None:
        from deckbuilder.services.deck_export import FORMATS, ExportError, write_deck
        from deckbuilder.ui.common.settings_dialog import image_url_base

        filters = self.export_filters()
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export Deck"), f"{self.doc.deck.name or 'deck'}.txt",
            ";;".join(f for _id, f in filters))
        if not path:
            return
        fmt = next((i for i, f in filters if f == chosen), None)
        # A name typed without an extension gets the chosen format's.
        if not Path(path).suffix:
            path += next((f.extension for f in FORMATS if f.id == fmt), ".txt")
        try:
            with _WaitCursor():
                written = write_deck(self.service, self.doc.deck, path, fmt,
                                     self.picture_words(), image_url_base=image_url_base()
                                     if fmt == "tts" else None)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not exported"), f"{exc.filename}: {exc.strerror}")
            return
        except (ExportError, DeckFileError) as exc:
            text = deck_file_error_text(exc) if isinstance(exc, DeckFileError) else str(exc)
            QMessageBox.warning(self, self.tr("Not exported"), text)
            return
        self.status.emit(self.tr("Deck written to %1").replace(
            "%1", ", ".join(str(p) for p in written)))

    def copy_list(self) -> None:
        QGuiApplication.clipboard().setText(export_deck(self.doc.deck))
        self.status.emit(self.tr("Deck list copied"))

    def copy_code(self) -> None:
        from dataclasses import replace

        from deckbuilder.services.deck_export import service_deck_text

        deck = replace(self.doc.deck, ruleset=self.doc.ruleset.id)
        QGuiApplication.clipboard().setText(service_deck_text(self.service, deck, "code").strip())
        self.status.emit(self.tr("Deck code copied"))

    def paste_list(self) -> None:
        dlg = PasteDeckDialog(QGuiApplication.clipboard().text(), self)
        while dlg.exec():
            if self.apply_list_text(dlg.edit.toPlainText(), dlg):
                return

    def apply_list_text(self, text: str, dialog: PasteDeckDialog | None = None) -> bool:
        """Open a pasted list as a new, unsaved deck: the open deck is never overwritten
        (unsaved changes to it are asked about first). On an unreadable line nothing
        changes and the line number is shown."""
        try:
            deck = self.service.parse_text(text)
        except DeckParseError as exc:
            message = deck_parse_error_text(exc)
            if dialog is not None:
                dialog.show_error(message, exc.line)
            self.status.emit(message)
            return False
        if not self.maybe_save():
            return False
        from dataclasses import replace

        self.doc.load(replace(deck, ruleset=self._pasted_ruleset(deck)), None)
        self.deckOpened.emit(None)
        self.status.emit(self.tr("Deck list pasted as a new deck: %n card(s) — save it to "
                                 "keep it", "", sum(self.doc.deck.counts().values())))
        return True

    def _pasted_ruleset(self, deck: DeckList) -> str:
        """The list's own ruleset; else the open deck's when the cards are of its game (a
        list pasted while building keeps the ruleset chosen); else a guess."""
        if deck.ruleset:
            return deck.ruleset
        current = self.doc.ruleset
        try:
            guessed, _ = self.service.ruleset_for(deck)
        except DeckFileError:
            return current.id
        return current.id if guessed.game == current.game else guessed.id

    # ------------------------------------------------------------------ recent decks

    def recent(self) -> list[int]:
        raw = QSettings().value(RECENT_KEY, [])
        items = raw if isinstance(raw, list) else [raw] if raw else []
        out = []
        for x in items:
            try:
                out.append(int(str(x)))
            except (TypeError, ValueError):
                continue
        return out

    def _remember(self, deck_id: int) -> None:
        items = [deck_id, *[d for d in self.recent() if d != deck_id]][:RECENT_MAX]
        QSettings().setValue(RECENT_KEY, [str(i) for i in items])

    def _forget(self, deck_id: int) -> None:
        QSettings().setValue(RECENT_KEY, [str(i) for i in self.recent() if i != deck_id])
