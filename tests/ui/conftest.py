from __future__ import annotations

from collections.abc import Iterator

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.services.catalog_service import CatalogService


@pytest.fixture
def service(starter_db: Database) -> Iterator[CatalogService]:
    yield CatalogService(starter_db)


@pytest.fixture
def main_window(qtbot, service: CatalogService, qapp):  # type: ignore[no-untyped-def]
    from deckbuilder.ui.main_window import MainWindow

    qapp.setOrganizationName("deckbuilder-tests")
    qapp.setApplicationName("deckbuilder-tests")
    window = MainWindow(service)
    # Unsaved deck changes are thrown away when the test ends: closing would otherwise
    # ask about them in a modal dialog that nobody answers.
    qtbot.addWidget(window, before_close_func=lambda w: w.editor.doc.undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    yield window
