"""Backing up and restoring all data from the main window, and the About box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from deckbuilder.catalog.backup import backup_info, create_backup
from deckbuilder.catalog.db import backups_folder
from deckbuilder.services.seeding import open_database


def test_back_up_writes_a_backup_and_says_what_it_holds(main_window, service, tmp_path):  # type: ignore[no-untyped-def]
    target = tmp_path / "mine.zip"
    assert main_window.backups.back_up(target)
    info = backup_info(target)
    assert info.cards == service.cards.count()
    assert str(info.cards) in main_window.statusBar().currentMessage()
    assert str(target) in main_window.statusBar().currentMessage()


def test_a_failed_backup_is_reported_not_raised(main_window, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warned.append(text))
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert not main_window.backups.back_up(blocker / "inside.zip")
    assert warned


def test_restore_asks_then_closes_the_window_for_the_swap(qtbot, main_window, service,  # type: ignore[no-untyped-def]
                                                          tmp_path, monkeypatch):
    backup = tmp_path / "before.zip"
    assert main_window.backups.back_up(backup)
    before = service.cards.count()
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(backup), ""))
    questions: list[str] = []

    def answer(parent, title, text, *a):  # type: ignore[no-untyped-def]
        questions.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    main_window.backups.restore()
    # Saying no changes nothing.
    assert str(before) in questions[0]
    assert main_window.pending_restore is None and main_window.isVisible()

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a: QMessageBox.StandardButton.Yes)
    main_window.backups.restore()
    assert main_window.pending_restore == Path(backup)
    assert not main_window.isVisible()


def test_restore_refuses_a_file_that_is_not_a_backup(main_window, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    junk = tmp_path / "junk.zip"
    junk.write_bytes(b"PK not really")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(junk), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warned.append(text))
    main_window.backups.restore()
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
    # None kept means none made: no backup job starts.
    main_window._auto_backup()
    assert main_window.auto_backup is None
    QSettings().setValue("backups/keep", 5)


def test_about_names_versions_and_where_the_data_lives(main_window, service):  # type: ignore[no-untyped-def]
    import sqlite3

    text = main_window.about_text()
    assert str(service.db.path) in text
    assert sqlite3.sqlite_version in text
    assert "Qt" in text and "Python" in text


RESTORING = r"""
import json, sys
from pathlib import Path
from PySide6.QtWidgets import QMessageBox
from deckbuilder.catalog import backup as backup_module
from deckbuilder.ui import app as app_module
from deckbuilder.ui import main_window as main_window_module

backup, db_path, wait_ms = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
backup_module.RESTORE_WAIT_MS = wait_ms
windows, messages, shown = [], [], []
QMessageBox.critical = lambda parent, title, text, *a: shown.append(text)


class Restoring(main_window_module.MainWindow):
    def __init__(self, service):
        super().__init__(service)
        if windows:
            self.statusBar().messageChanged.connect(messages.append)
        else:
            self.pending_restore = backup
        windows.append(self)


main_window_module.MainWindow = Restoring
code = app_module.run_app(db_path, exit_on_launch=True, language="en")
print(json.dumps({"code": code, "windows": len(windows), "messages": messages,
                  "shown": shown}))
