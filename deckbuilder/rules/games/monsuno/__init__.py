"""Monsuno: the medium, hard and tournament (TCG) rulesets — deck rules, engines and bots.

Everything lives in this one module: ``pyproject.toml`` lists the package folders by hand, so
a ``monsuno/`` package would need a packaging change. The file has four parts: the cards
and options shared by both engines, the medium engine (RULES.md §5.1), the hard engine
(RULES.md §5.2, also used by ``monsuno-tcg``), and the engines, bots and rulesets.

Rule decisions where RULES.md is silent
=======================================

Both engines
------------
* Strike types, icons and manufacturers are compared case-insensitively. A strike card with
  a ``manufacturer`` used with a Monsuno of another manufacturer (or with one that has none,
  like the training Monsuno) counts speed 0 and has no effects. A neutral card (no
  manufacturer) works with every Monsuno.
* Empty deck: when a card must be drawn and the deck is empty, the discard pile is
  shuffled into a new deck (option ``reshuffle_empty_deck``, shuffled by the game's seeded
  generator); with the option off, or both piles empty, nothing is drawn.
* Attaching (medium) and clipping (hard) a played strike card happen automatically
  whenever its strike type matches a free power slot: the rules say "may", and doing it
  never hurts in these rules. A Monsuno without power slots is never powered up.
* The built-in training Monsuno has life 60, speed 0, damage 0, no slots, no manufacturer
  and the strike type ``training``, which no card's icons name.

Medium rules (``monsuno-medium``)
---------------------------------
* A *round* is one launch by its attacker; a miss ends it (roles swap and the next round
  begins), so attackers alternate strictly. For the statistics a medium *turn* is a
  **clash**: ``player_turns`` counts the clashes a player took part in (both players take
  part in every clash), so the kill turn is the number of clashes until the dummy falls,
  and "in hand by turn T" and the exact odds are "by clash T". A round that misses is
  not a turn of anyone. ``GameState.turn`` counts rounds.
* The launch probabilities are weights: the engine divides them by their sum, so setting
  one keeps the proportions of the others. An outcome of weight 0 is never offered.
* In the clash each player takes up to two cards. With two, the player chooses which to
  play (the other goes to the bottom of the deck); with one, it is played; with none, the
  player plays nothing. Without advantage the attacker chooses first and the defender
  second, and nothing says which card the attacker set down until both are revealed; with
  advantage the defender chooses first and the card is shown to the attacker.
* Medium rules play the printed numbers only: card effects are not part of §5.1, so the
  engine simulates no effect verb and the goldfish report lists cards with effects as
  "effect not simulated". ``exclusive`` has no meaning in medium rules.
* Damage sources of a player: the Monsuno (``damage``), the played strike card, and — for
  the attacker whose slots are all filled — the super strike (``power_damage``). The
  dominator picks one source per player. A chosen super strike sends the attached cards to
  the discard pile before this clash's cards are attached. A bot dominator (and the dummy)
  picks its highest and the opponent's lowest; on ties the Monsuno comes before the strike
  card and the super strike last, so a super strike is only spent when it is better.
* The dummy plays no strike card, so its only source is its Monsuno: it deals its
  Monsuno's damage in every clash, attacking or defending (§5.1, step 5 applies to it as to
  any player). Choices the dummy would make, and choices with a single possibility, are
  automatic.

Hard rules (``monsuno-hard``, ``monsuno-tcg``)
-----------------------------------------------
* Recover is always legal (and the only choice when nothing else is). The "discard your
  hand and draw 5" Recover is offered when the player holds ``hand_size`` cards or more
  (option ``recover_mulligan``), both on their turn and when they Recover out of turn.
* Launching a Monsuno with cost 0 needs no payment. Otherwise the player chooses strike
  cards from the hand (a ``choose_many`` decision): ``legal_actions`` lists the minimal
  payments (no card could be left out), while ``apply`` accepts any set of cards whose
  launch values cover the cost.
* Combat: the attacker draws, then the defender. Picks are attacker then defender (the
  defender's decision shows nothing of the attacker's card) — or defender first, revealed,
  when the defender had no battlefield Monsuno. An ``exclusive`` card of another
  manufacturer cannot be chosen; a player whose hand holds no card they may play plays
  none; a player with exactly one such card plays it.
* Effect verbs, applied at the card's ``timing`` (attacker's effects first):
  ``speed`` +N to that player's speed this combat — but the defender's strike card adds
  to the speed comparison only with ``defender_adds_strike_speed`` (§5.2: the attacker's
  speed is compared "against the defender's Monsuno speed"), so with the option off its
  printed speed and its ``speed`` effects both count nothing (no ``effect_applied`` event
  is sent for such a speed effect). Speed effects of the defender's clipped ``upgrade``
  cards are part of its Monsuno and always count; ``damage`` +N to the strike
  card's damage, so it counts only when that player is dominant; ``power`` +N to the
  player's Monsuno damage this combat (it always counts); ``heal`` removes N damage from the
  player's fighting Monsuno; ``draw`` draws N cards; ``defense`` N of colour C reduces the
  damage of strike type C that the player's fighting Monsuno takes this combat by N (a
  Monsuno's damage has its Monsuno's strike type, the strike card's damage has the card's).
* Timings: ``reveal`` right after both cards are shown, ``domination`` before the
  comparison, ``damage`` before any damage is dealt, ``after`` after the damage and before
  clipping (so a card clipped now does not act again at once).
* ``restricted`` cards keep their numbers but their effects work only with a Monsuno whose
  name or manufacturer is in ``restricted_to``. ``upgrade`` cards have no effect when
  played; once clipped, their effects apply in every combat of that Monsuno.
* Damage: the dominant side deals its Monsuno's damage (or the super strike) plus its strike
  card's damage. A Monsuno defeated by it leaves the game at once and deals no damage back;
  otherwise the other Monsuno then deals its damage. A defeated Monsuno's clipped cards go
  to the discard pile, and its owner Recovers out of turn at once — at most once per combat
  (a defender who had no battlefield Monsuno and lost the Monsuno does not Recover twice).
* The super strike is offered only to the attacker, when dominant, whose striking Monsuno
  has all its slots filled (§5.2: "on its owner's next attack" — a powered-up defender
  deals its plain damage and stays powered up); using it discards the clipped card its
  owner names. A bot uses it when ``power_damage`` is higher than ``damage``.
* The dummy never launches, never plays a strike card and never Recovers: its turns pass at
  once, so it never attacks. Its Monsuno stay off the battlefield, so the player strikes
  under the no-battlefield rule (any remaining Monsuno as target, the striker is not tired).

Odds model (``Engine.cards_seen``)
----------------------------------
* Medium: no hand; a player looks at the top 2 cards in every clash (a medium turn), so
  by clash T they have seen 2T cards. The card put back goes to the bottom, so these are
  different cards until the deck has run through (the odds then cap at the deck size).
* Hard: ``hand_size`` cards in the opening hand, then one card a turn from the second
  turn on — the combat draw, counted on the turn it happens. The first turn has no combat:
  no Monsuno of the player is on the battlefield yet, so it launches (or Recovers), and the
  dummy never attacks. So hand_size + T − 1 by turn T (hand_size by turn 0 and 1). A
  Recover that refills what a launch paid, the "discard and draw 5" Recover and ``draw``
  effects draw more; the simulation tab weighs the odds with the counts its games drew.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Action,
    CardView,
    Decision,
    Engine,
    Event,
    GameState,
    IllegalAction,
    Option,
    PlayerView,
    ZoneView,
    expand,
    random_policy,
)
from deckbuilder.rules.registry import DeckRules, Ruleset, register

TRAINING_TYPE = "training"
EFFECT_TIMINGS = ("reveal", "domination", "damage", "after")


# =========================================================================== options

@dataclass(frozen=True)
class MonsunoMediumOptions:
    """Options of the medium rules (RULES.md §5.1). The three launch outcomes are weights:
    each is divided by their sum, so changing one keeps the proportions of the others."""

    launch_miss: float = 0.3
    launch_clash: float = 0.5
    launch_both_out: float = 0.2
    reshuffle_empty_deck: bool = True

    def __post_init__(self) -> None:
        weights = (self.launch_miss, self.launch_clash, self.launch_both_out)
        for w in weights:
            if isinstance(w, bool) or not isinstance(w, int | float) or not math.isfinite(w) \
                    or w < 0:
                raise ValueError("launch probabilities (launch_miss, launch_clash, "
                                 "launch_both_out) must be numbers ≥ 0")
        if sum(weights) <= 0:
            raise ValueError("at least one launch outcome needs a probability above 0")

    def launch_probabilities(self) -> tuple[float, float, float]:
        """Miss, clash and both-out probabilities, adding up to 1."""
        total = self.launch_miss + self.launch_clash + self.launch_both_out
        return (self.launch_miss / total, self.launch_clash / total,
                self.launch_both_out / total)


@dataclass(frozen=True)
class MonsunoHardOptions:
    """Options of the hard rules (RULES.md §5.2), also used by ``monsuno-tcg``.

    ``hand_size``: the opening hand and the Recover refill. ``recover_mulligan``: a player
    holding ``hand_size`` cards may Recover by discarding the hand and drawing anew, each of
    their Monsuno then taking ``recover_mulligan_damage``. ``defender_adds_strike_speed``:
    the defender's strike card counts in the speed comparison too, its printed speed and
    its ``speed`` effects (off: neither counts). ``defeat_on_exceed``: a Monsuno is defeated
    only when its damage exceeds its life, as seed 001 says (off: as soon as the damage
    reaches its life, as the printed tournament rules say — :class:`MonsunoTcgOptions`)."""

    hand_size: int = 5
    recover_mulligan: bool = True
    recover_mulligan_damage: int = 10
    defender_adds_strike_speed: bool = False
    defeat_on_exceed: bool = True
    reshuffle_empty_deck: bool = True

    def __post_init__(self) -> None:
        if self.hand_size < 0 or self.recover_mulligan_damage < 0:
            raise ValueError("hand_size and recover_mulligan_damage cannot be negative")


@dataclass(frozen=True)
class MonsunoTcgOptions(MonsunoHardOptions):
    """Options of ``monsuno-tcg``: those of the hard rules, with the printed tournament
    rules' defeat (damage equal to the life is enough)."""

    defeat_on_exceed: bool = False


# =========================================================================== cards

def _norm(value: Any) -> str:
    return str(value).strip().casefold() if value else ""


