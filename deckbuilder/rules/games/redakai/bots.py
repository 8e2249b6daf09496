"""The Redakai bot: greedy play and reactions."""

from __future__ import annotations

import random

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


@rng_free
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
    info = state.info
    phase = state.phase
    if phase == DISCARD:
        hand = state.hand[state.discarder]
        c = min(hand, key=lambda c: (_usefulness(info[c]), -info[c].kairu, c))
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
    opp = state.chars[1 - p]
    bonus = state.ability_power(p) + state.turn_power[p]
    # Many attacks aim at the same character with the same colour: its defence once.
    defenses: dict[tuple[int, str], int] = {}
    for c in hand:
        ci = info[c]
        if ci.kind != "attack" or ci.kairu > k:
            continue
        power = ci.play_power + bonus
        h0, h1, h2 = ci.hits
        for t, target in enumerate(opp):
            if target.defeated:
                continue
            dkey = (t, ci.color)
            defense = defenses.get(dkey)
            if defense is None:
                defense = defenses[dkey] = state.defense_of(1 - p, t, ci.color)
            if power <= defense:
                continue
            d0, d1, d2 = target.damaged
            gain = (h0 and not d0) + (h1 and not d1) + (h2 and not d2)
            if gain == 0:
                continue
            kills = (d0 or h0) and (d1 or h1) and (d2 or h2)
            key = (gain + (10 if kills else 0), d0 + d1 + d2, -ci.kairu, -c)
            if best_key is None or key > best_key:
                best, best_key = ("attack", c, t), key
    if best is not None:
        return best
    mine = state.chars[p]
    for c in hand:
        ci = info[c]
        if ci.kind != "monster" or ci.kairu > k:
            continue
        for t, ch in enumerate(mine):
            if ch.defeated:
                continue
            gain = 0
            for new, old, heal, damaged in zip(ci.defense, ch.visible, ci.heal, ch.damaged,
                                               strict=True):
                if new is not None:
                    gain += new[1] - (old[1] if old is not None else 0)
                if heal and damaged:
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
