"""Shapes the games' faces and backs share, drawn on a :class:`FaceCanvas`: number badges,
type chips, keyword chips, stars, and a back's frame, rays and title band."""

from __future__ import annotations

import math
from collections.abc import Sequence
from contextlib import AbstractContextManager

from deckbuilder.rules.face_design import (
    DESIGN_H,
    DESIGN_W,
    INK,
    RGB,
    WHITE,
    FaceCanvas,
    ink_for,
)


def badge(c: FaceCanvas, cx: float, cy: float, r: float, value: str, label: str, fill: RGB,
          ring: RGB, *, label_color: RGB = WHITE, inner_label: bool = False,
          value_size: float | None = None) -> None:
    """A round number badge; the label sits under it (or inside, small, for the cost)."""
    c.circle(cx, cy, r, fill, ring, max(0.35, r * 0.09))
    ink = ink_for(fill)
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


def type_chip_width(c: FaceCanvas, t: str, triangle: bool = False) -> float:
    return c.width(t.upper(), 5.4, True) + 3.4 + (2.6 if triangle else 0.0)


def type_chip(c: FaceCanvas, x: float, cy: float, t: str, col: RGB,
              triangle: bool = False) -> None:
    """A rounded label with a type in its colour ``col``; ``x`` is the left edge."""
    w = type_chip_width(c, t, triangle)
    h = 4.4
    c.rounded(x, cy - h / 2, w, h, h / 2, col, INK, 0.3)
    ink = ink_for(col)
    tx = x + 1.7
    if triangle:
        c.polygon([(tx + 1.0, cy - 1.1), (tx + 2.1, cy + 0.9), (tx - 0.1, cy + 0.9)], ink)
        tx += 2.6
    c.label(t.upper(), tx, cy, 5.4, ink, align="left")


def chips_row(c: FaceCanvas, chips: Sequence[tuple[str, RGB]], cx: float, cy: float,
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
        c.label(text, x + cw / 2, cy, size, ink_for(fill))
        x += cw + 1.2


def star(c: FaceCanvas, cx: float, cy: float, r: float, fill: RGB | None, line: RGB) -> None:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    c.polygon(pts, fill, line, 0.3)


# --------------------------------------------------------------------------- backs

def rays(c: FaceCanvas, cx: float, cy: float, n: int, color: RGB, radius: float) -> None:
    """``n`` rays (n even keeps them symmetric about the vertical axis)."""
    for i in range(n):
        a0 = -math.pi / 2 + 2 * math.pi * i / n - math.pi / (2 * n)
        a1 = a0 + math.pi / n
        c.polygon([(cx, cy), (cx + radius * math.cos(a0), cy + radius * math.sin(a0)),
                   (cx + radius * math.cos(a1), cy + radius * math.sin(a1))], color)


def title_band(c: FaceCanvas, lines: Sequence[str], cy: float, fill: RGB, line: RGB,
               ink: RGB, size: float) -> None:
    """The game's title on a rounded band across the back, centred on ``cy``."""
    lh = size * 0.45
    h = lh * len(lines) + 4.0
    c.rounded(6.0, cy - h / 2, DESIGN_W - 12.0, h, 2.0, fill, line, 0.5)
    top = cy - lh * (len(lines) - 1) / 2
    for i, text in enumerate(lines):
        c.label(text, DESIGN_W / 2, top + i * lh, size, ink, max_w=DESIGN_W - 18.0)


def frame(c: FaceCanvas, fill: RGB, line: RGB) -> None:
    """A back's rounded panel, 1.5 mm in from the card's edge."""
    c.rounded(1.5, 1.5, DESIGN_W - 3.0, DESIGN_H - 3.0, 2.8, fill, line, 0.6)


def clip_inside(c: FaceCanvas, inset: float) -> AbstractContextManager[None]:
    """A clip ``inset`` millimetres in from the card's edge (``with clip_inside(c, 2):``)."""
    return c.clip(inset, inset, DESIGN_W - 2 * inset, DESIGN_H - 2 * inset)