class CardInfo:
    """The numbers of one Monsuno or strike card, read once from its catalog data."""

    __slots__ = ("bonus", "category", "damage", "dominates", "effects", "exclusive", "key",
                 "kind", "launch", "life", "maker", "name", "power_damage", "restricted",
                 "slots", "speed", "stype", "timing", "value")

    def __init__(self, card: Card):
        f = card.fields
        self.name = card.name
        self.key = card.name.strip().casefold()
        self.kind = card.kind
        self.maker = _norm(f.get("manufacturer"))
        self.exclusive = bool(f.get("exclusive", False))
        self.launch = int(f.get("launch", 0))
        self.life = int(f.get("life", 1) or 1)
        self.speed = int(f.get("speed", 0))
        self.damage = int(f.get("damage", 0))
        self.stype = _norm(f.get("strike_type"))
        self.slots = tuple(_norm(s) for s in f.get("power_slots", ()) or ())
        self.power_damage = int(f.get("power_damage", 0) or 0)
        self.dominates = frozenset(_norm(s) for s in f.get("dominates", ()) or ())
        self.timing = str(f.get("timing") or "damage")
        self.category = str(f.get("category") or "normal")
        self.restricted = frozenset(_norm(s) for s in f.get("restricted_to", ()) or ())
        self.effects = tuple((str(e["do"]), int(e["amount"]), _norm(e.get("color")))
                             for e in f.get("effects", ()) or ())
        #: How much a bot wants to keep the card: its numbers and its effects.
        self.value = self.damage + self.speed + sum(a for _v, a, _c in self.effects) \
            + (3 if self.category == "upgrade" else 0)
        #: What the card's own effects add in the combat it is played in, for the bots:
        #: (speed before the comparison, strike damage, Monsuno damage); None if nothing.
        self.bonus: tuple[int, int, int] | None = None
        if self.effects and self.category != "upgrade":
            sp = sum(a for v, a, _c in self.effects if v == "speed") \
                if self.timing in ("reveal", "domination") else 0
            early = self.timing != "after"
            dm = sum(a for v, a, _c in self.effects if v == "damage") if early else 0
            pw = sum(a for v, a, _c in self.effects if v == "power") if early else 0
            if sp or dm or pw:
                self.bonus = (sp, dm, pw)


def mismatched(card: CardInfo, mon: CardInfo) -> bool:
    """A strike card of another manufacturer than its Monsuno: speed 0 and no effects."""
    return bool(card.maker) and card.maker != mon.maker


def may_play(card: CardInfo, mon: CardInfo) -> bool:
    """Hard rules: an ``exclusive`` card cannot be played with another manufacturer's
    Monsuno."""
    return not (card.exclusive and card.maker and card.maker != mon.maker)


def effects_work(card: CardInfo, mon: CardInfo) -> bool:
    """Whether the card's effects apply with this Monsuno (manufacturer and restriction)."""
    if card.maker and card.maker != mon.maker:
        return False
    if card.category == "restricted" and card.restricted:
        return mon.key in card.restricted or (bool(mon.maker) and mon.maker in card.restricted)
    return True


def training_monsuno(count: int) -> list[Card]:
    """The dummy's built-in Monsuno (RULES.md §5.1, §5.2): life 60, speed 0, damage 0."""
    names = ["Training Monsuno"] if count == 1 else [f"Training Monsuno {i}"
                                                     for i in range(1, count + 1)]
    return [card_from_json({"game": "monsuno", "name": n, "kind": "monsuno", "launch": 0,
                            "life": 60, "speed": 0, "damage": 0, "strike_type": TRAINING_TYPE})
            for n in names]


@dataclass(frozen=True)
class Prepared:
    """Cards read once for a batch of games: who owns which instance, teams, decks."""

    info: tuple[CardInfo, ...]
    owner: tuple[int, ...]
    teams: tuple[tuple[int, ...], tuple[int, ...]]
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    options: Any
    dummy: int | None


def prepare(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
            opp_deck: Sequence[Card], options: Any, dummy: int | None = 1) -> Prepared:
    """Number every card of both players once (instance ids index ``info``)."""
    info: list[CardInfo] = []
    owner: list[int] = []
    cache: dict[str, CardInfo] = {}

    def add(card: Card, p: int) -> int:
        ci = cache.get(card.name)
        if ci is None:
            ci = cache[card.name] = CardInfo(card)
        info.append(ci)
        owner.append(p)
        return len(info) - 1

    teams = (tuple(add(c, 0) for c in team), tuple(add(c, 1) for c in opp_team))
    decks = (tuple(add(c, 0) for c in deck), tuple(add(c, 1) for c in opp_deck))
    return Prepared(tuple(info), tuple(owner), teams, decks, options, dummy)


def _dummy_team(dummy: Any, size: int) -> list[Card]:
    if dummy is None:
        return training_monsuno(size)
    team = [c for c in expand(dummy.deck.team, dummy.card) if c.kind == "monsuno"]
    if len(team) != size:
        raise ValueError(f"the dummy needs exactly {size} Monsuno in its team "
                         f"(it has {len(team)})")
    return team


def _prepare_goldfish(deck: Any, dummy: Any, options: Any, size: int, rules: str) -> Prepared:
    """The deck (a team of ``size`` Monsuno and its strike cards) against the dummy."""
    team = [c for c in expand(deck.deck.team, deck.card) if c.kind == "monsuno"]
    if len(team) != size:
        raise ValueError(f"the {rules} rules need exactly {size} Monsuno in the team "
                         f"(the deck has {len(team)})")
    main = expand(deck.deck.deck, deck.card)
    return prepare(team, main, _dummy_team(dummy, size), [], options, dummy=1)


# =========================================================================== common state

class _MonsunoState(GameState):
    """What both Monsuno engines share: card numbers, draw and discard piles, turns."""

    __slots__ = ("deck", "discard", "dummy", "info", "owner", "pturns")

    info: list[CardInfo]
    owner: list[int]
    dummy: int | None
    deck: list[list[int]]       # top card last
    discard: list[list[int]]
    pturns: list[int]

    def _init_common(self, info: list[CardInfo], owner: list[int], options: Any, seed: int,
                     dummy: int | None) -> None:
        self.info = info
        self.owner = owner
        self.options = options
        self.rng = random.Random(seed)
        self.turn = 0
        self.winner = None
        self.events_on = True
        self.tracing = False
        self.dummy = dummy
        self.deck = [[], []]
        self.discard = [[], []]
        self.pturns = [0, 0]

    def _copy_common(self, s: _MonsunoState) -> None:
        s.info = self.info
        s.owner = self.owner
        s.options = self.options
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.turn = self.turn
        s.winner = self.winner
        s.events_on = self.events_on
        s.tracing = self.tracing
        s.dummy = self.dummy
        s.deck = [self.deck[0][:], self.deck[1][:]]
        s.discard = [self.discard[0][:], self.discard[1][:]]
        s.pturns = self.pturns[:]

    def _common_key(self) -> tuple[Any, ...]:
        return (self.rng.getstate(), self.turn, self.winner, self.dummy,
                tuple(map(tuple, self.deck)), tuple(map(tuple, self.discard)),
                tuple(self.pturns))

    def _draw_one(self, p: int, into: list[int], ev: list[Event]) -> int:
        """Move the top card of ``p``'s deck to ``into`` and return it (-1 if there is
        none), reshuffling the discard pile into a new deck when the deck is empty and the
        option says so. The card is in ``into`` before its event (RULES.md §4)."""
        deck = self.deck[p]
        if not deck:
            pile = self.discard[p]
            if not pile or not self.options.reshuffle_empty_deck:
                if self.events_on:
                    self._emit(ev, "deck_empty", p)
                return -1
            deck.extend(pile)
            pile.clear()
            self.rng.shuffle(deck)
            if self.events_on:
                self._emit(ev, "deck_reshuffled", p, cards=len(deck))
        c = deck.pop()
        into.append(c)
        if self.events_on:
            self._emit(ev, "card_drawn", p, card=self.info[c].name)
        return c

    def deck_order(self, player: int) -> list[str]:
        return [self.info[c].name for c in reversed(self.deck[player])]

    def _finish(self, winner: int, ev: list[Event]) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ the table

    def _card(self, c: int, notes: Sequence[str] = (), state: str = "") -> CardView:
        return CardView(c, self.info[c].name, tuple(notes), state)

    def _slots_text(self, mon: int, attached: Sequence[int]) -> str:
        """The Monsuno's power slots, each marked filled (✓) or free (—)."""
        info = self.info
        free = [info[c].stype for c in attached]
        parts = []
        for slot in info[mon].slots:
            if slot in free:
                free.remove(slot)
                parts.append(f"{slot} ✓")
            else:
                parts.append(f"{slot} —")
        return " · ".join(parts) or "none"

    def _shows_piles(self, p: int) -> bool:
        """Whether the table shows the player's hand, deck and discard pile (the dummy's
        are left out unless it was given cards)."""
        return p != self.dummy or bool(self.deck[p]) or bool(self.discard[p])

    def _pile_zones(self, p: int) -> list[ZoneView]:
        return [ZoneView(f"p{p}.deck", "Deck", "pile", count=len(self.deck[p])),
                ZoneView(f"p{p}.discard", "Discard", "pile",
                         tuple(self._card(c) for c in self.discard[p]),
                         count=len(self.discard[p]), browsable=True)]


# =========================================================================== medium rules

# Medium phases.
TOSS, LAUNCH, PICK, DAMAGE, OVER = range(5)
MISS, CLASH, BOTH_OUT = "miss", "clash", "both-out"
LAUNCH_OUTCOMES = (MISS, CLASH, BOTH_OUT)
SOURCE_WORDS = {"monsuno": "its Monsuno", "strike": "its strike card", "super": "its super strike"}


