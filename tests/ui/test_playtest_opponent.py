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


def against_starter(qtbot, service, monkeypatch):  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, RULESET, seed=5)
    deck_file = ROOT / "resources" / "decks" / f"{RULESET}.txt"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(deck_file), ""))
    box = window.seats.dummy_box
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


def _choose_opponent(qtbot, window, key: str) -> None:  # type: ignore[no-untyped-def]
    """Open the Opponent box's list and click the entry ``key``, as a user would."""
    box = window.seats.opponent_box
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    rect = view.visualRect(box.model().index(box.findData(key), 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_the_opponent_box_seats_a_deck_file_and_back_to_the_dummy(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, RULESET, seed=5)
    window.seats.opponent_speed.setCurrentIndex(window.seats.opponent_speed.findData(0))  # Fast
    assert window.seats.opponent_box.currentData() == "dummy" and not window.seats.opponent_mode()
    deck_file = ROOT / "resources" / "decks" / f"{RULESET}.txt"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(deck_file), ""))
    _choose_opponent(qtbot, window, "file")
    assert window.playable.dummy is not None
    assert window.seats.opponent_mode() and window.seats.opponent_check.isChecked()
    assert window.controller.opponent_policy is not None
    assert window.seats.dummy_box.currentText().startswith("File:")
    _choose_opponent(qtbot, window, "dummy")
    assert not window.seats.opponent_mode() and window.controller.opponent_policy is None


def test_the_opponent_box_seats_a_saved_deck(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QInputDialog

    from deckbuilder.services.deck_service import DeckService

    decks = DeckService(service.db)
    import dataclasses

    rival = decks.read_file(ROOT / "resources" / "decks" / f"{RULESET}.txt")
    decks.save(dataclasses.replace(rival, name="Saved Rival"))
    window = open_window(qtbot, service, RULESET, seed=5)
    window.seats.opponent_speed.setCurrentIndex(window.seats.opponent_speed.findData(0))  # Fast
    asked: list[list[str]] = []

    def pick(_parent, _title, _label, names, *a, **k):  # type: ignore[no-untyped-def]
        asked.append(list(names))
        return "Saved Rival", True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    _choose_opponent(qtbot, window, "saved")
    assert asked and "Saved Rival" in asked[0]
    assert window.playable.dummy is not None and window.playable.dummy.deck.name == "Saved Rival"
    assert window.seats.opponent_mode() and window.controller.opponent_policy is not None
    assert window.seats.dummy_box.currentText() == "Deck: Saved Rival"

    # Cancelling the question changes nothing.
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("", False))
    _choose_opponent(qtbot, window, "saved")
    assert window.playable.dummy is not None and window.playable.dummy.deck.name == "Saved Rival"
    assert window.seats.opponent_mode()
    assert window.seats.opponent_box.currentData() == "saved"


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
