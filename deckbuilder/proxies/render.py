"""Painting proxy pages with QPainter: the same code paints the PDF (300 dpi), the
printer and the preview in the window.

Pictures are loaded once and the same QImage is drawn wherever the card appears, so a
PDF embeds each picture once however often it is printed. A picture fills the card box at
its own resolution; the bleed around it repeats the picture's outermost pixels: each edge is
a one-pixel strip of the picture stretched over the bleed (cut once per picture, so also
embedded once) and each corner is filled with the corner pixel's colour. (Stretching the
whole picture under a clip instead placed images metres wide, which poppler refuses to
draw at print resolution, leaving white notches at the corners.) A card without a picture
gets a rendered face (:mod:`deckbuilder.proxies.faces`).

Printed words come in English unless a ``labels`` mapping translates them
(:mod:`deckbuilder.proxies.labels`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QImageReader, QPainter, QPen

from deckbuilder.proxies.labels import Labels, tr
from deckbuilder.proxies.layout import (
    Layout,
    PrintItem,
    SheetOptions,
    Slot,
    compute_layout,
    cut_lines,
)

MARK_COLOR = QColor(0, 0, 0)
PAGE_LABEL_COLOR = QColor(150, 150, 150)
PAGE_LABEL_PT = 6.0
#: Below this many pixels per inch a picture prints visibly soft.
MIN_PPI = 300


@dataclass(frozen=True)
class Page:
    #: "front", "back", "calibration", or "calibration_back" (the blank other side of the
    #: calibration sheet when backs are printed, so each front shares a sheet with its back)
    kind: str
    cards: tuple[int, ...] = ()   # indexes into the sheet's copy list


@dataclass
class _Edges:
    """A picture's outermost pixels for the bleed: one-pixel strips (kept, so each is
    embedded once per picture) and the four corner colours."""

    left: QImage
    right: QImage
    top: QImage
    bottom: QImage
    corners: tuple[QColor, QColor, QColor, QColor]   # top left, top right, bottom left, right


class Sheet:
    """A print job laid out in pages. ``labels`` translates the printed words."""

    def __init__(self, items: Sequence[PrintItem], options: SheetOptions,
                 labels: Labels | None = None):
        self.options = options
        self.labels = labels
        self.layout: Layout = compute_layout(options)
        self.copies: list[PrintItem] = [it for it in items for _ in range(max(0, it.count))]
        self.pages: list[Page] = []
        if options.calibration:
            self.pages.append(Page("calibration"))
            if options.backs:
                # A duplex printer prints pages two to a sheet: without this page, front 1
                # would land on the back of the calibration page and every back on the
                # sheet after its front. It carries the alignment cross that measures the
                # printer's back offset.
                self.pages.append(Page("calibration_back"))
        per = self.layout.per_page
        for start in range(0, len(self.copies), per):
            ids = tuple(range(start, min(start + per, len(self.copies))))
            self.pages.append(Page("front", ids))
            if options.backs:
                self.pages.append(Page("back", ids))
        self.cards = CardPainter(options.bleed, labels)

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def image(self, path: Path | None) -> QImage | None:
        return self.cards.image(path)

    def picture_ppi(self, item: PrintItem) -> float | None:
        """Pixels per inch of the item's picture printed at the card size (the lower of
        width and height), or None for a drawn face. Reads only the file's header unless the
        picture is already loaded."""
        if item.picture is None:
            return None
        img = self.cards.loaded(item.picture)
        if img is not None:
            w, h = img.width(), img.height()
        else:
            size = QImageReader(str(item.picture)).size()
            w, h = size.width(), size.height()
        if w <= 0 or h <= 0:
            return None
        cw, ch = self.options.card_size
        return min(w / (cw / 25.4), h / (ch / 25.4))

    def low_resolution(self, minimum: float = MIN_PPI) -> list[tuple[PrintItem, int]]:
        """The distinct items whose pictures print below ``minimum`` ppi, with their ppi."""
        out: list[tuple[PrintItem, int]] = []
        seen: set[Path] = set()
        for item in self.copies:
            if item.picture is None or item.picture in seen:
                continue
            seen.add(item.picture)
            ppi = self.picture_ppi(item)
            # Rounded down, so "299 ppi" is never shown for a picture called low.
            if ppi is not None and ppi < minimum - 1e-6:
                out.append((item, int(ppi)))
        return out

    def slots_of(self, page: Page) -> tuple[Slot, ...]:
        """The slots the page's cards go in (bleed boxes fitted to a partly filled page)."""
        return self.layout.page_slots(len(page.cards), back=page.kind == "back")

    # ------------------------------------------------------------------ painting

    def paint_page(self, painter: QPainter, index: int, dpi: float) -> None:
        """Paint page ``index`` on a device of ``dpi`` dots per inch (origin top left)."""
        page = self.pages[index]
        painter.save()
        try:
            self._paint(painter, index, page, dpi)
        finally:
            painter.restore()

    def _paint(self, painter: QPainter, index: int, page: Page, dpi: float) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        k = dpi / 25.4
        pw, ph = self.layout.page
        painter.fillRect(QRectF(0, 0, pw * k, ph * k), QColor(255, 255, 255))
        if page.kind == "calibration":
            paint_calibration(painter, self.layout, self.options, dpi, self.labels)
        elif page.kind == "calibration_back":
            paint_alignment_back(painter, self.layout, self.options, dpi, self.labels)
        elif page.kind in ("front", "back"):
            slots = self.slots_of(page)
            for slot, copy_index in zip(slots, page.cards, strict=True):
                item = self.copies[copy_index]
                if page.kind == "front":
                    self._paint_front(painter, slot, item, dpi)
                else:
                    self._paint_back(painter, slot, item, dpi)
            if page.kind == "front":
                self._paint_cut_marks(painter, slots, dpi)
        if self.options.page_labels:
            self._paint_page_label(painter, index, page, dpi)

    def page_label(self, index: int) -> str:
        """The small note in page ``index``'s margin: "page 3 of 8 — backs of page 2"."""
        page = self.pages[index]
        t = self.labels
        what = {"front": tr(t, "fronts"), "calibration": tr(t, "calibration"),
                "calibration_back": tr(t, "back of the calibration page")}.get(page.kind)
        if what is None:   # a back page: say which page it belongs behind
            what = tr(t, "backs of page %1", index)
        return tr(t, "page %1 of %2", index + 1, self.page_count) + " — " + what

    def _paint_page_label(self, painter: QPainter, index: int, page: Page,
                          dpi: float) -> None:
        """Light grey, small, in the margin under the cards (above them when the bottom
        has no room), under the last column on card pages; left out when neither margin has
        2.5 mm free."""
        k = dpi / 25.4
        pw, ph = self.layout.page
        if page.kind in ("front", "back"):
            # The full grid, so the note sits at the same place on a partly filled page.
            slots = self.layout.slots
            top = min(s.bleed[1] for s in slots)
            bottom = max(s.bleed[1] + s.bleed[3] for s in slots)
        elif page.kind == "calibration":
            top, bottom = 0.0, ph - max(self.options.margin, 5.0)
        else:
            top, bottom = 0.0, ph - 5.0
        font = QFont("DejaVu Sans")
        font.setPointSizeF(PAGE_LABEL_PT)
        painter.setFont(font)
        fm = QFontMetricsF(font, painter.device())
        # Metrics come in device pixels; k turns them into millimetres.
        cap = fm.capHeight() / k
        text = self.page_label(index)
        room_below = ph - bottom
        if room_below >= 2.5:
            baseline = bottom + room_below / 2 + cap / 2
        elif top >= 2.5:
            baseline = top / 2 + cap / 2
        else:
            return
        painter.setPen(PAGE_LABEL_COLOR)
        width = fm.horizontalAdvance(text) / k
        x = pw / 2 - width / 2
        if page.kind in ("front", "back"):
            # Under the last column, between its cut lines: cut marks and cut lines run
            # down from every card edge, and one may pass the middle of the page.
            xs = cut_lines(self.layout)[0]
            if len(xs) >= 2 and xs[-1] - xs[-2] - 3.0 >= width:
                x = xs[-1] - 1.5 - width
        painter.drawText(QPointF(x * k, baseline * k), text)

    def _paint_front(self, painter: QPainter, slot: Slot, item: PrintItem, dpi: float) -> None:
        k = dpi / 25.4
        self.cards.front(painter, _rect(slot.card, k), _rect(slot.bleed, k), item, dpi)

    def _paint_back(self, painter: QPainter, slot: Slot, item: PrintItem, dpi: float) -> None:
        k = dpi / 25.4
        self.cards.back(painter, _rect(slot.card, k), _rect(slot.bleed, k), item.card.game,
                        dpi)

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
        # Around each card, marks go in the gap between cards, half of it each (the bleed
        # lies under them; they are cut away with it).
        room = self.options.gap / 2
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


