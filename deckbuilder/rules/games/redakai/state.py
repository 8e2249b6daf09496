"""Redakai advanced rules (RULES.md, Redakai): options, card facts, the game state and its moves."""

from __future__ import annotations

import random
from collections.abc import Sequence
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
    GameWon,
    TurnEnded,
    TurnStarted,
)
from deckbuilder.rules.games.redakai.game import character_base_name

from .events import (
    AbilityBlanked,
    AttackHit,
    AttackPlayed,
    AttackStopped,
    CharacterDefeated,
    DeckedOut,
    DefenseRaised,
    EffectNotSimulated,
    KairuRefilled,
    MonsterPlayed,
    PowerRaised,
    ReactPassed,
    ReactUsed,
    ZoneHealed,
)

ZONE_NAMES = ("left", "middle", "right")


@dataclass(frozen=True)
class RedakaiOptions:
    """Options of the advanced rules (RULES.md §6.1). The Kairu cap was lost from the
    seed text, so it is an option like the rest."""

    opening_hand: int = 3
    kairu_start: int = 0
    kairu_per_turn: int = 1
    kairu_cap: int = 10
    draw_per_turn: int = 1
    hand_limit: int = 6

    def __post_init__(self) -> None:
        if self.kairu_cap < 0 or self.hand_limit < 0 or self.opening_hand < 0:
            raise ValueError("Redakai options cannot be negative")


# --------------------------------------------------------------------------- cards

class CardInfo:
    """The numbers of one card, read once from its catalog data."""

    __slots__ = ("ability", "blanks", "character", "color", "defense", "draws", "effects",
                 "heal", "hit_effects", "hits", "kairu", "kind", "name", "play_power",
                 "power", "power_ability", "react_cost", "react_effects", "turn_ability")

    def __init__(self, card: Card):
        f = card.fields
        self.name = card.name
        self.kind = card.kind
        self.kairu = int(f.get("kairu", 0))
        self.power = int(f.get("power", 0))
        self.color = str(f.get("color", "")).lower()
        self.hits = tuple(bool(h) for h in f.get("hits", (False, False, False)))
        self.defense = tuple(None if z is None else (str(z["color"]).lower(), int(z["value"]))
                             for z in f.get("defense", (None, None, None)))
        self.heal = tuple(bool(h) for h in f.get("heal", (False, False, False)))
        react = f.get("react")
        self.react_cost = None if react is None else int(react.get("kairu", 0))
        self.react_effects = _effects(react.get("effects", ()) if react else ())
        self.effects = _effects(f.get("effects", ()))
        # An attack's power counts when it is played; the rest of its effects on a hit.
        self.hit_effects = tuple(e for e in self.effects if e[0] != "power")
        self.draws = any(e[0] == "draw" for e in self.hit_effects)  # (for the bot)
        #: The power an attack comes with when played (its own power effects included),
        #: summed once here for the bots that weigh every attack on every decision.
        self.play_power = self.power + sum(x for v, x, _ in self.effects if v == "power")
        self.ability = _effects(f.get("ability", ()))
        self.power_ability = sum(a for v, a, _ in self.ability if v == "power")
        # What an ability does at the start of its owner's turn (power and defence are
        # always on instead).
        self.turn_ability = tuple(e for e in self.ability if e[0] in ("draw", "heal"))
        self.blanks = bool(f.get("blanks_ability", False))
        self.character = (str(f.get("character") or character_base_name(card.name))
                          if card.kind == "character" else "")


def _effects(raw: Sequence[Any]) -> tuple[tuple[str, int, str], ...]:
    return tuple((e["do"], int(e["amount"]), str(e.get("color", "")).lower()) for e in raw)


def training_characters() -> list[Card]:
    """The dummy's built-in characters: no defence at all (RULES.md §6.2)."""
    return [card_from_json({"game": "redakai", "name": f"Training Dummy {i}",
                            "names": {"ru": f"Тренировочный манекен {i}"},
                            "kind": "character", "defense": [None, None, None]})
            for i in (1, 2, 3)]


