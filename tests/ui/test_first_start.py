"""The first start greets with a choice of game and deck, not an untitled deck in red
(issue 18); the catalog follows the open deck's game; empty tables say what to do."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from tests.ui.app_driver import AppDriver

LEFT = Qt.MouseButton.LeftButton


def test_first_start_greets_and_opens_a_starter_deck_of_the_chosen_game(driver: AppDriver) -> None:
    w = driver.start()
    ed = w.editor
    assert ed.welcome.isVisible()
    # The empty deck's needs read as a to-do list, not as red errors.
    model = ed.problems_model
    assert model.rowCount() >= 1
    first = model.index(0, 0)
    assert str(first.data()).startswith("• ")
    assert first.data(Qt.ItemDataRole.ForegroundRole).color() == \
        w.palette().color(QPalette.ColorRole.PlaceholderText)
    box = ed.welcome.game_box
    box.setCurrentIndex(box.findData("monsuno"))
    driver.qtbot.mouseClick(ed.welcome.starter_button, LEFT)
    assert not ed.welcome.isVisible()
    assert ed.doc.ruleset.game == "monsuno"
    assert sum(ed.doc.deck.counts().values()) > 0
    # The catalog shows Monsuno cards now.
    assert w.catalog.game_box.currentData() == "monsuno"
    ed.doc.new()


def test_start_an_empty_deck_of_the_chosen_game(driver: AppDriver) -> None:
    w = driver.start()
    ed = w.editor
    box = ed.welcome.game_box
    box.setCurrentIndex(box.findData("monster-cards"))
    driver.qtbot.mouseClick(ed.welcome.empty_button, LEFT)
    assert not ed.welcome.isVisible()
    assert ed.doc.ruleset.game == "monster-cards"
    assert not any(ed.doc.deck.counts().values())
    assert w.catalog.game_box.currentData() == "monster-cards"
    # An empty table says how cards get there (painted into its viewport).
    table = ed.tables["deck"]
    picture = table.viewport().grab().toImage()
    assert picture.pixelColor(picture.width() // 2, picture.height() // 2) != \
        table.palette().color(QPalette.ColorRole.Base) or any(
            picture.pixelColor(x, picture.height() // 2)
            != table.palette().color(QPalette.ColorRole.Base)
            for x in range(picture.width()))