class CardPainter:
    """Paints one card's front or back into a box with its bleed around it: the sheet's
    cards and the print shop's one-card images alike. Pictures are loaded once (a PDF then
    embeds each once however often it is printed), and so are their edge strips."""

    def __init__(self, bleed: float, labels: Labels | None = None):
        #: The bleed wanted, in mm: none means no bleed is painted at all.
        self.bleed = bleed
        self.labels = labels
        self._images: dict[Path, QImage | None] = {}
        self._edges: dict[Path, _Edges] = {}

    def loaded(self, path: Path) -> QImage | None:
        """The picture if it was loaded already (None otherwise; nothing is read)."""
        return self._images.get(path)

    def image(self, path: Path | None) -> QImage | None:
        if path is None:
            return None
        if path not in self._images:
            img = QImage(str(path))
            self._images[path] = None if img.isNull() else img
        return self._images[path]

    def _picture_edges(self, path: Path, img: QImage) -> _Edges:
        edges = self._edges.get(path)
        if edges is None:
            iw, ih = img.width(), img.height()
            edges = _Edges(img.copy(0, 0, 1, ih), img.copy(iw - 1, 0, 1, ih),
                           img.copy(0, 0, iw, 1), img.copy(0, ih - 1, iw, 1),
                           (img.pixelColor(0, 0), img.pixelColor(iw - 1, 0),
                            img.pixelColor(0, ih - 1), img.pixelColor(iw - 1, ih - 1)))
            self._edges[path] = edges
        return edges

    def front(self, painter: QPainter, card: QRectF, bleed: QRectF, item: PrintItem,
              dpi: float) -> None:
        """The card's picture (or drawn face) in ``card``, its bleed out to ``bleed``
        (device units of a ``dpi`` device)."""
        img = self.image(item.picture)
        if img is None:
            from deckbuilder.proxies import faces

            if self.bleed > 0:
                painter.fillRect(bleed, faces.face_background(item.card))
            faces.draw_card_face(painter, card, item.card, dpi, translation=item.translation,
                                 labels=self.labels)
            return
        if self.bleed > 0 and item.picture is not None and bleed != card:
            _paint_bleed(painter, self._picture_edges(item.picture, img), card, bleed)
        painter.drawImage(card, img)

    def back(self, painter: QPainter, card: QRectF, bleed: QRectF, game: str,
             dpi: float) -> None:
        """The back of a card of ``game`` in ``card``, its colour out to ``bleed``."""
        from deckbuilder.proxies import faces

        if self.bleed > 0:
            painter.fillRect(bleed, faces.back_background(game))
        faces.draw_card_back(painter, card, game, dpi)


