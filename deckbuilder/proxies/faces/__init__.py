"""Card faces and backs for proxy sheets, drawn with QPainter.

Everything is vector shapes and real text, so a PDF stays sharp at any zoom and its text can
be searched and copied. The look follows the built-in starter pictures
(``resources/tools/make_pictures.py``): a dark frame (parchment for MONSTER CARDS), a title
bar, a subtitle, a coloured window and a light rules-text box. Where a starter picture has its
art, a proxy face has the numbers and types of the card, large, in the game's own layout.

This package is the Qt side: the canvas (``canvas.py``, the games' drawing protocol
:class:`deckbuilder.rules.face_design.FaceCanvas` in QPainter), the frame, title, text box
and footer every face has, and the generic window and back. What a game draws of its own
(its window per kind, its colours, subtitle and back) is in its folder,
``rules/games/<id>/face.py``, found through its descriptor (``Game.face``); a game without
one gets the generic face.

Units: ``rect`` is in device pixels of the painter's paint device, whose resolution is
``dpi``. The face is designed on a 63 × 88 mm card and scaled uniformly to fit ``rect`` (a
card of another size keeps its proportions; the frame colour fills the rest). Fonts get
physical point sizes: ``setPointSizeF`` is corrected by ``dpi / logicalDpi`` of the device, so
a device whose logical resolution differs from ``dpi`` still gets the right size.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from deckbuilder.proxies.labels import Labels, tr, value_label
from deckbuilder.rules.cards import Card, card_cost, card_stats
from deckbuilder.rules.face_design import (
    BADGE_FILL,
    DESIGN_W,
    FOOT_Y,
    INK,
    PANEL,
    PAPER,
    SUB_Y,
    TEXTBOX,
    TITLE,
    WHITE,
    WIN,
    Paragraph,
    contrast,
    darken,
    deep,
    game_face,
    ink_for,
    lighten,
    mix,
)
from deckbuilder.rules.face_shapes import badge, rays
from deckbuilder.rules.registry import find_game

from .backs import back_generic
from .canvas import _Canvas, _q, _theme, back_background, face_background

__all__ = [
    "back_background",
    "draw_card_back",
    "draw_card_face",
    "face_background",
]


class _Face:
    """A card being drawn: the generic face's frame, title, text box and footer, with the
    parts its game's face (:func:`deckbuilder.rules.face_design.game_face`) adds; to that
    game's code it is the :class:`~deckbuilder.rules.face_design.FaceContext`."""

    def __init__(self, c: _Canvas, card: Card, translation: str | None,
                 labels: Labels | None = None):
        self.c = c
        self.card = card
        self.labels = labels
        self.translation = (translation or "").strip()
        self.t = _theme(card)
        self.style = game_face(card.game)
        light = self.style is not None and self.style.light
        self.win_bg = self.t.bg if light else darken(self.t.bg, 0.25)
        self.on_win = ink_for(self.win_bg)
        if contrast(INK, self.t.bg) >= 7.0:   # a light theme colour: dark lettering on it
            self.title_fill, self.title_ink = self.t.bg, INK
        else:
            self.title_fill, self.title_ink = deep(darken(self.t.bg, 0.25), 6.0), WHITE

    # --- frame, title, subtitle, window, text box, footer
    def draw(self) -> None:
        c, t = self.c, self.t
        c.p.fillRect(c.full, _q(t.frame))
        x, y, w, h = PANEL
        c.rounded(x, y, w, h, 2.8, t.panel, t.accent, 0.5)
        if self.style is not None and self.style.banded:
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
        label = self.style.cost_label if self.style is not None else "COST"
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

    def value_label(self, field: str, value: str) -> str:
        return value_label(self.labels, field, value)

    def _subtitle_parts(self) -> list[str]:
        if self.style is not None and self.style.subtitle_parts is not None:
            return self.style.subtitle_parts(self)
        return [self.card.kind.upper()]

    def _subtitle(self) -> None:
        c, t = self.c, self.t
        text = "  ·  ".join(p for p in self._subtitle_parts() if p)
        if self.style is not None and self.style.banded:
            band = deep(t.bg, 5.0)
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
        rays(c, x + w / 2, y + h / 2, 14, ray, math.hypot(w, h))
        c.p.restore()
        c.pen(t.accent, 0.45)
        c.brush(None)
        c.p.drawRect(c.r(x, y, w, h))
        paint = self.style.windows.get(self.card.kind) if self.style is not None else None
        if paint is None:
            self._generic()
        else:
            paint(self)

    def _paragraphs(self) -> list[Paragraph]:
        style, card = self.style, self.card
        paras: list[Paragraph] = []
        if style is not None and style.paragraphs is not None:
            paras.extend(style.paragraphs(self))
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
        light = self.style is not None and self.style.light
        parts = [card.set or "", card.number or ""]
        if not light and card.rarity:
            parts.append(card.rarity)
        text = "  ·  ".join(p for p in parts if p)
        color = INK if light else (232, 232, 236)
        self.c.label(text, DESIGN_W / 2, FOOT_Y, 5.0, color, bold=False, max_w=50.0)

    def _generic(self) -> None:
        """A card of a game (or kind) without a painter of its own: its fields, as its
        game's descriptor names them, one a line."""
        c = self.c
        x, y, w, _h = WIN
        for i, (k, v) in enumerate(_generic_stats(self.card, self.labels)[:8]):
            yy = y + 3.5 + i * 3.9
            c.label(k.upper(), x + 2.0, yy, 4.6, self.on_win, align="left")
            c.label(v, x + w - 2.0, yy, 6.0, self.on_win, align="right", max_w=w - 22.0)


def _generic_stats(card: Card, labels: Labels | None = None) -> list[tuple[str, str]]:
    """(label, value) of the card's summary, then of its other plain fields that have a
    value: labels and value titles as the window translates them (``field=<name>`` and
    ``<field>=<value>`` in ``labels``), else the game descriptor's English words."""
    game = find_game(card.game)
    if game is None:
        return card_stats(card)
    rows = card_stats(card)
    shown = {k for k, _v in rows}
    for spec in game.fields_of(card.kind):
        value = card.fields.get(spec.name)
        if spec.name in shown or spec.type not in ("int", "str", "enum") or value in (None, ""):
            continue
        rows.append((spec.name, str(value)))
    common = {"rarity": "rarity", "cost": game.cost_label}
    out = []
    for key, value in rows:
        label = ((labels or {}).get(f"field={key}") or game.field_labels.get(key)
                 or common.get(key) or key.replace("_", " "))
        text = ((labels or {}).get(f"{key}={value}")
                or game.value_titles.get(key, {}).get(value, value))
        out.append((str(label), str(text)))
    return out


# --------------------------------------------------------------------------- widgets

def draw_card_face(painter: QPainter, rect: QRectF, card: Card, dpi: float, *,
                   translation: str | None = None, labels: Labels | None = None) -> None:
    """Draw the face of ``card`` into ``rect`` (device units of a ``dpi`` device).

    ``translation`` (e.g. the Russian name) is printed in smaller type under the name.
    ``labels`` translates the printed words (keys: ``labels.FACE_LABELS`` and the words
    of the game's face, ``FaceStyle.words``); English without.
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
        style = game_face(game)
        if style is not None and style.back is not None:
            style.back(c)
        else:
            back_generic(c, game)
    finally:
        painter.restore()

