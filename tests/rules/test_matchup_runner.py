"""Matchup batches go through the one runner of every batch (``sim.run_games``): the same
figures for any number of processes, Cancel stopping a pool, and each record counting a
draw as half in its score — the first player's too."""

from __future__ import annotations

import pytest

from deckbuilder.rules.matchup import MatchResult, MatchSpec, MatchStats, run_match
from deckbuilder.rules.registry import get_ruleset
from tests.rules.engine_support import starter_deck


def _spec(rid: str = "monsuno-medium", seed: int = 3) -> MatchSpec:
    engine = get_ruleset(rid).engine
    assert engine is not None
    deck = starter_deck(rid)
    return MatchSpec(rid, (deck, deck), engine.options_type(), "greedy", seed, 40)


def test_the_first_player_scores_half_a_point_for_a_draw() -> None:
    stats = MatchStats()
    for r in (MatchResult(0, 0, 5), MatchResult(-1, 1, 5), MatchResult(1, 0, 5),
              MatchResult(None, 1, 40), MatchResult(-1, 0, 6)):
        stats.add(r)
    fp = stats.first_player_win_rate()
    assert (fp["games"], fp["wins"], fp["draws"], fp["losses"], fp["unfinished"]) == \
        (5, 1, 2, 1, 1)
    assert fp["win_rate"] == 0.2 and fp["score"] == 0.4  # (1 + 2/2) / 5
    lo, hi = fp["score_ci95"]
    assert lo < 0.4 < hi
    # Each seat going first: seat 0 won one, lost one, drew one; seat 1 drew one and left
    # one unfinished.
    a, b = stats.on_the_play_record(0), stats.on_the_play_record(1)
    assert (a["wins"], a["draws"], a["losses"], a["score"]) == (1, 1, 1, 0.5)
    assert (b["wins"], b["draws"], b["losses"], b["unfinished"], b["score"]) == \
        (0, 1, 0, 1, 0.25)
    # Merging parts gives the same records.
    half = MatchStats()
    half.merge(stats)
    assert half.first_player_win_rate() == fp


def test_the_figures_do_not_depend_on_the_number_of_processes() -> None:
    spec = _spec()
    seen: list[int] = []
    pooled = run_match(spec, 120, 2, started=seen.append)
    assert seen == [2]  # three chunks of at most 50 games: two processes
    assert run_match(spec, 120, 1) == pooled
    assert pooled.games == 120 and pooled.draws > 0


def test_a_pool_stops_when_progress_says_so() -> None:
    spec = _spec(seed=4)
    told: list[int] = []

    def progress(done: int) -> bool:
        told.append(done)
        return done == 0  # stop at the first games done

    stats = run_match(spec, 20_000, 2, progress=progress)
    assert 0 < stats.games < 20_000 and told[-1] == stats.games


@pytest.mark.parametrize("policy", ["greedy", "planner"])
def test_planner_batches_come_in_single_games(policy: str) -> None:
    from dataclasses import replace

    seen: list[int] = []
    spec = replace(_spec(), policy=policy, budget=2, max_turns=3)
    run_match(spec, 4, 2, started=seen.append)
    # Greedy games are quick: four fit one chunk, played here; the planner's take about a
    # second each, so each is a chunk of its own and both processes play.
    assert seen == ([1] if policy == "greedy" else [2])
