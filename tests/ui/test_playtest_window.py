"""The playtest table as a player drives it: only enabled controls are clicked."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QPushButton

from deckbuilder.rules.engine import CHANCE, TERMINAL
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.playtest_window import PlaytestWindow

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
    box = window.seats.picker
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


# --------------------------------------------------------------------------- audit 8

def pay_decision(window):  # type: ignore[no-untyped-def]
    """Let the bot play monsuno-hard until you must pay a launch with hand cards."""
    for _ in range(50):
        decision = window.state.decision()
        if decision is not None and decision.kind == "choose_many" \
                and window.state.current_player() == 0:
            return decision
        window.bot_step()
    pytest.skip("no launch payment in this game")


def test_paying_a_launch_ticks_the_cards_clicked_or_dropped(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from deckbuilder.ui.playtest.playtest_table import CardTile

    window = open_window(qtbot, service, "monsuno-hard")
    window.resize(1400, 900)
    window.show()
    decision = pay_decision(window)
    before = window.state.state_key()
    boxes = window.choices_box.findChildren(QCheckBox)
    first, second = decision.options[0], decision.options[1]
    # A real click on the card: its box is ticked, nothing is paid yet.
    tile = window.table.findChild(CardTile, f"card_{first.instance}")
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert window.state.state_key() == before
    assert [b.isChecked() for b in boxes][:2] == [True, False]
    # Dropped on the payment's target (the discard pile): ticked too; clicked again: not.
    window.card_dropped(second.instance, second.target)
    assert window.state.state_key() == before and boxes[1].isChecked()
    window.card_clicked(first.instance)
    assert not boxes[0].isChecked()
    # Dropped elsewhere: the ticks stay and the reason is in words, not engine internals.
    window.card_dropped(first.instance, "p0.hand")
    boxes = window.choices_box.findChildren(QCheckBox)
    assert [b.isChecked() for b in boxes][:2] == [False, True]
    assert "cannot go to" in window.statusBar().currentMessage()
    # The engine's refusal of an illegal payment is never shown as it is.
    assert not window.play(("pay", 99))
    message = window.statusBar().currentMessage()
    assert message.startswith("That is not a legal choice") and "('pay'" not in message
    # Confirm pays what is ticked.
    for i, box in enumerate(boxes):
        box.setChecked(i < len(boxes))
    confirm = window.choices_box.findChild(QPushButton, "confirmButton")
    assert confirm.isEnabled()
    confirm.click()
    assert window.state.state_key() != before


def test_the_sample_hand_counter_follows_draws(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    window.draw_button.click()
    assert window.sample_info.text().startswith("4 in hand")
    window.tabs.setCurrentIndex(1)  # Ctrl+D works on its tab
    window.act_draw.trigger()
    assert window.sample_info.text().startswith("5 in hand")
    assert "36 left" in window.sample_info.text()


def test_long_choices_wrap_within_the_panel(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monsuno-hard")
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.bot_step()  # the first turn: launches and the two Recovers
    long = [b for b in window.choices_box.findChildren(QPushButton, "choiceButton")
            if "10 damage" in b.text()]
    assert long, [b.text() for b in window.choices_box.findChildren(QPushButton)]
    button = long[0]
    qtbot.waitUntil(lambda: button.isVisible() and button.height() > 0)
    viewport = window.choices_scroll.viewport()
    # Inside the panel, and tall enough for its wrapped text: the cost stays in view.
    assert button.geometry().right() < viewport.width()
    metrics = button.fontMetrics()
    lines = button.height() // metrics.lineSpacing()
    assert metrics.horizontalAdvance(button.text()) <= lines * button.width()
    assert button.height() >= button.heightForWidth(button.width())
    assert button.heightForWidth(button.width()) > button.heightForWidth(10_000)
    # The whole list fits without scrolling.
    assert not window.choices_scroll.verticalScrollBar().isVisible()


@pytest.mark.filterwarnings("ignore:Function.*setActiveWindow:DeprecationWarning")
def test_space_on_a_focused_box_ticks_it_and_the_bot_waits(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = open_window(qtbot, service, "monsuno-hard")
    window.show()
    qtbot.waitExposed(window)
    QApplication.setActiveWindow(window)
    qtbot.waitUntil(window.isActiveWindow)
    pay_decision(window)
    box = window.choices_box.findChildren(QCheckBox)[1]
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    before = window.state.state_key()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert window.state.state_key() == before  # the bot did not pay
    assert box.isChecked()
    # Elsewhere Space is still the bot's.
    window.log.setFocus()
    qtbot.keyClick(window.log, Qt.Key.Key_Space)
    assert window.state.state_key() != before


def test_new_options_redo_the_odds_and_the_sample_hand(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from deckbuilder.ui.playtest import playtest_window

    window = open_window(qtbot, service, "redakai-advanced")
    sim = window.simulation
    sim.odds_cards.item(0).setSelected(True)
    sim.odds_turn.setValue(1)
    old = sim.odds_label.text()
    assert "4 cards seen" in old

    class Accepting:
        def __init__(self, options, _parent, **_kw):  # type: ignore[no-untyped-def]
            self.result_options = dataclasses.replace(options, opening_hand=6)
            self.result_deck_rules = None

        def exec(self) -> bool:
            return True

    monkeypatch.setattr(playtest_window, "OptionsDialog", Accepting)
    window.options_button.click()
    assert "7 cards seen" in sim.odds_label.text()
    assert len(window.sample_names()) == 6
    assert window.sample_info.text().startswith("6 in hand")


def test_monsuno_medium_ends_in_clashes(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monsuno-medium")
    window.bot_end_button.click()
    text = window.prompt.text()
    assert "clash" in text and "turn" not in text, text
    # The other rulesets keep their turns.
    other = open_window(qtbot, service, "monsuno-hard")
    other.bot_end_button.click()
    assert "turn" in other.prompt.text()


def test_undo_greys_out_the_undone_lines_and_redo_restores_them(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    rng = random.Random(1)
    for _ in range(6):
        click_one_step(window, rng)

    def struck() -> list[str]:
        return [window.log.item(i).text() for i in range(window.log.count())
                if window.log.item(i).font().strikeOut()]

    last = window.session.steps[-1]
    assert last.events and not struck()
    window.undo_button.click()
    greyed = struck()
    assert len(greyed) == len(last.events)
    window.undo_button.click()
    assert len(struck()) > len(greyed)
    window.redo_button.click()
    assert struck() == greyed
    window.redo_button.click()
    assert not struck()
    # A new move after an undo: the undone lines stay greyed, the new ones are not.
    window.undo_button.click()
    click_one_step(window, rng)
    assert struck() == greyed
    window.restart()
    assert not struck()


def test_resting_on_a_card_shows_it_large(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    from deckbuilder.ui.common.card_preview import PREVIEW_WIDTH
    from deckbuilder.ui.playtest.playtest_table import CardTile

    window = open_window(qtbot, service, "redakai-advanced")
    window.show()
    qtbot.waitExposed(window)
    tile = next(t for t in window.table.zones["p0.hand"].findChildren(CardTile))
    popup = window.preview.popup
    QApplication.sendEvent(tile, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    qtbot.waitUntil(popup.isVisible)
    assert popup.card == tile.view.name
    assert popup.image.pixmap().width() >= PREVIEW_WIDTH - 1
    assert tile.view.name in popup.caption.text()
    QApplication.sendEvent(tile, QEvent(QEvent.Type.Leave))
    assert not popup.isVisible()
    # The sample hand's cards too.
    window.tabs.setCurrentIndex(1)
    qtbot.waitUntil(window.sample_hand.isVisible)
    item = window.sample_hand.item(0)
    rect = window.sample_hand.visualItemRect(item)
    assert window.preview.show_now(window.sample_hand.viewport(), rect.center())
    assert popup.card == item.text()
    window.preview.hide()


def test_the_pile_viewer_names_whose_pile_and_shows_the_cards(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monsuno-hard")
    window.bot_end_button.click()
    pile = next(z for pv in window.state.table_view() for z in pv.zones
                if z.key == "p0.discard")
    assert pile.cards
    window.browse_pile("p0.discard")
    dlg = window.pile_dialog
    assert dlg is not None and dlg.windowTitle() == "Your discard pile"
    entries = dlg.entries()
    # Each card once with its count; the counts add up to the pile.
    assert sum(int(e.split("×")[0]) for e in entries) == len(pile.cards)
    assert len(entries) == len({c.name for c in pile.cards})
    assert dlg.cards.item(0).icon().availableSizes() or not dlg.cards.item(0).icon().isNull()
    dlg.close()
    assert window.pile_dialog is None

    mc = open_window(qtbot, service, "monster-cards")
    for _ in range(80):
        mc.bot_step()
    mc.browse_pile("p1.graveyard")
    assert mc.pile_dialog is not None
    assert mc.pile_dialog.windowTitle() == "Dummy's graveyard"
    mc.pile_dialog.close()


def test_card_notes_wrap_instead_of_being_cut(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QFontMetrics

    from deckbuilder.ui.playtest.playtest_table import SMALL_TILE
    from deckbuilder.ui.playtest.playtest_widgets import note_font, note_lines

    width = SMALL_TILE.width() - 4
    for notes in (["not launched", "tired", "defending"], ["в резерве", "в защите"],
                  ["powered up", "attacking"], ["Supercalifragilisticexpialidocious"]):
        font = note_font(notes, width)
        metrics = QFontMetrics(font)
        lines = note_lines(notes, metrics, width)
        # Lines that fit the card; every word whole, unless one alone is wider than it.
        assert all(metrics.horizontalAdvance(line) <= width for line in lines)
        if len(notes[0]) < 30:
            assert " ".join(lines).split() == " ".join(notes).split()
    assert note_lines(["not launched"], QFontMetrics(note_font(["not launched"], width)),
                      width) in (["not launched"], ["not", "launched"])


def test_deck_building_options_decide_the_legality_in_the_status_bar(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QSpinBox

    from deckbuilder.ui.playtest.rules_options import OptionsDialog

    window = open_window(qtbot, service, "redakai-advanced")
    label = window.legality_label
    assert label.text().startswith("✓")
    size = window.playable.legality.counts["deck"]

    def raise_the_minimum(dialog):  # type: ignore[no-untyped-def]
        dialog.findChild(QSpinBox, "deck_deck_min").setValue(size + 5)
        dialog.accept()
        return True

    monkeypatch.setattr(OptionsDialog, "exec", raise_the_minimum)
    window.options_button.click()
    assert label.text().startswith("✗") and "1 problem" in label.text()
    assert str(size + 5) in label.toolTip()
    # The simulation tab plays the same (now illegal) deck: nothing else changed.
    assert window.simulation.playable.legality.legal is False


def test_the_dummys_characters_can_be_picked_one_by_one(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    from deckbuilder.ui.playtest.playtest_widgets import DummyCardsDialog

    window = open_window(qtbot, service, "redakai-advanced")
    box = window.seats.picker
    index = box.findData("cards")
    assert index > 0
    seen: dict[str, object] = {}

    def pick(dialog):  # type: ignore[no-untyped-def]
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dialog.filter.setText("kor")   # the filter narrows the list
        visible = [dialog.cards.item(r) for r in range(dialog.cards.count())
                   if not dialog.cards.item(r).isHidden()]
        assert visible and all("kor" in i.text().casefold() for i in visible)
        visible[0].setCheckState(Qt.CheckState.Checked)
        dialog.filter.clear()
        others = [dialog.cards.item(r) for r in range(dialog.cards.count())
                  if dialog.cards.item(r).checkState() != Qt.CheckState.Checked]
        others[0].setCheckState(Qt.CheckState.Checked)
        seen["ok with two"] = ok.isEnabled()       # three are needed
        others[1].setCheckState(Qt.CheckState.Checked)
        seen["ok with three"] = ok.isEnabled()
        seen["chosen"] = dialog.chosen()
        dialog.accept()
        return True

    monkeypatch.setattr(DummyCardsDialog, "exec", pick)
    box.setCurrentIndex(index)
    box.activated.emit(index)
    assert seen["ok with two"] is False and seen["ok with three"] is True
    chosen = seen["chosen"]
    assert isinstance(chosen, list) and len(chosen) == 3
    # The table's dummy now has exactly those characters.
    dummy_view = window.state.table_view()[1]
    shown = " ".join(z.title for z in dummy_view.zones)
    assert all(name in shown for name in chosen), shown
    assert window.simulation.playable is window.playable


def test_a_dummy_deck_of_another_game_is_named_as_such(qtbot, service, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    window = open_window(qtbot, service, "monsuno-hard")
    other = ROOT / "resources" / "decks" / "redakai-advanced.txt"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda p, t, text, *a: warned.append(text))
    item = window.seats.picker.findData("file")
    window.seats.picker.setCurrentIndex(item)
    window.seats.picker.activated.emit(item)
    assert warned and "Redakai" in warned[0] and "another game" in warned[0]
