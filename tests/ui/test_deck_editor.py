"""The deck editor in the real window, driven as a player does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from deckbuilder.rules.decklist import export_deck
from deckbuilder.ui.deck.deck_models import DeckZoneModel, ProblemsModel

ROOT = Path(__file__).resolve().parents[2]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"


def search(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    window.catalog.search.clear()
    qtbot.keyClicks(window.catalog.search, text)
    qtbot.keyClick(window.catalog.search, Qt.Key.Key_Return)
    # The search runs on its own thread: wait for its results, as the user does.
    qtbot.waitUntil(lambda: not window.catalog.searching)


def codes(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [v.code for v in window.editor.doc.report.violations]


def problems_text(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.editor.problems_model
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def copies(window, zone: str, name: str) -> int:  # type: ignore[no-untyped-def]
    return window.editor.doc.deck.copies(name, (zone,))


@pytest.fixture
def loaded(main_window):  # type: ignore[no-untyped-def]
    assert main_window.editor.import_path(REDAKAI)
    return main_window


def test_add_four_copies_then_remove_one_makes_the_deck_legal(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    assert w.editor.doc.report.legal
    assert problems_text(w)[0].startswith("✓")
    # Blazing Jab is in the starter deck three times: search it and press Enter once more.
    search(qtbot, w, '"Blazing Jab"')
    w.catalog.table.setFocus()
    w.catalog.table.selectRow(0)
    qtbot.keyClick(w.catalog.table, Qt.Key.Key_Return)
    assert copies(w, "deck", "Blazing Jab") == 4
    assert "too-many-copies" in codes(w)
    assert any("4 copies of 'Blazing Jab'" in t for t in problems_text(w))
    # The offending row is tinted.
    deck_model = w.editor.models["deck"]
    row = deck_model.row_of("Blazing Jab")
    assert deck_model.index(row, 1).data(Qt.ItemDataRole.BackgroundRole) is not None
    # Clicking the problem selects the card in the deck; '-' removes one copy only.
    w.editor.select_cards(["Blazing Jab"])
    table = w.editor.tables["deck"]
    assert table.selected_names() == ["Blazing Jab"]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Minus)
    assert copies(w, "deck", "Blazing Jab") == 3
    assert w.editor.doc.report.legal
    # Delete also removes a single copy, never the whole playset.
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert copies(w, "deck", "Blazing Jab") == 2


def test_undo_and_redo_restore_the_exact_list(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    doc = w.editor.doc
    start = doc.deck
    doc.add("deck", "Blazing Jab", 1)
    doc.add("sideboard", "Magma Fist", 2)
    doc.move("Vine Snap", "deck", "sideboard")
    after = doc.deck
    assert after != start
    for _ in range(3):
        w.editor.act_undo.trigger()
    assert doc.deck == start
    assert export_deck(doc.deck) == export_deck(start)
    for _ in range(3):
        w.editor.act_redo.trigger()
    assert doc.deck == after


def test_a_pasted_deck_list_fills_the_editor(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    w.editor.new_deck()
    text = REDAKAI.read_text(encoding="utf-8")
    assert w.editor.apply_list_text(text)
    counts = w.editor.doc.deck.counts()
    assert counts == {"team": 3, "deck": 41, "sideboard": 2}
    assert w.editor.doc.deck.ruleset == "redakai-advanced"
    assert w.editor.models["team"].rowCount() == 3
    assert w.editor.boxes["deck"].title().endswith("(41)")
    # A new deck, not yet in the database.
    assert w.editor.doc.deck_id is None and not w.editor.doc.is_saved


def test_a_bad_line_shows_its_number_and_changes_nothing(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    before = w.editor.doc.deck
    messages = []
    w.editor.status.connect(messages.append)
    assert not w.editor.apply_list_text("Deck:\n3 Blazing Jab\n0 Magma Fist\n2 Vine Snap\n")
    assert w.editor.doc.deck == before
    assert any("line 3" in m for m in messages)


def test_flat_pasted_list_puts_characters_in_the_team(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    w.editor.new_deck()
    assert w.editor.apply_list_text("Tessia - Ember Veil\n3 Blazing Jab\nBrannoc - Stone Oath\n")
    deck = w.editor.doc.deck
    assert [e.name for e in deck.team] == ["Tessia - Ember Veil", "Brannoc - Stone Oath"]
    assert deck.count("deck") == 3


def test_save_reopen_rename_duplicate_delete(qtbot, loaded, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("My Grove", True))
    assert w.editor.save()
    deck_id = w.editor.doc.deck_id
    assert deck_id is not None and w.editor.doc.undo_stack.isClean()
    assert "My Grove" in w.windowTitle()
    w.editor.doc.add("deck", "Magma Fist", -1)
    assert "•" in w.windowTitle()
    assert w.editor.save()
    w.editor.new_deck()
    assert w.editor.open_deck(deck_id)
    assert w.editor.doc.deck.copies("Magma Fist") == 2
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Renamed Grove", True))
    w.editor.rename()
    assert w.decks.repo.find_id("renamed grove") == deck_id
    w.editor.duplicate()
    assert w.editor.doc.deck.name == "Renamed Grove (copy)"
    assert w.editor.doc.deck_id != deck_id
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    w.editor.delete()
    assert [d.name for d in w.decks.list()] == ["Renamed Grove"]
    # The recent decks remember what was opened.
    assert deck_id in w.editor.recent()


def test_cards_dropped_from_the_catalog_land_in_that_zone(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    search(qtbot, w, '"Magma Fist"')
    mime = w.model.mimeData([w.model.index(0, 1)])
    side = w.editor.models["sideboard"]
    assert side.canDropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, side.index(-1, -1))
    assert side.dropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, side.index(-1, -1))
    assert copies(w, "sideboard", "Magma Fist") == 1
    # Dragging a deck row onto the sideboard moves one copy.
    deck = w.editor.models["deck"]
    row = deck.row_of("Vine Snap")
    before = copies(w, "deck", "Vine Snap")
    moved = deck.mimeData([deck.index(row, 1)])
    assert side.dropMimeData(moved, Qt.DropAction.MoveAction, -1, -1, side.index(-1, -1))
    assert copies(w, "deck", "Vine Snap") == before - 1
    assert copies(w, "sideboard", "Vine Snap") == 1


def test_collection_check_warns_per_card(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    rec = w.service.cards.find("Blazing Jab", "redakai")
    w.service.set_owned(rec.id, 1)
    w.editor.collection_check.setChecked(True)
    warnings = [v for v in w.editor.doc.report.violations if v.code == "not-owned"]
    jab = [v for v in warnings if v.cards == ("Blazing Jab",)]
    assert jab and "You own 1 of the 3" in jab[0].message
    owned_col = 4
    row = w.editor.models["deck"].row_of("Blazing Jab")
    assert w.editor.models["deck"].index(row, owned_col).data() == 1
    # Warnings do not make the deck illegal.
    assert w.editor.doc.report.legal


def test_changing_the_ruleset_rechecks(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    box = w.editor.ruleset_box
    box.setCurrentIndex(box.findData("monster-cards"))
    assert w.editor.doc.deck.ruleset == "monster-cards"
    assert "wrong-game" in codes(w)
    w.editor.act_undo.trigger()
    assert box.currentData() == "redakai-advanced"
    assert w.editor.doc.report.legal


def test_deck_models_pass_the_model_tester(qtmodeltester, loaded) -> None:  # type: ignore[no-untyped-def]
    for zone in ("team", "deck", "sideboard"):
        qtmodeltester.check(DeckZoneModel(loaded.editor.doc, zone))
    qtmodeltester.check(ProblemsModel(loaded.editor.doc))


def test_the_last_deck_opens_again_at_the_next_start(qtbot, loaded, monkeypatch, service) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.ui.main_window import MainWindow

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Kept Deck", True))
    assert loaded.editor.save()
    second = MainWindow(service)
    qtbot.addWidget(second, before_close_func=lambda w: w.editor.doc.new())
    assert second.editor.doc.deck.name == "Kept Deck"
    assert second.editor.doc.undo_stack.isClean()


def test_unsaved_edits_survive_a_crash(qtbot, loaded, service) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.ui.main_window import MainWindow

    w = loaded
    w.editor.doc.add("deck", "Magma Fist", -2)
    w.editor.doc.add("sideboard", "Vine Snap", 1)
    edited = w.editor.doc.deck
    # The app dies here (no close, no save; its lock dies with its process): a new start
    # finds the edits.
    w.editor.doc.release_autosave()
    again = MainWindow(service)
    qtbot.addWidget(again, before_close_func=lambda x: x.editor.doc.new())
    assert again.editor.doc.deck == edited
    assert not again.editor.doc.undo_stack.isClean()
    assert "unsaved" in again.statusBar().currentMessage()


def test_discarding_clears_the_autosave(qtbot, loaded, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    w.editor.doc.add("deck", "Magma Fist", 1)
    assert service.db.setting(w.editor.doc.autosave_key)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Discard)
    w.editor.new_deck()
    assert not service.db.settings_under("autosave/deck")


CHILD_WINDOW = r"""
import sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
app.setOrganizationName("deckbuilder-tests")
app.setApplicationName("deckbuilder-tests")
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.main_window import MainWindow
w = MainWindow(CatalogService.open(sys.argv[1]))
w.show()
w.editor.import_path(sys.argv[2])
w.editor.doc.add("deck", "Magma Fist", -2)
print("edited", flush=True)
time.sleep(120)
"""


def test_a_second_window_leaves_the_first_ones_edits_alone(qtbot, service, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Two windows on one database each keep their own unsaved edits; the edits of a
    window that is killed come back in the next window opened."""
    import os
    import signal
    import subprocess
    import sys

    from deckbuilder.ui.main_window import MainWindow

    path = str(service.db.path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, "-c", CHILD_WINDOW, path, str(REDAKAI)],
                             stdout=subprocess.PIPE, text=True, env=env)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "edited"
        # The other window is open: its edits stay its own.
        second = MainWindow(service)
        qtbot.addWidget(second, before_close_func=lambda x: x.editor.doc.new())
        assert second.editor.doc.is_empty
        second.editor.doc.add("deck", "Blazing Jab", 1)
        slots = service.db.settings_under("autosave/deck")
        assert len(slots) == 2 and all(slots.values())
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    # It was killed: the next window opened brings its edits back.
    third = MainWindow(service)
    qtbot.addWidget(third, before_close_func=lambda x: x.editor.doc.new())
    assert third.editor.doc.deck.copies("Magma Fist", ("deck",)) == 1
    assert not third.editor.doc.undo_stack.isClean()
    # The second window's edits are still in its own slot, untouched.
    assert second.editor.doc.autosave_key in service.db.settings_under("autosave/deck")


@pytest.mark.parametrize("name", ["Evil\x1b[2J", "N" * 201])
def test_a_deck_name_the_deck_list_refuses_is_not_saved_nor_renamed(  # type: ignore[no-untyped-def]
        qtbot, loaded, monkeypatch, name: str) -> None:
    # Issue 27: the deck list refuses control characters and names over 200 characters;
    # the window says so (the same rule as every file), it does not fail.
    w = loaded
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warnings.append(a[2]))
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (name, True))
    assert not w.editor.save()
    assert w.editor.doc.deck_id is None and w.decks.list() == []
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Fine Grove", True))
    assert w.editor.save()
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: (name, True))
    w.editor.rename()
    assert [d.name for d in w.decks.list()] == ["Fine Grove"]
    assert w.editor.doc.deck.name == "Fine Grove"
    assert len(warnings) == 2 and all("deck name" in m for m in warnings)