class MonsunoMediumState(_MonsunoState):
    """A game of Monsuno under the medium rules. Player 0 is the player, player 1 the
    opponent (in a goldfish game the dummy, which never decides anything)."""

    ruleset_id = "monsuno-medium"
    __slots__ = ("advantage", "attached", "attacker", "cum", "dominator", "life", "look", "mon",
                 "pending", "phase", "played")

    def __init__(self, info: list[CardInfo], owner: list[int], mon: Sequence[int],
                 options: MonsunoMediumOptions, seed: int, dummy: int | None = 1):
        self._init_common(info, owner, options, seed, dummy)
        self.mon = list(mon)                       # each player's Monsuno
        self.life = [info[mon[0]].life, info[mon[1]].life]
        self.look: list[list[int]] = [[], []]      # the two cards a player is looking at
        self.played = [-1, -1]                     # face-down strike cards of this clash
        self.attached: list[list[int]] = [[], []]
        self.attacker = 0
        self.advantage = False
        self.pending: list[int] = []               # players still to choose their card
        self.dominator = -1
        self.phase = TOSS
        pm, pc, _pb = options.launch_probabilities()
        self.cum = (pm, pm + pc)                   # cumulative thresholds for sampling

    # ------------------------------------------------------------------ copying

    def clone(self) -> MonsunoMediumState:
        s = MonsunoMediumState.__new__(MonsunoMediumState)
        self._copy_common(s)
        s.mon = self.mon
        s.life = self.life[:]
        s.look = [self.look[0][:], self.look[1][:]]
        s.played = self.played[:]
        s.attached = [self.attached[0][:], self.attached[1][:]]
        s.attacker = self.attacker
        s.advantage = self.advantage
        s.pending = self.pending[:]
        s.dominator = self.dominator
        s.phase = self.phase
        s.cum = self.cum
        return s

    def state_key(self) -> tuple[Any, ...]:
        return (self._common_key(), tuple(self.mon), tuple(self.life),
                tuple(map(tuple, self.look)), tuple(self.played),
                tuple(map(tuple, self.attached)), self.attacker, self.advantage,
                tuple(self.pending), self.dominator, self.phase)

    # ------------------------------------------------------------------ who acts

    def current_player(self) -> int:
        phase = self.phase
        if phase == PICK:
            return self.pending[0]
        if phase == DAMAGE:
            return self.dominator
        if phase == OVER:
            return TERMINAL
        return CHANCE

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == TOSS:
            return [(("toss", 0), 0.5), (("toss", 1), 0.5)]
        if self.phase == LAUNCH:
            probs = self.options.launch_probabilities()
            return [(("launch", o), p) for o, p in zip(LAUNCH_OUTCOMES, probs, strict=True)
                    if p > 0]
        return []

    def _draw_outcome(self) -> Action:
        r = self.rng.random()
        if self.phase == TOSS:
            return ("toss", 0 if r < 0.5 else 1)
        cum = self.cum
        if r < cum[0]:
            return ("launch", MISS)
        if r < cum[1]:
            return ("launch", CLASH)
        return ("launch", BOTH_OUT)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == PICK:
            return [("play", c) for c in self.look[self.pending[0]]]
        if phase == DAMAGE:
            return self._damage_actions()
        if phase == OVER:
            return []
        return [a for a, _p in self.chance_outcomes()] + [CHANCE_SAMPLE]

    def _sources(self, p: int, card: int | None = None) -> list[tuple[str, int]]:
        """A player's damage sources this clash: (kind, damage)."""
        info = self.info
        m = info[self.mon[p]]
        out = [("monsuno", m.damage)]
        c = self.played[p] if card is None else card
        if c >= 0:
            out.append(("strike", info[c].damage))
        if p == self.attacker and self.powered(p):
            out.append(("super", m.power_damage))
        return out

    def _damage_actions(self) -> list[Action]:
        return [("damage", k0, k1) for k0, _a in self._sources(0) for k1, _b in self._sources(1)]

    def powered(self, p: int) -> bool:
        """Every power slot of the player's Monsuno is filled."""
        slots = self.info[self.mon[p]].slots
        return bool(slots) and len(self.attached[p]) >= len(slots)

    def fits(self, p: int, c: int) -> bool:
        """Whether strike card ``c`` matches a free power slot of ``p``'s Monsuno."""
        info = self.info
        stype = info[c].stype
        need = info[self.mon[p]].slots.count(stype)
        if not need:
            return False
        return sum(1 for a in self.attached[p] if info[a].stype == stype) < need

    def bot_damage_choice(self) -> Action:
        """The dominator's pick by the bot rule: its highest, the opponent's lowest."""
        d = self.dominator
        mine = max(self._sources(d), key=lambda s: s[1])[0]
        theirs = min(self._sources(1 - d), key=lambda s: s[1])[0]
        return ("damage", mine, theirs) if d == 0 else ("damage", theirs, mine)

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action[0]
        if kind == "launch":
            self._launch(action[1], ev)
        elif kind == "play":
            self._choose(action[1], ev)
        elif kind == "damage":
            self._deal(action[1], action[2], ev)
        elif kind == "toss":
            if self.events_on:
                self._emit(ev, "first_player", action[1], how="toss")
            self._begin_round(action[1], ev)
        return ev

    def _begin_round(self, a: int, ev: list[Event]) -> None:
        self.attacker = a
        self.advantage = False
        self.turn += 1
        self.phase = LAUNCH
        if self.events_on:
            self._emit(ev, "round_started", a, round=self.turn)

    def _launch(self, outcome: str, ev: list[Event]) -> None:
        a = self.attacker
        if self.events_on:
            self._emit(ev, "launch", a, outcome=outcome)
        if outcome == MISS:
            self._begin_round(1 - a, ev)
            return
        self.advantage = outcome == BOTH_OUT
        d = 1 - a
        # A clash is a "turn" of both players for the statistics (kill turn, odds).
        pturns = self.pturns
        pturns[0] += 1
        pturns[1] += 1
        if self.events_on:
            self._emit(ev, "clash_started", a, clash=pturns[a], advantage=self.advantage)
        for p in (a, d):
            if p == self.dummy:
                continue
            look = self.look[p]
            for _ in range(2):
                if self._draw_one(p, look, ev) < 0:
                    break
        self.pending = [d, a] if self.advantage else [a, d]
        self._next_pick(ev)

    def _next_pick(self, ev: list[Event]) -> None:
        pending = self.pending
        while pending:
            p = pending[0]
            look = self.look[p]
            if len(look) >= 2:
                self.phase = PICK
                return
            pending.pop(0)
            if look:
                self._set_card(p, look.pop(), ev)
            elif self.events_on:
                self._emit(ev, "no_strike_card", p)
        self._resolve(ev)

    def _choose(self, c: int, ev: list[Event]) -> None:
        p = self.pending.pop(0)
        look = self.look[p]
        look.remove(c)
        # The chosen card is set down (its event follows) before the other one moves, so
        # each event sees every card in one zone.
        self.played[p] = c
        deck = self.deck[p]
        while look:
            other = look.pop(0)
            deck.insert(0, other)
            if self.events_on:
                self._emit(ev, "card_to_bottom", p, card=self.info[other].name)
        self._set_card(p, c, ev)
        self._next_pick(ev)

    def _set_card(self, p: int, c: int, ev: list[Event]) -> None:
        self.played[p] = c
        if self.events_on:
            shown = self.advantage and p != self.attacker
            if shown:
                self._emit(ev, "strike_card_set", p, card=self.info[c].name, face_up=True)
            else:
                self._emit(ev, "strike_card_set", p, face_up=False)

    def dominance(self, p_card: int, o_card: int, p: int) -> tuple[int, str, int, int]:
        """Who dominates if ``p`` plays ``p_card`` and the opponent ``o_card`` (-1 = none):
        (dominator, "icons" or "speed", p's speed, the opponent's speed)."""
        info = self.info
        o = 1 - p
        mp, mo = info[self.mon[p]], info[self.mon[o]]
        p_dom = p_card >= 0 and mo.stype in info[p_card].dominates
        o_dom = o_card >= 0 and mp.stype in info[o_card].dominates
        if p_dom != o_dom:
            return (p if p_dom else o), "icons", 0, 0
        sp = mp.speed
        if p_card >= 0 and not mismatched(info[p_card], mp):
            sp += info[p_card].speed
        so = mo.speed
        if o_card >= 0 and not mismatched(info[o_card], mo):
            so += info[o_card].speed
        if sp != so:
            return (p if sp > so else o), "speed", sp, so
        return self.attacker, "speed", sp, so

    def _resolve(self, ev: list[Event]) -> None:
        a = self.attacker
        dom, how, sa, sd = self.dominance(self.played[a], self.played[1 - a], a)
        self.dominator = dom
        if self.events_on:
            info = self.info
            self._emit(ev, "strike_cards_revealed", a,
                       cards=[info[c].name if c >= 0 else None for c in self.played])
            self._emit(ev, "domination", dom, how=how,
                       speeds={str(a): sa, str(1 - a): sd} if how == "speed" else {})
        if dom == self.dummy:
            choice = self.bot_damage_choice()
            self._deal(choice[1], choice[2], ev)
            return
        actions = self._damage_actions()
        if len(actions) == 1:
            self._deal(actions[0][1], actions[0][2], ev)
        else:
            self.phase = DAMAGE

    def _deal(self, k0: str, k1: str, ev: list[Event]) -> None:
        info = self.info
        keys = (k0, k1)
        amounts = [dict(self._sources(p))[keys[p]] for p in (0, 1)]
        for p in (0, 1):
            self.life[1 - p] -= amounts[p]
            if self.events_on:
                src = keys[p]
                card = info[self.played[p]].name if src == "strike" else info[self.mon[p]].name
                self._emit(ev, "damage_dealt", p, source=src, card=card, amount=amounts[p],
                           target=info[self.mon[1 - p]].name, life=self.life[1 - p])
            if keys[p] == "super":
                att = self.attached[p]
                if self.events_on:
                    self._emit(ev, "super_strike", p, monsuno=info[self.mon[p]].name,
                               discarded=[info[c].name for c in att])
                self.discard[p].extend(att)
                att.clear()
        a = self.attacker
        for p in (a, 1 - a):
            c = self.played[p]
            if c < 0:
                continue
            self.played[p] = -1
            if self.fits(p, c):
                self.attached[p].append(c)
                if self.events_on:
                    self._emit(ev, "card_attached", p, card=info[c].name,
                               monsuno=info[self.mon[p]].name)
                    if self.powered(p):
                        self._emit(ev, "powered_up", p, monsuno=info[self.mon[p]].name)
            else:
                self.discard[p].append(c)
                if self.events_on:
                    self._emit(ev, "card_discarded", p, card=info[c].name, reason="no free slot")
        out0, out1 = self.life[0] <= 0, self.life[1] <= 0
        if out0 or out1:
            self._finish(-1 if out0 and out1 else (1 if out0 else 0), ev)
            return
        self._begin_round(1 - a, ev)

    def _finish(self, winner: int, ev: list[Event]) -> None:
        self.winner = winner
        self.phase = OVER
        self.pending = []
        if self.events_on:
            if winner < 0:
                self._emit(ev, "game_drawn", -1)
            else:
                self._emit(ev, "game_won", winner)

    # ------------------------------------------------------------------ describing

    def decision(self) -> Decision | None:
        p = self.current_player()
        if p < 0:
            return None
        info = self.info
        if self.phase == PICK:
            opts = tuple(Option(a, _strike_label(info[a[1]]), info[a[1]].name,
                                instance=a[1], target=f"p{p}.strike")
                         for a in self.legal_actions())
            prompt = "Clash: choose the strike card to play; the other goes to the bottom " \
                     "of your deck"
            params: dict[str, Any] = {}
            o = self.played[1 - p]
            if self.advantage and p == self.attacker and o >= 0:
                prompt += f" (your opponent played {info[o].name})"
                params["opponent_card"] = info[o].name
            return Decision("choose_one", p, "monsuno.clash_card", prompt, opts, params=params)
        opts_l = []
        for a in self.legal_actions():
            parts = []
            for q in (0, 1):
                src = a[1 + q]
                card = self.played[q] if src == "strike" else self.mon[q]
                amount = dict(self._sources(q))[src]
                word = " super strike" if src == "super" else ""
                parts.append(f"{info[card].name}{word} deals {amount}")
            opts_l.append(Option(a, "; ".join(parts)))
        return Decision("choose_one", p, "monsuno.damage_choice",
                        "You dominate: choose which card of each player deals damage",
                        tuple(opts_l))

    def table_view(self) -> list[PlayerView]:
        """Each player: the Monsuno with its attached cards (``p0.mon.0``), the two cards
        being looked at in a clash (``p0.hand``), the strike card set down (``p0.strike``,
        face down to player 0 until it is revealed), the deck and the discard pile."""
        info = self.info
        phase = self.phase
        out = []
        for p in (0, 1):
            m = self.mon[p]
            mi = info[m]
            notes = []
            state = ""
            if self.life[p] <= 0:
                state = "defeated"
                notes.append("defeated")
            if self.powered(p):
                notes.append("powered up")
            role = "attacker" if p == self.attacker else "defender"
            if phase != TOSS:
                notes.append(role)
            cards = [self._card(m, notes, state)]
            cards += [self._card(c, state="attached") for c in self.attached[p]]
            # Life can go below zero in the medium rules (the last hit is not capped);
            # the table shows the Monsuno as out at 0.
            counters = (("life", f"{max(0, self.life[p])}/{mi.life}"),
                        ("damage taken", str(mi.life - self.life[p])),
                        ("slots", self._slots_text(m, self.attached[p])))
            zones = [ZoneView(f"p{p}.mon.0", mi.name, "stack", tuple(cards),
                              counters=counters)]
            if p != self.dummy:
                zones.append(ZoneView(f"p{p}.hand", "Top of deck", "hand",
                                      tuple(self._card(c) for c in self.look[p])))
                c = self.played[p]
                played: tuple[CardView, ...] = ()
                if c >= 0:
                    hidden = phase == PICK and not (self.advantage and p != self.attacker)
                    if hidden and p != 0:
                        played = (self._card(c, state="face-down"),)
                    else:
                        played = (self._card(c, ("face down",) if hidden else ()),)
                zones.append(ZoneView(f"p{p}.strike", "Strike card", "slot", played))
            if self._shows_piles(p):
                zones += self._pile_zones(p)
            pcounters: list[tuple[str, str]] = [("Life", f"{max(0, self.life[p])}/{mi.life}")]
            if phase != TOSS and phase != OVER:
                pcounters.append(("Role", role + (" (advantage)" if self.advantage and
                                                  p == self.attacker else "")))
            pcounters.append(("Clashes", str(self.pturns[p])))
            out.append(PlayerView(p, self.seat_title(p), tuple(pcounters), tuple(zones)))
        return out

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        out: dict[int, dict[str, list[int]]] = {}
        for p in (0, 1):
            out[p] = {"monsuno": [self.mon[p]], "deck": self.deck[p][:],
                      "looking": self.look[p][:],
                      "played": [self.played[p]] if self.played[p] >= 0 else [],
                      "attached": self.attached[p][:], "discard": self.discard[p][:]}
        return out

    def hand_names(self, player: int) -> list[str]:
        """The cards the player is looking at (medium rules have no hand)."""
        return [self.info[c].name for c in self.look[player]]

    def is_play(self, action: Action) -> bool:
        return action[0] == "play"


