"""A finished playtest game says how it went (who won, on which turn, cards drawn) with
Restart and New Seed at hand (issue 30, item 8)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from deckbuilder.rules.engine import TERMINAL
from deckbuilder.rules.events import CardDrawn
from deckbuilder.ui.playtest.game_over import GameOverPanel
from tests.ui.test_playtest_window import open_window

LEFT = Qt.MouseButton.LeftButton


def panel(window) -> GameOverPanel | None:  # type: ignore[no-untyped-def]
    found = window.choices_box.findChild(QWidget, "gameOver")
    return found if isinstance(found, GameOverPanel) and not found.isHidden() else None


def play_to_the_end(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.bot_end_button, LEFT)
    qtbot.waitUntil(lambda: window.state.current_player() == TERMINAL, timeout=30_000)
    qtbot.waitUntil(lambda: panel(window) is not None, timeout=5_000)  # shown by the layout


def test_the_end_of_a_game_is_summed_up_with_restart_and_new_seed(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monster-cards", seed=11)
    window.show()
    qtbot.waitExposed(window)
    assert panel(window) is None  # not while the game goes on
    play_to_the_end(qtbot, window)
    over = panel(window)
    assert over is not None
    state = window.state
    turns = state.player_turns(0)
    assert over.result.text() == window.prompt.text()
    assert str(turns) in over.result.text()
    assert ("won" in over.result.text()) or ("draw" in over.result.text())
    drawn = window.engine.opening_hand(window.options) + sum(
        1 for e in window.session.events() if isinstance(e, CardDrawn) and e.player == 0)
    assert drawn > 0
    assert over.figures["Cards you drew:"] == str(drawn)
    assert over.figures["Seed:"] == "11"
    # The buttons are in view and do what they say.
    assert over.restart_button.isVisible() and over.new_seed_button.isVisible()
    qtbot.mouseClick(over.new_seed_button, LEFT)
    assert window.seed_box.value() != 11
    assert window.state.current_player() != TERMINAL
    assert panel(window) is None
    seed = window.seed_box.value()
    play_to_the_end(qtbot, window)
    again = panel(window)
    assert again is not None and again.figures["Seed:"] == str(seed)
    qtbot.mouseClick(again.restart_button, LEFT)
    assert window.seed_box.value() == seed  # the same deal again
    assert window.state.current_player() != TERMINAL and not window.session.steps
