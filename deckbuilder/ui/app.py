"""Starting the window: the application object, language, database, main window."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

_T0 = time.perf_counter()

DESKTOP_ID = "io.github.deckbuilder.Deckbuilder"

if TYPE_CHECKING:
    from types import TracebackType

    from PySide6.QtWidgets import QApplication

    from deckbuilder.ui.main_window import MainWindow


def run_app(db_path: Path | None = None, *, exit_on_launch: bool = False,
            language: str | None = None, open_files: Sequence[Path] = ()) -> int:
    """Open the window on the database and run until it closes. Returns the exit code."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from deckbuilder import APP_TITLE

    app = start_app(language)
    from deckbuilder.catalog.db import DatabaseError

    code = 0
    restored_note = ""
    while True:
        try:
            window = start_window(db_path, open_files=open_files, note=restored_note,
                                  exit_on_launch=exit_on_launch)
        except DatabaseError as exc:
            if not exit_on_launch:  # nobody there to click the dialog away
                QMessageBox.critical(None, APP_TITLE, str(exc))
            print(f"deckbuilder: {exc}", file=sys.stderr)
            return 2
        if window is None:  # --exit-on-launch and a deck file that cannot be opened
            return 2
        service = window.service
        restored_note = ""
        open_files = ()  # not again after a restore
        if os.environ.get("DECKBUILDER_REPORT_STARTUP"):
            app.processEvents()
            print(f"window shown after {time.perf_counter() - _T0:.3f} s", flush=True)
        if exit_on_launch:
            QTimer.singleShot(0, window.close)
            QTimer.singleShot(0, app.quit)
        else:
            window.start_background_work()
        code = int(app.exec())
        window.wait_for_background_work()
        restore = window.pending_restore
        db_path = service.db_path
        from deckbuilder.ui.common.background import TaskPool

        for pool in window.findChildren(TaskPool):
            pool.shutdown()
        window.deleteLater()
        app.processEvents()
        service.close()
        if restore is None:
            break
        # File → Restore: the database is closed now; replace its data and open again.
        from deckbuilder.catalog.backup import BackupError
        from deckbuilder.services.backup_service import restore as restore_backup

        try:
            info = restore_backup(restore, db_path)
        except BackupError as exc:
            QMessageBox.critical(None, APP_TITLE, str(exc))
        else:
            restored_note = (QApplication.translate(
                "App", "Restored the backup of %1. Your data from before the restore is "
                "kept in %2") if info.previous else QApplication.translate(
                "App", "Restored the backup of %1.")).replace("%1", info.created).replace(
                "%2", str(info.previous))
    return code


def start_app(language: str | None = None) -> QApplication:
    """The application object as every start sets it up: names, icon, the error dialog
    for uncaught errors, the language (installed once per process)."""
    from PySide6.QtWidgets import QApplication

    from deckbuilder import APP_NAME, APP_TITLE, __version__

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_TITLE)
    app.setApplicationVersion(__version__)
    _set_icon(app)
    from deckbuilder.logs import setup_logging

    setup_logging()
    sys.excepthook = _report_unexpected
    threading.excepthook = _log_thread_error
    from deckbuilder.ui.common.i18n import chosen_language, install_translators

    if app.property("deckbuilder_language") is None:
        install_translators(app, chosen_language(language))
    from deckbuilder.ui.common.style import apply_style

    apply_style(app)
    return app


def start_window(db_path: Path | None = None, *, open_files: Sequence[Path] = (),
                 note: str = "", exit_on_launch: bool = False) -> MainWindow | None:
    """Open the database (the default one unless named) and show the main window with
    the last deck, or the deck files named: a start short of running the event loop.
    Raises DatabaseError. The window's ``service`` is closed by the caller. With
    ``exit_on_launch`` a deck file that cannot be opened is printed, and None returned."""
    from deckbuilder.services.catalog_service import CatalogService
    from deckbuilder.ui.main_window import MainWindow

    service = CatalogService.open(db_path)
    window = MainWindow(service)
    window.show()
    if note:
        window.statusBar().showMessage(note, 20000)
    if exit_on_launch and open_files and not _deck_files_open(window, open_files):
        window.close()
        service.close()
        return None
    window.open_deck_files(open_files)
    return window


def _deck_files_open(window: MainWindow, files: Sequence[Path]) -> bool:
    """With ``--exit-on-launch`` no one answers a dialog: each deck file is read first, and
    a problem is printed instead of shown. False if any could not be opened."""
    from deckbuilder.rules.decklist import DeckParseError
    from deckbuilder.services.deck_service import DeckFileError

    service = window.editor.service
    ok = True
    for path in files:
        try:
            service.ruleset_for(service.read_file(path))
        except (DeckParseError, DeckFileError, OSError, ValueError, RecursionError) as exc:
            print(f"deckbuilder: {exc}", file=sys.stderr)
            ok = False
    return ok


def _set_icon(app: QApplication) -> None:
    from PySide6.QtGui import QIcon

    from deckbuilder.paths import resource

    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        icon.addFile(str(resource("icons", "hicolor", f"{size}x{size}", "apps",
                                  f"{DESKTOP_ID}.png")))
    app.setWindowIcon(icon)
    # Lets Wayland docks match the window to its menu entry.
    app.setDesktopFileName(DESKTOP_ID)



def _report_unexpected(kind: type[BaseException], exc: BaseException,
                       tb: TracebackType | None) -> None:
    """An error nobody caught (in a slot, say) is shown instead of only printed, and the
    window keeps running: every write is one transaction, so nothing was half-done."""
    import sqlite3
    import traceback

    from PySide6.QtWidgets import QApplication, QMessageBox

    from deckbuilder.logs import log_file, log_unexpected

    traceback.print_exception(kind, exc, tb)
    if isinstance(exc, KeyboardInterrupt):
        QApplication.quit()
        return
    log_unexpected(kind, exc, tb)
    where = log_file()
    if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
        text = QApplication.translate(
            "App", "Another Deckbuilder kept the database busy for too long, so this change "
            "was not saved. Try again in a moment.")
    elif where is not None:
        text = QApplication.translate(
            "App", "Something went wrong: %1\n\nNothing was half-saved; you can go on. "
            "The details were written to the log file %2").replace(
            "%1", f"{kind.__name__}: {exc}").replace("%2", str(where))
    else:  # the log folder could not be written
        text = QApplication.translate(
            "App", "Something went wrong: %1\n\nNothing was half-saved; you can go on. "
            "The details were printed to the terminal.").replace("%1", f"{kind.__name__}: {exc}")
    QMessageBox.critical(QApplication.activeWindow(), "Deckbuilder", text)


def _log_thread_error(args: threading.ExceptHookArgs) -> None:
    """An error that ended a thread of ours (the catalog's search thread, say): into the log as
    well as onto stderr, as Python would print it."""
    from deckbuilder.logs import log_unexpected

    threading.__excepthook__(args)
    if args.exc_value is not None:
        log_unexpected(args.exc_type, args.exc_value, args.exc_traceback)
