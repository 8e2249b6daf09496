"""Goldfish statistics and exact draw odds (RULES.md §4): hypergeometric values checked
against arithmetic written out here, the summaries of a known list of results, and
determinism of batches."""

from __future__ import annotations

import random
from math import comb

import pytest

from deckbuilder.rules.games.redakai import ENGINE, RedakaiOptions
from deckbuilder.rules.sim import (
    GameResult,
    GoldfishSpec,
    Stats,
    chunks,
    draw_odds,
    game_seed,
    hypergeom_at_least,
    play_goldfish,
    run_batch,
    run_chunk,
)
from tests.rules.engine_support import deck_from_text, starter_deck

RULESET = "redakai-advanced"


# =========================================================================== hypergeometric

def test_at_least_one_of_three_in_seven_of_forty() -> None:
    expected = 1 - comb(37, 7) / comb(40, 7)
    assert hypergeom_at_least(40, 3, 7, 1) == pytest.approx(expected, abs=1e-12)
    # By hand: C(37,7)/C(40,7) = (33·32·31)/(40·39·38) = 32736/59280, so 1 − that
    # = 26544/59280 = 553/1235.
    assert hypergeom_at_least(40, 3, 7, 1) == pytest.approx(553 / 1235, abs=1e-12)
    assert round(hypergeom_at_least(40, 3, 7, 1), 6) == 0.447773


def test_at_least_two_of_four_in_ten_of_sixty() -> None:
    none = comb(56, 10)
    one = comb(4, 1) * comb(56, 9)
    expected = 1 - (none + one) / comb(60, 10)
    assert hypergeom_at_least(60, 4, 10, 2) == pytest.approx(expected, abs=1e-12)
    assert round(hypergeom_at_least(60, 4, 10, 2), 6) == 0.125781


def test_small_exact_values() -> None:
    # Both copies of 2 among 3 cards drawn from 5: C(2,2)·C(3,1)/C(5,3) = 3/10.
    assert hypergeom_at_least(5, 2, 3, 2) == pytest.approx(0.3, abs=1e-12)
    # At least one of 2 in 2 cards from 4: 1 − C(2,2)/C(4,2) = 1 − 1/6 = 5/6.
    assert hypergeom_at_least(4, 2, 2, 1) == pytest.approx(5 / 6, abs=1e-12)
    # A single copy among 7 of 40 cards: 7/40 = 0.175.
    assert hypergeom_at_least(40, 1, 7, 1) == pytest.approx(0.175, abs=1e-12)
    # P(≥ k) for k = 0, 1, …: 1 first, then falling; all three copies = C(37,4)/C(40,7).
    values = [hypergeom_at_least(40, 3, 7, k) for k in range(5)]
    assert values[0] == 1.0
    assert values == sorted(values, reverse=True)
    assert values[3] == pytest.approx(comb(3, 3) * comb(37, 4) / comb(40, 7), abs=1e-12)
    assert values[4] == 0.0


def test_hypergeom_edge_cases() -> None:
    assert hypergeom_at_least(40, 3, 7, 0) == 1.0          # k = 0: always
    assert hypergeom_at_least(40, 0, 7, 0) == 1.0
    assert hypergeom_at_least(40, 3, 7, 4) == 0.0          # more copies than exist
    assert hypergeom_at_least(40, 0, 7, 1) == 0.0
    assert hypergeom_at_least(40, 5, 3, 4) == 0.0          # more than the cards drawn
    assert hypergeom_at_least(40, 3, 40, 3) == 1.0         # the whole deck drawn
    assert hypergeom_at_least(40, 3, 55, 2) == 1.0         # more draws than cards
    assert hypergeom_at_least(40, 3, 0, 1) == 0.0
    assert hypergeom_at_least(10, 10, 1, 1) == 1.0


# =========================================================================== draw odds

def test_draw_odds_counts_a_group_of_cards_together() -> None:
    deck = starter_deck(RULESET)
    options = RedakaiOptions()
    size = deck.deck.count("deck")
    assert size == 41
    for turn in (0, 1, 3, 10):
        odds = draw_odds(ENGINE, options, deck, ["Blazing Jab", "magma fist"], 1, turn)
        seen = 3 + turn                                 # opening hand + one draw a turn
        assert odds.cards_seen == seen
        assert odds.copies_in_deck == 3 + 3
        assert odds.deck_size == 41
        assert odds.cards == ("Blazing Jab", "Magma Fist")
        assert odds.probability == pytest.approx(1 - comb(41 - 6, seen) / comb(41, seen),
                                                 abs=1e-12)