def _rect(box: tuple[float, float, float, float], k: float) -> QRectF:
    x, y, w, h = box
    return QRectF(x * k, y * k, w * k, h * k)


def _paint_bleed(painter: QPainter, edges: _Edges, card: QRectF, bleed: QRectF) -> None:
    """Fill the bleed around a picture with its outermost pixels: a one-pixel strip of each
    edge stretched outwards, and each corner filled with the corner pixel's colour. Every
    image placed is no larger than its strip, and the picture itself is drawn on top
    afterwards, so the strips may reach a hair under the card to leave no seam."""
    cx, cy, cw, ch = card.x(), card.y(), card.width(), card.height()
    bl, bt = cx - bleed.x(), cy - bleed.y()
    br = bleed.right() - card.right()
    bb = bleed.bottom() - card.bottom()
    under = 1.0   # device pixel under the picture: antialiasing leaves no light seam
    if bl > 0:
        painter.drawImage(QRectF(bleed.x(), cy, bl + under, ch), edges.left)
    if br > 0:
        painter.drawImage(QRectF(card.right() - under, cy, br + under, ch), edges.right)
    if bt > 0:
        painter.drawImage(QRectF(cx, bleed.y(), cw, bt + under), edges.top)
    if bb > 0:
        painter.drawImage(QRectF(cx, card.bottom() - under, cw, bb + under), edges.bottom)
    tl, tr_, bl_, br_ = edges.corners
    for rect, color in (
        (QRectF(bleed.x(), bleed.y(), bl, bt), tl),
        (QRectF(card.right(), bleed.y(), br, bt), tr_),
        (QRectF(bleed.x(), card.bottom(), bl, bb), bl_),
        (QRectF(card.right(), card.bottom(), br, bb), br_),
    ):
        if rect.width() > 0 and rect.height() > 0:
            painter.fillRect(rect.adjusted(0, 0, under if rect.x() < cx else 0,
                                           under if rect.y() < cy else 0), color)


