"""A deck that is not in the database as shown is never lost without a question: quit,
New and Open ask about it whatever the undo history says, and a pasted list never
overwrites the saved deck that was open. Driven through the window: menu items by their
text, shortcuts, message boxes answered by the ``dialogs`` fixture."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QPlainTextEdit

from deckbuilder.ui.deck.deck_dialogs import NewDeckDialog
from tests.ui.app_driver import AppDriver, Dialogs, trigger

ROOT = Path(__file__).resolve().parents[2]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"
MONSTER = ROOT / "resources" / "decks" / "monster-cards.txt"
Button = QMessageBox.StandardButton


@pytest.fixture
def db_file(starter_template: Path, tmp_path: Path) -> Path:
    """The starter database, copied to this test's folder (as if made by a first start)."""
    target = tmp_path / "data" / "deckbuilder.sqlite3"
    target.parent.mkdir()
    shutil.copyfile(starter_template, target)
    return target


def unsaved_questions(dialogs: Dialogs) -> list[str]:
    return [s.text for s in dialogs.of_kind("question") if s.title == "Unsaved changes"]


def import_deck(window, dialogs: Dialogs, path: Path) -> None:  # type: ignore[no-untyped-def]
    dialogs.choose_file(path)
    trigger(window, "File", "Import Deck File…")


def test_quit_asks_about_an_imported_deck_and_save_keeps_it(driver: AppDriver, dialogs: Dialogs,
                                                           db_file: Path) -> None:
    w = driver.start(db_file)
    import_deck(w, dialogs, REDAKAI)
    assert w.editor.doc.deck.name == "Ember Grove"
    assert "•" in w.windowTitle()  # marked unsaved although nothing was edited
    dialogs.answer(Button.Cancel)
    assert not driver.quit(w)
    assert unsaved_questions(dialogs) == ["Save the changes to “Ember Grove”?"]
    assert w.isVisible() and w.editor.doc.deck.name == "Ember Grove"
    dialogs.answer(Button.Save)
    dialogs.type_text("Imported Grove")
    assert driver.quit(w)
    again = driver.start(db_file)
    assert again.editor.doc.deck.name == "Imported Grove"
    assert again.editor.doc.deck_id is not None and again.editor.doc.is_saved
    assert again.editor.doc.deck.counts() == {"team": 3, "deck": 41, "sideboard": 2}


def test_new_and_open_ask_about_an_imported_deck(driver: AppDriver, dialogs: Dialogs,
                                                 db_file: Path) -> None:
    w = driver.start(db_file)
    import_deck(w, dialogs, REDAKAI)
    dialogs.answer(Button.Cancel)
    # New Deck asks for the game and ruleset first (Enter takes the one offered).
    chosen = dialogs.on_next_modal(lambda d: driver.qtbot.keyClick(d, Qt.Key.Key_Return),
                                   kind=NewDeckDialog)
    driver.press(w, "Ctrl+N")
    assert not chosen
    assert len(unsaved_questions(dialogs)) == 1
    assert w.editor.doc.deck.name == "Ember Grove"
    dialogs.answer(Button.Cancel)
    driver.press(w, "Ctrl+O")
    assert len(unsaved_questions(dialogs)) == 2
    assert w.editor.doc.deck.name == "Ember Grove"
    dialogs.answer(Button.Discard)
    chosen = dialogs.on_next_modal(lambda d: driver.qtbot.keyClick(d, Qt.Key.Key_Return),
                                   kind=NewDeckDialog)
    trigger(w, "File", "New Deck")
    assert not chosen
    assert w.editor.doc.is_empty and w.editor.doc.deck_id is None
    # An empty untitled deck has nothing to lose: quitting asks nothing.
    assert driver.quit(w)
    assert len(unsaved_questions(dialogs)) == 3


