"""The Simulation tab's "Against…": this deck against another deck file, every seat
piloted by the computer, drawn as a bar chart of the outcomes and the win rate by turn.

The games run as a background job (``ui/playtest/run_dialog.py``) through the one runner
of every batch (``sim.run_games``), on every core, Cancel stopping them; the figures are
those of ``deckbuilder matchup --json``. The decks are called A and B with their names,
since a deck played against its own copy has the same name twice.
"""

from __future__ import annotations

import html
import time
from typing import Any, cast

from PySide6.QtCharts import (
    QBarSeries,
    QBarSet,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QWidget,
)

from deckbuilder.rules.matchup import MatchSpec, MatchStats, run_match
from deckbuilder.services.matchup_service import MatchupService
from deckbuilder.ui.common.background import Job
from deckbuilder.ui.common.charts import chart_view, count_bars, format_percent, plain_chart
from deckbuilder.ui.common.style import SERIES_COLOURS
from deckbuilder.ui.playtest.run_dialog import RunDialog
from deckbuilder.ui.playtest.simulation_runs import PROGRESS_INTERVAL, group_number


def _pct(share: float | None) -> str:
    return "—" if share is None else html.escape(format_percent(share))


class MatchRun(Job):
    """The matchup batch as a job, through ``run_match`` (the one runner), in up to
    ``workers`` processes. :attr:`processes` is how many the runner started (1: this
    one), set before the first game; the result is what was played, fewer games when
    cancelled."""

    def __init__(self, spec: MatchSpec, games: int, workers: int):
        super().__init__(self._play)
        self.spec, self.games, self.workers = spec, games, max(1, workers)
        self.processes = 0
        self._last_report = 0.0

    def _play(self, _job: Job) -> MatchStats:
        return run_match(self.spec, self.games, self.workers, progress=self._progress,
                         started=self._started)

    def _started(self, processes: int) -> None:
        self.processes = processes

    def _progress(self, done: int) -> bool:
        if self.cancelled:
            return False
        now = time.perf_counter()
        if done >= self.games or now - self._last_report >= PROGRESS_INTERVAL:
            self._last_report = now
            self.report(done, self.games, "")
        return True


