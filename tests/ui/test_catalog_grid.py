"""The catalog's grid of card pictures beside the list (issue 18), the Owned column next to
the name, and owned counts in the deck tables without ticking anything."""

from __future__ import annotations

from PySide6.QtCore import Qt

from deckbuilder.ui.deck.deck_models import ZoneColumn

LEFT = Qt.MouseButton.LeftButton


def test_the_grid_shows_the_results_as_pictures_and_adds_on_double_click(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    panel = w.catalog
    panel.search.setText('"Blazing Jab"')
    panel.run_search()
    qtbot.mouseClick(panel.grid_button, LEFT)
    grid = panel.grid
    assert grid.isVisible() and not panel.table.isVisible()
    assert grid.model().rowCount() == w.model.rowCount() == 1
    index = grid.model().index(0, grid.modelColumn())
    assert index.data() == "Blazing Jab"
    # Its picture arrives in the background, at the grid's size.
    qtbot.waitUntil(lambda: grid.pictures.get(w.model.record(0).picture) is not None,
                    timeout=5000)
    pix = index.data(Qt.ItemDataRole.DecorationRole)
    assert pix.width() >= 120
    rect = grid.visualRect(index)
    qtbot.mouseClick(grid.viewport(), LEFT, pos=rect.center())
    assert w.detail.record is not None and w.detail.record.card.name == "Blazing Jab"
    before = w.editor.doc.deck.copies("Blazing Jab")
    qtbot.mouseDClick(grid.viewport(), LEFT, pos=rect.center())
    assert w.editor.doc.deck.copies("Blazing Jab") == before + 1
    # Back to the list; the choice is remembered.
    qtbot.mouseClick(panel.list_button, LEFT)
    assert panel.table.isVisible() and not grid.isVisible()


def test_owned_is_next_to_the_name_and_shown_in_the_deck(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    for game in ("", "monsuno", "redakai", "monster-cards"):
        cols = [c.key for c in w.model._sets[game]]
        assert cols.index("owned") == cols.index("name") + 1, game
    w.catalog.search.setText('"Blazing Jab"')
    w.catalog.run_search()
    w.model.set_owned(w.model.card_id(0), 2)
    w.editor.doc.add("deck", "Blazing Jab", 1)
    table = w.editor.tables["deck"]
    row = table.zone_model.row_of("Blazing Jab")
    assert not w.editor.collection_check.isChecked()
    assert table.zone_model.index(row, ZoneColumn.OWNED).data() == 2
    w.editor.doc.new()
