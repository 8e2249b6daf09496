"""How a game draws its printed card: the drawing protocol of proxy faces and backs.

A game that wants its cards to look like its own names a :class:`FaceStyle` in its
descriptor (``Game.face = "<its package>.face:FACE"``, loaded on first use by
:func:`game_face`); a game without one gets the generic face, its fields one a line. The
game's face code draws in immediate mode against :class:`FaceCanvas`, in the design units
of a 63 × 88 mm card (millimetres, RGB tuples): the canvas that implements it
(``deckbuilder.proxies.faces``) is the only code that knows Qt, so the game's folder stays
pure Python like the rest of ``rules``. The shapes games share are in
:mod:`deckbuilder.rules.face_shapes`.

The colours here are the ones the starter pictures (``resources/tools/make_pictures.py``,
Pillow) and the drawn faces share; a game's values' colours are its descriptor's palette.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from deckbuilder.rules.game import RGB, GameText

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card

__all__ = ["RGB"]

# --------------------------------------------------------------------------- colours

NEUTRAL_COLOR: RGB = (110, 118, 130)
GOLD: RGB = (212, 175, 55)
WHITE: RGB = (255, 255, 255)
INK: RGB = (24, 24, 28)
BADGE_FILL: RGB = (30, 30, 36)
PAPER: RGB = (250, 246, 234)        # rules text box


def field_colours(game_id: str, field: str) -> Mapping[str, RGB]:
    """The colours of the values of a game's ``field``: the game descriptor's palette,
    the one the window's charts use too (``Game.palette``)."""
    from deckbuilder.rules.registry import get_game

    return get_game(game_id).palette.get(field, {})


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """``a`` moved ``t`` of the way to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def lighten(c: RGB, t: float) -> RGB:
    return mix(c, WHITE, t)


def darken(c: RGB, t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def _luminance(c: RGB) -> float:
    """Relative luminance (WCAG)."""
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


def contrast(a: RGB, b: RGB) -> float:
    la, lb = _luminance(a), _luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def ink_for(fill: RGB) -> RGB:
    """White or near-black, whichever reads better on ``fill``."""
    return WHITE if contrast(WHITE, fill) >= contrast(INK, fill) else INK


def deep(c: RGB, target: float = 5.0) -> RGB:
    """``c`` darkened just enough for white text on it to reach the contrast ``target``."""
    out = c
    for _ in range(20):
        if contrast(WHITE, out) >= target:
            break
        out = darken(out, 0.12)
    return out


# --------------------------------------------------------------------------- the layout

#: The design size of a face, in millimetres; other card sizes are scaled to fit.
DESIGN_W, DESIGN_H = 63.0, 88.0
# Layout of the face, in design millimetres on a 63 × 88 card.
PANEL = (1.5, 1.5, 60.0, 85.0)
TITLE = (3.2, 3.7, 56.6, 10.0)
SUB_Y = 16.3                     # centre of the subtitle line / manufacturer band
WIN = (3.6, 19.2, 55.8, 34.0)    # the "window" with the numbers and types
TEXTBOX = (3.6, 54.3, 55.8, 27.2)
FOOT_Y = 83.9

Run = tuple[str, bool]          # (text, bold)
Paragraph = list[Run]


@dataclass(frozen=True)
class Theme:
    frame: RGB      # outside the panel, and the bleed
    panel: RGB      # the card's inner panel
    bg: RGB         # the theme colour (manufacturer, Redakai colour, element)
    accent: RGB     # borders
    on_panel: RGB   # text drawn straight on the panel


#: The theme of a card of a game without a face of its own.
GENERIC_THEME = Theme((40, 40, 46), (60, 60, 68), NEUTRAL_COLOR, GOLD, WHITE)
#: The colour around the back of such a card.
GENERIC_BACK: RGB = (40, 40, 46)


# --------------------------------------------------------------------------- the protocol

class Colours(Protocol):
    """Colours by name, which only the drawing side can look up (SVG colour names)."""

    def named(self, text: str, palette: Mapping[str, RGB]) -> RGB:
        """A colour from ``palette`` (by the name casefolded), else an SVG colour name
        (``orange``), else one made from the name (:meth:`hashed`)."""
        ...

    def hashed(self, text: str) -> RGB:
        """A stable mid-tone colour for a name no palette knows."""
        ...


class FaceCanvas(Colours, Protocol):
    """What a game's face and back draw on: design millimetres on a 63 × 88 card, sizes of
    type in points, colours as RGB (None: no fill, no line)."""

    def width(self, text: str, size: float, bold: bool = False,
              condensed: bool = False) -> float:
        """Width of ``text`` in design millimetres."""
        ...

    def cap(self, size: float, bold: bool = False) -> float:
        """Cap height in design millimetres."""
        ...

    def fit_size(self, text: str, size: float, max_w: float, bold: bool,
                 min_size: float) -> float:
        """``size`` made smaller (down to ``min_size``) until ``text`` fits ``max_w``."""
        ...

    def text(self, text: str, x: float, baseline: float, size: float, color: RGB,
             bold: bool = False, align: str = "left", condensed: bool = False) -> None:
        """One line of text; ``x`` is its left edge, centre or right edge per ``align``."""
        ...

    def label(self, text: str, cx: float, cy: float, size: float, color: RGB,
              bold: bool = True, max_w: float | None = None, min_size: float = 3.5,
              align: str = "center") -> float:
        """One line centred (on its cap height) at ``cy``; shrinks to ``max_w``, then
        elides. Returns the size used."""
        ...

    def rounded(self, x: float, y: float, w: float, h: float, radius: float,
                fill: RGB | None, line: RGB | None = None, width: float = 0.3) -> None:
        ...

    def circle(self, cx: float, cy: float, radius: float, fill: RGB | None,
               line: RGB | None = None, width: float = 0.3) -> None:
        ...

    def polygon(self, points: Sequence[tuple[float, float]], fill: RGB | None,
                line: RGB | None = None, width: float = 0.3, *,
                dashed: bool = False) -> None:
        """A closed polygon; ``dashed`` draws its outline dashed with flat ends."""
        ...

    def line(self, x0: float, y0: float, x1: float, y1: float, color: RGB,
             width: float = 0.3) -> None:
        """A straight line with round ends."""
        ...

    def clip(self, x: float, y: float, w: float, h: float) -> AbstractContextManager[None]:
        """Inside the ``with``, drawing stays inside the box (and inside any outer clip)."""
        ...


class FaceContext(Protocol):
    """The card being drawn, as a game's face code sees it."""

    @property
    def c(self) -> FaceCanvas: ...

    @property
    def card(self) -> Card: ...

    @property
    def t(self) -> Theme:
        """The card's theme (:attr:`FaceStyle.theme`)."""
        ...

    @property
    def on_win(self) -> RGB:
        """The colour of text on the window's background."""
        ...

    def tr(self, text: str, *args: object) -> str:
        """A printed word in the sheet's language, ``%1``… filled from ``args``: one of
        the face's :attr:`FaceStyle.words` or a word every face shares
        (``deckbuilder.proxies.labels.FACE_LABELS``: the cost, the effects in words)."""
        ...

    def value_label(self, field: str, value: str) -> str:
        """A card's value of ``field`` as printed (``Fire``), in the sheet's language."""
        ...


