"""The MONSTER CARDS bot: greedy attack, defence and field play."""

from __future__ import annotations

import random

from deckbuilder.rules.engine import (
    Action,
    GameState,
    rng_free,
)

from .state import (
    DODGE,
    DOUBLE_EDGED,
    FINISHING_BLOW,
    FRIENDSHIP,
    HEAL,
    LIGHTNING,
    PRESSURE,
    PROTECT,
    RUIN,
    SNIPE_CHOICE,
    SURGE,
    MonsterCardsState,
    advantage,
)

# --------------------------------------------------------------------------- bots

#: What holding the Attack zone is worth per point of the holder's power (greedy bot).
HOLD = 0.5


def _play_score(s: MonsterCardsState, p: int, c: int, to_attack: bool, field: int,
                hand_after: int) -> float:
    """The greedy bot's value of playing ``c`` (see :func:`greedy_policy`)."""
    info = s.info
    ci = info[c]
    x = s.attack
    score = 0.0
    taken = 0                              # cards milled from p's own deck
    skill = ci.skill
    if skill == HEAL and s.grave[p]:
        score += 1
        taken -= 1
    elif skill == PRESSURE and x >= 0:
        score += 1
    elif skill == SURGE:
        score += sum(s.alive) - 1          # every opponent mills 1 …
        taken += 1                         # … and so do you
    elif skill == LIGHTNING:
        score += 1
    if x < 0:
        score += HOLD * ci.power
    else:
        xi = info[x]
        if to_attack:
            taken += xi.power
            if xi.skill == RUIN:
                score -= hand_after
            score += HOLD * (ci.power + xi.power)
        elif skill == FRIENDSHIP:
            score += HOLD * xi.power + 1
        else:
            fi = info[field] if field >= 0 else None
            a, d, four = advantage(xi, ci, fi, s.tabs, s.gap)
            if xi.skill == FINISHING_BLOW and four:
                return -1000.0
            times = (xi.skill == DOUBLE_EDGED) + (skill == DOUBLE_EDGED)
            score += times * d
            taken += times * a
            if a > d:
                damage = xi.power - (s.options.protect_reduction if skill == PROTECT else 0)
                if damage > 0:
                    taken += damage
                    if xi.skill == RUIN:
                        score -= hand_after
            elif d > a:
                score += HOLD * (xi.power + ci.power)
            else:
                score += HOLD * xi.power
    if taken >= len(s.deck[p]) and taken > 0:
        return -1000.0 - taken            # this play would empty your deck: you lose
    return score - taken


def _best_main(s: MonsterCardsState, p: int, field: int, skip: int = -1
               ) -> tuple[float, Action | None]:
    hand = s.hand[p]
    n_after = len(hand) - 1 - (skip >= 0)
    best: Action | None = None
    best_score = 0.0
    modes = (False, True) if s.attack >= 0 else (True,)
    for c in hand:
        if c == skip:
            continue
        for to_attack in modes:
            v = _play_score(s, p, c, to_attack, field, n_after)
            if best is None or v > best_score:
                best, best_score = ("attack" if to_attack else "defend", c), v
    return best_score, best


@rng_free
def greedy_policy(state: GameState, rng: random.Random) -> Action:
    """The documented greedy bot for MONSTER CARDS (any seat, any number of players).

    Every main play gets a value in cards of life: damage dealt to others minus damage
    taken (the replacement damage, a lost combat less Protect, Double Edged both ways, a
    Ruin'd hand counted as the cards it throws away), plus ``HOLD`` (½) per power point of
    a card of yours that ends in the Attack zone and per power point of an opposing
    attacker that leaves it; Heal, Pressure and Lightning +1, Surge +1 per opponent −1;
    Friendship +1. A play that would empty the bot's own deck, or a defence that a
    Finishing Blow would punish, is never chosen while another play is left. So with
    an empty Attack zone it plays its strongest card there, and against an attacker it
    plays the card with the best advantage (a winning defender becomes a strong attacker),
    replacing the attacker when no defence pays.

    * Optional plays: a Game Changer goes on the field when, against the current attacker,
      the best play with it there is worth more than 1 (the extra card it costs) above the
      best play without it; Dodge is used when the best play is worth less than 0 (the
      attacker would cost more than it gives). Snipe and Reverse are only played as
      monsters. While its own card holds the Attack zone the bot ends the turn.
    * Snipe choice (only if a person played Snipe for it): the opponent with the fewest
      cards in deck.
    * Ties go to the earlier option (hand order).
    """
    assert isinstance(state, MonsterCardsState)
    s = state
    p = s.active
    if s.phase == SNIPE_CHOICE:
        others = [q for q in range(s.n) if s.alive[q] and q != p]
        if not others:
            return ("snipe", p)
        return ("snipe", min(others, key=lambda q: (len(s.deck[q]), q)))
    x = s.attack
    if x >= 0 and s.owner[x] == p:
        return ("end",)
    hand = s.hand[p]
    info = s.info
    best_score, best = _best_main(s, p, s.field)
    if x >= 0:
        for c in hand:
            ci = info[c]
            if ci.gc and not s.used_gc:
                v, _a = _best_main(s, p, c, skip=c)
                if v - 1 > best_score:
                    best_score, best = v - 1, ("field", c)
        if best_score < 0 and not s.used_dc:
            for c in hand:
                if info[c].skill == DODGE:
                    return ("discard_play", c)
    if best is None:
        return s.legal_actions()[0]
    return best
