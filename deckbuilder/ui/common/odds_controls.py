"""The exact draw-odds calculator both the deck statistics and the simulation tab show:
choose cards, how many copies, by which turn (or clash); read the chance."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.cards import name_key
from deckbuilder.rules.deckstats import Odds, deck_cards
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.registry import UnknownRuleset, find_game, get_ruleset
from deckbuilder.ui.common.charts import format_percent
from deckbuilder.ui.common.game_text import game_title

CARD_ROLE = Qt.ItemDataRole.UserRole


class OddsControls(QWidget):
    """The cards list, the copies and turn boxes, and the result lines. ``changed`` fires
    when the question changes; the owner computes the odds and calls :meth:`show_odds`
    (or :meth:`show_message`). Object names start with ``prefix`` (tests find them)."""

    changed = Signal()

    def __init__(self, prefix: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.clash = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.cards = QListWidget()
        self.cards.setObjectName(f"{prefix}Cards")
        self.cards.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.cards.setToolTip(self.tr("Click cards to choose them (click again to drop); the "
                                      "odds count them together"))
        self.cards.setMinimumHeight(4 * (self.fontMetrics().height() + 4) + 4)
        lay.addWidget(self.cards, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("At least")))
        self.copies = QSpinBox()
        self.copies.setObjectName(f"{prefix}Copies")
        self.copies.setRange(1, 60)
        self.copies.setToolTip(self.tr("How many copies of the chosen cards, together"))
        row.addWidget(self.copies)
        self.turn_label = QLabel()
        row.addWidget(self.turn_label)
        self.turn = QSpinBox()
        self.turn.setObjectName(f"{prefix}Turn")
        self.turn.setRange(1, 200)
        self.turn.setValue(3)
        row.addWidget(self.turn)
        row.addStretch(1)
        lay.addLayout(row)
        self.result = QLabel()
        self.result.setObjectName(f"{prefix}Result")
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bold = QFont(self.result.font())
        bold.setBold(True)
        self.result.setFont(bold)
        lay.addWidget(self.result)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        muted = self.detail.palette()
        muted.setColor(QPalette.ColorRole.WindowText,
                       muted.color(QPalette.ColorRole.PlaceholderText))
        self.detail.setPalette(muted)
        lay.addWidget(self.detail)
        self.set_clash(False)
        self.cards.itemSelectionChanged.connect(self.changed)
        self.copies.valueChanged.connect(self.changed)
        self.turn.valueChanged.connect(self.changed)

    def set_clash(self, clash: bool) -> None:
        """Monsuno's medium rules count clashes, not turns."""
        self.clash = clash
        self.turn_label.setText(self.tr("by clash") if clash else self.tr("by turn"))

    def set_deck(self, resolved: ResolvedDeck | None) -> None:
        """List the deck's cards, keeping the chosen ones chosen."""
        chosen = {name_key(n) for n in self.selected_cards()}
        self.cards.blockSignals(True)
        try:
            self.cards.clear()
            for card, n in deck_cards(resolved) if resolved is not None else []:
                item = QListWidgetItem(f"{n}× {card.name}")
                item.setData(CARD_ROLE, card.name)
                self.cards.addItem(item)
                if name_key(card.name) in chosen:
                    item.setSelected(True)
        finally:
            self.cards.blockSignals(False)

    def selected_cards(self) -> list[str]:
        """Names of the chosen cards, in list order."""
        return [str(self.cards.item(r).data(CARD_ROLE)) for r in range(self.cards.count())
                if self.cards.item(r).isSelected()]

    def show_message(self, text: str, detail: str = "") -> None:
        self.result.setText(text)
        self.detail.setText(detail)

    def show_odds(self, odds: Odds, detail: str = "") -> None:
        names = list(odds.cards)
        cards = ", ".join(names) if len(names) <= 3 else self.tr(
            "{names} and {more} more").format(names=", ".join(names[:2]), more=len(names) - 2)
        values = {"p": format_percent(odds.probability), "n": self.copies.value(),
                  "cards": cards, "t": self.turn.value(), "seen": odds.cards_seen,
                  "size": odds.deck_size}
        varied = odds.seen_range is not None and odds.seen_range[0] != odds.seen_range[1]
        if varied:
            assert odds.seen_range is not None
            values["seen"] = f"{odds.seen_range[0]}–{odds.seen_range[1]}"
        if self.clash:
            text = self.tr("{p} to see at least {n} of {cards} by clash {t} "
                           "({seen} cards seen of {size})")
        else:
            text = self.tr("{p} to hold at least {n} of {cards} by turn {t} "
                           "({seen} cards seen of {size})")
        self.result.setText(text.format(**values))
        lines = [self.tr("Copies of the chosen cards in the deck: {n}.").format(
            n=odds.copies_in_deck)]
        if detail:
            lines.append(detail)
        note = self.model_note(odds)
        if note:
            lines.append(note)
        self.detail.setText(" ".join(lines))

    def model_note(self, odds: Odds) -> str:
        """How many cards the odds count as seen, in the ruleset's terms: what its rules
        fix, what play changes, and whether a simulation's counts were used."""
        # The game's descriptor says how its rules schedule the cards seen.
        try:
            game = find_game(get_ruleset(odds.ruleset).game)
        except UnknownRuleset:
            game = None
        notes = game.odds_notes.get(odds.ruleset) if game is not None else None
        if notes is None:
            return ""
        schedule, varies = (game_title(n) if n else "" for n in notes)
        if odds.from_simulation:
            assert odds.seen_range is not None and odds.seen_mean is not None
            lo, hi = odds.seen_range
            measured = self.tr(
                "In the {games} simulated games, {lo}–{hi} cards were seen by then (mean "
                "{mean}); the chance is the exact one for each count, weighted by the "
                "games that saw it.") if lo != hi else self.tr(
                "In the {games} simulated games, {lo} cards were seen by then.")
            # Where the rules fix the count, say how; where play changes it, say why.
            loc = QLocale()
            games = (f"{odds.games:,}" if loc.language() == QLocale.Language.C
                     else loc.toString(odds.games))
            return " ".join(filter(None, [varies or schedule, measured.format(
                games=games, lo=lo, hi=hi, mean=loc.toString(odds.seen_mean, "f", 1)
                if loc.language() != QLocale.Language.C else f"{odds.seen_mean:.1f}")]))
        if varies:
            varies += " " + self.tr("These odds follow the rules' schedule; a simulation "
                                    "measures the real counts.")
        return " ".join(filter(None, [schedule, varies]))