# --------------------------------------------------------------------------- state

class Char:
    """One character in play: its card, the cards stacked on it, and what shows."""

    __slots__ = ("base", "blanked", "damaged", "defeated", "react_used", "stack", "visible")

    def __init__(self, base: int, defense: tuple[Any, ...]):
        self.base = base
        self.stack: list[int] = []
        self.visible: list[Any] = list(defense)      # (colour, value) or None per zone
        self.damaged = [False, False, False]
        self.defeated = False
        self.blanked = False
        self.react_used = False

    def copy(self) -> Char:
        c = Char.__new__(Char)
        c.base = self.base
        c.stack = self.stack[:]
        c.visible = self.visible[:]
        c.damaged = self.damaged[:]
        c.defeated = self.defeated
        c.blanked = self.blanked
        c.react_used = self.react_used
        return c

    def key(self) -> tuple[Any, ...]:
        return (self.base, tuple(self.stack), tuple(self.visible), tuple(self.damaged),
                self.defeated, self.blanked, self.react_used)

    @property
    def active(self) -> bool:
        return not self.defeated and not self.blanked


# Phases.
SETUP, MAIN, DISCARD, REACT, OVER = range(5)

#: Effects still to be carried out: (player, effects, index of the next one, character
#: index the effects are about or None).
Frame = tuple[int, tuple[tuple[str, int, str], ...], int, "int | None"]
#: Not a card's effect: "check the player's hand against the limit" (opening hands).
LIMIT_CHECK = (("hand_limit", 0, ""),)


