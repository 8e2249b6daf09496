"""The playtest window's Simulation tab as a user sees it: a batch fills the kill-turn chart
and the "in hand by turn" table, Cancel stops it without freezing the window, the same seed
gives the same figures on one core or several, and the results export to CSV."""

from __future__ import annotations

import csv
import io
import json
import multiprocessing
import time
from dataclasses import replace
from itertools import pairwise
from math import comb
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from pytestqt.qtbot import QtBot

from deckbuilder.paths import resource
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import Playable, PlaytestService
from deckbuilder.services.simulation_export import (
    HISTOGRAM_SECTION,
    IN_HAND_SECTION,
    simulation_csv,
)
from deckbuilder.ui.common.charts import format_percent
from deckbuilder.ui.playtest import simulation_panel
from deckbuilder.ui.playtest.simulation_chart import NOT_WON_KEY
from deckbuilder.ui.playtest.simulation_panel import SimulationPanel
from deckbuilder.ui.playtest.simulation_table import InHandColumn

#: Keys of the summary that measure the machine, not the deck.
TIMING = ("seconds", "games_per_second", "workers")


@pytest.fixture
def playtest(service: CatalogService) -> PlaytestService:
    return PlaytestService(DeckService(service.db))


def _playable(playtest: PlaytestService, name: str) -> Playable:
    deck = playtest.decks.read_file(resource("decks", f"{name}.txt"))
    ruleset, _guessed = playtest.decks.ruleset_for(deck)
    return playtest.playable(deck, ruleset)


@pytest.fixture
def redakai(playtest: PlaytestService) -> Playable:
    return _playable(playtest, "redakai-advanced")


def _panel(qtbot: QtBot, playtest: PlaytestService, playable: Playable) -> SimulationPanel:
    panel = SimulationPanel(playtest, playable)
    qtbot.addWidget(panel)
    panel.resize(1000, 720)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


@pytest.fixture
def panel(qtbot: QtBot, playtest: PlaytestService, redakai: Playable) -> SimulationPanel:
    return _panel(qtbot, playtest, redakai)


def _run(qtbot: QtBot, panel: SimulationPanel, games: int, *, seed: int = 7,
         all_cores: bool = False) -> dict[str, Any]:
    panel.games_spin.setValue(games)
    panel.seed_spin.setValue(seed)
    panel.all_cores_check.setChecked(all_cores)
    with qtbot.waitSignal(panel.simulationFinished, timeout=120_000) as blocker:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    summary: dict[str, Any] = blocker.args[0]
    return summary


def _figures(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in TIMING}


def _cancel_half_way(qtbot: QtBot, panel: SimulationPanel, games: int,
                     all_cores: bool) -> tuple[dict[str, Any], float, int]:
    """Start ``games`` games, click Cancel at the first progress report; returns the
    summary, the longest gap between ticks of a 20 ms timer, and the ticks seen."""
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    clicked: list[int] = []

    def on_progress(done: int, total: int) -> None:
        if done and not clicked:
            clicked.append(done)
            qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)

    panel.progressChanged.connect(on_progress)
    panel.games_spin.setValue(games)
    panel.all_cores_check.setChecked(all_cores)
    timer.start()
    ticks.append(time.perf_counter())
    with qtbot.waitSignal(panel.simulationFinished, timeout=120_000) as blocker:
        qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    ticks.append(time.perf_counter())
    timer.stop()
    panel.progressChanged.disconnect(on_progress)
    assert clicked, "no progress was reported before the batch ended"
    gap = max(b - a for a, b in pairwise(ticks))
    return blocker.args[0], gap, len(ticks)


# --------------------------------------------------------------------------- tests

