"""Painting proxy pages with QPainter: the same code paints the PDF (300 dpi), the
printer and the preview in the window.

Pictures are loaded once and the same QImage is drawn wherever the card appears, so a
PDF embeds each picture once however often it is printed. A picture fills the card box at
its own resolution; the bleed around it repeats the picture's outermost pixels (drawn by
stretching the same image under a clip, so nothing new is embedded). A card without a
picture gets a rendered face (:mod:`deckbuilder.proxies.faces`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from deckbuilder.proxies.layout import (
    Layout,
    PrintItem,
    SheetOptions,
    Slot,
    compute_layout,
    cut_lines,
)

MARK_COLOR = QColor(0, 0, 0)


@dataclass(frozen=True)
class Page:
    kind: str            # "front", "back", "calibration"
    cards: tuple[int, ...] = ()   # indexes into the sheet's copy list


class Sheet:
    """A print job laid out in pages."""

    def __init__(self, items: Sequence[PrintItem], options: SheetOptions):
        self.options = options
        self.layout: Layout = compute_layout(options)
        self.copies: list[PrintItem] = [it for it in items for _ in range(max(0, it.count))]
        self.pages: list[Page] = []
        if options.calibration:
            self.pages.append(Page("calibration"))
        per = self.layout.per_page
        for start in range(0, len(self.copies), per):
            ids = tuple(range(start, min(start + per, len(self.copies))))
            self.pages.append(Page("front", ids))
            if options.backs:
                self.pages.append(Page("back", ids))
        self._images: dict[Path, QImage | None] = {}

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def image(self, path: Path | None) -> QImage | None:
        if path is None:
            return None
        if path not in self._images:
            img = QImage(str(path))
            self._images[path] = None if img.isNull() else img
        return self._images[path]

    # ------------------------------------------------------------------ painting

    def paint_page(self, painter: QPainter, index: int, dpi: float) -> None:
        """Paint page ``index`` on a device of ``dpi`` dots per inch (origin top left)."""
        page = self.pages[index]
        painter.save()
        try:
            self._paint(painter, page, dpi)
        finally:
            painter.restore()

    def _paint(self, painter: QPainter, page: Page, dpi: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        k = dpi / 25.4
        pw, ph = self.layout.page
        painter.fillRect(QRectF(0, 0, pw * k, ph * k), QColor(255, 255, 255))
        if page.kind == "calibration":
            paint_calibration(painter, self.layout, self.options, dpi)
        else:
            slots = self.layout.slots if page.kind == "front" else self.layout.back_slots
            for slot, copy_index in zip(slots, page.cards, strict=False):
                item = self.copies[copy_index]
                if page.kind == "front":
                    self._paint_front(painter, slot, item, dpi)
                else:
                    self._paint_back(painter, slot, item, dpi)
            if page.kind == "front":
                self._paint_cut_marks(painter, slots[:len(page.cards)], dpi)

    def _paint_front(self, painter: QPainter, slot: Slot, item: PrintItem, dpi: float) -> None:
        k = dpi / 25.4
        card = _rect(slot.card, k)
        bleed = _rect(slot.bleed, k)
        img = self.image(item.picture)
        if img is None:
            from deckbuilder.proxies import faces

            if self.options.bleed > 0:
                painter.fillRect(bleed, faces.face_background(item.card))
            faces.draw_card_face(painter, card, item.card, dpi, translation=item.translation)
            return
        painter.drawImage(card, img)
        if self.options.bleed > 0:
            _paint_bleed(painter, img, card, bleed)

    def _paint_back(self, painter: QPainter, slot: Slot, item: PrintItem, dpi: float) -> None:
        from deckbuilder.proxies import faces

        k = dpi / 25.4
        if self.options.bleed > 0:
            painter.fillRect(_rect(slot.bleed, k), faces.back_background(item.card.game))
        faces.draw_card_back(painter, _rect(slot.card, k), item.card.game, dpi)

    def _paint_cut_marks(self, painter: QPainter, slots: Sequence[Slot], dpi: float) -> None:
        style = self.options.cut_marks
        if style == "none" or not slots:
            return
        k = dpi / 25.4
        pen = QPen(MARK_COLOR)
        pen.setWidthF(max(1.0, 0.1 * k))  # a 0.1 mm hairline
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        pw, ph = self.layout.page
        used = Layout(self.layout.page, self.layout.columns, self.layout.rows, tuple(slots))
        xs, ys = cut_lines(used)
        top = min(s.bleed[1] for s in slots)
        bottom = max(s.bleed[1] + s.bleed[3] for s in slots)
        left = min(s.bleed[0] for s in slots)
        right = max(s.bleed[0] + s.bleed[2] for s in slots)
        if style == "lines":
            for x in xs:
                painter.drawLine(QPointF(x * k, 0), QPointF(x * k, ph * k))
            for y in ys:
                painter.drawLine(QPointF(0, y * k), QPointF(pw * k, y * k))
            return
        # Corner marks: in the margins around the grid at every cut position, and around
        # each card where the gap and bleed leave room for them.
        gap = 1.0
        length = 5.0
        for x in xs:
            if top - gap > 0.5:
                painter.drawLine(QPointF(x * k, max(0.0, top - gap - length) * k),
                                 QPointF(x * k, (top - gap) * k))
            if ph - bottom - gap > 0.5:
                painter.drawLine(QPointF(x * k, (bottom + gap) * k),
                                 QPointF(x * k, min(ph, bottom + gap + length) * k))
        for y in ys:
            if left - gap > 0.5:
                painter.drawLine(QPointF(max(0.0, left - gap - length) * k, y * k),
                                 QPointF((left - gap) * k, y * k))
            if pw - right - gap > 0.5:
                painter.drawLine(QPointF((right + gap) * k, y * k),
                                 QPointF(min(pw, right + gap + length) * k, y * k))
        room = self.options.bleed + self.options.gap / 2
        if room >= 1.5:
            mark = min(3.0, room - 0.3)
            for slot in slots:
                x, y, w, h = slot.card
                for cx, dx in ((x, -1), (x + w, 1)):
                    for cy, dy in ((y, -1), (y + h, 1)):
                        painter.drawLine(QPointF((cx + dx * 0.3) * k, cy * k),
                                         QPointF((cx + dx * mark) * k, cy * k))
                        painter.drawLine(QPointF(cx * k, (cy + dy * 0.3) * k),
                                         QPointF(cx * k, (cy + dy * mark) * k))


def _rect(box: tuple[float, float, float, float], k: float) -> QRectF:
    x, y, w, h = box
    return QRectF(x * k, y * k, w * k, h * k)


def _paint_bleed(painter: QPainter, img: QImage, card: QRectF, bleed: QRectF) -> None:
    """Fill the bleed by stretching the picture's edge pixels outwards. Each strip draws
    the whole image (the same one, embedded once) scaled so that one source pixel covers
    the strip, clipped to the strip."""
    iw, ih = img.width(), img.height()
    if iw < 2 or ih < 2:
        return
    cx, cy, cw, ch = card.x(), card.y(), card.width(), card.height()
    bl, bt = cx - bleed.x(), cy - bleed.y()
    br = bleed.right() - card.right()
    bb = bleed.bottom() - card.bottom()

    def strip(clip: QRectF, target: QRectF) -> None:
        painter.save()
        painter.setClipRect(clip)
        painter.drawImage(target, img)
        painter.restore()

    # Left/right: one column stretched across the strip's width, rows as on the card.
    if bl > 0:
        strip(QRectF(bleed.x(), cy, bl, ch), QRectF(cx - bl, cy, bl * iw, ch))
    if br > 0:
        strip(QRectF(card.right(), cy, br, ch),
              QRectF(card.right() - br * (iw - 1), cy, br * iw, ch))
    if bt > 0:
        strip(QRectF(cx, bleed.y(), cw, bt), QRectF(cx, cy - bt, cw, bt * ih))
    if bb > 0:
        strip(QRectF(cx, card.bottom(), cw, bb),
              QRectF(cx, card.bottom() - bb * (ih - 1), cw, bb * ih))
    # Corners: the corner pixel stretched both ways.
    for clip, tx, ty in (
        (QRectF(bleed.x(), bleed.y(), bl, bt), cx - bl, cy - bt),
        (QRectF(card.right(), bleed.y(), br, bt), card.right() - br * (iw - 1), cy - bt),
        (QRectF(bleed.x(), card.bottom(), bl, bb), cx - bl, card.bottom() - bb * (ih - 1)),
        (QRectF(card.right(), card.bottom(), br, bb), card.right() - br * (iw - 1),
         card.bottom() - bb * (ih - 1)),
    ):
        if clip.width() > 0 and clip.height() > 0:
            sx = clip.width() * iw
            sy = clip.height() * ih
            strip(clip, QRectF(tx, ty, sx, sy))


def paint_calibration(painter: QPainter, layout: Layout, options: SheetOptions,
                      dpi: float) -> None:
    """A ruler grid: 1 cm squares with 5 mm ticks, two 100 mm bars to measure, and a card
    outline at the exact card size."""
    k = dpi / 25.4
    pw, ph = layout.page
    m = max(options.margin, 5.0)
    thin = QPen(QColor(170, 170, 170))
    thin.setWidthF(max(1.0, 0.1 * k))
    strong = QPen(QColor(0, 0, 0))
    strong.setWidthF(max(1.0, 0.25 * k))
    painter.setPen(thin)
    x = m
    while x <= pw - m + 1e-6:
        painter.drawLine(QPointF(x * k, m * k), QPointF(x * k, (ph - m) * k))
        x += 10
    y = m
    while y <= ph - m + 1e-6:
        painter.drawLine(QPointF(m * k, y * k), QPointF((pw - m) * k, y * k))
        y += 10
    painter.setPen(strong)
    font = QFont("DejaVu Sans")
    font.setPointSizeF(9)
    painter.setFont(font)
    # Two 100 mm bars with millimetre ticks.
    bx, by = m + 10, m + 20
    painter.drawLine(QPointF(bx * k, by * k), QPointF((bx + 100) * k, by * k))
    for i in range(101):
        tick = 4 if i % 10 == 0 else 2 if i % 5 == 0 else 1
        painter.drawLine(QPointF((bx + i) * k, by * k), QPointF((bx + i) * k, (by - tick) * k))
    painter.drawText(QPointF(bx * k, (by + 6) * k),
                     "100 mm — measure this bar; if it is not exactly 100 mm, turn off "
                     "'fit to page' / 'scale' in the print dialog")
    vx, vy = m + 10, m + 40
    painter.drawLine(QPointF(vx * k, vy * k), QPointF(vx * k, (vy + 100) * k))
    for i in range(101):
        tick = 4 if i % 10 == 0 else 2 if i % 5 == 0 else 1
        painter.drawLine(QPointF(vx * k, (vy + i) * k), QPointF((vx + tick) * k, (vy + i) * k))
    painter.drawText(QPointF((vx + 6) * k, (vy + 50) * k), "100 mm")
    cw, ch = options.card_size
    cx, cy = pw - m - 10 - cw, m + 40
    painter.drawRect(QRectF(cx * k, cy * k, cw * k, ch * k))
    painter.drawText(QPointF(cx * k, (cy + ch + 6) * k), f"card {cw:g} × {ch:g} mm")
    painter.drawText(QPointF(m * k, (ph - m - 4) * k),
                     f"Deckbuilder calibration page — paper {pw:g} × {ph:g} mm, "
                     f"grid squares 10 mm")
