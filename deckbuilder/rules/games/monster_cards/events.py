"""The events of the MONSTER CARDS engine (besides the common ones of ``rules/events.py``).
Players in fields (``target``, ``other``, ``chosen``) are seat indices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from deckbuilder.rules.engine import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class CardsMilled(Event):
    """``reason``: "attack", "lightning", "pressure", "surge", "double edged"."""
    name: ClassVar[str] = "cards_milled"
    amount: int
    reason: str
    deck: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerLost(Event):
    """``reason``: "deck at 0" or "finishing blow"."""
    name: ClassVar[str] = "player_lost"
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardSkillPlayed(Event):
    name: ClassVar[str] = "discard_skill_played"
    card: str
    skill: str


@dataclass(frozen=True, slots=True, kw_only=True)
class NextPlayerChosen(Event):
    name: ClassVar[str] = "next_player_chosen"
    chosen: int


@dataclass(frozen=True, slots=True, kw_only=True)
class FieldCardPlayed(Event):
    name: ClassVar[str] = "field_card_played"
    card: str
    skill: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CardPlayed(Event):
    """``zone``: "attack" or "defense"."""
    name: ClassVar[str] = "card_played"
    card: str
    zone: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackerPlaced(Event):
    name: ClassVar[str] = "attacker_placed"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CardHealed(Event):
    name: ClassVar[str] = "card_healed"
    card: str
    deck: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CardsSwapped(Event):
    name: ClassVar[str] = "cards_swapped"
    other: int
    given: str
    taken: str


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplacementDamage(Event):
    name: ClassVar[str] = "replacement_damage"
    card: str
    target: int
    damage: int


@dataclass(frozen=True, slots=True, kw_only=True)
class HandDiscarded(Event):
    name: ClassVar[str] = "hand_discarded"
    card: str
    cards: list[str]


@dataclass(frozen=True, slots=True, kw_only=True)
class CardReturned(Event):
    name: ClassVar[str] = "card_returned"
    card: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Friendship(Event):
    name: ClassVar[str] = "friendship"
    card: str
    attacker: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Combat(Event):
    """``gains``: how each side got its advantage; ``result``: "attacker", "defender",
    "tie"."""
    name: ClassVar[str] = "combat"
    attacker: str
    defender: str
    attacker_owner: int
    attacker_advantage: int
    defender_advantage: int
    gains: Any
    result: str


@dataclass(frozen=True, slots=True, kw_only=True)
class FinishingBlow(Event):
    name: ClassVar[str] = "finishing_blow"
    card: str
    target: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleEdged(Event):
    """``damage``: player (as text) → cards milled."""
    name: ClassVar[str] = "double_edged"
    damage: dict[str, int]


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackDamage(Event):
    name: ClassVar[str] = "attack_damage"
    card: str
    target: int
    damage: int
    protected: bool
