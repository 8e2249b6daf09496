"""The deck editor's Problems tab: the legality report errors first, counted in its
header ("1 error, 6 warnings"), each problem with its fix where one is obvious (a
button on the row, a menu when there are several), and room enough to show the first
error.

The fixes are derived from the problem's code and its data (RULES.md §3: the codes are
stable API; the cards and the numbers come with each problem), never from a game's name:
extra copies removed, a card moved to the zone its kind belongs in or to the sideboard,
a misspelt name replaced by a suggestion, a team card added from your collection. A
problem whose data names a card field and value ("no team card with this field's value")
is offered the owned team cards that have it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHeaderView,
    QLabel,
    QMenu,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.cards import Card, name_key
from deckbuilder.rules.legality import Violation
from deckbuilder.rules.registry import find_game
from deckbuilder.ui.deck.deck_document import DeckDocument
from deckbuilder.ui.deck.deck_models import ProblemsModel

#: How many cards a menu of fixes offers at most (the rest are a scroll away in the deck).
MENU_MAX = 12


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ProblemsPanel", text, disambiguation, n)


@dataclass(frozen=True)
class Fix:
    """One way to fix a problem: its words and the edits, (zone, card name, delta)."""

    label: str
    edits: tuple[tuple[str, str, int], ...]


def _q(name: str) -> str:
    return f"“{name}”"


def _move(name: str, src: str, dst: str, n: int = 1) -> tuple[tuple[str, str, int], ...]:
    return ((src, name, -n), (dst, name, n))


def _to_sideboard(name: str, src: str = "deck", n: int = 1) -> Fix:
    return Fix(_tr("Move %1 to the sideboard").replace("%1", _q(name)),
               _move(name, src, "sideboard", n))


def _remove_everywhere(doc: DeckDocument, name: str) -> Fix:
    deck = doc.deck
    edits = tuple((z, name, -deck.copies(name, (z,))) for z in ("team", "deck", "sideboard")
                  if deck.copies(name, (z,)))
    return Fix(_tr("Remove %1").replace("%1", _q(name)), edits)


def _zone_of(doc: DeckDocument, name: str, zones: tuple[str, ...]) -> str | None:
    return next((z for z in zones if doc.deck.copies(name, (z,))), None)


def _remove_extra(doc: DeckDocument, name: str, extra: int) -> Fix:
    """Take ``extra`` copies out, from the sideboard first (the deck keeps its cards)."""
    edits = []
    left = extra
    for zone in ("sideboard", "deck"):
        take = min(left, doc.deck.copies(name, (zone,)))
        if take:
            edits.append((zone, name, -take))
            left -= take
    return Fix(_tr("Remove %n extra card(s)", None, extra), tuple(edits))


def _team_candidates(doc: DeckDocument, want: Callable[[dict[str, object]], bool]
                     ) -> list[str]:
    """Team cards of the deck's game from your collection (owned, not in the team yet)
    whose fields ``want`` accepts, by name."""
    rules = doc.ruleset.deck_rules
    if rules.team_size is None:
        return []
    owned = doc.service.owned_counts(doc.ruleset.game)
    in_team = {name_key(e.name) for e in doc.deck.team}
    game = find_game(doc.ruleset.game)

    def fields(card: Card) -> dict[str, object]:
        # A rule names a card's group (the game's descriptor says what that is) as
        # "group", beside its own fields.
        group = game.card_group(card) if game is not None else None
        return {**dict(card.fields), **({"group": group} if group else {})}

    names = [r.card.name for r in doc.service.game_cards(doc.ruleset.game)
             if r.card.kind in rules.team_kinds and owned.get(name_key(r.card.name), 0) > 0
             and name_key(r.card.name) not in in_team and want(fields(r.card))]
    return sorted(names, key=str.casefold)[:MENU_MAX]


def _add_to_team(doc: DeckDocument, names: list[str]) -> list[Fix]:
    """Each owned card added to the team, or, with the team full, put in place of one of
    its cards (adding would only trade this problem for a wrong team size)."""
    size = doc.ruleset.deck_rules.team_size
    team = [e.name for e in doc.deck.team]
    if size is None or len(team) < size:
        return [Fix(_tr("Add %1 to the team (you own it)").replace("%1", _q(n)),
                    (("team", n, 1),)) for n in names]
    return [Fix(_tr("Put %1 in the team instead of %2 (you own it)")
                .replace("%1", _q(n)).replace("%2", _q(old)),
                (("team", old, -1), ("team", n, 1)))
            for n in names for old in team][:MENU_MAX]


def _field_is(key: str, value: str) -> Callable[[dict[str, object]], bool]:
    """Whether a card's fields have ``value`` under ``key`` (any case)."""
    def test(fields: dict[str, object]) -> bool:
        return str(fields.get(key, "")).casefold() == value.casefold()

    return test