def test_draw_odds_of_at_least_two_copies() -> None:
    deck = starter_deck(RULESET)
    odds = draw_odds(ENGINE, RedakaiOptions(), deck, ["Magma Fist"], 2, 4)
    seen = 7
    p = sum(comb(3, i) * comb(38, seen - i) for i in (2, 3)) / comb(41, seen)
    assert odds.probability == pytest.approx(p, abs=1e-12)
    data = odds.to_json()
    assert data["copies"] == 2 and data["by_turn"] == 4 and data["cards_seen"] == 7
    assert data["probability"] == round(p, 6)


def test_draw_odds_follow_the_options() -> None:
    deck = starter_deck(RULESET)
    opts = RedakaiOptions(opening_hand=5, draw_per_turn=2)
    odds = draw_odds(ENGINE, opts, deck, ["Inferno Lance"], 1, 2)
    assert odds.cards_seen == 5 + 2 * 2
    assert odds.probability == pytest.approx(9 / 41, abs=1e-12)


def test_draw_odds_of_the_same_card_twice_count_it_once() -> None:
    deck = starter_deck(RULESET)
    once = draw_odds(ENGINE, RedakaiOptions(), deck, ["Vine Snap"], 1, 2)
    twice = draw_odds(ENGINE, RedakaiOptions(), deck, ["Vine Snap", "VINE SNAP "], 1, 2)
    assert twice.copies_in_deck == once.copies_in_deck == 3
    assert twice.probability == once.probability


def test_draw_odds_cap_the_cards_seen_at_the_deck() -> None:
    deck = deck_from_text("Characters:\nTessia - Ember Veil\nBrannoc - Stone Oath\n"
                          "Korrow - Night Lantern\nDeck:\n3 Blazing Jab\n2 Vine Snap\n",
                          RULESET)
    odds = draw_odds(ENGINE, RedakaiOptions(), deck, ["Blazing Jab"], 3, 9)
    assert odds.deck_size == 5 and odds.cards_seen == 5
    assert odds.probability == 1.0


# =========================================================================== Stats

KILLS = [5, 6, 6, 7, 8, 9, 10, None, None, 12]


def known_stats() -> Stats:
    stats = Stats()
    for i, kill in enumerate(KILLS):
        seen = {"A": 1 + i % 3}                       # turns 1, 2, 3, 1, 2, 3, …
        if i < 5:
            seen["B"] = 4
        stats.add(GameResult(kill, seen, kill or 20, dead_turns=i % 2, winner=0 if kill
                             else None))
    return stats


def test_stats_summary_of_known_results() -> None:
    stats = known_stats()
    s = stats.kill_turn_summary()
    won = sorted(k for k in KILLS if k is not None)   # 5 6 6 7 8 9 10 12
    assert stats.games == 10
    assert s["mean"] == pytest.approx(sum(won) / len(won))  # 63 / 8
    assert s["mean"] == 7.875
    # Nearest rank: the ⌈q·n⌉-th smallest of the 8 won games.
    assert s["median"] == 7.0                          # 4th
    assert s["p10"] == 5.0                             # 1st
    assert s["p90"] == 12.0                            # 8th
    assert s["histogram"] == {"5": 1, "6": 2, "7": 1, "8": 1, "9": 1, "10": 1, "12": 1}
    assert s["not_won"] == 2
    assert s["not_won_share"] == 0.2


def test_stats_in_hand_by_turn_is_cumulative() -> None:
    stats = known_stats()
    rows = stats.in_hand_by_turn(["A", "B", "Never"], 6)
    # A first held on turn 1 in games 0,3,6,9; turn 2 in 1,4,7; turn 3 in 2,5,8.
    assert rows["A"] == [0.4, 0.7, 1.0, 1.0, 1.0, 1.0]
    assert rows["B"] == [0.0, 0.0, 0.0, 0.5, 0.5, 0.5]
    assert rows["Never"] == [0.0] * 6
    for row in rows.values():
        assert len(row) == 6
        assert row == sorted(row) and all(0.0 <= x <= 1.0 for x in row)


def test_stats_dead_turn_share() -> None:
    stats = known_stats()
    turns = sum(k or 20 for k in KILLS)               # 63 + 20 + 20 = 103
    dead = sum(i % 2 for i in range(10))              # 5
    assert stats.player_turns == turns and stats.dead_turns == dead
    assert stats.dead_turn_share() == round(5 / 103, 4)
    assert Stats().dead_turn_share() is None


def test_empty_stats() -> None:
    s = Stats().kill_turn_summary()
    assert s["mean"] is None and s["median"] is None and s["histogram"] == {}
    assert s["not_won"] == 0 and s["not_won_share"] is None


