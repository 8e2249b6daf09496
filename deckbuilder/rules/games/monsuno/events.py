"""The events of the Monsuno engines (besides the common ones of ``rules/events.py``).
Medium rules and hard rules deal damage and super strikes differently, so each has its own
type under the same ``name``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckbuilder.rules.engine import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckEmpty(Event):
    name: ClassVar[str] = "deck_empty"


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckReshuffled(Event):
    name: ClassVar[str] = "deck_reshuffled"
    cards: int


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundStarted(Event):
    name: ClassVar[str] = "round_started"
    round: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LaunchResolved(Event):
    """``outcome``: "miss", "clash" or "both-out"."""
    name: ClassVar[str] = "launch"
    outcome: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ClashStarted(Event):
    name: ClassVar[str] = "clash_started"
    clash: int
    advantage: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class NoStrikeCard(Event):
    name: ClassVar[str] = "no_strike_card"


@dataclass(frozen=True, slots=True, kw_only=True)
class CardToBottom(Event):
    name: ClassVar[str] = "card_to_bottom"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StrikeCardSet(Event):
    """A strike card played face up (``card`` named) or face down (``card`` None)."""
    name: ClassVar[str] = "strike_card_set"
    card: str | None = None
    face_up: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class StrikeCardsRevealed(Event):
    """``cards``: per player, the strike card (None: played none)."""
    name: ClassVar[str] = "strike_cards_revealed"
    cards: list[str | None]


@dataclass(frozen=True, slots=True, kw_only=True)
class Domination(Event):
    """``how``: "icons" or "speed"; ``speeds`` (player as text → total speed) by speed."""
    name: ClassVar[str] = "domination"
    how: str
    speeds: dict[str, int]


@dataclass(frozen=True, slots=True, kw_only=True)
class ClashDamage(Event):
    """Medium rules: ``player``'s card (``source`` "monsuno", "strike" or "super") deals
    ``amount`` to the opposing Monsuno ``target``, which has ``life`` left."""
    name: ClassVar[str] = "damage_dealt"
    source: str
    card: str
    amount: int
    target: str
    life: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageDealt(Event):
    """Hard rules: ``target`` takes ``amount`` (now ``damage`` in all, of ``life``) from
    ``player``'s ``source`` ("monsuno", "strike card", "recover", …)."""
    name: ClassVar[str] = "damage_dealt"
    source: str
    target: str
    amount: int
    damage: int
    life: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ClashSuperStrike(Event):
    """Medium rules: the super strike discards every attached card."""
    name: ClassVar[str] = "super_strike"
    monsuno: str
    discarded: list[str]


@dataclass(frozen=True, slots=True, kw_only=True)
class SuperStrike(Event):
    """Hard rules: the super strike discards one clipped card."""
    name: ClassVar[str] = "super_strike"
    monsuno: str
    damage: int
    discarded: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CardAttached(Event):
    name: ClassVar[str] = "card_attached"
    card: str
    monsuno: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PoweredUp(Event):
    name: ClassVar[str] = "powered_up"
    monsuno: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MonsunoLaunched(Event):
    name: ClassVar[str] = "monsuno_launched"
    monsuno: str
    cost: int
    paid: list[str]


@dataclass(frozen=True, slots=True, kw_only=True)
class Recovered(Event):
    """``discarded`` and ``drawn`` are numbers of cards."""
    name: ClassVar[str] = "recovered"
    out_of_turn: bool
    mulligan: bool
    discarded: int
    drawn: int


@dataclass(frozen=True, slots=True, kw_only=True)
class StrikeDeclared(Event):
    name: ClassVar[str] = "strike_declared"
    monsuno: str
    target: str
    target_on_battlefield: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectApplied(Event):
    """A strike card's effect (``verb`` of RULES.md §1.4) carried out."""
    name: ClassVar[str] = "effect_applied"
    card: str
    verb: str
    amount: int
    color: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class MonsunoDefeated(Event):
    """``discarded``: the clipped cards that went with it."""
    name: ClassVar[str] = "monsuno_defeated"
    monsuno: str
    discarded: list[str]


@dataclass(frozen=True, slots=True, kw_only=True)
class CardClipped(Event):
    name: ClassVar[str] = "card_clipped"
    card: str
    monsuno: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MonsunoTired(Event):
    name: ClassVar[str] = "monsuno_tired"
    monsuno: str
