"""The Simulation tab's "Gauntlet…": tick saved decks and add deck files, play this deck
against each and see one sorted row per opponent with its win rate and interval, and a
bar chart."""

from __future__ import annotations

import csv
import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from deckbuilder.paths import resource
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.gauntlet_dialog import GauntletDialog, GauntletPicker
from deckbuilder.ui.playtest.simulation_panel import SimulationPanel


@pytest.fixture
def panel(qtbot: QtBot, service: CatalogService) -> SimulationPanel:
    playtest = PlaytestService(DeckService(service.db))
    deck = playtest.decks.read_file(resource("decks", "monster-cards.txt"))
    playtest.decks.save(dataclasses.replace(deck, name="Saved Rival"))
    ruleset, _guessed = playtest.decks.ruleset_for(deck)
    panel = SimulationPanel(playtest, playtest.playable(deck, ruleset))
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    panel.games_spin.setValue(4)
    panel.all_cores_check.setChecked(False)
    return panel


def _rival(tmp_path: Path, name: str, drop: int = 0) -> Path:
    """The sample deck renamed, with its first ``drop`` card lines removed."""
    lines = resource("decks", "monster-cards.txt").read_text(encoding="utf-8").splitlines()
    lines = [line.replace("Name: Wild Menagerie", f"Name: {name}") for line in lines]
    cards = [i for i, line in enumerate(lines) if line[:1].isdigit()]
    for i in reversed(cards[:drop]):
        del lines[i]
    path = tmp_path / f"{name}.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _in_picker(qtbot: QtBot, answer: Callable[[GauntletPicker], object]) -> None:
    """Answer the picker (a modal dialog) the way a user does, once it is up."""
    def later() -> None:
        picker = QApplication.activeModalWidget()
        if not isinstance(picker, GauntletPicker):
            QTimer.singleShot(20, later)
            return
        answer(picker)
    QTimer.singleShot(0, later)


def _tick(qtbot: QtBot, picker: GauntletPicker, label: str) -> None:
    view = picker.decks
    (item,) = view.findItems(label, Qt.MatchFlag.MatchExactly)
    rect = view.visualItemRect(item)
    # The check box sits at the left edge of the row.
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.topLeft() + QPoint(10, rect.height() // 2))
    assert item.checkState() == Qt.CheckState.Checked


def test_gauntlet_lists_each_opponent_sorted_with_its_interval_and_exports_csv(
        qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    files = [_rival(tmp_path, "Copy"), _rival(tmp_path, "Thin", drop=3)]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        lambda *a, **k: ([str(f) for f in files], ""))

    def answer(picker: GauntletPicker) -> None:
        assert not picker.play_button.isEnabled()  # nothing ticked yet
        qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton)
        _tick(qtbot, picker, "Deck: Saved Rival")
        qtbot.mouseClick(picker.play_button, Qt.MouseButton.LeftButton)

    _in_picker(qtbot, answer)
    qtbot.mouseClick(panel.gauntlet_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(getattr(panel, "comparison_dialog", None),
                                       GauntletDialog), timeout=120_000)
    dialog = panel.comparison_dialog
    assert isinstance(dialog, GauntletDialog)
    rows = dialog.rows
    assert sorted(r["opponent"] for r in rows) == ["Copy", "Saved Rival", "Thin"]
    assert all(r["games"] == 4 for r in rows)
    scores = [r["score"] or 0 for r in rows]
    assert scores == sorted(scores, reverse=True)
    assert dialog.table.rowCount() == 3
    def cell(r: int, c: int) -> str:
        item = dialog.table.item(r, c)
        assert item is not None
        return item.text()

    for r, row in enumerate(rows):
        assert cell(r, 0) == row["opponent"]
        assert cell(r, 1) == "4"
        lo, hi = row["ci95"]
        assert lo <= (row["win_rate"] or 0) <= hi
        assert cell(r, 2).startswith(f"{row['wins']}–{row['draws']}–{row['losses']}")
        assert "–" in cell(r, 4) and "–" in cell(r, 6)
        assert dialog.bars.at(r) == pytest.approx(100 * (row["score"] or 0))

    out = tmp_path / "g.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    with out.open(encoding="utf-8") as fh:
        written = list(csv.DictReader(fh))
    assert [w["opponent"] for w in written] == [r["opponent"] for r in rows]
    assert [int(w["wins"]) for w in written] == [r["wins"] for r in rows]
    dialog.close()


def test_gauntlet_with_a_file_that_is_no_deck_names_the_file(
        qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        lambda *a, **k: ([str(_rival(tmp_path, "Copy")), str(bad)], ""))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *a, **k: said.append(text))
    _in_picker(qtbot, lambda picker: (
        qtbot.mouseClick(picker.add_button, Qt.MouseButton.LeftButton),
        qtbot.mouseClick(picker.play_button, Qt.MouseButton.LeftButton)))
    qtbot.mouseClick(panel.gauntlet_button, Qt.MouseButton.LeftButton)
    assert said and "broken.json" in said[0]
    assert getattr(panel, "comparison_dialog", None) is None



def test_gauntlet_offers_the_starter_deck_and_says_one_deck(
        qtbot: QtBot, panel: SimulationPanel, qapp: QApplication) -> None:
    """Issue 30: the Gauntlet listed only saved decks (no starter deck), and a gauntlet
    of one said "against 1 decks"."""
    from deckbuilder.ui.common.i18n import install_translators

    keep = install_translators(qapp, "en")  # English plural forms, as the app has them
    listed: list[str] = []

    def answer(picker: GauntletPicker) -> None:
        listed.extend(picker.decks.item(i).text() for i in range(picker.decks.count()))
        _tick(qtbot, picker, next(t for t in listed if t.startswith("Starter: ")))
        qtbot.mouseClick(picker.play_button, Qt.MouseButton.LeftButton)

    _in_picker(qtbot, answer)
    qtbot.mouseClick(panel.gauntlet_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(getattr(panel, "comparison_dialog", None),
                                       GauntletDialog), timeout=120_000)
    assert listed[0] == "Starter: Wild Menagerie" and "Deck: Saved Rival" in listed
    dialog = panel.comparison_dialog
    assert isinstance(dialog, GauntletDialog)
    try:
        assert dialog.status_label.text().endswith("against 1 deck"), \
            dialog.status_label.text()
    finally:
        for translator in keep:
            qapp.removeTranslator(translator)
        dialog.close()
