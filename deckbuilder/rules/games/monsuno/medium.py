"""The medium rules (RULES.md, Monsuno medium): state and moves."""

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
from deckbuilder.rules.events import CardDiscarded, FirstPlayer, GameDrawn, GameWon

from .events import (
    CardAttached,
    CardToBottom,
    ClashDamage,
    ClashStarted,
    ClashSuperStrike,
    Domination,
    LaunchResolved,
    NoStrikeCard,
    PoweredUp,
    RoundStarted,
    StrikeCardSet,
    StrikeCardsRevealed,
)
from .shared import CardInfo, MonsunoMediumOptions, _MonsunoState

# =========================================================================== medium rules

# Medium phases.
TOSS, LAUNCH, PICK, DAMAGE, OVER = range(5)
MISS, CLASH, BOTH_OUT = "miss", "clash", "both-out"
LAUNCH_OUTCOMES = (MISS, CLASH, BOTH_OUT)


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

    def chance_text(self, action: Action) -> Msg | None:
        if action[0] != "launch":
            return None
        return {MISS: Msg("The launch misses: the roles swap"),
                CLASH: Msg("Both Monsuno are launched: clash"),
                BOTH_OUT: Msg("Both Monsuno are out: the attacker has the advantage")
                }.get(action[1])

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

    def damage_range(self, p: int, card: int | None = None) -> tuple[int, int]:
        """The lowest and the highest damage of :meth:`_sources` (what the bots weigh),
        without building the list: the greedy bot asks for it on every clash card."""
        info = self.info
        m = info[self.mon[p]]
        lo = hi = m.damage
        c = self.played[p] if card is None else card
        if c >= 0:
            d = info[c].damage
            if d < lo:
                lo = d
            elif d > hi:
                hi = d
        if p == self.attacker and self.powered(p):
            d = m.power_damage
            if d < lo:
                lo = d
            elif d > hi:
                hi = d
        return lo, hi

    def _source_damage(self, p: int, kind: str) -> int:
        """``dict(self._sources(p))[kind]``, without building the list and the dict."""
        m = self.info[self.mon[p]]
        if kind == "monsuno":
            return m.damage
        if kind == "strike" and self.played[p] >= 0:
            return self.info[self.played[p]].damage
        if kind == "super" and p == self.attacker and self.powered(p):
            return m.power_damage
        raise KeyError(kind)

    def _source_count(self, p: int) -> int:
        """``len(self._sources(p))``."""
        return 1 + (self.played[p] >= 0) + (p == self.attacker and self.powered(p))

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
        for a in self.attached[p]:
            if info[a].stype == stype:
                need -= 1
        return need > 0

    def bot_damage_choice(self) -> Action:
        """The dominator's pick by the bot rule: its highest, the opponent's lowest."""
        d = self.dominator
        # (max and min by damage, the first one on a tie, without a key function call
        # per source: the dummy's clashes are all decided here.)
        best = None
        for s in self._sources(d):
            if best is None or s[1] > best[1]:
                best = s
        worst = None
        for s in self._sources(1 - d):
            if worst is None or s[1] < worst[1]:
                worst = s
        assert best is not None and worst is not None
        mine, theirs = best[0], worst[0]
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
                self._emit(ev, FirstPlayer, action[1], how="toss")
            self._begin_round(action[1], ev)
        return ev

    def _begin_round(self, a: int, ev: list[Event]) -> None:
        self.attacker = a
        self.advantage = False
        self.turn += 1
        self.phase = LAUNCH
        if self.events_on:
            self._emit(ev, RoundStarted, a, round=self.turn)

    def _launch(self, outcome: str, ev: list[Event]) -> None:
        a = self.attacker
        if self.events_on:
            self._emit(ev, LaunchResolved, a, outcome=outcome)
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
            self._emit(ev, ClashStarted, a, clash=pturns[a], advantage=self.advantage)
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
                self._emit(ev, NoStrikeCard, p)
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
                self._emit(ev, CardToBottom, p, card=self.info[other].name)
        self._set_card(p, c, ev)
        self._next_pick(ev)

    def _set_card(self, p: int, c: int, ev: list[Event]) -> None:
        self.played[p] = c
        if self.events_on:
            shown = self.advantage and p != self.attacker
            if shown:
                self._emit(ev, StrikeCardSet, p, card=self.info[c].name, face_up=True)
            else:
                self._emit(ev, StrikeCardSet, p, face_up=False)

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
        if p_card >= 0:
            ci = info[p_card]
            if not (ci.maker and ci.maker != mp.maker):  # (not mismatched)
                sp += ci.speed
        so = mo.speed
        if o_card >= 0:
            ci = info[o_card]
            if not (ci.maker and ci.maker != mo.maker):
                so += ci.speed
        if sp != so:
            return (p if sp > so else o), "speed", sp, so
        return self.attacker, "speed", sp, so

    def _resolve(self, ev: list[Event]) -> None:
        a = self.attacker
        dom, how, sa, sd = self.dominance(self.played[a], self.played[1 - a], a)
        self.dominator = dom
        if self.events_on:
            info = self.info
            self._emit(ev, StrikeCardsRevealed, a,
                       cards=[info[c].name if c >= 0 else None for c in self.played])
            self._emit(ev, Domination, dom, how=how,
                       speeds={str(a): sa, str(1 - a): sd} if how == "speed" else {})
        if dom == self.dummy:
            choice = self.bot_damage_choice()
            self._deal(choice[1], choice[2], ev)
            return
        if self._source_count(0) * self._source_count(1) == 1:  # one damage action
            self._deal("monsuno", "monsuno", ev)
        else:
            self.phase = DAMAGE

    def _deal(self, k0: str, k1: str, ev: list[Event]) -> None:
        info = self.info
        keys = (k0, k1)
        amounts = [self._source_damage(0, k0), self._source_damage(1, k1)]
        for p in (0, 1):
            self.life[1 - p] -= amounts[p]
            if self.events_on:
                src = keys[p]
                card = info[self.played[p]].name if src == "strike" else info[self.mon[p]].name
                self._emit(ev, ClashDamage, p, source=src, card=card, amount=amounts[p],
                           target=info[self.mon[1 - p]].name, life=self.life[1 - p])
            if keys[p] == "super":
                att = self.attached[p]
                if self.events_on:
                    self._emit(ev, ClashSuperStrike, p, monsuno=info[self.mon[p]].name,
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
                    self._emit(ev, CardAttached, p, card=info[c].name,
                               monsuno=info[self.mon[p]].name)
                    if self.powered(p):
                        self._emit(ev, PoweredUp, p, monsuno=info[self.mon[p]].name)
            else:
                self.discard[p].append(c)
                if self.events_on:
                    self._emit(ev, CardDiscarded, p, card=info[c].name, reason="no free slot")
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
                self._emit(ev, GameDrawn, -1)
            else:
                self._emit(ev, GameWon, winner)

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
            prompt = Msg("Clash: choose the strike card to play; the other goes to the bottom "
                         "of your deck")
            params: dict[str, Any] = {}
            o = self.played[1 - p]
            if self.advantage and p == self.attacker and o >= 0:
                prompt = Msg("Clash: choose the strike card to play; the other goes to the "
                             "bottom of your deck (your opponent played {card})",
                             card=info[o].name)
                params["opponent_card"] = info[o].name
            return Decision(DecisionKind.CHOOSE_ONE, p, "monsuno.clash_card", prompt, opts, params=params)
        opts_l = []
        for a in self.legal_actions():
            parts = []
            for q in (0, 1):
                src = a[1 + q]
                card = self.played[q] if src == "strike" else self.mon[q]
                amount = dict(self._sources(q))[src]
                parts.append(Msg("{card} super strike deals {damage}" if src == "super"
                                 else "{card} deals {damage}", card=info[card].name,
                                 damage=amount))
            opts_l.append(Option(a, Msg.joined("; ", parts)))
        return Decision(DecisionKind.CHOOSE_ONE, p, "monsuno.damage_choice",
                        Msg("You dominate: choose which card of each player deals damage"),
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
            notes: list[str] = []
            state = ""
            if self.life[p] <= 0:
                state = "defeated"
                notes.append(Msg("defeated"))
            if self.powered(p):
                notes.append(Msg("powered up"))
            role = Msg("attacker" if p == self.attacker else "defender")
            if phase != TOSS:
                notes.append(role)
            cards = [self._card(m, notes, state)]
            cards += [self._card(c, state="attached") for c in self.attached[p]]
            # Life can go below zero in the medium rules (the last hit is not capped);
            # the table shows the Monsuno as out at 0.
            counters = ((Msg("life"), f"{max(0, self.life[p])}/{mi.life}"),
                        (Msg("damage taken"), str(mi.life - self.life[p])),
                        (Msg("slots"), self._slots_text(m, self.attached[p])))
            zones = [ZoneView(f"p{p}.mon.0", mi.name, "stack", tuple(cards),
                              counters=counters)]
            if p != self.dummy:
                zones.append(ZoneView(f"p{p}.hand", Msg("Top of deck"), "hand",
                                      tuple(self._card(c) for c in self.look[p])))
                c = self.played[p]
                played: tuple[CardView, ...] = ()
                if c >= 0:
                    hidden = self.face_down(p)
                    if hidden and p != 0:
                        played = (self._card(c, state="face-down"),)
                    else:
                        played = (self._card(c, (Msg("face down"),) if hidden else ()),)
                zones.append(ZoneView(f"p{p}.strike", Msg("Strike card"), "slot", played))
            if self._shows_piles(p):
                zones += self._pile_zones(p)
            pcounters: list[tuple[str, str]] = [(Msg("Life"),
                                                 f"{max(0, self.life[p])}/{mi.life}")]
            if phase != TOSS and phase != OVER:
                pcounters.append((Msg("Role"), Msg("{role} (advantage)", role=role)
                                  if self.advantage and p == self.attacker else role))
            pcounters.append((Msg("Clashes"), str(self.pturns[p])))
            out.append(PlayerView(p, self.seat_title(p), tuple(pcounters), tuple(zones)))
        return out

    def face_down(self, p: int) -> bool:
        """(The first pick of a clash without advantage, until both cards are revealed.)"""
        return self.played[p] >= 0 and self.phase == PICK and not (
            self.advantage and p != self.attacker)

    def strike_cards(self) -> list[int]:
        return self.played

    def card_locations(self) -> dict[int, dict[str, list[int]]]:
        out: dict[int, dict[str, list[int]]] = {}
        for p in (0, 1):
            out[p] = {"monsuno": [self.mon[p]], "deck": self.deck[p][:],
                      "looking": self.look[p][:],
                      "played": [self.played[p]] if self.played[p] >= 0 else [],
                      "attached": self.attached[p][:], "discard": self.discard[p][:]}
        return out

    def hand_ids(self, player: int) -> list[int]:
        return self.look[player]

    def hand_names(self, player: int) -> list[str]:
        """The cards the player is looking at (medium rules have no hand)."""
        return [self.info[c].name for c in self.look[player]]

    def is_play(self, action: Action) -> bool:
        return action[0] == "play"


def _strike_label(ci: CardInfo) -> Msg:
    icons = Msg.joined("/", [Msg(i) for i in sorted(ci.dominates)]) or Msg("none")
    return Msg("{card} \u2014 {type}, speed {speed}, damage {damage}, dominates {icons}",
               card=ci.name, type=Msg(ci.stype), speed=ci.speed, damage=ci.damage,
               icons=icons)
