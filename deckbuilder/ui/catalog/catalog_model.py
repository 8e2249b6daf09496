"""The catalog table model: search results, loaded lazily, with columns per game.

A search reads only the number of matches and the first batch of ids; further ids are
read in batches through ``canFetchMore``/``fetchMore`` as the view scrolls, and card records
are read a page at a time when the view first asks for them. When the query is limited to
one game (``game:redakai``), the columns are that game's own (Kairu, power, colour…).
Searches as the user types run on a thread of their own (:meth:`CatalogModel.request_query`):
the window never waits for the database while the user types, and the first page of
records comes with the results.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.catalog.search import PreparedSearch
from deckbuilder.rules.cards import FieldSpec, card_cost, field_specs
from deckbuilder.rules.game import Game
from deckbuilder.rules.registry import all_games, find_game
from deckbuilder.services.catalog_reader import SearchPage
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.catalog.catalog_searcher import CatalogSearcher
from deckbuilder.ui.common.card_drag import CARD_MIME, card_ids_mime
from deckbuilder.ui.common.game_text import game_title, kind_title
from deckbuilder.ui.common.i18n import card_name
from deckbuilder.ui.common.thumbnails import PictureLoader
from deckbuilder.ui.common.value_names import (
    card_stat_titles,
    field_title,
    rarity_title,
    value_text,
    value_title,
)

CARD_ID_ROLE = Qt.ItemDataRole.UserRole
RECORD_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex

BATCH = 200
PAGE = 100

# Made once: Python's enum arithmetic is slow and views ask for the flags of every cell.
_FLAGS = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
          | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemNeverHasChildren)
_EDITABLE = _FLAGS | Qt.ItemFlag.ItemIsEditable
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
#: The roles the catalog answers (others are None, at once).
DATA_ROLES = frozenset(int(r) for r in (
    CARD_ID_ROLE, RECORD_ROLE, SORT_ROLE, Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.EditRole, Qt.ItemDataRole.DecorationRole, Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.ForegroundRole))


def _tr(text: str) -> str:
    return QCoreApplication.translate("CatalogModel", text)


@dataclass(frozen=True)
class ColumnSpec:
    """One column: its key, title, width, the search sort key (None: not sortable), how
    to get the value from a record, and whether it is a number."""

    key: str
    title: str
    width: int
    sort: str | None
    value: Callable[[CardRecord], Any]
    number: bool = False
    #: The text shown, when it differs from ``value`` (a value's translated title); the
    #: sort role keeps ``value``, the raw key the search sorts by.
    shown: Callable[[CardRecord], Any] | None = None


def _field(name: str) -> Callable[[CardRecord], Any]:
    def get(rec: CardRecord) -> Any:
        value = rec.card.fields.get(name)
        if isinstance(value, tuple):
            return "/".join(map(str, value))
        return value
    return get


def _shown_field(name: str) -> Callable[[CardRecord], Any]:
    """A field's value as the user reads it (``fire`` → its title); see ``_field``."""
    def get(rec: CardRecord) -> Any:
        card = rec.card
        value = card.fields.get(name)
        if value is None:
            return None
        spec_type = next((s.type for s in field_specs(card.game, card.kind) if s.name == name),
                         "str")
        return value_text(name, spec_type, value)
    return get


def _game_of(rec: CardRecord) -> Game | None:
    return find_game(rec.card.game)


def _shared(rec: CardRecord, column: str) -> str | None:
    """The first of the card's fields that fill the all-games ``column`` ("power",
    "faction") and have a value (``FieldSpec.shared_column``)."""
    game = _game_of(rec)
    if game is None:
        return None
    return next((s.name for s in game.fields()
                 if s.shared_column == column and rec.card.fields.get(s.name) not in (None, "")),
                None)


def _game_title(rec: CardRecord) -> str:
    # Asked of the registry each time: a game found later (registry.rediscover) has one.
    game = _game_of(rec)
    return game.title if game is not None else rec.card.game


def _power(rec: CardRecord) -> int | None:
    key = _shared(rec, "power")
    value = rec.card.fields.get(key) if key else None
    return value if isinstance(value, int) else None


