"""The catalog list's first columns (the picture and the name) stay in view while the other
columns scroll sideways, as a spreadsheet freezes its first column.

The Qt way (the "Frozen Column" example): a second table over the left edge of the first,
on the same model and selection model, showing only the frozen columns, its vertical
scrolling tied to the first's. The frozen table passes its clicks, double-clicks and drags
through its own view (same model, same selection), so it acts as the columns it covers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView


class FrozenColumns(QObject):
    """Keeps the columns ``frozen()`` names (the leftmost ones) of ``table`` in view."""

    def __init__(self, table: QTableView, frozen: Callable[[], int]) -> None:
        super().__init__(table)
        self.table = table
        self.frozen = frozen  # how many leftmost columns stay (0: none)
        view = self.view = QTableView(table)
        view.setObjectName("frozenColumns")
        view.setModel(table.model())
        view.setSelectionModel(table.selectionModel())
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.verticalHeader().hide()
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollMode(table.verticalScrollMode())
        view.setSelectionBehavior(table.selectionBehavior())
        view.setSelectionMode(table.selectionMode())
        view.setIconSize(table.iconSize())
        view.setAlternatingRowColors(table.alternatingRowColors())
        view.setWordWrap(table.wordWrap())
        view.setDragEnabled(table.dragEnabled())
        view.setDragDropMode(table.dragDropMode())
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setFrameShape(QFrame.Shape.NoFrame)
        view.verticalHeader().setDefaultSectionSize(table.verticalHeader().defaultSectionSize())
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.horizontalHeader().setSortIndicatorShown(True)
        # Its header sorts as the table's does (the same model's sort).
        view.horizontalHeader().setSectionsClickable(True)
        view.horizontalHeader().sectionClicked.connect(self._sort_by)
        table.horizontalHeader().sortIndicatorChanged.connect(
            view.horizontalHeader().setSortIndicator)
        table.horizontalHeader().sectionResized.connect(self._resized)
        view.verticalScrollBar().valueChanged.connect(table.verticalScrollBar().setValue)
        table.verticalScrollBar().valueChanged.connect(view.verticalScrollBar().setValue)
        table.horizontalScrollBar().valueChanged.connect(lambda _v: self.place())
        table.model().modelReset.connect(self.place)
        table.model().layoutChanged.connect(self.place)
        table.model().columnsInserted.connect(self.place)
        table.model().columnsRemoved.connect(self.place)
        # Double-click and Enter act as on the table (adding the card to the deck).
        view.doubleClicked.connect(table.doubleClicked.emit)
        view.viewport().installEventFilter(self)
        table.installEventFilter(self)
        self.place()

    def _sort_by(self, column: int) -> None:
        header = self.table.horizontalHeader()
        order = Qt.SortOrder.AscendingOrder
        if header.sortIndicatorSection() == column \
                and header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder:
            order = Qt.SortOrder.DescendingOrder
        header.setSortIndicator(column, order)  # the table sorts (sorting is on)

    def width(self) -> int:
        """The frozen columns' width."""
        return sum(self.table.columnWidth(c) for c in range(self.frozen()))

    def _resized(self, column: int, _old: int, new: int) -> None:
        if column < self.frozen():
            self.view.setColumnWidth(column, new)
            self.place()

    def place(self) -> None:
        """Show the frozen columns over the table's left edge, or nothing when the table
        is not scrolled sideways (then the table's own columns are where they belong)."""
        table, view = self.table, self.view
        n = min(self.frozen(), table.model().columnCount())
        scrolled = table.horizontalScrollBar().value() > 0
        if n <= 0 or not scrolled or table.isColumnHidden(0):
            view.hide()
            return
        for c in range(table.model().columnCount()):
            view.setColumnHidden(c, c >= n)
            if c < n:
                view.setColumnWidth(c, table.columnWidth(c))
        frame = table.frameWidth()
        view.setGeometry(frame, frame, self.width(),
                         table.viewport().height() + table.horizontalHeader().height())
        view.verticalScrollBar().setValue(table.verticalScrollBar().value())
        view.show()
        view.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.place()
        if watched is self.view.viewport() and event.type() == QEvent.Type.Wheel:
            # A wheel over the frozen part scrolls the table (and so both).
            self.table.viewport().event(event)
            return True
        return False
