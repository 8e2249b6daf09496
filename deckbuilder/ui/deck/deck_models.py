"""Table models of the deck editor: one per zone (Team, Deck, Sideboard), and the list of
legality problems."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import QApplication

from deckbuilder.rules.cards import card_cost, name_key
from deckbuilder.rules.legality import ERROR, LegalityReport, Violation
from deckbuilder.ui.common.card_drag import CARD_MIME, dropped_card_ids
from deckbuilder.ui.common.game_text import kind_title, ruleset_title
from deckbuilder.ui.common.i18n import card_name
from deckbuilder.ui.common.legality_text import violation_message, zone_title
from deckbuilder.ui.common.style import BAD, ERROR_TINT, GOOD, WARN, WARNING_TINT, qcolour
from deckbuilder.ui.deck.deck_document import DeckDocument

_Index = QModelIndex | QPersistentModelIndex

NAME_ROLE = Qt.ItemDataRole.UserRole
VIOLATION_ROLE = Qt.ItemDataRole.UserRole + 1
#: A zone row's worst problem (legality ERROR or WARNING), None when it has none.
SEVERITY_ROLE = Qt.ItemDataRole.UserRole + 2
#: Copies of a zone row's card the deck needs (every zone) beyond those owned; None when the
#: collection holds no card of the game (nothing to compare with).
MISSING_ROLE = Qt.ItemDataRole.UserRole + 3
DECK_ENTRY_MIME = "application/x-deckbuilder-deck-entry"


def _tr(text: str) -> str:
    return QCoreApplication.translate("DeckModels", text)


class ZoneColumn(IntEnum):
    COUNT = 0
    NAME = 1
    KIND = 2
    COST = 3
    OWNED = 4


class DeckZoneModel(QAbstractTableModel):
    """The cards of one zone of the open deck; accepts cards dropped from the catalog."""

    def __init__(self, doc: DeckDocument, zone: str, parent: Any = None):
        super().__init__(parent)
        self.doc = doc
        self.zone = zone
        self._entries = list(doc.deck.zone(zone))
        self._marks: dict[str, str] = {}  # name key → worst severity
        self._owned: dict[str, int] | None = None
        doc.changed.connect(self.reload)
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._entries = list(self.doc.deck.zone(self.zone))
        self._marks = {}
        report = self.doc.report
        if report is not None:
            for v in report.violations:
                for name in v.cards:
                    key = name_key(name)
                    if self._marks.get(key) != ERROR:
                        self._marks[key] = v.severity
        # Shown whether or not the deck is checked against the collection: the check only
        # adds the warnings (and the red of a shortfall). An empty zone shows none (and
        # the query over a large collection is a good part of a start on a new deck).
        self._owned = (self.doc.service.owned_counts(self.doc.ruleset.game)
                       if self._entries else {})
        self.endResetModel()

    def entry_name(self, row: int) -> str:
        return self._entries[row].name

    def row_of(self, name: str) -> int | None:
        key = name_key(name)
        for i, e in enumerate(self._entries):
            card = self.doc.resolved.card(e.name) if self.doc.resolved else None
            if name_key(e.name) == key or (card is not None and name_key(card.name) == key):
                return i
        return None

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(ZoneColumn)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return {ZoneColumn.COUNT: "#", ZoneColumn.NAME: _tr("Card"), ZoneColumn.KIND: _tr("Kind"),
                ZoneColumn.COST: _tr("Cost"), ZoneColumn.OWNED: _tr("Owned")}.get(
                    ZoneColumn(section)) if 0 <= section < len(ZoneColumn) else None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return base
        return (base | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemNeverHasChildren)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        e = self._entries[index.row()]
        col = ZoneColumn(index.column())
        card = self.doc.resolved.card(e.name) if self.doc.resolved else None
        key = name_key(card.name if card else e.name)
        if role == NAME_ROLE:
            return e.name
        if role == SEVERITY_ROLE:
            return self._marks.get(key) or self._marks.get(name_key(e.name))
        if role == MISSING_ROLE:
            return (max(0, self.doc.deck.copies(e.name) - self._owned.get(key, 0))
                    if self._owned else None)
        if role == Qt.ItemDataRole.DisplayRole:
            if col == ZoneColumn.COUNT:
                return e.count
            if col == ZoneColumn.NAME:
                return card_name(card) if card else e.name
            if col == ZoneColumn.KIND:
                return kind_title(card.kind) if card else _tr("unknown")
            if col == ZoneColumn.COST:
                return card_cost(card) if card else None
            if col == ZoneColumn.OWNED:
                return None if self._owned is None else self._owned.get(key, 0)
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            mark = self._marks.get(key) or self._marks.get(name_key(e.name))
            if mark:
                return QBrush(qcolour(ERROR_TINT if mark == ERROR else WARNING_TINT))
            return None
        if role == Qt.ItemDataRole.ForegroundRole and col == ZoneColumn.OWNED and self._owned \
                and self.doc.with_collection \
                and self._owned.get(key, 0) < self.doc.deck.copies(e.name):
            return QBrush(qcolour(WARN))
        if role == Qt.ItemDataRole.ToolTipRole:
            problems = [violation_message(v) for v in (self.doc.report.violations
                                                       if self.doc.report else ())
                        if any(name_key(n) in (key, name_key(e.name)) for n in v.cards)]
            return "\n".join(problems) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (
                ZoneColumn.COUNT, ZoneColumn.COST, ZoneColumn.OWNED):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    # ------------------------------------------------------------------ drag and drop

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME, DECK_ENTRY_MIME, "text/plain"]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        rows = sorted({i.row() for i in indexes if i.isValid()})
        mime = QMimeData()
        names = [self._entries[r].name for r in rows]
        mime.setData(DECK_ENTRY_MIME, "\n".join([self.zone, *names]).encode("utf-8"))
        mime.setText("\n".join(f"{self._entries[r].count} {n}" for r, n in zip(rows, names,
                                                                                 strict=True)))
        return mime

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int,
                        column: int, parent: _Index) -> bool:
        return data.hasFormat(CARD_MIME) or data.hasFormat(DECK_ENTRY_MIME)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int,
                     column: int, parent: _Index) -> bool:
        if data.hasFormat(DECK_ENTRY_MIME):
            src, *names = bytes(data.data(DECK_ENTRY_MIME).data()).decode("utf-8").split("\n")
            if src == self.zone:
                return False
            # Many rows dropped at once are one undo step.
            text = QCoreApplication.translate("DeckModels", "Move %n card(s) to %1", None,
                                              len(names))
            with self.doc.batch(text.replace("%1", zone_title(self.zone).lower())):
                for name in names:
                    self.doc.move(name, src, self.zone)
            return True
        if data.hasFormat(CARD_MIME):
            ids = dropped_card_ids(data)
            records = self.doc.service.card_records(ids)
            text = QCoreApplication.translate("DeckModels", "Add %n card(s) to %1", None,
                                              len(records))
            with self.doc.batch(text.replace("%1", zone_title(self.zone).lower())):
                for rec in records:
                    self.doc.add(self.zone, rec.card.name, 1)
            return bool(ids)
        return False


class ProblemsModel(QAbstractTableModel):
    """The legality report as a list, errors first: "Legal", or one row per problem.
    Column 0 says the problem; column 1 is where the Problems tab puts its fix."""

    def __init__(self, doc: DeckDocument, parent: Any = None):
        super().__init__(parent)
        self.doc = doc
        self.report: LegalityReport | None = None
        self.rows: tuple[Violation, ...] = ()
        self.set_report(doc.report)
        doc.checked.connect(self.set_report)

    def set_report(self, report: LegalityReport | None) -> None:
        self.beginResetModel()
        self.report = report
        # Errors above warnings (each in the rules' order): what makes the deck illegal
        # is read first.
        self.rows = tuple(sorted(report.violations, key=lambda v: v.severity != ERROR)
                          if report is not None else ())
        self.endResetModel()

    def violation(self, row: int) -> Violation | None:
        if not 0 <= row < len(self.rows):
            return None
        return self.rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.report is None:
            return 0
        return max(1, len(self.rows))

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self.report is None:
            return None
        v = self.violation(index.row())
        if index.column() == 1 and role != Qt.ItemDataRole.BackgroundRole:
            return None
        if v is None:
            if role == Qt.ItemDataRole.DisplayRole:
                return _tr("✓ Legal under %1").replace("%1", ruleset_title(self.report.ruleset))
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(qcolour(GOOD))
            return None
        # An empty deck is not wrong yet: what it needs reads as a to-do list, not in red.
        empty = not any(self.doc.deck.counts().values())
        if empty and role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole):
            return (QApplication.palette().brush(QPalette.ColorRole.PlaceholderText)
                    if role == Qt.ItemDataRole.ForegroundRole else None)
        if role == Qt.ItemDataRole.DisplayRole:
            if empty:
                return "• " + violation_message(v)
            return ("✗ " if v.severity == ERROR else "⚠ ") + violation_message(v)
        if role == Qt.ItemDataRole.ToolTipRole:
            kind = _tr("Error") if v.severity == ERROR else _tr("Warning")
            return f"{kind} [{v.code}]: {violation_message(v)}"
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(qcolour(BAD if v.severity == ERROR else WARN))
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(qcolour(ERROR_TINT if v.severity == ERROR else WARNING_TINT))
        if role == VIOLATION_ROLE:
            return v
        return None
