"""The catalog side of the window: search box (with name completion and the syntax help),
filter controls that write into the same query, and the results table."""

from __future__ import annotations

import re
import time

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    QPoint,
    QSettings,
    QSize,
    QStringListModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QStyle,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.rules.registry import all_games, find_game
from deckbuilder.ui.catalog.catalog_grid import CatalogGrid
from deckbuilder.ui.catalog.catalog_model import BATCH, PAGE, RECORD_ROLE, CatalogModel
from deckbuilder.ui.catalog.frozen_columns import FrozenColumns
from deckbuilder.ui.common.card_viewer import ClickToEnlarge, record_picture, show_card_large
from deckbuilder.ui.common.game_text import game_title, kind_title
from deckbuilder.ui.common.style import icon, set_tone
from deckbuilder.ui.common.value_names import known_titles, value_title

SEARCH_DELAY_MS = 120


def group_filter_words(game: str | None) -> tuple[str, ...]:
    """The words of the search that mean a game's third filter ("m", "manufacturer")."""
    desc = find_game(game)
    if desc is None or desc.group_filter is None:
        return ()
    return (desc.group_filter[0], *desc.group_filter_names)


def _value_fields(key: str) -> tuple[str, ...]:
    """The fields whose values a catalog column shows: the "Faction" column of all games
    whichever a card has (``FieldSpec.shared_column``); another column its own key's."""
    if key != "type":
        return (key,)
    return tuple(dict.fromkeys(s.name for g in all_games() for s in g.fields()
                               if s.shared_column == "faction"))


def set_filter(query: str, fields: tuple[str, ...], value: str | None) -> str:
    """``query`` with every plain ``field:…`` term of ``fields`` removed and, if ``value``
    is given, ``fields[0]:value`` appended. Negated or grouped terms are left alone."""
    names = "|".join(re.escape(f) for f in fields)
    out = re.sub(rf"(^|\s)(?:{names}):(?:\"[^\"]*\"|\S+)", " ", query, flags=re.I)
    out = " ".join(out.split())
    if value:
        token = f'{fields[0]}:"{value}"' if " " in value else f"{fields[0]}:{value}"
        out = f"{out} {token}".strip()
    return out


def get_filter(query: str, fields: tuple[str, ...]) -> str | None:
    names = "|".join(re.escape(f) for f in fields)
    m = re.search(rf"(?:^|\s)(?:{names}):(\"[^\"]*\"|\S+)", query, flags=re.I)
    return m.group(1).strip('"') if m else None


VIEW_KEY = "catalog/view"


