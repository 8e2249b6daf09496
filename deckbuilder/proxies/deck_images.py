"""Pictures of a deck, painted with Qt (no widgets): the deck sheets of a Tabletop
Simulator export, a deck image to share, and a registration sheet (PDF).

A card is shown by its picture when it has one, else by the face the proxy printer draws
(deckbuilder.proxies.faces), so every card looks the same here as on a printed proxy."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from deckbuilder import APP_TITLE, __version__
from deckbuilder.proxies import faces
from deckbuilder.rules.cards import Card

#: Tabletop Simulator's deck sheets: 10 × 7 slots, the last one the hidden face.
TTS_COLUMNS, TTS_ROWS = 10, 7
TTS_FACES_PER_SHEET = TTS_COLUMNS * TTS_ROWS - 1
#: TTS loads sheets up to 4096 px a side without scaling them down.
TTS_MAX_SHEET_PX = 4096


@dataclass(frozen=True)
class Face:
    """What shows one card: its picture file, or (None) the drawn proxy face."""

    card: Card
    picture: Path | None = None


def tts_face_size(card_mm: tuple[float, float]) -> tuple[int, int]:
    """The pixel size of one face on a TTS sheet: as large as a 10 × 7 sheet within TTS's
    limit allows, in the card's proportions."""
    w_mm, h_mm = card_mm
    width = min(TTS_MAX_SHEET_PX // TTS_COLUMNS,
                math.floor(TTS_MAX_SHEET_PX / TTS_ROWS * w_mm / h_mm))
    return width, min(TTS_MAX_SHEET_PX // TTS_ROWS, round(width * h_mm / w_mm))


def scaled_picture(path: Path, width: int, height: int) -> QImage | None:
    """The picture scaled to exactly ``width`` × ``height`` (None if it cannot be read)."""
    img = QImage(str(path))
    if img.isNull():
        return None
    return img.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                      Qt.TransformationMode.SmoothTransformation)


def paint_face(painter: QPainter, rect: QRectF, face: Face, dpi: float) -> None:
    img = scaled_picture(face.picture, round(rect.width()), round(rect.height())) \
        if face.picture is not None else None
    if img is not None:
        painter.drawImage(rect.topLeft(), img)
    else:
        faces.draw_card_face(painter, rect, face.card, dpi)


def _dpi(width_px: float, card_mm: tuple[float, float]) -> float:
    return width_px / (card_mm[0] / 25.4)


