"""The events every game emits (each game adds its own in ``rules/games/<game>/events.py``).

An event is a frozen dataclass: its class says what happened, its fields the details
(card names, amounts, players). ``name`` is the stable id that the trace file writes
(``card_drawn``). A field that is ``None`` did not apply to this event and is left out of
the trace.

Each events module also says every event in words: ``LOG_LINES`` maps an event type to a
function that makes its log line as a :class:`Msg` (the English template is the message
key, translated by the window like every engine text). :func:`log_line` finds the line of
any event (:func:`log_line_types` lists every type that has
one, in every game); sentences about player 0 have their own "you" form ("You draw …" / "Dummy
draws …"), and cards another player draws into a hidden hand are not named.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from deckbuilder.rules.engine import Event, Msg

__all__ = ["LOG_LINES", "CardDiscarded", "CardDrawn", "Event", "FirstPlayer", "GameDrawn",
           "GameWon", "TurnEnded", "TurnStarted", "Words", "cards", "log_line", "log_line_types", "names"]


@dataclass(frozen=True, slots=True, kw_only=True)
class FirstPlayer(Event):
    """``player`` goes first (``how="toss"``: won the Monsuno toss and attacks first)."""
    name: ClassVar[str] = "first_player"
    how: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnStarted(Event):
    name: ClassVar[str] = "turn_started"
    player_turn: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnEnded(Event):
    """``plays``: the cards played in the turn (Redakai only)."""
    name: ClassVar[str] = "turn_ended"
    plays: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CardDrawn(Event):
    name: ClassVar[str] = "card_drawn"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CardDiscarded(Event):
    """``reason``: "hand limit", "no free slot", "after combat", "owner lost",
    "replaced on the field"; ``zone`` the MONSTER CARDS zone it left."""
    name: ClassVar[str] = "card_discarded"
    card: str
    reason: str
    zone: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameWon(Event):
    name: ClassVar[str] = "game_won"


@dataclass(frozen=True, slots=True, kw_only=True)
class GameDrawn(Event):
    name: ClassVar[str] = "game_drawn"


# --------------------------------------------------------------------------- log lines

E = TypeVar("E", bound=Event)


class Words(Generic[E]):
    """One event (``e``, typed for its log line) and how its players are named:
    ``seat_title`` is the state's (a :class:`Msg`, or a text already translated)."""

    def __init__(self, event: E, seat_title: Callable[[int], str]):
        self.e = event
        self.seat_title = seat_title
        self.player = event.player
        self.you = event.player == 0

    def who(self, p: int | None = None) -> str:
        """A player as the subject of a sentence ("You", "Dummy")."""
        return self.seat_title(self.player if p is None else p)

    def obj(self, p: int) -> str:
        """A player as the object of a sentence ("you", "Dummy")."""
        return Msg("you") if p == 0 else self.seat_title(p)

    def whose(self, p: int | None = None, start: bool = False) -> Msg:
        """A player's, before a noun ("Your"/"your", "Dummy's")."""
        p = self.player if p is None else p
        if p == 0:
            return Msg("Your") if start else Msg("your")
        return Msg("{who}'s", who=self.seat_title(p))

    def pick(self, you: Msg, other: Msg, **fields: Any) -> Msg:
        """The "you" text for player 0, the other one for everybody else."""
        return Msg((you if self.you else other).key, who=self.who(), **fields)


def cards(n: Any) -> Msg:
    """"1 card", "3 cards"."""
    return Msg.counted("%n card(s)", int(n))


def names(values: Sequence[Any]) -> str:
    """Card names in a list (data: never translated)."""
    return ", ".join(str(v) for v in values)


LogLines = Mapping[type[Event], Callable[[Words[Any]], Msg]]


def _first_player(w: Words[FirstPlayer]) -> Msg:
    if w.e.how == "toss":
        return w.pick(Msg("You attack first"), Msg("{who} attacks first"))
    return w.pick(Msg("You go first"), Msg("{who} goes first"))


def _turn_started(w: Words[TurnStarted]) -> Msg:
    return w.pick(Msg("Your turn {turn} begins"), Msg("Turn {turn} of {who} begins"),
                  turn=w.e.player_turn)


def _turn_ended(w: Words[TurnEnded]) -> Msg:
    return w.pick(Msg("You end your turn"), Msg("{who} ends the turn"))


def _card_drawn(w: Words[CardDrawn]) -> Msg:
    return w.pick(Msg("You draw {card}"), Msg("{who} draws a card"), card=w.e.card)


def _discard_reason(reason: str) -> str:
    known = {"hand limit": Msg("hand limit"), "no free slot": Msg("no free power slot"),
             "after combat": Msg("after the combat"), "owner lost": Msg("its owner is out"),
             "replaced on the field": Msg("replaced on the field")}
    return known.get(reason, reason)


def _card_discarded(w: Words[CardDiscarded]) -> Msg:
    reason = _discard_reason(str(w.e.reason))
    if reason:
        return w.pick(Msg("You discard {card} ({reason})"),
                      Msg("{who} discards {card} ({reason})"),
                      card=w.e.card, reason=reason)
    return w.pick(Msg("You discard {card}"), Msg("{who} discards {card}"),
                  card=w.e.card)


def _game_won(w: Words[GameWon]) -> Msg:
    return w.pick(Msg("You win the game!"), Msg("{who} wins the game"))


def _game_drawn(w: Words[GameDrawn]) -> Msg:
    return Msg("The game is a draw")



#: The log line of each event type of this module.
LOG_LINES: LogLines = {
    FirstPlayer: _first_player,
    TurnStarted: _turn_started,
    TurnEnded: _turn_ended,
    CardDrawn: _card_drawn,
    CardDiscarded: _card_discarded,
    GameWon: _game_won,
    GameDrawn: _game_drawn,
}


def log_line(event: Event, seat_title: Callable[[int], str]) -> Msg:
    """One short line in words for ``event`` (players named by ``seat_title``), from the
    ``LOG_LINES`` of the module that defines the event's type. A type without a line
    raises ``KeyError``: every engine event must have its line."""
    lines: LogLines = getattr(sys.modules[type(event).__module__], "LOG_LINES", {})
    return lines[type(event)](Words(event, seat_title))


def log_line_types() -> frozenset[type[Event]]:
    """The event types with a log line: those of :data:`LOG_LINES` and of each game's
    ``events`` module (the games are asked of the registry when this is called, so this
    module, which every game's events module imports, names no game)."""
    from deckbuilder.rules.registry import game_modules

    tables = [LOG_LINES] + [importlib.import_module(f"{m}.events").LOG_LINES
                            for m in game_modules()]
    return frozenset(t for table in tables for t in table)