def _strike_label(ci: CardInfo) -> str:
    icons = "/".join(sorted(ci.dominates)) or "none"
    return (f"{ci.name} — {ci.stype}, speed {ci.speed}, damage {ci.damage}, "
            f"dominates {icons}")


# =========================================================================== hard rules

# Hard phases.
SETUP, MAIN, PAY, STRIKE_CARD, SUPER, RECOVER, COMBAT, FINISHED = range(8)
# Where a Monsuno is.
ASIDE, FIELD, GONE = 0, 1, 2
WHERE_NAMES = ("aside", "battlefield", "defeated")
# Combat stages.
# (reveal, domination and the damage-timing effects run straight after the picks.)
ST_PICK, ST_POWER, ST_HIT1, ST_HIT2, ST_AFTER, ST_END = range(6)


class Combat:
    """One combat in progress. Lists are indexed by player (0, 1)."""

    __slots__ = ("att", "card", "dmgb", "dominant", "fx", "guard", "mon", "open", "picks",
                 "powb", "recovered", "speed", "stage", "super_card")

    def __init__(self, att: int, att_mon: int, def_mon: int, open_: bool):
        self.att = att
        self.mon = [att_mon, def_mon] if att == 0 else [def_mon, att_mon]
        self.card = [-1, -1]
        self.open = open_                 # the defender had no battlefield Monsuno
        self.stage = ST_PICK
        self.picks = [1 - att, att] if open_ else [att, 1 - att]
        self.speed = [0, 0]               # speed effects
        self.dmgb = [0, 0]                # damage effects (on the strike card)
        self.powb = [0, 0]                # power effects (on the Monsuno)
        self.guard: list[dict[str, int]] = [{}, {}]   # defense effects by strike type
        self.dominant = -1
        self.super_card = -1              # clipped card discarded for the super strike
        self.fx: list[tuple[str, int, int]] = []      # (timing, player, card) with effects
        self.recovered = [False, False]

    def copy(self) -> Combat:
        c = Combat.__new__(Combat)
        c.att = self.att
        c.mon = self.mon[:]
        c.card = self.card[:]
        c.open = self.open
        c.stage = self.stage
        c.picks = self.picks[:]
        c.speed = self.speed[:]
        c.dmgb = self.dmgb[:]
        c.powb = self.powb[:]
        c.guard = [dict(self.guard[0]), dict(self.guard[1])]
        c.dominant = self.dominant
        c.super_card = self.super_card
        c.fx = self.fx[:]
        c.recovered = self.recovered[:]
        return c

    def key(self) -> tuple[Any, ...]:
        return (self.att, tuple(self.mon), tuple(self.card), self.open, self.stage,
                tuple(self.picks), tuple(self.speed), tuple(self.dmgb), tuple(self.powb),
                tuple(tuple(sorted(g.items())) for g in self.guard), self.dominant,
                self.super_card, tuple(self.fx), tuple(self.recovered))


