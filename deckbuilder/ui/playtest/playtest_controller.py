"""What the playtest window does, without a widget: the game session, the bots' steps,
undo and redo, the dummy and the options. The window is a view over a
:class:`PlaytestController`, and tests drive the controller with no window at all.

No Qt here (a test checks it): the controller returns the engine's events and the window
turns them into log lines.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from typing import Any

from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.rules.decklist import DeckEntry, DeckList
from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Decision,
    Event,
    GameState,
    Option,
    Session,
)
from deckbuilder.rules.legality import LegalityReport
from deckbuilder.rules.legality import check as check_legality
from deckbuilder.rules.registry import DeckRules, Ruleset
from deckbuilder.services.playtest_service import Playable, PlaytestService


def dummy_team(ruleset: Ruleset) -> tuple[str, int] | None:
    """The kind of card and how many, for a ruleset whose dummy is a team the user may pick
    card by card (RULES.md §5.1, §5.2, §6.2): its deck rules' team. None where the dummy is
    a whole deck (MONSTER CARDS)."""
    rules = ruleset.deck_rules
    if rules.team_size is None or len(rules.team_kinds) != 1:
        return None
    return next(iter(rules.team_kinds)), rules.team_size

#: A bot run ("to the end of the turn", "to the end") stops after this many steps at most.
MAX_BOT_STEPS = 5000


class PlaytestController:
    """One playtest: the deck of ``playable`` against its dummy, from ``seed``.

    Every step (the player's action, a bot's, a chance draw) goes through :meth:`play` or
    the bot methods and returns its events; :meth:`undo` and :meth:`redo` move through the
    session's history. Changing the dummy or the options starts a new game.
    """

    def __init__(self, playtest: PlaytestService, playable: Playable, seed: int = 1):
        self.playtest = playtest
        self.playable = playable
        self.engine = playable.engine
        self.options = playable.options
        self.policy = self.engine.policies().get("greedy") or next(
            iter(self.engine.policies().values()))
        #: The deck-building rules of the Rules Options dialog (the ruleset's until
        #: changed); the legality verdict is under them.
        self.deck_rules: DeckRules = playable.ruleset.deck_rules
        #: The dummy's deck plays as a real opponent (seat 2, piloted by the computer and
        #: seeing only what its seat may see) instead of the goldfish dummy.
        self.opponent = False
        self.opponent_policy: Any = None
        self.seed = seed
        self.restart(seed)

    # ------------------------------------------------------------------ the game

    def restart(self, seed: int | None = None) -> None:
        """A new game (from ``seed`` if given, else from the same seed again)."""
        if seed is not None:
            self.seed = seed
        prepared = self._prepare_game()
        self.session = Session(self.engine.start(prepared, self.seed))
        self.bot_rng = random.Random(self.seed)

    def _prepare_game(self) -> Any:
        if not self.opponent or self.playable.dummy is None:
            self.opponent_policy = None
            return self.engine.prepare_goldfish(self.playable.deck, options=self.options,
                                                dummy=self.playable.dummy)
        from deckbuilder.rules.matchup import prepare_match, seat_policy

        self.opponent_policy = seat_policy(self.engine, "planner", 1, max_turns=40, budget=8)
        return prepare_match(self.engine, [self.playable.deck, self.playable.dummy],
                             self.options)

    def opponent_to_act(self) -> bool:
        """Whether the computer's opponent (not the player) decides now."""
        return self.opponent_policy is not None and self.state.current_player() > 0

    @property
    def state(self) -> GameState:
        return self.session.state

    def decision(self) -> Decision | None:
        return self.state.decision()

    def zone_of(self, instance: int) -> str | None:
        """The key of the table zone the card ``instance`` lies in."""
        for side in self.state.table_view():
            for zone in side.zones:
                if any(card.instance == instance for card in zone.cards):
                    return zone.key
        return None

    def options_at(self, instance: int | None = None, zone: str | None = None) -> list[Option]:
        """The player's options a click on the table takes: those that play or use the card
        ``instance``, then those aimed at the zone it lies in (or at ``zone``): a click on
        the character to attack finds the attacks on it. In a multi-card choice only the
        card's own (its click ticks it); none when the player is not the one to decide."""
        decision = self.decision()
        if decision is None or self.state.current_player() != 0:
            return []
        own = [o for o in decision.options if instance is not None and o.instance == instance]
        if decision.kind == "choose_many":
            return own
        if zone is None and instance is not None:
            zone = self.zone_of(instance)
        return own + [o for o in decision.options
                      if zone is not None and o.target == zone and o not in own]

    @property
    def over(self) -> bool:
        return self.state.current_player() == TERMINAL

    def play(self, action: tuple[Any, ...]) -> list[Event]:
        """Apply an action of the player (or chance); its events. Raises
        :class:`~deckbuilder.rules.engine.IllegalAction` and changes nothing then."""
        return self.session.apply(action)

    # ------------------------------------------------------------------ bots

    def bot_action(self) -> tuple[Any, ...]:
        """What the bot would do now (a chance draw when chance is to act)."""
        if self.state.current_player() == CHANCE:
            return CHANCE_SAMPLE
        if self.opponent_to_act():
            return self.opponent_policy(self.state, self.bot_rng)
        return self.policy(self.state, self.bot_rng)

    def bot_step(self) -> list[Event] | None:
        """One step by the bot; None when the game is over."""
        if self.over:
            return None
        return self.play(self.bot_action())

    def run_bot(self, until: Callable[[], bool]) -> list[list[Event]]:
        """Bot steps until ``until()`` or the end of the game; the events of each step."""
        steps: list[list[Event]] = []
        for _ in range(MAX_BOT_STEPS):
            if self.over or until():
                break
            steps.append(self.play(self.bot_action()))
        return steps

    def bot_turn(self) -> list[list[Event]]:
        """The bot plays until the player's turn count changes."""
        start = self.state.player_turns(0)
        return self.run_bot(lambda: self.state.player_turns(0) != start)

    def bot_to_end(self) -> list[list[Event]]:
        return self.run_bot(lambda: False)

    # ------------------------------------------------------------------ undo

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session.can_redo()

    def undo(self) -> bool:
        if not self.session.can_undo():
            return False
        self.session.undo()
        return True

    def redo(self) -> bool:
        if not self.session.can_redo():
            return False
        self.session.redo()
        return True

    # ------------------------------------------------------------------ dummy and options

    def choose_dummy(self, dummy: DeckList | None) -> None:
        """Play against ``dummy`` (None: the built-in one) from a new game. Raises
        :class:`~deckbuilder.services.playtest_service.PlaytestError` or
        :class:`~deckbuilder.catalog.decks.DeckError` and changes nothing then."""
        self.playable = self.playtest.with_dummy(self.playable, dummy)
        self.restart()

    def dummy_decks(self) -> list[tuple[int, str]]:
        """The saved decks of this ruleset that may play the dummy: (id, name)."""
        return [(info.id, info.name) for info in self.playtest.decks.list()
                if info.ruleset == self.playable.ruleset.id]

    def dummy_team(self) -> tuple[str, int] | None:
        """The kind and number of cards of a dummy picked card by card, if the ruleset
        allows it."""
        return dummy_team(self.playable.ruleset)

    def dummy_team_cards(self) -> list[CardRecord]:
        """The catalog's cards a picked dummy team is made of, by name."""
        team = self.dummy_team()
        if team is None:
            return []
        records = [r for r in self.playtest.decks.game_cards(self.playable.ruleset.game)
                   if r.card.kind == team[0]]
        return sorted(records, key=lambda r: r.card.name.casefold())

    def team_dummy(self, names: list[str], title: str) -> DeckList:
        """A dummy deck list of the picked cards."""
        return DeckList(name=title, ruleset=self.playable.ruleset.id,
                        team=tuple(DeckEntry(n, 1) for n in names))

    def set_options(self, options: Any, deck_rules: DeckRules | None = None) -> LegalityReport:
        """New rules options (and deck rules) from a new game; the deck's new verdict."""
        self.options = options
        if deck_rules is not None:
            self.deck_rules = deck_rules
        report = check_legality(self.playable.deck, self.playable.ruleset, self.deck_rules)
        self.playable = dataclasses.replace(self.playable, options=options, legality=report)
        self.restart()
        return report

    def card_of(self, name: str, builtin: Mapping[str, Any]) -> object | None:
        """The card called ``name``: the deck's, the dummy's, or a built-in dummy card."""
        card = self.playable.deck.card(name)
        if card is None and self.playable.dummy is not None:
            card = self.playable.dummy.card(name)
        return card if card is not None else builtin.get(name)
