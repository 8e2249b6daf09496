"""The main jobs, start to end, as a user does them: the app is started with its own start
function on a temporary data folder, and driven only through its widgets — clicks, key
presses, menu items found by their text, drags delivered to the views; file dialogs,
prompts and message boxes are answered by the ``dialogs`` fixture (tests/ui/app_driver)."""

from __future__ import annotations

import csv
import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
)

from deckbuilder.rules.engine import CHANCE
from deckbuilder.ui.deck.deck_dialogs import NewDeckDialog
from tests.ui.app_driver import AppDriver, Dialogs, center, drag_rows, trigger
from tests.ui.test_playtest_window import click_one_step

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "resources" / "decks"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def db_file(starter_template: Path, tmp_path: Path) -> Path:
    """The starter database as a first start makes it, copied (journey 1 makes its own)."""
    target = tmp_path / "data" / "deckbuilder.sqlite3"
    target.parent.mkdir()
    shutil.copyfile(starter_template, target)
    return target


def search(driver: AppDriver, window: Any, text: str) -> None:
    """Click in the search box, type, press Enter."""
    box = window.catalog.search
    driver.qtbot.mouseClick(box, LEFT)
    box.selectAll()
    driver.qtbot.keyClick(box, Qt.Key.Key_Delete)
    driver.qtbot.keyClicks(box, text)
    driver.qtbot.keyClick(box, Qt.Key.Key_Return)
    # The search runs on its own thread: the user waits for the results to show.
    driver.qtbot.waitUntil(lambda: not window.catalog.searching)


def catalog_names(window: Any) -> list[str]:
    model = window.model
    return [model.record(r).card.name for r in range(model.rowCount())]


def owned_cell(window: Any, row: int) -> Any:
    model = window.model
    return model.index(row, model.column_of("owned")).data()


def click(driver: AppDriver, button: QAbstractButton) -> None:
    assert button.isEnabled() and button.isVisible(), button.text()
    driver.qtbot.mouseClick(button, LEFT)


# ----------------------------------------------------------------------------- 1

def test_first_start_search_own_import_and_export_a_collection(
        driver: AppDriver, dialogs: Dialogs, tmp_path: Path) -> None:
    from deckbuilder.ui.catalog.collection_import import CollectionImportDialog

    w = driver.start()  # the first start: the starter catalogs are loaded
    assert w.model.rowCount() > 0 and "card" in w.count_label.text()
    search(driver, w, '"Blazing Jab"')
    assert catalog_names(w) == ["Blazing Jab"]
    # The detail pane shows the card found; + twice, − once.
    assert w.detail.record.card.name == "Blazing Jab"
    for button in (w.detail.plus, w.detail.plus, w.detail.plus, w.detail.minus):
        click(driver, button)
    assert owned_cell(w, 0) == 2
    search(driver, w, "is:owned")
    assert catalog_names(w) == ["Blazing Jab"]

    csv_file = tmp_path / "from-another-tool.csv"
    csv_file.write_text("Count,Name\n3,Magma Fist\n1,Vine Snap\n", encoding="utf-8")
    seen: dict[str, Any] = {}

    def preview_and_import(dialog: Any) -> None:
        seen["rows"] = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
        seen["status"] = dialog.status.text()
        click(driver, dialog.import_button)

    dialogs.choose_file(csv_file)
    errors = dialogs.on_next_modal(preview_and_import, kind=CollectionImportDialog)
    trigger(w, "Collection", "Import Collection CSV…")
    assert not errors
    assert seen["rows"] == ["Magma Fist", "Vine Snap"]
    assert "2 rows read, 2 cards will change" in seen["status"]
    search(driver, w, "is:owned")
    assert sorted(catalog_names(w)) == ["Blazing Jab", "Magma Fist", "Vine Snap"]

    out = tmp_path / "exported.csv"
    dialogs.choose_file(out)
    trigger(w, "Collection", "Export Collection CSV…")
    with out.open(encoding="utf-8", newline="") as f:
        rows = {(r["Name"], r["Quantity"]) for r in csv.DictReader(f)}
    assert rows == {("Blazing Jab", "2"), ("Magma Fist", "3"), ("Vine Snap", "1")}
    assert "3 rows written" in w.statusBar().currentMessage()


