"""The colours the starter pictures and the drawn proxy faces share, and the arithmetic
on them. Plain tuples, no Qt and no Pillow: the picture tool (Pillow) and the proxy renderer
(Qt) both draw with it, so a drawn face matches a generated picture."""

from __future__ import annotations

RGB = tuple[int, int, int]

MANUFACTURER_COLORS: dict[str, RGB] = {
    "core-tech": (28, 138, 112),
    "storm": (36, 99, 181),
    "eklipse": (112, 48, 160),
}
NEUTRAL_COLOR: RGB = (110, 118, 130)
STRIKE_TYPE_COLORS: dict[str, RGB] = {
    "blade": (196, 204, 214),
    "flame": (240, 112, 32),
    "quake": (166, 112, 58),
    "shock": (242, 210, 46),
    "venom": (108, 192, 74),
    "gust": (127, 214, 232),
}
REDAKAI_COLORS: dict[str, RGB] = {
    "red": (214, 52, 44),
    "blue": (47, 111, 214),
    "green": (58, 166, 74),
    "purple": (138, 60, 200),
    "yellow": (230, 190, 40),
}
ELEMENT_COLORS: dict[str, RGB] = {
    "normal": (168, 160, 144),
    "fire": (226, 87, 43),
    "water": (47, 143, 216),
    "wood": (76, 154, 58),
    "light": (236, 200, 70),
    "dark": (74, 48, 104),
}
MC_RARITY_COLORS: dict[str, RGB] = {
    "C": (150, 150, 150),
    "R": (120, 170, 220),
    "SR": (222, 180, 60),
    "UR": (214, 70, 170),
}
GOLD: RGB = (212, 175, 55)
WHITE: RGB = (255, 255, 255)
INK: RGB = (24, 24, 28)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved ``t`` of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def lighten(c: RGB, t: float) -> RGB:
    return mix(c, WHITE, t)


def darken(c: RGB, t: float) -> RGB:
    return mix(c, (0, 0, 0), t)
