"""The catalog table model: search results, loaded lazily.

A search reads only the number of matches and the first batch of ids; further ids are
read in batches through ``canFetchMore``/``fetchMore`` as the view scrolls, and card records
are read a page at a time when the view first asks for them.
"""

from __future__ import annotations

import dataclasses
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from deckbuilder.catalog.cards import CardRecord
from deckbuilder.catalog.search import PreparedSearch
from deckbuilder.rules.cards import GAME_TITLES, card_cost, card_stats
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.thumbnails import PictureLoader

CARD_ID_ROLE = Qt.ItemDataRole.UserRole
RECORD_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
CARD_MIME = "application/x-deckbuilder-card-ids"

_Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    PICTURE = 0
    NAME = 1
    GAME = 2
    KIND = 3
    COST = 4
    POWER = 5
    TYPE = 6
    DETAILS = 7
    OWNED = 8


#: Column → sort key of :mod:`deckbuilder.catalog.search` (None: not sortable).
SORT_KEYS: dict[Column, str | None] = {
    Column.PICTURE: None,
    Column.NAME: "name",
    Column.GAME: "game",
    Column.KIND: "kind",
    Column.COST: "any_cost",
    Column.POWER: "any_power",
    Column.TYPE: "any_type",
    Column.DETAILS: None,
    Column.OWNED: "owned",
}

BATCH = 200
PAGE = 100


def _tr(text: str) -> str:
    return QCoreApplication.translate("CatalogModel", text)


def column_titles() -> dict[Column, str]:
    return {
        Column.PICTURE: "",
        Column.NAME: _tr("Name"),
        Column.GAME: _tr("Game"),
        Column.KIND: _tr("Kind"),
        Column.COST: _tr("Cost"),
        Column.POWER: _tr("Power"),
        Column.TYPE: _tr("Faction"),
        Column.DETAILS: _tr("Details"),
        Column.OWNED: _tr("Owned"),
    }


def _power(rec: CardRecord) -> int | None:
    f = rec.card.fields
    value = f.get("power", f.get("damage"))
    return value if isinstance(value, int) else None


def _type(rec: CardRecord) -> str:
    f = rec.card.fields
    return str(f.get("manufacturer") or f.get("color") or f.get("element") or "")