class RedakaiState(GameState):
    """A game of Redakai advanced. Player 0 is the player, player 1 the opponent (in a
    goldfish game, the dummy, which never decides anything)."""

    ruleset_id = "redakai-advanced"
    __slots__ = ("active", "atk", "chars", "deck", "discard", "discarder", "dummy", "hand",
                 "info", "kcur", "kmax", "owner", "passes", "pending", "phase", "power_bonus",
                 "priority", "pturns", "resume", "team_bonus", "turn_draw", "turn_plays",
                 "turn_power")

    def __init__(self, info: list[CardInfo], owner: list[int], options: RedakaiOptions,
                 seed: int, dummy: int | None = 1):
        self.info = info
        self.owner = owner
        self.options = options
        self.rng = random.Random(seed)
        self.turn = 0
        self.winner: int | None = None
        self.events_on = True
        self.tracing = False
        self.dummy = dummy
        self.deck: list[list[int]] = [[], []]
        self.hand: list[list[int]] = [[], []]
        self.discard: list[list[int]] = [[], []]
        self.chars: list[list[Char]] = [[], []]
        self.kmax = [options.kairu_start, options.kairu_start]
        self.kcur = [options.kairu_start, options.kairu_start]
        self.active = 0
        self.phase = SETUP
        self.atk: list[int] | None = None   # [attacker, card, target player, target index]
        self.power_bonus = 0                # on the attack being resolved
        self.priority = 0
        self.passes = 0
        self.team_bonus: list[dict[str, int]] = [{}, {}]   # until the owner's next turn
        self.turn_power = [0, 0]                             # on every attack this turn
        self.pturns = [0, 0]
        self.turn_plays = 0
        # The hand limit (see the module doc): who discards, the phase the discards
        # interrupted, and the effects waiting for them (the last one goes on first).
        self.discarder = 0
        self.resume = MAIN
        self.pending: list[Frame] = []
        self.turn_draw = (("draw", options.draw_per_turn, ""),)

    # ------------------------------------------------------------------ copying

    def clone(self) -> RedakaiState:
        s = RedakaiState.__new__(RedakaiState)
        s.info = self.info
        s.owner = self.owner
        self._copy_base(s)
        s.dummy = self.dummy
        s.deck = [self.deck[0][:], self.deck[1][:]]
        s.hand = [self.hand[0][:], self.hand[1][:]]
        s.discard = [self.discard[0][:], self.discard[1][:]]
        s.chars = [[c.copy() for c in self.chars[0]], [c.copy() for c in self.chars[1]]]
        s.kmax = self.kmax[:]
        s.kcur = self.kcur[:]
        s.active = self.active
        s.phase = self.phase
        s.atk = None if self.atk is None else self.atk[:]
        s.power_bonus = self.power_bonus
        s.priority = self.priority
        s.passes = self.passes
        s.team_bonus = [dict(self.team_bonus[0]), dict(self.team_bonus[1])]
        s.turn_power = self.turn_power[:]
        s.pturns = self.pturns[:]
        s.turn_plays = self.turn_plays
        s.discarder = self.discarder
        s.resume = self.resume
        s.pending = self.pending[:]
        s.turn_draw = self.turn_draw
        return s

    def state_key(self) -> tuple[Any, ...]:
        return (self.rng.getstate(), self.turn, self.winner, self.dummy,
                tuple(map(tuple, self.deck)), tuple(map(tuple, self.hand)),
                tuple(map(tuple, self.discard)),
                tuple(tuple(c.key() for c in cs) for cs in self.chars), tuple(self.kmax),
                tuple(self.kcur), self.active, self.phase,
                None if self.atk is None else tuple(self.atk), self.power_bonus,
                self.priority, self.passes,
                tuple(tuple(sorted(b.items())) for b in self.team_bonus),
                tuple(self.turn_power), tuple(self.pturns),
                self.turn_plays, self.discarder, self.resume, tuple(self.pending))

    # ------------------------------------------------------------------ who acts

    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase == SETUP:
            return CHANCE
        if self.phase == REACT:
            return self.priority
        if self.phase == DISCARD:
            return self.discarder
        return self.active

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase != SETUP:
            return []
        return [(("first", 0), 0.5), (("first", 1), 0.5)]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == MAIN:
            return self._main_actions()
        if phase == REACT:
            return self._react_actions(self.priority)
        if phase == DISCARD:
            return [("discard", c) for c in self.hand[self.discarder]]
        if phase == SETUP:
            return [("first", 0), ("first", 1), CHANCE_SAMPLE]
        return []

    def _main_actions(self) -> list[Action]:
        p = self.active
        info = self.info
        k = self.kcur[p]
        mine = [i for i, c in enumerate(self.chars[p]) if not c.defeated]
        theirs = [i for i, c in enumerate(self.chars[1 - p]) if not c.defeated]
        out: list[Action] = []
        append = out.append
        for c in self.hand[p]:
            ci = info[c]
            if ci.kairu > k:
                continue
            kind = ci.kind
            if kind == "attack":
                for t in theirs:
                    append(("attack", c, t))
            elif kind == "monster":
                for t in mine:
                    append(("monster", c, t))
        out.append(("end",))
        return out

    def _react_actions(self, p: int) -> list[Action]:
        out: list[Action] = [("pass",)]
        if p == self.dummy:
            return out
        k = self.kcur[p]
        info = self.info
        for c in self.hand[p]:
            ci = info[c]
            if ci.kind == "attack" and ci.react_cost is not None and ci.react_cost <= k:
                out.append(("react", c))
        for i, ch in enumerate(self.chars[p]):
            top = self._top_monster(ch)
            if top is not None and ch.active and not ch.react_used:
                cost = info[top].react_cost
                if cost is not None and cost <= k:
                    out.append(("react_monster", i))
        return out

    def _can_react(self, p: int) -> bool:
        """Whether :meth:`_react_actions` offers ``p`` more than a pass (asked at every
        react window, where building the list would be wasted)."""
        k = self.kcur[p]
        info = self.info
        for c in self.hand[p]:
            ci = info[c]
            if ci.kind == "attack" and ci.react_cost is not None and ci.react_cost <= k:
                return True
        for ch in self.chars[p]:
            if not ch.defeated and not ch.blanked and not ch.react_used:  # (ch.active)
                top = self._top_monster(ch)
                if top is not None:
                    cost = info[top].react_cost
                    if cost is not None and cost <= k:
                        return True
        return False

    def _top_monster(self, ch: Char) -> int | None:
        info = self.info
        for c in reversed(ch.stack):
            if info[c].kind == "monster":
                return c
        return None

    # ------------------------------------------------------------------ applying

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action[0]
        if kind == "first":
            self._start(action[1], ev)
        elif kind == "end":
            self._end_turn(ev)
        elif kind == "attack":
            self._play_attack(action[1], action[2], ev)
        elif kind == "monster":
            self._play_monster(action[1], action[2], ev)
        elif kind == "discard":
            self._discard(action[1], ev)
        elif kind == "pass":
            # Only a pass somebody chose is told; the forced ones of _settle are silent.
            self._emit(ev, ReactPassed, self.priority)
            self._pass(ev)
        elif kind == "react":
            self._react_card(action[1], ev)
        elif kind == "react_monster":
            self._react_monster(action[1], ev)
        self._settle(ev)
        return ev

    def _settle(self, ev: list[Event]) -> None:
        """Take every step nobody has a choice in: the dummy's turns, react windows where
        the player to act can only pass."""
        while True:
            if self.phase == REACT:
                p = self.priority
                if p == self.dummy or not self._can_react(p):
                    self._pass(ev)
                    continue
            elif self.phase == MAIN and self.active == self.dummy:
                self._end_turn(ev)
                continue
            return

    def _start(self, first: int, ev: list[Event]) -> None:
        self._emit(ev, FirstPlayer, first)
        self._begin_turn(first, ev)

    def _begin_turn(self, p: int, ev: list[Event]) -> None:
        o = self.options
        self.turn += 1
        self.pturns[p] += 1
        self.active = p
        self.turn_plays = 0
        # RULES §1.4: a defence bonus lasts "this turn" only, whoever's turn it came in.
        self.team_bonus[0].clear()
        self.team_bonus[1].clear()
        self.turn_power[0] = self.turn_power[1] = 0
        if self.events_on:
            self._emit(ev, TurnStarted, p, player_turn=self.pturns[p])
        self.phase = MAIN
        if p == self.dummy:
            return  # the dummy never plays and never draws
        self.kmax[p] = min(self.kmax[p] + o.kairu_per_turn, o.kairu_cap)
        self.kcur[p] = self.kmax[p]
        if self.events_on:
            self._emit(ev, KairuRefilled, p, maximum=self.kmax[p])
        # The turn's draw, then the characters' draw and heal abilities, in this order:
        # stacked so that the draw is on top, as any of them may wait for discards.
        pending = self.pending
        info = self.info
        chars = self.chars[p]
        for i in range(len(chars) - 1, -1, -1):
            ch = chars[i]
            if ch.active and info[ch.base].turn_ability:
                pending.append((p, info[ch.base].turn_ability, 0, i))
        pending.append((p, self.turn_draw, 0, None))
        self._go_on(ev)

    def _go_on(self, ev: list[Event]) -> None:
        """Carry out the pending effects, last one first, until they are done, the game
        is over or a hand over the limit waits for discards."""
        pending = self.pending
        while pending and self.phase != DISCARD and self.phase != OVER:
            p, effects, k, char_index = pending.pop()
            self._run_effects(p, effects, k, char_index, ev)

    def _run_effects(self, p: int, effects: tuple[tuple[str, int, str], ...], k: int,
                     char_index: int | None, ev: list[Event]) -> None:
        """Carry out ``effects[k:]`` of player ``p``. A draw that takes the hand over the
        limit stops them: what is left of them waits in ``pending``."""
        n = len(effects)
        while k < n:
            verb, amount, color = effects[k]
            k += 1
            left = self._effect(p, verb, amount, color, char_index, ev)
            phase = self.phase
            if phase == OVER:
                return
            if phase == DISCARD:
                if k < n:
                    self.pending.append((p, effects, k, char_index))
                if left:
                    self.pending.append((p, (("draw", left, ""),), 0, None))
                return

    def _draw(self, p: int, n: int, ev: list[Event]) -> int:
        """Draw up to ``n`` cards; returns how many are still to be drawn after the hand
        went over the limit (its owner now discards first, RULES §6.1)."""
        deck, hand = self.deck[p], self.hand[p]
        limit = self.options.hand_limit
        for k in range(n):
            if not deck:
                # RULES §6.2: having to draw from an empty deck loses, an effect's draw too.
                if p != self.dummy and self.phase != OVER:
                    self._emit(ev, DeckedOut, p)
                    self._finish(1 - p, ev)
                return 0
            c = deck.pop()
            hand.append(c)
            if self.events_on:
                self._emit(ev, CardDrawn, p, card=self.info[c].name)
            if len(hand) > limit:
                self.resume = self.phase
                self.phase = DISCARD
                self.discarder = p
                return n - k - 1
        return 0

    def _discard(self, c: int, ev: list[Event]) -> None:
        p = self.discarder
        self.hand[p].remove(c)
        self.discard[p].append(c)
        self._emit(ev, CardDiscarded, p, card=self.info[c].name, reason="hand limit")
        if len(self.hand[p]) <= self.options.hand_limit:
            self.phase = self.resume
            self._go_on(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        p = self.active
        if self.events_on:
            self._emit(ev, TurnEnded, p, plays=self.turn_plays)
        self._begin_turn(1 - p, ev)

    def _play_monster(self, c: int, i: int, ev: list[Event]) -> None:
        p = self.active
        ci = self.info[c]
        self.kcur[p] -= ci.kairu
        self.hand[p].remove(c)
        ch = self.chars[p][i]
        ch.stack.append(c)
        for z in range(3):
            if ci.defense[z] is not None:
                ch.visible[z] = ci.defense[z]
            if ci.heal[z] and ch.damaged[z]:
                ch.damaged[z] = False
                self._emit(ev, ZoneHealed, p, character=self.info[ch.base].name,
                           zone=ZONE_NAMES[z])
        ch.react_used = False
        self.turn_plays += 1
        if self.events_on:
            self._emit(ev, MonsterPlayed, p, card=ci.name, character=self.info[ch.base].name,
                       kairu=ci.kairu)
        if ci.effects:
            self._run_effects(p, ci.effects, 0, i, ev)

    def _play_attack(self, c: int, t: int, ev: list[Event]) -> None:
        p = self.active
        ci = self.info[c]
        self.kcur[p] -= ci.kairu
        self.hand[p].remove(c)
        self.atk = [p, c, 1 - p, t]
        self.power_bonus = ci.play_power - ci.power
        self.turn_plays += 1
        target = self.chars[1 - p][t]
        if self.events_on:
            self._emit(ev, AttackPlayed, p, card=ci.name, target=self.info[target.base].name,
                       color=ci.color, power=ci.power + self.power_bonus, kairu=ci.kairu)
        self.phase = REACT
        self.priority = p
        self.passes = 0
        # Each monster may react once in every react window (a free react could
        # otherwise be used forever).
        for cs in self.chars:
            for ch in cs:
                ch.react_used = False

    def _pass(self, ev: list[Event]) -> None:
        self.passes += 1
        if self.passes >= 2:
            self._resolve_attack(ev)
        else:
            self.priority = 1 - self.priority

    def _react_card(self, c: int, ev: list[Event]) -> None:
        p = self.priority
        ci = self.info[c]
        assert ci.react_cost is not None
        self.kcur[p] -= ci.react_cost
        self.hand[p].remove(c)
        self.discard[p].append(c)
        self._emit(ev, ReactUsed, p, card=ci.name, kairu=ci.react_cost)
        self._react_effects(p, ci.react_effects, ev)

    def _react_monster(self, i: int, ev: list[Event]) -> None:
        p = self.priority
        ch = self.chars[p][i]
        top = self._top_monster(ch)
        assert top is not None
        ci = self.info[top]
        assert ci.react_cost is not None
        self.kcur[p] -= ci.react_cost
        ch.react_used = True
        self._emit(ev, ReactUsed, p, card=ci.name, kairu=ci.react_cost,
                   character=self.info[ch.base].name)
        self._react_effects(p, ci.react_effects, ev)

    def _react_effects(self, p: int, effects: tuple[tuple[str, int, str], ...],
                       ev: list[Event]) -> None:
        atk = self.atk
        assert atk is not None
        target = atk[3] if atk[2] == p else None
        self.passes = 0
        self.priority = 1 - p
        self._run_effects(p, effects, 0, target, ev)

    def _effect(self, p: int, verb: str, amount: int, color: str, char_index: int | None,
                ev: list[Event]) -> int:
        """Carry out one effect; returns the cards of a draw still to be drawn (see
        :meth:`_draw`)."""
        if verb == "draw":
            return self._draw(p, amount, ev)
        if verb == "hand_limit":
            if len(self.hand[p]) > self.options.hand_limit:
                self.resume = self.phase
                self.phase = DISCARD
                self.discarder = p
            return 0
        if verb == "heal":
            i = char_index if char_index is not None else self._most_damaged(p)
            if i is not None:
                self._heal(p, i, amount, ev)
        elif verb == "defense":
            bonus = self.team_bonus[p]
            bonus[color] = bonus.get(color, 0) + amount
            self._emit(ev, DefenseRaised, p, color=color, amount=amount)
        elif verb == "power":
            if self.atk is not None:
                # A react: the attack being resolved.
                self.power_bonus += amount
            else:
                # Played in the main phase (a monster): every attack of this turn.
                self.turn_power[p] += amount
            self._emit(ev, PowerRaised, p, amount=amount)
        else:
            self._emit(ev, EffectNotSimulated, p, verb=verb)
        return 0

    def _most_damaged(self, p: int) -> int | None:
        best, best_n = None, 0
        for i, ch in enumerate(self.chars[p]):
            n = sum(ch.damaged)
            if not ch.defeated and n > best_n:
                best, best_n = i, n
        return best

    def _heal(self, p: int, i: int, amount: int, ev: list[Event]) -> None:
        ch = self.chars[p][i]
        if ch.defeated:
            return
        for z in range(3):
            if amount <= 0:
                break
            if ch.damaged[z]:
                ch.damaged[z] = False
                amount -= 1
                self._emit(ev, ZoneHealed, p, character=self.info[ch.base].name,
                           zone=ZONE_NAMES[z])

    # ------------------------------------------------------------------ resolving attacks

    def attack_power(self) -> int:
        """Power of the attack being resolved, with every bonus."""
        atk = self.atk
        assert atk is not None
        return (self.info[atk[1]].power + self.power_bonus + self.ability_power(atk[0])
                + self.turn_power[atk[0]])

    def ability_power(self, p: int) -> int:
        info = self.info
        total = 0
        for ch in self.chars[p]:
            if not ch.defeated and not ch.blanked:  # (ch.active, without the call)
                total += info[ch.base].power_ability
        return total

    def defense_of(self, p: int, i: int, color: str) -> int:
        """Total visible defence of ``color`` of a character, with its ability and the
        team's bonuses this turn."""
        ch = self.chars[p][i]
        total = 0
        for z in ch.visible:
            if z is not None and z[0] == color:
                total += z[1]
        if not ch.defeated and not ch.blanked:
            for v, a, c in self.info[ch.base].ability:
                if v == "defense" and c == color:
                    total += a
        return total + self.team_bonus[p].get(color, 0)

    def _resolve_attack(self, ev: list[Event]) -> None:
        atk = self.atk
        assert atk is not None
        p, c, tp, ti = atk
        ci = self.info[c]
        power = self.attack_power()
        defense = self.defense_of(tp, ti, ci.color)
        ch = self.chars[tp][ti]
        self.atk = None
        self.phase = MAIN
        if ch.defeated or power <= defense:
            self.discard[p].append(c)
            if self.events_on:
                self._emit(ev, AttackStopped, p, card=ci.name,
                           target=self.info[ch.base].name, power=power, defense=defense)
            return
        ch.stack.append(c)
        newly = []
        for z in range(3):
            if ci.hits[z] and not ch.damaged[z]:
                ch.damaged[z] = True
                newly.append(ZONE_NAMES[z])
        if self.events_on:
            self._emit(ev, AttackHit, p, card=ci.name, target=self.info[ch.base].name,
                       power=power, defense=defense, damaged=newly)
        if ci.blanks and not ch.blanked:
            ch.blanked = True
            self._emit(ev, AbilityBlanked, tp, character=self.info[ch.base].name)
        if ch.damaged[0] and ch.damaged[1] and ch.damaged[2]:
            ch.defeated = True
            self._emit(ev, CharacterDefeated, tp, character=self.info[ch.base].name)
            if all(x.defeated for x in self.chars[tp]):
                self._finish(p, ev)
                return
        # The hit's own effects come after a win it brought, so a draw cannot undo it.
        if ci.hit_effects:
            self._run_effects(p, ci.hit_effects, 0, None, ev)

    def _finish(self, winner: int, ev: list[Event]) -> None:
        self.winner = winner
        self.phase = OVER
        self.atk = None
        self.pending.clear()
        self._emit(ev, GameWon, winner)

    # ------------------------------------------------------------------ describing

    def decision(self) -> Decision | None:
        p = self.current_player()
        if p < 0:
            return None
        info = self.info
        if self.phase == DISCARD:
            opts = tuple(Option(a, Msg("Discard {card}", card=info[a[1]].name), info[a[1]].name,
                                instance=a[1], target=f"p{p}.discard")
                         for a in self.legal_actions())
            return Decision(DecisionKind.CHOOSE_ONE, p, "redakai.discard",
                            Msg("You hold more than {limit} cards: discard one",
                                limit=self.options.hand_limit),
                            opts, params={"limit": self.options.hand_limit})
        if self.phase == REACT:
            atk = self.atk
            assert atk is not None
            opts_l = []
            for a in self.legal_actions():
                if a[0] == "pass":
                    opts_l.append(Option(a, Msg("Pass")))
                elif a[0] == "react":
                    opts_l.append(Option(a, Msg("React with {card} ({kairu} Kairu)",
                                                card=info[a[1]].name,
                                                kairu=info[a[1]].react_cost), info[a[1]].name,
                                         instance=a[1], target=f"p{p}.discard"))
                else:
                    top = self._top_monster(self.chars[p][a[1]])
                    assert top is not None
                    opts_l.append(Option(a, Msg("React with {card} ({kairu} Kairu)",
                                                card=info[top].name,
                                                kairu=info[top].react_cost), info[top].name,
                                         instance=top, target=f"p{p}.char.{a[1]}"))
            target = info[self.chars[atk[2]][atk[3]].base].name
            return Decision(DecisionKind.CHOOSE_ONE, p, "redakai.react",
                            Msg("{attack} attacks {target}: react or pass",
                                attack=info[atk[1]].name, target=target),
                            tuple(opts_l), params={"attack": info[atk[1]].name,
                                                   "target": target})
        opts_m = []
        for a in self.legal_actions():
            if a[0] == "end":
                opts_m.append(Option(a, Msg("End the turn")))
            elif a[0] == "attack":
                t = info[self.chars[1 - p][a[2]].base].name
                opts_m.append(Option(a, Msg("Attack {target} with {card}", target=t,
                                            card=info[a[1]].name), info[a[1]].name,
                                     instance=a[1], target=f"p{1 - p}.char.{a[2]}"))
            else:
                t = info[self.chars[p][a[2]].base].name
                opts_m.append(Option(a, Msg("Transform {character} into {card}", character=t,
                                            card=info[a[1]].name),
                                     info[a[1]].name, instance=a[1],
                                     target=f"p{p}.char.{a[2]}"))
        return Decision(DecisionKind.CHOOSE_ONE, p, "redakai.main",
                        Msg("Play attacks and monsters ({kairu} Kairu left) or end the turn",
                            kairu=self.kcur[p]),
                        tuple(opts_m), params={"kairu": self.kcur[p]})

    def table_view(self) -> list[PlayerView]:
        info = self.info
        out = []
        for p in (0, 1):
            zones = []
            for i, ch in enumerate(self.chars[p]):
                cards = [CardView(ch.base, info[ch.base].name)]
                cards += [CardView(c, info[c].name, state="attached") for c in ch.stack]
                damaged = Msg.joined(" ", [Msg(z[0].upper()) for z, d in
                                         zip(ZONE_NAMES, ch.damaged, strict=True) if d])
                defence = Msg.joined(" · ", ["—" if z is None else Msg.joined(" ", [Msg(z[0]),
                                                                                 str(z[1])])
                                           for z in ch.visible])
                zone_counters = ((Msg("defence"), defence), (Msg("damaged"), damaged or "—"))
                state = "defeated" if ch.defeated else "blanked" if ch.blanked else ""
                if state:
                    cards[0] = CardView(ch.base, info[ch.base].name, (Msg(state),), state)
                zones.append(ZoneView(f"p{p}.char.{i}", info[ch.base].name, "stack",
                                      tuple(cards), counters=zone_counters))
            if p != self.dummy:
                zones.append(ZoneView(f"p{p}.hand", Msg("Hand"), "hand",
                                      tuple(CardView(c, info[c].name) for c in self.hand[p])))
                zones.append(ZoneView(f"p{p}.deck", Msg("Deck"), "pile",
                                      count=len(self.deck[p])))
                zones.append(ZoneView(f"p{p}.discard", Msg("Discard"), "pile",
                                      tuple(CardView(c, info[c].name) for c in self.discard[p]),
                                      count=len(self.discard[p]), browsable=True))
            counters: list[tuple[str, str]] = []
            if p != self.dummy:
                counters.append((Msg("Kairu"), f"{self.kcur[p]}/{self.kmax[p]}"))
            counters.append((Msg("Turns"), str(self.pturns[p])))
            out.append(PlayerView(p, self.seat_title(p), tuple(counters), tuple(zones)))
        if self.atk is not None:
            a = self.atk
            out[a[0]] = PlayerView(out[a[0]].player, out[a[0]].title, out[a[0]].counters,
                                   (*out[a[0]].zones,
                                    ZoneView(f"p{a[0]}.attacking", Msg("Attacking"), "slot",
                                             (CardView(a[1], info[a[1]].name,
                                                       (Msg("power {power}",
                                                            power=self.attack_power()),)),))))
        return out

    def hidden_from(self, seat: int | None) -> list[Hidden]:
        """Every draw pile (the seat's own on its own) and the other player's hand, dealt
        with its deck. Characters, stacks, attacks and discards are all face up."""
        if seat is None:
            return [Hidden((d,)) for d in self.deck]
        return [Hidden((self.deck[p],)) if p == seat else Hidden((self.hand[p], self.deck[p]))
                for p in (0, 1)]

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        out: dict[int, dict[str, list[int]]] = {}
        for p in (0, 1):
            zones = {"deck": self.deck[p][:], "hand": self.hand[p][:],
                     "discard": self.discard[p][:], "characters": [], "stacked": []}
            out[p] = zones
        for p in (0, 1):
            for ch in self.chars[p]:
                out[p]["characters"].append(ch.base)
                for c in ch.stack:
                    out[self.owner[c]]["stacked"].append(c)
        if self.atk is not None:
            out[self.atk[0]]["attacking"] = [self.atk[1]]
        return out

    def hand_ids(self, player: int) -> list[int]:
        return self.hand[player]

    def hand_names(self, player: int) -> list[str]:
        return [self.info[c].name for c in self.hand[player]]

    def deck_order(self, player: int) -> list[str]:
        return [self.info[c].name for c in reversed(self.deck[player])]

    def is_play(self, action: Action) -> bool:
        return action[0] in ("attack", "monster")
