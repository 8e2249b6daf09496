"""File → Import Collection CSV…: the preview names the columns the import will not read
before anything is written."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu

from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.catalog.collection_import import CollectionImportDialog


def menu_action(window, text: str) -> QAction:  # type: ignore[no-untyped-def]
    """The menu bar's action shown as ``text`` (its & marks left out)."""

    def walk(menu: QMenu):  # type: ignore[no-untyped-def]
        for action in menu.actions():
            if action.menu() is not None:
                yield from walk(action.menu())
            else:
                yield action

    for top in window.menuBar().actions():
        for action in walk(top.menu()):
            if action.text().replace("&", "") == text:
                return action
    raise AssertionError(f"no menu action {text!r}")


def import_through_the_menu(qtbot, window, path: Path, monkeypatch) -> dict:  # type: ignore[no-untyped-def]
    """Choose File → Import Collection CSV…, answer the file dialog with ``path``, read
    the preview, then click Import."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    seen: dict = {}

    tries = [0]

    def in_the_dialog() -> None:
        # The import dialog among the windows shown (not whichever modal is on top: a
        # window left open by an earlier test must not make this wait for ever).
        dialog = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, CollectionImportDialog) and w.isVisible()), None)
        if dialog is None:
            tries[0] += 1
            if tries[0] > 500:  # ten seconds: fail rather than hang the run
                seen["error"] = "the import dialog never opened"
                modal = QApplication.activeModalWidget()
                if modal is not None:
                    modal.close()
                return
            QTimer.singleShot(20, in_the_dialog)
            return
        try:
            seen["note"] = dialog.columns_note.text()
            seen["shown"] = dialog.columns_note.isVisible()
            seen["status"] = dialog.status.text()
        except BaseException:
            dialog.reject()  # a failure must not leave the modal dialog waiting
            raise
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, in_the_dialog)
    menu_action(window, "Import Collection CSV…").trigger()
    assert "error" not in seen, seen["error"]
    return seen


def test_the_preview_says_a_quantity_column_was_not_recognised(  # type: ignore[no-untyped-def]
        qtbot, main_window, service: CatalogService, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "sammlung.csv"
    path.write_text("Anzahl;Name;Zustand\n4;Blazing Jab;NM\n", encoding="utf-8")
    seen = import_through_the_menu(qtbot, main_window, path, monkeypatch)
    assert seen["shown"]
    assert seen["note"] == ("Columns not read: “Anzahl”, “Zustand”.\nNo quantity column "
                            "(Quantity, Count, Qty, Amount or Copies): each row counts as 1 "
                            "copy.")
    assert seen["status"].startswith("1 rows read, 1 cards will change.")
    blazing = service.cards.find("Blazing Jab", "redakai")
    assert blazing is not None and service.owned(blazing.id) == 1


def test_the_preview_has_no_note_when_every_column_is_read(  # type: ignore[no-untyped-def]
        qtbot, main_window, service: CatalogService, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "mine.csv"
    path.write_text("Count,Name\n4,Blazing Jab\n", encoding="utf-8")
    seen = import_through_the_menu(qtbot, main_window, path, monkeypatch)
    assert not seen["shown"] and seen["note"] == ""
    blazing = service.cards.find("Blazing Jab", "redakai")
    assert blazing is not None and service.owned(blazing.id) == 4


def test_the_preview_says_which_encoding_an_excel_file_was_read_in(  # type: ignore[no-untyped-def]
        qtbot, main_window, service: CatalogService, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "excel.csv"
    # Saved by Excel on Windows: Windows-1252, no byte-order mark (was refused as
    # "not UTF-8 text").
    path.write_bytes("Count,Name,Notes\r\n2,Blazing Jab,gekauft in Köln\r\n".encode("cp1252"))
    seen = import_through_the_menu(qtbot, main_window, path, monkeypatch)
    assert seen["shown"] and seen["note"] == "Read as Windows-1252 text."
    blazing = service.cards.find("Blazing Jab", "redakai")
    assert blazing is not None and service.owned(blazing.id) == 2
    assert [i.notes for i in service.collection_items(blazing.id)] == ["gekauft in Köln"]