def tts_sheets(cards: Sequence[Face], game: str,
               card_mm: tuple[float, float]) -> list[QImage]:
    """The deck sheets: ``cards`` (each distinct card once) 69 to a 10 × 7 sheet, the last
    slot of each the hidden face (the card back)."""
    w, h = tts_face_size(card_mm)
    dpi = _dpi(w, card_mm)
    sheets = []
    for start in range(0, max(1, len(cards)), TTS_FACES_PER_SHEET):
        img = QImage(w * TTS_COLUMNS, h * TTS_ROWS, QImage.Format.Format_RGB32)
        img.fill(QColor("white"))
        painter = QPainter(img)
        try:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            for i, face in enumerate(cards[start:start + TTS_FACES_PER_SHEET]):
                x, y = (i % TTS_COLUMNS) * w, (i // TTS_COLUMNS) * h
                paint_face(painter, QRectF(x, y, w, h), face, dpi)
            last = TTS_COLUMNS * TTS_ROWS - 1
            faces.draw_card_back(painter, QRectF((last % TTS_COLUMNS) * w,
                                                 (last // TTS_COLUMNS) * h, w, h), game, dpi)
        finally:
            painter.end()
        sheets.append(img)
    return sheets


def card_back(game: str, card_mm: tuple[float, float]) -> QImage:
    w, h = tts_face_size(card_mm)
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    painter = QPainter(img)
    try:
        faces.draw_card_back(painter, QRectF(0, 0, w, h), game, _dpi(w, card_mm))
    finally:
        painter.end()
    return img


#: Tabletop Simulator shows a saved object by the square PNG of its name beside the JSON.
TTS_THUMBNAIL_PX = 256


def tts_thumbnail(face: Face, card_mm: tuple[float, float],
                  size: int = TTS_THUMBNAIL_PX) -> QImage:
    """The saved object's thumbnail: one card (the team's first, or the deck's) upright in
    the middle of a square of the table's dark green."""
    img = QImage(size, size, QImage.Format.Format_RGB32)
    img.fill(QColor("#23402e"))
    h = size * 0.92
    w = h * card_mm[0] / card_mm[1]
    painter = QPainter(img)
    try:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_face(painter, QRectF((size - w) / 2, (size - h) / 2, w, h), face,
                   _dpi(w, card_mm))
    finally:
        painter.end()
    return img


# --------------------------------------------------------------------- deck image and sheet

@dataclass(frozen=True)
class Entry:
    """``count`` copies of a card; ``face`` None for a card the catalog does not know."""

    count: int
    name: str
    face: Face | None = None


@dataclass(frozen=True)
class Group:
    title: str
    entries: tuple[Entry, ...]

    @property
    def total(self) -> int:
        return sum(e.count for e in self.entries)


@dataclass(frozen=True)
class DeckPicture:
    """What a deck image or sheet shows; the words are already in the reader's language."""

    title: str
    ruleset: str
    verdict: str
    legal: bool
    problems: tuple[str, ...] = ()
    groups: tuple[Group, ...] = ()
    card_mm: tuple[float, float] = (63.0, 88.0)
    labels: dict[str, str] = field(default_factory=dict)

    def label(self, key: str, default: str) -> str:
        return self.labels.get(key, default)


_LEGAL, _ILLEGAL, _INK, _MUTED = (QColor("#1b7a3a"), QColor("#b00020"), QColor("#1d1d1f"),
                                  QColor("#5f6368"))


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    return font


def deck_image(picture: DeckPicture, columns: int = 8, thumb_width: int = 180) -> QImage:
    """The deck as one picture: title, ruleset, legality line, then each group with its
    cards' faces and a count badge on each, like a visual deck list."""
    margin, gap = 28, 12
    thumb_h = round(thumb_width * picture.card_mm[1] / picture.card_mm[0])
    dpi = _dpi(thumb_width, picture.card_mm)
    width = 2 * margin + columns * thumb_width + (columns - 1) * gap
    head = 150 + 30 * min(3, len(picture.problems))
    group_head = 48
    height = head + sum(group_head + math.ceil(len(g.entries) / columns) * (thumb_h + gap)
                        for g in picture.groups if g.entries) + margin
    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor("#f4f4f6"))
    p = QPainter(img)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        p.setPen(_INK)
        p.setFont(_font(40, True))
        p.drawText(QPointF(margin, margin + 40), picture.title)
        p.setPen(_MUTED)
        p.setFont(_font(22))
        p.drawText(QPointF(margin, margin + 76), picture.ruleset)
        p.setPen(_LEGAL if picture.legal else _ILLEGAL)
        p.setFont(_font(24, True))
        p.drawText(QPointF(margin, margin + 112), picture.verdict)
        p.setFont(_font(20))
        y = margin + 112
        for problem in picture.problems[:3]:
            y += 30
            p.drawText(QPointF(margin + 16, y), f"• {problem}")
        y = head
        for group in picture.groups:
            if not group.entries:
                continue
            p.setPen(_INK)
            p.setFont(_font(26, True))
            p.drawText(QPointF(margin, y + 32), f"{group.title} ({group.total})")
            y += group_head
            for i, entry in enumerate(group.entries):
                x = margin + (i % columns) * (thumb_width + gap)
                top = y + (i // columns) * (thumb_h + gap)
                rect = QRectF(x, top, thumb_width, thumb_h)
                if entry.face is not None:
                    paint_face(p, rect, entry.face, dpi)
                else:
                    p.fillRect(rect, QColor("#d0d0d6"))
                    p.setPen(_INK)
                    p.setFont(_font(18, True))
                    p.drawText(rect.adjusted(8, 8, -8, -8),
                               int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                               entry.name)
                _count_badge(p, rect, entry.count)
            y += math.ceil(len(group.entries) / columns) * (thumb_h + gap)
    finally:
        p.end()
    return img


def _count_badge(p: QPainter, rect: QRectF, count: int) -> None:
    r = 24.0
    center = QPointF(rect.right() - r - 6, rect.bottom() - r - 6)
    p.setPen(QPen(QColor("white"), 3))
    p.setBrush(QColor("#202124"))
    p.drawEllipse(center, r, r)
    p.setPen(QColor("white"))
    p.setFont(_font(22, True))
    p.drawText(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r),
               int(Qt.AlignmentFlag.AlignCenter), f"×{count}")


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buffer, "PNG"):  # type: ignore[call-overload]  # (the stubs say bytes)
        raise OSError("cannot encode the picture as PNG")
    buffer.close()
    return bytes(data.data())


def deck_sheet_pdf(picture: DeckPicture) -> tuple[bytes, int]:
    """The registration sheet as a PDF (A4, 300 dpi): a field for the player's name, the
    deck's name and ruleset, every card with its count per group, the totals and the
    legality verdict. Returns the PDF and its page count."""
    dpi = 300
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(dpi)
    writer.setCreator(f"{APP_TITLE} {__version__}")
    writer.setTitle(picture.title)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    k = dpi / 25.4  # device pixels per mm
    page_w, page_h = 180 * k, 267 * k
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("cannot paint the registration sheet")
    pages = 1
    try:
        y = 0.0

        def text(s: str, x_mm: float, size_pt: float, bold: bool = False,
                 color: QColor = _INK) -> float:
            font = _font(size_pt * dpi / 72, bold)
            painter.setFont(font)
            painter.setPen(color)
            line = QFontMetricsF(font).height()
            painter.drawText(QPointF(x_mm * k, y + QFontMetricsF(font).ascent()), s)
            return line

        def need(height: float) -> None:
            nonlocal y, pages
            if y + height > page_h:
                writer.newPage()
                pages += 1
                y = 0.0

        y += text(picture.label("sheet-title", "Deck registration sheet"), 0, 20, True) * 1.3
        for key, default, value in (("player", "Player name", ""),
                                    ("deck", "Deck name", picture.title),
                                    ("ruleset", "Ruleset", picture.ruleset)):
            line = text(f"{picture.label(key, default)}:", 0, 12, True)
            if value:
                text(value, 40, 12)
            else:
                painter.setPen(QPen(_INK, 0.3 * k))
                painter.drawLine(QPointF(40 * k, y + line * 0.9), QPointF(page_w, y + line * 0.9))
            y += line * 1.5
        y += 2 * k
        for group in picture.groups:
            if not group.entries:
                continue
            need(3 * 7 * k)
            y += text(f"{group.title} ({group.total})", 0, 13, True) * 1.2
            painter.setPen(QPen(_MUTED, 0.2 * k))
            painter.drawLine(QPointF(0, y), QPointF(page_w, y))
            y += 1 * k
            for entry in group.entries:
                need(6 * k)
                text(str(entry.count), 0, 11, True)
                y += text(entry.name, 12, 11) * 1.15
            y += 3 * k
        need(20 * k)
        totals = " · ".join(f"{g.title} {g.total}" for g in picture.groups if g.entries)
        y += text(f"{picture.label('total', 'Total')}: {totals}", 0, 12, True) * 1.4
        y += text(picture.verdict, 0, 13, True,
                  _LEGAL if picture.legal else _ILLEGAL) * 1.3
        for problem in picture.problems:
            need(6 * k)
            y += text(f"• {problem}", 4, 10) * 1.15
    finally:
        painter.end()
    buffer.close()
    return bytes(data.data()), pages


__all__ = ["TTS_COLUMNS", "TTS_FACES_PER_SHEET", "TTS_ROWS", "DeckPicture", "Entry", "Face",
           "Group", "card_back", "deck_image", "deck_sheet_pdf", "png_bytes", "scaled_picture",
           "tts_face_size", "tts_sheets"]
