"""The playtest table: every zone of the game drawn from the engine's table view, cards
you can click or drag, and the pending decision as buttons (only legal moves exist)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QEvent,
    QMimeData,
    QObject,
    QPoint,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.engine import CardView, Option, PlayerView, ZoneView
from deckbuilder.ui.common.card_pictures import CardPictures, face_down
from deckbuilder.ui.common.style import AIMED, PILE_COLOUR, PLAYABLE, frame_style
from deckbuilder.ui.playtest.engine_text import engine_text

TILE = QSize(92, 128)
SMALL_TILE = QSize(70, 98)
#: The most the table scales its cards up to fill a big window, and the least it shrinks
#: them to show the whole table without scrolling on a small screen.
MAX_SCALE = 2.4
MIN_SCALE = 0.75
#: The other seats' cards at this share of yours: your hand and battlefield are what you
#: act on, and at 1280×720 two sides at one size left yours about 65 px wide.
OTHER_SEAT_SHARE = 0.5
#: How much of each card attached under another (a Redakai character's stack, a Monsuno's
#: clipped cards) shows from under the next: fanned, not side by side, a character with
#: three cards takes under three cards' width, so yours stay 100 px wide at 1280 pixels.
ATTACHED_SHOWS = 0.36
#: A zone's figures are set in lines at least this wide (pixels), over cards narrower
#: than that too: each line less over a Monsuno's one card is height for your cards.
COUNTERS_WIDTH = 200


def scaled(size: QSize, scale: float) -> QSize:
    return QSize(round(size.width() * scale), round(size.height() * scale))


def packed_counters(counters: Sequence[tuple[str, str]], font: QFont, width: int) -> str:
    """A zone's figures ("life: 26/55", "damage: 29", …) as few lines as fit ``width``
    (at least the widest figure's): one per line took five lines of a Monsuno's height."""
    items = [f"{engine_text(k)}: <b>{engine_text(v)}</b>" for k, v in counters]
    bold = QFont(font)
    bold.setBold(True)  # measured all bold: never wider than drawn
    metrics = QFontMetrics(bold)

    def plain(text: str) -> int:
        return metrics.horizontalAdvance(text.replace("<b>", "").replace("</b>", ""))

    width = max([width, *(plain(i) for i in items)])
    lines: list[str] = []
    for item in items:
        if lines and plain(lines[-1] + " · " + item) <= width:
            lines[-1] += " · " + item
        else:
            lines.append(item)
    return "<br>".join(lines)


class Fan(QWidget):
    """Cards laid over each other from left to right, each showing ATTACHED_SHOWS of its
    width from under the next (the last one whole); a click or hover on the part that
    shows reaches that card."""

    def __init__(self, tiles: Sequence[QWidget], size: QSize, parent: QWidget | None = None):
        super().__init__(parent)
        step = max(1, round(size.width() * ATTACHED_SHOWS))
        # The frame of a usable card (a style sheet border) is part of the tile's size.
        width = max(t.width() for t in tiles)
        height = max(t.height() for t in tiles)
        for i, tile in enumerate(tiles):
            tile.setParent(self)
            tile.move(i * step, 0)
            tile.raise_()  # the later card over the earlier one
        self.setFixedSize(step * (len(tiles) - 1) + width, height)


class Refit(QObject):
    """Fits a widget's pictures to its size once the size settles: each resize or show of
    ``widget`` starts the single-shot timer again, and when it runs out ``fit`` is called
    — only if the widget is shown. The pictures come from the catalog: a widget out of
    sight (another tab, a closed window, the app quitting with the catalog closed) waits
    until it is shown again."""

    def __init__(self, widget: QWidget, fit: Callable[[], None], delay_ms: int):
        super().__init__(widget)
        self.widget = widget
        self.fit = fit
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self._run)
        widget.installEventFilter(self)

    def start(self) -> None:
        self.timer.start()

    def isActive(self) -> bool:
        return self.timer.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.timer.start()
        return False

    def _run(self) -> None:
        if self.widget.isVisible():
            self.fit()


INSTANCE_MIME = "application/x-deckbuilder-card-instance"


STATE_TINT = {"tired": QColor(0, 0, 0, 90), "defeated": QColor(120, 0, 0, 150),
              "blanked": QColor(60, 60, 60, 110), "face-down": QColor(40, 40, 60, 255)}


class CardTile(QLabel):
    """One card on the table. Clicking asks for its options; dragging carries its
    instance id to a zone."""

    clicked = Signal(int)

    def __init__(self, view: CardView, pixmap: QPixmap, playable: bool,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.view = view
        self.playable = playable
        self.setObjectName(f"card_{view.instance}")
        shown = QPixmap(pixmap)
        notes = [engine_text(n) for n in view.notes]
        if view.state in STATE_TINT or notes:
            painter = QPainter(shown)
            if view.state in STATE_TINT:
                painter.fillRect(shown.rect(), STATE_TINT[view.state])
            if notes:
                font = QFont("DejaVu Sans")
                font.setPixelSize(10)
                font.setBold(True)
                painter.setFont(font)
                # One line per note (at most three), cut to the tile's width.
                metrics = QFontMetrics(font)
                lines = [metrics.elidedText(n, Qt.TextElideMode.ElideRight, shown.width() - 4)
                         for n in notes[:3]]
                height = 13 * len(lines) + 2
                band = QRectF(0, shown.height() - height, shown.width(), height)
                painter.fillRect(band, QColor(0, 0, 0, 175))
                painter.setPen(QColor(255, 255, 255))
                for i, line in enumerate(lines):
                    painter.drawText(QRectF(2, band.top() + 1 + 13 * i, shown.width() - 4, 13),
                                     Qt.AlignmentFlag.AlignCenter, line)
            painter.end()
        self.setPixmap(shown)
        self.setFixedSize(shown.size())
        tip = engine_text(view.name) + (f"\n{', '.join(notes)}" if notes else "")
        self.setToolTip(tip)
        if playable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setStyleSheet(frame_style(PLAYABLE))
        self._press: QPoint | None = None

    def aim(self) -> None:
        """Mark the card as a target of the choices (its zone is aimed at)."""
        if not self.playable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setStyleSheet(frame_style(AIMED))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            # The card's click, not its zone's as well.
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and self.playable and (
                event.position().toPoint() - self._press).manhattanLength() > 8:
            drag = QDrag(self)
            mime = QMimeData()
            mime.setData(INSTANCE_MIME, str(self.view.instance).encode())
            drag.setMimeData(mime)
            drag.setPixmap(self.pixmap().scaled(SMALL_TILE,
                                                Qt.AspectRatioMode.KeepAspectRatio))
            self._press = None
            drag.exec(Qt.DropAction.MoveAction)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = None
            event.accept()
            self.clicked.emit(self.view.instance)
            return
        super().mouseReleaseEvent(event)


class ZoneWidget(QFrame):
    """A zone: its title and counters over its cards; a drop target for cards. An
    ``aimed`` zone (a choice aims at it: a character to attack, the strike card's place)
    takes a click too, on itself or on a card in it."""

    cardDropped = Signal(int, str)   # instance, zone key
    cardClicked = Signal(int)
    browse = Signal(str)             # zone key of a pile to look into
    zoneClicked = Signal(str)        # zone key of an aimed zone

    def __init__(self, zone: ZoneView, pictures: CardPictures, playable: set[int],
                 targeted: bool, parent: QWidget | None = None, scale: float = 1.0,
                 aimed: bool = False, own: bool = False, compact: bool = False):
        super().__init__(parent)
        self.zone = zone
        self.scale = scale
        self.tile_size = scaled(SMALL_TILE, scale)
        self.aimed = aimed
        # A compact pile (the other side's: its hand, deck, discard) is one line, its
        # title beside its count, in that side's title row: the row of piles it had
        # under that side's cards went to your cards.
        compact = compact and zone.kind == "pile"
        # Your own cards at the hand's size, on the battlefield too.
        card = scaled(TILE if own or zone.kind in ("hand", "slot") else SMALL_TILE, scale)
        self.setObjectName(f"zone_{zone.key}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAcceptDrops(True)
        if aimed:
            self.setStyleSheet(f"ZoneWidget {{ {frame_style(AIMED, line='dashed')} }}")
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setToolTip(self.tr("Click to choose what to do here"))
        elif targeted:
            self.setStyleSheet(f"ZoneWidget {{ {frame_style(PLAYABLE, line='dashed')} }}")
        lay: QVBoxLayout | QHBoxLayout = QHBoxLayout(self) if compact else QVBoxLayout(self)
        lay.setContentsMargins(*((4, 1, 2, 1) if compact else (3, 2, 3, 3)))
        lay.setSpacing(4 if compact else 1)
        title = QLabel(f"<b>{engine_text(zone.title)}</b>")
        lay.addWidget(title)
        row = QHBoxLayout()
        row.setSpacing(3)
        if zone.counters:
            counters = QLabel()
            counters.setObjectName(f"counters_{zone.key}")
            font = QFont(counters.font())
            font.setPixelSize(10)
            counters.setFont(font)
            # Over the cards, as few lines as fit their width (beside them, the other
            # side's figures made its row wider than a 1280-pixel screen's table).
            span = card.width() * (1 + ATTACHED_SHOWS * (len(zone.cards) - 1)) \
                if zone.cards else 0
            counters.setText(packed_counters(zone.counters, font,
                                             max(COUNTERS_WIDTH, round(span))))
            lay.addWidget(counters)
        lay.addLayout(row)
        if compact:
            lay.setAlignment(title, Qt.AlignmentFlag.AlignVCenter)
        if zone.kind == "pile":
            size = QSize(30, 20) if compact else scaled(SMALL_TILE, scale)
            label = QLabel(str(zone.count if zone.count is not None else len(zone.cards)))
            label.setObjectName(f"pile_{zone.key}")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setFixedSize(size)
            label.setStyleSheet(f"background: {PILE_COLOUR}; color: white; border-radius: "
                                f"{3 if compact else 6}px; font-size: {12 if compact else 20}px;"
                                " font-weight: bold;")
            if aimed:
                # The choices aimed at the pile (and a look into it) in one menu.
                label.setCursor(Qt.CursorShape.PointingHandCursor)
                label.mousePressEvent = lambda _e: self.zoneClicked.emit(zone.key)  # type: ignore[method-assign]
            elif zone.browsable:
                label.setCursor(Qt.CursorShape.PointingHandCursor)
                label.setToolTip(self.tr("Click to look at these cards"))
                label.mousePressEvent = lambda _e: self.browse.emit(zone.key)  # type: ignore[method-assign]
            row.addWidget(label)
        else:
            size = card
            self.tile_size = size  # the size its cards are drawn at (TileReader redraws)
            fanned: list[QWidget] = []
            for i, view in enumerate(zone.cards):
                pix = pictures.get(view.name if view.state != "face-down" else "", size) \
                    if view.state != "face-down" else face_down(size)
                tile = CardTile(view, pix, view.instance in playable)
                if aimed:
                    tile.aim()
                tile.clicked.connect(self.cardClicked)
                if i > 0 and view.state == "attached":
                    fanned.append(tile)
                else:
                    row.addWidget(tile)
            if len(fanned) > 1:
                row.addWidget(Fan(fanned, size))
            elif fanned:
                row.addWidget(fanned[0])
            if not zone.cards:
                empty = QLabel(self.tr("(empty)"))
                empty.setStyleSheet("color: palette(mid);")
                empty.setMinimumSize(scaled(SMALL_TILE, scale))
                row.addWidget(empty)
        row.addStretch(1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.aimed and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.aimed and event.button() == Qt.MouseButton.LeftButton \
                and self.rect().contains(event.position().toPoint()):
            event.accept()
            self.zoneClicked.emit(self.zone.key)
            return
        super().mouseReleaseEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(INSTANCE_MIME):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(INSTANCE_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        data = event.mimeData().data(INSTANCE_MIME)
        try:
            instance = int(bytes(data.data()).decode())
        except ValueError:
            return
        event.acceptProposedAction()
        self.cardDropped.emit(instance, self.zone.key)


class TableWidget(QWidget):
    """All players' sides: opponents on top, the player at the bottom."""

    cardDropped = Signal(int, str)
    cardClicked = Signal(int)
    browse = Signal(str)
    zoneClicked = Signal(str)
    #: A zone was drawn (its ZoneWidget, tiles made): helpers add to its tiles.
    zoneBuilt = Signal(object)

    def __init__(self, pictures: CardPictures, parent: QWidget | None = None):
        super().__init__(parent)
        self.pictures = pictures
        self.setObjectName("playtestTable")
        self._outer = QVBoxLayout(self)
        self._outer.setContentsMargins(0, 0, 0, 0)
        self._content: QWidget | None = None
        self.zones: dict[str, ZoneWidget] = {}
        #: How much the cards are scaled to fill the table (see MIN_SCALE, MAX_SCALE).
        self.scale = 1.0
        self._shown: tuple[list[PlayerView], tuple[Option, ...]] | None = None
        #: Whether the zones the options aim at take clicks (not in a multi-card choice,
        #: where a click ticks a card).
        self.aim = True
        # The content's size split in a part that stays (text, margins) and a part that
        # grows with the scale (the pictures), per direction: fixed + scale * growing.
        self._fixed = QSize(0, 0)
        self._refit = Refit(self, self._fit, 120)

    def room(self) -> QSize:
        """The visible room for the table (the scroll area's viewport, if in one)."""
        parent = self.parentWidget()
        return parent.size() if parent is not None else self.size()

    def _hint(self) -> QSize:
        return self._content.sizeHint() if self._content is not None else QSize()

    def _wanted_scale(self, seen: list[tuple[float, QSize]]) -> float:
        """The scale at which the content fills the room, from the content's size at the
        scales ``seen`` (newest last). Text does not grow with the cards, so the size is
        not proportional to the scale: two sizes give the fixed and the growing part; with
        one, the fixed part found last time stands in."""
        room = self.room()
        s1, h1 = seen[-1]
        want = MAX_SCALE
        fixed = [self._fixed.width(), self._fixed.height()]
        for i, (size1, space) in enumerate(((h1.width(), room.width()),
                                            (h1.height(), room.height()))):
            if len(seen) > 1 and abs(seen[-2][0] - s1) > 1e-6:
                s0, h0 = seen[-2]
                size0 = (h0.width(), h0.height())[i]
                grow = (size1 - size0) / (s1 - s0)
                fixed[i] = round(size1 - grow * s1)
            else:
                grow = (size1 - min(fixed[i], size1 - 1)) / s1
            if grow > 0:
                # A few pixels to spare: rounding, and no scroll bar for one pixel.
                want = min(want, (space * 0.985 - fixed[i]) / grow)
        self._fixed = QSize(max(0, fixed[0]), max(0, fixed[1]))
        # On a grid of 0.02, so the pictures are not drawn anew for a tiny change.
        return max(MIN_SCALE, min(MAX_SCALE, int(want * 50) / 50))

    def _fit(self) -> None:
        """Rebuild the table at the scale that fills the room (a few tries at most: each
        build measures how much the content really grows)."""
        if self._shown is None or self._content is None:
            return
        seen = [(self.scale, self._hint())]
        for attempt in range(4):
            want = self._wanted_scale(seen)
            room = self.room()
            over = seen[-1][1].width() > room.width() or seen[-1][1].height() > room.height()
            # Small changes wait for a bigger one (a resize by a few pixels redraws nothing),
            # unless the table does not fit.
            if abs(want - self.scale) < (0.06 if attempt == 0 and not over else 0.015):
                break
            if any(abs(want - s) < 1e-6 for s, _h in seen):
                # Going round in circles: the largest scale seen to fit, if this one does not.
                fits = [s for s, h in seen if h.width() <= room.width()
                        and h.height() <= room.height()]
                if over and fits:
                    self.scale = max(fits)
                    self._build(*self._shown)
                break
            self.scale = want
            self._build(*self._shown)
            seen.append((want, self._hint()))

    def show_table(self, players: list[PlayerView], options: tuple[Option, ...],
                   aim: bool = True) -> None:
        """Show the players' sides, the cards as large as the room allows; with ``aim``
        the zones the options aim at (and their cards) take clicks."""
        self.aim = aim
        self._shown = (players, options)
        self._build(players, options)
        self._fit()

    def _build(self, players: list[PlayerView], options: tuple[Option, ...]) -> None:
        # A fresh container each time: the old one goes at once, nothing stale stays drawn.
        if self._content is not None:
            self._content.hide()
            self._content.setParent(None)
            self._content.deleteLater()
        self._content = QWidget()
        self._lay = QVBoxLayout(self._content)
        self._lay.setContentsMargins(2, 2, 2, 2)
        self._lay.setSpacing(4)
        self._outer.addWidget(self._content)
        self.zones = {}
        playable = {o.instance for o in options if o.instance is not None}
        targets = {o.target for o in options if o.target is not None}
        # Zones without a "p<n>." key are shared by everyone (MONSTER CARDS' Attack and
        # Defense zones, field, discard): they go in a middle row of their own.
        shared = [z for pv in players for z in pv.zones if not z.key.startswith("p")]
        ordered = [p for p in players if p.player != 0]
        for pv in ordered:
            self._add_player(pv, playable, targets)
        if shared:
            box = QFrame()
            box.setObjectName("shared_zones")
            box.setFrameShape(QFrame.Shape.Box)
            lay = QHBoxLayout(box)
            lay.setContentsMargins(6, 4, 6, 4)
            for zone in shared:
                lay.addWidget(self._zone(zone, playable, targets))
            lay.addStretch(1)
            self._lay.addWidget(box)
        for pv in players:
            if pv.player == 0:
                self._add_player(pv, playable, targets)
        self._lay.addStretch(1)

    def _zone(self, zone: ZoneView, playable: set[int], targets: set[str]) -> ZoneWidget:
        other = zone.key.startswith("p") and not zone.key.startswith("p0.")
        zw = ZoneWidget(zone, self.pictures, playable, zone.key in targets,
                        scale=self.scale * (OTHER_SEAT_SHARE if other else 1.0),
                        aimed=self.aim and zone.key in targets, own=zone.key.startswith("p0."),
                        compact=other)
        zw.cardDropped.connect(self.cardDropped)
        zw.cardClicked.connect(self.cardClicked)
        zw.browse.connect(self.browse)
        zw.zoneClicked.connect(self.zoneClicked)
        zw.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.zones[zone.key] = zw
        self.zoneBuilt.emit(zw)
        return zw

    def _add_player(self, pv: PlayerView, playable: set[int], targets: set[str]) -> None:
        box = QFrame()
        box.setObjectName(f"player_{pv.player}")
        box.setFrameShape(QFrame.Shape.Box)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(4, 2, 4, 2)
        lay.setSpacing(2)
        head = QLabel(f"<b>{engine_text(pv.title)}</b>" + "".join(
            f" · {engine_text(k)}: {engine_text(v)}" for k, v in pv.counters))
        head.setObjectName(f"player_{pv.player}_counters")
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(head)
        lay.addLayout(top)
        field = QHBoxLayout()
        bottom = QHBoxLayout()
        for row in (field, bottom):
            row.setSpacing(4)
            lay.addLayout(row)
        own = pv.player == 0
        for zone in pv.zones:
            if not zone.key.startswith("p"):
                continue
            zw = self._zone(zone, playable, targets)
            if zone.kind == "pile" and not own:
                top.addWidget(zw)  # one line beside the title (ZoneWidget's compact)
            else:
                (bottom if zone.kind in ("hand", "pile") else field).addWidget(zw)
        for row in (top, field, bottom):
            row.addStretch(1)
        self._lay.addWidget(box)


def options_menu(parent: QWidget, options: list[Option],
                 more: Sequence[tuple[str, Callable[[], object]]] = ()) -> Option | None:
    """Ask which of several options (a card with several targets, a target several cards
    can hit) at the cursor; each play once (two copies of a card offer it twice). ``more``:
    other entries (text, what it does) after a separator."""
    menu = QMenu(parent)
    menu.setObjectName("optionsMenu")
    actions: dict[QAction, Option] = {}
    for o in options:
        text = engine_text(o.label)
        if text not in {a.text() for a in actions}:
            actions[menu.addAction(text)] = o
    others: dict[QAction, Callable[[], object]] = {}
    if more:
        menu.addSeparator()
        others = {menu.addAction(text): run for text, run in more}
    from PySide6.QtGui import QCursor

    chosen = menu.exec(QCursor.pos())
    if chosen is not None and chosen in others:
        others[chosen]()
        return None
    return actions.get(chosen) if chosen is not None else None
