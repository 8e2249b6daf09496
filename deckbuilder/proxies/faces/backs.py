"""Card backs, one painter per game (a plain one for any other game)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import Qt

from deckbuilder.proxies.palette import GOLD, RGB, WHITE
from deckbuilder.rules.cards import (
    GAME_TITLES,
)

from .canvas import DESIGN_H, DESIGN_W, _Canvas


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


def _back_generic(c: _Canvas, game: str) -> None:
    cx, cy = DESIGN_W / 2, DESIGN_H / 2
    _frame(c, (60, 60, 68), GOLD)
    c.p.save()
    _clip_inside(c, 2.0)
    _rays(c, cx, cy, 16, (70, 70, 80), 90.0)
    c.p.restore()
    _title_band(c, [GAME_TITLES.get(game, game).upper()], cy, (30, 30, 36), GOLD, WHITE, 12.0)