def fixes(doc: DeckDocument, v: Violation) -> list[Fix]:
    """The obvious fixes of one problem of the open deck (none when there is none)."""
    rules = doc.ruleset.deck_rules
    p, code, deck = v.params, v.code, doc.deck
    name = v.cards[0] if v.cards else str(p.get("name", ""))
    if code in ("too-many-copies", "unique-duplicated"):
        extra = int(p.get("copies", 0)) - int(p.get("limit", 0))
        return [_remove_extra(doc, name, extra)] if extra > 0 else []
    if code == "not-owned":
        return []  # the cards are the deck's choice: what is missing is to be bought
    if code in ("wrong-game",):
        return [_remove_everywhere(doc, name)]
    if code == "unknown-card":
        zone = _zone_of(doc, name, ("team", "deck", "sideboard")) or "deck"
        n = deck.copies(name, (zone,))
        out = [Fix(_tr("Replace with %1").replace("%1", _q(s)),
                   ((zone, name, -n), (zone, s, n))) for s in p.get("suggestions", [])]
        return [*out, _remove_everywhere(doc, name)]
    if code == "wrong-zone":
        src = str(p.get("zone", "deck"))
        card = doc.resolved.card(name) if doc.resolved else None
        n = deck.copies(name, (src,))
        kind = card.kind if card is not None else ""
        if src == "team" and kind in rules.deck_kinds:
            return [Fix(_tr("Move %1 to the deck").replace("%1", _q(name)),
                        _move(name, src, "deck", n))]
        if src == "deck" and rules.team_size is not None and kind in rules.team_kinds:
            return [Fix(_tr("Move %1 to the team").replace("%1", _q(name)),
                        _move(name, src, "team", n))]
        return [_to_sideboard(name, src, n), _remove_everywhere(doc, name)]
    if code == "team-not-distinct":
        last = v.cards[-1] if v.cards else name
        return [Fix(_tr("Remove one %1 from the team").replace("%1", _q(last)),
                    (("team", last, -1),))]
    if code == "team-size":
        count, required = int(p.get("count", 0)), int(p.get("required", 0))
        if count < required:
            return _add_to_team(doc, _team_candidates(doc, lambda _f: True))
        return [_to_sideboard(e.name, "team") for e in deck.team][:MENU_MAX]
    if code == "deck-too-large":
        biggest = sorted(deck.deck, key=lambda e: (-e.count, e.name.casefold()))
        return [_to_sideboard(e.name) for e in biggest[:MENU_MAX]]
    # Any other problem about cards of the deck: they can wait in the sideboard; and a
    # problem whose data names a card field and its value asks for a team card with it.
    out = []
    for key, value in p.items():
        if key in ("name", "zone") or not isinstance(value, str) or not value:
            continue
        out += _add_to_team(doc, _team_candidates(doc, _field_is(key, value)))
    out += [_to_sideboard(c) for c in v.cards if deck.copies(c, ("deck",))][:MENU_MAX]
    return out


class _WrappedText(QStyledItemDelegate):
    """A problem as tall as its words wrapped in the column's width (a tree view does not
    ask its delegate with that width)."""

    def __init__(self, view: QTreeView):
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
                 ) -> QSize:
        hint = super().sizeHint(option, index)
        if index.column() != 0:
            return hint
        width = self.view.header().sectionSize(0) - 12
        text = str(index.data() or "")
        if width <= 0 or not text:
            return hint
        rect = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000),
                                               int(Qt.TextFlag.TextWordWrap), text)
        return QSize(hint.width(), max(hint.height(), rect.height() + 6))