class MonsunoHardState(_MonsunoState):
    """A game of Monsuno under the hard rules. Player 0 is the player, player 1 the
    opponent (in a goldfish game the dummy, which never decides anything)."""

    ruleset_id = "monsuno-hard"
    __slots__ = ("active", "cb", "clip", "dmg", "hand", "launching", "mons", "phase", "queue",
                 "tired", "where")

    def __init__(self, info: list[CardInfo], owner: list[int],
                 mons: tuple[tuple[int, ...], tuple[int, ...]], options: MonsunoHardOptions,
                 seed: int, dummy: int | None = 1):
        self._init_common(info, owner, options, seed, dummy)
        self.mons = mons                                   # each player's Monsuno ids
        self.hand: list[list[int]] = [[], []]
        self.where = [[ASIDE] * len(mons[0]), [ASIDE] * len(mons[1])]
        self.tired = [[False] * len(mons[0]), [False] * len(mons[1])]
        self.dmg = [[0] * len(mons[0]), [0] * len(mons[1])]
        self.clip: list[list[list[int]]] = [[[] for _ in mons[0]], [[] for _ in mons[1]]]
        self.active = 0
        self.phase = SETUP
        self.launching = -1
        self.cb: Combat | None = None
        self.queue: list[int] = []                         # players due to Recover now

    # ------------------------------------------------------------------ copying

    def clone(self) -> MonsunoHardState:
        s = type(self).__new__(type(self))
        self._copy_common(s)
        s.mons = self.mons
        s.hand = [self.hand[0][:], self.hand[1][:]]
        s.where = [self.where[0][:], self.where[1][:]]
        s.tired = [self.tired[0][:], self.tired[1][:]]
        s.dmg = [self.dmg[0][:], self.dmg[1][:]]
        s.clip = [[c[:] for c in self.clip[0]], [c[:] for c in self.clip[1]]]
        s.active = self.active
        s.phase = self.phase
        s.launching = self.launching
        s.cb = None if self.cb is None else self.cb.copy()
        s.queue = self.queue[:]
        return s

    def state_key(self) -> tuple[Any, ...]:
        return (self._common_key(), self.mons, tuple(map(tuple, self.hand)),
                tuple(map(tuple, self.where)), tuple(map(tuple, self.tired)),
                tuple(map(tuple, self.dmg)),
                tuple(tuple(map(tuple, c)) for c in self.clip), self.active, self.phase,
                self.launching, None if self.cb is None else self.cb.key(), tuple(self.queue))

    # ------------------------------------------------------------------ who acts

    def current_player(self) -> int:
        phase = self.phase
        if phase in (MAIN, PAY):
            return self.active
        if phase == STRIKE_CARD:
            assert self.cb is not None
            return self.cb.picks[0]
        if phase == SUPER:
            assert self.cb is not None
            return self.cb.dominant
        if phase == RECOVER:
            return self.queue[0]
        if phase == SETUP:
            return CHANCE
        return TERMINAL

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase != SETUP:
            return []
        return [(("first", 0), 0.5), (("first", 1), 0.5)]

    def _draw_outcome(self) -> Action:
        return ("first", 0 if self.rng.random() < 0.5 else 1)

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == MAIN:
            return self._main_actions(self.active)
        if phase == STRIKE_CARD:
            assert self.cb is not None
            return [("play", c) for c in self.playable(self.cb.picks[0])]
        if phase == PAY:
            return [("pay", *s) for s in self.minimal_payments()]
        if phase == SUPER:
            assert self.cb is not None
            d = self.cb.dominant
            return [("super", -1)] + [("super", c) for c in self.clip[d][self.cb.mon[d]]]
        if phase == RECOVER:
            return [("recover",), ("mulligan",)]
        if phase == SETUP:
            return [("first", 0), ("first", 1), CHANCE_SAMPLE]
        return []

    def launch_total(self, p: int) -> int:
        info = self.info
        return sum(info[c].launch for c in self.hand[p])

    def targets(self, p: int) -> list[int]:
        """What ``p`` may strike: the opponent's battlefield Monsuno, or — when there is
        none — any of the opponent's remaining Monsuno."""
        w = self.where[1 - p]
        field = [j for j, x in enumerate(w) if x == FIELD]
        return field or [j for j, x in enumerate(w) if x == ASIDE]

    def _main_actions(self, p: int) -> list[Action]:
        info = self.info
        out: list[Action] = []
        w = self.where[p]
        total = self.launch_total(p)
        mons = self.mons[p]
        for i, x in enumerate(w):
            if x == ASIDE and info[mons[i]].launch <= total:
                out.append(("launch", i))
        tired = self.tired[p]
        strikers = [i for i, x in enumerate(w) if x == FIELD and not tired[i]]
        if strikers:
            targets = self.targets(p)
            out.extend(("strike", i, j) for i in strikers for j in targets)
        out.append(("recover",))
        if self.can_mulligan(p):
            out.append(("mulligan",))
        return out

    def can_mulligan(self, p: int) -> bool:
        o = self.options
        return o.recover_mulligan and p != self.dummy and len(self.hand[p]) >= o.hand_size

    def minimal_payments(self) -> list[tuple[int, ...]]:
        """Hand positions of every minimal set of cards that pays the launch being made
        (leaving out any one card would no longer cover the cost)."""
        p = self.active
        cost = self.info[self.mons[p][self.launching]].launch
        values = [self.info[c].launch for c in self.hand[p]]
        return minimal_covers(values, cost)

    def playable(self, p: int) -> list[int]:
        """The hand cards ``p`` may play with the fighting Monsuno (exclusive rule)."""
        cb = self.cb
        assert cb is not None
        info = self.info
        mon = info[self.mons[p][cb.mon[p]]]
        return [c for c in self.hand[p] if may_play(info[c], mon)]

    def powered(self, p: int, i: int) -> bool:
        slots = self.info[self.mons[p][i]].slots
        return bool(slots) and len(self.clip[p][i]) >= len(slots)

    def fits(self, p: int, i: int, c: int) -> bool:
        """Whether strike card ``c`` matches a free power slot of ``p``'s Monsuno ``i``."""
        info = self.info
        stype = info[c].stype
        need = info[self.mons[p][i]].slots.count(stype)
        if not need:
            return False
        return sum(1 for u in self.clip[p][i] if info[u].stype == stype) < need

    def remaining_life(self, p: int, i: int) -> int:
        return self.info[self.mons[p][i]].life - self.dmg[p][i]

    # ------------------------------------------------------------------ checking

    def apply(self, action: Action) -> list[Event]:
        """As :meth:`GameState.apply`; while paying a launch, any set of hand cards whose
        launch values cover the cost is accepted, not only the minimal ones listed."""
        if self.phase == PAY and self._covering_payment(action):
            return self.apply_unchecked(action)
        return super().apply(action)

    def _covering_payment(self, action: Action) -> bool:
        if not isinstance(action, tuple) or len(action) < 2 or action[0] != "pay":
            return False
        idx = action[1:]
        hand = self.hand[self.active]
        if not all(isinstance(i, int) and not isinstance(i, bool) for i in idx):
            return False
        if list(idx) != sorted(set(idx)) or idx[0] < 0 or idx[-1] >= len(hand):
            return False
        cost = self.info[self.mons[self.active][self.launching]].launch
        return sum(self.info[hand[i]].launch for i in idx) >= cost

    def explain_illegal(self, action: Action) -> str:
        if self.phase == PAY and isinstance(action, tuple) and action[:1] == ("pay",):
            name = self.info[self.mons[self.active][self.launching]].name
            cost = self.info[self.mons[self.active][self.launching]].launch
            return (f"{action!r} does not pay {cost} launch for {name}: choose hand positions "
                    f"0…{len(self.hand[self.active]) - 1} in increasing order whose launch "
                    f"values add up to at least {cost}")
        return super().explain_illegal(action)

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action[0]
        cb = self.cb
        if kind == "play":
            assert cb is not None
            self._set_card(cb.picks.pop(0), action[1], ev)
            self.phase = COMBAT
        elif kind == "strike":
            self._strike(action[1], action[2], ev)
        elif kind == "launch":
            self._launch(action[1], ev)
        elif kind == "pay":
            self._pay(action[1:], ev)
        elif kind == "recover" or kind == "mulligan":
            mulligan = kind == "mulligan"
            if self.phase == RECOVER:
                p = self.queue.pop(0)
                self.phase = COMBAT
                self._recover(p, mulligan, True, ev)
            else:
                self._recover(self.active, mulligan, False, ev)
                if self.phase != FINISHED:
                    self._end_turn(ev)
        elif kind == "super":
            assert cb is not None
            cb.super_card = action[1]
            cb.stage = ST_HIT1
            self.phase = COMBAT
        elif kind == "first":
            if self.events_on:
                self._emit(ev, "first_player", action[1])
            self._begin_turn(action[1], ev)
        self._advance(ev)
        return ev

    def _advance(self, ev: list[Event]) -> None:
        """Take every step nobody has a choice in: combat steps, Recovers without a choice,
        the dummy's turns."""
        while True:
            if self.phase == FINISHED:
                return
            q = self.queue
            if q:
                p = q[0]
                if self.can_mulligan(p):
                    self.phase = RECOVER
                    return
                q.pop(0)
                self._recover(p, False, True, ev)
                continue
            cb = self.cb
            if cb is not None:
                if not self._combat_step(cb, ev):
                    return
                continue
            if self.phase == MAIN and self.active == self.dummy:
                self._end_turn(ev)
                continue
            return

    def _begin_turn(self, p: int, ev: list[Event]) -> None:
        self.turn += 1
        self.pturns[p] += 1
        self.active = p
        self.phase = MAIN
        if self.events_on:
            self._emit(ev, "turn_started", p, player_turn=self.pturns[p])

    def _end_turn(self, ev: list[Event]) -> None:
        if self.events_on:
            self._emit(ev, "turn_ended", self.active)
        self._begin_turn(1 - self.active, ev)

    def _launch(self, i: int, ev: list[Event]) -> None:
        p = self.active
        if self.info[self.mons[p][i]].launch <= 0:
            self._put_on_field(p, i, (), ev)
            self._end_turn(ev)
            return
        self.launching = i
        self.phase = PAY

    def _pay(self, idx: Sequence[int], ev: list[Event]) -> None:
        p = self.active
        hand = self.hand[p]
        cards = [hand[k] for k in idx]
        for c in cards:
            hand.remove(c)
            self.discard[p].append(c)
        i = self.launching
        self.launching = -1
        self._put_on_field(p, i, cards, ev)
        self._end_turn(ev)

    def _put_on_field(self, p: int, i: int, paid: Sequence[int], ev: list[Event]) -> None:
        self.where[p][i] = FIELD
        self.tired[p][i] = False
        if self.events_on:
            info = self.info
            self._emit(ev, "monsuno_launched", p, monsuno=info[self.mons[p][i]].name,
                       cost=info[self.mons[p][i]].launch, paid=[info[c].name for c in paid])

    def _draw(self, p: int, n: int, ev: list[Event]) -> int:
        hand = self.hand[p]
        got = 0
        for _ in range(n):
            if self._draw_one(p, hand, ev) < 0:
                break
            got += 1
        return got

    def _recover(self, p: int, mulligan: bool, out_of_turn: bool, ev: list[Event]) -> None:
        o = self.options
        tired = self.tired[p]
        for i in range(len(tired)):
            tired[i] = False
        hand = self.hand[p]
        if mulligan:
            dropped = len(hand)
            self.discard[p].extend(hand)
            hand.clear()
            drawn = self._draw(p, o.hand_size, ev)
        else:
            dropped = 0
            drawn = self._draw(p, max(0, o.hand_size - len(hand)), ev)
        if self.events_on:
            self._emit(ev, "recovered", p, out_of_turn=out_of_turn, mulligan=mulligan,
                       discarded=dropped, drawn=drawn)
        if mulligan and o.recover_mulligan_damage:
            w = self.where[p]
            for i in range(len(w)):
                if w[i] != GONE and self.phase != FINISHED:
                    self._damage(p, i, o.recover_mulligan_damage, ev, recover=False,
                                 source="recover")

    def _strike(self, i: int, j: int, ev: list[Event]) -> None:
        p = self.active
        o = 1 - p
        open_ = FIELD not in self.where[o]
        self.cb = Combat(p, i, j, open_)
        self.phase = COMBAT
        if self.events_on:
            info = self.info
            self._emit(ev, "strike_declared", p, monsuno=info[self.mons[p][i]].name,
                       target=info[self.mons[o][j]].name, target_on_battlefield=not open_)
        for q in (p, o):
            if q != self.dummy:
                self._draw_one(q, self.hand[q], ev)

    def _set_card(self, p: int, c: int, ev: list[Event]) -> None:
        cb = self.cb
        assert cb is not None
        self.hand[p].remove(c)
        cb.card[p] = c
        if self.events_on:
            if cb.open and p != cb.att:
                self._emit(ev, "strike_card_set", p, card=self.info[c].name, face_up=True)
            else:
                self._emit(ev, "strike_card_set", p, face_up=False)

    def _combat_step(self, cb: Combat, ev: list[Event]) -> bool:
        """Carry out combat stages in order until a player must decide (False), or a
        Recover is due, the game is over or the combat has ended (True)."""
        while True:
            st = cb.stage
            if st == ST_PICK:
                picks = cb.picks
                while picks:
                    p = picks[0]
                    cards = [] if p == self.dummy else self.playable(p)
                    if len(cards) >= 2:
                        self.phase = STRIKE_CARD
                        return False
                    picks.pop(0)
                    if cards:
                        self._set_card(p, cards[0], ev)
                    elif self.events_on:
                        self._emit(ev, "no_strike_card", p)
                self._reveal(cb, ev)
                if cb.fx:
                    self._run_effects(cb, "domination", ev)
                self._dominate(cb, ev)
                if cb.fx:
                    self._run_effects(cb, "damage", ev)
                cb.stage = ST_POWER
            elif st == ST_POWER:
                d = cb.dominant
                # §5.2: powered-up damage is for its owner's next attack, never a defence.
                if d == cb.att and d != self.dummy and self.powered(d, cb.mon[d]):
                    self.phase = SUPER
                    return False
                cb.stage = ST_HIT1
            elif st == ST_HIT1:
                cb.stage = ST_HIT2
                self._hit(cb, cb.dominant, True, ev)
            elif st == ST_HIT2:
                cb.stage = ST_AFTER
                o = 1 - cb.dominant
                if self.where[o][cb.mon[o]] != GONE:
                    self._hit(cb, o, False, ev)
            elif st == ST_AFTER:
                self._after(cb, ev)
                cb.stage = ST_END
            else:
                self.cb = None
                self.phase = MAIN
                self._end_turn(ev)
                return True
            if self.queue or self.phase == FINISHED:
                return True

    def _reveal(self, cb: Combat, ev: list[Event]) -> None:
        info = self.info
        if self.events_on:
            self._emit(ev, "strike_cards_revealed", cb.att,
                       cards=[info[c].name if c >= 0 else None for c in cb.card])
        a = cb.att
        fx = cb.fx
        for p in (a, 1 - a):
            i = cb.mon[p]
            mon = info[self.mons[p][i]]
            c = cb.card[p]
            if c >= 0:
                ci = info[c]
                if ci.effects and ci.category != "upgrade" and effects_work(ci, mon):
                    fx.append((ci.timing, p, c))
            for u in self.clip[p][i]:
                ui = info[u]
                if ui.effects and ui.category == "upgrade" and effects_work(ui, mon):
                    fx.append((ui.timing, p, u))
        if fx:
            self._run_effects(cb, "reveal", ev)

    def _run_effects(self, cb: Combat, timing: str, ev: list[Event]) -> None:
        info = self.info
        for t, p, c in cb.fx:
            if t != timing:
                continue
            for verb, amount, color in info[c].effects:
                self._effect(cb, p, c, verb, amount, color, ev)

    def _effect(self, cb: Combat, p: int, c: int, verb: str, amount: int, color: str,
                ev: list[Event]) -> None:
        if verb == "speed":
            if p != cb.att and c == cb.card[p] and not self.options.defender_adds_strike_speed:
                # §5.2: without the option the defender's strike card adds no speed at all,
                # its effects included (clipped upgrades still count, c is then not the card).
                return
            cb.speed[p] += amount
        elif verb == "damage":
            cb.dmgb[p] += amount
        elif verb == "power":
            cb.powb[p] += amount
        elif verb == "heal":
            i = cb.mon[p]
            if self.where[p][i] != GONE:
                amount = min(amount, self.dmg[p][i])
                self.dmg[p][i] -= amount
        elif verb == "draw":
            self._draw(p, amount, ev)
        elif verb == "defense":
            g = cb.guard[p]
            g[color] = g.get(color, 0) + amount
        if self.events_on:
            data: dict[str, Any] = {"card": self.info[c].name, "verb": verb, "amount": amount}
            if color:
                data["color"] = color
            self._emit(ev, "effect_applied", p, **data)

    def combat_speeds(self, cb: Combat) -> tuple[int, int]:
        """The attacker's and the defender's speed in this combat. ``cb.speed`` holds no
        speed effect of the defender's strike card unless ``defender_adds_strike_speed``
        (see :meth:`_effect`), so the option decides the card's whole part here."""
        info = self.info
        a = cb.att
        d = 1 - a
        ma = info[self.mons[a][cb.mon[a]]]
        md = info[self.mons[d][cb.mon[d]]]
        sa = ma.speed + cb.speed[a]
        ca = cb.card[a]
        if ca >= 0 and not mismatched(info[ca], ma):
            sa += info[ca].speed
        sd = md.speed + cb.speed[d]
        cd = cb.card[d]
        if cd >= 0 and self.options.defender_adds_strike_speed and not mismatched(info[cd], md):
            sd += info[cd].speed
        return sa, sd

    def _dominate(self, cb: Combat, ev: list[Event]) -> None:
        info = self.info
        a = cb.att
        ca, cd = cb.card[a], cb.card[1 - a]
        a_dom = d_dom = False
        if ca >= 0 and cd >= 0:
            a_dom = info[cd].stype in info[ca].dominates
            d_dom = info[ca].stype in info[cd].dominates
        if a_dom != d_dom:
            cb.dominant = a if a_dom else 1 - a
            how = "icons"
            sa = sd = 0
        else:
            sa, sd = self.combat_speeds(cb)
            cb.dominant = a if sa >= sd else 1 - a
            how = "speed"
        if self.events_on:
            self._emit(ev, "domination", cb.dominant, how=how,
                       speeds={str(a): sa, str(1 - a): sd} if how == "speed" else {})

    def _hit(self, cb: Combat, src: int, dominant: bool, ev: list[Event]) -> None:
        info = self.info
        dst = 1 - src
        si = cb.mon[src]
        sm = info[self.mons[src][si]]
        parts: list[tuple[str, int]]
        if dominant and cb.super_card >= 0:
            c = cb.super_card
            cb.super_card = -1
            self.clip[src][si].remove(c)
            self.discard[src].append(c)
            if self.events_on:
                self._emit(ev, "super_strike", src, monsuno=sm.name, damage=sm.power_damage,
                           discarded=info[c].name)
            parts = [(sm.stype, sm.power_damage + cb.powb[src])]
        else:
            parts = [(sm.stype, sm.damage + cb.powb[src])]
        if dominant:
            c = cb.card[src]
            if c >= 0:
                parts.append((info[c].stype, info[c].damage + cb.dmgb[src]))
            elif cb.dmgb[src]:
                parts.append((sm.stype, cb.dmgb[src]))
        guard = cb.guard[dst]
        if guard:
            by_type: dict[str, int] = {}
            for t, n in parts:
                by_type[t] = by_type.get(t, 0) + n
            total = sum(max(0, n - guard.get(t, 0)) for t, n in by_type.items())
        else:
            total = sum(n for _t, n in parts)
        self._damage(dst, cb.mon[dst], total, ev, recover=True, source=sm.name)

    def _damage(self, p: int, i: int, amount: int, ev: list[Event], *, recover: bool,
                source: str) -> None:
        """Put ``amount`` damage on ``p``'s Monsuno ``i``; defeat it when it has had enough."""
        self.dmg[p][i] += amount
        mon = self.info[self.mons[p][i]]
        if self.events_on:
            self._emit(ev, "damage_dealt", 1 - p if source != "recover" else p, source=source,
                       target=mon.name, amount=amount, damage=self.dmg[p][i], life=mon.life)
        d = self.dmg[p][i]
        if d > mon.life if self.options.defeat_on_exceed else d >= mon.life:
            self._defeat(p, i, recover, ev)

    def _defeat(self, p: int, i: int, recover: bool, ev: list[Event]) -> None:
        self.where[p][i] = GONE
        self.tired[p][i] = False
        clipped = self.clip[p][i]
        gone = [self.info[c].name for c in clipped] if self.events_on else []
        self.discard[p].extend(clipped)
        clipped.clear()
        if self.events_on:
            self._emit(ev, "monsuno_defeated", p, monsuno=self.info[self.mons[p][i]].name,
                       discarded=gone)
        if all(x == GONE for x in self.where[p]):
            self._finish(1 - p, ev)
            return
        cb = self.cb
        if recover and p != self.dummy and cb is not None and not cb.recovered[p]:
            cb.recovered[p] = True
            self.queue.append(p)

    def _after(self, cb: Combat, ev: list[Event]) -> None:
        if cb.fx:
            self._run_effects(cb, "after", ev)
        info = self.info
        a = cb.att
        for p in (a, 1 - a):
            c = cb.card[p]
            if c < 0:
                continue
            cb.card[p] = -1
            i = cb.mon[p]
            if self.where[p][i] != GONE and self.fits(p, i, c):
                self.clip[p][i].append(c)
                if self.events_on:
                    self._emit(ev, "card_clipped", p, card=info[c].name,
                               monsuno=info[self.mons[p][i]].name)
                    if self.powered(p, i):
                        self._emit(ev, "powered_up", p, monsuno=info[self.mons[p][i]].name)
            else:
                self.discard[p].append(c)
                if self.events_on:
                    self._emit(ev, "card_discarded", p, card=info[c].name, reason="after combat")
        for p in (a, 1 - a):
            i = cb.mon[p]
            if self.where[p][i] == GONE or (p == a and cb.open):
                continue
            self.tired[p][i] = True
            if self.events_on:
                self._emit(ev, "monsuno_tired", p, monsuno=info[self.mons[p][i]].name)
        d = 1 - a
        if cb.open and d != self.dummy and not cb.recovered[d]:
            cb.recovered[d] = True
            self.queue.append(d)

    def _finish(self, winner: int, ev: list[Event]) -> None:
        self.winner = winner
        self.phase = FINISHED
        self.queue.clear()
        if self.events_on:
            self._emit(ev, "game_won", winner)

    # ------------------------------------------------------------------ describing

    def decision(self) -> Decision | None:
        p = self.current_player()
        if p < 0:
            return None
        info = self.info
        o = self.options
        phase = self.phase
        if phase == PAY:
            mon = info[self.mons[p][self.launching]]
            opts = tuple(Option(("pay", k), f"{info[c].name} (launch {info[c].launch})",
                                info[c].name, instance=c, target=f"p{p}.discard")
                         for k, c in enumerate(self.hand[p]))
            return Decision("choose_many", p, "monsuno.launch_payment",
                            f"Choose strike cards to pay {mon.launch} launch for {mon.name}",
                            opts, minimum=1, maximum=len(opts), tag="pay",
                            params={"cost": mon.launch, "monsuno": mon.name})
        cb = self.cb
        if phase == STRIKE_CARD:
            assert cb is not None
            mine = info[self.mons[p][cb.mon[p]]].name
            theirs = info[self.mons[1 - p][cb.mon[1 - p]]].name
            prompt = f"Choose a strike card for {mine} against {theirs}"
            params: dict[str, Any] = {"monsuno": mine, "opponent": theirs}
            oc = cb.card[1 - p]
            if cb.open and p == cb.att and oc >= 0:
                prompt += f" (the defender revealed {info[oc].name})"
                params["opponent_card"] = info[oc].name
            opts = tuple(Option(a, _strike_label(info[a[1]]), info[a[1]].name,
                                instance=a[1], target=f"p{p}.strike")
                         for a in self.legal_actions())
            return Decision("choose_one", p, "monsuno.strike_card", prompt, opts,
                            params=params)
        if phase == SUPER:
            assert cb is not None
            fighter = self.mons[p][cb.mon[p]]
            mon = info[fighter]
            foe = f"p{1 - p}.mon.{cb.mon[1 - p]}"
            opts_s = [Option(("super", -1), f"Strike with {mon.damage} damage, keep the "
                                            f"clipped cards", mon.name, instance=fighter,
                             target=foe)]
            opts_s += [Option(("super", c), f"Super strike with {mon.power_damage} damage, "
                                            f"discarding {info[c].name}", info[c].name,
                              instance=c, target=f"p{p}.discard")
                       for c in self.clip[p][cb.mon[p]]]
            return Decision("choose_one", p, "monsuno.super_strike",
                            f"{mon.name} is powered up: use its super strike?", tuple(opts_s),
                            params={"monsuno": mon.name, "power_damage": mon.power_damage})
        if phase == RECOVER:
            opts_r = (Option(("recover",), f"Keep your hand and draw up to {o.hand_size}"),
                      Option(("mulligan",), f"Discard your hand and draw {o.hand_size} (each "
                                            f"of your Monsuno takes "
                                            f"{o.recover_mulligan_damage} damage)"))
            return Decision("choose_one", p, "monsuno.recover", "Recover out of turn", opts_r,
                            params={"hand_size": o.hand_size,
                                    "damage": o.recover_mulligan_damage})
        opts_m = []
        mons = self.mons
        for a in self.legal_actions():
            if a[0] == "launch":
                m = info[mons[p][a[1]]]
                opts_m.append(Option(a, f"Launch {m.name} (cost {m.launch})", m.name,
                                     instance=mons[p][a[1]], target=f"p{p}.mon.{a[1]}"))
            elif a[0] == "strike":
                m = info[mons[p][a[1]]]
                t = info[mons[1 - p][a[2]]]
                opts_m.append(Option(a, f"Strike {t.name} with {m.name}", m.name,
                                     instance=mons[p][a[1]],
                                     target=f"p{1 - p}.mon.{a[2]}"))
            elif a[0] == "recover":
                opts_m.append(Option(a, f"Recover: un-tire your Monsuno and draw up to "
                                        f"{o.hand_size} cards"))
            else:
                opts_m.append(Option(a, f"Recover by discarding your hand and drawing "
                                        f"{o.hand_size} (each of your Monsuno takes "
                                        f"{o.recover_mulligan_damage} damage)"))
        return Decision("choose_one", p, "monsuno.turn",
                        "Your turn: launch a Monsuno, strike or recover", tuple(opts_m))

    def table_view(self) -> list[PlayerView]:
        """Each player: every Monsuno with its clipped cards (``p0.mon.0`` … ``p0.mon.2``,
        noted "not launched", tired or defeated), the hand, the strike card of a combat
        (``p0.strike``, face down to player 0 until it is revealed), the deck and the
        discard pile."""
        info = self.info
        cb = self.cb
        out = []
        for p in (0, 1):
            zones = []
            left = 0
            for i, m in enumerate(self.mons[p]):
                mi = info[m]
                where = self.where[p][i]
                clipped = self.clip[p][i]
                notes = []
                state = ""
                if where == GONE:
                    state = "defeated"
                    notes.append("defeated")
                else:
                    left += 1
                    if where == ASIDE:
                        notes.append("not launched")
                    if self.tired[p][i]:
                        state = "tired"
                        notes.append("tired")
                    if self.powered(p, i):
                        notes.append("powered up")
                if cb is not None and cb.mon[p] == i:
                    notes.append("attacking" if p == cb.att else "defending")
                cards = [self._card(m, notes, state)]
                cards += [self._card(c, state="attached") for c in clipped]
                counters = [("life", f"{max(0, mi.life - self.dmg[p][i])}/{mi.life}"),
                            ("damage", str(self.dmg[p][i])),
                            ("slots", self._slots_text(m, clipped)),
                            ("where", "not launched" if where == ASIDE
                             else WHERE_NAMES[where])]
                if where == ASIDE:
                    counters.append(("launch", str(mi.launch)))
                zones.append(ZoneView(f"p{p}.mon.{i}", mi.name, "stack", tuple(cards),
                                      counters=tuple(counters)))
            shows = self._shows_piles(p)
            if shows or self.hand[p]:
                zones.append(ZoneView(f"p{p}.hand", "Hand", "hand",
                                      tuple(self._card(c) for c in self.hand[p])))
            if p != self.dummy:
                played: tuple[CardView, ...] = ()
                c = cb.card[p] if cb is not None else -1
                if c >= 0:
                    assert cb is not None
                    hidden = cb.stage == ST_PICK and not (cb.open and p != cb.att)
                    if hidden and p != 0:
                        played = (self._card(c, state="face-down"),)
                    else:
                        played = (self._card(c, ("face down",) if hidden else ()),)
                zones.append(ZoneView(f"p{p}.strike", "Strike card", "slot", played))
            if shows:
                zones += self._pile_zones(p)
            counters_p: list[tuple[str, str]] = []
            if p != self.dummy:
                counters_p += [("Hand", str(len(self.hand[p]))),
                               ("Deck", str(len(self.deck[p])))]
            counters_p += [("Monsuno left", f"{left}/{len(self.mons[p])}"),
                           ("Turns", str(self.pturns[p]))]
            out.append(PlayerView(p, self.seat_title(p), tuple(counters_p), tuple(zones)))
        return out

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        out: dict[int, dict[str, list[int]]] = {}
        cb = self.cb
        for p in (0, 1):
            zones: dict[str, list[int]] = {"deck": self.deck[p][:], "hand": self.hand[p][:],
                                           "discard": self.discard[p][:], "aside": [],
                                           "battlefield": [], "defeated": [], "clipped": [],
                                           "in_play": []}
            for i, m in enumerate(self.mons[p]):
                zones[WHERE_NAMES[self.where[p][i]]].append(m)
                zones["clipped"].extend(self.clip[p][i])
            if cb is not None and cb.card[p] >= 0:
                zones["in_play"].append(cb.card[p])
            out[p] = zones
        return out

    def hand_names(self, player: int) -> list[str]:
        return [self.info[c].name for c in self.hand[player]]

    def is_play(self, action: Action) -> bool:
        return action[0] in ("play", "launch", "pay", "strike")

    def monsuno_status(self, player: int) -> list[dict[str, Any]]:
        """Each of the player's Monsuno as the window shows it."""
        info = self.info
        return [{"name": info[m].name, "where": WHERE_NAMES[self.where[player][i]],
                 "tired": self.tired[player][i], "damage": self.dmg[player][i],
                 "life": info[m].life, "clipped": [info[c].name for c in self.clip[player][i]],
                 "powered_up": self.powered(player, i)}
                for i, m in enumerate(self.mons[player])]


