"""The playtest window's Simulation tab: play a deck many times against the dummy in the
background and show the kill turns, the summary figures, when each card is first held, and
the exact odds of drawing chosen cards.

A batch runs in a :class:`SimulationRun` job (``ui.background``) over ``sim.run_batch``,
the same chunked, cancellable runner as the command line: on one core it checks Cancel
between games; on all cores it feeds a pool of processes one chunk at a time. Every
game's seed comes from the batch seed and the game number, so the figures do not depend
on how the batch is split.
"""

from __future__ import annotations

import html
import os
import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QCloseEvent,
    QKeySequence,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.outputs import write_output
from deckbuilder.rules.cards import name_key
from deckbuilder.rules.deckstats import deck_cards, turn_unit
from deckbuilder.rules.sim import (
    DEFAULT_MAX_TURNS,
    GoldfishSpec,
    Stats,
    draw_odds,
    max_players,
    played_odds,
    policy_names,
)
from deckbuilder.services.playtest_service import Playable, PlaytestService
from deckbuilder.services.simulation_export import simulation_csv
from deckbuilder.ui.common.charts import format_percent
from deckbuilder.ui.common.odds_controls import OddsControls
from deckbuilder.ui.playtest.impossible_text import impossible_text
from deckbuilder.ui.playtest.simulation_chart import KillTurnChart
from deckbuilder.ui.playtest.simulation_compare import ComparisonSettings, SimulationComparisons
from deckbuilder.ui.playtest.simulation_runs import (
    _LIVE_RUNS,
    SimulationRun,
    group_number,
    stop_all_runs,
)
from deckbuilder.ui.playtest.simulation_table import InHandColumn, InHandModel, InHandRow

MAX_GAMES = 1_000_000
DEFAULT_GAMES = 1000
DEFAULT_SEED = 1


# --------------------------------------------------------------------------- the panel

