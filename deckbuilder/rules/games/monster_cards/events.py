"""The events of the MONSTER CARDS engine (besides the common ones of ``rules/events.py``).
Players in fields (``target``, ``other``, ``chosen``) are seat indices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from deckbuilder.rules.engine import Event, Msg
from deckbuilder.rules.events import LogLines, Words, cards, names


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


# --------------------------------------------------------------------------- log lines

def _mill_reason(reason: str) -> str:
    known = {"attack": Msg("attack damage"), "lightning": Msg("Lightning"),
             "pressure": Msg("Pressure"), "surge": Msg("Surge"),
             "double edged": Msg("Double Edged")}
    return known.get(reason, reason)


def _cards_milled(w: Words[CardsMilled]) -> Msg:
    d = w.e
    return w.pick(Msg("You lose {cards} from your deck to the graveyard ({reason}); "
                      "{deck} left"),
                  Msg("{who} loses {cards} from the deck to the graveyard "
                      "({reason}); {deck} left"),
                  cards=cards(d.amount), reason=_mill_reason(str(d.reason)),
                  deck=d.deck)


def _player_lost(w: Words[PlayerLost]) -> Msg:
    reason = str(w.e.reason)
    reason = {"deck at 0": Msg("deck empty"),
              "finishing blow": Msg("Finishing Blow")}.get(reason, reason)
    return w.pick(Msg("You are out ({reason})"), Msg("{who} is out ({reason})"),
                  reason=reason)


def _discard_skill_played(w: Words[DiscardSkillPlayed]) -> Msg:
    return w.pick(Msg("You play {card} ({skill}) to the Discard zone"),
                  Msg("{who} plays {card} ({skill}) to the Discard zone"),
                  card=w.e.card, skill=w.e.skill)


def _next_player_chosen(w: Words[NextPlayerChosen]) -> Msg:
    chosen = int(w.e.chosen)
    if chosen == w.player:
        return w.pick(Msg("You will take the next turn yourself"),
                      Msg("{who} will take the next turn"))
    return w.pick(Msg("You choose {chosen} to play next"),
                  Msg("{who} chooses {chosen} to play next"), chosen=w.obj(chosen))


def _field_card_played(w: Words[FieldCardPlayed]) -> Msg:
    return w.pick(Msg("You put {card} ({skill}) on the Field"),
                  Msg("{who} puts {card} ({skill}) on the Field"),
                  card=w.e.card, skill=w.e.skill)


def _card_played(w: Words[CardPlayed]) -> Msg:
    if w.e.zone == "defense":
        return w.pick(Msg("You play {card} to the Defense zone"),
                      Msg("{who} plays {card} to the Defense zone"), card=w.e.card)
    return w.pick(Msg("You play {card} to the Attack zone"),
                  Msg("{who} plays {card} to the Attack zone"), card=w.e.card)


def _attacker_placed(w: Words[AttackerPlaced]) -> Msg:
    return Msg("{whose} {card} holds the Attack zone", whose=w.whose(start=True),
               card=w.e.card)


def _card_healed(w: Words[CardHealed]) -> Msg:
    return Msg("{card}: the top card of {whose} graveyard goes back on the deck "
               "({cards} in the deck)", card=w.e.card, whose=w.whose(),
               cards=cards(w.e.deck))


def _cards_swapped(w: Words[CardsSwapped]) -> Msg:
    d = w.e
    other = int(d.other)
    if w.you:
        return Msg("Swindle: you give {given} to {other} and take {taken}",
                   given=d.given, taken=d.taken, other=w.who(other))
    if other == 0:
        return Msg("Swindle: {who} takes your {taken} and gives you {given}",
                   who=w.who(), taken=d.taken, given=d.given)
    return Msg("Swindle: {who} swaps a card with {other}", who=w.who(),
               other=w.who(other))


def _replacement_damage(w: Words[ReplacementDamage]) -> Msg:
    d = w.e
    return Msg("{whose} {card} is replaced and deals {damage} damage to {target}",
               whose=w.whose(start=True), card=d.card, damage=d.damage,
               target=w.obj(int(d.target)))


def _hand_discarded(w: Words[HandDiscarded]) -> Msg:
    d = w.e
    return w.pick(Msg("{card} (Ruin): you discard your hand ({cards})"),
                  Msg("{card} (Ruin): {who} discards the hand ({cards})"),
                  card=d.card, cards=names(d.cards))


def _card_returned(w: Words[CardReturned]) -> Msg:
    return Msg("{whose} {card} returns to the hand (Return)",
               whose=w.whose(start=True), card=w.e.card)


def _friendship(w: Words[Friendship]) -> Msg:
    return w.pick(Msg("Friendship: your {card} and {attacker} go to the Discard zone; you "
                      "take the next turn"),
                  Msg("Friendship: {who}'s {card} and {attacker} go to the Discard zone; "
                      "{who} takes the next turn"),
                  card=w.e.card, attacker=w.e.attacker)


def _combat(w: Words[Combat]) -> Msg:
    d = w.e
    fields = {"theirs": w.whose(int(d.attacker_owner)), "attacker": d.attacker,
              "a": d.attacker_advantage, "mine": w.whose(), "defender": d.defender,
              "d": d.defender_advantage}
    result = d.result
    if result == "attacker":
        return Msg("Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} "
                   "(advantage {d}): the attacker wins", **fields)
    if result == "defender":
        return Msg("Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} "
                   "(advantage {d}): the defender wins", **fields)
    return Msg("Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} "
               "(advantage {d}): a tie", **fields)


def _finishing_blow(w: Words[FinishingBlow]) -> Msg:
    return Msg("Finishing Blow! {whose} {card} knocks {target} out",
               whose=w.whose(start=True), card=w.e.card, target=w.obj(int(w.e.target)))


def _double_edged(w: Words[DoubleEdged]) -> Msg:
    damage = w.e.damage
    parts = Msg.joined(", ", [Msg("{who}: {damage}", who=w.who(int(p)), damage=n)
                              for p, n in sorted(damage.items())])
    return Msg("Double Edged damage \u2014 {parts}", parts=parts)


def _attack_damage(w: Words[AttackDamage]) -> Msg:
    d = w.e
    fields = {"whose": w.whose(start=True), "card": d.card, "damage": d.damage,
              "target": w.obj(int(d.target))}
    if d.protected:
        return Msg("{whose} {card} deals {damage} damage to {target} (reduced by "
                   "Protect)", **fields)
    return Msg("{whose} {card} deals {damage} damage to {target}", **fields)



#: The log line of each event type of this module (see :mod:`deckbuilder.rules.events`).
LOG_LINES: LogLines = {
    CardsMilled: _cards_milled,
    PlayerLost: _player_lost,
    DiscardSkillPlayed: _discard_skill_played,
    NextPlayerChosen: _next_player_chosen,
    FieldCardPlayed: _field_card_played,
    CardPlayed: _card_played,
    AttackerPlaced: _attacker_placed,
    CardHealed: _card_healed,
    CardsSwapped: _cards_swapped,
    ReplacementDamage: _replacement_damage,
    HandDiscarded: _hand_discarded,
    CardReturned: _card_returned,
    Friendship: _friendship,
    Combat: _combat,
    FinishingBlow: _finishing_blow,
    DoubleEdged: _double_edged,
    AttackDamage: _attack_damage,
}


#: Words the engine shows from its data (``Msg(word)``), written out so that
#: ``resources/tools/i18n.py extract`` finds them: a player's status, the turn order, skills.
TEXTS_FROM_DATA = (
    Msg("winner"), Msg("out"), Msg("playing"), Msg("plays next"), Msg("normal"),
    Msg("reversed"), Msg("Dodge"), Msg("Elemental Torrent"), Msg("Friendship"),
    Msg("Giant Killing"), Msg("Heal"), Msg("Protect"), Msg("Return"), Msg("Reverse"),
    Msg("Revolution"), Msg("Ruin"), Msg("Snipe"), Msg("Species Pride"), Msg("Swindle")
)
