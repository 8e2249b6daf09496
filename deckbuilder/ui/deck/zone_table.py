"""A zone's cards as a table (the deck editor's list view): +/− and Delete change the
copies of the selected cards, cards dragged in land in the zone."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeySequence, QPainter, QPaintEvent, QPalette, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from deckbuilder.ui.deck.deck_models import DeckZoneModel, ZoneColumn


class ZoneTable(QTableView):
    """A zone's cards. +/= add a copy, −/Delete/Backspace remove one (never the whole
    playset), Enter adds one. ``focused`` when it gets the keyboard focus."""

    focused = Signal()

    def __init__(self, model: DeckZoneModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setModel(model)
        self.zone_model = model
        self.setObjectName(f"zone_{model.zone}")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(22)
        self.setShowGrid(False)
        self.setAlternatingRowColors(False)
        h = self.horizontalHeader()
        h.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(ZoneColumn.NAME, QHeaderView.ResizeMode.Stretch)
        for key, delta in (("+", 1), ("=", 1), ("-", -1), ("Delete", -1), ("Backspace", -1),
                           ("Return", 1), ("Enter", 1)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetShortcut)
            sc.activated.connect(lambda d=delta: self.bump(d))

    @property
    def zone(self) -> str:
        return self.zone_model.zone

    def selected_names(self) -> list[str]:
        rows = sorted({i.row() for i in self.selectionModel().selectedRows()})
        if not rows and self.currentIndex().isValid():
            rows = [self.currentIndex().row()]
        return [self.zone_model.entry_name(r) for r in rows]

    def selected_items(self) -> list[tuple[str, str]]:
        """The selected cards as (zone, name), as the card view gives them."""
        return [(self.zone, name) for name in self.selected_names()]

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()

    def rows_height(self, rows: int) -> int:
        """The height that shows the header and ``rows`` rows without scrolling."""
        return (self.horizontalHeader().sizeHint().height()
                + rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth() + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.zone_model.rowCount() == 0:
            # An empty zone says how cards get there.
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.viewport().rect().adjusted(6, 0, -6, 0),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.tr("Double-click a card in the catalog, or drag it here"))
            painter.end()

    def bump(self, delta: int) -> None:
        names = self.selected_names()
        self.zone_model.doc.add_copies([(self.zone, name) for name in names], delta)
        self.select_names(names)

    def select_names(self, names: list[str]) -> None:
        """Select the rows of these cards (all of them: setCurrentIndex alone would keep
        only the last); the last one becomes the current row."""
        sel = self.selectionModel()
        rows = [r for r in (self.zone_model.row_of(n) for n in names) if r is not None]
        if not rows:
            return
        chosen = QItemSelection()
        for row in rows:
            idx = self.zone_model.index(row, 0)
            chosen.select(idx, idx)
        sel.select(chosen, QItemSelectionModel.SelectionFlag.ClearAndSelect
                   | QItemSelectionModel.SelectionFlag.Rows)
        current = self.zone_model.index(rows[-1], 0)
        sel.setCurrentIndex(current, QItemSelectionModel.SelectionFlag.NoUpdate)
        self.scrollTo(current)
