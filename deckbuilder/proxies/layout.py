"""Proxy sheet geometry, in millimetres. Pure Python: no Qt, no pictures.

A page holds a grid of card boxes (63 × 88 mm by default), ``gap`` apart, centred on the
page; the margins are measured to the card boxes, as MTGProxyPrinter does, so the bleed may
run into them and never costs a row or a column. Around each card the bleed is the full
bleed on the outside of the grid and at most half the gap between two cards, so neighbours'
bleeds never overlap and every cut line stays on a card edge. Back pages mirror the columns
so that, printed on the other side of the sheet (long-edge duplex), every back lands behind
its front; ``back_offset`` shifts them to make up for a duplex printer that does not.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from deckbuilder.numbers import parse_decimal
from deckbuilder.rules.cards import Card
from deckbuilder.rules.registry import find_game

PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "legal": (215.9, 355.6),
}
CUT_MARKS = ("none", "lines", "corners")
DEFAULT_CARD = (63.0, 88.0)
#: Countries that use Letter paper (US, Canada and their neighbours that follow them).
LETTER_TERRITORIES = frozenset({"US", "CA", "MX", "PH", "PR", "CL", "CO", "VE", "GT", "SV",
                                "CR", "PA", "DO", "NI", "BZ"})
MAX_BLEED = 3.0
MAX_CARD_MM = 500.0
#: The smallest card side: smaller cards are unreadable, and a sheet of thousands of them
#: takes minutes and gigabytes to lay out.
MIN_CARD_MM = 20.0
#: The largest shift of the back pages: duplex printers drift by a millimetre or two, and a
#: shift larger than this is a wrong measurement, not a printer (backs would leave the card).
MAX_BACK_OFFSET = 10.0


@dataclass(frozen=True)
class PrintItem:
    """``count`` copies of a card; ``picture`` its picture file (or None for a rendered
    face); ``translation`` a second name to print under the card's name."""

    card: Card
    picture: Path | None
    count: int = 1
    translation: str | None = None


class LayoutError(ValueError):
    """Options that cannot make a sheet (nothing fits, a negative margin…).

    ``code`` and ``params`` say the same as the English message in a form the GUI can
    translate: codes "paper", "cut_marks", "bleed", "negative", "size", "no_fit",
    "card_size_format", "card_size_range", "not_a_number"."""

    def __init__(self, message: str, code: str = "invalid", **params: object):
        super().__init__(message)
        self.code = code
        self.params = params


def card_size_for(games: Iterable[str]) -> tuple[float, float]:
    """The card size of a sheet of these games' cards: the game's own size when they share
    one, else the standard 63 × 88 mm."""
    # Each game's printed size (Game.card_size_mm); the options override it.
    sizes = {game.card_size_mm if (game := find_game(g)) is not None else DEFAULT_CARD
             for g in games}
    return sizes.pop() if len(sizes) == 1 else DEFAULT_CARD


def parse_card_size(text: str) -> tuple[float, float]:
    """``"63x88"`` (also ``63×88``, ``63 x 88``, decimals with . or ,) → (63.0, 88.0) mm."""
    parts = re.split(r"\s*[x×X*]\s*", text.strip())
    try:
        if len(parts) != 2:
            raise ValueError
        # ASCII digits only: float() would read "٣٠" as 30.
        w, h = (parse_decimal(v) for v in parts)
    except ValueError:
        raise LayoutError(f"card size {text!r}: write it as WIDTHxHEIGHT in millimetres, "
                          "e.g. 63x88", "card_size_format", text=text) from None
    if not (MIN_CARD_MM <= w <= MAX_CARD_MM and MIN_CARD_MM <= h <= MAX_CARD_MM):
        raise LayoutError(f"card size {text!r}: each side must be from {MIN_CARD_MM:g} to "
                          f"{MAX_CARD_MM:g} mm", "card_size_range", text=text,
                          min=MIN_CARD_MM, max=MAX_CARD_MM)
    return (w, h)


def default_paper(territory: str | None = None) -> str:
    """Letter in the US, Canada and nearby; A4 elsewhere. ``territory`` is a country code;
    by default it is read from LC_ALL, LC_PAPER or LANG (``en_US.UTF-8`` → US). A locale
    without a country (C, POSIX) gets A4, the international size."""
    if territory is None:
        import os

        territory = ""
        for var in ("LC_ALL", "LC_PAPER", "LANG"):
            value = os.environ.get(var, "")
            if value:
                base = value.split(".")[0].split("@")[0]
                territory = base.split("_")[1] if "_" in base else ""
                break
    return "letter" if territory.upper() in LETTER_TERRITORIES else "a4"


