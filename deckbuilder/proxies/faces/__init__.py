"""Card faces and backs for proxy sheets, drawn with QPainter.

Everything is vector shapes and real text, so a PDF stays sharp at any zoom and its text can
be searched and copied. The look follows the built-in starter pictures
(``resources/tools/make_pictures.py``): a dark frame (parchment for MONSTER CARDS), a title
bar, a subtitle, a coloured window and a light rules-text box. Where a starter picture has its
art, a proxy face has the numbers and types of the card, large, in the game's own layout.

Units: ``rect`` is in device pixels of the painter's paint device, whose resolution is
``dpi``. The face is designed on a 63 × 88 mm card and scaled uniformly to fit ``rect`` (a
card of another size keeps its proportions; the frame colour fills the rest). Fonts get
physical point sizes: ``setPointSizeF`` is corrected by ``dpi / logicalDpi`` of the device, so
a device whose logical resolution differs from ``dpi`` still gets the right size.
"""

from __future__ import annotations

import math
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
    QPainterPath,
    QPen,
    QPolygonF,
)

from deckbuilder.proxies.labels import Labels, tr, value_label
from deckbuilder.proxies.palette import (
    ELEMENT_COLORS,
    GOLD,
    INK,
    MANUFACTURER_COLORS,
    MC_RARITY_COLORS,
    NEUTRAL_COLOR,
    REDAKAI_COLORS,
    RGB,
    STRIKE_TYPE_COLORS,
    WHITE,
    darken,
    lighten,
    mix,
)
from deckbuilder.rules.cards import (
    GAME_TITLES,
    MC_SKILLS,
    Card,
    card_cost,
    card_stats,
)

__all__ = [
    "back_background",
    "draw_card_back",
    "draw_card_face",
    "face_background",
]

MM_PER_INCH = 25.4
#: The design size of a face, in millimetres; other card sizes are scaled to fit.
DESIGN_W, DESIGN_H = 63.0, 88.0

# --------------------------------------------------------------------------- colours
# The shared palette (MANUFACTURER_COLORS, ELEMENT_COLORS…) is in palette.py; these are the
# face's own.

MANUFACTURER_NAMES: dict[str, str] = {
    "core-tech": "Core-Tech",
    "storm": "S.T.O.R.M.",
    "eklipse": "Eklipse",
}
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

FRAMES: dict[str, RGB] = {
    "monsuno": (34, 38, 46),
    "redakai": (20, 20, 26),
    "monster-cards": MC_FRAME,
}
BACK_BACKGROUNDS: dict[str, RGB] = {
    "monsuno": (22, 24, 30),
    "redakai": (20, 20, 26),
    "monster-cards": MC_FRAME,
}

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


def _manufacturer_color(m: str | None) -> RGB:
    if not m:
        return NEUTRAL_COLOR
    return MANUFACTURER_COLORS.get(m.casefold(), _hash_color(m))


def _manufacturer_name(m: str | None) -> str:
    if not m:
        return "Neutral"
    return MANUFACTURER_NAMES.get(m.casefold(), m)


def _strike_color(t: str) -> RGB:
    return _named(t, STRIKE_TYPE_COLORS)


def _redakai_color(c: str) -> RGB:
    return _named(c, REDAKAI_COLORS)


@dataclass(frozen=True)
class _Theme:
    frame: RGB      # outside the panel, and the bleed
    panel: RGB      # the card's inner panel
    bg: RGB         # the theme colour (manufacturer, Redakai colour, element)
    accent: RGB     # borders
    on_panel: RGB   # text drawn straight on the panel


def _theme(card: Card) -> _Theme:
    game, kind = card.game, card.kind
    if game == "monsuno":
        bg = _manufacturer_color(card.get("manufacturer"))
        accent = _strike_color(str(card.get("strike_type") or "")) if card.get(
            "strike_type") else GOLD
        panel = darken(bg, 0.55)
        return _Theme(FRAMES[game], panel, bg, accent, WHITE)
    if game == "redakai":
        if kind == "attack":
            bg = _redakai_color(str(card.get("color") or ""))
        else:
            totals: dict[str, int] = {}
            for zone in card.get("defense") or ():
                if zone:
                    totals[zone["color"]] = totals.get(zone["color"], 0) + zone["value"] + 1
            best = max(sorted(totals), key=lambda c: totals[c]) if totals else ""
            bg = _redakai_color(best) if best else NEUTRAL_COLOR
        return _Theme(FRAMES[game], darken(bg, 0.55), bg, GOLD, WHITE)
    if game == "monster-cards":
        bg = ELEMENT_COLORS.get(str(card.get("element") or ""), NEUTRAL_COLOR)
        accent = darken(MC_RARITY_COLORS.get(card.rarity or "", GOLD), 0.1)
        return _Theme(MC_FRAME, PARCHMENT, bg, accent, INK)
    return _Theme((40, 40, 46), (60, 60, 68), NEUTRAL_COLOR, GOLD, WHITE)


def face_background(card: Card) -> QColor:
    """The colour that fills the bleed around a rendered face (the face's frame colour)."""
    return _q(_theme(card).frame)


def back_background(game: str) -> QColor:
    """The colour that fills the bleed around a card back."""
    return _q(BACK_BACKGROUNDS.get(game, (40, 40, 46)))


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

def _effect_words(effect: Mapping[str, Any], game: str, labels: Labels | None = None) -> str:
    verb, n = effect.get("do"), effect.get("amount", 0)
    if verb == "speed":
        return tr(labels, "+%1 speed", n)
    if verb == "damage":
        return tr(labels, "+%1 damage", n)
    if verb == "heal":
        return tr(labels, "heal %1 damage" if game == "monsuno" else "heal %1", n)
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


