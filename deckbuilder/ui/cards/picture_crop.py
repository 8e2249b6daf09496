"""Cropping a picture to the card's shape: the picture scaled to fit, with a frame of the
card's ratio (63:88) that the user moves and resizes. The box comes back in the picture's
own pixels; the cutting itself is done by :func:`deckbuilder.catalog.pictures.crop_picture`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.ui.common.style import set_tone

#: Width : height of a card (63 × 88 mm).
CARD_RATIO: tuple[int, int] = (63, 88)
#: Below this width (in picture pixels) a printed proxy starts to look soft.
LOW_RES_WIDTH = 400
#: The frame is never smaller than this (in picture pixels).
MIN_CROP_WIDTH = 16
HANDLE = 10  # half size of a corner handle, in screen pixels
MARGIN = 12  # free space around the picture, so the corner handles can be grabbed

Box = tuple[int, int, int, int]


def largest_centred_box(width: int, height: int,
                        ratio: tuple[int, int] = CARD_RATIO) -> QRectF:
    """The largest rectangle of ``ratio`` centred in a ``width`` × ``height`` picture."""
    r = ratio[0] / ratio[1]
    if width / height > r:
        h = float(height)
        w = h * r
    else:
        w = float(width)
        h = w / r
    return QRectF((width - w) / 2, (height - h) / 2, w, h)


def integer_box(rect: QRectF, width: int, height: int,
                ratio: tuple[int, int] = CARD_RATIO) -> Box:
    """``rect`` as whole pixels (left, top, right, bottom) inside the picture, keeping the
    ratio as closely as whole pixels allow."""
    r = ratio[0] / ratio[1]
    w = max(1, round(rect.width()))
    h = max(1, round(w / r))
    if h > height:
        h = height
        w = max(1, round(h * r))
    if w > width:
        w = width
        h = max(1, min(height, round(w / r)))
    left = min(max(0, round(rect.left())), width - w)
    top = min(max(0, round(rect.top())), height - h)
    return left, top, left + w, top + h


class CropView(QWidget):
    """The picture with a ratio-locked crop frame. Drag inside the frame to move it, drag a
    corner to resize it, use the mouse wheel or +/- to resize, arrow keys to move."""

    cropChanged = Signal()

    def __init__(self, image: QImage, ratio: tuple[int, int] = CARD_RATIO,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.image = image
        self.ratio = ratio
        self._r = ratio[0] / ratio[1]
        self.crop = largest_centred_box(image.width(), image.height(), ratio)
        self._scaled: QPixmap | None = None
        self._mode = ""  # "", "move" or "resize"
        self._anchor = QPointF()
        self._grab_offset = QPointF()
        self._corner = (1, 1)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(320, 360))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setToolTip(self.tr("Drag the frame to move it, drag a corner to resize it.\n"
                                "Mouse wheel or +/− resizes, arrow keys move "
                                "(with Shift: bigger steps)."))

    # -------------------------------------------------------------- geometry

    def sizeHint(self) -> QSize:
        w, h = self.image.width(), self.image.height()
        scale = min(1.0, 560 / max(1, h), 640 / max(1, w))
        return QSize(int(w * scale) + 2 * MARGIN, int(h * scale) + 2 * MARGIN)

    def scale(self) -> float:
        """Screen pixels per picture pixel."""
        avail_w = max(1, self.width() - 2 * MARGIN)
        avail_h = max(1, self.height() - 2 * MARGIN)
        return min(avail_w / max(1, self.image.width()), avail_h / max(1, self.image.height()))

    def image_rect(self) -> QRectF:
        """Where the picture is drawn, in widget coordinates."""
        s = self.scale()
        w, h = self.image.width() * s, self.image.height() * s
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def to_widget(self, p: QPointF) -> QPointF:
        r, s = self.image_rect(), self.scale()
        return QPointF(r.left() + p.x() * s, r.top() + p.y() * s)

    def to_image(self, p: QPointF) -> QPointF:
        r, s = self.image_rect(), self.scale()
        return QPointF((p.x() - r.left()) / s, (p.y() - r.top()) / s)

    def crop_on_screen(self) -> QRectF:
        return QRectF(self.to_widget(self.crop.topLeft()), self.to_widget(self.crop.bottomRight()))

    # -------------------------------------------------------------- the frame

    def crop_box(self) -> Box:
        """The frame in the picture's own pixels: (left, top, right, bottom)."""
        return integer_box(self.crop, self.image.width(), self.image.height(), self.ratio)

    def set_crop_box(self, box: Box) -> None:
        """Place the frame at ``box`` (picture pixels); the ratio is enforced around the
        box's centre and the frame kept inside the picture."""
        left, top, right, bottom = box
        w = max(float(MIN_CROP_WIDTH), float(right - left))
        centre = QPointF((left + right) / 2, (top + bottom) / 2)
        self._set_size_around(centre, w)

    def reset(self) -> None:
        """The largest frame of the card's ratio, centred."""
        self.crop = largest_centred_box(self.image.width(), self.image.height(), self.ratio)
        self.update()
        self.cropChanged.emit()

    def move_by(self, dx: float, dy: float) -> None:
        """Move the frame by (dx, dy) picture pixels, staying inside the picture."""
        self._move_to(self.crop.topLeft() + QPointF(dx, dy))

    def zoom(self, factor: float) -> None:
        """Resize the frame around its centre (factor > 1 grows it)."""
        self._set_size_around(self.crop.center(), self.crop.width() * factor)

    def _max_width(self) -> float:
        return min(float(self.image.width()), self.image.height() * self._r)

    def _min_width(self) -> float:
        return min(float(MIN_CROP_WIDTH), self._max_width())

    def _move_to(self, top_left: QPointF) -> None:
        w, h = self.crop.width(), self.crop.height()
        x = min(max(0.0, top_left.x()), self.image.width() - w)
        y = min(max(0.0, top_left.y()), self.image.height() - h)
        self.crop = QRectF(x, y, w, h)
        self.update()
        self.cropChanged.emit()

    def _set_size_around(self, centre: QPointF, width: float) -> None:
        w = min(max(width, self._min_width()), self._max_width())
        h = w / self._r
        self.crop = QRectF(0, 0, w, h)
        self._move_to(QPointF(centre.x() - w / 2, centre.y() - h / 2))

    def _resize_from_anchor(self, p: QPointF) -> None:
        """Resize with the opposite corner fixed, following the mouse at ``p`` (picture
        pixels) along the card's ratio."""
        sx, sy = self._corner
        a = self._anchor
        dx = (p.x() - a.x()) * sx
        dy = (p.y() - a.y()) * sy
        w = max(dx, dy * self._r)
        room_x = self.image.width() - a.x() if sx > 0 else a.x()
        room_y = self.image.height() - a.y() if sy > 0 else a.y()
        w = min(max(w, self._min_width()), room_x, room_y * self._r)
        h = w / self._r
        x = a.x() if sx > 0 else a.x() - w
        y = a.y() if sy > 0 else a.y() - h
        self.crop = QRectF(x, y, w, h)
        self.update()
        self.cropChanged.emit()

    def _corner_at(self, pos: QPointF) -> tuple[int, int] | None:
        r = self.crop_on_screen()
        for corner, (sx, sy) in ((r.topLeft(), (-1, -1)), (r.topRight(), (1, -1)),
                                 (r.bottomLeft(), (-1, 1)), (r.bottomRight(), (1, 1))):
            if abs(pos.x() - corner.x()) <= HANDLE + 2 and abs(pos.y() - corner.y()) <= HANDLE + 2:
                return sx, sy
        return None

    # -------------------------------------------------------------- events

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._scaled = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        target = self.image_rect()
        if self._scaled is None or self._scaled.size() != target.size().toSize():
            # Scaling a large photo on every repaint would make dragging stutter.
            self._scaled = QPixmap.fromImage(self.image.scaled(
                target.size().toSize(), Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation))
        p.drawPixmap(target.topLeft(), self._scaled)
        crop = self.crop_on_screen()
        shade = QPainterPath()
        shade.addRect(target)
        hole = QPainterPath()
        hole.addRect(crop)
        p.fillPath(shade.subtracted(hole), QColor(0, 0, 0, 140))
        # Thirds guide the eye when framing the monster.
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        for i in (1, 2):
            x = crop.left() + crop.width() * i / 3
            y = crop.top() + crop.height() * i / 3
            p.drawLine(QPointF(x, crop.top()), QPointF(x, crop.bottom()))
            p.drawLine(QPointF(crop.left(), y), QPointF(crop.right(), y))
        p.setPen(QPen(QColor(0, 0, 0, 160), 3))
        p.drawRect(crop)
        p.setPen(QPen(QColor("white"), 1.5))
        p.drawRect(crop)
        p.setBrush(QColor("white"))
        p.setPen(QPen(QColor(0, 0, 0, 180), 1))
        for c in (crop.topLeft(), crop.topRight(), crop.bottomLeft(), crop.bottomRight()):
            p.drawRect(QRectF(c.x() - HANDLE / 2, c.y() - HANDLE / 2, HANDLE, HANDLE))
        if self.hasFocus():
            p.setPen(QPen(self.palette().highlight().color(), 1))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        pos = event.position()
        corner = self._corner_at(pos)
        if corner is not None:
            self._mode = "resize"
            self._corner = corner
            # The anchor is the corner opposite to the one grabbed.
            c = self.crop
            self._anchor = QPointF(c.left() if corner[0] > 0 else c.right(),
                                   c.top() if corner[1] > 0 else c.bottom())
        elif self.crop_on_screen().contains(pos):
            self._mode = "move"
            self._grab_offset = self.to_image(pos) - self.crop.topLeft()
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        else:
            # A click outside the frame brings the frame there.
            self._mode = "move"
            self._grab_offset = QPointF(self.crop.width() / 2, self.crop.height() / 2)
            self._move_to(self.to_image(pos) - self._grab_offset)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._mode == "move":
            self._move_to(self.to_image(pos) - self._grab_offset)
        elif self._mode == "resize":
            self._resize_from_anchor(self.to_image(pos))
        else:
            corner = self._corner_at(pos)
            if corner is not None:
                self.setCursor(Qt.CursorShape.SizeFDiagCursor if corner[0] == corner[1]
                               else Qt.CursorShape.SizeBDiagCursor)
            elif self.crop_on_screen().contains(pos):
                self.setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.setCursor(Qt.CursorShape.ArrowCursor)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._mode = ""
        self.setCursor(Qt.CursorShape.ArrowCursor)
        event.accept()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(0.95 ** -steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        big = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        step = max(1.0, self.crop.width() * (0.1 if big else 0.01))
        key = Qt.Key(event.key())
        moves = {Qt.Key.Key_Left: (-step, 0.0), Qt.Key.Key_Right: (step, 0.0),
                 Qt.Key.Key_Up: (0.0, -step), Qt.Key.Key_Down: (0.0, step)}
        if key in moves:
            self.move_by(*moves[key])
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.1 if big else 1.02)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / (1.1 if big else 1.02))
        else:
            super().keyPressEvent(event)


