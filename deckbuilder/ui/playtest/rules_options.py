"""The ruleset's engine options as a form: numbers, switches, and for MONSTER CARDS the
rarity ranks and the four attribute tables as grids a player can click through; and, when
the ruleset is given, its deck-building options (RULES.md §3: deck minimum, copy limit,
launch cap, cost cap…) in a section of their own.

The form is made from the options dataclass itself (``option_defaults``), so an option
added to an engine shows up here without a change; only its label is looked up."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
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

from deckbuilder.outputs import write_output
from deckbuilder.rules.registry import (
    DeckRules,
    OptionError,
    Ruleset,
    find_game,
    option_defaults,
)
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.style import ADDED_TINT, ERROR_TINT, qcolour, set_tone
from deckbuilder.ui.common.value_names import value_title

#: A cell marked for the attacker (green) or the defender (red).
MARK_TINTS = {"A": ADDED_TINT, "D": ERROR_TINT}

# A table cell cycles through these on a click: nobody, the attacker, the defender.
CYCLE = ("", "A", "D")

#: A deck option's spin box shows "No limit" at this value (the option is None); 0 stays a
#: real limit (no Unique card at all, say).
NO_LIMIT = -1


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
                 parent: QWidget | None = None, field: str = ""):
        super().__init__(len(axis), len(axis), parent)
        self.axis = axis  # the raw values: the tables and the files keep them
        # What the user reads: the values' titles in the UI language (fire → огонь).
        self.titles = [value_title(field, v) for v in axis]
        self.setHorizontalHeaderLabels(self.titles)
        self.setVerticalHeaderLabels(self.titles)
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
        if mark in MARK_TINTS:
            item.setBackground(QBrush(qcolour(MARK_TINTS[mark])))
        item.setToolTip(f"{self.titles[row]} → {self.titles[col]}")
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
    """The ruleset's options; ``result_options`` holds the accepted ones. With ``ruleset``,
    its deck-building options too (``deck_rules``: the current ones, by default the
    ruleset's), accepted into ``result_deck_rules``."""

    def __init__(self, options: Any, parent: QWidget | None = None, *,
                 ruleset: Ruleset | None = None, deck_rules: DeckRules | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules Options"))
        self.base = options
        self.result_options = options
        self.ruleset = ruleset
        self.base_deck_rules = deck_rules or (ruleset.deck_rules if ruleset else None)
        self.result_deck_rules = self.base_deck_rules
        self.deck_editors: dict[str, QSpinBox] = {}
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
                grid = TableGrid([tuple(r) for r in value], axis,
                                 field=name.removesuffix("_table"))
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
            # Not save_tables itself: clicked's 'checked' would land in its path.
            save.clicked.connect(lambda: self.save_tables())
            lay.addWidget(save, 0, Qt.AlignmentFlag.AlignLeft)
        # The deck's rules come after everything the game plays by (tables included).
        self._build_deck_rules(lay)
        if tabs is not None:
            extra = self.deck_box.sizeHint().height() if self.deck_editors else 0
            fit_window(self, "rules-options", (760, 640 + extra))
        self.error = QLabel()
        self.error.setObjectName("optionsError")
        self.error.setWordWrap(True)
        set_tone(self.error, "bad")
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

    def _build_deck_rules(self, lay: QVBoxLayout) -> None:
        """The deck-building options, in a section of their own."""
        rules, ruleset = self.base_deck_rules, self.ruleset
        if rules is None or ruleset is None:
            return
        box = QGroupBox(self.tr("Deck building"))
        box.setObjectName("deckRules")
        box.setToolTip(self.tr("What makes a deck legal under this ruleset (the game itself "
                               "plays any deck)"))
        form = QFormLayout(box)
        game = find_game(ruleset.game)
        for name in game.deck_options if game is not None else ():
            value = getattr(rules, name)
            spin = QSpinBox()
            spin.setObjectName(f"deck_{name}")
            if name == "deck_min":
                spin.setRange(0, 10_000)
            else:
                spin.setRange(NO_LIMIT, 10_000)
                spin.setSpecialValueText(self.tr("No limit"))
            spin.setValue(NO_LIMIT if value is None else int(value))
            self.deck_editors[name] = spin
            form.addRow(self.deck_label(name) + ":", spin)
        self.deck_box = box
        lay.addWidget(box)

    def deck_label(self, name: str) -> str:
        labels = {
            "deck_min": self.tr("Deck minimum (cards)"),
            "deck_max": self.tr("Deck maximum (cards)"),
            "copy_limit": self.tr("Copies of one card at most"),
            "unique_limit": self.tr("Copies of a Unique card at most"),
            "launch_cap": self.tr("Team launch cost at most"),
            "cost_cap": self.tr("Total deck cost at most"),
        }
        return labels.get(name, name.replace("_", " ").capitalize())

    def deck_values(self) -> dict[str, int | None]:
        """The deck options as the form holds them (None: no limit)."""
        return {name: None if spin.value() == NO_LIMIT else spin.value()
                for name, spin in self.deck_editors.items()}

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
        if self.ruleset is not None:
            for name, spin in self.deck_editors.items():
                value = getattr(self.ruleset.deck_rules, name)
                spin.setValue(NO_LIMIT if value is None else int(value))

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
            values = self.values()
        except ValueError as exc:  # a malformed rank list: the message is ours, translated
            self.error.setText(str(exc))
            return
        try:
            options = dataclasses.replace(self.base, **values)
        except (ValueError, OptionError) as exc:
            self.error.setText(self.engine_error(str(exc)))
            return
        rules = self.base_deck_rules
        if rules is not None and self.deck_editors:
            deck: dict[str, Any] = dict(self.deck_values())
            low, high = deck.get("deck_min"), deck.get("deck_max")
            if low is not None and high is not None and low > high:
                # As `deckbuilder check --set` refuses it: no deck could be legal.
                self.error.setText(self.tr(
                    "The deck minimum ({low}) is more than the deck maximum ({high}): no "
                    "deck size fits both.").format(low=low, high=high))
                self.deck_editors["deck_min"].setFocus()
                return
            rules = dataclasses.replace(rules, **deck)
        self.result_options = options
        self.result_deck_rules = rules
        super().accept()

    def engine_error(self, message: str) -> str:
        """An engine's options error in the user's language. The engines write English
        for the command line; their messages are fixed texts, so each known one is a code
        here (with the fields to point at). An unknown one is shown as it is."""
        known: dict[str, tuple[tuple[str, ...], str]] = {
            "hand_size must be at least 1": (
                ("hand_size",), self.tr("Hand size must be at least 1.")),
            "at least one launch outcome needs a probability above 0": (
                ("launch_miss", "launch_clash", "launch_both_out"),
                self.tr("At least one launch weight (miss, clash or both out) must be above "
                        "0.")),
            "launch probabilities (launch_miss, launch_clash, launch_both_out) must be "
            "numbers ≥ 0": (
                ("launch_miss", "launch_clash", "launch_both_out"),
                self.tr("Launch weights must be numbers of 0 or more.")),
            "hand_size and recover_mulligan_damage cannot be negative": (
                ("hand_size", "recover_mulligan_damage"),
                self.tr("Hand size and the redraw damage cannot be negative.")),
            "protect_reduction and giant_killing_gap cannot be negative": (
                ("protect_reduction", "giant_killing_gap"),
                self.tr("Protect's damage reduction and Giant Killing's power gap cannot "
                        "be negative.")),
            "Redakai options cannot be negative": (
                (), self.tr("These options cannot be negative.")),
        }
        if message in known:
            fields, text = known[message]
            editor = next((self.editors[f] for f in fields if f in self.editors), None)
            if editor is not None:
                editor.setFocus()
            return text
        # The tables file: its path and the system's reason stay as they are.
        m = re.fullmatch(r"(?s)(.+): cannot read the table file \((.*)\)", message)
        if m:
            self._focus("tables_file")
            return self.tr("Cannot read the tables file %1 (%2).").replace(
                "%1", m.group(1)).replace("%2", m.group(2))
        m = re.fullmatch(r"(?s)(.+): line (\d+): not valid JSON \((.*)\)", message)
        if m:
            self._focus("tables_file")
            return self.tr("The tables file %1 is not valid JSON (line %2: %3).").replace(
                "%1", m.group(1)).replace("%2", m.group(2)).replace("%3", m.group(3))
        return self.tr("The rules do not accept these options: %1").replace("%1", message)

    def _focus(self, name: str) -> None:
        editor = self.editors.get(name)
        if editor is not None:
            editor.setFocus()

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
            write_output(path, json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        except OSError as exc:
            self.error.setText(f"{path}: {exc.strerror}")
            return False
        self.error.setText("")
        return True
