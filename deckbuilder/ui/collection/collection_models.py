"""Table models of the collection screen, each over values of the collection service:
the cards owned, completion per game and set, the saved decks (checkable, for the
wishlist) and the cards a deck lacks. Columns are an ``IntEnum``; the value of a row is
on ``VALUE_ROLE``; ``SORT_ROLE`` sorts numbers as numbers."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from deckbuilder.rules.cards import GAME_TITLES
from deckbuilder.services.collection_service import (
    Completion,
    DeckNeeds,
    NeedLine,
    OwnedCard,
    format_money,
)
from deckbuilder.ui.common.game_text import ruleset_title

VALUE_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

_Index = QModelIndex | QPersistentModelIndex
T = TypeVar("T")


def _tr(text: str) -> str:
    return QCoreApplication.translate("CollectionWindow", text)


def game_name(game: str) -> str:
    return GAME_TITLES.get(game, game)


class _RowsModel(QAbstractTableModel, Generic[T]):
    """Rows of one value type; subclasses say each column's title, text and sort key."""

    COLUMNS: type[IntEnum]
    NUMERIC: frozenset[int] = frozenset()

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.items: list[T] = []

    def set_items(self, items: Sequence[T]) -> None:
        self.beginResetModel()
        self.items = list(items)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def title(self, column: int) -> str:
        raise NotImplementedError

    def text(self, item: T, column: int) -> str:
        raise NotImplementedError

    def sort_key(self, item: T, column: int) -> Any:
        return self.text(item, column).casefold()

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole \
                and 0 <= section < len(self.COLUMNS):
            return self.title(section)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.items):
            return None
        item = self.items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(item, index.column())
        if role == VALUE_ROLE:
            return item
        if role == SORT_ROLE:
            return self.sort_key(item, index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class OwnedColumn(IntEnum):
    NAME = 0
    GAME = 1
    SET = 2
    NUMBER = 3
    COPIES = 4
    TRADE = 5
    VALUE = 6


class OwnedCardsModel(_RowsModel[OwnedCard]):
    """The cards owned, one row a card (its variants together)."""

    COLUMNS = OwnedColumn
    NUMERIC = frozenset({OwnedColumn.COPIES, OwnedColumn.TRADE, OwnedColumn.VALUE})

    def title(self, column: int) -> str:
        return (_tr("Card"), _tr("Game"), _tr("Set"), _tr("Number"), _tr("Copies"),
                _tr("For trade"), _tr("Value"))[column]

    def text(self, item: OwnedCard, column: int) -> str:
        c = OwnedColumn(column)
        if c == OwnedColumn.NAME:
            return item.name
        if c == OwnedColumn.GAME:
            return game_name(item.game)
        if c == OwnedColumn.SET:
            return item.set or ""
        if c == OwnedColumn.NUMBER:
            return item.number or ""
        if c == OwnedColumn.COPIES:
            return str(item.copies)
        if c == OwnedColumn.TRADE:
            return str(item.trade) if item.trade else ""
        return format_money(item.value) if item.value else ""

    def sort_key(self, item: OwnedCard, column: int) -> Any:
        if column == OwnedColumn.COPIES:
            return item.copies
        if column == OwnedColumn.TRADE:
            return item.trade
        if column == OwnedColumn.VALUE:
            return sum(cents for _cur, cents in item.value)
        return super().sort_key(item, column)


class CompletionColumn(IntEnum):
    WHAT = 0
    OWNED = 1
    TOTAL = 2
    PERCENT = 3


class CompletionModel(_RowsModel[Completion]):
    """Each game, then its sets (indented), with the distinct cards owned of all."""

    COLUMNS = CompletionColumn
    NUMERIC = frozenset({CompletionColumn.OWNED, CompletionColumn.TOTAL,
                         CompletionColumn.PERCENT})

    def set_figures(self, games: Sequence[Completion], sets: Sequence[Completion]) -> None:
        rows: list[Completion] = []
        for g in games:
            rows.append(g)
            rows.extend(c for c in sets if c.game == g.game)
        self.set_items(rows)

    def title(self, column: int) -> str:
        return (_tr("Game / set"), _tr("Owned"), _tr("In the catalog"),
                _tr("Complete"))[column]

    def text(self, item: Completion, column: int) -> str:
        c = CompletionColumn(column)
        if c == CompletionColumn.WHAT:
            if item.set is None:
                return game_name(item.game)
            return "    " + (item.set or _tr("(no set)"))
        if c == CompletionColumn.OWNED:
            return str(item.owned)
        if c == CompletionColumn.TOTAL:
            return str(item.total)
        return f"{item.percent:.1f}%"

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.FontRole and index.isValid() \
                and 0 <= index.row() < len(self.items) and self.items[index.row()].set is None:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setBold(True)
            return font
        return super().data(index, role)


class DeckColumn(IntEnum):
    NAME = 0
    RULESET = 1
    CARDS = 2
    MISSING = 3


class DecksModel(_RowsModel[DeckNeeds]):
    """The saved decks and how many copies each lacks; the name column is checkable (the
    decks whose wishlist is exported)."""

    COLUMNS = DeckColumn
    NUMERIC = frozenset({DeckColumn.CARDS, DeckColumn.MISSING})

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.checked: set[str] = set()

    def set_items(self, items: Sequence[DeckNeeds]) -> None:
        self.checked &= {d.name for d in items}
        super().set_items(items)

    def chosen(self) -> list[str]:
        """The checked decks' names, in the table's order."""
        return [d.name for d in self.items if d.name in self.checked]

    def title(self, column: int) -> str:
        return (_tr("Deck"), _tr("Ruleset"), _tr("Cards"), _tr("Missing"))[column]

    def text(self, item: DeckNeeds, column: int) -> str:
        c = DeckColumn(column)
        if c == DeckColumn.NAME:
            return item.name
        if c == DeckColumn.RULESET:
            return ruleset_title(item.ruleset, item.ruleset)
        if c == DeckColumn.CARDS:
            return str(item.cards)
        return str(item.missing) if item.missing else _tr("complete")

    def sort_key(self, item: DeckNeeds, column: int) -> Any:
        if column == DeckColumn.CARDS:
            return item.cards
        if column == DeckColumn.MISSING:
            return item.missing
        return super().sort_key(item, column)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() == DeckColumn.NAME:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.CheckStateRole and index.isValid() \
                and index.column() == DeckColumn.NAME and 0 <= index.row() < len(self.items):
            on = self.items[index.row()].name in self.checked
            return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        return super().data(index, role)

    def setData(self, index: _Index, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.CheckStateRole or not index.isValid() \
                or index.column() != DeckColumn.NAME or not 0 <= index.row() < len(self.items):
            return False
        name = self.items[index.row()].name
        on = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, 2)
        if on:
            self.checked.add(name)
        else:
            self.checked.discard(name)
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.CheckStateRole])
        return True


class NeedColumn(IntEnum):
    NAME = 0
    NEED = 1
    HAVE = 2
    MISSING = 3


class NeedsModel(_RowsModel[NeedLine]):
    """The cards one deck lacks."""

    COLUMNS = NeedColumn
    NUMERIC = frozenset({NeedColumn.NEED, NeedColumn.HAVE, NeedColumn.MISSING})

    def title(self, column: int) -> str:
        return (_tr("Card"), _tr("Needed"), _tr("Owned"), _tr("Missing"))[column]

    def text(self, item: NeedLine, column: int) -> str:
        c = NeedColumn(column)
        if c == NeedColumn.NAME:
            return item.name
        return str((item.need, item.have, item.missing)[column - 1])

    def sort_key(self, item: NeedLine, column: int) -> Any:
        if column == NeedColumn.NAME:
            return super().sort_key(item, column)
        return (item.need, item.have, item.missing)[column - 1]