# ----------------------------------------------------------------------------- 2

def problem_rows(window: Any) -> list[str]:
    model = window.editor.problems_model
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def test_build_a_deck_fix_a_problem_save_quit_and_find_it_again(
        driver: AppDriver, dialogs: Dialogs, db_file: Path) -> None:
    w = driver.start(db_file)
    # New Deck: the game and ruleset offered (the open deck's) taken with Enter.
    chosen = dialogs.on_next_modal(lambda d: driver.qtbot.keyClick(d, Qt.Key.Key_Return),
                                   kind=NewDeckDialog)
    driver.press(w, "Ctrl+N")
    assert not chosen
    editor = w.editor
    assert editor.doc.is_empty
    # Four double-clicks on the card's name: one copy too many.
    search(driver, w, '"Blazing Jab"')
    table = w.catalog.table
    name_col = w.model.column_of("name")
    pause = QApplication.styleHints().mouseDoubleClickInterval() + 50
    driver.qtbot.mouseClick(table.viewport(), LEFT, pos=center(table, 0, name_col))
    for _ in range(4):
        # Apart in time: four double-clicks, not one burst of clicks with the last one.
        driver.qtbot.wait(pause)
        driver.qtbot.mouseDClick(table.viewport(), LEFT, pos=center(table, 0, name_col))
    assert editor.doc.deck.copies("Blazing Jab") == 4
    # A second card dragged from the catalog onto the deck table.
    search(driver, w, '"Magma Fist"')
    assert catalog_names(w) == ["Magma Fist"]
    assert drag_rows(table, [0], editor.tables["deck"])
    assert editor.doc.deck.copies("Magma Fist") == 1
    # The Problems tab names it; clicking the problem selects the card, − fixes it.
    tabs = editor.tabs
    driver.qtbot.mouseClick(tabs.tabBar(), LEFT, pos=tabs.tabBar().tabRect(0).center())
    problems = [p for p in problem_rows(w) if "4 copies of 'Blazing Jab'" in p]
    assert problems
    row = problem_rows(w).index(problems[0])
    view = editor.problems
    # Errors come first and wrap: the third may be below the tab's first lines.
    view.scrollTo(view.model().index(row, 0))
    driver.qtbot.mouseClick(view.viewport(), LEFT, pos=center(view, row))
    assert editor.tables["deck"].selected_names() == ["Blazing Jab"]
    click(driver, editor.minus_button)
    assert editor.doc.deck.copies("Blazing Jab") == 3
    assert not [p for p in problem_rows(w) if "copies of 'Blazing Jab'" in p]
    # Save: Ctrl+S asks for the name.
    dialogs.type_text("Journey Jabs")
    driver.press(w, "Ctrl+S")
    assert "Journey Jabs" in w.windowTitle() and "•" not in w.windowTitle()
    assert driver.quit(w)
    assert not dialogs.of_kind("question")  # saved: quitting asked nothing
    again = driver.start(db_file)
    deck = again.editor.doc.deck
    assert deck.name == "Journey Jabs"
    assert (deck.copies("Blazing Jab"), deck.copies("Magma Fist")) == (3, 1)
    assert again.editor.models["deck"].rowCount() == 2


# ----------------------------------------------------------------------------- 3

