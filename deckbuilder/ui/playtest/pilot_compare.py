"""Batches on the same seeds, side by side: the three pilots of one deck, or two decks
("Compare with…"), drawn as one overlaid kill-turn chart with the paired figures.

The batches run one after another in a :class:`SeriesRun` job (the Simulation tab's
machinery over ``sim.run_batch``, one core or a pool), so game ``g`` of every batch is dealt the same shuffle.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCharts import QBarSeries, QBarSet
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QWidget,
)

from deckbuilder.rules.compare import bound_gap, paired_difference
from deckbuilder.rules.sim import GoldfishSpec, Stats
from deckbuilder.ui.common.charts import chart_view, count_bars, format_percent, plain_chart
from deckbuilder.ui.common.style import SERIES_COLOURS
from deckbuilder.ui.playtest.run_dialog import RunDialog
from deckbuilder.ui.playtest.simulation_chart import NOT_WON_CATEGORY, set_games_range
from deckbuilder.ui.playtest.simulation_runs import SimulationRun, group_number


class SeriesRun(SimulationRun):
    """Several batches in a row, on the same seeds. ``progressed`` counts games of all
    batches together (or of one batch, ``share``); ``succeeded((stats_list, seconds))``
    brings one Stats per batch (fewer when cancelled)."""

    def __init__(self, specs: Sequence[GoldfishSpec], games: int, workers: int = 1, *,
                 share: bool = False):
        super().__init__(specs[0], games, workers)
        self.specs = list(specs)
        self.series = True
        self.share = share


class ComparisonDialog(RunDialog):
    """Runs the batches and shows them overlaid. ``labels`` name the batches in the
    chart; ``mode`` is ``"pilots"`` (greedy, planner, clairvoyant: the planner's gap to
    the bound) or ``"decks"`` (A against B: the paired difference and its verdict).

    Tests wait for :attr:`finished_figures` and read :attr:`figures`,
    :attr:`verdict_label` and :attr:`series`."""

    def __init__(self, specs: Sequence[GoldfishSpec], labels: Sequence[str], games: int, *,
                 mode: str, workers: int = 1, parent: QWidget | None = None):
        super().__init__("", games * len(specs), parent)
        self.status_label.setText(self.tr("Playing {games} games for each, on the same "
                                          "seeds…").format(games=group_number(games)))
        self.setObjectName("comparisonDialog")
        self.setWindowTitle(self.tr("Pilots side by side") if mode == "pilots"
                            else self.tr("Compare decks"))
        self.specs, self.labels, self.games, self.mode = list(specs), list(labels), games, mode
        self.max_turns = specs[0].max_turns
        self.figures: dict[str, Any] | None = None
        self.resize(760, 560)

        chart = plain_chart(self)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignTop)
        chart.legend().show()
        chart.setTitle(self.tr("Kill turn, overlaid (same seeds)"))
        self.series = QBarSeries()
        self.turn_axis, self.games_axis = count_bars(chart, self.series, self.tr("Games"))
        self.turn_axis.setTitleText(self.tr("Your turn the dummy was defeated "
                                            "(– : not won)"))
        self.content.addWidget(chart_view(chart, 480, 300), 1)
        self.verdict_label.setObjectName("comparisonVerdict")
        self.start(SeriesRun(self.specs, games, workers))

    def finish(self, result: object) -> None:
        self._on_done(*cast(tuple[list[Stats], float], result))

    def _on_done(self, results: list[Stats], _seconds: float) -> None:
        if len(results) < len(self.specs) or results[-1].games < self.games:
            self.status_label.setText(self.tr("Cancelled: the batches are compared only "
                                              "when all of them are complete."))
            return
        self.status_label.setText(self.tr("{games} games for each, on the same seeds · up "
                                          "to {turns} turns").format(
            games=group_number(self.games), turns=self.max_turns))
        self._fill_chart(results)
        self.figures = self._figures(results)
        self.verdict_label.setText(self._words(self.figures))
        self.finished_figures.emit(self.figures)

    def _fill_chart(self, results: list[Stats]) -> None:
        turns = sorted({t for s in results for t in s.kill_turns})
        turns = list(range(turns[0], turns[-1] + 1)) if turns else []
        top = 1
        for i, (label, stats) in enumerate(zip(self.labels, results, strict=True)):
            bar = QBarSet(label)
            bar.setColor(QColor(SERIES_COLOURS[i % len(SERIES_COLOURS)]))
            values = [stats.kill_turns.get(t, 0) for t in turns] + [stats.not_won]
            top = max(top, *values)
            bar.append([float(v) for v in values])
            self.series.append(bar)
        self.turn_axis.append([str(t) for t in turns] + [NOT_WON_CATEGORY])
        set_games_range(self.games_axis, top)

    def _figures(self, results: list[Stats]) -> dict[str, Any]:
        values = [s.turn_values(self.max_turns) for s in results]
        out: dict[str, Any] = {"games": self.games, "labels": self.labels, "batches": [
            {"mean": round(sum(v) / len(v), 4),
             "not_won_share": round(s.not_won / s.games, 4)}
            for s, v in zip(results, values, strict=True)]}
        if self.mode == "pilots":
            out["bound"] = bound_gap(values[1], values[2], self.max_turns)
        else:
            out["difference"] = paired_difference(values[0], values[1])
        return out

    def _words(self, f: dict[str, Any]) -> str:
        limit = self.max_turns + 1
        lines = [self.tr("{name}: mean kill turn {mean} (not won counted as turn {limit}), "
                         "not won {share}").format(
            name=html.escape(name), mean=f"{b['mean']:.2f}", limit=limit,
            share=format_percent(b["not_won_share"]))
            for name, b in zip(self.labels, f["batches"], strict=True)]
        if self.mode == "pilots":
            b = f["bound"]
            lines.append(self.tr("The planner is <b>{gap}</b> turns behind the clairvoyant "
                                 "bound on average, slower in {share} of the games.").format(
                gap=f"{b['gap_mean']:.2f}", share=format_percent(b["slower_share"])))
            if b["not_won_share"]:
                lines.append(self.tr("{share} of the shuffles cannot win by turn {turns} "
                                     "even knowing the deck order.").format(
                    share=format_percent(b["not_won_share"]), turns=self.max_turns))
        else:
            d = f["difference"]
            lines.append(self._verdict(d))
            lines.append(self.tr("A was faster in {a} of the games, B in {b}, both on the "
                                 "same turn in {same}: A scores {score} (95 %: {lo}–{hi}), "
                                 "the same turn counting as half.").format(
                a=format_percent(d["p_a_faster"]), b=format_percent(d["p_b_faster"]),
                same=format_percent(d["p_same"]), score=format_percent(d["a_score"]),
                lo=format_percent(d["a_score_ci95"][0]),
                hi=format_percent(d["a_score_ci95"][1])))
        return "<br>".join(lines)

    def _verdict(self, d: dict[str, Any]) -> str:
        lo, hi = d["ci95"]
        if d["mean"] is None or lo is None or hi is None or lo <= 0 <= hi:
            return self.tr("<b>No difference found</b> in {games} games.").format(
                games=group_number(self.games))
        low, high = sorted((abs(lo), abs(hi)))
        text = self.tr("<b>{deck} kills {turns} turns sooner</b> (95 %: {low}–{high}).")
        return text.format(deck="A" if d["mean"] < 0 else "B",
                           turns=f"{abs(d['mean']):.1f}", low=f"{low:.1f}",
                           high=f"{high:.1f}")
