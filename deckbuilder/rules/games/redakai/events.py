"""The events of the Redakai engine (besides the common ones of ``rules/events.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckbuilder.rules.engine import Event


@dataclass(frozen=True, slots=True, kw_only=True)
class KairuRefilled(Event):
    name: ClassVar[str] = "kairu_refilled"
    maximum: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DeckedOut(Event):
    name: ClassVar[str] = "decked_out"


@dataclass(frozen=True, slots=True, kw_only=True)
class ZoneHealed(Event):
    """``zone``: "left", "middle" or "right"."""
    name: ClassVar[str] = "zone_healed"
    character: str
    zone: str


@dataclass(frozen=True, slots=True, kw_only=True)
class MonsterPlayed(Event):
    name: ClassVar[str] = "monster_played"
    card: str
    character: str
    kairu: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackPlayed(Event):
    name: ClassVar[str] = "attack_played"
    card: str
    target: str
    color: str
    power: int
    kairu: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ReactUsed(Event):
    """``character``: the character whose monster reacted (None: a react card)."""
    name: ClassVar[str] = "react_used"
    card: str
    kairu: int
    character: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ReactPassed(Event):
    name: ClassVar[str] = "react_passed"


@dataclass(frozen=True, slots=True, kw_only=True)
class DefenseRaised(Event):
    name: ClassVar[str] = "defense_raised"
    color: str
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class PowerRaised(Event):
    name: ClassVar[str] = "power_raised"
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class EffectNotSimulated(Event):
    name: ClassVar[str] = "effect_not_simulated"
    verb: str


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackStopped(Event):
    name: ClassVar[str] = "attack_stopped"
    card: str
    target: str
    power: int
    defense: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AttackHit(Event):
    """``damaged``: the zones newly damaged ("left", "middle", "right")."""
    name: ClassVar[str] = "attack_hit"
    card: str
    target: str
    power: int
    defense: int
    damaged: list[str]


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityBlanked(Event):
    name: ClassVar[str] = "ability_blanked"
    character: str


@dataclass(frozen=True, slots=True, kw_only=True)
class CharacterDefeated(Event):
    name: ClassVar[str] = "character_defeated"
    character: str