def test_import_playtest_a_turn_undo_simulate_and_export(
        driver: AppDriver, dialogs: Dialogs, db_file: Path, tmp_path: Path) -> None:
    from deckbuilder.ui.playtest.playtest_window import PlaytestWindow

    w = driver.start(db_file)
    dialogs.choose_file(DECKS / "monster-cards.txt")
    trigger(w, "File", "Import Deck File…")
    assert w.editor.doc.deck.ruleset == "monster-cards"
    driver.press(w, "Ctrl+T")
    pt = next(x for x in QApplication.topLevelWidgets()
              if isinstance(x, PlaytestWindow) and x.isVisible())
    driver.qtbot.waitExposed(pt)
    # One turn, by clicking the buttons a player would.
    rng = random.Random(4)
    start_turn = pt.state.turn
    keys = []
    for _ in range(300):
        if pt.state.turn > start_turn + 1 and pt.state.current_player() != CHANCE:
            break
        keys.append(pt.state.state_key())
        click_one_step(pt, rng)
    assert pt.state.turn > start_turn + 1
    logged = pt.log.count()
    click(driver, pt.undo_button)
    assert pt.state.state_key() == keys[-1]
    assert pt.log.count() == logged + 1  # "undone" is logged, the step greyed out
    # The simulation tab: 200 games, Run, wait, export.
    tabs = pt.tabs
    index = tabs.indexOf(pt.simulation)
    driver.qtbot.mouseClick(tabs.tabBar(), LEFT, pos=tabs.tabBar().tabRect(index).center())
    assert tabs.currentWidget() is pt.simulation
    sim = pt.simulation
    spin = sim.games_spin
    driver.qtbot.mouseClick(spin.lineEdit(), LEFT)
    spin.lineEdit().selectAll()
    driver.qtbot.keyClicks(spin.lineEdit(), "200")
    driver.qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Tab)
    assert spin.value() == 200
    click(driver, sim.run_button)
    driver.qtbot.waitUntil(lambda: not sim.running and sim.summary is not None, timeout=60000)
    assert sim.summary["games"] == 200
    out = tmp_path / "results.csv"
    dialogs.choose_file(out)
    click(driver, sim.export_button)
    text = out.read_text(encoding="utf-8")
    assert text.splitlines()[0] and len(text.splitlines()) > 3
    assert "200" in text
    as_json = tmp_path / "results.json"
    dialogs.choose_file(as_json)
    click(driver, sim.export_button)
    doc = json.loads(as_json.read_text(encoding="utf-8"))
    assert doc["games"] == 200
    pt.close()


# ----------------------------------------------------------------------------- 4

def test_proxies_save_a_pdf_and_print_to_a_pdf_file(
        driver: AppDriver, dialogs: Dialogs, db_file: Path, tmp_path: Path) -> None:
    from pypdf import PdfReader
    from PySide6.QtPrintSupport import QPrintDialog

    from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog

    w = driver.start(db_file)
    dialogs.choose_file(DECKS / "redakai-advanced.txt")
    trigger(w, "File", "Import Deck File…")
    saved, printed = tmp_path / "proxies.pdf", tmp_path / "printed.pdf"
    seen: dict[str, Any] = {}

    def print_to_file(pd: Any) -> None:
        # Qt's own print dialog; with no printer installed its only one is a PDF file.
        combo = pd.findChild(QComboBox, "printers")
        assert "PDF" in combo.currentText()
        name = pd.findChild(QLineEdit, "filename")
        name.selectAll()
        driver.qtbot.keyClick(name, Qt.Key.Key_Delete)
        driver.qtbot.keyClicks(name, str(printed))
        box = pd.findChild(QDialogButtonBox)
        ok = next(b for b in box.buttons()
                  if box.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole)
        click(driver, ok)

    def use_the_dialog(dialog: Any) -> None:
        seen["pages"] = dialog.page_count
        dialogs.choose_file(saved)
        click(driver, dialog.save_button)
        seen["print_errors"] = dialogs.on_next_modal(print_to_file, kind=QPrintDialog)
        click(driver, dialog.print_button)
        click(driver, dialog.close_button)

    errors = dialogs.on_next_modal(use_the_dialog, kind=ProxyDialog, timeout_ms=60000)
    driver.press(w, "Ctrl+P")
    assert not errors, errors
    assert not seen["print_errors"], seen["print_errors"]
    assert seen["pages"] >= 1
    assert len(PdfReader(saved).pages) == seen["pages"]
    assert len(PdfReader(printed).pages) == seen["pages"]
    assert not dialogs.of_kind("critical", "warning")
