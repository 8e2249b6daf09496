"""Colours, themes and the drawing surface of the card faces: design millimetres to device pixels, fonts with physical sizes, text layout."""

from __future__ import annotations

import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

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

from deckbuilder.proxies.labels import Labels, tr
from deckbuilder.proxies.palette import (
    GOLD,
    INK,
    NEUTRAL_COLOR,
    RGB,
    WHITE,
    darken,
    field_colours,
)
from deckbuilder.rules.cards import Card

from .painters import STYLES

MM_PER_INCH = 25.4
#: The design size of a face, in millimetres; other card sizes are scaled to fit.
DESIGN_W, DESIGN_H = 63.0, 88.0

# --------------------------------------------------------------------------- colours
# The colours of a game's values are its descriptor's palette (``field_colours``); these are
# the face's own.

MC_RARITY_NAMES: dict[str, str] = {
    "C": "Common", "R": "Rare", "SR": "Super Rare", "UR": "Ultra Rare",
}
MC_SKILL_TYPE_NAMES: dict[str, str] = {"S": "Standard", "Dc": "Discard", "GC": "Game Changer"}
MC_SKILL_TYPE_COLORS: dict[str, RGB] = {
    "S": (47, 111, 214),
    "Dc": (28, 138, 112),
    "GC": (190, 40, 130),
}
HEAL_COLOR: RGB = (240, 206, 50)
HIT_COLOR: RGB = (214, 52, 44)
BADGE_FILL: RGB = (30, 30, 36)
PAPER: RGB = (250, 246, 234)        # rules text box
PARCHMENT: RGB = (244, 236, 214)    # MONSTER CARDS panel
MC_FRAME: RGB = (236, 226, 200)


TIMING_WORDS: dict[str, str] = {
    "reveal": "On reveal",
    "domination": "On domination",
    "damage": "On damage",
    "after": "After combat",
}
ZONE_LABELS = ("LEFT", "MIDDLE", "RIGHT")
CATEGORY_WORDS: dict[str, str] = {"upgrade": "UPGRADE", "restricted": "RESTRICTED"}


def _q(c: RGB | QColor) -> QColor:
    return QColor(c) if isinstance(c, QColor) else QColor(*c)


def _luminance(c: RGB) -> float:
    """Relative luminance (WCAG)."""
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def _contrast(a: RGB, b: RGB) -> float:
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def _ink_for(fill: RGB) -> RGB:
    """White or near-black, whichever reads better on ``fill``."""
    return WHITE if _contrast(WHITE, fill) >= _contrast(INK, fill) else INK


def _deep(c: RGB, target: float = 5.0) -> RGB:
    """``c`` darkened just enough for white text on it to reach the contrast ``target``."""
    out = c
    for _ in range(20):
        if _contrast(WHITE, out) >= target:
            break
        out = darken(out, 0.12)
    return out


def _hash_color(text: str) -> RGB:
    """A stable mid-tone colour for a name the palette does not know."""
    h = zlib.crc32(text.casefold().encode()) % 360
    q = QColor.fromHsl(h, 150, 120)
    return (q.red(), q.green(), q.blue())


def _named(text: str, palette: Mapping[str, RGB]) -> RGB:
    """A colour from the palette, else an SVG colour name (``orange``), else a hash."""
    key = text.strip().casefold()
    if key in palette:
        return palette[key]
    if QColor.isValidColorName(key):
        q = QColor.fromString(key)
        return (q.red(), q.green(), q.blue())
    return _hash_color(key)


def value_color(game: str, field: str, value: str) -> RGB:
    """The colour of a card's value: its game's palette, else an SVG colour name, else a
    colour made from the name."""
    return _named(value, field_colours(game, field))


@dataclass(frozen=True)
class _Theme:
    frame: RGB      # outside the panel, and the bleed
    panel: RGB      # the card's inner panel
    bg: RGB         # the theme colour (manufacturer, Redakai colour, element)
    accent: RGB     # borders
    on_panel: RGB   # text drawn straight on the panel


def _theme(card: Card) -> _Theme:
    style = STYLES.get(card.game)
    if style is not None:
        return style.theme(card)
    return _Theme((40, 40, 46), (60, 60, 68), NEUTRAL_COLOR, GOLD, WHITE)


def face_background(card: Card) -> QColor:
    """The colour that fills the bleed around a rendered face (the face's frame colour)."""
    return _q(_theme(card).frame)


def back_background(game: str) -> QColor:
    """The colour that fills the bleed around a card back."""
    style = STYLES.get(game)
    return _q(style.back_color if style is not None else (40, 40, 46))


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


# --------------------------------------------------------------------------- effects in words

def _effect_words(effect: Mapping[str, Any], labels: Labels | None = None,
                  heal: str = "heal %1") -> str:
    verb, n = effect.get("do"), effect.get("amount", 0)
    if verb == "speed":
        return tr(labels, "+%1 speed", n)
    if verb == "damage":
        return tr(labels, "+%1 damage", n)
    if verb == "heal":
        return tr(labels, heal, n)
    if verb == "draw":
        return tr(labels, "draw %1 card" if n == 1 else "draw %1 cards", n)
    if verb == "defense":
        color = str(effect.get("color") or "")
        return (tr(labels, "+%1 %2 defense", n, color) if color
                else tr(labels, "+%1 defense", n))
    if verb == "power":
        return tr(labels, "+%1 attack power", n)
    return f"{verb} {n}"


def _sentence(words: str) -> str:
    """Capitalised, with one full stop at the end."""
    words = words.strip()
    if not words:
        return ""
    return words[:1].upper() + words[1:] + ("" if words.endswith((".", "!", "?")) else ".")


def _effects_sentence(effects: Sequence[Mapping[str, Any]], labels: Labels | None = None,
                      heal: str = "heal %1") -> str:
    return _sentence(", ".join(_effect_words(e, labels, heal) for e in effects))


# --------------------------------------------------------------------------- the canvas

Run = tuple[str, bool]          # (text, bold)
Paragraph = list[Run]


class _Canvas:
    """Design millimetres → device pixels, fonts with physical sizes, text helpers."""

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
                line: RGB | None = None, width: float = 0.3) -> None:
        self.pen(line, width)
        self.brush(fill)
        self.p.drawPolygon(self.poly(points))

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


# --------------------------------------------------------------------------- common parts

# Layout of the face, in design millimetres on a 63 × 88 card.
PANEL = (1.5, 1.5, 60.0, 85.0)
TITLE = (3.2, 3.7, 56.6, 10.0)
SUB_Y = 16.3                     # centre of the subtitle line / manufacturer band
WIN = (3.6, 19.2, 55.8, 34.0)    # the "window" with the numbers and types
TEXTBOX = (3.6, 54.3, 55.8, 27.2)
FOOT_Y = 83.9
