"""A large picture of the card under the mouse, as Cockatrice and Moxfield show one.

The playtest table and the sample hand draw cards about 92 px wide: too small to read.
:class:`HoverPreview` watches widgets that show cards and, after a short pause of the mouse
over a card, shows :class:`CardPreview` next to it — the card's picture (or drawn face) at
:data:`PREVIEW_WIDTH` with its name and notes — until the mouse leaves or a button is
pressed (so it never covers a card being dragged).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QCursor, QGuiApplication, QHelpEvent, QMouseEvent, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QFrame, QLabel, QVBoxLayout, QWidget

#: The preview's card size: readable text on a 63 × 88 mm card.
PREVIEW_WIDTH = 250
PREVIEW_SIZE = QSize(PREVIEW_WIDTH, round(PREVIEW_WIDTH * 88 / 63))
#: The pause before the preview shows: moving the mouse across the table flashes nothing.
HOVER_DELAY_MS = 250
#: The item data role that holds a list item's card name (the text may add a count).
CARD_NAME_ROLE = Qt.ItemDataRole.UserRole + 17

#: What a widget shows at a point: a card name and its notes, or None.
Lookup = Callable[[QWidget, QPoint], "tuple[str, Sequence[str]] | None"]


class CardPreview(QFrame):
    """The popup: a card picture at a readable size, its name and notes under it."""

    def __init__(self, picture: Callable[[str, QSize], QPixmap],
                 parent: QWidget | None = None):
        # A tool tip window: on top, never takes the focus, no title bar.
        super().__init__(parent, Qt.WindowType.ToolTip)
        self.picture = picture
        self.setObjectName("cardPreview")
        self.setFrameShape(QFrame.Shape.Box)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(3)
        self.image = QLabel()
        self.image.setObjectName("cardPreviewImage")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.image)
        self.caption = QLabel()
        self.caption.setObjectName("cardPreviewCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setFixedWidth(PREVIEW_WIDTH)
        lay.addWidget(self.caption)
        self.card = ""

    def show_card(self, name: str, notes: Sequence[str], anchor: QRect,
                  dock: QRect | None = None) -> None:
        """Show ``name`` beside ``anchor`` (global coordinates), inside the screen; in
        ``dock`` (global) if given and the preview fits there."""
        self.card = name
        self.image.setPixmap(self.picture(name, PREVIEW_SIZE))
        self.caption.setText("\n".join([name, *notes]))
        self.adjustSize()
        size = self.sizeHint()
        if dock is not None and dock.width() >= size.width() and dock.height() >= size.height():
            # Level with the card where the dock allows: the eye moves across, not down.
            y = max(dock.top(), min(anchor.top(), dock.bottom() - size.height()))
            self.move(QPoint(dock.right() - size.width(), y))
        else:
            self.move(self._place(anchor))
        self.show()
        self.raise_()

    def _place(self, anchor: QRect) -> QPoint:
        size = self.sizeHint()
        screen = QGuiApplication.screenAt(anchor.center()) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry() if screen is not None else QRect(0, 0, 4000, 4000)
        # Right of the card if it fits, else left of it; level with its top, kept on screen.
        x = anchor.right() + 8
        if x + size.width() > area.right():
            x = anchor.left() - 8 - size.width()
        y = anchor.top()
        x = max(area.left(), min(x, area.right() - size.width()))
        y = max(area.top(), min(y, area.bottom() - size.height()))
        return QPoint(x, y)


def tile_lookup(widget: QWidget, _pos: QPoint) -> tuple[str, Sequence[str]] | None:
    """A card tile of the table (it has a ``view``: the engine's CardView); face-down
    cards are not shown."""
    view = getattr(widget, "view", None)
    if view is None or view.state == "face-down" or not view.name:
        return None
    return view.name, tuple(getattr(widget, "preview_notes", view.notes))


def list_lookup(viewport: QWidget, pos: QPoint) -> tuple[str, Sequence[str]] | None:
    """The item under ``pos`` of a list of cards (the viewport's list view): its
    :data:`CARD_NAME_ROLE` name, or its text."""
    view = viewport.parent()
    if not isinstance(view, QAbstractItemView):
        return None
    index = view.indexAt(pos)
    if not index.isValid():
        return None
    name = index.data(CARD_NAME_ROLE) or index.data(Qt.ItemDataRole.DisplayRole)
    return (str(name), ()) if name else None


#: How each kind of watched widget finds its card (the widget's ``cardPreview`` property:
#: a property, not a table of widgets, so a widget that goes needs no bookkeeping).
LOOKUPS: dict[str, Lookup] = {"tile": tile_lookup, "list": list_lookup}
KIND_PROPERTY = "cardPreview"


class HoverPreview(QObject):
    """Shows a :class:`CardPreview` for the card under the mouse in the watched widgets."""

    def __init__(self, picture: Callable[[str, QSize], QPixmap], parent: QWidget):
        super().__init__(parent)
        # Owned by the window (a window of its own all the same): it goes with it.
        self.popup = CardPreview(picture, parent)
        self._widget: QWidget | None = None
        self._pos = QPoint()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(HOVER_DELAY_MS)
        self._timer.timeout.connect(self._show)
        #: Where table cards are previewed (global rect), so the preview covers no pile
        #: or card of the table; None: beside the card.
        self.dock: Callable[[], QRect | None] | None = None

    def watch(self, widget: QWidget, kind: str = "tile") -> None:
        """Preview the cards ``widget`` shows (``kind``: a key of :data:`LOOKUPS`)."""
        widget.setProperty(KIND_PROPERTY, kind)
        widget.installEventFilter(self)

    def watch_list(self, view: QAbstractItemView) -> None:
        """Preview the items of a list of cards (see :func:`list_lookup`)."""
        view.setMouseTracking(True)
        view.viewport().setMouseTracking(True)
        self.watch(view.viewport(), "list")

    def hide(self) -> None:
        self._timer.stop()
        self._widget = None
        self.popup.hide()

    def show_now(self, widget: QWidget, pos: QPoint | None = None) -> bool:
        """Preview the card of ``widget`` at once (tests and screenshots)."""
        self._widget = widget
        self._pos = pos if pos is not None else widget.rect().center()
        return self._show()

    def _show(self) -> bool:
        widget = self._widget
        if widget is not None and not shiboken6.isValid(widget):
            widget = self._widget = None  # deleted with the table it was on
        lookup = LOOKUPS.get(str(widget.property(KIND_PROPERTY))) if widget else None
        found = lookup(widget, self._pos) if widget is not None and lookup else None
        if widget is None or found is None or not widget.isVisible():
            self.popup.hide()
            return False
        name, notes = found
        if self.popup.isVisible() and self.popup.card == name:
            return True
        if isinstance(widget.parent(), QAbstractItemView):
            view = widget.parent()
            assert isinstance(view, QAbstractItemView)
            rect = view.visualRect(view.indexAt(self._pos))
        else:
            rect = widget.rect()
        anchor = QRect(widget.mapToGlobal(rect.topLeft()), rect.size())
        dock = self.dock() if self.dock is not None and widget.property(KIND_PROPERTY) == "tile" \
            else None
        self.popup.show_card(name, notes, anchor, dock)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(watched, QWidget) or not watched.property(KIND_PROPERTY):
            return False
        kind = event.type()
        if kind in (QEvent.Type.Enter, QEvent.Type.MouseMove):
            if isinstance(event, QMouseEvent):
                self._pos = event.position().toPoint()
            else:
                self._pos = watched.mapFromGlobal(QCursor.pos())
            self._widget = watched
            if self.popup.isVisible():
                self._show()  # a list: follow the mouse from item to item
            elif event.type() == QEvent.Type.Enter or not self._timer.isActive():
                self._timer.start()
        elif kind in (QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.Hide,
                      QEvent.Type.Wheel, QEvent.Type.DragEnter):
            self.hide()
        elif kind == QEvent.Type.ToolTip:
            # The preview names the card (and its notes): no tool tip on top of it. A
            # face-down card (no preview) keeps its tool tip.
            lookup = LOOKUPS.get(str(watched.property(KIND_PROPERTY)))
            pos = event.pos() if isinstance(event, QHelpEvent) else self._pos
            return lookup is not None and lookup(watched, pos) is not None
        return False
