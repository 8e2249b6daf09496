from __future__ import annotations

from collections.abc import Iterator

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.services.catalog_service import CatalogService
from tests.ui.app_driver import dialogs, driver  # noqa: F401 - fixtures for every UI test


@pytest.fixture
def service(starter_db: Database) -> Iterator[CatalogService]:
    yield CatalogService(starter_db)


@pytest.fixture
def main_window(qtbot, service: CatalogService, qapp):  # type: ignore[no-untyped-def]
    from deckbuilder.ui.main_window import MainWindow

    qapp.setOrganizationName("deckbuilder-tests")
    qapp.setApplicationName("deckbuilder-tests")
    window = MainWindow(service)
    # The deck is thrown away when the test ends (an imported one counts as unsaved too):
    # closing would otherwise ask about it in a modal dialog that nobody answers.
    qtbot.addWidget(window, before_close_func=lambda w: w.editor.doc.new())
    window.show()
    qtbot.waitExposed(window)
    yield window


@pytest.fixture(autouse=True)
def _catalog_opens_as_a_list():  # type: ignore[no-untyped-def]
    """Each window starts with the catalog as a list, as on a first start. Qt reads the
    settings folder once per process, so a test that switches to the grid (remembered
    for the next start) would hand the grid to every later test's window."""
    yield
    from PySide6.QtCore import QSettings

    from deckbuilder.ui.catalog.catalog_panel import VIEW_KEY

    QSettings().remove(VIEW_KEY)


@pytest.fixture(autouse=True)
def _deck_opens_as_lists():  # type: ignore[no-untyped-def]
    """Each window shows the deck as lists, as on a first start: the card view and its
    grouping, once chosen, are remembered like the catalog's grid (see above)."""
    yield
    from PySide6.QtCore import QSettings

    from deckbuilder.ui.deck.deck_views import GROUPING_KEY, VIEW_KEY

    QSettings().remove(VIEW_KEY)
    QSettings().remove(GROUPING_KEY)


@pytest.fixture(autouse=True, scope="session")
def _app_style(qapp):  # type: ignore[no-untyped-def]
    """The app's style, set once before any window as the app itself does (setting it later
    would repolish the windows earlier tests left behind)."""
    from deckbuilder.ui.common.style import apply_style

    apply_style(qapp)


@pytest.fixture
def russian(qapp):  # type: ignore[no-untyped-def]
    """The application in Russian with the compiled translation, as a user chose it; back
    in English afterwards."""
    from PySide6.QtCore import QLocale

    from deckbuilder.ui.common.i18n import install_translators

    locale = QLocale()
    installed = install_translators(qapp, "ru")
    assert installed, "the Russian translation did not load"
    yield
    for translator in installed:
        qapp.removeTranslator(translator)
    qapp.setProperty("deckbuilder_language", "en")
    QLocale.setDefault(locale)



@pytest.fixture(autouse=True)
def _clipboard_left_empty() -> Iterator[None]:
    """Every window test shares one application and so one clipboard: a deck list one test
    copies (or pastes from) must not be what the next test's Paste Deck List… reads."""
    yield
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if isinstance(app, QApplication):
        clipboard = app.clipboard()
        if clipboard is not None:
            clipboard.clear()


UNANSWERED_AFTER_S = 30.0


@pytest.fixture(autouse=True)
def _unanswered_dialogs_fail_the_test(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """A modal question nobody answers would wait for ever, and the whole run would end at
    the global timeout with no summary. A watchdog closes any modal window left open for
    half a minute and fails the test that opened it, naming the window."""
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

    seen: dict[int, float] = {}
    closed: list[str] = []

    def check() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            seen.clear()
            return
        first = seen.setdefault(id(modal), time.monotonic())
        if time.monotonic() - first < UNANSWERED_AFTER_S:
            return
        text = modal.text() if isinstance(modal, QMessageBox) else ""
        closed.append(f"{modal.windowTitle()!r} {text!r}".strip())
        seen.pop(id(modal), None)
        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()

    timer = QTimer()
    timer.setInterval(1000)
    timer.timeout.connect(check)
    timer.start()
    yield
    timer.stop()
    if closed:
        pytest.fail("a modal window was left unanswered and closed by the watchdog: "
                    + "; ".join(closed))
