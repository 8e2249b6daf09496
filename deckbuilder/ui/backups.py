"""Backups for the main window: File › Back Up All Data… (off the UI thread, behind a
progress dialog) and Restore From Backup…. A controller the window creates: handed the
service, the window its dialogs belong to and a way to ask whether the open deck may be
replaced; it answers by signals the window connects. (The automatic backup at start-up
stays with the window's background work.)"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.common.background import Job, JobDialog


def _tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # These words were the main window's: they keep their translations
    # (context "MainWindow").
    return QCoreApplication.translate("MainWindow", source, disambiguation, n)


class Backups(QObject):
    """Back up all data, and choose a backup to restore."""

    #: A message for the status bar and how long to show it (ms).
    status = Signal(str, int)
    #: The backup the user chose to restore: the window closes and the app restores it.
    restoreChosen = Signal(object)

    def __init__(self, service: CatalogService, window: QWidget,
                 may_replace: Callable[[], bool]):
        super().__init__(window)
        self.service = service
        self.window = window
        #: Whether the open deck may go (asks to save unsaved changes first).
        self.may_replace = may_replace

    def back_up(self, path: str | Path | None = None) -> bool:
        """Back up all data to ``path`` (asked when None) off the UI thread; True when
        written."""
        from deckbuilder.catalog.backup import BackupError, BackupInfo
        from deckbuilder.catalog.db import DatabaseError

        if path is None:
            import time

            chosen, _ = QFileDialog.getSaveFileName(
                self.window, _tr("Back Up All Data"),
                f"deckbuilder-{time.strftime('%Y-%m-%d')}.zip",
                _tr("Deckbuilder backups (*.zip)"))
            if not chosen:
                return False
            path = chosen
        # No Cancel: the backup has no point to stop at, and is written whole or not at all.
        dialog = JobDialog(_tr("Back Up All Data"), self._backup_job(Path(path)), self.window,
                           cancellable=False)
        dialog.label.setText(_tr("Writing the backup to %1…").replace("%1", str(path)))
        dialog.run()
        dialog.deleteLater()
        exc = dialog.error
        if isinstance(exc, BackupError | OSError | DatabaseError):
            QMessageBox.warning(self.window, _tr("Backup failed"), str(exc))
            return False
        if exc is not None:
            sys.excepthook(type(exc), exc, exc.__traceback__)
            return False
        info = dialog.value
        assert isinstance(info, BackupInfo)
        text = (_tr("Backed up %1 cards, %2 decks and %3 pictures to %4")
                .replace("%1", str(info.cards)).replace("%2", str(info.decks))
                .replace("%3", str(info.pictures)).replace("%4", str(path)))
        if info.missing_pictures:
            text += _tr(" (%1 pictures were missing from disk and are not in it)").replace(
                "%1", str(info.missing_pictures))
        self.status.emit(text, 8000)
        return True

    def _backup_job(self, path: Path) -> Job:
        """The backup on a connection of its own (the window's stays with its thread)."""
        db_path = self.service.db_path

        def work(_job: Job) -> object:
            from deckbuilder.logs import JobLog
            from deckbuilder.services.backup_service import back_up

            log = JobLog("backup", file=path)
            try:
                info = back_up(db_path, path)
            except Exception as exc:
                log.end("failed", error=f"{type(exc).__name__}: {exc}")
                raise
            log.end("done", cards=info.cards, decks=info.decks, pictures=info.pictures)
            return info

        return Job(work)

    def restore(self) -> None:
        from deckbuilder.catalog.backup import BackupError
        from deckbuilder.services.backup_service import read_backup_info

        path, _ = QFileDialog.getOpenFileName(self.window, _tr("Restore From Backup"), "",
                                              _tr("Deckbuilder backups (*.zip)"))
        if not path:
            return
        try:
            info = read_backup_info(path)
        except BackupError as exc:
            QMessageBox.warning(self.window, _tr("Not a usable backup"), str(exc))
            return
        answer = QMessageBox.question(
            self.window, _tr("Restore From Backup"),
            _tr("Replace ALL your data (catalog, collection, decks, pictures) with the "
                "backup of %1 (%2 cards, %3 decks)? Deckbuilder opens again afterwards.")
            .replace("%1", info.created).replace("%2", str(info.cards))
            .replace("%3", str(info.decks)))
        if answer != QMessageBox.StandardButton.Yes:
            return
        if not self.may_replace():
            return
        self.restoreChosen.emit(Path(path))
