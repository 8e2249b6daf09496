"""The Redakai bot: greedy play and reactions."""

from __future__ import annotations

import random
from collections.abc import Callable

from deckbuilder.rules.engine import (
    Action,
    GameState,
    rng_free,
)

from .state import DISCARD, REACT, CardInfo, RedakaiState

# --------------------------------------------------------------------------- bots

def _usefulness(ci: CardInfo) -> int:
    if ci.kind == "attack":
        return ci.power * 2 + sum(ci.hits) * 2 + (1 if ci.react_cost is not None else 0)
    return sum(z[1] for z in ci.defense if z) + 2 * sum(ci.heal) + \
        (1 if ci.react_cost is not None else 0)


def _needed(state: RedakaiState, p: int) -> Callable[[CardInfo], float]:
    """How much ``p`` needs a card to finish the opponent: for an attack, each zone it
    hits that some standing opposing character still lacks, counted as the characters
    lacking it over the attacks in ``p``'s hand and draw pile that hit it (the pile's
    make-up is known, its order is not). 0 for a card that hits no such zone."""
    info = state.info
    need = [0, 0, 0]
    for ch in state.chars[1 - p]:
        if not ch.defeated:
            for z in range(3):
                if not ch.damaged[z]:
                    need[z] += 1
    s0 = s1 = s2 = 0  # (every card has ``hits``; only attacks hit anything)
    for c in state.hand[p] + state.deck[p]:
        h0, h1, h2 = info[c].hits
        s0 += h0
        s1 += h1
        s2 += h2
    supply = (s0, s1, s2)

    def needed(ci: CardInfo) -> float:
        if ci.kind != "attack":
            return 0.0
        return sum(need[z] / supply[z] for z in range(3) if ci.hits[z] and need[z])

    return needed


