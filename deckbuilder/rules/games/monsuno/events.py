"""The events of the Monsuno engines (besides the common ones of ``rules/events.py``).
Medium rules and hard rules deal damage and super strikes differently, so each has its own
type under the same ``name``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from deckbuilder.rules.engine import Event, Msg
from deckbuilder.rules.events import LogLines, Words, cards, names


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


# --------------------------------------------------------------------------- log lines

def _deck_empty(w: Words[DeckEmpty]) -> Msg:
    return w.pick(Msg("Your deck and discard pile are empty: you draw nothing"),
                  Msg("{who} has no card left to draw"))


def _deck_reshuffled(w: Words[DeckReshuffled]) -> Msg:
    return w.pick(Msg("You shuffle your discard pile into a new deck ({cards})"),
                  Msg("{who} shuffles the discard pile into a new deck ({cards})"),
                  cards=cards(w.e.cards))


def _round_started(w: Words[RoundStarted]) -> Msg:
    return w.pick(Msg("Round {round}: you attack"), Msg("Round {round}: {who} attacks"),
                  round=w.e.round)


def _launch(w: Words[LaunchResolved]) -> Msg:
    outcome = w.e.outcome
    if outcome == "miss":
        return Msg("{whose} launch misses: the roles swap", whose=w.whose(start=True))
    if outcome == "clash":
        return Msg("Both Monsuno are launched: clash")
    if outcome == "both-out":
        return w.pick(Msg("Both Monsuno are out: you attack with the advantage"),
                      Msg("Both Monsuno are out: {who} attacks with the advantage"))
    return Msg("Launch: {outcome}", outcome=outcome)


def _clash_started(w: Words[ClashStarted]) -> Msg:
    if w.e.advantage:
        return Msg("Clash {clash} begins (the attacker has the advantage)", clash=w.e.clash)
    return Msg("Clash {clash} begins", clash=w.e.clash)


def _no_strike_card(w: Words[NoStrikeCard]) -> Msg:
    return w.pick(Msg("You play no strike card"), Msg("{who} plays no strike card"))


def _card_to_bottom(w: Words[CardToBottom]) -> Msg:
    return w.pick(Msg("You put {card} at the bottom of your deck"),
                  Msg("{who} puts a card at the bottom of the deck"), card=w.e.card)


def _strike_card_set(w: Words[StrikeCardSet]) -> Msg:
    if w.e.face_up:
        return w.pick(Msg("You play {card} face up"), Msg("{who} plays {card} face up"),
                      card=w.e.card)
    return w.pick(Msg("You set a strike card face down"),
                  Msg("{who} sets a strike card face down"))


def _strike_cards_revealed(w: Words[StrikeCardsRevealed]) -> Msg:
    parts = [Msg("{who}: {card}", who=w.who(p),
                 card=card if card else Msg("no card"))
             for p, card in enumerate(w.e.cards)]
    return Msg("Strike cards revealed \u2014 {cards}", cards=Msg.joined("; ", parts))


def _domination(w: Words[Domination]) -> Msg:
    d = w.e
    if d.how == "icons":
        return w.pick(Msg("You dominate (icons)"), Msg("{who} dominates (icons)"))
    speeds = d.speeds or {}
    shown = Msg.joined(", ", [Msg("{who}: {speed}", who=w.who(int(p)), speed=s)
                              for p, s in sorted(speeds.items())])
    if not shown:
        return w.pick(Msg("You dominate (speed)"), Msg("{who} dominates (speed)"))
    return w.pick(Msg("You dominate on speed ({speeds})"),
                  Msg("{who} dominates on speed ({speeds})"), speeds=shown)


def _damage_dealt(w: Words[ClashDamage | DamageDealt]) -> Msg:
    d = w.e
    if isinstance(d, DamageDealt):     # hard rules: total damage and printed life
        recover = d.source == "recover"
        owner = w.player if recover else 1 - w.player
        fields = {"whose": w.whose(owner, start=True), "target": d.target,
                  "amount": d.amount, "left": max(0, int(d.life) - int(d.damage)),
                  "source": d.source, "theirs": w.whose()}
        if recover:
            return Msg("{whose} {target} takes {amount} damage from the Recover "
                       "({left} life left)", **fields)
        return Msg("{whose} {target} takes {amount} damage from {theirs} {source} "
                   "({left} life left)", **fields)
    fields = {"whose": w.whose(1 - w.player, start=True), "target": d.target,
              "amount": d.amount, "life": d.life, "card": d.card,
              "theirs": w.whose()}
    if d.source == "super":
        return Msg("{whose} {target} takes {amount} damage from the super strike of "
                   "{theirs} {card} (life {life})", **fields)
    return Msg("{whose} {target} takes {amount} damage from {theirs} {card} "
               "(life {life})", **fields)


def _super_strike(w: Words[ClashSuperStrike | SuperStrike]) -> Msg:
    d = w.e
    discarded = d.discarded
    cards = discarded if isinstance(discarded, str) else names(discarded)
    return Msg("{whose} {monsuno} uses its super strike, discarding {cards}",
               whose=w.whose(start=True), monsuno=d.monsuno, cards=cards or Msg("nothing"))


def _card_attached(w: Words[CardAttached]) -> Msg:
    return w.pick(Msg("You attach {card} to {monsuno}"),
                  Msg("{who} attaches {card} to {monsuno}"),
                  card=w.e.card, monsuno=w.e.monsuno)


def _card_clipped(w: Words[CardClipped]) -> Msg:
    return w.pick(Msg("You clip {card} to {monsuno}"), Msg("{who} clips {card} to {monsuno}"),
                  card=w.e.card, monsuno=w.e.monsuno)


def _powered_up(w: Words[PoweredUp]) -> Msg:
    return Msg("{whose} {monsuno} is powered up", whose=w.whose(start=True),
               monsuno=w.e.monsuno)


def _monsuno_launched(w: Words[MonsunoLaunched]) -> Msg:
    paid = w.e.paid or []
    if paid:
        return w.pick(Msg("You launch {monsuno}, paying {cards}"),
                      Msg("{who} launches {monsuno}, paying {cards}"),
                      monsuno=w.e.monsuno, cards=names(paid))
    return w.pick(Msg("You launch {monsuno}"), Msg("{who} launches {monsuno}"),
                  monsuno=w.e.monsuno)


def _recovered(w: Words[Recovered]) -> Msg:
    d = w.e
    if d.mulligan:
        text = w.pick(Msg("You Recover: you discard your hand ({discarded}) and draw "
                          "{drawn}"),
                      Msg("{who} Recovers: discards the hand ({discarded}) and draws "
                          "{drawn}"), discarded=cards(d.discarded), drawn=cards(d.drawn))
    else:
        text = w.pick(Msg("You Recover and draw {drawn}"),
                      Msg("{who} Recovers and draws {drawn}"), drawn=cards(d.drawn))
    if d.out_of_turn:
        return Msg("Out of turn: {text}", text=text)
    return text


def _strike_declared(w: Words[StrikeDeclared]) -> Msg:
    d = w.e
    fields = {"whose": w.whose(start=True), "monsuno": d.monsuno,
              "theirs": w.whose(1 - w.player), "target": d.target}
    if d.target_on_battlefield:
        return Msg("{whose} {monsuno} strikes {theirs} {target}", **fields)
    return Msg("{whose} {monsuno} strikes {theirs} {target} (not on the battlefield)", **fields)


def _effect_applied(w: Words[EffectApplied]) -> Msg:
    d = w.e
    fields = {"card": d.card, "amount": d.amount, "verb": d.verb,
              "color": d.color}
    verb = d.verb
    if verb == "speed":
        return Msg("{card}: +{amount} speed", **fields)
    if verb == "damage":
        return Msg("{card}: +{amount} damage to the strike card", **fields)
    if verb == "power":
        return Msg("{card}: +{amount} damage to the Monsuno", **fields)
    if verb == "heal":
        return Msg("{card}: heals {amount} damage", **fields)
    if verb == "draw":
        return Msg("{card}: draw {amount}", **fields)
    if verb == "defense" and fields["color"]:
        return Msg("{card}: {amount} less {color} damage this combat", **fields)
    return Msg("{card}: {verb} {amount}", **fields)


def _monsuno_defeated(w: Words[MonsunoDefeated]) -> Msg:
    discarded = w.e.discarded or []
    fields = {"whose": w.whose(start=True), "monsuno": w.e.monsuno,
              "cards": names(discarded)}
    if discarded:
        return Msg("{whose} {monsuno} is defeated; its clipped cards are discarded "
                   "({cards})", **fields)
    return Msg("{whose} {monsuno} is defeated", **fields)


def _monsuno_tired(w: Words[MonsunoTired]) -> Msg:
    return Msg("{whose} {monsuno} is tired", whose=w.whose(start=True),
               monsuno=w.e.monsuno)



#: The log line of each event type of this module (see :mod:`deckbuilder.rules.events`).
LOG_LINES: LogLines = {
    DeckEmpty: _deck_empty,
    DeckReshuffled: _deck_reshuffled,
    RoundStarted: _round_started,
    LaunchResolved: _launch,
    ClashStarted: _clash_started,
    NoStrikeCard: _no_strike_card,
    CardToBottom: _card_to_bottom,
    StrikeCardSet: _strike_card_set,
    StrikeCardsRevealed: _strike_cards_revealed,
    Domination: _domination,
    ClashDamage: _damage_dealt,
    DamageDealt: _damage_dealt,
    ClashSuperStrike: _super_strike,
    SuperStrike: _super_strike,
    CardAttached: _card_attached,
    CardClipped: _card_clipped,
    PoweredUp: _powered_up,
    MonsunoLaunched: _monsuno_launched,
    Recovered: _recovered,
    StrikeDeclared: _strike_declared,
    EffectApplied: _effect_applied,
    MonsunoDefeated: _monsuno_defeated,
    MonsunoTired: _monsuno_tired,
}


#: Words the engine shows from its data (``Msg(word)``), written out so that
#: ``resources/tools/i18n.py extract`` finds them: roles, where a Monsuno is, strike types
#: (an open set in the data: these are the starter catalog's), card notes, damage parts.
TEXTS_FROM_DATA = (
    Msg("attacker"), Msg("defender"), Msg("aside"), Msg("battlefield"), Msg("blade"),
    Msg("flame"), Msg("gust"), Msg("quake"), Msg("shock"), Msg("venom"), Msg("attacking"),
    Msg("defending"), Msg("{card} deals {damage}"), Msg("{card} super strike deals {damage}")
)
