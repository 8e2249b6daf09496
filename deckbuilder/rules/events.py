"""The events every game emits (each game adds its own in ``rules/games/<game>/events.py``).

An event is a frozen dataclass: its class says what happened, its fields the details
(card names, amounts, players). ``name`` is the stable id that the trace file writes
(``card_drawn``); the window's log is written from the type and fields, in the window's
language. A field that is ``None`` did not apply to this event and is left out of the trace.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckbuilder.rules.engine import Event

__all__ = ["CardDiscarded", "CardDrawn", "Event", "FirstPlayer", "GameDrawn", "GameWon",
           "TurnEnded", "TurnStarted"]


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
