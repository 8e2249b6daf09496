"""The search pilots (planner, clairvoyant) and the paired comparison of batches: fairness
(the planner's choice never depends on the hidden deck order), determinism, every
ruleset's decisions answered, and the paired interval's arithmetic."""

from __future__ import annotations

import random

import pytest

from deckbuilder.rules.compare import bound_gap, paired_difference, t975, verdict
from deckbuilder.rules.engine import CHANCE, TERMINAL
from deckbuilder.rules.pilots import Planner, determinize
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.rules.sim import GoldfishSpec, game_seed, make_policy, policy_names, run_chunk
from tests.rules.engine_support import playable_rulesets, starter_deck

BUDGET = 4  # small: these tests check behaviour, the bench checks the figures


def _start(rid: str, game: int = 0):  # type: ignore[no-untyped-def]
    engine = get_ruleset(rid).engine
    assert engine is not None
    prepared = engine.prepare_goldfish(starter_deck(rid), options=engine.options_type())
    return engine, engine.start(prepared, game_seed(3, game))


def _to_choice(state, greedy, rng, player: int = 0):  # type: ignore[no-untyped-def]
    """Play greedily to the player's first decision with more than one legal action."""
    for _ in range(500):
        cp = state.current_player()
        assert cp != TERMINAL
        if cp == player and len(state.legal_actions()) > 1:
            return state
        state.apply_unchecked(state.sample_chance() if cp == CHANCE else greedy(state, rng))
    raise AssertionError("no choice reached")


@pytest.mark.parametrize("rid", playable_rulesets())
def test_every_ruleset_offers_the_search_pilots(rid: str) -> None:
    engine = get_ruleset(rid).engine
    assert {"greedy", "planner", "clairvoyant"} <= set(policy_names(engine))


@pytest.mark.parametrize("rid", playable_rulesets())
def test_the_planner_does_not_look_at_the_order_of_the_hidden_deck(rid: str) -> None:
    engine, state = _start(rid)
    greedy = engine.policies()["greedy"]
    checked = 0
    for step in range(3):
        state = _to_choice(state, greedy, random.Random(step))
        planner = Planner(greedy, budget=BUDGET, max_turns=8)
        choice = planner(state, random.Random(42))
        for k in range(2):
            shuffled = state.clone()
            for pile in shuffled.deck:  # type: ignore[attr-defined]
                random.Random(k).shuffle(pile)
            # The game's own generator holds the future draws too: the planner must not
            # read it either.
            shuffled.rng = random.Random(1000 + k)
            assert shuffled.deck != state.deck or len(state.deck[0]) < 2  # type: ignore[attr-defined]
            # Every world the planner searches is the same whatever the hidden order...
            assert determinize(shuffled, random.Random(7)).state_key() == \
                determinize(state, random.Random(7)).state_key()
            # ... and so is its choice.
            assert Planner(greedy, budget=BUDGET, max_turns=8)(shuffled, random.Random(42)) \
                == choice
        checked += 1
        state.apply_unchecked(choice)
        if state.current_player() == TERMINAL:
            break
    assert checked


@pytest.mark.parametrize("rid", playable_rulesets())
@pytest.mark.parametrize("policy", ["planner", "clairvoyant"])
def test_search_pilots_finish_games_deterministically(rid: str, policy: str) -> None:
    engine = get_ruleset(rid).engine
    spec = GoldfishSpec(rid, starter_deck(rid), None, engine.options_type(), policy, 5, 12,
                        budget=4)
    first = run_chunk(spec, 0, 2)
    again = run_chunk(spec, 0, 2)
    assert first.games == 2
    assert first.turn_values(12) == again.turn_values(12)
    assert first.kill_turns == again.kill_turns


def test_the_clairvoyant_is_never_slower_than_the_greedy_bot_on_the_same_seed() -> None:
    """Its first line is the greedy bot's own game, kept unless a faster one turns up."""
    rid = "monster-cards"
    engine = get_ruleset(rid).engine
    base = GoldfishSpec(rid, starter_deck(rid), None, engine.options_type(), "greedy", 9, 12,
                        budget=4)
    greedy = run_chunk(base, 0, 6).turn_values(12)
    bound = run_chunk(GoldfishSpec(rid, starter_deck(rid), None, engine.options_type(),
                                   "clairvoyant", 9, 12, budget=4), 0, 6).turn_values(12)
    assert all(b <= g for b, g in zip(bound, greedy, strict=True))


def test_make_policy_names_the_unknown_pilot() -> None:
    with pytest.raises(KeyError):
        make_policy(get_ruleset("monster-cards").engine, "oracle")


# =========================================================================== comparison

def test_paired_interval_by_hand() -> None:
    # Differences 1, 2, 3: mean 2, sd 1, half width t(2) · 1/√3 = 4.303 / 1.7321 = 2.4843.
    d = paired_difference([3, 4, 5], [2, 2, 2])
    assert d["mean"] == 2.0
    assert d["ci95"] == [pytest.approx(2 - 2.4843, abs=1e-3), pytest.approx(4.4843, abs=1e-3)]
    assert d["p_a_faster"] == 0.0 and d["p_b_faster"] == 1.0
    assert t975(500) == pytest.approx(1.96472, abs=5e-5)  # not the normal 1.96


def test_identical_batches_differ_by_nothing() -> None:
    d = paired_difference([4, 5, 21], [4, 5, 21])
    assert d["mean"] == 0 and d["ci95"] == [0, 0]
    assert verdict(d, 1000) == "no difference found in 1,000 games"


def test_verdict_names_the_faster_deck() -> None:
    assert verdict({"mean": -0.8, "ci95": [-1.1, -0.5]}, 100) == \
        "A kills 0.8 turns sooner (95 %: 0.5–1.1)"
    assert verdict({"mean": 1.25, "ci95": [0.5, 2.0]}, 100) == \
        "B kills 1.2 turns sooner (95 %: 0.5–2.0)"


def test_bound_gap_and_its_explanation() -> None:
    g = bound_gap([5, 7, 21, 6], [5, 6, 21, 21], 20)
    assert g["mean"] == pytest.approx((5 + 6 + 21 + 21) / 4)
    assert g["not_won_share"] == 0.5
    assert g["gap_mean"] == pytest.approx((0 + 1 + 0 - 15) / 4)
    assert g["slower_share"] == 0.25
    assert g["explanation"] == \
        "50 % of shuffles cannot win by turn 20 even knowing the deck order"


def test_kill_turns_pair_by_game_number_whatever_order_chunks_merge_in() -> None:
    rid = "monster-cards"
    engine = get_ruleset(rid).engine
    spec = GoldfishSpec(rid, starter_deck(rid), None, engine.options_type(), "greedy", 2, 3)
    whole = run_chunk(spec, 0, 30)
    late, early = run_chunk(spec, 20, 10), run_chunk(spec, 0, 20)
    late.merge(early)
    assert late.turn_values(3) == whole.turn_values(3)
    assert len(whole.turn_values(3)) == 30 and 4 in whole.turn_values(3)  # 4: not won
