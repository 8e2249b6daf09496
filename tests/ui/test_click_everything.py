"""Click everything (issue 14): the app is started by its own start function on a
temporary database, and every menu action and every visible, enabled button of every
window, tab and dialog reachable from the main window is clicked once. Any exception that
reaches the excepthook, and any "Something went wrong" box, fails the test with the path
of clicks that led to it. Nothing here names a button: a new one is clicked without anyone
writing a test for it (see tests/ui/click_support.py for how dialogs are answered).

One test per menu of the main window, one for the main window's own buttons and tabs, so
a failure names where it happened; a test checks that no menu is left out.

What is clicked: menu actions (submenus included), visible enabled buttons, each other
item of every combo box (at most 8), widgets that show the pointing hand (cards and piles
on the playtest table), keyboard-only actions and shortcuts, every tab; then the same in
every window or dialog that opens, 4 deep. A menu popped up at the cursor (a card with
several targets) answers with an entry not chosen before. Message boxes are declined
("Save the changes?" is answered Discard so New, Open and Import go on), file dialogs
get a sample file or a new path under the test's folder, a dialog run by exec() is
clicked through and returns what its last button gave (accepting buttons are clicked
last).

The cases: each menu and the buttons with a starter deck open (saved, with one unsaved
change); the Deck menu (so the playtest) with every other starter deck; File, Edit and
Deck on the first start (an empty untitled deck); File, Deck and Collection in Russian.

Skipped, and why (everything else is clicked):
- File › Quit: it ends the run. Every test ends with it instead, with "Discard" as the
  answer to unsaved changes so the window really closes.
- Simulation › "Use all cores": starts worker processes, seconds each time; clicked in
  the main case (the main window's buttons with the starter deck) only.
- Right-click context menus and drag and drop: not menus or buttons; the journey tests
  drag cards.
- A dialog shown again by a loop of its caller (Paste Deck List asks again after a bad
  list) is explored the first time only; a tab stops after 60 clicks (a game on the
  playtest table makes new choice buttons after every click).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QTableView, QWidget

from deckbuilder.paths import resource
from tests.ui.click_support import SEP, Explorer, FileAnswers, Finding

BUTTONS = "(buttons and tabs)"
#: The main window's menus; test_every_menu_is_clicked fails when one is missing here.
MENUS = ("File", "Edit", "Deck", "Collection", "View", "Help")

START_DECK = "monsuno-hard.txt"
#: No deck file: the window as on the very first start (an empty, untitled deck).
FIRST_START = "first-start"
OTHER_DECKS = sorted(p.name for p in resource("decks").glob("*.txt") if p.name != START_DECK)

def _skipper(full: bool) -> Callable[[str, object], str | None]:
    """What is not clicked, and why (listed in the module docstring)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QCheckBox

    from deckbuilder.ui.playtest.simulation_panel import SimulationPanel

    def skip(_path: str, obj: object) -> str | None:
        if isinstance(obj, QAction) and obj.text() == QCoreApplication.translate(
                "MainWindow", "&Quit"):
            return "ends the run; each test ends with it"
        if not full and isinstance(obj, QCheckBox) \
                and obj is getattr(_panel_of(obj, SimulationPanel), "all_cores_check", None):
            return "starts worker processes (seconds); clicked in the main case only"
        return None

    return skip


def _panel_of(widget: QWidget, kind: type) -> object:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, kind):
        parent = parent.parentWidget()
    return parent


@pytest.fixture
def app_db(starter_template: Path, tmp_path: Path) -> Path:
    target = tmp_path / "data" / "deckbuilder.sqlite3"
    target.parent.mkdir()
    shutil.copyfile(starter_template, target)
    pics = starter_template.with_name(starter_template.stem + ".pictures")
    if pics.exists():
        shutil.copytree(pics, target.with_name(target.stem + ".pictures"))
    return target


def _samples(tmp_path: Path, db_path: Path) -> dict[str, Path]:
    """A sensible file for each kind of open dialog; the others are cancelled."""
    from deckbuilder.catalog.backup import create_backup
    from deckbuilder.catalog.db import Database

    samples = tmp_path / "samples"
    samples.mkdir()
    collection = samples / "collection.csv"
    collection.write_text("Quantity,Name\n2,Nightsting\n1,No Such Card\n", encoding="utf-8")
    backup = samples / "backup.zip"
    with Database.open(db_path) as db:
        create_backup(db, backup)
    picture = next(resource("pictures", "monsuno").glob("*.png"))
    return {
        "*.csv": collection,
        "*.json *.csv": resource("catalogs", "redakai.json"),
        "*.txt": resource("decks", "redakai-advanced.txt"),
        "*.zip": backup,
        "*.png": picture,
    }


