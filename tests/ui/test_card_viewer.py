"""Click a card's picture — anywhere — to see it large (issue 18): the catalog's grid and
list, the card pane, the card editor, the sample hand and a pile open the large viewer on
that card; Esc or a click closes it, and a double-click keeps its own meaning."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication

from deckbuilder.ui.common.card_preview import CARD_NAME_ROLE
from deckbuilder.ui.common.card_viewer import CardViewer, current_viewer

LEFT = Qt.MouseButton.LeftButton
ROOT = Path(__file__).resolve().parents[2]


def looks_like(shown: QPixmap, picture: QImage) -> bool:
    """The viewer's picture is ``picture`` (compared at a small size, colour by colour)."""
    size = QSize(16, 22)
    a = shown.toImage().scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
    b = picture.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                       Qt.TransformationMode.SmoothTransformation)
    diff = 0
    for y in range(size.height()):
        for x in range(size.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            diff += abs(p.red() - q.red()) + abs(p.green() - q.green()) \
                + abs(p.blue() - q.blue())
    return diff / (size.width() * size.height() * 3) < 12


def opened(qtbot, name: str) -> CardViewer:  # type: ignore[no-untyped-def]
    """The viewer, once open, on ``name``, large: most of the screen's height."""
    qtbot.waitUntil(lambda: current_viewer() is not None, timeout=3000)
    viewer = current_viewer()
    assert viewer is not None and viewer.card == name
    assert name in viewer.caption.text()
    screen = QApplication.primaryScreen().availableGeometry()
    pix = viewer.image.pixmap()
    assert pix.height() >= screen.height() * 0.7
    assert abs(pix.width() / pix.height() - 63 / 88) < 0.02
    assert viewer.frameGeometry().height() <= screen.height()
    return viewer


def closes_on_escape(qtbot, viewer: CardViewer) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: current_viewer() is None, timeout=2000)


def file_picture(service, record) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(str(service.picture_path(record.picture)))
    assert not image.isNull()
    return image


def test_a_grid_card_opens_large_and_a_double_click_still_adds_it(qtbot, main_window, service) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    panel = w.catalog
    panel.search.setText('"Blazing Jab"')
    panel.run_search()
    qtbot.mouseClick(panel.grid_button, LEFT)
    grid = panel.grid
    index = grid.model().index(0, grid.modelColumn())
    qtbot.waitUntil(lambda: grid.pictures.get(w.model.record(0).picture) is not None,
                    timeout=5000)
    rect = grid.visualRect(index)
    before = w.editor.doc.deck.copies("Blazing Jab")
    # A double-click adds the card and opens nothing.
    qtbot.mouseClick(grid.viewport(), LEFT, pos=rect.center())
    qtbot.mouseDClick(grid.viewport(), LEFT, pos=rect.center())
    qtbot.wait(QApplication.doubleClickInterval() + 150)
    assert current_viewer() is None
    assert w.editor.doc.deck.copies("Blazing Jab") == before + 1
    qtbot.mouseClick(grid.viewport(), LEFT, pos=rect.center())
    viewer = opened(qtbot, "Blazing Jab")
    assert looks_like(viewer.image.pixmap(), file_picture(service, w.model.record(0)))
    assert w.detail.record is not None and w.detail.record.card.name == "Blazing Jab"
    closes_on_escape(qtbot, viewer)
    # Ctrl+click selects more cards: no viewer.
    qtbot.mouseClick(grid.viewport(), LEFT, Qt.KeyboardModifier.ControlModifier,
                     pos=rect.center())
    qtbot.wait(QApplication.doubleClickInterval() + 150)
    assert current_viewer() is None


def test_the_lists_picture_column_opens_large_other_columns_do_not(qtbot, main_window, service) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    panel = w.catalog
    panel.search.setText('"Blazing Jab"')
    panel.run_search()
    table = panel.table
    name_rect = table.visualRect(w.model.index(0, w.model.column_of("name")))
    qtbot.mouseClick(table.viewport(), LEFT, pos=name_rect.center())
    qtbot.wait(QApplication.doubleClickInterval() + 150)
    assert current_viewer() is None
    picture = w.model.column_of("picture")
    assert picture >= 0
    rect = table.visualRect(w.model.index(0, picture))
    qtbot.mouseClick(table.viewport(), LEFT, pos=rect.center())
    viewer = opened(qtbot, "Blazing Jab")
    # A click closes it too.
    qtbot.mouseClick(viewer, LEFT, pos=viewer.rect().center())
    qtbot.waitUntil(lambda: current_viewer() is None, timeout=2000)


def test_the_card_panes_picture_opens_large(qtbot, main_window, service) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    w.catalog.search.setText('"Blazing Jab"')
    w.catalog.run_search()
    w.catalog.table.selectRow(0)
    pane = w.detail
    assert pane.record is not None
    qtbot.waitUntil(lambda: pane.picture.pixmap() is not None
                    and not pane.picture.pixmap().isNull(), timeout=5000)
    assert pane.picture.cursor().shape() == Qt.CursorShape.PointingHandCursor
    qtbot.mouseClick(pane.picture, LEFT, pos=pane.picture.rect().center())
    viewer = opened(qtbot, "Blazing Jab")
    assert looks_like(viewer.image.pixmap(), file_picture(service, pane.record))
    closes_on_escape(qtbot, viewer)


