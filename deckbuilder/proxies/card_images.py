"""One picture per card for print-on-demand card shops: each card's front at the exact pixel
size the shop's template asks for, its bleed around it, one back picture per game, and a
list of how many copies of each to order.

The shops print from a template of fixed pixels: the card itself sits in the middle (the
cut line) and the rest is bleed, cut away. The bleed is painted as on the PDF sheets: the
picture's outermost pixels stretched outwards (a drawn face gets its frame colour), so a cut
a little off still leaves no white edge. The sizes are those the shops' own templates state
for poker-size cards (2.5 × 3.5 in) at 300 dpi; a shop that changes its template needs
only a new :class:`PrintShop`.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from deckbuilder.outputs import OutputGroup, output_folder
from deckbuilder.proxies.deck_images import png_bytes
from deckbuilder.proxies.labels import Labels
from deckbuilder.proxies.layout import PrintItem, card_size_for
from deckbuilder.proxies.render import CardPainter


@dataclass(frozen=True)
class PrintShop:
    """A shop's card template: the whole image (``size``, bleed included) and the card
    inside it (``trim``, centred), in pixels at ``dpi``. ``trim`` None: the card's own size
    at ``dpi`` with ``bleed_mm`` around it (for any shop or a home cutter)."""

    key: str
    title: str
    dpi: int
    size: tuple[int, int] | None = None
    trim: tuple[int, int] | None = None
    bleed_mm: float = 3.0

    def pixels(self, card_mm: tuple[float, float]) -> tuple[tuple[int, int], tuple[int, int]]:
        """(whole image, card inside it) in pixels for cards of ``card_mm``."""
        if self.size is not None and self.trim is not None:
            return self.size, self.trim
        k = self.dpi / 25.4
        trim = (round(card_mm[0] * k), round(card_mm[1] * k))
        edge = round(self.bleed_mm * k)
        return (trim[0] + 2 * edge, trim[1] + 2 * edge), trim


#: The shops whose templates we know, by the key the command line takes.
PRINT_SHOPS: dict[str, PrintShop] = {
    shop.key: shop for shop in (
        # MakePlayingCards, poker size: 2.74 × 3.74 in with its bleed, the card 2.5 × 3.5 in.
        PrintShop("mpc", "MakePlayingCards (poker size)", 300, (822, 1122), (750, 1050)),
        # DriveThruCards, poker size: an eighth of an inch of bleed on every side.
        PrintShop("drivethrucards", "DriveThruCards (poker size)", 300, (825, 1125),
                  (750, 1050)),
        # Any other shop or a home cutter: the game's own card size and 3 mm of bleed.
        PrintShop("plain", "The card's own size with 3 mm bleed", 300),
    )
}
DEFAULT_SHOP = "mpc"
#: The order list written next to the pictures.
ORDER_FILE = "cards.csv"


@dataclass(frozen=True)
class CardImages:
    """What was written: the folder, the front files with their copies, the back files."""

    folder: Path
    fronts: tuple[tuple[Path, int], ...]
    backs: tuple[Path, ...]
    size: tuple[int, int]

    @property
    def copies(self) -> int:
        return sum(n for _path, n in self.fronts)


def file_stem(name: str) -> str:
    """A card name as a plain ASCII file name part (print shops' upload forms and some
    systems choke on anything else): "Brace Stance!" → "brace-stance"."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    stem = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    return stem[:60].rstrip("-") or "card"


def _canvas(size: tuple[int, int], dpi: int) -> QImage:
    image = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    # The shops read the resolution from the file: 300 dpi, not the 72 of a bare image.
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(Qt.GlobalColor.white)
    return image


def _boxes(size: tuple[int, int], trim: tuple[int, int]) -> tuple[QRectF, QRectF]:
    x, y = (size[0] - trim[0]) / 2, (size[1] - trim[1]) / 2
    return QRectF(x, y, trim[0], trim[1]), QRectF(0, 0, size[0], size[1])


def render_front(item: PrintItem, shop: PrintShop, card_mm: tuple[float, float],
                 painter_cards: CardPainter | None = None) -> QImage:
    """One card's front as the shop wants it."""
    size, trim = shop.pixels(card_mm)
    cards = painter_cards or CardPainter(1.0)
    image = _canvas(size, shop.dpi)
    card, whole = _boxes(size, trim)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        cards.front(painter, card, whole, item, shop.dpi)
    finally:
        painter.end()
    return image


def render_back(game: str, shop: PrintShop, card_mm: tuple[float, float]) -> QImage:
    """The back of ``game``'s cards as the shop wants it."""
    size, trim = shop.pixels(card_mm)
    image = _canvas(size, shop.dpi)
    card, whole = _boxes(size, trim)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        CardPainter(1.0).back(painter, card, whole, game, shop.dpi)
    finally:
        painter.end()
    return image


def write_card_images(items: Sequence[PrintItem], folder: str | Path, shop: PrintShop,
                      *, labels: Labels | None = None, db_path: str | Path | None = None,
                      progress: Callable[[int, int], bool] | None = None) -> CardImages:
    """Write every card's front (``001-name.png``…), the backs (``back.png``, or
    ``back-<game>.png`` when the cards come from several games) and ``cards.csv`` (file,
    copies, card, game) into ``folder``. All or nothing: the files replace their targets
    only when every one was made. ``progress(done, total)`` may return False to stop
    (``InterruptedError``)."""
    wanted = [item for item in items if item.count > 0]
    if not wanted:
        raise ValueError("nothing to print")
    card_mm = card_size_for(item.card.game for item in wanted)
    out = output_folder(folder, db_path)
    games = list(dict.fromkeys(item.card.game for item in wanted))
    total = len(wanted) + len(games)
    cards = CardPainter(1.0, labels)
    fronts: list[tuple[Path, int]] = []
    backs: list[Path] = []
    rows = io.StringIO()
    order = csv.writer(rows, lineterminator="\r\n")
    order.writerow(["file", "copies", "card", "game", "back"])

    def back_name(game: str) -> str:
        return "back.png" if len(games) == 1 else f"back-{file_stem(game)}.png"

    def step(done: int) -> None:
        if progress is not None and progress(done, total) is False:
            raise InterruptedError("cancelled")

    # One group: an error or Cancel half-way leaves none of the files (nor an order list
    # naming pictures that were never written).
    with OutputGroup(db_path) as group:
        for i, item in enumerate(wanted, 1):
            name = f"{i:03d}-{file_stem(item.card.name)}.png"
            group.write(out / name, png_bytes(render_front(item, shop, card_mm, cards)))
            fronts.append((out / name, item.count))
            order.writerow([name, item.count, item.card.name, item.card.game,
                            back_name(item.card.game)])
            step(i)
        for j, game in enumerate(games, len(wanted) + 1):
            group.write(out / back_name(game), png_bytes(render_back(game, shop, card_mm)))
            backs.append(out / back_name(game))
            step(j)
        group.write(out / ORDER_FILE, rows.getvalue())
    return CardImages(out, tuple(fronts), tuple(backs), shop.pixels(card_mm)[0])
