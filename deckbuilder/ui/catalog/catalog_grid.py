"""The catalog as a grid of card pictures (like Moxfield's visual view), over the same search
results as the list: a proxy of :class:`CatalogModel` whose name column carries a large
picture, shown by a :class:`QListView` in icon mode. Pictures load in the background (a
:class:`PictureLoader` of their own size); a card shows its name until its picture is in."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QIdentityProxyModel,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QWidget

from deckbuilder.ui.catalog.catalog_model import DATA_ROLES, RECORD_ROLE, CatalogModel
from deckbuilder.ui.common.thumbnails import PictureLoader

#: A grid cell's picture (63:88, the card's shape).
GRID_PICTURE = QSize(146, 204)

_Index = QModelIndex | QPersistentModelIndex


class GridModel(QIdentityProxyModel):
    """The catalog's rows with a large picture on the name column, and under the name the
    copies owned (a collector scanning the grid sees at once what they have)."""

    def __init__(self, model: CatalogModel, pictures: PictureLoader, parent: Any = None):
        super().__init__(parent)
        self.setSourceModel(model)
        self.catalog = model
        self.pictures = pictures
        self._rows_by_picture: dict[str, set[int]] = {}
        pictures.loaded.connect(self._loaded)
        self.blank = QPixmap(GRID_PICTURE)
        self.blank.fill(QColor(128, 128, 128, 40))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in DATA_ROLES:
            return None  # asked for every cell on every repaint: no trip to the catalog
        # While a window is torn down its catalog model may go first: nothing to show.
        if not shiboken6.isValid(self.catalog) or self.sourceModel() is None:
            return None
        if role == Qt.ItemDataRole.DecorationRole and index.isValid():
            rec = super().data(index, RECORD_ROLE)
            if rec is None or not rec.picture:
                return self.blank
            self._rows_by_picture.setdefault(rec.picture, set()).add(rec.id)
            # Until the picture is in, a blank of its size: every cell keeps one size.
            return self.pictures.get(rec.picture) or self.blank
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        if role == Qt.ItemDataRole.DisplayRole and index.isValid() \
                and index.column() == self.catalog.column_of("name"):
            rec = super().data(index, RECORD_ROLE)
            if rec is not None and rec.owned:
                owned = QCoreApplication.translate("CatalogGrid", "%n owned", "", rec.owned)
                return f"{rec.card.name}\n{owned}"
        return super().data(index, role)

    def _loaded(self, rel: str) -> None:
        col = self.catalog.column_of("name")
        for cid in self._rows_by_picture.pop(rel, ()):
            row = self.catalog.row_of(cid)
            if row is not None and col >= 0:
                idx = self.index(row, col)
                self.dataChanged.emit(idx, idx, [Qt.ItemDataRole.DecorationRole])


class CatalogGrid(QListView):
    """Card pictures in rows that wrap with the width; their names under them."""

    def __init__(self, model: CatalogModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("catalogGrid")
        self.pictures = PictureLoader(model.service.pictures_dir,
                                      size=(GRID_PICTURE.width(), GRID_PICTURE.height()),
                                      capacity=400, parent=self)
        self.grid_model = GridModel(model, self.pictures, self)
        self.setModel(self.grid_model)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setIconSize(GRID_PICTURE)
        line = self.fontMetrics().lineSpacing()
        # Room for a name on two lines and the copies owned under it.
        self.setGridSize(QSize(GRID_PICTURE.width() + 14, GRID_PICTURE.height() + 3 * line + 12))
        self.setUniformItemSizes(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setWordWrap(True)
        self.setSpacing(4)
        # Laid out in batches: 100,000 results never freeze the window.
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(200)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        model.columnsChanged.connect(self._columns_changed)
        self._columns_changed()

    def _columns_changed(self) -> None:
        self.setModelColumn(max(0, self.grid_model.catalog.column_of("name")))