def paint_calibration(painter: QPainter, layout: Layout, options: SheetOptions,
                      dpi: float, labels: Labels | None = None) -> None:
    """A ruler grid: 1 cm squares with 5 mm ticks, two 100 mm bars to measure, and a card
    outline at the exact card size. ``labels`` translates its words."""
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
    # Wrapped to the page: a translation may be longer than the English line.
    painter.drawText(QRectF(bx * k, (by + 3) * k, (pw - m - 2 - bx) * k, 14 * k),
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                     | int(Qt.TextFlag.TextWordWrap),
                     tr(labels, "100 mm — measure this bar; if it is not exactly 100 mm, "
                        "turn off 'fit to page' / 'scale' in the print dialog"))
    vx, vy = m + 10, m + 40
    painter.drawLine(QPointF(vx * k, vy * k), QPointF(vx * k, (vy + 100) * k))
    for i in range(101):
        tick = 4 if i % 10 == 0 else 2 if i % 5 == 0 else 1
        painter.drawLine(QPointF(vx * k, (vy + i) * k), QPointF((vx + tick) * k, (vy + i) * k))
    painter.drawText(QPointF((vx + 6) * k, (vy + 50) * k), tr(labels, "100 mm"))
    cw, ch = options.card_size
    cx, cy = pw - m - 10 - cw, m + 40
    painter.drawRect(QRectF(cx * k, cy * k, cw * k, ch * k))
    painter.drawText(QPointF(cx * k, (cy + ch + 6) * k),
                     tr(labels, "card %1 × %2 mm", f"{cw:g}", f"{ch:g}"))
    painter.drawText(QPointF(m * k, (ph - m - 4) * k),
                     tr(labels, "Deckbuilder calibration page — paper %1 × %2 mm, grid squares "
                        "10 mm", f"{pw:g}", f"{ph:g}"))
    if options.backs:
        paint_alignment_front(painter, layout, options, dpi, labels)


#: Half the length of the alignment target's scales and of the back's cross, in mm.
ALIGN_REACH = 10.0


def alignment_point(layout: Layout, options: SheetOptions) -> tuple[float, float]:
    """Where the alignment target sits on the calibration page (mm from the top left of
    the front): between the vertical 100 mm bar and the card outline, level with the middle
    of the bar."""
    pw, _ph = layout.page
    m = max(options.margin, 5.0)
    left, right = m + 35, pw - m - 10 - options.card_size[0] - 5
    return ((left + right) / 2 if right - left >= 2 * ALIGN_REACH + 4 else pw / 2, m + 90)


