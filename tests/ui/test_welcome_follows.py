"""The first start's greeting names the game of the deck that is open (issue 30: it said
Monsuno while the empty deck was Redakai, until the first card was added)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.app_driver import AppDriver


def test_the_greeting_names_the_open_decks_game(driver: AppDriver) -> None:
    w = driver.start()
    ed = w.editor
    assert ed.welcome.isVisible()
    deck_ruleset = ed.ruleset_box.currentData()
    assert ed.welcome.chooser.chosen() == deck_ruleset == ed.doc.deck.ruleset
    assert ed.welcome.game_box.currentData() == ed.doc.ruleset.game
    # The user picks another game's ruleset in the deck's header: the greeting follows.
    box = ed.ruleset_box
    other = next(i for i in range(box.count())
                 if not str(box.itemData(i)).startswith(ed.doc.ruleset.game))
    box.setFocus()
    box.setCurrentIndex(other)
    assert ed.doc.deck.ruleset == box.itemData(other)
    assert ed.welcome.isVisible()
    assert ed.welcome.chooser.chosen() == box.itemData(other)
    assert ed.welcome.game_box.currentData() == ed.doc.ruleset.game
    driver.qtbot.mouseClick(ed.welcome.empty_button, Qt.MouseButton.LeftButton)
    assert ed.doc.ruleset.game == ed.welcome.game_box.currentData()