class CatalogModel(QAbstractTableModel):
    """Search results over the catalog. Emits ``searchFailed`` for a malformed query."""

    searchFailed = Signal(str, int)  # message, 0-based position
    resultsChanged = Signal(int)  # number of matching cards
    ownedChanged = Signal(int)  # card id

    def __init__(self, service: CatalogService, pictures: PictureLoader | None = None,
                 parent: Any = None):
        super().__init__(parent)
        self.service = service
        self.pictures = pictures
        self.query = ""
        self.order: list[tuple[str, bool]] = []
        self._search: PreparedSearch | None = None
        self._total = 0
        self._ids: list[int] = []
        self._row_of: dict[int, int] = {}
        self._records: dict[int, CardRecord] = {}
        self._titles = column_titles()
        if pictures is not None:
            pictures.loaded.connect(self._picture_loaded)
        self._rows_by_picture: dict[str, set[int]] = {}

    # ------------------------------------------------------------------ searching

    def set_query(self, query: str) -> bool:
        """Run a search; returns False (and keeps the old results) if it is malformed.

        Only the number of matches and the first batch of ids are read now; more ids
        are read as the view scrolls (``fetchMore``).
        """
        from deckbuilder.catalog.search import SearchError

        try:
            search = self.service.search(query, self.order)
            total = search.count()
            first = search.ids(0, BATCH)
        except SearchError as exc:
            self.searchFailed.emit(exc.message, exc.position)
            return False
        self.query = query
        self.beginResetModel()
        self._search = search
        self._total = total
        self._ids = first
        self._row_of = {cid: i for i, cid in enumerate(first)}
        self._records.clear()
        self._rows_by_picture.clear()
        self.endResetModel()
        self.resultsChanged.emit(total)
        return True

    def refresh(self) -> None:
        """Run the current search again (after an import or an edit)."""
        self._records.clear()
        self.set_query(self.query)

    @property
    def total(self) -> int:
        return self._total

    def card_id(self, row: int) -> int:
        return self._ids[row]

    def row_of(self, card_id: int) -> int | None:
        return self._row_of.get(card_id)

    def record(self, row: int) -> CardRecord:
        cid = self._ids[row]
        rec = self._records.get(cid)
        if rec is None:
            start = (row // PAGE) * PAGE
            for r in self.service.records(self._ids[start:start + PAGE]):
                self._records[r.id] = r
            rec = self._records.get(cid)
            if rec is None:  # deleted meanwhile
                raise IndexError(row)
        return rec

    # ------------------------------------------------------------------ lazy rows

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self._ids) < self._total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self._search is None:
            return
        more = self._search.ids(len(self._ids), BATCH)
        if not more:
            self._total = len(self._ids)  # the catalog shrank meanwhile
            return
        start = len(self._ids)
        self.beginInsertRows(QModelIndex(), start, start + len(more) - 1)
        for i, cid in enumerate(more, start):
            self._row_of[cid] = i
        self._ids.extend(more)
        self.endInsertRows()

    def fetch_all(self) -> None:
        while self.canFetchMore():
            self.fetchMore()

    # ------------------------------------------------------------------ data

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(Column):
            if role == Qt.ItemDataRole.DisplayRole:
                return self._titles[Column(section)]
            if role == Qt.ItemDataRole.ToolTipRole and section == Column.COST:
                return _tr("Launch cost (Monsuno), Kairu (Redakai) or deck cost (MONSTER CARDS)")
            if role == Qt.ItemDataRole.ToolTipRole and section == Column.POWER:
                return _tr("Damage (Monsuno) or power (Redakai, MONSTER CARDS)")
            if role == Qt.ItemDataRole.ToolTipRole and section == Column.TYPE:
                return _tr("Manufacturer (Monsuno), colour (Redakai) or element (MONSTER CARDS)")
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        f = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
             | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemNeverHasChildren)
        if index.column() == Column.OWNED:
            f |= Qt.ItemFlag.ItemIsEditable
        return f

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._ids)):
            return None
        row, col = index.row(), Column(index.column())
        if role == CARD_ID_ROLE:
            return self._ids[row]
        rec = self.record(row)
        card = rec.card
        if role == RECORD_ROLE:
            return rec
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE, Qt.ItemDataRole.EditRole):
            if col == Column.NAME:
                return card.name
            if col == Column.GAME:
                return GAME_TITLES[card.game]
            if col == Column.KIND:
                return card.kind
            if col == Column.COST:
                return card_cost(card)
            if col == Column.POWER:
                return _power(rec)
            if col == Column.TYPE:
                return _type(rec)
            if col == Column.DETAILS:
                return ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in card_stats(card)
                                 if k not in ("cost", "manufacturer", "color", "element",
                                              "power"))
            if col == Column.OWNED:
                return rec.owned
            return None
        if role == Qt.ItemDataRole.DecorationRole and col == Column.PICTURE:
            if self.pictures is None or not rec.picture:
                return None
            self._rows_by_picture.setdefault(rec.picture, set()).add(rec.id)
            return self.pictures.get(rec.picture)
        if role == Qt.ItemDataRole.ToolTipRole and col == Column.NAME:
            names = [n for n in card.names.values() if n != card.name]
            return card.name + (f"\n{', '.join(names)}" if names else "")
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (
            Column.COST, Column.POWER, Column.OWNED
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and col == Column.OWNED and not rec.owned:
            return QBrush(QColor(150, 150, 150))
        return None

    def setData(self, index: _Index, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != Column.OWNED:
            return False
        try:
            total = int(value)
        except (TypeError, ValueError):
            return False
        if total < 0:
            return False
        cid = self._ids[index.row()]
        self.set_owned(cid, total)
        return True

    def set_owned(self, card_id: int, total: int) -> None:
        """Record owned copies and update the row (and anyone listening)."""
        owned = self.service.set_owned(card_id, total)
        self.update_owned(card_id, owned)
        self.ownedChanged.emit(card_id)

    def update_owned(self, card_id: int, owned: int) -> None:
        rec = self._records.get(card_id)
        if rec is not None:
            self._records[card_id] = dataclasses.replace(rec, owned=owned)
        row = self.row_of(card_id)
        if row is not None:
            idx = self.index(row, Column.OWNED)
            self.dataChanged.emit(idx, idx)

    def _picture_loaded(self, rel: str) -> None:
        for cid in self._rows_by_picture.get(rel, ()):
            row = self.row_of(cid)
            if row is not None:
                idx = self.index(row, Column.PICTURE)
                self.dataChanged.emit(idx, idx, [Qt.ItemDataRole.DecorationRole])

    # ------------------------------------------------------------------ sorting

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        key = SORT_KEYS.get(Column(column)) if 0 <= column < len(Column) else None
        if key is None:
            return
        self.order = [(key, order == Qt.SortOrder.AscendingOrder)]
        if key != "name":
            self.order.append(("name", True))
        self.set_query(self.query)

    # ------------------------------------------------------------------ drag

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME, "text/plain"]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        rows = sorted({i.row() for i in indexes if i.isValid()})
        ids = [self._ids[r] for r in rows]
        mime = QMimeData()
        mime.setData(CARD_MIME, ",".join(map(str, ids)).encode())
        mime.setText("\n".join(self.record(r).card.name for r in rows))
        return mime
