"""Long jobs in the window. File → Import Catalog… runs off the UI thread behind a
progress dialog with Cancel; the catalog shows the new cards; a Cancel or a refused
file leaves the database as it was. File → Back Up All Data… runs off the UI thread
too."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from deckbuilder.paths import resource
from deckbuilder.ui.common.background import JobDialog
from tests.ui.test_signal_slots import menu_action


def write_catalog(folder: Path) -> Path:
    """A catalog file as another user would share it: two new MONSTER CARDS (one with
    its picture next to the file) and one starter card with a new text."""
    starter = json.loads(resource("catalogs", "monster-cards.json").read_text("utf-8"))
    first, second = starter["cards"][0], starter["cards"][1]
    picture = (resource("catalogs") / first["image"]).resolve()
    (folder / "pictures").mkdir()
    (folder / "pictures" / "cub.png").write_bytes(picture.read_bytes())
    new_one = dict(first, name="Cinderpaw Elder", number="901", image="pictures/cub.png")
    new_one.pop("names", None)
    new_two = dict(second, name="Brinepool Warden", number="902")
    new_two.pop("image", None)
    new_two.pop("names", None)
    changed = dict(first, text="Reprinted with a new text.")
    changed.pop("image", None)
    path = folder / "shared.json"
    path.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1,
                                "cards": [new_one, new_two, changed]}), "utf-8")
    return path


def catalog_rows(db_path: Path) -> list[tuple[Any, ...]]:
    """Everything the import could change, read on a connection of its own."""
    conn = sqlite3.connect(db_path)
    try:
        return [*conn.execute("SELECT game, name, text, picture_id FROM card ORDER BY id"),
                *conn.execute("SELECT sha256 FROM picture ORDER BY id")]
    finally:
        conn.close()


def answer_open_dialog(monkeypatch, path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))


@contextmanager
def watching_job_dialogs() -> Iterator[list[tuple[str, bool]]]:
    """Notes each progress dialog up while the block runs (its text, and whether it has
    a Cancel button), from a timer: a note proves the UI thread was free meanwhile."""
    seen: list[tuple[str, bool]] = []

    def watch() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, JobDialog):
            seen.append((dialog.label.text(), not dialog.cancel_button.isHidden()))

    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(1)
    try:
        yield seen
    finally:
        timer.stop()


def shown_names(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.model
    return [model.record(r).card.name for r in range(model.rowCount())]


def test_import_from_the_menu_runs_in_the_background_and_shows_the_new_cards(  # type: ignore[no-untyped-def]
        qtbot, main_window, service, monkeypatch, tmp_path):
    answer_open_dialog(monkeypatch, write_catalog(tmp_path))
    before = service.cards.count()
    with watching_job_dialogs() as seen:
        menu_action(main_window, "File/Import Catalog…").trigger()
    assert seen, "no progress dialog was up during the import"
    assert all(cancellable for _text, cancellable in seen)
    assert service.cards.count() == before + 2
    assert "Imported 3 cards (2 new, 1 updated)" in main_window.statusBar().currentMessage()
    qtbot.keyClicks(main_window.catalog.search, "Cinderpaw")
    main_window.catalog.search.returnPressed.emit()
    qtbot.waitUntil(lambda: shown_names(main_window) == ["Cinderpaw Elder"])
    record = main_window.model.record(0)
    assert record.picture is not None


def test_cancel_while_the_cards_are_written_leaves_the_database_unchanged(  # type: ignore[no-untyped-def]
        qtbot, main_window, service, monkeypatch, tmp_path):
    answer_open_dialog(monkeypatch, write_catalog(tmp_path))
    db_path = service.db.path
    before = catalog_rows(db_path)
    pictures = service.db.pictures_dir
    def stored() -> list[Path]:  # thumbnails come and go with the list's scrolling
        return sorted(p for p in pictures.rglob("*")
                      if p.is_file() and "thumbs" not in p.relative_to(pictures).parts)

    files_before = stored()
    # Another program holds the write lock, so the import waits at its write, where
    # the Cancel is pressed; then the lock goes and the import may write — and must not
    # keep any of it.
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    pressed: list[str] = []

    def cancel_while_writing() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, JobDialog) and "Writing" in dialog.label.text() and not pressed:
            pressed.append(dialog.label.text())
            qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
            assert dialog.isVisible() and dialog.label.text() == "Cancelling…"
            other.execute("ROLLBACK")

    timer = QTimer()
    timer.timeout.connect(cancel_while_writing)
    timer.start(5)
    try:
        menu_action(main_window, "File/Import Catalog…").trigger()
    finally:
        timer.stop()
        if other.in_transaction:
            other.execute("ROLLBACK")
        other.close()
    assert pressed
    assert catalog_rows(db_path) == before
    # Nor any picture file of the cancelled cards (nothing would ever remove them).
    assert stored() == files_before
    assert "cancelled" in main_window.statusBar().currentMessage()
    # The window goes on working on its database after the cancelled import.
    assert service.cards.count() == len([r for r in before if len(r) == 4])


def test_a_refused_file_names_its_problems_and_imports_nothing(  # type: ignore[no-untyped-def]
        main_window, service, monkeypatch, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("game,name,kind\nmonster-cards,Nameless,monster\nmonster-cards,,monster\n",
                   "utf-8")
    answer_open_dialog(monkeypatch, bad)
    before = catalog_rows(service.db.path)
    boxes: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec",
                        lambda box: boxes.append((box.text(), box.detailedText())))
    menu_action(main_window, "File/Import Catalog…").trigger()
    assert boxes and "unchanged" in boxes[0][0]
    assert "bad.csv" in boxes[0][1] and "line 3" in boxes[0][1]
    assert catalog_rows(service.db.path) == before


def test_back_up_all_data_runs_in_the_background(main_window, service, monkeypatch,  # type: ignore[no-untyped-def]
                                                 tmp_path):
    from deckbuilder.catalog.backup import backup_info
    from tests.ui.test_signal_slots import answer_save_dialog

    out = tmp_path / "all.zip"
    answer_save_dialog(monkeypatch, out)
    with watching_job_dialogs() as seen:
        menu_action(main_window, "File/Back Up All Data…").trigger()
    assert seen and seen[0] == (f"Writing the backup to {out}…", False)
    assert backup_info(out).cards == service.cards.count()
