"""Matchups and gauntlets: real decks against each other, piloted by the computer.

The use cases behind ``deckbuilder matchup`` and ``deckbuilder gauntlet`` (and the
window's "Against…" chooser): resolve the decks for one ruleset, run the batch
(``rules/matchup.py``) and word the figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from deckbuilder.rules.matchup import (
    POLICIES,
    MatchSpec,
    MatchStats,
    run_match,
    wilson,
)
from deckbuilder.rules.sim import max_players
from deckbuilder.services.playtest_service import (
    MAX_TURNS,
    Playable,
    PlaytestError,
    PlaytestService,
    check_budget,
    max_workers,
)

#: Matchup games are longer than goldfish games (both seats defend): a Redakai deck of 41
#: cards lasts up to 39 turns of a seat, and 40 leaves no greedy game of the starter decks
#: unfinished.
DEFAULT_MATCH_TURNS = 40


class MatchupService:
    def __init__(self, play: PlaytestService):
        self.play = play

    def spec(self, decks: Sequence[Playable], *, policy: str = "greedy", seed: int = 0,
             max_turns: int = DEFAULT_MATCH_TURNS, budget: int | None = None) -> MatchSpec:
        """A batch of ``decks`` seated in order (all of one ruleset)."""
        if not decks:
            raise PlaytestError("a matchup needs decks")
        first = decks[0]
        if policy not in POLICIES:
            raise PlaytestError(f"unknown policy {policy!r}; use " + ", ".join(POLICIES))
        check_budget(budget)
        if not 1 <= max_turns <= MAX_TURNS:
            raise PlaytestError(f"--max-turns must be from 1 to {MAX_TURNS}, not {max_turns}",
                                "max-turns", max=MAX_TURNS, got=max_turns)
        most = max_players(first.engine)
        if not 2 <= len(decks) <= most:
            raise PlaytestError(f"{first.ruleset.id} is played by 2"
                                + (f" to {most}" if most > 2 else "")
                                + f" players: a matchup of {len(decks)} decks cannot be seated")
        return MatchSpec(first.ruleset.id, tuple(p.deck for p in decks), first.options, policy,
                         seed, max_turns, budget)

    def run(self, spec: MatchSpec, games: int, *, workers: int = 1,
            progress: Callable[[int], bool | None] | None = None,
            started: Callable[[int], None] | None = None) -> MatchStats:
        """The batch in up to ``workers`` processes (at most one per core) through the
        one runner of every batch; ``progress(done)`` returning False stops it with the
        games played so far; ``started(processes)`` is told how many processes play."""
        if games < 1:
            raise PlaytestError("--games must be at least 1")
        try:
            return run_match(spec, games, min(max(1, workers), max_workers()),
                             progress=progress, started=started)
        except ValueError as exc:  # a team the rules cannot seat, said by the engine
            if isinstance(exc, PlaytestError):
                raise
            raise PlaytestError(str(exc)) from exc

    @staticmethod
    def summary(spec: MatchSpec, stats: MatchStats) -> dict[str, Any]:
        """The object ``matchup --json`` prints. Two decks: ``a`` and ``b``; more (MONSTER
        CARDS): ``decks``, one entry per seat with its win share."""
        n = stats.games
        out: dict[str, Any] = {
            "ruleset": spec.ruleset, "seed": spec.seed, "policy": spec.policy,
            "max_turns": spec.max_turns, "games": n, "draws": stats.draws,
            "unfinished": stats.unfinished,
            "mean_turns": round(stats.rounds / n, 4) if n else None,
            "first_player": stats.first_player_win_rate(),
            "win_rate_by_turn": [stats.win_rate_by_turn(p, spec.max_turns)
                                 for p in range(len(spec.decks))],
        }
        if len(spec.decks) == 2:
            out["a"], out["b"] = stats.seat(0), stats.seat(1)
            # Each deck's record in the games it went first (the win rates kept as they
            # were for readers of the older object).
            out["on_the_play"] = {"a_win_rate": stats.on_the_play(0),
                                  "b_win_rate": stats.on_the_play(1),
                                  "a": stats.on_the_play_record(0),
                                  "b": stats.on_the_play_record(1)}
        else:
            out["decks"] = [{"name": d.deck.name, **stats.seat(p),
                             "on_the_play_win_rate": stats.on_the_play(p),
                             "on_the_play": stats.on_the_play_record(p)}
                            for p, d in enumerate(spec.decks)]
        return out

    def gauntlet(self, deck: Playable, others: Sequence[tuple[str, Playable]], *,
                 games: int, policy: str = "greedy", seed: int = 0,
                 max_turns: int = DEFAULT_MATCH_TURNS, budget: int | None = None,
                 workers: int = 1,
                 progress: Callable[[int, int, str], bool] | None = None,
                 ) -> list[dict[str, Any]]:
        """``deck`` against each of ``others`` (label, deck): one row each with its wins,
        draws and losses, win rate and score and their intervals, best matchup first.
        ``progress(done, total, label)`` is told the games played of all the matchups
        (``total`` = games × opponents) as they finish; False stops there (the window's
        Cancel) with the rows of the matchups played whole."""
        rows = []
        total = games * len(others)
        for i, (label, other) in enumerate(others):
            if progress is not None and not progress(i * games, total, label):
                break
            spec = self.spec([deck, other], policy=policy, seed=seed, max_turns=max_turns,
                             budget=budget)
            stats = self.run(spec, games, workers=workers,
                             progress=_games_of_all(progress, i * games, total, label))
            if stats.games < games:
                break  # cancelled half-way: a row of fewer games would not compare
            rows.append({"opponent": label, **stats.seat(0)})
        # Ranked by score: a drawn game is half a win, not a loss.
        rows.sort(key=lambda r: (-(r["score"] or 0), -(r["win_rate"] or 0), r["opponent"]))
        return rows


def _games_of_all(progress: Callable[[int, int, str], bool] | None, base: int, total: int,
                  label: str) -> Callable[[int], bool] | None:
    """A matchup's ``progress(done)`` told to a gauntlet's ``progress(done, total, label)``
    as games of the whole gauntlet."""
    if progress is None:
        return None
    tell = progress
    return lambda done: tell(base + done, total, label)


__all__ = ["DEFAULT_MATCH_TURNS", "MatchupService", "wilson"]
