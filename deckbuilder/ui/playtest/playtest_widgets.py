"""Widgets of the playtest window around the table: choice buttons whose text wraps, the
table with readable card notes and a large preview on hover, and the pile viewer."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.engine import CardView
from deckbuilder.ui.common.card_pictures import CardPictures, face_down
from deckbuilder.ui.common.card_preview import CARD_NAME_ROLE, HoverPreview, list_lookup
from deckbuilder.ui.common.card_viewer import ClickToEnlarge, show_card_large
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.playtest.engine_text import engine_text
from deckbuilder.ui.playtest.playtest_table import (
    SMALL_TILE,
    STATE_TINT,
    TILE,
    CardTile,
    Refit,
    TableWidget,
    ZoneWidget,
)


class PromptLabel(QLabel):
    """The decision's prompt above the choices, always the same height.

    A prompt of one line and one of three moved every choice button under it up or down,
    so two clicks in one place did two different things. The label keeps room for
    ``lines`` lines of its font; a longer prompt is set in a smaller font until it fits
    (its whole text is also the tool tip)."""

    def __init__(self, lines: int = 3, parent: QWidget | None = None):
        super().__init__(parent)
        self.lines = lines
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._base = QFont(self.font())
        self._fix_height()

    def set_base_font(self, font: QFont) -> None:
        self._base = QFont(font)
        self.setFont(font)
        self._fix_height()
        self._fit()

    def _fix_height(self) -> None:
        m = self.contentsMargins()
        self.setFixedHeight(QFontMetrics(self._base).lineSpacing() * self.lines
                            + m.top() + m.bottom() + 2)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def _fit(self) -> None:
        font = QFont(self._base)
        width = self.contentsRect().width()
        room = self.contentsRect().height()
        flags = int(Qt.TextFlag.TextWordWrap)
        size = font.pointSizeF()
        while width > 0 and size > self._base.pointSizeF() * 0.6:
            font.setPointSizeF(size)
            needed = QFontMetrics(font).boundingRect(0, 0, width, 10_000, flags,
                                                     self.text()).height()
            if needed <= room:
                break
            size -= 0.5
        if font != self.font():
            self.setFont(font)


#: The most the choices take of the side panel; more scroll (the log keeps its room).
CHOICES_HEIGHT = 380
#: The least the log keeps under the choices (a few lines of what happened).
LOG_HEIGHT = 90


class ChoicesFit(QObject):
    """Keeps the choices' scroll area (``scroll``, its buttons in ``lay``) as tall as its
    choices, up to CHOICES_HEIGHT and to what its side panel (``side``) has left above
    the log's LOG_HEIGHT; more choices scroll. Refits when the panel's width changes
    (the texts wrap anew) or its height (a smaller screen).

    The panel's own minimum is small: sized from the choices of the moment, it kept the
    window taller than a 1280×720 screen's room (about 650 pixels under the panel and
    the title bar) — your cards then did not fit."""

    def __init__(self, scroll: QAbstractScrollArea, lay: QVBoxLayout, side: QWidget,
                 log: QWidget):
        super().__init__(scroll)
        self.scroll = scroll
        self.lay = lay
        self.side = side
        self.log = log
        side.setMinimumHeight(200)
        scroll.installEventFilter(self)
        side.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QResizeEvent) and (
                (watched is self.scroll and event.oldSize().width() != event.size().width())
                or (watched is self.side and event.oldSize().height() != event.size().height())):
            self.fit()
        return False

    def fit(self) -> None:
        # Summed by hand: the new buttons are not shown yet (the layout shows them on the
        # next event loop turn), so the layout's own size hint still leaves them out.
        lay = self.lay
        m = lay.contentsMargins()
        scroll = self.scroll
        widgets = [w for i in range(lay.count())
                   if (item := lay.itemAt(i)) is not None and (w := item.widget()) is not None]

        def height(width: int) -> int:
            # Wrapped choice texts: their height at the width the buttons get.
            heights = [w.heightForWidth(width) if w.hasHeightForWidth() and width > 0
                       else w.sizeHint().height() for w in widgets]
            return m.top() + m.bottom() + sum(heights) + lay.spacing() * max(0, len(heights) - 1)

        # The panel's height less what the rest of it takes (the bots, the prompt, the
        # box's title, the log's label) and the log's share.
        side_lay = self.side.layout()
        others = side_lay.minimumSize().height() - scroll.minimumHeight() \
            - self.log.minimumSizeHint().height() if side_lay is not None else 0
        most = max(80, min(CHOICES_HEIGHT, self.side.height() - others - LOG_HEIGHT))
        # From the scroll area's width, not its viewport's: the viewport narrows while a
        # scroll bar comes and goes, and the heights would chase it.
        width = scroll.width() - 2 * scroll.frameWidth() - m.left() - m.right()
        total = height(width)
        if total > most:
            # They scroll: the scroll bar takes its width.
            total = height(width - scroll.verticalScrollBar().sizeHint().width())
        scroll.setFixedHeight(min(total, most) if widgets else 0)


class CornerTabBar(QTabBar):
    """A tab bar whose tabs are as tall as the controls in its tab widget's corner
    (``corner``): the tab widget gives its corner only the tab bar's height, and the
    playtest table's buttons there were cut at the top."""

    def __init__(self, corner: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.corner = corner

    def tabSizeHint(self, index: int) -> QSize:
        size = super().tabSizeHint(index)
        size.setHeight(max(size.height(), self.corner.sizeHint().height() + 2))
        return size


class WrapButton(QPushButton):
    """A push button whose text wraps onto as many lines as the width needs.

    A plain QPushButton is as wide as its text on one line, and the choices' scroll area
    (no horizontal scroll bar) cuts a long one off on the right — with the cost at the end
    of "Recover by discarding your hand … takes 10 damage". The text is drawn by a
    word-wrapping label inside; the button keeps it as its own ``text()`` too (for tests,
    accessibility and tool tips) but paints only its frame."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self._label = QLabel(text, self)
        self._label.setObjectName("wrapButtonText")
        self._label.setWordWrap(True)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        # Clicks go to the button under it.
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._lay = QHBoxLayout(self)
        self._lay.setContentsMargins(8, 4, 8, 4)
        self._lay.addWidget(self._label)
        # (Not Fixed: a fixed height is the one-line sizeHint and would cut the lines.)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._label.setText(text)

    def label_text(self) -> str:
        return self._label.text()

    def _margins(self) -> tuple[int, int]:
        m = self._lay.contentsMargins()
        return m.left() + m.right(), m.top() + m.bottom()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        dx, dy = self._margins()
        # At least as tall as an ordinary one-line button of the style.
        return max(super().sizeHint().height(),
                   self._label.heightForWidth(max(1, width - dx)) + dy)

    def sizeHint(self) -> QSize:
        # The text on one line; a narrower place wraps it (see minimumSizeHint).
        dx, _dy = self._margins()
        width = self._label.fontMetrics().horizontalAdvance(self.text()) + dx + 2
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        # Narrow (the width the scroll area gives decides; the text wraps to fit it) and
        # one line tall: layouts ask heightForWidth for the real height. A taller minimum
        # (the text wrapped at the narrow width) would make the choices scroll for nothing.
        width = self._label.fontMetrics().horizontalAdvance("M") * 8
        return QSize(width, super().sizeHint().height())

    def paintEvent(self, _event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""  # the label draws it, wrapped
        QStylePainter(self).drawControl(QStyle.ControlElement.CE_PushButton, option)


# --------------------------------------------------------------------------- the table

NOTE_PIXELS = 10
SMALLEST_NOTE_PIXELS = 7


def note_font(notes: Sequence[str], width: int) -> QFont:
    """The notes' font: bold 10 px, smaller if a single word is wider than the card."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    words = [w for n in notes for w in n.split()]
    for px in range(NOTE_PIXELS, SMALLEST_NOTE_PIXELS - 1, -1):
        font.setPixelSize(px)
        metrics = QFontMetrics(font)
        if all(metrics.horizontalAdvance(w) <= width for w in words):
            break
    return font


def note_lines(notes: Sequence[str], metrics: QFontMetrics, width: int) -> list[str]:
    """The notes as lines at most ``width`` wide: each note on a line of its own, wrapped
    between words when it is too long (not cut: "not launc…" said nothing). Only a single
    word wider than the card even in the smallest font (see :func:`note_font`) is cut."""
    lines: list[str] = []
    for note in notes:
        line = ""
        for whole in note.split():
            word = metrics.elidedText(whole, Qt.TextElideMode.ElideRight, width)
            trial = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(trial) > width:
                lines.append(line)
                line = word
            else:
                line = trial
        if line:
            lines.append(line)
    return lines


def paint_tile(base: QPixmap, view: CardView, notes: Sequence[str]) -> QPixmap:
    """The card picture ``base`` as a tile shows it: tinted by its state, with its notes
    in a dark band at the bottom, wrapped (see :func:`note_lines`). The band covers at
    most two thirds of the card; lines past that are left out."""
    shown = QPixmap(base)
    if view.state not in STATE_TINT and not notes:
        return shown
    painter = QPainter(shown)
    if view.state in STATE_TINT:
        painter.fillRect(shown.rect(), STATE_TINT[view.state])
    if notes:
        width = shown.width() - 4
        font = note_font(notes, width)
        painter.setFont(font)
        metrics = QFontMetrics(font)
        step = metrics.height()
        lines = note_lines(notes, metrics, width)
        lines = lines[:max(1, (shown.height() * 2 // 3) // step)]
        height = step * len(lines) + 2
        band = QRectF(0, shown.height() - height, shown.width(), height)
        painter.fillRect(band, QColor(0, 0, 0, 175))
        painter.setPen(QColor(255, 255, 255))
        for i, line in enumerate(lines):
            painter.drawText(QRectF(2, band.top() + 1 + step * i, width, step),
                             Qt.AlignmentFlag.AlignCenter, line)
    painter.end()
    return shown


class TileReader(QObject):
    """Makes the tiles of ``table`` readable: notes wrap instead of being cut, the mouse
    resting on a card shows it larger (:class:`HoverPreview`), and a middle click or
    Ctrl+click shows it as large as the screen allows (a plain click plays it). A helper
    the playtest window adds to its table: it follows the table's ``zoneBuilt``."""

    def __init__(self, table: TableWidget, pictures: CardPictures, preview: HoverPreview):
        super().__init__(table)
        self.table = table
        self.pictures = pictures
        self.preview = preview
        table.zoneBuilt.connect(self._decorate)

    def show_large(self, tile: CardTile) -> bool:
        """The card of ``tile`` in the large viewer (not a face-down one)."""
        view = tile.view
        if view.state == "face-down" or not view.name:
            return False
        self.preview.hide()
        name = view.name
        show_card_large(self.table, name, lambda size: self.pictures.get(name, size))
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, CardTile) and isinstance(event, QMouseEvent) \
                and event.type() in (QEvent.Type.MouseButtonPress,
                                     QEvent.Type.MouseButtonRelease,
                                     QEvent.Type.MouseButtonDblClick):
            button = event.button()
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            if button == Qt.MouseButton.MiddleButton or (
                    button == Qt.MouseButton.LeftButton and ctrl):
                if event.type() == QEvent.Type.MouseButtonRelease:
                    self.show_large(watched)
                return True  # not a play, not a drag
        return super().eventFilter(watched, event)

    def _decorate(self, zw: ZoneWidget) -> None:
        size = zw.tile_size  # as the zone drew them (your own cards larger)
        for tile in zw.findChildren(CardTile):
            view = tile.view
            notes = [engine_text(n) for n in view.notes]
            tile.preview_notes = notes  # type: ignore[attr-defined]
            if notes:
                base = face_down(size) if view.state == "face-down" else \
                    self.pictures.get(view.name, size)
                tile.setPixmap(paint_tile(base, view, notes))
            self.preview.watch(tile)
            tile.installEventFilter(self)


def show_list_card(view: QListWidget, pos: QPoint,
                   picture: Callable[[str, QSize], QPixmap]) -> bool:
    """Show the card of ``view``'s item at ``pos`` large (a pile's, the sample hand's)."""
    found = list_lookup(view.viewport(), pos)
    if found is None:
        return False
    name = found[0]
    show_card_large(view, name, lambda size: picture(name, size))
    return True


# --------------------------------------------------------------------------- piles

class PileDialog(QDialog):
    """The cards of a pile (a discard pile, a graveyard): each card once with its count
    and its face, newest first; resting the mouse on one shows it large."""

    def __init__(self, title: str, cards: Sequence[CardView], pictures: CardPictures,
                 preview: HoverPreview, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pileDialog")
        self.setWindowTitle(title)
        lay = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setObjectName("pileInfo")
        lay.addWidget(self.info)
        self.cards = QListWidget()
        self.cards.setObjectName("pileCards")
        self.cards.setViewMode(QListWidget.ViewMode.IconMode)
        self.cards.setIconSize(TILE)
        self.cards.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.cards.setMovement(QListWidget.Movement.Static)
        self.cards.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.cards.setWordWrap(True)
        self.cards.setSpacing(6)
        self.cards.setGridSize(QSize(TILE.width() + 40, TILE.height() + 48))
        lay.addWidget(self.cards, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        # The top of the pile (the last card put there) first; copies counted once.
        groups: dict[tuple[str, tuple[str, ...]], int] = {}
        for view in reversed(cards):
            key = (view.name, tuple(engine_text(n) for n in view.notes))
            groups[key] = groups.get(key, 0) + 1
        for (name, notes), n in groups.items():
            # A shared pile notes each card's owner: "2× Blaze Wyrm (Dummy)".
            text = f"{n}× {name}"
            if notes:
                text += f" ({', '.join(notes)})"
            item = QListWidgetItem(text)
            item.setData(CARD_NAME_ROLE, name)
            item.setIcon(pictures.get(name, TILE))
            item.setToolTip(text)
            self.cards.addItem(item)
        total = len(cards)
        self.info.setText(self.tr("%n card(s)", "", total).replace(
            "card(s)", "card" if total == 1 else "cards") if total else
            self.tr("No cards here."))
        preview.watch_list(self.cards)
        ClickToEnlarge(self.cards.viewport(), lambda pos: show_list_card(self.cards, pos,
                                                                         pictures.get))
        fit_window(self, "pile", (620, 480))

    def entries(self) -> list[str]:
        """The items' texts (tests)."""
        return [self.cards.item(i).text() for i in range(self.cards.count())]


class DummyCardsDialog(QDialog):
    """Choose the dummy's cards one by one (RULES: "a Monsuno / three Monsuno / three
    characters chosen by the user"): tick exactly ``needed`` of ``cards`` — each a name and
    a line of its numbers — with a filter box for a large catalog."""

    def __init__(self, cards: Sequence[tuple[str, str]], needed: int, prompt: str,
                 pictures: CardPictures, preview: HoverPreview,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("dummyCardsDialog")
        self.setWindowTitle(self.tr("Dummy's Cards"))
        self.needed = needed
        fit_window(self, "dummy-cards", (520, 560))
        lay = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        lay.addWidget(self.info)
        self.filter = QLineEdit()
        self.filter.setObjectName("dummyFilter")
        self.filter.setPlaceholderText(self.tr("Filter by name"))
        self.filter.setClearButtonEnabled(True)
        lay.addWidget(self.filter)
        self.cards = QListWidget()
        self.cards.setObjectName("dummyCards")
        self.cards.setIconSize(QSize(SMALL_TILE.width() // 2, SMALL_TILE.height() // 2))
        for name, summary in cards:
            item = QListWidgetItem(f"{name} — {summary}" if summary else name)
            item.setData(CARD_NAME_ROLE, name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setIcon(pictures.get(name, SMALL_TILE))
            self.cards.addItem(item)
        lay.addWidget(self.cards, 1)
        preview.watch_list(self.cards)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._prompt = prompt
        self.filter.textChanged.connect(self._filter)
        self.cards.itemChanged.connect(lambda _item: self._update())
        # A click anywhere on the row ticks it, not only on the small box.
        self.cards.itemClicked.connect(self._toggle)
        self._update()

    def _toggle(self, item: QListWidgetItem) -> None:
        item.setCheckState(Qt.CheckState.Unchecked if item.checkState() == Qt.CheckState.Checked
                           else Qt.CheckState.Checked)

    def _filter(self, text: str) -> None:
        needle = text.strip().casefold()
        for row in range(self.cards.count()):
            item = self.cards.item(row)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    def chosen(self) -> list[str]:
        return [str(self.cards.item(r).data(CARD_NAME_ROLE)) for r in range(self.cards.count())
                if self.cards.item(r).checkState() == Qt.CheckState.Checked]

    def _update(self) -> None:
        n = len(self.chosen())
        self.info.setText(self._prompt + " " + self.tr("Chosen: %1 of %2.")
                          .replace("%1", str(n)).replace("%2", str(self.needed)))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(n == self.needed)


#: The widest a sample hand card is drawn (a card read at arm's length).
SAMPLE_MAX_WIDTH = 300
#: The size a sample hand item's icon was drawn at.
SIZE_ROLE = Qt.ItemDataRole.UserRole + 40


class SampleHand(QListWidget):
    """The sample hand's cards as large as the tab allows: one row for an opening hand (two
    for a big one), each card up to :data:`SAMPLE_MAX_WIDTH` wide, never below a table tile."""

    def __init__(self, picture: Callable[[str, QSize], QPixmap], parent: QWidget | None = None):
        super().__init__(parent)
        self.picture = picture
        self.setObjectName("sampleHand")
        self.setViewMode(QListWidget.ViewMode.IconMode)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setMovement(QListWidget.Movement.Static)
        self.setSpacing(6)
        self.setIconSize(TILE)
        self._refit = Refit(self, self.fit, 0)
        self.model().rowsInserted.connect(lambda *_a: self._refit.start())
        # A click on a card shows it as large as the screen allows.
        ClickToEnlarge(self.viewport(), lambda pos: show_list_card(self, pos, self.picture))

    def card_size(self) -> QSize:
        n = max(1, self.count())
        rows = 1 if n <= 8 else 2
        per_row = -(-n // rows)
        room = self.viewport().size()
        line = self.fontMetrics().lineSpacing() + 16
        width = min((room.width() - 20) // per_row - 2 * self.spacing() - 16,
                    int((room.height() // rows - line) * 63 / 88), SAMPLE_MAX_WIDTH)
        width = max(width, TILE.width())
        return QSize(width, round(width * 88 / 63))

    def fit(self) -> None:
        size = self.card_size()
        if size == self.iconSize() and not self._refit.isActive() and all(
                self.item(i).data(SIZE_ROLE) == size for i in range(self.count())):
            return
        self.setIconSize(size)
        for i in range(self.count()):
            item = self.item(i)
            if item.data(SIZE_ROLE) != size:
                item.setIcon(self.picture(str(item.data(CARD_NAME_ROLE) or item.text()), size))
                item.setData(SIZE_ROLE, size)
