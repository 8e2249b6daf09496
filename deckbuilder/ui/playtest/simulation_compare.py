"""The Simulation tab's comparisons, each in a window of its own: the pilots side by side,
this deck against another on the same seeds, a matchup and a gauntlet. Each plays on
every core (``all_cores`` processes, whatever "Use all cores" says for the tab's own
batch: these are the long runs) through the one runner of every batch, with Cancel."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.sim import GoldfishSpec
from deckbuilder.services.playtest_service import Playable, PlaytestService


@dataclass(frozen=True)
class ComparisonSettings:
    """What the Simulation tab's controls say, as the comparisons play with it."""

    games: int
    seed: int
    max_turns: int
    #: The chosen bot; a matchup or gauntlet plays the planner if it is chosen, else greedy.
    policy: str


class SimulationComparisons(QObject):
    """The Simulation tab's comparisons, a controller the panel owns: each slot asks the
    panel's current settings (``spec`` and ``settings``, handed in), plays, and shows its
    window; :attr:`comparison_dialog` is the last one shown."""

    def __init__(self, playtest: PlaytestService, playable: Playable, all_cores: int,
                 spec: Callable[[], GoldfishSpec], settings: Callable[[], ComparisonSettings],
                 parent: QWidget):
        super().__init__(parent)
        self.playtest = playtest
        self.playable = playable
        self.all_cores = all_cores
        self.current_spec = spec
        self.settings = settings
        #: The windows' parent and the owner of the questions asked.
        self.panel = parent
        self.comparison_dialog: QDialog | None = None  # the last "side by side" window
        self.opponent_dialog: QDialog | None = None  # the opponent question, while asked

    @Slot()
    def compare_pilots(self) -> QDialog | None:
        """The greedy bot, the planner and the clairvoyant bound on the same seeds, in a
        window of their own."""
        try:
            spec = replace(self.current_spec(), players=2)
        except ValueError as exc:
            QMessageBox.warning(self.panel, self.tr("Cannot simulate"), str(exc))
            return None
        from deckbuilder.ui.playtest.pilot_compare import ComparisonDialog

        specs = [replace(spec, policy=p) for p in ("greedy", "planner", "clairvoyant")]
        labels = [self.tr("Greedy"), self.tr("Planner"), self.tr("Clairvoyant (bound)")]
        return self._show_comparison(ComparisonDialog(
            specs, labels, self.settings().games, mode="pilots",
            workers=self._comparison_workers(), parent=self.panel))

    def _ask_opponent(self, question: str) -> DeckList | None:
        """The deck to play against, chosen in the one opponent picker (the starter deck,
        a saved deck or a deck file), or None when the user cancels."""
        from deckbuilder.ui.playtest.opponent_picker import OpponentDialog

        dialog = OpponentDialog(self.playtest.decks, self.playable.ruleset.id, question,
                                self.panel)
        self.opponent_dialog = dialog
        try:
            return dialog.deck if dialog.exec() else None
        finally:
            self.opponent_dialog = None
            dialog.deleteLater()

    @Slot()
    def choose_compare_file(self) -> QDialog | None:
        """Ask for another deck and compare this deck with it on the same seeds."""
        other = self._ask_opponent(self.tr("Compare this deck with:"))
        return None if other is None else self.compare_with_deck(other)

    def compare_with(self, path: Path) -> QDialog | None:
        try:
            other = self.playtest.decks.read_file(path)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self.panel, self.tr("Cannot compare"), str(exc))
            return None
        return self.compare_with_deck(other)

    def compare_with_deck(self, other: DeckList) -> QDialog | None:
        from deckbuilder.ui.playtest.pilot_compare import ComparisonDialog

        try:
            spec = replace(self.current_spec(), players=2)
            play_b = replace(self.playtest.playable(other, self.playable.ruleset,
                                                    options=self.playable.options),
                             dummy=self.playable.dummy)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self.panel, self.tr("Cannot compare"), str(exc))
            return None
        specs = [spec, replace(spec, deck=play_b.deck)]
        labels = [self.tr("A: {name}").format(name=self.playable.deck.deck.name),
                  self.tr("B: {name}").format(name=other.name)]
        return self._show_comparison(ComparisonDialog(
            specs, labels, self.settings().games, mode="decks",
            workers=self._comparison_workers(), parent=self.panel))

    @Slot()
    def choose_opponent_file(self) -> QDialog | None:
        """Ask for another deck and play a matchup against it."""
        other = self._ask_opponent(self.tr("Play this deck against:"))
        return None if other is None else self.play_against_deck(other)

    def play_against(self, path: Path) -> QDialog | None:
        try:
            other = self.playtest.decks.read_file(path)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self.panel, self.tr("Cannot play the matchup"), str(exc))
            return None
        return self.play_against_deck(other if other.name else replace(other, name=path.stem))

    def play_against_deck(self, other: DeckList) -> QDialog | None:
        from deckbuilder.services.matchup_service import DEFAULT_MATCH_TURNS, MatchupService
        from deckbuilder.ui.playtest.matchup_dialog import MatchupDialog

        policy = "planner" if self.settings().policy == "planner" else "greedy"
        try:
            play_b = self.playtest.playable(other, self.playable.ruleset,
                                            options=self.playable.options)
            # Both seats defend, so games run longer than against the dummy.
            spec = MatchupService(self.playtest).spec(
                [self.playable, play_b], policy=policy, seed=self.settings().seed,
                max_turns=max(self.settings().max_turns, DEFAULT_MATCH_TURNS))
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self.panel, self.tr("Cannot play the matchup"), str(exc))
            return None
        names = (self.playable.deck.deck.name or self.tr("This deck"),
                 other.name or self.tr("Opponent"))
        return self._show_comparison(MatchupDialog(spec, names, self.settings().games,
                                                   parent=self.panel,
                                                   workers=self._comparison_workers()))

    @Slot()
    def choose_gauntlet_files(self) -> QDialog | None:
        """Ask for the decks of a gauntlet (the opponent picker's list: the starter deck
        and the saved decks, and deck files) and play this deck against each."""
        from deckbuilder.ui.playtest.gauntlet_dialog import GauntletPicker
        from deckbuilder.ui.playtest.opponent_picker import opponent_decks

        picker = GauntletPicker(opponent_decks(self.playtest.decks, self.playable.ruleset.id),
                                self.panel)
        if not picker.exec() or not picker.chosen():
            return None
        return self.play_gauntlet(picker.chosen())

    def play_gauntlet(self, picks: list[int | Path]) -> QDialog | None:
        from deckbuilder.services.matchup_service import DEFAULT_MATCH_TURNS, MatchupService
        from deckbuilder.ui.common.background import Job, JobDialog
        from deckbuilder.ui.playtest.gauntlet_dialog import GauntletDialog

        service = MatchupService(self.playtest)
        policy = "planner" if self.settings().policy == "planner" else "greedy"
        others = []
        for pick in picks:
            try:
                if isinstance(pick, Path):
                    other, fallback = self.playtest.decks.read_file(pick), pick.stem
                else:
                    other, fallback = self.playtest.decks.load(pick)[1], str(pick)
                others.append((other.name or fallback,
                               self.playtest.playable(other, self.playable.ruleset,
                                                      options=self.playable.options)))
            except (ValueError, OSError, LookupError) as exc:
                QMessageBox.warning(self.panel, self.tr("Cannot play the gauntlet"),
                                    f"{pick}: {exc}")
                return None
        games, seed = self.settings().games, self.settings().seed
        max_turns = max(self.settings().max_turns, DEFAULT_MATCH_TURNS)
        workers = self._comparison_workers()
        playing = self.tr("Playing against {name}…")

        def work(job: Job) -> object:
            def progress(done: int, total: int, label: str) -> bool:
                job.report(done, total, playing.format(name=label))
                return not job.cancelled

            return service.gauntlet(self.playable, others, games=games, policy=policy,
                                    seed=seed, max_turns=max_turns, workers=workers,
                                    progress=progress)

        runner = JobDialog(self.tr("Gauntlet"), Job(work), self.panel)
        runner.run()
        if runner.error is not None:
            QMessageBox.warning(self.panel, self.tr("Cannot play the gauntlet"), str(runner.error))
            return None
        rows = runner.value if isinstance(runner.value, list) else []
        if not rows:
            return None
        name = self.playable.deck.deck.name or self.tr("This deck")
        return self._show_comparison(GauntletDialog(name, rows, len(others), parent=self.panel))

    def _comparison_workers(self) -> int:
        """Processes of a comparison's batches: one per core (the runner starts no more
        than there are chunks of games)."""
        return max(1, min(self.all_cores, self.settings().games))

    def _show_comparison(self, dialog: QDialog) -> QDialog:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.comparison_dialog = dialog
        dialog.show()
        return dialog
