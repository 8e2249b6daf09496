"""The ruleset's engine options as a form: numbers, switches, and for MONSTER CARDS the
rarity ranks and the four attribute tables as grids a player can click through.

The form is made from the options dataclass itself (``option_defaults``), so an option
added to an engine shows up here without a change; only its label is looked up."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.atomic import write_text_atomic
from deckbuilder.rules.registry import OptionError, option_defaults

# A table cell cycles through these on a click: nobody, the attacker, the defender.
CYCLE = ("", "A", "D")
COLOURS = {"A": QColor("#c8ecc8"), "D": QColor("#f5c9c9")}


def is_table(value: Any) -> bool:
    """An attribute table: (attacker, defender, "A"/"D") rows."""
    return isinstance(value, tuple | list) and all(
        isinstance(r, tuple | list) and len(r) == 3 and all(isinstance(x, str) for x in r)
        for r in value) and bool(value)


def is_ranks(value: Any) -> bool:
    """Rarity ranks: (rarity, rank) pairs."""
    return isinstance(value, tuple | list) and bool(value) and all(
        isinstance(r, tuple | list) and len(r) == 2 and isinstance(r[0], str)
        and isinstance(r[1], int) for r in value)


class TableGrid(QTableWidget):
    """One attribute table: attackers down, defenders across; a click on a cell cycles
    nobody → A (the attacker gains) → D (the defender gains)."""

    def __init__(self, rows: list[tuple[str, str, str]], axis: list[str],
                 parent: QWidget | None = None):
        super().__init__(len(axis), len(axis), parent)
        self.axis = axis
        self.setHorizontalHeaderLabels(axis)
        self.setVerticalHeaderLabels(axis)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.set_rows(rows)
        self.cellClicked.connect(self._cycle)

    def set_rows(self, rows: list[tuple[str, str, str]]) -> None:
        marks = {(a, d): m for a, d, m in rows}
        for r, atk in enumerate(self.axis):
            for c, dfn in enumerate(self.axis):
                self._put(r, c, marks.get((atk, dfn), ""))

    def _put(self, row: int, col: int, mark: str) -> None:
        item = QTableWidgetItem(mark)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if mark in COLOURS:
            item.setBackground(QBrush(COLOURS[mark]))
        item.setToolTip(f"{self.axis[row]} → {self.axis[col]}")
        self.setItem(row, col, item)

    def _cycle(self, row: int, col: int) -> None:
        item = self.item(row, col)
        mark = item.text() if item is not None else ""
        self._put(row, col, CYCLE[(CYCLE.index(mark) + 1) % len(CYCLE)]
                  if mark in CYCLE else "")

    def rows(self) -> tuple[tuple[str, str, str], ...]:
        out = []
        for r, atk in enumerate(self.axis):
            for c, dfn in enumerate(self.axis):
                item = self.item(r, c)
                if item is not None and item.text() in ("A", "D"):
                    out.append((atk, dfn, item.text()))
        return tuple(out)


class OptionsDialog(QDialog):
    """The ruleset's options; ``result_options`` holds the accepted ones."""

    def __init__(self, options: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules Options"))
        self.base = options
        self.result_options = options
        lay = QVBoxLayout(self)
        form = QFormLayout()
        lay.addLayout(form)
        self.editors: dict[str, QWidget] = {}
        self.grids: dict[str, TableGrid] = {}
        defaults = option_defaults(type(options)())
        tabs: QTabWidget | None = None
        for name, value in option_defaults(options).items():
            editor: QWidget
            if isinstance(value, bool):
                editor = QCheckBox()
                editor.setChecked(value)
            elif isinstance(value, int):
                editor = QSpinBox()
                editor.setRange(0, 10_000)
                editor.setValue(value)
            elif isinstance(value, float):
                editor = QDoubleSpinBox()
                editor.setRange(0.0, 1000.0)
                editor.setDecimals(3)
                editor.setSingleStep(0.05)
                editor.setValue(value)
            elif isinstance(value, str):
                editor = QLineEdit(value)
            elif is_ranks(value):
                editor = QLineEdit(", ".join(f"{r}={n}" for r, n in value))
                editor.setToolTip(self.tr("Each rarity and its rank, e.g. C=1, R=2, SR=3, UR=4"))
            elif is_table(value):
                if tabs is None:
                    tabs = QTabWidget()
                    tabs.setObjectName("attributeTables")
                axis = list(dict.fromkeys(
                    [x for rows in (defaults.get(name, ()), value) for r in rows for x in r[:2]]))
                grid = TableGrid([tuple(r) for r in value], axis)
                grid.setObjectName(f"option_{name}")
                self.grids[name] = grid
                tabs.addTab(grid, self.label(name))
                continue
            else:
                continue
            editor.setObjectName(f"option_{name}")
            self.editors[name] = editor
            if name == "tables_file" and isinstance(editor, QLineEdit):
                row = QHBoxLayout()
                row.addWidget(editor, 1)
                browse = QPushButton(self.tr("Browse…"))
                browse.clicked.connect(lambda _c=False, e=editor: self._browse(e))
                row.addWidget(browse)
                holder = QWidget()
                holder.setLayout(row)
                row.setContentsMargins(0, 0, 0, 0)
                form.addRow(self.label(name) + ":", holder)
            else:
                form.addRow(self.label(name) + ":", editor)
        if tabs is not None:
            note = QLabel(self.tr("Attribute tables: attackers down, defenders across. Click "
                                  "a cell to cycle: empty (nobody), A (the attacker gets +1), "
                                  "D (the defender gets +1)."))
            note.setWordWrap(True)
            lay.addWidget(note)
            lay.addWidget(tabs, 1)
            save = QPushButton(self.tr("Save Tables As…"))
            save.setToolTip(self.tr("Write the rarity ranks and tables to a JSON file, to "
                                    "share or to load again as the tables file"))
            save.clicked.connect(self.save_tables)
            lay.addWidget(save, 0, Qt.AlignmentFlag.AlignLeft)
            self.resize(760, 640)
        self.error = QLabel()
        self.error.setObjectName("optionsError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel
                                   | QDialogButtonBox.StandardButton.RestoreDefaults)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        reset = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        if reset is not None:
            reset.clicked.connect(self._defaults)
        lay.addWidget(buttons)

    def label(self, name: str) -> str:
        labels = {
            # Weights, not chances: the engine divides each by their sum.
            "launch_miss": self.tr("Launch weight: miss"),
            "launch_clash": self.tr("Launch weight: clash"),
            "launch_both_out": self.tr("Launch weight: both out"),
            "reshuffle_empty_deck": self.tr("Reshuffle the discard pile into an empty deck"),
            "hand_size": self.tr("Hand size"),
            "recover_mulligan": self.tr("Recover: may redraw the hand (mulligan)"),
            "recover_mulligan_damage": self.tr("Recover: damage for the redraw"),
            "defender_adds_strike_speed": self.tr("Defender adds its strike card's speed"),
            "defeat_on_exceed": self.tr("A Monsuno is out when damage exceeds its life"),
            "opening_hand": self.tr("Opening hand"),
            "kairu_start": self.tr("Kairu at the start"),
            "kairu_per_turn": self.tr("Kairu gained per turn"),
            "kairu_cap": self.tr("Kairu cap"),
            "draw_per_turn": self.tr("Cards drawn per turn"),
            "hand_limit": self.tr("Hand limit"),
            "protect_reduction": self.tr("Protect: damage reduction"),
            "giant_killing_gap": self.tr("Giant Killing: power gap"),
            "rarity_ranks": self.tr("Rarity ranks"),
            "element_table": self.tr("Element"),
            "species_table": self.tr("Species"),
            "means_table": self.tr("Means"),
            "size_table": self.tr("Size"),
            "tables_file": self.tr("Tables file (JSON)"),
        }
        return labels.get(name, name.replace("_", " ").capitalize())

    def _browse(self, editor: QLineEdit) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Tables File"), editor.text(),
                                              self.tr("Table files (*.json)"))
        if path:
            editor.setText(path)

    def _defaults(self) -> None:
        fresh = type(self.base)()
        for name, value in option_defaults(fresh).items():
            editor = self.editors.get(name)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QSpinBox | QDoubleSpinBox):
                editor.setValue(value)
            elif isinstance(editor, QLineEdit):
                editor.setText(", ".join(f"{r}={n}" for r, n in value) if is_ranks(value)
                               else str(value))
            if name in self.grids:
                self.grids[name].set_rows([tuple(r) for r in value])

    def values(self) -> dict[str, Any]:
        """The form's values (raises ValueError for a malformed rank list)."""
        out: dict[str, Any] = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                out[name] = editor.isChecked()
            elif isinstance(editor, QSpinBox | QDoubleSpinBox):
                out[name] = editor.value()
            elif isinstance(editor, QLineEdit):
                out[name] = (self._ranks(editor.text()) if is_ranks(getattr(self.base, name))
                             else editor.text())
        for name, grid in self.grids.items():
            out[name] = grid.rows()
        return out

    def _ranks(self, text: str) -> tuple[tuple[str, int], ...]:
        out = []
        for part in filter(None, (p.strip() for p in text.split(","))):
            rarity, eq, rank = part.partition("=")
            if not eq or not rarity.strip() or not rank.strip().lstrip("-").isdigit():
                raise ValueError(self.tr("Rarity ranks: %1 is not like R=2").replace("%1", part))
            out.append((rarity.strip().upper(), int(rank)))
        if not out:
            raise ValueError(self.tr("Rarity ranks: give at least one, like C=1"))
        return tuple(out)

    def accept(self) -> None:
        try:
            self.result_options = dataclasses.replace(self.base, **self.values())
        except (ValueError, OptionError) as exc:
            self.error.setText(str(exc))
            return
        super().accept()

    def save_tables(self, path: str | Path | None = None) -> bool:
        """Write the rarity ranks and tables as shown to a table file (JSON)."""
        try:
            values = self.values()
        except ValueError as exc:
            self.error.setText(str(exc))
            return False
        doc: dict[str, Any] = {}
        if "rarity_ranks" in values:
            doc["rarity"] = dict(values["rarity_ranks"])
        for name, rows in values.items():
            if name in self.grids:
                table: dict[str, dict[str, str]] = {}
                for atk, dfn, mark in rows:
                    table.setdefault(atk, {})[dfn] = mark
                doc[name.removesuffix("_table")] = table
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save Tables As"),
                                                    "tables.json",
                                                    self.tr("Table files (*.json)"))
            if not chosen:
                return False
            path = chosen
        try:
            write_text_atomic(Path(path), json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        except OSError as exc:
            self.error.setText(f"{path}: {exc.strerror}")
            return False
        self.error.setText("")
        return True
