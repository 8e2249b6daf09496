"""A card's picture as large as the screen allows, opened by a click on the card's picture
wherever the app shows one (the catalog's list and grid, the card pane, the card editor,
the playtest table, the sample hand, a pile); Esc or a click closes it.

:class:`CardViewer` is the window; :func:`show_card_large` opens one (one at a time);
:class:`ClickToEnlarge` turns a plain click on a widget into "show it large" — after the
double-click interval where a double-click means something else (add the card to the deck,
choose a picture), so a double-click never flashes the viewer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QVBoxLayout, QWidget

from deckbuilder.ui.common.geometry import FRAME, available, fit_window
from deckbuilder.ui.common.style import VIEWER_BACKGROUND, VIEWER_TEXT

if TYPE_CHECKING:
    from deckbuilder.catalog.card_repository import CardRecord
    from deckbuilder.rules.cards import Card

#: A card's shape, width to height (63 × 88 mm).
CARD_RATIO = 63 / 88
#: The share of the screen's height the card takes.
SCREEN_SHARE = 0.92

#: Draws a card's picture at (within) a size.
Picture = Callable[[QSize], QPixmap]


class CardViewer(QDialog):
    """One card, large: its picture fitting the screen and its name under it."""

    def __init__(self, name: str, picture: Picture, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Dialog | Qt.WindowType.FramelessWindowHint)
        self.setObjectName("cardViewer")
        self.setWindowTitle(name)
        self.card = name
        self.setStyleSheet(f"QDialog#cardViewer {{ background: {VIEWER_BACKGROUND}; }}"
                           f"QLabel {{ color: {VIEWER_TEXT}; }}")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 8)
        lay.setSpacing(6)
        self.image = QLabel()
        self.image.setObjectName("cardViewerImage")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.image, 1)
        self.caption = QLabel()
        self.caption.setObjectName("cardViewerCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setText(name + "   ·   " + self.tr("Esc or a click closes"))
        lay.addWidget(self.caption)
        room = available(self).size() - FRAME
        caption = self.caption.sizeHint().height() + lay.spacing() + 18
        height = int(room.height() * SCREEN_SHARE) - caption
        width = round(height * CARD_RATIO)
        if width > room.width() * SCREEN_SHARE:  # a tall, narrow screen
            width = int(room.width() * SCREEN_SHARE)
            height = round(width / CARD_RATIO)
        self.image.setPixmap(picture(QSize(width, height)))
        shown = max(width, self.caption.sizeHint().width())
        fit_window(self, "card-viewer", (shown + 20, height + caption))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.accept()
            return
        super().keyPressEvent(event)  # Esc rejects: closed all the same


_open: list[CardViewer] = []


def current_viewer() -> CardViewer | None:
    """The viewer now open, if any."""
    for viewer in _open:
        if shiboken6.isValid(viewer) and viewer.isVisible():
            return viewer
    return None


def show_card_large(over: QWidget, name: str, picture: Picture) -> CardViewer:
    """Open the viewer for ``name`` over ``over``'s window (closing one already open)."""
    for old in _open:
        if shiboken6.isValid(old):
            old.close()
    _open.clear()
    viewer = CardViewer(name, picture, over.window())
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    _open.append(viewer)
    # Window-modal but not blocking: the click that opened it returns at once.
    viewer.open()
    viewer.activateWindow()
    viewer.setFocus()
    return viewer


def card_picture(path: Path | None, card: Card) -> Picture:
    """The picture file ``path`` at full resolution, or ``card``'s drawn face when there is
    no picture (or it cannot be read)."""
    # (The renderer the playtest table uses too: a picture file, else the card face the
    # proxies draw.)
    from deckbuilder.ui.common.card_pictures import CardPictures

    pictures = CardPictures(lambda _name: str(path) if path else None, lambda _name: card)
    return lambda size: pictures.get(card.name, size)


def record_picture(pictures_dir: Path, record: CardRecord) -> Picture:
    """A catalog card's picture at full resolution, or its drawn face when it has none."""
    rel = record.picture
    return card_picture(pictures_dir / rel[:2] / rel if rel else None, record.card)


class ClickToEnlarge(QObject):
    """A plain left click on ``widget`` (no drag, no Ctrl or Shift) calls ``open_at`` with
    the click's position; with ``after_double_click`` only once the double-click interval
    has passed without a second click."""

    def __init__(self, widget: QWidget, open_at: Callable[[QPoint], object], *,
                 after_double_click: bool = False):
        super().__init__(widget)
        self.open_at = open_at
        self._press: QPoint | None = None
        self._pos = QPoint()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(QApplication.doubleClickInterval() if after_double_click
                                else 0)
        self._timer.timeout.connect(lambda: self.open_at(self._pos))
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if not isinstance(event, QMouseEvent):
            return False
        pos = event.position().toPoint()
        if kind == QEvent.Type.MouseButtonPress:
            self._timer.stop()
            plain = event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                         | Qt.KeyboardModifier.ShiftModifier) \
                == Qt.KeyboardModifier.NoModifier
            self._press = pos if event.button() == Qt.MouseButton.LeftButton and plain \
                else None
        elif kind == QEvent.Type.MouseButtonRelease:
            if self._press is not None and event.button() == Qt.MouseButton.LeftButton \
                    and (pos - self._press).manhattanLength() \
                    <= QApplication.startDragDistance():
                self._pos = pos
                self._timer.start()
            self._press = None
        elif kind == QEvent.Type.MouseButtonDblClick:
            self._press = None
            self._timer.stop()
        elif kind == QEvent.Type.MouseMove and self._press is not None \
                and (pos - self._press).manhattanLength() > QApplication.startDragDistance():
            self._press = None  # a drag, not a click
        return False
