"""How a deck is started or opened: the game-and-ruleset choice shared by New Deck and the
first start's greeting, the Open Deck list (saved decks and starter decks) and the Paste
Deck List dialog."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.rules.registry import all_rulesets, rulesets_for_game
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.starter_decks import starter_decks
from deckbuilder.ui.cards.card_detail import ruleset_title
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.style import set_tone

#: The ruleset last chosen for a new deck (New Deck and the greeting share it).
LAST_RULESET_KEY = "decks/new-ruleset"


class GameRulesetChooser(QWidget):
    """The game, then its rulesets by title; starts at the last choice (or ``ruleset``).
    ``chosen()`` is the ruleset id; ``remember()`` keeps it for next time."""

    def __init__(self, ruleset: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        lay = QFormLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.game_box = QComboBox()
        self.game_box.setObjectName("chooseGame")
        for game in dict.fromkeys(r.game for r in all_rulesets()):
            self.game_box.addItem(game_tables.GAME_TITLES.get(game, game), game)
        lay.addRow(self.tr("Game:"), self.game_box)
        self.rulesets = QListWidget()
        self.rulesets.setObjectName("chooseRuleset")
        self.rulesets.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        lay.addRow(self.tr("Ruleset:"), self.rulesets)
        self.game_box.currentIndexChanged.connect(lambda _i: self._fill_rulesets())
        last = str(QSettings().value(LAST_RULESET_KEY, "") or "")
        self.select(last if last in {r.id for r in all_rulesets()} else ruleset)

    def select(self, ruleset_id: str) -> None:
        """Show this ruleset chosen (its game's rulesets listed); unknown ids are ignored."""
        game = next((r.game for r in all_rulesets() if r.id == ruleset_id), None)
        if game is not None:
            self.game_box.setCurrentIndex(self.game_box.findData(game))
        self._fill_rulesets(ruleset_id)

    def _fill_rulesets(self, ruleset_id: str = "") -> None:
        self.rulesets.clear()
        for r in rulesets_for_game(self.game_box.currentData()):
            item = QListWidgetItem(ruleset_title(r.id, r.title))
            item.setData(Qt.ItemDataRole.UserRole, r.id)
            self.rulesets.addItem(item)
            if r.id == ruleset_id:
                self.rulesets.setCurrentItem(item)
        if self.rulesets.currentItem() is None and self.rulesets.count():
            self.rulesets.setCurrentRow(0)
        # As tall as its rows: one ruleset takes one line, not a box of empty space.
        rows = max(self.rulesets.count(), 1)
        self.rulesets.setFixedHeight(rows * self.rulesets.sizeHintForRow(0)
                                     + 2 * self.rulesets.frameWidth() + 2)

    def chosen(self) -> str:
        item = self.rulesets.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def remember(self) -> None:
        QSettings().setValue(LAST_RULESET_KEY, self.chosen())


class NewDeckDialog(QDialog):
    """File › New Deck: which game and ruleset the empty deck is for. Enter (or a
    double-click on a ruleset) accepts; the choice is remembered."""

    def __init__(self, ruleset: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Deck"))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("Which game and ruleset is the deck for?")))
        self.chooser = GameRulesetChooser(ruleset)
        lay.addWidget(self.chooser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.create_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.create_button.setText(self.tr("Create"))
        self.create_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        # Room for the longest ruleset title without a cramped look.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 52)
        self.chooser.rulesets.itemDoubleClicked.connect(lambda _item: self.accept())
        self.chooser.rulesets.setFocus()

    def accept(self) -> None:
        if self.chooser.chosen():
            self.chooser.remember()
            super().accept()


class Welcome(QFrame):
    """The first start's greeting, in place of an untitled deck with red errors: which game
    (and ruleset) you play, then its starter deck or an empty deck.
    ``chosen(ruleset id, starter)``."""

    chosen = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        hello = QLabel(self.tr("Welcome! Which game do you play?"))
        font = hello.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        hello.setFont(font)
        lay.addWidget(hello)
        self.chooser = GameRulesetChooser()
        self.game_box = self.chooser.game_box
        lay.addWidget(self.chooser)
        row = QHBoxLayout()
        self.starter_button = QPushButton(self.tr("Open a Starter Deck"))
        self.starter_button.setDefault(True)
        self.empty_button = QPushButton(self.tr("Start an Empty Deck"))
        row.addWidget(self.starter_button)
        row.addWidget(self.empty_button)
        row.addStretch(1)
        lay.addLayout(row)
        note = QLabel(self.tr("Then double-click cards in the catalog to add them."))
        note.setWordWrap(True)
        lay.addWidget(note)
        self.starter_button.clicked.connect(lambda: self._choose(True))
        self.empty_button.clicked.connect(lambda: self._choose(False))

    def _choose(self, starter: bool) -> None:
        self.chooser.remember()
        self.chosen.emit(self.chooser.chosen(), starter)


class OpenDeckDialog(QDialog):
    """Choose a saved deck or a starter deck (filter by typing; double-click or Enter
    opens). ``chosen`` is a saved deck's id, ``chosen_starter`` a starter deck's file."""

    def __init__(self, service: DeckService, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open Deck"))
        fit_window(self, "open-deck", (560, 460))
        self.chosen: int | None = None
        self.chosen_starter: Path | None = None
        lay = QVBoxLayout(self)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter by name or ruleset"))
        lay.addWidget(self.filter)
        self.table = QTreeWidget()
        self.table.setObjectName("deckList")
        self.table.setColumnCount(3)
        self.table.setHeaderLabels([self.tr("Deck"), self.tr("Ruleset"), self.tr("Cards")])
        self.table.setRootIsDecorated(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.table)
        self.decks = service.list()
        self.saved_group = self._group(self.tr("Your decks"))
        for info in self.decks:
            self._row(self.saved_group, info.name, info.ruleset, info.cards, info.id)
        if not self.decks:
            empty = QTreeWidgetItem(self.saved_group,
                                    [self.tr("No saved decks yet: save one with Ctrl+S")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.table.setFirstColumnSpanned(self.saved_group.indexOfChild(empty),
                                             self.table.indexFromItem(self.saved_group), True)
        self.starter_group = self._group(self.tr("Starter decks"))
        for starter in starter_decks():
            self._row(self.starter_group, starter.name, starter.ruleset, starter.cards,
                      starter.path)
        self.table.expandAll()
        shown = self.rows()
        if shown:
            self.table.setCurrentItem(shown[0])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.table.itemDoubleClicked.connect(lambda _item, _col: self._accept())
        self.filter.textChanged.connect(self._filter)

    def _group(self, title: str) -> QTreeWidgetItem:
        """A heading row over the decks of one kind: spans the row, cannot be opened."""
        group = QTreeWidgetItem(self.table, [title])
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = group.font(0)
        font.setBold(True)
        group.setFont(0, font)
        self.table.setFirstColumnSpanned(self.table.indexOfTopLevelItem(group),
                                         self.table.rootIndex(), True)
        return group

    def _row(self, group: QTreeWidgetItem, name: str, ruleset: str, cards: int,
             target: object) -> None:
        item = QTreeWidgetItem(group, [name, ruleset_title(ruleset), str(cards)])
        item.setData(0, Qt.ItemDataRole.UserRole, target)
        item.setToolTip(1, ruleset)
        item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def rows(self) -> list[QTreeWidgetItem]:
        """The deck rows (not the headings), saved decks first."""
        return [item for g in (self.saved_group, self.starter_group) for item in _children(g)
                if item.data(0, Qt.ItemDataRole.UserRole) is not None]

    def _filter(self, text: str) -> None:
        t = text.casefold()
        for item in self.rows():
            words = " ".join((item.text(0), item.text(1), item.toolTip(1))).casefold()
            item.setHidden(bool(t) and t not in words)

    def _accept(self) -> None:
        item = self.table.currentItem()
        if item is not None and item in (self.saved_group, self.starter_group):
            # A heading stands for the first deck shown under it.
            item = next((c for c in _children(item) if not c.isHidden()), None)
        if item is None or item.isHidden():
            return
        target = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(target, Path):
            self.chosen_starter = target
        elif isinstance(target, int):
            self.chosen = target
        else:
            return  # a heading
        self.accept()


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [c for c in (item.child(i) for i in range(item.childCount())) if c is not None]


class PasteDeckDialog(QDialog):
    """Paste or type a deck list; problems are shown with their line before anything
    changes."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Paste Deck List"))
        fit_window(self, "paste-deck", (520, 480))
        lay = QVBoxLayout(self)
        hint = QLabel(self.tr("One card per line: “3 Card Name”, “3x Card Name” or just "
                              "the name. Sections “Team:”, “Deck:”, “Sideboard:” are "
                              "optional. A deck code (“DB1:…”) works too."))
        # Wrapped: on one line the hint (longer in Russian) set the dialog's least width.
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.edit = QPlainTextEdit(text)
        self.edit.setObjectName("pasteText")
        lay.addWidget(self.edit)
        self.error = QLabel()
        set_tone(self.error, "bad")
        self.error.setWordWrap(True)
        self.error.hide()
        lay.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def show_error(self, message: str, line: int) -> None:
        self.error.setText(message)
        self.error.show()
        block = self.edit.document().findBlockByLineNumber(max(0, line - 1))
        cursor = self.edit.textCursor()
        cursor.setPosition(block.position())
        cursor.movePosition(cursor.MoveOperation.EndOfBlock, cursor.MoveMode.KeepAnchor)
        self.edit.setTextCursor(cursor)
