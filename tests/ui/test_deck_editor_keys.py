"""Keys, buttons and menu actions of the deck editor that act on rows: which zone they
act on, how many undo steps they make, and that nothing is lost without a question."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QAbstractItemView, QInputDialog, QMessageBox

ROOT = Path(__file__).resolve().parents[2]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"


@pytest.fixture
def loaded(main_window):  # type: ignore[no-untyped-def]
    assert main_window.editor.import_path(REDAKAI)
    return main_window


def click_row(qtbot, table, row: int) -> None:  # type: ignore[no-untyped-def]
    rect = table.visualRect(table.model().index(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def copies(window, zone: str, name: str) -> int:  # type: ignore[no-untyped-def]
    return window.editor.doc.deck.copies(name, (zone,))


# ----------------------------------------------------------------------------- delete


def test_delete_deck_never_throws_away_an_unsaved_deck_silently(qtbot, loaded, monkeypatch):  # type: ignore[no-untyped-def]
    w = loaded
    ed, doc = w.editor, w.editor.doc
    doc.add("deck", "Blazing Jab", 1)
    deck = doc.deck
    assert doc.deck_id is None and not doc.undo_stack.isClean()
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2])
                        or QMessageBox.StandardButton.Cancel)
    # Nothing in the database to delete: the menu item is greyed out and does nothing.
    assert not ed.act_delete.isEnabled()
    assert not ed.act_duplicate.isEnabled()
    ed.act_delete.trigger()
    assert doc.deck == deck and doc.undo_stack.canUndo()
    assert w.service.db.setting(doc.autosave_key)
    # Called anyway, it asks as closing does; Cancel keeps everything.
    ed.delete()
    assert len(asked) == 1 and "Save the changes" in asked[0]
    assert doc.deck == deck and doc.undo_stack.canUndo()
    assert w.service.db.setting(doc.autosave_key)
    # Once saved, the deck can be deleted (after its own question).
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Keys Grove", True))
    assert ed.save()
    assert ed.act_delete.isEnabled() and ed.act_duplicate.isEnabled()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    ed.act_delete.trigger()
    assert [d.name for d in w.decks.list()] == []
    assert doc.is_empty and not ed.act_delete.isEnabled()


# ----------------------------------------------------------------------------- zones


def test_buttons_act_on_the_zone_clicked_last(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    ed = w.editor
    team, deck, side = ed.tables["team"], ed.tables["deck"], ed.tables["sideboard"]
    tn, sn = team.zone_model.entry_name(0), side.zone_model.entry_name(0)
    t0, s0 = copies(w, "team", tn), copies(w, "sideboard", sn)
    click_row(qtbot, team, 0)
    click_row(qtbot, side, 0)
    # Selecting in one zone unselects the others.
    assert not team.selectionModel().hasSelection()
    assert side.selected_names() == [sn]
    qtbot.mouseClick(ed.minus_button, Qt.MouseButton.LeftButton)
    assert (copies(w, "team", tn), copies(w, "sideboard", sn)) == (t0, s0 - 1)
    ed.doc.undo_stack.undo()
    # Ctrl+M moves the card of the deck row just clicked, not the team's.
    click_row(qtbot, team, 0)
    click_row(qtbot, deck, 2)
    dn = deck.zone_model.entry_name(2)
    d0 = copies(w, "deck", dn)
    qtbot.keyClick(deck, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert copies(w, "deck", dn) == d0 - 1
    assert copies(w, "team", tn) == t0
    # With the focus elsewhere (the catalog), the buttons keep to the zone last used.
    click_row(qtbot, side, 0)
    w.catalog.table.setFocus()
    s1 = copies(w, "sideboard", sn)
    qtbot.mouseClick(ed.plus_button, Qt.MouseButton.LeftButton)
    assert copies(w, "sideboard", sn) == s1 + 1
    assert copies(w, "deck", dn) == d0 - 1


def test_the_arrow_keys_in_a_zone_show_each_card_in_the_detail_pane(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    deck = w.editor.tables["deck"]
    click_row(qtbot, deck, 3)
    assert w.detail.record.card.name == deck.zone_model.entry_name(3)
    qtbot.keyClick(deck, Qt.Key.Key_Down)
    assert deck.currentIndex().row() == 4
    assert w.detail.record.card.name == deck.zone_model.entry_name(4)
    qtbot.keyClick(deck, Qt.Key.Key_Up)
    qtbot.keyClick(deck, Qt.Key.Key_Up)
    assert w.detail.record.card.name == deck.zone_model.entry_name(2)


# ----------------------------------------------------------------------------- undo


def test_one_action_on_many_rows_is_one_undo_step(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    doc = w.editor.doc
    doc.new("redakai-advanced")
    w.catalog.search.setText("game:redakai kind:attack")
    assert w.catalog.run_search()
    w.model.fetch_all()
    table = w.catalog.table
    table.setFocus()
    table.selectAll()
    n = len(table.selectionModel().selectedRows())
    assert n > 20
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert doc.deck.counts()["deck"] == n
    assert doc.undo_stack.count() == 1
    # English shows plurals as "card(s)" (no English translation file): match the stem.
    assert doc.undo_stack.undoText().startswith(f"Add {n} card")
    # The added rows stay selected in the deck.
    deck = w.editor.tables["deck"]
    assert len(deck.selected_names()) == n
    # Delete on 20 deck rows: one step too, and one Ctrl+Z brings them all back.
    deck.setFocus()
    deck.clearSelection()
    for r in range(20):
        deck.selectionModel().select(deck.model().index(r, 0),
                                     QItemSelectionModel.SelectionFlag.Select
                                     | QItemSelectionModel.SelectionFlag.Rows)
    qtbot.keyClick(deck, Qt.Key.Key_Delete)
    assert doc.deck.counts()["deck"] == n - 20
    assert doc.undo_stack.count() == 2
    assert doc.undo_stack.undoText().startswith("Remove a copy of 20 card")
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.deck.counts()["deck"] == n
    # Moving many rows to the sideboard, and dropping many, is one step each.
    deck.selectAll()
    w.editor.act_move.trigger()
    assert doc.deck.counts() == {"team": 0, "deck": 0, "sideboard": n}
    assert doc.undo_stack.undoText().startswith(f"Move {n} card")
    doc.undo_stack.undo()
    side = w.editor.models["sideboard"]
    deck_model = w.editor.models["deck"]
    mime = deck_model.mimeData([deck_model.index(r, 1) for r in range(5)])
    steps = doc.undo_stack.index()
    assert side.dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1, side.index(-1, -1))
    assert doc.undo_stack.index() == steps + 1
    assert doc.undo_stack.undoText().startswith("Move 5 card")
    doc.undo_stack.undo()
    assert doc.deck.counts() == {"team": 0, "deck": n, "sideboard": 0}
    # One Ctrl+Z more and the deck is empty again.
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert doc.is_empty


def test_a_single_card_keeps_its_own_undo_text(qtbot, loaded) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    deck = w.editor.tables["deck"]
    click_row(qtbot, deck, 0)
    name = deck.zone_model.entry_name(0)
    qtbot.keyClick(deck, Qt.Key.Key_Plus)
    assert w.editor.doc.undo_stack.undoText() == f"Add {name} to deck"
    # And an action that changes nothing leaves no step behind.
    steps = w.editor.doc.undo_stack.count()
    with w.editor.doc.batch("nothing"):
        w.editor.doc.move("No Such Card", "deck", "sideboard")
    assert w.editor.doc.undo_stack.count() == steps


# ----------------------------------------------------------------------------- F2


def test_f2_edits_the_owned_cell_in_the_catalog_and_renames_the_deck_in_the_editor(
        qtbot, loaded, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = loaded
    renamed: list[object] = []
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda *a, **k: (renamed.append(a), ("Renamed", True))[1])
    table = w.catalog.table
    table.setFocus()
    table.selectRow(0)
    # The current cell is the name, which cannot be edited: F2 goes to Owned anyway.
    table.setCurrentIndex(w.model.index(0, w.model.column_of("name")))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    assert not renamed
    assert table.state() == QAbstractItemView.State.EditingState
    assert table.currentIndex().column() == w.model.column_of("owned")
    qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Escape)
    assert table.state() != QAbstractItemView.State.EditingState
    # In the deck editor F2 renames the deck, as the Deck menu says.
    deck = w.editor.tables["deck"]
    click_row(qtbot, deck, 0)
    qtbot.keyClick(deck, Qt.Key.Key_F2)
    assert len(renamed) == 1
    assert w.editor.doc.deck.name == "Renamed"


def test_export_as_json_without_typing_the_extension(loaded, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    import json

    from PySide6.QtWidgets import QFileDialog

    ed = loaded.editor
    target = tmp_path / "ember"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(target), ed.tr("JSON deck (*.deck.json)")))
    ed.export_file()
    # The extension the desktop knows as a Deckbuilder deck (issue 31).
    doc = json.loads((tmp_path / "ember.deck.json").read_text(encoding="utf-8"))
    assert doc["name"] == ed.doc.deck.name
    assert any(e["name"] == "Blazing Jab" for e in doc["deck"])


# ----------------------------------------------------------------------------- layout


def test_statistics_leave_the_deck_tables_their_room(qtbot, loaded):  # type: ignore[no-untyped-def]
    """Issue 18: opening the statistics squeezed the deck to two rows. They open beside the
    card, in the middle pane, and the deck tables keep their height; an empty sideboard
    takes one line."""
    w = loaded
    w.resize(1280, 720)
    qtbot.wait(10)
    deck = w.editor.tables["deck"]
    before = deck.height()
    bar = w.side_tabs.tabBar()
    stats = w.side_tabs.indexOf(w.editor.stats)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(stats).center())
    assert w.side_tabs.currentWidget() is w.editor.stats and w.editor.stats.isVisible()
    assert deck.height() == before
    assert deck.height() >= deck.rows_height(6)
    assert w.editor.stats.width() >= w.fontMetrics().averageCharWidth() * 40
    # Emptying the sideboard leaves it one line; the deck gets the room.
    side = w.editor.tables["sideboard"]
    for name in [side.zone_model.entry_name(r) for r in range(side.zone_model.rowCount())]:
        w.editor.doc.add("sideboard", name, -w.editor.doc.deck.copies(name, ["sideboard"]))
    qtbot.wait(10)
    assert side.zone_model.rowCount() == 0
    assert side.height() <= side.rows_height(1) + 2
    assert deck.height() >= before - 2


def test_the_card_picture_shrinks_with_a_narrow_detail_pane(qtbot, loaded):  # type: ignore[no-untyped-def]
    w = loaded
    w.resize(1280, 720)
    w.catalog.search.setText("Blazing Jab")
    w.catalog.run_search()
    w.catalog.table.selectRow(0)
    qtbot.waitUntil(lambda: w.detail.record is not None)
    sizes = w.splitter.sizes()
    w.splitter.setSizes([sizes[0] + sizes[1] - 220, 220, sizes[2]])
    pane = w.detail
    # Nothing is cut off: no sideways scrolling needed to see the picture (the layout
    # settles over a few events, more of them on a slow machine).
    qtbot.waitUntil(lambda: pane.widget().width() <= pane.viewport().width()
                    and pane.picture.width() <= pane.viewport().width(), timeout=5000)


def test_quit_and_settings_have_keys_on_every_platform(main_window):  # type: ignore[no-untyped-def]
    # Qt binds none to them on plain Linux and Windows; the menus still show a key.
    assert main_window.act_quit.shortcut().toString() in ("Ctrl+Q", "Meta+Q")
    assert main_window.act_settings.shortcut().toString() in ("Ctrl+,", "Meta+,")