class PictureCropDialog(QDialog):
    """Choose the part of a picture that becomes the card picture.

    ``crop_box()`` gives (left, top, right, bottom) in the original picture's pixels.
    """

    def __init__(self, image: QImage, parent: QWidget | None = None, *,
                 ratio: tuple[int, int] = CARD_RATIO, source: str = ""):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Crop Picture") + (f" — {source}" if source else ""))
        self.view = CropView(image, ratio, self)
        lay = QVBoxLayout(self)
        hint = QLabel(self.tr("Frame the part of the picture that goes on the card. "
                              "The frame keeps the card's shape (63 × 88)."))
        hint.setWordWrap(True)
        lay.addWidget(hint)
        lay.addWidget(self.view, 1)
        row = QHBoxLayout()
        self.size_label = QLabel()
        self.size_label.setObjectName("cropSize")
        row.addWidget(self.size_label, 1)
        self.reset_button = QPushButton(self.tr("&Largest Frame"))
        self.reset_button.setToolTip(self.tr("The largest frame of the card's shape, centred"))
        self.reset_button.setAutoDefault(False)
        row.addWidget(self.reset_button)
        lay.addLayout(row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Use This Part"))
        lay.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.view.reset)
        self.view.cropChanged.connect(self._show_size)
        self._show_size()
        self.view.setFocus()

    def crop_box(self) -> Box:
        """The chosen part, in the original picture's pixels (left, top, right, bottom)."""
        return self.view.crop_box()

    def set_crop_box(self, box: Box) -> None:
        self.view.set_crop_box(box)

    def _show_size(self) -> None:
        left, top, right, bottom = self.crop_box()
        w, h = right - left, bottom - top
        text = self.tr("Part: %1 × %2 pixels").replace("%1", str(w)).replace("%2", str(h))
        if w < LOW_RES_WIDTH:
            text += "  " + self.tr("(small: a printed proxy may look blurry)")
            set_tone(self.size_label, "warn")
        else:
            set_tone(self.size_label, "")
        self.size_label.setText(text)