def _prepare(window: object, qtbot: object, explorer: Explorer) -> None:
    """What a user has done before exploring: the deck saved (so Duplicate, Delete and
    Open Recent have something to act on), a catalog card and a deck card selected, and
    one more copy of the deck card (an unsaved change, so Undo can be clicked and "Save
    the changes?" is asked)."""
    from PySide6.QtCore import Qt

    with explorer.at("(setup)", "File", "Save Deck"):
        window.editor.act_save.trigger()  # type: ignore[attr-defined]
        explorer.settle()

    for table in (window.catalog.table, window.editor.tables["deck"]):  # type: ignore[attr-defined]
        assert isinstance(table, QTableView)
        index = table.model().index(0, 1)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[attr-defined]
                         pos=table.visualRect(index).center())
    with explorer.at("(setup)", "+"):
        qtbot.mouseClick(window.editor.plus_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        explorer.settle()


def _quit(explorer: Explorer, window: object) -> None:
    from deckbuilder.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    with explorer.at("MainWindow", "File", "Quit"):
        window.act_quit.trigger()
        explorer.settle()
    if window.isVisible():  # pragma: no cover - a bug of its own, reported below
        explorer.findings.append(Finding("MainWindow › File › Quit",
                                         "the window stayed open after Discard"))
        window.editor.doc.undo_stack.setClean()
        window.close()


def run_clicks(section: str, qtbot: object, tmp_path: Path, app_db: Path,
               monkeypatch: pytest.MonkeyPatch, deck: str = START_DECK,
               language: str = "en") -> Explorer:
    from deckbuilder.ui import app as app_module
    from deckbuilder.ui.main_window import MainWindow

    answers = FileAnswers(tmp_path / "saved", _samples(tmp_path, app_db))
    import random

    # "New Seed" draws from the shared generator: the same game, so the same clicks, on
    # every run.
    monkeypatch.setattr(random, "randrange", random.Random(14).randrange)
    full = (section, deck, language) == (BUTTONS, START_DECK, "en")
    explorer = Explorer(qtbot, answers, skip=_skipper(full))
    explorer.install(monkeypatch)
    problems: list[BaseException] = []

    def drive() -> None:
        window = None
        try:
            explorer.wrap_excepthook()
            window = next(w for w in QApplication.topLevelWidgets()
                          if isinstance(w, MainWindow) and w.isVisible())
            explorer.menu_titles_seen = explorer.menu_titles(window)  # type: ignore[attr-defined]
            if deck != FIRST_START:
                _prepare(window, qtbot, explorer)
            explorer.settle()
            with explorer.at("MainWindow"):
                if section == BUTTONS:
                    explorer.explore(window, menus=False)
                else:
                    explorer.explore(window, buttons=False, only_menu=MENUS.index(section))
        except BaseException as exc:  # the test's own failure: re-raised after the run
            problems.append(exc)
        finally:
            try:
                if window is not None:
                    _quit(explorer, window)
            except BaseException as exc:  # the window must close all the same
                problems.append(exc)
            finally:
                # Whatever happened, run_app returns and the test reports it (also from
                # the window it opens again after a restore).
                quitter.start()

    quitter = QTimer()
    quitter.setInterval(100)
    quitter.timeout.connect(QApplication.quit)
    QTimer.singleShot(0, drive)
    code = app_module.run_app(app_db, language=language,
                              open_files=[resource("decks", deck)] if deck != FIRST_START
                              else [])
    quitter.stop()
    if problems:
        raise problems[0]
    assert code == 0
    return explorer


def _report(explorer: Explorer) -> str:
    lines = [f"{len(explorer.findings)} problem(s) found by clicking:"]
    lines += [str(f) for f in explorer.findings]
    return "\n".join(lines)


CASES = [
    *((s, START_DECK, "en") for s in (*MENUS, BUTTONS)),
    *(("Deck", d, "en") for d in OTHER_DECKS),
    *((s, FIRST_START, "en") for s in ("File", "Edit", "Deck")),
    # Russian texts go through other format strings (and plurals): the windows with the
    # most text (proxies, playtest), and the Collection window's plurals.
    *((s, START_DECK, "ru") for s in ("File", "Deck", "Collection")),
]


@pytest.mark.parametrize(("section", "deck", "language"), CASES)
def test_click_everything(section: str, deck: str, language: str, qtbot,  # type: ignore[no-untyped-def]
                          tmp_path: Path, app_db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    explorer = run_clicks(section, qtbot, tmp_path, app_db, monkeypatch, deck, language)
    print(f"{len(explorer.clicked)} clicks:", *explorer.clicked, sep="\n  ")
    slow = sorted(explorer.seconds.items(), key=lambda kv: -kv[1])[:8]
    print("slowest:", *(f"{t:.2f}s {p}" for p, t in slow), sep="\n  ")
    print("skipped:", *(f"{p}: {r}" for p, r in explorer.skipped), sep="\n  ")
    print("messages:", *(f"{p}: [{k}] {t}" for p, k, t in explorer.messages), sep="\n  ")
    assert not explorer.findings, _report(explorer)
    # Nothing passes by clicking nothing: the menu's own entries, or the main window's
    # buttons, were clicked.
    first_steps = {p.split(SEP)[1] for p in explorer.clicked if p.startswith("MainWindow")}
    assert len(first_steps) >= (1 if section != BUTTONS else 10), explorer.clicked
    if language == "en":
        # A menu added to the window gets its own test here.
        assert explorer.menu_titles_seen == list(MENUS)  # type: ignore[attr-defined]


def test_the_explorer_reports_an_exception_in_a_slot_with_its_path(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The machinery itself: a slot that raises, two clicks away, is a finding named by
    its path — so a green click-everything run means something."""
    import sys

    from PySide6.QtWidgets import QDialog, QMainWindow, QPushButton, QVBoxLayout

    window = QMainWindow()
    qtbot.addWidget(window)

    def open_dialog() -> None:
        dialog = QDialog(window)
        dialog.setWindowTitle("Tools")
        lay = QVBoxLayout(dialog)
        boom = QPushButton("Break")
        boom.clicked.connect(lambda: [][1])
        lay.addWidget(boom)
        dialog.exec()

    window.menuBar().addMenu("&Tools").addAction("Open &Tools…", open_dialog)
    window.show()
    explorer = Explorer(qtbot, FileAnswers(tmp_path))
    explorer.install(monkeypatch)
    monkeypatch.setattr(sys, "excepthook", lambda *_a: None)  # pytest-qt's: not this time
    explorer.wrap_excepthook()
    with explorer.at("MainWindow"):
        explorer.explore(window)
    assert [(f.path, f.error) for f in explorer.findings] == [
        ("MainWindow › Tools › Open Tools… › QDialog “Tools” › Break",
         "IndexError: list index out of range")]
