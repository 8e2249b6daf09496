"""The Simulation tab's "Gauntlet…": this deck against a list of decks, one row each
with the wins, draws and losses, the score (a draw counting as half a win) and the win
rate with their 95 % intervals, best matchup first, and a bar chart of the scores. The figures are the rows of ``deckbuilder gauntlet --json``; the games run
as a :class:`~deckbuilder.ui.common.background.Job` before this dialog opens.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChartView, QValueAxis
from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.outputs import open_output
from deckbuilder.ui.common.charts import format_percent, plain_chart
from deckbuilder.ui.common.style import SERIES_COLOURS
from deckbuilder.ui.playtest.opponent_picker import OpponentDeck
from deckbuilder.ui.playtest.simulation_runs import group_number


def _pct(share: float | None) -> str:
    return "—" if share is None else format_percent(share)


#: A chosen opponent: a saved deck's id or a deck file's path.
Pick = int | Path


class GauntletPicker(QDialog):
    """Ticks the opponents of a gauntlet: the decks the opponent picker offers (the
    starter deck and the saved decks of this ruleset), and deck files added with "Add
    deck files…" (ticked as they come)."""

    def __init__(self, decks: list[OpponentDeck], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("gauntletPicker")
        self.setWindowTitle(self.tr("Gauntlet"))
        col = QVBoxLayout(self)
        col.addWidget(QLabel(self.tr("Play this deck against each ticked deck:")))
        self.decks = QListWidget()
        self.decks.setObjectName("gauntletDecks")
        for deck in decks:
            self._add(deck.label, deck.source, checked=False)
        col.addWidget(self.decks, 1)
        self.add_button = QPushButton(self.tr("Add deck files…"))
        self.add_button.setObjectName("gauntletAddFiles")
        self.add_button.clicked.connect(self.add_files)
        col.addWidget(self.add_button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = buttons.addButton(self.tr("Play"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setObjectName("gauntletPlay")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.decks.itemChanged.connect(lambda _item: self._update())
        self._update()

    def _add(self, label: str, data: Pick, *, checked: bool) -> None:
        item = QListWidgetItem(label)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        item.setData(Qt.ItemDataRole.UserRole, data)
        self.decks.addItem(item)

    def _update(self) -> None:
        self.play_button.setEnabled(bool(self.chosen()))

    @Slot()
    def add_files(self) -> None:
        paths, _filter = QFileDialog.getOpenFileNames(
            self, self.tr("Play against several decks"), "",
            self.tr("Deck files (*.txt *.dec *.json *.cod *.o8d *.xml);;All files (*)"))
        for path in paths:
            self._add(self.tr("File: %1").replace("%1", Path(path).name), Path(path),
                      checked=True)
        self._update()

    def chosen(self) -> list[Pick]:
        items = (self.decks.item(i) for i in range(self.decks.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items
                if item.checkState() == Qt.CheckState.Checked]


class GauntletDialog(QDialog):
    """Shows the gauntlet's rows (already sorted by the service). Tests read
    :attr:`rows`, :attr:`table` and :attr:`bars`."""

    def __init__(self, deck_name: str, rows: list[dict[str, Any]], planned: int,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("gauntletDialog")
        self.setWindowTitle(self.tr("Gauntlet"))
        self.rows = rows
        self.resize(760, 600)
        col = QVBoxLayout(self)
        # "%n deck(s)": one deck is not "1 decks" (and Russian has three forms).
        text = self.tr("%1 against %n deck(s)", "", len(rows)).replace("%1", deck_name)
        if len(rows) < planned:
            text += " · " + self.tr("cancelled after {n} of {total} decks").format(
                n=len(rows), total=planned)
        self.status_label = QLabel(text)
        self.status_label.setWordWrap(True)
        col.addWidget(self.status_label)

        headers = [self.tr("Opponent"), self.tr("Games"), self.tr("Won–drawn–lost"),
                   self.tr("Score"), self.tr("95 % interval"), self.tr("Win rate"),
                   self.tr("95 % interval")]
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setObjectName("gauntletTable")
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for r, row in enumerate(rows):
            lo, hi = row["ci95"]
            slo, shi = row["score_ci95"]
            record = f"{row['wins']}–{row['draws']}–{row['losses']}"
            if row["unfinished"]:
                record += " " + self.tr("({n} unfinished)").format(n=row["unfinished"])
            cells = [row["opponent"], group_number(row["games"]), record,
                     _pct(row["score"]), f"{_pct(slo)} – {_pct(shi)}",
                     _pct(row["win_rate"]), f"{_pct(lo)} – {_pct(hi)}"]
            for c, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        col.addWidget(self.table, 1)

        chart = plain_chart(self)
        chart.setTitle(self.tr("Score against each deck (a draw counts as half a win)"))
        chart.legend().hide()
        self.bars = QBarSet(self.tr("Score"))
        self.bars.setColor(QColor(SERIES_COLOURS[0]))
        for row in rows:
            self.bars.append(100 * (row["score"] or 0))
        series = QBarSeries()
        series.append(self.bars)
        chart.addSeries(series)
        axis = QBarCategoryAxis()
        # Numbered by rank: an axis merges equal categories, and two opponents may share
        # a name (a deck and its exported copy).
        axis.append([f"{i}. {row['opponent']}" for i, row in enumerate(rows, 1)])
        share = QValueAxis()
        share.setRange(0, 100)
        share.setLabelFormat("%d %%")
        chart.addAxis(axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(share, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis)
        series.attachAxis(share)
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(260)
        col.addWidget(view, 1)

        buttons = QDialogButtonBox()
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.setObjectName("gauntletExport")
        self.export_button.clicked.connect(self.choose_export_file)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.close)
        col.addWidget(buttons)

    @Slot()
    def choose_export_file(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export the gauntlet"), "gauntlet.csv",
            self.tr("CSV files (*.csv)"))
        if not path:
            return
        try:
            self.export_csv(Path(path))
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot export"), f"{path}: {exc}")

    def export_csv(self, path: Path) -> None:
        # Through the output gate: written whole or not at all, never over the app's data.
        with open_output(path, "w", newline="") as fh:
            out = csv.writer(fh)
            out.writerow(["opponent", "games", "wins", "losses", "draws", "unfinished",
                          "win_rate", "ci95_low", "ci95_high", "score", "score_ci95_low",
                          "score_ci95_high"])
            for row in self.rows:
                lo, hi = row["ci95"]
                slo, shi = row["score_ci95"]
                out.writerow([row["opponent"], row["games"], row["wins"], row["losses"],
                              row["draws"], row["unfinished"], row["win_rate"], lo, hi,
                              row["score"], slo, shi])
