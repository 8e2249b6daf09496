"""A card's picture at any size: the catalog picture, or the face the proxies draw when
there is none (the playtest table, its dialogs and the enlarged card viewer show the same),
and the back of a face-down card."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap


class CardPictures:
    """Card name → a pixmap for the table: the catalog picture, or a drawn face."""

    def __init__(self, picture_of: Callable[[str], str | None],
                 card_of: Callable[[str], object | None]):
        self.picture_of = picture_of
        self.card_of = card_of
        self._cache: dict[tuple[str, int, int], QPixmap] = {}

    def get(self, name: str, size: QSize) -> QPixmap:
        key = (name, size.width(), size.height())
        pix = self._cache.get(key)
        if pix is not None:
            return pix
        path = self.picture_of(name)
        image = QImage(path) if path else QImage()
        if image.isNull():
            image = self._drawn(name, size)
        pix = QPixmap.fromImage(image.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                             Qt.TransformationMode.SmoothTransformation))
        self._cache[key] = pix
        return pix

    def _drawn(self, name: str, size: QSize) -> QImage:
        # Rendered at a higher resolution, then scaled down with the picture path.
        dpi = 200.0
        w, h = round(63 / 25.4 * dpi), round(88 / 25.4 * dpi)
        image = QImage(w, h, QImage.Format.Format_ARGB32)
        image.setDotsPerMeterX(round(dpi / 0.0254))
        image.setDotsPerMeterY(round(dpi / 0.0254))
        image.fill(QColor(235, 230, 215))
        painter = QPainter(image)
        card = self.card_of(name)
        if card is not None:
            from deckbuilder.proxies.faces import draw_card_face
            from deckbuilder.ui.common.face_labels import face_labels

            # In the window's language, as the proxy sheet prints it.
            draw_card_face(painter, QRectF(0, 0, w, h), card, dpi,  # type: ignore[arg-type]
                           labels=face_labels())
        else:
            painter.setPen(QColor(40, 40, 40))
            font = QFont("DejaVu Sans")
            font.setPointSizeF(11)
            painter.setFont(font)
            painter.drawRect(QRectF(4, 4, w - 8, h - 8))
            painter.drawText(QRectF(10, 10, w - 20, h - 20),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
        painter.end()
        return image


def face_down(size: QSize) -> QPixmap:
    """The back of a card nobody may see, at ``size``."""
    pix = QPixmap(size)
    pix.fill(QColor(40, 40, 60))
    return pix
