"""The deck as card pictures (the deck editor's card view, beside its tables): each zone's
cards grouped by kind, cost or the game's own group, one picture per card with the copies
stacked behind it and counted on a badge, owned and missing copies marked, a card with a
problem framed red (a warning amber) with the reason in its tool tip.

It is a view over the same zone models as the tables (:class:`DeckZoneModel`): their rows,
marks, tool tips and drag-and-drop, so a card dragged here from the catalog or between
zones lands exactly as on a table. The cards grow to fill the room they have, down to
:data:`MIN_WIDTH` (then it scrolls).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QMimeData, QModelIndex, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QToolTip, QWidget

from deckbuilder.rules.decklist import ZONES
from deckbuilder.rules.legality import ERROR
from deckbuilder.rules.registry import find_game
from deckbuilder.ui.common.i18n import card_name
from deckbuilder.ui.common.style import BAD, GOOD, WARN, qcolour
from deckbuilder.ui.common.thumbnails import PictureLoader
from deckbuilder.ui.deck.deck_document import DeckDocument, zone_title
from deckbuilder.ui.deck.deck_groups import Group, group_of, groupings
from deckbuilder.ui.deck.deck_models import (
    MISSING_ROLE,
    SEVERITY_ROLE,
    DeckZoneModel,
    ZoneColumn,
)

#: A card's shape, width to height (63 × 88 mm).
CARD_RATIO = 63 / 88
#: The narrowest card: below it the view scrolls rather than shrinks (about five cards
#: across and three rows at 1280×720).
MIN_WIDTH = 68
#: The widest card: a small deck on a large screen does not get cards the size of a hand.
MAX_WIDTH = 230
#: Room between cards, between groups, and around the whole.
GAP = 6
GROUP_GAP = 18
MARGIN = 6
#: Room above a card for the edges of the copies stacked behind it.
STACK = 5

#: One card of the view: its zone and its name in the deck list.
Item = tuple[str, str]


@dataclass
class Placed:
    """A card as laid out: its zone and name, its picture's rectangle (the name is written
    under it) and its group."""

    zone: str
    name: str
    rect: QRect
    group: Group

    @property
    def item(self) -> Item:
        return self.zone, self.name


@dataclass
class Section:
    """A zone as laid out: its heading, its whole area (where a drop lands), its group
    headings."""

    zone: str
    heading: QRect
    area: QRect
    groups: list[tuple[QRect, str]]


class DeckVisual(QAbstractScrollArea):
    """The card view of the deck editor. Click selects (Ctrl and Shift add to the
    selection), double-click and +/Enter add a copy, −/Delete remove one, Space shows the
    card large (``enlarge``), the mouse over a card shows it in the card pane
    (``hovered``); cards are dragged out and dropped in like table rows."""

    focused = Signal()
    hovered = Signal(str)  # the name of the card under the mouse
    enlarge = Signal(str)  # the card to show as large as the screen allows

    def __init__(self, doc: DeckDocument, models: dict[str, DeckZoneModel],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("deckVisual")
        self.doc = doc
        self.models = models
        self.grouping = groupings(find_game(doc.ruleset.game))[0]
        self.pictures = PictureLoader(doc.service.pictures_dir, size=(MAX_WIDTH,
                                                                      round(MAX_WIDTH
                                                                            / CARD_RATIO)),
                                      capacity=300, parent=self)
        self.pictures.loaded.connect(lambda _rel: self.viewport().update())
        self._picture_of: dict[str, str | None] = {}  # card name → its picture, if any
        self._scaled: dict[tuple[str, int], QPixmap] = {}
        self._lookup = doc.lookup
        self.placed: list[Placed] = []
        self.sections: list[Section] = []
        self.card_size = QSize(MIN_WIDTH, round(MIN_WIDTH / CARD_RATIO))
        self.selected: list[Item] = []
        self.current: Item | None = None
        self._anchor: Item | None = None
        self._press: QPoint | None = None
        self._hover: str | None = None
        self._drop_zone: str | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.viewport().setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalScrollBar().setSingleStep(24)
        # As in the tables: these keys act on the selected cards while the view has the
        # focus, whatever the window's own shortcuts are.
        for key, delta in (("+", 1), ("=", 1), ("-", -1), ("Delete", -1), ("Backspace", -1),
                           ("Return", 1), ("Enter", 1)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetShortcut)
            sc.activated.connect(lambda d=delta: self.bump(d))
        space = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        space.setContext(Qt.ShortcutContext.WidgetShortcut)
        space.activated.connect(self._enlarge_current)
        doc.changed.connect(self.relayout)
        self.relayout()

    # ------------------------------------------------------------------ what is shown

    def set_grouping(self, grouping: str) -> None:
        self.grouping = grouping
        self.relayout()

    def width_for(self, cards: int) -> int:
        """The width that shows ``cards`` cards across at the smallest size."""
        return (cards * (MIN_WIDTH + GAP) - GAP + 2 * MARGIN + 2 * self.frameWidth()
                + self.verticalScrollBar().sizeHint().width())

    def zones_shown(self) -> list[str]:
        """The zones with a section: the team only where the ruleset has one (or it holds
        cards), as the editor shows its table."""
        rules = self.doc.ruleset.deck_rules
        return [z for z in ZONES if z != "team" or rules.team_size is not None
                or self.models[z].rowCount() > 0]

    def _cards(self, zone: str) -> list[tuple[Group, tuple[int, str], str]]:
        """A zone's cards with their group, sorted by group, cost, then name."""
        game = find_game(self.doc.ruleset.game)
        model = self.models[zone]
        resolved = self.doc.resolved
        out = []
        for row in range(model.rowCount()):
            name = model.entry_name(row)
            card = resolved.card(name) if resolved is not None else None
            cost = game.card_cost(card) if game is not None and card is not None else None
            out.append((group_of(game, self.grouping, card),
                        (-1 if cost is None else cost, name.casefold()), name))
        return sorted(out)

    def count(self, item: Item) -> int:
        return self.doc.deck.copies(item[1], (item[0],))

    def _row(self, item: Item) -> int | None:
        model = self.models[item[0]]
        return next((r for r in range(model.rowCount()) if model.entry_name(r) == item[1]),
                    None)

    def _data(self, item: Item, role: int, column: int = ZoneColumn.NAME) -> object:
        row = self._row(item)
        if row is None:
            return None
        return self.models[item[0]].index(row, column).data(role)

    # ------------------------------------------------------------------ layout

    def relayout(self) -> None:
        """Lay the cards out again (the deck or the room changed): the largest card size at
        which everything fits, at least :data:`MIN_WIDTH`."""
        if self._lookup is not self.doc.lookup:  # the catalog changed: pictures may too
            self._lookup = self.doc.lookup
            self._picture_of.clear()
            self._scaled.clear()
        zones = {z: self._cards(z) for z in self.zones_shown()}
        room = self.viewport().height()
        width = MIN_WIDTH
        for w in range(MAX_WIDTH, MIN_WIDTH - 1, -4):
            if self._layout(zones, w, dry=True) <= room:
                width = w
                break
        height = self._layout(zones, width, dry=False)
        self.verticalScrollBar().setPageStep(max(1, room))
        self.verticalScrollBar().setRange(0, max(0, height - room))
        present = {p.item for p in self.placed}
        self.selected = [i for i in self.selected if i in present]
        if self.current not in present:
            self.current = self.selected[-1] if self.selected else None
        self.viewport().update()

    def _layout(self, zones: dict[str, list[tuple[Group, tuple[int, str], str]]], w: int,
                *, dry: bool) -> int:
        """Place the cards at width ``w``; the height they take. A zone's cards flow in
        rows, group after group (a wider gap between two); a group's title is written
        above its first card, in a band only the rows where a group starts have."""
        line = self.fontMetrics().lineSpacing()
        h = round(w / CARD_RATIO)
        right = max(self.viewport().width() - MARGIN, MARGIN + w)
        placed: list[Placed] = []
        sections: list[Section] = []
        y = MARGIN
        for zone, cards in zones.items():
            top = y
            heading = QRect(MARGIN, y, right - MARGIN, line + 2)
            y += heading.height()
            rows: list[list[tuple[int, Group, str, bool]]] = []
            x, previous = MARGIN, None
            for group, _order, name in cards:
                start = group != previous
                previous = group
                extra = GROUP_GAP - GAP if start and x > MARGIN else 0
                if not rows or x + extra + w > right:
                    rows.append([])
                    x, extra = MARGIN, 0
                rows[-1].append((x + extra, group, name, start))
                x += extra + w + GAP
            headings: list[tuple[QRect, str]] = []
            for row in rows:
                band = line if any(start for *_rest, start in row) else 0
                for i, (cx, group, name, start) in enumerate(row):
                    if start and not dry:
                        # The title spans the group's cards on this row.
                        end = cx + w
                        for ox, og, _n, _s in row[i + 1:]:
                            if og != group:
                                break
                            end = ox + w
                        headings.append((QRect(cx, y, max(end - cx, w), line), group.title))
                    if not dry:
                        placed.append(Placed(zone, name, QRect(cx, y + band + STACK, w, h),
                                             group))
                y += band + STACK + h + GAP
            # An empty zone keeps room to drop cards on (and says so).
            if not rows:
                y += line * 2 + GAP
            sections.append(Section(zone, heading, QRect(0, top, right + MARGIN, y - top),
                                    headings))
            y += GAP
        if not dry:
            self.placed, self.sections = placed, sections
            if w != self.card_size.width():
                self._scaled.clear()  # pictures of the old size are not drawn again
            self.card_size = QSize(w, h)
        return y + MARGIN - GAP

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    # ------------------------------------------------------------------ painting

    def _offset(self) -> int:
        return self.verticalScrollBar().value()

    def item_at(self, pos: QPoint) -> Placed | None:
        """The card under ``pos`` (viewport coordinates)."""
        p = pos + QPoint(0, self._offset())
        return next((c for c in self.placed if c.rect.contains(p)), None)

    def zone_at(self, pos: QPoint) -> str | None:
        """The zone whose section holds ``pos`` (below the last: the last zone)."""
        p = pos + QPoint(0, self._offset())
        for section in self.sections:
            if section.area.top() <= p.y() <= section.area.bottom():
                return section.zone
        return self.sections[-1].zone if self.sections else None

    def visual_rect(self, item: Item) -> QRect:
        """Where a card is drawn now (viewport coordinates); empty if it is not shown."""
        found = next((c for c in self.placed if c.item == item), None)
        return found.rect.translated(0, -self._offset()) if found is not None else QRect()

    def _pixmap(self, name: str, size: QSize) -> QPixmap | None:
        if name not in self._picture_of:
            rec = self.doc.service.find_card(name, self.doc.ruleset.game)
            self._picture_of[name] = rec.picture if rec is not None else None
        rel = self._picture_of[name]
        if rel is None:
            return None
        key = (rel, size.width())
        scaled = self._scaled.get(key)
        if scaled is None:
            full = self.pictures.get(rel)
            if full is None:
                return None  # loading: drawn when it comes
            scaled = full.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
            self._scaled[key] = scaled
        return scaled

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(0, -self._offset())
        pal = self.palette()
        shown = event.rect().translated(0, self._offset())
        line = self.fontMetrics().lineSpacing()
        bold = self.font()
        bold.setBold(True)
        for section in self.sections:
            if self._drop_zone == section.zone:
                painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2,
                                    Qt.PenStyle.DashLine))
                painter.drawRect(section.area.adjusted(2, 1, -3, -1))
            painter.setFont(bold)
            painter.setPen(pal.color(QPalette.ColorRole.WindowText))
            n = self.doc.deck.count(section.zone)
            painter.drawText(section.heading, Qt.AlignmentFlag.AlignVCenter,
                             f"{zone_title(section.zone)} ({n})")
            painter.setFont(self.font())
            painter.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
            for rect, title in section.groups:
                painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                                 self.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight,
                                                               rect.width()))
                # A tick before the title marks where the group starts in its row.
                if rect.left() > MARGIN:
                    painter.drawLine(rect.left() - GAP, rect.top() + 3, rect.left() - GAP,
                                     rect.bottom() + STACK + self.card_size.height())
            if not any(p.zone == section.zone for p in self.placed):
                hint = QRect(MARGIN, section.heading.bottom() + 2,
                             section.area.width() - 2 * MARGIN, line * 2)
                painter.drawText(hint, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                                 self.tr("Double-click a card in the catalog, or drag it here"))
        for placed in self.placed:
            if placed.rect.adjusted(-8, -8, 8, 8).intersects(shown):
                self._paint_card(painter, placed, pal)
        painter.end()

    def _paint_card(self, painter: QPainter, placed: Placed, pal: QPalette) -> None:
        rect, item = placed.rect, placed.item
        copies = self.count(item)
        # The copies beyond the first as card edges behind it: a stack.
        for i in range(min(copies, 3) - 1, 0, -1):
            painter.setPen(pal.color(QPalette.ColorRole.Mid))
            painter.setBrush(pal.color(QPalette.ColorRole.Button))
            painter.drawRoundedRect(rect.translated(2 * i, -2 * i), 4, 4)
        pix = self._pixmap(placed.name, rect.size())
        if pix is not None:
            x = rect.x() + (rect.width() - pix.width()) // 2
            painter.drawPixmap(x, rect.y(), pix)
        else:
            painter.setPen(pal.color(QPalette.ColorRole.Mid))
            painter.setBrush(pal.color(QPalette.ColorRole.Base))
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(pal.color(QPalette.ColorRole.Text))
            painter.drawText(rect.adjusted(4, 4, -4, -4),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self._caption(placed.name))
        severity = self._data(item, SEVERITY_ROLE)
        if severity:
            # Framed outside the picture (a red card's own border would hide a frame on
            # it) and tinted, as the tables tint the row.
            colour = qcolour(BAD if severity == ERROR else WARN)
            tint = QColor(colour)
            tint.setAlpha(60)
            painter.fillRect(rect, tint)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 3))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 4, 4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if item in self.selected:
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 2))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 5, 5)
        elif item == self.current and self.hasFocus():
            painter.setPen(QPen(pal.color(QPalette.ColorRole.Highlight), 1,
                                Qt.PenStyle.DotLine))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 5, 5)
        if copies > 1:
            self._badge(painter, rect, f"×{copies}", QColor(30, 30, 30, 220),
                        Qt.AlignmentFlag.AlignRight)
        missing = self._data(item, MISSING_ROLE)
        if isinstance(missing, int):
            if missing:
                self._badge(painter, rect, self.tr("%1 missing").replace("%1", str(missing)),
                            qcolour(WARN), Qt.AlignmentFlag.AlignLeft)
            else:
                self._badge(painter, rect, "✓", qcolour(GOOD), Qt.AlignmentFlag.AlignLeft)
        # The name on a strip across the card's foot: at the smallest sizes the printed
        # name cannot be read, and a line under every card would cost a row at 1280×720.
        fm = self.fontMetrics()
        strip = QRect(rect.x() + 1, rect.bottom() - fm.height() - 2, rect.width() - 2,
                      fm.height() + 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRect(strip)
        painter.setPen(QColor("white"))
        painter.drawText(strip.adjusted(3, 0, -3, 0), Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(self._caption(placed.name), Qt.TextElideMode.ElideRight,
                                       strip.width() - 6))

    def _badge(self, painter: QPainter, rect: QRect, text: str, colour: QColor,
               side: Qt.AlignmentFlag) -> None:
        fm = self.fontMetrics()
        w = min(fm.horizontalAdvance(text) + 10, rect.width() - 4)
        h = fm.height() + 2
        x = rect.right() - w - 3 if side == Qt.AlignmentFlag.AlignRight else rect.x() + 3
        y = rect.y() + 3
        badge = QRect(x, y, w, h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(badge, h / 2, h / 2)
        painter.setPen(QColor("white"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter,
                         fm.elidedText(text, Qt.TextElideMode.ElideRight, w - 4))

    def _caption(self, name: str) -> str:
        card = self.doc.resolved.card(name) if self.doc.resolved is not None else None
        return card_name(card) if card is not None else name

    # ------------------------------------------------------------------ selection

    def selected_names(self) -> list[str]:
        """The selected cards of the selection's zone (as a zone table gives them)."""
        items = self.selected or ([self.current] if self.current else [])
        return [name for _zone, name in items]

    def selected_items(self) -> list[Item]:
        return list(self.selected or ([self.current] if self.current else []))

    def select_items(self, items: list[Item]) -> None:
        """Select these cards (those shown); the last becomes the current one."""
        present = {p.item for p in self.placed}
        self.selected = [i for i in items if i in present]
        if self.selected:
            self.current = self._anchor = self.selected[-1]
            self.ensure_visible(self.current)
        self.viewport().update()

    def select_names(self, zone: str, names: list[str]) -> None:
        self.select_items([(zone, n) for n in names])

    def clear_selection(self) -> None:
        if self.selected:
            self.selected = []
            self.viewport().update()

    def ensure_visible(self, item: Item) -> None:
        rect = self.visual_rect(item)
        if rect.isEmpty():
            return
        bar = self.verticalScrollBar()
        line = self.fontMetrics().lineSpacing()
        if rect.top() - line < 0:
            bar.setValue(bar.value() + rect.top() - line - MARGIN)
        elif rect.bottom() + line > self.viewport().height():
            bar.setValue(bar.value() + rect.bottom() + line + MARGIN
                         - self.viewport().height())

    def _click(self, placed: Placed, modifiers: Qt.KeyboardModifier) -> None:
        item = placed.item
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            chosen = [i for i in self.selected if i != item]
            if item not in self.selected:
                chosen.append(item)
            self.selected = chosen
            self.current = item
        elif modifiers & Qt.KeyboardModifier.ShiftModifier and self._anchor is not None:
            order = [p.item for p in self.placed]
            a, b = order.index(self._anchor) if self._anchor in order else 0, order.index(item)
            lo, hi = min(a, b), max(a, b)
            self.selected = order[lo:hi + 1]
            self.current = item
        else:
            self.selected = [item]
            self.current = self._anchor = item
        self.viewport().update()

    # ------------------------------------------------------------------ editing

    def bump(self, delta: int) -> None:
        """One copy more (or fewer) of each selected card, as one undo step."""
        items = self.selected_items()
        if not items:
            return
        self.doc.add_copies(items, delta)
        self.select_items(items)

    def _enlarge_current(self) -> None:
        if self.current is not None:
            self.enlarge.emit(self.current[1])

    # ------------------------------------------------------------------ mouse and keys

    def mousePressEvent(self, event: QMouseEvent) -> None:
        placed = self.item_at(event.position().toPoint())
        if placed is None:
            if event.button() == Qt.MouseButton.LeftButton:
                self.clear_selection()
            super().mousePressEvent(event)
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            if placed.item not in self.selected or event.modifiers() \
                    != Qt.KeyboardModifier.NoModifier:
                self._click(placed, event.modifiers())
            else:
                self.current = placed.item
        self.hovered.emit(placed.name)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        placed = self.item_at(event.position().toPoint())
        if self._press is not None and placed is not None \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier \
                and len(self.selected) > 1:
            # A plain click on one of several selected cards keeps it alone (the press
            # kept them all, for a drag of the whole selection).
            self._click(placed, event.modifiers())
        self._press = None
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        placed = self.item_at(event.position().toPoint())
        if placed is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        self.select_items([placed.item])
        self.bump(1)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton \
                and (pos - self._press).manhattanLength() >= QApplication.startDragDistance():
            self._press = None
            self._start_drag()
            return
        placed = self.item_at(pos)
        name = placed.name if placed is not None else None
        if name is not None and name != self._hover:
            self.hovered.emit(name)
        self._hover = name
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hover = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}
        key = Qt.Key(event.key())
        order = [p.item for p in self.placed]
        if not order or key not in (*steps, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home,
                                    Qt.Key.Key_End):
            super().keyPressEvent(event)
            return
        at = order.index(self.current) if self.current in order else -1
        if key in steps:
            at = max(0, min(len(order) - 1, at + steps[key]))
        elif key == Qt.Key.Key_Home:
            at = 0
        elif key == Qt.Key.Key_End:
            at = len(order) - 1
        else:
            at = self._vertical(at, 1 if key == Qt.Key.Key_Down else -1)
        target = next(p for p in self.placed if p.item == order[at])
        self._click(target, event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.ensure_visible(target.item)
        self.hovered.emit(target.name)

    def _vertical(self, at: int, direction: int) -> int:
        """The card above (-1) or below (1) card ``at``: the nearest one on the next
        row in that direction."""
        if at < 0:
            return 0
        here = self.placed[at].rect
        rows = [p for p in self.placed
                if (p.rect.top() - here.top()) * direction > 0]
        if not rows:
            return at
        nearest = min(abs(p.rect.top() - here.top()) for p in rows)
        row = [p for p in rows if abs(p.rect.top() - here.top()) == nearest]
        best = min(row, key=lambda p: abs(p.rect.center().x() - here.center().x()))
        return self.placed.index(best)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focused.emit()
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def viewportEvent(self, event: object) -> bool:
        if isinstance(event, QHelpEvent):
            placed = self.item_at(event.pos())
            text = self.tool_tip(placed.item) if placed is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport(),
                                  self.visual_rect(placed.item) if placed else QRect())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)  # type: ignore[arg-type]

    def tool_tip(self, item: Item) -> str:
        """A card's name, copies, what the collection has of it and its problems."""
        lines = [self._caption(item[1]),
                 self.tr("Copies in the %1: %2").replace("%1", zone_title(item[0]).lower())
                 .replace("%2", str(self.count(item)))]
        owned = self._data(item, 0, ZoneColumn.OWNED)
        missing = self._data(item, MISSING_ROLE)
        if isinstance(owned, int) and isinstance(missing, int):
            lines.append(self.tr("You own %1 — %2 missing").replace("%1", str(owned))
                         .replace("%2", str(missing)) if missing
                         else self.tr("You own %1").replace("%1", str(owned)))
        problems = self._data(item, Qt.ItemDataRole.ToolTipRole)
        if problems:
            lines.append(str(problems))
        return "\n".join(lines)

    # ------------------------------------------------------------------ drag and drop

    def _start_drag(self) -> None:
        """Drag the selected cards of the pressed card's zone, as rows of its table."""
        if self.current is None:
            return
        zone = self.current[0]
        model = self.models[zone]
        rows = [r for r in (self._row(i) for i in self.selected_items() if i[0] == zone)
                if r is not None]
        if not rows:
            return
        mime = model.mimeData([model.index(r, 0) for r in rows])
        drag = QDrag(self)
        drag.setMimeData(mime)
        pix = self._pixmap(self.current[1], self.card_size)
        if pix is not None:
            drag.setPixmap(pix.scaledToWidth(min(pix.width(), 90)))
        drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction,
                  Qt.DropAction.MoveAction)

    def _can_drop(self, mime: QMimeData, pos: QPoint) -> str | None:
        zone = self.zone_at(pos)
        if zone is None:
            return None
        model = self.models[zone]
        ok = model.canDropMimeData(mime, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
        return zone if ok else None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self._drag_over(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self._drag_over(event)

    def _drag_over(self, event: QDragMoveEvent) -> None:
        zone = self._can_drop(event.mimeData(), event.position().toPoint())
        if zone != self._drop_zone:
            self._drop_zone = zone
            self.viewport().update()
        if zone is None:
            event.ignore()
        else:
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: object) -> None:
        self._drop_zone = None
        self.viewport().update()

    def dropEvent(self, event: QDropEvent) -> None:
        self._drop_zone = None
        self.viewport().update()
        zone = self._can_drop(event.mimeData(), event.position().toPoint())
        if zone is None:
            event.ignore()
            return
        done = self.models[zone].dropMimeData(event.mimeData(), event.proposedAction(), -1, -1,
                                              QModelIndex())
        if done:
            event.acceptProposedAction()
        else:
            event.ignore()
