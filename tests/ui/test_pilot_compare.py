"""The Simulation tab's pilots: a planner run shows the clairvoyant bound of the same
seeds, "Pilots side by side" draws greedy, planner and bound on one chart, and "Compare
with…" plays another deck file on the same seeds and says which deck is faster."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from deckbuilder.paths import resource
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestService
from deckbuilder.ui.playtest.pilot_compare import ComparisonDialog
from deckbuilder.ui.playtest.simulation_panel import SimulationPanel
from tests.ui.opponent_answer import answer_opponent


@pytest.fixture
def panel(qtbot: QtBot, service: CatalogService) -> SimulationPanel:
    playtest = PlaytestService(DeckService(service.db))
    deck = playtest.decks.read_file(resource("decks", "monster-cards.txt"))
    ruleset, _guessed = playtest.decks.ruleset_for(deck)
    panel = SimulationPanel(playtest, playtest.playable(deck, ruleset))
    qtbot.addWidget(panel)
    panel.resize(1000, 720)
    panel.show()
    qtbot.waitExposed(panel)
    panel.games_spin.setValue(12)
    panel.max_turns_spin.setValue(10)
    return panel


def _choose_policy(panel: SimulationPanel, key: str) -> None:
    panel.policy_combo.setCurrentIndex(panel.policy_combo.findData(key))


def test_the_bot_list_offers_the_planner_and_the_bound(panel: SimulationPanel) -> None:
    keys = [panel.policy_combo.itemData(i) for i in range(panel.policy_combo.count())]
    assert {"greedy", "planner", "clairvoyant"} <= set(keys)


def test_a_planner_run_shows_the_bound_of_the_same_seeds(qtbot: QtBot,
                                                         panel: SimulationPanel) -> None:
    _choose_policy(panel, "planner")
    with qtbot.waitSignal(panel.simulationFinished, timeout=120_000) as blocker:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    summary = blocker.args[0]
    assert summary["policy"] == "planner"
    assert {"mean", "gap_mean", "slower_share"} <= set(summary["bound"])
    assert "Clairvoyant bound on the same seeds" in panel.summary_label.text()


def _finished(qtbot: QtBot, panel: SimulationPanel) -> ComparisonDialog:
    qtbot.waitUntil(lambda: getattr(panel, "comparison_dialog", None) is not None)
    dialog = panel.comparison_dialog
    assert isinstance(dialog, ComparisonDialog)
    if dialog.figures is None:
        with qtbot.waitSignal(dialog.finished_figures, timeout=120_000):
            pass
    return dialog


def test_pilots_side_by_side_on_one_chart(qtbot: QtBot, panel: SimulationPanel) -> None:
    qtbot.mouseClick(panel.pilots_button, Qt.MouseButton.LeftButton)
    dialog = _finished(qtbot, panel)
    assert [s.label() for s in dialog.series.barSets()] == \
        ["Greedy", "Planner", "Clairvoyant (bound)"]
    greedy, _planner, bound = dialog.figures["batches"]  # type: ignore[index]
    assert bound["mean"] <= greedy["mean"]
    assert "behind the clairvoyant bound" in dialog.verdict_label.text()
    # Each set counts every game once: won on some turn or not won.
    for bar in dialog.series.barSets():
        assert sum(bar.at(i) for i in range(bar.count())) == 12
    # The count axis ticks on whole numbers of games, so its labels say what the bars are.
    axis = dialog.games_axis
    assert axis.tickType() == QValueAxis.TickType.TicksDynamic
    assert axis.tickAnchor() == 0 and axis.tickInterval() == int(axis.tickInterval())
    assert axis.max() % axis.tickInterval() == 0
    top = max(bar.at(i) for bar in dialog.series.barSets() for i in range(bar.count()))
    assert top <= axis.max()
    dialog.close()


def test_compare_with_a_copy_finds_no_difference(qtbot: QtBot, panel: SimulationPanel,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    copy = tmp_path / "copy.txt"
    copy.write_text(resource("decks", "monster-cards.txt").read_text(encoding="utf-8"),
                    encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(copy), ""))
    answer_opponent(qtbot)
    qtbot.mouseClick(panel.compare_button, Qt.MouseButton.LeftButton)
    dialog = _finished(qtbot, panel)
    assert len(dialog.series.barSets()) == 2
    assert dialog.figures["difference"]["mean"] == 0  # type: ignore[index]
    assert "No difference found" in dialog.verdict_label.text()
    # Every game of the copy ends on the same turn: a tie, A's score one half.
    diff = dialog.figures["difference"]  # type: ignore[index]
    assert diff["p_same"] == 1 and diff["a_score"] == 0.5
    assert "same turn in" in dialog.verdict_label.text()


def test_compare_with_a_file_that_is_no_deck_says_so(qtbot: QtBot, panel: SimulationPanel,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    bad = tmp_path / "bad.txt"
    bad.write_text("Deck:\n3 No Such Card Anywhere\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: warned.append(str(a[2])))
    answer_opponent(qtbot)
    qtbot.mouseClick(panel.compare_button, Qt.MouseButton.LeftButton)
    assert warned and "No Such Card Anywhere" in warned[0]
    assert getattr(panel, "comparison_dialog", None) is None


def test_a_bound_run_says_when_shuffles_cannot_win(qtbot: QtBot,
                                                  panel: SimulationPanel) -> None:
    """One turn is too few for any shuffle of the starter deck: even the bound says so."""
    _choose_policy(panel, "clairvoyant")
    panel.max_turns_spin.setValue(1)
    with qtbot.waitSignal(panel.simulationFinished, timeout=120_000) as blocker:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0]["kill_turn"]["not_won"] == 12
    assert "100.0% of the shuffles cannot win by turn 1 even knowing the deck order" in \
        panel.summary_label.text()


def test_against_another_deck_draws_the_outcomes_and_the_win_rate_by_turn(
        qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    from deckbuilder.ui.playtest.matchup_dialog import MatchupDialog

    copy = tmp_path / "rival.txt"
    copy.write_text(resource("decks", "monster-cards.txt").read_text(encoding="utf-8")
                    .replace("Name: Wild Menagerie", "Name: Rival"), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(copy), ""))
    answer_opponent(qtbot)
    qtbot.mouseClick(panel.against_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(getattr(panel, "comparison_dialog", None),
                                       MatchupDialog))
    dialog = panel.comparison_dialog
    assert isinstance(dialog, MatchupDialog)
    if dialog.figures is None:
        with qtbot.waitSignal(dialog.finished_figures, timeout=120_000):
            pass
    f = dialog.figures
    assert f is not None and f["games"] == 12
    (bars,) = dialog.outcomes.barSets()
    assert sum(bars.at(i) for i in range(bars.count())) == 12
    assert bars.at(0) == f["a"]["wins"] and bars.at(1) == f["b"]["wins"]
    # The last point of each line is the deck's share of games won.
    for line, key in zip(dialog.by_turn, ("a", "b"), strict=True):
        assert line.name() in ("A: Wild Menagerie", "B: Rival")
        assert line.points()[-1].y() == pytest.approx(100 * f[key]["win_rate"])
    assert "going first" in dialog.verdict_label.text()
    dialog.close()


def test_cancel_in_against_stops_between_games_and_says_how_many_were_played(
        qtbot: QtBot, panel: SimulationPanel, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """Cancel is clicked as the dialog opens, long before 50,000 games could end: the
    job stops at its next game, the dialog says so and can be closed at once."""
    from deckbuilder.ui.playtest.matchup_dialog import MatchupDialog

    copy = tmp_path / "rival.txt"
    copy.write_text(resource("decks", "monster-cards.txt").read_text(encoding="utf-8"),
                    encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(copy), ""))
    panel.games_spin.setMaximum(1_000_000)
    panel.games_spin.setValue(50_000)
    answer_opponent(qtbot)
    qtbot.mouseClick(panel.against_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(getattr(panel, "comparison_dialog", None),
                                       MatchupDialog))
    dialog = panel.comparison_dialog
    assert isinstance(dialog, MatchupDialog)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.cancel_button.isEnabled(), timeout=60_000)
    status = dialog.status_label.text()
    assert status.startswith(("Cancelled after", "Cancelled before a game")), status
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_closing_a_comparison_half_way_stops_its_games(
        qtbot: QtBot, panel: SimulationPanel) -> None:
    """Close while the pilots play: the dialog closes at once and no game thread is left
    behind (a QThread destroyed while running would abort the whole program)."""
    panel.games_spin.setMaximum(1_000_000)
    panel.games_spin.setValue(200_000)
    qtbot.mouseClick(panel.pilots_button, Qt.MouseButton.LeftButton)
    dialog = _finished_or_running(qtbot, panel)
    job = dialog._job
    assert job is not None and dialog.cancel_button.isEnabled()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and job.isFinished()
    assert dialog.figures is None


def _finished_or_running(qtbot: QtBot, panel: SimulationPanel) -> ComparisonDialog:
    qtbot.waitUntil(lambda: getattr(panel, "comparison_dialog", None) is not None)
    dialog = panel.comparison_dialog
    assert isinstance(dialog, ComparisonDialog)
    return dialog


def test_against_offers_the_starter_and_saved_decks_in_the_one_picker(
        qtbot: QtBot, panel: SimulationPanel) -> None:
    """Issue 30: "Against…" asked only for a deck file; it now asks in the opponent
    picker the table uses, which lists the starter deck and the saved decks too."""
    import dataclasses

    from deckbuilder.ui.playtest.matchup_dialog import MatchupDialog

    rival = panel.playtest.decks.read_file(resource("decks", "monster-cards.txt"))
    panel.playtest.decks.save(dataclasses.replace(rival, name="Saved Rival"))
    seen = answer_opponent(qtbot, prefix="Deck: Saved Rival")
    qtbot.mouseClick(panel.against_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(getattr(panel, "comparison_dialog", None),
                                       MatchupDialog))
    assert seen[0].startswith("Starter: ") and "Deck: Saved Rival" in seen
    assert seen[-1] == "Deck file…" and "Built-in training dummy" not in seen
    dialog = panel.comparison_dialog
    assert isinstance(dialog, MatchupDialog)
    assert dialog.names[1] == "Saved Rival"
    dialog.close()
