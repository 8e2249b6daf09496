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
    from deckbuilder.ui.catalog.collection_import import CollectionImportDialog

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


_HOLD_AND_ADD = r"""
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN IMMEDIATE")
conn.execute("UPDATE collection_entry SET quantity = quantity + 3 WHERE card_id = ?",
             (int(sys.argv[2]),))
print("holding", flush=True)
time.sleep(1.5)
conn.execute("COMMIT")
"""


def test_one_more_copy_counts_a_change_another_program_is_writing(
        qtbot: QtBot, main_window, service: CatalogService) -> None:  # type: ignore[no-untyped-def]
    main_window.catalog.table.selectRow(0)
    cid = main_window.current_card_id()
    assert cid is not None
    service.set_owned(cid, 2)
    # Another program is in the middle of adding 3 copies when the user presses Ctrl+=.
    other = subprocess.Popen([sys.executable, "-c", _HOLD_AND_ADD, str(service.db.path),
                              str(cid)], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout is not None and other.stdout.readline() == "holding\n"
        main_window.act_owned_plus.trigger()
    finally:
        assert other.wait(timeout=30) == 0
    assert service.owned(cid) == 6
    assert main_window.model.data(main_window.model.index(
        0, main_window.model.column_of("owned"))) == 6
