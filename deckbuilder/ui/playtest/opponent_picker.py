"""The one control that chooses who a deck plays against: the ruleset's built-in dummy
(and a dummy team picked card by card, where the game has one), the starter deck, your
saved decks and "Deck file…". The playtest table, "Against…", "Compare with…" and the
Gauntlet all choose through it, so each lists the same decks the same way.

A choice is read into a deck list here (a saved deck loaded, a file read) and handed on
by :attr:`OpponentPicker.chosen`; a file that cannot be read is said in a message and the
previous choice comes back. The user of the picker may still refuse a deck (a dummy of
another game) and call :meth:`OpponentPicker.revert`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.catalog.decks import DeckError
from deckbuilder.rules.decklist import DeckList, DeckParseError
from deckbuilder.services.deck_service import DeckFileError, DeckService
from deckbuilder.services.starter_decks import starter_decks

DUMMY = "dummy"
CARDS = "cards"
FILE = "file"


def _tr(text: str) -> str:
    return QCoreApplication.translate("OpponentPicker", text)


@dataclass(frozen=True)
class OpponentDeck:
    """A deck the picker offers: its words in the list and where it comes from (a saved
    deck's id or a file's path)."""

    label: str
    source: int | Path
    starter: bool = False


def opponent_decks(decks: DeckService, ruleset_id: str) -> list[OpponentDeck]:
    """The decks of this ruleset that can sit across: the starter deck first, then the
    saved decks by name. Every opponent list (the table's, the Gauntlet's) is this one."""
    out = [OpponentDeck(_tr("Starter: %1").replace("%1", s.name), s.path, starter=True)
           for s in starter_decks() if s.ruleset == ruleset_id]
    saved = sorted((i for i in decks.list() if i.ruleset == ruleset_id),
                   key=lambda i: i.name.casefold())
    out += [OpponentDeck(_tr("Deck: %1").replace("%1", i.name), i.id) for i in saved]
    return out


def read_opponent(decks: DeckService, source: int | Path) -> DeckList:
    """The deck list of a saved deck or a deck file (raises the service's errors)."""
    if isinstance(source, Path):
        return decks.read_file(source)
    return decks.load(source)[1]


class OpponentPicker(QComboBox):
    """Who sits across. ``dummy``: offer the built-in dummy first; ``pick_cards``: how
    to pick a dummy team card by card (returns the deck, raises LookupError when the user
    cancels), offered when given. ``chosen(DeckList | None)`` after a choice is read
    (None: the built-in dummy)."""

    chosen = Signal(object)

    def __init__(self, decks: DeckService, ruleset_id: str, *, dummy: bool = True,
                 pick_cards: Callable[[], DeckList] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("opponentPicker")
        self.decks, self.ruleset_id = decks, ruleset_id
        self.pick_cards = pick_cards
        self.setToolTip(_tr("Who sits across: the built-in training dummy, the starter "
                            "deck, one of your saved decks or a deck file"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._files: list[DeckList] = []  # decks read from files or picked, by "file:N"
        if dummy:
            self.addItem(_tr("Built-in training dummy"), DUMMY)
            if pick_cards is not None:
                self.addItem(_tr("Choose cards…"), CARDS)
        for d in opponent_decks(decks, ruleset_id):
            self.addItem(d.label, d.source)
        self.addItem(_tr("Deck file…"), FILE)
        self._index = 0
        self._previous = self._index
        self.setCurrentIndex(self._index)
        self.activated.connect(self._activated)

    def current_deck(self) -> DeckList | None:
        """The deck of the current entry (None for the built-in dummy), read now; for the
        dialogs that choose once. Raises LookupError for "Deck file…" cancelled."""
        return self._deck_of(self.currentData())

    def _deck_of(self, data: object) -> DeckList | None:
        if data == DUMMY:
            return None
        if data == FILE:
            path, _ = QFileDialog.getOpenFileName(self.window(), _tr("Opponent's Deck"), "",
                                                  _tr("Deck files (*.txt *.dec *.json *.cod "
                                                      "*.o8d *.xml);;All files (*)"))
            if not path:
                raise LookupError("cancelled")
            return self.decks.read_file(path)
        if data == CARDS:
            assert self.pick_cards is not None  # offered only then
            return self.pick_cards()
        if isinstance(data, str) and data.startswith("file:"):
            return self._files[int(data[5:])]
        if isinstance(data, int | Path):
            return read_opponent(self.decks, data)
        raise LookupError(f"no opponent {data!r}")

    def _activated(self, index: int) -> None:
        data = self.itemData(index)
        try:
            deck = self._deck_of(data)
        except LookupError:
            self.setCurrentIndex(self._index)
            return
        except (DeckParseError, DeckFileError, DeckError, OSError) as exc:
            QMessageBox.warning(self.window(), _tr("Opponent not changed"), str(exc))
            self.setCurrentIndex(self._index)
            return
        if data in (FILE, CARDS) and deck is not None:
            # Shown by the deck's name (or the picked cards); "Deck file…" or "Choose
            # cards…" again makes another.
            self._files.append(deck)
            label = _tr("File: %1").replace("%1", deck.name) if data == FILE else deck.name
            self.insertItem(index, label, f"file:{len(self._files) - 1}")
            self.setCurrentIndex(index)
        self._previous, self._index = self._index, self.currentIndex()
        self.chosen.emit(deck)

    def revert(self) -> None:
        """Back to the entry before the last choice (its deck was refused)."""
        self._index = self._previous
        self.setCurrentIndex(self._index)


class OpponentDialog(QDialog):
    """Choose one deck to play against (no dummy): the picker and Play / Cancel.
    :attr:`deck` is the chosen deck once accepted."""

    def __init__(self, decks: DeckService, ruleset_id: str, question: str,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("opponentDialog")
        # A short title: a long one is cut short in a narrow dialog's title bar.
        self.setWindowTitle(_tr("Opponent"))
        col = QVBoxLayout(self)
        col.addWidget(QLabel(question))
        self.picker = OpponentPicker(decks, ruleset_id, dummy=False, parent=self)
        col.addWidget(self.picker)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = buttons.addButton(_tr("Play"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.setObjectName("opponentPlay")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.deck: DeckList | None = None
        self.picker.chosen.connect(self._chosen)
        self.setMinimumWidth(360)

    def _chosen(self, deck: object) -> None:
        self.deck = deck if isinstance(deck, DeckList) else None

    def accept(self) -> None:
        if self.deck is None:
            try:
                self.deck = self.picker.current_deck()
            except LookupError:
                return
            except (DeckParseError, DeckFileError, DeckError, OSError) as exc:
                QMessageBox.warning(self, _tr("Opponent not changed"), str(exc))
                return
        if self.deck is not None:
            super().accept()
