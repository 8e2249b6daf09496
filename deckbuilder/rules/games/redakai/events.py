"""The events of the Redakai engine (besides the common ones of ``rules/events.py``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckbuilder.rules.engine import Event, Msg
from deckbuilder.rules.events import LogLines, Words


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


# --------------------------------------------------------------------------- log lines


def _zone_name(zone: str) -> str:
    return {"left": Msg("left"), "middle": Msg("middle"), "right": Msg("right")}.get(zone, zone)


def _kairu_refilled(w: Words[KairuRefilled]) -> Msg:
    return Msg("{whose} Kairu is refilled to {maximum}",
               whose=w.whose(start=True), maximum=w.e.maximum)


def _decked_out(w: Words[DeckedOut]) -> Msg:
    return w.pick(Msg("You must draw from an empty deck: you lose"),
                  Msg("{who} must draw from an empty deck and loses"))


def _zone_healed(w: Words[ZoneHealed]) -> Msg:
    return Msg("{whose} {character}: the {zone} zone is healed",
               whose=w.whose(start=True), character=w.e.character,
               zone=_zone_name(str(w.e.zone)))


def _monster_played(w: Words[MonsterPlayed]) -> Msg:
    return w.pick(Msg("You transform {character} into {card} ({kairu} Kairu)"),
                  Msg("{who} transforms {character} into {card} ({kairu} Kairu)"),
                  character=w.e.character, card=w.e.card, kairu=w.e.kairu)


def _attack_played(w: Words[AttackPlayed]) -> Msg:
    return w.pick(Msg("You attack {target} with {card} (power {power}, {kairu} Kairu)"),
                  Msg("{who} attacks {target} with {card} (power {power}, {kairu} Kairu)"),
                  target=w.e.target, card=w.e.card, power=w.e.power,
                  kairu=w.e.kairu)


def _react_used(w: Words[ReactUsed]) -> Msg:
    d = w.e
    if d.character:
        return w.pick(Msg("You react with {card} on {character} ({kairu} Kairu)"),
                      Msg("{who} reacts with {card} on {character} ({kairu} Kairu)"),
                      card=d.card, character=d.character, kairu=d.kairu)
    return w.pick(Msg("You react with {card} ({kairu} Kairu)"),
                  Msg("{who} reacts with {card} ({kairu} Kairu)"),
                  card=d.card, kairu=d.kairu)


def _defense_raised(w: Words[DefenseRaised]) -> Msg:
    return Msg("{whose} team gets +{amount} {color} defence until {whose_lower} next turn",
               whose=w.whose(start=True), whose_lower=w.whose(),
               amount=w.e.amount, color=w.e.color)


def _power_raised(w: Words[PowerRaised]) -> Msg:
    return w.pick(Msg("Your attack gets +{amount} power"),
                  Msg("{who}'s attack gets +{amount} power"), amount=w.e.amount)


def _effect_not_simulated(w: Words[EffectNotSimulated]) -> Msg:
    return Msg("The effect \u201c{verb}\u201d is not simulated", verb=w.e.verb)


def _react_passed(w: Words[ReactPassed]) -> Msg:
    return w.pick(Msg("You pass (no react)"), Msg("{who} passes (no react)"))


def _attack_stopped(w: Words[AttackStopped]) -> Msg:
    d = w.e
    return Msg("{card} is stopped by {target} (power {power} vs defence {defense})",
               card=d.card, target=d.target, power=d.power, defense=d.defense)


def _attack_hit(w: Words[AttackHit]) -> Msg:
    d = w.e
    zones = [_zone_name(str(z)) for z in d.damaged]
    fields = {"card": d.card, "target": d.target, "power": d.power,
              "defense": d.defense, "zones": Msg.joined(", ", zones)}
    if not zones:
        return Msg("{card} hits {target} (power {power} vs defence {defense}): "
                   "no new damage", **fields)
    if len(zones) == 1:
        return Msg("{card} hits {target} (power {power} vs defence {defense}): "
                   "{zones} zone damaged", **fields)
    return Msg("{card} hits {target} (power {power} vs defence {defense}): "
               "{zones} zones damaged", **fields)


def _ability_blanked(w: Words[AbilityBlanked]) -> Msg:
    return Msg("{whose} {character} loses its ability",
               whose=w.whose(start=True), character=w.e.character)


def _character_defeated(w: Words[CharacterDefeated]) -> Msg:
    return Msg("{whose} {character} is defeated",
               whose=w.whose(start=True), character=w.e.character)



#: The log line of each event type of this module (see :mod:`deckbuilder.rules.events`).
LOG_LINES: LogLines = {
    KairuRefilled: _kairu_refilled,
    DeckedOut: _decked_out,
    ZoneHealed: _zone_healed,
    MonsterPlayed: _monster_played,
    AttackPlayed: _attack_played,
    ReactUsed: _react_used,
    ReactPassed: _react_passed,
    DefenseRaised: _defense_raised,
    PowerRaised: _power_raised,
    EffectNotSimulated: _effect_not_simulated,
    AttackStopped: _attack_stopped,
    AttackHit: _attack_hit,
    AbilityBlanked: _ability_blanked,
    CharacterDefeated: _character_defeated,
}


#: Words the engine shows from its data (``Msg(word)``), written out so that
#: ``resources/tools/i18n.py extract`` finds them: damaged zones by their first letter,
#: colours (an open set in the data: these are the starter catalog's), a character's state.
TEXTS_FROM_DATA = (
    Msg("L"), Msg("M"), Msg("R"), Msg("red"), Msg("blue"), Msg("green"), Msg("purple"),
    Msg("blanked")
)
