"""The Simulation tab's "Against…": this deck against another deck file, every seat
piloted by the computer, drawn as a bar chart of the outcomes and the win rate by turn.

The games run as a background job (``ui/playtest/run_dialog.py``), Cancel stopping between games
(``rules/matchup.py``); the figures are those of ``deckbuilder matchup --json``.
"""

from __future__ import annotations

import html
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

from deckbuilder.rules.matchup import MatchSpec, MatchStats, run_match_chunk
from deckbuilder.services.matchup_service import MatchupService
from deckbuilder.ui.common.background import Job
from deckbuilder.ui.common.style import SERIES_COLOURS
from deckbuilder.ui.deck.deck_charts import chart_view, count_bars, plain_chart
from deckbuilder.ui.deck.odds_controls import format_percent
from deckbuilder.ui.playtest.run_dialog import RunDialog
from deckbuilder.ui.playtest.simulation_runs import group_number


def _pct(share: float | None) -> str:
    return "—" if share is None else html.escape(format_percent(share))


def _match_job(spec: MatchSpec, games: int) -> Job:
    """The matchup batch as a job (a planner game takes a second, so progress shows every
    game); its result is what was played, fewer games when cancelled."""
    def work(job: Job) -> MatchStats:
        def progress(done: int) -> bool:
            job.report(done, games, "")
            return not job.cancelled
        return run_match_chunk(spec, 0, games, progress)
    return Job(work)


class MatchupDialog(RunDialog):
    """Runs the matchup and shows it. Tests wait for :attr:`finished_figures` and read
    :attr:`figures` (the ``matchup --json`` object), :attr:`outcomes` and
    :attr:`by_turn`."""

    def __init__(self, spec: MatchSpec, names: tuple[str, str], games: int,
                 parent: QWidget | None = None):
        super().__init__("", games, parent)
        self.status_label.setText(self.tr("{a} against {b}: playing {games} games, the "
                                          "computer piloting both decks…").format(
            a=names[0], b=names[1], games=group_number(games)))
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
        for name, colour in zip(names, SERIES_COLOURS, strict=False):
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
        self.start(_match_job(spec, games))

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
            + " · " + self.tr("up to {turns} turns").format(turns=self.spec.max_turns))
        self._fill(stats)
        self.verdict_label.setText(self._words(self.figures))
        self.finished_figures.emit(self.figures)

    def _fill(self, stats: MatchStats) -> None:
        bars = QBarSet(self.tr("Games"))
        bars.setColor(QColor(SERIES_COLOURS[0]))
        labels = [self.tr("{name} won").format(name=self.names[0]),
                  self.tr("{name} won").format(name=self.names[1]),
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
        rows = []
        for key, name in zip(("a", "b"), self.names, strict=True):
            seat = f[key]
            lo, hi = seat["ci95"]
            rows.append(self.tr("<b>{name}</b> won {rate} of the games (95 %: {lo}–{hi})")
                        .format(name=html.escape(name), rate=_pct(seat["win_rate"]), lo=_pct(lo),
                                hi=_pct(hi)))
        fp = f["first_player"]
        if fp["win_rate"] is not None:
            rows.append(self.tr("The player going first won {rate} (95 %: {lo}–{hi})").format(
                rate=_pct(fp["win_rate"]), lo=_pct(fp["ci95"][0]), hi=_pct(fp["ci95"][1])))
        return "<br>".join(rows)
