"""Proxy PDFs read back with pypdf: page sizes, card boxes at exactly 63 × 88 mm,
9 cards a page, pictures at 300 ppi and embedded once, rendered faces as real text."""

from __future__ import annotations

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


def card_placements(pages):  # type: ignore[no-untyped-def]
    """The main placement of every card: the image drawn without a clip."""
    return [[p for p in page if p.clip is None] for page in pages]


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
    items = deck_items(proxies, "monster-cards")
    out = tmp_path / "bleed.pdf"
    proxies.write_pdf(items, SheetOptions(bleed=2, gap=2, margin=3), out)
    for page in placements(out):
        mains = [p for p in page if p.clip is None]
        strips = [p for p in page if p.clip is not None]
        for main in mains:
            w, h = main.size_mm
            assert abs(w - 63.0) <= TOL and abs(h - 88.0) <= TOL
            x0, y0, x1, y1 = main.box
            near = [s.clip for s in strips if s.xobject == main.xobject
                    and s.clip[0] >= x0 - 2.5 and s.clip[2] <= x1 + 2.5
                    and s.clip[1] >= y0 - 2.5 and s.clip[3] <= y1 + 2.5]
            ux0 = min([x0, *(c[0] for c in near)])
            uy0 = min([y0, *(c[1] for c in near)])
            ux1 = max([x1, *(c[2] for c in near)])
            uy1 = max([y1, *(c[3] for c in near)])
            assert abs((ux1 - ux0) - 67.0) <= TOL and abs((uy1 - uy0) - 92.0) <= TOL


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
    sheet = proxies.write_pdf(deck_items(proxies, "monster-cards"),
                              SheetOptions(calibration=True), out)
    assert sheet.page_count == 1 + 3
    assert "measure this bar" in text(out).split("\n")[0]
    assert placements(out)[0] == []


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