"""


def _run_restoring(backup: Path, db_path: Path, wait_ms: int = 5000) -> dict:  # type: ignore[type-arg]
    """Run the app as File → Restore does: the first window asks for ``backup`` and closes,
    and another opens. In a process of its own: the application's event loop runs and ends
    there, which would leave this test process's loop unusable for the tests after it."""
    import json
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(db_path.parent / "config"))
    out = subprocess.run([sys.executable, "-c", RESTORING, str(backup), str(db_path),
                          str(wait_ms)], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    result: dict = json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[type-arg]
    assert result["code"] == 0 and result["windows"] == 2
    return result


def test_the_window_reopens_on_the_restored_data_and_says_where_the_old_is(  # type: ignore[no-untyped-def]
        starter_db, tmp_path):
    starter_db.set_setting("era", "in the backup")
    backup = tmp_path / "b.zip"
    create_backup(starter_db, backup)
    starter_db.set_setting("era", "replaced")
    path = starter_db.path
    starter_db.close()
    messages = _run_restoring(backup, path)["messages"]
    with open_database(path) as db:
        assert db.setting("era") == "in the backup"
    kept = list(backups_folder(path).glob("before-restore-*.zip"))
    assert len(kept) == 1
    assert any(str(kept[0]) in m for m in messages)


def test_a_restore_while_another_deckbuilder_is_open_is_refused_with_a_message(  # type: ignore[no-untyped-def]
        starter_db, tmp_path):
    starter_db.set_setting("era", "in the backup")
    backup = tmp_path / "b.zip"
    create_backup(starter_db, backup)
    starter_db.set_setting("era", "current")
    # starter_db stays open: it stands for a second instance on the same database.
    shown = _run_restoring(backup, starter_db.path, wait_ms=200)["shown"]
    assert shown and "another Deckbuilder" in shown[0]
    assert starter_db.setting("era") == "current"


BACKING_UP_THEN_RESTORING = r"""
import json, sys, threading
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox
from deckbuilder.catalog.db import Database
from deckbuilder.services import backup_service
from deckbuilder.ui import app as app_module
from deckbuilder.ui import main_window as main_window_module

backup, db_path = Path(sys.argv[1]), Path(sys.argv[2])
events, shown, windows = [], [], []
started, release = threading.Event(), threading.Event()
back_up_if_due, restore = backup_service.back_up_if_due, backup_service.restore


def slow_backup(path, keep):
    # Holds the database open, as a backup does, until after the first window has closed.
    with Database.open(path):
        started.set()
        release.wait(60)
        events.append("backup ended")
    return back_up_if_due(path, keep)


def recorded_restore(path, db):
    events.append("restore")
    return restore(path, db)


backup_service.back_up_if_due = slow_backup
backup_service.restore = recorded_restore
QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: (str(backup), ""))
QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
QMessageBox.critical = staticmethod(lambda parent, title, text, *a: shown.append(text))


class Window(main_window_module.MainWindow):
    def __init__(self, service):
        super().__init__(service)
        windows.append(self)
        QTimer.singleShot(0, self.back_up_then_restore if len(windows) == 1 else self.close)

    def back_up_then_restore(self):
        self._auto_backup()  # what the start-up timer calls
        assert started.wait(60)
        [restore_action] = [a for a in self.findChildren(QAction)
                            if a.text().replace("&", "") == "Restore From Backup…"]
        # The backup goes on a while after the window has closed: long enough for a
        # restore that did not wait to start first.
        threading.Timer(0.5, release.set).start()
        restore_action.trigger()


main_window_module.MainWindow = Window
code = app_module.run_app(db_path, language="en")
print(json.dumps({"code": code, "windows": len(windows), "events": events, "shown": shown}))
"""


def test_a_restore_from_the_file_menu_waits_for_the_automatic_backup(  # type: ignore[no-untyped-def]
        starter_db, tmp_path):
    # The automatic backup holds the database open; File › Restore From Backup… closes
    # the window, and the app replaces the data only once the backup has ended (else the
    # backup's connection makes the restore refuse, as for another Deckbuilder).
    import json
    import os
    import subprocess
    import sys

    starter_db.set_setting("era", "in the backup")
    backup = tmp_path / "b.zip"
    create_backup(starter_db, backup)
    starter_db.set_setting("era", "replaced")
    path = starter_db.path
    starter_db.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    out = subprocess.run([sys.executable, "-c", BACKING_UP_THEN_RESTORING, str(backup),
                          str(path)], capture_output=True, text=True, env=env, timeout=180)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert (result["code"], result["windows"], result["shown"]) == (0, 2, [])
    assert result["events"] == ["backup ended", "restore"]
    with open_database(path) as db:
        assert db.setting("era") == "in the backup"
