"""Who sits across the playtest table: the dummy (the ruleset's built-in one, cards
picked one by one, the starter deck, a saved deck or a deck file, all in one
:class:`~deckbuilder.ui.playtest.opponent_picker.OpponentPicker`) and the computer playing that deck
(its speed, its hand hidden unless revealed). :class:`Seats` is a controller the playtest
window owns: it builds the row of these controls, changes the game's dummy and opponent,
and tells the window by signals what to do next (restart, refresh, play a move)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.decks import DeckError
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.engine import GameState, PlayerView
from deckbuilder.rules.registry import find_game
from deckbuilder.services.playtest_service import Playable, PlaytestError, PlaytestService
from deckbuilder.ui.common.card_pictures import CardPictures
from deckbuilder.ui.common.card_preview import HoverPreview
from deckbuilder.ui.common.game_text import game_title
from deckbuilder.ui.common.value_names import card_stat_titles, field_title
from deckbuilder.ui.playtest.engine_text import seat_title
from deckbuilder.ui.playtest.opponent_picker import OpponentPicker
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
        """The row of who sits across (the window's second row of controls): one picker
        of the dummy or deck, and whether the computer plays that deck."""
        across = QHBoxLayout()
        label = QLabel(_tr("Opponent:"))
        across.addWidget(label)
        pick = self._pick_dummy_cards if self.controller.dummy_team() is not None else None
        self.picker = OpponentPicker(self.playtest.decks, self.playable.ruleset.id,
                                     pick_cards=pick, parent=self.window)
        label.setBuddy(self.picker)
        self.picker.chosen.connect(self._picked)
        across.addWidget(self.picker)
        self._build_opponent_controls(across)
        across.addStretch(1)
        return across

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

    def _picked(self, dummy: object) -> None:
        deck = dummy if isinstance(dummy, DeckList) else None
        if not self.choose_dummy(deck):
            self.picker.revert()
        self._opponent_allowed()

    def _opponent_allowed(self) -> None:
        """"Opponent plays" needs a deck across, not the built-in dummy."""
        has_deck = self.playable.dummy is not None
        self.opponent_check.setEnabled(has_deck)
        if not has_deck and self.opponent_check.isChecked():
            self.opponent_check.setChecked(False)

    # ------------------------------------------------------------------ opponent

    def _build_opponent_controls(self, row: QHBoxLayout) -> None:
        self.opponent_check = QCheckBox(_tr("Opponent plays"))
        self.opponent_check.setObjectName("opponentPlays")
        self.opponent_check.setToolTip(_tr(
            "The deck chosen as the opponent plays as a real player: the computer decides "
            "for it, seeing only what its seat may see (its hand stays face down)"))
        self.opponent_check.toggled.connect(self._opponent_toggled)
        row.addWidget(self.opponent_check)
        self._opponent_allowed()
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

    def _opponent_toggled(self, _on: bool) -> None:
        self.restartWanted.emit()

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