def _type(rec: CardRecord) -> str:
    key = _shared(rec, "faction")
    return str(rec.card.fields[key]) if key else ""


def _shown_type(rec: CardRecord) -> str:
    key = _shared(rec, "faction")
    return value_title(key, str(rec.card.fields[key])) if key else ""


def _details(rec: CardRecord) -> str:
    game = _game_of(rec)
    # What the Power and Faction columns show already (the cost column shows the
    # game's cost, which may differ from a field's: the field stays).
    shown = {"cost", *(f.name for f in (game.fields() if game else ())
                       if f.shared_column in ("power", "faction"))}
    return ", ".join(f"{field_title(k)} {v}" for k, v in card_stat_titles(rec.card)
                     if k not in shown)


def local_name(rec: CardRecord) -> str:
    """The card's name in the window's language, the original beside it (see
    :func:`~deckbuilder.ui.common.i18n.card_name`)."""
    return card_name(rec.card)


def column_sets() -> dict[str, list[ColumnSpec]]:
    """The columns shown for all games ("") and for each game alone: the picture, the name
    and how many you own first, then the game's own fields."""
    sets = _column_sets()
    return {game: [*cols[:2], *(c for c in cols if c.key == "owned"),
                   *(c for c in cols[2:] if c.key != "owned")] for game, cols in sets.items()}


def _column_sets() -> dict[str, list[ColumnSpec]]:
    pic = ColumnSpec("picture", "", 44, None, lambda r: None)
    name = ColumnSpec("name", _tr("Name"), 220, "name", lambda r: r.card.name,
                      shown=local_name)
    kind = ColumnSpec("kind", _tr("Kind"), 80, "kind", lambda r: kind_title(r.card.kind))
    owned = ColumnSpec("owned", _tr("Owned"), 60, "owned", lambda r: r.owned, True)
    sets = {
        "": [pic, name,
             ColumnSpec("game", _tr("Game"), 125, "game", _game_title),
             kind,
             ColumnSpec("cost", _tr("Cost"), 50, "any_cost", lambda r: card_cost(r.card), True),
             ColumnSpec("power", _tr("Power"), 55, "any_power", _power, True),
             ColumnSpec("type", _tr("Faction"), 90, "any_type", _type, shown=_shown_type),
             ColumnSpec("details", _tr("Details"), 260, None, _details),
             owned],
    }
    for game in all_games():
        core = {"kind": kind, "cost": ColumnSpec("cost", _tr("Cost"), 50, "cost",
                                                 lambda r: card_cost(r.card), True),
                "rarity": ColumnSpec("rarity", _tr("Rarity"), 55, "rarity",
                                     lambda r: r.card.rarity,
                                     shown=lambda r: rarity_title(r.card.rarity or ""))}
        sets[game.id] = [pic, name, *(core[c] for c in game.core_columns),
                         *(_field_column(game, spec) for spec in game.columns()), owned]
    return sets


def _field_column(game: Game, spec: FieldSpec) -> ColumnSpec:
    """The column of one of the game's fields, as its descriptor declares it."""
    title = game_title(game.field_labels.get(spec.name) or spec.name)
    sort = spec.name if spec.sortable else None
    if spec.name in game.value_titles or spec.type not in ("int", "str", "enum"):
        # Values with display titles (element, colour…) and structured values (defence
        # zones): shown as the user reads them, sorted, like the search, by the raw value.
        return ColumnSpec(spec.name, title, spec.column, sort, _field(spec.name),
                          shown=_shown_field(spec.name))
    return ColumnSpec(spec.name, title, spec.column, sort, _field(spec.name),
                      spec.type == "int")


