"""The catalog's files, for the main window: File › Import Catalog… (off the UI thread,
behind a progress dialog with Cancel), Export Catalog… and Export for Cockatrice….

A controller: it is handed the service and the window its dialogs belong to, and tells
what happened by signals (``catalog_changed``, ``status``); the window connects them. It
knows nothing else of the window (issue 29: it once held the whole MainWindow)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.common.background import Job, JobDialog

if TYPE_CHECKING:
    from deckbuilder.catalog.catalog_io import ImportReport


class CatalogFiles(QObject):
    """The catalog file actions, with ``window`` as their dialogs' parent."""

    #: The catalog's cards changed (an import): every view of them reads them again.
    catalog_changed = Signal()
    #: A message for the status bar and how long to show it (ms).
    status = Signal(str, int)

    def __init__(self, service: CatalogService, window: QWidget):
        super().__init__(window)
        self.service = service
        self.window = window

    def import_catalog(self) -> None:
        """Import a catalog file off the UI thread, behind a progress dialog with Cancel.
        The import is one transaction: an error or a Cancel leaves the catalog unchanged."""
        from deckbuilder.catalog.catalog_io import ImportCancelled, ImportReport
        from deckbuilder.catalog.db import DatabaseError
        from deckbuilder.catalog.file_problems import CatalogFileError
        from deckbuilder.catalog.pictures import PictureError
        from deckbuilder.ui.common.error_text import file_error_text, picture_error_text

        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import Catalog"), "",
            self.tr("Catalog files (*.json *.csv *.xml);;All files (*)"))
        if not path:
            return
        dialog = self._run_catalog_import(Path(path))
        exc = dialog.error
        if isinstance(exc, CatalogFileError) and exc.problems and all(
                p.code == "picture-outside" for p in exc.problems):
            # Only asked when nothing else is wrong: other problems are shown first.
            outside = sorted({str(p.params["picture"]) for p in exc.problems})
            if not self._allow_outside_pictures(outside):
                return
            dialog = self._run_catalog_import(Path(path), allow_outside_pictures=True)
            exc = dialog.error
        if isinstance(exc, ImportCancelled):
            self.status.emit(self.tr("Import cancelled; the catalog is unchanged"), 8000)
            return
        if isinstance(exc, CatalogFileError | PictureError | OSError | DatabaseError):
            box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Nothing was imported"),
                              self.tr("The catalog file has problems; the catalog is unchanged."),
                              parent=self.window)
            box.setDetailedText(file_error_text(exc) if isinstance(exc, CatalogFileError)
                                else picture_error_text(exc) if isinstance(exc, PictureError)
                                else f"{exc.filename}: {exc.strerror}"
                                if isinstance(exc, OSError) and exc.filename else str(exc))
            box.exec()
            return
        if exc is not None:
            # A bug, or the database busy for too long: shown and logged as any other.
            sys.excepthook(type(exc), exc, exc.__traceback__)
            return
        report = dialog.value
        assert isinstance(report, ImportReport)
        self.catalog_changed.emit()
        self.status.emit(
            self.tr("Imported %1 cards (%2 new, %3 updated)").replace("%1", str(report.cards))
            .replace("%2", str(report.added)).replace("%3", str(report.updated)), 8000)

    def _run_catalog_import(self, path: Path, **options: bool) -> JobDialog:
        """Run the import behind its progress dialog and wait; the dialog holds the
        outcome (``value`` or ``error``)."""
        dialog = JobDialog(self.tr("Import Catalog"), self._catalog_import_job(path, **options),
                           self.window)
        dialog.label.setText(self.tr("Reading %1…").replace("%1", path.name))
        dialog.run()
        dialog.deleteLater()  # its thread has ended; only the outcome is still needed
        return dialog

    def _catalog_import_job(self, path: Path, **options: bool) -> Job:
        """The import on a connection of its own (the window's stays with its thread);
        ``options`` go to the service's import_catalog."""
        from contextlib import closing

        from deckbuilder.catalog.catalog_io import ImportCancelled
        from deckbuilder.logs import JobLog

        db_path = self.service.db_path
        steps = ("read", "checked", "written")
        texts = {
            "read": lambda n: self.tr("Checking the pictures of %n card(s)…", "", n),
            "checked": lambda n: self.tr("Writing the cards to the catalog…"),
            "written": lambda n: self.tr("Finishing…"),
        }

        def work(job: Job) -> ImportReport:
            log = JobLog("catalog import", file=path)

            def progress(step: str, count: int) -> bool:
                job.report(steps.index(step) + 1, len(steps), texts[step](count))
                return not job.cancelled

            try:
                if job.cancelled:  # before it began
                    raise ImportCancelled("start")
                with closing(CatalogService.open(db_path)) as service:
                    report = service.import_catalog(path, progress=progress, **options)
            except ImportCancelled:
                log.end("cancelled")
                raise
            except Exception as exc:
                log.end("failed", error=f"{type(exc).__name__}: {exc}")
                raise
            log.end("done", cards=report.cards, added=report.added, updated=report.updated,
                    pictures=report.pictures)
            return report

        return Job(work)

    def _allow_outside_pictures(self, pictures: list[str]) -> bool:
        """Ask before reading pictures a catalog names outside its own folder (a file
        from elsewhere could name any file on this computer)."""
        shown = "\n".join(pictures[:10]) + ("\n…" if len(pictures) > 10 else "")
        answer = QMessageBox.question(
            self.window, self.tr("Pictures outside the catalog's folder"),
            self.tr("The catalog names %n picture(s) outside its own folder:", "",
                    len(pictures)) + "\n" + shown + "\n\n"
            + self.tr("Read them as well? Say yes only if you trust where the file comes "
                      "from."))
        return answer == QMessageBox.StandardButton.Yes

    def export_catalog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export Catalog"), "catalog.json",
            self.tr("JSON catalog (*.json);;CSV catalog (*.csv)"))
        if not path:
            return
        try:
            n = self.service.export_catalog(path)
        except OSError as exc:
            QMessageBox.critical(self.window, self.tr("Export failed"), f"{path}: {exc.strerror}")
            return
        self.status.emit(self.tr("%1 cards written to %2").replace("%1", str(n))
                         .replace("%2", path), 5000)

    def export_cockatrice(self) -> None:
        from PySide6.QtGui import QGuiApplication

        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export for Cockatrice"), "cards.xml",
            self.tr("Cockatrice card database (*.xml)"))
        if not path:
            return
        if not Path(path).suffix:
            path += ".xml"
        try:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                n = self.service.export_cockatrice(path)
            finally:
                QGuiApplication.restoreOverrideCursor()
        except OSError as exc:
            QMessageBox.critical(self.window, self.tr("Export failed"), f"{path}: {exc.strerror}")
            return
        self.status.emit(self.tr("%1 cards written to %2 for Cockatrice")
                         .replace("%1", str(n)).replace("%2", path), 5000)
