"""The catalog keeps the card the user was on when its data changes under it (issue 30:
after a collection import the selection jumped to the first row's card)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.ui.app_driver import Dialogs, center, trigger


def test_a_collection_import_keeps_the_selected_card(qtbot, main_window, dialogs: Dialogs,  # type: ignore[no-untyped-def]
                                                      tmp_path: Path) -> None:
    from deckbuilder.ui.catalog.collection_import import CollectionImportDialog

    w = main_window
    table = w.catalog.table
    qtbot.waitUntil(lambda: w.model.rowCount() > 8, timeout=10_000)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=center(table, 6, 1))
    chosen = w.current_card_id()
    assert chosen is not None and chosen != w.model.card_id(0)
    name = w.model.record(6).card.name
    assert w.detail.record is not None and w.detail.record.id == chosen
    csv = tmp_path / "mine.csv"
    csv.write_text(f"Name,Quantity\n{w.model.record(2).card.name},2\n", encoding="utf-8")
    dialogs.choose_file(csv)
    errors = dialogs.on_next_modal(
        lambda d: qtbot.mouseClick(d.import_button, Qt.MouseButton.LeftButton),
        kind=CollectionImportDialog)
    trigger(w, "Collection", "Import Collection CSV")
    assert not errors, errors
    assert w.model.record(2).owned >= 2  # the import went in
    # The same card is selected and shown.
    assert w.current_card_id() == chosen
    assert table.selectionModel().selectedRows()[0].row() == w.model.row_of(chosen)
    assert w.detail.record is not None and w.detail.record.card.name == name
