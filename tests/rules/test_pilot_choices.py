"""Rule-level choices of the planner on hand-made Redakai positions, where the greedy bot
goes wrong: the positions are set up from a real starter game, the cards moved between the
real zones so every card stays in exactly one place."""

from __future__ import annotations

import random

from deckbuilder.rules.engine import CHANCE, TERMINAL
from deckbuilder.rules.games.redakai import DISCARD, ENGINE, MAIN, RedakaiState
from deckbuilder.rules.pilots import Planner
from tests.rules.engine_support import check_conserved, starter_deck

GREEDY = ENGINE.policies()["greedy"]


def _game() -> RedakaiState:
    prepared = ENGINE.prepare_goldfish(starter_deck("redakai-advanced"),
                                       options=ENGINE.options_type())
    state = ENGINE.start(prepared, 11)
    while state.current_player() == CHANCE:
        state.apply_unchecked(state.sample_chance())
    assert isinstance(state, RedakaiState)
    return state


def _instance(state: RedakaiState, name: str, taken: list[int]) -> int:
    """A copy of ``name`` of player 0 not yet taken (from the deck or the hand)."""
    for c in state.deck[0] + state.hand[0]:
        if state.info[c].name == name and c not in taken:
            return c
    raise AssertionError(name)


def _hand(state: RedakaiState, names: list[str]) -> list[int]:
    """Make player 0's hand exactly these cards (the old hand goes back into the deck)."""
    taken: list[int] = []
    for name in names:
        taken.append(_instance(state, name, taken))
    back = [c for c in state.hand[0] if c not in taken]
    state.deck[0] = [c for c in state.deck[0] if c not in taken] + back
    state.hand[0] = taken
    check_conserved(state)
    return taken


def _dummy(state: RedakaiState, damaged: list[list[bool]]) -> None:
    for ch, zones in zip(state.chars[1], damaged, strict=True):
        ch.damaged = list(zones)
        ch.defeated = all(zones)


def _position(turn: int, damaged: list[list[bool]], names: list[str], *, kairu: int,
              spent: int = 0) -> tuple[RedakaiState, list[int]]:
    """Player 0 in its ``turn``-th turn with ``kairu`` Kairu (``spent`` of it used), the
    dummy's zones ``damaged`` and exactly the cards ``names`` in hand (their ids)."""
    state = _game()
    state.active = 0
    state.pturns[0] = turn
    state.kmax[0], state.kcur[0] = kairu, kairu - spent
    _dummy(state, damaged)
    return state, _hand(state, names)


def _over_the_limit(state: RedakaiState) -> None:
    """The hand is over its limit: player 0 discards, then the main phase goes on."""
    state.phase, state.discarder, state.resume = DISCARD, 0, MAIN


def _kill_turn(state: RedakaiState, policy, limit: int = 8) -> int:  # type: ignore[no-untyped-def]
    """Play on with ``policy`` for player 0 and greedy for the rest; the kill turn."""
    st = state.clone()
    rng = random.Random(0)
    while st.current_player() != TERMINAL and st.pturns[0] <= limit:
        cp = st.current_player()
        st.apply_unchecked(st.sample_chance() if cp == CHANCE else
                           policy(st, rng) if cp == 0 else GREEDY(st, rng))
    return st.pturns[0] if st.winner == 0 else limit + 1


def test_planner_keeps_the_scarce_card_under_the_hand_limit() -> None:
    """Seven cards, the limit is six. The dummy's last character lacks its left and right
    zones, and one Kairu is left this turn: Vine Snap (right, free) and Magma Fist (left,
    one Kairu) win now, and Magma Fist is the one left-zone card the player can pay for.
    The greedy bot keeps the right-zone cards (fewer in the deck) and, of the left-zone
    ones, throws away the weakest — Magma Fist; the planner keeps it and wins this turn."""
    state, hand = _position(3, [[True] * 3, [True] * 3, [False, True, False]],
                            ["Magma Fist", "Vine Snap", "Phantom Grasp", "Inferno Lance",
                             "Sporeburst", "Flare Step", "Scorch Wave"], kairu=3, spent=2)
    fist = hand[0]
    _over_the_limit(state)
    assert GREEDY(state, random.Random(0)) == ("discard", fist)
    choice = Planner(GREEDY, budget=16)(state, random.Random(0))
    assert choice[0] == "discard" and choice != ("discard", fist)
    after = state.clone()
    after.apply_unchecked(choice)
    assert _kill_turn(after, GREEDY) == 3
    assert _kill_turn(state, GREEDY) > 3  # greedy alone does not win this turn


