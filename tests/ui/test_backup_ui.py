"""Backing up and restoring all data from the main window, and the About box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from deckbuilder.catalog.backup import backup_info


def test_back_up_writes_a_backup_and_says_what_it_holds(main_window, service, tmp_path):  # type: ignore[no-untyped-def]
    target = tmp_path / "mine.zip"
    assert main_window.back_up(target)
    info = backup_info(target)
    assert info.cards == service.cards.count()
    assert str(info.cards) in main_window.statusBar().currentMessage()
    assert str(target) in main_window.statusBar().currentMessage()


def test_a_failed_backup_is_reported_not_raised(main_window, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warned.append(text))
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert not main_window.back_up(blocker / "inside.zip")
    assert warned


def test_restore_asks_then_closes_the_window_for_the_swap(qtbot, main_window, service,  # type: ignore[no-untyped-def]
                                                          tmp_path, monkeypatch):
    backup = tmp_path / "before.zip"
    assert main_window.back_up(backup)
    before = service.cards.count()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(backup), ""))
    questions: list[str] = []

    def answer(parent, title, text, *a):  # type: ignore[no-untyped-def]
        questions.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    main_window.restore()
    # Saying no changes nothing.
    assert str(before) in questions[0]
    assert main_window.pending_restore is None and main_window.isVisible()

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: QMessageBox.StandardButton.Yes)
    main_window.restore()
    assert main_window.pending_restore == Path(backup)
    assert not main_window.isVisible()


def test_restore_refuses_a_file_that_is_not_a_backup(main_window, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    junk = tmp_path / "junk.zip"
    junk.write_bytes(b"PK not really")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(junk), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warned.append(text))
    main_window.restore()
    assert warned and "junk.zip" in warned[0]
    assert main_window.pending_restore is None and main_window.isVisible()


def test_settings_keep_the_number_of_automatic_backups(main_window, qapp):  # type: ignore[no-untyped-def]
    from deckbuilder.ui.main_window import SettingsDialog

    QSettings().setValue("backups/keep", 5)
    dialog = SettingsDialog(main_window)
    assert dialog.keep_backups.value() == 5
    dialog.keep_backups.setValue(0)
    dialog.accept()
    assert int(QSettings().value("backups/keep")) == 0
    # Reopened in the same session, the dialog still says 0 (not the default 5).
    assert SettingsDialog(main_window).keep_backups.value() == 0
    # None kept means none made: no backup thread starts.
    import threading

    before = {t.name for t in threading.enumerate()}
    main_window._auto_backup()
    assert "auto-backup" not in {t.name for t in threading.enumerate()} - before
    QSettings().setValue("backups/keep", 5)


def test_about_names_versions_and_where_the_data_lives(main_window, service):  # type: ignore[no-untyped-def]
    import sqlite3

    text = main_window.about_text()
    assert str(service.db.path) in text
    assert sqlite3.sqlite_version in text
    assert "Qt" in text and "Python" in text
