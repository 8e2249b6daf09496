"""Matchups (rules/matchup.py): the opponent pilot plays fair with every card it cannot see
dealt anew, real decks seated at one table, the Wilson interval, and a deck against its
own copy winning about half its games."""

from __future__ import annotations

import random

import pytest

from deckbuilder.rules.engine import CHANCE, TERMINAL, GameState
from deckbuilder.rules.matchup import (
    MatchSpec,
    play_match,
    prepare_match,
    run_match,
    run_match_chunk,
    seat_policy,
    wilson,
)
from deckbuilder.rules.pilots import Planner, determinize
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.rules.sim import game_seed
from tests.rules.engine_support import playable_rulesets, starter_deck

BUDGET = 4  # small: these tests check behaviour, the bench checks the figures


def _table(rid: str, game: int = 0, seats: int = 2) -> tuple[object, GameState]:
    engine = get_ruleset(rid).engine
    assert engine is not None
    deck = starter_deck(rid)
    prepared = prepare_match(engine, [deck] * seats, engine.options_type())
    return engine, engine.start(prepared, game_seed(11, game))


def _hands(state: GameState) -> list[list[int]]:
    # Monsuno medium rules have no hand: the cards a seat looks at in a clash instead.
    return getattr(state, "hand", None) or state.look  # type: ignore[attr-defined]


def _shuffle_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """What the seat cannot tell from the true state, written out independently of the
    pilot: its own draw pile in another order, and each other seat's hand and draw pile
    dealt anew from their cards together."""
    st = state.clone()
    decks, hands = st.deck, _hands(st)  # type: ignore[attr-defined]
    for p in range(st.num_players()):
        if p == seat:
            rng.shuffle(decks[p])
            continue
        pool = hands[p] + decks[p]
        rng.shuffle(pool)
        hands[p][:], decks[p][:] = pool[:len(hands[p])], pool[len(hands[p]):]
    # The game's generator holds the future draws: another one must not matter either.
    st.rng = random.Random(rng.getrandbits(64))
    return st


def _decisions(rid: str, seats: int, wanted: int) -> list[GameState]:
    """States where a seat with cards in another seat's hand or deck has a real choice,
    sampled along greedy games."""
    engine, _ = _table(rid, 0, seats)
    greedy = engine.policies()["greedy"]  # type: ignore[attr-defined]
    out: list[GameState] = []
    for game in range(6):
        _e, state = _table(rid, game, seats)
        rng = random.Random(game)
        for step in range(400):
            cp = state.current_player()
            if cp == TERMINAL:
                break
            if cp == CHANCE:
                state.apply_unchecked(state.sample_chance())
                continue
            if step % 7 == 3 and len(state.legal_actions()) > 1:
                out.append(state.clone())
                if len(out) >= wanted:
                    return out
            state.apply_unchecked(greedy(state, rng))
    return out


RULESETS = [(r, 2) for r in playable_rulesets()] + [("monster-cards", 3)]


@pytest.mark.parametrize(("rid", "seats"), RULESETS, ids=[f"{r}-{n}p" for r, n in RULESETS])
def test_the_opponent_pilot_does_not_see_hidden_cards(rid: str, seats: int) -> None:
    engine = get_ruleset(rid).engine
    assert engine is not None
    greedy = engine.policies()["greedy"]
    states = _decisions(rid, seats, 6)
    assert states
    hands_redealt = 0
    for state in states:
        seat = state.current_player()
        planner = Planner(greedy, budget=BUDGET, max_turns=12, player=seat)
        choices = [planner(state, random.Random(s)) for s in range(3)]
        for k in range(3):
            other = _shuffle_hidden(state, seat, random.Random(100 + k))
            hands = _hands(state)
            if any(hands[p] != _hands(other)[p] for p in range(seats) if p != seat):
                hands_redealt += 1
            # Every world the pilot searches is the same whatever the hidden cards are...
            assert determinize(other, random.Random(7), seat).state_key() == \
                determinize(state, random.Random(7), seat).state_key()
            # ... and so is its choice under every seed.
            again = Planner(greedy, budget=BUDGET, max_turns=12, player=seat)
            assert [again(other, random.Random(s)) for s in range(3)] == choices
    if rid != "monsuno-medium":  # (a medium seat looks at its 2 cards only while picking)
        assert hands_redealt, "no sampled state had an opponent's hand to deal anew"


def test_the_cards_a_seat_sees_are_left_where_they_are() -> None:
    _engine, state = _table("redakai-advanced")
    while state.current_player() == CHANCE:
        state.apply_unchecked(state.sample_chance())
    seat = state.current_player()
    view = determinize(state, random.Random(3), seat)
    assert view.hand[seat] == state.hand[seat]  # type: ignore[attr-defined]
    for p in range(2):
        mine = sorted(state.hand[p] + state.deck[p])  # type: ignore[attr-defined]
        assert sorted(view.hand[p] + view.deck[p]) == mine  # type: ignore[attr-defined]
        assert len(view.hand[p]) == len(state.hand[p])  # type: ignore[attr-defined]
    # Goldfish (no seat): only the draw piles are hidden.
    assert all(len(h.zones) == 1 and not h.face_down for h in state.hidden_from(None))


def test_wilson_interval_by_hand() -> None:
    # 5 of 10, z = 1.96: centre 0.5, half width 1.96·√(0.025 + 0.0096)/1.3842 = 0.2634.
    assert wilson(5, 10) == [pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4)]
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == [None, None]


@pytest.mark.parametrize("rid", playable_rulesets())
def test_a_deck_against_its_copy_wins_about_half(rid: str) -> None:
    engine = get_ruleset(rid).engine
    assert engine is not None
    deck = starter_deck(rid)
    inside = 0
    for seed in (1, 2, 3):
        stats = run_match(MatchSpec(rid, (deck, deck), engine.options_type(), "greedy", seed,
                                    40), 40)
        assert stats.games == 40
        assert stats.wins[0] + stats.wins[1] + stats.draws + stats.unfinished == 40
        lo, hi = stats.seat(0)["score_ci95"]  # (Monsuno medium draws many games)
        inside += lo <= 0.5 <= hi
        # Who goes first is the rules' chance: each seat went first in some games.
        assert stats.first[0] and stats.first[1]
    assert inside >= 2


def test_planner_matchups_are_repeatable_and_chunks_add_up() -> None:
    rid = "monster-cards"
    engine = get_ruleset(rid).engine
    deck = starter_deck(rid)
    spec = MatchSpec(rid, (deck, deck, deck), engine.options_type(), "planner", 4, 15, BUDGET)
    whole = run_match_chunk(spec, 0, 4)
    parts = run_match_chunk(spec, 0, 2)
    parts.merge(run_match_chunk(spec, 2, 2))
    assert whole.games == parts.games == 4
    assert whole.wins == parts.wins and whole.first == parts.first


def test_a_finished_game_names_a_winner_and_who_went_first() -> None:
    engine, state = _table("monsuno-hard", 5)
    seats = [seat_policy(engine, "greedy", p, max_turns=40) for p in range(2)]  # type: ignore[arg-type]
    result = play_match(state, seats, random.Random(1), 40)
    assert result.winner in (0, 1) and result.first in (0, 1)
    assert state.is_terminal()
