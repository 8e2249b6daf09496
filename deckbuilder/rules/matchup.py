"""Matchups: real decks at one table, every seat piloted by the computer, and who wins.

A matchup is a batch of games of two decks (MONSTER CARDS: two to eight) seated at one
table with no dummy. Who goes first is left to the rules' own chance point, so each deck
goes first about as often as the rules say. Every seat gets its own pilot: the engine's
greedy bot or the fair planner (:class:`deckbuilder.rules.pilots.Planner`), which sees
only what its seat may see. A batch runs through the same runner as goldfish batches
(``sim.run_games``): split into chunks that may run in other processes, every game's seed
from the batch seed and the game number, stoppable between games.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from deckbuilder.rules.compare import wilson
from deckbuilder.rules.engine import (
    CHANCE,
    TERMINAL,
    Engine,
    GameState,
    Policy,
    expand,
)
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.sim import (
    DEFAULT_MAX_TURNS,
    MIN_CHUNK,
    engine_for,
    game_seed,
    max_players,
    run_games,
)

POLICIES = ("greedy", "planner")



def record(games: int, wins: int, draws: int, unfinished: int) -> dict[str, Any]:
    """Wins, draws and losses of ``games`` (the rest of the games: won by another seat)
    with the win rate and the score, each with its 95 % interval: the win rate counts a
    draw as not won; the score counts it as half a win (a deck against its own copy
    scores 50 % even in rules where many games are drawn). An unfinished game counts as
    neither won nor drawn in both."""
    score = wins + draws / 2
    return {"games": games, "wins": wins, "draws": draws,
            "losses": games - wins - draws - unfinished, "unfinished": unfinished,
            "win_rate": round(wins / games, 4) if games else None,
            "ci95": wilson(wins, games),
            "score": round(score / games, 4) if games else None,
            "score_ci95": wilson(score, games)}


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
    from deckbuilder.rules.registry import get_game

    # Only the team's own kinds play from the team (a stray card there stays out).
    team_kinds = get_game(engine.game).team_kinds
    teams, mains = [], []
    for d in decks:
        team = [c for c in expand(d.deck.team, d.card) if c.kind in team_kinds]
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
    #: seat → games it went first / games it won, drew and left unfinished going first.
    first: Counter[int] = field(default_factory=Counter)
    first_wins: Counter[int] = field(default_factory=Counter)
    first_draws: Counter[int] = field(default_factory=Counter)
    first_unfinished: Counter[int] = field(default_factory=Counter)
    #: (seat, round the game ended) → games that seat won then (the "win rate by turn").
    won_by: Counter[tuple[int, int]] = field(default_factory=Counter)

    def add(self, r: MatchResult) -> None:
        self.games += 1
        self.rounds += r.rounds
        if r.first is not None:
            self.first[r.first] += 1
        if r.winner is None:
            self.unfinished += 1
            if r.first is not None:
                self.first_unfinished[r.first] += 1
        elif r.winner < 0:
            self.draws += 1
            if r.first is not None:
                self.first_draws[r.first] += 1
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
        self.first_draws.update(other.first_draws)
        self.first_unfinished.update(other.first_unfinished)
        self.won_by.update(other.won_by)

    def seat(self, p: int) -> dict[str, Any]:
        """A seat's wins, draws and losses, its win rate (a draw counting as not won) and
        its score (a draw counting as half a win), each with its 95 % interval
        (:func:`record`)."""
        return record(self.games, self.wins[p], self.draws, self.unfinished)

    def on_the_play(self, p: int) -> float | None:
        """The seat's win rate in the games it went first."""
        n = self.first[p]
        return round(self.first_wins[p] / n, 4) if n else None

    def on_the_play_record(self, p: int) -> dict[str, Any]:
        """The seat's wins, draws and losses, win rate and score in the games it went
        first."""
        return record(self.first[p], self.first_wins[p], self.first_draws[p],
                      self.first_unfinished[p])

    def first_player_win_rate(self) -> dict[str, Any]:
        """How the seat that went first did, whichever it was: its wins, draws and losses,
        win rate and score with their intervals. The score is the first-player advantage
        (50 % = none); the win rate alone reads a drawn game as a loss, which in rules
        with many draws looks like a second-player edge that is not there."""
        return record(sum(self.first.values()), sum(self.first_wins.values()),
                      sum(self.first_draws.values()), sum(self.first_unfinished.values()))

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


def run_match(spec: MatchSpec, games: int, workers: int = 1, *,
              progress: Callable[[int], bool | None] | None = None,
              started: Callable[[int], None] | None = None) -> MatchStats:
    """A whole batch through the one runner of every batch (``sim.run_games``): chunked,
    in ``workers`` processes (1 = here), ``progress(done)`` returning False to stop (the
    games played so far come back); the figures do not depend on how it is split."""
    # A planner game takes about a second: its chunks are single games, so progress
    # moves and a Cancel loses little; greedy games take a few milliseconds.
    least = 1 if spec.policy == "planner" else MIN_CHUNK
    return run_games(run_match_chunk, spec, games, workers,
                     empty=lambda: MatchStats(seats=len(spec.decks)), progress=progress,
                     least=least, started=started)