def test_a_thousand_games_fill_the_chart_and_the_table(qtbot: QtBot,
                                                       panel: SimulationPanel) -> None:
    assert not panel.splitter.isVisible() and panel.placeholder_label.isVisible()
    summary = _run(qtbot, panel, 1000)
    kill = summary["kill_turn"]
    assert summary["games"] == 1000 and not summary["cancelled"]
    bars = panel.histogram_values()
    won = {k: v for k, v in bars.items() if k != NOT_WON_KEY}
    assert sum(won.values()) == 1000 - kill["not_won"] > 0
    assert bars[NOT_WON_KEY] == kill["not_won"]
    assert {k: v for k, v in won.items() if v} == kill["histogram"]
    turns = [int(t) for t in won]
    assert turns == list(range(min(turns), max(turns) + 1))   # no gaps between bars

    model = panel.in_hand_model
    names = list(summary["in_hand_by_turn"])
    assert model.rowCount() == len(names) > 10
    assert model.columnCount() == InHandColumn.TURN_1 + 20
    first = model.index(0, InHandColumn.CARD).data()
    assert first == names[0]
    shares = [model.index(0, c).data(model.SORT_ROLE) for c in range(1, 21)]
    assert shares == summary["in_hand_by_turn"][first]
    assert shares == sorted(shares)            # held by turn t means held by turn t + 1
    assert model.index(0, 3).data() == f"{round(shares[2] * 100)}%"

    assert panel.splitter.isVisible() and not panel.placeholder_label.isVisible()
    assert "Kill turn: mean" in panel.summary_label.text()
    assert "games/s" in panel.summary_label.text()
    assert panel.progress_bar.text() == "1,000 of 1,000 games"
    assert panel.export_button.isEnabled() and not panel.cancel_button.isEnabled()


def test_cancel_half_way_stops_without_freezing_the_window(qtbot: QtBot,
                                                           panel: SimulationPanel) -> None:
    summary, gap, ticks = _cancel_half_way(qtbot, panel, 2000, all_cores=False)
    assert summary["cancelled"]
    assert 0 < summary["games"] < 2000
    assert panel.stats is not None and panel.stats.games == summary["games"]
    # The event loop kept running: the 20 ms timer never waited long.
    assert gap < 0.25, f"the event loop stalled for {gap * 1000:.0f} ms"
    assert ticks >= 2
    # The partial result is shown, and says it is partial.
    assert "Cancelled" in panel.status_label.text()
    bars = panel.histogram_values()
    assert sum(bars.values()) == summary["games"]
    assert panel.run_button.isEnabled() and not panel.cancel_button.isEnabled()
    # The panel can run again after a Cancel.
    again = _run(qtbot, panel, 300)
    assert again["games"] == 300 and not again["cancelled"]


def test_a_panel_deleted_mid_batch_stops_its_thread(qtbot: QtBot, playtest: PlaytestService,
                                                     redakai: Playable) -> None:
    # The playtest window closed (and deleted) with a long batch running: no crash, and
    # the thread stops instead of playing on for seconds.
    panel = SimulationPanel(playtest, redakai)
    panel.games_spin.setValue(100_000)
    with qtbot.waitSignal(panel.progressChanged, timeout=30_000,
                          check_params_cb=lambda done, total: done > 0):
        panel.start()
    runs = set(simulation_panel._LIVE_RUNS)
    assert len(runs) == 1
    panel.deleteLater()
    qtbot.waitUntil(lambda: all(run.isFinished() for run in runs), timeout=10_000)
    simulation_panel.stop_all_runs()
    assert not simulation_panel._LIVE_RUNS


def test_the_same_seed_gives_the_same_figures(qtbot: QtBot, panel: SimulationPanel) -> None:
    first = _run(qtbot, panel, 600, seed=11)
    chart = panel.histogram_values()
    table = [[panel.in_hand_model.index(r, c).data()
              for c in range(panel.in_hand_model.columnCount())]
             for r in range(panel.in_hand_model.rowCount())]
    other = _run(qtbot, panel, 600, seed=12)
    assert _figures(other)["kill_turn"] != _figures(first)["kill_turn"]
    again = _run(qtbot, panel, 600, seed=11)
    assert _figures(again) == _figures(first)
    assert panel.histogram_values() == chart
    assert [[panel.in_hand_model.index(r, c).data()
             for c in range(panel.in_hand_model.columnCount())]
            for r in range(panel.in_hand_model.rowCount())] == table


def test_all_cores_give_the_same_figures_as_one_core(qtbot: QtBot,
                                                     panel: SimulationPanel) -> None:
    panel.all_cores = 2
    here = _run(qtbot, panel, 1000, seed=5)
    pooled = _run(qtbot, panel, 1000, seed=5, all_cores=True)
    assert here["workers"] == 1 and pooled["workers"] == 2
    assert _figures(pooled) == _figures(here)
    assert "2 processes" in panel.summary_label.text()


