"""What the Monsuno rulesets share: options, card facts, the common game state."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.engine import (
    CardView,
    Event,
    FaceDown,
    GameState,
    Hidden,
    Msg,
    Prepared,
    ZoneView,
    expand,
    prepare_seats,
    shuffle,
)
from deckbuilder.rules.events import CardDrawn

from .events import (
    DeckEmpty,
    DeckReshuffled,
)

TRAINING_TYPE = "training"


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
                 "kind", "launch", "life", "maker", "name", "plays", "power_damage",
                 "restricted", "slots", "speed", "stype", "timing", "value")

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
        #: For a Monsuno, the bots' memory of :func:`play_facts` per strike card (filled
        #: as cards come up: the same pairs meet in every combat of a batch).
        self.plays: dict[CardInfo, tuple[int, ...]] = {}


def mismatched(card: CardInfo, mon: CardInfo) -> bool:
    """A strike card of another manufacturer than its Monsuno: speed 0 and no effects."""
    return bool(card.maker) and card.maker != mon.maker


def may_play(card: CardInfo, mon: CardInfo) -> bool:
    """Hard rules: an ``exclusive`` card cannot be played with another manufacturer's
    Monsuno."""
    return not (card.exclusive and card.maker and card.maker != mon.maker)


def play_facts(card: CardInfo, mon: CardInfo) -> tuple[int, ...]:
    """For the bots, what strike card ``card`` adds when ``mon`` fights with it: (speed,
    damage, power), its printed numbers and its own effects together; () when the
    exclusive rule forbids the pair. A mismatched card's speed and effects count for
    nothing, as in combat."""
    if not may_play(card, mon):
        return ()
    fx_speed = fx_damage = fx_power = 0
    if card.bonus is not None and effects_work(card, mon):
        fx_speed, fx_damage, fx_power = card.bonus
    speed = 0 if mismatched(card, mon) else card.speed + fx_speed
    return (speed, card.damage + fx_damage, fx_power)


def effects_work(card: CardInfo, mon: CardInfo) -> bool:
    """Whether the card's effects apply with this Monsuno (manufacturer and restriction)."""
    if card.maker and card.maker != mon.maker:
        return False
    if card.category == "restricted" and card.restricted:
        return mon.key in card.restricted or (bool(mon.maker) and mon.maker in card.restricted)
    return True


def training_monsuno(count: int) -> list[Card]:
    """The dummy's built-in Monsuno (RULES.md §5.1, §5.2): life 60, speed 0, damage 0."""
    # Its Russian name rides on the card as any catalog card's does (the table shows it).
    numbers = [""] if count == 1 else [f" {i}" for i in range(1, count + 1)]
    return [card_from_json({"game": "monsuno", "name": f"Training Monsuno{n}",
                            "names": {"ru": f"Тренировочный монсуно{n}"}, "kind": "monsuno",
                            "launch": 0, "life": 60, "speed": 0, "damage": 0,
                            "strike_type": TRAINING_TYPE})
            for n in numbers]


def prepare(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
            opp_deck: Sequence[Card], options: Any, dummy: int | None = 1) -> Prepared:
    """Number every card of both players once (instance ids index ``info``)."""
    return prepare_seats(((team, deck), (opp_team, opp_deck)), CardInfo, options, dummy)


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
        self._copy_base(s)
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
                    self._emit(ev, DeckEmpty, p)
                return -1
            deck.extend(pile)
            pile.clear()
            shuffle(self.rng, deck)
            if self.events_on:
                self._emit(ev, DeckReshuffled, p, cards=len(deck))
        c = deck.pop()
        into.append(c)
        if self.events_on:
            self._emit(ev, CardDrawn, p, card=self.info[c].name)
        return c

    def deck_order(self, player: int) -> list[str]:
        return [self.info[c].name for c in reversed(self.deck[player])]

    # ------------------------------------------------------------------ hidden cards

    def hidden_from(self, seat: int | None) -> list[Hidden]:
        """Every draw pile (the seat's own on its own); the other player's hand — in the
        medium rules the two cards it is looking at, off the top of its deck — dealt with
        its deck, and its strike card while it is face down (:meth:`face_down`): a card it
        could have set there (:meth:`may_set`). Monsuno, clipped or attached cards and the
        discard piles are face up."""
        if seat is None:
            return [Hidden((d,)) for d in self.deck]
        o = 1 - seat
        down: tuple[FaceDown, ...] = ()
        if self.face_down(o):
            down = (FaceDown(self.strike_cards(), o, partial(self.may_set, o)),)
        return [Hidden((self.deck[seat],)), Hidden((self.hand_ids(o), self.deck[o]), down)]

    def face_down(self, p: int) -> bool:
        """Whether ``p`` has set a strike card that the other player has not seen yet."""
        raise NotImplementedError

    def strike_cards(self) -> list[int]:
        """The state's own list of the strike card each player has set (-1: none)."""
        raise NotImplementedError

    def may_set(self, p: int, c: int) -> bool:
        """Whether the rules let ``p`` set strike card ``c`` in the combat going on."""
        return True

    def _finish(self, winner: int, ev: list[Event]) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ the table

    def _card(self, c: int, notes: Sequence[str] = (), state: str = "") -> CardView:
        return CardView(c, self.info[c].name, tuple(notes), state)

    def _slots_text(self, mon: int, attached: Sequence[int]) -> str:
        """The Monsuno's power slots, each marked filled (✓) or free (—)."""
        info = self.info
        free = [info[c].stype for c in attached]
        parts: list[str] = []
        for slot in info[mon].slots:
            if slot in free:
                free.remove(slot)
                parts.append(Msg.joined(" ", [Msg(slot), "✓"]))
            else:
                parts.append(Msg.joined(" ", [Msg(slot), "—"]))
        return Msg.joined(" · ", parts) or Msg("none")

    def _shows_piles(self, p: int) -> bool:
        """Whether the table shows the player's hand, deck and discard pile (the dummy's
        are left out unless it was given cards)."""
        return p != self.dummy or bool(self.deck[p]) or bool(self.discard[p])

    def _pile_zones(self, p: int) -> list[ZoneView]:
        return [ZoneView(f"p{p}.deck", Msg("Deck"), "pile", count=len(self.deck[p])),
                ZoneView(f"p{p}.discard", Msg("Discard"), "pile",
                         tuple(self._card(c) for c in self.discard[p]),
                         count=len(self.discard[p]), browsable=True)]


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
