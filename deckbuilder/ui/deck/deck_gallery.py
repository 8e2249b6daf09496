"""Open Deck as a gallery: each deck a tile with its key card's picture, its ruleset
(which names its game), legal or not, its card count and when it last changed; your
decks first, the starter decks in a group of their own. Typing filters both groups;
double-click or Enter opens."""

from __future__ import annotations

import math
from pathlib import Path

from PySide6.QtCore import (
    QDateTime,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QIcon,
    QKeyEvent,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionFocusRect,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.services.deck_overview import DeckOverview, saved_overviews, starter_overviews
from deckbuilder.services.deck_service import DeckService
from deckbuilder.ui.common.card_pictures import CardPictures
from deckbuilder.ui.common.game_text import ruleset_title
from deckbuilder.ui.common.geometry import fit_window

#: The tile's picture (a card's proportions) and the tile around it with four text lines.
PICTURE = QSize(96, 134)
TILE = QSize(200, 134 + 84)
OVERVIEW_ROLE = Qt.ItemDataRole.UserRole + 1


class _TileDelegate(QStyledItemDelegate):
    """A tile: the picture on top, then one line each (name in bold, ruleset, verdict,
    change) across the tile's whole width, cut short with "…" rather than wrapped."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
                 ) -> QSize:
        return QSize(TILE.width() - 8, TILE.height() - 8)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        painter.save()
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        if selected:
            painter.fillRect(opt.rect, opt.palette.highlight())
        pix = opt.icon.pixmap(PICTURE)
        x = opt.rect.x() + (opt.rect.width() - pix.width()) // 2
        painter.drawPixmap(x, opt.rect.y() + 4, pix)
        y = opt.rect.y() + 8 + PICTURE.height()
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(opt.palette.color(role))
        for i, line in enumerate(str(index.data() or "").split("\n")):
            font = QFont(opt.font)
            font.setBold(i == 0)
            painter.setFont(font)
            metrics = QFontMetrics(font)
            text = metrics.elidedText(line, Qt.TextElideMode.ElideRight, opt.rect.width() - 8)
            painter.drawText(QRect(opt.rect.x() + 4, y, opt.rect.width() - 8,
                                   metrics.height()), int(Qt.AlignmentFlag.AlignHCenter), text)
            y += metrics.height()
        if opt.state & QStyle.StateFlag.State_HasFocus:
            focus = QStyleOptionFocusRect()
            focus.rect = opt.rect
            focus.palette = opt.palette
            style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus, painter,
                                opt.widget)
        painter.restore()


class GalleryList(QListWidget):
    """Tiles in rows that wrap, as tall as its rows (the dialog scrolls, not the list)."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setMovement(QListView.Movement.Static)
        self.setIconSize(PICTURE)
        self.setGridSize(TILE)
        self.setItemDelegate(_TileDelegate(self))
        self.setUniformItemSizes(True)
        self.setSpacing(4)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def shown(self) -> list[QListWidgetItem]:
        return [it for it in (self.item(i) for i in range(self.count()))
                if it is not None and not it.isHidden()]

    def fit_height(self) -> None:
        per_row = max(1, self.viewport().width() // TILE.width())
        rows = max(1, math.ceil(len(self.shown()) / per_row))
        self.setFixedHeight(rows * TILE.height() + 2 * self.frameWidth() + 8)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_height()


class OpenDeckDialog(QDialog):
    """Choose a saved deck or a starter deck. ``chosen`` is a saved deck's id,
    ``chosen_starter`` a starter deck's file; :attr:`saved_list` and
    :attr:`starter_list` hold the tiles, :meth:`rows` every deck's tile."""

    def __init__(self, service: DeckService, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("openDeckDialog")
        self.setWindowTitle(self.tr("Open Deck"))
        fit_window(self, "open-deck", (860, 620))
        self.chosen: int | None = None
        self.chosen_starter: Path | None = None
        self.service = service
        lay = QVBoxLayout(self)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter by name, game or ruleset"))
        self.filter.setClearButtonEnabled(True)
        lay.addWidget(self.filter)
        body = QWidget()
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 0, 0, 0)
        self.headings: list[QLabel] = []
        self.saved_list = GalleryList("savedDecks")
        self.starter_list = GalleryList("starterDecks")
        self.empty_label = QLabel(self.tr("No saved decks yet: save one with Ctrl+S"))
        self.empty_label.setObjectName("noSavedDecks")
        saved = saved_overviews(service)
        col.addWidget(self._heading(self.tr("Your decks")))
        col.addWidget(self.empty_label)
        self.empty_label.setVisible(not saved)
        col.addWidget(self.saved_list)
        self.saved_list.setVisible(bool(saved))
        col.addWidget(self._heading(self.tr("Starter decks")))
        col.addWidget(self.starter_list)
        col.addStretch(1)
        for o in saved:
            self._tile(self.saved_list, o)
        for o in starter_overviews(service):
            self._tile(self.starter_list, o)
        scroll = QScrollArea()
        scroll.setObjectName("deckGallery")
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        lay.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for view, other in ((self.saved_list, self.starter_list),
                            (self.starter_list, self.saved_list)):
            view.itemDoubleClicked.connect(lambda _item: self._accept())
            view.itemActivated.connect(lambda _item: self._accept())
            view.itemPressed.connect(lambda _item, o=other: o.clearSelection())
            view.currentItemChanged.connect(lambda cur, _prev, v=view: self._current_in(v, cur))
        self._current: QListWidgetItem | None = None
        shown = self.rows()
        if shown:
            self._select(shown[0])
        self.filter.textChanged.connect(self._filter)

    def _heading(self, title: str) -> QLabel:
        label = QLabel(title)
        font = label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        label.setFont(font)
        self.headings.append(label)
        return label

    def _tile(self, view: GalleryList, o: DeckOverview) -> None:
        lines = [o.name, ruleset_title(o.ruleset)]
        if o.legal is None:
            verdict = self.tr("Unknown ruleset")
        elif o.legal:
            verdict = self.tr("✓ Legal")
        else:
            verdict = self.tr("✗ Not legal")
        lines.append(self.tr("%1 · %n card(s)", "", o.cards).replace("%1", verdict))
        if o.changed:
            when = QDateTime.fromString(o.changed, Qt.DateFormat.ISODate)
            # Year first: "6 12 2026" (a locale's short form) reads either way round.
            lines.append(self.tr("Changed %1").replace("%1", when.toString("yyyy-MM-dd HH:mm")))
        item = QListWidgetItem("\n".join(lines))
        item.setData(Qt.ItemDataRole.UserRole, o.source)
        item.setData(OVERVIEW_ROLE, o)
        item.setIcon(QIcon(self._picture(o)))
        item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        game = game_tables.GAME_TITLES.get(o.game, o.game)
        tip = [o.name, self.tr("Game: %1").replace("%1", game),
               self.tr("Ruleset: %1").replace("%1", ruleset_title(o.ruleset))]
        if o.key_card:
            tip.append(self.tr("Key card: %1").replace("%1", o.key_card))
        item.setToolTip("\n".join(tip))
        view.addItem(item)

    def _picture(self, o: DeckOverview) -> QPixmap:
        """The key card's picture, or the face the proxies draw for it."""
        card = None
        if o.key_card is not None and o.game:
            record = self.service.find_card(o.key_card, o.game)
            card = record.card if record is not None else None
        pictures = CardPictures(lambda _n: str(o.picture) if o.picture else None,
                                lambda _n: card)
        if o.key_card is None:
            pix = QPixmap(PICTURE)
            pix.fill(Qt.GlobalColor.lightGray)
            return pix
        return pictures.get(o.key_card, PICTURE)

    def rows(self) -> list[QListWidgetItem]:
        """Every deck's tile shown (not filtered out), saved decks first."""
        return self.saved_list.shown() + self.starter_list.shown()

    @staticmethod
    def overview(item: QListWidgetItem) -> DeckOverview:
        o = item.data(OVERVIEW_ROLE)
        assert isinstance(o, DeckOverview)
        return o

    def tile(self, name: str) -> QListWidgetItem:
        """The first shown tile of the deck called ``name``."""
        return next(i for i in self.rows() if self.overview(i).name == name)

    def _current_in(self, view: GalleryList, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._current = item
            other = self.starter_list if view is self.saved_list else self.saved_list
            other.clearSelection()

    def _select(self, item: QListWidgetItem) -> None:
        view = item.listWidget()
        view.setCurrentItem(item)
        view.setFocus()
        self._current = item

    def _filter(self, text: str) -> None:
        t = text.casefold()
        for view in (self.saved_list, self.starter_list):
            for i in range(view.count()):
                item = view.item(i)
                o = self.overview(item)
                words = " ".join((item.text(), o.ruleset, o.game,
                                  game_tables.GAME_TITLES.get(o.game, o.game))).casefold()
                item.setHidden(bool(t) and t not in words)
            view.fit_height()
        shown = self.rows()
        if shown and (self._current is None or self._current.isHidden()):
            self._select(shown[0])
            self.filter.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter in the filter opens the first deck shown (the dialog's default button).
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._accept()
            return
        super().keyPressEvent(event)

    def _accept(self) -> None:
        item = self._current
        if item is None or item.isHidden():
            shown = self.rows()
            item = shown[0] if shown else None
        if item is None:
            return
        target = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(target, Path):
            self.chosen_starter = target
        elif isinstance(target, int):
            self.chosen = target
        else:
            return
        self.accept()
