"""The Redakai bot: greedy play and reactions."""

from __future__ import annotations

import random

from deckbuilder.rules.engine import (
    Action,
    GameState,
)

from .state import DISCARD, REACT, CardInfo, RedakaiState

# --------------------------------------------------------------------------- bots

def _usefulness(ci: CardInfo) -> int:
    if ci.kind == "attack":
        return ci.power * 2 + sum(ci.hits) * 2 + (1 if ci.react_cost is not None else 0)
    return sum(z[1] for z in ci.defense if z) + 2 * sum(ci.heal) + \
        (1 if ci.react_cost is not None else 0)


def greedy_policy(state: GameState, rng: random.Random) -> Action:
    """The documented greedy bot for Redakai.

    * Discard: the least useful card (attacks by power and zones hit, monsters by
      defence and heal zones).
    * Main phase: play the attack that damages the most new zones and can hit (power
      above the target's defence of its colour), preferring a kill, then the cheaper card;
      when no attack can add damage, transform the character whose defence gains the
      most (healing a damaged zone counts 3); otherwise end the turn.
    * React window: as attacker, use a power react that turns a stopped attack into a
      hit; as defender, use a defence react that stops a hit; otherwise pass.
    """
    assert isinstance(state, RedakaiState)
    actions = state.legal_actions()
    info = state.info
    p = state.current_player()
    if state.phase == DISCARD:
        return min(actions, key=lambda a: (_usefulness(info[a[1]]), -info[a[1]].kairu, a[1]))
    if state.phase == REACT:
        return _greedy_react(state, actions, p)
    best: Action | None = None
    best_key: tuple[int, ...] | None = None
    opp = state.chars[1 - p]
    bonus = state.ability_power(p) + state.turn_power[p]
    for a in actions:
        if a[0] != "attack":
            continue
        ci = info[a[1]]
        ch = opp[a[2]]
        power = ci.power + bonus + sum(x for v, x, _ in ci.effects if v == "power")
        if power <= state.defense_of(1 - p, a[2], ci.color):
            continue
        gain = sum(1 for z in range(3) if ci.hits[z] and not ch.damaged[z])
        if gain == 0:
            continue
        kills = all(ch.damaged[z] or ci.hits[z] for z in range(3))
        key = (gain + (10 if kills else 0), sum(ch.damaged), -ci.kairu, -a[1])
        if best_key is None or key > best_key:
            best, best_key = a, key
    if best is not None:
        return best
    mine = state.chars[p]
    for a in actions:
        if a[0] != "monster":
            continue
        ci = info[a[1]]
        ch = mine[a[2]]
        gain = 0
        for z in range(3):
            new = ci.defense[z]
            old = ch.visible[z]
            if new is not None:
                gain += new[1] - (old[1] if old is not None else 0)
            if ci.heal[z] and ch.damaged[z]:
                gain += 3
        if gain <= 0:
            continue
        key = (gain, -ci.kairu, -a[1], -a[2])
        if best_key is None or key > best_key:
            best, best_key = a, key
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
