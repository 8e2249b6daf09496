"""Collection import preview (issue 18): rows naming an unknown card are shown, marked, with
a one-click "use the suggestion"; nothing needs ticking to see the preview."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QPushButton

from deckbuilder.services.catalog_service import CatalogService

LEFT = Qt.MouseButton.LeftButton


def test_an_unknown_row_is_shown_and_its_suggestion_is_one_click_away(
        qtbot, service: CatalogService, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.ui.catalog.collection_import import CollectionImportDialog

    path = tmp_path / "mine.csv"
    path.write_text("Count,Name\n3,Magma Fist\n2,Blazing Jabb\n", encoding="utf-8")
    dialog = CollectionImportDialog(service, path)
    qtbot.addWidget(dialog)
    rows = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert rows == ["Magma Fist", "Blazing Jabb"]
    assert dialog.table.item(1, 3).text() == "unknown"
    assert dialog.import_button.isEnabled()
    # Nothing to tick before the unknown rows show: the dialog has no checkbox at all.
    assert not dialog.findChildren(QCheckBox)
    button = dialog.table.cellWidget(1, 4)
    assert isinstance(button, QPushButton) and "Blazing Jab" in button.text()
    qtbot.mouseClick(button, LEFT)
    rows = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert sorted(rows) == ["Blazing Jab", "Magma Fist"]
    assert "2 cards will change" in dialog.status.text()
    # The file itself is untouched; the import takes the corrected row.
    assert "Blazing Jabb" in path.read_text(encoding="utf-8")
    qtbot.mouseClick(dialog.import_button, LEFT)
    owned = {r.card.name: r.owned for r in (service.cards.find("Blazing Jab", "redakai"),
                                            service.cards.find("Magma Fist", "redakai"))}
    assert owned == {"Blazing Jab": 2, "Magma Fist": 3}