def _effects_sentence(effects: Sequence[Mapping[str, Any]], game: str,
                      labels: Labels | None = None) -> str:
    return _sentence(", ".join(_effect_words(e, game, labels) for e in effects))


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


class _Face:
    def __init__(self, c: _Canvas, card: Card, translation: str | None,
                 labels: Labels | None = None):
        self.c = c
        self.card = card
        self.labels = labels
        self.translation = (translation or "").strip()
        self.t = _theme(card)
        self.win_bg = darken(self.t.bg, 0.25) if card.game != "monster-cards" else self.t.bg
        self.on_win = _ink_for(self.win_bg)
        if _contrast(INK, self.t.bg) >= 7.0:   # a light theme colour: dark lettering on it
            self.title_fill, self.title_ink = self.t.bg, INK
        else:
            self.title_fill, self.title_ink = _deep(darken(self.t.bg, 0.25), 6.0), WHITE

    # --- frame, title, subtitle, window, text box, footer
    def draw(self) -> None:
        c, t = self.c, self.t
        c.p.fillRect(c.full, _q(t.frame))
        x, y, w, h = PANEL
        c.rounded(x, y, w, h, 2.8, t.panel, t.accent, 0.5)
        if self.card.game == "monsuno":
            self._hazard_stripes()
        self._title()
        self._subtitle()
        self._window()
        self._text_box()
        self._footer()

    def _hazard_stripes(self) -> None:
        c = self.c
        for i in range(4):
            x = 4.6 + i * 2.3
            for sx in (x, DESIGN_W - x):
                sign = 1 if sx == x else -1
                c.polygon([(sx, 2.1), (sx + sign * 1.2, 2.1), (sx - sign * 0.3, 3.4),
                           (sx - sign * 1.5, 3.4)], self.t.accent)

    def _cost(self) -> tuple[str, str] | None:
        card = self.card
        cost = card_cost(card)
        if cost is None:
            return None
        label = {"monsuno": "LAUNCH", "redakai": "KAIRU"}.get(card.game, "COST")
        return str(cost), self.tr(label)

    def _title(self) -> None:
        c, t = self.c, self.t
        x, y, w, h = TITLE
        fill, ink = self.title_fill, self.title_ink
        c.rounded(x, y, w, h, 1.6, fill, t.accent, 0.35)
        left = x + 1.4
        cost = self._cost()
        if cost is not None:
            r = h / 2 - 0.5
            cx, cy = x + 0.6 + r, y + h / 2
            badge(c, cx, cy, r, cost[0], cost[1], BADGE_FILL, t.accent, inner_label=True)
            left = cx + r + 1.0
        right = x + w - 1.4
        name_box = (left, y + 0.5, right - left, h - 1.0)
        if self.translation:
            nb = (name_box[0], name_box[1], name_box[2], name_box[3] - 2.6)
            self._name(nb)
            c.label(self.translation, (left + right) / 2, y + h - 1.75, 5.6,
                    mix(ink, fill, 0.12), bold=False, max_w=right - left, min_size=4.0)
        else:
            self._name(name_box)

    def _name(self, box: tuple[float, float, float, float]) -> None:
        """The card name: one line as large as fits, else two, else smaller, elided last."""
        c = self.c
        x, y, w, h = box
        name = self.card.name
        cx = x + w / 2
        top_size = min(12.5, h / 0.55)
        # one line
        size = top_size
        while size >= 8.0:
            if c.width(name, size, True) <= w and c.cap(size, True) * 1.0 <= h:
                c.text(name, cx, y + h / 2 + c.cap(size, True) / 2, size, self.title_ink, True,
                       "center")
                return
            size -= 0.5
        # two lines, split where the longer line is shortest
        words = name.split()
        if len(words) > 1:
            for condensed in (False, True):
                size = min(10.0, top_size)
                while size >= 5.5:
                    split = min(range(1, len(words)), key=lambda i: max(
                        c.width(" ".join(words[:i]), size, True, condensed),
                        c.width(" ".join(words[i:]), size, True, condensed)))
                    lines = [" ".join(words[:split]), " ".join(words[split:])]
                    _f, fm = c.font(size, True, condensed)
                    lh = fm.height() / c.k * 0.92
                    if (max(c.width(s, size, True, condensed) for s in lines) <= w
                            and lh + c.cap(size, True) <= h):
                        base = y + h / 2 - lh / 2 + c.cap(size, True) / 2
                        for i, s in enumerate(lines):
                            c.text(s, cx, base + i * lh, size, self.title_ink, True, "center",
                                   condensed)
                        return
                    size -= 0.5
        # one line, small and condensed, elided as the last resort
        size = 6.0
        _f, fm = c.font(size, True, True)
        text = name
        if c.width(name, size, True, True) > w:
            text = fm.elidedText(name, Qt.TextElideMode.ElideRight, w * c.k)
        c.text(text, cx, y + h / 2 + c.cap(size, True) / 2, size, self.title_ink, True,
               "center", True)

    def tr(self, text: str, *args: object) -> str:
        return tr(self.labels, text, *args)

    def _subtitle_parts(self) -> list[str]:
        card, t = self.card, self.tr
        if card.game == "monsuno":
            maker = _manufacturer_name(card.get("manufacturer"))
            return [t("MONSUNO") if card.kind == "monsuno" else t("STRIKE"), maker]
        if card.game == "redakai":
            if card.kind == "character":
                parts = [t("CHARACTER"), str(card.get("character") or "")]
                if card.get("version"):
                    parts.append(str(card.get("version")))
                return [p for p in parts if p]
            if card.kind == "attack":
                return [t("ATTACK"), value_label(self.labels, "color",
                                                 str(card.get("color") or ""))]
            return [t("MONSTER"), t("Transformation")]
        if card.game == "monster-cards":
            rarity = MC_RARITY_NAMES.get(card.rarity or "")
            return [t("MONSTER"), t(rarity) if rarity else card.rarity or ""]
        return [card.kind.upper()]

    def _subtitle(self) -> None:
        c, t = self.c, self.t
        text = "  ·  ".join(p for p in self._subtitle_parts() if p)
        if self.card.game == "monsuno":
            band = _deep(t.bg, 5.0)
            x, _y, w, _h = TITLE
            c.rounded(x + 3.0, SUB_Y - 2.0, w - 6.0, 4.0, 2.0, band, lighten(t.bg, 0.3), 0.25)
            c.label(text.upper(), DESIGN_W / 2, SUB_Y, 6.3, WHITE, max_w=w - 10.0)
        else:
            c.label(text, DESIGN_W / 2, SUB_Y, 6.8, t.on_panel, max_w=TITLE[2] - 2.0)

    def _window(self) -> None:
        c, t = self.c, self.t
        x, y, w, h = WIN
        c.p.save()
        path = QPainterPath()
        path.addRect(c.r(x, y, w, h))
        c.p.setClipPath(path, Qt.ClipOperation.IntersectClip)
        c.p.fillRect(c.r(x, y, w, h), _q(self.win_bg))
        # soft rays behind the numbers, like the starter pictures' art backgrounds
        ray = lighten(self.win_bg, 0.07) if self.on_win == WHITE else darken(self.win_bg, 0.06)
        cx, cy = x + w / 2, y + h / 2
        radius = math.hypot(w, h)
        n = 14
        for i in range(n):
            a0 = -math.pi / 2 + 2 * math.pi * i / n - math.pi / (2 * n)
            a1 = a0 + math.pi / n
            c.polygon([(cx, cy), (cx + radius * math.cos(a0), cy + radius * math.sin(a0)),
                       (cx + radius * math.cos(a1), cy + radius * math.sin(a1))], ray)
        c.p.restore()
        c.pen(t.accent, 0.45)
        c.brush(None)
        c.p.drawRect(c.r(x, y, w, h))
        game, kind = self.card.game, self.card.kind
        drawer = {
            ("monsuno", "monsuno"): self._monsuno,
            ("monsuno", "strike"): self._strike,
            ("redakai", "character"): self._character,
            ("redakai", "monster"): self._redakai_monster,
            ("redakai", "attack"): self._attack,
            ("monster-cards", "monster"): self._mc_monster,
        }.get((game, kind), self._generic)
        drawer()

    def _paragraphs(self) -> list[Paragraph]:
        card, t, labels = self.card, self.tr, self.labels
        paras: list[Paragraph] = []
        game = card.game
        if game == "monsuno" and card.kind == "strike":
            restricted = card.get("restricted_to") or ()
            if restricted:
                names = ", ".join(MANUFACTURER_NAMES.get(r.casefold(), r) for r in restricted)
                paras.append([(t("Restricted to:"), True), (_sentence(names), False)])
            effects = card.get("effects") or ()
            if effects:
                timing = t(TIMING_WORDS.get(str(card.get("timing") or "damage"), "Effect"))
                paras.append([(timing + ":", True),
                              (_effects_sentence(effects, game, labels), False)])
        elif game == "redakai":
            ability = card.get("ability") or ()
            if ability:
                paras.append([(t("Ability:"), True),
                              (_effects_sentence(ability, game, labels), False)])
            effects = card.get("effects") or ()
            if effects:
                paras.append([(t("Effect:"), True),
                              (_effects_sentence(effects, game, labels), False)])
            react = card.get("react")
            if react:
                words = _effects_sentence(react.get("effects") or (), game, labels) or "—"
                paras.append([(t("React (%1 Kairu):", react.get("kairu", 0)), True),
                              (words, False)])
        for line in (card.text or "").splitlines():
            if line.strip():
                paras.append([(line, False)])
        return paras

    def _text_box(self) -> None:
        c, t = self.c, self.t
        x, y, w, h = TEXTBOX
        c.rounded(x, y, w, h, 1.6, PAPER, t.accent, 0.35)
        paras = self._paragraphs()
        if not paras:
            return
        pad = 1.7
        inner_w, inner_h = w - 2 * pad, h - 2 * pad

        def layout(size: float) -> tuple[list[list[tuple[str, bool]]], float, float, float]:
            lines = c.wrap(paras, size, inner_w)
            line_h = c.font(size)[1].height() / c.k * 1.02
            gap = line_h * 0.35
            return lines, line_h, gap, sum(gap if not ln else line_h for ln in lines)

        # the largest size in quarter points from 4.5 to 8 that fits (binary search)
        lo, hi = 0, 14                      # sizes 4.5 + i / 4
        if layout(8.0)[3] <= inner_h:
            lo = hi
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if layout(4.5 + mid / 4)[3] <= inner_h:
                lo = mid
            else:
                hi = mid - 1
        size = 4.5 + lo / 4
        lines, line_h, gap, used = layout(size)
        c.p.save()
        c.p.setClipRect(c.r(x + 0.3, y + 0.3, w - 0.6, h - 0.6), Qt.ClipOperation.IntersectClip)
        _f, fm = c.font(size)
        ascent = fm.ascent() / c.k
        # centre short texts vertically, like the starter pictures; long ones start at the top
        top = y + pad + max(0.0, (inner_h - used) / 2)
        if used > inner_h:  # last resort: keep the lines that fit, mark the cut
            keep: list[list[tuple[str, bool]]] = []
            acc = 0.0
            for ln in lines:
                step = gap if not ln else line_h
                if acc + step > inner_h:
                    break
                keep.append(ln)
                acc += step
            while keep and not keep[-1]:
                keep.pop()
            if keep:
                keep[-1] = [*keep[-1], ("…", False)]
            lines = keep
            top = y + pad
        yy = top
        for ln in lines:
            if not ln:
                yy += gap
                continue
            c.draw_line(ln, x + pad, yy + ascent, size, INK)
            yy += line_h
        c.p.restore()

    def _footer(self) -> None:
        card = self.card
        parts = [card.set or "", card.number or ""]
        if card.game != "monster-cards" and card.rarity:
            parts.append(card.rarity)
        text = "  ·  ".join(p for p in parts if p)
        color = INK if card.game == "monster-cards" else (232, 232, 236)
        self.c.label(text, DESIGN_W / 2, FOOT_Y, 5.0, color, bold=False, max_w=50.0)

    # --- Monsuno
    def _monsuno(self) -> None:
        c, card = self.c, self.card
        x, y, w, _h = WIN
        cx = x + w / 2
        on = self.on_win
        # life, speed, damage
        row = y + 7.6
        life = str(card.get("life", ""))
        t = self.tr
        badge(c, cx - 17.5, row, 5.4, life, t("LIFE"), (150, 24, 36), GOLD, label_color=on)
        badge(c, cx, row, 5.0, str(card.get("speed", "")), t("SPEED"), BADGE_FILL,
              self.t.accent, label_color=on)
        badge(c, cx + 17.5, row, 5.0, str(card.get("damage", "")), t("DAMAGE"), BADGE_FILL,
              self.t.accent, label_color=on)
        # strike type
        st = str(card.get("strike_type") or "")
        c.label(t("STRIKE TYPE"), cx - 1.5, y + 19.2, 5.0, on, align="right",
                max_w=w / 2 - 3.0)
        type_chip(c, cx + 1.5, y + 19.2, st)
        # power slots and the super strike
        slots = list(card.get("power_slots") or ())
        c.label(t("POWER SLOTS"), x + 2.0, y + 23.6, 4.6, on, align="left", max_w=w - 20.0)
        sx = x + 5.0
        step = min(8.0, 30.0 / max(1, len(slots)))
        if not slots:
            c.label(t("none"), x + 2.0, y + 28.5, 5.5, on, bold=False, align="left",
                    max_w=30.0)
        for i, s in enumerate(slots):
            px = sx + i * step
            slot_symbol(c, px, y + 27.6, 2.5, _strike_color(s))
            c.label(s.upper(), px, y + 31.9, 4.2, on, max_w=step - 0.4, min_size=3.0)
        bx = x + w - 8.0
        c.label(t("SUPER STRIKE"), bx, y + 23.6, 4.6, on, max_w=14.0)
        badge(c, bx, y + 29.0, 4.0, str(card.get("power_damage", 0)), "", (150, 24, 36), GOLD)
        if slots:
            ax0 = sx + (len(slots) - 1) * step + 3.8
            ax1 = bx - 5.2
            if ax1 - ax0 > 2.0:
                mid = y + 27.6
                c.pen(on, 0.35)
                c.p.drawLine(c.pt(ax0, mid), c.pt(ax1 - 0.8, mid))
                c.polygon([(ax1, mid), (ax1 - 1.4, mid - 0.9), (ax1 - 1.4, mid + 0.9)], on)

    def _strike(self) -> None:
        c, card, t = self.c, self.card, self.tr
        x, y, w, h = WIN
        cx = x + w / 2
        on = self.on_win
        # domination icons at the top right, as on the printed cards
        dominates = list(card.get("dominates") or ())
        right = x + w - 1.5
        chip_y = y + 3.4
        for kind in reversed(dominates):
            cw = type_chip_width(c, kind, triangle=True)
            type_chip(c, right - cw, chip_y, kind, triangle=True)
            right -= cw + 1.0
        if dominates:
            c.label(t("DOMINATES"), right - 0.5, chip_y, 4.6, on, align="right",
                    max_w=max(8.0, right - 0.5 - x - 1.5))
        # keywords
        words: list[tuple[str, RGB]] = []
        if card.get("unique"):
            words.append((t("UNIQUE"), GOLD))
        if card.get("exclusive"):
            words.append((t("EXCLUSIVE"), (200, 60, 60)))
        category = str(card.get("category") or "normal")
        if category != "normal":
            words.append((t(CATEGORY_WORDS.get(category, category.upper())),
                          (230, 230, 236)))
        timing = str(card.get("timing") or "damage")
        if card.get("effects") or timing != "damage":
            words.append((t(TIMING_WORDS.get(timing, timing)).upper(), (196, 224, 250)))
        chips_row(c, words, cx, y + 9.4, w - 3.0)
        # speed and damage
        row = y + 18.8
        badge(c, cx - 11.0, row, 5.2, f"+{card.get('speed', 0)}", t("SPEED"), BADGE_FILL,
              self.t.accent, label_color=on)
        badge(c, cx + 11.0, row, 5.2, str(card.get("damage", "")), t("DAMAGE"),
              (150, 24, 36), GOLD, label_color=on)
        # strike type at the bottom right
        st = str(card.get("strike_type") or "")
        cw = type_chip_width(c, st)
        type_chip(c, x + w - 1.5 - cw, y + h - 3.4, st)
        c.label(t("STRIKE TYPE"), x + w - 2.5 - cw, y + h - 3.4, 4.6, on, align="right",
                max_w=w - cw - 4.0)

    # --- Redakai
    def _zones(self, cy: float, sw: float, heal: Sequence[bool] = (False, False, False)) -> None:
        c, card = self.c, self.card
        x, _y, w, _h = WIN
        cx = x + w / 2
        zones = list(card.get("defense") or (None, None, None))[:3]
        zones += [None] * (3 - len(zones))
        for i, zone in enumerate(zones):
            zx = cx + (i - 1) * (sw + 5.5)
            defense_shield(c, zx, cy, sw, zone, self.tr(ZONE_LABELS[i]), self.on_win,
                           heal=bool(heal[i]) if i < len(heal) else False,
                           labels=self.labels)

    def _character(self) -> None:
        x, y, w, _h = WIN
        self.c.label(self.tr("DEFENSE"), x + 2.0, y + 3.0, 4.8, self.on_win, align="left",
                     max_w=w - 4.0)
        self._zones(y + 16.0, 12.0)

    def _redakai_monster(self) -> None:
        x, y, w, _h = WIN
        c = self.c
        heal = tuple(self.card.get("heal") or (False, False, False))
        c.label(self.tr("DEFENSE"), x + 2.0, y + 3.0, 4.8, self.on_win, align="left",
                max_w=w / 2 - 3.0)
        if any(heal):
            c.label(self.tr("+ YELLOW ZONES HEAL"), x + w - 2.0, y + 3.0, 4.6, HEAL_COLOR
                    if self.on_win == WHITE else INK, align="right", max_w=w / 2 - 1.0)
        self._zones(y + 16.0, 12.0, heal)

    def _attack(self) -> None:
        c, card, t = self.c, self.card, self.tr
        x, y, w, h = WIN
        on = self.on_win
        color_name = str(card.get("color") or "")
        col = _redakai_color(color_name)
        px, py = x + 10.0, y + 12.8
        badge(c, px, py, 7.0, str(card.get("power", "")), t("POWER"), col, GOLD,
              label_color=on, value_size=19.0)
        c.label(value_label(self.labels, "color", color_name).upper(), px, py + 7.0 + 5.2, 4.6,
                on, max_w=18.0)
        hits = tuple(card.get("hits") or (False, False, False))
        sw, step = 8.6, 11.0
        hx = x + w - 2.6 - sw / 2 - 2 * step      # centre of the left zone
        c.label(t("HITS"), hx + step, y + 3.2, 4.8, on, max_w=3 * step)
        for i in range(3):
            hit_shield(c, hx + i * step, y + 13.0, sw, bool(hits[i]) if i < len(hits) else False,
                       t(("LEFT", "MID", "RIGHT")[i]), on, labels=self.labels)
        if card.get("blanks_ability"):
            chips_row(c, [(t("BLANKS ABILITY"), (250, 236, 180))], x + w / 2, y + h - 3.6,
                      w - 4)

    # --- MONSTER CARDS
    def _mc_monster(self) -> None:
        c, card, t = self.c, self.card, self.tr
        x, y, w, h = WIN
        on = self.on_win
        power = int(card.get("power", 0) or 0)
        # power: a badge and five pips
        bx, by = x + 7.6, y + 7.4
        badge(c, bx, by, 5.2, str(power), "", (170, 60, 30) if on == WHITE else BADGE_FILL,
              GOLD)
        # the power scale on a paper plate, so the stars read on any element colour
        plate_x = bx + 6.6
        c.rounded(plate_x, by - 4.6, 25.0, 9.2, 1.2, PAPER, INK, 0.3)
        c.label(t("POWER"), plate_x + 1.4, by - 2.2, 4.6, INK, align="left", max_w=15.0)
        c.label(f"{power} / 5", plate_x + 25.0 - 1.4, by - 2.2, 4.6, INK, bold=False,
                align="right")
        for i in range(5):
            star(c, plate_x + 3.4 + i * 4.55, by + 1.7, 1.85, (236, 150, 20) if i < power
                 else None, INK)
        # rarity at the top right
        rarity = card.rarity or ""
        rc = MC_RARITY_COLORS.get(rarity, GOLD)
        rw = max(9.0, c.width(rarity, 11.0, True) + 3.6)
        c.rounded(x + w - 1.6 - rw, y + 2.0, rw, 7.2, 1.6, rc, INK, 0.35)
        c.label(rarity, x + w - 1.6 - rw / 2, y + 5.6, 11.0, _ink_for(rc))
        # attributes: element, species, means, size
        tiles = [
            (t("ELEMENT"), value_label(self.labels, "element", str(card.get("element") or "")),
             ELEMENT_COLORS.get(str(card.get("element") or ""), NEUTRAL_COLOR)),
            (t("SPECIES"), value_label(self.labels, "species", str(card.get("species") or "")),
             PAPER),
            (t("MEANS"), value_label(self.labels, "means", str(card.get("means") or "")), PAPER),
            (t("SIZE"), value_label(self.labels, "size", str(card.get("size") or "")), PAPER),
        ]
        tw, th = (w - 3.0 - 1.6) / 2, 5.8
        for i, (lab, val, fill) in enumerate(tiles):
            tx = x + 1.5 + (i % 2) * (tw + 1.6)
            ty = y + 13.6 + (i // 2) * (th + 1.1)
            c.rounded(tx, ty, tw, th, 1.2, fill, INK, 0.3)
            ink = _ink_for(fill)
            c.label(lab, tx + 1.4, ty + th / 2, 4.2, ink, align="left", max_w=11.0,
                    min_size=3.0)
            c.label(val, tx + tw - 1.4, ty + th / 2, 7.0, ink, max_w=tw - 11.0,
                    align="right")
        # skill
        skill = card.get("skill")
        sy, sh = y + h - 6.6, 5.4
        c.rounded(x + 1.5, sy, w - 3.0, sh, 1.2, PAPER, INK, 0.3)
        if skill:
            kind = MC_SKILLS.get(str(skill), "")
            tname = t(MC_SKILL_TYPE_NAMES[kind]) if kind in MC_SKILL_TYPE_NAMES else kind
            tcol = MC_SKILL_TYPE_COLORS.get(kind, NEUTRAL_COLOR)
            cw = c.width(tname.upper(), 4.4, True) + 3.0
            c.rounded(x + w - 1.5 - 0.6 - cw, sy + 0.6, cw, sh - 1.2, (sh - 1.2) / 2, tcol)
            c.label(tname.upper(), x + w - 2.1 - cw / 2, sy + sh / 2, 4.4, _ink_for(tcol))
            c.label(t("SKILL"), x + 2.8, sy + sh / 2, 4.2, INK, align="left", max_w=6.4,
                    min_size=2.8)
            c.label(str(skill), x + 9.4, sy + sh / 2, 7.0, INK, align="left",
                    max_w=w - 3.0 - 9.4 - cw - 1.0)
        else:
            c.label(t("NO SKILL"), x + w / 2, sy + sh / 2, 5.0, INK, max_w=w - 6.0)

    def _generic(self) -> None:
        c = self.c
        x, y, w, _h = WIN
        stats = card_stats(self.card)
        for i, (k, v) in enumerate(stats[:8]):
            yy = y + 3.5 + i * 3.9
            c.label(k.replace("_", " ").upper(), x + 2.0, yy, 4.6, self.on_win, align="left")
            c.label(v, x + w - 2.0, yy, 6.0, self.on_win, align="right", max_w=w - 22.0)


# --------------------------------------------------------------------------- widgets

def badge(c: _Canvas, cx: float, cy: float, r: float, value: str, label: str, fill: RGB,
          ring: RGB, *, label_color: RGB = WHITE, inner_label: bool = False,
          value_size: float | None = None) -> None:
    """A round number badge; the label sits under it (or inside, small, for the cost)."""
    c.circle(cx, cy, r, fill, ring, max(0.35, r * 0.09))
    ink = _ink_for(fill)
    size = value_size or r * 2.6
    vy = cy - (r * 0.22 if inner_label and label else 0.0)
    size = c.fit_size(value, size, r * 1.45, True, 4.0)
    c.label(value, cx, vy, size, ink)
    if not label:
        return
    if inner_label:
        c.label(label, cx, cy + r * 0.55, r * 0.78, ink, max_w=r * 1.5, min_size=2.5)
    else:
        c.label(label, cx, cy + r + 2.2, 4.8, label_color, max_w=r * 2 + 8)


def type_chip_width(c: _Canvas, t: str, triangle: bool = False) -> float:
    return c.width(t.upper(), 5.4, True) + 3.4 + (2.6 if triangle else 0.0)


def type_chip(c: _Canvas, x: float, cy: float, t: str, triangle: bool = False) -> None:
    """A rounded label with a strike type in its colour; ``x`` is the left edge."""
    col = _strike_color(t)
    w = type_chip_width(c, t, triangle)
    h = 4.4
    c.rounded(x, cy - h / 2, w, h, h / 2, col, INK, 0.3)
    ink = _ink_for(col)
    tx = x + 1.7
    if triangle:
        c.polygon([(tx + 1.0, cy - 1.1), (tx + 2.1, cy + 0.9), (tx - 0.1, cy + 0.9)], ink)
        tx += 2.6
    c.label(t.upper(), tx, cy, 5.4, ink, align="left")


def chips_row(c: _Canvas, chips: Sequence[tuple[str, RGB]], cx: float, cy: float,
              max_w: float) -> None:
    """Keyword chips centred on ``cx``; they shrink together to fit ``max_w``."""
    if not chips:
        return
    size = 5.2
    while True:
        widths = [c.width(t, size, True) + 3.0 for t, _f in chips]
        total = sum(widths) + 1.2 * (len(chips) - 1)
        if total <= max_w or size <= 3.2:
            break
        size -= 0.2
    x = cx - total / 2
    h = 4.2
    for (text, fill), cw in zip(chips, widths, strict=True):
        c.rounded(x, cy - h / 2, cw, h, 1.0, fill, INK, 0.3)
        c.label(text, x + cw / 2, cy, size, _ink_for(fill))
        x += cw + 1.2


def slot_symbol(c: _Canvas, cx: float, cy: float, r: float, fill: RGB) -> None:
    """A power slot: a diamond in the strike type's colour with an inner socket."""
    c.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill, INK, 0.35)
    s = r * 0.42
    c.polygon([(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], darken(fill, 0.35))


def _shield_points(cx: float, cy: float, w: float, h: float) -> list[tuple[float, float]]:
    return [(cx - w / 2, cy - h / 2), (cx + w / 2, cy - h / 2), (cx + w / 2, cy + h * 0.12),
            (cx, cy + h / 2), (cx - w / 2, cy + h * 0.12)]


def defense_shield(c: _Canvas, cx: float, cy: float, w: float,
                   zone: Mapping[str, Any] | None, label: str, on: RGB,
                   heal: bool = False, labels: Labels | None = None) -> None:
    """A Redakai zone: a shield in the zone's colour with its value, or an empty outline."""
    h = w * 1.15
    pts = _shield_points(cx, cy, w, h)
    if heal:
        c.polygon(_shield_points(cx, cy, w + 2.0, h + 2.2), HEAL_COLOR, INK, 0.25)
    if zone is None:
        c.pen(on, 0.45)
        c.p.setPen(QPen(_q(on), c.d(0.45), Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap,
                        Qt.PenJoinStyle.RoundJoin))
        c.brush(darken(on, 0.75) if on == WHITE else lighten(on, 0.8))
        c.p.drawPolygon(c.poly(pts))
        c.label(tr(labels, "CLEAR"), cx, cy - h * 0.05, 4.6, on, max_w=w * 0.9,
                min_size=2.8)
    else:
        col = _redakai_color(str(zone.get("color", "")))
        c.polygon(pts, col, WHITE if not heal else INK, 0.45)
        ink = _ink_for(col)
        c.label(str(zone.get("value", "")), cx, cy - h * 0.1, w * 1.45, ink)
        c.label(str(zone.get("color", "")).upper(), cx, cy + h * 0.2, 3.8, ink, max_w=w * 0.8,
                min_size=2.6)
    if heal:
        hx, hy = cx + w / 2 - 0.2, cy - h / 2 + 0.2
        c.circle(hx, hy, 1.9, HEAL_COLOR, INK, 0.25)
        c.pen(INK, 0.45)
        c.p.drawLine(c.pt(hx - 1.0, hy), c.pt(hx + 1.0, hy))
        c.p.drawLine(c.pt(hx, hy - 1.0), c.pt(hx, hy + 1.0))
    c.label(label, cx, cy + h / 2 + 3.0, 4.8, on, max_w=w + 5.0)
    if heal:
        c.label(tr(labels, "HEAL"), cx, cy + h / 2 + 6.0, 4.4,
                HEAL_COLOR if on == WHITE else INK, max_w=w + 5.0)


def hit_shield(c: _Canvas, cx: float, cy: float, w: float, hit: bool, label: str,
               on: RGB, labels: Labels | None = None) -> None:
    """A Redakai attack's damage space: red with HIT when it hits, an empty outline if not."""
    h = w * 1.15
    pts = _shield_points(cx, cy, w, h)
    if hit:
        c.polygon(pts, HIT_COLOR, WHITE, 0.45)
        c.label(tr(labels, "HIT"), cx, cy - h * 0.08, 6.0, WHITE, max_w=w * 0.9,
                min_size=3.0)
    else:
        c.p.setPen(QPen(_q(on), c.d(0.4), Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap,
                        Qt.PenJoinStyle.RoundJoin))
        c.brush(None)
        c.p.drawPolygon(c.poly(pts))
    c.label(label, cx, cy + h / 2 + 2.4, 4.6, on, max_w=w + 2.0, min_size=3.0)


def star(c: _Canvas, cx: float, cy: float, r: float, fill: RGB | None, line: RGB) -> None:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    c.polygon(pts, fill, line, 0.3)


# --------------------------------------------------------------------------- public API

def draw_card_face(painter: QPainter, rect: QRectF, card: Card, dpi: float, *,
                   translation: str | None = None, labels: Labels | None = None) -> None:
    """Draw the face of ``card`` into ``rect`` (device units of a ``dpi`` device).

    ``translation`` (e.g. the Russian name) is printed in smaller type under the name.
    ``labels`` translates the printed words (keys: ``labels.FACE_LABELS``); English without.
    Draws nothing outside ``rect``; the painter's state is restored afterwards."""
    if rect.width() <= 0 or rect.height() <= 0:
        return
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        _Face(_Canvas(painter, rect, dpi), card, translation, labels).draw()
    finally:
        painter.restore()


def draw_card_back(painter: QPainter, rect: QRectF, game: str, dpi: float) -> None:
    """Draw the back of a card of ``game`` into ``rect``: the game title over a geometric
    pattern, symmetric left/right (duplex printing mirrors the columns)."""
    if rect.width() <= 0 or rect.height() <= 0:
        return
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        c = _Canvas(painter, rect, dpi)
        painter.fillRect(rect, back_background(game))
        {"monsuno": _back_monsuno, "redakai": _back_redakai,
         "monster-cards": _back_monster_cards}.get(game, _back_generic)(c, game)
    finally:
        painter.restore()


# --------------------------------------------------------------------------- backs

def _rays(c: _Canvas, cx: float, cy: float, n: int, color: RGB, radius: float) -> None:
    """``n`` rays (n even keeps them symmetric about the vertical axis)."""
    for i in range(n):
        a0 = -math.pi / 2 + 2 * math.pi * i / n - math.pi / (2 * n)
        a1 = a0 + math.pi / n
        c.polygon([(cx, cy), (cx + radius * math.cos(a0), cy + radius * math.sin(a0)),
                   (cx + radius * math.cos(a1), cy + radius * math.sin(a1))], color)


def _title_band(c: _Canvas, lines: Sequence[str], cy: float, fill: RGB, line: RGB,
                ink: RGB, size: float) -> None:
    lh = size * 0.45
    h = lh * len(lines) + 4.0
    c.rounded(6.0, cy - h / 2, DESIGN_W - 12.0, h, 2.0, fill, line, 0.5)
    top = cy - lh * (len(lines) - 1) / 2
    for i, text in enumerate(lines):
        c.label(text, DESIGN_W / 2, top + i * lh, size, ink, max_w=DESIGN_W - 18.0)


def _frame(c: _Canvas, fill: RGB, line: RGB) -> None:
    c.rounded(1.5, 1.5, DESIGN_W - 3.0, DESIGN_H - 3.0, 2.8, fill, line, 0.6)


def _clip_inside(c: _Canvas, inset: float) -> None:
    c.p.setClipRect(c.r(inset, inset, DESIGN_W - 2 * inset, DESIGN_H - 2 * inset),
                    Qt.ClipOperation.IntersectClip)


def _back_monsuno(c: _Canvas, game: str) -> None:
    orange, yellow = (240, 112, 32), (242, 210, 46)
    panel = (30, 34, 42)
    cx, cy = DESIGN_W / 2, DESIGN_H / 2 - 6.0
    _frame(c, panel, orange)
    c.p.save()
    _clip_inside(c, 2.0)
    _rays(c, cx, cy, 16, (40, 46, 58), 90.0)
    # chevrons at the top and the bottom (symmetric, unlike hazard stripes)
    for i in range(3):
        for top in (True, False):
            yy = 5.0 + i * 2.6 if top else DESIGN_H - 5.0 - i * 2.6
            d = 1.0 if top else -1.0
            col = orange if i % 2 == 0 else yellow
            c.polygon([(6.0, yy), (cx, yy + d * 3.0), (DESIGN_W - 6.0, yy),
                       (DESIGN_W - 6.0, yy + d * 1.0), (cx, yy + d * 4.0), (6.0, yy + d * 1.0)],
                      col)
    c.p.restore()
    # the three manufacturers as rings around a capsule
    for r, col in ((20.0, MANUFACTURER_COLORS["eklipse"]), (16.6, MANUFACTURER_COLORS["storm"]),
                   (13.2, MANUFACTURER_COLORS["core-tech"])):
        c.circle(cx, cy, r, col, darken(col, 0.5), 0.4)
    c.circle(cx, cy, 9.8, panel, orange, 0.6)
    c.rounded(cx - 4.0, cy - 7.4, 8.0, 14.8, 4.0, (230, 232, 236), INK, 0.4)
    c.p.save()
    c.p.setClipRect(c.r(cx - 5.0, cy, 10.0, 9.0), Qt.ClipOperation.IntersectClip)
    c.rounded(cx - 4.0, cy - 7.4, 8.0, 14.8, 4.0, orange, INK, 0.4)
    c.p.restore()
    c.rounded(cx - 4.7, cy - 1.0, 9.4, 2.0, 0.6, (60, 64, 72), INK, 0.3)
    c.circle(cx, cy, 1.3, yellow, INK, 0.25)
    _title_band(c, [GAME_TITLES["monsuno"].upper()], cy + 30.0, (18, 20, 26), orange, WHITE,
                15.0)


def _back_redakai(c: _Canvas, game: str) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2 - 6.0
    dark = (20, 20, 26)
    _frame(c, (90, 18, 20), GOLD)
    c.p.save()
    _clip_inside(c, 2.0)
    _rays(c, cx, cy, 20, (128, 28, 28), 90.0)
    c.p.restore()
    # the colours of the game as rings, a Kairu diamond in the middle
    for r, col in ((20.0, GOLD), (18.2, REDAKAI_COLORS["purple"]), (15.6, REDAKAI_COLORS["blue"]),
                   (13.0, REDAKAI_COLORS["green"]), (10.4, REDAKAI_COLORS["red"])):
        c.circle(cx, cy, r, col, darken(col, 0.5), 0.3)
    c.circle(cx, cy, 7.8, dark, GOLD, 0.5)
    c.polygon([(cx, cy - 6.6), (cx + 4.4, cy), (cx, cy + 6.6), (cx - 4.4, cy)], GOLD, INK, 0.35)
    c.polygon([(cx, cy - 3.2), (cx + 2.1, cy), (cx, cy + 3.2), (cx - 2.1, cy)],
              REDAKAI_COLORS["blue"], INK, 0.25)
    for x in (7.0, DESIGN_W - 7.0):
        for y in (7.0, DESIGN_H - 7.0):
            c.polygon([(x, y - 2.4), (x + 1.6, y), (x, y + 2.4), (x - 1.6, y)], GOLD)
    _title_band(c, [GAME_TITLES["redakai"].upper()], cy + 30.0, dark, GOLD, GOLD, 15.0)


def _back_monster_cards(c: _Canvas, game: str) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2
    gold, brown = (200, 160, 60), (171, 74, 35)
    _frame(c, PARCHMENT, gold)
    # a lattice of small diamonds, centred on the vertical axis
    c.p.save()
    _clip_inside(c, 4.5)
    step = 7.0
    half = int(DESIGN_W / step) + 1
    for j in range(int(2 * DESIGN_H / step) + 2):
        for i in range(-half, half + 1):
            x = cx + i * step + (step / 2 if j % 2 else 0.0)
            y = cy + (j - int(DESIGN_H / step)) * step / 2
            c.polygon([(x, y - 1.5), (x + 1.5, y), (x, y + 1.5), (x - 1.5, y)], (228, 214, 180))
    c.p.restore()
    c.rounded(4.5, 4.5, DESIGN_W - 9.0, DESIGN_H - 9.0, 2.0, None, gold, 0.35)
    # the six elements around a medallion; mirrored places share a colour
    ring = 20.0
    places = [(90, "light"), (270, "dark"), (30, "fire"), (150, "fire"), (330, "water"),
              (210, "water"), (0, "wood"), (180, "wood")]
    c.circle(cx, cy, ring, (250, 244, 226), gold, 0.6)
    for deg, element in places:
        a = math.radians(deg)
        c.circle(cx + ring * math.cos(a), cy - ring * math.sin(a), 2.8, ELEMENT_COLORS[element],
                 INK, 0.3)
    c.circle(cx, cy, 15.0, brown, INK, 0.4)
    c.circle(cx, cy, 13.6, None, gold, 0.35)
    c.label("MONSTER", cx, cy - 2.9, 10.5, WHITE, max_w=24.0)
    c.label("CARDS", cx, cy + 3.5, 10.5, WHITE, max_w=24.0)
    for y in (10.0, DESIGN_H - 10.0):
        for i in (-1, 0, 1):
            star(c, cx + i * 6.0, y, 2.0 if i else 2.6, gold, brown)


def _back_generic(c: _Canvas, game: str) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2
    _frame(c, (60, 60, 68), GOLD)
    c.p.save()
    _clip_inside(c, 2.0)
    _rays(c, cx, cy, 16, (70, 70, 80), 90.0)
    c.p.restore()
    _title_band(c, [GAME_TITLES.get(game, game).upper()], cy, (30, 30, 36), GOLD, WHITE, 12.0)