def test_greedy_keeps_the_card_for_the_zone_still_needed_under_the_hand_limit() -> None:
    """The dummy's last character lacks only its right zone; Vine Snap is the one card in
    hand that hits it. The weakest card by numbers, but the greedy bot keeps it (it used
    to throw it away) and wins this turn."""
    state, hand = _position(3, [[True] * 3, [True] * 3, [True, True, False]],
                            ["Magma Fist", "Inferno Lance", "Phantom Grasp", "Sporeburst",
                             "Shadow Needle", "Bramble Kick", "Vine Snap"], kairu=3)
    _over_the_limit(state)
    choice = GREEDY(state, random.Random(0))
    assert choice[0] == "discard" and choice != ("discard", hand[-1])
    assert _kill_turn(state, GREEDY) == 3


def test_greedy_digs_with_an_attack_that_draws_when_nothing_adds_damage() -> None:
    """Every zone Phantom Grasp hits is damaged already, but its hit draws a card: the
    greedy bot plays it rather than end the turn with Kairu to spare."""
    state, (grasp, _fist) = _position(
        6, [[True, False, False], [True, False, False], [True, False, True]],
        ["Phantom Grasp", "Magma Fist"], kairu=6)
    action = GREEDY(state, random.Random(0))
    assert action[:2] == ("attack", grasp)
    before = len(state.deck[0])
    after = state.clone()
    after.apply_unchecked(action)
    while after.current_player() == 0 and after.phase != MAIN:
        after.apply_unchecked(GREEDY(after, random.Random(0)))   # the react window
    assert len(after.deck[0]) == before - 1 and grasp not in after.hand[0]


def test_planner_attacks_the_character_closest_to_defeat() -> None:
    """Two dummy characters stand. The first has its right zone damaged and defends red
    and purple 10 (a user's dummy may show defence: RULES §6.2), so only green attacks
    get through to it; the second is untouched and has no defence. Thornstorm (green,
    middle and right) damages two new zones of the untouched one but only one of the
    first. The greedy bot plays it on the untouched character (more new zones) and then
    has no green card left for the first one's middle zone; the planner plays it on the
    character closest to defeat, finishes it with Sporeburst (green, left) and the other
    with its red cards — the game is won this turn. (When two targets gain as many zones,
    the greedy bot already prefers the more damaged one: it goes wrong only where more new
    zones elsewhere tempt it, as here.)"""
    state, (storm, *_rest) = _position(
        10, [[False, False, True], [False] * 3, [True] * 3],
        ["Thornstorm", "Sporeburst", "Magma Fist", "Blazing Jab", "Scorch Wave"], kairu=10)
    state.chars[1][0].visible = [("red", 10), ("purple", 10), None]
    assert GREEDY(state, random.Random(0)) == ("attack", storm, 1)
    planned = _this_turn(state, Planner(GREEDY, budget=16))
    assert planned.winner == 0
    assert storm in planned.chars[1][0].stack  # on the character closest to defeat
    greedy = _this_turn(state, GREEDY)
    assert greedy.winner is None
    assert storm in greedy.chars[1][1].stack


def _this_turn(state: RedakaiState, policy) -> RedakaiState:  # type: ignore[no-untyped-def]
    """Play the rest of player 0's turn with ``policy``."""
    st = state.clone()
    rng = random.Random(0)
    turn = st.pturns[0]
    while st.current_player() == 0 and st.pturns[0] == turn:
        st.apply_unchecked(policy(st, rng))
    return st
