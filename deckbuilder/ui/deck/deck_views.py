"""The deck editor's two views of the zones — the tables and the card pictures — with the
buttons that switch between them and the grouping of the pictures, both remembered for the
next start."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QStackedWidget,
    QToolButton,
    QWidget,
)

from deckbuilder.rules.registry import find_game
from deckbuilder.ui.common.style import icon
from deckbuilder.ui.deck.deck_groups import grouping_title, groupings
from deckbuilder.ui.deck.deck_visual import DeckVisual

#: Which view the deck opens in ("list" or "visual").
VIEW_KEY = "decks/view"
#: The grouping of the card view, per game (``decks/grouping/<game id>``).
GROUPING_KEY = "decks/grouping"


class DeckViews(QStackedWidget):
    """The zones as ``tables`` or as ``visual`` pictures; ``list_button`` and
    ``visual_button`` switch (``switched(visual)``), ``grouping_box`` (in ``grouping_bar``,
    shown with the pictures) groups the pictures."""

    switched = Signal(bool)

    def __init__(self, tables: QWidget, visual: DeckVisual, parent: QWidget | None = None):
        super().__init__(parent)
        self.tables = tables
        self.visual = visual
        # The grouping sits in the editor's row of buttons: the pictures keep the height.
        self.grouping_bar = QWidget()
        row = QHBoxLayout(self.grouping_bar)
        row.setContentsMargins(0, 0, 0, 0)
        # No label beside it: the row has no room for one in Russian at 1280×720, and the
        # headings of the groups under it say what it does.
        self.grouping_box = QComboBox()
        self.grouping_box.setObjectName("deckGrouping")
        self.grouping_box.setToolTip(self.tr("Group the cards by"))
        row.addWidget(self.grouping_box)
        self.grouping_bar.hide()
        self.addWidget(tables)
        self.addWidget(visual)

        self.list_button = QToolButton()
        self.list_button.setObjectName("deckListButton")
        self.list_button.setIcon(icon("view-list"))
        self.list_button.setToolTip(self.tr("Show the deck as lists"))
        self.visual_button = QToolButton()
        self.visual_button.setObjectName("deckVisualButton")
        self.visual_button.setIcon(icon("view-grid"))
        self.visual_button.setToolTip(self.tr("Show the deck as card pictures"))
        for b in (self.list_button, self.visual_button):
            b.setCheckable(True)
            b.setAutoExclusive(True)
        self.list_button.setChecked(True)
        self.list_button.clicked.connect(lambda: self.show_visual(False))
        self.visual_button.clicked.connect(lambda: self.show_visual(True))
        self._game: str | None = None
        self.grouping_box.currentIndexChanged.connect(self._grouping_chosen)
        visual.doc.changed.connect(self._follow_game)
        self._follow_game()
        if str(QSettings().value(VIEW_KEY, "list")) == "visual":
            self.show_visual(True)

    def is_visual(self) -> bool:
        return self.currentWidget() is self.visual

    def show_visual(self, on: bool) -> None:
        """The card pictures (True) or the tables; remembered for the next start."""
        self.setCurrentWidget(self.visual if on else self.tables)
        (self.visual_button if on else self.list_button).setChecked(True)
        self.grouping_bar.setVisible(on)
        QSettings().setValue(VIEW_KEY, "visual" if on else "list")
        if on:
            self.visual.relayout()
        self.switched.emit(on)

    def _follow_game(self) -> None:
        """Offer the groupings of the deck's game (when the deck changes game), and the one
        last chosen for that game."""
        game_id = self.visual.doc.ruleset.game
        if game_id == self._game:
            return
        self._game = game_id
        game = find_game(game_id)
        offered = groupings(game)
        chosen = str(QSettings().value(f"{GROUPING_KEY}/{game_id}", offered[0]))
        self.grouping_box.blockSignals(True)
        self.grouping_box.clear()
        for g in offered:
            self.grouping_box.addItem(grouping_title(game, g), g)
        self.grouping_box.setCurrentIndex(max(0, self.grouping_box.findData(chosen)))
        self.grouping_box.blockSignals(False)
        self.visual.set_grouping(str(self.grouping_box.currentData()))

    def _grouping_chosen(self, index: int) -> None:
        grouping = self.grouping_box.itemData(index)
        if grouping:
            QSettings().setValue(f"{GROUPING_KEY}/{self._game}", grouping)
            self.visual.set_grouping(str(grouping))
