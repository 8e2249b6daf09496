"""The deck editor's statistics panel: the cost curve, the kinds and the colour / element /
manufacturer breakdown as charts, and a calculator of the odds of drawing chosen cards."""

from __future__ import annotations

import html
import math

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QCategoryAxis,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QPieSeries,
    QPieSlice,
    QValueAxis,
)
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.deckstats import (
    COLOUR_JOIN,
    DeckStatistics,
    deck_statistics,
    exact_odds,
    turn_unit,
)
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.registry import Ruleset, all_games, find_game
from deckbuilder.rules.sim import Odds
from deckbuilder.ui.common.charts import plain_chart
from deckbuilder.ui.common.game_text import kind_title
from deckbuilder.ui.common.odds_controls import OddsControls
from deckbuilder.ui.common.style import (
    COST_BAR_COLOUR,
    KIND_BAR_COLOUR,
    SPARE_COLOURS,
)
from deckbuilder.ui.common.value_names import value_title

GROUP_VIEW_HEIGHT = 200


def _all_kinds() -> set[str]:
    return {kind for game in all_games() for kind in game.kinds}


def _palette_colour(game: str, key: str) -> QColor | None:
    """A group's colour from the game's palette (of its group field); a group of several
    values (a Redakai monster of several colours) gets their mix; None if unknown."""
    desc = find_game(game)
    if desc is None or desc.group_field is None:
        return None
    rgbs = [desc.colour(desc.group_field, part) for part in key.split(COLOUR_JOIN)]
    if not rgbs or any(c is None for c in rgbs):
        return None
    known = [c for c in rgbs if c is not None]
    return QColor(sum(c[0] for c in known) // len(known), sum(c[1] for c in known) // len(known),
                  sum(c[2] for c in known) // len(known))


def group_colour(game: str, key: str, spare_index: int = 0) -> QColor:
    """The colour of a group's slice: the game's palette, else a spare colour."""
    found = _palette_colour(game, key)
    return found if found is not None else QColor(SPARE_COLOURS[spare_index % len(SPARE_COLOURS)])


def _nice_step(top: int) -> int:
    """An integer tick step that gives at most about five ticks up to ``top``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100):
        if top / step <= 5:
            return step
    return max(1, math.ceil(top / 5))


class DeckStatsPanel(QWidget):
    """Charts and draw odds of one deck; call :meth:`set_deck` whenever the deck changes.

    The charts are made once and their series refilled, so an update does not flicker.
    Tests read :attr:`cost_chart`, :attr:`kind_chart`, :attr:`group_chart` (or
    :meth:`cost_values`, :meth:`kind_values`, :meth:`group_values`) and drive
    :attr:`odds_cards`, :attr:`odds_copies` and :attr:`odds_turn`, reading
    :attr:`odds_label`.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._resolved: ResolvedDeck | None = None
        self._ruleset: Ruleset | None = None
        self._stats: DeckStatistics | None = None
        self._kind_keys: list[str] = []
        self.odds: Odds | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll_area)
        body = QWidget()
        self.scroll_area.setWidget(body)
        lay = QVBoxLayout(body)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)

        self.note_label = QLabel()
        self.note_label.setObjectName("deckStatsNote")
        self.note_label.setWordWrap(True)
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note_label.setMargin(12)
        lay.addWidget(self.note_label)

        self.summary_label = QLabel()
        self.summary_label.setObjectName("deckStatsSummary")
        self.summary_label.setWordWrap(True)
        lay.addWidget(self.summary_label)

        # Cost curve.
        self.cost_chart = self._new_chart()
        self.cost_series = QBarSeries()
        self.cost_series.setLabelsVisible(True)
        self.cost_series.setLabelsPosition(QBarSeries.LabelsPosition.LabelsOutsideEnd)
        self.cost_series.setLabelsFormat("@value")
        self.cost_series.setBarWidth(0.7)
        self.cost_chart.addSeries(self.cost_series)
        self.cost_axis = QBarCategoryAxis()
        self.cost_count_axis = QValueAxis()
        self._setup_axes(self.cost_chart, self.cost_series, self.cost_axis,
                         self.cost_count_axis, Qt.AlignmentFlag.AlignBottom,
                         Qt.AlignmentFlag.AlignLeft)
        self.cost_view = self._new_view(self.cost_chart, 210)
        self._cost_marks: QCategoryAxis | None = None  # see _label_costs
        self._costs: list[int] = []
        self._cost_font = QFont(self.font())
        self.cost_view.installEventFilter(self)
        lay.addWidget(self.cost_view)

        # Kinds: one horizontal bar per kind.
        self.kind_chart = self._new_chart()
        self.kind_chart.setTitle(self.tr("Card kinds"))
        self.kind_series = QHorizontalBarSeries()
        self.kind_series.setLabelsVisible(True)
        self.kind_series.setLabelsPosition(QBarSeries.LabelsPosition.LabelsInsideEnd)
        self.kind_series.setLabelsFormat("@value")
        self.kind_series.setBarWidth(0.75)
        self.kind_chart.addSeries(self.kind_series)
        self.kind_axis = QBarCategoryAxis()
        self.kind_count_axis = QValueAxis()
        self._setup_axes(self.kind_chart, self.kind_series, self.kind_axis,
                         self.kind_count_axis, Qt.AlignmentFlag.AlignLeft,
                         Qt.AlignmentFlag.AlignBottom)
        self.kind_view = self._new_view(self.kind_chart, 110)
        lay.addWidget(self.kind_view)

        # Groups: a doughnut with "red 12" labels.
        self.group_chart = self._new_chart()
        self.group_series = QPieSeries()
        self.group_series.setPieSize(0.9)
        self.group_series.setHoleSize(0.35)
        self.group_chart.addSeries(self.group_series)
        # Slice labels of small neighbouring slices run into each other, and QtCharts'
        # own legend beside the doughnut cut them ("Core-Tech…", "S.T.O.R.M…" at
        # 1280×720): the legend is a label of ours under the doughnut, wrapping between
        # its entries and never cutting one.
        self._group_texts: list[str] = []
        self.group_view = self._new_view(self.group_chart, GROUP_VIEW_HEIGHT)
        lay.addWidget(self.group_view)
        self.group_legend = QLabel()
        self.group_legend.setObjectName("groupLegend")
        self.group_legend.setWordWrap(True)
        self.group_legend.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.group_legend)

        # Odds calculator.
        self.odds_box = QGroupBox(self.tr("Draw odds"))
        box = QVBoxLayout(self.odds_box)
        hint = QLabel(self.tr("Click cards to choose them (click again to drop):"))
        hint.setWordWrap(True)
        box.addWidget(hint)
        self.odds_controls = OddsControls("odds")
        self.odds_controls.cards.setMinimumHeight(130)
        # The names the tests and the rest of this panel use.
        self.odds_cards = self.odds_controls.cards
        self.odds_copies = self.odds_controls.copies
        self.odds_turn = self.odds_controls.turn
        self.odds_turn_label = self.odds_controls.turn_label
        self.odds_label = self.odds_controls.result
        self.odds_model_label = self.odds_controls.detail
        box.addWidget(self.odds_controls)
        lay.addWidget(self.odds_box)
        lay.addStretch(1)

        self.odds_controls.changed.connect(self._update_odds)
        self.set_deck(None, None)

    # --------------------------------------------------------------------- building

    def _new_chart(self) -> QChart:
        chart = plain_chart(self)
        chart.legend().hide()
        return chart

    def _new_view(self, chart: QChart, height: int) -> QChartView:
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(height)
        view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        view.setFixedHeight(height)
        view.setStyleSheet("background: transparent")
        return view

    def _setup_axes(self, chart: QChart, series: QBarSeries | QHorizontalBarSeries,
                    categories: QBarCategoryAxis, counts: QValueAxis,
                    category_side: Qt.AlignmentFlag, count_side: Qt.AlignmentFlag) -> None:
        small = QFont(self.font())
        chart.addAxis(categories, category_side)
        chart.addAxis(counts, count_side)
        series.attachAxis(categories)
        series.attachAxis(counts)
        counts.setLabelFormat("%d")
        counts.setTickType(QValueAxis.TickType.TicksDynamic)
        counts.setTickAnchor(0)
        counts.setMinorTickCount(0)
        for axis in (categories, counts):
            axis.setLabelsFont(small)
            axis.setTitleFont(small)
        categories.setGridLineVisible(False)

    # --------------------------------------------------------------------- names

    def _cost_label(self, label: str) -> str:
        return {"Kairu": self.tr("Kairu"), "Launch": self.tr("Launch"),
                "Cost": self.tr("Cost")}.get(label, label)

    def _group_title(self, label: str) -> str:
        return {"Colour": self.tr("Colours"), "Manufacturer": self.tr("Manufacturers"),
                "Element": self.tr("Elements")}.get(label, label)

    def _curve_title(self, label: str) -> str:
        return {"Kairu": self.tr("Kairu curve"), "Launch": self.tr("Launch curve"),
                "Cost": self.tr("Cost curve")}.get(label, self.tr("Cost curve"))

    def display_name(self, key: str, game: str | None = None) -> str:
        """A kind, or a colour / element / manufacturer of ``game``'s breakdown (default:
        the shown deck's game), as the user reads it. Group values go through
        :func:`value_title`, so they read as in the catalog and the card pane."""
        if key in _all_kinds():
            return kind_title(key)
        if game is None:
            game = self._stats.game if self._stats is not None else ""
        desc = find_game(game)
        field = desc.group_field if desc is not None else None
        if field is None:
            return key
        # A group of several values (a monster of several colours): "green/purple".
        return COLOUR_JOIN.join(value_title(field, p) for p in key.split(COLOUR_JOIN))

    # --------------------------------------------------------------------- the deck

    def set_deck(self, resolved: ResolvedDeck | None, ruleset: Ruleset | None) -> None:
        """Show the statistics of ``resolved`` (None: nothing to show). ``ruleset`` gives
        the draw model of the odds and the deck's caps; None leaves the odds out."""
        self._resolved = resolved
        self._ruleset = ruleset
        stats = deck_statistics(resolved) if resolved is not None else None
        self._stats = stats
        empty = stats is None or stats.total == 0
        self.setUpdatesEnabled(False)
        try:
            self._fill_cost(stats)
            self._fill_kinds(stats)
            self._fill_groups(stats)
            self._fill_summary(stats)
            self._fill_odds_cards(resolved)
            unit = turn_unit(ruleset) if ruleset is not None else "turn"
            self.odds_controls.set_clash(unit == "clash")
            self.note_label.setVisible(empty)
            for widget in (self.summary_label, self.cost_view, self.kind_view,
                           self.group_view, self.odds_box):
                widget.setVisible(not empty)
            if resolved is None:
                self.note_label.setText(self.tr("No deck is open."))
            elif empty and resolved.deck.count("deck"):
                self.note_label.setText(self.tr("None of the deck's cards is in the catalog: "
                                                "fix their names to see the statistics."))
            elif empty:
                self.note_label.setText(self.tr("The deck is empty: add cards to see the cost "
                                                "curve, the breakdowns and the draw odds."))
            self._update_odds()
        finally:
            self.setUpdatesEnabled(True)

    @property
    def statistics(self) -> DeckStatistics | None:
        return self._stats

    def _fill_cost(self, stats: DeckStatistics | None) -> None:
        bars = stats.curve_bars() if stats is not None else []
        label = stats.cost_label if stats is not None else "Cost"
        self.cost_chart.setTitle(self._curve_title(label))
        self.cost_series.clear()
        bar_set = QBarSet(self.tr("Copies"))
        bar_set.setColor(QColor(COST_BAR_COLOUR))
        bar_set.setBorderColor(QColor(COST_BAR_COLOUR).darker(120))
        bar_set.setLabelColor(self.palette().color(QPalette.ColorRole.WindowText))
        bar_set.append([float(n) for _c, n in bars])
        self.cost_series.append(bar_set)
        self.cost_axis.clear()
        self.cost_axis.append([str(c) for c, _n in bars])
        self.cost_axis.setTitleText(self._cost_label(label))
        # Many costs (MONSTER CARDS spans 5 to 20) would be elided to "…" at full size.
        font = QFont(self.font())
        if len(bars) > 9:
            font.setPointSizeF(max(6.0, font.pointSizeF() - 2))
        self.cost_axis.setLabelsFont(font)
        self._label_costs([c for c, _n in bars], font)
        top = max((n for _c, n in bars), default=0)
        # Headroom above the highest bar for its label.
        self._set_count_range(self.cost_count_axis, top, math.ceil(top + max(1.0, top * 0.12)))

    def _label_costs(self, costs: list[int], font: QFont) -> None:
        """Label the cost axis so that no number is cut. QtCharts cuts a category's label
        to "…" when the bar is narrower than it (MONSTER CARDS' 16 costs in a 1280×720
        pane): then the bars' own axis hides its labels, and an axis of ours names every
        few costs at their bars, each label with the room of several bars."""
        self._costs, self._cost_font = costs, font
        each = self.cost_chart.plotArea().width() / max(1, len(costs))
        widest = max((QFontMetrics(font).horizontalAdvance(str(c)) for c in costs), default=0)
        # (QtCharts wants about 10 px beside a label's own width, measured with Qt 6.11.)
        crowded = bool(costs) and widest + 10 > each
        if self._cost_marks is not None:
            self.cost_chart.removeAxis(self._cost_marks)
            self._cost_marks = None
        self.cost_axis.setVisible(not crowded)
        if not crowded:
            return
        marks = QCategoryAxis()
        marks.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        marks.setLabelsFont(font)
        marks.setTitleFont(self.cost_axis.titleFont())
        marks.setTitleText(self.cost_axis.titleText())
        marks.setGridLineVisible(False)
        marks.setRange(-0.5, len(costs) - 0.5)
        step = 5 if each * 5 > widest + 8 and len(costs) > 10 else 2
        for i, c in enumerate(costs):
            if c % step == 0:
                marks.append(str(c), float(i))
        self.cost_chart.addAxis(marks, Qt.AlignmentFlag.AlignBottom)
        self._cost_marks = marks

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The room per cost follows the chart's width (the panel is resizable).
        if watched is self.cost_view and isinstance(event, QResizeEvent) \
                and event.size().width() != event.oldSize().width() and self._costs:
            QTimer.singleShot(0, lambda: self._label_costs(self._costs, self._cost_font))
        return super().eventFilter(watched, event)

    def _fill_kinds(self, stats: DeckStatistics | None) -> None:
        kinds = stats.kinds if stats is not None else {}
        self._kind_keys = list(kinds)
        self.kind_series.clear()
        bar_set = QBarSet(self.tr("Copies"))
        bar_set.setColor(QColor(KIND_BAR_COLOUR))
        bar_set.setBorderColor(QColor(KIND_BAR_COLOUR).darker(120))
        bar_set.setLabelColor(QColor("white"))
        # A horizontal bar chart draws its first category at the bottom: reversed, the
        # kinds read top to bottom in their sorted order.
        keys = list(reversed(self._kind_keys))
        bar_set.append([float(kinds[k]) for k in keys])
        self.kind_series.append(bar_set)
        self.kind_axis.clear()
        self.kind_axis.append([self.display_name(k) for k in keys])
        top = max(kinds.values(), default=0)
        self._set_count_range(self.kind_count_axis, top, top)
        self.kind_view.setFixedHeight(64 + 30 * max(1, len(kinds)))

    def _set_count_range(self, axis: QValueAxis, top: int, maximum: int) -> None:
        step = _nice_step(max(1, top))
        axis.setRange(0, max(step, math.ceil(max(1, maximum) / step) * step))
        axis.setTickInterval(step)

    def _fill_groups(self, stats: DeckStatistics | None) -> None:
        groups = stats.groups if stats is not None else {}
        game = stats.game if stats is not None else ""
        self.group_chart.setTitle(self._group_title(stats.group_label)
                                  if stats is not None else "")
        self.group_series.clear()
        edge = self.palette().color(QPalette.ColorRole.Base)
        spare = 0
        self._group_texts = []
        for key, n in groups.items():
            text = f"{self.display_name(key, game)} {n}"
            self._group_texts.append(text)
            pie_slice = QPieSlice(text, float(n))
            pie_slice.setObjectName(key)
            known = _palette_colour(game, key) is not None
            pie_slice.setColor(group_colour(game, key, spare))
            if not known:
                spare += 1
            pie_slice.setBorderColor(edge)
            self.group_series.append(pie_slice)

        self._fill_legend()

    def _fill_legend(self) -> None:
        """The legend under the doughnut: a colour square and "title count" per slice, the
        entries wrapping as the panel's width needs (a long one of several colours may
        break after its "/")."""
        entries = []
        for pie_slice, text in zip(self.group_series.slices(), self._group_texts,
                                   strict=True):
            colour = pie_slice.color().name()
            label = html.escape(text).replace(html.escape(COLOUR_JOIN),
                                              html.escape(COLOUR_JOIN) + "\u200b")
            entries.append(f'<span style="color:{colour}">\u25a0</span>&nbsp;'
                           f'{label.replace(" ", "&nbsp;")}')
        self.group_legend.setText("&nbsp;&nbsp; ".join(entries))
        self.group_legend.setVisible(bool(entries))

    def elided_texts(self) -> list[str]:
        """The chart texts shown cut with "…" now (the window-shot check reads them): the
        cost axis's labels when its categories are narrower than their numbers."""
        cut: list[str] = []
        cats = self.cost_axis.categories()
        if cats and self.cost_view.isVisible() and self.cost_axis.isVisible():
            each = self.cost_chart.plotArea().width() / len(cats)
            metrics = QFontMetrics(self.cost_axis.labelsFont())
            cut += [c for c in cats if metrics.horizontalAdvance(c) > each - 6]
        return cut

    def _fill_summary(self, stats: DeckStatistics | None) -> None:
        if stats is None or stats.total == 0:
            self.summary_label.clear()
            return
        parts = [self.tr("%n card(s)", "", stats.total)]
        if stats.average_cost is not None:
            average = {"Kairu": self.tr("average Kairu {value}"),
                       "Launch": self.tr("average launch {value}")}.get(
                stats.cost_label, self.tr("average cost {value}"))
            parts.append(average.format(value=f"{stats.average_cost:.2f}"))
        rules = self._ruleset.deck_rules if self._ruleset is not None else None
        game = find_game(stats.game)
        if game is not None and game.has_deck_cost:
            cap = rules.cost_cap if rules is not None else None
            parts.append(self.tr("deck cost {total}").format(total=stats.cost_sum)
                         + (f" / {cap}" if cap is not None else ""))
        # A lone Monsuno (medium rules) is launched by a capsule toss, not by paying.
        if stats.team_launch is not None and stats.team_size > 1:
            cap = rules.launch_cap if rules is not None else None
            parts.append(self.tr("team launch {total}").format(total=stats.team_launch)
                         + (f" / {cap}" if cap is not None else ""))
        if stats.unknown:
            parts.append(self.tr("%n unknown card(s) not counted", "", stats.unknown))
        self.summary_label.setText(" · ".join(parts))

    # --------------------------------------------------------------------- odds

    def _fill_odds_cards(self, resolved: ResolvedDeck | None) -> None:
        self.odds_controls.set_deck(resolved)

    def selected_cards(self) -> list[str]:
        """Names of the cards chosen for the odds, in list order."""
        return self.odds_controls.selected_cards()

    def _update_odds(self) -> None:
        self.odds = None
        resolved, ruleset = self._resolved, self._ruleset
        show = self.odds_controls.show_message
        if resolved is None or self._stats is None or self._stats.total == 0:
            show(self.tr("The deck is empty."))
            return
        if ruleset is None:
            show(self.tr("Choose a ruleset to see the draw odds."))
            return
        names = self.selected_cards()
        if not names:
            show(self.tr("Choose one or more cards above."), self._model_text(ruleset))
            return
        odds = exact_odds(ruleset, resolved, names, self.odds_copies.value(),
                          self.odds_turn.value())
        if odds is None:
            show(self.tr("No draw model for this ruleset yet."))
            return
        self.odds = odds
        self.odds_controls.show_odds(odds, self._model_text(ruleset))

    def _model_text(self, ruleset: Ruleset) -> str:
        """Where the cards seen per turn come from: the ruleset's engine."""
        if ruleset.engine is not None:
            return self.tr("Cards seen per turn come from the rules engine (default options).")
        return ""

    # --------------------------------------------------------------------- for tests

    def cost_values(self) -> dict[int, int]:
        """Cost → copies as the curve's bars show them (zeros included)."""
        sets = self.cost_series.barSets()
        cats = self.cost_axis.categories()
        if not sets:
            return {}
        return {int(c): int(sets[0].at(i)) for i, c in enumerate(cats)}

    def kind_values(self) -> dict[str, int]:
        """Kind → copies as the kind bars show them."""
        sets = self.kind_series.barSets()
        if not sets:
            return {}
        keys = list(reversed(self._kind_keys))
        return {k: int(sets[0].at(i)) for i, k in enumerate(keys)}

    def group_values(self) -> dict[str, int]:
        """Group key → copies as the pie's slices hold them."""
        return {s.objectName(): int(s.value()) for s in self.group_series.slices()}

    def group_labels(self) -> list[str]:
        """The legend's labels as they read (without the line breaks of long ones)."""
        return list(self._group_texts)

    def legend_text(self) -> str:
        """The legend's text as shown (rich text)."""
        return self.group_legend.text()