def test_a_card_without_a_picture_shows_its_drawn_face(qtbot, main_window, service) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    rec = dataclasses.replace(service.find_card("Blazing Jab", "redakai"), picture=None)
    w.detail.set_record(rec)
    qtbot.mouseClick(w.detail.picture, LEFT, pos=w.detail.picture.rect().center())
    viewer = opened(qtbot, "Blazing Jab")
    # The face the proxies draw: not one flat colour, and not the missing picture file.
    image = viewer.image.pixmap().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) > 20
    assert not looks_like(viewer.image.pixmap(), file_picture(
        service, service.find_card("Blazing Jab", "redakai")))
    closes_on_escape(qtbot, viewer)


def test_the_card_editors_picture_opens_large_and_double_click_still_chooses(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.ui.cards.card_editor import CardEditorDialog

    rec = service.find_card("Blazing Jab", "redakai")
    editor = CardEditorDialog(service, rec)
    editor.ask_before_discarding = False
    qtbot.addWidget(editor)
    editor.show()
    area = editor.picture_area
    assert not area.is_empty()
    chosen: list[bool] = []
    # Choosing a picture opens a file dialog: the double-click's signal is what counts.
    area.activated.disconnect()
    area.activated.connect(lambda: chosen.append(True))
    qtbot.mouseDClick(area, LEFT, pos=area.rect().center())
    qtbot.wait(QApplication.doubleClickInterval() + 150)
    assert current_viewer() is None and chosen
    qtbot.mouseClick(area, LEFT, pos=area.rect().center())
    viewer = opened(qtbot, "Blazing Jab")
    assert looks_like(viewer.image.pixmap(), file_picture(service, rec))
    closes_on_escape(qtbot, viewer)


def test_the_sample_hand_and_a_pile_open_their_cards_large(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_playtest_window import open_window

    window = open_window(qtbot, service, "redakai-advanced")
    window.show()
    window.tabs.setCurrentIndex(1)
    hand = window.sample_hand
    qtbot.waitUntil(lambda: hand.count() > 0)
    item = hand.item(0)
    rect = hand.visualItemRect(item)
    qtbot.mouseClick(hand.viewport(), LEFT, pos=rect.center())
    viewer = opened(qtbot, item.text())
    closes_on_escape(qtbot, viewer)
    # Empty room beside the cards: nothing.
    qtbot.mouseClick(hand.viewport(), LEFT, pos=QPoint(hand.viewport().width() - 3,
                                                       hand.viewport().height() - 3))
    qtbot.wait(50)
    assert current_viewer() is None
    # A card of a pile (the pile viewer), after a few turns.
    window.tabs.setCurrentIndex(0)
    window.bot_end_button.click()
    pile = next(z.key for pv in window.state.table_view() for z in pv.zones
                if z.kind == "pile" and z.browsable and z.cards)
    window.browse_pile(pile)
    cards = window.pile_dialog.cards
    qtbot.waitExposed(window.pile_dialog)
    item = cards.item(0)
    qtbot.mouseClick(cards.viewport(), LEFT, pos=cards.visualItemRect(item).center())
    viewer = opened(qtbot, str(item.data(CARD_NAME_ROLE)))
    closes_on_escape(qtbot, viewer)
    window.pile_dialog.close()


def test_a_card_on_the_proxy_preview_opens_large(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_proxy_dialog import make_dialog

    d = make_dialog(qtbot, service)
    d.show()
    qtbot.waitExposed(d)
    d.paper.setCurrentIndex(d.paper.findData("a4"))
    d.refresh()
    QApplication.processEvents()
    sheet = d._sheet
    page = sheet.pages[d.page]
    assert page.kind == "front"
    # The fifth card of the page, where it is drawn in the preview.
    slot = sheet.slots_of(page)[4]
    item = sheet.copies[page.cards[4]]
    pix = d.preview.pixmap()
    ratio = pix.devicePixelRatio() or 1.0
    width, height = pix.width() / ratio, pix.height() / ratio
    per_mm = width / sheet.layout.page[0]
    x, y, w, h = slot.card
    pos = QPoint(round((d.preview.width() - width) / 2 + (x + w / 2) * per_mm),
                 round((d.preview.height() - height) / 2 + (y + h / 2) * per_mm))
    qtbot.mouseClick(d.preview, LEFT, pos=pos)
    viewer = opened(qtbot, item.card.name)
    assert item.picture is not None
    assert looks_like(viewer.image.pixmap(), QImage(str(item.picture)))
    closes_on_escape(qtbot, viewer)
    # The page's margin is no card.
    qtbot.mouseClick(d.preview, LEFT, pos=QPoint(round((d.preview.width() - width) / 2 + 2),
                                                 round((d.preview.height() - height) / 2 + 2)))
    qtbot.wait(50)
    assert current_viewer() is None