class MonsunoTcgState(MonsunoHardState):
    """The tournament preset plays exactly like the hard rules."""

    ruleset_id = "monsuno-tcg"
    __slots__ = ()


def minimal_covers(values: Sequence[int], cost: int) -> list[tuple[int, ...]]:
    """Index sets (increasing) of ``values`` adding up to at least ``cost`` from which no
    index could be left out."""
    if cost <= 0:
        return [()]
    idx = [i for i, v in enumerate(values) if v > 0]
    out: list[tuple[int, ...]] = []

    def walk(start: int, chosen: list[int], total: int, smallest: int) -> None:
        for k in range(start, len(idx)):
            i = idx[k]
            v = values[i]
            t = total + v
            s = min(smallest, v)
            chosen.append(i)
            if t >= cost:
                if t - s < cost:
                    out.append(tuple(chosen))
            else:
                walk(k + 1, chosen, t, s)
            chosen.pop()

    walk(0, [], 0, 1 << 30)
    return out


# =========================================================================== starting games

def start_medium(prep: Prepared, seed: int) -> MonsunoMediumState:
    """A new medium game (at the toss): decks shuffled."""
    info = list(prep.info)
    mon = (prep.teams[0][0], prep.teams[1][0])
    state = MonsunoMediumState(info, list(prep.owner), mon, prep.options, seed, prep.dummy)
    for p in (0, 1):
        deck = state.deck[p] = list(prep.decks[p])
        state.rng.shuffle(deck)
    return state