class MatchupDialog(RunDialog):
    """Runs the matchup in up to ``workers`` processes and shows it. Tests wait for
    :attr:`finished_figures` and read :attr:`figures` (the ``matchup --json`` object),
    :attr:`outcomes`, :attr:`outcome_axis`, :attr:`by_turn` and :attr:`run` (the job:
    how many processes it plays in)."""

    def __init__(self, spec: MatchSpec, names: tuple[str, str], games: int,
                 parent: QWidget | None = None, *, workers: int = 1):
        super().__init__("", games, parent)
        # Decks are told apart by A and B: two decks of the same name (a deck and its
        # exported copy) would otherwise share one label, and a chart axis merges equal
        # categories (deck B's wins were drawn under "Draw").
        self.labels = (self.tr("A: {name}").format(name=names[0]),
                       self.tr("B: {name}").format(name=names[1]))
        self.status_label.setText(self.tr("{a} against {b}: playing {games} games, the "
                                          "computer piloting both decks…").format(
            a=self.labels[0], b=self.labels[1], games=group_number(games)))
        self.setObjectName("matchupDialog")
        self.setWindowTitle(self.tr("Matchup"))
        self.spec, self.names, self.games = spec, names, games
        self.figures: dict[str, Any] | None = None
        self.resize(820, 600)

        charts = QHBoxLayout()
        chart = plain_chart(self)
        chart.setTitle(self.tr("Outcomes"))
        chart.legend().hide()
        self.outcomes = QBarSeries()
        self.outcome_axis, self.count_axis = count_bars(chart, self.outcomes,
                                                        self.tr("Games"))
        charts.addWidget(chart_view(chart, 320, 280), 1)

        turns = plain_chart(self)
        turns.setTitle(self.tr("Games won by the end of each turn"))
        turns.legend().setAlignment(Qt.AlignmentFlag.AlignTop)
        turns.legend().show()
        self.turn_axis = QValueAxis()
        self.turn_axis.setLabelFormat("%d")
        self.turn_axis.setTitleText(self.tr("Turn"))
        self.share_axis = QValueAxis()
        self.share_axis.setRange(0, 100)
        self.share_axis.setLabelFormat("%d %%")
        turns.addAxis(self.turn_axis, Qt.AlignmentFlag.AlignBottom)
        turns.addAxis(self.share_axis, Qt.AlignmentFlag.AlignLeft)
        self.by_turn: list[QLineSeries] = []
        for name, colour in zip(self.labels, SERIES_COLOURS, strict=False):
            line = QLineSeries()
            line.setName(name)
            line.setColor(QColor(colour))
            turns.addSeries(line)
            line.attachAxis(self.turn_axis)
            line.attachAxis(self.share_axis)
            self.by_turn.append(line)
        charts.addWidget(chart_view(turns, 320, 280), 1)
        self.content.addLayout(charts, 1)
        self.verdict_label.setObjectName("matchupVerdict")
        self.run = MatchRun(spec, games, workers)
        self.start(self.run)

    def finish(self, result: object) -> None:
        self._on_done(cast(MatchStats, result))

    def _on_done(self, stats: MatchStats) -> None:
        if not stats.games:
            self.status_label.setText(self.tr("Cancelled before a game was played."))
            return
        self.figures = MatchupService.summary(self.spec, stats)
        cut = stats.games < self.games
        self.status_label.setText(
            (self.tr("Cancelled after {games} games") if cut else self.tr("{games} games"))
            .format(games=group_number(stats.games))
            + " · " + self.tr("up to {turns} turns").format(turns=self.spec.max_turns)
            + (" · " + self.tr("{n} processes").format(n=self.run.processes)
               if self.run.processes > 1 else ""))
        self._fill(stats)
        self.verdict_label.setText(self._words(self.figures))
        self.finished_figures.emit(self.figures)

    def _fill(self, stats: MatchStats) -> None:
        bars = QBarSet(self.tr("Games"))
        bars.setColor(QColor(SERIES_COLOURS[0]))
        labels = [self.tr("{deck} won").format(deck=self.labels[0]),
                  self.tr("{deck} won").format(deck=self.labels[1]),
                  self.tr("Draw"), self.tr("Unfinished")]
        for n in (stats.wins[0], stats.wins[1], stats.draws, stats.unfinished):
            bars.append(n)
        self.outcomes.append(bars)
        self.outcome_axis.append(labels)
        self.count_axis.setRange(0, max(1, stats.games))
        limit = self.spec.max_turns
        self.turn_axis.setRange(1, max(2, limit))
        for p, line in enumerate(self.by_turn):
            for t, share in enumerate(stats.win_rate_by_turn(p, limit), 1):
                line.append(t, 100 * share)

    def _words(self, f: dict[str, Any]) -> str:
        rows = [self.tr("<b>{deck}</b>: {record}").format(
            deck=html.escape(label), record=self._record(f[key]))
            for key, label in zip(("a", "b"), self.labels, strict=True)]
        fp = f["first_player"]
        if fp["games"]:
            rows.append(self.tr("The player going first: {record}").format(
                record=self._record(fp)))
        rows.append(self.tr("The score counts a draw as half a win."))
        return "<br>".join(rows)

    def _record(self, r: dict[str, Any]) -> str:
        """Wins, draws and losses, the score and the win rate with their intervals."""
        text = self.tr("{w} won, {d} drawn, {l} lost").format(w=r["wins"], d=r["draws"],
                                                              l=r["losses"])
        if r["unfinished"]:
            text += ", " + self.tr("{n} unfinished").format(n=r["unfinished"])
        return text + "; " + self.tr(
            "score {score} (95 %: {slo}–{shi}), won {rate} (95 %: {lo}–{hi})").format(
            score=_pct(r["score"]), slo=_pct(r["score_ci95"][0]), shi=_pct(r["score_ci95"][1]),
            rate=_pct(r["win_rate"]), lo=_pct(r["ci95"][0]), hi=_pct(r["ci95"][1]))
