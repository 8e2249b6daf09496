"""The Simulation tab's kill-turn chart: one bar per turn on which the dummy fell, then a
grey bar for the games not won, with a tooltip per bar."""

from __future__ import annotations

import math

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChartView,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor, QCursor, QFont, QPainter, QPalette
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from deckbuilder.ui.common.charts import format_percent, plain_chart
from deckbuilder.ui.common.style import NOT_WON_BAR_COLOUR, SERIES_COLOURS
from deckbuilder.ui.playtest.simulation_runs import group_number

WON_BAR_COLOUR = SERIES_COLOURS[0]
NOT_WON_CATEGORY = "–"
#: The key of the "not won" bar in :meth:`KillTurnChart.histogram_values`.
NOT_WON_KEY = "not won"


class KillTurnChart(QChartView):
    """The Simulation tab's chart, a child of the panel: :meth:`show_histogram` fills it
    from a batch's summary; each bar's tooltip says its games and their share."""

    def __init__(self, words: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        # The panel's words for its unit (turn or clash), in the panel's language.
        self._words = words
        self._games = 0
        self._max_turns = 0
        chart = plain_chart(self)
        legend = chart.legend()
        legend.setAlignment(Qt.AlignmentFlag.AlignTop)
        legend.setFont(self.font())
        legend.setLabelColor(self.palette().color(QPalette.ColorRole.WindowText))
        legend.show()
        chart.setTitle(self._words["title"])
        self.histogram_series = QStackedBarSeries()
        self.histogram_series.setBarWidth(0.8)
        self.histogram_series.hovered.connect(self._bar_hovered)
        chart.addSeries(self.histogram_series)
        self.turn_axis = QBarCategoryAxis()
        self.games_axis = QValueAxis()
        chart.addAxis(self.turn_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.games_axis, Qt.AlignmentFlag.AlignLeft)
        self.histogram_series.attachAxis(self.turn_axis)
        self.histogram_series.attachAxis(self.games_axis)
        small = QFont(self.font())
        for axis in (self.turn_axis, self.games_axis):
            axis.setLabelsFont(small)
            axis.setTitleFont(small)
        self.turn_axis.setGridLineVisible(False)
        self.turn_axis.setTitleText(self._words["axis"])
        self.games_axis.setTitleText(self.tr("Games"))
        self.games_axis.setLabelFormat("%d")
        self.games_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.games_axis.setTickAnchor(0)
        self.games_axis.setMinorTickCount(0)
        self.won_set = QBarSet(self._words["won"])
        self.won_set.setColor(QColor(WON_BAR_COLOUR))
        self.won_set.setBorderColor(QColor(WON_BAR_COLOUR).darker(120))
        self.not_won_set = QBarSet(self.tr("Not won"))
        self.not_won_set.setColor(QColor(NOT_WON_BAR_COLOUR))
        self.not_won_set.setBorderColor(QColor(NOT_WON_BAR_COLOUR).darker(120))
        self.histogram_series.append(self.won_set)
        self.histogram_series.append(self.not_won_set)
        self.setChart(chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(320, 260)
        self.setStyleSheet("background: transparent")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._histogram_turns: list[int] = []

    def show_histogram(self, histogram: dict[str, int], not_won: int, max_turns: int,
                       games: int) -> None:
        """Turn → games won on it, the games not won within ``max_turns``, of ``games``."""
        self._games = games
        self._max_turns = max_turns
        counts = {int(t): int(n) for t, n in histogram.items()}
        turns = list(range(min(counts), max(counts) + 1)) if counts else []
        self._histogram_turns = turns
        self.won_set.remove(0, self.won_set.count())
        self.not_won_set.remove(0, self.not_won_set.count())
        # "Not won" is the last bar, drawn in its own colour by the second (stacked) set.
        # The legend names it: the axis elides any label of three characters or more.
        self.won_set.append([float(counts.get(t, 0)) for t in turns] + [0.0])
        self.not_won_set.append([0.0] * len(turns) + [float(not_won)])
        self.not_won_set.setLabel(self._words["legend"].format(
            turns=max_turns))
        self.turn_axis.clear()
        self.turn_axis.append([str(t) for t in turns] + [NOT_WON_CATEGORY])
        set_games_range(self.games_axis, max([*counts.values(), not_won, 1]))

    @Slot(bool, int, QBarSet)
    def _bar_hovered(self, status: bool, index: int, bar_set: QBarSet) -> None:
        if not status or not self._games:
            QToolTip.hideText()
            return
        games = self._games
        if index >= len(self._histogram_turns):
            n = int(self.not_won_set.at(index))
            text = self._words["not_won_tip"].format(
                turns=self._max_turns, n=group_number(n),
                p=format_percent(n / games))
        else:
            n = int(self.won_set.at(index))
            text = self._words["won_on"].format(
                t=self._histogram_turns[index], n=group_number(n), p=format_percent(n / games))
        QToolTip.showText(QCursor.pos(), text, self)

    def histogram_values(self) -> dict[str, int]:
        """Turn → games as the chart's bars hold them, then :data:`NOT_WON_KEY` → the games
        not won (the last, grey bar)."""
        out = {str(t): int(self.won_set.at(i)) for i, t in enumerate(self._histogram_turns)}
        if self.not_won_set.count():
            out[NOT_WON_KEY] = int(self.not_won_set.at(self.not_won_set.count() - 1))
        return out


def set_games_range(axis: QValueAxis, top: int) -> None:
    """A count axis from 0 to a little over ``top``, with a tick on every multiple of a
    whole step (so a "%d" label names the value its tick stands at)."""
    step = _nice_step(top)
    # With dynamic ticks, a new range under the old interval would first lay out
    # thousands of ticks (1.6 s for 0-5,000 at the empty chart's step of 1).
    axis.setTickType(QValueAxis.TickType.TicksFixed)
    axis.setRange(0, math.ceil(top * 1.05 / step) * step)
    axis.setTickAnchor(0)
    axis.setTickInterval(step)
    axis.setTickType(QValueAxis.TickType.TicksDynamic)


def _nice_step(top: int) -> int:
    """An integer tick step that gives at most about six ticks up to ``top``."""
    step = 1
    while True:
        for m in (1, 2, 5):
            if top / (step * m) <= 6:
                return step * m
        step *= 10