def start_hard(prep: Prepared, seed: int, tcg: bool = False) -> MonsunoHardState:
    """A new hard game (at the chance point "who goes first"): decks shuffled, hands
    drawn."""
    info = list(prep.info)
    cls = MonsunoTcgState if tcg else MonsunoHardState
    state = cls(info, list(prep.owner), prep.teams, prep.options, seed, prep.dummy)
    n = prep.options.hand_size
    for p in (0, 1):
        deck = state.deck[p] = list(prep.decks[p])
        state.rng.shuffle(deck)
        if p != prep.dummy:
            hand = state.hand[p]
            for _ in range(n):
                if deck:
                    hand.append(deck.pop())
    return state


def new_medium_game(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
                    opp_deck: Sequence[Card], options: MonsunoMediumOptions | None = None,
                    seed: int = 0, dummy: int | None = 1) -> MonsunoMediumState:
    """A new medium game from cards (tests and tools); teams hold one Monsuno each."""
    if len(team) != 1 or len(opp_team) != 1:
        raise ValueError("the medium rules need exactly 1 Monsuno per player")
    return start_medium(prepare(team, deck, opp_team, opp_deck,
                                options or MonsunoMediumOptions(), dummy), seed)


def new_hard_game(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
                  opp_deck: Sequence[Card], options: MonsunoHardOptions | None = None,
                  seed: int = 0, dummy: int | None = 1, tcg: bool = False) -> MonsunoHardState:
    """A new hard game from cards (tests and tools); teams hold three Monsuno each."""
    if len(team) != 3 or len(opp_team) != 3:
        raise ValueError("the hard rules need exactly 3 Monsuno per player")
    if options is None:
        options = MonsunoTcgOptions() if tcg else MonsunoHardOptions()
    return start_hard(prepare(team, deck, opp_team, opp_deck, options, dummy), seed, tcg)


# =========================================================================== bots

def greedy_policy(state: GameState, rng: random.Random) -> Action:
    """The documented greedy bot of both Monsuno engines (see :func:`medium_greedy` and
    :func:`hard_greedy`)."""
    if isinstance(state, MonsunoHardState):
        return hard_greedy(state, rng)
    assert isinstance(state, MonsunoMediumState)
    return medium_greedy(state, rng)


def medium_greedy(state: MonsunoMediumState, rng: random.Random) -> Action:
    """Medium rules greedy bot.

    * Clash card: for each of the two cards, work out who dominates (against the card the
      opponent showed under advantage, otherwise against no card) and the damage each side
      then deals (the dominator takes its highest source and gives the other its lowest);
      play the card that wins the game, else the best damage dealt minus damage taken, then
      one that fills a power slot, then the higher damage.
    * Damage choice as dominator: the highest source for itself, the lowest for the
      opponent (a super strike only when strictly better).
    """
    if state.phase == DAMAGE:
        return state.bot_damage_choice()
    p = state.pending[0]
    o = 1 - p
    info = state.info
    opp = state.played[o] if state.advantage and p == state.attacker else -1
    best: Action | None = None
    best_key: tuple[int, ...] | None = None
    opp_sources = state._sources(o, opp)
    for c in state.look[p]:
        dom = state.dominance(c, opp, p)[0]
        mine = state._sources(p, c)
        if dom == p:
            dealt = max(s[1] for s in mine)
            taken = min(s[1] for s in opp_sources)
        else:
            dealt = min(s[1] for s in mine)
            taken = max(s[1] for s in opp_sources)
        key = (int(dealt >= state.life[o]), dealt - taken, int(state.fits(p, c)),
               info[c].damage, -c)
        if best_key is None or key > best_key:
            best, best_key = ("play", c), key
    assert best is not None
    return best


