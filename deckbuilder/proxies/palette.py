"""The colours the starter pictures and the drawn proxy faces share (the game's values' colours are
the game descriptor's palette, which the window's charts use too), and the arithmetic
on them. Plain tuples, no Qt and no Pillow: the picture tool (Pillow) and the proxy renderer
(Qt) both draw with it, so a drawn face matches a generated picture."""

from __future__ import annotations

from collections.abc import Mapping

from deckbuilder.rules.game import RGB
from deckbuilder.rules.registry import get_game

__all__ = ["RGB"]


NEUTRAL_COLOR: RGB = (110, 118, 130)


def field_colours(game_id: str, field: str) -> Mapping[str, RGB]:
    """The colours of the values of a game's ``field``: the game descriptor's palette,
    the one the window's charts use too (``Game.palette``)."""
    return get_game(game_id).palette.get(field, {})


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
