"""Choices as targets on the playtest table (issue 18): the card or zone a choice aims at
(the character or Monsuno to attack, the strike card's place, the Attack zone) is marked
and a click on it takes that choice — through a small menu when several choices aim there
— exactly as its button does. The bot and undo buttons stay put whatever the number of
choices, and a middle click or Ctrl+click shows a card large instead of playing it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QWidget

from deckbuilder.rules.engine import CHANCE, TERMINAL, Option
from deckbuilder.ui.common import style
from deckbuilder.ui.common.card_viewer import current_viewer
from deckbuilder.ui.playtest.playtest_table import CardTile
from tests.ui.test_playtest_window import open_window

LEFT = Qt.MouseButton.LeftButton

#: Per ruleset: the kind of choice aimed at the table that the test takes by a click.
AIMED: dict[str, Callable[[Option], bool]] = {
    # A Monsuno strikes one of the dummy's Monsuno (``p1.mon.k``).
    "monsuno-hard": lambda o: o.action[0] == "strike",
    "monsuno-tcg": lambda o: o.action[0] == "strike",
    # The clash: the strike card goes to one's own strike place.
    "monsuno-medium": lambda o: o.target is not None and o.target.endswith(".strike"),
    # An attack card hits one of the dummy's characters (``p1.char.k``).
    "redakai-advanced": lambda o: o.action[0] == "attack",
    # A monster attacks into the shared Attack zone.
    "monster-cards": lambda o: o.action[0] == "attack",
}


def reach(window, wanted: Callable[[Option], bool]) -> Option:  # type: ignore[no-untyped-def]
    """Let the bot play until the player has a choice ``wanted`` (from new seeds if a
    game ends first); that choice."""
    for seed in range(7, 40):
        window.seed_box.setValue(seed)
        window.restart()
        for _ in range(400):
            state = window.state
            if state.current_player() == TERMINAL:
                break
            decision = state.decision() if state.current_player() == 0 else None
            if decision is not None and decision.kind != "choose_many":
                found = [o for o in decision.options if wanted(o)
                         and o.target in window.table.zones]
                if found:
                    return found[0]
            window.bot_step()
    raise AssertionError("the bots never offered that choice")


def answer_menu(label: str, seen: list[list[str]]) -> None:
    """Pick ``label`` from the menu a click pops up (when one does), as a user does: a
    click on its entry."""
    tries = [0]

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            tries[0] += 1
            if tries[0] < 100:
                QTimer.singleShot(10, pick)
            return
        entries = [a for a in menu.actions() if not a.isSeparator()]
        seen.append([a.text() for a in entries])
        action = next(a for a in entries if a.text() == label)
        QTest.mouseClick(menu, LEFT, pos=menu.actionGeometry(action).center())

    QTimer.singleShot(0, pick)


def choice_button(window, label: str) -> QPushButton:  # type: ignore[no-untyped-def]
    return next(b for b in window.choices_box.findChildren(QPushButton, "choiceButton")
                if b.text() == label)


@pytest.mark.parametrize("ruleset", sorted(AIMED))
def test_a_click_on_the_target_takes_the_choice_as_its_button_does(qtbot, service, ruleset) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, ruleset)
    window.show()
    qtbot.waitExposed(window)
    option = reach(window, AIMED[ruleset])
    decision = window.state.decision()
    zone = window.table.zones[option.target]
    assert zone.aimed
    tiles = zone.findChildren(CardTile)
    # The card aimed at (if the zone holds one) is what a player clicks, else the zone.
    target: QWidget = tiles[0] if tiles else zone
    assert target.cursor().shape() == Qt.CursorShape.PointingHandCursor
    if tiles and not tiles[0].playable:
        assert tiles[0].styleSheet() == style.frame_style(style.AIMED)
    own = [o for o in decision.options if tiles and o.instance == tiles[0].view.instance]
    offered = list(dict.fromkeys(o.label for o in [*own, *(
        o for o in decision.options if o.target == option.target)]))
    seen: list[list[str]] = []
    if len(offered) > 1:
        answer_menu(option.label, seen)
    before = window.state.state_key()
    lines = window.log.count()
    pos = target.rect().center() if tiles else QPoint(6, 6)
    qtbot.mouseClick(target, LEFT, pos=pos)
    after = window.state.state_key()
    assert after != before
    if len(offered) > 1:
        # The menu offered just the choices aimed there (each once), nothing else.
        assert seen and seen[0] == offered
    clicked_log = [window.log.item(i).text() for i in range(lines, window.log.count())]
    # The same choice by its button: the same game and the same lines in the log.
    qtbot.mouseClick(window.undo_button, LEFT)
    assert window.state.state_key() == before
    lines = window.log.count()
    qtbot.mouseClick(choice_button(window, option.label), LEFT)
    assert window.state.state_key() == after
    assert [window.log.item(i).text() for i in range(lines, window.log.count())] \
        == clicked_log


def test_the_bot_and_undo_buttons_stay_put_whatever_the_number_of_choices(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monster-cards")
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    controls = (window.bot_step_button, window.bot_turn_button, window.bot_end_button,
                window.undo_button, window.redo_button)

    def places() -> list[QRect]:
        QApplication.processEvents()
        return [QRect(b.mapTo(window, QPoint(0, 0)), b.size()) for b in controls]

    counts: dict[int, list[QRect]] = {}
    for seed in (1, 2, 3):
        window.seed_box.setValue(seed)
        window.restart()
        for _ in range(60):
            if window.state.current_player() == TERMINAL:
                break
            if window.state.current_player() == 0:
                # (The old buttons are gone at once; the new ones show on the next turn
                # of the event loop, which places() lets run.)
                shown = window.choices_box.findChildren(QPushButton)
                counts.setdefault(len(shown), places())
            window.bot_step()
    assert 1 in counts and max(counts) >= 4, sorted(counts)
    assert counts[1] == counts[max(counts)]
    assert all(p == counts[1] for p in counts.values())
    # All of them on screen at 1280×720.
    for rect in counts[1]:
        assert window.rect().contains(rect)


def test_ctrl_click_and_middle_click_show_a_card_large_without_playing_it(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    window.show()
    qtbot.waitExposed(window)
    while window.state.current_player() == CHANCE:
        window.bot_step()
    playable = [t for t in window.table.findChildren(CardTile) if t.playable]
    assert playable
    tile = playable[0]
    name = tile.view.name
    before = window.state.state_key()
    qtbot.mouseClick(tile, LEFT, Qt.KeyboardModifier.ControlModifier,
                     pos=tile.rect().center())
    qtbot.waitUntil(lambda: current_viewer() is not None, timeout=2000)
    viewer = current_viewer()
    assert viewer is not None and viewer.card == name
    # The card's own picture, most of the screen high.
    from tests.ui.test_card_viewer import file_picture, looks_like

    assert looks_like(viewer.image.pixmap(),
                      file_picture(service, service.find_card(name, "redakai")))
    assert viewer.image.pixmap().height() >= \
        QApplication.primaryScreen().availableGeometry().height() * 0.7
    assert window.state.state_key() == before  # not played
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: current_viewer() is None, timeout=2000)
    tile = next(t for t in window.table.findChildren(CardTile) if t.playable)
    qtbot.mouseClick(tile, Qt.MouseButton.MiddleButton, pos=tile.rect().center())
    qtbot.waitUntil(lambda: current_viewer() is not None, timeout=2000)
    viewer = current_viewer()
    assert viewer is not None and viewer.card == tile.view.name
    assert window.state.state_key() == before
    qtbot.mouseClick(viewer, LEFT, pos=viewer.rect().center())
    qtbot.waitUntil(lambda: current_viewer() is None, timeout=2000)
    # A card with nothing to do now (one of the dummy's, not aimed at) is shown large
    # by a plain click, and the status bar says it cannot be used.
    idle = next(t for t in window.table.findChildren(CardTile)
                if not t.playable and t.cursor().shape() != Qt.CursorShape.PointingHandCursor
                and t.view.state != "face-down")
    qtbot.mouseClick(idle, LEFT, pos=idle.rect().center())
    qtbot.waitUntil(lambda: current_viewer() is not None, timeout=2000)
    viewer = current_viewer()
    assert viewer is not None and viewer.card == idle.view.name
    assert "cannot be used" in window.statusBar().currentMessage()
    assert window.state.state_key() == before
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
