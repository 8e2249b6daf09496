"""The per-game painters of faces and backs, registered by game id (and card kind) by the
game modules of this package; a game without one gets the plain painter."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from . import _Face
    from .canvas import _Canvas

#: (game, kind) → what draws the window of such a card.
FACE_PAINTERS: dict[tuple[str, str], Callable[[_Face], None]] = {}
#: game → what draws its card back.
BACK_PAINTERS: dict[str, Callable[[_Canvas, str], None]] = {}


def register_face(game: str, kind: str, paint: Callable[[_Face], None]) -> None:
    FACE_PAINTERS[(game, kind)] = paint


def register_back(game: str, paint: Callable[[_Canvas, str], None]) -> None:
    BACK_PAINTERS[game] = paint