class CatalogModel(QAbstractTableModel):
    """Search results over the catalog. Emits ``searchFailed`` for a malformed query."""

    searchFailed = Signal(str, int)  # message, 0-based position
    resultsChanged = Signal(int)  # number of matching cards
    ownedChanged = Signal(int)  # card id
    columnsChanged = Signal()
    #: The newest search of :meth:`request_query` is shown (True) or was refused (False).
    searchFinished = Signal(bool)
    namesFound = Signal(str, object)  # prefix, names (answer to request_names)

    def __init__(self, service: CatalogService, pictures: PictureLoader | None = None,
                 parent: Any = None):
        super().__init__(parent)
        self.service = service
        self.pictures = pictures
        self.query = ""
        self.order: list[tuple[str, bool]] = []
        self._search: PreparedSearch | None = None
        self._total = 0
        self._ids: list[int] = []
        self._row_of: dict[int, int] = {}
        self._records: dict[int, CardRecord] = {}
        self._sets = column_sets()
        self.columns: list[ColumnSpec] = self._sets[""]
        if pictures is not None:
            pictures.loaded.connect(self._picture_loaded)
        self._rows_by_picture: dict[str, set[int]] = {}
        self._searcher: CatalogSearcher | None = None
        # Each request gets the next number; a result is applied only if it answers the
        # newest request (``_pending``), so a slower older search never overwrites it.
        self._generation = 0
        self._pending: int | None = None
        self._requested = ""
        #: Records read with a search's first rows, on the search thread: a screenful of
        #: the list; the grid of pictures sets the whole first batch (it lays out the last
        #: row too, whose record would otherwise be read on the UI thread).
        self.preload = PAGE
        self._names_generation = 0
        self._names_prefix = ""

    # ------------------------------------------------------------------ searching

    def _columns_and_order(self, query: str) -> tuple[list[ColumnSpec], list[tuple[str, bool]]]:
        game = self.service.query_game(query) or ""
        if game not in self._sets:  # a game registered since (registry.rediscover)
            self._sets = column_sets()
        columns = self._sets[game]
        # A sort by a column the new set lacks falls back to the name.
        if columns is not self.columns and self.order \
                and self.order[0][0] not in {c.sort for c in columns}:
            return columns, []
        return columns, self.order

    def _worker(self) -> CatalogSearcher:
        if self._searcher is None or self._searcher.stopped:
            searcher = CatalogSearcher(self.service.db_path)
            searcher.relay.found.connect(self._found)
            searcher.relay.failed.connect(self._failed)
            searcher.relay.completed.connect(self._names_completed)
            # The thread and its connection end with the model or the application:
            # a restore of the database refuses while another connection is open.
            self.destroyed.connect(searcher.stop)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(searcher.stop)
            self._searcher = searcher
        return self._searcher

    def stop_searches(self) -> None:
        """End the search thread (it starts again with the next request)."""
        self._pending = None
        if self._searcher is not None:
            self._searcher.stop()

    @property
    def searching(self) -> bool:
        """A search of :meth:`request_query` is still on its way."""
        return self._pending is not None

    def request_query(self, query: str) -> None:
        """Run a search on the search thread; the results replace the rows when they
        arrive (``resultsChanged``, then ``searchFinished(True)``), unless a newer search
        was asked for meanwhile. A malformed query emits ``searchFailed`` and
        ``searchFinished(False)`` and keeps the old results."""
        _columns, order = self._columns_and_order(query)
        self._generation += 1
        self._pending = self._generation
        self._requested = query
        self._worker().search(self._generation, query, order, BATCH, self.preload)

    def _found(self, generation: int, page: SearchPage) -> None:
        if generation != self._pending:
            return  # an older search, overtaken by a newer one
        self._pending = None
        columns, _order = self._columns_and_order(page.query)
        self.order = list(page.order)
        search = self.service.search(page.query, page.order)  # parsed only, no read
        search.remember_count(page.total)
        self._show(page.query, columns, search, page.total, page.ids, page.records)
        self.searchFinished.emit(True)

    def _failed(self, generation: int, exc: Exception) -> None:
        from deckbuilder.catalog.search import SearchError
        from deckbuilder.ui.common.error_text import search_error_text

        if generation != self._pending:
            return
        self._pending = None
        if not isinstance(exc, SearchError):
            self.searchFinished.emit(False)
            raise exc  # the window's handler of unexpected errors shows it
        self.searchFailed.emit(search_error_text(exc), exc.position)
        self.searchFinished.emit(False)

    def request_names(self, prefix: str, limit: int = 12) -> None:
        """Card names starting with ``prefix``, read on the search thread:
        ``namesFound(prefix, names)`` for the newest request only."""
        self._names_generation += 1
        self._names_prefix = prefix
        self._worker().complete(self._names_generation, prefix, limit)

    def cancel_names(self) -> None:
        """Drop the names still on their way (the search was started meanwhile)."""
        self._names_generation += 1

    def _names_completed(self, generation: int, names: list[str]) -> None:
        if generation == self._names_generation:
            self.namesFound.emit(self._names_prefix, names)

    def set_query(self, query: str) -> bool:
        """Run a search now, on this thread; returns False (and keeps the old results) if
        it is malformed. As the user types, :meth:`request_query` searches instead.

        Only the number of matches and the first batch of ids are read now; more ids
        are read as the view scrolls (``fetchMore``).
        """
        from deckbuilder.catalog.search import SearchError
        from deckbuilder.ui.common.error_text import search_error_text

        # Whatever search is still on its way is older than this one.
        self._generation += 1
        self._pending = None
        columns, self.order = self._columns_and_order(query)
        try:
            search = self.service.search(query, self.order)
            total = search.count()
            first = search.ids(0, BATCH)
        except SearchError as exc:
            self.searchFailed.emit(search_error_text(exc), exc.position)
            return False
        self._show(query, columns, search, total, first, ())
        return True

    def _show(self, query: str, columns: list[ColumnSpec], search: PreparedSearch,
              total: int, first: list[int], records: Iterable[CardRecord]) -> None:
        self.query = query
        changed_columns = columns is not self.columns
        self.beginResetModel()
        self.columns = columns
        self._search = search
        self._total = total
        self._ids = first
        self._row_of = {cid: i for i, cid in enumerate(first)}
        self._records = {r.id: r for r in records}
        self._rows_by_picture.clear()
        self.endResetModel()
        if changed_columns:
            self.columnsChanged.emit()
        self.resultsChanged.emit(total)

    def refresh(self) -> None:
        """Run the current search again (after an import or an edit)."""
        self._records.clear()
        self._again()

    def _again(self) -> None:
        # A search on its way is the one the user typed last: it runs again (reading the
        # new data, in the new order) instead of the one shown.
        if self._pending is not None:
            self.request_query(self._requested)
        else:
            self.set_query(self.query)

    @property
    def total(self) -> int:
        return self._total

    def column_of(self, key: str) -> int:
        """Index of the column with this key in the current set (-1 if not shown)."""
        for i, c in enumerate(self.columns):
            if c.key == key:
                return i
        return -1

    def card_id(self, row: int) -> int:
        return self._ids[row]

    def row_of(self, card_id: int) -> int | None:
        return self._row_of.get(card_id)

    def record(self, row: int) -> CardRecord:
        cid = self._ids[row]
        rec = self._records.get(cid)
        if rec is None:
            start = (row // PAGE) * PAGE
            for r in self.service.records(self._ids[start:start + PAGE]):
                self._records[r.id] = r
            rec = self._records.get(cid)
            if rec is None:  # deleted meanwhile
                raise IndexError(row)
        return rec

    # ------------------------------------------------------------------ lazy rows

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self._ids) < self._total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self._search is None:
            return
        more = self._search.ids(len(self._ids), BATCH)
        if not more:
            self._total = len(self._ids)  # the catalog shrank meanwhile
            return
        start = len(self._ids)
        self.beginInsertRows(QModelIndex(), start, start + len(more) - 1)
        for i, cid in enumerate(more, start):
            self._row_of[cid] = i
        self._ids.extend(more)
        self.endInsertRows()

    def fetch_all(self) -> None:
        while self.canFetchMore():
            self.fetchMore()

    # ------------------------------------------------------------------ data

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            key = self.columns[section].key
            if role == Qt.ItemDataRole.DisplayRole:
                return self.columns[section].title
            if role == Qt.ItemDataRole.ToolTipRole:
                return {
                    "cost": _tr("Launch cost (Monsuno), Kairu (Redakai) or deck cost "
                                "(MONSTER CARDS)"),
                    "power": _tr("Damage (Monsuno) or power (Redakai, MONSTER CARDS)"),
                    "type": _tr("Manufacturer (Monsuno), colour (Redakai) or element "
                                "(MONSTER CARDS)"),
                    "owned": _tr("Copies you own; double-click to change"),
                }.get(key)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _EDITABLE if self.columns[index.column()].key == "owned" else _FLAGS

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # A view asks for ten roles per cell on every repaint; the ones without an answer
        # return at once (this runs on the UI thread, and results repaint as one types).
        if role not in DATA_ROLES:
            return None
        if not index.isValid() or not (0 <= index.row() < len(self._ids)) \
                or not 0 <= index.column() < len(self.columns):
            return None
        row = index.row()
        spec = self.columns[index.column()]
        if role == CARD_ID_ROLE:
            return self._ids[row]
        rec = self.record(row)
        card = rec.card
        if role == RECORD_ROLE:
            return rec
        if role == Qt.ItemDataRole.DisplayRole and spec.shown is not None:
            return spec.shown(rec)
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE, Qt.ItemDataRole.EditRole):
            return spec.value(rec)
        if role == Qt.ItemDataRole.DecorationRole and spec.key == "picture":
            if self.pictures is None or not rec.picture:
                return None
            self._rows_by_picture.setdefault(rec.picture, set()).add(rec.id)
            return self.pictures.get(rec.picture)
        if role == Qt.ItemDataRole.ToolTipRole and spec.key == "name":
            names = [n for n in card.names.values() if n != card.name]
            return card.name + (f"\n{', '.join(names)}" if names else "")
        if role == Qt.ItemDataRole.TextAlignmentRole and spec.number:
            return _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and spec.key == "owned" and not rec.owned:
            return QBrush(QColor(150, 150, 150))
        return None

    def setData(self, index: _Index, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() \
                or self.columns[index.column()].key != "owned":
            return False
        try:
            total = int(value)
        except (TypeError, ValueError):
            return False
        if total < 0:
            return False
        self.set_owned(self._ids[index.row()], total)
        return True

    def set_owned(self, card_id: int, total: int) -> None:
        """Record owned copies and update the row (and anyone listening)."""
        owned = self.service.set_owned(card_id, total)
        self.update_owned(card_id, owned)
        self.ownedChanged.emit(card_id)

    def add_owned(self, card_id: int, delta: int) -> None:
        """Add (or take away) copies, counted against the database's total at that moment."""
        owned = self.service.add_owned(card_id, delta)
        self.update_owned(card_id, owned)
        self.ownedChanged.emit(card_id)

    def update_owned(self, card_id: int, owned: int) -> None:
        rec = self._records.get(card_id)
        if rec is not None:
            self._records[card_id] = dataclasses.replace(rec, owned=owned)
        row = self.row_of(card_id)
        col = self.column_of("owned")
        if row is not None and col >= 0:
            idx = self.index(row, col)
            self.dataChanged.emit(idx, idx)

    def _picture_loaded(self, rel: str) -> None:
        col = self.column_of("picture")
        for cid in self._rows_by_picture.get(rel, ()):
            row = self.row_of(cid)
            if row is not None and col >= 0:
                idx = self.index(row, col)
                self.dataChanged.emit(idx, idx, [Qt.ItemDataRole.DecorationRole])

    # ------------------------------------------------------------------ sorting

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        key = self.columns[column].sort if 0 <= column < len(self.columns) else None
        if key is None:
            return
        self.order = [(key, order == Qt.SortOrder.AscendingOrder)]
        if key != "name":
            self.order.append(("name", True))
        self._again()

    # ------------------------------------------------------------------ drag

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME, "text/plain"]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        rows = sorted({i.row() for i in indexes if i.isValid()})
        ids = [self._ids[r] for r in rows]
        return card_ids_mime(ids, "\n".join(self.record(r).card.name for r in rows))