class ElidingComboBox(QComboBox):
    """A combo box whose current text ends in "…" when the box is narrower than it (a
    longer translation in a side panel of fixed width), the whole text then being the
    first line of the tooltip. The list that drops down always shows whole texts."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._tip = ""
        self.currentIndexChanged.connect(self._update_tip)

    def set_tip(self, tip: str) -> None:
        self._tip = tip
        self._update_tip()

    def _field_width(self) -> int:
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField,
                                           self).width()

    def shown_text(self) -> str:
        """The current text as painted (elided when it does not fit)."""
        return self.fontMetrics().elidedText(self.currentText(), Qt.TextElideMode.ElideRight,
                                             self._field_width())

    def is_elided(self) -> bool:
        return self.shown_text() != self.currentText()

    def _update_tip(self) -> None:
        full = self.currentText()
        self.setToolTip(f"{full}\n{self._tip}" if self.is_elided() and full else self._tip)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        opt.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_tip()


class SimulationPanel(QWidget):
    """Goldfish simulation of one deck (a tab of the playtest window).

    Tests and the benchmark drive :attr:`games_spin`, :attr:`policy_combo`,
    :attr:`seed_spin`, :attr:`max_turns_spin`, :attr:`all_cores_check`,
    :attr:`run_button`, :attr:`cancel_button` (or :meth:`start` / :meth:`cancel`), wait for
    :attr:`simulationFinished` and read :attr:`summary`, :meth:`histogram_values`,
    :attr:`in_hand_model` and :attr:`odds_label`. :attr:`all_cores` is the number of
    processes "Use all cores" starts (``os.cpu_count()``).

    Built from parts: the kill-turn chart (:attr:`kill_chart`, a child widget) and the
    comparisons (:attr:`comparisons`, a controller its buttons call).
    """

    progressChanged = Signal(int, int)  # games done, games asked for
    simulationFinished = Signal(object)  # the summary dict (also in .summary)
    simulationFailed = Signal(str)

    def __init__(self, playtest: PlaytestService, playable: Playable,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.playtest = playtest
        self.playable = playable
        self.all_cores = os.cpu_count() or 1
        self.stats: Stats | None = None
        self.summary: dict[str, Any] | None = None
        self.odds: Any = None
        self._run: SimulationRun | None = None
        self._job_log: Any = None  # the running batch's JobLog
        self._spec: GoldfishSpec | None = None
        self._games = 0
        self._workers = 1
        self._max_players = max_players(playable.engine)
        self._clash = turn_unit(playable.ruleset) == "clash"
        self._words = self._unit_words()
        self.comparisons = SimulationComparisons(playtest, playable, self.all_cores,
                                                 self.current_spec, self._settings, self)

        # Left: what to play, Run/Cancel and the odds calculator; right: the results.
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        outer.setSpacing(10)
        side = QVBoxLayout()
        side.setSpacing(6)
        side.addWidget(self._build_settings())
        side.addLayout(self._build_run_row())
        side.addWidget(self._build_odds(), 1)
        side_box = QWidget()
        side_box.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        # As wide as the settings need in the UI language (Russian labels are longer),
        # within limits that leave the chart most of the room.
        em = self.fontMetrics().horizontalAdvance("M")
        side_box.setFixedWidth(min(max(em * 26, side_box.sizeHint().width()), em * 36))
        outer.addWidget(side_box)

        results = QVBoxLayout()
        results.setSpacing(6)
        self.status_label = QLabel()
        self.status_label.setObjectName("simulationStatus")
        self.status_label.setWordWrap(True)
        self.status_label.setTextFormat(Qt.TextFormat.RichText)
        results.addWidget(self.status_label)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("simulationSummary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse)
        results.addWidget(self.summary_label)
        self.not_simulated_label = QLabel()
        self.not_simulated_label.setObjectName("notSimulatedNote")
        self.not_simulated_label.setWordWrap(True)
        self._mute(self.not_simulated_label)
        results.addWidget(self.not_simulated_label)
        self.placeholder_label = QLabel(self.tr(
            "Choose the number of games and press Run: the deck plays that many games "
            "against the dummy, and the kill turns and draws appear here."))
        self.placeholder_label.setObjectName("simulationPlaceholder")
        self.placeholder_label.setWordWrap(True)
        self.placeholder_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder_label.setMargin(24)
        self._mute(self.placeholder_label)
        results.addWidget(self.placeholder_label, 1)

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.kill_chart = KillTurnChart(self._words, self)
        self.splitter.addWidget(self.kill_chart)
        self.splitter.addWidget(self._build_table())
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setSizes([330, 260])
        results.addWidget(self.splitter, 1)
        outer.addLayout(results, 1)

        self._fill_not_simulated()
        self._set_running(False)
        self._show_results()
        self._update_odds()
        self._shortcuts()
        app = QCoreApplication.instance()
        if app is not None and not app.property("deckbuilder_stops_runs"):
            # Quitting with a batch running: stop it rather than abort on a live thread.
            app.setProperty("deckbuilder_stops_runs", True)
            app.aboutToQuit.connect(stop_all_runs)

    @property
    def playable(self) -> Playable:
        return self._playable

    @playable.setter
    def playable(self, playable: Playable) -> None:
        # The playtest window sets this when its rules options or dummy change: the odds
        # then follow the new options (and stop using a batch played with the old ones).
        self._playable = playable
        if hasattr(self, "odds_controls"):
            self._update_odds()

    # --------------------------------------------------------------------- building

    def _unit_words(self) -> dict[str, str]:
        """Texts that name the ruleset's unit of play: turns, or clashes (Monsuno
        medium), for the one player against the dummy or against several bots."""
        if self._clash:
            words = {
                "max": self.tr("&Max clashes"),
                "title": self.tr("Kill clash"),
                "won": self.tr("won in that clash"),
                "axis": self.tr("Clash in which the dummy was defeated"),
                "up_to": self.tr("up to {turns} clashes"),
                "never": self.tr("<b>Never won</b> within {turns} clashes"),
                "kill": self.tr("Kill clash: mean <b>{mean}</b> · median <b>{median}</b> · "
                                "10% of games by clash {p10} · 90% by clash {p90}"),
                "not_won": self.tr("Not won within {turns} clashes: <b>{share}</b>"),
                "legend": self.tr("not won within {turns} clashes"),
                "dead": self.tr("clashes with no card played: {share}"),
                "won_on": self.tr("Won in clash {t}: {n} games ({p})"),
                "not_won_tip": self.tr("Not won within {turns} clashes: {n} games ({p})"),
            }
        else:
            words = {
                "max": self.tr("&Max turns"),
                "title": self.tr("Kill turn"),
                "won": self.tr("won on that turn"),
                "axis": self.tr("Your turn the dummy was defeated"),
                "up_to": self.tr("up to {turns} turns"),
                "never": self.tr("<b>Never won</b> within {turns} turns"),
                "kill": self.tr("Kill turn: mean <b>{mean}</b> · median <b>{median}</b> · "
                                "10% of games by turn {p10} · 90% by turn {p90}"),
                "not_won": self.tr("Not won within {turns} turns: <b>{share}</b>"),
                "legend": self.tr("not won within {turns} turns"),
                "dead": self.tr("turns with no card played: {share}"),
                "won_on": self.tr("Won on turn {t}: {n} games ({p})"),
                "not_won_tip": self.tr("Not won within {turns} turns: {n} games ({p})"),
            }
        if self._max_players > 2 and not self._clash:
            words["axis"] = self.tr("Your turn the last opponent fell")
        return words

    def _mute(self, label: QLabel) -> None:
        pal = label.palette()
        pal.setColor(QPalette.ColorRole.WindowText, pal.color(QPalette.ColorRole.PlaceholderText))
        label.setPalette(pal)

    def _build_settings(self) -> QWidget:
        box = QGroupBox(self.tr("Settings"))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)

        self.games_spin = QSpinBox()
        self.games_spin.setObjectName("simGames")
        self.games_spin.setRange(1, MAX_GAMES)
        self.games_spin.setSingleStep(1000)
        self.games_spin.setGroupSeparatorShown(True)
        self.games_spin.setValue(DEFAULT_GAMES)
        self.games_spin.setToolTip(self.tr("How many games to play against the dummy"))

        self.policy_combo = ElidingComboBox()
        self.policy_combo.setObjectName("simPolicy")
        labels = {"greedy": self.tr("Greedy (best-looking play)"),
                  "random": self.tr("Random (any legal play)"),
                  "planner": self.tr("Planner (searches, plays fair)"),
                  "clairvoyant": self.tr("Clairvoyant (knows the deck order: the bound)")}
        for key in policy_names(self.playable.engine):
            self.policy_combo.addItem(labels.get(key, key), key)
        self.policy_combo.set_tip(self.tr("How the bot plays your deck"))

        self.seed_spin = QSpinBox()
        self.seed_spin.setObjectName("simSeed")
        self.seed_spin.setRange(0, 2**31 - 1)
        self.seed_spin.setValue(DEFAULT_SEED)
        self.seed_spin.setToolTip(self.tr("The same seed and settings give the same "
                                          "figures, on one core or all of them"))
        self.new_seed_button = QPushButton(self.tr("New seed"))
        self.new_seed_button.setToolTip(self.tr("Pick a random seed"))
        self.new_seed_button.clicked.connect(self.new_seed)

        self.max_turns_spin = QSpinBox()
        self.max_turns_spin.setObjectName("simMaxTurns")
        self.max_turns_spin.setRange(1, 200)
        self.max_turns_spin.setValue(DEFAULT_MAX_TURNS)
        self.max_turns_spin.setToolTip(self.tr("A game still going after this many of your "
                                               "turns counts as not won"))

        self.players_label = QLabel(self.tr("Players"))
        self.players_spin = QSpinBox()
        self.players_spin.setObjectName("simPlayers")
        self.players_spin.setRange(2, max(2, self._max_players))
        self.players_spin.setValue(2)
        self.players_spin.setToolTip(self.tr("Seats at the table: 2 is you against the "
                                             "dummy; more seats are bots with the dummy's "
                                             "cards"))
        self.players_label.setBuddy(self.players_spin)
        multi = self._max_players > 2
        self.players_label.setVisible(multi)
        self.players_spin.setVisible(multi)
        self.new_seed_button.setSizePolicy(QSizePolicy.Policy.Fixed,
                                           QSizePolicy.Policy.Fixed)

        self.all_cores_check = QCheckBox(self.tr("Use all cores ({n} processes)").format(
            n=self.all_cores))
        self.all_cores_check.setObjectName("simAllCores")
        self.all_cores_check.setToolTip(self.tr("Play the games in several processes at "
                                                "once; the figures stay the same"))
        self.all_cores_check.setEnabled(self.all_cores > 1)

        seed_row = QHBoxLayout()
        seed_row.setSpacing(4)
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.new_seed_button)
        form.addRow(self.tr("&Games"), self.games_spin)
        form.addRow(self.tr("&Bot"), self.policy_combo)
        seed_label = QLabel(self.tr("S&eed"))
        seed_label.setBuddy(self.seed_spin)
        form.addRow(seed_label, seed_row)
        form.addRow(self._words["max"], self.max_turns_spin)
        form.addRow(self.players_label, self.players_spin)
        form.addRow(self.all_cores_check)
        self.settings_box = box
        return box

    def _build_run_row(self) -> QVBoxLayout:
        col = QVBoxLayout()
        col.setSpacing(6)
        self.run_button = QPushButton(self.tr("&Run"))
        self.run_button.setObjectName("simRun")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("simCancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("simProgress")
        self.progress_bar.setTextVisible(True)
        self.progress_bar.setFormat("")
        self.progress_bar.setValue(0)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setObjectName("simExport")
        self.export_button.clicked.connect(self.choose_export_file)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button, 1)
        buttons.addWidget(self.cancel_button, 1)
        col.addLayout(buttons)
        col.addWidget(self.progress_bar)
        col.addWidget(self.export_button)
        self.pilots_button = QPushButton(self.tr("Pilots side by side"))
        self.pilots_button.setObjectName("simPilots")
        self.pilots_button.setToolTip(self.tr(
            "Play the same games with the greedy bot, the planner and the clairvoyant "
            "bound, and draw their kill turns on one chart"))
        self.pilots_button.clicked.connect(self.comparisons.compare_pilots)
        self.compare_button = QPushButton(self.tr("Compare with…"))
        self.compare_button.setObjectName("simCompare")
        self.compare_button.setToolTip(self.tr(
            "Play another deck file on the same seeds and say which deck kills sooner"))
        self.compare_button.clicked.connect(self.comparisons.choose_compare_file)
        self.against_button = QPushButton(self.tr("Against…"))
        self.against_button.setObjectName("simAgainst")
        self.against_button.setToolTip(self.tr(
            "Play this deck against another deck file, the computer piloting both (the "
            "planner if it is the chosen bot, else the greedy bot), and count who wins"))
        self.against_button.clicked.connect(self.comparisons.choose_opponent_file)
        col.addWidget(self.pilots_button)
        col.addWidget(self.compare_button)
        self.gauntlet_button = QPushButton(self.tr("Gauntlet…"))
        self.gauntlet_button.setObjectName("simGauntlet")
        self.gauntlet_button.setToolTip(self.tr(
            "Play this deck against each of several deck files on all cores, and list "
            "the scores and win rates from best to worst"))
        self.gauntlet_button.clicked.connect(self.comparisons.choose_gauntlet_files)
        col.addWidget(self.against_button)
        col.addWidget(self.gauntlet_button)
        return col

    def _build_table(self) -> QWidget:
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        self.table_caption = QLabel(
            self.tr("Chance to have held each card, by your turn:") if not self._clash
            else self.tr("Chance to have seen each card, by clash:"))
        col.addWidget(self.table_caption)
        self.in_hand_model = InHandModel(self, clash=self._clash)
        self.in_hand_view = QTableView()
        self.in_hand_view.setObjectName("inHandTable")
        self.in_hand_view.setModel(self.in_hand_model)
        self.in_hand_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.in_hand_view.setAlternatingRowColors(False)
        self.in_hand_view.verticalHeader().hide()
        self.in_hand_view.verticalHeader().setDefaultSectionSize(
            self.fontMetrics().height() + 6)
        header = self.in_hand_view.horizontalHeader()
        header.setMinimumSectionSize(20)
        header.setDefaultSectionSize(self.fontMetrics().horizontalAdvance("100%") + 8)
        header.setHighlightSections(False)
        # Deck-list order until the user clicks a column.
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.in_hand_view.setSortingEnabled(True)
        self.in_hand_view.setMinimumSize(320, 150)
        col.addWidget(self.in_hand_view, 1)
        return box

    def _build_odds(self) -> QWidget:
        box = QGroupBox(self.tr("Exact draw odds"))
        self.odds_box = box
        col = QVBoxLayout(box)
        self.odds_controls = OddsControls("simOdds")
        self.odds_controls.set_clash(self._clash)
        # Turn 0 asks about the opening hand alone.
        self.odds_controls.turn.setMinimum(0)
        self.odds_controls.set_deck(self.playable.deck)
        # The names the tests and the rest of this panel use.
        self.odds_cards = self.odds_controls.cards
        self.odds_copies = self.odds_controls.copies
        self.odds_turn = self.odds_controls.turn
        self.odds_label = self.odds_controls.result
        self.odds_detail = self.odds_controls.detail
        col.addWidget(self.odds_controls, 1)
        self.odds_controls.changed.connect(self._update_odds)
        return box

    def _shortcuts(self) -> None:
        ctx = Qt.ShortcutContext.WidgetWithChildrenShortcut
        run = QShortcut(QKeySequence("Ctrl+R"), self, context=ctx)
        run.activated.connect(self.start)
        stop = QShortcut(QKeySequence(QKeySequence.StandardKey.Cancel), self, context=ctx)
        stop.activated.connect(self.cancel)
        export = QShortcut(QKeySequence("Ctrl+E"), self, context=ctx)
        export.activated.connect(self.choose_export_file)
        self.run_button.setToolTip(self.tr("Play the games (Ctrl+R)"))
        self.cancel_button.setToolTip(self.tr("Stop and show the games played so far (Esc)"))
        self.export_button.setToolTip(self.tr("Write the figures, the histogram and the "
                                              "table to a CSV or JSON file (Ctrl+E)"))

    # --------------------------------------------------------------------- running

    @property
    def running(self) -> bool:
        return self._run is not None

    def current_spec(self) -> GoldfishSpec:
        """The batch the controls describe."""
        return self.playtest.spec(
            self.playable, policy=str(self.policy_combo.currentData()),
            seed=self.seed_spin.value(), max_turns=self.max_turns_spin.value(),
            players=self.players_spin.value() if self._max_players > 2 else 2)

    def _settings(self) -> ComparisonSettings:
        return ComparisonSettings(games=self.games_spin.value(), seed=self.seed_spin.value(),
                                  max_turns=self.max_turns_spin.value(),
                                  policy=str(self.policy_combo.currentData()))

    @property
    def comparison_dialog(self) -> QDialog | None:
        """The last comparison window shown (pilots, decks, matchup or gauntlet)."""
        return self.comparisons.comparison_dialog

    def histogram_values(self) -> dict[str, int]:
        """The kill-turn chart's bars: turn → games, then "not won" → the games not won."""
        return self.kill_chart.histogram_values()

    @Slot()
    def new_seed(self) -> None:
        self.seed_spin.setValue(random.SystemRandom().randrange(2**31))

    @Slot()
    def start(self) -> None:
        """Start a batch with the controls' settings (nothing if one is running)."""
        if self._run is not None:
            return
        try:
            spec = self.current_spec()
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Cannot simulate"), str(exc))
            return
        games = self.games_spin.value()
        workers = self.all_cores if self.all_cores_check.isChecked() else 1
        workers = max(1, min(workers, games))
        self._spec, self._games, self._workers = spec, games, workers
        from deckbuilder.logs import JobLog

        self._job_log = JobLog("simulation", deck=self.playable.deck.deck.name,
                               ruleset=self.playable.ruleset.id, games=games, workers=workers,
                               seed=spec.seed)
        run = SimulationRun(spec, games, workers)
        if spec.policy == "planner":
            # A planner run also plays the clairvoyant bound on the same seeds.
            from deckbuilder.ui.playtest.pilot_compare import SeriesRun

            run = SeriesRun([spec, replace(spec, policy="clairvoyant")], games, workers,
                            share=True)
        run.progressed.connect(self._on_run_progress)
        run.succeeded.connect(self._on_run_done)
        run.failed.connect(self._on_run_failed)
        self._run = run
        _LIVE_RUNS.add(run)
        # Deleted mid-batch (the window closed without shutdown()): stop the batch.
        self.destroyed.connect(run.cancel)
        self._set_running(True)
        # Disabling Run would pass the focus on to whatever comes next (the table, which
        # then repaints in full); Cancel is where the user's next key press belongs.
        self.cancel_button.setFocus()
        self._on_progress(0)
        self.status_label.setVisible(True)
        self.status_label.setText(self.tr("Playing {games} games…").format(
            games=group_number(games)) + (" " + self.tr("Starting {n} processes…").format(
                n=workers) if workers > 1 else ""))
        # Started from the event loop, after the repaint that the changes above asked
        # for: painting the window calls into Python thousands of times, and a busy
        # worker makes each of those calls wait for the GIL.
        QTimer.singleShot(0, self, self._launch)

    @Slot()
    def _launch(self) -> None:
        run = self._run
        if run is not None and not run.isRunning() and not run.isFinished():
            run.start()  # a Cancel clicked before this still ends the run normally

    @Slot()
    def cancel(self) -> None:
        """Stop the batch; the games already played are shown."""
        if self._run is not None:
            self._run.cancel()
            self.cancel_button.setEnabled(False)
            self.status_label.setText(self.tr("Cancelling…"))

    @Slot()
    def shutdown(self) -> None:
        """Cancel a running batch and wait for its thread (the window is closing)."""
        run = self._run
        if run is not None:
            run.cancel()  # one core stops within a game; a pool is terminated
            run.wait()
            self._run = None
            _LIVE_RUNS.discard(run)
            self._end_job_log("cancelled", reason="window closed")

    def _end_job_log(self, outcome: str, **details: object) -> None:
        log, self._job_log = self._job_log, None
        if log is not None:
            log.end(outcome, **details)

    def _release_thread(self) -> None:
        # The result arrives just before the thread's run() returns: wait for that (a
        # moment), since dropping a QThread that still runs aborts the program.
        run, self._run = self._run, None
        if run is not None:
            run.wait()
            _LIVE_RUNS.discard(run)
            self.destroyed.disconnect(run.cancel)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def _set_running(self, running: bool) -> None:
        for w in (self.settings_box, self.run_button, self.pilots_button,
                  self.compare_button):
            w.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.export_button.setEnabled(not running and self.summary is not None
                                      and bool(self.stats and self.stats.games))

    @Slot(int, int, str)
    def _on_run_progress(self, done: int, total: int, text: str) -> None:
        self._on_progress(done)

    @Slot(object)
    def _on_run_done(self, result: tuple[Stats | list[Stats], float]) -> None:
        run = self._run
        if run is not None and run.processes:
            # What the runner used: a batch of one chunk plays here whatever was asked.
            self._workers = run.processes
        self._on_done(*result)

    @Slot(object)
    def _on_run_failed(self, error: Exception) -> None:
        self._on_failed(f"{type(error).__name__}: {error}")

    @Slot(int)
    def _on_progress(self, done: int) -> None:
        total = max(1, self._games)
        self.progress_bar.setRange(0, total)
        self.progress_bar.setValue(min(done, total))
        self.progress_bar.setFormat(self.tr("{done} of {total} games").format(
            done=group_number(done), total=group_number(self._games)))
        if done and self._run is not None and not self._run.cancelled:
            self.status_label.setText(self.tr("Playing {games} games…").format(
                games=group_number(self._games)))
        self.progressChanged.emit(done, self._games)

    @Slot(object, float)
    def _on_done(self, stats: Stats | list[Stats], seconds: float) -> None:
        bound: Stats | None = None
        if isinstance(stats, list):  # a planner run: the planner's games, then the bound's
            if len(stats) > 1 and stats[1].games == stats[0].games:
                bound = stats[1]
            stats = stats[0] if stats else Stats()
        self._release_thread()
        self._end_job_log("done" if stats.games >= self._games else "cancelled",
                          games_played=stats.games)
        spec = self._spec
        assert spec is not None
        self._on_progress(stats.games)
        self.stats = stats
        summary = self.playtest.summary(self.playable, spec, stats)
        if bound is not None and stats.games:
            summary["bound"] = self.playtest.bound_summary(spec, stats, bound)
        summary.update({
            "deck": self.playable.deck.deck.name,
            "games_requested": self._games,
            "cancelled": stats.games < self._games,
            "workers": self._workers,
            "seconds": round(seconds, 3),
            "games_per_second": round(stats.games / seconds) if seconds > 0 else None,
        })
        self.summary = summary
        refocus = self.cancel_button.hasFocus()
        self._set_running(False)
        if refocus:
            self.run_button.setFocus()
        self._show_results()
        self._update_odds()  # now weighted by the counts of cards the games drew
        self.simulationFinished.emit(summary)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._release_thread()
        self._end_job_log("failed", error=message)
        self._set_running(False)
        self.status_label.setText(self.tr("The simulation stopped with an error."))
        self.simulationFailed.emit(message)
        QMessageBox.warning(self, self.tr("Simulation failed"), message)

    # --------------------------------------------------------------------- results

    def _fill_not_simulated(self) -> None:
        names = self.playable.not_simulated
        self.not_simulated_label.setVisible(bool(names))
        if names:
            self.not_simulated_label.setText(self.tr(
                "Not simulated (the engine plays these cards by their numbers only, "
                "without their effects): {names}").format(names=", ".join(names)))

    def _show_results(self) -> None:
        s, stats = self.summary, self.stats
        has = s is not None and stats is not None and stats.games > 0
        self.splitter.setVisible(has)
        self.summary_label.setVisible(has)
        self.placeholder_label.setVisible(not has)
        self.status_label.setVisible(s is not None)
        if s is None or stats is None:
            self.summary_label.clear()
            self.kill_chart.show_histogram({}, 0, 0, 0)
            self.in_hand_model.set_rows([], 0)
            return
        games = group_number(stats.games)
        policy = self.policy_combo.itemText(max(0, self.policy_combo.findData(s["policy"])))
        what = self.tr("{games} games · bot: {policy} · seed {seed}").format(
            games=games, policy=policy, seed=s["seed"])
        what += " · " + self._words["up_to"].format(turns=s["max_turns"])
        if s.get("players", 2) > 2:
            what += " · " + self.tr("{n} players").format(n=s["players"])
        if s["cancelled"] and not stats.games:
            self.status_label.setText(self.tr("Cancelled before any game finished."))
        elif s["cancelled"]:
            self.status_label.setText(self.tr(
                "<b>Cancelled</b> after {done} of {total} games: the figures are for the "
                "games played ({what}).").format(done=games,
                                                 total=group_number(s["games_requested"]),
                                                 what=html.escape(what)))
        else:
            self.status_label.setText(html.escape(what))
        kill = s["kill_turn"]
        self.kill_chart.show_histogram(kill["histogram"], kill["not_won"], s["max_turns"],
                                       stats.games)
        self._fill_table(s)
        if not has:
            self.summary_label.clear()
            return
        first: list[str] = []
        second: list[str] = []
        if kill["mean"] is None:
            first.append(self._words["never"].format(turns=s["max_turns"]))
        else:
            first.append(self._words["kill"].format(
                mean=f"{kill['mean']:.2f}", median=f"{kill['median']:g}",
                p10=f"{kill['p10']:g}", p90=f"{kill['p90']:g}"))
            second.append(self._words["not_won"].format(
                turns=s["max_turns"], share=format_percent(kill["not_won_share"])))
        if s["dead_turn_share"] is not None:
            second.append(self._words["dead"].format(
                share=format_percent(s["dead_turn_share"])))
        if s.get("games_per_second"):
            cores = self.tr("{n} processes").format(n=s["workers"]) if s["workers"] > 1 \
                else self.tr("one core")
            second.append(self.tr("{rate} games/s on {cores}").format(
                rate=group_number(int(s["games_per_second"])), cores=cores))
        text = " · ".join(first) + "<br>" + " · ".join(second)
        if "bound" in s:
            b = s["bound"]
            text += "<br>" + self.tr(
                "Clairvoyant bound on the same seeds: mean <b>{mean}</b> (not won counted "
                "as {limit}), not won {share} · the planner is {gap} turns behind on average, "
                "slower in {slower} of the games").format(
                mean=f"{b['mean']:.2f}", limit=s["max_turns"] + 1,
                share=format_percent(b["not_won_share"]), gap=f"{b['gap_mean']:.2f}",
                slower=format_percent(b["slower_share"]))
        unwinnable = s["bound"]["not_won_share"] if "bound" in s else \
            kill["not_won_share"] if s["policy"] == "clairvoyant" else None
        if unwinnable:
            text += "<br>" + self.tr("{share} of the shuffles cannot win by turn {turns} even "
                                     "knowing the deck order.").format(
                share=format_percent(unwinnable), turns=s["max_turns"])
        for why in s.get("impossible", ()):
            text += "<br>" + html.escape(impossible_text(why))
        self.summary_label.setText(text)

    def _fill_table(self, s: dict[str, Any]) -> None:
        copies: dict[str, int] = {}
        for card, n in deck_cards(self.playable.deck):
            copies[name_key(card.name)] = n
        rows = [InHandRow(name, copies.get(name_key(name), 0), tuple(shares))
                for name, shares in s["in_hand_by_turn"].items()]
        self.in_hand_model.set_rows(rows, int(s["max_turns"]))
        # Sized once here, not by ResizeToContents: that mode asks the model about every
        # row on each layout pass, and the window lays itself out again on every status
        # change while the next batch runs (competing with it for the GIL).
        self.in_hand_view.resizeColumnToContents(InHandColumn.CARD)

    # --------------------------------------------------------------------- odds

    def selected_cards(self) -> list[str]:
        return self.odds_controls.selected_cards()

    @Slot()
    def _update_odds(self) -> None:
        self.odds = None
        names = self.selected_cards()
        if not names:
            self.odds_controls.show_message(
                self.tr("Choose one or more cards."),
                self.tr("Exact odds from the deck size and the cards drawn by each of "
                        "your turns under these rules options; after a run, weighted by "
                        "how many cards the simulated games drew."))
            return
        play = self.playable
        turn = self.odds_turn.value()
        stats = self._batch_for_odds(turn)
        # After a run: the same computation as ``deckbuilder odds`` (sim.played_odds).
        self.odds = draw_odds(play.engine, play.options, play.deck, names,
                              self.odds_copies.value(), turn) if stats is None else \
            played_odds(play.engine, play.options, play.deck, names,
                        self.odds_copies.value(), turn, stats)
        self.odds_controls.show_odds(self.odds)

    def _batch_for_odds(self, turn: int) -> Stats | None:
        """The last batch when it played this deck with these options up to ``turn``
        (None: the rules' schedule alone). How many cards a player has seen by a turn
        depends on play in most rulesets (a MONSTER CARDS card holding the Attack zone
        draws nothing, draw effects draw more), so odds weighted by the counts the games
        drew are the ones the "in hand by turn" table agrees with."""
        stats, spec, play = self.stats, self._spec, self.playable
        if stats is None or not stats.games or spec is None or turn < 1 \
                or turn > spec.max_turns or spec.deck is not play.deck \
                or spec.options != play.options or spec.dummy is not play.dummy:
            return None
        return stats

    # --------------------------------------------------------------------- export

    def csv_text(self) -> str:
        if self.summary is None:
            raise ValueError("no simulation to export yet")
        return simulation_csv(self.summary)

    def export_csv(self, path: str) -> None:
        """Write the results to ``path`` (raises OSError): JSON when the name ends in
        ``.json`` (the same document as ``deckbuilder goldfish --json``), else CSV."""
        if str(path).lower().endswith(".json"):
            import json

            write_output(path, json.dumps(self.summary, indent=1, ensure_ascii=False) + "\n")
        else:
            write_output(path, self.csv_text())

    @Slot()
    def choose_export_file(self) -> None:
        if self.summary is None or self.running:
            return
        name = (self.playable.deck.deck.name or "deck") + "-simulation.csv"
        csv_filter = self.tr("CSV files (*.csv)")
        json_filter = self.tr("JSON files (*.json)")
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Export Simulation"), name,
                                                   f"{csv_filter};;{json_filter}")
        if not path:
            return
        typed = path
        path = export_path(path, json=chosen == json_filter)
        if path != typed and Path(path).exists() and QMessageBox.question(
                self, self.tr("Export Simulation"),
                self.tr("{name} already exists. Replace it?").format(
                    name=Path(path).name)) != QMessageBox.StandardButton.Yes:
            # The dialog asked about the name as typed, not about the one with the
            # extension added.
            return
        try:
            self.export_csv(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Not exported"),
                                f"{exc.filename or path}: {exc.strerror}")
            return
        self.status_label.setText(self.tr("Results written to {path}").format(
            path=html.escape(path)))


#: What counts as a file name's extension: ".csv", ".json", ".txt"… — not the ".2" of
#: "Gale Runner v1.2-simulation", which still needs one.
_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,7}")


def export_path(path: str, *, json: bool) -> str:
    """The file to write for the name chosen in the export dialog: with the chosen type's
    extension added when the name has none (Qt's dialogs only add it in some desktops),
    and a CSV name switched to .json when JSON was chosen."""
    suffix = ".json" if json else ".csv"
    name = Path(path).name
    if json and name.lower().endswith(".csv"):
        return path[:-len(".csv")] + suffix
    if json and not name.lower().endswith(".json"):
        return path + suffix
    if not _EXTENSION.fullmatch(Path(name).suffix):
        return path + suffix
    return path