def test_cancel_stops_the_processes(qtbot: QtBot, panel: SimulationPanel) -> None:
    panel.all_cores = 2
    summary, gap, _ticks = _cancel_half_way(qtbot, panel, 2000, all_cores=True)
    assert summary["cancelled"]
    assert 0 < summary["games"] < 2000
    assert gap < 0.25, f"the event loop stalled for {gap * 1000:.0f} ms"
    assert multiprocessing.active_children() == []   # the pool was terminated


def test_the_in_hand_model_passes_the_model_tester_and_sorts(qtbot: QtBot, qtmodeltester: Any,
                                                             panel: SimulationPanel) -> None:
    qtmodeltester.check(panel.in_hand_model)      # empty
    summary = _run(qtbot, panel, 400)
    model = panel.in_hand_model
    qtmodeltester.check(model)
    row = model.index(0, InHandColumn.CARD).data(Qt.ItemDataRole.UserRole)
    assert row.name == model.index(0, InHandColumn.CARD).data() and row.copies >= 1

    # Clicking the turn-3 header sorts the cards by that column.
    view = panel.in_hand_view
    header = view.horizontalHeader()
    column = InHandColumn.TURN_1 + 2
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(x, header.height() // 2))
    assert header.sortIndicatorSection() == column
    values = [model.index(r, column).data(model.SORT_ROLE) for r in range(model.rowCount())]
    assert values in (sorted(values), sorted(values, reverse=True))
    deck_order = [shares[2] for shares in summary["in_hand_by_turn"].values()]
    assert values != deck_order and sorted(values) == sorted(deck_order)
    qtmodeltester.check(model)
    # A new batch keeps the order the user chose.
    _run(qtbot, panel, 300, seed=8)
    values = [model.index(r, column).data(model.SORT_ROLE) for r in range(model.rowCount())]
    assert values in (sorted(values), sorted(values, reverse=True))
    # Sorting by card name, then back to the deck list's order.
    model.sort(InHandColumn.CARD)
    names = [model.index(r, InHandColumn.CARD).data() for r in range(model.rowCount())]
    assert names == sorted(names, key=str.casefold)
    model.sort(-1)
    assert [r.name for r in model.rows()] == list(panel.summary["in_hand_by_turn"])


def test_csv_export_holds_the_histogram_and_the_table(qtbot: QtBot, panel: SimulationPanel,
                                                      tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    summary = _run(qtbot, panel, 500)
    target = tmp_path / "sim.csv"
    monkeypatch.setattr("deckbuilder.ui.playtest.simulation_panel.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    fields = {r[0]: r[1] for r in rows[:rows.index([])] if len(r) == 2}
    assert fields["games"] == "500" and fields["seed"] == "7"
    assert fields["kill_turn_median"] == f"{summary['kill_turn']['median']:g}"

    start = rows.index([HISTOGRAM_SECTION])
    assert rows[start + 1] == ["turn", "games"]
    end = rows.index([], start)
    histogram = {r[0]: int(r[1]) for r in rows[start + 2:end]}
    assert list(histogram)[:3] == ["1", "2", "3"] and len(histogram) == 21
    assert histogram["not won"] == summary["kill_turn"]["not_won"]
    bars = panel.histogram_values()
    for turn, n in bars.items():
        assert histogram[turn] == n

    start = rows.index([IN_HAND_SECTION])
    assert rows[start + 1] == ["card"] + [f"turn {t}" for t in range(1, 21)]
    table = {r[0]: [float(x) for x in r[1:]] for r in rows[start + 2:]}
    model = panel.in_hand_model
    assert len(table) == model.rowCount()
    for r in range(model.rowCount()):
        name = model.index(r, InHandColumn.CARD).data()
        assert table[name] == [model.index(r, c).data(model.SORT_ROLE)
                               for c in range(1, 21)]
    assert "Results written to" in panel.status_label.text()


def test_simulation_csv_writes_every_turn_and_the_not_won_row() -> None:
    text = simulation_csv({
        "ruleset": "x", "games": 4, "seed": 1, "policy": "greedy", "max_turns": 3,
        "kill_turn": {"mean": 2.0, "median": 2.0, "p10": 1.0, "p90": 3.0,
                      "histogram": {"1": 1, "3": 1}, "not_won": 2, "not_won_share": 0.5},
        "in_hand_by_turn": {"A, the card": [0.25, 0.5, 1.0]}, "dead_turn_share": None,
        "not_simulated": ["B"], "cancelled": False,
    })
    rows = list(csv.reader(io.StringIO(text)))
    assert ["turn", "games"] in rows and ["2", "0"] in rows and ["not won", "2"] in rows
    assert ["A, the card", "0.25", "0.5", "1"] in rows
    assert ["kill_turn_median", "2"] in rows and ["cancelled", "no"] in rows
    assert ["dead_turn_share", ""] in rows and ["not_simulated", "B"] in rows


def test_exact_odds_follow_the_chosen_cards(qtbot: QtBot, panel: SimulationPanel) -> None:
    assert panel.odds is None
    lst = panel.odds_cards
    for name in ("Blazing Jab", "Magma Fist"):
        row = next(r for r in range(lst.count())
                   if lst.item(r).data(Qt.ItemDataRole.UserRole) == name)
        rect = lst.visualItemRect(lst.item(row))
        qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    panel.odds_copies.setValue(1)
    panel.odds_turn.setValue(3)
    # 6 such cards in 41; 3 in the opening hand and one more each turn: 6 seen by turn 3.
    expected = 1 - comb(35, 6) / comb(41, 6)
    assert panel.odds is not None
    assert panel.odds.probability == pytest.approx(expected)
    assert panel.odds_label.text().startswith(format_percent(expected))
    assert "Blazing Jab, Magma Fist" in panel.odds_label.text()


def test_the_note_lists_cards_that_are_not_simulated(qtbot: QtBot, panel: SimulationPanel,
                                                     playtest: PlaytestService,
                                                     redakai: Playable) -> None:
    assert not panel.not_simulated_label.isVisible()
    other = _panel(qtbot, playtest, replace(redakai, not_simulated=("Thornstorm",
                                                                    "Phantom Grasp")))
    assert other.not_simulated_label.isVisible()
    assert "Thornstorm, Phantom Grasp" in other.not_simulated_label.text()


def test_players_and_bots_come_from_the_engine(qtbot: QtBot, panel: SimulationPanel,
                                               playtest: PlaytestService,
                                               redakai: Playable) -> None:
    # The engine's own bots, then the search pilots every ruleset gets (issue #17).
    assert [panel.policy_combo.itemData(i) for i in range(panel.policy_combo.count())] \
        == [*redakai.engine.policies(), "planner", "clairvoyant"]
    assert panel.policy_combo.currentText() != "greedy"      # a label, not the key
    assert not panel.players_spin.isVisible()
    monsters = _panel(qtbot, playtest, _playable(playtest, "monster-cards"))
    assert monsters.players_spin.isVisible()
    assert monsters.players_spin.maximum() == 8
    monsters.players_spin.setValue(3)
    assert monsters.current_spec().players == 3


def test_json_export_is_the_command_lines_document(qtbot: QtBot, panel: SimulationPanel,
                                                  tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:

    summary = _run(qtbot, panel, 300)
    target = tmp_path / "sim.json"
    monkeypatch.setattr("deckbuilder.ui.playtest.simulation_panel.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), "JSON files (*.json)"))
    qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["games"] == 300 and doc["kill_turn"] == summary["kill_turn"]


# --------------------------------------------------------------------------- odds and runs

def _choose(qtbot: QtBot, panel: SimulationPanel, name: str) -> None:
    lst = panel.odds_cards
    row = next(r for r in range(lst.count())
               if lst.item(r).data(Qt.ItemDataRole.UserRole) == name)
    rect = lst.visualItemRect(lst.item(row))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_after_a_run_the_odds_are_weighted_by_the_cards_the_games_drew(
        qtbot: QtBot, playtest: PlaytestService) -> None:
    from deckbuilder.rules.sim import draw_odds

    # MONSTER CARDS: a turn whose card holds the Attack zone draws nothing, so by turn 3
    # the games have seen fewer cards than "a card every turn" (5) gives.
    play = _playable(playtest, "monster-cards")
    panel = _panel(qtbot, playtest, play)
    _choose(qtbot, panel, "Emberpaw Cub")
    panel.odds_turn.setValue(3)
    assert panel.odds is not None and not panel.odds.from_simulation
    assert panel.odds.cards_seen == 5 and panel.odds.probability == pytest.approx(0.25)
    assert "rules' schedule" in panel.odds_detail.text()
    _run(qtbot, panel, 1500)
    odds = panel.odds
    assert odds is not None and odds.from_simulation and odds.games == 1500
    stats = panel.stats
    assert stats is not None
    expected = draw_odds(play.engine, play.options, play.deck, ["Emberpaw Cub"], 1, 3,
                         drawn=stats.draw_counts(3))
    assert odds.probability == pytest.approx(expected.probability)
    assert odds.probability < 0.25
    # … and they agree with the table of the same games (the card's row, turn 3).
    row = next(r for r in panel.in_hand_model.rows() if r.name == "Emberpaw Cub")
    assert row.shares[2] == pytest.approx(odds.probability, abs=0.04)
    assert "1,500 simulated games" in panel.odds_detail.text()
    lo, hi = odds.seen_range or (0, 0)
    assert f"({lo}–{hi} cards seen of 20)" in panel.odds_label.text()
    # Beyond the batch's turns there is nothing measured: the rules' schedule again.
    panel.max_turns_spin.setValue(5)
    panel.odds_turn.setValue(25)
    assert panel.odds is not None and not panel.odds.from_simulation
    # New rules options (the playtest window sets them) leave the old batch out.
    panel.odds_turn.setValue(3)
    assert panel.odds.from_simulation
    panel.playable = replace(play, options=replace(play.options, hand_size=4))
    assert panel.odds is not None and not panel.odds.from_simulation
    assert panel.odds.cards_seen == 6


def test_monsuno_hard_draws_no_combat_card_on_the_first_turn(
        qtbot: QtBot, playtest: PlaytestService) -> None:
    play = _playable(playtest, "monsuno-hard")
    panel = _panel(qtbot, playtest, play)
    _choose(qtbot, panel, "Nightsting")
    panel.odds_turn.setValue(1)
    size = play.deck.deck.count("deck")
    assert panel.odds is not None and panel.odds.cards_seen == 5      # the opening hand
    assert panel.odds.probability == pytest.approx(1 - comb(size - 3, 5) / comb(size, 5))
    assert "second on" in panel.odds_detail.text()


# --------------------------------------------------------------------------- export names

@pytest.mark.parametrize(("typed", "json", "written"), [
    ("results", False, "results.csv"),
    ("results", True, "results.json"),
    ("Gale Runner v1.2-simulation", False, "Gale Runner v1.2-simulation.csv"),
    ("results.csv", True, "results.json"),
    ("results.csv", False, "results.csv"),
    ("results.json", True, "results.json"),
    ("results.txt", False, "results.txt"),
])
def test_export_names_get_the_chosen_types_extension(typed: str, json: bool,
                                                     written: str) -> None:
    assert Path(simulation_panel.export_path(f"/tmp/x/{typed}", json=json)).name == written


def test_export_without_an_extension_writes_a_csv_file(qtbot: QtBot, panel: SimulationPanel,
                                                       tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    _run(qtbot, panel, 100)
    typed = tmp_path / "my results"
    monkeypatch.setattr("deckbuilder.ui.playtest.simulation_panel.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(typed), "CSV files (*.csv)"))
    qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
    assert not typed.exists()
    target = tmp_path / "my results.csv"
    assert target.read_text(encoding="utf-8").startswith("Summary\nfield,value\n")
    assert "my results.csv" in panel.status_label.text()
    # The dialog asked about "my results"; replacing "my results.csv" is asked here.
    asked: list[str] = []

    def refuse(*args: Any, **kw: Any) -> Any:
        asked.append(args[2])
        return simulation_panel.QMessageBox.StandardButton.No

    monkeypatch.setattr("deckbuilder.ui.playtest.simulation_panel.QMessageBox.question", refuse)
    target.write_text("keep", encoding="utf-8")
    qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
    assert asked and "my results.csv" in asked[0]
    assert target.read_text(encoding="utf-8") == "keep"


# --------------------------------------------------------------------------- the bot box

def test_a_bot_name_too_long_for_the_box_is_elided_with_the_whole_name_in_the_tip(
        qtbot: QtBot, panel: SimulationPanel) -> None:
    combo = panel.policy_combo
    assert not combo.is_elided()                      # English fits
    assert combo.toolTip() == "How the bot plays your deck"
    long_name = "Greedy (the play that looks the best right now, every single time)"
    combo.setItemText(0, long_name)
    combo.setCurrentIndex(0)
    combo.setFixedWidth(160)
    qtbot.waitUntil(lambda: combo.width() == 160)
    assert combo.is_elided()
    assert combo.shown_text().endswith("…") and long_name.startswith(
        combo.shown_text()[:-1].rstrip())
    assert combo.toolTip().split("\n") == [long_name, "How the bot plays your deck"]
    combo.setFixedWidth(900)
    qtbot.waitUntil(lambda: combo.width() == 900)
    assert not combo.is_elided() and combo.toolTip() == "How the bot plays your deck"


def test_after_a_run_the_window_gives_the_figure_of_deckbuilder_odds(
        qtbot: QtBot, playtest: PlaytestService, service: CatalogService,
        capsys: pytest.CaptureFixture[str]) -> None:
    """The same games (greedy, seed and count), the same card and turn: the Simulation
    tab's odds and the command's are one computation (``sim.played_odds``), so the very
    same figure — the hard rules' refills and draw effects counted in both."""
    from deckbuilder.cli import main

    panel = _panel(qtbot, playtest, _playable(playtest, "monsuno-hard"))
    panel.max_turns_spin.setValue(20)
    _run(qtbot, panel, 300, seed=5)
    _choose(qtbot, panel, "Nightsting")
    panel.odds_turn.setValue(10)
    shown = panel.odds
    assert shown is not None and shown.from_simulation and shown.games == 300
    code = main(["--db", str(service.db.path), "odds",
                 str(resource("decks", "monsuno-hard.txt")), "--card", "Nightsting",
                 "--by-turn", "10", "--games", "300", "--seed", "5", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    said = json.loads(out)
    assert said["probability"] == round(shown.probability, 6)
    assert said["cards_seen_range"] == list(shown.seen_range or ())
    assert panel.odds_label.text().startswith(format_percent(shown.probability))


def test_the_summary_names_the_processes_the_runner_used(qtbot: QtBot,
                                                         panel: SimulationPanel) -> None:
    """A batch of 40 games is one chunk: the runner plays it here even with "Use all
    cores", and the summary says one core, not the processes that were never started."""
    panel.all_cores = 2
    summary = _run(qtbot, panel, 40, seed=5, all_cores=True)
    assert summary["workers"] == 1
    assert "one core" in panel.summary_label.text()


def test_export_goes_through_the_output_gate(qtbot: QtBot, panel: SimulationPanel,
                                             service: CatalogService, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # Aimed at the database or at a FIFO (issue 27): a message, and both left as they
    # were (the FIFO is not replaced by a plain file, nothing is written into it).
    import hashlib
    import os
    import stat

    _run(qtbot, panel, 100)
    db = Path(service.db_path)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    fifo = tmp_path / "results.csv"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    shown: list[str] = []
    monkeypatch.setattr("deckbuilder.ui.playtest.simulation_panel.QMessageBox.warning",
                        lambda _p, _t, text, *a: shown.append(text))
    try:
        for target in (db, fifo):
            monkeypatch.setattr(
                "deckbuilder.ui.playtest.simulation_panel.QFileDialog.getSaveFileName",
                lambda *a, t=target, **k: (str(t), "CSV files (*.csv)"))
            qtbot.mouseClick(panel.export_button, Qt.MouseButton.LeftButton)
        assert len(shown) == 2 and all("choose another" in s for s in shown), shown
        assert os.read(reader, 1) == b""
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
