"""The Monsuno bots: greedy play for the medium and hard rules."""

from __future__ import annotations

import random

from deckbuilder.rules.engine import (
    Action,
    GameState,
    rng_free,
)

from .hard import ASIDE, FIELD, GONE, MAIN, PAY, RECOVER, STRIKE_CARD, SUPER, MonsunoHardState
from .medium import DAMAGE, MonsunoMediumState
from .shared import CardInfo, effects_work, may_play, mismatched, play_facts

# =========================================================================== bots

@rng_free
def greedy_policy(state: GameState, rng: random.Random) -> Action:
    """The documented greedy bot of both Monsuno engines (see :func:`medium_greedy` and
    :func:`hard_greedy`)."""
    if isinstance(state, MonsunoHardState):
        return hard_greedy(state, rng)
    assert isinstance(state, MonsunoMediumState)
    return medium_greedy(state, rng)


@rng_free
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
    their_lo, their_hi = state.damage_range(o, opp)
    # state.dominance(c, opp, p), state.damage_range(p, c) and state.fits(p, c) for each
    # card, with what does not depend on the card worked out once (every clash asks).
    mp, mo = info[state.mon[p]], info[state.mon[o]]
    o_dom = opp >= 0 and mp.stype in info[opp].dominates
    their_speed = mo.speed
    if opp >= 0 and not mismatched(info[opp], mo):
        their_speed += info[opp].speed
    lo = hi = mp.damage  # the lowest and highest damage source without the card
    if p == state.attacker and state.powered(p):
        lo, hi = min(lo, mp.power_damage), max(hi, mp.power_damage)
    free = list(mp.slots)
    for a in state.attached[p]:
        t = info[a].stype
        if t in free:
            free.remove(t)
    life = state.life[o]
    for c in state.look[p]:
        ci = info[c]
        p_dom = mo.stype in ci.dominates
        if p_dom != o_dom:
            dominant = p_dom  # by the icons
        else:
            speed = mp.speed
            if not (ci.maker and ci.maker != mp.maker):  # (not mismatched)
                speed += ci.speed
            dominant = speed > their_speed if speed != their_speed else p == state.attacker
        d = ci.damage
        if dominant:
            dealt, taken = max(hi, d), their_lo
        else:
            dealt, taken = min(lo, d), their_hi
        key = (dealt >= life, dealt - taken, ci.stype in free, d, -c)
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


