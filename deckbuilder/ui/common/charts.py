"""What every chart and odds table shows the same way: a chart that sits in its widget,
bars over whole counts, an antialiased view, and a probability as a percent (the deck's
statistics and the playtest's simulation, matchup, gauntlet and comparison share them)."""

from __future__ import annotations

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QChart, QChartView, QValueAxis
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import QWidget


def format_percent(p: float, decimals: int = 1) -> str:
    """38.6% (or 39% with no decimals); never rounds a possible event to 0% or an
    uncertain one to 100%."""
    text = f"{p * 100:.{decimals}f}"
    step = 10.0 ** -decimals  # the smallest percent step shown
    if p > 0 and float(text) == 0:
        return f"<{step:g}%"
    if p < 1 and float(text) == 100:
        return f">{100 - step:g}%"
    return text + "%"


def plain_chart(widget: QWidget) -> QChart:
    """A chart that sits in ``widget`` as part of it: the light or dark theme of its
    palette, no animation, no background, tight margins, a bold title in its font."""
    chart = QChart()
    dark = widget.palette().color(QPalette.ColorRole.Window).lightness() < 128
    chart.setTheme(QChart.ChartTheme.ChartThemeDark if dark
                   else QChart.ChartTheme.ChartThemeLight)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.setBackgroundVisible(False)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.layout().setContentsMargins(0, 0, 0, 0)
    title = QFont(widget.font())
    title.setBold(True)
    chart.setTitleFont(title)
    return chart


def count_bars(chart: QChart, series: QBarSeries, counts_title: str
               ) -> tuple[QBarCategoryAxis, QValueAxis]:
    """Put ``series`` in ``chart`` over a category axis (below) and an axis of whole
    counts titled ``counts_title`` (left); returns the two axes."""
    chart.addSeries(series)
    categories = QBarCategoryAxis()
    counts = QValueAxis()
    counts.setLabelFormat("%d")
    counts.setTitleText(counts_title)
    chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(counts, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(categories)
    series.attachAxis(counts)
    return categories, counts


def chart_view(chart: QChart, width: int, height: int) -> QChartView:
    """``chart`` in an antialiased view at least ``width`` × ``height``."""
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumSize(width, height)
    return view