def paint_alignment_front(painter: QPainter, layout: Layout, options: SheetOptions,
                          dpi: float, labels: Labels | None = None) -> None:
    """Two scales crossing at the alignment point, 0.5 mm ticks, numbered every 5 mm. The
    numbers are what to ADD to the back offset: right is +x; the vertical scale counts
    upwards, because the back is seen through the paper (left and right swap, up and down
    do not), so a back printed too low needs a negative y."""
    k = dpi / 25.4
    x0, y0 = alignment_point(layout, options)
    r = ALIGN_REACH
    pen = QPen(QColor(0, 0, 0))
    pen.setWidthF(max(1.0, 0.1 * k))
    painter.setPen(pen)
    painter.drawLine(QPointF((x0 - r) * k, y0 * k), QPointF((x0 + r) * k, y0 * k))
    painter.drawLine(QPointF(x0 * k, (y0 - r) * k), QPointF(x0 * k, (y0 + r) * k))
    font = QFont("DejaVu Sans")
    font.setPointSizeF(5.5)
    painter.setFont(font)
    fm = QFontMetricsF(font, painter.device())
    for i in range(-int(2 * r), int(2 * r) + 1):
        t = i / 2
        tick = 2.5 if i % 10 == 0 else 1.5 if i % 2 == 0 else 0.8
        painter.drawLine(QPointF((x0 + t) * k, (y0 - tick) * k),
                         QPointF((x0 + t) * k, y0 * k))
        painter.drawLine(QPointF((x0 - tick) * k, (y0 + t) * k),
                         QPointF(x0 * k, (y0 + t) * k))
        if i % 10 == 0 and i:
            across = f"{t:+g}"
            painter.drawText(QPointF((x0 + t) * k - fm.horizontalAdvance(across) / 2,
                                     (y0 + 1.2) * k + fm.capHeight()), across)
            up = f"{-t:+g}"
            painter.drawText(QPointF((x0 + 1.0) * k, (y0 + t) * k + fm.capHeight() / 2), up)
    text_font = QFont("DejaVu Sans")
    text_font.setPointSizeF(7)
    painter.setFont(text_font)
    dx, dy = options.back_offset
    width = max(40.0, 2 * r + 40)
    painter.drawText(
        QRectF((x0 - width / 2) * k, (y0 + r + 3) * k, width * k, 30 * k),
        int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        | int(Qt.TextFlag.TextWordWrap),
        tr(labels, "Double-sided check: print this sheet on both sides, hold it up to the "
           "light and read where the cross on the back meets each scale. Add the two numbers "
           "to the back offset (now %1, %2 mm).", f"{dx:+g}", f"{dy:+g}"))


def paint_alignment_back(painter: QPainter, layout: Layout, options: SheetOptions,
                         dpi: float, labels: Labels | None = None) -> None:
    """The back of the calibration page: a cross exactly behind the front's alignment
    point (mirrored for long-edge duplex), moved by the back offset like every back."""
    k = dpi / 25.4
    pw, _ph = layout.page
    x0, y0 = alignment_point(layout, options)
    dx, dy = options.back_offset
    x, y = pw - x0 + dx, y0 + dy
    r = ALIGN_REACH
    pen = QPen(QColor(0, 0, 0))
    pen.setWidthF(max(1.0, 0.3 * k))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.drawLine(QPointF((x - r) * k, y * k), QPointF((x + r) * k, y * k))
    painter.drawLine(QPointF(x * k, (y - r) * k), QPointF(x * k, (y + r) * k))
    font = QFont("DejaVu Sans")
    font.setPointSizeF(7)
    painter.setFont(font)
    painter.drawText(QRectF((x - 30) * k, (y + r + 3) * k, 60 * k, 12 * k),
                     int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                     | int(Qt.TextFlag.TextWordWrap),
                     tr(labels, "back of the calibration page — read this cross from the "
                        "front"))