def _card_worth(state: MonsunoHardState, p: int, c: int) -> int:
    """How much ``p`` wants to keep card ``c``: 0 if no remaining Monsuno may play it."""
    info = state.info
    ci = info[c]
    if ci.exclusive and ci.maker:
        mons = state.mons[p]
        if not any(state.where[p][i] != GONE and info[m].maker == ci.maker
                   for i, m in enumerate(mons)):
            return 0
    return ci.value


def hard_greedy(state: MonsunoHardState, rng: random.Random) -> Action:
    """Hard rules greedy bot.

    * Turn: strike if a Monsuno can (the striker and target with a defeat this strike
      first, then the most expected damage — the Monsuno's damage plus its best strike
      card's — then the target with the least life left). Otherwise, with no Monsuno on the
      battlefield, launch the cheapest Monsuno the hand can pay for (the higher damage on a
      tie). Otherwise Recover — discarding the hand for a new one only when nothing is on
      the battlefield, nothing can be launched and the hand is full.
    * Launch payment: the minimal payment whose cards are worth least (numbers and effects;
      cards no remaining Monsuno may play are worth nothing), then the fewest cards.
    * Strike card: play the card that defeats the target, else the best damage dealt minus
      damage taken (who dominates is worked out against the revealed card, or against no
      card while it is hidden), then one that fills a power slot, then the least valuable.
    * Super strike: used when ``power_damage`` beats ``damage``, discarding the clipped card
      worth least. Recover out of turn: keep the hand unless no card in it can be played.
    """
    phase = state.phase
    if phase == MAIN:
        return _hard_turn(state)
    if phase == STRIKE_CARD:
        return _hard_pick(state)
    if phase == PAY:
        p = state.active
        hand = state.hand[p]
        info = state.info
        best_s: tuple[int, ...] | None = None
        best_k: tuple[int, int, int] | None = None
        for s in state.minimal_payments():
            k = (sum(_card_worth(state, p, hand[i]) for i in s), len(s),
                 sum(info[hand[i]].launch for i in s))
            if best_k is None or k < best_k:
                best_s, best_k = s, k
        assert best_s is not None
        return ("pay", *best_s)
    cb = state.cb
    assert cb is not None or phase == RECOVER
    if phase == SUPER:
        assert cb is not None
        d = cb.dominant
        mon = state.info[state.mons[d][cb.mon[d]]]
        if mon.power_damage > mon.damage:
            clipped = state.clip[d][cb.mon[d]]
            c = min(clipped, key=lambda u: (_card_worth(state, d, u), u))
            return ("super", c)
        return ("super", -1)
    # Recover out of turn.
    p = state.queue[0]
    info = state.info
    usable = any(may_play(info[c], info[m]) for c in state.hand[p]
                 for i, m in enumerate(state.mons[p]) if state.where[p][i] != GONE)
    return ("recover",) if usable else ("mulligan",)


def _hard_turn(state: MonsunoHardState) -> Action:
    p = state.active
    o = 1 - p
    info = state.info
    w = state.where[p]
    mons = state.mons[p]
    hand = state.hand[p]
    tired = state.tired[p]
    strikers = [i for i, x in enumerate(w) if x == FIELD and not tired[i]]
    if strikers:
        targets = state.targets(p)
        if targets:
            best: Action | None = None
            best_key: tuple[int, ...] | None = None
            for i in strikers:
                m = info[mons[i]]
                card = max((info[c].damage for c in hand if may_play(info[c], m)), default=0)
                expected = m.damage + card
                for j in targets:
                    rem = state.remaining_life(o, j)
                    key = (int(expected >= rem), expected, -rem, -i, -j)
                    if best_key is None or key > best_key:
                        best, best_key = ("strike", i, j), key
            assert best is not None
            return best
    if FIELD not in w:
        total = sum(info[c].launch for c in hand)
        options = [i for i, x in enumerate(w) if x == ASIDE and info[mons[i]].launch <= total]
        if options:
            i = min(options, key=lambda k: (info[mons[k]].launch, -info[mons[k]].damage, k))
            return ("launch", i)
        if state.can_mulligan(p):
            return ("mulligan",)
    return ("recover",)


def _hard_pick(state: MonsunoHardState) -> Action:
    cb = state.cb
    assert cb is not None
    info = state.info
    p = cb.picks[0]
    o = 1 - p
    a = cb.att
    m = info[state.mons[p][cb.mon[p]]]
    om = info[state.mons[o][cb.mon[o]]]
    oc = cb.card[o] if cb.open and p == a else -1
    # A strike card's speed — printed and effects alike — counts for the attacker, and for
    # the defender only with defender_adds_strike_speed (as in combat_speeds / _effect).
    add_speed = p == a or state.options.defender_adds_strike_speed
    opp_adds = o == a or state.options.defender_adds_strike_speed
    their_speed = om.speed + cb.speed[o]
    if oc >= 0 and opp_adds and not mismatched(info[oc], om):
        their_speed += info[oc].speed
        ob = info[oc].bonus
        if ob is not None and effects_work(info[oc], om):
            their_speed += ob[0]
    rem = state.remaining_life(o, cb.mon[o])
    free = list(m.slots)
    for u in state.clip[p][cb.mon[p]]:
        t = info[u].stype
        if t in free:
            free.remove(t)
    best: Action | None = None
    best_key: tuple[int, ...] | None = None
    for c in state.playable(p):
        ci = info[c]
        bonus = ci.bonus
        if bonus is not None and effects_work(ci, m):
            fx_speed, fx_damage, fx_power = bonus
        else:
            fx_speed = fx_damage = fx_power = 0
        mine = oc >= 0 and info[oc].stype in ci.dominates
        theirs = oc >= 0 and ci.stype in info[oc].dominates
        if mine != theirs:
            dominant = mine
        else:
            speed = m.speed + cb.speed[p]
            if add_speed and not mismatched(ci, m):
                speed += ci.speed + fx_speed
            dominant = speed > their_speed or (speed == their_speed and p == a)
        base = m.damage + cb.powb[p] + fx_power
        if dominant:
            dealt = base + ci.damage + cb.dmgb[p] + fx_damage
            taken = 0 if dealt >= rem else om.damage + cb.powb[o]
        else:
            dealt = base
            taken = om.damage + cb.powb[o] + (info[oc].damage if oc >= 0 else 0)
        key = (int(dealt >= rem), dealt - taken, int(ci.stype in free), -ci.value, -c)
        if best_key is None or key > best_key:
            best, best_key = ("play", c), key
    assert best is not None
    return best


# =========================================================================== engines

class MonsunoMediumEngine(Engine):
    """The medium rules engine (RULES.md §5.1). Card effects are not part of these rules,
    so every card with effects is reported as not simulated."""

    ruleset_id = "monsuno-medium"
    game = "monsuno"
    simulated_verbs: frozenset[str] = frozenset()

    def options_type(self) -> MonsunoMediumOptions:
        return MonsunoMediumOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None) -> Prepared:
        return _prepare_goldfish(deck, dummy, options if options is not None
                                 else MonsunoMediumOptions(), 1, "medium")

    def start(self, prepared: Any, seed: int) -> MonsunoMediumState:
        return start_medium(prepared, seed)

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        return {"greedy": greedy_policy, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return 0

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # A medium "turn" is a clash; each shows the top two cards of the deck.
        return 2 * max(0, turn)


class MonsunoHardEngine(Engine):
    """The hard rules engine (RULES.md §5.2); ``monsuno-tcg`` uses it with its own id."""

    game = "monsuno"
    simulated_verbs = frozenset({"speed", "damage", "heal", "draw", "defense", "power"})

    def __init__(self, ruleset_id: str = "monsuno-hard"):
        self.ruleset_id = ruleset_id

    def options_type(self) -> MonsunoHardOptions:
        return MonsunoTcgOptions() if self.ruleset_id == "monsuno-tcg" \
            else MonsunoHardOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None) -> Prepared:
        return _prepare_goldfish(deck, dummy, options if options is not None
                                 else self.options_type(), 3, "hard")

    def start(self, prepared: Any, seed: int) -> MonsunoHardState:
        return start_hard(prepared, seed, tcg=self.ruleset_id == "monsuno-tcg")

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        return {"greedy": greedy_policy, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return int(options.hand_size)

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # The opening hand, then the combat draw of every turn from the second on: on the
        # first turn no Monsuno of the player is on the battlefield, so there is no strike
        # and no combat (the first turn launches), and the dummy never attacks. Going first
        # or second is the same against the dummy, whose turns pass at once.
        return int(options.hand_size) + max(0, turn - 1)


MEDIUM_ENGINE = MonsunoMediumEngine()
HARD_ENGINE = MonsunoHardEngine("monsuno-hard")
TCG_ENGINE = MonsunoHardEngine("monsuno-tcg")

__all__ = [
    "HARD_ENGINE", "MEDIUM_ENGINE", "TCG_ENGINE", "CardInfo", "IllegalAction",
    "MonsunoHardOptions", "MonsunoHardState", "MonsunoMediumOptions", "MonsunoMediumState",
    "MonsunoTcgOptions", "MonsunoTcgState", "greedy_policy", "new_hard_game", "new_medium_game",
]


# =========================================================================== rulesets

MEDIUM = register(Ruleset(
    id="monsuno-medium",
    game="monsuno",
    title="Monsuno — medium rules",
    summary="One Monsuno and a strike deck of at least 5; launch by capsule toss, "
            "clash with the top cards of the deck.",
    deck_rules=DeckRules(
        team_size=1, deck_min=5, copy_limit=None, unique_limit=None,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_mismatch=True,
    ),
    engine=MEDIUM_ENGINE,
))

HARD = register(Ruleset(
    id="monsuno-hard",
    game="monsuno",
    title="Monsuno — hard rules",
    summary="Three different Monsuno and a strike deck of at least 30 (3 copies at most, "
            "Unique cards once); launch by paying strike cards.",
    deck_rules=DeckRules(
        team_size=3, deck_min=30, copy_limit=3, unique_limit=1,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_locked=True, manufacturer_mismatch=True,
    ),
    engine=HARD_ENGINE,
))

TCG = register(Ruleset(
    id="monsuno-tcg",
    game="monsuno",
    title="Monsuno — tournament (TCG)",
    summary="The hard rules with the tournament deck: at least 40 strike cards and a team "
            "whose launch costs add up to 15 at most.",
    deck_rules=DeckRules(
        team_size=3, deck_min=40, copy_limit=3, unique_limit=1, launch_cap=15,
        team_kinds=frozenset({"monsuno"}), deck_kinds=frozenset({"strike"}),
        manufacturer_locked=True, manufacturer_mismatch=True,
    ),
    engine=TCG_ENGINE,
))
