"""MONSTER CARDS: card facts, the advantage sum and the game state with its moves."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from deckbuilder.rules.cards import (
    Card,
    card_from_json,
)
from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Action,
    CardView,
    Decision,
    DecisionKind,
    Event,
    GameState,
    Hidden,
    Msg,
    Option,
    PlayerView,
    ZoneView,
)
from deckbuilder.rules.events import (
    CardDiscarded,
    CardDrawn,
    FirstPlayer,
    GameDrawn,
    GameWon,
    TurnEnded,
    TurnStarted,
)
from deckbuilder.rules.games.monster_cards.values import MC_SKILLS

from .events import (
    AttackDamage,
    AttackerPlaced,
    CardHealed,
    CardPlayed,
    CardReturned,
    CardsMilled,
    CardsSwapped,
    Combat,
    DiscardSkillPlayed,
    DoubleEdged,
    FieldCardPlayed,
    FinishingBlow,
    Friendship,
    HandDiscarded,
    NextPlayerChosen,
    PlayerLost,
    ReplacementDamage,
)
from .tables import MAX_PLAYERS, MIN_PLAYERS, MonsterCardsOptions, Tables

# --------------------------------------------------------------------------- cards

SKILL_NAMES: tuple[str, ...] = ("", *MC_SKILLS)
(NO_SKILL, DODGE, DOUBLE_EDGED, TORRENT, FINISHING_BLOW, FRIENDSHIP, GIANT_KILLING, HEAL,
 LIGHTNING, PRESSURE, PROTECT, RETURN, REVERSE, REVOLUTION, RUIN, SNIPE, SPECIES_PRIDE,
 SURGE, SWINDLE) = range(19)
assert SKILL_NAMES[SWINDLE] == "Swindle" and SKILL_NAMES[TORRENT] == "Elemental Torrent"
_SKILL_CODE = {name: i for i, name in enumerate(SKILL_NAMES)}
_WHEN_PLAYED = frozenset({HEAL, PRESSURE, SURGE, SWINDLE})


class CardInfo:
    """The numbers of one card, read once from its catalog data."""

    __slots__ = ("dc", "element", "gc", "means", "name", "power", "rank", "rarity", "size",
                 "skill", "skill_name", "species")

    def __init__(self, card: Card, ranks: Mapping[str, int]):
        f = card.fields
        self.name = card.name
        self.rarity = (card.rarity or "C").upper()
        self.rank = int(ranks.get(self.rarity, 1))
        self.power = int(f.get("power", 1))
        self.element = str(f.get("element", "normal"))
        self.species = str(f.get("species", "beast"))
        self.means = str(f.get("means", "close"))
        self.size = str(f.get("size", "medium"))
        self.skill_name = str(f.get("skill") or "")
        self.skill = _SKILL_CODE.get(self.skill_name, NO_SKILL)
        kind = MC_SKILLS.get(self.skill_name, "")
        self.dc = kind == "Dc"
        self.gc = kind == "GC"


def training_monster() -> Card:
    """The dummy's built-in vanilla card (RULES.md §6.6; the neutral values are explained
    in the module docstring)."""
    return card_from_json({"game": "monster-cards", "name": "Training Monster",
                           "names": {"ru": "Тренировочный монстр"},
                           "kind": "monster", "rarity": "C", "power": 1,
                           "element": "normal", "species": "beast", "means": "close",
                           "size": "medium"})


DUMMY_DECK_SIZE = 20


def advantage(ai: CardInfo, di: CardInfo, fi: CardInfo | None, tabs: Tables, gap: int,
              detail: list[tuple[str, str, int]] | None = None) -> tuple[int, int, bool]:
    """Combat advantage of the attacking card ``ai`` against the defending card ``di`` with
    ``fi`` on the field (RULES.md §6.4–6.6; the gains are listed in the module docstring).

    Returns (attacker's advantage, defender's advantage, whether the attacker won all four
    attribute tables). ``detail``, when given, receives one ``(source, side, points)`` per
    gain (side ``attacker`` or ``defender``)."""
    if detail is not None:
        return _advantage(ai, di, fi, tabs, gap, detail)
    # A pure function of its arguments, asked again and again by the bot and the combats
    # of a batch (the same few cards meet every game): remembered with the tables.
    key = (ai, di, fi, gap)
    out = tabs.memo.get(key)
    if out is None:
        out = tabs.memo[key] = _advantage(ai, di, fi, tabs, gap, None)
    return out


def _advantage(ai: CardInfo, di: CardInfo, fi: CardInfo | None, tabs: Tables, gap: int,
               detail: list[tuple[str, str, int]] | None) -> tuple[int, int, bool]:
    fskill = fi.skill if fi is not None else NO_SKILL
    ga = 1 if ai.skill == GIANT_KILLING and di.power >= ai.power + gap else 0
    gd = 1 if di.skill == GIANT_KILLING and ai.power >= di.power + gap else 0
    a = d = 0
    diff = ai.rank - di.rank
    if fskill == REVOLUTION:
        diff = -diff
    if diff > 0:
        a += diff + ga
        if detail is not None:
            detail.append(("rarity", "attacker", diff + ga))
    elif diff < 0:
        d += gd - diff
        if detail is not None:
            detail.append(("rarity", "defender", gd - diff))
    elem = ai.element
    if fskill == TORRENT:
        assert fi is not None
        if elem == fi.element:
            a += 1 + ga
            if detail is not None:
                detail.append(("elemental torrent", "attacker", 1 + ga))
        else:
            elem = fi.element
    wins = 0
    for src, r in (("element", tabs.element.get((elem, di.element), 0)),
                   ("species", tabs.species.get((ai.species, di.species), 0)),
                   ("means", tabs.means.get((ai.means, di.means), 0)),
                   ("size", tabs.size.get((ai.size, di.size), 0))):
        if r > 0:
            a += 1 + ga
            wins += 1
            if detail is not None:
                detail.append((src, "attacker", 1 + ga))
        elif r < 0:
            d += 1 + gd
            if detail is not None:
                detail.append((src, "defender", 1 + gd))
    if fskill == SPECIES_PRIDE:
        assert fi is not None
        if ai.species == fi.species:
            a += 1 + ga
            if detail is not None:
                detail.append(("species pride", "attacker", 1 + ga))
        if di.species == fi.species:
            d += 1 + gd
            if detail is not None:
                detail.append(("species pride", "defender", 1 + gd))
    return a, d, wins == 4


# --------------------------------------------------------------------------- state

# Phases.
SETUP, MAIN, SNIPE_CHOICE, OVER = range(4)

_PLAYS = frozenset({"attack", "defend", "discard_play", "field"})
#: The shared table zone each kind of play puts its card in (option targets).
_TARGETS = {"attack": "attack", "defend": "defense", "discard_play": "discard",
            "field": "field"}


class MonsterCardsState(GameState):
    """A game of MONSTER CARDS for 2 to 8 players (seat ``dummy``, if any, is the passive
    goldfish dummy and never decides)."""

    ruleset_id = "monster-cards"
    __slots__ = ("active", "alive", "attack", "deck", "discard", "dummy", "field", "gap",
                 "grave", "hand", "info", "n", "next_override", "owner", "phase", "played",
                 "pturns", "tabs", "used_dc", "used_gc")

    def __init__(self, info: list[CardInfo], owner: list[int], n: int,
                 options: MonsterCardsOptions, seed: int, dummy: int | None = None,
                 tabs: Tables | None = None):
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise ValueError(f"MONSTER CARDS is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                             f"players, not {n}")
        self.info = info
        self.owner = owner
        self.n = n
        self.options = options
        self.tabs = tabs or Tables(options)
        self.gap = options.giant_killing_gap
        self.rng = random.Random(seed)
        self.turn = 0
        self.winner: int | None = None
        self.events_on = True
        self.tracing = False
        self.dummy = dummy
        self.deck: list[list[int]] = [[] for _ in range(n)]
        self.hand: list[list[int]] = [[] for _ in range(n)]
        self.grave: list[list[int]] = [[] for _ in range(n)]
        self.discard: list[list[int]] = [[] for _ in range(n)]
        self.alive = [True] * n
        self.pturns = [0] * n
        self.attack = -1          # the card in the Attack zone, -1 = empty
        self.field = -1           # the card on the Field, -1 = empty
        self.played = -1          # a card on its way from a hand to its zone
        self.active = 0
        self.phase = SETUP
        self.used_dc = False      # this turn's optional plays
        self.used_gc = False
        self.next_override = -1   # Snipe / Friendship: who plays next

    # ------------------------------------------------------------------ copying

    def clone(self) -> MonsterCardsState:
        s = MonsterCardsState.__new__(MonsterCardsState)
        s.info = self.info
        s.owner = self.owner[:]       # Swindle changes it (a shared list would leak back)
        s.n = self.n
        self._copy_base(s)
        s.tabs = self.tabs
        s.gap = self.gap
        s.dummy = self.dummy
        s.deck = [z[:] for z in self.deck]
        s.hand = [z[:] for z in self.hand]
        s.grave = [z[:] for z in self.grave]
        s.discard = [z[:] for z in self.discard]
        s.alive = self.alive[:]
        s.pturns = self.pturns[:]
        s.attack = self.attack
        s.field = self.field
        s.played = self.played
        s.active = self.active
        s.phase = self.phase
        s.used_dc = self.used_dc
        s.used_gc = self.used_gc
        s.next_override = self.next_override
        return s

    def state_key(self) -> tuple[Any, ...]:
        return (self.rng.getstate(), self.turn, self.winner, self.dummy, self.n,
                tuple(map(tuple, self.deck)), tuple(map(tuple, self.hand)),
                tuple(map(tuple, self.grave)), tuple(map(tuple, self.discard)),
                tuple(self.alive), tuple(self.pturns), self.attack, self.field, self.played,
                self.active, self.phase, self.used_dc, self.used_gc, self.next_override,
                tuple(self.owner))

    # ------------------------------------------------------------------ who acts

    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase == SETUP:
            return CHANCE
        return self.active

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase != SETUP:
            return []
        return [(("first", p), 1.0 / self.n) for p in range(self.n)]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == MAIN:
            return self._main_actions()
        if phase == SNIPE_CHOICE:
            return [("snipe", q) for q in range(self.n) if self.alive[q]]
        if phase == SETUP:
            return [("first", p) for p in range(self.n)] + [CHANCE_SAMPLE]
        return []

    def holding(self, p: int) -> bool:
        """Whether ``p``'s card holds the Attack zone (then ``p`` plays nothing)."""
        return self.attack >= 0 and self.owner[self.attack] == p

    def _main_actions(self) -> list[Action]:
        p = self.active
        hand = self.hand[p]
        info = self.info
        out: list[Action] = []
        holding = self.attack >= 0 and self.owner[self.attack] == p
        if not holding:
            if self.attack >= 0:
                for c in hand:
                    out.append(("defend", c))
                    out.append(("attack", c))
            else:
                out.extend(("attack", c) for c in hand)
        if not self.used_dc:
            out.extend(("discard_play", c) for c in hand if info[c].dc)
        if not self.used_gc:
            out.extend(("field", c) for c in hand if info[c].gc)
        if holding or not hand:
            out.append(("end",))
        return out

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action[0]
        if kind == "attack":
            self._main_play(action[1], True, ev)
        elif kind == "defend":
            self._main_play(action[1], False, ev)
        elif kind == "discard_play":
            self._discard_play(action[1], ev)
        elif kind == "field":
            self._field_play(action[1], ev)
        elif kind == "end":
            self._end_turn(ev)
        elif kind == "snipe":
            self._snipe(action[1], ev)
        elif kind == "first":
            self._emit(ev, FirstPlayer, action[1])
            self._begin_turn(action[1], ev)
        self._settle(ev)
        return ev

    def _settle(self, ev: list[Event]) -> None:
        """Take every step nobody has a choice in: the dummy's turns and the rest of the
        turn of a player who lost during it."""
        while self.phase == MAIN:
            p = self.active
            if not self.alive[p]:
                self._end_turn(ev)
            elif p == self.dummy:
                self._dummy_turn(ev)
            else:
                return

    def _dummy_turn(self, ev: list[Event]) -> None:
        """The dummy's rule: nothing while its card holds the Attack zone; otherwise the
        first card of its hand, to the Defense zone if there is an attacker."""
        p = self.active
        hand = self.hand[p]
        if not hand or (self.attack >= 0 and self.owner[self.attack] == p):
            self._end_turn(ev)
        else:
            self._main_play(hand[0], self.attack < 0, ev)

    def _begin_turn(self, p: int, ev: list[Event]) -> None:
        self.turn += 1
        self.pturns[p] += 1
        self.active = p
        self.used_dc = self.used_gc = False
        self.next_override = -1
        self.phase = MAIN
        if self.events_on:
            self._emit(ev, TurnStarted, p, player_turn=self.pturns[p])
        a = self.attack
        if a >= 0 and self.info[a].skill == LIGHTNING and self.owner[a] != p:
            self._mill(p, 1, "lightning", ev)
            if self._check_losses(ev) or not self.alive[p]:
                return
        deck, hand = self.deck[p], self.hand[p]
        size = self.options.hand_size
        while len(hand) < size and deck:
            c = deck.pop()
            hand.append(c)
            if self.events_on:
                self._emit(ev, CardDrawn, p, card=self.info[c].name)
        if not deck:
            self._check_losses(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        p = self.active
        if self.events_on:
            self._emit(ev, TurnEnded, p)
        nxt = self.next_override
        if nxt < 0 or not self.alive[nxt]:
            nxt = self.next_in_order(p)
        self._begin_turn(nxt, ev)

    def next_in_order(self, p: int) -> int:
        """The next seat after ``p`` still in the game (backwards under Reverse)."""
        step = -1 if self.field >= 0 and self.info[self.field].skill == REVERSE else 1
        n = self.n
        q = p
        for _ in range(n):
            q = (q + step) % n
            if self.alive[q]:
                return q
        return p

    # --- damage and losing

    def _mill(self, p: int, amount: int, reason: str, ev: list[Event]) -> None:
        deck, grave = self.deck[p], self.grave[p]
        moved = 0
        while moved < amount and deck:
            grave.append(deck.pop())
            moved += 1
        if self.events_on:
            self._emit(ev, CardsMilled, p, amount=moved, reason=reason,
                       deck=len(deck))

    def _check_losses(self, ev: list[Event]) -> bool:
        """Every player still in whose deck is at 0 loses now (all at the same time).
        True when the game is over."""
        losers = [p for p in range(self.n) if self.alive[p] and not self.deck[p]]
        if not losers:
            return False
        return self._eliminate(losers, "deck at 0", ev)

    def _eliminate(self, losers: Iterable[int], reason: str, ev: list[Event]) -> bool:
        for p in losers:
            self.alive[p] = False
            if self.events_on:
                self._emit(ev, PlayerLost, p, reason=reason)
            self._leave(p, ev)
        left = [p for p in range(self.n) if self.alive[p]]
        if len(left) > 1:
            return False
        self.phase = OVER
        if left:
            self.winner = left[0]
            self._emit(ev, GameWon, left[0])
        else:
            self.winner = -1
            self._emit(ev, GameDrawn, -1)
        return True

    def _leave(self, p: int, ev: list[Event]) -> None:
        """A player who lost takes their cards out of play (to the discard zone)."""
        owner = self.owner
        for attr in ("attack", "field", "played"):
            c = getattr(self, attr)
            if c >= 0 and owner[c] == p:
                setattr(self, attr, -1)
                self.discard[p].append(c)
                if self.events_on:
                    self._emit(ev, CardDiscarded, p, card=self.info[c].name,
                               reason="owner lost", zone=attr)

    # --- the optional plays

    def _discard_play(self, c: int, ev: list[Event]) -> None:
        p = self.active
        ci = self.info[c]
        self.hand[p].remove(c)
        self.discard[p].append(c)
        self.used_dc = True
        if self.events_on:
            self._emit(ev, DiscardSkillPlayed, p, card=ci.name, skill=ci.skill_name)
        if ci.skill == DODGE:
            self._end_turn(ev)
        elif ci.skill == SNIPE:
            self.phase = SNIPE_CHOICE

    def _snipe(self, q: int, ev: list[Event]) -> None:
        self.next_override = q
        self.phase = MAIN
        if self.events_on:
            self._emit(ev, NextPlayerChosen, self.active, chosen=q)

    def _field_play(self, c: int, ev: list[Event]) -> None:
        p = self.active
        ci = self.info[c]
        self.hand[p].remove(c)
        old = self.field
        self.field = c
        if old >= 0:
            q = self.owner[old]
            self.discard[q].append(old)
            if self.events_on:
                self._emit(ev, CardDiscarded, q, card=self.info[old].name,
                           reason="replaced on the field", zone="field")
        self.used_gc = True
        if self.events_on:
            self._emit(ev, FieldCardPlayed, p, card=ci.name, skill=ci.skill_name)

    # --- the main play

    def _main_play(self, c: int, to_attack: bool, ev: list[Event]) -> None:
        p = self.active
        self.hand[p].remove(c)
        self.played = c
        if self.events_on:
            self._emit(ev, CardPlayed, p, card=self.info[c].name,
                       zone="attack" if to_attack else "defense")
        self._resolve_play(p, c, to_attack, ev)
        if self.phase != OVER:
            self._end_turn(ev)

    def _resolve_play(self, p: int, c: int, to_attack: bool, ev: list[Event]) -> None:
        ci = self.info[c]
        if ci.skill in _WHEN_PLAYED and self._when_played(p, c, ci, ev):
            return
        if self.played < 0:          # its owner lost during the "when played" skill
            return
        x = self.attack
        if x < 0:
            self.played = -1
            self.attack = c
            if self.events_on:
                self._emit(ev, AttackerPlaced, p, card=ci.name)
        elif to_attack:
            self._replace(p, c, x, ev)
        else:
            self._combat(p, c, x, ev)

    def _when_played(self, p: int, c: int, ci: CardInfo, ev: list[Event]) -> bool:
        """Heal, Pressure, Surge, Swindle. True when the game is over."""
        skill = ci.skill
        x = self.attack
        if skill == HEAL:
            grave = self.grave[p]
            if grave:
                self.deck[p].append(grave.pop())
                if self.events_on:
                    self._emit(ev, CardHealed, p, card=ci.name, deck=len(self.deck[p]))
            return False
        if skill == PRESSURE:
            if x < 0:
                return False
            self._mill(self.owner[x], 1, "pressure", ev)
            return self._check_losses(ev)
        if skill == SURGE:
            for q in range(self.n):
                if self.alive[q]:
                    self._mill(q, 1, "surge", ev)
            return self._check_losses(ev)
        # Swindle
        if x < 0:
            return False
        q = self.owner[x]
        mine, theirs = self.hand[p], self.hand[q]
        if mine and theirs:
            i = self.rng.randrange(len(mine))
            j = self.rng.randrange(len(theirs))
            got, gave = theirs[j], mine[i]
            mine[i], theirs[j] = got, gave
            # The cards change hands for good: each now belongs to the player holding it,
            # since every later rule (who holds the Attack zone, Double Edged, Pressure,
            # Return, leaving the game, card_locations) goes by owner[]. clone() copies
            # owner and state_key() includes it because of this.
            owner = self.owner
            owner[got] = p
            owner[gave] = q
            if self.events_on:
                self._emit(ev, CardsSwapped, p, other=q, given=self.info[theirs[j]].name,
                           taken=self.info[mine[i]].name)
        return False

    def _replace(self, p: int, c: int, x: int, ev: list[Event]) -> None:
        """The card in the Attack zone deals its power to ``p`` and leaves; ``c`` takes
        its place."""
        xi = self.info[x]
        q = self.owner[x]
        if self.events_on:
            self._emit(ev, ReplacementDamage, q, card=xi.name, target=p, damage=xi.power)
        self._mill(p, xi.power, "attack", ev)
        self._attack_hit(x, xi, q, p, xi.power, ev)
        if self.attack == x:
            self.attack = -1
            self.discard[q].append(x)
        self.played = -1
        self.attack = c
        if self.events_on:
            self._emit(ev, AttackerPlaced, p, card=self.info[c].name)
        self._check_losses(ev)

    def _attack_hit(self, x: int, xi: CardInfo, q: int, target: int, damage: int,
                    ev: list[Event]) -> None:
        """Ruin and Return, after the attacking card ``x`` dealt ``damage`` to
        ``target``."""
        if damage <= 0:
            return
        if xi.skill == RUIN:
            hand = self.hand[target]
            if hand:
                if self.events_on:
                    self._emit(ev, HandDiscarded, target, card=xi.name,
                               cards=[self.info[h].name for h in hand])
                self.discard[target].extend(hand)
                hand.clear()
        elif xi.skill == RETURN:
            self.attack = -1
            self.hand[q].append(x)
            if self.events_on:
                self._emit(ev, CardReturned, q, card=xi.name)

    def _combat(self, p: int, c: int, x: int, ev: list[Event]) -> None:
        info = self.info
        ci, xi = info[c], info[x]
        q = self.owner[x]
        if ci.skill == FRIENDSHIP:
            self.played = self.attack = -1
            self.discard[p].append(c)
            self.discard[q].append(x)
            self.next_override = p
            if self.events_on:
                self._emit(ev, Friendship, p, card=ci.name, attacker=xi.name)
            return
        fi = info[self.field] if self.field >= 0 else None
        detail: list[tuple[str, str, int]] | None = [] if self.events_on else None
        a, d, four = advantage(xi, ci, fi, self.tabs, self.gap, detail)
        if self.events_on:
            self._emit(ev, Combat, p, attacker=xi.name, defender=ci.name,
                       attacker_owner=q, attacker_advantage=a, defender_advantage=d,
                       gains=detail,
                       result="attacker" if a > d else "defender" if d > a else "tie")
        if xi.skill == FINISHING_BLOW and four:
            if self.events_on:
                self._emit(ev, FinishingBlow, q, card=xi.name, target=p)
            if self._eliminate([p], "finishing blow", ev):
                return
        de_a = xi.skill == DOUBLE_EDGED
        de_d = ci.skill == DOUBLE_EDGED
        if de_a or de_d:
            times = de_a + de_d
            # Each point of the attacker's advantage hurts the defender's owner and each
            # point of the defender's the attacker's owner, once per Double Edged card.
            hurt = ((p, a * times), (q, d * times))
            if self.events_on:
                self._emit(ev, DoubleEdged, p if de_d else q,
                           damage={str(t): n for t, n in hurt})
            for t, n in hurt:
                if n and self.alive[t]:
                    self._mill(t, n, "double edged", ev)
            if self._check_losses(ev):
                return
        x, c = self.attack, self.played
        if c < 0:
            return                      # the defending player left: the attacker stays
        if x < 0:                       # the attacking card's owner left
            self.played = -1
            self.attack = c
            if self.events_on:
                self._emit(ev, AttackerPlaced, p, card=ci.name)
            return
        if a > d:
            self.played = -1
            self.discard[p].append(c)
            damage = xi.power
            if ci.skill == PROTECT:
                damage = max(0, damage - self.options.protect_reduction)
            if self.events_on:
                self._emit(ev, AttackDamage, q, card=xi.name, target=p, damage=damage,
                           protected=ci.skill == PROTECT)
            if damage:
                self._mill(p, damage, "attack", ev)
            self._attack_hit(x, xi, q, p, damage, ev)
            self._check_losses(ev)
        elif d > a:
            self.discard[q].append(x)
            self.played = -1
            self.attack = c
            if self.events_on:
                self._emit(ev, AttackerPlaced, p, card=ci.name)
        else:
            self.played = self.attack = -1
            self.discard[p].append(c)
            self.discard[q].append(x)

    # ------------------------------------------------------------------ describing

    def decision(self) -> Decision | None:
        p = self.current_player()
        if p < 0:
            return None
        info = self.info
        if self.phase == SNIPE_CHOICE:
            opts = tuple(Option(a, Msg("Yourself (another turn)") if a[1] == p
                                else Msg("{player} (cards in deck: {cards})",
                                         player=self.seat_title(a[1]),
                                         cards=len(self.deck[a[1]])), target=f"p{a[1]}.hand")
                         for a in self.legal_actions())
            return Decision(DecisionKind.CHOOSE_ONE, p, "monster_cards.snipe",
                            Msg("Snipe: choose who takes the next turn"), opts)
        x = self.attack
        legal = self.legal_actions()
        if len(legal) == 1 and legal[0] == ("end",):
            why = (Msg("Your {card} holds the Attack zone: you play nothing this turn",
                       card=info[x].name)
                   if x >= 0 and self.owner[x] == p else Msg("You have no card to play"))
            return Decision(DecisionKind.CONFIRM, p, "monster_cards.end", why,
                            (Option(("end",), Msg("End the turn")),))
        opts_l = []
        for a in legal:
            kind = a[0]
            if kind == "end":
                opts_l.append(Option(a, Msg("End the turn")))
                continue
            ci = info[a[1]]
            if kind == "attack":
                label = (Msg("Attack with {card}: take {damage} damage from {attacker}, then "
                             "{card} holds the Attack zone", card=ci.name,
                             damage=info[x].power, attacker=info[x].name)
                         if x >= 0 else Msg("Attack with {card} (power {power})", card=ci.name,
                                            power=ci.power))
            elif kind == "defend":
                label = Msg("Defend with {card} against {attacker}", card=ci.name,
                            attacker=info[x].name)
            elif kind == "discard_play":
                label = (Msg("Dodge with {card}: discard it and pass the turn unattacked",
                             card=ci.name)
                         if ci.skill == DODGE else
                         Msg("Snipe with {card}: discard it and choose who plays next",
                             card=ci.name))
            else:
                label = Msg("Put {card} on the field ({skill})", card=ci.name,
                            skill=Msg(ci.skill_name))
            opts_l.append(Option(a, label, ci.name, instance=a[1], target=_TARGETS[kind]))
        if x >= 0 and self.owner[x] == p:
            prompt = Msg("Your {card} holds the Attack zone: play a Discard or "
                         "Game-Changer card, or end the turn", card=info[x].name)
            params: dict[str, Any] = {"attacker": info[x].name}
        elif x >= 0:
            prompt = Msg("{card} of {player} (power {power}) holds the Attack zone: defend "
                         "against it or replace it", card=info[x].name,
                         player=self.seat_title(self.owner[x]), power=info[x].power)
            params = {"attacker": info[x].name, "owner": self.owner[x],
                      "power": info[x].power}
        else:
            prompt = Msg("The Attack zone is empty: play a card to it")
            params = {}
        return Decision(DecisionKind.CHOOSE_ONE, p, "monster_cards.main", prompt, tuple(opts_l),
                        params=params)

    def next_player(self) -> int:
        """Who takes the next turn if the turn ended now (Snipe, Friendship, order)."""
        nxt = self.next_override
        if nxt < 0 or not self.alive[nxt]:
            nxt = self.next_in_order(self.active)
        return nxt

    def table_view(self) -> list[PlayerView]:
        """One side per seat: the hand (``p0.hand``; other seats' hands are face-down piles
        with a count), the deck (``p0.deck``) and the graveyard (``p0.graveyard``). The
        shared zones — ``attack``, ``defense`` (a card on its way to its zone), ``field`` and
        ``discard`` (every player's discarded cards) — come last on player 0's side; each
        card there names its owner in its notes."""
        info = self.info
        over = self.phase in (OVER, SETUP)
        nxt = -1 if over else self.next_player()
        sides: list[tuple[list[tuple[str, str]], list[ZoneView]]] = []
        for p in range(self.n):
            zones = []
            if p == 0:
                zones.append(ZoneView(f"p{p}.hand", Msg("Hand"), "hand",
                                      tuple(CardView(c, info[c].name) for c in self.hand[p])))
            else:
                zones.append(ZoneView(f"p{p}.hand", Msg("Hand"), "pile",
                                      count=len(self.hand[p])))
            zones.append(ZoneView(f"p{p}.deck", Msg("Deck"), "pile", count=len(self.deck[p])))
            zones.append(ZoneView(f"p{p}.graveyard", Msg("Graveyard"), "pile",
                                  tuple(CardView(c, info[c].name) for c in self.grave[p]),
                                  count=len(self.grave[p]), browsable=True))
            counters: list[tuple[str, str]] = [
                (Msg("Deck"), str(len(self.deck[p]))),
                (Msg("Graveyard"), str(len(self.grave[p]))),
                (Msg("Hand"), str(len(self.hand[p]))),
                (Msg("Turns"), str(self.pturns[p]))]
            if self.winner == p:
                status = "winner"
            elif not self.alive[p]:
                status = "out"
            elif over:
                status = ""
            elif p == self.active:
                status = "playing"
            elif p == nxt:
                status = "plays next"
            else:
                status = ""
            if status:
                counters.append((Msg("Status"), Msg(status)))
            sides.append((counters, zones))
        reverse = self.field >= 0 and info[self.field].skill == REVERSE
        discarded = tuple(CardView(c, info[c].name, (self.seat_title(q),))
                          for q in range(self.n) for c in self.discard[q])
        sides[0][1].extend((
            self._slot_zone("attack", Msg("Attack zone"), self.attack),
            self._slot_zone("defense", Msg("Defense zone"), self.played),
            self._slot_zone("field", Msg("Field"), self.field,
                            (Msg("turn order"), Msg("reversed" if reverse else "normal"))),
            ZoneView("discard", Msg("Discard zone"), "pile", discarded, count=len(discarded),
                     browsable=True)))
        return [PlayerView(p, self.seat_title(p), tuple(counters), tuple(zones))
                for p, (counters, zones) in enumerate(sides)]

    def _slot_zone(self, key: str, title: str, c: int,
                   *extra: tuple[str, str]) -> ZoneView:
        """A shared one-card zone; the card's notes name its owner and power."""
        if c < 0:
            return ZoneView(key, title, "slot", counters=extra)
        ci = self.info[c]
        owner = self.seat_title(self.owner[c])
        notes: list[str] = [owner, Msg("power {power}", power=ci.power)]
        if ci.skill_name:
            notes.append(Msg(ci.skill_name))
        return ZoneView(key, title, "slot", (CardView(c, ci.name, tuple(notes)),),
                        counters=((Msg("owner"), owner), (Msg("power"), str(ci.power)), *extra))

    def hidden_from(self, seat: int | None) -> list[Hidden]:
        """Every draw pile (the seat's own on its own) and each other seat's hand, dealt
        with that seat's deck. Graveyards, the discard zone and the shared zones are face
        up. (A card the seat gave away with Swindle is dealt as unknown: forgotten.)"""
        if seat is None:
            return [Hidden((d,)) for d in self.deck]
        return [Hidden((self.deck[p],)) if p == seat else Hidden((self.hand[p], self.deck[p]))
                for p in range(self.n)]

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        out: dict[int, dict[str, list[int]]] = {}
        for p in range(self.n):
            out[p] = {"deck": self.deck[p][:], "hand": self.hand[p][:],
                      "graveyard": self.grave[p][:], "discard": self.discard[p][:],
                      "attack": [], "field": [], "played": []}
        for zone, c in (("attack", self.attack), ("field", self.field),
                        ("played", self.played)):
            if c >= 0:
                out[self.owner[c]][zone].append(c)
        return out

    def hand_ids(self, player: int) -> list[int]:
        return self.hand[player]

    def hand_names(self, player: int) -> list[str]:
        info = self.info
        return [info[c].name for c in self.hand[player]]

    def deck_order(self, player: int) -> list[str]:
        return [self.info[c].name for c in reversed(self.deck[player])]

    def is_play(self, action: Action) -> bool:
        return action[0] in _PLAYS
