"""The hard and tournament rules (RULES.md, Monsuno hard / tcg): combat state and moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Action,
    CardView,
    Decision,
    DecisionKind,
    Event,
    Msg,
    Option,
    PlayerView,
    ZoneView,
)
from deckbuilder.rules.events import CardDiscarded, FirstPlayer, GameWon, TurnEnded, TurnStarted

from .events import (
    CardClipped,
    DamageDealt,
    Domination,
    EffectApplied,
    MonsunoDefeated,
    MonsunoLaunched,
    MonsunoTired,
    NoStrikeCard,
    PoweredUp,
    Recovered,
    StrikeCardSet,
    StrikeCardsRevealed,
    StrikeDeclared,
    SuperStrike,
)
from .hard_combat import (
    ASIDE,
    COMBAT,
    FIELD,
    FINISHED,
    GONE,
    MAIN,
    PAY,
    RECOVER,
    SETUP,
    ST_AFTER,
    ST_END,
    ST_HIT1,
    ST_HIT2,
    ST_PICK,
    ST_POWER,
    STRIKE_CARD,
    SUPER,
    WHERE_NAMES,
    Combat,
)
from .medium import _strike_label
from .shared import (
    CardInfo,
    MonsunoHardOptions,
    _MonsunoState,
    effects_work,
    may_play,
    minimal_covers,
    mismatched,
)

# =========================================================================== hard rules

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
            return self.cb.att
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
            a = self.cb.att
            return [("super", -1)] + [("super", c) for c in self.clip[a][self.cb.mon[a]]]
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
        want = FIELD if FIELD in w else ASIDE
        return [j for j, x in enumerate(w) if x == want]

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
        # (Most cards are not exclusive: the attribute first, the call only for those.)
        return [c for c in self.hand[p] if not info[c].exclusive or may_play(info[c], mon)]

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
        for u in self.clip[p][i]:
            if info[u].stype == stype:
                need -= 1
        return need > 0

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
                self._emit(ev, FirstPlayer, action[1])
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
            self._emit(ev, TurnStarted, p, player_turn=self.pturns[p])

    def _end_turn(self, ev: list[Event]) -> None:
        if self.events_on:
            self._emit(ev, TurnEnded, self.active)
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
            self._emit(ev, MonsunoLaunched, p, monsuno=info[self.mons[p][i]].name,
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
            self._emit(ev, Recovered, p, out_of_turn=out_of_turn, mulligan=mulligan,
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
            self._emit(ev, StrikeDeclared, p, monsuno=info[self.mons[p][i]].name,
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
                self._emit(ev, StrikeCardSet, p, card=self.info[c].name, face_up=True)
            else:
                self._emit(ev, StrikeCardSet, p, face_up=False)

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
                        self._emit(ev, NoStrikeCard, p)
                self._reveal(cb, ev)
                if cb.fx:
                    self._run_effects(cb, "domination", ev)
                self._dominate(cb, ev)
                if cb.fx:
                    self._run_effects(cb, "damage", ev)
                cb.stage = ST_POWER
            elif st == ST_POWER:
                # §5.2: powered-up damage is for its owner's next attack, never a defence,
                # dominant or not (asked before any damage is dealt).
                a = cb.att
                if a != self.dummy and self.powered(a, cb.mon[a]):
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
            self._emit(ev, StrikeCardsRevealed, cb.att,
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
            self._emit(ev, EffectApplied, p, **data)

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
            self._emit(ev, Domination, cb.dominant, how=how,
                       speeds={str(a): sa, str(1 - a): sd} if how == "speed" else {})

    def _hit(self, cb: Combat, src: int, dominant: bool, ev: list[Event]) -> None:
        info = self.info
        dst = 1 - src
        si = cb.mon[src]
        sm = info[self.mons[src][si]]
        parts: list[tuple[str, int]]
        if src == cb.att and cb.super_card >= 0:
            c = cb.super_card
            cb.super_card = -1
            self.clip[src][si].remove(c)
            self.discard[src].append(c)
            if self.events_on:
                self._emit(ev, SuperStrike, src, monsuno=sm.name, damage=sm.power_damage,
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
            total = 0
            for _t, n in parts:
                total += n
        self._damage(dst, cb.mon[dst], total, ev, recover=True, source=sm.name)

    def _damage(self, p: int, i: int, amount: int, ev: list[Event], *, recover: bool,
                source: str) -> None:
        """Put ``amount`` damage on ``p``'s Monsuno ``i``; defeat it when it has had enough."""
        self.dmg[p][i] += amount
        mon = self.info[self.mons[p][i]]
        if self.events_on:
            self._emit(ev, DamageDealt, 1 - p if source != "recover" else p, source=source,
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
            self._emit(ev, MonsunoDefeated, p, monsuno=self.info[self.mons[p][i]].name,
                       discarded=gone)
        if self.where[p].count(GONE) == len(self.where[p]):  # all gone
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
                    self._emit(ev, CardClipped, p, card=info[c].name,
                               monsuno=info[self.mons[p][i]].name)
                    if self.powered(p, i):
                        self._emit(ev, PoweredUp, p, monsuno=info[self.mons[p][i]].name)
            else:
                self.discard[p].append(c)
                if self.events_on:
                    self._emit(ev, CardDiscarded, p, card=info[c].name, reason="after combat")
        for p in (a, 1 - a):
            i = cb.mon[p]
            if self.where[p][i] == GONE or (p == a and cb.open):
                continue
            self.tired[p][i] = True
            if self.events_on:
                self._emit(ev, MonsunoTired, p, monsuno=info[self.mons[p][i]].name)
        d = 1 - a
        if cb.open and d != self.dummy and not cb.recovered[d]:
            cb.recovered[d] = True
            self.queue.append(d)

    def _finish(self, winner: int, ev: list[Event]) -> None:
        self.winner = winner
        self.phase = FINISHED
        self.queue.clear()
        if self.events_on:
            self._emit(ev, GameWon, winner)

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
            opts = tuple(Option(("pay", k), Msg("{card} (launch {launch})", card=info[c].name,
                                                launch=info[c].launch),
                                info[c].name, instance=c, target=f"p{p}.discard")
                         for k, c in enumerate(self.hand[p]))
            return Decision(DecisionKind.CHOOSE_MANY, p, "monsuno.launch_payment",
                            Msg("Choose strike cards to pay {cost} launch for {monsuno}",
                                cost=mon.launch, monsuno=mon.name),
                            opts, minimum=1, maximum=len(opts), tag="pay",
                            params={"cost": mon.launch, "monsuno": mon.name})
        cb = self.cb
        if phase == STRIKE_CARD:
            assert cb is not None
            mine = info[self.mons[p][cb.mon[p]]].name
            theirs = info[self.mons[1 - p][cb.mon[1 - p]]].name
            prompt = Msg("Choose a strike card for {monsuno} against {opponent}",
                         monsuno=mine, opponent=theirs)
            params: dict[str, Any] = {"monsuno": mine, "opponent": theirs}
            oc = cb.card[1 - p]
            if cb.open and p == cb.att and oc >= 0:
                prompt = Msg("Choose a strike card for {monsuno} against {opponent} (the "
                             "defender revealed {card})", monsuno=mine, opponent=theirs,
                             card=info[oc].name)
                params["opponent_card"] = info[oc].name
            opts = tuple(Option(a, _strike_label(info[a[1]]), info[a[1]].name,
                                instance=a[1], target=f"p{p}.strike")
                         for a in self.legal_actions())
            return Decision(DecisionKind.CHOOSE_ONE, p, "monsuno.strike_card", prompt, opts,
                            params=params)
        if phase == SUPER:
            assert cb is not None
            fighter = self.mons[p][cb.mon[p]]
            mon = info[fighter]
            foe = f"p{1 - p}.mon.{cb.mon[1 - p]}"
            opts_s = [Option(("super", -1), Msg("Strike with {damage} damage, keep the "
                                                "clipped cards", damage=mon.damage), mon.name,
                             instance=fighter, target=foe)]
            opts_s += [Option(("super", c), Msg("Super strike with {damage} damage, "
                                                "discarding {card}", damage=mon.power_damage,
                                                card=info[c].name), info[c].name,
                              instance=c, target=f"p{p}.discard")
                       for c in self.clip[p][cb.mon[p]]]
            return Decision(DecisionKind.CHOOSE_ONE, p, "monsuno.super_strike",
                            Msg("{monsuno} is powered up: use its super strike?",
                                monsuno=mon.name), tuple(opts_s),
                            params={"monsuno": mon.name, "power_damage": mon.power_damage})
        if phase == RECOVER:
            opts_r = (Option(("recover",), Msg("Keep your hand and draw up to {cards}",
                                               cards=o.hand_size)),
                      Option(("mulligan",), Msg("Discard your hand and draw {cards} (each "
                                                "of your Monsuno takes {damage} damage)",
                                                cards=o.hand_size,
                                                damage=o.recover_mulligan_damage)))
            return Decision(DecisionKind.CHOOSE_ONE, p, "monsuno.recover",
                            Msg("Recover out of turn"), opts_r,
                            params={"hand_size": o.hand_size,
                                    "damage": o.recover_mulligan_damage})
        opts_m = []
        mons = self.mons
        for a in self.legal_actions():
            if a[0] == "launch":
                m = info[mons[p][a[1]]]
                opts_m.append(Option(a, Msg("Launch {monsuno} (cost {cost})", monsuno=m.name,
                                            cost=m.launch), m.name,
                                     instance=mons[p][a[1]], target=f"p{p}.mon.{a[1]}"))
            elif a[0] == "strike":
                m = info[mons[p][a[1]]]
                t = info[mons[1 - p][a[2]]]
                opts_m.append(Option(a, Msg("Strike {target} with {monsuno}", target=t.name,
                                            monsuno=m.name), m.name,
                                     instance=mons[p][a[1]],
                                     target=f"p{1 - p}.mon.{a[2]}"))
            elif a[0] == "recover":
                opts_m.append(Option(a, Msg("Recover: un-tire your Monsuno and draw up to "
                                            "{cards} cards", cards=o.hand_size)))
            else:
                opts_m.append(Option(a, Msg("Recover by discarding your hand and drawing "
                                            "{cards} (each of your Monsuno takes {damage} "
                                            "damage)", cards=o.hand_size,
                                            damage=o.recover_mulligan_damage)))
        return Decision(DecisionKind.CHOOSE_ONE, p, "monsuno.turn",
                        Msg("Your turn: launch a Monsuno, strike or recover"), tuple(opts_m))

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
                notes: list[str] = []
                state = ""
                if where == GONE:
                    state = "defeated"
                    notes.append(Msg("defeated"))
                else:
                    left += 1
                    if where == ASIDE:
                        notes.append(Msg("not launched"))
                    if self.tired[p][i]:
                        state = "tired"
                        notes.append(Msg("tired"))
                    if self.powered(p, i):
                        notes.append(Msg("powered up"))
                if cb is not None and cb.mon[p] == i:
                    notes.append(Msg("attacking" if p == cb.att else "defending"))
                cards = [self._card(m, notes, state)]
                cards += [self._card(c, state="attached") for c in clipped]
                counters = [(Msg("life"), f"{max(0, mi.life - self.dmg[p][i])}/{mi.life}"),
                            (Msg("damage"), str(self.dmg[p][i])),
                            (Msg("slots"), self._slots_text(m, clipped)),
                            (Msg("where"), Msg("not launched" if where == ASIDE
                                               else WHERE_NAMES[where]))]
                if where == ASIDE:
                    counters.append((Msg("launch"), str(mi.launch)))
                zones.append(ZoneView(f"p{p}.mon.{i}", mi.name, "stack", tuple(cards),
                                      counters=tuple(counters)))
            shows = self._shows_piles(p)
            if shows or self.hand[p]:
                zones.append(ZoneView(f"p{p}.hand", Msg("Hand"), "hand",
                                      tuple(self._card(c) for c in self.hand[p])))
            if p != self.dummy:
                played: tuple[CardView, ...] = ()
                c = cb.card[p] if cb is not None else -1
                if c >= 0:
                    hidden = self.face_down(p)
                    if hidden and p != 0:
                        played = (self._card(c, state="face-down"),)
                    else:
                        played = (self._card(c, (Msg("face down"),) if hidden else ()),)
                zones.append(ZoneView(f"p{p}.strike", Msg("Strike card"), "slot", played))
            if shows:
                zones += self._pile_zones(p)
            counters_p: list[tuple[str, str]] = []
            if p != self.dummy:
                counters_p += [(Msg("Hand"), str(len(self.hand[p]))),
                               (Msg("Deck"), str(len(self.deck[p])))]
            counters_p += [(Msg("Monsuno left"), f"{left}/{len(self.mons[p])}"),
                           (Msg("Turns"), str(self.pturns[p]))]
            out.append(PlayerView(p, self.seat_title(p), tuple(counters_p), tuple(zones)))
        return out

    def face_down(self, p: int) -> bool:
        cb = self.cb
        return cb is not None and cb.card[p] >= 0 and cb.stage == ST_PICK and not (
            cb.open and p != cb.att)

    def strike_cards(self) -> list[int]:
        assert self.cb is not None
        return self.cb.card

    def may_set(self, p: int, c: int) -> bool:
        """(The ``exclusive`` rule, as :meth:`playable`.)"""
        assert self.cb is not None
        ci = self.info[c]
        return not ci.exclusive or may_play(ci, self.info[self.mons[p][self.cb.mon[p]]])

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

    def hand_ids(self, player: int) -> list[int]:
        return self.hand[player]

    def hand_names(self, player: int) -> list[str]:
        return [self.info[c].name for c in self.hand[player]]

    def is_play(self, action: Action) -> bool:
        return action[0] in ("play", "launch", "pay", "strike")


class MonsunoTcgState(MonsunoHardState):
    """The tournament preset plays exactly like the hard rules."""

    ruleset_id = "monsuno-tcg"
    __slots__ = ()
