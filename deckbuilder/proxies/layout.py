"""Proxy sheet geometry, in millimetres. Pure Python: no Qt, no pictures.

A page holds a grid of card slots; a slot is the card box (63 × 88 mm by default) plus the
bleed on every side. Slots are ``gap`` apart and the grid is centred inside the margins.
Back pages mirror the columns so that, printed on the other side of the sheet (long-edge
duplex), every back lands behind its front.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from deckbuilder.rules.cards import Card

PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "legal": (215.9, 355.6),
}
CUT_MARKS = ("none", "lines", "corners")
DEFAULT_CARD = (63.0, 88.0)
#: Card sizes per game (all three print at the usual 63 × 88 mm; override per game here
#: or with the options).
GAME_CARD_SIZES: dict[str, tuple[float, float]] = {
    "monsuno": DEFAULT_CARD,
    "redakai": DEFAULT_CARD,
    "monster-cards": DEFAULT_CARD,
}
#: Countries that use Letter paper (US, Canada and their neighbours that follow them).
LETTER_TERRITORIES = frozenset({"US", "CA", "MX", "PH", "PR", "CL", "CO", "VE", "GT", "SV",
                                "CR", "PA", "DO", "NI", "BZ"})
MAX_BLEED = 3.0


@dataclass(frozen=True)
class PrintItem:
    """``count`` copies of a card; ``picture`` its picture file (or None for a rendered
    face); ``translation`` a second name to print under the card's name."""

    card: Card
    picture: Path | None
    count: int = 1
    translation: str | None = None


class LayoutError(ValueError):
    """Options that cannot make a sheet (nothing fits, a negative margin…)."""


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

    def __post_init__(self) -> None:
        if self.paper != "custom" and self.paper not in PAPERS:
            raise LayoutError(f"unknown paper {self.paper!r}; use "
                              + ", ".join([*PAPERS, "custom"]))
        if self.cut_marks not in CUT_MARKS:
            raise LayoutError(f"cut marks must be one of {', '.join(CUT_MARKS)}")
        if not 0 <= self.bleed <= MAX_BLEED:
            raise LayoutError(f"bleed must be between 0 and {MAX_BLEED:g} mm")
        if self.margin < 0 or self.gap < 0:
            raise LayoutError("margins and gaps cannot be negative")
        if min(self.card_size) <= 0 or min(self.page_size) <= 0:
            raise LayoutError("sizes must be positive")

    @property
    def page_size(self) -> tuple[float, float]:
        w, h = self.custom_size if self.paper == "custom" else PAPERS[self.paper]
        return (h, w) if self.landscape else (w, h)


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its card box and its bleed box (x, y, width, height)."""

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

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def compute_layout(options: SheetOptions) -> Layout:
    """The slots of a page for these options (raises LayoutError when no card fits)."""
    pw, ph = options.page_size
    cw, ch = options.card_size
    b, g, m = options.bleed, options.gap, options.margin
    slot_w, slot_h = cw + 2 * b, ch + 2 * b
    avail_w, avail_h = pw - 2 * m, ph - 2 * m
    # A tiny tolerance: 3 × 63 mm must fit in exactly 189 mm.
    cols = math.floor((avail_w + g + 1e-9) / (slot_w + g)) if avail_w >= slot_w else 0
    rows = math.floor((avail_h + g + 1e-9) / (slot_h + g)) if avail_h >= slot_h else 0
    if cols < 1 or rows < 1:
        raise LayoutError(f"a {cw:g} × {ch:g} mm card (with {b:g} mm bleed) does not fit on a "
                          f"{pw:g} × {ph:g} mm page with {m:g} mm margins")
    grid_w = cols * slot_w + (cols - 1) * g
    grid_h = rows * slot_h + (rows - 1) * g
    x0 = (pw - grid_w) / 2
    y0 = (ph - grid_h) / 2
    slots: list[Slot] = []
    backs: list[Slot] = []
    for r in range(rows):
        for c in range(cols):
            bx = x0 + c * (slot_w + g)
            by = y0 + r * (slot_h + g)
            slots.append(Slot(len(slots), r, c, (bx + b, by + b, cw, ch), (bx, by, slot_w, slot_h)))
            # The back of column c is printed at the mirrored column.
            mx = pw - bx - slot_w
            backs.append(Slot(len(backs), r, cols - 1 - c, (mx + b, by + b, cw, ch),
                              (mx, by, slot_w, slot_h)))
    return Layout((pw, ph), cols, rows, tuple(slots), tuple(backs))


def paginate(items: Sequence[object], per_page: int) -> Iterator[list[object]]:
    for start in range(0, len(items), per_page):
        yield list(items[start:start + per_page])


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
