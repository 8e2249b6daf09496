"""The playtest table as a player drives it: only enabled controls are clicked."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QPushButton

from deckbuilder.rules.engine import CHANCE, TERMINAL
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest_window import PlaytestWindow

ROOT = Path(__file__).resolve().parents[2]
RULESETS = ["monsuno-medium", "monsuno-hard", "monsuno-tcg", "redakai-advanced",
            "monster-cards"]


def open_window(qtbot, service, ruleset: str, seed: int = 7):  # type: ignore[no-untyped-def]
    decks = DeckService(service.db)
    playtest = PlaytestService(decks)
    deck = decks.read_file(ROOT / "resources" / "decks" / f"{ruleset}.txt")
    rules, _ = decks.ruleset_for(deck)
    window = PlaytestWindow(playtest, playtest.playable(deck, rules), title=deck.name)
    qtbot.addWidget(window)
    window.seed_box.setValue(seed)
    window.restart()
    return window


def buttons(window) -> list[QPushButton]:  # type: ignore[no-untyped-def]
    box = window.choices_box
    return [b for b in box.findChildren(QPushButton) if (b.isEnabled() and b.isVisible())
            or (b.isEnabled() and not b.isHidden())]


def click_one_step(window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """Click what a player would: the button of the action the greedy bot would take
    (or the chance button), or tick the boxes of a multi-choice and confirm."""
    state = window.state
    if state.current_player() == CHANCE:
        chance = [b for b in buttons(window) if b.objectName() == "chanceButton"]
        chance[0].click()
        return
    decision = state.decision()
    wanted = window.policy(state, rng)
    if decision.kind == "choose_many":
        boxes = window.choices_box.findChildren(QCheckBox)
        chosen = set(wanted[1:])
        for i, box in enumerate(boxes):
            box.setChecked(i in chosen)
        confirm = next(b for b in buttons(window) if b.objectName() == "confirmButton")
        assert confirm.isEnabled()
        confirm.click()
        return
    labels = {o.action: o.label for o in decision.options}
    match = [b for b in buttons(window) if b.objectName() == "choiceButton"
             and b.text() == labels[wanted]]
    assert match, f"no enabled button for {labels[wanted]!r}"
    match[0].click()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_whole_game_is_played_by_clicking_enabled_controls(qtbot, service, ruleset) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, ruleset)
    rng = random.Random(3)
    for _ in range(3000):
        if window.state.current_player() == TERMINAL:
            break
        before = window.state.state_key()
        click_one_step(window, rng)
        assert window.state.state_key() != before  # every click did something
    assert window.state.current_player() == TERMINAL
    assert "won" in window.prompt.text() or "draw" in window.prompt.text()
    # No choice buttons are left once the game is over.
    assert not [b for b in buttons(window) if b.objectName() == "choiceButton"]
    assert window.log.count() > 10


def test_undo_restores_the_exact_earlier_table(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    rng = random.Random(1)
    for _ in range(3):
        click_one_step(window, rng)
    key = window.state.state_key()
    table = window.state.table_view()
    for _ in range(8):
        click_one_step(window, rng)
    for _ in range(8):
        window.undo_button.click()
    assert window.state.state_key() == key
    assert window.state.table_view() == table
    window.redo_button.click()
    assert window.state.state_key() != key


def test_the_same_seed_replays_the_same_game(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    def play(seed: int) -> list[str]:
        window = open_window(qtbot, service, "redakai-advanced", seed)
        rng = random.Random(5)
        for _ in range(40):
            if window.state.current_player() == TERMINAL:
                break
            click_one_step(window, rng)
        return [window.log.item(i).text() for i in range(window.log.count())]

    assert play(11) == play(11)
    assert play(11) != play(12)


def test_dropping_a_card_on_a_wrong_zone_snaps_back_with_a_reason(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    window.state.apply(("first", 0)) if window.state.current_player() == CHANCE else None
    window.refresh()
    decision = window.state.decision()
    attack = next(o for o in decision.options if o.action[0] == "attack")
    before = window.state.state_key()
    # Onto one's own hand: not a legal place; nothing changes and the reason is shown.
    window.card_dropped(attack.instance, "p0.hand")
    assert window.state.state_key() == before
    assert "cannot go to" in window.statusBar().currentMessage()
    # Onto the target it can attack: played.
    window.card_dropped(attack.instance, attack.target)
    assert window.state.state_key() != before


def test_clicking_a_card_with_one_use_plays_it(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monster-cards")
    while window.state.current_player() == CHANCE:
        window.play(window.state.sample_chance())
    decision = window.state.decision()
    counts: dict[int, int] = {}
    for o in decision.options:
        if o.instance is not None:
            counts[o.instance] = counts.get(o.instance, 0) + 1
    single = [i for i, n in counts.items() if n == 1]
    if not single:
        pytest.skip("no card with a single use in this position")
    before = window.state.state_key()
    window.card_clicked(single[0])
    assert window.state.state_key() != before


def test_sample_hand_deals_draws_and_redeals(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    assert len(window.sample_names()) == 3
    window.draw_button.click()
    assert len(window.sample_names()) == 4
    window.deal_button.click()
    assert len(window.sample_names()) == 3
    left = window.playable.deck.deck.count("deck") - 3
    assert f"{left} left" in window.sample_info.text()
    # Every card dealt is a card of the deck.
    names = {e.name for e in window.playable.deck.deck.deck}
    assert set(window.sample_names()) <= names


def test_bot_buttons_play_a_turn_and_to_the_end(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monsuno-hard")
    window.bot_turn_button.click()
    assert window.state.player_turns(0) >= 1
    window.bot_end_button.click()
    assert window.state.current_player() == TERMINAL
    window.restart_button.click()
    assert window.state.current_player() != TERMINAL


def test_monsuno_medium_lets_the_player_pick_the_launch(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monsuno-medium")
    for _ in range(20):
        if window.state.current_player() == CHANCE and any(
                "launch" in str(a) for a, _p in window.state.chance_outcomes()):
            break
        window.bot_step()
    outcomes = [b for b in buttons(window) if "%" in b.text()]
    assert len(outcomes) == 3  # miss, clash, both out
    before = window.state.state_key()
    outcomes[1].click()
    assert window.state.state_key() != before


@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_play_is_offered_once_and_the_choices_fit(qtbot, service, ruleset):  # type: ignore[no-untyped-def]
    # Seed 1 deals Redakai two copies of a monster that can each transform three ways.
    window = open_window(qtbot, service, ruleset, seed=1)
    window.resize(1400, 900)
    window.show()
    seen = False
    for _ in range(40):
        if window.state.winner is not None:
            break
        # (Not yet shown: the layout shows new buttons on the next event loop turn.)
        labels = [b.text() for b in window.choices_box.findChildren(QPushButton,
                                                                    "choiceButton")]
        seen |= bool(labels)
        assert len(labels) == len(set(labels))
        # However many plays there are, the log below keeps most of its room.
        assert window.choices_scroll.height() <= 380
        window.bot_step()
    assert seen


def test_the_dummy_can_play_one_of_your_decks(qtbot, service, monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    DeckService(service.db).import_file(ROOT / "resources" / "decks" / "redakai-advanced.txt")
    window = open_window(qtbot, service, "redakai-advanced")
    box = window.dummy_box
    assert box.currentIndex() == 0 and window.playable.dummy is None  # built-in first
    names = [box.itemText(i) for i in range(box.count())]
    deck_items = [i for i, t in enumerate(names) if t == "Deck: Ember Grove"]
    assert deck_items, names
    box.setCurrentIndex(deck_items[0])
    box.activated.emit(deck_items[0])
    assert window.playable.dummy is not None
    assert window.simulation.playable is window.playable
    # The dummy's characters are now the deck's, not the training ones.
    dummy_view = window.state.table_view()[1]
    shown = " ".join(z.title for z in dummy_view.zones)
    assert "Training Dummy" not in shown and "Tessia" in shown

    # A deck file with cards the catalog lacks: a message, and the dummy stays.
    bad = tmp_path / "bad.txt"
    bad.write_text("Name: Bad\nRuleset: redakai-advanced\n\nDeck:\n3 No Such Card\n",
                   encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda p, t, text, *a: warned.append(text))
    before = window.playable
    file_item = box.count() - 1
    box.setCurrentIndex(file_item)
    box.activated.emit(file_item)
    assert warned and "No Such Card" in warned[0]
    assert window.playable is before and box.currentIndex() == deck_items[0]


@pytest.mark.filterwarnings("ignore:Function.*setActiveWindow:DeprecationWarning")
def test_each_tab_has_its_own_keys(qtbot, service, monkeypatch):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = open_window(qtbot, service, "monster-cards")
    window.show()
    qtbot.waitExposed(window)
    # Window shortcuts need the active window; other tests' windows may still be around.
    QApplication.setActiveWindow(window)
    qtbot.waitUntil(window.isActiveWindow)
    ran: list[bool] = []
    monkeypatch.setattr(window.simulation, "start", lambda: ran.append(True))
    # Table: Space lets the bot play a step, Ctrl+R restarts.
    window.table.setFocus()
    before = window.state.state_key()
    qtbot.keyClick(window.table, Qt.Key.Key_Space)
    assert window.state.state_key() != before
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.state.state_key() == before and not ran
    # Simulation: Ctrl+R runs the games (and does not restart the table).
    window.tabs.setCurrentWidget(window.simulation)
    window.simulation.setFocus()
    qtbot.keyClick(window.simulation, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert ran == [True]
    # Sample hand: Ctrl+D draws a card.
    window.tabs.setCurrentIndex(1)
    shown = len(window.sample_names())
    qtbot.keyClick(window.tabs.currentWidget(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(window.sample_names()) == shown + 1
