"""The playtest table against a real deck: "Opponent plays" seats the deck chosen as the
dummy as a real player the computer pilots; its hand stays face down unless revealed, its
moves follow in What happened, and undo goes back to the player's own last decision."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from deckbuilder.rules.engine import TERMINAL
from tests.ui.test_playtest_window import ROOT, click_one_step, open_window

RULESET = "redakai-advanced"


def against_starter(qtbot, service, monkeypatch, ruleset: str = RULESET):  # type: ignore[no-untyped-def]
    """The window with the ruleset's starter deck chosen as the opponent (through the
    picker's Deck file…) and "Opponent plays" ticked, the computer playing fast."""
    window = open_window(qtbot, service, ruleset, seed=5)
    deck_file = ROOT / "resources" / "decks" / f"{ruleset}.txt"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(deck_file), ""))
    box = window.seats.picker
    index = box.findData("file")
    box.setCurrentIndex(index)
    box.activated.emit(index)
    assert window.playable.dummy is not None
    window.seats.opponent_speed.setCurrentIndex(window.seats.opponent_speed.findData(0))  # Fast
    qtbot.mouseClick(window.seats.opponent_check, Qt.MouseButton.LeftButton)
    assert window.seats.opponent_mode()
    return window


def hand_zone(window, player: int):  # type: ignore[no-untyped-def]
    side = next(s for s in window.seats.shown_table(window.state.table_view())
                if s.player == player)
    return next(z for z in side.zones if z.key == f"p{player}.hand")


def wait_for_opponent(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not window.seats.opponent_to_act(), timeout=60_000)


