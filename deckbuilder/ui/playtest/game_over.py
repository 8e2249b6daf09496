"""The end of a playtest game: who won and when, how many cards each side drew, and the
two ways to play again (Restart the same deal, New Seed for another) at hand, in the
place of the choices."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from deckbuilder.rules.deckstats import turn_unit
from deckbuilder.rules.engine import GameState, Session
from deckbuilder.rules.events import CardDrawn
from deckbuilder.services.playtest_service import Playable
from deckbuilder.ui.common.style import set_tone
from deckbuilder.ui.playtest.engine_text import seat_title


def _tr(source: str, disambiguation: str | None = None, n: int = -1) -> str:
    # The result line was the window's: it keeps its translations (context
    # "PlaytestWindow"); the summary's own words are in "GameOver".
    return QCoreApplication.translate("PlaytestWindow", source, disambiguation, n)


def result_text(state: GameState, playable: Playable) -> str:
    """Who won and on which of your turns (or clashes), or a draw."""
    turns = state.player_turns(0)
    if turn_unit(playable.ruleset) == "clash":
        # Monsuno's medium rules play clashes (the log and the counters say so);
        # player_turns counts them.
        if state.winner == 0:
            return _tr("You won in clash %1.").replace("%1", str(turns))
        if state.winner is None or state.winner < 0:
            return _tr("A draw after %1 clashes.").replace("%1", str(turns))
        return _tr("%1 won in clash %2.") \
            .replace("%1", seat_title(state.seat_title(state.winner))) \
            .replace("%2", str(turns))
    if state.winner == 0:
        return _tr("You won on your turn %1.").replace("%1", str(turns))
    if state.winner is None or state.winner < 0:
        return _tr("A draw after %1 turns.").replace("%1", str(turns))
    return _tr("%1 won on your turn %2.") \
        .replace("%1", seat_title(state.seat_title(state.winner))) \
        .replace("%2", str(turns))


def cards_drawn(session: Session, player: int, opening_hand: int) -> int:
    """Cards the player drew in the game: the opening hand (dealt before the first step,
    so no event of the session) and every draw since."""
    return opening_hand + sum(1 for e in session.events()
                              if isinstance(e, CardDrawn) and e.player == player)


class GameOverPanel(QFrame):
    """The summary shown when the game has ended, with Restart and New Seed buttons
    (the window connects them)."""

    def __init__(self, state: GameState, playable: Playable, session: Session,
                 opening_hand: int, seed: int) -> None:
        super().__init__()
        self.setObjectName("gameOver")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        self.result = QLabel(result_text(state, playable))
        self.result.setObjectName("gameResult")
        self.result.setWordWrap(True)
        font = self.result.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.result.setFont(font)
        set_tone(self.result, "good" if state.winner == 0 else
                 "bad" if state.winner is not None and state.winner > 0 else "")
        lay.addWidget(self.result)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        rows = [
            (self.tr("Cards you drew:"), str(cards_drawn(session, 0, opening_hand))),
            (self.tr("Steps played:"), str(len(session.steps))),
            (self.tr("Seed:"), str(seed)),
        ]
        self.figures: dict[str, str] = {}
        for r, (name, value) in enumerate(rows):
            grid.addWidget(QLabel(name), r, 0)
            shown = QLabel(value)
            shown.setObjectName(f"gameFigure{r}")
            grid.addWidget(shown, r, 1)
            self.figures[name] = value
        grid.setColumnStretch(2, 1)
        lay.addLayout(grid)
        buttons = QHBoxLayout()
        self.restart_button = QPushButton(self.tr("Restart (same seed)"))
        self.restart_button.setObjectName("gameOverRestart")
        self.new_seed_button = QPushButton(self.tr("New Seed"))
        self.new_seed_button.setObjectName("gameOverNewSeed")
        self.new_seed_button.setDefault(True)
        buttons.addWidget(self.restart_button)
        buttons.addWidget(self.new_seed_button)
        buttons.addStretch(1)
        lay.addLayout(buttons)
