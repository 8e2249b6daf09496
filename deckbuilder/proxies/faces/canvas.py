"""The drawing surface of the card faces, in Qt: design millimetres to device pixels, fonts
with physical sizes, text layout. :class:`_Canvas` implements the games' drawing protocol
(:class:`deckbuilder.rules.face_design.FaceCanvas`)."""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QPainter,
    QPen,
    QPolygonF,
)

from deckbuilder.rules.cards import Card
from deckbuilder.rules.face_design import (
    DESIGN_H,
    DESIGN_W,
    GENERIC_BACK,
    GENERIC_THEME,
    RGB,
    Paragraph,
    Theme,
    game_face,
)

MM_PER_INCH = 25.4


def _q(c: RGB | QColor) -> QColor:
    return QColor(c) if isinstance(c, QColor) else QColor(*c)


class QtColours:
    """Colours by name, as Qt knows them (:class:`deckbuilder.rules.face_design.Colours`)."""

    def hashed(self, text: str) -> RGB:
        """A stable mid-tone colour for a name the palette does not know."""
        h = zlib.crc32(text.casefold().encode()) % 360
        q = QColor.fromHsl(h, 150, 120)
        return (q.red(), q.green(), q.blue())

    def named(self, text: str, palette: Mapping[str, RGB]) -> RGB:
        """A colour from the palette, else an SVG colour name (``orange``), else a hash."""
        key = text.strip().casefold()
        if key in palette:
            return palette[key]
        if QColor.isValidColorName(key):
            q = QColor.fromString(key)
            return (q.red(), q.green(), q.blue())
        return self.hashed(key)


COLOURS = QtColours()


def _theme(card: Card) -> Theme:
    style = game_face(card.game)
    if style is not None:
        return style.theme(card, COLOURS)
    return GENERIC_THEME


def face_background(card: Card) -> QColor:
    """The colour that fills the bleed around a rendered face (the face's frame colour)."""
    return _q(_theme(card).frame)


def back_background(game: str) -> QColor:
    """The colour that fills the bleed around a card back."""
    style = game_face(game)
    return _q(style.back_color if style is not None else GENERIC_BACK)


# --------------------------------------------------------------------------- fonts

_FAMILIES: list[str] | None = None
_PREFERRED_FAMILIES = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "FreeSans", "Arial")


def _families() -> list[str]:
    """Font families to ask for, best first: DejaVu Sans has Cyrillic on any Debian."""
    global _FAMILIES
    if _FAMILIES is None:
        found = [f for f in _PREFERRED_FAMILIES if QFontDatabase.hasFamily(f)]
        _FAMILIES = found or [QFont().defaultFamily()]
    return _FAMILIES


# --------------------------------------------------------------------------- the canvas

