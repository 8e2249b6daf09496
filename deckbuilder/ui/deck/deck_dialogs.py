"""How a deck is started or opened: the game-and-ruleset choice shared by New Deck and the
first start's greeting, the Open Deck gallery (in ``deck_gallery``) and the Paste
Deck List dialog."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.rules.registry import all_rulesets, rulesets_for_game
from deckbuilder.ui.common.game_text import ruleset_title
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.style import set_tone
from deckbuilder.ui.deck.deck_gallery import OpenDeckDialog

__all__ = ["NewDeckDialog", "OpenDeckDialog", "PasteDeckDialog", "Welcome"]

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
