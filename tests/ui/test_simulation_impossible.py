"""The Simulation tab says why a deck cannot win when its cards say so (issue 17): one line
under the figures, in the window's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from deckbuilder.paths import resource
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.simulation_panel import SimulationPanel
from tests.test_cli_impossible import NO_RIGHT_ZONE

WHY = ("No game can be won: no card in the deck damages the right zone, so no character "
       "can be defeated.")


def _panel(qtbot: QtBot, service: CatalogService, path: Path) -> SimulationPanel:
    playtest = PlaytestService(DeckService(service.db))
    deck = playtest.decks.read_file(path)
    ruleset, _guessed = playtest.decks.ruleset_for(deck)
    panel = SimulationPanel(playtest, playtest.playable(deck, ruleset))
    qtbot.addWidget(panel)
    panel.resize(1000, 720)
    panel.show()
    qtbot.waitExposed(panel)
    panel.games_spin.setValue(20)
    with qtbot.waitSignal(panel.simulationFinished, timeout=120_000):
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    return panel


def test_a_deck_that_never_damages_the_right_zone_is_told_why(
        qtbot: QtBot, service: CatalogService, tmp_path: Path) -> None:
    path = tmp_path / "no-right.txt"
    path.write_text(NO_RIGHT_ZONE, encoding="utf-8")
    panel = _panel(qtbot, service, path)
    assert panel.summary["impossible"][0]["code"] == "zone-never-damaged"
    assert WHY in panel.summary_label.text()
    assert panel.summary_label.isVisible()


def test_a_starter_deck_gets_no_such_line(qtbot: QtBot, service: CatalogService) -> None:
    panel = _panel(qtbot, service, resource("decks", "redakai-advanced.txt"))
    assert "impossible" not in panel.summary
    assert "No game can be won" not in panel.summary_label.text()
