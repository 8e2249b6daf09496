"""Matchups: real decks at one table, every seat piloted by the computer, and who wins.

A matchup is a batch of games of two decks (MONSTER CARDS: two to eight) seated at one
table with no dummy. Who goes first is left to the rules' own chance point, so each deck
goes first about as often as the rules say. Every seat gets its own pilot: the engine's
greedy bot or the fair planner (:class:`deckbuilder.rules.pilots.Planner`), which sees
only what its seat may see. Like goldfish batches (``rules/sim.py``) a batch is split into
chunks that may run in other processes, every game's seed comes from the batch seed and
the game number, and a chunk can be stopped between games.
"""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckbuilder.rules.engine import (
    CHANCE,
    TERMINAL,
    Engine,
    GameState,
    Policy,
    expand,
)
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.sim import DEFAULT_MAX_TURNS, chunks, engine_for, game_seed, max_players

POLICIES = ("greedy", "planner")



def wilson(wins: float, n: int, z: float = 1.96) -> list[float | None]:
    """The Wilson score interval of a share (95 % by default); ``[None, None]`` for no
    games. A draw may count as half a win."""
    if n <= 0:
        return [None, None]
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return [round(max(0.0, mid - half), 4), round(min(1.0, mid + half), 4)]


# --------------------------------------------------------------------------- the table

def prepare_match(engine: Engine, decks: Sequence[ResolvedDeck], options: Any) -> Any:
    """The engine's prepared cards for ``decks`` seated in order, no seat the dummy.

    An engine may offer ``prepare_match(decks, options=)`` itself; otherwise the module of
    the engine is asked through the ``prepare`` function every engine module has (a team,
    its deck, the other team and deck for two-player games; a list of decks for MONSTER
    CARDS). Each deck is first checked the way a goldfish game checks it, so a team of the
    wrong size is reported with the engine's own words."""
    own = getattr(engine, "prepare_match", None)
    if own is not None:
        return own(decks, options=options)
    module = sys.modules[type(engine).__module__]
    if max_players(engine) > 2:
        mains = [expand(d.deck.deck, d.card) for d in decks]
        for d, main in zip(decks, mains, strict=True):
            if not main:
                raise ValueError(f"{d.deck.name or 'a deck'} has no cards in its deck")
        return module.prepare(mains, options, dummy=None)
    if len(decks) != 2:
        raise ValueError(f"{engine.ruleset_id} is played by 2 players, not {len(decks)}")
    # The goldfish preparation checks the team of the deck and of the dummy (B here).
    engine.prepare_goldfish(decks[0], options=options, dummy=decks[1])
    engine.prepare_goldfish(decks[1], options=options, dummy=decks[0])
    teams, mains = [], []
    for d in decks:
        team = expand(d.deck.team, d.card)
        if engine.game == "monsuno":
            team = [c for c in team if c.kind == "monsuno"]
        teams.append(team)
        mains.append(expand(d.deck.deck, d.card))
    return module.prepare(teams[0], mains[0], teams[1], mains[1], options, dummy=None)


def seat_policy(engine: Engine, name: str, seat: int, *, max_turns: int,
                budget: int | None = None) -> Policy:
    """The pilot of one seat: the engine's greedy bot, or the planner searching for that
    seat (it plays fair: see :mod:`deckbuilder.rules.pilots`)."""
    from deckbuilder.rules.pilots import Planner

    greedy = engine.policies()["greedy"]
    if name == "greedy":
        return greedy
    if name == "planner":
        return Planner(greedy, max_turns=max_turns, budget=budget, player=seat,
                       min_per=engine.planner_min_per)
    raise KeyError(name)


# --------------------------------------------------------------------------- one game

@dataclass(frozen=True)
class MatchResult:
    winner: int | None   # seat, -1 for a draw, None when the turn limit came first
    first: int | None    # the seat that began the first turn
    rounds: int          # turns of the seat that began the most


def play_match(state: GameState, seats: Sequence[Policy], rng: random.Random,
               max_turns: int) -> MatchResult:
    """Play one game to its end, or until a seat would begin turn ``max_turns + 1``."""
    state.events_on = False
    state.tracing = False
    n = state.num_players()
    first: int | None = None
    turns = state.player_turns
    while True:
        cp = state.current_player()
        if cp == TERMINAL:
            break
        action = state.sample_chance() if cp == CHANCE else seats[cp](state, rng)
        state.apply_unchecked(action)
        if first is None:
            started = [p for p in range(n) if turns(p) > 0]
            if started:
                # Seats that begin together (a Monsuno medium clash) — the one to act first.
                after = state.current_player()
                first = after if len(started) > 1 and after in started else started[0]
        if any(turns(p) > max_turns for p in range(n)):
            return MatchResult(None, first, max_turns)
    rounds = max(turns(p) for p in range(n))
    return MatchResult(state.winner, first, min(rounds, max_turns))