class _Canvas(QtColours):
    """Design millimetres → device pixels, fonts with physical sizes, text helpers: the
    games' :class:`~deckbuilder.rules.face_design.FaceCanvas`."""

    def __init__(self, painter: QPainter, rect: QRectF, dpi: float):
        if dpi <= 0:
            raise ValueError(f"dpi must be positive, got {dpi!r}")
        self.p = painter
        self.full = QRectF(rect)
        mm = dpi / MM_PER_INCH
        k = min(rect.width() / DESIGN_W, rect.height() / DESIGN_H)
        self.k = k
        self.ox = rect.x() + (rect.width() - DESIGN_W * k) / 2
        self.oy = rect.y() + (rect.height() - DESIGN_H * k) / 2
        device = painter.device()
        logical = float(device.logicalDpiY()) if device is not None else 0.0
        if logical <= 0:
            logical = dpi
        self.font_scale = (k / mm) * (dpi / logical)
        self._fonts: dict[tuple[float, bool, bool], tuple[QFont, QFontMetricsF]] = {}
        self._widths: dict[tuple[float, bool, bool, str], float] = {}

    # geometry ---------------------------------------------------------------
    def x(self, mm: float) -> float:
        return self.ox + mm * self.k

    def y(self, mm: float) -> float:
        return self.oy + mm * self.k

    def d(self, mm: float) -> float:
        return mm * self.k

    def pt(self, x: float, y: float) -> QPointF:
        return QPointF(self.x(x), self.y(y))

    def r(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(self.x(x), self.y(y), w * self.k, h * self.k)

    def poly(self, points: Sequence[tuple[float, float]]) -> QPolygonF:
        return QPolygonF([self.pt(px, py) for px, py in points])

    # painting ---------------------------------------------------------------
    def pen(self, color: RGB | None, width_mm: float = 0.3) -> None:
        if color is None:
            self.p.setPen(Qt.PenStyle.NoPen)
        else:
            pen = QPen(_q(color), max(self.d(width_mm), 0.01))
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            self.p.setPen(pen)

    def brush(self, color: RGB | None) -> None:
        self.p.setBrush(QBrush(_q(color)) if color is not None else Qt.BrushStyle.NoBrush)

    def rounded(self, x: float, y: float, w: float, h: float, radius: float,
                fill: RGB | None, line: RGB | None = None, width: float = 0.3) -> None:
        self.pen(line, width)
        self.brush(fill)
        self.p.drawRoundedRect(self.r(x, y, w, h), self.d(radius), self.d(radius))

    def circle(self, cx: float, cy: float, radius: float, fill: RGB | None,
               line: RGB | None = None, width: float = 0.3) -> None:
        self.pen(line, width)
        self.brush(fill)
        self.p.drawEllipse(self.pt(cx, cy), self.d(radius), self.d(radius))

    def polygon(self, points: Sequence[tuple[float, float]], fill: RGB | None,
                line: RGB | None = None, width: float = 0.3, *,
                dashed: bool = False) -> None:
        if dashed and line is not None:
            self.p.setPen(QPen(_q(line), self.d(width), Qt.PenStyle.DashLine,
                               Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin))
        else:
            self.pen(line, width)
        self.brush(fill)
        self.p.drawPolygon(self.poly(points))

    def line(self, x0: float, y0: float, x1: float, y1: float, color: RGB,
             width: float = 0.3) -> None:
        self.pen(color, width)
        self.p.drawLine(self.pt(x0, y0), self.pt(x1, y1))

    @contextmanager
    def clip(self, x: float, y: float, w: float, h: float) -> Iterator[None]:
        self.p.save()
        try:
            self.p.setClipRect(self.r(x, y, w, h), Qt.ClipOperation.IntersectClip)
            yield
        finally:
            self.p.restore()

    # text -------------------------------------------------------------------
    def font(self, size: float, bold: bool = False,
             condensed: bool = False) -> tuple[QFont, QFontMetricsF]:
        key = (round(size, 2), bold, condensed)
        got = self._fonts.get(key)
        if got is None:
            f = QFont()
            f.setFamilies(_families())
            f.setPointSizeF(max(0.25, size * self.font_scale))
            f.setBold(bold)
            f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            f.setKerning(True)
            if condensed:
                f.setStretch(QFont.Stretch.SemiCondensed)
            got = (f, QFontMetricsF(f, self.p.device()))
            self._fonts[key] = got
        return got

    def width(self, text: str, size: float, bold: bool = False,
              condensed: bool = False) -> float:
        """Width of ``text`` in design millimetres."""
        key = (round(size, 2), bold, condensed, text)
        w = self._widths.get(key)
        if w is None:
            w = self.font(size, bold, condensed)[1].horizontalAdvance(text) / self.k
            self._widths[key] = w
        return w

    def cap(self, size: float, bold: bool = False) -> float:
        """Cap height in design millimetres."""
        return self.font(size, bold)[1].capHeight() / self.k

    def text(self, text: str, x: float, baseline: float, size: float, color: RGB,
             bold: bool = False, align: str = "left", condensed: bool = False) -> None:
        """One line of text; ``x`` is its left edge, centre or right edge per ``align``."""
        if not text:
            return
        f, _fm = self.font(size, bold, condensed)
        w = self.width(text, size, bold, condensed)
        if align == "center":
            x -= w / 2
        elif align == "right":
            x -= w
        self.p.setFont(f)
        self.p.setPen(_q(color))
        self.p.drawText(self.pt(x, baseline), text)

    def label(self, text: str, cx: float, cy: float, size: float, color: RGB,
              bold: bool = True, max_w: float | None = None, min_size: float = 3.5,
              align: str = "center") -> float:
        """One line centred (on its cap height) at ``cy``; shrinks to ``max_w``, then elides.

        ``cx`` is the left edge / centre / right edge per ``align``. Returns the size used."""
        if not text:
            return size
        if max_w is not None:
            size = self.fit_size(text, size, max_w, bold, min_size)
            if self.width(text, size, bold) > max_w:
                _f, fm = self.font(size, bold)
                text = fm.elidedText(text, Qt.TextElideMode.ElideRight, max_w * self.k)
        self.text(text, cx, cy + self.cap(size, bold) / 2, size, color, bold, align)
        return size

    def fit_size(self, text: str, size: float, max_w: float, bold: bool,
                 min_size: float) -> float:
        while size > min_size and self.width(text, size, bold) > max_w:
            size = max(min_size, size - 0.25)
        return size

    # word wrap ---------------------------------------------------------------
    def wrap(self, paragraphs: Sequence[Paragraph], size: float,
             max_w: float) -> list[list[tuple[str, bool]]]:
        """Lines of (word, bold); an empty line separates paragraphs."""
        lines: list[list[tuple[str, bool]]] = []
        for pi, para in enumerate(paragraphs):
            if pi:
                lines.append([])
            words: list[tuple[str, bool]] = []
            for text, bold in para:
                for word in text.split():
                    words.extend((chunk, bold) for chunk in self._split_long(word, size, bold,
                                                                             max_w))
            line: list[tuple[str, bool]] = []
            line_w = 0.0
            for word, bold in words:
                ww = self.width(word, size, bold)
                if line:
                    trial = line_w + self.width(" ", size, bold) + ww
                    if trial <= max_w:
                        line.append((word, bold))
                        line_w = trial
                        continue
                    lines.append(line)
                line, line_w = [(word, bold)], ww
            if line:
                lines.append(line)
        return lines

    def _split_long(self, word: str, size: float, bold: bool, max_w: float) -> list[str]:
        if self.width(word, size, bold) <= max_w:
            return [word]
        chunks: list[str] = []
        current = ""
        for ch in word:
            if current and self.width(current + ch, size, bold) > max_w:
                chunks.append(current)
                current = ch
            else:
                current += ch
        if current:
            chunks.append(current)
        return chunks

    def draw_line(self, words: Sequence[tuple[str, bool]], x: float, baseline: float,
                  size: float, color: RGB, align: str = "left", max_w: float = 0.0) -> None:
        """Draw a wrapped line, one drawText per run of words of the same weight."""
        groups: list[tuple[str, bool]] = []
        for word, bold in words:
            if groups and groups[-1][1] == bold:
                groups[-1] = (groups[-1][0] + " " + word, bold)
            else:
                groups.append((word, bold))
        total = sum(self.width(g, size, b) for g, b in groups)
        total += sum(self.width(" ", size, b) for _g, b in groups[1:])
        if align == "center":
            x += (max_w - total) / 2
        for i, (text, bold) in enumerate(groups):
            if i:
                x += self.width(" ", size, bold)
            self.text(text, x, baseline, size, color, bold)
            x += self.width(text, size, bold)