def test_a_whole_game_against_the_starter_deck_by_clicks(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = against_starter(qtbot, service, monkeypatch)
    rng = random.Random(2)
    opponent_moved = False
    for _ in range(3000):
        wait_for_opponent(qtbot, window)
        if window.state.current_player() == TERMINAL:
            break
        if window.state.player_turns(1) > 0:
            opponent_moved = True
            # The opponent's hand: face down, only its count.
            zone = hand_zone(window, 1)
            assert zone.kind == "pile" and not zone.cards
            assert zone.count == len(window.state.hand[1])
        click_one_step(window, rng)
    assert window.state.current_player() == TERMINAL
    assert opponent_moved
    assert window.state.winner in (0, 1)
    assert "won" in window.prompt.text()
    assert window.log.count() > 20


def test_reveal_and_undo_across_both_seats(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = against_starter(qtbot, service, monkeypatch)
    rng = random.Random(4)
    for _ in range(400):
        wait_for_opponent(qtbot, window)
        if window.state.player_turns(1) >= 2 and window.state.current_player() == 0:
            break
        click_one_step(window, rng)
    assert window.state.player_turns(1) >= 2
    qtbot.mouseClick(window.seats.reveal_check, Qt.MouseButton.LeftButton)
    zone = hand_zone(window, 1)
    assert zone.kind == "hand" and len(zone.cards) == len(window.state.hand[1])
    # Undo skips back over the opponent's moves to the player's own decision.
    before = window.state.player_turns(1)
    for _ in range(30):
        qtbot.mouseClick(window.undo_button, Qt.MouseButton.LeftButton)
        assert not window.seats.opponent_to_act()
        if window.state.player_turns(1) < before:
            break
    assert window.state.player_turns(1) < before
    assert window.state.current_player() != 1


def until_the_opponent_is_to_act(qtbot, service, monkeypatch, speed: int):  # type: ignore[no-untyped-def]
    """Against the starter deck at this opponent speed (ms between its moves, -1: step by
    step), the player clicking choices until it is the computer's move."""
    window = against_starter(qtbot, service, monkeypatch)
    window.seats.opponent_speed.setCurrentIndex(window.seats.opponent_speed.findData(speed))
    rng = random.Random(6)
    for _ in range(200):
        if window.seats.opponent_to_act():
            break
        click_one_step(window, rng)
    assert window.seats.opponent_to_act()
    return window


@pytest.mark.parametrize("speed", [-1])
def test_step_speed_waits_for_the_bot_button(qtbot, service, monkeypatch, speed) -> None:  # type: ignore[no-untyped-def]
    window = until_the_opponent_is_to_act(qtbot, service, monkeypatch, speed)
    key = window.state.state_key()
    qtbot.wait(50)
    assert window.state.state_key() == key  # nothing moves on its own
    qtbot.mouseClick(window.bot_step_button, Qt.MouseButton.LeftButton)
    assert window.state.state_key() != key


def _choose_opponent(qtbot, window, key: object) -> None:  # type: ignore[no-untyped-def]
    """Open the opponent picker's list and click the entry ``key``, as a user would."""
    box = window.seats.picker
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    rect = view.visualRect(box.model().index(box.findData(key), 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _save_rival(service) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from deckbuilder.services.deck_service import DeckService

    decks = DeckService(service.db)
    rival = decks.read_file(ROOT / "resources" / "decks" / f"{RULESET}.txt")
    decks.save(dataclasses.replace(rival, name="Saved Rival"))


def test_one_picker_lists_the_dummy_the_starter_your_decks_and_a_file(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    _save_rival(service)
    window = open_window(qtbot, service, RULESET, seed=5)
    box = window.seats.picker
    labels = [box.itemText(i) for i in range(box.count())]
    assert labels[0] == "Built-in training dummy" and labels[1] == "Choose cards…"
    assert labels[2].startswith("Starter: ") and labels[3] == "Deck: Saved Rival"
    assert labels[-1] == "Deck file…"
    # The one control: no second box of who sits across.
    from PySide6.QtWidgets import QComboBox

    boxes = [b.objectName() for b in window.findChildren(QComboBox)]
    assert "dummyBox" not in boxes and "opponentBox" not in boxes


def test_the_picker_seats_a_deck_file_and_back_to_the_dummy(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, RULESET, seed=5)
    window.seats.opponent_speed.setCurrentIndex(window.seats.opponent_speed.findData(0))  # Fast
    assert window.seats.picker.currentData() == "dummy" and not window.seats.opponent_mode()
    # Against the built-in dummy there is no deck for the computer to play.
    assert not window.seats.opponent_check.isEnabled()
    deck_file = ROOT / "resources" / "decks" / f"{RULESET}.txt"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(deck_file), ""))
    _choose_opponent(qtbot, window, "file")
    assert window.playable.dummy is not None
    assert window.seats.picker.currentText().startswith("File:")
    qtbot.mouseClick(window.seats.opponent_check, Qt.MouseButton.LeftButton)
    assert window.seats.opponent_mode() and window.controller.opponent_policy is not None
    _choose_opponent(qtbot, window, "dummy")
    assert window.playable.dummy is None
    assert not window.seats.opponent_mode() and window.controller.opponent_policy is None
    assert not window.seats.opponent_check.isChecked()


@pytest.mark.parametrize("entry", ["starter", "saved"])
def test_the_first_click_on_opponent_plays_after_choosing_ticks_it(qtbot, service, entry) -> None:  # type: ignore[no-untyped-def]
    """Issue 30: right after choosing an opponent, the first click on "Opponent plays"
    did not tick it (the old Opponent box had ticked it quietly)."""
    _save_rival(service)
    window = open_window(qtbot, service, RULESET, seed=5)
    window.seats.opponent_speed.setCurrentIndex(window.seats.opponent_speed.findData(0))  # Fast
    box = window.seats.picker
    prefix = "Starter: " if entry == "starter" else "Deck: Saved Rival"
    index = next(i for i in range(box.count()) if box.itemText(i).startswith(prefix))
    _choose_opponent(qtbot, window, box.itemData(index))
    assert window.playable.dummy is not None
    assert not window.seats.opponent_check.isChecked()
    qtbot.mouseClick(window.seats.opponent_check, Qt.MouseButton.LeftButton)
    assert window.seats.opponent_check.isChecked()
    assert window.seats.opponent_mode() and window.controller.opponent_policy is not None


def test_closing_the_window_stops_the_opponent_mid_move(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The computer is about to move (Normal speed: half a second between its moves) and
    the player closes the window: the game stops there; nothing plays on in a window
    nobody sees, reading the catalog for pictures (at quit, already closed)."""
    window = until_the_opponent_is_to_act(qtbot, service, monkeypatch, 500)
    key = window.state.state_key()
    window.close()
    service.close()
    qtbot.wait(800)
    assert window.state.state_key() == key