@dataclass(frozen=True)
class SheetOptions:
    """Everything about the sheet. Lengths in millimetres."""

    paper: str = "a4"                       # a key of PAPERS, or "custom"
    custom_size: tuple[float, float] = (210.0, 297.0)
    landscape: bool = False
    card_size: tuple[float, float] = DEFAULT_CARD
    margin: float = 5.0
    gap: float = 0.0
    bleed: float = 0.0
    cut_marks: str = "corners"
    backs: bool = False
    calibration: bool = False
    #: Small grey page numbers and "fronts"/"backs" in the margin (for manual duplex).
    page_labels: bool = True
    #: Shift of everything on the back pages (x to the right, y down, as the back page is
    #: seen when printed): duplex printers rarely put the back exactly behind the front. The
    #: calibration sheet's alignment target measures it.
    back_offset: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        for name, value in (("margin", self.margin), ("gap", self.gap),
                            ("bleed", self.bleed), ("card size", min(self.card_size)),
                            ("page size", min(self.custom_size)),
                            ("back offset", self.back_offset[0]),
                            ("back offset", self.back_offset[1])):
            if not math.isfinite(value):
                # NaN compares false with everything: it would pass every check below.
                raise LayoutError(f"{name}: expected a number of millimetres, got {value}",
                                  "not_a_number", name=name, value=str(value))
        if self.paper != "custom" and self.paper not in PAPERS:
            raise LayoutError(f"unknown paper {self.paper!r}; use "
                              + ", ".join([*PAPERS, "custom"]), "paper", paper=self.paper)
        if self.cut_marks not in CUT_MARKS:
            raise LayoutError(f"cut marks must be one of {', '.join(CUT_MARKS)}", "cut_marks")
        if not 0 <= self.bleed <= MAX_BLEED:
            raise LayoutError(f"bleed must be between 0 and {MAX_BLEED:g} mm", "bleed",
                              max=MAX_BLEED)
        if not all(abs(v) <= MAX_BACK_OFFSET for v in self.back_offset):
            raise LayoutError(f"the back offset must be within ±{MAX_BACK_OFFSET:g} mm "
                              "each way", "back_offset", max=MAX_BACK_OFFSET)
        if self.margin < 0 or self.gap < 0:
            raise LayoutError("margins and gaps cannot be negative", "negative")
        if min(self.card_size) <= 0 or min(self.page_size) <= 0:
            raise LayoutError("sizes must be positive", "size")
        if not all(MIN_CARD_MM <= side <= MAX_CARD_MM for side in self.card_size):
            w, h = self.card_size
            raise LayoutError(f"card size {w:g}x{h:g}: each side must be from "
                              f"{MIN_CARD_MM:g} to {MAX_CARD_MM:g} mm", "card_size_range",
                              text=f"{w:g}x{h:g}", min=MIN_CARD_MM, max=MAX_CARD_MM)

    @property
    def page_size(self) -> tuple[float, float]:
        w, h = self.custom_size if self.paper == "custom" else PAPERS[self.paper]
        return (h, w) if self.landscape else (w, h)


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its card box and its bleed box (x, y, width, height). The bleed
    box reaches the full bleed on the grid's outside and half the gap (at most the bleed)
    towards a neighbouring card."""

    index: int          # position on the page, row by row
    row: int
    column: int
    card: tuple[float, float, float, float]
    bleed: tuple[float, float, float, float]


@dataclass(frozen=True)
class Layout:
    """The grid of one sheet."""

    page: tuple[float, float]
    columns: int
    rows: int
    slots: tuple[Slot, ...]
    back_slots: tuple[Slot, ...] = field(default=())
    bleed: float = 0.0
    gap: float = 0.0

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def page_slots(self, count: int, back: bool = False) -> tuple[Slot, ...]:
        """The first ``count`` slots of a page (the last page may be partly filled), with
        bleed boxes for the cards actually there: a card with no neighbour on a side gets
        the full bleed on that side, as on the grid's outside."""
        base = self.back_slots if back else self.slots
        count = max(0, min(count, len(base)))
        if count == len(base) or self.bleed <= 0:
            return base[:count]
        filled = {(s.row, s.column) for s in base[:count]}
        return tuple(_bleed_box(s, self, filled) for s in base[:count])


def _bleed_box(slot: Slot, layout: Layout, filled: set[tuple[int, int]] | None) -> Slot:
    """``slot`` with its bleed box: full bleed where no card is next to it, else half the gap
    (at most the bleed), and never past the page edge."""
    b = layout.bleed
    inner = min(b, layout.gap / 2)
    pw, ph = layout.page
    x, y, w, h = slot.card

    def side(dr: int, dc: int) -> float:
        r, c = slot.row + dr, slot.column + dc
        inside = 0 <= r < layout.rows and 0 <= c < layout.columns
        there = inside if filled is None else (r, c) in filled
        return inner if there else b

    # ``column`` counts positions on this page from the left, fronts and backs alike.
    left = min(side(0, -1), x)
    right = min(side(0, 1), pw - x - w)
    top = min(side(-1, 0), y)
    bottom = min(side(1, 0), ph - y - h)
    return Slot(slot.index, slot.row, slot.column, slot.card,
                (x - left, y - top, w + left + right, h + top + bottom))