@rng_free
def greedy_policy(state: GameState, rng: random.Random) -> Action:
    """The documented greedy bot for Redakai.

    * Discard: first whatever hits no zone an opposing character still needs damaged,
      then attacks for the zones more cards of hand and draw pile can hit
      (:func:`_needed`); then the least useful card (attacks by power and zones hit,
      monsters by defence and heal zones).
    * Main phase: play the attack that damages the most new zones and can hit (power
      above the target's defence of its colour), preferring a kill, then the cheaper card;
      when no attack can add damage, an attack whose hit draws a card, on a character it
      gets through to (it replaces itself: a deck short of one zone's attacks digs for
      them); else transform the character whose defence gains the most (healing a
      damaged zone counts 3); otherwise end the turn.
    * React window: as attacker, use a power react that turns a stopped attack into a
      hit; as defender, use a defence react that stops a hit; otherwise pass.
    """
    assert isinstance(state, RedakaiState)
    info = state.info
    phase = state.phase
    if phase == DISCARD:
        p = state.discarder
        hand = state.hand[p]
        needed = _needed(state, p)
        c = min(hand, key=lambda c: (needed(info[c]), _usefulness(info[c]), -info[c].kairu, c))
        return ("discard", c)
    if phase == REACT:
        return _greedy_react(state, state.legal_actions(), state.priority)
    # The main phase. The candidates are the legal actions (RedakaiState._main_actions),
    # walked in the same order straight from the hand: this runs on every decision of
    # every game, and most candidates are never the best.
    p = state.active
    k = state.kcur[p]
    hand = state.hand[p]
    best: Action | None = None
    best_key: tuple[int, ...] | None = None
    bonus = state.ability_power(p) + state.turn_power[p]
    # The opponent's characters still standing, and their damaged zones, read once: every
    # attack in the hand is weighed against each (this runs on every decision of every
    # game and of the planner's rollouts). The cheap checks go first — a zone to add and
    # Kairu to pay — and a character's defence of a colour is worked out once, when an
    # attack first needs it.
    targets = []
    for t, target in enumerate(state.chars[1 - p]):
        if not target.defeated:
            d0, d1, d2 = target.damaged
            targets.append((t, d0, d1, d2, d0 + d1 + d2))
    defenses: dict[tuple[int, str], int] = {}
    diggers = []  # attacks it can pay for whose hit draws a card (see below)
    for c in hand:
        ci = info[c]
        if ci.kind != "attack" or ci.kairu > k:
            continue
        if ci.draws:
            diggers.append(c)
        h0, h1, h2 = ci.hits
        power = ci.play_power + bonus
        for t, d0, d1, d2, done in targets:
            gain = (h0 and not d0) + (h1 and not d1) + (h2 and not d2)
            if gain == 0:
                continue
            dkey = (t, ci.color)
            defense = defenses.get(dkey)
            if defense is None:
                defense = defenses[dkey] = state.defense_of(1 - p, t, ci.color)
            if power <= defense:
                continue
            kills = (d0 or h0) and (d1 or h1) and (d2 or h2)
            key = (gain + (10 if kills else 0), done, -ci.kairu, -c)
            if best_key is None or key > best_key:
                best, best_key = ("attack", c, t), key
    if best is not None:
        return best
    # No attack adds damage: one that draws a card when it hits (RULES §6.2: a hit's
    # effects come even when every zone it hits is damaged already). With the starter
    # deck, 22 % of 3,000 games were lost for want of a third right-zone attack; digging
    # and the discard rule above bring that to 15 %.
    for c in diggers:
        ci = info[c]
        power = ci.play_power + bonus
        for t, _d0, _d1, _d2, _done in targets:
            if power > state.defense_of(1 - p, t, ci.color):
                return ("attack", c, t)
    # Nor does one draw: a monster on the character it helps most. Each character's
    # shown defence values and damaged zones, read once, when a monster can be paid for.
    mine: list[tuple[int, ...]] | None = None
    for c in hand:
        ci = info[c]
        if ci.kind != "monster" or ci.kairu > k:
            continue
        if mine is None:
            mine = []
            for t, ch in enumerate(state.chars[p]):
                if not ch.defeated:
                    z0, z1, z2 = ch.visible
                    x0, x1, x2 = ch.damaged
                    mine.append((t, 0 if z0 is None else z0[1], 0 if z1 is None else z1[1],
                                 0 if z2 is None else z2[1], x0, x1, x2))
        n0, n1, n2 = ci.defense
        e0, e1, e2 = ci.heal
        for t, v0, v1, v2, g0, g1, g2 in mine:
            gain = 0
            if n0 is not None:
                gain += n0[1] - v0
            if n1 is not None:
                gain += n1[1] - v1
            if n2 is not None:
                gain += n2[1] - v2
            if e0 and g0:
                gain += 3
            if e1 and g1:
                gain += 3
            if e2 and g2:
                gain += 3
            if gain <= 0:
                continue
            key = (gain, -ci.kairu, -c, -t)
            if best_key is None or key > best_key:
                best, best_key = ("monster", c, t), key
    return best if best is not None else ("end",)


def _greedy_react(state: RedakaiState, actions: list[Action], p: int) -> Action:
    atk = state.atk
    assert atk is not None
    info = state.info
    color = info[atk[1]].color
    power = state.attack_power()
    defense = state.defense_of(atk[2], atk[3], color)
    hits = power > defense
    for a in actions:
        if a[0] == "pass":
            continue
        if a[0] == "react":
            effects = info[a[1]].react_effects
        else:
            top = state._top_monster(state.chars[p][a[1]])
            assert top is not None
            effects = info[top].react_effects
        if p == atk[0] and not hits:
            extra = sum(x for v, x, _ in effects if v == "power")
            if power + extra > defense:
                return a
        if p == atk[2] and hits:
            extra = sum(x for v, x, c in effects if v == "defense" and c == color)
            if power <= defense + extra:
                return a
    return ("pass",)
