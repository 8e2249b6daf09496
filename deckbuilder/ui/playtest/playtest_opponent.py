"""Who sits across the playtest table: the dummy (the ruleset's built-in one, cards
picked one by one, a saved deck or a deck file) and a computer opponent playing that deck
(its speed, its hand hidden unless revealed). :class:`Seats` is a controller the playtest
window owns: it builds the row of these controls, changes the game's dummy and opponent,
and tells the window by signals what to do next (restart, refresh, play a move)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.decks import DeckError
from deckbuilder.rules.decklist import DeckList, DeckParseError
from deckbuilder.rules.engine import GameState, PlayerView
from deckbuilder.rules.registry import find_game
from deckbuilder.services.deck_service import DeckFileError
from deckbuilder.services.playtest_service import Playable, PlaytestError, PlaytestService
from deckbuilder.ui.common.card_pictures import CardPictures
from deckbuilder.ui.common.card_preview import HoverPreview
from deckbuilder.ui.common.game_text import game_title
from deckbuilder.ui.common.value_names import card_stat_titles, field_title
from deckbuilder.ui.playtest.engine_text import seat_title
from deckbuilder.ui.playtest.playtest_controller import PlaytestController
from deckbuilder.ui.playtest.playtest_widgets import DummyCardsDialog


def _tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # These words were the playtest window's SeatsWindow base class: they keep their
    # translations (context "SeatsWindow").
    return QCoreApplication.translate("SeatsWindow", source, disambiguation, n)


class Seats(QObject):
    """The dummy and opponent controls of the playtest window, and the computer's moves
    for the opponent. Handed the game (``controller``) and the window its dialogs belong
    to; what a change sets off goes out as signals the window connects."""

    #: A new game is due (another dummy, the opponent switched on or off).
    restartWanted = Signal()
    #: The table must be drawn again (the opponent's hand revealed or hidden).
    refreshWanted = Signal()
    #: The game's deck, options or dummy changed: the simulation tab follows.
    playableChanged = Signal()
    #: The opponent is to move: the window hides the choices and shows this text.
    opponentPlaying = Signal(str)
    #: The computer's move for the opponent, for the window to play.
    opponentMoved = Signal(object)

    def __init__(self, controller: PlaytestController, playtest: PlaytestService,
                 pictures: CardPictures, preview: HoverPreview, window: QWidget):
        super().__init__(window)
        self.controller = controller
        self.playtest = playtest
        self.pictures = pictures
        self.preview = preview
        self.window = window

    @property
    def playable(self) -> Playable:
        return self.controller.playable

    @property
    def state(self) -> GameState:
        return self.controller.session.state

    # ------------------------------------------------------------------ the controls

    def build_row(self) -> QHBoxLayout:
        """The row of who sits across (the window's second row of controls)."""
        across = QHBoxLayout()
        across.addWidget(QLabel(_tr("Dummy:")))
        self.dummy_box = QComboBox()
        self.dummy_box.setObjectName("dummyBox")
        self.dummy_box.setToolTip(_tr("The opponent's cards: the ruleset's built-in "
                                          "training dummy, or one of your decks"))
        self._fill_dummies()
        self.dummy_box.activated.connect(self._dummy_chosen)
        across.addWidget(self.dummy_box)
        self._build_opponent_controls(across)
        across.addStretch(1)
        return across

    def _fill_dummies(self) -> None:
        box = self.dummy_box
        box.clear()
        box.addItem(_tr("Built-in training dummy"), None)
        if self.controller.dummy_team() is not None:
            box.addItem(_tr("Choose cards…"), "cards")
        for deck_id, name in self.controller.dummy_decks():
            box.addItem(_tr("Deck: %1").replace("%1", name), deck_id)
        box.addItem(_tr("Deck file…"), "file")
        self._dummy_index = 0
        self._file_dummies: list[DeckList] = []

    def choose_dummy(self, dummy: DeckList | None) -> bool:
        """Play against ``dummy`` (None: the built-in one) from a new game."""
        try:
            self.controller.choose_dummy(dummy)
        except (PlaytestError, DeckError) as exc:
            QMessageBox.warning(self.window, _tr("Dummy not changed"), self._dummy_error(exc))
            return False
        self.playableChanged.emit()
        self.restartWanted.emit()
        return True

    def _dummy_error(self, exc: Exception) -> str:
        """The reason a dummy was refused, in the window's language where it is known."""
        code, params = getattr(exc, "code", ""), getattr(exc, "params", {})
        names = list(params.get("names", []))
        shown = ", ".join(f"“{n}”" for n in names[:4])
        if len(names) > 4:
            shown = _tr("%1 and %2 more").replace("%1", shown).replace(
                "%2", str(len(names) - 4))
        if code == "dummy-other-game":
            return (_tr("The dummy's deck is for another game: %1 are %2 cards, and this "
                            "playtest is %3.")
                    .replace("%1", shown)
                    .replace("%2", game_tables.GAME_TITLES.get(params["game"], params["game"]))
                    .replace("%3", game_tables.GAME_TITLES.get(self.playable.ruleset.game,
                                                   self.playable.ruleset.game)))
        if code == "dummy-unknown":
            return _tr("These cards of the dummy are not in the catalog: %1").replace(
                "%1", shown)
        return str(exc)

    def _pick_dummy_cards(self) -> DeckList:
        """The dummy's Monsuno or characters, ticked one by one from the catalog; raises
        LookupError when the user cancels."""
        team = self.controller.dummy_team()
        assert team is not None  # offered only for such rulesets
        _kind, needed = team
        cards = [(r.card.name, " · ".join(f"{field_title(k)} {v}"
                                         for k, v in card_stat_titles(r.card)))
                 for r in self.controller.dummy_team_cards()]
        # The game's descriptor words the question (its team cards' name).
        game = find_game(self.playable.ruleset.game)
        one, many = game.dummy_team_prompts if game is not None else ("", "")
        asked = one if needed == 1 else many
        prompt = (game_title(asked).replace("%1", str(needed)) if asked
                  else _tr("Choose %1 cards for the dummy's team.").replace("%1", str(needed)))
        dlg = DummyCardsDialog(cards, needed, prompt, self.pictures, self.preview, self.window)
        if not dlg.exec():
            raise LookupError("cancelled")
        names = dlg.chosen()
        return self.controller.team_dummy(
            names, _tr("Dummy: %1").replace("%1", ", ".join(names)))

    def _dummy_chosen(self, index: int) -> None:
        data = self.dummy_box.itemData(index)
        dummy: DeckList | None = None
        try:
            if data == "file":
                path, _ = QFileDialog.getOpenFileName(self.window, _tr("Dummy's Deck"), "",
                                                      _tr("Deck lists (*.txt)"))
                if not path:
                    raise LookupError
                dummy = self.playtest.decks.read_file(path)
            elif data == "cards":
                dummy = self._pick_dummy_cards()
            elif isinstance(data, str) and data.startswith("file:"):
                dummy = self._file_dummies[int(data[5:])]
            elif data is not None:
                dummy = self.playtest.decks.load(int(data))[1]
        except LookupError:
            self.dummy_box.setCurrentIndex(self._dummy_index)
            return
        except (DeckParseError, DeckFileError, DeckError) as exc:
            QMessageBox.warning(self.window, _tr("Dummy not changed"), str(exc))
            self.dummy_box.setCurrentIndex(self._dummy_index)
            return
        if self.choose_dummy(dummy):
            if data in ("file", "cards") and dummy is not None:
                # Shown by the deck's name (or the picked cards); choosing "Deck file…" or
                # "Choose cards…" again makes another.
                self._file_dummies.append(dummy)
                label = (_tr("File: %1").replace("%1", dummy.name) if data == "file"
                         else dummy.name)
                self.dummy_box.insertItem(index, label, f"file:{len(self._file_dummies) - 1}")
                self.dummy_box.setCurrentIndex(index)
            self._dummy_index = self.dummy_box.currentIndex()
        else:
            self.dummy_box.setCurrentIndex(self._dummy_index)

    # ------------------------------------------------------------------ opponent

    def _build_opponent_controls(self, row: QHBoxLayout) -> None:
        # The explicit chooser: a saved deck or a deck file becomes the dummy and plays as
        # a computer-piloted opponent at once (the dummy box and the checkbox follow it).
        row.addWidget(QLabel(_tr("Opponent:")))
        self.opponent_box = QComboBox()
        self.opponent_box.setObjectName("opponentBox")
        self.opponent_box.setToolTip(_tr(
            "Who sits across: the dummy of the Dummy box, or a saved deck or a deck file "
            "that the computer plays"))
        self.opponent_box.addItem(_tr("Dummy"), "dummy")
        self.opponent_box.addItem(_tr("A saved deck…"), "saved")
        self.opponent_box.addItem(_tr("A deck file…"), "file")
        self._opponent_index = 0
        self.opponent_box.activated.connect(self._opponent_chosen)
        row.addWidget(self.opponent_box)
        self.opponent_check = QCheckBox(_tr("Opponent plays"))
        self.opponent_check.setObjectName("opponentPlays")
        self.opponent_check.setToolTip(_tr(
            "The deck chosen as the dummy plays as a real opponent: the computer decides "
            "for it, seeing only what its seat may see (its hand stays face down)"))
        self.opponent_check.toggled.connect(self._opponent_toggled)
        row.addWidget(self.opponent_check)
        self.opponent_speed = QComboBox()
        self.opponent_speed.setObjectName("opponentSpeed")
        self.opponent_speed.setToolTip(_tr("How fast the opponent's moves follow each "
                                               "other in What happened"))
        for label, ms in ((_tr("Fast"), 0), (_tr("Normal"), 500),
                          (_tr("Slow"), 1500),
                          (_tr("Step by step"), -1)):
            self.opponent_speed.addItem(label, ms)
        self.opponent_speed.setCurrentIndex(1)
        row.addWidget(self.opponent_speed)
        self.reveal_check = QCheckBox(_tr("Reveal the opponent's hand"))
        self.reveal_check.setObjectName("revealOpponent")
        self.reveal_check.setToolTip(_tr("For study: show the opponent's hand face up "
                                             "(the computer still plays without seeing "
                                             "yours)"))
        self.reveal_check.toggled.connect(lambda _on: self.refreshWanted.emit())
        row.addWidget(self.reveal_check)
        self.opponent_timer = QTimer(self)
        self.opponent_timer.setSingleShot(True)
        self.opponent_timer.timeout.connect(self._opponent_move)

    def _opponent_toggled(self, on: bool) -> None:
        if not on:
            self._opponent_index = 0
            self.opponent_box.setCurrentIndex(0)
        self.restartWanted.emit()

    def _opponent_chosen(self, index: int) -> None:
        kind = self.opponent_box.itemData(index)
        if kind == "dummy":
            self.opponent_check.setChecked(False)
            return
        if kind == "saved":
            decks = self.controller.dummy_decks()
            if not decks:
                QMessageBox.information(self.window, _tr("No saved deck"), _tr(
                    "There is no saved deck of this game to play against."))
                self._opponent_reverted()
                return
            names = [name for _id, name in decks]
            name, ok = QInputDialog.getItem(self.window, _tr("Opponent's deck"),
                                            _tr("Saved deck:"), names, 0, False)
            if not ok:
                self._opponent_reverted()
                return
            target = self.dummy_box.findData(decks[names.index(name)][0])
        else:
            target = self.dummy_box.findData("file")
        before, was_on = self.playable.dummy, self.opponent_check.isChecked()
        # Checked quietly first, so the one restart of the new dummy seats the opponent.
        self.opponent_check.blockSignals(True)
        self.opponent_check.setChecked(True)
        self.opponent_check.blockSignals(False)
        self.dummy_box.setCurrentIndex(target)
        self._dummy_chosen(target)
        if self.playable.dummy is before:  # cancelled or refused: nothing changed
            self.opponent_check.blockSignals(True)
            self.opponent_check.setChecked(was_on)
            self.opponent_check.blockSignals(False)
            self._opponent_reverted()
        else:
            self._opponent_index = index

    def _opponent_reverted(self) -> None:
        self.opponent_box.setCurrentIndex(self._opponent_index)

    def opponent_mode(self) -> bool:
        """Whether seat 2 is a real deck piloted by the computer (not the dummy)."""
        return self.opponent_check.isChecked() and self.playable.dummy is not None

    def shown_table(self, view: list[PlayerView]) -> list[PlayerView]:
        """The table as the player may see it: against an opponent, the other seats'
        hands face down with their count (unless revealed for study)."""
        if self.controller.opponent_policy is None or self.reveal_check.isChecked():
            return view
        out = []
        for side in view:
            if side.player != 0:
                zones = tuple(dataclasses.replace(z, kind="pile", cards=(), count=len(z.cards))
                              if z.kind == "hand" else z for z in side.zones)
                side = dataclasses.replace(side, zones=zones)
            out.append(side)
        return out

    def opponent_to_act(self) -> bool:
        return self.controller.opponent_to_act()

    def schedule_opponent(self) -> None:
        delay = int(self.opponent_speed.currentData())
        if not self.opponent_to_act():
            self.opponent_timer.stop()
            return
        # The opponent's options would show its hand: only the computer sees them.
        self.opponentPlaying.emit(_tr("%1 is playing…").replace(
            "%1", seat_title(self.state.seat_title(self.state.current_player()))))
        if delay >= 0:
            self.opponent_timer.start(delay)
        else:
            self.opponent_timer.stop()

    def _opponent_move(self) -> None:
        if self.opponent_to_act():
            self.opponentMoved.emit(self.controller.bot_action())