@dataclass(frozen=True)
class FaceStyle:
    """What a game's faces look like: the colours of a card (``theme``), the subtitle, the
    rules-text paragraphs it adds before the card's text, the cost's word, a
    hazard-striped panel with a subtitle band (``banded``) or a light parchment window
    (``light``), what draws the window of each kind (a kind without one gets the generic
    window), its back (None: the generic back) and the colour around a back.

    ``words`` are the words its faces print through :meth:`FaceContext.tr` (the cost's
    word too), each written as ``game_text("…")``: the translation tool finds them in the
    game's folder (context "GameText") and the window translates them with the game's
    other texts, so a face that prints a new word needs no line outside its folder. The
    words every face shares (``deckbuilder.proxies.labels.FACE_LABELS``) are not listed."""

    theme: Callable[[Card, Colours], Theme]
    back_color: RGB
    subtitle_parts: Callable[[FaceContext], list[str]] | None = None
    paragraphs: Callable[[FaceContext], list[Paragraph]] | None = None
    cost_label: str = "COST"
    banded: bool = False
    light: bool = False
    windows: Mapping[str, Callable[[FaceContext], None]] = field(default_factory=dict)
    back: Callable[[FaceCanvas], None] | None = None
    words: tuple[str, ...] = ()


def game_face(game_id: str) -> FaceStyle | None:
    """The face of a game (its descriptor's ``face``, imported on first use), None for a
    game without one or an unknown game."""
    from deckbuilder.rules.registry import find_game

    game = find_game(game_id)
    if game is None or not game.face:
        return None
    return _load_face(game.face)


def _load_face(source: str) -> FaceStyle:
    # Not cached here: the import system keeps the module, and a game taken away (the
    # registry's discovery hook) takes its module with it.
    module, _, name = source.partition(":")
    face = getattr(importlib.import_module(module), name)
    if not isinstance(face, FaceStyle):
        raise TypeError(f"{source} is a {type(face).__name__}, not a FaceStyle")
    # A plain string would never reach the translation file: the window would print it
    # in English on a Russian sheet without a word of warning.
    plain = [w for w in face.words if not isinstance(w, GameText)]
    if plain:
        raise TypeError(f"{source}: printed words not written as game_text(...): "
                        f"{', '.join(plain)}")
    return face


def value_colour(colours: Colours, game: str, field: str, value: str) -> RGB:
    """The colour of a card's value: its game's palette, else an SVG colour name, else a
    colour made from the name."""
    return colours.named(value, field_colours(game, field))


# --------------------------------------------------------------------------- effects in words

Tr = Callable[..., str]


def _effect_words(effect: Mapping[str, Any], tr: Tr, heal: str = "heal %1") -> str:
    verb, n = effect.get("do"), effect.get("amount", 0)
    if verb == "speed":
        return tr("+%1 speed", n)
    if verb == "damage":
        return tr("+%1 damage", n)
    if verb == "heal":
        return tr(heal, n)
    if verb == "draw":
        return tr("draw %1 card" if n == 1 else "draw %1 cards", n)
    if verb == "defense":
        color = str(effect.get("color") or "")
        return tr("+%1 %2 defense", n, color) if color else tr("+%1 defense", n)
    if verb == "power":
        return tr("+%1 attack power", n)
    return f"{verb} {n}"


def sentence(words: str) -> str:
    """Capitalised, with one full stop at the end."""
    words = words.strip()
    if not words:
        return ""
    return words[:1].upper() + words[1:] + ("" if words.endswith((".", "!", "?")) else ".")


def effects_sentence(effects: Sequence[Mapping[str, Any]], tr: Tr,
                     heal: str = "heal %1") -> str:
    """The effects as one sentence in the sheet's language (``tr``: the face's)."""
    return sentence(", ".join(_effect_words(e, tr, heal) for e in effects))