# --------------------------------------------------------------------------- batches

@dataclass
class MatchStats:
    """Figures of a batch of matchup games (mergeable across processes)."""

    seats: int = 2
    games: int = 0
    wins: Counter[int] = field(default_factory=Counter)
    draws: int = 0
    unfinished: int = 0
    rounds: int = 0
    #: seat → games it went first / games it won going first.
    first: Counter[int] = field(default_factory=Counter)
    first_wins: Counter[int] = field(default_factory=Counter)
    #: (seat, round the game ended) → games that seat won then (the "win rate by turn").
    won_by: Counter[tuple[int, int]] = field(default_factory=Counter)

    def add(self, r: MatchResult) -> None:
        self.games += 1
        self.rounds += r.rounds
        if r.first is not None:
            self.first[r.first] += 1
        if r.winner is None:
            self.unfinished += 1
        elif r.winner < 0:
            self.draws += 1
        else:
            self.wins[r.winner] += 1
            self.won_by[(r.winner, r.rounds)] += 1
            if r.winner == r.first:
                self.first_wins[r.winner] += 1

    def merge(self, other: MatchStats) -> None:
        self.games += other.games
        self.wins.update(other.wins)
        self.draws += other.draws
        self.unfinished += other.unfinished
        self.rounds += other.rounds
        self.first.update(other.first)
        self.first_wins.update(other.first_wins)
        self.won_by.update(other.won_by)

    def seat(self, p: int) -> dict[str, Any]:
        """A seat's wins, win rate and its 95 % Wilson interval (draws and unfinished
        games count as not won), and its score: the same with a draw as half a win (a deck
        against its own copy scores 50 % even in rules where many games are drawn)."""
        n, w = self.games, self.wins[p]
        score = w + self.draws / 2
        return {"wins": w, "win_rate": round(w / n, 4) if n else None, "ci95": wilson(w, n),
                "score": round(score / n, 4) if n else None, "score_ci95": wilson(score, n)}

    def on_the_play(self, p: int) -> float | None:
        """The seat's win rate in the games it went first."""
        n = self.first[p]
        return round(self.first_wins[p] / n, 4) if n else None

    def first_player_win_rate(self) -> dict[str, Any]:
        """How often the seat that went first won, whichever it was: the first-player
        advantage (50 % = none), with its interval."""
        n = sum(self.first.values())
        w = sum(self.first_wins.values())
        return {"games": n, "win_rate": round(w / n, 4) if n else None,
                "ci95": wilson(w, n)}

    def win_rate_by_turn(self, p: int, max_turns: int) -> list[float]:
        """Share of all games seat ``p`` had won by the end of each round 1…max_turns."""
        out, acc = [], 0
        for t in range(1, max_turns + 1):
            acc += self.won_by.get((p, t), 0)
            out.append(round(acc / self.games, 4) if self.games else 0.0)
        return out


@dataclass(frozen=True)
class MatchSpec:
    """Everything a matchup batch needs, picklable so chunks can run in other processes."""

    ruleset: str
    decks: tuple[ResolvedDeck, ...]
    options: Any
    policy: str = "greedy"
    seed: int = 0
    max_turns: int = DEFAULT_MAX_TURNS
    budget: int | None = None


def run_match_chunk(spec: MatchSpec, start: int, count: int,
                    progress: Callable[[int], bool] | None = None) -> MatchStats:
    """Games ``start`` … ``start + count - 1``; ``progress(done)`` may return False to
    stop early (Cancel)."""
    engine = engine_for(spec.ruleset)
    prepared = prepare_match(engine, spec.decks, spec.options)
    n = len(spec.decks)
    seats = [seat_policy(engine, spec.policy, p, max_turns=spec.max_turns, budget=spec.budget)
             for p in range(n)]
    stats = MatchStats(seats=n)
    for g in range(start, start + count):
        seed = game_seed(spec.seed, g)
        state = engine.start(prepared, seed)
        stats.add(play_match(state, seats, random.Random(seed ^ 0x5DEECE66D), spec.max_turns))
        if progress is not None and progress(g - start + 1) is False:
            break
    return stats


def _chunk_worker(args: tuple[MatchSpec, int, int]) -> MatchStats:
    spec, start, count = args
    return run_match_chunk(spec, start, count)


def run_match(spec: MatchSpec, games: int, workers: int = 1) -> MatchStats:
    """A whole batch, in ``workers`` processes (1 = here); the figures do not depend on
    how it is split."""
    if workers <= 1 or games < 2:
        return run_match_chunk(spec, 0, games)
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    total = MatchStats(seats=len(spec.decks))
    with ctx.Pool(workers) as pool:
        for stats in pool.imap(_chunk_worker,
                               [(spec, s, k) for s, k in chunks(games, workers * 4)]):
            total.merge(stats)
    return total
