"""The Print Proxies dialog: options, live preview, page count, PDF, remembered options."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTranslator

from deckbuilder.proxies.labels import FACE_LABELS, SHEET_LABELS
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.face_design import game_face
from deckbuilder.rules.registry import all_games, get_ruleset
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.proxy_service import ProxyService
from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog
from tests.proxies.pdf_support import page_sizes_pt, placements, text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_options(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Qt keeps one settings file per process: each test starts from the defaults."""
    qapp.setOrganizationName("deckbuilder-tests")
    QSettings().remove("proxies")
    yield
    QSettings().remove("proxies")


def make_dialog(qtbot, service, transform=None):  # type: ignore[no-untyped-def]
    decks = DeckService(service.db)
    proxies = ProxyService(service, decks)
    deck = parse_deck((ROOT / "resources" / "decks" / "redakai-advanced.txt").read_text("utf-8"))
    ruleset = get_ruleset("redakai-advanced")

    def items(missing_only: bool = False, sideboard: bool = True):  # type: ignore[no-untyped-def]
        got = proxies.deck_items(deck, ruleset, missing_only=missing_only, sideboard=sideboard)
        return transform(got) if transform else got

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
    # calibration, its blank back, then 6 fronts each followed by its backs
    assert d.page_count == 14
    d.show_page(1)
    assert "back of the calibration page" in d.page_label.text()
    d.bleed.setValue(3)
    d.refresh()
    assert "9 cards a page" in d.page_label.text()  # the bleed runs into the margins
    d.sideboard.setChecked(False)
    d.refresh()
    assert len(d._sheet.copies) == 44
    d.show_page(0)
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