def compute_layout(options: SheetOptions) -> Layout:
    """The slots of a page for these options (raises LayoutError when no card fits).

    The margins hold the card boxes; the bleed is not counted (it may reach into the
    margins), so a bleed never costs a row or a column: 3 × 3 on A4 and Letter at any bleed
    up to 3 mm."""
    pw, ph = options.page_size
    cw, ch = options.card_size
    b, g, m = options.bleed, options.gap, options.margin
    avail_w, avail_h = pw - 2 * m, ph - 2 * m
    # A tiny tolerance: 3 × 63 mm must fit in exactly 189 mm.
    eps = 1e-9
    cols = math.floor((avail_w + g + eps) / (cw + g)) if avail_w + eps >= cw else 0
    rows = math.floor((avail_h + g + eps) / (ch + g)) if avail_h + eps >= ch else 0
    if cols < 1 or rows < 1:
        raise LayoutError(f"a {cw:g} × {ch:g} mm card does not fit on a {pw:g} × {ph:g} mm "
                          f"page with {m:g} mm margins", "no_fit", card_w=cw, card_h=ch,
                          page_w=pw, page_h=ph, margin=m)
    grid_w = cols * cw + (cols - 1) * g
    grid_h = rows * ch + (rows - 1) * g
    x0 = (pw - grid_w) / 2
    y0 = (ph - grid_h) / 2
    bare = Layout((pw, ph), cols, rows, (), (), b, g)
    dx, dy = options.back_offset
    slots: list[Slot] = []
    backs: list[Slot] = []
    for r in range(rows):
        for c in range(cols):
            cx = x0 + c * (cw + g)
            cy = y0 + r * (ch + g)
            slots.append(_bleed_box(Slot(len(slots), r, c, (cx, cy, cw, ch), (cx, cy, cw, ch)),
                                    bare, None))
            # The back of column c is printed at the mirrored column, shifted by the
            # printer's measured offset (the bleed box follows, still clipped to the page).
            mx, my = pw - cx - cw + dx, cy + dy
            backs.append(_bleed_box(Slot(len(backs), r, cols - 1 - c, (mx, my, cw, ch),
                                         (mx, my, cw, ch)), bare, None))
    return Layout((pw, ph), cols, rows, tuple(slots), tuple(backs), b, g)


def cut_lines(layout: Layout) -> tuple[list[float], list[float]]:
    """x positions of vertical and y positions of horizontal cut lines (card box edges)."""
    xs = sorted({round(v, 4) for s in layout.slots for v in (s.card[0], s.card[0] + s.card[2])})
    ys = sorted({round(v, 4) for s in layout.slots for v in (s.card[1], s.card[1] + s.card[3])})
    return xs, ys


def corner_marks(slot: Slot, length: float = 3.0, offset: float = 0.5
                 ) -> list[tuple[float, float, float, float]]:
    """Short crop marks outside each corner of a card box (lines x1, y1, x2, y2), leaving
    ``offset`` mm free so they do not touch the card."""
    x, y, w, h = slot.card
    out = []
    for cx, dx in ((x, -1), (x + w, 1)):
        for cy, dy in ((y, -1), (y + h, 1)):
            # A horizontal and a vertical stroke pointing away from the card.
            out.append((cx + dx * offset, cy, cx + dx * (offset + length), cy))
            out.append((cx, cy + dy * offset, cx, cy + dy * (offset + length)))
    return out


def parse_back_offset(text: str) -> tuple[float, float]:
    """``"1.5,-0.5"`` (also ``;`` or a space between, decimals with . or ,: "1,5;-0,5") →
    (1.5, -0.5) mm: how far to move the backs right and down."""
    stripped = text.strip()
    parts = re.split(r"\s*;\s*|\s+", stripped) if ";" in stripped or " " in stripped \
        else stripped.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        x, y = (parse_decimal(p) for p in parts)
    except ValueError:
        raise LayoutError(f"back offset {text!r}: write it as X,Y in millimetres, e.g. "
                          "1.5,-0.5", "back_offset_format", text=text) from None
    if not (abs(x) <= MAX_BACK_OFFSET and abs(y) <= MAX_BACK_OFFSET):
        raise LayoutError(f"back offset {text!r}: each shift must be within "
                          f"±{MAX_BACK_OFFSET:g} mm", "back_offset", max=MAX_BACK_OFFSET)
    return (x, y)
