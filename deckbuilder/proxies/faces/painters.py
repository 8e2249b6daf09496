"""The per-game painters of faces and backs, registered by game id (and card kind) by the
game modules of this package; a game without one gets the plain painter."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckbuilder.proxies.palette import RGB
    from deckbuilder.rules.cards import Card

    from . import _Face
    from .canvas import Paragraph, _Canvas, _Theme

#: (game, kind) → what draws the window of such a card.
FACE_PAINTERS: dict[tuple[str, str], Callable[[_Face], None]] = {}
#: game → what draws its card back.
BACK_PAINTERS: dict[str, Callable[[_Canvas, str], None]] = {}


def register_face(game: str, kind: str, paint: Callable[[_Face], None]) -> None:
    FACE_PAINTERS[(game, kind)] = paint


def register_back(game: str, paint: Callable[[_Canvas, str], None]) -> None:
    BACK_PAINTERS[game] = paint


@dataclass(frozen=True)
class FaceStyle:
    """What a game's faces look like besides the kind windows: the colours of a card, the
    subtitle, the rules-text paragraphs it adds before the card's text, the cost's word, a
    hazard-striped panel with a subtitle band (``banded``) or a light parchment window
    (``light``), and the colour around a back."""

    theme: Callable[[Card], _Theme]
    back_color: RGB
    subtitle_parts: Callable[[_Face], list[str]] | None = None
    paragraphs: Callable[[_Face], list[Paragraph]] | None = None
    cost_label: str = "COST"
    banded: bool = False
    light: bool = False


#: game → its face style.
STYLES: dict[str, FaceStyle] = {}


def register_style(game: str, style: FaceStyle) -> None:
    STYLES[game] = style
