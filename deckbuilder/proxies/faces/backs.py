"""Card backs, one painter per game (a plain one for any other game)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import Qt

from deckbuilder.proxies.palette import (
    ELEMENT_COLORS,
    GOLD,
    INK,
    MANUFACTURER_COLORS,
    REDAKAI_COLORS,
    RGB,
    WHITE,
    darken,
)
from deckbuilder.rules.cards import (
    GAME_TITLES,
)

from .canvas import DESIGN_H, DESIGN_W, PARCHMENT, _Canvas
from .shapes import star


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
