"""The Simulation tab's table: the chance to have held (or seen) each card by each turn,
as a table model that sorts itself."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from deckbuilder.rules.cards import name_key
from deckbuilder.ui.common.charts import format_percent

_Index = QModelIndex | QPersistentModelIndex

HEAT_COLOUR = QColor(74, 120, 194)


class InHandColumn(IntEnum):
    """Columns of :class:`InHandModel`: the card, then one column per turn (column
    ``TURN_1 + t - 1`` is turn ``t``)."""

    CARD = 0
    TURN_1 = 1


@dataclass(frozen=True)
class InHandRow:
    """One card's row: its name, copies in the deck, and the share of games in which it
    had been held by each turn (index 0 = turn 1)."""

    name: str
    copies: int
    shares: tuple[float, ...]


_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class InHandModel(QAbstractTableModel):
    """Chance to have held each card by each turn. ``UserRole`` gives the
    :class:`InHandRow`; :data:`SORT_ROLE` the value to sort by (name or share).

    The model sorts itself (:meth:`sort`; column -1 = deck-list order) rather than sit
    behind a QSortFilterProxyModel: while a batch runs on a thread, every call from the
    view into Python waits for the GIL, and the proxy about triples the calls a repaint
    makes (a full repaint then froze the window for a third of a second)."""

    SORT_ROLE = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: QObject | None = None, *, clash: bool = False):
        super().__init__(parent)
        self._clash = clash  # Monsuno medium counts clashes, not turns
        self._deck_order: list[InHandRow] = []
        self._rows: list[InHandRow] = []
        self._turns = 0
        self._columns: int = InHandColumn.TURN_1
        self._texts: dict[int, list[str]] = {}
        self._tints: dict[int, list[QColor | None]] = {}
        self._sort: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    def set_rows(self, rows: list[InHandRow], turns: int) -> None:
        """New figures (in deck-list order); the current sort is kept."""
        self.beginResetModel()
        self._deck_order = list(rows)
        self._turns = max(0, turns)
        self._columns = InHandColumn.TURN_1 + self._turns
        # Texts and tints are made once, not on each paint.
        base = QGuiApplication.palette().color(QPalette.ColorRole.Base)
        tints: dict[int, QColor] = {}

        def tint(share: float) -> QColor:
            step = round(share * 50)  # 2% steps look continuous
            if step not in tints:
                a = 0.55 * step / 50
                tints[step] = QColor(
                    round(base.red() * (1 - a) + HEAT_COLOUR.red() * a),
                    round(base.green() * (1 - a) + HEAT_COLOUR.green() * a),
                    round(base.blue() * (1 - a) + HEAT_COLOUR.blue() * a))
            return tints[step]

        self._texts = {id(row): [row.name] + [format_percent(p, 0) for p in row.shares]
                       for row in self._deck_order}
        self._tints = {id(row): [None] + [tint(p) for p in row.shares]
                       for row in self._deck_order}
        self._rows = self._sorted(*self._sort)
        self.endResetModel()

    def _sort_key(self, column: int) -> Any:
        if column == InHandColumn.CARD:
            return lambda row: name_key(row.name)
        i = column - InHandColumn.TURN_1
        return lambda row: row.shares[i] if i < len(row.shares) else -1.0

    def _sorted(self, column: int, order: Qt.SortOrder) -> list[InHandRow]:
        if not 0 <= column < self._columns:
            return list(self._deck_order)
        # Stable, and ties stay in deck-list order in both directions.
        keyed = sorted(enumerate(self._deck_order),
                       key=lambda p: (self._sort_key(column)(p[1]),
                                      p[0] if order == Qt.SortOrder.AscendingOrder
                                      else -p[0]),
                       reverse=order == Qt.SortOrder.DescendingOrder)
        return [row for _i, row in keyed]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = self._rows
        self._rows = self._sorted(column, order)
        where = {id(row): r for r, row in enumerate(self._rows)}
        persistent = self.persistentIndexList()
        self.changePersistentIndexList(
            persistent, [self.index(where[id(old[i.row()])], i.column()) for i in persistent])
        self.layoutChanged.emit()

    def rows(self) -> list[InHandRow]:
        """The rows in the order shown."""
        return list(self._rows)

    @property
    def turns(self) -> int:
        return self._turns

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._columns

    def index(self, row: int, column: int,
              parent: _Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        # One call into Python instead of three (the default asks rowCount and
        # columnCount through hasIndex).
        if parent.isValid() or not (0 <= row < len(self._rows)
                                    and 0 <= column < self._columns):
            return QModelIndex()
        return self.createIndex(row, column)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        r, col = index.row(), index.column()
        if r >= len(self._rows) or col >= self._columns:
            return None
        row = self._rows[r]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[id(row)][col]
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._tints[id(row)][col]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if col == InHandColumn.CARD else _RIGHT
        share = row.shares[col - InHandColumn.TURN_1] if col >= InHandColumn.TURN_1 else None
        if role == self.SORT_ROLE:
            return name_key(row.name) if share is None else share
        if role == Qt.ItemDataRole.UserRole:
            return row
        if role == Qt.ItemDataRole.ToolTipRole:
            if share is None:
                return self.tr("{name}: {n} in the deck").format(name=row.name, n=row.copies)
            text = (self.tr("{name} seen by clash {t} in {p} of the games") if self._clash
                    else self.tr("{name} held by turn {t} in {p} of the games"))
            return text.format(name=row.name, t=col - InHandColumn.TURN_1 + 1,
                               p=format_percent(share))
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._rows):
                return str(section + 1)
            return None
        if not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == InHandColumn.CARD:
                return self.tr("Card")
            return str(section - InHandColumn.TURN_1 + 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            if section == InHandColumn.CARD:
                return self.tr("The cards of the deck")
            text = (self.tr("Share of games in which the card had been seen by clash {t}")
                    if self._clash else
                    self.tr("Share of games in which the card had been in hand by turn {t}"))
            return text.format(t=section - InHandColumn.TURN_1 + 1)