def test_stats_merge_equals_adding_everything() -> None:
    stats = known_stats()
    a, b = Stats(), Stats()
    results = []
    for i, kill in enumerate(KILLS):
        results.append(GameResult(kill, {"A": 1 + i % 3}, kill or 20, i % 2, 0))
    for r in results[:4]:
        a.add(r)
    for r in results[4:]:
        b.add(r)
    a.merge(b)
    assert a.kill_turn_summary() == stats.kill_turn_summary()
    assert a.in_hand_by_turn(["A"], 5) == stats.in_hand_by_turn(["A"], 5)
    assert a.dead_turn_share() == stats.dead_turn_share()


def test_chunks_cover_every_game_once() -> None:
    for games, parts in ((10, 3), (1, 8), (50, 8), (7, 7)):
        covered = [g for start, n in chunks(games, parts) for g in range(start, start + n)]
        assert covered == list(range(games))


# =========================================================================== batches

def spec(seed: int, options: RedakaiOptions | None = None, policy: str = "greedy",
         max_turns: int = 20) -> GoldfishSpec:
    return GoldfishSpec(RULESET, starter_deck(RULESET), None, options or RedakaiOptions(),
                        policy, seed, max_turns)


def test_same_seed_gives_identical_stats() -> None:
    a = run_chunk(spec(11), 0, 30)
    b = run_chunk(spec(11), 0, 30)
    assert a == b
    assert a.kill_turn_summary() == b.kill_turn_summary()


def test_different_seeds_differ() -> None:
    a = run_chunk(spec(11), 0, 30)
    b = run_chunk(spec(12), 0, 30)
    assert a != b
    assert game_seed(11, 0) != game_seed(12, 0) and game_seed(11, 0) != game_seed(11, 1)


def test_random_policy_batch_is_deterministic_too() -> None:
    a = run_chunk(spec(5, policy="random"), 0, 10)
    b = run_chunk(spec(5, policy="random"), 0, 10)
    assert a == b and a.games == 10


def test_batch_in_hand_by_turn_is_cumulative_and_matches_the_odds_on_turn_one() -> None:
    stats = run_chunk(spec(2), 0, 300)
    deck = starter_deck(RULESET)
    names = list(dict.fromkeys(e.name for e in deck.deck.deck))
    rows = stats.in_hand_by_turn(names, 20)
    for row in rows.values():
        assert len(row) == 20
        assert row == sorted(row) and all(0.0 <= x <= 1.0 for x in row)
    # Turn 1 (4 cards seen, nothing can draw extra yet): close to the exact value.
    for name in ("Blazing Jab", "Inferno Lance", "Glowmoth Healer"):
        exact = draw_odds(ENGINE, RedakaiOptions(), deck, [name], 1, 1).probability
        assert rows[name][0] == pytest.approx(exact, abs=0.08)
    # A card seen on turn 20 (23 of 41 cards, more with draw effects) is seen most of the time.
    exact20 = draw_odds(ENGINE, RedakaiOptions(), deck, ["Blazing Jab"], 1, 20).probability
    assert rows["Blazing Jab"][-1] >= exact20 - 0.08


def test_dead_turn_share_and_kill_turns_of_a_batch_are_sane() -> None:
    stats = run_chunk(spec(3), 0, 40)
    s = stats.kill_turn_summary()
    assert sum(s["histogram"].values()) + s["not_won"] == 40
    share = stats.dead_turn_share()
    assert share is not None and 0.0 <= share < 1.0
    assert s["p10"] <= s["median"] <= s["p90"]


def test_a_lower_kairu_cap_slows_the_deck_down() -> None:
    low = run_chunk(spec(4, options=RedakaiOptions(kairu_cap=1)), 0, 30)
    normal = run_chunk(spec(4), 0, 30)

    def slowness(st: Stats) -> float:
        return (sum(t * n for t, n in st.kill_turns.items()) + 21 * st.not_won) / st.games

    assert slowness(low) > slowness(normal)


def test_play_goldfish_counts_the_kill_in_the_players_own_turns() -> None:
    prepared = ENGINE.prepare_goldfish(starter_deck(RULESET))
    for seed in range(10):
        state = ENGINE.start(prepared, seed)
        result = play_goldfish(state, ENGINE.policies()["greedy"], random.Random(seed), 20,
                               engine=ENGINE)
        if result.kill_turn is not None:
            assert result.winner == 0
            assert result.kill_turn == state.player_turns(0) == result.turns
        else:
            assert result.turns == 20
        assert 0 <= result.dead_turns <= result.turns
        assert all(1 <= t <= 20 for t in result.first_seen.values())