class CatalogPanel(QWidget):
    """Search, filters and results. ``cardsChosen(zone)`` when the user asks to add the
    selected cards to the deck (double-click/Enter: None; Ctrl+Enter: "sideboard")."""

    cardsChosen = Signal(object)

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
        # The results as a dense list or as a grid of pictures.
        self.list_button = QToolButton()
        self.list_button.setObjectName("listViewButton")
        self.list_button.setIcon(icon("view-list"))
        self.list_button.setToolTip(self.tr("Show the cards as a list"))
        self.grid_button = QToolButton()
        self.grid_button.setObjectName("gridViewButton")
        self.grid_button.setIcon(icon("view-grid"))
        self.grid_button.setToolTip(self.tr("Show the cards as a grid of pictures"))
        for b in (self.list_button, self.grid_button):
            b.setCheckable(True)
            b.setAutoExclusive(True)
            row.addWidget(b)
        self.list_button.setChecked(True)
        lay.addLayout(row)

        filters = QHBoxLayout()
        self.game_box = QComboBox()
        self.game_box.setObjectName("gameFilter")
        self.game_box.addItem(self.tr("All games"), "")
        for g in game_tables.GAMES:
            self.game_box.addItem(game_tables.GAME_TITLES[g], g)
        self.kind_box = QComboBox()
        self.kind_box.setObjectName("kindFilter")
        self.group_box = QComboBox()
        self.group_box.setObjectName("groupFilter")
        self.owned_box = QCheckBox(self.tr("Owned only"))
        self.owned_box.setObjectName("ownedFilter")
        for w in (self.game_box, self.kind_box, self.group_box):
            # As narrow as a short choice: a long value title must not widen the whole
            # catalog pane (and squeeze the card and the deck on a laptop screen).
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            w.setMinimumContentsLength(9)
            # They share out the row's width: at 1280×720 a fixed narrow box cut "All
            # manufacturers" and "MONSTER CARDS" to "…".
            filters.addWidget(w, 1)
        filters.addWidget(self.owned_box)
        lay.addLayout(filters)

        self.error = QLabel()
        self.error.setObjectName("searchError")
        set_tone(self.error, "bad")
        self.error.hide()
        lay.addWidget(self.error)

        self.table = QTableView()
        self.table.setObjectName("catalogTable")
        self.table.setModel(model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setSortingEnabled(True)
        self.table.setIconSize(QSize(34, 48))
        self.table.verticalHeader().setDefaultSectionSize(52)
        self.table.verticalHeader().hide()
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # The picture and the name stay in view while the other columns scroll sideways.
        self.frozen = FrozenColumns(self.table, lambda: model.column_of("name") + 1)
        self.grid = CatalogGrid(model)
        self.views = QStackedWidget()
        self.views.addWidget(self.table)
        self.views.addWidget(self.grid)
        lay.addWidget(self.views, 1)
        self.grid.selectionModel().currentRowChanged.connect(self._grid_current)
        self.grid.doubleClicked.connect(self._grid_double_clicked)
        # A click on a card's picture (a grid card, the list's picture column) shows it
        # large; a double-click still adds the card to the deck.
        ClickToEnlarge(self.table.viewport(), lambda pos: self.show_large(self.table, pos),
                       after_double_click=True)
        ClickToEnlarge(self.grid.viewport(), lambda pos: self.show_large(self.grid, pos),
                       after_double_click=True)
        self.list_button.clicked.connect(lambda: self.show_grid(False))
        self.grid_button.clicked.connect(lambda: self.show_grid(True))
        if str(QSettings().value(VIEW_KEY, "list")) == "grid":
            self.show_grid(True)

        self.names = QStringListModel(self)
        self.completer = QCompleter(self.names, self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.setWidget(self.search)
        self.completer.activated.connect(self._complete)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.start_search)
        self.search.textChanged.connect(lambda _t: self._timer.start())
        self.search.textEdited.connect(self._suggest)
        self.search.returnPressed.connect(self._enter)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.kind_box.currentIndexChanged.connect(self._kind_chosen)
        self.group_box.currentIndexChanged.connect(self._group_chosen)
        self.owned_box.toggled.connect(self._owned_chosen)
        model.searchFailed.connect(self._show_error)
        model.resultsChanged.connect(self._results_in)
        model.searchFinished.connect(self._search_finished)
        model.namesFound.connect(self._names_found)
        model.columnsChanged.connect(self.size_columns)
        self.table.doubleClicked.connect(self._double_clicked)
        for key, zone in (("Return", None), ("Enter", None), ("Ctrl+Return", "sideboard"),
                          ("Ctrl+Enter", "sideboard")):
            sc = QShortcut(QKeySequence(key), self.table)
            sc.setContext(Qt.ShortcutContext.WidgetShortcut)
            sc.activated.connect(lambda z=zone: self.cardsChosen.emit(z))
        self.last_search_ms = 0.0
        self._search_started: float | None = None
        self._syncing = False
        self._fill_kinds("")
        self.size_columns()

    # ------------------------------------------------------------------ searching

    def run_search(self) -> bool:
        """Search for the box's text now, waiting for the results (the window's start);
        False if the query is malformed."""
        self._timer.stop()
        self._search_started = time.perf_counter()
        ok = self.model.set_query(self.search.text())
        self._search_started = None
        if ok:
            self.error.hide()
            self._sync_filters()
        return ok

    def start_search(self) -> None:
        """Search for the box's text on the search thread: the window stays free while
        the database works, and the results show when they arrive."""
        self._timer.stop()
        self._search_started = time.perf_counter()
        self.model.request_query(self.search.text())

    @property
    def searching(self) -> bool:
        """A search is waiting for the typing to pause, or on its way."""
        return self._timer.isActive() or self.model.searching

    def _results_in(self, _total: int) -> None:
        if self._search_started is not None:
            self.last_search_ms = (time.perf_counter() - self._search_started) * 1000

    def _search_finished(self, ok: bool) -> None:
        self._search_started = None
        if ok:
            self.error.hide()
            self._sync_filters()

    def _show_error(self, message: str, position: int) -> None:
        self.error.setText(self.tr("Search problem at character %1: %2")
                           .replace("%1", str(position + 1)).replace("%2", message))
        self.error.show()

    def show_grid(self, grid: bool) -> None:
        """The results as pictures (True) or as the list; remembered for the next start."""
        current = self.table.currentIndex()
        self.views.setCurrentWidget(self.grid if grid else self.table)
        self.model.preload = BATCH if grid else PAGE
        (self.grid_button if grid else self.list_button).setChecked(True)
        QSettings().setValue(VIEW_KEY, "grid" if grid else "list")
        if grid and current.isValid():
            self.grid.setCurrentIndex(self.grid.model().index(current.row(),
                                                               self.grid.modelColumn()))

    def _grid_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        # The list's selection drives the card pane and every menu action: it follows.
        if current.isValid() and self.views.currentWidget() is self.grid:
            rows = sorted({i.row() for i in self.grid.selectionModel().selectedIndexes()})
            sel = self.table.selectionModel()
            sel.clearSelection()
            flags = (QItemSelectionModel.SelectionFlag.Select
                     | QItemSelectionModel.SelectionFlag.Rows)
            for r in rows or [current.row()]:
                sel.select(self.model.index(r, 0), flags)
            sel.setCurrentIndex(self.model.index(current.row(), 0),
                                QItemSelectionModel.SelectionFlag.NoUpdate)

    def show_large(self, view: QAbstractItemView, pos: QPoint) -> bool:
        """Show the card whose picture is at ``pos`` of ``view`` large."""
        index = view.indexAt(pos)
        if not index.isValid() or (view is self.table
                                   and index.column() != self.model.column_of("picture")):
            return False
        rec = index.data(RECORD_ROLE)
        if rec is None:
            return False
        show_card_large(self, rec.card.name, record_picture(self.model.service.pictures_dir,
                                                            rec))
        return True

    def _grid_double_clicked(self, index: QModelIndex) -> None:
        self._grid_current(index, QModelIndex())
        self.cardsChosen.emit(None)

    def size_columns(self) -> None:
        # The widths are set for English titles; a longer translated title (or a larger
        # font) widens its column so the title is never cut, leaving room for the sort arrow.
        # A column of a closed value set (element, species…, kind) is also made as wide as
        # its longest value title: a translated value ("элементаль") is longer than the key.
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        cells = self.table.fontMetrics()
        arrow = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize)
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin)
        # The delegate's text margins on both sides, the grid line and a little slack.
        cell_margin = 2 * (self.table.style().pixelMetric(
            QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 4
        for i, spec in enumerate(self.model.columns):
            title = str(self.model.headerData(i, Qt.Orientation.Horizontal,
                                              Qt.ItemDataRole.DisplayRole) or "")
            need = metrics.horizontalAdvance(title) + arrow + 2 * margin if title else 0
            values = [t for f in _value_fields(spec.key) for t in known_titles(f)]
            if spec.key == "kind":  # "карта удара" is longer than "strike card"
                values = [kind_title(k) for g in game_tables.GAMES for k in game_tables.KINDS[g]]
            if values:
                need = max(need, max(map(cells.horizontalAdvance, values)) + cell_margin)
            self.table.setColumnWidth(i, max(spec.width, need))

    def _double_clicked(self, index: object) -> None:
        from PySide6.QtCore import QModelIndex

        if isinstance(index, QModelIndex) and self.model.columns[index.column()].key == "owned":
            return  # that double-click edits the owned count
        self.cardsChosen.emit(None)

    # ------------------------------------------------------------------ completion

    def _last_word(self) -> tuple[int, str]:
        text = self.search.text()[: self.search.cursorPosition()]
        m = re.search(r"(\S+)$", text)
        if not m or ":" in m.group(1) or any(c in m.group(1) for c in "<>=()\""):
            return len(text), ""
        return m.start(1), m.group(1)

    def _suggest(self, _text: str) -> None:
        _start, word = self._last_word()
        if len(word) < 2:
            popup = self.completer.popup()
            if popup is not None:
                popup.hide()
            return
        # Read on the search thread: a keystroke never waits for the database.
        self.model.request_names(word, 12)

    def _enter(self) -> None:
        # The user has said what to search for: names still on their way must not pop up
        # over the results (or take the next Enter) afterwards.
        self.model.cancel_names()
        popup = self.completer.popup()
        if popup is not None:
            popup.hide()
        self.start_search()

    def _names_found(self, prefix: str, names: list[str]) -> None:
        if self._last_word()[1] != prefix:
            return  # typed on meanwhile; the newer word's names are on their way
        if not self.search.hasFocus():
            return  # the user has moved on (to the results, the deck)
        self.names.setStringList(names)
        self.completer.setCompletionPrefix(prefix)
        if self.names.rowCount():
            self.completer.complete()

    def _complete(self, name: str) -> None:
        start, word = self._last_word()
        text = self.search.text()
        end = start + len(word)
        quoted = f'"{name}"' if " " in name else name
        self.search.setText(text[:start] + quoted + text[end:])
        self.search.setCursorPosition(start + len(quoted))
        self.start_search()

    # ------------------------------------------------------------------ filters

    def _fill_kinds(self, game: str) -> None:
        self._syncing = True
        self.kind_box.clear()
        self.kind_box.addItem(self.tr("All kinds"), "")
        kinds = game_tables.KINDS[game] if game else tuple(dict.fromkeys(k for g in game_tables.GAMES for k in game_tables.KINDS[g]))
        for k in kinds:
            self.kind_box.addItem(kind_title(k), k)
        self.group_box.clear()
        desc = find_game(game)
        if desc is not None and desc.group_filter is not None:
            _field, choices = desc.group_filter
            self.group_box.addItem(game_title(desc.group_filter_all), "")
            # The item data stays the raw key: it goes into the query (``element:fire``).
            value_field = desc.group_field or _field
            for c in choices:
                title = value_title(value_field, c)
                self.group_box.addItem(title[:1].upper() + title[1:], c)
            self.group_box.setEnabled(True)
        else:
            # Short, in a box a third of the row wide; the whole hint is its tool tip.
            self.group_box.addItem(self.tr("More filters…"), "")
            self.group_box.setEnabled(False)
        self.group_box.setToolTip("" if self.group_box.isEnabled()
                                  else self.tr("Pick a game for more filters"))
        self._syncing = False

    def _apply(self, fields: tuple[str, ...], value: str | None) -> None:
        if self._syncing:
            return
        self.search.setText(set_filter(self.search.text(), fields, value))
        self.start_search()

    def _game_chosen(self, _i: int) -> None:
        if self._syncing:
            return
        game = self.game_box.currentData() or ""
        text = self.search.text()
        # Kinds and groups of another game make no sense any more.
        for fields in (("kind", "k", "t", "type"),
                       *(group_filter_words(g) for g in game_tables.GAMES if group_filter_words(g))):
            text = set_filter(text, fields, None)
        self._syncing = True
        self.search.setText(text)
        self._syncing = False
        self._fill_kinds(game)
        self._apply(("game", "g"), game or None)

    def _kind_chosen(self, _i: int) -> None:
        self._apply(("kind", "k", "t", "type"), self.kind_box.currentData() or None)

    def _group_chosen(self, _i: int) -> None:
        game = self.game_box.currentData() or ""
        if aliases := group_filter_words(game):
            self._apply(aliases, self.group_box.currentData() or None)

    def _owned_chosen(self, on: bool) -> None:
        if self._syncing:
            return
        text = re.sub(r"(^|\s)is:owned\b", " ", self.search.text())
        text = " ".join(text.split())
        self.search.setText(f"{text} is:owned".strip() if on else text)
        self.start_search()

    def _sync_filters(self) -> None:
        """Show in the controls what the typed query says."""
        if self._syncing:
            return
        text = self.search.text()
        self._syncing = True
        raw_game = get_filter(text, ("game", "g"))
        game = self.model.service.resolve_game(raw_game) if raw_game else ""
        game = game or ""
        i = self.game_box.findData(game)
        if i >= 0 and i != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(i)
            self._syncing = False
            self._fill_kinds(game)
            self._syncing = True
        kind = get_filter(text, ("kind", "k", "t", "type")) or ""
        i = self.kind_box.findData(kind.lower())
        self.kind_box.setCurrentIndex(i if i >= 0 else 0)
        if aliases := group_filter_words(game):
            value = (get_filter(text, aliases) or "").lower()
            i = self.group_box.findData(value)
            self.group_box.setCurrentIndex(i if i >= 0 else 0)
        self.owned_box.setChecked(bool(re.search(r"(^|\s)is:owned\b", text)))
        self._syncing = False
