"""The Simulation tab's "Against…" the way a user plays it: a Monsuno medium deck against
its own exported copy (the same name twice, many drawn games). The chart tells the decks
apart as A and B, the words show wins, draws and losses and the score, the games run on
every core, and Cancel stops them with the window still usable."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from deckbuilder.paths import resource
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.matchup_dialog import MatchupDialog
from deckbuilder.ui.playtest.simulation_panel import SimulationPanel
from tests.ui.opponent_answer import answer_opponent

MEDIUM = "monsuno-medium.txt"


@pytest.fixture
def panel(qtbot: QtBot, service: CatalogService) -> SimulationPanel:
    playtest = PlaytestService(DeckService(service.db))
    deck = playtest.decks.read_file(resource("decks", MEDIUM))
    ruleset, _guessed = playtest.decks.ruleset_for(deck)
    panel = SimulationPanel(playtest, playtest.playable(deck, ruleset))
    qtbot.addWidget(panel)
    panel.resize(1000, 720)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _against_its_copy(qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
                      tmp_path: Path) -> MatchupDialog:
    """Click "Against…" and choose an exported copy of the deck (the same name)."""
    copy = tmp_path / "copy.txt"
    copy.write_text(resource("decks", MEDIUM).read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(copy), ""))
    answer_opponent(qtbot)
    qtbot.mouseClick(panel.against_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(getattr(panel, "comparison_dialog", None),
                                       MatchupDialog))
    dialog = panel.comparison_dialog
    assert isinstance(dialog, MatchupDialog)
    return dialog


def test_a_deck_against_its_copy_labels_a_and_b_and_shows_draws_and_the_score(
        qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    panel.games_spin.setValue(40)
    dialog = _against_its_copy(qtbot, panel, monkeypatch, tmp_path)
    if dialog.figures is None:
        with qtbot.waitSignal(dialog.finished_figures, timeout=120_000):
            pass
    f = dialog.figures
    assert f is not None and f["games"] == 40
    name = panel.playable.deck.deck.name
    # One category per outcome, each bar under its own label (an axis merges equal
    # categories: with both decks called the same, B's wins were drawn under "Draw").
    assert dialog.outcome_axis.categories() == [f"A: {name} won", f"B: {name} won", "Draw",
                                                "Unfinished"]
    (bars,) = dialog.outcomes.barSets()
    assert [bars.at(i) for i in range(bars.count())] == \
        [f["a"]["wins"], f["b"]["wins"], f["draws"], f["unfinished"]]
    assert [line.name() for line in dialog.by_turn] == [f"A: {name}", f"B: {name}"]
    # Draws are shown, and the score (a draw = half) beside the win rate.
    assert f["draws"] > 0
    words = dialog.verdict_label.text()
    fp = f["first_player"]
    assert (f"The player going first: {fp['wins']} won, {fp['draws']} drawn, "
            f"{fp['losses']} lost; score ") in words
    for key in ("a", "b"):
        assert f"<b>{key.upper()}: {name}</b>: {f[key]['wins']} won, " \
               f"{f[key]['draws']} drawn" in words
    assert "a draw as half a win" in words
    assert fp["score"] == pytest.approx((fp["wins"] + fp["draws"] / 2) / fp["games"],
                                        abs=1e-4)
    dialog.close()


def test_the_matchup_plays_on_every_core_and_cancel_stops_it(
        qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    games = 500_000  # far more than the test waits for
    panel.games_spin.setValue(games)
    panel.all_cores_check.setChecked(False)  # the tab's own batch; matchups use every core
    dialog = _against_its_copy(qtbot, panel, monkeypatch, tmp_path)
    qtbot.waitUntil(lambda: dialog.progress_bar.value() > 0, timeout=120_000)
    # The runner said how many processes play the batch: one per core.
    assert dialog.run.processes == panel.all_cores
    with qtbot.waitSignal(dialog.finished_figures, timeout=60_000) as blocker:
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    figures = blocker.args[0]
    assert 0 < figures["games"] < games
    assert dialog.run.isFinished()
    assert dialog.status_label.text().startswith("Cancelled after")
    assert not dialog.cancel_button.isEnabled()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    # The window is still usable: the tab plays its own batch.
    panel.games_spin.setValue(20)
    with qtbot.waitSignal(panel.simulationFinished, timeout=60_000) as done:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert done.args[0]["games"] == 20