def test_play_goldfish_keeps_drawing_on_paper_after_a_quick_win() -> None:
    prepared = ENGINE.prepare_goldfish(starter_deck(RULESET))
    checked = 0
    for seed in range(40):
        state = ENGINE.start(prepared, seed)
        result = play_goldfish(state, ENGINE.policies()["greedy"], random.Random(seed), 20,
                               engine=ENGINE)
        if result.kill_turn is None or result.kill_turn >= 20:
            continue
        # The cards left on top of the deck count as drawn one a turn after the win.
        order = state.deck_order(0)
        for k, name in enumerate(order[:20 - result.kill_turn]):
            assert result.first_seen[name] <= result.kill_turn + k + 1
        assert max(result.first_seen.values()) > result.kill_turn or \
            set(order[:20 - result.kill_turn]) <= {n for n, t in result.first_seen.items()
                                                   if t <= result.kill_turn}
        checked += 1
    assert checked >= 5


# =========================================================================== cards drawn

def test_play_goldfish_counts_the_cards_drawn_by_each_turn() -> None:
    prepared = ENGINE.prepare_goldfish(starter_deck(RULESET))
    opts = RedakaiOptions()
    for seed in range(15):
        state = ENGINE.start(prepared, seed)
        result = play_goldfish(state, ENGINE.policies()["greedy"], random.Random(seed), 12,
                               engine=ENGINE)
        counts = result.drawn_by_turn
        assert len(counts) == 12                      # after a win, drawn on paper
        assert list(counts) == sorted(counts)
        # Turn 1: the opening hand and the turn's draw; later turns at least one a turn.
        assert counts[0] == ENGINE.cards_seen(opts, 1, True) == 4
        assert all(c >= ENGINE.cards_seen(opts, t, True) for t, c in enumerate(counts, 1))
        # A card first held on turn t was among the cards drawn by then.
        for t in range(1, 13):
            held = sum(1 for first in result.first_seen.values() if first <= t)
            assert held <= counts[t - 1]


def test_stats_keep_the_draw_counts_per_turn_and_merge_them() -> None:
    a, b = Stats(), Stats()
    a.add(GameResult(None, {}, 3, 0, None, (4, 5, 6)))
    a.add(GameResult(None, {}, 3, 0, None, (4, 6, 6)))
    b.add(GameResult(None, {}, 3, 0, None, (4, 5, 7)))
    a.merge(b)
    assert a.draw_counts(1) == {4: 3}
    assert a.draw_counts(2) == {5: 2, 6: 1}
    assert a.draw_counts(3) == {6: 2, 7: 1}
    assert a.draw_counts(4) == {}


def test_draw_odds_weighed_with_simulated_counts() -> None:
    deck = starter_deck(RULESET)                       # 41 cards, 3 Blazing Jab
    odds = draw_odds(ENGINE, RedakaiOptions(), deck, ["Blazing Jab"], 1, 3,
                     drawn={6: 30, 7: 10})
    # Three games in four saw 6 cards, one in four saw 7: the exact chance of each count,
    # weighed by the games.
    six, seven = 1 - comb(38, 6) / comb(41, 6), 1 - comb(38, 7) / comb(41, 7)
    assert odds.probability == pytest.approx(0.75 * six + 0.25 * seven, abs=1e-12)
    assert odds.from_simulation and odds.games == 40
    assert odds.seen_range == (6, 7) and odds.seen_mean == pytest.approx(6.25)
    assert odds.cards_seen == 6                       # the most common count
    data = odds.to_json()
    assert data["cards_seen_range"] == [6, 7] and data["simulated_games"] == 40
    # Without counts: the rules' schedule, as before (and no simulation keys).
    plain = draw_odds(ENGINE, RedakaiOptions(), deck, ["Blazing Jab"], 1, 3, drawn={})
    assert not plain.from_simulation and plain.probability == pytest.approx(six)
    assert "simulated_games" not in plain.to_json()
    assert plain.ruleset == odds.ruleset == RULESET


# =========================================================================== the one runner

def test_the_batch_runner_gives_the_same_figures_on_one_core_and_in_a_pool() -> None:
    # One runner serves the window and the command line: split into pieces, into chunks
    # of a process pool, or not at all, a batch gives the same figures.
    whole = run_chunk(spec(9), 0, 260)
    reports: list[int] = []
    here = run_batch(spec(9), 260, progress=lambda done: reports.append(done) is None)
    pooled = run_batch(spec(9), 260, workers=2)
    assert here == whole and pooled == whole
    assert reports[-1] == 260 and reports == sorted(reports)


@pytest.mark.parametrize("workers", [1, 2])
def test_the_batch_runner_stops_when_progress_says_so(workers: int) -> None:
    def progress(done: int) -> bool:
        return done < 5

    stats = run_batch(spec(9), 5000, workers, progress=progress)
    assert 0 < stats.games < 5000
    if workers == 1:
        assert stats.games == 5  # the game that reported 5 was the last one played
