"""The collection import's preview, when another program changes the collection between
the preview and the click on Import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from deckbuilder.services.catalog_service import CatalogService


def _cli(db: Path, *args: str) -> None:
    out = subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(db), *args],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def _column(dialog, col: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [dialog.table.item(r, col).text() for r in range(dialog.table.rowCount())]


def test_a_preview_outdated_by_another_program_is_shown_again_not_written(
        qtbot: QtBot, service: CatalogService, tmp_path: Path) -> None:
    from deckbuilder.ui.collection_import import CollectionImportDialog

    path = tmp_path / "mine.csv"
    path.write_text("Name,Quantity\nBlazing Jab,2\n", encoding="utf-8")
    rec = service.cards.find("Blazing Jab")
    assert rec is not None
    dialog = CollectionImportDialog(service, path)
    qtbot.addWidget(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData("add"))
    assert (_column(dialog, 3), _column(dialog, 4)) == (["0"], ["2"])

    # Meanwhile a command adds 3 copies.
    _cli(service.db.path, "collection", "set", rec.card.game, "Blazing Jab", "3")
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == 0  # still open
    assert "changed since this preview" in dialog.status.text()
    assert (_column(dialog, 3), _column(dialog, 4)) == (["3"], ["5"])
    assert service.owned(rec.id) == 3  # nothing written from the old preview

    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == 1
    assert service.owned(rec.id) == 5
