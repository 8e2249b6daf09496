"""The Print Proxies dialog: options, live preview, page count, PDF, remembered options."""

from __future__ import annotations

from pathlib import Path

from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.proxy_service import ProxyService
from deckbuilder.ui.proxy_dialog import ProxyDialog
from tests.proxies.pdf_support import page_sizes_pt, placements

ROOT = Path(__file__).resolve().parents[2]


def make_dialog(qtbot, service):  # type: ignore[no-untyped-def]
    decks = DeckService(service.db)
    proxies = ProxyService(service, decks)
    deck = parse_deck((ROOT / "resources" / "decks" / "redakai-advanced.txt").read_text("utf-8"))
    ruleset = get_ruleset("redakai-advanced")

    def items(missing_only: bool = False, sideboard: bool = True):  # type: ignore[no-untyped-def]
        return proxies.deck_items(deck, ruleset, missing_only=missing_only, sideboard=sideboard)

    dialog = ProxyDialog(items(), title="Ember Grove", deck_items=items)
    qtbot.addWidget(dialog)
    return dialog


def test_preview_and_page_count_follow_the_options(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    qapp.setOrganizationName("deckbuilder-tests")
    d = make_dialog(qtbot, service)
    d.paper.setCurrentIndex(d.paper.findData("a4"))
    d.refresh()
    assert d.page_count == 6  # 46 cards, 9 a page
    assert "9 cards a page" in d.page_label.text()
    assert not d.preview.pixmap().isNull()
    d.backs.setChecked(True)
    d.calibration.setChecked(True)
    d.refresh()
    assert d.page_count == 13
    d.bleed.setValue(3)
    d.refresh()
    assert "6 cards a page" in d.page_label.text()  # 69 × 94 mm slots: 3 × 2 on A4
    d.sideboard.setChecked(False)
    d.refresh()
    assert len(d._sheet.copies) == 44
    d.next_button.click()
    assert d.page == 1


def test_save_pdf_writes_the_sheet_and_options_are_remembered(qtbot, service, qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    qapp.setOrganizationName("deckbuilder-tests")
    d = make_dialog(qtbot, service)
    d.paper.setCurrentIndex(d.paper.findData("letter"))
    d.gap.setValue(1.5)
    d.refresh()
    out = tmp_path / "deck.pdf"
    assert d.save_pdf(out)
    assert len(page_sizes_pt(out)) == d.page_count
    assert page_sizes_pt(out)[0] == (612.0, 792.0)
    cards = [p for page in placements(out) for p in page if p.clip is None]
    assert len(cards) == 46
    again = make_dialog(qtbot, service)
    assert again.paper.currentData() == "letter"
    assert again.gap.value() == 1.5


def test_missing_only_recomputes_the_cards(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    jab = service.cards.find("Blazing Jab", "redakai")
    service.set_owned(jab.id, 3)
    d = make_dialog(qtbot, service)
    before = sum(i.count for i in d.items)
    d.missing_only.setChecked(True)
    assert sum(i.count for i in d.items) == before - 3
    assert all(i.card.name != "Blazing Jab" for i in d.items)


def test_copies_can_be_changed_per_card(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    spin = d.table.cellWidget(0, 1)
    spin.setValue(0)
    d.refresh()
    assert len(d._sheet.copies) == 45