class ProblemsPanel(QWidget):
    """The Problems tab. ``view`` lists the problems (errors first), ``header`` counts
    them, and each row with a fix has a button (``fix_button(row)``) in the second
    column. ``problemClicked(violation)`` when a row is clicked."""

    problemClicked = Signal(object)

    def __init__(self, doc: DeckDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.doc = doc
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(2)
        self.header = QLabel()
        self.header.setObjectName("problemsHeader")
        lay.addWidget(self.header)
        self.model = ProblemsModel(doc, self)
        self.view = QTreeView()
        self.view.setObjectName("problems")
        self.view.setModel(self.model)
        self.view.setItemDelegateForColumn(0, _WrappedText(self.view))
        self.view.setHeaderHidden(True)
        self.view.setRootIsDecorated(False)
        self.view.setWordWrap(True)
        self.view.setUniformRowHeights(False)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        head = self.view.header()
        head.setStretchLastSection(False)
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        # A legal deck's one line should not take the deck tables' room.
        self.view.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 8)
        lay.addWidget(self.view, 1)
        self.collection_check = QCheckBox(self.tr("Check against my collection"))
        self.collection_check.setToolTip(self.tr("Warn about cards you own fewer copies of "
                                                 "than the deck needs"))
        lay.addWidget(self.collection_check)
        self.view.clicked.connect(self._clicked)
        # Wrapped problems take the height their width needs.
        head.sectionResized.connect(lambda *_a: self.view.scheduleDelayedItemsLayout())
        self.model.modelReset.connect(self._report_shown)
        self._report_shown()

    def _clicked(self, idx: QModelIndex) -> None:
        v = self.model.violation(idx.row())
        if v is not None:
            self.problemClicked.emit(v)

    def fix_button(self, row: int) -> QToolButton | None:
        w = self.view.indexWidget(self.model.index(row, 1))
        return w if isinstance(w, QToolButton) else None

    def _report_shown(self) -> None:
        report = self.model.report
        errors = len(report.errors) if report is not None else 0
        warnings = len(report.warnings) if report is not None else 0
        if errors or warnings:
            parts = [_tr("%n error(s)", None, errors)] if errors else []
            parts += [_tr("%n warning(s)", None, warnings)] if warnings else []
            self.header.setText(", ".join(parts))
        else:
            self.header.setText(_tr("No problems"))
        self.header.setVisible(report is not None)
        # An empty deck's to-do list offers no fixes: there is nothing to fix yet.
        empty = self.doc.is_empty
        # A fix's button takes at most two fifths of the row: a longer one is a menu.
        cap = max(80, self.view.viewport().width() * 2 // 5)
        width = 0
        for row in range(self.model.rowCount()):
            v = self.model.violation(row)
            found = fixes(self.doc, v) if v is not None and not empty else []
            if found:
                button = self._button(found, cap)
                self.view.setIndexWidget(self.model.index(row, 1), button)
                width = max(width, button.sizeHint().width())
        # The fixes' column as wide as its widest button; the problems wrap in the rest.
        self.view.header().resizeSection(1, width)
        self.view.scheduleDelayedItemsLayout()
        QTimer.singleShot(0, self._show_first_error)

    def _button(self, found: list[Fix], cap: int) -> QToolButton:
        button = QToolButton()
        button.setObjectName("problemFix")
        button.setAutoRaise(True)
        if len(found) == 1:
            button.setText(found[0].label)
            button.setToolTip(found[0].label)
            if button.sizeHint().width() <= cap:
                button.clicked.connect(lambda _c=False, f=found[0]: self.apply(f))
                return button
        button.setText(_tr("Fix"))
        button.setToolTip(_tr("Ways to fix this problem"))
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(button)
        for f in found:
            action = menu.addAction(f.label)
            action.triggered.connect(self._applier(f))
        button.setMenu(menu)
        return button

    def _applier(self, fix: Fix) -> Callable[[], None]:
        def apply() -> None:
            self.apply(fix)

        return apply

    def apply(self, fix: Fix) -> None:
        """Make the fix's edits, one undo step (named after the fix when it makes more
        than one edit)."""
        with self.doc.batch(fix.label):
            for zone, name, delta in fix.edits:
                if delta:
                    self.doc.add(zone, name, delta)

    def _show_first_error(self) -> None:
        """Give the tab the height of its header and first problem when it has less, so
        an error is never behind the divider."""
        report = self.model.report
        if report is None or not report.errors or not self.isVisible():
            return
        tabs = self.parentWidget()
        while tabs is not None and not isinstance(tabs, QTabWidget):
            tabs = tabs.parentWidget()
        split = tabs.parentWidget() if tabs is not None else None
        if tabs is None or not isinstance(split, QSplitter):
            return
        first = self.view.visualRect(self.model.index(0, 0)).height()
        # The tab bar, the header, the first row and the collection check, with margins.
        need = (tabs.tabBar().height() + self.header.sizeHint().height() + first
                + 2 * self.view.frameWidth() + self.collection_check.sizeHint().height()
                + 24)
        sizes = split.sizes()
        i = split.indexOf(tabs)
        if i < 0 or sizes[i] >= need:
            return
        grow = min(need - sizes[i], max(0, sizes[0] - 120)) if i else 0
        if grow > 0:
            sizes[0] -= grow
            sizes[i] += grow
            split.setSizes(sizes)

