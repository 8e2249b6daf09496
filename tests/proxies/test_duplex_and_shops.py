"""Duplex back offset and print-shop pictures, as a user gets them: through
`deckbuilder proxies`, and checked against the other end — the paper (a simulated duplex
printer that puts the backs off by a few millimetres) and the shops' templates (pixel sizes,
resolution, bleed that is picture, not white)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PIL import Image

from deckbuilder.proxies.layout import SheetOptions, compute_layout
from deckbuilder.rules.decklist import parse_deck
from tests.conftest import Cli

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "resources" / "decks"
DECK = str(DECKS / "redakai-advanced.txt")
# The sheets are painted with Qt: one application for the whole run.
pytestmark = pytest.mark.usefixtures("qapp")


# ------------------------------------------------------------------ duplex back offset

def _longest_run(values: list[bool]) -> int:
    best = run = 0
    for dark in values:
        run = run + 1 if dark else 0
        best = max(best, run)
    return best


def _cross(image: Image.Image) -> tuple[float, float]:
    """The centre of the thick cross on a calibration back: the column and the row with the
    longest unbroken dark line (its two 20 mm strokes; the words under it are short runs)."""
    grey = image.convert("L")
    w, h = grey.size
    px = grey.load()
    cols = [_longest_run([px[x, y] < 100 for y in range(h)]) for x in range(w)]
    rows = [_longest_run([px[x, y] < 100 for x in range(w)]) for y in range(h)]
    xs = [x for x, n in enumerate(cols) if n == max(cols)]
    ys = [y for y, n in enumerate(rows) if n == max(rows)]
    return (sum(xs) / len(xs) + 0.5, sum(ys) / len(ys) + 0.5)


def _pages(tmp_path: Path, cli: Cli, offset: tuple[float, float]) -> list[Image.Image]:
    """The calibration sheet with backs, as the command writes it, rasterised at 100 dpi."""
    import shutil
    import subprocess

    if shutil.which("pdftoppm") is None:
        pytest.skip("poppler-utils (pdftoppm) is not installed")
    pdf = tmp_path / f"cal{offset[0]}_{offset[1]}.pdf"
    code, _, err = cli("proxies", "--calibration", "--backs",
                       f"--back-offset={offset[0]:g},{offset[1]:g}", "--out", str(pdf))
    assert code == 0, err
    subprocess.run(["pdftoppm", "-r", "100", "-png", str(pdf), str(tmp_path / pdf.stem)],
                   check=True)
    return [Image.open(p) for p in sorted(tmp_path.glob(f"{pdf.stem}-*.png"))]


@pytest.mark.parametrize("error", [(1.8, -1.2), (-2.5, 0.7)])
def test_following_the_calibration_sheet_puts_every_back_behind_its_front(
        error, tmp_path, cli) -> None:  # type: ignore[no-untyped-def]
    """A printer puts the back ``error`` mm off (right and down, as the back page is seen).
    The user prints the calibration sheet, holds it to the light, reads where the back's
    cross meets the front's scales (numbers grow to the right and upwards, as printed) and
    adds them to the offset. With that offset every card back lands behind its front."""
    from deckbuilder.proxies.render import alignment_point

    dpi = 100
    k = dpi / 25.4
    offset = (0.0, 0.0)
    for _round in range(2):   # a second print confirms the first reading
        front, back = _pages(tmp_path, cli, offset)
        assert front.size == back.size
        pw = front.size[0] / k
        bx, by = _cross(back)
        # Seen from the front, the back is mirrored left to right and moved by the error.
        seen_x = pw - bx / k - error[0]
        seen_y = by / k + error[1]
        x0, y0 = alignment_point(compute_layout(SheetOptions(calibration=True, backs=True)),
                                 SheetOptions(calibration=True, backs=True))
        reading = (seen_x - x0, -(seen_y - y0))
        offset = (round(offset[0] + reading[0], 1), round(offset[1] + reading[1], 1))
    assert abs(reading[0]) <= 0.3 and abs(reading[1]) <= 0.3
    layout = compute_layout(SheetOptions(backs=True, back_offset=offset))
    pw = layout.page[0]
    for f, b in zip(layout.slots, layout.back_slots, strict=True):
        x, y, w, _h = b.card
        # Where the back of this position really lands, seen from the front.
        assert abs((pw - x - w - error[0]) - f.card[0]) <= 0.3
        assert abs((y + error[1]) - f.card[1]) <= 0.3


def test_the_back_offset_option(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "deck.pdf"
    code, _, err = cli("proxies", DECK, "--backs",
                       "--back-offset", "1.5,-0.5", "--out", str(out))
    assert code == 0, err
    # A negative first number: written with "=", as argparse wants for a leading minus.
    code, _, err = cli("proxies", DECK, "--backs",
                       "--back-offset=-1.5,0.5", "--out", str(out))
    assert code == 0, err
    for bad, words in (("12,0", "within ±10 mm"), ("1.5", "X,Y"), ("a,b", "X,Y")):
        code, _, err = cli("proxies", DECK, "--backs",
                           "--back-offset", bad, "--out", str(tmp_path / "bad.pdf"))
        assert code == 2 and words in err, err
        assert not (tmp_path / "bad.pdf").exists()


# ------------------------------------------------------------------ print shops

def _deck_total(name: str) -> tuple[int, int]:
    deck = parse_deck((DECKS / name).read_text("utf-8"))
    cards = [e for z in ("team", "deck", "sideboard") for e in deck.zone(z)]
    return len({e.name.casefold() for e in cards}), sum(e.count for e in cards)


@pytest.mark.parametrize(("shop", "size"), [("mpc", (822, 1122)),
                                            ("drivethrucards", (825, 1125))])
def test_print_shop_pictures_have_the_templates_size(shop, size, cli,
                                                     tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "shop"
    code, out, err = cli("proxies", DECK, "--format", "images",
                         "--shop", shop, "--out", str(folder))
    assert code == 0, err
    distinct, copies = _deck_total("redakai-advanced.txt")
    with open(folder / "cards.csv", encoding="utf-8", newline="") as fh:
        order = list(csv.DictReader(fh))
    assert len(order) == distinct
    assert sum(int(r["copies"]) for r in order) == copies
    assert f"{copies} copies to order" in out
    for row in order:
        image = Image.open(folder / row["file"])
        assert image.size == size
        assert round(image.info["dpi"][0]) == 300
        assert (folder / row["back"]).is_file()
    back = Image.open(folder / "back.png")
    assert back.size == size


def test_the_bleed_is_the_picture_carried_outwards(cli, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A card with a picture: the bleed ring repeats the picture's edge, never white, and
    the picture fills the trim box (750 × 1050 px in the middle of MPC's 822 × 1122)."""
    from deckbuilder.services.catalog_service import CatalogService

    catalog = CatalogService.open(db_path)
    rec = catalog.cards.find("Blazing Jab", "redakai")
    picture = catalog.picture_path(rec.picture)
    catalog.close()
    Image.new("RGB", (745, 1040), (200, 30, 40)).save(picture, format="PNG")
    folder = tmp_path / "shop"
    code, _, err = cli("proxies", DECK, "--format", "images",
                       "--out", str(folder))
    assert code == 0, err
    with open(folder / "cards.csv", encoding="utf-8", newline="") as fh:
        row = next(r for r in csv.DictReader(fh) if r["card"] == "Blazing Jab")
    image = Image.open(folder / row["file"]).convert("RGB")
    for point in ((1, 1), (820, 1), (411, 2), (2, 560), (411, 561), (820, 1120)):
        r, g, b = image.getpixel(point)
        assert abs(r - 200) <= 3 and abs(g - 30) <= 3 and abs(b - 40) <= 3, point


def test_print_shop_pictures_need_a_deck_and_a_folder(cli, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    code, _, err = cli("proxies", DECK, "--format", "images",
                       "--out", "-")
    assert code == 2 and "folder" in err
    # The database is never a folder for pictures (nor is its pictures folder).
    db = Path(db_path)
    code, _, err = cli("proxies", DECK, "--format", "images",
                       "--out", str(db.with_name(db.stem + ".pictures")))
    assert code != 0
    assert not list(db.parent.glob(f"{db.stem}.pictures/0*.png"))
