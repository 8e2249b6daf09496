"""Shapes the faces share: badges, type chips, slot symbols, shields, stars."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QPen,
)

from deckbuilder.proxies.labels import Labels, tr
from deckbuilder.proxies.palette import (
    INK,
    RGB,
    WHITE,
    darken,
    lighten,
)

from .canvas import HEAL_COLOR, HIT_COLOR, _Canvas, _ink_for, _q


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


def type_chip(c: _Canvas, x: float, cy: float, t: str, col: RGB,
              triangle: bool = False) -> None:
    """A rounded label with a type in its colour ``col``; ``x`` is the left edge."""
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
                   heal: bool = False, labels: Labels | None = None,
                   col: RGB = (110, 118, 130)) -> None:
    """A Redakai zone: a shield in the zone's colour ``col`` with its value, or an empty
    outline."""
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
