"""Proxy PDFs read back with pypdf: page sizes, card boxes at exactly 63 × 88 mm,
9 cards a page, pictures at 300 ppi and embedded once, rendered faces as real text."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from deckbuilder.proxies.layout import SheetOptions
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.proxy_service import ProxyError, ProxyService
from tests.proxies.pdf_support import page_sizes_pt, placements, text

ROOT = Path(__file__).resolve().parents[2]
TOL = 0.1  # mm


@pytest.fixture
def proxies(starter_db, qapp):  # type: ignore[no-untyped-def]
    return ProxyService(CatalogService(starter_db), DeckService(starter_db))


def deck_items(proxies, ruleset: str = "redakai-advanced", **kw):  # type: ignore[no-untyped-def]
    deck = parse_deck((ROOT / "resources" / "decks" / f"{ruleset}.txt").read_text("utf-8"))
    return proxies.deck_items(deck, get_ruleset(ruleset), **kw)


def card_placements(pages, card=(63.0, 88.0)):  # type: ignore[no-untyped-def]
    """The main placement of every card: the picture drawn at the card size (bleed strips
    are other, thin images)."""
    return [[p for p in page if p.clip is None and abs(p.size_mm[0] - card[0]) <= TOL
             and abs(p.size_mm[1] - card[1]) <= TOL] for page in pages]


@pytest.mark.parametrize(("paper", "size_pt"), [("a4", (595.28, 841.89)),
                                                ("letter", (612.0, 792.0))])
def test_pages_cards_and_sizes(proxies, tmp_path, paper, size_pt) -> None:  # type: ignore[no-untyped-def]
    items = deck_items(proxies)
    copies = sum(i.count for i in items)
    out = tmp_path / f"{paper}.pdf"
    proxies.write_pdf(items, SheetOptions(paper=paper), out)
    sizes = page_sizes_pt(out)
    assert len(sizes) == -(-copies // 9)
    for w, h in sizes:
        assert abs(w - size_pt[0]) <= TOL * 72 / 25.4 * 3  # Qt rounds to whole points
        assert abs(h - size_pt[1]) <= TOL * 72 / 25.4 * 3
    pages = card_placements(placements(out))
    assert [len(p) for p in pages[:-1]] == [9] * (len(pages) - 1)
    assert sum(len(p) for p in pages) == copies
    for page in pages:
        for p in page:
            w, h = p.size_mm
            assert abs(w - 63.0) <= TOL and abs(h - 88.0) <= TOL
            # 300 pixels or more per inch.
            assert p.pixels[0] / (w / 25.4) >= 300 and p.pixels[1] / (h / 25.4) >= 300


def test_each_picture_is_embedded_once(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    items = deck_items(proxies)
    out = tmp_path / "once.pdf"
    proxies.write_pdf(items, SheetOptions(), out)
    used = {p.xobject for page in placements(out) for p in page}
    assert len(used) == len({i.picture for i in items})


def test_bleed_extends_each_card_by_the_bleed(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A gap of twice the bleed: every card has its full 2 mm bleed all round, made of the
    picture's edges (thin strips) around the 63 × 88 mm picture."""
    items = deck_items(proxies, "monster-cards")
    out = tmp_path / "bleed.pdf"
    proxies.write_pdf(items, SheetOptions(bleed=2, gap=4, margin=3), out)
    for page in placements(out):
        mains = [p for p in page if abs(p.size_mm[0] - 63) <= TOL
                 and abs(p.size_mm[1] - 88) <= TOL]
        assert mains
        for main in mains:
            x0, y0, x1, y1 = main.box
            near = [s.box for s in page if s is not main
                    and s.box[0] >= x0 - 2 - TOL and s.box[2] <= x1 + 2 + TOL
                    and s.box[1] >= y0 - 2 - TOL and s.box[3] <= y1 + 2 + TOL]
            assert len(near) == 4   # left, right, top and bottom strips
            ux0 = min([x0, *(c[0] for c in near)])
            uy0 = min([y0, *(c[1] for c in near)])
            ux1 = max([x1, *(c[2] for c in near)])
            uy1 = max([y1, *(c[3] for c in near)])
            assert abs((ux1 - ux0) - 67.0) <= TOL and abs((uy1 - uy0) - 92.0) <= TOL


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_placed_image_is_larger_than_a_card_and_its_bleed(proxies, tmp_path, paper) -> None:  # type: ignore[no-untyped-def]
    """The bleed used to be drawn by stretching whole pictures to metres under a clip;
    poppler refuses such images at print resolution and leaves white corners."""
    items = deck_items(proxies)
    out = tmp_path / "b3.pdf"
    sheet = proxies.write_pdf(items, SheetOptions(paper=paper, bleed=3), out)
    assert (sheet.layout.columns, sheet.layout.rows) == (3, 3)
    pages = placements(out)
    for page in pages:
        for p in page:
            w, h = p.size_mm
            assert w <= 63 + 6 + TOL and h <= 88 + 6 + TOL, p
    # The edge strips are cut once per picture, so they too are embedded once.
    used = {p.xobject for page in pages for p in page}
    assert len(used) <= 5 * len({i.picture for i in items})


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler-utils")
def test_bleed_corners_print_in_the_pictures_colour_at_300_dpi(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Rendered by poppler at 300 dpi: the bleed corners and edges around the grid carry the
    picture's frame colour, with no white notch."""
    from PIL import Image

    items = deck_items(proxies)
    out = tmp_path / "b3.pdf"
    sheet = proxies.write_pdf(items, SheetOptions(paper="a4", bleed=3), out)
    subprocess.run(["pdftoppm", "-png", "-r", "300", "-f", "1", "-l", "1", str(out),
                    str(tmp_path / "page")], check=True, capture_output=True)
    page = Image.open(next(tmp_path.glob("page*.png"))).convert("RGB")
    px_per_mm = 300 / 25.4
    slots = sheet.slots_of(sheet.pages[0])
    frame = Image.open(items[0].picture).convert("RGB").getpixel((0, 0))

    def near_frame(x_mm: float, y_mm: float) -> bool:
        pixel = page.getpixel((round(x_mm * px_per_mm), round(y_mm * px_per_mm)))
        return all(abs(a - b) <= 30 for a, b in zip(pixel, frame, strict=True))

    checked = 0
    for slot in slots:
        (x, y, w, h), (bx, by, bw, bh) = slot.card, slot.bleed
        left, top = x - bx, y - by
        right, bottom = bx + bw - x - w, by + bh - y - h
        if left and top:        # the corner square, sampled in its middle
            assert near_frame(x - left / 2, y - top / 2), ("top left", slot.index)
            checked += 1
        if right and bottom:
            assert near_frame(x + w + right / 2, y + h + bottom / 2), ("bottom right", slot.index)
            checked += 1
        if left:
            assert near_frame(x - left / 2, y + h / 2)
        if top:
            assert near_frame(x + w / 2, y - top / 2)
    assert checked == 2   # the grid's top left and bottom right corners


def test_missing_only_prints_what_the_collection_lacks(proxies) -> None:  # type: ignore[no-untyped-def]
    full = {i.card.name: i.count for i in deck_items(proxies)}
    jab = proxies.catalog.cards.find("Blazing Jab", "redakai")
    proxies.catalog.set_owned(jab.id, 2)
    missing = {i.card.name: i.count for i in deck_items(proxies, missing_only=True)}
    assert missing["Blazing Jab"] == full["Blazing Jab"] - 2
    proxies.catalog.set_owned(jab.id, 10)
    missing = {i.card.name: i.count for i in deck_items(proxies, missing_only=True)}
    assert "Blazing Jab" not in missing


def test_a_deck_with_unknown_cards_is_refused(proxies) -> None:  # type: ignore[no-untyped-def]
    deck = parse_deck("Deck:\n2 No Such Card\n")
    with pytest.raises(ProxyError, match="No Such Card"):
        proxies.deck_items(deck, get_ruleset("redakai-advanced"))


def test_calibration_page_comes_first(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "cal.pdf"
    items = deck_items(proxies, "monster-cards")
    options = SheetOptions(calibration=True)
    sheet = proxies.write_pdf(items, options, out)
    assert sheet.page_count == 1 + 3 == proxies.page_count(items, options)
    assert "measure this bar" in text(out).split("\n")[0]
    assert placements(out)[0] == []


def test_with_backs_every_front_shares_a_sheet_with_its_back(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Duplex prints pages 1+2, 3+4… on one sheet: the calibration page gets a blank back,
    so front 1 is never printed behind the calibration page."""
    out = tmp_path / "duplex.pdf"
    items = deck_items(proxies, "monster-cards")
    options = SheetOptions(calibration=True, backs=True)
    sheet = proxies.write_pdf(items, options, out)
    kinds = [p.kind for p in sheet.pages]
    assert kinds == ["calibration", "calibration_back"] + ["front", "back"] * 3
    assert len(page_sizes_pt(out)) == 8 == proxies.page_count(items, options)
    pages = placements(out)
    assert pages[1] == []   # the back of the calibration sheet has no cards
    for sheet_no in range(1, 4):
        front, back = sheet.pages[2 * sheet_no], sheet.pages[2 * sheet_no + 1]
        assert front.cards == back.cards
    lines = text(out).split("\n")
    assert "back of the calibration page" in lines[1]
    assert "page 3 of 8 — fronts" in lines[2]
    assert "page 4 of 8 — backs of page 3" in lines[3]
    # Backs alone (no calibration) need no blank page.
    plain = SheetOptions(backs=True)
    assert proxies.page_count(items, plain) == 6


def test_page_numbers_can_be_left_out(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "plain.pdf"
    proxies.write_pdf(deck_items(proxies, "monster-cards"), SheetOptions(page_labels=False),
                      out)
    assert "page 1 of" not in text(out)


def test_printed_words_come_in_the_language_given(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The GUI passes translated words; the calibration page, page notes and drawn faces
    use them (the command line passes none and stays English)."""
    from deckbuilder.proxies.labels import FACE_LABELS, SHEET_LABELS
    from deckbuilder.rules.face_design import game_face

    ru = {"100 mm — measure this bar; if it is not exactly 100 mm, turn off 'fit to page' "
          "/ 'scale' in the print dialog": "100 мм — измерьте эту линейку",
          "page %1 of %2": "страница %1 из %2", "fronts": "лицевые стороны",
          "calibration": "калибровка", "ELEMENT": "СТИХИЯ", "SPECIES": "ВИД",
          "card %1 × %2 mm": "карта %1 × %2 мм"}
    face = game_face("monster-cards")
    assert face is not None
    assert set(ru) <= {*FACE_LABELS, *SHEET_LABELS, *face.words}
    ru.update({"element=wood": "Дерево", "species=beast": "Зверь"})  # attribute values
    catalog = proxies.catalog
    card = catalog.check_card({"game": "monster-cards", "name": "Ёжик", "kind": "monster",
                               "rarity": "R", "power": 3, "element": "wood",
                               "species": "beast", "means": "close", "size": "small"})
    items = proxies.card_items([(catalog.save_card(card), 1)])
    out = tmp_path / "ru.pdf"
    proxies.write_pdf(items, SheetOptions(calibration=True), out, labels=ru)
    words = text(out)
    for expected in ("100 мм — измерьте эту линейку", "карта 63 × 88 мм",
                     "страница 1 из 2 — калибровка", "страница 2 из 2 — лицевые стороны",
                     "СТИХИЯ", "ВИД", "Дерево", "Зверь"):
        assert expected in words
    assert "ELEMENT" not in words and "measure this bar" not in words
    assert "Wood" not in words and "Beast" not in words
    english = tmp_path / "en.pdf"
    proxies.write_pdf(items, SheetOptions(), english)
    assert "ELEMENT" in text(english)


def test_low_resolution_pictures_are_reported(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PIL import Image

    from deckbuilder.proxies.layout import PrintItem
    from deckbuilder.proxies.render import Sheet

    items = deck_items(proxies)
    small = tmp_path / "small.png"
    Image.new("RGB", (300, 420), (200, 30, 30)).save(small)
    low = PrintItem(items[0].card, small, 2)
    sheet = Sheet([low, *items[1:]], SheetOptions())
    assert [(i.picture, ppi) for i, ppi in sheet.low_resolution()] == [(small, 120)]
    # The starter pictures (745 × 1040) are 300 ppi at 63 × 88 mm, not at a bigger card.
    assert Sheet(items, SheetOptions()).low_resolution() == []
    assert Sheet(items[:1], SheetOptions(card_size=(70.0, 95.0))).low_resolution()


def test_a_missing_folder_is_named_as_the_user_gave_it(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "no such folder" / "x.pdf"
    with pytest.raises(FileNotFoundError) as err:
        proxies.write_pdf(deck_items(proxies, "monster-cards"), SheetOptions(), out)
    message = str(err.value)
    assert str(out) in message and "does not exist" in message
    assert ".part" not in message
    assert not out.parent.exists()


def test_a_cyrillic_card_without_a_picture_is_printed_as_text(proxies, tmp_path) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("deckbuilder.proxies.faces")
    catalog = proxies.catalog
    card = catalog.check_card({"game": "monster-cards", "name": "Ёжик-Громовержец",
                               "kind": "monster", "rarity": "R", "power": 3,
                               "element": "wood", "species": "beast", "means": "close",
                               "size": "small", "skill": "Dodge",
                               "text": "Сбросьте, чтобы пропустить атаку."})
    card_id = catalog.save_card(card)
    items = proxies.card_items([(card_id, 2)])
    out = tmp_path / "cyr.pdf"
    proxies.write_pdf(items, SheetOptions(backs=True), out)
    assert "Ёжик-Громовержец" in text(out)
    assert len(page_sizes_pt(out)) == 2  # the front page and its back page