@rng_free
def hard_greedy(state: MonsunoHardState, rng: random.Random) -> Action:
    """Hard rules greedy bot.

    * Turn: strike if a Monsuno can (the striker and target with a defeat this strike
      first, then the most expected damage — the Monsuno's damage plus its best strike
      card's — then the target with the least life left). Otherwise, with no Monsuno on the
      battlefield, launch the hardest-hitting Monsuno the hand can pay for, its power-up
      counted (:func:`hitting_power`; the cheaper on a tie). Otherwise Recover — discarding
      the hand for a new one only when nothing is on the battlefield, nothing can be
      launched and the hand is full.
    * Launch payment: the minimal payment whose cards are worth least (numbers and effects;
      cards no remaining Monsuno may play are worth nothing), then the fewest cards.
    * Strike card: play the card that defeats the target, else the best damage dealt minus
      damage taken (who dominates is worked out against the revealed card, or against no
      card while it is hidden), a card that fills a free power slot counting its share of
      the power-up (:func:`slot_share`) as damage, a powered-up attacker counting its super
      strike whoever dominates; then one that fills a power slot, then the least valuable.
    * Super strike: used when ``power_damage`` beats ``damage``, discarding the clipped card
      easiest to clip again: one whose strike type a hand card has, then the type the draw
      pile holds most of (how many, never where), then the card worth least.
      Recover out of turn: keep the hand unless no card in it can be played.
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
            worth = launch = 0  # (loops, not generators: a launch weighs many payments)
            for i in s:
                worth += _card_worth(state, p, hand[i])
                launch += info[hand[i]].launch
            k = (worth, len(s), launch)
            if best_k is None or k < best_k:
                best_s, best_k = s, k
        assert best_s is not None
        return ("pay", *best_s)
    cb = state.cb
    assert cb is not None or phase == RECOVER
    if phase == SUPER:
        assert cb is not None
        a = cb.att
        mon = state.info[state.mons[a][cb.mon[a]]]
        if mon.power_damage > mon.damage:
            return ("super", _super_discard(state, a, state.clip[a][cb.mon[a]]))
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
    strikers = []  # (a loop: a comprehension is one more function call every turn)
    for i, x in enumerate(w):
        if x == FIELD and not tired[i]:
            strikers.append(i)
    if strikers:
        targets = state.targets(p)
        if targets:
            best: Action | None = None
            best_key: tuple[int, ...] | None = None
            their_mons = state.mons[o]
            their_dmg = state.dmg[o]
            for i in strikers:
                m = info[mons[i]]
                maker = m.maker
                card: int | None = None  # the best damage of a card it may play
                for c in hand:
                    ci = info[c]
                    # (may_play, inlined: this loop runs on every turn of every game)
                    if (card is None or ci.damage > card) and not (
                            ci.exclusive and ci.maker and ci.maker != maker):
                        card = ci.damage
                expected = m.damage + (card or 0)
                for j in targets:
                    rem = info[their_mons[j]].life - their_dmg[j]  # remaining_life
                    key = (expected >= rem, expected, -rem, -i, -j)
                    if best_key is None or key > best_key:
                        best, best_key = ("strike", i, j), key
            assert best is not None
            return best
    if FIELD not in w:
        total = 0
        for c in hand:
            total += info[c].launch
        options = [i for i, x in enumerate(w) if x == ASIDE and info[mons[i]].launch <= total]
        if options:
            # (The cheapest, the rule before, left a starter team's hardest hitter aside for
            # the whole game: 15.0 turns to the kill with the hard deck, 12.1 by damage.)
            i = max(options, key=lambda k: (hitting_power(info[mons[k]]), -info[mons[k]].launch,
                                            -k))
            return ("launch", i)
        if state.can_mulligan(p):
            return ("mulligan",)
    return ("recover",)


def slot_share(mon: CardInfo) -> float:
    """What one card clipped to ``mon`` is worth, in damage: the extra a super strike
    deals over a plain one, shared over the power slots it needs filled."""
    slots = mon.slots
    return (mon.power_damage - mon.damage) / len(slots) if slots else 0.0


def hitting_power(mon: CardInfo) -> float:
    """How hard ``mon`` hits over a game, for choosing which to launch: its damage plus
    one slot's share of its power-up. A Monsuno with fewer slots to fill powers up sooner.
    (With the rest of this bot, the starter decks kill sooner than launching by damage
    alone: hard 0.6 turns, tournament 0.5, 3,000 games each.)"""
    return mon.damage + slot_share(mon)


def _super_discard(state: MonsunoHardState, p: int, clipped: list[int]) -> int:
    """The clipped card a super strike gives up: the one easiest to clip again. A hand
    card of its strike type can fill the slot after the next combat; otherwise the type
    the draw pile holds most of (its make-up is known, its order is not). Against giving
    up the card worth least, 3,000 games: the hard starter deck kills 0.6 turns sooner,
    the tournament deck 0.1 turns later."""
    info = state.info
    in_hand = [info[c].stype for c in state.hand[p]]
    choices = [u for u in clipped if info[u].stype in in_hand] or clipped
    if len(choices) == 1:
        return choices[0]
    pile = [info[c].stype for c in state.deck[p]]  # (a list and its count: a fifth the cost)
    return min(choices, key=lambda u: (-pile.count(info[u].stype), _card_worth(state, p, u), u))


_NONE: frozenset[str] = frozenset()


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
    # What does not depend on the card, worked out once (this runs on every combat).
    my_speed = m.speed + cb.speed[p]
    base = m.damage + cb.powb[p]
    if p == a and m.power_damage > m.damage and state.powered(p, cb.mon[p]):
        base += m.power_damage - m.damage  # the super strike, dominant or not (§5.2)
    dmgb = cb.dmgb[p]
    their_hit = om.damage + cb.powb[o]
    if oc >= 0:
        oci = info[oc]
        their_type, their_dominates, their_damage = oci.stype, oci.dominates, oci.damage
    else:
        their_type, their_dominates, their_damage = None, _NONE, 0
    share = slot_share(m)
    best: Action | None = None
    best_key: tuple[float, ...] | None = None
    plays = m.plays
    for c in state.hand[p]:
        ci = info[c]
        f = plays.get(ci)
        if f is None:
            f = plays[ci] = play_facts(ci, m)
        if not f:
            continue  # not playable (may_play)
        card_speed, card_damage, card_power = f
        if their_type is not None and (their_type in ci.dominates) != (
                ci.stype in their_dominates):
            dominant = their_type in ci.dominates  # by the icons
        else:
            speed = my_speed + card_speed if add_speed else my_speed
            dominant = speed > their_speed or (speed == their_speed and p == a)
        if dominant:
            dealt = base + card_power + card_damage + dmgb
            taken = 0 if dealt >= rem else their_hit
        else:
            dealt = base + card_power
            taken = their_hit + their_damage
        fills = ci.stype in free
        gain = dealt - taken + share if fills else dealt - taken
        key = (dealt >= rem, gain, fills, -ci.value, -c)
        if best_key is None or key > best_key:
            best, best_key = ("play", c), key
    assert best is not None
    return best
