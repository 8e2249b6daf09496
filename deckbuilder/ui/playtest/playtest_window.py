"""The playtest window: play the open deck against the dummy on the rules engine (the
Table tab), check opening hands (Sample hand) and run batches (Simulation)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QFont,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Decision,
    Event,
    GameState,
    IllegalAction,
    Option,
    Session,
)
from deckbuilder.rules.legality import LegalityReport
from deckbuilder.services.playtest_service import Playable, PlaytestService
from deckbuilder.ui.common.card_pictures import CardPictures
from deckbuilder.ui.common.card_preview import CARD_NAME_ROLE, HoverPreview
from deckbuilder.ui.common.game_text import ruleset_title
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.legality_text import violation_message
from deckbuilder.ui.common.style import CHOSEN, PLAYABLE, frame_style, set_tone
from deckbuilder.ui.playtest.engine_text import (
    builtin_cards,
    chance_label,
    engine_text,
    learn_card_names,
    seat_title,
    translated_seats,
)
from deckbuilder.ui.playtest.game_over import GameOverPanel, result_text
from deckbuilder.ui.playtest.playtest_controller import PlaytestController
from deckbuilder.ui.playtest.playtest_events import describe_event as describe
from deckbuilder.ui.playtest.playtest_opponent import Seats
from deckbuilder.ui.playtest.playtest_table import CardTile, TableWidget, options_menu
from deckbuilder.ui.playtest.playtest_widgets import (
    ChoicesFit,
    CornerTabBar,
    PileDialog,
    PromptLabel,
    SampleHand,
    TileReader,
    WrapButton,
)
from deckbuilder.ui.playtest.rules_options import OptionsDialog


class PlaytestWindow(QMainWindow):
    """Goldfish the deck of ``playable`` (see :meth:`PlaytestService.playable`). Who sits
    across (dummy, opponent) is :attr:`seats`, a controller whose row of controls the
    window lays out and whose signals it answers."""

    def __init__(self, playtest: PlaytestService, playable: Playable, *,
                 title: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.playtest = playtest
        self.controller = PlaytestController(
            playtest, playable, seed=int(str(QSettings().value("playtest/seed", 1) or 1)))
        learn_card_names(playable)  # the table names the cards in the window's language
        self.setWindowTitle(self.tr("Playtest — %1").replace("%1", title or
                                                             playable.ruleset.title))
        fit_window(self, "playtest", (1400, 900), share=0.9)

        def picture_of(name: str) -> str | None:
            rec = playtest.decks.find_card(name, playable.ruleset.game)
            if rec is None or not rec.picture:
                return None
            return str(playtest.decks.pictures_dir / rec.picture[:2] / rec.picture)

        builtin = builtin_cards(playable.ruleset.game)

        def card_of(name: str) -> object | None:
            return self.controller.card_of(name, builtin)

        self.pictures = CardPictures(picture_of, card_of)
        # One large-card popup for the table, the sample hand and the pile viewer.
        self.preview = HoverPreview(self.pictures.get, self)
        self.seats = Seats(self.controller, playtest, self.pictures, self.preview, self)
        self.seats.restartWanted.connect(self.restart)
        self.seats.refreshWanted.connect(self.refresh)
        self.seats.playableChanged.connect(self._playable_changed)
        self.seats.opponentPlaying.connect(self._opponent_playing)
        self.seats.opponentMoved.connect(self.play)
        # The tick boxes of a multi-card choice (empty otherwise): a card click ticks one.
        self._choice_boxes: list[QCheckBox] = []
        # The log rows of each step of the session (parallel to its undo history) and of
        # each undone step (parallel to its redo list): undo greys a step's rows out.
        self._step_rows: list[list[int]] = []
        self._undone_rows: list[list[int]] = []
        self.pile_dialog: PileDialog | None = None
        self.tabs = QTabWidget()
        self.setCentralWidget(self.tabs)
        self._build_table_tab()
        self._build_sample_tab()
        self._build_simulation_tab()
        self._make_actions()
        # The status bar says whether the deck is legal under the controller's deck rules.
        self.legality_label = QLabel()
        self.legality_label.setObjectName("legalityLabel")
        self.statusBar().addPermanentWidget(self.legality_label)
        self._show_legality(playable.legality)
        self.seed_box.setValue(self.controller.seed)
        self.restart()

    # The controller's state, as the view reads it.

    @property
    def playable(self) -> Playable:
        return self.controller.playable

    @property
    def state(self) -> GameState:
        return self.controller.session.state

    @property
    def engine(self) -> Any:
        return self.controller.engine

    @property
    def options(self) -> Any:
        return self.controller.options

    @property
    def policy(self) -> Any:
        return self.controller.policy

    @property
    def session(self) -> Session:
        return self.controller.session

    @property
    def seed(self) -> int:
        return self.controller.seed

    # ------------------------------------------------------------------ building

    def _build_table_tab(self) -> None:
        page = QWidget()
        outer = QVBoxLayout(page)
        # The game's own controls sit in the tab bar's free corner (on this tab only):
        # a row less above the table, whose height your cards need on a 720p screen.
        self.table_bar = QWidget()
        self.table_bar.setObjectName("tableBar")
        setup = QHBoxLayout(self.table_bar)
        setup.setContentsMargins(8, 0, 2, 0)
        self.tabs.setTabBar(CornerTabBar(self.table_bar))
        setup.addWidget(QLabel(self.tr("Seed:")))
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seedBox")
        self.seed_box.setRange(0, 2_000_000_000)
        setup.addWidget(self.seed_box)
        self.new_seed_button = QPushButton(self.tr("New Seed"))
        setup.addWidget(self.new_seed_button)
        self.restart_button = QPushButton(self.tr("Restart (Ctrl+R)"))
        setup.addWidget(self.restart_button)
        self.options_button = QPushButton(self.tr("Rules Options…"))
        setup.addWidget(self.options_button)
        # Who sits across gets a row of its own, so the window still fits a 1280-pixel
        # screen with every control in reach.
        across = self.seats.build_row()
        setup.addSpacing(12)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.redo_button = QPushButton(self.tr("Redo"))
        setup.addWidget(self.undo_button)
        setup.addWidget(self.redo_button)
        self.tabs.setCornerWidget(self.table_bar, Qt.Corner.TopRightCorner)
        outer.addLayout(across)

        split = QSplitter(Qt.Orientation.Horizontal)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        self.table = TableWidget(self.pictures)
        self.tile_reader = TileReader(self.table, self.pictures, self.preview)
        scroll.setWidget(self.table)
        split.addWidget(scroll)
        side = QWidget()
        side_lay = QVBoxLayout(side)
        # The bots' buttons at the top, where they stay whatever the number of choices
        # under them (under the choices they moved with every decision).
        # (In two rows: in one they made the panel too wide for your cards at 1280.)
        bots = QGridLayout()
        self.bot_step_button = QPushButton(self.tr("Bot: this step (Space)"))
        self.bot_turn_button = QPushButton(self.tr("Bot: this turn"))
        self.bot_end_button = QPushButton(self.tr("Bot: to the end"))
        bots.addWidget(self.bot_step_button, 0, 0, 1, 2)
        bots.addWidget(self.bot_turn_button, 1, 0)
        bots.addWidget(self.bot_end_button, 1, 1)
        side_lay.addLayout(bots)
        self.prompt = PromptLabel()  # one height: the choices under it stay put
        self.prompt.setObjectName("decisionPrompt")
        font = self.prompt.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.prompt.set_base_font(font)
        side_lay.addWidget(self.prompt)
        self.choices_box = QGroupBox(self.tr("Your choices"))
        box_lay = QVBoxLayout(self.choices_box)
        box_lay.setContentsMargins(2, 2, 2, 2)
        # A full hand against several targets can offer dozens of plays: they scroll, so
        # the log below stays in view.
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choices_scroll = scroll
        inner = QWidget()
        self.choices = QVBoxLayout(inner)
        self.choices.setContentsMargins(4, 4, 4, 4)
        # (Kept at the top by a stretch after the choices, not by the layout's alignment:
        # an aligned layout is only as tall as its one-line size hints, which would
        # squeeze the wrapped choice buttons back to one line.)
        scroll.setWidget(inner)
        # At the top of its box: centred, it moved with every change of its height.
        box_lay.addWidget(scroll, 0, Qt.AlignmentFlag.AlignTop)
        side_lay.addWidget(self.choices_box)
        side_lay.addWidget(QLabel(self.tr("What happened:")))
        self.log = QListWidget()
        self.log.setObjectName("eventLog")
        self.log.setWordWrap(True)
        # The log sticks to its newest line, also when it is resized (the choices above
        # change height), unless the user has scrolled up to read.
        bar = self.log.verticalScrollBar()
        self._log_follow = True
        bar.valueChanged.connect(
            lambda v: setattr(self, "_log_follow", v >= self.log.verticalScrollBar().maximum()))
        bar.rangeChanged.connect(
            lambda _lo, hi: self.log.verticalScrollBar().setValue(hi) if self._log_follow
            else None)
        side_lay.addWidget(self.log, 1)
        self._choices_fit = ChoicesFit(scroll, self.choices, side, self.log)
        split.addWidget(side)
        # Table cards are previewed over this side panel: never over a pile or a card.
        self.preview.dock = lambda: QRect(side.mapToGlobal(QPoint(0, 0)), side.size()) \
            if side.isVisible() else None
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        # About a quarter for the side panel: at 1280 pixels the table's 940 hold your
        # Redakai characters with their stacks at 100 px a card.
        split.setSizes([1000, 330])
        outer.addWidget(split, 1)
        self.tabs.addTab(page, self.tr("Table"))

        self.new_seed_button.clicked.connect(self.new_seed)
        self.restart_button.clicked.connect(self.restart)
        self.options_button.clicked.connect(self.edit_options)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.bot_step_button.clicked.connect(self.bot_step)
        self.bot_turn_button.clicked.connect(self.bot_turn)
        self.bot_end_button.clicked.connect(self.bot_to_end)
        self.table.cardClicked.connect(self.card_clicked)
        self.table.cardDropped.connect(self.card_dropped)
        self.table.zoneClicked.connect(self.zone_clicked)
        self.table.browse.connect(self.browse_pile)

    def _build_sample_tab(self) -> None:
        page = QWidget()
        lay = QVBoxLayout(page)
        buttons = QHBoxLayout()
        self.deal_button = QPushButton(self.tr("Shuffle and Deal"))
        self.draw_button = QPushButton(self.tr("Draw (Ctrl+D)"))
        buttons.addWidget(self.deal_button)
        buttons.addWidget(self.draw_button)
        self.sample_info = QLabel()
        buttons.addWidget(self.sample_info, 1)
        lay.addLayout(buttons)
        self.sample_hand = SampleHand(self.pictures.get)
        self.preview.watch_list(self.sample_hand)
        lay.addWidget(self.sample_hand, 1)
        self.tabs.addTab(page, self.tr("Sample Hand"))
        self.deal_button.clicked.connect(self.deal_sample)
        # Not connected directly: clicked(checked=False) would land in draw_sample's
        # ``update`` and leave the counter stale.
        self.draw_button.clicked.connect(lambda: self.draw_sample())
        self._sample_rng = random.Random()
        self._sample_deck: list[str] = []
        self.deal_sample()

    def _build_simulation_tab(self) -> None:
        from deckbuilder.ui.playtest.simulation_panel import SimulationPanel

        self.simulation = SimulationPanel(self.playtest, self.playable)
        self.tabs.addTab(self.simulation, self.tr("Simulation"))

    @staticmethod
    def pictures_size() -> Any:
        from deckbuilder.ui.playtest.playtest_table import TILE

        return TILE

    def _make_actions(self) -> None:
        def act(text: str, keys: list[str], slot: Any) -> QAction:
            a = QAction(text, self)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        self.act_undo = act(self.tr("Undo"), ["Ctrl+Z"], self.undo)
        self.act_redo = act(self.tr("Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"], self.redo)
        self.act_restart = act(self.tr("Restart"), ["Ctrl+R"], self.restart)
        self.act_bot = act(self.tr("Bot plays this step"), ["Space"], self.bot_step)
        # (triggered(checked) must not reach draw_sample's ``update``, as for the button.)
        self.act_draw = act(self.tr("Draw a card"), ["Ctrl+D"], lambda: self.draw_sample())
        # Each tab's keys work on that tab only: Space must press a focused button on the
        # other tabs, and the Simulation tab has its own Ctrl+R (Run).
        self.tabs.currentChanged.connect(self._tab_keys)
        self._tab_keys()

    def event(self, event: QEvent) -> bool:
        # Space is the bot's key, but a focused button or tick box (a payment's card, a
        # choice) takes its own Space: accepting the shortcut override hands the key to
        # that control, which presses or ticks itself, and the bot does not play.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Space \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier \
                and isinstance(QApplication.focusWidget(), QAbstractButton):
            event.accept()
            return True
        return super().event(event)

    def _tab_keys(self, _index: int = 0) -> None:
        current = self.tabs.currentIndex()
        self.table_bar.setVisible(current == 0)
        for a in (self.act_undo, self.act_redo, self.act_restart, self.act_bot):
            a.setEnabled(current == 0)
        self.act_draw.setEnabled(current == 1)

    # ------------------------------------------------------------------ the game

    def new_seed(self) -> None:
        self.seed_box.setValue(random.randrange(1, 2_000_000_000))
        self.restart()

    def restart(self) -> None:
        self.controller.opponent = self.seats.opponent_mode()
        try:
            self.controller.restart(self.seed_box.value())
        except ValueError as exc:
            if not self.controller.opponent:
                raise
            # Seated as a real player, the opponent's deck meets the rules' set-up (a
            # Redakai team of 3, …) with our deck as its dummy: an unfinished deck cannot
            # be that, so the game goes on against the dummy instead of failing.
            QMessageBox.warning(self, self.tr("Opponent"), self.tr(
                "The opponent cannot play against this deck: %1\n\nThe dummy plays "
                "instead.").replace("%1", str(exc)))
            self.seats.opponent_check.setChecked(False)
            self.controller.opponent = False
            self.controller.restart(self.seed_box.value())
        QSettings().setValue("playtest/seed", self.seed)
        self._new_game_shown()

    def _new_game_shown(self) -> None:
        self.log.clear()
        self._step_rows = []
        self._undone_rows = []
        self.log.addItem(self.tr("New game, seed %1").replace("%1", str(self.seed)))
        self.refresh()

    def edit_options(self) -> None:
        dlg = OptionsDialog(self.options, self, ruleset=self.playable.ruleset,
                            deck_rules=self.controller.deck_rules)
        if dlg.exec():
            report = self.controller.set_options(dlg.result_options, dlg.result_deck_rules)
            self._show_legality(report)
            self._playable_changed()
            self.restart()
            # The opening hand may have another size now.
            self.deal_sample()

    def _show_legality(self, report: LegalityReport) -> None:
        """A short verdict in the status bar; the problems themselves in its tooltip."""
        problems = report.errors
        if report.legal:
            self.legality_label.setText(self.tr("✓ Legal deck"))
            set_tone(self.legality_label, "good")
        else:
            self.legality_label.setText(self.tr("✗ Not legal: %n problem(s)", "",
                                                len(problems)))
            set_tone(self.legality_label, "bad")
        lines = [violation_message(v) for v in report.violations]
        self.legality_label.setToolTip("\n".join(lines) if lines else
                                       self.tr("Legal under %1").replace(
                                           "%1", ruleset_title(self.playable.ruleset.id,
                                                               self.playable.ruleset.title)))

    def _playable_changed(self) -> None:
        # The simulation tab plays the same deck, options and dummy as the table (its
        # ``playable`` setter works the odds out again for the new options).
        self.simulation.playable = self.playable
        learn_card_names(self.playable)

    def decision(self) -> Decision | None:
        return self.state.decision()

    def refresh(self) -> None:
        state = self.state
        player = state.current_player()
        decision = state.decision() if player >= 0 else None
        options = decision.options if decision is not None and player == 0 else ()
        self.preview.hide()  # its card may be gone from the table
        # In a multi-card choice a click ticks a card: the zones take no clicks then.
        self.table.show_table(self.seats.shown_table(state.table_view()), options,
                              aim=decision is None or decision.kind != "choose_many")
        self._show_choices(player, decision)
        self.choices.addStretch(1)
        self._choices_fit.fit()
        self.undo_button.setEnabled(self.controller.can_undo())
        self.redo_button.setEnabled(self.controller.can_redo())
        for b in (self.bot_step_button, self.bot_turn_button, self.bot_end_button):
            b.setEnabled(player != TERMINAL)
        self.seats.schedule_opponent()

    def _opponent_playing(self, text: str) -> None:
        # The opponent's options would show its hand: only the computer sees them.
        self._clear_choices()
        self.prompt.setText(text)

    def _clear_choices(self) -> None:
        self._choice_boxes = []
        while self.choices.count():
            item = self.choices.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                # Gone at once (not only at the next event loop turn), so no stale button
                # of an earlier decision can be clicked.
                w.hide()
                w.setParent(None)
                w.deleteLater()

    def _show_choices(self, player: int, decision: Decision | None) -> None:
        self._clear_choices()
        state = self.state
        if player == TERMINAL:
            self.prompt.setText(result_text(state, self.playable))
            over = GameOverPanel(state, self.playable, self.session,
                                 self.engine.opening_hand(self.options), self.seed)
            over.restart_button.clicked.connect(self.restart)
            over.new_seed_button.clicked.connect(self.new_seed)
            self.choices.addWidget(over)
            return
        if player == CHANCE:
            self.prompt.setText(self.tr("Chance decides — or pick the outcome yourself"))
            for action, p in state.chance_outcomes():
                label = chance_label(action, state.seat_title, state.chance_text(action))
                b = WrapButton(f"{label}  ({100 * p:.0f}%)")
                b.clicked.connect(lambda _c=False, a=action: self.play(a))
                self.choices.addWidget(b)
            b = WrapButton(self.tr("Let chance decide"))
            b.setObjectName("chanceButton")
            b.clicked.connect(lambda: self.play(CHANCE_SAMPLE))
            self.choices.addWidget(b)
            return
        if decision is None:
            self.prompt.setText("")
            return
        who = seat_title(state.seat_title(player))
        prompt = engine_text(decision.prompt)
        self.prompt.setText(prompt if player == 0 else
                            self.tr("%1 decides: %2").replace("%1", who)
                            .replace("%2", prompt))
        if decision.kind == "choose_many":
            self._choose_many(decision)
            return
        if decision.kind == "number":
            spin = QSpinBox()
            spin.setRange(decision.minimum, decision.maximum)
            self.choices.addWidget(spin)
            ok = QPushButton(self.tr("OK"))
            ok.clicked.connect(lambda: self.play((decision.tag, spin.value())))
            self.choices.addWidget(ok)
            return
        if decision.kind == "order":
            lst = QListWidget()
            lst.setDragDropMode(QListWidget.DragDropMode.InternalMove)
            for i, o in enumerate(decision.options):
                item = QListWidgetItem(engine_text(o.label))
                item.setData(Qt.ItemDataRole.UserRole, i)
                lst.addItem(item)
            self.choices.addWidget(lst)
            ok = QPushButton(self.tr("OK"))
            ok.clicked.connect(lambda: self.play((decision.tag, tuple(
                lst.item(r).data(Qt.ItemDataRole.UserRole) for r in range(lst.count())))))
            self.choices.addWidget(ok)
            return
        shown: set[str] = set()
        for o in decision.options:
            # Two copies of a card offer the same play twice; once is enough.
            if o.label in shown:
                continue
            shown.add(o.label)
            # Long texts wrap within the panel ("Recover by discarding … takes 10
            # damage" keeps its cost in view).
            b = WrapButton(engine_text(o.label))
            b.setObjectName("choiceButton")
            b.clicked.connect(lambda _c=False, opt=o: self.play(opt.action))
            self.choices.addWidget(b)

    def _choose_many(self, decision: Decision) -> None:
        boxes = self._choice_boxes = []
        for i, o in enumerate(decision.options):
            box = QCheckBox(engine_text(o.label))
            box.setProperty("index", i)
            boxes.append(box)
            self.choices.addWidget(box)
        ok = QPushButton(self.tr("Confirm"))
        ok.setObjectName("confirmButton")
        self.choices.addWidget(ok)

        def action() -> tuple[Any, ...]:
            return (decision.tag, *[i for i, b in enumerate(boxes) if b.isChecked()])

        def legal() -> bool:
            trial = self.state.clone()
            trial.events_on = False
            try:
                trial.apply(action())
            except IllegalAction:
                return False
            return True

        def update() -> None:
            ok.setEnabled(legal())
            # The ticked cards stand out on the table too (a click on one ticks it).
            for o, b in zip(decision.options, boxes, strict=True):
                tile = self.table.findChild(QWidget, f"card_{o.instance}") \
                    if o.instance is not None else None
                if tile is not None:
                    # Ticked: framed thicker in the chosen colour; else as the table
                    # frames a card that can be used now (playtest_table.CardTile).
                    tile.setStyleSheet(frame_style(CHOSEN, 3) if b.isChecked()
                                       else frame_style(PLAYABLE))

        for b in boxes:
            b.toggled.connect(update)
        ok.clicked.connect(lambda: self.play(action()))
        update()

    def play(self, action: tuple[Any, ...]) -> bool:
        """Apply an action of the player (or chance) and show what happened."""
        decision = self.decision()
        try:
            events = self.controller.play(action)
        except IllegalAction:
            # The engine's refusal is English and names its internals ("('pay', 2) does
            # not pay …, choose hand positions …"): say it in the player's words.
            reason = self.tr("That is not a legal choice now.")
            if decision is not None:
                reason = self.tr("That is not a legal choice: %1") \
                    .replace("%1", engine_text(decision.prompt))
            self.statusBar().showMessage(reason, 5000)
            return False
        self._log_step(events)
        self.log.scrollToBottom()
        self.refresh()
        return True

    def _log_step(self, events: list[Event]) -> None:
        """Log the events of one step just applied to the session (one per undo)."""
        # A new step ends the redo list: what was undone stays greyed out for good.
        self._undone_rows = []
        seat = translated_seats(self.state.seat_title)
        first = self.log.count()
        for e in events:
            self.log.addItem(describe(e, seat))
        self._step_rows.append(list(range(first, self.log.count())))

    def _grey_rows(self, rows: list[int], undone: bool) -> None:
        """Undone steps' lines greyed and struck through: the log matches the table."""
        for row in rows:
            item = self.log.item(row)
            if item is None:
                continue
            font = QFont(self.log.font())
            font.setStrikeOut(undone)
            item.setFont(font)
            if undone:
                item.setForeground(QColor(150, 150, 150))
            else:
                item.setData(Qt.ItemDataRole.ForegroundRole, None)  # the normal colour

    # ------------------------------------------------------------------ cards

    def _options_for(self, instance: int) -> list[Option]:
        d = self.decision()
        if d is None or self.state.current_player() != 0:
            return []
        return [o for o in d.options if o.instance == instance]

    def _tick(self, option: Option) -> bool:
        """In a multi-card choice (a launch payment) a card's click or drop ticks or
        unticks its box — the choice is sent with Confirm, not card by card."""
        d = self.decision()
        if d is None or d.kind != "choose_many" or len(self._choice_boxes) != len(d.options):
            return False
        self._choice_boxes[d.options.index(option)].toggle()
        return True

    def card_clicked(self, instance: int) -> None:
        """A card's click takes its choice: a card to use, or a target (the character to
        attack); a menu asks which when there are several. A card with nothing to do is
        shown large."""
        options = self.controller.options_at(instance)
        if not options:
            self.statusBar().showMessage(self.tr("That card cannot be used now."), 4000)
            tile = self.table.findChild(CardTile, f"card_{instance}")
            if tile is not None:
                self.tile_reader.show_large(tile)
            return
        if self._tick(options[0]):
            return
        self._take(options)

    def zone_clicked(self, key: str) -> None:
        """A click on a zone the choices aim at (the strike card's place, a pile) takes
        the choice aimed there; a pile one can look into offers that too."""
        options = self.controller.options_at(zone=key)
        zone = self.table.zones.get(key)
        browsable = zone is not None and zone.zone.kind == "pile" and zone.zone.browsable
        if not options:
            if browsable:
                self.browse_pile(key)
            return
        self._take(options, [(self.tr("Look at these cards…"),
                              lambda: self.browse_pile(key))] if browsable else [])

    def _take(self, options: list[Option],
              more: list[tuple[str, Callable[[], object]]] | None = None) -> None:
        """Play the one option, or ask which (each play once: two copies of a card offer
        the same play twice)."""
        plays: dict[str, Option] = {}
        for o in options:
            plays.setdefault(o.label, o)
        chosen = next(iter(plays.values())) if len(plays) == 1 and not more \
            else options_menu(self, list(plays.values()), more or [])
        if chosen is not None:
            self.play(chosen.action)

    def card_dropped(self, instance: int, zone: str) -> None:
        options = self._options_for(instance)
        here = [o for o in options if o.target == zone]
        if not here:
            name = self.state.card_name(instance)
            title = engine_text(self.table.zones[zone].zone.title) if zone in self.table.zones \
                else zone
            if options:
                where = ", ".join(dict.fromkeys(
                    engine_text(self.table.zones[o.target].zone.title) for o in options
                    if o.target in self.table.zones))
                reason = self.tr("%1 cannot go to %2; it can go to: %3").replace("%1", name) \
                    .replace("%2", title).replace("%3", where or self.tr("nowhere on the table"))
            else:
                reason = self.tr("%1 cannot be played now.").replace("%1", name)
            # The card snaps back: the table is redrawn as it was.
            self.statusBar().showMessage(reason, 6000)
            self._snap_back()
            return
        if self._tick(here[0]):
            return
        chosen = here[0] if len(here) == 1 else options_menu(self, here)
        if chosen is not None:
            self.play(chosen.action)

    def _snap_back(self) -> None:
        """Redraw the table as it was (the dragged card returns), keeping the ticks."""
        ticked = [b.isChecked() for b in self._choice_boxes]
        self.refresh()
        for box, on in zip(self._choice_boxes, ticked, strict=False):
            box.setChecked(on)

    def pile_title(self, key: str, title: str) -> str:
        """Whose pile it is: "Your graveyard", "Player 2's discard pile"; a pile shared
        by everyone (MONSTER CARDS' Discard zone) keeps its own title."""
        owner, _dot, _rest = key.partition(".")
        if not (owner.startswith("p") and owner[1:].isdigit()):
            return engine_text(title)
        player = int(owner[1:])
        who = seat_title(self.state.seat_title(player))
        if title == "Discard":
            return self.tr("Your discard pile") if player == 0 else \
                self.tr("%1's discard pile").replace("%1", who)
        if title == "Graveyard":
            return self.tr("Your graveyard") if player == 0 else \
                self.tr("%1's graveyard").replace("%1", who)
        return self.tr("%1 — %2").replace("%1", who).replace("%2", engine_text(title))

    def browse_pile(self, key: str) -> None:
        """Show the cards of a pile one can look into, readably (faces and counts)."""
        for pv in self.state.table_view():
            for zone in pv.zones:
                if zone.key == key:
                    if self.pile_dialog is not None:
                        self.pile_dialog.close()
                    dlg = PileDialog(self.pile_title(key, zone.title), zone.cards,
                                     self.pictures, self.preview, self)
                    dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
                    dlg.finished.connect(lambda _r, d=dlg: self._pile_closed(d))
                    self.pile_dialog = dlg
                    # Window-modal but not blocking: the table cannot change under it.
                    dlg.open()
                    return

    def _pile_closed(self, dlg: PileDialog) -> None:
        self.preview.hide()
        if self.pile_dialog is dlg:
            self.pile_dialog = None

    # ------------------------------------------------------------------ bots

    def bot_step(self) -> None:
        if not self.controller.over:
            self.play(self.controller.bot_action())

    def _show_bot_steps(self, steps: list[list[Event]]) -> None:
        for events in steps:
            self._log_step(events)
        self.log.scrollToBottom()
        self.refresh()

    def bot_turn(self) -> None:
        self._show_bot_steps(self.controller.bot_turn())

    def bot_to_end(self) -> None:
        self._show_bot_steps(self.controller.bot_to_end())


    # ------------------------------------------------------------------ undo

    def undo(self) -> None:
        if self.controller.undo():
            rows = self._step_rows.pop() if self._step_rows else []
            self._grey_rows(rows, True)
            self._undone_rows.append(rows)
            self.log.addItem(self.tr("↶ undone"))
            if self.seats.opponent_to_act() and self.controller.can_undo():
                # Back to the player's own last decision: the opponent's moves since
                # are undone with it (else the computer would play them again at once).
                self.undo()
                return
            self.refresh()

    def redo(self) -> None:
        if self.controller.redo():
            # The same action from the same state: the same events, the same lines.
            rows = self._undone_rows.pop() if self._undone_rows else []
            self._grey_rows(rows, False)
            self._step_rows.append(rows)
            self.log.addItem(self.tr("↷ redone"))
            self.refresh()

    # ------------------------------------------------------------------ sample hand

    def deal_sample(self) -> None:
        deck = self.playable.deck
        self._sample_deck = [e.name for e in deck.deck.deck for _ in range(e.count)]
        self._sample_rng.shuffle(self._sample_deck)
        self.sample_hand.clear()
        opening = self.engine.opening_hand(self.options) or \
            self.engine.cards_seen(self.options, 1, True)
        for _ in range(opening):
            self.draw_sample(update=False)
        self._sample_info()

    def draw_sample(self, update: bool = True) -> None:
        if not self._sample_deck:
            self.sample_info.setText(self.tr("The deck is empty."))
            return
        name = self._sample_deck.pop()
        item = QListWidgetItem(name)
        item.setData(CARD_NAME_ROLE, name)
        item.setIcon(self.pictures.get(name, self.pictures_size()))
        self.sample_hand.addItem(item)
        if update:
            self._sample_info()

    def _sample_info(self) -> None:
        self.sample_info.setText(self.tr("%1 in hand, %2 left in the deck")
                                 .replace("%1", str(self.sample_hand.count()))
                                 .replace("%2", str(len(self._sample_deck))))

    def sample_names(self) -> list[str]:
        return [self.sample_hand.item(i).text() for i in range(self.sample_hand.count())]

    def closeEvent(self, event: QCloseEvent) -> None:
        # A running simulation stops with its window (its worker processes too), and so
        # does a computer opponent about to move (it would play on unseen).
        self.simulation.shutdown()
        self.seats.opponent_timer.stop()
        self.preview.hide()
        super().closeEvent(event)

    def save_screenshot(self, path: str) -> None:  # pragma: no cover - a tool for people
        from deckbuilder.outputs import write_output
        from deckbuilder.proxies.deck_images import png_bytes

        QTimer.singleShot(0, lambda: write_output(path, png_bytes(self.grab().toImage())))

    def export_log(self) -> None:  # pragma: no cover - a convenience
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Log"), "game.txt")
        if path:
            from deckbuilder.outputs import write_output

            text = "".join(self.log.item(i).text() + "\n" for i in range(self.log.count()))
            try:
                write_output(path, text)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Log not saved"), f"{path}: {exc.strerror}")