def test_every_option_is_remembered_on_close_without_saving(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    d.paper.setCurrentIndex(d.paper.findData("letter"))
    d.bleed.setValue(1.5)
    d.gap.setValue(3)
    d.card_w.setValue(62)
    d.cut_marks.setCurrentIndex(d.cut_marks.findData("lines"))
    d.backs.setChecked(True)
    d.page_labels.setChecked(False)
    d.missing_only.setChecked(True)
    d.sideboard.setChecked(False)
    d.zoom.setCurrentIndex(d.zoom.findData("100"))
    d.close_button.click()              # Close: no PDF written, nothing printed
    again = make_dialog(qtbot, service)
    assert again.paper.currentData() == "letter"
    assert (again.bleed.value(), again.gap.value()) == (1.5, 3.0)
    assert (again.card_w.value(), again.card_h.value()) == (62.0, 88.0)
    assert again.cut_marks.currentData() == "lines"
    assert again.backs.isChecked() and not again.page_labels.isChecked()
    assert again.missing_only.isChecked() and not again.sideboard.isChecked()
    assert again.zoom.currentData() == "100"
    # The restored boxes decide what is printed: no sideboard (44 of the 46 cards).
    assert len(again._sheet.copies) == 44


def test_a_change_is_kept_at_once(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    d.calibration.setChecked(True)
    qtbot.waitUntil(lambda: QSettings().value("proxies/calibration") == "true", timeout=2000)


def test_the_preview_shows_the_whole_page_and_zooms_to_real_size(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    d.paper.setCurrentIndex(d.paper.findData("a4"))
    d.resize(1000, 700)
    d.show()
    qtbot.waitExposed(d)
    d.refresh()
    view = d.preview_area.viewport().size()
    pixmap = d.preview.pixmap()
    shown = pixmap.deviceIndependentSize()
    assert shown.width() <= view.width() and shown.height() <= view.height()
    # The page fills the view's height (A4 is taller than the view is wide-ish).
    assert shown.height() >= view.height() - 12
    assert abs(shown.width() / shown.height() - 210 / 297) < 0.01
    d.zoom.setCurrentIndex(d.zoom.findData("100"))
    real = d.preview.pixmap().deviceIndependentSize()
    assert real.width() == pytest.approx(210 / 25.4 * d.logicalDpiX(), abs=2)
    # A bigger window fits a bigger page.
    d.zoom.setCurrentIndex(d.zoom.findData("fit"))
    d.resize(1400, 1000)
    qtbot.waitUntil(lambda: d.preview.pixmap().deviceIndependentSize().height()
                    > shown.height() + 100, timeout=3000)


def test_the_card_size_follows_the_game_and_can_be_changed(qtbot, service, qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    assert (d.card_w.value(), d.card_h.value()) == (63.0, 88.0)
    d.card_w.setValue(59)
    d.card_h.setValue(86)
    d.refresh()
    out = tmp_path / "small.pdf"
    assert d.save_pdf(out)
    cards = [p for page in placements(out) for p in page if p.clip is None]
    assert len(cards) == 46
    assert all(abs(p.size_mm[0] - 59) <= 0.1 and abs(p.size_mm[1] - 86) <= 0.1 for p in cards)
    d.card_reset.click()
    assert (d.card_w.value(), d.card_h.value()) == (63.0, 88.0)


def test_a_gap_that_costs_cards_is_explained(qtbot, service, qapp) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    d.paper.setCurrentIndex(d.paper.findData("letter"))
    d.gap.setValue(3)     # 3 × 88 + 2 × 3 = 270 mm > 269.4 mm inside Letter's margins
    d.refresh()
    assert "6 cards a page" in d.page_label.text()
    assert "6 cards fit a page" in d.notes.text() and "9 would" in d.notes.text()
    d.gap.setValue(2)
    d.bleed.setValue(2)
    d.refresh()
    assert "9 cards a page" in d.page_label.text()
    assert "set the gap to 4 mm" in d.notes.text()


def test_low_resolution_pictures_are_marked(qtbot, service, qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PIL import Image

    small = tmp_path / "small.png"
    Image.new("RGB", (300, 420), (30, 30, 30)).save(small)

    def low_first(items):  # type: ignore[no-untyped-def]
        return [replace(items[0], picture=small), *items[1:]]

    d = make_dialog(qtbot, service, low_first)
    assert "low resolution: 120 ppi" in d.table.item(0, 0).text()
    assert "low resolution" not in d.table.item(1, 0).text()
    assert "may print blurry at this card size (below 300 ppi): 1," in d.notes.text()


class _Marking(QTranslator):
    """Marks every ProxyDialog message «like this» and every game's text like this†:
    shows which texts went through which tr()."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        marks = {"ProxyDialog": "«%s»", "GameText": "%s†"}
        return marks[context] % source if context in marks else None

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marked(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    translator = _Marking(qapp)
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_printed_words_and_layout_errors_are_translated(marked, qtbot, service, qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    # Every word the renderer prints has its tr() here, in the renderer's order,
    words = FACE_LABELS + SHEET_LABELS
    assert {k: d.labels[k] for k in words} == {k: f"«{k}»" for k in words}
    # and every word a game's own face prints (its folder lists them), translated with
    # the game's other texts,
    own = {w for g in all_games() if (face := game_face(g.id)) for w in face.words}
    assert {"LAUNCH", "KAIRU", "ELEMENT", "React (%1 Kairu):"} <= own
    assert {k: d.labels[k] for k in own} == {k: f"{k}†" for k in own}
    # and the attribute values on drawn faces, in the window's words for them
    assert d.labels["element=fire"] == "Fire†" and d.labels["size=large"] == "Large†"
    d.paper.setCurrentIndex(d.paper.findData("custom"))
    d.custom_w.setValue(60)
    d.custom_h.setValue(80)
    d.refresh()
    assert d.error.text().startswith("«A 63 × 88 mm card does not fit on a 60 × 80 mm page")
    d.paper.setCurrentIndex(d.paper.findData("a4"))
    d.calibration.setChecked(True)
    d.refresh()
    out = tmp_path / "marked.pdf"
    assert d.save_pdf(out)
    words = text(out)
    assert "«100 mm — measure this bar" in words
    assert "«page 1 of 7»" in words and "«fronts»" in words


def test_save_pdf_shows_its_progress_and_cancel_writes_nothing(qtbot, service, qapp,  # type: ignore[no-untyped-def]
                                                              tmp_path) -> None:
    from PySide6.QtCore import Qt, QTimer

    from deckbuilder.ui.common.background import JobDialog

    qapp.setOrganizationName("deckbuilder-tests")
    d = make_dialog(qtbot, service)
    out = tmp_path / "cancelled.pdf"
    seen: list[JobDialog] = []

    def click_cancel() -> None:
        # The PDF is written behind the app's one job dialog, whose Cancel stops it.
        dialog = d.findChild(JobDialog)
        assert dialog is not None and dialog.isVisible() and dialog.cancel_button.isVisible()
        seen.append(dialog)
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click_cancel)
    assert not d.save_pdf(out)
    assert seen and not out.exists()
    assert not list(tmp_path.glob("*.part")) and d.saved_path is None


def test_save_pdf_says_where_it_wrote(qtbot, service, qapp, tmp_path, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Save PDF… confirms what it wrote (issue 30: it said nothing, while the deck export
    and the backup do)."""
    from PySide6.QtCore import Qt

    d = make_dialog(qtbot, service)
    d.show()
    qtbot.waitExposed(d)
    d.refresh()
    assert d.saved_note.text() == ""
    out = tmp_path / "sheets.pdf"
    dialogs.choose_file(out)
    qtbot.mouseClick(d.save_button, Qt.MouseButton.LeftButton)
    assert out.is_file()
    assert d.saved_note.isVisible()
    assert str(out) in d.saved_note.text()
    assert f"Saved {d.page_count} page" in d.saved_note.text()


def test_a_russian_sheet_prints_the_zones_colours_in_russian(  # type: ignore[no-untyped-def]
        russian: None, qtbot, service, tmp_path) -> None:
    # A character's defense zones name their colours: on a Russian sheet in Russian, as
    # the window names them (they used to print as stored, "RED"). Cards without a
    # picture, so their faces are drawn.
    d = make_dialog(qtbot, service, lambda items: [replace(i, picture=None) for i in items])
    out = tmp_path / "ru.pdf"
    assert d.save_pdf(out)
    printed = set(text(out).split())
    assert {"КРАСНЫЙ", "СИНИЙ", "ЗЕЛЁНЫЙ"} <= printed
    assert not {"RED", "BLUE", "GREEN", "PURPLE", "YELLOW"} & printed


def test_a_drawn_face_in_a_russian_window_is_in_russian(  # type: ignore[no-untyped-def]
        russian: None, qapp, service) -> None:
    # A card without a picture is shown as its drawn face on the table and in the card
    # viewer: in a Russian window its words are Russian, as on the proxy sheet.
    from PySide6.QtCore import QSize

    from deckbuilder.proxies.faces import canvas
    from deckbuilder.ui.common.card_pictures import CardPictures

    record = service.find_card("Tessia - Ember Veil", "redakai")   # zones red and blue
    assert record is not None
    card = record.card
    drawn: list[str] = []
    original = canvas._Canvas.text

    def recording(self, text: str, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        drawn.append(text)
        original(self, text, *args, **kwargs)

    canvas._Canvas.text = recording  # type: ignore[method-assign]
    try:
        pix = CardPictures(lambda _name: None, lambda _name: card).get(card.name, QSize(252, 352))
    finally:
        canvas._Canvas.text = original  # type: ignore[method-assign]
    assert not pix.isNull()
    words = set(" ".join(drawn).split())
    assert "ЗАЩИТА" in words and words & {"КРАСНЫЙ", "СИНИЙ", "ЗЕЛЁНЫЙ", "ФИОЛЕТОВЫЙ"}
    assert not {"DEFENSE", "CHARACTER", "RED", "BLUE", "GREEN"} & words