def test_a_discarded_import_does_not_hide_the_last_saved_deck(driver: AppDriver, dialogs: Dialogs,
                                                              db_file: Path) -> None:
    w = driver.start(db_file)
    import_deck(w, dialogs, REDAKAI)
    dialogs.type_text("Kept Grove")
    driver.press(w, "Ctrl+S")
    assert w.editor.doc.is_saved and "•" not in w.windowTitle()
    import_deck(w, dialogs, MONSTER)
    dialogs.answer(Button.Discard)
    assert driver.quit(w)
    assert unsaved_questions(dialogs)
    again = driver.start(db_file)
    assert again.editor.doc.deck.name == "Kept Grove"


def test_edits_taken_back_by_hand_are_not_unsaved(driver: AppDriver, dialogs: Dialogs,
                                                  db_file: Path) -> None:
    """The reverse of the rule: a saved deck shown as it is stored asks nothing, even with
    a history of edits that cancel out."""
    w = driver.start(db_file)
    import_deck(w, dialogs, REDAKAI)
    dialogs.type_text("Grove")
    driver.press(w, "Ctrl+S")
    w.editor.doc.add("deck", "Blazing Jab", 1)
    assert "•" in w.windowTitle()
    w.editor.doc.add("deck", "Blazing Jab", -1)
    assert not w.editor.doc.undo_stack.isClean()
    assert "•" not in w.windowTitle()
    assert driver.quit(w)
    assert not unsaved_questions(dialogs)


def paste(driver: AppDriver, dialogs: Dialogs, window, text: str,  # type: ignore[no-untyped-def]
          reopened: list[BaseException] | None = None) -> list[BaseException]:
    """Deck → Paste Deck List…, with ``text`` on the clipboard, then OK. Should the dialog
    come back (the question after it was cancelled), it is closed; its errors go to
    ``reopened``."""
    QGuiApplication.clipboard().setText(text)

    def press_ok(dialog) -> None:  # type: ignore[no-untyped-def]
        assert dialog.findChild(QPlainTextEdit).toPlainText() == text
        if reopened is not None:
            reopened.extend(dialogs.on_next_modal(lambda d: d.reject(), timeout_ms=3000))
        box = dialog.findChild(QDialogButtonBox)
        driver.qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok),
                             Qt.MouseButton.LeftButton)

    errors = dialogs.on_next_modal(press_ok)
    trigger(window, "Deck", "Paste Deck List…")
    return errors


def test_a_pasted_list_opens_as_a_new_deck_and_leaves_the_saved_one(
        driver: AppDriver, dialogs: Dialogs, db_file: Path) -> None:
    w = driver.start(db_file)
    import_deck(w, dialogs, REDAKAI)
    dialogs.type_text("Saved Grove")
    driver.press(w, "Ctrl+S")
    saved_id = w.editor.doc.deck_id
    stored = w.editor.service.load(saved_id)[1]
    assert not paste(driver, dialogs, w, "Deck:\n4 Blazing Jab\n2 Vine Snap\n")
    doc = w.editor.doc
    assert doc.deck.counts() == {"team": 0, "deck": 6, "sideboard": 0}
    assert doc.deck_id is None and "•" in w.windowTitle()
    assert doc.deck.ruleset == "redakai-advanced"
    # Saving asks for a name: the saved deck is not overwritten.
    dialogs.type_text("Pasted Jabs")
    driver.press(w, "Ctrl+S")
    assert [s.kind for s in dialogs.shown[-1:]] == ["text"]
    assert doc.deck_id != saved_id
    assert w.editor.service.load(saved_id)[1] == stored
    assert {d.name for d in w.editor.service.list()} == {"Saved Grove", "Pasted Jabs"}


def test_pasting_over_an_unsaved_deck_asks_first(driver: AppDriver, dialogs: Dialogs,
                                                 db_file: Path) -> None:
    w = driver.start(db_file)
    import_deck(w, dialogs, REDAKAI)
    dialogs.answer(Button.Cancel)
    reopened: list[BaseException] = []
    assert not paste(driver, dialogs, w, "Deck:\n4 Blazing Jab\n", reopened)
    # Cancel goes back to the paste dialog (closed then): the imported deck stays.
    assert not reopened
    assert unsaved_questions(dialogs) == ["Save the changes to “Ember Grove”?"]
    assert w.editor.doc.deck.name == "Ember Grove"
    assert w.editor.doc.deck.counts()["deck"] == 41
