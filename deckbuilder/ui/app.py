"""Starting the window: the application object, language, database, main window."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

_T0 = time.perf_counter()


def run_app(db_path: Path | None = None, *, exit_on_launch: bool = False,
            language: str | None = None) -> int:
    """Open the window on the database and run until it closes. Returns the exit code."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from deckbuilder import APP_NAME, APP_TITLE, __version__

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_TITLE)
    app.setApplicationVersion(__version__)
    from deckbuilder.ui.i18n import chosen_language, install_translators

    translators = install_translators(app, chosen_language(language))
    from deckbuilder.catalog.db import DatabaseError
    from deckbuilder.services.catalog_service import CatalogService

    try:
        service = CatalogService.open(db_path)
    except DatabaseError as exc:
        QMessageBox.critical(None, APP_TITLE, str(exc))
        print(f"deckbuilder: {exc}", file=sys.stderr)
        return 2
    from deckbuilder.ui.main_window import MainWindow

    window = MainWindow(service)
    window.show()
    if os.environ.get("DECKBUILDER_REPORT_STARTUP"):
        app.processEvents()
        print(f"window shown after {time.perf_counter() - _T0:.3f} s", flush=True)
    if exit_on_launch:
        QTimer.singleShot(0, window.close)
        QTimer.singleShot(0, app.quit)
    code = app.exec()
    service.close()
    del translators
    return int(code)
